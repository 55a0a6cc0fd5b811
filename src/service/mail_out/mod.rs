//! The mail the service writes: a game's mails, rendered for the outbox in the transaction
//! of the change that causes them ([`notify`]), the daily digest of the games waiting on a
//! player ([`digest`]), and plain account mails ([`account_mail`]). The mail worker
//! (`crate::mail`) sends them, drawing a held turn mail's board as it goes ([`boards`]).

pub mod account_mail;
pub mod boards;
pub mod digest;
pub mod notify;

use crate::i18n::{Arg, Lang, Msg};
use crate::words::say;

/// A mail's words in its reader's language, for its templates: `{{ w.t("mail-hello") }}`,
/// `{{ w.t1("mail-why", "reason", reason) }}`.
#[derive(Clone, Copy, Debug)]
pub struct MailWords(pub Lang);

impl MailWords {
    /// The language the mail is written in (for `<html lang>`).
    pub fn lang(&self) -> Lang {
        self.0
    }

    /// The message `id`, which takes no argument.
    pub fn t(&self, id: &'static str) -> String {
        say(self.0, &Msg::new(id))
    }

    /// The message `id` with its one argument.
    pub fn t1(&self, id: &'static str, name: &'static str, value: impl Into<Arg>) -> String {
        say(self.0, &Msg::new(id).with(name, value))
    }

    /// The message `id` with its two arguments.
    pub fn t2(
        &self,
        id: &'static str,
        name: &'static str,
        value: impl Into<Arg>,
        other: &'static str,
        other_value: impl Into<Arg>,
    ) -> String {
        say(
            self.0,
            &Msg::new(id).with(name, value).with(other, other_value),
        )
    }

    /// `msg` in the mail's language.
    pub fn say(&self, msg: &Msg) -> String {
        say(self.0, msg)
    }
}
