//! A player's settings: the mail they get (and when), their API tokens, and the
//! unsubscribe link of every mail.

use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{Redirect, Response};
use serde::Deserialize;
use serde_json::Value;

use super::{Button, Chrome, Flash};
use crate::clock::rfc3339;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn, Visitor};

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    chrome: Chrome,
    tokens: Vec<(i64, String, String)>,
    new_token: Option<String>,
    /// `mail`, `digest_hour`, `timezone`, `vacation_days_left`.
    mail: Value,
}

impl SettingsPage {
    fn mail_is(&self, mode: &str) -> bool {
        self.mail["mail"] == mode
    }
    fn digest_hour(&self) -> i64 {
        self.mail["digest_hour"].as_i64().unwrap_or(8)
    }
    fn timezone(&self) -> &str {
        self.mail["timezone"].as_str().unwrap_or("UTC")
    }
    fn confirms_mailed_moves(&self) -> bool {
        self.mail["confirm_mailed_moves"].as_bool().unwrap_or(false)
    }
    fn vacation_days_left(&self) -> i64 {
        self.mail["vacation_days_left"].as_i64().unwrap_or(0)
    }
}

/// The settings page.
pub(super) async fn settings_page(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    Query(flash): Query<Flash>,
) -> Result<Response, PageError> {
    settings_with(&state, &me, &visitor, flash, None).await
}

/// The settings page of `me`, showing `new_token` (the secret of a token just made: the
/// one time it is shown).
async fn settings_with(
    state: &AppState,
    me: &User,
    visitor: &Visitor,
    flash: Flash,
    new_token: Option<String>,
) -> Result<Response, PageError> {
    let found = async {
        let rows = state.herald.tokens_of(me).await?;
        let mail = state.herald.settings_of(me).await?;
        Ok::<_, ServiceError>((rows, mail))
    }
    .await;
    let (rows, mail) = found.map_err(|e| visitor.error_page(e))?;
    let tokens = rows
        .into_iter()
        .map(|t| (t.id, t.token_hash[..8].to_string(), rfc3339(t.created_at)))
        .collect();
    Ok(visitor.page(&SettingsPage {
        chrome: visitor.chrome(flash),
        tokens,
        new_token,
        mail,
    }))
}

#[derive(Deserialize)]
pub(super) struct MailForm {
    #[serde(default)]
    mail: String,
    #[serde(default)]
    digest_hour: String,
    #[serde(default)]
    timezone: String,
    /// The checkbox: present ("on") when ticked.
    #[serde(default)]
    confirm_mailed_moves: Option<String>,
}

/// Saves how and when the player gets mail.
pub(super) async fn mail_settings(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<MailForm>,
) -> Result<Redirect, PageError> {
    let hour: i64 = form.digest_hour.trim().parse().map_err(|_| {
        PageError::back(
            "/settings",
            ServiceError::Unprocessable("the digest hour is a number from 0 to 23".into()),
        )
    })?;
    let body = serde_json::json!({
        "mail": form.mail,
        "digest_hour": hour,
        "timezone": form.timezone.trim(),
        "confirm_mailed_moves": form.confirm_mailed_moves.is_some(),
    });
    state
        .herald
        .update_settings(&me, &body)
        .await
        .or_back_to("/settings")?;
    Ok(Redirect::to("/settings?notice=Mail%20settings%20saved."))
}

/// Makes a new API token and shows the settings page with its secret.
pub(super) async fn new_token(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    _: CsrfForm<Button>,
) -> Result<Response, PageError> {
    let secret = state
        .herald
        .issue_token(&me)
        .await
        .or_back_to("/settings")?;
    settings_with(&state, &me, &visitor, Flash::default(), Some(secret)).await
}

/// Revokes one of the player's API tokens.
pub(super) async fn revoke_token(
    State(state): State<AppState>,
    PagePath(token_id): PagePath<i64>,
    SignedIn(me): SignedIn,
    _: CsrfForm<Button>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .revoke_token(&me, token_id)
        .await
        .or_back_to("/settings")?;
    Ok(Redirect::to("/settings?notice=Token%20revoked."))
}

#[derive(Template)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    chrome: Chrome,
    key: String,
    done: Option<String>,
}

/// The link in every mail's footer: a page that asks before turning mail off (mail
/// scanners follow links; only the POST changes anything).
pub(super) async fn unsubscribe_page(visitor: Visitor, Path(key): Path<String>) -> Response {
    visitor.page(&UnsubscribePage {
        chrome: visitor.chrome(Flash::default()),
        key,
        done: None,
    })
}

/// RFC 8058 one-click unsubscribe: the key in the link is the authority, no session or
/// CSRF token is needed (mail clients post `List-Unsubscribe=One-Click` here directly).
pub(super) async fn unsubscribe(
    State(state): State<AppState>,
    visitor: Visitor,
    Path(key): Path<String>,
) -> Result<Response, PageError> {
    let name = state
        .herald
        .unsubscribe(&key)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&UnsubscribePage {
        chrome: visitor.chrome(Flash::default()),
        key,
        done: Some(name),
    }))
}
