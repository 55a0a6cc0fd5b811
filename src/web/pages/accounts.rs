//! Signing up, in and out; the password reset by mail, changing the password and the
//! mail address. A sign-up or sign-in that fails shows its form again with the message
//! and what was typed (but never the password).

use askama::Template;
use axum::Form;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum_csrf::CsrfToken;
use serde::Deserialize;
use tower_sessions::Session;

use super::{Button, Chrome, Flash, chrome, notice_to, render, urlencode};
use crate::service::accounts::refusal::AccountRefused;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::auth::{ClientAddr, SESSION_USER};
use crate::web::error::{OrPage, PageError, Refusal, status_of};
use crate::web::extract::{CsrfForm, SignedIn, Visitor, verify_csrf};
use crate::web::lang::PageLang;

#[derive(Template)]
#[template(path = "signup.html")]
struct SignUpPage {
    chrome: Chrome,
    name: String,
    email: String,
}

pub(super) async fn sign_up_page(visitor: Visitor, Query(flash): Query<Flash>) -> Response {
    visitor.page(&SignUpPage {
        chrome: visitor.chrome(flash),
        name: String::new(),
        email: String::new(),
    })
}

#[derive(Deserialize)]
pub(super) struct SignUpForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// A new account, signed in at once. The CSRF token is checked here rather than by
/// [`CsrfForm`]: an expired form is shown again like any other refusal.
pub(super) async fn sign_up(
    State(state): State<AppState>,
    PageLang(lang): PageLang,
    session: Session,
    token: CsrfToken,
    Form(form): Form<SignUpForm>,
) -> Response {
    let result = async {
        verify_csrf(&token, &form.csrf)?;
        let user = state
            .accounts
            .sign_up_in(&form.name, &form.email, &form.password, lang)
            .await?;
        Ok::<_, Refusal>(user)
    }
    .await;
    match result {
        Ok(user) => match start_session(&session, &user).await {
            Ok(()) => Redirect::to("/lobby?notice=welcome").into_response(),
            Err(()) => Redirect::to("/signin").into_response(),
        },
        Err(err) => {
            let body = SignUpPage {
                chrome: chrome((lang, "/signup"), None, &token, Flash::error(&err)),
                name: form.name,
                email: form.email,
            };
            (token, render(status_of(&err), &body)).into_response()
        }
    }
}

/// Signs `user` in on `session`, under a new session id: a planted id is worth nothing.
async fn start_session(session: &Session, user: &User) -> Result<(), ()> {
    let _ = session.cycle_id().await;
    session.insert(SESSION_USER, user.id).await.map_err(|_| ())
}

#[derive(Template)]
#[template(path = "signin.html")]
struct SignInPage {
    chrome: Chrome,
    name: String,
}

pub(super) async fn sign_in_page(visitor: Visitor, Query(flash): Query<Flash>) -> Response {
    visitor.page(&SignInPage {
        chrome: visitor.chrome(flash),
        name: String::new(),
    })
}

#[derive(Deserialize)]
pub(super) struct SignInForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    password: String,
}

/// Signing in, within the limit on failed attempts. As for [`sign_up`], the CSRF token
/// is checked here so that an expired form is shown again.
pub(super) async fn sign_in(
    State(state): State<AppState>,
    PageLang(lang): PageLang,
    client: ClientAddr,
    session: Session,
    token: CsrfToken,
    Form(form): Form<SignInForm>,
) -> Response {
    let result = async {
        verify_csrf(&token, &form.csrf)?;
        let gate = state.sign_in_limiter.gate(&client, &form.name);
        let user = state
            .accounts
            .sign_in(&form.name, &form.password, &gate)
            .await?;
        Ok::<_, Refusal>(user)
    }
    .await;
    match result {
        Ok(user) => match start_session(&session, &user).await {
            Ok(()) => Redirect::to("/games").into_response(),
            Err(()) => {
                Redirect::to("/signin?error=Could%20not%20start%20a%20session.").into_response()
            }
        },
        Err(err) => {
            let body = SignInPage {
                chrome: chrome((lang, "/signin"), None, &token, Flash::error(&err)),
                name: form.name,
            };
            (token, render(status_of(&err), &body)).into_response()
        }
    }
}

pub(super) async fn sign_out(session: Session, _: CsrfForm<Button>) -> Redirect {
    let _ = session.flush().await;
    Redirect::to("/?notice=signed-out")
}

#[derive(Template)]
#[template(path = "reset.html")]
struct ResetRequestPage {
    chrome: Chrome,
}

/// "Forgot your password?": the form that asks for the account's address.
pub(super) async fn reset_request_page(visitor: Visitor, Query(flash): Query<Flash>) -> Response {
    visitor.page(&ResetRequestPage {
        chrome: visitor.chrome(flash),
    })
}

#[derive(Deserialize)]
pub(super) struct ResetRequestForm {
    #[serde(default)]
    email: String,
}

/// Mails a reset link if the address has an account; says the same either way.
pub(super) async fn request_reset(
    State(state): State<AppState>,
    CsrfForm(form): CsrfForm<ResetRequestForm>,
) -> Result<Redirect, PageError> {
    state
        .accounts
        .request_password_reset(&form.email)
        .await
        .or_back_to("/reset")?;
    Ok(Redirect::to("/reset?notice=reset-link-sent"))
}

#[derive(Template)]
#[template(path = "reset_password.html")]
struct ResetPasswordPage {
    chrome: Chrome,
    token: String,
    name: String,
}

/// The page a reset link opens: a new password, twice. A dead link shows why.
pub(super) async fn reset_password_page(
    State(state): State<AppState>,
    visitor: Visitor,
    Path(token): Path<String>,
    Query(flash): Query<Flash>,
) -> Result<Response, PageError> {
    let name = state
        .accounts
        .reset_link_account(&token)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&ResetPasswordPage {
        chrome: visitor.chrome(flash),
        token,
        name,
    }))
}

#[derive(Deserialize)]
pub(super) struct ResetPasswordForm {
    #[serde(default)]
    password: String,
    #[serde(default)]
    again: String,
}

/// Sets the new password; every session of the account ends, this one too.
pub(super) async fn reset_password(
    State(state): State<AppState>,
    session: Session,
    Path(token): Path<String>,
    CsrfForm(form): CsrfForm<ResetPasswordForm>,
) -> Result<Redirect, PageError> {
    let back = format!("/reset/{}", urlencode(&token));
    if form.password != form.again {
        return Err(PageError::back(back, mismatch()));
    }
    state
        .accounts
        .reset_password(&token, &form.password)
        .await
        .or_back_to(&back)?;
    let _ = session.flush().await;
    Ok(Redirect::to("/signin?notice=password-reset"))
}

fn mismatch() -> ServiceError {
    AccountRefused::PasswordsDiffer.into()
}

#[derive(Deserialize)]
pub(super) struct PasswordForm {
    #[serde(default)]
    old: String,
    #[serde(default)]
    new: String,
    #[serde(default)]
    again: String,
}

/// Changes the signed-in player's password (the settings page's form).
pub(super) async fn change_password(
    State(state): State<AppState>,
    client: ClientAddr,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<PasswordForm>,
) -> Result<Redirect, PageError> {
    if form.new != form.again {
        return Err(PageError::back("/settings", mismatch()));
    }
    let gate = state.sign_in_limiter.gate(&client, &me.name);
    state
        .accounts
        .change_password(&me, &form.old, &form.new, &gate)
        .await
        .or_back_to("/settings")?;
    Ok(Redirect::to("/settings?notice=password-changed"))
}

#[derive(Deserialize)]
pub(super) struct EmailForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// Asks to change the signed-in player's address (the settings page's form).
pub(super) async fn change_email(
    State(state): State<AppState>,
    client: ClientAddr,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<EmailForm>,
) -> Result<Redirect, PageError> {
    let gate = state.sign_in_limiter.gate(&client, &me.name);
    state
        .accounts
        .request_email_change(&me, &form.email, &form.password, &gate)
        .await
        .or_back_to("/settings")?;
    Ok(Redirect::to(&notice_to(
        "/settings",
        "address-link-sent",
        &[("email", form.email.trim())],
        "",
    )))
}

#[derive(Template)]
#[template(path = "confirm_email.html")]
struct ConfirmEmailPage {
    chrome: Chrome,
    token: String,
    name: String,
    email: String,
    done: bool,
}

/// The page an address link opens: it asks before changing anything (mail scanners
/// follow links; only the POST changes the address).
pub(super) async fn confirm_email_page(
    State(state): State<AppState>,
    visitor: Visitor,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    let (name, email) = state
        .accounts
        .email_link_offer(&token)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&ConfirmEmailPage {
        chrome: visitor.chrome(Flash::default()),
        token,
        name,
        email,
        done: false,
    }))
}

/// Confirms the new address: the link's own account changes, whoever is signed in.
pub(super) async fn confirm_email(
    State(state): State<AppState>,
    visitor: Visitor,
    Path(token): Path<String>,
    _: CsrfForm<Button>,
) -> Result<Response, PageError> {
    let email = state
        .accounts
        .confirm_email_change(&token)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&ConfirmEmailPage {
        chrome: visitor.chrome(Flash::default()),
        token: String::new(),
        name: String::new(),
        email,
        done: true,
    }))
}
