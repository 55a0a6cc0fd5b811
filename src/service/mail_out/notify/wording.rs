//! How a mail words its event for its reader: the subject, the headline, and the tag that
//! makes its Message-ID, from the game's title and number, the seats' names and the other
//! players.

use super::{MailEvent, MailGame};
use crate::clock::Reader;
use crate::domain::Millis;
use crate::engine::Seat;
use crate::store::games::{GameRow, SeatRow};

/// How a mail words its event for the player in one seat: the game's title and number,
/// the seats' names, the other players.
pub(super) struct Wording<'a> {
    row: &'a GameRow,
    seats: &'a [SeatRow],
    seat_names: &'static [&'static str],
    pub(super) title: &'static str,
    reader: Seat,
    /// "bob (white) and carol (red, invited)".
    opponents: String,
}

impl<'a> Wording<'a> {
    pub(super) fn new(game: &MailGame<'a>, reader: Seat) -> Self {
        Wording {
            row: game.row,
            seats: game.seats,
            seat_names: game.kind.seats(),
            title: game.kind.title(),
            reader,
            opponents: opponents_in_words(game.seats, reader),
        }
    }

    /// How the reader reads times: in their zone, as of `now`.
    pub(super) fn reader_at(&self, now: Millis) -> Reader {
        Reader::new(self.seats[self.reader.index()].timezone.as_deref(), now)
    }

    /// The name of seat `index`.
    pub(super) fn seat(&self, index: usize) -> &'static str {
        self.seat_names[index]
    }

    /// What sets this mail apart in its Message-ID: the event, when, and for which seat,
    /// so the same event always gets the same id (a retry is the same mail).
    pub(super) fn tag(&self, event: &MailEvent<'_>) -> String {
        let mine = self.seat(self.reader.index());
        let seq = self.row.seq;
        match event {
            MailEvent::Invited { to, .. } => format!("invite.u{}", to.id),
            MailEvent::Record { to, .. } => format!("record.u{}", to.id),
            MailEvent::Turn { .. } => format!("turn.{seq}.{mine}"),
            MailEvent::Answer { key, .. } => format!("answer.{key}.{mine}"),
            MailEvent::Over { .. } => format!("over.{mine}"),
            MailEvent::Reminder { deadline, .. } => format!("remind.{deadline}.{mine}"),
            MailEvent::TimedOut { late } => {
                format!("timeout.{seq}.{}.{mine}", self.seat(late.index()))
            }
            MailEvent::Vacant { seat, at, .. } => {
                format!("vacant.{at}.{}.{mine}", self.seat(seat.index()))
            }
            MailEvent::Notice { tag, .. } => format!("notice.{tag}.{mine}"),
            MailEvent::TookOver { at, .. } => format!("tookover.{at}.{mine}"),
            MailEvent::Replaced { seat, at, .. } => {
                format!("replaced.{at}.{}.{mine}", self.seat(seat.index()))
            }
        }
    }

    /// The subject line.
    pub(super) fn subject(&self, event: &MailEvent<'_>) -> String {
        let (title, id, opponents) = (self.title, self.row.id, &self.opponents);
        match event {
            MailEvent::Invited { by, .. } => format!("{by} invites you to {title} #{id}"),
            MailEvent::Record { by, .. } => {
                format!("{by} imported a record of {title} #{id} with you")
            }
            MailEvent::Turn { .. } => format!("Your turn: {title} #{id} against {opponents}"),
            MailEvent::Answer { subject, .. } => format!("{subject}: {title} #{id}"),
            MailEvent::Over { .. } => format!("Game over: {title} #{id} against {opponents}"),
            MailEvent::Reminder { .. } => {
                format!("Time is running out: {title} #{id} against {opponents}")
            }
            MailEvent::TimedOut { .. } => format!("Out of time: {title} #{id} against {opponents}"),
            MailEvent::Vacant { .. } => format!("A seat is free: {title} #{id}"),
            MailEvent::Notice { subject, .. } => format!("{subject}: {title} #{id}"),
            MailEvent::TookOver { .. } => format!("You play {title} #{id} against {opponents}"),
            MailEvent::Replaced { name, .. } => format!("{name} joins {title} #{id}"),
        }
    }

    /// The headline: the event in a sentence, first in the body.
    pub(super) fn headline(&self, event: &MailEvent<'_>) -> String {
        let (title, id, opponents) = (self.title, self.row.id, &self.opponents);
        let mine = self.seat(self.reader.index());
        match event {
            MailEvent::Invited { by, .. } => {
                format!("{by} invites you to play {title} (game #{id}), seat {mine}.")
            }
            MailEvent::Record { by, .. } => format!(
                "{by} imported the record of a finished game of {title} (now game #{id}) in which you played {mine}. It shows in your games once you accept it on its page; if it is not a game you played, decline it and it is deleted."
            ),
            MailEvent::Turn { .. } => {
                format!("It is your turn in {title} #{id} against {opponents}.")
            }
            MailEvent::Over { .. } => format!("{title} #{id} against {opponents} is over."),
            MailEvent::Answer { headline, .. } => headline.clone(),
            MailEvent::Reminder { deadline, now, .. } => format!(
                "Your time in {title} #{id} against {opponents} runs out at {}; it is still your turn.",
                self.reader_at(*now).at(*deadline)
            ),
            MailEvent::TimedOut { late } => format!(
                "{} ran out of time in {title} #{id}. You may claim the win on the game page, or keep waiting for their move.",
                self.seats[late.index()]
                    .player
                    .as_deref()
                    .unwrap_or(self.seat(late.index()))
            ),
            MailEvent::Vacant { seat, why, .. } => format!(
                "{why}. The {} seat is offered in the lobby to a replacement; the game goes on when someone takes it.",
                self.seat(seat.index())
            ),
            MailEvent::Notice { headline, .. } => headline.clone(),
            MailEvent::TookOver { .. } => {
                format!("You took over the {mine} seat of {title} #{id} against {opponents}.")
            }
            MailEvent::Replaced { seat, name, .. } => format!(
                "{name} took over the {} seat of {title} #{id}.",
                self.seat(seat.index())
            ),
        }
    }
}

/// The seats other than `reader`'s, in words: "bob (white) and an open seat (red)".
fn opponents_in_words(seats: &[SeatRow], reader: Seat) -> String {
    let opponents: Vec<String> = seats
        .iter()
        .filter(|s| s.seat_index != reader)
        .map(|s| match (&s.player, &s.invited) {
            (Some(p), _) => format!("{p} ({})", s.seat),
            (None, Some(i)) => format!("{i} ({}, invited)", s.seat),
            (None, None) => format!("an open seat ({})", s.seat),
        })
        .collect();
    opponents.join(" and ")
}
