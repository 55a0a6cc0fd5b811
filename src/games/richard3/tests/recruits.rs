//! Recruits (5.4) by block type.

use super::*;

/// Lancaster Player 1 with AP4.
fn lancaster_recruits(p: Position) -> State {
    actions(p, 7, 20)
}

#[test]
fn rule_5_4_nobles_recruit_in_friendly_or_vacant_shield_areas() {
    let mut p = base();
    p.put("Y_hastings", "leicester");
    let mut state = lancaster_recruits(p);
    assert!(can(&state, L, "recruit L_stanley lancaster"));
    assert!(can(&state, L, "recruit L_stanley isle_of_man"));
    assert!(can(&state, L, "recruit L_buckingham kent"));
    refused(&state, L, "recruit L_rivers leicester", "5.4");
    refused(&state, L, "recruit L_stanley cumbria", "5.4");
    run(&mut state, L, &["recruit L_stanley lancaster"]);
    assert_eq!(ap(&state), 3);
    assert_eq!(
        state.steps[block("L_stanley")],
        block("L_stanley").info().steps
    );
    // Recruited blocks cannot move this turn.
    assert!(!can(&state, L, "activate lancaster"));
}

#[test]
fn rule_5_4_levies_church_welsh_and_bombard() {
    let state = lancaster_recruits(base());
    assert!(can(&state, L, "recruit L_bristol_levy somerset"));
    refused(&state, L, "recruit L_bristol_levy dorset", "5.4");
    assert!(can(&state, L, "recruit L_york_church south_yorks"));
    assert!(can(&state, L, "recruit L_welsh powys"));
    assert!(can(&state, L, "recruit L_welsh pembroke"));
    refused(&state, L, "recruit L_welsh chester", "5.4");
    // The bombard needs a friendly city area, of either colour; vacant is not enough.
    assert!(can(&state, L, "recruit L_bombard middlesex"));
    refused(&state, L, "recruit L_bombard somerset", "5.4");
}

#[test]
fn rule_5_4_the_rebel_goes_to_any_vacant_area_outside_exile() {
    let mut state = actions(base(), 20, 7);
    assert_eq!(acting(&state), Y);
    assert!(can(&state, Y, "recruit R_rebel kent"));
    assert!(can(&state, Y, "recruit R_rebel isle_of_man"));
    refused(&state, Y, "recruit R_rebel calais", "5.4");
    refused(&state, Y, "recruit R_rebel middlesex", "5.4");
    run(&mut state, Y, &["recruit R_rebel kent"]);
    assert_eq!(state.count_in(area("kent")).york, 1);
}

#[test]
fn rule_5_4_face_down_blocks_are_not_recruited() {
    let mut p = base();
    p.put("L_stanley", "pool_down");
    let state = lancaster_recruits(p);
    refused(&state, L, "recruit L_stanley lancaster", "5.4");
}

#[test]
fn rule_5_4_heirs_in_the_pool_enter_crowns_or_exile() {
    let mut p = base();
    p.put("L_somerset", "pool").put("Y_rutland", "pool");
    let state = lancaster_recruits(p.clone());
    // Lancaster is the King's house: any friendly or vacant crown area.
    assert!(can(&state, L, "recruit L_somerset cumbria"));
    assert!(can(&state, L, "recruit L_somerset cornwall"));
    refused(&state, L, "recruit L_somerset essex", "5.4");
    let state = actions(p, 20, 7);
    // York is the Pretender's house: its exile areas.
    assert!(can(&state, Y, "recruit Y_rutland calais"));
    assert!(can(&state, Y, "recruit Y_rutland ireland"));
    refused(&state, Y, "recruit Y_rutland sussex", "5.4");
}

#[test]
fn rule_5_4_nevilles_and_calais_and_the_turned_heirs() {
    let mut p = base();
    p.put("Y_warwick", "pool").put("Y_kent", "pool");
    let state = actions(p, 20, 7);
    assert!(can(&state, Y, "recruit Y_warwick calais"));
    assert!(can(&state, Y, "recruit Y_warwick warwick"));
    refused(&state, Y, "recruit Y_kent calais", "5.4");
    assert!(can(&state, Y, "recruit Y_kent east_yorks"));
    // A turned Clarence recruits into York's royal shield areas (9.1, Ref).
    let mut p = base();
    p.put("Y_clarence", "offmap").put("L_clarence", "pool");
    let state = lancaster_recruits(p);
    assert!(can(&state, L, "recruit L_clarence rutland"));
    assert!(can(&state, L, "recruit L_clarence hereford"));
    refused(&state, L, "recruit L_clarence lincoln", "5.4");
}
