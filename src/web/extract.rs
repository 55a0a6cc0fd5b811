//! What a handler takes from its request, checked: who is visiting, a signed-in player
//! (or the way to the sign-in page), a posted form whose CSRF token is good (or "this
//! form has expired"), and path numbers that parse (or a 404: a page for a page route,
//! JSON for an API route).

use crate::msg;
use askama::Template;
use axum::body::Body;
use axum::extract::{Form, FromRequest, FromRequestParts, Path, RawForm, RawPathParams, Request};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Redirect, Response};
use axum_csrf::CsrfToken;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::AppState;
use super::auth::PageUser;
use super::error::{ApiError, PageError};
use super::lang::PageLang;
use super::pages::{Chrome, Flash, chrome, render};
use crate::domain::GameId;
use crate::i18n::Lang;
use crate::service::User;
use crate::web::error::Refusal;
use crate::web::error::WebRefused;

/// Where a signed-out visitor of a players' page goes.
pub const SIGN_IN_FIRST: &str = "/signin?notice=sign-in-first";

/// What `axum_csrf` answers when it cannot make a token (it always can, so far).
type NoToken = (StatusCode, &'static str);

/// The CSRF token of the request (from its cookie, or a new one), the same one however
/// often it is asked for.
async fn csrf_token(parts: &mut Parts, state: &AppState) -> Result<CsrfToken, NoToken> {
    if let Some(token) = parts.extensions.get::<CsrfToken>() {
        return Ok(token.clone());
    }
    let token = CsrfToken::from_request_parts(parts, state).await?;
    parts.extensions.insert(token.clone());
    Ok(token)
}

/// Who is looking at a page: the signed-in user, if any, and the CSRF token for the
/// page's forms.
#[derive(Clone)]
pub struct Visitor {
    /// The language the page is worded in.
    pub lang: Lang,
    /// The signed-in user.
    pub user: Option<User>,
    /// The page's address (path and query).
    pub here: String,
    /// The token the page's forms carry; its cookie goes with every page.
    pub token: CsrfToken,
}

impl FromRequestParts<AppState> for Visitor {
    type Rejection = NoToken;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let PageUser(user) = match PageUser::from_request_parts(parts, state).await {
            Ok(user) => user,
            Err(never) => match never {},
        };
        let PageLang(lang) = match PageLang::from_request_parts(parts, state).await {
            Ok(lang) => lang,
            Err(never) => match never {},
        };
        let token = csrf_token(parts, state).await?;
        let here = parts
            .uri
            .path_and_query()
            .map_or_else(|| "/".to_string(), |p| p.as_str().to_string());
        Ok(Visitor {
            lang,
            user,
            here,
            token,
        })
    }
}

impl Visitor {
    /// The frame around a page for this visitor, showing `flash`.
    pub fn chrome(&self, flash: Flash) -> Chrome {
        chrome(
            (self.lang, &self.here),
            self.user.as_ref(),
            &self.token,
            flash,
        )
    }

    /// `body` as a page (200), with the CSRF cookie.
    pub fn page(&self, body: &impl Template) -> Response {
        (self.token.clone(), render(StatusCode::OK, body)).into_response()
    }

    /// An error page for this visitor.
    pub fn error_page(&self, error: impl Into<Refusal>) -> PageError {
        let name = self.user.as_ref().map(|u| u.name.clone());
        PageError::shown(error, self.lang, name, Some(self.token.clone()))
    }
}

/// The signed-in player of a players' page. A visitor who is not signed in is sent to
/// the sign-in page instead.
pub struct SignedIn(pub User);

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = Redirect;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match PageUser::from_request_parts(parts, state).await {
            Ok(PageUser(Some(user))) => Ok(SignedIn(user)),
            Ok(PageUser(None)) => Err(Redirect::to(SIGN_IN_FIRST)),
            Err(never) => match never {},
        }
    }
}

/// Checks the CSRF token a form carried against the visitor's.
///
/// # Errors
/// [`WebRefused::FormExpired`] when it does not match.
pub fn verify_csrf(token: &CsrfToken, submitted: &str) -> Result<(), WebRefused> {
    token.verify(submitted).map_err(|_| WebRefused::FormExpired)
}

/// The page that holds the forms posted to `path`: where an expired form goes back to.
fn page_of_form(path: &str) -> String {
    let mut segments = path.trim_start_matches('/').split('/');
    match (segments.next(), segments.next()) {
        (Some("games"), Some("new")) => "/games/new".to_string(),
        (Some("games"), Some(id)) => format!("/games/{id}"),
        (Some("settings"), _) => "/settings".to_string(),
        _ => "/".to_string(),
    }
}

/// The CSRF field every form carries.
#[derive(Deserialize)]
struct CsrfField {
    #[serde(default)]
    csrf: String,
}

/// A posted form whose CSRF token matched the visitor's. A form that cannot be read is
/// refused as axum refuses it (415, 422…); one with a missing or wrong token goes back
/// to the page it came from, which says that the form has expired.
pub struct CsrfForm<T>(pub T);

impl<T: DeserializeOwned + Send> FromRequest<AppState> for CsrfForm<T> {
    type Rejection = Response;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let (mut parts, body) = request.into_parts();
        let token = csrf_token(&mut parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let raw = Request::from_parts(parts.clone(), body);
        let RawForm(bytes) = RawForm::from_request(raw, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let reread = |bytes| Request::from_parts(parts.clone(), Body::from(bytes));
        let Form(fields) = Form::<T>::from_request(reread(bytes.clone()), state)
            .await
            .map_err(IntoResponse::into_response)?;
        let Form(CsrfField { csrf }) = Form::from_request(reread(bytes), state)
            .await
            .map_err(IntoResponse::into_response)?;
        verify_csrf(&token, &csrf)
            .map_err(|error| PageError::back(page_of_form(parts.uri.path()), error))
            .map_err(IntoResponse::into_response)?;
        Ok(CsrfForm(fields))
    }
}

/// Path parameters of a page; a malformed one (`/games/abc`) answers an HTML 404 page,
/// in the visitor's language and frame.
pub struct PagePath<T>(pub T);

impl<T: DeserializeOwned + Send> FromRequestParts<AppState> for PagePath<T> {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        if let Ok(Path(value)) = Path::<T>::from_request_parts(parts, state).await {
            return Ok(PagePath(value));
        }
        let visitor = Visitor::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let error = WebRefused::NotHere(msg!("web-refused-malformed-path"));
        Err(visitor.error_page(error).into_response())
    }
}

/// Path parameters of an API route, read by serde (`ApiPath<GameId>`,
/// `ApiPath<(GameId, Seq)>`). A game number that is not one (`/api/games/abc`, `-1`) is
/// no game: `404` in JSON, as is a move number that is not a number; a part that is not
/// UTF-8 (`%FF`) is refused as axum refuses it (`400`, made JSON by `json_errors`).
pub struct ApiPath<T>(pub T);

impl<T, S> FromRequestParts<S> for ApiPath<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let rejection = match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(value)) => return Ok(ApiPath(value)),
            Err(rejection) => rejection,
        };
        let refusal = match RawPathParams::from_request_parts(parts, state).await {
            Ok(raw) => raw.iter().find_map(|(name, text)| no_such(name, text)),
            Err(_) => None,
        };
        Err(match refusal {
            Some(error) => ApiError::from(error).into_response(),
            None => rejection.into_response(),
        })
    }
}

/// The refusal of path part `name` that is not the number it names, if it is not.
fn no_such(name: &str, text: &str) -> Option<WebRefused> {
    let refusal = match name {
        "id" if text.parse::<GameId>().is_err() => msg!("web-refused-no-game-id", text = text),
        "seq" if text.parse::<i64>().is_err() => msg!("web-refused-no-move-number", text = text),
        _ => return None,
    };
    Some(WebRefused::NotHere(refusal))
}

#[cfg(test)]
mod tests {
    use super::{no_such, page_of_form};

    #[test]
    fn a_path_number_that_is_not_one_names_nothing() {
        let said = |name, text| no_such(name, text).map(|e| e.to_string());
        assert_eq!(
            said("id", "abc").as_deref(),
            Some("there is no game \"abc\": game ids are numbers")
        );
        assert!(said("id", "-1").is_some() && said("id", "0").is_some());
        assert_eq!(said("id", "12"), None);
        assert_eq!(
            said("seq", "x").as_deref(),
            Some("\"x\" is not a move number")
        );
        assert_eq!(said("seq", "3"), None);
        assert_eq!(said("name", "abc"), None);
    }

    #[test]
    fn an_expired_form_goes_back_to_the_page_it_was_on() {
        assert_eq!(page_of_form("/games/new"), "/games/new");
        assert_eq!(page_of_form("/games/12/move"), "/games/12");
        assert_eq!(page_of_form("/games/12/join"), "/games/12");
        assert_eq!(page_of_form("/settings/tokens/3/revoke"), "/settings");
        assert_eq!(page_of_form("/settings/mail"), "/settings");
        assert_eq!(page_of_form("/signout"), "/");
    }
}
