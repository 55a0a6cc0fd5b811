//! What changed since your last turn (issue 12, item 7) and the history viewer (item 8),
//! in a real server and a real headless Chromium: the game page lists the other side's
//! moves since the player's last turn, newest first, and marks them on the map; the
//! viewer shows the board after any move with that move's marks, and the arrow keys step
//! through the game.

use crate::common;

use std::collections::BTreeSet;

use common::*;
use fantoccini::Locator;
use serde_json::{Value, json};

/// The marks of history entries as (what, from, at), each once.
fn marks_of<'h>(
    entries: impl IntoIterator<Item = &'h Value>,
) -> BTreeSet<(String, String, String)> {
    entries
        .into_iter()
        .flat_map(|e| e["marks"].as_array().cloned().unwrap_or_default())
        .map(|m| {
            let word = |k: &str| m[k].as_str().unwrap_or_default().to_string();
            (word("what"), word("from"), word("at"))
        })
        .collect()
}

/// The `data-mark` elements of a page as (what, from, at).
fn drawn_marks(page: &str) -> BTreeSet<(String, String, String)> {
    let attribute = |tag: &str, name: &str| {
        let key = format!(r#"{name}=""#);
        tag.find(&key)
            .map(|i| {
                let rest = &tag[i + key.len()..];
                rest[..rest.find('"').unwrap_or(0)].to_string()
            })
            .unwrap_or_default()
    };
    page.match_indices("<g data-mark=")
        .map(|(i, _)| {
            let tag = &page[i..i + page[i..].find('>').unwrap_or(0)];
            (
                attribute(tag, "data-mark"),
                attribute(tag, "data-from"),
                attribute(tag, "data-at"),
            )
        })
        .collect()
}

async fn page_of(chrome: &Chrome, url: &str) -> String {
    chrome.client.goto(url).await.expect("open the page");
    chrome
        .eval("return document.documentElement.outerHTML;")
        .await
        .as_str()
        .expect("the page")
        .to_string()
}

/// The `value`s of the list items in the "since your last turn" section.
fn listed_changes(page: &str) -> Vec<i64> {
    let Some(start) = page.find(r#"id="changes""#) else {
        return Vec::new();
    };
    let section = &page[start..start + page[start..].find("</section>").expect("closed")];
    section
        .match_indices(r#"<li value=""#)
        .map(|(i, key)| {
            let rest = &section[i + key.len()..];
            rest[..rest.find('"').unwrap()].parse().unwrap()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_shows_what_changed_and_the_viewer_steps_by_arrow_keys() {
    let Some(chrome) = Chrome::start(1280, 1000).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let id = start_game_of(&api, "richard3", &json!({}), &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let alice_seat = table.seat_of(&alice);
    let mut rng = Rng::new(12);
    chrome.sign_in(&server.base, &alice.name, PASSWORD).await;
    // Play until Alice is to act after the other side made moves with marks since her
    // last move, and check her page each time it is her turn.
    let mut checked_with_marks = 0;
    for _ in 0..400 {
        table.step(&mut rng).await;
        let game = table.last.clone();
        if !strings(&game["to_act"]).contains(&alice_seat) {
            continue;
        }
        let history = api
            .get(&format!("/api/games/{id}/history"), alice.auth())
            .await
            .expect(200);
        let history = history.as_array().expect("a list").clone();
        // What changed: Bob's moves after Alice's last move, newest first.
        let last_own = history
            .iter()
            .rposition(|e| e["seat"] == alice_seat.as_str());
        let since: Vec<&Value> = history[last_own.map_or(0, |i| i + 1)..]
            .iter()
            .rev()
            .collect();
        if since.is_empty() {
            continue;
        }
        let page = page_of(&chrome, &format!("{}/games/{id}", server.base)).await;
        let expected: Vec<i64> = since.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
        assert_eq!(
            listed_changes(&page),
            expected,
            "newest first, Bob's moves only"
        );
        let marks = marks_of(since.iter().copied());
        assert_eq!(
            drawn_marks(&page),
            marks,
            "the board marks what the list tells"
        );
        if !marks.is_empty() {
            checked_with_marks += 1;
            if checked_with_marks == 3 {
                break;
            }
        }
    }
    assert!(
        checked_with_marks >= 3,
        "too few turns with marks: {checked_with_marks}"
    );

    // The viewer: a move with marks, drawn on the board after it; the arrow keys step.
    let history = api
        .get(&format!("/api/games/{id}/history"), alice.auth())
        .await
        .expect(200);
    let history = history.as_array().expect("a list").clone();
    let marked = history
        .iter()
        .rfind(|e| {
            e["marks"].as_array().is_some_and(|m| !m.is_empty()) && e["seq"].as_i64() > Some(1)
        })
        .expect("a move with marks");
    let seq = marked["seq"].as_i64().unwrap();
    let url = |n: i64| format!("{}/games/{id}/history/{n}", server.base);
    let page = page_of(&chrome, &url(seq)).await;
    assert_eq!(drawn_marks(&page), marks_of([marked]), "the step's marks");
    assert!(
        page.contains(&format!("<strong>Move {seq}</strong>")),
        "the step in words"
    );
    // WebDriver's keys: U+E012 is ←, U+E014 is →.
    press(&chrome, "\u{E012}", &url(seq - 1)).await;
    press(&chrome, "\u{E014}", &url(seq)).await;
}

/// Presses `key` on the page and waits until the browser shows `expected`.
async fn press(chrome: &Chrome, key: &str, expected: &str) {
    let body = chrome
        .client
        .find(Locator::Css("body"))
        .await
        .expect("the body");
    body.send_keys(key).await.expect("press the key");
    eventually(expected, std::time::Duration::from_secs(10), || async {
        chrome
            .client
            .current_url()
            .await
            .is_ok_and(|u| u.as_str() == expected)
    })
    .await;
}

/// "Since your last turn" lists every move since the seat's last decision (issue 27): a
/// move the server played for the seat (its only action, "(forced)") is no turn of its.
/// The Rose King with forced moves on, played at random through the API until a seat to
/// act has a forced move of its own after the other side's decision; its page lists both.
#[tokio::test]
async fn since_your_last_turn_passes_over_your_own_forced_moves() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [ann, bob] = <[Player; 2]>::try_from(players(&api, &["ann", "bob"]).await).unwrap();
    let options = json!({ "auto_forced": true });
    let id = start_game_of(&api, "rosenkonig", &options, &ann, &[&bob]).await;
    let mut rng = Rng::new(27);
    let mut checked = 0;
    for _ in 0..400 {
        let game = api.game(None, id).await.expect(200);
        if game["status"] == "finished" {
            break;
        }
        for player in [&ann, &bob] {
            let mine = api.game(player.auth(), id).await.expect(200);
            let actions = strings(&mine["actions"]);
            if actions.is_empty() {
                continue;
            }
            let you = mine["you"].as_str().expect("a seat").to_string();
            let history = api.history(player.auth(), id).await.expect(200);
            let history = history.as_array().expect("a list");
            // The seat's last decision: its own move that the server did not play.
            let decided = history
                .iter()
                .rposition(|e| e["seat"] == you.as_str() && e["by"] != "auto");
            let since = &history[decided.map_or(0, |i| i + 1)..];
            let forced_own = since.iter().any(|e| e["seat"] == you.as_str());
            if forced_own && since.iter().any(|e| e["seat"] != you.as_str()) {
                let page = FormClient::new(&server.base);
                page.sign_in(&player.name, PASSWORD).await;
                let html = page.get(&format!("/games/{id}")).await;
                let expected: Vec<i64> = since
                    .iter()
                    .rev()
                    .map(|e| e["seq"].as_i64().unwrap())
                    .collect();
                assert_eq!(
                    listed_changes(&html.body),
                    expected,
                    "{you}: the opponent's moves and its own forced ones, newest first"
                );
                checked += 1;
            }
            let action = rng.pick(&actions).clone();
            api.play(player.auth(), id, seq_of(&mine), &action)
                .await
                .expect(200);
            break;
        }
        if checked == 3 {
            break;
        }
    }
    assert!(checked >= 1, "no forced move of the seat to act was met");
}
