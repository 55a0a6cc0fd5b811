//! The mail the service writes on its own: a game's mails, rendered for the outbox in the
//! transaction of the change that causes them ([`notify`]), and the daily digest of the
//! games waiting on a player ([`digest`]). The mail worker (`crate::mail`) sends them.

pub mod digest;
pub mod notify;
