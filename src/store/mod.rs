//! The only code that speaks SQL. SQLite in WAL mode with foreign keys on; migrations are
//! embedded and run at start. Functions take a connection so the service decides where a
//! transaction begins and ends.

pub mod account_tokens;
pub mod ahead;
pub mod change;
pub mod chat;
pub mod clocks;
pub mod games;
mod games_read;
pub mod inbound;
pub mod lists;
pub mod looks;
pub mod new_game;
pub mod notes;
pub mod operator;
pub mod orders;
pub mod outbox;
pub mod read;
pub mod records;
pub mod rest;
pub mod sessions;
pub mod undo;
pub mod unproven;
pub mod users;
pub mod write_error;
pub mod writer;

use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use sqlx::pool::PoolConnection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};
use tokio::sync::{Mutex, OwnedMutexGuard, mpsc};

use change::{GameChange, WriteError};
use looks::LookWrite;
use new_game::NewGame;
use rest::Rest;
use writer::{Change, Job};

/// The database: a connection pool, and the one gate this process's writers pass in turn.
/// SQLite has a single writer; queueing at the gate keeps writers in arrival order instead
/// of spinning in SQLite's busy handler, whose sleeps (up to 100 ms each) would make the
/// slowest moves very slow. Other processes on the same file still meet the busy timeout.
///
/// Moves and looks, the writes that come in streams, pass the gate in groups: one thread,
/// with a connection of its own, writes every change waiting at that moment in one
/// transaction, so a hundred players moving and looking at once share one commit (and one
/// disk flush) instead of queueing for a hundred (see [`writer`]).
#[derive(Clone, Debug)]
pub struct Db {
    /// The pool, for reads and for code that manages its own writes.
    pub pool: SqlitePool,
    gate: Arc<Mutex<()>>,
    moves: mpsc::Sender<Job>,
    tally: Arc<writer::Tally>,
    readers: Arc<read::Readers>,
}

impl Db {
    /// A connection for reading.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn acquire(&self) -> sqlx::Result<PoolConnection<Sqlite>> {
        self.pool.acquire().await
    }

    /// Runs `read` on a synchronous read connection, on this thread (see [`read`]): for the
    /// reads every request makes, outside any transaction.
    ///
    /// # Errors
    /// When no connection can be opened, or `read`'s error.
    pub fn read<T>(
        &self,
        read: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T>,
    ) -> sqlx::Result<T> {
        self.readers.read(read)
    }

    /// Starts a write transaction: waits its turn at the gate, then takes SQLite's write
    /// lock at once (`BEGIN IMMEDIATE`), so two writers never deadlock upgrading read locks.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn begin_write(&self) -> sqlx::Result<WriteTx> {
        let gate = self.gate.clone().lock_owned().await;
        let tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        Ok(WriteTx { tx, _gate: gate })
    }

    /// Writes a move, with the other moves waiting at the same moment, in one transaction,
    /// and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the game has moved on since the move was checked
    /// (nothing was written); database errors (nothing was written).
    pub async fn write_change(&self, write: GameChange) -> Result<(), WriteError> {
        writer::submit(&self.moves, Change::Game(Box::new(write)))
            .await
            .map(|_| ())
    }

    /// Writes a new game whole (its row, seats and first change) with the moves waiting at
    /// the same moment, in one transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when another game took its id since it was decided (nothing
    /// was written); database errors (nothing was written).
    pub async fn write_new_game(&self, game: NewGame) -> Result<(), WriteError> {
        writer::submit(&self.moves, Change::NewGame(Box::new(game)))
            .await
            .map(|_| ())
    }

    /// Writes a player's rest (see [`rest`]) with the moves waiting at the same moment, in
    /// one transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the day was spent, the absence began or one of the games
    /// changed since the rest was decided (nothing was written); database errors (nothing
    /// was written).
    pub async fn write_rest(&self, rest: Rest) -> Result<(), WriteError> {
        writer::submit(&self.moves, Change::Rest(Box::new(rest)))
            .await
            .map(|_| ())
    }

    /// Deletes a declined record (see [`records::Declined`]) with the moves waiting at the
    /// same moment, in one transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the record changed since it was declined, or is gone
    /// (nothing was written); database errors (nothing was written).
    pub async fn write_declined(&self, declined: records::Declined) -> Result<(), WriteError> {
        writer::submit(&self.moves, Change::Declined(declined))
            .await
            .map(|_| ())
    }

    /// Replaces a game's snapshot that differs from the state its log replays to (see
    /// [`change::SnapshotRepair`]), with the moves waiting at the same moment, in one
    /// transaction, and answers once it is on disk.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the game changed since it was replayed (nothing was
    /// written); database errors (nothing was written).
    pub async fn write_snapshot_repair(
        &self,
        repair: change::SnapshotRepair,
    ) -> Result<(), WriteError> {
        writer::submit(&self.moves, Change::Snapshot(repair))
            .await
            .map(|_| ())
    }

    /// Records a player's look at a game (see [`looks::LookWrite`]) with the moves waiting
    /// at the same moment, in one transaction, and answers once it is on disk: the number
    /// of held turn mails it made needless.
    ///
    /// # Errors
    /// [`WriteError::Stale`] when the game has changed since the look read it (nothing
    /// was written); database errors (nothing was written).
    pub async fn write_look(&self, look: LookWrite) -> Result<u64, WriteError> {
        writer::submit(&self.moves, Change::Look(look)).await
    }

    /// How many moves, looks and commits the group writer has written.
    pub fn move_commits(&self) -> &writer::Tally {
        &self.tally
    }

    /// Closes every connection: the move writer's (moves written after this fail), then
    /// the pool's.
    pub async fn close(&self) {
        writer::close(&self.moves).await;
        self.readers.close();
        self.pool.close().await;
    }
}

/// A write transaction that holds the gate until it commits or is dropped (rolled back).
pub struct WriteTx {
    tx: Transaction<'static, Sqlite>,
    _gate: OwnedMutexGuard<()>,
}

impl WriteTx {
    /// Commits, then lets the next writer in.
    ///
    /// # Errors
    /// When the commit fails (nothing was written).
    pub async fn commit(self) -> sqlx::Result<()> {
        self.tx.commit().await
    }
}

impl Deref for WriteTx {
    type Target = Transaction<'static, Sqlite>;
    fn deref(&self) -> &Self::Target {
        &self.tx
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tx
    }
}

/// Opens (creating it and its folder if needed) the SQLite file and runs the migrations.
///
/// # Errors
/// When the folder cannot be created, the file cannot be opened or a migration fails.
pub async fn open(path: &Path) -> anyhow::Result<Db> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("create the folder {}", dir.display()))?;
    }
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
        .context("database path")?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // FULL: a commit is on disk before the move is acknowledged, even on power loss.
        .synchronous(SqliteSynchronous::Full)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(10));
    let pool = SqlitePoolOptions::new()
        // Each connection is a thread; a few suffice for one writer and the readers on a
        // small machine, and fewer threads mean fewer costly wake-ups under load.
        .max_connections(8)
        // No ping before handing out a connection: SQLite is a local file, and each ping is
        // one more round trip to the connection's thread on every request.
        .test_before_acquire(false)
        .connect_with(options)
        .await
        .with_context(|| format!("open the database {}", path.display()))?;
    migrate(&pool).await?;
    let gate = Arc::new(Mutex::new(()));
    let tally = Arc::new(writer::Tally::default());
    let moves = writer::start(path, gate.clone(), tally.clone())?;
    Ok(Db {
        pool,
        gate,
        moves,
        tally,
        readers: Arc::new(read::Readers::new(path)),
    })
}

/// Runs the embedded migrations.
///
/// # Errors
/// When a migration fails.
pub async fn migrate(pool: &SqlitePool) -> anyhow::Result<()> {
    sqlx::migrate!("./migrations")
        .run(pool)
        .await
        .context("run the database migrations")?;
    Ok(())
}

/// Whether an error is a UNIQUE constraint violation (a name or seat already taken).
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}
