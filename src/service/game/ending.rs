//! Games that end outside the rules: a player resigns, runs out of time under the `lose`
//! time-out, an opponent claims the win after a time-out, or the players agree. The end
//! is decided on the game as read ([`decide_end`], pure: the result, every seat's clock
//! stopped, the "game over" mails) and written as one [`GameChange`] by the one writer;
//! the move log is left as it was.

use serde_json::{Value, json};

use crate::config::Settings;
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::Seat;
use crate::engine::game::Game;
use crate::engine::kind::Kind;
use crate::i18n::Msg;
use crate::msg;
use crate::service::game::table::GameTable;
use crate::service::mail_out::notify::{self, MailEvent};
use crate::service::terms::{Terms, Timeout};
use crate::service::{Herald, ServiceError, User};
use crate::store::change::{GameChange, SeatEvent, TurnWrite};
use crate::store::games::{ClockWrite, GameRow};
use crate::words::seat_name;

/// How a game ends outside its move log. These are the only such endings the server
/// records, each in its own words: a player resigns; a player runs out of time under the
/// `lose` time-out; an opponent claims the win after a time-out; the players agree on a
/// draw or to abandon. An imported document may state one of these for a game its log
/// does not end, and nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The seat resigned.
    Resigned {
        /// The seat that resigned.
        seat: usize,
    },
    /// The seat ran out of time and lost (time-out `lose`).
    OutOfTime {
        /// The seat out of time.
        late: usize,
    },
    /// The seat ran out of time and `by` claimed the win (time-out `claim`).
    Claimed {
        /// The seat out of time.
        late: usize,
        /// The seat that claimed.
        by: usize,
    },
    /// Drawn by agreement.
    Drawn,
    /// Abandoned by agreement.
    Abandoned,
}

impl Ending {
    /// The result as stored and served: the winner (with two seats, a forfeit's other
    /// seat; none for an agreement), each seat's score as `game` stands when it ends
    /// (see [`Rules::standing`](crate::engine::Rules::standing)) and the reason in words.
    pub fn result(self, kind: &dyn Kind, game: &dyn Game) -> Value {
        let seats = kind.seats();
        let scores: serde_json::Map<String, Value> = seats
            .iter()
            .zip(game.standing())
            .map(|(s, score)| ((*s).to_string(), json!(score)))
            .collect();
        let lost_by = |loser: usize| (seats.len() == 2).then(|| seats[1 - loser]);
        let winner = match self {
            Ending::Resigned { seat } => lost_by(seat),
            Ending::OutOfTime { late } | Ending::Claimed { late, .. } => lost_by(late),
            Ending::Drawn | Ending::Abandoned => None,
        };
        json!({ "winner": winner, "scores": scores, "reason": self.reason(kind) })
    }

    /// Why the game ended, in words: "white resigned", "red ran out of time".
    pub fn reason(self, kind: &dyn Kind) -> String {
        let seats = kind.seats();
        match self {
            Ending::Resigned { seat } => format!("{} resigned", seats[seat]),
            Ending::OutOfTime { late } => format!("{} ran out of time", seats[late]),
            Ending::Claimed { late, by } => format!(
                "{} ran out of time; {} claimed the win",
                seats[late], seats[by]
            ),
            Ending::Drawn => "drawn by agreement".to_string(),
            Ending::Abandoned => "abandoned by agreement".to_string(),
        }
    }

    /// Why the game ended, in each reader's words (the stored reason is
    /// [`Ending::reason`], in English).
    pub fn msg(self, kind: &dyn Kind) -> Msg {
        let seat = |index: usize| seat_name(kind, index);
        match self {
            Ending::Resigned { seat: s } => msg!("ending-resigned", seat = seat(s)),
            Ending::OutOfTime { late } => msg!("ending-out-of-time", seat = seat(late)),
            Ending::Claimed { late, by } => {
                msg!("ending-claimed", late = seat(late), by = seat(by))
            }
            Ending::Drawn => msg!("ending-drawn"),
            Ending::Abandoned => msg!("ending-abandoned"),
        }
    }

    /// The seat whose act ended the game (the one resigning, out of time or claiming);
    /// none for an agreement of all.
    pub fn seat(self) -> Option<usize> {
        match self {
            Ending::Resigned { seat } => Some(seat),
            Ending::OutOfTime { late } => Some(late),
            Ending::Claimed { by, .. } => Some(by),
            Ending::Drawn | Ending::Abandoned => None,
        }
    }

    /// How the game ended, as the history's last entry names it (`by`): `resignation`,
    /// `time-out`, `claim` or `agreement`.
    pub fn by(self) -> &'static str {
        match self {
            Ending::Resigned { .. } => "resignation",
            Ending::OutOfTime { .. } => "time-out",
            Ending::Claimed { .. } => "claim",
            Ending::Drawn | Ending::Abandoned => "agreement",
        }
    }

    /// Every ending a game of `kind` can have outside its log.
    fn all(kind: &dyn Kind) -> Vec<Ending> {
        let n = kind.seats().len();
        let mut all = vec![Ending::Drawn, Ending::Abandoned];
        for seat in 0..n {
            all.push(Ending::Resigned { seat });
            all.push(Ending::OutOfTime { late: seat });
            for by in (0..n).filter(|by| *by != seat) {
                all.push(Ending::Claimed { late: seat, by });
            }
        }
        all
    }

    /// The ending whose reason is `reason`, if there is one (a stored result read for the
    /// history, whatever scores it was written with).
    pub fn of_reason(kind: &dyn Kind, reason: &str) -> Option<Ending> {
        Ending::all(kind)
            .into_iter()
            .find(|ending| ending.reason(kind) == reason)
    }

    /// The ending whose result for `game` (as its log leaves it) is exactly `result`, if
    /// there is one: the scores must be the game's standing ones.
    pub fn of_result(kind: &dyn Kind, game: &dyn Game, result: &Value) -> Option<Ending> {
        Ending::all(kind)
            .into_iter()
            .find(|ending| ending.result(kind, game) == *result)
    }
}

/// The end of the game of `table` by `ending`, as `game` (its state) stands, at `at`: the
/// result, the game finished with no seat to act and no clock running (banks kept), and
/// the "game over" mail of every seat. Pure. Returns the change and the result.
///
/// # Errors
/// 500 when a mail cannot be written.
pub fn decide_end(
    settings: &Settings,
    table: &GameTable,
    game: &dyn Game,
    ending: Ending,
    at: Millis,
) -> Result<(GameChange, Value), ServiceError> {
    let result = ending.result(table.kind, game);
    let mut change = GameChange::of(table.row.id, table.row.version, at);
    change.turn = Some(TurnWrite {
        status: GameStatus::Finished,
        result: Some(result.to_string()),
        turn_since: None,
        to_act: Vec::new(),
        clocks: table
            .seats
            .iter()
            .map(|s| ClockWrite {
                deadline: None,
                bank_ms: s.bank_ms,
                paused_left_ms: None,
            })
            .collect(),
    });
    // The mails tell the game as it ends.
    let row = GameRow {
        status: GameStatus::Finished,
        result: Some(result.to_string()),
        turn_since: None,
        updated_at: at,
        ..table.row.clone()
    };
    let about = notify::MailGame {
        row: &row,
        kind: table.kind,
        seats: &table.seats,
    };
    for reader in Seat::all(table.seats.len()) {
        let event = MailEvent::Over {
            since: Vec::new(),
            board: Some(notify::Position::unmarked(game)),
        };
        change
            .mails
            .extend(notify::render(settings, &about, reader, event)?);
    }
    Ok((change, result))
}

impl Herald {
    /// Ends game `id` by the ending `ending_for` finds in the game as read (or its
    /// refusal), and writes it with the "game over" mails. A game that changed between
    /// the read and the write is read and decided again.
    ///
    /// # Errors
    /// No game; `ending_for`'s refusal; [`KeptChanging::Ending`](super::KeptChanging);
    /// a game that cannot be read or written.
    pub(in crate::service) async fn end_game(
        &self,
        id: GameId,
        ending_for: impl Fn(&GameTable) -> Result<Ending, ServiceError>,
    ) -> Result<Value, ServiceError> {
        super::until_written(
            || self.end_once(id, &ending_for),
            || ServiceError::from(super::KeptChanging::Ending { game: id }),
        )
        .await
    }

    /// One try of [`Herald::end_game`]: `None` when the game changed between its read and
    /// the write (nothing was written).
    async fn end_once(
        &self,
        id: GameId,
        ending_for: &impl Fn(&GameTable) -> Result<Ending, ServiceError>,
    ) -> Result<Option<Value>, ServiceError> {
        let table = GameTable::read(&self.db, id).await?;
        let ending = ending_for(&table)?;
        let game = self.state_of(&table.row, table.kind).await?;
        let now = self.clock.now_ms();
        let (change, result) = decide_end(&self.settings, &table, game.as_ref(), ending, now)?;
        Ok(self.write(change).await?.then_some(result))
    }
}

impl Herald {
    /// `user` resigns game `id`: the other side wins.
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 not started or already over.
    pub async fn resign(&self, user: &User, id: GameId) -> Result<Value, ServiceError> {
        let result = self
            .end_game(id, |table| {
                let Some(seat) = table.seats.iter().find(|s| s.user_id == Some(user.id)) else {
                    let to = "resign";
                    return Err(EndRefused::NotAPlayer { game: id, to }.into());
                };
                in_play(table.row.status, id)?;
                Ok(Ending::Resigned {
                    seat: seat.seat_index.index(),
                })
            })
            .await?;
        tracing::info!(game = %id, by = %user.name, "resigned");
        Ok(result)
    }

    /// `user` claims the win in game `id` because an opponent ran out of time (time-out
    /// `claim`).
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 not in play, or nobody is out of time.
    pub async fn claim(&self, user: &User, id: GameId) -> Result<Value, ServiceError> {
        let result = self.end_game(id, |table| claimed(table, user)).await?;
        tracing::info!(game = %id, by = %user.name, "claimed a win on time");
        Ok(result)
    }
}

/// The win `user` claims in the game of `table`: an opponent's time ran out under the
/// `claim` time-out.
fn claimed(table: &GameTable, user: &User) -> Result<Ending, ServiceError> {
    let GameTable { row, seats, .. } = table;
    let id = row.id;
    let Some(me) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
        let to = "claim";
        return Err(EndRefused::NotAPlayer { game: id, to }.into());
    };
    in_play(row.status, id)?;
    let terms = Terms::from_stored(&row.terms);
    if terms.timeout != Timeout::Claim {
        let timeout = terms.to_json()["timeout"]
            .as_str()
            .unwrap_or("")
            .to_string();
        return Err(EndRefused::NothingToClaim { game: id, timeout }.into());
    }
    let Some(late) = seats
        .iter()
        .find(|s| s.seat_index != me.seat_index && s.timed_out_at.is_some())
    else {
        return Err(EndRefused::NobodyOutOfTime { game: id }.into());
    };
    Ok(Ending::Claimed {
        late: late.seat_index.index(),
        by: me.seat_index.index(),
    })
}

/// Seat `late` of the game of `table` ran out of time at `now` under the `claim`
/// time-out: it is marked out of time, and its opponents are told they may claim the win.
///
/// # Errors
/// 500 when a mail cannot be written.
pub fn decide_claimable(
    settings: &Settings,
    table: &GameTable,
    late: usize,
    now: Millis,
) -> Result<GameChange, ServiceError> {
    let mut change = GameChange::of(table.row.id, table.row.version, now);
    let late = table.seats[late].seat_index;
    change.seat_events.push(SeatEvent::TimedOut { seat: late });
    let about = table.about();
    for reader in Seat::all(table.seats.len()).filter(|r| *r != late) {
        let event = MailEvent::TimedOut { late };
        change
            .mails
            .extend(notify::render(settings, &about, reader, event)?);
    }
    Ok(change)
}

/// Refuses a game that is not in play.
pub(in crate::service) fn in_play(status: GameStatus, game: GameId) -> Result<(), EndRefused> {
    match status {
        GameStatus::Active | GameStatus::Abandoned => Ok(()),
        GameStatus::Open => Err(EndRefused::NotStarted { game }),
        _ => Err(EndRefused::Over { game }),
    }
}

/// Why a player's resignation or claim of a win is refused, in the game's words. Nothing
/// was changed.
#[derive(Debug)]
pub enum EndRefused {
    /// The player has no seat at the game.
    NotAPlayer {
        /// The game.
        game: GameId,
        /// What only its players may do: the key of its words (`resign` or `claim`, which the messages select on).
        to: &'static str,
    },
    /// The game waits for its seats to be taken.
    NotStarted {
        /// The game.
        game: GameId,
    },
    /// The game is over.
    Over {
        /// The game.
        game: GameId,
    },
    /// The game's terms give no claim: a seat out of time loses, or is replaced.
    NothingToClaim {
        /// The game.
        game: GameId,
        /// Its time-out.
        timeout: String,
    },
    /// No opponent is out of time.
    NobodyOutOfTime {
        /// The game.
        game: GameId,
    },
}

impl EndRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            EndRefused::NotAPlayer { game, to } => {
                msg!("end-refused-not-a-player", game = game.get(), to = *to)
            }
            EndRefused::NotStarted { game } => msg!("end-refused-not-started", game = game.get()),
            EndRefused::Over { game } => msg!("end-refused-over", game = game.get()),
            EndRefused::NothingToClaim { game, timeout } => msg!(
                "end-refused-nothing-to-claim",
                game = game.get(),
                timeout = timeout.as_str()
            ),
            EndRefused::NobodyOutOfTime { game } => {
                msg!("end-refused-nobody-out-of-time", game = game.get())
            }
        }
    }
}

crate::worded_error!(EndRefused);
