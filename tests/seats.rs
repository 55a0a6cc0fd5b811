//! Seats that change hands (issue 4): a player leaves, or runs out of time under the
//! `handover` time-out; the seat is offered in the lobby and a replacement takes it over,
//! seeing exactly what that seat may see, briefed on the latest moves. What was the
//! leaving player's stays with them (their mute); a seat taken over in a pause starts its
//! fresh clock at the resume.

use crate::common;

use std::time::Duration;

use common::*;
use serde_json::json;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replacement_takes_over_a_left_seat_and_sees_only_what_it_may() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let options = json!({ "scenario": "wars_of_the_roses", "redeal": "auto" });
    let id = start_game_of(&api, "richard3", &options, alice, &[bob]).await;
    // Lancaster commits a card; York has not yet.
    let lancaster_game = api.game(alice.auth(), id).await.expect(200);
    let card = strings(&lancaster_game["actions"])[0].clone();
    api.play(alice.auth(), id, 0, &card).await.expect(200);
    let york_before = api.game(bob.auth(), id).await.expect(200);
    assert_eq!(york_before["you"], "york");

    // bob leaves: the seat is offered; everyone is told; bob no longer plays it.
    let path = format!("/api/games/{id}/leave");
    api.post(&path, carol.auth(), &json!({}))
        .await
        .expect_error(403);
    api.post(&path, bob.auth(), &json!({})).await.expect(200);
    let lobby = api.get("/api/lobby", carol.auth()).await.expect(200);
    let offered = lobby["takeover"].as_array().expect("a takeover list");
    assert_eq!(offered.len(), 1, "{lobby}");
    assert_eq!(offered[0]["id"], id);
    assert_eq!(
        api.game(bob.auth(), id).await.expect(200)["you"],
        json!(null)
    );
    for name in ["alice", "bob"] {
        smtp.wait_until("the seat-free mail", PATIENCE, |s| {
            !mails_to(s, name, "A seat is free").is_empty()
        })
        .await;
    }
    // The game waits: nobody can move for York meanwhile.
    api.play(bob.auth(), id, 1, &strings(&york_before["actions"])[0])
        .await
        .expect_error(403);

    // carol takes it over and sees exactly York's view: her hand, not Lancaster's card.
    let joined = api.join(carol.auth(), id, None).await.expect(200);
    assert_eq!(joined["seat"], "york");
    let york_now = api.game(carol.auth(), id).await.expect(200);
    assert_eq!(york_now["view"], york_before["view"]);
    assert_eq!(york_now["actions"], york_before["actions"]);
    let spectator = api.game(None, id).await.expect(200);
    assert_ne!(spectator["view"], york_now["view"], "a spectator sees less");
    assert!(
        api.get("/api/lobby", None).await.expect(200)["takeover"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    smtp.wait_until("carol's briefing and alice's notice", PATIENCE, |s| {
        !mails_to(s, "carol", "You play").is_empty()
            && !mails_to(s, "alice", "carol joins").is_empty()
    })
    .await;
    let briefing = &mails_to(&smtp, "carol", "You play")[0];
    assert!(briefing.text.contains("1. Lancaster"), "{}", briefing.text);
    let number = card.trim_start_matches("play ");
    assert!(
        !briefing.text.contains(&format!("card {number} (")),
        "the briefing must not name Lancaster's secret card {number}: {}",
        briefing.text
    );
    // And she plays on.
    let york_card = strings(&york_now["actions"])[0].clone();
    api.play(carol.auth(), id, 1, &york_card).await.expect(200);
    // A second take-over of a taken seat is refused.
    let dave = player(&api, "dave").await;
    api.join(dave.auth(), id, Some("york"))
        .await
        .expect_error(409);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_time_under_handover_the_seat_goes_to_a_replacement_with_a_fresh_clock() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let options =
        json!({ "clock": { "per_move": { "days": 2 } }, "timeout": "handover", "vacation": false });
    let id = start_game_of(&api, KIND, &options, alice, &[bob]).await;
    assert_eq!(
        api.game(None, id).await.expect(200)["terms"]["timeout"],
        "handover"
    );
    // alice (red) does not move in time.
    server.advance(2 * DAY + HOUR);
    eventually("red's seat is vacant", PATIENCE, || async {
        api.game(None, id).await.expect(200)["seats"][0]["player"].is_null()
    })
    .await;
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "active");
    assert!(
        game["seats"][0]["deadline"].is_null(),
        "no clock while vacant"
    );
    smtp.wait_until("both are told", PATIENCE, |s| {
        !mails_to(s, "alice", "A seat is free").is_empty()
            && !mails_to(s, "bob", "A seat is free").is_empty()
    })
    .await;
    assert!(
        mails_to(&smtp, "bob", "A seat is free")[0]
            .text
            .contains("alice ran out of time")
    );
    // Nothing more happens while the seat waits.
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");

    api.join(carol.auth(), id, Some("red")).await.expect(200);
    plays_red_on_a_fresh_clock(&api, carol, id).await;
}

/// `replacement` plays red in game `id` with a fresh clock of two days running, and moves.
async fn plays_red_on_a_fresh_clock(api: &Api, replacement: &Player, id: i64) {
    let mine = api.game(replacement.auth(), id).await.expect(200);
    assert_eq!(mine["you"], "red");
    let left = mine["seats"][0]["time_left_s"].as_i64().unwrap();
    assert!(
        (2 * 86_400 - 60..=2 * 86_400).contains(&left),
        "a fresh clock: {left}"
    );
    let action = strings(&mine["actions"])[0].clone();
    api.play(replacement.auth(), id, 0, &action)
        .await
        .expect(200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_an_open_game_frees_the_seat_and_a_finished_one_cannot_be_left() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let open = api
        .create_game(alice.auth(), &json!({ "kind": KIND }))
        .await
        .expect(201)["id"]
        .as_i64()
        .unwrap();
    api.join(bob.auth(), open, None).await.expect(200);
    // (Both seats taken: it started. A new open game for the open case.)
    let waiting = api
        .create_game(bob.auth(), &json!({ "kind": KIND }))
        .await
        .expect(201)["id"]
        .as_i64()
        .unwrap();
    api.post(
        &format!("/api/games/{waiting}/leave"),
        bob.auth(),
        &json!({}),
    )
    .await
    .expect(200);
    let game = api.game(None, waiting).await.expect(200);
    assert_eq!(game["status"], "open");
    assert!(game["seats"][0]["player"].is_null());
    api.post(
        &format!("/api/games/{open}/resign"),
        alice.auth(),
        &json!({}),
    )
    .await
    .expect(200);
    api.post(&format!("/api/games/{open}/leave"), bob.auth(), &json!({}))
        .await
        .expect_error(409);
}

/// A game of `alice` (red, to move) and `bob` (white), two days a move and out of time
/// loses, paused a day into red's two; then alice leaves. Answers the game's id.
async fn left_in_a_pause(server: &Server, api: &Api, alice: &Player, bob: &Player) -> i64 {
    let options =
        json!({ "clock": { "per_move": { "days": 2 } }, "timeout": "lose", "vacation": false });
    let id = start_game_of(api, KIND, &options, alice, &[bob]).await;
    server.advance(DAY);
    pause(api, id, bob, alice).await;
    api.post(&format!("/api/games/{id}/leave"), alice.auth(), &json!({}))
        .await
        .expect(200);
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_over_during_a_pause_keeps_its_fresh_clock_for_the_resume() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = left_in_a_pause(&server, &api, alice, bob).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");

    // carol takes red over in the pause: her clock is fresh, and does not run yet.
    api.join(carol.auth(), id, Some("red")).await.expect(200);
    let paused = api.game(carol.auth(), id).await.expect(200);
    assert_eq!(paused["paused"], true);
    assert_eq!(paused["you"], "red");
    assert!(
        paused["seats"][0]["deadline"].is_null(),
        "no clock runs in a pause: {paused}"
    );
    // More than her two days pass in the pause: she does not lose on time.
    server.advance(5 * DAY);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let still = api.game(carol.auth(), id).await.expect(200);
    assert_eq!(still["status"], "active", "{still}");
    assert_eq!(still["you"], "red");

    // Resumed: the fresh two days start at the resume.
    api.post(&at("resume"), bob.auth(), &json!({}))
        .await
        .expect(200);
    assert_eq!(api.game(None, id).await.expect(200)["paused"], false);
    plays_red_on_a_fresh_clock(&api, carol, id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_left_in_a_pause_gets_no_clock_at_the_resume() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let id = left_in_a_pause(&server, &api, alice, bob).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");
    // bob resumes while red is still vacant: red has no clock until someone takes it
    // over, as a seat left outside a pause has none.
    api.post(&at("resume"), bob.auth(), &json!({}))
        .await
        .expect(200);
    let resumed = api.game(None, id).await.expect(200);
    assert_eq!(resumed["paused"], false);
    assert!(resumed["seats"][0]["player"].is_null(), "{resumed}");
    assert!(
        resumed["seats"][0]["deadline"].is_null(),
        "no clock while vacant: {resumed}"
    );
    server.advance(2 * DAY);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_over_does_not_keep_the_leaving_players_mute() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = start_game(&api, alice, &[bob]).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");
    // bob (white) mutes the game's mail, then leaves.
    api.mute(bob.auth(), id).await.expect(200);
    assert_eq!(api.game(bob.auth(), id).await.expect(200)["muted"], true);
    api.post(&at("leave"), bob.auth(), &json!({}))
        .await
        .expect(200);

    // carol takes white over: the mute was bob's wish, not hers.
    api.join(carol.auth(), id, Some("white")).await.expect(200);
    assert_eq!(api.game(carol.auth(), id).await.expect(200)["muted"], false);
    let mine = api.game(alice.auth(), id).await.expect(200);
    let action = strings(&mine["actions"])[0].clone();
    api.play(alice.auth(), id, 0, &action).await.expect(200);
    smtp.wait_until("carol's turn mail", PATIENCE, |s| {
        !mails_to(s, "carol", "Your turn").is_empty()
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_over_does_not_keep_the_leaving_players_chat_mute() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let id = start_game(&api, alice, &[bob]).await;
    let at = |what: &str| format!("/api/games/{id}/{what}");
    let muted = api
        .request(reqwest::Method::POST, &at("chat/mute"), bob.auth())
        .await;
    assert_eq!(muted.status, 204, "{}", muted.body);
    api.post(&at("leave"), bob.auth(), &json!({}))
        .await
        .expect(200);

    api.join(carol.auth(), id, Some("white")).await.expect(200);
    let chat = api.get(&at("chat"), carol.auth()).await.expect(200);
    assert_eq!(chat["muted"], false, "{chat}");
}
