//! Finished games read right (issue 16, part 7): a game ended outside its log states the
//! true scores at that moment, says why in words on the page, in the "game over" mail, in
//! the history and in the export, and "my games" shows who won.

use crate::common;

use std::time::Duration;

use common::*;
use herald::engine::{Seat, Seed};
use serde_json::{Value, json};

/// The scores the engine stands at after the document's log, replayed from its seed.
fn standing_of(doc: &Value) -> Vec<i64> {
    let kind = herald::games::kind(doc["kind"].as_str().unwrap()).expect("the kind");
    let seed = Seed::from_hex(doc["seed"].as_str().unwrap()).expect("the seed");
    let mut game = kind.start(&doc["options"], &seed).expect("a game");
    let seats = kind.seats();
    for m in doc["moves"].as_array().unwrap() {
        let seat = seats.iter().position(|s| *s == m["seat"]).unwrap();
        let seq = m["seq"].as_u64().unwrap();
        game.play(
            Seat(seat as u8),
            m["action"].as_str().unwrap(),
            &seed,
            seq,
            &[],
        )
        .expect("a legal move");
    }
    game.standing()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_states_the_standing_scores_everywhere() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let mut both = players(&api, &["alice", "bob"]).await;
    let (bob, alice) = (both.pop().unwrap(), both.pop().unwrap());
    let id = start_game(&api, &alice, &[&bob]).await;
    let mut table = Table::new(&api, id, &[&alice, &bob]).await;
    let mut rng = Rng::new(5);
    for _ in 0..16 {
        table.step(&mut rng).await;
    }
    let game = api.game(alice.auth(), id).await.expect(200);
    let seat_of = |name: &str| {
        game["seats"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["player"] == name)
            .unwrap()["seat"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (bobs, alices) = (seat_of("bob"), seat_of("alice"));

    let result = api
        .post(&format!("/api/games/{id}/resign"), bob.auth(), &json!({}))
        .await
        .expect(200)["result"]
        .clone();
    let reason = format!("{bobs} resigned");
    assert_eq!(result["reason"], reason.as_str(), "{result}");
    assert_eq!(result["winner"], alices.as_str(), "{result}");

    // The scores are the engine's standing ones, and not all nought after 16 moves.
    let doc = api
        .get(&format!("/api/games/{id}/export"), alice.auth())
        .await
        .expect(200);
    assert_eq!(doc["result"], result, "the export carries the result");
    let standing = standing_of(&doc);
    assert!(standing.iter().any(|s| *s > 0), "{standing:?}");
    let kind = herald::games::kind("rosenkonig").unwrap();
    for (seat, score) in kind.seats().iter().zip(&standing) {
        assert_eq!(result["scores"][seat], json!(score), "{result}");
    }
    let scores = kind
        .seats()
        .iter()
        .zip(&standing)
        .map(|(s, n)| format!("{s} {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let in_words = format!("{alices} wins: {reason} ({scores})");

    // The history ends with the resignation; the moves before it are unchanged.
    let history = api.history(alice.auth(), id).await.expect(200);
    let entries = history.as_array().unwrap();
    assert_eq!(entries.len(), 17, "{history}");
    let last = entries.last().unwrap();
    assert_eq!(last["seq"], Value::Null, "{last}");
    assert_eq!(last["seat"], bobs.as_str(), "{last}");
    assert_eq!(last["by"], "resignation", "{last}");
    assert_eq!(last["text"], reason.as_str(), "{last}");

    // The page says it, in the result and as the history's last line.
    let browser = FormClient::new(&server.base);
    browser.sign_in("alice", PASSWORD).await;
    let page = html_unescape(&browser.get(&format!("/games/{id}")).await.body);
    assert!(page.contains(&in_words), "{in_words} on the page: {page}");
    assert!(
        page.contains(&format!("<li class=\"ending\">{reason}</li>")),
        "{page}"
    );

    // The "game over" mails say it.
    let game_over = |smtp: &SmtpServer| {
        smtp.messages()
            .into_iter()
            .filter(|m| m.subject.starts_with("Game over"))
            .count()
    };
    smtp.wait_until("two game-over mails", Duration::from_secs(30), |smtp| {
        game_over(smtp) >= 2
    })
    .await;
    let mails = smtp.messages();
    let over: Vec<_> = mails
        .iter()
        .filter(|m| m.subject.starts_with("Game over"))
        .collect();
    assert_eq!(
        over.len(),
        2,
        "{:?}",
        mails.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    for mail in over {
        assert!(
            mail.text.contains(&in_words),
            "{in_words} in: {}",
            mail.text
        );
    }

    // "My games" shows who won.
    let mine = html_unescape(&browser.get("/games").await.body);
    assert!(mine.contains("you won"), "{mine}");
    let other = FormClient::new(&server.base);
    other.sign_in("bob", PASSWORD).await;
    let theirs = html_unescape(&other.get("/games").await.body);
    assert!(
        theirs.contains(&format!("alice ({alices}) won")),
        "{theirs}"
    );

    // The export re-imports with the same result; another score does not.
    let mut wrong = doc.clone();
    wrong["result"]["scores"][&alices] = json!(standing.iter().sum::<i64>() + 1);
    api.post("/api/games/import", alice.auth(), &wrong)
        .await
        .expect_error(422);
    let copy = api
        .post("/api/games/import", alice.auth(), &doc)
        .await
        .expect(201);
    let copy = copy["id"].as_i64().expect("the copy's id");
    let imported = api.game(alice.auth(), copy).await.expect(200);
    assert_eq!(imported["result"], result);
    let history = api.history(alice.auth(), copy).await.expect(200);
    assert_eq!(
        history.as_array().unwrap().last().unwrap()["by"],
        "resignation"
    );
}
