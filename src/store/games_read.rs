//! The game tables' hot reads on a synchronous read connection (see [`super::read`]): a
//! game with its seats, and its log, as rows (no thread hand-off, so no JSON aggregate).

use std::sync::LazyLock;

use super::games::{GAME_COLUMNS, GameRow, MoveRow, SeatRow};
use super::read;
use super::sql::{self, Conn, Row};
use crate::domain::GameId;

/// [`super::games::with_seats`] on a read connection (see [`super::read`]).
///
/// # Errors
/// Database errors, or a stored value that does not decode.
pub fn read_with_seats(conn: Conn<'_>, id: GameId) -> sql::Result<Option<(GameRow, Vec<SeatRow>)>> {
    let Some(game) = conn.query_opt(&GAME_READ, &[&id], game_row)? else {
        return Ok(None);
    };
    // Rows here cost no thread hand-off, so the seats come as rows, not as JSON.
    let seats = conn.query_map(SEAT_ROWS, &[&id], seat_row)?;
    Ok(Some((game, seats)))
}

/// Game `?` with its snapshot, as [`game_row`] reads it (made once: a read finds its
/// prepared statement by this text).
static GAME_READ: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?"
    )
});

/// The seats of game `?` with their players, in seat order, as [`seat_row`] reads them.
const SEAT_ROWS: &str = "SELECT t.seat_index, t.seat, t.user_id, u.name AS player, u.email,
        u.mail, u.away_from, u.away_to, u.away_started, u.unsubscribe_key, u.timezone, t.invited_id,
        i.name AS invited, t.to_act, t.last_seq, t.deadline, t.bank_ms, t.reminded_for,
        t.timed_out_at, t.paused_left_ms, t.nudged_at, t.muted, t.orders, u.language
    FROM seats t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users i ON i.id = t.invited_id
    WHERE t.game_id = ? ORDER BY t.seat_index";

/// A seat read by the positions of its columns in [`SEAT_ROWS`] (a name would be looked up
/// among all the columns' names for every value; `the_hot_reads_columns_are_where_they_are_read`
/// holds the positions to the names).
fn seat_row(row: &Row<'_, '_>) -> sql::Result<SeatRow> {
    Ok(SeatRow {
        seat_index: row.get(0)?,
        seat: row.get(1)?,
        user_id: row.get(2)?,
        player: row.get(3)?,
        email: row.get(4)?,
        mail: read::word_or_null_at(row, 5, "mail")?,
        away_from: row.get(6)?,
        away_to: row.get(7)?,
        away_started: row.get::<Option<bool>>(8)?.unwrap_or(false),
        unsubscribe_key: row.get(9)?,
        timezone: row.get(10)?,
        invited_id: row.get(11)?,
        invited: row.get(12)?,
        to_act: row.get(13)?,
        last_seq: row.get(14)?,
        deadline: row.get(15)?,
        bank_ms: row.get(16)?,
        reminded_for: row.get(17)?,
        timed_out_at: row.get(18)?,
        paused_left_ms: row.get(19)?,
        nudged_at: row.get(20)?,
        muted: row.get(21)?,
        orders: row.get(22)?,
        language: row.get(23)?,
    })
}

/// The names of [`SEAT_ROWS`]' columns, in order, as [`seat_row`] reads them.
#[cfg(test)]
const SEAT_NAMES: [&str; 24] = [
    "seat_index",
    "seat",
    "user_id",
    "player",
    "email",
    "mail",
    "away_from",
    "away_to",
    "away_started",
    "unsubscribe_key",
    "timezone",
    "invited_id",
    "invited",
    "to_act",
    "last_seq",
    "deadline",
    "bank_ms",
    "reminded_for",
    "timed_out_at",
    "paused_left_ms",
    "nudged_at",
    "muted",
    "orders",
    "language",
];

/// `seat` as it would be with player `user_id` in it (their name, address and mail
/// settings as the seat's reads join them), if there is such a player: what the mails of
/// the change that seats them are written to.
///
/// # Errors
/// Database errors, or a stored value that does not decode.
pub fn read_seated(conn: Conn<'_>, seat: &SeatRow, user_id: i64) -> sql::Result<Option<SeatRow>> {
    conn.query_opt(
        "SELECT u.id, u.name, u.email, u.mail, u.away_from, u.away_to, u.away_started,
                u.unsubscribe_key, u.timezone, u.language
         FROM users u WHERE u.id = ?",
        &[&user_id],
        |row| {
            Ok(SeatRow {
                user_id: row.get(0)?,
                player: row.get(1)?,
                email: row.get(2)?,
                mail: read::word_or_null_at(row, 3, "mail")?,
                away_from: row.get(4)?,
                away_to: row.get(5)?,
                away_started: row.get::<Option<bool>>(6)?.unwrap_or(false),
                unsubscribe_key: row.get(7)?,
                timezone: row.get(8)?,
                language: row.get(9)?,
                invited_id: None,
                invited: None,
                muted: false,
                orders: None,
                ..seat.clone()
            })
        },
    )
}

/// [`super::games::moves_of`] on a read connection (see [`super::read`]).
///
/// # Errors
/// Database errors, or a log that does not decode.
pub fn read_moves_of(conn: Conn<'_>, game_id: GameId) -> sql::Result<Vec<MoveRow>> {
    conn.query_map(
        "SELECT seq, seat_index, action, at, made_by FROM moves WHERE game_id = ? ORDER BY seq",
        &[&game_id],
        |row| {
            Ok(MoveRow {
                seq: row.get(0)?,
                seat_index: row.get(1)?,
                action: row.get(2)?,
                at: row.get(3)?,
                made_by: super::games::made_by_of(&row.get::<String>(4)?)
                    .map_err(|e| sqlx::Error::Decode(e.into()))?,
            })
        },
    )
}

/// A game row read by the positions of its columns ([`GAME_COLUMNS`], then the snapshot's
/// seq and state), as [`seat_row`] reads a seat.
fn game_row(row: &Row<'_, '_>) -> sql::Result<GameRow> {
    Ok(GameRow {
        id: row.get(0)?,
        kind: row.get(1)?,
        engine_version: row.get(2)?,
        options: row.get(3)?,
        seed: row.get(4)?,
        seed_hash: row.get(5)?,
        status: read::word_at(row, 6, "status")?,
        result: row.get(7)?,
        seq: row.get(8)?,
        created_at: row.get(9)?,
        updated_at: row.get(10)?,
        turn_since: row.get(11)?,
        terms: row.get(12)?,
        proposal: read::word_or_null_at(row, 13, "proposal")?,
        proposed_by: row.get(14)?,
        paused_at: row.get(15)?,
        record_of: row.get(16)?,
        version: row.get(17)?,
        snapshot_seq: row.get(18)?,
        snapshot: row.get(19)?,
    })
}

/// The names of the game read's columns, in order, as [`game_row`] reads them.
#[cfg(test)]
const GAME_NAMES: [&str; 20] = [
    "id",
    "kind",
    "engine_version",
    "options",
    "seed",
    "seed_hash",
    "status",
    "result",
    "seq",
    "created_at",
    "updated_at",
    "turn_since",
    "terms",
    "proposal",
    "proposed_by",
    "paused_at",
    "record_of",
    "version",
    "snapshot_seq",
    "snapshot",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_hot_reads_columns_are_where_they_are_read() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("t.db");
        let db = crate::store::open(&path).await.expect("open");
        db.close().await;
        let conn = rusqlite::Connection::open(&path).expect("open");
        let names = |sql: &str| -> Vec<String> {
            conn.prepare(sql)
                .expect("prepares")
                .column_names()
                .into_iter()
                .map(str::to_string)
                .collect()
        };
        assert_eq!(names(SEAT_ROWS), SEAT_NAMES);
        assert_eq!(names(&GAME_READ), GAME_NAMES);
    }
}
