//! The mail the service writes: a game's mails, rendered for the outbox in the transaction
//! of the change that causes them ([`notify`]), the daily digest of the games waiting on a
//! player ([`digest`]), and plain account mails ([`account_mail`]). The mail worker
//! (`crate::mail`) sends them, drawing a held turn mail's board as it goes ([`boards`]).

pub mod account_mail;
pub mod boards;
pub mod digest;
pub mod notify;

/// A mail's words in its reader's language, for its templates.
pub use crate::words::Words as MailWords;
