//! The service's own words and numbers, as types: what a game's status, a proposal or a
//! mail setting can be, and which game and which move a number means. Each is parsed once
//! where it enters (a request, a stored row) and passed around as itself; a word's stored
//! and served spelling is its `as_str`, a number's is the number. A moment is a [`Millis`];
//! a duration stays plain milliseconds (`i64`).

use crate::i18n::Msg;
use crate::msg;
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
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
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

        // Stored as its word, through the text type of whichever engine reads it: sqlx's
        // derive would name the column type "TEXT", which PostgreSQL looks up by name.
        impl<DB: sqlx::Database> sqlx::Type<DB> for $name
        where
            str: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $name
        where
            &'q str: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&'q str as sqlx::Encode<'q, DB>>::encode(self.as_str(), buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $name
        where
            &'r str: sqlx::Decode<'r, DB>,
        {
            fn decode(
                value: <DB as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                let word = <&'r str as sqlx::Decode<'r, DB>>::decode(value)?;
                Ok(word.parse::<$name>()?)
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(self.as_str()))
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

/// Declares a number that names something: stored as INTEGER and served as a JSON number,
/// as the bare number would be, but not to be mixed up with other numbers.
macro_rules! number {
    ($(#[$doc:meta])* $name:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash,
            sqlx::Type, serde::Serialize, serde::Deserialize,
        )]
        #[sqlx(transparent)]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = String;

            /// Parses the number; the error says what was expected.
            fn from_str(text: &str) -> Result<Self, String> {
                text.trim()
                    .parse()
                    .map($name)
                    .map_err(|_| format!("\"{text}\" is not {}: give a whole number", $what))
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                self.0.to_sql()
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                i64::column_result(value).map($name)
            }
        }
    };
}

number! {
    /// A moment: Unix milliseconds, UTC. Durations stay plain milliseconds (`i64`).
    Millis, "a time in Unix milliseconds"
}

impl Millis {
    /// The milliseconds from `earlier` to this moment (negative when `earlier` is later).
    pub fn since(self, earlier: Millis) -> i64 {
        self.0.saturating_sub(earlier.0)
    }
}

/// `ms` milliseconds later (saturating: a stored time far in the future stays there).
impl std::ops::Add<i64> for Millis {
    type Output = Millis;
    fn add(self, ms: i64) -> Millis {
        Millis(self.0.saturating_add(ms))
    }
}

/// `ms` milliseconds earlier (saturating).
impl std::ops::Sub<i64> for Millis {
    type Output = Millis;
    fn sub(self, ms: i64) -> Millis {
        Millis(self.0.saturating_sub(ms))
    }
}

/// Why a text is not an id: it names what was expected and gives the text back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not {what}: give a whole number from 1 up, in digits")]
pub struct ParseIdError {
    /// What the text should have been ("a game number").
    pub what: &'static str,
    /// The text as given.
    pub text: String,
}

/// Declares an id: a number from 1 up that names a stored thing, stored as INTEGER and
/// served as a JSON number. Its field is private: an id is made by parsing (text, or a
/// number read by serde: a path, a body) or read back from the database (sqlx,
/// rusqlite). The rules of the text: ASCII digits only (leading zeros allowed; no sign,
/// no spaces, no point), for a value from 1 to `i64::MAX`.
macro_rules! id {
    ($(#[$doc:meta])* $name:ident, $what:literal) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash,
            sqlx::Type, serde::Serialize,
        )]
        #[sqlx(transparent)]
        #[serde(transparent)]
        pub struct $name(i64);

        impl $name {
            /// The number itself (for a reply token, say).
            pub fn get(self) -> i64 {
                self.0
            }

            /// The id after this one, if there is one: an id chosen ahead for a row yet
            /// to be written (see `store::new_game::next_game_id`).
            pub fn next(self) -> Option<Self> {
                self.0.checked_add(1).map($name)
            }

            /// `number` as an id, if it is one (1 and up).
            fn positive(number: i64) -> Option<Self> {
                (number >= 1).then_some($name(number))
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = ParseIdError;

            /// Parses the digits; the error says what was expected.
            fn from_str(text: &str) -> Result<Self, ParseIdError> {
                let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
                digits
                    .then(|| text.parse().ok().and_then($name::positive))
                    .flatten()
                    .ok_or_else(|| ParseIdError {
                        what: $what,
                        text: text.to_string(),
                    })
            }
        }

        /// From a JSON number (1 and up) or from text by [`FromStr`] (a path segment).
        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct Visitor;

                impl serde::de::Visitor<'_> for Visitor {
                    type Value = $name;

                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        write!(f, "{}: a whole number from 1 up", $what)
                    }

                    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<$name, E> {
                        $name::positive(n).ok_or_else(|| {
                            E::invalid_value(serde::de::Unexpected::Signed(n), &self)
                        })
                    }

                    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<$name, E> {
                        i64::try_from(n)
                            .ok()
                            .and_then($name::positive)
                            .ok_or_else(|| {
                                E::invalid_value(serde::de::Unexpected::Unsigned(n), &self)
                            })
                    }

                    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<$name, E> {
                        text.parse().map_err(E::custom)
                    }
                }

                deserializer.deserialize_any(Visitor)
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                self.0.to_sql()
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                i64::column_result(value).map($name)
            }
        }
    };
}

id! {
    /// A game's number: its id in the database, in its address and in its mails.
    GameId, "a game number"
}

impl GameId {
    /// The id of a game row not stored (yet): an import's probe, replayed before it is
    /// saved. It names no game.
    pub(crate) const UNSTORED: GameId = GameId(0);
}

number! {
    /// A move's number in its game's log: 1 for the first move, 0 for the setup before it.
    Seq, "a move number"
}

impl Seq {
    /// The setup, before the first move.
    pub const SETUP: Seq = Seq(0);
    /// Past every move (to describe none of a replay's moves, say).
    pub const NEVER: Seq = Seq(i64::MAX);

    /// The last move of a log of `moves` moves.
    pub fn last_of(moves: usize) -> Seq {
        Seq(moves as i64)
    }

    /// The move after this one.
    pub fn next(self) -> Seq {
        Seq(self.0 + 1)
    }
}

/// `n` moves on.
impl std::ops::Add<i64> for Seq {
    type Output = Seq;
    fn add(self, n: i64) -> Seq {
        Seq(self.0 + n)
    }
}

/// `n` moves back.
impl std::ops::Sub<i64> for Seq {
    type Output = Seq;
    fn sub(self, n: i64) -> Seq {
        Seq(self.0 - n)
    }
}

/// A mail address that passed [`Email::parse`] (or was stored after it): one the mail
/// transport can send to, kept as given less the whitespace around it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, sqlx::Type, serde::Serialize)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct Email(String);

/// Why a text is not a mail address Herald can write to; each reads after "that mail
/// address".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseEmailError {
    /// Longer than [`Email::MAX`].
    TooLong,
    /// Whitespace or a control character inside.
    Spaces,
    /// A quoted local part (`"a b"@example.org`).
    Quoted,
    /// Not an address lettre can send to (a display name, two `@`, none…).
    NotAnAddress,
}

impl Email {
    /// The longest address accepted (RFC 5321's path limit less the angle brackets).
    pub const MAX: usize = 254;

    /// Parses an address: the whitespace around it is dropped; then it must be one
    /// lettre's [`lettre::Address`] (the type the mails are addressed with) takes, with no
    /// quoted local part, no whitespace or control characters, and at most [`Email::MAX`]
    /// characters, so an address no server will take is never stored and never retried.
    ///
    /// # Errors
    /// What is wrong with it.
    pub fn parse(raw: &str) -> Result<Email, ParseEmailError> {
        let email = raw.trim();
        if email.len() > Email::MAX {
            return Err(ParseEmailError::TooLong);
        }
        if email.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(ParseEmailError::Spaces);
        }
        if email.starts_with('"') || email.contains("\"@") {
            return Err(ParseEmailError::Quoted);
        }
        match lettre::Address::from_str(email) {
            Ok(_) => Ok(Email(email.to_string())),
            Err(_) => Err(ParseEmailError::NotAnAddress),
        }
    }

    /// The address as given (less surrounding whitespace).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The address as addresses are compared (an account's `email_key`): lower-cased.
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}

impl rusqlite::ToSql for Email {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

/// As stored: an address is stored only after [`Email::parse`].
impl rusqlite::types::FromSql for Email {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        String::column_result(value).map(Email)
    }
}

impl AsRef<str> for Email {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl ParseEmailError {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            ParseEmailError::TooLong => msg!("parse-email-error-too-long", most = Email::MAX),
            ParseEmailError::Spaces => msg!("parse-email-error-spaces"),
            ParseEmailError::Quoted => msg!("parse-email-error-quoted"),
            ParseEmailError::NotAnAddress => msg!("parse-email-error-not-an-address"),
        }
    }
}

crate::worded_error!(ParseEmailError);

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

    #[test]
    fn numbers_read_and_serve_as_the_bare_number() {
        assert_eq!("12".parse::<GameId>().map(GameId::get), Ok(12));
        assert_eq!(
            "x".parse::<Seq>().unwrap_err(),
            "\"x\" is not a move number: give a whole number"
        );
        assert_eq!(
            serde_json::to_string(&"7".parse::<GameId>().unwrap()).unwrap(),
            "7"
        );
        assert_eq!(serde_json::from_str::<Seq>("3").unwrap().next(), Seq(4));
    }

    #[test]
    fn an_email_is_kept_trimmed_and_compared_lower_cased() {
        let email = Email::parse("  Ann@Example.org \n").expect("an address");
        assert_eq!(
            (email.as_str(), email.key()),
            ("Ann@Example.org", "ann@example.org".into())
        );
        assert_eq!(Email::parse("a b@x.org"), Err(ParseEmailError::Spaces));
        assert_eq!(Email::parse("\"a\"@x.org"), Err(ParseEmailError::Quoted));
        assert_eq!(Email::parse("Ann <a@x.org>"), Err(ParseEmailError::Spaces));
        assert_eq!(
            Email::parse("a@b@x.org"),
            Err(ParseEmailError::NotAnAddress)
        );
    }

    #[test]
    fn an_id_is_digits_for_a_number_from_one_up() {
        for good in ["1", "12", "007", "9223372036854775807"] {
            let id: GameId = good.parse().expect(good);
            assert_eq!(id.get(), good.parse::<i64>().unwrap());
        }
        for bad in [
            "",
            "0",
            "-1",
            "+1",
            " 1",
            "1 ",
            "1.5",
            "abc",
            "9223372036854775808",
        ] {
            let err = bad.parse::<GameId>().unwrap_err();
            assert_eq!(err.text, bad);
        }
        assert_eq!(
            "x".parse::<GameId>().unwrap_err().to_string(),
            "\"x\" is not a game number: give a whole number from 1 up, in digits"
        );
        assert_eq!(serde_json::from_str::<GameId>("7").unwrap().get(), 7);
        assert_eq!(serde_json::from_str::<GameId>("\"7\"").unwrap().get(), 7);
        for bad in ["0", "-3", "1.5", "\"x\"", "null"] {
            assert!(serde_json::from_str::<GameId>(bad).is_err(), "{bad}");
        }
    }
}
