//! `herald selfplay` (a part of the binary, `src/main.rs`, not of the library): random
//! legal games through the type-erased kinds and games, the path the service takes, and
//! with `--waits` the waits (turn mails) they cost with and without the moves the server
//! plays for the seats.

use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;
use herald::engine::kind::Kind;

/// The kind called `name`, or an error listing the kinds there are.
fn kind_named(name: &str) -> anyhow::Result<&'static dyn Kind> {
    herald::games::kind(name).ok_or_else(|| {
        let known: Vec<&str> = herald::games::kinds().iter().map(|k| k.kind()).collect();
        anyhow::anyhow!("no kind \"{name}\"; the kinds are: {}", known.join(", "))
    })
}

/// `herald selfplay`: random legal games through the type-erased kinds and games, the path
/// the service takes.
pub(super) fn selfplay(
    kind: &str,
    games: u64,
    run_seed: u64,
    options: &str,
    max_moves: usize,
    each: bool,
) -> anyhow::Result<ExitCode> {
    use herald::engine::selfplay::{Chooser, game_seed, play_random};
    let k = kind_named(kind)?;
    let options: serde_json::Value =
        serde_json::from_str(options).context("--options must be a JSON object")?;
    let options = k.normalize_options(&options)?;
    let started = Instant::now();
    let mut tally = Playouts::default();
    for game in 0..games {
        let mut chooser = Chooser::new(run_seed ^ game.wrapping_mul(0x2545_F491_4F6C_DD1D));
        let seed = game_seed(run_seed, game);
        match play_random(k, &options, seed, &mut chooser, max_moves) {
            Ok(playout) => {
                let winner = playout
                    .outcome
                    .winner
                    .map_or("draw", |s| k.seat_name(s))
                    .to_string();
                let reason = herald::words::say(herald::i18n::Lang::En, &playout.outcome.reason);
                if each {
                    println!(
                        "game {game}: {} moves, {winner}: {reason}",
                        playout.log.len(),
                    );
                }
                tally.ended(playout.log.len(), winner, &reason);
            }
            Err(e) => {
                tally.failures += 1;
                println!("game {game} (seed {}): {e}", seed.to_hex());
            }
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "{games} {kind} games ({options}) with run seed {run_seed} in {elapsed:.2} s; {} failed",
        tally.failures
    );
    let failures = tally.failures;
    tally.print(elapsed);
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `herald selfplay --waits`: the same games' seeds played three times by a battle-seeking
/// policy: with every decision asked, with forced steps and `orders` for both seats, and
/// with those and every decision the rules let a player give ahead given ahead (issue 27);
/// the waits of each (see `engine::selfplay::Waits`) and their ratios to the first.
pub(super) fn waits_of_selfplay(
    kind: &str,
    games: u64,
    run_seed: u64,
    options: &str,
    orders: &str,
    max_moves: usize,
) -> anyhow::Result<ExitCode> {
    use herald::engine::auto::Standing;
    use herald::engine::selfplay::{Chooser, Conduct, Policy, Waits, game_seed, play};
    let k = kind_named(kind)?;
    let options = k.normalize_options(
        &serde_json::from_str(options).context("--options must be a JSON object")?,
    )?;
    let orders = k.normalize_orders(
        &serde_json::from_str(orders).context("--orders must be a JSON object")?,
    )?;
    let both = vec![Some(orders.clone()); k.seats().len()];
    let served = Standing {
        auto_forced: true,
        orders: &both,
        ahead: &[],
    };
    // (name, what the server plays, whether the players answer ahead when they may)
    let runs = [
        ("every decision asked", Standing::NONE, false),
        ("forced steps and orders", served, false),
        ("forced steps, orders and answers ahead", served, true),
    ];
    let mut totals = [Waits::default(); 3];
    let mut moves = [0usize; 3];
    let mut failures = 0;
    for (run, (_, standing, ahead)) in runs.iter().enumerate() {
        let conduct = Conduct {
            policy: Policy::BattleSeeking,
            standing: *standing,
            ahead: *ahead,
        };
        for game in 0..games {
            let mut chooser = Chooser::new(run_seed ^ game.wrapping_mul(0x2545_F491_4F6C_DD1D));
            match play(
                k,
                &options,
                game_seed(run_seed, game),
                &mut chooser,
                conduct,
                max_moves,
            ) {
                Ok((playout, waits)) => {
                    totals[run].add(&waits);
                    moves[run] += playout.log.len();
                }
                Err(e) => {
                    failures += 1;
                    println!("run {run}, game {game}: {e}");
                }
            }
        }
    }
    let names = runs.map(|(name, _, _)| name);
    let header = format!(
        "{games} {kind} games ({options}), battle-seeking policy, run seed {run_seed}; orders {orders}"
    );
    print_waits(&header, games, k.seats().len(), &names, &totals, &moves);
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// What `herald selfplay` counts: each game's length, its winner and how it ended.
#[derive(Default)]
struct Playouts {
    lengths: Vec<usize>,
    wins: std::collections::BTreeMap<String, u64>,
    endings: std::collections::BTreeMap<String, u64>,
    failures: u64,
}

impl Playouts {
    /// A game of `length` moves won by `winner` ("draw" for none) for `reason`.
    fn ended(&mut self, length: usize, winner: String, reason: &str) {
        self.lengths.push(length);
        *self.wins.entry(winner).or_default() += 1;
        // The reason names the end condition first; details follow a "; ".
        let ending = reason.split("; ").next().unwrap_or_default();
        *self.endings.entry(ending.to_string()).or_default() += 1;
    }

    /// The lengths, the speed over `elapsed` seconds, the winners and the endings.
    fn print(mut self, elapsed: f64) {
        self.lengths.sort_unstable();
        let total: usize = self.lengths.iter().sum();
        if let (Some(min), Some(max)) = (self.lengths.first(), self.lengths.last()) {
            println!(
                "length: min {min}, median {}, mean {:.1}, max {max} moves; {:.0} moves/s",
                self.lengths[self.lengths.len() / 2],
                total as f64 / self.lengths.len() as f64,
                total as f64 / elapsed
            );
        }
        for (winner, n) in &self.wins {
            match winner.as_str() {
                "draw" => println!("drawn: {n}"),
                _ => println!("won by {winner}: {n}"),
            }
        }
        for (ending, n) in &self.endings {
            println!("ended by \"{ending}\": {n}");
        }
    }
}

/// Prints the waits of `games` games of a kind of `seats` seats played in each of the
/// runs `names` (`totals`, `moves`), and the second and third runs' against the first.
fn print_waits(
    header: &str,
    games: u64,
    seats: usize,
    names: &[&str; 3],
    totals: &[herald::engine::selfplay::Waits; 3],
    moves: &[usize; 3],
) {
    let n = games.max(1) as f64;
    println!("{header}");
    for (run, name) in names.iter().enumerate() {
        let w = &totals[run];
        println!(
            "{name}: {:.1} waits a game ({:.1} in battle, {:.1} other), {:.1} moves ({:.1} forced, {:.1} by orders, {:.1} given ahead); {:.1} mails a game",
            w.total() as f64 / n,
            w.in_battle as f64 / n,
            w.other as f64 / n,
            moves[run] as f64 / n,
            w.auto as f64 / n,
            w.orders as f64 / n,
            w.ahead as f64 / n,
            // A turn mail per wait, and a game-over mail per seat.
            w.total() as f64 / n + seats as f64,
        );
    }
    let ratio = |a: u64, b: u64| 100.0 * a as f64 / b.max(1) as f64;
    println!(
        "with forced steps and orders: battle waits {:.1} % of the baseline's (target <= 10 %), all waits {:.1} % (target <= 75 %)",
        ratio(totals[1].in_battle, totals[0].in_battle),
        ratio(totals[1].total(), totals[0].total())
    );
    println!(
        "with forced steps, orders and answers ahead: battle waits {:.1} % of the baseline's (target 0 %), all waits {:.1} % (target <= 40 %)",
        ratio(totals[2].in_battle, totals[0].in_battle),
        ratio(totals[2].total(), totals[0].total())
    );
}
