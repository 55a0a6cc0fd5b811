//! Reply by mail (issue 14): a real SMTP client (lettre) delivers replies to Herald's own
//! receiver on 127.0.0.1, and the real `herald` binary plays them, answers them or drops
//! them; Herald's mails go to the test's SMTP server.

use crate::common;

use common::mailbox::*;
use common::*;
use serde_json::json;

/// `name` answers `mail` with `line` in a plain-text reply (its Message-ID
/// `<tag>@client.test`), delivered to Herald's receiver at `inbound`.
async fn answer(inbound: &str, name: &str, mail: &Mail, tag: &str, line: &str) {
    let to = mail.reply_to.as_deref().expect("a reply address");
    let raw = reply(
        &email_of(name),
        to,
        &mail.message_id,
        &format!("{tag}@client.test"),
        "Content-Type: text/plain; charset=utf-8\r\n",
        &plain(line),
    );
    deliver_from(inbound, name, to, &raw).await;
}

#[tokio::test]
async fn a_whole_rose_king_game_is_played_by_mail_replies_only() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["ann", "bob"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let inbound = server.inbound_addr();
    let mut rng = Rng::new(14);
    let mut mailed = 0;
    for turn in 0..600 {
        let (game, who) = to_act(&api, id, &players).await;
        if game["status"] == "finished" {
            break;
        }
        let who = who.expect("someone to act");
        let seq = seq_of(&game);
        let mail = answerable(&smtp, &who.name, seq).await;
        let choices = listed(&mail);
        assert!(
            !choices.is_empty(),
            "the mail lists the legal actions: {}",
            mail.text
        );
        let pick = (rng.next_u64() % choices.len() as u64) as usize;
        // A number from the list, or the action written out in another case.
        let line = if turn % 2 == 0 {
            format!("{}", pick + 1)
        } else {
            choices[pick].to_uppercase()
        };
        answer(&inbound, &who.name, &mail, &format!("rk{turn}"), &line).await;
        wait_for_seq_past(&api, id, seq).await;
        mailed += 1;
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished", "{game}");
    eprintln!("a Rose King game of {mailed} moves, each a reply to a mail");
    let history = api.history(None, id).await.expect(200);
    let moves = history.as_array().expect("the history");
    assert_eq!(moves.len(), mailed, "every move came by one mail");
    assert!(moves.iter().all(|m| m["by"] == "mail"), "{history}");
    // The game page says so too.
    let page = FormClient::new(&server.base);
    page.sign_in(&players[0].name, PASSWORD).await;
    let html = page.get(&format!("/games/{id}")).await;
    assert!(
        html.body.contains("(by mail)"),
        "the page marks mailed moves"
    );
    // Both players get the game-over mail.
    for p in &players {
        smtp.wait_until("the game-over mail", PATIENCE, |smtp| {
            smtp.messages()
                .iter()
                .any(|m| m.to == email_of(&p.name) && m.message_id.starts_with("over."))
        })
        .await;
    }
}

#[tokio::test]
async fn a_whole_battle_of_the_three_fords_is_played_by_mail_replies_only() {
    // From the first Command turn of round 1 to the Regroup of the last round (issue 15):
    // every decision a reply, the retreat choices of the other seat too.
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["gil", "hal"]).await;
    let id = start_game_of(&api, "westeros", &json!({}), &players[0], &[&players[1]]).await;
    let inbound = server.inbound_addr();
    let mut rng = Rng::new(15);
    let (mut mailed, mut by_number, mut by_kinds, mut long_lists) = (0, 0, 0, 0);
    for turn in 0..3_000 {
        let (game, who) = to_act(&api, id, &players).await;
        if game["status"] == "finished" {
            break;
        }
        let who = who.expect("someone to act");
        let seq = seq_of(&game);
        let mail = answerable(&smtp, &who.name, seq).await;
        let choices = listed(&mail);
        let line = if choices.is_empty() {
            // Over 30 actions: the mail names their kinds and links the notation page;
            // the player writes the action out (here: one of the page's).
            assert!(
                mail.text.contains("/kinds/westeros/notation"),
                "the mail links the notation: {}",
                mail.text
            );
            by_kinds += 1;
            long_lists += 1;
            let mine = api.game(who.auth(), id).await.expect(200);
            let actions = strings(&mine["actions"]);
            rng.pick(&actions).clone()
        } else {
            // A number from the list, or the action written out.
            let pick = (rng.next_u64() % choices.len() as u64) as usize;
            if turn % 2 == 0 {
                by_number += 1;
                format!("{}", pick + 1)
            } else {
                by_kinds += 1;
                choices[pick].clone()
            }
        };
        answer(&inbound, &who.name, &mail, &format!("tf{turn}"), &line).await;
        wait_for_seq_past(&api, id, seq).await;
        mailed += 1;
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished", "{game}");
    let reason = game["result"]["reason"].as_str().unwrap_or("");
    assert!(
        reason.contains("routed")
            || reason.contains("annihilated")
            || reason.starts_with("round limit"),
        "19.5: {reason}"
    );
    eprintln!(
        "a battle of {mailed} moves by mail: {by_number} by a number, {by_kinds} written out (a list over 30 actions: {long_lists}); {reason}"
    );
    let history = api.history(None, id).await.expect(200);
    let moves = history.as_array().expect("the history");
    assert_eq!(moves.len(), mailed, "every move came by one mail");
    assert!(moves.iter().all(|m| m["by"] == "mail"), "{history}");
    assert!(
        by_number > 0 && by_kinds > 0,
        "numbers and written actions were both played"
    );
}

#[tokio::test]
async fn a_richard_iii_action_phase_goes_in_one_reply() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["eve", "fay"]).await;
    let id = start_game_of(&api, "richard3", &json!({}), &players[0], &[&players[1]]).await;
    let inbound = server.inbound_addr();
    // Play through the API until a seat may activate a group at the start of its turn (a
    // seat that goes on with its own turn on the page gets no new turn mail).
    let mut last_mover = None;
    let (seat, who) = loop {
        let (game, who) = to_act(&api, id, &players).await;
        let who = who.expect("someone to act").clone();
        let mine = api.game(who.auth(), id).await.expect(200);
        let actions = strings(&mine["actions"]);
        let fresh = last_mover.as_deref() != Some(who.name.as_str());
        if fresh && actions.iter().any(|a| a.starts_with("activate")) {
            break (game["to_act"][0].as_str().unwrap().to_string(), who);
        }
        api.play(who.auth(), id, seq_of(&mine), &actions[0])
            .await
            .expect(200);
        last_mover = Some(who.name.clone());
    };
    // The phase, worked out on the engine from the stored state and seed.
    let conn = rusqlite::Connection::open(server.db_path()).expect("open");
    let (state, seed, seq): (String, String, i64) = conn
        .query_row(
            "SELECT s.state, g.seed, g.seq FROM games g JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("the game");
    let kind = herald::games::kind("richard3").expect("the kind");
    let mut game = kind.load(&state).expect("the state");
    let seed = herald::engine::Seed::from_hex(&seed).expect("a seed");
    let me = kind.seat(&seat).expect("a seat");
    let (mut lines, mut words) = (Vec::new(), Vec::new());
    for _ in 0..6 {
        let actions = game.actions(me);
        let in_words = game.actions_in_words(me);
        let next = actions
            .iter()
            .find(|a| a.starts_with("activate") && lines.is_empty())
            .or_else(|| actions.iter().find(|a| a.starts_with("move")))
            .or_else(|| actions.iter().find(|a| *a == "done"))
            .cloned();
        let Some(next) = next else { break };
        let at = actions.iter().position(|a| *a == next).expect("legal");
        words.push(in_words[at].as_ref().map_or_else(
            || next.clone(),
            |m| herald::words::say(herald::i18n::Lang::En, m),
        ));
        game.play(me, &next, &seed, (seq + 1 + lines.len() as i64) as u64, &[])
            .expect("legal");
        let done = next == "done";
        lines.push(next);
        if done || !game.to_act().contains(&me) {
            break;
        }
    }
    assert!(lines.len() >= 2, "a phase of several decisions: {lines:?}");
    let mail = answerable(&smtp, &who.name, seq).await;
    let to = mail.reply_to.clone().unwrap();
    // The mail numbers the legal actions, or (more than 30) names their kinds and the
    // notation page.
    let numbered = listed(&mail);
    if numbered.is_empty() {
        assert!(mail.text.contains("activate ("), "{}", mail.text);
        let link = format!("{BASE_URL}/kinds/richard3/notation");
        assert!(mail.text.contains(&link), "{}", mail.text);
    } else {
        // Exactly what the game shows this player, in its order, in words (no ids).
        let mine = api.game(who.auth(), id).await.expect(200);
        assert_eq!(
            numbered.len(),
            strings(&mine["actions"]).len(),
            "{}",
            mail.text
        );
        assert!(numbered.contains(&words[0]), "{}", mail.text);
        assert!(
            !mail.text.contains("Y_") && !mail.text.contains("L_"),
            "{}",
            mail.text
        );
    }
    let notation = FormClient::new(&server.base)
        .get("/kinds/richard3/notation")
        .await;
    assert_eq!(notation.status, 200);
    assert!(notation.body.contains("<table>") && notation.body.contains("activate kent"));
    // A second line that is no action: nothing played, and the answer tells the legal
    // actions where that line stood, in words.
    let raw = reply(
        &email_of(&who.name),
        &to,
        &mail.message_id,
        "astray@client.test",
        "Content-Type: text/plain\r\n",
        &plain(&format!("{}\r\nSail to the moon", words[0])),
    );
    deliver_from(&inbound, &who.name, &to, &raw).await;
    let answered = |m: &Mail| m.to == email_of(&who.name) && m.message_id.starts_with("answer.");
    smtp.wait_until("the answer", PATIENCE, |smtp| {
        smtp.messages().iter().any(answered)
    })
    .await;
    let answer = smtp
        .messages()
        .into_iter()
        .find(answered)
        .expect("the answer");
    assert_eq!(current_seq(&api, id).await, seq, "nothing played");
    let told = answer.text.replace("\r\n", " ").replace("\n", " ");
    assert!(
        told.contains("After your first line, the legal actions were")
            && (told.contains(&words[1]) || told.contains("of these kinds")),
        "{}",
        answer.text
    );
    assert!(
        !told.contains("Y_") && !told.contains("L_"),
        "{}",
        answer.text
    );
    // The reply writes each decision in the words the mail lists them in: each line is
    // matched where it stands (after the lines before it), not against the mailed list.
    let body = words.join("\r\n");
    let raw = reply(
        &email_of(&who.name),
        &to,
        &mail.message_id,
        "phase@client.test",
        "Content-Type: text/plain\r\n",
        &plain(&body),
    );
    deliver_from(&inbound, &who.name, &to, &raw).await;
    let after = wait_for_seq_past(&api, id, seq).await;
    assert_eq!(
        after,
        seq + lines.len() as i64,
        "every line, as one submission"
    );
    let history = api.history(None, id).await.expect(200);
    let mailed = history
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["by"] == "mail")
        .count();
    assert_eq!(mailed, lines.len(), "{history}");
}

#[tokio::test]
async fn the_settings_ask_for_a_confirmation_of_mailed_moves() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["ida", "jon"]).await;
    for p in &players {
        let set = api
            .put(
                "/api/me/settings",
                p.auth(),
                &json!({ "confirm_mailed_moves": true }),
            )
            .await
            .expect(200);
        assert_eq!(set["confirm_mailed_moves"], true);
    }
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let raw = turn.reply_with("confirm@client.test", "1");
    let FirstTurn { who, seq, to, .. } = turn;
    deliver_from(&server.inbound_addr(), &who.name, &to, &raw).await;
    wait_for_seq_past(&api, id, seq).await;
    // The confirmation tells the move in words, as the mover's history does (issue 27).
    let history = api.history(who.auth(), id).await.expect(200);
    let told = history
        .as_array()
        .expect("the history")
        .iter()
        .rev()
        .find(|m| m["by"] == "mail")
        .and_then(|m| m["text"].as_str())
        .expect("the mailed move in the history")
        .to_string();
    smtp.wait_until("the confirmation", PATIENCE, |smtp| {
        smtp.messages().iter().any(|m| {
            m.to == email_of(&who.name)
                && m.message_id.starts_with("answer.")
                && m.text.contains("What your mail played, and what followed:")
                && m.text.contains(&told)
        })
    })
    .await;
}

#[tokio::test]
async fn rule_1_1_the_card_phase_by_mail_never_bounces_in_either_order_and_next_card_goes_ahead() {
    // Issue 27 §2: both players answer their card-phase mail of move 0; the second reply
    // plays although the first moved the game on (York first in one game, Lancaster first
    // in the other). The second also writes `next card N`: next turn's card, chosen ahead,
    // told to its player only.
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let inbound = server.inbound_addr();
    let all = players(&api, &["gus", "hal", "ivy", "jon"]).await;
    for (game, pair) in [[&all[0], &all[1]], [&all[2], &all[3]]]
        .into_iter()
        .enumerate()
    {
        let id = start_game_of(
            &api,
            "richard3",
            &json!({"redeal": "auto"}),
            pair[0],
            &[pair[1]],
        )
        .await;
        let table = Table::new(&api, id, &[pair[0], pair[1]]).await;
        let lancaster = table.player_in(&table.last, "lancaster").clone();
        let york = table.player_in(&table.last, "york").clone();
        let (first, second) = if game == 0 {
            (york, lancaster)
        } else {
            (lancaster, york)
        };
        let first_mail = answerable(&smtp, &first.name, 0).await;
        let second_mail = answerable(&smtp, &second.name, 0).await;
        let first_cards = listed(&first_mail);
        let second_cards = listed(&second_mail);
        assert!(
            first_cards.iter().all(|c| c.starts_with("Play card ")),
            "{first_cards:?}"
        );
        answer(
            &inbound,
            &first.name,
            &first_mail,
            &format!("first{game}"),
            &first_cards[0],
        )
        .await;
        assert_eq!(wait_for_seq_past(&api, id, 0).await, 1);
        let next = second_cards[1]
            .split_whitespace()
            .nth(2)
            .expect("its number");
        let lines = format!("{}\r\nnext card {next}", second_cards[0]);
        answer(
            &inbound,
            &second.name,
            &second_mail,
            &format!("second{game}"),
            &lines,
        )
        .await;
        assert_eq!(wait_for_seq_past(&api, id, 1).await, 2, "no bounce");
        // The card chosen ahead is stored for the second player, and told to them alone.
        let ahead = format!("/api/games/{id}/ahead");
        let started = std::time::Instant::now();
        loop {
            let told = smtp
                .messages()
                .into_iter()
                .any(|m| m.to == email_of(&second.name) && m.subject.contains("Chosen ahead"));
            if told {
                break;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "no answer to the `next card` line: {:#?}",
                smtp.messages()
                    .iter()
                    .filter(|m| m.to == email_of(&second.name))
                    .map(|m| (&m.subject, &m.text))
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(std::time::Duration::from_millis(30)).await;
        }
        assert_eq!(
            api.get(&ahead, second.auth()).await.expect(200),
            json!({"action": format!("play {next}")})
        );
        assert_eq!(
            api.get(&ahead, first.auth()).await.expect(200),
            json!({"action": null})
        );
        for mail in smtp
            .messages()
            .iter()
            .filter(|m| m.to == email_of(&first.name))
        {
            assert!(
                !mail.text.contains("ahead") && !mail.subject.contains("ahead"),
                "{}",
                mail.text
            );
        }
        let history = api.history(None, id).await.expect(200);
        assert!(
            history
                .as_array()
                .unwrap()
                .iter()
                .all(|m| m["by"] == "mail"),
            "{history}"
        );
    }
}
