//! Bearer tokens recently seen, and whose they are, so that an API client making a request
//! a second does not cost a database read for each.
//!
//! A cache, never the judge of a revocation: revoking a token through this server forgets
//! every token of its user here at once, and an entry is trusted for [`TRUSTED_FOR`] at
//! most, so a change made by another process (an operator's tool on the same file) is
//! seen within that time.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::service::User;

/// How long a token's user is taken from here before it is read again.
pub const TRUSTED_FOR: Duration = Duration::from_secs(30);
/// Tokens kept at most; past it all are forgotten (and read again as they come).
const MOST_TOKENS: usize = 4096;

/// Token hash → (its user, when read).
#[derive(Default)]
pub struct Bearers {
    known: Mutex<Known>,
}

#[derive(Default)]
struct Known {
    users: HashMap<String, (User, Instant)>,
    /// Revocations so far: a read that began before a revocation is not kept.
    revocations: u64,
}

impl Bearers {
    /// The user of the token with this hash, if read less than [`TRUSTED_FOR`] ago.
    pub fn get(&self, token_hash: &str) -> Option<User> {
        let known = self.lock();
        let (user, read) = known.users.get(token_hash)?;
        (read.elapsed() < TRUSTED_FOR).then(|| user.clone())
    }

    /// Where revocations stand: take it before reading a token, give it to [`Bearers::keep`].
    pub fn revocations(&self) -> u64 {
        self.lock().revocations
    }

    /// Remembers that the token with this hash is `user`'s, as read after `revocations`
    /// (unless a token was revoked since: the read may predate it).
    pub fn keep(&self, token_hash: String, user: User, revocations: u64) {
        let mut known = self.lock();
        if known.revocations != revocations {
            return;
        }
        if known.users.len() >= MOST_TOKENS {
            known.users.clear();
        }
        known.users.insert(token_hash, (user, Instant::now()));
    }

    /// Forgets every token of user `user_id` (one of them was revoked), and any read under
    /// way.
    pub fn forget_user(&self, user_id: i64) {
        let mut known = self.lock();
        known.revocations += 1;
        known.users.retain(|_, (user, _)| user.id != user_id);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Known> {
        self.known
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ann() -> User {
        User {
            id: 1,
            name: "ann".into(),
            email: "ann@example.org".into(),
            language: crate::i18n::Lang::En,
        }
    }

    #[test]
    fn a_kept_token_is_known_until_its_user_revokes_one() {
        let bearers = Bearers::default();
        bearers.keep("h1".into(), ann(), bearers.revocations());
        assert_eq!(bearers.get("h1").map(|u| u.id), Some(1));
        bearers.forget_user(1);
        assert!(bearers.get("h1").is_none());
    }

    #[test]
    fn a_read_that_began_before_a_revocation_is_not_kept() {
        let bearers = Bearers::default();
        let before = bearers.revocations();
        bearers.forget_user(1);
        bearers.keep("h1".into(), ann(), before);
        assert!(bearers.get("h1").is_none());
    }
}
