//! Games: create, join, read, move. Each write is one transaction that also queues the
//! mails it causes (the outbox), so a crash leaves all of it or none.

use serde_json::Value;

use super::notify::{self, MailEvent, MailGame};
use super::replay::{kind_of, replay, seed_of};
use super::table::{GameTable, load_state, load_visible_game, seat_of_user};
use super::terms::{self, SeatClock, Terms, Timeout};
use super::{Herald, ServiceError, User, random_bytes};
use crate::domain::{GameStatus, Proposal};
use crate::engine::registry::Kind;
use crate::engine::{Seat, Seed};
use crate::games::{kind as find_kind, kinds};
use crate::store;
use crate::store::games::{ClockWrite, MoveWriteError};

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

/// One seat as shown to anyone.
#[derive(Clone, Debug)]
pub struct SeatInfo {
    /// Seat name.
    pub seat: &'static str,
    /// The player, if taken.
    pub player: Option<String>,
    /// The invited player, while reserved.
    pub invited: Option<String>,
    /// Whether the seat may act now.
    pub to_act: bool,
    /// When the seat's time runs out, while it is to act under a clock.
    pub deadline: Option<i64>,
    /// The seat's time left: to its deadline while it acts, its bank (or the time per
    /// move) while it waits; `None` without a clock.
    pub time_left_ms: Option<i64>,
    /// Whether the seat ran out of time (the others may claim the win).
    pub timed_out: bool,
}

impl SeatInfo {
    /// The seat's time left in words, if it has a clock.
    pub fn time_left_words(&self) -> Option<String> {
        self.time_left_ms.map(terms::duration_words)
    }
}

/// A game as one viewer may see it.
pub struct GameDetail {
    /// While the game is a record a player imported that waits for the other players.
    pub record: Option<RecordWaitingState>,
    /// Id.
    pub id: i64,
    /// The kind.
    pub kind: &'static dyn Kind,
    /// Where the game stands.
    pub status: GameStatus,
    /// Seats in order.
    pub seats: Vec<SeatInfo>,
    /// Moves stored.
    pub seq: i64,
    /// Seats that may act now.
    pub to_act: Vec<&'static str>,
    /// The viewer's seat.
    pub you: Option<Seat>,
    /// The viewer's view.
    pub view: Value,
    /// The viewer's legal actions now.
    pub actions: Vec<String>,
    /// The viewer's deadline, if any.
    pub deadline: Option<i64>,
    /// The result JSON once finished.
    pub result: Option<Value>,
    /// Public seed hash.
    pub seed_hash: String,
    /// The seed, once finished.
    pub seed: Option<String>,
    /// Since when the turn is with the seats to act.
    pub turn_since: Option<i64>,
    /// Last change.
    pub updated_at: i64,
    /// The terms: clock, time-out, vacation.
    pub terms: Terms,
    /// Whether the viewer may claim the win now (an opponent ran out of time).
    pub can_claim: bool,
    /// A standing proposal: what, and the proposing seat.
    pub proposal: Option<(Proposal, &'static str)>,
    /// Whether the game is paused by agreement.
    pub paused: bool,
    /// Whether the viewer muted this game's mail.
    pub muted: bool,
}

impl GameDetail {
    /// The viewer's seat name.
    pub fn you_name(&self) -> Option<&'static str> {
        self.you.map(|s| self.kind.seat_name(s))
    }
}

impl Herald {
    /// Creates a game; the creator takes a seat, invited players get theirs reserved and a mail.
    ///
    /// # Errors
    /// 404 unknown kind; 422 bad seat, options or invitations.
    pub async fn create_game(&self, user: &User, req: NewGameRequest) -> Result<i64, ServiceError> {
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
            Some(name) => kind.seat(name).ok_or_else(|| {
                ServiceError::Unprocessable(format!(
                    "{} has no seat \"{name}\"; choose one of: {}",
                    kind.title(),
                    kind.seats().join(", ")
                ))
            })?,
        };
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
        // Invited players, each to the next free seat.
        let mut invited: Vec<(usize, store::users::UserRow)> = Vec::new();
        let mut free = (0..kind.seats().len()).filter(|i| *i != seat.index());
        for name in &req.invite {
            let name = name.trim();
            if name.is_empty() {
                continue;
            }
            let Some(row) = store::users::by_name(&mut tx, name).await? else {
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
        let seed_hex = seed.to_hex();
        let seed_hash = seed.hash_hex();
        let options_text = options.to_string();
        let terms_text = terms.to_json().to_string();
        let id = store::games::insert(
            &mut tx,
            &store::games::NewGame {
                kind: kind.kind(),
                engine_version: kind.version(),
                options: &options_text,
                terms: &terms_text,
                seed: &seed_hex,
                seed_hash: &seed_hash,
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
        store::games::put_snapshot(&mut tx, id, 0, &game.snapshot()).await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let about = MailGame {
            row: &row,
            kind,
            seats: &seats,
        };
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
        tracing::info!(game = id, kind = kind.kind(), by = %user.name, "game created");
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
        id: i64,
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
        let index = match seat.filter(|s| !s.is_empty()) {
            Some(name) => {
                let s = kind.seat(name).ok_or_else(|| {
                    ServiceError::Unprocessable(format!(
                        "{} has no seat \"{name}\"; choose one of: {}",
                        kind.title(),
                        kind.seats().join(", ")
                    ))
                })?;
                let wanted = &seats[s.index()];
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
                s.index()
            }
            None => seats
                .iter()
                .find(|s| s.user_id.is_none() && s.invited_id == Some(user.id))
                .or_else(|| {
                    seats
                        .iter()
                        .find(|s| s.user_id.is_none() && s.invited_id.is_none())
                })
                .map(|s| s.seat_index as usize)
                .ok_or_else(|| {
                    ServiceError::Conflict(format!("game {id} has no free seat for you"))
                })?,
        };
        if !store::games::take_seat(&mut tx, id, index, user.id).await? {
            return Err(ServiceError::Conflict(
                "that seat was just taken; pick another".into(),
            ));
        }
        let mut queued = false;
        if seats.iter().filter(|s| s.user_id.is_none()).count() == 1 {
            // The last seat: the game starts.
            let game = load_state(&mut tx, &row, kind).await?;
            let to_act: Vec<usize> = game.to_act().iter().map(|s| s.index()).collect();
            store::games::set_turn(&mut tx, id, &to_act, None).await?;
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
                    }
                })
                .collect();
            store::clocks::set_clocks(&mut tx, id, &clocks).await?;
            store::games::update_progress(
                &mut tx,
                id,
                row.seq,
                GameStatus::Active,
                None,
                Some(now),
                now,
            )
            .await?;
            let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
            let about = MailGame {
                row: &row,
                kind,
                seats: &seats,
            };
            for index in to_act {
                let event = MailEvent::Turn { since: Vec::new() };
                if let Some(mail) = notify::render(&self.settings, &about, index, event)? {
                    store::outbox::queue(&mut tx, &mail, now).await?;
                    queued = true;
                }
            }
        }
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        Ok(kind.seats()[index])
    }

    /// A game as `viewer` may see it (`None`: signed out).
    ///
    /// # Errors
    /// 404 when there is no such game.
    pub async fn game_detail(
        &self,
        viewer: Option<&User>,
        id: i64,
    ) -> Result<GameDetail, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let (row, seats) = load_visible_game(&mut conn, id, viewer).await?;
        let kind = kind_of(&row)?;
        let game = load_state(&mut conn, &row, kind).await?;
        drop(conn);
        let you = seat_of_user(&seats, viewer);
        let playing = row.status.in_play();
        let to_act: Vec<Seat> = if playing { game.to_act() } else { Vec::new() };
        let actions = match you {
            Some(seat) if to_act.contains(&seat) => game.actions(seat),
            _ => Vec::new(),
        };
        let finished = row.status == GameStatus::Finished;
        let terms = Terms::from_stored(&row.terms);
        let now = self.clock.now_ms();
        let can_claim = playing
            && terms.timeout == Timeout::Claim
            && you.is_some_and(|me| {
                seats
                    .iter()
                    .any(|s| s.seat_index != me.index() as i64 && s.timed_out_at.is_some())
            });
        Ok(GameDetail {
            id,
            kind,
            status: row.status,
            seats: seats
                .iter()
                .map(|s| SeatInfo {
                    seat: kind.seats()[s.seat_index as usize],
                    player: s.player.clone(),
                    invited: s.invited.clone(),
                    to_act: to_act.contains(&Seat(s.seat_index as u8)),
                    deadline: s.deadline.filter(|_| playing),
                    time_left_ms: playing
                        .then(|| {
                            let clock = SeatClock {
                                deadline: s.deadline,
                                bank_ms: s.bank_ms,
                            };
                            terms::time_left(terms, clock, now)
                        })
                        .flatten(),
                    timed_out: playing && s.timed_out_at.is_some(),
                })
                .collect(),
            seq: row.seq,
            to_act: to_act.iter().map(|s| kind.seat_name(*s)).collect(),
            you,
            view: game.view(you),
            actions,
            deadline: you.and_then(|s| seats[s.index()].deadline),
            result: row
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str(r).ok()),
            seed_hash: row.seed_hash.clone(),
            seed: finished.then(|| row.seed.clone()),
            turn_since: row.turn_since,
            updated_at: row.updated_at,
            terms,
            can_claim,
            proposal: row
                .proposal
                .zip(row.proposed_by)
                .map(|(what, by)| (what, kind.seats()[by as usize])),
            paused: row.paused_at.is_some(),
            muted: you.is_some_and(|s| seats[s.index()].muted),
            record: row.record_of.map(|importer| RecordWaitingState {
                imported_by: seats
                    .iter()
                    .find(|s| s.user_id == Some(importer))
                    .and_then(|s| s.player.clone())
                    .unwrap_or_default(),
                yours_to_answer: viewer
                    .is_some_and(|u| seats.iter().any(|s| s.invited_id == Some(u.id))),
            }),
        })
    }

    /// Plays one action for `user` in game `id`, if `seq` is still the latest: reads the
    /// game with its log, lets the table decide the move ([`GameTable::play`]), and writes
    /// the outcome, which the store accepts only if nothing changed the game meanwhile.
    ///
    /// # Errors
    /// 403 not a player or not your turn; 404 no game; 409 stale seq, paused or not
    /// started; 422 unparseable or illegal action, or a finished game.
    pub async fn play_move(
        &self,
        user: &User,
        id: i64,
        seq: i64,
        action: &str,
    ) -> Result<i64, ServiceError> {
        let now = self.clock.now_ms();
        let (table, log) = {
            let mut conn = self.db.acquire().await?;
            GameTable::load_with_log(&mut conn, id).await?
        };
        let seat = table.player_seat(user)?;
        let outcome = table.play(&log, seat, seq, action, now, &self.settings)?;
        match self.db.write_move(outcome.write).await {
            Ok(()) => {}
            Err(MoveWriteError::Stale) => {
                return Err(ServiceError::Conflict(format!(
                    "the game has moved on: another move or change (a pause, a time-out, a seat change) was stored after move {} while yours was checked; reload the game and choose again",
                    outcome.seq - 1
                )));
            }
            Err(MoveWriteError::Database(err)) => {
                return Err(ServiceError::Unexpected(
                    anyhow::anyhow!("{err}").context("write a move"),
                ));
            }
        }
        self.mail_bell.notify_one();
        Ok(outcome.seq)
    }

    /// What each stored move did, described for `viewer`: (seq, seat, text, at).
    ///
    /// # Errors
    /// 404 no game.
    pub async fn history(
        &self,
        viewer: Option<&User>,
        id: i64,
    ) -> Result<Vec<HistoryEntry>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let (row, seats) = load_visible_game(&mut conn, id, viewer).await?;
        let kind = kind_of(&row)?;
        let moves = store::games::moves_of(&mut conn, id).await?;
        drop(conn);
        let you = seat_of_user(&seats, viewer);
        let replayed =
            replay(&row, kind, &seed_of(&row)?, &moves, 1, &[you])?.map_err(anyhow::Error::new)?;
        Ok(replayed
            .described
            .into_iter()
            .zip(&moves)
            .map(|((seq, seat, mut texts), m)| HistoryEntry {
                seq,
                seat: kind.seats()[seat],
                text: texts.pop().unwrap_or_default(),
                at: m.at,
            })
            .collect())
    }

    /// `viewer`'s view just after move `seq` (0: the setup), with the move count.
    ///
    /// # Errors
    /// 404 no game or no such move.
    pub async fn view_at(
        &self,
        viewer: Option<&User>,
        id: i64,
        seq: i64,
    ) -> Result<(Value, i64), ServiceError> {
        let mut conn = self.db.acquire().await?;
        let (row, seats) = load_visible_game(&mut conn, id, viewer).await?;
        let kind = kind_of(&row)?;
        let moves = store::games::moves_of(&mut conn, id).await?;
        drop(conn);
        if seq < 0 || seq > row.seq {
            return Err(ServiceError::NotFound(format!(
                "game {id} has no move {seq}: it has moves 0 (the setup) to {}",
                row.seq
            )));
        }
        let upto: Vec<_> = moves.into_iter().take(seq as usize).collect();
        let replayed = replay(&row, kind, &seed_of(&row)?, &upto, i64::MAX, &[])?
            .map_err(anyhow::Error::new)?;
        Ok((replayed.game.view(seat_of_user(&seats, viewer)), row.seq))
    }

    /// Open games with a free seat, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn lobby(&self, viewer: Option<&User>) -> Result<Vec<Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(listings(
            store::games::open_games(&mut conn, 100).await?,
            viewer,
        ))
    }

    /// Games a user was invited to and has not joined.
    ///
    /// # Errors
    /// Database errors.
    pub async fn invitations(&self, user: &User) -> Result<Vec<Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(listings(
            store::games::invitations_of(&mut conn, user.id).await?,
            Some(user),
        ))
    }

    /// A user's games, those waiting on them first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn my_games(&self, user: &User) -> Result<Vec<Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(listings(
            store::games::games_of(&mut conn, user.id).await?,
            Some(user),
        ))
    }
}

/// A record's state while it waits for its players to accept it.
#[derive(Clone, Debug)]
pub struct RecordWaitingState {
    /// Who imported it.
    pub imported_by: String,
    /// Whether the viewer is one of those asked to accept it.
    pub yours_to_answer: bool,
}

/// A game as a list shows it (lobby, invitations, "my games").
#[derive(Clone, Debug)]
pub struct Listing {
    /// Id.
    pub id: i64,
    /// The kind's name.
    pub kind: String,
    /// The kind's title.
    pub title: &'static str,
    /// Where the game stands.
    pub status: GameStatus,
    /// Moves so far.
    pub seq: i64,
    /// (seat, player) in seat order; `None` for a free seat.
    pub seats: Vec<(String, Option<String>)>,
    /// The seats to act (empty unless the game is active).
    pub to_act: Vec<String>,
    /// Whether the viewer is to act.
    pub your_turn: bool,
    /// Since when the seats to act have had the turn.
    pub turn_since: Option<i64>,
    /// Last change.
    pub updated_at: i64,
    /// The earliest deadline of the seats to act, while active under a clock.
    pub deadline: Option<i64>,
    /// A stored value of the game cannot be read: its page answers with an error that
    /// names it, and `herald verify` reports it.
    pub damaged: bool,
}

impl Listing {
    fn from_row(row: store::games::GameListRow, viewer: Option<&User>) -> Listing {
        let seats: Vec<(String, Option<String>)> = row
            .seating
            .split(',')
            .filter_map(|pair| pair.split_once(':'))
            .map(|(seat, player)| {
                (
                    seat.to_string(),
                    (!player.is_empty()).then(|| player.to_string()),
                )
            })
            .collect();
        let to_act: Vec<String> = match (row.status, &row.acting) {
            (GameStatus::Active, Some(acting)) => acting.split(',').map(str::to_string).collect(),
            _ => Vec::new(),
        };
        let deadline = row.deadline.filter(|_| !to_act.is_empty());
        let your_turn = viewer.is_some_and(|u| {
            seats.iter().any(|(seat, player)| {
                player
                    .as_deref()
                    .is_some_and(|p| p.eq_ignore_ascii_case(&u.name))
                    && to_act.contains(seat)
            })
        });
        Listing {
            id: row.id,
            title: find_kind(&row.kind).map(|k| k.title()).unwrap_or("?"),
            kind: row.kind,
            status: row.status,
            seq: row.seq,
            seats,
            to_act,
            your_turn,
            turn_since: row.turn_since,
            updated_at: row.updated_at,
            deadline,
            damaged: row.damaged,
        }
    }

    /// The player in `seat`, if any.
    pub fn player_in(&self, seat: &str) -> Option<&str> {
        self.seats
            .iter()
            .find(|(s, _)| s == seat)
            .and_then(|(_, p)| p.as_deref())
    }
}

pub(super) fn listings_of(
    rows: Vec<store::games::GameListRow>,
    viewer: Option<&User>,
) -> Vec<Listing> {
    listings(rows, viewer)
}

fn listings(rows: Vec<store::games::GameListRow>, viewer: Option<&User>) -> Vec<Listing> {
    rows.into_iter()
        .map(|row| Listing::from_row(row, viewer))
        .collect()
}

/// One line of a game's history, as one viewer may read it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct HistoryEntry {
    /// The move's number.
    pub seq: i64,
    /// Who moved.
    pub seat: &'static str,
    /// What it did, for this viewer.
    pub text: String,
    /// When, Unix ms.
    pub at: i64,
}
