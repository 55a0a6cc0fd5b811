//! The Three Fords: a two-player hex skirmish after the round of *Battles of Westeros*
//! (Rally → Marshaling → Command → Regroup), with its own board, units, commanders, morale
//! track and leadership deck. Rules: `shared/games/westeros/RULES.md` (the § and A-n
//! numbers cited here); data: `data/skirmish.toml`, a copy of the shared file.
//!
//! The engine is being built for issue 15 over several steps and is **not yet a
//! registered kind**: so far it holds the catalog ([`data`]), the board with its
//! geometry, terrain and line of sight ([`board`]), the notation ([`action`]), the state
//! and its setup ([`state`]), the phases without decisions ([`round`]: Rally, Marshaling,
//! Regroup with its discards), morale bands and the end of the battle ([`victory`]), and
//! the board's drawing from a view ([`drawing`]).

pub mod action;
pub mod board;
pub mod combat;
pub mod command;
pub mod data;
pub mod drawing;
pub mod round;
pub mod rules;
pub mod state;
pub mod victory;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;
