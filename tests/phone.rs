//! Phones (issue 12, item 10): at 390 CSS pixels wide every page fits the screen, and no
//! page scrolls sideways (tables included). The game page's board (issue 27) opens zoomed
//! onto where the step acts, every clickable place at least 24 × 24 CSS pixels (WCAG 2.2,
//! 2.5.8), and pans and zooms inside its window; on a desktop its blocks are at least 36
//! pixels wide with labels of 11. Checked in a real headless Chromium over WebDriver.

use crate::common;

use common::*;
use serde_json::json;

/// The phone's width, in CSS pixels (an iPhone 12 to 15).
const PHONE: u32 = 390;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_390_pixels_no_page_scrolls_sideways_and_the_boards_fit() {
    let Some(Stage {
        chrome,
        server,
        api,
        alice,
        bob,
        _smtp,
        ..
    }) = Stage::set(PHONE, 844).await
    else {
        return;
    };
    let mut games = Vec::new();
    for kind in ["rosenkonig", "tara", "richard3", "westeros"] {
        let id = start_game_of(&api, kind, &json!({}), &alice, &[&bob]).await;
        let mut table = Table::new(&api, id, &[&alice, &bob]).await;
        let mut rng = Rng::new(5);
        for _ in 0..6 {
            table.step(&mut rng).await;
        }
        games.push(id);
    }
    chrome.sign_in(&server.base, &alice.name, PASSWORD).await;
    let mut pages = vec![
        "/".to_string(),
        "/lobby".to_string(),
        "/games".to_string(),
        "/games/new".to_string(),
        "/settings".to_string(),
        "/kinds/richard3/rules".to_string(),
        "/kinds/westeros/notation".to_string(),
    ];
    for id in &games {
        pages.push(format!("/games/{id}"));
        pages.push(format!("/games/{id}/history/3"));
    }
    for path in &pages {
        chrome
            .client
            .goto(&format!("{}{path}", server.base))
            .await
            .expect("open the page");
        // The board, or on a game page the window onto it (which pans and zooms).
        let sizes = chrome
            .eval(
                "const d = document.documentElement; \
                 const svg = document.getElementById('board') || document.querySelector('svg'); \
                 return [d.scrollWidth, d.clientWidth, \
                         svg ? Math.ceil(svg.getBoundingClientRect().right) : 0];",
            )
            .await;
        let [scroll, client, board_right] = [0, 1, 2].map(|i| sizes[i].as_u64().unwrap());
        assert!(
            scroll <= client,
            "{path} scrolls sideways at {PHONE} px: {scroll} px wide in {client} px"
        );
        assert!(
            board_right <= client,
            "{path}: the board reaches {board_right} px of {client} px"
        );
    }
    chrome.close().await;
}

/// A browser of the given size, a server, and Alice and Bob signed up.
struct Stage {
    alice: Player,
    bob: Player,
    api: Api,
    server: Server,
    _smtp: SmtpServer,
    chrome: Chrome,
}

impl Stage {
    /// The stage with a browser `width` × `height` CSS pixels; none when there is no
    /// browser here and none is required (said loudly by [`Chrome::start`]).
    async fn set(width: u32, height: u32) -> Option<Stage> {
        let chrome = Chrome::start(width, height).await?;
        let smtp = SmtpServer::start();
        let server = Server::start(&smtp);
        let api = server.api();
        let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
        Some(Stage {
            chrome,
            _smtp: smtp,
            server,
            api,
            alice,
            bob,
        })
    }
}

/// Waits for the game page's board to be set up to pan and zoom.
async fn zoomable(chrome: &Chrome) {
    for _ in 0..200 {
        if chrome
            .eval("return document.querySelector('#board.zoomable') !== null;")
            .await
            == true
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("the board never became zoomable");
}

/// What the board opens at: `[smallest clickable side, clickables, clickables in the
/// board's window, smallest zoom button side, board window right edge, client width]`.
const OPENED: &str = r#"
const board = document.getElementById('board');
const win = board.getBoundingClientRect();
const targets = [...board.querySelectorAll('[data-action], [data-select]')].map((el) => el.getBoundingClientRect());
const inside = targets.filter((r) => r.right > win.left && r.left < win.right && r.bottom > win.top && r.top < win.bottom);
const buttons = [...document.querySelectorAll('.zoom-buttons button')].map((b) => b.getBoundingClientRect());
return [Math.min(...targets.map((r) => Math.min(r.width, r.height))), targets.length, inside.length,
        Math.min(...buttons.map((r) => Math.min(r.width, r.height))), Math.ceil(win.right),
        document.documentElement.clientWidth];
"#;

/// Opens game `id`'s page and waits for its board to be set up: what it opens at
/// ([`OPENED`]). On a loaded machine the board may still be drawn in place (a live
/// update) when it has become zoomable, so it is read once it holds its clickable places,
/// or after 5 s as it is then (and the assertions say what is missing).
async fn open_board(chrome: &Chrome, server: &Server, id: i64) -> serde_json::Value {
    open_game(chrome, server, id).await;
    let mut opened = chrome.eval(OPENED).await;
    for _ in 0..50 {
        if opened[1].as_u64().is_some_and(|targets| targets > 0) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        opened = chrome.eval(OPENED).await;
    }
    opened
}

/// Opens game `id`'s page and waits for its board to be set up to pan and zoom.
async fn open_game(chrome: &Chrome, server: &Server, id: i64) {
    chrome
        .client
        .goto(&format!("{}/games/{id}", server.base))
        .await
        .expect("open the game");
    zoomable(chrome).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
}

/// Plays random moves until `player` is to act in game `id`.
async fn until_to_act(api: &Api, table: &mut Table, id: i64, player: &Player, rng: &mut Rng) {
    for _ in 0..200 {
        let mine = api.game(player.auth(), id).await.expect(200);
        if !strings(&mine["actions"]).is_empty() {
            return;
        }
        table.step(rng).await;
    }
    panic!("{} never came to act in game {id}", player.name);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_390_pixels_every_board_opens_with_targets_a_thumb_can_hit_and_pans_and_zooms() {
    let Some(Stage {
        chrome,
        server,
        api,
        alice,
        bob,
        _smtp,
        ..
    }) = Stage::set(PHONE, 844).await
    else {
        return;
    };
    chrome.sign_in(&server.base, &alice.name, PASSWORD).await;
    for kind in ["rosenkonig", "tara", "richard3", "westeros"] {
        // Arrange: a game a few moves in, Alice to act.
        let id = start_game_of(&api, kind, &json!({}), &alice, &[&bob]).await;
        let mut table = Table::new(&api, id, &[&alice, &bob]).await;
        let mut rng = Rng::new(5);
        for _ in 0..4 {
            table.step(&mut rng).await;
        }
        until_to_act(&api, &mut table, id, &alice, &mut rng).await;

        // Act: open her game page.
        let opened = open_board(&chrome, &server, id).await;

        // Assert: every target at least 24 px, some of them in the window, big buttons,
        // and the window inside the screen.
        let smallest = opened[0].as_f64().unwrap_or(0.0);
        assert!(
            smallest >= 23.5,
            "{kind}: a clickable place of {smallest:.1} px at 390 px: {opened}"
        );
        assert!(
            opened[2].as_u64() > Some(0),
            "{kind}: the window opens on no clickable place: {opened}"
        );
        assert!(
            opened[3].as_f64() >= Some(44.0),
            "{kind}: zoom buttons of 44 px: {opened}"
        );
        assert!(
            opened[4].as_u64() <= opened[5].as_u64(),
            "{kind}: the board's window fits: {opened}"
        );
        if kind == "richard3" {
            let png = chrome.client.screenshot().await.expect("a screenshot");
            let target = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
            std::fs::create_dir_all(&target).expect("target/");
            std::fs::write(target.join("richard3-phone.png"), png).expect("save the screenshot");
        }
        // The zoom-in button zooms in.
        let before = chrome
            .eval("return document.querySelector('#board svg').getBoundingClientRect().width;")
            .await;
        chrome
            .eval("document.querySelector('.zoom-buttons button').click(); return true;")
            .await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let after = chrome
            .eval("return document.querySelector('#board svg').getBoundingClientRect().width;")
            .await;
        assert!(
            after.as_f64() > before.as_f64(),
            "{kind}: zoomed in: {before} → {after}"
        );
    }
    chrome.close().await;
}

/// A Richard III position (an exported game, `tests/data/`) where Lancaster's two blocks
/// that can move stand far apart from each other and from the "End this phase" button:
/// a window centred on all three showed none of them (CI, stop 38).
const FAR_APART: &str = "tests/data/richard3-far-apart.json";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_390_pixels_a_board_whose_clickable_places_lie_far_apart_opens_on_some() {
    let Some(Stage {
        chrome,
        server,
        _smtp,
        ..
    }) = Stage::set(PHONE, 844).await
    else {
        return;
    };
    // Arrange: the position imported for Alice and Bob, Alice (Lancaster) to act.
    let id = server.import(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FAR_APART));
    chrome.sign_in(&server.base, "alice", PASSWORD).await;

    // Act: open her game page.
    let opened = open_board(&chrome, &server, id).await;

    // Assert: three clickable places, and the window opens on at least one.
    assert_eq!(opened[1], 3, "two blocks and the phase's end: {opened}");
    assert!(
        opened[2].as_u64() > Some(0),
        "the window opens on no clickable place: {opened}"
    );
    chrome.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_1280_pixels_the_richard3_blocks_are_36_pixels_with_labels_of_11() {
    let Some(Stage {
        chrome,
        server,
        api,
        alice,
        bob,
        _smtp,
        ..
    }) = Stage::set(1280, 1000).await
    else {
        return;
    };
    chrome.sign_in(&server.base, &alice.name, PASSWORD).await;
    let id = start_game_of(&api, "richard3", &json!({}), &alice, &[&bob]).await;
    open_game(&chrome, &server, id).await;
    let sizes = chrome
        .eval(
            "const svg = document.querySelector('#board svg'); \
             const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; \
             const blocks = [...svg.querySelectorAll('[data-block] > rect, rect[data-back]')] \
               .map((r) => r.getBoundingClientRect().width); \
             const labels = [...svg.querySelectorAll('[data-block] text, [data-block] tspan')] \
               .map((t) => parseFloat(t.getAttribute('font-size')) * scale).filter((s) => s > 0); \
             return [Math.min(...blocks), Math.min(...labels), blocks.length];",
        )
        .await;
    let png = chrome.client.screenshot().await.expect("a screenshot");
    let target = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&target).expect("target/");
    std::fs::write(target.join("richard3-desktop.png"), png).expect("save the screenshot");
    assert!(sizes[2].as_u64() > Some(10), "blocks on the board: {sizes}");
    assert!(
        sizes[0].as_f64() >= Some(35.5),
        "blocks at least 36 px wide: {sizes}"
    );
    assert!(
        sizes[1].as_f64() >= Some(10.95),
        "labels at least 11 px: {sizes}"
    );
    chrome.close().await;
}
