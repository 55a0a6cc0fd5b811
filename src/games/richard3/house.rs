//! The two houses and per-house data (3.0, §13 seats).

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the two houses (rule 3.0). Lancaster is seat 0, York seat 1 (§13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum House {
    /// The red rose, seat `lancaster`.
    Lancaster,
    /// The white rose, seat `york`.
    York,
}

impl House {
    /// Both houses in seat order.
    pub const BOTH: [House; 2] = [House::Lancaster, House::York];

    /// The other house.
    pub fn other(self) -> House {
        match self {
            House::Lancaster => House::York,
            House::York => House::Lancaster,
        }
    }

    /// The house's seat index (Lancaster 0, York 1).
    pub fn seat_index(self) -> u8 {
        match self {
            House::Lancaster => 0,
            House::York => 1,
        }
    }

    /// The house sitting in seat `index`.
    pub fn of_seat_index(index: u8) -> Option<House> {
        match index {
            0 => Some(House::Lancaster),
            1 => Some(House::York),
            _ => None,
        }
    }

    /// The lower-case name (also the seat name).
    pub fn name(self) -> &'static str {
        match self {
            House::Lancaster => "lancaster",
            House::York => "york",
        }
    }

    /// The house's name in a reader's words (its seat's message, `richard3-seat-york`).
    pub fn msg(self) -> crate::i18n::Msg {
        crate::i18n::Msg::keyed("richard3-seat", self.name())
    }

    /// The house as a sentence names it, in a reader's words (`richard3-house-york`).
    pub fn title_msg(self) -> crate::i18n::Msg {
        crate::i18n::Msg::keyed("richard3-house", self.name())
    }

    /// The house as words name it: `Lancaster`, `York`.
    pub fn title(self) -> &'static str {
        match self {
            House::Lancaster => "Lancaster",
            House::York => "York",
        }
    }

    pub(super) fn parse_data(text: &str) -> House {
        match text {
            "Lancaster" => House::Lancaster,
            "York" => House::York,
            other => panic!("unknown house {other:?} in the data files"),
        }
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Per-house data (STYLE §2): one part for Lancaster, one for York.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySide<T> {
    /// Lancaster's part.
    pub lancaster: T,
    /// York's part.
    pub york: T,
}

impl<T> BySide<T> {
    /// Both parts from one value each.
    pub const fn new(lancaster: T, york: T) -> Self {
        BySide { lancaster, york }
    }

    /// The part of `house`.
    pub fn get(&self, house: House) -> &T {
        match house {
            House::Lancaster => &self.lancaster,
            House::York => &self.york,
        }
    }

    /// The part of `house`, to change.
    pub fn get_mut(&mut self, house: House) -> &mut T {
        match house {
            House::Lancaster => &mut self.lancaster,
            House::York => &mut self.york,
        }
    }

    /// Both parts mapped.
    pub fn map<U>(&self, mut f: impl FnMut(&T) -> U) -> BySide<U> {
        BySide {
            lancaster: f(&self.lancaster),
            york: f(&self.york),
        }
    }

    /// The parts exchanged.
    pub fn swap(self) -> Self {
        BySide {
            lancaster: self.york,
            york: self.lancaster,
        }
    }
}

impl<T: Copy> BySide<T> {
    /// Both parts the same.
    pub const fn both(value: T) -> Self {
        BySide {
            lancaster: value,
            york: value,
        }
    }
}
