//! Events (5.1): Plague (EC-33), Muster, and the "one group" events.

use super::*;

/// York alone in Middlesex with the London levy, Norfolk at 2 and Gloucester at 1.
fn plague_position() -> Position {
    let mut p = base();
    p.put("L_henry_vi", "oxford")
        .put("Y_london_levy", "middlesex")
        .put_steps("Y_norfolk", "middlesex", 2)
        .put_steps("Y_gloucester", "middlesex", 1)
        .put("Y_hastings", "warwick")
        .put("Y_essex", "kent");
    p
}

#[test]
fn ec_33_plague_costs_every_enemy_block_a_step() {
    let mut state = actions(plague_position(), 4, 7);
    assert_eq!(acting(&state), L);
    // Illegal: no city (Kent), Lancaster's own city area (none held), contested none.
    refused(&state, L, "plague kent", "5.1");
    refused(&state, L, "plague essex", "5.1");
    // A York-held Lancastrian city is legal.
    assert!(can(&state, L, "plague warwick"));
    run(&mut state, L, &["plague middlesex"]);
    assert_eq!(state.steps[block("Y_london_levy")], 3);
    assert_eq!(state.steps[block("Y_norfolk")], 1);
    assert_eq!(state.loc[block("Y_gloucester")], Location::Dead);
    assert_eq!(state.minors_owed.york, 1);
    assert_eq!(state.outcome, None);
    // The phase passes to York.
    assert_eq!(acting(&state), Y);
}

#[test]
fn ec_33_plague_spares_the_kingmaker_prisoner() {
    let p = Position::scenario(ScenarioId::Kingmaker);
    let mut state = actions(p, 4, 7);
    assert_eq!(acting(&state), L);
    run(&mut state, L, &["plague middlesex"]);
    assert_eq!(state.steps[block("L_henry_vi")], 4);
    assert_eq!(state.steps[block("Y_march")], 2);
}

#[test]
fn rule_5_1_plague_may_be_declined() {
    let mut state = actions(plague_position(), 4, 7);
    run(&mut state, L, &["done"]);
    assert_eq!(state.steps[block("Y_london_levy")], 4);
}

#[test]
fn rule_5_1_muster_moves_blocks_from_anywhere_into_one_area() {
    let mut p = base();
    p.put("L_wiltshire", "gloucester");
    let mut state = actions(p, 2, 7);
    assert!(can(&state, L, "muster leicester"));
    assert!(can(&state, L, "muster scotland"));
    assert!(!can(&state, L, "muster calais"));
    assert!(!can(&state, L, "muster isle_of_man"));
    run(
        &mut state,
        L,
        &[
            "muster leicester",
            "move L_henry_vi leicester",
            "move L_beaumont leicester",
            "move L_wiltshire warwick",
        ],
    );
    // On the way: the block must go on to the muster area.
    assert!(!can(&state, L, "done"));
    assert_eq!(
        Richard3::actions(&state, seat_of(L)),
        vec![act("move L_wiltshire leicester")]
    );
    run(&mut state, L, &["move L_wiltshire leicester"]);
    // Moves that cannot end in Leicester are not offered.
    assert!(!can(&state, L, "move L_clifford north_yorks"));
    assert!(!can(&state, L, "move L_somerset wilts"));
    run(&mut state, L, &["done"]);
    assert_eq!(state.count_in(area("leicester")).lancaster, 3);
}

#[test]
fn rule_5_1_york_may_not_muster_in_scotland() {
    let state = actions(base(), 7, 2);
    assert!(!can(&state, Y, "muster scotland"));
    assert!(!can(&state, Y, "muster calais"));
}

#[test]
fn rule_5_1_group_events_cannot_recruit() {
    for card in [1, 5, 6] {
        let state = actions(base(), 7, card);
        assert_eq!(acting(&state), Y);
        refused(&state, Y, "recruit Y_arundel sussex", "5.1");
    }
}

#[test]
fn rule_5_1_surprise_and_treason_allow_one_sea_move_with_its_pair() {
    for card in [5, 6] {
        let mut state = actions(base(), 7, card);
        run(
            &mut state,
            Y,
            &["sea Y_warwick east_anglia", "sea Y_kent east_anglia"],
        );
        assert_eq!(ap(&state), 0);
        assert!(!can(&state, Y, "sea Y_march east_anglia"));
    }
}
