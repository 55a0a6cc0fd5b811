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

use super::sql::{self, Arg, Conn};
use super::write_error::{WriteError, refusal};
use crate::domain::{GameId, Millis, Seq};
use crate::engine::Seat;

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
    conn: Conn<'_>,
    game: GameId,
    taker: usize,
    taker_user: i64,
) -> sql::Result<Option<HandedOver>> {
    let stored: Option<(Option<String>, i64)> = conn.query_opt(
        "SELECT handed_over, version FROM games WHERE id = ?1",
        &[&game],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let Some((Some(json), version)) = stored else {
        return Ok(None);
    };
    let handed: HandedOver =
        serde_json::from_str(&json).map_err(|e| sqlx::Error::Decode(e.into()))?;
    if handed.version != version {
        return Ok(None);
    }
    let seen: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM seats WHERE game_id = ?1 AND seat_index != ?2
                                             AND seen_seq > ?3)",
        &[&game, &(taker as i64), &handed.from],
        |r| r.get(0),
    )?;
    let told: bool = conn.query_row(TOLD_SINCE, &[&game, &handed.at, &taker_user], |r| r.get(0))?;
    Ok((!seen && !told).then_some(handed))
}

/// Whether a mail of game `?1` queued since `?2` to anyone but user `?3` has gone out or
/// begun to (a send was tried: it may have arrived).
const TOLD_SINCE: &str =
    "SELECT EXISTS (SELECT 1 FROM outbox WHERE game_id = ?1 AND created_at >= ?2
       AND to_addr NOT IN (SELECT email FROM users WHERE id = ?3)
       AND (status = 'sent' OR attempts > 0))";

/// What a take-back does to the log (see [`super::change::LogChange::TakeBack`]): removes
/// moves `back_to + 1 ..= from`, puts the game back at `back_to` with its snapshot, and
/// sets the seat's last move. Within the turn, whose turn it is and the clocks stay, as
/// they were before the removed moves (the seat was alone to act throughout them, so no
/// move changed them); a turn handed over is put back as it stood before the hand-over
/// ([`HandBack`]), its unsent mails withdrawn.
#[derive(Debug, serde::Serialize)]
pub struct TakeBack {
    /// The game's move before the take-back: every move after `back_to` up to it goes.
    pub from: Seq,
    /// The move the game goes back to.
    pub back_to: Seq,
    /// The seat taking back.
    pub seat_index: Seat,
    /// That seat's last move in the kept log (`Seq::SETUP` for none).
    pub seat_last_seq: Seq,
    /// The engine's state after `back_to`.
    pub snapshot: String,
    /// A take-back of a turn handed over: the turn to put back, as read (the write checks
    /// that it is still the game's last change and that nobody has seen it since).
    pub hand_back: Option<HandBack>,
}

/// What a take-back of a turn handed over checks and puts back.
#[derive(Debug, serde::Serialize)]
pub struct HandBack {
    /// The turn before the hand-over (see [`unseen_hand_over`]).
    pub turn: HandedOver,
    /// The player taking back: the mails queued since the hand-over to anyone else are
    /// withdrawn.
    pub taker_user: i64,
}

/// Writes take-back `t` of game `game` at `at`, in the writer's transaction (the game's
/// version already checked).
///
/// # Errors
/// [`WriteError::Stale`] when the game is no longer at `t.from`; [`WriteError::Told`] and
/// [`WriteError::Seen`] when a mail or a look has shown what would be taken back; the
/// database's errors. The caller rolls back on any.
pub(super) fn write_take_back(
    conn: Conn<'_>,
    game: GameId,
    at: Millis,
    t: &TakeBack,
) -> Result<(), WriteError> {
    let seq: Option<Seq> = conn
        .query_opt("SELECT seq FROM games WHERE id = ?1", &[&game], |r| {
            r.get(0)
        })
        .map_err(refusal)?;
    if seq != Some(t.from) {
        return Err(WriteError::Stale);
    }
    if let Some(hand_back) = &t.hand_back {
        hand_the_turn_back(conn, game, t.seat_index, hand_back)?;
    }
    if let Some(told) = told_of(conn, game, t).map_err(refusal)? {
        return Err(WriteError::Told(told));
    }
    let run = |sql: &str, values: &[&dyn Arg]| conn.execute(sql, values).map_err(refusal);
    run(
        "DELETE FROM moves WHERE game_id = ?1 AND seq > ?2",
        &[&game, &t.back_to],
    )?;
    run(
        "UPDATE games SET seq = ?1, updated_at = ?2 WHERE id = ?3",
        &[&t.back_to, &at, &game],
    )?;
    run(
        "INSERT INTO snapshots (game_id, seq, state) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
        &[&game, &t.back_to, &t.snapshot],
    )?;
    // What a player saw of the removed moves is gone with them: the numbers are played
    // again by other moves.
    run(
        "UPDATE seats SET last_seq = CASE WHEN seat_index = ?1 THEN ?2 ELSE last_seq END,
                          seen_seq = CASE WHEN seen_seq < ?3 THEN seen_seq ELSE ?3 END
         WHERE game_id = ?4",
        &[&t.seat_index, &t.seat_last_seq, &t.back_to, &game],
    )?;
    Ok(())
}

/// Puts back the turn of `hand_back`, if it is still unseen: the hand-over is the game's
/// last change, no other seat has looked since and no mail of it has gone out. Withdraws
/// the mails queued since to anyone but the taker.
fn hand_the_turn_back(
    conn: Conn<'_>,
    game: GameId,
    taker: Seat,
    hand_back: &HandBack,
) -> Result<(), WriteError> {
    let turn = &hand_back.turn;
    let stored: (Option<String>, i64) = conn
        .query_row(
            "SELECT handed_over, version FROM games WHERE id = ?1",
            &[&game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .map_err(refusal)?;
    let stored_turn = stored
        .0
        .and_then(|json| serde_json::from_str::<HandedOver>(&json).ok());
    if stored_turn.as_ref() != Some(turn) || turn.version != stored.1 {
        return Err(WriteError::Stale);
    }
    let seen: Option<Seat> = conn
        .query_opt(
            "SELECT seat_index FROM seats WHERE game_id = ?1 AND seat_index != ?2 AND seen_seq > ?3
             ORDER BY seat_index LIMIT 1",
            &[&game, &taker, &turn.from],
            |r| r.get(0),
        )
        .map_err(refusal)?;
    if let Some(seat) = seen {
        return Err(WriteError::Seen(seat.index()));
    }
    let told: bool = conn
        .query_row(TOLD_SINCE, &[&game, &turn.at, &hand_back.taker_user], |r| {
            r.get(0)
        })
        .map_err(refusal)?;
    if told {
        return Err(WriteError::Told(turn.from.next()));
    }
    conn.execute(
        "DELETE FROM outbox WHERE game_id = ?1 AND created_at >= ?2
           AND to_addr NOT IN (SELECT email FROM users WHERE id = ?3)",
        &[&game, &turn.at, &hand_back.taker_user],
    )
    .map_err(refusal)?;
    for (index, seat) in turn.seats.iter().enumerate() {
        conn.execute(
            "UPDATE seats SET to_act = ?1, deadline = ?2, bank_ms = ?3
             WHERE game_id = ?4 AND seat_index = ?5",
            &[
                &seat.to_act,
                &seat.deadline,
                &seat.bank_ms,
                &game,
                &(index as i64),
            ],
        )
        .map_err(refusal)?;
    }
    conn.execute(
        "UPDATE games SET turn_since = ?1, handed_over = NULL WHERE id = ?2",
        &[&turn.turn_since, &game],
    )
    .map_err(refusal)?;
    Ok(())
}

/// The first move to be taken back that a queued turn or game-over mail was written for
/// (their Message-IDs begin `turn.<seq>.` and `over.`), if any.
fn told_of(conn: Conn<'_>, game: GameId, t: &TakeBack) -> sql::Result<Option<Seq>> {
    let over: i64 = conn.query_row(
        "SELECT count(*) FROM outbox WHERE game_id = ?1 AND message_id LIKE 'over.%'",
        &[&game],
        |r| r.get(0),
    )?;
    if over > 0 {
        return Ok(Some(t.from));
    }
    let mut seq = t.back_to.next();
    while seq <= t.from {
        let told: i64 = conn.query_row(
            "SELECT count(*) FROM outbox WHERE game_id = ?1 AND message_id LIKE ?2",
            &[&game, &format!("turn.{}.%", seq.0)],
            |r| r.get(0),
        )?;
        if told > 0 {
            return Ok(Some(seq));
        }
        seq = seq.next();
    }
    Ok(None)
}
