//! Scenario tests of The Rose King, each naming the rule it checks: the edge cases of §11
//! (`cases`), one test per rule section (`sections`), the type-erased face (`erased`) and
//! 10,000 random complete games (`playout`).

mod cases;
mod erased;
mod playout;
mod sections;
mod takeback;
mod words;

use super::*;
use crate::engine::{Dice, Illegal, Rules, Seat, Seed};

/// `msg` as an English reader reads it.
pub(super) fn said(msg: &crate::i18n::Msg) -> String {
    crate::engine::in_english::<RoseKing>(msg)
}

/// Red's seat.
const RED: Seat = Seat(0);
/// White's seat.
const WHITE: Seat = Seat(1);

/// The position of `text`; panics on a bad one.
fn pos(text: &str) -> State {
    State::from_position(text).unwrap_or_else(|e| panic!("{e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

fn act(notation: &str) -> Action {
    notation.parse().unwrap()
}

/// Fixed dice for a test move.
fn dice() -> Dice {
    Dice::for_move(&Seed([9; 32]), 1)
}

/// The side to move's legal actions in notation.
fn actions(state: &State) -> Vec<String> {
    RoseKing::actions(state, state.turn.seat())
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Plays `notation` for the side to move through the checked path; returns the move told
/// in words.
fn play(state: &mut State, notation: &str) -> Result<String, Illegal> {
    let seat = state.turn.seat();
    let action = act(notation);
    let before = state.clone();
    RoseKing::apply(state, seat, &action, &mut dice())?;
    Ok(said(&RoseKing::describe(
        &before, seat, &action, state, None,
    )))
}

/// Asserts that `notation` is refused for the side to move under `rule` with `reason`,
/// leaving the state unchanged.
fn refused(state: &State, notation: &str, rule: &str, reason: &str) {
    let mut after = state.clone();
    let err = play(&mut after, notation).expect_err(notation);
    assert_eq!(
        (err.rule, said(&err.reason).as_str()),
        (rule, reason),
        "{notation}"
    );
    assert_eq!(&after, state, "a refused action changed the state");
}
