//! The steps the server plays at once after a decision (or at a game's start): a seat's
//! only legal action when the game's terms say so, and a decision the seat's standing
//! orders answer, and a decision the seat's player gave ahead, once it is due. Each is its
//! own move of the log, with its own seq (so its own dice),
//! described for every seat like any move; all of them are written with the decision
//! that caused them, in one transaction.

use serde_json::Value;

use crate::domain::Seq;
use crate::engine::auto::{MOST_STEPS_IN_A_ROW, Standing, next_step, settle_ahead};
use crate::engine::game::Game;
use crate::engine::{Seat, Seed};
use crate::service::ServiceError;
use crate::service::checked::Described;
use crate::service::terms::Terms;
use crate::store::change::LogEntry;
use crate::store::games::SeatRow;

/// What the server may decide for a game's seats: its `auto_forced` term and each seat's
/// standing orders (owned; see [`Standing`]).
pub struct StandingOrders {
    auto_forced: bool,
    orders: Vec<Option<Value>>,
}

impl StandingOrders {
    /// The standing of a game with `terms` (stored JSON) and `seats`. Orders that no
    /// longer read as JSON answer nothing (the seat is asked).
    pub fn of(terms: &str, seats: &[SeatRow]) -> StandingOrders {
        StandingOrders {
            auto_forced: Terms::from_stored(terms).auto_forced,
            orders: seats
                .iter()
                .map(|s| {
                    s.orders
                        .as_deref()
                        .and_then(|text| serde_json::from_str(text).ok())
                })
                .collect(),
        }
    }

    /// As the engine reads it.
    pub fn standing(&self) -> Standing<'_> {
        Standing {
            auto_forced: self.auto_forced,
            orders: &self.orders,
            ahead: &[],
        }
    }
}

/// Plays on `game` every step the server plays at once, from move `after + 1` on, until
/// none is due (or [`MOST_STEPS_IN_A_ROW`]); each is appended to `entries` and, described
/// for `viewers`, to `described`. `ahead` holds each seat's decision given ahead: one
/// played, or whose decision went by, is cleared (see [`settle_ahead`]). Pure.
///
/// # Errors
/// 500 when the engine refuses a step it offered (a bug).
#[allow(clippy::too_many_arguments)]
pub fn play_steps(
    game: &mut dyn Game,
    standing: Standing<'_>,
    ahead: &mut [Option<String>],
    seed: &Seed,
    viewers: &[Option<Seat>],
    after: Seq,
    entries: &mut Vec<LogEntry>,
    described: &mut Vec<Described>,
) -> Result<(), ServiceError> {
    let mut seq = after;
    settle_ahead(game, None, ahead);
    for _ in 0..MOST_STEPS_IN_A_ROW {
        let with_ahead = Standing {
            ahead: &*ahead,
            ..standing
        };
        let Some(step) = next_step(game, with_ahead) else {
            return Ok(());
        };
        seq = seq + 1;
        let told = game
            .play(step.seat, &step.action, seed, seq.0 as u64, viewers)
            .map_err(|e| {
                anyhow::anyhow!(
                    "move {seq}: the server's step \"{}\" for seat {} was refused: {e}",
                    step.action,
                    step.seat.index()
                )
            })?;
        described.push((seq, step.seat.index(), told));
        settle_ahead(game, Some(&step), ahead);
        entries.push(LogEntry {
            seq,
            seat_index: step.seat,
            action: step.action,
            made_by: step.by,
            at: None,
        });
    }
    Ok(())
}

/// Whether the server would play a step at once in `game` (a take-back must not stop
/// there).
pub fn step_due(game: &dyn Game, standing: Standing<'_>) -> bool {
    next_step(game, standing).is_some()
}
