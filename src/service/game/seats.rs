//! Seats that change hands in a game: a player leaves (or runs out of time under the
//! `handover` time-out) and the seat is offered in the lobby; a replacement takes it over,
//! sees exactly what that seat may see, and is briefed on the latest moves from the seat's
//! view; an invitation to an open game is declined or withdrawn. Each is decided on the
//! game as read (`decide_…`, pure) and written as one [`GameChange`] with its mails.

use super::agreements::stopped;
use super::seat_refusal::SeatRefused;
use super::start::named_seat;
use super::table::GameTable;
use super::until_written;
use super::{account_gone, not_seated, turn_with_clocks, with_clock};
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::Seat;
use crate::engine::kind::Kind;
use crate::i18n::Msg;
use crate::msg;
use crate::service::mail_out::account_mail::{AccountMail, wants_game_notices};
use crate::service::mail_out::notify::{self, MailEvent, MailGame};
use crate::service::replay::{replay, seed_of};
use crate::service::terms::{self, SeatClock, Terms};
use crate::service::{Herald, ServiceError, User};
use crate::store;
use crate::store::change::{GameChange, SeatEvent};
use crate::store::games::{ClockWrite, GameRow, MoveRow, SeatRow};
use crate::store::users::UserRow;
use crate::words::game_title_and_number;

/// How many of the latest moves a replacement is briefed on.
pub const BRIEFING_MOVES: i64 = 15;

/// Seat `seat` of the game of `table` is emptied at `now` because `why` (its player left,
/// or ran out of time under the `handover` time-out): everyone is told, the leaving player
/// too, and the seat is offered to a replacement.
///
/// # Errors
/// 500 when a mail cannot be written.
pub fn decide_vacate(
    settings: &Settings,
    table: &GameTable,
    seat: usize,
    why: &Msg,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let mut change = GameChange::of(table.row.id, table.row.version, now);
    let seat = table.seats[seat].seat_index;
    change.seat_events.push(SeatEvent::Vacated { seat });
    let about = table.about();
    for reader in Seat::all(table.seats.len()) {
        let event = MailEvent::Vacant {
            seat,
            why: why.clone(),
            at: now,
        };
        change
            .mails
            .extend(notify::render(settings, &about, reader, event)?);
    }
    Ok(change)
}

/// `user` leaves the game of `table` at `now`. Before it starts the seat simply becomes
/// free; once under way it is offered to a replacement and the others are told.
///
/// # Errors
/// [`SeatRefused`]: not a player, or a finished game.
pub fn decide_leave(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let id = table.row.id;
    let Some(mine) = table.seats.iter().find(|s| s.user_id == Some(user.id)) else {
        return Err(SeatRefused::NotAPlayer { game: id }.into());
    };
    let seat = mine.seat_index.index();
    match table.row.status {
        GameStatus::Open => {
            let mut change = GameChange::of(id, table.row.version, now);
            change.seat_events.push(SeatEvent::Vacated {
                seat: mine.seat_index,
            });
            Ok(change)
        }
        GameStatus::Active | GameStatus::Abandoned => {
            let why = msg!("mail-vacant-left", player = user.name.as_str());
            decide_vacate(settings, table, seat, &why, now)
        }
        _ => Err(SeatRefused::Over { game: id }.into()),
    }
}

/// What a replacement takes over: the game as read with its log, and the new player as
/// the seat's reads will show them.
pub struct Replacement<'a> {
    /// The game as read.
    pub table: &'a GameTable,
    /// Its log.
    pub log: &'a [MoveRow],
    /// The player taking over.
    pub user: &'a User,
}

/// `user` takes over a vacant seat of the game of `table` (`seat`, or the first vacant
/// one) at `now`, seated as `seated` gives them: the seat's clock starts afresh if it is
/// to act (kept for later while the game is paused), the new player is briefed on the
/// latest moves from the seat's view and the others are told. Answers the change and the
/// seat taken.
///
/// # Errors
/// [`SeatRefused`]: no vacant seat (or not the one named), no such seat, the user already
/// plays this game; the briefing or a mail not rendered.
pub fn decide_take_over(
    settings: &Settings,
    taking: &Replacement<'_>,
    seat: Option<&str>,
    seated: impl FnOnce(&SeatRow) -> Result<SeatRow, ServiceError>,
    now: Millis,
) -> Result<(GameChange, usize), ServiceError> {
    let GameTable { row, seats, kind } = taking.table;
    let (id, user) = (row.id, taking.user);
    not_seated(taking.table, user)?;
    if !row.status.in_play() {
        return Err(SeatRefused::NotUnderWay { game: id }.into());
    }
    let index = vacant_seat(*kind, seats, id, seat)?;
    let taken = seats[index].seat_index;
    let briefing = briefing(row, *kind, taking.log, taken)?;
    let mut change = GameChange::of(id, row.version, now);
    change.seat_events.push(SeatEvent::Taken {
        seat: taken,
        user_id: user.id,
    });
    let mut after = seats.clone();
    after[index] = seated(&seats[index])?;
    if seats[index].to_act {
        after[index] = with_clock(&after[index], fresh_clock(row, &after[index], now));
        change.turn = Some(turn_with_clocks(row, &after));
    }
    let about = MailGame {
        row,
        kind: *kind,
        seats: &after,
    };
    let took_over = MailEvent::TookOver {
        since: briefing,
        at: now,
    };
    change
        .mails
        .extend(notify::render(settings, &about, taken, took_over)?);
    for reader in Seat::all(after.len()).filter(|r| *r != taken) {
        let event = MailEvent::Replaced {
            seat: taken,
            name: user.name.clone(),
            at: now,
        };
        change
            .mails
            .extend(notify::render(settings, &about, reader, event)?);
    }
    Ok((change, index))
}

/// The clock a seat taken over starts with at `now`, afresh: running, or while the game
/// is paused, kept as the time it will have when the game resumes.
fn fresh_clock(row: &GameRow, seat: &SeatRow, now: Millis) -> ClockWrite {
    let terms = Terms::from_stored(&row.terms);
    let clock = SeatClock {
        deadline: None,
        bank_ms: seat.bank_ms,
    };
    let next = terms::next_clock(terms, clock, false, true, now);
    let running = ClockWrite {
        deadline: next.deadline,
        bank_ms: next.bank_ms,
        paused_left_ms: None,
    };
    match row.paused_at {
        Some(_) => stopped(&with_clock(seat, running), now),
        None => running,
    }
}

impl Herald {
    /// `user` leaves game `id` (see [`decide_leave`]).
    ///
    /// # Errors
    /// As [`decide_leave`]; 404 no game.
    pub async fn leave(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        self.change_game(id, |table, now| {
            decide_leave(&self.settings, table, user, now)
        })
        .await?;
        tracing::info!(game = %id, by = %user.name, "left the game");
        Ok(())
    }

    /// `user` takes over a vacant seat of game `id` under way (see [`decide_take_over`]);
    /// answers the seat's name.
    ///
    /// # Errors
    /// As [`decide_take_over`]; 404 no game.
    pub async fn take_over(
        &self,
        user: &User,
        id: GameId,
        seat: Option<&str>,
    ) -> Result<&'static str, ServiceError> {
        let (kind, index) = until_written(
            || async {
                let (table, log) = {
                    let mut conn = self.db.acquire().await?;
                    GameTable::load_with_log(&mut conn, id).await?
                };
                let seated = |seat: &SeatRow| self.seated(seat, user.id)?.ok_or_else(account_gone);
                let taking = Replacement {
                    table: &table,
                    log: &log,
                    user,
                };
                let now = self.clock.now_ms();
                let (change, index) = decide_take_over(&self.settings, &taking, seat, seated, now)?;
                Ok(self.write(change).await?.then_some((table.kind, index)))
            },
            || ServiceError::from(SeatRefused::TakenMeanwhile),
        )
        .await?;
        let name = kind.seats()[index];
        tracing::info!(game = %id, by = %user.name, seat = name, "took over a seat");
        Ok(name)
    }

    /// Games under way with a seat to take over.
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats_to_take_over(
        &self,
        viewer: Option<&User>,
    ) -> Result<Vec<crate::service::lobby::Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let rows = store::lists::vacant_seats(&mut conn, 100).await?;
        Ok(crate::service::lobby::listings_of(rows, viewer))
    }
}

/// The seat of game `id` to take over: the one named `seat`, which must be vacant, or
/// else the first vacant one.
fn vacant_seat(
    kind: &dyn Kind,
    seats: &[SeatRow],
    id: GameId,
    seat: Option<&str>,
) -> Result<usize, SeatRefused> {
    match seat.filter(|s| !s.is_empty()) {
        Some(name) => {
            let s = named_seat(kind, name)?;
            if seats[s.index()].user_id.is_some() {
                return Err(SeatRefused::NotVacant {
                    game: id,
                    seat: name.to_string(),
                });
            }
            Ok(s.index())
        }
        None => seats
            .iter()
            .find(|s| s.user_id.is_none())
            .map(|s| s.seat_index.index())
            .ok_or(SeatRefused::NoVacantSeat { game: id }),
    }
}

/// The latest [`BRIEFING_MOVES`] moves as `seat` saw them, numbered.
fn briefing(
    row: &GameRow,
    kind: &dyn Kind,
    moves: &[MoveRow],
    seat: Seat,
) -> Result<Vec<Msg>, ServiceError> {
    let viewer = [Some(seat)];
    let from = (row.seq - BRIEFING_MOVES + 1).max(Seq(1));
    Ok(replay(row, kind, &seed_of(row)?, moves, from, &viewer)?
        .map_err(anyhow::Error::new)?
        .described
        .into_iter()
        .map(|(seq, _, mut told)| {
            msg!(
                "told-numbered",
                seq = seq.0,
                text = told.swap_remove(0).text
            )
        })
        .collect())
}

/// `user` declines their invitation to the open game of `table` at `now`: the seat
/// becomes free for anyone (the game stays in the lobby) and `creator` is told by mail.
///
/// # Errors
/// [`SeatRefused`]: a game `user` may not see, or no invitation of theirs waiting in it;
/// a mail not rendered.
pub fn decide_decline(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    creator: Option<&UserRow>,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let id = table.row.id;
    if !crate::service::loaders::may_see(&table.row, &table.seats, Some(user)) {
        return Err(SeatRefused::Hidden { game: id }.into());
    }
    let seat = table
        .seats
        .iter()
        .find(|s| s.invited_id == Some(user.id) && s.user_id.is_none())
        .filter(|_| table.row.status == GameStatus::Open)
        .ok_or(SeatRefused::NoInvitation { game: id })?;
    let mut change = GameChange::of(id, table.row.version, now);
    change.seat_events.push(SeatEvent::Uninvited {
        seat: seat.seat_index,
    });
    let game = game_title_and_number(table.kind, id);
    if let Some(creator) = creator.filter(|c| wants_game_notices(c)) {
        let declined = msg!(
            "account-mail-declined",
            player = user.name.as_str(),
            game = game
        );
        let mail = AccountMail {
            to_name: &creator.name,
            to_addr: &creator.email,
            lang: creator.lang(),
            tag: format!("declined.game{id}.u{}.{}", user.id, now.0),
            subject: declined.clone(),
            paragraphs: vec![
                msg!("sentence", text = declined),
                msg!("account-mail-declined-seat-free", seat = &seat.seat),
            ],
            link: Some(format!("{}/games/{id}", settings.base_url())),
            game_id: Some(id),
        };
        change.mails.push(mail.render(settings)?);
    }
    Ok(change)
}

/// `user`, who created the open game of `table` (`creator`), withdraws the invitation of
/// `seat` at `now`: the seat becomes free for anyone and the player invited (`invitee`,
/// as read before) is told by mail.
///
/// # Errors
/// [`SeatRefused`]: not the creator; the game is not open, the seat has no invitation
/// waiting, or another than `invitee`'s; no such seat. A mail not rendered.
pub fn decide_withdraw(
    settings: &Settings,
    table: &GameTable,
    user: &User,
    creator: Option<&UserRow>,
    seat: &str,
    invitee: Option<&UserRow>,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let id = table.row.id;
    if creator.map(|c| c.id) != Some(user.id)
        || !crate::service::loaders::may_see(&table.row, &table.seats, Some(user))
    {
        return Err(SeatRefused::NotTheCreator { game: id }.into());
    }
    if table.row.status != GameStatus::Open {
        return Err(SeatRefused::NoLongerOpen {
            game: id,
            status: table.row.status,
        }
        .into());
    }
    let kind = table.kind;
    let index = named_seat(kind, seat.trim())?.index();
    let row = &table.seats[index];
    let invited = match (row.user_id, row.invited_id) {
        (None, Some(invited)) => invited,
        _ => {
            return Err(SeatRefused::NothingToWithdraw {
                game: id,
                seat: row.seat.clone(),
            }
            .into());
        }
    };
    if invitee.is_some_and(|u| u.id != invited) {
        return Err(SeatRefused::InvitationChanged {
            game: id,
            seat: row.seat.clone(),
        }
        .into());
    }
    let mut change = GameChange::of(id, table.row.version, now);
    change.seat_events.push(SeatEvent::Uninvited {
        seat: table.seats[index].seat_index,
    });
    let game = game_title_and_number(kind, id);
    if let Some(invitee) = invitee.filter(|u| wants_game_notices(u)) {
        let mail = AccountMail {
            to_name: &invitee.name,
            to_addr: &invitee.email,
            lang: invitee.lang(),
            tag: format!("withdrawn.game{id}.u{}.{}", invitee.id, now.0),
            subject: msg!(
                "account-mail-withdrawn",
                player = user.name.as_str(),
                game = game.clone()
            ),
            paragraphs: vec![msg!(
                "account-mail-withdrawn-text",
                player = user.name.as_str(),
                game = game,
                seat = &row.seat
            )],
            link: None,
            game_id: Some(id),
        };
        change.mails.push(mail.render(settings)?);
    }
    Ok(change)
}

impl Herald {
    /// `user` declines their invitation to open game `id` (see [`decide_decline`]).
    ///
    /// # Errors
    /// As [`decide_decline`]; 404 no game.
    pub async fn decline_invitation(&self, user: &User, id: GameId) -> Result<(), ServiceError> {
        let creator = {
            let mut conn = self.db.acquire().await?;
            store::users::creator_of(&mut conn, id).await?
        };
        self.change_game(id, |table, now| {
            decide_decline(&self.settings, table, user, creator.as_ref(), now)
        })
        .await?;
        tracing::info!(game = %id, by = %user.name, "invitation declined");
        Ok(())
    }

    /// The creator of open game `id` withdraws the invitation of `seat` (see
    /// [`decide_withdraw`]).
    ///
    /// # Errors
    /// As [`decide_withdraw`]; 404 no game.
    pub async fn withdraw_invitation(
        &self,
        user: &User,
        id: GameId,
        seat: &str,
    ) -> Result<(), ServiceError> {
        let (creator, invitee) = {
            let table = GameTable::read(&self.db, id).await?;
            let invited =
                (table.kind.seat(seat.trim())).and_then(|s| table.seats[s.index()].invited_id);
            let mut conn = self.db.acquire().await?;
            let creator = store::users::creator_of(&mut conn, id).await?;
            let invitee = match invited {
                Some(invited) => store::users::by_id(&mut conn, invited).await?,
                None => None,
            };
            (creator, invitee)
        };
        self.change_game(id, |table, now| {
            let creator = creator.as_ref();
            let invitee = invitee.as_ref();
            decide_withdraw(&self.settings, table, user, creator, seat, invitee, now)
        })
        .await?;
        tracing::info!(game = %id, by = %user.name, seat, "invitation withdrawn");
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
