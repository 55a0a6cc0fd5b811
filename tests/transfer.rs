//! Export and import (issue 4): a finished game downloads as one JSON document and imports
//! to the same result; an unfinished game, exported by the operator, imports and goes on
//! with the same draws; a document that does not check out is refused and stores nothing.

use crate::common;

use common::*;
use serde_json::{Value, json};

async fn two_players(api: &Api) -> (Player, Player) {
    let mut both = players(api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    (both.pop().unwrap(), bob)
}

/// The history texts of a game as a spectator reads them.
async fn spectator_history(api: &Api, id: i64) -> Vec<String> {
    api.history(None, id)
        .await
        .expect(200)
        .as_array()
        .expect("a list")
        .iter()
        .map(|e| e["text"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_exports_and_imports_to_the_same_result() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let carol = player(&api, "carol").await;
    let id = start_game(&api, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    table.play_to_end(&mut Rng::new(21), |_| {}).await;
    let original = api.game(None, id).await.expect(200);

    // Only its players download it; the document names everything needed.
    let path = format!("/api/games/{id}/export");
    api.get(&path, carol.auth()).await.expect_error(403);
    api.get(&path, None).await.expect_error(401);
    let doc = api.get(&path, bob.auth()).await.expect(200);
    assert_eq!(doc["format"], "herald-game/1");
    assert_eq!(doc["kind"], KIND);
    assert_eq!(doc["seed"], original["seed"]);
    assert_eq!(doc["result"], original["result"]);
    assert_eq!(
        doc["moves"].as_array().unwrap().len() as i64,
        original["seq"].as_i64().unwrap()
    );

    // carol played in it not: she cannot import it; alice can.
    api.post("/api/games/import", carol.auth(), &doc)
        .await
        .expect_error(403);
    let copy = api
        .post("/api/games/import", alice.auth(), &doc)
        .await
        .expect(201)["id"]
        .as_i64()
        .unwrap();
    assert_ne!(copy, id);
    // A record with bob in it shows to others once bob accepts it (see import_abuse.rs).
    api.post(
        &format!("/api/games/{copy}/record/accept"),
        bob.auth(),
        &json!({}),
    )
    .await
    .expect(200);
    let imported = api.game(None, copy).await.expect(200);
    for field in ["status", "result", "seed", "seed_hash", "seq", "view"] {
        assert_eq!(imported[field], original[field], "{field}");
    }
    assert_eq!(
        spectator_history(&api, copy).await,
        spectator_history(&api, id).await
    );
    server.assert_verified();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unfinished_game_continues_after_import_with_the_same_draws() {
    continues_after_import(KIND, json!({})).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unfinished_richard3_game_continues_after_import_with_the_same_dice() {
    // Battles roll dice from the seed and the move number: the copy must roll the same.
    continues_after_import("richard3", json!({ "scenario": "kingmaker" })).await;
}

/// Exports a game of `kind` after a few moves with the operator's CLI, imports it, and
/// plays the same actions in both: the positions stay the same.
async fn continues_after_import(kind: &str, options: Value) {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game_of(&api, kind, &options, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut rng = Rng::new(8);
    for _ in 0..6 {
        table.step(&mut rng).await;
    }
    // A player cannot export an unfinished game (its seed is secret); the operator can.
    let refused = api
        .get(&format!("/api/games/{id}/export"), alice.auth())
        .await
        .expect_error(409);
    assert!(refused.contains("herald export"), "{refused}");
    let file = tempfile::NamedTempFile::new().expect("a temp file");
    let path = file.path().to_str().unwrap();
    let exported = server.cli(&["export", &id.to_string(), "--out", path]);
    assert!(exported.status.success(), "{exported:?}");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(doc["status"], "active");
    let copy = server.import(file.path());

    // The same actions in both games lead to the same positions: the same seed, the same
    // draws from here on.
    let mut copy_table = Table::new(&api, copy, &[&alice, &bob]).await;
    assert_eq!(copy_table.last["view"], table.refresh().await["view"]);
    for _ in 0..60 {
        if table.finished() {
            break;
        }
        let moved = table.step(&mut rng).await;
        let mover = table
            .players
            .iter()
            .find(|p| p.name == moved.player)
            .unwrap()
            .clone();
        let seq = copy_table.refresh().await["seq"].as_i64().unwrap();
        api.play(mover.auth(), copy, seq, &moved.action)
            .await
            .expect(200);
        assert_eq!(
            copy_table.refresh().await["view"],
            table.refresh().await["view"],
            "after {}",
            moved.action
        );
    }
    // Told the same, dice and all.
    assert_eq!(
        spectator_history(&api, copy).await,
        spectator_history(&api, id).await
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_document_that_does_not_check_out_is_refused_and_stores_nothing() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (alice, bob) = two_players(&api).await;
    let id = start_game(&api, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    table.play_to_end(&mut Rng::new(5), |_| {}).await;
    let doc = api
        .get(&format!("/api/games/{id}/export"), alice.auth())
        .await
        .expect(200);
    let mut other_seed = doc.clone();
    other_seed["seed"] = json!("00".repeat(32));
    let mut bad_move = doc.clone();
    bad_move["moves"][2]["action"] = json!("not-a-move");
    let mut gap = doc.clone();
    gap["moves"].as_array_mut().unwrap().remove(1);
    let mut format = doc.clone();
    format["format"] = json!("something-else");
    for (bad, hint) in [
        (other_seed, "seed_hash"),
        (bad_move, "move 3"),
        (gap, "out of order"),
        (format, "not a Herald game document"),
    ] {
        let message = api
            .post("/api/games/import", alice.auth(), &bad)
            .await
            .expect_error(422);
        assert!(message.contains(hint), "{hint}: {message}");
    }
    let mine = api.get("/api/games", alice.auth()).await.expect(200);
    assert_eq!(
        mine.as_array().unwrap().len(),
        1,
        "only the original: {mine}"
    );
}
