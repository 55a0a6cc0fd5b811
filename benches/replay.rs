//! Replay benchmark: how long a complete game takes to replay from its log through the
//! type-erased API (`kind.start`, then `game.play` for every move), which is what the
//! server does to check a game. Plain `Instant` timing, no harness.
//!
//! Run with `cargo bench --bench replay` (add `-- WORD` to run only the lines naming it).
//! Every kind and variant in [`BENCHES`] is recorded with random complete games and
//! replayed; a kind not registered is skipped.

use std::hint::black_box;
use std::time::{Duration, Instant};

use herald::engine::kind::Kind;
use herald::engine::selfplay::{Chooser, game_seed, play_random};
use herald::engine::{Seat, Seed};
use herald::games::kind;
use serde_json::Value;

/// Times every recorded game is replayed (after one warm-up round).
const ROUNDS: usize = 25;
/// A recorded game longer than this is a bug in the engine.
const MAX_MOVES: usize = 200_000;

/// What is measured: each kind with the options of its variants, and how many random
/// complete games are recorded for it.
const BENCHES: &[(&str, &str, u64)] = &[
    ("rosenkonig", "{}", 200),
    ("richard3", r#"{"scenario":"wars_of_the_roses"}"#, 50),
    ("richard3", r#"{"scenario":"kingmaker"}"#, 50),
    ("richard3", r#"{"scenario":"richard_iii"}"#, 50),
    ("tara", "{}", 200),
    ("westeros", "{}", 200),
];

/// One recorded game: what it started from and its log in notation.
struct Recorded {
    options: Value,
    seed: Seed,
    log: Vec<(Seat, String)>,
    /// The snapshot the server stores after the last move, in bytes.
    snapshot_bytes: usize,
}

/// Plays `games` random complete games of `kind` with `options` through the erased API,
/// as `herald selfplay` does, and records their logs.
fn record(kind: &dyn Kind, options: &Value, games: u64) -> Vec<Recorded> {
    let options = kind
        .normalize_options(options)
        .expect("the bench's options are valid");
    (0..games)
        .map(|n| {
            let seed = game_seed(0, n);
            let playout = play_random(kind, &options, seed, &mut Chooser::new(n), MAX_MOVES)
                .unwrap_or_else(|e| panic!("{} game {n}: {e}", kind.kind()));
            let mut game = kind.start(&options, &seed).expect("starts");
            for (i, (seat, notation)) in playout.log.iter().enumerate() {
                game.play(*seat, notation, &seed, i as u64 + 1, &[])
                    .expect("replays");
            }
            Recorded {
                options: options.clone(),
                seed,
                snapshot_bytes: game.snapshot().len(),
                log: playout.log,
            }
        })
        .collect()
}

/// Replays one recorded game from its log, as the server checks a stored game.
fn replay(kind: &dyn Kind, game: &Recorded) -> usize {
    let mut table = kind
        .start(&game.options, &game.seed)
        .expect("the options start a game");
    for (i, (seat, notation)) in game.log.iter().enumerate() {
        table
            .play(*seat, notation, &game.seed, i as u64 + 1, &[])
            .expect("the log replays");
    }
    assert!(table.outcome().is_some(), "a replayed game is over");
    black_box(table);
    game.log.len()
}

/// Times replaying every recorded game `ROUNDS` times and prints the figures.
fn measure(kind: &dyn Kind, games: &[Recorded]) {
    for game in games {
        replay(kind, game); // warm-up
    }
    let mut times: Vec<Duration> = Vec::with_capacity(games.len() * ROUNDS);
    let mut actions = 0usize;
    let started = Instant::now();
    for _ in 0..ROUNDS {
        for game in games {
            let t = Instant::now();
            actions += replay(kind, game);
            times.push(t.elapsed());
        }
    }
    let total = started.elapsed();
    times.sort_unstable();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let mean = times.iter().map(|d| micros(*d)).sum::<f64>() / times.len() as f64;
    let n = games.len() as f64;
    let moves: usize = games.iter().map(|g| g.log.len()).sum();
    // The log as the store keeps it: one row per move (seat, notation, time) and read as
    // one JSON array; counted here as the notation text plus a JSON string's quotes and comma.
    let log_bytes: usize = games
        .iter()
        .flat_map(|g| &g.log)
        .map(|(_, notation)| notation.len() + 3)
        .sum();
    let snapshot_bytes: usize = games.iter().map(|g| g.snapshot_bytes).sum();
    println!(
        "{} {}: {} games ({:.1} actions each), {} replays: mean {:.1} µs, median {:.1} µs, p99 {:.1} µs per game; {:.2} M actions/s ({:.3} µs an action)",
        kind.kind(),
        games[0].options,
        games.len(),
        moves as f64 / n,
        times.len(),
        mean,
        micros(times[times.len() / 2]),
        micros(times[times.len() * 99 / 100]),
        actions as f64 / total.as_secs_f64() / 1e6,
        total.as_secs_f64() * 1e6 / actions as f64,
    );
    println!(
        "  stored size of a finished game: log {:.1} KB of notation ({:.1} bytes a move), final snapshot {:.1} KB",
        log_bytes as f64 / n / 1e3,
        log_bytes as f64 / moves as f64,
        snapshot_bytes as f64 / n / 1e3,
    );
}

fn main() {
    // `cargo bench --bench replay -- kingmaker` runs only the lines naming "kingmaker".
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    for (name, options, games) in BENCHES {
        let line = format!("{name} {options}");
        if !filters.is_empty() && !filters.iter().any(|f| line.contains(f.as_str())) {
            continue;
        }
        let Some(kind) = kind(name) else {
            println!("{name}: not registered yet, skipped");
            continue;
        };
        let options: Value = serde_json::from_str(options).expect("JSON options");
        let recorded = record(kind, &options, *games);
        measure(kind, &recorded);
    }
}
