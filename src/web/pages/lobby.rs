//! The lists of games (the lobby, a player's own games with the imported records
//! waiting for an answer), and starting a new game.

use std::collections::BTreeMap;

use askama::Template;
use axum::extract::{Query, State};
use axum::response::{Redirect, Response};
use serde::Deserialize;
use serde_json::Value;

use super::{Chrome, Flash, game_address, notice_to, time_tag};
use crate::clock::Reader;
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::kind::{Kind, options_in_words};
use crate::games::{kind as find_kind, kinds};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::service::game::new_game::NewGameRequest;
use crate::service::lobby::Listing;
use crate::service::transfer::RecordWaiting;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::error::WebRefused;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn, Visitor};
use crate::words::{kind_title, say};

/// One game in a list, ready to show.
pub struct ListedGame {
    /// Id.
    pub id: GameId,
    /// Title.
    pub title: String,
    /// The kind's name (for its rules page).
    pub kind: String,
    /// The game's options and terms in words, for a player deciding whether to join.
    pub setup: String,
    /// Status.
    pub status: String,
    /// The status in the reader's words ("идёт", "対局中").
    pub status_words: String,
    /// (seat, player, invited player) in seat order: the player none for an empty seat,
    /// the invited player the one an empty seat is kept for. Names link to profiles.
    pub seats: Vec<(String, Option<String>, Option<String>)>,
    /// The seats the viewer may join: free ones, and one kept for them.
    pub free: Vec<String>,
    /// The seat kept for the viewer by an invitation, if any (accepting takes it).
    pub kept_for_you: Option<String>,
    /// Whose turn, in words.
    pub turn: String,
    /// Whether the viewer is to act.
    pub your_turn: bool,
    /// Since when, as a `<time>` element in the reader's zone (HTML).
    pub since: String,
    /// The deadline of the seats to act, as a `<time>` element (HTML).
    pub deadline: Option<String>,
    /// Moves so far.
    pub seq: Seq,
    /// Who won a finished game, as the viewer reads it: "you won", "red (bob) won", "a
    /// draw"; none while not finished.
    pub won: Option<String>,
}

impl ListedGame {
    /// The game's title and number: "Ричард III: Война Роз #7".
    pub fn title_and_number(&self) -> String {
        format!("{} #{}", self.title, self.id)
    }
}

/// Whose turn it is in `game`, in `lang`'s words, as `user` reads it ("you" for
/// themselves).
fn turn_in_words(game: &Listing, user: Option<&User>, lang: Lang) -> String {
    match game.status {
        GameStatus::Active => game
            .to_act
            .iter()
            .map(|seat| match game.player_in(seat) {
                Some(p) if user.is_some_and(|u| p.eq_ignore_ascii_case(&u.name)) => {
                    say(lang, &msg!("list-turn-you"))
                }
                Some(p) => say(lang, &msg!("list-player-seat", player = p, seat = seat)),
                None => seat.clone(),
            })
            .reduce(|first, second| say(lang, &msg!("list-and", first = first, second = second)))
            .unwrap_or_default(),
        GameStatus::Open => say(lang, &msg!("list-waiting-for-players")),
        other => say(lang, &Msg::keyed("status", &other.to_string())),
    }
}

/// What was chosen when `game` was started: its options in words, then its terms.
fn setup_in_words(game: &Listing, lang: Lang) -> String {
    let options = find_kind(&game.kind)
        .map(|k| options_in_words(k, &game.options))
        .unwrap_or_default();
    let mut words: Vec<String> = options
        .into_iter()
        .map(|(option, chosen)| {
            let chosen = msg!("option-chosen", option = option, chosen = chosen);
            say(lang, &msg!("sentence", text = chosen))
        })
        .collect();
    words.push(say(lang, &game.terms.in_words()));
    words.join(" ")
}

/// The title of a listed game in `lang` (its stored English one for a kind this build
/// does not know).
pub(super) fn title_in(lang: Lang, game: &Listing) -> String {
    find_kind(&game.kind).map_or_else(|| game.title.to_string(), |k| kind_title(lang, k))
}

/// Who won `game`, in `lang`'s words as `user` reads it; none unless it is finished.
fn won_in_words(game: &Listing, user: Option<&User>, lang: Lang) -> Option<String> {
    let winner = game.winner.as_ref()?;
    let Some(seat) = winner else {
        return Some(say(lang, &msg!("list-draw")));
    };
    Some(match game.player_in(seat) {
        Some(p) if user.is_some_and(|u| p.eq_ignore_ascii_case(&u.name)) => {
            say(lang, &msg!("list-you-won"))
        }
        Some(p) => say(lang, &msg!("list-player-won", player = p, seat = seat)),
        None => say(lang, &msg!("list-seat-won", seat = seat)),
    })
}

/// `game` ready to show to `user`, who reads times as `reader` does.
fn listed_game(game: Listing, user: Option<&User>, reader: &Reader) -> ListedGame {
    ListedGame {
        id: game.id,
        kind: game.kind.clone(),
        title: title_in(reader.lang(), &game),
        setup: setup_in_words(&game, reader.lang()),
        turn: turn_in_words(&game, user, reader.lang()),
        won: won_in_words(&game, user, reader.lang()),
        seats: game
            .seats
            .iter()
            .map(|(seat, player)| {
                let invited = game.reserved_for(seat).map(str::to_string);
                (seat.clone(), player.clone(), invited)
            })
            .collect(),
        free: game
            .seats
            .iter()
            .filter(|(seat, player)| {
                player.is_none()
                    && game.reserved_for(seat).is_none_or(|invited| {
                        user.is_some_and(|u| invited.eq_ignore_ascii_case(&u.name))
                    })
            })
            .map(|(s, _)| s.clone())
            .collect(),
        kept_for_you: user.and_then(|u| {
            game.reserved
                .iter()
                .find(|(_, invited)| invited.eq_ignore_ascii_case(&u.name))
                .map(|(seat, _)| seat.clone())
        }),
        your_turn: game.your_turn,
        since: time_tag(reader, game.turn_since.unwrap_or(game.updated_at)),
        deadline: game.deadline.map(|at| time_tag(reader, at)),
        seq: game.seq,
        status_words: if game.damaged {
            say(reader.lang(), &msg!("status-damaged"))
        } else {
            say(
                reader.lang(),
                &Msg::keyed("status", &game.status.to_string()),
            )
        },
        status: game.status.to_string(),
    }
}

fn listed(listings: Vec<Listing>, user: Option<&User>, reader: &Reader) -> Vec<ListedGame> {
    listings
        .into_iter()
        .map(|game| listed_game(game, user, reader))
        .collect()
}

#[derive(Template)]
#[template(path = "lobby.html")]
struct LobbyPage {
    chrome: Chrome,
    invitations: Vec<ListedGame>,
    open: Vec<ListedGame>,
    takeover: Vec<ListedGame>,
    /// (name, title) of every kind, for the links to their rules.
    kinds: Vec<(&'static str, String)>,
}

/// Open games to join, the visitor's invitations and seats to take over.
pub(super) async fn lobby(
    State(state): State<AppState>,
    visitor: Visitor,
    Query(flash): Query<Flash>,
) -> Result<Response, PageError> {
    let user = visitor.user.as_ref();
    let found = async {
        let open = state.lobby.open_games(user).await?;
        let invitations = match user {
            Some(u) => state.lobby.invitations(u).await?,
            None => Vec::new(),
        };
        let takeover = state.herald.seats_to_take_over(user).await?;
        let reader = state.accounts.reader_for(user, visitor.lang).await?;
        Ok::<_, ServiceError>((open, invitations, takeover, reader))
    }
    .await;
    let (open, invitations, takeover, reader) = found.map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&LobbyPage {
        chrome: visitor.chrome(flash),
        invitations: listed(invitations, user, &reader),
        open: listed(open, user, &reader),
        takeover: listed(takeover, user, &reader),
        kinds: kinds()
            .iter()
            .map(|k| (k.kind(), kind_title(visitor.lang, *k)))
            .collect(),
    }))
}

#[derive(Template)]
#[template(path = "games.html")]
struct MyGamesPage {
    chrome: Chrome,
    games: Vec<ListedGame>,
    /// Games the player is invited to, waiting for their answer.
    invitations: Vec<ListedGame>,
    /// Records other players imported with this player in them, waiting for an answer.
    records: Vec<RecordWaiting>,
}

/// The player's games, the invitations and the imported records waiting for their answer.
pub(super) async fn my_games(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    visitor: Visitor,
    Query(flash): Query<Flash>,
) -> Result<Response, PageError> {
    let found = async {
        Ok::<_, ServiceError>((
            state.lobby.my_games(&me).await?,
            state.lobby.invitations(&me).await?,
            state.herald.records_waiting(&me).await?,
            state.accounts.reader_for(Some(&me), visitor.lang).await?,
        ))
    }
    .await;
    let (rows, invitations, records, reader) = found.map_err(|e| visitor.error_page(e))?;
    Ok(visitor.page(&MyGamesPage {
        chrome: visitor.chrome(flash),
        games: listed(rows, Some(&me), &reader),
        invitations: listed(invitations, Some(&me), &reader),
        records,
    }))
}

#[derive(Deserialize)]
pub(super) struct RecordForm {
    #[serde(default, rename = "do")]
    answer: String,
    #[serde(default)]
    confirm: String,
}

/// A player asked to accept an imported record accepts it, or declines (deletes) it.
pub(super) async fn answer_record(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<RecordForm>,
) -> Result<Redirect, PageError> {
    let accept = match (form.answer.as_str(), form.confirm.as_str()) {
        ("accept", _) => true,
        ("decline", "yes") => false,
        ("decline", _) => {
            return Err(PageError::back(
                game_address(id),
                WebRefused::Unreadable(msg!("web-refused-record-tick")),
            ));
        }
        _ => {
            return Err(PageError::back(
                game_address(id),
                WebRefused::Unreadable(msg!("web-refused-record-choose")),
            ));
        }
    };
    state
        .herald
        .answer_record(&me, id, accept)
        .await
        .or_back_to(&game_address(id))?;
    Ok(if accept {
        Redirect::to(&game_address(id))
    } else {
        Redirect::to("/games")
    })
}

/// A kind as offered on the new-game form.
pub struct KindChoice {
    /// Name.
    pub kind: &'static str,
    /// Title.
    pub title: String,
    /// Seats.
    pub seats: &'static [&'static str],
    /// Options with their words and choices, in the reader's words.
    pub options: Vec<super::kinds::OptionHelp>,
}

#[derive(Template)]
#[template(path = "new_game.html")]
struct NewGamePage {
    chrome: Chrome,
    kinds: Vec<KindChoice>,
}

/// The new-game form: one part per kind, with its seats and options.
pub(super) async fn new_game_page(
    _: SignedIn,
    visitor: Visitor,
    Query(flash): Query<Flash>,
) -> Response {
    let kinds = kinds()
        .iter()
        .map(|k: &&dyn Kind| KindChoice {
            kind: k.kind(),
            title: kind_title(visitor.lang, *k),
            seats: k.seats(),
            options: super::kinds::OptionHelp::all(*k, visitor.lang),
        })
        .collect();
    visitor.page(&NewGamePage {
        chrome: visitor.chrome(flash),
        kinds,
    })
}

/// The new-game form's fields as a request: the chosen kind's options come as
/// `<kind>.<option>` (so one form can offer every kind), the game's terms (clock,
/// timeout, vacation, forced steps) are the same for every kind.
fn new_game_request(form: &BTreeMap<String, String>) -> NewGameRequest {
    let field = |name: &str| form.get(name).cloned().unwrap_or_default();
    let kind = field("kind");
    let prefix = format!("{kind}.");
    let mut options: serde_json::Map<String, Value> = form
        .iter()
        .filter_map(|(k, v)| {
            k.strip_prefix(&prefix)
                .map(|name| (name.to_string(), Value::String(v.clone())))
        })
        .filter(|(name, _)| name != "seat")
        .collect();
    for name in ["clock", "timeout"] {
        if let Some(value) = form.get(name).filter(|v| !v.is_empty()) {
            options.insert(name.to_string(), Value::String(value.clone()));
        }
    }
    for term in ["vacation", "auto_forced"] {
        if let Some(answer) = form.get(term) {
            options.insert(term.to_string(), Value::Bool(answer != "no"));
        }
    }
    let invite = field("invite")
        .split([',', ' '])
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    NewGameRequest {
        seat: Some(field(&format!("{kind}.seat"))),
        kind,
        options: Value::Object(options),
        invite,
    }
}

/// Starts a game from the new-game form; the player takes the seat they chose.
pub(super) async fn new_game(
    State(state): State<AppState>,
    SignedIn(me): SignedIn,
    CsrfForm(form): CsrfForm<BTreeMap<String, String>>,
) -> Result<Redirect, PageError> {
    let id = state
        .herald
        .create_game(&me, new_game_request(&form))
        .await
        .or_back_to("/games/new")?;
    Ok(Redirect::to(&notice_to(
        &game_address(id),
        "game-created",
        &[],
        "",
    )))
}
