//! A one-line text for exact positions (STYLE §7), for tests, benches and repairs:
//!
//! ```text
//! red=e6,c3 white=e7 crown=e5 turn=white hands=E3,N1/N3 heroes=4/2 pile=S1,S2 supply=49
//! ```
//!
//! Keys, each optional and at most once, separated by spaces:
//! - `board=` the stones as nine ranks from rank 9 down (see [`Board`]); `red=` and
//!   `white=` add stones on the listed squares;
//! - `crown=` (default `e5`), `turn=red|white` (default `red`);
//! - `hands=` red's cards `/` white's cards, each a comma list (may be empty);
//! - `heroes=` red's `/` white's (default `4/4`);
//! - `pile=` the draw pile, **top card first**; `discard=` the discard pile, oldest first.
//!   Every one of the 24 cards is somewhere: the cards not in a hand or a listed pile go
//!   to the pile left out (the draw pile if both are), in the order `N1 … NW3`;
//! - `supply=` (default 52 minus the stones on the board);
//! - `tiebreak=largest|stones`, `first=red|random` (the options).
//!
//! The position is then read as if a move had just been made: the end and skip checks of
//! §8 run, so a position with an empty supply is over, and a player to move with no legal
//! action is skipped.

use std::str::FromStr;

use super::board::{Board, BySide, Side, Square};
use super::card::Card;
use super::rules::{self, HAND_LIMIT, HEROES, STONES, State};
use super::{First, Options, Tiebreak};

/// A position text that does not describe a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad position: {0}")]
pub struct ParsePositionError(String);

fn list<T: FromStr>(text: &str) -> Result<Vec<T>, ParsePositionError>
where
    T::Err: std::fmt::Display,
{
    text.split(',')
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.parse()
                .map_err(|e: T::Err| ParsePositionError(e.to_string()))
        })
        .collect()
}

fn pair(key: &str, text: &str) -> Result<(String, String), ParsePositionError> {
    text.split_once('/')
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .ok_or_else(|| ParsePositionError(format!("{key}= needs red's part '/' white's part")))
}

fn number(key: &str, text: &str, max: u8) -> Result<u8, ParsePositionError> {
    text.parse::<u8>()
        .ok()
        .filter(|n| *n <= max)
        .ok_or_else(|| {
            ParsePositionError(format!(
                "{key}= must be a number from 0 to {max}, not \"{text}\""
            ))
        })
}

impl State {
    /// The position described by `text` (see the module documentation).
    ///
    /// # Errors
    /// An unknown or repeated key, a bad square, card, side or number, two stones on one
    /// square, a card in two places, a hand over 5 cards, more than 52 stones in all.
    pub fn from_position(text: &str) -> Result<State, ParsePositionError> {
        let error = |why: String| ParsePositionError(why);
        let mut seen: Vec<&str> = Vec::new();
        let mut reading = Reading::new();
        for field in text.split_whitespace() {
            let (key, value) = field
                .split_once('=')
                .ok_or_else(|| error(format!("\"{field}\" is not key=value")))?;
            if seen.contains(&key) {
                return Err(error(format!("{key}= is given twice")));
            }
            seen.push(key);
            reading.field(key, value)?;
        }
        let Reading {
            mut state,
            stones,
            pile,
            discard,
            supply,
        } = reading;
        for side in Side::BOTH {
            if state.hands.get(side).len() > HAND_LIMIT {
                return Err(error(format!(
                    "{side}'s hand holds more than {HAND_LIMIT} cards"
                )));
            }
        }
        let (pile, discard) = cards_placed(&state.hands, pile, discard)?;
        // The text lists the pile from the top; the state keeps the top last.
        state.draw_pile = pile.into_iter().rev().collect();
        state.discard = discard;
        let on_board = stones.stones();
        if on_board > usize::from(STONES) {
            return Err(error(format!(
                "{on_board} stones on the board are more than {STONES}"
            )));
        }
        state.supply = match supply {
            Some(n) if usize::from(n) + on_board > usize::from(STONES) => {
                return Err(error(format!(
                    "{on_board} stones on the board and {n} in the supply make more than {STONES}"
                )));
            }
            Some(n) => n,
            None => STONES - on_board as u8,
        };
        state.stones = stones;
        rules::settle(&mut state);
        Ok(state)
    }
}

/// A position's fields as read so far.
struct Reading {
    state: State,
    stones: Board,
    pile: Option<Vec<Card>>,
    discard: Option<Vec<Card>>,
    supply: Option<u8>,
}

impl Reading {
    fn new() -> Reading {
        Reading {
            state: State {
                options: Options::default(),
                stones: Board::empty(),
                crown: Square::CENTRE,
                hands: BySide::default(),
                heroes: BySide {
                    red: HEROES,
                    white: HEROES,
                },
                draw_pile: Vec::new(),
                discard: Vec::new(),
                supply: 0,
                turn: Side::Red,
                end: None,
                last: None,
            },
            stones: Board::empty(),
            pile: None,
            discard: None,
            supply: None,
        }
    }

    /// Reads field `key` = `value`.
    fn field(&mut self, key: &str, value: &str) -> Result<(), ParsePositionError> {
        let error = |why: String| ParsePositionError(why);
        match key {
            "board" => {
                let board: Board = value
                    .parse()
                    .map_err(|e: super::board::ParseBoardError| error(e.to_string()))?;
                for (square, side) in board.occupied() {
                    self.stones.set(square, Some(side));
                }
            }
            "red" | "white" => {
                let side = if key == "red" { Side::Red } else { Side::White };
                for square in list::<Square>(value)? {
                    if self.stones.get(square).is_some() {
                        return Err(error(format!("two stones on {square}")));
                    }
                    self.stones.set(square, Some(side));
                }
            }
            "crown" => {
                self.state.crown = value
                    .parse()
                    .map_err(|e: super::board::ParseSquareError| error(e.to_string()))?
            }
            "turn" => {
                self.state.turn = match value {
                    "red" => Side::Red,
                    "white" => Side::White,
                    _ => return Err(error(format!("turn= is red or white, not \"{value}\""))),
                }
            }
            "hands" => {
                let (red, white) = pair(key, value)?;
                self.state.hands = BySide {
                    red: list(&red)?,
                    white: list(&white)?,
                };
            }
            "heroes" => {
                let (red, white) = pair(key, value)?;
                self.state.heroes = BySide {
                    red: number(key, &red, HEROES)?,
                    white: number(key, &white, HEROES)?,
                };
            }
            "pile" => self.pile = Some(list::<Card>(value)?),
            "discard" => self.discard = Some(list::<Card>(value)?),
            "supply" => self.supply = Some(number(key, value, STONES)?),
            "tiebreak" => {
                self.state.options.tiebreak = match value {
                    "largest" => Tiebreak::Largest,
                    "stones" => Tiebreak::Stones,
                    _ => {
                        return Err(error(format!(
                            "tiebreak= is largest or stones, not \"{value}\""
                        )));
                    }
                }
            }
            "first" => {
                self.state.options.first = match value {
                    "red" => First::Red,
                    "random" => First::Random,
                    _ => {
                        return Err(error(format!("first= is red or random, not \"{value}\"")));
                    }
                }
            }
            _ => return Err(error(format!("unknown key \"{key}\""))),
        }
        Ok(())
    }
}

/// §2: all 24 cards, each in exactly one place: the pile (from the top) and the discard,
/// the one not given holding the cards placed nowhere else.
fn cards_placed(
    hands: &BySide<Vec<Card>>,
    mut pile: Option<Vec<Card>>,
    mut discard: Option<Vec<Card>>,
) -> Result<(Vec<Card>, Vec<Card>), ParsePositionError> {
    let mut placed: Vec<Card> = Vec::new();
    for card in hands
        .red
        .iter()
        .chain(&hands.white)
        .chain(pile.iter().flatten())
        .chain(discard.iter().flatten())
    {
        if placed.contains(card) {
            return Err(ParsePositionError(format!("card {card} is in two places")));
        }
        placed.push(*card);
    }
    let rest: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|card| !placed.contains(card))
        .collect();
    match (pile.is_some(), discard.is_some()) {
        (false, _) => pile = Some(rest),
        (true, false) => discard = Some(rest),
        (true, true) if rest.is_empty() => {}
        (true, true) => {
            let missing: Vec<String> = rest.iter().map(Card::to_string).collect();
            return Err(ParsePositionError(format!(
                "cards {} are nowhere",
                missing.join(",")
            )));
        }
    }
    Ok((pile.unwrap_or_default(), discard.unwrap_or_default()))
}
