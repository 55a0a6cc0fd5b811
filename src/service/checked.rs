//! Active games' checked states, kept between moves so that a move need not read and
//! replay the whole log again.
//!
//! A state here is what replaying a game's log up to move `seq` gave, plus every move
//! checked on it since; the log is append-only, so the state after move `seq` of a game
//! never changes and `(game, seq)` is a sound key (with the game's public seed hash, so a
//! game id used again after a deletion never meets another game's state). It is a cache,
//! never the judge: a move played on it is still written only if the game is at the
//! version it was read at, and a game not here (after a restart, another process's move,
//! an eviction, or a take-back that shortened its log) is replayed from its log.

use crate::domain::{GameId, Seq};
use std::collections::HashMap;
use std::sync::Mutex;

use crate::engine::game::{Game, Told};

/// Games kept at most; past it one is dropped (and replayed from its log when next moved).
const MOST_GAMES: usize = 1024;

/// A move described for every seat: (seq, seat index, how each seat is told of it, in seat
/// order).
pub type Described = (Seq, usize, Vec<Told>);

/// One game's checked state after move `seq`.
pub struct Checked {
    /// The game's public seed hash: which game this is.
    pub seed_hash: String,
    /// The move the state is after.
    pub seq: Seq,
    /// The engine's state.
    pub game: Box<dyn Game>,
    /// The first move described in `described`.
    pub described_from: Seq,
    /// The moves from `described_from` on, as each seat reads them (for the turn mails,
    /// which tell each reader what happened since their own last move).
    pub described: Vec<Described>,
}

impl Checked {
    fn copy(&self) -> Checked {
        Checked {
            seed_hash: self.seed_hash.clone(),
            seq: self.seq,
            game: self.game.clone_game(),
            described_from: self.described_from,
            described: self.described.clone(),
        }
    }

    /// Forgets the descriptions of moves before `from` (every seat has seen them).
    pub fn forget_before(&mut self, from: Seq) {
        if from > self.described_from {
            self.described.retain(|(seq, _, _)| *seq >= from);
            self.described_from = from;
        }
    }
}

/// The checked states of recently moved games.
#[derive(Default)]
pub struct CheckedStates {
    games: Mutex<HashMap<GameId, Checked>>,
}

impl CheckedStates {
    /// A copy of game `id`'s state after move `seq`, if kept, with the moves from
    /// `describe_from` on described.
    pub fn get(
        &self,
        id: GameId,
        seed_hash: &str,
        seq: Seq,
        describe_from: Seq,
    ) -> Option<Checked> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games
            .get(&id)
            .filter(|c| c.seed_hash == seed_hash && c.seq == seq)
            .filter(|c| c.described_from <= describe_from)
            .map(Checked::copy)
    }

    /// A copy of the engine state of game `id` after move `seq`, if kept (for reading it).
    pub fn game(&self, id: GameId, seed_hash: &str, seq: Seq) -> Option<Box<dyn Game>> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games
            .get(&id)
            .filter(|c| c.seed_hash == seed_hash && c.seq == seq)
            .map(|c| c.game.clone_game())
    }

    /// Forgets game `id`'s state: after a take-back, the kept state is a future that
    /// never happened (the log is shorter than it now), and a game kept at a move the log
    /// reaches again by other moves would be wrong.
    pub fn forget(&self, id: GameId) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.remove(&id);
    }

    /// Keeps `checked` as game `id`'s latest state.
    pub fn keep(&self, id: GameId, checked: Checked) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if games.len() >= MOST_GAMES
            && !games.contains_key(&id)
            && let Some(other) = games.keys().next().copied()
        {
            games.remove(&other);
        }
        games.insert(id, checked);
    }
}
