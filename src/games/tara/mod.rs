//! High Kings of Tara (Kells Project, level 1; Tailten Games): two players place kings,
//! manoeuvre them by knight moves building ringforts, then fight for kingdoms, besieging
//! and capturing kings and forts. A Herald game is a match of two games, each player
//! starting one. Rules: `shared/games/tara/RULES.md` (the § and A-n numbers cited here).

mod action;
mod board;
mod drawing;
mod rules;
mod score;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Value, json};

pub use action::{Action, ParseActionError};
pub use board::{ALL, Hill, Hills, ParseHillError, kingdoms};
pub use rules::{Award, BySide, End, Phase, Played, Side, State};

use crate::engine::board::{Mark, MarkKind};
use crate::engine::kind::{KindOf, OptionSpec};
use crate::engine::{Dice, Illegal, Outcome, Rules, Seat, SetupError};
use crate::i18n::{Lang, Msg, Source};
use crate::msg;

/// How many games the match has (§16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Games(pub u8);

impl Default for Games {
    fn default() -> Self {
        Games(2)
    }
}

impl PartialEq<u8> for Games {
    fn eq(&self, other: &u8) -> bool {
        self.0 == *other
    }
}

impl Serialize for Games {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Games {
    /// 1 or 2, as a number or (from a form) as text.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Games, D::Error> {
        let value = Value::deserialize(d)?;
        match value
            .as_u64()
            .or_else(|| value.as_str().and_then(|s| s.parse().ok()))
        {
            Some(n @ (1 | 2)) => Ok(Games(n as u8)),
            _ => Err(serde::de::Error::custom("games must be 1 or 2")),
        }
    }
}

/// when the opponent of the first player in Battle follows him there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BattleEntry {
    /// The High Kings reading: exactly one more Manoeuvres turn, if he has a move.
    #[default]
    Grace,
    /// The Sacred Hill reading: Battle from his next turn.
    Immediate,
}

/// The options of a match (§16).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Games in the match.
    pub games: Games,
    ///
    pub battle_entry: BattleEntry,
}

/// The options and their choices, the default first (§16).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "games",
        choices: &["2", "1"],
    },
    OptionSpec {
        name: "battle_entry",
        choices: &["grace", "immediate"],
    },
];

/// High Kings of Tara's rules.
pub struct Tara;

/// High Kings of Tara in the registry of kinds.
pub static KIND: KindOf<Tara> = KindOf::new(OPTIONS, data).drawn_by(drawing::board);

fn side_of(seat: Seat) -> Option<Side> {
    match seat.0 {
        0 => Some(Side::Red),
        1 => Some(Side::Blue),
        _ => None,
    }
}

fn seat_of(side: Side) -> Seat {
    Seat(side as u8)
}

/// The view (§16): the same for everyone; nothing is hidden in this game.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// The game of the match.
    pub game: u8,
    /// Who started it.
    pub starter: &'static str,
    /// Hill → colour of its fort.
    pub forts: BTreeMap<String, &'static str>,
    /// Hill → colour of the king on it.
    pub kings: BTreeMap<String, &'static str>,
    /// Each side's phase.
    pub phase: BTreeMap<&'static str, &'static str>,
    /// Enemy kings each side has taken this game.
    pub captured: BTreeMap<&'static str, u8>,
    /// Whether each side has passed.
    pub passed: BTreeMap<&'static str, bool>,
    /// Match points from finished games.
    pub points: BTreeMap<&'static str, i64>,
    /// The last move in words.
    pub last: Option<String>,
}

/// The view of a state (§16).
pub fn view(state: &State) -> View {
    let on = |by: &BySide<Hills>| {
        let mut map = BTreeMap::new();
        for side in Side::BOTH {
            for h in by.get(side).iter() {
                map.insert(h.to_string(), side.name());
            }
        }
        map
    };
    let totals = score::totals(&state.played);
    View {
        game: state.game,
        starter: state.starter.name(),
        forts: on(&state.forts),
        kings: on(&state.kings),
        phase: Side::BOTH
            .iter()
            .map(|s| (s.name(), state.phase.get(*s).name()))
            .collect(),
        captured: Side::BOTH
            .iter()
            .map(|s| (s.name(), *state.captured.get(*s)))
            .collect(),
        passed: Side::BOTH
            .iter()
            .map(|s| (s.name(), *state.passed.get(*s)))
            .collect(),
        points: Side::BOTH
            .iter()
            .map(|s| (s.name(), *totals.get(*s)))
            .collect(),
        last: state.last.clone(),
    }
}

/// Why `action` is refused (it is not among the legal actions).
pub fn why_illegal(state: &State, side: Option<Side>, action: &Action) -> Illegal {
    let Some(side) = side else {
        return Illegal::new("16", msg!("tara-no-such-seat"));
    };
    if state.over {
        return Illegal::new("9", msg!("tara-match-over"));
    }
    if state.to_move != side {
        return Illegal::new("5", msg!("tara-not-your-turn", side = state.to_move.name()));
    }
    let phase = *state.phase.get(side);
    let notation = action.to_string();
    let (rule, reason) = match (phase, action) {
        (Phase::Placement, Action::Place(_)) => {
            ("5.1", msg!("tara-place-refused", action = notation.clone()))
        }
        (Phase::Placement, _) => ("5.1", msg!("tara-place-first")),
        (_, Action::Place(_)) => ("5.1", msg!("tara-all-placed")),
        (Phase::Manoeuvres, Action::Move(..)) => (
            "5.2",
            msg!("tara-manoeuvre-refused", action = notation.clone()),
        ),
        (Phase::Manoeuvres, _) => ("5.2", msg!("tara-manoeuvres-only")),
        (Phase::Battle, Action::Move(..)) => (
            "5.3",
            msg!("tara-battle-move-refused", action = notation.clone()),
        ),
        (Phase::Battle, _)
            if rules::legal(state)
                .iter()
                .any(|a| matches!(a, Action::Move(..))) =>
        {
            ("A-3", msg!("tara-must-move"))
        }
        (Phase::Battle, Action::Pass) => ("8", msg!("tara-pass-refused")),
        (Phase::Battle, Action::Back(..)) => {
            ("5.3", msg!("tara-back-refused", action = notation.clone()))
        }
        (Phase::Battle, _) => ("5.3", msg!("tara-take-refused", action = notation.clone())),
    };
    Illegal::new(rule, reason)
}

impl Rules for Tara {
    const KIND: &'static str = "tara";
    const TITLE: &'static str = "High Kings of Tara";
    const WORDS: &'static [Source] = &[
        Source::new(
            Lang::En,
            "src/games/tara/i18n/en.ftl",
            include_str!("i18n/en.ftl"),
        ),
        Source::new(
            Lang::Ru,
            "src/games/tara/i18n/ru.ftl",
            include_str!("i18n/ru.ftl"),
        ),
        Source::new(
            Lang::Ja,
            "src/games/tara/i18n/ja.ftl",
            include_str!("i18n/ja.ftl"),
        ),
    ];
    const DOCS: &'static str = include_str!("../../../docs/tara.md");
    const DOCS_IN: &'static [(Lang, &'static str)] = &[
        (Lang::Ru, include_str!("i18n/rules.ru.md")),
        (Lang::Ja, include_str!("i18n/rules.ja.md")),
    ];
    const SEATS: &'static [&'static str] = &["red", "blue"];
    const VERSION: u32 = 1;

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;
    type Orders = crate::engine::NoOrders;

    fn setup(options: &Options, _dice: &mut Dice) -> Result<State, SetupError> {
        // §5: red starts game 1, blue game 2 (§16); nothing is random.
        Ok(rules::new_game(*options, 1, Side::Red))
    }

    fn to_act(state: &State) -> Vec<Seat> {
        if state.over {
            Vec::new()
        } else {
            vec![seat_of(state.to_move)]
        }
    }

    fn actions(state: &State, seat: Seat) -> Vec<Action> {
        if side_of(seat) == Some(state.to_move) {
            rules::legal(state)
        } else {
            Vec::new()
        }
    }

    fn why_illegal(state: &State, seat: Seat, action: &Action) -> Illegal {
        why_illegal(state, side_of(seat), action)
    }

    fn apply_unchecked(state: &mut State, _seat: Seat, action: &Action, _dice: &mut Dice) {
        rules::apply(state, action);
    }

    fn view(state: &State, _viewer: Option<Seat>) -> View {
        view(state)
    }

    /// The move in notation and the kings it captured (§7), then a game scored (§10), the
    /// match's end (§16) or a skipped turn, if the move caused one.
    fn describe(
        before: &State,
        _seat: Seat,
        action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Msg {
        let mover = before.to_move;
        let captured = rules::step(&mut before.clone(), action);
        let mut told = match action {
            Action::Pass => msg!("tara-passed", side = mover.name()),
            _ => msg!(
                "tara-moved",
                side = mover.name(),
                action = action.to_string()
            ),
        };
        for hill in captured {
            told = msg!(
                "tara-captured",
                move = told,
                enemy = mover.other().name(),
                hill = hill.to_string()
            );
        }
        for (i, game) in after.played.iter().enumerate().skip(before.played.len()) {
            told = msg!("tara-then", move = told, then = score::game_msg(i + 1, game));
        }
        if after.over && !before.over {
            told = msg!("tara-then", move = told, then = match_msg(after));
        } else {
            // the same side to move again while its opponent is still playing.
            let same_game = before.played.len() == after.played.len();
            if same_game && after.to_move == mover && !after.passed.get(mover.other()) {
                told = msg!("tara-skips", move = told, other = mover.other().name());
            }
        }
        told
    }

    /// §5: a king's move or backtrack as an arrow, a fort built or taken as an arrival;
    /// the move that ends a game of the match leaves nothing (the board is set anew).
    fn marks(
        before: &State,
        _seat: Seat,
        action: &Action,
        after: &State,
        _viewer: Option<Seat>,
    ) -> Vec<Mark> {
        if after.played.len() != before.played.len() {
            return Vec::new();
        }
        match *action {
            Action::Place(hill) => vec![Mark::at(MarkKind::Arrived, hill)],
            Action::Move(from, to) | Action::Take(from, to) => vec![
                Mark::travel(MarkKind::Move, from, to),
                Mark::at(MarkKind::Arrived, to),
            ],
            Action::Back(from, to) => vec![Mark::travel(MarkKind::Move, from, to)],
            Action::Pass => Vec::new(),
        }
    }

    /// The confirm page's words for each kind of decision (§5, A-5).
    fn explain(_state: &State, _seat: Seat, action: &Action) -> Option<Msg> {
        let (from, to) = match *action {
            Action::Place(hill) => {
                return Some(msg!("tara-explain-place", hill = hill.to_string()));
            }
            Action::Pass => return Some(msg!("tara-explain-pass")),
            Action::Move(from, to) | Action::Back(from, to) | Action::Take(from, to) => {
                (from.to_string(), to.to_string())
            }
        };
        Some(match action {
            Action::Move(..) => msg!("tara-explain-move", from = from, to = to),
            Action::Back(..) => msg!("tara-explain-back", from = from, to = to),
            _ => msg!("tara-explain-take", from = from, to = to),
        })
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        let totals = score::totals(&state.played);
        let winner = match totals.red.cmp(&totals.blue) {
            std::cmp::Ordering::Greater => Some(seat_of(Side::Red)),
            std::cmp::Ordering::Less => Some(seat_of(Side::Blue)),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome {
            winner,
            scores: vec![totals.red, totals.blue],
            reason: match_msg(state),
        })
    }

    /// The match points of the games finished so far, `[red, blue]`.
    fn standing(state: &State) -> Vec<i64> {
        let totals = score::totals(&state.played);
        vec![totals.red, totals.blue]
    }
}

/// The match in words: "red wins the match 5–3 (game 1: red 4–0 by kingdoms; …)".
pub fn match_msg(state: &State) -> Msg {
    let totals = score::totals(&state.played);
    let games = state
        .played
        .iter()
        .enumerate()
        .map(|(i, g)| score::game_msg(i + 1, g))
        .reduce(|first, then| msg!("tara-games", first = first, then = then))
        .unwrap_or_else(|| msg!("tara-match-over"));
    let (winner, won, lost) = match totals.red.cmp(&totals.blue) {
        std::cmp::Ordering::Greater => (Side::Red, totals.red, totals.blue),
        std::cmp::Ordering::Less => (Side::Blue, totals.blue, totals.red),
        std::cmp::Ordering::Equal => {
            return msg!(
                "tara-match-drawn",
                red = totals.red,
                blue = totals.blue,
                games = games
            );
        }
    };
    msg!(
        "tara-match-won",
        winner = winner.name(),
        won = won,
        lost = lost,
        games = games
    )
}

/// The public catalog: the hills, their neighbours and knight moves.
pub fn data() -> Value {
    let hills: Vec<Value> = ALL
        .iter()
        .map(|h| {
            json!({
                "id": h.to_string(),
                "neighbours": h.neighbours().iter().map(|n| n.to_string()).collect::<Vec<_>>(),
                "knight": h.knight_moves().iter().map(|n| n.to_string()).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({ "hills": hills, "seats": Tara::SEATS, "kings_per_side": 3 })
}
