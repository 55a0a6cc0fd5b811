//! `GET`, `PUT` and `DELETE /api/games/{id}/ahead`: the caller's own decision given ahead
//! (issue 27 §2; docs/API.md, "Decisions given ahead"). Only ever the caller's seat: there
//! is no way to name another, and the answers are never cached.

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};

use super::ApiJson;
use crate::domain::GameId;
use crate::web::AppState;
use crate::web::auth::ApiUser;
use crate::web::error::ApiError;
use crate::web::extract::ApiPath;

/// The routes, merged into the API's.
pub(super) fn routes() -> Router<AppState> {
    Router::new().route(
        "/games/{id}/ahead",
        get(own_ahead)
            .put(give_ahead)
            .delete(withdraw_ahead)
            .layer(crate::web::no_store()),
    )
}

/// `{"action": "<notation>"}`: the decision to give ahead.
#[derive(Deserialize)]
struct Given {
    action: String,
}

/// `{"action": "<notation>" | null}`: the caller's decision given ahead, if one waits.
async fn own_ahead(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    let given = state.herald.ahead_of(&user, id).await?;
    Ok(Json(json!({ "action": given })))
}

/// Gives the decision ahead (replacing one given before); answers it as stored.
async fn give_ahead(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<Given>,
) -> Result<Json<Value>, ApiError> {
    let action = state.herald.give_ahead(&user, id, &body.action).await?;
    Ok(Json(json!({ "action": action })))
}

/// Withdraws it (204 whether or not one was given).
async fn withdraw_ahead(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<StatusCode, ApiError> {
    state.herald.withdraw_ahead(&user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
