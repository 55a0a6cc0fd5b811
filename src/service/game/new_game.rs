//! A game coming into being: created here with invitations ([`Herald::create_game`],
//! deciding with [`decide_create`]), or
//! imported with its log (`transfer`'s `decide_import`). Either is decided pure on what was
//! read (the id it will take, the players' accounts) and written whole by the one writer
//! as a [`NewGame`]: its row, seats and first change (snapshot, log, turn, mails).

use crate::store::access::Access;
use serde_json::Value;

use super::start::named_seat;
use super::table::GameTable;
use super::{account_gone, until_written, with_clock};
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::games::{kind as find_kind, kinds};
use crate::i18n::Msg;
use crate::msg;
use crate::service::mail_out::notify::{self, MailEvent};
use crate::service::terms::{self, Terms};
use crate::service::{Herald, ServiceError, User, random_bytes};
use crate::store;
use crate::store::change::{GameChange, LogChange, TurnWrite};
use crate::store::games::SeatRow;
use crate::store::new_game::{NewGame, NewSeat};
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
    /// the kind does not have ([`SeatRefused::NoSuchSeat`](super::seat_refusal::SeatRefused::NoSuchSeat)).
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
            .map_err(|e| NewGameRefused::Options(e.msg))?;
        let seed = Seed(random_bytes::<32>());
        let game = kind
            .start(&options, &seed)
            .map_err(|e| NewGameRefused::Options(e.msg))?;
        let invited = {
            let mut conn = self.db.acquire().await?;
            invitees(&mut conn, user, kind, seat, &req.invite).await?
        };
        // The creator is the one player a new game seats.
        let seated =
            |seat: &SeatRow, user_id: i64| self.seated(seat, user_id)?.ok_or_else(account_gone);
        let id = until_written(
            || async {
                let id = self.db.next_game_id().await?;
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
    tx: &mut impl Access,
    user: &User,
    kind: &dyn Kind,
    seat: Seat,
    names: &[String],
) -> Result<Vec<(Seat, UserRow)>, ServiceError> {
    let mut invited: Vec<(Seat, UserRow)> = Vec::new();
    let mut free = Seat::all(kind.seats().len()).filter(|s| *s != seat);
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
                kind: kind.kind(),
                seats: kind.seats().len(),
                most: kind.seats().len() - 1,
            }
            .into());
        };
        invited.push((index, row));
    }
    Ok(invited)
}

/// Why a game is not created or imported, in the game's words. Nothing was written.
#[derive(Debug)]
pub enum NewGameRefused {
    /// No kind of that name.
    NoSuchKind {
        /// The name asked for.
        kind: String,
        /// The kinds there are, listed.
        kinds: String,
    },
    /// Terms (clock, time-out, vacation) Herald does not offer; says which.
    Terms(Msg),
    /// Options the kind does not take, or cannot start with; the engine says why.
    Options(Msg),
    /// An invited name nobody has.
    NoSuchPlayer {
        /// The name.
        name: String,
    },
    /// The creator invites themself.
    InvitesSelf,
    /// More invited than the other seats.
    TooManyInvited {
        /// The game's kind (its title is the message `<kind>-title`).
        kind: &'static str,
        /// Its seats.
        seats: usize,
        /// How many may be invited.
        most: usize,
    },
    /// Games kept taking the next number while this one was decided.
    KeptColliding,
    /// An imported document that is not a game this server can take; says why.
    Document(Msg),
    /// A player importing a game with none of its seats theirs.
    NotYourGame,
    /// The account of an imported seat's player went while the game was imported.
    AccountGone {
        /// The seat's name.
        seat: String,
    },
}

/// A game `user` creates.
pub struct Creating<'a> {
    /// The id it takes (see `store::new_game::next_game_id`).
    pub id: GameId,
    /// Its creator, who takes `seat`.
    pub user: &'a User,
    /// Its kind.
    pub kind: &'static dyn Kind,
    /// The creator's seat.
    pub seat: Seat,
    /// The rules' options, normalized.
    pub options: &'a Value,
    /// The terms (clock, time-out, vacation).
    pub terms: Terms,
    /// The secret seed.
    pub seed: &'a Seed,
    /// The game as set up with those options and that seed.
    pub game: &'a dyn Game,
    /// The players invited, each with the seat kept for them.
    pub invited: &'a [(Seat, UserRow)],
}

/// Creates the game `creating` asks for at `now`: open, the creator in their seat, a seat
/// kept for each player invited, who gets a mail. `seated` gives a seat as it reads with
/// a player in it (their name, address, mail settings).
///
/// # Errors
/// 404 a seated player's account is gone (from `seated`); 500 when a mail cannot be
/// written.
pub fn decide_create(
    settings: &Settings,
    creating: &Creating<'_>,
    seated: impl Fn(&SeatRow, i64) -> Result<SeatRow, ServiceError>,
    now: Millis,
) -> Result<NewGame, ServiceError> {
    let Creating { id, user, kind, .. } = *creating;
    let seats = kind
        .seats()
        .iter()
        .zip(Seat::all(kind.seats().len()))
        .map(|(name, seat)| NewSeat {
            name,
            user_id: (seat == creating.seat).then_some(user.id),
            invited_id: kept_for(creating.invited, seat).map(|u| u.id),
            bank_ms: creating.terms.initial_bank(),
        })
        .collect();
    let mut first = GameChange::of(id, 0, now);
    first.log = LogChange::Append {
        entries: Vec::new(),
        snapshot: creating.game.snapshot(),
    };
    let mut new = NewGame {
        id,
        kind: kind.kind(),
        engine_version: i64::from(kind.version()),
        options: creating.options.to_string(),
        terms: creating.terms.to_json().to_string(),
        seed: creating.seed.to_hex(),
        seed_hash: creating.seed.hash_hex(),
        status: GameStatus::Open,
        created_by: user.id,
        created_at: now,
        last_change_at: None,
        record_of: None,
        seats,
        first,
    };
    let table = table_of(&new, kind, creating.invited, None, seated)?;
    let about = table.about();
    for (index, invitee) in creating.invited {
        let event = MailEvent::Invited {
            by: &user.name,
            to: invitee,
        };
        new.first
            .mails
            .extend(notify::render(settings, &about, *index, event)?);
    }
    Ok(new)
}

/// The game `new` as its mails tell it: its rows once written, with `turn` (where an
/// imported log leaves it), the players in their seats as `seated` reads them, and the
/// names of those `invited`.
///
/// # Errors
/// `seated`'s.
pub fn table_of(
    new: &NewGame,
    kind: &'static dyn Kind,
    invited: &[(Seat, UserRow)],
    turn: Option<&TurnWrite>,
    seated: impl Fn(&SeatRow, i64) -> Result<SeatRow, ServiceError>,
) -> Result<GameTable, ServiceError> {
    let (mut row, blank) = new.rows();
    let mut seats = Vec::with_capacity(blank.len());
    for seat in blank {
        let mut seat = match seat.user_id {
            Some(user_id) => seated(&seat, user_id)?,
            None => seat,
        };
        let kept = kept_for(invited, seat.seat_index);
        seat.invited_id = kept.map(|u| u.id);
        seat.invited = kept.map(|u| u.name.clone());
        if let Some(turn) = turn {
            seat.to_act = turn.to_act.contains(&seat.seat_index);
            if let Some(clock) = turn.clocks.get(seat.seat_index.index()) {
                seat = with_clock(&seat, *clock);
            }
        }
        seats.push(seat);
    }
    if let Some(turn) = turn {
        row.status = turn.status;
        row.result.clone_from(&turn.result);
        row.turn_since = turn.turn_since;
    }
    if let Some(seq) = new.first.last_seq() {
        row.seq = seq;
    }
    row.updated_at = new.last_change_at.unwrap_or(new.first.at);
    Ok(GameTable { row, seats, kind })
}

/// The player seat `index` is kept for, if any.
fn kept_for(invited: &[(Seat, UserRow)], seat: Seat) -> Option<&UserRow> {
    invited
        .iter()
        .find(|(kept, _)| *kept == seat)
        .map(|(_, u)| u)
}

impl NewGameRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            NewGameRefused::NoSuchKind { kind, kinds } => msg!(
                "new-game-refused-no-such-kind",
                kind = kind.as_str(),
                kinds = kinds.as_str()
            ),
            NewGameRefused::Terms(why) | NewGameRefused::Document(why) => why.clone(),
            NewGameRefused::Options(inner) => {
                msg!("new-game-refused-options", why = inner.clone())
            }
            NewGameRefused::NoSuchPlayer { name } => {
                msg!("new-game-refused-no-such-player", name = name.as_str())
            }
            NewGameRefused::InvitesSelf => msg!("new-game-refused-invites-self"),
            NewGameRefused::TooManyInvited { kind, seats, most } => msg!(
                "new-game-refused-too-many-invited",
                title = Msg::keyed(kind, "title"),
                seats = *seats,
                most = *most
            ),
            NewGameRefused::KeptColliding => msg!("new-game-refused-kept-colliding"),
            NewGameRefused::NotYourGame => msg!("new-game-refused-not-your-game"),
            NewGameRefused::AccountGone { seat } => {
                msg!("new-game-refused-account-gone", seat = seat.as_str())
            }
        }
    }
}

crate::worded_error!(NewGameRefused);
