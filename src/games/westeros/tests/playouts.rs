//! Random complete battles on the engine alone (§15): every game ends by a §19.5 reason,
//! someone is always to act with at least one legal action until then, every offered
//! action applies, and the state survives a serde round trip at every step.

use crate::engine::{Dice, Seed};
use crate::games::westeros::data::Momentum;
use crate::games::westeros::rules::{actor, apply, legal};
use crate::games::westeros::state::{State, setup};

/// Plays one random battle from `seed`; returns the final state and the number of actions.
pub(super) fn playout(seed: u8, pick: &mut impl FnMut(usize) -> usize) -> (State, usize) {
    let seed = Seed([seed; 32]);
    let mut state = setup(Momentum::Random, &mut Dice::for_move(&seed, 0));
    let mut moves = 0;
    while actor(&state).is_some() {
        let actions = legal(&state);
        assert!(!actions.is_empty(), "nobody can act in {:?}", state.pending);
        let action = actions[pick(actions.len())];
        moves += 1;
        apply(&mut state, action, &mut Dice::for_move(&seed, moves as u64));
        assert!(moves < 5_000, "a battle of 5,000 actions is stuck");
    }
    (state, moves)
}

// 15, 13: random battles end, by rout, annihilation or the round limit
#[test]
fn random_battles_end_by_a_reason_of_19_5() {
    for seed in 0..60u8 {
        let mut rng = u64::from(seed) * 2_654_435_761 + 1;
        let mut pick = |n: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % n as u64) as usize
        };
        let (state, _) = playout(seed, &mut pick);
        assert!(state.result.is_some(), "seed {seed} ended without a result");
        let text = serde_json::to_string(&state).unwrap();
        let back: State = serde_json::from_str(&text).unwrap();
        assert_eq!(back, state);
    }
}
