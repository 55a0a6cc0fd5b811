//! The mail side of the harness: an in-process SMTP server that collects (or, during a
//! simulated outage, refuses) mail, the parsed [`Mail`], and a TCP proxy in front of the
//! SMTP server that can hold connections or answer slowly.

use std::net::{IpAddr, TcpListener};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mail_parser::{HeaderValue, MessageParser, MimeHeaders};
use mailin_embedded::{Handler, Response, SslConfig, response};

#[derive(Default)]
struct SmtpShared {
    /// Raw messages accepted, in order.
    accepted: Mutex<Vec<Vec<u8>>>,
    /// The Message-ID of every refused delivery attempt, in order.
    refused: Mutex<Vec<String>>,
    /// While set, every message is refused with a temporary failure (421) at the end of DATA.
    refuse: AtomicBool,
    /// When the last SMTP command arrived.
    last_activity: Mutex<Option<Instant>>,
}

impl SmtpShared {
    fn touch(&self) {
        *self.last_activity.lock().unwrap() = Some(Instant::now());
    }
}

/// One SMTP session's handler (mailin clones it per connection); the state is shared.
#[derive(Clone)]
struct Collector {
    shared: Arc<SmtpShared>,
    data: Vec<u8>,
}

impl Handler for Collector {
    fn helo(&mut self, _ip: IpAddr, _domain: &str) -> Response {
        self.shared.touch();
        response::OK
    }

    fn mail(&mut self, _ip: IpAddr, _domain: &str, _from: &str) -> Response {
        self.shared.touch();
        self.data.clear();
        response::OK
    }

    fn rcpt(&mut self, _to: &str) -> Response {
        self.shared.touch();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        self.shared.touch();
        let raw = std::mem::take(&mut self.data);
        if self.shared.refuse.load(Ordering::SeqCst) {
            let id = parse_mail(&raw).message_id;
            self.shared.refused.lock().unwrap().push(id);
            // 421: a temporary failure, and the connection closes. (A 451 here would leave
            // mailin 0.6 in its DATA state, so the client's next command hangs.)
            return response::NO_SERVICE;
        }
        self.shared.accepted.lock().unwrap().push(raw);
        response::OK
    }
}

/// An SMTP server on 127.0.0.1 (mailin-embedded, served in a thread) that keeps every
/// message it accepts.
pub struct SmtpServer {
    /// Its port.
    pub port: u16,
    shared: Arc<SmtpShared>,
}

impl SmtpServer {
    /// Starts a server on a free port.
    pub fn start() -> SmtpServer {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the SMTP port");
        let port = listener.local_addr().expect("SMTP address").port();
        let shared = Arc::new(SmtpShared::default());
        let mut server = mailin_embedded::Server::new(Collector {
            shared: shared.clone(),
            data: Vec::new(),
        });
        server
            .with_name("smtp.test")
            .with_num_threads(16)
            .with_ssl(SslConfig::None)
            .expect("no TLS")
            .with_tcp_listener(listener);
        std::thread::spawn(move || {
            if let Err(e) = server.serve() {
                eprintln!("the test SMTP server stopped: {e}");
            }
        });
        SmtpServer { port, shared }
    }

    /// The URL for `HERALD_SMTP_URL`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Starts (`true`) or ends (`false`) an outage: while it lasts every message is refused
    /// with a 421 temporary failure once its data is sent, so its Message-ID is known.
    pub fn set_refusing(&self, refuse: bool) {
        self.shared.refuse.store(refuse, Ordering::SeqCst);
    }

    /// Every message accepted so far, parsed, in the order they arrived.
    pub fn messages(&self) -> Vec<Mail> {
        self.shared
            .accepted
            .lock()
            .unwrap()
            .iter()
            .map(|raw| parse_mail(raw))
            .collect()
    }

    /// The messages to `address` whose subject starts with `subject`, in the order they
    /// arrived.
    pub fn messages_to(&self, address: &str, subject: &str) -> Vec<Mail> {
        self.messages()
            .into_iter()
            .filter(|m| m.to == address && m.subject.starts_with(subject))
            .collect()
    }

    /// Every message accepted so far, as received, in the order they arrived.
    pub fn raw_messages(&self) -> Vec<Vec<u8>> {
        self.shared.accepted.lock().unwrap().clone()
    }

    /// How many messages were accepted so far.
    pub fn count(&self) -> usize {
        self.shared.accepted.lock().unwrap().len()
    }

    /// The Message-ID of every refused attempt so far.
    pub fn refused(&self) -> Vec<String> {
        self.shared.refused.lock().unwrap().clone()
    }

    /// The time since the last SMTP command.
    pub fn idle_for(&self) -> Duration {
        self.shared
            .last_activity
            .lock()
            .unwrap()
            .map_or(Duration::MAX, |t| t.elapsed())
    }

    /// Waits until at least `count` messages were accepted and returns them all.
    pub async fn wait_for(&self, count: usize, timeout: Duration) -> Vec<Mail> {
        let start = Instant::now();
        loop {
            let n = self.count();
            if n >= count {
                return self.messages();
            }
            if start.elapsed() > timeout {
                let subjects: Vec<String> = self
                    .messages()
                    .into_iter()
                    .map(|m| format!("{} <{}>: {}", m.to, m.message_id, m.subject))
                    .collect();
                panic!(
                    "waited {timeout:?} for {count} mails, got {n}:\n  {}",
                    subjects.join("\n  ")
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits until `check` holds.
    pub async fn wait_until(
        &self,
        what: &str,
        timeout: Duration,
        check: impl Fn(&SmtpServer) -> bool,
    ) {
        let start = Instant::now();
        while !check(self) {
            assert!(
                start.elapsed() < timeout,
                "waited {timeout:?} for {what}; refused so far: {:?}",
                self.refused()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// A mail as received.
#[derive(Clone, Debug)]
pub struct Mail {
    /// The recipient's address.
    pub to: String,
    /// Subject.
    pub subject: String,
    /// Message-ID, without angle brackets.
    pub message_id: String,
    /// In-Reply-To ids.
    pub in_reply_to: Vec<String>,
    /// References ids.
    pub references: Vec<String>,
    /// The plain-text body.
    pub text: String,
    /// The HTML body.
    pub html: String,
    /// `Reply-To`'s address.
    pub reply_to: Option<String>,
    /// `List-Unsubscribe`, trimmed.
    pub list_unsubscribe: Option<String>,
    /// `List-Unsubscribe-Post`, trimmed.
    pub list_unsubscribe_post: Option<String>,
    /// Inline images: (Content-ID without angle brackets, content type, bytes).
    pub images: Vec<(String, String, Vec<u8>)>,
    /// The whole message's size in bytes, as sent.
    pub size: usize,
}

fn header_ids(value: &HeaderValue<'_>) -> Vec<String> {
    match value {
        HeaderValue::Text(t) => vec![t.to_string()],
        HeaderValue::TextList(list) => list.iter().map(|t| t.to_string()).collect(),
        _ => Vec::new(),
    }
}

/// Parses a raw message.
pub fn parse_mail(raw: &[u8]) -> Mail {
    let message = MessageParser::default()
        .parse(raw)
        .unwrap_or_else(|| panic!("not a mail: {}", String::from_utf8_lossy(raw)));
    Mail {
        to: message
            .to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_string(),
        subject: message.subject().unwrap_or_default().to_string(),
        message_id: message.message_id().unwrap_or_default().to_string(),
        in_reply_to: header_ids(message.in_reply_to()),
        references: header_ids(message.references()),
        text: message
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
        html: message
            .body_html(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
        reply_to: message
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(str::to_string),
        list_unsubscribe: message
            .header_raw("List-Unsubscribe")
            .map(|v| v.trim().to_string()),
        list_unsubscribe_post: message
            .header_raw("List-Unsubscribe-Post")
            .map(|v| v.trim().to_string()),
        images: message
            .parts
            .iter()
            .filter(|part| part.content_type().is_some_and(|t| t.c_type == "image"))
            .map(|part| {
                let kind = part
                    .content_type()
                    .map(|t| format!("{}/{}", t.c_type, t.c_subtype.as_deref().unwrap_or("")))
                    .unwrap_or_default();
                let id = part
                    .content_id()
                    .unwrap_or_default()
                    .trim_matches(|c| c == '<' || c == '>')
                    .to_string();
                (id, kind, part.contents().to_vec())
            })
            .collect(),
        size: raw.len(),
    }
}

// ---------------------------------------------------------------------------------------
// A misbehaving path to the SMTP server
// ---------------------------------------------------------------------------------------

#[derive(Default)]
struct ProxyShared {
    /// How many of the next connections get no answer at all.
    hold: std::sync::atomic::AtomicUsize,
    /// A delay before each piece of the server's answers is passed on, in milliseconds.
    delay_ms: std::sync::atomic::AtomicU64,
    /// Each held connection: when it came and when Herald closed it.
    held: Mutex<Vec<(Instant, Option<Instant>)>>,
    /// Connections passed on to the server.
    forwarded: std::sync::atomic::AtomicUsize,
    /// Forwarded connections still open.
    open: std::sync::atomic::AtomicUsize,
}

/// A TCP proxy in front of an SMTP server that can hold connections without ever
/// answering (a black hole) or pass the server's answers on slowly.
pub struct SmtpProxy {
    /// Its port.
    pub port: u16,
    shared: Arc<ProxyShared>,
}

impl SmtpProxy {
    /// Starts a proxy on a free port in front of the SMTP server on `upstream` (a port on
    /// 127.0.0.1).
    pub fn start(upstream: u16) -> SmtpProxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the proxy port");
        let port = listener.local_addr().expect("proxy address").port();
        let shared = Arc::new(ProxyShared::default());
        let state = shared.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                let hold = state
                    .hold
                    .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                    .is_ok();
                if hold {
                    let state = state.clone();
                    std::thread::spawn(move || hold_silently(client, &state));
                } else {
                    let state = state.clone();
                    std::thread::spawn(move || forward(client, upstream, &state));
                }
            }
        });
        SmtpProxy { port, shared }
    }

    /// The URL for `HERALD_SMTP_URL`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// The next `n` connections are accepted and never answered.
    pub fn hold_next(&self, n: usize) {
        self.shared.hold.store(n, Ordering::SeqCst);
    }

    /// Each piece of the server's answers is passed on after `delay`.
    pub fn set_delay(&self, delay: Duration) {
        self.shared
            .delay_ms
            .store(delay.as_millis() as u64, Ordering::SeqCst);
    }

    /// Each held connection: when it came, and when Herald gave up on it, if it did.
    pub fn held(&self) -> Vec<(Instant, Option<Instant>)> {
        self.shared.held.lock().unwrap().clone()
    }

    /// Held connections Herald has not closed.
    pub fn held_open(&self) -> usize {
        self.held()
            .iter()
            .filter(|(_, closed)| closed.is_none())
            .count()
    }

    /// Connections passed on to the SMTP server so far.
    pub fn forwarded(&self) -> usize {
        self.shared.forwarded.load(Ordering::SeqCst)
    }

    /// Connections passed on to the SMTP server and still open (mails in flight).
    pub fn open(&self) -> usize {
        self.shared.open.load(Ordering::SeqCst)
    }
}

/// Keeps a connection open without a word until the other side closes it.
fn hold_silently(mut client: std::net::TcpStream, state: &ProxyShared) {
    use std::io::Read;
    let index = {
        let mut held = state.held.lock().unwrap();
        held.push((Instant::now(), None));
        held.len() - 1
    };
    let mut buf = [0u8; 4096];
    while matches!(client.read(&mut buf), Ok(n) if n > 0) {}
    state.held.lock().unwrap()[index].1 = Some(Instant::now());
}

/// Passes a connection on to the SMTP server, each answer after the proxy's delay.
fn forward(client: std::net::TcpStream, upstream: u16, state: &ProxyShared) {
    use std::io::{Read, Write};
    let Ok(server) = std::net::TcpStream::connect(("127.0.0.1", upstream)) else {
        return;
    };
    state.forwarded.fetch_add(1, Ordering::SeqCst);
    state.open.fetch_add(1, Ordering::SeqCst);
    let (mut to_server, mut from_client) = (
        server.try_clone().expect("clone"),
        client.try_clone().expect("clone"),
    );
    let requests = std::thread::spawn(move || {
        let _ = std::io::copy(&mut from_client, &mut to_server);
        let _ = to_server.shutdown(std::net::Shutdown::Write);
    });
    let (mut from_server, mut to_client) = (server, client);
    let mut buf = [0u8; 4096];
    loop {
        let n = match from_server.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let delay = state.delay_ms.load(Ordering::SeqCst);
        if delay > 0 {
            std::thread::sleep(Duration::from_millis(delay));
        }
        if to_client.write_all(&buf[..n]).is_err() {
            break;
        }
    }
    let _ = to_client.shutdown(std::net::Shutdown::Both);
    let _ = from_server.shutdown(std::net::Shutdown::Both);
    let _ = requests.join();
    state.open.fetch_sub(1, Ordering::SeqCst);
}
