//! The SMTP receiver for replies (issue 14) against clients that are wrong or hostile: it
//! relays nothing, refuses an over-long line, closes on a silent client (and on one that
//! only sends `NOOP`), takes a bounce's null sender, stops cleanly on SIGTERM with a
//! session open, lets no client take every session, and reads a hostile mail without
//! holding up the web pages (issue 26).

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use common::mailbox::*;
use common::*;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpSocket, TcpStream};

fn receiver(smtp: &SmtpServer, timeout_ms: &str) -> Server {
    Server::start_with(
        &smtp.url(),
        &[
            ("HERALD_INBOUND_DOMAIN", DOMAIN),
            ("HERALD_INBOUND_BIND", "127.0.0.1:0"),
            ("HERALD_INBOUND_TIMEOUT_MS", timeout_ms),
        ],
    )
}

/// A raw SMTP client: one command a line, its last reply line back.
struct Client {
    read: BufReader<tokio::net::tcp::OwnedReadHalf>,
    write: tokio::net::tcp::OwnedWriteHalf,
}

impl Client {
    async fn connect(addr: &str) -> Client {
        let client = Client::open(addr, "127.0.0.1").await;
        client.greeted().await
    }

    /// A connection to `addr` from the loopback address `from` (Linux routes all of
    /// 127/8 to the loopback), not yet greeted.
    async fn open(addr: &str, from: &str) -> Client {
        let socket = TcpSocket::new_v4().expect("a socket");
        socket
            .bind(format!("{from}:0").parse().expect("an address"))
            .expect("bind the source address");
        let stream: TcpStream = socket
            .connect(addr.parse().expect("an address"))
            .await
            .expect("connect");
        let (read, write) = stream.into_split();
        Client {
            read: BufReader::new(read),
            write,
        }
    }

    async fn greeted(mut self) -> Client {
        let greeting = self.answer().await;
        assert!(greeting.starts_with("220"), "{greeting}");
        self
    }

    /// The last line of the next reply; empty once the server closed.
    async fn answer(&mut self) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            let read = tokio::time::timeout(PATIENCE, self.read.read_line(&mut line))
                .await
                .expect("an answer in time")
                .unwrap_or(0);
            if read == 0 || line.as_bytes().get(3) != Some(&b'-') {
                return line;
            }
        }
    }

    async fn say(&mut self, text: &[u8]) -> String {
        self.write.write_all(text).await.expect("write");
        self.answer().await
    }
}

#[tokio::test]
async fn the_receiver_relays_nothing_and_refuses_long_lines() {
    let smtp = SmtpServer::start();
    let server = receiver(&smtp, "5000");
    let mut client = Client::connect(&server.inbound_addr()).await;
    assert!(client.say(b"EHLO client.test\r\n").await.starts_with("250"));
    assert!(
        client
            .say(b"MAIL FROM:<ann@example.org>\r\n")
            .await
            .starts_with("250")
    );
    for foreign in [
        "ann@example.org",
        "postmaster@play.herald.test",
        "move+g1s0n1.00@elsewhere.test",
    ] {
        let refused = client
            .say(format!("RCPT TO:<{foreign}>\r\n").as_bytes())
            .await;
        assert!(refused.starts_with("550"), "{foreign}: {refused}");
    }
    let ours = format!("RCPT TO:<move+g1s0n1.{}@{DOMAIN}>\r\n", "0".repeat(32));
    assert!(client.say(ours.as_bytes()).await.starts_with("250"));
    let long = format!("NOOP {}\r\n", "x".repeat(10_000));
    let refused = client.say(long.as_bytes()).await;
    assert!(refused.starts_with("500"), "{refused}");
    // The session goes on after it.
    assert!(client.say(b"NOOP\r\n").await.starts_with("250"));
    // A bounce's null sender is taken (and its mail dropped unanswered, elsewhere).
    assert!(client.say(b"RSET\r\n").await.starts_with("250"));
    let bounce = client.say(b"MAIL FROM:<>\r\n").await;
    assert!(bounce.starts_with("250"), "{bounce}");
    assert!(client.say(b"QUIT\r\n").await.starts_with("221"));
}

#[tokio::test]
async fn a_silent_client_is_closed_after_the_timeout() {
    let smtp = SmtpServer::start();
    let server = receiver(&smtp, "300");
    let mut client = Client::connect(&server.inbound_addr()).await;
    let started = Instant::now();
    let closing = client.answer().await;
    assert!(closing.starts_with("421"), "{closing:?}");
    assert!(started.elapsed() < Duration::from_secs(20));
    assert_eq!(client.answer().await, "", "the connection is closed");
}

#[tokio::test]
async fn sigterm_with_a_session_open_stops_cleanly() {
    let smtp = SmtpServer::start();
    let mut server = receiver(&smtp, "60000");
    let mut client = Client::connect(&server.inbound_addr()).await;
    assert!(client.say(b"EHLO client.test\r\n").await.starts_with("250"));
    let started = Instant::now();
    server.signal(libc::SIGTERM);
    let status = server
        .wait_exit(Duration::from_secs(30))
        .expect("it stops by itself");
    assert!(status.success(), "{status:?}");
    assert!(
        started.elapsed() < Duration::from_secs(12),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn one_client_cannot_take_every_session() {
    let smtp = SmtpServer::start();
    let server = receiver(&smtp, "60000");
    let addr = server.inbound_addr();
    // 32 connections from one address: four are served, the rest refused at once.
    let mut idle = Vec::new();
    let mut refused = 0;
    for _ in 0..32 {
        let mut client = Client::open(&addr, "127.0.0.1").await;
        let first = client.answer().await;
        if first.starts_with("220") {
            idle.push(client);
        } else {
            assert!(
                first.starts_with("421 4.7.0 too many connections from your address"),
                "{first:?}"
            );
            assert_eq!(client.answer().await, "", "a refused connection is closed");
            refused += 1;
        }
    }
    assert_eq!((idle.len(), refused), (4, 28));
    // Another client is served at once, and served through a whole exchange.
    let mut other = Client::open(&addr, "127.0.0.2").await.greeted().await;
    assert!(other.say(b"EHLO other.test\r\n").await.starts_with("250"));
    assert!(other.say(b"QUIT\r\n").await.starts_with("221"));
    // Eight clients of four sessions fill the receiver; a ninth is told to come back.
    let mut full = Vec::new();
    for n in 3..=9 {
        for _ in 0..4 {
            full.push(
                Client::open(&addr, &format!("127.0.0.{n}"))
                    .await
                    .greeted()
                    .await,
            );
        }
    }
    let mut ninth = Client::open(&addr, "127.0.0.10").await;
    let busy = ninth.answer().await;
    assert!(busy.starts_with("421 4.3.2"), "{busy:?}");
    // A session that ends makes room.
    let mut leaving = full.pop().expect("a session");
    assert!(leaving.say(b"QUIT\r\n").await.starts_with("221"));
    assert_eq!(leaving.answer().await, "");
    eventually("room for the ninth client", PATIENCE, || {
        let addr = addr.clone();
        async move {
            let mut client = Client::open(&addr, "127.0.0.10").await;
            client.answer().await.starts_with("220")
        }
    })
    .await;
}

#[tokio::test]
async fn noop_and_rset_do_not_keep_a_session_open() {
    let smtp = SmtpServer::start();
    let server = receiver(&smtp, "1000");
    let mut client = Client::connect(&server.inbound_addr()).await;
    assert!(client.say(b"EHLO client.test\r\n").await.starts_with("250"));
    // A command every 200 ms, five times as often as the idle deadline: none of them
    // moves a mail forward, so the session is closed about a second in.
    let idle = [
        &b"NOOP\r\n"[..],
        b"RSET\r\n",
        b"HELP\r\n",
        b"EHLO again.test\r\n",
    ];
    let mut closed = None;
    for n in 0..100 {
        let answer = client.say(idle[n % idle.len()]).await;
        if answer.starts_with("421") {
            closed = Some(n);
            break;
        }
        // (mailin answers HELP with 500: still a command that moves nothing forward.)
        assert!(!answer.is_empty(), "closed without a 421");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let n = closed.expect("still open after 100 NOOP, RSET, HELP and EHLO commands");
    assert_eq!(client.answer().await, "", "the connection is closed");
    eprintln!("closed with 421 after {n} idle commands");
}

/// `count` times `unit`, in lines of at most 996 characters (SMTP allows 1,000).
fn in_lines(unit: &str, count: usize) -> String {
    let per_line = 996 / unit.len();
    let mut body = String::with_capacity(count * unit.len() + count / per_line * 2 + 2);
    for n in 0..count {
        body.push_str(unit);
        if (n + 1) % per_line == 0 {
            body.push_str("\r\n");
        }
    }
    body + "\r\n"
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_html_mail_does_not_hold_up_the_pages() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["ivy", "jon"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let from = email_of(&turn.who.name);
    let inbound = server.inbound_addr();
    let (local, _) = turn.to.split_once('@').expect("an address");
    let forged = format!(
        "{}{}@{DOMAIN}",
        &local[..local.len() - 1],
        if local.ends_with('0') { '1' } else { '0' }
    );
    let html = "Content-Type: text/html; charset=utf-8\r\n";
    let mail = |to: &str, id: &str, tags: usize| {
        reply(
            &from,
            to,
            &turn.mail.message_id,
            id,
            html,
            &in_lines("</div>", tags),
        )
    };
    // 240 KB of `</div>` (the mail) to a forged and to the real address, and
    // 3.9 MB of it to the real address: their bodies are read (the real ones) and none of
    // them stalls a page.
    let hostile = [
        (forged.clone(), mail(&forged, "forged@client.test", 40_000)),
        (turn.to.clone(), mail(&turn.to, "real@client.test", 40_000)),
        (
            turn.to.clone(),
            mail(&turn.to, "large@client.test", 650_000),
        ),
    ];
    assert!(hostile[2].1.len() > 3_900_000);
    let stop = Arc::new(AtomicBool::new(false));
    let pages = {
        let (api, stop) = (api.clone(), stop.clone());
        tokio::spawn(async move {
            let mut times = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let started = Instant::now();
                let reply = api.kinds().await;
                times.push(started.elapsed());
                assert_eq!(reply.status, 200);
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            times
        })
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    let started = Instant::now();
    let deliveries: Vec<_> = hostile
        .iter()
        .map(|(to, raw)| {
            let (inbound, from, to, raw) = (inbound.clone(), from.clone(), to.clone(), raw.clone());
            tokio::spawn(async move { deliver(&inbound, Some(&from), &to, &raw).await })
        })
        .collect();
    let mut delivered = Vec::new();
    for delivery in deliveries {
        delivered.push(delivery.await.expect("a delivery"));
    }
    let took = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let times = pages.await.expect("the page loop");
    for (n, result) in delivered.iter().enumerate() {
        assert!(result.is_ok(), "mail {n}: {result:?}");
    }
    let worst = times.iter().max().copied().unwrap_or_default();
    eprintln!(
        "3 hostile mails read in {took:?}; {} GET /api/kinds meanwhile, the slowest {worst:?}",
        times.len()
    );
    assert!(times.len() >= 5, "the pages were asked for meanwhile");
    assert!(worst < Duration::from_secs(1), "a page waited {worst:?}");
    // The two real ones were read (no move in them: answered); the forged one dropped.
    assert_eq!(current_seq(&api, id).await, turn.seq, "nothing played");
    assert_eq!(answers_to(&server, &turn.who.name), 2);
}
