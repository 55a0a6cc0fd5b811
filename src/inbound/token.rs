//! The reply address of a turn mail (issue 14): `move+<token>@<inbound domain>`, where the
//! token names the game, the seat and the move the mail was sent at, and carries an HMAC
//! under a server secret, so that a reply can be trusted to come from a mail Herald sent.
//! Pure: the secret is given (it is kept in the database, `server_secrets` "reply", as
//! `store::sessions::server_secret` keeps the CSRF key).
//!
//! `g<game>s<seat>n<seq>.<mac>`: decimal numbers and 32 lower-case hex digits (the first 16
//! bytes of HMAC-SHA256). Lower case only, as some mail systems fold a local part's case;
//! 48 characters at most for a local part under the 64 RFC 5321 allows.

use crate::engine::Seat;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::domain::{GameId, Seq};

/// The bytes of the MAC a token carries.
const MAC_BYTES: usize = 16;
/// The local part's prefix before the token.
pub const LOCAL_PREFIX: &str = "move+";

/// What a reply address names: a seat of a game, at a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyTo {
    /// The game.
    pub game: GameId,
    /// The seat.
    pub seat: Seat,
    /// The game's move when the mail was sent: a reply is stale once the game moved on.
    pub seq: Seq,
}

impl ReplyTo {
    /// The token for this seat, game and move under `secret`.
    pub fn token(&self, secret: &[u8]) -> String {
        let mac = hex::encode(&self.mac(secret).finalize().into_bytes()[..MAC_BYTES]);
        format!("{}.{mac}", self.named())
    }

    /// The reply address: `move+<token>@<domain>`.
    pub fn address(&self, secret: &[u8], domain: &str) -> String {
        format!("{LOCAL_PREFIX}{}@{domain}", self.token(secret))
    }

    /// The seat, game and move `token` names, if its MAC is right under `secret` (checked
    /// in constant time). `None` for anything else: a forged, truncated or malformed token.
    pub fn from_token(token: &str, secret: &[u8]) -> Option<ReplyTo> {
        let (named, mac) = token.split_once('.')?;
        if mac.len() != 2 * MAC_BYTES || !mac.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mac = hex::decode(mac.to_ascii_lowercase()).ok()?;
        let reply = ReplyTo::parse_named(&named.to_ascii_lowercase())?;
        reply
            .mac(secret)
            .verify_truncated_left(&mac)
            .ok()
            .map(|()| reply)
    }

    /// The token in a reply address (`move+<token>@domain`, any case, angle brackets and
    /// a display name allowed), if it is one.
    pub fn token_of_address(address: &str) -> Option<&str> {
        let address = address.trim();
        let address = match (address.rfind('<'), address.rfind('>')) {
            (Some(open), Some(close)) if open < close => &address[open + 1..close],
            _ => address,
        };
        let (local, _domain) = address.rsplit_once('@')?;
        let prefix = local.get(..LOCAL_PREFIX.len())?;
        prefix
            .eq_ignore_ascii_case(LOCAL_PREFIX)
            .then(|| &local[LOCAL_PREFIX.len()..])
    }

    /// `g<game>s<seat>n<seq>`.
    fn named(&self) -> String {
        format!("g{}s{}n{}", self.game.get(), self.seat.0, self.seq.0)
    }

    fn parse_named(named: &str) -> Option<ReplyTo> {
        let rest = named.strip_prefix('g')?;
        let (game, rest) = rest.split_once('s')?;
        let (seat, seq) = rest.split_once('n')?;
        let number = |text: &str| -> Option<i64> {
            // Digits only, no sign, no leading zeros: one spelling per token.
            let plain = !text.is_empty()
                && text.bytes().all(|b| b.is_ascii_digit())
                && (text == "0" || !text.starts_with('0'));
            plain.then(|| text.parse().ok()).flatten()
        };
        let reply = ReplyTo {
            game: game.parse().ok()?,
            seat: Seat(u8::try_from(number(seat)?).ok()?),
            seq: Seq(number(seq)?),
        };
        (reply.named() == named).then_some(reply)
    }

    fn mac(&self, secret: &[u8]) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key");
        mac.update(b"herald reply v1:");
        mac.update(self.named().as_bytes());
        mac
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"a server secret of thirty-two by";

    fn reply() -> ReplyTo {
        ReplyTo {
            game: "12".parse().expect("a game number"),
            seat: Seat(1),
            seq: Seq(345),
        }
    }

    #[test]
    fn a_token_names_its_seat_game_and_move_and_fits_a_local_part() {
        let address = reply().address(SECRET, "play.example.org");
        let token = ReplyTo::token_of_address(&address).expect("a reply address");
        assert_eq!(ReplyTo::from_token(token, SECRET), Some(reply()));
        assert!(address.split('@').next().unwrap().len() <= 64, "{address}");
        // Any case, with a display name and brackets, as a reply's To: may carry it.
        let shouted = format!("\"Herald\" <{}>", address.to_uppercase());
        let token = ReplyTo::token_of_address(&shouted).expect("still a reply address");
        assert_eq!(ReplyTo::from_token(token, SECRET), Some(reply()));
    }

    #[test]
    fn forged_truncated_and_malformed_tokens_are_refused() {
        let token = reply().token(SECRET);
        let (named, mac) = token.split_once('.').unwrap();
        // Another secret, another move, another seat: the MAC does not fit.
        assert_eq!(ReplyTo::from_token(&token, b"another secret"), None);
        for forged in ["g12s1n346", "g12s0n345", "g13s1n345", "g012s1n345"] {
            assert_eq!(
                ReplyTo::from_token(&format!("{forged}.{mac}"), SECRET),
                None
            );
        }
        // A flipped digit, a truncated or lengthened MAC, junk.
        let flipped: String = mac
            .chars()
            .enumerate()
            .map(|(i, c)| {
                if i == 5 {
                    if c == '0' { '1' } else { '0' }
                } else {
                    c
                }
            })
            .collect();
        for bad in [
            format!("{named}.{flipped}"),
            format!("{named}.{}", &mac[..30]),
            format!("{named}.{mac}00"),
            format!("{named}.{}", &mac[..16]),
            named.to_string(),
            format!("{named}.zz{}", &mac[2..]),
            String::new(),
            "g-1s1n2.".to_string() + mac,
            "g1s99999999999999999999n2.".to_string() + mac,
        ] {
            assert_eq!(ReplyTo::from_token(&bad, SECRET), None, "{bad}");
        }
        assert_eq!(ReplyTo::token_of_address("alice@example.org"), None);
        assert_eq!(ReplyTo::token_of_address("move@example.org"), None);
    }
}
