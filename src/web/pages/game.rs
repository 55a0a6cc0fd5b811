//! A game's page and the moves made from it (with their confirm page), the history
//! viewer, and downloading the finished game. A player's seat forms (joining, leaving,
//! resigning, claiming, agreements, muting) are [`super::seat_forms`], the standing
//! orders' form [`super::orders`].

use askama::Template;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use super::{Chrome, Flash, game_address, notice_to, urlencode};
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::board::{BoardLinks, merge_marks};
use crate::i18n::Msg;
use crate::msg;
use crate::service::ServiceError;
use crate::service::detail::GameDetail;
use crate::service::history::{EndingEntry, HistoryEntry, since_last_turn};
use crate::service::result::result_msg;
use crate::service::transfer::Requester;
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn, Visitor};
use crate::web::lang::reader;
use crate::words::say;

/// One legal action as a button.
pub struct ActionButton {
    /// Notation.
    pub notation: String,
}

/// A piece chosen on the board (the first click of a two-click action), and an action
/// the player is asked about before it is played (see [`Question`]).
#[derive(Deserialize, Default)]
pub(super) struct Pick {
    from: Option<String>,
    /// The action to ask about, in notation.
    ask: Option<String>,
    /// The move the question was asked at.
    seq: Option<Seq>,
    /// The action just played from the chosen piece: the game may choose the next piece
    /// (see `Kind::next_pick`), so a group moves one click a block.
    after: Option<String>,
}

/// The question asked in place, above the board, before an action that cannot be taken
/// back (or that the game asks about) is played. Its button carries `data-confirm`.
pub struct Question {
    /// The action, in notation.
    pub action: String,
    /// The move it is asked at: the answer is played only there.
    pub seq: Seq,
    /// The action in words, when the game has words for it.
    pub words: Option<String>,
    /// What the player should know first: the game's warning, then what the action binds
    /// them to.
    pub lines: Vec<String>,
}

impl Question {
    /// The action as the question names it: in words, else its notation.
    pub fn named(&self) -> &str {
        self.words.as_deref().unwrap_or(&self.action)
    }
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
    /// The question asked before an action is played, if one is open.
    question: Option<Question>,
    /// The piece chosen on the board, if any: a move played from it keeps it chosen.
    picked: Option<String>,
    /// Where a move played by a click on the board is sent (the page's script posts it
    /// there, with `ask`), for `/static/board.js`.
    move_to: String,
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
    axum::extract::OriginalUri(uri): axum::extract::OriginalUri,
    headers: axum::http::HeaderMap,
) -> Result<Response, PageError> {
    let user = visitor.user.as_ref();
    let herald = &state.herald;
    let read = || async {
        // The stamp first: a change made while the page is read makes it reload once,
        // never miss the change.
        let live = state.herald.live(user, id).await?;
        let game = state.herald.game_detail(user, id).await?;
        let (history, ending) = state.herald.history_and_ending(user, id).await?;
        let orders = super::orders::form_for(&state, user, &game).await?;
        let ahead = super::ahead::form_for(&state, user, &game).await?;
        let reader = state.accounts.reader_for(user, visitor.lang).await?;
        let withdraw = state.herald.withdrawable_invitations(user, id).await?;
        let talk = super::chat::talk_for(&state, user, &game).await?;
        let orders = (orders, ahead);
        Ok::<_, ServiceError>((live, game, history, ending, orders, reader, withdraw, talk))
    };
    let found = herald.shown(user, id, read).await;
    let (live, game, history, ending, (orders, ahead), reader, withdraw, talk) =
        found.map_err(|e| visitor.error_page(e))?;
    let mut flash = flash;
    let question = question_for(&state, &visitor, &game, &pick, &mut flash).await?;
    let you = game.you_name();
    let changes: Vec<HistoryEntry> = since_last_turn(&history, you, !game.actions.is_empty())
        .into_iter()
        .cloned()
        .collect();
    let (board, picked) = board_of(&game, &pick, &changes);
    let can_join = user.is_some() && game.you.is_none() && game.status == GameStatus::Open;
    let mut page = visitor.page(&GamePage {
        chrome: visitor.chrome(flash),
        question,
        move_to: format!("/games/{id}/move"),
        picked: picked.clone(),
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
        result: game.result.as_ref().map(|r| {
            say(
                visitor.lang,
                &result_msg(game.kind, r, game.outcome.clone()),
            )
        }),
        can_join,
        withdraw,
        view_json: serde_json::to_string_pretty(&game.view).unwrap_or_default(),
        orders,
        ahead,
        game,
        reader,
        live,
        talk,
    });
    in_place_address(&mut page, &headers, &uri);
    Ok(page)
}

/// The question asked before `pick.ask` is played (what it does, and whether it can be
/// taken back); none when no action is picked, or the game moved on since it was (which
/// `flash` then says).
async fn question_for(
    state: &AppState,
    visitor: &Visitor,
    game: &GameDetail,
    pick: &Pick,
    flash: &mut Flash,
) -> Result<Option<Question>, PageError> {
    let question = match (visitor.user.as_ref(), pick.ask.as_deref()) {
        (Some(_), Some(_)) if pick.seq.unwrap_or(game.seq) != game.seq => {
            flash.error.get_or_insert_with(|| {
                say(
                    reader(),
                    &msg!("game-moved-on-choose-again", number = game.seq.0),
                )
            });
            None
        }
        (Some(me), Some(action)) if game.actions.iter().any(|a| a == action) => {
            let before = state.herald.before_playing(me, game.id, action).await;
            let before = before.map_err(|e| visitor.error_page(e))?;
            Some(Question {
                action: action.to_string(),
                seq: game.seq,
                lines: before
                    .warning
                    .into_iter()
                    .chain(before.binds)
                    .map(|m| say(reader(), &m))
                    .collect(),
                words: worded(before.words),
            })
        }
        _ => None,
    };
    Ok(question)
}

/// The board as the visitor sees it, its squares linking to their legal actions, the
/// moves since their last turn (`changes`) marked; and the piece picked, if any.
fn board_of(game: &GameDetail, pick: &Pick, changes: &[HistoryEntry]) -> (String, Option<String>) {
    let id = game.id;
    let confirm = |action: &str| {
        format!(
            "/games/{id}/confirm?seq={}&action={}",
            game.seq,
            urlencode(action)
        )
    };
    let select = |piece: &str| format!("/games/{id}?from={}#board", urlencode(piece));
    let picked = pick
        .after
        .as_deref()
        .and_then(|after| game.kind.next_pick(after, &game.actions))
        .or_else(|| pick.from.clone())
        .filter(|p| !p.is_empty());
    let title = |notation: &str| game.action_title(notation, reader());
    let links = BoardLinks {
        confirm: &confirm,
        select: &select,
        selected: picked.as_deref(),
        title: &title,
        lang: reader(),
    };
    let marks = merge_marks(changes.iter().flat_map(|c| &c.marks));
    let board = game.kind.board(&game.view, &game.actions, &links, &marks);
    (board, picked)
}

/// A page fetched in place (by htmx, which says so in `HX-Request`) names its own address
/// (`HX-Replace-Url`), so the address bar shows what the reader sees (a piece selected, a
/// question open) and a reload shows the same.
fn in_place_address(page: &mut Response, headers: &axum::http::HeaderMap, uri: &axum::http::Uri) {
    if !headers.contains_key("hx-request") {
        return;
    }
    let address = uri.path_and_query().map_or(uri.path(), |p| p.as_str());
    if let Ok(value) = axum::http::HeaderValue::from_str(address) {
        page.headers_mut().insert("hx-replace-url", value);
    }
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
    /// What the action binds the player to, when it cannot be taken back.
    binds: Option<String>,
}

/// `msg`, if any, in the reader's language.
fn worded(msg: Option<Msg>) -> Option<String> {
    msg.map(|m| say(reader(), &m))
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
        words: worded(before.words),
        warning: worded(before.warning),
        binds: worded(before.binds),
    }))
}

#[derive(Deserialize)]
pub(super) struct MoveForm {
    #[serde(default)]
    seq: Seq,
    #[serde(default)]
    action: String,
    /// Present (a click on the board, a notation button): ask first when the action
    /// cannot be taken back or the game asks about it; absent (the answer to that
    /// question, the confirm page): play.
    #[serde(default)]
    ask: Option<String>,
    /// The piece chosen on the board when the action was clicked: it stays chosen on the
    /// page that follows, so a piece that goes on (a block's next step) is one click
    /// away (a piece with nothing left to do is drawn as any other).
    #[serde(default)]
    from: Option<String>,
}

impl MoveForm {
    /// The game page after this form, with its piece still chosen.
    fn back_to_board(&self, id: GameId) -> String {
        match self.from.as_deref().filter(|p| !p.is_empty()) {
            Some(piece) => format!(
                "/games/{id}?from={}&after={}#board",
                urlencode(piece),
                urlencode(&self.action)
            ),
            None => format!("/games/{id}#board"),
        }
    }
}

/// Plays an action, if the game is still at move `seq`. Asked to ask first (`ask`), it
/// plays at once an action that can be taken back, and sends the player to the question
/// (on the game page, above the board) for any other.
pub(super) async fn play(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<Redirect, PageError> {
    if form.ask.is_some() {
        let before = state
            .herald
            .before_playing(&me, id, &form.action)
            .await
            .or_back_to(&game_address(id))?;
        if before.asks() {
            let from = form
                .from
                .as_deref()
                .map(|p| format!("&from={}", urlencode(p)))
                .unwrap_or_default();
            return Ok(Redirect::to(&format!(
                "/games/{id}?ask={}&seq={}{from}#question",
                urlencode(&form.action),
                form.seq
            )));
        }
    }
    state
        .herald
        .play_move(&me, id, form.seq, &form.action)
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&form.back_to_board(id)))
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
    Ok(Redirect::to(&notice_to(
        &game_address(id),
        "taken-back",
        &[("number", &back_to.to_string())],
        "board",
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
    let read = || async {
        let game = state.herald.game_detail(user, id).await?;
        let (view, _) = state.herald.view_at(user, id, seq).await?;
        let (history, ending) = state.herald.history_and_ending(user, id).await?;
        Ok::<_, ServiceError>((game, view, history, ending))
    };
    let found = state.herald.shown(user, id, read).await;
    let (game, view, history, ending) = found.map_err(|e| visitor.error_page(e))?;
    let step = history.iter().find(|h| h.seq == seq);
    let marks = step.map(|h| h.marks.as_slice()).unwrap_or_default();
    let board = game
        .kind
        .board(&view, &[], &BoardLinks::none(reader()), marks);
    let text = step.map(|h| say(reader(), &h.text));
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
