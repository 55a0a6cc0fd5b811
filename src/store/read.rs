//! Reads on the request's own thread. sqlx runs each connection on a thread of its own and
//! hands every statement and every row across a channel: a request that reads its user and
//! its game crossed threads some eight times before it did anything, and on a small machine
//! those wake-ups, not SQLite, were most of a move's cost. The hot reads (a bearer token's
//! user, a game with its seats, a game's log) run here instead, on synchronous connections
//! kept in a small pool, with their statements prepared once per connection.
//!
//! A read runs inline on the calling task. In WAL mode a reader never waits for the writer
//! (it reads the last commit), so these statements take tens of microseconds and handing
//! them to another thread would cost more than running them. Reads that must see a write
//! transaction's own changes stay on that transaction's sqlx connection.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, Mutex};

use rusqlite::Connection;

use super::hosts::Primary;
use super::sql::{self, Conn, PgLink, Row, lite_error};

/// Connections kept idle at most; more are opened when more requests read at once.
const MOST_IDLE: usize = 8;

/// A pool of synchronous read connections to the database file.
#[derive(Debug)]
pub struct Readers {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl Readers {
    /// Readers of the (migrated) database at `path`; connections open as they are needed.
    pub fn new(path: &Path) -> Readers {
        Readers {
            path: path.to_owned(),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Runs `read` on a read connection.
    ///
    /// # Errors
    /// When no connection can be opened, or `read`'s own error, as the sqlx error the rest
    /// of the service knows: a stored value that cannot be decoded is
    /// [`sqlx::Error::Decode`], as sqlx would have said.
    pub fn read<T>(&self, read: impl FnOnce(Conn<'_>) -> sql::Result<T>) -> sqlx::Result<T> {
        let conn = match self.lock().pop() {
            Some(conn) => conn,
            None => open(&self.path).map_err(lite_error)?,
        };
        // One snapshot for every statement of the read: a deferred transaction takes no
        // lock until its first statement, and is rolled back, having written nothing.
        // Both statements are prepared once per connection: rusqlite's own transaction
        // parsed them anew each time (2 % of the request threads' samples; issue 28).
        let snapshot = Conn::Lite(&conn);
        let answer = snapshot.execute("BEGIN DEFERRED", &[]).and_then(|_| {
            let answer = read(snapshot);
            snapshot.execute("ROLLBACK", &[])?;
            answer
        });
        if conn.is_autocommit() {
            // A connection left inside a transaction (a failed rollback) is not reused.
            let mut idle = self.lock();
            if idle.len() < MOST_IDLE {
                idle.push(conn);
            }
        }
        answer
    }

    /// Closes the idle connections (those in use close when their read ends).
    pub fn close(&self) {
        self.lock().clear();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Connection>> {
        // A read that panicked leaves nothing half done in the list: go on with it.
        self.idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Reads on PostgreSQL: synchronous links (see [`super::sql::PgLink`]) kept in a small
/// pool, each read in one snapshot (`REPEATABLE READ`, read only) as SQLite's readers do.
///
/// A link waits on a runtime of its own, which cannot run inside the caller's: a read asked
/// for on a runtime's thread runs on a scoped thread while the caller waits, as SQLite's
/// reads wait on the disk inline. On a thread of its own (the writer, `herald verify`) it
/// runs in place.
#[derive(Debug)]
pub struct PgReaders {
    primary: Arc<Primary>,
    idle: Mutex<Vec<PgLink>>,
}

impl PgReaders {
    /// Readers of the (migrated) database on `primary`'s hosts; links open as they are
    /// needed, each on the host that will do then.
    pub fn new(primary: Arc<Primary>) -> PgReaders {
        PgReaders {
            primary,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Runs `read` on a read link.
    ///
    /// # Errors
    /// When no link can be made, or `read`'s own error.
    pub fn read<T: Send>(
        &self,
        read: impl FnOnce(Conn<'_>) -> sql::Result<T> + Send,
    ) -> sqlx::Result<T> {
        if tokio::runtime::Handle::try_current().is_err() {
            return self.read_here(read);
        }
        std::thread::scope(|scope| {
            scope
                .spawn(|| self.read_here(read))
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
    }

    fn read_here<T>(&self, read: impl FnOnce(Conn<'_>) -> sql::Result<T>) -> sqlx::Result<T> {
        let link = match self.lock().pop() {
            Some(link) => link,
            None => PgLink::connect_to(&self.primary)?,
        };
        let snapshot = link.conn();
        let answer = snapshot
            .batch("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .and_then(|()| {
                let answer = read(snapshot);
                snapshot.batch("ROLLBACK")?;
                answer
            });
        // A link whose read failed may be broken (a server restarted, a standby promoted):
        // it is closed, and the next read makes a new one.
        if answer.is_ok() {
            let mut idle = self.lock();
            if idle.len() < MOST_IDLE {
                idle.push(link);
                return answer;
            }
        }
        link.close();
        answer
    }

    /// Closes the idle links.
    pub fn close(&self) {
        for link in std::mem::take(&mut *self.lock()) {
            link.close();
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<PgLink>> {
        self.idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A read connection: the writer's settings, and refusing to write.
fn open(path: &Path) -> rusqlite::Result<Connection> {
    let conn = super::writer::open_connection(path)?;
    conn.pragma_update(None, "query_only", true)?;
    // The file is read, not mapped: in WAL mode another connection's commit empties this
    // one's page cache, and with the file mapped SQLite also unmaps it then (so the next
    // read maps it again and faults each page back in, and every unmapping interrupts the
    // other cores to flush their address caches). With the moves committing hundreds of
    // times a second that cost more than reading the few pages a read needs with a system
    // call each (issue 28).
    Ok(conn)
}

/// Column `name` of `row`, parsed from its text by `FromStr` (the service's words).
///
/// # Errors
/// A conversion failure naming the column when the text is not one of the words.
pub(super) fn word<T>(row: &Row<'_, '_>, name: &str) -> sql::Result<T>
where
    T: FromStr<Err = String>,
{
    parsed(name, row.get(name)?)
}

/// Column `index` of `row` (named `name`), parsed as [`word`] does: for the hot reads,
/// which read their columns by position (finding a column by its name compares it with
/// every name before it).
///
/// # Errors
/// As [`word`].
pub(super) fn word_at<T>(row: &Row<'_, '_>, index: usize, name: &str) -> sql::Result<T>
where
    T: FromStr<Err = String>,
{
    parsed(name, row.get(index)?)
}

/// Column `index` of `row` (named `name`), when not NULL, parsed as [`word`] does.
///
/// # Errors
/// As [`word`].
pub(super) fn word_or_null_at<T>(
    row: &Row<'_, '_>,
    index: usize,
    name: &str,
) -> sql::Result<Option<T>>
where
    T: FromStr<Err = String>,
{
    let text: Option<String> = row.get(index)?;
    text.map(|text| parsed(name, text)).transpose()
}

fn parsed<T>(name: &str, text: String) -> sql::Result<T>
where
    T: FromStr<Err = String>,
{
    text.parse()
        .map_err(|why: String| sqlx::Error::Decode(format!("{name}: {why}").into()))
}
