//! Which language a page is worded in ([`PageLang`]), and the language switch every page
//! carries (`POST /language`).
//!
//! The order: a signed-in player's own setting; else the visitor's choice from the switch
//! (the `herald_lang` cookie); else what the browser asks for (`Accept-Language`); else
//! English. Pages say so in `Vary`, so that no cache hands one reader's language to
//! another.

use std::cell::Cell;

use axum::extract::Request;
use axum::extract::{FromRequestParts, State};
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE, SET_COOKIE};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use cookie::{Cookie, SameSite};
use serde::Deserialize;

use super::AppState;
use super::auth::PageUser;
use super::error::{OrPage, PageError};
use super::extract::CsrfForm;
use crate::i18n::Lang;
use crate::service::ServiceError;
use crate::service::accounts::refusal::AccountRefused;

tokio::task_local! {
    /// The language of the request being answered: the browser's at first, the
    /// signed-in player's once an extractor knows who they are. A refusal is worded in it
    /// wherever it is told (`web::error::public_message`), so that no handler has to
    /// carry the language to its errors.
    static READER: Cell<Lang>;
}

/// Answers the request with [`reader`] set: from the browser's cookie and
/// `Accept-Language` until a signed-in player's setting is known.
pub async fn reader_lang(request: Request, next: Next) -> Response {
    let lang = visitor_lang(request.headers());
    READER.scope(Cell::new(lang), next.run(request)).await
}

/// The language of the request being answered (English outside a request).
pub fn reader() -> Lang {
    READER.try_with(Cell::get).unwrap_or_default()
}

/// The request is a signed-in player's, who reads `lang`.
pub fn read_by(lang: Lang) {
    // Outside a request (a test calling a handler) there is no reader to set.
    let _ = READER.try_with(|reader| reader.set(lang));
}

/// The cookie that keeps a visitor's choice of language.
pub const LANG_COOKIE: &str = "herald_lang";

/// The language a page is worded in for this request (see the module's order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageLang(pub Lang);

impl FromRequestParts<AppState> for PageLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if let Some(known) = parts.extensions.get::<PageLang>() {
            return Ok(*known);
        }
        let PageUser(user) = PageUser::from_request_parts(parts, state).await?;
        let lang = match user {
            Some(user) => user.language,
            None => visitor_lang(&parts.headers),
        };
        parts.extensions.insert(PageLang(lang));
        read_by(lang);
        Ok(PageLang(lang))
    }
}

/// A visitor's language: the switch's cookie, else the browser's `Accept-Language`, else
/// English. A cookie naming no language of ours is passed over.
pub fn visitor_lang(headers: &HeaderMap) -> Lang {
    chosen_lang(headers).unwrap_or_else(|| {
        headers
            .get(ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(Lang::negotiate)
            .unwrap_or_default()
    })
}

/// The language the visitor chose with the switch, from its cookie.
fn chosen_lang(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == LANG_COOKIE)
        .and_then(|c| Lang::from_code(c.value()))
}

/// The language switch's form: the language, and the page to go back to.
#[derive(Deserialize)]
pub(super) struct SwitchForm {
    #[serde(default)]
    language: String,
    #[serde(default)]
    back: String,
}

/// The language switch: a signed-in player's setting changes (pages and mails); a
/// visitor's choice is kept in a cookie for a year. Either goes back to the page it came
/// from, now in the language chosen.
pub(super) async fn switch(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    CsrfForm(form): CsrfForm<SwitchForm>,
) -> Result<Response, PageError> {
    let back = local_path(&form.back);
    let Some(lang) = Lang::from_code(&form.language) else {
        let refused = ServiceError::from(AccountRefused::BadLanguage {
            value: form.language.clone().into(),
        });
        return Err(PageError::back(back, refused));
    };
    let redirect = Redirect::to(back);
    match user {
        Some(me) => {
            let body = serde_json::json!({ "language": lang.code() });
            state
                .accounts
                .update_settings(&me, &body)
                .await
                .or_back_to(back)?;
            Ok(redirect.into_response())
        }
        None => {
            let cookie = Cookie::build((LANG_COOKIE, lang.code()))
                .path("/")
                .max_age(cookie::time::Duration::days(365))
                .same_site(SameSite::Lax)
                .http_only(true)
                .secure(state.herald.settings.is_https())
                .build();
            let header = HeaderValue::from_str(&cookie.to_string())
                .expect("a language code makes a valid header");
            Ok(([(SET_COOKIE, header)], redirect).into_response())
        }
    }
}

/// `back` if it is a path on this site (`/games/7`), else the home page: the switch
/// never sends a visitor to another site.
fn local_path(back: &str) -> &str {
    let on_this_site = back.starts_with('/')
        && !back.starts_with("//")
        && !back.contains('\\')
        && back.bytes().all(|b| b.is_ascii_graphic());
    if on_this_site { back } else { "/" }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn the_switch_s_cookie_comes_before_the_browser_s_languages() {
        let browser = ("accept-language", "ja,en;q=0.5");
        assert_eq!(visitor_lang(&headers(&[browser])), Lang::Ja);
        let chose = ("cookie", "herald_csrf=x; herald_lang=ru");
        assert_eq!(visitor_lang(&headers(&[browser, chose])), Lang::Ru);
        let unknown = ("cookie", "herald_lang=de");
        assert_eq!(visitor_lang(&headers(&[browser, unknown])), Lang::Ja);
        assert_eq!(visitor_lang(&headers(&[])), Lang::En);
    }

    #[test]
    fn the_switch_goes_back_only_to_a_page_of_this_site() {
        assert_eq!(local_path("/games/7?tab=chat"), "/games/7?tab=chat");
        for elsewhere in [
            "https://evil.test/",
            "//evil.test/",
            "/\\evil.test",
            "",
            "games",
            "/a b",
            "/é",
        ] {
            assert_eq!(local_path(elsewhere), "/", "{elsewhere}");
        }
    }
}
