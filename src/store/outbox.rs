//! The transactional mail outbox: rows are written in the same transaction as the move
//! that causes them, and a worker leases, sends and marks them.

use crate::domain::{GameId, Millis, Seq};
use crate::engine::Seat;
use crate::engine::board::Mark;
use crate::i18n::Lang;
use crate::store::access::{Access, each_engine};
use sqlx::FromRow;

/// A mail to send.
#[derive(Clone, Debug, FromRow)]
pub struct MailRow {
    /// Primary key.
    pub id: i64,
    /// The game it belongs to, if any.
    pub game_id: Option<GameId>,
    /// Recipient address.
    pub to_addr: String,
    /// Recipient's name.
    pub to_name: String,
    /// Subject line.
    pub subject: String,
    /// Plain-text body.
    pub body_text: String,
    /// HTML body.
    pub body_html: String,
    /// Stable Message-ID, without angle brackets.
    pub message_id: String,
    /// The thread's root Message-ID (In-Reply-To and References), without angle brackets.
    pub thread_id: Option<String>,
    /// The one-click unsubscribe link (RFC 8058), if the mail has one.
    pub unsubscribe_url: Option<String>,
    /// Attempts so far.
    pub attempts: i64,
    /// The board as the reader sees it (SVG), shown in the mail as an image, when it was
    /// drawn as the mail was written.
    pub board_svg: Option<String>,
    /// The board to draw when the mail is sent (a held turn mail's, see [`BoardToDraw`]),
    /// as JSON.
    pub board_to_draw: Option<String>,
    /// The move a held turn mail tells of: its board is the game after it.
    pub held_seq: Option<Seq>,
    /// The seat a reply to it moves for, if it can be answered with a move.
    pub reply_seat: Option<Seat>,
    /// The move a reply to it answers.
    pub reply_seq: Option<Seq>,
}

/// A mail to queue.
#[derive(Clone, Debug, serde::Serialize)]
pub struct NewMail {
    /// The game.
    pub game_id: Option<GameId>,
    /// Recipient address.
    pub to_addr: String,
    /// Recipient name.
    pub to_name: String,
    /// Subject.
    pub subject: String,
    /// Plain text.
    pub body_text: String,
    /// HTML.
    pub body_html: String,
    /// Stable Message-ID.
    pub message_id: String,
    /// Thread root.
    pub thread_id: Option<String>,
    /// The recipient's one-click unsubscribe link.
    pub unsubscribe_url: Option<String>,
    /// The board the mail shows as an image, if any.
    pub board: Option<MailBoard>,
    /// A turn mail is held a while, and not sent if its reader looks first.
    pub hold: Option<Hold>,
    /// The seat and move a reply to it plays for (its `Reply-To` is made from them when it
    /// is sent, if Herald receives mail); none: it cannot be answered with a move.
    pub reply: Option<Answerable>,
}

/// The board a mail shows as an image.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum MailBoard {
    /// Drawn as the mail was written (SVG).
    Drawn(String),
    /// Drawn when the mail leaves its [`Hold`]: most held turn mails are never sent (their
    /// reader looks first), so their board is not drawn nor stored until one is.
    Held(BoardToDraw),
}

/// A held turn mail's board, drawn when the mail is sent: the game after the mail's move
/// (the hold's `seq`) as `seat` sees it, with `marks` of what changed since that seat's
/// last move, labelled in the reader's `lang`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BoardToDraw {
    /// The reader's seat.
    pub seat: Seat,
    /// What changed since the reader's last move.
    pub marks: Vec<Mark>,
    /// The language the reader reads the mail in (English for a mail held before boards
    /// were worded, which stored none).
    #[serde(default)]
    pub lang: Lang,
}

impl NewMail {
    /// The board's SVG, when it was drawn as the mail was written.
    pub fn board_svg(&self) -> Option<&str> {
        match &self.board {
            Some(MailBoard::Drawn(svg)) => Some(svg),
            _ => None,
        }
    }

    /// The board to draw when the mail is sent, as stored (JSON).
    pub fn board_to_draw(&self) -> Option<String> {
        match &self.board {
            Some(MailBoard::Held(later)) => {
                Some(serde_json::to_string(later).expect("marks serialize"))
            }
            _ => None,
        }
    }
}

/// The seat of a mail's game that a reply to the mail moves for, and the move it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Answerable {
    /// The seat's index.
    pub seat: Seat,
    /// The game's move when the mail was written.
    pub seq: Seq,
}

/// How a turn mail waits: one mail per real wait. A player who plays live looks at the game
/// before the hold is over and gets no mail; one who is away gets it once.
#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct Hold {
    /// The reader, whose look at the game cancels the mail.
    pub user_id: i64,
    /// The move the mail tells of: a look at the game at this move or later cancels it.
    pub seq: Seq,
    /// How long the mail waits after it is queued (`HERALD_MAIL_HOLD_MS`).
    pub for_ms: i64,
}

impl NewMail {
    /// When the mail may be sent, queued at `now`: at once, or after its hold.
    pub fn due(&self, now: Millis) -> Millis {
        match self.hold {
            Some(hold) => Millis(now.0.saturating_add(hold.for_ms.max(0))),
            None => now,
        }
    }
}

/// Queues a mail, due now or after its [`Hold`]. A mail whose Message-ID is already queued
/// is not queued twice.
///
/// # Errors
/// Database errors.
pub async fn queue(conn: &mut impl Access, mail: &NewMail, now: Millis) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "INSERT INTO outbox (game_id, to_addr, to_name, subject, body_text, body_html, message_id, thread_id, unsubscribe_url, next_attempt_at, created_at, board_svg, board_to_draw, held_for, held_seq, reply_seat, reply_seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) ON CONFLICT (message_id) DO NOTHING",
    )
    .bind(mail.game_id)
    .bind(&mail.to_addr)
    .bind(&mail.to_name)
    .bind(&mail.subject)
    .bind(&mail.body_text)
    .bind(&mail.body_html)
    .bind(&mail.message_id)
    .bind(&mail.thread_id)
    .bind(&mail.unsubscribe_url)
    .bind(mail.due(now))
    .bind(now)
    .bind(mail.board_svg())
    .bind(mail.board_to_draw())
    .bind(mail.hold.map(|h| h.user_id))
    .bind(mail.hold.map(|h| h.seq))
    .bind(mail.reply.map(|r| r.seat))
    .bind(mail.reply.map(|r| r.seq))
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// Leases up to `limit` due mails, oldest first, to `holder` (the worker's process, see
/// [`crate::store::Db::holder`]) until `lease_until`, so no other worker, in this process
/// or another, sends them meanwhile. Held turn mails whose reader no longer has the turn are marked
/// `seen` instead (see [`Hold`]). A worker that dies mid-send loses its lease and the mails are
/// tried again.
///
/// # Errors
/// Database errors.
pub async fn claim_due(
    conn: &mut impl Access,
    now: Millis,
    lease_until: Millis,
    limit: i64,
    holder: &str,
) -> sqlx::Result<Vec<MailRow>> {
    // A held turn mail whose reader no longer has the turn (the game ended, was taken over
    // or moved on without them) would tell of a turn that is gone: it is not sent (nor its
    // board drawn: the SVG goes, as when its reader looks, see `store::looks::write`).
    each_engine!(conn, c => sqlx::query(
        "UPDATE outbox SET status = 'seen', seen_at = $1, board_svg = NULL
         WHERE status = 'pending' AND held_for IS NOT NULL AND next_attempt_at <= $2
           AND (leased_until IS NULL OR leased_until <= $3)
           AND NOT EXISTS (SELECT 1 FROM seats s JOIN games g ON g.id = s.game_id
                           WHERE s.game_id = outbox.game_id AND s.user_id = outbox.held_for
                             AND s.to_act AND g.status IN ('active', 'abandoned'))",
    )
    .bind(now)
    .bind(now)
    .bind(now)
    .execute(c).await.map(|done| done.rows_affected()))?;
    // On PostgreSQL, rows another process is leasing at this moment are skipped, not waited
    // for: each process leases mails nobody else holds.
    let mut rows: Vec<MailRow> = each_engine!(conn, c, engine => sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE outbox SET leased_until = $1, leased_by = $5, attempts = attempts + 1
         WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2
                        AND (leased_until IS NULL OR leased_until <= $3) ORDER BY next_attempt_at, id LIMIT $4{skip})
         RETURNING id, game_id, to_addr, to_name, subject, body_text, body_html, message_id, thread_id, unsubscribe_url, attempts, board_svg, board_to_draw, held_seq, reply_seat, reply_seq",
        skip = engine.pick("", " FOR UPDATE SKIP LOCKED"),
    )))
    .bind(lease_until)
    .bind(now)
    .bind(now)
    .bind(limit)
    .bind(holder)
    .fetch_all(c).await)?;
    // RETURNING gives no order; send in the order the mails were queued.
    rows.sort_by_key(|r| r.id);
    Ok(rows)
}

/// Marks mails sent, in one statement.
///
/// # Errors
/// Database errors.
pub async fn mark_sent(conn: &mut impl Access, ids: &[i64], now: Millis) -> sqlx::Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    each_engine!(conn, c, engine => sqlx::query(sqlx::AssertSqlSafe(format!(
        "UPDATE outbox SET status = 'sent', sent_at = $1, leased_until = NULL, leased_by = NULL,
                           last_error = NULL
         WHERE id IN ({ids})",
        ids = engine.pick(
            "SELECT value FROM json_each($2)",
            "SELECT value::BIGINT FROM json_array_elements_text($2::JSON)"
        )
    )))
    .bind(now)
    .bind(serde_json::to_string(ids).expect("ids serialize"))
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// Records a failed attempt: try again at `next_attempt_at`, or give up (`dead`).
///
/// # Errors
/// Database errors.
pub async fn mark_failed(
    conn: &mut impl Access,
    id: i64,
    error: &str,
    next_attempt_at: Millis,
    dead: bool,
) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query(
        "UPDATE outbox SET status = CASE WHEN $1 THEN 'dead' ELSE 'pending' END, last_error = $2,
                next_attempt_at = $3, leased_until = NULL, leased_by = NULL WHERE id = $4",
    )
    .bind(dead)
    .bind(error)
    .bind(next_attempt_at)
    .bind(id)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// The earliest time a pending mail is due (its lease, if it has one, run out), if any:
/// before it [`claim_due`] finds nothing to lease nor to mark seen.
const NEXT_DUE: &str = "SELECT min(CASE WHEN leased_until > next_attempt_at THEN leased_until ELSE next_attempt_at END)
    FROM outbox WHERE status = 'pending'";

/// The earliest time a pending mail is due, if any (see [`NEXT_DUE`]), on a read
/// connection (see [`super::read`]): the mail worker asks it every time mail is queued,
/// and a turn mail is held for minutes, so most times nothing is due.
///
/// # Errors
/// Database errors.
pub fn read_next_due(conn: super::sql::Conn<'_>) -> super::sql::Result<Option<Millis>> {
    conn.query_row(NEXT_DUE, &[], |row| row.get(0))
}

/// Counts of mails by status: (pending, sent, dead).
///
/// # Errors
/// Database errors.
pub async fn counts(conn: &mut impl Access) -> sqlx::Result<(i64, i64, i64)> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'sent'),
                count(*) FILTER (WHERE status = 'dead') FROM outbox",
    )
    .fetch_one(c).await)
}
