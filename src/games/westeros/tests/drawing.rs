//! The board drawing (issue 15): drawn from a §19.4 view alone, valid SVG, every hex with
//! its terrain, every unit with its figures, engagements, ford control and the tracks.

use resvg::usvg;
use serde_json::{Map, Value, json};

use crate::games::westeros::board::Hex;
use crate::games::westeros::data::UnitId;
use crate::games::westeros::drawing::board;

/// A view of the setup (§6) in the shape of §19.4, with N6 and W6 engaged for the drawing.
fn setup_view() -> Value {
    let mut units = Map::new();
    for unit in UnitId::all() {
        let info = unit.info();
        units.insert(
            info.id.clone(),
            json!({"hex": info.start.to_string(), "figures": info.figures, "active": true,
                   "lone": false, "engaged": []}),
        );
    }
    units["N6"]["engaged"] = json!(["W6"]);
    units["W6"]["engaged"] = json!(["N6"]);
    units["W4"]["lone"] = json!(true);
    units["W4"]["figures"] = json!(0);
    units["N5"]["active"] = json!(false);
    json!({
        "round": 2, "round_limit": 6, "round_colour": "black",
        "morale": {"north": 10, "west": 6}, "band": {"north": "green", "west": "yellow"},
        "vp": {"north": 1, "west": 0},
        "fords": {"D5": null, "G5": "north", "J5": "west"},
        "command_board": {"north": 2, "west": 4},
        "hand_size": {"north": 2, "west": 3}, "deck_size": {"north": 6, "west": 6},
        "units": units,
    })
}

#[test]
fn the_board_is_valid_svg_with_every_hex_and_unit() {
    let svg = board(&setup_view());
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    // 3.1: 113 hexes, each titled with its name and terrain (3.5).
    assert_eq!(svg.matches("<polygon").count(), 113);
    for hex in Hex::all() {
        assert!(svg.contains(&format!("<title>{hex}: ")), "{hex}");
    }
    assert!(svg.contains("<title>E5: river"), "3.5: the river");
    assert!(svg.contains("<title>I3: forest"), "3.5: a forest");
    // 10.12: the fords' control.
    assert!(svg.contains("G5: ford: entering ends a move; an objective, held by north"));
    assert!(svg.contains("J5: ford: entering ends a move; an objective, held by west"));
    assert!(!svg.contains("D5: ford: entering ends a move; an objective, held"));
    // 4.1, 4.4, 7: units with figures, a lone commander, an inactive banner.
    for unit in UnitId::all() {
        assert!(svg.contains(&format!(">{unit}</text>")), "{unit}");
    }
    assert!(svg.contains("N1 Northern host: 4 figures, active"));
    assert!(svg.contains("W4: the lone commander of Western lancers, active"));
    assert!(svg.contains("N5 Northern bowmen: 3 figures, inactive"));
    // 10.10: the engagement, drawn once.
    assert_eq!(svg.matches("are engaged</title>").count(), 1);
    // 7, 12: the tracks.
    assert!(svg.contains("Round 2 of 6"));
    assert!(svg.contains("west: morale 6 (yellow), VP 0"));
    // 16: a view without a hand (the opponent's, a spectator's) draws none.
    assert!(!svg.contains("Your hand"));
}

#[test]
fn the_viewers_own_hand_is_drawn_as_cards() {
    // 16: the owner's view holds the hand's card ids.
    let mut view = setup_view();
    view["hand"] = json!(["march", "rally"]);
    let svg = board(&view);
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    assert!(svg.contains("Your hand"));
    assert!(
        svg.contains(">March</text>") && svg.contains(">Rally</text>"),
        "{svg}"
    );
}

#[test]
fn a_view_without_units_still_draws_the_map() {
    let svg = board(&json!({}));
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    assert_eq!(svg.matches("<polygon").count(), 113);
}

/// The values of `attribute` in `svg`.
fn attributes(svg: &str, attribute: &str) -> Vec<String> {
    let needle = format!("{attribute}=\"");
    svg.match_indices(&needle)
        .map(|(i, _)| {
            let rest = &svg[i + needle.len()..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

// 19.3: every legal action of the seat to act is a click on the board, or two (a piece
// chosen first), at 300 positions of random battles; every click plays a legal action
#[test]
fn every_legal_action_is_reachable_by_clicks_at_300_positions() {
    use crate::engine::board::BoardLinks;
    use crate::engine::{Dice, Seed};
    use crate::games::westeros::drawing::drawn;
    use crate::games::westeros::rules::{actor, apply, legal};
    use crate::games::westeros::state::setup;
    use crate::games::westeros::view::view;
    use std::collections::BTreeSet;

    let confirm = |a: &str| format!("/confirm?{a}");
    let select = |p: &str| format!("/select?{p}");
    let mut positions = 0;
    let mut steps: BTreeSet<&str> = BTreeSet::new();
    for game in 0..4u8 {
        let seed = Seed([game + 40; 32]);
        let mut state = setup(
            crate::games::westeros::data::Momentum::Random,
            &mut Dice::for_move(&seed, 0),
        );
        let mut n = 0u64;
        while let Some(side) = actor(&state) {
            let actions: Vec<String> = legal(&state).iter().map(|a| a.to_string()).collect();
            let shown = view(&state, Some(side));
            let board_with = |selected: Option<&str>| {
                let links = BoardLinks {
                    confirm: &confirm,
                    select: &select,
                    selected,
                };
                drawn(&shown, &actions, &links, &[])
            };
            let top = board_with(None);
            let mut reached: BTreeSet<String> =
                attributes(&top, "data-action").into_iter().collect();
            for piece in attributes(&top, "data-select") {
                let chosen = board_with(Some(&piece));
                reached.extend(attributes(&chosen, "data-action"));
            }
            let offered: BTreeSet<String> = actions.iter().cloned().collect();
            assert_eq!(
                reached, offered,
                "game {game} move {n}: {:?}",
                state.pending
            );
            positions += 1;
            steps.insert(crate::games::westeros::rules::step_name(&state.pending));
            let pick = (n as usize * 7 + usize::from(game)) % actions.len();
            let action = legal(&state)[pick];
            n += 1;
            apply(&mut state, action, &mut Dice::for_move(&seed, n));
            if positions >= 300 {
                break;
            }
        }
    }
    assert!(positions >= 300, "{positions}");
    for step in ["turn", "select", "move", "attack"] {
        assert!(steps.contains(step), "no {step} step among {steps:?}");
    }
}
