//! Why a seat does not change hands: a join, a take-over, leaving, or an invitation
//! declined or withdrawn, refused in the game's words ([`SeatRefused`]). Nothing was
//! changed; `web/error/status.rs` gives each its status.

use crate::domain::{GameId, GameStatus};
use crate::i18n::Msg;
use crate::msg;

/// Why a seat of a game is not taken, left, or freed of its invitation.
#[derive(Debug)]
pub enum SeatRefused {
    /// The player's account is gone (deleted while they were signed in).
    AccountGone,
    /// The player has a seat in the game already.
    AlreadyPlaying {
        /// The game.
        game: GameId,
    },
    /// The game's kind has no seat of that name.
    NoSuchSeat {
        /// The game's kind (its title is the message `<kind>-title`).
        kind: &'static str,
        /// The name asked for.
        name: String,
        /// The seats there are, listed.
        seats: String,
    },
    /// A join of a game that is not open.
    NotOpen {
        /// The game.
        game: GameId,
        /// What it is.
        status: GameStatus,
    },
    /// A join with every seat taken or kept for others.
    NoFreeSeat {
        /// The game.
        game: GameId,
    },
    /// A join of a seat someone sits in.
    Taken {
        /// The seat's name.
        seat: String,
        /// Who sits there.
        player: String,
    },
    /// A join of a seat kept for an invited player.
    KeptForAnother {
        /// The seat's name.
        seat: String,
        /// Who it is kept for.
        invited: String,
    },
    /// Others kept joining while this join was decided.
    JoinedMeanwhile,
    /// A take-over of a game that is not in play.
    NotUnderWay {
        /// The game.
        game: GameId,
    },
    /// A take-over of a seat someone plays.
    NotVacant {
        /// The game.
        game: GameId,
        /// The seat's name.
        seat: String,
    },
    /// A take-over of a game with every seat played.
    NoVacantSeat {
        /// The game.
        game: GameId,
    },
    /// Others kept taking seats over while this take-over was decided.
    TakenMeanwhile,
    /// Leaving a game the player has no seat in.
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// Leaving a game that is over.
    Over {
        /// The game.
        game: GameId,
    },
    /// An invitation declined in a game the player may not see: not told it is there,
    /// in the words of `loaders::no_such_game`.
    Hidden {
        /// The game.
        game: GameId,
    },
    /// A decline with no invitation of the player waiting.
    NoInvitation {
        /// The game.
        game: GameId,
    },
    /// A withdrawal by someone who did not create the game.
    NotTheCreator {
        /// The game.
        game: GameId,
    },
    /// A withdrawal once the game is no longer open.
    NoLongerOpen {
        /// The game.
        game: GameId,
        /// What it is.
        status: GameStatus,
    },
    /// A withdrawal of a seat with no invitation waiting.
    NothingToWithdraw {
        /// The game.
        game: GameId,
        /// The seat's name.
        seat: String,
    },
    /// A withdrawal of an invitation that changed since the page was read.
    InvitationChanged {
        /// The game.
        game: GameId,
        /// The seat's name.
        seat: String,
    },
}

impl SeatRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            SeatRefused::AccountGone => msg!("seat-refused-account-gone"),
            SeatRefused::AlreadyPlaying { game } => {
                msg!("seat-refused-already-playing", game = game.get())
            }
            SeatRefused::NoSuchSeat { kind, name, seats } => msg!(
                "seat-refused-no-such-seat",
                title = Msg::keyed(kind, "title"),
                name = name.as_str(),
                seats = seats.as_str()
            ),
            SeatRefused::NotOpen { game, status } => msg!(
                "seat-refused-not-open",
                game = game.get(),
                status = status.as_str()
            ),
            SeatRefused::NoFreeSeat { game } => {
                msg!("seat-refused-no-free-seat", game = game.get())
            }
            SeatRefused::Taken { seat, player } => msg!(
                "seat-refused-taken",
                seat = seat.as_str(),
                player = player.as_str()
            ),
            SeatRefused::KeptForAnother { seat, invited } => msg!(
                "seat-refused-kept-for-another",
                seat = seat.as_str(),
                invited = invited.as_str()
            ),
            SeatRefused::JoinedMeanwhile => msg!("seat-refused-joined-meanwhile"),
            SeatRefused::NotUnderWay { game } => {
                msg!("seat-refused-not-under-way", game = game.get())
            }
            SeatRefused::NotVacant { game, seat } => msg!(
                "seat-refused-not-vacant",
                seat = seat.as_str(),
                game = game.get()
            ),
            SeatRefused::NoVacantSeat { game } => {
                msg!("seat-refused-no-vacant-seat", game = game.get())
            }
            SeatRefused::TakenMeanwhile => msg!("seat-refused-taken-meanwhile"),
            SeatRefused::NotAPlayer { game } => {
                msg!("seat-refused-not-a-player", game = game.get())
            }
            SeatRefused::Over { game } => msg!("seat-refused-over", game = game.get()),
            SeatRefused::Hidden { game } => msg!("seat-refused-hidden", game = game.get()),
            SeatRefused::NoInvitation { game } => {
                msg!("seat-refused-no-invitation", game = game.get())
            }
            SeatRefused::NotTheCreator { game } => {
                msg!("seat-refused-not-the-creator", game = game.get())
            }
            SeatRefused::NoLongerOpen { game, status } => msg!(
                "seat-refused-no-longer-open",
                game = game.get(),
                status = status.as_str()
            ),
            SeatRefused::NothingToWithdraw { game, seat } => msg!(
                "seat-refused-nothing-to-withdraw",
                seat = seat.as_str(),
                game = game.get()
            ),
            SeatRefused::InvitationChanged { game, seat } => msg!(
                "seat-refused-invitation-changed",
                seat = seat.as_str(),
                game = game.get()
            ),
        }
    }
}

crate::worded_error!(SeatRefused);
