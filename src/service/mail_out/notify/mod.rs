//! The mails a game sends ([`MailEvent`]): the invitation, "your turn", the answer to a
//! mailed move, reminders, time-outs, seats freed or taken over, notices and the final
//! result. Each is rendered from templates (plain text + HTML); the caller queues it in
//! the outbox inside the transaction of the change that causes it. A mail tells the moves
//! since its reader's last move by chapter ([`told`]) and carries the chat they have not
//! seen ([`chat`]).

mod chat;
mod told;
mod wording;

use askama::Template;

use chat::{ChatMailLine, chat_lines};
pub use told::ToldMove;
use told::{Chapter, chapters, collapse_repeats};
use wording::Wording;
pub use wording::opponents_in_words;

use crate::config::Settings;
use crate::domain::{GameId, MailPref, Millis};
use crate::engine::Seat;
use crate::engine::board::{BoardLinks, Mark};
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::i18n::{Lang, Msg};
use crate::inbound::reply::Choices;
use crate::service::ServiceError;
use crate::service::mail_out::MailWords;
use crate::service::result::result_msg;
use crate::store::chat::ChatRow;
use crate::store::games::{GameRow, SeatRow};
use crate::store::outbox::{Answerable, BoardToDraw, Hold, MailBoard, NewMail};
use crate::store::users::UserRow;
use crate::words::say;

/// Why a mail is sent.
pub enum MailEvent<'a> {
    /// `by` invited `to` to the game.
    Invited {
        /// Who invited.
        by: &'a str,
        /// The invited player.
        to: &'a UserRow,
    },
    /// `by` imported a record of a finished game with `to` in a seat, for `to` to accept
    /// or decline.
    Record {
        /// Who imported it.
        by: &'a str,
        /// The player asked to accept it.
        to: &'a UserRow,
    },
    /// It became the reader's turn; `since` is what happened since their last move.
    Turn {
        /// The moves since the reader's last move, from the reader's view, each with its
        /// chapter (told grouped under it).
        since: Vec<ToldMove>,
        /// The position the board shows.
        board: Option<Position<'a>>,
        /// What the reader may reply with, when Herald receives mail (the mail can then
        /// be answered with a move).
        choices: Option<Choices>,
    },
    /// The answer to a mail the reader sent to a reply address: a confirmation of the
    /// moves it played, or why it played nothing. Sent whatever the reader's mail
    /// settings: it answers their own mail.
    Answer {
        /// What sets it apart in its Message-ID (from the answered mail's).
        key: String,
        /// The subject, before " #id".
        subject: Msg,
        /// The headline.
        headline: Msg,
        /// The reason a move was refused, with its rule.
        reason: Option<String>,
        /// What the reader may reply with now, when it is still their turn.
        choices: Option<Choices>,
        /// The position the board shows, when the mail shows it.
        board: Option<Position<'a>>,
        /// What the reader's mail played and what followed it up to the next decision
        /// (dice, losses, steps played by orders or by themselves), from the reader's
        /// view, each with its chapter; empty when nothing was played.
        since: Vec<ToldMove>,
    },
    Over {
        /// The moves since the reader's last move, from the reader's view, each with its
        /// chapter.
        since: Vec<ToldMove>,
        /// The position the board shows.
        board: Option<Position<'a>>,
    },
    /// The reader's deadline is near and they have not moved.
    Reminder {
        /// The deadline.
        deadline: Millis,
        /// When the reminder is written.
        now: Millis,
        /// What the reader may reply with, when Herald receives mail.
        choices: Option<Choices>,
    },
    /// Seat `late` ran out of time; the reader may claim the win or keep waiting.
    TimedOut {
        /// The seat out of time.
        late: Seat,
    },
    /// Seat `seat` is vacant: its player left, or ran out of time under `handover`.
    Vacant {
        /// The vacant seat.
        seat: Seat,
        /// Why, in words ("alice left the game").
        why: Msg,
        /// When (keeps the Message-ID unique).
        at: Millis,
    },
    /// The reader took over their seat; `since` briefs them on the latest moves from the
    /// seat's view.
    TookOver {
        /// The latest moves from the seat's view.
        since: Vec<Msg>,
        /// When.
        at: Millis,
    },
    /// Something the players agreed on or proposed (a draw, a pause…), in words.
    Notice {
        /// Keeps the Message-ID unique and stable: what and when.
        tag: String,
        /// The subject, before " #id".
        subject: Msg,
        /// The headline.
        headline: Msg,
    },
    /// `name` took over seat `seat` (to the other players).
    Replaced {
        /// The seat taken over.
        seat: Seat,
        /// The new player.
        name: String,
        /// When.
        at: Millis,
    },
}

/// The position a mail's board shows: `game` as the mail's reader sees it, with `marks` of
/// what changed since their last move. Drawn as the mail is written, or, for a held turn
/// mail, when it leaves its hold (see [`MailBoard`]).
pub struct Position<'a> {
    /// The game as it stands at the mail's move.
    pub game: &'a dyn Game,
    /// What changed since the reader's last move.
    pub marks: Vec<Mark>,
}

impl<'a> Position<'a> {
    /// `game` with `marks` over it.
    pub fn new(game: &'a dyn Game, marks: Vec<Mark>) -> Self {
        Position { game, marks }
    }

    /// `game` with no marks.
    pub fn unmarked(game: &'a dyn Game) -> Self {
        Position::new(game, Vec::new())
    }
}

/// What sets an answer apart in its Message-ID (`MailEvent::Answer`'s `key`): a short hash
/// of the answered mail's.
pub fn answer_key(message_id: &str) -> String {
    use sha2::{Digest, Sha256};
    hex::encode(&Sha256::digest(message_id.as_bytes())[..8])
}

/// The parts every game mail shares.
struct MailContext<'a> {
    /// The mail's words, in its reader's language.
    words: MailWords,
    reader: &'a str,
    title: String,
    game_id: GameId,
    seat: String,
    link: String,
    since: &'a [Chapter],
    headline: String,
    since_title: String,
    result: Option<String>,
    deadline: Option<String>,
    unsubscribe: Option<String>,
    /// Whether the mail shows the board (an image sent with it as `cid:board`).
    board: bool,
    /// Why a mailed move was refused, with its rule.
    reason: Option<&'a str>,
    /// What the reader may reply with, when the mail can be answered with a move, in
    /// the reader's words.
    choices: Option<Choices>,
    /// The kind's notation help page.
    notation: String,
    /// The chat messages the reader has not seen.
    chat: Vec<ChatMailLine>,
}

impl MailContext<'_> {
    /// The game's title and number: "Rosenkönig #12".
    fn game(&self) -> String {
        format!("{} #{}", self.title, self.game_id)
    }
}

impl MailEvent<'_> {
    /// What the reader may reply with, when the mail can be answered with a move.
    fn choices(&self) -> Option<&Choices> {
        match self {
            MailEvent::Turn { choices, .. } | MailEvent::Answer { choices, .. } => choices.as_ref(),
            _ => None,
        }
    }
}

#[derive(Template)]
#[template(path = "mail/game.txt")]
struct GameText<'a> {
    m: &'a MailContext<'a>,
}

#[derive(Template)]
#[template(path = "mail/game.html")]
struct GameHtml<'a> {
    m: &'a MailContext<'a>,
}

/// The result of the game of `event`'s mail in `lang`, once it is finished.
fn result_line(game: &MailGame<'_>, event: &MailEvent<'_>, lang: Lang) -> Option<String> {
    let result: serde_json::Value = serde_json::from_str(game.row.result.as_deref()?).ok()?;
    let outcome = event
        .position()
        .and_then(|p| p.game.outcome())
        .map(|o| o.reason);
    Some(say(lang, &result_msg(game.kind, &result, outcome)))
}

/// The game a mail is about, as just written.
pub struct MailGame<'a> {
    /// The game's row.
    pub row: &'a GameRow,
    /// Its kind.
    pub kind: &'a dyn Kind,
    /// Its seats.
    pub seats: &'a [SeatRow],
}

impl MailEvent<'_> {
    /// The moves the mail tells, from the reader's view, grouped by chapter, in the
    /// reader's `lang` (none for most events).
    fn chapters(&self, lang: Lang) -> Vec<Chapter> {
        match self {
            MailEvent::Turn { since, .. }
            | MailEvent::Over { since, .. }
            | MailEvent::Answer { since, .. } => chapters(since, lang),
            MailEvent::TookOver { since, .. } if !since.is_empty() => vec![Chapter {
                heading: None,
                lines: collapse_repeats(since, lang),
            }],
            _ => Vec::new(),
        }
    }

    /// The position the mail's board shows, if any.
    fn position(&self) -> Option<&Position<'_>> {
        match self {
            MailEvent::Turn { board, .. }
            | MailEvent::Over { board, .. }
            | MailEvent::Answer { board, .. } => board.as_ref(),
            _ => None,
        }
    }
}

/// The board of `event`'s mail to `reader`: none when the mail shows none or the kind draws
/// none; a held mail's is drawn when it is sent (`held`), any other now.
fn board_of_mail(
    kind: &dyn Kind,
    event: &MailEvent<'_>,
    reader: Seat,
    lang: Lang,
    held: bool,
) -> Option<MailBoard> {
    let position = event.position().filter(|_| kind.draws_board())?;
    let to_draw = BoardToDraw {
        seat: reader,
        marks: position.marks.clone(),
        lang,
    };
    if held {
        return Some(MailBoard::Held(to_draw));
    }
    board_of(kind, position.game, &to_draw).map(MailBoard::Drawn)
}

/// The board as its reader sees `game`, with the marks of what changed since their last
/// move and labels in their language, for a mail; none when the kind draws no board.
pub fn board_of(kind: &dyn Kind, game: &dyn Game, to_draw: &BoardToDraw) -> Option<String> {
    let view = game.view(Some(to_draw.seat));
    let svg = kind.board(&view, &[], &BoardLinks::none(to_draw.lang), &to_draw.marks);
    (!svg.is_empty()).then_some(svg)
}

/// What `reader` may reply to a mail with, in `game` as it stands, each listed action in
/// the game's words (as the confirm question says it, see `Rules::explain`): none when
/// Herald receives no mail (`HERALD_INBOUND_DOMAIN` unset) or the reader has nothing to
/// decide.
pub fn choices_of(settings: &Settings, game: &dyn Game, reader: Seat) -> Option<Choices> {
    settings.inbound_domain.as_ref()?;
    let legal = game.actions(reader);
    (!legal.is_empty()).then(|| Choices::of(legal).explained(|action| game.explain(reader, action)))
}

/// Who a mail goes to, and how they want their mail.
struct Recipient<'a> {
    name: &'a str,
    /// The language they read Herald in.
    lang: Lang,
    address: &'a str,
    pref: Option<MailPref>,
    unsubscribe_key: Option<&'a String>,
    /// They muted this game's mail.
    muted: bool,
}

impl<'a> Recipient<'a> {
    /// The invited player for an invitation or a record, else the player in seat
    /// `reader`; none when nobody sits there yet.
    fn of(seats: &'a [SeatRow], reader: Seat, event: &'a MailEvent<'_>) -> Option<Self> {
        match event {
            MailEvent::Invited { to, .. } | MailEvent::Record { to, .. } => Some(Recipient {
                name: &to.name,
                lang: to.lang(),
                address: to.email.as_str(),
                pref: Some(to.mail),
                unsubscribe_key: to.unsubscribe_key.as_ref(),
                muted: false,
            }),
            _ => {
                let seat = &seats[reader.index()];
                match (&seat.player, &seat.email) {
                    (Some(name), Some(email)) => Some(Recipient {
                        name,
                        lang: seat.lang(),
                        address: email,
                        pref: seat.mail,
                        unsubscribe_key: seat.unsubscribe_key.as_ref(),
                        muted: seat.muted,
                    }),
                    _ => None,
                }
            }
        }
    }

    /// Whether they want this mail: a player who turned mail off gets none; one who reads
    /// a daily digest gets no turn mails (the digest lists the games waiting on them); a
    /// muted game sends none.
    fn wants(&self, event: &MailEvent<'_>) -> bool {
        let digest_reader = self.pref == Some(MailPref::Digest);
        if matches!(event, MailEvent::Answer { .. }) {
            return true;
        }
        !(self.pref == Some(MailPref::Off)
            || self.muted
            || (digest_reader && matches!(event, MailEvent::Turn { .. })))
    }
}

/// Renders the mail for seat `reader` of a game; none when nobody sits there yet, or when
/// the reader does not want it.
///
/// # Errors
/// Template errors.
pub fn render(
    settings: &Settings,
    game: &MailGame<'_>,
    reader: Seat,
    event: MailEvent<'_>,
) -> Result<Option<NewMail>, ServiceError> {
    render_with_chat(settings, game, reader, event, &[])
}

/// [`render`], the mail carrying `chat`, the messages the reader has not seen (see
/// `crate::service::chat::UnseenChat`).
///
/// # Errors
/// Template errors.
pub fn render_with_chat(
    settings: &Settings,
    game: &MailGame<'_>,
    reader: Seat,
    event: MailEvent<'_>,
    chat: &[ChatRow],
) -> Result<Option<NewMail>, ServiceError> {
    let Some(to) = Recipient::of(game.seats, reader, &event) else {
        return Ok(None);
    };
    if !to.wants(&event) {
        return Ok(None);
    }
    let unsubscribe_url = to
        .unsubscribe_key
        .map(|key| format!("{}/unsubscribe/{key}", settings.base_url()));
    let wording = Wording::new(game, reader, to.lang);
    let id = game.row.id;
    let since = event.chapters(to.lang);
    let hold = hold(settings, game, reader, &event);
    let board = board_of_mail(game.kind, &event, reader, to.lang, hold.is_some());
    let words = MailWords(to.lang);
    let context = MailContext {
        words,
        reader: to.name,
        title: wording.title(),
        game_id: id,
        seat: words.say(wording.seat_words(reader.index())),
        link: format!("{}/games/{id}", settings.base_url()),
        since: &since,
        headline: wording.headline(&event),
        result: matches!(event, MailEvent::Over { .. } | MailEvent::Record { .. })
            .then(|| result_line(game, &event, to.lang))
            .flatten(),
        since_title: words.t(match event {
            MailEvent::TookOver { .. } => "mail-since-took-over",
            MailEvent::Answer { .. } => "mail-since-answer",
            _ => "mail-since-your-last-move",
        }),
        unsubscribe: unsubscribe_url.clone(),
        // A turn mail (or an answer) is written as the change it tells is: its times
        // count from then.
        deadline: match event {
            MailEvent::Turn { .. } | MailEvent::Answer { .. } => game.seats[reader.index()]
                .deadline
                .map(|at| wording.reader_at(game.row.updated_at).at(at)),
            _ => None,
        },
        board: board.is_some(),
        reason: match &event {
            MailEvent::Answer { reason, .. } => reason.as_deref(),
            _ => None,
        },
        choices: event.choices().map(|c| {
            c.clone()
                .worded(|action| c.explanation(action).map(|m| words.say(m)))
        }),
        notation: format!(
            "{}/kinds/{}/notation",
            settings.base_url(),
            game.kind.kind()
        ),
        chat: chat_lines(chat, &wording.reader_at(game.row.updated_at)),
    };
    let (message_id, thread) = message_ids(settings, game.row, &wording.tag(&event));
    Ok(Some(NewMail {
        game_id: Some(id),
        to_addr: to.address.to_string(),
        to_name: to.name.to_string(),
        subject: wording.subject(&event),
        body_text: GameText { m: &context }
            .render()
            .map_err(anyhow::Error::new)?,
        body_html: GameHtml { m: &context }
            .render()
            .map_err(anyhow::Error::new)?,
        message_id,
        thread_id: Some(thread),
        unsubscribe_url,
        board,
        hold,
        reply: event.choices().map(|_| Answerable {
            seat: reader,
            seq: game.row.seq,
        }),
    }))
}

/// A turn mail waits `HERALD_MAIL_HOLD_MS` for its reader to look at the game first (see
/// [`Hold`]); other mails, and every mail when the hold is 0, go at once.
fn hold(
    settings: &Settings,
    game: &MailGame<'_>,
    reader: Seat,
    event: &MailEvent<'_>,
) -> Option<Hold> {
    let for_ms = i64::try_from(settings.mail_hold_ms).unwrap_or(i64::MAX);
    match event {
        MailEvent::Turn { .. } if for_ms > 0 => Some(Hold {
            user_id: game.seats[reader.index()].user_id?,
            seq: game.row.seq,
            for_ms,
        }),
        _ => None,
    }
}

/// The Message-ID of the mail `tag` sets apart, and the thread of its game. Stable ids:
/// the same event always gets the same Message-ID (a retry is the same mail), and the
/// seed hash keeps ids unique across databases.
fn message_ids(settings: &Settings, row: &GameRow, tag: &str) -> (String, String) {
    let domain = settings.mail_domain();
    let id = row.id;
    let thread = format!("game{id}.{}@{domain}", &row.seed_hash[..12]);
    let message_id = format!("{tag}.game{id}.{}@{domain}", &row.seed_hash[..12]);
    (message_id, thread)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod words_tests;
