//! Mails received at reply addresses (issue 14), by Message-ID, so that the same mail
//! delivered twice is read once (table `inbound_mails`, migration 0014).

use sqlx::SqliteConnection;

use crate::domain::{GameId, Millis};

/// Whether a mail with this Message-ID was read before.
///
/// # Errors
/// Database errors.
pub async fn already_read(conn: &mut SqliteConnection, message_id: &str) -> sqlx::Result<bool> {
    let seen: Option<(i64,)> = sqlx::query_as("SELECT 1 FROM inbound_mails WHERE message_id = ?")
        .bind(message_id)
        .fetch_optional(conn)
        .await?;
    Ok(seen.is_some())
}

/// Records a mail as read with its `outcome` (`answered` or `dropped`; a `played` mail is
/// recorded by the move's own write, `store::commit`).
///
/// # Errors
/// Database errors.
pub async fn record(
    conn: &mut SqliteConnection,
    message_id: &str,
    game: Option<GameId>,
    outcome: &str,
    now: Millis,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO inbound_mails (message_id, game_id, outcome, received_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (message_id) DO NOTHING",
    )
    .bind(message_id)
    .bind(game)
    .bind(outcome)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}
