//! The lobby: games as lists show them (the open games, a player's invitations and "my
//! games": here) and a player's profile with their games ([`profiles`]), read through a
//! handle of their own ([`Lobby`]), which holds the database and nothing else. A game is
//! created and joined in `game::new_game` and `game::start`.

pub mod profiles;

use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::games::kind as find_kind;
use crate::service::terms::Terms;
use crate::service::{ServiceError, User};
use crate::store::{self, Db};

/// The lobby's handle: lists and profiles only read the database.
#[derive(Clone)]
pub struct Lobby {
    db: Db,
}

impl Lobby {
    /// The lobby of `db`.
    pub fn new(db: Db) -> Self {
        Lobby { db }
    }

    /// Open games with a free seat, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn open_games(&self, viewer: Option<&User>) -> Result<Vec<Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(listings(
            store::lists::open_games(&mut conn, 100).await?,
            viewer,
        ))
    }

    /// Games a user was invited to and has not joined.
    ///
    /// # Errors
    /// Database errors.
    pub async fn invitations(&self, user: &User) -> Result<Vec<Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(listings(
            store::lists::invitations_of(&mut conn, user.id).await?,
            Some(user),
        ))
    }

    /// A user's games, those waiting on them first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn my_games(&self, user: &User) -> Result<Vec<Listing>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        Ok(listings(
            store::lists::games_of(&mut conn, user.id).await?,
            Some(user),
        ))
    }
}

/// `seat:name` pairs, comma-separated, as pairs.
fn pairs(text: &str) -> Vec<(String, String)> {
    text.split(',')
        .filter_map(|pair| pair.split_once(':'))
        .map(|(seat, name)| (seat.to_string(), name.to_string()))
        .collect()
}

/// A game as a list shows it (lobby, invitations, "my games").
#[derive(Clone, Debug)]
pub struct Listing {
    /// Id.
    pub id: GameId,
    /// The kind's name.
    pub kind: String,
    /// The kind's title.
    pub title: &'static str,
    /// Where the game stands.
    pub status: GameStatus,
    /// Moves so far.
    pub seq: Seq,
    /// (seat, player) in seat order; `None` for a free seat.
    pub seats: Vec<(String, Option<String>)>,
    /// (seat, invited player) of each empty seat kept for the player invited to it.
    pub reserved: Vec<(String, String)>,
    /// The seats to act (empty unless the game is active).
    pub to_act: Vec<String>,
    /// Whether the viewer is to act.
    pub your_turn: bool,
    /// Since when the seats to act have had the turn.
    pub turn_since: Option<Millis>,
    /// Last change.
    pub updated_at: Millis,
    /// The earliest deadline of the seats to act, while active under a clock.
    pub deadline: Option<Millis>,
    /// Who won a finished game: the winning seat, or `None` inside for a draw; none while
    /// it is not finished.
    pub winner: Option<Option<String>>,
    /// A stored value of the game cannot be read: its page answers with an error that
    /// names it, and `herald verify` reports it.
    pub damaged: bool,
    /// The rules' options as stored (normalized; `{}` if unreadable).
    pub options: serde_json::Value,
    /// The clock and the other terms.
    pub terms: Terms,
    /// A finished game's result as `GET /api/games/{id}` gives it; none before the end.
    pub result: Option<serde_json::Value>,
}

impl Listing {
    fn from_row(row: store::lists::GameListRow, viewer: Option<&User>) -> Listing {
        let seats: Vec<(String, Option<String>)> = row
            .seating
            .split(',')
            .filter_map(|pair| pair.split_once(':'))
            .map(|(seat, player)| {
                (
                    seat.to_string(),
                    (!player.is_empty()).then(|| player.to_string()),
                )
            })
            .collect();
        let to_act: Vec<String> = match (row.status, &row.acting) {
            (GameStatus::Active, Some(acting)) => acting.split(',').map(str::to_string).collect(),
            _ => Vec::new(),
        };
        let deadline = row.deadline.filter(|_| !to_act.is_empty());
        let your_turn = viewer.is_some_and(|u| {
            seats.iter().any(|(seat, player)| {
                player
                    .as_deref()
                    .is_some_and(|p| p.eq_ignore_ascii_case(&u.name))
                    && to_act.contains(seat)
            })
        });
        let result: Option<serde_json::Value> = row
            .result
            .as_deref()
            .filter(|_| row.status == GameStatus::Finished)
            .and_then(|r| serde_json::from_str(r).ok());
        Listing {
            id: row.id,
            title: find_kind(&row.kind).map(|k| k.title()).unwrap_or("?"),
            kind: row.kind,
            status: row.status,
            seq: row.seq,
            reserved: pairs(row.reserved.as_deref().unwrap_or_default()),
            seats,
            to_act,
            your_turn,
            turn_since: row.turn_since,
            updated_at: row.updated_at,
            deadline,
            winner: result
                .as_ref()
                .map(|r| r["winner"].as_str().map(str::to_string)),
            damaged: row.damaged,
            options: serde_json::from_str(&row.options).unwrap_or_else(|_| serde_json::json!({})),
            terms: Terms::from_stored(&row.terms),
            result,
        }
    }

    /// The player `seat` is kept for by an invitation, while it is empty.
    pub fn reserved_for(&self, seat: &str) -> Option<&str> {
        self.reserved
            .iter()
            .find(|(s, _)| s == seat)
            .map(|(_, name)| name.as_str())
    }

    /// The player in `seat`, if any.
    pub fn player_in(&self, seat: &str) -> Option<&str> {
        self.seats
            .iter()
            .find(|(s, _)| s == seat)
            .and_then(|(_, p)| p.as_deref())
    }
}

pub(super) fn listings_of(
    rows: Vec<store::lists::GameListRow>,
    viewer: Option<&User>,
) -> Vec<Listing> {
    listings(rows, viewer)
}

fn listings(rows: Vec<store::lists::GameListRow>, viewer: Option<&User>) -> Vec<Listing> {
    rows.into_iter()
        .map(|row| Listing::from_row(row, viewer))
        .collect()
}
