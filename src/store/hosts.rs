//! A PostgreSQL URL that names several hosts, as libpq takes it (issue 29):
//! `postgres://herald:secret@db1:5432,db2:5432/herald?target_session_attrs=read-write`.
//! sqlx connects to one host. [`Primary`] tries each host in turn, starting with the one
//! that answered last. With `target_session_attrs=read-write` (or `primary`) it takes only
//! a host that accepts writes, so after a failover Herald finds the promoted standby by
//! itself. Every connection Herald makes goes through it: the pool's (see
//! [`super::open_postgres`], which also watches for a new primary), the writer's and the
//! readers' links (see [`super::sql::PgLink`]).

use std::sync::Mutex;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{ConnectOptions, Connection};

/// How long one host may take to connect and answer before the next is tried.
pub const CONNECT_WITHIN: Duration = Duration::from_secs(3);

/// The hosts a URL names, and which of them Herald may use.
#[derive(Debug)]
pub struct Primary {
    /// One URL for each host, in the order given, the rest of the URL the same.
    each: Vec<String>,
    /// Only a host that accepts writes will do (`target_session_attrs=read-write` or
    /// `primary`); else the first that answers.
    read_write: bool,
    /// The host that answered last: tried first next time.
    last: Mutex<usize>,
}

impl Primary {
    /// The hosts `url` names.
    ///
    /// # Errors
    /// When the URL names no host, or asks for a session Herald cannot write in
    /// (`target_session_attrs=read-only`, `standby`, `prefer-standby`).
    pub fn parse(url: &str) -> Result<Primary, String> {
        let (scheme, rest) = url
            .split_once("://")
            .ok_or_else(|| "a PostgreSQL URL begins with postgres://".to_string())?;
        let end = rest.find(['/', '?']).unwrap_or(rest.len());
        let (authority, tail) = rest.split_at(end);
        let (user, hosts) = match authority.rsplit_once('@') {
            Some((user, hosts)) => (format!("{user}@"), hosts),
            None => (String::new(), authority),
        };
        let (path, query) = tail.split_once('?').unwrap_or((tail, ""));
        let mut read_write = false;
        let mut kept = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            match pair.split_once('=') {
                Some(("target_session_attrs", attrs)) => {
                    read_write = match attrs {
                        "any" => false,
                        "read-write" | "primary" => true,
                        other => {
                            return Err(format!(
                                "target_session_attrs={other}: Herald writes, so it takes \
                                 any, read-write or primary"
                            ));
                        }
                    };
                }
                _ => kept.push(pair),
            }
        }
        let query = if kept.is_empty() {
            String::new()
        } else {
            format!("?{}", kept.join("&"))
        };
        let each: Vec<String> = hosts
            .split(',')
            .map(|host| format!("{scheme}://{user}{host}{path}{query}"))
            .collect();
        if hosts.split(',').any(str::is_empty) {
            return Err("the URL names an empty host (two commas, or one at an end)".into());
        }
        Ok(Primary {
            each,
            read_write,
            last: Mutex::new(0),
        })
    }

    /// Whether the URL names more than one host.
    pub fn many(&self) -> bool {
        self.each.len() > 1
    }

    /// The connection options of the host that answered last (the first before any did),
    /// and which host that is (0 for the first the URL names).
    ///
    /// # Errors
    /// When its URL is not a valid PostgreSQL URL.
    pub fn options(&self) -> sqlx::Result<(PgConnectOptions, usize)> {
        let at = self.last();
        Ok((self.options_of(at)?, at))
    }

    /// The connection options of host `at` (0 for the first the URL names).
    ///
    /// # Errors
    /// When its URL is not a valid PostgreSQL URL.
    pub fn options_of(&self, at: usize) -> sqlx::Result<PgConnectOptions> {
        self.each[at].parse()
    }

    /// Connects to the first host that will do, starting with the one that answered last,
    /// and remembers it. Returns the connection and which host it is. (Each of the writer,
    /// the readers and the pool's watcher connects here: whichever finds the new primary
    /// first moves "the one that answered last" for the others, so a caller that must
    /// follow the primary compares the host with its own, not with the last.)
    ///
    /// # Errors
    /// The last host's error when none will do.
    pub async fn connect(&self) -> sqlx::Result<(PgConnection, usize)> {
        let before = self.last();
        let mut failed = None;
        for at in (0..self.each.len()).map(|k| (before + k) % self.each.len()) {
            match tokio::time::timeout(CONNECT_WITHIN, self.connect_to(at)).await {
                Ok(Ok(conn)) => {
                    *self.last.lock().unwrap_or_else(|e| e.into_inner()) = at;
                    return Ok((conn, at));
                }
                Ok(Err(err)) => failed = Some(err),
                Err(_) => {
                    failed = Some(sqlx::Error::Configuration(
                        format!(
                            "host {} of HERALD_DB did not answer within {CONNECT_WITHIN:?}: \
                             check that it runs and that its address is right",
                            at + 1
                        )
                        .into(),
                    ));
                }
            }
        }
        Err(failed.expect("a URL names at least one host"))
    }

    /// Connects to host `at`, if it will do.
    async fn connect_to(&self, at: usize) -> sqlx::Result<PgConnection> {
        let options: PgConnectOptions = self.each[at].parse()?;
        let mut conn = options.connect().await?;
        if let Err(refused) = self.check(&mut conn).await {
            let _ = conn.close().await;
            return Err(refused);
        }
        Ok(conn)
    }

    /// Whether `conn` will do: it answers, and (with `read-write` or `primary`) its server
    /// accepts writes. Checked after the pool connects, and on the connection that watches
    /// for a failover (a host that accepted writes may have become a standby since).
    ///
    /// # Errors
    /// When it will not, or the server does not answer.
    pub async fn check(&self, conn: &mut PgConnection) -> sqlx::Result<()> {
        let read_only: String = sqlx::query_scalar("SHOW transaction_read_only")
            .fetch_one(&mut *conn)
            .await?;
        if self.read_write && read_only != "off" {
            return Err(sqlx::Error::Configuration(
                "the PostgreSQL host does not accept writes (a standby): Herald tries the other \
                 hosts HERALD_DB names; name the primary there if none takes writes"
                    .into(),
            ));
        }
        Ok(())
    }

    fn last(&self) -> usize {
        *self.last.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_naming_two_hosts_is_one_url_a_host_without_target_session_attrs() {
        let primary = Primary::parse(
            "postgres://herald:s%40cret@db1:5432,db2:5433/herald?sslmode=disable&target_session_attrs=read-write",
        )
        .expect("parsed");
        assert_eq!(
            primary.each,
            [
                "postgres://herald:s%40cret@db1:5432/herald?sslmode=disable",
                "postgres://herald:s%40cret@db2:5433/herald?sslmode=disable"
            ]
        );
        assert!(primary.read_write && primary.many());
        let one = Primary::parse("postgresql://127.0.0.1/herald").expect("parsed");
        assert_eq!(one.each, ["postgresql://127.0.0.1/herald"]);
        assert!(!one.read_write && !one.many());
        let any = Primary::parse("postgres://a,b?target_session_attrs=any").expect("parsed");
        assert_eq!(any.each, ["postgres://a", "postgres://b"]);
        assert!(!any.read_write);
    }

    #[test]
    fn a_url_asking_for_a_standby_or_naming_an_empty_host_is_refused() {
        for url in [
            "postgres://a,b/h?target_session_attrs=read-only",
            "postgres://a,b/h?target_session_attrs=standby",
            "postgres://a,,b/h",
            "postgres://a,/h",
            "db1:5432/herald",
        ] {
            assert!(Primary::parse(url).is_err(), "{url}");
        }
    }
}
