//! Export and import: a game as one JSON document (kind, engine version, options, terms,
//! seats, the full log and the seed), so a game can be kept, studied, or continued on
//! another server. A finished game's document is its players' to download; an unfinished
//! game's holds the secret seed, so only the operator exports it (`herald export`).
//! Import replays and checks every move before anything is stored.

mod check;
mod import;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::game::new_game::NewGameRefused;
use super::game::table::GameTable;
use super::history::shown_by;
use super::loaders::{may_see, no_such_game};
use super::replay::kind_of;
use super::terms::Terms;
use super::{Herald, ServiceError, User};
use crate::clock::rfc3339;
use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::auto::By;
use crate::games::kind as find_kind;
use crate::i18n::Msg;
use crate::msg;
use crate::store;

/// The format's name and version, first in every document.
pub const FORMAT: &str = "herald-game/1";

/// A game as a document.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GameDocument {
    /// Always [`FORMAT`].
    pub format: String,
    /// The kind.
    pub kind: String,
    /// The rules engine version the game was played on.
    pub engine_version: u32,
    /// The rules' options, normalized.
    pub options: Value,
    /// The terms (clock, time-out, vacation).
    pub terms: Value,
    /// Seats in order with their players' names.
    pub seats: Vec<DocumentSeat>,
    /// open | active | finished | abandoned.
    pub status: String,
    /// The result once finished.
    pub result: Option<Value>,
    /// The secret seed, hex.
    pub seed: String,
    /// Its SHA-256, hex.
    pub seed_hash: String,
    /// When the game was created.
    pub created_at: String,
    /// The log.
    pub moves: Vec<DocumentMove>,
}

/// A seat in a document.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DocumentSeat {
    /// The seat's name.
    pub seat: String,
    /// Its player's name, if taken.
    pub player: Option<String>,
}

/// A move in a document.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DocumentMove {
    /// 1-based number.
    pub seq: Seq,
    /// The seat that moved.
    pub seat: String,
    /// The notation.
    pub action: String,
    /// When (RFC 3339).
    pub at: String,
    /// Who decided it: `"player"`, `"mail"` (the player, in a reply to a turn mail), `"auto"` (the server: the seat's only legal action) or
    /// `"orders"` (the server: the seat's standing orders). Before a game's end an
    /// `orders` move is exported as `"player"`, so that orders never show. Documents
    /// written before it existed have none: `"player"`.
    #[serde(default = "by_player")]
    pub by: String,
}

fn by_player() -> String {
    By::Player.as_str().to_string()
}

/// Who asks for an export or import: a player through the API, or the operator's CLI.
#[derive(Clone, Copy, Debug)]
pub enum Requester<'a> {
    /// A signed-in player.
    Player(&'a User),
    /// The operator (the CLI): may export unfinished games and import for anyone.
    Operator,
}

/// An imported document refused: `why` it is not a game this server can take (see
/// [`NewGameRefused::Document`]).
fn refused_document(why: Msg) -> ServiceError {
    NewGameRefused::Document(why).into()
}

/// Why a player may not download a game, in the game's words. Nothing was changed.
#[derive(Debug)]
pub enum ExportRefused {
    /// A game the player watches but does not play.
    NotAPlayer {
        /// The game.
        game: GameId,
    },
    /// A game not finished: it holds its secret seed.
    Unfinished {
        /// The game.
        game: GameId,
    },
}

impl Herald {
    /// Game `id` as a document.
    ///
    /// # Errors
    /// 404 no game; 403 a player's export of a game they do not play; 409 a player's
    /// export of an unfinished game.
    pub async fn export_game(
        &self,
        who: Requester<'_>,
        id: GameId,
    ) -> Result<GameDocument, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut conn, id).await?;
        if let Requester::Player(user) = who {
            if !may_see(&row, &seats, Some(user)) {
                return Err(no_such_game(id));
            }
            if !seats.iter().any(|s| s.user_id == Some(user.id)) {
                return Err(ExportRefused::NotAPlayer { game: id }.into());
            }
            if row.status != GameStatus::Finished {
                return Err(ExportRefused::Unfinished { game: id }.into());
            }
        }
        let moves = store::games::moves_of(&mut conn, id).await?;
        let kind = kind_of(&row)?;
        Ok(GameDocument {
            format: FORMAT.to_string(),
            kind: row.kind.clone(),
            engine_version: u32::try_from(row.engine_version).unwrap_or(0),
            options: serde_json::from_str(&row.options).unwrap_or(Value::Null),
            terms: Terms::from_stored(&row.terms).to_json(),
            seats: seats
                .iter()
                .map(|s| DocumentSeat {
                    seat: s.seat.clone(),
                    player: s.player.clone(),
                })
                .collect(),
            status: row.status.to_string(),
            result: row
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str(r).ok()),
            seed: row.seed.clone(),
            seed_hash: row.seed_hash.clone(),
            created_at: rfc3339(row.created_at),
            moves: moves
                .iter()
                .map(|m| DocumentMove {
                    seq: m.seq,
                    seat: kind.seats()[m.seat_index.index()].to_string(),
                    action: m.action.clone(),
                    at: rfc3339(m.at),
                    // As a spectator sees it: orders show only once the game is over.
                    by: shown_by(
                        m.made_by,
                        m.seat_index,
                        None,
                        row.status == GameStatus::Finished,
                    )
                    .as_str()
                    .to_string(),
                })
                .collect(),
        })
    }

    /// The records other players imported with `user` in a seat, waiting for `user` to
    /// accept or decline them: (game id, importer's name).
    ///
    /// # Errors
    /// Database errors.
    pub async fn records_waiting(&self, user: &User) -> Result<Vec<RecordWaiting>, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let rows = store::records::records_waiting_for(&mut conn, user.id).await?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, kind, importer, result)| {
                let kind = find_kind(&kind)?;
                Some(RecordWaiting {
                    id,
                    kind: kind.kind(),
                    title: kind.title(),
                    imported_by: importer,
                    result: result.and_then(|r| serde_json::from_str(&r).ok()),
                })
            })
            .collect())
    }
}

/// A record waiting for its player's answer.
#[derive(Clone, Debug)]
pub struct RecordWaiting {
    /// The game.
    pub id: GameId,
    /// Its kind.
    pub kind: &'static str,
    /// The kind's title.
    pub title: &'static str,
    /// Who imported it.
    pub imported_by: String,
    /// Its result.
    pub result: Option<Value>,
}

impl ExportRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            ExportRefused::NotAPlayer { game } => {
                msg!("export-refused-not-a-player", game = game.get())
            }
            ExportRefused::Unfinished { game } => {
                msg!("export-refused-unfinished", game = game.get())
            }
        }
    }
}

crate::worded_error!(ExportRefused);
