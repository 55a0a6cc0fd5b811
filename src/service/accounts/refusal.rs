//! Why an account's step is refused, in the account's words: a name, address or password
//! that will not do at sign-up; a sign-in, token or password that does not match; a
//! mailed link that no longer works; a setting that cannot be set. Nothing was changed.
//! Each message says what the player can do; `web/error/status.rs` alone gives each its status.

use serde_json::Value;

use super::links::LINKS_PER_HOUR;
use super::{MAX_PASSWORD, MIN_PASSWORD};
use crate::domain::{Email, GameId, ParseEmailError};

/// Why a step of an account is refused. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum AccountRefused {
    /// The name is not 3 to 32 letters, digits, `_` or `-`.
    #[error("a name is 3 to 32 letters, digits, '_' or '-' (no spaces); choose another")]
    BadName,
    /// The text is not a mail address Herald can write to.
    #[error("that mail address {why}; give a plain one like name@example.org")]
    BadAddress {
        /// What is wrong with it.
        why: ParseEmailError,
    },
    /// The new password is shorter than [`MIN_PASSWORD`] characters.
    #[error(
        "the password is too short: use at least {} characters (a few unrelated words make a strong one)",
        MIN_PASSWORD
    )]
    PasswordTooShort,
    /// The new password is longer than [`MAX_PASSWORD`] characters.
    #[error("the password is too long: use at most {} characters", MAX_PASSWORD)]
    PasswordTooLong,
    /// The new password has a control character in it (a tab, a line break…).
    #[error(
        "the password has a control character in it (a tab, line break or other invisible code); use only characters you can type and see"
    )]
    PasswordControlCharacter,
    /// The new password is the player's name.
    #[error("the password must not be your name; choose another")]
    PasswordIsName,
    /// The new password is the player's mail address, or the part before its `@`.
    #[error("the password must not be your mail address; choose another")]
    PasswordIsAddress,
    /// The new password would be guessed too soon (zxcvbn's score is below
    /// [`MIN_PASSWORD_SCORE`](super::MIN_PASSWORD_SCORE)).
    #[error(
        "the password is too easy to guess{}; choose a longer one, e.g. three or four unrelated words",
        in_brackets(.warning)
    )]
    PasswordEasyToGuess {
        /// zxcvbn's warning, starting in lower case and with no full stop, if it gave one.
        warning: Option<String>,
    },
    /// The new password and its repetition differ (a form that asks for it twice).
    #[error("the two new passwords differ; type the same one twice")]
    PasswordsDiffer,
    /// At sign-up: the address is another account's already.
    #[error(
        "the mail address {email} already belongs to an account; sign in to it, or use another address"
    )]
    AddressTaken {
        /// The address.
        email: Email,
    },
    /// At sign-up: the name is another account's already.
    #[error("the name \"{name}\" is taken; choose another")]
    NameTaken {
        /// The name.
        name: String,
    },
    /// At sign-in: no account has this name and password (not saying which is wrong).
    #[error("wrong name or password; check both and try again")]
    WrongNameOrPassword,
    /// Too many failed sign-ins (or checks of a password) from the client's address; it
    /// must wait before the password is checked again.
    #[error("too many failed sign-in attempts from your address; wait a minute, then try again")]
    TooManyFailedSignIns,
    /// The bearer token is none that was issued, or it was revoked.
    #[error("the token is unknown or revoked; get a new one with POST /api/tokens")]
    UnknownToken,
    /// The player has no token of that number to revoke.
    #[error("you have no such token; the settings page lists the tokens you can revoke")]
    NoSuchToken,
    /// The password given as the player's current one is not.
    #[error("the password you gave is not your current one; try again")]
    WrongPassword,
    /// The signed-in player's account is no longer there.
    #[error("your account is gone")]
    AccountGone,
    /// The password reset link has expired, was used or made void, or never was.
    #[error("This reset link has expired or was already used; ask for a new one at /reset")]
    ResetLinkExpired,
    /// The address confirmation link has expired, was used or made void, or never was.
    #[error(
        "This confirmation link has expired or was already used; ask for a new one on the settings page"
    )]
    AddressLinkExpired,
    /// The address asked for is the player's own already.
    #[error("{email} is already your address; nothing to change")]
    AlreadyYourAddress {
        /// The address.
        email: Email,
    },
    /// The address asked for (or confirmed) is another account's.
    #[error("the mail address {email} already belongs to an account; use another address")]
    NewAddressTaken {
        /// The address.
        email: Email,
    },
    /// The player asked for [`LINKS_PER_HOUR`] address changes in the last hour already.
    #[error(
        "you asked for {} address changes in the last hour; wait an hour, then try again",
        LINKS_PER_HOUR
    )]
    TooManyAddressChanges,
    /// The change of settings is not a JSON object.
    #[error("send a JSON object such as {{\"mail\": \"off\"}}")]
    SettingsNotAnObject,
    /// The change names something that is not a setting.
    #[error(
        "\"{name}\" is not a setting you can change; the settings are: mail, digest_hour, timezone, confirm_mailed_moves, away"
    )]
    NoSuchSetting {
        /// What it names.
        name: String,
    },
    /// The change sets the vacation days left, which Herald counts.
    #[error("vacation_days_left is counted by Herald (20 a year) and cannot be set")]
    VacationDaysCounted,
    /// `mail` is none of `turn`, `digest` and `off`.
    #[error(
        "mail {value} is not allowed; choose \"turn\" (a mail whenever it is your turn), \"digest\" (one mail a day) or \"off\""
    )]
    BadMailChoice {
        /// The value given.
        value: Value,
    },
    /// `digest_hour` is not a whole hour from 0 to 23.
    #[error("digest_hour {value} is not an hour; choose 0 to 23")]
    BadDigestHour {
        /// The value given.
        value: Value,
    },
    /// The digest hour typed in the settings form is not a number.
    #[error("the digest hour is a number from 0 to 23")]
    DigestHourNotANumber,
    /// `timezone` is not text.
    #[error("timezone must be a name such as \"Europe/Berlin\"")]
    TimezoneNotAName,
    /// The digest's hour and time zone give no next digest (a zone jiff does not know).
    #[error("{why}")]
    NoDigestTime {
        /// Why, as the digest's clock says it.
        why: String,
    },
    /// `confirm_mailed_moves` is not true or false.
    #[error("confirm_mailed_moves {value} is not true or false")]
    BadConfirmChoice {
        /// The value given.
        value: Value,
    },
    /// `language` is not one Herald speaks.
    #[error("language {value} is not one Herald speaks; send \"en\", \"ru\" or \"ja\"")]
    BadLanguage {
        /// The value given.
        value: Value,
    },
    /// The absence asked for cannot be read or placed, or breaks a rule of absences.
    #[error(
        "away {value} {why}; send {{\"from\": \"YYYY-MM-DD\", \"to\": \"YYYY-MM-DD\"}} (or null to cancel)"
    )]
    BadAbsence {
        /// The value given.
        value: Value,
        /// What is wrong with it, read after the value.
        why: &'static str,
    },
    /// The player's absence has begun; it can be neither changed nor cancelled.
    #[error("your absence has begun; it ends on its own at the date you gave")]
    AbsenceBegun,
    /// The absence asked for is longer than the vacation days the player has left.
    #[error(
        "that absence is {days} days and you have {left} vacation days left; choose a shorter one"
    )]
    TooFewVacationDays {
        /// The days of the absence.
        days: i64,
        /// The vacation days left in its year.
        left: i64,
    },
    /// The player does not play the game whose mail they would mute.
    #[error("you do not play game {game}; only its players can mute its mail")]
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// The unsubscribe link's key is no player's.
    #[error("this unsubscribe link is not known; sign in and turn mail off in Settings")]
    UnknownUnsubscribe,
}

/// ` (warning)` after "too easy to guess", or nothing.
fn in_brackets(warning: &Option<String>) -> String {
    warning
        .as_deref()
        .map(|w| format!(" ({w})"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_messages_that_are_put_together_read_as_sentences() {
        let cases = [
            (
                AccountRefused::PasswordTooShort,
                "the password is too short: use at least 8 characters (a few unrelated words make a strong one)",
            ),
            (
                AccountRefused::PasswordTooLong,
                "the password is too long: use at most 256 characters",
            ),
            (
                AccountRefused::PasswordEasyToGuess {
                    warning: Some("this is a top-10 common password".into()),
                },
                "the password is too easy to guess (this is a top-10 common password); choose a longer one, e.g. three or four unrelated words",
            ),
            (
                AccountRefused::PasswordEasyToGuess { warning: None },
                "the password is too easy to guess; choose a longer one, e.g. three or four unrelated words",
            ),
            (
                AccountRefused::BadAddress {
                    why: ParseEmailError::Spaces,
                },
                "that mail address has spaces or control characters in it; give a plain one like name@example.org",
            ),
            (
                AccountRefused::TooManyAddressChanges,
                "you asked for 3 address changes in the last hour; wait an hour, then try again",
            ),
            (
                AccountRefused::SettingsNotAnObject,
                "send a JSON object such as {\"mail\": \"off\"}",
            ),
            (
                AccountRefused::BadMailChoice {
                    value: json!("often"),
                },
                "mail \"often\" is not allowed; choose \"turn\" (a mail whenever it is your turn), \"digest\" (one mail a day) or \"off\"",
            ),
            (
                AccountRefused::BadAbsence {
                    value: json!({"from": "2030-01-02"}),
                    why: "has no valid dates",
                },
                "away {\"from\":\"2030-01-02\"} has no valid dates; send {\"from\": \"YYYY-MM-DD\", \"to\": \"YYYY-MM-DD\"} (or null to cancel)",
            ),
            (
                AccountRefused::TooFewVacationDays { days: 12, left: 5 },
                "that absence is 12 days and you have 5 vacation days left; choose a shorter one",
            ),
        ];
        for (refused, sentence) in cases {
            assert_eq!(refused.to_string(), sentence);
        }
    }
}
