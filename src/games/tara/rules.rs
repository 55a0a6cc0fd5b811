//! The play (§5–§9): placement, manoeuvres, battle, captures, passing, the forced skip
//! and the end of a game; then the match of two games (§5, A-13).

use serde::{Deserialize, Serialize};

use super::board::{ALL, Hill, Hills, kingdoms};
use super::{Action, BattleEntry, Options};

/// A player's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Seat 0; starts game 1.
    Red,
    /// Seat 1; starts game 2.
    Blue,
}

impl Side {
    /// Both, red first.
    pub const BOTH: [Side; 2] = [Side::Red, Side::Blue];

    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    /// The name used in views and texts.
    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }
}

/// One value per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BySide<T> {
    /// Red's.
    pub red: T,
    /// Blue's.
    pub blue: T,
}

impl<T> BySide<T> {
    /// The value of `side`.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Red => &self.red,
            Side::Blue => &self.blue,
        }
    }

    /// The value of `side`, to change.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Red => &mut self.red,
            Side::Blue => &mut self.blue,
        }
    }
}

/// A player's phase (§5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// §5.1: placing kings.
    #[default]
    Placement,
    /// §5.2.
    Manoeuvres,
    /// §5.3.
    Battle,
}

impl Phase {
    /// The name in views.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Placement => "placement",
            Phase::Manoeuvres => "manoeuvres",
            Phase::Battle => "battle",
        }
    }
}

/// How a game ended (§9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The last vacant hill was built on.
    LastHill,
    /// A player lost a second king; the captor wins.
    DoubleCapture(Side),
    /// Both players passed.
    BothPassed,
}

/// A finished game of the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// Who started it.
    pub starter: Side,
    /// The points of each side (§10).
    pub points: BySide<i64>,
    /// How it ended.
    pub end: End,
    /// What decided the points: "kingdoms", "territory", "a tie" or "double capture".
    pub award: Award,
}

/// What decided a game's points (§10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Award {
    /// Fewer kingdoms (§10.1).
    Kingdoms,
    /// Equal kingdoms, more forts (§10.2).
    Territory,
    /// Both equal: 1 each (§10.3).
    Tie,
    /// Kings only (§7 double capture).
    DoubleCapture,
}

/// The whole state of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The options.
    pub options: Options,
    /// The game of the match, 1 or 2.
    pub game: u8,
    /// Who started this game.
    pub starter: Side,
    /// The forts of each side.
    pub forts: BySide<Hills>,
    /// The hills each side's kings stand on.
    pub kings: BySide<Hills>,
    /// Kings placed so far (§5.1).
    pub placed: BySide<u8>,
    /// Each side's phase.
    pub phase: BySide<Phase>,
    /// The first side to reach Battle this game.
    pub battle_called: Option<Side>,
    /// this side is playing its one more Manoeuvres turn.
    pub grace_turn: Option<Side>,
    /// Enemy kings each side has captured this game.
    pub captured: BySide<u8>,
    /// Whether each side has passed (§8).
    pub passed: BySide<bool>,
    /// Whose turn it is (after any forced skip).
    pub to_move: Side,
    /// The games finished so far.
    pub played: Vec<Played>,
    /// Whether the match is over.
    pub over: bool,
    /// The last move in words, for the view.
    pub last: Option<String>,
}

/// Every hill holding a fort.
pub fn all_forts(state: &State) -> Hills {
    state.forts.red.union(state.forts.blue)
}

/// §4: whether `hill` is besieged by `side`: every existing neighbour holds its fort.
pub fn besieged_by(state: &State, hill: Hill, side: Side) -> bool {
    hill.neighbours().within(*state.forts.get(side))
}

/// §4: whether the fort on `hill` of `side` is a single fort (no neighbour of its colour).
pub fn single_fort(state: &State, hill: Hill, side: Side) -> bool {
    !hill.neighbours().meets(*state.forts.get(side))
}

/// The hills a king of `side` on `from` may move to under `phase` (§6).
pub fn vacant_moves(state: &State, side: Side, from: Hill, phase: Phase) -> Hills {
    let forts = all_forts(state);
    let mut out = Hills::EMPTY;
    for to in from.knight_moves().iter() {
        if forts.contains(to) {
            continue;
        }
        let allowed = match phase {
            // §5.2: not next to any own fort.
            Phase::Manoeuvres | Phase::Placement => !to.neighbours().meets(*state.forts.get(side)),
            // §5.3: not next to another own king (§5.3, EC-15).
            Phase::Battle => !to.neighbours().meets(other_kings(state, side, from)),
        };
        if allowed {
            out.insert(to);
        }
    }
    out
}

/// The hills of `side`'s kings other than the one on `from`.
fn other_kings(state: &State, side: Side, from: Hill) -> Hills {
    let mut kings = *state.kings.get(side);
    kings.remove(from);
    kings
}

/// Whether some king of `side` may move to a vacant hill under `phase` (§4 mobile).
pub fn mobile(state: &State, side: Side, phase: Phase) -> bool {
    state
        .kings
        .get(side)
        .iter()
        .any(|k| !vacant_moves(state, side, k, phase).is_empty())
}

/// Every legal action of the side to move.
pub fn legal(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    if state.over {
        return out;
    }
    let side = state.to_move;
    match state.phase.get(side) {
        // §5.1: a fort and a king on a vacant hill not next to an own fort.
        Phase::Placement => {
            let forts = all_forts(state);
            for h in ALL.iter() {
                if !forts.contains(h) && !h.neighbours().meets(*state.forts.get(side)) {
                    out.push(Action::Place(h));
                }
            }
        }
        phase @ (Phase::Manoeuvres | Phase::Battle) => {
            let phase = *phase;
            for k in state.kings.get(side).iter() {
                for to in vacant_moves(state, side, k, phase).iter() {
                    out.push(Action::Move(k, to));
                }
            }
            // the rest only when no king of the side is mobile.
            if out.is_empty() && phase == Phase::Battle {
                battle_fallbacks(state, side, &mut out);
            }
        }
    }
    out
}

/// §5.3.2: backtracks, fort captures and the pass of a side whose kings are immobile.
fn battle_fallbacks(state: &State, side: Side, out: &mut Vec<Action>) {
    let enemy = side.other();
    let all_kings = state.kings.red.union(state.kings.blue);
    for k in state.kings.get(side).iter() {
        let others = other_kings(state, side, k);
        for to in k.knight_moves().iter() {
            if all_kings.contains(to) || to.neighbours().meets(others) {
                continue; // A-10, §5.3 (EC-13, EC-15)
            }
            if state.forts.get(side).contains(to) {
                out.push(Action::Back(k, to));
            } else if state.forts.get(enemy).contains(to)
                && single_fort(state, to, enemy)
                && besieged_by(state, to, side)
            {
                out.push(Action::Take(k, to));
            }
        }
    }
    if may_pass(state) {
        out.push(Action::Pass);
    }
}

/// §8: every king on the board is immobile under its owner's phase.
pub fn may_pass(state: &State) -> bool {
    Side::BOTH
        .iter()
        .all(|s| !mobile(state, *s, *state.phase.get(*s)))
}

/// Applies a legal action of the side to move; returns the kings it captured.
pub fn apply(state: &mut State, action: &Action) {
    let side = state.to_move;
    let captured = step(state, action);
    let mut words = match action {
        Action::Pass => format!(
            "{}: pass, the {} kings leave the board",
            side.name(),
            side.name()
        ),
        _ => format!("{}: {action}", side.name()),
    };
    for hill in &captured {
        words.push_str(&format!(
            ", captured the {} king on {hill}",
            side.other().name()
        ));
    }
    // a grace turn is played once.
    if state.grace_turn == Some(side) {
        state.grace_turn = None;
        *state.phase.get_mut(side) = Phase::Battle;
    }
    state.last = Some(words);
    if let Some(end) = game_end(state, side) {
        finish_game(state, end);
    } else {
        next_turn(state, side);
    }
}

/// The board part of a legal `action` of the side to move: kings and forts placed, moved
/// or taken (§5, §6) and the enemy kings that captures (§7), which it returns. `apply`
/// goes on to the turn and the end of a game.
pub fn step(state: &mut State, action: &Action) -> Vec<Hill> {
    let side = state.to_move;
    let mut captured = Vec::new();
    match *action {
        Action::Place(h) => {
            state.forts.get_mut(side).insert(h);
            state.kings.get_mut(side).insert(h);
            *state.placed.get_mut(side) += 1;
            captured = capture_kings(state, side, h);
        }
        Action::Move(from, to) => {
            state.kings.get_mut(side).remove(from);
            state.kings.get_mut(side).insert(to);
            state.forts.get_mut(side).insert(to);
            captured = capture_kings(state, side, to);
        }
        Action::Back(from, to) => {
            state.kings.get_mut(side).remove(from);
            state.kings.get_mut(side).insert(to);
            captured = capture_kings(state, side, to);
        }
        Action::Take(from, to) => {
            state.kings.get_mut(side).remove(from);
            state.kings.get_mut(side).insert(to);
            state.forts.get_mut(side.other()).remove(to);
            state.forts.get_mut(side).insert(to);
        }
        Action::Pass => {
            // the passer's kings leave the board; no further turns.
            *state.kings.get_mut(side) = Hills::EMPTY;
            *state.passed.get_mut(side) = true;
        }
    }
    captured
}

/// §7: the enemy kings captured by `side`'s king arriving on `at`.
fn capture_kings(state: &mut State, side: Side, at: Hill) -> Vec<Hill> {
    let enemy = side.other();
    let mut taken = Vec::new();
    for n in at.neighbours().iter() {
        if state.kings.get(enemy).contains(n)
            && state.forts.get(enemy).contains(n)
            && single_fort(state, n, enemy)
            && besieged_by(state, n, side)
        {
            taken.push(n);
        }
    }
    for h in &taken {
        state.kings.get_mut(enemy).remove(*h);
        *state.captured.get_mut(side) += 1;
    }
    taken
}

/// §9: whether the game ends after `mover`'s move.
fn game_end(state: &State, mover: Side) -> Option<End> {
    if *state.captured.get(mover) >= 2 {
        return Some(End::DoubleCapture(mover));
    }
    if all_forts(state) == ALL {
        return Some(End::LastHill);
    }
    if state.passed.red && state.passed.blue {
        return Some(End::BothPassed);
    }
    None
}

/// §5: the next turn after `mover`: the opponent's unless he passed; phases change at the
/// start of a turn; a side with nothing to do skips.
fn next_turn(state: &mut State, mover: Side) {
    let mut side = if *state.passed.get(mover.other()) {
        mover
    } else {
        mover.other()
    };
    for _ in 0..2 {
        state.to_move = side;
        start_turn(state, side);
        if !legal(state).is_empty() {
            return;
        }
        // a stuck side skips; the other plays (never both: see `may_pass`).
        if *state.passed.get(side.other()) {
            break;
        }
        side = side.other();
    }
    // Nobody can act: only when a passer's opponent is stuck with the board not full, which
    // `may_pass` rules out; end the game rather than hang.
    finish_game(state, End::BothPassed);
}

/// The start of `side`'s turn: placement ends after three kings; a side without a
/// Manoeuvres move enters Battle (§5.2, A-4).
fn start_turn(state: &mut State, side: Side) {
    if *state.phase.get(side) == Phase::Placement && *state.placed.get(side) == 3 {
        *state.phase.get_mut(side) = Phase::Manoeuvres;
    }
    if *state.phase.get(side) != Phase::Manoeuvres {
        return;
    }
    let has_move = mobile(state, side, Phase::Manoeuvres);
    match state.battle_called {
        Some(first) if first != side => {
            let grace = state.options.battle_entry == BattleEntry::Grace;
            if grace && has_move && state.grace_turn != Some(side) {
                state.grace_turn = Some(side);
            } else {
                state.grace_turn = None;
                *state.phase.get_mut(side) = Phase::Battle;
            }
        }
        _ if !has_move => {
            *state.phase.get_mut(side) = Phase::Battle;
            state.battle_called.get_or_insert(side);
        }
        _ => {}
    }
}

/// Scores the game (§10), then starts game 2 or ends the match.
fn finish_game(state: &mut State, end: End) {
    let (points, award) = super::score::score(state, end);
    state.played.push(Played {
        starter: state.starter,
        points,
        end,
        award,
    });
    if state.game == 1 && state.options.games == 2 {
        let options = state.options;
        let played = std::mem::take(&mut state.played);
        let last = state.last.take();
        *state = new_game(options, 2, Side::Blue);
        state.played = played;
        state.last = last;
    } else {
        state.over = true;
    }
}

/// A game of the match before its first move.
pub fn new_game(options: Options, game: u8, starter: Side) -> State {
    State {
        options,
        game,
        starter,
        forts: BySide::default(),
        kings: BySide::default(),
        placed: BySide::default(),
        phase: BySide::default(),
        battle_called: None,
        grace_turn: None,
        captured: BySide::default(),
        passed: BySide::default(),
        to_move: starter,
        played: Vec::new(),
        over: false,
        last: None,
    }
}

/// The kingdoms of `side` (§4).
pub fn kingdoms_of(state: &State, side: Side) -> usize {
    kingdoms(*state.forts.get(side))
}
