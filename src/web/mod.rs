//! The web face: HTML pages (askama) and the JSON API under `/api`, over one service.

pub mod api;
pub mod auth;
pub mod connections;
pub mod error;
pub mod extract;
pub mod lang;
pub mod pages;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::{DefaultBodyLimit, FromRef};
use axum::http::{HeaderName, HeaderValue, header};
use axum_csrf::{CsrfConfig, Key};
use sha2::{Digest, Sha512};
use time::Duration;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;
use tower_sessions::{Expiry, SessionManagerLayer, cookie::SameSite};

use crate::service::Herald;
use crate::service::accounts::Accounts;
use crate::service::lobby::Lobby;
use crate::store::sessions::Sessions;

/// The largest request body accepted: moves and sign-ups are tiny.
pub const MAX_BODY: usize = 64 * 1024;

/// Middleware: a request whose `Content-Length` is over [`MAX_BODY`] is answered 413 at
/// once, before anything waits for its body (else the body extractor would wait for bytes
/// the client may never send, until the request timeout), and its connection is closed
/// (the body stays unread, so the connection cannot carry another request). Under `/api`
/// [`error::json_errors`] tells it in JSON. A body with no length declared (chunked) is cut
/// off at the limit by [`DefaultBodyLimit`] as it arrives.
async fn refuse_declared_too_large(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.trim().parse::<u64>().ok());
    if declared.is_none_or(|length| length <= MAX_BODY as u64) {
        return next.run(request).await;
    }
    (
        axum::http::StatusCode::PAYLOAD_TOO_LARGE,
        [(header::CONNECTION, "close")],
        error::too_large_sentence(),
    )
        .into_response()
}

/// The Content-Security-Policy of every answer. Pages have no inline script: the scripts
/// (`/static/steps.js`, the history viewer's arrow keys; `/static/when.js`, times in the
/// browser's zone; `/static/live.js`, which asks the game's live stamp of Herald itself)
/// are served by Herald and every page works without them; the one stylesheet is `/static/herald.css` (no inline
/// style), boards are inline SVG with presentation attributes only, and forms post to
/// Herald itself. No site may frame a page: the confirm page's one button plays a move, so
/// framing it would be clickjacking.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     font-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

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

/// What every handler can reach, shared: every extractor and middleware that takes the
/// state clones it, several times a request, and one reference count costs less than the
/// service's dozen (issue 28).
#[derive(Clone)]
pub struct AppState(Arc<App>);

impl std::ops::Deref for AppState {
    type Target = App;

    fn deref(&self) -> &App {
        &self.0
    }
}

/// The service and the web layer's own settings, behind [`AppState`].
pub struct App {
    /// The games: every change to a game, and what is read of one.
    pub herald: Herald,
    /// Sign-up, sign-in, tokens, mailed links and a player's settings.
    pub accounts: Accounts,
    /// The lists of games and the players' profiles.
    pub lobby: Lobby,
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
async fn csrf_config(accounts: &Accounts, https: bool) -> anyhow::Result<CsrfConfig> {
    let secret = accounts.server_secret("csrf").await?;
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
    let sessions = SessionManagerLayer::new(Sessions::new(herald.db.pool.clone()))
        .with_name("herald_session")
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(https)
        .with_expiry(Expiry::OnInactivity(Duration::days(30)));
    let accounts = herald.accounts();
    let csrf = csrf_config(&accounts, https).await?;
    let state = AppState(Arc::new(App {
        lobby: herald.lobby(),
        accounts,
        herald,
        csrf,
        sign_in_limiter: auth::SignInLimiter::new(),
    }));
    let router = Router::new()
        .nest("/api", api::routes())
        // `/api/` is not inside the nested router: answer it as the API does.
        .route("/api/", axum::routing::any(api::not_found))
        .merge(pages::routes())
        .layer(sessions)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn(refuse_declared_too_large))
        // Every error under /api in the API's JSON shape, whoever made it.
        .layer(axum::middleware::from_fn(error::json_errors))
        // Refusals are worded in the reader's language, wherever they are told.
        .layer(axum::middleware::from_fn(lang::reader_lang))
        .with_state(state);
    Ok(with_security_headers(router, https).layer(TraceLayer::new_for_http()))
}

/// How long the requests in flight at shutdown may take to be answered before their
/// connections are closed.
pub const SHUTDOWN_DRAIN: std::time::Duration = std::time::Duration::from_secs(8);

/// Serves the application on `listener` until `stop` turns true; then stops accepting,
/// answers the requests in flight (for up to [`SHUTDOWN_DRAIN`]) and returns.
///
/// Every connection has deadlines: its request headers must arrive within
/// `HERALD_HEADER_TIMEOUT_MS` (which also closes idle keep-alive connections), and each
/// request must arrive in full and be answered within `HERALD_REQUEST_TIMEOUT_MS` (else
/// 408). At most `HERALD_MAX_CONNECTIONS` are open at once, and at most
/// `HERALD_MAX_CONNECTIONS_PER_CLIENT` from one client address; one more is answered 503 at
/// once and closed, so nobody waits on a full server and one client cannot fill it. A
/// trusted proxy's connections are not capped per address; the clients it forwards are,
/// by their requests in flight ([`connections::limit_forwarded`]).
///
/// # Errors
/// None so far: a failed accept is logged and the loop goes on.
pub async fn serve(
    listener: tokio::net::TcpListener,
    herald: Herald,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> anyhow::Result<()> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use std::time::Duration;
    use tower::Service;

    let settings = herald.settings.clone();
    let mut admission = connections::Admission::new(&settings);
    let forwarded = connections::Forwarded {
        proxies: settings.trusted_proxy.clone().into(),
        in_flight: connections::PerClient::new(settings.max_connections_per_client),
    };
    let app = app(herald)
        .await?
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            Duration::from_millis(settings.request_timeout_ms.max(1)),
        ))
        .layer(axum::middleware::from_fn_with_state(
            forwarded,
            connections::limit_forwarded,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            HeaderName::from_static("keep-alive"),
            keep_alive(settings.header_timeout_ms),
        ));
    let mut make_service = app.into_make_service_with_connect_info::<SocketAddr>();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(Duration::from_millis(settings.header_timeout_ms.max(1)));
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut serving = tokio::task::JoinSet::new();
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    accept_failed(e).await;
                    continue;
                }
            },
            () = stopped(&mut stop) => break,
        };
        while serving.try_join_next().is_some() {}
        let Some((stream, held)) = admission.admit(stream, peer) else {
            continue;
        };
        let service = match make_service.call(peer).await {
            Ok(service) => service,
            Err(never) => match never {},
        };
        let connection = http.serve_connection(
            TokioIo::new(stream),
            hyper_util::service::TowerToHyperService::new(service),
        );
        let connection = graceful.watch(connection);
        serving.spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(%peer, "connection closed: {e}");
            }
            drop(held);
        });
    }
    drop(listener);
    drain(graceful, serving, &admission).await;
    Ok(())
}

/// The `Keep-Alive` header every answer carries: how many whole seconds an idle
/// connection stays open (`HERALD_HEADER_TIMEOUT_MS`, rounded down). A client that reuses a
/// connection just as the server closes it loses that request (hyper's client did so 5
/// times in 300 at the limit's edge), so clients that read the hint (Firefox, Node's
/// undici) let the connection go first.
fn keep_alive(header_timeout_ms: u64) -> HeaderValue {
    HeaderValue::from_str(&format!("timeout={}", header_timeout_ms / 1000))
        .expect("digits are a header value")
}

/// After the listener closed: answers the requests in flight for at most
/// [`SHUTDOWN_DRAIN`], then closes the connections still open.
async fn drain(
    graceful: hyper_util::server::graceful::GracefulShutdown,
    mut connections: tokio::task::JoinSet<()>,
    admission: &connections::Admission,
) {
    let open = admission.open();
    tracing::info!(
        "no longer accepting connections; answering the requests in flight ({open} connections open)"
    );
    if tokio::time::timeout(SHUTDOWN_DRAIN, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!(
            "closing {} connections still busy after {SHUTDOWN_DRAIN:?}",
            admission.open()
        );
    }
    connections.abort_all();
    while connections.join_next().await.is_some() {}
}

/// Returns once `stop` is true (or its sender is gone).
async fn stopped(stop: &mut tokio::sync::watch::Receiver<bool>) {
    let _ = stop.wait_for(|stop| *stop).await;
}

/// After a failed accept: a connection that failed before it was accepted is no concern;
/// anything else (out of file descriptors) is logged, and the loop waits a moment so it
/// does not spin.
async fn accept_failed(e: std::io::Error) {
    use std::io::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::ConnectionAborted | ErrorKind::ConnectionReset | ErrorKind::ConnectionRefused
    ) {
        return;
    }
    tracing::error!("accepting a connection failed: {e}");
    tokio::time::sleep(std::time::Duration::from_millis(250)).await;
}
