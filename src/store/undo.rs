//! Taking back the tail of a game's log: the one write that removes moves. The log is
//! otherwise append-only (migration 0002 forbids changing a move); a take-back removes
//! only moves no other player has been told of, decided by the service, and is written
//! like a move: in one write transaction, only if the game is still at the version the
//! take-back was decided on.

use sqlx::SqliteConnection;

use super::Db;
use crate::domain::{GameId, Millis, Seq};

/// Everything one take-back writes.
#[derive(Debug)]
pub struct TakeBackWrite {
    /// The game.
    pub game_id: GameId,
    /// The game's version when the take-back was decided: written only if still at it.
    pub version: i64,
    /// The game's move before the take-back: every move after `back_to` up to it goes.
    pub from: Seq,
    /// The move the game goes back to.
    pub back_to: Seq,
    /// The seat taking back.
    pub seat_index: usize,
    /// That seat's last move in the kept log (`Seq::SETUP` for none).
    pub seat_last_seq: Seq,
    /// The engine's state after `back_to`.
    pub snapshot: String,
    /// When.
    pub at: Millis,
}

/// Why a take-back was not written.
#[derive(Debug, thiserror::Error)]
pub enum TakeBackError {
    /// The game changed since the take-back was decided. Nothing was written.
    #[error("the game has changed since the take-back was decided")]
    Stale,
    /// A turn or game-over mail was queued for a move to be taken back: the other players
    /// have been told of it. Nothing was written.
    #[error("a mail has told of move {0}")]
    Told(Seq),
    /// The database failed; nothing was written.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
}

/// Writes `w` in one write transaction: removes moves `back_to + 1 ..= from`, puts the
/// game back at `back_to` with its snapshot, and sets the seat's last move; whose turn it
/// is and the clocks stay, as they were before the removed moves (the seat was alone to
/// act throughout them, so no move changed them).
///
/// # Errors
/// [`TakeBackError`]; nothing is written then.
pub async fn take_back(db: &Db, w: &TakeBackWrite) -> Result<(), TakeBackError> {
    let mut tx = db.begin_write().await?;
    let version: Option<(i64, Seq)> = sqlx::query_as("SELECT version, seq FROM games WHERE id = ?")
        .bind(w.game_id)
        .fetch_optional(&mut **tx)
        .await?;
    if version != Some((w.version, w.from)) {
        return Err(TakeBackError::Stale);
    }
    if let Some(told) = told_of(&mut tx, w).await? {
        return Err(TakeBackError::Told(told));
    }
    sqlx::query("DELETE FROM moves WHERE game_id = ? AND seq > ?")
        .bind(w.game_id)
        .bind(w.back_to)
        .execute(&mut **tx)
        .await?;
    sqlx::query("UPDATE games SET seq = ?, updated_at = ? WHERE id = ?")
        .bind(w.back_to)
        .bind(w.at)
        .bind(w.game_id)
        .execute(&mut **tx)
        .await?;
    super::games::put_snapshot(&mut tx, w.game_id, w.back_to, &w.snapshot).await?;
    sqlx::query("UPDATE seats SET last_seq = ? WHERE game_id = ? AND seat_index = ?")
        .bind(w.seat_last_seq)
        .bind(w.game_id)
        .bind(w.seat_index as i64)
        .execute(&mut **tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// The first move to be taken back that a queued turn or game-over mail was written for
/// (their Message-IDs begin `turn.<seq>.` and `over.`), if any.
async fn told_of(
    conn: &mut SqliteConnection,
    w: &TakeBackWrite,
) -> Result<Option<Seq>, TakeBackError> {
    let over: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE game_id = ? AND message_id LIKE 'over.%'",
    )
    .bind(w.game_id)
    .fetch_one(&mut *conn)
    .await?;
    if over > 0 {
        return Ok(Some(w.from));
    }
    let mut seq = w.back_to.next();
    while seq <= w.from {
        let turn: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM outbox WHERE game_id = ? AND message_id LIKE ?",
        )
        .bind(w.game_id)
        .bind(format!("turn.{}.%", seq.0))
        .fetch_one(&mut *conn)
        .await?;
        if turn > 0 {
            return Ok(Some(seq));
        }
        seq = seq.next();
    }
    Ok(None)
}
