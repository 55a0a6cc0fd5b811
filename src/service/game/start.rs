//! An open game filling up: a player takes a free seat, and when the last seat is taken
//! the game starts — the server plays the steps nobody decides, then the seats to act get
//! the turn, their clocks and their turn mail (with what was said while the game was
//! open). Decided on the game as read ([`decide_join`], pure) and written as one
//! [`GameChange`].

use super::seat_refusal::SeatRefused;
use super::table::{GameTable, StandingOrders, play_steps};
use super::{account_gone, not_seated, turn_with_clocks, until_written, with_clock};
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::Seat;
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::service::chat::UnseenChat;
use crate::service::mail_out::notify::{self, MailEvent, MailGame};
use crate::service::replay::seed_of;
use crate::service::terms::{self, SeatClock, Terms};
use crate::service::{Herald, ServiceError, User};
use crate::store::change::{ChatSeen, GameChange, LogChange, SeatEvent};
use crate::store::games::{ClockWrite, GameRow, SeatRow};

/// Who joins the open game of `table`, and, when they take its last seat, what the start
/// needs.
pub struct Joining<'a> {
    /// The game as read.
    pub table: &'a GameTable,
    /// The player joining.
    pub user: &'a User,
    /// What the start needs; read only for the join that fills the game (see
    /// [`fills_the_game`]).
    pub start: Option<Starting<'a>>,
}

/// What a game needs to start: its state as set up, and the chat its players have not
/// seen (the joining player read as seated).
pub struct Starting<'a> {
    /// The game's state (at its setup).
    pub game: &'a dyn Game,
    /// The chat each player has not seen.
    pub chat: &'a UnseenChat,
}

/// Whether the next seat taken in the game of `table` is its last free one, so the join
/// starts the game.
pub fn fills_the_game(table: &GameTable) -> bool {
    table.seats.iter().filter(|s| s.user_id.is_none()).count() == 1
}

/// `joining.user` takes a seat of the open game (`seat`, or see [`seat_to_take`]) at
/// `now`, seated as `seated` gives them; the last seat taken starts the game. Answers the
/// change and the seat taken.
///
/// # Errors
/// [`SeatRefused`]: not open, taken, kept for another, already seated, no such seat; the
/// start's steps or mails not played or rendered.
pub fn decide_join(
    settings: &Settings,
    joining: &Joining<'_>,
    seat: Option<&str>,
    seated: impl FnOnce(&SeatRow) -> Result<SeatRow, ServiceError>,
    now: Millis,
) -> Result<(GameChange, usize), ServiceError> {
    let GameTable { row, seats, kind } = joining.table;
    let (id, user) = (row.id, joining.user);
    not_seated(joining.table, user)?;
    if row.status != GameStatus::Open {
        return Err(SeatRefused::NotOpen {
            game: id,
            status: row.status,
        }
        .into());
    }
    let index = seat_to_take(*kind, seats, user, seat.filter(|s| !s.is_empty()), id)?.index();
    let mut change = GameChange::of(id, row.version, now);
    change.seat_events.push(SeatEvent::Taken {
        seat: seats[index].seat_index,
        user_id: user.id,
    });
    let mut after = seats.clone();
    after[index] = seated(&seats[index])?;
    if after.iter().all(|s| s.user_id.is_some()) {
        let Some(starting) = &joining.start else {
            return Err(ServiceError::Unexpected(anyhow::anyhow!(
                "game {id} fills up, but its start was not read"
            )));
        };
        start(settings, row, *kind, starting, &after, &mut change)?;
    }
    Ok((change, index))
}

/// Starts the game once its last seat is taken (`seats` as they are then): the server
/// plays the steps due at once (the first decision may be forced), then the seats to act
/// get the turn, their clocks and their turn mail, each carrying the chat its player has
/// not seen.
fn start(
    settings: &Settings,
    row: &GameRow,
    kind: &dyn Kind,
    starting: &Starting<'_>,
    seats: &[SeatRow],
    change: &mut GameChange,
) -> Result<(), ServiceError> {
    let now = change.at;
    let mut game = starting.game.clone_game();
    let standing = StandingOrders::of(&row.terms, seats);
    let viewers: Vec<Option<Seat>> = Seat::all(seats.len()).map(Some).collect();
    let (mut entries, mut described) = (Vec::new(), Vec::new());
    play_steps(
        game.as_mut(),
        standing.standing(),
        &mut [],
        &seed_of(row)?,
        &viewers,
        row.seq,
        &mut entries,
        &mut described,
    )?;
    let seq = entries.last().map_or(row.seq, |e| e.seq);
    if !entries.is_empty() {
        change.log = LogChange::Append {
            entries,
            snapshot: game.snapshot(),
        };
    }
    let to_act = game.to_act();
    let terms = Terms::from_stored(&row.terms);
    let clocks = first_clocks(terms, seats.len(), &to_act, now);
    let row = GameRow {
        status: GameStatus::Active,
        seq,
        turn_since: Some(now),
        updated_at: now,
        ..row.clone()
    };
    let seats: Vec<SeatRow> = seats
        .iter()
        .zip(clocks)
        .map(|(seat, clock)| SeatRow {
            to_act: to_act.contains(&seat.seat_index),
            ..with_clock(seat, clock)
        })
        .collect();
    change.turn = Some(turn_with_clocks(&row, &seats));
    let about = MailGame {
        row: &row,
        kind,
        seats: &seats,
    };
    for reader in game.to_act() {
        let event = MailEvent::Turn {
            since: described
                .iter()
                .map(|(_, _, told)| notify::ToldMove::from(&told[reader.index()]))
                .collect(),
            board: Some(notify::Position::unmarked(game.as_ref())),
            choices: notify::choices_of(settings, game.as_ref(), reader),
        };
        let unseen = starting.chat.for_seat(reader);
        let mail = notify::render_with_chat(settings, &about, reader, event, &unseen)?;
        if let Some(mail) = mail {
            change.mails.push(mail);
            if let Some(last) = unseen.last() {
                change.chat_seen.push(ChatSeen {
                    seat: reader,
                    last_id: last.id,
                });
            }
        }
    }
    Ok(())
}

/// Every seat's first clock as a game of `seats` seats starts under `terms`: the seats
/// to act running from `now`, each with the bank the terms give.
pub fn first_clocks(terms: Terms, seats: usize, to_act: &[Seat], now: Millis) -> Vec<ClockWrite> {
    Seat::all(seats)
        .map(|seat| {
            let clock = SeatClock {
                deadline: None,
                bank_ms: terms.initial_bank(),
            };
            let next = terms::next_clock(terms, clock, false, to_act.contains(&seat), now);
            ClockWrite {
                deadline: next.deadline,
                bank_ms: next.bank_ms,
                paused_left_ms: None,
            }
        })
        .collect()
}

/// The seat `user` takes in an open game: the one they name (free, or kept for them),
/// else the one kept for them, else the first free one.
///
/// # Errors
/// [`SeatRefused`]: no free seat, the one named is taken or kept for another, or there is
/// no such seat.
pub fn seat_to_take(
    kind: &dyn Kind,
    seats: &[SeatRow],
    user: &User,
    name: Option<&str>,
    id: GameId,
) -> Result<Seat, SeatRefused> {
    let Some(name) = name else {
        return seats
            .iter()
            .find(|s| s.user_id.is_none() && s.invited_id == Some(user.id))
            .or_else(|| {
                seats
                    .iter()
                    .find(|s| s.user_id.is_none() && s.invited_id.is_none())
            })
            .map(|s| s.seat_index)
            .ok_or(SeatRefused::NoFreeSeat { game: id });
    };
    let seat = named_seat(kind, name)?;
    let wanted = &seats[seat.index()];
    if let Some(player) = &wanted.player {
        return Err(SeatRefused::Taken {
            seat: name.to_string(),
            player: player.clone(),
        });
    }
    if let (Some(invited_id), Some(invited)) = (wanted.invited_id, &wanted.invited)
        && invited_id != user.id
    {
        return Err(SeatRefused::KeptForAnother {
            seat: name.to_string(),
            invited: invited.clone(),
        });
    }
    Ok(seat)
}

/// The seat of `kind` called `name`.
///
/// # Errors
/// [`SeatRefused::NoSuchSeat`], naming the seats there are.
pub fn named_seat(kind: &dyn Kind, name: &str) -> Result<Seat, SeatRefused> {
    kind.seat(name).ok_or_else(|| SeatRefused::NoSuchSeat {
        kind: kind.kind(),
        name: name.to_string(),
        seats: kind.seats().join(", "),
    })
}

impl Herald {
    /// Takes a seat in an open game (see [`decide_join`]); when the last seat is taken
    /// the game starts and the seats to act get their turn mail. A vacant seat of a game
    /// under way is taken over (see [`Herald::take_over`]).
    ///
    /// # Errors
    /// As [`decide_join`]; 404 no game.
    pub async fn join_game(
        &self,
        user: &User,
        id: GameId,
        seat: Option<&str>,
    ) -> Result<&'static str, ServiceError> {
        let (kind, index, started) = until_written(
            || async {
                let table = GameTable::read(&self.db, id).await?;
                if table.row.status.in_play() && not_seated(&table, user).is_ok() {
                    return Ok(Some((table.kind, None, false)));
                }
                let seated = |seat: &SeatRow| self.seated(seat, user.id)?.ok_or_else(account_gone);
                let (game, chat) = if fills_the_game(&table) {
                    // What was said while the game was open reaches each player with
                    // their first turn: the chat as the joining player will have it once
                    // seated.
                    let named = seat.filter(|s| !s.is_empty());
                    let wanted = seat_to_take(table.kind, &table.seats, user, named, id);
                    let seating = wanted.ok().map(|seat| (seat, user.id));
                    let chat = self.unseen_chat_seating(id, seating)?;
                    (
                        Some(self.state_of(&table.row, table.kind).await?),
                        Some(chat),
                    )
                } else {
                    (None, None)
                };
                let joining = Joining {
                    table: &table,
                    user,
                    start: game
                        .as_deref()
                        .zip(chat.as_ref())
                        .map(|(game, chat)| Starting { game, chat }),
                };
                let now = self.clock.now_ms();
                let (change, index) = decide_join(&self.settings, &joining, seat, seated, now)?;
                let started = change.turn.is_some();
                Ok(self
                    .write(change)
                    .await?
                    .then_some((table.kind, Some(index), started)))
            },
            || ServiceError::from(SeatRefused::JoinedMeanwhile),
        )
        .await?;
        let Some(index) = index else {
            return self.take_over(user, id, seat).await;
        };
        if started {
            tracing::info!(game = %id, "started");
        }
        Ok(kind.seats()[index])
    }
}
