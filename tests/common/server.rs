//! The real `herald` binary on a fresh database in a tempdir: starting, restarting,
//! killing and signalling it, its settings, its log, and the clock file that moves its time.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use super::api::Api;
use super::smtp::SmtpServer;

/// The base URL the server puts in mail links.
pub const BASE_URL: &str = "http://herald.test";

/// How long a test waits for anything that should happen "soon" (a debug build on a busy
/// two-core machine is slow).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// The `herald` binary serving a database in its own tempdir, with mail to the test SMTP
/// server. It can be killed (SIGKILL) and restarted on the same database. Dropping it kills
/// it; if the test is failing, its log is printed.
pub struct Server {
    dir: tempfile::TempDir,
    smtp_url: String,
    child: Option<Child>,
    /// `http://127.0.0.1:PORT` of the running process (a restart picks a new port).
    pub base: String,
    log: Arc<Mutex<Vec<String>>>,
    readers: Vec<std::thread::JoinHandle<()>>,
    runs: usize,
    /// Settings added to (or overriding) the test defaults, e.g. `HERALD_TRUSTED_PROXY`.
    env: Vec<(String, String)>,
    /// Where the SMTP receiver listens, when `HERALD_INBOUND_BIND` is set (a restart
    /// picks a new port).
    inbound: Arc<Mutex<Option<String>>>,
    /// The PostgreSQL database it keeps its games in, when not a SQLite file; dropped after
    /// the process is killed.
    database: Option<super::postgres::TestDatabase>,
}

fn strip_ansi(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ params letter
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

impl Server {
    /// Starts a server on a fresh database.
    pub fn start(smtp: &SmtpServer) -> Server {
        Server::start_with(&smtp.url(), &[])
    }

    /// Starts a server keeping its games in a PostgreSQL database of its own, or `None`
    /// when no test server is named (the test is skipped, loudly; see
    /// [`super::postgres::TestDatabase`]).
    pub fn start_on_postgres(smtp: &SmtpServer) -> Option<Server> {
        let database = super::postgres::TestDatabase::new()?;
        Some(Server::start_on_database(smtp, database))
    }

    /// Starts a server keeping its games in `database` (which it drops when it is dropped).
    pub fn start_on_database(smtp: &SmtpServer, database: super::postgres::TestDatabase) -> Server {
        let mut server = Server::unstarted(&smtp.url(), &[]);
        server.keep_games_in(database);
        server.spawn();
        server
    }

    /// Keeps the games in `database` (dropped with the server) instead of a SQLite file.
    fn keep_games_in(&mut self, database: super::postgres::TestDatabase) {
        self.env.retain(|(key, _)| key != "HERALD_DB");
        self.env
            .push(("HERALD_DB".to_string(), database.url().to_string()));
        self.database = Some(database);
    }

    /// Another `herald serve` process on this server's PostgreSQL database, with the same
    /// settings and clock (its clock file is this one's), as a second machine behind the
    /// same address would be. The database stays this server's: it is dropped with it.
    ///
    /// # Panics
    /// When this server keeps its games in a SQLite file: one process has a file.
    pub fn beside(&self) -> Server {
        assert!(
            self.database.is_some(),
            "a second process shares a PostgreSQL database, not a SQLite file"
        );
        let clock = self.clock_file();
        let mut env: Vec<(&str, &str)> = self
            .env
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let clock = clock.to_str().expect("a UTF-8 path");
        env.push(("HERALD_CLOCK_FILE", clock));
        Server::start_with(&self.smtp_url, &env)
    }

    /// The SQLite file.
    ///
    /// # Panics
    /// When the server keeps its games in PostgreSQL: a test that reads the file runs on
    /// SQLite only (see [`super::postgres::ENGINE`]).
    #[track_caller]
    pub fn db_path(&self) -> PathBuf {
        assert!(
            self.database.is_none(),
            "this test reads the server's SQLite file, but the server keeps its games in \
             PostgreSQL: run it on SQLite (unset {})",
            super::postgres::ENGINE
        );
        self.db_file()
    }

    /// Whether the server made a SQLite file (one keeping its games in PostgreSQL must not).
    pub fn made_a_sqlite_file(&self) -> bool {
        self.db_file().exists()
    }

    /// The SQLite file the server keeps its games in unless told otherwise.
    fn db_file(&self) -> PathBuf {
        self.dir.path().join("herald.db")
    }

    fn command(&self) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_herald"));
        cmd.env("HERALD_DB", self.db_file())
            .env("HERALD_BIND", "127.0.0.1:0")
            .env("HERALD_SMTP_URL", &self.smtp_url)
            .env("HERALD_MAIL_RETRY_MS", "100")
            .env("HERALD_MAIL_HOLD_MS", "0")
            .env("HERALD_BASE_URL", BASE_URL)
            .env("HERALD_CLOCK_FILE", self.clock_file())
            .env("HERALD_TICK_MS", "100")
            .env("RUST_LOG", "herald=info")
            .env("NO_COLOR", "1")
            // Herald's sender checks ask the test's DNS server, never the network.
            .env("HERALD_INBOUND_DNS", super::dns::dns().addr.to_string())
            .env_remove("HERALD_INBOUND_AUTHSERV_ID")
            .env_remove("HERALD_OUTBOX_DIR")
            .env_remove("HERALD_MAIL_FROM")
            .env_remove("HERALD_TRUSTED_PROXY")
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .current_dir(self.dir.path());
        cmd
    }

    fn spawn(&mut self) {
        self.runs += 1;
        let run = self.runs;
        let mut child = self
            .command()
            .arg("serve")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start the herald binary");
        let (tx, rx) = mpsc::channel::<String>();
        let outputs: [Box<dyn std::io::Read + Send>; 2] = [
            Box::new(child.stdout.take().expect("stdout")),
            Box::new(child.stderr.take().expect("stderr")),
        ];
        for output in outputs {
            let log = self.log.clone();
            let inbound = self.inbound.clone();
            let tx = tx.clone();
            self.readers.push(std::thread::spawn(move || {
                for line in BufReader::new(output).lines() {
                    let Ok(line) = line else { break };
                    let line = strip_ansi(&line);
                    if let Some(rest) = line.split("Herald receives mail on ").nth(1) {
                        let addr = rest.split_whitespace().next().unwrap_or_default();
                        *inbound.lock().unwrap() = Some(addr.to_string());
                    }
                    if let Some(rest) = line.split("Herald listens on http://").nth(1) {
                        let addr = rest.split_whitespace().next().unwrap_or_default();
                        let _ = tx.send(format!("http://{addr}"));
                    }
                    log.lock().unwrap().push(format!("[run {run}] {line}"));
                }
            }));
        }
        drop(tx);
        self.child = Some(child);
        match rx.recv_timeout(PATIENCE) {
            Ok(base) => self.base = base,
            Err(_) => {
                self.kill();
                panic!(
                    "the server did not say where it listens; its log:\n{}",
                    self.log_text()
                );
            }
        }
    }

    /// The file whose number of milliseconds the server adds to its clock.
    pub fn clock_file(&self) -> PathBuf {
        self.dir.path().join("clock-offset-ms")
    }

    /// Moves the server's clock `ms` forward (it reads the offset on every use).
    pub fn advance(&self, ms: i64) {
        let now = std::fs::read_to_string(self.clock_file())
            .ok()
            .and_then(|t| t.trim().parse::<i64>().ok())
            .unwrap_or(0);
        std::fs::write(self.clock_file(), (now + ms).to_string()).expect("write the clock file");
    }

    /// Kills the process at once (SIGKILL), as a crash would.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            if let Ok(Some(status)) = child.try_wait() {
                // It died before we killed it: say so in the log.
                self.log
                    .lock()
                    .unwrap()
                    .push(format!("[run {}] exited by itself: {status}", self.runs));
            }
            let _ = child.kill();
            let _ = child.wait();
            // The pipes are closed now: let the readers log the last lines.
            for reader in self.readers.drain(..) {
                let _ = reader.join();
            }
        }
    }

    /// Kills the process if it runs, then starts it again on the same database.
    pub fn restart(&mut self) {
        self.kill();
        self.spawn();
    }

    /// A client for the running process.
    pub fn api(&self) -> Api {
        let idle_limit = self
            .env
            .iter()
            .find(|(k, _)| k == "HERALD_HEADER_TIMEOUT_MS")
            .and_then(|(_, ms)| ms.parse::<u64>().ok());
        match idle_limit {
            Some(ms) => Api::keeping_idle(&self.base, Duration::from_millis(ms / 2)),
            None => Api::new(&self.base),
        }
    }

    /// Runs `herald verify` on the same database.
    pub fn verify(&self) -> Output {
        self.command()
            .arg("verify")
            .output()
            .expect("run herald verify")
    }

    /// Runs `herald verify` on the same database and checks that it exits 0 and says every
    /// game verified.
    #[track_caller]
    pub fn assert_verified(&self) {
        let out = self.verify();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success(),
            "herald verify failed ({}):\n{stdout}\n{stderr}",
            out.status
        );
        assert!(
            stdout.contains("games verified") && stdout.contains(" 0 with problems"),
            "herald verify says every game verified:\n{stdout}"
        );
    }

    /// Runs `herald` with `args` on this server's database and settings (the operator's
    /// command line).
    pub fn cli(&self, args: &[&str]) -> Output {
        self.command().args(args).output().expect("run herald")
    }

    /// Imports the game document at `path` with the operator's `herald import`, which
    /// must succeed: the new game's id.
    pub fn import(&self, path: &std::path::Path) -> i64 {
        let imported = self.cli(&["import", path.to_str().expect("a UTF-8 path")]);
        assert!(imported.status.success(), "{imported:?}");
        let said = String::from_utf8_lossy(&imported.stdout).to_string();
        said.lines()
            .find_map(|l| l.trim().strip_prefix("imported as game "))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("the new game's id: {said}"))
    }

    /// Runs `herald` with `args` on this server's database and settings, `input` on its
    /// standard input.
    pub fn cli_with_input(&self, args: &[&str], input: &[u8]) -> Output {
        use std::io::Write;
        let mut child = self
            .command()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run herald");
        // Herald may stop reading early (a mail over the size limit): a broken pipe then.
        let _ = child.stdin.take().expect("stdin").write_all(input);
        child.wait_with_output().expect("herald ends")
    }

    /// The log so far.
    pub fn log_text(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            eprintln!(
                "----- herald log -----\n{}\n----- end of log -----",
                self.log_text()
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// Settings and signals
// ---------------------------------------------------------------------------------------

impl Server {
    /// Starts a server on a fresh database with mail to `smtp_url` and more settings in
    /// its environment, e.g. `("HERALD_SMTP_TIMEOUT_MS", "2000")`.
    /// With `HERALD_TEST_ENGINE=postgres`, a server not told where to keep its games keeps
    /// them in a PostgreSQL database of its own (see [`super::postgres::ENGINE`]).
    ///
    /// # Panics
    /// With `HERALD_TEST_ENGINE=postgres` and no PostgreSQL test server named.
    pub fn start_with(smtp_url: &str, env: &[(&str, &str)]) -> Server {
        let mut server = Server::unstarted(smtp_url, env);
        let told = env.iter().any(|(key, _)| *key == "HERALD_DB");
        if !told && super::postgres::servers_on_postgres() {
            let database = super::postgres::TestDatabase::new().unwrap_or_else(|| {
                panic!(
                    "{}=postgres, but HERALD_TEST_POSTGRES names no server: set it to a \
                     postgres:// URL of a role that may create databases",
                    super::postgres::ENGINE
                )
            });
            server.keep_games_in(database);
        }
        server.spawn();
        server
    }

    fn unstarted(smtp_url: &str, env: &[(&str, &str)]) -> Server {
        Server {
            dir: tempfile::tempdir().expect("a tempdir"),
            smtp_url: smtp_url.to_string(),
            child: None,
            base: String::new(),
            log: Arc::new(Mutex::new(Vec::new())),
            readers: Vec::new(),
            runs: 0,
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            inbound: Arc::default(),
            database: None,
        }
    }

    /// Where the SMTP receiver listens (`HERALD_INBOUND_BIND` must be set).
    pub fn inbound_addr(&self) -> String {
        self.inbound
            .lock()
            .unwrap()
            .clone()
            .expect("the server receives mail: set HERALD_INBOUND_BIND")
    }

    /// The address the process listens on, e.g. `127.0.0.1:40123`.
    pub fn addr(&self) -> String {
        self.base.trim_start_matches("http://").to_string()
    }

    /// Sends `signal` (e.g. `libc::SIGTERM`) to the process.
    pub fn signal(&self, signal: i32) {
        let child = self.child.as_ref().expect("the server runs");
        let pid = i32::try_from(child.id()).expect("a pid");
        // SAFETY: kill(2) on our own child's pid; it only sends a signal.
        let sent = unsafe { libc::kill(pid, signal) };
        assert_eq!(sent, 0, "could not signal the server");
    }

    /// Waits up to `timeout` for the process to exit by itself; returns its status, or
    /// `None` if it still ran (it is killed then).
    pub fn wait_exit(&mut self, timeout: Duration) -> Option<std::process::ExitStatus> {
        let mut child = self.child.take().expect("the server runs");
        let start = Instant::now();
        let status = loop {
            match child.try_wait().expect("wait for the server") {
                Some(status) => break Some(status),
                None if start.elapsed() > timeout => {
                    let _ = child.kill();
                    let _ = child.wait();
                    break None;
                }
                None => std::thread::sleep(Duration::from_millis(20)),
            }
        };
        for reader in self.readers.drain(..) {
            let _ = reader.join();
        }
        self.log
            .lock()
            .unwrap()
            .push(format!("[run {}] exited: {status:?}", self.runs));
        status
    }
}

/// Waits until `check` holds, polling.
pub async fn eventually<F, Fut>(what: &str, timeout: Duration, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = Instant::now();
    while !check().await {
        assert!(start.elapsed() < timeout, "waited {timeout:?} for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
