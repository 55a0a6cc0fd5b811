//! The game aggregate: the decisions that change a game, each pure on the game as read,
//! each returning one [`GameChange`](crate::store::change::GameChange) that the one writer
//! writes under the version it was decided on (or a refusal). Moving in here one by one:
//! a move ([`table`]: from the page, the API or a mail), a take-back ([`take_back`]), the
//! ends outside the rules ([`ending`]).

pub mod ending;
pub mod table;
pub mod take_back;
