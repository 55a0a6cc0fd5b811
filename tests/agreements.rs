//! What players agree on (issue 4): a draw where the game allows one, abandoning a game,
//! and a pause of every clock; one proposes, the other accepts or declines.

use crate::common;

use std::time::Duration;

use common::*;
use serde_json::json;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_is_proposed_declined_proposed_again_and_accepted() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = start_game(&api, alice, &[bob]).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");
    let draw = json!({ "what": "draw" });

    api.post(&at("propose"), carol.auth(), &draw)
        .await
        .expect_error(403);
    api.post(
        &at("propose"),
        alice.auth(),
        &json!({ "what": "surrender" }),
    )
    .await
    .expect_error(422);
    api.post(&at("accept"), bob.auth(), &json!({}))
        .await
        .expect_error(409);
    api.post(&at("propose"), alice.auth(), &draw)
        .await
        .expect(200);
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["proposal"], json!({ "what": "draw", "by": "red" }));
    smtp.wait_until("bob hears of it", PATIENCE, |s| {
        !mails_to(s, "bob", "alice proposes to draw").is_empty()
    })
    .await;
    // One proposal at a time; the proposer does not accept their own.
    api.post(&at("propose"), bob.auth(), &json!({ "what": "pause" }))
        .await
        .expect_error(409);
    api.post(&at("accept"), alice.auth(), &json!({}))
        .await
        .expect_error(409);
    // bob declines: the game goes on and alice is told.
    api.post(&at("decline"), bob.auth(), &json!({}))
        .await
        .expect(200);
    assert_eq!(
        api.game(None, id).await.expect(200)["proposal"],
        json!(null)
    );
    smtp.wait_until("alice hears of it", PATIENCE, |s| {
        !mails_to(s, "alice", "bob declined to draw").is_empty()
    })
    .await;
    // Again, and accepted: a draw.
    api.post(&at("propose"), alice.auth(), &draw)
        .await
        .expect(200);
    api.post(&at("accept"), bob.auth(), &json!({}))
        .await
        .expect(200);
    let over = api.game(None, id).await.expect(200);
    assert_eq!(over["status"], "finished");
    assert_eq!(over["result"]["winner"], json!(null));
    assert_eq!(over["result"]["reason"], "drawn by agreement");
    assert_eq!(over["proposal"], json!(null));
    api.post(&at("propose"), alice.auth(), &draw)
        .await
        .expect_error(409);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn richard_iii_allows_no_draw_but_may_be_abandoned_by_agreement() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let id = start_game_of(&api, "richard3", &json!({}), &all[0], &[&all[1]]).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");
    let refused = api
        .post(&at("propose"), all[0].auth(), &json!({ "what": "draw" }))
        .await
        .expect_error(422);
    assert!(refused.contains("always ends with a winner"), "{refused}");
    api.post(&at("propose"), all[1].auth(), &json!({ "what": "abandon" }))
        .await
        .expect(200);
    api.post(&at("accept"), all[0].auth(), &json!({}))
        .await
        .expect(200);
    let over = api.game(None, id).await.expect(200);
    assert_eq!(over["status"], "finished");
    assert_eq!(over["result"]["reason"], "abandoned by agreement");
    assert!(over["seed"].is_string());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pause_stops_every_clock_until_a_player_resumes() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let options =
        json!({ "clock": { "per_move": { "days": 2 } }, "timeout": "lose", "vacation": false });
    let id = start_game_of(&api, KIND, &options, alice, &[bob]).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");
    server.advance(DAY);
    pause(&api, id, bob, alice).await;
    let paused = api.game(alice.auth(), id).await.expect(200);
    assert_eq!(paused["paused"], true);
    assert!(paused["seats"][0]["deadline"].is_null(), "{paused}");
    // Nobody moves while paused; weeks pass and nobody loses on time.
    let action = strings(&paused["actions"])[0].clone();
    let refused = api
        .play(alice.auth(), id, 0, &action)
        .await
        .expect_error(409);
    assert!(refused.contains("paused"), "{refused}");
    server.advance(40 * DAY);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
    // Resumed: red has the day it had left.
    api.post(&at("resume"), bob.auth(), &json!({}))
        .await
        .expect(200);
    api.post(&at("resume"), bob.auth(), &json!({}))
        .await
        .expect_error(409);
    let resumed = api.game(alice.auth(), id).await.expect(200);
    assert_eq!(resumed["paused"], false);
    let left = resumed["seats"][0]["time_left_s"].as_i64().unwrap();
    assert!((86_400 - 120..=86_400).contains(&left), "{left}");
    api.play(alice.auth(), id, 0, &action).await.expect(200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_opponent_may_be_nudged_once_a_day() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let id = start_game(&api, alice, &[bob]).await;
    let path = format!("/api/games/{id}/nudge");
    // alice is to move: she has nobody to nudge; bob nudges her.
    api.post(&path, alice.auth(), &json!({}))
        .await
        .expect_error(409);
    api.post(&path, bob.auth(), &json!({})).await.expect(200);
    smtp.wait_until("the nudge", PATIENCE, |s| {
        !mails_to(s, "alice", "bob is waiting for your move").is_empty()
    })
    .await;
    // Not again the same day.
    let again = api
        .post(&path, bob.auth(), &json!({}))
        .await
        .expect_error(409);
    assert!(again.contains("24 hours"), "{again}");
    server.advance(DAY + 60_000);
    api.post(&path, bob.auth(), &json!({})).await.expect(200);
    smtp.wait_until("the second nudge", PATIENCE, |s| {
        mails_to(s, "alice", "bob is waiting for your move").len() == 2
    })
    .await;
}
