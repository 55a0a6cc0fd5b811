//! Refused requests: each answers its documented status with `{"error": "<a sentence>"}`
//! and changes nothing. (A move in a finished game is checked in `api_game.rs`, which plays
//! a game to its end anyway.)

use crate::common;

use common::*;
use reqwest::Method;
use serde_json::{Value, json};

/// Actions that some engine may parse but that are not offered now, and garbage.
fn candidate_actions() -> Vec<String> {
    let mut out: Vec<String> = ["draw", "0", "2", "3", "99", "pass"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for verb in ["play", "hero"] {
        for dir in ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] {
            for n in 1..=3 {
                out.push(format!("{verb} {dir}{n}"));
            }
        }
    }
    out
}

/// A body just over the 64 KiB limit.
fn oversized(seq: i64) -> Vec<u8> {
    serde_json::to_vec(&json!({ "seq": seq, "action": "x".repeat(70 * 1024), "name": "y" }))
        .expect("JSON")
}

/// Checks an answer to an oversized body: 400 (documented) or 413, as JSON.
#[track_caller]
fn assert_too_large(reply: &Reply) {
    assert!(
        reply.status == 400 || reply.status == 413,
        "an oversized body answers 400 or 413, got {}: {}",
        reply.status,
        reply.body
    );
    assert_error_shape(reply);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_account_requests_answer_their_status_and_store_nothing() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;

    // A name taken, ignoring case: 409, and the second password opens nothing.
    api.sign_up("ALICE", "other@example.org", "another password")
        .await
        .expect_error(409);
    api.token("ALICE", "another password")
        .await
        .expect_error(401);
    api.token("alice", PASSWORD).await.expect(201);

    // A weak password: 422, and the name stays free.
    api.sign_up("dave", &email_of("dave"), "short")
        .await
        .expect_error(422);
    // Bad names and addresses: 422.
    for name in [
        "x",
        "ab",
        "has space",
        "bad/name",
        "ünïcode",
        "a".repeat(33).as_str(),
    ] {
        api.sign_up(name, "n@example.org", PASSWORD)
            .await
            .expect_error(422);
    }
    api.sign_up("erin", "not an address", PASSWORD)
        .await
        .expect_error(422);
    api.sign_up("dave", &email_of("dave"), PASSWORD)
        .await
        .expect(201);
    api.sign_up("erin", &email_of("erin"), PASSWORD)
        .await
        .expect(201);

    // Malformed bodies: 400.
    for path in ["/api/users", "/api/tokens"] {
        api.post_raw(path, None, "application/json", "{\"name\": ")
            .await
            .expect_error(400);
        api.post_raw(path, None, "application/json", "not json at all")
            .await
            .expect_error(400);
        api.post(path, None, &json!({ "name": "frank" }))
            .await
            .expect_error(400);
        api.post(path, None, &json!({ "name": 7, "password": [] }))
            .await
            .expect_error(400);
        assert_too_large(
            &api.post_raw(path, None, "application/json", oversized(0))
                .await,
        );
    }
    api.token("frank", PASSWORD).await.expect_error(401);

    // Wrong credentials: 401, the same for a wrong name and a wrong password.
    let wrong_password = api
        .token("alice", "not the password")
        .await
        .expect_error(401);
    let wrong_name = api.token("nobody", PASSWORD).await.expect_error(401);
    assert_eq!(
        wrong_password, wrong_name,
        "the API does not reveal which names exist"
    );

    // No token, a bad token, a malformed header: 401.
    let create = json!({ "kind": KIND });
    api.create_game(None, &create).await.expect_error(401);
    api.create_game(Some("hr_not_a_token"), &create)
        .await
        .expect_error(401);
    let body = serde_json::to_vec(&create).unwrap();
    for header in ["Basic YWxpY2U6cHc=", "Bearer", "Bearer ", &alice.token] {
        api.post_raw("/api/games", Some(header), "application/json", body.clone())
            .await
            .expect_error(401);
    }
    api.get("/api/games", None).await.expect_error(401);
    api.get("/api/games", Some("nope")).await.expect_error(401);
    assert_eq!(
        api.get("/api/games", alice.auth()).await.expect(200),
        json!([]),
        "no game was created"
    );

    // Unknown routes under /api answer 404 in the same shape; a wrong method 405.
    api.get("/api/nothing/here", None).await.expect_error(404);
    api.get("/api/games/1/moves/", None).await.expect_error(404);
    for (method, path) in [
        (Method::GET, "/api/users"),
        (Method::GET, "/api/tokens"),
        (Method::DELETE, "/api/games/1"),
        (Method::PUT, "/api/kinds"),
        (Method::GET, "/api/games/1/join"),
    ] {
        let reply = api.request(method.clone(), path, alice.auth()).await;
        assert_eq!(reply.status, 405, "{method} {path}: {}", reply.body);
        assert_error_shape(&reply);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_game_requests_answer_their_status_and_change_nothing() {
    // Arrange: alice plays bob; carol watches.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob, carol] =
        <[Player; 3]>::try_from(players(&api, &["alice", "bob", "carol"]).await).unwrap();
    let kinds = api.kinds().await.expect(200);
    let kind = kinds
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kind"] == KIND)
        .expect("the kind")
        .clone();
    let seats = seats_of_kind(&api).await;

    // Creating: each refusal creates no game and sends no invitation.
    let create = |body: Value| {
        let api = api.clone();
        let token = alice.token.clone();
        async move { api.create_game(Some(&token), &body).await }
    };
    create(json!({ "kind": "nope", "invite": ["bob"] }))
        .await
        .expect_error(404);
    create(json!({ "kind": KIND, "seat": "green", "invite": ["bob"] }))
        .await
        .expect_error(422);
    create(json!({ "kind": KIND, "options": { "no_such_option": "x" }, "invite": ["bob"] }))
        .await
        .expect_error(422);
    create(json!({ "kind": KIND, "options": 5 }))
        .await
        .expect_error(422);
    create(json!({ "kind": KIND, "options": "fast" }))
        .await
        .expect_error(422);
    if let Some((name, spec)) = kind["options"].as_object().and_then(|o| o.iter().next()) {
        // A known option with a value it does not take.
        assert!(
            spec["choices"].is_array(),
            "options list their choices: {kind}"
        );
        create(json!({ "kind": KIND, "options": { name.as_str(): "no-such-value" } }))
            .await
            .expect_error(422);
        create(json!({ "kind": KIND, "options": { name.as_str(): 3 } }))
            .await
            .expect_error(422);
    }
    create(json!({ "kind": KIND, "invite": ["nobody"] }))
        .await
        .expect_error(422);
    create(json!({ "kind": KIND, "invite": ["alice"] }))
        .await
        .expect_error(422);
    let too_many: Vec<&str> = ["bob", "carol", "dave", "erin"][..seats.len()].to_vec();
    if seats.len() == 2 {
        create(json!({ "kind": KIND, "invite": too_many }))
            .await
            .expect_error(422);
    }
    create(json!({ "seat": "red" })).await.expect_error(400);
    api.post_raw(
        "/api/games",
        alice.auth().map(|t| format!("Bearer {t}")).as_deref(),
        "application/json",
        "{",
    )
    .await
    .expect_error(400);
    assert_too_large(
        &api.post_raw(
            "/api/games",
            Some(&format!("Bearer {}", alice.token)),
            "application/json",
            oversized(0),
        )
        .await,
    );
    assert_eq!(
        api.get("/api/games", alice.auth()).await.expect(200),
        json!([])
    );
    api.kind_data("nope").await.expect_error(404);
    api.kind_data(KIND).await.expect(200);

    // Unknown and non-numeric games: 404 everywhere.
    for id in ["999", "abc", "-1", "1.5"] {
        api.game(None, id).await.expect_error(404);
        api.game(bob.auth(), id).await.expect_error(404);
        api.join(bob.auth(), id, None).await.expect_error(404);
        api.play(bob.auth(), id, 0, "draw").await.expect_error(404);
        api.history(None, id).await.expect_error(404);
        api.history_at(None, id, 0).await.expect_error(404);
    }
    // A path part that is not a number of one says so, whichever route it is on.
    for id in ["abc", "-1", "0"] {
        let said = format!("there is no game \"{id}\": game ids are numbers");
        assert_eq!(api.game(None, id).await.expect_error(404), said);
        let leave = format!("/api/games/{id}/leave");
        let left = api.post(&leave, bob.auth(), &json!({})).await;
        assert_eq!(left.expect_error(404), said);
    }
    assert_eq!(
        api.history_at(None, 999, "x").await.expect_error(404),
        "\"x\" is not a move number"
    );

    // Joining: an open game with alice in the first seat, one kept for bob, and an active one.
    let open = create(json!({ "kind": KIND, "seat": seats[0] }))
        .await
        .expect(201)["id"]
        .as_i64()
        .unwrap();
    let kept = create(json!({ "kind": KIND, "invite": ["bob"] }))
        .await
        .expect(201)["id"]
        .as_i64()
        .unwrap();
    let id = start_game(&api, &alice, &[&bob]).await;
    api.join(carol.auth(), open, Some(&seats[0]))
        .await
        .expect_error(409);
    api.join(alice.auth(), open, None).await.expect_error(409);
    api.join(carol.auth(), open, Some("green"))
        .await
        .expect_error(422);
    api.join(carol.auth(), kept, Some(&seats[1]))
        .await
        .expect_error(409);
    api.join(carol.auth(), id, None).await.expect_error(409);
    api.join(carol.auth(), id, Some(&seats[1]))
        .await
        .expect_error(409);
    api.join(None, open, None).await.expect_error(401);
    api.post_raw(
        &format!("/api/games/{open}/join"),
        Some(&format!("Bearer {}", carol.token)),
        "application/json",
        "{\"seat\": ",
    )
    .await
    .expect_error(400);
    assert_too_large(
        &api.post_raw(
            &format!("/api/games/{open}/join"),
            Some(&format!("Bearer {}", carol.token)),
            "application/json",
            oversized(0),
        )
        .await,
    );
    let still_open = api.game(None, open).await.expect(200);
    assert_eq!(still_open["status"], "open");
    assert!(
        still_open["seats"].as_array().unwrap()[1]["player"].is_null(),
        "no seat was taken: {still_open}"
    );
    // Moving in a game that has not started: 409.
    api.play(alice.auth(), open, 0, "draw")
        .await
        .expect_error(409);

    // Moving: one move first, so there is a history and an older seq.
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut ledger = MailLedger::default();
    ledger.add("bob");
    ledger.add("bob"); // `kept` invited him too
    ledger.started(&table);
    let mut rng = Rng::new(6);
    let first = table.step(&mut rng).await;
    ledger.moved(&table, &first);
    assert!(!table.finished(), "a game lasts more than one move");
    let seq = seq_of(&table.last);
    let acting = table.look().await;
    let (mover, mine) = acting[0].clone();
    let offered = strings(&mine["actions"]);
    let waiting = table
        .players
        .iter()
        .find(|p| p.name != mover.name)
        .expect("the other player")
        .clone();
    let waiting_is_acting = acting.iter().any(|(p, _)| p.name == waiting.name);
    let history_before = api.history(None, id).await.expect(200);

    let play = |who: Option<&str>, seq: i64, action: &str| {
        let api = api.clone();
        let who = who.map(str::to_string);
        let action = action.to_string();
        async move { api.play(who.as_deref(), id, seq, &action).await }
    };
    // A stale seq, either way: 409.
    play(mover.auth(), seq - 1, &offered[0])
        .await
        .expect_error(409);
    play(mover.auth(), seq + 1, &offered[0])
        .await
        .expect_error(409);
    // Not your turn: 403.
    if !waiting_is_acting {
        play(waiting.auth(), seq, &offered[0])
            .await
            .expect_error(403);
    }
    // Not a player: 403. No or bad token: 401.
    play(carol.auth(), seq, &offered[0]).await.expect_error(403);
    play(None, seq, &offered[0]).await.expect_error(401);
    play(Some("hr_forged"), seq, &offered[0])
        .await
        .expect_error(401);
    // Unparseable: 422.
    for garbage in ["fly to the moon", "", "   ", "🌹"] {
        play(mover.auth(), seq, garbage).await.expect_error(422);
    }
    // Well-formed but illegal: 422 naming the rule.
    let mut illegal_found = None;
    for candidate in candidate_actions() {
        if offered.contains(&candidate) {
            continue;
        }
        let message = play(mover.auth(), seq, &candidate).await.expect_error(422);
        if message.contains("(rule ") {
            illegal_found = Some((candidate, message));
            break;
        }
    }
    match illegal_found {
        Some((action, message)) => eprintln!("illegal {action:?}: {message}"),
        None => eprintln!("no well-formed illegal action found among the candidates; skipped"),
    }
    // Case matters: an offered action in other case is not that action.
    let shouted = offered[0].to_uppercase();
    if shouted != offered[0] && !offered.contains(&shouted) {
        play(mover.auth(), seq, &shouted).await.expect_error(422);
    }
    // Bad bodies: 400.
    let moves_path = format!("/api/games/{id}/moves");
    let bearer = format!("Bearer {}", mover.token);
    api.post_raw(
        &moves_path,
        Some(&bearer),
        "application/json",
        "{\"seq\": 1,",
    )
    .await
    .expect_error(400);
    api.post(&moves_path, mover.auth(), &json!({ "action": offered[0] }))
        .await
        .expect_error(400);
    api.post(&moves_path, mover.auth(), &json!({ "seq": seq }))
        .await
        .expect_error(400);
    api.post(
        &moves_path,
        mover.auth(),
        &json!({ "seq": "one", "action": offered[0] }),
    )
    .await
    .expect_error(400);
    assert_too_large(
        &api.post_raw(
            &moves_path,
            Some(&bearer),
            "application/json",
            oversized(seq),
        )
        .await,
    );
    // History outside the game: 404.
    api.history_at(None, id, seq + 1).await.expect_error(404);
    api.history_at(None, id, -1).await.expect_error(404);
    api.history_at(None, id, "last").await.expect_error(404);

    // Assert: nothing changed...
    assert_eq!(current_seq(&api, id).await, seq);
    assert_eq!(api.history(None, id).await.expect(200), history_before);
    assert_eq!(
        api.game(mover.auth(), id).await.expect(200)["actions"],
        mine["actions"]
    );
    // ...and no mail went out but the expected ones: after one more (valid) move, its mail
    // and the earlier ones are all there is, since mail is sent in the order it was queued.
    let next = table.step(&mut rng).await;
    ledger.moved(&table, &next);
    let mails = smtp.wait_for(ledger.total(), PATIENCE).await;
    assert_eq!(
        mails.len(),
        ledger.total(),
        "only the expected mails: {ledger:?}"
    );
    assert_no_duplicates(&mails);
}
