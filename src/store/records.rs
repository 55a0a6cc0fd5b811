//! Records: finished games a player imported, waiting for the other players to accept
//! them. A player's acceptance is a change of the game like any other (`SeatEvent::Taken`,
//! and the last one ends the wait: `GameChange::record_accepted`); a refusal deletes the
//! record ([`Declined`]). Both are written by the one writer.

use crate::store::access::{Access, each_engine};

use super::sql::Conn;
use super::write_error::{WriteError, refusal};
use crate::domain::GameId;

/// A record declined by one of its players: it goes whole (its seats, log, snapshot and
/// unsent mail with it), if it is still at the version the answer was decided on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declined {
    /// The record.
    pub game_id: GameId,
    /// Its version when it was declined.
    pub version: i64,
}

/// Deletes the record `declined`; stale (nothing deleted) when it changed meanwhile: an
/// answer of another player came first.
pub(super) fn write_declined(conn: Conn<'_>, declined: &Declined) -> Result<(), WriteError> {
    let deleted = conn
        .execute(
            "DELETE FROM games WHERE id = ?1 AND version = ?2 AND record_of IS NOT NULL",
            &[&declined.game_id, &declined.version],
        )
        .map_err(refusal)?;
    if deleted == 0 {
        return Err(WriteError::Stale);
    }
    Ok(())
}

/// Records waiting for `user_id` to accept them: (game id, kind, importer's name, result).
///
/// # Errors
/// Database errors.
pub async fn records_waiting_for(
    conn: &mut impl Access,
    user_id: i64,
) -> sqlx::Result<Vec<(GameId, String, String, Option<String>)>> {
    each_engine!(conn, c => sqlx::query_as(
        "SELECT g.id, g.kind, u.name, g.result FROM games g
           JOIN seats s ON s.game_id = g.id JOIN users u ON u.id = g.record_of
         WHERE g.record_of IS NOT NULL AND s.invited_id = $1
         ORDER BY g.id",
    )
    .bind(user_id)
    .fetch_all(c).await)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameStatus, Millis};
    use crate::engine::Seat;
    use crate::store::Db;
    use crate::store::access::on_both_engines;
    use crate::store::change::{GameChange, SeatEvent};
    use crate::store::games::read_with_seats;
    use crate::store::games::tests::one_game_on;
    use crate::store::new_game::next_game_id;
    use crate::store::new_game::tests::{count, open_game, players};

    /// A record of `one_game`'s two players, imported by the first (red) and waiting for
    /// the second (white), with a mail to them; its id, version and second player.
    async fn stored_record(db: &Db) -> (GameId, i64, i64) {
        let (a, b) = players(db).await;
        let id = db.read(next_game_id).expect("an id");
        let mut record = open_game(id, a, b);
        record.status = GameStatus::Finished;
        record.record_of = Some(a);
        db.writer.write_new_game(record).await.expect("the record");
        let (row, _) = db
            .read(|c| read_with_seats(c, id))
            .expect("a read")
            .expect("the record");
        (id, row.version, b)
    }

    on_both_engines! {
        async fn an_accepted_record_is_a_game_and_a_refusal_decided_before_it_deletes_nothing(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (id, version, b) = stored_record(&db).await;
            let declined = Declined {
                game_id: id,
                version,
            };
            let mut accepted = GameChange::of(id, version, Millis(900));
            accepted.seat_events.push(SeatEvent::Taken {
                seat: Seat(1),
                user_id: b,
            });
            accepted.record_accepted = true;
            db.writer.write_change(accepted).await.expect("accepted");
            let (row, seats) = db
                .read(|c| read_with_seats(c, id))
                .expect("a read")
                .expect("the game");
            assert_eq!(row.record_of, None, "a game like any other");
            assert_eq!((seats[1].user_id, seats[1].invited_id), (Some(b), None));
            // The refusal was decided before the acceptance was written: stale, and the game
            // stays.
            assert!(matches!(
                db.writer.write_declined(declined).await,
                Err(WriteError::Stale)
            ));
            assert_eq!(count(&db, "games").await, 2);
        }
    }

    on_both_engines! {
        async fn a_declined_record_goes_whole(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let (id, version, _) = stored_record(&db).await;
            let (seats, mails) = (count(&db, "seats").await, count(&db, "outbox").await);
            db.writer
                .write_declined(Declined {
                    game_id: id,
                    version,
                })
                .await
                .expect("declined");
            assert!(
                db.read(|c| read_with_seats(c, id))
                    .expect("a read")
                    .is_none()
            );
            assert_eq!(count(&db, "games").await, 1, "the other game stays");
            assert_eq!(count(&db, "seats").await, seats - 2, "its seats with it");
            assert_eq!(
                count(&db, "outbox").await,
                mails - 1,
                "its unsent mail with it"
            );
        }
    }
}
