//! Browser sessions for `tower-sessions`, kept in the database so a restart signs nobody
//! out, on either engine. Session ids are stored only as SHA-256 hashes: a copy of the
//! database opens no session.

use crate::domain::Millis;
use crate::store::access::{Pool, each_engine};
use sha2::{Digest, Sha256};
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, SessionStore};

/// The session store, on the database's pool.
#[derive(Clone, Debug)]
pub struct Sessions {
    pool: Pool,
}

impl Sessions {
    /// A store on this pool (the `sessions` table comes from the migrations).
    pub fn new(pool: Pool) -> Self {
        Sessions { pool }
    }

    /// Deletes expired sessions.
    ///
    /// # Errors
    /// Database errors.
    pub async fn delete_expired(&self, now_secs: i64) -> sqlx::Result<u64> {
        let mut conn = self.pool.acquire().await?;
        each_engine!(&mut conn, c => sqlx::query("DELETE FROM sessions WHERE expires_at < $1")
            .bind(now_secs)
            .execute(c)
            .await
            .map(|done| done.rows_affected()))
    }
}

fn id_hash(id: &Id) -> String {
    hex::encode(Sha256::digest(id.0.to_le_bytes()))
}

fn backend(err: sqlx::Error) -> session_store::Error {
    session_store::Error::Backend(err.to_string())
}

#[async_trait::async_trait]
impl SessionStore for Sessions {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        let data = serde_json::to_string(&record.data)
            .map_err(|e| session_store::Error::Encode(e.to_string()))?;
        let mut conn = self.pool.acquire().await.map_err(backend)?;
        loop {
            let made = each_engine!(&mut conn, c => sqlx::query(
                "INSERT INTO sessions (id_hash, data, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            )
            .bind(id_hash(&record.id))
            .bind(&data)
            .bind(record.expiry_date.unix_timestamp())
            .execute(c)
            .await
            .map(|done| done.rows_affected()))
            .map_err(backend)?;
            if made == 1 {
                return Ok(());
            }
            // An id collision (astronomically unlikely): draw another id.
            record.id = Id::default();
        }
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        let data = serde_json::to_string(&record.data)
            .map_err(|e| session_store::Error::Encode(e.to_string()))?;
        let mut conn = self.pool.acquire().await.map_err(backend)?;
        each_engine!(&mut conn, c => sqlx::query(
            "INSERT INTO sessions (id_hash, data, expires_at) VALUES ($1, $2, $3)
             ON CONFLICT (id_hash) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at",
        )
        .bind(id_hash(&record.id))
        .bind(&data)
        .bind(record.expiry_date.unix_timestamp())
        .execute(c)
        .await
        .map(|done| done.rows_affected()))
        .map_err(backend)?;
        Ok(())
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        let mut conn = self.pool.acquire().await.map_err(backend)?;
        let row: Option<(String, i64)> = each_engine!(&mut conn, c => sqlx::query_as(
            "SELECT data, expires_at FROM sessions WHERE id_hash = $1 AND expires_at > $2",
        )
        .bind(id_hash(id))
        .bind(time::OffsetDateTime::now_utc().unix_timestamp())
        .fetch_optional(c)
        .await)
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
        let mut conn = self.pool.acquire().await.map_err(backend)?;
        each_engine!(&mut conn, c => sqlx::query("DELETE FROM sessions WHERE id_hash = $1")
            .bind(id_hash(id))
            .execute(c)
            .await
            .map(|done| done.rows_affected()))
        .map_err(backend)?;
        Ok(())
    }
}

/// The server secret called `name` if one is stored; nothing is written (a mail to a
/// reply address is checked against the "reply" secret without making it).
///
/// # Errors
/// Database errors.
pub async fn stored_server_secret(pool: &Pool, name: &str) -> sqlx::Result<Option<String>> {
    let mut conn = pool.acquire().await?;
    let value: Option<(String,)> = each_engine!(&mut conn, c => sqlx::query_as(
        "SELECT value FROM server_secrets WHERE name = $1",
    )
    .bind(name)
    .fetch_optional(c)
    .await)?;
    Ok(value.map(|(value,)| value))
}

/// The server secret called `name`: the stored one, or else `fresh`, stored now. Two
/// processes starting at once agree on the same value (the first insert wins).
///
/// # Errors
/// Database errors.
pub async fn server_secret(
    pool: &Pool,
    name: &str,
    fresh: &str,
    now: Millis,
) -> sqlx::Result<String> {
    let mut conn = pool.acquire().await?;
    each_engine!(&mut conn, c => sqlx::query(
        "INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(fresh)
    .bind(now)
    .execute(c)
    .await
    .map(|done| done.rows_affected()))?;
    let (value,): (String,) = each_engine!(&mut conn, c => sqlx::query_as(
        "SELECT value FROM server_secrets WHERE name = $1",
    )
    .bind(name)
    .fetch_one(c)
    .await)?;
    Ok(value)
}
