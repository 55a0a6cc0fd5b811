//! The store's asynchronous half on either engine (issue 29): [`Access`], which every
//! converted async store function takes so that its callers pass whichever connection or
//! transaction they hold (the engine's own pool and transaction types come with `Db` on
//! PostgreSQL). A statement is written once, inside
//! [`each_engine!`], which expands it for SQLite's connection and for PostgreSQL's (the
//! `FromRow` derives and the domain's codecs decode on both).

use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, Sqlite, SqliteConnection, Transaction};

/// A connection of either engine, borrowed for one or more statements.
pub enum DbConn<'c> {
    /// SQLite's.
    Lite(&'c mut SqliteConnection),
    /// PostgreSQL's.
    Pg(&'c mut PgConnection),
}

/// Whatever a statement can run on: a pooled connection, a transaction, or a connection
/// already borrowed.
pub trait Access: Send {
    /// The connection, borrowed.
    fn access(&mut self) -> DbConn<'_>;
}

impl Access for DbConn<'_> {
    fn access(&mut self) -> DbConn<'_> {
        match self {
            DbConn::Lite(c) => DbConn::Lite(c),
            DbConn::Pg(c) => DbConn::Pg(c),
        }
    }
}

// Until `Db` holds a `Pool` (issue 29, the async half), its callers hold SQLite's own
// connections and transactions: each gives access as it is.
impl Access for SqliteConnection {
    fn access(&mut self) -> DbConn<'_> {
        DbConn::Lite(self)
    }
}

impl Access for PoolConnection<Sqlite> {
    fn access(&mut self) -> DbConn<'_> {
        DbConn::Lite(self)
    }
}

impl Access for Transaction<'_, Sqlite> {
    fn access(&mut self) -> DbConn<'_> {
        DbConn::Lite(self)
    }
}

/// Runs `$body` with `$c` bound to the connection `$conn` gives access to (an
/// `&mut impl Access`), as SQLite's `&mut SqliteConnection` or PostgreSQL's
/// `&mut PgConnection`: the same statement, compiled for each engine.
macro_rules! each_engine {
    ($conn:expr, $c:ident => $body:expr) => {
        match $crate::store::access::Access::access($conn) {
            $crate::store::access::DbConn::Lite($c) => $body,
            $crate::store::access::DbConn::Pg($c) => $body,
        }
    };
}
pub(crate) use each_engine;
