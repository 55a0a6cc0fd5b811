//! The board of The Rose King: the two sides, the 81 squares `a1`–`i9` (§3) and the
//! stones on them (§2).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize, Serializer};

use crate::engine::Seat;
use crate::i18n::Msg;

/// Reads a type back from its notation with `FromStr`, so the stored state reads like the
/// rules: `"e5"`, `"NE2"`, `"play NE2"`. Each such type serializes as its notation too.
macro_rules! deserialize_notation {
    ($($t:ty),*) => {$(
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <String as serde::Deserialize>::deserialize(deserializer)?;
                text.parse().map_err(<D::Error as serde::de::Error>::custom)
            }
        }
    )*};
}
pub(crate) use deserialize_notation;

/// One of the two houses (§3). Red (Lancaster) sits at the south edge (rank 1) and moves
/// first; White (York) sits at the crown edge (rank 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Lancaster, seat 0, at rank 1.
    Red,
    /// York, seat 1, at the crown edge (rank 9).
    White,
}

impl Side {
    /// Both sides, in seat order.
    pub const BOTH: [Side; 2] = [Side::Red, Side::White];

    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::White,
            Side::White => Side::Red,
        }
    }

    /// The side's seat: red is seat 0, white seat 1 (§14).
    pub fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The side sitting in `seat`, if the seat exists.
    pub fn of_seat(seat: Seat) -> Option<Side> {
        match seat.0 {
            0 => Some(Side::Red),
            1 => Some(Side::White),
            _ => None,
        }
    }

    /// The side's name in a reader's words (its seat's message, `rosenkonig-seat-red`).
    pub fn msg(self) -> Msg {
        Msg::keyed("rosenkonig-seat", self.name())
    }

    /// The side's lower-case name, which is also its seat name: `red`, `white`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::White => "white",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Data kept once per side, serialized as `{"red": …, "white": …}` (STYLE §2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BySide<T> {
    /// Red's part.
    pub red: T,
    /// White's part.
    pub white: T,
}

impl<T> BySide<T> {
    /// The part of `side`.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Red => &self.red,
            Side::White => &self.white,
        }
    }

    /// The part of `side`, to change.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Red => &mut self.red,
            Side::White => &mut self.white,
        }
    }

    /// Applies `f` to both parts.
    pub fn map<U>(&self, mut f: impl FnMut(&T) -> U) -> BySide<U> {
        BySide {
            red: f(&self.red),
            white: f(&self.white),
        }
    }
}

/// The board is 9 files by 9 ranks (§2).
pub const SIZE: u8 = 9;

/// A square of the board (§3): files `a`–`i` run west to east as Red sees them, ranks
/// `1`–`9` from Red's edge (south) to the crown edge (north). The centre is `e5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The number of squares.
    pub const COUNT: usize = 81;
    /// The centre square `e5`, where the crown starts (§4).
    pub const CENTRE: Square = Square(4 * SIZE + 4);

    /// The square on `file` and `rank`, both counted from 0 (`a1` is `(0, 0)`).
    pub fn new(file: i8, rank: i8) -> Option<Square> {
        // A negative coordinate turns into a large u8, so one comparison checks both edges.
        if (file as u8) < SIZE && (rank as u8) < SIZE {
            Some(Square(rank as u8 * SIZE + file as u8))
        } else {
            None
        }
    }

    /// The square's name, `a1` to `i9`.
    pub fn name(self) -> &'static str {
        let at = self.index() * 2;
        &SQUARE_NAMES[at..at + 2]
    }

    /// The square with this index (`rank * 9 + file`), if it is on the board.
    pub fn from_index(index: usize) -> Option<Square> {
        (index < Self::COUNT).then_some(Square(index as u8))
    }

    /// The index into the 81 squares: `rank * 9 + file`, rank-major from `a1`.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 for `a` to 8 for `i`.
    pub fn file(self) -> i8 {
        (self.0 % SIZE) as i8
    }

    /// The rank, 0 for rank 1 to 8 for rank 9.
    pub fn rank(self) -> i8 {
        (self.0 / SIZE) as i8
    }

    /// Every square, `a1`, `b1`, … `i9`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }

    /// The squares sharing an edge with this one (§9: only edges connect a territory).
    pub fn orthogonal_neighbours(self) -> impl Iterator<Item = Square> {
        [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .into_iter()
            .filter_map(move |(df, dr)| Square::new(self.file() + df, self.rank() + dr))
    }
}

/// The 81 square names, two characters each, in index order.
const SQUARE_NAMES: &str = "a1b1c1d1e1f1g1h1i1a2b2c2d2e2f2g2h2i2a3b3c3d3e3f3g3h3i3a4b4c4d4e4f4g4h4i4a5b5c5d5e5f5g5h5i5a6b6c6d6e6f6g6h6i6a7b7c7d7e7f7g7h7i7a8b8c8d8e8f8g8h8i8a9b9c9d9e9f9g9h9i9";

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// A board position by file and rank counted from 0, possibly off the board. It is written
/// in the board's notation also past the east and north edges (`j5`), which is how an
/// off-board target is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coordinates {
    file: i8,
    rank: i8,
}

impl Coordinates {
    /// The position on `file` and `rank`, counted from 0 at `a1`.
    pub fn new(file: i8, rank: i8) -> Coordinates {
        Coordinates { file, rank }
    }

    /// Whether the position has a name in the notation: a file letter from `a` and a rank
    /// number from 1.
    pub fn has_name(self) -> bool {
        (0..26).contains(&self.file) && self.rank >= 0
    }
}

impl fmt::Display for Coordinates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.has_name() {
            write!(f, "{}{}", (b'a' + self.file as u8) as char, self.rank + 1)
        } else {
            write!(f, "({}, {})", self.file, self.rank)
        }
    }
}

/// A square name that is not `a1`–`i9`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a square; squares are a1 to i9")]
pub struct ParseSquareError(String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || ParseSquareError(text.to_string());
        let &[file @ b'a'..=b'i', rank @ b'1'..=b'9'] = text.as_bytes() else {
            return Err(error());
        };
        Square::new((file - b'a') as i8, (rank - b'1') as i8).ok_or_else(error)
    }
}

deserialize_notation!(Square);

/// The stones on the 81 squares, each showing a side's rose or absent (§2: every stone
/// is double-sided, so a flip just changes the side). Written as nine ranks from rank 9
/// (the crown edge) down to rank 1, separated by `/`, with `R`, `W` and `.` for empty;
/// a digit may stand for that many empty squares: `R7W/…`.
#[derive(Clone, PartialEq, Eq)]
pub struct Board([Option<Side>; Square::COUNT]);

impl Board {
    /// A board with no stones.
    pub fn empty() -> Board {
        Board([None; Square::COUNT])
    }

    /// The stone on `square`, if any.
    pub fn get(&self, square: Square) -> Option<Side> {
        self.0[square.index()]
    }

    /// Puts a stone of `side` on `square`, or clears it with `None`.
    pub fn set(&mut self, square: Square, stone: Option<Side>) {
        self.0[square.index()] = stone;
    }

    /// How many stones show `side`.
    pub fn count(&self, side: Side) -> usize {
        let mut n = 0;
        for stone in &self.0 {
            n += usize::from(*stone == Some(side));
        }
        n
    }

    /// How many stones are on the board.
    pub fn stones(&self) -> usize {
        let mut n = 0;
        for stone in &self.0 {
            n += usize::from(stone.is_some());
        }
        n
    }

    /// The occupied squares with their stones, in square order from `a1`.
    pub fn occupied(&self) -> impl Iterator<Item = (Square, Side)> + '_ {
        Square::all().filter_map(|sq| self.get(sq).map(|side| (sq, side)))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Nine ranks of nine and eight separators, written in one go.
        let mut text = [b'/'; 89];
        for (i, stone) in self.0.iter().enumerate() {
            let (rank, file) = (i / 9, i % 9);
            text[(8 - rank) * 10 + file] = match stone {
                Some(Side::Red) => b'R',
                Some(Side::White) => b'W',
                None => b'.',
            };
        }
        f.write_str(std::str::from_utf8(&text).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

/// A board text that is not nine ranks of nine squares.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad board \"{text}\": {why}; write nine ranks from rank 9 down, split by '/', with R, W, '.' or a digit for empty squares"
)]
pub struct ParseBoardError {
    text: String,
    why: String,
}

impl FromStr for Board {
    type Err = ParseBoardError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = |why: String| ParseBoardError {
            text: text.to_string(),
            why,
        };
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != SIZE as usize {
            return Err(error(format!("it has {} ranks", ranks.len())));
        }
        let mut board = Board::empty();
        for (row, line) in ranks.iter().enumerate() {
            let rank = SIZE as i8 - 1 - row as i8;
            let mut file = 0i8;
            for c in line.chars() {
                let (stone, run) = match c {
                    'R' => (Some(Side::Red), 1),
                    'W' => (Some(Side::White), 1),
                    '.' => (None, 1),
                    '1'..='9' => (None, (c as u8 - b'0') as i8),
                    _ => return Err(error(format!("'{c}' is not a stone"))),
                };
                for _ in 0..run {
                    let square = Square::new(file, rank).ok_or_else(|| {
                        error(format!("rank {} is longer than 9 squares", rank + 1))
                    })?;
                    board.set(square, stone);
                    file += 1;
                }
            }
            if file != SIZE as i8 {
                return Err(error(format!("rank {} has {file} squares", rank + 1)));
            }
        }
        Ok(board)
    }
}

deserialize_notation!(Board);

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_a1_to_i9_rank_major() {
        // §3
        let names: Vec<String> = Square::all().map(|s| s.to_string()).collect();
        assert_eq!(names.len(), 81);
        assert_eq!(names[0], "a1");
        assert_eq!(names[8], "i1");
        assert_eq!(names[9], "a2");
        assert_eq!(names[80], "i9");
        assert_eq!(Square::CENTRE.to_string(), "e5");
        for (i, name) in names.iter().enumerate() {
            let square: Square = name.parse().unwrap();
            assert_eq!(square.index(), i);
        }
    }

    #[test]
    fn bad_square_names_are_refused() {
        for junk in ["", "e", "j5", "e0", "e10", "E5", "5e", " e5"] {
            assert!(junk.parse::<Square>().is_err(), "{junk:?}");
        }
    }

    #[test]
    fn a_board_reads_and_writes_nine_ranks_from_the_crown_edge() {
        let text = "R7W/R1WW5/9/9/9/9/9/9/8R";
        let board: Board = text.parse().unwrap();
        assert_eq!(board.get("a9".parse().unwrap()), Some(Side::Red));
        assert_eq!(board.get("i9".parse().unwrap()), Some(Side::White));
        assert_eq!(board.get("d8".parse().unwrap()), Some(Side::White));
        assert_eq!(board.get("i1".parse().unwrap()), Some(Side::Red));
        assert_eq!(board.stones(), 6);
        let written = board.to_string();
        assert_eq!(written.len(), 89);
        assert_eq!(written.parse::<Board>().unwrap(), board);
        for junk in [
            "",
            "9/9/9/9/9/9/9/9",
            "9/9/9/9/9/9/9/9/8",
            "9/9/9/9/9/9/9/9/91",
            "9/9/9/9/9/9/9/9/8x",
        ] {
            assert!(junk.parse::<Board>().is_err(), "{junk:?}");
        }
    }
}
