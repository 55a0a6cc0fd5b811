//! Hidden information in views and move descriptions (§10, §13).

use super::*;

/// Lancaster's noble, church, levy, mercenary and bombard ids.
fn hidden_ids(house: House) -> Vec<&'static str> {
    BlockId::all()
        .filter(|b| b.info().owner == Some(house) && !b.info().is_heir())
        .map(BlockId::id)
        .collect()
}

#[test]
fn views_at_the_start_name_no_hidden_enemy_block_or_card_13() {
    let state = cards_phase(base());
    for (viewer, enemy) in [(Y, L), (L, Y)] {
        let view = view::view(&state, Some(viewer));
        let json = serde_json::to_string(&view).unwrap();
        for id in hidden_ids(enemy) {
            assert!(!json.contains(&format!("\"{id}\"")), "{viewer} sees {id}");
        }
        let own: Vec<u8> = state
            .hands
            .get(viewer)
            .iter()
            .map(|c| c.info().number)
            .collect();
        assert_eq!(view.hand, own);
        assert_eq!(view.hand_counts.get(enemy), &7);
        assert_eq!(view.played, BySide::default());
        // Heirs named are public ones only: King, Pretender, minors.
        for p in &view.public {
            assert!(block(p.id).info().is_heir() || block(p.id).info().owner == Some(viewer));
        }
    }
    let spectator = serde_json::to_string(&view::view(&state, None)).unwrap();
    for id in hidden_ids(L).into_iter().chain(hidden_ids(Y)) {
        assert!(
            !spectator.contains(&format!("\"{id}\"")),
            "spectator sees {id}"
        );
    }
}

#[test]
fn views_count_enemy_blocks_per_area_and_pool() {
    let state = cards_phase(base());
    let view = view::view(&state, Some(Y));
    let calais = view.map.iter().find(|a| a.area == "calais").unwrap();
    assert_eq!((calais.white, calais.red), (6, 0));
    let cornwall = view.map.iter().find(|a| a.area == "cornwall").unwrap();
    assert_eq!(cornwall.red, 2);
    assert_eq!(view.pools, BySide::new(13, 13));
}

#[test]
fn moves_read_as_counts_and_places_to_the_opponent_10() {
    let mut state = actions(base(), 20, 7);
    let before = state.clone();
    run(&mut state, Y, &["sea Y_warwick east_anglia"]);
    let act = act("sea Y_warwick east_anglia");
    let theirs = said(&Richard3::describe(
        &before,
        seat_of(Y),
        &act,
        &state,
        Some(seat_of(L)),
    ));
    assert_eq!(
        theirs,
        "York sailed a block from Calais to East Anglia (North Sea)"
    );
    let mine = said(&Richard3::describe(
        &before,
        seat_of(Y),
        &act,
        &state,
        Some(seat_of(Y)),
    ));
    assert_eq!(
        mine,
        "York's Warwick sailed from Calais to East Anglia (North Sea)"
    );
    let watcher = said(&Richard3::describe(&before, seat_of(Y), &act, &state, None));
    assert!(!watcher.contains("Warwick"), "{watcher}");
}

#[test]
fn a_recruit_is_told_by_its_area_only_10() {
    let mut state = actions(base(), 20, 7);
    let before = state.clone();
    run(&mut state, Y, &["recruit Y_arundel sussex"]);
    let text = said(&Richard3::describe(
        &before,
        seat_of(Y),
        &act("recruit Y_arundel sussex"),
        &state,
        Some(seat_of(L)),
    ));
    assert_eq!(text, "York recruited a block in Sussex");
}

#[test]
fn the_first_card_stays_secret_in_the_description_1_1() {
    let mut state = cards_phase(base());
    let card = state.hands.york.iter().next().unwrap();
    let text = format!("play {card}");
    let before = state.clone();
    run(&mut state, Y, &[&text]);
    let told = said(&Richard3::describe(
        &before,
        seat_of(Y),
        &act(&text),
        &state,
        Some(seat_of(L)),
    ));
    assert_eq!(told, "York played a card");
    let card = state.hands.lancaster.iter().next().unwrap();
    let text = format!("play {card}");
    let before = state.clone();
    run(&mut state, L, &[&text]);
    let told = said(&Richard3::describe(
        &before,
        seat_of(L),
        &act(&text),
        &state,
        Some(seat_of(Y)),
    ));
    assert!(told.contains("cards revealed"), "{told}");
}

#[test]
fn the_documented_example_turn_is_legal() {
    // docs/richard3.md, "An example turn".
    let mut p = base();
    p.hands = BySide::new(
        vec![13, 14, 15, 16, 20, 21, 1],
        vec![9, 10, 11, 17, 22, 23, 2],
    );
    let mut state = cards_phase_with(p);
    run(&mut state, Y, &["play 9"]);
    run(&mut state, L, &["play 13"]);
    assert_eq!(state.p1, Y);
    run(
        &mut state,
        Y,
        &[
            "sea Y_warwick kent",
            "sea Y_salisbury kent",
            "recruit Y_arundel sussex",
            "sea Y_march kent",
            "sea Y_kent kent",
        ],
    );
    assert_eq!(ap(&state), 1);
    run(&mut state, Y, &["done"]);
    let before = state.clone();
    run(
        &mut state,
        L,
        &["activate middlesex", "move L_henry_vi kent"],
    );
    let told = said(&Richard3::describe(
        &before,
        seat_of(L),
        &act("move L_henry_vi kent"),
        &state,
        Some(seat_of(Y)),
    ));
    assert!(
        told.ends_with("(main force in the battle for Kent)"),
        "{told}"
    );
    run(
        &mut state,
        L,
        &[
            "activate cornwall",
            "move L_exeter dorset",
            "move L_exeter sussex",
            "done",
        ],
    );
    assert_eq!(state.phase, Phase::PickBattle);
    assert!(can(&state, Y, "battle kent"));
}

fn cards_phase_with(p: Position) -> State {
    p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_reserve_that_never_joined_stays_hidden_while_its_side_regroups_10() {
    use super::battle::{arena, fight, go, roll};
    // York attacks Essex from Rutland (main force) and Middlesex (Norfolk, a reserve).
    let mut p = arena();
    p.put("L_oxford", "essex")
        .put("Y_hastings", "rutland")
        .put("Y_norfolk", "middlesex");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate rutland",
            "move Y_hastings essex",
            "activate middlesex",
            "move Y_norfolk essex",
        ],
        &[],
    );
    go(&mut state, Y, &["battle essex"]);
    // Round 1: Hastings kills Oxford; Norfolk never joined the fight.
    roll(&mut state, L, "fire L_oxford", &[6, 6, 6]);
    roll(&mut state, Y, "fire Y_hastings", &[1, 1, 1]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    // The first line regroups away first: the reserve is still not shown.
    go(&mut state, Y, &["regroup Y_hastings rutland"]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    for viewer in [Some(L), None] {
        let json = serde_json::to_string(&view::view(&state, viewer)).unwrap();
        assert!(!json.contains("\"Y_norfolk\""), "{viewer:?}: {json}");
    }
}
