//! The forms of a player's seat on the game page: taking a seat, leaving it, resigning,
//! claiming a win on time, proposals and their answers, and muting the game's mail. A
//! step that cannot be undone asks for a ticked box first ([`EndForm`]).

use crate::i18n::Msg;
use crate::msg;
use axum::extract::State;
use axum::response::Redirect;
use serde::Deserialize;

use super::{Button, game_address, notice_to};
use crate::domain::GameId;
use crate::web::AppState;
use crate::web::error::{OrPage, PageError, WebRefused};
use crate::web::extract::{CsrfForm, PagePath, SignedIn};

#[derive(Deserialize)]
pub(super) struct JoinForm {
    seat: Option<String>,
}

/// Takes a seat (the one named, or any free one).
pub(super) async fn join(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<JoinForm>,
) -> Result<Redirect, PageError> {
    let seat = state
        .herald
        .join_game(&me, id, form.seat.as_deref())
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&notice_to(
        &game_address(id),
        "you-play",
        &[("seat", seat)],
        "",
    )))
}

/// The form of a step that cannot be undone: a box ticked to confirm it.
#[derive(Deserialize)]
pub(super) struct EndForm {
    #[serde(default)]
    confirm: String,
}

impl EndForm {
    /// Whether the box was ticked; if not, `untick` says what to tick.
    fn confirmed(&self, id: GameId, untick: Msg) -> Result<(), PageError> {
        if self.confirm == "yes" {
            return Ok(());
        }
        Err(PageError::back(
            game_address(id),
            WebRefused::Unreadable(untick),
        ))
    }
}

/// Leaves the game: the seat is offered to a replacement.
pub(super) async fn leave(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<EndForm>,
) -> Result<Redirect, PageError> {
    form.confirmed(id, msg!("web-refused-leave-tick"))?;
    state
        .herald
        .leave(&me, id)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to("/games?notice=you-left"))
}

/// Resigns the game: the opponent wins.
pub(super) async fn resign(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<EndForm>,
) -> Result<Redirect, PageError> {
    form.confirmed(id, msg!("web-refused-resign-tick"))?;
    state
        .herald
        .resign(&me, id)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&game_address(id)))
}

/// Claims the win over an opponent who ran out of time.
pub(super) async fn claim(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    _: CsrfForm<Button>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .claim(&me, id)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&game_address(id)))
}

#[derive(Deserialize)]
pub(super) struct AgreeForm {
    #[serde(default, rename = "do")]
    step: String,
}

/// Proposals and answers from the game page: `do` is `propose-draw`, `propose-abandon`,
/// `propose-pause`, `accept`, `decline`, `resume` or `nudge`.
pub(super) async fn agree(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<AgreeForm>,
) -> Result<Redirect, PageError> {
    let herald = &state.herald;
    let done = match form.step.as_str() {
        "accept" => herald.answer_proposal(&me, id, true).await,
        "decline" => herald.answer_proposal(&me, id, false).await,
        "resume" => herald.resume(&me, id).await,
        "nudge" => herald.nudge(&me, id).await,
        step => match step.strip_prefix("propose-") {
            Some(what) => herald.propose(&me, id, what).await,
            None => {
                let refused =
                    WebRefused::Unreadable(msg!("web-refused-agreement-step", step = step));
                return Err(PageError::back(game_address(id), refused));
            }
        },
    };
    done.or_back_to(&game_address(id))?;
    Ok(Redirect::to(&game_address(id)))
}

/// A mute switch's form, for the game's mail or its chat: `muted=yes` mutes, anything
/// else unmutes.
#[derive(Deserialize)]
pub(super) struct MuteForm {
    #[serde(default)]
    muted: String,
}

impl MuteForm {
    /// Whether the form asks to mute.
    pub(super) fn mutes(&self) -> bool {
        self.muted == "yes"
    }
}

/// Turns the mail about this one game off (`muted=yes`) or on again.
pub(super) async fn mute(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<MuteForm>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .mute(&me, id, form.mutes())
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&game_address(id)))
}
