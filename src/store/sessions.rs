//! Browser sessions for `tower-sessions`, kept in SQLite so a restart signs nobody out.
//! Session ids are stored only as SHA-256 hashes: a copy of the database opens no session.

use crate::domain::Millis;
use sha2::{Digest, Sha256};
use sqlx::SqlitePool;
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, SessionStore};

/// The SQLite session store.
#[derive(Clone, Debug)]
pub struct SqliteSessions {
    pool: SqlitePool,
}

impl SqliteSessions {
    /// A store on this pool (the `sessions` table comes from the migrations).
    pub fn new(pool: SqlitePool) -> Self {
        SqliteSessions { pool }
    }

    /// Deletes expired sessions.
    ///
    /// # Errors
    /// Database errors.
    pub async fn delete_expired(&self, now_secs: i64) -> sqlx::Result<u64> {
        let done = sqlx::query("DELETE FROM sessions WHERE expires_at < $1")
            .bind(now_secs)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }
}

fn id_hash(id: &Id) -> String {
    hex::encode(Sha256::digest(id.0.to_le_bytes()))
}

fn backend(err: sqlx::Error) -> session_store::Error {
    session_store::Error::Backend(err.to_string())
}

#[async_trait::async_trait]
impl SessionStore for SqliteSessions {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        let data = serde_json::to_string(&record.data)
            .map_err(|e| session_store::Error::Encode(e.to_string()))?;
        loop {
            let done = sqlx::query("INSERT INTO sessions (id_hash, data, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
                .bind(id_hash(&record.id))
                .bind(&data)
                .bind(record.expiry_date.unix_timestamp())
                .execute(&self.pool)
                .await
                .map_err(backend)?;
            if done.rows_affected() == 1 {
                return Ok(());
            }
            // An id collision (astronomically unlikely): draw another id.
            record.id = Id::default();
        }
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        let data = serde_json::to_string(&record.data)
            .map_err(|e| session_store::Error::Encode(e.to_string()))?;
        sqlx::query(
            "INSERT INTO sessions (id_hash, data, expires_at) VALUES ($1, $2, $3)
             ON CONFLICT (id_hash) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at",
        )
        .bind(id_hash(&record.id))
        .bind(data)
        .bind(record.expiry_date.unix_timestamp())
        .execute(&self.pool)
        .await
        .map_err(backend)?;
        Ok(())
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        let row: Option<(String, i64)> = sqlx::query_as(
            "SELECT data, expires_at FROM sessions WHERE id_hash = $1 AND expires_at > $2",
        )
        .bind(id_hash(id))
        .bind(time::OffsetDateTime::now_utc().unix_timestamp())
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        let Some((data, expires_at)) = row else {
            return Ok(None);
        };
        Ok(Some(Record {
            id: *id,
            data: serde_json::from_str(&data)
                .map_err(|e| session_store::Error::Decode(e.to_string()))?,
            expiry_date: time::OffsetDateTime::from_unix_timestamp(expires_at)
                .map_err(|e| session_store::Error::Decode(e.to_string()))?,
        }))
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        sqlx::query("DELETE FROM sessions WHERE id_hash = $1")
            .bind(id_hash(id))
            .execute(&self.pool)
            .await
            .map_err(backend)?;
        Ok(())
    }
}

/// The server secret called `name` if one is stored; nothing is written (a mail to a
/// reply address is checked against the "reply" secret without making it).
///
/// # Errors
/// Database errors.
pub async fn stored_server_secret(pool: &SqlitePool, name: &str) -> sqlx::Result<Option<String>> {
    let value: Option<(String,)> =
        sqlx::query_as("SELECT value FROM server_secrets WHERE name = $1")
            .bind(name)
            .fetch_optional(pool)
            .await?;
    Ok(value.map(|(value,)| value))
}

/// The server secret called `name`: the stored one, or else `fresh`, stored now. Two
/// processes starting at once agree on the same value (the first insert wins).
///
/// # Errors
/// Database errors.
pub async fn server_secret(
    pool: &SqlitePool,
    name: &str,
    fresh: &str,
    now: Millis,
) -> sqlx::Result<String> {
    sqlx::query(
        "INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(fresh)
    .bind(now)
    .execute(pool)
    .await?;
    let (value,): (String,) = sqlx::query_as("SELECT value FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await?;
    Ok(value)
}
