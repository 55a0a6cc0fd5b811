//! The HTML pages. They work without JavaScript: every action is a form, every board
//! square a link. Errors come back to the page they came from as a message.

use askama::Template;
use axum::Form;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum_csrf::CsrfToken;
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use tower_sessions::Session;

use super::AppState;
use super::auth::{PageUser, SESSION_USER};
use super::boards;
use super::error::{public_message, status_of};
use crate::engine::registry::Kind;
use crate::games::kinds;
use crate::service::clock::rfc3339;
use crate::service::games::{GameDetail, Listing, NewGameRequest};
use crate::service::{ServiceError, User};

/// The page routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/signup", get(sign_up_page).post(sign_up))
        .route("/signin", get(sign_in_page).post(sign_in))
        .route("/signout", post(sign_out))
        .route("/lobby", get(lobby))
        .route("/games", get(my_games))
        .route("/games/new", get(new_game_page).post(new_game))
        .route("/games/{id}", get(game_page))
        .route("/games/{id}/join", post(join))
        .route("/games/{id}/move", post(play))
        .route(
            "/unsubscribe/{key}",
            get(unsubscribe_page).post(unsubscribe),
        )
        .route("/games/{id}/resign", post(resign))
        .route("/games/{id}/leave", post(leave))
        .route("/games/{id}/agree", post(agree))
        .route("/games/{id}/mute", post(mute_game))
        .route("/games/{id}/record", post(answer_record))
        .route("/games/{id}/export", get(export_game))
        .route("/games/{id}/claim", post(claim))
        .route("/games/{id}/confirm", get(confirm_page))
        .route("/games/{id}/history/{seq}", get(viewer_page))
        // Settings and a new token are never stored by a cache.
        .route("/settings", get(settings_page).layer(super::no_store()))
        .route("/settings/tokens", post(new_token).layer(super::no_store()))
        .route("/static/herald.css", get(stylesheet))
        .route("/settings/mail", post(mail_settings))
        .route("/settings/tokens/{id}/revoke", post(revoke_token))
        .fallback(not_found)
}

/// The one stylesheet (the CSP allows no inline style).
async fn stylesheet() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("../../static/herald.css"),
    )
}

/// Path parameters of a page; a malformed one (`/games/abc`) answers an HTML 404 page.
#[derive(axum::extract::FromRequestParts)]
#[from_request(via(Path), rejection(BadPagePath))]
struct PagePath<T>(T);

/// A page address whose numbers do not parse.
struct BadPagePath;

impl From<axum::extract::rejection::PathRejection> for BadPagePath {
    fn from(_: axum::extract::rejection::PathRejection) -> Self {
        BadPagePath
    }
}

impl IntoResponse for BadPagePath {
    fn into_response(self) -> Response {
        let body = ErrorPage {
            chrome: Chrome {
                user: None,
                csrf: String::new(),
                error: None,
                notice: None,
            },
            status: 404,
            message: "there is no such page: games and moves are numbered; try the lobby".into(),
        };
        render(StatusCode::NOT_FOUND, &body)
    }
}

/// What every page shows around its content.
pub struct Chrome {
    /// The signed-in user's name.
    pub user: Option<String>,
    /// The CSRF token for this page's forms.
    pub csrf: String,
    /// An error to show.
    pub error: Option<String>,
    /// A notice to show.
    pub notice: Option<String>,
}

/// A piece chosen on the board (the first click of a two-click action).
#[derive(Deserialize, Default)]
struct Pick {
    from: Option<String>,
}

#[derive(Deserialize, Default)]
struct Flash {
    error: Option<String>,
    notice: Option<String>,
}

fn chrome(user: &Option<User>, token: &CsrfToken, flash: Flash) -> Chrome {
    Chrome {
        user: user.as_ref().map(|u| u.name.clone()),
        csrf: token.authenticity_token().unwrap_or_default(),
        error: flash.error,
        notice: flash.notice,
    }
}

fn render(status: StatusCode, page: &impl Template) -> Response {
    match page.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!("template: {e}");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                Html("<h1>Something went wrong</h1><p>Please try again.</p>".to_string()),
            )
                .into_response()
        }
    }
}

fn page(token: CsrfToken, page: &impl Template) -> Response {
    (token, render(StatusCode::OK, page)).into_response()
}

/// A redirect to `to` carrying an error message.
fn back_with_error(to: &str, err: &ServiceError) -> Response {
    let sep = if to.contains('?') { '&' } else { '?' };
    Redirect::to(&format!(
        "{to}{sep}error={}",
        urlencode(&public_message(err))
    ))
    .into_response()
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    chrome: Chrome,
    status: u16,
    message: String,
}

fn error_page(user: &Option<User>, token: CsrfToken, err: &ServiceError) -> Response {
    let status = status_of(err);
    let body = ErrorPage {
        chrome: chrome(user, &token, Flash::default()),
        status: status.as_u16(),
        message: public_message(err),
    };
    (token, render(status, &body)).into_response()
}

fn csrf_ok(token: &CsrfToken, submitted: &str) -> Result<(), ServiceError> {
    token.verify(submitted).map_err(|_| {
        ServiceError::Forbidden(
            "this form has expired (or came from another site); reload the page and send it again"
                .into(),
        )
    })
}

/// Where a signed-out visitor of a players' page goes.
fn to_sign_in() -> Response {
    Redirect::to("/signin?notice=Sign%20in%20first.").into_response()
}

async fn not_found(PageUser(user): PageUser, token: CsrfToken) -> Response {
    error_page(
        &user,
        token,
        &ServiceError::NotFound("there is no such page; try the lobby".into()),
    )
}

// ----- home and accounts -----

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    chrome: Chrome,
    kinds: Vec<(&'static str, &'static str)>,
}

async fn home(PageUser(user): PageUser, token: CsrfToken, Query(flash): Query<Flash>) -> Response {
    let kinds = kinds().iter().map(|k| (k.kind(), k.title())).collect();
    page(
        token.clone(),
        &HomePage {
            chrome: chrome(&user, &token, flash),
            kinds,
        },
    )
}

#[derive(Template)]
#[template(path = "signup.html")]
struct SignUpPage {
    chrome: Chrome,
    name: String,
    email: String,
}

async fn sign_up_page(
    PageUser(user): PageUser,
    token: CsrfToken,
    Query(flash): Query<Flash>,
) -> Response {
    page(
        token.clone(),
        &SignUpPage {
            chrome: chrome(&user, &token, flash),
            name: String::new(),
            email: String::new(),
        },
    )
}

#[derive(Deserialize)]
struct SignUpForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

async fn sign_up(
    State(state): State<AppState>,
    session: Session,
    token: CsrfToken,
    Form(form): Form<SignUpForm>,
) -> Response {
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state
            .herald
            .sign_up(&form.name, &form.email, &form.password)
            .await
    }
    .await;
    match result {
        Ok(user) => {
            let _ = session.cycle_id().await;
            if session.insert(SESSION_USER, user.id).await.is_err() {
                return Redirect::to("/signin").into_response();
            }
            Redirect::to("/lobby?notice=Welcome%20to%20Herald.").into_response()
        }
        Err(err) => {
            let flash = Flash {
                error: Some(public_message(&err)),
                notice: None,
            };
            let body = SignUpPage {
                chrome: chrome(&None, &token, flash),
                name: form.name,
                email: form.email,
            };
            (token, render(status_of(&err), &body)).into_response()
        }
    }
}

#[derive(Template)]
#[template(path = "signin.html")]
struct SignInPage {
    chrome: Chrome,
    name: String,
}

async fn sign_in_page(
    PageUser(user): PageUser,
    token: CsrfToken,
    Query(flash): Query<Flash>,
) -> Response {
    page(
        token.clone(),
        &SignInPage {
            chrome: chrome(&user, &token, flash),
            name: String::new(),
        },
    )
}

#[derive(Deserialize)]
struct SignInForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    password: String,
}

async fn sign_in(
    State(state): State<AppState>,
    client: super::auth::ClientAddr,
    session: Session,
    token: CsrfToken,
    Form(form): Form<SignInForm>,
) -> Response {
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        let gate = state.sign_in_limiter.gate(&client, &form.name);
        state
            .herald
            .sign_in(&form.name, &form.password, &gate)
            .await
    }
    .await;
    match result {
        Ok(user) => {
            // A new session id on sign-in: a planted id is worth nothing.
            let _ = session.cycle_id().await;
            if session.insert(SESSION_USER, user.id).await.is_err() {
                return Redirect::to("/signin?error=Could%20not%20start%20a%20session.")
                    .into_response();
            }
            Redirect::to("/games").into_response()
        }
        Err(err) => {
            let flash = Flash {
                error: Some(public_message(&err)),
                notice: None,
            };
            let body = SignInPage {
                chrome: chrome(&None, &token, flash),
                name: form.name,
            };
            (token, render(status_of(&err), &body)).into_response()
        }
    }
}

#[derive(Deserialize)]
struct CsrfForm {
    #[serde(default)]
    csrf: String,
}

async fn sign_out(session: Session, token: CsrfToken, Form(form): Form<CsrfForm>) -> Response {
    if let Err(err) = csrf_ok(&token, &form.csrf) {
        return back_with_error("/", &err);
    }
    let _ = session.flush().await;
    Redirect::to("/?notice=Signed%20out.").into_response()
}

// ----- lists -----

/// One game in a list, ready to show.
pub struct ListedGame {
    /// Id.
    pub id: i64,
    /// Title.
    pub title: String,
    /// Status.
    pub status: String,
    /// "red: alice, white: (free)".
    pub seating: String,
    /// Free seats (for joining).
    pub free: Vec<String>,
    /// Whose turn, in words.
    pub turn: String,
    /// Whether the viewer is to act.
    pub your_turn: bool,
    /// Since when, RFC 3339.
    pub since: String,
    /// The deadline of the seats to act, RFC 3339.
    pub deadline: Option<String>,
    /// Moves so far.
    pub seq: i64,
}

fn listed(listings: Vec<Listing>, user: Option<&User>) -> Vec<ListedGame> {
    listings
        .into_iter()
        .map(|g| {
            let turn = match g.status.as_str() {
                "active" => g
                    .to_act
                    .iter()
                    .map(|seat| match g.player_in(seat) {
                        Some(p) if user.is_some_and(|u| p.eq_ignore_ascii_case(&u.name)) => {
                            "you".to_string()
                        }
                        Some(p) => format!("{p} ({seat})"),
                        None => seat.clone(),
                    })
                    .collect::<Vec<_>>()
                    .join(" and "),
                "open" => "waiting for players".to_string(),
                other => other.to_string(),
            };
            ListedGame {
                id: g.id,
                title: g.title.to_string(),
                seating: g
                    .seats
                    .iter()
                    .map(|(seat, player)| {
                        format!("{seat}: {}", player.as_deref().unwrap_or("(free)"))
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
                free: g
                    .seats
                    .iter()
                    .filter(|(_, p)| p.is_none())
                    .map(|(s, _)| s.clone())
                    .collect(),
                turn,
                your_turn: g.your_turn,
                since: rfc3339(g.turn_since.unwrap_or(g.updated_at)),
                deadline: g.deadline.map(rfc3339),
                seq: g.seq,
                status: if g.damaged {
                    "damaged (its stored record cannot be read; the operator can find it with herald verify)".to_string()
                } else {
                    g.status
                },
            }
        })
        .collect()
}

#[derive(Template)]
#[template(path = "lobby.html")]
struct LobbyPage {
    chrome: Chrome,
    invitations: Vec<ListedGame>,
    open: Vec<ListedGame>,
    takeover: Vec<ListedGame>,
}

async fn lobby(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Query(flash): Query<Flash>,
) -> Response {
    let result = async {
        let open = state.herald.lobby(user.as_ref()).await?;
        let invitations = match &user {
            Some(u) => state.herald.invitations(u).await?,
            None => Vec::new(),
        };
        let takeover = state.herald.seats_to_take_over(user.as_ref()).await?;
        Ok::<_, ServiceError>((open, invitations, takeover))
    }
    .await;
    match result {
        Ok((open, invitations, takeover)) => {
            let body = LobbyPage {
                chrome: chrome(&user, &token, flash),
                invitations: listed(invitations, user.as_ref()),
                open: listed(open, user.as_ref()),
                takeover: listed(takeover, user.as_ref()),
            };
            page(token, &body)
        }
        Err(err) => error_page(&user, token, &err),
    }
}

#[derive(Template)]
#[template(path = "games.html")]
struct MyGamesPage {
    chrome: Chrome,
    games: Vec<ListedGame>,
    /// Records other players imported with this player in them, waiting for an answer.
    records: Vec<crate::service::transfer::RecordWaiting>,
}

async fn my_games(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Query(flash): Query<Flash>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let found = async {
        Ok::<_, ServiceError>((
            state.herald.my_games(me).await?,
            state.herald.records_waiting(me).await?,
        ))
    }
    .await;
    match found {
        Ok((rows, records)) => {
            let body = MyGamesPage {
                chrome: chrome(&user, &token, flash),
                games: listed(rows, Some(me)),
                records,
            };
            page(token, &body)
        }
        Err(err) => error_page(&user, token, &err),
    }
}

// ----- new game, join -----

/// A kind as offered on the new-game form.
pub struct KindChoice {
    /// Name.
    pub kind: &'static str,
    /// Title.
    pub title: &'static str,
    /// Seats.
    pub seats: &'static [&'static str],
    /// Options with their choices.
    pub options: Vec<(&'static str, &'static [&'static str])>,
}

#[derive(Template)]
#[template(path = "new_game.html")]
struct NewGamePage {
    chrome: Chrome,
    kinds: Vec<KindChoice>,
}

async fn new_game_page(
    PageUser(user): PageUser,
    token: CsrfToken,
    Query(flash): Query<Flash>,
) -> Response {
    if user.is_none() {
        return to_sign_in();
    }
    let kinds = kinds()
        .iter()
        .map(|k: &&dyn Kind| KindChoice {
            kind: k.kind(),
            title: k.title(),
            seats: k.seats(),
            options: k.options().iter().map(|o| (o.name, o.choices)).collect(),
        })
        .collect();
    page(
        token.clone(),
        &NewGamePage {
            chrome: chrome(&user, &token, flash),
            kinds,
        },
    )
}

async fn new_game(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Form(form): Form<BTreeMap<String, String>>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let field = |name: &str| form.get(name).cloned().unwrap_or_default();
    let result = async {
        csrf_ok(&token, &field("csrf"))?;
        let kind = field("kind");
        // Options come as `<kind>.<option>` so one form can offer every kind.
        let prefix = format!("{kind}.");
        let options: serde_json::Map<String, Value> = form
            .iter()
            .filter_map(|(k, v)| {
                k.strip_prefix(&prefix)
                    .map(|name| (name.to_string(), Value::String(v.clone())))
            })
            .filter(|(name, _)| name != "seat")
            .collect();
        // The game's terms, the same for every kind.
        let mut options = options;
        for name in ["clock", "timeout"] {
            if let Some(value) = form.get(name).filter(|v| !v.is_empty()) {
                options.insert(name.to_string(), Value::String(value.clone()));
            }
        }
        if let Some(vacation) = form.get("vacation") {
            options.insert("vacation".to_string(), Value::Bool(vacation != "no"));
        }
        let invite = field("invite")
            .split([',', ' '])
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        state
            .herald
            .create_game(
                me,
                NewGameRequest {
                    seat: Some(field(&format!("{kind}.seat"))),
                    kind,
                    options: Value::Object(options),
                    invite,
                },
            )
            .await
    }
    .await;
    match result {
        Ok(id) => Redirect::to(&format!("/games/{id}?notice=Game%20created.")).into_response(),
        Err(err) => back_with_error("/games/new", &err),
    }
}

#[derive(Deserialize)]
struct JoinForm {
    #[serde(default)]
    csrf: String,
    seat: Option<String>,
}

async fn join(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<JoinForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state.herald.join_game(me, id, form.seat.as_deref()).await
    }
    .await;
    match result {
        Ok(seat) => {
            Redirect::to(&format!("/games/{id}?notice=You%20play%20{seat}.")).into_response()
        }
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

// ----- the game page -----

/// One legal action as a button.
pub struct ActionButton {
    /// Notation.
    pub notation: String,
}

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    chrome: Chrome,
    game: GameDetail,
    board: String,
    actions: Vec<ActionButton>,
    history: Vec<crate::service::games::HistoryEntry>,
    result: Option<String>,
    can_join: bool,
    /// Whether some board square is a link to a legal action.
    clickable: bool,
    view_json: String,
}

async fn game_page(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Query(flash): Query<Flash>,
    Query(pick): Query<Pick>,
) -> Response {
    let result = async {
        let game = state.herald.game_detail(user.as_ref(), id).await?;
        let history = state.herald.history(user.as_ref(), id).await?;
        Ok::<_, ServiceError>((game, history))
    }
    .await;
    let (game, history) = match result {
        Ok(found) => found,
        Err(err) => return error_page(&user, token, &err),
    };
    let confirm = |action: &str| {
        format!(
            "/games/{id}/confirm?seq={}&action={}",
            game.seq,
            urlencode(action)
        )
    };
    let select = |piece: &str| format!("/games/{id}?from={}#board", urlencode(piece));
    let links = boards::Links {
        confirm: &confirm,
        select: &select,
        selected: pick.from.as_deref(),
    };
    let board = boards::render(game.kind.kind(), &game.view, &game.actions, &links);
    let can_join = user.is_some() && game.you.is_none() && game.status == "open";
    let body = GamePage {
        chrome: chrome(&user, &token, flash),
        clickable: board.contains("class=\"target\""),
        board,
        actions: game
            .actions
            .iter()
            .map(|a| ActionButton {
                notation: a.clone(),
            })
            .collect(),
        history,
        result: game
            .result
            .as_ref()
            .map(crate::service::games::result_in_words),
        can_join,
        view_json: serde_json::to_string_pretty(&game.view).unwrap_or_default(),
        game,
    };
    page(token, &body)
}

#[derive(Deserialize)]
struct MoveForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    seq: i64,
    #[serde(default)]
    action: String,
}

async fn play(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<MoveForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state.herald.play_move(me, id, form.seq, &form.action).await
    }
    .await;
    match result {
        Ok(_) => Redirect::to(&format!("/games/{id}#board")).into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

#[derive(Template)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    chrome: Chrome,
    key: String,
    done: Option<String>,
}

/// The link in every mail's footer: a page that asks before turning mail off (mail
/// scanners follow links; only the POST changes anything).
async fn unsubscribe_page(
    PageUser(user): PageUser,
    token: CsrfToken,
    Path(key): Path<String>,
) -> Response {
    let body = UnsubscribePage {
        chrome: chrome(&user, &token, Flash::default()),
        key,
        done: None,
    };
    page(token, &body)
}

/// RFC 8058 one-click unsubscribe: the key in the link is the authority, no session or
/// CSRF token is needed (mail clients post `List-Unsubscribe=One-Click` here directly).
async fn unsubscribe(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Path(key): Path<String>,
) -> Response {
    match state.herald.unsubscribe(&key).await {
        Ok(name) => {
            let body = UnsubscribePage {
                chrome: chrome(&user, &token, Flash::default()),
                key,
                done: Some(name),
            };
            page(token, &body)
        }
        Err(err) => error_page(&user, token, &err),
    }
}

#[derive(Deserialize)]
struct EndForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    confirm: String,
}

async fn resign(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<EndForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        if form.confirm != "yes" {
            return Err(ServiceError::BadRequest(
                "tick \"I resign this game\" to confirm that you resign".into(),
            ));
        }
        state.herald.resign(me, id).await
    }
    .await;
    match result {
        Ok(_) => Redirect::to(&format!("/games/{id}")).into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

#[derive(Deserialize)]
struct AgreeForm {
    #[serde(default)]
    csrf: String,
    #[serde(default, rename = "do")]
    step: String,
}

/// Proposals and answers from the game page: `do` is `propose-draw`, `propose-abandon`,
/// `propose-pause`, `accept`, `decline`, `resume` or `nudge`.
async fn agree(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<AgreeForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        match form.step.as_str() {
            "accept" => state.herald.answer_proposal(me, id, true).await,
            "decline" => state.herald.answer_proposal(me, id, false).await,
            "resume" => state.herald.resume(me, id).await,
            "nudge" => state.herald.nudge(me, id).await,
            step => match step.strip_prefix("propose-") {
                Some(what) => state.herald.propose(me, id, what).await,
                None => Err(ServiceError::BadRequest(format!(
                    "\"{step}\" is not something to do here; reload the game page"
                ))),
            },
        }
    }
    .await;
    match result {
        Ok(()) => Redirect::to(&format!("/games/{id}")).into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

/// A finished game's document, for its players to download.
async fn export_game(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let requester = crate::service::transfer::Requester::Player(me);
    match state.herald.export_game(requester, id).await {
        Ok(doc) => {
            let body = serde_json::to_string_pretty(&doc).unwrap_or_default();
            let disposition = format!("attachment; filename=\"herald-game-{id}.json\"");
            (
                [
                    (
                        axum::http::header::CONTENT_TYPE,
                        "application/json".to_string(),
                    ),
                    (axum::http::header::CONTENT_DISPOSITION, disposition),
                ],
                body,
            )
                .into_response()
        }
        Err(err) => error_page(&user, token, &err),
    }
}

#[derive(Deserialize)]
struct MuteForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    muted: String,
}

async fn mute_game(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<MuteForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state.herald.mute(me, id, form.muted == "yes").await
    }
    .await;
    match result {
        Ok(()) => Redirect::to(&format!("/games/{id}")).into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

#[derive(Deserialize)]
struct RecordForm {
    #[serde(default)]
    csrf: String,
    #[serde(default, rename = "do")]
    answer: String,
    #[serde(default)]
    confirm: String,
}

/// A player asked to accept an imported record accepts it, or declines (deletes) it.
async fn answer_record(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<RecordForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        match form.answer.as_str() {
            "accept" => state
                .herald
                .answer_record(me, id, true)
                .await
                .map(|()| true),
            "decline" if form.confirm == "yes" => state
                .herald
                .answer_record(me, id, false)
                .await
                .map(|()| false),
            "decline" => Err(ServiceError::BadRequest(
                "tick \"delete this record\" to confirm that you decline it".into(),
            )),
            _ => Err(ServiceError::BadRequest(
                "choose to accept or to decline the record".into(),
            )),
        }
    }
    .await;
    match result {
        Ok(true) => Redirect::to(&format!("/games/{id}")).into_response(),
        Ok(false) => Redirect::to("/games").into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

async fn leave(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<EndForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        if form.confirm != "yes" {
            return Err(ServiceError::BadRequest(
                "tick \"I leave this game\" to confirm that you leave".into(),
            ));
        }
        state.herald.leave(me, id).await
    }
    .await;
    match result {
        Ok(()) => Redirect::to("/games?notice=You%20left%20the%20game.").into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

async fn claim(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Form(form): Form<EndForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state.herald.claim(me, id).await
    }
    .await;
    match result {
        Ok(_) => Redirect::to(&format!("/games/{id}")).into_response(),
        Err(err) => back_with_error(&format!("/games/{id}"), &err),
    }
}

#[derive(Deserialize)]
struct ConfirmQuery {
    #[serde(default)]
    seq: i64,
    #[serde(default)]
    action: String,
}

#[derive(Template)]
#[template(path = "confirm.html")]
struct ConfirmPage {
    chrome: Chrome,
    id: i64,
    seq: i64,
    action: String,
}

async fn confirm_page(
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(id): PagePath<i64>,
    Query(q): Query<ConfirmQuery>,
) -> Response {
    if user.is_none() {
        return to_sign_in();
    }
    let body = ConfirmPage {
        chrome: chrome(&user, &token, Flash::default()),
        id,
        seq: q.seq,
        action: q.action,
    };
    page(token, &body)
}

#[derive(Template)]
#[template(path = "viewer.html")]
struct ViewerPage {
    chrome: Chrome,
    game: GameDetail,
    seq: i64,
    board: String,
    history: Vec<crate::service::games::HistoryEntry>,
    view_json: String,
}

async fn viewer_page(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath((id, seq)): PagePath<(i64, i64)>,
) -> Response {
    let result = async {
        let game = state.herald.game_detail(user.as_ref(), id).await?;
        let (view, _) = state.herald.view_at(user.as_ref(), id, seq).await?;
        let history = state.herald.history(user.as_ref(), id).await?;
        Ok::<_, ServiceError>((game, view, history))
    }
    .await;
    let (game, view, history) = match result {
        Ok(found) => found,
        Err(err) => return error_page(&user, token, &err),
    };
    let nowhere = |_: &str| String::new();
    let links = boards::Links {
        confirm: &nowhere,
        select: &nowhere,
        selected: None,
    };
    let board = boards::render(game.kind.kind(), &view, &[], &links);
    let body = ViewerPage {
        chrome: chrome(&user, &token, Flash::default()),
        seq,
        board,
        history,
        view_json: serde_json::to_string_pretty(&view).unwrap_or_default(),
        game,
    };
    page(token, &body)
}

// ----- settings -----

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    chrome: Chrome,
    tokens: Vec<(i64, String, String)>,
    new_token: Option<String>,
    /// `mail`, `digest_hour`, `timezone`, `vacation_days_left`.
    mail: Value,
}

impl SettingsPage {
    fn mail_is(&self, mode: &str) -> bool {
        self.mail["mail"] == mode
    }
    fn digest_hour(&self) -> i64 {
        self.mail["digest_hour"].as_i64().unwrap_or(8)
    }
    fn timezone(&self) -> &str {
        self.mail["timezone"].as_str().unwrap_or("UTC")
    }
    fn vacation_days_left(&self) -> i64 {
        self.mail["vacation_days_left"].as_i64().unwrap_or(0)
    }
}

async fn settings_page(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Query(flash): Query<Flash>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    settings_with(&state, &user, me, token, flash, None).await
}

async fn settings_with(
    state: &AppState,
    user: &Option<User>,
    me: &User,
    token: CsrfToken,
    flash: Flash,
    new_token: Option<String>,
) -> Response {
    let found = async {
        let rows = state.herald.tokens_of(me).await?;
        let mail = state.herald.settings_of(me).await?;
        Ok::<_, ServiceError>((rows, mail))
    }
    .await;
    match found {
        Ok((rows, mail)) => {
            let tokens = rows
                .into_iter()
                .map(|t| (t.id, t.token_hash[..8].to_string(), rfc3339(t.created_at)))
                .collect();
            page(
                token.clone(),
                &SettingsPage {
                    chrome: chrome(user, &token, flash),
                    tokens,
                    new_token,
                    mail,
                },
            )
        }
        Err(err) => error_page(user, token, &err),
    }
}

#[derive(Deserialize)]
struct MailForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    mail: String,
    #[serde(default)]
    digest_hour: String,
    #[serde(default)]
    timezone: String,
}

async fn mail_settings(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Form(form): Form<MailForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        let hour: i64 = form.digest_hour.trim().parse().map_err(|_| {
            ServiceError::Unprocessable("the digest hour is a number from 0 to 23".into())
        })?;
        let body = serde_json::json!({
            "mail": form.mail,
            "digest_hour": hour,
            "timezone": form.timezone.trim(),
        });
        state.herald.update_settings(me, &body).await
    }
    .await;
    match result {
        Ok(_) => Redirect::to("/settings?notice=Mail%20settings%20saved.").into_response(),
        Err(err) => back_with_error("/settings", &err),
    }
}

async fn new_token(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    Form(form): Form<CsrfForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state.herald.issue_token(me).await
    }
    .await;
    match result {
        Ok(secret) => settings_with(&state, &user, me, token, Flash::default(), Some(secret)).await,
        Err(err) => back_with_error("/settings", &err),
    }
}

async fn revoke_token(
    State(state): State<AppState>,
    PageUser(user): PageUser,
    token: CsrfToken,
    PagePath(token_id): PagePath<i64>,
    Form(form): Form<CsrfForm>,
) -> Response {
    let Some(me) = user.as_ref() else {
        return to_sign_in();
    };
    let result = async {
        csrf_ok(&token, &form.csrf)?;
        state.herald.revoke_token(me, token_id).await
    }
    .await;
    match result {
        Ok(()) => Redirect::to("/settings?notice=Token%20revoked.").into_response(),
        Err(err) => back_with_error("/settings", &err),
    }
}
