//! Why a proposal, its answer, a pause's end or a nudge is refused ([`AgreementRefused`]),
//! in the game's words. Nothing was changed.

use crate::domain::{GameId, Proposal};
use crate::i18n::Msg;
use crate::msg;

/// Why a proposal, its answer, a pause's end or a nudge is refused, in the game's words.
/// Nothing was changed.
#[derive(Debug)]
pub enum AgreementRefused {
    /// The player has no seat at the game.
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
    /// Not a proposal Herald knows.
    Unknown {
        /// What was proposed.
        what: String,
    },
    /// The game's rules always name a winner.
    NoDraw {
        /// The game's kind (its title is the message `<kind>-title`).
        kind: &'static str,
    },
    /// Seat `by` proposed `what`, not answered yet.
    AlreadyProposed {
        /// The seat that proposed it.
        by: String,
        /// What it proposed.
        what: Proposal,
    },
    /// The game is paused already.
    AlreadyPaused {
        /// The game.
        game: GameId,
    },
    /// No proposal stands.
    NothingProposed {
        /// The game.
        game: GameId,
    },
    /// The player would accept their own proposal.
    OwnProposal,
    /// The proposal standing is not the one the player read.
    Changed {
        /// The game.
        game: GameId,
    },
    /// The game is not paused.
    NotPaused {
        /// The game.
        game: GameId,
    },
    /// No other player is to act.
    NobodyToNudge {
        /// The game.
        game: GameId,
    },
    /// The player nudged within the last day.
    NudgedToday,
}

impl AgreementRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            AgreementRefused::NotAPlayer { game } => {
                msg!("agreement-refused-not-a-player", game = game.get())
            }
            AgreementRefused::NotStarted { game } => {
                msg!("agreement-refused-not-started", game = game.get())
            }
            AgreementRefused::Over { game } => msg!("agreement-refused-over", game = game.get()),
            AgreementRefused::Unknown { what } => {
                msg!("agreement-refused-unknown", what = what.as_str())
            }
            AgreementRefused::NoDraw { kind } => {
                msg!(
                    "agreement-refused-no-draw",
                    title = Msg::keyed(kind, "title")
                )
            }
            AgreementRefused::AlreadyProposed { by, what } => msg!(
                "agreement-refused-already-proposed",
                by = by.as_str(),
                what = what.as_str()
            ),
            AgreementRefused::AlreadyPaused { game } => {
                msg!("agreement-refused-already-paused", game = game.get())
            }
            AgreementRefused::NothingProposed { game } => {
                msg!("agreement-refused-nothing-proposed", game = game.get())
            }
            AgreementRefused::OwnProposal => msg!("agreement-refused-own-proposal"),
            AgreementRefused::Changed { game } => {
                msg!("agreement-refused-changed", game = game.get())
            }
            AgreementRefused::NotPaused { game } => {
                msg!("agreement-refused-not-paused", game = game.get())
            }
            AgreementRefused::NobodyToNudge { game } => {
                msg!("agreement-refused-nobody-to-nudge", game = game.get())
            }
            AgreementRefused::NudgedToday => msg!("agreement-refused-nudged-today"),
        }
    }
}

crate::worded_error!(AgreementRefused);
