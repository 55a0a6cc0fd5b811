//! Clocks, reminders, time-outs, resignation and abandoned games (issue 4), against the
//! real server whose clock the test moves forward (`HERALD_CLOCK_FILE`); the timekeeper
//! runs every 100 ms.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{Value, json};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

/// The seat entry of `seat` in a game answer.
fn seat_entry<'a>(game: &'a Value, seat: &str) -> &'a Value {
    game["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["seat"] == seat)
        .unwrap_or_else(|| panic!("no seat {seat}: {game}"))
}

/// Mails to `name` whose subject starts with `subject`.
fn mails_to(smtp: &SmtpServer, name: &str, subject: &str) -> Vec<Mail> {
    smtp.messages()
        .into_iter()
        .filter(|m| m.to == email_of(name) && m.subject.starts_with(subject))
        .collect()
}

async fn two_players(api: &Api) -> (Player, Player) {
    let mut both = players(api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    (both.pop().unwrap(), bob)
}

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
async fn a_player_resigns_and_the_other_wins() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let carol = player(&api, "carol").await;
    let id = start_game_of(&api, KIND, &json!({ "clock": "none" }), &alice, &[&bob]).await;
    let game = api.game(None, id).await.expect(200);
    assert!(seat_entry(&game, "red")["deadline"].is_null());
    assert!(seat_entry(&game, "red")["time_left_s"].is_null());
    let path = format!("/api/games/{id}/resign");
    // Only a player may resign; a stranger changes nothing.
    api.post(&path, carol.auth(), &json!({}))
        .await
        .expect_error(403);
    api.post(&path, None, &json!({})).await.expect_error(401);
    let alice_seat = seat_entry(&game, "red")["player"] == alice.name.as_str();
    let (resigner, winner) = if alice_seat {
        ("red", "white")
    } else {
        ("white", "red")
    };
    let resigned = api.post(&path, alice.auth(), &json!({})).await.expect(200);
    assert_eq!(resigned["result"]["winner"], winner);
    assert_eq!(
        resigned["result"]["reason"],
        format!("{resigner} resigned").as_str()
    );
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished");
    assert_eq!(strings(&game["to_act"]), Vec::<String>::new());
    api.post(&path, bob.auth(), &json!({}))
        .await
        .expect_error(409);
    smtp.wait_until("the game-over mails", PATIENCE, |s| {
        !mails_to(s, &alice.name, "Game over").is_empty()
            && !mails_to(s, &bob.name, "Game over").is_empty()
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_silent_days_abandon_a_game_and_a_move_revives_it() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game_of(&api, KIND, &json!({ "clock": "none" }), &alice, &[&bob]).await;
    server.advance(29 * DAY);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
    server.advance(2 * DAY);
    eventually("the game is abandoned", PATIENCE, || async {
        api.game(None, id).await.expect(200)["status"] == "abandoned"
    })
    .await;
    // The player to act still sees the actions and moves: the game is active again.
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let seat = strings(&table.last["to_act"])[0].clone();
    let mover = table.player_in(&table.last, &seat);
    let mine = api.game(mover.auth(), id).await.expect(200);
    let action = strings(&mine["actions"])[0].clone();
    api.play(mover.auth(), id, 0, &action).await.expect(200);
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_days_are_spent_when_a_clock_runs_out_twenty_a_year() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let settings = api.get("/api/me/settings", alice.auth()).await.expect(200);
    assert_eq!(settings["vacation_days_left"], 20);
    // Two games where alice (red) moves first, a day per move; a third forbids vacation.
    let day = json!({ "clock": { "per_move": { "days": 1 } }, "timeout": "lose" });
    let mut no_vacation = day.clone();
    no_vacation["vacation"] = json!(false);
    let first = start_game_of(&api, KIND, &day, &alice, &[&bob]).await;
    let second = start_game_of(&api, KIND, &day, &alice, &[&bob]).await;
    let strict = start_game_of(&api, KIND, &no_vacation, &alice, &[&bob]).await;
    let deadline_of = |game: &Value| game["deadline"].as_str().map(str::to_string);
    let mut before = Vec::new();
    for id in [first, second] {
        before.push(deadline_of(&api.game(alice.auth(), id).await.expect(200)));
    }

    // The deadlines pass: one vacation day moves both of alice's vacation games by a
    // day; the game without vacation is lost on time.
    server.advance(DAY + 60_000);
    eventually("a vacation day is spent", PATIENCE, || async {
        api.get("/api/me/settings", alice.auth()).await.expect(200)["vacation_days_left"] == 19
    })
    .await;
    eventually("the strict game is lost", PATIENCE, || async {
        api.game(None, strict).await.expect(200)["status"] == "finished"
    })
    .await;
    for (id, before) in [first, second].into_iter().zip(before) {
        let game = api.game(alice.auth(), id).await.expect(200);
        assert_eq!(game["status"], "active", "{game}");
        let moved = |d: Option<String>| {
            d.unwrap()
                .parse::<jiff::Timestamp>()
                .unwrap()
                .as_millisecond()
        };
        assert_eq!(
            moved(deadline_of(&game)) - moved(before.clone()),
            DAY,
            "the deadline moved by a day"
        );
    }
    let strict_game = api.game(None, strict).await.expect(200);
    assert_eq!(strict_game["result"]["reason"], "red ran out of time");

    // Nineteen more days, one a day; then the clock runs out for real.
    for left in (0..19).rev() {
        server.advance(DAY);
        eventually("another vacation day", PATIENCE, || async {
            api.get("/api/me/settings", alice.auth()).await.expect(200)["vacation_days_left"]
                == left
        })
        .await;
    }
    assert_eq!(api.game(None, first).await.expect(200)["status"], "active");
    server.advance(DAY);
    for id in [first, second] {
        eventually("the game is lost on time", PATIENCE, || async {
            api.game(None, id).await.expect(200)["status"] == "finished"
        })
        .await;
    }
    // The counter cannot be set by hand.
    api.put(
        "/api/me/settings",
        alice.auth(),
        &json!({ "vacation_days_left": 20 }),
    )
    .await
    .expect_error(422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_turns_mail_off_gets_none() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let settings = api.get("/api/me/settings", bob.auth()).await.expect(200);
    assert_eq!(settings["mail"], "turn");
    for (bad, hint) in [
        (json!({ "mail": "weekly" }), "choose"),
        (json!({ "timezone": "Mars/Olympus" }), "time zone"),
        (json!({ "digest_hour": 24 }), "0 to 23"),
        (json!({ "colour": "red" }), "not a setting"),
    ] {
        let message = api
            .put("/api/me/settings", bob.auth(), &bad)
            .await
            .expect_error(422);
        assert!(message.contains(hint), "{bad}: {message}");
    }
    api.get("/api/me/settings", None).await.expect_error(401);
    let off = api
        .put("/api/me/settings", bob.auth(), &json!({ "mail": "off" }))
        .await
        .expect(200);
    assert_eq!(off["mail"], "off");
    // alice invites bob and moves; bob, mail off, gets neither the invitation nor his turn.
    let id = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    table.step(&mut Rng::new(2)).await;
    assert_eq!(strings(&table.refresh().await["to_act"]), ["white"]);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let to_bob: Vec<Mail> = smtp
        .messages()
        .into_iter()
        .filter(|m| m.to == email_of(&bob.name))
        .collect();
    assert!(to_bob.is_empty(), "{to_bob:?}");
    assert!(!mails_to(&smtp, &alice.name, "Your turn").is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_click_in_any_mail_stops_all_mail_without_signing_in() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    smtp.wait_for(2, PATIENCE).await;
    let invitation = mails_to(&smtp, &bob.name, "alice invites you")
        .pop()
        .expect("bob's invitation");
    // RFC 8058: both headers, an https-or-http link to this server, in the footer too.
    let header = invitation
        .list_unsubscribe
        .clone()
        .expect("List-Unsubscribe");
    assert_eq!(
        invitation.list_unsubscribe_post.as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    let url = header
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string();
    assert!(
        url.starts_with(&format!("{BASE_URL}/unsubscribe/")),
        "{url}"
    );
    assert!(invitation.text.contains(&url), "{}", invitation.text);
    let path = url.trim_start_matches(BASE_URL).to_string();
    // Another player's key is another link: alice's turn mail has hers.
    let alice_turn = mails_to(&smtp, &alice.name, "Your turn")
        .pop()
        .expect("alice's turn");
    assert_ne!(alice_turn.list_unsubscribe, Some(header.clone()));

    // Opening the link changes nothing (mail scanners open links); the one-click POST,
    // signed out and without any form token, turns bob's mail off.
    let http = reqwest::Client::new();
    let page = http
        .get(format!("{}{path}", server.base))
        .send()
        .await
        .expect("the page");
    assert_eq!(page.status(), 200);
    assert_eq!(
        api.get("/api/me/settings", bob.auth()).await.expect(200)["mail"],
        "turn"
    );
    let clicked = http
        .post(format!("{}{path}", server.base))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .expect("the one-click post");
    assert_eq!(clicked.status(), 200);
    assert_eq!(
        api.get("/api/me/settings", bob.auth()).await.expect(200)["mail"],
        "off"
    );
    let unknown = http
        .post(format!("{}/unsubscribe/0123456789abcdef", server.base))
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .expect("an unknown key");
    assert_eq!(unknown.status(), 404);

    // alice moves: it is bob's turn, and no mail goes to him.
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let before = smtp.count();
    table.step(&mut Rng::new(4)).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(smtp.count(), before, "no mail after unsubscribing");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_digest_reader_gets_one_mail_a_day_listing_the_games_waiting_and_a_muted_game_none() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let settings = api
        .put(
            "/api/me/settings",
            alice.auth(),
            &json!({ "mail": "digest", "digest_hour": 7, "timezone": "Europe/Berlin" }),
        )
        .await
        .expect(200);
    assert_eq!(settings["mail"], "digest");
    assert_eq!(settings["timezone"], "Europe/Berlin");
    assert_eq!(settings["digest_hour"], 7);
    // Two games where alice (red) is to act: no turn mail for her, a digest instead.
    let first = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    let second = start_game_of(&api, KIND, &json!({}), &alice, &[&bob]).await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert!(mails_to(&smtp, &alice.name, "Your turn").is_empty());
    // Within the next 24 hours it is 7 o'clock in Berlin once: one digest.
    server.advance(DAY + 60_000);
    smtp.wait_until("the digest", PATIENCE, |s| {
        !mails_to(s, &alice.name, "Your daily Herald").is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let digests = mails_to(&smtp, &alice.name, "Your daily Herald");
    assert_eq!(digests.len(), 1);
    let digest = &digests[0];
    assert_eq!(digest.subject, "Your daily Herald: 2 games wait for you");
    for id in [first, second] {
        assert!(
            digest.text.contains(&format!("#{id} against bob (white)")),
            "{}",
            digest.text
        );
    }
    assert!(
        digest.text.contains("your time runs out at"),
        "{}",
        digest.text
    );
    assert!(digest.list_unsubscribe.is_some());

    // bob mutes the first game: alice's move there mails him nothing; the second does.
    api.post(&format!("/api/games/{first}/mute"), bob.auth(), &json!({}))
        .await
        .expect(200);
    api.post(
        &format!("/api/games/{first}/mute"),
        alice.auth(),
        &json!({}),
    )
    .await
    .expect(200);
    let carol = player(&api, "carol").await;
    api.post(
        &format!("/api/games/{first}/mute"),
        carol.auth(),
        &json!({}),
    )
    .await
    .expect_error(403);
    let before = mails_to(&smtp, &bob.name, "Your turn").len();
    for id in [first, second] {
        let mine = api.game(alice.auth(), id).await.expect(200);
        let action = strings(&mine["actions"])[0].clone();
        api.play(alice.auth(), id, 0, &action).await.expect(200);
    }
    smtp.wait_until("bob's turn in the second game", PATIENCE, |s| {
        mails_to(s, &bob.name, "Your turn").len() > before
    })
    .await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let turns = mails_to(&smtp, &bob.name, "Your turn");
    assert_eq!(turns.len(), before + 1);
    assert!(
        turns
            .last()
            .unwrap()
            .subject
            .contains(&format!("#{second}"))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absence_declared_ahead_stops_the_clocks_and_takes_its_days() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let options = json!({ "clock": { "per_move": { "days": 2 } }, "timeout": "lose" });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let deadline_ms = |game: &Value| {
        let text = game["seats"][0]["deadline"]
            .as_str()
            .expect("a deadline")
            .to_string();
        text.parse::<jiff::Timestamp>().unwrap().as_millisecond()
    };
    let before = deadline_ms(&api.game(None, id).await.expect(200));
    let today = jiff::Timestamp::now()
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date();
    let day = |n: i64| {
        today
            .checked_add(jiff::Span::new().days(n))
            .unwrap()
            .to_string()
    };
    let path = "/api/me/settings";
    // Not today, not backwards, not more days than are left.
    for (away, hint) in [
        (json!({ "from": day(0), "to": day(2) }), "tomorrow or later"),
        (
            json!({ "from": day(3), "to": day(1) }),
            "ends before it begins",
        ),
        (
            json!({ "from": day(1), "to": day(30) }),
            "vacation days left",
        ),
        (json!({ "from": "soon" }), "YYYY-MM-DD"),
    ] {
        let message = api
            .put(path, alice.auth(), &json!({ "away": away }))
            .await
            .expect_error(422);
        assert!(message.contains(hint), "{away}: {message}");
    }
    // Away for three days from tomorrow.
    let set = api
        .put(
            path,
            alice.auth(),
            &json!({ "away": { "from": day(1), "to": day(3) } }),
        )
        .await
        .expect(200);
    assert_eq!(set["away"], json!({ "from": day(1), "to": day(3) }));
    assert_eq!(
        set["vacation_days_left"], 20,
        "taken when the absence begins"
    );
    // A day and an hour later the absence has begun: three days taken, the clock moved.
    server.advance(DAY + HOUR);
    eventually("the absence begins", PATIENCE, || async {
        api.get(path, alice.auth()).await.expect(200)["vacation_days_left"] == 17
    })
    .await;
    let moved = deadline_ms(&api.game(None, id).await.expect(200));
    assert_eq!(moved - before, 3 * DAY);
    // It cannot be changed once begun.
    api.put(path, alice.auth(), &json!({ "away": null }))
        .await
        .expect_error(409);
    // The original deadline passes: nothing happens.
    server.advance(2 * DAY);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(api.game(None, id).await.expect(200)["status"], "active");
    // After it, the absence is forgotten.
    server.advance(2 * DAY);
    eventually("the absence ends", PATIENCE, || async {
        api.get(path, alice.auth()).await.expect(200)["away"].is_null()
    })
    .await;
}
