//! Players' private notes on a game, one per player, kept with the game. SECRET: a note is
//! read only for its author, until they reveal it after the game has ended.

use super::access::{Access, each_engine};
use super::sql::{self, Conn, Row};

use crate::domain::{GameId, Millis};
use crate::engine::Seat;

/// A player's note in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoteRow {
    /// The author's seat.
    pub seat_index: Seat,
    /// The author's name.
    pub name: String,
    /// The text.
    pub text: String,
    /// When it was last written.
    pub updated_at: Millis,
    /// When its author revealed it, if they did.
    pub revealed_at: Option<Millis>,
}

/// `user_id`'s note in game `game_id`, if they wrote one.
///
/// # Errors
/// Database errors.
pub fn read_note_of(conn: Conn<'_>, game_id: GameId, user_id: i64) -> sql::Result<Option<NoteRow>> {
    conn.query_opt(
        "SELECT n.seat_index, u.name, n.text, n.updated_at, n.revealed_at
         FROM game_notes n JOIN users u ON u.id = n.user_id
         WHERE n.game_id = ? AND n.user_id = ?",
        &[&game_id, &user_id],
        note_row,
    )
}

/// The notes of game `game_id` their authors revealed, in seat order. Nothing else may
/// read another player's note.
///
/// # Errors
/// Database errors.
pub fn read_revealed(conn: Conn<'_>, game_id: GameId) -> sql::Result<Vec<NoteRow>> {
    conn.query_map(
        "SELECT n.seat_index, u.name, n.text, n.updated_at, n.revealed_at
         FROM game_notes n JOIN users u ON u.id = n.user_id
         WHERE n.game_id = ? AND n.revealed_at IS NOT NULL ORDER BY n.seat_index",
        &[&game_id],
        note_row,
    )
}

fn note_row(row: &Row<'_, '_>) -> sql::Result<NoteRow> {
    Ok(NoteRow {
        seat_index: row.get(0)?,
        name: row.get(1)?,
        text: row.get(2)?,
        updated_at: row.get(3)?,
        revealed_at: row.get(4)?,
    })
}

/// Writes `user_id`'s note in game `game_id` (their seat `seat_index`), replacing it.
///
/// # Errors
/// Database errors.
pub async fn put(
    conn: &mut impl Access,
    game_id: GameId,
    user_id: i64,
    seat_index: Seat,
    text: &str,
    now: Millis,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "INSERT INTO game_notes (game_id, user_id, seat_index, text, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game_id, user_id)
         DO UPDATE SET seat_index = excluded.seat_index, text = excluded.text,
                       updated_at = excluded.updated_at",
    )
    .bind(game_id)
    .bind(user_id)
    .bind(seat_index)
    .bind(text)
    .bind(now)
    .execute(c)
    .await
    .map(|done| done.rows_affected()))?;
    Ok(())
}

/// Reveals `user_id`'s note in game `game_id` (kept as first revealed); false when they
/// wrote none.
///
/// # Errors
/// Database errors.
pub async fn reveal(
    conn: &mut impl Access,
    game_id: GameId,
    user_id: i64,
    now: Millis,
) -> sqlx::Result<bool> {
    let done = each_engine!(conn, c => sqlx::query(
        "UPDATE game_notes SET revealed_at = coalesce(revealed_at, $1)
         WHERE game_id = $2 AND user_id = $3",
    )
    .bind(now)
    .bind(game_id)
    .bind(user_id)
    .execute(c)
    .await
    .map(|done| done.rows_affected()))?;
    Ok(done > 0)
}
