//! Taking back within one's turn (issue 12, item 6), through the API and the page: one
//! action or the whole turn, the card reveal as a barrier, the turn passed, a stale seq,
//! non-players, no trace for the opponent (view, history, mails), and the game afterwards
//! as a fresh replay of the shortened log has it (`herald verify`, a new move on it).

use crate::common;

use std::time::Duration;

use common::*;
use serde_json::{Value, json};

/// Each house plays its highest action card, so Player 1 has action points to spend.
async fn play_cards(api: &Api, id: i64, table: &Table) -> (Player, Player) {
    let ap = common::richard3::action_points(api).await;
    for (seq, seat) in ["lancaster", "york"].into_iter().enumerate() {
        let p = table.player_in(&table.last, seat);
        let mine = api.game(p.auth(), id).await.expect(200);
        let card = strings(&mine["actions"])
            .into_iter()
            .filter(|a| ap.contains_key(a))
            .max_by_key(|a| ap[a])
            .expect("an action card in every hand");
        api.play(p.auth(), id, seq as i64, &card).await.expect(200);
    }
    let game = api.game(None, id).await.expect(200);
    let acting = strings(&game["to_act"]);
    assert_eq!(acting.len(), 1, "Player 1 acts: {game}");
    let first = table.player_in(&game, &acting[0]).clone();
    let other = table.other(&first).clone();
    (first, other)
}

/// One action of `p` that keeps the action phase going: a move, else an activation or a
/// recruit; never `done` or Plague.
async fn an_own_move(api: &Api, id: i64, p: &Player) -> String {
    let mine = api.game(p.auth(), id).await.expect(200);
    let actions = strings(&mine["actions"]);
    ["move ", "activate ", "recruit "]
        .iter()
        .find_map(|verb| actions.iter().find(|a| a.starts_with(verb)))
        .unwrap_or_else(|| panic!("an own move among {actions:?}"))
        .clone()
}

/// What the opponent and a spectator are shown of the game.
async fn seen(api: &Api, id: i64, other: &Player) -> Vec<Value> {
    let mut shown = Vec::new();
    for auth in [other.auth(), None] {
        let mut game = api.game(auth, id).await.expect(200);
        game["updated"] = Value::Null;
        game["seats"] = Value::Null; // clocks count down
        shown.push(game);
        shown.push(api.history(auth, id).await.expect(200));
    }
    shown
}

async fn richard3_in_action_phase() -> (SmtpServer, Server, Api, i64, Player, Player, Player) {
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob, carol] =
        <[Player; 3]>::try_from(players(&api, &["alice", "bob", "carol"]).await).unwrap();
    let id = start_game_of(
        &api,
        "richard3",
        &json!({ "redeal": "auto" }),
        &alice,
        &[&bob],
    )
    .await;
    let table = Table::new(&api, id, &[&alice, &bob]).await;
    let (me, other) = play_cards(&api, id, &table).await;
    (smtp, server, api, id, me, other, carol)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn richard3_takes_back_one_action_or_the_turn_back_to_the_card_reveal() {
    let (smtp, server, api, id, me, other, carol) = richard3_in_action_phase().await;
    // The mails of the moves so far (each turn mail draws its board as a picture, which
    // takes a moment): wait until no more come, then count.
    let mut mails_before = smtp.count();
    let mut quiet = 0;
    while quiet < 8 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let now = smtp.count();
        quiet = if now == mails_before { quiet + 1 } else { 0 };
        mails_before = now;
    }
    let before = seen(&api, id, &other).await;
    let at_start = api.game(me.auth(), id).await.expect(200);
    assert_eq!(at_start["can_undo"], false, "1.1 the card reveal stays");

    // Two own moves of the action phase (5.0).
    let first = an_own_move(&api, id, &me).await;
    api.play(me.auth(), id, 2, &first).await.expect(200);
    let second = an_own_move(&api, id, &me).await;
    api.play(me.auth(), id, 3, &second).await.expect(200);
    let mine = api.game(me.auth(), id).await.expect(200);
    assert_eq!(
        (mine["can_undo"].clone(), mine["undo_to"].clone()),
        (json!(true), json!(2))
    );
    for auth in [other.auth(), None] {
        assert_eq!(api.game(auth, id).await.expect(200)["can_undo"], false);
    }

    // Only the seat to act may take back; a stale seq is refused.
    let refused = api
        .undo(other.auth(), id, &json!({ "seq": 4 }))
        .await
        .expect_error(409);
    assert!(refused.contains("turn is yours alone"), "{refused}");
    api.undo(carol.auth(), id, &json!({ "seq": 4 }))
        .await
        .expect_error(403);
    api.undo(me.auth(), id, &json!({ "seq": 3 }))
        .await
        .expect_error(409);

    // One action back, then the rest of the turn.
    let undone = api
        .undo(me.auth(), id, &json!({ "seq": 4 }))
        .await
        .expect(200);
    assert_eq!(undone["seq"], 3);
    let history = api.history(me.auth(), id).await.expect(200);
    assert_eq!(history.as_array().map(Vec::len), Some(3), "{history}");
    let too_far = api
        .undo(me.auth(), id, &json!({ "seq": 3, "to": 1 }))
        .await
        .expect_error(409);
    assert!(too_far.contains("revealed"), "{too_far}");
    let all = api
        .undo(me.auth(), id, &json!({ "seq": 3, "to": 2 }))
        .await
        .expect(200);
    assert_eq!(all["seq"], 2);
    let barrier = api
        .undo(me.auth(), id, &json!({ "seq": 2 }))
        .await
        .expect_error(409);
    assert!(barrier.contains("revealed"), "{barrier}");

    // No trace: the opponent and spectators see what they saw before; no mail went.
    assert_eq!(seen(&api, id, &other).await, before);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(smtp.count(), mails_before, "{:?}", smtp.messages());

    // The game plays on from the shortened log (the kept state is not the taken-back
    // future), and the stored game replays to its snapshot.
    api.play(me.auth(), id, 2, &first).await.expect(200);
    let history = api.history(me.auth(), id).await.expect(200);
    assert_eq!(history.as_array().map(Vec::len), Some(3), "{history}");
    server.assert_verified();

    // Once the turn has passed and the opponent has seen it, nothing comes back.
    api.play(me.auth(), id, 3, "done").await.expect(200);
    let game = api.game(other.auth(), id).await.expect(200);
    if !strings(&game["to_act"]).contains(&table_seat(&game, &me)) {
        let passed = api
            .undo(me.auth(), id, &json!({ "seq": 4 }))
            .await
            .expect_error(409);
        assert!(
            passed.contains("has seen it") || passed.contains("nothing can be taken back"),
            "{passed}"
        );
    }
}

/// Each board link's action and its hover title, in page order.
fn action_titles(page: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for link in page.split("data-action=\"").skip(1) {
        let Some((notation, rest)) = link.split_once('"') else {
            continue;
        };
        let inside = rest.split("</a>").next().unwrap_or_default();
        if let Some((title, _)) = inside
            .split_once("<title>")
            .and_then(|(_, t)| t.split_once("</title>"))
        {
            found.push((notation.to_string(), title.to_string()));
        }
    }
    found
}

/// The seat `p` plays in `game`.
fn table_seat(game: &Value, p: &Player) -> String {
    game["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["player"] == p.name.as_str())
        .and_then(|s| s["seat"].as_str())
        .expect("a seat")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_takes_back_and_asks_before_giving_up_action_points() {
    let (_smtp, server, api, id, me, _other, _carol) = richard3_in_action_phase().await;
    let browser = FormClient::new(&server.base);
    let csrf = browser.csrf("/signin").await;
    let signed = browser
        .post(
            "/signin",
            &[("csrf", &csrf), ("name", &me.name), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(signed.status, 303, "{}", signed.body);

    // 5.0: ending the action phase with points left asks first.
    let confirm = browser
        .get(&format!("/games/{id}/confirm?seq=2&action=done"))
        .await;
    assert!(
        confirm.body.contains("You still have")
            && confirm.body.contains("end your action phase anyway?"),
        "{}",
        confirm.body
    );
    // The button says what it does in words; the notation is only a footnote.
    assert!(
        confirm.body.contains("Yes: End your action phase</button>"),
        "{}",
        confirm.body
    );
    // Issue 27 §4: every link on the board is titled (on hover) in words, never notation.
    let page = browser.get(&format!("/games/{id}")).await;
    let titled = action_titles(&page.body);
    assert!(!titled.is_empty(), "{}", page.body);
    for (notation, title) in &titled {
        assert_ne!(notation, title, "a link titled by its notation");
        assert!(
            !title.contains('_'),
            "an id in the title {title:?} of {notation:?}"
        );
    }

    let first = an_own_move(&api, id, &me).await;
    api.play(me.auth(), id, 2, &first).await.expect(200);
    let second = an_own_move(&api, id, &me).await;
    api.play(me.auth(), id, 3, &second).await.expect(200);
    let page = browser.get(&format!("/games/{id}")).await;
    assert!(
        page.body.contains("Take back your last action"),
        "{}",
        page.body
    );
    assert!(page.body.contains("Take back this turn"), "{}", page.body);
    let csrf = csrf_field(&page.body);
    let back = browser
        .post(
            &format!("/games/{id}/undo"),
            &[("csrf", &csrf), ("seq", "4")],
        )
        .await;
    assert_eq!(back.status, 303, "{}", back.body);
    assert_eq!(current_seq(&api, id).await, 3);
    let turn = browser
        .post(
            &format!("/games/{id}/undo"),
            &[("csrf", &csrf), ("seq", "3"), ("to", "2")],
        )
        .await;
    assert_eq!(turn.status, 303, "{}", turn.body);
    assert_eq!(current_seq(&api, id).await, 2);
    let page = browser.get(&format!("/games/{id}")).await;
    assert!(
        !page.body.contains("Take back your last action"),
        "{}",
        page.body
    );
}

/// The address a 303 answer sends the browser to.
fn location(answer: &Fetched) -> String {
    answer
        .headers
        .get("location")
        .and_then(|l| l.to_str().ok())
        .unwrap_or_default()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_plays_what_can_be_taken_back_and_asks_before_what_cannot() {
    // Arrange: Player 1 of a Richard III game in its action phase, on the page.
    let (_smtp, server, api, id, me, other, _carol) = richard3_in_action_phase().await;
    let browser = FormClient::new(&server.base);
    browser.sign_in(&me.name, PASSWORD).await;
    let csrf = browser.csrf(&format!("/games/{id}")).await;
    let game = api.game(me.auth(), id).await.expect(200);
    let theirs = strings(&game["to_act"]);
    let other_seat = table_seat(&game, &other);
    assert_eq!(theirs.len(), 1, "{game}");

    // Act: a move inside the action phase, clicked (`ask`): it can be taken back, so it
    // is played at once, with no question.
    let first = an_own_move(&api, id, &me).await;
    let played = browser
        .post(
            &format!("/games/{id}/move"),
            &[
                ("csrf", &csrf),
                ("seq", "2"),
                ("action", &first),
                ("ask", "1"),
            ],
        )
        .await;
    assert_eq!(played.status, 303, "{}", played.body);
    assert_eq!(location(&played), format!("/games/{id}#board"));
    assert_eq!(current_seq(&api, id).await, 3, "played at once");

    // Ending the phase hands the turn over: asked first, nothing played.
    let asked = browser
        .post(
            &format!("/games/{id}/move"),
            &[
                ("csrf", &csrf),
                ("seq", "3"),
                ("action", "done"),
                ("ask", "1"),
            ],
        )
        .await;
    assert_eq!(asked.status, 303, "{}", asked.body);
    let question = location(&asked);
    assert_eq!(question, format!("/games/{id}?ask=done&seq=3#question"));
    assert_eq!(
        current_seq(&api, id).await,
        3,
        "nothing played before the answer"
    );
    let page = browser.get(question.trim_end_matches("#question")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.body.contains(r#"<section id="question""#),
        "{}",
        page.body
    );
    assert!(
        page.body.contains(r#"data-confirm="done""#),
        "{}",
        page.body
    );
    // 5.0: the game's own warning, then what the action binds the player to.
    assert!(
        page.body.contains("end your action phase anyway?"),
        "{}",
        page.body
    );
    let next = format!(
        "This ends your turn: {} acts next.",
        capitalized(&other_seat)
    );
    assert!(page.body.contains(&next), "{next} in {}", page.body);
    // The opponent's page asks nothing.
    let theirs = FormClient::new(&server.base);
    theirs.sign_in(&other.name, PASSWORD).await;
    let their_page = theirs.get(&format!("/games/{id}?ask=done&seq=3")).await;
    assert!(
        !their_page.body.contains("id=\"question\""),
        "{}",
        their_page.body
    );
    // Answering yes plays it.
    let yes = browser
        .post(
            &format!("/games/{id}/move"),
            &[("csrf", &csrf), ("seq", "3"), ("action", "done")],
        )
        .await;
    assert_eq!(yes.status, 303, "{}", yes.body);
    assert_eq!(current_seq(&api, id).await, 4);
    // A question left open on a page that has moved on asks nothing, and says so.
    let stale = browser.get(&format!("/games/{id}?ask=done&seq=3")).await;
    assert!(!stale.body.contains("id=\"question\""), "{}", stale.body);
    assert!(
        stale.body.contains("The game has moved on"),
        "{}",
        stale.body
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn choosing_a_card_asks_first_it_hands_over_or_reveals_both_cards() {
    // Arrange: a new Richard III game: both houses choose a card at once.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let id = start_game_of(
        &api,
        "richard3",
        &json!({ "redeal": "auto" }),
        &alice,
        &[&bob],
    )
    .await;
    let mut asked = Vec::new();
    for (seq, p) in [&alice, &bob].into_iter().enumerate() {
        let browser = FormClient::new(&server.base);
        browser.sign_in(&p.name, PASSWORD).await;
        let csrf = browser.csrf(&format!("/games/{id}")).await;
        let mine = api.game(p.auth(), id).await.expect(200);
        let card = strings(&mine["actions"])
            .into_iter()
            .find(|a| a.starts_with("play "))
            .expect("a card to play");
        let seq = seq.to_string();
        // Act: the card clicked, then the question answered.
        let answer = browser
            .post(
                &format!("/games/{id}/move"),
                &[
                    ("csrf", &csrf),
                    ("seq", &seq),
                    ("action", &card),
                    ("ask", "1"),
                ],
            )
            .await;
        let question = location(&answer);
        assert!(question.contains("?ask=play"), "{question}");
        let page = browser.get(question.trim_end_matches("#question")).await;
        asked.push(page.body.clone());
        browser
            .post(
                &format!("/games/{id}/move"),
                &[("csrf", &csrf), ("seq", &seq), ("action", &card)],
            )
            .await;
    }

    // Assert: the first card hands the turn to the other house; the second shows both
    // cards (and hands the turn over, or not, by the cards): neither can be taken back.
    assert!(
        asked[0].contains("This ends your turn: ") && asked[0].contains("cannot be taken back"),
        "{}",
        asked[0]
    );
    assert!(asked[1].contains("cannot be taken back."), "{}", asked[1]);
    assert_eq!(current_seq(&api, id).await, 2);
}

/// A seat's name as the page writes it.
fn capitalized(seat: &str) -> String {
    let mut letters = seat.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}
