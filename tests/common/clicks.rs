//! Playing a game in Chromium by clicks on its board: click one of the board's links, wait
//! for the page it leads to, and confirm the action on the confirm page. Shared by the
//! whole-game click tests of each kind.

use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::json;

use super::webdriver::Chrome;

/// Clicks the board's clickable element number `arguments[0]` (an SVG `<a>`: a click
/// event, as a mouse sends it), after marking the page so that its successor is known.
const CLICK: &str = r#"
window.heraldOldPage = true;
const el = document.querySelectorAll('#board svg [data-action], #board svg [data-select]')[arguments[0]];
el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
return el.getAttribute('href');
"#;

/// Waits until `chrome` shows a new, fully loaded page (not one marked by a click) whose
/// address contains `expected`.
pub async fn new_page(chrome: &Chrome, expected: &str) {
    let started = Instant::now();
    loop {
        let state = chrome
            .client
            .execute(
                "return [document.readyState, window.heraldOldPage === true, location.href];",
                Vec::new(),
            )
            .await;
        if let Ok(state) = state
            && state[0] == "complete"
            && state[1] == false
        {
            let url = state[2].as_str().unwrap_or("");
            assert!(
                url.contains(expected),
                "the click led to {url}, not {expected}"
            );
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no new page after a click (waiting for {expected})"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Clicks the board's link number `index` (among its `[data-action], [data-select]`
/// elements) and waits for the page it leads to (its address contains `expected`).
pub async fn click_link(chrome: &Chrome, index: usize, expected: &str) {
    chrome
        .client
        .execute(CLICK, vec![json!(index)])
        .await
        .expect("click the board");
    new_page(chrome, expected).await;
}

/// On the confirm page: checks that it plays `action`, clicks its button and waits for
/// the game page.
pub async fn confirm(chrome: &Chrome, id: i64, action: &str) {
    let confirming = chrome
        .eval("return document.querySelector(\"main form[action$='/move'] input[name=action]\").value;")
        .await;
    assert_eq!(
        confirming, action,
        "the confirm page plays what was clicked"
    );
    let button = chrome
        .client
        .find(Locator::Css("main form[action$='/move'] button"))
        .await
        .expect("the confirm button");
    chrome
        .client
        .execute("window.heraldOldPage = true;", Vec::new())
        .await
        .expect("mark the confirm page");
    button.click().await.expect("click the confirm button");
    new_page(chrome, &format!("/games/{id}#board")).await;
}
