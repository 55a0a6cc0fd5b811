//! The harness of the integration tests: an in-process SMTP server that collects (or, during
//! a simulated outage, refuses) mail; the real `herald` binary on a fresh database in a
//! tempdir; and a small client with one method per API endpoint.
//!
//! Every test drives whatever engine is registered for `rosenkonig`: it only ever plays
//! actions the API offers, so it holds for a placeholder engine and for the real one.

#![allow(dead_code)] // each test file uses its own part of the harness

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader};
use std::net::{IpAddr, TcpListener};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use mail_parser::{HeaderValue, MessageParser};
use mailin_embedded::{Handler, Response, SslConfig, response};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

/// The base URL the server puts in mail links.
pub const BASE_URL: &str = "http://herald.test";

/// How long a test waits for anything that should happen "soon" (a debug build on a busy
/// two-core machine is slow).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// An upper bound on the moves of any game, so a broken engine cannot hang a test.
pub const MAX_MOVES: usize = 20_000;

// ---------------------------------------------------------------------------------------
// SMTP
// ---------------------------------------------------------------------------------------

#[derive(Default)]
struct SmtpShared {
    /// Raw messages accepted, in order.
    accepted: Mutex<Vec<Vec<u8>>>,
    /// The Message-ID of every refused delivery attempt, in order.
    refused: Mutex<Vec<String>>,
    /// While set, every message is refused with a temporary failure (421) at the end of DATA.
    refuse: AtomicBool,
    /// When the last SMTP command arrived.
    last_activity: Mutex<Option<Instant>>,
}

impl SmtpShared {
    fn touch(&self) {
        *self.last_activity.lock().unwrap() = Some(Instant::now());
    }
}

/// One SMTP session's handler (mailin clones it per connection); the state is shared.
#[derive(Clone)]
struct Collector {
    shared: Arc<SmtpShared>,
    data: Vec<u8>,
}

impl Handler for Collector {
    fn helo(&mut self, _ip: IpAddr, _domain: &str) -> Response {
        self.shared.touch();
        response::OK
    }

    fn mail(&mut self, _ip: IpAddr, _domain: &str, _from: &str) -> Response {
        self.shared.touch();
        self.data.clear();
        response::OK
    }

    fn rcpt(&mut self, _to: &str) -> Response {
        self.shared.touch();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        self.shared.touch();
        let raw = std::mem::take(&mut self.data);
        if self.shared.refuse.load(Ordering::SeqCst) {
            let id = parse_mail(&raw).message_id;
            self.shared.refused.lock().unwrap().push(id);
            // 421: a temporary failure, and the connection closes. (A 451 here would leave
            // mailin 0.6 in its DATA state, so the client's next command hangs.)
            return response::NO_SERVICE;
        }
        self.shared.accepted.lock().unwrap().push(raw);
        response::OK
    }
}

/// An SMTP server on 127.0.0.1 (mailin-embedded, served in a thread) that keeps every
/// message it accepts.
pub struct SmtpServer {
    /// Its port.
    pub port: u16,
    shared: Arc<SmtpShared>,
}

impl SmtpServer {
    /// Starts a server on a free port.
    pub fn start() -> SmtpServer {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the SMTP port");
        let port = listener.local_addr().expect("SMTP address").port();
        let shared = Arc::new(SmtpShared::default());
        let mut server = mailin_embedded::Server::new(Collector {
            shared: shared.clone(),
            data: Vec::new(),
        });
        server
            .with_name("smtp.test")
            .with_num_threads(16)
            .with_ssl(SslConfig::None)
            .expect("no TLS")
            .with_tcp_listener(listener);
        std::thread::spawn(move || {
            if let Err(e) = server.serve() {
                eprintln!("the test SMTP server stopped: {e}");
            }
        });
        SmtpServer { port, shared }
    }

    /// The URL for `HERALD_SMTP_URL`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Starts (`true`) or ends (`false`) an outage: while it lasts every message is refused
    /// with a 421 temporary failure once its data is sent, so its Message-ID is known.
    pub fn set_refusing(&self, refuse: bool) {
        self.shared.refuse.store(refuse, Ordering::SeqCst);
    }

    /// Every message accepted so far, parsed, in the order they arrived.
    pub fn messages(&self) -> Vec<Mail> {
        self.shared
            .accepted
            .lock()
            .unwrap()
            .iter()
            .map(|raw| parse_mail(raw))
            .collect()
    }

    /// How many messages were accepted so far.
    pub fn count(&self) -> usize {
        self.shared.accepted.lock().unwrap().len()
    }

    /// The Message-ID of every refused attempt so far.
    pub fn refused(&self) -> Vec<String> {
        self.shared.refused.lock().unwrap().clone()
    }

    /// The time since the last SMTP command.
    pub fn idle_for(&self) -> Duration {
        self.shared
            .last_activity
            .lock()
            .unwrap()
            .map_or(Duration::MAX, |t| t.elapsed())
    }

    /// Waits until at least `count` messages were accepted and returns them all.
    pub async fn wait_for(&self, count: usize, timeout: Duration) -> Vec<Mail> {
        let start = Instant::now();
        loop {
            let n = self.count();
            if n >= count {
                return self.messages();
            }
            if start.elapsed() > timeout {
                let subjects: Vec<String> = self
                    .messages()
                    .into_iter()
                    .map(|m| format!("{} <{}>: {}", m.to, m.message_id, m.subject))
                    .collect();
                panic!(
                    "waited {timeout:?} for {count} mails, got {n}:\n  {}",
                    subjects.join("\n  ")
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits until `check` holds.
    pub async fn wait_until(
        &self,
        what: &str,
        timeout: Duration,
        check: impl Fn(&SmtpServer) -> bool,
    ) {
        let start = Instant::now();
        while !check(self) {
            assert!(
                start.elapsed() < timeout,
                "waited {timeout:?} for {what}; refused so far: {:?}",
                self.refused()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// A mail as received.
#[derive(Clone, Debug)]
pub struct Mail {
    /// The recipient's address.
    pub to: String,
    /// Subject.
    pub subject: String,
    /// Message-ID, without angle brackets.
    pub message_id: String,
    /// In-Reply-To ids.
    pub in_reply_to: Vec<String>,
    /// References ids.
    pub references: Vec<String>,
    /// The plain-text body.
    pub text: String,
    /// The HTML body.
    pub html: String,
    /// `List-Unsubscribe`, trimmed.
    pub list_unsubscribe: Option<String>,
    /// `List-Unsubscribe-Post`, trimmed.
    pub list_unsubscribe_post: Option<String>,
}

fn header_ids(value: &HeaderValue<'_>) -> Vec<String> {
    match value {
        HeaderValue::Text(t) => vec![t.to_string()],
        HeaderValue::TextList(list) => list.iter().map(|t| t.to_string()).collect(),
        _ => Vec::new(),
    }
}

/// Parses a raw message.
pub fn parse_mail(raw: &[u8]) -> Mail {
    let message = MessageParser::default()
        .parse(raw)
        .unwrap_or_else(|| panic!("not a mail: {}", String::from_utf8_lossy(raw)));
    Mail {
        to: message
            .to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_string(),
        subject: message.subject().unwrap_or_default().to_string(),
        message_id: message.message_id().unwrap_or_default().to_string(),
        in_reply_to: header_ids(message.in_reply_to()),
        references: header_ids(message.references()),
        text: message
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
        html: message
            .body_html(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
        list_unsubscribe: message
            .header_raw("List-Unsubscribe")
            .map(|v| v.trim().to_string()),
        list_unsubscribe_post: message
            .header_raw("List-Unsubscribe-Post")
            .map(|v| v.trim().to_string()),
    }
}

// ---------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------

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
        let mut server = Server {
            dir: tempfile::tempdir().expect("a tempdir"),
            smtp_url: smtp.url(),
            child: None,
            base: String::new(),
            log: Arc::new(Mutex::new(Vec::new())),
            readers: Vec::new(),
            runs: 0,
            env: Vec::new(),
        };
        server.spawn();
        server
    }

    /// The SQLite file.
    pub fn db_path(&self) -> PathBuf {
        self.dir.path().join("herald.db")
    }

    fn command(&self) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_herald"));
        cmd.env("HERALD_DB", self.db_path())
            .env("HERALD_BIND", "127.0.0.1:0")
            .env("HERALD_SMTP_URL", &self.smtp_url)
            .env("HERALD_MAIL_RETRY_MS", "100")
            .env("HERALD_BASE_URL", BASE_URL)
            .env("HERALD_CLOCK_FILE", self.clock_file())
            .env("HERALD_TICK_MS", "100")
            .env("RUST_LOG", "herald=info")
            .env("NO_COLOR", "1")
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
            let tx = tx.clone();
            self.readers.push(std::thread::spawn(move || {
                for line in BufReader::new(output).lines() {
                    let Ok(line) = line else { break };
                    let line = strip_ansi(&line);
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
        Api::new(&self.base)
    }

    /// Runs `herald verify` on the same database.
    pub fn verify(&self) -> Output {
        self.command()
            .arg("verify")
            .output()
            .expect("run herald verify")
    }

    /// Runs `herald` with `args` on this server's database and settings (the operator's
    /// command line).
    pub fn cli(&self, args: &[&str]) -> Output {
        self.command().args(args).output().expect("run herald")
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
// The API client
// ---------------------------------------------------------------------------------------

/// An answer: the status and the body (as JSON when it is JSON, else `null`).
#[derive(Clone, Debug)]
pub struct Reply {
    /// HTTP status.
    pub status: u16,
    /// The raw body.
    pub body: String,
    /// The body as JSON (`Value::Null` when it is not JSON).
    pub json: Value,
    /// The Content-Type header.
    pub content_type: String,
}

impl Reply {
    /// The JSON body, after checking the status.
    #[track_caller]
    pub fn expect(self, status: u16) -> Value {
        assert_eq!(
            self.status, status,
            "expected {status}, got {}: {}",
            self.status, self.body
        );
        self.json
    }

    /// Checks an error answer: the status, and a JSON body `{"error": "<a sentence>"}`.
    /// Returns the message.
    #[track_caller]
    pub fn expect_error(&self, status: u16) -> String {
        assert_eq!(
            self.status, status,
            "expected {status}, got {}: {}",
            self.status, self.body
        );
        assert_error_shape(self)
    }
}

/// Checks that an answer is `{"error": "<a sentence>"}` in JSON; returns the message.
#[track_caller]
pub fn assert_error_shape(reply: &Reply) -> String {
    let message = assert_json_error(reply);
    assert_sentence(&message);
    message
}

/// Checks that an answer is `{"error": "<text>"}` in JSON, whatever the text; returns it.
#[track_caller]
pub fn assert_json_error(reply: &Reply) -> String {
    assert!(
        reply.content_type.starts_with("application/json"),
        "an error must be JSON, got {:?}: {}",
        reply.content_type,
        reply.body
    );
    let object = reply
        .json
        .as_object()
        .unwrap_or_else(|| panic!("an error must be a JSON object: {}", reply.body));
    assert_eq!(
        object.keys().collect::<Vec<_>>(),
        ["error"],
        "an error has exactly one field, \"error\": {}",
        reply.body
    );
    let message = object["error"]
        .as_str()
        .unwrap_or_else(|| panic!("\"error\" must be a string: {}", reply.body));
    assert!(!message.trim().is_empty(), "an empty error message");
    message.to_string()
}

/// A message a player can read: several words on one line, not a debug dump.
#[track_caller]
pub fn assert_sentence(message: &str) {
    assert!(
        message.split_whitespace().count() >= 4 && message.len() >= 15,
        "not a sentence: {message:?}"
    );
    assert!(
        !message.contains('\n'),
        "a sentence is one line: {message:?}"
    );
    assert!(
        message.chars().next().is_some_and(char::is_alphanumeric)
            || message.starts_with('"')
            || message.starts_with('\''),
        "a sentence starts with a word: {message:?}"
    );
    for debris in ["panicked", "Error {", "Some(", "sqlx", "SQLITE"] {
        assert!(
            !message.contains(debris),
            "the message leaks internals ({debris}): {message:?}"
        );
    }
}

/// A client of the JSON API.
#[derive(Clone)]
pub struct Api {
    http: reqwest::Client,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
}

impl Api {
    /// A client for a server at `base`.
    pub fn new(base: &str) -> Api {
        Api {
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(60))
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .expect("an HTTP client"),
            base: base.to_string(),
        }
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Reply {
        let response = request.send().await.expect("the server answers");
        reply_of(response).await
    }

    /// Sends a request; `Err` when the connection fails (the server died).
    pub async fn try_send(&self, request: reqwest::RequestBuilder) -> Result<Reply, String> {
        match request.send().await {
            Ok(response) => Ok(reply_of(response).await),
            Err(e) => Err(e.to_string()),
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn authed(
        &self,
        request: reqwest::RequestBuilder,
        token: Option<&str>,
    ) -> reqwest::RequestBuilder {
        match token {
            Some(token) => request.bearer_auth(token),
            None => request,
        }
    }

    /// A GET request builder.
    pub fn get_request(&self, path: &str, token: Option<&str>) -> reqwest::RequestBuilder {
        self.authed(self.http.get(self.url(path)), token)
    }

    /// A POST request builder with a JSON body.
    pub fn post_request(
        &self,
        path: &str,
        token: Option<&str>,
        body: &Value,
    ) -> reqwest::RequestBuilder {
        self.authed(self.http.post(self.url(path)).json(body), token)
    }

    /// GET `path`.
    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.send(self.get_request(path, token)).await
    }

    /// POST a JSON body to `path`.
    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send(self.post_request(path, token, body)).await
    }

    /// PUT a JSON body to `path`.
    pub async fn put(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.send(self.authed(self.http.put(self.url(path)).json(body), token))
            .await
    }

    /// POST raw bytes to `path`, with any `Authorization` header value.
    pub async fn post_raw(
        &self,
        path: &str,
        authorization: Option<&str>,
        content_type: &str,
        body: impl Into<reqwest::Body>,
    ) -> Reply {
        let mut request = self
            .http
            .post(self.url(path))
            .header(reqwest::header::CONTENT_TYPE, content_type)
            .body(body);
        if let Some(value) = authorization {
            request = request.header(reqwest::header::AUTHORIZATION, value);
        }
        self.send(request).await
    }

    /// Any method on `path`, without a body.
    pub async fn request(&self, method: reqwest::Method, path: &str, token: Option<&str>) -> Reply {
        self.send(self.authed(self.http.request(method, self.url(path)), token))
            .await
    }

    /// `POST /api/users`.
    pub async fn sign_up(&self, name: &str, email: &str, password: &str) -> Reply {
        self.post(
            "/api/users",
            None,
            &json!({ "name": name, "email": email, "password": password }),
        )
        .await
    }

    /// `POST /api/tokens`.
    pub async fn token(&self, name: &str, password: &str) -> Reply {
        self.post(
            "/api/tokens",
            None,
            &json!({ "name": name, "password": password }),
        )
        .await
    }

    /// `GET /api/kinds`.
    pub async fn kinds(&self) -> Reply {
        self.get("/api/kinds", None).await
    }

    /// `GET /api/kinds/{kind}/data`.
    pub async fn kind_data(&self, kind: &str) -> Reply {
        self.get(&format!("/api/kinds/{kind}/data"), None).await
    }

    /// `POST /api/games`.
    pub async fn create_game(&self, token: Option<&str>, body: &Value) -> Reply {
        self.post("/api/games", token, body).await
    }

    /// `POST /api/games/{id}/join`, with `{"seat": seat}` or with no body.
    pub async fn join(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        seat: Option<&str>,
    ) -> Reply {
        let path = format!("/api/games/{id}/join");
        match seat {
            Some(seat) => self.post(&path, token, &json!({ "seat": seat })).await,
            None => {
                self.send(self.authed(self.http.post(self.url(&path)), token))
                    .await
            }
        }
    }

    /// `GET /api/games/{id}`.
    pub async fn game(&self, token: Option<&str>, id: impl std::fmt::Display) -> Reply {
        self.get(&format!("/api/games/{id}"), token).await
    }

    /// `POST /api/games/{id}/moves`.
    pub async fn play(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        seq: i64,
        action: &str,
    ) -> Reply {
        self.post(
            &format!("/api/games/{id}/moves"),
            token,
            &json!({ "seq": seq, "action": action }),
        )
        .await
    }

    /// `GET /api/games/{id}/history`.
    pub async fn history(&self, token: Option<&str>, id: impl std::fmt::Display) -> Reply {
        self.get(&format!("/api/games/{id}/history"), token).await
    }

    /// `GET /api/games/{id}/history/{seq}`.
    pub async fn history_at(
        &self,
        token: Option<&str>,
        id: impl std::fmt::Display,
        seq: impl std::fmt::Display,
    ) -> Reply {
        self.get(&format!("/api/games/{id}/history/{seq}"), token)
            .await
    }
}

async fn reply_of(response: reqwest::Response) -> Reply {
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let body = response.text().await.unwrap_or_default();
    let json = serde_json::from_str(&body).unwrap_or(Value::Null);
    Reply {
        status,
        body,
        json,
        content_type,
    }
}

// ---------------------------------------------------------------------------------------
// Players and games
// ---------------------------------------------------------------------------------------

/// The password every test player uses.
pub const PASSWORD: &str = "correct horse battery";

/// A signed-up player with an API token.
#[derive(Clone, Debug)]
pub struct Player {
    /// Name.
    pub name: String,
    /// Mail address.
    pub email: String,
    /// Bearer token.
    pub token: String,
}

impl Player {
    /// The token, as the client methods take it.
    pub fn auth(&self) -> Option<&str> {
        Some(&self.token)
    }
}

/// The address a test player signs up with.
pub fn email_of(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// Signs up `name` and gets a token.
pub async fn player(api: &Api, name: &str) -> Player {
    let email = email_of(name);
    api.sign_up(name, &email, PASSWORD).await.expect(201);
    let token = api.token(name, PASSWORD).await.expect(201)["token"]
        .as_str()
        .expect("a token")
        .to_string();
    Player {
        name: name.to_string(),
        email,
        token,
    }
}

/// Signs up several players at once.
pub async fn players(api: &Api, names: &[&str]) -> Vec<Player> {
    let mut tasks = Vec::new();
    for name in names {
        let api = api.clone();
        let name = name.to_string();
        tasks.push(tokio::spawn(async move { player(&api, &name).await }));
    }
    let mut out = Vec::new();
    for task in tasks {
        out.push(task.await.expect("sign-up task"));
    }
    out
}

/// The kind every test plays, and its seats as the server lists them.
pub const KIND: &str = "rosenkonig";

/// The seats of [`KIND`] from `GET /api/kinds`.
pub async fn seats_of_kind(api: &Api) -> Vec<String> {
    seats_of(api, KIND).await
}

/// The seats of `kind` from `GET /api/kinds`.
pub async fn seats_of(api: &Api, kind: &str) -> Vec<String> {
    let kinds = api.kinds().await.expect(200);
    let kind = kinds
        .as_array()
        .expect("kinds are a list")
        .iter()
        .find(|k| k["kind"] == kind)
        .unwrap_or_else(|| panic!("{kind} is not listed: {kinds}"));
    kind["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|s| s.as_str().expect("a seat name").to_string())
        .collect()
}

/// `creator` starts a game taking the first seat and inviting `others`, who then join;
/// returns the id of the now active game.
pub async fn start_game(api: &Api, creator: &Player, others: &[&Player]) -> i64 {
    start_game_of(api, KIND, &json!({}), creator, others).await
}

/// [`start_game`] for a game of `kind` with `options`.
pub async fn start_game_of(
    api: &Api,
    kind: &str,
    options: &Value,
    creator: &Player,
    others: &[&Player],
) -> i64 {
    let invite: Vec<&str> = others.iter().map(|p| p.name.as_str()).collect();
    let id = api
        .create_game(
            creator.auth(),
            &json!({ "kind": kind, "options": options, "invite": invite }),
        )
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("a game id");
    for other in others {
        api.join(other.auth(), id, None).await.expect(200);
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "active", "all seats taken: {game}");
    id
}

/// A small deterministic random generator (xorshift64*), so a failing game can be replayed.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// One item of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        assert!(!items.is_empty(), "nothing to pick from");
        &items[(self.next_u64() % items.len() as u64) as usize]
    }
}

/// The strings of a JSON array.
pub fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("not a list: {value}"))
        .iter()
        .map(|v| {
            v.as_str()
                .unwrap_or_else(|| panic!("not a string: {v}"))
                .to_string()
        })
        .collect()
}

/// The `seq` of a game (or of a move answer).
pub fn seq_of(game: &Value) -> i64 {
    game["seq"]
        .as_i64()
        .unwrap_or_else(|| panic!("no seq in {game}"))
}

/// One move made by [`Table::step`].
#[derive(Clone, Debug)]
pub struct Moved {
    /// The seat that moved.
    pub seat: String,
    /// The player who moved.
    pub player: String,
    /// The notation played.
    pub action: String,
    /// The `seq` after the move.
    pub seq: i64,
    /// The game after the move, as a spectator sees it.
    pub after: Value,
}

/// A game being played through the API by its players, choosing random offered actions.
pub struct Table {
    /// The client.
    pub api: Api,
    /// The game.
    pub id: i64,
    /// Its players.
    pub players: Vec<Player>,
    /// The game as last seen by a spectator.
    pub last: Value,
}

impl Table {
    /// A table for game `id`.
    pub async fn new(api: &Api, id: i64, players: &[&Player]) -> Table {
        let last = api.game(None, id).await.expect(200);
        Table {
            api: api.clone(),
            id,
            players: players.iter().map(|p| (*p).clone()).collect(),
            last,
        }
    }

    /// Reads the game again.
    pub async fn refresh(&mut self) -> &Value {
        self.last = self.api.game(None, self.id).await.expect(200);
        &self.last
    }

    /// Whether the game is over.
    pub fn finished(&self) -> bool {
        self.last["status"] == "finished"
    }

    /// The player in `seat`.
    pub fn player_in(&self, game: &Value, seat: &str) -> &Player {
        let name = game["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .find(|s| s["seat"] == seat)
            .and_then(|s| s["player"].as_str())
            .unwrap_or_else(|| panic!("nobody sits in {seat}: {game}"));
        self.players
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name} is not one of this table's players"))
    }

    /// The seat of `player`.
    pub fn seat_of(&self, player: &Player) -> String {
        self.last["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .find(|s| s["player"] == player.name.as_str())
            .and_then(|s| s["seat"].as_str())
            .unwrap_or_else(|| panic!("{} has no seat", player.name))
            .to_string()
    }

    /// Each player's view of the game now, checking that exactly the seats in `to_act` are
    /// offered actions. Returns (player, their game JSON) for each seat to act.
    pub async fn look(&self) -> Vec<(Player, Value)> {
        let to_act = strings(&self.last["to_act"]);
        let mut acting = Vec::new();
        for p in &self.players {
            let mine = self.api.game(p.auth(), self.id).await.expect(200);
            assert_eq!(seq_of(&mine), seq_of(&self.last), "the game moved under us");
            let you = mine["you"]
                .as_str()
                .expect("a player has a seat")
                .to_string();
            let actions = strings(&mine["actions"]);
            if to_act.contains(&you) {
                assert!(
                    !actions.is_empty(),
                    "{} ({you}) is to act but is offered no action: {mine}",
                    p.name
                );
                acting.push((p.clone(), mine));
            } else {
                assert!(
                    actions.is_empty(),
                    "{} ({you}) is not to act ({to_act:?}) but is offered {actions:?}",
                    p.name
                );
            }
        }
        acting
    }

    /// Plays one random offered action of one seat to act, checking who is offered what
    /// and that `seq` goes up by one.
    pub async fn step(&mut self, rng: &mut Rng) -> Moved {
        assert_eq!(self.last["status"], "active", "{}", self.last);
        let to_act = strings(&self.last["to_act"]);
        assert!(
            !to_act.is_empty(),
            "an active game has a seat to act: {}",
            self.last
        );
        let acting = self.look().await;
        assert_eq!(
            acting.len(),
            to_act.len(),
            "one acting player per seat in {to_act:?}"
        );
        let (player, mine) = rng.pick(&acting).clone();
        let action = rng.pick(&strings(&mine["actions"])).clone();
        let seq = seq_of(&self.last);
        let answer = self
            .api
            .play(player.auth(), self.id, seq, &action)
            .await
            .expect(200);
        assert_eq!(seq_of(&answer), seq + 1, "a move adds one to seq");
        self.refresh().await;
        assert_eq!(seq_of(&self.last), seq + 1, "the game shows the new seq");
        Moved {
            seat: mine["you"].as_str().expect("seat").to_string(),
            player: player.name.clone(),
            action,
            seq: seq + 1,
            after: self.last.clone(),
        }
    }

    /// Plays until the game is over; calls `each` after every move.
    pub async fn play_to_end(&mut self, rng: &mut Rng, mut each: impl FnMut(&Moved)) -> usize {
        let mut moves = 0;
        while !self.finished() {
            assert!(
                moves < MAX_MOVES,
                "the game did not end within {MAX_MOVES} moves"
            );
            let moved = self.step(rng).await;
            each(&moved);
            moves += 1;
        }
        moves
    }
}

/// Counts the mails a game should send each player: a "your turn" mail whenever the turn
/// passes to them (the start, or another seat's move that leaves them to act), and one
/// result mail each at the end.
#[derive(Default, Debug)]
pub struct MailLedger {
    /// Expected mails per player name.
    pub expected: BTreeMap<String, usize>,
    /// Expected "your turn" mails per player name.
    pub turns: BTreeMap<String, usize>,
    /// Every expected mail in the order it is queued: the player and why.
    pub queue: Vec<(String, Cause)>,
    /// The seats to act before the last move: only a seat newly to act is mailed.
    pub acting: Vec<String>,
}

/// Why a mail is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// An invitation (or any other mail the test adds by hand).
    Other,
    /// The game started with the reader to act.
    Start,
    /// Move `seq` passed the turn to the reader.
    Turn(i64),
    /// The game ended.
    Over,
}

impl MailLedger {
    /// One more mail for `name`, e.g. an invitation.
    pub fn add(&mut self, name: &str) {
        self.push(name, Cause::Other);
    }

    fn push(&mut self, name: &str, cause: Cause) {
        *self.expected.entry(name.to_string()).or_default() += 1;
        if matches!(cause, Cause::Start | Cause::Turn(_)) {
            *self.turns.entry(name.to_string()).or_default() += 1;
        }
        self.queue.push((name.to_string(), cause));
    }

    /// The game just became active: every seat to act gets its turn.
    pub fn started(&mut self, table: &Table) {
        self.acting = strings(&table.last["to_act"]);
        for seat in self.acting.clone() {
            let name = table.player_in(&table.last, &seat).name.clone();
            self.push(&name, Cause::Start);
        }
    }

    /// A move was made.
    pub fn moved(&mut self, table: &Table, moved: &Moved) {
        if moved.after["status"] == "finished" {
            for p in &table.players {
                self.push(&p.name, Cause::Over);
            }
            return;
        }
        let acting = strings(&moved.after["to_act"]);
        for seat in &acting {
            // A seat that was already to act (the other half of a simultaneous choice)
            // is not told again; the mover is never told of his own move.
            if *seat != moved.seat && !self.acting.contains(seat) {
                let name = table.player_in(&moved.after, seat).name.clone();
                self.push(&name, Cause::Turn(moved.seq));
            }
        }
        self.acting = acting;
    }

    /// The expected mails of one player, in order.
    pub fn of(&self, name: &str) -> Vec<Cause> {
        self.queue
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, c)| *c)
            .collect()
    }

    /// All mails expected.
    pub fn total(&self) -> usize {
        self.expected.values().sum()
    }
}

/// Mails per recipient address.
pub fn by_recipient(mails: &[Mail]) -> BTreeMap<String, Vec<Mail>> {
    let mut out: BTreeMap<String, Vec<Mail>> = BTreeMap::new();
    for m in mails {
        out.entry(m.to.clone()).or_default().push(m.clone());
    }
    out
}

/// Checks that no two mails share a Message-ID.
#[track_caller]
pub fn assert_no_duplicates(mails: &[Mail]) {
    let mut seen = BTreeSet::new();
    for m in mails {
        assert!(!m.message_id.is_empty(), "a mail without Message-ID: {m:?}");
        assert!(
            seen.insert(m.message_id.clone()),
            "Message-ID {} arrived twice",
            m.message_id
        );
    }
}

/// `sha256(hex-decoded seed)` in hex.
pub fn seed_hash(seed_hex: &str) -> String {
    let seed = hex::decode(seed_hex).expect("the seed is hex");
    hex::encode(Sha256::digest(&seed))
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

/// The `seq` of a game now.
pub async fn current_seq(api: &Api, id: i64) -> i64 {
    seq_of(&api.game(None, id).await.expect(200))
}

/// The number of history entries of a game now.
pub async fn history_len(api: &Api, id: i64) -> usize {
    api.history(None, id)
        .await
        .expect(200)
        .as_array()
        .expect("history is a list")
        .len()
}

// ---------------------------------------------------------------------------------------
// Settings, signals, and a misbehaving path to the SMTP server
// ---------------------------------------------------------------------------------------

impl Server {
    /// Starts a server on a fresh database with mail to `smtp_url` and more settings in
    /// its environment, e.g. `("HERALD_SMTP_TIMEOUT_MS", "2000")`.
    pub fn start_with(smtp_url: &str, env: &[(&str, &str)]) -> Server {
        let mut server = Server {
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
        };
        server.spawn();
        server
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

#[derive(Default)]
struct ProxyShared {
    /// How many of the next connections get no answer at all.
    hold: std::sync::atomic::AtomicUsize,
    /// A delay before each piece of the server's answers is passed on, in milliseconds.
    delay_ms: std::sync::atomic::AtomicU64,
    /// Each held connection: when it came and when Herald closed it.
    held: Mutex<Vec<(Instant, Option<Instant>)>>,
    /// Connections passed on to the server.
    forwarded: std::sync::atomic::AtomicUsize,
    /// Forwarded connections still open.
    open: std::sync::atomic::AtomicUsize,
}

/// A TCP proxy in front of an SMTP server that can hold connections without ever
/// answering (a black hole) or pass the server's answers on slowly.
pub struct SmtpProxy {
    /// Its port.
    pub port: u16,
    shared: Arc<ProxyShared>,
}

impl SmtpProxy {
    /// Starts a proxy on a free port in front of the SMTP server on `upstream` (a port on
    /// 127.0.0.1).
    pub fn start(upstream: u16) -> SmtpProxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the proxy port");
        let port = listener.local_addr().expect("proxy address").port();
        let shared = Arc::new(ProxyShared::default());
        let state = shared.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                let hold = state
                    .hold
                    .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                    .is_ok();
                if hold {
                    let state = state.clone();
                    std::thread::spawn(move || hold_silently(client, &state));
                } else {
                    let state = state.clone();
                    std::thread::spawn(move || forward(client, upstream, &state));
                }
            }
        });
        SmtpProxy { port, shared }
    }

    /// The URL for `HERALD_SMTP_URL`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// The next `n` connections are accepted and never answered.
    pub fn hold_next(&self, n: usize) {
        self.shared.hold.store(n, Ordering::SeqCst);
    }

    /// Each piece of the server's answers is passed on after `delay`.
    pub fn set_delay(&self, delay: Duration) {
        self.shared
            .delay_ms
            .store(delay.as_millis() as u64, Ordering::SeqCst);
    }

    /// Each held connection: when it came, and when Herald gave up on it, if it did.
    pub fn held(&self) -> Vec<(Instant, Option<Instant>)> {
        self.shared.held.lock().unwrap().clone()
    }

    /// Held connections Herald has not closed.
    pub fn held_open(&self) -> usize {
        self.held()
            .iter()
            .filter(|(_, closed)| closed.is_none())
            .count()
    }

    /// Connections passed on to the SMTP server so far.
    pub fn forwarded(&self) -> usize {
        self.shared.forwarded.load(Ordering::SeqCst)
    }

    /// Connections passed on to the SMTP server and still open (mails in flight).
    pub fn open(&self) -> usize {
        self.shared.open.load(Ordering::SeqCst)
    }
}

/// Keeps a connection open without a word until the other side closes it.
fn hold_silently(mut client: std::net::TcpStream, state: &ProxyShared) {
    use std::io::Read;
    let index = {
        let mut held = state.held.lock().unwrap();
        held.push((Instant::now(), None));
        held.len() - 1
    };
    let mut buf = [0u8; 4096];
    while matches!(client.read(&mut buf), Ok(n) if n > 0) {}
    state.held.lock().unwrap()[index].1 = Some(Instant::now());
}

/// Passes a connection on to the SMTP server, each answer after the proxy's delay.
fn forward(client: std::net::TcpStream, upstream: u16, state: &ProxyShared) {
    use std::io::{Read, Write};
    let Ok(server) = std::net::TcpStream::connect(("127.0.0.1", upstream)) else {
        return;
    };
    state.forwarded.fetch_add(1, Ordering::SeqCst);
    state.open.fetch_add(1, Ordering::SeqCst);
    let (mut to_server, mut from_client) = (
        server.try_clone().expect("clone"),
        client.try_clone().expect("clone"),
    );
    let requests = std::thread::spawn(move || {
        let _ = std::io::copy(&mut from_client, &mut to_server);
        let _ = to_server.shutdown(std::net::Shutdown::Write);
    });
    let (mut from_server, mut to_client) = (server, client);
    let mut buf = [0u8; 4096];
    loop {
        let n = match from_server.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let delay = state.delay_ms.load(Ordering::SeqCst);
        if delay > 0 {
            std::thread::sleep(Duration::from_millis(delay));
        }
        if to_client.write_all(&buf[..n]).is_err() {
            break;
        }
    }
    let _ = to_client.shutdown(std::net::Shutdown::Both);
    let _ = from_server.shutdown(std::net::Shutdown::Both);
    let _ = requests.join();
    state.open.fetch_sub(1, Ordering::SeqCst);
}

/// A page or answer as a browser got it, with its headers.
#[derive(Debug)]
pub struct Fetched {
    /// HTTP status.
    pub status: u16,
    /// Every header, names in lower case.
    pub headers: reqwest::header::HeaderMap,
    /// The body.
    pub body: String,
}

impl Fetched {
    /// A header's value ("" when absent).
    pub fn header(&self, name: &str) -> String {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    }

    /// The page's `<title>` text, unescaped.
    pub fn title(&self) -> String {
        let start = self
            .body
            .find("<title>")
            .unwrap_or_else(|| panic!("no <title>: {}", self.body))
            + "<title>".len();
        let end = self.body[start..]
            .find("</title>")
            .unwrap_or_else(|| panic!("no </title>: {}", self.body))
            + start;
        html_unescape(&self.body[start..end])
    }
}

/// Undoes askama's HTML escaping.
pub fn html_unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A cookie-keeping client that does not follow redirects, like a browser without script.
#[derive(Clone)]
pub struct FormClient {
    http: reqwest::Client,
    /// `http://127.0.0.1:PORT` (may be changed after a restart; cookies are kept).
    pub base: String,
}

impl FormClient {
    /// A client for the server at `base`.
    pub fn new(base: &str) -> FormClient {
        FormClient {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .timeout(Duration::from_secs(60))
                .build()
                .expect("a client"),
            base: base.to_string(),
        }
    }

    async fn fetched(response: reqwest::Response) -> Fetched {
        Fetched {
            status: response.status().as_u16(),
            headers: response.headers().clone(),
            body: response.text().await.expect("a body"),
        }
    }

    /// GET `path`.
    pub async fn get(&self, path: &str) -> Fetched {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// GET `path` with one extra header.
    pub async fn get_with(&self, path: &str, header: (&str, &str)) -> Fetched {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .header(header.0, header.1)
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// POST a form to `path`.
    pub async fn post(&self, path: &str, fields: &[(&str, &str)]) -> Fetched {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .form(fields)
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// POST a form to `path` with one extra header.
    pub async fn post_with(
        &self,
        path: &str,
        header: (&str, &str),
        fields: &[(&str, &str)],
    ) -> Fetched {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .header(header.0, header.1)
            .form(fields)
            .send()
            .await
            .expect("the server answers");
        FormClient::fetched(response).await
    }

    /// The first `csrf` field on the page at `path`.
    pub async fn csrf(&self, path: &str) -> String {
        let page = self.get(path).await;
        assert_eq!(page.status, 200, "GET {path}: {}", page.body);
        csrf_field(&page.body)
    }

    /// Signs up through the form; returns the answer to the POST.
    pub async fn sign_up(&self, name: &str, email: &str, password: &str) -> Fetched {
        let csrf = self.csrf("/signup").await;
        self.post(
            "/signup",
            &[
                ("csrf", &csrf),
                ("name", name),
                ("email", email),
                ("password", password),
            ],
        )
        .await
    }
}

/// The value of the first `csrf` hidden field in a page.
pub fn csrf_field(html: &str) -> String {
    let at = html
        .find("name=\"csrf\" value=\"")
        .unwrap_or_else(|| panic!("no csrf field on the page:\n{html}"))
        + "name=\"csrf\" value=\"".len();
    let end = html[at..].find('"').expect("the csrf value ends") + at;
    html_unescape(&html[at..end])
}
