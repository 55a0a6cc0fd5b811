//! Users and API tokens.

use crate::domain::{Email, GameId, MailPref, Millis};
use crate::engine::Seat;
use crate::i18n::Lang;
use crate::store::access::{Access, each_engine};
use sqlx::FromRow;

/// A user row.
#[derive(Clone, Debug, FromRow)]
pub struct UserRow {
    /// Primary key.
    pub id: i64,
    /// The name as chosen.
    pub name: String,
    /// Mail address.
    pub email: Email,
    /// argon2id PHC string.
    pub password_hash: String,
    /// Mail setting.
    pub mail: MailPref,
    /// The secret in the player's unsubscribe links.
    pub unsubscribe_key: Option<String>,
    /// The code of the language they read Herald in.
    pub language: String,
}

impl UserRow {
    /// The language they read Herald in; English for a code Herald no longer speaks.
    pub fn lang(&self) -> Lang {
        Lang::from_code(&self.language).unwrap_or_default()
    }
}

/// Inserts a user; a taken name, or an address already on an account (compared
/// lower-cased), fails with a unique violation (see [`is_email_taken`]).
///
/// # Errors
/// Database errors, including the unique violation.
pub async fn insert(
    conn: &mut impl Access,
    name: &str,
    email: &Email,
    password_hash: &str,
    unsubscribe_key: &str,
    language: &str,
    now: Millis,
) -> sqlx::Result<i64> {
    let (id,): (i64,) = each_engine!(conn, c => sqlx::query_as(
        "INSERT INTO users (name, name_key, email, email_key, password_hash, created_at, unsubscribe_key, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(name)
    .bind(name.to_lowercase())
    .bind(email)
    .bind(email.key())
    .bind(password_hash)
    .bind(now)
    .bind(unsubscribe_key)
    .bind(language)
    .fetch_one(c).await)?;
    Ok(id)
}

/// Whether an insert failed because the mail address is already on an account.
pub fn is_email_taken(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation() && db.message().contains("email_key"))
}

/// The user with this name, ignoring case.
///
/// # Errors
/// Database errors.
pub async fn by_name(conn: &mut impl Access, name: &str) -> sqlx::Result<Option<UserRow>> {
    each_engine!(conn, c => sqlx::query_as("SELECT id, name, email, password_hash, mail, unsubscribe_key, language FROM users WHERE name_key = $1")
        .bind(name.to_lowercase())
        .fetch_optional(c).await)
}

/// The user with this id.
///
/// # Errors
/// Database errors.
pub async fn by_id(conn: &mut impl Access, id: i64) -> sqlx::Result<Option<UserRow>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT id, name, email, password_hash, mail, unsubscribe_key, language FROM users WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(c).await)
}

/// Stores a token's hash for a user.
///
/// # Errors
/// Database errors.
pub async fn insert_token(
    conn: &mut impl Access,
    user_id: i64,
    token_hash: &str,
    now: Millis,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("INSERT INTO tokens (user_id, token_hash, created_at) VALUES ($1, $2, $3)")
        .bind(user_id)
        .bind(token_hash)
        .bind(now)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// The statement that reads the user a token hash belongs to.
const BY_TOKEN_HASH: &str = "SELECT u.id, u.name, u.email, u.password_hash, u.mail, u.unsubscribe_key, u.language FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?";

/// The user a token hash belongs to, on a read connection (see [`super::read`]).
///
/// # Errors
/// Database errors, or a stored value that does not decode.
pub fn read_by_token_hash(
    conn: super::sql::Conn<'_>,
    token_hash: &str,
) -> super::sql::Result<Option<UserRow>> {
    conn.query_opt(BY_TOKEN_HASH, &[&token_hash], |row| {
        Ok(UserRow {
            id: row.get("id")?,
            name: row.get("name")?,
            email: row.get("email")?,
            password_hash: row.get("password_hash")?,
            mail: super::read::word(row, "mail")?,
            unsubscribe_key: row.get("unsubscribe_key")?,
            language: row.get("language")?,
        })
    })
}

/// A token as listed on the settings page (never the token itself).
#[derive(Clone, Debug, FromRow)]
pub struct TokenRow {
    /// Primary key.
    pub id: i64,
    /// The first hex digits of the hash, to tell tokens apart.
    pub token_hash: String,
    /// When it was made.
    pub created_at: Millis,
}

/// The tokens of a user.
///
/// # Errors
/// Database errors.
pub async fn tokens_of(conn: &mut impl Access, user_id: i64) -> sqlx::Result<Vec<TokenRow>> {
    each_engine!(conn, c => sqlx::query_as("SELECT id, token_hash, created_at FROM tokens WHERE user_id = $1 ORDER BY id")
        .bind(user_id)
        .fetch_all(c).await)
}

/// Revokes one token of a user.
///
/// # Errors
/// Database errors.
pub async fn delete_token(
    conn: &mut impl Access,
    user_id: i64,
    token_id: i64,
) -> sqlx::Result<bool> {
    let done = each_engine!(conn, c => sqlx::query("DELETE FROM tokens WHERE id = $1 AND user_id = $2")
        .bind(token_id)
        .bind(user_id)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(done == 1)
}

/// Sets a user's mail setting.
///
/// # Errors
/// Database errors.
pub async fn set_mail(conn: &mut impl Access, user_id: i64, mail: &str) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("UPDATE users SET mail = $1 WHERE id = $2")
        .bind(mail)
        .bind(user_id)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// Turns mail off for the player whose unsubscribe key this is; returns their name.
///
/// # Errors
/// Database errors.
pub async fn unsubscribe(conn: &mut impl Access, key: &str) -> sqlx::Result<Option<String>> {
    let row: Option<(String,)> = each_engine!(conn, c => sqlx::query_as("UPDATE users SET mail = 'off' WHERE unsubscribe_key = $1 RETURNING name")
            .bind(key)
            .fetch_optional(c).await)?;
    Ok(row.map(|(name,)| name))
}

/// A player's mail settings.
#[derive(Clone, Debug, FromRow)]
pub struct MailSettings {
    /// How the player wants their mail.
    pub mail: MailPref,
    /// The local hour of the digest, 0–23.
    pub digest_hour: i64,
    /// The IANA time zone of that hour.
    pub timezone: String,
    /// Whether each move they play by replying to a mail is confirmed by a one-line mail.
    pub confirm_mailed: bool,
    /// The code of the language they read Herald in (`en`, `ru`, `ja`).
    pub language: String,
}

/// A player's mail settings.
///
/// # Errors
/// Database errors.
pub async fn mail_settings(conn: &mut impl Access, user_id: i64) -> sqlx::Result<MailSettings> {
    each_engine!(conn, c => sqlx::query_as("SELECT mail, digest_hour, timezone, confirm_mailed, language FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(c).await)
}

/// Stores a player's mail settings and when their next digest is due (`None` unless
/// they chose the digest).
///
/// # Errors
/// Database errors.
pub async fn set_mail_settings(
    conn: &mut impl Access,
    user_id: i64,
    settings: &MailSettings,
    next_digest_at: Option<Millis>,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "UPDATE users SET mail = $1, digest_hour = $2, timezone = $3, confirm_mailed = $4, language = $5, next_digest_at = $6 WHERE id = $7",
    )
    .bind(settings.mail)
    .bind(settings.digest_hour)
    .bind(&settings.timezone)
    .bind(settings.confirm_mailed)
    .bind(&settings.language)
    .bind(next_digest_at)
    .bind(user_id)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// A player whose digest is due.
#[derive(Clone, Debug, FromRow)]
pub struct DigestDue {
    /// The player.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Address.
    pub email: String,
    /// The unsubscribe key.
    pub unsubscribe_key: Option<String>,
    /// When the digest was due.
    pub next_digest_at: Millis,
    /// Local hour.
    pub digest_hour: i64,
    /// Time zone.
    pub timezone: String,
    /// The code of the language they read Herald in.
    pub language: String,
}

impl DigestDue {
    /// The language they read Herald in.
    pub fn lang(&self) -> Lang {
        Lang::from_code(&self.language).unwrap_or_default()
    }
}

/// Players whose digest is due at `now`.
///
/// # Errors
/// Database errors.
pub async fn digests_due(conn: &mut impl Access, now: Millis) -> sqlx::Result<Vec<DigestDue>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT id, name, email, unsubscribe_key, next_digest_at, digest_hour, timezone, language
         FROM users WHERE mail = 'digest' AND next_digest_at IS NOT NULL AND next_digest_at <= $1
         ORDER BY next_digest_at LIMIT 200",
    )
    .bind(now)
    .fetch_all(c).await)
}

/// Sets when a player's next digest is due.
///
/// # Errors
/// Database errors.
pub async fn set_next_digest(conn: &mut impl Access, user_id: i64, at: Millis) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("UPDATE users SET next_digest_at = $1 WHERE id = $2")
        .bind(at)
        .bind(user_id)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// The active games where `user_id` is to act and has not muted the game: (game id, seat).
///
/// # Errors
/// Database errors.
pub async fn waiting_games(
    conn: &mut impl Access,
    user_id: i64,
) -> sqlx::Result<Vec<(GameId, Seat)>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT s.game_id, s.seat_index FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.user_id = $1 AND s.to_act AND NOT s.muted AND g.status IN ('active', 'abandoned')
           AND g.paused_at IS NULL
         ORDER BY coalesce(s.deadline, 9223372036854775807), g.id",
    )
    .bind(user_id)
    .fetch_all(c).await)
}

/// What a player may mute in one game: its mail, or its chat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Muting {
    /// The game's mail (and its place in the digest).
    Mail,
    /// The game's chat, on the page and in the mails.
    Chat,
}

/// A declared absence: (from, to) in Unix ms.
///
/// # Errors
/// Database errors.
pub async fn away_of(
    conn: &mut impl Access,
    user_id: i64,
) -> sqlx::Result<Option<(Millis, Millis)>> {
    let row: (Option<Millis>, Option<Millis>) = each_engine!(conn, c => sqlx::query_as("SELECT away_from, away_to FROM users WHERE id = $1")
            .bind(user_id)
            .fetch_one(c).await)?;
    Ok(row.0.zip(row.1))
}

/// Declares (or with `None` cancels) an absence.
///
/// # Errors
/// Database errors.
pub async fn set_away(
    conn: &mut impl Access,
    user_id: i64,
    away: Option<(Millis, Millis)>,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "UPDATE users SET away_from = $1, away_to = $2, away_started = FALSE WHERE id = $3",
    )
    .bind(away.map(|a| a.0))
    .bind(away.map(|a| a.1))
    .bind(user_id)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// Absences that begin by `now` and have not been started: (user, from, to).
///
/// # Errors
/// Database errors.
pub async fn absences_beginning(
    conn: &mut impl Access,
    now: Millis,
) -> sqlx::Result<Vec<(i64, Millis, Millis)>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT id, away_from, away_to FROM users
         WHERE away_from IS NOT NULL AND away_from <= $1 AND NOT away_started",
    )
    .bind(now)
    .fetch_all(c).await)
}

/// Forgets absences that are over.
///
/// # Errors
/// Database errors.
pub async fn end_absences(conn: &mut impl Access, now: Millis) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "UPDATE users SET away_from = NULL, away_to = NULL, away_started = FALSE
         WHERE away_to IS NOT NULL AND away_to <= $1",
    )
    .bind(now)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// The user with this mail address, compared as at sign-up (`email_key`, lower-cased).
///
/// # Errors
/// Database errors.
pub async fn by_email(conn: &mut impl Access, email: &Email) -> sqlx::Result<Option<UserRow>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT id, name, email, password_hash, mail, unsubscribe_key, language FROM users WHERE email_key = $1",
    )
    .bind(email.key())
    .fetch_optional(c).await)
}

/// Stores a user's new password hash.
///
/// # Errors
/// Database errors.
pub async fn set_password_hash(
    conn: &mut impl Access,
    user_id: i64,
    password_hash: &str,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
        .bind(password_hash)
        .bind(user_id)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// Changes a user's mail address; an address already on another account fails with the
/// unique violation [`is_email_taken`] recognizes.
///
/// # Errors
/// Database errors, including the unique violation.
pub async fn set_email(conn: &mut impl Access, user_id: i64, email: &Email) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("UPDATE users SET email = $1, email_key = $2 WHERE id = $3")
        .bind(email)
        .bind(email.key())
        .bind(user_id)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// A player as their profile shows them.
#[derive(Clone, Debug, FromRow)]
pub struct ProfileRow {
    /// Primary key.
    pub id: i64,
    /// The name as chosen.
    pub name: String,
    /// When the account was made.
    pub created_at: Millis,
}

/// The player with this name (ignoring case), for their profile.
///
/// # Errors
/// Database errors.
pub async fn profile_by_name(
    conn: &mut impl Access,
    name: &str,
) -> sqlx::Result<Option<ProfileRow>> {
    each_engine!(conn, c => sqlx::query_as("SELECT id, name, created_at FROM users WHERE name_key = $1")
        .bind(name.to_lowercase())
        .fetch_optional(c).await)
}

/// The games of a player that are imported records still waiting to be accepted: only
/// those involved see them, so a profile leaves them out.
///
/// # Errors
/// Database errors.
pub async fn waiting_records_of(conn: &mut impl Access, user_id: i64) -> sqlx::Result<Vec<GameId>> {
    let rows: Vec<(GameId,)> = each_engine!(conn, c => sqlx::query_as(
        "SELECT g.id FROM games g WHERE g.record_of IS NOT NULL
           AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $1)",
    )
    .bind(user_id)
    .fetch_all(c).await)?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// The player who created game `game_id`.
///
/// # Errors
/// Database errors.
pub async fn creator_of(conn: &mut impl Access, game_id: GameId) -> sqlx::Result<Option<UserRow>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT u.id, u.name, u.email, u.password_hash, u.mail, u.unsubscribe_key, u.language
         FROM games g JOIN users u ON u.id = g.created_by WHERE g.id = $1",
    )
    .bind(game_id)
    .fetch_optional(c).await)
}
