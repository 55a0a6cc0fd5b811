//! A player's rest, written by the one writer all or nothing: an absence that begins (its
//! days taken from the year's vacation days) or one vacation day spent instead of a
//! time-out, with the clock it moves on in each of the player's games, each game's change
//! under its version check. A game that changed since the rest was decided, or a day
//! already spent, makes the whole rest stale: it is decided again on what is there then.

use super::change::{GameChange, write_change};
use super::sql::Conn;
use super::write_error::{WriteError, refusal};
use crate::domain::Millis;

/// What a rest takes from the player's vacation days.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestDays {
    /// One vacation day of `year`, which the player must still have.
    VacationDay {
        /// The calendar year the day is of.
        year: i64,
    },
    /// The absence declared from `from`, which must not have begun yet: `days` days of
    /// `year` (no fewer than none are left).
    Absence {
        /// When it begins, as declared.
        from: Millis,
        /// How many days it takes.
        days: i64,
        /// The calendar year the days are of.
        year: i64,
    },
}

/// A player's rest.
#[derive(Debug)]
pub struct Rest {
    /// The player.
    pub user_id: i64,
    /// What it takes from their vacation days.
    pub days: RestDays,
    /// How many vacation days a player has each calendar year.
    pub per_year: i64,
    /// Each of the player's games whose clock it moves on.
    pub games: Vec<GameChange>,
}

/// Writes `rest`: the player's days (stale when the day was spent or the absence began
/// meanwhile), then each game's change under its version check.
pub(super) fn write_rest(conn: Conn<'_>, rest: &Rest) -> Result<(), WriteError> {
    let taken = match rest.days {
        RestDays::VacationDay { year } => conn.execute(
                "UPDATE users SET
                    vacation_days_left = CASE WHEN vacation_year IS NOT DISTINCT FROM ?2 THEN vacation_days_left ELSE ?3 END - 1,
                    vacation_year = ?2
                 WHERE id = ?1
                   AND CASE WHEN vacation_year IS NOT DISTINCT FROM ?2 THEN vacation_days_left ELSE ?3 END > 0",
                &[&rest.user_id, &year, &rest.per_year],
            ),
        RestDays::Absence { from, days, year } => conn.execute(
                "UPDATE users SET away_started = TRUE,
                    vacation_days_left = CASE WHEN (CASE WHEN vacation_year IS NOT DISTINCT FROM ?2 THEN vacation_days_left ELSE ?3 END) > ?4
                                              THEN (CASE WHEN vacation_year IS NOT DISTINCT FROM ?2 THEN vacation_days_left ELSE ?3 END) - ?4
                                              ELSE 0 END,
                    vacation_year = ?2
                 WHERE id = ?1 AND away_from = ?5 AND NOT away_started",
                &[&rest.user_id, &year, &rest.per_year, &days, &from],
            ),
    }
    .map_err(refusal)?;
    if taken == 0 {
        return Err(WriteError::Stale);
    }
    for change in &rest.games {
        write_change(conn, change)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameId, GameStatus};
    use crate::store::Db;
    use crate::store::access::on_both_engines;
    use crate::store::change::TurnWrite;
    use crate::store::games::ClockWrite;
    use crate::store::games::tests::{a_move, one_game_on};

    const DAY: i64 = 86_400_000;

    /// `one_game` with red (ann) to act until 10,000 ms; answers ann's id.
    async fn red_to_act(db: &Db, id: GameId) -> i64 {
        let mut conn = db.acquire().await.expect("conn");
        crate::store::access::each_engine!(&mut conn, c => sqlx::query(
            "UPDATE seats SET to_act = TRUE, deadline = 10000 WHERE game_id = $1 AND seat_index = 0",
        )
        .bind(id)
        .execute(c).await.map(|done| done.rows_affected()))
        .expect("red to act");
        let (ann,): (i64,) =
            crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT user_id FROM seats WHERE game_id = $1 AND seat_index = 0")
                .bind(id)
                .fetch_one(c).await)
                .expect("ann");
        ann
    }

    /// Ann's vacation day of 2026 on game `id` as it stands: red's clock a day on.
    async fn vacation_day(db: &Db, id: GameId, ann: i64) -> Rest {
        let mut conn = db.acquire().await.expect("conn");
        let (version,): (i64,) = crate::store::access::each_engine!(&mut conn, c => sqlx::query_as("SELECT version FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(c).await)
            .expect("version");
        let mut change = GameChange::of(id, version, Millis(20_000));
        let clock = |deadline| ClockWrite {
            deadline,
            bank_ms: None,
            paused_left_ms: None,
        };
        change.turn = Some(TurnWrite {
            status: GameStatus::Active,
            result: None,
            turn_since: Some(Millis(0)),
            to_act: vec![crate::engine::Seat(0)],
            clocks: vec![clock(Some(Millis(10_000 + DAY))), clock(None)],
        });
        Rest {
            user_id: ann,
            days: RestDays::VacationDay { year: 2026 },
            per_year: 20,
            games: vec![change],
        }
    }

    /// Ann's vacation days left and red's deadline.
    async fn days_and_deadline(db: &Db, id: GameId, ann: i64) -> (i64, Option<i64>) {
        let mut conn = db.acquire().await.expect("conn");
        crate::store::access::each_engine!(&mut conn, c => sqlx::query_as(
            "SELECT (SELECT CASE WHEN vacation_year = 2026 THEN vacation_days_left ELSE 20 END
                     FROM users WHERE id = $1),
                    (SELECT deadline FROM seats WHERE game_id = $2 AND seat_index = 0)",
        )
        .bind(ann)
        .bind(id)
        .fetch_one(c).await)
        .expect("a read")
    }

    on_both_engines! {
        async fn a_vacation_day_is_taken_and_moves_the_clock_on_at_once(engine) {
            let Some((_kept, db, id)) = one_game_on(engine).await else {
                return;
            };
            let ann = red_to_act(&db, id).await;
            let rest = vacation_day(&db, id, ann).await;
            db.writer.write_rest(rest).await.expect("rested");
            assert_eq!(
                days_and_deadline(&db, id, ann).await,
                (19, Some(10_000 + DAY))
            );
        }
    }

    on_both_engines! {
        async fn a_rest_decided_on_a_game_that_changed_since_is_stale_and_takes_no_day(engine) {
            let Some((_kept, db, id)) = one_game_on(engine).await else {
                return;
            };
            let ann = red_to_act(&db, id).await;
            let rest = vacation_day(&db, id, ann).await;
            let moved = a_move(&db, id, 1, 0).await;
            db.writer.write_change(moved).await.expect("a move");
            let before = days_and_deadline(&db, id, ann).await;
            assert!(matches!(
                db.writer.write_rest(rest).await,
                Err(WriteError::Stale)
            ));
            assert_eq!(days_and_deadline(&db, id, ann).await, before);
            assert_eq!(before.0, 20, "no day taken");
        }
    }

    on_both_engines! {
        async fn a_vacation_day_with_none_left_is_stale_and_moves_no_clock(engine) {
            let Some((_kept, db, id)) = one_game_on(engine).await else {
                return;
            };
            let ann = red_to_act(&db, id).await;
            let mut conn = db.acquire().await.expect("conn");
            crate::store::access::each_engine!(&mut conn, c => sqlx::query("UPDATE users SET vacation_days_left = 0, vacation_year = 2026 WHERE id = $1")
                .bind(ann)
                .execute(c).await.map(|done| done.rows_affected()))
                .expect("no days left");
            drop(conn);
            let rest = vacation_day(&db, id, ann).await;
            assert!(matches!(
                db.writer.write_rest(rest).await,
                Err(WriteError::Stale)
            ));
            assert_eq!(days_and_deadline(&db, id, ann).await, (0, Some(10_000)));
        }
    }
}
