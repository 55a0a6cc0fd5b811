//! A PostgreSQL database for a test, on the server `HERALD_TEST_POSTGRES` names (a
//! `postgres://` URL of a role that may create databases; `.ci/run` starts a throw-away
//! cluster and sets it). Without it a PostgreSQL test says loudly that it was skipped,
//! and fails where PostgreSQL is required (`CI`, `HERALD_REQUIRE_POSTGRES`).
//!
//! Test support, for the store's own tests and the integration tests' servers (which
//! link the library as it is built for use, so it is not behind `cfg(test)`); Herald
//! itself never calls it.

use super::sql::PgLink;

/// The variable that names the test server.
pub const SERVER: &str = "HERALD_TEST_POSTGRES";

/// The URL of a new, empty database on the test server, or `None` (after saying so) when
/// no server is named.
///
/// # Panics
/// When no server is named where one is required, or the server refuses the database.
pub fn fresh_database() -> Option<String> {
    let Some(server) = std::env::var(SERVER).ok().filter(|s| !s.is_empty()) else {
        for required in ["CI", "HERALD_REQUIRE_POSTGRES"] {
            assert!(
                std::env::var_os(required).is_none(),
                "{required} is set, so the PostgreSQL tests must run, but {SERVER} names no \
                 server: set it to a postgres:// URL of a role that may create databases \
                 (.ci/run starts one)"
            );
        }
        eprintln!(
            "{SERVER} is not set: this PostgreSQL test was SKIPPED (set it to a postgres:// \
             URL of a role that may create databases to run it)"
        );
        return None;
    };
    let name = unique_name();
    // On a thread of its own: the link waits on its own runtime, which an async test's
    // thread cannot.
    let create = format!("CREATE DATABASE {name}");
    let admin = server.clone();
    std::thread::spawn(move || {
        let admin = PgLink::connect(&admin).expect("the PostgreSQL test server");
        admin
            .conn()
            .batch(&create)
            .expect("a database for the test");
        admin.close();
    })
    .join()
    .expect("the test database is created");
    Some(with_database(&server, &name))
}

/// A database of its own for one test, dropped (with whatever connections are left on it)
/// when the test ends, so the test server does not fill up with them.
#[derive(Debug)]
pub struct TestDatabase {
    server: String,
    name: String,
    url: String,
}

impl TestDatabase {
    /// A new, empty database on the test server, or `None` (after saying so) when no server
    /// is named; see [`fresh_database`].
    ///
    /// # Panics
    /// As [`fresh_database`].
    pub fn new() -> Option<TestDatabase> {
        let url = fresh_database()?;
        let server = std::env::var(SERVER).expect("named, as the database was made");
        let name = url
            .rsplit('/')
            .next()
            .and_then(|tail| tail.split('?').next())
            .expect("a database name")
            .to_string();
        Some(TestDatabase { server, name, url })
    }

    /// Its URL.
    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let (server, drop) = (
            self.server.clone(),
            format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
        let _ = std::thread::spawn(move || {
            if let Ok(admin) = PgLink::connect(&server) {
                let _ = admin.conn().batch(&drop);
                admin.close();
            }
        })
        .join();
    }
}

/// A database name no other test, in this process or another, has taken.
fn unique_name() -> String {
    static TAKEN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let n = TAKEN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("herald_t_{}_{nanos}_{n}", std::process::id())
}

/// `server` (a URL) with its database path replaced by `name`, its query kept.
pub(super) fn with_database(server: &str, name: &str) -> String {
    let (head, query) = match server.split_once('?') {
        Some((head, query)) => (head, Some(query)),
        None => (server, None),
    };
    let rest = head.split_once("://").map_or(head, |(_, rest)| rest);
    let base = match rest.find('/') {
        Some(slash) => &head[..head.len() - rest.len() + slash],
        None => head,
    };
    match query {
        Some(query) => format!("{base}/{name}?{query}"),
        None => format!("{base}/{name}"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_database_name_replaces_the_server_s() {
        use super::with_database;
        assert_eq!(
            with_database("postgres://u@h:5/postgres", "t1"),
            "postgres://u@h:5/t1"
        );
        assert_eq!(
            with_database("postgres://u@h:5", "t1"),
            "postgres://u@h:5/t1"
        );
        assert_eq!(
            with_database("postgresql://u:p@h/db?sslmode=disable", "t1"),
            "postgresql://u:p@h/t1?sslmode=disable"
        );
    }
}
