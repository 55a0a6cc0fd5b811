//! Crashes: SIGKILL the server mid-game, restart it on the same file, and find every
//! acknowledged move still there, the game playable to its end, and `herald verify` happy.

use crate::common;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use common::*;
use serde_json::Value;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_a_kill_and_the_game_goes_on_to_its_end() {
    // Arrange: a game with a few moves.
    let smtp = SmtpServer::start();
    let mut server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let id = start_game(&api, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut rng = Rng::new(4);
    let mut played = Vec::new();
    while played.len() < 3 && !table.finished() {
        played.push(table.step(&mut rng).await);
    }
    let history_before = api.history(alice.auth(), id).await.expect(200);

    // Act
    server.kill();
    server.restart();
    let api = server.api();
    table.api = api.clone();

    // Assert: every acknowledged move is there, as it was.
    assert_eq!(current_seq(&api, id).await, played.len() as i64);
    assert_eq!(
        api.history(alice.auth(), id).await.expect(200),
        history_before,
        "the history is unchanged"
    );
    table.refresh().await;
    table.play_to_end(&mut rng, |_| {}).await;
    assert_eq!(table.last["status"], "finished");
    assert!(table.last["result"].is_object());
    server.assert_verified();
}

/// What one task saw acknowledged: (game, seq) → the seat that moved.
type Acks = Arc<Mutex<BTreeMap<(i64, i64), String>>>;

/// Plays game `id` as fast as it can, sending each move twice at once (exactly one may
/// win), and records every acknowledged move, until the server stops answering.
async fn race(api: Api, id: i64, players: Vec<Player>, seed: u64, acks: Acks) {
    let mut rng = Rng::new(seed);
    loop {
        let Ok(game) = api
            .try_send(api.get_request(&format!("/api/games/{id}"), None))
            .await
        else {
            return;
        };
        if game.status != 200 || game.json["status"] != "active" {
            return;
        }
        let seq = seq_of(&game.json);
        let to_act = strings(&game.json["to_act"]);
        let seat = rng.pick(&to_act).clone();
        let name = game.json["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .find(|s| s["seat"] == seat.as_str())
            .and_then(|s| s["player"].as_str())
            .expect("a player")
            .to_string();
        let player = players.iter().find(|p| p.name == name).expect("a player");
        let Ok(mine) = api
            .try_send(api.get_request(&format!("/api/games/{id}"), player.auth()))
            .await
        else {
            return;
        };
        let actions = strings(&mine.json["actions"]);
        if actions.is_empty() {
            return;
        }
        let action = rng.pick(&actions).clone();
        let body = serde_json::json!({ "seq": seq, "action": action });
        let path = format!("/api/games/{id}/moves");
        let (first, second) = tokio::join!(
            api.try_send(api.post_request(&path, player.auth(), &body)),
            api.try_send(api.post_request(&path, player.auth(), &body)),
        );
        let answers: Vec<Reply> = [first, second].into_iter().filter_map(Result::ok).collect();
        let won: Vec<&Reply> = answers.iter().filter(|r| r.status == 200).collect();
        assert!(
            won.len() <= 1,
            "two identical moves both stored: {answers:?}"
        );
        for r in &answers {
            // The loser hears 409 (stale seq), or 422 when the winner ended the game.
            assert!(
                r.status == 200 || r.status == 409 || (r.status == 422 && won.len() == 1),
                "a racing move answers 200, 409 or (after the last move) 422: {answers:?}"
            );
        }
        if let Some(r) = won.first() {
            assert_eq!(seq_of(&r.json), seq + 1);
            acks.lock().unwrap().insert((id, seq + 1), seat);
        }
        if answers.len() < 2 {
            return; // the server died
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_acknowledged_during_a_burst_survive_a_kill_in_its_middle() {
    // Arrange: several games played at once, each move sent twice.
    let smtp = SmtpServer::start();
    let mut server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob"]).await;
    let (alice, bob) = (&all[0], &all[1]);
    let mut ids = Vec::new();
    for _ in 0..4 {
        ids.push(start_game(&api, alice, &[bob]).await);
    }
    let acks: Acks = Arc::default();
    let mut tasks = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        tasks.push(tokio::spawn(race(
            api.clone(),
            *id,
            all.clone(),
            10 + i as u64,
            acks.clone(),
        )));
    }

    // Act: kill the server while the moves fly (or when every game is over, for a short
    // game).
    eventually("a few acknowledged moves", PATIENCE, || async {
        acks.lock().unwrap().len() >= 12 || tasks.iter().all(|t| t.is_finished())
    })
    .await;
    server.kill();
    for task in tasks {
        task.await.expect("a racing task");
    }
    let acks = acks.lock().unwrap().clone();
    server.restart();
    let api = server.api();

    // Assert: every acknowledged move is stored; at most the one in flight per game more.
    let mut last_acked: BTreeMap<i64, i64> = BTreeMap::new();
    for (game, seq) in acks.keys() {
        let last = last_acked.entry(*game).or_default();
        *last = (*last).max(*seq);
    }
    for id in &ids {
        let acked = last_acked.get(id).copied().unwrap_or(0);
        let seq = current_seq(&api, *id).await;
        eprintln!("game {id}: {acked} moves acknowledged before the kill, {seq} stored");
        assert!(
            seq == acked || seq == acked + 1,
            "game {id}: {acked} moves acknowledged, {seq} stored"
        );
        let history = api.history(None, *id).await.expect(200);
        let history: &Vec<Value> = history.as_array().expect("a list");
        assert_eq!(history.len() as i64, seq);
        for ((game, s), seat) in &acks {
            if game == id {
                let entry = &history[(*s - 1) as usize];
                assert_eq!(entry["seq"], *s);
                assert_eq!(&entry["seat"], seat.as_str(), "game {id} move {s}");
            }
        }
    }
    server.assert_verified();

    // The games go on: one of them to its end.
    let mut table = Table::new(&api, ids[0], &[alice, bob]).await;
    let mut rng = Rng::new(5);
    table.play_to_end(&mut rng, |_| {}).await;
    for id in &ids[1..] {
        let mut table = Table::new(&api, *id, &[alice, bob]).await;
        if !table.finished() {
            table.step(&mut rng).await;
        }
    }
    server.assert_verified();
}
