//! Settings from the environment, with defaults that work on a fresh machine.

use std::net::SocketAddr;
use std::path::PathBuf;

/// Herald's settings (see the README's table). Every field has a working default.
#[derive(Clone, Debug, clap::Args)]
pub struct Settings {
    /// Listen address.
    #[arg(long, env = "HERALD_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,
    /// SQLite file (created with its folder).
    #[arg(long, env = "HERALD_DB", default_value = "data/herald.db")]
    pub db: PathBuf,
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
            None => self
                .db
                .parent()
                .map(|p| p.join("outbox"))
                .unwrap_or_else(|| PathBuf::from("outbox")),
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
