//! Accounts: sign up, sign in, API tokens (here); the mailed links that reset a password
//! or change an address ([`links`]); the bearer tokens recently seen ([`bearers`]); a
//! player's own settings ([`settings`]); why any of these is refused ([`refusal`]).
//! Passwords are kept only as argon2id hashes, computed off the async threads; tokens are
//! kept only as SHA-256 hashes.

pub mod bearers;
pub mod links;
pub mod refusal;
pub mod settings;

use anyhow::Context;
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use sha2::{Digest, Sha256};

use std::sync::Arc;

use tokio::sync::Notify;

use self::bearers::Bearers;
use self::refusal::AccountRefused;
use crate::clock::Clock;
use crate::config::Settings;
use crate::domain::Email;
use crate::i18n::Lang;
use crate::service::{ServiceError, User, random_bytes};
use crate::store::{self, Db};

/// The accounts' handle: what signing up and in, tokens, mailed links and a player's
/// settings need, and nothing of the games.
#[derive(Clone)]
pub struct Accounts {
    db: Db,
    settings: Arc<Settings>,
    clock: Arc<dyn Clock>,
    /// Rung after a commit that queued an account mail.
    mail_bell: Arc<Notify>,
    /// Bearer tokens recently seen, and their users.
    bearers: Arc<Bearers>,
}

impl Accounts {
    /// The accounts on `db`, mailing through the worker `mail_bell` wakes.
    pub fn new(
        db: Db,
        settings: Arc<Settings>,
        clock: Arc<dyn Clock>,
        mail_bell: Arc<Notify>,
    ) -> Self {
        Accounts {
            db,
            settings,
            clock,
            mail_bell,
            bearers: Arc::default(),
        }
    }
}

/// The shortest password accepted.
pub const MIN_PASSWORD: usize = 8;

/// Checks a user name: 3–32 of `A-Z a-z 0-9 _ -`.
///
/// # Errors
/// [`AccountRefused::BadName`], which says what a name may be.
pub fn check_name(name: &str) -> Result<(), AccountRefused> {
    let ok = (3..=32).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if ok {
        Ok(())
    } else {
        Err(AccountRefused::BadName)
    }
}

/// Checks a mail address (the whitespace around it dropped): one the mail transport can
/// send to, and nothing else (see [`Email::parse`]). The [`Email`] it gives back is the
/// one stored and written to.
///
/// # Errors
/// [`AccountRefused::BadAddress`], which says what is wrong with it.
pub fn check_email(email: &str) -> Result<Email, AccountRefused> {
    Email::parse(email).map_err(|why| AccountRefused::BadAddress { why })
}

/// The longest password accepted (NIST SP 800-63B asks for at least 64).
pub const MAX_PASSWORD: usize = 256;

/// The lowest zxcvbn score accepted: 3, "safely unguessable" (about 10^8 guesses or more).
pub const MIN_PASSWORD_SCORE: u8 = 3;

/// Checks a new password (NIST SP 800-63B): 8 to 256 characters, any printable ones
/// including spaces, no control characters, not the user's name or address, and not easy
/// to guess by zxcvbn's estimate with the name and address as context (score 3 or more).
/// Runs before anything is hashed, so a 60,000-character password costs no argon2 run.
///
/// # Errors
/// The rule it breaks, which says what to do: [`AccountRefused::PasswordTooShort`],
/// [`PasswordTooLong`](AccountRefused::PasswordTooLong),
/// [`PasswordControlCharacter`](AccountRefused::PasswordControlCharacter),
/// [`PasswordIsName`](AccountRefused::PasswordIsName),
/// [`PasswordIsAddress`](AccountRefused::PasswordIsAddress) or
/// [`PasswordEasyToGuess`](AccountRefused::PasswordEasyToGuess).
pub fn check_password(password: &str, name: &str, email: &str) -> Result<(), AccountRefused> {
    let length = password.chars().count();
    if length < MIN_PASSWORD {
        return Err(AccountRefused::PasswordTooShort);
    }
    if length > MAX_PASSWORD {
        return Err(AccountRefused::PasswordTooLong);
    }
    if password.chars().any(char::is_control) {
        return Err(AccountRefused::PasswordControlCharacter);
    }
    let lower = password.trim().to_lowercase();
    let local = email.split('@').next().unwrap_or_default().to_lowercase();
    if lower == name.to_lowercase() {
        return Err(AccountRefused::PasswordIsName);
    }
    if lower == email.to_lowercase() || lower == local {
        return Err(AccountRefused::PasswordIsAddress);
    }
    let estimate = zxcvbn::zxcvbn(password, &[name, email, &local]);
    if u8::from(estimate.score()) < MIN_PASSWORD_SCORE {
        let warning = estimate.feedback().and_then(|f| f.warning()).and_then(|w| {
            let w = w.to_string();
            let w = w.trim_end_matches('.');
            let mut chars = w.chars();
            chars
                .next()
                .map(|first| format!("{}{}", first.to_lowercase(), chars.as_str()))
        });
        return Err(AccountRefused::PasswordEasyToGuess { warning });
    }
    Ok(())
}

/// A rate limit on sign-in attempts, as the web layer keeps it (per client address).
/// [`Herald::sign_in`] asks it while it holds one of the few hashing slots, so attempts
/// that arrive at once cannot all slip past the limit.
pub trait SignInGate: Send + Sync {
    /// Whether this attempt may be checked now.
    ///
    /// # Errors
    /// [`AccountRefused::TooManyFailedSignIns`] when the client must wait.
    fn may_try(&self) -> Result<(), ServiceError>;

    /// Counts a failed attempt.
    ///
    /// # Errors
    /// [`AccountRefused::TooManyFailedSignIns`] when this attempt was already over the
    /// limit.
    fn failed(&self) -> Result<(), ServiceError>;
}

/// Hashes at a time. Each argon2id hash takes 19 MiB and a core for a moment; more at once
/// would only queue on the two cores and swell memory, so a burst of sign-ins waits here.
const CONCURRENT_HASHES: usize = 2;

fn hashing_slots() -> &'static tokio::sync::Semaphore {
    static SLOTS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(CONCURRENT_HASHES);
    &SLOTS
}

pub(super) async fn hash_password(password: String) -> Result<String, ServiceError> {
    let _slot = hashing_slots()
        .acquire()
        .await
        .context("the hashing slots")?;
    let span = tracing::Span::current();
    tokio::task::spawn_blocking(move || {
        let _entered = span.enter();
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|hash| hash.to_string())
            .map_err(|e| anyhow::anyhow!("argon2: {e}"))
    })
    .await
    .context("the hashing task")?
    .map_err(ServiceError::Unexpected)
}

/// Checks `password` against `hash` (or, with no hash, hashes it anyway so an unknown
/// name takes as long as a known one) while holding a hashing slot, and asks `gate`
/// first: at most [`CONCURRENT_HASHES`] attempts are between the gate's question and
/// its count at any time. `Ok(false)` for a wrong password, already counted.
pub(super) async fn password_matches(
    password: String,
    hash: Option<String>,
    gate: &dyn SignInGate,
) -> Result<bool, ServiceError> {
    gate.may_try()?;
    let _slot = hashing_slots()
        .acquire()
        .await
        .context("the hashing slots")?;
    gate.may_try()?;
    let span = tracing::Span::current();
    let ok = tokio::task::spawn_blocking(move || {
        let _entered = span.enter();
        match hash {
            Some(hash) => Argon2::default()
                .verify_password(password.as_bytes(), hash.as_str())
                .is_ok(),
            None => {
                let _ = Argon2::default().hash_password(password.as_bytes());
                false
            }
        }
    })
    .await
    .context("the hashing task")?;
    if !ok {
        gate.failed()?;
    }
    Ok(ok)
}

/// The hex SHA-256 under which a secret (token, session id) is stored.
pub fn secret_hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

impl Accounts {
    /// Creates an account.
    ///
    /// # Errors
    /// A name, address or password the checks refuse ([`check_name`], [`check_email`],
    /// [`check_password`]); [`AccountRefused::AddressTaken`] or
    /// [`AccountRefused::NameTaken`] when another account has it.
    pub async fn sign_up(
        &self,
        name: &str,
        email: &str,
        password: &str,
    ) -> Result<User, ServiceError> {
        self.sign_up_in(name, email, password, Lang::En).await
    }

    /// Creates an account that reads Herald in `language` (the one its sign-up page was
    /// shown in).
    ///
    /// # Errors
    /// As [`Accounts::sign_up`].
    pub async fn sign_up_in(
        &self,
        name: &str,
        email: &str,
        password: &str,
        language: Lang,
    ) -> Result<User, ServiceError> {
        let name = name.trim();
        check_name(name)?;
        let email = check_email(email)?;
        check_password(password, name, email.as_str())?;
        let hash = hash_password(password.to_string()).await?;
        let mut conn = self.db.acquire().await?;
        let unsubscribe_key = hex::encode(random_bytes::<16>());
        match store::users::insert(
            &mut conn,
            name,
            &email,
            &hash,
            &unsubscribe_key,
            language.code(),
            self.clock.now_ms(),
        )
        .await
        {
            Ok(id) => Ok(User {
                id,
                name: name.to_string(),
                email: email.to_string(),
                language,
            }),
            Err(e) if store::users::is_email_taken(&e) => {
                Err(AccountRefused::AddressTaken { email }.into())
            }
            Err(e) if store::is_unique_violation(&e) => Err(AccountRefused::NameTaken {
                name: name.to_string(),
            }
            .into()),
            Err(e) => Err(e.into()),
        }
    }

    /// Checks a name and password; `gate` limits the attempts (only failures count).
    ///
    /// # Errors
    /// [`AccountRefused::WrongNameOrPassword`] when they do not match (without saying
    /// which was wrong); [`AccountRefused::TooManyFailedSignIns`] when the gate says the
    /// client must wait (then the password is not checked).
    pub async fn sign_in(
        &self,
        name: &str,
        password: &str,
        gate: &dyn SignInGate,
    ) -> Result<User, ServiceError> {
        gate.may_try()?;
        let mut conn = self.db.acquire().await?;
        let row = store::users::by_name(&mut conn, name.trim()).await?;
        drop(conn);
        let wrong = || ServiceError::from(AccountRefused::WrongNameOrPassword);
        let Some(mut row) = row else {
            // Hashed anyway so the answer takes as long as for a real name, and counted
            // as a failure like any other.
            password_matches(password.to_string(), None, gate).await?;
            return Err(wrong());
        };
        let hash = std::mem::take(&mut row.password_hash);
        if password_matches(password.to_string(), Some(hash), gate).await? {
            Ok(User::from(row))
        } else {
            Err(wrong())
        }
    }

    /// Issues a new API token for a user; only its hash is stored.
    ///
    /// # Errors
    /// Database errors.
    pub async fn issue_token(&self, user: &User) -> Result<String, ServiceError> {
        let token = format!("hr_{}", hex::encode(random_bytes::<32>()));
        let mut conn = self.db.acquire().await?;
        store::users::insert_token(
            &mut conn,
            user.id,
            &secret_hash(&token),
            self.clock.now_ms(),
        )
        .await?;
        Ok(token)
    }

    /// The user a bearer token belongs to.
    ///
    /// # Errors
    /// [`AccountRefused::UnknownToken`] for a token never issued, or revoked.
    pub async fn user_by_token(&self, token: &str) -> Result<User, ServiceError> {
        let hash = secret_hash(token.trim());
        if let Some(user) = self.bearers.get(&hash) {
            return Ok(user);
        }
        let revocations = self.bearers.revocations();
        match self
            .db
            .read(|c| store::users::read_by_token_hash(c, &hash))?
        {
            Some(row) => {
                let user = User::from(row);
                self.bearers.keep(hash, user.clone(), revocations);
                Ok(user)
            }
            None => Err(AccountRefused::UnknownToken.into()),
        }
    }

    /// The user with this id (for a session).
    ///
    /// # Errors
    /// Database errors.
    pub async fn user_by_id(&self, id: i64) -> Result<Option<User>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(store::users::by_id(&mut conn, id).await?.map(User::from))
    }

    /// The tokens of a user, for the settings page.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tokens_of(
        &self,
        user: &User,
    ) -> Result<Vec<store::users::TokenRow>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(store::users::tokens_of(&mut conn, user.id).await?)
    }

    /// Revokes one of a user's tokens.
    ///
    /// # Errors
    /// [`AccountRefused::NoSuchToken`] when the user has no such token.
    pub async fn revoke_token(&self, user: &User, token_id: i64) -> Result<(), ServiceError> {
        let mut conn = self.db.acquire().await?;
        if store::users::delete_token(&mut conn, user.id, token_id).await? {
            self.bearers.forget_user(user.id);
            Ok(())
        } else {
            Err(AccountRefused::NoSuchToken.into())
        }
    }
}

impl Accounts {
    /// The server secret called `name` (32 random bytes made once per database and kept),
    /// for keys that must survive a restart.
    ///
    /// # Errors
    /// Database errors, or a stored value that is not hex.
    pub async fn server_secret(&self, name: &str) -> Result<Vec<u8>, ServiceError> {
        let fresh = hex::encode(random_bytes::<32>());
        let value =
            store::sessions::server_secret(&self.db.pool, name, &fresh, self.clock.now_ms())
                .await?;
        hex::decode(value.trim())
            .with_context(|| format!("the server secret \"{name}\" is not hex"))
            .map_err(ServiceError::Unexpected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_follow_the_rules() {
        for weak in [
            "12345678",
            "password",
            "        ",
            "\0\0\0\0\0\0\0\0",
            "margaret1",
            "MARGARET1",
            "margaret1@example.org",
            "qwertyuiop",
            "Password1!",
        ] {
            assert!(
                check_password(weak, "margaret1", "margaret1@example.org").is_err(),
                "{weak:?} is refused"
            );
        }
        for strong in [
            "correct horse battery",
            "ships sail on the Vltava at dawn 1987",
            "benchmark: slow green teapots",
            "sable otters juggle in March", // the README's example
            "ünïcödé wörds sïng lóudly",
        ] {
            assert!(
                check_password(strong, "margaret1", "margaret1@example.org").is_ok(),
                "{strong:?} is accepted"
            );
        }
        let longest = &"qX7#vL2$ wander Otter Mjolnir ".repeat(9)[..MAX_PASSWORD];
        assert!(check_password(longest, "a", "a@b.c").is_ok());
        assert!(check_password(&format!("{longest}x"), "a", "a@b.c").is_err());
    }

    #[test]
    fn only_addresses_the_transport_can_send_to_are_accepted() {
        for good in [
            "a@example.org",
            "first.last+tag@sub.example.co.uk",
            "x@localhost",
        ] {
            assert!(check_email(good).is_ok(), "{good}");
        }
        for bad in [
            "\"<script>alert(1)</script>\"@example.org",
            "\"a b\"@example.org",
            "a b@example.org",
            "a@b@example.org",
            "a@exa mple.org",
            "a\r\n@example.org",
            "",
            "@",
            "Alice <a@example.org>",
        ] {
            assert!(check_email(bad).is_err(), "{bad:?}");
        }
        let long = format!("{}@{}.org", "a".repeat(64), "b".repeat(186));
        assert_eq!(long.len(), 255);
        assert!(check_email(&long).is_err());
    }
}
