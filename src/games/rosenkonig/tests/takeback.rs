//! What may be taken back (the `reveals` hook and the dice): §7 a drawn card comes off the
//! hidden draw pile, so a draw stays; playing a card or a hero shows nothing hidden.

use serde_json::json;

use super::*;
use crate::engine::game::{Barrier, Game};
use crate::games::kind;

/// A game and the seat to act, advanced by `pick` until `until` holds for the next
/// actions of the seat to act (each skipped move checked to be no barrier).
fn advance(game: &mut Box<dyn Game>, seed: &Seed, until: impl Fn(&[String]) -> bool) -> u64 {
    let mut seq = 0;
    loop {
        let seat = game.to_act()[0];
        let actions = game.actions(seat);
        if until(&actions) {
            return seq;
        }
        seq += 1;
        let action = actions
            .iter()
            .find(|a| a.as_str() != "draw")
            .expect("a card to play")
            .clone();
        let barrier = game
            .play_noting_barrier(seat, &action, seed, seq)
            .unwrap_or_else(|e| panic!("{action}: {e}"));
        assert_eq!(barrier, None, "§5: playing {action} reveals nothing");
    }
}

#[test]
fn s7_drawing_a_card_reveals_it_so_the_draw_stays() {
    let seed = Seed([9; 32]);
    let mut game = kind("rosenkonig")
        .expect("registered")
        .start(&json!({}), &seed)
        .expect("a game");
    let seq = advance(&mut game, &seed, |actions| {
        actions.iter().any(|a| a == "draw")
    });
    let seat = game.to_act()[0];
    let barrier = game
        .play_noting_barrier(seat, "draw", &seed, seq + 1)
        .expect("a legal draw");
    assert_eq!(barrier, Some(Barrier::Reveal));
}

#[test]
fn s5_playing_cards_and_heroes_reveals_nothing() {
    let state = pos("hands=E3,N1,N2,W1,S1/NE1,NE2,NE3,SE1,SE2");
    assert!(!RoseKing::reveals(
        &state,
        RED,
        &"play N1".parse().unwrap(),
        &state
    ));
    assert!(!RoseKing::reveals(
        &state,
        RED,
        &"hero N1".parse().unwrap(),
        &state
    ));
    assert!(RoseKing::reveals(&state, RED, &Action::Draw, &state));
}
