//! The Command phase through `rules::legal` and `rules::apply` (§10.1–§10.5, §10.12):
//! passing and the turn order once one side passed, order tokens, pairs and morale tokens,
//! leadership cards and improvising, the select step ending by itself, movement by
//! breadth-first search and ford control at the end of a turn, with §18 cases 4, 10–21,
//! 38, 44 and 46.

use crate::engine::{Dice, Seed};
use crate::games::westeros::action::Action;
use crate::games::westeros::command;
use crate::games::westeros::data::{Face, Side};
use crate::games::westeros::rules::{actor, apply};
use crate::games::westeros::state::{Pending, Phase, State};

use super::h;
use super::position::{
    card, fresh, give, hand, hex_of, legal_texts, place, play, position, refused, unit,
};

/// The destinations offered for `id` in the move step, sorted by name.
fn destinations(state: &State, id: &str) -> Vec<String> {
    let mut hexes: Vec<String> = legal_texts(state)
        .into_iter()
        .filter_map(|a| a.strip_prefix(&format!("move {id} ")).map(str::to_string))
        .collect();
    hexes.sort();
    hexes
}

/// The turn actions of the legal list that play or improvise a card.
fn card_actions(state: &State) -> Vec<String> {
    legal_texts(state)
        .into_iter()
        .filter(|a| a.starts_with("card ") || a.starts_with("improvise "))
        .collect()
}

/// A fresh game with the order tokens of north emptied and these given.
fn fresh_with(tokens: &str) -> State {
    let mut state = fresh();
    state.sides.north.order_tokens = Default::default();
    state.sides.north.hand.clear();
    give(&mut state, Side::North, tokens);
    state
}

// 10.5, 18 case 4: units and forests stop the search; a ford ends a move, even Charge's
#[test]
fn case_04_setup_reach_of_n2_n4_and_n6() {
    let mut state = fresh_with("green blue");
    play(&mut state, "token green N2", &[]);
    let reach = destinations(&state, "N2");
    assert!(
        reach.contains(&"I3".to_string()),
        "into the forest: {reach:?}"
    );
    assert!(
        !reach.contains(&"H4".to_string()),
        "through H3 or I3: {reach:?}"
    );
    refused(&state, Side::North, "move N2 H4", "10.5");

    let mut state = fresh_with("blue");
    hand(&mut state, Side::North, "charge");
    play(&mut state, "card charge N4", &[]);
    play(&mut state, "order N4", &[]);
    assert_eq!(
        state.pending,
        Pending::Move,
        "Charge's one command is given"
    );
    let reach = destinations(&state, "N4");
    assert!(reach.contains(&"J5".to_string()), "K2 K3 J4 J5: {reach:?}");
    assert!(
        reach.iter().all(|hx| h(hx).row() <= 5),
        "no row 6 even with move 4: {reach:?}"
    );

    let mut state = fresh_with("blue");
    play(&mut state, "token blue N6", &[]);
    let reach = destinations(&state, "N6");
    assert!(reach.contains(&"G5".to_string()), "H3 G4 G5: {reach:?}");
}

// 10.5: woodland goes on through a forest; others stop in it; no unit is passed through
#[test]
fn a_woodland_unit_moves_on_through_a_forest_and_nobody_moves_through_units() {
    let mut state = position(Side::North);
    place(&mut state, "N6", "H3");
    give(&mut state, Side::North, "blue blue");
    play(&mut state, "token blue N6", &[]);
    let reach = destinations(&state, "N6");
    assert!(reach.contains(&"J3".to_string()), "H3 I3 J3: {reach:?}");
    play(&mut state, "move N6 J3", &[]);

    let mut state = position(Side::North);
    place(&mut state, "N2", "H3");
    place(&mut state, "N1", "G3");
    place(&mut state, "N5", "G4");
    place(&mut state, "N3", "H4");
    give(&mut state, Side::North, "green");
    play(&mut state, "token green N2", &[]);
    let reach = destinations(&state, "N2");
    assert!(reach.contains(&"I3".to_string()));
    assert!(
        !reach.contains(&"J3".to_string()),
        "the forest I3 ends a move"
    );
    assert!(!reach.contains(&"F3".to_string()), "G3 holds N1");
    assert!(!reach.contains(&"G5".to_string()), "G4 and H4 are held");

    let mut state = position(Side::North);
    place(&mut state, "N2", "I3");
    give(&mut state, Side::North, "green");
    play(&mut state, "token green N2", &[]);
    let reach = destinations(&state, "N2");
    assert!(
        reach.contains(&"K3".to_string()),
        "the start hex never stops a move"
    );
}

// 4.4, 10.3 step 3, 18 case 10: the ZOC is distance 2 or less
#[test]
fn case_10_only_units_within_distance_2_of_the_lord_can_be_commanded() {
    let mut state = fresh_with("");
    hand(&mut state, Side::North, "march");
    play(&mut state, "card march N3", &[]);
    assert_eq!(legal_texts(&state), ["order N3", "order N5", "order N6"]);
    refused(&state, Side::North, "order N1", "10.3");
    refused(&state, Side::North, "done", "10.3");
}

// 10.3 step 4, 18 case 11: the ZOC is judged before anything moves
#[test]
fn case_11_a_unit_the_commander_would_reach_by_moving_is_not_eligible() {
    let mut state = fresh_with("");
    hand(&mut state, Side::North, "march");
    state.sides.west.order_tokens.valor = 1;
    play(&mut state, "card march N3", &[]);
    play(&mut state, "order N3", &[]);
    assert_eq!(legal_texts(&state), ["order N5", "order N6", "done"]);
    play(&mut state, "done", &[]);
    play(&mut state, "move N3 D2", &[]);
    assert_eq!(hex_of(&state, "N3"), Some(h("D2")));
    assert!(command::in_zoc(&state, unit("N3"), unit("N1")));
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    assert!(state.unit(unit("N1")).active, "N1 was never commanded");
    assert_eq!(state.sides.north.discard, [card("march")]);
    assert_eq!(state.commanders[0].tokens, 1);
}

// 10.3 steps 1 and 3, 18 case 12: the command limit bars naming and ends the selection
#[test]
fn case_12_the_command_limit_ends_the_selection_early() {
    let mut state = fresh_with("");
    hand(&mut state, Side::North, "march");
    state.commanders[0].tokens = 3;
    state.commanders[1].tokens = 1;
    state.sides.north.command_board = 2;
    assert_eq!(card_actions(&state), ["card march N4"]);
    refused(&state, Side::North, "card march N3", "10.3");
    play(&mut state, "card march N4", &[]);
    assert_eq!(legal_texts(&state), ["order N2", "order N4"]);
    play(&mut state, "order N2", &[]);
    assert_eq!(state.commanders[1].tokens, 2, "the captain's limit");
    assert_eq!(state.sides.north.command_board, 1);
    assert_eq!(state.pending, Pending::Move, "selection ended by itself");
    assert_eq!(state.order.as_ref().unwrap().commands_left, 1);
}

// 10.3 step 1, 18 case 13: no command token on the board, no card
#[test]
fn case_13_without_command_tokens_only_pass_and_the_green_token_remain() {
    let mut state = fresh_with("green");
    hand(&mut state, Side::North, "march rally");
    state.sides.north.command_board = 0;
    state.commanders[0].tokens = 2;
    state.commanders[1].tokens = 2;
    assert_eq!(
        legal_texts(&state),
        ["pass", "token green N1", "token green N2", "token green N5"]
    );
    let refusal = refused(&state, Side::North, "card march N3", "10.3");
    assert!(
        super::said(&refusal.reason).contains("no command token"),
        "{}",
        refusal.reason
    );
}

// 10.1, 18 case 14: after a pass the other side goes on alone, then Regroup
#[test]
fn case_14_after_north_passes_west_takes_three_turns_in_a_row() {
    let mut state = fresh_with("green");
    state.sides.west.order_tokens = Default::default();
    give(&mut state, Side::West, "green blue");
    hand(&mut state, Side::West, "march");
    play(&mut state, "pass", &[]);
    assert!(state.sides.north.passed);
    assert_eq!(
        (actor(&state), &state.pending),
        (Some(Side::West), &Pending::Turn)
    );
    play(&mut state, "token green W1", &[]);
    play(&mut state, "done", &[]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    play(&mut state, "token blue W4", &[]);
    play(&mut state, "done", &[]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    play(&mut state, "card march W3", &[]);
    play(&mut state, "order W3", &[]);
    play(&mut state, "done", &[]);
    // West's last turn ends; west's only action is now pass, taken for it; both
    // have passed: Regroup, then round 2's Rally and Marshaling (3 order dice per side,
    // north first: north 5 against west 3).
    play(&mut state, "done", &[1, 1, 1, 4, 4, 4]);
    assert_eq!((state.round, state.phase), (2, Phase::Command));
    assert_eq!(state.first, Side::North, "the green token counted");
    assert_eq!(
        state.sides.north.order_tokens.green, 4,
        "1 carried + 3 rolled"
    );
    assert_eq!(state.sides.west.order_tokens.blue, 3);
    assert_eq!((state.turn, &state.pending), (Side::North, &Pending::Turn));
}

// 10.2, A-12, 18 case 15: two identical tokens order any rank; no valor pair
#[test]
fn case_15_a_green_pair_orders_the_blue_riders_and_valor_is_never_paired() {
    let mut state = position(Side::North);
    give(&mut state, Side::North, "green green");
    let texts = legal_texts(&state);
    assert!(texts.contains(&"pair green N4".to_string()), "{texts:?}");
    assert!(!texts.contains(&"token green N4".to_string()));
    play(&mut state, "pair green N4", &[]);
    assert_eq!(state.sides.north.order_tokens.green, 0, "both spent");
    assert!(!state.unit(unit("N4")).active);

    let mut state = position(Side::North);
    give(&mut state, Side::North, "valor valor");
    let actions = crate::games::westeros::rules::legal(&state);
    assert!(actions.contains(&Action::Token(Face::Valor, unit("N4"))));
    assert!(
        !actions
            .iter()
            .any(|a| matches!(a, Action::Pair(Face::Valor, _)))
    );

    let mut state = position(Side::North);
    give(&mut state, Side::North, "morale morale");
    state.sides.north.morale = 6;
    play(&mut state, "pair morale N3", &[]);
    assert_eq!(state.sides.north.order_tokens.morale, 0);
    assert_eq!(
        state.sides.north.morale, 6,
        "a morale pair leaves morale alone"
    );
    assert_eq!(state.pending, Pending::Move);
}

// 10.2 morale token, 11 step 5, 18 case 16: rallying an ordered unit
#[test]
fn case_16_a_morale_token_rallies_an_ordered_unit_for_a_later_turn() {
    let mut state = position(Side::North);
    give(&mut state, Side::North, "green green morale");
    give(&mut state, Side::West, "valor");
    place(&mut state, "N1", "C2");
    play(&mut state, "token green N1", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "token valor W1", &[]);
    play(&mut state, "done", &[]);
    assert!(!state.unit(unit("N1")).active);
    play(&mut state, "morale rally N1", &[]);
    assert_eq!(state.sides.north.morale, 9);
    assert!(state.unit(unit("N1")).active);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    play(&mut state, "pass", &[]);
    assert!(legal_texts(&state).contains(&"token green N1".to_string()));
    // Both pass: Regroup recovers morale within the band, then round 2 begins.
    apply(
        &mut state,
        Action::Pass,
        &mut Dice::for_move(&Seed([4; 32]), 1),
    );
    assert_eq!(state.round, 2);
    assert_eq!(state.sides.north.morale, 10, "9 is green: back to 10");
}

// 10.2, A-13, 18 case 17: the morale token's limits
#[test]
fn case_17_morale_up_stops_at_10_and_rally_needs_morale_2() {
    let mut state = position(Side::North);
    give(&mut state, Side::North, "morale");
    state.unit_mut(unit("N1")).active = false;
    state.sides.north.morale = 1;
    let texts = legal_texts(&state);
    assert!(texts.contains(&"morale up".to_string()));
    assert!(
        !texts.iter().any(|a| a.starts_with("morale rally")),
        "{texts:?}"
    );
    refused(&state, Side::North, "morale rally N1", "10.2");
    state.sides.north.morale = 10;
    let texts = legal_texts(&state);
    assert!(!texts.contains(&"morale up".to_string()));
    assert!(texts.contains(&"morale rally N1".to_string()));
    refused(&state, Side::North, "morale up", "10.2");
    play(&mut state, "morale rally N1", &[]);
    assert_eq!(state.sides.north.order_tokens.morale, 0);
}

// 10.3 improvise, 18 case 18
#[test]
fn case_18_charge_is_improvised_by_either_commander_march_never() {
    let mut state = fresh_with("");
    hand(&mut state, Side::North, "march charge");
    assert_eq!(
        card_actions(&state),
        [
            "card march N3",
            "card march N4",
            "improvise charge N3",
            "card charge N4",
            "improvise charge N4"
        ]
    );
    let refusal = refused(&state, Side::North, "improvise march N3", "10.3");
    assert!(super::said(&refusal.reason).contains("may be improvised"));
    refused(&state, Side::North, "card charge N3", "10.3");
    play(&mut state, "improvise charge N3", &[]);
    assert_eq!(
        legal_texts(&state),
        ["order N3", "order N5", "order N6"],
        "one command, any type"
    );
}

// 14 Rally, 18 case 19: the tactic rallies the ZOC before the command
#[test]
fn case_19_the_rally_card_activates_the_zoc_then_gives_one_command() {
    let mut state = fresh_with("");
    hand(&mut state, Side::North, "rally");
    for id in ["N1", "N5", "N6"] {
        state.unit_mut(unit(id)).active = false;
    }
    play(&mut state, "card rally N3", &[]);
    assert!(state.unit(unit("N5")).active && state.unit(unit("N6")).active);
    assert!(!state.unit(unit("N1")).active, "C2 is outside the ZOC");
    assert_eq!(legal_texts(&state), ["order N3", "order N5", "order N6"]);
    play(&mut state, "order N5", &[]);
    assert_eq!(state.pending, Pending::Move);
    assert!(!state.unit(unit("N5")).active);
    assert!(state.unit(unit("N3")).active && state.unit(unit("N6")).active);
}

// 14 Muster, 10.4, 18 case 20: three commands, no attack step
#[test]
fn case_20_muster_orders_three_units_that_may_not_attack() {
    let mut state = fresh_with("");
    hand(&mut state, Side::North, "muster");
    place(&mut state, "W1", "D4");
    play(&mut state, "card muster N3", &[]);
    for id in ["N3", "N5", "N6"] {
        play(&mut state, &format!("order {id}"), &[]);
    }
    assert_eq!(state.commanders[0].tokens, 3);
    assert_eq!(state.sides.north.command_board, 1);
    assert_eq!(state.pending, Pending::Move);
    play(&mut state, "done", &[]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    assert_eq!(
        state.unit(unit("W1")).figures,
        4,
        "N5 next to W1 never attacked"
    );
}

// 14 Steady, 10.12 steps 1-2, 18 case 21
#[test]
fn case_21_steady_raises_morale_7_at_the_end_of_the_turn_only() {
    for (before, after) in [(7, 8), (8, 8)] {
        let mut state = fresh_with("");
        hand(&mut state, Side::North, "steady");
        state.sides.north.morale = before;
        play(&mut state, "card steady N3", &[]);
        play(&mut state, "order N3", &[]);
        assert_eq!(state.sides.north.morale, before, "not before the end");
        play(&mut state, "done", &[]);
        assert_eq!(state.sides.north.morale, after);
        assert_eq!(state.sides.north.discard, [card("steady")]);
    }
}

// 10.1 A-24, 18 case 44: a side whose only action is pass passes by itself
#[test]
fn case_44_west_without_tokens_passes_by_itself_and_north_goes_on() {
    let mut state = position(Side::North);
    state.sides.west.order_tokens = Default::default();
    state.sides.west.command_board = 0;
    state.commanders[2].tokens = 3;
    state.commanders[3].tokens = 1;
    hand(&mut state, Side::West, "march assault");
    assert_eq!(command::turn_actions(&state, Side::West), [Action::Pass]);
    give(&mut state, Side::North, "green green green");
    play(&mut state, "token green N1", &[]);
    play(&mut state, "done", &[]);
    assert!(state.sides.west.passed);
    assert_eq!((state.turn, &state.pending), (Side::North, &Pending::Turn));
    assert_eq!(actor(&state), Some(Side::North));
    play(&mut state, "token green N2", &[]);
    play(&mut state, "done", &[]);
    assert_eq!((state.turn, &state.pending), (Side::North, &Pending::Turn));
}

// 10.2 A-28, 7, 18 case 46: an ordered unit is inactive for the rest of the round
#[test]
fn case_46_an_ordered_unit_cannot_be_ordered_again_until_rallied() {
    let mut state = position(Side::North);
    give(&mut state, Side::North, "green green valor");
    hand(&mut state, Side::North, "march");
    place(&mut state, "N3", "F2");
    place(&mut state, "N1", "E2");
    play(&mut state, "token green N1", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "token valor W1", &[]);
    play(&mut state, "done", &[]);
    let texts = legal_texts(&state);
    assert!(!texts.iter().any(|a| a.ends_with(" N1")), "{texts:?}");
    refused(&state, Side::North, "token green N1", "10.2");
    refused(&state, Side::North, "token valor N1", "10.2");
    play(&mut state, "card march N3", &[]);
    assert_eq!(legal_texts(&state), ["order N3"]);
    refused(&state, Side::North, "order N1", "10.3");
}

// 10.12 step 3 with 10.1: a pass turn takes a ford too
#[test]
fn a_unit_on_a_ford_takes_it_at_the_end_of_a_pass_turn() {
    let mut state = position(Side::North);
    place(&mut state, "N1", "J5");
    play(&mut state, "pass", &[]);
    assert_eq!(state.fords, [None, None, Some(Side::North)]);
}

// 10.12 step 3, A-21, 18 case 38: ford control changes only at the end of a turn
#[test]
fn case_38_a_ford_keeps_its_controller_until_a_turn_ends_on_it() {
    let mut state = position(Side::North);
    place(&mut state, "N1", "C6");
    place(&mut state, "N2", "D3");
    place(&mut state, "W1", "D4");
    give(&mut state, Side::North, "green green green morale");
    give(&mut state, Side::West, "valor valor");
    play(&mut state, "token green N1", &[]);
    play(&mut state, "move N1 D5", &[]);
    play(&mut state, "done", &[]);
    assert_eq!(state.fords[0], Some(Side::North));
    play(&mut state, "token valor W2", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "morale rally N1", &[]);
    play(&mut state, "token valor W3", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "token green N1", &[]);
    play(&mut state, "move N1 C4", &[]);
    play(&mut state, "done", &[]);
    assert_eq!(state.fords[0], Some(Side::North), "nobody on D5");
    give(&mut state, Side::West, "valor");
    play(&mut state, "token valor W4", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "token green N2", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "attack N2 W1", &[7, 4]);
    assert_eq!(hex_of(&state, "W1"), Some(h("D5")));
    assert_eq!(
        state.fords[0],
        Some(Side::North),
        "not before the turn ends"
    );
    play(&mut state, "stay", &[]);
    assert_eq!(
        state.fords[0],
        Some(Side::West),
        "at the end of north's turn"
    );
}

// 10.12 step 3, A-21, 18 case 38 (variant): a retreat into and out of a ford
#[test]
fn case_38_a_unit_forced_through_a_ford_in_one_turn_does_not_take_it() {
    let mut state = position(Side::North);
    state.fords[0] = Some(Side::North);
    place(&mut state, "W1", "D4");
    place(&mut state, "W2", "D6");
    place(&mut state, "N2", "D3");
    place(&mut state, "N1", "C4");
    place(&mut state, "N3", "C3");
    hand(&mut state, Side::North, "march");
    play(&mut state, "card march N3", &[]);
    play(&mut state, "order N2", &[]);
    play(&mut state, "order N1", &[]);
    play(&mut state, "done", &[]);
    play(&mut state, "attack N2 W1", &[7, 4]);
    assert_eq!(hex_of(&state, "W1"), Some(h("D5")));
    play(&mut state, "stay", &[]);
    play(&mut state, "attack N1 W1", &[7, 4]);
    assert_eq!(hex_of(&state, "W1"), Some(h("C6")), "D6 is held");
    play(&mut state, "stay", &[]);
    assert_eq!((state.turn, &state.pending), (Side::West, &Pending::Turn));
    assert_eq!(state.fords[0], Some(Side::North));
}
