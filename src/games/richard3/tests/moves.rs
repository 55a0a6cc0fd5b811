//! Land moves (5.2), border limits (5.21), pinning (5.22), attacks (6.3 bookkeeping),
//! exile areas and estuaries (2.7, 2.8), Force March and Surprise (5.1).

use super::*;

/// Five Lancaster blocks in Middlesex, Lancaster Player 1 with AP4.
fn five_in_middlesex() -> State {
    let mut p = base();
    for b in ["L_oxford", "L_beaumont", "L_clifford", "L_wiltshire"] {
        p.put(b, "middlesex");
    }
    actions(p, 7, 20)
}

#[test]
fn ec_05_border_limit_and_the_detour() {
    let mut state = five_in_middlesex();
    run(&mut state, L, &["activate middlesex"]);
    run(
        &mut state,
        L,
        &[
            "move L_henry_vi oxford",
            "move L_oxford oxford",
            "move L_beaumont oxford",
            "move L_clifford oxford",
        ],
    );
    refused(&state, L, "move L_wiltshire oxford", "5.21");
    let mut via_sussex = state.clone();
    run(
        &mut state,
        L,
        &["move L_wiltshire leicester", "move L_wiltshire oxford"],
    );
    assert_eq!(at(&state, "L_wiltshire"), Some(area("oxford")));
    run(
        &mut via_sussex,
        L,
        &["move L_wiltshire sussex", "move L_wiltshire oxford"],
    );
    assert_eq!(at(&via_sussex, "L_wiltshire"), Some(area("oxford")));
    // One activation paid for all five.
    assert_eq!(ap(&state), 3);
}

#[test]
fn rule_5_2_only_blocks_of_an_activated_area_move_for_1_ap() {
    let mut state = five_in_middlesex();
    refused(&state, L, "move L_henry_vi oxford", "5.2");
    run(&mut state, L, &["activate middlesex"]);
    assert_eq!(ap(&state), 3);
    refused(&state, L, "activate middlesex", "5.2");
    // Essex is empty now: nothing to activate.
    assert!(!can(&state, L, "activate essex"));
}

#[test]
fn rule_5_2_a_block_moves_one_or_two_areas_and_once_per_turn() {
    let mut state = five_in_middlesex();
    run(
        &mut state,
        L,
        &[
            "activate middlesex",
            "move L_henry_vi oxford",
            "move L_henry_vi warwick",
        ],
    );
    // Two areas: no third step.
    assert!(!can(&state, L, "move L_henry_vi derby"));
    // Another block's move ends nothing of his, but he cannot move again later.
    run(&mut state, L, &["move L_oxford leicester"]);
    refused(&state, L, "move L_henry_vi gloucester", "5.2");
}

#[test]
fn rule_5_2_no_stepping_back() {
    let mut state = five_in_middlesex();
    run(
        &mut state,
        L,
        &["activate middlesex", "move L_henry_vi oxford"],
    );
    refused(&state, L, "move L_henry_vi middlesex", "5.2");
}

#[test]
fn rule_5_2_a_move_stops_on_entering_an_enemy_area_and_after_a_red_border() {
    let mut p = base();
    p.put("Y_norfolk", "east_anglia");
    let mut state = actions(p, 7, 20);
    run(
        &mut state,
        L,
        &["activate essex", "move L_oxford east_anglia"],
    );
    assert!(!can(&state, L, "move L_oxford rutland"));
    let attack = &state.attacks[0];
    assert_eq!((attack.area, attack.attacker), (area("east_anglia"), L));
    assert!(!state.reserve.contains(block("L_oxford")));
    // North Yorks–Cumbria is red: stop there.
    run(
        &mut state,
        L,
        &["activate north_yorks", "move L_clifford cumbria"],
    );
    refused(&state, L, "move L_clifford northumbria", "5.2");
}

#[test]
fn ec_07_estuaries_need_a_sea_move() {
    let mut p = base();
    p.put("Y_herbert", "glamorgan")
        .put("Y_norfolk", "glamorgan");
    // Equal AP2 cards: York, the Pretender, is Player 1.
    let mut state = actions(p, 20, 21);
    assert_eq!((acting(&state), ap(&state)), (Y, 2));
    let mut land = state.clone();
    run(&mut land, Y, &["activate glamorgan"]);
    assert!(!can(&land, Y, "move Y_herbert somerset"));
    refused(&land, Y, "move Y_herbert somerset", "5.2");
    // Both major ports on the Irish Sea: two blocks for 1 AP.
    run(
        &mut state,
        Y,
        &["sea Y_herbert somerset", "sea Y_norfolk somerset"],
    );
    assert_eq!(ap(&state), 1);
    assert_eq!(at(&state, "Y_norfolk"), Some(area("somerset")));
}

#[test]
fn rule_2_7_only_lancaster_enters_scotland_by_land() {
    let mut p = base();
    p.put("Y_norfolk", "cumbria");
    let mut state = actions(p.clone(), 20, 7);
    run(&mut state, Y, &["activate cumbria"]);
    refused(&state, Y, "move Y_norfolk scotland", "2.7");
    let mut p = base();
    p.put("L_clifford", "cumbria");
    let mut state = actions(p, 7, 20);
    run(
        &mut state,
        L,
        &["activate cumbria", "move L_clifford scotland"],
    );
    assert_eq!(at(&state, "L_clifford"), Some(area("scotland")));
}

/// Lancaster holds Leicester; York (P1, AP4) has groups in Derby, Warwick, Oxford and
/// Rutland.
fn leicester_attack() -> State {
    let mut p = base();
    p.put("L_beaumont", "leicester")
        .put("Y_norfolk", "derby")
        .put("Y_suffolk", "warwick")
        .put("Y_arundel", "oxford")
        .put("Y_essex", "rutland");
    actions(p, 13, 7)
}

#[test]
fn ec_09_three_attack_borders_at_most() {
    let mut state = leicester_attack();
    run(
        &mut state,
        Y,
        &[
            "activate derby",
            "activate warwick",
            "activate oxford",
            "activate rutland",
            "move Y_norfolk leicester",
            "move Y_suffolk leicester",
            "move Y_arundel leicester",
        ],
    );
    refused(&state, Y, "move Y_essex leicester", "6.3");
    // 6.3: the first border is the main attack; the others are reserves.
    assert!(!state.reserve.contains(block("Y_norfolk")));
    assert!(state.reserve.contains(block("Y_suffolk")));
    assert!(state.reserve.contains(block("Y_arundel")));
    assert_eq!(state.attacks[0].entry_count(Y), 3);
}

#[test]
fn rule_6_3_player_2_reinforces_as_reserves_across_two_borders_at_most() {
    let mut p = base();
    p.put("L_beaumont", "leicester")
        .put("Y_norfolk", "derby")
        .put("L_wiltshire", "lincoln");
    let mut state = actions(p, 13, 7);
    run(
        &mut state,
        Y,
        &["activate derby", "move Y_norfolk leicester", "done"],
    );
    assert_eq!((acting(&state), ap(&state)), (L, 3));
    run(
        &mut state,
        L,
        &[
            "activate essex",
            "activate middlesex",
            "activate lincoln",
            "move L_oxford leicester",
            "move L_henry_vi leicester",
        ],
    );
    refused(&state, L, "move L_wiltshire leicester", "6.3");
    assert!(state.reserve.contains(block("L_oxford")));
    assert!(state.reserve.contains(block("L_henry_vi")));
    assert!(!state.reserve.contains(block("L_beaumont")));
}

#[test]
fn rule_5_22_attackers_pin_defenders_who_may_not_leave_by_the_enemy_borders() {
    let mut p = base();
    p.put("L_beaumont", "leicester")
        .put("L_wiltshire", "leicester")
        .put("L_clifford", "leicester")
        .put("Y_norfolk", "derby")
        .put("Y_suffolk", "warwick");
    let mut state = actions(p, 13, 7);
    run(
        &mut state,
        Y,
        &[
            "activate derby",
            "activate warwick",
            "move Y_norfolk leicester",
            "move Y_suffolk leicester",
            "done",
        ],
    );
    run(&mut state, L, &["activate leicester"]);
    // Derby and Warwick were York's entry borders.
    refused(&state, L, "move L_beaumont derby", "5.22");
    refused(&state, L, "move L_beaumont warwick", "5.22");
    // One main-force attacker pins one defender: two may leave.
    run(
        &mut state,
        L,
        &["move L_beaumont lincoln", "move L_wiltshire rutland"],
    );
    refused(&state, L, "move L_clifford lincoln", "5.22");
}

#[test]
fn ec_35_force_march_three_areas_one_group_no_sea_no_recruit() {
    let mut p = base();
    p.put("L_henry_vi", "essex")
        .put("Y_norfolk", "kent")
        .put("Y_suffolk", "kent");
    let mut state = actions(p, 7, 1);
    assert_eq!((acting(&state), ap(&state)), (Y, 1));
    assert!(!can(&state, Y, "recruit Y_arundel sussex"));
    assert!(!can(&state, Y, "sea Y_march kent"));
    run(
        &mut state,
        Y,
        &[
            "activate kent",
            "move Y_norfolk middlesex",
            "move Y_norfolk leicester",
            "move Y_norfolk derby",
        ],
    );
    assert_eq!(at(&state, "Y_norfolk"), Some(area("derby")));
    assert!(!can(&state, Y, "move Y_norfolk lancaster"));
    // A second group is not possible: no AP left.
    assert!(!can(&state, Y, "activate calais"));
}

#[test]
fn ec_35_force_march_stops_on_entering_an_enemy_area() {
    let mut p = base();
    p.put("L_henry_vi", "leicester").put("Y_norfolk", "kent");
    let mut state = actions(p, 7, 1);
    run(
        &mut state,
        Y,
        &[
            "activate kent",
            "move Y_norfolk middlesex",
            "move Y_norfolk leicester",
        ],
    );
    refused(&state, Y, "move Y_norfolk derby", "5.2");
}

#[test]
fn ec_35_surprise_raises_every_border_limit_by_one() {
    let mut p = base();
    p.put("L_henry_vi", "essex");
    for b in [
        "Y_norfolk",
        "Y_suffolk",
        "Y_arundel",
        "Y_essex",
        "Y_worcester",
    ] {
        p.put(b, "middlesex");
    }
    let mut state = actions(p, 7, 5);
    run(&mut state, Y, &["activate middlesex"]);
    let mut blue = state.clone();
    for b in [
        "Y_norfolk",
        "Y_suffolk",
        "Y_arundel",
        "Y_essex",
        "Y_worcester",
    ] {
        run(&mut state, Y, &[&format!("move {b} oxford")]);
    }
    // Middlesex–Kent is blue: 4 with Surprise.
    for b in ["Y_norfolk", "Y_suffolk", "Y_arundel", "Y_essex"] {
        run(&mut blue, Y, &[&format!("move {b} kent")]);
    }
    refused(&blue, Y, "move Y_worcester kent", "5.21");
    // The next player's phase has the normal limits again.
    run(&mut state, Y, &["done"]);
    assert_eq!(state.crossings.0.iter().sum::<u8>(), 0);
}
