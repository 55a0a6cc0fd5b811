//! The Richard III game page (issue 12): the server time of `GET /games/{id}` for a
//! signed-in player of a game in its middle, and the page's size.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::{Api, PASSWORD, common, cpu_seconds, load, ms, percentile, start};

/// Page requests timed, one after another, after `WARM_UP` untimed ones.
const REQUESTS: usize = 500;
const WARM_UP: usize = 20;
/// How long the run waits for the opening's mails to be sent before it times the page.
const DRAIN: Duration = Duration::from_secs(30);

/// How deep into a game the page is timed: 60 moves in (as the throughput run's games
/// are), and late, 400 moves in or at the game's end (the page replays the whole log for
/// the history, so a long game costs more).
const DEPTHS: [usize; 2] = [60, 400];

/// Times the Richard III game page at each of [`DEPTHS`].
pub async fn richard3_page() {
    for depth in DEPTHS {
        richard3_page_at(depth).await;
    }
}

/// Opens the page of a Richard III game advanced `depth` moves as its first player,
/// `REQUESTS` times, and prints the time each took (from the request sent to the whole
/// body read, over loopback), the server's CPU time per page, and the page's size.
async fn richard3_page_at(depth: usize) {
    let dir = tempfile::tempdir().expect("tempdir");
    let server = start(&dir.path().join("herald.db"), None);
    let api = Arc::new(Api::new(&server.base));
    let (id, names) = load::opened_game(&api, &load::RICHARD_III, "page", depth).await;
    let browser = common::FormClient::new(&server.base);
    browser.sign_in(&names[0], PASSWORD).await;
    let path = format!("/games/{id}");
    let mut page = browser.get(&path).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("<svg"), "the page draws the board");
    // The opening's turn mails carry pictures, drawn in the background: let them go first.
    let queued = load::mails_queued(&dir.path().join("herald.db")).await;
    let waiting = Instant::now();
    while load::mails_delivered(None, dir.path()) < queued && waiting.elapsed() < DRAIN {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for _ in 0..WARM_UP {
        page = browser.get(&path).await;
    }
    let cpu_before = cpu_seconds(server.child.id());
    let mut times: Vec<Duration> = Vec::with_capacity(REQUESTS);
    for _ in 0..REQUESTS {
        let started = Instant::now();
        page = browser.get(&path).await;
        times.push(started.elapsed());
        assert_eq!(page.status, 200);
    }
    let server_cpu = cpu_seconds(server.child.id()) - cpu_before;
    times.sort();
    let board = &page.body[page.body.find("<svg").expect("a board")..];
    let board = &board[..board.find("</svg>").expect("a closed board") + "</svg>".len()];
    println!(
        "Richard III game page (wars_of_the_roses, {} moves in), GET /games/{id} signed in as {}, {REQUESTS} requests one at a time:",
        page.body
            .split("· move ")
            .nth(1)
            .and_then(|m| m.split(['<', ' ']).next())
            .unwrap_or("?"),
        names[0]
    );
    println!(
        "  p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; the server's CPU {:.0} µs a page",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.9)),
        ms(percentile(&times, 0.99)),
        ms(*times.last().expect("some")),
        server_cpu * 1e6 / REQUESTS as f64
    );
    println!(
        "  {} bytes (the board's SVG {} bytes), Content-Encoding {:?}",
        page.body.len(),
        board.len(),
        page.header("content-encoding")
    );
}
