//! Sending mail: the outbox worker and its two transports, lettre SMTP when
//! `HERALD_SMTP_URL` is set and `.eml` files otherwise. A mail is marked sent only after
//! the transport accepted it; a failure is retried with doubling backoff, so an outage or
//! a restart delays mail but never loses it.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use tokio::sync::Notify;

use crate::config::Settings;
use crate::service::Clock;
use crate::store::{self, outbox::MailRow};

/// Attempts after which a mail is given up (`dead`): about two weeks of retries.
pub const MAX_ATTEMPTS: i64 = 700;
/// The longest wait between two attempts.
pub const MAX_BACKOFF_MS: i64 = 30 * 60 * 1000;
/// Mails leased per batch, and sent at once.
const BATCH: i64 = 16;
/// How long a worker holds a batch while sending it: far longer than a batch takes to a
/// working server, short enough that mail leased by a worker that died goes out soon after
/// a restart. (A batch stuck on a server at the 30 s timeout may outlive it; the mail may
/// then be sent twice, with the same Message-ID, never lost.)
const LEASE_MS: i64 = 2 * 60 * 1000;

/// Where mail goes.
#[derive(Clone)]
pub enum Transport {
    /// An SMTP server.
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    /// `.eml` files in a folder, one per Message-ID.
    Files(PathBuf),
}

impl Transport {
    /// The transport the settings ask for.
    ///
    /// # Errors
    /// A malformed SMTP URL.
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        match &settings.smtp_url {
            Some(url) => Ok(Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .with_context(|| "HERALD_SMTP_URL must look like smtp://host:25 or smtps://user:pass@host:465")?
                    .timeout(Some(Duration::from_secs(30)))
                    // One connection per mail of a batch, kept open between batches.
                    .pool_config(PoolConfig::new().max_size(BATCH as u32))
                    .build(),
            )),
            None => Ok(Transport::Files(settings.outbox_dir())),
        }
    }

    async fn send(&self, message: Message, message_id: &str) -> anyhow::Result<()> {
        match self {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.context("SMTP")?;
            }
            Transport::Files(dir) => {
                // Named by Message-ID and renamed into place: a retry rewrites the same file,
                // and a reader never sees half a mail. One blocking task does all three steps.
                let name: String = message_id
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                            c
                        } else {
                            '_'
                        }
                    })
                    .collect();
                let dir = dir.clone();
                let bytes = message.formatted();
                tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
                    std::fs::create_dir_all(&dir)
                        .with_context(|| format!("create {}", dir.display()))?;
                    let tmp = dir.join(format!(".{name}.tmp"));
                    std::fs::write(&tmp, bytes)
                        .with_context(|| format!("write {}", tmp.display()))?;
                    std::fs::rename(&tmp, dir.join(format!("{name}.eml")))
                        .context("rename the .eml file")?;
                    Ok(())
                })
                .await
                .context("the file-writing task")??;
            }
        }
        Ok(())
    }
}

/// Builds the MIME message of an outbox row.
///
/// # Errors
/// Bad addresses.
pub fn build_message(row: &MailRow, from: &Mailbox) -> anyhow::Result<Message> {
    let to = Mailbox::new(
        Some(row.to_name.clone()),
        row.to_addr.parse().context("recipient address")?,
    );
    let mut builder = Message::builder()
        .from(from.clone())
        .to(to)
        .subject(&row.subject)
        .message_id(Some(format!("<{}>", row.message_id)));
    if let Some(thread) = &row.thread_id {
        builder = builder
            .in_reply_to(format!("<{thread}>"))
            .references(format!("<{thread}>"));
    }
    let mut message = builder
        .multipart(MultiPart::alternative_plain_html(
            row.body_text.clone(),
            row.body_html.clone(),
        ))
        .context("build the message")?;
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("Auto-Submitted"),
        "auto-generated".to_string(),
    ));
    // RFC 8058: one click in the mail client turns the recipient's mail off, signed out.
    if let Some(url) = &row.unsubscribe_url {
        message.headers_mut().insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            format!("<{url}>"),
        ));
        message.headers_mut().insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_string(),
        ));
    }
    Ok(message)
}

/// A batch of mails as sent, waiting to be recorded.
pub struct Batch {
    batch: Vec<MailRow>,
    outcomes: Vec<anyhow::Result<()>>,
}

/// The outbox worker.
pub struct Worker {
    db: store::Db,
    transport: Transport,
    from: Mailbox,
    clock: Arc<dyn Clock>,
    retry_ms: i64,
}

impl Worker {
    /// A worker for this database and transport.
    ///
    /// # Errors
    /// A malformed sender address.
    pub fn new(db: store::Db, settings: &Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        Ok(Worker {
            db,
            transport: Transport::from_settings(settings)?,
            from: settings
                .mail_from
                .parse()
                .context("HERALD_MAIL_FROM must be a mail address")?,
            clock,
            retry_ms: settings.mail_retry_ms.max(1) as i64,
        })
    }

    /// One step of the worker, in one transaction: records how the previous batch went
    /// (`done`), leases the next batch of due mails (oldest first) and sends it. Returns how
    /// that batch went, to be recorded by the next step; `None` when nothing was due.
    ///
    /// If the transaction fails, `done` is not recorded: those mails' leases run out and
    /// they are sent again with the same Message-ID. Mail may come twice, never not at all.
    ///
    /// # Errors
    /// Database errors (a transport failure is recorded, not returned).
    pub async fn step(&self, done: Option<Batch>) -> anyhow::Result<Option<Batch>> {
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        if let Some(done) = done {
            self.record(&mut tx, done, now).await?;
        }
        let batch = store::outbox::claim_due(&mut tx, now, now + LEASE_MS, BATCH).await?;
        tx.commit().await?;
        if batch.is_empty() {
            return Ok(None);
        }
        // Each recipient's mails in the order they were queued, different recipients at
        // once: an SMTP exchange is a handful of round trips to the server, and mails sent
        // one after another would queue behind each other's waits.
        let mut by_recipient: Vec<(&str, Vec<usize>)> = Vec::new();
        for (index, row) in batch.iter().enumerate() {
            match by_recipient.iter_mut().find(|(to, _)| *to == row.to_addr) {
                Some((_, indices)) => indices.push(index),
                None => by_recipient.push((&row.to_addr, vec![index])),
            }
        }
        let mut sending = tokio::task::JoinSet::new();
        for (_, indices) in by_recipient {
            let mails: Vec<(usize, anyhow::Result<Message>, String)> = indices
                .into_iter()
                .map(|i| {
                    let row = &batch[i];
                    (i, build_message(row, &self.from), row.message_id.clone())
                })
                .collect();
            let transport = self.transport.clone();
            sending.spawn(async move {
                let mut outcomes = Vec::with_capacity(mails.len());
                for (index, message, message_id) in mails {
                    let sent = match message {
                        Ok(message) => transport.send(message, &message_id).await,
                        Err(e) => Err(e),
                    };
                    outcomes.push((index, sent));
                }
                outcomes
            });
        }
        let mut outcomes: Vec<anyhow::Result<()>> = Vec::with_capacity(batch.len());
        outcomes.resize_with(batch.len(), || Err(anyhow::anyhow!("not sent")));
        while let Some(done) = sending.join_next().await {
            match done {
                Ok(sent) => {
                    for (index, sent) in sent {
                        outcomes[index] = sent;
                    }
                }
                Err(e) => tracing::error!("a mail-sending task failed: {e}"),
            }
        }
        Ok(Some(Batch { batch, outcomes }))
    }

    /// Sends every due mail and records how each went, then returns.
    ///
    /// # Errors
    /// Database errors.
    pub async fn send_due(&self) -> anyhow::Result<()> {
        let mut done = None;
        while let Some(batch) = self.step(done.take()).await? {
            done = Some(batch);
        }
        Ok(())
    }

    async fn record(
        &self,
        conn: &mut sqlx::SqliteConnection,
        done: Batch,
        now: i64,
    ) -> anyhow::Result<()> {
        let mut sent = Vec::with_capacity(done.batch.len());
        for (row, outcome) in done.batch.iter().zip(done.outcomes) {
            match outcome {
                Ok(()) => {
                    tracing::info!(mail = row.id, to = %row.to_addr, subject = %row.subject, "mail sent");
                    sent.push(row.id);
                }
                Err(e) => self.record_failure(conn, row, &e, now).await?,
            }
        }
        store::outbox::mark_sent(conn, &sent, now).await?;
        Ok(())
    }

    async fn record_failure(
        &self,
        conn: &mut sqlx::SqliteConnection,
        row: &MailRow,
        error: &anyhow::Error,
        now: i64,
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

    /// Runs until `stop` is notified: sends due mail, then sleeps until the next is due or
    /// the bell rings.
    pub async fn run(self, bell: Arc<Notify>, stop: Arc<Notify>) {
        loop {
            if let Err(e) = self.send_due().await {
                tracing::error!("mail worker: {e:#}");
            }
            let wait = self.until_next_due().await;
            tokio::select! {
                () = bell.notified() => {}
                () = tokio::time::sleep(wait) => {}
                () = stop.notified() => return,
            }
        }
    }

    async fn until_next_due(&self) -> Duration {
        let idle = Duration::from_secs(60);
        let Ok(mut conn) = self.db.acquire().await else {
            return Duration::from_secs(1);
        };
        match store::outbox::next_due(&mut conn).await {
            Ok(Some(due)) => {
                Duration::from_millis((due - self.clock.now_ms()).clamp(10, 60_000) as u64)
            }
            Ok(None) => idle,
            Err(_) => Duration::from_secs(1),
        }
    }
}
