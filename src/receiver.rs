//! The built-in SMTP receiver (`HERALD_INBOUND_BIND`), meant to sit behind a domain's MX
//! or a relay's transport. The protocol (commands, replies, the envelope) is mailin's
//! state machine; the I/O around it is ours, because it must keep deadlines and limits
//! that a receiver open to the internet needs and shut down cleanly:
//!
//! - an idle deadline (`HERALD_INBOUND_TIMEOUT_MS`) that runs from the last command that
//!   moved a mail forward (`MAIL`, `RCPT`, `DATA` and each line of data; not `NOOP`,
//!   `RSET`, `HELP`, `VRFY`, `EHLO`...), and one for the whole session
//!   ([`SESSION_LIMIT`]); lines of at most [`MOST_LINE_BYTES`];
//! - at most [`MOST_SESSIONS`] sessions at once, [`MOST_SESSIONS_PER_CLIENT`] of them from
//!   one client address (an IPv6 client's /64): a connection over either cap is answered
//!   `421` at once and closed, so that one client cannot starve the others (issue 26);
//! - a mail larger than `HERALD_INBOUND_MAX_BYTES` is refused (552) at the end of its data,
//!   without being kept; a client that goes on sending far past it is cut off;
//! - only reply addresses at the inbound domain are accepted as recipients (no relay);
//! - a mail is answered 250 only once it is read and whatever it caused is stored, so a
//!   receiver killed mid-delivery has acknowledged nothing and the client delivers again
//!   (the Message-ID keeps a second copy from playing twice); a failure of the database
//!   answers 451 and the client tries again later.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mailin::{Action, Handler, Response, SessionBuilder};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio::time::Instant;

use crate::inbound::message::{Envelope, is_reply_address};
use crate::service::mail_in::MailIn;

/// Sessions served at once; a connection past them is answered `421` and closed.
pub const MOST_SESSIONS: usize = 32;
/// Sessions served at once for one client address (an IPv6 client's /64); a connection
/// past them is answered `421` and closed.
pub const MOST_SESSIONS_PER_CLIENT: usize = 4;
/// The longest line read at once (RFC 5321 allows 1000 bytes a line).
pub const MOST_LINE_BYTES: usize = 4096;
/// The most recipients of one mail.
const MOST_RECIPIENTS: usize = 8;
/// A whole session ends after this, whatever the client does.
pub const SESSION_LIMIT: Duration = Duration::from_secs(10 * 60);
/// How long a refused connection gets to take its `421`.
const REFUSAL_GRACE: Duration = Duration::from_secs(5);
/// How long sessions under way get to finish at shutdown.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);
/// What mailin cannot parse, the null reverse path `<>` of a bounce, is handed to it as
/// this address and read back as the null sender.
const NULL_SENDER: &str = "null-sender@herald.invalid";

/// Serves SMTP on `listener` until `stop` turns true; then accepts nothing more and gives
/// the sessions under way [`SHUTDOWN_GRACE`] to finish.
pub async fn serve(listener: TcpListener, mail_in: MailIn, mut stop: watch::Receiver<bool>) {
    let rooms = Arc::new(Rooms::default());
    let mut sessions = JoinSet::new();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stop.changed() => break,
        };
        while sessions.try_join_next().is_some() {}
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!("SMTP accept: {e}");
                continue;
            }
        };
        let room = match rooms.enter(peer.ip()) {
            Ok(room) => room,
            Err(refusal) => {
                // Per connection, so debug: a flood of them must not flood the log.
                tracing::debug!("SMTP connection from {peer} refused: {}", refusal.1);
                sessions.spawn(refuse(stream, refusal.0));
                continue;
            }
        };
        let mail_in = mail_in.clone();
        sessions.spawn(async move {
            let _room = room;
            let served =
                tokio::time::timeout(SESSION_LIMIT, session(stream, peer.ip(), &mail_in)).await;
            match served {
                Ok(Ok(())) => {}
                Ok(Err(e)) => tracing::info!("SMTP session with {peer}: {e:#}"),
                Err(_) => {
                    tracing::info!("SMTP session with {peer}: cut off after {SESSION_LIMIT:?}");
                }
            }
        });
    }
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, async {
        while sessions.join_next().await.is_some() {}
    })
    .await;
    sessions.abort_all();
}

/// The sessions under way, by client (see [`client_of`]).
#[derive(Default)]
struct Rooms {
    taken: Mutex<HashMap<IpAddr, usize>>,
}

/// A session's place among the [`Rooms`]; given back when dropped.
struct Room {
    rooms: Arc<Rooms>,
    client: IpAddr,
}

impl Rooms {
    /// A place for a session with `peer`, or the `421` to answer (and what to log) when
    /// its client or the receiver has no room.
    fn enter(self: &Arc<Self>, peer: IpAddr) -> Result<Room, (Response, &'static str)> {
        let client = client_of(peer);
        let mut taken = self.taken.lock().unwrap_or_else(|e| e.into_inner());
        if taken.get(&client).copied().unwrap_or(0) >= MOST_SESSIONS_PER_CLIENT {
            let why = "4.7.0 too many connections from your address";
            return Err((
                Response::custom(421, why.into()),
                "its address has too many",
            ));
        }
        if taken.values().sum::<usize>() >= MOST_SESSIONS {
            let why = "4.3.2 too many connections; try again later";
            return Err((Response::custom(421, why.into()), "the receiver is full"));
        }
        *taken.entry(client).or_default() += 1;
        Ok(Room {
            rooms: self.clone(),
            client,
        })
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        let mut taken = self.rooms.taken.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = taken.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                taken.remove(&self.client);
            }
        }
    }
}

/// Who a peer is, for the cap on sessions: its IPv4 address (also when it comes mapped into
/// IPv6), or the /64 of its IPv6 address (what one site or one line is given).
fn client_of(peer: IpAddr) -> IpAddr {
    match peer {
        IpAddr::V4(_) => peer,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from_bits(v6.to_bits() & !0u128 >> 64 << 64)),
        },
    }
}

/// Answers a connection that has no room with `refusal` and closes it.
async fn refuse(stream: TcpStream, refusal: Response) {
    let (_read, mut write) = stream.into_split();
    let _ = tokio::time::timeout(REFUSAL_GRACE, async {
        say(&mut write, &refusal).await?;
        write.shutdown().await?;
        anyhow::Ok(())
    })
    .await;
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
async fn session(stream: TcpStream, peer: IpAddr, mail_in: &MailIn) -> anyhow::Result<()> {
    let settings = mail_in.settings();
    let domain = settings.inbound_domain.clone().unwrap_or_default();
    let idle = Duration::from_millis(settings.inbound_timeout_ms.max(1));
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    let collect = Collect {
        domain: domain.clone(),
        envelope: Arc::default(),
    };
    let mut smtp = SessionBuilder::new(domain.clone()).build(peer, collect.clone());
    say(&mut write, &smtp.greeting()).await?;
    // The client must move a mail forward by then (see the module).
    let mut idle_until = Instant::now() + idle;
    let mut line = Vec::with_capacity(128);
    loop {
        line.clear();
        let Ok(read_line) =
            tokio::time::timeout_at(idle_until, read_line(&mut read, &mut line)).await
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
            skip_rest_of_line(&mut read, idle_until).await?;
            continue;
        }
        let command = null_sender_spelled_out(&line);
        let response = smtp.process(&command);
        if response.code == 354 {
            say(&mut write, &response).await?;
            let data = read_data(&mut read, idle, settings.inbound_max_bytes).await?;
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
                Some(mail) => match mail_in.receive_mail(&mail, &envelope).await {
                    Ok(_) => mailin::response::OK,
                    Err(e) => {
                        tracing::error!("inbound mail not stored, the client will retry: {e}");
                        Response::custom(451, "4.3.0 not stored; try again later".into())
                    }
                },
            };
            say(&mut write, &answer).await?;
            idle_until = Instant::now() + idle;
            continue;
        }
        if moves_a_mail_forward(&command) && response.code == 250 {
            idle_until = Instant::now() + idle;
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

/// Whether `command` is one that moves a mail forward (`MAIL`, `RCPT`; `DATA` and its
/// lines are read apart), so that taking it puts off the idle deadline. `NOOP`, `RSET`,
/// `HELP`, `VRFY`, `EHLO` and the like do not: a client that only sends them is idle.
fn moves_a_mail_forward(command: &[u8]) -> bool {
    let verb = command.get(..4).unwrap_or(command);
    verb.eq_ignore_ascii_case(b"MAIL") || verb.eq_ignore_ascii_case(b"RCPT")
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
    until: Instant,
) -> anyhow::Result<()> {
    let mut line = Vec::new();
    loop {
        line.clear();
        match tokio::time::timeout_at(until, read_line(read, &mut line)).await?? {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_ends_after_ten_minutes() {
        assert_eq!(SESSION_LIMIT, Duration::from_secs(600));
    }

    #[test]
    fn a_client_is_its_ipv4_address_or_its_ipv6_64() {
        let v4: IpAddr = "192.0.2.7".parse().expect("an address");
        assert_eq!(client_of(v4), v4);
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().expect("an address");
        assert_eq!(client_of(mapped), v4);
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("an address");
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().expect("an address");
        let other: IpAddr = "2001:db8:1:3::1".parse().expect("an address");
        assert_eq!(client_of(a), client_of(b));
        assert_ne!(client_of(a), client_of(other));
        assert_eq!(
            client_of(a),
            "2001:db8:1:2::".parse::<IpAddr>().expect("an address")
        );
    }

    #[test]
    fn only_mail_and_rcpt_move_a_mail_forward() {
        for command in [&b"MAIL FROM:<a@b>\r\n"[..], b"rcpt to:<x@y>\r\n"] {
            assert!(moves_a_mail_forward(command));
        }
        for command in [
            &b"NOOP\r\n"[..],
            b"RSET\r\n",
            b"HELP\r\n",
            b"VRFY x\r\n",
            b"EHLO a\r\n",
            b"",
        ] {
            assert!(!moves_a_mail_forward(command));
        }
    }

    #[test]
    fn a_client_has_at_most_its_share_of_the_rooms() {
        let rooms = Arc::new(Rooms::default());
        let one: IpAddr = "192.0.2.1".parse().expect("an address");
        let mut held: Vec<Room> = (0..MOST_SESSIONS_PER_CLIENT)
            .filter_map(|_| rooms.enter(one).ok())
            .collect();
        assert_eq!(held.len(), MOST_SESSIONS_PER_CLIENT);
        let Err((refusal, _)) = rooms.enter(one) else {
            panic!("a fifth room for one client");
        };
        assert_eq!(refusal.code, 421);
        held.pop();
        assert!(rooms.enter(one).is_ok(), "a room given back is free again");
        let mut others = Vec::new();
        for n in 0.. {
            let client = IpAddr::from([198, 51, 100, n]);
            match rooms.enter(client) {
                Ok(room) => others.push(room),
                Err(_) => break,
            }
        }
        assert_eq!(held.len() + others.len(), MOST_SESSIONS, "the cap in all");
        drop(held);
        drop(others);
        assert!(rooms.taken.lock().expect("lock").is_empty());
    }
}
