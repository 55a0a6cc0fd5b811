//! A silent SMTP connection: the mail server (here a proxy in front of it) accepts a
//! connection and never says a word. Herald must give up on that connection after
//! `HERALD_SMTP_TIMEOUT_MS`, keep sending the other mails meanwhile, and send the held mail
//! again later: every mail arrives, each exactly once.

use crate::common;

use std::time::Duration;

use common::*;

/// Herald's deadline for one SMTP exchange in this test: long enough that the other mails
/// clearly do not wait for it, short enough for a quick test.
const SMTP_TIMEOUT_MS: u64 = 10_000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_smtp_connection_holds_up_only_its_own_mail() {
    // Arrange: the first connection to the mail server goes into a black hole.
    let smtp = SmtpServer::start();
    let proxy = SmtpProxy::start(smtp.port);
    proxy.hold_next(1);
    let server = Server::start_with(
        &proxy.url(),
        &[("HERALD_SMTP_TIMEOUT_MS", &SMTP_TIMEOUT_MS.to_string())],
    );
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();

    // Act: bob's invitation is the first mail, and its connection never answers...
    let id = start_game(&api, &alice, &[&bob]).await;
    eventually("the first mail's connection is held", PATIENCE, || async {
        !proxy.held().is_empty()
    })
    .await;
    let held_at = proxy.held()[0].0;
    // ...while the game goes on and mails both players.
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut ledger = MailLedger::default();
    ledger.add("bob");
    ledger.started(&table);
    let mut rng = Rng::new(7);
    while ledger.expected.get("alice").copied().unwrap_or(0) < 3 && !table.finished() {
        let moved = table.step(&mut rng).await;
        ledger.moved(&table, &moved);
    }
    let for_alice = ledger.expected["alice"];

    // Assert: alice's mails arrive while bob's first connection still hangs.
    let mut alices;
    loop {
        alices = by_recipient(&smtp.messages())
            .remove(&alice.email)
            .unwrap_or_default();
        if alices.len() >= for_alice {
            break;
        }
        assert!(
            held_at.elapsed() < PATIENCE,
            "waited {PATIENCE:?} for alice's {for_alice} mails while another connection \
             hung; got {}",
            alices.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let others_after = held_at.elapsed();
    assert_eq!(
        proxy.held_open(),
        1,
        "alice's mails did not wait for the silent connection to be given up"
    );
    eprintln!(
        "alice's {for_alice} mails arrived {others_after:?} after the silent connection opened"
    );

    // Herald gives up on the silent connection and sends bob's mail again.
    smtp.wait_for(ledger.total(), PATIENCE).await;
    let (opened, closed) = proxy.held()[0];
    let closed = closed.expect("Herald closed the silent connection");
    let gave_up = closed - opened;
    eprintln!(
        "Herald gave up on the silent connection after {gave_up:?}; every mail was in {:?}",
        held_at.elapsed()
    );
    assert!(
        gave_up >= Duration::from_millis(SMTP_TIMEOUT_MS) - Duration::from_millis(100),
        "the connection was given up only at the deadline ({gave_up:?})"
    );
    tokio::time::sleep(Duration::from_millis(1500)).await; // a moment for strays
    let mails = smtp.messages();
    assert_no_duplicates(&mails);
    assert_eq!(mails.len(), ledger.total(), "exactly the mails expected");
    let per = by_recipient(&mails);
    for p in &table.players {
        assert_eq!(
            per.get(&p.email).map_or(0, Vec::len),
            ledger.expected[&p.name],
            "mails to {}",
            p.name
        );
    }
    assert_eq!(proxy.held().len(), 1, "only one connection was held");
    let log = server.log_text();
    assert!(
        log.lines()
            .any(|l| l.contains("WARN") && l.contains("did not finish within")),
        "the time-out is logged as a warning:\n{log}"
    );
}
