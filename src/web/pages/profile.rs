//! A player's profile page: member since, the games they play now, the games they
//! finished and who won. Only what a spectator may see.

use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::Response;

use super::{Chrome, Flash, time_tag};
use crate::i18n::Msg;
use crate::msg;
use crate::service::ServiceError;
use crate::service::lobby::Listing;
use crate::web::AppState;
use crate::web::error::PageError;
use crate::web::extract::Visitor;
use crate::words::say;

/// A game as the profile lists it.
struct ProfileGame {
    id: String,
    title: String,
    /// (seat in the reader's words, player, invited player) in seat order: the player none for an empty seat,
    /// the invited player the one an empty seat is kept for.
    seats: Vec<(String, Option<String>, Option<String>)>,
    /// Where it stands: "open", "active · move 12", or the result in words.
    standing: String,
    /// Its last change, as a `<time>` element in the reader's zone (HTML).
    updated: String,
}

#[derive(Template)]
#[template(path = "profile.html")]
struct ProfilePage {
    chrome: Chrome,
    name: String,
    /// When the account was made, as a `<time>` element (HTML).
    member_since: String,
    current: Vec<ProfileGame>,
    finished: Vec<ProfileGame>,
}

/// The profile of the player called `name`.
pub(super) async fn profile_page(
    State(state): State<AppState>,
    visitor: Visitor,
    Path(name): Path<String>,
    Query(flash): Query<Flash>,
) -> Result<Response, PageError> {
    let found = async {
        let profile = state.lobby.profile(&name).await?;
        let reader = state
            .accounts
            .reader_for(visitor.user.as_ref(), visitor.lang)
            .await?;
        Ok((profile, reader))
    }
    .await;
    let (profile, reader) = found.map_err(|e: ServiceError| visitor.error_page(e))?;
    let row = |game: Listing, standing: String| ProfileGame {
        id: game.id.to_string(),
        title: super::lobby::title_in(visitor.lang, &game),
        seats: game
            .seats
            .iter()
            .map(|(seat, player)| {
                let invited = game.reserved_for(seat).map(str::to_string);
                let words = say(visitor.lang, &Msg::seat(&game.kind, seat));
                (words, player.clone(), invited)
            })
            .collect(),
        standing,
        updated: time_tag(&reader, game.updated_at),
    };
    let current = profile
        .current
        .into_iter()
        .map(|g| {
            let standing = match g.status {
                crate::domain::GameStatus::Open => msg!("profile-open"),
                status => msg!(
                    "profile-status-move",
                    status = Msg::keyed("status", status.as_str()),
                    number = g.seq.0
                ),
            };
            let standing = say(visitor.lang, &standing);
            row(g, standing)
        })
        .collect();
    let finished = profile
        .finished
        .into_iter()
        .map(|(g, result)| {
            row(
                g,
                result.map_or_else(
                    || say(visitor.lang, &msg!("status-finished")),
                    |r| say(visitor.lang, &r),
                ),
            )
        })
        .collect();
    Ok(visitor.page(&ProfilePage {
        chrome: visitor.chrome(flash),
        member_since: time_tag(&reader, profile.member_since),
        name: profile.name,
        current,
        finished,
    }))
}
