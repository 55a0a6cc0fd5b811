//! Records: finished games a player imported, waiting for the other players to accept
//! them.

use crate::domain::GameId;
use sqlx::SqliteConnection;

/// The invited player of a record's seat accepts it: the seat is theirs; once no seat
/// waits any more, the record is a game like any other.
///
/// # Errors
/// Database errors.
pub async fn accept_record_seat(
    conn: &mut SqliteConnection,
    game_id: GameId,
    seat_index: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE seats SET user_id = invited_id, invited_id = NULL
         WHERE game_id = ? AND seat_index = ? AND invited_id IS NOT NULL",
    )
    .bind(game_id)
    .bind(seat_index)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE games SET record_of = NULL
         WHERE id = ?1 AND NOT EXISTS
           (SELECT 1 FROM seats WHERE game_id = ?1 AND invited_id IS NOT NULL)",
    )
    .bind(game_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes a game with its seats, log, snapshot and unsent mail (a declined record).
///
/// # Errors
/// Database errors.
pub async fn delete_game(conn: &mut SqliteConnection, game_id: GameId) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM games WHERE id = ?")
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records waiting for `user_id` to accept them: (game id, kind, importer's name, result).
///
/// # Errors
/// Database errors.
pub async fn records_waiting_for(
    conn: &mut SqliteConnection,
    user_id: i64,
) -> sqlx::Result<Vec<(GameId, String, String, Option<String>)>> {
    sqlx::query_as(
        "SELECT g.id, g.kind, u.name, g.result FROM games g
           JOIN seats s ON s.game_id = g.id JOIN users u ON u.id = g.record_of
         WHERE g.record_of IS NOT NULL AND s.invited_id = ?
         ORDER BY g.id",
    )
    .bind(user_id)
    .fetch_all(conn)
    .await
}
