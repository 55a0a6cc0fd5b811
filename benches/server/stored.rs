//! Runs on a database filled beforehand: 10,000 queued mails (`mail`), and 10,000 stored
//! finished games (`cold-start`, `memory`).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use herald::domain::{Email, GameStatus, Millis, Seq};
use herald::engine::Seed;
use herald::games::kind;
use herald::store::change::{GameChange, LogChange, LogEntry, TurnWrite};
use herald::store::new_game::{self, NewGame, NewSeat};
use herald::store::outbox::NewMail;
use serde_json::{Value, json};

use super::{Api, common, cpu_seconds, ms, rss_kib, start};

/// Finished games stored for the cold-start and memory runs.
const STORED_GAMES: usize = 10_000;
/// Mails queued for the mail run.
const QUEUED_MAILS: usize = 10_000;
/// Their recipients: each gets `QUEUED_MAILS / RECIPIENTS` mails, sent in order.
const RECIPIENTS: usize = 1_000;
/// The mail run gives up after this long.
const MAIL_DEADLINE: Duration = Duration::from_secs(300);

/// A database of finished games in a temporary folder.
pub struct StoredGames {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

/// Queues `QUEUED_MAILS` mails through the store, starts the server with an SMTP server in
/// this process, and times the delivery of all of them.
pub async fn mail() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("herald.db");
    let db = herald::store::open(&path).await.expect("open");
    let mut tx = db.begin_write().await.expect("tx");
    for i in 0..QUEUED_MAILS {
        let to = i % RECIPIENTS;
        let mail = NewMail {
            game_id: None,
            to_addr: format!("player{to}@bench.test"),
            to_name: format!("player {to}"),
            subject: format!("Herald: your turn ({i})"),
            body_text: "It is your turn in game 1.\n\nhttp://127.0.0.1/games/1\n".repeat(4),
            body_html: "<p>It is your turn in <a href=\"http://127.0.0.1/games/1\">game 1</a>.</p>"
                .repeat(4),
            message_id: format!("bench.{i}@herald.test"),
            thread_id: Some(format!("game.{to}@herald.test")),
            unsubscribe_url: Some(format!("http://127.0.0.1/unsubscribe/{to}")),
            board: None,
            hold: None,
            reply: None,
        };
        herald::store::outbox::queue(&mut tx, &mail, Millis(0))
            .await
            .expect("queue");
    }
    tx.commit().await.expect("commit");
    db.close().await;
    let sink = common::SmtpServer::start();
    let started = Instant::now();
    let server = start(&path, Some(&sink.url()));
    let listening = started.elapsed();
    let cpu_before = cpu_seconds(server.child.id());
    while sink.count() < QUEUED_MAILS && started.elapsed() < MAIL_DEADLINE {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let elapsed = started.elapsed();
    let delivered = sink.count();
    let server_cpu = cpu_seconds(server.child.id()) - cpu_before;
    let (rss, hwm) = rss_kib(server.child.id());
    println!(
        "mail: {QUEUED_MAILS} queued mails to {RECIPIENTS} recipients, over SMTP to a server on 127.0.0.1 (in the benchmark's process):"
    );
    println!(
        "  {delivered} delivered {:.2} s after the process started (listening after {:.0} ms): {:.0} mails/s; the server used {server_cpu:.1} CPU-seconds ({:.0} µs a mail)",
        elapsed.as_secs_f64(),
        ms(listening),
        delivered as f64 / elapsed.as_secs_f64(),
        server_cpu * 1e6 / delivered.max(1) as f64
    );
    println!("  server RSS after the run: {rss} KiB (peak {hwm} KiB)");
    assert_eq!(delivered, QUEUED_MAILS, "every mail delivered in time");
}

/// Stores `STORED_GAMES` finished random games directly through the store, as the service
/// would have left them.
pub async fn finished_games() -> StoredGames {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("herald.db");
    let db = herald::store::open(&path).await.expect("open");
    let rk = kind("rosenkonig").expect("kind");
    let mut conn = db.acquire().await.expect("conn");
    let hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZmFrZWZha2VmYWtlZmFrZWZha2VmYWtlZmFrZWZha2U";
    let a = herald::store::users::insert(
        &mut conn,
        "alice",
        &Email::parse("alice@bench.test").expect("an address"),
        hash,
        "k-alice",
        "en",
        Millis(0),
    )
    .await
    .expect("user");
    let bob = Email::parse("bob@bench.test").expect("an address");
    let b = herald::store::users::insert(&mut conn, "bob", &bob, hash, "k-bob", "en", Millis(0))
        .await
        .expect("user");
    drop(conn);
    let options = rk.normalize_options(&Value::Null).expect("options");
    let started = Instant::now();
    let mut moves_total = 0;
    let mut writes = Vec::with_capacity(STORED_GAMES);
    let mut id = db.read(new_game::next_game_id).expect("an id");
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
        moves_total += log.len();
        // The whole game as the one writer writes an imported one: its log (the database
        // checks its sequence), then the game as its last move left it: finished, its
        // snapshot, nobody to act, each seat's last move its own.
        let mut first = GameChange::of(id, 0, Millis(0));
        first.log = LogChange::Append {
            entries: log
                .iter()
                .enumerate()
                .map(|(i, (seat, action))| LogEntry {
                    seq: Seq::last_of(i + 1),
                    seat_index: *seat,
                    action: action.clone(),
                    made_by: herald::engine::auto::By::Player,
                    at: Some(Millis(0)),
                })
                .collect(),
            snapshot: game.snapshot(),
        };
        first.turn = Some(TurnWrite {
            status: GameStatus::Finished,
            result: game
                .outcome()
                .map(|o| herald::service::result::result_json(rk, &o).to_string()),
            turn_since: None,
            to_act: Vec::new(),
            clocks: Vec::new(),
        });
        let seat = |name, user| NewSeat {
            name,
            user_id: Some(user),
            invited_id: None,
            bank_ms: None,
        };
        let new = NewGame {
            id,
            kind: "rosenkonig",
            engine_version: i64::from(rk.version()),
            options: options.to_string(),
            terms: "{}".into(),
            seed: seed.to_hex(),
            seed_hash: seed.hash_hex(),
            status: GameStatus::Active,
            created_by: a,
            created_at: Millis(0),
            last_change_at: Some(Millis(0)),
            record_of: None,
            seats: vec![seat("red", a), seat("white", b)],
            first,
        };
        id = id.next().expect("ids to spare");
        let db = db.clone();
        writes.push(tokio::spawn(
            async move { db.writer.write_new_game(new).await },
        ));
    }
    for write in writes {
        write.await.expect("a writer task").expect("a game");
    }
    db.close().await;
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0)
        + std::fs::metadata(dir.path().join("herald.db-wal"))
            .map(|m| m.len())
            .unwrap_or(0);
    println!(
        "stored {STORED_GAMES} finished games with {moves_total} moves in {:.1} s (database {:.1} MB)",
        started.elapsed().as_secs_f64(),
        size as f64 / 1e6
    );
    StoredGames { _dir: dir, path }
}

/// The time from starting the process to its first HTTP answer (the lobby, read from the
/// database), and its memory then. The database's pages are in the OS cache (just written
/// or read): this is the process's own start-up.
pub async fn cold_start(games: &StoredGames) {
    let mut runs = Vec::new();
    let mut memory = (0, 0);
    for _ in 0..5 {
        let started = Instant::now();
        let server = start(&games.path, None);
        let listening = started.elapsed();
        let api = Api::new(&server.base);
        let lobby = api
            .http
            .get(format!("{}/api/lobby", api.base))
            .send()
            .await
            .expect("lobby");
        assert!(lobby.status().is_success());
        let _ = lobby.text().await;
        runs.push((listening, started.elapsed()));
        memory = rss_kib(server.child.id());
    }
    runs.sort();
    let (listening, answered) = runs[runs.len() / 2];
    println!("cold start with {STORED_GAMES} stored finished games, 5 starts:");
    println!(
        "  median: listening {:.0} ms, first answer (GET /api/lobby) {:.0} ms after the process started; each start: {}",
        ms(listening),
        ms(answered),
        runs.iter()
            .map(|(_, a)| format!("{:.0} ms", ms(*a)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "  server RSS after its first answer: {} KiB (peak {} KiB)",
        memory.0, memory.1
    );
}

/// Starts the server on the stored games, serves a sample of game pages and histories,
/// and reads its memory.
pub async fn memory(games: &StoredGames) {
    let server = start(&games.path, None);
    let (idle, _) = rss_kib(server.child.id());
    let api = Api::new(&server.base);
    let (s, body) = api
        .post("/tokens", None, json!({"name": "alice", "password": "x"}))
        .await;
    assert_eq!(s, 401, "{body}");
    // Serve a sample of game pages, histories and the lists.
    for id in (1..=STORED_GAMES as i64).step_by(STORED_GAMES / 200) {
        for path in [format!("/games/{id}"), format!("/api/games/{id}/history")] {
            let page = api
                .http
                .get(format!("{}{path}", api.base))
                .send()
                .await
                .expect("page");
            assert!(page.status().is_success());
            let _ = page.text().await;
        }
    }
    let lobby = api
        .http
        .get(format!("{}/api/lobby", api.base))
        .send()
        .await
        .expect("lobby");
    assert!(lobby.status().is_success());
    let (rss, hwm) = rss_kib(server.child.id());
    println!("memory with {STORED_GAMES} stored finished games:");
    println!(
        "  server RSS at start {idle} KiB; after serving 200 game pages and histories {rss} KiB (peak {hwm} KiB)"
    );
}
