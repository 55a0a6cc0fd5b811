//! Slow and idle clients cannot hold Herald's connections: a request whose headers never
//! end is closed after `HERALD_HEADER_TIMEOUT_MS`, one whose body never ends is answered 408
//! (or closed) after `HERALD_REQUEST_TIMEOUT_MS`, one whose declared body is over the limit
//! is answered 413 at once, and past `HERALD_MAX_CONNECTIONS` (or, for one client address,
//! `HERALD_MAX_CONNECTIONS_PER_CLIENT`) a new connection is refused at once with 503
//! instead of waiting, while everyone else is served.

use crate::common;

use std::time::{Duration, Instant};

use common::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Reads until the server closes the connection (or resets it); returns what it sent.
/// Panics if it is still open after `bound`.
async fn read_until_closed(stream: &mut TcpStream, bound: Duration) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let start = Instant::now();
    loop {
        let left = bound.saturating_sub(start.elapsed());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Err(_) => panic!(
                "the connection is still open after {bound:?}; it sent {:?}",
                String::from_utf8_lossy(&got)
            ),
            Ok(Ok(0)) | Ok(Err(_)) => return String::from_utf8_lossy(&got).into_owned(),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
        }
    }
}

/// Whether the server has answered or closed `stream`, without waiting.
fn answered(stream: &TcpStream) -> bool {
    let mut buf = [0u8; 1];
    match stream.try_read(&mut buf) {
        Ok(_) => true,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    }
}

/// Whether the server has closed `stream` (EOF or reset) without waiting.
fn closed_by_server(stream: &TcpStream) -> bool {
    let mut buf = [0u8; 1];
    match stream.try_read(&mut buf) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_whose_headers_never_end_are_closed_and_others_are_served() {
    // Arrange
    let smtp = SmtpServer::start();
    // (All from one address: the per-client cap is raised so the timeout closes them.)
    let server = Server::start_with(
        &smtp.url(),
        &[
            ("HERALD_HEADER_TIMEOUT_MS", "1000"),
            ("HERALD_MAX_CONNECTIONS_PER_CLIENT", "200"),
        ],
    );
    let addr = server.addr();

    // Act: 100 connections; half send the start of a request and stop, half send nothing.
    let mut slow = Vec::new();
    for i in 0..100 {
        let mut stream = TcpStream::connect(&addr).await.expect("connect");
        if i % 2 == 0 {
            stream
                .write_all(b"GET /api/kinds HTTP/1.1\r\nHost: herald.test\r\n")
                .await
                .expect("write");
        }
        slow.push(stream);
    }
    let opened = Instant::now();

    // Assert: the server closes every one of them...
    for stream in &mut slow {
        let sent = read_until_closed(stream, PATIENCE).await;
        assert!(
            !sent.contains(" 200 "),
            "an unfinished request got no answer but its close: {sent:?}"
        );
    }
    eprintln!(
        "100 slow connections closed within {:?} (header timeout 1 s)",
        opened.elapsed()
    );
    // ...and still serves a client that behaves.
    server.api().kinds().await.expect(200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_whose_body_never_ends_is_answered_408_or_closed() {
    // Arrange
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_REQUEST_TIMEOUT_MS", "2000")]);
    let mut stream = TcpStream::connect(server.addr()).await.expect("connect");

    // Act: a sign-up that promises 200 bytes of body and sends 20.
    stream
        .write_all(
            b"POST /api/users HTTP/1.1\r\nHost: herald.test\r\nContent-Type: application/json\r\n\
              Content-Length: 200\r\n\r\n{\"name\": \"slowpoke\",",
        )
        .await
        .expect("write");
    let sent_at = Instant::now();

    // Assert
    let answer = read_until_closed(&mut stream, PATIENCE).await;
    eprintln!(
        "the unfinished body was answered {:?} in {:?}",
        answer.lines().next(),
        sent_at.elapsed()
    );
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "408 or a closed connection, got {answer:?}"
    );
    server.api().kinds().await.expect(200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_connection_cap_a_client_is_refused_at_once_not_kept_waiting() {
    // Arrange: room for 8 connections, all taken by clients that say nothing.
    let smtp = SmtpServer::start();
    let server = Server::start_with(
        &smtp.url(),
        &[
            ("HERALD_MAX_CONNECTIONS", "8"),
            ("HERALD_HEADER_TIMEOUT_MS", "5000"),
        ],
    );
    let addr = server.addr();
    let mut idle = Vec::new();
    for _ in 0..8 {
        idle.push(TcpStream::connect(&addr).await.expect("connect"));
    }

    // Act: one more client with a whole request.
    let mut extra = TcpStream::connect(&addr).await.expect("connect");
    extra
        .write_all(
            b"GET /api/kinds HTTP/1.1\r\nHost: herald.test\r\nAccept-Language: ru\r\n\
              Connection: close\r\n\r\n",
        )
        .await
        .expect("write");
    let answer = read_until_closed(&mut extra, PATIENCE).await;

    // Assert: refused with 503 while the idle ones are still open (not served after they
    // timed out)...
    assert!(
        answer.starts_with("HTTP/1.1 503"),
        "a connection past the cap is refused with 503: {answer:?}"
    );
    assert!(
        answer.contains("{\"error\":\"Сервер сейчас слишком загружен"),
        "in the language the request asks for: {answer:?}"
    );
    assert!(
        !idle.iter().any(closed_by_server),
        "the refusal did not wait for the idle connections to time out"
    );
    // ...and once they are gone, clients are served again.
    drop(idle);
    eventually(
        "a client served after the idle ones left",
        PATIENCE,
        || async { Api::new(&server.base).get("/api/kinds", None).await.status == 200 },
    )
    .await;
}

/// Sends `request` on a new connection from `from` (a loopback address: Linux routes all
/// of 127/8 to lo) and returns everything the server sent until it closed.
async fn exchange_from(from: &str, addr: &str, request: &[u8]) -> String {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind(format!("{from}:0").parse().expect("an address"))
        .unwrap_or_else(|e| panic!("bind {from}: {e}"));
    let mut stream = socket
        .connect(addr.parse().expect("the server's address"))
        .await
        .expect("connect");
    stream.write_all(request).await.expect("write");
    read_until_closed(&mut stream, PATIENCE).await
}

const KINDS: &[u8] = b"GET /api/kinds HTTP/1.1\r\nHost: herald.test\r\nConnection: close\r\n\r\n";

/// Issue 26.6: a body declared over the limit is refused at once, not after the request
/// timeout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_declared_over_the_limit_is_answered_413_at_once() {
    // Arrange: a request timeout long enough to tell "at once" from "timed out".
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_REQUEST_TIMEOUT_MS", "60000")]);
    for (path, content_type) in [
        ("/api/users", "application/json"),
        ("/signin", "application/x-www-form-urlencoded"),
    ] {
        let mut stream = TcpStream::connect(server.addr()).await.expect("connect");

        // Act: the headers promise 100 MB; no byte of body follows.
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: herald.test\r\nContent-Type: {content_type}\r\n\
             Content-Length: 100000000\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).await.expect("write");
        let sent_at = Instant::now();

        // Assert: 413 and a closed connection, well within the 60 s timeout.
        let answer = read_until_closed(&mut stream, Duration::from_secs(10)).await;
        let took = sent_at.elapsed();
        eprintln!("{path}: a 100 MB Content-Length was answered in {took:?}");
        assert!(answer.starts_with("HTTP/1.1 413"), "{answer:?}");
        assert!(took < Duration::from_secs(5), "answered in {took:?}");
        if path.starts_with("/api/") {
            assert!(
                answer.contains(r#"{"error":"the body is too large"#),
                "{answer:?}"
            );
        }
    }
    server.api().kinds().await.expect(200);
}

/// Issue 26.6: one client address cannot take all the connections; others are served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_address_gets_64_connections_and_others_are_still_served() {
    // Arrange: 64 idle connections from 127.0.0.1 (the default cap), long header timeout.
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_HEADER_TIMEOUT_MS", "30000")]);
    let addr = server.addr();
    let mut idle = Vec::new();
    for _ in 0..64 {
        idle.push(TcpStream::connect(&addr).await.expect("connect"));
    }

    // Act: a 65th from the same address, then one from 127.0.0.2.
    let sent_at = Instant::now();
    let refused = exchange_from("127.0.0.1", &addr, KINDS).await;
    let took = sent_at.elapsed();
    eprintln!("the 65th connection from 127.0.0.1 was answered and closed in {took:?}");
    let other = exchange_from("127.0.0.2", &addr, KINDS).await;

    // Assert: the 65th is refused at once while the 64 are still open; the other served.
    assert!(
        refused.starts_with("HTTP/1.1 503"),
        "{:?}",
        refused.lines().next()
    );
    assert!(took < Duration::from_secs(5), "refused in {took:?}");
    assert!(!idle.iter().any(closed_by_server), "the 64 stay open");
    assert!(
        other.starts_with("HTTP/1.1 200"),
        "{:?}",
        other.lines().next()
    );
    // One of the 64 is served too; when one closes, the address has room again.
    let mut first = idle.remove(0);
    first.write_all(KINDS).await.expect("write");
    let served = read_until_closed(&mut first, PATIENCE).await;
    assert!(
        served.starts_with("HTTP/1.1 200"),
        "{:?}",
        served.lines().next()
    );
    eventually("room for 127.0.0.1 again", PATIENCE, || async {
        exchange_from("127.0.0.1", &addr, KINDS)
            .await
            .starts_with("HTTP/1.1 200")
    })
    .await;
}

/// Issue 26.6: behind a trusted proxy the proxy's own connections are not capped per
/// address; each client it forwards may have the cap's number of requests in flight.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_each_forwarded_client_gets_its_share() {
    // Arrange: the proxy is 127.0.0.1; a cap of 4 per client.
    let smtp = SmtpServer::start();
    let server = Server::start_with(
        &smtp.url(),
        &[
            ("HERALD_TRUSTED_PROXY", "127.0.0.1"),
            ("HERALD_MAX_CONNECTIONS_PER_CLIENT", "4"),
            // Longer than the test waits (PATIENCE): the four held requests stay in flight
            // for the whole wait, however slow a loaded machine is to see the fifth refused.
            ("HERALD_REQUEST_TIMEOUT_MS", "300000"),
        ],
    );
    let addr = server.addr();
    // Four requests of client 203.0.113.7 in flight (bodies that never end), on four of
    // the proxy's connections, and two idle proxy connections besides (six in all: over
    // the per-address cap, which does not apply to the proxy).
    let slow = b"POST /api/users HTTP/1.1\r\nHost: herald.test\r\nX-Forwarded-For: 203.0.113.7\r\n\
                 Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"name\":";
    let mut held = Vec::new();
    for _ in 0..4 {
        let mut stream = TcpStream::connect(&addr).await.expect("connect");
        stream.write_all(slow).await.expect("write");
        held.push(stream);
    }
    for _ in 0..2 {
        held.push(TcpStream::connect(&addr).await.expect("connect"));
    }
    let forwarded = |client: &str| {
        format!(
            "GET /api/kinds HTTP/1.1\r\nHost: herald.test\r\nX-Forwarded-For: {client}\r\n\
             Connection: close\r\n\r\n"
        )
    };

    // Act and assert: the client's fifth request is refused at once; another client, and
    // the proxy itself, are served. On a loaded machine a probe may reach the server
    // before one of the four held requests does; then that held request is the one
    // refused (it is answered), and it is sent again until four are truly in flight.
    let start = Instant::now();
    loop {
        let probe = exchange_from("127.0.0.1", &addr, forwarded("203.0.113.7").as_bytes()).await;
        if probe.starts_with("HTTP/1.1 503") {
            break;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "waited {PATIENCE:?} for the fifth request of 203.0.113.7 refused; last: {:?}",
            probe.lines().next()
        );
        for stream in held.iter_mut().take(4) {
            if answered(stream) {
                let mut again = TcpStream::connect(&addr).await.expect("connect");
                again.write_all(slow).await.expect("write");
                *stream = again;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let other = exchange_from("127.0.0.1", &addr, forwarded("203.0.113.8").as_bytes()).await;
    assert!(
        other.starts_with("HTTP/1.1 200"),
        "{:?}",
        other.lines().next()
    );
    let proxy = exchange_from("127.0.0.1", &addr, KINDS).await;
    assert!(
        proxy.starts_with("HTTP/1.1 200"),
        "{:?}",
        proxy.lines().next()
    );
    assert!(
        !held.iter().any(closed_by_server),
        "the proxy's connections stay open"
    );
    // Once the client's requests end, it is served again.
    drop(held);
    eventually("203.0.113.7 served again", PATIENCE, || async {
        exchange_from("127.0.0.1", &addr, forwarded("203.0.113.7").as_bytes())
            .await
            .starts_with("HTTP/1.1 200")
    })
    .await;
}

/// Reads one answer (headers and a `Content-Length` body) from a kept-alive connection.
async fn read_one_answer(stream: &mut TcpStream) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let text = String::from_utf8_lossy(&got).into_owned();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|n| n.trim().to_string())
                })
                .and_then(|n| n.parse::<usize>().ok())
                .expect("a Content-Length");
            if body.len() >= length {
                return text;
            }
        }
        let n = tokio::time::timeout(PATIENCE, stream.read(&mut buf))
            .await
            .expect("an answer in time")
            .expect("read");
        assert!(n > 0, "closed before answering; got {text:?}");
        got.extend_from_slice(&buf[..n]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_kept_alive_connection_is_told_its_limit_and_closed_past_it() {
    // Arrange
    let smtp = SmtpServer::start();
    let server = Server::start_with(&smtp.url(), &[("HERALD_HEADER_TIMEOUT_MS", "2000")]);
    let mut stream = TcpStream::connect(&server.addr()).await.expect("connect");
    let request = b"GET /api/kinds HTTP/1.1\r\nHost: herald.test\r\n\r\n";

    // Act: one request, a pause under the limit, a second on the same connection.
    stream.write_all(request).await.expect("write");
    let first = read_one_answer(&mut stream).await;
    tokio::time::sleep(Duration::from_millis(1000)).await;
    stream.write_all(request).await.expect("write");
    let second = read_one_answer(&mut stream).await;

    // Assert: each answer says how long the connection may idle, the connection is kept
    // under that, and closed past it (so a client that heeds the hint never loses a request
    // to the close).
    for answer in [&first, &second] {
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        assert!(
            answer
                .to_ascii_lowercase()
                .contains("\r\nkeep-alive: timeout=2\r\n"),
            "no Keep-Alive hint: {answer}"
        );
    }
    let rest = read_until_closed(&mut stream, Duration::from_secs(2) + PATIENCE).await;
    assert!(rest.is_empty(), "sent more than its answers: {rest:?}");
}
