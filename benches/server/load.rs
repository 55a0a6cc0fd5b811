//! The move-throughput runs: the disk's own commit rate, then concurrent pairs of players
//! playing random legal moves through the API.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{
    Api, Server, common, cpu_seconds, ms, percentile, rss_kib, start_on, thread_cpu_seconds,
};

/// Concurrent players' pairs (each pair plays one game at a time).
const PAIRS: usize = 16;
/// How long a run waits, after its last move, for the mails still queued.
const MAIL_WAIT: Duration = Duration::from_secs(10);
/// The name of the server's thread that draws the mails' pictures.
const PAINTER: &str = "herald-painter";
/// The one writer's thread (the moves' and looks' statements and commits).
const WRITER: &str = "herald-moves";
/// How long the disk's commit rate is measured.
const COMMIT_RATE_FOR: Duration = Duration::from_secs(3);

/// What the pairs play.
pub struct Load {
    /// The kind's name.
    kind: &'static str,
    /// Its options, as the API takes them.
    options: &'static str,
    /// The two seats: the game's creator takes the first.
    seats: [&'static str; 2],
    /// Moves each game is advanced by, untimed, before the timed moves.
    opening: usize,
    /// Moves timed (a bounded load; `HERALD_BENCH_MOVES` overrides it).
    moves: i64,
}

/// Rose King from the first move: 20,000 moves.
pub const ROSE_KING: Load = Load {
    kind: "rosenkonig",
    options: "{}",
    seats: ["red", "white"],
    opening: 0,
    moves: 20_000,
};

/// Richard III's three-campaign game, each game advanced 60 moves past its opening (a
/// random game lasts about 250), then 5,000 moves timed.
pub const RICHARD_III: Load = Load {
    kind: "richard3",
    options: r#"{"scenario":"wars_of_the_roses"}"#,
    seats: ["lancaster", "york"],
    opening: 60,
    moves: 5_000,
};

/// Where the server's mail goes during the throughput run.
#[derive(Clone, Copy, PartialEq)]
pub enum MailTo {
    /// An SMTP server (in this process), as in production.
    Smtp,
    /// `.eml` files, the fallback when no SMTP server is configured.
    Files,
}

/// Small transactions a second that SQLite commits to disk in `dir` with the server's
/// settings (WAL, `synchronous=FULL`), one row each, from one synchronous connection.
fn disk_commit_rate(dir: &Path) -> f64 {
    let conn = rusqlite::Connection::open(dir.join("commit-rate.db")).expect("open");
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
        .expect("WAL");
    assert_eq!(mode, "wal");
    conn.pragma_update(None, "synchronous", "FULL")
        .expect("FULL");
    conn.execute_batch("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)")
        .expect("table");
    let started = Instant::now();
    let mut commits = 0u64;
    while started.elapsed() < COMMIT_RATE_FOR {
        conn.execute_batch("BEGIN IMMEDIATE").expect("begin");
        conn.prepare_cached("INSERT INTO t (v) VALUES (?)")
            .expect("prepare")
            .execute(["a small row, like a move"])
            .expect("insert");
        conn.execute_batch("COMMIT").expect("commit");
        commits += 1;
    }
    commits as f64 / started.elapsed().as_secs_f64()
}

/// One pair of players and the game they play.
struct Pair {
    api: Arc<Api>,
    load: &'static Load,
    /// The first seat's token, then the second's.
    tokens: [String; 2],
    game: i64,
    games: usize,
    /// Which player is expected to act next.
    expect: usize,
    rng: u64,
}

impl Pair {
    async fn new_game(&mut self) {
        let (s, body) = self
            .api
            .post(
                "/games",
                Some(&self.tokens[0]),
                json!({"kind": self.load.kind, "seat": self.load.seats[0],
                       "options": serde_json::from_str::<Value>(self.load.options).expect("options")}),
            )
            .await;
        assert_eq!(s, 201, "{body}");
        self.game = body["id"].as_i64().expect("id");
        let (s, body) = self
            .api
            .post(
                &format!("/games/{}/join", self.game),
                Some(&self.tokens[1]),
                json!({}),
            )
            .await;
        assert_eq!(s, 200, "{body}");
        self.games += 1;
        self.expect = 0;
    }

    /// Reads the game as a player would and plays one random legal move: the time the
    /// `POST` of the move took. Like real players, each side reads the game as itself;
    /// the side expected to act looks first, and the other only when the turn passed to
    /// it instead. A finished game is followed by a new one.
    async fn step(&mut self) -> Duration {
        let mut state = self.read().await;
        if state["status"] == "finished" {
            self.new_game().await;
            state = self.read().await;
        }
        if state["actions"].as_array().is_none_or(Vec::is_empty) {
            self.expect = 1 - self.expect;
            state = self.read().await;
        }
        let actions = state["actions"].as_array().expect("actions");
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        let action = actions[(self.rng % actions.len() as u64) as usize].clone();
        let t = Instant::now();
        let (s, body) = self
            .api
            .post(
                &format!("/games/{}/moves", self.game),
                Some(&self.tokens[self.expect]),
                json!({"seq": state["seq"], "action": action}),
            )
            .await;
        let took = t.elapsed();
        assert_eq!(s, 200, "{body}");
        self.expect = 1 - self.expect;
        took
    }

    async fn read(&self) -> Value {
        self.api
            .get(&format!("/games/{}", self.game), &self.tokens[self.expect])
            .await
    }
}

/// A new game of `load` between two new players named after `tag`, advanced by `moves`
/// random moves, or to its end if it ends first: its id and the players' names.
pub async fn opened_game(
    api: &Arc<Api>,
    load: &'static Load,
    tag: &str,
    moves: usize,
) -> (i64, [String; 2]) {
    let names = load.seats.map(|seat| format!("{seat}{tag}"));
    let mut pair = Pair {
        api: api.clone(),
        load,
        tokens: [api.user(&names[0]).await, api.user(&names[1]).await],
        game: 0,
        games: 0,
        expect: 0,
        rng: 0x9E37_79B9_7F4A_7C15,
    };
    pair.new_game().await;
    for _ in 0..moves {
        if pair.read().await["status"] == "finished" {
            break;
        }
        pair.step().await;
    }
    (pair.game, names)
}

/// Where the servers keep their games.
#[derive(Clone, Copy, PartialEq)]
pub enum Store {
    /// A SQLite file in a temporary folder, one process.
    Sqlite,
    /// A new database on the PostgreSQL server `HERALD_TEST_POSTGRES` names, shared by
    /// this many Herald processes.
    Postgres {
        /// Herald processes; the pairs are dealt among them in turn.
        processes: usize,
    },
}

/// Plays `load` on fresh servers keeping their games in `store` and prints moves/s,
/// latency, CPU and mail figures.
pub async fn throughput(load: &'static Load, mail_to: MailTo, store: Store) {
    let dir = tempfile::tempdir().expect("tempdir");
    let commit_rate = disk_commit_rate(dir.path());
    println!(
        "this disk commits {commit_rate:.0} small SQLite transactions a second (WAL, synchronous=FULL, one connection, {} s)",
        COMMIT_RATE_FOR.as_secs()
    );
    let sink = (mail_to == MailTo::Smtp).then(common::SmtpServer::start);
    let smtp = sink.as_ref().map(|s| s.url());
    let file = dir.path().join("herald.db");
    let (database, processes) = match store {
        Store::Sqlite => (None, 1),
        Store::Postgres { processes } => {
            let Some(database) = common::postgres::TestDatabase::new() else {
                println!("  (not run: set HERALD_TEST_POSTGRES to a PostgreSQL server's URL)");
                return;
            };
            (Some(database), processes)
        }
    };
    let db = database
        .as_ref()
        .map_or(file.clone().into_os_string(), |d| d.url().into());
    let servers: Vec<Server> = (0..processes)
        .map(|_| start_on(&db, &dir.path().join("outbox"), smtp.as_deref()))
        .collect();
    let apis: Vec<Arc<Api>> = servers
        .iter()
        .map(|s| Arc::new(Api::new(&s.base)))
        .collect();
    let pairs = opened_pairs(&apis, load).await;
    let moves = std::env::var("HERALD_BENCH_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(load.moves);
    let games_before: usize = pairs.iter().map(|p| p.games).sum();
    let gets = || {
        apis.iter()
            .map(|a| a.gets.load(Ordering::Relaxed))
            .sum::<i64>()
    };
    let gets_before = gets();
    let pids: Vec<u32> = servers.iter().map(|s| s.child.id()).collect();
    let backends = match &database {
        Some(database) => postgres_backends(database.url()).await,
        None => Vec::new(),
    };
    let cpu = |pids: &[u32]| pids.iter().map(|pid| cpu_seconds(*pid)).sum::<f64>();
    let threads = |name: &str| {
        pids.iter()
            .map(|pid| thread_cpu_seconds(*pid, name))
            .sum::<f64>()
    };
    let cpu_before = cpu(&pids);
    let painter_before = threads(PAINTER);
    let writer_before = threads(WRITER);
    let backends_before = cpu(&backends);
    let own_cpu_before = cpu_seconds(std::process::id());
    let started = Instant::now();
    let (mut latencies, games) = play_moves(pairs, moves).await;
    let elapsed = started.elapsed();
    let server_cpu = cpu(&pids) - cpu_before;
    let painter_cpu = threads(PAINTER) - painter_before;
    let writer_cpu = threads(WRITER) - writer_before;
    let backends_cpu = cpu(&backends) - backends_before;
    let own_cpu = cpu_seconds(std::process::id()) - own_cpu_before;
    let gets = gets() - gets_before;
    let queued = match &database {
        Some(database) => mails_queued_in_postgres(database.url()).await,
        None => mails_queued(&file).await,
    };
    let mail = wait_for_mail(sink.as_ref(), dir.path(), queued, elapsed).await;
    latencies.sort();
    println!(
        "{} move submissions over HTTP, {}, {PAIRS} concurrent players' pairs, games advanced {} moves first, mail {}:",
        load.kind,
        match store {
            Store::Sqlite => "SQLite on disk (synchronous=FULL)".to_string(),
            Store::Postgres { processes } => format!(
                "PostgreSQL on 127.0.0.1 (fsync {}), {processes} Herald process{}",
                postgres_setting(&db, "fsync").await,
                if processes == 1 { "" } else { "es" }
            ),
        },
        load.opening,
        match mail_to {
            MailTo::Smtp => "over SMTP to a server on 127.0.0.1",
            MailTo::Files => "as .eml files",
        }
    );
    let rate = latencies.len() as f64 / elapsed.as_secs_f64();
    println!(
        "  {} moves ({} new games) in {:.2} s: {rate:.0} moves/s = {:.2} x the disk's commit rate, with {gets} GETs of the game ({:.2} a move) to learn seq and the legal actions",
        latencies.len(),
        games - games_before,
        elapsed.as_secs_f64(),
        rate / commit_rate,
        gets as f64 / latencies.len() as f64
    );
    print_costs(&latencies, server_cpu, [painter_cpu, writer_cpu], own_cpu);
    if database.is_some() {
        println!(
            "  PostgreSQL's backends for these processes used {backends_cpu:.1} CPU-seconds ({:.0} µs per move)",
            backends_cpu * 1e6 / latencies.len() as f64
        );
    }
    mail.print();
    for server in &servers {
        let (rss, hwm) = rss_kib(server.child.id());
        println!("  server RSS after the run: {rss} KiB (peak {hwm} KiB)");
    }
    drop(servers);
}

/// The process ids of the PostgreSQL backends serving database `url` now (they run on
/// this machine: their CPU is counted with the servers').
async fn postgres_backends(url: &str) -> Vec<u32> {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(url).await.expect("PostgreSQL");
    let pids: Vec<i32> = sqlx::query_scalar(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .fetch_all(&mut conn)
    .await
    .expect("the backends");
    let _ = conn.close().await;
    pids.into_iter()
        .filter_map(|p| u32::try_from(p).ok())
        .collect()
}

/// A setting of the PostgreSQL server at `url`, e.g. `fsync`.
async fn postgres_setting(url: &std::ffi::OsStr, name: &str) -> String {
    use sqlx::Connection;
    let url = url.to_str().expect("a URL");
    let mut conn = sqlx::PgConnection::connect(url).await.expect("PostgreSQL");
    let value: String = sqlx::query_scalar("SELECT current_setting($1)")
        .bind(name)
        .fetch_one(&mut conn)
        .await
        .expect("a setting");
    let _ = conn.close().await;
    value
}

/// Mails the servers queued in the outbox of the PostgreSQL database at `url`.
async fn mails_queued_in_postgres(url: &str) -> usize {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(url).await.expect("PostgreSQL");
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox")
        .fetch_one(&mut conn)
        .await
        .expect("count the outbox");
    let _ = conn.close().await;
    usize::try_from(n).expect("a count")
}

/// [`PAIRS`] pairs of new players, each with a new game of `load` advanced past its
/// opening (all pairs at once, untimed).
async fn opened_pairs(apis: &[Arc<Api>], load: &'static Load) -> Vec<Pair> {
    let mut tasks = Vec::new();
    for i in 0..PAIRS {
        let api = &apis[i % apis.len()];
        let tokens = [
            api.user(&format!("{}{i}", load.seats[0])).await,
            api.user(&format!("{}{i}", load.seats[1])).await,
        ];
        let mut pair = Pair {
            api: api.clone(),
            load,
            tokens,
            game: 0,
            games: 0,
            expect: 0,
            rng: 0x9E37_79B9_7F4A_7C15u64 ^ i as u64,
        };
        pair.new_game().await;
        tasks.push(tokio::spawn(async move {
            for _ in 0..pair.load.opening {
                pair.step().await;
            }
            pair
        }));
    }
    let mut pairs = Vec::new();
    for t in tasks {
        pairs.push(t.await.expect("opening"));
    }
    pairs
}

/// Plays `moves` moves in all, every pair at once: each move's latency, and the games the
/// pairs have started in all.
async fn play_moves(pairs: Vec<Pair>, moves: i64) -> (Vec<Duration>, usize) {
    let budget = Arc::new(AtomicI64::new(moves));
    let mut tasks = Vec::new();
    for mut pair in pairs {
        let budget = budget.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            while budget.fetch_sub(1, Ordering::Relaxed) > 0 {
                latencies.push(pair.step().await);
            }
            (latencies, pair.games)
        }));
    }
    let mut latencies = Vec::new();
    let mut games = 0;
    for t in tasks {
        let (l, g) = t.await.expect("task");
        latencies.extend(l);
        games += g;
    }
    (latencies, games)
}

/// Prints the moves' latencies (sorted) and the CPU the server (of it, its painter and
/// writer threads) and the load generator spent.
fn print_costs(
    latencies: &[Duration],
    server_cpu: f64,
    [painter_cpu, writer_cpu]: [f64; 2],
    own_cpu: f64,
) {
    println!(
        "  POST /moves latency: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms(percentile(latencies, 0.5)),
        ms(percentile(latencies, 0.9)),
        ms(percentile(latencies, 0.99)),
        ms(*latencies.last().expect("some"))
    );
    println!(
        "  the server used {server_cpu:.1} CPU-seconds for them ({:.0} µs of CPU per move, its GETs included); the load generator shares the 2 cores",
        server_cpu * 1e6 / latencies.len() as f64
    );
    println!(
        "  of which the painter thread (the mails' pictures, drawn at a lower priority) used {painter_cpu:.1} CPU-seconds ({:.0} µs per move); the rest of the server {:.0} µs per move",
        painter_cpu * 1e6 / latencies.len() as f64,
        (server_cpu - painter_cpu) * 1e6 / latencies.len() as f64
    );
    println!(
        "  of which the writer thread (the moves' and looks' statements and commits) used {writer_cpu:.1} CPU-seconds ({:.0} µs per move)",
        writer_cpu * 1e6 / latencies.len() as f64
    );
    println!(
        "  the load generator used {own_cpu:.1} CPU-seconds ({:.0} µs per move)",
        own_cpu * 1e6 / latencies.len() as f64
    );
}

/// How the mail kept up with the moves: delivered while the moves ran, and within
/// [`MAIL_WAIT`] after the last move.
struct MailFigures {
    /// Queued in the outbox when the last move was answered.
    queued: usize,
    /// Delivered when the last move was answered, and how long the moves took.
    during: (usize, Duration),
    /// Delivered by the end of the wait, and how long the wait lasted.
    after: (usize, Duration),
}

impl MailFigures {
    fn print(&self) {
        let (during, moves_took) = self.during;
        let (after, waited) = self.after;
        println!(
            "  mails: {} queued; {during} delivered while the moves ran ({:.0}/s), {after} once the run waited {:.1} s more ({:.0}/s while idle); {} still queued, not waited for",
            self.queued,
            during as f64 / moves_took.as_secs_f64(),
            waited.as_secs_f64(),
            (after - during) as f64 / waited.as_secs_f64(),
            self.queued - after,
        );
    }
}

/// Waits at most [`MAIL_WAIT`] after the last move (answered `moves_took` after the
/// start) for the queued mails: turn mails carry pictures drawn one at a time, some 50 a
/// second, so a run's backlog takes minutes to drain. Checks that no mail was delivered
/// twice over (never more delivered than queued).
async fn wait_for_mail(
    sink: Option<&common::SmtpServer>,
    dir: &Path,
    queued: usize,
    moves_took: Duration,
) -> MailFigures {
    let at_end = mails_delivered(sink, dir);
    let waiting = Instant::now();
    let mut delivered = at_end;
    while delivered < queued && waiting.elapsed() < MAIL_WAIT {
        tokio::time::sleep(Duration::from_millis(250)).await;
        delivered = mails_delivered(sink, dir);
    }
    assert!(
        delivered <= queued,
        "{delivered} mails delivered of {queued} queued"
    );
    MailFigures {
        queued,
        during: (at_end, moves_took),
        after: (delivered, waiting.elapsed()),
    }
}

/// Mails the server queued in its outbox, read from its database file.
pub async fn mails_queued(db: &Path) -> usize {
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
pub fn mails_delivered(sink: Option<&common::SmtpServer>, dir: &Path) -> usize {
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
