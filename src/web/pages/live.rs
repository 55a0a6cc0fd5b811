//! The live check of an open game page: `/static/live.js` asks `/games/{id}/live` every
//! few seconds and, once its stamp changes, brings the page up to date in place (or,
//! while the visitor is typing, says the game moved on). Without script the page is reloaded by hand; either way a
//! move from a stale page is refused by its `seq`.

use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use crate::domain::GameId;
use crate::web::AppState;
use crate::web::error::PageError;
use crate::web::extract::{PagePath, Visitor};

/// `/games/{id}/live`: `{"seq", "status", "stamp"}` for anyone who may see the game.
pub(super) async fn live(
    State(state): State<AppState>,
    visitor: Visitor,
    PagePath(id): PagePath<GameId>,
) -> Result<Response, PageError> {
    let live = state
        .herald
        .live(visitor.user.as_ref(), id)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(([(header::CACHE_CONTROL, "no-store")], Json(live)).into_response())
}
