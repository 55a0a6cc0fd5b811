//! The board (§2): a 7×7 grid with its four corners cut, 45 hills named `A2`…`G6`
//! (columns A–G, rows 1–7, row 1 at red's edge). Hills are numbered by their grid cell
//! (`row * 7 + column`), so a set of hills is a 49-bit mask.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the 45 hills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Hill(u8);

/// The four cut corners A1, G1, A7, G7 (§2).
const CORNERS: u64 = 1 | 1 << 6 | 1 << 42 | 1 << 48;
/// Every hill.
pub const ALL: Hills = Hills(((1u64 << 49) - 1) & !CORNERS);

impl Hill {
    /// The hill at `column` (0 = A) and `row` (0 = row 1), if it exists.
    pub fn at(column: i8, row: i8) -> Option<Hill> {
        if !(0..7).contains(&column) || !(0..7).contains(&row) {
            return None;
        }
        let hill = Hill((row * 7 + column) as u8);
        ALL.contains(hill).then_some(hill)
    }

    /// The column, 0 = A.
    pub fn column(self) -> i8 {
        (self.0 % 7) as i8
    }

    /// The row, 0 = row 1.
    pub fn row(self) -> i8 {
        (self.0 / 7) as i8
    }

    fn bit(self) -> u64 {
        1 << self.0
    }

    /// The existing orthogonal neighbours (§2: adjacency is orthogonal only).
    pub fn neighbours(self) -> Hills {
        let mut set = Hills::EMPTY;
        for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            if let Some(h) = Hill::at(self.column() + dc, self.row() + dr) {
                set.insert(h);
            }
        }
        set
    }

    /// The existing hills a knight's move away (§2).
    pub fn knight_moves(self) -> Hills {
        let mut set = Hills::EMPTY;
        for (dc, dr) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            if let Some(h) = Hill::at(self.column() + dc, self.row() + dr) {
                set.insert(h);
            }
        }
        set
    }
}

impl fmt::Display for Hill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'A' + self.column() as u8) as char,
            self.row() + 1
        )
    }
}

impl From<Hill> for String {
    fn from(hill: Hill) -> String {
        hill.to_string()
    }
}

/// A name that is not one of the 45 hills.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a hill: hills are A2…G6, columns A–G and rows 1–7 without the corners A1, G1, A7, G7"
)]
pub struct ParseHillError(pub String);

impl FromStr for Hill {
    type Err = ParseHillError;
    fn from_str(text: &str) -> Result<Hill, ParseHillError> {
        let bad = || ParseHillError(text.to_string());
        let mut chars = text.chars();
        let column = chars.next().ok_or_else(bad)?;
        let row: i8 = chars.as_str().parse().map_err(|_| bad())?;
        if !column.is_ascii_uppercase() || chars.as_str().len() != 1 {
            return Err(bad());
        }
        Hill::at(column as i8 - b'A' as i8, row - 1).ok_or_else(bad)
    }
}

impl TryFrom<String> for Hill {
    type Error = ParseHillError;
    fn try_from(text: String) -> Result<Hill, ParseHillError> {
        text.parse()
    }
}

/// A set of hills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hills(pub u64);

impl Hills {
    /// No hill.
    pub const EMPTY: Hills = Hills(0);

    /// Whether `hill` is in the set.
    pub fn contains(self, hill: Hill) -> bool {
        self.0 & hill.bit() != 0
    }

    /// Adds a hill.
    pub fn insert(&mut self, hill: Hill) {
        self.0 |= hill.bit();
    }

    /// Removes a hill.
    pub fn remove(&mut self, hill: Hill) {
        self.0 &= !hill.bit();
    }

    /// How many hills.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the sets share a hill.
    pub fn meets(self, other: Hills) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every hill of the set is in `other`.
    pub fn within(self, other: Hills) -> bool {
        self.0 & !other.0 == 0
    }

    /// The hills of both.
    pub fn union(self, other: Hills) -> Hills {
        Hills(self.0 | other.0)
    }

    /// The hills, in grid order (A1 side first).
    pub fn iter(self) -> impl Iterator<Item = Hill> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                Hill(i as u8)
            })
        })
    }

    /// The orthogonal neighbours of the set's hills (outside it or not).
    pub fn neighbours(self) -> Hills {
        self.iter()
            .fold(Hills::EMPTY, |acc, h| acc.union(h.neighbours()))
    }
}

/// The number of orthogonally connected groups of `forts` (§4: kingdoms).
pub fn kingdoms(forts: Hills) -> usize {
    let mut left = forts;
    let mut count = 0;
    while let Some(start) = left.iter().next() {
        count += 1;
        let mut group = Hills::EMPTY;
        group.insert(start);
        loop {
            let grown = Hills(group.union(group.neighbours()).0 & forts.0);
            if grown == group {
                break;
            }
            group = grown;
        }
        left = Hills(left.0 & !group.0);
    }
    count
}
