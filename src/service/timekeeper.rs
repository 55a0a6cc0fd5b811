//! The timekeeper: a background task that acts on deadlines. Everything it needs is in
//! the database (deadlines, what was reminded, who timed out), so a restart loses nothing;
//! each pass is one transaction.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use super::ending::{Ending, finish_game};
use super::notify::{self, MailEvent, MailGame};
use super::replay::kind_of;
use super::table::GameTable;
use super::terms::{DAY_MS, Terms, Timeout};
use super::{Herald, ServiceError};
use crate::domain::GameStatus;
use crate::store;

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
    /// daily digests due.
    ///
    /// # Errors
    /// Database and template errors; nothing of the pass is written then.
    pub async fn keep_time(&self) -> Result<Pass, ServiceError> {
        let now = self.clock.now_ms();
        let mut pass = Pass::default();
        let mut queued = false;
        let mut tx = self.db.begin_write().await?;
        for due in store::clocks::due_reminders(&mut tx, now, REMIND_BEFORE_MS).await? {
            let GameTable { row, seats, kind } = GameTable::load(&mut tx, due.game_id).await?;
            let about = MailGame {
                row: &row,
                kind,
                seats: &seats,
            };
            let event = MailEvent::Reminder {
                deadline: due.deadline,
            };
            if let Some(mail) =
                notify::render(&self.settings, &about, due.seat_index as usize, event)?
            {
                store::outbox::queue(&mut tx, &mail, now).await?;
                queued = true;
                pass.reminded += 1;
            }
            store::clocks::mark_reminded(&mut tx, &due).await?;
        }
        // Absences declared ahead that begin now: their days are taken and the player's
        // running clocks stand still until they end.
        for (user_id, from, to) in store::users::absences_beginning(&mut tx, now).await? {
            let days = (to - from + DAY_MS - 1) / DAY_MS;
            store::users::start_absence(
                &mut tx,
                user_id,
                days,
                year_of(from),
                VACATION_DAYS_PER_YEAR,
            )
            .await?;
            store::clocks::extend_deadlines(&mut tx, user_id, to - from).await?;
            tracing::info!(user = user_id, days, "an absence begins");
        }
        store::users::end_absences(&mut tx, now).await?;
        let mut rested = std::collections::BTreeSet::new();
        for due in store::clocks::expired(&mut tx, now).await? {
            let GameTable { row, seats, .. } = GameTable::load(&mut tx, due.game_id).await?;
            if row.status != GameStatus::Active {
                continue; // ended earlier in this pass
            }
            let kind = kind_of(&row)?;
            let late = due.seat_index as usize;
            let terms = Terms::from_stored(&row.terms);
            // A vacation day, if the game allows it and the player has one: all their
            // running clocks get 24 hours.
            if let (true, Some(user_id)) = (terms.vacation, seats[late].user_id) {
                if rested.contains(&user_id) {
                    continue; // this pass's vacation day already moved this deadline
                }
                let year = year_of(now);
                if store::clocks::spend_vacation_day(&mut tx, user_id, year, VACATION_DAYS_PER_YEAR)
                    .await?
                {
                    store::clocks::extend_deadlines(&mut tx, user_id, DAY_MS).await?;
                    rested.insert(user_id);
                    pass.vacation_days += 1;
                    tracing::info!(game = row.id, user = user_id, "a vacation day spent");
                    continue;
                }
            }
            pass.timed_out += 1;
            match terms.timeout {
                Timeout::Lose => {
                    let result = Ending::OutOfTime { late }.result(kind);
                    queued |= finish_game(self, &mut tx, row.id, &result, now).await?;
                }
                Timeout::Handover => {
                    let who = seats[late].player.as_deref().unwrap_or(kind.seats()[late]);
                    let why = format!("{who} ran out of time");
                    queued |= super::seats::vacate(self, &mut tx, row.id, late, &why, now).await?;
                }
                Timeout::Claim => {
                    store::clocks::mark_timed_out(&mut tx, row.id, due.seat_index, now).await?;
                    let about = MailGame {
                        row: &row,
                        kind,
                        seats: &seats,
                    };
                    for reader in (0..seats.len()).filter(|r| *r != late) {
                        let event = MailEvent::TimedOut { late };
                        if let Some(mail) = notify::render(&self.settings, &about, reader, event)? {
                            store::outbox::queue(&mut tx, &mail, now).await?;
                            queued = true;
                        }
                    }
                }
            }
            tracing::info!(game = row.id, seat = kind.seats()[late], "out of time");
        }
        let abandoned = store::clocks::abandon_silent(&mut tx, now - ABANDON_AFTER_MS).await?;
        for id in &abandoned {
            tracing::info!(game = id, "abandoned after 30 days without a move");
        }
        pass.abandoned = abandoned.len();
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        pass.digests = self.send_digests().await?;
        Ok(pass)
    }
}

/// The calendar year (UTC) of Unix milliseconds.
pub fn year_of(ms: i64) -> i64 {
    time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000))
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
