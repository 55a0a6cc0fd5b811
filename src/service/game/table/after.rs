//! A game as a move leaves it, before it is written: whose turn it is, every clock, the
//! mails, and the turn as it stood before when the move hands it over.

use super::*;
use crate::engine::auto::By;
use crate::i18n::Msg;
use crate::inbound::reply::Choices;
use notify::ToldMove;

impl GameTable {
    /// The turn as it stands before a move made at `now` (kept by a move that hands it
    /// over, see `store::undo::HandedOver`).
    pub(super) fn turn_before(&self, now: Millis) -> HandedOver {
        HandedOver {
            from: self.row.seq,
            at: now,
            turn_since: self.row.turn_since,
            seats: self
                .seats
                .iter()
                .map(|s| SeatTurn {
                    to_act: s.to_act,
                    deadline: s.deadline,
                    bank_ms: s.bank_ms,
                })
                .collect(),
            version: 0,
        }
    }

    /// The game and its seats as `entries` (a player's move and the server's steps after
    /// it) leave them at `now`. Who is newly to act compares the seats to act before the
    /// player's move with those after the last step: a seat asked only in the middle of
    /// the chain, and answered by the server, was never waited for and is never told.
    pub(super) fn after_move(
        &self,
        game: &dyn Game,
        entries: &[LogEntry],
        now: Millis,
    ) -> AfterMove<'_> {
        let new_seq = entries.last().map_or(self.row.seq, |e| e.seq);
        let to_act = game.to_act();
        let outcome = game.outcome();
        let finished = outcome.is_some();
        // A seat that was already to act before this move (the other half of a
        // simultaneous choice, or the mover going on) is not told again, and its wait
        // keeps counting from when it began.
        let was_to_act: Vec<bool> = self.seats.iter().map(|s| s.to_act).collect();
        let newly_to_act: Vec<bool> = Seat::all(self.seats.len())
            .map(|seat| to_act.contains(&seat) && !was_to_act[seat.index()])
            .collect();
        let turn_since = match outcome {
            Some(_) => None,
            None if newly_to_act.contains(&true) => Some(now),
            None => self.row.turn_since,
        };
        let row = GameRow {
            seq: new_seq,
            status: if finished {
                GameStatus::Finished
            } else {
                GameStatus::Active
            },
            result: outcome
                .as_ref()
                .map(|o| result_json(self.kind, o).to_string()),
            turn_since,
            updated_at: now,
            ..self.row.clone()
        };
        let terms = Terms::from_stored(&row.terms);
        let mut seats = self.seats.clone();
        // A seat's last move is its player's own (see `store::commit`): the server's
        // steps for it stay unseen by its player until told.
        for e in entries.iter().filter(|e| e.made_by.is_players()) {
            seats[e.seat_index.index()].last_seq = e.seq;
        }
        for (seat, s) in Seat::all(self.seats.len()).zip(seats.iter_mut()) {
            let index = seat.index();
            let is = to_act.contains(&seat) && !finished;
            let clock = SeatClock {
                deadline: s.deadline,
                bank_ms: s.bank_ms,
            };
            let away = s.away_from.zip(s.away_to).filter(|_| s.away_started);
            let at = if was_to_act[index] {
                now
            } else {
                terms::turn_start(terms, now, away)
            };
            let next = terms::next_clock(terms, clock, was_to_act[index], is, at);
            s.deadline = next.deadline;
            s.bank_ms = next.bank_ms;
            s.to_act = to_act.contains(&seat);
            // A move ends any pause.
            s.paused_left_ms = None;
        }
        AfterMove {
            kind: self.kind,
            row,
            seats,
            newly_to_act,
            finished,
        }
    }
}

/// A game as a move leaves it, before it is written.
pub(super) struct AfterMove<'a> {
    pub(super) kind: &'a dyn Kind,
    pub(super) row: GameRow,
    pub(super) seats: Vec<SeatRow>,
    pub(super) newly_to_act: Vec<bool>,
    pub(super) finished: bool,
}

impl AfterMove<'_> {
    /// Whether the move gives the turn to a seat that was not to act, in a game going on.
    pub(super) fn hands_over(&self) -> bool {
        !self.finished && self.newly_to_act.contains(&true)
    }

    /// The mails the move causes: to each seat newly to act but the mover, "your turn";
    /// to every seat once the game is over, "game over"; each tells what happened since
    /// the reader's own last move, as the reader sees it, in words (grouped by chapter, a
    /// battle round by round) and marked on the board; a turn mail also carries the chat
    /// its reader has not seen (and says which).
    pub(super) fn mails(
        &self,
        game: &dyn Game,
        described: &[Described],
        mover: Seat,
        mailing: Mailing<'_>,
    ) -> Result<(Vec<NewMail>, Vec<ChatSeen>), ServiceError> {
        let Mailing { settings, chat } = mailing;
        let about = MailGame {
            row: &self.row,
            kind: self.kind,
            seats: &self.seats,
        };
        let (mut mails, mut carried) = (Vec::new(), Vec::new());
        for reader in Seat::all(self.seats.len()) {
            let unseen: Vec<&Told> = described
                .iter()
                .filter(|(s, _, _)| *s > self.seats[reader.index()].last_seq)
                .map(|(_, _, told)| &told[reader.index()])
                .collect();
            let since: Vec<notify::ToldMove> = unseen.iter().map(|t| (*t).into()).collect();
            let marks = merge_marks(unseen.iter().flat_map(|t| &t.marks));
            let board = Some(notify::Position::new(game, marks));
            let (event, unseen_chat) = if self.finished {
                let event = MailEvent::Over { since, board };
                (event, Vec::new())
            } else if self.newly_to_act[reader.index()] && reader != mover {
                let event = MailEvent::Turn {
                    since,
                    board,
                    choices: notify::choices_of(settings, game, reader),
                };
                (event, chat.for_seat(reader))
            } else {
                continue;
            };
            let mail = notify::render_with_chat(settings, &about, reader, event, &unseen_chat)?;
            if let (Some(_), Some(last)) = (&mail, unseen_chat.last()) {
                carried.push(ChatSeen {
                    seat: reader,
                    last_id: last.id,
                });
            }
            mails.extend(mail);
        }
        Ok((mails, carried))
    }
}

impl GameTable {
    /// The answer to a mailed move `outcome` played for `seat`, leaving the game at
    /// `after`: when the move leaves its player to act again, a fresh reply address (the
    /// one they used is now stale); else a confirmation, if they asked for one (`confirm`).
    ///
    /// # Errors
    /// Template errors.
    pub(super) fn answer_to_mail(
        &self,
        settings: &Settings,
        seat: Seat,
        message_id: &str,
        confirm: bool,
        outcome: &MoveOutcome,
        after: &Checked,
    ) -> Result<Option<NewMail>, ServiceError> {
        let again = after.game.to_act().contains(&seat);
        if !(again || confirm) {
            return Ok(None);
        }
        // What the mail played and what followed, as the mover may see it.
        let told: Vec<ToldMove> = after
            .described
            .iter()
            .filter(|(s, _, _)| *s > self.row.seq)
            .filter_map(|(_, _, told)| told.get(seat.index()))
            .map(ToldMove::from)
            .collect();
        let event = confirmation(
            message_id,
            outcome.write.entries(),
            told,
            again.then(|| {
                (
                    notify::choices_of(settings, after.game.as_ref(), seat),
                    notify::Position::unmarked(after.game.as_ref()),
                )
            }),
        );
        let row = GameRow {
            seq: outcome.seq,
            ..self.row.clone()
        };
        let about = MailGame {
            row: &row,
            kind: self.kind,
            seats: &self.seats,
        };
        notify::render(settings, &about, seat, event)
    }
}

/// The answer to mailed moves that were played: how many, then `told`, what they did
/// and what followed them up to the next decision (the dice, hits and losses, the steps
/// played by orders or by themselves), as the turn mail tells the opponent's moves and
/// from the mover's view only; when the player is to act again (`again`: what they may
/// reply with, and the board), the position with a fresh reply address.
fn confirmation<'a>(
    message_id: &str,
    entries: &[LogEntry],
    told: Vec<ToldMove>,
    again: Option<(Option<Choices>, notify::Position<'a>)>,
) -> MailEvent<'a> {
    let mailed = entries.iter().filter(|e| e.made_by == By::Mail).count();
    let still = again.is_some();
    let (choices, board) = match again {
        Some((choices, position)) => (choices, Some(position)),
        None => (None, None),
    };
    let (subject, headline) = if still {
        (
            "mail-answer-played-still",
            "mail-answer-played-still-headline",
        )
    } else {
        ("mail-answer-played", "mail-answer-played-headline")
    };
    MailEvent::Answer {
        key: notify::answer_key(message_id),
        subject: Msg::new(subject),
        headline: Msg::new(headline).with("count", mailed),
        reason: None,
        choices,
        board,
        since: told,
    }
}
