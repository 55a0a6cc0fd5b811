//! Playing a game in Chromium by clicks on its board, in place (issue 27): a click on one
//! of the board's links is answered without loading a page (htmx swaps `#main`); an
//! action that cannot be taken back comes back as a question above the board, whose
//! `data-confirm` button plays it. Every click and every full page load is counted, so
//! the click tests can say what a move costs a player. Shared by the whole-game click
//! tests of each kind.

use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::{Value, json};

use std::cell::Cell;

use super::api::Api;
use super::players::{PASSWORD, Player};
use super::webdriver::Chrome;

/// Installs the watch on the page shown (once per loaded document): a count of in-place
/// answers settled. Its absence later means a full page was loaded since.
const WATCH: &str = r#"
if (!window.heraldWatch) {
  window.heraldWatch = { settled: 0 };
  document.addEventListener('htmx:afterSettle', () => { window.heraldWatch.settled += 1; });
}
return window.heraldWatch.settled;
"#;

/// Clicks the board's clickable element number `arguments[0]` (an SVG `<a>`: a click
/// event, as a mouse sends it).
const CLICK: &str = r#"
const el = document.querySelectorAll('#board svg [data-action], #board svg [data-select]')[arguments[0]];
el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
return el.getAttribute('data-action') || el.getAttribute('data-select');
"#;

/// Where the page stands after a click: `[settled, loaded, busy, ready]`.
const STATE: &str = r#"
const w = window.heraldWatch;
return [w ? w.settled : -1, !w, document.querySelector('.htmx-request') !== null, document.readyState];
"#;

/// What clicking cost: clicks, and full page loads they caused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Clicks: on the board and on the questions' buttons.
    pub clicks: usize,
    /// Full page loads the clicks caused (none, with script on).
    pub loads: usize,
    /// Questions asked before an action was played.
    pub questions: usize,
}

/// One player of a whole game by clicks, in their own browser.
pub struct Side {
    pub player: Player,
    pub seat: String,
    pub chrome: Chrome,
    /// The move (`seq`) of the game page the browser shows, if it shows one.
    pub shows: Cell<Option<i64>>,
}

/// Each player of game `id` signs in to the server at `base` in their browser, and mutes
/// the game's mail (drawing the turn mails' pictures would only slow the clicking down).
pub async fn sides(base: &str, api: &Api, id: i64, players: [(Player, Chrome); 2]) -> Vec<Side> {
    let mut sides = Vec::new();
    for (player, chrome) in players {
        chrome.sign_in(base, &player.name, PASSWORD).await;
        let mine = api.game(player.auth(), id).await.expect(200);
        let seat = mine["you"].as_str().expect("a seat").to_string();
        api.mute(player.auth(), id).await.expect(200);
        sides.push(Side {
            player,
            seat,
            chrome,
            shows: Cell::new(None),
        });
    }
    sides
}

impl Cost {
    /// Says what `moves` moves cost in clicks, questions and page loads, and checks that
    /// no click loaded a page (script on).
    pub fn report(&self, moves: usize) {
        eprintln!(
            "clicks: {} for {moves} moves ({:.2} a move), {} questions asked, {} page loads",
            self.clicks,
            self.clicks as f64 / moves as f64,
            self.questions,
            self.loads
        );
        assert_eq!(
            self.loads, 0,
            "with script on, no click loads a page: {self:?}"
        );
    }
}

/// Opens `url` in `chrome` (a page load the test makes, not a click) and watches it.
pub async fn open(chrome: &Chrome, url: &str) {
    chrome.client.goto(url).await.expect("open the page");
    watch(chrome).await;
}

/// Watches the page shown; returns its count of in-place answers.
pub async fn watch(chrome: &Chrome) -> i64 {
    let settled = chrome
        .client
        .execute(WATCH, Vec::new())
        .await
        .expect("watch the page");
    settled.as_i64().unwrap_or(0)
}

/// Waits for the answer to a click made when `before` answers had settled: the next
/// in-place answer, or a full page (counted in `cost`).
async fn answered(chrome: &Chrome, before: i64, cost: &mut Cost, what: &str) {
    let started = Instant::now();
    loop {
        let state = chrome.client.execute(STATE, Vec::new()).await;
        if let Ok(state) = state {
            let settled = state[0].as_i64().unwrap_or(-1);
            let loaded = state[1] == true;
            let busy = state[2] == true;
            if loaded && state[3] == "complete" {
                cost.loads += 1;
                watch(chrome).await;
                return;
            }
            if !loaded && settled > before && !busy {
                return;
            }
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no answer to the click on {what}"
        );
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
}

/// Clicks the board's link number `index` (among its `[data-action], [data-select]`
/// elements) and waits for the page's answer, in place. Returns what it played or chose.
pub async fn click_in_place(chrome: &Chrome, index: usize, cost: &mut Cost) -> String {
    let before = watch(chrome).await;
    let clicked = chrome
        .client
        .execute(CLICK, vec![json!(index)])
        .await
        .expect("click the board");
    cost.clicks += 1;
    let clicked = clicked.as_str().unwrap_or_default().to_string();
    answered(chrome, before, cost, &clicked).await;
    clicked
}

/// The action the open question asks about, if one is open.
pub async fn question(chrome: &Chrome) -> Option<String> {
    let asked: Value = chrome
        .eval(
            "const b = document.querySelector('#question [data-confirm]'); \
             return b ? b.getAttribute('data-confirm') : null;",
        )
        .await;
    asked.as_str().map(str::to_string)
}

/// After a click on an action: answers the question about it with yes, if one was asked
/// (checking that it asks about `action`). Returns whether one was asked.
pub async fn answer_yes(chrome: &Chrome, action: &str, cost: &mut Cost) -> bool {
    let Some(asked) = question(chrome).await else {
        return false;
    };
    assert_eq!(asked, action, "the question asks about what was clicked");
    let yes = chrome
        .client
        .find(Locator::Css("#question [data-confirm]"))
        .await
        .expect("the question's button");
    let before = watch(chrome).await;
    yes.click().await.expect("click yes");
    cost.clicks += 1;
    cost.questions += 1;
    answered(chrome, before, cost, action).await;
    true
}
