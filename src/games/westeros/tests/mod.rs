//! Tests of The Three Fords, each naming the rule (§n) or edge case (§18 n) it checks:
//! `board` (§3.1–§3.5, §3.7), `los` (§3.6), `data` (the catalog, §2–§5, §12, §14),
//! `notation` (§19.3), `setup` (§6), `rounds` (§7–§9, §11), `orders` (§10.1–§10.5, §10.12),
//! `combat` and `commanders` (§10.6–§10.11, §4.4), `victory` (§12, §13, §19.5), `drawing`
//! (the board from a view, every action by clicks), `board_words` (the board in the
//! reader's language), `view` (§19.4, §16), `words` (moves in words), `feedback` (the
//! marks a move leaves, the questions before giving up tokens or attacks), `random`
//! (random battles, hidden information); `position` builds positions by hand.

mod board;
mod board_words;
mod combat;
mod commanders;
mod data;
mod drawing;
mod feedback;
mod los;
mod notation;
mod orders;
mod position;
mod random;
mod rounds;
mod setup;
mod victory;
mod view;
mod wording;
mod words;

use super::board::{Hex, HexSet};

/// The hex with this name; panics on a typo.
/// `msg` as an English reader reads it.
pub(super) fn said(msg: &crate::i18n::Msg) -> String {
    crate::engine::in_english::<super::Westeros>(msg)
}

fn h(name: &str) -> Hex {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The set of the hexes named, separated by spaces.
fn hexes(names: &str) -> HexSet {
    names.split_whitespace().map(h).collect()
}
