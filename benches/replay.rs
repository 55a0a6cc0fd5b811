//! Replay benchmark: how long a complete game takes to replay from its log through the
//! erased registry API (`kind.start`, then `game.play` for every move), which is what the
//! server does to check a game. Plain `Instant` timing, no harness.
//!
//! Run with `cargo bench --bench replay`. Each kind gets one function that records its
//! games and hands them to [`measure`]; add a line to `main` for a new kind.

use std::hint::black_box;
use std::time::{Duration, Instant};

use herald::engine::registry::{Kind, kind};
use herald::engine::{Seat, Seed};
use serde_json::{Value, json};

/// Random complete games recorded per kind.
const GAMES: u64 = 200;
/// Times every recorded game is replayed (after one warm-up round).
const ROUNDS: usize = 25;
/// A recorded game longer than this is a bug in the engine.
const MAX_MOVES: usize = 5_000;

/// One recorded game: what it started from and its log in notation.
struct Recorded {
    options: Value,
    seed: Seed,
    log: Vec<(Seat, String)>,
}

/// A small deterministic generator (SplitMix64) that picks the recorded moves.
struct Chooser(u64);

impl Chooser {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

fn seed_of(game: u64) -> Seed {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&game.to_le_bytes());
    Seed(bytes)
}

/// Plays `GAMES` random complete games of `kind` with `options` through the erased API
/// and records their logs. With several seats to act, the first acts.
fn record(kind: &dyn Kind, options: &Value) -> Vec<Recorded> {
    (0..GAMES)
        .map(|n| {
            let seed = seed_of(n);
            let mut game = kind
                .start(options, &seed)
                .expect("the options start a game");
            let mut chooser = Chooser(n);
            let mut log = Vec::new();
            while let Some(&seat) = game.to_act().first() {
                assert!(
                    log.len() < MAX_MOVES,
                    "{} game {n} does not end",
                    kind.kind()
                );
                let actions = game.actions(seat);
                let notation = actions[chooser.below(actions.len())].clone();
                game.play(seat, &notation, &seed, log.len() as u64 + 1, &[])
                    .expect("a listed action plays");
                log.push((seat, notation));
            }
            Recorded {
                options: options.clone(),
                seed,
                log,
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
    let moves: usize = games.iter().map(|g| g.log.len()).sum();
    println!(
        "{}: {} games ({:.1} actions each), {} replays: mean {:.1} µs, median {:.1} µs, p99 {:.1} µs per game; {:.2} M actions/s",
        kind.kind(),
        games.len(),
        moves as f64 / games.len() as f64,
        times.len(),
        mean,
        micros(times[times.len() / 2]),
        micros(times[times.len() * 99 / 100]),
        actions as f64 / total.as_secs_f64() / 1e6,
    );
}

/// The Rose King with its default options.
fn rosenkonig() {
    let kind = kind("rosenkonig").expect("the rose king is registered");
    let games = record(kind, &json!({}));
    measure(kind, &games);
}

fn main() {
    rosenkonig();
}
