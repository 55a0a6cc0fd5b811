//! The three actions of a turn (§5) and their notation (§14): `play NE2`, `hero NE2`
//! and `draw`. A forced skip is not an action: the engine passes the turn by itself.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use super::board::deserialize_notation;
use super::card::Card;

/// One turn's action (§5). Whether a hero is used is fixed by the target (§6): `Play` goes
/// onto an empty square, `Hero` onto an opponent's stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// §5 A: play a power card onto an empty square, placing a stone from the supply.
    Play(Card),
    /// §5 C: spend a hero with a power card to flip the opponent's stone on the target.
    Hero(Card),
    /// §5 B: take the top card of the draw pile into the hand, face up.
    Draw,
}

impl Action {
    /// Every action that can be written: `play` and `hero` with each of the 24 cards, and
    /// `draw` (49 in all). Only some are legal at any time.
    pub fn all() -> impl Iterator<Item = Action> {
        Card::ALL
            .into_iter()
            .map(Action::Play)
            .chain(Card::ALL.into_iter().map(Action::Hero))
            .chain([Action::Draw])
    }

    /// The power card the action plays, if any.
    pub fn card(self) -> Option<Card> {
        match self {
            Action::Play(card) | Action::Hero(card) => Some(card),
            Action::Draw => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(card) => write!(f, "play {card}"),
            Action::Hero(card) => write!(f, "hero {card}"),
            Action::Draw => f.write_str("draw"),
        }
    }
}

/// Text that is not an action of The Rose King.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a Rose King action; write \"play NE2\", \"hero NE2\" or \"draw\"")]
pub struct ParseActionError(String);

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads exactly the notation of §14, case-sensitive, single-spaced.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseActionError(text.to_string());
        if text == "draw" {
            return Ok(Action::Draw);
        }
        let (verb, card) = text.split_once(' ').ok_or_else(error)?;
        let card: Card = card.parse().map_err(|_| error())?;
        match verb {
            "play" => Ok(Action::Play(card)),
            "hero" => Ok(Action::Hero(card)),
            _ => Err(error()),
        }
    }
}

deserialize_notation!(Action);

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_through_its_notation() {
        // §14
        let all: Vec<Action> = Action::all().collect();
        assert_eq!(all.len(), 49);
        for action in all {
            let text = action.to_string();
            assert_eq!(text.parse::<Action>(), Ok(action), "{text}");
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(json, format!("\"{text}\""));
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
        }
        assert_eq!(Action::Play(Card::ALL[4]).to_string(), "play NE2");
        assert_eq!(Action::Hero(Card::ALL[4]).to_string(), "hero NE2");
        assert_eq!(Action::Draw.to_string(), "draw");
    }

    #[test]
    fn junk_notation_is_refused() {
        // §14: exactly these strings, case-sensitive
        for junk in [
            "",
            "Play NE2",
            "play NE4",
            "hero",
            "play",
            "Draw",
            "draw ",
            " draw",
            "play  NE2",
            "play ne2",
            "play NE2 ",
            "pass",
            "skip",
            "hero NE0",
            "flip NE2",
            "play\tNE2",
        ] {
            assert!(junk.parse::<Action>().is_err(), "{junk:?}");
        }
    }
}
