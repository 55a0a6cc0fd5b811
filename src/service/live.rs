//! What an open game page asks every few seconds to know whether it is behind: a stamp
//! that moves on with every change the page shows (a move, a join, a proposal, a pause, a
//! clock or a time-out: the game's `version`, which the store's triggers move on; a seat
//! reserved or freed; a chat message; a note revealed). It is read from a few rows, never
//! from the engine, so a page left open costs next to nothing. It says nothing the page
//! itself does not show.

use serde::Serialize;

use super::loaders::read_visible_game;
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Seq};
use crate::store;

/// Where a game stands, for a page deciding whether to reload.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Live {
    /// Moves stored.
    pub seq: Seq,
    /// Where the game stands.
    pub status: GameStatus,
    /// Changes whenever anything on the game page would (opaque: compare, don't read).
    pub stamp: String,
}

impl Herald {
    /// Game `id` as its page's live check sees it, for anyone who may see the game.
    ///
    /// # Errors
    /// `NotFound` for a game the viewer may not see (as the page itself).
    pub async fn live(&self, viewer: Option<&User>, id: GameId) -> Result<Live, ServiceError> {
        let (row, seats) = read_visible_game(&self.db, id, viewer).await?;
        let reserved = seats.iter().filter(|s| s.invited_id.is_some()).count();
        let (said, revealed) = self.db.read(|c| store::chat::read_talk_marks(c, id))?;
        Ok(Live {
            seq: row.seq,
            status: row.status,
            stamp: format!("v{}.r{reserved}.c{said}.n{revealed}", row.version),
        })
    }
}
