//! The Three Fords: a two-player hex skirmish after the round of *Battles of Westeros*
//! (Rally → Marshaling → Command → Regroup), with its own board, units, commanders, morale
//! track and leadership deck. Rules: `shared/games/westeros/RULES.md` (the § and A-n
//! numbers cited here); data: `data/skirmish.toml`, a copy of the shared file. Layout and
//! decisions: `docs/westeros.md`.

pub mod action;
pub mod board;
pub mod combat;
pub mod command;
pub mod data;
pub mod drawing;
pub mod round;
pub mod rules;
pub mod state;
pub mod victory;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::board::{Mark, MarkKind};
use crate::engine::kind::{KindOf, OptionSpec};
use crate::engine::{Dice, Illegal, Intent, Outcome, Rules, Seat, SetupError};
use crate::i18n::{Lang, Msg, Source};
use crate::msg;

use action::Action;
use data::{Momentum, SKIRMISH, Side};
use state::{Pending, State};

/// The options of a battle (§19.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Who holds the momentum token at the start (§6 step 3).
    pub momentum: Momentum,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            momentum: Momentum::Random,
        }
    }
}

/// The options and their choices, the default first (§19.2).
pub const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "momentum",
    choices: &["random", "north", "west"],
}];

/// The Three Fords' rules.
pub struct Westeros;

/// The Three Fords in the registry of kinds.
/// Its rules page lists every leadership card (§14) from the catalog.
pub static KIND: KindOf<Westeros> = KindOf::new(OPTIONS, data)
    .drawn_by(drawing::drawn)
    .with_reference(words::cards_markdown);

/// The side of a seat (§19.1: `north` is seat 0, `west` seat 1).
fn side_of(seat: Seat) -> Option<Side> {
    match seat.0 {
        0 => Some(Side::North),
        1 => Some(Side::West),
        _ => None,
    }
}

/// `GET /api/kinds/westeros/data`: `skirmish.toml` as JSON (§19.1).
pub fn data() -> Value {
    toml::from_str(SKIRMISH).expect("the shipped skirmish.toml parses")
}

impl Rules for Westeros {
    const KIND: &'static str = "westeros";
    const TITLE: &'static str = "The Three Fords (after Battles of Westeros)";
    const WORDS: &'static [Source] = &[
        Source::new(
            Lang::En,
            "src/games/westeros/i18n/en.ftl",
            include_str!("i18n/en.ftl"),
        ),
        Source::new(
            Lang::Ru,
            "src/games/westeros/i18n/ru.ftl",
            include_str!("i18n/ru.ftl"),
        ),
        Source::new(
            Lang::Ja,
            "src/games/westeros/i18n/ja.ftl",
            include_str!("i18n/ja.ftl"),
        ),
    ];
    const DOCS: &'static str = include_str!("../../../docs/westeros.md");
    const DOCS_IN: &'static [(Lang, &'static str)] = &[
        (Lang::Ru, include_str!("i18n/rules.ru.md")),
        (Lang::Ja, include_str!("i18n/rules.ja.md")),
    ];
    const SEATS: &'static [&'static str] = &["north", "west"];
    const VERSION: u32 = 1;
    /// §13: there are no draws.
    const DRAW_BY_AGREEMENT: bool = false;

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = Value;
    type Orders = crate::engine::NoOrders;

    fn setup(options: &Options, dice: &mut Dice) -> Result<State, SetupError> {
        let mut state = state::setup(options.momentum, dice);
        command::settle(&mut state, dice);
        Ok(state)
    }

    fn to_act(state: &State) -> Vec<Seat> {
        rules::actor(state)
            .map(victory::seat_of)
            .into_iter()
            .collect()
    }

    fn actions(state: &State, seat: Seat) -> Vec<Action> {
        match (rules::actor(state), side_of(seat)) {
            (Some(actor), Some(side)) if actor == side => rules::legal(state),
            _ => Vec::new(),
        }
    }

    fn why_illegal(state: &State, seat: Seat, action: &Action) -> Illegal {
        match side_of(seat) {
            Some(side) => rules::why_illegal(state, side, action),
            None => Illegal::new("19.1", msg!("westeros-no-such-seat")),
        }
    }

    fn apply_unchecked(state: &mut State, _seat: Seat, action: &Action, dice: &mut Dice) {
        rules::apply(state, *action, dice);
    }

    fn view(state: &State, viewer: Option<Seat>) -> Value {
        view::view(state, viewer.and_then(side_of))
    }

    fn describe(
        before: &State,
        seat: Seat,
        action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Msg {
        let side = side_of(seat).unwrap_or(Side::North);
        words::describe(before, side, action, after)
    }

    /// Moves, retreats and advances as arrows; an attack as a battle at the target's hex;
    /// losses where a unit lost figures or left the board. Nothing on the board is hidden.
    fn marks(
        before: &State,
        _seat: Seat,
        action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Vec<Mark> {
        let mut marks = Vec::new();
        if let Action::Attack(_, target) = action
            && let Some(hex) = before.unit(*target).hex()
        {
            marks.push(Mark::at(MarkKind::Battle, hex));
        }
        for unit in data::UnitId::all() {
            let (was, is) = (before.unit(unit), after.unit(unit));
            match (was.hex(), is.hex()) {
                (Some(from), Some(to)) if from != to => {
                    let own_move =
                        matches!(action, Action::Move(u, _) | Action::Advance(u, _) if *u == unit);
                    let what = if own_move {
                        MarkKind::Move
                    } else {
                        MarkKind::Retreat
                    };
                    marks.push(Mark::travel(what, from, to));
                }
                (Some(from), None) => marks.push(Mark::at(MarkKind::Loss, from)),
                (Some(from), Some(_)) if is.figures < was.figures => {
                    marks.push(Mark::at(MarkKind::Loss, from));
                }
                _ => {}
            }
        }
        marks
    }

    fn outcome(state: &State) -> Option<Outcome> {
        victory::outcome(state)
    }

    /// Each side's VP so far (§19).
    fn standing(state: &State) -> Vec<i64> {
        victory::standing(state)
    }

    /// A card played or discarded shows it; a new round draws cards (§16).
    fn reveals(before: &State, _seat: Seat, action: &Action, after: &State) -> bool {
        matches!(
            action,
            Action::Card(..) | Action::Improvise(..) | Action::DiscardCard(_)
        ) || before.round != after.round
    }

    fn chapter(state: &State, _viewer: Option<Seat>) -> Option<Msg> {
        let round = state.round;
        match state.pending {
            Pending::Over => None,
            Pending::Discard { .. } => Some(msg!("westeros-chapter-regroup", round = round)),
            _ => Some(msg!("westeros-chapter-command", round = round)),
        }
    }

    fn fighting(state: &State) -> bool {
        matches!(
            state.pending,
            Pending::Attack | Pending::Reroll | Pending::Retreat { .. } | Pending::Advance { .. }
        )
    }

    fn intent(_state: &State, _seat: Seat, action: &Action) -> Intent {
        match action {
            Action::Attack(..) | Action::Advance(..) => Intent::Attack,
            Action::Done | Action::Pass | Action::Stay => Intent::Wait,
            _ => Intent::Other,
        }
    }

    fn explain(state: &State, seat: Seat, action: &Action) -> Option<Msg> {
        side_of(seat).map(|side| words::explain(state, side, action))
    }

    /// Passing with tokens or cards left, or ending the attack step with attacks left,
    /// gives them up for the round or the turn: the player is asked first.
    fn warn_before(state: &State, seat: Seat, action: &Action) -> Option<Msg> {
        let side = side_of(seat)?;
        match action {
            Action::Pass => {
                let own = &state.sides[side];
                let (tokens, cards) = (own.order_tokens.total(), own.hand.len());
                (tokens > 0 || cards > 0)
                    .then(|| msg!("westeros-warn-pass", tokens = tokens, cards = cards))
            }
            Action::Done if state.pending == Pending::Attack => {
                let left = command::attack_actions(state).len();
                (left > 0).then(|| msg!("westeros-warn-done", left = left))
            }
            _ => None,
        }
    }
}
