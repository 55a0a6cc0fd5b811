//! `GET /api/games/{id}/history` and `/history/{seq}`: a game's moves as the caller may see
//! them (with who decided each: `by`) and how a game ended outside its log, and the board
//! after any one of them.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::clock::rfc3339;
use crate::domain::{GameId, Seq};
use crate::web::AppState;
use crate::web::auth::MaybeApiUser;
use crate::web::error::ApiError;
use crate::web::extract::ApiPath;
use crate::web::lang::reader;
use crate::words::say;

/// The history routes, merged into the API's.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/history", get(history))
        .route("/games/{id}/history/{seq}", get(history_at))
}

async fn history(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
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
            "text": say(reader(), &e.text),
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
            "text": say(reader(), &e.text),
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
    ApiPath((id, seq)): ApiPath<(GameId, Seq)>,
) -> Result<Json<Value>, ApiError> {
    let herald = &state.herald;
    let (view, _) = herald
        .shown(user.as_ref(), id, || herald.view_at(user.as_ref(), id, seq))
        .await?;
    Ok(Json(json!({ "seq": seq, "view": view })))
}
