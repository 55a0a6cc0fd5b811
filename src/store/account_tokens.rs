//! Account tokens: the single-use, expiring secrets of the links Herald mails for an
//! account (a password reset, a new address to confirm), kept only as hashes; and taking
//! away an account's access (its sessions and API tokens) after a password reset.

use crate::domain::{Email, Millis};
use crate::store::access::{Access, each_engine};
use sqlx::FromRow;

/// What an account token is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A link to choose a new password.
    Reset,
    /// A link that confirms a new mail address.
    Email,
}

impl Purpose {
    /// The stored word.
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Reset => "reset",
            Purpose::Email => "email",
        }
    }
}

/// A token to store.
pub struct NewToken<'a> {
    /// What it is for.
    pub purpose: Purpose,
    /// The account it acts on.
    pub user_id: i64,
    /// The hex SHA-256 of the token (the token itself is never stored).
    pub hash: &'a str,
    /// When it was made.
    pub now: Millis,
    /// When it stops working.
    pub expires_at: Millis,
    /// The address an [`Purpose::Email`] token confirms.
    pub new_email: Option<&'a Email>,
}

/// Stores a token; returns its id.
///
/// # Errors
/// Database errors.
pub async fn insert(conn: &mut impl Access, token: &NewToken<'_>) -> sqlx::Result<i64> {
    let (id,): (i64,) = each_engine!(conn, c => sqlx::query_as(
        "INSERT INTO account_tokens (purpose, user_id, hash, created_at, expires_at, new_email)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(token.purpose.as_str())
    .bind(token.user_id)
    .bind(token.hash)
    .bind(token.now)
    .bind(token.expires_at)
    .bind(token.new_email)
    .fetch_one(c).await)?;
    Ok(id)
}

/// Makes every unused token of `purpose` of an account void (as if used at `now`).
///
/// # Errors
/// Database errors.
pub async fn void_unused(
    conn: &mut impl Access,
    user_id: i64,
    purpose: Purpose,
    now: Millis,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "UPDATE account_tokens SET used_at = $1 WHERE user_id = $2 AND purpose = $3 AND used_at IS NULL",
    )
    .bind(now)
    .bind(user_id)
    .bind(purpose.as_str())
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// How many tokens of `purpose` an account was given since `since` (for the rate limit).
///
/// # Errors
/// Database errors.
pub async fn made_since(
    conn: &mut impl Access,
    user_id: i64,
    purpose: Purpose,
    since: Millis,
) -> sqlx::Result<i64> {
    let (count,): (i64,) = each_engine!(conn, c => sqlx::query_as(
        "SELECT count(*) FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND created_at > $3",
    )
    .bind(user_id)
    .bind(purpose.as_str())
    .bind(since)
    .fetch_one(c).await)?;
    Ok(count)
}

/// A token that still works.
#[derive(Clone, Debug, FromRow)]
pub struct LiveToken {
    /// Its id.
    pub id: i64,
    /// The account it acts on.
    pub user_id: i64,
    /// The address it confirms, for an address token.
    pub new_email: Option<Email>,
}

/// The token of `purpose` with this hash, if it is unused and not expired at `now`.
///
/// # Errors
/// Database errors.
pub async fn live(
    conn: &mut impl Access,
    purpose: Purpose,
    hash: &str,
    now: Millis,
) -> sqlx::Result<Option<LiveToken>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT id, user_id, new_email FROM account_tokens
         WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3",
    )
    .bind(hash)
    .bind(purpose.as_str())
    .bind(now)
    .fetch_optional(c).await)
}

/// Uses token `id` at `now`: false when it was already used or has expired (two uses at
/// once: only one gets true).
///
/// # Errors
/// Database errors.
pub async fn use_up(conn: &mut impl Access, id: i64, now: Millis) -> sqlx::Result<bool> {
    let done = each_engine!(conn, c => sqlx::query(
        "UPDATE account_tokens SET used_at = $1 WHERE id = $2 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(id)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(done == 1)
}

/// Signs an account out everywhere: deletes its browser sessions (those whose data holds
/// its id under `session_key`) and its API tokens.
///
/// # Errors
/// Database errors.
pub async fn revoke_access(
    conn: &mut impl Access,
    user_id: i64,
    session_key: &str,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("DELETE FROM tokens WHERE user_id = $1")
        .bind(user_id)
        .execute(c).await.map(|done| done.rows_affected()))?;
    // The session data is JSON that only Herald writes (`sessions`).
    each_engine!(conn, c, engine => sqlx::query(engine.pick(
        "DELETE FROM sessions WHERE json_valid(data) AND json_extract(data, '$.' || $1) = $2",
        "DELETE FROM sessions WHERE (data::JSONB -> $1::TEXT) = to_jsonb($2::BIGINT)",
    ))
    .bind(session_key)
    .bind(user_id)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}
