//! The notation (§19.3): every decision of The Three Fords as one string, parsed into an
//! [`Action`] and written back the same. Parsing checks only the form (known words, existing
//! hexes, ids of the right kind: a commander is `N3`, `N4`, `W3` or `W4`); whether an action
//! is legal now is the rules' question.

use std::fmt;

use super::board::Hex;
use super::data::{CardId, Face, UnitId};

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// `pass`: no order token or card for the rest of the round (§10.1).
    Pass,
    /// `token green N1`: one order token (green, blue, red or valor) orders the unit (§10.2).
    Token(Face, UnitId),
    /// `pair green N4`: two identical tokens (green, blue, red or morale) order any rank.
    Pair(Face, UnitId),
    /// `morale up`: a morale token, morale +1.
    MoraleUp,
    /// `morale rally N2`: a morale token, morale −1, the unit becomes active.
    MoraleRally(UnitId),
    /// `card march N3`: play the card naming the commander who rides with the unit (§10.3).
    Card(CardId, UnitId),
    /// `improvise charge N3`: play the card as one command for any unit type.
    Improvise(CardId, UnitId),
    /// `order N5`: one command of the card to the unit.
    Order(UnitId),
    /// `move N5 E4`: the unit moves to the hex (§10.5).
    Move(UnitId, Hex),
    /// `attack N5 W2`: the unit attacks (melee if adjacent, else ranged) (§10.6, §10.7).
    Attack(UnitId, UnitId),
    /// `reroll blue`: the flank reroll of every die showing the face (§10.10).
    Reroll(Face),
    /// `keep`: keep the roll.
    Keep,
    /// `retreat W2 D8`: the retreating unit's owner picks the hex (§10.9).
    Retreat(UnitId, Hex),
    /// `advance N1 E6`: move into the emptied hex (§10.11).
    Advance(UnitId, Hex),
    /// `stay`: do not advance.
    Stay,
    /// `done`: end the selection, movement or attack step (§15).
    Done,
    /// `discard token green`: one order token over the carry-over (§11).
    DiscardToken(Face),
    /// `discard card march`: one card over the carry-over.
    DiscardCard(CardId),
}

/// The word of a face in notation.
pub fn face_word(face: Face) -> &'static str {
    match face {
        Face::Green => "green",
        Face::Blue => "blue",
        Face::Red => "red",
        Face::Morale => "morale",
        Face::Valor => "valor",
    }
}

fn face(word: &str) -> Option<Face> {
    [
        Face::Green,
        Face::Blue,
        Face::Red,
        Face::Morale,
        Face::Valor,
    ]
    .into_iter()
    .find(|f| face_word(*f) == word)
}

fn unit(id: &str) -> Option<UnitId> {
    UnitId::parse(id)
}

/// A unit id that names a commander (the unit he rides with, §4.4).
fn commander(id: &str) -> Option<UnitId> {
    unit(id).filter(|u| u.commander().is_some())
}

fn hex(text: &str) -> Option<Hex> {
    text.parse().ok()
}

impl Action {
    /// The action `text` writes, if it is one in the notation's exact form (single spaces,
    /// lower-case words, ids as written).
    pub fn parse(text: &str) -> Option<Action> {
        let words: Vec<&str> = text.split(' ').collect();
        let action = match words.as_slice() {
            ["pass"] => Action::Pass,
            ["keep"] => Action::Keep,
            ["stay"] => Action::Stay,
            ["done"] => Action::Done,
            ["morale", "up"] => Action::MoraleUp,
            ["morale", "rally", u] => Action::MoraleRally(unit(u)?),
            ["token", f, u] => {
                let f = face(f).filter(|f| *f != Face::Morale)?;
                Action::Token(f, unit(u)?)
            }
            ["pair", f, u] => {
                let f = face(f).filter(|f| *f != Face::Valor)?;
                Action::Pair(f, unit(u)?)
            }
            ["card", c, u] => Action::Card(CardId::parse(c)?, commander(u)?),
            ["improvise", c, u] => Action::Improvise(CardId::parse(c)?, commander(u)?),
            ["order", u] => Action::Order(unit(u)?),
            ["move", u, h] => Action::Move(unit(u)?, hex(h)?),
            ["attack", u, t] => Action::Attack(unit(u)?, unit(t)?),
            ["reroll", f] => Action::Reroll(face(f)?),
            ["retreat", u, h] => Action::Retreat(unit(u)?, hex(h)?),
            ["advance", u, h] => Action::Advance(unit(u)?, hex(h)?),
            ["discard", "token", f] => Action::DiscardToken(face(f)?),
            ["discard", "card", c] => Action::DiscardCard(CardId::parse(c)?),
            _ => return None,
        };
        Some(action)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Pass => f.write_str("pass"),
            Action::Keep => f.write_str("keep"),
            Action::Stay => f.write_str("stay"),
            Action::Done => f.write_str("done"),
            Action::MoraleUp => f.write_str("morale up"),
            Action::MoraleRally(u) => write!(f, "morale rally {u}"),
            Action::Token(k, u) => write!(f, "token {} {u}", face_word(k)),
            Action::Pair(k, u) => write!(f, "pair {} {u}", face_word(k)),
            Action::Card(c, u) => write!(f, "card {c} {u}"),
            Action::Improvise(c, u) => write!(f, "improvise {c} {u}"),
            Action::Order(u) => write!(f, "order {u}"),
            Action::Move(u, h) => write!(f, "move {u} {h}"),
            Action::Attack(u, t) => write!(f, "attack {u} {t}"),
            Action::Reroll(k) => write!(f, "reroll {}", face_word(k)),
            Action::Retreat(u, h) => write!(f, "retreat {u} {h}"),
            Action::Advance(u, h) => write!(f, "advance {u} {h}"),
            Action::DiscardToken(k) => write!(f, "discard token {}", face_word(k)),
            Action::DiscardCard(c) => write!(f, "discard card {c}"),
        }
    }
}

/// A string that is no action of the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not an action of The Three Fords: write it as the notation page shows, e.g. `token green N1`, `move N1 E6` or `pass`",
            self.0
        )
    }
}

impl std::error::Error for ParseActionError {}

impl std::str::FromStr for Action {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        Action::parse(text).ok_or_else(|| ParseActionError(text.to_string()))
    }
}
