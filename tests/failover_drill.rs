//! The failover drill (issue 29), run by `tools/failover-drill`, which starts a primary and
//! a synchronous standby under Patroni and names them in `HERALD_DRILL_DB`. Ignored by a
//! plain `cargo test`: it needs that pair.
//!
//! Two Herald processes on the pair take a bounded move storm through the API. Midway
//! the primary's host is killed (`HERALD_DRILL_KILL`). Patroni promotes the standby, and
//! the processes reconnect by themselves. The drill prints the moves acknowledged, the
//! moves lost, the mails delivered twice, the seconds without service and `herald
//! verify`'s verdict, and fails unless no move is lost, every mail delivered twice kept
//! its Message-ID, service came back within 30 s, and every game verifies.

use crate::common;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::*;
use serde_json::json;
use tokio::sync::Mutex;

/// Pairs of players, each playing one game through one of the two processes.
const PAIRS: usize = 6;
/// How long the storm lasts; the primary is killed after [`KILL_AFTER`].
const STORM: Duration = Duration::from_secs(60);
const KILL_AFTER: Duration = Duration::from_secs(15);
/// The longest the service may be gone.
const MOST_WITHOUT_SERVICE: Duration = Duration::from_secs(30);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the Patroni pair that tools/failover-drill starts"]
async fn failover_drill() {
    let url = std::env::var("HERALD_DRILL_DB")
        .expect("HERALD_DRILL_DB names the pair: run tools/failover-drill");
    let kill =
        std::env::var("HERALD_DRILL_KILL").expect("HERALD_DRILL_KILL: run tools/failover-drill");
    let smtp = SmtpServer::start();
    let env = [("HERALD_DB", url.as_str())];
    let servers = [
        Server::start_with(&smtp.url(), &env),
        Server::start_with(&smtp.url(), &env),
    ];
    let apis = [servers[0].api(), servers[1].api()];

    // Each pair's game, played through one process; the first process signs everyone up.
    let mut tables = Vec::new();
    for pair in 0..PAIRS {
        let names = [format!("red{pair}"), format!("white{pair}")];
        let [a, b] = <[Player; 2]>::try_from(
            players(&apis[0], &[names[0].as_str(), names[1].as_str()]).await,
        )
        .expect("two players");
        let id = start_game_of(&apis[pair % 2], KIND, &json!({}), &a, &[&b]).await;
        tables.push(Table::new(&apis[pair % 2], id, &[&a, &b]).await);
    }

    // The storm: each pair moves as fast as it is answered; a refused or failed move is
    // tried again after a pause. Every acknowledged move is noted, with when.
    let acknowledged: Arc<Mutex<Vec<(i64, i64, Instant)>>> = Arc::default();
    let began = Instant::now();
    let mut storm = tokio::task::JoinSet::new();
    for (pair, mut table) in tables.into_iter().enumerate() {
        let acknowledged = acknowledged.clone();
        storm.spawn(async move {
            let mut rng = Rng::new(pair as u64 + 29);
            let mut failed = 0usize;
            let mut games = vec![table.id];
            while began.elapsed() < STORM {
                if table.finished() {
                    // The pair starts another game, and the storm goes on.
                    match new_game(&table).await {
                        Some(id) => {
                            table.id = id;
                            table.last = json!({ "status": "active" });
                            games.push(id);
                        }
                        None => {
                            failed += 1;
                            tokio::time::sleep(Duration::from_millis(200)).await;
                        }
                    }
                    continue;
                }
                match play_one(&mut table, &mut rng).await {
                    Some(seq) => acknowledged
                        .lock()
                        .await
                        .push((table.id, seq, Instant::now())),
                    None => {
                        failed += 1;
                        tokio::time::sleep(Duration::from_millis(200)).await;
                    }
                }
            }
            (games, failed)
        });
    }
    tokio::time::sleep(KILL_AFTER).await;
    let killed = std::process::Command::new(&kill)
        .output()
        .expect("the kill script runs");
    println!("{}", String::from_utf8_lossy(&killed.stdout).trim());
    assert!(
        killed.status.success(),
        "{}",
        String::from_utf8_lossy(&killed.stderr)
    );
    let killed_at = Instant::now();
    let mut failures = 0;
    let mut games = Vec::new();
    while let Some(done) = storm.join_next().await {
        let (played, failed) = done.expect("a pair's task");
        games.extend(played);
        failures += failed;
    }

    // Lost: an acknowledged move missing from its game's log after the failover.
    let acknowledged = acknowledged.lock().await.clone();
    let mut lost = 0;
    let mut in_log = BTreeMap::new();
    for id in &games {
        // Each game as the first process reads it, once it answers again.
        let path = format!("/api/games/{id}");
        let mut seq = None;
        let asked = Instant::now();
        while asked.elapsed() < Duration::from_secs(60) {
            if let Ok(game) = apis[0].try_send(apis[0].get_request(&path, None)).await
                && game.status == 200
            {
                seq = Some(seq_of(&game.json));
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        in_log.insert(
            *id,
            seq.expect("the first process answers again within a minute"),
        );
    }
    for (id, seq, _) in &acknowledged {
        if *seq > in_log[id] {
            lost += 1;
        }
    }
    // Without service: the longest time after the kill with no move acknowledged.
    let mut times: Vec<Instant> = acknowledged.iter().map(|(.., at)| *at).collect();
    times.push(killed_at);
    times.sort();
    let gap = times
        .windows(2)
        .filter(|w| w[1] >= killed_at)
        .map(|w| w[1] - w[0])
        .max()
        .unwrap_or_default();
    // Mail: a mail sent again after the failover keeps its Message-ID, so a repeat shows as
    // a Message-ID delivered more than once; the count of those is reported.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let mails = smtp.messages();
    let mut by_id: BTreeMap<String, usize> = BTreeMap::new();
    for mail in &mails {
        *by_id.entry(mail.message_id.clone()).or_default() += 1;
    }
    let twice = by_id.values().filter(|n| **n > 1).count();
    let verified = servers[0].verify();
    let verdict = String::from_utf8_lossy(&verified.stdout).to_string();

    println!("failover drill:");
    println!("  moves acknowledged: {}", acknowledged.len());
    println!("  moves lost: {lost}");
    println!("  moves refused or failed while the primary was gone: {failures}");
    println!(
        "  mails delivered: {} under {} Message-IDs; {twice} Message-IDs delivered more than once (a send retried across the failover)",
        mails.len(),
        by_id.len()
    );
    println!("  seconds without service: {:.1}", gap.as_secs_f64());
    println!(
        "  herald verify: {}",
        verdict.lines().last().unwrap_or("(nothing)")
    );
    assert!(
        acknowledged.iter().any(|(.., at)| *at > killed_at),
        "moves were acknowledged after the failover"
    );
    assert_eq!(lost, 0, "no acknowledged move is lost");
    assert!(gap < MOST_WITHOUT_SERVICE, "service came back in {gap:?}");
    assert!(verified.status.success(), "herald verify:\n{verdict}");
}

/// A new game of the table's two players through its process, started by the first and
/// joined by the second: its id, or `None` when the process could not answer.
async fn new_game(table: &Table) -> Option<i64> {
    let (api, [a, b]) = (&table.api, [&table.players[0], &table.players[1]]);
    let body = json!({ "kind": KIND, "options": { "auto_forced": false }, "invite": [b.name] });
    let created = api
        .try_send(api.post_request("/api/games", a.auth(), &body))
        .await
        .ok()?;
    let id = created.json["id"]
        .as_i64()
        .filter(|_| created.status == 201)?;
    let join = format!("/api/games/{id}/join");
    let joined = api
        .try_send(api.post_request(&join, b.auth(), &json!({})))
        .await
        .ok()?;
    (joined.status == 200).then_some(id)
}

/// One move of the seat to act, through the table's process: its new seq, or `None` when
/// the process could not answer (the database was gone) or the move was refused.
async fn play_one(table: &mut Table, rng: &mut Rng) -> Option<i64> {
    let game = table
        .api
        .try_send(
            table
                .api
                .get_request(&format!("/api/games/{}", table.id), None),
        )
        .await
        .ok()?;
    if game.status != 200 {
        return None;
    }
    table.last = game.json;
    if table.finished() {
        return None;
    }
    let seat = table.last["to_act"]
        .as_array()?
        .first()?
        .as_str()?
        .to_string();
    let player = table.player_in(&table.last, &seat).clone();
    let mine = table
        .api
        .try_send(
            table
                .api
                .get_request(&format!("/api/games/{}", table.id), player.auth()),
        )
        .await
        .ok()
        .filter(|mine| mine.status == 200)?;
    let actions: Vec<&str> = mine.json["actions"]
        .as_array()?
        .iter()
        .filter_map(|a| a.as_str())
        .collect();
    let action = rng.pick(&actions).to_string();
    let seq = seq_of(&table.last);
    let moves = format!("/api/games/{}/moves", table.id);
    let body = json!({ "seq": seq, "action": action });
    let answer = table
        .api
        .try_send(table.api.post_request(&moves, player.auth(), &body))
        .await
        .ok()?;
    (answer.status == 200).then_some(seq + 1)
}
