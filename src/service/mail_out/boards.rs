//! The boards of held turn mails, drawn as each mail leaves its hold (see
//! `store::outbox::MailBoard::Held`): the position is the game after the mail's move, taken
//! from the kept checked state when it is still at that move, else replayed from the log.

use std::sync::Arc;

use anyhow::Context;

use super::notify::board_of;
use crate::domain::{GameId, Seq};
use crate::service::Herald;
use crate::service::checked::CheckedStates;
use crate::service::replay::{kind_of, replay, seed_of};
use crate::store::outbox::BoardToDraw;
use crate::store::{self, Db};

/// What the mail worker draws held mails' boards with: the games and their kept states.
pub struct HeldBoards {
    db: Db,
    checked: Arc<CheckedStates>,
}

impl Herald {
    /// The boards of held turn mails, for the mail worker.
    pub fn held_boards(&self) -> HeldBoards {
        HeldBoards {
            db: self.db.clone(),
            checked: self.checked.clone(),
        }
    }
}

impl crate::mail::Boards for HeldBoards {
    fn draw(&self, id: GameId, seq: Seq, to_draw: &BoardToDraw) -> anyhow::Result<Option<String>> {
        let Some((row, _)) = self.db.read(|c| store::games::read_with_seats(c, id))? else {
            // Gone (a declined record): nothing to draw.
            return Ok(None);
        };
        if seq > row.seq {
            // Taken back past the mail's move (a take-back of a hand-over removes its turn
            // mails in the same write, so this is only a race with it).
            return Ok(None);
        }
        let kind = kind_of(&row)?;
        let game = match self.checked.game(id, &row.seed_hash, seq) {
            Some(game) => game,
            None => {
                let moves = self.db.read(|c| store::games::read_moves_of(c, id))?;
                let upto: Vec<_> = moves.into_iter().take_while(|m| m.seq <= seq).collect();
                replay(&row, kind, &seed_of(&row)?, &upto, Seq::NEVER, &[])?
                    .with_context(|| format!("replay game {id} to move {seq}"))?
                    .game
            }
        };
        Ok(board_of(kind, game.as_ref(), to_draw))
    }
}
