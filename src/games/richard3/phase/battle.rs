//! The battle phase (6.x).
//!
//! **To be completed by the battle helper**, who owns this file from here on. What is here
//! is the minimal pass-through that lets the game run: Player 1 picks each contested area
//! in turn and, as a placeholder for the real battle, the attacker's blocks there are
//! eliminated; with no contested area left, the supply phase begins.

use crate::engine::Dice;

use super::super::action::Action;
use super::super::data::House;
use super::super::state::{Phase, State};
use super::supply::enter_supply;

/// Rule 6.1: after both action phases, the battles; with none, the supply phase.
pub fn enter_battles(state: &mut State, dice: &mut Dice) {
    state.battle = None;
    if state.contested_areas().is_empty() {
        enter_supply(state, dice);
    } else {
        state.phase = Phase::PickBattle;
    }
}

/// The legal actions of `house` in the battle phase.
pub fn legal(state: &State, house: House, out: &mut Vec<Action>) {
    if state.phase == Phase::PickBattle && house == state.p1 {
        out.extend(state.contested_areas().into_iter().map(Action::Battle));
    }
}

/// Applies a battle-phase action.
pub fn apply(state: &mut State, _house: House, action: &Action, dice: &mut Dice) {
    if let (Phase::PickBattle, Action::Battle(area)) = (&state.phase, action) {
        let area = *area;
        let attacker = state
            .attacks
            .iter()
            .find(|a| a.area == area)
            .map(|a| a.attacker)
            .unwrap_or(state.p1);
        // Placeholder until the battle helper's work lands: the attacker loses.
        for b in state.blocks_of_in(attacker, area).iter() {
            state.eliminate(b);
        }
        state.attacks.retain(|a| a.area != area);
        if state.outcome.is_none() {
            enter_battles(state, dice);
        }
    }
}
