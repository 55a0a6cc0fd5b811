//! The board drawn from hand-made views: what a face and a back carry (§10), two clicks
//! for a move (a land and a sea move to one area told apart), one for a card (1.1) and
//! the battle board's buttons (6.2).

use serde_json::{Value, json};

use super::board;
use crate::engine::board::BoardLinks;

/// York in an action phase: Warwick and Kent in Kent, two Lancastrian blocks there too
/// (a contested area), one Lancastrian block in Essex.
fn york_view() -> Value {
    json!({
        "you": "york", "campaign": 1, "last_campaign": 3, "turn": 2, "royal": "lancaster",
        "king": "L_henry_vi", "pretender": "Y_york",
        "prompt": { "kind": "actions", "houses": ["york"] }, "ap": 3, "event": null,
        "blocks": [
            { "id": "Y_warwick", "at": "kent", "steps": 3, "moved": true, "reserve": false },
            { "id": "Y_kent", "at": "kent", "steps": 2, "moved": false, "reserve": false },
            { "id": "Y_york", "at": "pool", "steps": 4, "moved": false, "reserve": false }
        ],
        "map": [
            { "area": "kent", "red": 2, "white": 2, "black": 0 },
            { "area": "essex", "red": 1, "white": 0, "black": 0 }
        ],
        "pools": { "lancaster": 3, "york": 1 }, "public": [],
        "hand": [7, 12], "hand_counts": { "lancaster": 6, "york": 6 },
        "played": { "lancaster": null, "york": 7 }, "committed": { "lancaster": true, "york": true },
        "battle": null
    })
}

fn selected(block: &str) -> BoardLinks<'_> {
    fn nowhere(_: &str) -> String {
        String::new()
    }
    BoardLinks {
        confirm: &nowhere,
        select: &nowhere,
        selected: Some(block),
        title: &crate::engine::board::in_notation,
        lang: crate::i18n::Lang::En,
    }
}

#[test]
fn own_blocks_show_their_face_and_the_enemy_only_backs_10() {
    let svg = board(
        &york_view(),
        &[],
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    assert_eq!(svg.matches(r#"data-block="Y_warwick""#).count(), 1);
    // Warwick: rating B3, 3 of 4 steps.
    let warwick = &svg[svg.find(r#"data-block="Y_warwick""#).unwrap()..];
    let warwick = &warwick[..warwick.find("</g>").unwrap()];
    assert!(
        warwick.contains("B3") && warwick.contains("3/4"),
        "{warwick}"
    );
    // Two backs in Kent, one in Essex, three in the Lancastrian pool.
    assert_eq!(svg.matches(r#"data-back="lancaster""#).count(), 6);
    let kent = &svg[svg.find(r#"data-pieces="kent""#).unwrap()..];
    let kent = &kent[..kent.find(r#"data-pieces="essex""#).unwrap_or(kent.len())];
    assert_eq!(kent.matches(r#"data-back="lancaster""#).count(), 2);
    assert!(!svg.contains("L_henry_vi"), "the King's place stays hidden");
}

#[test]
fn a_move_takes_two_clicks_and_land_and_sea_are_told_apart_5_2_5_3() {
    let view = york_view();
    let actions: Vec<String> = ["move Y_kent sussex", "sea Y_kent sussex", "play 12", "done"]
        .map(String::from)
        .to_vec();
    let first = board(
        &view,
        &actions,
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    assert!(first.contains(r#"data-select="Y_kent""#));
    assert!(!first.contains(r#"data-action="move Y_kent sussex""#));
    assert!(first.contains(r#"data-action="done""#));
    let second = board(&view, &actions, &selected("Y_kent"), &[]);
    assert!(second.contains(r#"data-action="move Y_kent sussex""#));
    assert!(second.contains(r#"data-action="sea Y_kent sussex""#));
    assert!(second.contains("move by land to Sussex") && second.contains("move by sea to Sussex"));
    // 1.1: the card is the link.
    let card = &first[first.find(r#"data-action="play 12""#).unwrap()..];
    assert!(card.contains(r#"data-card="12""#));
}

#[test]
fn a_battle_turn_is_a_button_beside_the_block_6_2() {
    let mut view = york_view();
    view["prompt"] = json!({ "kind": "battle_turn", "houses": ["york"] });
    view["battle"] = json!({
        "area": "kent", "round": 1, "slot": "attacker A", "attacker": "york",
        "blocks": [
            { "id": "Y_kent", "house": "york", "steps": 2, "acted": false },
            { "id": "L_rivers", "house": "lancaster", "steps": 2, "acted": true }
        ],
        "reserves": { "lancaster": 1, "york": 1 }, "rolled": { "lancaster": [], "york": [] },
        "over": false
    });
    let actions: Vec<String> = ["fire Y_kent", "pass Y_kent"].map(String::from).to_vec();
    let svg = board(
        &view,
        &actions,
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    let battle = &svg[svg.find("data-battle=").unwrap()..];
    assert!(battle.contains(r#"data-action="fire Y_kent""#));
    assert!(battle.contains(r#"data-action="pass Y_kent""#));
    // A revealed enemy shows its face; its reserve is a back and a count.
    assert!(battle.contains(r#"data-block="L_rivers""#));
    assert!(battle.contains("1 in reserve"));
}

#[test]
fn what_changed_is_marked_over_the_map_as_arrows_and_badges() {
    use crate::engine::board::{Mark, MarkKind};
    let marks = [
        Mark::travel(MarkKind::Move, "essex", "kent"),
        Mark::travel(MarkKind::Sea, "calais", "kent"),
        Mark::travel(MarkKind::Retreat, "kent", "sussex"),
        Mark::at(MarkKind::Battle, "kent"),
        Mark::at(MarkKind::Loss, "kent"),
        Mark::at(MarkKind::Arrived, "essex"),
    ];
    let plain = board(
        &york_view(),
        &[],
        &BoardLinks::none(crate::i18n::Lang::En),
        &[],
    );
    assert!(!plain.contains("data-mark="));
    let svg = board(
        &york_view(),
        &[],
        &BoardLinks::none(crate::i18n::Lang::En),
        &marks,
    );
    for (what, from, at) in [
        ("move", "essex", "kent"),
        ("sea", "calais", "kent"),
        ("retreat", "kent", "sussex"),
    ] {
        assert!(
            svg.contains(&format!(
                r#"data-mark="{what}" data-from="{from}" data-at="{at}""#
            )),
            "the {what} arrow from {from} to {at}"
        );
    }
    for (what, at) in [("battle", "kent"), ("loss", "kent"), ("arrived", "essex")] {
        assert!(
            svg.contains(&format!(r#"data-mark="{what}" data-at="{at}""#)),
            "the {what} badge in {at}"
        );
    }
    // Marks take no clicks from the areas and blocks under them, and the legend says
    // what they mean.
    assert_eq!(svg.matches("data-mark=").count(), 6);
    assert_eq!(
        svg.matches(r#"data-mark="#).count(),
        svg.matches(r#"pointer-events="none""#).count()
    );
    assert!(svg.contains("gold burst a battle"));
    // Arrows stand under the blocks, badges over them.
    let first_block = svg.find("data-pieces=").unwrap();
    assert!(svg.find(r#"data-mark="move""#).unwrap() < first_block);
    assert!(svg.find(r#"data-mark="battle""#).unwrap() > first_block);
}
