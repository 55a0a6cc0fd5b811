//! Whole games played through the game page alone: Richard III with its action buttons,
//! Tara by clicking the board.

use super::browser::*;
use super::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_richard3_game_is_played_with_the_game_pages_buttons_alone() {
    // Until a map page exists the generic page must be enough: the view as text and
    // every legal action as a button, for both seats, to the end of the game.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = signed_up(&server.base, "alice").await;
    let bob = signed_up(&server.base, "bob").await;
    let choices = [
        ("richard3.seat", "lancaster"),
        ("richard3.scenario", "wars_of_the_roses"),
    ];
    let id = start_through_forms(&alice, &bob, "richard3", &choices).await;
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["view"]["scenario"], "wars_of_the_roses");

    let move_path = format!("/games/{id}/move");
    let mut rng = Rng::new(11);
    let mut moves = 0;
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["status"] == "finished" {
            break;
        }
        assert!(moves < 5_000, "no end after {moves} moves");
        let to_act = strings(&game["to_act"]);
        let seat = rng.pick(&to_act);
        let browser = if seat == "lancaster" { &alice } else { &bob };
        let page = browser.open(&format!("/games/{id}")).await;
        let buttons = forms_to(&page, &move_path);
        assert!(
            !buttons.is_empty(),
            "{seat} is to act but has no button:\n{page}"
        );
        let button = rng.pick(&buttons);
        let mut moved = browser.post(&move_path, &button.fields).await;
        assert_eq!(moved.status, 303, "{moved:?}");
        // An action that cannot be taken back is asked first: answer yes.
        if let Some(question) = moved.location.clone().filter(|l| l.contains("?ask=")) {
            let page = browser.open(question.trim_end_matches("#question")).await;
            let yes = forms_to(&page, &move_path)
                .into_iter()
                .find(|f| f.field("ask").is_none())
                .unwrap_or_else(|| panic!("the question's form:\n{page}"));
            assert_eq!(yes.field("action"), button.field("action"));
            moved = browser.post(&move_path, &yes.fields).await;
            assert_eq!(moved.status, 303, "{moved:?}");
        }
        assert!(
            moved
                .location
                .as_deref()
                .is_some_and(|l| !l.contains("error=")),
            "{:?} was offered but refused: {moved:?}",
            button.field("action")
        );
        moves += 1;
    }
    let game = api.game(None, id).await.expect(200);
    assert!(game["result"].is_object(), "a result: {game}");
    assert!(game["seed"].is_string(), "the seed is revealed: {game}");
    let page = alice.open(&format!("/games/{id}")).await;
    assert!(
        forms_to(&page, &move_path).is_empty(),
        "no buttons after the end"
    );
    assert!(moves > 7, "at least a card a turn: {moves}");
    eprintln!("richard3 through the pages: {moves} moves");
}

/// The `href`s of the board's links (inside the SVG) on a game page.
fn board_links(page: &str) -> Vec<String> {
    let Some(start) = page.find("<svg") else {
        return Vec::new();
    };
    let end = page[start..]
        .find("</svg>")
        .map_or(page.len(), |e| start + e);
    page[start..end]
        .split("<a href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(unescape)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tara_match_is_played_by_clicking_the_board() {
    // Every legal move is clickable on the SVG board: a placement is one click, a move
    // two (the king, then the hill), each then confirmed; only `pass` is a button.
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let alice = signed_up(&server.base, "alice").await;
    let bob = signed_up(&server.base, "bob").await;
    let id = start_through_forms(&alice, &bob, "tara", &[("tara.seat", "red")]).await;

    let mut rng = Rng::new(17);
    let mut moves = 0;
    let mut clicked = 0;
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["status"] == "finished" {
            break;
        }
        assert!(moves < 2_000, "no end after {moves} moves");
        let seat = strings(&game["to_act"])[0].clone();
        let browser = if seat == "red" { &alice } else { &bob };
        let page = browser.open(&format!("/games/{id}")).await;
        let mut links = board_links(&page);
        if links.iter().all(|l| !l.contains("/confirm?")) && !links.is_empty() {
            // First click: a king; the page then shows where it may go.
            let chosen = rng.pick(&links).clone();
            assert!(chosen.contains("?from="), "{chosen}");
            links = board_links(&browser.open(&chosen).await);
            assert!(!links.is_empty(), "a chosen king has somewhere to go");
        }
        let confirm_links: Vec<String> = links
            .into_iter()
            .filter(|l| l.contains("/confirm?"))
            .collect();
        if confirm_links.is_empty() {
            // Nothing to click on the board: the only action is a button (pass).
            let buttons = forms_to(&page, &format!("/games/{id}/move"));
            assert_eq!(buttons.len(), 1, "only pass is not on the board:\n{page}");
            assert_eq!(buttons[0].field("action"), Some("pass"));
            let moved = browser
                .post(&format!("/games/{id}/move"), &buttons[0].fields)
                .await;
            assert_eq!(moved.status, 303);
        } else {
            let target = rng.pick(&confirm_links).clone();
            let confirm = browser.open(&target).await;
            let form = forms_to(&confirm, &format!("/games/{id}/move"));
            assert_eq!(form.len(), 1, "{confirm}");
            let moved = browser.post(&form[0].action, &form[0].fields).await;
            assert!(
                moved
                    .location
                    .as_deref()
                    .is_some_and(|l| !l.contains("error=")),
                "{moved:?}"
            );
            clicked += 1;
        }
        moves += 1;
    }
    let over = api.game(None, id).await.expect(200);
    assert!(over["result"]["scores"]["red"].is_number(), "{over}");
    assert!(clicked > 10, "{clicked} moves made on the board");
    eprintln!("tara by clicks: {moves} moves, {clicked} on the board");
}
