//! The SMTP receiver for replies (issue 14) against clients that are wrong or hostile: it
//! relays nothing, refuses an over-long line, closes on a silent client, takes a bounce's
//! null sender, and stops cleanly on SIGTERM with a session open.

mod common;

use std::time::{Duration, Instant};

use common::mailbox::DOMAIN;
use common::*;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

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
        let stream = TcpStream::connect(addr).await.expect("connect");
        let (read, write) = stream.into_split();
        let mut client = Client {
            read: BufReader::new(read),
            write,
        };
        let greeting = client.answer().await;
        assert!(greeting.starts_with("220"), "{greeting}");
        client
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
