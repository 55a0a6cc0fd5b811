//! Where a game stands, for telling moves together and for self-play: the chapter a move
//! is played in (a battle round, or a game turn), whether a battle is being fought, and
//! what an offered action means to a battle-seeking player. Public information only.

use crate::engine::Intent;
use crate::i18n::Msg;
use crate::msg;

use super::action::Action;
use super::data::House;
use super::state::{Phase, State};

/// The part of the game `state` is in, as a heading: `Battle of Kent, round 2` while a
/// battle is fought (the Treason roll is told with round 1; the winner's regroup as
/// `Battle of Kent, regroup`); `Campaign 1, game turn 3` from the card phase to the end
/// of the turn's supply phase (the action phases and the battle picks of a turn are read
/// together); `Campaign 1, political turn` after turn 7; none once the game is over.
pub fn chapter(state: &State) -> Option<Msg> {
    if fighting(state) {
        let battle = state.battle.as_ref()?;
        let area = battle.area.msg();
        return Some(match state.phase {
            Phase::Regroup { .. } => msg!("richard3-chapter-regroup", area = area),
            _ => msg!(
                "richard3-chapter-battle",
                area = area,
                round = battle.round.max(1)
            ),
        });
    }
    match state.phase {
        Phase::Over => None,
        Phase::GoHome { .. } | Phase::ExileSurplus { .. } => Some(msg!(
            "richard3-chapter-political",
            campaign = state.campaign
        )),
        _ => Some(msg!(
            "richard3-chapter-turn",
            campaign = state.campaign,
            turn = state.turn
        )),
    }
}

/// Rules 6.2–6.9: whether a battle is being fought: its Treason roll, battle turns, hits
/// and the winner's regroup. Picking the next battle (6.1) is between battles.
pub fn fighting(state: &State) -> bool {
    state.battle.is_some()
        && matches!(
            state.phase,
            Phase::Treason { .. }
                | Phase::BattleTurn { .. }
                | Phase::TakeHit { .. }
                | Phase::Regroup { .. }
        )
}

/// What `house`'s offered `action` means to a battle seeker: a land or sea move into an
/// area holding enemy blocks attacks (5.2, 5.3, 6.3); `done` waits.
pub fn intent(state: &State, house: House, action: &Action) -> Intent {
    match *action {
        Action::Move(_, to) | Action::Sea(_, to) if *state.count_in(to).get(house.other()) > 0 => {
            Intent::Attack
        }
        Action::Done => Intent::Wait,
        _ => Intent::Other,
    }
}
