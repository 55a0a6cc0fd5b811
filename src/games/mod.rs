//! The games Herald plays, one folder each: pure rules, no I/O. [`kinds`] lists them for
//! the server, each behind the engine's type-erased [`Kind`].

pub mod richard3;
pub mod rosenkonig;
pub mod tara;

use crate::engine::registry::Kind;

/// Every kind this server plays.
pub fn kinds() -> &'static [&'static dyn Kind] {
    static KINDS: &[&dyn Kind] = &[&rosenkonig::KIND, &richard3::KIND, &tara::KIND];
    KINDS
}

/// The kind with this name.
pub fn kind(name: &str) -> Option<&'static dyn Kind> {
    kinds().iter().copied().find(|k| k.kind() == name)
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::kind;
    use crate::engine::selfplay::{Chooser, game_seed, play_random};

    #[test]
    fn a_random_rose_king_game_ends_and_the_same_seeds_play_it_again() {
        let rk = kind("rosenkonig").expect("registered");
        let options = rk.normalize_options(&Value::Null).expect("the defaults");
        let play = |s| {
            play_random(rk, &options, game_seed(s, 0), &mut Chooser::new(s), 2_000).expect("ends")
        };
        let (a, b) = (play(5), play(5));
        assert_eq!(a.log, b.log);
        assert_eq!(a.outcome, b.outcome);
        assert_ne!(play(6).log, a.log);
    }
}
