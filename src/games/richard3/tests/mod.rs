//! Scenario tests of Richard III, each naming the rule it checks.

use super::*;
use crate::engine::{Dice, Seed};

/// A game of `scenario` dealt with seed `n`.
fn game(scenario: ScenarioId, n: u8) -> State {
    Richard3::setup(
        &Options {
            scenario,
            redeal: Redeal::Ask,
        },
        &mut Dice::for_move(&Seed([n; 32]), 0),
    )
    .expect("setup")
}

#[test]
fn setup_places_all_63_blocks_for_every_scenario_4_0() {
    for scenario in [
        ScenarioId::WarsOfTheRoses,
        ScenarioId::Kingmaker,
        ScenarioId::RichardIii,
    ] {
        let state = game(scenario, 1);
        assert_eq!(state.hands.lancaster.len(), 7);
        assert_eq!(state.hands.york.len(), 7);
        assert_eq!(state.hands.lancaster.0 & state.hands.york.0, 0);
        assert!(state.contested_areas().is_empty());
        let json = serde_json::to_string(&state).unwrap();
        let back: State = serde_json::from_str(&json).unwrap();
        assert_eq!(back, state);
    }
}
