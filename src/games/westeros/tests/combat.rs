//! Combat through `rules::legal` and `rules::apply` (§5, §10.6–§10.11): targets and the
//! ranged rules, the dice counts of §10.8 line by line, hits, retreats one result at a
//! time, engagement, flank rerolls, free attacks, advance and pursue, with §18 cases 3, 9
//! and 22–31. Commanders in combat (cases 32–36) are in `commanders`.

use crate::games::westeros::data::Side;
use crate::games::westeros::rules::actor;
use crate::games::westeros::state::{Pending, Place, Roll, State};

use super::h;
use super::position::{
    adv, advance_step, engage, engaged, figures, give, hand, hex_of, legal_texts, place, play,
    play_random, position, ready_to_attack, refused, retreat_step, rolled, set_figures, unit,
};

// 3.4, 10.9 step 4, 18 case 3: the river is never a retreat hex
#[test]
fn case_03_a_retreat_from_the_north_bank_goes_into_the_ford_only() {
    let mut state = position(Side::North);
    place(&mut state, "W1", "D4");
    place(&mut state, "N1", "C4");
    ready_to_attack(&mut state, "N1");
    play(&mut state, "attack N1 W1", &[7, 4]);
    assert_eq!(hex_of(&state, "W1"), Some(h("D5")), "E5 is river");
    assert_eq!(figures(&state, "W1"), 4);
    assert_eq!(legal_texts(&state), ["advance N1 D4", "stay"]);
    assert_eq!(actor(&state), Some(Side::North));

    let mut state = position(Side::North);
    place(&mut state, "W1", "D4");
    place(&mut state, "W2", "D5");
    place(&mut state, "N1", "C4");
    ready_to_attack(&mut state, "N1");
    play(&mut state, "attack N1 W1", &[7, 4]);
    assert_eq!(hex_of(&state, "W1"), Some(h("D4")));
    assert_eq!(figures(&state, "W1"), 3, "the blocked retreat is a hit");
    assert_eq!(engaged(&state, "W1"), ["N1"]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 10.7, 18 case 9: no shooting while adjacent to an enemy, nor at an engaged target
#[test]
fn case_09_a_shooter_in_contact_only_strikes_in_melee() {
    let mut state = position(Side::West);
    place(&mut state, "W5", "I7");
    place(&mut state, "N2", "I6");
    place(&mut state, "N1", "K7");
    ready_to_attack(&mut state, "W5");
    assert_eq!(legal_texts(&state), ["attack W5 N2", "done"]);
    refused(&state, Side::West, "attack W5 N1", "10.6");
    play(&mut state, "attack W5 N2", &[4]);
    assert!(matches!(state.rolls[0], Roll::Melee(_)), "one melee die");

    let mut state = position(Side::West);
    place(&mut state, "W5", "I7");
    place(&mut state, "N1", "K7");
    place(&mut state, "W6", "L7");
    engage(&mut state, "N1", "W6");
    place(&mut state, "N2", "G7");
    ready_to_attack(&mut state, "W5");
    assert_eq!(legal_texts(&state), ["attack W5 N2", "done"]);
    play(&mut state, "attack W5 N2", &[4, 4]);
    assert!(matches!(state.rolls[0], Roll::Ranged(_)));
    assert!(engaged(&state, "N2").is_empty(), "a shot never engages");
}

// 10.7: range 2 to 4 with a clear line of sight; adjacent is melee
#[test]
fn a_shot_reaches_distance_2_to_4() {
    for (target, offered) in [("K6", false), ("K4", false), ("F4", true), ("E4", true)] {
        let mut state = position(Side::North);
        place(&mut state, "N5", "G2");
        place(&mut state, "W2", "G4");
        place(&mut state, "W1", target);
        ready_to_attack(&mut state, "N5");
        let shot = legal_texts(&state).contains(&"attack N5 W1".to_string());
        assert_eq!(shot, offered, "G2 to {target}");
    }
}

/// The dice N1 on `from` rolls at W1 on `to` (ordered by a valor token), after `extra`
/// changes to the position.
fn dice_for(from: &str, to: &str, extra: impl Fn(&mut State)) -> usize {
    let mut state = position(Side::North);
    place(&mut state, "N1", from);
    place(&mut state, "W1", to);
    extra(&mut state);
    ready_to_attack(&mut state, "N1");
    play_random(&mut state, "attack N1 W1");
    rolled(&state)
}

// 10.8 melee lines: base, reduced, forest, hill, and the floor of 1
#[test]
fn melee_dice_follow_10_8_line_by_line() {
    assert_eq!(dice_for("F6", "F7", |_| {}), 2, "base: N1's Melee");
    assert_eq!(
        dice_for("F6", "F7", |s| set_figures(s, "N1", 2)),
        1,
        "reduced at 2 figures"
    );
    assert_eq!(dice_for("D6", "E7", |_| {}), 1, "target in a forest");
    assert_eq!(
        dice_for("D6", "E7", |s| set_figures(s, "N1", 1)),
        1,
        "2 - 1 - 1 = 0: at least 1 die"
    );
    assert_eq!(dice_for("F4", "E4", |_| {}), 1, "target on a hill");
    let mut state = position(Side::North);
    place(&mut state, "N6", "J6");
    place(&mut state, "W1", "K6");
    ready_to_attack(&mut state, "N6");
    play_random(&mut state, "attack N6 W1");
    assert_eq!(rolled(&state), 3, "woodland ignores the forest");
}

// 10.8: Assault and Charge add a die, improvised they do not
#[test]
fn assault_adds_a_melee_die_unless_improvised() {
    for (play_card, dice) in [("card assault N3", 3), ("improvise assault N3", 2)] {
        let mut state = position(Side::North);
        hand(&mut state, Side::North, "assault");
        place(&mut state, "N3", "E2");
        place(&mut state, "N1", "E3");
        place(&mut state, "W1", "E4");
        play(&mut state, play_card, &[]);
        play(&mut state, "order N1", &[]);
        if state.pending == Pending::Select {
            play(&mut state, "done", &[]);
        }
        play(&mut state, "done", &[]);
        play_random(&mut state, "attack N1 W1");
        assert_eq!(
            rolled(&state),
            dice - 1,
            "{play_card}: the hill E4 takes one"
        );
    }
}

// 10.8 ranged lines: hill +1, moved -1, Volley +1 and no moved penalty, reduced, forest
#[test]
fn ranged_dice_follow_10_8_line_by_line() {
    let shot = |from: &str, moved_to: Option<&str>, card: bool, figures: u8| {
        let mut state = position(Side::North);
        place(&mut state, "N5", from);
        place(&mut state, "W1", "D3");
        set_figures(&mut state, "N5", figures);
        if card {
            hand(&mut state, Side::North, "volley");
            place(&mut state, "N3", "B1");
            play(&mut state, "card volley N3", &[]);
            play(&mut state, "order N5", &[]);
        } else {
            give(&mut state, Side::North, "green");
            play(&mut state, "token green N5", &[]);
        }
        match moved_to {
            Some(hex) => play(&mut state, &format!("move N5 {hex}"), &[]),
            None => play(&mut state, "done", &[]),
        }
        play_random(&mut state, "attack N5 W1");
        rolled(&state)
    };
    assert_eq!(shot("A3", None, false, 3), 2, "base");
    assert_eq!(shot("A2", Some("A3"), false, 3), 1, "moved");
    assert_eq!(
        shot("A2", Some("A3"), false, 1),
        1,
        "moved and reduced: floor"
    );
    assert_eq!(shot("A3", None, true, 3), 3, "Volley");
    assert_eq!(
        shot("A2", Some("A3"), true, 3),
        3,
        "Volley: no moved penalty"
    );
    assert_eq!(shot("A3", None, false, 1), 1, "reduced");
    let mut state = position(Side::North);
    place(&mut state, "N5", "E4");
    place(&mut state, "W1", "G5");
    ready_to_attack(&mut state, "N5");
    play_random(&mut state, "attack N5 W1");
    assert_eq!(rolled(&state), 3, "from the hill");
}

// 10.8, 10.11: Charge's die counts for the pursuit attack too
#[test]
fn a_charging_pursuer_rolls_the_charge_die_twice() {
    let mut state = position(Side::North);
    place(&mut state, "N4", "H4");
    place(&mut state, "W2", "G4");
    set_figures(&mut state, "W2", 1);
    place(&mut state, "W1", "F4");
    hand(&mut state, Side::North, "charge");
    play(&mut state, "card charge N4", &[]);
    play(&mut state, "order N4", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "attack N4 W2", &[1, 4, 4, 4]);
    play(&mut state, "advance N4 G4", &[]);
    play(&mut state, "attack N4 W1", &[4, 4, 4, 4]);
    assert_eq!(engaged(&state, "N4"), ["W1"]);
}

// 10.7, 10.9: a shot's morale result makes the target retreat; no engagement, no advance
#[test]
fn a_shot_can_drive_its_target_back_but_never_engages_or_advances() {
    let mut state = position(Side::North);
    place(&mut state, "N5", "A3");
    place(&mut state, "W1", "D3");
    ready_to_attack(&mut state, "N5");
    play(&mut state, "attack N5 W1", &[7, 4]);
    assert_eq!(legal_texts(&state), ["retreat W1 C4", "retreat W1 D4"]);
    play(&mut state, "retreat W1 D4", &[]);
    assert!(engaged(&state, "N5").is_empty());
    assert_eq!(hex_of(&state, "N5"), Some(h("A3")));
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 10.9 step 4, 3.4, 18 case 22: no retreat from the own edge
#[test]
fn case_22_a_unit_on_its_own_edge_takes_its_morale_results_as_hits() {
    let mut state = position(Side::West);
    place(&mut state, "N1", "F1");
    place(&mut state, "W1", "E1");
    ready_to_attack(&mut state, "W1");
    play(&mut state, "attack W1 N1", &[7, 7]);
    assert_eq!(figures(&state, "N1"), 2);
    assert_eq!(hex_of(&state, "N1"), Some(h("F1")));
    assert_eq!(engaged(&state, "N1"), ["W1"]);
}

// 10.9 steps 3-5, 18 case 23: hits first, then the blocked retreat
#[test]
fn case_23_a_blocked_retreat_after_a_hit_costs_a_second_figure() {
    let mut state = position(Side::North);
    place(&mut state, "W1", "E6");
    place(&mut state, "W5", "E7");
    place(&mut state, "W6", "F7");
    place(&mut state, "N1", "F6");
    ready_to_attack(&mut state, "N1");
    play(&mut state, "attack N1 W1", &[1, 7]);
    assert_eq!(figures(&state, "W1"), 2);
    assert_eq!(hex_of(&state, "W1"), Some(h("E6")));
    assert_eq!(engaged(&state, "W1"), ["N1"]);
    assert_eq!(advance_step(&state), None, "the hex is not empty");
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 10.9 step 4, 10.11, 18 case 24: a forced step, then the owner's choice
#[test]
fn case_24_one_free_hex_is_taken_then_west_chooses_between_two() {
    let mut state = position(Side::North);
    place(&mut state, "W1", "E6");
    place(&mut state, "W6", "F7");
    place(&mut state, "N1", "F6");
    ready_to_attack(&mut state, "N1");
    play(&mut state, "attack N1 W1", &[7, 7]);
    assert_eq!(hex_of(&state, "W1"), Some(h("E7")), "F7 is held");
    assert_eq!(
        retreat_step(&state),
        Some(("W1".into(), 1, vec!["D8".into(), "E8".into()]))
    );
    assert_eq!(actor(&state), Some(Side::West));
    assert_eq!(legal_texts(&state), ["retreat W1 D8", "retreat W1 E8"]);
    refused(&state, Side::West, "retreat W1 F8", "10.9");
    refused(&state, Side::North, "stay", "15");
    play(&mut state, "retreat W1 D8", &[]);
    assert_eq!(hex_of(&state, "W1"), Some(h("D8")));
    assert_eq!(advance_step(&state), adv("N1", "E6", false));
    assert_eq!(legal_texts(&state), ["advance N1 E6", "stay"]);
    play(&mut state, "advance N1 E6", &[]);
    assert_eq!(hex_of(&state, "N1"), Some(h("E6")));
    assert!(engaged(&state, "N1").is_empty());
}

// 4.2 stalwart, 18 case 25
#[test]
fn case_25_stalwart_ignores_the_first_morale_result() {
    let mut state = position(Side::North);
    place(&mut state, "N6", "G5");
    place(&mut state, "W6", "G6");
    ready_to_attack(&mut state, "N6");
    play(&mut state, "attack N6 W6", &[4, 7, 7]);
    assert_eq!(figures(&state, "W6"), 3);
    assert_eq!(
        retreat_step(&state),
        Some(("W6".into(), 1, vec!["G7".into(), "H7".into()]))
    );
    play(&mut state, "retreat W6 H7", &[]);
    assert_eq!(hex_of(&state, "W6"), Some(h("H7")));
    assert_eq!(advance_step(&state), adv("N6", "G6", false));
}

// 10.9 steps 3-4, 12, 18 case 26: elimination by a blocked retreat ends the results
#[test]
fn case_26_an_elimination_by_a_blocked_retreat_voids_the_other_result() {
    let mut state = position(Side::North);
    place(&mut state, "W5", "E6");
    set_figures(&mut state, "W5", 1);
    place(&mut state, "W1", "E7");
    place(&mut state, "W6", "F7");
    place(&mut state, "N1", "F6");
    ready_to_attack(&mut state, "N1");
    play(&mut state, "attack N1 W5", &[7, 7]);
    assert_eq!(state.unit(unit("W5")).place, Place::Eliminated);
    assert_eq!((state.sides.north.vp, state.sides.west.morale), (1, 9));
    assert_eq!(figures(&state, "W1") + figures(&state, "W6"), 8);
    assert_eq!(advance_step(&state), adv("N1", "E6", false));
}

// 10.10 flank, A-16, 18 case 27
#[test]
fn case_27_a_flank_attack_rerolls_one_face() {
    let flank = || {
        let mut state = position(Side::North);
        place(&mut state, "W2", "E6");
        place(&mut state, "N1", "D6");
        place(&mut state, "N2", "F6");
        engage(&mut state, "W2", "N1");
        ready_to_attack(&mut state, "N2");
        state
    };
    let mut state = flank();
    play(&mut state, "attack N2 W2", &[7, 4]);
    assert_eq!(state.pending, Pending::Reroll);
    assert_eq!(
        legal_texts(&state),
        ["reroll morale", "reroll blue", "keep"]
    );
    refused(&state, Side::North, "reroll red", "10.10");
    play(&mut state, "reroll blue", &[1]);
    assert_eq!(figures(&state, "W2"), 3);
    assert_eq!(
        retreat_step(&state),
        Some(("W2".into(), 1, vec!["E7".into(), "F7".into()]))
    );
    play(&mut state, "retreat W2 F7", &[]);
    assert!(engaged(&state, "W2").is_empty() && engaged(&state, "N1").is_empty());
    assert_eq!(advance_step(&state), adv("N2", "E6", false));

    let mut state = flank();
    play(&mut state, "attack N2 W2", &[1, 8]);
    assert_eq!(figures(&state, "W2"), 2, "every die hit: no question");
    assert_eq!(engaged(&state, "W2"), ["N1", "N2"]);
}

// 10.10 free attacks, 18 case 28
#[test]
fn case_28_leaving_two_engagements_draws_two_free_attacks_in_id_order() {
    let engaged_n1 = |n1_figures: u8| {
        let mut state = position(Side::North);
        place(&mut state, "N1", "D6");
        set_figures(&mut state, "N1", n1_figures);
        place(&mut state, "W1", "D7");
        place(&mut state, "W2", "E7");
        engage(&mut state, "N1", "W1");
        engage(&mut state, "N1", "W2");
        give(&mut state, Side::North, "green");
        play(&mut state, "token green N1", &[]);
        state
    };
    let mut state = engaged_n1(4);
    play(&mut state, "move N1 C6", &[1, 7, 7, 8]);
    assert_eq!(figures(&state, "N1"), 2);
    assert_eq!(hex_of(&state, "N1"), Some(h("C6")));
    for id in ["N1", "W1", "W2"] {
        assert!(engaged(&state, id).is_empty(), "{id}");
    }
    let free: Vec<String> = state
        .rolls
        .iter()
        .filter_map(|r| match r {
            Roll::Free(a) => Some(a.attacker.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(free, ["W1", "W2"]);
    assert_eq!(
        legal_texts(&state),
        ["attack N1 W1", "done"],
        "C6 touches D7"
    );

    let mut state = engaged_n1(1);
    play(&mut state, "move N1 C6", &[1, 7]);
    assert_eq!(state.unit(unit("N1")).place, Place::Eliminated);
    assert_eq!((state.sides.west.vp, state.sides.north.morale), (1, 9));
    assert!(engaged(&state, "W1").is_empty() && engaged(&state, "W2").is_empty());
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 10.10, 10.11, 18 case 29: advancing is leaving a hex
#[test]
fn case_29_an_advance_out_of_an_engagement_draws_a_free_attack_first() {
    let mut state = position(Side::North);
    place(&mut state, "N1", "F6");
    place(&mut state, "W1", "G6");
    place(&mut state, "W2", "F7");
    set_figures(&mut state, "W2", 1);
    engage(&mut state, "N1", "W1");
    ready_to_attack(&mut state, "N1");
    play(&mut state, "attack N1 W2", &[1, 1]);
    assert_eq!(state.unit(unit("W2")).place, Place::Eliminated);
    assert_eq!(advance_step(&state), adv("N1", "F7", false));
    play(&mut state, "advance N1 F7", &[4, 4]);
    assert_eq!(figures(&state, "N1"), 4);
    assert_eq!(hex_of(&state, "N1"), Some(h("F7")));
    assert!(engaged(&state, "N1").is_empty() && engaged(&state, "W1").is_empty());
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 4.2 pursue, 10.11, 18 case 30
#[test]
fn case_30_a_pursuer_gains_one_melee_attack_and_never_advances_twice() {
    let pursuit = |w1_figures: u8| {
        let mut state = position(Side::North);
        place(&mut state, "N4", "H4");
        place(&mut state, "W2", "G4");
        set_figures(&mut state, "W2", 1);
        place(&mut state, "W1", "F4");
        set_figures(&mut state, "W1", w1_figures);
        ready_to_attack(&mut state, "N4");
        play(&mut state, "attack N4 W2", &[1, 1, 1]);
        assert_eq!(advance_step(&state), adv("N4", "G4", true));
        play(&mut state, "advance N4 G4", &[]);
        assert_eq!(legal_texts(&state), ["attack N4 W1", "done"]);
        play(&mut state, "attack N4 W1", &[1, 1, 1]);
        state
    };
    let state = pursuit(4);
    assert_eq!(figures(&state, "W1"), 1);
    assert_eq!(engaged(&state, "N4"), ["W1"]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));

    let state = pursuit(3);
    assert_eq!(state.unit(unit("W1")).place, Place::Eliminated);
    assert_eq!(hex_of(&state, "N4"), Some(h("G4")), "no second advance");
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 4.1 reduced, 10.8 floor, 18 case 31
#[test]
fn case_31_reduced_units_roll_one_die_fewer_and_never_fewer_than_one() {
    assert_eq!(dice_for("F6", "F7", |s| set_figures(s, "N1", 2)), 1);
    let mut state = position(Side::North);
    place(&mut state, "N4", "F6");
    set_figures(&mut state, "N4", 1);
    place(&mut state, "W1", "F7");
    ready_to_attack(&mut state, "N4");
    play(&mut state, "attack N4 W1", &[4, 4]);
    for step in ["D4", "E4"] {
        let mut state = position(Side::North);
        place(&mut state, "N5", "D3");
        set_figures(&mut state, "N5", 1);
        place(&mut state, "W1", "E7");
        give(&mut state, Side::North, "green");
        play(&mut state, "token green N5", &[]);
        play(&mut state, &format!("move N5 {step}"), &[]);
        play(&mut state, "attack N5 W1", &[4]);
    }
}
