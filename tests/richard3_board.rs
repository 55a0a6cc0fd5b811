//! The Richard III board a player clicks, held to two rules at random positions of random
//! complete games (both seats and a spectator): every legal action of the seat to act is
//! on the board, at most two clicks away (§12), and no block the viewer may not see shows
//! its id, name or rating (§10). Also writes `target/richard3-board.svg` (a mid-game
//! position) and `target/richard3-battle.svg` (a battle), with their PNGs as a mail shows
//! them, and `target/richard3-board-boxes.png` (York's start in Calais) for a person to
//! look at, e.g.
//! `chromium --headless --screenshot=/tmp/r3board.png --window-size=1000,1300
//! file://$PWD/target/richard3-board.svg`.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::{Value, json};

use common::richard3::{has_word, may_see, values, without_faces, without_map};
use herald::engine::Seat;
use herald::engine::board::{BoardLinks, esc};
use herald::engine::game::Game;
use herald::engine::kind::Kind;
use herald::engine::selfplay::{Chooser, game_seed, play_random};
use herald::games::richard3::{AreaId, BlockId, CATALOG, drawing};

const SCENARIOS: [&str; 3] = ["wars_of_the_roses", "kingmaker", "richard_iii"];
/// Random games played, and positions taken from each: 200 positions in all.
const GAMES: u64 = 20;
const PER_GAME: usize = 10;

fn kind() -> &'static dyn Kind {
    herald::games::kind("richard3").expect("richard3 is registered")
}

/// `PER_GAME` positions spread over random complete game `game`, as live games.
fn positions(game: u64) -> Vec<Box<dyn Game>> {
    let kind = kind();
    let options = kind
        .normalize_options(&json!({ "scenario": SCENARIOS[game as usize % 3] }))
        .expect("a scenario");
    let seed = game_seed(31, game);
    let playout = play_random(kind, &options, seed, &mut Chooser::new(game), 50_000)
        .expect("a random game ends");
    let mut chooser = Chooser::new(game + 1000);
    let mut picks = BTreeSet::new();
    while picks.len() < PER_GAME.min(playout.log.len()) {
        picks.insert(chooser.below(playout.log.len()));
    }
    let mut live = kind.start(&options, &seed).expect("starts");
    let mut out = Vec::new();
    for (i, (seat, notation)) in playout.log.iter().enumerate() {
        if picks.contains(&i) {
            out.push(live.clone_game());
        }
        live.play(*seat, notation, &seed, i as u64 + 1, &[])
            .expect("the logged move replays");
    }
    out
}

fn all_positions() -> Vec<Box<dyn Game>> {
    (0..GAMES).flat_map(positions).collect()
}

fn nowhere(_: &str) -> String {
    String::new()
}

fn selecting(selected: &str) -> BoardLinks<'_> {
    BoardLinks {
        confirm: &nowhere,
        select: &nowhere,
        selected: Some(selected),
        title: &herald::engine::board::in_notation,
        lang: herald::i18n::Lang::En,
    }
}

#[test]
fn every_legal_action_is_at_most_two_clicks_away() {
    let mut checked = 0;
    for game in all_positions() {
        for seat in game.to_act() {
            let actions = game.actions(seat);
            let view = game.view(Some(seat));
            let svg = drawing::board(
                &view,
                &actions,
                &BoardLinks::none(herald::i18n::Lang::En),
                &[],
            );
            let mut reachable = values(&svg, "data-action");
            for piece in values(&svg, "data-select") {
                let second = drawing::board(&view, &actions, &selecting(&piece), &[]);
                reachable.extend(values(&second, "data-action"));
            }
            for action in &actions {
                assert!(
                    reachable.contains(&esc(action)),
                    "{action} is not on the board; the view: {view}"
                );
            }
            checked += actions.len();
        }
    }
    assert!(checked > 200, "only {checked} actions checked");
}

#[test]
fn no_block_the_viewer_may_not_see_shows_its_id_name_or_rating_10() {
    let mut hidden_checked = 0;
    for game in all_positions() {
        for viewer in [Some(Seat(0)), Some(Seat(1)), None] {
            let view = game.view(viewer);
            let actions = viewer.map(|s| game.actions(s)).unwrap_or_default();
            let svg = without_map(&drawing::board(
                &view,
                &actions,
                &BoardLinks::none(herald::i18n::Lang::En),
                &[],
            ));
            let seen = may_see(&view);
            // §10: every face-up block is one the viewer may see.
            for shown in values(&svg, "data-block") {
                assert!(seen.contains(shown.as_str()), "{shown} is face-up: {view}");
            }
            // A back carries its colour and nothing else.
            for (i, _) in svg.match_indices("<rect data-back=") {
                let back = &svg[i..i + svg[i..].find("/>").expect("a closed back")];
                assert!(
                    !back.contains("<t") && !back.contains("data-block") && !back.contains(" id="),
                    "{back}"
                );
            }
            let visible_names: BTreeSet<&str> = seen
                .iter()
                .filter_map(|id| BlockId::parse(id))
                .map(|b| b.info().name.as_str())
                .collect();
            // Faces show only visible blocks (checked above); outside them no hidden name
            // may stand.
            let mut words = without_faces(&svg);
            // Area and card names (Kent, Force March) may name no block.
            for area in AreaId::all() {
                words = words.replace(&area.info().name, "");
            }
            for card in &CATALOG.cards {
                words = words.replace(&card.name, "");
            }
            // A visible name may hold a hidden one (Salisbury (levy), Salisbury).
            let mut longest_first: Vec<&str> = visible_names.iter().copied().collect();
            longest_first.sort_by_key(|n| std::cmp::Reverse(n.len()));
            for name in longest_first {
                words = words.replace(name, "");
            }
            for block in BlockId::all().filter(|b| !seen.contains(b.id())) {
                assert!(!has_word(&svg, block.id()), "{} shows: {view}", block.id());
                let name = block.info().name.as_str();
                if !visible_names.contains(name) {
                    assert!(!has_word(&words, name), "{name} shows: {view}");
                }
                hidden_checked += 1;
            }
        }
    }
    assert!(
        hidden_checked > 1000,
        "only {hidden_checked} hidden blocks checked"
    );
}

#[test]
fn the_board_is_written_for_a_person_to_look_at_and_stays_small() {
    let kind = kind();
    let mut chosen: [Option<(Value, Vec<String>)>; 2] = [None, None];
    let mut largest = 0;
    for game in (0..6).flat_map(positions) {
        for seat in game.to_act() {
            let view = game.view(Some(seat));
            let actions = game.actions(seat);
            let svg = kind.board(
                &view,
                &actions,
                &BoardLinks::none(herald::i18n::Lang::En),
                &[],
            );
            largest = largest.max(svg.len());
            let slot = if view["battle"].is_null() { 0 } else { 1 };
            let busy = view["blocks"].as_array().map_or(0, Vec::len);
            if chosen[slot].is_none() && view["turn"].as_u64() >= Some(3) && busy > 8 {
                chosen[slot] = Some((view, actions));
            }
        }
    }
    assert!(largest < 200_000, "a board of {largest} bytes");
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&target).expect("create target/");
    for ((view, actions), file) in chosen
        .into_iter()
        .map(|c| c.expect("a mid-game position of this kind"))
        .zip(["richard3-board.svg", "richard3-battle.svg"])
    {
        let svg = drawing::board(
            &view,
            &actions,
            &BoardLinks::none(herald::i18n::Lang::En),
            &[],
        );
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        std::fs::write(target.join(file), &svg).expect("write the board");
        // As the mail's picture shows it.
        let (png, _, _) = herald::mail::png::render(&svg).expect("the board renders");
        std::fs::write(target.join(file.replace(".svg", ".png")), png).expect("write the PNG");
    }
}

/// The start of the Wars of the Roses as York sees it: his six blocks in Calais, the
/// rest in Ireland; written as `target/richard3-board-boxes.png` as the mail shows it.
#[test]
fn the_starting_exile_boxes_are_written_for_a_person_to_look_at() {
    let kind = kind();
    let options = kind
        .normalize_options(&json!({ "scenario": "wars_of_the_roses" }))
        .expect("a scenario");
    let game = kind.start(&options, &game_seed(31, 0)).expect("starts");
    let view = game.view(Some(Seat(1)));
    let calais = view["map"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["area"] == "calais")
        .expect("York starts in Calais");
    assert!(calais["white"].as_u64() >= Some(6), "{calais}");
    let svg = drawing::board(
        &view,
        &game.actions(Seat(1)),
        &BoardLinks::none(herald::i18n::Lang::En),
        &[],
    );
    let (png, _, _) = herald::mail::png::render(&svg).expect("the board renders");
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&target).expect("create target/");
    std::fs::write(target.join("richard3-board-boxes.svg"), &svg).expect("write the board");
    std::fs::write(target.join("richard3-board-boxes.png"), png).expect("write the PNG");
}
