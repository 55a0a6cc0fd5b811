//! Standing orders: answers a player gives ahead to decisions their seat would otherwise
//! be asked (Richard III's battle orders), for the whole game, changeable at any time.
//!
//! They are SECRET: only the seat's own player reads them, here; no view, page, history,
//! export or mail of anyone shows them or that they exist (only the moves they produce).
//! Giving orders is not a move: the game's version stays, so a move checked meanwhile is
//! still written, and the server acts on the orders it read with that move.

use serde_json::{Value, json};

use super::loaders::read_visible_game;
use super::replay::kind_of;
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus};
use crate::engine::kind::Kind;
use crate::engine::{OrderField, Seat};
use crate::i18n::Msg;
use crate::msg;
use crate::store::seat_wishes::SeatWish;
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
    /// No game; [`OrdersRefused::NotAPlayer`] when `user` does not play it;
    /// [`OrdersRefused::NoStandingOrders`] when its kind has none.
    pub async fn orders_of(&self, user: &User, id: GameId) -> Result<StandingOrders, ServiceError> {
        let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let seat = own_seat(&seats, user, id, STANDING_ORDERS)?;
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
    /// No game; [`OrdersRefused::NotAPlayer`] when `user` does not play it;
    /// [`OrdersRefused::NoStandingOrders`] when its kind has none; [`OrdersRefused::Over`]
    /// when the game is over; [`OrdersRefused::NotTheKinds`] when `orders` are not the
    /// kind's (with what is allowed).
    pub async fn give_orders(
        &self,
        user: &User,
        id: GameId,
        orders: &Value,
    ) -> Result<StandingOrders, ServiceError> {
        let (row, seats) = read_visible_game(&self.db, id, Some(user)).await?;
        let seat = own_seat(&seats, user, id, STANDING_ORDERS)?;
        let kind = kind_of(&row)?;
        let form = form_of(kind)?;
        if row.status == GameStatus::Finished {
            return Err(OrdersRefused::Over { game: id }.into());
        }
        let orders = kind
            .normalize_orders(orders)
            .map_err(|e| OrdersRefused::NotTheKinds(e.msg))?;
        let given = SeatWish::Orders {
            game: id,
            seat,
            user_id: user.id,
            orders: orders.to_string(),
        };
        if self.wish(given).await? != Some(1) {
            return Err(not_a_player(id).into());
        }
        Ok(StandingOrders { form, orders })
    }
}

/// Why standing orders or a decision given ahead are refused, in the game's words. Nothing
/// was changed.
#[derive(Debug)]
pub enum OrdersRefused {
    /// The player has no seat at the game.
    NotAPlayer {
        /// The game.
        game: GameId,
        /// What only its players give: the key of its words (`standing-orders` or `decisions-ahead`, which the messages select on).
        what: &'static str,
    },
    /// The game is over: its standing orders are kept as they were.
    Over {
        /// The game.
        game: GameId,
    },
    /// The game is not under way (not started, over, or paused by agreement): nothing can
    /// be given ahead in it.
    NotInPlay {
        /// The game.
        game: GameId,
    },
    /// The game's kind has no standing orders: every decision is asked when it comes.
    NoStandingOrders {
        /// The game's kind (its title is the message `<kind>-title`).
        kind: &'static str,
    },
    /// The orders are not the kind's: the engine's reason, with what is allowed.
    NotTheKinds(Msg),
    /// Nothing can be given ahead in the game now.
    NothingAhead {
        /// The decision, as written.
        action: String,
    },
    /// The decision cannot be given ahead now; others can.
    NotAhead {
        /// The decision, as written.
        action: String,
        /// What can be given ahead now, in notation.
        may: Vec<String>,
    },
}

/// The seat `user` plays among `seats`; [`OrdersRefused::NotAPlayer`] (who may give
/// `what`) for someone who does not play.
pub(super) fn own_seat(
    seats: &[SeatRow],
    user: &User,
    id: GameId,
    what: &'static str,
) -> Result<Seat, OrdersRefused> {
    seats
        .iter()
        .find(|s| s.user_id == Some(user.id))
        .map(|s| s.seat_index)
        .ok_or(OrdersRefused::NotAPlayer { game: id, what })
}

/// What [`OrdersRefused::NotAPlayer`] says standing orders are.
const STANDING_ORDERS: &str = "standing-orders";

/// The refusal for someone who does not play game `id`.
fn not_a_player(id: GameId) -> OrdersRefused {
    OrdersRefused::NotAPlayer {
        game: id,
        what: STANDING_ORDERS,
    }
}

/// The questions `kind`'s orders answer; [`OrdersRefused::NoStandingOrders`] when it has
/// none.
fn form_of(kind: &dyn Kind) -> Result<Vec<OrderField>, OrdersRefused> {
    let form = kind.orders_form();
    if form.is_empty() {
        return Err(OrdersRefused::NoStandingOrders { kind: kind.kind() });
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

impl OrdersRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            OrdersRefused::NotAPlayer { game, what } => msg!(
                "orders-refused-not-a-player",
                game = game.get(),
                what = *what
            ),
            OrdersRefused::Over { game } => msg!("orders-refused-over", game = game.get()),
            OrdersRefused::NotInPlay { game } => {
                msg!("orders-refused-not-in-play", game = game.get())
            }
            OrdersRefused::NoStandingOrders { kind } => {
                msg!(
                    "orders-refused-no-standing-orders",
                    title = Msg::keyed(kind, "title")
                )
            }
            OrdersRefused::NotTheKinds(inner) => {
                msg!("orders-refused-not-the-kinds", why = inner.clone())
            }
            OrdersRefused::NothingAhead { action } => {
                msg!("orders-refused-nothing-ahead", action = action.as_str())
            }
            OrdersRefused::NotAhead { action, may } => msg!(
                "orders-refused-not-ahead",
                action = action.as_str(),
                may = may.join(", ")
            ),
        }
    }
}

crate::worded_error!(OrdersRefused);
