//! Decisions given ahead (issue 27 §2, table `ahead_decisions`, migration 0020): one a seat
//! at most, in notation. SECRET: only the seat's own player reads theirs (through
//! `service::ahead`); the move path reads every seat's to play them. Each is given, withdrawn
//! and played by the one writer: see [`super::seat_wishes`] and [`super::change`].

use super::sql::{self, Conn};
use crate::domain::{GameId, Millis};
use crate::engine::Seat;

/// One decision given ahead.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Given {
    /// The action, in notation.
    pub action: String,
    /// When it was given, Unix ms.
    pub at: Millis,
}

/// Each seat's decision given ahead in game `game_id`, in seat order (`seats` of them).
///
/// # Errors
/// Database errors.
pub fn read_all(conn: Conn<'_>, game_id: GameId, seats: usize) -> sql::Result<Vec<Option<Given>>> {
    let mut all = vec![None; seats];
    let rows = conn.query_map(
        "SELECT seat_index, action, given_at FROM ahead_decisions WHERE game_id = ?1",
        &[&game_id],
        |r| Ok((r.get::<i64>(0)?, r.get::<String>(1)?, r.get::<i64>(2)?)),
    )?;
    for (seat, action, at) in rows {
        if let Some(slot) = usize::try_from(seat).ok().and_then(|s| all.get_mut(s)) {
            *slot = Some(Given {
                action,
                at: Millis(at),
            });
        }
    }
    Ok(all)
}

/// The decision seat `seat_index` of game `game_id` gave ahead, if any.
///
/// # Errors
/// Database errors.
pub fn read_one(conn: Conn<'_>, game_id: GameId, seat_index: Seat) -> sql::Result<Option<Given>> {
    conn.query_opt(
        "SELECT action, given_at FROM ahead_decisions WHERE game_id = ?1 AND seat_index = ?2",
        &[&game_id, &seat_index],
        |r| {
            Ok(Given {
                action: r.get(0)?,
                at: Millis(r.get(1)?),
            })
        },
    )
}
