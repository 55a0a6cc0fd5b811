//! The operator's command line: the audit trail, game lists, seat changes and backups.

use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::store::access::{Access, DbConn, each_engine};
use sqlx::FromRow;

/// Records what the operator did.
///
/// # Errors
/// Database errors.
pub async fn audit(
    conn: &mut impl Access,
    at: Millis,
    actor: &str,
    action: &str,
    game_id: Option<GameId>,
    detail: &str,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "INSERT INTO audit (at, actor, action, game_id, detail) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(at)
    .bind(actor)
    .bind(action)
    .bind(game_id)
    .bind(detail)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// An audit entry.
#[derive(Clone, Debug, FromRow)]
pub struct AuditRow {
    /// When.
    pub at: Millis,
    /// Who.
    pub actor: String,
    /// The command.
    pub action: String,
    /// The game, if any.
    pub game_id: Option<i64>,
    /// What exactly.
    pub detail: String,
}

/// The audit entries of a game, oldest first.
///
/// # Errors
/// Database errors.
pub async fn audit_of(conn: &mut impl Access, game_id: GameId) -> sqlx::Result<Vec<AuditRow>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT at, actor, action, game_id, detail FROM audit WHERE game_id = $1 ORDER BY id",
    )
    .bind(game_id)
    .fetch_all(c).await)
}

/// A line of the operator's game list.
#[derive(Clone, Debug, FromRow)]
pub struct GameLine {
    /// Id.
    pub id: GameId,
    /// Kind.
    pub kind: String,
    /// Status.
    pub status: GameStatus,
    /// Moves stored.
    pub seq: Seq,
    /// Engine version recorded.
    pub engine_version: i64,
    /// Last change.
    pub updated_at: Millis,
    /// "seat=player" pairs, comma-separated.
    pub players: Option<String>,
    /// Seats to act, comma-separated.
    pub to_act: Option<String>,
}

/// The statement of [`games`].
const GAMES: &str = "SELECT g.id, g.kind, g.status, g.seq, g.engine_version, g.updated_at,
       (SELECT group_concat(s.seat || '=' || coalesce(u.name, '-'), ', ')
          FROM seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS players,
       (SELECT group_concat(s.seat, ',') FROM seats s WHERE s.game_id = g.id AND s.to_act) AS to_act
     FROM games g WHERE $1 IS NULL OR g.status = $1 ORDER BY g.updated_at DESC, g.id DESC";

/// [`GAMES`] on PostgreSQL: `string_agg`, in seat order.
const GAMES_PG: &str = "SELECT g.id, g.kind, g.status, g.seq, g.engine_version, g.updated_at,
       (SELECT string_agg(s.seat || '=' || coalesce(u.name, '-'), ', ' ORDER BY s.seat_index)
          FROM seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS players,
       (SELECT string_agg(s.seat, ',' ORDER BY s.seat_index) FROM seats s
          WHERE s.game_id = g.id AND s.to_act) AS to_act
     FROM games g WHERE $1::TEXT IS NULL OR g.status = $1 ORDER BY g.updated_at DESC, g.id DESC";

/// Every game, or those with `status`, newest change first.
///
/// # Errors
/// Database errors.
pub async fn games(conn: &mut impl Access, status: Option<&str>) -> sqlx::Result<Vec<GameLine>> {
    each_engine!(conn, c, engine => sqlx::query_as(engine.pick(GAMES, GAMES_PG))
    .bind(status)
    .fetch_all(c).await)
}

/// Writes a consistent copy of the whole database to `path` while it is in use.
///
/// # Errors
/// Database errors (for example when `path` exists already).
pub async fn backup(conn: &mut impl Access, path: &str) -> sqlx::Result<()> {
    match conn.access() {
        DbConn::Lite(c) => {
            sqlx::query("VACUUM INTO $1").bind(path).execute(c).await?;
            Ok(())
        }
        // PostgreSQL's own tools copy a live database consistently (docs/OPERATIONS.md).
        DbConn::Pg(_) => Err(sqlx::Error::Protocol(
            "`herald backup` copies a SQLite database; back up PostgreSQL with pg_dump or \
             pg_basebackup (docs/OPERATIONS.md, \"Backups\")"
                .into(),
        )),
    }
}
