//! A player's settings: the mail they get (and when), their time zone, their API tokens,
//! and the unsubscribe link of every mail.

use crate::web::error::Refusal;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::Value;

use super::{Button, Chrome, Flash, time_tag, urlencode};
use crate::i18n::Lang;
use crate::msg;
use crate::service::accounts::refusal::AccountRefused;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn, Visitor};

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    chrome: Chrome,
    /// Each token: id, the start of its hash, when it was made (a `<time>` element).
    tokens: Vec<(i64, String, String)>,
    new_token: Option<String>,
    /// `mail`, `digest_hour`, `timezone`, `vacation_days_left`, `away`; after an error, the
    /// values the player typed instead of the stored ones.
    mail: Value,
    /// The time zones to choose from (IANA names), in order.
    zones: Vec<String>,
    /// The absence typed in the form after an error: from, to.
    typed_away: (String, String),
}

impl SettingsPage {
    /// Every language Herald speaks, as (code, its own name).
    fn languages(&self) -> Vec<(&'static str, &'static str)> {
        Lang::ALL.iter().map(|l| (l.code(), l.endonym())).collect()
    }
    /// Whether `code` is the language the page is in (the one chosen).
    fn is_current(&self, lang: Lang, code: &str) -> bool {
        lang.code() == code
    }
    fn mail_is(&self, mode: &str) -> bool {
        self.mail["mail"] == mode
    }
    fn digest_hour(&self) -> String {
        match &self.mail["digest_hour"] {
            Value::String(typed) => typed.clone(),
            Value::Number(hour) => hour.to_string(),
            _ => "8".to_string(),
        }
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
    /// The declared absence as the player's local days: "Tue 1 Dec 2026".
    fn away(&self) -> Option<(String, String)> {
        let lang = self.chrome.lang();
        let day = |key: &str| -> Option<String> {
            let date: jiff::civil::Date = self.mail["away"][key].as_str()?.parse().ok()?;
            if lang == Lang::En {
                return Some(date.strftime("%a %-d %b %Y").to_string());
            }
            let month = u8::try_from(date.month()).ok()?;
            let day = u8::try_from(date.day()).ok()?;
            crate::i18n::dates::day(lang, date.year().into(), month, day)
        };
        Some((day("from")?, day("to")?))
    }
    /// The absence in words, with the zone its days are in.
    fn away_words(&self, from: &str, to: &str) -> String {
        let msg = msg!(
            "settings-away",
            from = from,
            to = to,
            zone = self.timezone()
        );
        self.chrome.say(msg)
    }
    /// A wall time as this page's language writes one, for the time zone's help.
    fn zone_example(&self) -> String {
        let sunday_evening = crate::i18n::dates::WallTime {
            year: 2026,
            month: 11,
            day: 29,
            hour: 20,
            minute: 29,
        };
        let wall = match self.chrome.lang() {
            Lang::En => Some("Sun 29 Nov, 20:29".to_string()),
            lang => crate::i18n::dates::wall_time(lang, sunday_evening, false),
        };
        format!("{} JST", wall.unwrap_or_default())
    }
}

/// The IANA time zones jiff knows, in order, with `current` among them even if unknown.
fn zones_with(current: &str) -> Vec<String> {
    let mut zones: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.as_str().to_string())
        .collect();
    if !zones.iter().any(|z| z == current) {
        zones.push(current.to_string());
    }
    zones.sort();
    zones
}

/// The settings page.
pub(super) async fn settings_page(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    Query(flash): Query<Flash>,
    Query(typed): Query<Typed>,
) -> Result<Response, PageError> {
    let shown = Shown {
        typed: typed.fields(),
        typed_away: (typed.from.unwrap_or_default(), typed.to.unwrap_or_default()),
        ..Shown::default()
    };
    settings_with(&state, &me, &visitor, flash, shown).await
}

/// The values of a refused settings form, carried back to the page in its address so
/// that the form shows them again.
#[derive(Deserialize, Default)]
pub(super) struct Typed {
    mail: Option<String>,
    digest_hour: Option<String>,
    timezone: Option<String>,
    confirm_mailed_moves: Option<String>,
    from: Option<String>,
    to: Option<String>,
}

impl Typed {
    /// The settings typed in a refused form, over the stored ones: the mail form's, or the
    /// time zone's alone.
    fn fields(&self) -> Option<serde_json::Map<String, Value>> {
        let fields = match (&self.mail, &self.timezone) {
            (Some(mail), _) => serde_json::json!({
                "mail": mail,
                "digest_hour": self.digest_hour.clone().unwrap_or_default(),
                "confirm_mailed_moves": self.confirm_mailed_moves.is_some(),
            }),
            (None, Some(zone)) => serde_json::json!({ "timezone": zone }),
            (None, None) => return None,
        };
        fields.as_object().cloned()
    }
}

/// The settings page's address after a refusal: the error and the values typed.
fn refused_at(flash: Flash, typed: &[(&str, &str)]) -> Redirect {
    let mut query = format!(
        "error={}",
        urlencode(flash.error.as_deref().unwrap_or_default())
    );
    for (key, value) in typed {
        query.push_str(&format!("&{key}={}", urlencode(value)));
    }
    Redirect::to(&format!("/settings?{query}"))
}

/// What a settings page shows besides the stored settings: a token just made, or the
/// values of a form that failed.
#[derive(Default)]
struct Shown {
    /// The secret of a token just made: the one time it is shown.
    new_token: Option<String>,
    /// The mail settings typed, overriding the stored ones.
    typed: Option<serde_json::Map<String, Value>>,
    /// The absence typed: from, to.
    typed_away: (String, String),
}

/// The settings page of `me`, with what `shown` adds.
async fn settings_with(
    state: &AppState,
    me: &User,
    visitor: &Visitor,
    flash: Flash,
    shown: Shown,
) -> Result<Response, PageError> {
    let found = async {
        let rows = state.accounts.tokens_of(me).await?;
        let mail = state.accounts.settings_of(me).await?;
        let reader = state.accounts.reader_for(Some(me), visitor.lang).await?;
        Ok::<_, ServiceError>((rows, mail, reader))
    }
    .await;
    let (rows, mut mail, reader) = found.map_err(|e| visitor.error_page(e))?;
    let tokens = rows
        .into_iter()
        .map(|t| {
            let made = time_tag(&reader, t.created_at);
            (t.id, t.token_hash[..8].to_string(), made)
        })
        .collect();
    for (key, value) in shown.typed.into_iter().flatten() {
        mail[key] = value;
    }
    let zones = zones_with(mail["timezone"].as_str().unwrap_or("UTC"));
    Ok(visitor.page(&SettingsPage {
        chrome: visitor.chrome(flash),
        tokens,
        new_token: shown.new_token,
        mail,
        zones,
        typed_away: shown.typed_away,
    }))
}

/// A refusal the settings page shows above the form that was refused (the values typed
/// kept): a change of settings refused for its values, or for an absence that has begun.
/// Any other error is an error page.
fn refusal(error: ServiceError, visitor: &Visitor) -> Result<Flash, PageError> {
    match error {
        ServiceError::Account(
            refused @ (AccountRefused::SettingsNotAnObject
            | AccountRefused::NoSuchSetting { .. }
            | AccountRefused::VacationDaysCounted
            | AccountRefused::BadMailChoice { .. }
            | AccountRefused::BadDigestHour { .. }
            | AccountRefused::DigestHourNotANumber
            | AccountRefused::TimezoneNotAName
            | AccountRefused::NoDigestTime { .. }
            | AccountRefused::BadConfirmChoice { .. }
            | AccountRefused::BadLanguage { .. }
            | AccountRefused::BadAbsence { .. }
            | AccountRefused::AbsenceBegun
            | AccountRefused::TooFewVacationDays { .. }),
        ) => Ok(Flash::error(&Refusal::from(ServiceError::from(refused)))),
        other => Err(visitor.error_page(other)),
    }
}

#[derive(Deserialize)]
pub(super) struct MailForm {
    #[serde(default)]
    mail: String,
    #[serde(default)]
    digest_hour: String,
    /// The checkbox: present ("on") when ticked.
    #[serde(default)]
    confirm_mailed_moves: Option<String>,
}

/// Saves how and when the player gets mail; a refused change shows the page again with
/// the values typed.
pub(super) async fn mail_settings(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    CsrfForm(form): CsrfForm<MailForm>,
) -> Result<Response, PageError> {
    let typed = serde_json::json!({
        "mail": form.mail,
        "digest_hour": form.digest_hour.trim(),
        "confirm_mailed_moves": form.confirm_mailed_moves.is_some(),
    });
    let saved = match form.digest_hour.trim().parse::<i64>() {
        Ok(hour) => {
            let mut body = typed.clone();
            body["digest_hour"] = hour.into();
            state.accounts.update_settings(&me, &body).await
        }
        Err(_) => Err(AccountRefused::DigestHourNotANumber.into()),
    };
    match saved {
        Ok(_) => Ok(Redirect::to("/settings?notice=mail-saved").into_response()),
        Err(error) => {
            let flash = refusal(error, &visitor)?;
            let mut fields = vec![
                ("mail", form.mail.as_str()),
                ("digest_hour", form.digest_hour.trim()),
            ];
            if form.confirm_mailed_moves.is_some() {
                fields.push(("confirm_mailed_moves", "on"));
            }
            Ok(refused_at(flash, &fields).into_response())
        }
    }
}

#[derive(Deserialize)]
pub(super) struct TimeZoneForm {
    /// An IANA name such as `Asia/Tokyo`.
    #[serde(default)]
    timezone: String,
}

/// Saves the player's time zone, with its own form and button; a refused zone shows the
/// page again with it typed.
pub(super) async fn time_zone(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    CsrfForm(form): CsrfForm<TimeZoneForm>,
) -> Result<Response, PageError> {
    let zone = form.timezone.trim();
    let body = serde_json::json!({ "timezone": zone });
    match state.accounts.update_settings(&me, &body).await {
        Ok(_) => Ok(Redirect::to("/settings?notice=time-zone-saved").into_response()),
        Err(error) => {
            let flash = refusal(error, &visitor)?;
            Ok(refused_at(flash, &[("timezone", zone)]).into_response())
        }
    }
}

#[derive(Deserialize)]
pub(super) struct AwayForm {
    /// The first day away, YYYY-MM-DD in the player's zone.
    #[serde(default)]
    from: String,
    /// The last day away.
    #[serde(default)]
    to: String,
}

/// Declares an absence ahead (whole days in the player's zone); a refused one shows the
/// page again with the dates typed.
pub(super) async fn declare_away(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    CsrfForm(form): CsrfForm<AwayForm>,
) -> Result<Response, PageError> {
    let (from, to) = (form.from.trim(), form.to.trim());
    let body = serde_json::json!({ "away": { "from": from, "to": to } });
    match state.accounts.update_settings(&me, &body).await {
        Ok(_) => Ok(Redirect::to("/settings?notice=absence-declared").into_response()),
        Err(error) => {
            let flash = refusal(error, &visitor)?;
            Ok(refused_at(flash, &[("from", from), ("to", to)]).into_response())
        }
    }
}

/// Cancels the absence declared ahead (not once it has begun).
pub(super) async fn cancel_away(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    _: CsrfForm<Button>,
) -> Result<Redirect, PageError> {
    let body = serde_json::json!({ "away": null });
    state
        .accounts
        .update_settings(&me, &body)
        .await
        .or_back_to("/settings")?;
    Ok(Redirect::to("/settings?notice=absence-cancelled"))
}

/// Makes a new API token and shows the settings page with its secret.
pub(super) async fn new_token(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    _: CsrfForm<Button>,
) -> Result<Response, PageError> {
    let secret = state
        .accounts
        .issue_token(&me)
        .await
        .or_back_to("/settings")?;
    let shown = Shown {
        new_token: Some(secret),
        ..Shown::default()
    };
    settings_with(&state, &me, &visitor, Flash::default(), shown).await
}

/// Revokes one of the player's API tokens.
pub(super) async fn revoke_token(
    State(state): State<AppState>,
    PagePath(token_id): PagePath<i64>,
    SignedIn(me): SignedIn,
    _: CsrfForm<Button>,
) -> Result<Redirect, PageError> {
    state
        .accounts
        .revoke_token(&me, token_id)
        .await
        .or_back_to("/settings")?;
    Ok(Redirect::to("/settings?notice=token-revoked"))
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
        .accounts
        .unsubscribe(&key)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&UnsubscribePage {
        chrome: visitor.chrome(Flash::default()),
        key,
        done: Some(name),
    }))
}
