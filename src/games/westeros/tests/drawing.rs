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
    assert!(svg.contains("N1 Northern host (infantry, green): 4 figures, active"));
    assert!(svg.contains("W4: the lone commander of Western lancers, active"));
    assert!(svg.contains("N5 Northern bowmen (ranged, green): 3 figures, inactive"));
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
                    title: &crate::engine::board::in_notation,
                    lang: crate::i18n::Lang::En,
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

/// The number in `attribute="…"` of the first element carrying `marker`.
fn number_after(svg: &str, marker: &str, attribute: &str) -> f64 {
    let at = svg
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in {svg}"));
    let rest = &svg[at..];
    let needle = format!("{attribute}=\"");
    let start = rest.find(&needle).expect("the attribute") + needle.len();
    let text = &rest[start..];
    text[..text.find('"').unwrap()]
        .trim_start_matches("translate(0 ")
        .trim_end_matches(')')
        .parse()
        .unwrap_or_else(|_| panic!("a number: {text}"))
}

// 14, issue 27: every card says what it does, on its face and on hover, from the catalog
#[test]
fn every_card_in_the_hand_shows_its_effect_on_the_card_and_on_hover() {
    use super::said;
    use crate::games::westeros::data::CardId;
    use crate::games::westeros::words::{card_effect, card_lines};

    let mut view = setup_view();
    view["seat"] = json!("west");
    view["hand"] = json!(
        CardId::all()
            .map(|c| c.info().id.clone())
            .collect::<Vec<_>>()
    );
    let svg = board(&view);
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    for card in CardId::all() {
        let info = card.info();
        let face = svg
            .split(&format!("<g data-card=\"{}\">", info.id))
            .nth(1)
            .unwrap_or_else(|| panic!("{} is drawn: {svg}", info.id));
        let face = &face[..face.find("</g>").unwrap()];
        for line in card_lines(card).iter().map(said) {
            assert!(
                face.contains(&format!(">{line}</text>")),
                "{line} on {face}"
            );
        }
        assert!(
            face.contains(&format!(
                "<title>{}: {}</title>",
                info.name,
                said(&card_effect(card))
            )),
            "{face}"
        );
    }
    // What the cards say, from the data: Assault's bonus, Muster's ban, Steady's tactic.
    assert!(svg.contains(">melee +1 die</text>"), "{svg}");
    assert!(svg.contains(">no attacks</text>"));
    assert!(svg.contains(">end: morale +1 if ≤ 7</text>"));
    assert!(
        said(&card_effect(CardId::parse("volley").unwrap())).contains("+1 die on ranged attacks")
    );
}

// 16, issue 27: the hand lies on its owner's side of the map: north's edge is at the top
#[test]
fn the_hand_is_drawn_on_the_viewers_side_of_the_map() {
    let mut view = setup_view();
    view["hand"] = json!(["march", "rally"]);
    view["seat"] = json!("north");
    let north = board(&view);
    let map_top = number_after(&north, "<g data-map", "transform");
    let hand_top = number_after(&north, "<g data-hand=\"north\"", "y");
    assert!(map_top > 100.0, "the map is pushed down: {map_top}");
    assert!(
        hand_top < map_top,
        "north's hand {hand_top} above the map {map_top}"
    );

    view["seat"] = json!("west");
    let west = board(&view);
    let map_top = number_after(&west, "<g data-map", "transform");
    let hand_top = number_after(&west, "<g data-hand=\"west\"", "y");
    assert_eq!(map_top, 0.0);
    // The label of row 9, west's edge, is the last text of the map's rows.
    let label = west
        .find(r##"fill="#555">9</text>"##)
        .expect("row 9's label");
    let y = west[..label].rfind("y=\"").expect("its y") + 3;
    let row_9: f64 = west[y..].split('"').next().unwrap().parse().unwrap();
    assert!(
        hand_top > row_9,
        "west's hand {hand_top} under row 9 at {row_9}"
    );
    // A spectator's view has no hand, and the map at the top.
    let spectator = board(&setup_view());
    assert!(!spectator.contains("data-hand"));
    assert_eq!(number_after(&spectator, "<g data-map", "transform"), 0.0);
}

// 4.1, issue 27: each unit shows its type, drawn on it and in its title
#[test]
fn every_unit_shows_its_type() {
    let svg = board(&setup_view());
    for (unit, kind, letter) in [
        ("N1", "infantry", "I"),
        ("N4", "cavalry", "C"),
        ("W5", "ranged", "R"),
        ("W6", "special foot", "S"),
    ] {
        let drawn = svg
            .split(&format!(">{unit}</text>"))
            .nth(1)
            .unwrap_or_else(|| panic!("{unit}"));
        let drawn = &drawn[..drawn.find("</title>").unwrap()];
        assert!(
            drawn.contains(&format!("<g data-kind=\"{kind}\">"))
                && drawn.contains(&format!(">{letter}</text>")),
            "{unit}: {drawn}"
        );
        assert!(drawn.contains(&format!("({kind}, ")), "{unit}: {drawn}");
    }
}

// 19.3, issue 27: buttons and titles say the action in words; the notation stays the data.
// A click's title is the engine's explanation of its action (what the web layer puts in
// `BoardLinks::title`); a button's label is its own few words.
#[test]
fn buttons_and_titles_say_the_action_in_words() {
    use super::said;
    use crate::engine::board::BoardLinks;
    use crate::engine::{Dice, Seed};
    use crate::games::westeros::action::Action;
    use crate::games::westeros::data::{Momentum, Side};
    use crate::games::westeros::drawing::drawn;
    use crate::games::westeros::state::setup;
    use crate::games::westeros::words::explain;

    let confirm = |a: &str| format!("/confirm?{a}");
    let select = |p: &str| format!("/select?{p}");
    let state = setup(Momentum::Random, &mut Dice::for_move(&Seed([1; 32]), 0));
    let title = |notation: &str| {
        Action::parse(notation).map_or_else(
            || notation.to_string(),
            |action| said(&explain(&state, Side::West, &action)),
        )
    };
    let mut view = setup_view();
    view["pending"] = json!({"step": "turn"});
    let actions: Vec<String> = [
        "token green W5",
        "pair blue W5",
        "morale rally W5",
        "pass",
        "morale up",
        "move W1 J7",
        "discard card march",
    ]
    .iter()
    .map(|a| a.to_string())
    .collect();
    let links = BoardLinks {
        confirm: &confirm,
        select: &select,
        selected: Some("W5"),
        title: &title,
        lang: crate::i18n::Lang::En,
    };
    let svg = drawn(&view, &actions, &links, &[]);
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    for (notation, words) in [
        ("token green W5", "Give W5 a green order token"),
        ("pair blue W5", "Give W5 two blue order tokens"),
        ("morale rally W5", "Rally W5 with a morale token"),
        ("pass", "Pass for the round"),
        ("morale up", "Spend a morale token: morale +1"),
    ] {
        let button = svg
            .split(&format!("data-action=\"{notation}\">"))
            .nth(1)
            .unwrap_or_else(|| panic!("{notation} is a button: {svg}"));
        let button = &button[..button.find("</a>").unwrap()];
        assert!(button.contains(&format!(">{words}</text>")), "{button}");
        assert!(
            button.contains(&format!("<title>{words}</title>")),
            "{button}"
        );
        assert!(
            button.contains(&format!("<title>{}</title>", title(notation))),
            "the engine's explanation: {button}"
        );
        assert!(!button.contains(&format!(">{notation}</text>")), "{button}");
    }
    assert!(!svg.contains(">token green W5</text>"));
    // A unit's and a card's hover say the action too.
    let mut hand_view = view.clone();
    hand_view["hand"] = json!(["march"]);
    hand_view["seat"] = json!("west");
    let links = BoardLinks {
        confirm: &confirm,
        select: &select,
        selected: None,
        title: &title,
        lang: crate::i18n::Lang::En,
    };
    let svg = drawn(&hand_view, &actions, &links, &[]);
    let discard = title("discard card march");
    assert!(discard.starts_with("Discard March "), "{discard}");
    assert!(svg.contains(&format!("<title>{discard}. March: ")), "{svg}");
    let links = BoardLinks {
        confirm: &confirm,
        select: &select,
        selected: Some("W1"),
        title: &title,
        lang: crate::i18n::Lang::En,
    };
    let svg = drawn(&view, &actions, &links, &[]);
    let moving = title("move W1 J7");
    assert!(moving.starts_with("Move W1 (Western guard) "), "{moving}");
    assert!(
        svg.contains(&format!("<title>{moving}: J7, open ground</title>")),
        "{svg}"
    );
}
