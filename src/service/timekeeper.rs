//! The timekeeper: a background task that acts on deadlines. Everything it needs is in
//! the database (deadlines, what was reminded, who timed out), so a restart loses nothing.
//! A pass reads the clocks (and forgets the absences that are over) in one transaction;
//! each silent game, absence, vacation day, reminder and time-out it finds is then
//! decided on the games as they are and written by the one writer (see [`Herald::rest`],
//! [`Herald::time_out`]).

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use super::game::deadlines::{
    decide_reminder, decide_rested, decide_silent, still_due, still_late,
};
use super::game::ending::{Ending, decide_claimable};
use super::game::seats::decide_vacate;
use super::game::table::GameTable;
use super::game::{KeptChanging, until_written};
use super::terms::{DAY_MS, Terms, Timeout};
use super::{Herald, ServiceError};
use crate::domain::{GameId, Millis};
use crate::store;
use crate::store::clocks::DueSeat;
use crate::store::leases::TIMEKEEPER;
use crate::store::rest::{Rest, RestDays};

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
    /// Another process sharing the database holds the timekeeper's lease: this one did
    /// nothing (see [`LEASE_MS`]).
    pub elsewhere: bool,
}

/// How long a process holds the timekeeper's lease ([`store::leases::TIMEKEEPER`]) on a
/// database several processes share (see [`store::Db::shared`]), from the start of its
/// pass: longer than a pass takes and than the minute between two, so
/// of several processes sharing a database one keeps it from pass to pass and each
/// deadline is acted on once. If that process dies, another takes the passes over at
/// most this long after its last; one that stops cleanly gives the lease back at once.
pub const LEASE_MS: i64 = 5 * 60 * 1000;

impl Herald {
    /// One pass over the deadlines at the clock's "now": reminders 24 hours ahead,
    /// time-outs by each game's terms, games silent for 30 days marked abandoned, and the
    /// daily digests due. The pass reads what is due (and forgets the absences that are
    /// over) in one transaction; then each silent game, absence beginning, vacation day,
    /// reminder and time-out it found is decided on its games as they are then and
    /// written by the one writer.
    ///
    /// # Errors
    /// Database and template errors; the reminders and time-outs not written yet are
    /// found again by the next pass.
    pub async fn keep_time(&self) -> Result<Pass, ServiceError> {
        let now = self.clock.now_ms();
        let mut pass = Pass::default();
        let mut tx = self.db.begin_write().await?;
        let holder = self.db.holder();
        if self.db.shared()
            && !store::leases::take(&mut tx, TIMEKEEPER, holder, now, now + LEASE_MS).await?
        {
            tx.commit().await?;
            pass.elsewhere = true;
            return Ok(pass);
        }
        let reminders = store::clocks::due_reminders(&mut tx, now, REMIND_BEFORE_MS).await?;
        let absences = store::users::absences_beginning(&mut tx, now).await?;
        store::users::end_absences(&mut tx, now).await?;
        let silent = store::clocks::silent_games(&mut tx, now - ABANDON_AFTER_MS).await?;
        tx.commit().await?;
        // A silent game is abandoned before anything else of the pass touches it.
        for id in silent {
            pass.abandoned += usize::from(self.abandon_silent(id, now).await?);
        }
        for (user_id, from, to) in absences {
            self.begin_absence(user_id, from, to, now).await?;
        }
        let late = self.act_on_expired_clocks(now, &mut pass).await?;
        for due in reminders {
            pass.reminded += usize::from(self.remind(due, now).await?);
        }
        for (id, seat, timeout) in late {
            self.time_out(id, seat, timeout, now).await?;
        }
        pass.digests = self.digests().send().await?;
        Ok(pass)
    }

    /// Reminds seat `due` that its time runs out at its deadline, if it still does (the
    /// game as it is then: a move or a new deadline since the pass read it stands).
    /// Returns whether a reminder mail went out.
    ///
    /// # Errors
    /// Database and template errors.
    async fn remind(&self, due: DueSeat, now: Millis) -> Result<bool, ServiceError> {
        let seat = due.seat_index.index();
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
            || ServiceError::from(KeptChanging::Reminder { game: due.game_id }),
        )
        .await;
        let not_yet =
            next_pass_decides(reminded, format_args!("game {} not reminded", due.game_id));
        Ok(not_yet?.unwrap_or(false))
    }

    /// Acts on each clock run out by `now`: a vacation day spent if the game allows it
    /// and the player has one (see [`Herald::rest`]); else the seat is answered with the
    /// time-out the game's terms name, for the one writer after the pass (see
    /// [`Herald::time_out`]). One time-out a game a pass: it may end the game.
    async fn act_on_expired_clocks(
        &self,
        now: Millis,
        pass: &mut Pass,
    ) -> Result<Vec<(GameId, usize, Timeout)>, ServiceError> {
        let expired = {
            let mut conn = self.db.acquire().await?;
            store::clocks::expired(&mut conn, now).await?
        };
        let mut late: Vec<(GameId, usize, Timeout)> = Vec::new();
        let mut rested = BTreeSet::new();
        for due in expired {
            if late.iter().any(|(id, ..)| *id == due.game_id) {
                continue;
            }
            let table = GameTable::read(&self.db, due.game_id).await?;
            let seat = due.seat_index.index();
            if still_late(&table, seat, now).is_err() {
                continue;
            }
            let terms = Terms::from_stored(&table.row.terms);
            if let (true, Some(user_id)) = (terms.vacation, table.seats[seat].user_id) {
                if rested.contains(&user_id) {
                    continue; // this pass's vacation day already moved this deadline
                }
                let day = RestDays::VacationDay { year: year_of(now) };
                let spent = self
                    .rest(user_id, day, DAY_MS, Some((due.game_id, seat)), now)
                    .await;
                let game = due.game_id;
                match next_pass_decides(spent, format_args!("game {game}: no vacation day yet"))? {
                    Some(true) => {
                        tracing::info!(game = %due.game_id, user = user_id, "a vacation day spent");
                        rested.insert(user_id);
                        pass.vacation_days += 1;
                        continue;
                    }
                    Some(false) => {}
                    // Neither a day spent nor a time-out: the next pass decides again.
                    None => continue,
                }
            }
            pass.timed_out += 1;
            late.push((due.game_id, seat, terms.timeout));
        }
        Ok(late)
    }

    /// The absence `user_id` declared from `from` to `to` begins: its days are taken and
    /// the player's running clocks stand still until it ends (each gets its length).
    ///
    /// # Errors
    /// Database errors.
    async fn begin_absence(
        &self,
        user_id: i64,
        from: Millis,
        to: Millis,
        now: Millis,
    ) -> Result<(), ServiceError> {
        let span = to.since(from);
        let days = (span + DAY_MS - 1) / DAY_MS;
        let absence = RestDays::Absence {
            from,
            days,
            year: year_of(from),
        };
        let begun = self.rest(user_id, absence, span, None, now).await;
        if next_pass_decides(begun, format_args!("player {user_id}: no absence yet"))? == Some(true)
        {
            tracing::info!(user = user_id, days, "an absence begins");
        }
        Ok(())
    }

    /// Player `user_id` rests: `days` are taken from their vacation days and each of
    /// their running clocks gets `by` ms more ([`decide_rested`]), all in one write by the
    /// one writer. For a vacation day instead of a time-out, `late` names the seat: it
    /// must still be out of time. Returns whether the rest was taken (false: no day left,
    /// or the seat no longer late).
    ///
    /// # Errors
    /// Database errors; 409 when the player's games keep changing (or the absence began
    /// meanwhile).
    async fn rest(
        &self,
        user_id: i64,
        days: RestDays,
        by: i64,
        late: Option<(GameId, usize)>,
        now: Millis,
    ) -> Result<bool, ServiceError> {
        until_written(
            || async {
                let running = {
                    let mut conn = self.db.acquire().await?;
                    if let RestDays::VacationDay { year } = days {
                        let per_year = VACATION_DAYS_PER_YEAR;
                        let left =
                            store::clocks::vacation_days_left(&mut conn, user_id, year, per_year)
                                .await?;
                        if left < 1 {
                            return Ok(Some(false));
                        }
                    }
                    store::clocks::running_for(&mut conn, user_id).await?
                };
                let mut games = Vec::with_capacity(running.len());
                for id in running {
                    let table = GameTable::read(&self.db, id).await?;
                    if let Some((late_id, seat)) = late
                        && late_id == id
                        && still_late(&table, seat, now).is_err()
                    {
                        return Ok(Some(false));
                    }
                    games.extend(decide_rested(&table, user_id, by, now));
                }
                let rest = Rest {
                    user_id,
                    days,
                    per_year: VACATION_DAYS_PER_YEAR,
                    games,
                };
                let written = self.db.writer.write_rest(rest).await;
                Ok(self
                    .rung(written, false, "write a player's rest")?
                    .then_some(true))
            },
            || ServiceError::from(KeptChanging::Rest { player: user_id }),
        )
        .await
    }

    /// Abandons game `id`, silent for [`ABANDON_AFTER_MS`] as the pass read it, if it still
    /// is (see [`decide_silent`]): a move that came in since stands. Returns whether it was
    /// abandoned.
    ///
    /// # Errors
    /// Database errors.
    async fn abandon_silent(&self, id: GameId, now: Millis) -> Result<bool, ServiceError> {
        let before = now - ABANDON_AFTER_MS;
        let abandoned = self
            .change_game(id, |table, at| decide_silent(table, before, at))
            .await;
        let abandoned = next_pass_decides(abandoned, format_args!("game {id} not abandoned"))?;
        if abandoned.is_some() {
            tracing::info!(game = %id, "abandoned after 30 days without a move");
        }
        Ok(abandoned.is_some())
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
                    let why = crate::msg!("mail-vacant-out-of-time", player = who);
                    decide_vacate(settings, table, late, &why, at)
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
        if next_pass_decides(done, format_args!("game {id} not timed out"))?.is_some() {
            tracing::info!(game = %id, seat = late, ?timeout, "out of time");
        }
        Ok(())
    }
}

/// What the timekeeper makes of `done`, a change it tried: what it answered, or `None`
/// when its games kept changing under it, or are no longer as its pass found them
/// (logged with `not_done`, and decided again by the next pass, on the games as they are
/// then).
///
/// # Errors
/// Any other error of `done`.
fn next_pass_decides<T>(
    done: Result<T, ServiceError>,
    not_done: std::fmt::Arguments<'_>,
) -> Result<Option<T>, ServiceError> {
    match done {
        Ok(done) => Ok(Some(done)),
        Err(why @ (ServiceError::KeptChanging(_) | ServiceError::NoLongerDue(_))) => {
            tracing::info!("{not_done}: {why}; the next pass decides again");
            Ok(None)
        }
        Err(err) => Err(err),
    }
}

/// The calendar year (UTC) of Unix milliseconds.
pub fn year_of(at: Millis) -> i64 {
    time::OffsetDateTime::from_unix_timestamp(at.0.div_euclid(1000))
        .map_or(1970, |t| i64::from(t.year()))
}

/// Runs [`Herald::keep_time`] every `every` until `stop` is notified, then gives the
/// timekeeper's lease back. A failed pass is logged and tried again at the next tick.
pub async fn run(herald: Herald, every: Duration, stop: Arc<Notify>) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut keeping = None;
    loop {
        tokio::select! {
            _ = ticks.tick() => match herald.keep_time().await {
                Ok(pass) => keeping = said_who_keeps_time(keeping, !pass.elsewhere),
                Err(err) => {
                    tracing::error!(%err, "the timekeeper's pass failed; it runs again at the next tick");
                }
            },
            () = stop.notified() => break,
        }
    }
    // Another process sharing the database takes the passes over at once.
    let given_back = async {
        if !herald.db.shared() {
            return Ok(());
        }
        let mut tx = herald.db.begin_write().await?;
        store::leases::give_back(&mut tx, TIMEKEEPER, herald.db.holder()).await?;
        tx.commit().await
    };
    if let Err(err) = given_back.await {
        tracing::warn!(%err, "the timekeeper's lease was not given back; it runs out by itself");
    }
}

/// Says in the log when this process starts or stops keeping the time (holding the
/// timekeeper's lease, see [`LEASE_MS`]), given whether it did before; returns whether it
/// does now.
fn said_who_keeps_time(before: Option<bool>, now: bool) -> Option<bool> {
    if before != Some(now) {
        if now {
            tracing::info!("this process keeps the time: its timekeeper acts on the deadlines");
        } else {
            tracing::info!(
                "another process keeps the time: this one's timekeeper waits for its lease"
            );
        }
    }
    Some(now)
}
