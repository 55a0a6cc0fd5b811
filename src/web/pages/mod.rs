//! The HTML pages. They work without JavaScript: every action is a form, every board
//! square a link. Errors come back to the page they came from as a message.
//!
//! One module per resource: [`accounts`] (sign up, in and out, password and address),
//! [`lobby`] (the lists of games, a new game, imported records), [`game`] (a game's page
//! and everything done from it), [`invitations`] (declining and withdrawing them),
//! [`profile`] (a player's page) and [`settings`] (mail, tokens, unsubscribing).

mod accounts;
mod ahead;
mod chat;
mod flash;
mod game;
mod invitations;
mod kinds;
mod live;
mod lobby;
mod orders;
mod profile;
mod scripts;
mod seat_forms;
mod settings;

use crate::clock::{Reader, rfc3339};
use crate::domain::{GameId, Millis};
use crate::web::error::WebRefused;
use askama::Template;
use axum::Router;
use axum::extract::Query;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum_csrf::CsrfToken;
use serde::Deserialize;
use tower_http::set_header::SetResponseHeaderLayer;

use super::AppState;
use super::error::PageError;
use super::extract::Visitor;
use crate::games::kinds;
use crate::i18n::Lang;
use crate::service::User;
use crate::words::{Words, kind_title};

pub use flash::{Flash, notice_to};
pub use game::ActionButton;
pub use lobby::{KindChoice, ListedGame};

/// The page routes.
#[allow(clippy::too_many_lines)] // a table: one route a page, in the order of the site
pub fn routes() -> Router<AppState> {
    let pages = Router::new()
        .route("/", get(home))
        .route(
            "/signup",
            get(accounts::sign_up_page).post(accounts::sign_up),
        )
        .route(
            "/signin",
            get(accounts::sign_in_page).post(accounts::sign_in),
        )
        .route("/signout", post(accounts::sign_out))
        .route("/language", post(super::lang::switch))
        .route(
            "/reset",
            get(accounts::reset_request_page).post(accounts::request_reset),
        )
        .route(
            "/reset/{token}",
            get(accounts::reset_password_page)
                .post(accounts::reset_password)
                .layer(super::no_store()),
        )
        .route(
            "/confirm-email/{token}",
            get(accounts::confirm_email_page)
                .post(accounts::confirm_email)
                .layer(super::no_store()),
        )
        .route("/players/{name}", get(profile::profile_page))
        .route("/lobby", get(lobby::lobby))
        .route("/games", get(lobby::my_games))
        .route(
            "/games/new",
            get(lobby::new_game_page).post(lobby::new_game),
        )
        .route("/games/{id}/record", post(lobby::answer_record))
        .route("/games/{id}", get(game::game_page))
        .route("/games/{id}/confirm", get(game::confirm_page))
        .route("/games/{id}/live", get(live::live))
        .route("/games/{id}/move", post(game::play))
        .route("/games/{id}/undo", post(game::undo))
        .route("/games/{id}/history/{seq}", get(game::viewer_page))
        .route("/games/{id}/join", post(seat_forms::join))
        .route("/games/{id}/invitation/decline", post(invitations::decline))
        .route(
            "/games/{id}/invitation/withdraw",
            post(invitations::withdraw),
        )
        .route("/games/{id}/leave", post(seat_forms::leave))
        .route("/games/{id}/resign", post(seat_forms::resign))
        .route("/games/{id}/claim", post(seat_forms::claim))
        .route("/games/{id}/agree", post(seat_forms::agree))
        .route("/games/{id}/mute", post(seat_forms::mute))
        .route("/games/{id}/orders", post(orders::save))
        .route("/games/{id}/ahead", post(ahead::save))
        .route("/games/{id}/chat", post(chat::post))
        .route("/games/{id}/chat/mute", post(chat::mute))
        .route("/games/{id}/notes", post(chat::save_notes))
        .route("/games/{id}/notes/reveal", post(chat::reveal_notes))
        .route("/games/{id}/export", get(game::export))
        .route("/kinds/{kind}/notation", get(kinds::notation))
        .route("/kinds/{kind}/rules", get(kinds::rules))
        // Settings and a new token are never stored by a cache.
        .route(
            "/settings",
            get(settings::settings_page).layer(super::no_store()),
        )
        .route(
            "/settings/tokens",
            post(settings::new_token).layer(super::no_store()),
        )
        .route("/settings/tokens/{id}/revoke", post(settings::revoke_token))
        .route("/settings/mail", post(settings::mail_settings))
        .route("/settings/timezone", post(settings::time_zone))
        .route("/settings/password", post(accounts::change_password))
        .route("/settings/email", post(accounts::change_email))
        .route("/settings/away", post(settings::declare_away))
        .route("/settings/away/cancel", post(settings::cancel_away))
        .route(
            "/unsubscribe/{key}",
            get(settings::unsubscribe_page).post(settings::unsubscribe),
        )
        .fallback(not_found)
        // A page's language follows the reader's cookies and browser (`web::lang`);
        // the static files below are the same for every reader.
        .layer(SetResponseHeaderLayer::appending(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        ));
    Router::new()
        .route("/static/herald.css", get(stylesheet))
        .route("/static/steps.js", get(scripts::steps))
        .route("/static/when.js", get(scripts::when))
        .route("/static/live.js", get(scripts::live))
        .route("/static/board.js", get(scripts::board))
        .route(scripts::HTMX, get(scripts::htmx))
        .route(scripts::PANZOOM, get(scripts::panzoom))
        .route("/static/zoom.js", get(scripts::zoom))
        .route(
            "/static/fonts/NotoSansJP-Herald.woff2",
            get(scripts::japanese_font),
        )
        .route(
            "/static/fonts/NotoSansJP-Herald-Bold.woff2",
            get(scripts::japanese_font_bold),
        )
        .merge(pages)
}

/// The one stylesheet (the CSP allows no inline style).
async fn stylesheet() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("../../../static/herald.css"),
    )
}

/// A moment on a page as a `<time>` element: RFC 3339 in `datetime`, the words of
/// [`Reader::moment`] inside; for a UTC reader of English marked `data-local` so that
/// `/static/when.js` rewrites it in the browser's zone (the script has English words
/// only: a Russian or Japanese reader in UTC reads UTC, named so). (HTML: the words are
/// our own.)
pub fn time_tag(reader: &Reader, at: Millis) -> String {
    let rewritten = reader.is_utc() && reader.lang() == Lang::En;
    let local = if rewritten { " data-local" } else { "" };
    format!(
        "<time datetime=\"{}\"{local}>{}</time>",
        rfc3339(at),
        reader.moment(at)
    )
}

/// What every page shows around its content.
pub struct Chrome {
    /// The page's words, in its language (`chrome.t("id")` through `Deref`).
    pub words: Words,
    /// The signed-in user's name.
    pub user: Option<String>,
    /// The page's own address (path and query), where the language switch comes back to.
    pub here: String,
    /// The CSRF token for this page's forms.
    pub csrf: String,
    /// An error to show.
    pub error: Option<String>,
    /// A notice to show.
    pub notice: Option<String>,
}

/// A form that carries nothing but its CSRF token: a button.
#[derive(Deserialize)]
struct Button {}

impl std::ops::Deref for Chrome {
    type Target = Words;

    fn deref(&self) -> &Words {
        &self.words
    }
}

impl Chrome {
    /// The other languages, each with its code and its own name, for the switch.
    pub fn other_languages(&self) -> Vec<(&'static str, &'static str)> {
        Lang::ALL
            .into_iter()
            .filter(|l| *l != self.lang())
            .map(|l| (l.code(), l.endonym()))
            .collect()
    }
}

/// The frame of a page in `lang` at `here` for `user`, with `token` for its forms, showing `flash`.
pub(super) fn chrome(
    (lang, here): (Lang, &str),
    user: Option<&User>,
    token: &CsrfToken,
    flash: Flash,
) -> Chrome {
    Chrome {
        words: Words(lang),
        here: here.to_string(),
        user: user.map(|u| u.name.clone()),
        csrf: token.authenticity_token().unwrap_or_default(),
        notice: flash.notice_in(lang),
        error: flash.error,
    }
}

/// `page` as HTML with `status` (a template that fails is logged and answers 500).
pub(super) fn render(status: StatusCode, page: &impl Template) -> Response {
    match page.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!("template: {e}");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                Html("<h1>Something went wrong</h1><p>Please try again.</p>".to_string()),
            )
                .into_response()
        }
    }
}

/// `text` percent-encoded for a query string.
pub(super) fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The address of game `id`'s page.
fn game_address(id: GameId) -> String {
    format!("/games/{id}")
}

async fn not_found(visitor: Visitor) -> PageError {
    visitor.error_page(WebRefused::NotHere(crate::msg!("web-refused-no-page")))
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    chrome: Chrome,
    kinds: Vec<(&'static str, String)>,
}

async fn home(visitor: Visitor, Query(flash): Query<Flash>) -> Response {
    let kinds = kinds()
        .iter()
        .map(|k| (k.kind(), kind_title(visitor.lang, *k)))
        .collect();
    visitor.page(&HomePage {
        chrome: visitor.chrome(flash),
        kinds,
    })
}
