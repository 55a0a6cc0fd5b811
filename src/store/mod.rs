//! The only code that speaks SQL. SQLite in WAL mode with foreign keys on; migrations are
//! embedded and run at start. Functions take a connection so the service decides where a
//! transaction begins and ends.

pub mod games;
pub mod outbox;
pub mod sessions;
pub mod users;

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

/// Opens (creating it and its folder if needed) the SQLite file and runs the migrations.
///
/// # Errors
/// When the folder cannot be created, the file cannot be opened or a migration fails.
pub async fn open(path: &Path) -> anyhow::Result<SqlitePool> {
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
        .max_connections(8)
        .connect_with(options)
        .await
        .with_context(|| format!("open the database {}", path.display()))?;
    migrate(&pool).await?;
    Ok(pool)
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

/// Starts a write transaction that takes the write lock at once, so two writers never
/// deadlock upgrading read locks.
///
/// # Errors
/// When the database is unavailable.
pub async fn begin_write(pool: &SqlitePool) -> sqlx::Result<Transaction<'static, Sqlite>> {
    pool.begin_with("BEGIN IMMEDIATE").await
}

/// Whether an error is a UNIQUE constraint violation (a name or seat already taken).
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}
