//! The answer to a mail that played nothing (issue 14), in the words of the seat's player
//! (issue 30, step 10): why nothing was played and, for a line refused after the first,
//! what the legal actions were where it stood.

use super::super::game::table::{GameTable, LineRefused};
use crate::domain::GameStatus;
use crate::i18n::{Lang, Msg};
use crate::inbound::reply::Choices;
use crate::inbound::token::ReplyTo;
use crate::msg;
use crate::words::say;

/// An answer to a mail that played nothing.
pub(super) struct Answer {
    /// The answer's subject, e.g. "Move refused".
    pub subject: Msg,
    /// Why nothing was played.
    pub why: Msg,
    /// The line refused, if one was.
    pub refused: Option<LineRefused>,
    /// Whether it says only what the reply address is (stale, the game over or paused),
    /// whatever the mail said: such an answer goes at most once an hour to one address.
    pub about_the_address: bool,
    /// Whether it answers a `next …` line (issue 27), with its own first line: it goes
    /// besides any other answer to the same mail (the confirmation of its moves), so it
    /// has a Message-ID of its own.
    pub ahead: bool,
}

impl Answer {
    /// An answer `subject` (a message id of `mail-answer-*`) saying `why`.
    pub fn new(subject: &'static str, why: Msg) -> Answer {
        Answer {
            subject: Msg::new(subject),
            why,
            refused: None,
            about_the_address: false,
            ahead: false,
        }
    }

    /// The answer's first line: the mail was read, and what came of it.
    pub fn headline(&self) -> Msg {
        if self.ahead {
            msg!("mail-answer-headline-ahead", subject = self.subject.clone())
        } else {
            msg!("mail-answer-headline", subject = self.subject.clone())
        }
    }

    /// Why nothing was played, as a sentence in `lang`; for a line refused after the
    /// first, the legal actions where it stood (or their kinds, when too many to list),
    /// each in the game's words where it has them.
    pub fn reason(&self, lang: Lang) -> String {
        let mut reason = say(lang, &self.why);
        if !reason.ends_with(['.', '。']) {
            reason.push_str(&say(lang, &msg!("mail-answer-full-stop")));
        }
        if let Some(after) = self.refused.as_ref().and_then(after_the_lines) {
            reason.push_str(&say(lang, &msg!("space")));
            reason.push_str(&say(lang, &after));
        }
        reason
    }
}

/// For a line refused after the first, what the legal actions were where it stood.
fn after_the_lines(refused: &LineRefused) -> Option<Msg> {
    if refused.line <= 1 || refused.legal.is_empty() {
        return None;
    }
    let legal = Choices::of(refused.legal.clone()).explained(|action| {
        let at = refused.legal.iter().position(|a| a == action)?;
        refused.in_words.get(at).cloned().flatten()
    });
    let lines = refused.line - 1;
    if legal.listed.is_empty() {
        return Some(msg!(
            "mail-answer-after-kinds",
            lines = lines,
            kinds = legal.kinds_in_words()
        ));
    }
    let actions = legal
        .listed
        .iter()
        .zip(&legal.explained)
        .map(|(action, words)| {
            words
                .clone()
                .unwrap_or_else(|| msg!("mail-text", text = action))
        })
        .reduce(|first, then| msg!("mail-answer-then", first = first, then = then))?;
    Some(msg!(
        "mail-answer-after-list",
        lines = lines,
        actions = actions
    ))
}

/// Why a line was refused, in a sentence: which line, what it said, and the rule.
pub(super) fn line_refused(refused: &LineRefused) -> Msg {
    msg!(
        "mail-answer-line-refused",
        line = refused.line,
        written = &refused.written,
        error = refused.error.msg()
    )
}

/// Why a game takes no move now (over, paused, not started), if it does not.
pub(super) fn not_in_play(table: &GameTable) -> Option<Msg> {
    match table.row.status {
        GameStatus::Active if table.row.paused_at.is_none() => None,
        GameStatus::Finished => Some(msg!("mail-answer-why-over")),
        _ if table.row.paused_at.is_some() => Some(msg!("mail-answer-why-paused")),
        _ => Some(msg!("mail-answer-why-not-started")),
    }
}

/// The answer to a reply to a mail the game has moved on from: nothing played, and what
/// to do now (answer this mail while the seat is to act, else wait for the next).
pub(super) fn moved_on(table: &GameTable, reply: &ReplyTo) -> Answer {
    let to_act = table
        .seats
        .get(reply.seat.index())
        .is_some_and(|s| s.to_act);
    let why = msg!(
        "mail-answer-why-moved-on",
        then = reply.seq.0,
        now = table.row.seq.0,
        to_act = if to_act { "yes" } else { "no" }
    );
    Answer {
        about_the_address: true,
        ..Answer::new("mail-answer-moved-on", why)
    }
}
