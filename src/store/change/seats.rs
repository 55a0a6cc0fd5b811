//! The seats a change writes: each seat's turn, clock, last move and the chat its mails
//! carried, in one statement a seat, and each [`SeatEvent`] of the change.

use super::{GameChange, SeatEvent, WriteError, refusal};
use crate::engine::Seat;
use crate::store::seat_wishes::forget_ahead;
use crate::store::sql::{self, Arg, Conn};

/// Every seat of the change's game, in one statement per seat: each player's last move
/// and no time-out once they moved; whether it may act now and its clock when the change
/// sets the turn (a clock that stops for a pause drops its time-out too); the chat its
/// mails carried. Then each [`SeatEvent`], in one statement each (their checked values
/// move the version on through the trigger).
pub(super) fn write_seats(conn: Conn<'_>, m: &GameChange) -> Result<(), WriteError> {
    write_seat_rows(conn, m).map_err(refusal)?;
    for event in &m.seat_events {
        if write_seat_event(conn, m, *event).map_err(refusal)? == 0 {
            return Err(WriteError::Stale);
        }
    }
    Ok(())
}

/// Writes `event` of change `m`; answers how many seats it changed (none: the seat no
/// longer stands as the decision saw it).
fn write_seat_event(conn: Conn<'_>, m: &GameChange, event: SeatEvent) -> sql::Result<u64> {
    let game = m.game_id;
    let statement = |sql: &str, values: &[&dyn Arg]| conn.execute(sql, values);
    match event {
        SeatEvent::Vacated { seat } => {
            forget_ahead(conn, game, seat)?;
            statement(
                "UPDATE seats SET user_id = NULL, invited_id = NULL, deadline = NULL,
                                  paused_left_ms = NULL, timed_out_at = NULL,
                                  reminded_for = NULL, nudged_at = NULL, orders = NULL,
                                  muted = FALSE, chat_muted = FALSE
                 WHERE game_id = ?1 AND seat_index = ?2",
                &[&game, &seat],
            )
        }
        SeatEvent::Taken { seat, user_id } => statement(
            "UPDATE seats SET user_id = ?3, invited_id = NULL
             WHERE game_id = ?1 AND seat_index = ?2 AND user_id IS NULL",
            &[&game, &seat, &user_id],
        ),
        SeatEvent::Reassigned { seat, user_id } => {
            forget_ahead(conn, game, seat)?;
            statement(
                "UPDATE seats SET user_id = ?3, invited_id = NULL, timed_out_at = NULL,
                                  orders = NULL
                 WHERE game_id = ?1 AND seat_index = ?2",
                &[&game, &seat, &user_id],
            )
        }
        SeatEvent::Uninvited { seat } => statement(
            "UPDATE seats SET invited_id = NULL
             WHERE game_id = ?1 AND seat_index = ?2 AND user_id IS NULL
               AND invited_id IS NOT NULL",
            &[&game, &seat],
        ),
        SeatEvent::TimedOut { seat } => statement(
            "UPDATE seats SET timed_out_at = ?3 WHERE game_id = ?1 AND seat_index = ?2",
            &[&game, &seat, &m.at],
        ),
        SeatEvent::Reminded { seat, deadline } => statement(
            "UPDATE seats SET reminded_for = ?3
             WHERE game_id = ?1 AND seat_index = ?2 AND reminded_for IS DISTINCT FROM ?3",
            &[&game, &seat, &deadline],
        ),
        SeatEvent::Nudged { seat, not_since } => statement(
            "UPDATE seats SET nudged_at = ?3
             WHERE game_id = ?1 AND seat_index = ?2 AND (nudged_at IS NULL OR nudged_at <= ?4)",
            &[&game, &seat, &m.at, &not_since],
        ),
    }
}

/// The seats [`write_seat_rows`] writes, in order: every seat when the change moves or
/// sets the turn (the turn has a clock a seat: the change itself says how many; read only
/// for a change that does not), else those whose chat the mails carried.
fn seats_written(conn: Conn<'_>, m: &GameChange) -> sql::Result<Vec<Seat>> {
    let moved = !m.entries().is_empty();
    match &m.turn {
        Some(turn) if !turn.clocks.is_empty() => Ok(Seat::all(turn.clocks.len()).collect()),
        None if !moved => {
            let mut seats: Vec<Seat> = m.chat_seen.iter().map(|c| c.seat).collect();
            seats.sort_unstable();
            seats.dedup();
            Ok(seats)
        }
        _ => conn.query_map(
            "SELECT seat_index FROM seats WHERE game_id = ?1 ORDER BY seat_index",
            &[&m.game_id],
            |r| r.get::<Seat>(0),
        ),
    }
}

/// The seats' columns [`write_seats`] writes with one statement per seat. A statement
/// that changes a checked value of its seat marks the seat (`changed_in_version`)
/// with a version no earlier change marked it with (the version the change was decided
/// on, plus one: the one the game's row gets): the trigger then stands still, and the
/// game's row moves the version on, once for the whole change (migration 0023).
fn write_seat_rows(conn: Conn<'_>, m: &GameChange) -> sql::Result<()> {
    let seats = seats_written(conn, m)?;
    let moved = !m.entries().is_empty();
    for seat in seats {
        let clock = m.turn.as_ref().and_then(|t| t.clocks.get(seat.index()));
        let chat = m
            .chat_seen
            .iter()
            .filter(|c| c.seat == seat)
            .map(|c| c.last_id)
            .max();
        // `last_seq` is the last move the seat's PLAYER made: what they have seen for
        // themselves. A step the server played for the seat (forced, or by its orders) is
        // not: the turn mails tell the player everything since their own last decision
        // (the server's steps included), and a take-back returns to a player's decision.
        conn.execute(
            WRITE_SEAT,
            &[
                &m.player_moved(seat),
                &(moved || clock.is_some_and(|c| c.paused_left_ms.is_some())),
                &m.turn.is_some(),
                &m.turn.as_ref().is_some_and(|t| t.to_act.contains(&seat)),
                &clock.and_then(|c| c.deadline),
                &clock.and_then(|c| c.bank_ms),
                &clock.and_then(|c| c.paused_left_ms),
                &chat,
                &m.game_id,
                &seat,
                &(m.version + 1),
            ],
        )?;
    }
    Ok(())
}

/// One seat's row, as [`write_seat_rows`] writes it.
const WRITE_SEAT: &str = "UPDATE seats SET last_seq = coalesce(?1, last_seq),
        timed_out_at = CASE WHEN ?2 THEN NULL ELSE timed_out_at END,
        to_act = CASE WHEN ?3 THEN ?4 ELSE to_act END,
        deadline = CASE WHEN ?3 THEN ?5 ELSE deadline END,
        bank_ms = CASE WHEN ?3 THEN ?6 ELSE bank_ms END,
        paused_left_ms = CASE WHEN ?3 THEN ?7 ELSE paused_left_ms END,
        chat_seen_id = CASE WHEN ?8 > chat_seen_id THEN ?8 ELSE chat_seen_id END,
        changed_in_version = CASE
            WHEN (?2 AND timed_out_at IS NOT NULL)
              OR (?3 AND (to_act IS DISTINCT FROM ?4 OR deadline IS DISTINCT FROM ?5
                          OR bank_ms IS DISTINCT FROM ?6 OR paused_left_ms IS DISTINCT FROM ?7))
            THEN ?11 ELSE changed_in_version END
    WHERE game_id = ?9 AND seat_index = ?10";
