//! Tests of High Kings of Tara, each naming the rule, decision (A-n) or edge case (EC-n,
//! RULES §13) it checks: `board` (§2, notation), `play` (§5–§8, the decisions and the edge
//! cases), `score` (§10, §14, the match) and `random` (random complete matches).

mod board;
mod play;
mod random;
mod score;
mod takeback;
mod words;

use super::rules::{self, new_game};
use super::*;

/// `msg` as an English reader reads it.
pub(super) fn said(msg: &crate::i18n::Msg) -> String {
    crate::engine::in_english::<Tara>(msg)
}
use crate::engine::Seed;

const R: Side = Side::Red;
const B: Side = Side::Blue;

fn h(name: &str) -> Hill {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn hills(names: &str) -> Hills {
    let mut set = Hills::EMPTY;
    for n in names.split_whitespace() {
        set.insert(h(n));
    }
    set
}

/// A game-1 position: the forts of each side, the kings (each on one of its side's
/// forts), both sides in `phase`, `to_move` to move; all kings placed.
fn position(
    red: &str,
    blue: &str,
    red_kings: &str,
    blue_kings: &str,
    phase: Phase,
    to_move: Side,
) -> State {
    let mut state = new_game(Options::default(), 1, Side::Red);
    state.forts = BySide {
        red: hills(red),
        blue: hills(blue),
    };
    state.kings = BySide {
        red: hills(red_kings),
        blue: hills(blue_kings),
    };
    assert!(state.kings.red.within(state.forts.red) && state.kings.blue.within(state.forts.blue));
    state.placed = BySide { red: 3, blue: 3 };
    state.phase = BySide {
        red: phase,
        blue: phase,
    };
    state.to_move = to_move;
    state
}

fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn can(state: &State, text: &str) -> bool {
    rules::legal(state).contains(&act(text))
}

/// Plays `text` through the checked path for the side to move.
fn play(state: &mut State, text: &str) {
    let seat = Seat(state.to_move as u8);
    Tara::apply(state, seat, &act(text), &mut dice()).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn dice() -> Dice {
    Dice::for_move(&Seed([1; 32]), 1)
}
