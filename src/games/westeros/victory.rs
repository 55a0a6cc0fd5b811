//! Morale bands (§12), the immediate losses by rout and annihilation and the round-limit
//! result with its tie-breaks (§13), and the result of §19.5.

use serde::{Deserialize, Serialize};

use crate::engine::{Outcome, Seat};
use crate::i18n::Msg;
use crate::msg;

use super::data::{BandColour, CATALOG, Side, UnitId};
use super::state::{Pending, Phase, State};

/// The band of a morale value (§12); `None` at 0 (rout).
pub fn band(morale: u8) -> Option<BandColour> {
    CATALOG.morale.band(morale).map(|b| b.name)
}

/// The band's name as views write it: `green`, `yellow`, `red` or `rout` (§19.4).
pub fn band_word(morale: u8) -> &'static str {
    match band(morale) {
        Some(BandColour::Green) => "green",
        Some(BandColour::Yellow) => "yellow",
        Some(BandColour::Red) => "red",
        None => "rout",
    }
}

/// Where Regroup's recovery moves a marker: its band's break point (§11 step 5). Recovery
/// never leaves the band; at 0 (rout) the battle is already over and nothing moves.
pub fn break_point(morale: u8) -> u8 {
    CATALOG
        .morale
        .band(morale)
        .map_or(morale, |b| b.break_point)
}

/// VP the opponent of a side with this morale scores in the last round (§11 step 2:
/// green 0, yellow 1, red 2).
pub fn band_vp_against(morale: u8) -> u8 {
    CATALOG
        .morale
        .band(morale)
        .map_or(0, |b| b.end_vp_to_opponent)
}

/// Why the battle ended (§13); each has one exact text (§19.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The side's morale reached 0.
    Routed(Side),
    /// The side has no unit with figures on the board.
    Annihilated(Side),
    /// Round limit: the winner has more VP.
    MoreVp,
    /// Round limit: VP tied, the winner has higher morale.
    HigherMorale,
    /// Round limit: VP and morale tied, the winner holds the momentum.
    Momentum,
}

impl Reason {
    /// The text of §19.5.
    /// The reason in a reader's words.
    pub fn msg(self) -> Msg {
        let side = |s: Side| Msg::keyed("westeros-seat", s.word());
        match self {
            Reason::Routed(s) => msg!("westeros-reason-routed", side = side(s)),
            Reason::Annihilated(s) => msg!("westeros-reason-annihilated", side = side(s)),
            Reason::MoreVp => msg!("westeros-reason-more-vp"),
            Reason::HigherMorale => msg!("westeros-reason-higher-morale"),
            Reason::Momentum => msg!("westeros-reason-momentum"),
        }
    }

    /// The reason as the view's result states it (§19.5), in English.
    pub fn text(self) -> String {
        let side = |s: Side| match s {
            Side::North => "north",
            Side::West => "west",
        };
        match self {
            Reason::Routed(s) => format!("{} routed", side(s)),
            Reason::Annihilated(s) => format!("{} annihilated", side(s)),
            Reason::MoreVp => "round limit: more VP".into(),
            Reason::HigherMorale => "round limit: VP tied, higher morale".into(),
            Reason::Momentum => "round limit: VP and morale tied, momentum".into(),
        }
    }

    /// The reason whose §19.5 text is `text` (as a view's result states it), if any.
    pub fn from_text(text: &str) -> Option<Reason> {
        [
            Reason::Routed(Side::North),
            Reason::Routed(Side::West),
            Reason::Annihilated(Side::North),
            Reason::Annihilated(Side::West),
            Reason::MoreVp,
            Reason::HigherMorale,
            Reason::Momentum,
        ]
        .into_iter()
        .find(|reason| reason.text() == text)
    }
}

/// How the battle ended: never a draw (§13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winning side.
    pub winner: Side,
    /// Why.
    pub reason: Reason,
}

/// The side that has lost at once, if any (§13): rout first (morale is applied first),
/// then annihilation (no unit with figures; lone commanders do not count).
pub fn immediate_loss(state: &State) -> Option<GameResult> {
    let lost = |side: Side, reason: Reason| GameResult {
        winner: side.opponent(),
        reason,
    };
    for side in Side::BOTH {
        if state.sides[side].morale == CATALOG.morale.rout {
            return Some(lost(side, Reason::Routed(side)));
        }
    }
    for side in Side::BOTH {
        let any = UnitId::all().any(|u| u.side() == side && state.unit(u).has_figures());
        if !any {
            return Some(lost(side, Reason::Annihilated(side)));
        }
    }
    None
}

/// Checks §13's immediate losses and ends the battle if one holds; true if it ended.
/// The combat rules call it after every elimination or capture.
pub fn check_immediate_loss(state: &mut State) -> bool {
    match immediate_loss(state) {
        Some(result) => {
            end_battle(state, result);
            true
        }
        None => false,
    }
}

/// The result at the round-limit check (§13), after scoring: more VP; if equal, higher
/// morale (before recovery); if still equal, the momentum holder.
pub fn round_limit_result(state: &State) -> GameResult {
    let (north, west) = (&state.sides.north, &state.sides.west);
    let by = |ordering: std::cmp::Ordering| match ordering {
        std::cmp::Ordering::Greater => Some(Side::North),
        std::cmp::Ordering::Less => Some(Side::West),
        std::cmp::Ordering::Equal => None,
    };
    if let Some(winner) = by(north.vp.cmp(&west.vp)) {
        return GameResult {
            winner,
            reason: Reason::MoreVp,
        };
    }
    if let Some(winner) = by(north.morale.cmp(&west.morale)) {
        return GameResult {
            winner,
            reason: Reason::HigherMorale,
        };
    }
    GameResult {
        winner: state.momentum,
        reason: Reason::Momentum,
    }
}

/// Ends the battle with `result`: nothing is pending any more.
pub fn end_battle(state: &mut State, result: GameResult) {
    state.result = Some(result);
    state.phase = Phase::Over;
    state.pending = Pending::Over;
}

/// The seat of a side (seats are `north`, `west`, §19.1).
pub fn seat_of(side: Side) -> Seat {
    match side {
        Side::North => Seat(0),
        Side::West => Seat(1),
    }
}

/// Each side's VP so far, in seat order: the scores [`outcome`] states.
pub fn standing(state: &State) -> Vec<i64> {
    Side::BOTH
        .iter()
        .map(|s| i64::from(state.sides[*s].vp))
        .collect()
}

/// The engine's outcome once the battle is over: the winner, each side's VP in seat order
/// and the reason's text of §19.5.
pub fn outcome(state: &State) -> Option<Outcome> {
    let result = state.result?;
    Some(Outcome {
        winner: Some(seat_of(result.winner)),
        scores: standing(state),
        reason: result.reason.msg(),
    })
}

/// The result as §19.5 writes it: `{"winner", "scores": {"north", "west"}, "reason"}`.
pub fn result_json(state: &State) -> Option<serde_json::Value> {
    let result = state.result?;
    Some(serde_json::json!({
        "winner": result.winner,
        "scores": {"north": state.sides.north.vp, "west": state.sides.west.vp},
        "reason": result.reason.text(),
    }))
}
