//! Games as lists show them (the lobby, invitations, a player's games, seats to take
//! over), read so that one game whose stored values cannot be read is listed as damaged
//! instead of failing the whole list.

use crate::store::access::{Access, each_engine};
use sqlx::FromRow;

use crate::domain::{GameId, GameStatus, Millis, Seq};

/// A line of a game list (lobby, my games).
#[derive(Clone, Debug, FromRow)]
pub struct GameListRow {
    /// Game id.
    pub id: GameId,
    /// Kind.
    pub kind: String,
    /// Where the game stands.
    pub status: GameStatus,
    /// Moves so far.
    pub seq: Seq,
    /// Last change.
    pub updated_at: Millis,
    /// Since when the turn is with the seats to act.
    pub turn_since: Option<Millis>,
    /// Comma-separated `seat:player` pairs (player empty for a free seat).
    pub seating: String,
    /// Comma-separated `seat:name` pairs of the empty seats kept for an invited player.
    pub reserved: Option<String>,
    /// Comma-separated names of the seats to act.
    pub acting: Option<String>,
    /// The earliest deadline of the seats to act.
    pub deadline: Option<Millis>,
    /// The stored result of a finished game (JSON), as [`super::games::GameRow::result`].
    pub result: Option<String>,
    /// The rules' options (normalized JSON), as [`super::games::GameRow::options`].
    pub options: String,
    /// The terms (JSON), as [`super::games::GameRow::terms`].
    pub terms: String,
    /// Whether a stored value of the game cannot be read (see [`super::games::damage`]); the numbers
    /// above that could not be read are left out (0 or none).
    pub damaged: bool,
}

/// A list line reads every number through `typeof`, so that one game whose stored
/// values cannot be read (a float where a time belongs) is listed as damaged instead of
/// failing the whole list.
const LIST_SELECT: &str = "SELECT g.id, g.kind, g.status, g.result, g.options, g.terms,
    CASE WHEN typeof(g.seq) = 'integer' THEN g.seq ELSE 0 END AS seq,
    CASE WHEN typeof(g.updated_at) = 'integer' THEN g.updated_at ELSE 0 END AS updated_at,
    CASE WHEN typeof(g.turn_since) = 'integer' THEN g.turn_since END AS turn_since,
    (SELECT group_concat(s.seat || ':' || coalesce(u.name, ''), ',') FROM seats s LEFT JOIN users u ON u.id = s.user_id
       WHERE s.game_id = g.id ORDER BY s.seat_index) AS seating,
    (SELECT group_concat(s.seat || ':' || u.name, ',') FROM seats s JOIN users u ON u.id = s.invited_id
       WHERE s.game_id = g.id AND s.user_id IS NULL ORDER BY s.seat_index) AS reserved,
    (SELECT group_concat(s.seat, ',') FROM seats s WHERE s.game_id = g.id AND s.to_act = TRUE) AS acting,
    (SELECT min(s.deadline) FROM seats s
       WHERE s.game_id = g.id AND s.to_act = TRUE AND typeof(s.deadline) = 'integer') AS deadline,
    (typeof(g.seq) <> 'integer' OR typeof(g.updated_at) <> 'integer'
       OR typeof(g.turn_since) NOT IN ('integer', 'null')
       OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id
                  AND (typeof(s.deadline) NOT IN ('integer', 'null')
                       OR typeof(s.bank_ms) NOT IN ('integer', 'null')))) AS damaged
    FROM games g";

/// [`LIST_SELECT`] on PostgreSQL, whose typed columns cannot hold a value of another type:
/// no game is damaged that way there.
const LIST_SELECT_PG: &str = "SELECT g.id, g.kind, g.status, g.result, g.options, g.terms,
    g.seq, g.updated_at, g.turn_since,
    (SELECT string_agg(s.seat || ':' || coalesce(u.name, ''), ',' ORDER BY s.seat_index)
       FROM seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seating,
    (SELECT string_agg(s.seat || ':' || u.name, ',' ORDER BY s.seat_index)
       FROM seats s JOIN users u ON u.id = s.invited_id
       WHERE s.game_id = g.id AND s.user_id IS NULL) AS reserved,
    (SELECT string_agg(s.seat, ',' ORDER BY s.seat_index) FROM seats s
       WHERE s.game_id = g.id AND s.to_act = TRUE) AS acting,
    (SELECT min(s.deadline) FROM seats s WHERE s.game_id = g.id AND s.to_act = TRUE) AS deadline,
    FALSE AS damaged
    FROM games g";

/// Open games with a free seat not reserved for an invited player, newest first.
///
/// # Errors
/// Database errors.
pub async fn open_games(conn: &mut impl Access, limit: i64) -> sqlx::Result<Vec<GameListRow>> {
    each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{select} WHERE g.status = 'open' AND EXISTS
           (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id IS NULL AND s.invited_id IS NULL)
         ORDER BY g.created_at DESC LIMIT $1"
    , select = engine.pick(LIST_SELECT, LIST_SELECT_PG))))
    .bind(limit)
    .fetch_all(c).await)
}

/// Games in play with a seat whose player left or was handed over, longest waiting first.
///
/// # Errors
/// Database errors.
pub async fn vacant_seats(conn: &mut impl Access, limit: i64) -> sqlx::Result<Vec<GameListRow>> {
    each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{select} WHERE g.status IN ('active', 'abandoned') AND EXISTS
           (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id IS NULL)
         ORDER BY g.updated_at LIMIT $1"
    , select = engine.pick(LIST_SELECT, LIST_SELECT_PG))))
    .bind(limit)
    .fetch_all(c).await)
}

/// Open games where a seat waits for this user's answer to an invitation.
///
/// # Errors
/// Database errors.
pub async fn invitations_of(
    conn: &mut impl Access,
    user_id: i64,
) -> sqlx::Result<Vec<GameListRow>> {
    each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{select} WHERE g.status = 'open' AND EXISTS
           (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.invited_id = $1 AND s.user_id IS NULL)
         ORDER BY g.created_at DESC"
    , select = engine.pick(LIST_SELECT, LIST_SELECT_PG))))
    .bind(user_id)
    .fetch_all(c).await)
}

/// The games a user plays: those waiting on them first, then by last change.
///
/// # Errors
/// Database errors.
pub async fn games_of(conn: &mut impl Access, user_id: i64) -> sqlx::Result<Vec<GameListRow>> {
    each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{select} WHERE EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $1)
         ORDER BY (g.status = 'finished'),
                  NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $1 AND s.to_act = TRUE),
                  g.updated_at DESC"
    , select = engine.pick(LIST_SELECT, LIST_SELECT_PG))))
    .bind(user_id)
    .fetch_all(c).await)
}
