//! The pages' scripts, served from the binary. Every page works without them (the CSP
//! allows no other script, and no inline one): they only save page loads and keep pages
//! current.
//!
//! - `/static/htmx-2.0.11.min.js`: htmx (vendored from npm, see `static/vendor/README.md`),
//!   which swaps the answer of a form or link into the page instead of loading a new one.
//! - `/static/panzoom-4.6.2.min.js`: Panzoom (vendored from npm), which pans and zooms an
//!   element with CSS transforms, pinch included.
//! - `/static/board.js`: a click on a drawn board plays or selects in place.
//! - `/static/zoom.js`: the game page's board pans and zooms, opening legible.
//! - `/static/live.js`: keeps an open game page current.
//! - `/static/when.js`: times in the browser's zone.
//! - `/static/steps.js`: the history viewer's arrow keys.

use axum::http::header;
use axum::response::IntoResponse;

/// The address Panzoom is served at (versioned as htmx's).
pub const PANZOOM: &str = "/static/panzoom-4.6.2.min.js";

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

/// A web font (woff2), kept a day by caches.
fn font(body: &'static [u8]) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "font/woff2"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        body,
    )
}

/// Noto Sans CJK JP for Japanese on the pages (issue 30): the kana, the kanji of the
/// message files and the JIS level-1 kanji (players' names), subset by
/// `tools/subset-fonts` (514 KB); the stylesheet asks for it only for those characters.
pub(super) async fn japanese_font() -> impl IntoResponse {
    font(include_bytes!(
        "../../../static/fonts/NotoSansJP-Herald.woff2"
    ))
}

/// The same, bold (521 KB).
pub(super) async fn japanese_font_bold() -> impl IntoResponse {
    font(include_bytes!(
        "../../../static/fonts/NotoSansJP-Herald-Bold.woff2"
    ))
}

/// htmx itself.
pub(super) async fn htmx() -> impl IntoResponse {
    script(include_str!("../../../static/vendor/htmx/htmx.min.js"))
}

/// Panzoom itself.
pub(super) async fn panzoom() -> impl IntoResponse {
    script(include_str!(
        "../../../static/vendor/panzoom/panzoom.min.js"
    ))
}

/// The game page's board that pans and zooms.
pub(super) async fn zoom() -> impl IntoResponse {
    script(include_str!("../../../static/zoom.js"))
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
