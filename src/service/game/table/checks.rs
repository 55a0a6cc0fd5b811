//! Whether a move may be played on a game at the table: the game in play, and the `seq`
//! the player saw — the latest, or an older one at which the seat saw what it sees now
//! (issue 27 §2: a decision sent at an older move).

use super::GameTable;
use super::MoveRefused;
use crate::domain::{GameStatus, Seq};
use crate::engine::Seat;
use crate::engine::game::Game;
use crate::service::ServiceError;
use crate::service::replay::{replay, seed_of};
use crate::store::games::MoveRow;

impl GameTable {
    /// Refuses a move in a game not in play, paused, or past `seq`.
    ///
    /// # Errors
    /// Not started, over, paused, or moved on since `seq`.
    pub fn may_move(&self, seq: Seq) -> Result<(), MoveRefused> {
        self.in_play()?;
        if seq != self.row.seq {
            return Err(self.moved_on(seq));
        }
        Ok(())
    }

    /// Refuses a move in a game not in play or paused.
    ///
    /// # Errors
    /// Not started, over, or paused.
    pub fn in_play(&self) -> Result<(), MoveRefused> {
        let (game, row) = (self.row.id, &self.row);
        match row.status {
            GameStatus::Open => Err(MoveRefused::NotStarted { game }),
            GameStatus::Finished => Err(MoveRefused::Over { game }),
            _ if row.paused_at.is_some() => Err(MoveRefused::Paused { game }),
            _ => Ok(()),
        }
    }

    /// The game is no longer at move `seq`, and what the seat sees has changed.
    fn moved_on(&self, seq: Seq) -> MoveRefused {
        MoveRefused::MovedOn {
            sent: seq,
            now: self.row.seq,
        }
    }

    /// Issue 27 §2, the rule for a decision sent at an older move: it stands when what
    /// `seat` saw at move `seq` is what it sees now (`now`, the game at its last move,
    /// replayed from `log`), as the kind compares it (`Rules::view_for_deciding`: its view,
    /// less another seat's own hidden choice made meanwhile); the move then plays as if
    /// sent now, still checked by the rules. Only a real change (something the seat can
    /// see) refuses it. The write stays under the version check of the game as read, so
    /// two moves never both go in on the same version.
    ///
    /// # Errors
    /// [`MoveRefused::MovedOn`] when `seq` is not a move of the game or the seat sees
    /// something new; a damaged game when the log no longer replays.
    pub fn sees_the_same(
        &self,
        seat: Seat,
        seq: Seq,
        now: &dyn Game,
        log: &[MoveRow],
    ) -> Result<(), ServiceError> {
        if seq < Seq::SETUP || seq > self.row.seq {
            return Err(self.moved_on(seq).into());
        }
        let seed = seed_of(&self.row)?;
        let upto = &log[..log.partition_point(|m| m.seq <= seq)];
        let then = replay(&self.row, self.kind, &seed, upto, Seq::NEVER, &[])?
            .map_err(anyhow::Error::new)?;
        if then.game.view_for_deciding(seat) == now.view_for_deciding(seat) {
            Ok(())
        } else {
            Err(self.moved_on(seq).into())
        }
    }
}
