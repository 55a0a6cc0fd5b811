//! The notation (§16): `place C3`, `move D3 E5`, `back D3 E5`, `take D3 E5`, `pass`.

use std::fmt;
use std::str::FromStr;

use super::board::Hill;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// §5.1: build a fort on a hill and stand a king on it.
    Place(Hill),
    /// §5.2, §5.3: a king knight-moves to a vacant hill and builds there.
    Move(Hill, Hill),
    /// §5.3: a backtrack onto an own fort (no build).
    Back(Hill, Hill),
    /// §5.3: a fort capture onto a besieged enemy single fort.
    Take(Hill, Hill),
    /// §8.
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(h) => write!(f, "place {h}"),
            Action::Move(a, b) => write!(f, "move {a} {b}"),
            Action::Back(a, b) => write!(f, "back {a} {b}"),
            Action::Take(a, b) => write!(f, "take {a} {b}"),
            Action::Pass => write!(f, "pass"),
        }
    }
}

/// Text that is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not an action: write place C3, move D3 E5, back D3 E5, take D3 E5 or pass")]
pub struct ParseActionError(pub String);

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let bad = || ParseActionError(text.to_string());
        let words: Vec<&str> = text.split(' ').collect();
        let hill = |w: &str| w.parse::<Hill>().map_err(|_| bad());
        match words.as_slice() {
            ["pass"] => Ok(Action::Pass),
            ["place", h] => Ok(Action::Place(hill(h)?)),
            ["move", a, b] => Ok(Action::Move(hill(a)?, hill(b)?)),
            ["back", a, b] => Ok(Action::Back(hill(a)?, hill(b)?)),
            ["take", a, b] => Ok(Action::Take(hill(a)?, hill(b)?)),
            _ => Err(bad()),
        }
    }
}
