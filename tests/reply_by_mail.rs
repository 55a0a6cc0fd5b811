//! Reply by mail (issue 14): a real SMTP client (lettre) delivers replies to Herald's own
//! receiver on 127.0.0.1, and the real `herald` binary plays them, answers them or drops
//! them; Herald's mails go to the test's SMTP server.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::time::{Duration, Instant};

use common::*;
use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use serde_json::{Value, json};

const DOMAIN: &str = "play.herald.test";

/// A reply's body around the action written in it.
type BodyOf = Box<dyn Fn(&str) -> String>;

fn mail_server(smtp: &SmtpServer) -> Server {
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
async fn deliver(addr: &str, from: Option<&str>, to: &str, raw: &[u8]) -> Result<(), String> {
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

/// A reply from `from` to the reply address `to`, answering `in_reply_to`, with extra
/// `headers` and `body` (the body's own headers go in `headers`).
fn reply(from: &str, to: &str, in_reply_to: &str, id: &str, headers: &str, body: &str) -> Vec<u8> {
    format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: your turn\r\nMessage-ID: <{id}>\r\nIn-Reply-To: <{in_reply_to}>\r\nDate: Wed, 25 Nov 2026 20:00:00 +0000\r\nMIME-Version: 1.0\r\n{headers}\r\n{body}"
    )
    .into_bytes()
}

fn plain(body: &str) -> String {
    format!("{body}\r\n\r\nOn Wed, 25 Nov 2026, Herald wrote:\r\n> Your turn\r\n")
}

/// The latest mail to `name` that can be answered at move `seq` (its reply address names
/// the move), waiting for it.
async fn answerable(smtp: &SmtpServer, name: &str, seq: i64) -> Mail {
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

/// The numbered actions a mail lists.
fn listed(mail: &Mail) -> Vec<String> {
    mail.text
        .lines()
        .filter_map(|l| {
            let (n, action) = l.trim().split_once(". ")?;
            n.parse::<usize>().ok().map(|_| action.trim().to_string())
        })
        .collect()
}

/// The game as a spectator sees it, and the player to act.
async fn to_act<'p>(api: &Api, id: i64, players: &'p [Player]) -> (Value, Option<&'p Player>) {
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

async fn wait_for_seq_past(api: &Api, id: i64, seq: i64) -> i64 {
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
fn count(server: &Server, sql: &str) -> i64 {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    conn.query_row(sql, [], |r| r.get(0)).expect("a count")
}

fn answers_to(server: &Server, name: &str) -> i64 {
    count(
        server,
        &format!(
            "SELECT COUNT(*) FROM outbox WHERE to_addr = '{}' AND message_id LIKE 'answer.%'",
            email_of(name)
        ),
    )
}

#[tokio::test]
async fn a_whole_rose_king_game_is_played_by_mail_replies_only() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["ann", "bob"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let inbound = server.inbound_addr();
    let mut rng = Rng::new(14);
    let mut mailed = 0;
    for turn in 0..600 {
        let (game, who) = to_act(&api, id, &players).await;
        if game["status"] == "finished" {
            break;
        }
        let who = who.expect("someone to act");
        let seq = seq_of(&game);
        let mail = answerable(&smtp, &who.name, seq).await;
        let choices = listed(&mail);
        assert!(
            !choices.is_empty(),
            "the mail lists the legal actions: {}",
            mail.text
        );
        let pick = (rng.next_u64() % choices.len() as u64) as usize;
        // A number from the list, or the action written out in another case.
        let line = if turn % 2 == 0 {
            format!("{}", pick + 1)
        } else {
            choices[pick].to_uppercase()
        };
        let raw = reply(
            &email_of(&who.name),
            mail.reply_to.as_deref().expect("a reply address"),
            &mail.message_id,
            &format!("rk{turn}@client.test"),
            "Content-Type: text/plain; charset=utf-8\r\n",
            &plain(&line),
        );
        deliver(
            &inbound,
            Some(&email_of(&who.name)),
            mail.reply_to.as_deref().unwrap(),
            &raw,
        )
        .await
        .expect("delivered");
        wait_for_seq_past(&api, id, seq).await;
        mailed += 1;
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished", "{game}");
    let history = api.history(None, id).await.expect(200);
    let moves = history.as_array().expect("the history");
    assert_eq!(moves.len(), mailed, "every move came by one mail");
    assert!(moves.iter().all(|m| m["by"] == "mail"), "{history}");
    // Both players get the game-over mail.
    for p in &players {
        smtp.wait_until("the game-over mail", PATIENCE, |smtp| {
            smtp.messages()
                .iter()
                .any(|m| m.to == email_of(&p.name) && m.message_id.starts_with("over."))
        })
        .await;
    }
}

#[tokio::test]
async fn replies_in_every_encoding_play_and_bad_ones_change_nothing() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["cat", "dan"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let inbound = server.inbound_addr();

    // Four moves, one in each body a mail client may send.
    let bodies: [(&str, BodyOf); 4] = [
        (
            "Content-Type: text/html; charset=utf-8\r\n",
            Box::new(|a: &str| {
                format!(
                    "<html><body><div>{a}</div><br><blockquote>On Wed, Herald wrote: Your turn</blockquote></body></html>\r\n"
                )
            }),
        ),
        (
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n",
            Box::new(|a: &str| format!("{a}=\r\n\r\n-- =\r\nCat\r\n")),
        ),
        (
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n",
            Box::new(|a: &str| base64_of(&format!("{a}\r\n\r\n> Your turn\r\n"))),
        ),
        (
            "Content-Type: text/plain; charset=windows-1252\r\nContent-Transfer-Encoding: 8bit\r\n",
            Box::new(|a: &str| format!("{a}\r\n-- \r\nRen\u{e9}\r\n")),
        ),
    ];
    for (n, (headers, body)) in bodies.iter().enumerate() {
        let (game, who) = to_act(&api, id, &players).await;
        let who = who.expect("someone to act");
        let seq = seq_of(&game);
        let mail = answerable(&smtp, &who.name, seq).await;
        let action = listed(&mail)[0].clone();
        let mut raw = reply(
            &email_of(&who.name),
            mail.reply_to.as_deref().unwrap(),
            &mail.message_id,
            &format!("enc{n}@client.test"),
            headers,
            &body(&action),
        );
        if headers.contains("windows-1252") {
            // The signature's é as Windows-1252 writes it.
            let at = raw.iter().position(|&b| b == 0xC3).expect("an é");
            raw.splice(at..at + 2, [0xE9]);
        }
        deliver(
            &inbound,
            Some(&email_of(&who.name)),
            mail.reply_to.as_deref().unwrap(),
            &raw,
        )
        .await
        .expect("delivered");
        let after = wait_for_seq_past(&api, id, seq).await;
        assert_eq!(after, seq + 1, "encoding {n}: one move");
    }

    let (game, who) = to_act(&api, id, &players).await;
    let who = who.expect("someone to act").clone();
    let other = players.iter().find(|p| p.name != who.name).unwrap().clone();
    let seq = seq_of(&game);
    let mail = answerable(&smtp, &who.name, seq).await;
    let to = mail.reply_to.clone().unwrap();
    let action = listed(&mail)[0].clone();
    let send = |from: String, id: &str, headers: &str, body: String| {
        reply(&from, &to, &mail.message_id, id, headers, &body)
    };
    let text = "Content-Type: text/plain; charset=utf-8\r\n";

    // An illegal move: answered with the rule and the legal actions, nothing played.
    let before = answers_to(&server, &who.name);
    let raw = send(
        email_of(&who.name),
        "illegal@client.test",
        text,
        plain("play XX9"),
    );
    deliver(&inbound, Some(&email_of(&who.name)), &to, &raw)
        .await
        .expect("delivered");
    assert_eq!(
        current_seq(&api, id).await,
        seq,
        "an illegal move changes nothing"
    );
    assert_eq!(
        answers_to(&server, &who.name),
        before + 1,
        "the sender is told why"
    );
    smtp.wait_until("the answer", PATIENCE, |smtp| {
        smtp.messages()
            .iter()
            .any(|m| m.to == email_of(&who.name) && m.message_id.starts_with("answer."))
    })
    .await;
    let answer = answerable(&smtp, &who.name, seq).await;
    assert!(
        answer.message_id.starts_with("answer."),
        "{}",
        answer.message_id
    );
    assert!(
        answer.text.contains("Why:") && answer.text.contains("play XX9"),
        "{}",
        answer.text
    );
    assert!(
        !listed(&answer).is_empty(),
        "the answer lists the legal actions"
    );

    // Automatic and foreign mail: no move, no answer.
    let before = answers_to(&server, &who.name);
    let cases: Vec<(&str, Option<String>, Vec<u8>)> = vec![
        (
            "wrong sender",
            Some(email_of(&other.name)),
            send(
                email_of(&other.name),
                "wrong@client.test",
                text,
                plain(&action),
            ),
        ),
        (
            "vacation reply",
            Some(email_of(&who.name)),
            send(
                email_of(&who.name),
                "away@client.test",
                "Auto-Submitted: auto-replied\r\nContent-Type: text/plain\r\n",
                plain(&action),
            ),
        ),
        (
            "bounce",
            None,
            send(
                format!("mailer-daemon@{DOMAIN}"),
                "bounce@client.test",
                "Content-Type: multipart/report; report-type=delivery-status; boundary=b\r\n",
                format!("--b\r\nContent-Type: text/plain\r\n\r\n{action}\r\n--b--\r\n"),
            ),
        ),
    ];
    for (what, from, raw) in &cases {
        deliver(&inbound, from.as_deref(), &to, raw)
            .await
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(current_seq(&api, id).await, seq, "{what} played a move");
    }
    // Forged and cut tokens.
    let (local, _) = to.split_once('@').unwrap();
    let forged_mac = format!(
        "{}{}@{DOMAIN}",
        &local[..local.len() - 1],
        if local.ends_with('0') { '1' } else { '0' }
    );
    let cut = format!("{}@{DOMAIN}", &local[..local.len() - 4]);
    let other_seat =
        to.replacen("s0n", "s1n", 1)
            .replacen("s1n", "s0n", usize::from(!to.contains("s0n")));
    for address in [forged_mac, cut, other_seat] {
        let raw = reply(
            &email_of(&who.name),
            &address,
            &mail.message_id,
            &format!("{address}.forged"),
            text,
            &plain(&action),
        );
        deliver(&inbound, Some(&email_of(&who.name)), &address, &raw)
            .await
            .expect("accepted, then dropped");
        assert_eq!(current_seq(&api, id).await, seq, "{address} played a move");
    }
    assert_eq!(
        answers_to(&server, &who.name),
        before,
        "automatic or forged mail was answered"
    );
    assert_eq!(
        answers_to(&server, &other.name),
        0,
        "the wrong sender was answered"
    );

    // The same mail twice plays once.
    let raw = send(
        email_of(&who.name),
        "twice@client.test",
        text,
        plain(&action),
    );
    deliver(&inbound, Some(&email_of(&who.name)), &to, &raw)
        .await
        .expect("delivered");
    deliver(&inbound, Some(&email_of(&who.name)), &to, &raw)
        .await
        .expect("delivered again");
    assert_eq!(
        current_seq(&api, id).await,
        seq + 1,
        "the same mail played twice"
    );
    assert_eq!(
        answers_to(&server, &who.name),
        before,
        "a copy was answered"
    );

    // A stale reply (another mail to the old address): "the game has moved on", with a
    // fresh address while it is the sender's turn.
    let raw = send(
        email_of(&who.name),
        "stale@client.test",
        text,
        plain(&action),
    );
    deliver(&inbound, Some(&email_of(&who.name)), &to, &raw)
        .await
        .expect("delivered");
    assert_eq!(current_seq(&api, id).await, seq + 1, "a stale reply played");
    assert_eq!(
        answers_to(&server, &who.name),
        before + 1,
        "the stale reply was not answered"
    );

    // A 10 MB mail is refused at the limit.
    let mut big = send(email_of(&who.name), "big@client.test", text, plain(&action));
    big.extend(std::iter::repeat_n(b"x".repeat(998).into_iter().chain(*b"\r\n"), 10_000).flatten());
    let refused = deliver(&inbound, Some(&email_of(&who.name)), &to, &big).await;
    assert!(
        refused.is_err_and(|e| e.contains("552") || e.contains("larger")),
        "a 10 MB mail was taken"
    );

    // The history shows which moves came by mail.
    let history = api.history(None, id).await.expect(200);
    assert!(
        history
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["by"] == "mail"),
        "{history}"
    );
}

fn base64_of(text: &str) -> String {
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

#[tokio::test]
async fn a_richard_iii_action_phase_goes_in_one_reply() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["eve", "fay"]).await;
    let id = start_game_of(&api, "richard3", &json!({}), &players[0], &[&players[1]]).await;
    let inbound = server.inbound_addr();
    // Play through the API until a seat may activate a group.
    let (seat, who) = loop {
        let (game, who) = to_act(&api, id, &players).await;
        let who = who.expect("someone to act").clone();
        let mine = api.game(who.auth(), id).await.expect(200);
        let actions = strings(&mine["actions"]);
        if actions.iter().any(|a| a.starts_with("activate")) {
            break (game["to_act"][0].as_str().unwrap().to_string(), who);
        }
        api.play(who.auth(), id, seq_of(&mine), &actions[0])
            .await
            .expect(200);
    };
    // The phase, worked out on the engine from the stored state and seed.
    let conn = rusqlite::Connection::open(server.db_path()).expect("open");
    let (state, seed, seq): (String, String, i64) = conn
        .query_row(
            "SELECT s.state, g.seed, g.seq FROM games g JOIN snapshots s ON s.game_id = g.id WHERE g.id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("the game");
    let kind = herald::games::kind("richard3").expect("the kind");
    let mut game = kind.load(&state).expect("the state");
    let seed = herald::engine::Seed::from_hex(&seed).expect("a seed");
    let me = kind.seat(&seat).expect("a seat");
    let mut lines = Vec::new();
    for _ in 0..6 {
        let actions = game.actions(me);
        let next = actions
            .iter()
            .find(|a| a.starts_with("activate") && lines.is_empty())
            .or_else(|| actions.iter().find(|a| a.starts_with("move")))
            .or_else(|| actions.iter().find(|a| *a == "done"))
            .cloned();
        let Some(next) = next else { break };
        game.play(me, &next, &seed, (seq + 1 + lines.len() as i64) as u64, &[])
            .expect("legal");
        let done = next == "done";
        lines.push(next);
        if done || !game.to_act().contains(&me) {
            break;
        }
    }
    assert!(lines.len() >= 2, "a phase of several decisions: {lines:?}");
    let mail = answerable(&smtp, &who.name, seq).await;
    let to = mail.reply_to.clone().unwrap();
    let body = lines.join("\r\n");
    let raw = reply(
        &email_of(&who.name),
        &to,
        &mail.message_id,
        "phase@client.test",
        "Content-Type: text/plain\r\n",
        &plain(&body),
    );
    deliver(&inbound, Some(&email_of(&who.name)), &to, &raw)
        .await
        .expect("delivered");
    let after = wait_for_seq_past(&api, id, seq).await;
    assert_eq!(
        after,
        seq + lines.len() as i64,
        "every line, as one submission"
    );
    let history = api.history(None, id).await.expect(200);
    let mailed = history
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["by"] == "mail")
        .count();
    assert_eq!(mailed, lines.len(), "{history}");
}

#[tokio::test]
async fn a_receiver_killed_mid_delivery_applies_nothing_and_herald_inbound_reads_stdin() {
    let smtp = SmtpServer::start();
    let mut server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["gil", "hal"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let (game, who) = to_act(&api, id, &players).await;
    let who = who.expect("someone to act").clone();
    let seq = seq_of(&game);
    let mail = answerable(&smtp, &who.name, seq).await;
    let to = mail.reply_to.clone().unwrap();
    let action = listed(&mail)[0].clone();
    let raw = reply(
        &email_of(&who.name),
        &to,
        &mail.message_id,
        "killed@client.test",
        "Content-Type: text/plain\r\n",
        &plain(&action),
    );

    // Half a mail, then the receiver dies.
    let mut stream = std::net::TcpStream::connect(server.inbound_addr()).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut read = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    let mut say = |text: &str, read: &mut BufReader<std::net::TcpStream>| {
        stream.write_all(text.as_bytes()).expect("write");
        let mut answer = String::new();
        loop {
            answer.clear();
            read.read_line(&mut answer).expect("an answer");
            if answer.as_bytes().get(3) != Some(&b'-') {
                return answer.clone();
            }
        }
    };
    read.read_line(&mut line).expect("a greeting");
    assert!(line.starts_with("220"), "{line}");
    say("EHLO client.test\r\n", &mut read);
    assert!(
        say(
            &format!("MAIL FROM:<{}>\r\n", email_of(&who.name)),
            &mut read
        )
        .starts_with("250")
    );
    assert!(say(&format!("RCPT TO:<{to}>\r\n"), &mut read).starts_with("250"));
    assert!(say("DATA\r\n", &mut read).starts_with("354"));
    let mut stream = read.into_inner();
    stream
        .write_all(&raw[..raw.len() / 2])
        .expect("half the mail");
    server.kill();
    server.restart();
    assert_eq!(
        current_seq(&server.api(), id).await,
        seq,
        "half a mail played"
    );

    // The whole mail, piped to `herald inbound`.
    let out = server.cli_with_input(&["inbound", "--recipient", &to], &raw);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        current_seq(&server.api(), id).await,
        seq + 1,
        "the piped mail played"
    );
    let again = server.cli_with_input(&["inbound"], &raw);
    assert!(again.status.success());
    assert_eq!(
        current_seq(&server.api(), id).await,
        seq + 1,
        "the same mail played twice"
    );
    let too_big = server.cli_with_input(&["inbound"], &vec![b'x'; 5 * 1024 * 1024]);
    assert_eq!(too_big.status.code(), Some(65));
}

#[tokio::test]
async fn the_settings_ask_for_a_confirmation_of_mailed_moves() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["ida", "jon"]).await;
    for p in &players {
        let set = api
            .put(
                "/api/me/settings",
                p.auth(),
                &json!({ "confirm_mailed_moves": true }),
            )
            .await
            .expect(200);
        assert_eq!(set["confirm_mailed_moves"], true);
    }
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let (game, who) = to_act(&api, id, &players).await;
    let who = who.expect("someone to act").clone();
    let seq = seq_of(&game);
    let mail = answerable(&smtp, &who.name, seq).await;
    let to = mail.reply_to.clone().unwrap();
    let action = listed(&mail)[0].clone();
    let raw = reply(
        &email_of(&who.name),
        &to,
        &mail.message_id,
        "confirm@client.test",
        "Content-Type: text/plain\r\n",
        &plain("1"),
    );
    deliver(
        &server.inbound_addr(),
        Some(&email_of(&who.name)),
        &to,
        &raw,
    )
    .await
    .expect("delivered");
    wait_for_seq_past(&api, id, seq).await;
    smtp.wait_until("the confirmation", PATIENCE, |smtp| {
        smtp.messages().iter().any(|m| {
            m.to == email_of(&who.name)
                && m.message_id.starts_with("answer.")
                && m.text.contains(&action)
        })
    })
    .await;
}
