//! Why a move is refused, in the game's words ([`MoveRefused`]): the game not in play, a
//! player who is not at the table, a game that moved on since the player saw it, or the
//! rules (the engine's [`MoveError`], which names the rule) and the lines of a reply. The
//! service decides; the web layer alone turns each into an HTTP status
//! (`web/error/status.rs`), and the mail layer into an answer mail (`service/mail_in.rs`).

use super::lines::LineRefused;
use crate::domain::{GameId, Seq};
use crate::engine::game::MoveError;

/// Why a move is refused. Nothing of it was played.
#[derive(Debug, thiserror::Error)]
pub enum MoveRefused {
    /// The mover has no seat at the game.
    #[error(
        "you do not play game {game}; only its players may move (join an open game from the lobby)"
    )]
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// The game waits for its seats to be taken.
    #[error("game {game} has not started: it starts when every seat is taken")]
    NotStarted {
        /// The game.
        game: GameId,
    },
    /// The game is over.
    #[error("game {game} is over; no more moves can be made")]
    Over {
        /// The game.
        game: GameId,
    },
    /// The players agreed to pause the game.
    #[error("game {game} is paused by agreement; resume it on the game page first")]
    Paused {
        /// The game.
        game: GameId,
    },
    /// The move was chosen at move `sent`, and the game is at move `now`, where the mover
    /// sees something new (issue 27 §2: else it plays as if sent now).
    #[error(
        "the game has moved on: it is at move {now} and you sent seq {sent}; reload the game and choose again"
    )]
    MovedOn {
        /// The move the mover saw.
        sent: Seq,
        /// The game's last move.
        now: Seq,
    },
    /// Other changes were written each time the move was checked against the game.
    #[error(
        "the game has moved on: other moves or changes (a pause, a time-out, a seat change) were stored after move {sent} while yours was checked; reload the game and choose again"
    )]
    KeptChanging {
        /// The move the mover saw.
        sent: Seq,
    },
    /// The rules refuse the action: not the seat's turn, the game over by its rules,
    /// notation the game cannot read, or an action a rule forbids (the engine's reason
    /// names the rule).
    #[error("{0}")]
    Rules(MoveError),
    /// A line of a reply of several lines (boxed: it carries the legal actions).
    #[error("line {} (\"{}\"): {}", .0.line, .0.written, .0.error)]
    Line(Box<LineRefused>),
    /// A reply with no action in it.
    #[error("nothing to play: write one action a line")]
    NothingToPlay,
}
