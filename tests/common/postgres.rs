//! A PostgreSQL database of its own for a test's server, on the server
//! `HERALD_TEST_POSTGRES` names (`.ci/run` starts a throw-away cluster and sets it), dropped
//! when the test ends. Without a server the test says loudly that it was skipped, and fails
//! where PostgreSQL is required (`CI`, `HERALD_REQUIRE_POSTGRES`), as the browser tests do.

use sqlx::{Connection, PgConnection};

/// The variable that names the test server.
const SERVER: &str = "HERALD_TEST_POSTGRES";

/// A database made for one test; dropped (with any connection left on it) when dropped.
#[derive(Debug)]
pub struct TestDatabase {
    server: String,
    name: String,
    /// Its URL, for `HERALD_DB`.
    pub url: String,
}

impl TestDatabase {
    /// A new, empty database, or `None` (after saying so) when no server is named.
    ///
    /// # Panics
    /// When no server is named where one is required, or the server refuses.
    pub async fn new() -> Option<TestDatabase> {
        let Some(server) = std::env::var(SERVER).ok().filter(|s| !s.is_empty()) else {
            for required in ["CI", "HERALD_REQUIRE_POSTGRES"] {
                assert!(
                    std::env::var_os(required).is_none(),
                    "{required} is set, so the PostgreSQL tests must run, but {SERVER} names \
                     no server: set it to a postgres:// URL of a role that may create \
                     databases (.ci/run starts one)"
                );
            }
            eprintln!(
                "{SERVER} is not set: this PostgreSQL test was SKIPPED (set it to a \
                 postgres:// URL of a role that may create databases to run it)"
            );
            return None;
        };
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let name = format!("herald_it_{}_{nanos}", std::process::id());
        let mut admin = PgConnection::connect(&server)
            .await
            .expect("the PostgreSQL test server");
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .expect("a database for the test");
        let _ = admin.close().await;
        let url = with_database(&server, &name);
        Some(TestDatabase { server, name, url })
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let (server, drop) = (
            self.server.clone(),
            format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
        // On a thread of its own, with a runtime of its own: this may be dropped inside a
        // test's runtime, which cannot be waited on.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async {
                if let Ok(mut admin) = PgConnection::connect(&server).await {
                    let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(drop))
                        .execute(&mut admin)
                        .await;
                    let _ = admin.close().await;
                }
            });
        })
        .join();
    }
}

/// `server` (a URL) with its database replaced by `name`, its query kept.
fn with_database(server: &str, name: &str) -> String {
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
