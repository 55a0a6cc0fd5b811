//! The drawn boards: how long a board takes to draw as SVG for a viewer (each game page and
//! each turn mail does it) and to render as the PNG a turn mail carries (the mail worker
//! does it when it sends), and how big both are. Boards are taken from random positions of
//! random complete games, as the viewer to act sees them.
//!
//! `cargo bench --bench board` (or `-- tara` for one kind).

use std::time::{Duration, Instant};

use herald::engine::board::BoardLinks;
use herald::engine::selfplay::{Chooser, game_seed, play_random};
use herald::games::kinds;
use herald::mail::png;

/// Random games per kind, and positions drawn from each.
const GAMES: u64 = 10;
const POSITIONS: usize = 10;

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!("run with `cargo bench --bench board`");
        return;
    }
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    for kind in kinds() {
        if only.as_deref().is_some_and(|o| o != kind.kind()) {
            continue;
        }
        let options = kind
            .normalize_options(&serde_json::Value::Null)
            .expect("defaults");
        let (mut svg_times, mut png_times, mut svg_bytes, mut png_bytes) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for n in 0..GAMES {
            let seed = game_seed(7, n);
            let playout = play_random(*kind, &options, seed, &mut Chooser::new(n), 200_000)
                .expect("a random game ends");
            let mut game = kind.start(&options, &seed).expect("starts");
            let every = (playout.log.len() / POSITIONS).max(1);
            for (i, (seat, notation)) in playout.log.iter().enumerate() {
                if i % every == 0 {
                    let viewer = game.to_act().first().copied().unwrap_or(*seat);
                    let view = game.view(Some(viewer));
                    let actions = game.actions(viewer);
                    let started = Instant::now();
                    let svg = kind.board(&view, &actions, &BoardLinks::none(), &[]);
                    svg_times.push(started.elapsed());
                    if svg.is_empty() {
                        break; // the kind draws no board
                    }
                    let started = Instant::now();
                    let (picture, _, _) = png::render(&svg).expect("renders");
                    png_times.push(started.elapsed());
                    svg_bytes.push(svg.len());
                    png_bytes.push(picture.len());
                }
                game.play(*seat, notation, &seed, i as u64 + 1, &[])
                    .expect("replays");
            }
        }
        if png_times.is_empty() {
            println!("{}: draws no board", kind.kind());
            continue;
        }
        println!(
            "{}: {} boards; SVG {} (mean {} bytes, max {}); PNG {} (mean {} bytes, max {})",
            kind.kind(),
            png_times.len(),
            spread(&mut svg_times),
            svg_bytes.iter().sum::<usize>() / svg_bytes.len(),
            svg_bytes.iter().max().unwrap_or(&0),
            spread(&mut png_times),
            png_bytes.iter().sum::<usize>() / png_bytes.len(),
            png_bytes.iter().max().unwrap_or(&0),
        );
    }
}

/// "p50 … p99 … mean …" of `times`.
fn spread(times: &mut [Duration]) -> String {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    format!(
        "p50 {:.2} ms, p99 {:.2} ms, mean {:.2} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3
    )
}
