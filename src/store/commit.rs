//! A move as the one writer writes it (see [`super::writer`]): the log entries, the game's
//! progress, the snapshot, whose turn it is, the clocks and the mails, all under the version
//! the move was checked against. Each move is checked by its own request; the writer takes
//! every change waiting at that moment and writes them in one transaction, each under a
//! savepoint.

use std::borrow::Cow;
use std::sync::Arc;

use rusqlite::{Connection, OptionalExtension, params};
use sqlx::error::{DatabaseError, ErrorKind};

use super::ahead::Given;
use super::games::ClockWrite;
use super::outbox::NewMail;
use super::undo::HandedOver;
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::auto::By;

/// The message of the trigger that keeps the log in sequence (migration 0002).
const STALE_MOVE: &str = "stale move";

/// One entry of the move log: a move, who played it for its seat, and its number.
#[derive(Clone, Debug, serde::Serialize)]
pub struct LogEntry {
    /// The move's seq: the game's seq before it, plus one.
    pub seq: Seq,
    /// The seat that moved (or that the server moved for).
    pub seat_index: usize,
    /// The action's notation.
    pub action: String,
    /// Who decided it: the seat's player, or the server (forced, or the seat's orders).
    #[serde(serialize_with = "by_word")]
    pub made_by: By,
}

fn by_word<S: serde::Serializer>(by: &By, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(by.as_str())
}

/// Everything one decision writes: a player's move and the steps the server played at once
/// after it (forced, or by standing orders), the game's progress, the snapshot, whose turn
/// it is, and the mails it causes. All of it or nothing.
#[derive(Debug, serde::Serialize)]
pub struct MoveWrite {
    /// The game.
    pub game_id: GameId,
    /// The game's version when the move was checked: the move is written only if the
    /// game is still at it (nothing else changed it in between).
    pub version: i64,
    /// The log entries, in order: the first one's seq is the game's seq when the move was
    /// checked, plus one, and each next one follows on. Never empty.
    pub entries: Vec<LogEntry>,
    /// When.
    pub at: Millis,
    /// The game's status after the last entry: active or finished.
    pub status: GameStatus,
    /// The result JSON when the entries end the game.
    pub result: Option<String>,
    /// Since when the seats to act have had the turn (none once finished).
    pub turn_since: Option<Millis>,
    /// The engine's state after the last entry.
    pub snapshot: String,
    /// The seats that may act after the last entry.
    pub to_act: Vec<usize>,
    /// Each seat's clock after the last entry, in seat order.
    pub clocks: Vec<ClockWrite>,
    /// The mails the entries cause.
    pub mails: Vec<NewMail>,
    /// The Message-ID of the reply to a turn mail the player's moves came in, recorded
    /// with them (`inbound_mails`), so that the same mail delivered again is not read again.
    pub from_mail: Option<String>,
    /// The decisions given ahead the move was checked with, and what is left of them after
    /// it (see [`AheadWrite`]); none for a write that leaves them alone.
    pub ahead: Option<AheadWrite>,
    /// The turn as it stood before these entries, when they hand it to other seats: kept
    /// so that the hand-over may be taken back until they have seen it (see
    /// `store::undo`); none for a write that hands nothing over.
    pub handed_over: Option<HandedOver>,
}

/// Each seat's decision given ahead (in seat order) as the move path read it and as the
/// move leaves it (played, or forgotten once its decision went by). The move is stale if
/// they changed since they were read: a decision given meanwhile is then played by the move
/// checked again, never left waiting.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct AheadWrite {
    /// As read with the game.
    pub read: Vec<Option<Given>>,
    /// As the move leaves them.
    pub left: Vec<Option<Given>>,
}

impl MoveWrite {
    /// The seq of the last entry: the game's seq once written.
    pub fn last_seq(&self) -> Seq {
        self.entries.last().map_or(Seq::SETUP, |e| e.seq)
    }

    /// The seq of `seat`'s last move that its player made in these entries, if any.
    fn player_moved(&self, seat: usize) -> Option<Seq> {
        self.entries
            .iter()
            .rev()
            .find(|e| e.seat_index == seat && e.made_by.is_players())
            .map(|e| e.seq)
    }
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

/// Writes one move: the log entry, the game's progress, the snapshot, whose turn it is and
/// each seat's clock, and the mails it causes. Refused as stale unless the game is still at
/// the version the move was checked against, and by the database unless the move is the
/// next of a game in play (trigger `moves_in_sequence`); on any error the caller rolls the
/// move back.
pub(super) fn write_move(conn: &Connection, m: &MoveWrite) -> Result<(), MoveWriteError> {
    // The caller holds the write transaction: nothing can change the game between this
    // check and the writes below.
    let version: Option<i64> = conn
        .prepare_cached("SELECT version FROM games WHERE id = ?1")
        .and_then(|mut s| s.query_row([m.game_id], |r| r.get(0)).optional())
        .map_err(refusal)?;
    if version != Some(m.version) {
        return Err(MoveWriteError::Stale);
    }
    if let Some(ahead) = &m.ahead {
        write_ahead(conn, m.game_id, ahead)?;
    }
    write_entries(conn, m).map_err(refusal)?;
    conn.prepare_cached(
        "UPDATE games SET seq = ?1, status = ?2, result = ?3, turn_since = ?4, updated_at = ?5
         WHERE id = ?6",
    )
    .and_then(|mut s| {
        s.execute(params![
            m.last_seq(),
            m.status,
            m.result,
            m.turn_since,
            m.at,
            m.game_id
        ])
    })
    .map_err(refusal)?;
    conn.prepare_cached(
        "INSERT INTO snapshots (game_id, seq, state) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
    )
    .and_then(|mut s| s.execute(params![m.game_id, m.last_seq(), m.snapshot]))
    .map_err(refusal)?;
    write_seats(conn, m).map_err(refusal)?;
    if let Some(message_id) = &m.from_mail {
        conn.prepare_cached(
            "INSERT INTO inbound_mails (message_id, game_id, outcome, received_at)
             VALUES (?1, ?2, 'played', ?3) ON CONFLICT (message_id) DO NOTHING",
        )
        .and_then(|mut s| s.execute(params![message_id, m.game_id, m.at]))
        .map_err(refusal)?;
    }
    // A player who moved has seen the game: a turn mail still held for them is not sent.
    let mut seen = conn
        .prepare_cached(
            "UPDATE outbox SET status = 'seen', seen_at = ?1
             WHERE game_id = ?2 AND status = 'pending'
               AND (leased_until IS NULL OR leased_until <= ?1)
               AND held_for = (SELECT user_id FROM seats WHERE game_id = ?2 AND seat_index = ?3)",
        )
        .map_err(refusal)?;
    for entry in m.entries.iter().filter(|e| e.made_by.is_players()) {
        seen.execute(params![m.at, m.game_id, entry.seat_index as i64])
            .map_err(refusal)?;
    }
    let mut queue = conn
        .prepare_cached(
            "INSERT INTO outbox (game_id, to_addr, to_name, subject, body_text, body_html,
                                 message_id, thread_id, unsubscribe_url, next_attempt_at, created_at,
                                 board_svg, held_for, held_seq, reply_seat, reply_seq)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
             ON CONFLICT (message_id) DO NOTHING",
        )
        .map_err(refusal)?;
    for mail in &m.mails {
        queue
            .execute(params![
                m.game_id,
                mail.to_addr,
                mail.to_name,
                mail.subject,
                mail.body_text,
                mail.body_html,
                mail.message_id,
                mail.thread_id,
                mail.unsubscribe_url,
                mail.due(m.at),
                m.at,
                mail.board_svg,
                mail.hold.map(|h| h.user_id),
                mail.hold.map(|h| h.seq),
                mail.reply.map(|r| r.seat as i64),
                mail.reply.map(|r| r.seq)
            ])
            .map_err(refusal)?;
    }
    if let Some(handed_over) = &m.handed_over {
        // Last, so the version it names is the game's once this write is done.
        let turn = serde_json::to_string(handed_over).expect("a turn serializes");
        conn.prepare_cached(
            "UPDATE games SET handed_over = json_set(?1, '$.version', version) WHERE id = ?2",
        )
        .and_then(|mut s| s.execute(params![turn, m.game_id]))
        .map_err(refusal)?;
    }
    Ok(())
}

/// Checks that the decisions given ahead are still those the move read (else it is stale)
/// and writes what the move leaves of them.
fn write_ahead(conn: &Connection, game: GameId, ahead: &AheadWrite) -> Result<(), MoveWriteError> {
    let now = super::ahead::read_all(conn, game, ahead.read.len()).map_err(refusal)?;
    if now != ahead.read {
        return Err(MoveWriteError::Stale);
    }
    let mut delete = conn
        .prepare_cached("DELETE FROM ahead_decisions WHERE game_id = ?1 AND seat_index = ?2")
        .map_err(refusal)?;
    for (seat, (read, left)) in ahead.read.iter().zip(&ahead.left).enumerate() {
        if read != left && left.is_none() {
            delete
                .execute(params![game, seat as i64])
                .map_err(refusal)?;
        }
    }
    Ok(())
}

/// Appends the entries to the log one by one, moving the game's seq on after each: the
/// database's own check (trigger `moves_in_sequence`) holds each to be the next move.
fn write_entries(conn: &Connection, m: &MoveWrite) -> rusqlite::Result<()> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO moves (game_id, seq, seat_index, action, at, made_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    let mut step = conn.prepare_cached("UPDATE games SET seq = ?1 WHERE id = ?2")?;
    for e in &m.entries {
        insert.execute(params![
            m.game_id,
            e.seq,
            e.seat_index as i64,
            e.action,
            m.at,
            e.made_by.as_str()
        ])?;
        step.execute(params![e.seq, m.game_id])?;
    }
    Ok(())
}

/// Every seat of the move's game: whether it may act now, each player's last move, its clock
/// as the move leaves it (none when the move gives no clocks), and no time-out.
fn write_seats(conn: &Connection, m: &MoveWrite) -> rusqlite::Result<()> {
    let seats: Vec<i64> = conn
        .prepare_cached("SELECT seat_index FROM seats WHERE game_id = ?1 ORDER BY seat_index")?
        .query_map([m.game_id], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut update = conn.prepare_cached(
        "UPDATE seats SET to_act = ?1, last_seq = coalesce(?2, last_seq), deadline = ?3,
                          bank_ms = ?4, timed_out_at = NULL
         WHERE game_id = ?5 AND seat_index = ?6",
    )?;
    for seat in seats {
        let index = usize::try_from(seat).ok();
        let clock = index.and_then(|i| m.clocks.get(i));
        // `last_seq` is the last move the seat's PLAYER made: what they have seen for
        // themselves. A step the server played for the seat (forced, or by its orders) is
        // not: the turn mails tell the player everything since their own last decision
        // (the server's steps included), and a take-back returns to a player's decision.
        update.execute(params![
            index.is_some_and(|i| m.to_act.contains(&i)),
            index.and_then(|i| m.player_moved(i)),
            clock.and_then(|c| c.deadline),
            clock.and_then(|c| c.bank_ms),
            m.game_id,
            seat
        ])?;
    }
    Ok(())
}

/// A database error while writing a move: the log's refusal of a move out of sequence is
/// [`MoveWriteError::Stale`]; anything else is the database's error.
pub(super) fn refusal(err: rusqlite::Error) -> MoveWriteError {
    match &err {
        rusqlite::Error::SqliteFailure(_, Some(message)) if message.starts_with(STALE_MOVE) => {
            MoveWriteError::Stale
        }
        _ => MoveWriteError::Database(Arc::new(sqlx_error(err))),
    }
}

/// The writer's error as sqlx reports a database error, so callers see one kind of error
/// whichever connection wrote.
pub(super) fn sqlx_error(err: rusqlite::Error) -> sqlx::Error {
    sqlx::Error::Database(Box::new(WriterError {
        message: err.to_string(),
        source: err,
    }))
}

/// An error of the writer's connection.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
struct WriterError {
    message: String,
    #[source]
    source: rusqlite::Error,
}

impl DatabaseError for WriterError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<Cow<'_, str>> {
        self.source
            .sqlite_error()
            .map(|e| Cow::Owned(e.extended_code.to_string()))
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> ErrorKind {
        use rusqlite::ffi;
        match self.source.sqlite_error().map(|e| e.extended_code) {
            Some(ffi::SQLITE_CONSTRAINT_UNIQUE | ffi::SQLITE_CONSTRAINT_PRIMARYKEY) => {
                ErrorKind::UniqueViolation
            }
            Some(ffi::SQLITE_CONSTRAINT_FOREIGNKEY) => ErrorKind::ForeignKeyViolation,
            Some(ffi::SQLITE_CONSTRAINT_NOTNULL) => ErrorKind::NotNullViolation,
            Some(ffi::SQLITE_CONSTRAINT_CHECK) => ErrorKind::CheckViolation,
            _ => ErrorKind::Other,
        }
    }
}

#[cfg(test)]
#[path = "commit_tests.rs"]
mod tests;
