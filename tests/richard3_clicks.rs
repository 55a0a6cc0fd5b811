//! A whole Richard III game (Wars of the Roses: all three campaigns, with the political
//! turns between them) played in real headless Chromium by both players on a desktop, and
//! a whole Kingmaker game (one campaign, then the usurpation that ends it) on a phone,
//! only by clicking the board: the map's areas and blocks, the
//! hand's cards, the battle board's buttons and the board's own row of buttons (issue 12,
//! "Tests"). Each move is a click on a `data-action` element of the board `<svg>` (or on a
//! `data-select` element, then on one of the chosen block's `data-action`s), then on the
//! confirm page's button. The API is only asked who is to act and whether `seq` went up
//! (and mutes the game's mail, whose pictures would slow the game down); no move is posted
//! through it.
//! The notation list under the board is never used. Also saves `target/richard3-page.png`
//! (a mid-game action phase with a block chosen, and what changed since the last turn) and `target/richard3-battle-page.png` (a battle).

use crate::common;
// Issue 27 §1's target: the issue's seven-action York phase, on a fixed position.
#[path = "richard3_clicks/york_phase.rs"]
mod york_phase;
#[path = "richard3_clicks/york_scenario.rs"]
mod york_scenario;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use axum::http::Method;
use common::clicks::{self, Cost, Side, answer_yes, click_in_place, open};
use common::*;
use fantoccini::wd::WebDriverCompatibleCommand;
use reqwest::Url;
use serde_json::{Value, json};

use herald::games::richard3::drawing;

/// A desktop window tall enough for the map and the hand.
const WIDTH: u32 = 1280;
const HEIGHT: u32 = 1400;
/// The seed of the clicking players' choices.
const SEED: u64 = 12;
/// Clicks a whole game may take before the test gives up (random games end in ~250 moves).
const MOST_MOVES: usize = 1500;

/// Where on the board an element sits, by what it wraps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Place {
    /// An area of the map: its outline or its badge.
    Area,
    /// A block, on the map or in a box below it.
    Block,
    /// A card of the hand.
    Card,
    /// A button of the battle board.
    Battle,
    /// The row of labelled buttons under the map (ending a phase, keeping a hand …).
    Row,
}

/// One clickable element of the board: its index among the board's `[data-action],
/// [data-select]` elements, what it plays or chooses, and where it sits.
#[derive(Clone, Debug)]
struct Clickable {
    index: usize,
    action: Option<String>,
    select: Option<String>,
    place: Place,
    /// A block standing in an area of the map.
    on_map: bool,
}

/// Lists the board's clickable elements, each with where it sits: in the battle board's
/// group, wrapping a card, wrapping a block, on the map (above `map_height`) or in the row.
const COLLECT: &str = r#"
const svg = document.querySelector('#board svg');
if (!svg) return [];
const mapHeight = arguments[0];
return Array.from(svg.querySelectorAll('[data-action],[data-select]')).map((el, index) => {
  let place = 'row';
  if (el.closest('[data-battle]')) place = 'battle';
  else if (el.querySelector('[data-card]')) place = 'card';
  else if (el.querySelector('[data-block]')) place = 'block';
  else if (el.getBBox().y < mapHeight) place = 'area';
  return { index, place, onMap: el.closest('[data-pieces]') !== null,
           action: el.getAttribute('data-action'),
           select: el.getAttribute('data-select') };
});
"#;

/// Reads `place` from the page's word for it.
fn place_of(word: &str) -> Place {
    match word {
        "area" => Place::Area,
        "block" => Place::Block,
        "card" => Place::Card,
        "battle" => Place::Battle,
        _ => Place::Row,
    }
}

/// The clickable elements of the board shown now.
async fn clickables(chrome: &Chrome) -> Vec<Clickable> {
    let found = chrome
        .client
        .execute(COLLECT, vec![json!(drawing::HEIGHT)])
        .await
        .expect("list the board's links");
    found
        .as_array()
        .expect("a list")
        .iter()
        .map(|e| Clickable {
            index: e["index"].as_u64().expect("an index") as usize,
            action: e["action"].as_str().map(str::to_string),
            select: e["select"].as_str().map(str::to_string),
            place: place_of(e["place"].as_str().unwrap_or("")),
            on_map: e["onMap"] == true,
        })
        .collect()
}

/// Clicks `element` and waits for the page it leads to (its address contains `expected`).
async fn click(chrome: &Chrome, element: &Clickable, cost: &mut Cost) {
    click_in_place(chrome, element.index, cost).await;
}

/// `target/<name>`, its folder made.
fn target_file(name: &str) -> PathBuf {
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&target).expect("create target/");
    target.join(name)
}

/// The error of a bad address (the `url` crate's, named through `reqwest`'s `Url`).
type ParseError = <Url as std::str::FromStr>::Err;

/// A Chrome DevTools command sent through chromedriver (`goog/cdp/execute`).
#[derive(Debug)]
struct DevTools {
    cmd: &'static str,
    params: Value,
}

impl WebDriverCompatibleCommand for DevTools {
    fn endpoint(&self, base: &Url, session: Option<&str>) -> Result<Url, ParseError> {
        base.join(&format!(
            "session/{}/goog/cdp/execute",
            session.unwrap_or("")
        ))
    }

    fn method_and_body(&self, _: &Url) -> (Method, Option<String>) {
        let body = json!({ "cmd": self.cmd, "params": self.params });
        (Method::POST, Some(body.to_string()))
    }
}

/// Saves what `chrome` shows as `target/<name>`, scrolled to `css`, one pixel a CSS
/// pixel (the session emulates a screen of three; chromedriver sets that again on the
/// next page).
async fn screenshot(chrome: &Chrome, css: &str, block: &str, name: &str) {
    chrome
        .client
        .issue_cmd(DevTools {
            cmd: "Emulation.setDeviceMetricsOverride",
            params: json!({ "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1,
                            "mobile": false }),
        })
        .await
        .expect("one pixel a CSS pixel");
    chrome
        .client
        .execute(
            "(document.querySelector(arguments[0]) || document.querySelector('#board')) \
             .scrollIntoView({block: arguments[1]});",
            vec![json!(css), json!(block)],
        )
        .await
        .expect("scroll");
    let png = chrome.client.screenshot().await.expect("a screenshot");
    std::fs::write(target_file(name), &png).expect("write the screenshot");
    eprintln!("saved target/{name} ({} bytes)", png.len());
}

/// Saves `target/richard3-battle-page.png` when the battle board shows three blocks or more,
/// or, while none is saved yet, two (a duel shows it less well; the game's dice decide
/// which battles come, so a game may have only duels). Answers how many blocks it showed,
/// 0 if nothing was saved.
async fn battle_screenshot(chrome: &Chrome, saved: bool) -> u64 {
    let blocks = "return document.querySelectorAll('[data-battle] [data-block]').length;";
    let shown = chrome.eval(blocks).await.as_u64().unwrap_or(0);
    if shown < 2 || (saved && shown < 3) {
        return 0;
    }
    screenshot(
        chrome,
        "[data-battle]",
        "center",
        "richard3-battle-page.png",
    )
    .await;
    shown
}

/// What the test keeps count of over the game.
#[derive(Default)]
struct Tally {
    /// Whether this game saves its screenshots (the desktop one does).
    shots: bool,
    /// Moves by where their first click was.
    by_place: BTreeMap<Place, usize>,
    /// Moves played.
    moves: usize,
    /// Clicks, questions and page loads of the moves.
    cost: Cost,
    /// Moves by seat.
    by_seat: BTreeMap<String, usize>,
    page_shot: bool,
    /// The page photographed with what changed marked on it.
    page_shot_marked: bool,
    battle_shot: bool,
    /// The battle photographed shows three blocks or more.
    battle_shot_full: bool,
}

/// Everything that shows why `side` has nothing to click: the actions the API offers and
/// the elements found.
fn stuck(side: &Side, actions: &[String], found: &[Clickable], after: &str) -> String {
    format!(
        "{} ({}) has actions {actions:?} but the board{after} offers only {found:?}",
        side.player.name, side.seat
    )
}

/// One move of `side` in game `id` at `seq`, by clicks alone: a random element of the
/// board (a block to choose first leads to its actions), then the confirm button.
async fn click_a_move(
    base: &str,
    id: i64,
    side: &Side,
    mine: &Value,
    rng: &mut Rng,
    tally: &mut Tally,
) -> String {
    let actions = strings(&mine["actions"]);
    let chrome = &side.chrome;
    let seq = seq_of(mine);
    assert!(
        !actions.is_empty(),
        "{} is to act but has no action",
        side.seat
    );
    // After its own move the browser is back on the game page, at this move.
    if side.shows.get() != Some(seq) {
        open(chrome, &format!("{base}/games/{id}")).await;
    }
    let found = clickables(chrome).await;
    assert!(!found.is_empty(), "{}", stuck(side, &actions, &found, ""));
    if tally.shots && !tally.battle_shot_full && found.iter().any(|e| e.place == Place::Battle) {
        let shown = battle_screenshot(chrome, tally.battle_shot).await;
        tally.battle_shot |= shown > 0;
        tally.battle_shot_full = shown >= 3;
    }
    let first = rng.pick(&found).clone();
    let action = match (&first.action, &first.select) {
        (Some(action), _) => {
            click(chrome, &first, &mut tally.cost).await;
            action.clone()
        }
        (None, Some(piece)) => {
            click(chrome, &first, &mut tally.cost).await;
            let then = clickables(chrome).await;
            let of_piece: Vec<&Clickable> = then
                .iter()
                .filter(|e| {
                    e.action
                        .as_deref()
                        .is_some_and(|a| a.split(' ').any(|w| w == piece))
                })
                .collect();
            let after = format!(" after choosing {piece}");
            assert!(
                !of_piece.is_empty(),
                "{}",
                stuck(side, &actions, &then, &after)
            );
            // Mid-game, with a few moves since the last turn marked on the map.
            let acting = mine["view"]["prompt"]["kind"] == "actions"
                && mine["view"]["turn"].as_u64() >= Some(3);
            let changed = "return document.querySelectorAll('#changes li').length >= 3 \
                 && document.querySelectorAll('[data-mark]').length >= 2;";
            // The first chance is taken; a later one with more to show replaces it once.
            let better = !tally.page_shot_marked && chrome.eval(changed).await == true;
            if tally.shots && first.on_map && acting && (!tally.page_shot || better) {
                screenshot(chrome, "#changes", "start", "richard3-page.png").await;
                tally.page_shot = true;
                tally.page_shot_marked = better;
            }
            let second = *rng.pick(&of_piece);
            click(chrome, second, &mut tally.cost).await;
            second.action.clone().expect("an action")
        }
        (None, None) => unreachable!("only links are listed"),
    };
    assert!(
        actions.contains(&action),
        "the board offers {action}, which is not among {actions:?}"
    );
    answer_yes(chrome, &action, &mut tally.cost).await;
    side.shows.set(Some(seq + 1));
    *tally.by_place.entry(first.place).or_default() += 1;
    tally.moves += 1;
    *tally.by_seat.entry(side.seat.clone()).or_default() += 1;
    action
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_wars_of_the_roses_game_is_played_by_clicking_the_board() {
    let Some(by_place) = whole_game("wars_of_the_roses", WIDTH, HEIGHT).await else {
        return;
    };
    for place in [Place::Area, Place::Block, Place::Card, Place::Battle] {
        assert!(
            by_place.get(&place).is_some_and(|n| *n > 0),
            "no move began with a click on a {place:?}: {by_place:?}"
        );
    }
}

/// The phone plays the same board and the same decisions as the desktop, on a narrower
/// page; a one-campaign scenario keeps the test a third as long (every kind of decision of
/// a campaign comes in it, and the desktop game plays the political turns between
/// campaigns).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_kingmaker_game_is_played_by_clicking_the_board_on_a_phone() {
    // A Kingmaker game may end before any battle (an heir killed, say): then another is
    // played, until a battle has been fought by clicks on the phone too.
    for game in 1..=PHONE_GAMES {
        let Some(by_place) = whole_game("kingmaker", 390, 844).await else {
            return;
        };
        for place in [Place::Area, Place::Block, Place::Card] {
            assert!(
                by_place.get(&place).is_some_and(|n| *n > 0),
                "no move began with a click on a {place:?}: {by_place:?}"
            );
        }
        if by_place.contains_key(&Place::Battle) {
            return;
        }
        eprintln!("Kingmaker game {game} on the phone ended without a battle");
    }
    panic!("no battle was fought by clicks on the phone in {PHONE_GAMES} Kingmaker games");
}

/// Kingmaker games the phone plays at most until one has a battle.
const PHONE_GAMES: usize = 3;

/// Both players play a whole game of `scenario` by clicks, each in a browser `width` ×
/// `height` CSS pixels; the desktop game saves the screenshots. Its moves by where their
/// first click was, or `None` when there is no browser (the test is skipped, loudly).
async fn whole_game(scenario: &str, width: u32, height: u32) -> Option<BTreeMap<Place, usize>> {
    let first = Chrome::start(width, height).await?;
    let second = Chrome::start(width, height).await?;
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [anne, edward] = <[Player; 2]>::try_from(players(&api, &["Anne", "Edward"]).await).unwrap();
    let options = json!({ "scenario": scenario });
    let id = start_game_of(&api, "richard3", &options, &anne, &[&edward]).await;
    let sides = clicks::sides(&server.base, &api, id, [(anne, first), (edward, second)]).await;
    let started = Instant::now();
    let mut rng = Rng::new(SEED);
    let mut tally = Tally {
        shots: width == WIDTH,
        ..Tally::default()
    };
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["status"] != "active" {
            break;
        }
        assert!(tally.moves < MOST_MOVES, "no end after {MOST_MOVES} moves");
        let to_act = strings(&game["to_act"]);
        let seat = rng.pick(&to_act);
        let side = sides
            .iter()
            .find(|s| &s.seat == seat)
            .unwrap_or_else(|| panic!("nobody plays {seat}"));
        let mine = api.game(side.player.auth(), id).await.expect(200);
        let seq = seq_of(&game);
        let action = click_a_move(&server.base, id, side, &mine, &mut rng, &mut tally).await;
        let after = seq_of(&api.game(None, id).await.expect(200));
        assert_eq!(after, seq + 1, "clicking {action} played no move");
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished", "the game ended: {game}");
    let elapsed = started.elapsed();
    tally.cost.report(tally.moves);
    eprintln!(
        "{} moves by clicks in {:.1} s ({:.0} ms a move); by seat: {:?}; by first click: {:?}",
        tally.moves,
        elapsed.as_secs_f64(),
        elapsed.as_millis() as f64 / tally.moves as f64,
        tally.by_seat,
        tally.by_place
    );
    assert_eq!(
        tally.by_seat.len(),
        2,
        "both seats played: {:?}",
        tally.by_seat
    );
    assert!(
        !tally.shots || (tally.page_shot && tally.battle_shot),
        "both screenshots saved"
    );
    for side in sides {
        side.chrome.close().await;
    }
    Some(tally.by_place)
}

/// How much the phase-playing player wants an action: sea moves first, then moves and
/// recruits (the issue's seven-action York phase), anything else, and ending the phase last.
fn eagerness(action: &str) -> u32 {
    match action.split(' ').next().unwrap_or_default() {
        "sea" => 0,
        "move" => 1,
        "recruit" => 2,
        "done" => 9,
        _ => 5,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_phase_is_played_in_place_without_a_page_load() {
    // Arrange: both houses play their highest action card (through the API); the house
    // that acts first plays its whole action phase in Chromium, by clicks alone.
    let Some(chrome) = Chrome::start(WIDTH, HEIGHT).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [anne, edward] = <[Player; 2]>::try_from(players(&api, &["Anne", "Edward"]).await).unwrap();
    let options = json!({ "scenario": "wars_of_the_roses", "redeal": "auto" });
    let id = start_game_of(&api, "richard3", &options, &anne, &[&edward]).await;
    let ap = common::richard3::action_points(&api).await;
    for p in [&anne, &edward] {
        let mine = api.game(p.auth(), id).await.expect(200);
        // A weak hand is dealt again (5.1, `redeal: auto`); the best card of what is dealt.
        let card = strings(&mine["actions"])
            .into_iter()
            .filter(|a| a.starts_with("play "))
            .max_by_key(|a| ap.get(a).copied().unwrap_or(0))
            .expect("a card in every hand");
        let seq = seq_of(&api.game(None, id).await.expect(200));
        api.play(p.auth(), id, seq, &card).await.expect(200);
    }
    let game = api.game(None, id).await.expect(200);
    let seat = strings(&game["to_act"]).remove(0);
    let player = [&anne, &edward]
        .into_iter()
        .find(|p| {
            game["seats"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s["seat"] == seat.as_str() && s["player"] == p.name.as_str())
        })
        .expect("the acting player");
    chrome.sign_in(&server.base, &player.name, PASSWORD).await;
    open(&chrome, &format!("{}/games/{id}", server.base)).await;

    // Act: the best action on the board, or a block that has one, then its best action.
    let mut cost = Cost::default();
    let first = seq_of(&game);
    let mut played = Vec::new();
    loop {
        let mine = api.game(player.auth(), id).await.expect(200);
        let actions = strings(&mine["actions"]);
        if actions.is_empty() || played.len() >= 20 {
            break;
        }
        let found = clickables(&chrome).await;
        let best = |found: &[Clickable]| {
            found
                .iter()
                .filter(|e| e.action.is_some())
                .min_by_key(|e| eagerness(e.action.as_deref().unwrap_or_default()))
                .cloned()
        };
        let direct = best(&found);
        let wanted = |a: &str| eagerness(a) <= 2;
        let pick = found.iter().find(|e| {
            e.select.as_deref().is_some_and(|piece| {
                actions
                    .iter()
                    .any(|a| wanted(a) && a.split(' ').nth(1) == Some(piece))
            })
        });
        let action = match (direct, pick) {
            (Some(direct), _) if wanted(direct.action.as_deref().unwrap_or_default()) => {
                click(&chrome, &direct, &mut cost).await;
                direct.action.clone().unwrap_or_default()
            }
            (_, Some(pick)) => {
                click(&chrome, pick, &mut cost).await;
                let then = best(&clickables(&chrome).await).expect("the block's actions");
                click(&chrome, &then, &mut cost).await;
                then.action.clone().unwrap_or_default()
            }
            (Some(direct), None) => {
                click(&chrome, &direct, &mut cost).await;
                direct.action.clone().unwrap_or_default()
            }
            (None, None) => panic!("nothing to click: {actions:?}"),
        };
        answer_yes(&chrome, &action, &mut cost).await;
        played.push(action);
    }

    // Assert: every action was played, in place.
    let last = seq_of(&api.game(None, id).await.expect(200));
    assert!(last > first, "the phase was played: {played:?}");
    eprintln!(
        "an action phase by clicks: {} actions ({played:?}) in {} clicks, {} questions, {} page loads",
        played.len(),
        cost.clicks,
        cost.questions,
        cost.loads
    );
    assert_eq!(cost.loads, 0, "no click loads a page: {cost:?}");
    assert!(
        cost.clicks <= 2 * played.len() + 1,
        "at most a choice and a place an action, and one answer: {cost:?} for {played:?}"
    );
    assert!(
        cost.questions <= 1 + played.iter().filter(|a| *a == "done").count(),
        "only what cannot be taken back is asked: {cost:?} for {played:?}"
    );
}
