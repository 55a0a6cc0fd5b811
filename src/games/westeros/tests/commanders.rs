//! Commanders in combat through `rules::legal` and `rules::apply` (§4.4, §10.9, §10.10,
//! §13): an escort's last figure leaving a lone commander, capture by hits, by a blocked
//! retreat and by a free attack, a card's units acting on after their commander's
//! capture, and a rout in the middle of a turn, with §18 cases 32–36.

use serde_json::json;

use crate::games::westeros::data::Side;
use crate::games::westeros::rules::{actor, legal};
use crate::games::westeros::state::{Pending, Phase, Place};
use crate::games::westeros::victory::result_json;

use super::h;
use super::position::{
    adv, advance_step, engage, engaged, give, hand, hex_of, legal_texts, place, play, position,
    ready_to_attack, refused, set_figures, unit,
};

// 4.4 lone commander, 10.9 step 3, 18 cases 32 and 33
#[test]
fn case_32_and_33_the_escort_falls_then_the_lone_captain_is_captured() {
    let mut state = position(Side::North);
    place(&mut state, "W4", "F6");
    set_figures(&mut state, "W4", 1);
    place(&mut state, "N3", "G5");
    place(&mut state, "N1", "E6");
    hand(&mut state, Side::North, "march");
    hand(&mut state, Side::West, "march");
    play(&mut state, "card march N3", &[]);
    play(&mut state, "order N3", &[]);
    play(&mut state, "order N1", &[]);
    play(&mut state, "done", &[]);
    // Case 32.
    play(&mut state, "attack N3 W4", &[4, 4, 8, 1]);
    let w4 = state.unit(unit("W4"));
    assert_eq!(
        (w4.place, w4.figures, w4.lone),
        (Place::Board(h("F6")), 0, true)
    );
    assert_eq!((state.sides.north.vp, state.sides.west.morale), (1, 8));
    assert_eq!(advance_step(&state), None, "the lone captain holds the hex");
    assert_eq!(engaged(&state, "W4"), ["N3"]);
    // Case 33: a flank attack on the lone captain.
    play(&mut state, "attack N1 W4", &[4, 1]);
    assert_eq!(legal_texts(&state), ["reroll blue", "reroll green", "keep"]);
    play(&mut state, "keep", &[]);
    assert_eq!(state.unit(unit("W4")).place, Place::Captured);
    assert!(state.commanders[3].captured);
    assert_eq!((state.sides.north.vp, state.sides.west.morale), (2, 6));
    assert!(engaged(&state, "N3").is_empty());
    assert_eq!(advance_step(&state), adv("N1", "F6", false));
    play(&mut state, "stay", &[]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    let cards: Vec<String> = legal_texts(&state)
        .into_iter()
        .filter(|a| a.starts_with("card "))
        .collect();
    assert_eq!(cards, ["card march W3"], "W4 can no longer be named");
}

// 4.4 capture rating, 10.9 step 4, 18 case 34
#[test]
fn case_34_a_blocked_retreat_adds_a_hit_to_the_lone_lord() {
    let lone_lord = |blocked: bool| {
        let mut state = position(Side::North);
        place(&mut state, "W3", "G6");
        set_figures(&mut state, "W3", 0);
        if blocked {
            place(&mut state, "W1", "G7");
            place(&mut state, "W2", "H7");
        }
        place(&mut state, "N6", "G5");
        ready_to_attack(&mut state, "N6");
        play(&mut state, "attack N6 W3", &[6, 7, 1]);
        state
    };
    let state = lone_lord(true);
    assert_eq!(state.unit(unit("W3")).place, Place::Captured);
    assert_eq!((state.sides.north.vp, state.sides.west.morale), (1, 8));
    assert_eq!(advance_step(&state), adv("N6", "G6", false));

    let state = lone_lord(false);
    assert_eq!(hex_of(&state, "W3"), Some(h("G6")), "1 hit < 2");
    assert_eq!(legal_texts(&state), ["retreat W3 G7", "retreat W3 H7"]);
    assert_eq!((state.sides.north.vp, state.sides.west.morale), (0, 10));
}

// 10.10 free attacks, 10.4, 18 case 35
#[test]
fn case_35_a_free_attack_captures_the_lone_captain_before_he_leaves() {
    let mut state = position(Side::West);
    place(&mut state, "W4", "F6");
    set_figures(&mut state, "W4", 0);
    place(&mut state, "N3", "G5");
    engage(&mut state, "W4", "N3");
    give(&mut state, Side::West, "blue");
    play(&mut state, "token blue W4", &[]);
    play(&mut state, "move W4 E7", &[1, 1, 4, 1]);
    assert_eq!(state.unit(unit("W4")).place, Place::Captured);
    assert_eq!((state.sides.north.vp, state.sides.west.morale), (1, 8));
    assert!(engaged(&state, "N3").is_empty());
    assert_eq!((state.turn, &state.pending), (Side::North, &Pending::Turn));
}

// 10.3 step 5, 10.10: the lord captured by a free attack; his other unit still acts
#[test]
fn the_units_of_a_card_still_act_after_its_commander_is_captured() {
    let mut state = position(Side::North);
    place(&mut state, "N3", "G4");
    set_figures(&mut state, "N3", 0);
    place(&mut state, "W1", "G5");
    engage(&mut state, "N3", "W1");
    place(&mut state, "N1", "F4");
    hand(&mut state, Side::North, "march");
    play(&mut state, "card march N3", &[]);
    play(&mut state, "order N3", &[]);
    play(&mut state, "order N1", &[]);
    play(&mut state, "move N3 G3", &[6, 6]);
    assert_eq!(state.unit(unit("N3")).place, Place::Captured);
    assert_eq!((state.sides.west.vp, state.sides.north.morale), (1, 8));
    assert!(legal_texts(&state).contains(&"move N1 E3".to_string()));
    play(&mut state, "done", &[]);
    assert_eq!(legal_texts(&state), ["attack N1 W1", "done"]);
    play(&mut state, "attack N1 W1", &[4, 4]);
    assert_eq!(engaged(&state, "W1"), ["N1"]);
    assert_eq!(
        state.commanders[0].tokens, 2,
        "the tokens stay until Refresh"
    );
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
}

// 13 rout, 10.9 step 3, 18 case 36
#[test]
fn case_36_a_rout_ends_the_battle_in_the_middle_of_a_turn() {
    let mut state = position(Side::North);
    state.sides.west.morale = 3;
    place(&mut state, "W3", "G6");
    set_figures(&mut state, "W3", 1);
    place(&mut state, "W1", "E4");
    place(&mut state, "N3", "G5");
    place(&mut state, "N6", "F4");
    hand(&mut state, Side::North, "march");
    play(&mut state, "card march N3", &[]);
    play(&mut state, "order N3", &[]);
    play(&mut state, "order N6", &[]);
    play(&mut state, "done", &[]);
    assert_eq!(
        legal_texts(&state),
        ["attack N3 W3", "attack N6 W1", "done"]
    );
    play(&mut state, "attack N3 W3", &[6, 1, 1, 1]);
    assert_eq!((state.phase, &state.pending), (Phase::Over, &Pending::Over));
    assert_eq!(actor(&state), None);
    assert!(legal(&state).is_empty(), "N6 never attacks");
    assert_eq!(
        result_json(&state),
        Some(json!({"winner": "north", "scores": {"north": 1, "west": 0},
                    "reason": "west routed"}))
    );
    refused(&state, Side::North, "attack N6 W1", "13");
}
