//! Placement, manoeuvres, battle, captures and passing (§5–§8), the decisions A-n (§12)
//! and the edge cases of §13 (EC-n).

use super::*;

/// Applies `text` for the side to move without checking it (to test a rule's effect).
fn force(state: &mut State, text: &str) {
    rules::apply(state, &act(text));
}

#[test]
fn ec_01_setup_spacing() {
    let mut state = new_game(Options::default(), 1, R);
    play(&mut state, "place C3");
    play(&mut state, "place F6");
    for near in ["C4", "B3", "D3", "C2"] {
        assert!(!can(&state, &format!("place {near}")), "{near}");
    }
    assert!(can(&state, "place D4"), "diagonal is fine");
    assert!(can(&state, "place E6"), "next to a blue fort is fine");
    let refusal = Tara::why_illegal(&state, Seat(0), &act("place C4"));
    assert_eq!(refusal.rule, "5.1");
}

#[test]
fn rule_5_1_placement_alternates_and_then_manoeuvres_begin() {
    let mut state = new_game(Options::default(), 1, R);
    for (side, hill) in [
        (R, "B2"),
        (B, "F6"),
        (R, "D2"),
        (B, "D6"),
        (R, "F2"),
        (B, "B6"),
    ] {
        assert_eq!(state.to_move, side);
        play(&mut state, &format!("place {hill}"));
    }
    assert_eq!(state.to_move, R);
    assert_eq!(state.phase.red, Phase::Manoeuvres);
    assert!(
        rules::legal(&state)
            .iter()
            .all(|a| matches!(a, Action::Move(..)))
    );
}

#[test]
fn ec_03_manoeuvres_adjacency_to_own_forts() {
    let manoeuvres = position("D3 E4", "A6", "D3", "A6", Phase::Manoeuvres, R);
    assert!(!can(&manoeuvres, "move D3 F4"));
    assert_eq!(
        Tara::why_illegal(&manoeuvres, Seat(0), &act("move D3 F4")).rule,
        "5.2"
    );
    let battle = position("D3 E4", "A6", "D3", "A6", Phase::Battle, R);
    assert!(can(&battle, "move D3 F4"));
}

#[test]
fn ec_04_occupied_destinations_in_manoeuvres() {
    let state = position("D3", "F4", "D3", "F4", Phase::Manoeuvres, R);
    assert!(!can(&state, "move D3 F4"));
    let own = position("D3 F4", "A6", "D3", "A6", Phase::Manoeuvres, R);
    assert!(!can(&own, "move D3 F4"));
}

#[test]
fn ec_05_manoeuvres_capture_at_the_edge_a_11_the_fort_stays() {
    let mut state = position("A3 A5 C2", "A4 F6", "C2", "A4 F6", Phase::Manoeuvres, R);
    play(&mut state, "move C2 B4");
    assert_eq!(state.captured.red, 1);
    assert!(!state.kings.blue.contains(h("A4")));
    // the captured king's fort stays and keeps counting.
    assert!(state.forts.blue.contains(h("A4")));
    assert!(
        state
            .last
            .as_deref()
            .unwrap()
            .contains("captured the blue king on A4")
    );
}

#[test]
fn ec_06_a_1_two_neighbour_hills_are_besieged_by_two_forts() {
    let state = position("F6 G5", "G6", "", "", Phase::Battle, R);
    assert!(rules::besieged_by(&state, h("G6"), R));
    assert!(rules::single_fort(&state, h("G6"), B));
    assert!(!rules::besieged_by(&state, h("F6"), B));
}

#[test]
fn ec_07_a_multi_fort_kingdom_protects_its_king() {
    let mut state = position("A2 B4 D4", "C4 C5", "A2", "C4", Phase::Battle, R);
    play(&mut state, "move A2 C3");
    assert!(
        state.kings.blue.contains(h("C4")),
        "linked to C5: never captured"
    );
    assert_eq!(state.captured.red, 0);
}

#[test]
fn ec_08_a_2_no_capture_by_standing_still() {
    // Blue backtracks onto its single fort D4, besieged by red, next to the red king on D5.
    let mut state = position(
        "C4 E4 D3 D5 A3",
        "D4 B5 F2",
        "D5 A3",
        "B5",
        Phase::Battle,
        B,
    );
    force(&mut state, "back B5 D4");
    assert!(
        state.kings.blue.contains(h("D4")),
        "not captured by standing still"
    );
    // A red king arriving next to it captures it: here the A3 king backtracks onto C4.
    state.to_move = R;
    force(&mut state, "back A3 C4");
    assert!(!state.kings.blue.contains(h("D4")));
    assert_eq!(state.captured.red, 1);
}

#[test]
fn ec_09_entering_a_besieged_hill_to_capture() {
    let mut state = position(
        "E2 F3 D3 C5",
        "E3 D4 F4 E5",
        "C5",
        "E3 D4",
        Phase::Battle,
        R,
    );
    play(&mut state, "move C5 E4");
    assert!(!state.kings.blue.contains(h("E3")), "captured");
    assert!(state.kings.red.contains(h("E4")), "the arriving king stays");
}

#[test]
fn ec_10_battle_building_merges_kingdoms() {
    let mut state = position("B3 C4 E4 D5", "G6", "B3", "G6", Phase::Battle, R);
    assert_eq!(rules::kingdoms_of(&state, R), 4);
    play(&mut state, "move B3 D4");
    assert_eq!(rules::kingdoms_of(&state, R), 2);
}

/// Red's king on E5 with every knight target taken, G6 a blue single fort besieged by red.
fn boxed(extra_red: &str, red_kings: &str, blue_kings: &str) -> State {
    position(
        &format!("E5 F6 G5 G4 {extra_red}"),
        "C4 C6 D3 D7 F3 F7 G6 A2",
        red_kings,
        blue_kings,
        Phase::Battle,
        R,
    )
}

#[test]
fn ec_11_a_3_a_mobile_king_comes_first() {
    let state = boxed("B2", "E5 B2", "A2");
    assert!(!can(&state, "take E5 G6"));
    let refusal = Tara::why_illegal(&state, Seat(0), &act("take E5 G6"));
    assert_eq!(refusal.rule, "A-3");
}

#[test]
fn ec_12_fort_capture() {
    let mut state = boxed("", "E5", "A2");
    assert!(can(&state, "take E5 G6"));
    let blue_forts = state.forts.blue.len();
    let blue_kingdoms = rules::kingdoms_of(&state, B);
    let red_kingdoms = rules::kingdoms_of(&state, R);
    play(&mut state, "take E5 G6");
    assert!(state.forts.red.contains(h("G6")));
    assert_eq!(state.forts.blue.len(), blue_forts - 1);
    assert_eq!(rules::kingdoms_of(&state, B), blue_kingdoms - 1);
    // F6 and G5-G4 were two red kingdoms; G6 joins them.
    assert_eq!(rules::kingdoms_of(&state, R), red_kingdoms - 1);
}

#[test]
fn ec_13_fort_capture_blocked_by_friendly_adjacency() {
    let state = boxed("", "E5 F6", "A2");
    assert!(!can(&state, "take E5 G6"));
}

#[test]
fn ec_14_a_10_a_fort_with_a_king_is_not_taken() {
    let state = boxed("", "E5", "A2 G6");
    assert!(!can(&state, "take E5 G6"));
    // Nor may a king backtrack onto a fort carrying a king.
    let two = boxed("", "E5 G4", "A2");
    assert!(!can(&two, "back E5 G4"));
}

#[test]
fn ec_15_friendly_kings_never_stand_side_by_side() {
    let state = position("C3 A5", "G6", "C3 A5", "G6", Phase::Battle, R);
    assert!(!can(&state, "move A5 B3"));
    assert!(!can(&state, "move A5 C4"));
    assert!(can(&state, "move A5 C6"));
}

/// Red's king on E5 boxed in Manoeuvres; Blue's king on A2 free.
fn before_battle(entry: BattleEntry) -> State {
    let mut state = position(
        "E5",
        "C4 C6 D3 D7 F3 F7 G4 G6 A2",
        "E5",
        "A2",
        Phase::Manoeuvres,
        B,
    );
    state.options.battle_entry = entry;
    state
}

#[test]
fn ec_16_a_4_battle_announcement_and_the_grace_turn() {
    let mut state = before_battle(BattleEntry::Grace);
    play(&mut state, "move A2 C1");
    // Red had no Manoeuvres move: Red is in Battle (and, stuck there, skips: A-12).
    assert_eq!(state.phase.red, Phase::Battle);
    assert_eq!(state.battle_called, Some(R));
    assert_eq!(state.to_move, B);
    // Blue plays one more Manoeuvres turn, then is in Battle whatever his mobility.
    assert_eq!(state.phase.blue, Phase::Manoeuvres);
    assert_eq!(state.grace_turn, Some(B));
    play(&mut state, "move C1 B3");
    assert_eq!(state.phase.blue, Phase::Battle);
}

#[test]
fn a_4_immediate_battle_entry_flag() {
    let mut state = before_battle(BattleEntry::Immediate);
    play(&mut state, "move A2 C1");
    assert_eq!(state.phase.red, Phase::Battle);
    assert_eq!(state.phase.blue, Phase::Battle, "no grace turn");
}

/// Every king boxed: red on E5, blue on A2 whose targets B4 C1 C3 are red forts.
fn all_boxed(to_move: Side) -> State {
    position(
        "E5 B4 C1 C3",
        "C4 C6 D3 D7 F3 F7 G4 G6 A2",
        "E5",
        "A2",
        Phase::Battle,
        to_move,
    )
}

#[test]
fn ec_17_a_5_pass_removes_the_passers_kings_and_his_turns() {
    let mut state = all_boxed(B);
    assert!(can(&state, "pass"));
    play(&mut state, "pass");
    assert!(state.kings.blue.is_empty());
    assert!(state.passed.blue);
    assert_eq!(state.to_move, R);
    // Red takes every turn now.
    let first = rules::legal(&state)[0];
    play(&mut state, &first.to_string());
    assert!(state.over || state.game == 2 || state.to_move == R);
}

#[test]
fn ec_18_a_12_pass_refused_while_a_king_is_mobile_and_the_stuck_skip() {
    // A free red king on A6: blue may not pass.
    let mut state = all_boxed(B);
    state.forts.red.insert(h("A6"));
    state.kings.red.insert(h("A6"));
    assert!(!can(&state, "pass"));
    assert_eq!(Tara::why_illegal(&state, Seat(1), &act("pass")).rule, "8");
    // Blue has no backtrack or fort capture either: after red's move, blue skips.
    state.to_move = R;
    play(&mut state, "move A6 C7");
    assert_eq!(state.to_move, R, "blue cannot act and skips");
}

#[test]
fn ec_19_double_capture_ends_the_game() {
    let mut state = position("A3 A5 C2", "A4 F6", "C2", "A4 F6", Phase::Battle, R);
    state.captured = BySide { red: 1, blue: 1 };
    play(&mut state, "move C2 B4");
    let game = state.played[0];
    assert_eq!(game.end, End::DoubleCapture(R));
    assert_eq!(game.award, Award::DoubleCapture);
    assert_eq!(game.points, BySide { red: 2, blue: 1 });
    assert_eq!(state.game, 2, "the match goes on with game 2");
    assert_eq!(state.starter, B);
}

#[test]
fn ec_20_triple_capture() {
    let mut state = position(
        "A3 A5 D4 C3 C5 D5",
        "A4 C4 F6",
        "D5",
        "A4 C4 F6",
        Phase::Battle,
        R,
    );
    state.captured.red = 1;
    play(&mut state, "move D5 B4");
    let game = state.played[0];
    assert_eq!(game.points.red, 3);
    assert_eq!(game.award, Award::DoubleCapture);
}

#[test]
fn ec_21_last_hill_and_double_capture() {
    let mut state = position("A3 A5 C2", "A4 F6", "C2", "A4 F6", Phase::Battle, R);
    // Every other hill holds a red fort, B4 is the last vacant one.
    for hill in ALL.iter() {
        if !rules::all_forts(&state).contains(hill) && hill != h("B4") {
            state.forts.red.insert(hill);
        }
    }
    state.captured.red = 1;
    play(&mut state, "move C2 B4");
    let game = state.played[0];
    assert_eq!(
        game.end,
        End::DoubleCapture(R),
        "double capture wins over the full board"
    );
    assert_eq!(game.points, BySide { red: 2, blue: 0 });
}

#[test]
fn a_9_a_placement_captures() {
    let mut state = position("A3 A5", "A4", "A3 A5", "A4", Phase::Placement, R);
    state.placed = BySide { red: 2, blue: 1 };
    play(&mut state, "place B4");
    assert!(!state.kings.blue.contains(h("A4")));
    assert_eq!(state.captured.red, 1);
}

#[test]
fn a_14_the_supply_is_unlimited() {
    let mut state = position("E5", "A2", "E5", "A2", Phase::Battle, R);
    for hill in ALL.iter() {
        if state.forts.red.len() <= 30
            && !rules::all_forts(&state).contains(hill)
            && hill != h("F3")
        {
            state.forts.red.insert(hill);
        }
    }
    assert!(state.forts.red.len() > 30);
    assert!(!rules::legal(&state).is_empty());
}

#[test]
fn rule_16_only_the_side_to_move_acts_and_refusals_change_nothing() {
    let state = position("D3 E4", "A6", "D3", "A6", Phase::Manoeuvres, R);
    assert!(Tara::actions(&state, Seat(1)).is_empty());
    for (seat, text) in [
        (1, "move A6 B4"),
        (0, "move D3 F4"),
        (0, "pass"),
        (0, "place C3"),
    ] {
        let mut after = state.clone();
        assert!(Tara::apply(&mut after, Seat(seat), &act(text), &mut dice()).is_err());
        assert_eq!(after, state);
    }
}
