//! Retreats (6.6; EC-19), regroups (6.7), piratical attackers, and round 4 with the
//! safety rule (6.2; EC-41).

use super::battle::{arena, fight, fought, go, options, pass_until, roll, turn_of};
use super::*;

#[test]
fn rule_6_6_no_retreat_across_an_enemy_entry_border_unless_both_used_it_and_p2() {
    // York (P1) attacks Essex from Leicester; Lancaster (P2) reinforces across the same
    // border, coming from Derby through Leicester.
    let mut p = arena();
    p.put("L_oxford", "essex")
        .put("L_clifford", "derby")
        .put("Y_hastings", "leicester");
    let mut state = fight(
        p,
        13,
        7,
        &["activate leicester", "move Y_hastings essex"],
        &[
            "activate derby",
            "move L_clifford leicester",
            "move L_clifford essex",
        ],
    );
    go(&mut state, Y, &["battle essex"]);
    go(&mut state, L, &["pass L_oxford"]);
    go(&mut state, Y, &["pass Y_hastings"]);
    assert_eq!(fought(&state).round, 2);
    // Player 2 may use the shared border; the other borders are open to both.
    assert!(can(&state, L, "retreat L_clifford leicester"));
    assert!(can(&state, L, "retreat L_oxford leicester"));
    assert!(can(&state, L, "retreat L_oxford middlesex"));
    go(&mut state, L, &["pass L_oxford", "pass L_clifford"]);
    let york = options(&state, Y);
    assert!(york.contains(&"retreat Y_hastings middlesex".into()));
    assert!(york.contains(&"retreat Y_hastings rutland".into()));
    assert!(!york.contains(&"retreat Y_hastings leicester".into()));
}

#[test]
fn ec_19_no_retreat_into_an_enemy_exile_area() {
    let mut p = arena();
    p.put("L_scots", "home_down")
        .put("L_clifford", "cumbria")
        .put("L_devon", "cumbria")
        .put("Y_hastings", "lancaster")
        .put("Y_worcester", "lancaster")
        .put("Y_essex", "north_yorks");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate lancaster",
            "move Y_hastings cumbria",
            "move Y_worcester cumbria",
            "activate north_yorks",
            "move Y_essex cumbria",
        ],
        &[],
    );
    go(&mut state, Y, &["battle cumbria"]);
    go(&mut state, L, &["pass L_clifford", "pass L_devon"]);
    go(&mut state, Y, &["pass Y_hastings", "pass Y_worcester"]);
    assert_eq!(fought(&state).round, 2);
    // Lancaster may retreat into Scotland (his exile, holding only the face-down Scots),
    // never across York's entry borders.
    let clifford = options(&state, L);
    assert!(clifford.contains(&"retreat L_clifford scotland".into()));
    assert!(clifford.contains(&"retreat L_clifford northumbria".into()));
    assert!(!clifford.contains(&"retreat L_clifford lancaster".into()));
    assert!(!clifford.contains(&"retreat L_clifford north_yorks".into()));
    go(&mut state, L, &["pass L_clifford", "pass L_devon"]);
    // York never into Scotland; his own entry borders are open, two blocks per red
    // border per round.
    let york = options(&state, Y);
    assert!(york.contains(&"retreat Y_hastings lancaster".into()));
    assert!(york.contains(&"retreat Y_hastings north_yorks".into()));
    assert!(york.contains(&"retreat Y_hastings northumbria".into()));
    assert!(!york.iter().any(|a| a.ends_with("scotland")));
    refused(&state, Y, "retreat Y_hastings scotland", "6.6");
    go(
        &mut state,
        Y,
        &[
            "retreat Y_hastings lancaster",
            "retreat Y_worcester lancaster",
        ],
    );
    assert!(!can(&state, Y, "retreat Y_essex lancaster"));
    assert!(can(&state, Y, "retreat Y_essex north_yorks"));
    go(&mut state, Y, &["pass Y_essex"]);
    // The allowance is counted afresh each round.
    assert_eq!(fought(&state).round, 3);
    go(&mut state, L, &["pass L_clifford", "pass L_devon"]);
    go(&mut state, Y, &["retreat Y_essex lancaster"]);
    assert_eq!(at(&state, "Y_essex"), Some(area("lancaster")));
    assert_eq!(state.phase, Phase::Regroup { house: L });
}

#[test]
fn rule_6_7_the_winner_regroups_across_any_border_into_friendly_or_vacant_areas() {
    let mut p = arena();
    p.put("L_oxford", "essex")
        .put("L_beaumont", "east_anglia")
        .put("L_clifford", "rutland")
        .put("Y_worcester", "leicester")
        .put("Y_hastings", "lincoln")
        .put("Y_arundel", "middlesex");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate leicester",
            "move Y_worcester essex",
            "activate lincoln",
            "move Y_hastings rutland",
        ],
        &["activate east_anglia", "move L_beaumont essex"],
    );
    go(&mut state, Y, &["battle essex"]);
    roll(&mut state, L, "fire L_oxford", &[1, 1, 6]);
    assert_eq!(state.loc[block("Y_worcester")], Location::Dead);
    assert_eq!(state.phase, Phase::Regroup { house: L });
    let regroups = options(&state, L);
    // The former reserve regroups too, even across York's entry border.
    assert!(regroups.contains(&"regroup L_beaumont leicester".into()));
    assert!(regroups.contains(&"regroup L_oxford east_anglia".into()));
    // Never into an enemy (Middlesex) or contested (Rutland) area.
    assert!(!regroups.iter().any(|a| a.ends_with("middlesex")));
    assert!(!regroups.iter().any(|a| a.ends_with("rutland")));
    assert!(regroups.contains(&"done".into()));
    refused(&state, L, "regroup L_oxford middlesex", "6.7");
    go(&mut state, L, &["regroup L_beaumont leicester"]);
    assert_eq!(state.phase, Phase::Regroup { house: L });
    go(&mut state, L, &["regroup L_oxford east_anglia"]);
    // Nothing left to regroup: the next battle.
    assert_eq!(state.phase, Phase::PickBattle);
    assert_eq!(options(&state, Y), ["battle rutland"]);
}

/// York plays Piracy: Warwick sails from Calais into Lancaster-held Essex (North Sea);
/// round 1 passes.
fn pirate() -> State {
    let mut p = arena();
    p.put("L_oxford", "essex");
    let mut state = fight(p, 13, 3, &["sea Y_warwick essex"], &[]);
    go(&mut state, Y, &["battle essex"]);
    go(&mut state, L, &["pass L_oxford"]);
    go(&mut state, Y, &["pass Y_warwick"]);
    state
}

#[test]
fn rule_6_6_a_piratical_attacker_retreats_only_by_sea_through_its_zone() {
    let mut state = pirate();
    assert_eq!(fought(&state).round, 2);
    go(&mut state, L, &["pass L_oxford"]);
    let warwick = options(&state, Y);
    for ok in ["calais", "kent", "middlesex", "rutland"] {
        assert!(warwick.contains(&format!("retreat Y_warwick {ok}")), "{ok}");
    }
    // Not by land (Leicester), not through another zone (Sussex), never France or
    // Scotland.
    for bad in ["leicester", "sussex", "france", "scotland"] {
        assert!(
            !warwick.contains(&format!("retreat Y_warwick {bad}")),
            "{bad}"
        );
    }
    go(&mut state, Y, &["retreat Y_warwick kent"]);
    assert_eq!(at(&state, "Y_warwick"), Some(area("kent")));
}

#[test]
fn rule_6_7_a_piratical_winner_regroups_only_by_sea() {
    let mut state = pirate();
    go(&mut state, L, &["pass L_oxford"]);
    roll(&mut state, Y, "fire Y_warwick", &[1, 1, 1, 6]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    assert!(can(&state, Y, "regroup Y_warwick calais"));
    assert!(can(&state, Y, "regroup Y_warwick kent"));
    assert!(!can(&state, Y, "regroup Y_warwick leicester"));
    assert!(!can(&state, Y, "regroup Y_warwick sussex"));
}

/// EC-41: Lancaster (King) attacks York's Rivers and Essex in Essex from Middlesex with
/// Henry VI (2 steps) and `second`; York's Player 2 moves are `york`.
fn ec_41(second: &str, york: &[&str]) -> State {
    let mut p = arena();
    p.put_steps("L_henry_vi", "middlesex", 2)
        .put(second, "middlesex")
        .put("L_rivers", "offmap")
        .put("Y_rivers", "essex")
        .put("Y_essex", "essex");
    if !york.is_empty() {
        p.put("Y_arundel", "sussex")
            .put("Y_norfolk", "east_anglia")
            .put("Y_hastings", "leicester")
            .put("Y_worcester", "rutland");
    }
    let mut state = fight(
        p,
        7,
        13,
        &[
            "activate middlesex",
            "move L_henry_vi essex",
            &format!("move {second} essex"),
        ],
        york,
    );
    go(&mut state, L, &["battle essex"]);
    state
}

#[test]
fn ec_41_round_4_an_attacking_king_only_retreats() {
    let mut state = ec_41("L_oxford", &[]);
    // Before round 4 the King may roll treachery, charge, fire or pass.
    go(&mut state, L, &["pass L_oxford"]);
    go(&mut state, Y, &["pass Y_rivers", "pass Y_essex"]);
    let henry = options(&state, L);
    assert!(henry.contains(&"treachery L_henry_vi Y_rivers".into()));
    assert!(henry.contains(&"charge L_henry_vi Y_rivers".into()));
    go(&mut state, L, &["pass L_henry_vi"]);
    pass_until(&mut state, 4);
    // Round 4: Oxford (attacker A) may only retreat.
    assert_eq!(turn_of(&state), L);
    let oxford = options(&state, L);
    assert!(oxford.contains(&"retreat L_oxford middlesex".into()));
    assert!(oxford.iter().all(|a| a.starts_with("retreat L_oxford")));
    refused(&state, L, "fire L_oxford", "6.2");
    refused(&state, L, "pass L_oxford", "6.2");
    go(&mut state, L, &["retreat L_oxford middlesex"]);
    // York's B blocks act before Henry's B turn.
    assert_eq!(turn_of(&state), Y);
    go(&mut state, Y, &["pass Y_rivers", "pass Y_essex"]);
    let henry = options(&state, L);
    assert!(henry.contains(&"retreat L_henry_vi middlesex".into()));
    assert!(henry.iter().all(|a| a.starts_with("retreat L_henry_vi")));
    refused(&state, L, "treachery L_henry_vi Y_rivers", "6.2");
    refused(&state, L, "charge L_henry_vi Y_rivers", "6.2");
    go(&mut state, L, &["retreat L_henry_vi middlesex"]);
    // York, the defender, wins and may regroup.
    assert_eq!(state.phase, Phase::Regroup { house: Y });
}

#[test]
fn ec_41_variant_attackers_with_no_retreat_are_eliminated_in_their_turn() {
    let mut state = ec_41("L_oxford", &["activate sussex", "move Y_arundel middlesex"]);
    pass_until(&mut state, 4);
    // Oxford's round-4 turn came first: nowhere to go, eliminated.
    assert_eq!(state.loc[block("L_oxford")], Location::Dead);
    assert_eq!(turn_of(&state), Y);
    go(&mut state, Y, &["pass Y_rivers", "pass Y_essex"]);
    // Henry VI too: the King is dead (6.81), Lancaster still has heirs (9.0).
    assert_eq!(state.loc[block("L_henry_vi")], Location::Dead);
    assert_eq!(state.king, None);
    assert_eq!(state.royal, L);
    assert_eq!(state.minors_owed.lancaster, 1);
    assert_eq!(state.outcome, None);
    assert!(state.battle.is_none() || state.phase == Phase::Regroup { house: Y });
}

#[test]
fn ec_41_safety_rule_leftover_attackers_retreat_after_round_4() {
    let mut state = ec_41("L_beaumont", &[]);
    pass_until(&mut state, 4);
    assert_eq!(turn_of(&state), Y);
    // Harness: Beaumont cannot act in round 4 (as a block deployed this round would).
    state
        .battle
        .as_mut()
        .unwrap()
        .joined
        .insert(block("L_beaumont"));
    go(&mut state, Y, &["pass Y_rivers", "pass Y_essex"]);
    go(&mut state, L, &["retreat L_henry_vi middlesex"]);
    // Round 4 is over and Beaumont is still there: he must retreat now.
    assert_eq!(fought(&state).round, 4);
    let beaumont = options(&state, L);
    assert!(beaumont.contains(&"retreat L_beaumont middlesex".into()));
    assert!(beaumont.iter().all(|a| a.starts_with("retreat L_beaumont")));
    go(&mut state, L, &["retreat L_beaumont middlesex"]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
}

#[test]
fn ec_41_safety_rule_a_leftover_attacker_with_no_retreat_is_eliminated() {
    let mut state = ec_41(
        "L_beaumont",
        &["activate sussex", "move Y_arundel middlesex"],
    );
    pass_until(&mut state, 4);
    state
        .battle
        .as_mut()
        .unwrap()
        .joined
        .insert(block("L_beaumont"));
    go(&mut state, Y, &["pass Y_rivers", "pass Y_essex"]);
    assert_eq!(state.loc[block("L_henry_vi")], Location::Dead);
    assert_eq!(state.loc[block("L_beaumont")], Location::Dead);
    assert_eq!(state.blocks_of_in(L, area("essex")), BlockSet::EMPTY);
    assert_ne!(state.phase, Phase::BattleTurn { house: L });
}
