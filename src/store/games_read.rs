//! The game tables' hot reads on a synchronous read connection (see [`super::read`]): a
//! game with its seats, and its log, as rows (no thread hand-off, so no JSON aggregate).

use super::games::{GAME_COLUMNS, GameRow, MoveRow, SeatRow};
use super::read;
use crate::domain::GameId;

/// [`super::games::with_seats`] on a read connection (see [`super::read`]).
///
/// # Errors
/// Database errors, or a stored value that does not decode.
pub fn read_with_seats(
    conn: &rusqlite::Connection,
    id: GameId,
) -> rusqlite::Result<Option<(GameRow, Vec<SeatRow>)>> {
    let mut statement = conn.prepare_cached(&format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?"
    ))?;
    let mut rows = statement.query([id])?;
    let Some(row) = rows.next()? else {
        return Ok(None);
    };
    let game = game_row(row)?;
    // Rows here cost no thread hand-off, so the seats come as rows, not as JSON.
    let mut statement = conn.prepare_cached(SEAT_ROWS)?;
    let seats = statement
        .query_map([id], seat_row)?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Some((game, seats)))
}

/// The seats of game `?` with their players, in seat order, as [`seat_row`] reads them.
const SEAT_ROWS: &str = "SELECT t.seat_index, t.seat, t.user_id, u.name AS player, u.email,
        u.mail, u.away_from, u.away_to, u.away_started, u.unsubscribe_key, u.timezone, t.invited_id,
        i.name AS invited, t.to_act, t.last_seq, t.deadline, t.bank_ms, t.reminded_for,
        t.timed_out_at, t.paused_left_ms, t.nudged_at, t.muted, t.orders
    FROM seats t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users i ON i.id = t.invited_id
    WHERE t.game_id = ? ORDER BY t.seat_index";

/// A seat read by its column names (see [`SEAT_ROWS`]).
fn seat_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<SeatRow> {
    Ok(SeatRow {
        seat_index: row.get("seat_index")?,
        seat: row.get("seat")?,
        user_id: row.get("user_id")?,
        player: row.get("player")?,
        email: row.get("email")?,
        mail: read::word_or_null(row, "mail")?,
        unsubscribe_key: row.get("unsubscribe_key")?,
        timezone: row.get("timezone")?,
        invited_id: row.get("invited_id")?,
        invited: row.get("invited")?,
        to_act: row.get("to_act")?,
        last_seq: row.get("last_seq")?,
        deadline: row.get("deadline")?,
        bank_ms: row.get("bank_ms")?,
        reminded_for: row.get("reminded_for")?,
        timed_out_at: row.get("timed_out_at")?,
        paused_left_ms: row.get("paused_left_ms")?,
        nudged_at: row.get("nudged_at")?,
        muted: row.get("muted")?,
        away_from: row.get("away_from")?,
        away_to: row.get("away_to")?,
        away_started: row.get::<_, Option<bool>>("away_started")?.unwrap_or(false),
        orders: row.get("orders")?,
    })
}

/// `seat` as it would be with player `user_id` in it (their name, address and mail
/// settings as the seat's reads join them), if there is such a player: what the mails of
/// the change that seats them are written to.
///
/// # Errors
/// Database errors, or a stored value that does not decode.
pub fn read_seated(
    conn: &rusqlite::Connection,
    seat: &SeatRow,
    user_id: i64,
) -> rusqlite::Result<Option<SeatRow>> {
    let mut statement = conn.prepare_cached(
        "SELECT u.id AS user_id, u.name AS player, u.email, u.mail, u.away_from, u.away_to,
                u.away_started, u.unsubscribe_key, u.timezone
         FROM users u WHERE u.id = ?",
    )?;
    let mut rows = statement.query([user_id])?;
    let Some(row) = rows.next()? else {
        return Ok(None);
    };
    Ok(Some(SeatRow {
        user_id: row.get("user_id")?,
        player: row.get("player")?,
        email: row.get("email")?,
        mail: read::word_or_null(row, "mail")?,
        unsubscribe_key: row.get("unsubscribe_key")?,
        timezone: row.get("timezone")?,
        invited_id: None,
        invited: None,
        away_from: row.get("away_from")?,
        away_to: row.get("away_to")?,
        away_started: row.get::<_, Option<bool>>("away_started")?.unwrap_or(false),
        muted: false,
        orders: None,
        ..seat.clone()
    }))
}

/// [`super::games::moves_of`] on a read connection (see [`super::read`]).
///
/// # Errors
/// Database errors, or a log that does not decode.
pub fn read_moves_of(
    conn: &rusqlite::Connection,
    game_id: GameId,
) -> rusqlite::Result<Vec<MoveRow>> {
    let mut statement = conn.prepare_cached(
        "SELECT seq, seat_index, action, at, made_by FROM moves WHERE game_id = ? ORDER BY seq",
    )?;
    let rows = statement.query_map([game_id], |row| {
        Ok(MoveRow {
            seq: row.get(0)?,
            seat_index: row.get(1)?,
            action: row.get(2)?,
            at: row.get(3)?,
            made_by: super::games::made_by_of(&row.get::<_, String>(4)?).map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(4, rusqlite::types::Type::Text, e.into())
            })?,
        })
    })?;
    rows.collect()
}

/// A game row read by its column names on a read connection.
fn game_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: row.get("id")?,
        kind: row.get("kind")?,
        engine_version: row.get("engine_version")?,
        options: row.get("options")?,
        seed: row.get("seed")?,
        seed_hash: row.get("seed_hash")?,
        status: read::word(row, "status")?,
        result: row.get("result")?,
        seq: row.get("seq")?,
        created_at: row.get("created_at")?,
        updated_at: row.get("updated_at")?,
        turn_since: row.get("turn_since")?,
        terms: row.get("terms")?,
        proposal: read::word_or_null(row, "proposal")?,
        proposed_by: row.get("proposed_by")?,
        paused_at: row.get("paused_at")?,
        record_of: row.get("record_of")?,
        version: row.get("version")?,
        snapshot_seq: row.get("snapshot_seq")?,
        snapshot: row.get("snapshot")?,
    })
}
