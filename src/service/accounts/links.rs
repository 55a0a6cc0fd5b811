//! The account's mailed links and the changes they make: a password reset by mail, a
//! password change, an address change confirmed from the new address; the mails that
//! tell of them are plain account mails (`mail_out::account_mail`).
//!
//! A link's token is 32 random bytes in hex (URL-safe), stored only as its hash
//! ([`secret_hash`]); it works once, until it expires, and a newer link of the same kind
//! makes older ones void. A password reset or change, and a confirmed address change, make
//! every open link of the account void (of either kind).

use super::refusal::AccountRefused;
use super::{
    MAX_PASSWORD, SignInGate, check_email, check_password, hash_password, password_matches,
};
use crate::domain::{Email, Millis};
use crate::msg;
use crate::service::mail_out::account_mail::AccountMail;
use crate::service::{ServiceError, User, random_bytes};
use crate::store;
use crate::store::access::Access;
use crate::store::account_tokens::{LiveToken, NewToken, Purpose};
use crate::store::users::UserRow;

use super::{Accounts, secret_hash};

/// How long a password reset link works: one hour.
pub const RESET_TTL_MS: i64 = 60 * 60 * 1000;
/// How long an address confirmation link works: 24 hours.
pub const EMAIL_TTL_MS: i64 = 24 * 60 * 60 * 1000;
/// Links of one kind an account may be sent per hour; more requests send nothing.
pub const LINKS_PER_HOUR: i64 = 3;
/// The key of a browser session's data that holds the signed-in user's id (the web
/// layer's `SESSION_USER`): a reset deletes the sessions that hold the account's id.
pub const SESSION_USER_KEY: &str = "user_id";

const HOUR_MS: i64 = 60 * 60 * 1000;

/// Makes every open link of an account void, reset and address links alike, in the
/// transaction of the change that calls for it: a password reset or change (an address
/// link asked for by whoever knew the old password must not outlive it) and a confirmed
/// address change (a reset link mailed to the old address must not outlive that). A void
/// link answers as an expired one does.
async fn void_open_links(
    conn: &mut impl Access,
    user_id: i64,
    now: Millis,
) -> Result<(), ServiceError> {
    for purpose in [Purpose::Reset, Purpose::Email] {
        store::account_tokens::void_unused(conn, user_id, purpose, now).await?;
    }
    Ok(())
}

/// `now` plus `ttl`, refused (not wrapped or clamped) if it does not fit.
fn expiry(now: Millis, ttl: i64) -> Result<Millis, ServiceError> {
    now.0
        .checked_add(ttl)
        .map(Millis)
        .ok_or_else(|| ServiceError::Unexpected(anyhow::anyhow!("the clock is out of range")))
}

/// A new link secret: 32 random bytes in hex.
fn new_secret() -> String {
    hex::encode(random_bytes::<32>())
}

impl Accounts {
    /// Mails a password reset link to the account with address `email`, if there is one
    /// and it has not had [`LINKS_PER_HOUR`] links in the last hour; otherwise does
    /// nothing. The answer is the same either way.
    ///
    /// # Errors
    /// [`AccountRefused::BadAddress`] for something that is not a mail address; database
    /// errors.
    pub async fn request_password_reset(&self, email: &str) -> Result<(), ServiceError> {
        let email = check_email(email)?;
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let Some(user) = store::users::by_email(&mut tx, &email).await? else {
            tracing::info!("a password reset for an address with no account");
            return Ok(());
        };
        let hour_ago = Millis(now.0.saturating_sub(HOUR_MS));
        if store::account_tokens::made_since(&mut tx, user.id, Purpose::Reset, hour_ago).await?
            >= LINKS_PER_HOUR
        {
            tracing::warn!(user = %user.name, "password reset requests over the limit; none sent");
            return Ok(());
        }
        let secret = new_secret();
        let token_id = self
            .store_link(&mut tx, Purpose::Reset, user.id, &secret, None, now)
            .await?;
        let link = format!("{}/reset/{secret}", self.settings.base_url());
        AccountMail {
            to_name: &user.name,
            to_addr: &user.email,
            lang: user.lang(),
            tag: format!("reset.u{}.t{token_id}", user.id),
            subject: msg!("account-mail-reset"),
            paragraphs: vec![
                msg!("account-mail-reset-link", name = user.name.as_str()),
                msg!("account-mail-reset-not-you"),
            ],
            link: Some(link),
            game_id: None,
        }
        .send_with(&self.settings, &self.mail_bell, tx, now)
        .await?;
        tracing::info!(user = %user.name, "password reset link mailed");
        Ok(())
    }

    /// Makes older links of `purpose` void and stores a new one. Returns its id.
    async fn store_link(
        &self,
        conn: &mut impl Access,
        purpose: Purpose,
        user_id: i64,
        secret: &str,
        new_email: Option<&Email>,
        now: Millis,
    ) -> Result<i64, ServiceError> {
        let ttl = match purpose {
            Purpose::Reset => RESET_TTL_MS,
            Purpose::Email => EMAIL_TTL_MS,
        };
        store::account_tokens::void_unused(conn, user_id, purpose, now).await?;
        let token = NewToken {
            purpose,
            user_id,
            hash: &secret_hash(secret),
            now,
            expires_at: expiry(now, ttl)?,
            new_email,
        };
        Ok(store::account_tokens::insert(conn, &token).await?)
    }

    /// The account a working link of `purpose` acts on, and the link.
    async fn live_link(
        &self,
        purpose: Purpose,
        secret: &str,
    ) -> Result<Option<(LiveToken, UserRow)>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let hash = secret_hash(secret.trim());
        let now = self.clock.now_ms();
        let Some(token) = store::account_tokens::live(&mut conn, purpose, &hash, now).await? else {
            return Ok(None);
        };
        let user = store::users::by_id(&mut conn, token.user_id).await?;
        Ok(user.map(|user| (token, user)))
    }

    /// Whether a reset link works: the name of its account.
    ///
    /// # Errors
    /// [`AccountRefused::ResetLinkExpired`] for a link that has expired, was used, or
    /// never was.
    pub async fn reset_link_account(&self, secret: &str) -> Result<String, ServiceError> {
        match self.live_link(Purpose::Reset, secret).await? {
            Some((_, user)) => Ok(user.name),
            None => Err(AccountRefused::ResetLinkExpired.into()),
        }
    }

    /// Sets a new password with a reset link, which is then used up; every other open
    /// link (reset or address) becomes void, and every session and API token of the
    /// account is revoked.
    ///
    /// # Errors
    /// [`AccountRefused::ResetLinkExpired`] for a link that no longer works; a password
    /// the sign-up would refuse ([`check_password`]).
    pub async fn reset_password(&self, secret: &str, password: &str) -> Result<(), ServiceError> {
        let (token, user) = self
            .live_link(Purpose::Reset, secret)
            .await?
            .ok_or(AccountRefused::ResetLinkExpired)?;
        check_password(password, &user.name, user.email.as_str())?;
        let hash = hash_password(password.to_string()).await?;
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        if !store::account_tokens::use_up(&mut tx, token.id, now).await? {
            return Err(AccountRefused::ResetLinkExpired.into());
        }
        store::users::set_password_hash(&mut tx, user.id, &hash).await?;
        void_open_links(&mut tx, user.id, now).await?;
        store::account_tokens::revoke_access(&mut tx, user.id, SESSION_USER_KEY).await?;
        tx.commit().await?;
        self.bearers.forget_user(user.id);
        tracing::info!(user = %user.name, "password reset; every session and token revoked");
        Ok(())
    }

    /// Checks `password` as `user`'s, counted by `gate` like a sign-in.
    async fn check_own_password(
        &self,
        user: &User,
        password: &str,
        gate: &dyn SignInGate,
    ) -> Result<UserRow, ServiceError> {
        let wrong = || ServiceError::from(AccountRefused::WrongPassword);
        // No stored password is longer: nothing so long is worth an argon2 run.
        if password.chars().count() > MAX_PASSWORD {
            return Err(wrong());
        }
        let row = {
            let mut conn = self.db.acquire().await?;
            store::users::by_id(&mut conn, user.id).await?
        }
        .ok_or(AccountRefused::AccountGone)?;
        if password_matches(password.to_string(), Some(row.password_hash.clone()), gate).await? {
            Ok(row)
        } else {
            Err(wrong())
        }
    }

    /// Changes a signed-in player's password, their current one given; their other
    /// sessions and tokens stay, open reset and address links become void, and a notice
    /// is mailed.
    ///
    /// # Errors
    /// A new password the sign-up would refuse ([`check_password`]);
    /// [`AccountRefused::WrongPassword`] for a wrong current one;
    /// [`AccountRefused::TooManyFailedSignIns`] after too many wrong ones;
    /// [`AccountRefused::AccountGone`] when the account is no longer there.
    pub async fn change_password(
        &self,
        user: &User,
        old: &str,
        new: &str,
        gate: &dyn SignInGate,
    ) -> Result<(), ServiceError> {
        check_password(new, &user.name, &user.email)?;
        let row = self.check_own_password(user, old, gate).await?;
        let hash = hash_password(new.to_string()).await?;
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        store::users::set_password_hash(&mut tx, user.id, &hash).await?;
        void_open_links(&mut tx, user.id, now).await?;
        AccountMail {
            to_name: &row.name,
            to_addr: &row.email,
            lang: row.lang(),
            tag: format!("password.u{}.{}", user.id, now.0),
            subject: msg!("account-mail-password-changed"),
            paragraphs: vec![
                msg!(
                    "account-mail-password-changed-text",
                    name = row.name.as_str()
                ),
                msg!("account-mail-password-changed-not-you"),
            ],
            link: Some(format!("{}/reset", self.settings.base_url())),
            game_id: None,
        }
        .send_with(&self.settings, &self.mail_bell, tx, now)
        .await?;
        Ok(())
    }

    /// Asks to change a signed-in player's address to `email`: a confirmation link goes
    /// to the new address; the address changes only when it is opened.
    ///
    /// # Errors
    /// [`AccountRefused::BadAddress`] for something that is not a mail address;
    /// [`AccountRefused::WrongPassword`] (or, after too many,
    /// [`AccountRefused::TooManyFailedSignIns`]) for a wrong password;
    /// [`AccountRefused::AlreadyYourAddress`] when it is theirs already;
    /// [`AccountRefused::NewAddressTaken`] when it is another account's;
    /// [`AccountRefused::TooManyAddressChanges`] after [`LINKS_PER_HOUR`] in the last hour.
    pub async fn request_email_change(
        &self,
        user: &User,
        email: &str,
        password: &str,
        gate: &dyn SignInGate,
    ) -> Result<(), ServiceError> {
        let email = check_email(email)?;
        let row = self.check_own_password(user, password, gate).await?;
        if row.email.key() == email.key() {
            return Err(AccountRefused::AlreadyYourAddress { email }.into());
        }
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        if store::users::by_email(&mut tx, &email).await?.is_some() {
            return Err(AccountRefused::NewAddressTaken { email }.into());
        }
        let hour_ago = Millis(now.0.saturating_sub(HOUR_MS));
        if store::account_tokens::made_since(&mut tx, user.id, Purpose::Email, hour_ago).await?
            >= LINKS_PER_HOUR
        {
            return Err(AccountRefused::TooManyAddressChanges.into());
        }
        let secret = new_secret();
        let token_id = self
            .store_link(&mut tx, Purpose::Email, user.id, &secret, Some(&email), now)
            .await?;
        AccountMail {
            to_name: &row.name,
            to_addr: &email,
            lang: row.lang(),
            tag: format!("email.u{}.t{token_id}", user.id),
            subject: msg!("account-mail-confirm-address"),
            paragraphs: vec![
                msg!(
                    "account-mail-confirm-address-link",
                    name = row.name.as_str()
                ),
                msg!("account-mail-confirm-address-not-you"),
            ],
            link: Some(format!(
                "{}/confirm-email/{secret}",
                self.settings.base_url()
            )),
            game_id: None,
        }
        .send_with(&self.settings, &self.mail_bell, tx, now)
        .await?;
        Ok(())
    }

    /// What a working address link would do: (the account's name, the new address).
    ///
    /// # Errors
    /// [`AccountRefused::AddressLinkExpired`] for a link that has expired, was used, or
    /// never was.
    pub async fn email_link_offer(&self, secret: &str) -> Result<(String, String), ServiceError> {
        match self.live_link(Purpose::Email, secret).await? {
            Some((token, user)) => Ok((
                user.name,
                token.new_email.map(|e| e.to_string()).unwrap_or_default(),
            )),
            None => Err(AccountRefused::AddressLinkExpired.into()),
        }
    }

    /// Confirms an address change with its link (used up then); every other open link
    /// (reset links mailed to the old address too) becomes void; the old address is told.
    /// Returns the new address.
    ///
    /// # Errors
    /// [`AccountRefused::AddressLinkExpired`] for a link that no longer works;
    /// [`AccountRefused::NewAddressTaken`] when the address went to another account
    /// meanwhile.
    pub async fn confirm_email_change(&self, secret: &str) -> Result<String, ServiceError> {
        let now = self.clock.now_ms();
        let hash = secret_hash(secret.trim());
        let mut tx = self.db.begin_write().await?;
        let token = store::account_tokens::live(&mut tx, Purpose::Email, &hash, now)
            .await?
            .ok_or(AccountRefused::AddressLinkExpired)?;
        let (Some(new_email), Some(old)) = (
            token.new_email.clone(),
            store::users::by_id(&mut tx, token.user_id).await?,
        ) else {
            return Err(AccountRefused::AddressLinkExpired.into());
        };
        if !store::account_tokens::use_up(&mut tx, token.id, now).await? {
            return Err(AccountRefused::AddressLinkExpired.into());
        }
        match store::users::set_email(&mut tx, old.id, &new_email).await {
            Err(e) if store::users::is_email_taken(&e) => {
                return Err(AccountRefused::NewAddressTaken { email: new_email }.into());
            }
            other => other?,
        }
        // A reset link mailed to the old address must not outlive it.
        void_open_links(&mut tx, old.id, now).await?;
        AccountMail {
            to_name: &old.name,
            to_addr: &old.email,
            lang: old.lang(),
            tag: format!("email-changed.u{}.t{}", old.id, token.id),
            subject: msg!("account-mail-address-changed"),
            paragraphs: vec![
                msg!(
                    "account-mail-address-changed-text",
                    name = old.name.as_str(),
                    email = new_email.to_string()
                ),
                msg!("account-mail-address-changed-not-you"),
            ],
            link: Some(format!("{}/reset", self.settings.base_url())),
            game_id: None,
        }
        .send_with(&self.settings, &self.mail_bell, tx, now)
        .await?;
        self.bearers.forget_user(old.id);
        tracing::info!(user = %old.name, "mail address changed");
        Ok(new_email.to_string())
    }
}
