//! Server benchmarks, through the real binary on loopback with SQLite on disk:
//! 1. move submissions per second and their latency (p50/p99), from a bounded load
//!    generator: concurrent pairs of players play random legal moves through the API, and
//!    every turn mail goes to an SMTP server in this process (`throughput`), to `.eml`
//!    files (`throughput-files`), or in Richard III games advanced past their opening
//!    (`throughput-richard3`); each run first measures how many small fsync'd SQLite
//!    transactions this disk commits a second, the ceiling a durable move meets; the
//!    same on PostgreSQL (the server `HERALD_TEST_POSTGRES` names, a new database each
//!    run) with one Herald process (`throughput-postgres-1`) or two sharing the database
//!    behind one load (`throughput-postgres-2`);
//! 2. the Richard III game page a signed-in player opens, mid-game: its time and size
//!    (`page-richard3`);
//! 3. mail: 10,000 queued mails delivered to the SMTP server in this process (`mail`);
//! 4. with 10,000 stored finished games: the time from process start to the first HTTP
//!    answer (`cold-start`) and the server's memory after it served lists and game pages
//!    (`memory`).
//!
//! Run with `cargo bench --bench server` (or `-- NAME` for one part); figures go to
//! docs/BENCHMARKS.md.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "server/load.rs"]
mod load;
#[path = "server/page.rs"]
mod page;
#[path = "server/stored.rs"]
mod stored;

use serde_json::{Value, json};

/// A running server; killed when dropped.
struct Server {
    child: Child,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the server on `db`; mail goes to `smtp` (an SMTP URL) or, without one, to
/// `.eml` files beside the database. Returns once it listens.
fn start(db: &Path, smtp: Option<&str>) -> Server {
    start_on(db.as_os_str(), &db.with_file_name("outbox"), smtp)
}

/// Starts the server on the database `db` names (a SQLite file or a `postgres://` URL),
/// its `.eml` files (without `smtp`) in `outbox`. Returns once it listens.
fn start_on(db: &std::ffi::OsStr, outbox: &Path, smtp: Option<&str>) -> Server {
    let mut command = Command::new(env!("CARGO_BIN_EXE_herald"));
    command
        .arg("serve")
        .env("HERALD_DB", db)
        .env("HERALD_BIND", "127.0.0.1:0")
        .env("HERALD_OUTBOX_DIR", outbox)
        .env("RUST_LOG", "herald=info")
        .env_remove("HERALD_SMTP_URL");
    if let Some(url) = smtp {
        command.env("HERALD_SMTP_URL", url);
    }
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::from(
            std::fs::File::create("/tmp/herald-bench-stderr.log").unwrap(),
        ))
        .spawn()
        .expect("start herald");
    let out = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(out).lines();
    let base = loop {
        let line = lines.next().expect("herald exited").expect("read log");
        if let Some(rest) = line.split("listens on ").nth(1) {
            break rest.split_whitespace().next().expect("address").to_string();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    Server { child, base }
}

/// (VmRSS, VmHWM) of a process, in KiB.
fn rss_kib(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// The CPU seconds (user + system) a process has used.
fn cpu_seconds(pid: u32) -> f64 {
    stat_cpu_seconds(Path::new(&format!("/proc/{pid}/stat")))
}

/// The CPU seconds (user + system) in a `/proc` `stat` file (a process's or a thread's).
fn stat_cpu_seconds(path: &Path) -> f64 {
    let stat = std::fs::read_to_string(path).unwrap_or_default();
    // Fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    (ticks(11) + ticks(12)) / 100.0
}

/// The CPU seconds (user + system) the threads named `name` of process `pid` have used.
fn thread_cpu_seconds(pid: u32, name: &str) -> f64 {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return 0.0;
    };
    tasks
        .filter_map(Result::ok)
        .filter(|task| {
            std::fs::read_to_string(task.path().join("comm")).is_ok_and(|comm| comm.trim() == name)
        })
        .map(|task| stat_cpu_seconds(&task.path().join("stat")))
        .sum()
}

/// Every bench player's password.
const PASSWORD: &str = "benchmark: slow green teapots";

/// The server's JSON API, as a player's client uses it.
struct Api {
    http: reqwest::Client,
    base: String,
    /// GET requests made so far.
    gets: AtomicI64,
}

impl Api {
    fn new(base: &str) -> Api {
        Api {
            http: reqwest::Client::new(),
            base: base.to_string(),
            gets: AtomicI64::new(0),
        }
    }

    async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
        let mut req = self
            .http
            .post(format!("{}/api{path}", self.base))
            .json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let resp = req.send().await.expect("request");
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }

    async fn get(&self, path: &str, token: &str) -> Value {
        self.gets.fetch_add(1, Ordering::Relaxed);
        let resp = self
            .http
            .get(format!("{}/api{path}", self.base))
            .bearer_auth(token)
            .send()
            .await
            .expect("request");
        resp.json().await.expect("json")
    }

    async fn user(&self, name: &str) -> String {
        let (s, _) = self
            .post(
                "/users",
                None,
                json!({"name": name, "email": format!("{name}@bench.test"), "password": PASSWORD}),
            )
            .await;
        assert_eq!(s, 201, "sign up {name}");
        let (s, body) = self
            .post("/tokens", None, json!({"name": name, "password": PASSWORD}))
            .await;
        assert_eq!(s, 201);
        body["token"].as_str().expect("token").to_string()
    }
}

/// The value at fraction `p` of sorted durations.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Milliseconds, for printing.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing and must stay quick.
    if !std::env::args().any(|a| a == "--bench") {
        println!("run with `cargo bench --bench server`");
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    // `cargo bench --bench server -- throughput` (or another part's name) runs one part.
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let runs = |name: &str| only.as_deref().is_none_or(|o| o == name);
    rt.block_on(async {
        if runs("throughput") {
            load::throughput(&load::ROSE_KING, load::MailTo::Smtp, load::Store::Sqlite).await;
        }
        if runs("throughput-files") {
            load::throughput(&load::ROSE_KING, load::MailTo::Files, load::Store::Sqlite).await;
        }
        if runs("throughput-richard3") {
            load::throughput(&load::RICHARD_III, load::MailTo::Smtp, load::Store::Sqlite).await;
        }
        // On the PostgreSQL server HERALD_TEST_POSTGRES names, in a new database: one
        // Herald process, then two sharing the database (the pairs split between them).
        for processes in [1, 2] {
            if runs(&format!("throughput-postgres-{processes}")) {
                let store = load::Store::Postgres { processes };
                load::throughput(&load::ROSE_KING, load::MailTo::Smtp, store).await;
            }
        }
        if runs("page-richard3") {
            page::richard3_page().await;
        }
        if runs("mail") {
            stored::mail().await;
        }
        if runs("cold-start") || runs("memory") {
            let games = stored::finished_games().await;
            if runs("cold-start") {
                stored::cold_start(&games).await;
            }
            if runs("memory") {
                stored::memory(&games).await;
            }
        }
    });
}
