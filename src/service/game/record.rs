//! A record's answer: a finished game a player imported waits for each other player named
//! in it to accept it into their games or to decline it ([`decide_record_answer`]).
//! Accepted by every player, it is a game like any other; declined by one, it goes, for
//! the importer too.

use super::table::GameTable;
use super::until_written;
use crate::domain::{GameId, Millis};
use crate::i18n::Msg;
use crate::msg;
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

/// Why a player's answer to a record is refused, in the game's words. Nothing was
/// changed.
#[derive(Debug)]
pub enum RecordRefused {
    /// Someone with no seat in the record: not told there is one, as for any game they
    /// may not see (the words of `loaders::no_such_game`).
    Hidden {
        /// The record.
        game: GameId,
    },
    /// The importer answering their own record.
    OwnImport {
        /// The record.
        game: GameId,
    },
    /// Accepted already: the game is in the player's games.
    AlreadyAccepted {
        /// The game.
        game: GameId,
    },
    /// A game that is no record waiting for anyone.
    NotARecord {
        /// The game.
        game: GameId,
    },
    /// The record kept changing under the answer (other players answering).
    KeptChanging {
        /// The record.
        game: GameId,
    },
}

/// `user` answers the record of `table` at `now`: `accept`s it or declines it.
///
/// # Errors
/// [`RecordRefused`]: not a record `user` may see, the importer answering their own
/// record, already accepted, not a record.
pub fn decide_record_answer(
    table: &GameTable,
    user: &User,
    accept: bool,
    now: Millis,
) -> Result<RecordAnswer, RecordRefused> {
    let GameTable { row, seats, .. } = table;
    let id = row.id;
    let waits_for = |s: &&SeatRow| s.invited_id == Some(user.id);
    match (row.record_of, seats.iter().find(waits_for)) {
        (Some(_), Some(seat)) if accept => {
            let mut change = GameChange::of(id, row.version, now);
            change.seat_events.push(SeatEvent::Taken {
                seat: seat.seat_index,
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
        (Some(importer), None) if importer == user.id => Err(RecordRefused::OwnImport { game: id }),
        (Some(_), None) => Err(RecordRefused::Hidden { game: id }),
        (None, _) if seats.iter().any(|s| s.user_id == Some(user.id)) => {
            Err(RecordRefused::AlreadyAccepted { game: id })
        }
        (None, _) => Err(RecordRefused::NotARecord { game: id }),
    }
}

impl Herald {
    /// `user` accepts (or declines) the record of game `id` that another player imported
    /// with them in a seat (see [`decide_record_answer`]), written by the one writer.
    ///
    /// # Errors
    /// [`RecordRefused`] as [`decide_record_answer`] decides, or when the record keeps
    /// changing; no such game; database errors.
    pub async fn answer_record(
        &self,
        user: &User,
        id: GameId,
        accept: bool,
    ) -> Result<(), ServiceError> {
        until_written(
            || async {
                let table = GameTable::read(&self.db, id).await?;
                let written = match decide_record_answer(&table, user, accept, self.clock.now_ms())?
                {
                    RecordAnswer::Accepted(change) => self.write(*change).await?,
                    RecordAnswer::Declined(declined) => {
                        let written = self.db.writer.write_declined(declined).await;
                        self.rung(written, false, "delete a declined record")?
                    }
                };
                Ok(written.then_some(()))
            },
            || ServiceError::from(RecordRefused::KeptChanging { game: id }),
        )
        .await?;
        tracing::info!(game = %id, by = %user.name, accept, "record answered");
        Ok(())
    }
}

impl RecordRefused {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`).
    pub fn msg(&self) -> Msg {
        match self {
            RecordRefused::Hidden { game } => msg!("record-refused-hidden", game = game.get()),
            RecordRefused::OwnImport { game } => {
                msg!("record-refused-own-import", game = game.get())
            }
            RecordRefused::AlreadyAccepted { game } => {
                msg!("record-refused-already-accepted", game = game.get())
            }
            RecordRefused::NotARecord { game } => {
                msg!("record-refused-not-a-record", game = game.get())
            }
            RecordRefused::KeptChanging { game } => {
                msg!("record-refused-kept-changing", game = game.get())
            }
        }
    }
}

crate::worded_error!(RecordRefused);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameStatus;
    use crate::engine::Seat;
    use crate::store::new_game::NewGame;

    fn five() -> GameId {
        "5".parse().expect("an id")
    }

    fn user(id: i64) -> User {
        User {
            id,
            name: format!("player{id}"),
            email: format!("player{id}@example.test"),
            language: crate::i18n::Lang::En,
        }
    }

    /// A finished game imported by player 1 (seat 0) as a record, kept for players 2 and
    /// 3 (seats 1 and 2), at version 7.
    fn record() -> GameTable {
        let kind = crate::games::kinds()[0];
        let new = NewGame {
            record_of: Some(1),
            ..NewGame::blank(five(), kind.kind(), 1, GameStatus::Finished, Millis(0))
        };
        let (mut row, _) = new.rows();
        row.version = 7;
        let seat = |index: u8, user_id: Option<i64>, invited_id: Option<i64>| SeatRow {
            seat_index: Seat(index),
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
                seat: Seat(1),
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
        assert!(matches!(
            refused(1, true),
            Err(RecordRefused::OwnImport { .. })
        ));
        assert!(matches!(
            refused(1, false),
            Err(RecordRefused::OwnImport { .. })
        ));
        // A stranger is not told the record is there: the words of a game that is not.
        let hidden = refused(9, true).expect_err("a stranger");
        assert!(matches!(hidden, RecordRefused::Hidden { .. }));
        assert_eq!(
            hidden.to_string(),
            crate::service::loaders::no_such_game(five()).to_string()
        );
        let mut accepted = record();
        accepted.row.record_of = None;
        accepted.seats[1].user_id = Some(2);
        let answer = decide_record_answer(&accepted, &user(2), true, Millis(1));
        assert!(matches!(answer, Err(RecordRefused::AlreadyAccepted { .. })));
        let answer = decide_record_answer(&accepted, &user(9), true, Millis(1));
        assert!(matches!(answer, Err(RecordRefused::NotARecord { .. })));
    }
}
