//! Richard III through the service: the kind and its catalog, and the simultaneous card
//! phase (both seats to act, the first card secret, one mail per seat that becomes due,
//! neither answer refused for the other's, issue 27) and next turn's card chosen ahead.
//! A whole game through the API is played by `api_game.rs`.

use crate::common;

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

    // Issue 27 §2: York's card sent at the move York saw (0) still plays: Lancaster's
    // card chosen face down meanwhile changes nothing York chooses on. Both cards are
    // revealed together once York commits.
    let york_card = strings(&york_game["actions"])[0].clone();
    api.play(york.auth(), id, 0, &york_card).await.expect(200);
    assert_eq!(current_seq(&api, id).await, 2);
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

/// Alice's game of Richard III (hands dealt without a redeal question): its id and the
/// players of Lancaster and York.
async fn card_game(api: &Api) -> (i64, Player, Player) {
    let [alice, bob] =
        <[Player; 2]>::try_from(players(api, &["alice", "bob"]).await).expect("two players");
    let id = start_game_of(api, KIND, &json!({ "redeal": "auto" }), &alice, &[&bob]).await;
    let table = Table::new(api, id, &[&alice, &bob]).await;
    let lancaster = table.player_in(&table.last, "lancaster").clone();
    let york = table.player_in(&table.last, "york").clone();
    (id, lancaster, york)
}

/// The first card `who` may play now.
async fn a_card(api: &Api, who: &Player, id: i64) -> String {
    let game = api.game(who.auth(), id).await.expect(200);
    strings(&game["actions"])
        .into_iter()
        .find(|a| a.starts_with("play "))
        .unwrap_or_else(|| panic!("a card to play: {game}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rule_1_1_the_card_phase_never_bounces_in_either_order_on_the_api_and_the_page() {
    // Issue 27 §2: both answer the card phase at move 0, each without reloading: the
    // second answer plays, whoever sends it, through the API and through the page's form.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (id, lancaster, york) = card_game(&api).await;
    let (l_card, y_card) = (
        a_card(&api, &lancaster, id).await,
        a_card(&api, &york, id).await,
    );
    // API, York first.
    api.play(york.auth(), id, 0, &y_card).await.expect(200);
    api.play(lancaster.auth(), id, 0, &l_card).await.expect(200);
    assert_eq!(current_seq(&api, id).await, 2);

    // The page's form, Lancaster first, in a second game.
    let (lancaster_page, york_page) =
        (FormClient::new(&server.base), FormClient::new(&server.base));
    let [carl, dora] =
        <[Player; 2]>::try_from(players(&api, &["carl", "dora"]).await).expect("two players");
    let id2 = start_game_of(&api, KIND, &json!({ "redeal": "auto" }), &carl, &[&dora]).await;
    let table = Table::new(&api, id2, &[&carl, &dora]).await;
    let l2 = table.player_in(&table.last, "lancaster").clone();
    let y2 = table.player_in(&table.last, "york").clone();
    lancaster_page.sign_in(&l2.name, PASSWORD).await;
    york_page.sign_in(&y2.name, PASSWORD).await;
    let (l_card, y_card) = (a_card(&api, &l2, id2).await, a_card(&api, &y2, id2).await);
    let page = format!("/games/{id2}");
    for (client, card) in [(&lancaster_page, &l_card), (&york_page, &y_card)] {
        let csrf = client.csrf(&page).await;
        let sent = client
            .post(
                &format!("/games/{id2}/move"),
                &[("csrf", &csrf), ("seq", "0"), ("action", card)],
            )
            .await;
        assert_eq!(sent.status, 303, "{}", sent.body);
    }
    assert_eq!(
        current_seq(&api, id2).await,
        2,
        "both cards played from move 0"
    );
    let history = api.history(None, id2).await.expect(200);
    assert!(
        history
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["by"] == "player"),
        "{history}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decision_sent_before_a_change_its_seat_can_see_still_bounces() {
    // Issue 27 §2: only a real change bounces. Player 1 ends the action phase while Player
    // 2 answers from the move before it: refused (409), nothing stored.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (id, lancaster, york) = card_game(&api).await;
    let (l_card, y_card) = (
        a_card(&api, &lancaster, id).await,
        a_card(&api, &york, id).await,
    );
    api.play(lancaster.auth(), id, 0, &l_card).await.expect(200);
    api.play(york.auth(), id, 1, &y_card).await.expect(200);
    let game = api.game(None, id).await.expect(200);
    let first = strings(&game["to_act"])[0].clone();
    let (p1, p2) = if first == "lancaster" {
        (&lancaster, &york)
    } else {
        (&york, &lancaster)
    };
    let seen = current_seq(&api, id).await;
    api.play(p1.auth(), id, seen, "done").await.expect(200);
    let now = current_seq(&api, id).await;
    let p2_game = api.game(p2.auth(), id).await.expect(200);
    let p2_action = strings(&p2_game["actions"])[0].clone();
    let refused = api
        .play(p2.auth(), id, seen, &p2_action)
        .await
        .expect_error(409);
    assert!(refused.contains("moved on"), "{refused}");
    assert_eq!(current_seq(&api, id).await, now, "nothing stored");
    api.play(p2.auth(), id, now, &p2_action).await.expect(200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rule_1_1_next_turns_card_chosen_ahead_is_secret_and_played_with_no_wait() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let (id, lancaster, york) = card_game(&api).await;
    let ahead = format!("/api/games/{id}/ahead");
    // Before the cards are revealed nothing can be given ahead (422), and none is.
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": null})
    );
    let y_card = a_card(&api, &york, id).await;
    let refused = api
        .put(&ahead, york.auth(), &json!({"action": y_card}))
        .await
        .expect_error(422);
    assert!(refused.contains("cannot be given ahead"), "{refused}");
    let l_card = a_card(&api, &lancaster, id).await;
    api.play(lancaster.auth(), id, 0, &l_card).await.expect(200);
    api.play(york.auth(), id, 1, &y_card).await.expect(200);

    // Revealed: York chooses next turn's card from its hand, and may change it.
    let hand: Vec<u64> = api.game(york.auth(), id).await.expect(200)["view"]["hand"]
        .as_array()
        .expect("a hand")
        .iter()
        .filter_map(serde_json::Value::as_u64)
        .collect();
    assert_eq!(hand.len(), 6);
    let lancaster_hand = api.game(lancaster.auth(), id).await.expect(200)["view"]["hand"].clone();
    let not_mine = lancaster_hand[0].as_u64().expect("a card");
    api.put(
        &ahead,
        york.auth(),
        &json!({"action": format!("play {not_mine}")}),
    )
    .await
    .expect_error(422);
    api.put(
        &ahead,
        york.auth(),
        &json!({"action": format!("play {}", hand[0])}),
    )
    .await
    .expect(200);
    let chosen = format!("play {}", hand[1]);
    let given = api
        .put(&ahead, york.auth(), &json!({"action": chosen}))
        .await
        .expect(200);
    assert_eq!(given, json!({"action": chosen}));
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": chosen})
    );
    // DELETE withdraws; give it again.
    assert_eq!(
        api.request(reqwest::Method::DELETE, &ahead, york.auth())
            .await
            .status,
        204
    );
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": null})
    );
    api.put(&ahead, york.auth(), &json!({"action": chosen}))
        .await
        .expect(200);

    // Secret: Lancaster reads only its own (none), a spectator nothing; York's page shows
    // its choice under the hand, Lancaster's page and the spectator's do not.
    assert_eq!(
        api.get(&ahead, lancaster.auth()).await.expect(200),
        json!({"action": null})
    );
    assert_eq!(api.get(&ahead, None).await.status, 401);
    let york_page = FormClient::new(&server.base);
    york_page.sign_in(&york.name, PASSWORD).await;
    let page = york_page.get(&format!("/games/{id}")).await.body;
    assert!(
        page.contains(r#"id="ahead""#) && page.contains(&format!("<strong>{chosen}</strong>")),
        "{page}"
    );
    // The page's form withdraws and chooses again.
    let csrf = york_page.csrf(&format!("/games/{id}")).await;
    let form = format!("/games/{id}/ahead");
    let withdrawn = york_page
        .post(&form, &[("csrf", &csrf), ("do", "withdraw")])
        .await;
    assert_eq!(withdrawn.status, 303, "{}", withdrawn.body);
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": null})
    );
    let other = format!("play {}", hand[3]);
    let chosen_on_page = york_page
        .post(&form, &[("csrf", &csrf), ("action", &other)])
        .await;
    assert_eq!(chosen_on_page.status, 303, "{}", chosen_on_page.body);
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": other})
    );
    york_page
        .post(&form, &[("csrf", &csrf), ("action", &chosen)])
        .await;
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": chosen})
    );
    let lancaster_page = FormClient::new(&server.base);
    lancaster_page.sign_in(&lancaster.name, PASSWORD).await;
    let theirs = lancaster_page.get(&format!("/games/{id}")).await.body;
    assert!(
        !theirs.contains(&chosen),
        "Lancaster's page names York's choice"
    );
    let spectator = FormClient::new(&server.base)
        .get(&format!("/games/{id}"))
        .await
        .body;
    assert!(!spectator.contains(&chosen) && !spectator.contains(r#"id="ahead""#));

    // Play on to the next card phase (`done` where offered): York's card is played in the
    // same write as the move that brings it, and York is never asked.
    let players = [lancaster.clone(), york.clone()];
    let mut moves = 0;
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["view"]["turn"] == 2 && game["view"]["prompt"]["kind"] == "cards" {
            assert_eq!(strings(&game["to_act"]), ["lancaster"], "York is not asked");
            break;
        }
        let seat = strings(&game["to_act"])[0].clone();
        let who = players
            .iter()
            .find(|p| {
                game["seats"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|s| s["seat"] == seat.as_str() && s["player"] == p.name.as_str())
            })
            .expect("a player to act");
        let mine = api.game(who.auth(), id).await.expect(200);
        let actions = strings(&mine["actions"]);
        let pick = actions.iter().find(|a| *a == "done").unwrap_or(&actions[0]);
        api.play(who.auth(), id, seq_of(&mine), pick)
            .await
            .expect(200);
        moves += 1;
        assert!(moves < 2_000, "the turn ends");
    }
    assert_eq!(
        api.get(&ahead, york.auth()).await.expect(200),
        json!({"action": null}),
        "used up"
    );
    let number = chosen.trim_start_matches("play ");
    let york_history = api.history(york.auth(), id).await.expect(200);
    let played = york_history
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["by"] == "ahead")
        .unwrap_or_else(|| panic!("a move given ahead: {york_history}"));
    assert_eq!(played["seat"], "york");
    // To everyone else it is a plain move, and the card stays hidden until revealed.
    for (who, history) in [
        (
            "lancaster",
            api.history(lancaster.auth(), id).await.expect(200),
        ),
        ("a spectator", api.history(None, id).await.expect(200)),
    ] {
        let same = history
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["seq"] == played["seq"])
            .expect("the same move");
        assert_eq!(same["by"], "player", "{who}: {history}");
        assert!(!history.to_string().contains("ahead"), "{who}: {history}");
        let text = same["text"].as_str().unwrap();
        assert!(
            !text
                .split(|c: char| !c.is_ascii_digit())
                .any(|w| w == number),
            "{who} reads York's card {number}: {text}"
        );
    }
    let lancaster_game = api.game(lancaster.auth(), id).await.expect(200).to_string();
    assert!(!lancaster_game.contains("ahead"), "{lancaster_game}");
    // And no mail to Lancaster speaks of it.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    for mail in smtp
        .messages()
        .iter()
        .filter(|m| m.to == email_of(&lancaster.name))
    {
        assert!(!mail.text.contains("ahead"), "{}", mail.text);
    }
}
