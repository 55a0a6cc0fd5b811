//! The store's asynchronous half on either engine (issue 29): [`Access`], which every
//! converted async store function takes so that its callers pass whichever connection or
//! transaction they hold (the engine's own pool and transaction types come with `Db` on
//! PostgreSQL). A statement is written once, inside
//! [`each_engine!`], which expands it for SQLite's connection and for PostgreSQL's (the
//! `FromRow` derives and the domain's codecs decode on both).

use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, PgPool, Postgres, Sqlite, SqliteConnection, SqlitePool, Transaction};

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

/// Which engine a statement runs on, for the few statements whose text differs (see
/// [`each_engine!`]'s second form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// SQLite.
    Sqlite,
    /// PostgreSQL.
    Postgres,
}

impl Engine {
    /// `sqlite` on SQLite, `postgres` on PostgreSQL.
    pub fn pick<T>(self, sqlite: T, postgres: T) -> T {
        match self {
            Engine::Sqlite => sqlite,
            Engine::Postgres => postgres,
        }
    }
}

/// Runs `$body` with `$c` bound to the connection `$conn` gives access to (an
/// `&mut impl Access`), as SQLite's `&mut SqliteConnection` or PostgreSQL's
/// `&mut PgConnection`: the same statement, compiled for each engine.
///
/// The second form, `each_engine!(conn, c, engine => body)`, also binds `engine`, an
/// [`Engine`], for a statement whose text differs: `engine.pick(SQLITE_TEXT, PG_TEXT)`.
macro_rules! each_engine {
    ($conn:expr, $c:ident => $body:expr) => {
        match $crate::store::access::Access::access($conn) {
            $crate::store::access::DbConn::Lite($c) => $body,
            $crate::store::access::DbConn::Pg($c) => $body,
        }
    };
    ($conn:expr, $c:ident, $engine:ident => $body:expr) => {
        match $crate::store::access::Access::access($conn) {
            $crate::store::access::DbConn::Lite($c) => {
                let $engine = $crate::store::access::Engine::Sqlite;
                $body
            }
            $crate::store::access::DbConn::Pg($c) => {
                let $engine = $crate::store::access::Engine::Postgres;
                $body
            }
        }
    };
}
pub(crate) use each_engine;

/// The pool of either engine.
#[derive(Clone, Debug)]
pub enum Pool {
    /// SQLite's.
    Lite(SqlitePool),
    /// PostgreSQL's.
    Pg(PgPool),
}

impl Pool {
    /// A connection of the pool.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn acquire(&self) -> sqlx::Result<Pooled> {
        Ok(match self {
            Pool::Lite(pool) => Pooled::Lite(pool.acquire().await?),
            Pool::Pg(pool) => Pooled::Pg(pool.acquire().await?),
        })
    }

    /// Closes every connection.
    pub async fn close(&self) {
        match self {
            Pool::Lite(pool) => pool.close().await,
            Pool::Pg(pool) => pool.close().await,
        }
    }
}

/// A connection taken from a [`Pool`], returned to it when dropped.
pub enum Pooled {
    /// SQLite's.
    Lite(PoolConnection<Sqlite>),
    /// PostgreSQL's.
    Pg(PoolConnection<Postgres>),
}

impl Access for Pooled {
    fn access(&mut self) -> DbConn<'_> {
        match self {
            Pooled::Lite(c) => DbConn::Lite(c),
            Pooled::Pg(c) => DbConn::Pg(c),
        }
    }
}

/// A transaction of either engine: rolled back when dropped uncommitted.
pub enum Tx {
    /// SQLite's.
    Lite(Transaction<'static, Sqlite>),
    /// PostgreSQL's.
    Pg(Transaction<'static, Postgres>),
}

impl Tx {
    /// Commits.
    ///
    /// # Errors
    /// When the commit fails (nothing was written).
    pub async fn commit(self) -> sqlx::Result<()> {
        match self {
            Tx::Lite(tx) => tx.commit().await,
            Tx::Pg(tx) => tx.commit().await,
        }
    }
}

impl Access for Tx {
    fn access(&mut self) -> DbConn<'_> {
        match self {
            Tx::Lite(tx) => DbConn::Lite(tx),
            Tx::Pg(tx) => DbConn::Pg(tx),
        }
    }
}

/// Writes each test once and runs it on both engines: `async fn name(engine) { … }` becomes
/// the tests `name::sqlite` and `name::postgres`, `engine` being the [`Engine`] of each.
/// The PostgreSQL half is skipped, loudly, when no test server is named (and fails where
/// one is required; see `store::test_postgres`).
#[cfg(test)]
macro_rules! on_both_engines {
    ($(#[$meta:meta])* async fn $name:ident($engine:ident) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports, reason = "the test's body sees what its file sees")]
            use super::*;

            #[tokio::test]
            async fn sqlite() {
                let $engine = $crate::store::access::Engine::Sqlite;
                $body
            }

            #[tokio::test]
            async fn postgres() {
                let $engine = $crate::store::access::Engine::Postgres;
                $body
            }
        }
    };
}
#[cfg(test)]
pub(crate) use on_both_engines;
