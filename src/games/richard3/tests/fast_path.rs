//! The replay's fast legality check (`is_legal`) gives the same answer as the list of
//! legal actions (`legal`) in every action-phase state of random games (5.0–5.4): every
//! activation, plague and muster area, `done`, and each block's moves, sea moves and
//! recruits, offered or not.

use super::playout::{SCENARIOS, random_game};
use super::*;

/// Games played per scenario.
const GAMES: u32 = 20;

#[test]
fn the_fast_check_agrees_with_the_list_of_legal_actions_5_0() {
    let mut checked = 0usize;
    for scenario in SCENARIOS {
        for n in 0..GAMES {
            let mut pick = Dice::for_move(&Seed([7; 32]), u64::from(n));
            random_game(scenario, n, |_, _, _, state| {
                if !matches!(state.phase, Phase::Actions(_)) {
                    return;
                }
                for house in House::BOTH {
                    let offered = legal(state, house);
                    let mut candidates = vec![Action::Done];
                    for a in AreaId::all() {
                        candidates.extend([
                            Action::Activate(a),
                            Action::Plague(a),
                            Action::Muster(a),
                        ]);
                    }
                    for _ in 0..40 {
                        let b = BlockId(pick.below(63) as u8);
                        let a = AreaId(pick.below(36) as u8);
                        candidates.extend([
                            Action::Move(b, a),
                            Action::Sea(b, a),
                            Action::Recruit(b, a),
                        ]);
                    }
                    candidates.extend(offered.iter().copied());
                    for action in candidates {
                        assert_eq!(
                            is_legal(state, house, &action),
                            offered.contains(&action),
                            "{house} {action} in {:?}",
                            state.phase
                        );
                        checked += 1;
                    }
                }
            });
        }
    }
    assert!(checked > 100_000, "{checked} checks");
}
