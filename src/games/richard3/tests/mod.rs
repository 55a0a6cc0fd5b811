//! Scenario tests of Richard III, each naming the rule or EDGE_CASES case it checks:
//! the card phase (`cards`), land moves (`moves`), sea moves (`sea`), recruits
//! (`recruits`), events (`events`), the map, blocks and setup (`setup`), views
//! (`views`) and random playouts (`playout`). Positions are built with [`Position`].

mod ahead;
mod battle;
mod battle_fire;
mod battle_playout;
mod battle_retreat;
mod battle_treachery;
mod cards;
mod events;
mod explain;
mod fast_path;
mod hidden;
mod marks;
mod moves;
mod orders_playout;
mod playout;
mod political;
mod recruits;
mod sea;
mod sections;
mod setup;
mod standing_orders;
mod supply;
mod supply_limits;
mod takeback;
mod victory;
mod views;
mod wording;

use super::position::PositionPhase;
use super::*;
use crate::engine::{Dice, Illegal, Rules, Seed};

/// `msg` as an English reader reads it.
pub(super) fn said(msg: &crate::i18n::Msg) -> String {
    crate::engine::in_english::<Richard3>(msg)
}

const L: House = House::Lancaster;
const Y: House = House::York;

/// The full game's setup as a position, without hands.
fn base() -> Position {
    Position::scenario(ScenarioId::WarsOfTheRoses)
}

/// Hands of `n` cards each, avoiding `skip`.
fn hands(n: usize, skip: &[u8]) -> BySide<Vec<u8>> {
    let mut free = (1..=25u8).filter(|c| !skip.contains(c));
    let l: Vec<u8> = free.by_ref().take(n).collect();
    let y: Vec<u8> = free.take(n).collect();
    BySide::new(l, y)
}

/// The state at the start of Player 1's action phase of turn 1 with the cards played.
fn actions(mut p: Position, lancaster: u8, york: u8) -> State {
    p.hands = hands(6, &[lancaster, york]);
    p.phase = PositionPhase::Actions {
        played: BySide::new(lancaster, york),
    };
    p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"))
}

/// The state at the start of the card phase of turn 1.
fn cards_phase(mut p: Position) -> State {
    p.hands = hands(7, &[]);
    p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"))
}

fn dice() -> Dice {
    Dice::for_move(&Seed([5; 32]), 1)
}

fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Plays `text` for `house` through the checked path.
fn play(state: &mut State, house: House, text: &str) -> Result<(), Illegal> {
    Richard3::apply(state, seat_of(house), &act(text), &mut dice())
}

/// Plays every action, panicking on a refusal.
fn run(state: &mut State, house: House, texts: &[&str]) {
    for t in texts {
        play(state, house, t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

/// Whether `text` is legal for `house` now.
fn can(state: &State, house: House, text: &str) -> bool {
    Richard3::actions(state, seat_of(house)).contains(&act(text))
}

/// Asserts `text` is refused under `rule`, leaving the state unchanged.
fn refused(state: &State, house: House, text: &str, rule: &str) {
    let mut after = state.clone();
    let err = play(&mut after, house, text).expect_err(text);
    assert_eq!(err.rule, rule, "{text}: {err}");
    assert_eq!(&after, state, "a refused action changed the state");
}

/// The AP left in the current action phase.
fn ap(state: &State) -> u8 {
    match &state.phase {
        Phase::Actions(a) => a.ap,
        other => panic!("not an action phase: {other:?}"),
    }
}

/// Whose action phase it is.
fn acting(state: &State) -> House {
    match &state.phase {
        Phase::Actions(a) => a.house,
        other => panic!("not an action phase: {other:?}"),
    }
}

fn at(state: &State, id: &str) -> Option<AreaId> {
    state.area_of(block(id))
}
