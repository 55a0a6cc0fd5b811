//! The mail bell across processes (issue 29). On PostgreSQL, mail queued by any process
//! sharing the database, or handed back unsent (a failed attempt, a worker stopping),
//! rings every process's bell: a trigger on the outbox notifies channel [`MAIL_QUEUED`]
//! once the transaction commits, and each process listens on it. The process that queued
//! the mail rings its own bell as well, so nothing waits for the notice; the notice lets
//! the others share the sending, and take over mail one of them could not send.
//! Notices lost while the connection is down (a failover) cost nothing: every worker
//! also wakes when its next mail is due.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;
use tokio::sync::{Notify, watch};

use super::{Db, Pool};
use sqlx::PgPool;

/// The channel the outbox's trigger notifies (migrations/postgres/0025).
pub const MAIL_QUEUED: &str = "herald_mail";

/// How long to wait before listening again after the connection failed.
const AGAIN_AFTER: Duration = Duration::from_secs(1);

/// Rings `bell` whenever mail is queued by any process sharing `db`, until `stopping`
/// turns true. On a SQLite file, one process's own rings are all there are: it returns
/// at once.
pub async fn ring_across_processes(db: Db, bell: Arc<Notify>, mut stopping: watch::Receiver<bool>) {
    let Pool::Pg(pool) = &db.pool else {
        return;
    };
    loop {
        let failed = tokio::select! {
            Err(failed) = listen(pool, &bell) => failed,
            _ = stopping.wait_for(|stop| *stop) => return,
        };
        tracing::warn!(%failed, "not listening for mail queued by other processes; again in a second");
        tokio::select! {
            () = tokio::time::sleep(AGAIN_AFTER) => {}
            _ = stopping.wait_for(|stop| *stop) => return,
        }
    }
}

/// Rings `bell` on every notice on [`MAIL_QUEUED`]; ends only when the connection fails
/// and cannot be made again.
async fn listen(pool: &PgPool, bell: &Notify) -> sqlx::Result<std::convert::Infallible> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(MAIL_QUEUED).await?;
    loop {
        // After a lost connection, `recv` connects and listens again by itself.
        listener.recv().await?;
        bell.notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Millis;
    use crate::store::outbox::{self, NewMail};
    use crate::store::test_postgres::TestDatabase;

    /// A plain mail to ann, its Message-ID `id`.
    fn mail_to_ann(id: &str) -> NewMail {
        NewMail {
            game_id: None,
            to_addr: "ann@example.org".to_string(),
            to_name: "ann".to_string(),
            subject: "Hello".to_string(),
            body_text: "Hello".to_string(),
            body_html: "<p>Hello</p>".to_string(),
            message_id: id.to_string(),
            thread_id: None,
            unsubscribe_url: None,
            board: None,
            hold: None,
            reply: None,
        }
    }

    /// Whether `bell` rings within `wait`.
    async fn rings(bell: &Notify, wait: Duration) -> bool {
        tokio::time::timeout(wait, bell.notified()).await.is_ok()
    }

    #[tokio::test]
    async fn mail_another_process_queues_or_hands_back_rings_this_ones_bell_and_a_lease_does_not() {
        let Some(database) = TestDatabase::new() else {
            return;
        };
        let here = super::super::open_postgres(database.url())
            .await
            .expect("open");
        let there = super::super::open_postgres(database.url())
            .await
            .expect("open");
        let bell = Arc::new(Notify::new());
        let (stop, stopping) = watch::channel(false);
        let listening = tokio::spawn(ring_across_processes(here, bell.clone(), stopping));

        // Mail queued there rings here (once this process listens: a few tries at most).
        let mut tries = 0;
        loop {
            tries += 1;
            assert!(
                tries <= 50,
                "queued mail never rang the other process's bell"
            );
            let mut tx = there.begin_write().await.expect("a write");
            outbox::queue(&mut tx, &mail_to_ann(&format!("m{tries}@x")), Millis(0))
                .await
                .expect("queued");
            tx.commit().await.expect("committed");
            if rings(&bell, Duration::from_millis(200)).await {
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        let _ = rings(&bell, Duration::from_millis(10)).await; // a notice of a later try

        // Leased there: nobody else can send them, so nobody is woken.
        let mut tx = there.begin_write().await.expect("a write");
        let leased = outbox::claim_due(&mut tx, Millis(1), Millis(60_000), 100, there.holder())
            .await
            .expect("leased");
        tx.commit().await.expect("committed");
        assert_eq!(leased.len(), tries);
        assert!(
            !rings(&bell, Duration::from_millis(500)).await,
            "a lease rang"
        );

        // Handed back unsent (its send failed there): here is woken to try it.
        let mut tx = there.begin_write().await.expect("a write");
        outbox::mark_failed(&mut tx, leased[0].id, "refused", Millis(2), false)
            .await
            .expect("handed back");
        tx.commit().await.expect("committed");
        assert!(
            rings(&bell, Duration::from_secs(5)).await,
            "a hand-back did not ring"
        );

        stop.send_replace(true);
        tokio::time::timeout(Duration::from_secs(5), listening)
            .await
            .expect("it stops when told")
            .expect("it ends cleanly");
    }
}
