//! Why a move is refused, in the game's words ([`MoveRefused`]): the game not in play, a
//! player who is not at the table, a game that moved on since the player saw it, or the
//! rules (the engine's [`MoveError`], which names the rule); and why a submission was not
//! played ([`Refused`]): the table's reason, or the first line of a reply the rules
//! refused ([`LineRefused`], [`LineError`]). The service decides; the web layer alone
//! turns each into an HTTP status (`web/error/status.rs`), and the mail layer into an
//! answer mail (`service/mail_in.rs`).

use crate::domain::{GameId, Seq};
use crate::engine::game::{Barrier, MoveError};
use crate::i18n::Msg;
use crate::inbound::reply::MOST_LISTED;
use crate::msg;
use crate::service::ServiceError;

/// Why a move is refused. Nothing of it was played.
#[derive(Debug)]
pub enum MoveRefused {
    /// The mover has no seat at the game.
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// The game waits for its seats to be taken.
    NotStarted {
        /// The game.
        game: GameId,
    },
    /// The game is over.
    Over {
        /// The game.
        game: GameId,
    },
    /// The players agreed to pause the game.
    Paused {
        /// The game.
        game: GameId,
    },
    /// The move was chosen at move `sent`, and the game is at move `now`, where the mover
    /// sees something new (issue 27 §2: else it plays as if sent now).
    MovedOn {
        /// The move the mover saw.
        sent: Seq,
        /// The game's last move.
        now: Seq,
    },
    /// Other changes were written each time the move was checked against the game.
    KeptChanging {
        /// The move the mover saw.
        sent: Seq,
    },
    /// The rules refuse the action: not the seat's turn, the game over by its rules,
    /// notation the game cannot read, or an action a rule forbids (the engine's reason
    /// names the rule).
    Rules(MoveError),
    /// A line of a reply of several lines (boxed: it carries the legal actions).
    Line(Box<LineRefused>),
    /// A reply with no action in it.
    NothingToPlay,
}

/// Why a submission was not played.
#[derive(Debug)]
pub enum Refused {
    /// Not a line's fault: the game is not in play, not at the move seen, not the
    /// sender's, or the server failed.
    Table(ServiceError),
    /// One line could not be played where it stood (boxed: it carries the legal actions).
    Line(Box<LineRefused>),
}

/// A line of a submission the rules refused; nothing of the submission was played.
#[derive(Debug)]
pub struct LineRefused {
    /// Its number among the lines, from 1.
    pub line: usize,
    /// What it said.
    pub written: String,
    /// Why it was refused.
    pub error: LineError,
    /// The legal actions of the seat where the line stood (after the lines before it),
    /// in the engine's order; none once it is not the seat's turn.
    pub legal: Vec<String>,
    /// The same actions in the game's words, where it has them (as the mail lists them).
    pub in_words: Vec<Option<Msg>>,
}

/// What was wrong with a line.
#[derive(Debug)]
pub enum LineError {
    /// The engine refused it (its reason names the rule).
    Move(MoveError),
    /// A number that names no action of the mail's list.
    NoSuchNumber {
        /// The number.
        number: usize,
        /// How many actions the mail listed (none when there were too many to list).
        listed: usize,
    },
    /// A number on a line after the first: the mail's list is of the first line's position.
    NumberAfterFirstLine,
    /// A line that is none of the seat's legal actions, in words or in notation, and not
    /// notation at all (the engine's example would be notation; the mail speaks words).
    NotAnAction,
    /// Words that name more than one legal action.
    Ambiguous {
        /// How many actions they name.
        actions: usize,
    },
    /// A line after the seat's turn ended (or the game did) with the lines before it.
    TurnOver,
    /// A line after a move that drew dice or showed something hidden (line `after`, or a
    /// step the server played after it): its chance must be seen before anyone goes on.
    AfterChance {
        /// The line whose move, or the server's steps after it, saw chance.
        after: usize,
        /// Dice, or something hidden shown.
        barrier: Barrier,
    },
}

impl LineError {
    /// What was wrong, as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            LineError::Move(err) => err.msg(),
            LineError::NoSuchNumber { number, listed: 0 } => {
                msg!("line-error-no-list", most = MOST_LISTED, number = *number)
            }
            LineError::NoSuchNumber { number, listed } => msg!(
                "line-error-no-such-number",
                listed = *listed,
                number = *number
            ),
            LineError::AfterChance { after, barrier } => msg!(
                "line-error-after-chance",
                after = *after,
                barrier = match barrier {
                    Barrier::Dice => "dice",
                    Barrier::Reveal => "reveal",
                }
            ),
            LineError::TurnOver => msg!("line-error-turn-over"),
            LineError::NumberAfterFirstLine => msg!("line-error-number-after-first-line"),
            LineError::NotAnAction => msg!("line-error-not-an-action"),
            LineError::Ambiguous { actions } => msg!("line-error-ambiguous", actions = *actions),
        }
    }
}

/// In English, for logs: a reader gets [`LineError::msg`] in their own language.
impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::words::say(crate::i18n::Lang::En, &self.msg()))
    }
}

impl From<ServiceError> for Refused {
    fn from(err: ServiceError) -> Refused {
        Refused::Table(err)
    }
}

impl From<anyhow::Error> for Refused {
    fn from(err: anyhow::Error) -> Refused {
        Refused::Table(err.into())
    }
}

impl From<MoveRefused> for Refused {
    fn from(refused: MoveRefused) -> Refused {
        Refused::Table(refused.into())
    }
}

impl From<Refused> for ServiceError {
    fn from(refused: Refused) -> ServiceError {
        match refused {
            Refused::Table(err) => err,
            Refused::Line(line) => match *line {
                // One action alone: the engine's own refusal.
                LineRefused {
                    error: LineError::Move(err),
                    ..
                } => MoveRefused::Rules(err).into(),
                line => MoveRefused::Line(Box::new(line)).into(),
            },
        }
    }
}

impl MoveRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            MoveRefused::NotAPlayer { game } => {
                msg!("move-refused-not-a-player", game = game.get())
            }
            MoveRefused::NotStarted { game } => msg!("move-refused-not-started", game = game.get()),
            MoveRefused::Over { game } => msg!("move-refused-over", game = game.get()),
            MoveRefused::Paused { game } => msg!("move-refused-paused", game = game.get()),
            MoveRefused::MovedOn { sent, now } => {
                msg!("move-refused-moved-on", now = now.0, sent = sent.0)
            }
            MoveRefused::KeptChanging { sent } => msg!("move-refused-kept-changing", sent = sent.0),
            MoveRefused::Rules(inner) => msg!("move-refused-rules", reason = inner.msg()),
            MoveRefused::Line(inner) => msg!(
                "move-refused-line",
                line = inner.line,
                written = inner.written.as_str(),
                error = inner.error.msg()
            ),
            MoveRefused::NothingToPlay => msg!("move-refused-nothing-to-play"),
        }
    }
}

crate::worded_error!(MoveRefused, crate::words::catalog());
