//! Hidden information in The Three Fords through the server (issue 15, §16): random
//! battles played through the API until 200 positions with a hidden card were checked. At
//! each, for each side,
//! the cards in its hand that nobody else may know of (never played, discarded or shown,
//! and not in the other's own hand) are named nowhere the other seat or a spectator can
//! read: not in their API answer (view, actions), not in the history, not on the game
//! page, and not in any mail the other seat got so far. The engine's own tests prove the
//! views and the words of every move do not depend on those cards at all; this checks the
//! pages, the history and the mails built from them.

use crate::common;

use std::collections::BTreeSet;

use common::*;
use serde_json::{Value, json};

/// Positions to check (each for both sides).
const POSITIONS: usize = 200;

/// The cards whose words name nothing else on a page or in a mail. (`rally` is left out:
/// the Rally phase and the `morale rally` action use the word.)
const CARDS: [&str; 6] = ["march", "assault", "charge", "volley", "muster", "steady"];

/// The words of `text`, lower case.
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

fn ids(value: &Value) -> BTreeSet<String> {
    value
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_string)
        .collect()
}

/// Asserts that `text`, which `who` can read, names none of `hidden`.
fn names_none(text: &str, hidden: &BTreeSet<String>, who: &str, position: usize) {
    let found: Vec<&String> = hidden.iter().filter(|c| words(text).contains(*c)).collect();
    assert!(
        found.is_empty(),
        "position {position}: {who} reads the hidden card(s) {found:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hidden_card_reaches_the_other_seat_or_a_spectator_in_200_positions() {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let players = players(&api, &["Nora", "Wes"]).await;
    let mut pages = Vec::new();
    for player in &players {
        let client = FormClient::new(&server.base);
        client.sign_in(&player.name, PASSWORD).await;
        pages.push(client);
    }
    let spectator = FormClient::new(&server.base);
    let mut rng = Rng::new(7);
    let mut public: BTreeSet<String> = BTreeSet::new();
    // Each mail is read once, at the first position after it came: what was hidden then.
    let mut read: BTreeSet<String> = BTreeSet::new();
    let (mut positions, mut battles, mut checked, mut mails_read) = (0, 0, 0, 0);
    while positions < POSITIONS {
        let id = start_game_of(&api, "westeros", &json!({}), &players[0], &[&players[1]]).await;
        battles += 1;
        public.clear();
        loop {
            let mine: Vec<Value> = {
                let mut all = Vec::new();
                for p in &players {
                    all.push(api.game(p.auth(), id).await.expect(200));
                }
                all
            };
            if mine[0]["status"] != "active" || positions >= POSITIONS {
                break;
            }
            // What has been public so far: discard piles, the card being played, the
            // history's notation.
            let view = &mine[0]["view"];
            for side in ["north", "west"] {
                public.extend(ids(&view["discard"][side]));
            }
            if let Some(card) = view["pending"]["card"].as_str() {
                public.insert(card.to_string());
            }
            let history = api.history(None, id).await.expect(200);
            public.extend(
                words(&history.to_string())
                    .into_iter()
                    .filter(|w| CARDS.contains(&w.as_str())),
            );
            let checks_before = checked;
            for (owner, reader) in [(0, 1), (1, 0)] {
                let hand = ids(&mine[owner]["view"]["hand"]);
                let own = ids(&mine[reader]["view"]["hand"]);
                let hidden: BTreeSet<String> = hand
                    .into_iter()
                    .filter(|c| {
                        CARDS.contains(&c.as_str()) && !public.contains(c) && !own.contains(c)
                    })
                    .collect();
                if hidden.is_empty() {
                    continue;
                }
                checked += 1;
                let who = &players[reader].name;
                names_none(
                    &mine[reader].to_string(),
                    &hidden,
                    &format!("{who}'s API answer"),
                    positions,
                );
                let reader_history = api.history(players[reader].auth(), id).await.expect(200);
                names_none(
                    &reader_history.to_string(),
                    &hidden,
                    &format!("{who}'s history"),
                    positions,
                );
                let page = pages[reader].get(&format!("/games/{id}")).await;
                names_none(&page.body, &hidden, &format!("{who}'s page"), positions);
                let watched = spectator.get(&format!("/games/{id}")).await;
                names_none(&watched.body, &hidden, "a spectator's page", positions);
                let email = email_of(who);
                // This battle's mails (their Message-ID names the game).
                let this_game = format!(".game{id}");
                let mails = smtp.messages();
                for mail in mails
                    .iter()
                    .filter(|m| m.to == email && m.message_id.contains(&this_game))
                {
                    if !read.insert(format!("{} {}", mail.message_id, email)) {
                        continue;
                    }
                    mails_read += 1;
                    let what = format!("{who}'s mail {}", mail.message_id);
                    names_none(&mail.text, &hidden, &what, positions);
                    names_none(&mail.html, &hidden, &what, positions);
                }
            }
            // A position counts when some card was there to be hidden.
            if checked > checks_before {
                positions += 1;
            }
            let to_act = strings(&mine[0]["to_act"]);
            let actor = mine
                .iter()
                .position(|m| m["you"] == to_act[0].as_str())
                .expect("a seat acts");
            let actions = strings(&mine[actor]["actions"]);
            let action = rng.pick(&actions).clone();
            let seq = seq_of(&mine[actor]);
            api.play(players[actor].auth(), id, seq, &action)
                .await
                .expect(200);
        }
    }
    eprintln!(
        "{positions} positions over {battles} battles: {checked} checks with a hidden card, {mails_read} mail reads"
    );
    // The test means something only if hidden cards were there to find.
    assert!(
        checked >= POSITIONS / 2,
        "only {checked} checks had a hidden card"
    );
    assert!(mails_read > 0, "no mail was read");
}
