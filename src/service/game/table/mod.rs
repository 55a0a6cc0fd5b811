//! A game at the table: the one place a move is decided.
//!
//! [`GameTable::read`] reads a game and its seats; [`Herald::submit`] takes the game's
//! checked state (kept from its last move, else replayed from its log: the log, not the
//! snapshot, is the judge); [`GameTable::play`] is pure: it applies the submission
//! (`lines.rs`) and the steps the server plays after it (`steps.rs`) and returns a
//! [`MoveOutcome`] holding everything the move changes (`after.rs`: the log entries, the
//! game's status and result, the snapshot, whose turn it is, every seat's clock and the
//! mails). The one writer (`Db::writer`, `store::change`) writes that outcome as it is,
//! only if the game is still at the version it was read at.
//!
//! A move from the page, the API or a mail takes the same three steps: `web` (or
//! `service::mail_in`) → here ([`Herald::submit`]: read, [`GameTable::play`], write) →
//! the writer.

use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis, Seq};
use crate::engine::board::merge_marks;
use crate::engine::game::{Game, Told};
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::service::chat::UnseenChat;
use crate::service::checked::{Checked, Described};
use crate::service::game::turn_with_clocks;
use crate::service::loaders::{
    damaged_or, load_game_and_seats, no_such_game, read_game_and_seats, seat_of_user,
};
use crate::service::mail_out::notify::{self, MailEvent, MailGame};
use crate::service::replay::{Replayed, kind_of, replay, seed_of};
use crate::service::result::result_json;
use crate::service::terms::{self, SeatClock, Terms};
use crate::service::{Herald, ServiceError, User};
use crate::store::access::Access;
use crate::store::ahead::Given;
use crate::store::change::{AheadWrite, ChatSeen, GameChange, LogChange, LogEntry, WriteError};
use crate::store::games::{GameRow, MoveRow, SeatRow};
use crate::store::outbox::NewMail;
use crate::store::undo::{HandedOver, SeatTurn};
use crate::store::{self, Db};
pub(in crate::service) use steps::{StandingOrders, play_steps, step_due};

impl Herald {
    /// Plays one action for `user` in game `id`, if `seq` is still the latest: reads the
    /// game, takes its checked state (kept from its last move, else replayed from its
    /// log), lets the table decide the move ([`GameTable::play`]), and writes the outcome,
    /// which the store accepts only if nothing changed the game meanwhile.
    ///
    /// # Errors
    /// 403 not a player or not your turn; 404 no game; 409 stale seq, paused or not
    /// started; 422 unparseable or illegal action, or a finished game.
    pub async fn play_move(
        &self,
        user: &User,
        id: GameId,
        seq: Seq,
        action: &str,
    ) -> Result<Seq, ServiceError> {
        Ok(self.submit(user, id, seq, Submission::Move(action)).await?)
    }

    /// Plays `submission` (one action, or the lines of a mailed reply) for `user` in game
    /// `id` as [`Herald::play_move`] plays one action: whole, or not at all.
    ///
    /// # Errors
    /// [`Refused::Line`] for the first line the rules refuse; else as
    /// [`Herald::play_move`].
    pub async fn submit(
        &self,
        user: &User,
        id: GameId,
        seq: Seq,
        submission: Submission<'_>,
    ) -> Result<Seq, Refused> {
        // A write refused because the game changed after it was read (another seat's move
        // came first) is checked again on the game as it is then: under the rule of
        // [`GameTable::sees_the_same`] it still plays if it should.
        super::until_written(
            || self.submit_once(user, id, seq, submission),
            || MoveRefused::KeptChanging { sent: seq }.into(),
        )
        .await
    }

    /// One try of [`Herald::submit`]: `None` when the game changed between its read and
    /// the write (nothing was written).
    async fn submit_once(
        &self,
        user: &User,
        id: GameId,
        seq: Seq,
        submission: Submission<'_>,
    ) -> Result<Option<Seq>, Refused> {
        let now = self.clock.now_ms();
        let table = GameTable::read(&self.db, id).await?;
        let seat = table.player_seat(user)?;
        table.in_play()?;
        let checked = self.checked_for(&table, seat, seq)?;
        let ahead = self
            .db
            .read(|c| store::ahead::read_all(c, id, table.seats.len()))
            .map_err(ServiceError::from)?;
        let chat = self.unseen_chat(id)?;
        let (mut outcome, after) = table.play(
            checked,
            seat,
            table.row.seq,
            submission,
            now,
            Mailing::new(&self.settings, &chat),
            &ahead,
        )?;
        if let Submission::Mailed {
            message_id,
            confirm,
            ..
        } = submission
        {
            let answer = table.answer_to_mail(
                &self.settings,
                seat,
                message_id,
                confirm,
                &outcome,
                &after,
            )?;
            outcome.write.mails.extend(answer);
        }
        let over = after.game.outcome().is_some();
        match self.db.writer.write_change(outcome.write).await {
            Ok(()) => {}
            Err(WriteError::Stale) => return Ok(None),
            // Told and Seen refuse take-backs only.
            Err(err) => {
                return Err(ServiceError::Unexpected(
                    anyhow::anyhow!("{err}").context("write a move"),
                )
                .into());
            }
        }
        if !over {
            self.checked.keep(id, after);
        }
        self.mail_bell.notify_one();
        Ok(Some(outcome.seq))
    }

    /// The checked state `table` is played on: kept from its last move, else replayed from
    /// its log. A submission sent at an earlier move `seq` than the game's plays only if
    /// what came since leaves `seat` the same choice ([`GameTable::sees_the_same`]).
    fn checked_for(&self, table: &GameTable, seat: Seat, seq: Seq) -> Result<Checked, Refused> {
        let id = table.row.id;
        let read_log = || {
            self.db
                .read(|c| store::games::read_moves_of(c, id))
                .map_err(ServiceError::from)
        };
        let (checked, log) =
            match self
                .checked
                .get(id, &table.row.seed_hash, table.row.seq, table.unseen_from())
            {
                Some(checked) => (checked, None),
                None => {
                    let log = read_log()?;
                    (table.checked_from_log(&log)?, Some(log))
                }
            };
        if seq != table.row.seq {
            let log = match log {
                Some(log) => log,
                None => read_log()?,
            };
            table.sees_the_same(seat, seq, checked.game.as_ref(), &log)?;
        }
        Ok(checked)
    }
}

/// One game as stored: its row, its seats in order and its kind.
pub struct GameTable {
    /// The game's row (with its cached snapshot).
    pub row: GameRow,
    /// Its seats, in seat order.
    pub seats: Vec<SeatRow>,
    /// Its kind.
    pub kind: &'static dyn Kind,
}

/// What a move's mails are written with: the settings, and the chat messages their
/// readers have not seen.
#[derive(Clone, Copy)]
pub struct Mailing<'a> {
    settings: &'a Settings,
    chat: &'a UnseenChat,
}

impl<'a> Mailing<'a> {
    /// Mails written with `settings`, carrying `chat`.
    pub fn new(settings: &'a Settings, chat: &'a UnseenChat) -> Self {
        Mailing { settings, chat }
    }
}

/// Everything one move changes, decided before anything is written.
pub struct MoveOutcome {
    /// The game's move once it is written: the player's move, or the last of the steps
    /// the server played at once after it.
    pub seq: Seq,
    /// What the store writes: the log entries, the game, the snapshot, the seats, the
    /// mails and the chat they carry.
    pub write: GameChange,
}

impl GameTable {
    /// Game `id` with its seats.
    ///
    /// # Errors
    /// 404 no game; 500 for a game whose stored values cannot be read.
    pub async fn load(conn: &mut impl Access, id: GameId) -> Result<GameTable, ServiceError> {
        let (row, seats) = load_game_and_seats(conn, id).await?;
        let kind = kind_of(&row)?;
        Ok(GameTable { row, seats, kind })
    }

    /// Game `id` with its seats, read outside any transaction on a read connection (see
    /// `store::read`): for a move, which the store writes only if the game is still at
    /// the version read here.
    ///
    /// # Errors
    /// As [`GameTable::load`].
    pub async fn read(db: &Db, id: GameId) -> Result<GameTable, ServiceError> {
        let (row, seats) = read_game_and_seats(db, id).await?;
        let kind = kind_of(&row)?;
        Ok(GameTable { row, seats, kind })
    }

    /// Game `id` with its seats and its whole log, in one consistent read.
    ///
    /// # Errors
    /// As [`GameTable::load`].
    pub async fn load_with_log(
        conn: &mut impl Access,
        id: GameId,
    ) -> Result<(GameTable, Vec<MoveRow>), ServiceError> {
        let (row, seats, log) = match store::games::with_seats_and_log(conn, id).await {
            Ok(found) => found.ok_or_else(|| no_such_game(id))?,
            Err(err) => return Err(damaged_or(conn, id, err).await),
        };
        let kind = kind_of(&row)?;
        Ok((GameTable { row, seats, kind }, log))
    }

    /// The game as its mails tell it.
    pub fn about(&self) -> MailGame<'_> {
        MailGame {
            row: &self.row,
            kind: self.kind,
            seats: &self.seats,
        }
    }

    /// The seat `user` plays, if any.
    pub fn seat_of(&self, user: Option<&User>) -> Option<Seat> {
        seat_of_user(&self.seats, user)
    }

    /// The seat `user` plays, or 403 saying that only the players may move.
    ///
    /// # Errors
    /// 403 when `user` has no seat.
    pub fn player_seat(&self, user: &User) -> Result<Seat, MoveRefused> {
        self.seat_of(Some(user))
            .ok_or(MoveRefused::NotAPlayer { game: self.row.id })
    }

    /// Plays `submission` (an action, or a mailed reply's lines) for `seat` at move `seq`
    /// (the move the player saw), at `now`, on `checked`, the game's state after its last
    /// move: checks that the game is in play and at `seq`, applies each decision and every
    /// step the server plays at once after it (forced, or by standing orders: see
    /// [`play_steps`]), and works out the seats, clocks and mails after all of them (a
    /// turn mail carries the chat in `mailing` its reader has not seen). Pure: nothing is
    /// read or written. `ahead` holds each seat's decision given ahead as read (none: no
    /// seat gave one): one due is played, and the write clears what the move used up.
    /// Returns the outcome and the checked state after the last step.
    ///
    /// # Errors
    /// [`Refused::Line`] an unparseable or illegal line (403 for the engine's "not your
    /// turn"); [`Refused::Table`]: 409 not started, paused or a stale `seq`; 422 a
    /// finished game; 500 a state not at `seq`.
    #[allow(clippy::too_many_arguments)]
    pub fn play(
        &self,
        mut checked: Checked,
        seat: Seat,
        seq: Seq,
        submission: Submission<'_>,
        now: Millis,
        mailing: Mailing<'_>,
        ahead: &[Option<Given>],
    ) -> Result<(MoveOutcome, Checked), Refused> {
        self.may_move(seq)?;
        if checked.seq != self.row.seq || checked.described_from > self.unseen_from() {
            return Err(anyhow::anyhow!(
                "game {}: a checked state after move {} for a game at move {}",
                self.row.id,
                checked.seq,
                self.row.seq
            )
            .into());
        }
        let seed = seed_of(&self.row)?;
        let viewers = self.every_seat();
        let standing = StandingOrders::of(&self.row.terms, &self.seats);
        let with = lines::Playing {
            standing: standing.standing(),
            seed: &seed,
            viewers: &viewers,
        };
        let read: Vec<Option<Given>> = match ahead.len() == self.seats.len() {
            true => ahead.to_vec(),
            false => vec![None; self.seats.len()],
        };
        let mut left: Vec<Option<String>> = read
            .iter()
            .map(|g| g.as_ref().map(|g| g.action.clone()))
            .collect();
        let entries = lines::play_submission(
            checked.game.as_mut(),
            seat,
            submission,
            &with,
            &mut left,
            self.row.seq,
            &mut checked.described,
        )?;
        let ahead = AheadWrite {
            left: read
                .iter()
                .zip(&left)
                .map(|(given, kept)| given.clone().filter(|_| kept.is_some()))
                .collect(),
            read,
        };
        let last_seq = entries.last().map_or(self.row.seq, |e| e.seq);
        checked.seq = last_seq;
        let after = self.after_move(checked.game.as_ref(), &entries, now);
        let (mails, chat_seen) =
            after.mails(checked.game.as_ref(), &checked.described, seat, mailing)?;
        let handed_over = after.hands_over().then(|| self.turn_before(now));
        let unseen_from = after.seats.iter().map(|s| s.last_seq + 1).min();
        checked.forget_before(unseen_from.unwrap_or(last_seq + 1));
        let mut write = GameChange::of(self.row.id, self.row.version, now);
        write.log = LogChange::Append {
            entries,
            snapshot: checked.game.snapshot(),
        };
        write.turn = Some(turn_with_clocks(&after.row, &after.seats));
        write.mails = mails;
        write.chat_seen = chat_seen;
        write.from_mail = submission.message_id();
        write.ahead = Some(ahead);
        write.handed_over = handed_over;
        let outcome = MoveOutcome {
            seq: last_seq,
            write,
        };
        Ok((outcome, checked))
    }

    /// Every seat, as the viewers moves are described for.
    fn every_seat(&self) -> Vec<Option<Seat>> {
        Seat::all(self.seats.len()).map(Some).collect()
    }

    /// The first move some player has not seen since their own last move.
    pub fn unseen_from(&self) -> Seq {
        self.seats
            .iter()
            .map(|s| s.last_seq.next())
            .min()
            .unwrap_or(Seq(1))
    }

    /// The game's checked state from its `log` up to the game's move: the log is replayed (it, not the
    /// snapshot, is the judge) with the moves some player has not seen described for
    /// every seat; a snapshot that disagrees is logged loudly.
    ///
    /// # Errors
    /// 500 when the log no longer replays.
    pub fn checked_from_log(&self, log: &[MoveRow]) -> Result<Checked, ServiceError> {
        // The log may have been read after the game: moves stored since then are not
        // this table's (the log is append-only, so its first `seq` moves are).
        let log = &log[..log.partition_point(|m| m.seq <= self.row.seq)];
        if Seq::last_of(log.len()) != self.row.seq {
            return Err(anyhow::anyhow!(
                "game {} is at move {} but its log holds {} moves up to it",
                self.row.id,
                self.row.seq,
                log.len()
            )
            .into());
        }
        let seed = seed_of(&self.row)?;
        let from = self.unseen_from();
        let replayed = self.replay_for_mails(log, &seed, from, &self.every_seat())?;
        Ok(Checked {
            seed_hash: self.row.seed_hash.clone(),
            seq: self.row.seq,
            game: replayed.game,
            described_from: from,
            described: replayed.described,
        })
    }

    /// Replays the log, describing the moves some player has not seen since their own
    /// last move (for the turn mails), and says loudly if the snapshot disagrees.
    fn replay_for_mails(
        &self,
        log: &[MoveRow],
        seed: &Seed,
        unseen_from: Seq,
        viewers: &[Option<Seat>],
    ) -> Result<Replayed, ServiceError> {
        let replayed = replay(&self.row, self.kind, seed, log, unseen_from, viewers)?
            .map_err(anyhow::Error::new)?;
        if self.row.snapshot_seq != Some(self.row.seq)
            || self.row.snapshot.as_deref() != Some(&replayed.game.snapshot())
        {
            tracing::error!(
                game = %self.row.id,
                "the snapshot differs from the replayed log: a rules change or a bug"
            );
        }
        Ok(replayed)
    }
}

mod after;

mod checks;

mod steps;

mod lines;
pub use lines::Submission;

mod refusal;
pub use refusal::{LineError, LineRefused, MoveRefused, Refused};

#[cfg(test)]
mod tests;
