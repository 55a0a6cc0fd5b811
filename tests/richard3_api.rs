//! Richard III through the service: the kind and its catalog, and the simultaneous card
//! phase (both seats to act, the first card secret, one mail per seat that becomes due).
//! A whole game through the API is played by `api_game.rs`.

mod common;

use common::*;
use serde_json::json;

const KIND: &str = "richard3";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn richard3_is_listed_with_its_seats_options_and_catalog() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();

    let kinds = api.kinds().await.expect(200);
    let r3 = kinds
        .as_array()
        .expect("a list")
        .iter()
        .find(|k| k["kind"] == KIND)
        .unwrap_or_else(|| panic!("richard3 is listed: {kinds}"));
    assert_eq!(r3["title"], "Richard III: The Wars of the Roses");
    assert_eq!(r3["seats"], json!(["lancaster", "york"]));
    let options = r3["options"].to_string();
    for word in [
        "scenario",
        "wars_of_the_roses",
        "kingmaker",
        "richard_iii",
        "redeal",
        "ask",
        "auto",
    ] {
        assert!(options.contains(word), "option {word}: {options}");
    }

    // §13: the catalog is served once, with the ids every view and notation uses.
    let data = api.kind_data(KIND).await.expect(200);
    let count = |path: &[&str]| {
        let mut v = &data;
        for key in path {
            v = &v[*key];
        }
        v.as_array().map_or(0, Vec::len)
    };
    assert_eq!(count(&["map", "area"]), 36, "36 areas");
    assert_eq!(count(&["map", "border"]), 62, "62 land borders");
    assert_eq!(count(&["blocks", "block"]), 63, "63 blocks");
    assert_eq!(count(&["cards", "card"]), 25, "25 cards");
    assert_eq!(count(&["scenarios", "scenario"]), 3, "3 scenarios");

    // Bad options are refused with the allowed values.
    let alice = player(&api, "alice").await;
    let refused = api
        .create_game(
            alice.auth(),
            &json!({ "kind": KIND, "options": { "scenario": "bosworth" } }),
        )
        .await
        .expect_error(422);
    assert!(refused.contains("wars_of_the_roses"), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_card_phase_waits_for_both_players_and_keeps_the_first_card_secret() {
    // Arrange: a game whose hands are dealt without a redeal question (rule 5.1, `auto`).
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] =
        <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).expect("two players");
    let id = start_game_of(&api, KIND, &json!({ "redeal": "auto" }), &alice, &[&bob]).await;
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let lancaster = table.player_in(&table.last, "lancaster").clone();
    let york = table.player_in(&table.last, "york").clone();

    // Rule 1.1: both players choose a card at once: both are to act, with their cards.
    assert_eq!(strings(&table.last["to_act"]), ["lancaster", "york"]);
    // Each is mailed once that the game started with their turn.
    let started = smtp.wait_for(3, PATIENCE).await; // the invitation and two turn mails
    assert_eq!(started.len(), 3, "{started:?}");
    let acting = table.look().await;
    assert_eq!(acting.len(), 2);
    let lancaster_game = api.game(lancaster.auth(), id).await.expect(200);
    let card = strings(&lancaster_game["actions"])
        .into_iter()
        .find(|a| a.starts_with("play "))
        .expect("a card to play");

    // Act: Lancaster commits first.
    api.play(lancaster.auth(), id, 0, &card).await.expect(200);

    // Assert: York is still to act and sees only that Lancaster has committed.
    let york_game = api.game(york.auth(), id).await.expect(200);
    assert_eq!(strings(&york_game["to_act"]), ["york"]);
    assert!(
        strings(&york_game["actions"])
            .iter()
            .all(|a| a.starts_with("play ")),
        "York still chooses a card: {york_game}"
    );
    let lancaster_again = api.game(lancaster.auth(), id).await.expect(200);
    assert!(
        strings(&lancaster_again["actions"]).is_empty(),
        "a submitted card is locked"
    );
    let history = api.history(york.auth(), id).await.expect(200);
    let told = history[0]["text"].as_str().expect("a text");
    let number = card.trim_start_matches("play ");
    assert!(
        !told
            .split(|c: char| !c.is_ascii_digit())
            .any(|w| w == number),
        "York's history must not name Lancaster's card {number}: {told:?}"
    );
    let spectator = api.history(None, id).await.expect(200);
    let told = spectator[0]["text"].as_str().expect("a text");
    assert!(
        !told
            .split(|c: char| !c.is_ascii_digit())
            .any(|w| w == number),
        "a spectator's history must not name Lancaster's card {number}: {told:?}"
    );

    // York was already to act: no second "your turn" mail for the same decision.
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    assert_eq!(smtp.count(), 3, "no mail for a seat that was already due");

    // A second move from a stale seq is refused and changes nothing (409).
    let york_card = strings(&york_game["actions"])[0].clone();
    api.play(york.auth(), id, 0, &york_card)
        .await
        .expect_error(409);
    assert_eq!(current_seq(&api, id).await, 1);

    // Both cards are revealed together once York commits.
    api.play(york.auth(), id, 1, &york_card).await.expect(200);
    let history = api.history(york.auth(), id).await.expect(200);
    let revealed = history[1]["text"].as_str().expect("a text");
    assert!(
        revealed
            .split(|c: char| !c.is_ascii_digit())
            .any(|w| w == number),
        "both cards are named once both are in: {revealed:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_the_start_no_side_sees_the_others_blocks_or_cards() {
    // §13: at the start of the full game York's view names no Lancaster noble, church,
    // levy, mercenary or bombard, Lancaster's none of York's, and neither names a card of
    // the other's hand; a spectator sees neither side's (heirs may be public, §10).
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] =
        <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).expect("two players");
    let options = json!({ "scenario": "wars_of_the_roses", "redeal": "auto" });
    let id = start_game_of(&api, KIND, &options, &alice, &[&bob]).await;
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let lancaster = table.player_in(&table.last, "lancaster").clone();
    let york = table.player_in(&table.last, "york").clone();
    let data = api.kind_data(KIND).await.expect(200);
    let hidden_of = |prefix: &str| -> Vec<String> {
        data["blocks"]["block"]
            .as_array()
            .expect("blocks")
            .iter()
            .filter(|b| b["type"] != "heir")
            .filter_map(|b| b["id"].as_str())
            .filter(|id| id.starts_with(prefix))
            .map(str::to_string)
            .collect()
    };
    let names = |text: &str, id: &str| {
        text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .any(|w| w == id)
    };
    let response = reqwest::get(format!("{}/games/{id}", server.base))
        .await
        .expect("the game page");
    assert_eq!(response.status(), 200);
    let spectator_page = response.text().await.expect("a page");
    assert!(spectator_page.contains("lancaster"), "{spectator_page}");
    let spectator = api.game(None, id).await.expect(200).to_string();
    for (who, seen) in [
        (
            "york",
            api.game(york.auth(), id).await.expect(200).to_string(),
        ),
        (
            "lancaster",
            api.game(lancaster.auth(), id).await.expect(200).to_string(),
        ),
    ] {
        let other = if who == "york" { "L_" } else { "Y_" };
        let own = if who == "york" { "Y_" } else { "L_" };
        for block in hidden_of(other) {
            assert!(!names(&seen, &block), "{who} sees {block}: {seen}");
            assert!(!names(&spectator, &block), "a spectator sees {block}");
            assert!(!names(&spectator_page, &block), "the page shows {block}");
        }
        // The side's own blocks are listed by id.
        let listed = hidden_of(own).iter().filter(|b| names(&seen, b)).count();
        assert!(listed > 0, "{who} sees its own blocks: {seen}");
    }
    // Cards: each sees its own hand of seven and only a count of the other's.
    let hand = |game: &serde_json::Value| -> Vec<u64> {
        game["view"]["hand"]
            .as_array()
            .expect("a hand")
            .iter()
            .filter_map(serde_json::Value::as_u64)
            .collect()
    };
    let l = api.game(lancaster.auth(), id).await.expect(200);
    let y = api.game(york.auth(), id).await.expect(200);
    assert_eq!((hand(&l).len(), hand(&y).len()), (7, 7));
    assert!(hand(&l).iter().all(|c| !hand(&y).contains(c)));
    assert_eq!(
        hand(&api.game(None, id).await.expect(200)),
        Vec::<u64>::new()
    );
}
