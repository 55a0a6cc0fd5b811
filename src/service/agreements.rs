//! What the players of a game agree on: a draw (where the game allows one), abandoning the
//! game, or a pause of every clock. One player proposes, the others accept or decline;
//! either player may end a pause. Each step is one transaction that mails the others.

use sqlx::SqliteConnection;

use super::game::ending::{Ending, in_play};
use super::game::table::GameTable;
use super::mail_out::notify::{self, MailEvent, MailGame};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Millis, Proposal};
use crate::store;
use crate::store::games::{GameRow, SeatRow};

/// A notice to the players: its Message-ID tag, subject and headline.
struct Notice {
    tag: String,
    subject: String,
    headline: String,
}

/// Mails `notice` to every seat but `except`, in the caller's transaction.
async fn tell_others(
    herald: &Herald,
    conn: &mut SqliteConnection,
    id: GameId,
    except: Option<usize>,
    notice: Notice,
    now: Millis,
) -> Result<bool, ServiceError> {
    let table = GameTable::load(conn, id).await?;
    let about = table.about();
    let mut queued = false;
    for reader in (0..table.seats.len()).filter(|r| Some(*r) != except) {
        let event = MailEvent::Notice {
            tag: notice.tag.clone(),
            subject: notice.subject.clone(),
            headline: notice.headline.clone(),
        };
        if let Some(mail) = notify::render(&herald.settings, &about, reader, event)? {
            store::outbox::queue(conn, &mail, now).await?;
            queued = true;
        }
    }
    Ok(queued)
}

/// The caller's seat in a game under way.
fn my_seat<'a>(
    row: &GameRow,
    seats: &'a [SeatRow],
    user: &User,
) -> Result<&'a SeatRow, ServiceError> {
    let id = row.id;
    let seat = seats
        .iter()
        .find(|s| s.user_id == Some(user.id))
        .ok_or_else(|| {
            ServiceError::Forbidden(format!("only the players of game {id} may do that"))
        })?;
    match row.status {
        GameStatus::Active | GameStatus::Abandoned => Ok(seat),
        GameStatus::Open => Err(ServiceError::Conflict(format!(
            "game {id} has not started yet; wait until every seat is taken"
        ))),
        _ => Err(ServiceError::Conflict(format!(
            "game {id} is over; nothing more can be agreed"
        ))),
    }
}

impl Herald {
    /// `user` proposes `what` (draw, abandon or pause) in game `id`.
    ///
    /// # Errors
    /// 403 not a player; 409 not under way, a proposal already stands, or already paused;
    /// 422 an unknown proposal or a draw the game does not allow.
    pub async fn propose(&self, user: &User, id: GameId, what: &str) -> Result<(), ServiceError> {
        let Ok(what) = what.parse::<Proposal>() else {
            return Err(ServiceError::Unprocessable(format!(
                "\"{what}\" cannot be proposed; propose \"draw\", \"abandon\" or \"pause\""
            )));
        };
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, kind } = GameTable::load(&mut tx, id).await?;
        let mine = my_seat(&row, &seats, user)?;
        if what == Proposal::Draw && !kind.draw_by_agreement() {
            return Err(ServiceError::Unprocessable(format!(
                "{} always ends with a winner: a draw cannot be agreed (you may resign, or propose to abandon the game)",
                kind.title()
            )));
        }
        if let (Some(standing), Some(by)) = (&row.proposal, row.proposed_by) {
            return Err(ServiceError::Conflict(format!(
                "{} has proposed to {standing} already; accept or decline that first",
                seats[by as usize].seat
            )));
        }
        if what == Proposal::Pause && row.paused_at.is_some() {
            return Err(ServiceError::Conflict(format!(
                "game {id} is paused already; resume it when you want to play on"
            )));
        }
        store::clocks::set_proposal(&mut tx, id, Some((what, mine.seat_index))).await?;
        let headline = format!(
            "{} proposes to {what} {} #{id}. Accept or decline on the game page.",
            user.name,
            kind.title()
        );
        let queued = tell_others(
            self,
            &mut tx,
            id,
            Some(mine.seat_index as usize),
            Notice {
                tag: format!("propose.{what}.{now}"),
                subject: format!("{} proposes to {what}", user.name),
                headline,
            },
            now,
        )
        .await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        Ok(())
    }

    /// `user` answers the standing proposal of game `id`: `accept` carries it out (a draw
    /// or abandon ends the game, a pause stops every clock); declining (or the proposer
    /// withdrawing) clears it.
    ///
    /// # Errors
    /// 403 not a player; 409 nothing to answer, or accepting one's own proposal.
    pub async fn answer_proposal(
        &self,
        user: &User,
        id: GameId,
        accept: bool,
    ) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let mine = my_seat(&row, &seats, user)?;
        let (Some(what), Some(by)) = (row.proposal, row.proposed_by) else {
            return Err(ServiceError::Conflict(format!(
                "nothing is proposed in game {id}; there is nothing to answer"
            )));
        };
        if accept && by == mine.seat_index {
            return Err(ServiceError::Conflict(
                "you made this proposal; the other player accepts or declines it".into(),
            ));
        }
        if accept && matches!(what, Proposal::Draw | Proposal::Abandon) {
            // The end is written by the one writer, decided again on the game as it is.
            drop(tx);
            return self.accept_an_end(user, id, what, by).await;
        }
        store::clocks::set_proposal(&mut tx, id, None).await?;
        let queued = if !accept {
            let words = if by == mine.seat_index {
                "withdrew"
            } else {
                "declined"
            };
            tell_others(
                self,
                &mut tx,
                id,
                Some(mine.seat_index as usize),
                Notice {
                    tag: format!("declined.{what}.{now}"),
                    subject: format!("{} {words} to {what}", user.name),
                    headline: format!(
                        "{} {words} the proposal to {what}; the game goes on.",
                        user.name
                    ),
                },
                now,
            )
            .await?
        } else {
            // Accepted, and not an end (see above): a pause.
            store::clocks::pause(&mut tx, id, now).await?;
            tell_others(
                self,
                &mut tx,
                id,
                None,
                Notice {
                    tag: format!("paused.{now}"),
                    subject: "Paused".into(),
                    headline: "The game is paused by agreement: no clock runs and nobody moves until a player resumes it on the game page.".into(),
                },
                now,
            )
            .await?
        };
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        Ok(())
    }

    /// `user` accepts the proposal of seat `by` to end game `id` (`what`: a draw or to
    /// abandon), if it still stands when the game is read again.
    ///
    /// # Errors
    /// 403 not a player; 409 the proposal no longer stands, or the game is over.
    async fn accept_an_end(
        &self,
        user: &User,
        id: GameId,
        what: Proposal,
        by: i64,
    ) -> Result<(), ServiceError> {
        self.end_game(id, |table| {
            let mine = my_seat(&table.row, &table.seats, user)?;
            in_play(table.row.status, id)?;
            if table.row.proposal != Some(what)
                || table.row.proposed_by != Some(by)
                || by == mine.seat_index
            {
                return Err(ServiceError::Conflict(format!(
                    "the proposal in game {id} has changed since you read it; reload the game"
                )));
            }
            Ok(match what {
                Proposal::Draw => Ending::Drawn,
                _ => Ending::Abandoned,
            })
        })
        .await?;
        tracing::info!(game = %id, by = %user.name, "{what} agreed");
        Ok(())
    }

    /// `user` ends the pause of game `id`: every clock runs again with the time it had.
    ///
    /// # Errors
    /// 403 not a player; 409 not paused.
    pub async fn resume(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let mine = my_seat(&row, &seats, user)?;
        if row.paused_at.is_none() {
            return Err(ServiceError::Conflict(format!(
                "game {id} is not paused; there is nothing to resume"
            )));
        }
        store::clocks::resume(&mut tx, id, now).await?;
        let queued = tell_others(
            self,
            &mut tx,
            id,
            Some(mine.seat_index as usize),
            Notice {
                tag: format!("resumed.{now}"),
                subject: "Resumed".into(),
                headline: format!("{} resumed the game: the clocks run again.", user.name),
            },
            now,
        )
        .await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        Ok(())
    }
}

impl Herald {
    /// `user` nudges the players game `id` waits on: a mail reminding them it is their
    /// turn. At most once per 24 hours per game for each player.
    ///
    /// # Errors
    /// 403 not a player; 409 nobody else to nudge, or nudged within the last 24 hours.
    pub async fn nudge(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, kind } = GameTable::load(&mut tx, id).await?;
        let mine = my_seat(&row, &seats, user)?;
        let waiting: Vec<usize> = seats
            .iter()
            .filter(|s| s.to_act && s.seat_index != mine.seat_index && s.user_id.is_some())
            .map(|s| s.seat_index as usize)
            .collect();
        if waiting.is_empty() {
            return Err(ServiceError::Conflict(format!(
                "nobody else is to move in game {id}; there is nobody to nudge"
            )));
        }
        let day = super::terms::DAY_MS;
        if !store::clocks::record_nudge(&mut tx, id, mine.seat_index, now, now - day).await? {
            return Err(ServiceError::Conflict(
                "you nudged in this game less than 24 hours ago; nudge again tomorrow".into(),
            ));
        }
        let about = MailGame {
            row: &row,
            kind,
            seats: &seats,
        };
        let mut queued = false;
        for reader in waiting {
            let event = MailEvent::Notice {
                tag: format!("nudge.{now}"),
                subject: format!("{} is waiting for your move", user.name),
                headline: format!(
                    "{} reminds you that it is your turn in {} #{id}.",
                    user.name,
                    kind.title()
                ),
            };
            if let Some(mail) = notify::render(&self.settings, &about, reader, event)? {
                store::outbox::queue(&mut tx, &mail, now).await?;
                queued = true;
            }
        }
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        Ok(())
    }
}
