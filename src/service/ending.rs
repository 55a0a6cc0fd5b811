//! Games that end outside the rules: a player resigns, runs out of time under the `lose`
//! time-out, or an opponent claims the win after a time-out. Each is one transaction that
//! writes the result and queues the "game over" mails; the move log is left as it was.

use serde_json::{Value, json};
use sqlx::SqliteConnection;

use super::loaders::load_state;
use super::mail_out::notify::{self, MailEvent};
use super::table::GameTable;
use super::terms::{Terms, Timeout};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::registry::{Game, Kind};
use crate::store;

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

/// Writes the end of game `id` by `ending` and queues the "game over" mail of every
/// seat, in the caller's transaction. Returns the result written and whether mail was
/// queued.
pub(super) async fn finish_game(
    herald: &Herald,
    conn: &mut SqliteConnection,
    id: GameId,
    ending: Ending,
    now: Millis,
) -> Result<(Value, bool), ServiceError> {
    let table = GameTable::load(conn, id).await?;
    let game = load_state(conn, &table.row, table.kind).await?;
    let result = ending.result(table.kind, game.as_ref());
    store::clocks::finish(conn, id, &result.to_string(), now).await?;
    // Loaded again: the mails read the result from the row.
    let table = GameTable::load(conn, id).await?;
    let about = table.about();
    let mut queued = false;
    for reader in 0..table.seats.len() {
        let event = MailEvent::Over {
            since: Vec::new(),
            board: notify::board_of(table.kind, game.as_ref(), reader, &[]),
        };
        if let Some(mail) = notify::render(&herald.settings, &about, reader, event)? {
            store::outbox::queue(conn, &mail, now).await?;
            queued = true;
        }
    }
    Ok((result, queued))
}

impl Herald {
    /// `user` resigns game `id`: the other side wins.
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 not started or already over.
    pub async fn resign(&self, user: &User, id: GameId) -> Result<Value, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; only its players may resign"
            )));
        };
        in_play(row.status, id)?;
        let ending = Ending::Resigned {
            seat: seat.seat_index as usize,
        };
        let (result, queued) = finish_game(self, &mut tx, id, ending, now).await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, by = %user.name, "resigned");
        Ok(result)
    }

    /// `user` claims the win in game `id` because an opponent ran out of time (time-out
    /// `claim`).
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 not in play, or nobody is out of time.
    pub async fn claim(&self, user: &User, id: GameId) -> Result<Value, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, .. } = GameTable::load(&mut tx, id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; only its players may claim a win"
            )));
        };
        in_play(row.status, id)?;
        let terms = Terms::from_stored(&row.terms);
        if terms.timeout != Timeout::Claim {
            return Err(ServiceError::Conflict(format!(
                "game {id} was created with time-out \"{}\": there is nothing to claim",
                terms.to_json()["timeout"].as_str().unwrap_or("")
            )));
        }
        let Some(late) = seats
            .iter()
            .find(|s| s.seat_index != me.seat_index && s.timed_out_at.is_some())
        else {
            return Err(ServiceError::Conflict(format!(
                "nobody in game {id} has run out of time; you can claim only after an opponent's deadline has passed"
            )));
        };
        let ending = Ending::Claimed {
            late: late.seat_index as usize,
            by: me.seat_index as usize,
        };
        let (result, queued) = finish_game(self, &mut tx, id, ending, now).await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = %id, by = %user.name, "claimed a win on time");
        Ok(result)
    }
}

/// Refuses a game that is not in play.
fn in_play(status: GameStatus, id: GameId) -> Result<(), ServiceError> {
    match status {
        GameStatus::Active | GameStatus::Abandoned => Ok(()),
        GameStatus::Open => Err(ServiceError::Conflict(format!(
            "game {id} has not started yet; there is nothing to end"
        ))),
        _ => Err(ServiceError::Conflict(format!("game {id} is already over"))),
    }
}
