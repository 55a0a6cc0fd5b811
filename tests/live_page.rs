//! Live game pages (issue 16, part 3): an open game page follows the game without a
//! reload by hand. `/games/{id}/live` gives a stamp that moves on with each change; in a
//! real headless Chromium the page brings itself up to date in place (issue 27: no reload,
//! the scroll position and open sections kept) after the opponent moves through the API,
//! and only says so while its visitor is typing. The times of a reader with no time
//! zone are written in the browser's own (`/static/when.js`).

use crate::common;

use std::time::{Duration, Instant};

use common::*;
use fantoccini::Locator;
use serde_json::{Value, json};

/// `/games/{id}/live` as anyone may ask it.
async fn live(api: &Api, id: i64) -> Value {
    let reply = api.get(&format!("/games/{id}/live"), None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(
        reply.content_type.starts_with("application/json"),
        "{}",
        reply.content_type
    );
    reply.json
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_live_stamp_moves_on_with_each_change_and_only_then() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let mut both = players(&api, &["alice", "bob"]).await;
    let (bob, alice) = (both.pop().unwrap(), both.pop().unwrap());
    let id = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let seq = seq_of(table.refresh().await);

    let before = live(&api, id).await;
    assert_eq!(before["seq"], seq);
    assert_eq!(before["status"], "active");
    assert_eq!(
        live(&api, id).await,
        before,
        "nothing changed, nor did the stamp"
    );
    let cache = api
        .get_request(&format!("/games/{id}/live"), None)
        .send()
        .await
        .expect("an answer");
    assert_eq!(cache.headers()["cache-control"], "no-store");
    // The page carries the stamp it was made at.
    let page = api.get(&format!("/games/{id}"), None).await.body;
    let stamp = before["stamp"].as_str().expect("a stamp");
    assert!(page.contains(&format!("data-stamp=\"{stamp}\"")), "{page}");
    assert!(
        page.contains("<script src=\"/static/live.js\" defer>"),
        "{page}"
    );

    let mut rng = Rng::new(11);
    table.step(&mut rng).await;
    let after = live(&api, id).await;
    assert_ne!(after["stamp"], before["stamp"]);
    assert_eq!(after["seq"], seq + 1);

    // Muting one's mail is not on the page, and private notes must not show that anyone
    // is writing them: the stamp stays.
    api.mute(alice.auth(), id).await.expect(200);
    let notes = json!({ "text": "watch the crown" });
    let put = api
        .put(&format!("/api/games/{id}/notes"), alice.auth(), &notes)
        .await;
    assert_eq!(put.status, 204, "{}", put.body);
    assert_eq!(live(&api, id).await["stamp"], after["stamp"]);
    // A chat message is on the page: the stamp moves on.
    let said = json!({ "text": "good luck" });
    api.post(&format!("/api/games/{id}/chat"), bob.auth(), &said)
        .await
        .expect(201);
    let chatted = live(&api, id).await;
    assert_ne!(chatted["stamp"], after["stamp"]);
    assert_eq!(chatted["seq"], after["seq"]);
    // A resignation ends the game: the stamp moves on; so do notes revealed after it.
    api.post(&format!("/api/games/{id}/resign"), bob.auth(), &json!({}))
        .await
        .expect(200);
    let ended = live(&api, id).await;
    assert_eq!(ended["status"], "finished");
    assert_ne!(ended["stamp"], chatted["stamp"]);
    let reveal = api
        .post(
            &format!("/api/games/{id}/notes/reveal"),
            alice.auth(),
            &json!({}),
        )
        .await;
    assert_eq!(reveal.status, 204, "{}", reveal.body);
    assert_ne!(live(&api, id).await["stamp"], ended["stamp"]);

    let missing = api.get("/games/999999/live", None).await;
    assert_eq!(missing.status, 404, "{}", missing.body);
}

/// Runs `script` until it returns true, for at most `patience`.
async fn until(chrome: &Chrome, what: &str, patience: Duration, script: &str) {
    let started = Instant::now();
    loop {
        if chrome.eval(script).await == Value::Bool(true) {
            return;
        }
        assert!(
            started.elapsed() < patience,
            "waited {patience:?} for {what}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// The seat's player moves through the API, away from the browser.
async fn opponent_moves(table: &mut Table, rng: &mut Rng) -> i64 {
    table.step(rng).await;
    seq_of(table.refresh().await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_page_follows_the_game_and_writes_times_in_the_browsers_zone() {
    let Some(chrome) = Chrome::start_in_zone(1200, 900, Some("Asia/Tokyo")).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let mut both = players(&api, &["alice", "bob"]).await;
    let (bob, alice) = (both.pop().unwrap(), both.pop().unwrap());
    let id = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut rng = Rng::new(3);
    table.refresh().await;

    // Alice chose no time zone: the page is written in UTC and the browser rewrites each
    // time in its own zone, Tokyo.
    chrome.sign_in(&server.base, "alice", PASSWORD).await;
    chrome
        .client
        .goto(&format!("{}/games/{id}", server.base))
        .await
        .expect("the game page");
    let deadline = chrome
        .eval("return document.querySelector('time[data-local]').getAttribute('datetime')")
        .await;
    let deadline = deadline
        .as_str()
        .expect("a deadline on the page")
        .to_string();
    let zone = |name: &str| jiff::tz::TimeZone::get(name).expect("a zone");
    let tokyo = format!("({} ", wall_time_unnamed(&deadline, &zone("Asia/Tokyo")));
    assert_ne!(
        tokyo,
        format!("({} ", wall_time_unnamed(&deadline, &zone("UTC")))
    );
    // The browser names its zone in its own words ("GMT+9" in English, "JST" in Japanese).
    until(
        &chrome,
        "the deadline in Tokyo time, the zone named",
        Duration::from_secs(10),
        &format!(
            "const t = document.querySelector('time[data-local]').textContent; \
             return t.includes({tokyo:?}) && /\\((.+?), \\d\\d:\\d\\d (GMT\\+9|JST)\\)$/.test(t)"
        ),
    )
    .await;

    // The opponent (or Alice, from elsewhere) moves: the page brings itself up to date in
    // place, without a reload (issue 27): the reader's scroll position and the sections
    // she opened stay, and the new times are written in her zone too.
    for round in 0..2 {
        let scrolled = chrome
            .eval(
                "window.heraldMark = 1; document.getElementById('data').open = true; \
                 window.scrollTo(0, 120); return window.scrollY;",
            )
            .await;
        let seq = opponent_moves(&mut table, &mut rng).await;
        until(
            &chrome,
            &format!("the page to bring itself up to date at move {seq} (round {round})"),
            Duration::from_secs(30),
            &format!(
                "return window.heraldMark === 1 && document.body.innerText.includes('move {seq}')"
            ),
        )
        .await;
        let kept = chrome
            .eval("return [window.scrollY, document.getElementById('data').open];")
            .await;
        assert_eq!(
            kept,
            json!([scrolled, true]),
            "scroll and open sections kept"
        );
        let deadline = chrome
            .eval("return document.querySelector('time[data-local]').getAttribute('datetime')")
            .await;
        let deadline = deadline.as_str().expect("a deadline");
        let tokyo = format!("({} ", wall_time_unnamed(deadline, &zone("Asia/Tokyo")));
        until(
            &chrome,
            "the new deadline in Tokyo time",
            Duration::from_secs(10),
            &format!(
                "const t = document.querySelector('time[data-local]').textContent; \
                 return t.includes({tokyo:?}) && /\\((.+?), \\d\\d:\\d\\d (GMT\\+9|JST)\\)$/.test(t)"
            ),
        )
        .await;
    }

    // A chat message from Bob shows without a reload, by hand or by the page.
    chrome.eval("window.heraldMark = 1; return true").await;
    let said = json!({ "text": "your move, I think" });
    api.post(&format!("/api/games/{id}/chat"), bob.auth(), &said)
        .await
        .expect(201);
    until(
        &chrome,
        "Bob's chat message on Alice's page",
        Duration::from_secs(30),
        "return window.heraldMark === 1 && document.getElementById('chat').innerText.includes('your move, I think')",
    )
    .await;

    // While she types a message, the page stays and says the game moved on.
    chrome.eval("window.heraldMark = 1; return true").await;
    chrome
        .client
        .find(Locator::Css("#chat textarea[name=text]"))
        .await
        .expect("the chat box")
        .send_keys("half a sentence")
        .await
        .expect("typing");
    let seq = opponent_moves(&mut table, &mut rng).await;
    until(
        &chrome,
        "the notice that the game moved on",
        Duration::from_secs(30),
        &format!(
            "const box = document.getElementById('live'); \
             return !box.hidden && box.textContent.includes('now at move {seq}')"
        ),
    )
    .await;
    assert_eq!(
        chrome.eval("return window.heraldMark").await,
        json!(1),
        "no reload"
    );
}
