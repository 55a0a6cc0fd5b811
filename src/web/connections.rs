//! One client cannot fill the server: at most `HERALD_MAX_CONNECTIONS_PER_CLIENT`
//! connections open per client address ([`PerClient`], counted by the accept loop), and,
//! for the connections of a trusted reverse proxy (which carry every client's requests),
//! as many requests in flight per forwarded client address ([`limit_forwarded`]).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::net::TcpStream;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::auth::{client_of, client_prefix};
use super::lang::visitor_lang;
use crate::config::Settings;
use crate::msg;
use crate::words::say;

/// The body of a 503, for a full server or a client over its share: the sentence in the
/// language the request's headers ask for (the switch's cookie, `Accept-Language`).
fn too_busy_body(headers: &HeaderMap) -> String {
    let sentence = say(visitor_lang(headers), &msg!("api-error-too-busy"));
    serde_json::json!({ "error": sentence }).to_string()
}

/// The headers of a request's raw head (its lines after the request line), as far as
/// they read; a line that is no header is passed over.
fn headers_of(head: &[u8]) -> HeaderMap {
    let mut headers = HeaderMap::new();
    for line in String::from_utf8_lossy(head).split("\r\n").skip(1) {
        let Some((name, value)) = line.split_once(':') else {
            continue;
        };
        if let (Ok(name), Ok(value)) = (
            header::HeaderName::from_bytes(name.trim().as_bytes()),
            HeaderValue::from_str(value.trim()),
        ) {
            headers.append(name, value);
        }
    }
    headers
}

/// Who may open a connection: at most `HERALD_MAX_CONNECTIONS` at once, and at most
/// `HERALD_MAX_CONNECTIONS_PER_CLIENT` from one client address (a trusted proxy's are not
/// counted per address). One more is answered 503 at once and closed ([`refuse`]); the
/// log says so once for each spell of refusals.
pub struct Admission {
    max_connections: usize,
    slots: Arc<Semaphore>,
    per_client: PerClient,
    proxies: Vec<IpAddr>,
    /// Refusals in progress (each takes at most a second): past these, refuse by closing.
    refusals: Arc<Semaphore>,
    /// Whether the last connection was refused for a full server (said once a spell).
    full: bool,
    /// The client last refused for its share (said once a spell).
    last_refused: Option<IpAddr>,
}

/// What an admitted connection holds until it closes.
pub struct Held {
    _slot: OwnedSemaphorePermit,
    _client: Option<ClientSlot>,
}

impl Admission {
    /// Admission under `settings`' caps.
    pub fn new(settings: &Settings) -> Admission {
        let max_connections = settings.max_connections.max(1);
        Admission {
            max_connections,
            slots: Arc::new(Semaphore::new(max_connections)),
            per_client: PerClient::new(settings.max_connections_per_client),
            proxies: settings.trusted_proxy.clone(),
            refusals: Arc::new(Semaphore::new(64)),
            full: false,
            last_refused: None,
        }
    }

    /// The connections open.
    pub fn open(&self) -> usize {
        self.max_connections - self.slots.available_permits()
    }

    /// Admits `stream` from `peer`, with what it holds while open; or refuses it (503)
    /// when the server or the client's share is full.
    pub fn admit(&mut self, stream: TcpStream, peer: SocketAddr) -> Option<(TcpStream, Held)> {
        let client = if is_proxy(peer.ip(), &self.proxies) {
            None
        } else if let Some(slot) = self.per_client.try_take(peer.ip()) {
            Some(slot)
        } else {
            if self.last_refused != Some(peer.ip()) {
                tracing::warn!(
                    client = %peer.ip(),
                    "{} connections open from one client (HERALD_MAX_CONNECTIONS_PER_CLIENT): \
                     its new ones are answered 503 until some close",
                    self.per_client.cap()
                );
                self.last_refused = Some(peer.ip());
            }
            refuse(stream, &self.refusals);
            return None;
        };
        let Ok(slot) = self.slots.clone().try_acquire_owned() else {
            if !self.full {
                tracing::warn!(
                    "{} connections open (HERALD_MAX_CONNECTIONS): new ones are answered 503 \
                     until some close",
                    self.max_connections
                );
                self.full = true;
            }
            refuse(stream, &self.refusals);
            return None;
        };
        self.full = false;
        let held = Held {
            _slot: slot,
            _client: client,
        };
        Some((stream, held))
    }
}

/// Answers a connection past the cap with 503 and closes it, within a second (a client
/// that has not sent its request by then is closed without an answer).
fn refuse(mut stream: TcpStream, refusals: &Arc<Semaphore>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let Ok(refusal) = refusals.clone().try_acquire_owned() else {
        return; // dropped: closed at once
    };
    tokio::spawn(async move {
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), async {
            // Read the request's head first: a client that gets its answer before it has
            // sent its request takes it for a broken connection.
            let mut head = Vec::new();
            let mut buf = [0u8; 1024];
            while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 16 * 1024 {
                match stream.read(&mut buf).await? {
                    0 => return Ok(()),
                    n => head.extend_from_slice(&buf[..n]),
                }
            }
            let body = too_busy_body(&headers_of(&head));
            let answer = format!(
                "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
                 retry-after: 1\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
                body.len()
            );
            stream.write_all(answer.as_bytes()).await?;
            stream.shutdown().await?;
            // Read whatever else the client sent until it closes, so closing does not
            // reset the connection before it has read the answer.
            while stream.read(&mut buf).await? > 0 {}
            Ok::<(), std::io::Error>(())
        })
        .await;
        drop(refusal);
    });
}

/// Counts what each client holds open (connections, or requests in flight) against one
/// cap. A client is an IPv4 address or an IPv6 /64 (a host may pick any address in it).
#[derive(Clone)]
pub struct PerClient {
    cap: usize,
    held: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// One connection or request of a client, counted until dropped.
pub struct ClientSlot {
    client: IpAddr,
    held: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl PerClient {
    /// A count of at most `cap` (at least 1) per client.
    pub fn new(cap: usize) -> Self {
        PerClient {
            cap: cap.max(1),
            held: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// The cap.
    pub fn cap(&self) -> usize {
        self.cap
    }

    /// A slot for one more of `client`'s, or `None` when it holds its cap already.
    pub fn try_take(&self, client: IpAddr) -> Option<ClientSlot> {
        let client = client_prefix(client.to_canonical());
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let count = held.entry(client).or_insert(0);
        if *count >= self.cap {
            return None;
        }
        *count += 1;
        Some(ClientSlot {
            client,
            held: self.held.clone(),
        })
    }
}

impl Drop for ClientSlot {
    fn drop(&mut self) {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = held.get_mut(&self.client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                held.remove(&self.client);
            }
        }
    }
}

/// What [`limit_forwarded`] needs: the trusted proxies and the count per forwarded client.
#[derive(Clone)]
pub struct Forwarded {
    /// `HERALD_TRUSTED_PROXY`.
    pub proxies: Arc<[IpAddr]>,
    /// Requests in flight per forwarded client.
    pub in_flight: PerClient,
}

/// Whether `peer` is one of the trusted `proxies`.
pub fn is_proxy(peer: IpAddr, proxies: &[IpAddr]) -> bool {
    proxies
        .iter()
        .any(|proxy| proxy.to_canonical() == peer.to_canonical())
}

/// Middleware: a request that came through a trusted proxy counts against the cap of the
/// client the proxy names in `X-Forwarded-For` (the rule of the sign-in limit,
/// [`client_of`]) while it is in flight; one more is answered 503 at once. The proxy's
/// connection stays open: it carries other clients' requests too. Requests from anyone
/// else pass (their connections are counted by the accept loop).
pub async fn limit_forwarded(
    State(forwarded): State<Forwarded>,
    request: Request,
    next: Next,
) -> Response {
    let Some(peer) = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0.ip().to_canonical())
    else {
        return next.run(request).await;
    };
    if !is_proxy(peer, &forwarded.proxies) {
        return next.run(request).await;
    }
    let client = client_of(peer, request.headers(), &forwarded.proxies);
    let Some(_slot) = forwarded.in_flight.try_take(client) else {
        tracing::warn!(
            %client,
            "{} requests in flight from one client behind the proxy \
             (HERALD_MAX_CONNECTIONS_PER_CLIENT): one more answered 503",
            forwarded.in_flight.cap()
        );
        return too_busy(request.headers());
    };
    next.run(request).await
}

/// The 503 of a client over its share, in the API's JSON shape (as the full server's).
fn too_busy(headers: &HeaderMap) -> Response {
    let mut answer = (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::CONTENT_TYPE, "application/json")],
        too_busy_body(headers),
    )
        .into_response();
    answer
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn a_client_gets_its_cap_and_a_slot_back_when_one_ends() {
        let count = PerClient::new(2);
        let a = count.try_take(ip("192.0.2.1")).expect("first");
        let _b = count.try_take(ip("192.0.2.1")).expect("second");
        assert!(count.try_take(ip("192.0.2.1")).is_none(), "third refused");
        assert!(count.try_take(ip("192.0.2.2")).is_some(), "another client");
        drop(a);
        assert!(count.try_take(ip("192.0.2.1")).is_some(), "room again");
    }

    #[test]
    fn an_ipv6_host_is_one_client_across_its_64() {
        let count = PerClient::new(1);
        let _a = count.try_take(ip("2001:db8:1:2::1")).expect("first");
        assert!(count.try_take(ip("2001:db8:1:2:ffff::9")).is_none());
        assert!(count.try_take(ip("2001:db8:1:3::1")).is_some());
        let _mapped = count.try_take(ip("::ffff:192.0.2.7")).expect("a v4 client");
        assert!(
            count.try_take(ip("192.0.2.7")).is_none(),
            "a mapped address is the same client"
        );
    }
}
