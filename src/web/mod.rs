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
use axum::http::{HeaderName, HeaderValue, header};
use axum_csrf::{CsrfConfig, Key};
use sha2::{Digest, Sha512};
use time::Duration;
use tokio::sync::Notify;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;
use tower_sessions::{Expiry, SessionManagerLayer, cookie::SameSite};

use crate::service::Herald;
use crate::store::sessions::SqliteSessions;

/// The largest request body accepted: moves and sign-ups are tiny.
pub const MAX_BODY: usize = 64 * 1024;

/// The Content-Security-Policy of every answer. Pages have no script at all, their one
/// stylesheet is `/static/herald.css` (no inline style), boards are inline SVG with
/// presentation attributes only, and forms post to Herald itself. No site may frame a
/// page: the confirm page's one button plays a move, so framing it would be clickjacking.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'self'; img-src 'self'; \
     form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// `Strict-Transport-Security` when the base URL is https: a year.
pub const HSTS: &str = "max-age=31536000";

/// A layer that marks answers as never to be stored by a cache (pages and API answers
/// that show a token or settings).
pub fn no_store() -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))
}

/// Adds the security headers to every answer (pages, API, static files, errors).
fn with_security_headers(router: Router, https: bool) -> Router {
    let always: [(HeaderName, &'static str); 4] = [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    ];
    let mut router = router;
    for (name, value) in always {
        router = router.layer(SetResponseHeaderLayer::overriding(
            name,
            HeaderValue::from_static(value),
        ));
    }
    let hsts = https.then(|| HeaderValue::from_static(HSTS));
    router.layer(SetResponseHeaderLayer::overriding(
        header::STRICT_TRANSPORT_SECURITY,
        hsts,
    ))
}

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

/// The forms' CSRF settings, with a key and salt derived from the database's `csrf`
/// server secret: a form fetched before a restart is still good after it.
async fn csrf_config(herald: &Herald, https: bool) -> anyhow::Result<CsrfConfig> {
    let secret = herald.server_secret("csrf").await?;
    let derive = |purpose: &[u8]| {
        let mut hash = Sha512::new();
        hash.update(purpose);
        hash.update([0]);
        hash.update(&secret);
        hash.finalize()
    };
    let key = Key::try_from(&derive(b"herald csrf cookie key")[..])?;
    let salt = hex::encode(&derive(b"herald csrf form salt")[..32]);
    Ok(CsrfConfig::default()
        .with_key(Some(key))
        .with_salt(salt)
        .with_secure(https)
        .with_cookie_name("herald_csrf"))
}

/// The whole application: pages, API, sessions, limits, tracing.
///
/// # Errors
/// When the server secrets cannot be read or made.
pub async fn app(herald: Herald) -> anyhow::Result<Router> {
    let https = herald.settings.is_https();
    let sessions = SessionManagerLayer::new(SqliteSessions::new(herald.db.pool.clone()))
        .with_name("herald_session")
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(https)
        .with_expiry(Expiry::OnInactivity(Duration::days(30)));
    let csrf = csrf_config(&herald, https).await?;
    let state = AppState {
        herald,
        csrf,
        sign_in_limiter: auth::SignInLimiter::new(),
    };
    let router = Router::new()
        .nest("/api", api::routes())
        // `/api/` is not inside the nested router: answer it as the API does.
        .route("/api/", axum::routing::any(api::not_found))
        .merge(pages::routes())
        .layer(sessions)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        // Every error under /api in the API's JSON shape, whoever made it.
        .layer(axum::middleware::from_fn(error::json_errors))
        .with_state(state);
    Ok(with_security_headers(router, https).layer(TraceLayer::new_for_http()))
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
    let app = app(herald)
        .await?
        .into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app)
        .with_graceful_shutdown(async move { stop.notified().await })
        .await?;
    Ok(())
}
