//! Random complete games: every listed action applies, refused actions change nothing,
//! no dead ends, the serde round trip holds, and views serialize.

use super::*;

fn random_game(seed: u8, scenario: ScenarioId) -> (State, usize) {
    let options = Options {
        scenario,
        redeal: Redeal::Ask,
    };
    let game_seed = Seed([seed; 32]);
    let mut state = Richard3::setup(&options, &mut Dice::for_move(&game_seed, 0)).unwrap();
    let mut pick = Dice::for_move(&Seed([seed.wrapping_add(100); 32]), 0);
    let mut n = 0;
    while state.outcome.is_none() && n < 20_000 {
        n += 1;
        let seats = Richard3::to_act(&state);
        assert!(!seats.is_empty(), "dead end: {:?}", state.phase);
        let seat = seats[pick.below(seats.len() as u32) as usize];
        let legal = Richard3::actions(&state, seat);
        assert!(
            !legal.is_empty(),
            "no action for {seat:?} in {:?}",
            state.phase
        );
        // Prefer doing things over ending the phase, so games go somewhere.
        let action = legal[pick.below(legal.len() as u32) as usize];
        let action = if action == Action::Done && legal.len() > 1 && pick.below(3) > 0 {
            legal[pick.below(legal.len() as u32) as usize]
        } else {
            action
        };
        if n % 13 == 0 {
            let house = house_of_seat(seat).unwrap();
            for a in &legal {
                assert!(is_legal(&state, house, a), "{a} listed but not legal");
            }
        }
        let text = action.to_string();
        assert_eq!(text.parse::<Action>(), Ok(action));
        Richard3::apply(
            &mut state,
            seat,
            &action,
            &mut Dice::for_move(&game_seed, n as u64),
        )
        .unwrap_or_else(|e| panic!("{text} refused though listed: {e}"));
        if n % 97 == 0 {
            let json = serde_json::to_string(&state).unwrap();
            assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
            for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
                serde_json::to_string(&Richard3::view(&state, viewer)).unwrap();
            }
        }
    }
    (state, n)
}

#[test]
fn random_games_run_to_the_end_without_dead_ends() {
    for seed in 0..12 {
        for scenario in [
            ScenarioId::WarsOfTheRoses,
            ScenarioId::Kingmaker,
            ScenarioId::RichardIii,
        ] {
            let (state, n) = random_game(seed, scenario);
            assert!(
                state.outcome.is_some(),
                "seed {seed} {scenario:?}: {n} actions"
            );
        }
    }
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let state = actions(base(), 20, 7);
    for text in [
        "play 7",
        "battle kent",
        "move L_henry_vi oxford",
        "recruit Y_bombard kent",
    ] {
        let mut after = state.clone();
        let seat = seat_of(acting(&state));
        assert!(
            Richard3::apply(&mut after, seat, &act(text), &mut dice()).is_err(),
            "{text}"
        );
        assert_eq!(after, state);
    }
}
