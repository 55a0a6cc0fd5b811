//! 10,000 random complete games (STYLE §7): no panics, no dead ends, every offered action
//! applies, an action not offered is refused without a trace, every game ends, the log
//! replays to the same state and the state survives a JSON round trip.

use super::*;

/// No game may take more actions than this (§8: the game always terminates).
const MAX_STEPS: u64 = 2_000;

/// A small deterministic generator (SplitMix64) for choosing actions; the game's own
/// randomness stays in its [`Dice`].
struct Chooser(u64);

impl Chooser {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// The game's seed: the index in the first eight bytes.
fn seed_of(game: u64) -> Seed {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&game.to_le_bytes());
    Seed(bytes)
}

/// The options of game `game`: every combination in turn.
fn options_of(game: u64) -> Options {
    Options {
        tiebreak: if game & 1 == 0 {
            Tiebreak::Largest
        } else {
            Tiebreak::Stones
        },
        first: if game & 2 == 0 {
            First::Red
        } else {
            First::Random
        },
    }
}

/// Cards and stones are conserved: the 24 cards are each in one place, stones on the board
/// and in the supply make 52 (§2, §7).
fn assert_conserved(state: &State) {
    let cards = state.hands.red.len()
        + state.hands.white.len()
        + state.draw_pile.len()
        + state.discard.len();
    assert_eq!(cards, 24);
    assert_eq!(state.stones.stones() + usize::from(state.supply), 52);
    assert!(state.heroes.red <= 4 && state.heroes.white <= 4);
    assert!(state.hands.red.len() <= 5 && state.hands.white.len() <= 5);
}

/// Plays one random game and checks every step; returns how many actions it took and how
/// it ended.
fn play_out(game: u64) -> (u64, End) {
    let seed = seed_of(game);
    let options = options_of(game);
    let mut state = RoseKing::setup(&options, &mut Dice::for_move(&seed, 0)).unwrap();
    let mut chooser = Chooser(game);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    let all: Vec<Action> = Action::all().collect();
    // Dice for the actions tried and dropped: their rolls do not matter.
    let mut scratch = Dice::for_move(&seed, u64::MAX);
    let mut seq = 0;
    while let Some(&seat) = RoseKing::to_act(&state).first() {
        assert!(
            seq < MAX_STEPS,
            "game {game} is still going after {MAX_STEPS} actions"
        );
        assert_eq!(RoseKing::to_act(&state).len(), 1);
        assert!(
            RoseKing::actions(&state, Seat(1 - seat.0)).is_empty(),
            "only the side to move acts"
        );
        let offered = RoseKing::actions(&state, seat);
        assert!(
            !offered.is_empty(),
            "game {game}: {seat:?} is to act but has no action"
        );
        seq += 1;

        // An action not offered is refused, names a rule, and changes nothing.
        let mut pick = chooser.below(all.len());
        while offered.contains(&all[pick]) {
            pick = (pick + 1) % all.len();
        }
        let before = state.clone();
        let err = RoseKing::apply(&mut state, seat, &all[pick], &mut scratch).unwrap_err();
        assert!(
            ["5A", "5B", "5C"].contains(&err.rule),
            "game {game}: {} refused by {err}",
            all[pick]
        );
        assert_eq!(state, before);

        // Every offered action applies; the chosen one is kept.
        let chosen = chooser.below(offered.len());
        for (i, action) in offered.iter().enumerate() {
            if i == chosen {
                RoseKing::apply(&mut state, seat, action, &mut Dice::for_move(&seed, seq)).unwrap();
            } else {
                RoseKing::apply(&mut before.clone(), seat, action, &mut scratch).unwrap();
            }
        }
        log.push((seat, offered[chosen]));
        assert_conserved(&state);
        if seq % 32 == 0 {
            assert_round_trips(&state);
        }
    }
    assert!(
        RoseKing::outcome(&state).is_some(),
        "game {game} stopped without an outcome"
    );
    assert_round_trips(&state);

    // The log replays from the setup to the same state.
    let mut replay = RoseKing::setup(&options, &mut Dice::for_move(&seed, 0)).unwrap();
    for (n, (seat, action)) in log.iter().enumerate() {
        RoseKing::apply(
            &mut replay,
            *seat,
            action,
            &mut Dice::for_move(&seed, n as u64 + 1),
        )
        .unwrap();
    }
    assert_eq!(replay, state, "game {game} replays differently");
    (seq, state.end.expect("the game is over"))
}

fn assert_round_trips(state: &State) {
    let text = serde_json::to_string(state).unwrap();
    let back: State = serde_json::from_str(&text).unwrap();
    assert_eq!(&back, state);
}

#[test]
fn ten_thousand_random_games_keep_every_invariant() {
    // §5–§8, §14
    let mut steps = 0;
    let (mut exhausted, mut blocked) = (0, 0);
    for game in 0..10_000 {
        let (taken, end) = play_out(game);
        steps += taken;
        match end {
            End::SupplyExhausted => exhausted += 1,
            End::MutualBlock => blocked += 1,
        }
    }
    eprintln!("10,000 games ({exhausted} by the supply, {blocked} by a block), {steps} actions");
    assert!(exhausted > 0);
}
