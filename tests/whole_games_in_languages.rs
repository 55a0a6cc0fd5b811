//! Issue 30, "done when": a whole game of each kind is played through the API by a Russian
//! and a Japanese reader, and everything each reads is in their language: the history told
//! to them, their turn mails (subject, text, HTML) and the mails' board pictures. The last
//! picture each reader got is written to `target/whole-games/<kind>-<lang>.png` for a
//! person to look at (docs/screenshots/ holds some).

use crate::common;
use crate::languages::{core_english_left, english_phrases};

use common::*;
use serde_json::{Value, json};

/// Plays game `id` to its end: whoever is to act plays one of their legal actions, chosen
/// by a fixed sequence (so a failure repeats); at most `most` moves.
async fn play_to_the_end(api: &Api, id: i64, players: &[Player], most: usize) -> Value {
    let mut pick: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..most {
        let (game, who) = common::mailbox::to_act(api, id, players).await;
        if game["status"] == "finished" {
            return game;
        }
        let who = who.expect("a player to act");
        let state = api.game(who.auth(), id).await.expect(200);
        let actions = state["actions"].as_array().expect("actions");
        if actions.is_empty() {
            continue; // the engine acts on its own (a forced step); look again
        }
        pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let action = actions[(pick >> 33) as usize % actions.len()]
            .as_str()
            .expect("notation")
            .to_string();
        let seq = state["seq"].as_i64().expect("a seq");
        api.play(who.auth(), id, seq, &action).await.expect(200);
    }
    panic!("game {id} did not end in {most} moves");
}

// It once lost a history request of the Tara game (`IncompleteMessage`): its client reused
// a pooled connection just as the server closed it for idling 10 s while the test read the
// other reader's mails. Test clients now let idle connections go first (`KEEP_IDLE`), as
// the server's `Keep-Alive: timeout=10` asks.
#[tokio::test]
async fn a_russian_and_a_japanese_reader_play_a_whole_game_of_each_kind() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let phrases = english_phrases();
    let ivan = player_reading(&api, "ivan", "ru").await;
    let yuki = player_reading(&api, "yuki", "ja").await;
    let players = [ivan.clone(), yuki.clone()];
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/whole-games");
    std::fs::create_dir_all(&out).expect("target/whole-games");
    let games = [
        ("rosenkonig", json!({}), 1_000),
        ("tara", json!({"games": 1}), 2_000),
        ("westeros", json!({}), 5_000),
        ("richard3", json!({"scenario": "richard_iii"}), 10_000),
    ];
    for (kind, options, most) in games {
        let id = start_game_of(&api, kind, &options, &ivan, &[&yuki]).await;
        let end = play_to_the_end(&api, id, &players, most).await;
        assert!(end["result"].is_object(), "{kind}: {end}");
        for (reader, lang) in [(&ivan, "ru"), (&yuki, "ja")] {
            // The history, told to the reader by their token.
            let history = api.history(reader.auth(), id).await.expect(200);
            let told: Vec<&str> = history
                .as_array()
                .expect("the history")
                .iter()
                .filter_map(|h| h["text"].as_str())
                .collect();
            assert!(told.len() > 10, "{kind}: {history}");
            for text in &told {
                let left = core_english_left(text, &phrases);
                assert!(left.is_empty(), "{kind} {lang}: English {left:?} in {text}");
                assert!(!text.contains(&format!("{kind}-")), "{kind} {lang}: {text}");
            }
            // Their mails, pictures included: the game-over mail among them.
            let of_the_game = |m: &Mail| {
                let number = format!("#{id}");
                m.subject.contains(&number) || m.text.contains(&number)
            };
            let pictured = |m: &&Mail| m.images.iter().any(|(cid, _, _)| cid == "board");
            smtp.wait_until("the reader's mails with pictures", PATIENCE, |smtp| {
                smtp.messages_to(&reader.email, "")
                    .iter()
                    .filter(|m| of_the_game(m))
                    .filter(pictured)
                    .count()
                    >= 2
            })
            .await;
            let mails = smtp.messages_to(&reader.email, "");
            let with_board: Vec<&Mail> = mails
                .iter()
                .filter(|m| of_the_game(m))
                .filter(pictured)
                .collect();
            assert!(
                !with_board.is_empty(),
                "{kind} {lang}: a turn mail with its board"
            );
            eprintln!(
                "{kind}: {} history lines and {} pictured mails for the {lang} reader",
                told.len(),
                with_board.len()
            );
            for mail in &with_board {
                for part in [&mail.subject, &mail.text, &mail.html] {
                    let left = core_english_left(part, &phrases);
                    assert!(left.is_empty(), "{kind} {lang}: English {left:?} in {part}");
                }
            }
            let last = with_board.last().expect("a mail");
            let (_, _, png) = last
                .images
                .iter()
                .find(|(cid, _, _)| cid == "board")
                .expect("the board");
            std::fs::write(out.join(format!("{kind}-{lang}.png")), png).expect("write the picture");
        }
    }
}
