//! Leases on work that one Herald process at a time does when several share a database
//! (issue 29): the timekeeper's pass. A lease is a named row with its holder and the time
//! it runs out. Its holder renews it; any process takes it once it has run out (its holder
//! died or lost the database); a holder that stops cleanly gives it back, so another takes
//! over at once. Mails are leased one by one in the outbox itself (see
//! [`super::outbox::claim_due`]).

use crate::domain::Millis;
use crate::store::access::{Access, each_engine};

/// The lease on the timekeeper's pass: reminders, time-outs, vacation days, absences,
/// abandoned games and digests are decided by one process at a time.
pub const TIMEKEEPER: &str = "timekeeper";

/// Takes or renews lease `name` for `holder` until `until`: taken if nobody holds it, if
/// `holder` does, or if its holder's lease ran out by `now`. Returns whether `holder`
/// holds it now.
///
/// # Errors
/// Database errors.
pub async fn take(
    conn: &mut impl Access,
    name: &str,
    holder: &str,
    now: Millis,
    until: Millis,
) -> sqlx::Result<bool> {
    let taken = each_engine!(conn, c => sqlx::query(
        "INSERT INTO leases (name, holder, until_ms) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms
         WHERE leases.holder = excluded.holder OR leases.until_ms <= $4",
    )
    .bind(name)
    .bind(holder)
    .bind(until)
    .bind(now)
    .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(taken == 1)
}

/// Gives lease `name` back if `holder` holds it, so that another process may take it at
/// once.
///
/// # Errors
/// Database errors.
pub async fn give_back(conn: &mut impl Access, name: &str, holder: &str) -> sqlx::Result<()> {
    each_engine!(conn, c => sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
        .bind(name)
        .bind(holder)
        .execute(c).await.map(|done| done.rows_affected()))?;
    Ok(())
}

/// Who holds lease `name` and until when, if anybody does.
///
/// # Errors
/// Database errors.
pub async fn holder(conn: &mut impl Access, name: &str) -> sqlx::Result<Option<(String, Millis)>> {
    each_engine!(conn, c => sqlx::query_as("SELECT holder, until_ms FROM leases WHERE name = $1")
        .bind(name)
        .fetch_optional(c).await)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::access::on_both_engines;
    use crate::store::games::tests::one_game_on;

    /// Whether `holder` takes (or renews) the timekeeper's lease at `now`, for a minute.
    async fn takes(conn: &mut impl Access, holder: &str, now: i64) -> bool {
        take(conn, TIMEKEEPER, holder, Millis(now), Millis(now + 60_000))
            .await
            .expect("asked")
    }

    on_both_engines! {
        async fn a_lease_is_held_by_one_process_until_it_runs_out_or_is_given_back(engine) {
            let Some((_kept, db, _)) = one_game_on(engine).await else {
                return;
            };
            let mut tx = db.begin_write().await.expect("a write");
            assert!(takes(&mut tx, "a", 0).await);
            // Another process cannot take it while it runs; its holder renews it.
            assert!(!takes(&mut tx, "b", 1_000).await);
            assert!(takes(&mut tx, "a", 30_000).await);
            assert!(!takes(&mut tx, "b", 60_000).await);
            assert_eq!(
                holder(&mut tx, TIMEKEEPER).await.expect("read"),
                Some(("a".to_string(), Millis(90_000)))
            );
            // Run out: its holder died. Another takes it, and the first holds it no longer.
            assert!(takes(&mut tx, "b", 90_000).await);
            assert!(!takes(&mut tx, "a", 91_000).await);
            // Given back by another than its holder: nothing; by its holder: free at once.
            give_back(&mut tx, TIMEKEEPER, "a").await.expect("given");
            assert!(!takes(&mut tx, "a", 92_000).await);
            give_back(&mut tx, TIMEKEEPER, "b").await.expect("given");
            assert_eq!(holder(&mut tx, TIMEKEEPER).await.expect("read"), None);
            assert!(takes(&mut tx, "a", 93_000).await);
            tx.commit().await.expect("committed");
        }
    }
}
