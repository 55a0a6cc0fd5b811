//! Decisions given ahead (issue 27 §2): a player answers a decision of their seat before it
//! comes, when no move of another seat can change it (the engine says which: `Rules::ahead`;
//! in Richard III next turn's card once this turn's cards are revealed). The server plays
//! it as soon as its decision comes, in the same write as the move that brings it (see
//! `table::play_steps`), with no wait.
//!
//! SECRET, as standing orders are: only the seat's own player reads it, here; no view,
//! page, history, export or mail of anyone else shows it or that it exists (the move it
//! makes reads to the others as a plain move). Giving or withdrawing one is not a move: the
//! game's version stays (the opponent's page must not reload for it). A move checked
//! before a decision was given ahead is refused by the store as stale and checked again
//! (see `store::change::AheadWrite`), so a due decision is never left waiting.

use super::game::{KeptChanging, until_written};
use super::loaders::read_visible_game;
use super::orders::{OrdersRefused, own_seat};
use super::replay::kind_of;
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus};
use crate::store;
use crate::store::seat_wishes::SeatWish;

/// What [`OrdersRefused::NotAPlayer`] says decisions given ahead are.
const DECISIONS_AHEAD: &str = "decisions-ahead";

impl Herald {
    /// The decision `user` gave ahead in game `id`, in notation; none when none is waiting.
    ///
    /// # Errors
    /// No game; [`OrdersRefused::NotAPlayer`] when `user` does not play it.
    pub async fn ahead_of(&self, user: &User, id: GameId) -> Result<Option<String>, ServiceError> {
        let (_, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let seat = own_seat(&seats, user, id, DECISIONS_AHEAD)?;
        let given = self.db.read(|c| store::ahead::read_one(c, id, seat))?;
        Ok(given.map(|g| g.action))
    }

    /// The decisions `user` may give ahead in game `id` now, in notation (none for a
    /// spectator, or when the rules allow none).
    ///
    /// # Errors
    /// No game; a state that no longer loads.
    pub async fn may_give_ahead(
        &self,
        user: Option<&User>,
        id: GameId,
    ) -> Result<Vec<String>, ServiceError> {
        let Some(user) = user else {
            return Ok(Vec::new());
        };
        let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Ok(Vec::new());
        };
        if row.status != GameStatus::Active {
            return Ok(Vec::new());
        }
        let game = self.state_of(&row, kind_of(&row)?).await?;
        Ok(game.ahead(seat.seat_index))
    }

    /// Gives `action` ahead for `user`'s seat in game `id`, replacing any given before;
    /// answers it as stored (in the engine's notation).
    ///
    /// # Errors
    /// No game; [`OrdersRefused::NotAPlayer`] when `user` does not play it;
    /// [`OrdersRefused::NotInPlay`] when the game is not in play;
    /// [`OrdersRefused::NothingAhead`] or [`OrdersRefused::NotAhead`] (with those that
    /// can) for an action that cannot be given ahead now.
    pub async fn give_ahead(
        &self,
        user: &User,
        id: GameId,
        action: &str,
    ) -> Result<String, ServiceError> {
        until_written(
            || async {
                let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
                let seat = own_seat(&seats, user, id, DECISIONS_AHEAD)?;
                if row.status != GameStatus::Active || row.paused_at.is_some() {
                    return Err(OrdersRefused::NotInPlay { game: id }.into());
                }
                let game = self.state_of(&row, kind_of(&row)?).await?;
                let may = game.ahead(seat);
                let Some(action) = may
                    .iter()
                    .find(|a| a.eq_ignore_ascii_case(action.trim()))
                    .cloned()
                else {
                    let action = action.to_string();
                    return Err(if may.is_empty() {
                        OrdersRefused::NothingAhead { action }
                    } else {
                        OrdersRefused::NotAhead { action, may }
                    }
                    .into());
                };
                // Given on the game as it was checked: a move in between decides again.
                let given = SeatWish::AheadGiven {
                    game: id,
                    version: row.version,
                    seat,
                    action: action.clone(),
                    at: self.clock.now_ms(),
                };
                Ok(self.wish(given).await?.map(|_| action))
            },
            || ServiceError::from(KeptChanging::Change { game: id }),
        )
        .await
    }

    /// Withdraws the decision `user` gave ahead in game `id`; whether there was one.
    ///
    /// # Errors
    /// No game; [`OrdersRefused::NotAPlayer`] when `user` does not play it.
    pub async fn withdraw_ahead(&self, user: &User, id: GameId) -> Result<bool, ServiceError> {
        let (_, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let seat = own_seat(&seats, user, id, DECISIONS_AHEAD)?;
        let withdrawn = SeatWish::AheadWithdrawn { game: id, seat };
        Ok(self.wish(withdrawn).await? == Some(1))
    }
}
