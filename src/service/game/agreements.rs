//! What the players of a game agree on: a draw (where the game allows one), abandoning the
//! game, or a pause of every clock. One player proposes, the others accept or decline;
//! either player may end a pause, and a player may nudge those the game waits on. Each
//! step is decided on the game as read (`decide_…`, pure) and written as one
//! [`GameChange`] that mails the others; an accepted draw or abandon is an end
//! ([`super::ending`]).

use super::ending::{Ending, in_play};
use super::table::GameTable;
use super::{clock_of, turn_with_clocks, with_clock};
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis, Proposal};
use crate::engine::Seat;
use crate::i18n::Msg;
use crate::msg;
use crate::service::mail_out::notify::{self, MailEvent, MailGame};
use crate::service::terms::DAY_MS;
use crate::service::{Herald, ServiceError, User};
use crate::store::change::{AgreementWrite, GameChange, SeatEvent};
use crate::store::games::{ClockWrite, GameRow, SeatRow};
use crate::store::outbox::NewMail;
use crate::words::game_title_and_number;

pub use super::agreement_refusal::AgreementRefused;

/// A notice to the players: its Message-ID tag, subject and headline.
struct Notice {
    tag: String,
    subject: Msg,
    headline: Msg,
}

/// The mails of `notice` to every seat of the game (`row`, `seats`) but `except`.
fn tell_others(
    settings: &Settings,
    game: &MailGame<'_>,
    except: Option<Seat>,
    notice: &Notice,
) -> Result<Vec<NewMail>, ServiceError> {
    let mut mails = Vec::new();
    for reader in Seat::all(game.seats.len()).filter(|r| Some(*r) != except) {
        let event = MailEvent::Notice {
            tag: notice.tag.clone(),
            subject: notice.subject.clone(),
            headline: notice.headline.clone(),
        };
        mails.extend(notify::render(settings, game, reader, event)?);
    }
    Ok(mails)
}

/// The seat `user` plays in the game of `table`, under way.
///
/// # Errors
/// Not a player; not started, or over.
fn my_seat(table: &GameTable, user: &User) -> Result<Seat, AgreementRefused> {
    let game = table.row.id;
    let seat = table
        .seats
        .iter()
        .find(|s| s.user_id == Some(user.id))
        .ok_or(AgreementRefused::NotAPlayer { game })?;
    match table.row.status {
        GameStatus::Active | GameStatus::Abandoned => Ok(seat.seat_index),
        GameStatus::Open => Err(AgreementRefused::NotStarted { game }),
        _ => Err(AgreementRefused::Over { game }),
    }
}

/// The agreement of the game of `table` as it stands.
fn standing(table: &GameTable) -> AgreementWrite {
    AgreementWrite {
        proposal: table.row.proposal.zip(table.row.proposed_by),
        paused_at: table.row.paused_at,
    }
}

/// The change of the game of `table` to `agreement` at `now`, with every seat's clock as
/// `clock` leaves it (the turn written only when a clock changes; the game's status and
/// whose turn it is stay as they are), and the game as its mails then tell it.
fn agreed(
    table: &GameTable,
    agreement: AgreementWrite,
    clock: impl Fn(&SeatRow) -> ClockWrite,
    now: Millis,
) -> (GameChange, GameRow, Vec<SeatRow>) {
    let GameTable { row, seats, .. } = table;
    let after: Vec<SeatRow> = seats
        .iter()
        .map(|seat| with_clock(seat, clock(seat)))
        .collect();
    let mut change = GameChange::of(row.id, row.version, now);
    change.agreement = Some(agreement);
    let stopped_or_started = after
        .iter()
        .zip(seats)
        .any(|(a, s)| clock_of(a) != clock_of(s));
    change.turn = stopped_or_started.then(|| turn_with_clocks(row, &after));
    let row = GameRow {
        proposal: agreement.proposal.map(|(what, _)| what),
        proposed_by: agreement.proposal.map(|(_, by)| by),
        paused_at: agreement.paused_at,
        updated_at: now,
        ..row.clone()
    };
    (change, row, after)
}

/// `user` proposes `what` in the game of `table`, at `now`: the proposal stands, and the
/// others are told.
///
/// # Errors
/// 403 not a player; 409 not under way, a proposal already stands, or already paused;
/// 422 a draw the game does not allow.
pub fn decide_proposal(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    what: Proposal,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let mine = my_seat(table, user)?;
    let GameTable { row, seats, kind } = table;
    let id = row.id;
    if what == Proposal::Draw && !kind.draw_by_agreement() {
        return Err(AgreementRefused::NoDraw { kind: kind.kind() }.into());
    }
    if let (Some(standing), Some(by)) = (row.proposal, row.proposed_by) {
        return Err(AgreementRefused::AlreadyProposed {
            by: seats[by.index()].seat.clone(),
            what: standing,
        }
        .into());
    }
    if what == Proposal::Pause && row.paused_at.is_some() {
        return Err(AgreementRefused::AlreadyPaused { game: id }.into());
    }
    let agreement = AgreementWrite {
        proposal: Some((what, mine)),
        ..standing(table)
    };
    let (mut change, row, seats) = agreed(table, agreement, clock_of, now);
    let notice = Notice {
        tag: format!("propose.{what}.{now}"),
        subject: msg!(
            "mail-notice-proposes",
            player = user.name.as_str(),
            proposal = what.as_str()
        ),
        headline: msg!(
            "mail-notice-proposes-headline",
            player = user.name.as_str(),
            proposal = what.as_str(),
            game = game_title_and_number(*kind, id)
        ),
    };
    let told = MailGame {
        row: &row,
        kind: *kind,
        seats: &seats,
    };
    change.mails = tell_others(settings, &told, Some(mine), &notice)?;
    Ok(change)
}

/// What answering a proposal comes to.
pub enum Answer {
    /// A change to write: the proposal declined or withdrawn, or a pause begun.
    Change(Box<GameChange>),
    /// The game ends as agreed.
    End(Ending),
}

/// The end a proposal agreed to comes to, if it is one.
fn agreed_end(what: Proposal) -> Option<Ending> {
    match what {
        Proposal::Draw => Some(Ending::Drawn),
        Proposal::Abandon => Some(Ending::Abandoned),
        Proposal::Pause => None,
    }
}

/// `user` answers the standing proposal of the game of `table` at `now`: accepting
/// carries it out (a draw or abandon ends the game, a pause stops every clock);
/// declining (or the proposer withdrawing) clears it.
///
/// # Errors
/// 403 not a player; 409 not under way, nothing to answer, or accepting one's own
/// proposal.
pub fn decide_answer(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    accept: bool,
    now: Millis,
) -> Result<Answer, ServiceError> {
    let mine = my_seat(table, user)?;
    let id = table.row.id;
    let Some((what, by)) = standing(table).proposal else {
        return Err(AgreementRefused::NothingProposed { game: id }.into());
    };
    if accept && by == mine {
        return Err(AgreementRefused::OwnProposal.into());
    }
    if accept && let Some(ending) = agreed_end(what) {
        in_play(table.row.status, id)?;
        return Ok(Answer::End(ending));
    }
    let (agreement, clock, except, notice): (_, fn(&SeatRow, Millis) -> ClockWrite, _, _) =
        if accept {
            let notice = Notice {
                tag: format!("paused.{now}"),
                subject: msg!("mail-notice-paused"),
                headline: msg!("mail-notice-paused-headline"),
            };
            let paused = AgreementWrite {
                proposal: None,
                paused_at: Some(now),
            };
            (paused, stopped, None, notice)
        } else {
            let (subject, headline) = if by == mine {
                ("mail-notice-withdrew", "mail-notice-withdrew-headline")
            } else {
                ("mail-notice-declined", "mail-notice-declined-headline")
            };
            let (player, proposal) = (user.name.as_str(), what.as_str());
            let notice = Notice {
                tag: format!("declined.{what}.{now}"),
                subject: Msg::new(subject)
                    .with("player", player)
                    .with("proposal", proposal),
                headline: Msg::new(headline)
                    .with("player", player)
                    .with("proposal", proposal),
            };
            let cleared = AgreementWrite {
                proposal: None,
                ..standing(table)
            };
            (cleared, |seat, _| clock_of(seat), Some(mine), notice)
        };
    let (mut change, row, seats) = agreed(table, agreement, |seat| clock(seat, now), now);
    let told = MailGame {
        row: &row,
        kind: table.kind,
        seats: &seats,
    };
    change.mails = tell_others(settings, &told, except, &notice)?;
    Ok(Answer::Change(Box::new(change)))
}

/// A seat's clock stopped for a pause at `now`: a running deadline becomes the time it
/// had left (none once it has passed).
pub(super) fn stopped(seat: &SeatRow, now: Millis) -> ClockWrite {
    match seat.deadline {
        Some(deadline) => ClockWrite {
            deadline: None,
            bank_ms: seat.bank_ms,
            paused_left_ms: Some(deadline.since(now).max(0)),
        },
        None => clock_of(seat),
    }
}

/// A seat's clock run again after a pause at `now`, with the time it had left.
fn restarted(seat: &SeatRow, now: Millis) -> ClockWrite {
    match seat.paused_left_ms {
        Some(left) => ClockWrite {
            deadline: Some(now + left.max(0)),
            bank_ms: seat.bank_ms,
            paused_left_ms: None,
        },
        None => clock_of(seat),
    }
}

/// `user` ends the pause of the game of `table` at `now`: every clock runs again with the
/// time it had, and the others are told.
///
/// # Errors
/// 403 not a player; 409 not under way, or not paused.
pub fn decide_resume(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let mine = my_seat(table, user)?;
    let id = table.row.id;
    if table.row.paused_at.is_none() {
        return Err(AgreementRefused::NotPaused { game: id }.into());
    }
    let agreement = AgreementWrite {
        paused_at: None,
        ..standing(table)
    };
    let (mut change, row, seats) = agreed(table, agreement, |seat| restarted(seat, now), now);
    let notice = Notice {
        tag: format!("resumed.{now}"),
        subject: msg!("mail-notice-resumed"),
        headline: msg!("mail-notice-resumed-headline", player = user.name.as_str()),
    };
    let told = MailGame {
        row: &row,
        kind: table.kind,
        seats: &seats,
    };
    change.mails = tell_others(settings, &told, Some(mine), &notice)?;
    Ok(change)
}

/// `user` nudges the players the game of `table` waits on, at `now`: a mail reminding
/// them it is their turn. At most once per 24 hours per game for each player.
///
/// # Errors
/// 403 not a player; 409 not under way, nobody else to nudge, or nudged within the last
/// 24 hours.
pub fn decide_nudge(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let mine = my_seat(table, user)?;
    let GameTable { row, seats, kind } = table;
    let id = row.id;
    let waiting: Vec<Seat> = seats
        .iter()
        .filter(|s| s.to_act && s.seat_index != mine && s.user_id.is_some())
        .map(|s| s.seat_index)
        .collect();
    if waiting.is_empty() {
        return Err(AgreementRefused::NobodyToNudge { game: id }.into());
    }
    let not_since = now - DAY_MS;
    if seats[mine.index()]
        .nudged_at
        .is_some_and(|at| at > not_since)
    {
        return Err(AgreementRefused::NudgedToday.into());
    }
    let mut change = GameChange::of(row.id, row.version, now);
    change.seat_events.push(SeatEvent::Nudged {
        seat: mine,
        not_since,
    });
    for reader in waiting {
        let event = MailEvent::Notice {
            tag: format!("nudge.{now}"),
            subject: msg!("mail-notice-nudge", player = user.name.as_str()),
            headline: msg!(
                "mail-notice-nudge-headline",
                player = user.name.as_str(),
                game = game_title_and_number(*kind, id)
            ),
        };
        change
            .mails
            .extend(notify::render(settings, &table.about(), reader, event)?);
    }
    Ok(change)
}

impl Herald {
    /// `user` proposes `what` (draw, abandon or pause) in game `id`.
    ///
    /// # Errors
    /// As [`decide_proposal`]; 404 no game; 422 an unknown proposal.
    pub async fn propose(&self, user: &User, id: GameId, what: &str) -> Result<(), ServiceError> {
        let Ok(what) = what.parse::<Proposal>() else {
            let what = what.to_string();
            return Err(AgreementRefused::Unknown { what }.into());
        };
        self.change_game(id, |table, now| {
            decide_proposal(&self.settings, table, user, what, now)
        })
        .await
    }

    /// `user` answers the standing proposal of game `id` (see [`decide_answer`]).
    ///
    /// # Errors
    /// As [`decide_answer`]; 404 no game; 409 the proposal changed meanwhile.
    pub async fn answer_proposal(
        &self,
        user: &User,
        id: GameId,
        accept: bool,
    ) -> Result<(), ServiceError> {
        let table = GameTable::read(&self.db, id).await?;
        let now = self.clock.now_ms();
        let changed = || ServiceError::from(AgreementRefused::Changed { game: id });
        // Each path decides again on the game as it is when it writes.
        match decide_answer(&self.settings, &table, user, accept, now)? {
            Answer::End(ending) => {
                self.end_game(id, |table| {
                    match decide_answer(&self.settings, table, user, accept, now)? {
                        Answer::End(ending) => Ok(ending),
                        Answer::Change(_) => Err(changed()),
                    }
                })
                .await?;
                tracing::info!(game = %id, by = %user.name, "{}", ending.reason(table.kind));
                Ok(())
            }
            Answer::Change(_) => {
                self.change_game(id, |table, now| {
                    match decide_answer(&self.settings, table, user, accept, now)? {
                        Answer::Change(change) => Ok(*change),
                        Answer::End(_) => Err(changed()),
                    }
                })
                .await
            }
        }
    }

    /// `user` ends the pause of game `id` (see [`decide_resume`]).
    ///
    /// # Errors
    /// As [`decide_resume`]; 404 no game.
    pub async fn resume(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        self.change_game(id, |table, now| {
            decide_resume(&self.settings, table, user, now)
        })
        .await
    }

    /// `user` nudges the players game `id` waits on (see [`decide_nudge`]).
    ///
    /// # Errors
    /// As [`decide_nudge`]; 404 no game.
    pub async fn nudge(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        self.change_game(id, |table, now| {
            decide_nudge(&self.settings, table, user, now)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(deadline: Option<i64>, paused_left_ms: Option<i64>) -> SeatRow {
        serde_json::from_value(serde_json::json!({
            "seat_index": 0, "seat": "red", "user_id": 1, "player": "alice",
            "email": "alice@example.test", "invited_id": null, "invited": null,
            "to_act": true, "last_seq": 0, "deadline": deadline, "bank_ms": 700,
            "reminded_for": null, "timed_out_at": null, "paused_left_ms": paused_left_ms,
        }))
        .expect("a seat")
    }

    #[test]
    fn a_pause_keeps_each_running_clocks_time_left_and_a_resume_runs_it_again() {
        let now = Millis(10_000);
        let paused = stopped(&seat(Some(12_500), None), now);
        assert_eq!(
            (paused.deadline, paused.bank_ms, paused.paused_left_ms),
            (None, Some(700), Some(2_500))
        );
        // A deadline already passed keeps no time, never a negative one.
        assert_eq!(
            stopped(&seat(Some(9_000), None), now).paused_left_ms,
            Some(0)
        );
        // A seat with no clock running keeps none.
        assert_eq!(stopped(&seat(None, None), now).paused_left_ms, None);
        let later = Millis(50_000);
        let resumed = restarted(&seat(None, Some(2_500)), later);
        assert_eq!(
            (resumed.deadline, resumed.paused_left_ms),
            (Some(Millis(52_500)), None)
        );
        // Stored values out of range neither overflow nor run backwards.
        assert_eq!(
            restarted(&seat(None, Some(i64::MAX)), later).deadline,
            Some(Millis(i64::MAX))
        );
        assert_eq!(
            restarted(&seat(None, Some(-5)), later).deadline,
            Some(later)
        );
        assert_eq!(
            stopped(&seat(Some(i64::MIN), None), now).paused_left_ms,
            Some(0)
        );
    }

    #[test]
    fn only_a_draw_or_an_abandon_agreed_ends_the_game() {
        assert_eq!(agreed_end(Proposal::Draw), Some(Ending::Drawn));
        assert_eq!(agreed_end(Proposal::Abandon), Some(Ending::Abandoned));
        assert_eq!(agreed_end(Proposal::Pause), None);
    }
}
