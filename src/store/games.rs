//! Games, seats, the append-only move log and the snapshot cache.

use sqlx::{FromRow, SqliteConnection};

use super::outbox::NewMail;
use crate::domain::{GameStatus, MailPref, Proposal};

/// A game row.
#[derive(Clone, Debug, FromRow)]
pub struct GameRow {
    /// Primary key.
    pub id: i64,
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
    pub seq: i64,
    /// Creation time.
    pub created_at: i64,
    /// Last change.
    pub updated_at: i64,
    /// Since when the seats to act have had the turn.
    pub turn_since: Option<i64>,
    /// The terms (clock, time-out, vacation), JSON.
    pub terms: String,
    /// A standing proposal.
    pub proposal: Option<Proposal>,
    /// The seat that proposed it.
    pub proposed_by: Option<i64>,
    /// Since when the game is paused by agreement.
    pub paused_at: Option<i64>,
    /// A record imported by this user that waits for the other players to accept it.
    pub record_of: Option<i64>,
    /// Moves on with every change to the game's state (see migration 0009).
    pub version: i64,
    /// The seq of the cached snapshot, read with the game.
    pub snapshot_seq: Option<i64>,
    /// The cached snapshot (the engine's state after move `snapshot_seq`).
    pub snapshot: Option<String>,
}

const GAME_COLUMNS: &str = "g.id, g.kind, g.engine_version, g.options, g.seed, g.seed_hash, g.status, g.result, g.seq, g.created_at, g.updated_at, g.turn_since, g.terms, g.proposal, g.proposed_by, g.paused_at, g.record_of, g.version";

/// A seat of a game with its player, if any.
#[derive(Clone, Debug, FromRow, serde::Deserialize)]
pub struct SeatRow {
    /// Index in the kind's seat list.
    pub seat_index: i64,
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
    /// The invited player's id, while the seat waits for them.
    pub invited_id: Option<i64>,
    /// The invited player's name.
    pub invited: Option<String>,
    /// Whether the seat may act now.
    pub to_act: bool,
    /// The seq of the seat's last move (0: none yet).
    pub last_seq: i64,
    /// When the seat's time runs out.
    pub deadline: Option<i64>,
    /// Bank clocks: the time banked while the seat waits.
    pub bank_ms: Option<i64>,
    /// The deadline a reminder was sent for.
    pub reminded_for: Option<i64>,
    /// When the seat's time ran out (a claim may follow).
    pub timed_out_at: Option<i64>,
    /// A running clock's time left when the game was paused.
    #[serde(default)]
    pub paused_left_ms: Option<i64>,
    /// The player muted this game's mail.
    #[serde(default)]
    pub muted: bool,
    /// The player's declared absence, start.
    #[serde(default)]
    pub away_from: Option<i64>,
    /// The player's declared absence, end.
    #[serde(default)]
    pub away_to: Option<i64>,
    /// Whether that absence has begun (its days are taken, its clocks moved).
    #[serde(default)]
    pub away_started: bool,
}

/// A stored move.
#[derive(Clone, Debug, FromRow)]
pub struct MoveRow {
    /// 1-based number of the move.
    pub seq: i64,
    /// Who moved.
    pub seat_index: i64,
    /// The action's notation.
    pub action: String,
    /// When it was stored.
    pub at: i64,
}

/// What a new game row holds.
pub struct NewGame<'a> {
    /// The kind.
    pub kind: &'a str,
    /// Its engine version.
    pub engine_version: u32,
    /// Normalized options JSON.
    pub options: &'a str,
    /// The terms JSON (clock, time-out, vacation).
    pub terms: &'a str,
    /// Secret seed hex.
    pub seed: &'a str,
    /// Seed hash hex.
    pub seed_hash: &'a str,
    /// The creator.
    pub created_by: i64,
    /// Now.
    pub now: i64,
}

/// Inserts a game in status `open`.
///
/// # Errors
/// Database errors.
pub async fn insert(conn: &mut SqliteConnection, g: &NewGame<'_>) -> sqlx::Result<i64> {
    let (id,): (i64,) = sqlx::query_as(
        "INSERT INTO games (kind, engine_version, options, terms, seed, seed_hash, status, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?) RETURNING id",
    )
    .bind(g.kind)
    .bind(g.engine_version)
    .bind(g.options)
    .bind(g.terms)
    .bind(g.seed)
    .bind(g.seed_hash)
    .bind(g.created_by)
    .bind(g.now)
    .bind(g.now)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

/// Inserts a seat, empty, taken or reserved for an invited player.
///
/// # Errors
/// Database errors.
pub async fn insert_seat(
    conn: &mut SqliteConnection,
    game_id: i64,
    seat_index: usize,
    seat: &str,
    user_id: Option<i64>,
    invited_id: Option<i64>,
    bank_ms: Option<i64>,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO seats (game_id, seat_index, seat, user_id, invited_id, bank_ms) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(game_id)
    .bind(seat_index as i64)
    .bind(seat)
    .bind(user_id)
    .bind(invited_id)
    .bind(bank_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Gives an empty seat to a user. False if the seat was taken meanwhile.
///
/// # Errors
/// Database errors.
pub async fn take_seat(
    conn: &mut SqliteConnection,
    game_id: i64,
    seat_index: usize,
    user_id: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE seats SET user_id = ?, invited_id = NULL WHERE game_id = ? AND seat_index = ? AND user_id IS NULL",
    )
    .bind(user_id)
    .bind(game_id)
    .bind(seat_index as i64)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// One game, with its snapshot (one statement: every read of a game needs both).
///
/// # Errors
/// Database errors.
pub async fn by_id(conn: &mut SqliteConnection, id: i64) -> sqlx::Result<Option<GameRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await
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
        'away_started', json(CASE WHEN u.away_started THEN 'true' ELSE 'false' END), 'unsubscribe_key', u.unsubscribe_key, 'invited_id', t.invited_id, 'invited', i.name,
        'to_act', json(CASE WHEN t.to_act THEN 'true' ELSE 'false' END),
        'last_seq', t.last_seq, 'deadline', t.deadline, 'bank_ms', t.bank_ms,
        'reminded_for', t.reminded_for, 'timed_out_at', t.timed_out_at,
        'paused_left_ms', t.paused_left_ms,
        'muted', json(CASE WHEN t.muted THEN 'true' ELSE 'false' END)) ORDER BY t.seat_index)
    FROM seats t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users i ON i.id = t.invited_id
    WHERE t.game_id = g.id)";

/// The move log of game `g` as one JSON array of `[seq, seat_index, action, at]`: the
/// SQLite driver hands each row across threads on its own, and a log of a hundred moves as
/// a hundred rows cost more than the replay it feeds.
const LOG_JSON: &str =
    "(SELECT json_group_array(json_array(m.seq, m.seat_index, m.action, m.at) ORDER BY m.seq)
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
    let entries: Vec<(i64, i64, String, i64)> = decode(json)?;
    Ok(entries
        .into_iter()
        .map(|(seq, seat_index, action, at)| MoveRow {
            seq,
            seat_index,
            action,
            at,
        })
        .collect())
}

/// A game with its snapshot and seats, in one statement.
///
/// # Errors
/// Database errors.
pub async fn with_seats(
    conn: &mut SqliteConnection,
    id: i64,
) -> sqlx::Result<Option<(GameRow, Vec<SeatRow>)>> {
    let row: Option<GameWithSeats> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot, {SEATS_JSON} AS seats
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    Ok(Some((row.game, decode(&row.seats)?)))
}

/// A game with its snapshot, its seats and its whole move log, in one statement: one
/// consistent read, everything a move needs before it is checked and written.
///
/// # Errors
/// Database errors, or a log that does not decode.
pub async fn with_seats_and_log(
    conn: &mut SqliteConnection,
    id: i64,
) -> sqlx::Result<Option<(GameRow, Vec<SeatRow>, Vec<MoveRow>)>> {
    let row: Option<GameWithSeatsAndLog> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot,
                {SEATS_JSON} AS seats, {LOG_JSON} AS log
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    Ok(Some((row.game, decode(&row.seats)?, log_rows(&row.log)?)))
}

/// The whole move log of a game, in order.
///
/// # Errors
/// Database errors, or a log that does not decode.
pub async fn moves_of(conn: &mut SqliteConnection, game_id: i64) -> sqlx::Result<Vec<MoveRow>> {
    let (log,): (String,) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {LOG_JSON} FROM games g WHERE g.id = ?"
    )))
    .bind(game_id)
    .fetch_one(conn)
    .await?;
    log_rows(&log)
}

/// Everything one move writes: the log entry, the game's progress, the snapshot, whose
/// turn it is, and the mails it causes.
#[derive(Debug, serde::Serialize)]
pub struct MoveWrite {
    /// The game.
    pub game_id: i64,
    /// The new move's seq: the game's seq when the move was checked, plus one.
    pub seq: i64,
    /// The game's version when the move was checked: the move is written only if the
    /// game is still at it (nothing else changed it in between).
    pub version: i64,
    /// The seat that moved.
    pub seat_index: usize,
    /// The action's notation.
    pub action: String,
    /// When.
    pub at: i64,
    /// The game's status after the move: active or finished.
    pub status: &'static str,
    /// The result JSON when the move ends the game.
    pub result: Option<String>,
    /// Since when the seats to act have had the turn (none once finished).
    pub turn_since: Option<i64>,
    /// The engine's state after the move.
    pub snapshot: String,
    /// The seats that may act now.
    pub to_act: Vec<usize>,
    /// Each seat's clock after the move, in seat order.
    pub clocks: Vec<ClockWrite>,
    /// The mails the move causes.
    pub mails: Vec<NewMail>,
}

/// A seat's clock as a move leaves it.
#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct ClockWrite {
    /// The deadline, while the seat is to act under a clock.
    pub deadline: Option<i64>,
    /// Bank clocks: the time banked.
    pub bank_ms: Option<i64>,
}

/// Why a move was not written.
#[derive(Debug, thiserror::Error)]
pub enum MoveWriteError {
    /// Another move (or change) was stored first: the move was checked against a game that
    /// has moved on. Nothing was written.
    #[error("the game has moved on since the move was checked")]
    Stale,
    /// The database failed; nothing was written. (Shared: when a commit fails, every
    /// move in it gets the same error.)
    #[error("database: {0}")]
    Database(std::sync::Arc<sqlx::Error>),
}

impl From<sqlx::Error> for MoveWriteError {
    fn from(err: sqlx::Error) -> Self {
        MoveWriteError::Database(std::sync::Arc::new(err))
    }
}

/// Appends a whole log to a game in play that has none yet (an import), move by move, so
/// the database checks the sequence as for any move.
///
/// # Errors
/// Database errors.
pub async fn import_log(
    conn: &mut SqliteConnection,
    game_id: i64,
    log: &[MoveRow],
) -> sqlx::Result<()> {
    for m in log {
        sqlx::query(
            "INSERT INTO moves (game_id, seq, seat_index, action, at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(game_id)
        .bind(m.seq)
        .bind(m.seat_index)
        .bind(&m.action)
        .bind(m.at)
        .execute(&mut *conn)
        .await?;
        sqlx::query("UPDATE games SET seq = ? WHERE id = ?")
            .bind(m.seq)
            .bind(game_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Replaces the snapshot of a game.
///
/// # Errors
/// Database errors.
pub async fn put_snapshot(
    conn: &mut SqliteConnection,
    game_id: i64,
    seq: i64,
    state: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
    )
    .bind(game_id)
    .bind(seq)
    .bind(state)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records the game's new position after a move or a join.
///
/// # Errors
/// Database errors.
pub async fn update_progress(
    conn: &mut SqliteConnection,
    game_id: i64,
    seq: i64,
    status: GameStatus,
    result: Option<&str>,
    turn_since: Option<i64>,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET seq = ?, status = ?, result = ?, turn_since = ?, updated_at = ? WHERE id = ?")
        .bind(seq)
        .bind(status)
        .bind(result)
        .bind(turn_since)
        .bind(now)
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Marks which seats may act now and, after a move, that the mover moved at `seq`: one
/// statement for every seat of the game.
///
/// # Errors
/// Database errors.
pub async fn set_turn(
    conn: &mut SqliteConnection,
    game_id: i64,
    to_act: &[usize],
    moved: Option<(usize, i64)>,
) -> sqlx::Result<()> {
    let list = serde_json::to_string(to_act).expect("indices serialize");
    let (mover, seq) = moved.map_or((-1, 0), |(seat, seq)| (seat as i64, seq));
    sqlx::query(
        "UPDATE seats SET to_act = (seat_index IN (SELECT value FROM json_each(?))),
                          last_seq = CASE WHEN seat_index = ? THEN ? ELSE last_seq END
         WHERE game_id = ?",
    )
    .bind(list)
    .bind(mover)
    .bind(seq)
    .bind(game_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// A line of a game list (lobby, my games).
#[derive(Clone, Debug, FromRow)]
pub struct GameListRow {
    /// Game id.
    pub id: i64,
    /// Kind.
    pub kind: String,
    /// Where the game stands.
    pub status: GameStatus,
    /// Moves so far.
    pub seq: i64,
    /// Last change.
    pub updated_at: i64,
    /// Since when the turn is with the seats to act.
    pub turn_since: Option<i64>,
    /// Comma-separated `seat:player` pairs (player empty for a free seat).
    pub seating: String,
    /// Comma-separated names of the seats to act.
    pub acting: Option<String>,
    /// The earliest deadline of the seats to act.
    pub deadline: Option<i64>,
    /// Whether a stored value of the game cannot be read (see [`damage`]); the numbers
    /// above that could not be read are left out (0 or none).
    pub damaged: bool,
}

/// A list line reads every number through `typeof`, so that one game whose stored
/// values cannot be read (a float where a time belongs) is listed as damaged instead of
/// failing the whole list.
const LIST_SELECT: &str = "SELECT g.id, g.kind, g.status,
    CASE WHEN typeof(g.seq) = 'integer' THEN g.seq ELSE 0 END AS seq,
    CASE WHEN typeof(g.updated_at) = 'integer' THEN g.updated_at ELSE 0 END AS updated_at,
    CASE WHEN typeof(g.turn_since) = 'integer' THEN g.turn_since END AS turn_since,
    (SELECT group_concat(s.seat || ':' || coalesce(u.name, ''), ',') FROM seats s LEFT JOIN users u ON u.id = s.user_id
       WHERE s.game_id = g.id ORDER BY s.seat_index) AS seating,
    (SELECT group_concat(s.seat, ',') FROM seats s WHERE s.game_id = g.id AND s.to_act = 1) AS acting,
    (SELECT min(s.deadline) FROM seats s
       WHERE s.game_id = g.id AND s.to_act = 1 AND typeof(s.deadline) = 'integer') AS deadline,
    (typeof(g.seq) <> 'integer' OR typeof(g.updated_at) <> 'integer'
       OR typeof(g.turn_since) NOT IN ('integer', 'null')
       OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id
                  AND (typeof(s.deadline) NOT IN ('integer', 'null')
                       OR typeof(s.bank_ms) NOT IN ('integer', 'null')))) AS damaged
    FROM games g";

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
pub async fn damage(conn: &mut SqliteConnection, id: i64) -> sqlx::Result<Vec<String>> {
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
                 FROM {table} WHERE {key} = ?1 AND typeof({column}) NOT IN ('integer', 'null')"
            )
        })
        .chain(std::iter::once(
            "SELECT 'moves.at (move ' || seq || ') holds ' || quote(at)
             FROM moves WHERE game_id = ?1
               AND (typeof(at) <> 'integer' OR typeof(seat_index) <> 'integer')"
                .to_string(),
        ))
        .collect();
    let rows: Vec<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(checks.join(" UNION ALL ")))
        .bind(id)
        .fetch_all(conn)
        .await?;
    Ok(rows.into_iter().map(|(what,)| what).collect())
}

/// Open games with a free seat not reserved for an invited player, newest first.
///
/// # Errors
/// Database errors.
pub async fn open_games(conn: &mut SqliteConnection, limit: i64) -> sqlx::Result<Vec<GameListRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{LIST_SELECT} WHERE g.status = 'open' AND EXISTS
           (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id IS NULL AND s.invited_id IS NULL)
         ORDER BY g.created_at DESC LIMIT ?"
    )))
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Games in play with a seat whose player left or was handed over, longest waiting first.
///
/// # Errors
/// Database errors.
pub async fn vacant_seats(
    conn: &mut SqliteConnection,
    limit: i64,
) -> sqlx::Result<Vec<GameListRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{LIST_SELECT} WHERE g.status IN ('active', 'abandoned') AND EXISTS
           (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id IS NULL)
         ORDER BY g.updated_at LIMIT ?"
    )))
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Open games where a seat waits for this user's answer to an invitation.
///
/// # Errors
/// Database errors.
pub async fn invitations_of(
    conn: &mut SqliteConnection,
    user_id: i64,
) -> sqlx::Result<Vec<GameListRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{LIST_SELECT} WHERE g.status = 'open' AND EXISTS
           (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.invited_id = ? AND s.user_id IS NULL)
         ORDER BY g.created_at DESC"
    )))
    .bind(user_id)
    .fetch_all(conn)
    .await
}

/// The games a user plays: those waiting on them first, then by last change.
///
/// # Errors
/// Database errors.
pub async fn games_of(conn: &mut SqliteConnection, user_id: i64) -> sqlx::Result<Vec<GameListRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{LIST_SELECT} WHERE EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?1)
         ORDER BY (g.status = 'finished'),
                  NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?1 AND s.to_act = 1),
                  g.updated_at DESC"
    )))
    .bind(user_id)
    .fetch_all(conn)
    .await
}

/// Marks a game as a record imported by `importer` that waits for its other players
/// (`None`: a game like any other).
///
/// # Errors
/// Database errors.
pub async fn set_record_of(
    conn: &mut SqliteConnection,
    game_id: i64,
    importer: Option<i64>,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE games SET record_of = ? WHERE id = ?")
        .bind(importer)
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The invited player of a record's seat accepts it: the seat is theirs; once no seat
/// waits any more, the record is a game like any other.
///
/// # Errors
/// Database errors.
pub async fn accept_record_seat(
    conn: &mut SqliteConnection,
    game_id: i64,
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
pub async fn delete_game(conn: &mut SqliteConnection, game_id: i64) -> sqlx::Result<()> {
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
) -> sqlx::Result<Vec<(i64, String, String, Option<String>)>> {
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

/// Every game id, for `herald verify`.
///
/// # Errors
/// Database errors.
pub async fn all_ids(conn: &mut SqliteConnection) -> sqlx::Result<Vec<i64>> {
    let rows: Vec<(i64,)> = sqlx::query_as("SELECT id FROM games ORDER BY id")
        .fetch_all(conn)
        .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::store::{Db, open, users};

    /// A database in a temp dir with two players and an active game of two seats.
    pub(in crate::store) async fn one_game() -> (tempfile::TempDir, Db, i64) {
        let dir = tempfile::tempdir().expect("tempdir");
        let db = open(&dir.path().join("t.db")).await.expect("open");
        let mut tx = db.begin_write().await.expect("begin");
        let a = users::insert(&mut tx, "ann", "ann@example.org", "hash", "k-ann", 0)
            .await
            .expect("ann");
        let b = users::insert(&mut tx, "ben", "ben@example.org", "hash", "k-ben", 0)
            .await
            .expect("ben");
        let id = insert(
            &mut tx,
            &NewGame {
                kind: "rosenkonig",
                engine_version: 1,
                options: "{}",
                terms: "{}",
                seed: "00",
                seed_hash: "11",
                created_by: a,
                now: 0,
            },
        )
        .await
        .expect("game");
        insert_seat(&mut tx, id, 0, "red", Some(a), None, None)
            .await
            .expect("red");
        insert_seat(&mut tx, id, 1, "white", Some(b), None, None)
            .await
            .expect("white");
        update_progress(&mut tx, id, 0, GameStatus::Active, None, Some(0), 0)
            .await
            .expect("active");
        tx.commit().await.expect("commit");
        (dir, db, id)
    }

    /// A move of game `game_id` checked against the game as it stands now.
    pub(in crate::store) async fn a_move(
        db: &Db,
        game_id: i64,
        seq: i64,
        seat_index: usize,
    ) -> MoveWrite {
        let mut conn = db.acquire().await.expect("conn");
        let game = by_id(&mut conn, game_id)
            .await
            .expect("read")
            .expect("game");
        MoveWrite {
            game_id,
            seq,
            version: game.version,
            seat_index,
            action: format!("m{seq}"),
            at: 1000 + seq,
            status: "active",
            result: None,
            turn_since: Some(1000 + seq),
            snapshot: format!("state after {seq}"),
            to_act: vec![1 - seat_index],
            clocks: Vec::new(),
            mails: vec![NewMail {
                game_id: Some(game_id),
                to_addr: "ben@example.org".into(),
                to_name: "ben".into(),
                subject: format!("turn {seq}"),
                body_text: "text".into(),
                body_html: "<p>html</p>".into(),
                message_id: format!("turn.{seq}@x"),
                thread_id: Some("thread@x".into()),
                unsubscribe_url: None,
            }],
        }
    }

    #[tokio::test]
    async fn a_move_writes_the_log_the_game_the_snapshot_the_turn_and_its_mails_at_once() {
        let (_dir, db, id) = one_game().await;
        db.write_move(a_move(&db, id, 1, 0).await)
            .await
            .expect("written");
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!(game.seq, 1);
        assert_eq!(game.turn_since, Some(1001));
        assert_eq!(game.snapshot.as_deref(), Some("state after 1"));
        assert_eq!(game.snapshot_seq, Some(1));
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].action, "m1");
        assert!(!seats[0].to_act && seats[1].to_act);
        assert_eq!((seats[0].last_seq, seats[1].last_seq), (1, 0));
        let mails: Vec<(String, String, Option<String>)> =
            sqlx::query_as("SELECT to_addr, subject, thread_id FROM outbox")
                .fetch_all(&mut *conn)
                .await
                .expect("outbox");
        assert_eq!(
            mails,
            vec![(
                "ben@example.org".to_string(),
                "turn 1".to_string(),
                Some("thread@x".to_string())
            )]
        );
    }

    #[tokio::test]
    async fn a_move_checked_against_an_older_game_is_refused_and_writes_nothing() {
        let (_dir, db, id) = one_game().await;
        db.write_move(a_move(&db, id, 1, 0).await)
            .await
            .expect("first");
        // Someone else's move 1 was checked at the same time: refused.
        let again = db.write_move(a_move(&db, id, 1, 1).await).await;
        assert!(matches!(again, Err(MoveWriteError::Stale)), "{again:?}");
        // A gap in the log is refused too.
        let gap = db.write_move(a_move(&db, id, 3, 0).await).await;
        assert!(matches!(gap, Err(MoveWriteError::Stale)), "{gap:?}");
        let mut conn = db.acquire().await.expect("conn");
        let (game, _, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq, log.len()), (1, 1));
        let (mails,): (i64,) = sqlx::query_as("SELECT count(*) FROM outbox")
            .fetch_one(&mut *conn)
            .await
            .expect("count");
        assert_eq!(mails, 1);
        // And the log cannot be rewritten.
        let rewrite = sqlx::query("UPDATE moves SET action = 'x' WHERE game_id = ?")
            .bind(id)
            .execute(&mut *conn)
            .await;
        assert!(rewrite.is_err());
    }

    #[tokio::test]
    async fn no_move_is_accepted_once_the_game_is_over() {
        let (_dir, db, id) = one_game().await;
        let mut last = a_move(&db, id, 1, 0).await;
        last.status = "finished";
        last.turn_since = None;
        last.to_act = Vec::new();
        db.write_move(last).await.expect("last move");
        let after = db.write_move(a_move(&db, id, 2, 1).await).await;
        assert!(matches!(after, Err(MoveWriteError::Stale)), "{after:?}");
    }

    #[tokio::test]
    async fn a_move_checked_before_a_pause_and_written_after_it_is_stale() {
        // Hardening item 12: the move was checked against the game in play; the players
        // paused it before the move reached the writer. The move must not write its
        // clocks (a running deadline) into the paused game.
        let (_dir, db, id) = one_game().await;
        let mut checked = a_move(&db, id, 1, 0).await;
        checked.clocks = vec![
            ClockWrite {
                deadline: None,
                bank_ms: None,
            },
            ClockWrite {
                deadline: Some(5_000_000),
                bank_ms: None,
            },
        ];
        let mut tx = db.begin_write().await.expect("begin");
        crate::store::clocks::pause(&mut tx, id, 2_000)
            .await
            .expect("pause");
        tx.commit().await.expect("commit");
        let written = db.write_move(checked).await;
        assert!(matches!(written, Err(MoveWriteError::Stale)), "{written:?}");
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq, log.len()), (0, 0));
        assert!(game.paused_at.is_some());
        assert!(seats.iter().all(|s| s.deadline.is_none()), "{seats:?}");
        // Checked again against the paused game, a move gets through the version check.
        let again = a_move(&db, id, 1, 0).await;
        db.write_move(again)
            .await
            .expect("a move checked after the pause");
    }

    #[tokio::test]
    async fn every_change_to_a_games_state_moves_its_version_on() {
        let (_dir, db, id) = one_game().await;
        let version = |db: Db| async move {
            let mut conn = db.acquire().await.expect("conn");
            by_id(&mut conn, id)
                .await
                .expect("read")
                .expect("game")
                .version
        };
        let mut last = version(db.clone()).await;
        let mut conn = db.acquire().await.expect("conn");
        for change in [
            "UPDATE seats SET deadline = 7 WHERE game_id = ?1 AND seat_index = 0",
            "UPDATE seats SET timed_out_at = 7 WHERE game_id = ?1",
            "UPDATE seats SET user_id = NULL WHERE game_id = ?1 AND seat_index = 1",
            "UPDATE games SET paused_at = 7 WHERE id = ?1",
            "UPDATE games SET proposal = 'draw', proposed_by = 0 WHERE id = ?1",
            "UPDATE games SET status = 'abandoned' WHERE id = ?1",
        ] {
            sqlx::query(change)
                .bind(id)
                .execute(&mut *conn)
                .await
                .expect(change);
            let now = version(db.clone()).await;
            assert!(now > last, "{change}: version {last} -> {now}");
            last = now;
        }
        // Bookkeeping that no move depends on leaves it alone.
        sqlx::query(
            "UPDATE seats SET nudged_at = 7, reminded_for = 7, muted = 1 WHERE game_id = ?1",
        )
        .bind(id)
        .execute(&mut *conn)
        .await
        .expect("bookkeeping");
        assert_eq!(version(db.clone()).await, last);
    }

    #[tokio::test]
    async fn moves_arriving_together_share_a_commit_and_one_failure_sinks_no_other() {
        let (_dir, db, first) = one_game().await;
        // Nine more games of the same two players.
        let mut games = vec![first];
        for _ in 0..9 {
            let mut tx = db.begin_write().await.expect("begin");
            let id = insert(
                &mut tx,
                &NewGame {
                    kind: "rosenkonig",
                    engine_version: 1,
                    options: "{}",
                    terms: "{}",
                    seed: "00",
                    seed_hash: "11",
                    created_by: 1,
                    now: 0,
                },
            )
            .await
            .expect("game");
            insert_seat(&mut tx, id, 0, "red", Some(1), None, None)
                .await
                .expect("red");
            insert_seat(&mut tx, id, 1, "white", Some(2), None, None)
                .await
                .expect("white");
            update_progress(&mut tx, id, 0, GameStatus::Active, None, Some(0), 0)
                .await
                .expect("active");
            tx.commit().await.expect("commit");
            games.push(id);
        }
        // Hold the gate so that every move queues, then let them all through at once.
        let gate = db.gate.clone().lock_owned().await;
        let mut waiting = Vec::new();
        for (i, id) in games.iter().enumerate() {
            let mut write = a_move(&db, *id, 1, 0).await;
            write.mails[0].message_id = format!("turn.1.game{id}@x");
            if i == 4 {
                // A move the database cannot store (its status breaks a CHECK).
                write.status = "bogus";
            }
            let db = db.clone();
            waiting.push(tokio::spawn(async move { db.write_move(write).await }));
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        drop(gate);
        let mut answers = Vec::new();
        for w in waiting {
            answers.push(w.await.expect("task"));
        }
        for (i, answer) in answers.iter().enumerate() {
            if i == 4 {
                assert!(
                    matches!(answer, Err(MoveWriteError::Database(_))),
                    "{answer:?}"
                );
            } else {
                assert!(answer.is_ok(), "move {i}: {answer:?}");
            }
        }
        let mut conn = db.acquire().await.expect("conn");
        let (moves, mails): (i64, i64) =
            sqlx::query_as("SELECT (SELECT count(*) FROM moves), (SELECT count(*) FROM outbox)")
                .fetch_one(&mut *conn)
                .await
                .expect("count");
        assert_eq!((moves, mails), (9, 9));
        let (written, commits) = db.move_commits().read();
        assert_eq!(written, 9);
        assert!(commits <= 3, "9 moves in {commits} commits");
        let (bad, _, log) = with_seats_and_log(&mut conn, games[4])
            .await
            .expect("read")
            .expect("game");
        assert_eq!((bad.seq, bad.status.as_str(), log.len()), (0, "active", 0));
    }

    #[tokio::test]
    async fn two_moves_of_one_game_in_one_commit_the_first_is_written_the_other_is_stale() {
        let (_dir, db, id) = one_game().await;
        // Both are queued while the gate is held, so they arrive in one batch (the writer
        // is a thread of its own and would otherwise start on the first at once).
        let gate = db.gate.clone().lock_owned().await;
        let mut writes = Vec::new();
        for seat in [0, 1] {
            let mut write = a_move(&db, id, 1, seat).await;
            write.mails[0].message_id = format!("turn.1.seat{seat}@x");
            writes.push(write);
        }
        let mut waiting = Vec::new();
        for write in writes {
            let db = db.clone();
            waiting.push(tokio::spawn(async move { db.write_move(write).await }));
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        drop(gate);
        let first = waiting.remove(0).await.expect("task");
        let second = waiting.remove(0).await.expect("task");
        assert!(first.is_ok(), "{first:?}");
        assert!(matches!(second, Err(MoveWriteError::Stale)), "{second:?}");
        assert_eq!(db.move_commits().read(), (1, 1), "one commit for both");
        let mut conn = db.acquire().await.expect("conn");
        let (game, seats, log) = with_seats_and_log(&mut conn, id)
            .await
            .expect("read")
            .expect("game");
        assert_eq!((game.seq, log.len(), log[0].seat_index), (1, 1, 0));
        assert_eq!((seats[0].last_seq, seats[1].last_seq), (1, 0));
        let (mails,): (i64,) = sqlx::query_as("SELECT count(*) FROM outbox")
            .fetch_one(&mut *conn)
            .await
            .expect("count");
        assert_eq!(mails, 1);
    }
}
