//! Replies by mail (issue 14): Herald with its SMTP receiver, and a mail client that
//! writes replies and delivers them over SMTP (lettre) to it.

use std::time::{Duration, Instant};

use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use serde_json::Value;

use super::*;

pub const DOMAIN: &str = "play.herald.test";

/// A reply's body around the action written in it.
pub type BodyOf = Box<dyn Fn(&str) -> String>;

pub fn mail_server(smtp: &SmtpServer) -> Server {
    Server::start_with(
        &smtp.url(),
        &[
            ("HERALD_INBOUND_DOMAIN", DOMAIN),
            ("HERALD_INBOUND_BIND", "127.0.0.1:0"),
            ("HERALD_INBOUND_TIMEOUT_MS", "5000"),
        ],
    )
}

/// Delivers `raw` over SMTP to the receiver at `addr`, from the envelope sender `from`
/// (`None`: the null sender of a bounce) to `to`.
pub async fn deliver(addr: &str, from: Option<&str>, to: &str, raw: &[u8]) -> Result<(), String> {
    let (host, port) = addr.rsplit_once(':').expect("host:port");
    let transport = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host)
        .port(port.parse().expect("a port"))
        .timeout(Some(Duration::from_secs(60)))
        .build();
    let envelope = Envelope::new(
        from.map(|f| f.parse().expect("an address")),
        vec![to.parse().expect("an address")],
    )
    .expect("an envelope");
    transport
        .send_raw(&envelope, raw)
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Delivers `raw` from player `name` to `to` at the receiver at `addr`, which accepts it.
pub async fn deliver_from(addr: &str, name: &str, to: &str, raw: &[u8]) {
    deliver(addr, Some(&email_of(name)), to, raw)
        .await
        .expect("delivered");
}

/// A reply from `from` to the reply address `to`, answering `in_reply_to`, with extra
/// `headers` and `body` (the body's own headers go in `headers`).
pub fn reply(
    from: &str,
    to: &str,
    in_reply_to: &str,
    id: &str,
    headers: &str,
    body: &str,
) -> Vec<u8> {
    format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: your turn\r\nMessage-ID: <{id}>\r\nIn-Reply-To: <{in_reply_to}>\r\nDate: Wed, 25 Nov 2026 20:00:00 +0000\r\nMIME-Version: 1.0\r\n{headers}\r\n{body}"
    )
    .into_bytes()
}

pub fn plain(body: &str) -> String {
    format!("{body}\r\n\r\nOn Wed, 25 Nov 2026, Herald wrote:\r\n> Your turn\r\n")
}

/// The latest mail to `name` that can be answered at move `seq` (its reply address names
/// the move), waiting for it.
pub async fn answerable(smtp: &SmtpServer, name: &str, seq: i64) -> Mail {
    let marker = format!("n{seq}.");
    let started = Instant::now();
    loop {
        let found = smtp.messages().into_iter().rev().find(|m| {
            m.to == email_of(name)
                && m.reply_to
                    .as_deref()
                    .is_some_and(|r| r.contains(&marker) && r.ends_with(DOMAIN))
        });
        if let Some(mail) = found {
            return mail;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "no answerable mail to {name} at move {seq}; mails: {:#?}",
            smtp.messages()
                .iter()
                .map(|m| (&m.to, &m.subject, &m.reply_to))
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

/// The legal actions a turn mail lists, as it words them (a reply may write them back).
pub fn listed(mail: &Mail) -> Vec<String> {
    mail.text
        .lines()
        .filter_map(|l| {
            let (n, action) = l.trim().split_once(". ")?;
            n.parse::<usize>().ok().map(|_| action.trim().to_string())
        })
        .collect()
}

/// The game as a spectator sees it, and the player to act.
pub async fn to_act<'p>(api: &Api, id: i64, players: &'p [Player]) -> (Value, Option<&'p Player>) {
    let game = api.game(None, id).await.expect(200);
    let seat = game["to_act"][0].as_str().map(str::to_string);
    let who = seat.and_then(|seat| {
        let name = game["seats"]
            .as_array()?
            .iter()
            .find(|s| s["seat"] == seat.as_str())?["player"]
            .as_str()?
            .to_string();
        players.iter().find(|p| p.name == name)
    });
    (game, who)
}

pub async fn wait_for_seq_past(api: &Api, id: i64, seq: i64) -> i64 {
    let started = Instant::now();
    loop {
        let now = current_seq(api, id).await;
        if now > seq {
            return now;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "game {id} stayed at move {seq}"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

/// Rows of the database.
pub fn count(server: &Server, sql: &str) -> i64 {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    conn.query_row(sql, [], |r| r.get(0)).expect("a count")
}

pub fn answers_to(server: &Server, name: &str) -> i64 {
    count(
        server,
        &format!(
            "SELECT COUNT(*) FROM outbox WHERE to_addr = '{}' AND message_id LIKE 'answer.%'",
            email_of(name)
        ),
    )
}

pub fn base64_of(text: &str) -> String {
    const TABLE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let bytes = text.as_bytes();
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(TABLE[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out + "\r\n"
}

/// The first turn of a game as its player's mail offers it: who, at which move, the mail,
/// its reply address and the first action it lists.
pub struct FirstTurn {
    pub who: Player,
    pub seq: i64,
    pub mail: Mail,
    pub to: String,
    pub action: String,
}

/// The turn of the player to act in game `id`, waiting for its mail.
pub async fn turn_by_mail(smtp: &SmtpServer, api: &Api, id: i64, players: &[Player]) -> FirstTurn {
    let (game, who) = to_act(api, id, players).await;
    let who = who.expect("someone to act").clone();
    let seq = seq_of(&game);
    let mail = answerable(smtp, &who.name, seq).await;
    let to = mail.reply_to.clone().expect("a reply address");
    let action = listed(&mail)[0].clone();
    FirstTurn {
        who,
        seq,
        mail,
        to,
        action,
    }
}

impl FirstTurn {
    /// A plain-text reply from the player to the mail, with Message-ID `id`.
    pub fn reply_with(&self, id: &str, body: &str) -> Vec<u8> {
        reply(
            &email_of(&self.who.name),
            &self.to,
            &self.mail.message_id,
            id,
            "Content-Type: text/plain\r\n",
            &plain(body),
        )
    }
}
