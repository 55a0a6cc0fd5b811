//! Games, seats, the append-only move log and the snapshot cache.

use crate::store::access::{Access, DbConn, each_engine};
use sqlx::FromRow;

pub use super::games_read::{read_moves_of, read_seated, read_with_seats};
use crate::domain::{GameId, GameStatus, MailPref, Millis, Proposal, Seq};
use crate::engine::Seat;
use crate::engine::auto::By;

/// A game row.
#[derive(Clone, Debug, FromRow)]
pub struct GameRow {
    /// Primary key.
    pub id: GameId,
    /// The kind's name.
    pub kind: String,
    /// The rules engine version the game started on.
    pub engine_version: i64,
    /// Normalized options, JSON.
    pub options: String,
    /// The secret seed, hex.
    pub seed: String,
    /// Its public SHA-256, hex.
    pub seed_hash: String,
    /// Where the game stands.
    pub status: GameStatus,
    /// The result JSON once finished.
    pub result: Option<String>,
    /// Moves stored so far.
    pub seq: Seq,
    /// Creation time.
    pub created_at: Millis,
    /// Last change.
    pub updated_at: Millis,
    /// Since when the seats to act have had the turn.
    pub turn_since: Option<Millis>,
    /// The terms (clock, time-out, vacation), JSON.
    pub terms: String,
    /// A standing proposal.
    pub proposal: Option<Proposal>,
    /// The seat that proposed it.
    pub proposed_by: Option<Seat>,
    /// Since when the game is paused by agreement.
    pub paused_at: Option<Millis>,
    /// A record imported by this user that waits for the other players to accept it.
    pub record_of: Option<i64>,
    /// Moves on with every change to the game's state (see migration 0009).
    pub version: i64,
    /// The seq of the cached snapshot, read with the game.
    pub snapshot_seq: Option<Seq>,
    /// The cached snapshot (the engine's state after move `snapshot_seq`).
    pub snapshot: Option<String>,
}

pub(super) const GAME_COLUMNS: &str = "g.id, g.kind, g.engine_version, g.options, g.seed, g.seed_hash, g.status, g.result, g.seq, g.created_at, g.updated_at, g.turn_since, g.terms, g.proposal, g.proposed_by, g.paused_at, g.record_of, g.version";

/// A seat of a game with its player, if any.
#[derive(Clone, Debug, FromRow, serde::Deserialize)]
pub struct SeatRow {
    /// The seat: its index in the kind's seat list.
    pub seat_index: Seat,
    /// The seat's name.
    pub seat: String,
    /// The player's id.
    pub user_id: Option<i64>,
    /// The player's name.
    pub player: Option<String>,
    /// The player's mail address.
    pub email: Option<String>,
    /// The player's mail setting.
    #[serde(default)]
    pub mail: Option<MailPref>,
    /// The player's unsubscribe key.
    #[serde(default)]
    pub unsubscribe_key: Option<String>,
    /// The player's time zone (IANA name): their mails' times are in it.
    #[serde(default)]
    pub timezone: Option<String>,
    /// The code of the language the player reads Herald in: their mails are in it.
    #[serde(default)]
    #[sqlx(default)]
    pub language: Option<String>,
    /// The invited player's id, while the seat waits for them.
    pub invited_id: Option<i64>,
    /// The invited player's name.
    pub invited: Option<String>,
    /// Whether the seat may act now.
    pub to_act: bool,
    /// The seq of the seat's last move (0: none yet).
    pub last_seq: Seq,
    /// When the seat's time runs out.
    pub deadline: Option<Millis>,
    /// Bank clocks: the time banked while the seat waits.
    pub bank_ms: Option<i64>,
    /// The deadline a reminder was sent for.
    pub reminded_for: Option<Millis>,
    /// When the seat's time ran out (a claim may follow).
    pub timed_out_at: Option<Millis>,
    /// A running clock's time left when the game was paused.
    #[serde(default)]
    pub paused_left_ms: Option<i64>,
    /// When the seat's player last nudged the others.
    #[serde(default)]
    #[sqlx(default)]
    pub nudged_at: Option<Millis>,
    /// The player muted this game's mail.
    #[serde(default)]
    pub muted: bool,
    /// The player's declared absence, start.
    #[serde(default)]
    pub away_from: Option<Millis>,
    /// The player's declared absence, end.
    #[serde(default)]
    pub away_to: Option<Millis>,
    /// Whether that absence has begun (its days are taken, its clocks moved).
    #[serde(default)]
    pub away_started: bool,
    /// The seat's standing orders as the kind stores them (JSON), if given. SECRET: for
    /// the move path only; never put in any view, page, history, mail or export.
    #[serde(default)]
    pub orders: Option<String>,
}

impl SeatRow {
    /// The language the seat's player reads Herald in (English when none is known).
    pub fn lang(&self) -> crate::i18n::Lang {
        self.language
            .as_deref()
            .and_then(crate::i18n::Lang::from_code)
            .unwrap_or_default()
    }

    /// A seat nobody holds, of no name, at the start of a game: what a new seat is before
    /// it is named and filled.
    pub fn empty() -> Self {
        SeatRow {
            seat_index: Seat(0),
            seat: String::new(),
            user_id: None,
            player: None,
            email: None,
            mail: None,
            unsubscribe_key: None,
            timezone: None,
            language: None,
            invited_id: None,
            invited: None,
            to_act: false,
            last_seq: Seq::SETUP,
            deadline: None,
            bank_ms: None,
            reminded_for: None,
            timed_out_at: None,
            paused_left_ms: None,
            nudged_at: None,
            muted: false,
            away_from: None,
            away_to: None,
            away_started: false,
            orders: None,
        }
    }
}

/// A stored move.
#[derive(Clone, Debug)]
pub struct MoveRow {
    /// 1-based number of the move.
    pub seq: Seq,
    /// Who moved.
    pub seat_index: Seat,
    /// The action's notation.
    pub action: String,
    /// When it was stored.
    pub at: Millis,
    /// Who decided it: the seat's player, or the server for the seat.
    pub made_by: By,
}

/// One game, with its snapshot (one statement: every read of a game needs both).
///
/// # Errors
/// Database errors.
pub async fn by_id(conn: &mut impl Access, id: GameId) -> sqlx::Result<Option<GameRow>> {
    each_engine!(conn, c => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = $1"
    )))
    .bind(id)
    .fetch_optional(c).await)
}

#[derive(FromRow)]
struct GameWithSeats {
    #[sqlx(flatten)]
    game: GameRow,
    seats: String,
}

/// The seats of game `g` with their players, as one JSON array (one row, not one per seat).
const SEATS_JSON: &str = "(SELECT json_group_array(json_object(
        'seat_index', t.seat_index, 'seat', t.seat, 'user_id', t.user_id, 'player', u.name,
        'email', u.email, 'mail', u.mail, 'away_from', u.away_from, 'away_to', u.away_to,
        'away_started', json(CASE WHEN u.away_started THEN 'true' ELSE 'false' END), 'unsubscribe_key', u.unsubscribe_key, 'timezone', u.timezone, 'language', u.language, 'invited_id', t.invited_id, 'invited', i.name,
        'to_act', json(CASE WHEN t.to_act THEN 'true' ELSE 'false' END),
        'last_seq', t.last_seq, 'deadline', t.deadline, 'bank_ms', t.bank_ms,
        'reminded_for', t.reminded_for, 'timed_out_at', t.timed_out_at,
        'paused_left_ms', t.paused_left_ms, 'nudged_at', t.nudged_at,
        'muted', json(CASE WHEN t.muted THEN 'true' ELSE 'false' END),
        'orders', t.orders) ORDER BY t.seat_index)
    FROM seats t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users i ON i.id = t.invited_id
    WHERE t.game_id = g.id)";

/// [`SEATS_JSON`] on PostgreSQL (whose flags are booleans already).
const SEATS_JSON_PG: &str = "(SELECT coalesce(json_agg(json_build_object(
        'seat_index', t.seat_index, 'seat', t.seat, 'user_id', t.user_id, 'player', u.name,
        'email', u.email, 'mail', u.mail, 'away_from', u.away_from, 'away_to', u.away_to,
        'away_started', coalesce(u.away_started, FALSE), 'unsubscribe_key', u.unsubscribe_key,
        'timezone', u.timezone, 'language', u.language, 'invited_id', t.invited_id, 'invited', i.name,
        'to_act', t.to_act, 'last_seq', t.last_seq, 'deadline', t.deadline, 'bank_ms', t.bank_ms,
        'reminded_for', t.reminded_for, 'timed_out_at', t.timed_out_at,
        'paused_left_ms', t.paused_left_ms, 'nudged_at', t.nudged_at, 'muted', t.muted,
        'orders', t.orders) ORDER BY t.seat_index), '[]')::TEXT
    FROM seats t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users i ON i.id = t.invited_id
    WHERE t.game_id = g.id)";

/// The move log of game `g` as one JSON array of `[seq, seat_index, action, at, made_by]`: the
/// SQLite driver hands each row across threads on its own, and a log of a hundred moves as
/// a hundred rows cost more than the replay it feeds.
const LOG_JSON: &str =
    "(SELECT json_group_array(json_array(m.seq, m.seat_index, m.action, m.at, m.made_by) ORDER BY m.seq)
    FROM moves m WHERE m.game_id = g.id)";

/// [`LOG_JSON`] on PostgreSQL.
const LOG_JSON_PG: &str = "(SELECT coalesce(json_agg(json_build_array(
        m.seq, m.seat_index, m.action, m.at, m.made_by) ORDER BY m.seq), '[]')::TEXT
    FROM moves m WHERE m.game_id = g.id)";

#[derive(FromRow)]
struct GameWithSeatsAndLog {
    #[sqlx(flatten)]
    game: GameRow,
    seats: String,
    log: String,
}

fn decode<T: serde::de::DeserializeOwned>(json: &str) -> sqlx::Result<T> {
    serde_json::from_str(json).map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

fn log_rows(json: &str) -> sqlx::Result<Vec<MoveRow>> {
    let entries: Vec<(Seq, Seat, String, Millis, String)> = decode(json)?;
    entries
        .into_iter()
        .map(|(seq, seat_index, action, at, made_by)| {
            Ok(MoveRow {
                seq,
                seat_index,
                action,
                at,
                made_by: made_by_of(&made_by).map_err(|e| sqlx::Error::Decode(e.into()))?,
            })
        })
        .collect()
}

/// Who made a stored move, read back; a word no version wrote is an error.
///
/// # Errors
/// A message naming the word.
pub fn made_by_of(word: &str) -> Result<By, String> {
    By::parse(word).ok_or_else(|| format!("a move made by {word:?}, a word no version wrote"))
}

/// A game with its snapshot and seats, in one statement.
///
/// # Errors
/// Database errors.
pub async fn with_seats(
    conn: &mut impl Access,
    id: GameId,
) -> sqlx::Result<Option<(GameRow, Vec<SeatRow>)>> {
    let row: Option<GameWithSeats> = each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot, {seats} AS seats
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = $1",
        seats = engine.pick(SEATS_JSON, SEATS_JSON_PG)
    )))
    .bind(id)
    .fetch_optional(c).await)?;
    let Some(row) = row else { return Ok(None) };
    Ok(Some((row.game, decode(&row.seats)?)))
}

/// A game with its snapshot, its seats and its whole move log, in one statement: one
/// consistent read, everything a move needs before it is checked and written.
///
/// # Errors
/// Database errors, or a log that does not decode.
pub async fn with_seats_and_log(
    conn: &mut impl Access,
    id: GameId,
) -> sqlx::Result<Option<(GameRow, Vec<SeatRow>, Vec<MoveRow>)>> {
    let row: Option<GameWithSeatsAndLog> = each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot,
                {seats} AS seats, {log} AS log
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = $1",
        seats = engine.pick(SEATS_JSON, SEATS_JSON_PG),
        log = engine.pick(LOG_JSON, LOG_JSON_PG)
    )))
    .bind(id)
    .fetch_optional(c).await)?;
    let Some(row) = row else { return Ok(None) };
    Ok(Some((row.game, decode(&row.seats)?, log_rows(&row.log)?)))
}

/// The whole move log of a game, in order.
///
/// # Errors
/// Database errors, or a log that does not decode.
pub async fn moves_of(conn: &mut impl Access, game_id: GameId) -> sqlx::Result<Vec<MoveRow>> {
    let (log,): (String,) = each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {log} FROM games g WHERE g.id = $1",
        log = engine.pick(LOG_JSON, LOG_JSON_PG)
    )))
    .bind(game_id)
    .fetch_one(c).await)?;
    log_rows(&log)
}

/// A seat's clock as a change leaves it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ClockWrite {
    /// The deadline, while the seat is to act under a clock.
    pub deadline: Option<Millis>,
    /// Bank clocks: the time banked.
    pub bank_ms: Option<i64>,
    /// While the game is paused: the time the seat's clock had left when it stopped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paused_left_ms: Option<i64>,
}

/// The number columns of a game's rows: (table, column, the column that names the row).
const NUMBER_COLUMNS: [(&str, &str); 22] = [
    ("games", "engine_version"),
    ("games", "seq"),
    ("games", "created_by"),
    ("games", "created_at"),
    ("games", "updated_at"),
    ("games", "turn_since"),
    ("games", "proposed_by"),
    ("games", "paused_at"),
    ("games", "record_of"),
    ("games", "version"),
    ("seats", "seat_index"),
    ("seats", "user_id"),
    ("seats", "invited_id"),
    ("seats", "to_act"),
    ("seats", "last_seq"),
    ("seats", "deadline"),
    ("seats", "bank_ms"),
    ("seats", "reminded_for"),
    ("seats", "timed_out_at"),
    ("seats", "paused_left_ms"),
    ("seats", "nudged_at"),
    ("seats", "muted"),
];

/// The stored values of game `id` that cannot be read as what they hold (a number column
/// holding a float or text), each as "seats.deadline (seat 0) holds 9.3e+18"; empty for a
/// sound game. An older version could leave such values; they are reported, never trusted.
///
/// # Errors
/// Database errors.
pub async fn damage(conn: &mut impl Access, id: GameId) -> sqlx::Result<Vec<String>> {
    if matches!(conn.access(), DbConn::Pg(_)) {
        // PostgreSQL's columns hold only values of their type: nothing to report.
        return Ok(Vec::new());
    }
    let checks: Vec<String> = NUMBER_COLUMNS
        .iter()
        .map(|(table, column)| {
            let (key, row) = if *table == "games" {
                ("id", "''")
            } else {
                ("game_id", "' (seat ' || seat_index || ')'")
            };
            format!(
                "SELECT '{table}.{column}' || {row} || ' holds ' || quote({column})
                 FROM {table} WHERE {key} = $1 AND typeof({column}) NOT IN ('integer', 'null')"
            )
        })
        .chain(std::iter::once(
            "SELECT 'moves.at (move ' || seq || ') holds ' || quote(at)
             FROM moves WHERE game_id = $1
               AND (typeof(at) <> 'integer' OR typeof(seat_index) <> 'integer')"
                .to_string(),
        ))
        .collect();
    let rows: Vec<(String,)> = each_engine!(conn, c => sqlx::query_as(sqlx::AssertSqlSafe(checks.join(" UNION ALL ")))
        .bind(id)
        .fetch_all(c).await)?;
    Ok(rows.into_iter().map(|(what,)| what).collect())
}

/// Every game id, for `herald verify`.
///
/// # Errors
/// Database errors.
pub async fn all_ids(conn: &mut impl Access) -> sqlx::Result<Vec<GameId>> {
    let rows: Vec<(GameId,)> = each_engine!(conn, c => sqlx::query_as("SELECT id FROM games ORDER BY id")
        .fetch_all(c).await)?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

#[cfg(test)]
#[path = "games_tests.rs"]
pub(super) mod tests;
