//! The phases without decisions: Rally (§8), Marshaling (§9) and Regroup (§11), with
//! §18 cases 39, 42, 43 and 45, the round colour (§7), recovery within the band (§12) and
//! the hand limit of 4 (§9).

use crate::engine::{Dice, Seed};
use crate::games::westeros::data::{CardId, Face, Momentum, Side, UnitId};
use crate::games::westeros::round::{self, DiscardItem};
use crate::games::westeros::state::{
    Colour, OrderTokens, Pending, Phase, Place, Roll, State, round_colour, setup,
};
use crate::games::westeros::victory::{band, break_point};

fn card(id: &str) -> CardId {
    CardId::parse(id).unwrap()
}

fn cards(ids: &str) -> Vec<CardId> {
    ids.split_whitespace().map(card).collect()
}

fn unit(id: &str) -> UnitId {
    UnitId::parse(id).unwrap()
}

fn fresh(momentum: Momentum) -> State {
    setup(momentum, &mut Dice::for_move(&Seed([9; 32]), 0))
}

fn tokens(green: u8, blue: u8, red: u8, valor: u8, morale: u8) -> OrderTokens {
    OrderTokens {
        green,
        blue,
        red,
        valor,
        morale,
    }
}

/// A state at the end of a Command phase of `round`: both passed, each side holding only
/// `carried` order tokens (within the carry-over) and its two cards.
fn end_of_command(round: u8, carried: OrderTokens) -> State {
    let mut state = fresh(Momentum::North);
    state.round = round;
    for side in Side::BOTH {
        state.sides[side].passed = true;
        state.sides[side].order_tokens = carried;
    }
    state.rolls.clear();
    state
}

// 7: white on odd spaces, black on even
#[test]
fn the_round_colour_is_white_on_odd_rounds_and_black_on_even_ones() {
    let colours: Vec<Colour> = (1..=6).map(round_colour).collect();
    use Colour::{Black, White};
    assert_eq!(colours, [White, Black, White, Black, White, Black]);
}

// 8 A, 8 B, 18 case 42: tie broken by the momentum, which passes on
#[test]
fn case_42_a_tie_makes_the_momentum_holder_first_and_passes_the_momentum() {
    let mut state = fresh(Momentum::North);
    state.round = 3;
    state.momentum = Side::West;
    state.sides.north.order_tokens = tokens(0, 0, 0, 1, 0);
    state.sides.north.command_board = 2;
    state.commanders[0].tokens = 2;
    state.sides.west.order_tokens = OrderTokens::default();
    state.sides.west.command_board = 3;
    state.commanders[2].tokens = 1;
    assert_eq!(round::advantage(&state, Side::North), 3);
    assert_eq!(round::advantage(&state, Side::West), 3);
    round::rally(&mut state);
    assert_eq!(state.first, Side::West);
    assert_eq!(state.momentum, Side::North);
    assert_eq!(
        state.sides.north.command_board, 4,
        "Refresh returns every board to 4"
    );
    assert_eq!(state.sides.west.command_board, 4);
    assert!(state.commanders.iter().all(|c| c.tokens == 0));
}

// 8 A, 18 case 42 (variant): more on the board is first and the momentum stays
#[test]
fn case_42_variant_more_tokens_on_the_board_is_first_and_the_momentum_stays() {
    let mut state = fresh(Momentum::North);
    state.momentum = Side::West;
    state.sides.north.order_tokens = tokens(0, 0, 0, 1, 0);
    state.sides.north.command_board = 2;
    state.commanders[0].tokens = 2;
    state.sides.west.order_tokens = OrderTokens::default();
    state.sides.west.command_board = 4;
    round::rally(&mut state);
    assert_eq!(state.first, Side::West);
    assert_eq!(state.momentum, Side::West);
    state.sides.north.order_tokens = tokens(2, 0, 0, 1, 0);
    round::rally(&mut state);
    assert_eq!(state.first, Side::North, "north 7 against west 4");
    assert_eq!(state.momentum, Side::West);
}

// 8 A: tokens on commander cards do not count; captured commanders refresh too (8 B)
#[test]
fn tokens_on_commander_cards_do_not_count_and_refresh_returns_them_all() {
    let mut state = fresh(Momentum::North);
    state.momentum = Side::North;
    state.sides.north.order_tokens = OrderTokens::default();
    state.sides.north.command_board = 1;
    state.commanders[0].tokens = 3;
    state.commanders[1].tokens = 0;
    state.sides.west.order_tokens = OrderTokens::default();
    state.sides.west.command_board = 2;
    state.commanders[3].tokens = 2;
    state.commanders[3].captured = true;
    round::rally(&mut state);
    assert_eq!(state.first, Side::West, "west 2 against north 1");
    assert_eq!(state.momentum, Side::North);
    assert_eq!(state.sides.west.command_board, 4);
    assert_eq!(state.sides.north.command_board, 4);
}

// 8 C: every unit on the board is active again, lone commanders too
#[test]
fn rally_makes_every_unit_on_the_board_active() {
    let mut state = fresh(Momentum::North);
    for u in UnitId::all() {
        state.unit_mut(u).active = false;
    }
    let w4 = state.unit_mut(unit("W4"));
    w4.lone = true;
    w4.figures = 0;
    state.unit_mut(unit("N1")).place = Place::Eliminated;
    round::rally(&mut state);
    for u in UnitId::all().filter(|u| *u != unit("N1")) {
        assert!(state.unit(u).active, "{u}");
    }
}

// 9 B, 18 case 43: the empty deck is made again from the shuffled discard pile
#[test]
fn case_43_an_empty_deck_is_reshuffled_from_the_discard_pile() {
    let mut state = fresh(Momentum::North);
    let north = &mut state.sides.north;
    north.deck = cards("volley");
    north.hand = cards("march march");
    north.discard = cards("march assault assault charge muster rally steady");
    state.rolls.clear();
    round::leadership_draws(
        &mut state,
        Side::North,
        &mut Dice::for_move(&Seed([4; 32]), 7),
    );
    let north = &state.sides.north;
    assert_eq!(north.hand.len(), 4);
    assert_eq!(
        north.hand[2],
        card("volley"),
        "the first draw takes the last deck card"
    );
    assert_eq!(north.deck.len(), 6);
    assert!(north.discard.is_empty());
    assert_eq!(state.rolls, vec![Roll::Shuffle { side: Side::North }]);
}

// 9 B: with deck and discard both empty the draw is skipped
#[test]
fn a_draw_from_an_empty_deck_and_an_empty_discard_pile_is_skipped() {
    let mut state = fresh(Momentum::North);
    state.sides.west.deck.clear();
    state.sides.west.hand = cards("march");
    round::draw(&mut state, Side::West, &mut Dice::scripted(&[]));
    assert_eq!(state.sides.west.hand, cards("march"));
}

// 11 steps 2, 4, 5, 6, 18 case 39
#[test]
fn case_39_regroup_in_a_middle_round_scores_fords_recovers_and_starts_round_4() {
    let mut state = end_of_command(3, tokens(1, 0, 0, 0, 0));
    state.fords = vec![Some(Side::North), Some(Side::North), Some(Side::West)];
    state.sides.north.morale = 5;
    state.sides.west.morale = 9;
    // Round 4's order dice: the first player's three, then the second's.
    round::regroup(&mut state, &mut Dice::scripted(&[1, 1, 1, 4, 4, 4]));
    assert_eq!(state.sides.north.vp, 2);
    assert_eq!(state.sides.west.vp, 1);
    assert_eq!(state.sides.north.morale, 7);
    assert_eq!(state.sides.west.morale, 10);
    assert_eq!(state.round, 4);
    assert_eq!(state.colour(), Colour::Black);
    assert_eq!(
        (state.phase, &state.pending),
        (Phase::Command, &Pending::Turn)
    );
    assert!(!state.sides.north.passed && !state.sides.west.passed);
    assert_eq!(
        state.fords,
        vec![Some(Side::North), Some(Side::North), Some(Side::West)]
    );
    // Both count 1 token + 4 on the board: west, holding the momentum since round 1's
    // tie, is first and the momentum passes to north.
    assert_eq!((state.first, state.momentum), (Side::West, Side::North));
}

// 11 step 4, 18 case 45: a forced discard is automatic; a choice waits for the owner
#[test]
fn case_45_a_single_distinct_discard_is_automatic_and_a_choice_waits() {
    let mut state = end_of_command(2, OrderTokens::default());
    state.first = Side::North;
    state.sides.north.order_tokens = tokens(3, 0, 0, 0, 0);
    state.sides.north.hand = cards("march assault");
    state.sides.west.order_tokens = tokens(1, 1, 0, 1, 0);
    state.sides.west.hand = cards("march march rally");
    round::regroup(&mut state, &mut Dice::scripted(&[]));
    assert_eq!(
        state.sides.north.order_tokens,
        tokens(2, 0, 0, 0, 0),
        "discarded by itself"
    );
    assert_eq!(state.phase, Phase::Regroup);
    assert_eq!(
        state.pending,
        Pending::Discard {
            seat: Side::West,
            tokens_over: 1,
            cards_over: 1
        }
    );
    use DiscardItem::{Card, Token};
    assert_eq!(
        round::discard_options(&state, Side::West),
        vec![
            Token(Face::Green),
            Token(Face::Blue),
            Token(Face::Valor),
            Card(card("march")),
            Card(card("rally"))
        ]
    );
    round::discard(
        &mut state,
        Side::West,
        Card(card("march")),
        &mut Dice::scripted(&[]),
    );
    assert_eq!(state.sides.west.discard.last(), Some(&card("march")));
    assert_eq!(
        state.pending,
        Pending::Discard {
            seat: Side::West,
            tokens_over: 1,
            cards_over: 0
        }
    );
    assert_eq!(
        round::discard_options(&state, Side::West),
        vec![Token(Face::Green), Token(Face::Blue), Token(Face::Valor)]
    );
    let round_3 = [1, 1, 1, 1, 1, 1];
    round::discard(
        &mut state,
        Side::West,
        Token(Face::Blue),
        &mut Dice::scripted(&round_3),
    );
    assert_eq!(state.round, 3);
    assert_eq!(state.pending, Pending::Turn);
    assert_eq!(
        state.sides.west.order_tokens,
        tokens(4, 0, 0, 1, 0),
        "1 + 3 green, 1 valor"
    );
    assert_eq!(state.sides.west.hand.len(), 4);
}

// 11 step 4: the first player discards first, even when both must choose
#[test]
fn the_first_player_discards_first() {
    let mut state = end_of_command(2, tokens(1, 1, 1, 0, 0));
    state.first = Side::West;
    round::regroup(&mut state, &mut Dice::scripted(&[]));
    assert_eq!(
        state.pending,
        Pending::Discard {
            seat: Side::West,
            tokens_over: 1,
            cards_over: 0
        }
    );
    round::discard(
        &mut state,
        Side::West,
        DiscardItem::Token(Face::Red),
        &mut Dice::scripted(&[]),
    );
    assert_eq!(
        state.pending,
        Pending::Discard {
            seat: Side::North,
            tokens_over: 1,
            cards_over: 0
        }
    );
}

// 12, 11 step 5: recovery goes to the band's break point and never leaves the band
#[test]
fn recovery_never_leaves_the_band() {
    for morale in 1..=10 {
        let to = break_point(morale);
        assert!(to >= morale, "{morale} → {to}");
        assert_eq!(band(to), band(morale), "{morale} → {to}");
    }
    let targets: Vec<u8> = (1..=10).map(break_point).collect();
    assert_eq!(targets, [3, 3, 3, 7, 7, 7, 7, 10, 10, 10]);
    for (morale, recovered) in [(1, 3), (3, 3), (4, 7), (7, 7), (8, 10)] {
        let mut state = end_of_command(1, OrderTokens::default());
        state.sides.west.morale = morale;
        round::regroup(&mut state, &mut Dice::scripted(&[1; 6]));
        assert_eq!(state.sides.west.morale, recovered, "from {morale}");
    }
}

// 9 B, 11 step 4: two carried and two drawn: the hand never holds more than 4 cards
#[test]
fn the_hand_never_exceeds_four_cards_over_five_regroups() {
    let mut state = fresh(Momentum::Random);
    for round in 1..=5u8 {
        for side in Side::BOTH {
            assert!(state.sides[side].hand.len() <= 4, "round {round}, {side:?}");
            let own = &state.sides[side];
            assert_eq!(own.hand.len() + own.deck.len() + own.discard.len(), 10);
            state.sides[side].passed = true;
        }
        let mut dice = Dice::for_move(&Seed([3; 32]), u64::from(round));
        round::regroup(&mut state, &mut dice);
        while let Pending::Discard { seat, .. } = state.pending {
            let item = round::discard_options(&state, seat)[0];
            round::discard(&mut state, seat, item, &mut dice);
        }
        assert_eq!(state.round, round + 1);
        for side in Side::BOTH {
            assert_eq!(state.sides[side].hand.len(), 4, "2 carried + 2 drawn");
        }
    }
}
