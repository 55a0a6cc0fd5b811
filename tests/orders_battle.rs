//! Issue 13, done when: "a player sets orders and sees a battle fought without waiting".
//! Two players give the benchmark's standing orders to their Richard III seats, then play
//! battle-seeking moves through the API (forced steps on, as by default) until battles were
//! fought: no battle decision was ever asked of a player — every one was played by the
//! server (`orders`, or `auto` when it was the only action) in the write of the move that
//! started the battle — each ordered move reads `"by": "orders"` to its own seat alone, and
//! the log replays to the live state.

use crate::common;

use std::collections::BTreeMap;

use common::*;
use herald::engine::{Intent, Seat};
use serde_json::{Value, json};

/// The benchmark orders.
fn orders() -> Value {
    json!({"fire": "always", "retreat": {"at_steps": 1}, "charge": "never",
           "treachery": "always", "hits": "auto", "regroup": "stay"})
}

/// The log as stored: seq → (seat index, action, made_by).
fn stored_log(server: &Server, id: i64) -> BTreeMap<i64, (i64, String, String)> {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    let mut statement = conn
        .prepare("SELECT seq, seat_index, action, made_by FROM moves WHERE game_id = ?1")
        .expect("prepare");
    statement
        .query_map([id], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?, r.get(3)?))))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows")
}

/// The action a battle-seeking player picks among `actions` of seat `seat` in game `id`:
/// an attack when one is offered, else anything but `done` when there is, else the first.
fn battle_seeking(
    server: &Server,
    id: i64,
    seat: i64,
    actions: &[String],
    rng: &mut Rng,
) -> String {
    let conn = rusqlite::Connection::open(server.db_path()).expect("open the database");
    let state: String = conn
        .query_row(
            "SELECT state FROM snapshots WHERE game_id = ?1",
            [id],
            |r| r.get(0),
        )
        .expect("the snapshot");
    let game = herald::games::kind("richard3")
        .expect("a kind")
        .load(&state)
        .expect("a state");
    let seat = Seat(seat as u8);
    let of = |intent: Intent, wanted: bool| -> Vec<String> {
        actions
            .iter()
            .filter(|a| (game.intent(seat, a) == intent) == wanted)
            .cloned()
            .collect()
    };
    let (attacks, busy) = (of(Intent::Attack, true), of(Intent::Wait, false));
    if !attacks.is_empty() {
        rng.pick(&attacks).clone()
    } else if !busy.is_empty() && rng.next_u64() % 10 < 6 {
        rng.pick(&busy).clone()
    } else {
        rng.pick(actions).clone()
    }
}

/// Words of a battle decision in the notation (6.2–6.9).
fn is_battle_decision(action: &str) -> bool {
    [
        "fire ",
        "retreat ",
        "hit ",
        "treachery ",
        "charge ",
        "regroup ",
        "pass ",
    ]
    .iter()
    .any(|w| action.starts_with(w))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standing_orders_fight_a_battle_without_asking_anyone() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = players(&api, &["alice", "bob", "carol"]).await;
    let (alice, bob, carol) = (&all[0], &all[1], &all[2]);
    let mut rng = Rng::new(1913);
    let id = api
        .create_game(
            alice.auth(),
            &json!({"kind": "richard3", "invite": ["bob"],
                    "options": {"scenario": "wars_of_the_roses", "redeal": "auto"}}),
        )
        .await
        .expect(201)["id"]
        .as_i64()
        .expect("an id");
    api.join(bob.auth(), id, None).await.expect(200);
    for player in [alice, bob] {
        api.put(&format!("/api/games/{id}/orders"), player.auth(), &orders())
            .await
            .expect(200);
    }
    let seat_of = |game: &Value, name: &str| -> i64 {
        game["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .position(|s| s["player"] == name)
            .expect("a seat") as i64
    };
    // Battle-seeking moves until several battle decisions were made, or the game ends.
    let mut decisions = 0;
    for _ in 0..600 {
        let game = api.game(None, id).await.expect(200);
        if game["status"] == "finished" {
            break;
        }
        let log = stored_log(&server, id);
        decisions = log
            .values()
            .filter(|(_, a, _)| is_battle_decision(a))
            .count();
        if decisions >= 40 {
            break;
        }
        let seat_name = game["to_act"][0].as_str().expect("someone to act");
        let name = game["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .find(|s| s["seat"] == seat_name)
            .and_then(|s| s["player"].as_str())
            .expect("a player")
            .to_string();
        let player = if name == "alice" { alice } else { bob };
        let mine = api.game(player.auth(), id).await.expect(200);
        let actions = strings(&mine["actions"]);
        let seat = seat_of(&mine, &name);
        let action = battle_seeking(&server, id, seat, &actions, &mut rng);
        api.play(player.auth(), id, seq_of(&mine), &action)
            .await
            .expect(200);
    }
    assert!(
        decisions > 0,
        "no battle was fought in 600 battle-seeking moves"
    );

    // No battle decision was asked of a player: orders (or a forced step) made them all.
    let log = stored_log(&server, id);
    let asked: Vec<_> = log
        .iter()
        .filter(|(_, (_, action, by))| is_battle_decision(action) && by == "player")
        .collect();
    assert!(
        asked.is_empty(),
        "battle decisions a player was asked: {asked:?}"
    );
    let ordered: Vec<(i64, i64)> = log
        .iter()
        .filter(|(_, (_, _, by))| by == "orders")
        .map(|(seq, (seat, _, _))| (*seq, *seat))
        .collect();
    assert!(!ordered.is_empty(), "no move was played by orders");

    // The log, with its ordered and forced moves, replays to the live game's state.
    server.assert_verified();

    // Each ordered move reads "orders" to its own seat, "player" to the other and to a
    // spectator (until the game is over).
    let game = api.game(None, id).await.expect(200);
    let over = game["status"] == "finished";
    let histories: Vec<(Option<i64>, Value)> = vec![
        (
            Some(seat_of(&game, "alice")),
            api.history(alice.auth(), id).await.expect(200),
        ),
        (
            Some(seat_of(&game, "bob")),
            api.history(bob.auth(), id).await.expect(200),
        ),
        (None, api.history(carol.auth(), id).await.expect(200)),
    ];
    for (viewer, history) in &histories {
        let by: BTreeMap<i64, String> = history
            .as_array()
            .expect("entries")
            .iter()
            .map(|e| {
                (
                    e["seq"].as_i64().expect("a seq"),
                    e["by"].as_str().expect("by").to_string(),
                )
            })
            .collect();
        for (seq, seat) in &ordered {
            // Once the game is over the orders are no secret.
            let expected = if over || *viewer == Some(*seat) {
                "orders"
            } else {
                "player"
            };
            assert_eq!(
                by.get(seq).map(String::as_str),
                Some(expected),
                "move {seq} of seat {seat} as seat {viewer:?} reads it"
            );
        }
    }
}
