//! The game page's small form under the hand (issue 27 §2): a decision given ahead (in
//! Richard III next turn's card, once this turn's are revealed), the one given now, and
//! the route that gives or withdraws it. Shown to a player for their own seat only; secret,
//! so never to anyone else.

use axum::extract::State;
use axum::response::Redirect;
use serde::Deserialize;

use super::{game_address, notice_to};
use crate::domain::GameId;
use crate::service::detail::GameDetail;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn};

/// The form: what may be given ahead now, and what is given.
pub struct AheadForm {
    /// The decisions that may be given ahead now, in notation.
    pub choices: Vec<String>,
    /// The one given, waiting for its decision.
    pub given: Option<String>,
}

/// The form for `game`'s page when `user` plays it and may give something ahead now, or
/// has given something; none for anyone else.
///
/// # Errors
/// When the game or the decision given cannot be read.
pub(super) async fn form_for(
    state: &AppState,
    user: Option<&User>,
    game: &GameDetail,
) -> Result<Option<AheadForm>, ServiceError> {
    let Some(user) = user.filter(|_| game.you.is_some()) else {
        return Ok(None);
    };
    let choices = state.herald.may_give_ahead(Some(user), game.id).await?;
    let given = state.herald.ahead_of(user, game.id).await?;
    Ok((!choices.is_empty() || given.is_some()).then_some(AheadForm { choices, given }))
}

/// What the form posts: the decision to give ahead, or `withdraw`.
#[derive(Deserialize)]
pub(super) struct AheadPost {
    #[serde(default)]
    action: String,
    #[serde(default, rename = "do")]
    act: String,
}

/// Gives (or withdraws) the player's decision ahead from the game page, and goes back to it.
pub(super) async fn save(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<AheadPost>,
) -> Result<Redirect, PageError> {
    let back = game_address(id);
    let notice = if form.act == "withdraw" {
        state
            .herald
            .withdraw_ahead(&me, id)
            .await
            .or_back_to(&back)?;
        "ahead-withdrawn"
    } else {
        state
            .herald
            .give_ahead(&me, id, &form.action)
            .await
            .or_back_to(&back)?;
        "ahead-given"
    };
    Ok(Redirect::to(&notice_to(&back, notice, &[], "ahead")))
}
