//! Why a seat does not change hands: a join, a take-over, leaving, or an invitation
//! declined or withdrawn, refused in the game's words ([`SeatRefused`]). Nothing was
//! changed; `web/error/status.rs` gives each its status.

use crate::domain::{GameId, GameStatus};

/// Why a seat of a game is not taken, left, or freed of its invitation.
#[derive(Debug, thiserror::Error)]
pub enum SeatRefused {
    /// The player's account is gone (deleted while they were signed in).
    #[error("your account was deleted while you were signed in; sign up again to play")]
    AccountGone,
    /// The player has a seat in the game already.
    #[error("you already play game {game}")]
    AlreadyPlaying {
        /// The game.
        game: GameId,
    },
    /// The game's kind has no seat of that name.
    #[error("{title} has no seat \"{name}\"; choose one of: {seats}")]
    NoSuchSeat {
        /// The game's title.
        title: &'static str,
        /// The name asked for.
        name: String,
        /// The seats there are, listed.
        seats: String,
    },
    /// A join of a game that is not open.
    #[error("game {game} is {status} and has no free seat; find an open game in the lobby")]
    NotOpen {
        /// The game.
        game: GameId,
        /// What it is.
        status: GameStatus,
    },
    /// A join with every seat taken or kept for others.
    #[error("game {game} has no free seat for you")]
    NoFreeSeat {
        /// The game.
        game: GameId,
    },
    /// A join of a seat someone sits in.
    #[error("the {seat} seat is taken by {player}; pick a free seat")]
    Taken {
        /// The seat's name.
        seat: String,
        /// Who sits there.
        player: String,
    },
    /// A join of a seat kept for an invited player.
    #[error("the {seat} seat is kept for {invited}, who was invited; pick another seat")]
    KeptForAnother {
        /// The seat's name.
        seat: String,
        /// Who it is kept for.
        invited: String,
    },
    /// Others kept joining while this join was decided.
    #[error("that seat was just taken; pick another")]
    JoinedMeanwhile,
    /// A take-over of a game that is not in play.
    #[error(
        "game {game} is not under way: only a seat of a game in play can be taken over (an open game is joined)"
    )]
    NotUnderWay {
        /// The game.
        game: GameId,
    },
    /// A take-over of a seat someone plays.
    #[error("the {seat} seat of game {game} is taken; only a vacant seat can be taken over")]
    NotVacant {
        /// The game.
        game: GameId,
        /// The seat's name.
        seat: String,
    },
    /// A take-over of a game with every seat played.
    #[error("game {game} has no vacant seat to take over")]
    NoVacantSeat {
        /// The game.
        game: GameId,
    },
    /// Others kept taking seats over while this take-over was decided.
    #[error("that seat was just taken; look for another in the lobby")]
    TakenMeanwhile,
    /// Leaving a game the player has no seat in.
    #[error("you do not play game {game}; there is nothing to leave")]
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// Leaving a game that is over.
    #[error("game {game} is over; there is nothing to leave")]
    Over {
        /// The game.
        game: GameId,
    },
    /// An invitation declined in a game the player may not see: not told it is there,
    /// in the words of `loaders::no_such_game`.
    #[error("there is no game {game}; check the link or find games in the lobby")]
    Hidden {
        /// The game.
        game: GameId,
    },
    /// A decline with no invitation of the player waiting.
    #[error(
        "you have no invitation waiting in game {game} (only an open game's invitation that you have not answered can be declined)"
    )]
    NoInvitation {
        /// The game.
        game: GameId,
    },
    /// A withdrawal by someone who did not create the game.
    #[error("only the player who created game {game} may withdraw its invitations")]
    NotTheCreator {
        /// The game.
        game: GameId,
    },
    /// A withdrawal once the game is no longer open.
    #[error("game {game} is {status}; invitations can be withdrawn only while it is open")]
    NoLongerOpen {
        /// The game.
        game: GameId,
        /// What it is.
        status: GameStatus,
    },
    /// A withdrawal of a seat with no invitation waiting.
    #[error(
        "the {seat} seat of game {game} has no invitation waiting; there is nothing to withdraw"
    )]
    NothingToWithdraw {
        /// The game.
        game: GameId,
        /// The seat's name.
        seat: String,
    },
    /// A withdrawal of an invitation that changed since the page was read.
    #[error("the invitation of the {seat} seat of game {game} changed meanwhile; reload the game")]
    InvitationChanged {
        /// The game.
        game: GameId,
        /// The seat's name.
        seat: String,
    },
}
