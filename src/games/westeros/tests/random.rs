//! Random complete battles through the `Rules` contract (issue 15): 10,000 in `cargo test`,
//! four tests side by side. No panic; exactly one seat acts and has an action until the
//! end; every battle ends by a §19.5 reason within a bound; every offered action applies,
//! notation strings that are not offered are refused and change nothing; replaying the log
//! with its dice reaches the live state; the state survives a JSON round trip. And at 200
//! positions, hidden information (§16): what a seat or a spectator sees does not change
//! when the cards it may not see change.

use crate::engine::{Dice, Rules, Seat, Seed};
use crate::games::westeros::action::Action;
use crate::games::westeros::data::{CardId, Momentum, Side};
use crate::games::westeros::state::State;
use crate::games::westeros::{Options, Westeros};

/// No battle needs more decisions than this (six rounds of at most a few dozen turns).
const STEP_BOUND: usize = 4_000;

/// The exact texts of §19.5.
const REASONS: [&str; 7] = [
    "north routed",
    "west routed",
    "north annihilated",
    "west annihilated",
    "round limit: more VP",
    "round limit: VP tied, higher morale",
    "round limit: VP and morale tied, momentum",
];

/// The engine's own deterministic chooser for random play.
type Pick = crate::engine::selfplay::Chooser;

/// A notation string of a random form, legal or not.
fn stranger(pick: &mut Pick) -> Action {
    const SAMPLES: [&str; 14] = [
        "pass",
        "token green N1",
        "pair blue W4",
        "morale up",
        "morale rally N2",
        "card march N3",
        "improvise rally W3",
        "order N5",
        "move N1 D5",
        "attack W5 N6",
        "reroll valor",
        "retreat W2 D8",
        "advance N1 E6",
        "discard card steady",
    ];
    Action::parse(SAMPLES[pick.below(SAMPLES.len())]).expect("a sample of §19.3")
}

fn options_of(n: u64) -> Options {
    let momentum = match n % 3 {
        0 => Momentum::Random,
        1 => Momentum::North,
        _ => Momentum::West,
    };
    Options { momentum }
}

fn seed_of(n: u64) -> Seed {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&n.to_le_bytes());
    Seed(bytes)
}

/// One battle: returns its log.
fn battle(n: u64) -> (State, Vec<(Seat, Action)>) {
    let (options, seed) = (options_of(n), seed_of(n));
    let mut pick = Pick::new(n * 2 + 1);
    let mut state = Westeros::setup(&options, &mut Dice::for_move(&seed, 0)).unwrap();
    let mut log = Vec::new();
    while Westeros::outcome(&state).is_none() {
        assert!(log.len() < STEP_BOUND, "battle {n}: no end");
        let seats = Westeros::to_act(&state);
        assert_eq!(seats.len(), 1, "battle {n}: one seat acts (19.1)");
        let seat = seats[0];
        let offered = Westeros::actions(&state, seat);
        assert!(
            !offered.is_empty(),
            "battle {n}: {seat:?} must act but cannot"
        );
        assert!(Westeros::actions(&state, Seat(1 - seat.0)).is_empty());
        if log.len() % 5 == 0 {
            let other = stranger(&mut pick);
            if !offered.contains(&other) {
                let mut after = state.clone();
                let dice = &mut Dice::for_move(&seed, 9_999);
                assert!(Westeros::apply(&mut after, seat, &other, dice).is_err());
                assert_eq!(
                    after, state,
                    "battle {n}: refused {other} changed the state"
                );
            }
        }
        let action = offered[pick.below(offered.len())];
        let dice = &mut Dice::for_move(&seed, log.len() as u64 + 1);
        Westeros::apply(&mut state, seat, &action, dice)
            .unwrap_or_else(|e| panic!("battle {n}: offered {action} refused: {e}"));
        log.push((seat, action));
    }
    assert!(Westeros::to_act(&state).is_empty());
    (state, log)
}

/// Plays battles `from..to` with every check.
fn battles(from: u64, to: u64) {
    for n in from..to {
        let (state, log) = battle(n);
        let outcome = Westeros::outcome(&state).unwrap();
        assert!(
            REASONS.contains(&super::said(&outcome.reason).as_str()),
            "battle {n}"
        );
        assert!(outcome.winner.is_some(), "13: no draws");
        // Replay from the log with each move's dice; the JSON round trip.
        let seed = seed_of(n);
        let mut replay = Westeros::setup(&options_of(n), &mut Dice::for_move(&seed, 0)).unwrap();
        for (i, (seat, action)) in log.iter().enumerate() {
            let dice = &mut Dice::for_move(&seed, i as u64 + 1);
            Westeros::apply(&mut replay, *seat, action, dice).unwrap();
        }
        assert_eq!(replay, state, "battle {n}: replay differs");
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
    }
}

#[test]
fn random_battles_0_to_2500_end_by_a_reason_of_19_5() {
    battles(0, 2_500);
}

#[test]
fn random_battles_2500_to_5000_end_by_a_reason_of_19_5() {
    battles(2_500, 5_000);
}

#[test]
fn random_battles_5000_to_7500_end_by_a_reason_of_19_5() {
    battles(5_000, 7_500);
}

#[test]
fn random_battles_7500_to_10000_end_by_a_reason_of_19_5() {
    battles(7_500, 10_000);
}

/// `state` with `side`'s hand swapped for other cards of the same number and both decks
/// reordered: what nobody but `side` may see (§16).
fn with_other_secrets(state: &State, side: Side, pick: &mut Pick) -> State {
    let mut other = state.clone();
    let hand = &mut other.sides[side].hand;
    for card in hand.iter_mut() {
        *card = CardId(pick.below(CardId::all().count()) as u8);
    }
    for s in Side::BOTH {
        other.sides[s].deck.reverse();
        let deck = &mut other.sides[s].deck;
        if deck.len() > 1 {
            let i = pick.below(deck.len());
            deck.swap(0, i);
        }
    }
    other
}

// 16: the other seat and spectators see neither a hand nor any deck's order; the words of
// a move are the same whatever those hold
#[test]
fn hidden_hands_and_deck_order_never_reach_another_seat_or_a_spectator_at_200_positions() {
    let mut positions = 0;
    let mut n = 50_000;
    while positions < 200 {
        let (_, log) = battle(n);
        let seed = seed_of(n);
        let mut state = Westeros::setup(&options_of(n), &mut Dice::for_move(&seed, 0)).unwrap();
        let mut pick = Pick::new(n + 17);
        for (i, (seat, action)) in log.iter().enumerate() {
            if i % 13 == 5 && positions < 200 {
                positions += 1;
                for owner in Side::BOTH {
                    let other = with_other_secrets(&state, owner, &mut pick);
                    let viewer = crate::games::westeros::victory::seat_of(owner.opponent());
                    let check = |v: Option<Seat>| {
                        let a = serde_json::to_string(&Westeros::view(&state, v)).unwrap();
                        let b = serde_json::to_string(&Westeros::view(&other, v)).unwrap();
                        assert_eq!(a, b, "battle {n} move {i}: {v:?} sees {owner:?}'s secrets");
                    };
                    check(Some(viewer));
                    check(None);
                    // The same move on both: told the same, seen the same.
                    let acting = Westeros::to_act(&state)[0];
                    if acting != crate::games::westeros::victory::seat_of(owner) {
                        let dice = || Dice::for_move(&seed, i as u64 + 1);
                        let (mut a, mut b) = (state.clone(), other.clone());
                        Westeros::apply(&mut a, *seat, action, &mut dice()).unwrap();
                        Westeros::apply(&mut b, *seat, action, &mut dice()).unwrap();
                        // A move may make the hidden cards public (a discard that is the only
                        // one, A-23): then the two are told apart rightly.
                        let public = |s: &State| Westeros::view(s, None);
                        if public(&a) != public(&b) {
                            continue;
                        }
                        for v in [Some(viewer), None] {
                            assert_eq!(
                                Westeros::describe(&state, *seat, action, &a, v),
                                Westeros::describe(&other, *seat, action, &b, v),
                                "battle {n} move {i}: {action} told differently"
                            );
                        }
                    }
                }
            }
            let dice = &mut Dice::for_move(&seed, i as u64 + 1);
            Westeros::apply(&mut state, *seat, action, dice).unwrap();
        }
        n += 1;
    }
}
