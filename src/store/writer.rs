//! The one writer: group commit on a thread of its own. Each change is decided by its own
//! request; writing it waits at the process's write gate. Rather than one transaction (and
//! one flush to disk) per change, the writer takes every change waiting at that moment and
//! writes them in one transaction, each under a savepoint: a change the database refuses
//! as stale, or that fails for any other reason, is rolled back alone and answered with its
//! refusal, and the others are committed without it.
//!
//! Every change to a game comes this way ([`Change`]): a [`GameChange`] (a move, a
//! take-back, an ending, a seat, an agreement, a deadline: see [`super::change`]), a
//! [`NewGame`] (created or imported), a player's [`Rest`] (an absence, a vacation day) over
//! their games, a declined record ([`Declined`]), a snapshot the operator repairs
//! ([`SnapshotRepair`]), a player's wish for their seat ([`SeatWish`]: the chat read or
//! written, a game muted, standing orders, a decision given ahead), and a player's look
//! ([`LookWrite`], see [`super::looks`]): a look that must be on record before the answer
//! that showed them the game shares the moves' commit instead of taking SQLite's write
//! lock for a transaction of its own.
//!
//! The writer is a thread that owns one synchronous SQLite connection with its statements
//! prepared once. sqlx's driver runs every statement on its connection's thread and hands
//! each row back across a channel; a move of ten statements crossed threads some twenty
//! times. Here a change crosses twice: to the writer and, once it is on disk, back.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context;
use rusqlite::Connection;
use tokio::sync::{Mutex, mpsc, oneshot};

use super::change::{GameChange, SnapshotRepair, write_change, write_snapshot_repair};
use super::hosts::Primary;
use super::looks::{self, LookWrite};
use super::new_game::{NewGame, write_new_game};
use super::records::{Declined, write_declined};
use super::rest::{Rest, write_rest};
use super::seat_wishes::{SeatWish, write_wish};
use super::sql::{self, Conn, EachEngine, PgLink};
use super::write_error::WriteError;
use crate::domain::GameId;

/// Changes written in one transaction at most.
const MOST_IN_ONE_COMMIT: usize = 64;

/// How many more transactions a change that lost a deadlock is written in before its
/// error is its answer.
const TRIES_AFTER_A_DEADLOCK: usize = 3;

/// One change for the writer: what to write.
#[derive(Debug)]
pub(super) enum Change {
    /// A move (boxed: a move is large, a look tiny).
    Game(Box<GameChange>),
    /// A game written for the first time.
    NewGame(Box<NewGame>),
    /// A player's rest and the clocks it moves on.
    Rest(Box<Rest>),
    /// A look.
    Look(LookWrite),
    /// A record declined, deleted.
    Declined(Declined),
    /// A game's snapshot repaired.
    Snapshot(SnapshotRepair),
    /// A player's wish for their seat.
    Wish(SeatWish),
}

impl Change {
    /// The game whose row the change locks first on PostgreSQL (a rest: the first of its
    /// games; a new game: its own id), by which a batch is written in order: two
    /// processes' writers that lock games in the same order never wait for each other in a
    /// circle.
    fn game(&self) -> Option<GameId> {
        match self {
            Change::Game(write) => Some(write.game_id),
            Change::NewGame(game) => Some(game.id),
            Change::Rest(rest) => rest.games.iter().map(|g| g.game_id).min(),
            Change::Look(look) => Some(look.game_id),
            Change::Declined(declined) => Some(declined.game_id),
            Change::Snapshot(repair) => Some(repair.game_id),
            Change::Wish(wish) => Some(wish.game()),
        }
    }
}

/// What the writer did with one change: a look's answer is the number of held mails it
/// made needless.
pub(super) type Written = Result<u64, WriteError>;

/// What the writer is asked to do.
#[derive(Debug)]
pub(super) enum Job {
    /// Write a change, and answer once it is on disk (or refused).
    Write(Change, oneshot::Sender<Written>),
    /// Close the connection and stop; answered once closed.
    Close(oneshot::Sender<()>),
}

/// The writer's own connection, of either engine.
#[derive(Debug)]
pub(super) enum Link {
    /// A SQLite connection (see [`open_connection`]).
    Lite(Connection),
    /// A PostgreSQL connection.
    Pg(PgLink),
}

impl Link {
    /// The connection, to run statements on.
    pub(super) fn conn(&self) -> Conn<'_> {
        match self {
            Link::Lite(conn) => Conn::Lite(conn),
            Link::Pg(link) => link.conn(),
        }
    }

    /// Closes the connection.
    fn close(self) {
        match self {
            Link::Lite(conn) => drop(conn),
            Link::Pg(link) => link.close(),
        }
    }
}

/// How many moves, looks and commits the writer has written, for benchmarks and tests.
#[derive(Debug, Default)]
pub struct Tally {
    moves: AtomicU64,
    looks: AtomicU64,
    commits: AtomicU64,
}

impl Tally {
    /// (moves written, transactions committed) so far.
    pub fn read(&self) -> (u64, u64) {
        (
            self.moves.load(Ordering::Relaxed),
            self.commits.load(Ordering::Relaxed),
        )
    }

    /// Looks recorded so far.
    pub fn looks(&self) -> u64 {
        self.looks.load(Ordering::Relaxed)
    }
}

/// The handle to the one writer: every change to a game is handed to it here, and each
/// call answers once its change is on disk (or refused). Cheap to clone: all clones hand
/// their changes to the same thread.
#[derive(Clone, Debug)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
    tally: Arc<Tally>,
}

/// Opens the writer's connection to the (migrated) database at `path` and starts the
/// writer thread; it ends when asked to close or when the last handle is gone.
///
/// # Errors
/// When the database cannot be opened or the thread cannot start.
pub(super) fn start(path: &Path, gate: Arc<Mutex<()>>) -> anyhow::Result<Writer> {
    let conn = open_connection(path)
        .with_context(|| format!("open the writer's connection to {}", path.display()))?;
    spawn(move || Some((Link::Lite(conn), None)), gate)
}

/// Connects the writer to the (migrated) PostgreSQL database on `primary`'s hosts and
/// starts the writer thread, as [`start`] does for a SQLite file. After a failed commit
/// whose link is gone or lands on a standby (a failover), the writer connects again, to
/// the host that will do then.
///
/// # Errors
/// When no host can be reached or the thread cannot start.
pub(super) fn start_postgres(
    primary: Arc<Primary>,
    gate: Arc<Mutex<()>>,
) -> anyhow::Result<Writer> {
    // The link waits on a runtime of its own, so it is made on the writer's thread (a
    // runtime cannot be waited on from an async task's thread).
    let (linked, link) = std::sync::mpsc::sync_channel(1);
    let writer = spawn(
        move || match PgLink::connect_to(&primary) {
            Ok(link) => {
                let _ = linked.send(Ok(()));
                let relink: Relink = Box::new(move || PgLink::connect_to(&primary).map(Link::Pg));
                Some((Link::Pg(link), Some(relink)))
            }
            Err(err) => {
                let _ = linked.send(Err(err.to_string()));
                None
            }
        },
        gate,
    )?;
    match link.recv() {
        Ok(Ok(())) => Ok(writer),
        Ok(Err(why)) => anyhow::bail!("connect the writer to PostgreSQL: {why}"),
        Err(_) => anyhow::bail!("the writer's thread ended before it connected"),
    }
}

/// Makes the writer's link again (PostgreSQL's, after a failover).
type Relink = Box<dyn Fn() -> sql::Result<Link> + Send>;

/// Starts the writer thread on the connection `link` makes there (none: it stops).
///
/// # Errors
/// When the thread cannot start.
fn spawn(
    link: impl FnOnce() -> Option<(Link, Option<Relink>)> + Send + 'static,
    gate: Arc<Mutex<()>>,
) -> anyhow::Result<Writer> {
    let (jobs, waiting) = mpsc::channel::<Job>(1024);
    let tally = Arc::new(Tally::default());
    let counted = tally.clone();
    std::thread::Builder::new()
        .name("herald-moves".into())
        .spawn(move || {
            if let Some((link, relink)) = link() {
                run(link, relink, waiting, &gate, &counted);
            }
        })
        .context("start the writer")?;
    Ok(Writer { jobs, tally })
}

impl Writer {
    /// Writes a move, with the other moves waiting at the same moment, in one transaction,
    /// and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the game has moved on since the move was checked
    /// (nothing was written); database errors (nothing was written).
    pub async fn write_change(&self, write: GameChange) -> Result<(), WriteError> {
        self.submit(Change::Game(Box::new(write))).await.map(|_| ())
    }

    /// Writes a new game whole (its row, seats and first change) with the moves waiting at
    /// the same moment, in one transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when another game took its id since it was decided (nothing
    /// was written); database errors (nothing was written).
    pub async fn write_new_game(&self, game: NewGame) -> Result<(), WriteError> {
        self.submit(Change::NewGame(Box::new(game)))
            .await
            .map(|_| ())
    }

    /// Writes a player's rest (see [`super::rest`]) with the moves waiting at the same moment, in
    /// one transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the day was spent, the absence began or one of the games
    /// changed since the rest was decided (nothing was written); database errors (nothing
    /// was written).
    pub async fn write_rest(&self, rest: Rest) -> Result<(), WriteError> {
        self.submit(Change::Rest(Box::new(rest))).await.map(|_| ())
    }

    /// Deletes a declined record (see [`super::records::Declined`]) with the moves waiting at the
    /// same moment, in one transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the record changed since it was declined, or is gone
    /// (nothing was written); database errors (nothing was written).
    pub async fn write_declined(&self, declined: Declined) -> Result<(), WriteError> {
        self.submit(Change::Declined(declined)).await.map(|_| ())
    }

    /// Replaces a game's snapshot that differs from the state its log replays to (see
    /// [`SnapshotRepair`]), with the moves waiting at the same moment, in one
    /// transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the game changed since it was replayed (nothing was
    /// written); database errors (nothing was written).
    pub async fn write_snapshot_repair(&self, repair: SnapshotRepair) -> Result<(), WriteError> {
        self.submit(Change::Snapshot(repair)).await.map(|_| ())
    }

    /// Records a player's look at a game (see [`LookWrite`]) with the moves waiting
    /// at the same moment, in one transaction, and answers once it is on disk: the number
    /// of held turn mails it made needless.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the game has changed since the look read it (nothing
    /// was written); database errors (nothing was written).
    pub async fn write_look(&self, look: LookWrite) -> Result<u64, WriteError> {
        self.submit(Change::Look(look)).await
    }

    /// Writes a player's wish for their seat (see [`SeatWish`]) with the moves waiting at
    /// the same moment, in one transaction, and answers once it is on disk: what the
    /// wish's kind answers (a chat message's id; 1 or 0 for the others).
    ///
    /// # Errors
    /// [`WriteError::Stale`] for a decision given ahead on a game that changed since it
    /// was checked (nothing was written); database errors (nothing was written).
    pub async fn write_wish(&self, wish: SeatWish) -> Result<u64, WriteError> {
        self.submit(Change::Wish(wish)).await
    }

    /// How many moves, looks and commits the writer has written.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// Hands a change to the writer and waits for its answer.
    async fn submit(&self, change: Change) -> Written {
        let (answer, answered) = oneshot::channel();
        self.jobs
            .send(Job::Write(change, answer))
            .await
            .map_err(|_| WriteError::from(sqlx::Error::PoolClosed))?;
        answered
            .await
            .map_err(|_| WriteError::from(sqlx::Error::WorkerCrashed))?
    }

    /// Asks the writer to close its connection, and waits until it has: changes handed to
    /// it after this fail.
    pub(super) async fn close(&self) {
        let (done, closed) = oneshot::channel();
        if self.jobs.send(Job::Close(done)).await.is_ok() {
            let _ = closed.await;
        }
    }
}

/// The writer's connection, with the settings of the pool's: WAL, every commit on disk
/// before it returns (`synchronous=FULL`), foreign keys enforced; and its temporary
/// files in memory (see below).
pub(super) fn open_connection(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(Duration::from_secs(10))?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    debug_assert_eq!(mode, "wal");
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    // Each change is written under a savepoint, and SQLite keeps what a savepoint may have
    // to roll back in a statement journal: a temporary file once it passes 64 KiB (a few
    // turn mails with their boards do), written with a system call a page. It is never
    // needed after a crash (the WAL is), so it stays in memory: it holds at most the pages
    // of one commit's changes.
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    Ok(conn)
}

/// The writer thread: waits for a change, takes the gate, gathers every change that waits
/// by then, writes them in one transaction, answers each, and lets the next writer in.
fn run(
    mut link: Link,
    relink: Option<Relink>,
    mut waiting: mpsc::Receiver<Job>,
    gate: &Mutex<()>,
    tally: &Tally,
) {
    let mut batch = Vec::with_capacity(MOST_IN_ONE_COMMIT);
    while let Some(job) = waiting.blocking_recv() {
        let mut close = match job {
            Job::Write(change, answer) => {
                batch.push((change, answer));
                None
            }
            Job::Close(done) => Some(done),
        };
        if close.is_none() {
            let turn = gate.blocking_lock();
            // Changes that came while the writer waited for the gate share this commit.
            while batch.len() < MOST_IN_ONE_COMMIT {
                match waiting.try_recv() {
                    Ok(Job::Write(change, answer)) => batch.push((change, answer)),
                    Ok(Job::Close(done)) => {
                        close = Some(done);
                        break;
                    }
                    Err(_) => break,
                }
            }
            let committed = write_batch(link.conn(), tally, &mut batch);
            drop(turn);
            if let (false, Some(relink)) = (committed, &relink) {
                // A transaction fails to begin or commit when its link is gone or its host
                // became a standby. The changes were answered with the error; the next ones
                // go to the host that takes writes now (or, if none answers yet, are tried
                // on this link again).
                match relink() {
                    Ok(again) => {
                        tracing::warn!("the writer lost PostgreSQL's primary and connected again");
                        link = again;
                    }
                    Err(err) => {
                        tracing::warn!(%err, "the writer cannot reach PostgreSQL's primary yet")
                    }
                }
            }
        }
        if let Some(done) = close {
            link.close();
            let _ = done.send(());
            return;
        }
    }
}

/// Writes `batch` (emptying it) and answers every change in it. Returns whether its
/// transaction committed.
fn write_batch(
    conn: Conn<'_>,
    tally: &Tally,
    batch: &mut Vec<(Change, oneshot::Sender<Written>)>,
) -> bool {
    let changes: Vec<&Change> = batch.iter().map(|(change, _)| change).collect();
    let committed = commit(conn, &changes);
    let is_committed = committed.is_ok();
    let answers = match committed {
        Ok(answers) => {
            let written = |kind: fn(&Change) -> bool| {
                changes
                    .iter()
                    .zip(&answers)
                    .filter(|(c, a)| kind(c) && a.is_ok())
                    .count() as u64
            };
            let (moves, looks) = (
                written(|c| matches!(c, Change::Game(_))),
                written(|c| matches!(c, Change::Look(_))),
            );
            tally.moves.fetch_add(moves, Ordering::Relaxed);
            tally.looks.fetch_add(looks, Ordering::Relaxed);
            tally.commits.fetch_add(1, Ordering::Relaxed);
            answers
        }
        Err(err) => {
            // Nothing was written: every change gets the same error.
            let err = Arc::new(err);
            changes
                .iter()
                .map(|_| Err(WriteError::Database(err.clone())))
                .collect()
        }
    };
    for ((_, answer), written) in batch.drain(..).zip(answers) {
        let _ = answer.send(written);
    }
    is_committed
}

/// One transaction for all `changes`, each under its own savepoint, in order: the answer
/// for each, once committed. An error is the transaction's own (it could not begin or
/// commit): then nothing was written.
///
/// A change PostgreSQL chose to end a deadlock with (another process's writer held a
/// row it needed while waiting for one of this transaction's: a rest over several games,
/// say) was rolled back to its savepoint alone; once this transaction has committed and
/// let go of its rows, it is written again in a transaction of its own, where it may
/// still be stale.
///
/// # Errors
/// When the transaction cannot begin or commit.
pub(super) fn commit(conn: Conn<'_>, changes: &[&Change]) -> sql::Result<Vec<Written>> {
    // In the order of their games (a stable sort: two changes of one game keep theirs).
    let mut order: Vec<usize> = (0..changes.len()).collect();
    order.sort_by_key(|&i| changes[i].game());
    let in_order: Vec<&Change> = order.iter().map(|&i| changes[i]).collect();
    let mut answers: Vec<Option<Written>> = changes.iter().map(|_| None).collect();
    for (i, written) in order
        .into_iter()
        .zip(commit_again_after_deadlocks(conn, &in_order)?)
    {
        answers[i] = Some(written);
    }
    Ok(answers.into_iter().flatten().collect())
}

/// [`commit`] of `changes` in the order given, each change that lost a deadlock written
/// again after it.
fn commit_again_after_deadlocks(conn: Conn<'_>, changes: &[&Change]) -> sql::Result<Vec<Written>> {
    let mut answers = commit_once(conn, changes)?;
    for _ in 0..TRIES_AFTER_A_DEADLOCK {
        let lost: Vec<usize> = (0..answers.len())
            .filter(|&i| answers[i].as_ref().is_err_and(WriteError::lost_a_deadlock))
            .collect();
        if lost.is_empty() {
            break;
        }
        tracing::info!(changes = lost.len(), "written again after a deadlock");
        let again: Vec<&Change> = lost.iter().map(|&i| changes[i]).collect();
        match commit_once(conn, &again) {
            Ok(written) => {
                for (i, written) in lost.into_iter().zip(written) {
                    answers[i] = written;
                }
            }
            Err(err) => {
                // The first transaction stands; only these were not written.
                let err = Arc::new(err);
                for i in lost {
                    answers[i] = Err(WriteError::Database(err.clone()));
                }
                break;
            }
        }
    }
    Ok(answers)
}

/// One transaction for all `changes` (see [`commit`]).
fn commit_once(conn: Conn<'_>, changes: &[&Change]) -> sql::Result<Vec<Written>> {
    conn.execute(BEGIN.on(conn), &[])?;
    let answers = each_in_its_savepoint(conn, changes)
        .and_then(|answers| conn.execute("COMMIT", &[]).map(|_| answers));
    if answers.is_err() {
        // Nothing of it stays; a transaction SQLite already ended answers an error here.
        let _ = conn.execute("ROLLBACK", &[]);
    }
    answers
}

/// The write transaction: SQLite takes the file's write lock at once (two writers never
/// deadlock upgrading read locks); PostgreSQL locks each game's row as the change reads
/// its version (see `change::VERSION_FOR_WRITE`).
const BEGIN: EachEngine = EachEngine {
    sqlite: "BEGIN IMMEDIATE",
    postgres: "BEGIN",
};

/// Writes each change under a savepoint of its own: a change refused is rolled back to
/// it alone, and the others go on.
fn each_in_its_savepoint(conn: Conn<'_>, changes: &[&Change]) -> sql::Result<Vec<Written>> {
    let mut answers = Vec::with_capacity(changes.len());
    for change in changes {
        conn.execute("SAVEPOINT change", &[])?;
        let written = match change {
            Change::Game(write) => write_change(conn, write).map(|()| 0),
            Change::NewGame(game) => write_new_game(conn, game).map(|()| 0),
            Change::Rest(rest) => write_rest(conn, rest).map(|()| 0),
            Change::Look(look) => looks::write(conn, look),
            Change::Declined(declined) => write_declined(conn, declined).map(|()| 0),
            Change::Snapshot(repair) => write_snapshot_repair(conn, repair).map(|()| 0),
            Change::Wish(wish) => write_wish(conn, wish),
        };
        if written.is_err() {
            conn.execute("ROLLBACK TO change", &[])?;
        }
        conn.execute("RELEASE change", &[])?;
        answers.push(written);
    }
    Ok(answers)
}
