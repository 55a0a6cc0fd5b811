//! A mail as it is sent: the MIME message of an outbox row (plain text, HTML and the
//! board's picture), its `Reply-To` for an answer by mail, and the board of a held turn
//! mail drawn as it leaves its hold.

use std::borrow::Cow;
use std::sync::Arc;

use anyhow::Context;
use lettre::Message;
use lettre::message::header::ContentType;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};

use super::png;
use crate::domain::{GameId, Seq};
use crate::inbound::token::ReplyTo;
use crate::store::outbox::{BoardToDraw, MailRow};

/// How Herald signs its mails: the sender, and how the reply address of a mail that can
/// be answered with a move is made.
#[derive(Clone, Debug)]
pub struct Letterhead {
    /// The `From` mailbox.
    pub from: Mailbox,
    /// The inbound domain and the server's "reply" secret, when Herald receives mail.
    pub replies: Option<(String, Arc<[u8]>)>,
}

impl Letterhead {
    /// The `Reply-To` of `row`: `move+<token>@<inbound domain>` for a mail that can be
    /// answered with a move, when Herald receives mail.
    fn reply_to(&self, row: &MailRow) -> Option<Mailbox> {
        let (domain, key) = self.replies.as_ref()?;
        let reply = ReplyTo {
            game: row.game_id?,
            seat: row.reply_seat?,
            seq: row.reply_seq?,
        };
        let address = reply.address(key, domain).parse().ok()?;
        Some(Mailbox::new(
            Some(self.from.name.clone().unwrap_or_else(|| "Herald".into())),
            address,
        ))
    }
}

/// Draws the board of a held turn mail as it leaves its hold (see
/// `store::outbox::MailBoard::Held`): the service knows the games; the worker sends.
pub trait Boards: Send + Sync {
    /// The SVG of game `game`'s board after move `seq` as `to_draw.seat` sees it, with its
    /// marks; none when the game no longer reaches that move or draws no board.
    ///
    /// # Errors
    /// When the game cannot be read or replayed.
    fn draw(&self, game: GameId, seq: Seq, to_draw: &BoardToDraw)
    -> anyhow::Result<Option<String>>;
}

/// The SVG of the board `row` shows: as drawn when it was written, or drawn now by
/// `boards` (a held turn mail's). A board that cannot be drawn leaves the mail without it
/// (logged): the mail goes anyway.
pub(super) fn board_svg<'r>(row: &'r MailRow, boards: &dyn Boards) -> Option<Cow<'r, str>> {
    if let Some(svg) = &row.board_svg {
        return Some(Cow::Borrowed(svg));
    }
    let to_draw = row.board_to_draw.as_deref()?;
    let drawn = serde_json::from_str::<BoardToDraw>(to_draw)
        .context("read the board to draw")
        .and_then(|to_draw| {
            let game = row.game_id.context("a held mail of no game")?;
            let seq = row.held_seq.context("a board to draw at no move")?;
            boards.draw(game, seq, &to_draw)
        });
    match drawn {
        Ok(svg) => svg.map(Cow::Owned),
        Err(e) => {
            tracing::error!(mail = row.id, "the held mail's board: {e:#}");
            None
        }
    }
}

/// Builds the MIME message of an outbox row, showing `board` (SVG) as a picture.
///
/// # Errors
/// Bad addresses.
pub fn build_message(
    row: &MailRow,
    board: Option<&str>,
    letterhead: &Letterhead,
) -> anyhow::Result<Message> {
    let from = &letterhead.from;
    let to = Mailbox::new(
        Some(row.to_name.clone()),
        row.to_addr.parse().context("recipient address")?,
    );
    let mut builder = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(&row.subject)
        .message_id(Some(format!("<{}>", row.message_id)));
    if let Some(reply_to) = letterhead.reply_to(row) {
        builder = builder.reply_to(reply_to);
    }
    if let Some(thread) = &row.thread_id {
        builder = builder
            .in_reply_to(format!("<{thread}>"))
            .references(format!("<{thread}>"));
    }
    let mut message = builder
        .multipart(body(row, board))
        .context("build the message")?;
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("Auto-Submitted"),
        "auto-generated".to_string(),
    ));
    // RFC 8058: one click in the mail client turns the recipient's mail off, signed out.
    if let Some(url) = &row.unsubscribe_url {
        message.headers_mut().insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            format!("<{url}>"),
        ));
        message.headers_mut().insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_string(),
        ));
    }
    Ok(message)
}

/// The body: plain text and HTML; the HTML with the board's picture beside it when the
/// mail shows the board. A board that cannot be drawn leaves the mail without it (logged):
/// the mail goes anyway.
fn body(row: &MailRow, board: Option<&str>) -> MultiPart {
    let plain = SinglePart::plain(row.body_text.clone());
    let html = SinglePart::html(row.body_html.clone());
    let picture = board.and_then(|svg| match png::render(svg) {
        Ok((png, _, _)) => Some(png),
        Err(e) => {
            tracing::error!(mail = row.id, "the board's picture: {e:#}");
            None
        }
    });
    match picture {
        None => MultiPart::alternative().singlepart(plain).singlepart(html),
        Some(png) => {
            let image = Attachment::new_inline(BOARD_CID.to_string()).body(
                png,
                ContentType::parse("image/png").expect("a content type"),
            );
            MultiPart::alternative()
                .singlepart(plain)
                .multipart(MultiPart::related().singlepart(html).singlepart(image))
        }
    }
}

/// The Content-ID the HTML names the board's picture by (`cid:board`).
const BOARD_CID: &str = "board";
