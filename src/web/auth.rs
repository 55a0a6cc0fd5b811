//! Who is asking: a bearer token for the API, a session cookie for pages; and the
//! rate limit on sign-in attempts.

use crate::msg;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::header::{AUTHORIZATION, HeaderName};
use axum::http::request::Parts;
use governor::clock::Clock;
use governor::middleware::StateInformationMiddleware;
use governor::{Quota, RateLimiter};
use tower_sessions::Session;

use super::AppState;
use super::error::ApiError;
use crate::service::accounts::SignInGate;
use crate::service::accounts::refusal::AccountRefused;
use crate::service::{ServiceError, User};
use crate::web::error::WebRefused;

/// `X-Forwarded-For`, as a reverse proxy sets it.
const X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

/// The session key holding the signed-in user's id.
pub const SESSION_USER: &str = "user_id";

/// The caller of an API route that needs a user.
pub struct ApiUser(pub User);

/// The caller of an API route open to spectators too.
pub struct MaybeApiUser(pub Option<User>);

fn bearer(parts: &Parts) -> Result<Option<&str>, WebRefused> {
    let Some(value) = parts.headers.get(AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().unwrap_or_default();
    match value.strip_prefix("Bearer ") {
        Some(token) if !token.trim().is_empty() => Ok(Some(token.trim())),
        _ => Err(WebRefused::NotSignedIn(msg!("web-refused-bearer"))),
    }
}

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match MaybeApiUser::from_request_parts(parts, state).await? {
            MaybeApiUser(Some(user)) => Ok(ApiUser(user)),
            MaybeApiUser(None) => Err(ApiError::from(WebRefused::NotSignedIn(msg!(
                "web-refused-signed-in-player"
            )))),
        }
    }
}

impl FromRequestParts<AppState> for MaybeApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match bearer(parts)? {
            Some(token) => {
                let user = state.accounts.user_by_token(token).await?;
                super::lang::read_by(user.language);
                Ok(MaybeApiUser(Some(user)))
            }
            None => Ok(MaybeApiUser(None)),
        }
    }
}

/// The signed-in user of a page, if any. Looked up once per request: extractors that
/// need it again (a page's [`Visitor`](super::extract::Visitor) and
/// [`SignedIn`](super::extract::SignedIn)) find it in the request.
#[derive(Clone)]
pub struct PageUser(pub Option<User>);

impl FromRequestParts<AppState> for PageUser {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if let Some(known) = parts.extensions.get::<PageUser>() {
            return Ok(known.clone());
        }
        let user = session_user(parts, state).await;
        if let Some(user) = &user {
            super::lang::read_by(user.language);
        }
        parts.extensions.insert(PageUser(user.clone()));
        Ok(PageUser(user))
    }
}

/// The user whose id the request's session holds.
async fn session_user(parts: &mut Parts, state: &AppState) -> Option<User> {
    let session = Session::from_request_parts(parts, state).await.ok()?;
    let id = session.get::<i64>(SESSION_USER).await.ok()??;
    state.accounts.user_by_id(id).await.ok().flatten()
}

/// The client's address, when the server knows it (it does when served with connect
/// info). Behind a reverse proxy named by `HERALD_TRUSTED_PROXY` it is taken from
/// `X-Forwarded-For`: see [`client_of`].
pub struct ClientAddr(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip().to_canonical());
        Ok(ClientAddr(peer.map(|peer| {
            client_of(peer, &parts.headers, &state.herald.settings.trusted_proxy)
        })))
    }
}

/// The client of a request that came from `peer`. When `peer` is one of the trusted
/// `proxies`, the client is the right-most address of `X-Forwarded-For` that is not a
/// proxy: each proxy appends the address it got the request from, so what stands left of
/// that is whatever the client chose to write. Otherwise (or when that entry is not an
/// address) the client is `peer` itself; the header of a client that is not a proxy
/// changes nothing.
pub fn client_of(peer: IpAddr, headers: &HeaderMap, proxies: &[IpAddr]) -> IpAddr {
    let is_proxy = |ip: &IpAddr| {
        proxies
            .iter()
            .any(|p| p.to_canonical() == ip.to_canonical())
    };
    if !is_proxy(&peer) {
        return peer;
    }
    let hops: Vec<&str> = headers
        .get_all(X_FORWARDED_FOR)
        .iter()
        .flat_map(|value| value.to_str().unwrap_or_default().split(','))
        .map(str::trim)
        .collect();
    for hop in hops.iter().rev() {
        let ip = hop
            .parse::<IpAddr>()
            .or_else(|_| hop.parse::<SocketAddr>().map(|s| s.ip()));
        match ip {
            Ok(ip) if is_proxy(&ip) => continue,
            Ok(ip) => return ip.to_canonical(),
            Err(_) => return peer,
        }
    }
    peer
}

/// The part of an address that identifies one client: an IPv4 address, or the /64 an IPv6
/// host gets (a host can pick any address inside its /64).
fn client_key(client: &ClientAddr) -> IpAddr {
    client.0.map_or(IpAddr::from([0, 0, 0, 0]), client_prefix)
}

/// The part of `ip` that identifies one client: an IPv4 address as it is, an IPv6
/// address's /64.
pub fn client_prefix(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & (u128::MAX << 64)).into()),
        v4 => v4,
    }
}

/// A keyed limiter that tells how many cells a key has left.
type Counter<K> = RateLimiter<
    K,
    governor::state::keyed::DefaultKeyedStateStore<K>,
    governor::clock::DefaultClock,
    StateInformationMiddleware,
>;

/// What a limiter key can be: one name from one client, or one client for all names.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum LockKey {
    Name(IpAddr, String),
    Client(IpAddr),
}

/// The rate limit on sign-in: only failed attempts count, and a client that failed too
/// often gets no more tries for a while.
///
/// - Per (client, name): 5 failures, then one more try every 12 seconds.
/// - Per client, over all names: 20 failures, then one more every 3 seconds.
///
/// While a key is locked its attempts are refused (429) before the password is checked,
/// even the right password: otherwise the answer to a locked attempt would still tell a
/// guesser whether it guessed right. The lock is per client address, so the same
/// player from another address is let in; behind a reverse proxy, set
/// `HERALD_TRUSTED_PROXY` so clients are told apart by `X-Forwarded-For` (else they all
/// share the proxy's address). A correct password never counts.
///
/// Governor counts the failures; `locked` remembers until when a key it refused (or
/// emptied) stays refused, so an attempt can be refused without spending a cell.
#[derive(Clone)]
pub struct SignInLimiter(Arc<Limits>);

struct Limits {
    per_name: Counter<(IpAddr, String)>,
    per_client: Counter<IpAddr>,
    locked: Mutex<HashMap<LockKey, Instant>>,
}

/// Failures allowed per (client, name) per minute.
pub const FAILURES_PER_NAME: u32 = 5;
/// Failures allowed per client over all names per minute.
pub const FAILURES_PER_CLIENT: u32 = 20;

impl SignInLimiter {
    /// The limits above.
    pub fn new() -> Self {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n).expect("not zero"));
        SignInLimiter(Arc::new(Limits {
            per_name: RateLimiter::keyed(quota(FAILURES_PER_NAME))
                .with_middleware::<StateInformationMiddleware>(),
            per_client: RateLimiter::keyed(quota(FAILURES_PER_CLIENT))
                .with_middleware::<StateInformationMiddleware>(),
            locked: Mutex::new(HashMap::new()),
        }))
    }

    /// The gate for one attempt of `client` at `name`, to pass to
    /// [`Herald::sign_in`](crate::service::Herald::sign_in).
    pub fn gate(&self, client: &ClientAddr, name: &str) -> SignInAttempt {
        let ip = client_key(client);
        SignInAttempt {
            limits: self.0.clone(),
            name_key: (ip, name.trim().to_lowercase()),
            client_key: ip,
        }
    }
}

impl Default for SignInLimiter {
    fn default() -> Self {
        Self::new()
    }
}

/// One sign-in attempt as the limiter sees it.
pub struct SignInAttempt {
    limits: Arc<Limits>,
    name_key: (IpAddr, String),
    client_key: IpAddr,
}

fn too_many() -> ServiceError {
    AccountRefused::TooManyFailedSignIns.into()
}

impl SignInAttempt {
    fn keys(&self) -> [LockKey; 2] {
        [
            LockKey::Name(self.name_key.0, self.name_key.1.clone()),
            LockKey::Client(self.client_key),
        ]
    }

    /// Counts a failure on one limiter; locks its key while it has no try left. `false`
    /// when this attempt was already over the limit (attempts that ran at the same time).
    fn count<K: Clone + Eq + std::hash::Hash>(
        counter: &Counter<K>,
        key: &K,
        lock: LockKey,
        locked: &mut HashMap<LockKey, Instant>,
    ) -> bool {
        let now = Instant::now();
        match counter.check_key(key) {
            Ok(state) if state.remaining_burst_capacity() > 0 => true,
            // That was the last try: none until a cell comes back.
            Ok(state) => {
                locked.insert(lock, now + state.quota().replenish_interval());
                true
            }
            Err(not_until) => {
                locked.insert(lock, now + not_until.wait_time_from(counter.clock().now()));
                false
            }
        }
    }
}

impl SignInGate for SignInAttempt {
    fn may_try(&self) -> Result<(), ServiceError> {
        let now = Instant::now();
        let mut locked = self.limits.locked.lock().expect("the lock map");
        locked.retain(|_, until| *until > now);
        if self.keys().iter().any(|k| locked.contains_key(k)) {
            return Err(too_many());
        }
        Ok(())
    }

    fn failed(&self) -> Result<(), ServiceError> {
        let mut locked = self.limits.locked.lock().expect("the lock map");
        let [by_name, by_client] = self.keys();
        let name_ok = Self::count(&self.limits.per_name, &self.name_key, by_name, &mut locked);
        let client_ok = Self::count(
            &self.limits.per_client,
            &self.client_key,
            by_client,
            &mut locked,
        );
        drop(locked);
        self.limits.per_name.retain_recent();
        self.limits.per_client.retain_recent();
        // The attempt that used the last try still hears that the password was wrong;
        // one that ran over the limit hears only that it must wait.
        if name_ok && client_ok {
            Ok(())
        } else {
            Err(too_many())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for v in values {
            map.append(X_FORWARDED_FOR, v.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn the_client_is_the_right_most_address_a_trusted_proxy_did_not_write() {
        let proxy = [ip("10.0.0.2")];
        let h = headers(&["198.51.100.1, 203.0.113.7"]);
        // Not from the proxy: the header is the client's word, ignored.
        assert_eq!(client_of(ip("192.0.2.1"), &h, &proxy), ip("192.0.2.1"));
        assert_eq!(client_of(ip("192.0.2.1"), &h, &[]), ip("192.0.2.1"));
        // From the proxy: the right-most entry.
        assert_eq!(client_of(ip("10.0.0.2"), &h, &proxy), ip("203.0.113.7"));
        // Across several headers, skipping proxies, with ports and IPv4-mapped IPv6.
        let h = headers(&["1.1.1.1", "203.0.113.7:5555, 10.0.0.2"]);
        assert_eq!(
            client_of(ip("::ffff:10.0.0.2"), &h, &proxy),
            ip("203.0.113.7")
        );
        let h = headers(&["2001:db8::1"]);
        assert_eq!(client_of(ip("10.0.0.2"), &h, &proxy), ip("2001:db8::1"));
        // Garbage or no header: the proxy itself.
        assert_eq!(
            client_of(ip("10.0.0.2"), &headers(&["nonsense"]), &proxy),
            ip("10.0.0.2")
        );
        assert_eq!(
            client_of(ip("10.0.0.2"), &HeaderMap::new(), &proxy),
            ip("10.0.0.2")
        );
    }

    #[test]
    fn an_ipv6_client_is_its_slash_64() {
        let a = client_key(&ClientAddr(Some(ip("2001:db8:1:2::1"))));
        let b = client_key(&ClientAddr(Some(ip("2001:db8:1:2:ffff::9"))));
        let c = client_key(&ClientAddr(Some(ip("2001:db8:1:3::1"))));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            client_key(&ClientAddr(Some(ip("192.0.2.1")))),
            ip("192.0.2.1")
        );
    }

    #[test]
    fn only_failures_count_and_a_lock_is_per_address_and_name() {
        let limiter = SignInLimiter::new();
        let here = ClientAddr(Some(ip("192.0.2.1")));
        let there = ClientAddr(Some(ip("192.0.2.2")));
        for _ in 0..FAILURES_PER_NAME {
            let gate = limiter.gate(&here, "Alice");
            gate.may_try().unwrap();
            gate.failed().unwrap();
        }
        assert!(limiter.gate(&here, "alice").may_try().is_err(), "locked");
        assert!(
            limiter.gate(&there, "alice").may_try().is_ok(),
            "not elsewhere"
        );
        assert!(
            limiter.gate(&here, "bob").may_try().is_ok(),
            "not for others"
        );
        // Many names from one address: the address is capped.
        let mut refused = None;
        for i in 0..FAILURES_PER_CLIENT + 2 {
            let gate = limiter.gate(&there, &format!("user{i}"));
            if gate.may_try().is_err() {
                refused = Some(i);
                break;
            }
            let _ = gate.failed();
        }
        assert_eq!(refused, Some(FAILURES_PER_CLIENT));
    }
}
