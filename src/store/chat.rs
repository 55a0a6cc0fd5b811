//! A game's chat: its messages, and each player's chat settings on their seat (the last
//! message they have seen, and whether they muted the chat). Reads run on a read
//! connection (see [`super::read`]); a message written and the chat read are the one
//! writer's (see [`super::seat_wishes`]).

use super::sql::{self, Conn, Row};
use crate::domain::{GameId, Millis};
use crate::engine::Seat;

/// A stored chat message with its writer's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    /// Id: messages of a game are in id order, newest last.
    pub id: i64,
    /// The writer's seat when they wrote.
    pub seat_index: Seat,
    /// The writer's name.
    pub name: String,
    /// The text (trimmed, checked).
    pub text: String,
    /// When it was written.
    pub at: Millis,
}

/// One player's chat settings in a game, kept on their seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChatSeat {
    /// The player's seat.
    pub seat_index: Seat,
    /// The last message they have seen (0: none).
    pub seen_id: i64,
    /// Whether they muted the game's chat.
    pub muted: bool,
}

/// When `user_id` wrote their messages in game `game_id` since `since`, oldest first: what
/// the rate limit counts.
///
/// # Errors
/// Database errors.
pub fn read_written_since(
    conn: Conn<'_>,
    game_id: GameId,
    user_id: i64,
    since: Millis,
) -> sql::Result<Vec<Millis>> {
    conn.query_map(
        "SELECT at FROM chat_messages WHERE user_id = ? AND game_id = ? AND at >= ? ORDER BY at",
        &[&user_id, &game_id, &since],
        |row| row.get(0),
    )
}

/// The messages of game `game_id` after message `after` (0: all), oldest first.
///
/// # Errors
/// Database errors.
pub fn read_messages(conn: Conn<'_>, game_id: GameId, after: i64) -> sql::Result<Vec<ChatRow>> {
    conn.query_map(
        "SELECT m.id, m.seat_index, u.name, m.text, m.at
         FROM chat_messages m JOIN users u ON u.id = m.user_id
         WHERE m.game_id = ? AND m.id > ? ORDER BY m.id",
        &[&game_id, &after],
        chat_row,
    )
}

fn chat_row(row: &Row<'_, '_>) -> sql::Result<ChatRow> {
    Ok(ChatRow {
        id: row.get("id")?,
        seat_index: row.get("seat_index")?,
        name: row.get("name")?,
        text: row.get("text")?,
        at: row.get("at")?,
    })
}

/// `user_id`'s chat settings in game `game_id`; none when they have no seat in it.
///
/// # Errors
/// Database errors.
pub fn read_chat_seat(
    conn: Conn<'_>,
    game_id: GameId,
    user_id: i64,
) -> sql::Result<Option<ChatSeat>> {
    conn.query_opt(
        "SELECT seat_index, chat_seen_id, chat_muted FROM seats WHERE game_id = ? AND user_id = ?",
        &[&game_id, &user_id],
        |row| {
            Ok(ChatSeat {
                seat_index: row.get(0)?,
                seen_id: row.get(1)?,
                muted: row.get(2)?,
            })
        },
    )
}

/// The messages each seated player of game `?1` has not seen, as `(reader, message)`;
/// seat `?2` counts as held by player `?3` when it has no player yet (the join that
/// seats them is being decided).
const UNSEEN: &str = "SELECT t.seat_index AS reader, m.id, m.seat_index, u.name, m.text, m.at
     FROM seats t
     JOIN chat_messages m ON m.game_id = t.game_id AND m.id > t.chat_seen_id
          AND m.user_id <> coalesce(t.user_id, CASE WHEN t.seat_index = ?2 THEN ?3 END)
     JOIN users u ON u.id = m.user_id
     WHERE t.game_id = ?1 AND NOT t.chat_muted
       AND coalesce(t.user_id, CASE WHEN t.seat_index = ?2 THEN ?3 END) IS NOT NULL
     ORDER BY t.seat_index, m.id";

/// The messages each seated player of game `game_id` has not seen, for their mails: by
/// seat index, oldest first; never a player's own messages, and none for a player who
/// muted the chat. `seating`: a seat and the player about to take it, read as seated.
///
/// # Errors
/// Database errors.
pub fn read_unseen(
    conn: Conn<'_>,
    game_id: GameId,
    seating: Option<(Seat, i64)>,
) -> sql::Result<Vec<(Seat, ChatRow)>> {
    let (seat, player) = seating.unzip();
    conn.query_map(UNSEEN, &[&game_id, &seat, &player], |row| {
        Ok((row.get("reader")?, chat_row(row)?))
    })
}

/// What a game page shows of the chat and the notes, as two numbers that only grow: the
/// latest message's id (0 before any) and how many notes were revealed.
///
/// # Errors
/// Database errors.
pub fn read_talk_marks(conn: Conn<'_>, game_id: GameId) -> sql::Result<(i64, i64)> {
    conn.query_row(
        "SELECT (SELECT coalesce(max(id), 0) FROM chat_messages WHERE game_id = ?1),
                (SELECT count(*) FROM game_notes WHERE game_id = ?1 AND revealed_at IS NOT NULL)",
        &[&game_id],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )
}
