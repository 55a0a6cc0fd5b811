//! What players see (§14): everything but the order of the draw pile is open, so the view
//! is the same for both seats and spectators; and each move told in words.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use super::action::Action;
use super::board::{BySide, Side, Square};
use super::card::Card;
use super::rules::{Last, State};
use super::score;
use crate::i18n::Msg;
use crate::msg;

/// The view of §14: `stones`, `crown`, `hands`, `heroes`, `draw_pile` (a count only),
/// `discard`, `supply` and `last`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// Every occupied square with the side its stone shows.
    pub stones: Stones,
    /// The crown's square.
    pub crown: Square,
    /// Both hands, face up.
    pub hands: BySide<Vec<Card>>,
    /// Heroes left per side.
    pub heroes: BySide<u8>,
    /// How many cards the draw pile holds; never their order.
    pub draw_pile: usize,
    /// The discard pile, oldest first.
    pub discard: Vec<Card>,
    /// Stones left in the supply.
    pub supply: u8,
    /// The last action in words, e.g. "red played E3 to h5"; `None` before the first.
    pub last: Option<String>,
}

/// The occupied squares, serialized as a JSON object `{"e4": "red", …}` whose keys come in
/// sorted order (`a1`, `a2`, … `i9`), so the same board always gives the same text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stones(pub Vec<(Square, Side)>);

impl Serialize for Stones {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (square, side) in &self.0 {
            map.serialize_entry(&square.to_string(), side)?;
        }
        map.end()
    }
}

/// The view of `state` (§14).
pub fn view(state: &State) -> View {
    let mut stones: Vec<(Square, Side)> = state.stones.occupied().collect();
    // Sorted by name: file first, then rank (ranks are one digit, so this is text order).
    stones.sort_by_key(|(square, _)| (square.file(), square.rank()));
    View {
        stones: Stones(stones),
        crown: state.crown,
        hands: state.hands.clone(),
        heroes: state.heroes,
        draw_pile: state.draw_pile.len(),
        discard: state.discard.clone(),
        supply: state.supply,
        last: state.last.map(|last| last_words(state, last)),
    }
}

/// The last action as the view shows it. A play always leaves the crown on its target.
fn last_words(state: &State, Last { side, action }: Last) -> String {
    match action {
        Action::Play(card) => format!("{side} played {card} to {}", state.crown),
        Action::Hero(card) => format!("{side} flipped {} with a hero and {card}", state.crown),
        Action::Draw => format!("{side} drew a card"),
    }
}

/// One move in words, the same for every viewer: what was done, then a reshuffle (§7), a
/// skip of the opponent (§5, §8) or the end of the game (§8), if the move caused one.
pub fn describe(before: &State, action: Action, after: &State) -> Msg {
    let side = before.turn;
    let square = after.crown.to_string();
    let mut told = match action {
        Action::Play(card) => msg!(
            "rosenkonig-played",
            side = side.msg(),
            card = card.name(),
            square = square
        ),
        Action::Hero(card) => msg!(
            "rosenkonig-hero",
            side = side.msg(),
            card = card.name(),
            square = square
        ),
        Action::Draw => match after.hands.get(side).last() {
            Some(card) => msg!(
                "rosenkonig-drew-card",
                side = side.msg(),
                card = card.name()
            ),
            None => msg!("rosenkonig-drew", side = side.msg()),
        },
    };
    if action == Action::Draw && before.draw_pile.len() == 1 {
        told = msg!("rosenkonig-reshuffled", move = told);
    }
    if let Some(outcome) = score::outcome(after) {
        told = match outcome.winner.and_then(Side::of_seat) {
            Some(winner) => {
                let (won, lost) = match winner {
                    Side::Red => (outcome.scores[0], outcome.scores[1]),
                    Side::White => (outcome.scores[1], outcome.scores[0]),
                };
                msg!(
                    "rosenkonig-ended-won",
                    move = told,
                    reason = outcome.reason,
                    winner = winner.msg(),
                    won = won,
                    lost = lost
                )
            }
            None => msg!("rosenkonig-ended", move = told, reason = outcome.reason),
        };
    } else if after.turn == side {
        told = msg!("rosenkonig-skipped", move = told, next = side.other().msg());
    }
    told
}
