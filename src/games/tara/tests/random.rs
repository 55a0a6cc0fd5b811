//! Random complete matches (issue 5): 10,000 in `cargo test`, four tests side by side. No
//! panic; the side to act always has an action; every match ends by the rules (§9) within
//! a bound; every offered action applies, strings of the notation's shape that are not
//! offered are refused and change nothing; replaying the log reaches the live state; the
//! state survives a JSON round trip.

use super::*;

/// No match needs more decisions than this (two games of at most 45 builds, with
/// backtracks and fort captures between them).
const STEP_BOUND: usize = 2_000;

/// A small deterministic generator for the choices.
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn stranger(pick: &mut Pick) -> Action {
    let hill = |p: &mut Pick| ALL.iter().nth(p.below(45)).unwrap();
    match pick.below(5) {
        0 => Action::Place(hill(pick)),
        1 => Action::Move(hill(pick), hill(pick)),
        2 => Action::Back(hill(pick), hill(pick)),
        3 => Action::Take(hill(pick), hill(pick)),
        _ => Action::Pass,
    }
}

fn options_of(n: u64) -> Options {
    Options {
        games: Games(if n % 5 == 4 { 1 } else { 2 }),
        battle_entry: if n.is_multiple_of(2) {
            BattleEntry::Grace
        } else {
            BattleEntry::Immediate
        },
    }
}

/// Plays matches `from..to` with every check.
fn matches(from: u64, to: u64) {
    for n in from..to {
        let options = options_of(n);
        let mut pick = Pick(n * 2 + 0x9e37_79b9_7f4a_7c15);
        let mut state = Tara::setup(&options, &mut dice()).unwrap();
        let mut log = Vec::new();
        while !state.over {
            assert!(log.len() < STEP_BOUND, "match {n}: no end");
            let seats = Tara::to_act(&state);
            assert_eq!(seats.len(), 1, "match {n}");
            let seat = seats[0];
            let offered = Tara::actions(&state, seat);
            assert!(
                !offered.is_empty(),
                "match {n}: {seat:?} must act but cannot"
            );
            if log.len() % 7 == 0 {
                for _ in 0..4 {
                    let other = stranger(&mut pick);
                    if offered.contains(&other) {
                        continue;
                    }
                    let mut after = state.clone();
                    assert!(Tara::apply(&mut after, seat, &other, &mut dice()).is_err());
                    assert_eq!(after, state, "match {n}: refused {other} changed the state");
                }
                let opponent = Seat(1 - seat.0);
                assert!(Tara::actions(&state, opponent).is_empty());
            }
            let action = offered[pick.below(offered.len())];
            Tara::apply(&mut state, seat, &action, &mut dice())
                .unwrap_or_else(|e| panic!("match {n}: offered {action} refused: {e}"));
            log.push((seat, action));
        }
        let games = state.played.len();
        assert_eq!(games, usize::from(options.games.0), "match {n}");
        assert!(Tara::outcome(&state).is_some());
        // Replay from the log; the JSON round trip.
        let mut replay = Tara::setup(&options, &mut dice()).unwrap();
        for (seat, action) in &log {
            Tara::apply(&mut replay, *seat, action, &mut dice()).unwrap();
        }
        assert_eq!(replay, state, "match {n}: replay differs");
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
    }
}

#[test]
fn random_matches_0_to_2500_end_by_the_rules_9() {
    matches(0, 2_500);
}

#[test]
fn random_matches_2500_to_5000_end_by_the_rules_9() {
    matches(2_500, 5_000);
}

#[test]
fn random_matches_5000_to_7500_end_by_the_rules_9() {
    matches(5_000, 7_500);
}

#[test]
fn random_matches_7500_to_10000_end_by_the_rules_9() {
    matches(7_500, 10_000);
}
