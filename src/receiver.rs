//! The built-in SMTP receiver (`HERALD_INBOUND_BIND`), meant to sit behind a domain's MX
//! or a relay's transport. The protocol (commands, replies, the envelope) is mailin's
//! state machine; the I/O around it is ours, because it must keep deadlines and limits
//! that a receiver open to the internet needs and shut down cleanly:
//!
//! - a deadline for each line a client sends (`HERALD_INBOUND_TIMEOUT_MS`) and for the
//!   whole session, lines of at most [`MOST_LINE_BYTES`], at most [`MOST_SESSIONS`] at once;
//! - a mail larger than `HERALD_INBOUND_MAX_BYTES` is refused (552) at the end of its data,
//!   without being kept; a client that goes on sending far past it is cut off;
//! - only reply addresses at the inbound domain are accepted as recipients (no relay);
//! - a mail is answered 250 only once it is read and whatever it caused is stored, so a
//!   receiver killed mid-delivery has acknowledged nothing and the client delivers again
//!   (the Message-ID keeps a second copy from playing twice); a failure of the database
//!   answers 451 and the client tries again later.

use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mailin::{Action, Handler, Response, SessionBuilder};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;

use crate::inbound::message::{Envelope, is_reply_address};
use crate::service::Herald;

/// Sessions served at once; more wait to be accepted.
pub const MOST_SESSIONS: usize = 32;
/// The longest line read at once (RFC 5321 allows 1000 bytes a line).
pub const MOST_LINE_BYTES: usize = 4096;
/// The most recipients of one mail.
const MOST_RECIPIENTS: usize = 8;
/// A whole session ends after this, whatever the client does.
const SESSION_LIMIT: Duration = Duration::from_secs(30 * 60);
/// How long sessions under way get to finish at shutdown.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);
/// What mailin cannot parse, the null reverse path `<>` of a bounce, is handed to it as
/// this address and read back as the null sender.
const NULL_SENDER: &str = "null-sender@herald.invalid";

/// Serves SMTP on `listener` until `stop` turns true; then accepts nothing more and gives
/// the sessions under way [`SHUTDOWN_GRACE`] to finish.
pub async fn serve(listener: TcpListener, herald: Herald, mut stop: watch::Receiver<bool>) {
    let room = Arc::new(Semaphore::new(MOST_SESSIONS));
    let mut sessions = JoinSet::new();
    loop {
        let permit = tokio::select! {
            permit = room.clone().acquire_owned() => permit,
            _ = stop.changed() => break,
        };
        let Ok(permit) = permit else { break };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stop.changed() => break,
        };
        while sessions.try_join_next().is_some() {}
        match accepted {
            Ok((stream, peer)) => {
                let herald = herald.clone();
                sessions.spawn(async move {
                    let _permit = permit;
                    let served =
                        tokio::time::timeout(SESSION_LIMIT, session(stream, peer.ip(), &herald))
                            .await;
                    match served {
                        Ok(Ok(())) => {}
                        Ok(Err(e)) => tracing::info!("SMTP session with {peer}: {e:#}"),
                        Err(_) => tracing::info!(
                            "SMTP session with {peer}: cut off after {SESSION_LIMIT:?}"
                        ),
                    }
                });
            }
            Err(e) => tracing::warn!("SMTP accept: {e}"),
        }
    }
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, async {
        while sessions.join_next().await.is_some() {}
    })
    .await;
    sessions.abort_all();
}

/// The envelope as the session collects it.
#[derive(Clone)]
struct Collect {
    domain: String,
    envelope: Arc<Mutex<Envelope>>,
}

impl Collect {
    fn envelope(&self) -> std::sync::MutexGuard<'_, Envelope> {
        self.envelope.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Handler for Collect {
    fn mail(&mut self, ip: IpAddr, domain: &str, from: &str) -> Response {
        let mut envelope = self.envelope();
        envelope.mail_from = Some(if from == NULL_SENDER { "" } else { from }.to_string());
        // For the SPF check of the sender (issue 26 §4): who connected, and its HELO name.
        envelope.client_ip = Some(ip);
        envelope.helo = Some(domain.to_string());
        envelope.rcpt_to.clear();
        mailin::response::OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        let ours = is_reply_address(to, &self.domain);
        let mut envelope = self.envelope();
        if !ours {
            return mailin::response::NO_MAILBOX;
        }
        if envelope.rcpt_to.len() >= MOST_RECIPIENTS {
            return Response::custom(452, "4.5.3 too many recipients".into());
        }
        envelope.rcpt_to.push(to.to_string());
        mailin::response::OK
    }
}

/// One SMTP session.
async fn session(stream: TcpStream, peer: IpAddr, herald: &Herald) -> anyhow::Result<()> {
    let settings = &herald.settings;
    let domain = settings.inbound_domain.clone().unwrap_or_default();
    let per_line = Duration::from_millis(settings.inbound_timeout_ms.max(1));
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    let collect = Collect {
        domain: domain.clone(),
        envelope: Arc::default(),
    };
    let mut smtp = SessionBuilder::new(domain.clone()).build(peer, collect.clone());
    say(&mut write, &smtp.greeting()).await?;
    let mut line = Vec::with_capacity(128);
    loop {
        line.clear();
        let Ok(read_line) = tokio::time::timeout(per_line, read_line(&mut read, &mut line)).await
        else {
            say(
                &mut write,
                &Response::custom(421, "4.4.2 too slow, closing".into()),
            )
            .await?;
            return Ok(());
        };
        let Some(complete) = read_line? else {
            return Ok(());
        };
        if !complete {
            say(
                &mut write,
                &Response::custom(500, "5.5.2 line too long".into()),
            )
            .await?;
            skip_rest_of_line(&mut read, per_line).await?;
            continue;
        }
        let command = null_sender_spelled_out(&line);
        let response = smtp.process(&command);
        if response.code == 354 {
            say(&mut write, &response).await?;
            let data = read_data(&mut read, per_line, settings.inbound_max_bytes).await?;
            let _ = smtp.process(b".\r\n");
            let envelope = std::mem::take(&mut *collect.envelope());
            let answer = match data {
                None => Response::custom(
                    552,
                    format!(
                        "5.3.4 the mail is larger than {} bytes (HERALD_INBOUND_MAX_BYTES); a move needs a few lines",
                        settings.inbound_max_bytes
                    ),
                ),
                Some(mail) => match herald.receive_mail(&mail, &envelope).await {
                    Ok(_) => mailin::response::OK,
                    Err(e) => {
                        tracing::error!("inbound mail not stored, the client will retry: {e}");
                        Response::custom(451, "4.3.0 not stored; try again later".into())
                    }
                },
            };
            say(&mut write, &answer).await?;
            continue;
        }
        match response.action {
            Action::NoReply => {}
            Action::Close => {
                say(&mut write, &response).await?;
                return Ok(());
            }
            Action::Reply | Action::UpgradeTls => say(&mut write, &response).await?,
        }
    }
}

/// `MAIL FROM:<>` (a bounce), which mailin does not parse, as a marker address it does.
fn null_sender_spelled_out(line: &[u8]) -> Vec<u8> {
    let lower = line.to_ascii_lowercase();
    let prefix = b"mail from:<>";
    if lower.starts_with(prefix) {
        let mut spelled = b"MAIL FROM:<".to_vec();
        spelled.extend(NULL_SENDER.as_bytes());
        spelled.push(b'>');
        spelled.extend(&line[prefix.len()..]);
        spelled
    } else {
        line.to_vec()
    }
}

async fn say(
    write: &mut tokio::net::tcp::OwnedWriteHalf,
    response: &Response,
) -> anyhow::Result<()> {
    let mut bytes = Vec::new();
    response.write_to(&mut bytes)?;
    write.write_all(&bytes).await?;
    write.flush().await?;
    Ok(())
}

/// Reads one line (with its newline) into `line`, at most [`MOST_LINE_BYTES`]: `None` at
/// the end of the stream, `Some(false)` when the line was longer (the rest is unread).
async fn read_line<R: AsyncBufRead + Unpin>(
    read: &mut R,
    line: &mut Vec<u8>,
) -> std::io::Result<Option<bool>> {
    loop {
        let buffer = read.fill_buf().await?;
        if buffer.is_empty() {
            return Ok(if line.is_empty() { None } else { Some(false) });
        }
        let room = MOST_LINE_BYTES - line.len();
        let take = buffer.len().min(room);
        match buffer[..take].iter().position(|&b| b == b'\n') {
            Some(at) => {
                line.extend(&buffer[..=at]);
                read.consume(at + 1);
                return Ok(Some(true));
            }
            None => {
                line.extend(&buffer[..take]);
                read.consume(take);
                if line.len() == MOST_LINE_BYTES {
                    return Ok(Some(false));
                }
            }
        }
    }
}

async fn skip_rest_of_line<R: AsyncBufRead + Unpin>(
    read: &mut R,
    per_line: Duration,
) -> anyhow::Result<()> {
    let mut line = Vec::new();
    loop {
        line.clear();
        match tokio::time::timeout(per_line, read_line(read, &mut line)).await?? {
            Some(false) => continue,
            _ => return Ok(()),
        }
    }
}

/// The mail's data up to the line `.`, dots unstuffed: `None` when it is larger than
/// `most` bytes (read to its end and not kept). A client that sends four times the limit
/// is cut off.
async fn read_data<R: AsyncBufRead + Unpin>(
    read: &mut R,
    per_line: Duration,
    most: usize,
) -> anyhow::Result<Option<Vec<u8>>> {
    let mut data = Vec::new();
    let mut seen = 0usize;
    let mut line = Vec::with_capacity(1024);
    let mut at_line_start = true;
    loop {
        line.clear();
        let complete = tokio::time::timeout(per_line, read_line(read, &mut line))
            .await
            .map_err(|_| anyhow::anyhow!("the client stopped sending its mail"))??
            .ok_or_else(|| anyhow::anyhow!("the client hung up in the middle of its mail"))?;
        if at_line_start && (line == b".\r\n" || line == b".\n") {
            return Ok((seen <= most).then_some(data));
        }
        let text = if at_line_start && line.starts_with(b".") {
            &line[1..]
        } else {
            &line[..]
        };
        seen += text.len();
        if seen <= most {
            data.extend(text);
        } else {
            data = Vec::new();
            anyhow::ensure!(
                seen <= most.saturating_mul(4),
                "a mail far over the size limit: cut off"
            );
        }
        at_line_start = complete;
    }
}
