//! New games: created with invitations (one transaction with its mails), joined seat by
//! seat and started when the last seat is taken (decided in `game::start`, written by the
//! one writer with its mails), so a crash leaves all of a change or none. A game is
//! listed in the lobby ([`super`]), read in `detail`, moved in `game::table`, and its
//! history told in `history`.

use serde_json::Value;
use sqlx::SqliteConnection;

use crate::domain::GameId;
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::games::{kind as find_kind, kinds};
use crate::service::game::new_game::{Creating, NewGameRefused, decide_create};
use crate::service::game::seat_refusal::SeatRefused;
use crate::service::game::start::{
    Joining, Starting, decide_join, fills_the_game, named_seat, seat_to_take,
};
use crate::service::game::table::GameTable;
use crate::service::game::until_written;
use crate::service::game::{account_gone, not_seated};
use crate::service::terms;
use crate::service::{Herald, ServiceError, User, random_bytes};
use crate::store;
use crate::store::games::SeatRow;
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
    /// [`NewGameRefused`]: an unknown kind, options, terms or invitations refused; a seat
    /// the kind does not have ([`SeatRefused::NoSuchSeat`]).
    pub async fn create_game(
        &self,
        user: &User,
        req: NewGameRequest,
    ) -> Result<GameId, ServiceError> {
        let (kind, seat) = kind_and_seat(&req)?;
        let (terms, rules_options) =
            terms::split_options(&req.options).map_err(NewGameRefused::Terms)?;
        let options = kind
            .normalize_options(&rules_options)
            .map_err(|e| NewGameRefused::Options(e.to_string()))?;
        let seed = Seed(random_bytes::<32>());
        let game = kind
            .start(&options, &seed)
            .map_err(|e| NewGameRefused::Options(e.to_string()))?;
        let invited = {
            let mut conn = self.db.acquire().await?;
            invitees(&mut conn, user, kind, seat, &req.invite).await?
        };
        // The creator is the one player a new game seats.
        let seated =
            |seat: &SeatRow, user_id: i64| self.seated(seat, user_id)?.ok_or_else(account_gone);
        let id = until_written(
            || async {
                let id = self.db.read(store::new_game::next_game_id)?;
                let creating = Creating {
                    id,
                    user,
                    kind,
                    seat,
                    options: &options,
                    terms,
                    seed: &seed,
                    game: game.as_ref(),
                    invited: &invited,
                };
                let new = decide_create(&self.settings, &creating, seated, self.clock.now_ms())?;
                Ok(self.write_new_game(new).await?.then_some(id))
            },
            || ServiceError::from(NewGameRefused::KeptColliding),
        )
        .await?;
        tracing::info!(game = %id, kind = kind.kind(), by = %user.name, "game created");
        Ok(id)
    }

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
                    let seating = wanted.ok().map(|index| (index, user.id));
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

/// The kind a new game asks for and the creator's seat in it (the first by default).
fn kind_and_seat(req: &NewGameRequest) -> Result<(&'static dyn Kind, Seat), ServiceError> {
    let kind = find_kind(&req.kind).ok_or_else(|| {
        let names: Vec<&str> = kinds().iter().map(|k| k.kind()).collect();
        NewGameRefused::NoSuchKind {
            kind: req.kind.clone(),
            kinds: names.join(", "),
        }
    })?;
    let seat = match req.seat.as_deref() {
        None | Some("") => Seat(0),
        Some(name) => named_seat(kind, name)?,
    };
    Ok((kind, seat))
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
            let name = name.to_string();
            return Err(NewGameRefused::NoSuchPlayer { name }.into());
        };
        if row.id == user.id {
            return Err(NewGameRefused::InvitesSelf.into());
        }
        if invited.iter().any(|(_, r)| r.id == row.id) {
            continue;
        }
        let Some(index) = free.next() else {
            return Err(NewGameRefused::TooManyInvited {
                title: kind.title(),
                seats: kind.seats().len(),
                most: kind.seats().len() - 1,
            }
            .into());
        };
        invited.push((index, row));
    }
    Ok(invited)
}
