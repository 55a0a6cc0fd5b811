//! Signing up, in and out. A sign-up or sign-in that fails shows its form again with
//! the message and what was typed (but never the password).

use askama::Template;
use axum::Form;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum_csrf::CsrfToken;
use serde::Deserialize;
use tower_sessions::Session;

use super::{Button, Chrome, Flash, chrome, render};
use crate::service::User;
use crate::web::AppState;
use crate::web::auth::{ClientAddr, SESSION_USER};
use crate::web::error::status_of;
use crate::web::extract::{CsrfForm, Visitor, verify_csrf};

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
    session: Session,
    token: CsrfToken,
    Form(form): Form<SignUpForm>,
) -> Response {
    let result = async {
        verify_csrf(&token, &form.csrf)?;
        state
            .herald
            .sign_up(&form.name, &form.email, &form.password)
            .await
    }
    .await;
    match result {
        Ok(user) => match start_session(&session, &user).await {
            Ok(()) => Redirect::to("/lobby?notice=Welcome%20to%20Herald.").into_response(),
            Err(()) => Redirect::to("/signin").into_response(),
        },
        Err(err) => {
            let body = SignUpPage {
                chrome: chrome(None, &token, Flash::error(&err)),
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
    client: ClientAddr,
    session: Session,
    token: CsrfToken,
    Form(form): Form<SignInForm>,
) -> Response {
    let result = async {
        verify_csrf(&token, &form.csrf)?;
        let gate = state.sign_in_limiter.gate(&client, &form.name);
        state
            .herald
            .sign_in(&form.name, &form.password, &gate)
            .await
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
                chrome: chrome(None, &token, Flash::error(&err)),
                name: form.name,
            };
            (token, render(status_of(&err), &body)).into_response()
        }
    }
}

pub(super) async fn sign_out(session: Session, _: CsrfForm<Button>) -> Redirect {
    let _ = session.flush().await;
    Redirect::to("/?notice=Signed%20out.")
}
