//! What may be taken back: High Kings of Tara hides nothing and rolls nothing (§16: the
//! view is the same for everyone; the setup is fixed), so no action is a barrier: what ends
//! a take-back here is the turn passing to the other side (§5).

use serde_json::json;

use crate::engine::Seed;
use crate::engine::game::Game;
use crate::games::kind;

/// A new match with `seed`.
fn new_match(seed: &Seed) -> Box<dyn Game> {
    kind("tara")
        .expect("registered")
        .start(&json!({}), seed)
        .expect("a game")
}

#[test]
fn s16_no_action_reveals_or_rolls() {
    let seed = Seed([4; 32]);
    let mut game = new_match(&seed);
    let mut seq = 0;
    while let Some(&seat) = game.to_act().first() {
        let actions = game.actions(seat);
        let action = &actions[seq as usize % actions.len()];
        seq += 1;
        let barrier = game
            .play_noting_barrier(seat, action, &seed, seq)
            .unwrap_or_else(|e| panic!("move {seq} {action}: {e}"));
        assert_eq!(barrier, None, "move {seq} {action}");
        assert!(seq < 2_000, "a match ends");
    }
}

#[test]
fn s5_every_offered_action_reads_in_words_on_the_confirm_page() {
    let seed = Seed([5; 32]);
    let mut game = new_match(&seed);
    let mut seq = 0;
    while let Some(&seat) = game.to_act().first() {
        let actions = game.actions(seat);
        for action in &actions {
            let words = super::said(&game.explain(seat, action).expect("words"));
            let hills: Vec<&str> = action.split(' ').skip(1).collect();
            assert!(hills.iter().all(|h| words.contains(h)), "{action}: {words}");
        }
        // Not this seat's turn, or not an action: no words.
        assert_eq!(
            game.explain(crate::engine::Seat(1 - seat.0), &actions[0]),
            None
        );
        assert_eq!(game.explain(seat, "fly away"), None);
        let action = &actions[seq as usize % actions.len()];
        seq += 1;
        game.play(seat, action, &seed, seq, &[]).expect("legal");
        assert!(seq < 2_000, "a match ends");
    }
}
