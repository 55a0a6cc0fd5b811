//! Phones (issue 12, item 10): at 390 CSS pixels wide every page fits the screen: the
//! board scales down, and no page scrolls sideways (tables included). Checked in a real
//! headless Chromium over WebDriver.

mod common;

use common::*;
use serde_json::json;

/// The phone's width, in CSS pixels (an iPhone 12 to 15).
const PHONE: u32 = 390;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_390_pixels_no_page_scrolls_sideways_and_the_boards_fit() {
    let Some(chrome) = Chrome::start(PHONE, 844).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [alice, bob] = <[Player; 2]>::try_from(players(&api, &["alice", "bob"]).await).unwrap();
    let mut games = Vec::new();
    for kind in ["rosenkonig", "tara", "richard3", "westeros"] {
        let id = start_game_of(&api, kind, &json!({}), &alice, &[&bob]).await;
        let mut table = Table::new(&api, id, &[&alice, &bob]).await;
        let mut rng = Rng::new(5);
        for _ in 0..6 {
            table.step(&mut rng).await;
        }
        games.push(id);
    }
    chrome.sign_in(&server.base, &alice.name, PASSWORD).await;
    let mut pages = vec![
        "/".to_string(),
        "/lobby".to_string(),
        "/games".to_string(),
        "/games/new".to_string(),
        "/settings".to_string(),
        "/kinds/richard3/rules".to_string(),
        "/kinds/westeros/notation".to_string(),
    ];
    for id in &games {
        pages.push(format!("/games/{id}"));
        pages.push(format!("/games/{id}/history/3"));
    }
    for path in &pages {
        chrome
            .client
            .goto(&format!("{}{path}", server.base))
            .await
            .expect("open the page");
        let sizes = chrome
            .eval(
                "const d = document.documentElement; \
                 const svg = document.querySelector('svg'); \
                 return [d.scrollWidth, d.clientWidth, \
                         svg ? Math.ceil(svg.getBoundingClientRect().right) : 0];",
            )
            .await;
        let [scroll, client, board_right] = [0, 1, 2].map(|i| sizes[i].as_u64().unwrap());
        assert!(
            scroll <= client,
            "{path} scrolls sideways at {PHONE} px: {scroll} px wide in {client} px"
        );
        assert!(
            board_right <= client,
            "{path}: the board reaches {board_right} px of {client} px"
        );
    }
    chrome
        .client
        .clone()
        .close()
        .await
        .expect("close the browser");
}
