//! Richard III: The Wars of the Roses (Columbia Games, 2009): York and Lancaster fight
//! three campaigns of seven game turns with hidden blocks, cards and dice. Rules:
//! `shared/games/richard3/RULES.md` (the rule numbers cited here), data in `data/*.toml`.
//!
//! The sequence of play lives in `phase`: `card` (1.1, 5.1), `action` (5.x), `battle`
//! (6.x), `supply` (7.x) and `political` (8.x, 9.x).

mod action;
mod board;
mod containers;
mod data;
pub mod drawing;
mod house;
pub mod orders;
mod phase;
mod position;
mod progress;
mod sea_pairs;
mod state;
mod view;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

pub use action::{Action, ParseActionError};
pub use board::{Occupancy, Status};
pub use containers::CardSet;
pub use data::{
    AreaId, AreaKind, AreaSet, BlockId, BlockSet, BlockType, BorderId, BorderKind, BySide, CATALOG,
    CardId, Event, House, Initiative, area, block,
};
pub use orders::Orders;
pub use position::{Position, PositionError};
pub use state::{
    ActionPhase, Attack, Battle, Entry, Location, Moving, Phase, Redeal, Rolls, ScenarioId, State,
    Victory, VictoryReason, Volley, VolleyKind,
};
pub use view::View;

use crate::engine::kind::{KindOf, OptionSpec};
use crate::engine::{Dice, Illegal, Intent, OrderField, Outcome, Rules, Seat, SetupError};
use crate::i18n::{Lang, Msg, Source};
use crate::msg;

/// The options of a game (§13).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Which scenario.
    pub scenario: ScenarioId,
    /// How the 13-AP redeal works (5.1).
    pub redeal: Redeal,
}

/// The options and their choices, the default first (§13).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "scenario",
        choices: &["wars_of_the_roses", "kingmaker", "richard_iii"],
    },
    OptionSpec {
        name: "redeal",
        choices: &["ask", "auto"],
    },
];

/// Richard III's rules.
pub struct Richard3;

/// Richard III in the registry of kinds.
pub static KIND: KindOf<Richard3> = KindOf::new(OPTIONS, data)
    .drawn_by(drawing::board)
    .picking_next(drawing::next_pick);

/// The seat of a house: Lancaster 0, York 1 (§13).
pub fn seat_of(house: House) -> Seat {
    Seat(house.seat_index())
}

/// The house in a seat.
pub fn house_of_seat(seat: Seat) -> Option<House> {
    House::of_seat_index(seat.0)
}

/// The houses that may act now.
pub fn to_act(state: &State) -> Vec<House> {
    match &state.phase {
        Phase::Over => Vec::new(),
        Phase::RedealAsk { pending, .. } => House::BOTH
            .into_iter()
            .filter(|h| *pending.get(*h))
            .collect(),
        Phase::Cards => House::BOTH
            .into_iter()
            .filter(|h| state.played.get(*h).is_none())
            .collect(),
        Phase::Actions(a) => vec![a.house],
        Phase::PickBattle => vec![state.p1],
        Phase::RedealAnswer { house }
        | Phase::Treason { house }
        | Phase::BattleTurn { house }
        | Phase::TakeHit { house, .. }
        | Phase::Regroup { house }
        | Phase::Execute { house, .. }
        | Phase::MinorEntry { house, .. }
        | Phase::SupplyLoss { house, .. }
        | Phase::GoHome { house, .. }
        | Phase::ExileSurplus { house, .. } => vec![*house],
    }
}

/// Every legal action of `house` now.
pub fn legal(state: &State, house: House) -> Vec<Action> {
    let mut out = Vec::new();
    if !to_act(state).contains(&house) {
        return out;
    }
    match state.phase {
        Phase::RedealAsk { .. } | Phase::RedealAnswer { .. } | Phase::Cards => {
            phase::card::legal(state, house, &mut out)
        }
        Phase::Actions(_) => phase::action::legal(state, house, &mut out),
        Phase::PickBattle
        | Phase::Treason { .. }
        | Phase::BattleTurn { .. }
        | Phase::TakeHit { .. }
        | Phase::Regroup { .. } => phase::battle::legal(state, house, &mut out),
        Phase::Execute { .. } | Phase::MinorEntry { .. } | Phase::SupplyLoss { .. } => {
            phase::supply::legal(state, house, &mut out)
        }
        Phase::GoHome { .. } | Phase::ExileSurplus { .. } => {
            phase::political::legal(state, house, &mut out)
        }
        Phase::Over => {}
    }
    out
}

/// Whether `action` is legal for `house` now; the same answer as [`legal`], cheaper in
/// the action phase, where listing every move and sea move of every block is costly.
pub fn is_legal(state: &State, house: House, action: &Action) -> bool {
    if !to_act(state).contains(&house) {
        return false;
    }
    match state.phase {
        Phase::Actions(_) => phase::action::is_legal(state, house, action),
        _ => legal(state, house).contains(action),
    }
}

/// Applies a legal action of `house`.
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    state.rolls = Rolls::default();
    match state.phase {
        Phase::RedealAsk { .. } | Phase::RedealAnswer { .. } | Phase::Cards => {
            phase::card::apply(state, house, action, dice)
        }
        Phase::Actions(_) => phase::action::apply(state, house, action, dice),
        Phase::PickBattle
        | Phase::Treason { .. }
        | Phase::BattleTurn { .. }
        | Phase::TakeHit { .. }
        | Phase::Regroup { .. } => phase::battle::apply(state, house, action, dice),
        Phase::Execute { .. } | Phase::MinorEntry { .. } | Phase::SupplyLoss { .. } => {
            phase::supply::apply(state, house, action, dice)
        }
        Phase::GoHome { .. } | Phase::ExileSurplus { .. } => {
            phase::political::apply(state, house, action, dice)
        }
        Phase::Over => {}
    }
}

/// Why `action` is refused (called only for an action not in [`legal`]).
pub fn why_illegal(state: &State, house: Option<House>, action: &Action) -> Illegal {
    let Some(house) = house else {
        return Illegal::new("13", msg!("richard3-no-such-seat"));
    };
    if state.outcome.is_some() {
        return Illegal::new("9.0", msg!("richard3-game-over"));
    }
    if !to_act(state).contains(&house) {
        return Illegal::new(
            "1.0",
            msg!("richard3-not-your-decision", house = house.msg()),
        );
    }
    match state.phase {
        Phase::Actions(_) => phase::action::why_illegal(state, house, action),
        Phase::RedealAsk { .. } | Phase::RedealAnswer { .. } | Phase::Cards => {
            phase::card::why_illegal(state, house, action)
        }
        Phase::PickBattle
        | Phase::Treason { .. }
        | Phase::BattleTurn { .. }
        | Phase::TakeHit { .. }
        | Phase::Regroup { .. } => phase::battle::why_illegal(state, house, action),
        _ => Illegal::new(
            "12",
            msg!("richard3-not-a-choice", action = action.to_string()),
        ),
    }
}

impl Rules for Richard3 {
    const KIND: &'static str = "richard3";
    const TITLE: &'static str = "Richard III: The Wars of the Roses";
    const WORDS: &'static [Source] = &[
        Source::new(
            Lang::En,
            "src/games/richard3/i18n/en.ftl",
            include_str!("i18n/en.ftl"),
        ),
        Source::new(
            Lang::Ru,
            "src/games/richard3/i18n/ru.ftl",
            include_str!("i18n/ru.ftl"),
        ),
        Source::new(
            Lang::Ja,
            "src/games/richard3/i18n/ja.ftl",
            include_str!("i18n/ja.ftl"),
        ),
    ];
    const DOCS: &'static str = include_str!("../../../docs/richard3.md");
    const DOCS_IN: &'static [(Lang, &'static str)] = &[
        (Lang::Ru, include_str!("i18n/rules.ru.md")),
        (Lang::Ja, include_str!("i18n/rules.ja.md")),
    ];
    const SEATS: &'static [&'static str] = &["lancaster", "york"];
    /// 2: Warwick rolls treachery once per battle (6.9), each port keeps its own free
    /// port-to-port pair (5.31), local mercenaries never take an exile area's step loss
    /// (7.2). 3: every paid port-to-port sea move opens its own free second block, so
    /// two pairs from one port both complete in any order (5.31). Games started on an
    /// older version are listed by `herald verify` with whether they replay.
    const VERSION: u32 = 3;
    /// Rule 9.0: the game always ends with a winner (heirs or the crown).
    const DRAW_BY_AGREEMENT: bool = false;

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Orders = Orders;

    fn setup(options: &Options, dice: &mut Dice) -> Result<State, SetupError> {
        Ok(phase::card::setup(options, dice))
    }

    fn to_act(state: &State) -> Vec<Seat> {
        to_act(state).into_iter().map(seat_of).collect()
    }

    fn actions(state: &State, seat: Seat) -> Vec<Action> {
        house_of_seat(seat)
            .map(|house| legal(state, house))
            .unwrap_or_default()
    }

    fn why_illegal(state: &State, seat: Seat, action: &Action) -> Illegal {
        why_illegal(state, house_of_seat(seat), action)
    }

    fn apply_unchecked(state: &mut State, seat: Seat, action: &Action, dice: &mut Dice) {
        let house = house_of_seat(seat).expect("a seat of this game");
        apply(state, house, action, dice);
    }

    /// As the default, but checks the one action without listing them all where it can:
    /// replaying a stored game calls this for every move.
    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        dice: &mut Dice,
    ) -> Result<(), Illegal> {
        let house = house_of_seat(seat);
        match house {
            Some(house) if is_legal(state, house, action) => {
                apply(state, house, action, dice);
                Ok(())
            }
            _ => Err(why_illegal(state, house, action)),
        }
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        view::view(state, viewer.and_then(house_of_seat))
    }

    fn describe(
        before: &State,
        seat: Seat,
        action: &Action,
        after: &State,
        viewer: Option<Seat>,
    ) -> Msg {
        let house = house_of_seat(seat).expect("a seat of this game");
        view::describe(before, house, action, after, viewer.and_then(house_of_seat))
    }

    /// §10: the map shows where blocks went, came, fought and lost, as the words tell
    /// every viewer (see [`view::marks`]).
    fn marks(
        before: &State,
        _seat: Seat,
        action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Vec<crate::engine::board::Mark> {
        view::marks(before, action, after)
    }

    /// §10: the opponent sees a house's own moves and recruits in its action phase (5.0)
    /// and the winner's regroup (6.7) as they happen, and learns nothing else from them;
    /// every other action shows something hidden or hands the game on to what does — a
    /// card played (1.1), Plague's losses (5.1), a battle chosen or fought (6.x), supply
    /// and political choices (7.x, 8.x) and the end of an action phase or regroup.
    fn reveals(before: &State, _seat: Seat, action: &Action, after: &State) -> bool {
        let own_public_move = match (&before.phase, &after.phase) {
            (Phase::Actions(a), Phase::Actions(b)) => {
                a.house == b.house && !matches!(action, Action::Plague(_))
            }
            (Phase::Regroup { house: a }, Phase::Regroup { house: b }) => a == b,
            _ => false,
        };
        !own_public_move
    }

    /// Standing battle orders (issue 13): the rules they follow are in [`orders`].
    fn ordered(state: &State, seat: Seat, orders: &Orders) -> Option<Action> {
        orders::ordered(state, house_of_seat(seat)?, orders)
    }

    fn orders_form() -> Vec<OrderField> {
        orders::form()
    }

    /// 1.1: next turn's card, once this turn's are revealed (see [`phase::card::ahead`]).
    fn ahead(state: &State, seat: Seat) -> Vec<Action> {
        house_of_seat(seat).map_or_else(Vec::new, |house| phase::card::ahead(state, house))
    }

    /// 1.1: the opponent's card chosen face down is not a change to the seat's choice
    /// (see [`phase::card::as_if_unchosen`]).
    fn view_for_deciding(state: &State, seat: Seat) -> View {
        let house = house_of_seat(seat);
        let unchosen = house.and_then(|h| phase::card::as_if_unchosen(state, h));
        view::view(unchosen.as_ref().unwrap_or(state), house)
    }

    /// A battle round (`Battle of Kent, round 2`) or a game turn (see [`progress::chapter`]).
    fn chapter(state: &State, _viewer: Option<Seat>) -> Option<Msg> {
        progress::chapter(state)
    }

    /// From a battle's Treason roll to its regroup (6.2–6.9).
    fn fighting(state: &State) -> bool {
        progress::fighting(state)
    }

    fn intent(state: &State, seat: Seat, action: &Action) -> Intent {
        house_of_seat(seat).map_or(Intent::Other, |house| {
            progress::intent(state, house, action)
        })
    }

    /// The confirm page's words: blocks, areas and cards by their printed names.
    fn explain(state: &State, _seat: Seat, action: &Action) -> Option<Msg> {
        Some(view::explain(state, action))
    }

    /// 5.0: ending an action phase (`done`) with action points left gives them up.
    fn warn_before(state: &State, _seat: Seat, action: &Action) -> Option<Msg> {
        match (&state.phase, action) {
            (Phase::Actions(phase), Action::Done) if phase.ap > 0 => {
                Some(msg!("richard3-warn-done", ap = phase.ap))
            }
            _ => None,
        }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.map(|v| Outcome {
            winner: Some(seat_of(v.winner)),
            scores: Self::standing(state),
            reason: match v.reason {
                VictoryReason::Heirs => msg!("richard3-end-heirs", loser = v.winner.other().msg()),
                VictoryReason::Crown => msg!("richard3-end-crown", winner = v.winner.msg()),
            },
        })
    }

    /// The result's count so far: 1 for the house that would win now (the winner once
    /// over; before, the royal house, which holds the crown, 9.0), 0 for the other.
    fn standing(state: &State) -> Vec<i64> {
        let leader = state.outcome.map_or(state.royal, |v| v.winner);
        House::BOTH
            .iter()
            .map(|h| i64::from(*h == leader))
            .collect()
    }
}

/// The public catalog served by the data endpoint: the four data files as JSON.
pub fn data() -> Value {
    let parse = |text: &str| -> Value {
        toml::from_str::<toml::Value>(text)
            .ok()
            .and_then(|v| serde_json::to_value(v).ok())
            .unwrap_or(Value::Null)
    };
    json!({
        "map": parse(data::files::MAP),
        "blocks": parse(data::files::BLOCKS),
        "cards": parse(data::files::CARDS),
        "scenarios": parse(data::files::SCENARIOS),
        "seats": Richard3::SEATS,
    })
}

#[cfg(test)]
mod tests;
