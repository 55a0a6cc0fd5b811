//! Whether a move may be played on a game at the table: the game in play, and the `seq`
//! the player saw — the latest, or an older one at which the seat saw what it sees now
//! (issue 27 §2: a decision sent at an older move).

use super::GameTable;
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
    /// 409 not started, paused or a stale `seq`; 422 a finished game.
    pub fn may_move(&self, seq: Seq) -> Result<(), ServiceError> {
        self.in_play()?;
        if seq != self.row.seq {
            return Err(self.moved_on(seq));
        }
        Ok(())
    }

    /// Refuses a move in a game not in play or paused.
    ///
    /// # Errors
    /// 409 not started or paused; 422 a finished game.
    pub fn in_play(&self) -> Result<(), ServiceError> {
        let (id, row) = (self.row.id, &self.row);
        match row.status {
            GameStatus::Open => Err(ServiceError::Conflict(format!(
                "game {id} has not started: it starts when every seat is taken"
            ))),
            GameStatus::Finished => Err(ServiceError::Unprocessable(format!(
                "game {id} is over; no more moves can be made"
            ))),
            _ if row.paused_at.is_some() => Err(ServiceError::Conflict(format!(
                "game {id} is paused by agreement; resume it on the game page first"
            ))),
            _ => Ok(()),
        }
    }

    /// 409: the game is no longer at move `seq`, and what the seat sees has changed.
    fn moved_on(&self, seq: Seq) -> ServiceError {
        ServiceError::Conflict(format!(
            "the game has moved on: it is at move {} and you sent seq {seq}; reload the game and choose again",
            self.row.seq
        ))
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
    /// 409 when `seq` is not a move of the game or the seat sees something new; 500 when the
    /// log no longer replays.
    pub fn sees_the_same(
        &self,
        seat: Seat,
        seq: Seq,
        now: &dyn Game,
        log: &[MoveRow],
    ) -> Result<(), ServiceError> {
        if seq < Seq::SETUP || seq > self.row.seq {
            return Err(self.moved_on(seq));
        }
        let seed = seed_of(&self.row)?;
        let upto = &log[..log.partition_point(|m| m.seq <= seq)];
        let then = replay(&self.row, self.kind, &seed, upto, Seq::NEVER, &[])?
            .map_err(anyhow::Error::new)?;
        if then.game.view_for_deciding(seat) == now.view_for_deciding(seat) {
            Ok(())
        } else {
            Err(self.moved_on(seq))
        }
    }
}
