//! Replaying a game's log through its engine: for moves, verification, the history and
//! the history viewer. The log is the truth; the snapshot is a cache.

use crate::domain::{GameId, Seq};
use serde_json::Value;

use super::ServiceError;
use super::checked::Described;
use crate::engine::auto::By;
use crate::engine::game::{Game, MoveError};
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::store::games::{GameRow, MoveRow};

/// A stored game whose log no longer replays.
#[derive(Debug, thiserror::Error)]
#[error("game {game}: move {seq} (\"{action}\") no longer replays: {error}")]
pub struct ReplayError {
    /// The game.
    pub game: GameId,
    /// The move that failed.
    pub seq: Seq,
    /// Its notation.
    pub action: String,
    /// Why.
    pub error: MoveError,
}

/// The state after replaying a log, and how the moves from `describe_from` on read to
/// the requested viewers.
pub struct Replayed {
    /// The state after the last replayed move.
    pub game: Box<dyn Game>,
    /// For each described move: (seq, seat index, how each viewer is told, in order).
    pub described: Vec<Described>,
}

/// The kind of a stored game.
///
/// # Errors
/// 500 when the kind is no longer registered.
pub fn kind_of(row: &GameRow) -> Result<&'static dyn Kind, ServiceError> {
    crate::games::kind(&row.kind).ok_or_else(|| {
        anyhow::anyhow!(
            "game {} has kind {:?}, which this server no longer plays",
            row.id,
            row.kind
        )
        .into()
    })
}

/// The seed of a stored game.
///
/// # Errors
/// 500 when the stored seed is corrupt.
pub fn seed_of(row: &GameRow) -> Result<Seed, ServiceError> {
    Seed::from_hex(&row.seed).map_err(|e| anyhow::anyhow!("game {}: {e}", row.id).into())
}

/// The stored game `row` at its setup, before any move.
///
/// # Errors
/// 500 when its stored options no longer load or make a game.
pub fn started(row: &GameRow, kind: &dyn Kind, seed: &Seed) -> Result<Box<dyn Game>, ServiceError> {
    let options: Value = serde_json::from_str(&row.options)
        .map_err(|e| anyhow::anyhow!("game {} options: {e}", row.id))?;
    Ok(kind
        .start(&options, seed)
        .map_err(|e| anyhow::anyhow!("game {} setup: {e}", row.id))?)
}

/// Replays `moves` (in order, seq 1..) from the setup. Moves with seq >= `describe_from`
/// are described for each of `viewers`.
///
/// # Errors
/// [`ReplayError`] when a stored move is refused (a rules change or a bug).
pub fn replay(
    row: &GameRow,
    kind: &dyn Kind,
    seed: &Seed,
    moves: &[MoveRow],
    describe_from: Seq,
    viewers: &[Option<Seat>],
) -> Result<Result<Replayed, ReplayError>, ServiceError> {
    let mut game = started(row, kind, seed)?;
    let mut described = Vec::new();
    for m in moves {
        let seat = m.seat_index;
        let wanted: &[Option<Seat>] = if m.seq >= describe_from { viewers } else { &[] };
        match game.play(seat, &m.action, seed, m.seq.0 as u64, wanted) {
            Ok(texts) => {
                if !wanted.is_empty() {
                    described.push((m.seq, m.seat_index.index(), texts));
                }
            }
            Err(error) => {
                return Ok(Err(ReplayError {
                    game: row.id,
                    seq: m.seq,
                    action: m.action.clone(),
                    error,
                }));
            }
        }
    }
    Ok(Ok(Replayed { game, described }))
}

/// The first of `moves` logged as played by the server because it was forced (`auto`)
/// that was not its seat's only legal action there, if any: a forged or damaged log.
/// Moves that do not replay are [`replay`]'s to report: the search stops there.
///
/// # Errors
/// 500 when the stored options no longer load or make a game.
pub fn first_unforced_auto(
    row: &GameRow,
    kind: &dyn Kind,
    seed: &Seed,
    moves: &[MoveRow],
) -> Result<Option<Seq>, ServiceError> {
    let mut game = started(row, kind, seed)?;
    for m in moves {
        let seat = m.seat_index;
        if m.made_by == By::Auto
            && (!game.to_act().contains(&seat) || game.actions(seat) != [m.action.as_str()])
        {
            return Ok(Some(m.seq));
        }
        if game
            .play(seat, &m.action, seed, m.seq.0 as u64, &[])
            .is_err()
        {
            return Ok(None);
        }
    }
    Ok(None)
}
