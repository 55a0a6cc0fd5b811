//! Issue 27 §1's measured target: "that seven-action York phase (four sea moves, two
//! recruits, the end) in at most 9 clicks and 0 full page loads with script on", played in
//! headless Chromium on the fixed position of [`super::york_scenario`], by clicks as a
//! person makes them: a block in Calais, the port; the port again for each block the page
//! then chooses by itself; a block of the pool, the area; the area again; yes to the
//! question that the phase ends.

use std::time::Instant;

use serde_json::Value;

use super::common::clicks::{Cost, answer_yes, open};
use super::common::*;
use super::york_scenario::{self, YorkPhase};
use super::{Clickable, HEIGHT, WIDTH, click, clickables};

/// The clicks the issue allows for the phase.
const MOST_CLICKS: usize = 9;

/// The board's element that chooses `block`, or that plays `action`.
async fn element(chrome: &Chrome, select: Option<&str>, action: Option<&str>) -> Clickable {
    let found = clickables(chrome).await;
    found
        .iter()
        .find(|e| {
            select.is_some_and(|s| e.select.as_deref() == Some(s))
                || action.is_some_and(|a| e.action.as_deref() == Some(a))
        })
        .cloned()
        .unwrap_or_else(|| {
            panic!("the board offers no {select:?} {action:?} to click, only {found:?}")
        })
}

/// Clicks the element that plays `action` (the block it moves already chosen, by the
/// player or by the page); answers the question about it, if one is asked. Returns
/// whether one was.
async fn play(chrome: &Chrome, action: &str, cost: &mut Cost) -> bool {
    let link = element(chrome, None, Some(action)).await;
    click(chrome, &link, cost).await;
    answer_yes(chrome, action, cost).await
}

/// Clicks the element that chooses `block`.
async fn choose(chrome: &Chrome, block: &str, cost: &mut Cost) {
    let pick = element(chrome, Some(block), None).await;
    click(chrome, &pick, cost).await;
}

/// The block a block-and-area action names: `Y_march` of `sea Y_march kent`.
fn block_of(action: &str) -> &str {
    action.split(' ').nth(1).expect("a block")
}

/// Imports the scenario's game into `server` for `york` and `lancaster` with the
/// operator's `herald import`; the new game's id.
fn import(server: &Server, phase: &YorkPhase, york: &str, lancaster: &str) -> i64 {
    let a_minute_ago = time::OffsetDateTime::now_utc() - time::Duration::minutes(1);
    let at = a_minute_ago
        .format(&time::format_description::well_known::Rfc3339)
        .expect("a time");
    let file = tempfile::NamedTempFile::new().expect("a temp file");
    let doc = phase.document(york, lancaster, &at);
    std::fs::write(file.path(), doc.to_string()).expect("write the document");
    server.import(file.path())
}

/// The game's log as the operator exports it: (action, by) of each move.
fn log(server: &Server, id: i64) -> Vec<(String, String)> {
    let file = tempfile::NamedTempFile::new().expect("a temp file");
    let path = file.path().to_str().expect("a path");
    let exported = server.cli(&["export", &id.to_string(), "--out", path]);
    assert!(exported.status.success(), "{exported:?}");
    let doc: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the export")).expect("JSON");
    doc["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| (strings_of(&m["action"]), strings_of(&m["by"])))
        .collect()
}

/// A JSON string's text.
fn strings_of(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_issues_seven_action_york_phase_takes_nine_clicks_and_no_page_load() {
    // Arrange: the fixed position (a seed and the card phase), loaded by the operator for
    // Anne (York) and Edward (Lancaster); Anne opens the game.
    let searched = Instant::now();
    let phase = YorkPhase::find();
    let search = searched.elapsed();
    let Some(chrome) = Chrome::start(WIDTH, HEIGHT).await else {
        return;
    };
    let smtp = SmtpServer::start();
    let server = Server::start(&smtp);
    let api = server.api();
    let [anne, edward] = <[Player; 2]>::try_from(players(&api, &["Anne", "Edward"]).await).unwrap();
    let id = import(&server, &phase, &anne.name, &edward.name);
    for p in [&anne, &edward] {
        // No turn mails: drawing their pictures would only slow the server down.
        api.mute(p.auth(), id).await.expect(200);
    }
    let mine = api.game(anne.auth(), id).await.expect(200);
    assert_eq!(
        strings(&mine["to_act"]),
        ["york"],
        "York acts first: {mine}"
    );
    assert_eq!(mine["you"], "york");
    chrome.sign_in(&server.base, &anne.name, PASSWORD).await;
    open(&chrome, &format!("{}/games/{id}", server.base)).await;

    // Act: the first block, then its port; the page chooses each next block of the group
    // sailing there, so the port again; a block of the pool, its area, the area again
    // (the page chose the next recruit) and yes: the phase ends.
    let started = Instant::now();
    let mut cost = Cost::default();
    let mut asked = Vec::new();
    let (sea, recruits) = phase.plan.split_at(4);
    choose(&chrome, block_of(&sea[0]), &mut cost).await;
    for action in sea {
        asked.push(play(&chrome, action, &mut cost).await);
    }
    choose(&chrome, block_of(&recruits[0]), &mut cost).await;
    for action in recruits {
        asked.push(play(&chrome, action, &mut cost).await);
    }
    let elapsed = started.elapsed();

    // Assert: the seven actions are in the log (the end played by the server, York's
    // only action left), only the last recruit was asked about, in 9 clicks, in place.
    let moves = log(&server, id);
    let york: Vec<(String, String)> = moves[2..].to_vec();
    let mut wanted: Vec<(String, String)> = phase
        .plan
        .iter()
        .map(|a| (a.clone(), "player".to_string()))
        .collect();
    wanted.push(("done".to_string(), "auto".to_string()));
    assert_eq!(york, wanted, "the seven actions were played");
    let game = api.game(None, id).await.expect(200);
    assert_eq!(
        strings(&game["to_act"]),
        ["lancaster"],
        "Lancaster acts next"
    );
    eprintln!(
        "the issue's York phase by clicks: {} actions ({:?}) in {} clicks, {} questions, {} page loads, {:.1} s (the position found in {} ms: game_seed({}, {}), cards {:?})",
        york.len(),
        york.iter().map(|(a, _)| a.as_str()).collect::<Vec<_>>(),
        cost.clicks,
        cost.questions,
        cost.loads,
        elapsed.as_secs_f64(),
        search.as_millis(),
        york_scenario::RUN,
        phase.index,
        phase.cards,
    );
    assert_eq!(
        asked,
        [false, false, false, false, false, true],
        "only the recruit that ends the phase asks first"
    );
    assert_eq!(cost.loads, 0, "no click loads a page: {cost:?}");
    assert!(
        cost.clicks <= MOST_CLICKS,
        "the phase in at most {MOST_CLICKS} clicks: {cost:?}"
    );
}
