//! A game coming into being: created here with invitations ([`decide_create`]), or
//! imported with its log (`transfer`'s `decide_import`). Either is decided pure on what was
//! read (the id it will take, the players' accounts) and written whole by the one writer
//! as a [`NewGame`]: its row, seats and first change (snapshot, log, turn, mails).

use serde_json::Value;

use super::table::GameTable;
use super::with_clock;
use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::service::mail_out::notify::{self, MailEvent};
use crate::service::terms::Terms;
use crate::service::{ServiceError, User};
use crate::store::change::{GameChange, LogChange, TurnWrite};
use crate::store::games::SeatRow;
use crate::store::new_game::{NewGame, NewSeat};
use crate::store::users::UserRow;

/// Why a game is not created or imported, in the game's words. Nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum NewGameRefused {
    /// No kind of that name.
    #[error("there is no game kind \"{kind}\"; choose one of: {kinds}")]
    NoSuchKind {
        /// The name asked for.
        kind: String,
        /// The kinds there are, listed.
        kinds: String,
    },
    /// Terms (clock, time-out, vacation) Herald does not offer; says which.
    #[error("{0}")]
    Terms(String),
    /// Options the kind does not take, or cannot start with; the engine says why.
    #[error("{0}")]
    Options(String),
    /// An invited name nobody has.
    #[error("there is no player named \"{name}\"; check the spelling or invite someone else")]
    NoSuchPlayer {
        /// The name.
        name: String,
    },
    /// The creator invites themself.
    #[error("you cannot invite yourself; invite another player")]
    InvitesSelf,
    /// More invited than the other seats.
    #[error("{title} has {seats} seats: invite at most {most} player(s)")]
    TooManyInvited {
        /// The kind's title.
        title: &'static str,
        /// Its seats.
        seats: usize,
        /// How many may be invited.
        most: usize,
    },
    /// Games kept taking the next number while this one was decided.
    #[error("games kept being created at the same moment; try again")]
    KeptColliding,
    /// An imported document that is not a game this server can take; says why.
    #[error("{0}")]
    Document(String),
    /// A player importing a game with none of its seats theirs.
    #[error("you can import only a game you played in: your name is in none of its seats")]
    NotYourGame,
    /// The account of an imported seat's player went while the game was imported.
    #[error(
        "the account of the player for {seat} was deleted while the game was imported; import it again to seat the players as their accounts are now"
    )]
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
    pub invited: &'a [(usize, UserRow)],
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
        .enumerate()
        .map(|(index, name)| NewSeat {
            name,
            user_id: (index == creating.seat.index()).then_some(user.id),
            invited_id: kept_for(creating.invited, index).map(|u| u.id),
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
    invited: &[(usize, UserRow)],
    turn: Option<&TurnWrite>,
    seated: impl Fn(&SeatRow, i64) -> Result<SeatRow, ServiceError>,
) -> Result<GameTable, ServiceError> {
    let (mut row, blank) = new.rows();
    let mut seats = Vec::with_capacity(blank.len());
    for (index, seat) in blank.into_iter().enumerate() {
        let mut seat = match seat.user_id {
            Some(user_id) => seated(&seat, user_id)?,
            None => seat,
        };
        let kept = kept_for(invited, index);
        seat.invited_id = kept.map(|u| u.id);
        seat.invited = kept.map(|u| u.name.clone());
        if let Some(turn) = turn {
            seat.to_act = turn.to_act.contains(&index);
            if let Some(clock) = turn.clocks.get(index) {
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
fn kept_for(invited: &[(usize, UserRow)], index: usize) -> Option<&UserRow> {
    invited.iter().find(|(i, _)| *i == index).map(|(_, u)| u)
}
