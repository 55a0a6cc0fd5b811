//! The store's asynchronous half on either engine (issue 29): the pool, a pooled
//! connection, a write transaction, and [`Access`], which every async store function takes
//! so that its callers pass whichever they hold. A statement is written once, inside
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

/// A connection taken from the pool, given back when dropped.
#[derive(Debug)]
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

/// A transaction of either engine: rolled back when dropped, unless committed.
#[derive(Debug)]
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

/// The pool of either engine.
#[derive(Clone, Debug)]
pub enum Pool {
    /// SQLite's.
    Lite(SqlitePool),
    /// PostgreSQL's.
    Pg(PgPool),
}

impl Pool {
    /// A connection for reading, or for writes outside a transaction.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn acquire(&self) -> sqlx::Result<Pooled> {
        Ok(match self {
            Pool::Lite(pool) => Pooled::Lite(pool.acquire().await?),
            Pool::Pg(pool) => Pooled::Pg(pool.acquire().await?),
        })
    }

    /// A write transaction: SQLite's begins with `sqlite_begin` (`BEGIN IMMEDIATE` takes
    /// the file's write lock at once); PostgreSQL's is a plain `BEGIN`, at READ COMMITTED,
    /// its rows locked as its statements reach them.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn begin(&self, sqlite_begin: &'static str) -> sqlx::Result<Tx> {
        Ok(match self {
            Pool::Lite(pool) => Tx::Lite(pool.begin_with(sqlite_begin).await?),
            Pool::Pg(pool) => Tx::Pg(pool.begin().await?),
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
