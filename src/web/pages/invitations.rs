//! Answering invitations from the pages: the invited player declines one (from the
//! lobby), the creator of an open game withdraws one (from the game's page).

use axum::extract::State;
use axum::response::Redirect;
use serde::Deserialize;

use super::{Button, game_address, notice_to};
use crate::domain::GameId;
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn};

/// Declines the visitor's invitation to game `id`; back to the lobby.
pub(super) async fn decline(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    _: CsrfForm<Button>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .decline_invitation(&me, id)
        .await
        .or_back_to("/lobby")?;
    Ok(Redirect::to(&notice_to(
        "/lobby",
        "invitation-declined",
        &[("game", &id.to_string())],
        "",
    )))
}

#[derive(Deserialize)]
pub(super) struct SeatForm {
    #[serde(default)]
    seat: String,
}

/// Withdraws the invitation of a seat of game `id`; back to the game's page.
pub(super) async fn withdraw(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<SeatForm>,
) -> Result<Redirect, PageError> {
    let page = game_address(id);
    state
        .herald
        .withdraw_invitation(&me, id, &form.seat)
        .await
        .or_back_to(&page)?;
    Ok(Redirect::to(&notice_to(
        &page,
        "invitation-withdrawn",
        &[],
        "",
    )))
}
