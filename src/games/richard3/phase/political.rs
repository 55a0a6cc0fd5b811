//! The political turn (8.x) and the end of the game (9.0).
//!
//! **To be completed by the supply helper**, who owns this file from here on. What is here
//! is the minimal pass-through that lets the game run: after the last campaign the King's
//! house wins; otherwise every block is stood up at full strength and the next campaign
//! is dealt.

use crate::engine::Dice;

use super::super::action::Action;
use super::super::data::{BlockId, House};
use super::super::state::{Location, Phase, State, Victory, VictoryReason};
use super::card::enter_campaign_deal;

/// Rule 8.0: the political turn after game turn 7.
pub fn enter_political(state: &mut State, dice: &mut Dice) {
    if state.campaign >= state.last_campaign {
        state.outcome = Some(Victory {
            winner: state.royal,
            reason: VictoryReason::Crown,
        });
        state.phase = Phase::Over;
        return;
    }
    enter_campaign_reset(state, dice);
}

/// Rule 8.5: face-down blocks stand up, every block returns to full strength, the next
/// campaign is dealt.
pub fn enter_campaign_reset(state: &mut State, dice: &mut Dice) {
    for b in BlockId::all() {
        match state.loc[b] {
            Location::PoolDown => state.loc[b] = Location::Pool,
            Location::HomeDown => {
                if let Some(super::super::data::MercHome::Area(a)) = b.info().merc_home {
                    state.loc[b] = Location::Area(a);
                }
            }
            _ => {}
        }
        state.steps[b] = b.info().steps;
    }
    state.campaign += 1;
    state.turn = 1;
    enter_campaign_deal(state, dice);
}

/// The legal actions of `house` in the political turn.
pub fn legal(_state: &State, _house: House, _out: &mut Vec<Action>) {}

/// Applies a political-turn action.
pub fn apply(_state: &mut State, _house: House, _action: &Action, _dice: &mut Dice) {}
