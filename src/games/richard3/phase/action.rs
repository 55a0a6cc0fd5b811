//! The action phase (5.0–5.4): Player 1's whole phase, then Player 2's.

use crate::engine::{Dice, Illegal};

use super::super::action::Action;
use super::super::data::House;
use super::super::state::{ActionPhase, PerBorder, Phase, State};
use super::battle::enter_battles;

/// Rule 5.0: `house`'s action phase with the AP of the card he played.
pub fn enter_actions(state: &mut State, house: House) {
    let card = state
        .played
        .get(house)
        .expect("both cards are played")
        .info();
    state.crossings = PerBorder::filled(0);
    state.phase = Phase::Actions(ActionPhase::new(house, card.ap, card.event));
}

/// The legal actions of `house` in his action phase.
pub fn legal(_state: &State, _house: House, out: &mut Vec<Action>) {
    out.push(Action::Done);
}

/// Why an action is refused in the action phase.
pub fn why_illegal(_state: &State, _house: House, action: &Action) -> Illegal {
    Illegal::new("5.0", format!("{action} is not possible now"))
}

/// Applies an action-phase action.
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    if *action == Action::Done {
        end_actions(state, house, dice);
    }
}

/// Rule 1.2: P1's phase hands over to P2's; P2's to the battle phase.
fn end_actions(state: &mut State, house: House, dice: &mut Dice) {
    if house == state.p1 {
        enter_actions(state, state.p2());
    } else {
        enter_battles(state, dice);
    }
}
