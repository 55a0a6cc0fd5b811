//! The power cards of The Rose King (§2): the eight directions, fixed to the board (§3),
//! and the 24 cards, each direction with each distance 1–3 once.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use super::board::{Coordinates, Square, deserialize_notation};
use crate::i18n::Msg;

/// One of the eight compass directions printed on the power cards (§2). Directions are
/// fixed to the board: north is always toward the crown edge (§3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Toward the crown edge: (0, +1).
    N,
    /// (+1, +1).
    NE,
    /// (+1, 0).
    E,
    /// (+1, −1).
    SE,
    /// Toward Red's edge: (0, −1).
    S,
    /// (−1, −1).
    SW,
    /// (−1, 0).
    W,
    /// (−1, +1).
    NW,
}

impl Direction {
    /// The eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The step of one square in this direction as (file, rank) (§2).
    pub const fn vector(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The name printed in the notation: `N`, `NE`, … `NW`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::N => "N",
            Direction::NE => "NE",
            Direction::E => "E",
            Direction::SE => "SE",
            Direction::S => "S",
            Direction::SW => "SW",
            Direction::W => "W",
            Direction::NW => "NW",
        }
    }

    /// The direction in a reader's words (`rosenkonig-direction-ne`: "north-east").
    pub fn msg(self) -> Msg {
        Msg::keyed("rosenkonig-direction", &self.name().to_lowercase())
    }

    /// The direction in words, e.g. `north-east`.
    pub const fn words(self) -> &'static str {
        match self {
            Direction::N => "north",
            Direction::NE => "north-east",
            Direction::E => "east",
            Direction::SE => "south-east",
            Direction::S => "south",
            Direction::SW => "south-west",
            Direction::W => "west",
            Direction::NW => "north-west",
        }
    }
}

/// A power card (§2): a direction and a distance of 1, 2 or 3 squares. Written `NE2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    dir: Direction,
    dist: u8,
}

impl Card {
    /// The 24 power cards, each direction with each distance once, in the order
    /// `N1 N2 N3 NE1 … NW3`.
    pub const ALL: [Card; 24] = {
        let mut cards = [Card {
            dir: Direction::N,
            dist: 1,
        }; 24];
        let mut i = 0;
        while i < 24 {
            cards[i] = Card {
                dir: Direction::ALL[i / 3],
                dist: (i % 3) as u8 + 1,
            };
            i += 1;
        }
        cards
    };

    /// The card with this direction and distance; `None` unless the distance is 1–3.
    pub fn new(dir: Direction, dist: u8) -> Option<Card> {
        (1..=3).contains(&dist).then_some(Card { dir, dist })
    }

    /// The card's position in [`Card::ALL`].
    pub fn index(self) -> usize {
        self.dir as usize * 3 + self.dist as usize - 1
    }

    /// The card's name, e.g. `NE2`.
    pub fn name(self) -> &'static str {
        CARD_NAMES[self.index()]
    }

    /// The direction the crown moves.
    pub fn dir(self) -> Direction {
        self.dir
    }

    /// How many squares the crown moves, exactly (§5: no shortening).
    pub fn dist(self) -> u8 {
        self.dist
    }

    /// Where this card moves the crown from `from` (§5 A: exactly `dist` squares, jumping
    /// over anything): the square, or the off-board position.
    pub fn target(self, from: Square) -> Result<Square, Coordinates> {
        let (df, dr) = self.dir.vector();
        let k = self.dist as i8;
        let (file, rank) = (from.file() + k * df, from.rank() + k * dr);
        Square::new(file, rank).ok_or(Coordinates::new(file, rank))
    }
}

/// The 24 card names, in the order of [`Card::ALL`].
const CARD_NAMES: [&str; 24] = [
    "N1", "N2", "N3", "NE1", "NE2", "NE3", "E1", "E2", "E3", "SE1", "SE2", "SE3", "S1", "S2", "S3",
    "SW1", "SW2", "SW3", "W1", "W2", "W3", "NW1", "NW2", "NW3",
];

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// A card name that is not one of the 24 (`N1` … `NW3`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a power card; cards are a direction N, NE, E, SE, S, SW, W or NW and a distance 1, 2 or 3, e.g. NE2"
)]
pub struct ParseCardError(String);

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseCardError(text.to_string());
        CARD_NAMES
            .iter()
            .position(|n| *n == text)
            .map(|i| Card::ALL[i])
            .ok_or_else(error)
    }
}

deserialize_notation!(Card);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_24_distinct_cards_named_by_direction_and_distance() {
        // §2
        let names: Vec<String> = Card::ALL.iter().map(|c| c.to_string()).collect();
        assert_eq!(names[..4], ["N1", "N2", "N3", "NE1"]);
        assert_eq!(names[23], "NW3");
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 24);
        for card in Card::ALL {
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
        }
        for junk in ["", "N", "N0", "N4", "ne2", "NE 2", "X1", "NNE1", "2"] {
            assert!(junk.parse::<Card>().is_err(), "{junk:?}");
        }
    }

    #[test]
    fn direction_vectors_follow_the_rules_digest() {
        // §2: N(0,+1) NE(+1,+1) E(+1,0) SE(+1,−1) S(0,−1) SW(−1,−1) W(−1,0) NW(−1,+1)
        let vectors: Vec<(i8, i8)> = Direction::ALL.iter().map(|d| d.vector()).collect();
        assert_eq!(
            vectors,
            [
                (0, 1),
                (1, 1),
                (1, 0),
                (1, -1),
                (0, -1),
                (-1, -1),
                (-1, 0),
                (-1, 1)
            ]
        );
    }

    #[test]
    fn a_card_moves_the_crown_exactly_its_distance_and_names_off_board_targets() {
        // §5 A, §11.2
        let h5: Square = "h5".parse().unwrap();
        assert_eq!(
            Card::new(Direction::W, 3).unwrap().target(h5),
            Ok("e5".parse().unwrap())
        );
        assert_eq!(
            Card::new(Direction::E, 2)
                .unwrap()
                .target(h5)
                .unwrap_err()
                .to_string(),
            "j5"
        );
        let b1: Square = "b1".parse().unwrap();
        assert!(
            !Card::new(Direction::SW, 2)
                .unwrap()
                .target(b1)
                .unwrap_err()
                .has_name()
        );
    }
}
