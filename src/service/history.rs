//! A game's history as one viewer may read it, and the position after any move.

use crate::domain::{GameId, Millis, Seq};
use serde_json::Value;

use super::replay::{kind_of, replay, seed_of};
use super::table::{read_visible_game_with_log, seat_of_user};
use super::{Herald, ServiceError, User};

/// One line of a game's history, as one viewer may read it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct HistoryEntry {
    /// The move's number.
    pub seq: Seq,
    /// Who moved.
    pub seat: &'static str,
    /// What it did, for this viewer.
    pub text: String,
    /// When, Unix ms.
    pub at: Millis,
}

impl Herald {
    /// What each stored move did, described for `viewer`: (seq, seat, text, at).
    ///
    /// # Errors
    /// 404 no game.
    pub async fn history(
        &self,
        viewer: Option<&User>,
        id: GameId,
    ) -> Result<Vec<HistoryEntry>, ServiceError> {
        let (row, seats, moves) = read_visible_game_with_log(&self.db, id, viewer).await?;
        let kind = kind_of(&row)?;
        let you = seat_of_user(&seats, viewer);
        let replayed = replay(&row, kind, &seed_of(&row)?, &moves, Seq(1), &[you])?
            .map_err(anyhow::Error::new)?;
        Ok(replayed
            .described
            .into_iter()
            .zip(&moves)
            .map(|((seq, seat, mut texts), m)| HistoryEntry {
                seq,
                seat: kind.seats()[seat],
                text: texts.pop().unwrap_or_default(),
                at: m.at,
            })
            .collect())
    }

    /// `viewer`'s view just after move `seq` (0: the setup), with the move count.
    ///
    /// # Errors
    /// 404 no game or no such move.
    pub async fn view_at(
        &self,
        viewer: Option<&User>,
        id: GameId,
        seq: Seq,
    ) -> Result<(Value, Seq), ServiceError> {
        let (row, seats, moves) = read_visible_game_with_log(&self.db, id, viewer).await?;
        let kind = kind_of(&row)?;
        if seq < Seq::SETUP || seq > row.seq {
            return Err(ServiceError::NotFound(format!(
                "game {id} has no move {seq}: it has moves 0 (the setup) to {}",
                row.seq
            )));
        }
        let upto: Vec<_> = moves.into_iter().take(seq.0 as usize).collect();
        let replayed = replay(&row, kind, &seed_of(&row)?, &upto, Seq::NEVER, &[])?
            .map_err(anyhow::Error::new)?;
        Ok((replayed.game.view(seat_of_user(&seats, viewer)), row.seq))
    }
}
