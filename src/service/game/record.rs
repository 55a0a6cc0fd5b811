//! A record's answer: a finished game a player imported waits for each other player named
//! in it to accept it into their games or to decline it ([`decide_record_answer`]).
//! Accepted by every player, it is a game like any other; declined by one, it goes, for
//! the importer too.

use super::table::GameTable;
use super::until_written;
use crate::domain::{GameId, Millis};
use crate::service::loaders::no_such_game;
use crate::service::{Herald, ServiceError, User};
use crate::store::change::{GameChange, SeatEvent};
use crate::store::games::SeatRow;
use crate::store::records::Declined;

/// What a player's answer to a record does.
#[derive(Debug)]
pub enum RecordAnswer {
    /// The record is theirs too: their seat is taken (and once no seat waits, the record
    /// is a game like any other).
    Accepted(Box<GameChange>),
    /// The record goes.
    Declined(Declined),
}

/// `user` answers the record of `table` at `now`: `accept`s it or declines it.
///
/// # Errors
/// 404 not a game `user` may see; 403 the importer answering their own record; 409
/// already accepted; 404 not a record waiting for `user`.
pub fn decide_record_answer(
    table: &GameTable,
    user: &User,
    accept: bool,
    now: Millis,
) -> Result<RecordAnswer, ServiceError> {
    let GameTable { row, seats, .. } = table;
    let id = row.id;
    let waits_for = |s: &&SeatRow| s.invited_id == Some(user.id);
    match (row.record_of, seats.iter().find(waits_for)) {
        (Some(_), Some(seat)) if accept => {
            let index = seat.seat_index as usize;
            let mut change = GameChange::of(id, row.version, now);
            change.seat_events.push(SeatEvent::Taken {
                seat: index,
                user_id: user.id,
            });
            change.record_accepted = !seats
                .iter()
                .any(|s| s.seat_index != seat.seat_index && s.invited_id.is_some());
            Ok(RecordAnswer::Accepted(Box::new(change)))
        }
        (Some(_), Some(_)) => Ok(RecordAnswer::Declined(Declined {
            game_id: id,
            version: row.version,
        })),
        (Some(importer), None) if importer == user.id => Err(ServiceError::Forbidden(format!(
            "you imported game {id}; the other players accept or decline the record, not you"
        ))),
        (Some(_), None) => Err(no_such_game(id)),
        (None, _) if seats.iter().any(|s| s.user_id == Some(user.id)) => {
            Err(ServiceError::Conflict(format!(
                "the record of game {id} is already in your games; there is nothing to accept"
            )))
        }
        (None, _) => Err(ServiceError::NotFound(format!(
            "game {id} is not a record waiting for you; see GET /api/records for those that are"
        ))),
    }
}

impl Herald {
    /// `user` accepts (or declines) the record of game `id` that another player imported
    /// with them in a seat (see [`decide_record_answer`]), written by the one writer.
    ///
    /// # Errors
    /// As [`decide_record_answer`]; 404 no such game; 409 when the record keeps changing.
    pub async fn answer_record(
        &self,
        user: &User,
        id: GameId,
        accept: bool,
    ) -> Result<(), ServiceError> {
        until_written(
            || async {
                let table = GameTable::read(&self.db, id).await?;
                let written = match decide_record_answer(&table, user, accept, self.clock.now_ms())? {
                    RecordAnswer::Accepted(change) => self.write(*change).await?,
                    RecordAnswer::Declined(declined) => {
                        let written = self.db.writer.write_declined(declined).await;
                        self.rung(written, false, "delete a declined record")?
                    }
                };
                Ok(written.then_some(()))
            },
            || {
                ServiceError::Conflict(format!(
                    "the record of game {id} kept changing while you answered; reload it and answer again"
                ))
            },
        )
        .await?;
        tracing::info!(game = %id, by = %user.name, accept, "record answered");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameStatus;
    use crate::store::new_game::NewGame;

    fn five() -> GameId {
        "5".parse().expect("an id")
    }

    fn user(id: i64) -> User {
        User {
            id,
            name: format!("player{id}"),
            email: format!("player{id}@example.test"),
        }
    }

    /// A finished game imported by player 1 (seat 0) as a record, kept for players 2 and
    /// 3 (seats 1 and 2), at version 7.
    fn record() -> GameTable {
        let kind = crate::games::kinds()[0];
        let new = NewGame {
            id: five(),
            kind: kind.kind(),
            engine_version: 1,
            options: "{}".into(),
            terms: "{}".into(),
            seed: "00".into(),
            seed_hash: "11".into(),
            status: GameStatus::Finished,
            created_by: 1,
            created_at: Millis(0),
            last_change_at: None,
            record_of: Some(1),
            seats: Vec::new(),
            first: GameChange::of(five(), 0, Millis(0)),
        };
        let (mut row, _) = new.rows();
        row.version = 7;
        let seat = |index: i64, user_id: Option<i64>, invited_id: Option<i64>| SeatRow {
            seat_index: index,
            user_id,
            invited_id,
            ..SeatRow::empty()
        };
        let seats = vec![
            seat(0, Some(1), None),
            seat(1, None, Some(2)),
            seat(2, None, Some(3)),
        ];
        GameTable { row, seats, kind }
    }

    fn accepted(answer: RecordAnswer) -> GameChange {
        match answer {
            RecordAnswer::Accepted(change) => *change,
            RecordAnswer::Declined(declined) => panic!("declined: {declined:?}"),
        }
    }

    #[test]
    fn an_accepted_record_seat_is_taken_and_the_last_acceptance_ends_the_wait() {
        let now = Millis(900);
        let mut table = record();
        let first = accepted(decide_record_answer(&table, &user(2), true, now).expect("accepted"));
        assert_eq!((first.game_id, first.version, first.at), (five(), 7, now));
        assert_eq!(
            first.seat_events,
            vec![SeatEvent::Taken {
                seat: 1,
                user_id: 2
            }]
        );
        assert!(!first.record_accepted, "player 3 has not answered yet");
        // Player 2 seated, player 3 is the last one the record waits for.
        table.seats[1].user_id = Some(2);
        table.seats[1].invited_id = None;
        let last = accepted(decide_record_answer(&table, &user(3), true, now).expect("accepted"));
        assert!(last.record_accepted);
    }

    #[test]
    fn a_declined_record_goes_at_the_version_it_was_declined_on() {
        match decide_record_answer(&record(), &user(3), false, Millis(900)) {
            Ok(RecordAnswer::Declined(declined)) => assert_eq!(
                declined,
                Declined {
                    game_id: five(),
                    version: 7
                }
            ),
            other => panic!("not declined: {other:?}"),
        }
    }

    #[test]
    fn only_a_player_the_record_waits_for_answers_it() {
        let table = record();
        let refused =
            |user_id, accept| decide_record_answer(&table, &user(user_id), accept, Millis(1));
        assert!(matches!(refused(1, true), Err(ServiceError::Forbidden(_))));
        assert!(matches!(refused(1, false), Err(ServiceError::Forbidden(_))));
        // A stranger is not told the record is there.
        assert!(matches!(refused(9, true), Err(ServiceError::NotFound(_))));
        let mut accepted = record();
        accepted.row.record_of = None;
        accepted.seats[1].user_id = Some(2);
        let answer = decide_record_answer(&accepted, &user(2), true, Millis(1));
        assert!(matches!(answer, Err(ServiceError::Conflict(_))));
        let answer = decide_record_answer(&accepted, &user(9), true, Millis(1));
        assert!(matches!(answer, Err(ServiceError::NotFound(_))));
    }
}
