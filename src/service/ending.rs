//! Games that end outside the rules: a player resigns, runs out of time under the `lose`
//! time-out, or an opponent claims the win after a time-out. Each is one transaction that
//! writes the result and queues the "game over" mails; the move log is left as it was.

use serde_json::{Value, json};
use sqlx::SqliteConnection;

use super::games::load_game_and_seats;
use super::history::kind_of;
use super::notify::{self, MailEvent, MailGame};
use super::terms::{Terms, Timeout};
use super::{Herald, ServiceError, User};
use crate::engine::registry::Kind;
use crate::store;

/// The result of a game lost by `loser` outside the rules: with two seats the other wins;
/// no scores are counted.
pub fn forfeit_result(kind: &dyn Kind, loser: usize, reason: &str) -> Value {
    let seats = kind.seats();
    let winner = (seats.len() == 2).then(|| seats[1 - loser]);
    let scores: serde_json::Map<String, Value> =
        seats.iter().map(|s| ((*s).to_string(), json!(0))).collect();
    json!({ "winner": winner, "scores": scores, "reason": reason })
}

/// Writes the end of game `id` with `result` and queues the "game over" mail of every
/// seat, in the caller's transaction. Returns whether mail was queued.
pub(super) async fn finish_game(
    herald: &Herald,
    conn: &mut SqliteConnection,
    id: i64,
    result: &Value,
    now: i64,
) -> Result<bool, ServiceError> {
    store::clocks::finish(conn, id, &result.to_string(), now).await?;
    let (row, seats) = load_game_and_seats(conn, id).await?;
    let kind = kind_of(&row)?;
    let about = MailGame {
        row: &row,
        kind,
        seats: &seats,
    };
    let mut queued = false;
    for reader in 0..seats.len() {
        let event = MailEvent::Over { since: Vec::new() };
        if let Some(mail) = notify::render(herald, &about, reader, event)? {
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
    pub async fn resign(&self, user: &User, id: i64) -> Result<Value, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let (row, seats) = load_game_and_seats(&mut tx, id).await?;
        let kind = kind_of(&row)?;
        let Some(seat) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; only its players may resign"
            )));
        };
        in_play(&row.status, id)?;
        let reason = format!("{} resigned", seat.seat);
        let result = forfeit_result(kind, seat.seat_index as usize, &reason);
        let queued = finish_game(self, &mut tx, id, &result, now).await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = id, by = %user.name, "resigned");
        Ok(result)
    }

    /// `user` claims the win in game `id` because an opponent ran out of time (time-out
    /// `claim`).
    ///
    /// # Errors
    /// 403 not a player; 404 no game; 409 not in play, or nobody is out of time.
    pub async fn claim(&self, user: &User, id: i64) -> Result<Value, ServiceError> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let (row, seats) = load_game_and_seats(&mut tx, id).await?;
        let kind = kind_of(&row)?;
        let Some(me) = seats.iter().find(|s| s.user_id == Some(user.id)) else {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; only its players may claim a win"
            )));
        };
        in_play(&row.status, id)?;
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
        let reason = format!("{} ran out of time; {} claimed the win", late.seat, me.seat);
        let result = forfeit_result(kind, late.seat_index as usize, &reason);
        let queued = finish_game(self, &mut tx, id, &result, now).await?;
        tx.commit().await?;
        if queued {
            self.mail_bell.notify_one();
        }
        tracing::info!(game = id, by = %user.name, "claimed a win on time");
        Ok(result)
    }
}

/// Refuses a game that is not in play.
fn in_play(status: &str, id: i64) -> Result<(), ServiceError> {
    match status {
        "active" | "abandoned" => Ok(()),
        "open" => Err(ServiceError::Conflict(format!(
            "game {id} has not started yet; there is nothing to end"
        ))),
        _ => Err(ServiceError::Conflict(format!("game {id} is already over"))),
    }
}
