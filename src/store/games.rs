//! Games, seats, the append-only move log and the snapshot cache.

use sqlx::{FromRow, SqliteConnection};

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
    /// open | active | finished | abandoned.
    pub status: String,
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
    /// The seq of the cached snapshot, read with the game.
    pub snapshot_seq: Option<i64>,
    /// The cached snapshot (the engine's state after move `snapshot_seq`).
    pub snapshot: Option<String>,
}

const GAME_COLUMNS: &str = "g.id, g.kind, g.engine_version, g.options, g.seed, g.seed_hash, g.status, g.result, g.seq, g.created_at, g.updated_at, g.turn_since";

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
        "INSERT INTO games (kind, engine_version, options, seed, seed_hash, status, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?) RETURNING id",
    )
    .bind(g.kind)
    .bind(g.engine_version)
    .bind(g.options)
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
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO seats (game_id, seat_index, seat, user_id, invited_id) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(game_id)
    .bind(seat_index as i64)
    .bind(seat)
    .bind(user_id)
    .bind(invited_id)
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

/// One game with its snapshot and its seats, in one statement (the seats as a JSON array):
/// the reads on every request's path.
///
/// # Errors
/// Database errors, or seats that do not decode.
pub async fn with_seats(
    conn: &mut SqliteConnection,
    id: i64,
) -> sqlx::Result<Option<(GameRow, Vec<SeatRow>)>> {
    let row: Option<GameWithSeats> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {GAME_COLUMNS}, s.seq AS snapshot_seq, s.state AS snapshot,
           (SELECT json_group_array(json_object(
                'seat_index', t.seat_index, 'seat', t.seat, 'user_id', t.user_id, 'player', u.name,
                'email', u.email, 'invited_id', t.invited_id, 'invited', i.name,
                'to_act', json(CASE WHEN t.to_act THEN 'true' ELSE 'false' END),
                'last_seq', t.last_seq, 'deadline', t.deadline) ORDER BY t.seat_index)
            FROM seats t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users i ON i.id = t.invited_id
            WHERE t.game_id = g.id) AS seats
         FROM games g LEFT JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let seats: Vec<SeatRow> =
        serde_json::from_str(&row.seats).map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
    Ok(Some((row.game, seats)))
}

/// The whole move log of a game, in order.
///
/// The log comes back as one row holding a JSON array: the SQLite driver hands each row
/// across threads on its own, and a log of a hundred moves as a hundred rows cost more
/// than the replay it feeds.
///
/// # Errors
/// Database errors, or a log that does not decode.
pub async fn moves_of(conn: &mut SqliteConnection, game_id: i64) -> sqlx::Result<Vec<MoveRow>> {
    let (log,): (String,) = sqlx::query_as(
        "SELECT json_group_array(json_array(seq, seat_index, action, at) ORDER BY seq)
         FROM moves WHERE game_id = ?",
    )
    .bind(game_id)
    .fetch_one(conn)
    .await?;
    let entries: Vec<(i64, i64, String, i64)> =
        serde_json::from_str(&log).map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
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

/// Appends a move to the log.
///
/// # Errors
/// Database errors; a duplicate seq is a unique violation.
pub async fn append_move(
    conn: &mut SqliteConnection,
    game_id: i64,
    seq: i64,
    seat_index: usize,
    action: &str,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO moves (game_id, seq, seat_index, action, at) VALUES (?, ?, ?, ?, ?)")
        .bind(game_id)
        .bind(seq)
        .bind(seat_index as i64)
        .bind(action)
        .bind(now)
        .execute(conn)
        .await?;
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
    status: &str,
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
    /// Status.
    pub status: String,
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
}

const LIST_SELECT: &str = "SELECT g.id, g.kind, g.status, g.seq, g.updated_at, g.turn_since,
    (SELECT group_concat(s.seat || ':' || coalesce(u.name, ''), ',') FROM seats s LEFT JOIN users u ON u.id = s.user_id
       WHERE s.game_id = g.id ORDER BY s.seat_index) AS seating,
    (SELECT group_concat(s.seat, ',') FROM seats s WHERE s.game_id = g.id AND s.to_act = 1) AS acting
    FROM games g";

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
