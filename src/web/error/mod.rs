//! How service errors become HTTP answers: one [`WebError`] told as JSON `{"error": …}`
//! for the API ([`ApiError`]) and as HTML for the browser ([`PageError`]: an error page,
//! or back to the page with the message). A 500 never shows its cause; the cause goes to
//! the log.

use super::lang::reader;
use crate::i18n::Lang;
use crate::i18n::Msg;
use crate::msg;
use crate::words::say;
use askama::Template;
use axum::Json;
use axum::extract::Request;
use axum::http::{Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use axum_csrf::CsrfToken;
use serde_json::json;

mod status;

pub use status::status_of;

use super::pages::{Chrome, render, urlencode};
use crate::service::ServiceError;

/// What the web layer refuses by itself, before any service is asked: what it reads of a
/// request (its path, query, form or body, its credentials, its CSRF token) and the pages
/// and routes it has. Everything else a request is refused is a [`ServiceError`].
#[derive(Debug)]
pub enum WebRefused {
    /// 400: a request whose path, query, form or body cannot be read as the route takes
    /// it; the sentence says what it takes.
    Unreadable(Msg),
    /// 401: no signed-in player, or credentials that name none.
    NotSignedIn(Msg),
    /// 403: a form whose CSRF token is missing or wrong.
    FormExpired,
    /// 404: no such page, route, kind or thing here; the sentence says where to look.
    NotHere(Msg),
}

impl WebRefused {
    /// The refusal as a message of the reader's language.
    pub fn msg(&self) -> Msg {
        match self {
            WebRefused::Unreadable(msg)
            | WebRefused::NotSignedIn(msg)
            | WebRefused::NotHere(msg) => msg.clone(),
            WebRefused::FormExpired => msg!("web-refused-form-expired"),
        }
    }
}

crate::worded_error!(WebRefused);

impl Refusal {
    /// The refusal as a message of the reader's language.
    pub fn msg(&self) -> Msg {
        match self {
            Refusal::Service(refused) => refused.msg(),
            Refusal::Web(refused) => refused.msg(),
        }
    }
}

/// Why a request was refused: by the service, or by the web layer itself.
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    /// The service refused it (or failed).
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// The web layer refused it before asking the service.
    #[error(transparent)]
    Web(#[from] WebRefused),
}

/// The sentence shown to the user, in the language of the request being answered
/// ([`reader`]): the error's own for 4xx, a generic one for 500 (whose cause is logged).
pub fn public_message(refused: &Refusal) -> String {
    if let Refusal::Service(ServiceError::Unexpected(cause)) = refused {
        tracing::error!("internal error: {cause:#}");
    }
    say(reader(), &refused.msg())
}

/// An error answer: a service error, told in the shape its reader expects. The flavour
/// `F` is the reader: [`Api`] (a program, JSON) or [`Page`] (a person, HTML).
#[derive(Debug)]
pub struct WebError<F> {
    /// What went wrong; its status and sentence are [`status_of`] and [`public_message`].
    pub error: Refusal,
    /// How the answer is told.
    pub flavour: F,
}

/// The API's flavour: `{"error": "<sentence>"}` in JSON (docs/API.md).
#[derive(Debug)]
pub struct Api;

/// The pages' flavour: HTML, either an error page or the page the visitor came from.
pub enum Page {
    /// An error page in the site's frame, for the signed-in `user` (by name) if any, with
    /// `token` for the frame's forms (none: the frame has no working forms).
    Shown {
        /// The language the page is worded in.
        lang: Lang,
        /// The signed-in user's name.
        user: Option<String>,
        /// The CSRF token of the visitor, sent back as its cookie (boxed: it is large).
        token: Option<Box<CsrfToken>>,
    },
    /// A redirect back to this page, which shows the sentence (`?error=`).
    Back(String),
}

impl std::fmt::Debug for Page {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Page::Shown { user, .. } => f.debug_struct("Shown").field("user", user).finish(),
            Page::Back(to) => f.debug_tuple("Back").field(to).finish(),
        }
    }
}

/// An error answer of the API.
pub type ApiError = WebError<Api>;

/// An error answer of a page.
pub type PageError = WebError<Page>;

impl From<Refusal> for ApiError {
    fn from(error: Refusal) -> Self {
        WebError {
            error,
            flavour: Api,
        }
    }
}

impl From<ServiceError> for ApiError {
    fn from(error: ServiceError) -> Self {
        ApiError::from(Refusal::Service(error))
    }
}

impl From<WebRefused> for ApiError {
    fn from(error: WebRefused) -> Self {
        ApiError::from(Refusal::Web(error))
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(err: sqlx::Error) -> Self {
        ApiError::from(ServiceError::from(err))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = status_of(&self.error);
        (
            status,
            Json(json!({ "error": public_message(&self.error) })),
        )
            .into_response()
    }
}

impl PageError {
    /// Back to the page at `to`, which shows what went wrong.
    pub fn back(to: impl Into<String>, error: impl Into<Refusal>) -> Self {
        WebError {
            error: error.into(),
            flavour: Page::Back(to.into()),
        }
    }

    /// An error page in `lang` for `user` (by name), with `token` for the frame's forms.
    pub fn shown(
        error: impl Into<Refusal>,
        lang: Lang,
        user: Option<String>,
        token: Option<CsrfToken>,
    ) -> Self {
        WebError {
            error: error.into(),
            flavour: Page::Shown {
                lang,
                user,
                token: token.map(Box::new),
            },
        }
    }
}

/// The error page.
#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    chrome: Chrome,
    status: u16,
    message: String,
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let message = public_message(&self.error);
        match self.flavour {
            Page::Back(to) => {
                let sep = if to.contains('?') { '&' } else { '?' };
                Redirect::to(&format!("{to}{sep}error={}", urlencode(&message))).into_response()
            }
            Page::Shown { lang, user, token } => {
                let status = status_of(&self.error);
                let csrf = token.as_ref().and_then(|t| t.authenticity_token().ok());
                let body = ErrorPage {
                    chrome: Chrome {
                        words: crate::words::Words(lang),
                        user,
                        here: "/".to_string(),
                        csrf: csrf.unwrap_or_default(),
                        error: None,
                        notice: None,
                    },
                    status: status.as_u16(),
                    message,
                };
                (token.map(|t| *t), render(status, &body)).into_response()
            }
        }
    }
}

/// Turning a service result into a page's result.
pub trait OrPage<T> {
    /// On error, back to the page at `to`, which shows what went wrong.
    fn or_back_to(self, to: &str) -> Result<T, PageError>;
}

impl<T, E: Into<Refusal>> OrPage<T> for Result<T, E> {
    fn or_back_to(self, to: &str) -> Result<T, PageError> {
        self.map_err(|error| PageError::back(to, error))
    }
}

/// An answer in the API's error shape with any status (for the statuses no service error
/// has: 405, 413, 415).
pub fn json_error(status: StatusCode, message: impl Into<String>) -> Response {
    let message: String = message.into();
    (status, Json(json!({ "error": message }))).into_response()
}

/// Whether an answer's Content-Type is JSON (`application/json`, `application/*+json`,
/// with or without parameters).
pub fn is_json_type(value: &str) -> bool {
    let essence = value.split(';').next().unwrap_or_default().trim();
    let essence = essence.to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// Whether a request path belongs to the API.
pub fn is_api_path(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

/// The sentence for an API error answer that was not made as JSON (a rejection by axum,
/// a layer, or a page fallback): what went wrong and what to do, by status, in the
/// reader's language (`web::lang::reader`). `detail` is the original text, when it was
/// one short line of text (axum's, in English: it quotes the request).
fn sentence_for(status: StatusCode, method: &Method, detail: Option<&str>) -> String {
    let because = |plain: &'static str, with: &'static str| match detail {
        Some(detail) => Msg::new(with).with("detail", detail),
        None => Msg::new(plain),
    };
    let msg = match status {
        StatusCode::BAD_REQUEST => because("api-error-unreadable", "api-error-unreadable-because"),
        StatusCode::UNAUTHORIZED => msg!("web-refused-signed-in-player"),
        StatusCode::FORBIDDEN => msg!("api-error-forbidden"),
        StatusCode::NOT_FOUND => msg!("api-error-no-route"),
        StatusCode::METHOD_NOT_ALLOWED => msg!("api-error-method", method = method.as_str()),
        StatusCode::REQUEST_TIMEOUT => msg!("api-error-too-slow"),
        StatusCode::PAYLOAD_TOO_LARGE => return too_large_sentence(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => return not_json_sentence(),
        StatusCode::UNPROCESSABLE_ENTITY => {
            because("api-error-wrong-value", "api-error-wrong-value-because")
        }
        StatusCode::TOO_MANY_REQUESTS => msg!("api-error-too-many"),
        s if s.is_server_error() => msg!("api-error-ours"),
        s => msg!("api-error-refused", status = i64::from(s.as_u16())),
    };
    say(reader(), &msg)
}

/// The sentence of a 413, in the reader's language.
pub fn too_large_sentence() -> String {
    let kib = i64::try_from(super::MAX_BODY / 1024).unwrap_or(i64::MAX);
    say(reader(), &msg!("api-error-too-large", kib = kib))
}

/// The sentence of a 415, in the reader's language.
pub fn not_json_sentence() -> String {
    say(reader(), &msg!("api-error-not-json"))
}

/// Middleware: every error answer under `/api` is `{"error": "<sentence>"}` in JSON, even
/// one made by axum (a path that does not parse, a body too large), by a layer, or by the
/// pages' fallback (`/api/`). Answers already in JSON pass as they are; other headers
/// (`Allow`, `Retry-After`) are kept.
pub async fn json_errors(request: Request, next: Next) -> Response {
    if !is_api_path(request.uri().path()) {
        return next.run(request).await;
    }
    let method = request.method().clone();
    let response = next.run(request).await;
    let status = response.status();
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    if !(status.is_client_error() || status.is_server_error()) || is_json_type(&content_type) {
        return response;
    }
    let (parts, body) = response.into_parts();
    // axum's own rejections are one line of plain text that names the problem.
    let detail = if content_type.starts_with("text/plain") {
        axum::body::to_bytes(body, 1024)
            .await
            .ok()
            .and_then(|b| String::from_utf8(b.to_vec()).ok())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty() && !t.contains('\n') && t.len() <= 200)
    } else {
        None
    };
    let mut answer = json_error(status, sentence_for(status, &method, detail.as_deref()));
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            answer.headers_mut().append(name.clone(), value.clone());
        }
    }
    answer
}
