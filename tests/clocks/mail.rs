//! The mail a player asks for: none, all stopped from one click in any mail, or one
//! digest a day.

use std::time::Duration;

use serde_json::json;

use super::*;

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
    api.mute(bob.auth(), first).await.expect(200);
    api.mute(alice.auth(), first).await.expect(200);
    let carol = player(&api, "carol").await;
    api.mute(carol.auth(), first).await.expect_error(403);
    let before = mails_to(&smtp, &bob.name, "Your turn").len();
    for id in [first, second] {
        // alice moves until it is bob's turn: when bob could not act (§8: five cards in
        // hand, none playable), the turn stays hers.
        for _ in 0..10 {
            let mine = api.game(alice.auth(), id).await.expect(200);
            if strings(&mine["to_act"]) != ["red"] {
                break;
            }
            let action = strings(&mine["actions"])[0].clone();
            api.play(alice.auth(), id, seq_of(&mine), &action)
                .await
                .expect(200);
        }
        let game = api.game(None, id).await.expect(200);
        assert_eq!(
            strings(&game["to_act"]),
            ["white"],
            "bob's turn in game {id}"
        );
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
