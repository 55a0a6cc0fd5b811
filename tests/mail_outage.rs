//! Mail during an SMTP outage: queued, retried, and delivered exactly once when the mail
//! server is back, even across a restart of Herald.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use common::*;

/// How often each Message-ID was refused.
fn refusals(smtp: &SmtpServer) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for id in smtp.refused() {
        *counts.entry(id).or_default() += 1;
    }
    counts
}

/// Plays moves until at least `mails` more mails are due (or the game ends); returns how
/// many mails those moves queued.
async fn moves_until_mail(
    table: &mut Table,
    ledger: &mut MailLedger,
    rng: &mut Rng,
    mails: usize,
) -> usize {
    let before = ledger.total();
    let mut moves = 0;
    while ledger.total() - before < mails && !table.finished() {
        assert!(moves < MAX_MOVES, "no mail after {MAX_MOVES} moves");
        let moved = table.step(rng).await;
        ledger.moved(table, &moved);
        moves += 1;
    }
    ledger.total() - before
}

/// A game between two fresh players that has started, with its mails so far delivered.
async fn started_game(smtp: &SmtpServer, server: &Server) -> (Table, MailLedger) {
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let id = start_game(&api, &alice, &[&bob]).await;
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut ledger = MailLedger::default();
    ledger.add("bob"); // the invitation
    ledger.started(&table);
    smtp.wait_for(ledger.total(), PATIENCE).await;
    (table, ledger)
}

/// Waits for every expected mail, gives stray ones a moment to show up, and checks that
/// each arrived once, to the right player, and that every refused mail arrived in the end.
async fn assert_all_mail_arrives_once(smtp: &SmtpServer, table: &Table, ledger: &MailLedger) {
    smtp.wait_for(ledger.total(), PATIENCE).await;
    // Nothing to poll for when checking that nothing more comes: a short settle.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mails = smtp.messages();
    assert_no_duplicates(&mails);
    assert_eq!(
        mails.len(),
        ledger.total(),
        "exactly the mails expected: {ledger:?}"
    );
    let per = by_recipient(&mails);
    for p in &table.players {
        assert_eq!(
            per.get(&p.email).map_or(0, Vec::len),
            ledger.expected.get(&p.name).copied().unwrap_or(0),
            "mails to {}",
            p.name
        );
    }
    let delivered: BTreeSet<String> = mails.into_iter().map(|m| m.message_id).collect();
    for id in refusals(smtp).keys() {
        assert!(
            delivered.contains(id),
            "{id} was refused and never delivered (a retry must keep its Message-ID)"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_refused_during_an_outage_arrives_exactly_once_when_it_ends() {
    // Arrange
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let (mut table, mut ledger) = started_game(&smtp, &server).await;
    let delivered_before = smtp.count();
    let mut rng = Rng::new(2);

    // Act: the mail server refuses everything while moves are made.
    smtp.set_refusing(true);
    let queued = moves_until_mail(&mut table, &mut ledger, &mut rng, 3).await;
    assert!(queued > 0, "the moves queued mail");
    // Every one of them was tried, and tried again.
    smtp.wait_until("every mail refused twice", PATIENCE, |s| {
        let counts = refusals(s);
        counts.len() >= queued && counts.values().all(|n| *n >= 2)
    })
    .await;
    assert_eq!(
        refusals(&smtp).len(),
        queued,
        "only the new mails were tried"
    );
    assert_eq!(
        smtp.count(),
        delivered_before,
        "nothing got through the outage"
    );
    smtp.set_refusing(false);

    // Assert
    assert_all_mail_arrives_once(&smtp, &table, &ledger).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_queued_before_a_restart_during_an_outage_still_arrives() {
    // Arrange
    let smtp = SmtpServer::start();
    let mut server = Server::start(&smtp);
    let (mut table, mut ledger) = started_game(&smtp, &server).await;
    let mut rng = Rng::new(3);

    // Act: mail piles up during the outage...
    smtp.set_refusing(true);
    let before_restart = moves_until_mail(&mut table, &mut ledger, &mut rng, 1).await;
    assert!(before_restart > 0, "the moves queued mail");
    // ...and has been retried a few times, so the next retry is a while off: kill Herald
    // between two attempts, not in the middle of one (a mail being sent stays leased for
    // minutes after a crash, by design).
    smtp.wait_until("every mail refused five times", PATIENCE, |s| {
        let counts = refusals(s);
        counts.len() >= before_restart && counts.values().all(|n| *n >= 5)
    })
    .await;
    smtp.wait_until("a quiet moment", PATIENCE, |s| {
        s.idle_for() >= Duration::from_millis(400)
    })
    .await;
    server.restart();
    table.api = server.api();
    table.refresh().await;

    // More mail after the restart, still during the outage.
    let after_restart = if table.finished() {
        0
    } else {
        moves_until_mail(&mut table, &mut ledger, &mut rng, 1).await
    };
    let queued = before_restart + after_restart;
    smtp.wait_until("every mail refused", PATIENCE, |s| {
        refusals(s).len() >= queued
    })
    .await;
    smtp.set_refusing(false);

    // Assert
    assert_all_mail_arrives_once(&smtp, &table, &ledger).await;
}
