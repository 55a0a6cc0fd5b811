//! Reply by mail (issue 14), what must not play: replies in every encoding play, and
//! illegal, stale, automatic, forged, repeated, oversized and half-delivered ones change
//! nothing (and only the first two are answered). A real SMTP client (lettre) delivers replies to Herald's own
//! receiver on 127.0.0.1, and the real `herald` binary plays them, answers them or drops
//! them; Herald's mails go to the test's SMTP server.

use crate::common;

use common::mailbox::*;
use common::*;
use std::io::{BufRead, BufReader, Write};
use std::time::Duration;

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
        deliver_from(&inbound, &who.name, mail.reply_to.as_deref().unwrap(), &raw).await;
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
    deliver_from(&inbound, &who.name, &to, &raw).await;
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
    deliver_from(&inbound, &who.name, &to, &raw).await;
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
    deliver_from(&inbound, &who.name, &to, &raw).await;
    assert_eq!(current_seq(&api, id).await, seq + 1, "a stale reply played");
    assert_eq!(
        answers_to(&server, &who.name),
        before + 1,
        "the stale reply was not answered"
    );
    // It says what to do: reply to it while its list stands, else wait for the next mail.
    smtp.wait_until("the stale reply's answer", PATIENCE, |smtp| {
        smtp.messages()
            .iter()
            .any(|m| m.to == email_of(&who.name) && m.text.contains("has moved on"))
    })
    .await;
    let moved_on = smtp
        .messages()
        .into_iter()
        .rfind(|m| m.to == email_of(&who.name) && m.text.contains("has moved on"))
        .expect("the answer");
    let told = if listed(&moved_on).is_empty() {
        "it is not your turn, and a mail will come when it is"
    } else {
        "reply to this mail with your move"
    };
    assert!(moved_on.text.contains(told), "{}", moved_on.text);

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

#[tokio::test]
async fn a_receiver_killed_mid_delivery_applies_nothing_and_herald_inbound_reads_stdin() {
    let smtp = SmtpServer::start();
    let mut server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["gil", "hal"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let raw = turn.reply_with("killed@client.test", &turn.action);
    let draw = turn.reply_with("draw@client.test", "DRAW");
    let FirstTurn { who, seq, to, .. } = turn;

    // A move the rules forbid (a full hand draws no card): the answer names the rule.
    deliver_from(&server.inbound_addr(), &who.name, &to, &draw).await;
    assert_eq!(current_seq(&api, id).await, seq, "a forbidden move played");
    smtp.wait_until("the answer naming the rule", PATIENCE, |smtp| {
        smtp.messages().iter().any(|m| {
            m.to == email_of(&who.name)
                && m.message_id.starts_with("answer.")
                && m.text.contains("line 1 (\"DRAW\")")
                && m.text.contains("(rule ")
        })
    })
    .await;

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
    // As Postfix pipes it: with the envelope sender and the client's address (its SPF).
    let sender = email_of(&who.name);
    let out = server.cli_with_input(
        &[
            "inbound",
            "--recipient",
            &to,
            "--sender",
            &sender,
            "--client-ip",
            "127.0.0.1",
        ],
        &raw,
    );
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
async fn a_stale_reply_address_is_answered_once_an_hour() {
    let smtp = SmtpServer::start();
    let mut server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["kim", "lou"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let from = email_of(&turn.who.name);
    // The move is played by mail: from then on its reply address is stale.
    let played = turn.reply_with("played@client.test", &turn.action);
    deliver(&server.inbound_addr(), Some(&from), &turn.to, &played)
        .await
        .expect("delivered");
    wait_for_seq_past(&api, id, turn.seq).await;
    let stale = |n: usize| turn.reply_with(&format!("stale{n}@client.test"), &turn.action);
    let before = answers_to(&server, &turn.who.name);
    // 20 mails to the stale address (a mail bomb aimed at the player): one answer.
    for n in 0..20 {
        deliver(&server.inbound_addr(), Some(&from), &turn.to, &stale(n))
            .await
            .expect("delivered");
    }
    assert_eq!(
        answers_to(&server, &turn.who.name),
        before + 1,
        "20 stale mails, one answer"
    );
    let read = "SELECT COUNT(*) FROM inbound_mails WHERE message_id LIKE 'stale%'";
    assert_eq!(count(&server, read), 20, "each recorded as read");
    assert!(
        server
            .log_text()
            .contains("not answered again within the hour"),
        "the dropped ones are logged"
    );
    // A restart forgets nothing.
    server.restart();
    deliver(&server.inbound_addr(), Some(&from), &turn.to, &stale(20))
        .await
        .expect("delivered");
    assert_eq!(answers_to(&server, &turn.who.name), before + 1);
    // An hour on, the address is answered again, once.
    server.advance(60 * 60 * 1000 + 1);
    for n in 21..24 {
        deliver(&server.inbound_addr(), Some(&from), &turn.to, &stale(n))
            .await
            .expect("delivered");
    }
    assert_eq!(answers_to(&server, &turn.who.name), before + 2);
    assert_eq!(current_seq(&server.api(), id).await, turn.seq + 1);
}

/// Every table of the database with its number of rows.
fn rows_of_every_table(server: &Server) -> Vec<(String, i64)> {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    let mut names = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .expect("a query");
    let names: Vec<String> = names
        .query_map([], |r| r.get(0))
        .expect("the tables")
        .map(|name| name.expect("a name"))
        .collect();
    names
        .into_iter()
        .map(|name| {
            let rows = conn
                .query_row(&format!("SELECT COUNT(*) FROM \"{name}\""), [], |r| {
                    r.get(0)
                })
                .expect("a count");
            (name, rows)
        })
        .collect()
}

#[tokio::test]
async fn mail_without_a_valid_token_writes_nothing() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["max", "ned"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    // A turn mail went out: the reply secret exists and the game is real.
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let from = email_of(&turn.who.name);
    let inbound = server.inbound_addr();
    let before = rows_of_every_table(&server);
    let automatic = [
        "Auto-Submitted: auto-replied\r\n",
        "Precedence: bulk\r\n",
        "List-Id: <games.example.org>\r\n",
        "X-Autoreply: yes\r\n",
        "",
    ];
    // 100 automatic mails (and bounces) to made-up addresses: a forged MAC for the real
    // game, a cut one, no token at all, a game that does not exist.
    for n in 0..100usize {
        let to = match n % 4 {
            0 => format!("move+g{id}s0n{}.{:032x}@{DOMAIN}", turn.seq, n * 7919),
            1 => format!("move+g{id}s1n1.{}@{DOMAIN}", "f".repeat(31)),
            2 => format!("move+nothing{n}@{DOMAIN}"),
            _ => format!("move+g{}s0n1.{:032x}@{DOMAIN}", id + 100, n),
        };
        let headers = format!("{}Content-Type: text/plain\r\n", automatic[n % 5]);
        let sender = (n % 5 != 4).then_some(from.as_str());
        let raw = reply(
            &from,
            &to,
            &turn.mail.message_id,
            &format!("auto{n}@client.test"),
            &headers,
            &plain(&turn.action),
        );
        deliver(&inbound, sender, &to, &raw)
            .await
            .expect("accepted, then dropped");
    }
    // The same through `herald inbound`.
    let forged = format!("move+g{id}s0n{}.{}@{DOMAIN}", turn.seq, "0".repeat(32));
    let raw = reply(
        &from,
        &forged,
        &turn.mail.message_id,
        "piped@client.test",
        "Auto-Submitted: auto-replied\r\nContent-Type: text/plain\r\n",
        &plain(&turn.action),
    );
    let out = server.cli_with_input(&["inbound", "--recipient", &forged], &raw);
    assert!(out.status.success(), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("dropped"),
        "{out:?}"
    );
    assert_eq!(rows_of_every_table(&server), before, "a row was written");
    assert_eq!(current_seq(&api, id).await, turn.seq);
    assert!(server.log_text().contains("not one Herald made"));
}
