//! Tests of The Three Fords' foundation, each naming the rule (§n) or edge case (§18 n) it
//! checks: `board` (§3.1–§3.5, §3.7), `los` (§3.6), `data` (the catalog, §2–§5, §12, §14),
//! `notation` (§19.3), `setup` (§6), `rounds` (§7–§9, §11), `victory` (§12, §13, §19.5) and
//! `drawing` (the board from a view).

mod board;
mod combat;
mod commanders;
mod data;
mod drawing;
mod los;
mod notation;
mod orders;
mod playouts;
mod position;
mod rounds;
mod setup;
mod victory;

use super::board::{Hex, HexSet};

/// The hex with this name; panics on a typo.
fn h(name: &str) -> Hex {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The set of the hexes named, separated by spaces.
fn hexes(names: &str) -> HexSet {
    names.split_whitespace().map(h).collect()
}
