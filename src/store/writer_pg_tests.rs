//! The one writer on PostgreSQL (issue 29): the same changes, written by the same code as
//! on SQLite, under the same checks. Runs where `HERALD_TEST_POSTGRES` names a server (see
//! [`super::test_postgres`]).

use std::sync::Arc;

use sqlx::PgPool;
use tokio::sync::Mutex;

use super::change::WriteError;
use super::games::tests::{a_move_on, new_active_game};
use super::games_read::{read_moves_of, read_with_seats};
use super::hosts::Primary;
use super::looks::{LookWrite, place};
use super::sql::PgLink;
use super::test_postgres::fresh_database;
use super::writer::{Change, Writer, commit, start_postgres};
use crate::domain::{GameId, Millis, Seq};

/// A migrated database with players ann and ben, the writer on it, and their game
/// (under way) written by the writer: (its URL, a pool, the writer, the game, ben).
async fn writer_on_postgres() -> Option<(String, PgPool, Writer, GameId, i64)> {
    let url = fresh_database()?;
    let pool = PgPool::connect(&url).await.expect("the test database");
    sqlx::migrate!("./migrations/postgres")
        .run(&pool)
        .await
        .expect("PostgreSQL's migrations");
    let mut players = Vec::new();
    for name in ["ann", "ben"] {
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO users (name, name_key, email, password_hash, created_at)
             VALUES ($1, $1, $1 || '@example.org', 'hash', 0) RETURNING id",
        )
        .bind(name)
        .fetch_one(&pool)
        .await
        .expect("a player");
        players.push(id);
    }
    let writer = start_postgres(primary_of(&url), Arc::new(Mutex::new(()))).expect("the writer");
    let id: GameId = "1".parse().expect("an id");
    writer
        .write_new_game(new_active_game(id, players[0], players[1]))
        .await
        .expect("a new game");
    Some((url, pool, writer, id, players[1]))
}

/// Runs `read` on a synchronous PostgreSQL connection of its own, off the async task.
async fn read<T: Send + 'static>(url: &str, read: impl FnOnce(&PgLink) -> T + Send + 'static) -> T {
    let url = url.to_string();
    tokio::task::spawn_blocking(move || {
        let link = PgLink::connect(&url).expect("a read connection");
        let answer = read(&link);
        link.close();
        answer
    })
    .await
    .expect("the read")
}

async fn version_of(pool: &PgPool, id: GameId) -> i64 {
    sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await
        .expect("the version")
}

#[tokio::test]
async fn the_one_writer_writes_moves_to_postgresql_under_the_version_check_and_the_log_s_trigger() {
    let Some((url, pool, writer, id, ben)) = writer_on_postgres().await else {
        return;
    };
    let first = version_of(&pool, id).await;

    // A move on the game as it stands is written whole: log, snapshot, seats, mail.
    writer
        .write_change(a_move_on(id, first, 1, 0))
        .await
        .expect("move 1");
    assert_eq!(version_of(&pool, id).await, first + 1, "one step a change");
    // A move decided on the game before it is stale, and writes nothing.
    let stale = writer.write_change(a_move_on(id, first, 2, 1)).await;
    assert!(matches!(stale, Err(WriteError::Stale)), "{stale:?}");
    // A move out of sequence is refused by the database's trigger, as on SQLite.
    let gap = writer.write_change(a_move_on(id, first + 1, 3, 1)).await;
    assert!(matches!(gap, Err(WriteError::Stale)), "{gap:?}");
    writer
        .write_change(a_move_on(id, first + 1, 2, 1))
        .await
        .expect("move 2");

    let (game, seats, log) = read(&url, move |link| {
        let (game, seats) = read_with_seats(link.conn(), id)
            .expect("read")
            .expect("the game");
        (
            game,
            seats,
            read_moves_of(link.conn(), id).expect("the log"),
        )
    })
    .await;
    assert_eq!((game.seq, game.version), (Seq(2), first + 2));
    assert_eq!(game.snapshot.as_deref(), Some("state after 2"));
    let seqs: Vec<i64> = log.iter().map(|m| m.seq.0).collect();
    assert_eq!(seqs, [1, 2]);
    assert_eq!((seats[0].last_seq, seats[1].last_seq), (Seq(1), Seq(2)));
    assert!(seats[0].to_act && !seats[1].to_act);
    let mails: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE game_id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .expect("mails");
    assert_eq!(mails, 2, "each move's mail, in its transaction");

    // Ben's look at move 2 is recorded; one read before it is stale.
    let seen = read(&url, move |link| {
        place(link.conn(), id, ben)
            .expect("read")
            .expect("the game")
    })
    .await;
    assert_eq!((seen.seq, seen.version), (Seq(2), first + 2));
    let look = |place| LookWrite {
        game_id: id,
        user_id: ben,
        place,
        at: Millis(9000),
    };
    writer.write_look(look(seen)).await.expect("the look");
    let older = crate::store::looks::Place {
        version: first,
        ..seen
    };
    let refused = writer.write_look(look(older)).await;
    assert!(matches!(refused, Err(WriteError::Stale)), "{refused:?}");
    writer.close().await;
    pool.close().await;
}

#[tokio::test]
async fn moves_racing_for_one_seq_on_postgresql_have_one_winner() {
    let Some((_url, pool, writer, id, _)) = writer_on_postgres().await else {
        return;
    };
    // Two writers (two Herald processes on one database), each with moves for the same
    // seq, decided on the same version: exactly one of each pair is written.
    let other = start_postgres(
        primary_of(&fresh_url_of(&pool).await),
        Arc::new(Mutex::new(())),
    )
    .expect("a second writer");
    for seq in 1..=20 {
        let version = version_of(&pool, id).await;
        let seat = usize::from(seq % 2 == 0);
        let (one, two) = tokio::join!(
            writer.write_change(a_move_on(id, version, seq, seat)),
            other.write_change(a_move_on(id, version, seq, seat)),
        );
        let won = [&one, &two].iter().filter(|w| w.is_ok()).count();
        assert_eq!(won, 1, "seq {seq}: {one:?} {two:?}");
        for lost in [one, two].into_iter().filter_map(Result::err) {
            assert!(matches!(lost, WriteError::Stale), "seq {seq}: {lost:?}");
        }
    }
    let moves: i64 = sqlx::query_scalar("SELECT count(*) FROM moves WHERE game_id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .expect("moves");
    assert_eq!(moves, 20);
    other.close().await;
    writer.close().await;
    pool.close().await;
}

/// The URL of the database `pool` is connected to.
async fn fresh_url_of(pool: &PgPool) -> String {
    let name: String = sqlx::query_scalar("SELECT current_database()")
        .fetch_one(pool)
        .await
        .expect("the database's name");
    let server = std::env::var(super::test_postgres::SERVER).expect("the server");
    super::test_postgres::with_database(&server, &name)
}

/// The hosts of `url`, for the writer.
fn primary_of(url: &str) -> Arc<Primary> {
    Arc::new(Primary::parse(url).expect("a PostgreSQL URL"))
}

/// Game 2 beside game 1 of [`writer_on_postgres`], written by `writer`, with both games'
/// versions: (game 2, game 1's version, game 2's version).
async fn a_second_game(pool: &PgPool, writer: &Writer, one: GameId) -> (GameId, i64, i64) {
    let players: Vec<i64> = sqlx::query_scalar("SELECT id FROM users ORDER BY id")
        .fetch_all(pool)
        .await
        .expect("the players");
    let two: GameId = "2".parse().expect("an id");
    writer
        .write_new_game(new_active_game(two, players[0], players[1]))
        .await
        .expect("game 2");
    (
        two,
        version_of(pool, one).await,
        version_of(pool, two).await,
    )
}

/// Commits `changes` as the writer's thread does, on a link of its own (another
/// process's writer, say): their answers.
fn commit_on(url: &str, changes: Vec<Change>) -> std::thread::JoinHandle<Vec<String>> {
    let url = url.to_string();
    std::thread::spawn(move || {
        let link = PgLink::connect(&url).expect("the writer's link");
        let batch: Vec<&Change> = changes.iter().collect();
        let answers = commit(link.conn(), &batch).expect("the commit");
        link.close();
        answers.iter().map(|a| format!("{a:?}")).collect()
    })
}

/// Whether some transaction waits for a lock (another holds what it asks for).
async fn someone_waits(pool: &PgPool) -> bool {
    sqlx::query_scalar("SELECT count(*) > 0 FROM pg_locks WHERE NOT granted")
        .fetch_one(pool)
        .await
        .expect("pg_locks")
}

/// Waits until some transaction waits for a lock.
async fn until_someone_waits(pool: &PgPool) {
    for _ in 0..200 {
        if someone_waits(pool).await {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("nothing waited for a lock");
}

#[tokio::test]
async fn a_batch_locks_its_games_in_their_order_so_two_writers_never_wait_in_a_circle() {
    let Some((url, pool, writer, one, _)) = writer_on_postgres().await else {
        return;
    };
    let (two, v1, v2) = a_second_game(&pool, &writer, one).await;
    // Another process's transaction holds game 1.
    let mut other = pool.begin().await.expect("a transaction");
    sqlx::query("SELECT 1 FROM games WHERE id = $1 FOR UPDATE")
        .bind(one)
        .execute(&mut *other)
        .await
        .expect("game 1 locked");
    // A batch that came as game 2, then game 1, waits for game 1 before it takes game 2:
    // game 2 is free all the while.
    let batch = commit_on(
        &url,
        vec![
            Change::Game(Box::new(a_move_on(two, v2, 1, 0))),
            Change::Game(Box::new(a_move_on(one, v1, 1, 0))),
        ],
    );
    until_someone_waits(&pool).await;
    let mut third = pool.begin().await.expect("a transaction");
    let free = sqlx::query("SELECT 1 FROM games WHERE id = $1 FOR UPDATE NOWAIT")
        .bind(two)
        .execute(&mut *third)
        .await;
    assert!(free.is_ok(), "game 2 was locked first: {free:?}");
    third.rollback().await.expect("let go of game 2");
    other.rollback().await.expect("let go of game 1");
    let answers = batch.join().expect("the batch");
    assert_eq!(
        answers,
        ["Ok(0)", "Ok(0)"],
        "answered in the order they came"
    );
    assert_eq!(version_of(&pool, one).await, v1 + 1);
    assert_eq!(version_of(&pool, two).await, v2 + 1);
    writer.close().await;
    pool.close().await;
}

#[tokio::test]
async fn a_change_that_loses_a_deadlock_is_written_again_once_its_batch_has_committed() {
    let Some((url, pool, writer, one, _)) = writer_on_postgres().await else {
        return;
    };
    let (two, v1, v2) = a_second_game(&pool, &writer, one).await;
    // Another process's transaction holds game 2 (as a rest over several games might).
    let mut other = pool.begin().await.expect("a transaction");
    sqlx::query("SELECT 1 FROM games WHERE id = $1 FOR UPDATE")
        .bind(two)
        .execute(&mut *other)
        .await
        .expect("game 2 locked");
    // The batch takes game 1 and waits for game 2 ...
    let batch = commit_on(
        &url,
        vec![
            Change::Game(Box::new(a_move_on(one, v1, 1, 0))),
            Change::Game(Box::new(a_move_on(two, v2, 1, 0))),
        ],
    );
    until_someone_waits(&pool).await;
    // ... while the other waits for game 1: a circle. The batch waited first, so its
    // deadlock check comes first and PostgreSQL refuses its change of game 2; the batch
    // commits game 1's, letting the other through, and once the other has ended, game 2's
    // change is written after all.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    sqlx::query("SELECT 1 FROM games WHERE id = $1 FOR UPDATE")
        .bind(one)
        .execute(&mut *other)
        .await
        .expect("game 1, once the batch committed");
    other.rollback().await.expect("let go of both");
    let answers = batch.join().expect("the batch");
    assert_eq!(answers, ["Ok(0)", "Ok(0)"]);
    assert_eq!(version_of(&pool, one).await, v1 + 1);
    assert_eq!(version_of(&pool, two).await, v2 + 1);
    writer.close().await;
    pool.close().await;
}
