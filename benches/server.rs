//! Server benchmarks, through the real binary on loopback with SQLite on disk:
//! 1. move submissions per second and their latency (p50/p99), from a bounded load
//!    generator: concurrent pairs of players play random legal moves through the API, and
//!    every turn mail goes to an SMTP server in this process (`throughput`) or to `.eml`
//!    files (`throughput-files`);
//! 2. the server's memory (RSS) with 10,000 stored finished games after it served lists
//!    and game pages.
//!
//! Run with `cargo bench --bench server`; figures go to docs/BENCHMARKS.md.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

#[path = "../tests/common/mod.rs"]
mod common;

use herald::engine::{Seat, Seed};
use herald::games::kind;
use serde_json::{Value, json};

/// Moves submitted in the throughput run (a bounded load).
const MOVES: i64 = 20_000;
/// Concurrent players' pairs (each pair plays one game at a time).
const PAIRS: usize = 16;
/// Finished games stored for the memory run.
const STORED_GAMES: usize = 10_000;

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
/// `.eml` files beside the database.
fn start(db: &Path, smtp: Option<&str>) -> Server {
    let mut command = Command::new(env!("CARGO_BIN_EXE_herald"));
    command
        .arg("serve")
        .env("HERALD_DB", db)
        .env("HERALD_BIND", "127.0.0.1:0")
        .env("HERALD_OUTBOX_DIR", db.with_file_name("outbox"))
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
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
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

struct Api {
    http: reqwest::Client,
    base: String,
    /// GET requests made so far.
    gets: AtomicI64,
}

impl Api {
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
        let (s, _) = self.post("/users", None, json!({"name": name, "email": format!("{name}@bench.test"), "password": "benchmark: slow green teapots"})).await;
        assert_eq!(s, 201, "sign up {name}");
        let (s, body) = self
            .post(
                "/tokens",
                None,
                json!({"name": name, "password": "benchmark: slow green teapots"}),
            )
            .await;
        assert_eq!(s, 201);
        body["token"].as_str().expect("token").to_string()
    }

    async fn new_game(&self, a: &str, b: &str) -> i64 {
        let (s, body) = self
            .post(
                "/games",
                Some(a),
                json!({"kind": "rosenkonig", "seat": "red"}),
            )
            .await;
        assert_eq!(s, 201, "{body}");
        let id = body["id"].as_i64().expect("id");
        let (s, _) = self
            .post(&format!("/games/{id}/join"), Some(b), json!({}))
            .await;
        assert_eq!(s, 200);
        id
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Where the server's mail goes during the throughput run.
#[derive(Clone, Copy, PartialEq)]
enum MailTo {
    /// An SMTP server (in this process), as in production.
    Smtp,
    /// `.eml` files, the fallback when no SMTP server is configured.
    Files,
}

async fn throughput(mail_to: MailTo) {
    let dir = tempfile::tempdir().expect("tempdir");
    let sink = (mail_to == MailTo::Smtp).then(common::SmtpServer::start);
    let server = start(
        &dir.path().join("herald.db"),
        sink.as_ref().map(|s| s.url()).as_deref(),
    );
    let api = Arc::new(Api {
        http: reqwest::Client::new(),
        base: server.base.clone(),
        gets: AtomicI64::new(0),
    });
    let mut tokens = Vec::new();
    for i in 0..PAIRS {
        tokens.push((
            api.user(&format!("red{i}")).await,
            api.user(&format!("white{i}")).await,
        ));
    }
    let moves = std::env::var("HERALD_BENCH_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(MOVES);
    let budget = Arc::new(AtomicI64::new(moves));
    let gets_before = api.gets.load(Ordering::Relaxed);
    let cpu_before = cpu_seconds(server.child.id());
    let own_cpu_before = cpu_seconds(std::process::id());
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (p, (red, white)) in tokens.into_iter().enumerate() {
        let api = api.clone();
        let budget = budget.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut rng = 0x9E37_79B9_7F4A_7C15u64 ^ p as u64;
            let mut game = api.new_game(&red, &white).await;
            let mut games = 1;
            // Like real players, each side reads the game as itself; the side expected to
            // act looks first, and the other only when the turn passed to it instead.
            let mut red_to_act = true;
            while budget.fetch_sub(1, Ordering::Relaxed) > 0 {
                let mut token = if red_to_act { &red } else { &white };
                let mut state = api.get(&format!("/games/{game}"), token).await;
                if state["status"] == "finished" {
                    game = api.new_game(&red, &white).await;
                    games += 1;
                    token = &red;
                    state = api.get(&format!("/games/{game}"), token).await;
                }
                if state["actions"].as_array().is_none_or(Vec::is_empty) {
                    token = if token == &red { &white } else { &red };
                    state = api.get(&format!("/games/{game}"), token).await;
                }
                red_to_act = token != &red;
                let actions = state["actions"].as_array().expect("actions");
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let action = actions[(rng % actions.len() as u64) as usize].clone();
                let t = Instant::now();
                let (s, body) = api
                    .post(
                        &format!("/games/{game}/moves"),
                        Some(token),
                        json!({"seq": state["seq"], "action": action}),
                    )
                    .await;
                latencies.push(t.elapsed());
                assert_eq!(s, 200, "{body}");
            }
            (latencies, games)
        }));
    }
    let mut latencies = Vec::new();
    let mut games = 0;
    for t in tasks {
        let (l, g) = t.await.expect("task");
        latencies.extend(l);
        games += g;
    }
    let elapsed = started.elapsed();
    let server_cpu = cpu_seconds(server.child.id()) - cpu_before;
    let own_cpu = cpu_seconds(std::process::id()) - own_cpu_before;
    let gets = api.gets.load(Ordering::Relaxed) - gets_before;
    let mails_at_end = mails_delivered(sink.as_ref(), dir.path());
    // Every move mails the player whose turn it becomes; wait for the last of them.
    let mut mails = mails_at_end;
    loop {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let now = mails_delivered(sink.as_ref(), dir.path());
        if now == mails {
            break;
        }
        mails = now;
    }
    let mail_drained = started.elapsed();
    let queued = mails_queued(&dir.path().join("herald.db")).await;
    latencies.sort();
    let (rss, hwm) = rss_kib(server.child.id());
    println!(
        "move submissions over HTTP, SQLite on disk (synchronous=FULL), {PAIRS} concurrent players' pairs, mail {}:",
        match mail_to {
            MailTo::Smtp => "over SMTP to a server on 127.0.0.1",
            MailTo::Files => "as .eml files",
        }
    );
    println!(
        "  {} moves in {games} games in {:.2} s: {:.0} moves/s, with {gets} GETs of the game ({:.2} a move) to learn seq and the legal actions",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        gets as f64 / latencies.len() as f64
    );
    println!(
        "  POST /moves latency: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.9).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().expect("some").as_secs_f64() * 1e3
    );
    println!(
        "  the server used {server_cpu:.1} CPU-seconds for them ({:.0} µs of CPU per move, its GETs included); the load generator shares the 2 cores",
        server_cpu * 1e6 / latencies.len() as f64
    );
    println!(
        "  the load generator used {own_cpu:.1} CPU-seconds ({:.0} µs per move)",
        own_cpu * 1e6 / latencies.len() as f64
    );
    println!(
        "  mails delivered: {mails_at_end} when the last move was answered, {mails} in all {:.2} s after the start; {queued} were queued",
        mail_drained.as_secs_f64()
    );
    assert_eq!(mails, queued, "every queued mail is delivered exactly once");
    println!("  server RSS after the run: {} KiB (peak {} KiB)", rss, hwm);
}

/// Mails the server queued in its outbox, read from its database file.
async fn mails_queued(db: &Path) -> usize {
    use sqlx::{ConnectOptions, Connection};
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(db)
        .read_only(true)
        .connect()
        .await
        .expect("open the server's database");
    let (n,): (i64,) = sqlx::query_as("SELECT count(*) FROM outbox")
        .fetch_one(&mut conn)
        .await
        .expect("count the outbox");
    conn.close().await.expect("close");
    usize::try_from(n).expect("a count")
}

/// Mails delivered so far: accepted by the SMTP sink, or `.eml` files written.
fn mails_delivered(sink: Option<&common::SmtpServer>, dir: &Path) -> usize {
    match sink {
        Some(sink) => sink.count(),
        None => std::fs::read_dir(dir.join("outbox")).map_or(0, |files| {
            files
                .filter_map(Result::ok)
                .filter(|f| f.path().extension().is_some_and(|e| e == "eml"))
                .count()
        }),
    }
}

/// Stores `STORED_GAMES` finished random games directly through the store, as the service
/// would have left them.
async fn fill(db_path: &Path) {
    let db = herald::store::open(db_path).await.expect("open");
    let rk = kind("rosenkonig").expect("kind");
    let mut conn = db.acquire().await.expect("conn");
    let hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZmFrZWZha2VmYWtlZmFrZWZha2VmYWtlZmFrZWZha2U";
    let a =
        herald::store::users::insert(&mut conn, "alice", "alice@bench.test", hash, "k-alice", 0)
            .await
            .expect("user");
    let b = herald::store::users::insert(&mut conn, "bob", "bob@bench.test", hash, "k-bob", 0)
        .await
        .expect("user");
    let options = rk.normalize_options(&Value::Null).expect("options");
    let mut tx = db.begin_write().await.expect("tx");
    let mut moves_total = 0;
    for g in 0..STORED_GAMES {
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&(g as u64).to_le_bytes());
        let seed = Seed(bytes);
        let mut game = rk.start(&options, &seed).expect("start");
        let mut log = Vec::new();
        let mut rng = 0x2545_F491_4F6C_DD1Du64 ^ g as u64;
        while let Some(seat) = game.to_act().first().copied() {
            let actions = game.actions(seat);
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let action = actions[(rng % actions.len() as u64) as usize].clone();
            game.play(seat, &action, &seed, log.len() as u64 + 1, &[])
                .expect("legal");
            log.push((seat, action));
        }
        assert!(game.outcome().is_some(), "a finished game");
        let id = herald::store::games::insert(
            &mut tx,
            &herald::store::games::NewGame {
                kind: "rosenkonig",
                engine_version: rk.version(),
                options: &options.to_string(),
                terms: "{}",
                seed: &seed.to_hex(),
                seed_hash: &seed.hash_hex(),
                created_by: a,
                now: 0,
            },
        )
        .await
        .expect("game");
        herald::store::games::insert_seat(&mut tx, id, 0, "red", Some(a), None, None)
            .await
            .expect("seat");
        herald::store::games::insert_seat(&mut tx, id, 1, "white", Some(b), None, None)
            .await
            .expect("seat");
        herald::store::games::update_progress(
            &mut tx,
            id,
            0,
            herald::domain::GameStatus::Active,
            None,
            Some(0),
            0,
        )
        .await
        .expect("start");
        let mut replayed = rk.start(&options, &seed).expect("start");
        for (i, (seat, action)) in log.iter().enumerate() {
            replayed
                .play(*seat, action, &seed, i as u64 + 1, &[])
                .expect("legal");
            let outcome = replayed.outcome();
            let version = herald::store::games::by_id(&mut tx, id)
                .await
                .expect("read")
                .expect("the game")
                .version;
            herald::store::games::write_moves(
                &mut tx,
                &[&herald::store::games::MoveWrite {
                    game_id: id,
                    seq: i as i64 + 1,
                    version,
                    seat_index: Seat::index(*seat),
                    action: action.clone(),
                    at: 0,
                    status: if outcome.is_some() {
                        "finished"
                    } else {
                        "active"
                    },
                    result: outcome
                        .map(|o| herald::service::result::result_json(rk, &o).to_string()),
                    turn_since: None,
                    snapshot: replayed.snapshot(),
                    to_act: replayed.to_act().iter().map(|s| s.index()).collect(),
                    clocks: Vec::new(),
                    mails: Vec::new(),
                }],
            )
            .await
            .expect("move");
        }
        moves_total += log.len();
    }
    tx.commit().await.expect("commit");
    drop(conn);
    db.close().await;
    println!("stored {STORED_GAMES} finished games with {moves_total} moves");
}

async fn memory() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("herald.db");
    fill(&path).await;
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0)
        + std::fs::metadata(dir.path().join("herald.db-wal"))
            .map(|m| m.len())
            .unwrap_or(0);
    let server = start(&path, None);
    let (idle, _) = rss_kib(server.child.id());
    let api = Api {
        http: reqwest::Client::new(),
        base: server.base.clone(),
        gets: AtomicI64::new(0),
    };
    let (s, body) = api
        .post("/tokens", None, json!({"name": "alice", "password": "x"}))
        .await;
    assert_eq!(s, 401, "{body}");
    // Serve a sample of game pages, histories and the lists.
    for id in (1..=STORED_GAMES as i64).step_by(STORED_GAMES / 200) {
        let page = api
            .http
            .get(format!("{}/games/{id}", api.base))
            .send()
            .await
            .expect("page");
        assert!(page.status().is_success());
        let _ = page.text().await;
        let history = api
            .http
            .get(format!("{}/api/games/{id}/history", api.base))
            .send()
            .await
            .expect("history");
        assert!(history.status().is_success());
        let _ = history.text().await;
    }
    let lobby = api
        .http
        .get(format!("{}/api/lobby", api.base))
        .send()
        .await
        .expect("lobby");
    assert!(lobby.status().is_success());
    let (rss, hwm) = rss_kib(server.child.id());
    println!(
        "memory with {STORED_GAMES} stored finished games (database {:.1} MB):",
        size as f64 / 1e6
    );
    println!(
        "  server RSS at start {idle} KiB; after serving 200 game pages and histories {rss} KiB (peak {hwm} KiB)"
    );
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
    // `cargo bench --bench server -- throughput` (or `memory`) runs one part.
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    rt.block_on(async {
        if only.as_deref().is_none_or(|o| o == "throughput") {
            throughput(MailTo::Smtp).await;
        }
        if only.as_deref().is_none_or(|o| o == "throughput-files") {
            throughput(MailTo::Files).await;
        }
        if only.as_deref().is_none_or(|o| o == "memory") {
            memory().await;
        }
    });
}
