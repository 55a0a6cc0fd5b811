//! A real headless Chromium renders Herald's pages: the board is drawn as SVG with every
//! stone and the crown where the game says, the lobby and the history viewer render, and
//! nothing needs JavaScript. Chromium comes from Debian's `chromium` package; `.ci/run`
//! installs it. Without it the test is skipped: the build says so with a warning
//! (`build.rs`), and the test passes, except where `CI` or `HERALD_REQUIRE_BROWSER` is set
//! (`.ci/run` sets it), where a missing browser fails the run.

use crate::common;

use std::process::Command;

use common::webdriver::{browser_missing, first_runnable};
use common::{Server, SmtpServer, Table, players, start_game};

fn chromium() -> Option<String> {
    // The same places build.rs looks, so its warning and this test agree.
    first_runnable(&[
        "chromium",
        "chromium-browser",
        "google-chrome",
        "/usr/bin/chromium",
    ])
}

/// Runs headless Chromium on `url` with `mode` (`--dump-dom` or `--screenshot=FILE`).
fn browse(bin: &str, mode: &str, url: &str) -> String {
    let profile = tempfile::tempdir().expect("a profile folder");
    let out = Command::new(bin)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--window-size=1100,900",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(mode)
        .arg(url)
        .output()
        .expect("run chromium");
    assert!(
        out.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn chromium_draws_the_board_the_game_describes() {
    let Some(bin) = chromium() else {
        browser_missing(
            "Chromium",
            "chromium, chromium-browser or google-chrome on PATH, or /usr/bin/chromium",
            "chromium",
        );
        return;
    };
    // Arrange: a game some moves in.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let ps = players(&api, &["Anne", "Edward"]).await;
    let id = start_game(&api, &ps[0], &[&ps[1]]).await;
    let mut table = Table::new(&api, id, &[&ps[0], &ps[1]]).await;
    let mut rng = common::Rng::new(11);
    for _ in 0..8 {
        table.step(&mut rng).await;
    }
    let game = table.refresh().await.clone();
    let stones = game["view"]["stones"].as_object().expect("stones").len();
    assert!(stones > 0, "some stones were placed: {game}");

    // Act: the spectator's game page, rendered by the browser.
    let dom = browse(&bin, "--dump-dom", &format!("{}/games/{id}", server.base));

    // Assert: 81 squares, one circle per stone (plus the centre mark), the crown where the
    // game says, and the history.
    assert!(dom.contains("<svg"), "the board is inline SVG");
    assert_eq!(
        dom.matches("<rect x=").count(),
        82,
        "the frame and 81 squares"
    );
    assert_eq!(
        dom.matches(" stone on ").count(),
        stones,
        "one drawn stone per stone of the view"
    );
    let crown = game["view"]["crown"].as_str().expect("crown");
    assert!(
        dom.contains(&format!("the crown on {crown}")),
        "the crown is drawn on {crown}"
    );
    // Scripts only improve the page (times in the browser's zone, live updates): each is
    // one of Herald's own files, none inline, and the board above was drawn without them.
    for script in dom.split("<script").skip(1) {
        assert!(
            script.starts_with(" src=\"/static/") && script.contains("></script>"),
            "only Herald's own script files, none inline: <script{}",
            &script[..script.len().min(80)]
        );
    }
    for entry in common::strings(&game["actions"]) {
        assert!(
            !dom.contains(&format!("value=\"{entry}\"")),
            "a spectator gets no action buttons"
        );
    }

    let lobby = browse(&bin, "--dump-dom", &format!("{}/lobby", server.base));
    assert!(lobby.contains("<h1>Lobby</h1>"));
    let viewer = browse(
        &bin,
        "--dump-dom",
        &format!("{}/games/{id}/history/3", server.base),
    );
    assert!(
        viewer.contains("after move 3") && viewer.contains("<svg"),
        "the history viewer draws the board"
    );

    let shot = tempfile::tempdir().expect("a folder");
    let png = shot.path().join("game.png");
    browse(
        &bin,
        &format!("--screenshot={}", png.display()),
        &format!("{}/games/{id}", server.base),
    );
    let size = std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0);
    assert!(
        size > 10_000,
        "a screenshot of the page was taken ({size} bytes)"
    );
}
