//! The JSON API (docs/API.md): the machine door to the same service the pages use.

use crate::domain::{GameId, Seq};
use crate::i18n::Lang;
use crate::msg;
use crate::web::lang::reader;
use crate::words::{kind_title, say};
use axum::extract::{Path, State};
use axum::http::{Method, StatusCode};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};

mod accounts;
mod ahead;
mod body;
mod chat;
mod game_answer;
mod history;
mod orders;

pub use body::{ApiBody, ApiJson};
use game_answer::GameAnswer;

use super::AppState;
use super::auth::{ApiUser, MaybeApiUser};
use super::error::ApiError;
use super::extract::ApiPath;
use crate::clock::rfc3339;
use crate::games::{kind as find_kind, kinds};
use crate::service::game::new_game::NewGameRequest;
use crate::service::lobby::Listing;
use crate::service::transfer::{GameDocument, Requester};
use crate::web::error::WebRefused;

/// The API routes, mounted under `/api`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/users", post(sign_up))
        // A token or settings are never stored by a cache.
        .route("/tokens", post(issue_token).layer(super::no_store()))
        .route("/kinds", get(list_kinds))
        .route("/kinds/{kind}/data", get(kind_data))
        .route("/games", post(create_game).get(my_games))
        .route("/lobby", get(lobby))
        .route("/games/{id}", get(game))
        .route("/games/{id}/join", post(join))
        .route("/games/{id}/moves", post(play))
        .route("/games/{id}/undo", post(undo))
        .merge(orders::routes())
        .merge(ahead::routes())
        .merge(history::routes())
        .merge(accounts::routes())
        .merge(chat::routes())
        .route(
            "/me/settings",
            get(my_settings)
                .put(change_settings)
                .layer(super::no_store()),
        )
        .route("/games/import", post(import_game))
        .route("/records", get(records_waiting))
        .route("/games/{id}/record/accept", post(accept_record))
        .route("/games/{id}/record/decline", post(decline_record))
        .route("/games/{id}/export", get(export_game))
        .route("/games/{id}/resign", post(resign))
        .route("/games/{id}/leave", post(leave))
        .route("/games/{id}/mute", post(mute))
        .route("/games/{id}/unmute", post(unmute))
        .route("/games/{id}/propose", post(propose))
        .route("/games/{id}/accept", post(accept))
        .route("/games/{id}/decline", post(decline))
        .route("/games/{id}/resume", post(resume))
        .route("/games/{id}/nudge", post(nudge))
        .route("/games/{id}/claim", post(claim))
        .fallback(not_found)
        // After every route: it applies to the routes added so far.
        .method_not_allowed_fallback(method_not_allowed)
}

/// The answer for a path under `/api` that names no route.
pub async fn not_found() -> ApiError {
    ApiError::from(WebRefused::NotHere(msg!("web-refused-no-api-route")))
}

/// The answer for a method a route does not take, in the caller's language (axum keeps
/// the `Allow` header).
async fn method_not_allowed(method: Method) -> (StatusCode, Json<Value>) {
    let sentence = crate::words::say(
        super::lang::reader(),
        &msg!("api-error-method", method = method.as_str()),
    );
    (
        StatusCode::METHOD_NOT_ALLOWED,
        Json(json!({ "error": sentence })),
    )
}

#[derive(Deserialize)]
struct SignUpBody {
    name: String,
    email: String,
    password: String,
}

async fn sign_up(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<SignUpBody>,
) -> Result<impl IntoResponse, ApiError> {
    let user = state
        .accounts
        .sign_up(&body.name, &body.email, &body.password)
        .await?;
    Ok((StatusCode::CREATED, Json(json!({ "name": user.name }))))
}

#[derive(Deserialize)]
struct TokenBody {
    name: String,
    password: String,
}

async fn issue_token(
    State(state): State<AppState>,
    client: super::auth::ClientAddr,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<impl IntoResponse, ApiError> {
    let gate = state.sign_in_limiter.gate(&client, &body.name);
    let user = state
        .accounts
        .sign_in(&body.name, &body.password, &gate)
        .await?;
    let token = state.accounts.issue_token(&user).await?;
    Ok((StatusCode::CREATED, Json(json!({ "token": token }))))
}

/// The kinds as listed by `GET /api/kinds`, their words (title, options) in `lang`.
pub fn kinds_json(lang: Lang) -> Value {
    Value::Array(
        kinds()
            .iter()
            .map(|k| {
                let options: serde_json::Map<String, Value> = k
                    .options()
                    .iter()
                    .map(|o| {
                        let labels: serde_json::Map<String, Value> = o
                            .choices
                            .iter()
                            .map(|c| {
                                (
                                    c.to_string(),
                                    say(lang, &o.choice_words(k.kind(), c)).into(),
                                )
                            })
                            .collect();
                        let option = json!({
                            "default": o.default_value(),
                            "choices": o.values(),
                            "label": say(lang, &o.label(k.kind())),
                            "help": say(lang, &o.help(k.kind())),
                            "labels": labels,
                        });
                        (o.name.to_string(), option)
                    })
                    .collect();
                json!({
                    "kind": k.kind(),
                    "title": kind_title(lang, *k),
                    "seats": k.seats(),
                    "options": options,
                })
            })
            .collect(),
    )
}

/// The kinds, worded in the caller's language: their setting when they send a token
/// (read by `MaybeApiUser`), else their `Accept-Language`.
async fn list_kinds(MaybeApiUser(_caller): MaybeApiUser) -> Json<Value> {
    Json(kinds_json(reader()))
}

async fn kind_data(Path(kind): Path<String>) -> Result<Json<Value>, ApiError> {
    let k = find_kind(&kind).ok_or_else(|| {
        ApiError::from(WebRefused::NotHere(msg!(
            "web-refused-no-kind",
            kind = kind.as_str()
        )))
    })?;
    Ok(Json(k.data()))
}

#[derive(Deserialize)]
struct CreateBody {
    kind: String,
    seat: Option<String>,
    #[serde(default)]
    options: Value,
    #[serde(default)]
    invite: Vec<String>,
}

async fn create_game(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiJson(body): ApiJson<CreateBody>,
) -> Result<impl IntoResponse, ApiError> {
    let id = state
        .herald
        .create_game(
            &user,
            NewGameRequest {
                kind: body.kind,
                seat: body.seat,
                options: body.options,
                invite: body.invite,
            },
        )
        .await?;
    Ok((StatusCode::CREATED, Json(json!({ "id": id }))))
}

#[derive(Deserialize)]
struct JoinBody {
    seat: Option<String>,
}

async fn join(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiBody(body): ApiBody,
) -> Result<Json<Value>, ApiError> {
    // The body may be empty: then the first free seat.
    let seat = if body.iter().all(u8::is_ascii_whitespace) {
        None
    } else {
        serde_json::from_slice::<JoinBody>(&body)
            .map_err(|e| {
                ApiError::from(WebRefused::Unreadable(msg!(
                    "web-refused-join-body",
                    error = e.to_string()
                )))
            })?
            .seat
    };
    let seat = state.herald.join_game(&user, id, seat.as_deref()).await?;
    Ok(Json(json!({ "id": id, "seat": seat })))
}

async fn game(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<axum::response::Response, ApiError> {
    let herald = &state.herald;
    let detail = herald
        .shown(user.as_ref(), id, || herald.game_detail(user.as_ref(), id))
        .await?;
    Ok(Json(GameAnswer::of(&detail)).into_response())
}

#[derive(Deserialize)]
struct MoveBody {
    seq: Seq,
    action: String,
}

async fn play(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<MoveBody>,
) -> Result<Json<Value>, ApiError> {
    let seq = state
        .herald
        .play_move(&user, id, body.seq, &body.action)
        .await?;
    Ok(Json(json!({ "seq": seq })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoBody {
    seq: Seq,
    #[serde(default)]
    to: Option<Seq>,
}

async fn undo(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<UndoBody>,
) -> Result<Json<Value>, ApiError> {
    let seq = state.herald.take_back(&user, id, body.seq, body.to).await?;
    Ok(Json(json!({ "seq": seq })))
}

async fn export_game(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<impl IntoResponse, ApiError> {
    let herald = &state.herald;
    let doc = herald
        .shown(Some(&user), id, || {
            herald.export_game(Requester::Player(&user), id)
        })
        .await?;
    let disposition = format!("attachment; filename=\"herald-game-{id}.json\"");
    Ok((
        [(axum::http::header::CONTENT_DISPOSITION, disposition)],
        Json(doc),
    ))
}

async fn import_game(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiJson(doc): ApiJson<GameDocument>,
) -> Result<impl IntoResponse, ApiError> {
    let id = state
        .herald
        .import_game(Requester::Player(&user), &doc)
        .await?;
    // The players who must accept the record before it shows anywhere but here.
    let awaiting: Vec<String> = state
        .herald
        .game_detail(Some(&user), id)
        .await?
        .seats
        .into_iter()
        .filter(|s| s.player.is_none())
        .filter_map(|s| s.invited)
        .collect();
    Ok((
        StatusCode::CREATED,
        Json(json!({ "id": id, "awaiting": awaiting })),
    ))
}

async fn records_waiting(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<Json<Value>, ApiError> {
    let records = state.herald.records_waiting(&user).await?;
    Ok(Json(Value::Array(
        records
            .into_iter()
            .map(|r| {
                json!({
                    "id": r.id,
                    "kind": r.kind,
                    "title": r.title,
                    "imported_by": r.imported_by,
                    "result": r.result,
                })
            })
            .collect(),
    )))
}

async fn accept_record(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.answer_record(&user, id, true).await?;
    Ok(Json(json!({ "id": id, "accepted": true })))
}

async fn decline_record(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.answer_record(&user, id, false).await?;
    Ok(Json(json!({ "id": id, "accepted": false })))
}

async fn my_settings(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<Json<Value>, ApiError> {
    Ok(Json(state.accounts.settings_of(&user).await?))
}

async fn change_settings(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiJson(body): ApiJson<Value>,
) -> Result<Json<Value>, ApiError> {
    Ok(Json(state.accounts.update_settings(&user, &body).await?))
}

async fn resign(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    let result = state.herald.resign(&user, id).await?;
    Ok(Json(json!({ "result": result })))
}

#[derive(Deserialize)]
struct ProposeBody {
    what: String,
}

async fn propose(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
    ApiJson(body): ApiJson<ProposeBody>,
) -> Result<Json<Value>, ApiError> {
    state.herald.propose(&user, id, &body.what).await?;
    Ok(Json(json!({ "id": id, "proposed": body.what })))
}

async fn accept(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.answer_proposal(&user, id, true).await?;
    Ok(Json(json!({ "id": id, "accepted": true })))
}

async fn decline(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.answer_proposal(&user, id, false).await?;
    Ok(Json(json!({ "id": id, "accepted": false })))
}

async fn nudge(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.nudge(&user, id).await?;
    Ok(Json(json!({ "id": id, "nudged": true })))
}

async fn resume(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.resume(&user, id).await?;
    Ok(Json(json!({ "id": id, "paused": false })))
}

async fn mute(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.mute(&user, id, true).await?;
    Ok(Json(json!({ "id": id, "muted": true })))
}

async fn unmute(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.mute(&user, id, false).await?;
    Ok(Json(json!({ "id": id, "muted": false })))
}

async fn leave(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    state.herald.leave(&user, id).await?;
    Ok(Json(json!({ "id": id, "left": true })))
}

async fn claim(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    ApiPath(id): ApiPath<GameId>,
) -> Result<Json<Value>, ApiError> {
    let result = state.herald.claim(&user, id).await?;
    Ok(Json(json!({ "result": result })))
}

fn list_json(listings: Vec<Listing>) -> Value {
    Value::Array(
        listings
            .into_iter()
            .map(|g| {
                let seats: Vec<Value> = g
                    .seats
                    .iter()
                    .map(|(seat, player)| {
                        let mut entry = json!({ "seat": seat, "player": player });
                        // A seat kept for an invited player names them.
                        if let Some(invited) = g.reserved_for(seat) {
                            entry["invited"] = json!(invited);
                        }
                        entry
                    })
                    .collect();
                json!({
                    "id": g.id,
                    "kind": g.kind,
                    "title": g.title,
                    "status": g.status,
                    "seats": seats,
                    "seq": g.seq,
                    "to_act": g.to_act,
                    "your_turn": g.your_turn,
                    "since": g.turn_since.map(rfc3339),
                    "deadline": g.deadline.map(rfc3339),
                    "updated": rfc3339(g.updated_at),
                    "damaged": g.damaged,
                    "options": g.options,
                    "terms": g.terms.to_json(),
                    "result": g.result,
                })
            })
            .collect(),
    )
}

async fn my_games(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<Json<Value>, ApiError> {
    let rows = state.lobby.my_games(&user).await?;
    Ok(Json(list_json(rows)))
}

async fn lobby(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
) -> Result<Json<Value>, ApiError> {
    let open = state.lobby.open_games(user.as_ref()).await?;
    let invitations = match &user {
        Some(u) => state.lobby.invitations(u).await?,
        None => Vec::new(),
    };
    let takeover = state.herald.seats_to_take_over(user.as_ref()).await?;
    Ok(Json(json!({
        "open": list_json(open),
        "invitations": list_json(invitations),
        "takeover": list_json(takeover),
    })))
}
