//! Morale bands (§12), rout and annihilation (§13), the round-limit result with its
//! tie-breaks (§13, §18 cases 40 and 41) and the result of §19.5.

use serde_json::json;

use crate::engine::{Dice, Seat, Seed};
use crate::games::westeros::data::{BandColour, Momentum, Side, UnitId};
use crate::games::westeros::round;
use crate::games::westeros::state::{OrderTokens, Pending, Phase, Place, State, setup};
use crate::games::westeros::victory::{
    Reason, band, band_vp_against, band_word, check_immediate_loss, immediate_loss, outcome,
    result_json,
};

fn fresh() -> State {
    setup(Momentum::North, &mut Dice::for_move(&Seed([5; 32]), 0))
}

/// The Regroup of round 6 (§11): VP before scoring, fords D5 G5 north's and J5 west's,
/// the given morale; both passed.
fn last_regroup(vp: (u8, u8), morale: (u8, u8), momentum: Side) -> State {
    let mut state = fresh();
    state.round = 6;
    state.momentum = momentum;
    state.fords = vec![Some(Side::North), Some(Side::North), Some(Side::West)];
    (state.sides.north.vp, state.sides.west.vp) = vp;
    (state.sides.north.morale, state.sides.west.morale) = morale;
    for side in Side::BOTH {
        state.sides[side].passed = true;
        state.sides[side].order_tokens = OrderTokens {
            green: 3,
            blue: 1,
            ..Default::default()
        };
    }
    round::regroup(&mut state, &mut Dice::scripted(&[]));
    state
}

// 12: the bands and their VP to the opponent in the last round
#[test]
fn morale_bands_run_green_10_to_8_yellow_7_to_4_red_3_to_1_and_rout_at_0() {
    use BandColour::{Green, Red, Yellow};
    let bands: Vec<Option<BandColour>> = (0..=10).map(band).collect();
    let expected = [
        None,
        Some(Red),
        Some(Red),
        Some(Red),
        Some(Yellow),
        Some(Yellow),
    ]
    .into_iter()
    .chain([
        Some(Yellow),
        Some(Yellow),
        Some(Green),
        Some(Green),
        Some(Green),
    ]);
    assert!(bands.into_iter().eq(expected));
    let words: Vec<&str> = [0, 1, 4, 8].into_iter().map(band_word).collect();
    assert_eq!(words, ["rout", "red", "yellow", "green"]);
    let vp: Vec<u8> = [10, 8, 7, 4, 3, 1]
        .into_iter()
        .map(band_vp_against)
        .collect();
    assert_eq!(vp, [0, 0, 1, 1, 2, 2]);
}

// 11 steps 2–3, 13, 18 case 40
#[test]
fn case_40_the_last_round_adds_band_vp_and_more_vp_wins() {
    let state = last_regroup((7, 8), (6, 9), Side::North);
    assert_eq!((state.sides.north.vp, state.sides.west.vp), (9, 10));
    assert_eq!(
        result_json(&state),
        Some(json!({"winner": "west", "scores": {"north": 9, "west": 10},
                    "reason": "round limit: more VP"}))
    );
    assert_eq!((state.phase, &state.pending), (Phase::Over, &Pending::Over));
    assert_eq!(state.round, 6, "no next round");
    assert_eq!(state.sides.north.morale, 6, "no recovery");
    assert_eq!(state.sides.north.order_tokens.total(), 4, "no discard");
}

// 13, 18 case 41: VP tied, higher morale wins
#[test]
fn case_41_tied_vp_go_to_the_higher_morale() {
    let state = last_regroup((7, 8), (8, 9), Side::North);
    assert_eq!((state.sides.north.vp, state.sides.west.vp), (9, 9));
    assert_eq!(
        result_json(&state),
        Some(json!({"winner": "west", "scores": {"north": 9, "west": 9},
                    "reason": "round limit: VP tied, higher morale"}))
    );
    let state = last_regroup((8, 7), (9, 8), Side::West);
    assert_eq!(
        state.result.unwrap().winner,
        Side::North,
        "higher morale, either side"
    );
}

// 13, 18 case 41: VP and morale tied, the momentum holder wins
#[test]
fn case_41_tied_vp_and_morale_go_to_the_momentum_holder() {
    for holder in Side::BOTH {
        let state = last_regroup((7, 8), (9, 9), holder);
        let result = state.result.unwrap();
        assert_eq!(result.winner, holder);
        assert_eq!(result.reason, Reason::Momentum);
        assert_eq!(
            result_json(&state).unwrap()["reason"],
            "round limit: VP and morale tied, momentum"
        );
    }
}

// 13: a side at morale 0 loses at once
#[test]
fn a_side_at_morale_0_is_routed() {
    let mut state = fresh();
    assert_eq!(immediate_loss(&state), None);
    assert!(!check_immediate_loss(&mut state));
    state.sides.west.morale = 0;
    state.sides.north.vp = 1;
    assert!(check_immediate_loss(&mut state));
    assert_eq!((state.phase, &state.pending), (Phase::Over, &Pending::Over));
    assert_eq!(
        result_json(&state),
        Some(json!({"winner": "north", "scores": {"north": 1, "west": 0},
                    "reason": "west routed"}))
    );
}

// 13, 18 case 37: no unit with figures is annihilation; a lone commander does not count
#[test]
fn case_37_a_side_left_with_only_a_lone_commander_is_annihilated() {
    let mut state = fresh();
    for id in ["W1", "W2", "W4", "W5", "W6"] {
        state.unit_mut(UnitId::parse(id).unwrap()).place = Place::Eliminated;
    }
    assert_eq!(immediate_loss(&state), None, "W3 has figures");
    let w3 = state.unit_mut(UnitId::parse("W3").unwrap());
    w3.lone = true;
    w3.figures = 0;
    state.sides.west.morale = 7;
    let result = immediate_loss(&state).unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Side::North, Reason::Annihilated(Side::West))
    );
    assert_eq!(result.reason.text(), "west annihilated");
    state.sides.west.morale = 0;
    let result = immediate_loss(&state).unwrap();
    assert_eq!(
        result.reason.text(),
        "west routed",
        "rout before annihilation"
    );
}

// 19.5: the engine's outcome names the winner's seat, the VP in seat order and the reason
#[test]
fn the_outcome_gives_the_winner_seat_both_vp_and_the_reason() {
    let state = last_regroup((7, 8), (6, 9), Side::North);
    let outcome = outcome(&state).unwrap();
    assert_eq!(outcome.winner, Some(Seat(1)));
    assert_eq!(outcome.scores, vec![9, 10]);
    assert_eq!(super::said(&outcome.reason), "round limit: more VP");
    assert_eq!(crate::games::westeros::victory::outcome(&fresh()), None);
    let texts: Vec<String> = [
        Reason::Routed(Side::North),
        Reason::Annihilated(Side::North),
        Reason::HigherMorale,
    ]
    .into_iter()
    .map(Reason::text)
    .collect();
    assert_eq!(
        texts,
        [
            "north routed",
            "north annihilated",
            "round limit: VP tied, higher morale"
        ]
    );
}
