//! How service errors become HTTP answers: one [`WebError`] told as JSON `{"error": …}`
//! for the API ([`ApiError`]) and as HTML for the browser ([`PageError`]: an error page,
//! or back to the page with the message). A 500 never shows its cause; the cause goes to
//! the log.

use askama::Template;
use axum::Json;
use axum::extract::Request;
use axum::http::{Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use axum_csrf::CsrfToken;
use serde_json::json;

use super::pages::{Chrome, render, urlencode};
use crate::engine::game::MoveError;
use crate::service::ServiceError;
use crate::service::accounts::refusal::AccountRefused;
use crate::service::chat::ChatRefused;
use crate::service::game::agreements::AgreementRefused;
use crate::service::game::ending::EndRefused;
use crate::service::game::new_game::NewGameRefused;
use crate::service::game::record::RecordRefused;
use crate::service::game::seat_refusal::SeatRefused;
use crate::service::game::table::MoveRefused;
use crate::service::notes::NoteRefused;
use crate::service::operator::OperatorRefused;
use crate::service::orders::OrdersRefused;
use crate::service::transfer::ExportRefused;

/// What the web layer refuses by itself, before any service is asked: what it reads of a
/// request (its path, query, form or body, its credentials, its CSRF token) and the pages
/// and routes it has. Everything else a request is refused is a [`ServiceError`].
#[derive(Debug, thiserror::Error)]
pub enum WebRefused {
    /// 400: a request whose path, query, form or body cannot be read as the route takes
    /// it; the sentence says what it takes.
    #[error("{0}")]
    Unreadable(String),
    /// 401: no signed-in player, or credentials that name none.
    #[error("{0}")]
    NotSignedIn(String),
    /// 403: a form whose CSRF token is missing or wrong.
    #[error("this form has expired (or came from another site); reload the page and send it again")]
    FormExpired,
    /// 404: no such page, route, kind or thing here; the sentence says where to look.
    #[error("{0}")]
    NotHere(String),
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

impl From<sqlx::Error> for Refusal {
    fn from(err: sqlx::Error) -> Self {
        Refusal::Service(ServiceError::from(err))
    }
}

/// The status of a refusal.
pub fn status_of(refused: &Refusal) -> StatusCode {
    match refused {
        Refusal::Service(err) => service_status(err),
        Refusal::Web(WebRefused::Unreadable(_)) => StatusCode::BAD_REQUEST,
        Refusal::Web(WebRefused::NotSignedIn(_)) => StatusCode::UNAUTHORIZED,
        Refusal::Web(WebRefused::FormExpired) => StatusCode::FORBIDDEN,
        Refusal::Web(WebRefused::NotHere(_)) => StatusCode::NOT_FOUND,
    }
}

/// The status of a service error.
fn service_status(err: &ServiceError) -> StatusCode {
    match err {
        ServiceError::Move(refused) => move_status(refused),
        // Each refusal of a take-back is the game as it stands now: nothing (or not that
        // much) to take back.
        ServiceError::TakeBack(_) => StatusCode::CONFLICT,
        ServiceError::Agreement(refused) => agreement_status(refused),
        ServiceError::End(EndRefused::NotAPlayer { .. }) => StatusCode::FORBIDDEN,
        // The game as it stands: not in play, or nobody to claim from.
        ServiceError::End(_) => StatusCode::CONFLICT,
        ServiceError::Record(refused) => record_status(refused),
        ServiceError::NotThere(_) => StatusCode::NOT_FOUND,
        ServiceError::NewGame(refused) => new_game_status(refused),
        ServiceError::Export(ExportRefused::NotAPlayer { .. }) => StatusCode::FORBIDDEN,
        ServiceError::Export(ExportRefused::Unfinished { .. }) => StatusCode::CONFLICT,
        ServiceError::Operator(refused) => operator_status(refused),
        // The game as it stands: another change came first, each time it was decided.
        ServiceError::KeptChanging(_) | ServiceError::NoLongerDue(_) => StatusCode::CONFLICT,
        ServiceError::Seat(refused) => seat_status(refused),
        ServiceError::Account(refused) => account_status(refused),
        ServiceError::Chat(refused) => chat_status(refused),
        ServiceError::Note(refused) => note_status(refused),
        ServiceError::Orders(refused) => orders_status(refused),
        ServiceError::Damaged(_) | ServiceError::Unexpected(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The status of a refused move: 403 for a player who is not at the table or not to act,
/// 409 for a game not ready for it (not started, paused) or one that moved on since the
/// player saw it, 422 for what the rules or the game's end refuse.
fn move_status(refused: &MoveRefused) -> StatusCode {
    match refused {
        MoveRefused::NotAPlayer { .. } | MoveRefused::Rules(MoveError::NotYourTurn { .. }) => {
            StatusCode::FORBIDDEN
        }
        MoveRefused::NotStarted { .. }
        | MoveRefused::Paused { .. }
        | MoveRefused::MovedOn { .. }
        | MoveRefused::KeptChanging { .. } => StatusCode::CONFLICT,
        MoveRefused::Over { .. }
        | MoveRefused::Rules(_)
        | MoveRefused::Line(_)
        | MoveRefused::NothingToPlay => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The status of a refused agreement: 403 for a player who is not at the table, 422 for
/// what the game or Herald does not know how to agree, 409 for what the game's state
/// refuses now.
fn agreement_status(refused: &AgreementRefused) -> StatusCode {
    match refused {
        AgreementRefused::NotAPlayer { .. } => StatusCode::FORBIDDEN,
        AgreementRefused::Unknown { .. } | AgreementRefused::NoDraw { .. } => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        AgreementRefused::NotStarted { .. }
        | AgreementRefused::Over { .. }
        | AgreementRefused::AlreadyProposed { .. }
        | AgreementRefused::AlreadyPaused { .. }
        | AgreementRefused::NothingProposed { .. }
        | AgreementRefused::OwnProposal
        | AgreementRefused::Changed { .. }
        | AgreementRefused::NotPaused { .. }
        | AgreementRefused::NobodyToNudge { .. }
        | AgreementRefused::NudgedToday => StatusCode::CONFLICT,
    }
}

/// The status of a refused answer to a record: 404 for a record the player may not see or
/// that is none, 403 for the importer's own, 409 for one accepted already or changing.
fn record_status(refused: &RecordRefused) -> StatusCode {
    match refused {
        RecordRefused::Hidden { .. } | RecordRefused::NotARecord { .. } => StatusCode::NOT_FOUND,
        RecordRefused::OwnImport { .. } => StatusCode::FORBIDDEN,
        RecordRefused::AlreadyAccepted { .. } | RecordRefused::KeptChanging { .. } => {
            StatusCode::CONFLICT
        }
    }
}

/// The status of a seat that does not change hands: 404 for an account or a game the
/// player may not see, 403 for what only a player or the creator may do, 422 for a seat
/// the game does not have, 409 for what the game's seats refuse as they stand.
fn seat_status(refused: &SeatRefused) -> StatusCode {
    match refused {
        SeatRefused::AccountGone | SeatRefused::Hidden { .. } => StatusCode::NOT_FOUND,
        SeatRefused::NotAPlayer { .. } | SeatRefused::NotTheCreator { .. } => StatusCode::FORBIDDEN,
        SeatRefused::NoSuchSeat { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        SeatRefused::AlreadyPlaying { .. }
        | SeatRefused::NotOpen { .. }
        | SeatRefused::NoFreeSeat { .. }
        | SeatRefused::Taken { .. }
        | SeatRefused::KeptForAnother { .. }
        | SeatRefused::JoinedMeanwhile
        | SeatRefused::NotUnderWay { .. }
        | SeatRefused::NotVacant { .. }
        | SeatRefused::NoVacantSeat { .. }
        | SeatRefused::TakenMeanwhile
        | SeatRefused::Over { .. }
        | SeatRefused::NoInvitation { .. }
        | SeatRefused::NoLongerOpen { .. }
        | SeatRefused::NothingToWithdraw { .. }
        | SeatRefused::InvitationChanged { .. } => StatusCode::CONFLICT,
    }
}

/// The status of a game not created or imported: 404 for a kind there is not, 403 for a
/// player importing a game not theirs, 404 for an account gone meanwhile, 409 for games
/// created at the same moment, 422 for what the request or document asks that cannot be.
fn new_game_status(refused: &NewGameRefused) -> StatusCode {
    match refused {
        NewGameRefused::NoSuchKind { .. } | NewGameRefused::AccountGone { .. } => {
            StatusCode::NOT_FOUND
        }
        NewGameRefused::NotYourGame => StatusCode::FORBIDDEN,
        NewGameRefused::KeptColliding => StatusCode::CONFLICT,
        NewGameRefused::Terms(_)
        | NewGameRefused::Options(_)
        | NewGameRefused::NoSuchPlayer { .. }
        | NewGameRefused::InvitesSelf
        | NewGameRefused::TooManyInvited { .. }
        | NewGameRefused::Document(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The status of an operator's command refused (the command line tells it as its exit):
/// as the API would answer it.
fn operator_status(refused: &OperatorRefused) -> StatusCode {
    match refused {
        OperatorRefused::NoSuchSeat { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        OperatorRefused::NoSuchPlayer { .. } => StatusCode::NOT_FOUND,
        OperatorRefused::AlreadyPlays { .. } | OperatorRefused::BackupExists { .. } => {
            StatusCode::CONFLICT
        }
    }
}

/// The status of a refused chat message or mute: 403 for a player who is not at the table,
/// 422 for a message that is empty, too long or holds a control character, 429 for a
/// writer who wrote too many messages lately.
fn chat_status(refused: &ChatRefused) -> StatusCode {
    match refused {
        ChatRefused::NotAPlayerWriting { .. } | ChatRefused::NotAPlayerMuting { .. } => {
            StatusCode::FORBIDDEN
        }
        ChatRefused::Empty | ChatRefused::TooLong { .. } | ChatRefused::ControlCharacter => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        ChatRefused::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
    }
}

/// The status of a refused note: 403 for anyone but its author (also for a game that is
/// not there), 422 for a note too long, 409 for a reveal the game's state refuses now
/// (still going, or no note written).
fn note_status(refused: &NoteRefused) -> StatusCode {
    match refused {
        NoteRefused::NotTheAuthor { .. } => StatusCode::FORBIDDEN,
        NoteRefused::TooLong { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        NoteRefused::StillGoing { .. } | NoteRefused::NothingToReveal { .. } => {
            StatusCode::CONFLICT
        }
    }
}

/// The status of refused standing orders or a decision given ahead: 403 for a player who
/// is not at the table, 409 for a game not in play (over, or not under way), 422 for what
/// the game's kind or its rules refuse (no standing orders, orders not the kind's, a
/// decision that cannot be given ahead now).
fn orders_status(refused: &OrdersRefused) -> StatusCode {
    match refused {
        OrdersRefused::NotAPlayer { .. } => StatusCode::FORBIDDEN,
        OrdersRefused::Over { .. } | OrdersRefused::NotInPlay { .. } => StatusCode::CONFLICT,
        OrdersRefused::NoStandingOrders { .. }
        | OrdersRefused::NotTheKinds(_)
        | OrdersRefused::NothingAhead { .. }
        | OrdersRefused::NotAhead { .. } => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The status of a refused step of an account: 400 for a change of settings that is not a
/// JSON object; 401 for a sign-in or a bearer token that names no account (a wrong name or
/// password, an unknown or revoked token, an account gone); 403 for a wrong current
/// password, or muting a game the player does not play; 404 for a token or unsubscribe key
/// that is not there; 409 for a name or address another account has, or an absence that
/// has begun; 429 for too many failed sign-ins or address changes; 422 for every other
/// value refused (a name, address or password that will not do, a mailed link that no
/// longer works, a setting that cannot be set or a value not allowed).
fn account_status(refused: &AccountRefused) -> StatusCode {
    match refused {
        AccountRefused::SettingsNotAnObject => StatusCode::BAD_REQUEST,
        AccountRefused::WrongNameOrPassword
        | AccountRefused::UnknownToken
        | AccountRefused::AccountGone => StatusCode::UNAUTHORIZED,
        AccountRefused::WrongPassword | AccountRefused::NotAPlayer { .. } => StatusCode::FORBIDDEN,
        AccountRefused::NoSuchToken | AccountRefused::UnknownUnsubscribe => StatusCode::NOT_FOUND,
        AccountRefused::AddressTaken { .. }
        | AccountRefused::NameTaken { .. }
        | AccountRefused::NewAddressTaken { .. }
        | AccountRefused::AbsenceBegun => StatusCode::CONFLICT,
        AccountRefused::TooManyFailedSignIns | AccountRefused::TooManyAddressChanges => {
            StatusCode::TOO_MANY_REQUESTS
        }
        AccountRefused::BadName
        | AccountRefused::BadAddress { .. }
        | AccountRefused::PasswordTooShort
        | AccountRefused::PasswordTooLong
        | AccountRefused::PasswordControlCharacter
        | AccountRefused::PasswordIsName
        | AccountRefused::PasswordIsAddress
        | AccountRefused::PasswordEasyToGuess { .. }
        | AccountRefused::PasswordsDiffer
        | AccountRefused::ResetLinkExpired
        | AccountRefused::AddressLinkExpired
        | AccountRefused::AlreadyYourAddress { .. }
        | AccountRefused::NoSuchSetting { .. }
        | AccountRefused::VacationDaysCounted
        | AccountRefused::BadMailChoice { .. }
        | AccountRefused::BadDigestHour { .. }
        | AccountRefused::DigestHourNotANumber
        | AccountRefused::TimezoneNotAName
        | AccountRefused::NoDigestTime { .. }
        | AccountRefused::BadConfirmChoice { .. }
        | AccountRefused::BadAbsence { .. }
        | AccountRefused::TooFewVacationDays { .. } => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The sentence shown to the user: the error's own for 4xx, a generic one for 500.
pub fn public_message(refused: &Refusal) -> String {
    match refused {
        Refusal::Service(ServiceError::Unexpected(cause)) => {
            tracing::error!("internal error: {cause:#}");
            "something went wrong on our side; nothing was changed — please try again in a moment"
                .to_string()
        }
        other => other.to_string(),
    }
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

    /// An error page for `user` (by name), with `token` for the frame's forms.
    pub fn shown(
        error: impl Into<Refusal>,
        user: Option<String>,
        token: Option<CsrfToken>,
    ) -> Self {
        WebError {
            error: error.into(),
            flavour: Page::Shown {
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
            Page::Shown { user, token } => {
                let status = status_of(&self.error);
                let csrf = token.as_ref().and_then(|t| t.authenticity_token().ok());
                let body = ErrorPage {
                    chrome: Chrome {
                        user,
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
/// a layer, or a page fallback): what went wrong and what to do, by status. `detail` is
/// the original text, when it was one short line of text.
fn sentence_for(status: StatusCode, method: &Method, detail: Option<&str>) -> String {
    let detail = detail.map(|d| format!(" ({d})")).unwrap_or_default();
    match status {
        StatusCode::BAD_REQUEST => format!(
            "the request could not be read{detail}; see docs/API.md for what this route takes"
        ),
        StatusCode::UNAUTHORIZED => "this needs a signed-in player: send 'Authorization: Bearer <token>' (get one with POST /api/tokens)".to_string(),
        StatusCode::FORBIDDEN => "you may not do this; see docs/API.md for who may".to_string(),
        StatusCode::NOT_FOUND => {
            "there is no such API route or thing; see docs/API.md for the routes".to_string()
        }
        StatusCode::METHOD_NOT_ALLOWED => {
            format!("this API route does not take {method}; see docs/API.md for its methods")
        }
        StatusCode::REQUEST_TIMEOUT => {
            "the request took too long to arrive; send it again".to_string()
        }
        StatusCode::PAYLOAD_TOO_LARGE => too_large_sentence(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => not_json_sentence(),
        StatusCode::UNPROCESSABLE_ENTITY => format!(
            "the request is well-formed but a value is wrong{detail}; see docs/API.md"
        ),
        StatusCode::TOO_MANY_REQUESTS => {
            "too many requests; wait a minute and try again".to_string()
        }
        s if s.is_server_error() => {
            "something went wrong on our side; nothing was changed — please try again in a moment"
                .to_string()
        }
        s => format!(
            "the request was refused ({}); see docs/API.md for what this route takes",
            s.as_u16()
        ),
    }
}

/// The sentence of a 413.
pub fn too_large_sentence() -> String {
    format!(
        "the body is too large: a request body may be at most {} KiB",
        super::MAX_BODY / 1024
    )
}

/// The sentence of a 415.
pub fn not_json_sentence() -> String {
    "the body must be JSON sent with 'Content-Type: application/json'; see docs/API.md".to_string()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_web_layers_own_refusals_keep_their_statuses_and_words() {
        let cases = [
            (WebRefused::Unreadable("x".into()), StatusCode::BAD_REQUEST),
            (
                WebRefused::NotSignedIn("x".into()),
                StatusCode::UNAUTHORIZED,
            ),
            (WebRefused::FormExpired, StatusCode::FORBIDDEN),
            (WebRefused::NotHere("x".into()), StatusCode::NOT_FOUND),
        ];
        for (refused, status) in cases {
            assert_eq!(status_of(&Refusal::from(refused)), status);
        }
        assert_eq!(
            public_message(&Refusal::from(WebRefused::FormExpired)),
            "this form has expired (or came from another site); reload the page and send it again"
        );
    }

    #[test]
    fn account_refusals_keep_their_statuses() {
        let cases = [
            (AccountRefused::SettingsNotAnObject, StatusCode::BAD_REQUEST),
            (
                AccountRefused::WrongNameOrPassword,
                StatusCode::UNAUTHORIZED,
            ),
            // The signed-in account is no longer there: as if not signed in.
            (AccountRefused::AccountGone, StatusCode::UNAUTHORIZED),
            // Signed in, but the current password given is wrong.
            (AccountRefused::WrongPassword, StatusCode::FORBIDDEN),
            (AccountRefused::UnknownUnsubscribe, StatusCode::NOT_FOUND),
            (AccountRefused::AbsenceBegun, StatusCode::CONFLICT),
            (
                AccountRefused::TooManyAddressChanges,
                StatusCode::TOO_MANY_REQUESTS,
            ),
            // A link that no longer works is a value refused, not a thing not found.
            (
                AccountRefused::ResetLinkExpired,
                StatusCode::UNPROCESSABLE_ENTITY,
            ),
        ];
        for (refused, status) in cases {
            assert_eq!(service_status(&ServiceError::from(refused)), status);
        }
    }
}
