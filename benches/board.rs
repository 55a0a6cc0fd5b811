//! The drawn boards: how long a board takes to draw as SVG for a viewer (each game page and
//! each turn mail does it) and to render as the PNG a turn mail carries (the mail worker
//! does it when it sends), and how big both are. Boards are taken from random positions of
//! random complete games, as the viewer to act sees them.
//!
//! Richard III's boards are told apart: no battle, and a battle being fought (the battle
//! board beside the map), with up to `POSITIONS` battle positions a game besides the
//! spread ones.
//!
//! `cargo bench --bench board` (or `-- tara` for one kind).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::Value;

use herald::engine::board::BoardLinks;
use herald::engine::kind::Kind;
use herald::engine::selfplay::{Chooser, game_seed, play_random};
use herald::games::kinds;
use herald::mail::png;

/// Random games per kind, and positions drawn from each.
const GAMES: u64 = 10;
const POSITIONS: usize = 10;

/// The figures of one kind's boards (of one sort of position, for Richard III).
#[derive(Default)]
struct Figures {
    svg_times: Vec<Duration>,
    png_times: Vec<Duration>,
    svg_bytes: Vec<usize>,
    png_bytes: Vec<usize>,
}

impl Figures {
    /// Draws the board of `view` with `actions` and renders its PNG, timing both; false
    /// when the kind draws no board.
    fn measure(&mut self, kind: &dyn Kind, view: &Value, actions: &[String]) -> bool {
        let started = Instant::now();
        let svg = draw(kind, view, actions);
        self.svg_times.push(started.elapsed());
        if svg.is_empty() {
            return false;
        }
        let started = Instant::now();
        let (picture, _, _) = png::render(&svg).expect("renders");
        self.png_times.push(started.elapsed());
        self.svg_bytes.push(svg.len());
        self.png_bytes.push(picture.len());
        true
    }

    fn print(&mut self, name: &str) {
        println!(
            "{name}: {} boards; SVG {} (mean {} bytes, max {}); PNG {} (mean {} bytes, max {})",
            self.png_times.len(),
            spread(&mut self.svg_times),
            self.svg_bytes.iter().sum::<usize>() / self.svg_bytes.len(),
            self.svg_bytes.iter().max().unwrap_or(&0),
            spread(&mut self.png_times),
            self.png_bytes.iter().sum::<usize>() / self.png_bytes.len(),
            self.png_bytes.iter().max().unwrap_or(&0),
        );
    }
}

/// The board as the viewer of `view` sees it, with `actions` as links (the page's board;
/// a mail's has no actions).
fn draw(kind: &dyn Kind, view: &Value, actions: &[String]) -> String {
    kind.board(
        view,
        actions,
        &BoardLinks::none(herald::i18n::Lang::En),
        &[],
    )
}

/// The sort of position a board shows: for Richard III a battle being fought or not (a
/// battle draws the battle board beside the map), for the other kinds any.
fn sort_of(kind: &dyn Kind, view: &Value) -> &'static str {
    match kind.kind() {
        "richard3" if view["battle"].is_null() => "no battle",
        "richard3" => "battle",
        _ => "",
    }
}

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
        let mut figures: BTreeMap<&str, Figures> = BTreeMap::new();
        for n in 0..GAMES {
            if !measure_game(*kind, n, &mut figures) {
                println!("{}: draws no board", kind.kind());
                break;
            }
        }
        for (sort, figures) in &mut figures {
            let name = match *sort {
                "" => kind.kind().to_string(),
                sort => format!("{} ({sort})", kind.kind()),
            };
            figures.print(&name);
        }
    }
}

/// Measures the boards of random game `n` of `kind` (its default options), as the seat to
/// act sees them: `POSITIONS` positions spread over the game and, for Richard III, up to
/// `POSITIONS` battle positions besides. False when the kind draws no board.
fn measure_game(kind: &dyn Kind, n: u64, figures: &mut BTreeMap<&str, Figures>) -> bool {
    let options = kind.normalize_options(&Value::Null).expect("defaults");
    let seed = game_seed(7, n);
    let playout = play_random(kind, &options, seed, &mut Chooser::new(n), 200_000)
        .expect("a random game ends");
    let mut game = kind.start(&options, &seed).expect("starts");
    let every = (playout.log.len() / POSITIONS).max(1);
    let mut battles = 0;
    for (i, (seat, notation)) in playout.log.iter().enumerate() {
        let viewer = game.to_act().first().copied().unwrap_or(*seat);
        let view = game.view(Some(viewer));
        let sort = sort_of(kind, &view);
        let battle = sort == "battle" && battles < POSITIONS;
        if i % every == 0 || battle {
            battles += usize::from(sort == "battle");
            let actions = game.actions(viewer);
            if !figures
                .entry(sort)
                .or_default()
                .measure(kind, &view, &actions)
            {
                return false;
            }
        }
        game.play(*seat, notation, &seed, i as u64 + 1, &[])
            .expect("replays");
    }
    true
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
