//! What may be taken back (the `reveals` hook and the dice, §10): a house's own moves and
//! recruits in its action phase and the winner's regroup show the opponent nothing hidden;
//! a card play that completes the pair reveals both cards (1.1); a roll (6.x) stays; and
//! ending an action phase with action points left asks first (5.0).

use super::playout::random_game;
use super::*;
use crate::engine::game::{Barrier, Game, GameOf};

#[test]
fn s10_own_moves_in_the_action_phase_stay_open_while_reveals_and_rolls_stay() {
    let played = random_game(ScenarioId::WarsOfTheRoses, 7, |_, _, _, _| {});
    let setup = Richard3::setup(&played.options, &mut Dice::for_move(&played.seed, 0));
    let mut table = GameOf::<Richard3> {
        state: setup.expect("a setup"),
    };
    let (mut open, mut revealed, mut rolled) = (0, 0, 0);
    for (i, (seat, action)) in played.log.iter().enumerate() {
        let before = table.state.clone();
        let seq = i as u64 + 1;
        let barrier = table
            .play_noting_barrier(*seat, &action.to_string(), &played.seed, seq)
            .unwrap_or_else(|e| panic!("move {seq} {action}: {e}"));
        let after = &table.state;
        let told = format!(
            "move {seq} {action}: {:?} -> {:?}",
            before.phase, after.phase
        );
        if after.rolls != Rolls::default() {
            assert_eq!(barrier, Some(Barrier::Dice), "6.x a roll stays: {told}");
        }
        match (&before.phase, &after.phase) {
            (Phase::Cards, next) if !matches!(next, Phase::Cards) => {
                assert!(barrier.is_some(), "1.1 both cards revealed: {told}");
            }
            (Phase::Actions(a), Phase::Actions(b))
                if a.house == b.house && !matches!(action, Action::Plague(_)) =>
            {
                assert_eq!(barrier, None, "5.0 an own move: {told}");
            }
            (Phase::PickBattle, _) => {
                assert!(barrier.is_some(), "6.1 a battle reveals its blocks: {told}");
            }
            _ => {}
        }
        match barrier {
            None => open += 1,
            Some(Barrier::Reveal) => revealed += 1,
            Some(Barrier::Dice) => rolled += 1,
        }
    }
    assert!(
        open > 0 && revealed > 0 && rolled > 0,
        "a whole game has each kind of move: {open} open, {revealed} revealing, {rolled} rolling"
    );
}

#[test]
fn rule_5_0_ending_the_action_phase_with_points_left_asks_first() {
    // 1.1: Lancaster AP3 against York AP3; York is Player 1 with 3 AP.
    let mut state = actions(base(), 13, 14);
    let warning = Richard3::warn_before(&state, seat_of(Y), &act("done")).map(|m| said(&m));
    assert_eq!(
        warning.as_deref(),
        Some("You still have 3 action points; end your action phase anyway?")
    );
    assert_eq!(
        Richard3::warn_before(&state, seat_of(Y), &act("activate middlesex")).map(|m| said(&m)),
        None,
        "only ending the phase gives points up"
    );
    // Muster (AP0): nothing is given up.
    state = actions(base(), 2, 7);
    assert_eq!(
        Richard3::warn_before(&state, seat_of(L), &act("done")).map(|m| said(&m)),
        None
    );
}
