//! The York action phase as a fixed position (issue 27 §1, "Target"): a Wars of
//! the Roses game whose first card phase leaves York to act first with a 4-AP card, its
//! six blocks still in Calais and its pool full. The engine is deterministic from the seed
//! and the log, so the position is a seed and two moves; the search runs the library's own
//! engine (`herald::games::kind("richard3")`) over a fixed range of seeds and takes the
//! first that fits, in a few milliseconds. The game is loaded into the running test server
//! by the operator's `herald import` (an unfinished game goes on from its log with the
//! seed's dice, both seats taken by the test's players): no back door.
//!
//! The phase itself is what the game page leads a player through (`Kind::next_pick`, the
//! same function the page calls): four sea moves to one major port (5.31: each pair of
//! blocks sailing between two major ports costs 1 AP, so four cost 2), two recruits into
//! one area (1 AP each), and with no AP left the end of the phase, York's only action,
//! played by the server at once (`auto_forced`).

use serde_json::{Value, json};

use herald::engine::Seed;
use herald::engine::game::Game;
use herald::engine::kind::Kind;
use herald::engine::selfplay::game_seed;
use herald::games::richard3::{Action, CardId};

/// The run seed of the searched range: game seeds `game_seed(RUN, 0..SEEDS)`.
pub const RUN: u64 = 27;
/// How many seeds are tried before the search gives up (it finds one among the first few).
const SEEDS: u64 = 200;

/// The options of the game: the full game, weak hands redealt by the server (no redeal
/// decisions in the log).
pub fn options() -> Value {
    json!({ "scenario": "wars_of_the_roses", "redeal": "auto" })
}

/// A York action phase found for the target.
pub struct YorkPhase {
    /// Which seed of the range: `game_seed(RUN, index)`.
    pub index: u64,
    /// The game's secret seed.
    pub seed: Seed,
    /// The card phase that leads to it, in log order: (seat, action).
    pub cards: Vec<(&'static str, String)>,
    /// York's six actions, in order: four sea moves, then two recruits. The phase then
    /// ends by itself (`done`, forced).
    pub plan: Vec<String>,
}

impl YorkPhase {
    /// The first seed of the fixed range whose deal gives the phase.
    pub fn find() -> YorkPhase {
        let kind = richard3();
        let options = kind.normalize_options(&options()).expect("the options");
        (0..SEEDS)
            .find_map(|index| try_seed(kind, &options, index))
            .unwrap_or_else(|| panic!("no seed of game_seed({RUN}, 0..{SEEDS}) deals the phase"))
    }

    /// The unfinished game as a Herald game document (docs/API.md, "Export and import"):
    /// `york` and `lancaster` the players' names, every time `at` (RFC 3339, not in the
    /// server's future).
    pub fn document(&self, york: &str, lancaster: &str, at: &str) -> Value {
        let kind = richard3();
        let moves: Vec<Value> = self
            .cards
            .iter()
            .enumerate()
            .map(|(i, (seat, action))| {
                json!({ "seq": i + 1, "seat": seat, "action": action, "at": at, "by": "player" })
            })
            .collect();
        json!({
            "format": "herald-game/1",
            "kind": kind.kind(),
            "engine_version": kind.version(),
            "options": kind.normalize_options(&options()).expect("the options"),
            "terms": { "clock": { "type": "per_move", "days": 3 }, "timeout": "claim",
                       "vacation": true, "auto_forced": true },
            "seats": [{ "seat": "lancaster", "player": lancaster },
                      { "seat": "york", "player": york }],
            "status": "active",
            "result": null,
            "seed": self.seed.to_hex(),
            "seed_hash": self.seed.hash_hex(),
            "created_at": at,
            "moves": moves,
        })
    }
}

/// Richard III in the library's registry.
fn richard3() -> &'static dyn Kind {
    herald::games::kind("richard3").expect("richard3 is registered")
}

/// The AP of the action card a `play N` action plays; none for an event card.
fn action_card_ap(action: &str) -> Option<u8> {
    match action.parse::<Action>() {
        Ok(Action::Play(card)) => {
            let info = CardId::info(card);
            info.event.is_none().then_some(info.ap)
        }
        _ => None,
    }
}

/// A game the search plays on, with its move count and seed.
struct Probe {
    game: Box<dyn Game>,
    seed: Seed,
    /// Moves played so far.
    seq: u64,
}

impl Probe {
    /// Plays `action` for the seat named `seat` as the next move.
    fn play(&mut self, seat: &str, action: &str) -> Option<()> {
        let seat = richard3().seat(seat).expect("a seat");
        self.seq += 1;
        self.game
            .play(seat, action, &self.seed, self.seq, &[])
            .ok()?;
        Some(())
    }

    /// York's legal actions now.
    fn york_actions(&self) -> Vec<String> {
        self.game.actions(richard3().seat("york").expect("a seat"))
    }

    /// A copy to try a line on.
    fn branch(&self) -> Probe {
        Probe {
            game: self.game.clone_game(),
            seed: self.seed,
            seq: self.seq,
        }
    }
}

/// The phase in the game of seed `game_seed(RUN, index)`, if its deal gives it: York
/// plays a 4-AP action card and Lancaster its weakest action card (no event: an event
/// would make Lancaster Player 1; on equal AP the Pretender, York, is Player 1, 1.1).
fn try_seed(kind: &dyn Kind, options: &Value, index: u64) -> Option<YorkPhase> {
    let seed = game_seed(RUN, index);
    let game = kind.start(options, &seed).ok()?;
    let [lancaster, york] = ["lancaster", "york"].map(|s| kind.seat(s).expect("a seat"));
    let york_card = game
        .actions(york)
        .into_iter()
        .find(|a| action_card_ap(a) == Some(4))?;
    let lancaster_card = game
        .actions(lancaster)
        .into_iter()
        .filter_map(|a| action_card_ap(&a).map(|ap| (ap, a)))
        .min()
        .map(|(_, a)| a)?;
    let cards = vec![("lancaster", lancaster_card), ("york", york_card)];
    let mut probe = Probe { game, seed, seq: 0 };
    for (seat, action) in &cards {
        probe.play(seat, action)?;
    }
    if probe.game.to_act() != [york] {
        return None;
    }
    let plan = probe
        .york_actions()
        .iter()
        .filter(|a| a.starts_with("sea "))
        .find_map(|first| plan_from(kind, probe.branch(), first))?;
    Some(YorkPhase {
        index,
        seed,
        cards,
        plan,
    })
}

/// York's phase from `first` (a sea move), clicked as the page leads: the rest of the
/// group sailing to the same port chosen next, then a recruit whose area takes a second
/// one. The plan, if the phase then ends by itself.
fn plan_from(kind: &dyn Kind, mut probe: Probe, first: &str) -> Option<Vec<String>> {
    let mut plan = vec![first.to_string()];
    probe.play("york", first)?;
    while plan.len() < 4 {
        let last = plan.last().expect("a move");
        let actions = probe.york_actions();
        let next = same_to(last, &kind.next_pick(last, &actions)?);
        actions.contains(&next).then_some(())?;
        probe.play("york", &next)?;
        plan.push(next);
    }
    let recruits = probe.york_actions();
    recruits
        .iter()
        .filter(|a| a.starts_with("recruit "))
        .find_map(|recruit| {
            let mut after = probe.branch();
            after.play("york", recruit)?;
            let second = same_to(recruit, &kind.next_pick(recruit, &after.york_actions())?);
            after.play("york", &second)?;
            (after.york_actions() == ["done"]).then(|| {
                let mut plan = plan.clone();
                plan.extend([recruit.clone(), second]);
                plan
            })
        })
}

/// `action` (`sea Y_march kent`) for `block` instead: `sea Y_warwick kent`.
fn same_to(action: &str, block: &str) -> String {
    let mut words: Vec<&str> = action.split(' ').collect();
    words[1] = block;
    words.join(" ")
}
