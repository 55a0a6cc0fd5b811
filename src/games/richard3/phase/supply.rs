//! The supply phase (7.x, with 6.81, 6.82 and the executions of 9.1).
//!
//! **To be completed by the supply helper**, who owns this file from here on. What is here
//! is the minimal pass-through that lets the game run: the minors owed for heirs killed
//! during this phase are carried over, then the game turn ends (the political turn after
//! turn 7).

use crate::engine::Dice;

use super::super::action::Action;
use super::super::data::House;
use super::super::state::State;
use super::card::enter_next_turn;
use super::political::enter_political;

/// Rule 7.0: the supply phase of this game turn.
pub fn enter_supply(state: &mut State, dice: &mut Dice) {
    end_supply(state, dice);
}

/// Rule 7.0 step 5: the end of the game turn.
pub fn end_supply(state: &mut State, dice: &mut Dice) {
    for house in House::BOTH {
        *state.minors_owed.get_mut(house) += std::mem::take(state.minors_later.get_mut(house));
    }
    if state.turn >= 7 {
        enter_political(state, dice);
    } else {
        enter_next_turn(state);
    }
}

/// The legal actions of `house` in the supply phase.
pub fn legal(_state: &State, _house: House, _out: &mut Vec<Action>) {}

/// Applies a supply-phase action.
pub fn apply(_state: &mut State, _house: House, _action: &Action, _dice: &mut Dice) {}
