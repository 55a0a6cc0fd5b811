//! How a mail words its event for its reader, in the reader's language: the subject, the
//! headline, and the tag that makes its Message-ID, from the game's title and number, the
//! seats' names and the other players.

use super::{MailEvent, MailGame};
use crate::clock::Reader;
use crate::domain::Millis;
use crate::engine::Seat;
use crate::i18n::{Arg, Lang, Msg};
use crate::msg;
use crate::store::games::{GameRow, SeatRow};
use crate::words::game_title_and_number;
use crate::words::say;

/// How a mail words its event for the player in one seat: the game's title and number,
/// the seats' names, the other players, in the reader's language.
pub(super) struct Wording<'a> {
    row: &'a GameRow,
    seats: &'a [SeatRow],
    seat_names: &'static [&'static str],
    /// The game's kind, whose files word its seats.
    kind: &'static str,
    /// The game's title (a message of the kind's files).
    title: Msg,
    /// The game's title and number.
    title_and_number: Msg,
    reader: Seat,
    /// The language the mail is written in.
    pub(super) lang: Lang,
    /// "bob (white) and carol (red, invited)".
    opponents: String,
}

impl<'a> Wording<'a> {
    pub(super) fn new(game: &MailGame<'a>, reader: Seat, lang: Lang) -> Self {
        Wording {
            row: game.row,
            seats: game.seats,
            seat_names: game.kind.seats(),
            kind: game.kind.kind(),
            title: Msg::keyed(game.kind.kind(), "title"),
            title_and_number: game_title_and_number(game.kind, game.row.id),
            reader,
            lang,
            opponents: opponents_in_words(game.kind.kind(), game.seats, reader, lang),
        }
    }

    /// `msg` in the reader's language.
    pub(super) fn say(&self, msg: &Msg) -> String {
        say(self.lang, msg)
    }

    /// The game's title in the reader's language.
    pub(super) fn title(&self) -> String {
        self.say(&self.title)
    }

    /// The game's title and number: "Rosenkönig #12".
    pub(super) fn game(&self) -> Msg {
        self.title_and_number.clone()
    }

    /// How the reader reads times: in their zone and language, as of `now`.
    pub(super) fn reader_at(&self, now: Millis) -> Reader {
        Reader::new(self.seats[self.reader.index()].timezone.as_deref(), now).in_lang(self.lang)
    }

    /// The name of seat `index`.
    pub(super) fn seat(&self, index: usize) -> &'static str {
        self.seat_names[index]
    }

    /// Seat `index` in the reader's words (the kind's `<kind>-seat-<seat>`).
    pub(super) fn seat_words(&self, index: usize) -> Msg {
        Msg::seat(self.kind, self.seat_names[index])
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
        let (game, opponents) = (self.game(), self.opponents.as_str());
        let subject = match event {
            MailEvent::Invited { by, .. } => {
                msg!("mail-subject-invited", player = *by, game = game)
            }
            MailEvent::Record { by, .. } => msg!("mail-subject-record", player = *by, game = game),
            MailEvent::Turn { .. } => {
                msg!("mail-subject-turn", game = game, opponents = opponents)
            }
            MailEvent::Answer { subject, .. } | MailEvent::Notice { subject, .. } => {
                msg!("mail-subject-about", subject = subject.clone(), game = game)
            }
            MailEvent::Over { .. } => {
                msg!("mail-subject-over", game = game, opponents = opponents)
            }
            MailEvent::Reminder { .. } => {
                msg!("mail-subject-reminder", game = game, opponents = opponents)
            }
            MailEvent::TimedOut { .. } => {
                msg!("mail-subject-timed-out", game = game, opponents = opponents)
            }
            MailEvent::Vacant { .. } => msg!("mail-subject-vacant", game = game),
            MailEvent::TookOver { .. } => {
                msg!("mail-subject-took-over", game = game, opponents = opponents)
            }
            MailEvent::Replaced { name, .. } => {
                msg!("mail-subject-replaced", player = name.as_str(), game = game)
            }
        };
        self.say(&subject)
    }

    /// The headline: the event in a sentence, first in the body.
    pub(super) fn headline(&self, event: &MailEvent<'_>) -> String {
        let (game, opponents) = (self.game(), self.opponents.as_str());
        let (number, mine) = (self.row.id.get(), self.seat_words(self.reader.index()));
        let headline = match event {
            MailEvent::Invited { by, .. } => msg!(
                "mail-headline-invited",
                player = *by,
                title = self.title.clone(),
                number = number,
                seat = mine.clone()
            ),
            MailEvent::Record { by, .. } => msg!(
                "mail-headline-record",
                player = *by,
                title = self.title.clone(),
                number = number,
                seat = mine
            ),
            MailEvent::Turn { .. } => {
                msg!("mail-headline-turn", game = game, opponents = opponents)
            }
            MailEvent::Over { .. } => {
                msg!("mail-headline-over", game = game, opponents = opponents)
            }
            MailEvent::Answer { headline, .. } | MailEvent::Notice { headline, .. } => {
                headline.clone()
            }
            MailEvent::Reminder { deadline, now, .. } => msg!(
                "mail-headline-reminder",
                game = game,
                opponents = opponents,
                moment = self.reader_at(*now).at(*deadline)
            ),
            MailEvent::TimedOut { late } => msg!(
                "mail-headline-timed-out",
                player = match self.seats[late.index()].player.as_deref() {
                    Some(player) => Arg::Text(player.to_string()),
                    None => Arg::Msg(Box::new(self.seat_words(late.index()))),
                },
                game = game
            ),
            MailEvent::Vacant { seat, why, .. } => msg!(
                "mail-headline-vacant",
                why = why.clone(),
                seat = self.seat_words(seat.index())
            ),
            MailEvent::TookOver { .. } => msg!(
                "mail-headline-took-over",
                seat = mine,
                game = game,
                opponents = opponents
            ),
            MailEvent::Replaced { seat, name, .. } => msg!(
                "mail-headline-replaced",
                player = name.as_str(),
                seat = self.seat_words(seat.index()),
                game = game
            ),
        };
        self.say(&headline)
    }
}

/// The seats other than `reader`'s, in `lang`'s words: "bob (white) and an open seat
/// (red)".
pub fn opponents_in_words(kind: &str, seats: &[SeatRow], reader: Seat, lang: Lang) -> String {
    let opponents: Vec<Msg> = seats
        .iter()
        .filter(|s| s.seat_index != reader)
        .map(|s| {
            let seat = Msg::seat(kind, &s.seat);
            match (&s.player, &s.invited) {
                (Some(p), _) => msg!("mail-opponent", player = p, seat = seat),
                (None, Some(i)) => msg!("mail-opponent-invited", player = i, seat = seat),
                (None, None) => msg!("mail-opponent-open", seat = seat),
            }
        })
        .collect();
    let mut words = opponents.into_iter().map(|o| say(lang, &o));
    let first = words.next().unwrap_or_default();
    words.fold(first, |all, next| {
        say(lang, &msg!("list-and", first = all, second = next))
    })
}
