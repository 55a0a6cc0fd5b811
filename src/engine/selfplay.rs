//! Random self-play through the type-erased registry: the same path the service takes on
//! every move (`Game::play` with a seed and a move number). Used by `herald selfplay`, the
//! benchmarks and the playout tests of every kind. Pure: the choices come from a small
//! deterministic generator, the game's randomness from its own [`Dice`](super::Dice).

use serde_json::Value;

use super::registry::{Kind, MoveError};
use super::{Outcome, Seat, Seed};

/// A small deterministic generator (SplitMix64) that picks among offered actions.
#[derive(Clone, Debug)]
pub struct Chooser(u64);

impl Chooser {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Chooser(seed)
    }

    /// A number in `0..n` (`n >= 1`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// The secret seed of self-play game `game` of a run started with `run_seed`.
pub fn game_seed(run_seed: u64, game: u64) -> Seed {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&run_seed.to_le_bytes());
    bytes[8..16].copy_from_slice(&game.to_le_bytes());
    Seed(bytes)
}

/// One finished random game.
#[derive(Clone, Debug)]
pub struct Playout {
    /// The game's secret seed.
    pub seed: Seed,
    /// Every move as (seat, notation), in order.
    pub log: Vec<(Seat, String)>,
    /// How it ended.
    pub outcome: Outcome,
}

/// Why a random game could not be played to its end.
#[derive(Debug, thiserror::Error)]
pub enum PlayoutError {
    /// The options do not make a game.
    #[error("the game cannot start: {0}")]
    Start(String),
    /// Someone must act but no seat has an action.
    #[error("stuck after {moves} moves: {to_act:?} must act but none has an action")]
    Stuck {
        /// Moves played.
        moves: usize,
        /// The seats to act.
        to_act: Vec<Seat>,
    },
    /// Nobody may act, yet the game has no outcome.
    #[error("after {moves} moves nobody may act but the game has no result")]
    NoResult {
        /// Moves played.
        moves: usize,
    },
    /// An offered action was refused.
    #[error("move {moves}: the offered action {action:?} was refused: {error}")]
    Refused {
        /// Moves played before.
        moves: usize,
        /// The action.
        action: String,
        /// Why.
        error: String,
    },
    /// The game went on longer than any legal game can.
    #[error("no end after {0} moves")]
    TooLong(usize),
}

/// Plays one game of `kind` with `options` and `seed` to its end, choosing uniformly among
/// the offered actions of a seat drawn among those to act.
///
/// # Errors
/// [`PlayoutError`] when the game cannot start, gets stuck, refuses an offered action or
/// does not end within `max_moves`.
pub fn play_random(
    kind: &dyn Kind,
    options: &Value,
    seed: Seed,
    chooser: &mut Chooser,
    max_moves: usize,
) -> Result<Playout, PlayoutError> {
    let mut game = kind
        .start(options, &seed)
        .map_err(|e| PlayoutError::Start(e.to_string()))?;
    let mut log = Vec::new();
    loop {
        let to_act = game.to_act();
        if to_act.is_empty() {
            let outcome = game
                .outcome()
                .ok_or(PlayoutError::NoResult { moves: log.len() })?;
            return Ok(Playout { seed, log, outcome });
        }
        if log.len() >= max_moves {
            return Err(PlayoutError::TooLong(log.len()));
        }
        let offers: Vec<(Seat, Vec<String>)> = to_act
            .iter()
            .map(|&seat| (seat, game.actions(seat)))
            .filter(|(_, actions)| !actions.is_empty())
            .collect();
        if offers.is_empty() {
            return Err(PlayoutError::Stuck {
                moves: log.len(),
                to_act,
            });
        }
        let (seat, actions) = &offers[chooser.below(offers.len())];
        let action = actions[chooser.below(actions.len())].clone();
        let seq = log.len() as u64 + 1;
        game.play(*seat, &action, &seed, seq, &[])
            .map_err(|e: MoveError| PlayoutError::Refused {
                moves: log.len(),
                action: action.clone(),
                error: e.to_string(),
            })?;
        log.push((*seat, action));
    }
}
