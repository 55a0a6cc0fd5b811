//! One seat's standing orders (`seats.orders`): the JSON the kind stored them as
//! (`Kind::normalize_orders`), or NULL when none were given. SECRET: only the seat's own
//! player may ever read them; nothing else in the store selects this column.

use crate::store::access::{Access, each_engine};

use super::sql::{self, Conn};
use crate::domain::GameId;
use crate::engine::Seat;

/// The orders of seat `seat_index` of game `game_id` as stored; `None` when none were
/// given (or there is no such seat).
///
/// # Errors
/// Database errors.
pub async fn orders_of(
    conn: &mut impl Access,
    game_id: GameId,
    seat_index: Seat,
) -> sqlx::Result<Option<String>> {
    let found: Option<(Option<String>,)> = each_engine!(conn, c => sqlx::query_as("SELECT orders FROM seats WHERE game_id = $1 AND seat_index = $2")
            .bind(game_id)
            .bind(seat_index)
            .fetch_optional(c).await)?;
    Ok(found.and_then(|(orders,)| orders))
}

/// [`orders_of`] on a synchronous read connection (see [`super::read`]), for code that
/// reads a game there, e.g. with the move it checks.
///
/// # Errors
/// Database errors.
pub fn read_orders_of(
    conn: Conn<'_>,
    game_id: GameId,
    seat_index: Seat,
) -> sql::Result<Option<String>> {
    let found: Option<Option<String>> = conn.query_opt(
        "SELECT orders FROM seats WHERE game_id = ?1 AND seat_index = ?2",
        &[&game_id, &seat_index],
        |row| row.get(0),
    )?;
    Ok(found.flatten())
}
