//! Why the one writer did not write a change, and the database's errors as the callers
//! see them whichever connection wrote.

use std::borrow::Cow;
use std::sync::Arc;

use sqlx::error::{DatabaseError, ErrorKind};

use crate::domain::Seq;

/// The message of the trigger that keeps the log in sequence (migration 0002).
const STALE_MOVE: &str = "stale move";

/// Why a change was not written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Another change was stored first: the change was decided on a game that has moved
    /// on. Nothing was written.
    #[error("the game has moved on since the change was decided")]
    Stale,
    /// A take-back: a turn or game-over mail was queued for a move to be taken back, so
    /// the other players have been told of it. Nothing was written.
    #[error("a mail has told of move {0}")]
    Told(Seq),
    /// A take-back of a turn handed over: the player of seat `0` has seen it. Nothing was
    /// written.
    #[error("seat {0} has seen the turn handed over")]
    Seen(usize),
    /// The database failed; nothing was written. (Shared: when a commit fails, every
    /// change in it gets the same error.)
    #[error("database: {0}")]
    Database(std::sync::Arc<sqlx::Error>),
}

impl WriteError {
    /// Whether PostgreSQL ended a deadlock (`40P01`), or a conflict of serializable
    /// transactions (`40001`), by refusing this change: nothing of it was written, and
    /// written again once the other transaction has ended it may go through.
    pub(super) fn lost_a_deadlock(&self) -> bool {
        const DEADLOCK_DETECTED: &str = "40P01";
        const SERIALIZATION_FAILURE: &str = "40001";
        match self {
            WriteError::Database(err) => err
                .as_database_error()
                .and_then(|db| db.code())
                .is_some_and(|code| code == DEADLOCK_DETECTED || code == SERIALIZATION_FAILURE),
            _ => false,
        }
    }
}

impl From<sqlx::Error> for WriteError {
    fn from(err: sqlx::Error) -> Self {
        WriteError::Database(std::sync::Arc::new(err))
    }
}

/// A database error while writing a change: the log's refusal of a move out of sequence
/// (the trigger's message, on either engine) is [`WriteError::Stale`]; anything else is
/// the database's error.
pub(super) fn refusal(err: sqlx::Error) -> WriteError {
    match err.as_database_error() {
        Some(db) if db.message().starts_with(STALE_MOVE) => WriteError::Stale,
        _ => WriteError::Database(Arc::new(err)),
    }
}

/// The writer's error as sqlx reports a database error, so callers see one kind of error
/// whichever connection wrote.
pub(super) fn sqlx_error(err: rusqlite::Error) -> sqlx::Error {
    sqlx::Error::Database(Box::new(WriterError {
        message: err.to_string(),
        source: err,
    }))
}

/// An error of the writer's connection.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
struct WriterError {
    message: String,
    #[source]
    source: rusqlite::Error,
}

impl DatabaseError for WriterError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<Cow<'_, str>> {
        self.source
            .sqlite_error()
            .map(|e| Cow::Owned(e.extended_code.to_string()))
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> ErrorKind {
        use rusqlite::ffi;
        match self.source.sqlite_error().map(|e| e.extended_code) {
            Some(ffi::SQLITE_CONSTRAINT_UNIQUE | ffi::SQLITE_CONSTRAINT_PRIMARYKEY) => {
                ErrorKind::UniqueViolation
            }
            Some(ffi::SQLITE_CONSTRAINT_FOREIGNKEY) => ErrorKind::ForeignKeyViolation,
            Some(ffi::SQLITE_CONSTRAINT_NOTNULL) => ErrorKind::NotNullViolation,
            Some(ffi::SQLITE_CONSTRAINT_CHECK) => ErrorKind::CheckViolation,
            _ => ErrorKind::Other,
        }
    }
}
