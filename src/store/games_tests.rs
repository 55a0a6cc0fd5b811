//! The store's game tables against a real SQLite file: the log in sequence, versions,
//! group commit.

use super::*;
use crate::domain::{Email, Millis};
use crate::engine::auto::By;
use crate::store::access::{Engine, on_both_engines};
use crate::store::change::{
    AgreementWrite, GameChange, LogChange, LogEntry, TurnWrite, WriteError,
};
use crate::store::new_game::{NewGame, NewSeat};
use crate::store::outbox::{Hold, NewMail};
use crate::store::{Db, open, users};

/// A database in a temp dir with two players and an active game of two seats.
pub(in crate::store) async fn one_game() -> (tempfile::TempDir, Db, GameId) {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = open(&dir.path().join("t.db")).await.expect("open");
    let id = two_players_and_a_game(&db).await;
    (dir, db, id)
}

/// Where a test's database lives, kept until the test ends.
#[derive(Debug)]
#[expect(dead_code, reason = "held only to be dropped when the test ends")]
pub(in crate::store) enum Kept {
    /// SQLite's file, in a folder of its own.
    Folder(tempfile::TempDir),
    /// A database on the PostgreSQL test server.
    Server(crate::store::test_postgres::TestDatabase),
}

/// [`one_game`] on `engine`: on PostgreSQL in a database of its own on the test server,
/// or `None` (the test is skipped, loudly) when no server is named.
pub(in crate::store) async fn one_game_on(engine: Engine) -> Option<(Kept, Db, GameId)> {
    let (kept, db) = match engine {
        Engine::Sqlite => {
            let dir = tempfile::tempdir().expect("tempdir");
            let db = open(&dir.path().join("t.db")).await.expect("open");
            (Kept::Folder(dir), db)
        }
        Engine::Postgres => {
            let database = crate::store::test_postgres::TestDatabase::new()?;
            let db = crate::store::open_postgres(database.url())
                .await
                .expect("open PostgreSQL");
            (Kept::Server(database), db)
        }
    };
    let id = two_players_and_a_game(&db).await;
    Some((kept, db, id))
}

/// Signs up ann and ben and writes a game of theirs ([`active_game`]).
pub(in crate::store) async fn two_players_and_a_game(db: &Db) -> GameId {
    let mut tx = db.begin_write().await.expect("begin");
    let a = users::insert(
        &mut tx,
        "ann",
        &Email::parse("ann@example.org").expect("an address"),
        "hash",
        "k-ann",
        "en",
        Millis(0),
    )
    .await
    .expect("ann");
    let b = users::insert(
        &mut tx,
        "ben",
        &Email::parse("ben@example.org").expect("an address"),
        "hash",
        "k-ben",
        "en",
        Millis(0),
    )
    .await
    .expect("ben");
    tx.commit().await.expect("commit");
    active_game(db, a, b).await
}

/// A game of players `a` (red) and `b` (white) written by the one writer: under way,
/// nobody to act yet.
async fn active_game(db: &Db, a: i64, b: i64) -> GameId {
    let id = db.next_game_id().await.expect("an id");
    db.writer
        .write_new_game(new_active_game(id, a, b))
        .await
        .expect("a game");
    id
}

/// Game `id` of players `a` (red) and `b` (white), as [`active_game`] writes it.
pub(in crate::store) fn new_active_game(id: GameId, a: i64, b: i64) -> NewGame {
    let seat = |name, user| NewSeat {
        name,
        user_id: Some(user),
        invited_id: None,
        bank_ms: None,
    };
    let mut first = GameChange::of(id, 0, Millis(0));
    first.turn = Some(TurnWrite {
        status: GameStatus::Active,
        result: None,
        turn_since: Some(Millis(0)),
        to_act: Vec::new(),
        clocks: Vec::new(),
    });
    NewGame {
        seats: vec![seat("red", a), seat("white", b)],
        first,
        ..NewGame::blank(id, "rosenkonig", a, GameStatus::Active, Millis(0))
    }
}

/// The entries a move appends.
fn entries_of(change: &mut GameChange) -> &mut Vec<LogEntry> {
    match &mut change.log {
        LogChange::Append { entries, .. } => entries,
        other => panic!("not a move: {other:?}"),
    }
}

/// The state after a move.
fn snapshot_of(change: &mut GameChange) -> &mut String {
    match &mut change.log {
        LogChange::Append { snapshot, .. } => snapshot,
        other => panic!("not a move: {other:?}"),
    }
}

/// A move of game `game_id` checked against the game as it stands now.
pub(in crate::store) async fn a_move(
    db: &Db,
    game_id: GameId,
    seq: i64,
    seat_index: usize,
) -> GameChange {
    let mut conn = db.acquire().await.expect("conn");
    let game = by_id(&mut conn, game_id)
        .await
        .expect("read")
        .expect("game");
    a_move_on(game_id, game.version, seq, seat_index)
}

/// A move of game `game_id` checked against its version `version`.
pub(in crate::store) fn a_move_on(
    game_id: GameId,
    version: i64,
    seq: i64,
    seat_index: usize,
) -> GameChange {
    let seq = Seq(seq);
    let at = Millis(1000 + seq.0);
    let mut change = GameChange::of(game_id, version, at);
    change.log = LogChange::Append {
        entries: vec![LogEntry {
            seq,
            seat_index: Seat(seat_index as u8),
            action: format!("m{seq}"),
            made_by: By::Player,
            at: None,
        }],
        snapshot: format!("state after {seq}"),
    };
    change.turn = Some(TurnWrite {
        status: GameStatus::Active,
        result: None,
        turn_since: Some(at),
        to_act: vec![Seat(1 - seat_index as u8)],
        clocks: Vec::new(),
    });
    change.mails = vec![NewMail {
        game_id: Some(game_id),
        to_addr: "ben@example.org".into(),
        to_name: "ben".into(),
        subject: format!("turn {seq}"),
        body_text: "text".into(),
        body_html: "<p>html</p>".into(),
        message_id: format!("turn.{seq}@x"),
        thread_id: Some("thread@x".into()),
        unsubscribe_url: None,
        board: None,
        hold: None,
        reply: None,
    }];
    change
}

on_both_engines! {
    async fn a_move_writes_the_log_the_game_the_snapshot_the_turn_and_its_mails_at_once(engine) {
        let Some((_kept, db, id)) = one_game_on(engine).await else {
            return;
        };
        db.writer
            .write_change(a_move(&db, id, 1, 0).await)
            .await
            .expect("written");
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!(game.seq, Seq(1));
        assert_eq!(game.turn_since, Some(Millis(1001)));
        assert_eq!(game.snapshot.as_deref(), Some("state after 1"));
        assert_eq!(game.snapshot_seq, Some(Seq(1)));
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].action, "m1");
        assert!(!seats[0].to_act && seats[1].to_act);
        assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (1, 0));
        let mails: Vec<(String, String, Option<String>)> =
            crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT to_addr, subject, thread_id FROM outbox")
                .fetch_all(c).await)
                .expect("outbox");
        assert_eq!(
            mails,
            vec![(
                "ben@example.org".to_string(),
                "turn 1".to_string(),
                Some("thread@x".to_string())
            )]
        );
    }
}

on_both_engines! {
    async fn a_move_and_the_servers_steps_after_it_are_written_in_sequence_at_once(engine) {
        let Some((_kept, db, id)) = one_game_on(engine).await else {
            return;
        };
        let mut write = a_move(&db, id, 1, 0).await;
        let step = |seq: i64, seat_index: u8, made_by: By| LogEntry {
            seq: Seq(seq),
            seat_index: Seat(seat_index),
            action: format!("m{seq}"),
            made_by,
            at: None,
        };
        // Seat 0's move, then a forced step for seat 1 and one by seat 0's orders.
        entries_of(&mut write).push(step(2, 1, By::Auto));
        entries_of(&mut write).push(step(3, 0, By::Orders));
        *snapshot_of(&mut write) = "state after 3".into();
        db.writer.write_change(write).await.expect("written");
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq, game.snapshot_seq), (Seq(3), Some(Seq(3))));
        let made: Vec<(i64, Seat, By)> = log
            .iter()
            .map(|m| (m.seq.0, m.seat_index, m.made_by))
            .collect();
        assert_eq!(
            made,
            [
                (1, Seat(0), By::Player),
                (2, Seat(1), By::Auto),
                (3, Seat(0), By::Orders)
            ]
        );
        // A seat's last move is its player's own: the server's steps for it do not count.
        assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (1, 0));
        let read = db
            .read(|c| crate::store::games::read_moves_of(c, id))
            .expect("read log");
        assert_eq!(
            read.iter().map(|m| m.made_by).collect::<Vec<_>>(),
            [By::Player, By::Auto, By::Orders]
        );

        // Entries out of sequence are refused by the database, and nothing of them stays.
        let mut gap = a_move(&db, id, 4, 1).await;
        entries_of(&mut gap).push(step(6, 0, By::Auto));
        let refused = db.writer.write_change(gap).await;
        assert!(matches!(refused, Err(WriteError::Stale)), "{refused:?}");
        let (game, _, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq.0, log.len()), (3, 3));
    }
}

on_both_engines! {
    async fn a_move_checked_against_an_older_game_is_refused_and_writes_nothing(engine) {
        let Some((_kept, db, id)) = one_game_on(engine).await else {
            return;
        };
        db.writer
            .write_change(a_move(&db, id, 1, 0).await)
            .await
            .expect("first");
        // Someone else's move 1 was checked at the same time: refused.
        let again = db.writer.write_change(a_move(&db, id, 1, 1).await).await;
        assert!(matches!(again, Err(WriteError::Stale)), "{again:?}");
        // A gap in the log is refused too.
        let gap = db.writer.write_change(a_move(&db, id, 3, 0).await).await;
        assert!(matches!(gap, Err(WriteError::Stale)), "{gap:?}");
        let mut conn = db.acquire().await.expect("conn");
        let (game, _, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq.0, log.len()), (1, 1));
        let (mails,): (i64,) = crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT count(*) FROM outbox")
            .fetch_one(c).await)
            .expect("count");
        assert_eq!(mails, 1);
        // And the log cannot be rewritten.
        let rewrite = crate::store::access::each_engine!(&mut conn, c => sqlx::query("UPDATE moves SET action = 'x' WHERE game_id = $1")
            .bind(id)
            .execute(c).await.map(|done| done.rows_affected()));
        assert!(rewrite.is_err());
    }
}

on_both_engines! {
    async fn no_move_is_accepted_once_the_game_is_over(engine) {
        let Some((_kept, db, id)) = one_game_on(engine).await else {
            return;
        };
        let mut last = a_move(&db, id, 1, 0).await;
        last.turn.as_mut().expect("a turn").status = GameStatus::Finished;
        last.turn.as_mut().expect("a turn").turn_since = None;
        last.turn.as_mut().expect("a turn").to_act = Vec::new();
        db.writer.write_change(last).await.expect("last move");
        let after = db.writer.write_change(a_move(&db, id, 2, 1).await).await;
        assert!(matches!(after, Err(WriteError::Stale)), "{after:?}");
    }
}

on_both_engines! {
    async fn a_move_checked_before_a_pause_and_written_after_it_is_stale(engine) {
        // Hardening item 12: the move was checked against the game in play; the players
        // paused it before the move reached the writer. The move must not write its
        // clocks (a running deadline) into the paused game.
        let Some((_kept, db, id)) = one_game_on(engine).await else {
            return;
        };
        let mut checked = a_move(&db, id, 1, 0).await;
        checked.turn.as_mut().expect("a turn").clocks = vec![
            ClockWrite {
                deadline: None,
                bank_ms: None,
                paused_left_ms: None,
            },
            ClockWrite {
                deadline: Some(Millis(5_000_000)),
                bank_ms: None,
                paused_left_ms: None,
            },
        ];
        let mut pause = GameChange::of(id, checked.version, Millis(2_000));
        pause.agreement = Some(AgreementWrite {
            proposal: None,
            paused_at: Some(Millis(2_000)),
        });
        db.writer.write_change(pause).await.expect("pause");
        let written = db.writer.write_change(checked).await;
        assert!(matches!(written, Err(WriteError::Stale)), "{written:?}");
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq.0, log.len()), (0, 0));
        assert!(game.paused_at.is_some());
        assert!(seats.iter().all(|s| s.deadline.is_none()), "{seats:?}");
        // Checked again against the paused game, a move gets through the version check.
        let again = a_move(&db, id, 1, 0).await;
        db.writer
            .write_change(again)
            .await
            .expect("a move checked after the pause");
    }
}

#[tokio::test]
async fn every_change_to_a_games_state_moves_its_version_on() {
    let (_dir, db, id) = one_game().await;
    let version = |db: Db| async move {
        let mut conn = db.acquire().await.expect("conn");
        by_id(&mut conn, id)
            .await
            .expect("read")
            .expect("game")
            .version
    };
    let mut last = version(db.clone()).await;
    let mut conn = db.acquire().await.expect("conn");
    for change in [
        "UPDATE seats SET deadline = 7 WHERE game_id = ?1 AND seat_index = 0",
        "UPDATE seats SET timed_out_at = 7 WHERE game_id = ?1",
        "UPDATE seats SET user_id = NULL WHERE game_id = ?1 AND seat_index = 1",
        "UPDATE games SET paused_at = 7 WHERE id = ?1",
        "UPDATE games SET proposal = 'draw', proposed_by = 0 WHERE id = ?1",
        "UPDATE games SET status = 'abandoned' WHERE id = ?1",
    ] {
        crate::store::access::each_engine!(&mut conn, c => sqlx::query(change)
            .bind(id)
            .execute(c).await.map(|done| done.rows_affected()))
        .expect(change);
        let now = version(db.clone()).await;
        assert!(now > last, "{change}: version {last} -> {now}");
        last = now;
    }
    // Bookkeeping that no move depends on leaves it alone.
    crate::store::access::each_engine!(&mut conn, c => sqlx::query(
        "UPDATE seats SET nudged_at = 7, reminded_for = 7, muted = TRUE WHERE game_id = $1",
    )
    .bind(id)
    .execute(c).await.map(|done| done.rows_affected()))
    .expect("bookkeeping");
    assert_eq!(version(db.clone()).await, last);
    // So does a write that names a checked column but leaves its value as it was
    // (migration 0022): the one writer writes every seat of a change in one statement.
    for same in [
        "UPDATE seats SET deadline = deadline, to_act = to_act, bank_ms = bank_ms WHERE game_id = ?1",
        "UPDATE games SET status = status, paused_at = paused_at, proposal = proposal WHERE id = ?1",
    ] {
        crate::store::access::each_engine!(&mut conn, c => sqlx::query(same)
            .bind(id)
            .execute(c).await.map(|done| done.rows_affected()))
        .expect(same);
        assert_eq!(version(db.clone()).await, last, "{same}");
    }
}

on_both_engines! {
    async fn moves_arriving_together_share_a_commit_and_one_failure_sinks_no_other(engine) {
        let Some((_kept, db, first)) = one_game_on(engine).await else {
            return;
        };
        // Nine more games of the same two players.
        let mut games = vec![first];
        for _ in 0..9 {
            let id = active_game(&db, 1, 2).await;
            games.push(id);
        }
        // Hold the gate so that every move queues, then let them all through at once.
        let (_, commits_before) = db.writer.tally().read();
        let gate = db.gate.clone().lock_owned().await;
        let mut waiting = Vec::new();
        for (i, id) in games.iter().enumerate() {
            let mut write = a_move(&db, *id, 1, 0).await;
            write.mails[0].message_id = format!("turn.1.game{id}@x");
            if i == 4 {
                // A move the database cannot store (its mail held for a player there is not:
                // a foreign key).
                write.mails[0].hold = Some(Hold {
                    user_id: 999_999,
                    seq: Seq(1),
                    for_ms: 0,
                });
            }
            let db = db.clone();
            waiting.push(tokio::spawn(
                async move { db.writer.write_change(write).await },
            ));
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        drop(gate);
        let mut answers = Vec::new();
        for w in waiting {
            answers.push(w.await.expect("task"));
        }
        for (i, answer) in answers.iter().enumerate() {
            if i == 4 {
                assert!(matches!(answer, Err(WriteError::Database(_))), "{answer:?}");
            } else {
                assert!(answer.is_ok(), "move {i}: {answer:?}");
            }
        }
        let mut conn = db.acquire().await.expect("conn");
        let (moves, mails): (i64, i64) =
            crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT (SELECT count(*) FROM moves), (SELECT count(*) FROM outbox)")
                .fetch_one(c).await)
                .expect("count");
        assert_eq!((moves, mails), (9, 9));
        let (written, commits) = db.writer.tally().read();
        assert_eq!(written, 9);
        let commits = commits - commits_before;
        assert!(commits <= 3, "9 moves in {commits} commits");
        let (bad, _, log) = with_seats_and_log(&mut conn, games[4])
            .await
            .expect("read")
            .expect("game");
        assert_eq!(
            (bad.seq.0, bad.status.as_str(), log.len()),
            (0, "active", 0)
        );
    }
}

on_both_engines! {
    async fn two_moves_of_one_game_in_one_commit_the_first_is_written_the_other_is_stale(engine) {
        let Some((_kept, db, id)) = one_game_on(engine).await else {
            return;
        };
        let (_, commits_before) = db.writer.tally().read();
        // Both are queued while the gate is held, so they arrive in one batch (the writer
        // is a thread of its own and would otherwise start on the first at once).
        let gate = db.gate.clone().lock_owned().await;
        let mut writes = Vec::new();
        for seat in [0, 1] {
            let mut write = a_move(&db, id, 1, seat).await;
            write.mails[0].message_id = format!("turn.1.seat{seat}@x");
            writes.push(write);
        }
        let mut waiting = Vec::new();
        for write in writes {
            let db = db.clone();
            waiting.push(tokio::spawn(
                async move { db.writer.write_change(write).await },
            ));
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        drop(gate);
        let first = waiting.remove(0).await.expect("task");
        let second = waiting.remove(0).await.expect("task");
        assert!(first.is_ok(), "{first:?}");
        assert!(matches!(second, Err(WriteError::Stale)), "{second:?}");
        let (moves, commits) = db.writer.tally().read();
        assert_eq!(
            (moves, commits - commits_before),
            (1, 1),
            "one commit for both"
        );
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq.0, log.len(), log[0].seat_index), (1, 1, Seat(0)));
        assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (1, 0));
        let (mails,): (i64,) = crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT count(*) FROM outbox")
            .fetch_one(c).await)
            .expect("count");
        assert_eq!(mails, 1);
    }
}
