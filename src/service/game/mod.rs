//! The game aggregate: the decisions that change a game, each pure on the game as read,
//! each returning one [`GameChange`](crate::store::change::GameChange) that the one writer
//! writes under the version it was decided on (or a refusal). Moving in here one by one:
//! a move ([`table`]: from the page, the API or a mail), a take-back ([`take_back`]), the
//! ends outside the rules ([`ending`]), what the players agree on ([`agreements`]),
//! who sits where ([`seats`], [`start`]), deadlines ([`deadlines`]), a game coming into
//! being ([`new_game`]) and a record's answer ([`record`]).

use seat_refusal::SeatRefused;
use table::GameTable;

use crate::domain::{GameId, Millis};
use crate::i18n::Msg;
use crate::msg;
use crate::service::{Herald, ServiceError, User};
use crate::store::change::{GameChange, TurnWrite, WriteError};
use crate::store::games::{ClockWrite, GameRow, SeatRow};
use crate::store::new_game::NewGame;
use crate::store::seat_wishes::SeatWish;

pub mod agreement_refusal;
pub mod agreements;
pub mod deadlines;
pub mod ending;
pub mod new_game;
pub mod record;
pub mod seat_refusal;
pub mod seats;
pub mod start;
pub mod table;
pub mod take_back;

/// How many times a change is decided and written before a game that keeps changing
/// under it is refused.
const MOST_TRIES: usize = 3;

/// Runs `attempt` (read the game, decide, write) until it is written, at most
/// [`MOST_TRIES`] times: an attempt answers `None` when the game changed between its read
/// and its write (nothing was written), and is then made again on the game as it is.
/// After the last, the refusal `kept_changing` gives.
///
/// # Errors
/// An attempt's error, or `kept_changing`'s.
pub(in crate::service) async fn until_written<T, E, Attempt>(
    mut attempt: impl FnMut() -> Attempt,
    kept_changing: impl FnOnce() -> E,
) -> Result<T, E>
where
    Attempt: Future<Output = Result<Option<T>, E>>,
{
    for _ in 0..MOST_TRIES {
        if let Some(done) = attempt().await? {
            return Ok(done);
        }
    }
    Err(kept_changing())
}

/// A change not written because its games kept changing under it: decided again on the
/// games as they then were, [`MOST_TRIES`] times, and each time another change came first.
/// Nothing was written.
#[derive(Debug)]
pub enum KeptChanging {
    /// A player's change of a game.
    Change {
        /// The game.
        game: GameId,
    },
    /// A game's end: a resignation, a claim, or a seat's time-out.
    Ending {
        /// The game.
        game: GameId,
    },
    /// The timekeeper's reminder to a seat.
    Reminder {
        /// The game.
        game: GameId,
    },
    /// A player's rest (an absence beginning, a vacation day) across their games.
    Rest {
        /// The player.
        player: i64,
    },
}

impl Herald {
    /// Reads game `id`, decides a change of it with `decide` (pure: on the game as read,
    /// at the time given) and writes it with the one writer; a game that changed between
    /// the read and the write is read and decided again.
    ///
    /// # Errors
    /// No game; `decide`'s refusal; [`KeptChanging::Change`]; a game that cannot be read
    /// or written.
    pub(in crate::service) async fn change_game(
        &self,
        id: GameId,
        decide: impl Fn(&GameTable, Millis) -> Result<GameChange, ServiceError>,
    ) -> Result<(), ServiceError> {
        until_written(
            || async {
                let table = GameTable::read(&self.db, id).await?;
                let change = decide(&table, self.clock.now_ms())?;
                Ok(self.write(change).await?.then_some(()))
            },
            || ServiceError::from(KeptChanging::Change { game: id }),
        )
        .await
    }

    /// Writes `change` with the one writer and rings the mail bell for the mails it
    /// queues: true once written, false when the game changed since the change was
    /// decided (nothing was written).
    ///
    /// # Errors
    /// 500 when the store fails (or refuses the change for another reason).
    pub(in crate::service) async fn write(&self, change: GameChange) -> Result<bool, ServiceError> {
        let mails = !change.mails.is_empty();
        let written = self.db.writer.write_change(change).await;
        self.rung(written, mails, "write a change to a game")
    }

    /// What a write by the one writer answers: true once written (the mail bell rung when
    /// it queued `mails`), false when it was stale (nothing was written).
    ///
    /// # Errors
    /// 500 naming `what` when the store failed.
    pub(in crate::service) fn rung(
        &self,
        written: Result<(), WriteError>,
        mails: bool,
        what: &'static str,
    ) -> Result<bool, ServiceError> {
        match written {
            Ok(()) => {
                if mails {
                    self.mail_bell.notify_one();
                }
                Ok(true)
            }
            Err(WriteError::Stale) => Ok(false),
            Err(err) => Err(ServiceError::Unexpected(
                anyhow::anyhow!("{err}").context(what),
            )),
        }
    }

    /// Writes a player's `wish` for their seat with the one writer: what it answers (see
    /// `SeatWish`), or `None` when it was stale (a decision given ahead on a game that
    /// changed since it was checked).
    ///
    /// # Errors
    /// When the store fails.
    pub(in crate::service) async fn wish(
        &self,
        wish: SeatWish,
    ) -> Result<Option<u64>, ServiceError> {
        match self.db.writer.write_wish(wish).await {
            Ok(answer) => Ok(Some(answer)),
            Err(WriteError::Stale) => Ok(None),
            Err(err) => Err(ServiceError::Unexpected(
                anyhow::anyhow!("{err}").context("write a player's wish for their seat"),
            )),
        }
    }

    /// Mutes (or unmutes) `user`'s mail for game `id`: a wish for their seat.
    ///
    /// # Errors
    /// [`AccountRefused::NotAPlayer`](crate::service::accounts::refusal::AccountRefused::NotAPlayer) when the user does not play the game.
    pub async fn mute(&self, user: &User, id: GameId, muted: bool) -> Result<(), ServiceError> {
        let mute = SeatWish::Muted {
            game: id,
            user_id: user.id,
            what: crate::store::users::Muting::Mail,
            muted,
        };
        if self.wish(mute).await? != Some(1) {
            return Err(
                crate::service::accounts::refusal::AccountRefused::NotAPlayer { game: id }.into(),
            );
        }
        Ok(())
    }

    /// `seat` as it reads with player `user_id` in it (their name, address and mail
    /// settings): what the mails of the change that seats them are written to. `None`
    /// when that account is gone (see [`account_gone`] for the player's own).
    ///
    /// # Errors
    /// Database errors.
    pub(in crate::service) fn seated(
        &self,
        seat: &SeatRow,
        user_id: i64,
    ) -> Result<Option<SeatRow>, ServiceError> {
        Ok(self
            .db
            .read(|c| crate::store::games::read_seated(c, seat, user_id))?)
    }
}

impl Herald {
    /// Writes the new game `new` whole with the one writer and rings the mail bell for the
    /// mails it queues: true once written, false when another game took its id since it
    /// was decided (nothing was written).
    ///
    /// # Errors
    /// 500 when the store fails (or refuses the game for another reason).
    pub(in crate::service) async fn write_new_game(
        &self,
        new: NewGame,
    ) -> Result<bool, ServiceError> {
        let mails = !new.first.mails.is_empty();
        let written = self.db.writer.write_new_game(new).await;
        self.rung(written, mails, "write a new game")
    }
}

/// The turn of the game of `row` as it stands (status, result, since when, who is to
/// act), with each seat's clock as `seats` hold it: what a change writes that changes
/// clocks but not whose turn it is (a pause, its end, a seat taken over).
pub fn turn_with_clocks(row: &GameRow, seats: &[SeatRow]) -> TurnWrite {
    TurnWrite {
        status: row.status,
        result: row.result.clone(),
        turn_since: row.turn_since,
        to_act: seats
            .iter()
            .filter(|s| s.to_act)
            .map(|s| s.seat_index)
            .collect(),
        clocks: seats.iter().map(clock_of).collect(),
    }
}

/// A seat's clock as it stands.
pub fn clock_of(seat: &SeatRow) -> ClockWrite {
    ClockWrite {
        deadline: seat.deadline,
        bank_ms: seat.bank_ms,
        paused_left_ms: seat.paused_left_ms,
    }
}

/// `seat` with the clock `clock`.
pub fn with_clock(seat: &SeatRow, clock: ClockWrite) -> SeatRow {
    SeatRow {
        deadline: clock.deadline,
        bank_ms: clock.bank_ms,
        paused_left_ms: clock.paused_left_ms,
        ..seat.clone()
    }
}

/// The refusal of a change that would seat the player who asks for it, whose account was
/// deleted meanwhile (its session with it).
pub fn account_gone() -> ServiceError {
    SeatRefused::AccountGone.into()
}

/// Refuses `user` when they already play the game of `table` (a seat is taken by
/// someone who has none there).
///
/// # Errors
/// [`SeatRefused::AlreadyPlaying`].
pub fn not_seated(table: &GameTable, user: &User) -> Result<(), SeatRefused> {
    if table.seats.iter().any(|s| s.user_id == Some(user.id)) {
        return Err(SeatRefused::AlreadyPlaying { game: table.row.id });
    }
    Ok(())
}

impl KeptChanging {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            KeptChanging::Change { game } => msg!("kept-changing-change", game = game.get()),
            KeptChanging::Ending { game } => msg!("kept-changing-ending", game = game.get()),
            KeptChanging::Reminder { game } => msg!("kept-changing-reminder", game = game.get()),
            KeptChanging::Rest { player } => msg!("kept-changing-rest", player = *player),
        }
    }
}

crate::worded_error!(KeptChanging);
