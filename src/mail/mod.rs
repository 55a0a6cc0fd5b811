//! Sending mail: the outbox worker and its two transports, lettre SMTP when
//! `HERALD_SMTP_URL` is set and `.eml` files otherwise. A mail is marked sent only after
//! the transport accepted it; a failure is retried with doubling backoff, so an outage or
//! a restart delays mail but never loses it.
//!
//! Every SMTP exchange has a deadline (`HERALD_SMTP_TIMEOUT_MS`): lettre's own timeout
//! covers only the TCP connect, so each send runs under `tokio::time::timeout`, on a
//! connection of its own that is closed when the deadline cuts it off. Each mail is sent
//! and recorded on its own, so a server that stops answering holds up only that mail.

pub mod dkim;
mod message;
mod painter;
pub mod png;
pub mod senders;
mod transport;

use crate::store::access::Access;
use message::board_svg;
pub use message::{Boards, Letterhead, build_message};
use transport::Outgoing;
pub use transport::Transport;

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use lettre::message::Mailbox;
use tokio::sync::{Notify, watch};
use tokio::task::{JoinError, JoinSet};

use crate::clock::Clock;
use crate::config::Settings;
use crate::domain::Millis;
use crate::store::outbox::MailRow;
use crate::store::{self};

/// Attempts after which a mail is given up (`dead`): about two weeks of retries.
pub const MAX_ATTEMPTS: i64 = 700;
/// The longest wait between two attempts.
pub const MAX_BACKOFF_MS: i64 = 30 * 60 * 1000;
/// Mails a worker holds at once: being sent (one per recipient at a time, all recipients
/// at once), or waiting for their recipient's earlier mail.
const MAX_LEASED: usize = 16;
/// How long a worker holds a mail it leased: far longer than a send may take (at least four
/// SMTP deadlines), short enough that mail leased by a worker that died goes out soon after
/// a restart. A worker that stops cleanly hands its mail back at once instead.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// On shutdown, how long the mails being sent may take to finish before they are cut off
/// (and sent again, possibly twice, after the next start).
pub const SHUTDOWN_SEND_GRACE: Duration = Duration::from_secs(5);
/// The shortest time between two leases the bell causes: moves ring it one after another,
/// and one lease (one write to the database) for each burst, not for each move, leaves the
/// disk to the moves. The first mail after a quiet spell goes at once.
const GATHER: Duration = Duration::from_millis(20);
/// The longest the worker sleeps when nothing is due.
const IDLE: Duration = Duration::from_secs(60);

/// A mail and how its sending went.
type Outcome = (MailRow, anyhow::Result<()>);
/// A sending task's end: its id and outcome, or how it failed.
type Finished = Result<(tokio::task::Id, Outcome), JoinError>;

/// The mails a worker holds: leased, not yet recorded.
#[derive(Default)]
struct Flight {
    /// Every mail leased and not yet recorded, by id.
    leased: HashMap<i64, MailRow>,
    /// Recipients with a mail being sent: one at a time each, so they arrive in order.
    busy: HashSet<String>,
    /// Mails waiting for their recipient's mail being sent.
    waiting: HashMap<String, VecDeque<MailRow>>,
    /// The sends under way, each returning its mail and how it went.
    sending: JoinSet<Outcome>,
    /// The mail of each send, to know it if its task panics.
    tasks: HashMap<tokio::task::Id, i64>,
}

/// The outbox worker.
pub struct Worker {
    db: store::Db,
    transport: Transport,
    from: Mailbox,
    /// Herald's inbound domain, when it receives mail.
    inbound_domain: Option<String>,
    /// The DKIM signer, when mail is signed.
    dkim: Option<Arc<dkim::DkimSigning>>,
    /// The server's "reply" secret, read from the database before the first mail.
    reply_key: tokio::sync::OnceCell<Arc<[u8]>>,
    clock: Arc<dyn Clock>,
    /// Draws the boards of held turn mails.
    boards: Arc<dyn Boards>,
    retry_ms: i64,
    smtp_timeout: Duration,
    lease_ms: i64,
}

impl Worker {
    /// A worker for this database and transport, drawing held mails' boards with `boards`.
    /// Says once in the log whether mail is DKIM-signed.
    ///
    /// # Errors
    /// A malformed sender address; DKIM settings that cannot be used (a key file that
    /// cannot be read or holds no usable key: the error names the file and why).
    pub fn new(
        db: store::Db,
        settings: &Settings,
        clock: Arc<dyn Clock>,
        boards: Arc<dyn Boards>,
    ) -> anyhow::Result<Self> {
        let smtp_timeout = Duration::from_millis(settings.smtp_timeout_ms.max(1));
        let dkim = dkim::DkimSigning::from_settings(settings)?;
        match &dkim {
            Some(signing) => tracing::info!(
                "mail is DKIM-signed ({}; `herald dkim-record` prints the DNS record)",
                signing.record().name
            ),
            None => tracing::warn!(
                "mail goes out unsigned (no DKIM): set HERALD_DKIM_SELECTOR and \
                 HERALD_DKIM_KEY_FILE, or large providers may take it for spam"
            ),
        }
        Ok(Worker {
            db,
            transport: Transport::from_settings(settings)?,
            from: settings
                .mail_from
                .parse()
                .context("HERALD_MAIL_FROM must be a mail address")?,
            inbound_domain: settings.inbound_domain.clone(),
            dkim: dkim.map(Arc::new),
            reply_key: tokio::sync::OnceCell::new(),
            clock,
            boards,
            retry_ms: settings.mail_retry_ms.max(1) as i64,
            smtp_timeout,
            // Far longer than a send may take, whatever the deadline.
            lease_ms: LEASE_MS.max(4 * smtp_timeout.as_millis() as i64),
        })
    }

    /// Runs until `stop` turns true: leases due mail as room allows, sends each mail as its
    /// own task under the SMTP deadline, and records each as soon as it is done, so a slow
    /// or silent connection holds up only its own mail (and its recipient's later ones).
    ///
    /// On stop it leases nothing more, gives the mails being sent up to
    /// [`SHUTDOWN_SEND_GRACE`] to finish, records them, and hands every other mail it held
    /// back to the outbox, due at once, so the next start sends it without waiting for a
    /// lease to run out.
    pub async fn run(self, bell: Arc<Notify>, mut stop: watch::Receiver<bool>) {
        let mut flight = Flight::default();
        while !*stop.borrow() {
            let leased_at = tokio::time::Instant::now();
            if let Err(e) = self.lease_and_send(&mut flight).await {
                tracing::error!("mail worker: {e:#}");
            }
            let wait = if flight.leased.len() >= MAX_LEASED {
                IDLE
            } else {
                self.until_next_due().await
            };
            tokio::select! {
                Some(done) = flight.sending.join_next_with_id() => {
                    let mut finished = vec![done];
                    while let Some(done) = flight.sending.try_join_next_with_id() {
                        finished.push(done);
                    }
                    self.finish(&mut flight, finished, true).await;
                }
                () = bell.notified() => {
                    // The first mail of a burst goes at once; the rest gather for one lease.
                    let since = leased_at.elapsed();
                    if since < GATHER {
                        tokio::time::sleep(GATHER - since).await;
                    }
                }
                () = tokio::time::sleep(wait) => {}
                changed = stop.changed() => {
                    if changed.is_err() {
                        break; // nobody can stop us any more: stop now
                    }
                }
            }
        }
        self.stop_sending(flight).await;
    }

    /// Leases as many due mails as there is room for and starts sending them.
    async fn lease_and_send(&self, flight: &mut Flight) -> anyhow::Result<()> {
        let room = MAX_LEASED.saturating_sub(flight.leased.len());
        if room == 0 {
            return Ok(());
        }
        let now = self.clock.now_ms();
        if self.inbound_domain.is_some() {
            // Before the first mail: a mail that says "reply to this mail" has the address.
            let mut fresh = [0u8; 32];
            getrandom::fill(&mut fresh).context("the operating system's random source")?;
            let fresh = hex::encode(fresh);
            self.reply_key
                .get_or_try_init(|| async {
                    let value =
                        store::sessions::server_secret(&self.db.pool, "reply", &fresh, now).await?;
                    let key = hex::decode(value.trim()).context("the reply secret is not hex")?;
                    anyhow::Ok(Arc::<[u8]>::from(key))
                })
                .await?;
        }
        if self
            .next_due()
            .is_ok_and(|due| due.is_none_or(|due| due > now))
        {
            // Nothing to lease nor to mark seen: no write transaction (its commit is a flush
            // to disk, and it waits at the write gate with the moves). Every move rings the
            // bell, its turn mail held for minutes, so this is most rings under play.
            return Ok(());
        }
        let mut tx = self.db.begin_write().await?;
        let rows = store::outbox::claim_due(
            &mut tx,
            now,
            now + self.lease_ms,
            room as i64,
            self.db.holder(),
        )
        .await?;
        tx.commit().await?;
        for row in rows {
            if flight.leased.contains_key(&row.id) {
                // Still ours, waiting behind its recipient's mails: its lease was renewed.
                continue;
            }
            flight.leased.insert(row.id, row.clone());
            if flight.busy.contains(&row.to_addr) {
                flight
                    .waiting
                    .entry(row.to_addr.clone())
                    .or_default()
                    .push_back(row);
            } else {
                flight.busy.insert(row.to_addr.clone());
                self.start_sending(flight, row);
            }
        }
        Ok(())
    }

    /// Sends one mail in its own task, under the SMTP deadline.
    fn start_sending(&self, flight: &mut Flight, row: MailRow) {
        let id = row.id;
        let from = Letterhead {
            from: self.from.clone(),
            replies: self
                .inbound_domain
                .clone()
                .zip(self.reply_key.get().cloned()),
        };
        let transport = self.transport.clone();
        let dkim = self.dkim.clone();
        let deadline = self.smtp_timeout;
        let boards = self.boards.clone();
        let task = flight.sending.spawn(async move {
            // Drawing a board and its picture takes tens of milliseconds of CPU: on the
            // painter thread, one at a time and at a lower priority, so that a burst of turn
            // mails never takes the cores from the moves (the mails wait instead).
            let (row, message) = if row.board_svg.is_some() || row.board_to_draw.is_some() {
                let kept = row.clone();
                match painter::paint(move || {
                    let board = board_svg(&row, boards.as_ref());
                    let message = build_message(&row, board.as_deref(), &from);
                    (row, message)
                })
                .await
                {
                    Ok(built) => built,
                    Err(e) => (kept, Err(e)),
                }
            } else {
                let message = build_message(&row, None, &from);
                (row, message)
            };
            let outgoing = message.and_then(|message| Outgoing::of(&message, dkim.as_deref()));
            let sent = match outgoing {
                Ok(mail) => {
                    match tokio::time::timeout(deadline, transport.send(mail, &row.message_id))
                        .await
                    {
                        Ok(sent) => sent,
                        // Dropping the send closed its connection: nothing of it is reused.
                        Err(_) => Err(anyhow::anyhow!(
                            "the SMTP exchange did not finish within {} ms \
                             (HERALD_SMTP_TIMEOUT_MS); its connection was closed",
                            deadline.as_millis()
                        )),
                    }
                }
                Err(e) => Err(e),
            };
            (row, sent)
        });
        flight.tasks.insert(task.id(), id);
    }

    /// Records finished sends, one transaction for all; then, unless stopping, starts the
    /// next mail of each recipient that has one waiting.
    async fn finish(&self, flight: &mut Flight, finished: Vec<Finished>, go_on: bool) {
        let mut outcomes = Vec::with_capacity(finished.len());
        for done in finished {
            match done {
                Ok((task, (row, sent))) => {
                    flight.tasks.remove(&task);
                    outcomes.push((row, sent));
                }
                Err(e) => {
                    // The mail stays leased and is tried again when its lease runs out.
                    tracing::error!("a mail-sending task failed: {e}");
                    if let Some(id) = flight.tasks.remove(&e.id())
                        && let Some(row) = flight.leased.remove(&id)
                    {
                        flight.busy.remove(&row.to_addr);
                        self.next_for(flight, &row.to_addr, go_on);
                    }
                }
            }
        }
        if let Err(e) = self.record(&outcomes).await {
            // Not recorded: those mails' leases run out and they are sent again with the
            // same Message-ID. Mail may come twice, never not at all.
            tracing::error!("mail worker: {e:#}");
        }
        for (row, _) in outcomes {
            flight.leased.remove(&row.id);
            flight.busy.remove(&row.to_addr);
            self.next_for(flight, &row.to_addr, go_on);
        }
    }

    /// Starts the next mail waiting for `to`, if any (and not stopping).
    fn next_for(&self, flight: &mut Flight, to: &str, go_on: bool) {
        if !go_on || flight.busy.contains(to) {
            return;
        }
        let next = flight.waiting.get_mut(to).and_then(VecDeque::pop_front);
        if flight.waiting.get(to).is_some_and(VecDeque::is_empty) {
            flight.waiting.remove(to);
        }
        if let Some(row) = next {
            flight.busy.insert(to.to_string());
            self.start_sending(flight, row);
        }
    }

    /// The end of [`Worker::run`]: lets the sends under way finish within the grace, then
    /// hands back every mail not sent.
    async fn stop_sending(&self, mut flight: Flight) {
        let grace = tokio::time::Instant::now() + SHUTDOWN_SEND_GRACE;
        let under_way = flight.sending.len();
        let mut finished = Vec::new();
        loop {
            match tokio::time::timeout_at(grace, flight.sending.join_next_with_id()).await {
                Ok(Some(done)) => finished.push(done),
                Ok(None) => break,
                Err(_) => {
                    tracing::warn!(
                        "{} mails still being sent after {:?}: cut off, to be sent again \
                         (possibly twice)",
                        flight.sending.len(),
                        SHUTDOWN_SEND_GRACE
                    );
                    flight.sending.abort_all();
                    break;
                }
            }
        }
        self.finish(&mut flight, finished, false).await;
        let unsent: Vec<i64> = flight.leased.keys().copied().collect();
        match self.hand_back(&unsent).await {
            Ok(()) => tracing::info!(
                "mail worker stopped: {under_way} mails were being sent, {} handed back to \
                 the outbox for the next start",
                unsent.len()
            ),
            Err(e) => tracing::error!(
                "mail worker: could not hand back {} mails ({e:#}); they go out when their \
                 lease runs out",
                unsent.len()
            ),
        }
    }

    /// Ends the lease of mails that were not sent and makes them due now.
    async fn hand_back(&self, ids: &[i64]) -> anyhow::Result<()> {
        if ids.is_empty() {
            return Ok(());
        }
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        for id in ids {
            store::outbox::mark_failed(&mut tx, *id, "not sent: Herald stopped", now, false)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Records how each mail went, in one transaction.
    async fn record(&self, outcomes: &[Outcome]) -> anyhow::Result<()> {
        if outcomes.is_empty() {
            return Ok(());
        }
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let mut sent = Vec::with_capacity(outcomes.len());
        for (row, outcome) in outcomes {
            match outcome {
                Ok(()) => sent.push(row.id),
                Err(e) => self.record_failure(&mut tx, row, e, now).await?,
            }
        }
        store::outbox::mark_sent(&mut tx, &sent, now).await?;
        tx.commit().await?;
        for (row, outcome) in outcomes {
            if outcome.is_ok() {
                tracing::info!(mail = row.id, to = %row.to_addr, subject = %row.subject, "mail sent");
            }
        }
        Ok(())
    }

    async fn record_failure(
        &self,
        conn: &mut impl Access,
        row: &MailRow,
        error: &anyhow::Error,
        now: Millis,
    ) -> anyhow::Result<()> {
        let backoff = self
            .retry_ms
            .saturating_mul(1i64 << (row.attempts - 1).clamp(0, 30))
            .min(MAX_BACKOFF_MS);
        let dead = row.attempts >= MAX_ATTEMPTS;
        store::outbox::mark_failed(conn, row.id, &format!("{error:#}"), now + backoff, dead)
            .await?;
        if dead {
            tracing::error!(
                mail = row.id,
                attempts = row.attempts,
                "giving up on a mail: {error:#}"
            );
        } else {
            tracing::warn!(
                mail = row.id,
                attempts = row.attempts,
                retry_in_ms = backoff,
                "mail not sent: {error:#}"
            );
        }
        Ok(())
    }

    async fn until_next_due(&self) -> Duration {
        match self.next_due() {
            Ok(Some(due)) => {
                Duration::from_millis(due.since(self.clock.now_ms()).clamp(10, 60_000) as u64)
            }
            Ok(None) => IDLE,
            Err(_) => Duration::from_secs(1),
        }
    }

    /// When the earliest pending mail is due (see `store::outbox::read_next_due`), read on a
    /// read connection: no thread hand-off, no wait for a pooled connection.
    fn next_due(&self) -> sqlx::Result<Option<Millis>> {
        self.db.read(store::outbox::read_next_due)
    }
}
