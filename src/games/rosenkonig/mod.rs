//! The Rose King (Rosenkönig, Dirk Henn): two players move a shared crown across a 9×9
//! board with face-up power cards, placing stones of their rose; heroes flip the
//! opponent's stones. Rules: `shared/games/rosenkonig/RULES.md` (the § numbers cited here).

mod action;
mod board;
mod card;
mod drawing;
mod position;
mod rules;
mod score;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

pub use action::{Action, ParseActionError};
pub use board::{
    Board, BySide, Coordinates, ParseBoardError, ParseSquareError, SIZE, Side, Square,
};
pub use card::{Card, Direction, ParseCardError};
pub use position::ParsePositionError;
pub use rules::{End, HAND_LIMIT, HEROES, Last, STONES, State, Target, has_action, target};
pub use score::{Tally, tally, territories};
pub use view::{Stones, View};

use crate::engine::board::{Mark, MarkKind};
use crate::engine::kind::{KindOf, OptionSpec};
use crate::engine::{Dice, Illegal, Outcome, Rules, Seat, SetupError};
use crate::i18n::{Lang, Msg, Source};
use crate::msg;

/// How equal scores are broken (§9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tiebreak {
    /// RU/EN texts: the larger single territory, then more stones on the board.
    #[default]
    Largest,
    /// JA text: more stones on the board.
    Stones,
}

/// Who moves first (§4, §11.25).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum First {
    /// The rulebooks: Red moves first.
    #[default]
    Red,
    /// A platform variant: the setup dice draw who moves first; colours keep their sides.
    Random,
}

/// The options of a game (§14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// How equal scores are broken.
    pub tiebreak: Tiebreak,
    /// Who moves first.
    pub first: First,
}

/// The options and their choices, the default first (§14).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "tiebreak",
        choices: &["largest", "stones"],
    },
    OptionSpec {
        name: "first",
        choices: &["red", "random"],
    },
];

/// The Rose King's rules.
pub struct RoseKing;

/// The Rose King in the registry of kinds.
pub static KIND: KindOf<RoseKing> = KindOf::new(OPTIONS, data).drawn_by(drawing::board);

impl Rules for RoseKing {
    const KIND: &'static str = "rosenkonig";
    const TITLE: &'static str = "The Rose King";
    const WORDS: &'static [Source] = &[
        Source::new(
            Lang::En,
            "src/games/rosenkonig/i18n/en.ftl",
            include_str!("i18n/en.ftl"),
        ),
        Source::new(
            Lang::Ru,
            "src/games/rosenkonig/i18n/ru.ftl",
            include_str!("i18n/ru.ftl"),
        ),
        Source::new(
            Lang::Ja,
            "src/games/rosenkonig/i18n/ja.ftl",
            include_str!("i18n/ja.ftl"),
        ),
    ];
    const DOCS: &'static str = include_str!("../../../docs/rosenkonig.md");
    const DOCS_IN: &'static [(Lang, &'static str)] = &[
        (Lang::Ru, include_str!("i18n/rules.ru.md")),
        (Lang::Ja, include_str!("i18n/rules.ja.md")),
    ];
    const SEATS: &'static [&'static str] = &["red", "white"];
    const VERSION: u32 = 1;

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Orders = crate::engine::NoOrders;

    fn setup(options: &Options, dice: &mut Dice) -> Result<State, SetupError> {
        Ok(rules::setup(options, dice))
    }

    fn to_act(state: &State) -> Vec<Seat> {
        match state.end {
            None => vec![state.turn.seat()],
            Some(_) => Vec::new(),
        }
    }

    fn actions(state: &State, seat: Seat) -> Vec<Action> {
        Side::of_seat(seat)
            .map(|side| rules::legal_actions(state, side))
            .unwrap_or_default()
    }

    fn why_illegal(state: &State, seat: Seat, action: &Action) -> Illegal {
        rules::why_illegal(state, seat, *action)
    }

    fn apply_unchecked(state: &mut State, _seat: Seat, action: &Action, dice: &mut Dice) {
        rules::apply(state, *action, dice);
    }

    /// As the default, but checks the one action without listing them all: replaying a
    /// stored game calls this for every move.
    fn apply(
        state: &mut State,
        seat: Seat,
        action: &Action,
        dice: &mut Dice,
    ) -> Result<(), Illegal> {
        match Side::of_seat(seat) {
            Some(side) if rules::is_legal(state, side, *action) => {
                rules::apply(state, *action, dice);
                Ok(())
            }
            _ => Err(rules::why_illegal(state, seat, *action)),
        }
    }

    /// §7: a card drawn comes off the hidden draw pile into a face-up hand.
    fn reveals(_before: &State, _seat: Seat, action: &Action, _after: &State) -> bool {
        matches!(action, Action::Draw)
    }

    fn view(state: &State, _viewer: Option<Seat>) -> View {
        view::view(state)
    }

    fn describe(
        before: &State,
        _seat: Seat,
        action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Msg {
        view::describe(before, *action, after)
    }

    /// The crown's move as an arrow and the stone it leaves (placed, or flipped by a
    /// hero, §5) as an arrival; drawing a card changes nothing on the board.
    fn marks(
        before: &State,
        _seat: Seat,
        _action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Vec<Mark> {
        if before.crown == after.crown {
            return Vec::new();
        }
        vec![
            Mark::travel(MarkKind::Move, before.crown, after.crown),
            Mark::at(MarkKind::Arrived, after.crown),
        ]
    }

    /// The confirm page's words: where the crown goes (§5 A, C), or the draw (§5 B).
    fn explain(state: &State, _seat: Seat, action: &Action) -> Option<Msg> {
        let from = state.crown;
        let to = |card: Card| card.target(from).ok();
        Some(match *action {
            Action::Play(card) => msg!(
                "rosenkonig-explain-play",
                card = card.name(),
                from = from.to_string(),
                to = to(card)?.to_string()
            ),
            Action::Hero(card) => msg!(
                "rosenkonig-explain-hero",
                card = card.name(),
                from = from.to_string(),
                to = to(card)?.to_string()
            ),
            Action::Draw => msg!("rosenkonig-explain-draw"),
        })
    }

    fn outcome(state: &State) -> Option<Outcome> {
        score::outcome(state)
    }

    /// The points the stones on the board score now (§9).
    fn standing(state: &State) -> Vec<i64> {
        score::standing(state)
    }
}

/// The public catalog: the board, the directions, the 24 cards, the seats and the counts.
pub fn data() -> Value {
    let squares: Vec<String> = Square::all().map(|s| s.to_string()).collect();
    let directions: Vec<Value> = Direction::ALL
        .iter()
        .map(|d| json!({"name": d.name(), "vector": [d.vector().0, d.vector().1]}))
        .collect();
    let cards: Vec<Value> = Card::ALL
        .iter()
        .map(|c| json!({"name": c.to_string(), "direction": c.dir().name(), "distance": c.dist()}))
        .collect();
    json!({
        "board": {"files": SIZE, "ranks": SIZE, "squares": squares, "centre": Square::CENTRE.to_string(), "crown_edge": "north"},
        "directions": directions,
        "cards": cards,
        "seats": RoseKing::SEATS,
        "first": "red",
        "stones": STONES,
        "heroes": HEROES,
        "hand_limit": HAND_LIMIT,
    })
}
