//! The one writer's own tests: batches of moves and looks, refusals and failed commits.

use rusqlite::params;

use super::*;
use crate::store::Db;
use crate::store::games::ClockWrite;
use crate::store::games::tests::{a_move, one_game};
use crate::store::games::with_seats_and_log;
use crate::store::outbox::Hold;
use crate::store::sql::Conn;
use crate::store::writer::{Change, commit, open_connection};

#[tokio::test]
async fn a_batch_commits_each_move_or_its_refusal_and_a_failed_commit_writes_nothing() {
    let (dir, db, id) = one_game().await;
    // Two moves of one game, both checked against the game at move 0.
    let first = a_move(&db, id, 1, 0).await;
    let mut second = a_move(&db, id, 1, 1).await;
    second.mails[0].message_id = "turn.1.seat1@x".into();
    let changes = [
        Change::Game(Box::new(first)),
        Change::Game(Box::new(second)),
    ];
    let batch: Vec<&Change> = changes.iter().collect();
    let conn = open_connection(&dir.path().join("t.db")).expect("open");
    // A commit that fails: every entry of the log leaves a deferred foreign key unmet,
    // which only COMMIT checks.
    conn.execute_batch(
        "CREATE TEMP TABLE parent (id INTEGER PRIMARY KEY);
         CREATE TEMP TABLE child (p INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
         CREATE TEMP TRIGGER unmet AFTER INSERT ON main.moves
         BEGIN INSERT INTO child VALUES (1); END;",
    )
    .expect("a failing commit");
    let failed = commit(Conn::Lite(&conn), &batch);
    assert!(failed.is_err(), "{failed:?}");
    let read = || async {
        let mut pool = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut pool, id)
            .await
            .expect("read")
            .expect("game");
        let (mails,): (i64,) = crate::store::access::each_engine!(&mut pool, c => sqlx::query_as("SELECT count(*) FROM outbox")
            .fetch_one(c).await)
            .expect("count");
        (game, seats, log, mails)
    };
    let (game, seats, log, mails) = read().await;
    assert_eq!((game.seq.0, log.len(), mails), (0, 0, 0), "nothing written");
    assert!(game.snapshot.is_none());
    assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (0, 0));

    // The same batch again, committing: the first is written, the second is stale.
    conn.execute_batch("DROP TRIGGER temp.unmet").expect("drop");
    let answers = commit(Conn::Lite(&conn), &batch).expect("committed");
    assert!(answers[0].is_ok(), "{answers:?}");
    assert!(matches!(answers[1], Err(WriteError::Stale)), "{answers:?}");
    let (game, seats, log, mails) = read().await;
    assert_eq!((game.seq.0, game.status.as_str(), mails), (1, "active", 1));
    assert_eq!(
        (log.len(), log[0].seat_index, log[0].action.as_str()),
        (1, Seat(0), "m1")
    );
    assert_eq!(
        (game.snapshot_seq, game.snapshot.as_deref()),
        (Some(crate::domain::Seq(1)), Some("state after 1"))
    );
    assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (1, 0));
    assert!(!seats[0].to_act && seats[1].to_act);
}

/// The user who plays `seat` of game `id`.
fn player_of(db: &Db, id: GameId, seat: i64) -> i64 {
    db.read(|c| {
        c.query_row(
            "SELECT user_id FROM seats WHERE game_id = ?1 AND seat_index = ?2",
            &[&id, &seat],
            |r| r.get(0),
        )
    })
    .expect("player")
}

/// (`seen_seq` of `user`'s seat, status of the mail with Message-ID `message_id`).
fn seen_and_mail(db: &Db, id: GameId, user: i64, message_id: &str) -> (i64, String) {
    db.read(|c| {
        c.query_row(
            "SELECT (SELECT seen_seq FROM seats WHERE game_id = ?1 AND user_id = ?2),
                    (SELECT status FROM outbox WHERE message_id = ?3)",
            &[&id, &user, &message_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    })
    .expect("read")
}

#[tokio::test]
async fn a_look_batched_with_moves_is_recorded_only_for_the_game_as_it_read_it() {
    use crate::store::looks::{LookWrite, place};
    let (dir, db, id) = one_game().await;
    let ben = player_of(&db, id, 1);
    // Ann's move hands the turn to Ben with a turn mail held for him.
    let mut first = a_move(&db, id, 1, 0).await;
    let held = |seq| {
        Some(Hold {
            user_id: ben,
            seq: Seq(seq),
            for_ms: 60_000,
        })
    };
    first.mails[0].hold = held(1);
    db.writer.write_change(first).await.expect("move 1");
    let at_one = db.read(|c| place(c, id, ben)).expect("read").expect("game");
    assert!(at_one.held && at_one.matters(), "{at_one:?}");
    let look = |place| LookWrite {
        game_id: id,
        user_id: ben,
        place,
        at: Millis(5000),
    };
    let conn = open_connection(&dir.path().join("t.db")).expect("open");

    // Ben's look, then his move checked against the same game, in one batch: both written,
    // the look for move 1, and the held mail is not sent.
    let mut second = a_move(&db, id, 2, 1).await;
    second.mails[0].message_id = "turn.2@x".into();
    let changes = [Change::Look(look(at_one)), Change::Game(Box::new(second))];
    let answers =
        commit(Conn::Lite(&conn), &changes.iter().collect::<Vec<_>>()).expect("committed");
    assert!(matches!(answers[..], [Ok(1), Ok(0)]), "{answers:?}");
    assert_eq!(seen_and_mail(&db, id, ben, "turn.1@x"), (1, "seen".into()));

    // Ann's move, then a look Ben read before it, in one batch: the move is written, the
    // look is stale (the game it showed is gone) and writes nothing.
    let at_two = db.read(|c| place(c, id, ben)).expect("read").expect("game");
    let mut third = a_move(&db, id, 3, 0).await;
    third.mails[0].message_id = "turn.3@x".into();
    third.mails[0].hold = held(3);
    let changes = [Change::Game(Box::new(third)), Change::Look(look(at_two))];
    let answers =
        commit(Conn::Lite(&conn), &changes.iter().collect::<Vec<_>>()).expect("committed");
    assert!(answers[0].is_ok(), "{answers:?}");
    assert!(matches!(answers[1], Err(WriteError::Stale)), "{answers:?}");
    assert_eq!(
        seen_and_mail(&db, id, ben, "turn.1@x").0,
        1,
        "not seen move 2"
    );

    // Through the writer: a look at the game as it is now is recorded.
    let at_three = db.read(|c| place(c, id, ben)).expect("read").expect("game");
    let recorded = db.writer.write_look(look(at_three)).await;
    assert!(matches!(recorded, Ok(1)), "{recorded:?}");
    assert_eq!(seen_and_mail(&db, id, ben, "turn.3@x"), (3, "seen".into()));
    assert_eq!(db.writer.tally().looks(), 1);
}

#[tokio::test]
async fn an_end_outside_the_log_finishes_the_game_stops_every_clock_and_ends_a_pause() {
    let (dir, db, id) = one_game().await;
    db.writer
        .write_change(a_move(&db, id, 1, 0).await)
        .await
        .expect("move 1");
    // A pause agreed, a proposal standing, Ben out of time with a bank left.
    let conn = open_connection(&dir.path().join("t.db")).expect("open");
    conn.execute_batch(&format!(
        "UPDATE games SET paused_at = 2000, proposal = 'draw', proposed_by = 0 WHERE id = {id};
         UPDATE seats SET paused_left_ms = 500, deadline = 3000, bank_ms = 700,
                          timed_out_at = 2500 WHERE game_id = {id} AND seat_index = 1;"
    ))
    .expect("paused");
    let version: i64 = conn
        .query_row("SELECT version FROM games WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .expect("version");

    // The end, as the service decides it: no entry, the game finished, no seat to act.
    let mut end = GameChange::of(id, version, Millis(4000));
    end.turn = Some(TurnWrite {
        status: GameStatus::Finished,
        result: Some(r#"{"reason":"resigned"}"#.into()),
        turn_since: None,
        to_act: Vec::new(),
        clocks: vec![
            ClockWrite::default(),
            ClockWrite {
                deadline: None,
                bank_ms: Some(700),
                paused_left_ms: None,
            },
        ],
    });
    let stale = GameChange::of(id, version - 1, Millis(4000));
    assert!(matches!(
        db.writer.write_change(stale).await,
        Err(WriteError::Stale)
    ));
    db.writer.write_change(end).await.expect("the end");

    let game: (String, Option<String>, Option<i64>, Option<String>, i64) = conn
        .query_row(
            "SELECT status, result, paused_at, proposal, seq FROM games WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .expect("game");
    assert_eq!(
        game,
        (
            "finished".into(),
            Some(r#"{"reason":"resigned"}"#.into()),
            None,
            None,
            1
        ),
        "finished, the pause and the proposal ended, the log kept"
    );
    let ben: (
        bool,
        Option<i64>,
        Option<i64>,
        Option<i64>,
        Option<i64>,
        i64,
    ) = conn
        .query_row(
            "SELECT to_act, deadline, bank_ms, paused_left_ms, timed_out_at, last_seq
             FROM seats WHERE game_id = ?1 AND seat_index = 1",
            [id],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            },
        )
        .expect("ben");
    assert_eq!(
        ben,
        (false, None, Some(700), None, Some(2500), 0),
        "no turn, no clock, the bank and the time-out kept"
    );
}

/// The game's version.
fn version_of(db: &Db, id: GameId) -> i64 {
    db.read(|c| {
        c.query_row("SELECT version FROM games WHERE id = ?1", &[&id], |r| {
            r.get(0)
        })
    })
    .expect("version")
}

#[tokio::test]
async fn a_seat_event_is_written_only_on_the_seat_as_the_decision_saw_it() {
    let (dir, db, id) = one_game().await;
    let conn = open_connection(&dir.path().join("t.db")).expect("open");
    let ben = player_of(&db, id, 1);
    conn.execute_batch(&format!(
        "INSERT INTO ahead_decisions (game_id, seat_index, action, given_at)
             VALUES ({id}, 1, 'x', 1);
         UPDATE seats SET orders = '{{}}', reminded_for = 9, muted = TRUE
             WHERE game_id = {id} AND seat_index = 1;"
    ))
    .expect("ben's own things");

    // Ben leaves: the seat keeps nothing of his.
    let mut leave = GameChange::of(id, version_of(&db, id), Millis(1000));
    leave.seat_events.push(SeatEvent::Vacated { seat: Seat(1) });
    db.writer.write_change(leave).await.expect("vacated");
    let seat: (Option<i64>, Option<String>, Option<i64>, bool, i64) = conn
        .query_row(
            "SELECT user_id, orders, reminded_for, muted,
                    (SELECT count(*) FROM ahead_decisions WHERE game_id = ?1)
             FROM seats WHERE game_id = ?1 AND seat_index = 1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .expect("seat");
    assert_eq!(seat, (None, None, None, false, 0));

    // Two take the vacant seat, each decided on the game as it was: the first takes it,
    // the second is stale and writes nothing.
    let version = version_of(&db, id);
    let take = |user_id| {
        let mut take = GameChange::of(id, version, Millis(2000));
        take.seat_events.push(SeatEvent::Taken {
            seat: Seat(1),
            user_id,
        });
        take
    };
    db.writer.write_change(take(ben)).await.expect("taken");
    let second = db.writer.write_change(take(player_of(&db, id, 0))).await;
    assert!(matches!(second, Err(WriteError::Stale)), "{second:?}");
    assert_eq!(player_of(&db, id, 1), ben);

    // A nudge within the time allowed is stale, even at the game's version: nudges are
    // not part of it.
    let nudge = |at, not_since| {
        let mut nudge = GameChange::of(id, version_of(&db, id), Millis(at));
        nudge.seat_events.push(SeatEvent::Nudged {
            seat: Seat(0),
            not_since: Millis(not_since),
        });
        nudge
    };
    db.writer
        .write_change(nudge(5000, 0))
        .await
        .expect("the first nudge");
    let again = db.writer.write_change(nudge(6000, 4000)).await;
    assert!(matches!(again, Err(WriteError::Stale)), "{again:?}");
    db.writer
        .write_change(nudge(9000, 5000))
        .await
        .expect("a nudge after the time allowed");

    // A reminder of a deadline already reminded of is stale.
    let remind = || {
        let mut remind = GameChange::of(id, version_of(&db, id), Millis(9500));
        remind.seat_events.push(SeatEvent::Reminded {
            seat: Seat(1),
            deadline: Millis(20_000),
        });
        remind
    };
    db.writer.write_change(remind()).await.expect("reminded");
    assert!(matches!(
        db.writer.write_change(remind()).await,
        Err(WriteError::Stale)
    ));
}

#[tokio::test]
async fn the_database_takes_only_the_next_move_of_a_game_in_play_and_a_move_moves_the_version_once()
{
    let (dir, db, id) = one_game().await;
    let conn = open_connection(&dir.path().join("t.db")).expect("open");
    // The database's own check, whatever a writer believed (migration 0023): only the move
    // after the game's seq and the log's last move goes in.
    let insert = |seq: i64| {
        conn.execute(
            "INSERT INTO moves (game_id, seq, seat_index, action, at, made_by)
             VALUES (?1, ?2, 0, 'x', 1, 'player')",
            params![id, seq],
        )
    };
    let refused = |seq: i64| {
        let err = insert(seq).expect_err("out of sequence");
        assert!(err.to_string().contains("stale move"), "{seq}: {err}");
    };
    refused(0);
    refused(2);

    // A move and the server's step after it, through the writer: each entry goes in after
    // the one before it, and the game's version moves on once.
    let version = version_of(&db, id);
    let mut write = a_move(&db, id, 1, 0).await;
    if let LogChange::Append { entries, .. } = &mut write.log {
        entries.push(LogEntry {
            seq: Seq(2),
            seat_index: Seat(1),
            action: "m2".into(),
            made_by: By::Auto,
            at: None,
        });
    }
    write.turn.as_mut().expect("a turn").clocks =
        vec![ClockWrite::default(), ClockWrite::default()];
    db.writer.write_change(write).await.expect("written");
    assert_eq!(version_of(&db, id), version + 1, "one step a change");

    // The log's last move is 2: a move again, a stale one and a gap are refused.
    for seq in [1, 2, 4] {
        refused(seq);
    }
    // A writer outside the one writer that appends and sets the seq after each move, as
    // the import does, still goes in step by step, and still moves the version on.
    insert(3).expect("the next move");
    conn.execute("UPDATE games SET seq = 3 WHERE id = ?1", [id])
        .expect("seq");
    assert_eq!(version_of(&db, id), version + 2);
    // A change that only marks the chat a mail carried moves nothing a decision is
    // checked against: the version stays.
    let mut marks = GameChange::of(id, version + 2, Millis(5000));
    marks.chat_seen.push(ChatSeen {
        seat: Seat(1),
        last_id: 7,
    });
    db.writer.write_change(marks).await.expect("marks");
    assert_eq!(version_of(&db, id), version + 2);
    // No move goes into a game that is over.
    conn.execute("UPDATE games SET status = 'finished' WHERE id = ?1", [id])
        .expect("over");
    refused(4);
}

#[tokio::test]
async fn a_snapshot_repair_is_written_only_on_the_game_as_it_was_replayed() {
    let (_dir, db, id) = one_game().await;
    let snapshot = |db: &Db| {
        db.read(|c| {
            c.query_row(
                "SELECT seq, state FROM snapshots WHERE game_id = ?1",
                &[&id],
                |r| Ok((r.get::<Seq>(0)?, r.get::<String>(1)?)),
            )
        })
        .expect("a snapshot")
    };
    let first = a_move(&db, id, 1, 0).await;
    db.writer.write_change(first).await.expect("the first move");
    let version = version_of(&db, id);
    let (seq, _) = snapshot(&db);
    let repair = |version, state: &str| SnapshotRepair {
        game_id: id,
        version,
        seq,
        state: state.into(),
    };
    db.writer
        .write_snapshot_repair(repair(version, "replayed"))
        .await
        .expect("repaired");
    assert_eq!(snapshot(&db), (seq, "replayed".into()));
    assert_eq!(version_of(&db, id), version, "not a change of the game");
    // A move comes in after the replay read the game: its snapshot stands.
    let moved = a_move(&db, id, 2, 1).await;
    db.writer.write_change(moved).await.expect("the move");
    let after_move = snapshot(&db);
    assert!(matches!(
        db.writer
            .write_snapshot_repair(repair(version, "too late"))
            .await,
        Err(WriteError::Stale)
    ));
    assert_eq!(snapshot(&db), after_move);
}

#[tokio::test]
async fn a_seat_the_operator_reassigns_keeps_nothing_of_its_last_player_and_is_on_record() {
    let (dir, db, id) = one_game().await;
    let conn = open_connection(&dir.path().join("t.db")).expect("open");
    let (ann, ben) = (player_of(&db, id, 0), player_of(&db, id, 1));
    conn.execute_batch(&format!(
        "INSERT INTO ahead_decisions (game_id, seat_index, action, given_at)
             VALUES ({id}, 1, 'x', 1);
         UPDATE seats SET orders = '{{}}', timed_out_at = 7
             WHERE game_id = {id} AND seat_index = 1;"
    ))
    .expect("ben's own things");
    let version = version_of(&db, id);
    let mut reassign = GameChange::of(id, version, Millis(3000));
    reassign.seat_events.push(SeatEvent::Reassigned {
        seat: Seat(1),
        user_id: ann,
    });
    reassign.audit = Some(AuditLine {
        actor: "ops".into(),
        action: "seat",
        detail: "seat white: ben -> ann".into(),
    });
    db.writer.write_change(reassign).await.expect("reassigned");
    let seat: (i64, Option<String>, Option<i64>, i64) = conn
        .query_row(
            "SELECT user_id, orders, timed_out_at,
                    (SELECT count(*) FROM ahead_decisions WHERE game_id = ?1)
             FROM seats WHERE game_id = ?1 AND seat_index = 1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .expect("seat");
    assert_eq!(seat, (ann, None, None, 0), "ben had {ben}");
    assert!(
        version_of(&db, id) > version,
        "a change of the game's seats"
    );
    let audit: (i64, String, String, i64, String) = conn
        .query_row(
            "SELECT at, actor, action, game_id, detail FROM audit",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .expect("one audit line");
    assert_eq!(
        audit,
        (
            3000,
            "ops".into(),
            "seat".into(),
            id.get(),
            "seat white: ben -> ann".into()
        )
    );
}
