//! `GET` and `PUT /api/games/{id}/orders`: the caller's own seat's standing orders
//! (docs/API.md, "Standing orders"). Only ever the caller's seat: there is no way to name
//! another.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::Value;

use super::ApiJson;
use crate::domain::GameId;
use crate::web::AppState;
use crate::web::auth::ApiUser;
use crate::web::error::ApiError;
use crate::web::extract::ApiPath;

/// The orders routes, merged into the API's. A seat's orders are secret: never kept by a
/// cache.
pub(super) fn routes() -> Router<AppState> {
    Router::new().route(
        "/games/{id}/orders",
        get(own_orders)
            .put(give_orders)
            .layer(crate::web::no_store()),
    )
}

/// The caller's standing orders in the game, every question answered.
pub(super) async fn own_orders(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    let given = state.herald.orders_of(&user, id).await?;
    Ok(Json(given.orders))
}

/// Replaces the caller's standing orders (questions left out ask); answers them as stored.
pub(super) async fn give_orders(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<Value>,
) -> Result<Json<Value>, ApiError> {
    let given = state.herald.give_orders(&user, id, &body).await?;
    Ok(Json(given.orders))
}
