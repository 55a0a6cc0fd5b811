//! Supply limits (7.1–7.2): EC-29 (city and exile limits), the Kingmaker prisoner, the
//! local mercenaries, Kingmaker's France one over its limit, and EC-45 (the King dies in a
//! supply phase). The positions and helpers are the supply tests'.

use super::supply::*;
use super::*;

#[test]
fn ec_29_a_city_area_supports_five_blocks() {
    // 6 Lancaster blocks in Middlesex (London): one block loses one step.
    let mut p = base();
    for b in [
        "L_somerset",
        "L_devon",
        "L_wiltshire",
        "L_oxford",
        "L_beaumont",
    ] {
        p.put(b, "middlesex");
    }
    let mut state = supply_at(p, 2);
    assert_eq!(
        state.phase,
        Phase::SupplyLoss {
            house: L,
            area: area("middlesex"),
            left: 1,
            hit: BlockSet::EMPTY
        }
    );
    assert_eq!(choices(&state, L).len(), 6);
    run(&mut state, L, &["lose L_devon"]);
    assert_eq!(state.steps[block("L_devon")], 1);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn ec_29_six_blocks_in_oxford_cost_two_different_blocks_a_step() {
    let mut p = base();
    for b in [
        "L_henry_vi",
        "L_somerset",
        "L_devon",
        "L_wiltshire",
        "L_oxford",
        "L_beaumont",
    ] {
        p.put(b, "oxford");
    }
    let mut state = supply_at(p, 2);
    assert!(matches!(state.phase, Phase::SupplyLoss { left: 2, .. }));
    run(&mut state, L, &["lose L_oxford"]);
    // The second loss goes to a different block.
    assert!(!can(&state, L, "lose L_oxford"));
    assert_eq!(choices(&state, L).len(), 5);
    run(&mut state, L, &["lose L_beaumont"]);
    assert_eq!(state.steps[block("L_oxford")], 2);
    assert_eq!(state.steps[block("L_beaumont")], 2);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn ec_29_a_one_step_block_chosen_is_eliminated() {
    let mut p = base();
    p.put_steps("L_somerset", "oxford", 1);
    for b in ["L_devon", "L_wiltshire", "L_oxford", "L_beaumont"] {
        p.put(b, "oxford");
    }
    let mut state = supply_at(p, 2);
    run(&mut state, L, &["lose L_somerset"]);
    // An heir's death (6.8): the minor is owed from the next supply phase on.
    assert_eq!(loc(&state, "L_somerset"), Location::Dead);
    assert_eq!(state.minors_owed.lancaster, 1);
    assert_eq!(state.minors_later.lancaster, 0);
    assert_eq!(loc(&state, "L_prince_edward"), Location::Minor);
    assert_eq!(state.outcome, None);
}

#[test]
fn rule_7_1_the_kingmaker_prisoner_never_counts_nor_takes_a_loss() {
    // York holds Middlesex with five blocks (limit 5) beside the prisoner Henry VI.
    let mut p = Position::scenario(ScenarioId::Kingmaker);
    for b in ["Y_norfolk", "Y_suffolk", "Y_arundel", "Y_essex"] {
        p.put(b, "middlesex");
    }
    // France's sixth block goes home to keep Lancaster within its limit.
    p.put("L_oxford", "pool");
    let mut state = supply_at(p, 2);
    // Lancaster holds the turned Clarence (in France): spared.
    run(&mut state, L, &["spare L_clarence"]);
    assert_eq!(state.phase, Phase::Cards);
    assert_eq!(
        state.loc[block("L_henry_vi")],
        Location::Prisoner(area("middlesex"))
    );
    assert_eq!(state.steps[block("L_henry_vi")], 4);
    // With a sixth York block, York loses a step, never from Henry.
    let mut p = Position::scenario(ScenarioId::Kingmaker);
    for b in [
        "Y_norfolk",
        "Y_suffolk",
        "Y_arundel",
        "Y_essex",
        "Y_hastings",
    ] {
        p.put(b, "middlesex");
    }
    p.put("L_oxford", "pool");
    let mut state = supply_at(p, 2);
    run(&mut state, L, &["spare L_clarence"]);
    assert!(matches!(
        state.phase,
        Phase::SupplyLoss {
            house: Y,
            left: 1,
            ..
        }
    ));
    assert!(!can(&state, Y, "lose L_henry_vi"));
    assert_eq!(choices(&state, Y).len(), 6);
}

#[test]
fn rule_7_2_exile_limits_count_all_but_the_local_mercenaries() {
    // Calais: 4 blocks besides its two local mercenaries are fine.
    let state = supply_at(base(), 2);
    assert_eq!(state.phase, Phase::Cards);
    // A fifth costs a step.
    let mut p = base();
    p.put("Y_norfolk", "calais");
    let state = supply_at(p, 2);
    assert!(matches!(
        state.phase,
        Phase::SupplyLoss { house: Y, left: 1, area: a, .. } if a == area("calais")
    ));
    // A foreign mercenary counts: the Irish in Calais.
    let mut p = base();
    p.put("Y_irish", "calais");
    let state = supply_at(p, 2);
    assert!(matches!(
        state.phase,
        Phase::SupplyLoss {
            house: Y,
            left: 1,
            ..
        }
    ));
    // Ireland: 2 besides the Irish; a third block costs a step.
    let mut p = base();
    p.put("Y_worcester", "ireland");
    let state = supply_at(p, 2);
    assert!(matches!(
        state.phase,
        Phase::SupplyLoss { house: Y, area: a, .. } if a == area("ireland")
    ));
}

#[test]
fn rule_7_2_the_blocks_over_the_limit_lose_the_step_never_the_local_mercenaries() {
    // Scotland: the French, Exeter and Somerset sail there from France; with the Scots
    // at home that is one block over the limit of 2 plus the local mercenary.
    let mut p = base();
    p.put("L_exeter", "france").put("L_somerset", "france");
    let mut state = actions(p, 7, 20);
    run(
        &mut state,
        L,
        &[
            "sea L_french scotland",
            "sea L_exeter scotland",
            "sea L_somerset scotland",
            "done",
        ],
    );
    run(&mut state, Y, &["done"]);
    assert_eq!(
        state.phase,
        Phase::SupplyLoss {
            house: L,
            area: area("scotland"),
            left: 1,
            hit: BlockSet::EMPTY
        }
    );
    assert_eq!(
        choices(&state, L),
        ["lose L_exeter", "lose L_somerset", "lose L_french"]
    );
    refused(&state, L, "lose L_scots", "12");
    // Calais: five York blocks besides the Calais and Burgundian mercenaries.
    let mut p = base();
    p.put("Y_norfolk", "calais");
    let state = supply_at(p, 2);
    assert_eq!(
        choices(&state, Y),
        [
            "lose Y_march",
            "lose Y_norfolk",
            "lose Y_warwick",
            "lose Y_kent",
            "lose Y_salisbury"
        ]
    );
    refused(&state, Y, "lose Y_calais_merc", "12");
    refused(&state, Y, "lose Y_burgundian", "12");
}

#[test]
fn rule_7_2_kingmaker_france_starts_one_over_its_limit() {
    let mut state = supply_at(Position::scenario(ScenarioId::Kingmaker), 1);
    run(&mut state, L, &["spare L_clarence"]);
    // Lancaster, the Pretender's house, goes first: five blocks besides the French.
    assert_eq!(
        state.phase,
        Phase::SupplyLoss {
            house: L,
            area: area("france"),
            left: 1,
            hit: BlockSet::EMPTY
        }
    );
    run(&mut state, L, &["lose L_oxford"]);
    assert_eq!(state.steps[block("L_oxford")], 2);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn ec_45_the_king_dies_in_a_supply_phase() {
    // Arrange: campaign 1, turn 7; Henry VI (1 step) and 4 others in Oxford.
    let mut p = base();
    p.put_steps("L_henry_vi", "oxford", 1);
    for b in ["L_somerset", "L_exeter", "L_devon", "L_oxford"] {
        p.put(b, "oxford");
    }
    // York holds as many blocks on the map as Lancaster will: a usurpation tie.
    for (b, a) in [
        ("Y_norfolk", "east_anglia"),
        ("Y_suffolk", "east_anglia"),
        ("Y_arundel", "sussex"),
        ("Y_essex", "essex"),
        ("Y_worcester", "rutland"),
        ("Y_hastings", "leicester"),
        ("Y_herbert", "glamorgan"),
        ("Y_canterbury_church", "kent"),
    ] {
        p.put(b, a);
    }
    let mut state = supply_at(p, 7);
    // Act: Lancaster picks Henry VI for the step loss.
    run(&mut state, L, &["lose L_henry_vi"]);
    // Assert: no King crowned in this supply phase; Prince Edward does not enter yet.
    assert_eq!(loc(&state, "L_henry_vi"), Location::Dead);
    assert_eq!(state.outcome, None);
    assert_eq!(state.king, None);
    assert_eq!(loc(&state, "L_prince_edward"), Location::Minor);
    // The political turn: 8 blocks each, a tie, which goes to the royal house.
    assert_eq!(phase::political::usurpation_count(&state, L), 8);
    assert_eq!(phase::political::usurpation_count(&state, Y), 8);
    assert_eq!(state.royal, L);
    // York goes home first; then Lancaster's heirs go home as royal heirs (8.4).
    while let Phase::GoHome { house: Y, .. } | Phase::ExileSurplus { house: Y, .. } = state.phase {
        let first = Richard3::actions(&state, seat_of(Y))[0];
        run(&mut state, Y, &[&first.to_string()]);
    }
    assert_eq!(
        state.phase,
        Phase::GoHome {
            house: L,
            block: block("L_exeter")
        }
    );
    assert!(can(&state, L, "home L_exeter cornwall"));
    assert!(can(&state, L, "home L_exeter middlesex"), "any crown area");
    assert!(!can(&state, L, "home L_exeter france"));
    run(&mut state, L, &["home L_exeter cornwall"]);
    run(&mut state, L, &["home L_somerset dorset"]);
    settle(&mut state);
    // Campaign 2, turn 1: still no King (no King's treachery roll); the royal house is
    // Lancaster.
    assert_eq!((state.campaign, state.turn), (2, 1));
    assert_eq!((state.king, state.royal), (None, L));
    assert_eq!(state.minors_owed.lancaster, 1);
    // At the start of turn 1's supply phase Prince Edward becomes King and enters.
    quiet_turn(&mut state);
    assert_eq!(state.king, Some(block("L_prince_edward")));
    assert_eq!(
        state.phase,
        Phase::MinorEntry {
            house: L,
            heir: block("L_prince_edward")
        }
    );
    assert!(!can(&state, L, "enter L_prince_edward sussex"), "York's");
    run(&mut state, L, &["enter L_prince_edward cornwall"]);
    assert_eq!(loc(&state, "L_prince_edward"), on("cornwall"));
}
