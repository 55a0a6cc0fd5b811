//! Who is asking: a bearer token for the API, a session cookie for pages; and the
//! rate limit on sign-in attempts.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use tower_sessions::Session;

use super::AppState;
use super::error::ApiError;
use crate::service::{ServiceError, User};

/// The session key holding the signed-in user's id.
pub const SESSION_USER: &str = "user_id";

/// The caller of an API route that needs a user.
pub struct ApiUser(pub User);

/// The caller of an API route open to spectators too.
pub struct MaybeApiUser(pub Option<User>);

fn bearer(parts: &Parts) -> Result<Option<&str>, ServiceError> {
    let Some(value) = parts.headers.get(AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().unwrap_or_default();
    match value.strip_prefix("Bearer ") {
        Some(token) if !token.trim().is_empty() => Ok(Some(token.trim())),
        _ => Err(ServiceError::Unauthorized(
            "send your token as 'Authorization: Bearer <token>' (get one with POST /api/tokens)"
                .into(),
        )),
    }
}

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match MaybeApiUser::from_request_parts(parts, state).await? {
            MaybeApiUser(Some(user)) => Ok(ApiUser(user)),
            MaybeApiUser(None) => Err(ApiError(ServiceError::Unauthorized(
                "this needs a signed-in player: send 'Authorization: Bearer <token>' (get one with POST /api/tokens)"
                    .into(),
            ))),
        }
    }
}

impl FromRequestParts<AppState> for MaybeApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match bearer(parts)? {
            Some(token) => Ok(MaybeApiUser(Some(state.herald.user_by_token(token).await?))),
            None => Ok(MaybeApiUser(None)),
        }
    }
}

/// The signed-in user of a page, if any.
pub struct PageUser(pub Option<User>);

impl FromRequestParts<AppState> for PageUser {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Ok(session) = Session::from_request_parts(parts, state).await else {
            return Ok(PageUser(None));
        };
        let Ok(Some(id)) = session.get::<i64>(SESSION_USER).await else {
            return Ok(PageUser(None));
        };
        Ok(PageUser(state.herald.user_by_id(id).await.ok().flatten()))
    }
}

/// The client's address, when the server knows it (it does when served with connect info).
pub struct ClientAddr(pub Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip()),
        ))
    }
}

/// Limits sign-in attempts per (client address, name): a few tries a minute, so a
/// password cannot be guessed by brute force, and one client cannot lock others out.
#[derive(Clone)]
pub struct SignInLimiter(Arc<DefaultKeyedRateLimiter<(IpAddr, String)>>);

impl SignInLimiter {
    /// Five attempts at once, then one more every 12 seconds.
    pub fn new() -> Self {
        let quota = Quota::per_minute(NonZeroU32::new(5).expect("5 is not zero"));
        SignInLimiter(Arc::new(RateLimiter::keyed(quota)))
    }

    /// Counts an attempt.
    ///
    /// # Errors
    /// 429 when the client has tried too often.
    pub fn check(&self, client: &ClientAddr, name: &str) -> Result<(), ServiceError> {
        let ip = client.0.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        self.0
            .check_key(&(ip, name.trim().to_lowercase()))
            .map_err(|_| {
                ServiceError::TooMany(
                    "too many sign-in attempts for this name; wait a minute and try again".into(),
                )
            })?;
        self.0.retain_recent();
        Ok(())
    }
}

impl Default for SignInLimiter {
    fn default() -> Self {
        Self::new()
    }
}
