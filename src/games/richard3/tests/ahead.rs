//! Issue 27 §2 on rule 1.1: next turn's card chosen ahead, and what a seat sees for
//! choosing its card (the opponent's card chosen face down meanwhile is no change).

use super::*;
use crate::engine::auto::{By, Standing, next_step, settle_ahead};
use crate::engine::game::{AheadFate, Game, GameOf};

/// Both cards of the card phase in `state` played: Lancaster's first card, then York's.
fn reveal(state: &mut State) {
    let l = state.hands.lancaster.iter().next().unwrap();
    run(state, L, &[&format!("play {l}")]);
    let y = state.hands.york.iter().next().unwrap();
    run(state, Y, &[&format!("play {y}")]);
}

#[test]
fn rule_1_1_next_turns_card_may_be_chosen_ahead_once_this_turns_are_revealed() {
    let mut state = cards_phase(base());
    // The card phase itself: nothing ahead (the card is chosen now, as a move).
    assert!(Richard3::ahead(&state, seat_of(L)).is_empty());
    let l = state.hands.lancaster.iter().next().unwrap();
    run(&mut state, L, &[&format!("play {l}")]);
    // Lancaster has chosen, but the cards are not revealed yet.
    assert!(Richard3::ahead(&state, seat_of(L)).is_empty());
    assert!(Richard3::ahead(&state, seat_of(Y)).is_empty());
    let y = state.hands.york.iter().next().unwrap();
    run(&mut state, Y, &[&format!("play {y}")]);
    // Revealed: each house may choose any of the six cards left in its hand.
    for house in [L, Y] {
        let hand: Vec<Action> = state.hands.get(house).iter().map(Action::Play).collect();
        assert_eq!(Richard3::ahead(&state, seat_of(house)), hand);
        assert_eq!(hand.len(), 6);
    }
}

#[test]
fn rule_1_1_a_card_chosen_ahead_is_kept_through_the_turn_and_played_when_the_card_phase_comes() {
    let mut state = cards_phase(base());
    reveal(&mut state);
    let mut game = GameOf::<Richard3> { state };
    let york = seat_of(Y);
    let chosen = game.ahead(york)[2].clone();
    let mut ahead = vec![None, Some(chosen.clone())];
    let seed = Seed([9; 32]);
    // The rest of the turn, as plainly as it goes: `done` when offered, else the first
    // action; the card chosen ahead is kept until the next card phase.
    let mut seq = 2;
    let step = loop {
        let standing = Standing {
            ahead: &ahead,
            ..Standing::NONE
        };
        if let Some(step) = next_step(&game, standing) {
            break step;
        }
        assert_eq!(
            game.ahead_fate(york, &chosen),
            AheadFate::Kept,
            "{:?}",
            game.state.phase
        );
        let seat = game.to_act()[0];
        let actions = game.actions(seat);
        let pick = actions.iter().find(|a| *a == "done").unwrap_or(&actions[0]);
        seq += 1;
        game.play(seat, &pick.clone(), &seed, seq, &[])
            .expect("legal");
        settle_ahead(&game, None, &mut ahead);
        assert!(seq < 2_000, "the turn ends");
    };
    assert!(
        matches!(game.state.phase, Phase::Cards),
        "{:?}",
        game.state.phase
    );
    assert_eq!(game.state.turn, 2);
    assert_eq!(
        (step.seat, step.action.as_str(), step.by),
        (york, chosen.as_str(), By::Ahead)
    );
    game.play(step.seat, &step.action, &seed, seq + 1, &[])
        .expect("legal");
    // Played at once: York is no longer asked, Lancaster still chooses; used up.
    assert_eq!(game.to_act(), vec![seat_of(L)]);
    assert!(settle_ahead(&game, Some(&step), &mut ahead));
    assert_eq!(ahead, vec![None, None]);
}

#[test]
fn rule_1_1_a_card_not_in_hand_when_its_phase_comes_is_forgotten() {
    let mut state = cards_phase(base());
    reveal(&mut state);
    let game = GameOf::<Richard3> { state };
    // A card York does not hold (Lancaster's) is never kept, nor due.
    let lancasters = format!("play {}", game.state.hands.lancaster.iter().next().unwrap());
    assert_eq!(game.ahead_fate(seat_of(Y), &lancasters), AheadFate::Void);
    let mut ahead = vec![None, Some(lancasters)];
    assert!(settle_ahead(&game, None, &mut ahead));
    assert_eq!(ahead, vec![None, None]);
}

#[test]
fn rule_1_1_the_opponents_face_down_card_is_no_change_to_what_a_seat_chooses_on() {
    let mut state = cards_phase(base());
    let york_then = Richard3::view_for_deciding(&state, seat_of(Y));
    let lancaster_then = Richard3::view_for_deciding(&state, seat_of(L));
    let l = state.hands.lancaster.iter().next().unwrap();
    run(&mut state, L, &[&format!("play {l}")]);
    // York's view changed (Lancaster has committed, holds one card fewer) ...
    assert_ne!(view::view(&state, Some(Y)), york_then);
    // ... but not what York chooses on: its choice sent before still stands.
    assert_eq!(Richard3::view_for_deciding(&state, seat_of(Y)), york_then);
    // Lancaster, whose own card is now played, sees a change.
    assert_ne!(
        Richard3::view_for_deciding(&state, seat_of(L)),
        lancaster_then
    );
    // Once both are revealed, York sees a change too.
    let y = state.hands.york.iter().next().unwrap();
    run(&mut state, Y, &[&format!("play {y}")]);
    assert_ne!(Richard3::view_for_deciding(&state, seat_of(Y)), york_then);
}

#[test]
fn rule_1_1_a_move_the_seat_can_see_is_a_change() {
    // Player 1's move in the action phase changes what the other seat sees.
    let mut state = actions(base(), 7, 13);
    let p2 = state.p1.other();
    let then = Richard3::view_for_deciding(&state, seat_of(p2));
    let first = Richard3::actions(&state, seat_of(state.p1))
        .into_iter()
        .find(|a| a.to_string().starts_with("activate"))
        .expect("a group to activate");
    let p1 = state.p1;
    run(&mut state, p1, &[&first.to_string()]);
    assert_ne!(Richard3::view_for_deciding(&state, seat_of(p2)), then);
}
