//! A whole game of The Three Fords played in real headless Chromium by both players, only
//! by clicking the board (issue 15, "Tests"): units, hexes, the hand's cards and the
//! panel's buttons. Each move is a click on a `data-action` element of the board `<svg>`,
//! or on a `data-select` element (a unit, a card) and then on one of the `data-action`s
//! the page shows for it, then on the confirm page's button. The API is only asked who is
//! to act and whether `seq` went up (and mutes the game's mail); no move is posted through
//! it, and the notation list under the board is never used. Saves
//! `target/westeros-page.png` (a unit chosen, its moves or targets outlined).

use crate::common;

use std::collections::BTreeMap;
use std::time::Instant;

use common::clicks::{self, Cost, Side, answer_yes, click_in_place, open};
use common::*;
use serde_json::{Value, json};

const WIDTH: u32 = 1280;
const HEIGHT: u32 = 1400;
/// The seed of the clicking players' choices.
const SEED: u64 = 15;
/// Clicks a whole game may take before the test gives up (random battles end in ~130).
const MOST_MOVES: usize = 1500;

/// One clickable element of the board.
#[derive(Clone, Debug)]
struct Clickable {
    index: usize,
    action: Option<String>,
    select: Option<String>,
    /// What the link wraps: `unit`, `hex`, `card` or `button`.
    place: String,
}

/// Lists the board's clickable elements with what they wrap.
const COLLECT: &str = r#"
const svg = document.querySelector('#board svg');
if (!svg) return [];
return Array.from(svg.querySelectorAll('[data-action],[data-select]')).map((el, index) => {
  let place = 'button';
  if (el.querySelector('circle[stroke-width="4"]')) place = 'unit';
  else if (el.querySelector('polygon')) place = 'hex';
  else if (el.querySelector('[data-card]')) place = 'card';
  return { index, place, action: el.getAttribute('data-action'),
           select: el.getAttribute('data-select') };
});
"#;

async fn clickables(chrome: &Chrome) -> Vec<Clickable> {
    let found = chrome
        .client
        .execute(COLLECT, Vec::new())
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
            place: e["place"].as_str().unwrap_or("").to_string(),
        })
        .collect()
}

async fn click(chrome: &Chrome, element: &Clickable, cost: &mut Cost) {
    click_in_place(chrome, element.index, cost).await;
}

/// What the test keeps count of.
#[derive(Default)]
struct Tally {
    /// Moves by what their first click was on.
    by_place: BTreeMap<String, usize>,
    /// Moves by their first word (`move`, `attack`, `card` …).
    by_word: BTreeMap<String, usize>,
    moves: usize,
    /// Clicks, questions and page loads of the moves.
    cost: Cost,
    shot: bool,
    /// The screenshot's file under `target/`.
    picture: &'static str,
}

/// The score of fighting actions.
const FIGHT: u32 = 30;

/// How much the clicking player likes an element's action: fighting most, then moving
/// toward the enemy's edge, then anything, and giving up a turn or a step least.
fn score(element: &Clickable, seat: &str) -> u32 {
    let Some(action) = &element.action else {
        return 0;
    };
    let words: Vec<&str> = action.split(' ').collect();
    match words[0] {
        "attack" | "advance" | "reroll" | "retreat" => FIGHT,
        "move" => {
            let row: u32 = words[2][1..].parse().unwrap_or(5);
            10 + if seat == "north" { row } else { 10 - row }
        }
        "pass" | "done" | "stay" | "keep" => 1,
        _ => 5,
    }
}

/// One of the best-liked elements, picked at random among equals.
fn best<'a>(elements: &[&'a Clickable], seat: &str, rng: &mut Rng) -> &'a Clickable {
    let top = elements.iter().map(|e| score(e, seat)).max().unwrap_or(0);
    let equal: Vec<&Clickable> = elements
        .iter()
        .filter(|e| score(e, seat) == top)
        .copied()
        .collect();
    equal[(rng.next_u64() % equal.len() as u64) as usize]
}

/// One move of `side` by clicks alone: an element of the board (a fight if one is offered,
/// mostly a unit or card to choose); a selection leads to the best-liked action on the
/// page it opens.
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
    if side.shows.get() != Some(seq) {
        open(chrome, &format!("{base}/games/{id}")).await;
    }
    let found = clickables(chrome).await;
    // Every action of the seat is reachable: directly, or through a selection.
    let direct: Vec<&Clickable> = found.iter().filter(|e| e.action.is_some()).collect();
    let selects: Vec<&Clickable> = found
        .iter()
        .filter(|e| e.select.as_deref().is_some_and(|s| !s.is_empty()))
        .collect();
    assert!(
        !direct.is_empty() || !selects.is_empty(),
        "{} has actions {actions:?} but the board offers nothing",
        side.seat
    );
    // Fighting first (so that attacks, rerolls, retreats and advances are clicked too),
    // else mostly a unit or a card to choose.
    let fights: Vec<&Clickable> = direct
        .iter()
        .filter(|e| score(e, &side.seat) >= FIGHT)
        .copied()
        .collect();
    // A unit or card with actions of its own; now and then a commander only to see his zone.
    let useful: Vec<&Clickable> = selects
        .iter()
        .filter(|e| {
            let piece = e.select.as_deref().unwrap_or("");
            actions.iter().any(|a| a.split(' ').any(|w| w == piece))
        })
        .copied()
        .collect();
    let roll = rng.next_u64() % 10;
    let first = if !fights.is_empty() {
        (*rng.pick(&fights)).clone()
    } else if !useful.is_empty() && (direct.is_empty() || roll >= 2) {
        (*rng.pick(&useful)).clone()
    } else if !selects.is_empty() && (direct.is_empty() || roll == 0) {
        (*rng.pick(&selects)).clone()
    } else {
        best(&direct, &side.seat, rng).clone()
    };
    let action = match (&first.action, &first.select) {
        (Some(action), _) => {
            click(chrome, &first, &mut tally.cost).await;
            action.clone()
        }
        (None, Some(piece)) => {
            click(chrome, &first, &mut tally.cost).await;
            let then: Vec<Clickable> = clickables(chrome)
                .await
                .into_iter()
                .filter(|e| e.action.is_some())
                .collect();
            let of_piece: Vec<&Clickable> = then
                .iter()
                .filter(|e| {
                    e.action
                        .as_deref()
                        .is_some_and(|a| a.split(' ').any(|w| w == piece))
                })
                .collect();
            let pool: Vec<&Clickable> = if of_piece.is_empty() {
                // A commander chosen to see his zone: any action on that page.
                then.iter().collect()
            } else {
                of_piece
            };
            assert!(!pool.is_empty(), "nothing to click after choosing {piece}");
            if !tally.shot && first.place == "unit" && pool.len() >= 3 {
                let png = chrome.client.screenshot().await.expect("a screenshot");
                let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("target")
                    .join(tally.picture);
                std::fs::create_dir_all(path.parent().unwrap()).expect("target/");
                std::fs::write(&path, &png).expect("write the screenshot");
                tally.shot = true;
            }
            let second = best(&pool, &side.seat, rng);
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
    *tally.by_place.entry(first.place.clone()).or_default() += 1;
    let word = action.split(' ').next().unwrap_or("").to_string();
    *tally.by_word.entry(word).or_default() += 1;
    tally.moves += 1;
    action
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_battle_of_the_three_fords_is_played_by_clicking_the_board() {
    whole_battle(WIDTH, HEIGHT).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_battle_of_the_three_fords_is_played_by_clicking_the_board_on_a_phone() {
    whole_battle(390, 844).await;
}

/// Both players fight a whole battle by clicks, each in a browser `width` × `height` CSS
/// pixels.
async fn whole_battle(width: u32, height: u32) {
    let Some(first) = Chrome::start(width, height).await else {
        return;
    };
    let Some(second) = Chrome::start(width, height).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [north, west] = <[Player; 2]>::try_from(players(&api, &["Nora", "Wes"]).await).unwrap();
    let id = start_game_of(&api, "westeros", &json!({}), &north, &[&west]).await;
    let sides = clicks::sides(&server.base, &api, id, [(north, first), (west, second)]).await;
    let started = Instant::now();
    let mut rng = Rng::new(SEED);
    let mut tally = Tally {
        picture: if width == WIDTH {
            "westeros-page.png"
        } else {
            "westeros-phone.png"
        },
        ..Tally::default()
    };
    loop {
        let game = api.game(None, id).await.expect(200);
        if game["status"] != "active" {
            break;
        }
        assert!(tally.moves < MOST_MOVES, "no end after {MOST_MOVES} moves");
        let to_act = strings(&game["to_act"]);
        assert_eq!(to_act.len(), 1, "19.1: one seat acts");
        let side = sides
            .iter()
            .find(|s| s.seat == to_act[0])
            .unwrap_or_else(|| panic!("nobody plays {}", to_act[0]));
        let mine = api.game(side.player.auth(), id).await.expect(200);
        let seq = seq_of(&game);
        let action = click_a_move(&server.base, id, side, &mine, &mut rng, &mut tally).await;
        let after = seq_of(&api.game(None, id).await.expect(200));
        assert_eq!(after, seq + 1, "clicking {action} played no move");
    }
    let game = api.game(None, id).await.expect(200);
    assert_eq!(game["status"], "finished", "the battle ended: {game}");
    let elapsed = started.elapsed();
    tally.cost.report(tally.moves);
    eprintln!(
        "{} moves by clicks in {:.1} s; by first click: {:?}; by action: {:?}",
        tally.moves,
        elapsed.as_secs_f64(),
        tally.by_place,
        tally.by_word
    );
    for place in ["unit", "hex", "card", "button"] {
        assert!(
            tally.by_place.get(place).is_some_and(|n| *n > 0) || place == "hex",
            "no move began with a click on a {place}: {:?}",
            tally.by_place
        );
    }
    for word in ["card", "order", "move", "attack", "token", "pass"] {
        assert!(
            tally.by_word.get(word).is_some_and(|n| *n > 0),
            "no {word} was played by clicks: {:?}",
            tally.by_word
        );
    }
    assert!(tally.shot, "the page was photographed with a unit chosen");
    for side in sides {
        side.chrome.close().await;
    }
}
