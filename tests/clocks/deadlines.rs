//! A turn's deadline: the reminder a day before it, the claim after it, the deadline the
//! other seat gets after a move, the bank clock with its bonus, and the terms refused.

use std::time::Duration;

use serde_json::json;

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_comes_a_day_before_the_deadline_and_the_other_may_claim_after_it() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    // (No vacation days on this game: the deadline is the deadline.)
    let options = json!({ "clock": { "per_move": { "days": 3 } }, "vacation": false });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let game = table.refresh().await.clone();
    assert_eq!(
        game["terms"]["clock"],
        json!({ "type": "per_move", "days": 3 })
    );
    assert_eq!(game["terms"]["timeout"], "claim");
    let late_seat = strings(&game["to_act"])[0].clone();
    let late = table.player_in(&game, &late_seat).clone();
    let waiting = if late.name == alice.name {
        &bob
    } else {
        &alice
    };
    let waiting_seat = table.seat_of(waiting);
    // The seat to act has three days; the other has no deadline while it waits.
    let entry = seat_entry(&game, &late_seat);
    assert!(entry["deadline"].is_string(), "{game}");
    let left = entry["time_left_s"].as_i64().unwrap();
    assert!((3 * 86_400 - 60..=3 * 86_400).contains(&left), "{left}");
    assert!(seat_entry(&game, &waiting_seat)["deadline"].is_null());
    // The turn mail tells the deadline.
    smtp.wait_for(2, PATIENCE).await; // the invitation and the first turn mail
    let turn = mails_to(&smtp, &late.name, "Your turn");
    assert!(
        turn[0].text.contains("Your time runs out at"),
        "{}",
        turn[0].text
    );
    let mine = api.game(late.auth(), id).await.expect(200);
    assert_eq!(mine["deadline"], entry["deadline"]);
    // "My games" shows it too, for both players.
    for player in [&late, waiting] {
        let list = api.get("/api/games", player.auth()).await.expect(200);
        assert_eq!(list[0]["deadline"], entry["deadline"], "{list}");
    }

    // Two days later: not yet. Two days and one hour: the reminder, once.
    server.advance(2 * DAY - HOUR);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert!(mails_to(&smtp, &late.name, "Time is running out").is_empty());
    server.advance(2 * HOUR);
    smtp.wait_until("a reminder", PATIENCE, |s| {
        !mails_to(s, &late.name, "Time is running out").is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(mails_to(&smtp, &late.name, "Time is running out").len(), 1);
    assert!(mails_to(&smtp, &waiting.name, "Time is running out").is_empty());

    // Nothing to claim before the deadline.
    let early = api
        .post(
            &format!("/api/games/{id}/claim"),
            waiting.auth(),
            &json!({}),
        )
        .await;
    assert!(early.expect_error(409).contains("deadline"));

    // The deadline passes: the waiting player is told and may claim; the late one may not.
    server.advance(DAY);
    smtp.wait_until("the time-out mail", PATIENCE, |s| {
        !mails_to(s, &waiting.name, "Out of time").is_empty()
    })
    .await;
    let game = api.game(waiting.auth(), id).await.expect(200);
    assert_eq!(game["can_claim"], true, "{game}");
    assert_eq!(seat_entry(&game, &late_seat)["timed_out"], true);
    assert_eq!(
        game["status"], "active",
        "claim keeps the game until claimed"
    );
    api.post(&format!("/api/games/{id}/claim"), late.auth(), &json!({}))
        .await
        .expect_error(409);
    let claimed = api
        .post(
            &format!("/api/games/{id}/claim"),
            waiting.auth(),
            &json!({}),
        )
        .await
        .expect(200);
    assert_eq!(claimed["result"]["winner"], waiting_seat.as_str());
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished");
    assert!(game["seed"].is_string(), "the seed is revealed at the end");
    assert!(
        game["result"]["reason"]
            .as_str()
            .unwrap()
            .contains("ran out of time"),
        "{game}"
    );
    // The history ends with the claim (issue 16, part 7), and the lists say who won.
    let history = api.history(waiting.auth(), id).await.expect(200);
    let last = history.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["by"], "claim", "{last}");
    assert!(last["seq"].is_null(), "{last}");
    assert_eq!(last["text"], game["result"]["reason"], "{last}");
    let mine = api.get("/api/games", waiting.auth()).await.expect(200);
    let listed = mine
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id)
        .unwrap();
    assert_eq!(listed["result"], game["result"], "{listed}");
    smtp.wait_until("both game-over mails", PATIENCE, |s| {
        !mails_to(s, &alice.name, "Game over").is_empty()
            && !mails_to(s, &bob.name, "Game over").is_empty()
    })
    .await;
    // No move after the end.
    let seq = game["seq"].as_i64().unwrap();
    api.play(late.auth(), id, seq, "pass")
        .await
        .expect_error(422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_in_time_sends_no_reminder_and_gives_the_other_seat_its_deadline() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let first = strings(&table.refresh().await["to_act"])[0].clone();
    let mover = table.player_in(&table.last, &first).clone();
    // A day later the first player moves: their clock stops, the other's starts (the
    // default clock: three days per move).
    server.advance(DAY);
    let mut rng = Rng::new(5);
    let moved = table.step(&mut rng).await;
    assert_eq!(moved.player, mover.name);
    let game = table.refresh().await.clone();
    assert!(seat_entry(&game, &first)["deadline"].is_null(), "{game}");
    let next = strings(&game["to_act"])[0].clone();
    assert_ne!(next, first);
    let other = table.player_in(&game, &next).clone();
    // Two days and one hour later: the other seat is a day from its deadline; the first
    // player, who moved in time, gets no reminder.
    server.advance(2 * DAY + HOUR);
    smtp.wait_until("the reminder", PATIENCE, |s| {
        !mails_to(s, &other.name, "Time is running out").is_empty()
    })
    .await;
    assert!(mails_to(&smtp, &mover.name, "Time is running out").is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bank_clock_keeps_what_is_left_plus_the_bonus_and_lose_ends_the_game() {
    let smtp = SmtpServer::start();
    let mut server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    // 3 days + 12 hours a turn, at most 5 days; running out loses the game.
    let options = json!({ "clock": "bank_standard", "timeout": "lose", "vacation": false });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let game = table.refresh().await.clone();
    assert_eq!(
        game["terms"]["clock"],
        json!({ "type": "bank", "initial_days": 3, "bonus_hours": 12, "cap_days": 5 })
    );
    let first = strings(&game["to_act"])[0].clone();
    server.advance(DAY);
    table.step(&mut Rng::new(9)).await;
    let game = table.refresh().await.clone();
    // Three days less one, plus twelve hours, banked.
    let banked = seat_entry(&game, &first)["time_left_s"].as_i64().unwrap();
    let expected = (2 * DAY + 12 * HOUR) / 1000;
    assert!(
        (expected - 60..=expected).contains(&banked),
        "{banked} vs {expected}"
    );
    let late = strings(&game["to_act"])[0].clone();

    // The deadline is kept across a restart, and acted on after it.
    server.restart();
    let api = server.api();
    let again = api.game(None, id).await.expect(200);
    assert_eq!(
        seat_entry(&again, &late)["deadline"],
        seat_entry(&game, &late)["deadline"]
    );
    server.advance(3 * DAY + HOUR);
    eventually("the game is lost on time", PATIENCE, || async {
        api.game(None, id).await.expect(200)["status"] == "finished"
    })
    .await;
    let over = api.game(None, id).await.expect(200);
    assert_eq!(over["result"]["winner"], first.as_str(), "{over}");
    assert_eq!(
        over["result"]["reason"],
        format!("{late} ran out of time").as_str()
    );
    assert!(seat_entry(&over, &late)["deadline"].is_null());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_terms_are_refused_with_what_is_allowed() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    for (options, hint) in [
        (json!({ "clock": "blitz" }), "bank_standard"),
        (
            json!({ "clock": { "per_move": { "days": 0 } } }),
            "per_move",
        ),
        (json!({ "timeout": "forfeit" }), "claim"),
        (json!({ "vacation": "maybe" }), "true or false"),
    ] {
        let reply = api
            .create_game(alice.auth(), &json!({ "kind": KIND, "options": options }))
            .await;
        let message = reply.expect_error(422);
        assert!(message.contains(hint), "{options}: {message}");
    }
    let lobby = api.get("/api/lobby", None).await.expect(200);
    assert_eq!(lobby["open"], json!([]), "nothing was created");
}
