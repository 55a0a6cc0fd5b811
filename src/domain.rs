//! The service's own words, as types: what a game's status, a proposal or a mail setting
//! can be. (Ids, move numbers and times are still plain `i64` Unix milliseconds; typing
//! them is the next step.) Each is parsed once where it enters (a request, a stored row) and passed
//! around as itself; its stored and served spelling is its `as_str`.

use std::fmt;
use std::str::FromStr;

/// Declares a closed set of words stored as TEXT and served as JSON strings.
macro_rules! words {
    (
        $(#[$doc:meta])* $name:ident, $what:literal {
            $( $(#[$vdoc:meta])* $variant:ident = $word:literal ),+ $(,)?
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, sqlx::Type, serde::Serialize, serde::Deserialize)]
        #[sqlx(type_name = "TEXT", rename_all = "lowercase")]
        #[serde(rename_all = "lowercase")]
        pub enum $name {
            $( $(#[$vdoc])* $variant ),+
        }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word as stored and served.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = String;

            /// Parses the word; the error lists the words there are.
            fn from_str(word: &str) -> Result<Self, String> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.as_str() == word)
                    .ok_or_else(|| {
                        let all: Vec<String> =
                            $name::ALL.iter().map(|v| format!("\"{v}\"")).collect();
                        format!("\"{word}\" is not {}; use {}", $what, all.join(", "))
                    })
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, word: &&str) -> bool {
                self.as_str() == *word
            }
        }
    };
}

words! {
    /// Where a game stands.
    GameStatus, "a game status" {
        /// Waiting for players to take its seats.
        Open = "open",
        /// Under way.
        Active = "active",
        /// Over, with a result.
        Finished = "finished",
        /// Under way, but nobody has moved for 30 days; a move revives it.
        Abandoned = "abandoned",
    }
}

impl GameStatus {
    /// Whether moves and agreements can still be made: active or abandoned.
    pub fn in_play(self) -> bool {
        matches!(self, GameStatus::Active | GameStatus::Abandoned)
    }
}

words! {
    /// What one player may propose to the others.
    Proposal, "something to propose" {
        /// A draw, where the game has draws.
        Draw = "draw",
        /// Abandoning the game: it ends without a winner.
        Abandon = "abandon",
        /// A pause of every clock, until a player resumes.
        Pause = "pause",
    }
}

words! {
    /// How a player wants their mail.
    MailPref, "a mail setting" {
        /// A mail at every turn.
        Turn = "turn",
        /// One daily digest of the games waiting on them.
        Digest = "digest",
        /// No mail.
        Off = "off",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back_as_written_and_unknown_words_say_what_there_is() {
        for status in GameStatus::ALL {
            assert_eq!(status.as_str().parse::<GameStatus>(), Ok(*status));
        }
        for proposal in Proposal::ALL {
            assert_eq!(proposal.to_string().parse::<Proposal>(), Ok(*proposal));
        }
        let err = "later".parse::<MailPref>().unwrap_err();
        assert_eq!(
            err,
            "\"later\" is not a mail setting; use \"turn\", \"digest\", \"off\""
        );
        assert_eq!(
            serde_json::to_string(&GameStatus::Abandoned).unwrap(),
            "\"abandoned\""
        );
        assert!(GameStatus::Abandoned.in_play() && !GameStatus::Open.in_play());
    }
}
