//! Rules at hand (issue 16, part 5): every kind has a rules page (our summary, its seats,
//! every option with its choices in words, its notation); the API publishes the options'
//! words; the new-game form labels its options; the lobby shows each open game's options
//! and clock and links the rules; a game page says how its game was set up.

use crate::common;

use common::*;
use serde_json::{Value, json};

/// The kinds as `GET /api/kinds` gives them.
async fn kinds(api: &Api) -> Vec<Value> {
    api.kinds()
        .await
        .expect(200)
        .as_array()
        .expect("a list")
        .clone()
}

/// Every (label, help, [choice words]) of a kind's options, from the API.
fn option_words(kind: &Value) -> Vec<(String, String, Vec<String>)> {
    kind["options"]
        .as_object()
        .expect("options")
        .values()
        .map(|o| {
            let labels = o["labels"].as_object().expect("labels");
            let words = strings(&o["choices"])
                .iter()
                .map(|c| {
                    labels[c]
                        .as_str()
                        .unwrap_or_else(|| panic!("choice {c} has no words: {o}"))
                        .to_string()
                })
                .collect();
            (
                o["label"].as_str().expect("a label").to_string(),
                o["help"].as_str().expect("a help line").to_string(),
                words,
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_has_a_rules_page_with_its_summary_options_and_notation() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = kinds(&api).await;
    assert_eq!(all.len(), 4, "{all:?}");
    for kind in &all {
        let name = kind["kind"].as_str().expect("a name");
        let page = api.get(&format!("/kinds/{name}/rules"), None).await;
        assert_eq!(page.status, 200, "{name}: {}", page.body);
        let html = html_unescape(&page.body);
        assert!(html.contains(kind["title"].as_str().unwrap()), "{name}");
        // The summary: more than a heading (each doc's section runs to dozens of lines),
        // with rule numbers to check against the rulebook.
        let summary = html
            .split("<div class=\"rules\">")
            .nth(1)
            .and_then(|rest| rest.split("</div>").next())
            .unwrap_or_else(|| panic!("{name}: no summary in {html}"));
        assert!(
            summary.len() > 2_000,
            "{name}: a summary of {} bytes",
            summary.len()
        );
        assert!(
            summary.contains("§") || summary.contains("A-"),
            "{name}: no rule numbers"
        );
        for seat in strings(&kind["seats"]) {
            assert!(
                html.contains(&format!("<code>{seat}</code>")),
                "{name}: seat {seat}"
            );
        }
        for (label, help, words) in option_words(kind) {
            assert!(html.contains(&label), "{name}: option {label}");
            assert!(html.contains(&help), "{name}: help {help}");
            for w in words {
                assert!(html.contains(&w), "{name}: choice {w}");
            }
        }
        assert!(html.contains("(default)"), "{name}: the default is marked");
        assert!(
            html.contains("How moves are written"),
            "{name}: the notation"
        );
        assert!(
            html.contains(&format!("/games/new#{name}")),
            "{name}: a start link"
        );
        // The notation page links back.
        let notation = api.get(&format!("/kinds/{name}/notation"), None).await;
        assert!(
            notation.body.contains(&format!("/kinds/{name}/rules")),
            "{name}"
        );
    }
    let missing = api.get("/kinds/chess/rules", None).await;
    assert_eq!(missing.status, 404);
    assert!(html_unescape(&missing.body).contains("there is no game called \"chess\""));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_api_and_the_new_game_form_give_every_option_its_label_help_and_choice_words() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let all = kinds(&api).await;
    let richard = all
        .iter()
        .find(|k| k["kind"] == "richard3")
        .expect("richard3");
    // The contract before the addition stays: default and choices.
    assert_eq!(
        richard["options"]["scenario"]["default"],
        "wars_of_the_roses"
    );
    assert_eq!(
        strings(&richard["options"]["scenario"]["choices"]),
        ["wars_of_the_roses", "kingmaker", "richard_iii"]
    );
    assert_eq!(richard["options"]["scenario"]["label"], "Scenario");
    let _ = player(&api, "alice").await;
    let browser = FormClient::new(&api.base);
    browser.sign_in("alice", PASSWORD).await;
    let form = html_unescape(&browser.get("/games/new").await.body);
    for kind in &all {
        let name = kind["kind"].as_str().unwrap();
        assert!(
            form.contains(&format!("/kinds/{name}/rules")),
            "{name}: rules link"
        );
        for (label, help, words) in option_words(kind) {
            assert!(
                form.contains(&label) && form.contains(&help),
                "{name}: {label}"
            );
            for w in words {
                assert!(form.contains(&format!(">{w}</option>")), "{name}: {w}");
            }
        }
    }
    // The values sent are still the option values.
    assert!(form.contains("<option value=\"kingmaker\">"), "{form}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_and_the_game_page_show_how_a_game_was_set_up() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = player(&api, "alice").await;
    let body = json!({
        "kind": "richard3",
        "options": { "scenario": "kingmaker", "clock": "bank_fast" },
    });
    let id = api.create_game(alice.auth(), &body).await.expect(201)["id"]
        .as_i64()
        .expect("an id");

    let lobby = html_unescape(&api.get("/lobby", None).await.body);
    assert!(lobby.contains(&format!("/games/{id}\"")), "{lobby}");
    for words in [
        "Scenario: Kingmaker: 1470, campaign 2 only, Henry VI a prisoner.",
        "Weak hands: its player may ask for a redeal",
        "a bank of 1 day, 4 hours added after each turn, at most 3 days",
        "/kinds/richard3/rules",
    ] {
        assert!(lobby.contains(words), "{words} in {lobby}");
    }
    for kind in kinds(&api).await {
        let name = kind["kind"].as_str().unwrap();
        assert!(lobby.contains(&format!("/kinds/{name}/rules")), "{name}");
    }

    let listed = api.get("/api/lobby", None).await.expect(200);
    let open = listed["open"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id)
        .expect("the game is open")
        .clone();
    assert_eq!(open["options"]["scenario"], "kingmaker");
    assert_eq!(open["options"]["redeal"], "ask");
    assert_eq!(open["terms"]["clock"]["type"], "bank");
    assert_eq!(open["terms"]["clock"]["initial_days"], 1);
    assert_eq!(open["result"], Value::Null);

    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["options"]["scenario"], "kingmaker");
    let page = html_unescape(&api.get(&format!("/games/{id}"), None).await.body);
    assert!(
        page.contains("Scenario: Kingmaker: 1470, campaign 2 only, Henry VI a prisoner"),
        "{page}"
    );
    assert!(page.contains("href=\"/kinds/richard3/rules\""), "{page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_home_page_links_every_game_to_its_rules_and_the_three_fords_rules_list_every_card() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let home = html_unescape(&api.get("/", None).await.body);
    for kind in kinds(&api).await {
        let name = kind["kind"].as_str().unwrap();
        let title = kind["title"].as_str().unwrap();
        assert!(
            home.contains(&format!("<a href=\"/kinds/{name}/rules\">{title}</a>")),
            "{name}: the game's name links its rules in {home}"
        );
    }
    // Every card of the deck, from the kind's data, with what it does.
    let data = api.get("/api/kinds/westeros/data", None).await.expect(200);
    let rules = html_unescape(&api.get("/kinds/westeros/rules", None).await.body);
    let cards = data["card"].as_array().expect("the cards");
    assert_eq!(cards.len(), 7);
    for card in cards {
        let name = card["name"].as_str().unwrap();
        let id = card["id"].as_str().unwrap();
        assert!(
            rules.contains(&format!("<td>{name} (<code>{id}</code>)</td>")),
            "{name} in {rules}"
        );
    }
    for effect in [
        "Up to 2 commands, each ordering one active foot unit (infantry or special) in the commander's zone of control; +1 die on melee attacks",
        "the units it orders may move but not attack",
        "at the end of the turn, morale +1 if it is 7 or less",
        "10 cards in each deck.",
    ] {
        assert!(rules.contains(effect), "{effect} in {rules}");
    }
}
