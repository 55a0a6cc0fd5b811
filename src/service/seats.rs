//! Seats that change hands in a game under way: a player leaves (or runs out of time under
//! the `handover` time-out) and the seat is offered in the lobby; a replacement takes it
//! over, sees exactly what that seat may see, and is briefed on the latest moves from the
//! seat's view.

use sqlx::SqliteConnection;

use super::game::table::GameTable;
use super::mail_out::account_mail::{self, AccountMail};
use super::mail_out::notify::{self, MailEvent};
use super::replay::{kind_of, replay, seed_of};
use super::terms::{self, SeatClock, Terms};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::Seat;
use crate::engine::kind::Kind;
use crate::store;
use crate::store::games::{ClockWrite, GameRow, MoveRow, SeatRow};

/// How many of the latest moves a replacement is briefed on.
pub const BRIEFING_MOVES: i64 = 15;

/// Empties `seat` of game `id` and tells its players why, in the caller's
/// transaction. Returns whether mail was queued.
pub(super) async fn vacate(
    herald: &Herald,
    conn: &mut SqliteConnection,
    id: GameId,
    seat: usize,
    why: &str,
    now: Millis,
) -> Result<bool, ServiceError> {
    // Everyone is told, the leaving player too, before the seat is emptied.
    let table = GameTable::load(conn, id).await?;
    let about = table.about();
    let mut mails = Vec::new();
    for reader in 0..table.seats.len() {
        let event = MailEvent::Vacant {
            seat,
            why: why.to_string(),
            at: now,
        };
        mails.extend(notify::render(&herald.settings, &about, reader, event)?);
    }
    store::clocks::vacate_seat(conn, id, seat as i64).await?;
    for mail in &mails {
        store::outbox::queue(conn, mail, now).await?;
    }
    let queued = !mails.is_empty();
    Ok(queued)
}

impl Herald {
    /// `user` leaves game `id`. Before it starts the seat simply becomes free; once under
    /// way it is offered in the lobby to a replacement and the others are told.
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 a finished game.
    pub async fn leave(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let Some(mine) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; there is nothing to leave"
            )));
        };
        let index = mine.seat_index as usize;
        let queued = match row.status {
            GameStatus::Open => {
                store::clocks::vacate_seat(&mut tx, id, index as i64).await?;
                false
            }
            GameStatus::Active | GameStatus::Abandoned => {
                let why = format!("{} left the game", user.name);
                vacate(self, &mut tx, id, index, &why, now).await?
            }
            _ => {
                return Err(ServiceError::Conflict(format!(
                    "game {id} is over; there is nothing to leave"
                )));
            }
        };
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, by = %user.name, "left the game");
        Ok(())
    }

    /// `user` takes over a vacant seat of game `id` under way (`seat`, or the first
    /// vacant one). The seat's clock starts afresh if it is to act.
    ///
    /// # Errors
    /// 404 no game; 409 no vacant seat, or the user already plays this game; 422 no such
    /// seat.
    pub async fn take_over(
        &self,
        user: &User,
        id: GameId,
        seat: Option<&str>,
    ) -> Result<&'static str, ServiceError> {
        let now = self.clock.now_ms();
        // The briefing: the latest moves from the seat's view, replayed before the write.
        let (row, seats, moves) = {
            let mut conn = self.db.acquire().await?;
            store::games::with_seats_and_log(&mut conn, id)
                .await?
                .ok_or_else(|| ServiceError::NotFound(format!("there is no game {id}")))?
        };
        let kind = kind_of(&row)?;
        if seats.iter().any(|s| s.user_id == Some(user.id)) {
            return Err(ServiceError::Conflict(format!(
                "you already play game {id}"
            )));
        }
        let index = vacant_seat(kind, &seats, id, seat)?;
        let briefing = briefing(&row, kind, &moves, index)?;

        let mut tx = self.db.begin_write().await?;
        if !store::games::take_seat(&mut tx, id, index, user.id).await? {
            return Err(ServiceError::Conflict(
                "that seat was just taken; look for another in the lobby".into(),
            ));
        }
        start_clock_if_to_act(&mut tx, id, index, now).await?;
        let queued = self
            .queue_take_over_mails(&mut tx, id, index, user, briefing, now)
            .await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, by = %user.name, seat = kind.seats()[index], "took over a seat");
        Ok(kind.seats()[index])
    }

    /// Tells the new player of seat `index` what they took over (with the `briefing`),
    /// and the others who joined. Returns whether mail was queued.
    async fn queue_take_over_mails(
        &self,
        conn: &mut SqliteConnection,
        id: GameId,
        index: usize,
        user: &User,
        briefing: Vec<String>,
        now: Millis,
    ) -> Result<bool, ServiceError> {
        let table = GameTable::load(conn, id).await?;
        let about = table.about();
        let mut mails = Vec::new();
        mails.extend(notify::render(
            &self.settings,
            &about,
            index,
            MailEvent::TookOver {
                since: briefing,
                at: now,
            },
        )?);
        for reader in (0..table.seats.len()).filter(|r| *r != index) {
            let event = MailEvent::Replaced {
                seat: index,
                name: user.name.clone(),
                at: now,
            };
            mails.extend(notify::render(&self.settings, &about, reader, event)?);
        }
        for mail in &mails {
            store::outbox::queue(conn, mail, now).await?;
        }
        Ok(!mails.is_empty())
    }

    /// Games under way with a seat to take over.
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats_to_take_over(
        &self,
        viewer: Option<&User>,
    ) -> Result<Vec<super::lobby::Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let rows = store::lists::vacant_seats(&mut conn, 100).await?;
        Ok(super::lobby::listings_of(rows, viewer))
    }
}

/// The seat of game `id` to take over: the one named `seat`, which must be vacant, or
/// else the first vacant one.
fn vacant_seat(
    kind: &dyn Kind,
    seats: &[SeatRow],
    id: GameId,
    seat: Option<&str>,
) -> Result<usize, ServiceError> {
    match seat.filter(|s| !s.is_empty()) {
        Some(name) => {
            let s = kind.seat(name).ok_or_else(|| {
                ServiceError::Unprocessable(format!(
                    "{} has no seat \"{name}\"; choose one of: {}",
                    kind.title(),
                    kind.seats().join(", ")
                ))
            })?;
            if seats[s.index()].user_id.is_some() {
                return Err(ServiceError::Conflict(format!(
                    "the {name} seat of game {id} is taken; only a vacant seat can be taken over"
                )));
            }
            Ok(s.index())
        }
        None => seats
            .iter()
            .find(|s| s.user_id.is_none())
            .map(|s| s.seat_index as usize)
            .ok_or_else(|| {
                ServiceError::Conflict(format!("game {id} has no vacant seat to take over"))
            }),
    }
}

/// The latest [`BRIEFING_MOVES`] moves as seat `index` saw them, numbered.
fn briefing(
    row: &GameRow,
    kind: &dyn Kind,
    moves: &[MoveRow],
    index: usize,
) -> Result<Vec<String>, ServiceError> {
    let viewer = [Some(Seat(index as u8))];
    let from = (row.seq - BRIEFING_MOVES + 1).max(Seq(1));
    Ok(replay(row, kind, &seed_of(row)?, moves, from, &viewer)?
        .map_err(anyhow::Error::new)?
        .described
        .into_iter()
        .map(|(seq, _, told)| format!("{seq}. {}", told[0].text))
        .collect())
}

/// Starts the clock of seat `index` afresh if it is to act.
async fn start_clock_if_to_act(
    conn: &mut SqliteConnection,
    id: GameId,
    index: usize,
    now: Millis,
) -> Result<(), ServiceError> {
    let GameTable { row, seats, .. } = GameTable::load(conn, id).await?;
    if seats[index].to_act {
        let terms = Terms::from_stored(&row.terms);
        let clock = SeatClock {
            deadline: None,
            bank_ms: seats[index].bank_ms,
        };
        let next = terms::next_clock(terms, clock, false, true, now);
        let write = ClockWrite {
            deadline: next.deadline,
            bank_ms: next.bank_ms,
            paused_left_ms: None,
        };
        store::clocks::set_seat_clock(conn, id, index as i64, write).await?;
    }
    Ok(())
}

impl Herald {
    /// `user` declines their invitation to open game `id`: the seat becomes free for
    /// anyone (the game stays in the lobby) and the creator is told by mail.
    ///
    /// # Errors
    /// 404 no game; 409 `user` has no invitation waiting in it.
    pub async fn decline_invitation(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let table = GameTable::load(&mut tx, id).await?;
        if !super::loaders::may_see(&table.row, &table.seats, Some(user)) {
            return Err(ServiceError::NotFound(format!("there is no game {id}")));
        }
        let seat = table
            .seats
            .iter()
            .find(|s| s.invited_id == Some(user.id) && s.user_id.is_none())
            .filter(|_| table.row.status == GameStatus::Open)
            .ok_or_else(|| {
                ServiceError::Conflict(format!(
                    "you have no invitation waiting in game {id} (only an open game's invitation that you have not answered can be declined)"
                ))
            })?;
        store::users::clear_invitation(&mut tx, id, seat.seat_index).await?;
        let creator = store::users::creator_of(&mut tx, id).await?;
        let title = table.kind.title();
        let mut queued = false;
        if let Some(creator) = creator.filter(account_mail::wants_game_notices) {
            AccountMail {
                to_name: &creator.name,
                to_addr: &creator.email,
                tag: format!("declined.game{id}.u{}.{}", user.id, now.0),
                subject: format!("{} declined your invitation to {title} #{id}", user.name),
                paragraphs: vec![
                    format!("{} declined your invitation to {title} #{id}.", user.name),
                    format!("The {} seat is free again: the game stays open in the lobby for anyone to join.", seat.seat),
                ],
                link: Some(format!("{}/games/{id}", self.settings.base_url())),
                game_id: Some(id),
            }
            .queue(self, &mut tx, now)
            .await?;
            queued = true;
        }
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, by = %user.name, "invitation declined");
        Ok(())
    }

    /// The creator of open game `id` withdraws the invitation of `seat`: the seat becomes
    /// free for anyone and the invited player is told by mail.
    ///
    /// # Errors
    /// 403 not the creator; 404 no game; 409 the game is not open or the seat has no
    /// invitation waiting; 422 no such seat.
    pub async fn withdraw_invitation(
        &self,
        user: &User,
        id: GameId,
        seat: &str,
    ) -> Result<(), ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let table = GameTable::load(&mut tx, id).await?;
        let creator = store::users::creator_of(&mut tx, id).await?;
        if creator.as_ref().map(|c| c.id) != Some(user.id)
            || !super::loaders::may_see(&table.row, &table.seats, Some(user))
        {
            return Err(ServiceError::Forbidden(format!(
                "only the player who created game {id} may withdraw its invitations"
            )));
        }
        if table.row.status != GameStatus::Open {
            return Err(ServiceError::Conflict(format!(
                "game {id} is {}; invitations can be withdrawn only while it is open",
                table.row.status
            )));
        }
        let kind = table.kind;
        let index = kind.seat(seat.trim()).map(Seat::index).ok_or_else(|| {
            ServiceError::Unprocessable(format!(
                "{} has no seat \"{seat}\"; choose one of: {}",
                kind.title(),
                kind.seats().join(", ")
            ))
        })?;
        let row = &table.seats[index];
        let invited = match (row.user_id, row.invited_id) {
            (None, Some(invited)) => invited,
            _ => {
                return Err(ServiceError::Conflict(format!(
                    "the {} seat of game {id} has no invitation waiting; there is nothing to withdraw",
                    row.seat
                )));
            }
        };
        store::users::clear_invitation(&mut tx, id, row.seat_index).await?;
        let invitee = store::users::by_id(&mut tx, invited).await?;
        let title = kind.title();
        let mut queued = false;
        if let Some(invitee) = invitee.filter(account_mail::wants_game_notices) {
            AccountMail {
                to_name: &invitee.name,
                to_addr: &invitee.email,
                tag: format!("withdrawn.game{id}.u{}.{}", invitee.id, now.0),
                subject: format!("{} withdrew the invitation to {title} #{id}", user.name),
                paragraphs: vec![format!(
                    "{} withdrew your invitation to {title} #{id}: the {} seat is no longer kept for you.",
                    user.name, row.seat
                )],
                link: None,
                game_id: Some(id),
            }
            .queue(self, &mut tx, now)
            .await?;
            queued = true;
        }
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, by = %user.name, seat = row.seat, "invitation withdrawn");
        Ok(())
    }

    /// The invitations `viewer` may withdraw in game `id`: (seat, invited player) of
    /// each seat still waiting for its invited player, when `viewer` created the game and
    /// it is open; none otherwise.
    ///
    /// # Errors
    /// Database errors.
    pub async fn withdrawable_invitations(
        &self,
        viewer: Option<&User>,
        id: GameId,
    ) -> Result<Vec<(String, String)>, ServiceError> {
        let Some(viewer) = viewer else {
            return Ok(Vec::new());
        };
        let mut conn = self.db.acquire().await?;
        let creator = store::users::creator_of(&mut conn, id).await?;
        if creator.map(|c| c.id) != Some(viewer.id) {
            return Ok(Vec::new());
        }
        let table = GameTable::load(&mut conn, id).await?;
        if table.row.status != GameStatus::Open {
            return Ok(Vec::new());
        }
        Ok(table
            .seats
            .iter()
            .filter(|s| s.user_id.is_none())
            .filter_map(|s| Some((s.seat.clone(), s.invited.clone()?)))
            .collect())
    }
}
