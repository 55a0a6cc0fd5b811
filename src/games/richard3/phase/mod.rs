//! The sequence of play, one module per section: [`card`] (1.1, 5.1), [`action`] (5.x),
//! [`battle`] (6.x), [`supply`] (7.x) and [`political`] (8.x, 9.x). Each exposes
//! `legal(&State, House, &mut Vec<Action>)`, `apply(&mut State, House, &Action, &mut Dice)`
//! and `enter_*` functions that hand over to the next section.

pub mod action;
pub mod battle;
pub mod card;
pub mod moves;
pub mod political;
pub mod supply;
