//! One way to run a statement on either engine's synchronous connection: the one writer
//! (see [`super::writer`]) and the reads that run inline (see [`super::read`]) speak
//! through a [`Conn`], so the same store code writes a move to a SQLite file or to a
//! PostgreSQL server (issue 29).
//!
//! A statement is written once, in SQLite's numbered form (`?1`, `?2`, or bare `?` for
//! each in turn), and is taken to PostgreSQL's `$1`, `$2` the first time a PostgreSQL
//! connection runs it. On SQLite, statements are prepared once per connection and kept
//! (`prepare_cached`), as before: nothing is added to SQLite's hot path but a `match`.
//!
//! PostgreSQL's driver is asynchronous: a [`PgLink`] owns its connection and a runtime of
//! its own, and waits for each statement on the thread it lives on (the writer's thread,
//! or a reader's). No async task is ever blocked by it.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use sqlx::postgres::{PgArguments, PgConnection, PgRow};
use sqlx::{Arguments, AssertSqlSafe, Connection as _, Postgres, Row as _};

/// What a statement on a [`Conn`] answers: the errors the rest of the service knows.
pub type Result<T> = std::result::Result<T, sqlx::Error>;

/// A value bound to a statement, on either engine.
pub trait Arg: rusqlite::ToSql + Sync {
    /// Adds the value to a PostgreSQL statement's arguments.
    ///
    /// # Errors
    /// When the value cannot be encoded.
    fn add_to(&self, args: &mut PgArguments) -> std::result::Result<(), sqlx::error::BoxDynError>;
}

impl<T> Arg for T
where
    T: rusqlite::ToSql + sqlx::Type<Postgres> + Sync,
    for<'q> &'q T: sqlx::Encode<'q, Postgres>,
{
    fn add_to(&self, args: &mut PgArguments) -> std::result::Result<(), sqlx::error::BoxDynError> {
        args.add(self)
    }
}

/// A value read from a column, on either engine.
pub trait Column:
    rusqlite::types::FromSql + for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres>
{
}

impl<T> Column for T where
    T: rusqlite::types::FromSql + for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres>
{
}

/// Where a column is: its position (from 0), or its name.
pub trait At: rusqlite::RowIndex + sqlx::ColumnIndex<PgRow> {}

impl<T> At for T where T: rusqlite::RowIndex + sqlx::ColumnIndex<PgRow> {}

/// A row a statement answered.
pub enum Row<'a, 'b> {
    /// A SQLite row.
    Lite(&'a rusqlite::Row<'b>),
    /// A PostgreSQL row.
    Pg(&'a PgRow),
}

impl Row<'_, '_> {
    /// The column at `at` (a position from 0, or a name).
    ///
    /// # Errors
    /// When there is no such column, or its value is not a `T`: [`sqlx::Error::Decode`]
    /// or [`sqlx::Error::ColumnDecode`].
    pub fn get<T: Column>(&self, at: impl At) -> Result<T> {
        match self {
            Row::Lite(row) => row.get(at).map_err(lite_error),
            Row::Pg(row) => row.try_get(at),
        }
    }
}

/// A synchronous connection of either engine.
#[derive(Clone, Copy)]
pub enum Conn<'a> {
    /// A SQLite connection (or a transaction's or savepoint's, which deref to one).
    Lite(&'a rusqlite::Connection),
    /// A PostgreSQL connection with the runtime that waits for it.
    Pg(&'a PgLink),
}

impl Conn<'_> {
    /// Runs `sql` with `args`; the rows it changed.
    ///
    /// # Errors
    /// The database's.
    pub fn execute(&self, sql: &str, args: &[&dyn Arg]) -> Result<u64> {
        match self {
            Conn::Lite(conn) => conn
                .prepare_cached(sql)
                .and_then(|mut statement| statement.execute(rusqlite::params_from_iter(args)))
                .map(|n| n as u64)
                .map_err(lite_error),
            Conn::Pg(link) => link.execute(sql, args),
        }
    }

    /// Runs `sql`, one or more statements without arguments (such as `CREATE DATABASE`),
    /// unprepared.
    ///
    /// # Errors
    /// The database's.
    pub fn batch(&self, sql: &str) -> Result<()> {
        match self {
            Conn::Lite(conn) => conn.execute_batch(sql).map_err(lite_error),
            Conn::Pg(link) => link.batch(sql),
        }
    }

    /// The first row of `sql` with `args`, read by `read`.
    ///
    /// # Errors
    /// [`sqlx::Error::RowNotFound`] when there is no row; the database's, or `read`'s.
    pub fn query_row<T>(
        &self,
        sql: &str,
        args: &[&dyn Arg],
        read: impl FnOnce(&Row<'_, '_>) -> Result<T>,
    ) -> Result<T> {
        self.query_opt(sql, args, read)?
            .ok_or(sqlx::Error::RowNotFound)
    }

    /// The first row of `sql` with `args`, read by `read`, if there is one.
    ///
    /// # Errors
    /// The database's, or `read`'s.
    pub fn query_opt<T>(
        &self,
        sql: &str,
        args: &[&dyn Arg],
        read: impl FnOnce(&Row<'_, '_>) -> Result<T>,
    ) -> Result<Option<T>> {
        match self {
            Conn::Lite(conn) => {
                let (mut read, mut found) = (Some(read), None);
                lite_rows(conn, sql, args, |row| {
                    if let Some(read) = read.take() {
                        found = Some(read(row)?);
                    }
                    Ok(false)
                })?;
                Ok(found)
            }
            Conn::Pg(link) => match link.fetch(sql, args)?.first() {
                Some(row) => read(&Row::Pg(row)).map(Some),
                None => Ok(None),
            },
        }
    }

    /// Every row of `sql` with `args`, each read by `read`.
    ///
    /// # Errors
    /// The database's, or `read`'s.
    pub fn query_map<T>(
        &self,
        sql: &str,
        args: &[&dyn Arg],
        mut read: impl FnMut(&Row<'_, '_>) -> Result<T>,
    ) -> Result<Vec<T>> {
        match self {
            Conn::Lite(conn) => {
                let mut read_rows = Vec::new();
                lite_rows(conn, sql, args, |row| {
                    read_rows.push(read(row)?);
                    Ok(true)
                })?;
                Ok(read_rows)
            }
            Conn::Pg(link) => link
                .fetch(sql, args)?
                .iter()
                .map(|row| read(&Row::Pg(row)))
                .collect(),
        }
    }
}

/// Runs `sql` with `args` on SQLite (prepared once per connection) and hands each row to
/// `each`, until it answers `false` or the rows end.
fn lite_rows(
    conn: &rusqlite::Connection,
    sql: &str,
    args: &[&dyn Arg],
    mut each: impl FnMut(&Row<'_, '_>) -> Result<bool>,
) -> Result<()> {
    let mut statement = conn.prepare_cached(sql).map_err(lite_error)?;
    let mut rows = statement
        .query(rusqlite::params_from_iter(args))
        .map_err(lite_error)?;
    while let Some(row) = rows.next().map_err(lite_error)? {
        if !each(&Row::Lite(row))? {
            break;
        }
    }
    Ok(())
}

/// A statement whose text differs between the engines (a JSON function, a lock):
/// SQLite's and PostgreSQL's, side by side.
#[derive(Clone, Copy, Debug)]
pub struct EachEngine {
    /// SQLite's text.
    pub sqlite: &'static str,
    /// PostgreSQL's text (with SQLite's `?N` parameters all the same).
    pub postgres: &'static str,
}

impl EachEngine {
    /// The text for `conn`'s engine.
    pub fn on(&self, conn: Conn<'_>) -> &'static str {
        match conn {
            Conn::Lite(_) => self.sqlite,
            Conn::Pg(_) => self.postgres,
        }
    }
}

/// A PostgreSQL connection for synchronous code: the connection, a runtime of its own to
/// wait on it, and each statement's PostgreSQL text, made once. It lives on one thread.
pub struct PgLink {
    /// Always there until the link is dropped (see its `Drop`).
    runtime: Option<tokio::runtime::Runtime>,
    /// There until the link is closed.
    conn: RefCell<Option<PgConnection>>,
    texts: RefCell<HashMap<Box<str>, Arc<str>>>,
}

impl std::fmt::Debug for PgLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PgLink")
    }
}

impl PgLink {
    /// Connects to `url` (a `postgres://` URL, which may name several hosts: see
    /// [`super::hosts`]).
    ///
    /// # Errors
    /// When the runtime cannot start or the server cannot be reached.
    pub fn connect(url: &str) -> Result<PgLink> {
        let primary =
            super::hosts::Primary::parse(url).map_err(|e| sqlx::Error::Configuration(e.into()))?;
        PgLink::connect_to(&primary)
    }

    /// Connects to the first host of `primary` that will do (see [`super::hosts`]).
    ///
    /// # Errors
    /// When the runtime cannot start or no host will do.
    pub fn connect_to(primary: &super::hosts::Primary) -> Result<PgLink> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(sqlx::Error::Io)?;
        let (conn, _) = runtime.block_on(primary.connect())?;
        Ok(PgLink {
            runtime: Some(runtime),
            conn: RefCell::new(Some(conn)),
            texts: RefCell::new(HashMap::new()),
        })
    }

    /// This link as a [`Conn`].
    pub fn conn(&self) -> Conn<'_> {
        Conn::Pg(self)
    }

    /// Closes the connection, telling the server.
    pub fn close(self) {
        let conn = self.conn.borrow_mut().take();
        if let Some(conn) = conn {
            let _ = self.runtime().block_on(conn.close());
        }
    }

    fn runtime(&self) -> &tokio::runtime::Runtime {
        self.runtime
            .as_ref()
            .expect("a link has its runtime until it is dropped")
    }

    /// `sql` in PostgreSQL's form, made once per text.
    fn text(&self, sql: &str) -> Arc<str> {
        if let Some(text) = self.texts.borrow().get(sql) {
            return text.clone();
        }
        let text: Arc<str> = numbered(sql).into();
        self.texts.borrow_mut().insert(sql.into(), text.clone());
        text
    }

    fn arguments(args: &[&dyn Arg]) -> Result<PgArguments> {
        let mut arguments = PgArguments::default();
        for arg in args {
            arg.add_to(&mut arguments).map_err(sqlx::Error::Encode)?;
        }
        Ok(arguments)
    }

    fn execute(&self, sql: &str, args: &[&dyn Arg]) -> Result<u64> {
        let query = sqlx::query_with(AssertSqlSafe(self.text(sql)), Self::arguments(args)?);
        let mut conn = self.conn.borrow_mut();
        let conn = conn.as_mut().ok_or(sqlx::Error::PoolClosed)?;
        let done = self.runtime().block_on(query.execute(&mut *conn))?;
        Ok(done.rows_affected())
    }

    fn fetch(&self, sql: &str, args: &[&dyn Arg]) -> Result<Vec<PgRow>> {
        let query = sqlx::query_with(AssertSqlSafe(self.text(sql)), Self::arguments(args)?);
        let mut conn = self.conn.borrow_mut();
        let conn = conn.as_mut().ok_or(sqlx::Error::PoolClosed)?;
        self.runtime().block_on(query.fetch_all(&mut *conn))
    }

    fn batch(&self, sql: &str) -> Result<()> {
        let mut conn = self.conn.borrow_mut();
        let conn = conn.as_mut().ok_or(sqlx::Error::PoolClosed)?;
        self.runtime()
            .block_on(sqlx::raw_sql(AssertSqlSafe(sql.to_string())).execute(&mut *conn))?;
        Ok(())
    }
}

impl Drop for PgLink {
    /// Stops the link's runtime without waiting for it: a link may be dropped on an async
    /// task's thread (a `Db` dropped there, with its idle readers), where waiting for a
    /// runtime to stop is not allowed. The connection goes after it.
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// `sql` with SQLite's parameters (`?7`, or a bare `?` for the next one) written as
/// PostgreSQL's (`$7`); quoted text and names are left as they are.
pub fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut next = 0;
    let mut quote: Option<char> = None;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match quote {
            Some(q) => {
                out.push(c);
                if c == q {
                    quote = None;
                }
            }
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                out.push(c);
            }
            None if c == '?' => {
                let mut digits = String::new();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                if digits.is_empty() {
                    next += 1;
                    digits = next.to_string();
                }
                out.push('$');
                out.push_str(&digits);
            }
            None => out.push(c),
        }
    }
    out
}

/// A SQLite error as the service knows it: a stored value that cannot be read is a decode
/// error, as sqlx reports it; anything else is a database error.
pub(super) fn lite_error(err: rusqlite::Error) -> sqlx::Error {
    match err {
        rusqlite::Error::FromSqlConversionFailure(_, _, source) => sqlx::Error::Decode(source),
        rusqlite::Error::InvalidColumnType(..) | rusqlite::Error::IntegralValueOutOfRange(..) => {
            sqlx::Error::Decode(Box::new(err))
        }
        rusqlite::Error::QueryReturnedNoRows => sqlx::Error::RowNotFound,
        err => super::write_error::sqlx_error(err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_parameters_become_postgresql_ones_outside_quoted_text() {
        assert_eq!(
            numbered("a = ?2 AND b = ?1 OR c = ?2"),
            "a = $2 AND b = $1 OR c = $2"
        );
        assert_eq!(numbered("a = ? AND b = ?"), "a = $1 AND b = $2");
        assert_eq!(
            numbered("json_extract(x, '$.why?') = ?3 AND \"odd?\" = ?"),
            "json_extract(x, '$.why?') = $3 AND \"odd?\" = $1"
        );
        assert_eq!(numbered("?12"), "$12");
    }

    /// One table, written and read through [`Conn`]: the same code on both engines.
    fn round_trip(conn: Conn<'_>) {
        conn.batch("CREATE TABLE t (id BIGINT PRIMARY KEY, name TEXT, flag BOOLEAN NOT NULL)")
            .expect("the table");
        let added = conn
            .execute(
                "INSERT INTO t (id, name, flag) VALUES (?1, ?2, ?3), (?1 + 1, NULL, NOT ?3)",
                &[&7_i64, &"seven", &true],
            )
            .expect("two rows");
        assert_eq!(added, 2);
        let rows = conn
            .query_map(
                "SELECT id, name, flag FROM t WHERE id >= ? ORDER BY id",
                &[&7_i64],
                |row| {
                    Ok((
                        row.get::<i64>(0)?,
                        row.get::<Option<String>>(1)?,
                        row.get::<bool>(2)?,
                    ))
                },
            )
            .expect("the rows");
        assert_eq!(
            rows,
            [(7, Some("seven".to_string()), true), (8, None, false)]
        );
        let none = conn
            .query_opt("SELECT name FROM t WHERE id = ?1", &[&9_i64], |row| {
                row.get::<String>(0)
            })
            .expect("no row");
        assert_eq!(none, None);
        let missing = conn.query_row("SELECT name FROM t WHERE id = ?1", &[&9_i64], |row| {
            row.get::<String>(0)
        });
        assert!(
            matches!(missing, Err(sqlx::Error::RowNotFound)),
            "{missing:?}"
        );
        let named = conn
            .query_row("SELECT id, flag FROM t WHERE id = 8", &[], |row| {
                row.get::<bool>("flag")
            })
            .expect("a row");
        assert!(!named);
        let wrong = conn.query_row("SELECT name FROM t WHERE id = 7", &[], |row| {
            row.get::<i64>(0)
        });
        assert!(
            matches!(
                wrong,
                Err(sqlx::Error::Decode(_) | sqlx::Error::ColumnDecode { .. })
            ),
            "{wrong:?}"
        );
    }

    #[test]
    fn a_sqlite_connection_runs_the_store_s_statements() {
        let conn = rusqlite::Connection::open_in_memory().expect("a database");
        round_trip(Conn::Lite(&conn));
    }

    #[test]
    fn a_postgresql_connection_runs_the_same_statements() {
        let Some(url) = super::super::test_postgres::fresh_database() else {
            return;
        };
        let link = PgLink::connect(&url).expect("the server");
        round_trip(link.conn());
        link.close();
    }
}
