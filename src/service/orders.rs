//! Standing orders: answers a player gives ahead to decisions their seat would otherwise
//! be asked (Richard III's battle orders), for the whole game, changeable at any time.
//!
//! They are SECRET: only the seat's own player reads them, here; no view, page, history,
//! export or mail of anyone shows them or that they exist (only the moves they produce).
//! Giving orders is not a move: the game's version stays, so a move checked meanwhile is
//! still written, and the server acts on the orders it read with that move.

use serde_json::{Value, json};

use super::loaders::{load_game_and_seats, may_see, no_such_game, read_visible_game};
use super::replay::kind_of;
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus};
use crate::engine::OrderField;
use crate::engine::kind::Kind;
use crate::store::{self, games::SeatRow};

/// One seat's standing orders, with the questions they answer.
#[derive(Clone, Debug)]
pub struct StandingOrders {
    /// The questions the kind's orders answer, in the order the form asks them.
    pub form: Vec<OrderField>,
    /// The orders, every question answered (`"ask"` where none was given).
    pub orders: Value,
}

impl Herald {
    /// `user`'s own standing orders in game `id` (also once it is over).
    ///
    /// # Errors
    /// 404 no game; 403 `user` does not play it; 422 its kind has no standing orders.
    pub async fn orders_of(&self, user: &User, id: GameId) -> Result<StandingOrders, ServiceError> {
        let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let seat = own_seat(&seats, user, id)?;
        let kind = kind_of(&row)?;
        let form = form_of(kind)?;
        let stored = self
            .db
            .read(|c| store::orders::read_orders_of(c, id, seat))?;
        Ok(StandingOrders {
            form,
            orders: as_given(kind, id, stored.as_deref()),
        })
    }

    /// Replaces `user`'s standing orders in game `id` with `orders` (questions left out
    /// ask); answers them as stored.
    ///
    /// # Errors
    /// 404 no game; 403 `user` does not play it; 409 the game is over; 422 its kind has no
    /// standing orders, or `orders` are not the kind's (with what is allowed).
    pub async fn give_orders(
        &self,
        user: &User,
        id: GameId,
        orders: &Value,
    ) -> Result<StandingOrders, ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let (row, seats) = load_game_and_seats(&mut tx, id).await?;
        if !may_see(&row, &seats, Some(user)) {
            return Err(no_such_game(id));
        }
        let seat = own_seat(&seats, user, id)?;
        let kind = kind_of(&row)?;
        let form = form_of(kind)?;
        if row.status == GameStatus::Finished {
            return Err(ServiceError::Conflict(format!(
                "game {id} is over; its standing orders can no longer be changed"
            )));
        }
        let orders = kind
            .normalize_orders(orders)
            .map_err(|e| ServiceError::Unprocessable(e.to_string()))?;
        let stored = orders.to_string();
        if !store::orders::set_orders(&mut tx, id, seat, user.id, &stored).await? {
            return Err(not_a_player(id));
        }
        tx.commit().await?;
        Ok(StandingOrders { form, orders })
    }
}

/// The seat `user` plays among `seats` (its index).
fn own_seat(seats: &[SeatRow], user: &User, id: GameId) -> Result<i64, ServiceError> {
    seats
        .iter()
        .find(|s| s.user_id == Some(user.id))
        .map(|s| s.seat_index)
        .ok_or_else(|| not_a_player(id))
}

/// 403 for someone who does not play game `id`.
fn not_a_player(id: GameId) -> ServiceError {
    ServiceError::Forbidden(format!(
        "you do not play game {id}; only its players give standing orders, each for their own seat"
    ))
}

/// The questions `kind`'s orders answer; 422 when it has none.
fn form_of(kind: &dyn Kind) -> Result<Vec<OrderField>, ServiceError> {
    let form = kind.orders_form();
    if form.is_empty() {
        return Err(ServiceError::Unprocessable(format!(
            "{} has no standing orders: every decision is asked when it comes",
            kind.title()
        )));
    }
    Ok(form)
}

/// The orders as stored for a seat, every question answered: none given asks
/// everything, and so do stored orders the kind no longer reads (a rules change), as the
/// move path does.
fn as_given(kind: &dyn Kind, id: GameId, stored: Option<&str>) -> Value {
    let none = || {
        kind.normalize_orders(&json!({}))
            .expect("empty orders ask everything")
    };
    let Some(text) = stored else {
        return none();
    };
    match serde_json::from_str(text).map(|v: Value| kind.normalize_orders(&v)) {
        Ok(Ok(orders)) => orders,
        _ => {
            tracing::warn!(game = %id, "stored standing orders no longer read; shown as asking");
            none()
        }
    }
}
