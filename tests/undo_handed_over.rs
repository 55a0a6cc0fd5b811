//! Taking back a turn handed over (issue 27, item 1): until a player it went to has seen
//! it (their page, the API, a mail), the turn comes back with the clocks as they were, its
//! held turn mail withdrawn; a look or a sent mail makes it stay.

use crate::common;

use std::time::Duration;

use common::*;
use serde_json::{Value, json};

/// One move of the seat to act in `id` that reveals nothing (never the Rose King's draw),
/// played: who moved, who is to act next, and the game before it (as a spectator saw it).
async fn hand_over(api: &Api, id: i64, table: &Table) -> (Player, Player, Value) {
    let before = api.game(None, id).await.expect(200);
    let mover = table
        .player_in(&before, &strings(&before["to_act"])[0])
        .clone();
    let next = table.other(&mover).clone();
    let mine = api.game(mover.auth(), id).await.expect(200);
    // A move that reveals nothing, and after which the other can play: in the Rose King
    // a player who cannot is skipped (§8), so that move stays in the mover's turn and is
    // taken back here before the next is tried.
    for action in strings(&mine["actions"])
        .into_iter()
        .filter(|a| a != "draw")
    {
        api.play(mover.auth(), id, seq_of(&before), &action)
            .await
            .expect(200);
        let after = api.game(None, id).await.expect(200);
        if after["to_act"] != before["to_act"] {
            return (mover, next, before);
        }
        api.undo(mover.auth(), id, &json!({ "seq": seq_of(&after) }))
            .await
            .expect(200);
    }
    panic!("no move of {} hands the turn over: {mine}", mover.name)
}

/// A game as a spectator sees it, its clocks aside (they count down).
async fn as_seen(api: &Api, id: i64) -> Value {
    let mut game = api.game(None, id).await.expect(200);
    game["updated"] = Value::Null;
    for seat in game["seats"].as_array_mut().expect("seats") {
        seat["time_left_s"] = Value::Null;
    }
    game
}

/// Issue 27.1: in the Rose King and High Kings of Tara every action hands the turn over;
/// it comes back on a take-back until the player it went to looks at the game, and the
/// game is then as it was, clocks and whose turn included.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_handed_over_comes_back_until_the_opponent_looks() {
    // Arrange: turn mails held long, so only a look can show the move; a clock per move.
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_MAIL_HOLD_MS", "600000")]);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let clock = json!({ "clock": { "per_move": { "days": 3 } }, "vacation": false });
    for kind in ["rosenkonig", "tara"] {
        let id = start_game_of(&api, kind, &clock, &alice, &[&bob]).await;
        let table = Table::new(&api, id, &[&alice, &bob]).await;

        // Act: a move hands the turn over; its player takes it back before the other looks.
        let (mover, next, _) = hand_over(&api, id, &table).await;
        let before = api.game(None, id).await.expect(200);
        let mine = api.game(mover.auth(), id).await.expect(200);
        assert_eq!(mine["can_undo"], true, "{kind}: {mine}");
        assert_eq!(mine["undo_handed_over"], true, "{kind}: {mine}");
        let page = FormClient::new(&server.base);
        page.sign_in(&mover.name, PASSWORD).await;
        let mine_page = page.get(&format!("/games/{id}")).await;
        assert!(
            mine_page.body.contains("nobody it went to has seen it yet"),
            "{kind}: {}",
            mine_page.body
        );
        // The other looks (the Rose King: through the API; Tara: the page): from now on
        // the move stays.
        if kind == "tara" {
            let theirs = FormClient::new(&server.base);
            theirs.sign_in(&next.name, PASSWORD).await;
            assert_eq!(theirs.get(&format!("/games/{id}")).await.status, 200);
        } else {
            api.game(next.auth(), id).await.expect(200);
        }
        let mine_page = page.get(&format!("/games/{id}")).await;
        assert!(
            !mine_page.body.contains("id=\"take-back\""),
            "{kind}: {}",
            mine_page.body
        );
        let mine = api.game(mover.auth(), id).await.expect(200);
        assert_eq!(mine["can_undo"], false, "{kind}: {mine}");
        let seen = api
            .undo(mover.auth(), id, &json!({ "seq": seq_of(&before) }))
            .await
            .expect_error(409);
        assert!(seen.contains("has seen it"), "{kind}: {seen}");

        // The other moves back; the mover hands over again and takes it back unseen.
        let (back, _, _) = hand_over(&api, id, &table).await;
        assert_eq!(back.name, next.name, "{kind}");
        let ready = as_seen(&api, id).await;
        let (again, _, _) = hand_over(&api, id, &table).await;
        assert_eq!(again.name, mover.name, "{kind}");
        let moved = api.game(None, id).await.expect(200);
        assert_ne!(
            moved["to_act"], ready["to_act"],
            "{kind}: the turn went over"
        );
        let undone = api
            .undo(mover.auth(), id, &json!({ "seq": seq_of(&moved) }))
            .await
            .expect(200);

        // Assert: the game is as it was before the move: its seq, whose turn, each
        // clock's deadline, the history; the move is played again as new.
        assert_eq!(undone["seq"], ready["seq"], "{kind}");
        assert_eq!(as_seen(&api, id).await, ready, "{kind}");
        let history = api.history(next.auth(), id).await.expect(200);
        assert_eq!(
            history.as_array().map(Vec::len),
            Some(seq_of(&ready) as usize),
            "{kind}: {history}"
        );
        let (replayed, _, _) = hand_over(&api, id, &table).await;
        assert_eq!(replayed.name, mover.name, "{kind}");
    }
    server.assert_verified();
}

/// Issue 27.1: a held turn mail is withdrawn with the turn taken back; once a turn mail
/// has gone out, the turn stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_mail_is_withdrawn_with_its_turn_and_once_sent_the_turn_stays() {
    // Arrange: turn mails held 8 s.
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_MAIL_HOLD_MS", "8000")]);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let id = start_game_of(&api, "tara", &json!({}), &alice, &[&bob]).await;
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let turn_mails = |to: &Player| {
        smtp.messages()
            .iter()
            .filter(|m| m.to.contains(&to.email) && m.subject.starts_with("Your turn"))
            .count()
    };

    // Act: a move and its take-back inside the hold; then the hold passes.
    let (mover, next, _) = hand_over(&api, id, &table).await;
    let mails_before = turn_mails(&next);
    let moved = api.game(None, id).await.expect(200);
    api.undo(mover.auth(), id, &json!({ "seq": seq_of(&moved) }))
        .await
        .expect(200);
    // (Asking now and then: a connection left idle that long is closed by the server.)
    let hold_over = std::time::Instant::now() + Duration::from_secs(10);
    while std::time::Instant::now() < hold_over {
        tokio::time::sleep(Duration::from_millis(500)).await;
        api.game(None, id).await.expect(200);
    }

    // Assert: no turn mail went to the other player.
    assert_eq!(turn_mails(&next), mails_before, "{:?}", smtp.messages());

    // Act: the move again; this time its mail goes out.
    let (mover, next, _) = hand_over(&api, id, &table).await;
    eventually("the turn mail sent", Duration::from_secs(60), || async {
        turn_mails(&next) > mails_before
    })
    .await;

    // Assert: the turn stays.
    let game = api.game(mover.auth(), id).await.expect(200);
    assert_eq!(game["can_undo"], false, "{game}");
    let told = api
        .undo(mover.auth(), id, &json!({ "seq": seq_of(&game) }))
        .await
        .expect_error(409);
    assert!(told.contains("has seen it"), "{told}");
}
