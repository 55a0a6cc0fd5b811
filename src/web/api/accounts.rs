//! The API of invitations and accounts: declining and withdrawing an invitation, the
//! password reset by mail, changing the password and the mail address, and a player's
//! profile.

use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{ApiJson, list_json};
use crate::clock::rfc3339;
use crate::domain::GameId;
use crate::web::AppState;
use crate::web::auth::{ApiUser, ClientAddr};
use crate::web::error::ApiError;
use crate::web::extract::ApiPath;
use crate::web::lang::reader;
use crate::words::say;

/// The routes, merged into `/api`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/invitation/decline", post(decline_invitation))
        .route("/games/{id}/invitation/withdraw", post(withdraw_invitation))
        .route("/password-reset", post(request_reset))
        .route("/password-reset/confirm", post(confirm_reset))
        .route("/me/password", post(change_password))
        .route("/me/email", post(change_email))
        .route("/players/{name}", get(profile))
}

async fn decline_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<StatusCode, ApiError> {
    state.herald.decline_invitation(&user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize)]
struct SeatBody {
    seat: String,
}

async fn withdraw_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<SeatBody>,
) -> Result<StatusCode, ApiError> {
    state
        .herald
        .withdraw_invitation(&user, id, &body.seat)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize)]
struct ResetBody {
    email: String,
}

async fn request_reset(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ResetBody>,
) -> Result<StatusCode, ApiError> {
    state.accounts.request_password_reset(&body.email).await?;
    Ok(StatusCode::ACCEPTED)
}

#[derive(Deserialize)]
struct ConfirmResetBody {
    token: String,
    password: String,
}

async fn confirm_reset(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ConfirmResetBody>,
) -> Result<StatusCode, ApiError> {
    state
        .accounts
        .reset_password(&body.token, &body.password)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize)]
struct PasswordBody {
    old: String,
    new: String,
}

async fn change_password(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    client: ClientAddr,
    ApiJson(body): ApiJson<PasswordBody>,
) -> Result<StatusCode, ApiError> {
    let gate = state.sign_in_limiter.gate(&client, &user.name);
    state
        .accounts
        .change_password(&user, &body.old, &body.new, &gate)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize)]
struct EmailBody {
    email: String,
    password: String,
}

async fn change_email(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    client: ClientAddr,
    ApiJson(body): ApiJson<EmailBody>,
) -> Result<StatusCode, ApiError> {
    let gate = state.sign_in_limiter.gate(&client, &user.name);
    state
        .accounts
        .request_email_change(&user, &body.email, &body.password, &gate)
        .await?;
    Ok(StatusCode::ACCEPTED)
}

async fn profile(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let profile = state.lobby.profile(&name).await?;
    let (finished, results): (Vec<_>, Vec<_>) = profile.finished.into_iter().unzip();
    let mut finished = list_json(finished);
    if let Value::Array(games) = &mut finished {
        for (game, result) in games.iter_mut().zip(results) {
            game["result"] = json!(result.map(|r| say(reader(), &r)));
        }
    }
    Ok(Json(json!({
        "name": profile.name,
        "member_since": rfc3339(profile.member_since),
        "current": list_json(profile.current),
        "finished": finished,
    })))
}

#[cfg(test)]
mod tests {
    use crate::service::accounts::links::SESSION_USER_KEY;
    use crate::web::auth::SESSION_USER;

    #[test]
    fn a_reset_finds_the_sessions_under_the_key_they_are_kept_by() {
        assert_eq!(SESSION_USER, SESSION_USER_KEY);
    }
}
