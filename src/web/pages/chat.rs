//! The game page's chat panel and notepad (issue 16), and the forms they post: a message,
//! muting the chat, saving the notes and revealing them. Each form redirects back to its
//! panel on the game page (`#chat`, `#notes`); the pages work without JavaScript.

use axum::extract::State;
use axum::response::Redirect;
use serde::Deserialize;

use super::{game_address, notice_to};
use crate::domain::{GameId, GameStatus};
use crate::service::chat::ChatMessage;
use crate::service::detail::GameDetail;
use crate::service::notes::OwnNote;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn};

/// What the game page shows of the chat and the notes.
pub struct Talk {
    /// The messages, oldest first (none for a player who muted the chat).
    pub messages: Vec<ChatMessage>,
    /// Whether the visitor plays the game (may write, may mute).
    pub is_player: bool,
    /// Whether the visitor, a player, muted the chat.
    pub muted: bool,
    /// The visitor's own notes, when they play the game. SECRET: for their page only.
    pub notes: Option<OwnNote>,
    /// Whether the visitor may reveal their notes now (the game has ended).
    pub can_reveal: bool,
}

/// The chat and the visitor's notes for `game`'s page. Reading the page's chat counts as
/// seeing it (see `Herald::chat`).
///
/// # Errors
/// When the chat or the notes cannot be read.
pub(super) async fn talk_for(
    state: &AppState,
    user: Option<&User>,
    game: &GameDetail,
) -> Result<Talk, ServiceError> {
    let log = state.herald.chat(user, game.id, 0).await?;
    let muted = log.muted == Some(true);
    let notes = match (user, game.you) {
        (Some(user), Some(_)) => Some(state.herald.own_note(user, game.id).await?),
        _ => None,
    };
    let can_reveal = game.status == GameStatus::Finished
        && notes
            .as_ref()
            .is_some_and(|n| !n.revealed && !n.text.trim().is_empty());
    Ok(Talk {
        messages: if muted { Vec::new() } else { log.messages },
        is_player: log.muted.is_some(),
        muted,
        notes,
        can_reveal,
    })
}

#[derive(Deserialize)]
pub(super) struct TextForm {
    #[serde(default)]
    text: String,
}

/// The game page at its chat panel.
fn at_chat(id: GameId) -> String {
    format!("{}#chat", game_address(id))
}

/// Posts a message to the game's chat.
pub(super) async fn post(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<TextForm>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .post_chat(&me, id, &form.text)
        .await
        .map_err(ServiceError::from)
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&at_chat(id)))
}

/// Mutes the game's chat (`muted=yes`) or unmutes it.
pub(super) async fn mute(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<super::seat_forms::MuteForm>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .mute_chat(&me, id, form.mutes())
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&at_chat(id)))
}

/// Saves the visitor's notes.
pub(super) async fn save_notes(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<TextForm>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .write_note(&me, id, &form.text)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&notice_to(
        &game_address(id),
        "notes-saved",
        &[],
        "notes",
    )))
}

/// Reveals the visitor's notes in the finished game.
pub(super) async fn reveal_notes(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    _: CsrfForm<super::Button>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .reveal_note(&me, id)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&format!("{}#notes", game_address(id))))
}
