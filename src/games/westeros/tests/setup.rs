//! The setup of §6 with round 1's Rally and Marshaling (§8, §9), the momentum option
//! (§19.2), the shuffled decks (§16) and the state's serde round trip.

use crate::engine::{Dice, Seed};
use crate::games::westeros::data::{CATALOG, CardId, Face, Momentum, Side, UnitId};
use crate::games::westeros::state::{
    Colour, OrderTokens, Pending, Phase, Place, Roll, State, setup,
};

use super::h;

/// The dice of a game's setup (move 0) with a fixed seed.
fn setup_dice(n: u8) -> Dice {
    Dice::for_move(&Seed([n; 32]), 0)
}

/// Scripted setup dice: the momentum die if `random`, 18 shuffle draws of 0, then the
/// order dice of the first and the second player.
fn scripted(momentum_die: Option<u32>, first: [u32; 3], second: [u32; 3]) -> Dice {
    let mut script: Vec<u32> = momentum_die.into_iter().collect();
    script.extend([0; 18]);
    script.extend(first);
    script.extend(second);
    Dice::scripted(&script)
}

/// Every card of a deck, copies counted, in catalog order.
fn sorted(cards: &[CardId]) -> Vec<CardId> {
    let mut cards = cards.to_vec();
    cards.sort();
    cards
}

fn whole_deck() -> Vec<CardId> {
    CardId::all()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(c.info().copies)))
        .collect()
}

// 6 step 1
#[test]
fn setup_places_every_unit_on_its_start_hex_full_white_and_unengaged() {
    let state = setup(Momentum::North, &mut setup_dice(1));
    let starts = [
        ("N1", "C2"),
        ("N2", "I2"),
        ("N3", "F2"),
        ("N4", "K2"),
        ("N5", "E3"),
        ("N6", "H3"),
        ("W1", "J8"),
        ("W2", "D8"),
        ("W3", "G8"),
        ("W4", "B8"),
        ("W5", "I7"),
        ("W6", "F7"),
    ];
    let figures = [4, 4, 4, 3, 3, 3, 4, 4, 4, 3, 3, 4];
    for ((id, hex), figures) in starts.iter().zip(figures) {
        let unit = state.unit(UnitId::parse(id).unwrap());
        assert_eq!(unit.place, Place::Board(h(hex)), "{id}");
        assert_eq!(unit.figures, figures, "{id}");
        assert!(unit.active && !unit.lone && unit.engaged.is_empty(), "{id}");
    }
    assert_eq!(state.round, 1);
    assert_eq!(
        state.colour(),
        Colour::White,
        "banners show white (round 1)"
    );
}

// 6 step 2, 8 B
#[test]
fn setup_gives_each_side_morale_10_no_vp_4_command_tokens_and_no_fords() {
    let state = setup(Momentum::West, &mut setup_dice(2));
    for side in Side::BOTH {
        let own = &state.sides[side];
        assert_eq!(own.morale, 10, "{side:?}");
        assert_eq!(own.vp, 0, "{side:?}");
        assert_eq!(own.command_board, 4, "{side:?}");
        assert!(own.discard.is_empty(), "{side:?}");
        assert!(!own.passed, "{side:?}");
    }
    assert_eq!(state.commanders.len(), 4);
    let named: Vec<String> = state
        .commanders
        .iter()
        .map(|c| c.unit.to_string())
        .collect();
    assert_eq!(named, ["N3", "N4", "W3", "W4"]);
    assert!(
        state
            .commanders
            .iter()
            .all(|c| c.tokens == 0 && !c.captured)
    );
    assert_eq!(state.fords, vec![None, None, None]);
    assert_eq!(state.result, None);
}

// 6 step 5, 9 A, 9 B: round 1's Rally and Marshaling are done
#[test]
fn setup_ends_at_the_first_command_turn_with_3_order_tokens_and_2_cards_each() {
    let state = setup(Momentum::Random, &mut setup_dice(3));
    assert_eq!(state.phase, Phase::Command);
    assert_eq!(state.pending, Pending::Turn);
    assert_eq!(state.turn, state.first);
    for side in Side::BOTH {
        let own = &state.sides[side];
        assert_eq!(own.order_tokens.total(), 3, "{side:?}");
        assert_eq!(own.hand.len(), 2, "{side:?}");
        assert_eq!(own.deck.len(), 8, "{side:?}");
        let mut all = own.hand.clone();
        all.extend(&own.deck);
        assert_eq!(sorted(&all), whole_deck(), "{side:?} holds its 10 cards");
    }
}

// 6 step 3, 8 A: in round 1 both count 4 + 0, so the holder is first and passes it on
#[test]
fn momentum_option_north_makes_north_first_and_passes_the_momentum_to_west() {
    let state = setup(Momentum::North, &mut setup_dice(4));
    assert_eq!(state.first, Side::North);
    assert_eq!(state.turn, Side::North);
    assert_eq!(state.momentum, Side::West);
}

// 6 step 3, 8 A
#[test]
fn momentum_option_west_makes_west_first_and_passes_the_momentum_to_north() {
    let state = setup(Momentum::West, &mut setup_dice(4));
    assert_eq!(state.first, Side::West);
    assert_eq!(state.momentum, Side::North);
}

// 6 step 3: one die, 1–4 north, 5–8 west; recorded as the momentum roll
#[test]
fn momentum_option_random_gives_1_to_4_to_north_and_5_to_8_to_west() {
    for (die, holder) in [
        (1, Side::North),
        (4, Side::North),
        (5, Side::West),
        (8, Side::West),
    ] {
        let state = setup(
            Momentum::Random,
            &mut scripted(Some(die), [1, 1, 1], [1, 1, 1]),
        );
        assert_eq!(state.first, holder, "die {die}");
        assert_eq!(state.momentum, holder.opponent(), "die {die}");
        assert_eq!(state.rolls[0], Roll::Momentum { die: die as u8 });
    }
}

// 6 steps 3–5, 9 A: the dice in order: momentum, north's shuffle, west's, the first
// player's order dice, the second's
#[test]
fn setup_rolls_momentum_then_shuffles_north_then_west_then_order_dice_first_player_first() {
    let state = setup(
        Momentum::Random,
        &mut scripted(Some(6), [1, 4, 8], [6, 7, 2]),
    );
    assert_eq!(state.first, Side::West);
    assert_eq!(
        state.rolls,
        vec![
            Roll::Momentum { die: 6 },
            Roll::Shuffle { side: Side::North },
            Roll::Shuffle { side: Side::West },
            Roll::OrderDice {
                side: Side::West,
                dice: vec![Face::Green, Face::Blue, Face::Valor]
            },
            Roll::OrderDice {
                side: Side::North,
                dice: vec![Face::Red, Face::Morale, Face::Green]
            },
        ]
    );
    let tokens = |green, blue, red, valor, morale| OrderTokens {
        green,
        blue,
        red,
        valor,
        morale,
    };
    assert_eq!(state.sides.west.order_tokens, tokens(1, 1, 0, 1, 0));
    assert_eq!(state.sides.north.order_tokens, tokens(1, 0, 1, 0, 1));
}

// 6 step 3: a fixed option rolls no momentum die
#[test]
fn a_fixed_momentum_option_rolls_no_die() {
    let state = setup(Momentum::North, &mut scripted(None, [1, 2, 3], [4, 5, 6]));
    assert_eq!(state.rolls[0], Roll::Shuffle { side: Side::North });
    assert!(
        !state
            .rolls
            .iter()
            .any(|r| matches!(r, Roll::Momentum { .. }))
    );
}

// 6 step 4, 16: the decks are shuffled by the dice stream, not left sorted
#[test]
fn decks_are_shuffled_by_the_dice_and_never_left_in_catalog_order() {
    for n in 1..=6 {
        let state = setup(Momentum::North, &mut setup_dice(n));
        for side in Side::BOTH {
            let own = &state.sides[side];
            let mut order = own.deck.clone();
            order.extend(own.hand.iter().rev());
            assert_ne!(
                order,
                whole_deck(),
                "seed {n}, {side:?}: the deck is sorted"
            );
        }
    }
    let a = setup(Momentum::North, &mut setup_dice(1));
    let b = setup(Momentum::North, &mut setup_dice(1));
    let c = setup(Momentum::North, &mut setup_dice(2));
    assert_eq!(a, b, "the same dice give the same setup");
    assert_ne!(
        a.sides.north.deck, c.sides.north.deck,
        "other dice, another order"
    );
    assert_ne!(
        a.sides.north.deck, a.sides.west.deck,
        "each side shuffles its own deck"
    );
}

// 19.4: the state is stored as JSON; it comes back the same
#[test]
fn the_state_round_trips_through_serde() {
    let mut state = setup(Momentum::Random, &mut setup_dice(5));
    state.unit_mut(UnitId::parse("W4").unwrap()).lone = true;
    state.unit_mut(UnitId::parse("W2").unwrap()).place = Place::Eliminated;
    state.fords[1] = Some(Side::North);
    state.pending = Pending::Discard {
        seat: Side::West,
        tokens_over: 1,
        cards_over: 0,
    };
    let text = serde_json::to_string(&state).unwrap();
    let back: State = serde_json::from_str(&text).unwrap();
    assert_eq!(back, state);
    assert_eq!(CATALOG.terrain.ford[1], h("G5"));
    assert_eq!(back.ford_controller(h("G5")), Some(Side::North));
}
