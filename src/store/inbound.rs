//! Mails received at reply addresses (issue 14), by Message-ID, so that the same mail
//! delivered twice is read once (table `inbound_mails`, migration 0014); and when a reply
//! address that can no longer be played was last answered (table `reply_answers`,
//! migration 0017, issue 26), so that it is answered at most once an hour.

use super::access::{Access, each_engine};
use crate::engine::Seat;

use crate::domain::{GameId, Millis, Seq};

/// How long an answer to a reply address that can no longer be played holds: another mail
/// to the same address meanwhile is dropped unanswered.
pub const ANSWER_HOLDS_MS: i64 = 60 * 60 * 1000;

/// Whether a mail with this Message-ID was read before.
///
/// # Errors
/// Database errors.
pub async fn already_read(conn: &mut impl Access, message_id: &str) -> sqlx::Result<bool> {
    each_engine!(conn, c => sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM inbound_mails WHERE message_id = $1)")
        .bind(message_id)
        .fetch_one(c)
        .await)
}

/// Records a mail as read with its `outcome` (`answered` or `dropped`; a `played` mail is
/// recorded by the move's own write, `store::commit`).
///
/// # Errors
/// Database errors.
pub async fn record(
    conn: &mut impl Access,
    message_id: &str,
    game: Option<GameId>,
    outcome: &str,
    now: Millis,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "INSERT INTO inbound_mails (message_id, game_id, outcome, received_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (message_id) DO NOTHING",
    )
    .bind(message_id)
    .bind(game)
    .bind(outcome)
    .bind(now)
    .execute(c)
    .await
    .map(|done| done.rows_affected()))?;
    Ok(())
}

/// When the reply address of seat `seat` of game `game` at move `seq` was last answered,
/// if it was within [`ANSWER_HOLDS_MS`] before `now`.
///
/// # Errors
/// Database errors.
pub async fn answered_lately(
    conn: &mut impl Access,
    game: GameId,
    seat: Seat,
    seq: Seq,
    now: Millis,
) -> sqlx::Result<Option<Millis>> {
    let at: Option<(Millis,)> = each_engine!(conn, c => sqlx::query_as(
        "SELECT answered_at FROM reply_answers
         WHERE game_id = $1 AND seat = $2 AND seq = $3 AND answered_at > $4",
    )
    .bind(game)
    .bind(seat)
    .bind(seq)
    .bind(now - ANSWER_HOLDS_MS)
    .fetch_optional(c)
    .await)?;
    Ok(at.map(|(at,)| at))
}

/// Records that the reply address of seat `seat` of game `game` at move `seq` was answered
/// at `now`, and forgets answers that no longer hold.
///
/// # Errors
/// Database errors.
pub async fn record_answered(
    conn: &mut impl Access,
    game: GameId,
    seat: Seat,
    seq: Seq,
    now: Millis,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("DELETE FROM reply_answers WHERE answered_at <= $1")
        .bind(now - ANSWER_HOLDS_MS)
        .execute(c)
        .await
        .map(|done| done.rows_affected()))?;
    each_engine!(conn, c => sqlx::query(
        "INSERT INTO reply_answers (game_id, seat, seq, answered_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, seat, seq) DO UPDATE SET answered_at = excluded.answered_at",
    )
    .bind(game)
    .bind(seat)
    .bind(seq)
    .bind(now)
    .execute(c)
    .await
    .map(|done| done.rows_affected()))?;
    Ok(())
}
