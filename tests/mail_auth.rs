//! Mail that proves who sent it (issue 26 §4, §5): Herald's turn mails are DKIM-signed and
//! verify, with mail-auth's verifier, against the record `herald dkim-record` prints; a
//! reply plays only when its sender is proven (by its DKIM signature, by SPF and DMARC, or
//! by the Authentication-Results of the trusted MX), and a reply that is not is answered
//! once and plays nothing. DNS is the test's own ([`common::dns`]), never the network.

use crate::common;

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use common::dns::dns;
use common::mailbox::*;
use common::*;
use mail_auth::common::parse::TxtRecordParser;
use mail_auth::common::verify::DomainKey;
use mail_auth::hickory_resolver::config::{ResolverConfig, ResolverOpts};
use mail_auth::{
    AuthenticatedMessage, DkimResult, MessageAuthenticator, Parameters, ResolverCache, Txt,
};

/// TXT records handed to mail-auth's verifier as its cache: what a test holds.
#[derive(Default)]
struct Records(Mutex<HashMap<Box<str>, Txt>>);

impl ResolverCache<Box<str>, Txt> for Records {
    fn get<Q>(&self, name: &Q) -> Option<Txt>
    where
        Box<str>: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.0.lock().unwrap().get(name).cloned()
    }

    fn remove<Q>(&self, name: &Q) -> Option<Txt>
    where
        Box<str>: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.0.lock().unwrap().remove(name)
    }

    fn insert(&self, key: Box<str>, value: Txt, _valid_until: Instant) {
        self.0.lock().unwrap().insert(key, value);
    }
}

/// The name and value of the record `herald dkim-record` printed (zone-file form: the
/// value in quoted strings of at most 255 bytes).
fn printed_record(output: &str) -> (String, String) {
    let line = output
        .lines()
        .find(|l| !l.starts_with(';') && l.contains(" IN TXT "))
        .unwrap_or_else(|| panic!("a TXT record line in {output:?}"));
    let name = line.split_whitespace().next().expect("a name");
    let strings: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
    assert!(strings.iter().all(|s| s.len() <= 255), "{line}");
    (name.trim_end_matches('.').to_string(), strings.concat())
}

fn test_key(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/dkim")
        .join(name)
        .display()
        .to_string()
}

/// mail-auth's resolver without any name server: only the records in the cache the test
/// hands it answer, never the network.
fn verifier() -> MessageAuthenticator {
    MessageAuthenticator::new(
        ResolverConfig::from_parts(None, Vec::new(), Vec::new()),
        ResolverOpts::default(),
    )
    .expect("a resolver")
}

#[tokio::test]
async fn turn_mails_are_dkim_signed_and_verify_against_the_printed_record() {
    for (key, k) in [("ed25519.pem", "ed25519"), ("rsa-pkcs1.pem", "rsa")] {
        // Arrange
        let smtp = SmtpServer::start();
        let key_file = test_key(key);
        let server = Server::start_with(
            &smtp.url(),
            &[
                ("HERALD_MAIL_FROM", "Herald <herald@games.herald.test>"),
                ("HERALD_DKIM_SELECTOR", "turn2026"),
                ("HERALD_DKIM_KEY_FILE", &key_file),
            ],
        );
        let printed = server.cli(&["dkim-record"]);
        assert!(printed.status.success(), "{printed:?}");
        let (name, value) = printed_record(&String::from_utf8_lossy(&printed.stdout));
        assert_eq!(name, "turn2026._domainkey.games.herald.test");
        assert!(value.starts_with(&format!("v=DKIM1; k={k}; p=")), "{value}");
        let records = Records::default();
        records.insert(
            format!("{name}.").into(),
            Txt::DomainKey(Arc::new(
                DomainKey::parse(value.as_bytes()).expect("a key record"),
            )),
            Instant::now(),
        );

        // Act: a game starts, and its first turn mail goes out.
        let api = server.api();
        let players = players(&api, &["ann", "bob"]).await;
        start_game(&api, &players[0], &[&players[1]]).await;
        smtp.wait_until("a turn mail", PATIENCE, |smtp| {
            smtp.messages().iter().any(|m| m.subject.contains("turn"))
        })
        .await;

        // Assert: every mail the sink caught verifies, and so fails once changed.
        let resolver = verifier();
        for raw in smtp.raw_messages() {
            let text = String::from_utf8_lossy(&raw).to_string();
            assert!(text.starts_with("DKIM-Signature: "), "{key}: {text}");
            let message = AuthenticatedMessage::parse(&raw).expect("a mail");
            let outputs = resolver
                .verify_dkim(Parameters::new(&message).with_txt_cache(&records))
                .await;
            assert_eq!(outputs.len(), 1, "{key}: one signature");
            assert_eq!(outputs[0].result(), &DkimResult::Pass, "{key}: {text}");
            let signature = outputs[0].signature().expect("the signature");
            assert_eq!(signature.d, "games.herald.test");
            let signed: Vec<String> = signature.h.iter().map(|h| h.to_lowercase()).collect();
            for header in ["from", "to", "subject", "date", "message-id", "reply-to"] {
                assert!(signed.contains(&header.to_string()), "{key}: {signed:?}");
            }
            let changed = text.replacen("Subject: ", "Subject: Re: ", 1);
            let message = AuthenticatedMessage::parse(changed.as_bytes()).expect("a mail");
            let outputs = resolver
                .verify_dkim(Parameters::new(&message).with_txt_cache(&records))
                .await;
            assert_ne!(
                outputs[0].result(),
                &DkimResult::Pass,
                "{key}: a changed mail"
            );
        }
    }
}

#[test]
fn a_key_file_that_cannot_be_read_stops_the_start_and_says_why() {
    let dir = tempfile::tempdir().expect("tempdir");
    let missing = dir.path().join("missing.pem");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_herald"))
        .env("HERALD_DKIM_SELECTOR", "s")
        .env("HERALD_DKIM_KEY_FILE", &missing)
        .env("HERALD_DB", dir.path().join("h.db"))
        .env("HERALD_BIND", "127.0.0.1:0")
        .env("HERALD_OUTBOX_DIR", dir.path())
        .arg("serve")
        .output()
        .expect("run herald");
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("HERALD_DKIM_KEY_FILE"), "{said}");
    assert!(said.contains("missing.pem"), "{said}");
    assert!(said.contains("cannot be read"), "{said}");
}

/// A reply from `from` (its `From:`) to the turn, with `headers` on top.
fn reply_from(turn: &FirstTurn, from: &str, id: &str, headers: &str, line: &str) -> Vec<u8> {
    let mut raw = headers.as_bytes().to_vec();
    raw.extend(reply(
        from,
        &turn.to,
        &turn.mail.message_id,
        id,
        "Content-Type: text/plain\r\n",
        &plain(line),
    ));
    raw
}

#[tokio::test]
async fn a_forged_from_plays_nothing_and_is_answered_once_a_signed_reply_plays() {
    let smtp = SmtpServer::start();
    let server = mail_server(&smtp);
    let api = server.api();
    let players = players(&api, &["ann", "bob"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let player = email_of(&turn.who.name);
    let inbound = server.inbound_addr();

    // A forger with the turn mail (a forwarded copy): the player's From:, a valid token,
    // from another envelope sender (whose SPF cannot speak for example.org), unsigned.
    for n in 0..2 {
        let forged = reply_from(
            &turn,
            &player,
            &format!("forged{n}@forger.test"),
            "",
            &turn.action,
        );
        deliver(&inbound, Some("mallory@forger.test"), &turn.to, &forged)
            .await
            .expect("delivered");
        assert_eq!(
            current_seq(&api, id).await,
            turn.seq,
            "a forged reply played"
        );
    }
    smtp.wait_until("the answer to the forged reply", PATIENCE, |smtp| {
        smtp.messages().iter().any(|m| {
            m.to == player
                && m.message_id.starts_with("answer.")
                && m.text.contains("could not verify this mail came from you")
        })
    })
    .await;
    assert_eq!(
        answers_to(&server, &turn.who.name),
        1,
        "answered once per reply address"
    );

    // The player's own mail system signs with DKIM (d=example.org): delivered through a
    // relay whose envelope sender SPF cannot tie to example.org, the signature proves it.
    let signing = herald::mail::dkim::DkimSigning::load(
        Path::new(&test_key("ed25519.pem")),
        "player",
        "example.org",
    )
    .expect("the player's key");
    dns().add_txt(&signing.record().name, &signing.record().value);
    let unsigned = reply_from(&turn, &player, "signed@client.test", "", &turn.action);
    let signed = signing.sign(&unsigned).expect("signed");
    // Changed after signing: the signature fails, nothing is played (and, the address
    // answered once already, nothing is said).
    let tampered = String::from_utf8(signed.clone()).expect("text").replace(
        "Message-ID: <signed@client.test>",
        "Message-ID: <tampered@client.test>",
    );
    deliver(
        &inbound,
        Some("relay@lists.relay.test"),
        &turn.to,
        tampered.as_bytes(),
    )
    .await
    .expect("delivered");
    assert_eq!(
        current_seq(&api, id).await,
        turn.seq,
        "a tampered reply played"
    );
    deliver(&inbound, Some("relay@lists.relay.test"), &turn.to, &signed)
        .await
        .expect("delivered");
    assert_eq!(
        current_seq(&api, id).await,
        turn.seq + 1,
        "the signed reply played"
    );
    assert_eq!(answers_to(&server, &turn.who.name), 1);
}

#[tokio::test]
async fn behind_an_mx_only_its_topmost_authentication_results_count() {
    let smtp = SmtpServer::start();
    let server = Server::start_with(
        &smtp.url(),
        &[
            ("HERALD_INBOUND_DOMAIN", DOMAIN),
            ("HERALD_INBOUND_BIND", "127.0.0.1:0"),
            ("HERALD_INBOUND_AUTHSERV_ID", "mx.herald.test"),
        ],
    );
    let api = server.api();
    let players = players(&api, &["cat", "dan"]).await;
    let id = start_game(&api, &players[0], &[&players[1]]).await;
    let turn = turn_by_mail(&smtp, &api, id, &players).await;
    let player = email_of(&turn.who.name);
    let inbound = server.inbound_addr();
    // The player reads Japanese: the answer is in their words (issue 30).
    api.put(
        "/api/me/settings",
        turn.who.auth(),
        &serde_json::json!({ "language": "ja" }),
    )
    .await
    .expect(200);
    // The envelope is the player's, and SPF would pass it: behind an MX, only its word counts.
    let not_proven = [
        ("no header", ""),
        (
            "another authserv-id",
            "Authentication-Results: mx.elsewhere.test; dmarc=pass header.from=example.org\r\n",
        ),
        (
            "a forged copy below the MX's own",
            "Authentication-Results: mx.herald.test; dkim=none; spf=fail; dmarc=fail header.from=example.org\r\n\
             Received: from client.test by mx.herald.test\r\n\
             Authentication-Results: mx.herald.test; dmarc=pass header.from=example.org\r\n",
        ),
        (
            "a signature of another domain",
            "Authentication-Results: mx.herald.test (Postfix); dkim=pass header.d=forger.test; dmarc=fail\r\n",
        ),
    ];
    for (n, (what, headers)) in not_proven.iter().enumerate() {
        let raw = reply_from(
            &turn,
            &player,
            &format!("np{n}@client.test"),
            headers,
            &turn.action,
        );
        deliver(&inbound, Some(&player), &turn.to, &raw)
            .await
            .expect("delivered");
        assert_eq!(current_seq(&api, id).await, turn.seq, "{what}: played");
    }
    assert_eq!(answers_to(&server, &turn.who.name), 1, "answered once");
    smtp.wait_until("the answer, in Japanese", PATIENCE, |smtp| {
        smtp.messages().iter().any(|m| {
            m.to == player
                && m.message_id.starts_with("answer.")
                && m.text
                    .contains("このメールがあなたから送られたことを確認できませんでした")
        })
    })
    .await;
    let passed = "Authentication-Results: mx.herald.test;\r\n\tdkim=pass (good signature) header.d=example.org header.s=sel;\r\n\tdmarc=pass (p=reject) header.from=example.org\r\n";
    let raw = reply_from(&turn, &player, "passed@client.test", passed, &turn.action);
    deliver(&inbound, Some(&player), &turn.to, &raw)
        .await
        .expect("delivered");
    assert_eq!(
        current_seq(&api, id).await,
        turn.seq + 1,
        "the proven reply played"
    );
}
