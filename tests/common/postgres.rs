//! A PostgreSQL database of its own for a test's server, on the server
//! `HERALD_TEST_POSTGRES` names (`.ci/run` starts a throw-away cluster and sets it), dropped
//! when the test ends: the store's own helper (`herald::store::test_postgres`), so both
//! kinds of test make and drop their databases one way. Without a server the test says
//! loudly that it was skipped, and fails where PostgreSQL is required (`CI`,
//! `HERALD_REQUIRE_POSTGRES`), as the browser tests do.

pub use herald::store::test_postgres::TestDatabase;

/// The variable that makes every test server keep its games in a PostgreSQL database of
/// its own instead of a SQLite file: `.ci/run` runs the test files that touch the store
/// a second time with it set to `postgres`.
pub const ENGINE: &str = "HERALD_TEST_ENGINE";

/// Whether the test servers keep their games in PostgreSQL (see [`ENGINE`]).
///
/// # Panics
/// When [`ENGINE`] names an engine Herald does not have.
pub fn servers_on_postgres() -> bool {
    match std::env::var(ENGINE).as_deref() {
        Ok("postgres") => true,
        Ok("sqlite" | "") | Err(_) => false,
        Ok(other) => panic!("{ENGINE}={other}: set it to sqlite or postgres"),
    }
}
