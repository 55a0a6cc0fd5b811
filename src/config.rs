//! Settings from the environment, with defaults that work on a fresh machine.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::str::FromStr;

/// Herald's settings (see the README's table). Every field has a working default.
#[derive(Clone, Debug, clap::Args)]
pub struct Settings {
    /// Listen address.
    #[arg(long, env = "HERALD_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,
    /// The database: a SQLite file's path (created with its folder; `sqlite://<path>`
    /// also reads as one), or a PostgreSQL server's URL (`postgres://…`).
    #[arg(long, env = "HERALD_DB", default_value = "data/herald.db")]
    pub db: DbTarget,
    /// Base URL used in links inside emails; default `http://<bind>`.
    #[arg(long, env = "HERALD_BASE_URL")]
    pub base_url: Option<String>,
    /// SMTP server, e.g. `smtp://host:25` or `smtps://user:pass@host:465`; unset: mails are
    /// written as `.eml` files to the outbox folder.
    #[arg(long, env = "HERALD_SMTP_URL")]
    pub smtp_url: Option<String>,
    /// Folder for `.eml` files when no SMTP server is set; default `outbox/` beside the database.
    #[arg(long, env = "HERALD_OUTBOX_DIR")]
    pub outbox_dir: Option<PathBuf>,
    /// Sender address of every mail.
    #[arg(long, env = "HERALD_MAIL_FROM", default_value = "herald@localhost")]
    pub mail_from: String,
    /// First retry delay of a mail that failed, in milliseconds; it doubles per attempt
    /// up to 30 minutes.
    #[arg(long, env = "HERALD_MAIL_RETRY_MS", default_value_t = 5000)]
    pub mail_retry_ms: u64,
    /// How long a turn mail waits before it is sent, in milliseconds: if its reader looks
    /// at the game at that move (or moves) meanwhile, it is not sent. 0 sends at once.
    #[arg(long, env = "HERALD_MAIL_HOLD_MS", default_value_t = 120_000)]
    pub mail_hold_ms: u64,
    /// The longest one mail's SMTP exchange may take (connecting, the greeting, every
    /// command, the data), in milliseconds; past it Herald gives up on that connection and
    /// tries the mail again later.
    #[arg(long, env = "HERALD_SMTP_TIMEOUT_MS", default_value_t = 30_000)]
    pub smtp_timeout_ms: u64,
    /// How long a client may take to send a request's headers (and how long an idle
    /// connection is kept open), in milliseconds; past it the connection is closed.
    #[arg(long, env = "HERALD_HEADER_TIMEOUT_MS", default_value_t = 10_000)]
    pub header_timeout_ms: u64,
    /// How long a request may take from its headers to its answer, body included, in
    /// milliseconds; past it the client gets 408 and the connection is closed.
    #[arg(long, env = "HERALD_REQUEST_TIMEOUT_MS", default_value_t = 30_000)]
    pub request_timeout_ms: u64,
    /// The most client connections open at once; past it a new connection is answered 503
    /// at once and closed.
    #[arg(long, env = "HERALD_MAX_CONNECTIONS", default_value_t = 1024)]
    pub max_connections: usize,
    /// The most connections one client address (an IPv6 /64) may hold open at once; past
    /// it, its next one is answered 503 at once and closed. The connections of a
    /// `HERALD_TRUSTED_PROXY` are not capped so; instead each client it forwards may have
    /// this many requests in flight.
    #[arg(long, env = "HERALD_MAX_CONNECTIONS_PER_CLIENT", default_value_t = 64)]
    pub max_connections_per_client: usize,
    /// How often the timekeeper looks at deadlines (reminders, time-outs, abandoned
    /// games), in milliseconds.
    #[arg(long, env = "HERALD_TICK_MS", default_value_t = 60_000)]
    pub tick_ms: u64,
    /// For tests and rehearsals only: a file holding a number of milliseconds added to the
    /// system clock (re-read on every use), so time can be moved forward without waiting.
    #[arg(long, env = "HERALD_CLOCK_FILE")]
    pub clock_file: Option<PathBuf>,
    /// The address(es) of a reverse proxy in front of Herald, comma-separated: requests
    /// from it are taken to come from the right-most address in `X-Forwarded-For` that is
    /// not a proxy (for the sign-in rate limit and the per-client cap). Unset:
    /// `X-Forwarded-For` is ignored.
    #[arg(long, env = "HERALD_TRUSTED_PROXY", value_delimiter = ',')]
    pub trusted_proxy: Vec<std::net::IpAddr>,
    /// The DKIM selector of Herald's signing key (with `HERALD_DKIM_KEY_FILE`): every mail
    /// is signed for the domain of `HERALD_MAIL_FROM`, and `herald dkim-record` prints the
    /// DNS record to publish at `<selector>._domainkey.<domain>`. Unset: mail goes unsigned.
    #[arg(long, env = "HERALD_DKIM_SELECTOR")]
    pub dkim_selector: Option<String>,
    /// The DKIM private key, a PEM file: Ed25519 or RSA (2048 bits or more) as PKCS#8
    /// ("PRIVATE KEY"), or RSA as PKCS#1 ("RSA PRIVATE KEY"). One that cannot be read
    /// stops the start.
    #[arg(long, env = "HERALD_DKIM_KEY_FILE")]
    pub dkim_key_file: Option<PathBuf>,
    /// The domain whose mail reaches Herald (its MX, or a relay's transport, points at the
    /// receiver or pipes to `herald inbound`). Set, a turn mail's `Reply-To` is
    /// `move+<token>@<domain>` and a reply to it plays the move; unset, mails cannot be
    /// answered.
    #[arg(long, env = "HERALD_INBOUND_DOMAIN")]
    pub inbound_domain: Option<String>,
    /// The authserv-id of the mail exchanger in front of Herald (RFC 8601; Discourse's
    /// `email_in_authserv_id`). Set: a reply is played only if the topmost
    /// `Authentication-Results` header with this id says `dmarc=pass`, or `dkim=pass` for
    /// a domain aligned with the `From:` domain. Unset: Herald checks DKIM, SPF and DMARC
    /// itself.
    #[arg(long, env = "HERALD_INBOUND_AUTHSERV_ID")]
    pub inbound_authserv_id: Option<String>,
    /// The DNS server (`ip:port`) Herald's own DKIM, SPF and DMARC checks ask; unset, the
    /// system's (`/etc/resolv.conf`).
    #[arg(long, env = "HERALD_INBOUND_DNS")]
    pub inbound_dns: Option<SocketAddr>,
    /// Where the built-in SMTP receiver listens (e.g. `0.0.0.0:2525`); unset, it does not run.
    #[arg(long, env = "HERALD_INBOUND_BIND")]
    pub inbound_bind: Option<SocketAddr>,
    /// The largest mail the receiver (and `herald inbound`) accepts, in bytes; a larger one
    /// is refused at the limit.
    #[arg(long, env = "HERALD_INBOUND_MAX_BYTES", default_value_t = 4 * 1024 * 1024)]
    pub inbound_max_bytes: usize,
    /// How long the receiver waits for a client to move its mail forward (`MAIL`, `RCPT`,
    /// `DATA`, a data line; not `NOOP`, `RSET` and the like) before it closes the
    /// connection, in milliseconds.
    #[arg(long, env = "HERALD_INBOUND_TIMEOUT_MS", default_value_t = 60_000)]
    pub inbound_timeout_ms: u64,
}

impl Settings {
    /// The base URL for links, without a trailing slash.
    pub fn base_url(&self) -> String {
        match &self.base_url {
            Some(url) => url.trim_end_matches('/').to_string(),
            None => format!("http://{}", self.bind),
        }
    }

    /// Whether session cookies must be `Secure`.
    pub fn is_https(&self) -> bool {
        self.base_url().starts_with("https://")
    }

    /// Where `.eml` files go when no SMTP server is configured.
    pub fn outbox_dir(&self) -> PathBuf {
        match &self.outbox_dir {
            Some(dir) => dir.clone(),
            None => match &self.db {
                DbTarget::Sqlite(file) => file
                    .parent()
                    .map(|p| p.join("outbox"))
                    .unwrap_or_else(|| PathBuf::from("outbox")),
                DbTarget::Postgres(_) => PathBuf::from("data/outbox"),
            },
        }
    }

    /// The domain used in Message-IDs: the sender address's domain.
    pub fn mail_domain(&self) -> String {
        self.mail_from
            .rsplit('@')
            .next()
            .unwrap_or("localhost")
            .trim_end_matches('>')
            .to_string()
    }
}

/// Where Herald keeps its games (`HERALD_DB`): a SQLite file, the default, or a
/// PostgreSQL server. Shown (in logs, in `Debug`) without the URL's password.
#[derive(Clone, PartialEq, Eq)]
pub enum DbTarget {
    /// A SQLite file: a path, or `sqlite://<path>`.
    Sqlite(PathBuf),
    /// A PostgreSQL server: a `postgres://` or `postgresql://` URL, as given.
    Postgres(String),
}

impl FromStr for DbTarget {
    type Err = String;

    /// A `postgres://` or `postgresql://` URL is a PostgreSQL server, anything else a
    /// SQLite file's path (`sqlite://` and `sqlite:` before it are dropped).
    fn from_str(given: &str) -> Result<Self, String> {
        let given = given.trim();
        let lower = given.to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            let (_, rest) = given.split_once("://").unwrap_or_default();
            if rest.is_empty() {
                return Err(format!(
                    "\"{given}\" names no PostgreSQL server; write postgres://user:password@host:5432/database"
                ));
            }
            return Ok(DbTarget::Postgres(given.to_string()));
        }
        let path = ["sqlite://", "sqlite:"]
            .iter()
            .find_map(|scheme| lower.starts_with(scheme).then(|| &given[scheme.len()..]))
            .unwrap_or(given);
        if path.is_empty() {
            return Err(
                "no database given; write a SQLite file's path (data/herald.db) or a postgres:// URL"
                    .to_string(),
            );
        }
        if path.contains("://") {
            return Err(format!(
                "\"{}\" is neither a file's path nor a postgres:// URL; Herald keeps its games in SQLite or PostgreSQL",
                redacted(given)
            ));
        }
        Ok(DbTarget::Sqlite(PathBuf::from(path)))
    }
}

impl fmt::Display for DbTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbTarget::Sqlite(file) => write!(f, "{}", file.display()),
            DbTarget::Postgres(url) => f.write_str(&redacted(url)),
        }
    }
}

impl fmt::Debug for DbTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbTarget::Sqlite(_) => write!(f, "Sqlite({self})"),
            DbTarget::Postgres(_) => write!(f, "Postgres({self})"),
        }
    }
}

/// `url` with the password of its user part, if any, shown as `***`: a URL is printed
/// in logs and errors, a password never.
fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user, hosts)) => match user.split_once(':') {
            Some((name, _password)) => format!("{scheme}://{name}:***@{hosts}{tail}"),
            None => url.to_string(),
        },
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_a_sqlite_file_and_a_postgres_url_a_server() {
        let target = |s: &str| s.parse::<DbTarget>();
        assert_eq!(
            target("data/herald.db"),
            Ok(DbTarget::Sqlite("data/herald.db".into()))
        );
        assert_eq!(
            target("sqlite:///tmp/h.db"),
            Ok(DbTarget::Sqlite("/tmp/h.db".into()))
        );
        assert_eq!(target("sqlite:h.db"), Ok(DbTarget::Sqlite("h.db".into())));
        assert_eq!(
            target("postgres://herald@db1,db2/herald?target_session_attrs=read-write"),
            Ok(DbTarget::Postgres(
                "postgres://herald@db1,db2/herald?target_session_attrs=read-write".into()
            ))
        );
        assert!(matches!(
            target("PostgreSQL://h/db"),
            Ok(DbTarget::Postgres(_))
        ));
    }

    #[test]
    fn what_names_no_database_is_refused_with_what_to_write() {
        let refused = |s: &str| s.parse::<DbTarget>().expect_err(s);
        assert!(refused("").contains("data/herald.db"));
        assert!(refused("postgres://").contains("postgres://user:password@host"));
        let mysql = refused("mysql://root:hunter2@db/herald");
        assert!(mysql.contains("neither"), "{mysql}");
        assert!(
            !mysql.contains("hunter2"),
            "the password is never shown: {mysql}"
        );
    }

    #[test]
    fn a_postgres_password_is_never_shown() {
        let target: DbTarget = "postgres://herald:s3cret@db1:5432,db2:5432/herald?sslmode=require"
            .parse()
            .expect("a URL");
        for shown in [target.to_string(), format!("{target:?}")] {
            assert!(!shown.contains("s3cret"), "{shown}");
            assert!(shown.contains("herald:***@db1:5432,db2:5432/herald?sslmode=require"));
        }
        let no_password: DbTarget = "postgres://herald@db/herald".parse().expect("a URL");
        assert_eq!(no_password.to_string(), "postgres://herald@db/herald");
    }
}
