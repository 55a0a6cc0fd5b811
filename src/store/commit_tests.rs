//! The group writer's own tests: batches, refusals and failed commits.

use super::*;
use crate::store::games::tests::{a_move, one_game};
use crate::store::games::with_seats_and_log;

#[tokio::test]
async fn a_batch_commits_each_move_or_its_refusal_and_a_failed_commit_writes_nothing() {
    let (dir, db, id) = one_game().await;
    // Two moves of one game, both checked against the game at move 0.
    let first = a_move(&db, id, 1, 0).await;
    let mut second = a_move(&db, id, 1, 1).await;
    second.mails[0].message_id = "turn.1.seat1@x".into();
    let mut conn = open_connection(&dir.path().join("t.db")).expect("open");
    // A commit that fails: every entry of the log leaves a deferred foreign key unmet,
    // which only COMMIT checks.
    conn.execute_batch(
        "CREATE TEMP TABLE parent (id INTEGER PRIMARY KEY);
         CREATE TEMP TABLE child (p INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
         CREATE TEMP TRIGGER unmet AFTER INSERT ON main.moves
         BEGIN INSERT INTO child VALUES (1); END;",
    )
    .expect("a failing commit");
    let failed = commit_moves(&mut conn, &[&first, &second]);
    assert!(failed.is_err(), "{failed:?}");
    let read = || async {
        let mut pool = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut pool, id)
            .await
            .expect("read")
            .expect("game");
        let (mails,): (i64,) = sqlx::query_as("SELECT count(*) FROM outbox")
            .fetch_one(&mut *pool)
            .await
            .expect("count");
        (game, seats, log, mails)
    };
    let (game, seats, log, mails) = read().await;
    assert_eq!((game.seq.0, log.len(), mails), (0, 0, 0), "nothing written");
    assert!(game.snapshot.is_none());
    assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (0, 0));

    // The same batch again, committing: the first is written, the second is stale.
    conn.execute_batch("DROP TRIGGER temp.unmet").expect("drop");
    let answers = commit_moves(&mut conn, &[&first, &second]).expect("committed");
    assert!(answers[0].is_ok(), "{answers:?}");
    assert!(
        matches!(answers[1], Err(MoveWriteError::Stale)),
        "{answers:?}"
    );
    let (game, seats, log, mails) = read().await;
    assert_eq!((game.seq.0, game.status.as_str(), mails), (1, "active", 1));
    assert_eq!(
        (log.len(), log[0].seat_index, log[0].action.as_str()),
        (1, 0, "m1")
    );
    assert_eq!(
        (game.snapshot_seq, game.snapshot.as_deref()),
        (Some(crate::domain::Seq(1)), Some("state after 1"))
    );
    assert_eq!((seats[0].last_seq.0, seats[1].last_seq.0), (1, 0));
    assert!(!seats[0].to_act && seats[1].to_act);
}
