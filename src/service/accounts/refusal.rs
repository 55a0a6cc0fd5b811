//! Why an account's step is refused, in the account's words: a name, address or password
//! that will not do at sign-up; a sign-in, token or password that does not match; a
//! mailed link that no longer works; a setting that cannot be set. Nothing was changed.
//! Each message says what the player can do; `web/error/status.rs` alone gives each its status.

use serde_json::Value;

use super::links::LINKS_PER_HOUR;
use super::{MAX_PASSWORD, MIN_PASSWORD};
use crate::domain::{Email, GameId, ParseEmailError};
use crate::i18n::Msg;
use crate::msg;

/// Why a step of an account is refused. Nothing was changed.
#[derive(Debug)]
pub enum AccountRefused {
    /// The name is not 3 to 32 letters, digits, `_` or `-`.
    BadName,
    /// The text is not a mail address Herald can write to.
    BadAddress {
        /// What is wrong with it.
        why: ParseEmailError,
    },
    /// The new password is shorter than [`MIN_PASSWORD`] characters.
    PasswordTooShort,
    /// The new password is longer than [`MAX_PASSWORD`] characters.
    PasswordTooLong,
    /// The new password has a control character in it (a tab, a line break…).
    PasswordControlCharacter,
    /// The new password is the player's name.
    PasswordIsName,
    /// The new password is the player's mail address, or the part before its `@`.
    PasswordIsAddress,
    /// The new password would be guessed too soon (zxcvbn's score is below
    /// [`MIN_PASSWORD_SCORE`](super::MIN_PASSWORD_SCORE)).
    PasswordEasyToGuess {
        /// zxcvbn's warning, starting in lower case and with no full stop, if it gave one.
        warning: Option<String>,
    },
    /// The new password and its repetition differ (a form that asks for it twice).
    PasswordsDiffer,
    /// At sign-up: the address is another account's already.
    AddressTaken {
        /// The address.
        email: Email,
    },
    /// At sign-up: the name is another account's already.
    NameTaken {
        /// The name.
        name: String,
    },
    /// At sign-in: no account has this name and password (not saying which is wrong).
    WrongNameOrPassword,
    /// Too many failed sign-ins (or checks of a password) from the client's address; it
    /// must wait before the password is checked again.
    TooManyFailedSignIns,
    /// The bearer token is none that was issued, or it was revoked.
    UnknownToken,
    /// The player has no token of that number to revoke.
    NoSuchToken,
    /// The password given as the player's current one is not.
    WrongPassword,
    /// The signed-in player's account is no longer there.
    AccountGone,
    /// The password reset link has expired, was used or made void, or never was.
    ResetLinkExpired,
    /// The address confirmation link has expired, was used or made void, or never was.
    AddressLinkExpired,
    /// The address asked for is the player's own already.
    AlreadyYourAddress {
        /// The address.
        email: Email,
    },
    /// The address asked for (or confirmed) is another account's.
    NewAddressTaken {
        /// The address.
        email: Email,
    },
    /// The player asked for [`LINKS_PER_HOUR`] address changes in the last hour already.
    TooManyAddressChanges,
    /// The change of settings is not a JSON object.
    SettingsNotAnObject,
    /// The change names something that is not a setting.
    NoSuchSetting {
        /// What it names.
        name: String,
    },
    /// The change sets the vacation days left, which Herald counts.
    VacationDaysCounted,
    /// `mail` is none of `turn`, `digest` and `off`.
    BadMailChoice {
        /// The value given.
        value: Value,
    },
    /// `digest_hour` is not a whole hour from 0 to 23.
    BadDigestHour {
        /// The value given.
        value: Value,
    },
    /// The digest hour typed in the settings form is not a number.
    DigestHourNotANumber,
    /// `timezone` is not text.
    TimezoneNotAName,
    /// The digest's hour and time zone give no next digest (a zone jiff does not know).
    NoDigestTime {
        /// The zone asked for.
        timezone: String,
    },
    /// `confirm_mailed_moves` is not true or false.
    BadConfirmChoice {
        /// The value given.
        value: Value,
    },
    /// `language` is not one Herald speaks.
    BadLanguage {
        /// The value given.
        value: Value,
    },
    /// The absence asked for cannot be read or placed, or breaks a rule of absences.
    BadAbsence {
        /// The value given.
        value: Value,
        /// What is wrong with it, read after the value: the key of its words
        /// (`absence-why-<key>`).
        why: &'static str,
    },
    /// The player's absence has begun; it can be neither changed nor cancelled.
    AbsenceBegun,
    /// The absence asked for is longer than the vacation days the player has left.
    TooFewVacationDays {
        /// The days of the absence.
        days: i64,
        /// The vacation days left in its year.
        left: i64,
    },
    /// The player does not play the game whose mail they would mute.
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// The unsubscribe link's key is no player's.
    UnknownUnsubscribe,
}

impl AccountRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    #[allow(clippy::too_many_lines)] // a table: one message a refusal
    pub fn msg(&self) -> Msg {
        match self {
            AccountRefused::BadName => msg!("account-refused-bad-name"),
            AccountRefused::BadAddress { why } => {
                msg!("account-refused-bad-address", why = why.msg())
            }
            AccountRefused::PasswordTooShort => msg!(
                "account-refused-password-too-short",
                min_password = MIN_PASSWORD
            ),
            AccountRefused::PasswordTooLong => msg!(
                "account-refused-password-too-long",
                max_password = MAX_PASSWORD
            ),
            AccountRefused::PasswordControlCharacter => {
                msg!("account-refused-password-control-character")
            }
            AccountRefused::PasswordIsName => msg!("account-refused-password-is-name"),
            AccountRefused::PasswordIsAddress => msg!("account-refused-password-is-address"),
            AccountRefused::PasswordEasyToGuess { warning: None } => {
                msg!("account-refused-password-easy-to-guess")
            }
            AccountRefused::PasswordEasyToGuess {
                warning: Some(warning),
            } => {
                msg!(
                    "account-refused-password-easy-to-guess-because",
                    warning = warning.as_str()
                )
            }
            AccountRefused::PasswordsDiffer => msg!("account-refused-passwords-differ"),
            AccountRefused::AddressTaken { email } => {
                msg!("account-refused-address-taken", email = email.to_string())
            }
            AccountRefused::NameTaken { name } => {
                msg!("account-refused-name-taken", name = name.as_str())
            }
            AccountRefused::WrongNameOrPassword => msg!("account-refused-wrong-name-or-password"),
            AccountRefused::TooManyFailedSignIns => {
                msg!("account-refused-too-many-failed-sign-ins")
            }
            AccountRefused::UnknownToken => msg!("account-refused-unknown-token"),
            AccountRefused::NoSuchToken => msg!("account-refused-no-such-token"),
            AccountRefused::WrongPassword => msg!("account-refused-wrong-password"),
            AccountRefused::AccountGone => msg!("account-refused-account-gone"),
            AccountRefused::ResetLinkExpired => msg!("account-refused-reset-link-expired"),
            AccountRefused::AddressLinkExpired => msg!("account-refused-address-link-expired"),
            AccountRefused::AlreadyYourAddress { email } => msg!(
                "account-refused-already-your-address",
                email = email.to_string()
            ),
            AccountRefused::NewAddressTaken { email } => msg!(
                "account-refused-new-address-taken",
                email = email.to_string()
            ),
            AccountRefused::TooManyAddressChanges => msg!(
                "account-refused-too-many-address-changes",
                links_per_hour = LINKS_PER_HOUR
            ),
            AccountRefused::SettingsNotAnObject => msg!("account-refused-settings-not-an-object"),
            AccountRefused::NoSuchSetting { name } => {
                msg!("account-refused-no-such-setting", name = name.as_str())
            }
            AccountRefused::VacationDaysCounted => msg!("account-refused-vacation-days-counted"),
            AccountRefused::BadMailChoice { value } => {
                msg!("account-refused-bad-mail-choice", value = value.to_string())
            }
            AccountRefused::BadDigestHour { value } => {
                msg!("account-refused-bad-digest-hour", value = value.to_string())
            }
            AccountRefused::DigestHourNotANumber => {
                msg!("account-refused-digest-hour-not-a-number")
            }
            AccountRefused::TimezoneNotAName => msg!("account-refused-timezone-not-a-name"),
            AccountRefused::NoDigestTime { timezone } => {
                msg!(
                    "account-refused-no-digest-time",
                    timezone = timezone.as_str()
                )
            }
            AccountRefused::BadConfirmChoice { value } => msg!(
                "account-refused-bad-confirm-choice",
                value = value.to_string()
            ),
            AccountRefused::BadLanguage { value } => {
                msg!("account-refused-bad-language", value = value.to_string())
            }
            AccountRefused::BadAbsence { value, why } => msg!(
                "account-refused-bad-absence",
                value = value.to_string(),
                why = Msg::keyed("absence-why", why)
            ),
            AccountRefused::AbsenceBegun => msg!("account-refused-absence-begun"),
            AccountRefused::TooFewVacationDays { days, left } => msg!(
                "account-refused-too-few-vacation-days",
                days = *days,
                left = *left
            ),
            AccountRefused::NotAPlayer { game } => {
                msg!("account-refused-not-a-player", game = game.get())
            }
            AccountRefused::UnknownUnsubscribe => msg!("account-refused-unknown-unsubscribe"),
        }
    }
}

crate::worded_error!(AccountRefused);

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
                    why: "no-dates",
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
