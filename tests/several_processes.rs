//! Several `herald serve` processes on one PostgreSQL database, as behind one address
//! (issue 29): each move is accepted once whichever process takes it, each mail is sent
//! once, each deadline is acted on once, and games started on either take ids of their
//! own. Skipped, loudly, without a PostgreSQL test server (`HERALD_TEST_POSTGRES`); under
//! CI it must run.

use crate::common;

use std::time::Duration;

use common::*;
use serde_json::json;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgresql_take_each_move_once_and_send_each_mail_once() {
    // Arrange: two processes on one database, the players signed up on the first.
    let smtp = SmtpServer::start();
    let Some(first) = Server::start_on_postgres(&smtp) else {
        return;
    };
    let second = first.beside();
    let apis = [first.api(), second.api()];
    let [alice, bob] =
        <[Player; 2]>::try_from(players(&apis[0], &["alice", "bob"]).await).expect("two players");

    // Act: a game started on each process at once; then one played to its end, each move
    // through the process the last did not take.
    let (no_options, invited_bob, invited_alice) = (json!({}), [&bob], [&alice]);
    let (one, other) = tokio::join!(
        start_game_of(&apis[0], KIND, &no_options, &alice, &invited_bob),
        start_game_of(&apis[1], KIND, &no_options, &bob, &invited_alice),
    );
    assert_ne!(one, other, "each process's game has an id of its own");
    let mut ledger = MailLedger::default();
    ledger.add("bob");
    ledger.add("alice"); // the two invitations
    let mut table = Table::new(&apis[0], one, &[&alice, &bob]).await;
    ledger.started(&table);
    ledger.started(&Table::new(&apis[1], other, &[&bob, &alice]).await);
    let mut rng = Rng::new(29);
    let mut moves = 0;
    while !table.finished() {
        assert!(
            moves < MAX_MOVES,
            "the game did not end within {MAX_MOVES} moves"
        );
        if moves == 3 {
            // The same move sent to both processes at once is played once.
            let moved = same_move_to_both(&mut table, &apis, &mut rng).await;
            ledger.moved(&table, &moved);
        } else {
            table.api = apis[moves % 2].clone();
            let moved = table.step(&mut rng).await;
            ledger.moved(&table, &moved);
        }
        moves += 1;
    }

    // Assert: every move once, in both processes' eyes; every mail once.
    for api in &apis {
        assert_eq!(history_len(api, one).await, moves, "one entry a move");
        assert_eq!(current_seq(api, one).await, moves as i64);
    }
    let mails = smtp.wait_for(ledger.total(), PATIENCE).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mails = if smtp.count() > mails.len() {
        smtp.messages()
    } else {
        mails
    };
    assert_no_duplicates(&mails);
    assert_eq!(mails.len(), ledger.total(), "each mail once: {ledger:?}");
    first.assert_verified();
}

/// Sends the move of the seat to act to both processes at once: one plays it, the other
/// answers 409 (the game moved on). Returns the move played.
async fn same_move_to_both(table: &mut Table, apis: &[Api; 2], rng: &mut Rng) -> Moved {
    let acting = table.look().await;
    let (player, mine) = rng.pick(&acting).clone();
    let action = rng.pick(&strings(&mine["actions"])).clone();
    let seq = seq_of(&table.last);
    let (a, b) = tokio::join!(
        apis[0].play(player.auth(), table.id, seq, &action),
        apis[1].play(player.auth(), table.id, seq, &action),
    );
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "played once: {a:?} {b:?}");
    table.refresh().await;
    assert_eq!(seq_of(&table.last), seq + 1, "one move more, not two");
    Moved {
        seat: mine["you"].as_str().expect("a seat").to_string(),
        player: player.name.clone(),
        action,
        seq: seq + 1,
        after: table.last.clone(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_two_processes_on_one_postgresql_one_reminds_a_player_of_a_deadline() {
    let smtp = SmtpServer::start();
    let Some(first) = Server::start_on_postgres(&smtp) else {
        return;
    };
    let second = first.beside();
    let api = second.api();
    let [alice, bob] =
        <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).expect("two players");
    let options = json!({ "clock": { "per_move": { "days": 3 } }, "vacation": false });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let game = table.refresh().await.clone();
    let late = table.player_in(&game, &strings(&game["to_act"])[0]).clone();
    smtp.wait_for(2, PATIENCE).await; // the invitation and the first turn mail
    // One process keeps the time; the other's timekeeper waits.
    let keeps = |server: &Server| server.log_text().contains("this process keeps the time");
    let waits = |server: &Server| server.log_text().contains("another process keeps the time");
    eventually("each timekeeper has looked", PATIENCE, || async {
        [&first, &second].iter().all(|s| keeps(s) || waits(s))
    })
    .await;
    assert!(
        keeps(&first) != keeps(&second) && waits(&first) != waits(&second),
        "one keeps the time, the other waits:\n{}\n{}",
        first.log_text(),
        second.log_text()
    );

    // Two days and an hour later both processes' timekeepers look, every 100 ms.
    first.advance(2 * DAY + HOUR);
    smtp.wait_until("a reminder", PATIENCE, |s| {
        !mails_to(s, &late.name, "Time is running out").is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(
        mails_to(&smtp, &late.name, "Time is running out").len(),
        1,
        "one reminder, not one a process"
    );
    assert_no_duplicates(&smtp.messages());
}
