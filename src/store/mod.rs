//! The only code that speaks SQL. SQLite in WAL mode with foreign keys on; migrations are
//! embedded and run at start. Functions take a connection so the service decides where a
//! transaction begins and ends.

pub mod access;
pub mod account_tokens;
pub mod ahead;
pub mod bell;
pub mod change;
pub mod chat;
pub mod clocks;
#[cfg(test)]
mod failover_tests;
pub mod games;
mod games_read;
pub mod hosts;
pub mod inbound;
pub mod leases;
pub mod lists;
pub mod looks;
pub mod new_game;
pub mod notes;
pub mod operator;
pub mod orders;
pub mod outbox;
pub mod port;
pub mod read;
pub mod records;
pub mod rest;
mod seat;
pub mod seat_wishes;
pub mod sessions;
pub mod sql;
pub mod test_postgres;
pub mod undo;
pub mod unproven;
pub mod users;
pub mod write_error;
pub mod writer;
#[cfg(test)]
mod writer_pg_tests;

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::config::DbTarget;
use access::{Pool, Pooled, Tx};

pub use change::WriteError;

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
    pub pool: Pool,
    gate: Arc<Mutex<()>>,
    /// The one writer, which writes every change to a game (see [`writer`]).
    pub writer: writer::Writer,
    readers: Arc<Readers>,
    /// The last game id this process gave out (see [`Db::next_game_id`]).
    last_game_id: Arc<std::sync::Mutex<Option<crate::domain::GameId>>>,
    /// This process's name among those sharing the database (see [`Db::holder`]).
    holder: Arc<str>,
}

impl Db {
    /// This process's name among those sharing the database: the holder of the mails its
    /// worker leased and of the leases it took (see [`leases`]). Its host, its process id
    /// and a random part, so that a process started again is another holder.
    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Whether several Herald processes may share this database: PostgreSQL's. Work one
    /// process at a time does is leased then (see [`leases`]). A SQLite file has one
    /// process: its one writer (see [`writer`]).
    pub fn shared(&self) -> bool {
        matches!(self.pool, Pool::Pg(_))
    }

    /// A connection for reading.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn acquire(&self) -> sqlx::Result<Pooled> {
        self.pool.acquire().await
    }

    /// Runs `read` on a synchronous read connection (see [`read`]): for the reads every
    /// request makes, outside any transaction. SQLite's run on this thread; PostgreSQL's
    /// wait on this thread (see [`read::PgReaders`]).
    ///
    /// # Errors
    /// When no connection can be opened, or `read`'s error.
    pub fn read<T: Send>(
        &self,
        read: impl FnOnce(sql::Conn<'_>) -> sql::Result<T> + Send,
    ) -> sqlx::Result<T> {
        match &*self.readers {
            Readers::Lite(readers) => readers.read(read),
            Readers::Pg(readers) => readers.read(read),
        }
    }

    /// The id for a game being decided now. On PostgreSQL the games' own sequence gives it:
    /// no two processes sharing the database ever get the same. On SQLite (one process)
    /// it is the next after the stored games, and after every id this process already
    /// gave to a game not yet written. Games decided at the same moment get an id each, so
    /// they do not collide when written (they used to read the same next id, and all but
    /// one were decided again, and again: a burst of creations ran out of tries).
    ///
    /// # Errors
    /// When the stored games cannot be read.
    pub async fn next_game_id(&self) -> sqlx::Result<crate::domain::GameId> {
        if let Pool::Pg(pool) = &self.pool {
            return sqlx::query_scalar("SELECT nextval(pg_get_serial_sequence('games', 'id'))")
                .fetch_one(pool)
                .await;
        }
        let stored = self.read(new_game::next_game_id)?;
        let mut last = self
            .last_game_id
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let id = match last.and_then(crate::domain::GameId::next) {
            Some(after_last) if after_last > stored => after_last,
            _ => stored,
        };
        *last = Some(id);
        Ok(id)
    }

    /// Starts a write transaction: waits its turn at the gate, then takes the database's
    /// write lock at once: SQLite's (`BEGIN IMMEDIATE`), so two writers never deadlock
    /// upgrading read locks; on PostgreSQL a lock of Herald's own ([`WRITE_LOCK`]), so these
    /// writes, which check and then write (a name still free, a limit not reached), run
    /// one at a time across every process as they do on SQLite. The moves' writer takes
    /// no such lock: its checks are the games' versions.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn begin_write(&self) -> sqlx::Result<WriteTx> {
        let gate = self.gate.clone().lock_owned().await;
        let tx = match &self.pool {
            Pool::Lite(pool) => Tx::Lite(pool.begin_with("BEGIN IMMEDIATE").await?),
            Pool::Pg(pool) => {
                let mut tx = pool.begin().await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(WRITE_LOCK)
                    .execute(&mut *tx)
                    .await?;
                Tx::Pg(tx)
            }
        };
        Ok(WriteTx { tx, _gate: gate })
    }

    /// Closes every connection: the move writer's (moves written after this fail), then
    /// the pool's.
    pub async fn close(&self) {
        self.writer.close().await;
        match &*self.readers {
            Readers::Lite(readers) => readers.close(),
            Readers::Pg(readers) => readers.close(),
        }
        self.pool.close().await;
    }
}

/// The key of PostgreSQL's advisory lock that [`Db::begin_write`] takes: "HERALD" in ASCII.
pub const WRITE_LOCK: i64 = 0x4845_5241_4c44;

/// The synchronous readers of either engine.
#[derive(Debug)]
enum Readers {
    Lite(read::Readers),
    Pg(read::PgReaders),
}

/// A write transaction that holds the gate until it commits or is dropped (rolled back).
pub struct WriteTx {
    tx: Tx,
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

impl access::Access for WriteTx {
    fn access(&mut self) -> access::DbConn<'_> {
        self.tx.access()
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
    let pool = Pool::Lite(pool);
    migrate(&pool).await?;
    let gate = Arc::new(Mutex::new(()));
    let writer = writer::start(path, gate.clone())?;
    Ok(Db {
        pool,
        gate,
        writer,
        readers: Arc::new(Readers::Lite(read::Readers::new(path))),
        last_game_id: Arc::default(),
        holder: this_process(),
    })
}

/// A name for this process among those sharing a database (see [`Db::holder`]).
fn this_process() -> Arc<str> {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "herald".to_string());
    let mut random = [0u8; 4];
    // Without randomness, the process id alone still tells processes apart on one host.
    let _ = getrandom::fill(&mut random);
    format!(
        "{host}:{pid}:{random}",
        pid = std::process::id(),
        random = hex::encode(random)
    )
    .into()
}

/// Connects to the PostgreSQL database at `url` and runs its migrations.
///
/// # Errors
/// When the server cannot be reached in time or a migration fails.
pub async fn open_postgres(url: &str) -> anyhow::Result<Db> {
    let primary = Arc::new(hosts::Primary::parse(url).map_err(|why| anyhow::anyhow!(why))?);
    let unreachable = "connect to PostgreSQL: check that the server is running and that \
                       HERALD_DB's host, port, user, password and database name are right";
    if primary.many() {
        // The first host that will do, before the pool connects there.
        let (first, _) = primary.connect().await.context(unreachable)?;
        let _ = sqlx::Connection::close(first).await;
    }
    let checked = primary.clone();
    let (options, pool_at) = primary.options()?;
    let pool = PgPoolOptions::new()
        .max_connections(16)
        // A server that does not answer is an error after this, never a hang.
        .acquire_timeout(Duration::from_secs(10))
        // A host that became a standby is refused, and the next connection tries the
        // primary that `follow_the_primary` found.
        .after_connect(move |conn, _| {
            let checked = checked.clone();
            Box::pin(async move { checked.check(conn).await })
        })
        .connect_with(options)
        .await
        .context(unreachable)?;
    if primary.many() {
        tokio::spawn(follow_the_primary(pool.clone(), primary.clone(), pool_at));
    }
    let pool = Pool::Pg(pool);
    migrate(&pool).await?;
    let gate = Arc::new(Mutex::new(()));
    let writer = writer::start_postgres(primary.clone(), gate.clone())?;
    Ok(Db {
        pool,
        gate,
        writer,
        readers: Arc::new(Readers::Pg(read::PgReaders::new(primary))),
        last_game_id: Arc::default(),
        holder: this_process(),
    })
}

/// How often a pool whose URL names several hosts looks for the primary.
const LOOK_FOR_THE_PRIMARY: Duration = Duration::from_secs(1);

/// Keeps `pool` (connecting to host `pool_at` of `primary`) connecting to the host that
/// will do, until the pool is closed. Every [`LOOK_FOR_THE_PRIMARY`] it checks the host on
/// a connection it keeps; when that fails (the host died or became a standby), it connects
/// to the next host that will do and, when that is not the pool's, points the pool's new
/// connections there. The connections to the old one fail and are dropped.
async fn follow_the_primary(pool: sqlx::PgPool, primary: Arc<hosts::Primary>, mut pool_at: usize) {
    let mut watching: Option<sqlx::PgConnection> = None;
    while !pool.is_closed() {
        tokio::time::sleep(LOOK_FOR_THE_PRIMARY).await;
        if let Some(conn) = watching.as_mut()
            && primary.check(conn).await.is_ok()
        {
            continue;
        }
        watching = None;
        match primary.connect().await {
            Ok((conn, at)) => {
                // The readers or the writer may have found the new primary first: the pool
                // is compared with the host found, not with the last one anything found.
                if at != pool_at
                    && let Ok(options) = primary.options_of(at)
                {
                    tracing::warn!("PostgreSQL's primary moved: new connections go to it");
                    pool.set_connect_options(options);
                    pool_at = at;
                }
                watching = Some(conn);
            }
            Err(err) => tracing::warn!(%err, "no PostgreSQL host of HERALD_DB takes writes"),
        }
    }
}

/// Opens the database `target` names: a SQLite file ([`open`]) or a PostgreSQL server
/// ([`open_postgres`]).
///
/// # Errors
/// As [`open`] and [`open_postgres`]; the message names the target without its password.
pub async fn connect(target: &DbTarget) -> anyhow::Result<Db> {
    match target {
        DbTarget::Sqlite(file) => open(file).await,
        DbTarget::Postgres(url) => open_postgres(url)
            .await
            .with_context(|| format!("open the database {target}")),
    }
}

/// Runs the embedded migrations.
///
/// # Errors
/// When a migration fails.
pub async fn migrate(pool: &Pool) -> anyhow::Result<()> {
    match pool {
        Pool::Lite(pool) => sqlx::migrate!("./migrations").run(pool).await,
        Pool::Pg(pool) => sqlx::migrate!("./migrations/postgres").run(pool).await,
    }
    .context("run the database migrations")?;
    Ok(())
}

/// Whether an error is a UNIQUE constraint violation (a name or seat already taken).
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}
