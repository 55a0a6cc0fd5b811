//! The pages' scripts, served from the binary. Every page works without them (the CSP
//! allows no other script, and no inline one): they only save page loads and keep pages
//! current.
//!
//! - `/static/htmx-2.0.11.min.js`: htmx (vendored from npm, see `static/vendor/README.md`),
//!   which swaps the answer of a form or link into the page instead of loading a new one.
//! - `/static/board.js`: a click on a drawn board plays or selects in place.
//! - `/static/live.js`: keeps an open game page current.
//! - `/static/when.js`: times in the browser's zone.
//! - `/static/steps.js`: the history viewer's arrow keys.

use axum::http::header;
use axum::response::IntoResponse;

/// The address htmx is served at: versioned, so a new version is never mixed with an old
/// one from a cache.
pub const HTMX: &str = "/static/htmx-2.0.11.min.js";

/// A script with the caching every script gets (an hour; htmx's address changes with its
/// version).
fn script(body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
}

/// htmx itself.
pub(super) async fn htmx() -> impl IntoResponse {
    script(include_str!("../../../static/vendor/htmx/htmx.min.js"))
}

/// Clicks on a drawn board, in place.
pub(super) async fn board() -> impl IntoResponse {
    script(include_str!("../../../static/board.js"))
}

/// Keeps a game page current.
pub(super) async fn live() -> impl IntoResponse {
    script(include_str!("../../../static/live.js"))
}

/// The history viewer's arrow keys.
pub(super) async fn steps() -> impl IntoResponse {
    script(include_str!("../../../static/steps.js"))
}

/// Times in the browser's zone, for a reader who chose none.
pub(super) async fn when() -> impl IntoResponse {
    script(include_str!("../../../static/when.js"))
}
