//! A game's chat and its players' private notes (docs/API.md, "Chat" and "Notes"):
//! `/api/games/{id}/chat` (read, post, mute, unmute) and `/api/games/{id}/notes` (read,
//! write, reveal).

use crate::msg;
use axum::extract::{Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};

use super::ApiJson;
use crate::clock::rfc3339;
use crate::domain::GameId;
use crate::service::ServiceError;
use crate::service::chat::{ChatMessage, ChatRefused, PostChatError};
use crate::web::AppState;
use crate::web::auth::{ApiUser, MaybeApiUser};
use crate::web::error::ApiError;
use crate::web::error::WebRefused;
use crate::web::extract::ApiPath;

/// The chat and notes routes, merged into the API's. Notes are secret: never kept by a
/// cache.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/chat", get(read_chat).post(post_chat))
        .route("/games/{id}/chat/mute", post(mute_chat))
        .route("/games/{id}/chat/unmute", post(unmute_chat))
        .route(
            "/games/{id}/notes",
            get(own_note).put(write_note).layer(crate::web::no_store()),
        )
        .route("/games/{id}/notes/reveal", post(reveal_note))
}

/// A message as the API shows it.
fn message_json(m: &ChatMessage) -> Value {
    json!({ "id": m.id, "seat": m.seat, "name": m.name, "text": m.text, "at": rfc3339(m.at) })
}

#[derive(Deserialize)]
struct AfterQuery {
    after: Option<String>,
}

async fn read_chat(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    ApiPath(id): ApiPath<GameId>,
    Query(query): Query<AfterQuery>,
) -> Result<Json<Value>, ApiError> {
    let after = match query.after.as_deref() {
        None | Some("") => 0,
        Some(raw) => raw.parse::<i64>().map_err(|_| {
            ApiError::from(WebRefused::Unreadable(msg!(
                "web-refused-chat-after",
                after = raw
            )))
        })?,
    };
    let log = state.herald.chat(user.as_ref(), id, after).await?;
    Ok(Json(json!({
        "messages": log.messages.iter().map(message_json).collect::<Vec<_>>(),
        "muted": log.muted,
    })))
}

#[derive(Deserialize)]
struct TextBody {
    text: String,
}

async fn post_chat(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<TextBody>,
) -> Result<Response, ApiError> {
    match state.herald.post_chat(&user, id, &body.text).await {
        Ok(message) => Ok((StatusCode::CREATED, Json(message_json(&message))).into_response()),
        Err(PostChatError::TooMany(limited)) => {
            let retry_after_s = limited.retry_after_s;
            let mut answer =
                ApiError::from(ServiceError::from(ChatRefused::TooMany(limited))).into_response();
            answer
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(retry_after_s));
            Ok(answer)
        }
        Err(PostChatError::Service(err)) => Err(err.into()),
    }
}

async fn mute_chat(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<StatusCode, ApiError> {
    state.herald.mute_chat(&user, id, true).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn unmute_chat(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<StatusCode, ApiError> {
    state.herald.mute_chat(&user, id, false).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn own_note(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    let note = state.herald.own_note(&user, id).await?;
    Ok(Json(json!({
        "text": note.text,
        "updated_at": note.updated_at.map(rfc3339),
        "revealed": note.revealed,
    })))
}

async fn write_note(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<TextBody>,
) -> Result<StatusCode, ApiError> {
    state.herald.write_note(&user, id, &body.text).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn reveal_note(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<StatusCode, ApiError> {
    state.herald.reveal_note(&user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
