//! A game's page and everything done from it: moves (with their confirm page), the
//! history viewer, taking and leaving seats, resigning, claiming a win on time,
//! agreements, muting its mail, and downloading the finished game (the standing orders'
//! form is [`super::orders`]).

use askama::Template;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use super::{Button, Chrome, Flash, game_address, urlencode};
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::board::{BoardLinks, merge_marks};
use crate::service::ServiceError;
use crate::service::detail::GameDetail;
use crate::service::history::{EndingEntry, HistoryEntry, since_last_turn};
use crate::service::result::result_in_words;
use crate::service::transfer::Requester;
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn, Visitor};

/// One legal action as a button.
pub struct ActionButton {
    /// Notation.
    pub notation: String,
}

/// A piece chosen on the board (the first click of a two-click action).
#[derive(Deserialize, Default)]
pub(super) struct Pick {
    from: Option<String>,
}

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    chrome: Chrome,
    game: GameDetail,
    board: String,
    actions: Vec<ActionButton>,
    history: Vec<HistoryEntry>,
    /// How the game ended outside its log, the history's last line.
    ending: Option<EndingEntry>,
    /// What changed since the visitor's last turn, newest first (the latest move for a
    /// spectator).
    changes: Vec<HistoryEntry>,
    result: Option<String>,
    can_join: bool,
    /// The invitations the visitor may withdraw (they created this open game): (seat,
    /// invited player).
    withdraw: Vec<(String, String)>,
    /// Whether some board square is a link to a legal action.
    clickable: bool,
    view_json: String,
    /// The visitor's own standing orders as a form, if they play a game that has them.
    orders: Option<super::orders::OrdersForm>,
    /// The visitor's decision given ahead, as a form (`_ahead.html`).
    ahead: Option<super::ahead::AheadForm>,
    /// How the visitor reads times.
    reader: crate::clock::Reader,
    /// The game's stamp when the page was made, for `/static/live.js`.
    live: crate::service::live::Live,
    /// The chat and the visitor's notes.
    talk: super::chat::Talk,
}

impl GamePage {
    /// `at` as a `<time>` element in the visitor's zone (HTML).
    fn when(&self, at: &crate::domain::Millis) -> String {
        super::time_tag(&self.reader, *at)
    }
}

/// The game as the visitor sees it: the board (its squares links to the visitor's legal
/// actions), the actions as buttons, the history and what can be done.
pub(super) async fn game_page(
    State(state): State<AppState>,
    visitor: Visitor,
    PagePath(id): PagePath<GameId>,
    Query(flash): Query<Flash>,
    Query(pick): Query<Pick>,
) -> Result<Response, PageError> {
    let user = visitor.user.as_ref();
    let found = async {
        // The stamp first: a change made while the page is read makes it reload once,
        // never miss the change.
        let live = state.herald.live(user, id).await?;
        let game = state.herald.game_detail(user, id).await?;
        let (history, ending) = state.herald.history_and_ending(user, id).await?;
        let orders = super::orders::form_for(&state, user, &game).await?;
        let ahead = super::ahead::form_for(&state, user, &game).await?;
        let reader = state.herald.reader_for(user).await?;
        let withdraw = state.herald.withdrawable_invitations(user, id).await?;
        let talk = super::chat::talk_for(&state, user, &game).await?;
        let orders = (orders, ahead);
        Ok::<_, ServiceError>((live, game, history, ending, orders, reader, withdraw, talk))
    }
    .await;
    let (live, game, history, ending, (orders, ahead), reader, withdraw, talk) =
        found.map_err(|e| visitor.error_page(e))?;
    state.herald.looked_at(user, &game).await;
    let confirm = |action: &str| {
        format!(
            "/games/{id}/confirm?seq={}&action={}",
            game.seq,
            urlencode(action)
        )
    };
    let select = |piece: &str| format!("/games/{id}?from={}#board", urlencode(piece));
    let links = BoardLinks {
        confirm: &confirm,
        select: &select,
        selected: pick.from.as_deref(),
    };
    let you = game.you_name();
    let changes: Vec<HistoryEntry> = since_last_turn(&history, you, !game.actions.is_empty())
        .into_iter()
        .cloned()
        .collect();
    let marks = merge_marks(changes.iter().flat_map(|c| &c.marks));
    let board = game.kind.board(&game.view, &game.actions, &links, &marks);
    let can_join = user.is_some() && game.you.is_none() && game.status == GameStatus::Open;
    Ok(visitor.page(&GamePage {
        chrome: visitor.chrome(flash),
        // A board that offers actions marks them (see `engine::board`).
        clickable: board.contains("data-action=") || board.contains("data-select="),
        board,
        actions: game
            .actions
            .iter()
            .map(|a| ActionButton {
                notation: a.clone(),
            })
            .collect(),
        history,
        ending,
        changes,
        result: game.result.as_ref().map(result_in_words),
        can_join,
        withdraw,
        view_json: serde_json::to_string_pretty(&game.view).unwrap_or_default(),
        orders,
        ahead,
        game,
        reader,
        live,
        talk,
    }))
}

#[derive(Deserialize)]
pub(super) struct ConfirmQuery {
    #[serde(default)]
    seq: Seq,
    #[serde(default)]
    action: String,
}

#[derive(Template)]
#[template(path = "confirm.html")]
struct ConfirmPage {
    chrome: Chrome,
    id: GameId,
    seq: Seq,
    action: String,
    /// The action in words, when the game has words for it.
    words: Option<String>,
    /// What the game asks the player to confirm about the action, if anything.
    warning: Option<String>,
}

/// The page a board square links to: one button that plays the action, under the
/// game's question about it, if it has one (an action phase ended with points unspent).
pub(super) async fn confirm_page(
    State(state): State<AppState>,
    visitor: Visitor,
    PagePath(id): PagePath<GameId>,
    Query(q): Query<ConfirmQuery>,
    SignedIn(me): SignedIn,
) -> Result<Response, PageError> {
    let before = state
        .herald
        .before_playing(&me, id, &q.action)
        .await
        .map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&ConfirmPage {
        chrome: visitor.chrome(Flash::default()),
        id,
        seq: q.seq,
        action: q.action,
        words: before.words,
        warning: before.warning,
    }))
}

#[derive(Deserialize)]
pub(super) struct MoveForm {
    #[serde(default)]
    seq: Seq,
    #[serde(default)]
    action: String,
}

/// Plays an action, if the game is still at move `seq`.
pub(super) async fn play(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .play_move(&me, id, form.seq, &form.action)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&format!("/games/{id}#board")))
}

#[derive(Deserialize)]
pub(super) struct UndoForm {
    #[serde(default)]
    seq: Seq,
    /// Take back everything after this move; absent: the last action only.
    #[serde(default)]
    to: Option<Seq>,
}

/// Takes back the player's last action, or everything after move `to`, if the game is
/// still at move `seq`.
pub(super) async fn undo(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<UndoForm>,
) -> Result<Redirect, PageError> {
    let back_to = state
        .herald
        .take_back(&me, id, form.seq, form.to)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&format!(
        "/games/{id}?notice=Taken%20back%3A%20the%20game%20is%20at%20move%20{back_to}.#board"
    )))
}

#[derive(Template)]
#[template(path = "viewer.html")]
struct ViewerPage {
    chrome: Chrome,
    game: GameDetail,
    seq: Seq,
    board: String,
    /// The move shown, in words (none for the setup).
    text: Option<String>,
    history: Vec<HistoryEntry>,
    ending: Option<EndingEntry>,
    view_json: String,
}

/// The board as it stood after move `seq`, from the visitor's seat, without links, with
/// what that move changed marked on it.
pub(super) async fn viewer_page(
    State(state): State<AppState>,
    visitor: Visitor,
    PagePath((id, seq)): PagePath<(GameId, Seq)>,
) -> Result<Response, PageError> {
    let user = visitor.user.as_ref();
    let found = async {
        let game = state.herald.game_detail(user, id).await?;
        let (view, _) = state.herald.view_at(user, id, seq).await?;
        let (history, ending) = state.herald.history_and_ending(user, id).await?;
        Ok::<_, ServiceError>((game, view, history, ending))
    }
    .await;
    let (game, view, history, ending) = found.map_err(|e| visitor.error_page(e))?;
    let step = history.iter().find(|h| h.seq == seq);
    let marks = step.map(|h| h.marks.as_slice()).unwrap_or_default();
    let board = game.kind.board(&view, &[], &BoardLinks::none(), marks);
    let text = step.map(|h| h.text.clone());
    Ok(visitor.page(&ViewerPage {
        chrome: visitor.chrome(Flash::default()),
        seq,
        board,
        text,
        history,
        ending,
        view_json: serde_json::to_string_pretty(&view).unwrap_or_default(),
        game,
    }))
}

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
    Ok(Redirect::to(&format!(
        "/games/{id}?notice=You%20play%20{seat}."
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
    fn confirmed(&self, id: GameId, untick: &str) -> Result<(), PageError> {
        if self.confirm == "yes" {
            return Ok(());
        }
        Err(PageError::back(
            game_address(id),
            ServiceError::BadRequest(untick.into()),
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
    form.confirmed(id, "tick \"I leave this game\" to confirm that you leave")?;
    state
        .herald
        .leave(&me, id)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to("/games?notice=You%20left%20the%20game."))
}

/// Resigns the game: the opponent wins.
pub(super) async fn resign(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<EndForm>,
) -> Result<Redirect, PageError> {
    form.confirmed(id, "tick \"I resign this game\" to confirm that you resign")?;
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
            None => Err(ServiceError::BadRequest(format!(
                "\"{step}\" is not something to do here; reload the game page"
            ))),
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

/// A finished game's document, for its players to download.
pub(super) async fn export(
    State(state): State<AppState>,
    visitor: Visitor,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
) -> Result<Response, PageError> {
    let doc = state
        .herald
        .export_game(Requester::Player(&me), id)
        .await
        .map_err(|e| visitor.error_page(e))?;
    let body = serde_json::to_string_pretty(&doc).unwrap_or_default();
    let disposition = format!("attachment; filename=\"herald-game-{id}.json\"");
    let headers = [
        (header::CONTENT_TYPE, "application/json".to_string()),
        (header::CONTENT_DISPOSITION, disposition),
    ];
    Ok((headers, body).into_response())
}
