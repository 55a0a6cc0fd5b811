//! Mail that proves who sent it (issue 26 §5): Herald's turn mails are DKIM-signed and
//! verify, with mail-auth's verifier, against the record `herald dkim-record` prints.

mod common;

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

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
