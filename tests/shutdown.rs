//! A clean stop: on SIGTERM (systemd, docker) or SIGINT (Ctrl-C) Herald stops accepting,
//! answers the requests in flight, lets the mail being sent finish, hands back the mail it
//! had leased but not sent, and exits 0. Started again, it sends the rest at once: every
//! mail arrives exactly once.

use crate::common;

use std::time::{Duration, Instant};

use common::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// How long the test allows for a stop; Herald's own hard limit is 10 s.
const STOP_BOUND: Duration = Duration::from_secs(30);

/// A sign-up request sent in two halves around the signal: its headers (asking for
/// `100 Continue`, so the test knows a handler is waiting for the body) and then its body.
struct HalfRequest {
    stream: tokio::net::TcpStream,
    rest: Vec<u8>,
}

impl HalfRequest {
    async fn start(addr: &str, name: &str) -> HalfRequest {
        let body = format!(
            r#"{{"name":"{name}","email":"{}","password":"{PASSWORD}"}}"#,
            email_of(name)
        );
        let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
        let head = format!(
            "POST /api/users HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nExpect: 100-continue\r\n\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes()).await.expect("write");
        let mut buf = [0u8; 64];
        let n = tokio::time::timeout(PATIENCE, stream.read(&mut buf))
            .await
            .expect("100 Continue in time")
            .expect("read");
        let answer = String::from_utf8_lossy(&buf[..n]).to_string();
        assert!(
            answer.starts_with("HTTP/1.1 100"),
            "the handler waits for the body: {answer:?}"
        );
        let (first, rest) = body.as_bytes().split_at(body.len() / 2);
        stream.write_all(first).await.expect("write");
        HalfRequest {
            stream,
            rest: rest.to_vec(),
        }
    }

    /// Sends the rest of the body and reads the answer to its end.
    async fn finish(mut self) -> String {
        self.stream.write_all(&self.rest).await.expect("write");
        let mut answer = Vec::new();
        tokio::time::timeout(PATIENCE, self.stream.read_to_end(&mut answer))
            .await
            .expect("an answer in time")
            .expect("read the answer");
        String::from_utf8_lossy(&answer).to_string()
    }
}

/// Queues mail to four players over a slow SMTP server, stops Herald with `signal` while
/// mail is in flight, starts it again and checks that every mail arrives exactly once.
async fn stop_and_start_again(signal: i32, with_request: bool) {
    // Arrange: every answer of the mail server comes 150 ms late, so a mail takes a second.
    let smtp = SmtpServer::start();
    let proxy = SmtpProxy::start(smtp.port);
    proxy.set_delay(Duration::from_millis(150));
    let mut server = Server::start_with(&proxy.url(), &[]);
    let api = server.api();
    let ps = players(&api, &["ann", "ben", "cat", "dan"]).await;
    let mut ledger = MailLedger::default();
    for (a, b) in [(0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2)] {
        let id = start_game(&api, &ps[a], &[&ps[b]]).await;
        let table = Table::new(&api, id, &[&ps[a], &ps[b]]).await;
        ledger.add(&ps[b].name);
        ledger.started(&table);
    }
    let total = ledger.total();
    eventually("a mail in flight", PATIENCE, || async { proxy.open() > 0 }).await;
    let request = if with_request {
        Some(HalfRequest::start(&server.addr(), "eve").await)
    } else {
        None
    };

    // Act
    let in_flight = proxy.open();
    let delivered_before = smtp.count();
    let signalled = Instant::now();
    server.signal(signal);
    let answer = match request {
        Some(request) => {
            tokio::time::sleep(Duration::from_millis(300)).await;
            Some(request.finish().await)
        }
        None => None,
    };
    let status = tokio::task::block_in_place(|| server.wait_exit(STOP_BOUND));
    let stopped_in = signalled.elapsed();
    let delivered_at_exit = smtp.count();

    // Assert: a clean, prompt exit that answered the request in flight...
    let status = status.unwrap_or_else(|| {
        panic!(
            "Herald did not exit within {STOP_BOUND:?}:\n{}",
            server.log_text()
        )
    });
    assert_eq!(
        status.code(),
        Some(0),
        "Herald exits 0 on signal {signal}: {status}\n{}",
        server.log_text()
    );
    eprintln!(
        "signal {signal}: {in_flight} mails in flight, {delivered_before} of {total} delivered \
         before it, {delivered_at_exit} at exit; stopped in {stopped_in:?}"
    );
    if let Some(answer) = &answer {
        assert!(
            answer.starts_with("HTTP/1.1 201"),
            "the request in flight was answered: {answer:?}"
        );
    }
    let log = server.log_text();
    assert!(
        log.contains("stopped cleanly") && log.contains("handed back to the outbox"),
        "the log tells of the stop:\n{log}"
    );
    assert!(
        delivered_at_exit < total,
        "some mail was left to send after the restart ({delivered_at_exit} of {total})"
    );

    // ...and, started again, every mail arrives, each exactly once.
    server.restart();
    let started = Instant::now();
    smtp.wait_for(total, PATIENCE).await;
    eprintln!(
        "the {} mails left arrived {:?} after the restart",
        total - delivered_at_exit,
        started.elapsed()
    );
    tokio::time::sleep(Duration::from_millis(1500)).await; // a moment for strays
    let mails = smtp.messages();
    assert_no_duplicates(&mails);
    assert_eq!(mails.len(), total, "exactly the mails expected");
    let per = by_recipient(&mails);
    for p in &ps {
        assert_eq!(
            per.get(&p.email).map_or(0, Vec::len),
            ledger.expected.get(&p.name).copied().unwrap_or(0),
            "mails to {}",
            p.name
        );
    }
    if with_request {
        server.api().token("eve", PASSWORD).await.expect(201);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_answers_requests_in_flight_and_no_mail_is_lost_or_sent_twice() {
    stop_and_start_again(libc::SIGTERM, true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigint_hands_back_leased_mail_for_the_next_start() {
    stop_and_start_again(libc::SIGINT, false).await;
}
