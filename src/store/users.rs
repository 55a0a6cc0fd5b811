//! Users and API tokens.

use sqlx::{FromRow, SqliteConnection};

/// A user row.
#[derive(Clone, Debug, FromRow)]
pub struct UserRow {
    /// Primary key.
    pub id: i64,
    /// The name as chosen.
    pub name: String,
    /// Mail address.
    pub email: String,
    /// argon2id PHC string.
    pub password_hash: String,
    /// Mail setting: `turn` or `off`.
    pub mail: String,
    /// The secret in the player's unsubscribe links.
    pub unsubscribe_key: Option<String>,
}

/// Inserts a user; a taken name fails with a unique violation.
///
/// # Errors
/// Database errors, including the unique violation.
pub async fn insert(
    conn: &mut SqliteConnection,
    name: &str,
    email: &str,
    password_hash: &str,
    unsubscribe_key: &str,
    now: i64,
) -> sqlx::Result<i64> {
    let (id,): (i64,) = sqlx::query_as(
        "INSERT INTO users (name, name_key, email, password_hash, created_at, unsubscribe_key)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(name)
    .bind(name.to_lowercase())
    .bind(email)
    .bind(password_hash)
    .bind(now)
    .bind(unsubscribe_key)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

/// The user with this name, ignoring case.
///
/// # Errors
/// Database errors.
pub async fn by_name(conn: &mut SqliteConnection, name: &str) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as("SELECT id, name, email, password_hash, mail, unsubscribe_key FROM users WHERE name_key = ?")
        .bind(name.to_lowercase())
        .fetch_optional(conn)
        .await
}

/// The user with this id.
///
/// # Errors
/// Database errors.
pub async fn by_id(conn: &mut SqliteConnection, id: i64) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(
        "SELECT id, name, email, password_hash, mail, unsubscribe_key FROM users WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Stores a token's hash for a user.
///
/// # Errors
/// Database errors.
pub async fn insert_token(
    conn: &mut SqliteConnection,
    user_id: i64,
    token_hash: &str,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)")
        .bind(user_id)
        .bind(token_hash)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}

/// The user a token hash belongs to.
///
/// # Errors
/// Database errors.
pub async fn by_token_hash(
    conn: &mut SqliteConnection,
    token_hash: &str,
) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(
        "SELECT u.id, u.name, u.email, u.password_hash, u.mail, u.unsubscribe_key FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?",
    )
    .bind(token_hash)
    .fetch_optional(conn)
    .await
}

/// A token as listed on the settings page (never the token itself).
#[derive(Clone, Debug, FromRow)]
pub struct TokenRow {
    /// Primary key.
    pub id: i64,
    /// The first hex digits of the hash, to tell tokens apart.
    pub token_hash: String,
    /// When it was made.
    pub created_at: i64,
}

/// The tokens of a user.
///
/// # Errors
/// Database errors.
pub async fn tokens_of(conn: &mut SqliteConnection, user_id: i64) -> sqlx::Result<Vec<TokenRow>> {
    sqlx::query_as("SELECT id, token_hash, created_at FROM tokens WHERE user_id = ? ORDER BY id")
        .bind(user_id)
        .fetch_all(conn)
        .await
}

/// Revokes one token of a user.
///
/// # Errors
/// Database errors.
pub async fn delete_token(
    conn: &mut SqliteConnection,
    user_id: i64,
    token_id: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM tokens WHERE id = ? AND user_id = ?")
        .bind(token_id)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Sets a user's mail setting.
///
/// # Errors
/// Database errors.
pub async fn set_mail(conn: &mut SqliteConnection, user_id: i64, mail: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET mail = ? WHERE id = ?")
        .bind(mail)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Turns mail off for the player whose unsubscribe key this is; returns their name.
///
/// # Errors
/// Database errors.
pub async fn unsubscribe(conn: &mut SqliteConnection, key: &str) -> sqlx::Result<Option<String>> {
    let row: Option<(String,)> =
        sqlx::query_as("UPDATE users SET mail = 'off' WHERE unsubscribe_key = ? RETURNING name")
            .bind(key)
            .fetch_optional(conn)
            .await?;
    Ok(row.map(|(name,)| name))
}
