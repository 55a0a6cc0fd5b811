//! What a player asks of their own seat, outside the moves: the chat they have read, a
//! message they write, a game's mail or chat muted, standing orders, a decision given
//! ahead or withdrawn ([`SeatWish`]). Each is written by the one writer, as every change to
//! a game's seats is: no statement here runs anywhere else.

use super::sql::{self, Arg, Conn, EachEngine};
use super::users::Muting;
use super::write_error::{WriteError, refusal};
use crate::domain::{GameId, Millis};
use crate::engine::Seat;

/// A player's wish for their seat of a game.
#[derive(Debug)]
pub enum SeatWish {
    /// The player has read the game's chat up to message `last_id` (marks only grow).
    ChatRead {
        /// The game.
        game: GameId,
        /// The player.
        user_id: i64,
        /// The newest message read.
        last_id: i64,
    },
    /// The player of seat `seat` writes `text` in the game's chat at `at` (and has read
    /// it). Answers the message's id.
    ChatWritten {
        /// The game.
        game: GameId,
        /// The player.
        user_id: i64,
        /// Their seat.
        seat: Seat,
        /// The message, checked.
        text: String,
        /// When.
        at: Millis,
    },
    /// The player mutes (or unmutes) the game's mail or chat. Answers 1, or 0 when they do
    /// not play it.
    Muted {
        /// The game.
        game: GameId,
        /// The player.
        user_id: i64,
        /// Its mail or its chat.
        what: Muting,
        /// Muted, or not.
        muted: bool,
    },
    /// The player of seat `seat` gives it standing orders (the kind's, normalized JSON).
    /// Answers 1, or 0 when they no longer play it.
    Orders {
        /// The game.
        game: GameId,
        /// The seat.
        seat: Seat,
        /// Its player.
        user_id: i64,
        /// The orders.
        orders: String,
    },
    /// The player of seat `seat` gives `action` ahead at `at` (replacing any), decided on
    /// the game at `version`: stale when it has changed since (what may be given ahead
    /// depends on the game).
    AheadGiven {
        /// The game.
        game: GameId,
        /// The game's version the decision was checked on.
        version: i64,
        /// The seat.
        seat: Seat,
        /// The action.
        action: String,
        /// When.
        at: Millis,
    },
    /// The decision seat `seat` gave ahead is withdrawn. Answers 1, or 0 when there was
    /// none.
    AheadWithdrawn {
        /// The game.
        game: GameId,
        /// The seat.
        seat: Seat,
    },
}

impl SeatWish {
    /// The game the wish is for.
    pub(super) fn game(&self) -> GameId {
        match self {
            SeatWish::ChatRead { game, .. }
            | SeatWish::ChatWritten { game, .. }
            | SeatWish::Muted { game, .. }
            | SeatWish::Orders { game, .. }
            | SeatWish::AheadGiven { game, .. }
            | SeatWish::AheadWithdrawn { game, .. } => *game,
        }
    }
}

/// Writes a chat message `text` of `user_id` in `seat` of `game` at `at`, seen by its
/// writer; answers its id.
fn write_chat(
    conn: Conn<'_>,
    (game, user_id, seat): (GameId, i64, Seat),
    text: &str,
    at: Millis,
) -> Result<u64, WriteError> {
    let id: i64 = conn
        .query_row(
            "INSERT INTO chat_messages (game_id, user_id, seat_index, text, at)
             VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
            &[&game, &user_id, &seat, &text, &at],
            |r| r.get(0),
        )
        .map_err(refusal)?;
    // A player's own message is never unseen by them.
    let read = SeatWish::ChatRead {
        game,
        user_id,
        last_id: id,
    };
    write_wish(conn, &read)?;
    u64::try_from(id)
        .map_err(|_| refusal(sqlx::Error::Decode(format!("a message id of {id}").into())))
}

/// Writes `wish`; answers what its kind answers (see [`SeatWish`]).
///
/// # Errors
/// [`WriteError::Stale`] for a decision given ahead on a game that changed since; database
/// errors.
pub(super) fn write_wish(conn: Conn<'_>, wish: &SeatWish) -> Result<u64, WriteError> {
    let statement = |sql: &str, values: &[&dyn Arg]| conn.execute(sql, values).map_err(refusal);
    match wish {
        SeatWish::ChatRead {
            game,
            user_id,
            last_id,
        } => statement(
            "UPDATE seats SET chat_seen_id = CASE WHEN ?3 > chat_seen_id THEN ?3 ELSE chat_seen_id END
             WHERE game_id = ?1 AND user_id = ?2",
            &[game, user_id, last_id],
        ),
        SeatWish::ChatWritten {
            game,
            user_id,
            seat,
            text,
            at,
        } => write_chat(conn, (*game, *user_id, *seat), text, *at),
        SeatWish::Muted {
            game,
            user_id,
            what,
            muted,
        } => statement(
            match what {
                Muting::Mail => "UPDATE seats SET muted = ?3 WHERE game_id = ?1 AND user_id = ?2",
                Muting::Chat => {
                    "UPDATE seats SET chat_muted = ?3 WHERE game_id = ?1 AND user_id = ?2"
                }
            },
            &[game, user_id, muted],
        ),
        SeatWish::Orders {
            game,
            seat,
            user_id,
            orders,
        } => statement(
            "UPDATE seats SET orders = ?4 WHERE game_id = ?1 AND seat_index = ?2 AND user_id = ?3",
            &[game, seat, user_id, orders],
        ),
        SeatWish::AheadGiven {
            game,
            version,
            seat,
            action,
            at,
        } => match statement(GIVE_AHEAD.on(conn), &[game, version, seat, action, at])? {
            0 => Err(WriteError::Stale),
            given => Ok(given),
        },
        SeatWish::AheadWithdrawn { game, seat } => forget_ahead(conn, *game, *seat)
            .map_err(refusal),
    }
}

/// A decision given ahead, written only while the game is at version `?2` (PostgreSQL
/// holds the game's row until the commit, as a move's write does).
const GIVE_AHEAD: EachEngine = EachEngine {
    sqlite: "INSERT INTO ahead_decisions (game_id, seat_index, action, given_at)
             SELECT ?1, ?3, ?4, ?5 FROM games WHERE id = ?1 AND version = ?2
             ON CONFLICT (game_id, seat_index) DO UPDATE SET action = excluded.action,
                                                            given_at = excluded.given_at",
    postgres: "INSERT INTO ahead_decisions (game_id, seat_index, action, given_at)
             SELECT ?1, ?3, ?4, ?5 FROM games WHERE id = ?1 AND version = ?2 FOR UPDATE
             ON CONFLICT (game_id, seat_index) DO UPDATE SET action = excluded.action,
                                                            given_at = excluded.given_at",
};

/// Forgets the decision seat `seat` of game `game` gave ahead (withdrawn, or its player
/// gone); answers how many there were.
pub(super) fn forget_ahead(conn: Conn<'_>, game: GameId, seat: Seat) -> sql::Result<u64> {
    conn.execute(
        "DELETE FROM ahead_decisions WHERE game_id = ?1 AND seat_index = ?2",
        &[&game, &seat],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Db;
    use crate::store::games::tests::one_game;

    /// (chat read up to, mail muted, chat muted, orders) of seat 1 of `game`, and the
    /// decision it gave ahead.
    fn seat_one(db: &Db, game: GameId) -> ((i64, bool, bool, Option<String>), Option<String>) {
        db.read(|c| {
            let seat = c.query_row(
                "SELECT chat_seen_id, muted, chat_muted, orders FROM seats
                 WHERE game_id = ?1 AND seat_index = 1",
                &[&game],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )?;
            let ahead = c
                .query_row(
                    "SELECT action FROM ahead_decisions WHERE game_id = ?1 AND seat_index = 1",
                    &[&game],
                    |r| r.get(0),
                )
                .ok();
            Ok((seat, ahead))
        })
        .expect("seat 1")
    }

    fn player_of_seat_one(db: &Db, game: GameId) -> i64 {
        db.read(|c| {
            c.query_row(
                "SELECT user_id FROM seats WHERE game_id = ?1 AND seat_index = 1",
                &[&game],
                |r| r.get(0),
            )
        })
        .expect("a player")
    }

    #[tokio::test]
    async fn a_players_wishes_for_their_seat_are_written_by_the_one_writer() {
        let (_dir, db, game) = one_game().await;
        let ben = player_of_seat_one(&db, game);
        let wish = |wish| db.writer.write_wish(wish);

        // A message written is read by its writer; reading marks only grow.
        let written = wish(SeatWish::ChatWritten {
            game,
            user_id: ben,
            seat: Seat(1),
            text: "well played".into(),
            at: Millis(5),
        })
        .await
        .expect("written");
        assert_eq!(seat_one(&db, game).0.0, written as i64);
        let read = SeatWish::ChatRead {
            game,
            user_id: ben,
            last_id: 0,
        };
        wish(read).await.expect("an older mark");
        assert_eq!(seat_one(&db, game).0.0, written as i64, "marks only grow");

        // Muting and orders: only the seat's player's.
        let mute = |user_id, what| SeatWish::Muted {
            game,
            user_id,
            what,
            muted: true,
        };
        assert_eq!(wish(mute(ben, Muting::Mail)).await.expect("muted"), 1);
        assert_eq!(wish(mute(ben, Muting::Chat)).await.expect("muted"), 1);
        assert_eq!(wish(mute(999, Muting::Mail)).await.expect("no seat"), 0);
        let orders = |user_id| SeatWish::Orders {
            game,
            seat: Seat(1),
            user_id,
            orders: "{\"retreat\":\"never\"}".into(),
        };
        assert_eq!(wish(orders(999)).await.expect("not theirs"), 0);
        assert_eq!(wish(orders(ben)).await.expect("orders"), 1);
        let ((_, mail, chat, given), _) = seat_one(&db, game);
        assert!(mail && chat);
        assert_eq!(given.as_deref(), Some("{\"retreat\":\"never\"}"));

        // A decision given ahead on the game as it was checked, not on a newer one.
        let version: i64 = db
            .read(|c| {
                c.query_row("SELECT version FROM games WHERE id = ?1", &[&game], |r| {
                    r.get(0)
                })
            })
            .expect("version");
        let ahead = |version| SeatWish::AheadGiven {
            game,
            version,
            seat: Seat(1),
            action: "play R1".into(),
            at: Millis(6),
        };
        assert!(matches!(
            wish(ahead(version - 1)).await,
            Err(WriteError::Stale)
        ));
        assert_eq!(seat_one(&db, game).1, None, "nothing given");
        wish(ahead(version)).await.expect("given");
        assert_eq!(seat_one(&db, game).1.as_deref(), Some("play R1"));
        let withdraw = || SeatWish::AheadWithdrawn {
            game,
            seat: Seat(1),
        };
        assert_eq!(wish(withdraw()).await.expect("withdrawn"), 1);
        assert_eq!(wish(withdraw()).await.expect("none left"), 0);
    }
}
