//! Deadlines: what the timekeeper finds due, and the changes it and the end-of-game
//! use-cases (resign, claim, time-out) write.

use crate::store::access::{Access, each_engine};
use sqlx::FromRow;

use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::Seat;

/// A seat whose deadline calls for something.
#[derive(Clone, Copy, Debug, FromRow)]
pub struct DueSeat {
    /// The game.
    pub game_id: GameId,
    /// The seat.
    pub seat_index: Seat,
    /// Its deadline.
    pub deadline: Millis,
}

/// Seats to act whose deadline is within `ahead` ms of `now` (not yet passed) and that
/// have not been reminded of this deadline.
///
/// # Errors
/// Database errors.
pub async fn due_reminders(
    conn: &mut impl Access,
    now: Millis,
    ahead: i64,
) -> sqlx::Result<Vec<DueSeat>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT s.game_id, s.seat_index, s.deadline FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.deadline IS NOT NULL AND s.deadline > $1 AND s.deadline <= $1 + $2
           AND s.to_act AND s.user_id IS NOT NULL AND g.status = 'active'
           AND (s.reminded_for IS NULL OR s.reminded_for <> s.deadline)
         ORDER BY s.deadline LIMIT 500",
    )
    .bind(now)
    .bind(ahead)
    .fetch_all(c).await)
}

/// Seats to act whose deadline has passed and that have not been dealt with yet.
///
/// # Errors
/// Database errors.
pub async fn expired(conn: &mut impl Access, now: Millis) -> sqlx::Result<Vec<DueSeat>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT s.game_id, s.seat_index, s.deadline FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.deadline IS NOT NULL AND s.deadline <= $1 AND s.to_act
           AND s.timed_out_at IS NULL AND g.status = 'active'
         ORDER BY s.deadline LIMIT 500",
    )
    .bind(now)
    .fetch_all(c).await)
}

/// Active games with no change since `before` and not paused: silent, to be abandoned
/// (see `service::game::deadlines::decide_silent`).
///
/// # Errors
/// Database errors.
pub async fn silent_games(conn: &mut impl Access, before: Millis) -> sqlx::Result<Vec<GameId>> {
    let rows: Vec<(GameId,)> = each_engine!(conn, c => sqlx::query_as(
        "SELECT id FROM games
         WHERE status = $1 AND updated_at < $2 AND paused_at IS NULL
         ORDER BY updated_at LIMIT 500",
    )
    .bind(GameStatus::Active)
    .bind(before)
    .fetch_all(c).await)?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// The vacation days `user_id` has left in `year`.
///
/// # Errors
/// Database errors.
pub async fn vacation_days_left(
    conn: &mut impl Access,
    user_id: i64,
    year: i64,
    per_year: i64,
) -> sqlx::Result<i64> {
    let (left,): (i64,) = each_engine!(conn, c => sqlx::query_as(
        "SELECT CASE WHEN vacation_year IS NOT DISTINCT FROM $2 THEN vacation_days_left ELSE $3 END
         FROM users WHERE id = $1",
    )
    .bind(user_id)
    .bind(year)
    .bind(per_year)
    .fetch_one(c).await)?;
    Ok(left)
}

/// The games in play (or abandoned) where `user_id`'s seat is to act under a deadline:
/// the clocks their rest moves on.
///
/// # Errors
/// Database errors.
pub async fn running_for(conn: &mut impl Access, user_id: i64) -> sqlx::Result<Vec<GameId>> {
    // A deadline that is not a number (left by an older version on SQLite) runs no clock.
    let rows: Vec<(GameId,)> = each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT DISTINCT s.game_id FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.user_id = $1 AND s.to_act AND {has_deadline}
           AND g.status IN ('active', 'abandoned')
         ORDER BY s.game_id",
        has_deadline = engine.pick("typeof(s.deadline) = 'integer'", "s.deadline IS NOT NULL")
    )))
    .bind(user_id)
    .fetch_all(c).await)?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}
