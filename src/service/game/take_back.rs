//! Taking back: the seat that is acting may take back its own latest actions, one at a
//! time or all at once, and the turn it handed over until a player it went to has seen it.
//!
//! A move can be taken back while (a) the seat that made it was alone to act before it and
//! is still alone to act since — no other seat acted, and no turn mail told anyone of it —
//! and (b) it is no [`Barrier`]: it drew no dice and revealed nothing hidden (the engine
//! decides, per game). A barrier stays, and so does everything before it. Taking back
//! removes the tail of the log as if it had never been played: the other seats were never
//! shown it, so history, views and mails keep no trace.
//!
//! A move that hands the turn over (after it, the seat is no longer alone to act) may be
//! taken back too, with the seat's moves before it, while nobody it went to has seen it:
//! no other seat's player has looked at the game since (its page, its API answer, the
//! history viewer, an export; `seats.seen_seq`), no mail of it has gone out, and nothing
//! else changed the game (see `store::undo::HandedOver`). Its held turn mails are
//! withdrawn and the turn and clocks put back as they stood before it. Steps the server
//! played at once after the hand-over go with it; a decision of another seat (its own, or
//! given ahead) ends it.
//!
//! A move the server played at once (forced, or by standing orders) goes with the
//! player's move it followed: a take-back goes back to a player's decision, never to a
//! state where the server would play again at once (it would only play the same step
//! again). A step for another seat in between passed the turn there, as any move does.

use crate::domain::{GameId, GameStatus, Seq};
use crate::engine::auto::By;
use crate::engine::game::Barrier;
use crate::engine::kind::Kind;
use crate::engine::{Seat, Seed};
use crate::i18n::Msg;
use crate::msg;
use crate::service::game::table::{GameTable, StandingOrders, step_due};
use crate::service::replay::{replay, seed_of, started};
use crate::service::{Herald, ServiceError, User};
use crate::store::change::{GameChange, LogChange, WriteError};
use crate::store::games::{GameRow, MoveRow, SeatRow};
use crate::store::undo::{HandBack, TakeBack};
use crate::store::{self};

/// Why a take-back is refused, in the game's words. Nothing was taken back. (The game
/// not in play, a player not at the table or a stale `seq` are a move's refusals:
/// [`MoveRefused`](crate::service::game::table::MoveRefused).)
#[derive(Debug)]
pub enum TakeBackRefused {
    /// The game is over.
    Over {
        /// The game.
        game: GameId,
    },
    /// The taker is not alone to act, and handed no turn over: `acting` are.
    NotAlone {
        /// The seats to act now.
        acting: Vec<String>,
    },
    /// The taker is alone to act but has nothing to take back: `stop` stands right
    /// behind the game's move `now`.
    Nothing {
        /// What stops it.
        stop: Stop,
        /// The game's move.
        now: Seq,
    },
    /// The move asked for is the game's own, or after it.
    PastTheEnd {
        /// The move asked for.
        target: Seq,
        /// The game's move.
        now: Seq,
    },
    /// The move asked for is before the earliest one the game may go back to.
    TooFar {
        /// The earliest move the game may go back to.
        back_to: Seq,
        /// What stops it there.
        stop: Stop,
    },
    /// The server played a step at once after the move asked for.
    NotAtADecision {
        /// The move asked for.
        target: Seq,
    },
    /// Back at that move, the server would play a step at once (forced, or by orders).
    StepDue {
        /// The move asked for.
        back_to: Seq,
    },
    /// The game changed after the take-back was decided.
    MovedOn {
        /// The game's move when the take-back was decided.
        seq: Seq,
    },
    /// A mail told the other players of move `told`.
    Told {
        /// The move.
        told: Seq,
    },
    /// The turn handed over was seen by `seen_by` (or may have been).
    Seen {
        /// The seats that may have seen it.
        seen_by: Vec<String>,
    },
}

/// How far back a game may be taken now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The seat whose actions end the log while it is alone to act: the one seat that
    /// may take back (`None` when nothing can be taken back).
    pub seat: Option<Seat>,
    /// The earliest move the game may go back to; the game's own move when nothing can
    /// be taken back.
    pub back_to: Seq,
    /// What stops the game going back further.
    pub stop: Stop,
    /// The move with which `seat` handed the turn over, if it did: taking back past it
    /// needs the turn still unseen (see the module's words).
    pub handed_over: Option<Seq>,
}

/// What stops a take-back going back further.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// There is no move before the first.
    Start,
    /// Move `seq` left or found another seat to act: the turn passed there.
    TurnPassed(Seq),
    /// Move `seq` (its notation) drew dice or revealed something hidden.
    Barrier(Seq, String, Barrier),
}

impl Stop {
    /// Why the game cannot go back past this, in words.
    fn words(&self) -> Msg {
        match self {
            Stop::Start => msg!("take-back-stop-start"),
            Stop::TurnPassed(seq) => msg!("take-back-stop-turn-passed", seq = seq.0),
            Stop::Barrier(seq, action, Barrier::Dice) => {
                msg!("take-back-stop-dice", seq = seq.0, action = action.as_str())
            }
            Stop::Barrier(seq, action, Barrier::Reveal) => {
                msg!(
                    "take-back-stop-reveal",
                    seq = seq.0,
                    action = action.as_str()
                )
            }
        }
    }

    /// Why nothing can be taken back from the game's move `now`, in words.
    fn words_at(&self, now: Seq) -> Msg {
        match self {
            Stop::TurnPassed(seq) if *seq == now => msg!("take-back-stop-not-acted"),
            stop => stop.words(),
        }
    }
}

/// How far back the game of `row` with `log` (its moves 1..=seq, in order) may be taken:
/// replays the log, noting for each move whether it was a barrier and whether its seat
/// was alone to act before and after it. Pure.
///
/// # Errors
/// 500 when the options do not load or the log no longer replays.
pub fn reach(
    row: &GameRow,
    kind: &dyn Kind,
    seed: &Seed,
    log: &[MoveRow],
) -> Result<Reach, ServiceError> {
    let mut game = started(row, kind, seed)?;
    let mut reach = Reach {
        seat: None,
        back_to: Seq::SETUP,
        stop: Stop::Start,
        handed_over: None,
    };
    for m in log {
        let mover = m.seat_index;
        let alone_before = game.to_act() == [mover];
        let barrier = game
            .play_noting_barrier(mover, &m.action, seed, m.seq.0 as u64)
            .map_err(|e| {
                anyhow::anyhow!("game {}: move {} no longer replays: {e}", row.id, m.seq)
            })?;
        let alone_after = game.to_act() == [mover];
        let over = game.outcome().is_some();
        let handed = reach.handed_over.is_some();
        match barrier {
            Some(barrier) => {
                reach.stop = Stop::Barrier(m.seq, m.action.clone(), barrier);
            }
            // A step the server played at once after the hand-over goes with it.
            None if handed && matches!(m.made_by, By::Auto | By::Orders) => continue,
            None if !handed && alone_before && alone_after => {
                if reach.seat.is_none() {
                    reach.seat = Some(mover);
                    reach.back_to = m.seq - 1;
                }
                continue;
            }
            // The seat hands the turn over with this move.
            None if !handed && alone_before && !over => {
                if reach.seat.is_none() {
                    reach.seat = Some(mover);
                    reach.back_to = m.seq - 1;
                }
                reach.handed_over = Some(m.seq);
                continue;
            }
            None => {
                reach.stop = Stop::TurnPassed(m.seq);
            }
        }
        reach.seat = None;
        reach.handed_over = None;
        reach.back_to = m.seq;
    }
    Ok(to_a_decision(reach, log))
}

/// `reach` moved on to the first player's decision in the part that may be taken back:
/// the server's steps before it (played at once when the turn came) stay.
fn to_a_decision(mut reach: Reach, log: &[MoveRow]) -> Reach {
    if reach.seat.is_none() {
        return reach;
    }
    let tail = &log[reach.back_to.0 as usize..];
    match tail.iter().find(|m| m.made_by.is_players()) {
        Some(first) => reach.back_to = first.seq - 1,
        None => {
            // Only the server's steps since the turn came: nothing of the seat's own.
            let last = Seq::last_of(log.len());
            reach = Reach {
                seat: None,
                back_to: last,
                stop: Stop::TurnPassed(last),
                handed_over: None,
            };
        }
    }
    reach
}

/// Whether the log may stop after move `seq`: the setup or the end, or a move followed by
/// a player's own (not by a step the server played at once after it).
fn at_a_decision(log: &[MoveRow], seq: Seq) -> bool {
    log.get(seq.0 as usize)
        .is_none_or(|next| next.made_by.is_players())
}

/// The game's log up to its own move (a log read after the game may hold later moves).
fn log_of_table<'a>(row: &GameRow, log: &'a [MoveRow]) -> Result<&'a [MoveRow], ServiceError> {
    let log = &log[..log.partition_point(|m| m.seq <= row.seq)];
    if Seq::last_of(log.len()) == row.seq {
        Ok(log)
    } else {
        Err(anyhow::anyhow!(
            "game {} is at move {} but its log holds {} moves up to it",
            row.id,
            row.seq,
            log.len()
        )
        .into())
    }
}

impl Herald {
    /// `user` takes back their own latest actions in game `id`, if `seq` is still its
    /// move: everything after move `to`, or the last action when `to` is `None`. Returns
    /// the game's move after it.
    ///
    /// # Errors
    /// A move's refusals ([`MoveRefused`](crate::service::game::table::MoveRefused): not
    /// a player, not in play or paused, a stale `seq`); no game; [`TakeBackRefused`] when
    /// nothing (or not that much) can be taken back.
    pub async fn take_back(
        &self,
        user: &User,
        id: GameId,
        seq: Seq,
        to: Option<Seq>,
    ) -> Result<Seq, ServiceError> {
        let now = self.clock.now_ms();
        let table = GameTable::read(&self.db, id).await?;
        let seat = table.player_seat(user)?;
        if table.row.status == GameStatus::Finished {
            return Err(TakeBackRefused::Over { game: id }.into());
        }
        table.may_move(seq)?;
        let log = self.db.read(|c| store::games::read_moves_of(c, id))?;
        let log = log_of_table(&table.row, &log)?;
        let seed = seed_of(&table.row)?;
        let reach = reach(&table.row, table.kind, &seed, log)?;
        let back_to = how_far(&table, &reach, log, seat, to)?;
        let hand_back = match reach.handed_over {
            Some(handed) => Some(self.hand_back(&table, seat, handed)?),
            None => None,
        };
        let kept = &log[..back_to.0 as usize];
        let replayed = replay(&table.row, table.kind, &seed, kept, Seq::NEVER, &[])?
            .map_err(anyhow::Error::new)?;
        let standing = StandingOrders::of(&table.row.terms, &table.seats);
        if step_due(replayed.game.as_ref(), standing.standing()) {
            return Err(TakeBackRefused::StepDue { back_to }.into());
        }
        let mut change = GameChange::of(id, table.row.version, now);
        change.log = LogChange::TakeBack(TakeBack {
            from: table.row.seq,
            back_to,
            seat_index: seat,
            // The seat's last own decision (see `store::change` on `last_seq`).
            seat_last_seq: kept
                .iter()
                .rev()
                .find(|m| m.seat_index == seat && m.made_by.is_players())
                .map_or(Seq::SETUP, |m| m.seq),
            snapshot: replayed.game.snapshot(),
            hand_back,
        });
        let written = self.db.writer.write_change(change).await;
        // Whatever happened, the kept state of this game may be the taken-back future.
        self.checked.forget(id);
        match written {
            Ok(()) => Ok(back_to),
            Err(WriteError::Stale) => Err(TakeBackRefused::MovedOn { seq: table.row.seq }.into()),
            Err(WriteError::Told(told)) => Err(TakeBackRefused::Told { told }.into()),
            Err(WriteError::Seen(other)) => Err(seen_refusal(&table, &[other]).into()),
            Err(WriteError::Database(err)) => Err(ServiceError::Unexpected(
                anyhow::anyhow!("{err}").context("write a take-back"),
            )),
        }
    }

    /// The turn seat `seat` handed over with move `handed`, to put back: refused once a
    /// player it went to has seen it.
    ///
    /// # Errors
    /// [`TakeBackRefused::Seen`] when it has been seen (or mailed, or the game changed
    /// since); a database error when it cannot be read.
    fn hand_back(
        &self,
        table: &GameTable,
        seat: Seat,
        handed: Seq,
    ) -> Result<HandBack, ServiceError> {
        let taker_user = table.seats[seat.index()].user_id.unwrap_or_default();
        let turn = self
            .db
            .read(|c| store::undo::unseen_hand_over(c, table.row.id, seat.index(), taker_user))?;
        match turn {
            Some(turn) if turn.from < handed => Ok(HandBack { turn, taker_user }),
            _ => {
                let others: Vec<usize> = (0..table.seats.len())
                    .filter(|&i| i != seat.index())
                    .collect();
                Err(seen_refusal(table, &others).into())
            }
        }
    }

    /// How far `viewer` (seat `you`) may take game `row` back now, if at all: the earliest
    /// move, and whether that takes back a turn handed over (still unseen). Only in a game
    /// in play, by a seat that made its last move (see [`reach`]).
    ///
    /// # Errors
    /// 500 when the log cannot be read or no longer replays.
    pub(in crate::service) fn undo_reach_of(
        &self,
        row: &GameRow,
        seats: &[SeatRow],
        you: Option<Seat>,
        to_act: &[Seat],
    ) -> Result<Option<(Seq, bool)>, ServiceError> {
        let Some(you) = you else { return Ok(None) };
        let Some(mine) = seats.get(you.index()) else {
            return Ok(None);
        };
        if row.status != GameStatus::Active
            || row.paused_at.is_some()
            || row.seq == Seq::SETUP
            // The seat made a move of its own (steps the server played for it since do
            // not move its `last_seq`).
            || mine.last_seq == Seq::SETUP
            // Someone else decided since.
            || seats.iter().any(|s| s.last_seq > mine.last_seq)
        {
            return Ok(None);
        }
        // Not alone to act: only a turn handed over and still unseen may be taken back
        // (the cheap read first, before the log is replayed).
        let unseen = if to_act == [you] {
            None
        } else {
            let user = mine.user_id.unwrap_or_default();
            let Some(turn) = self
                .db
                .read(|c| store::undo::unseen_hand_over(c, row.id, you.index(), user))?
            else {
                return Ok(None);
            };
            Some(turn)
        };
        let log = self.db.read(|c| store::games::read_moves_of(c, row.id))?;
        let log = log_of_table(row, &log)?;
        let kind = crate::service::replay::kind_of(row)?;
        let reach = reach(row, kind, &seed_of(row)?, log)?;
        if reach.seat != Some(you) || reach.back_to >= row.seq {
            return Ok(None);
        }
        match reach.handed_over {
            None => Ok(Some((reach.back_to, false))),
            Some(handed) => {
                let user = mine.user_id.unwrap_or_default();
                let turn = match unseen {
                    Some(turn) => Some(turn),
                    None => self
                        .db
                        .read(|c| store::undo::unseen_hand_over(c, row.id, you.index(), user))?,
                };
                Ok(turn
                    .filter(|t| t.from < handed)
                    .map(|_| (reach.back_to, true)))
            }
        }
    }
}

/// The refusal of a take-back of a turn that seats `others` may have seen.
fn seen_refusal(table: &GameTable, others: &[usize]) -> TakeBackRefused {
    TakeBackRefused::Seen {
        seen_by: others
            .iter()
            .filter_map(|&i| table.seats.get(i))
            .map(|s| s.seat.clone())
            .collect(),
    }
}

/// The move a take-back by `seat` goes back to: `to`, or one action back; refused when
/// that is further than `reach` allows.
///
/// # Errors
/// Why nothing, or not that much, can be taken back.
fn how_far(
    table: &GameTable,
    reach: &Reach,
    log: &[MoveRow],
    seat: Seat,
    to: Option<Seq>,
) -> Result<Seq, TakeBackRefused> {
    let now = table.row.seq;
    if reach.seat != Some(seat) || reach.back_to >= now {
        let acting: Vec<String> = table
            .seats
            .iter()
            .filter(|s| s.to_act)
            .map(|s| s.seat.clone())
            .collect();
        if acting != [table.kind.seat_name(seat)] {
            return Err(TakeBackRefused::NotAlone { acting });
        }
        return Err(TakeBackRefused::Nothing {
            stop: reach.stop.clone(),
            now,
        });
    }
    // One action back: the seat's last own decision, with the server's steps after it.
    let last_decision = log
        .iter()
        .rev()
        .find(|m| m.made_by.is_players())
        .map_or(now, |m| m.seq);
    let target = to.unwrap_or(last_decision - 1);
    if target >= now {
        return Err(TakeBackRefused::PastTheEnd { target, now });
    }
    if target < reach.back_to {
        return Err(TakeBackRefused::TooFar {
            back_to: reach.back_to,
            stop: reach.stop.clone(),
        });
    }
    if !at_a_decision(log, target) {
        return Err(TakeBackRefused::NotAtADecision { target });
    }
    Ok(target)
}

impl TakeBackRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            TakeBackRefused::Over { game } => msg!("take-back-refused-over", game = game.get()),
            TakeBackRefused::NotAlone { acting } if acting.is_empty() => {
                msg!("take-back-refused-nobody-acting")
            }
            TakeBackRefused::NotAlone { acting } => {
                msg!("take-back-refused-not-alone", seats = acting.join(", "))
            }
            TakeBackRefused::Nothing { stop, now } => {
                msg!("take-back-refused-nothing", stop = stop.words_at(*now))
            }
            TakeBackRefused::PastTheEnd { target, now } => msg!(
                "take-back-refused-past-the-end",
                target = target.0,
                now = now.0
            ),
            TakeBackRefused::TooFar { back_to, stop } => msg!(
                "take-back-refused-too-far",
                back_to = back_to.0,
                stop = stop.words()
            ),
            TakeBackRefused::NotAtADecision { target } => msg!(
                "take-back-refused-not-at-a-decision",
                target = target.0,
                next = target.0 + 1
            ),
            TakeBackRefused::StepDue { back_to } => {
                msg!("take-back-refused-step-due", back_to = back_to.0)
            }
            TakeBackRefused::MovedOn { seq } => msg!("take-back-refused-moved-on", seq = seq.0),
            TakeBackRefused::Told { told } => msg!("take-back-refused-told", told = told.0),
            TakeBackRefused::Seen { seen_by } => {
                msg!("take-back-refused-seen", seen_by = seen_by.join(", "))
            }
        }
    }
}

crate::worded_error!(TakeBackRefused);
