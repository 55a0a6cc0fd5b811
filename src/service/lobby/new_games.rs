//! New games: created with invitations, joined seat by seat, started when the last seat
//! is taken (the server then plays the steps nobody decides). Each write is one
//! transaction that also queues the mails it causes (the outbox), so a crash leaves all of
//! it or none. A game is listed in the lobby ([`super`]), read in `detail`, moved in
//! `table`, and its history told in `history`.

use serde_json::Value;
use sqlx::SqliteConnection;

use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::games::{kind as find_kind, kinds};
use crate::service::chat::{mark_carried, unseen_in};
use crate::service::checked::Described;
use crate::service::game::table::{GameTable, StandingOrders, play_steps};
use crate::service::loaders::load_state;
use crate::service::mail_out::notify::{self, MailEvent};
use crate::service::replay::seed_of;
use crate::service::terms::{self, SeatClock, Terms};
use crate::service::{Herald, ServiceError, User, random_bytes};
use crate::store;
use crate::store::change::ChatSeen;
use crate::store::games::{ClockWrite, GameRow, MoveRow, SeatRow};
use crate::store::users::UserRow;

/// A request to create a game.
#[derive(Debug, Default)]
pub struct NewGameRequest {
    /// The kind's name.
    pub kind: String,
    /// The creator's seat; `None`: the first seat.
    pub seat: Option<String>,
    /// Options (JSON object or null).
    pub options: Value,
    /// Names of invited players; each gets one of the other seats, in seat order.
    pub invite: Vec<String>,
}

impl Herald {
    /// Creates a game; the creator takes a seat, invited players get theirs reserved and a mail.
    ///
    /// # Errors
    /// 404 unknown kind; 422 bad seat, options or invitations.
    pub async fn create_game(
        &self,
        user: &User,
        req: NewGameRequest,
    ) -> Result<GameId, ServiceError> {
        let (kind, seat) = kind_and_seat(&req)?;
        let (terms, rules_options) =
            terms::split_options(&req.options).map_err(ServiceError::Unprocessable)?;
        let options = kind
            .normalize_options(&rules_options)
            .map_err(|e| ServiceError::Unprocessable(e.to_string()))?;
        let seed = Seed(random_bytes::<32>());
        let game = kind
            .start(&options, &seed)
            .map_err(|e| ServiceError::Unprocessable(e.to_string()))?;
        let now = self.clock.now_ms();

        let mut tx = self.db.begin_write().await?;
        let invited = invitees(&mut tx, user, kind, seat, &req.invite).await?;
        let id = store::games::insert(
            &mut tx,
            &store::games::NewGame {
                kind: kind.kind(),
                engine_version: kind.version(),
                options: &options.to_string(),
                terms: &terms.to_json().to_string(),
                seed: &seed.to_hex(),
                seed_hash: &seed.hash_hex(),
                created_by: user.id,
                now,
            },
        )
        .await?;
        for (index, name) in kind.seats().iter().enumerate() {
            let player = (index == seat.index()).then_some(user.id);
            let invitee = invited.iter().find(|(i, _)| *i == index).map(|(_, r)| r.id);
            store::games::insert_seat(
                &mut tx,
                id,
                index,
                name,
                player,
                invitee,
                terms.initial_bank(),
            )
            .await?;
        }
        store::games::put_snapshot(&mut tx, id, Seq::SETUP, &game.snapshot()).await?;
        let table = GameTable::load(&mut tx, id).await?;
        let about = table.about();
        for (index, invitee) in &invited {
            let event = MailEvent::Invited {
                by: &user.name,
                to: invitee,
            };
            if let Some(mail) = notify::render(&self.settings, &about, *index, event)? {
                store::outbox::queue(&mut tx, &mail, now).await?;
            }
        }
        tx.commit().await?;
        if !invited.is_empty() {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, kind = kind.kind(), by = %user.name, "game created");
        Ok(id)
    }

    /// Takes a seat in an open game; when the last seat is taken the game starts and the
    /// seats to act get their turn mail.
    ///
    /// # Errors
    /// 404 no game; 409 started, taken, reserved or already seated; 422 no such seat.
    pub async fn join_game(
        &self,
        user: &User,
        id: GameId,
        seat: Option<&str>,
    ) -> Result<&'static str, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, kind } = GameTable::load(&mut tx, id).await?;
        if seats.iter().any(|s| s.user_id == Some(user.id)) {
            return Err(ServiceError::Conflict(format!(
                "you already play game {id}"
            )));
        }
        if row.status.in_play() {
            // A game under way: a vacant seat is taken over.
            drop(tx);
            return self.take_over(user, id, seat).await;
        }
        if row.status != GameStatus::Open {
            return Err(ServiceError::Conflict(format!(
                "game {id} is {} and has no free seat; find an open game in the lobby",
                row.status
            )));
        }
        let index = seat_to_take(kind, &seats, user, seat.filter(|s| !s.is_empty()), id)?;
        if !store::games::take_seat(&mut tx, id, index, user.id).await? {
            return Err(ServiceError::Conflict(
                "that seat was just taken; pick another".into(),
            ));
        }
        let last_seat = seats.iter().filter(|s| s.user_id.is_none()).count() == 1;
        let queued = if last_seat {
            self.start_game(&mut tx, &row, &seats, kind, now).await?
        } else {
            false
        };
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        Ok(kind.seats()[index])
    }

    /// Starts game `row` once its last seat is taken: the server plays the steps due at
    /// once (the first decision may be forced), then the seats to act get the turn, their
    /// clocks and their turn mail, in the caller's transaction. Returns whether mail was
    /// queued.
    async fn start_game(
        &self,
        tx: &mut SqliteConnection,
        row: &GameRow,
        seats: &[SeatRow],
        kind: &'static dyn Kind,
        now: Millis,
    ) -> Result<bool, ServiceError> {
        let id = row.id;
        let mut game = load_state(tx, row, kind).await?;
        let (seq, described) = first_steps(tx, row, seats, game.as_mut(), now).await?;
        let to_act: Vec<usize> = game.to_act().iter().map(|s| s.index()).collect();
        store::games::set_turn(tx, id, &to_act, None).await?;
        let terms = Terms::from_stored(&row.terms);
        let clocks: Vec<ClockWrite> = seats
            .iter()
            .enumerate()
            .map(|(index, s)| {
                let clock = SeatClock {
                    deadline: None,
                    bank_ms: s.bank_ms,
                };
                let next = terms::next_clock(terms, clock, false, to_act.contains(&index), now);
                ClockWrite {
                    deadline: next.deadline,
                    bank_ms: next.bank_ms,
                    paused_left_ms: None,
                }
            })
            .collect();
        store::clocks::set_clocks(tx, id, &clocks).await?;
        store::games::update_progress(tx, id, seq, GameStatus::Active, None, Some(now), now)
            .await?;
        let table = GameTable::load(tx, id).await?;
        let about = table.about();
        // What was said while the game was open reaches each player with their first turn.
        let chat = unseen_in(tx, id).await?;
        let mut queued = false;
        for index in to_act {
            let event = MailEvent::Turn {
                since: described
                    .iter()
                    .map(|(_, _, told)| notify::ToldMove::from(&told[index]))
                    .collect(),
                board: notify::board_of(kind, game.as_ref(), index, &[]),
                choices: notify::choices_of(&self.settings, game.as_ref(), index),
            };
            let unseen = chat.for_seat(index);
            let mail = notify::render_with_chat(&self.settings, &about, index, event, &unseen)?;
            if let Some(mail) = mail {
                store::outbox::queue(tx, &mail, now).await?;
                queued = true;
                if let Some(last) = unseen.last() {
                    let carried = [ChatSeen {
                        seat: index,
                        last_id: last.id,
                    }];
                    mark_carried(tx, id, &carried).await?;
                }
            }
        }
        Ok(queued)
    }
}

/// Plays and logs the steps the server plays at once from the setup of game `row` (see
/// `table::play_steps`), in the caller's transaction: the game's move after them, and how
/// each reads to every seat.
async fn first_steps(
    tx: &mut SqliteConnection,
    row: &GameRow,
    seats: &[SeatRow],
    game: &mut dyn crate::engine::game::Game,
    now: Millis,
) -> Result<(Seq, Vec<Described>), ServiceError> {
    let standing = StandingOrders::of(&row.terms, seats);
    let viewers: Vec<Option<Seat>> = (0..seats.len()).map(|i| Some(Seat(i as u8))).collect();
    let (mut entries, mut described) = (Vec::new(), Vec::new());
    let seed = seed_of(row)?;
    let standing = standing.standing();
    play_steps(
        game,
        standing,
        &mut [],
        &seed,
        &viewers,
        row.seq,
        &mut entries,
        &mut described,
    )?;
    let Some(last) = entries.last().map(|e| e.seq) else {
        return Ok((row.seq, described));
    };
    let log: Vec<MoveRow> = entries
        .into_iter()
        .map(|e| MoveRow {
            seq: e.seq,
            seat_index: e.seat_index as i64,
            action: e.action,
            at: now,
            made_by: e.made_by,
        })
        .collect();
    // The log's sequence check wants the game in play while the steps go in.
    store::games::update_progress(tx, row.id, row.seq, GameStatus::Active, None, None, now).await?;
    store::games::import_log(tx, row.id, &log).await?;
    store::games::put_snapshot(tx, row.id, last, &game.snapshot()).await?;
    Ok((last, described))
}

/// The kind a new game asks for and the creator's seat in it (the first by default).
fn kind_and_seat(req: &NewGameRequest) -> Result<(&'static dyn Kind, Seat), ServiceError> {
    let kind = find_kind(&req.kind).ok_or_else(|| {
        let names: Vec<&str> = kinds().iter().map(|k| k.kind()).collect();
        ServiceError::NotFound(format!(
            "there is no game kind \"{}\"; choose one of: {}",
            req.kind,
            names.join(", ")
        ))
    })?;
    let seat = match req.seat.as_deref() {
        None | Some("") => Seat(0),
        Some(name) => named_seat(kind, name)?,
    };
    Ok((kind, seat))
}

/// The seat of `kind` called `name`, or 422 naming the seats there are.
fn named_seat(kind: &dyn Kind, name: &str) -> Result<Seat, ServiceError> {
    kind.seat(name).ok_or_else(|| {
        ServiceError::Unprocessable(format!(
            "{} has no seat \"{name}\"; choose one of: {}",
            kind.title(),
            kind.seats().join(", ")
        ))
    })
}

/// The players `user` invites by name, each with the next free seat after the creator's
/// `seat`; blank names are skipped and a name given twice counts once.
async fn invitees(
    tx: &mut SqliteConnection,
    user: &User,
    kind: &dyn Kind,
    seat: Seat,
    names: &[String],
) -> Result<Vec<(usize, UserRow)>, ServiceError> {
    let mut invited: Vec<(usize, UserRow)> = Vec::new();
    let mut free = (0..kind.seats().len()).filter(|i| *i != seat.index());
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let Some(row) = store::users::by_name(tx, name).await? else {
            return Err(ServiceError::Unprocessable(format!(
                "there is no player named \"{name}\"; check the spelling or invite someone else"
            )));
        };
        if row.id == user.id {
            return Err(ServiceError::Unprocessable(
                "you cannot invite yourself; invite another player".into(),
            ));
        }
        if invited.iter().any(|(_, r)| r.id == row.id) {
            continue;
        }
        let Some(index) = free.next() else {
            return Err(ServiceError::Unprocessable(format!(
                "{} has {} seats: invite at most {} player(s)",
                kind.title(),
                kind.seats().len(),
                kind.seats().len() - 1
            )));
        };
        invited.push((index, row));
    }
    Ok(invited)
}

/// The seat `user` takes in an open game: the one they name (free, or kept for them),
/// else the one kept for them, else the first free one.
fn seat_to_take(
    kind: &dyn Kind,
    seats: &[SeatRow],
    user: &User,
    name: Option<&str>,
    id: GameId,
) -> Result<usize, ServiceError> {
    let Some(name) = name else {
        return seats
            .iter()
            .find(|s| s.user_id.is_none() && s.invited_id == Some(user.id))
            .or_else(|| {
                seats
                    .iter()
                    .find(|s| s.user_id.is_none() && s.invited_id.is_none())
            })
            .map(|s| s.seat_index as usize)
            .ok_or_else(|| ServiceError::Conflict(format!("game {id} has no free seat for you")));
    };
    let index = named_seat(kind, name)?.index();
    let wanted = &seats[index];
    if let Some(player) = &wanted.player {
        return Err(ServiceError::Conflict(format!(
            "the {name} seat is taken by {player}; pick a free seat"
        )));
    }
    if let (Some(invited_id), Some(invited)) = (wanted.invited_id, &wanted.invited)
        && invited_id != user.id
    {
        return Err(ServiceError::Conflict(format!(
            "the {name} seat is kept for {invited}, who was invited; pick another seat"
        )));
    }
    Ok(index)
}
