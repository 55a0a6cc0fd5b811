//! The web face: HTML pages (askama) and the JSON API under `/api`, over one service.

pub mod api;
pub mod auth;
pub mod boards;
pub mod error;
pub mod pages;
mod tara_board;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::{DefaultBodyLimit, FromRef};
use axum_csrf::CsrfConfig;
use time::Duration;
use tokio::sync::Notify;
use tower_http::trace::TraceLayer;
use tower_sessions::{Expiry, SessionManagerLayer, cookie::SameSite};

use crate::service::Herald;
use crate::store::sessions::SqliteSessions;

/// The largest request body accepted: moves and sign-ups are tiny.
pub const MAX_BODY: usize = 64 * 1024;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The service.
    pub herald: Herald,
    /// CSRF settings for the forms.
    pub csrf: CsrfConfig,
    /// Sign-in attempts.
    pub sign_in_limiter: auth::SignInLimiter,
}

impl FromRef<AppState> for CsrfConfig {
    fn from_ref(state: &AppState) -> Self {
        state.csrf.clone()
    }
}

/// The whole application: pages, API, sessions, limits, tracing.
pub fn app(herald: Herald) -> Router {
    let https = herald.settings.is_https();
    let sessions = SessionManagerLayer::new(SqliteSessions::new(herald.db.pool.clone()))
        .with_name("herald_session")
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(https)
        .with_expiry(Expiry::OnInactivity(Duration::days(30)));
    let state = AppState {
        herald,
        csrf: CsrfConfig::default()
            .with_secure(https)
            .with_cookie_name("herald_csrf"),
        sign_in_limiter: auth::SignInLimiter::new(),
    };
    Router::new()
        .nest("/api", api::routes())
        .merge(pages::routes())
        .layer(sessions)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

/// Serves the application on `listener` until `stop` is notified.
///
/// # Errors
/// When serving fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    herald: Herald,
    stop: Arc<Notify>,
) -> anyhow::Result<()> {
    let app = app(herald).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app)
        .with_graceful_shutdown(async move { stop.notified().await })
        .await?;
    Ok(())
}
