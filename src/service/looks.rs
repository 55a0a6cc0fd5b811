//! A player's look at a game. What a seat's player has been shown matters twice: a turn
//! mail held for them is not sent once they have looked (one mail per real wait, see
//! `store::outbox::Hold`), and a turn handed to them can be taken back only until they
//! have seen it (see [`super::game::take_back`]). Every answer that shows a player the game (its page,
//! `GET /api/games/{id}`, the history and its viewer, an export) is read through
//! [`Herald::shown`], which records the look only for the game as it was read.
//!
//! A look that matters is written by the one writer with the moves waiting at that moment
//! (see `store::writer`): it shares their commit, and is on disk before the answer goes.
//! A look that changes nothing (no held mail, no hand-over the looker has not seen) is not
//! written at all.

use std::future::Future;

use super::{Herald, ServiceError, User};
use crate::domain::GameId;
use crate::store::change::WriteError;
use crate::store::{self, looks::LookWrite, looks::Place};

/// Reads at most this often when the game keeps changing under the reader.
const MOST_READS: usize = 3;

impl Herald {
    /// What `read` shows `user` of game `id`, with their look recorded for the game as
    /// `read` found it: if the game changed while it was read (a move, or a take-back of a
    /// turn handed over), it is read again, so the look recorded is never of a game that
    /// is gone. A look never fails the answer: a database error recording it is logged
    /// (a held mail then goes out as if unseen).
    ///
    /// # Errors
    /// `read`'s.
    pub async fn shown<T, F, Fut>(
        &self,
        user: Option<&User>,
        id: GameId,
        mut read: F,
    ) -> Result<T, ServiceError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, ServiceError>>,
    {
        let Some(user) = user else {
            return read().await;
        };
        let mut reads = 0;
        loop {
            reads += 1;
            let before = self.place(id, user);
            let shown = read().await?;
            let Some(before) = before else {
                return Ok(shown);
            };
            match self.look(id, user, before).await {
                Ok(true) => return Ok(shown),
                Ok(false) if reads < MOST_READS => continue,
                Ok(false) => {
                    tracing::info!(game = %id, user = user.id, "the game kept changing under a look: shown unrecorded");
                    return Ok(shown);
                }
                Err(err) => {
                    tracing::warn!(game = %id, error = %err, "could not record a look at a game");
                    return Ok(shown);
                }
            }
        }
    }

    /// Where game `id` stands for `user`, if they play in it (none on a read error: the
    /// look is then not recorded, logged).
    fn place(&self, id: GameId, user: &User) -> Option<Place> {
        match self.db.read(|c| store::looks::place(c, id, user.id)) {
            Ok(place) => place.filter(|p| p.seen.is_some()),
            Err(err) => {
                tracing::warn!(game = %id, error = %err, "could not read where a game stands for a look");
                None
            }
        }
    }

    /// Records `user`'s look at game `id` as it stood at `before`, if it matters (see
    /// `Place::matters`); false when the game has changed since (see [`Herald::shown`]).
    async fn look(&self, id: GameId, user: &User, before: Place) -> Result<bool, WriteError> {
        if !before.matters() {
            // Nothing to write; the game must still be the one read, or the look (which
            // may matter for the game as it is now) is read again.
            let now = self.db.read(|c| store::looks::place(c, id, user.id))?;
            return Ok(now.map(|p| p.version) == Some(before.version));
        }
        let look = LookWrite {
            game_id: id,
            user_id: user.id,
            place: before,
            at: self.clock.now_ms(),
        };
        match self.db.writer.write_look(look).await {
            Ok(cancelled) => {
                if cancelled > 0 {
                    // At debug: a player who answers a turn quickly cancels a mail with every
                    // look, and a line logged per look cost more than the look's write.
                    tracing::debug!(game = %id, user = user.id, cancelled, "held turn mail seen: not sent");
                }
                Ok(true)
            }
            Err(WriteError::Stale) => Ok(false),
            Err(err) => Err(err),
        }
    }
}
