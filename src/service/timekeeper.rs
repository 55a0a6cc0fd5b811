//! The timekeeper: a background task that acts on deadlines. Everything it needs is in
//! the database (deadlines, what was reminded, who timed out), so a restart loses nothing.
//! A pass reads the clocks and writes its absences and vacation days in one transaction;
//! each reminder, time-out and silent game it finds is then decided on its game as it is
//! and written by the one writer (see [`Herald::time_out`]).

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use sqlx::SqliteConnection;
use tokio::sync::Notify;

use super::game::deadlines::{decide_reminder, decide_silent, still_due, still_late};
use super::game::ending::{Ending, decide_claimable};
use super::game::seats::decide_vacate;
use super::game::table::GameTable;
use super::game::until_written;
use super::terms::{DAY_MS, Terms, Timeout};
use super::{Herald, ServiceError};
use crate::domain::{GameId, GameStatus, Millis};
use crate::store;
use crate::store::clocks::DueSeat;

/// A reminder goes out this long before a deadline.
pub const REMIND_BEFORE_MS: i64 = DAY_MS;
/// Vacation days a player has each calendar year.
pub const VACATION_DAYS_PER_YEAR: i64 = 20;
/// A game with no move for this long is abandoned.
pub const ABANDON_AFTER_MS: i64 = 30 * DAY_MS;

/// What one pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pass {
    /// Reminders queued.
    pub reminded: usize,
    /// Seats found out of time.
    pub timed_out: usize,
    /// Vacation days spent instead of a time-out.
    pub vacation_days: usize,
    /// Games abandoned.
    pub abandoned: usize,
    /// Daily digests queued.
    pub digests: usize,
}

impl Herald {
    /// One pass over the deadlines at the clock's "now": reminders 24 hours ahead,
    /// time-outs by each game's terms, games silent for 30 days marked abandoned, and the
    /// daily digests due. The pass's own writes (absences, vacation days) are one
    /// transaction; then each silent game, reminder and time-out it found is written by
    /// the one writer, on its game as it is then.
    ///
    /// # Errors
    /// Database and template errors; the reminders and time-outs not written yet are
    /// found again by the next pass.
    pub async fn keep_time(&self) -> Result<Pass, ServiceError> {
        let now = self.clock.now_ms();
        let mut pass = Pass::default();
        let mut tx = self.db.begin_write().await?;
        let reminders = store::clocks::due_reminders(&mut tx, now, REMIND_BEFORE_MS).await?;
        begin_absences(&mut tx, now).await?;
        store::users::end_absences(&mut tx, now).await?;
        let mut late = Vec::new();
        self.act_on_expired_clocks(&mut tx, now, &mut pass, &mut late)
            .await?;
        let silent = store::clocks::silent_games(&mut tx, now - ABANDON_AFTER_MS).await?;
        tx.commit().await?;
        // A silent game is abandoned before anything else of the pass touches it.
        for id in silent {
            pass.abandoned += usize::from(self.abandon_silent(id, now).await?);
        }
        for due in reminders {
            pass.reminded += usize::from(self.remind(due, now).await?);
        }
        for (id, seat, timeout) in late {
            self.time_out(id, seat, timeout, now).await?;
        }
        pass.digests = self.send_digests().await?;
        Ok(pass)
    }

    /// Reminds seat `due` that its time runs out at its deadline, if it still does (the
    /// game as it is then: a move or a new deadline since the pass read it stands).
    /// Returns whether a reminder mail went out.
    ///
    /// # Errors
    /// Database and template errors.
    async fn remind(&self, due: DueSeat, now: Millis) -> Result<bool, ServiceError> {
        let seat = due.seat_index as usize;
        let reminded = until_written(
            || async {
                let table = GameTable::read(&self.db, due.game_id).await?;
                if !still_due(&table, seat, due.deadline) {
                    return Ok(Some(false));
                }
                // A reminder can be answered with a move too, when Herald receives mail.
                let game = match self.settings.inbound_domain {
                    Some(_) => Some(self.state_of(&table.row, table.kind).await?),
                    None => None,
                };
                let game = game.as_deref();
                let change =
                    decide_reminder(&self.settings, &table, game, seat, due.deadline, now)?;
                let mailed = !change.mails.is_empty();
                Ok(self.write(change).await?.then_some(mailed))
            },
            || ServiceError::Conflict(format!("game {} kept changing", due.game_id)),
        )
        .await;
        match reminded {
            Err(ServiceError::Conflict(why)) => {
                tracing::info!(game = %due.game_id, "not reminded: {why}");
                Ok(false)
            }
            reminded => reminded,
        }
    }

    /// Acts on each clock run out: a vacation day spent if the game allows it and the
    /// player has one; else the seat is put in `late` with the time-out the game's terms
    /// name, for the one writer after the pass (see [`Herald::time_out`]).
    async fn act_on_expired_clocks(
        &self,
        conn: &mut SqliteConnection,
        now: Millis,
        pass: &mut Pass,
        late: &mut Vec<(GameId, usize, Timeout)>,
    ) -> Result<(), ServiceError> {
        let mut rested = BTreeSet::new();
        for due in store::clocks::expired(conn, now).await? {
            let table = GameTable::load(conn, due.game_id).await?;
            if table.row.status != GameStatus::Active
                || late.iter().any(|(id, ..)| *id == due.game_id)
            {
                continue; // one time-out a game a pass: it may end the game
            }
            let seat = due.seat_index as usize;
            let terms = Terms::from_stored(&table.row.terms);
            // A vacation day, if the game allows it and the player has one: all their
            // running clocks get 24 hours.
            if let (true, Some(user_id)) = (terms.vacation, table.seats[seat].user_id) {
                if rested.contains(&user_id) {
                    continue; // this pass's vacation day already moved this deadline
                }
                if spend_vacation_day(conn, table.row.id, user_id, now).await? {
                    rested.insert(user_id);
                    pass.vacation_days += 1;
                    continue;
                }
            }
            pass.timed_out += 1;
            late.push((table.row.id, seat, terms.timeout));
        }
        Ok(())
    }

    /// Abandons game `id`, silent for [`ABANDON_AFTER_MS`] as the pass read it, if it still
    /// is (see [`decide_silent`]): a move that came in since stands. Returns whether it was
    /// abandoned.
    ///
    /// # Errors
    /// Database errors.
    async fn abandon_silent(&self, id: GameId, now: Millis) -> Result<bool, ServiceError> {
        let before = now - ABANDON_AFTER_MS;
        match self
            .change_game(id, |table, at| decide_silent(table, before, at))
            .await
        {
            Ok(()) => {
                tracing::info!(game = %id, "abandoned after 30 days without a move");
                Ok(true)
            }
            Err(ServiceError::Conflict(why)) => {
                tracing::info!(game = %id, "not abandoned: {why}");
                Ok(false)
            }
            Err(err) => Err(err),
        }
    }

    /// Seat `late` of game `id` ran out of time by `now` (as the pass read the clocks),
    /// and `timeout` says what follows: it loses, its seat is offered to a replacement
    /// (handover), or its opponents are told they may claim the win. Decided and written
    /// by the one writer on the game as it is then: a move that came in since the pass
    /// read the clocks stands.
    ///
    /// # Errors
    /// Database and template errors.
    async fn time_out(
        &self,
        id: GameId,
        late: usize,
        timeout: Timeout,
        now: Millis,
    ) -> Result<(), ServiceError> {
        let settings = &self.settings;
        let done = match timeout {
            Timeout::Lose => self
                .end_game(id, |table| {
                    still_late(table, late, now)?;
                    Ok(Ending::OutOfTime { late })
                })
                .await
                .map(drop),
            Timeout::Handover => {
                self.change_game(id, |table, at| {
                    still_late(table, late, now)?;
                    let seat = &table.seats[late];
                    let who = seat.player.as_deref().unwrap_or(&seat.seat);
                    decide_vacate(settings, table, late, &format!("{who} ran out of time"), at)
                })
                .await
            }
            Timeout::Claim => {
                self.change_game(id, |table, at| {
                    still_late(table, late, now)?;
                    decide_claimable(settings, table, late, at)
                })
                .await
            }
        };
        match done {
            Ok(()) => {
                tracing::info!(game = %id, seat = late, ?timeout, "out of time");
                Ok(())
            }
            Err(ServiceError::Conflict(why)) => {
                tracing::info!(game = %id, "not timed out: {why}");
                Ok(())
            }
            Err(err) => Err(err),
        }
    }
}

/// Absences declared ahead that begin now: their days are taken and the player's running
/// clocks stand still until they end.
async fn begin_absences(conn: &mut SqliteConnection, now: Millis) -> Result<(), ServiceError> {
    for (user_id, from, to) in store::users::absences_beginning(conn, now).await? {
        let days = (to.since(from) + DAY_MS - 1) / DAY_MS;
        store::users::start_absence(conn, user_id, days, year_of(from), VACATION_DAYS_PER_YEAR)
            .await?;
        store::clocks::extend_deadlines(conn, user_id, to.since(from)).await?;
        tracing::info!(user = user_id, days, "an absence begins");
    }
    Ok(())
}

/// Spends one of the player's vacation days, if they have one left this year: all their
/// running clocks get 24 hours. Returns whether a day was spent.
async fn spend_vacation_day(
    conn: &mut SqliteConnection,
    game: GameId,
    user_id: i64,
    now: Millis,
) -> Result<bool, ServiceError> {
    let year = year_of(now);
    if !store::clocks::spend_vacation_day(conn, user_id, year, VACATION_DAYS_PER_YEAR).await? {
        return Ok(false);
    }
    store::clocks::extend_deadlines(conn, user_id, DAY_MS).await?;
    tracing::info!(game = %game, user = user_id, "a vacation day spent");
    Ok(true)
}

/// The calendar year (UTC) of Unix milliseconds.
pub fn year_of(at: Millis) -> i64 {
    time::OffsetDateTime::from_unix_timestamp(at.0.div_euclid(1000))
        .map_or(1970, |t| i64::from(t.year()))
}

/// Runs [`Herald::keep_time`] every `every` until `stop` is notified. A failed pass is
/// logged and tried again at the next tick.
pub async fn run(herald: Herald, every: Duration, stop: Arc<Notify>) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = ticks.tick() => {
                if let Err(err) = herald.keep_time().await {
                    tracing::error!(%err, "the timekeeper's pass failed; it runs again at the next tick");
                }
            }
            () = stop.notified() => return,
        }
    }
}
