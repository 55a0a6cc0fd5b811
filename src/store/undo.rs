//! Taking back the tail of a game's log: the one write that removes moves. The log is
//! otherwise append-only (migration 0002 forbids changing a move); a take-back removes
//! only moves no other player has been told of, decided by the service, and is written
//! like a move: in one write transaction, only if the game is still at the version the
//! take-back was decided on.
//!
//! A turn handed over may be taken back too, until a player it went to has seen it
//! (migration 0021): the move that handed it over kept the turn as it stood before it
//! ([`HandedOver`]); the take-back puts it back, withdraws the mails not yet sent and
//! refuses once a look or a sent mail has shown it.

use rusqlite::OptionalExtension;
use sqlx::SqliteConnection;

use super::Db;
use crate::domain::{GameId, Millis, Seq};

/// The turn as it stood before a write that handed it to other seats (`games.handed_over`):
/// whose it was, each seat's clock and since when, so that a take-back of the hand-over
/// puts it back exactly. Written by the move that hands over (see `store::commit`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HandedOver {
    /// The game's move before that write.
    pub from: Seq,
    /// When the write was made: mails queued since tell of the hand-over.
    pub at: Millis,
    /// Since when the seats to act had had the turn.
    pub turn_since: Option<Millis>,
    /// Each seat's turn, in seat order.
    pub seats: Vec<SeatTurn>,
    /// The game's version once the write was done (set by the database as it writes): the
    /// turn may be put back only while nothing else has changed the game since.
    #[serde(default)]
    pub version: i64,
}

/// One seat's part of [`HandedOver`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatTurn {
    /// Whether the seat was to act.
    pub to_act: bool,
    /// Its deadline.
    pub deadline: Option<Millis>,
    /// Bank clocks: its bank.
    pub bank_ms: Option<i64>,
}

/// Whether the turn of game `game`, handed over by seat `taker` (played by user
/// `taker_user`), may still be taken back: the hand-over is the game's last change, no
/// other seat's player has looked at the game since, and no mail telling of it has gone
/// out (or begun to). Then the turn as it stood before. The cheap read (on a read
/// connection) the game page makes; the take-back's write checks the same again.
///
/// # Errors
/// Database errors, or a stored hand-over that does not decode.
pub fn unseen_hand_over(
    conn: &rusqlite::Connection,
    game: GameId,
    taker: usize,
    taker_user: i64,
) -> rusqlite::Result<Option<HandedOver>> {
    let stored: Option<(Option<String>, i64)> = conn
        .prepare_cached("SELECT handed_over, version FROM games WHERE id = ?1")?
        .query_row([game], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let Some((Some(json), version)) = stored else {
        return Ok(None);
    };
    let handed: HandedOver = serde_json::from_str(&json).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, e.into())
    })?;
    if handed.version != version {
        return Ok(None);
    }
    let seen: bool = conn
        .prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM seats WHERE game_id = ?1 AND seat_index != ?2
                                                 AND seen_seq > ?3)",
        )?
        .query_row(rusqlite::params![game, taker as i64, handed.from], |r| {
            r.get(0)
        })?;
    let told: bool = conn
        .prepare_cached(TOLD_SINCE)?
        .query_row(rusqlite::params![game, handed.at, taker_user], |r| r.get(0))?;
    Ok((!seen && !told).then_some(handed))
}

/// Whether a mail of game `?1` queued since `?2` to anyone but user `?3` has gone out or
/// begun to (a send was tried: it may have arrived).
const TOLD_SINCE: &str =
    "SELECT EXISTS (SELECT 1 FROM outbox WHERE game_id = ?1 AND created_at >= ?2
       AND to_addr NOT IN (SELECT email FROM users WHERE id = ?3)
       AND (status = 'sent' OR attempts > 0))";

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
    /// A take-back of a turn handed over: the turn to put back, as read (the write checks
    /// that it is still the game's last change and that nobody has seen it since).
    pub hand_back: Option<HandBack>,
}

/// What a take-back of a turn handed over checks and puts back.
#[derive(Debug)]
pub struct HandBack {
    /// The turn before the hand-over (see [`unseen_hand_over`]).
    pub turn: HandedOver,
    /// The player taking back: the mails queued since the hand-over to anyone else are
    /// withdrawn.
    pub taker_user: i64,
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
    /// The player of seat `0` has seen the turn handed over (or a mail told them of it).
    /// Nothing was written.
    #[error("seat {0} has seen the turn handed over")]
    Seen(usize),
    /// The database failed; nothing was written.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
}

/// Writes `w` in one write transaction: removes moves `back_to + 1 ..= from`, puts the
/// game back at `back_to` with its snapshot, and sets the seat's last move. Within the
/// turn, whose turn it is and the clocks stay, as they were before the removed moves (the
/// seat was alone to act throughout them, so no move changed them); a turn handed over is
/// put back as it stood before the hand-over ([`HandBack`]), its unsent mails withdrawn.
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
    if let Some(hand_back) = &w.hand_back {
        hand_the_turn_back(&mut tx, w, hand_back).await?;
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
    // What a player saw of the removed moves is gone with them: the numbers are played
    // again by other moves.
    sqlx::query("UPDATE seats SET seen_seq = min(seen_seq, ?) WHERE game_id = ?")
        .bind(w.back_to)
        .bind(w.game_id)
        .execute(&mut **tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Puts back the turn of `hand_back`, if it is still unseen: the hand-over is the game's
/// last change, no other seat has looked since and no mail of it has gone out. Withdraws
/// the mails queued since to anyone but the taker.
async fn hand_the_turn_back(
    tx: &mut SqliteConnection,
    w: &TakeBackWrite,
    hand_back: &HandBack,
) -> Result<(), TakeBackError> {
    let turn = &hand_back.turn;
    let stored: (Option<String>, i64) =
        sqlx::query_as("SELECT handed_over, version FROM games WHERE id = ?")
            .bind(w.game_id)
            .fetch_one(&mut *tx)
            .await?;
    let stored_turn = stored
        .0
        .and_then(|json| serde_json::from_str::<HandedOver>(&json).ok());
    if stored_turn.as_ref() != Some(turn) || turn.version != stored.1 {
        return Err(TakeBackError::Stale);
    }
    let seen: Option<i64> = sqlx::query_scalar(
        "SELECT seat_index FROM seats WHERE game_id = ? AND seat_index != ? AND seen_seq > ?
         ORDER BY seat_index LIMIT 1",
    )
    .bind(w.game_id)
    .bind(w.seat_index as i64)
    .bind(turn.from)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(seat) = seen {
        return Err(TakeBackError::Seen(seat as usize));
    }
    let told: bool = sqlx::query_scalar(TOLD_SINCE)
        .bind(w.game_id)
        .bind(turn.at)
        .bind(hand_back.taker_user)
        .fetch_one(&mut *tx)
        .await?;
    if told {
        return Err(TakeBackError::Told(turn.from.next()));
    }
    sqlx::query(
        "DELETE FROM outbox WHERE game_id = ? AND created_at >= ?
           AND to_addr NOT IN (SELECT email FROM users WHERE id = ?)",
    )
    .bind(w.game_id)
    .bind(turn.at)
    .bind(hand_back.taker_user)
    .execute(&mut *tx)
    .await?;
    for (index, seat) in turn.seats.iter().enumerate() {
        sqlx::query(
            "UPDATE seats SET to_act = ?, deadline = ?, bank_ms = ? WHERE game_id = ? AND seat_index = ?",
        )
        .bind(seat.to_act)
        .bind(seat.deadline)
        .bind(seat.bank_ms)
        .bind(w.game_id)
        .bind(index as i64)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("UPDATE games SET turn_since = ?, handed_over = NULL WHERE id = ?")
        .bind(turn.turn_since)
        .bind(w.game_id)
        .execute(&mut *tx)
        .await?;
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
