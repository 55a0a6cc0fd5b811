//! Standing orders (issue 13) over many random battle-seeking games: whatever the orders,
//! an answer is always one of the offered actions and comes only inside a battle (6.x);
//! orders left at "ask" answer nothing.

use serde_json::json;

use super::*;
use crate::engine::Intent;

/// The order sets checked at every decision: everything "always" (the retreat at 3
/// steps), issue 13's benchmark orders, and everything declined.
fn order_sets() -> [Orders; 3] {
    let parse = |v| serde_json::from_value::<Orders>(v).unwrap();
    [
        parse(
            json!({"fire": "always", "retreat": {"at_steps": 3}, "charge": "always",
                     "treachery": "always", "hits": "auto", "regroup": "stay"}),
        ),
        parse(
            json!({"fire": "always", "retreat": {"at_steps": 1}, "charge": "never",
                     "treachery": "always", "hits": "auto", "regroup": "stay"}),
        ),
        parse(
            json!({"fire": "always", "retreat": "never", "charge": "never",
                     "treachery": "never", "hits": "auto", "regroup": "stay"}),
        ),
    ]
}

/// One battle-seeking game (issue 13's policy: an attack with probability 0.9, else
/// anything but `done` with probability 0.6); an answer of the orders `drive` is played
/// whenever there is one. Returns how many decisions the orders answered.
fn ordered_game(seed: u8, drive: usize) -> usize {
    let sets = order_sets();
    let game_seed = Seed([seed; 32]);
    let mut state =
        Richard3::setup(&Options::default(), &mut Dice::for_move(&game_seed, 0)).unwrap();
    let mut pick = Dice::for_move(&Seed([seed.wrapping_add(100); 32]), 0);
    let mut answered = 0;
    for n in 1..8_000u64 {
        if state.outcome.is_some() {
            break;
        }
        let seats = Richard3::to_act(&state);
        let seat = seats[pick.below(seats.len() as u32) as usize];
        let legal = Richard3::actions(&state, seat);
        for other in &seats {
            assert_eq!(Richard3::ordered(&state, *other, &Orders::default()), None);
        }
        let mut driven = None;
        for (i, orders) in sets.iter().enumerate() {
            let Some(action) = Richard3::ordered(&state, seat, orders) else {
                continue;
            };
            assert!(
                legal.contains(&action),
                "{action} ordered in {:?}",
                state.phase
            );
            assert!(
                Richard3::fighting(&state),
                "{action} ordered outside a battle"
            );
            if i == drive {
                driven = Some(action);
            }
        }
        let action = driven.unwrap_or_else(|| {
            let attacks: Vec<&Action> = legal
                .iter()
                .filter(|a| Richard3::intent(&state, seat, a) == Intent::Attack)
                .collect();
            let busy: Vec<&Action> = legal.iter().filter(|a| **a != Action::Done).collect();
            if !attacks.is_empty() && pick.below(10) < 9 {
                *attacks[pick.below(attacks.len() as u32) as usize]
            } else if !busy.is_empty() && pick.below(10) < 6 {
                *busy[pick.below(busy.len() as u32) as usize]
            } else {
                legal[pick.below(legal.len() as u32) as usize]
            }
        });
        answered += usize::from(driven.is_some());
        Richard3::apply(
            &mut state,
            seat,
            &action,
            &mut Dice::for_move(&game_seed, n),
        )
        .unwrap_or_else(|e| panic!("{action} refused though offered: {e}"));
    }
    answered
}

#[test]
fn issue_13_ordered_answers_are_always_offered_in_random_battles_6_x() {
    let mut answered = 0;
    for seed in 0..18u8 {
        answered += ordered_game(seed, usize::from(seed % 3));
    }
    // The games did fight: the orders answered many battle decisions.
    assert!(answered > 500, "only {answered} ordered decisions");
}
