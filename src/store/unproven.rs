//! Reply addresses whose unproven replies were answered (issue 26 §4, table
//! `unproven_replies`, migration 0019): each is answered once.

use super::access::{Access, each_engine};
use crate::domain::{GameId, Millis};

/// Records that an unproven reply to the reply address `token` is answered now; whether
/// it is the first (false: one was answered before, and this one is not).
///
/// # Errors
/// Database errors.
pub async fn answer_first(
    conn: &mut impl Access,
    token: &str,
    game: GameId,
    now: Millis,
) -> sqlx::Result<bool> {
    let inserted = each_engine!(conn, c => sqlx::query(
        "INSERT INTO unproven_replies (token, game_id, answered_at) VALUES ($1, $2, $3)
         ON CONFLICT (token) DO NOTHING",
    )
    .bind(token)
    .bind(game)
    .bind(now)
    .execute(c)
    .await?
    .rows_affected());
    Ok(inserted == 1)
}
