//! `GET /api/games/{id}/history` and `/history/{seq}`: a game's moves as the caller may see
//! them (with who decided each: `by`) and how a game ended outside its log, and the board
//! after any one of them.

use axum::extract::{Path, State};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use super::id_param;
use crate::clock::rfc3339;
use crate::domain::Seq;
use crate::service::ServiceError;
use crate::web::AppState;
use crate::web::auth::MaybeApiUser;
use crate::web::error::ApiError;

/// The history routes, merged into the API's.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/history", get(history))
        .route("/games/{id}/history/{seq}", get(history_at))
}

async fn history(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let id = id_param(&id)?;
    let herald = &state.herald;
    let (entries, ending) = herald
        .shown(user.as_ref(), id, || {
            herald.history_and_ending(user.as_ref(), id)
        })
        .await?;
    let moves = entries.into_iter().map(|e| {
        json!({
            "seq": e.seq,
            "seat": e.seat,
            "text": e.text,
            "marks": e.marks,
            "at": rfc3339(e.at),
            "by": e.by.as_str(),
        })
    });
    // A game ended outside its log ends with its ending: no `seq`, no marks.
    let last = ending.map(|e| {
        json!({
            "seq": null,
            "seat": e.seat,
            "text": e.text,
            "marks": [],
            "at": rfc3339(e.at),
            "by": e.by,
        })
    });
    Ok(Json(Value::Array(moves.chain(last).collect())))
}

async fn history_at(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path((id, seq)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let seq: Seq = seq.parse().map_err(|_| {
        ApiError::from(ServiceError::NotFound(format!(
            "\"{seq}\" is not a move number"
        )))
    })?;
    let id = id_param(&id)?;
    let herald = &state.herald;
    let (view, _) = herald
        .shown(user.as_ref(), id, || herald.view_at(user.as_ref(), id, seq))
        .await?;
    Ok(Json(json!({ "seq": seq, "view": view })))
}
