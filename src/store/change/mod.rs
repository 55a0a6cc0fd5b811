//! A change to a game as the one writer writes it (see [`super::writer`]): whatever a
//! decision changes — the log (entries appended, or the tail taken back), the game's
//! status and whose turn it is with every seat's clock, the snapshot, the mails, the chat
//! its mails carried — written together under the version the decision was made on. Each
//! change is decided by its own request; the writer takes every change waiting at that
//! moment and writes them in one transaction, each under a savepoint.

use super::ahead::Given;
use super::games::ClockWrite;
use super::outbox::NewMail;
use super::sql::{self, Conn, EachEngine};
use super::undo::{HandedOver, TakeBack};
pub use super::write_error::WriteError;
use super::write_error::refusal;
use crate::domain::{GameId, GameStatus, Millis, Proposal, Seq};
use crate::engine::Seat;
use crate::engine::auto::By;
use crate::store::seat_wishes::forget_ahead;
use game_row::{GameWrite, write_game};
use seats::write_seats;

mod game_row;
mod seats;

/// One entry of the move log: a move, who played it for its seat, and its number.
#[derive(Clone, Debug, serde::Serialize)]
pub struct LogEntry {
    /// The move's seq: the game's seq before it, plus one.
    pub seq: Seq,
    /// The seat that moved (or that the server moved for).
    pub seat_index: Seat,
    /// The action's notation.
    pub action: String,
    /// Who decided it: the seat's player, or the server (forced, or the seat's orders).
    #[serde(serialize_with = "by_word")]
    pub made_by: By,
    /// When it was played, if not at the change's time: a move of an imported log.
    #[serde(skip)]
    pub at: Option<Millis>,
}

fn by_word<S: serde::Serializer>(by: &By, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(by.as_str())
}

/// Everything one decision changes in a game, decided before anything is written: all of
/// it is written, or nothing.
#[derive(Debug, serde::Serialize)]
pub struct GameChange {
    /// The game.
    pub game_id: GameId,
    /// The game's version when the change was decided: it is written only if the game is
    /// still at it (nothing else changed it in between).
    pub version: i64,
    /// When.
    pub at: Millis,
    /// What happens to the log.
    pub log: LogChange,
    /// The game's status, result and whose turn it is, with every seat's clock, as the
    /// change leaves them; none when it leaves them as they are.
    pub turn: Option<TurnWrite>,
    /// The proposal standing and the pause, as the change leaves them; none when it
    /// leaves them as they are (the end of a game ends both).
    pub agreement: Option<AgreementWrite>,
    /// What happens to single seats beyond the turn and the clocks: who holds them, a
    /// time-out, a reminder, a nudge (see [`SeatEvent`]).
    pub seat_events: Vec<SeatEvent>,
    /// The mails the change causes.
    pub mails: Vec<NewMail>,
    /// The chat messages those mails carry: once they are written, their readers have
    /// seen them.
    pub chat_seen: Vec<ChatSeen>,
    /// The Message-ID of the reply to a turn mail the player's moves came in, recorded
    /// with them (`inbound_mails`), so that the same mail delivered again is not read again.
    pub from_mail: Option<String>,
    /// The decisions given ahead the move was checked with, and what is left of them after
    /// it (see [`AheadWrite`]); none for a write that leaves them alone.
    pub ahead: Option<AheadWrite>,
    /// The turn as it stood before these entries, when they hand it to other seats: kept
    /// so that the hand-over may be taken back until they have seen it (see
    /// `store::undo`); none for a write that hands nothing over.
    pub handed_over: Option<HandedOver>,
    /// The last player a record waited for accepts it: from now on it is a game like any
    /// other (`store::records`).
    pub record_accepted: bool,
    /// The operator's command that made the change, on record in the audit trail with it.
    pub audit: Option<AuditLine>,
}

/// What the operator did to a game, for the audit trail.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct AuditLine {
    /// Who (the operator's name on the command line).
    pub actor: String,
    /// The command.
    pub action: &'static str,
    /// What exactly.
    pub detail: String,
}

/// What a change does to the game's log.
#[derive(Debug, serde::Serialize)]
pub enum LogChange {
    /// The log stays as it is (an ending outside the log, a seat change …).
    Keep,
    /// Moves appended: a player's move and the steps the server played at once after it
    /// (forced, or by standing orders), in order — the first one's seq is the game's seq
    /// when the change was decided, plus one, and each next one follows on; never empty —
    /// and the engine's state after the last one.
    Append {
        /// The entries.
        entries: Vec<LogEntry>,
        /// The engine's state after the last entry.
        snapshot: String,
    },
    /// The tail of the log taken back (see [`TakeBack`]).
    TakeBack(TakeBack),
}

/// The game's status and whose turn it is, as a change leaves them.
#[derive(Debug, serde::Serialize)]
pub struct TurnWrite {
    /// The game's status: active, or finished (which also ends any proposal and pause).
    pub status: GameStatus,
    /// The result JSON when the change ends the game.
    pub result: Option<String>,
    /// Since when the seats to act have had the turn (none once finished).
    pub turn_since: Option<Millis>,
    /// The seats that may act.
    pub to_act: Vec<Seat>,
    /// Each seat's clock, in seat order.
    pub clocks: Vec<ClockWrite>,
}

/// What the players agreed on, as a change leaves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct AgreementWrite {
    /// The proposal standing and the seat that made it, if any.
    pub proposal: Option<(Proposal, Seat)>,
    /// Since when the game is paused, if it is.
    pub paused_at: Option<Millis>,
}

/// What happens to one seat of a game beyond its turn and its clock. Each is written only
/// if the seat still stands as the decision saw it in what the game's version does not
/// cover; else the change is stale, and decided again on the seat as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum SeatEvent {
    /// Its player leaves, or is replaced after a time-out: the seat has no player, no
    /// invitation, no clock (neither running nor kept for a pause's end: a vacant seat
    /// waits for a replacement, whose clock starts afresh), no time-out, no reminder, no
    /// nudge, no standing orders, no decision given ahead (they were the player's, secret
    /// from whoever comes next), and neither its mail nor its chat muted (that was the
    /// player's wish, not the next one's).
    Vacated {
        /// The seat.
        seat: Seat,
    },
    /// A player takes the seat, vacant (and any invitation to it ends).
    Taken {
        /// The seat.
        seat: Seat,
        /// The player.
        user_id: i64,
    },
    /// The invitation waiting in the vacant seat ends (declined, or withdrawn).
    Uninvited {
        /// The seat.
        seat: Seat,
    },
    /// The operator gives the seat to another player, whoever held it: any invitation,
    /// time-out, standing orders and decision given ahead end with the last player (they
    /// were theirs).
    Reassigned {
        /// The seat.
        seat: Seat,
        /// The player now in it.
        user_id: i64,
    },
    /// Its time ran out at the change's time, and its opponents may claim the win.
    TimedOut {
        /// The seat.
        seat: Seat,
    },
    /// Its player was reminded of the deadline, not reminded of it before.
    Reminded {
        /// The seat.
        seat: Seat,
        /// The deadline.
        deadline: Millis,
    },
    /// Its player nudged the others at the change's time, not having nudged after
    /// `not_since`.
    Nudged {
        /// The seat.
        seat: Seat,
        /// The latest previous nudge allowed.
        not_since: Millis,
    },
}

/// What a queued mail carried to seat `seat` of the chat: the messages up to `last_id`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ChatSeen {
    /// The reader's seat.
    pub seat: Seat,
    /// The newest message the mail carried.
    pub last_id: i64,
}

/// Each seat's decision given ahead (in seat order) as the move path read it and as the
/// move leaves it (played, or forgotten once its decision went by). The move is stale if
/// they changed since they were read: a decision given meanwhile is then played by the move
/// checked again, never left waiting.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct AheadWrite {
    /// As read with the game.
    pub read: Vec<Option<Given>>,
    /// As the move leaves them.
    pub left: Vec<Option<Given>>,
}

impl GameChange {
    /// A change of game `game_id`, decided at `version`, that changes nothing yet.
    pub fn of(game_id: GameId, version: i64, at: Millis) -> Self {
        GameChange {
            game_id,
            version,
            at,
            log: LogChange::Keep,
            turn: None,
            agreement: None,
            seat_events: Vec::new(),
            mails: Vec::new(),
            chat_seen: Vec::new(),
            from_mail: None,
            ahead: None,
            handed_over: None,
            record_accepted: false,
            audit: None,
        }
    }

    /// The entries the change appends to the log (none for any other change).
    pub fn entries(&self) -> &[LogEntry] {
        match &self.log {
            LogChange::Append { entries, .. } => entries,
            _ => &[],
        }
    }

    /// The seq of the last entry appended, if any: the game's seq once written.
    pub fn last_seq(&self) -> Option<Seq> {
        self.entries().last().map(|e| e.seq)
    }

    /// The seq of `seat`'s last move that its player made in these entries, if any.
    fn player_moved(&self, seat: Seat) -> Option<Seq> {
        self.entries()
            .iter()
            .rev()
            .find(|e| e.seat_index == seat && e.made_by.is_players())
            .map(|e| e.seq)
    }
}

/// Writes one change: checks the version, then each part it has, one statement per table
/// — the decisions given ahead, the log, the seats, the mails and what they carried, and
/// last the game's row (its seq, status, turn, agreement and the turn kept for a
/// take-back), which moves the game's version on once when the change changed a value a
/// decision is checked against (migration 0023). Refused as stale unless the game is still
/// at the version the change was decided on, and by the database unless each entry is the
/// next move of a game in play (trigger `moves_in_sequence`); on any error the caller
/// rolls the change back.
pub(super) fn write_change(conn: Conn<'_>, m: &GameChange) -> Result<(), WriteError> {
    // The caller holds the write transaction and the game's row: nothing can change the
    // game between this check and the writes below.
    let stored: Option<(i64, bool)> = conn
        .query_opt(STORED_FOR_WRITE.on(conn), &[&m.game_id], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .map_err(refusal)?;
    let Some((version, open)) = stored else {
        return Err(WriteError::Stale);
    };
    if version != m.version {
        return Err(WriteError::Stale);
    }
    apply_change(conn, m, open, m.at)
}

/// A game's version as a write checks it, the row held until the write commits: SQLite's
/// write transaction holds the whole file already; PostgreSQL locks the row, so that two
/// processes writing the same game wait for each other and the second sees the first's
/// version (issue 29).
pub(in crate::store) const VERSION_FOR_WRITE: EachEngine = EachEngine {
    sqlite: "SELECT version FROM games WHERE id = ?1",
    postgres: "SELECT version FROM games WHERE id = ?1 FOR UPDATE",
};

/// [`VERSION_FOR_WRITE`], and whether the game is open.
const STORED_FOR_WRITE: EachEngine = EachEngine {
    sqlite: "SELECT version, status = 'open' FROM games WHERE id = ?1",
    postgres: "SELECT version, status = 'open' FROM games WHERE id = ?1 FOR UPDATE",
};

/// Writes each part of change `m` of a game that is `open` (or not), the version checked
/// (see [`write_change`]), or the game's row just written (a new game's first change);
/// the game's row says it changed at `updated_at` (the change's own time, or an imported
/// game's last).
pub(super) fn apply_change(
    conn: Conn<'_>,
    m: &GameChange,
    open: bool,
    updated_at: Millis,
) -> Result<(), WriteError> {
    if let Some(ahead) = &m.ahead {
        write_ahead(conn, m.game_id, ahead)?;
    }
    // The log takes moves only while the game is in play (trigger `moves_in_sequence`,
    // which also keeps any move out of a game that is over): the change that starts an
    // open game writes the game's turn first, so that the steps played at the start go
    // in; every other change writes the log against the game as it was.
    let starts = open && m.turn.as_ref().is_some_and(|t| t.status.in_play());
    if starts {
        write_game(conn, m, GameWrite::TurnFirst, updated_at).map_err(refusal)?;
    }
    match &m.log {
        LogChange::Keep => {}
        LogChange::Append { entries, snapshot } => {
            write_entries(conn, m.game_id, m.at, entries).map_err(refusal)?;
            write_snapshot(
                conn,
                m.game_id,
                m.last_seq().unwrap_or(Seq::SETUP),
                snapshot,
            )
            .map_err(refusal)?;
        }
        LogChange::TakeBack(take_back) => {
            super::undo::write_take_back(conn, m.game_id, m.at, take_back)?;
        }
    }
    write_seats(conn, m)?;
    if let Some(message_id) = &m.from_mail {
        conn.execute(
            "INSERT INTO inbound_mails (message_id, game_id, outcome, received_at)
             VALUES (?1, ?2, 'played', ?3) ON CONFLICT (message_id) DO NOTHING",
            &[message_id, &m.game_id, &m.at],
        )
        .map_err(refusal)?;
    }
    write_mails(conn, m).map_err(refusal)?;
    if let Some(line) = &m.audit {
        conn.execute(
            "INSERT INTO audit (at, actor, action, game_id, detail) VALUES (?1, ?2, ?3, ?4, ?5)",
            &[&m.at, &line.actor, &line.action, &m.game_id, &line.detail],
        )
        .map_err(refusal)?;
    }
    // Last, so that the version it writes (and names in the turn kept for a take-back) is
    // the game's once this write is done.
    write_game(conn, m, GameWrite::Last, updated_at).map_err(refusal)?;
    Ok(())
}

/// The engine's state after the last move of a game replaced, when it differs from the
/// state its log replays to (the operator's repair, `herald verify --repair`): written
/// only while the game is still at `version`, so a move in between is never undone. Not a
/// change of the game: its version and its last change stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotRepair {
    /// The game.
    pub game_id: GameId,
    /// Its version when its log was replayed.
    pub version: i64,
    /// Its last move.
    pub seq: Seq,
    /// The engine's state after it, as replayed.
    pub state: String,
}

/// Writes `repair`; stale (nothing written) when the game changed since it was replayed.
pub(super) fn write_snapshot_repair(
    conn: Conn<'_>,
    repair: &SnapshotRepair,
) -> Result<(), WriteError> {
    let version: Option<i64> = conn
        .query_opt(VERSION_FOR_WRITE.on(conn), &[&repair.game_id], |r| r.get(0))
        .map_err(refusal)?;
    if version != Some(repair.version) {
        return Err(WriteError::Stale);
    }
    write_snapshot(conn, repair.game_id, repair.seq, &repair.state).map_err(refusal)
}

/// The engine's state after move `seq`.
fn write_snapshot(conn: Conn<'_>, game: GameId, seq: Seq, state: &str) -> sql::Result<()> {
    conn.execute(
        "INSERT INTO snapshots (game_id, seq, state) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
        &[&game, &seq, &state],
    )
    .map(drop)
}

/// The mails the change queues. A player who moved has seen the game: a turn mail still
/// held for them is not sent (and keeps no board: it is never drawn).
fn write_mails(conn: Conn<'_>, m: &GameChange) -> sql::Result<()> {
    for entry in m.entries().iter().filter(|e| e.made_by.is_players()) {
        conn.execute(
            "UPDATE outbox SET status = 'seen', seen_at = ?1, board_svg = NULL
             WHERE game_id = ?2 AND status = 'pending'
               AND (leased_until IS NULL OR leased_until <= ?1)
               AND held_for = (SELECT user_id FROM seats WHERE game_id = ?2 AND seat_index = ?3)",
            &[&m.at, &m.game_id, &entry.seat_index],
        )?;
    }
    for mail in &m.mails {
        conn.execute(
            QUEUE_MAIL,
            &[
                &m.game_id,
                &mail.to_addr,
                &mail.to_name,
                &mail.subject,
                &mail.body_text,
                &mail.body_html,
                &mail.message_id,
                &mail.thread_id,
                &mail.unsubscribe_url,
                &mail.due(m.at),
                &m.at,
                // Owned: a borrowed text in an `Option` cannot be a statement's argument
                // (sqlx's encoding of an `Option` wants it to live for ever); most
                // mails with a board hold it undrawn, so this copy is rare.
                &mail.board_svg().map(str::to_owned),
                &mail.board_to_draw(),
                &mail.hold.map(|h| h.user_id),
                &mail.hold.map(|h| h.seq),
                &mail.reply.map(|r| r.seat),
                &mail.reply.map(|r| r.seq),
            ],
        )?;
    }
    Ok(())
}

/// A mail a change queues (see [`write_mails`]).
const QUEUE_MAIL: &str =
    "INSERT INTO outbox (game_id, to_addr, to_name, subject, body_text, body_html,
                             message_id, thread_id, unsubscribe_url, next_attempt_at, created_at,
                             board_svg, board_to_draw, held_for, held_seq, reply_seat, reply_seq)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
         ON CONFLICT (message_id) DO NOTHING";

/// Checks that the decisions given ahead are still those the move read (else it is stale)
/// and writes what the move leaves of them.
fn write_ahead(conn: Conn<'_>, game: GameId, ahead: &AheadWrite) -> Result<(), WriteError> {
    let now = super::ahead::read_all(conn, game, ahead.read.len()).map_err(refusal)?;
    if now != ahead.read {
        return Err(WriteError::Stale);
    }
    let seats = Seat::all(ahead.read.len());
    for (seat, (read, left)) in seats.zip(ahead.read.iter().zip(&ahead.left)) {
        if read != left && left.is_none() {
            forget_ahead(conn, game, seat).map_err(refusal)?;
        }
    }
    Ok(())
}

/// Appends the entries to the log one by one: the database's own check (trigger
/// `moves_in_sequence`, migration 0023) holds each to be the next move, after the game's
/// seq and the entries before it; the game's seq is set once, with its row.
fn write_entries(
    conn: Conn<'_>,
    game: GameId,
    at: Millis,
    entries: &[LogEntry],
) -> sql::Result<()> {
    for e in entries {
        conn.execute(
            "INSERT INTO moves (game_id, seq, seat_index, action, at, made_by)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            &[
                &game,
                &e.seq,
                &e.seat_index,
                &e.action,
                &e.at.unwrap_or(at),
                &e.made_by.as_str(),
            ],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
