//! Deadlines as they touch one game: whether a seat is still due a reminder or still out
//! of time when the timekeeper's finding is written, the reminder itself, a game abandoned
//! after a long silence, and a player's rest (an absence, a vacation day) moving their
//! clock on ([`decide_rested`]). The timekeeper (`service::timekeeper`) finds them; each is
//! decided here, pure, on the game as it is when it is written.

use super::table::GameTable;
use super::turn_with_clocks;
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::game::Game;
use crate::service::ServiceError;
use crate::service::mail_out::notify::{self, MailEvent};
use crate::service::terms::Terms;
use crate::store::change::{GameChange, SeatEvent};
use crate::store::games::{GameRow, SeatRow};

/// Whether seat `seat` of the game of `table` is still due a reminder of `deadline`: the
/// game in play, the seat to act under that deadline with a player, and not reminded of it.
pub fn still_due(table: &GameTable, seat: usize, deadline: Millis) -> bool {
    table.row.status == GameStatus::Active
        && table.seats.get(seat).is_some_and(|s| {
            s.to_act
                && s.user_id.is_some()
                && s.deadline == Some(deadline)
                && s.reminded_for != Some(deadline)
        })
}

/// Why the timekeeper leaves what it found due to its next pass: the game is no longer
/// as its pass read it. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum NoLongerDue {
    /// A seat's clock that ran out is no longer out (it moved, rested, or the game ended).
    #[error("game {game}: seat {seat} is no longer out of time")]
    NotLate {
        /// The game.
        game: GameId,
        /// The seat.
        seat: usize,
    },
    /// A silent game that is silent no longer (a move, or no longer in play).
    #[error("game {game} is no longer silent")]
    NotSilent {
        /// The game.
        game: GameId,
    },
}

/// Refuses unless seat `late` of the game of `table` is still out of time at `now`: the
/// game in play, the seat held by a player and to act with its deadline passed, and not
/// timed out yet (a vacant seat runs no clock: it waits for a replacement).
///
/// # Errors
/// [`NoLongerDue::NotLate`].
pub fn still_late(table: &GameTable, late: usize, now: Millis) -> Result<(), NoLongerDue> {
    let still_late = table.row.status == GameStatus::Active
        && table.seats.get(late).is_some_and(|s| {
            s.user_id.is_some()
                && s.to_act
                && s.timed_out_at.is_none()
                && s.deadline.is_some_and(|d| d <= now)
        });
    if still_late {
        Ok(())
    } else {
        Err(NoLongerDue::NotLate {
            game: table.row.id,
            seat: late,
        })
    }
}

/// Seat `seat` of the game of `table` is reminded at `now` that its time runs out at
/// `deadline`; with `game` (its state, when Herald receives mail) the reminder lists the
/// seat's choices, so that it can be answered with a move.
///
/// # Errors
/// 500 when the mail cannot be written.
pub fn decide_reminder(
    settings: &Settings,
    table: &GameTable,
    game: Option<&dyn Game>,
    seat: usize,
    deadline: Millis,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let mut change = GameChange::of(table.row.id, table.row.version, now);
    let reader = table.seats[seat].seat_index;
    change.seat_events.push(SeatEvent::Reminded {
        seat: reader,
        deadline,
    });
    let event = MailEvent::Reminder {
        deadline,
        now,
        choices: game.and_then(|game| notify::choices_of(settings, game, reader)),
    };
    change
        .mails
        .extend(notify::render(settings, &table.about(), reader, event)?);
    Ok(change)
}

/// The game of `table`, silent since before `before`, is abandoned at `now`: nobody
/// moved, agreed or changed a seat for that long (a game paused by agreement waits, however
/// long). Its status alone changes; no mail is sent.
///
/// # Errors
/// [`NoLongerDue::NotSilent`]: the game is no longer silent, or no longer in play.
pub fn decide_silent(
    table: &GameTable,
    before: Millis,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let row = &table.row;
    if row.status != GameStatus::Active || row.paused_at.is_some() || row.updated_at >= before {
        return Err(NoLongerDue::NotSilent { game: row.id }.into());
    }
    let abandoned = GameRow {
        status: GameStatus::Abandoned,
        ..row.clone()
    };
    let mut change = GameChange::of(row.id, row.version, now);
    change.turn = Some(turn_with_clocks(&abandoned, &table.seats));
    Ok(change)
}

/// The game of `table` as player `user_id`'s rest leaves it at `now`: each of their seats
/// to act under a deadline gets `by` ms more, if the game's terms allow vacations; `None`
/// when the rest does not touch the game.
pub fn decide_rested(table: &GameTable, user_id: i64, by: i64, now: Millis) -> Option<GameChange> {
    let GameTable { row, seats, .. } = table;
    let playing = matches!(row.status, GameStatus::Active | GameStatus::Abandoned);
    if !playing || !Terms::from_stored(&row.terms).vacation {
        return None;
    }
    let resting = |s: &SeatRow| s.user_id == Some(user_id) && s.to_act && s.deadline.is_some();
    if !seats.iter().any(resting) {
        return None;
    }
    let after: Vec<SeatRow> = seats
        .iter()
        .map(|s| match s.deadline {
            Some(deadline) if resting(s) => SeatRow {
                deadline: Some(Millis(deadline.0.saturating_add(by))),
                ..s.clone()
            },
            _ => s.clone(),
        })
        .collect();
    let mut change = GameChange::of(row.id, row.version, now);
    change.turn = Some(turn_with_clocks(row, &after));
    Some(change)
}
