//! Games that end outside the rules: a player resigns, runs out of time under the `lose`
//! time-out, or an opponent claims the win after a time-out. Each is one transaction that
//! writes the result and queues the "game over" mails; the move log is left as it was.

use serde_json::{Value, json};
use sqlx::SqliteConnection;

use super::notify::{self, MailEvent};
use super::table::{GameTable, load_state};
use super::terms::{Terms, Timeout};
use super::{Herald, ServiceError, User};
use crate::domain::{GameId, GameStatus, Millis};
use crate::engine::registry::Kind;
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
    /// The result as stored and served.
    pub fn result(self, kind: &dyn Kind) -> Value {
        let seats = kind.seats();
        let scores: serde_json::Map<String, Value> =
            seats.iter().map(|s| ((*s).to_string(), json!(0))).collect();
        // A forfeit: with two seats the other wins; no scores are counted.
        let lost_by = |loser: usize| (seats.len() == 2).then(|| seats[1 - loser]);
        let (winner, reason) = match self {
            Ending::Resigned { seat } => (lost_by(seat), format!("{} resigned", seats[seat])),
            Ending::OutOfTime { late } => {
                (lost_by(late), format!("{} ran out of time", seats[late]))
            }
            Ending::Claimed { late, by } => (
                lost_by(late),
                format!(
                    "{} ran out of time; {} claimed the win",
                    seats[late], seats[by]
                ),
            ),
            Ending::Drawn => (None, "drawn by agreement".to_string()),
            Ending::Abandoned => (None, "abandoned by agreement".to_string()),
        };
        json!({ "winner": winner, "scores": scores, "reason": reason })
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

    /// The ending whose result is exactly `result`, if there is one.
    pub fn of_result(kind: &dyn Kind, result: &Value) -> Option<Ending> {
        Ending::all(kind)
            .into_iter()
            .find(|ending| ending.result(kind) == *result)
    }
}

/// Writes the end of game `id` with `result` and queues the "game over" mail of every
/// seat, in the caller's transaction. Returns whether mail was queued.
pub(super) async fn finish_game(
    herald: &Herald,
    conn: &mut SqliteConnection,
    id: GameId,
    result: &Value,
    now: Millis,
) -> Result<bool, ServiceError> {
    store::clocks::finish(conn, id, &result.to_string(), now).await?;
    let table = GameTable::load(conn, id).await?;
    let game = load_state(conn, &table.row, table.kind).await?;
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
    Ok(queued)
}

impl Herald {
    /// `user` resigns game `id`: the other side wins.
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 not started or already over.
    pub async fn resign(&self, user: &User, id: GameId) -> Result<Value, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let GameTable { row, seats, kind } = GameTable::load(&mut tx, id).await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; only its players may resign"
            )));
        };
        in_play(row.status, id)?;
        let result = Ending::Resigned {
            seat: seat.seat_index as usize,
        }
        .result(kind);
        let queued = finish_game(self, &mut tx, id, &result, now).await?;
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
        let GameTable { row, seats, kind } = GameTable::load(&mut tx, id).await?;
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
        let result = Ending::Claimed {
            late: late.seat_index as usize,
            by: me.seat_index as usize,
        }
        .result(kind);
        let queued = finish_game(self, &mut tx, id, &result, now).await?;
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
