//! The numbered edge cases of §11, one test each, named after the case.

use super::*;

#[test]
fn case_01_the_opening_play_places_a_stone_and_moves_the_crown() {
    // §11.1, §5 A
    let mut state = pos("hands=E3,N1,N2,W1,S1/NE1,NE2,NE3,SE1,SE2");
    assert_eq!(play(&mut state, "play E3").unwrap(), "red played E3 to h5");
    assert_eq!(state.crown, sq("h5"));
    assert_eq!(state.stones.get(sq("h5")), Some(Side::Red));
    assert_eq!(state.supply, 51);
    assert_eq!(state.hands.red.len(), 4);
    assert_eq!(state.discard, [card("E3")]);
    assert_eq!(RoseKing::to_act(&state), [WHITE]);
}

#[test]
fn case_02_a_card_that_would_leave_the_board_is_unplayable() {
    // §11.2, §5 A
    let state = pos("red=h5 crown=h5 turn=white hands=N1/E2,W1");
    assert_eq!(actions(&state), ["play W1", "draw"]);
    refused(
        &state,
        "play E2",
        "5A",
        "target j5 is off the board: E2 from the crown on h5 leaves the board",
    );
    refused(
        &state,
        "hero E2",
        "5C",
        "target j5 is off the board: E2 from the crown on h5 leaves the board",
    );
    let corner = pos("white=b1 crown=b1 hands=SW2/");
    refused(
        &corner,
        "play SW2",
        "5A",
        "the target is off the board: SW2 moves the crown 2 squares south-west of b1",
    );
}

#[test]
fn case_03_the_crown_jumps_over_every_stone() {
    // §11.3, §5
    let mut state = pos("red=e6 white=e7 turn=white hands=/N3");
    play(&mut state, "play N3").unwrap();
    assert_eq!(state.crown, sq("e8"));
    assert_eq!(state.stones.get(sq("e8")), Some(Side::White));
    assert_eq!(state.stones.get(sq("e6")), Some(Side::Red));
    assert_eq!(state.stones.get(sq("e7")), Some(Side::White));
}

#[test]
fn case_04_the_crown_never_lands_on_the_movers_own_stone() {
    // §11.4, §5
    let state = pos("red=e7 hands=N2/");
    assert_eq!(state.heroes.red, 4);
    assert_eq!(actions(&state), ["draw"]);
    let reason = "your own stone is on e7: the crown may never land on it, not even with a hero";
    refused(&state, "play N2", "5A", reason);
    refused(&state, "hero N2", "5C", reason);
}

#[test]
fn case_05_an_enemy_stone_with_a_hero_is_flipped() {
    // §11.5, §5 C
    let mut state = pos("white=e3 heroes=2/4 hands=S2/");
    assert_eq!(actions(&state), ["hero S2", "draw"]);
    let supply = state.supply;
    assert_eq!(
        play(&mut state, "hero S2").unwrap(),
        "red used a hero with S2 to flip e3"
    );
    assert_eq!(state.stones.get(sq("e3")), Some(Side::Red));
    assert_eq!(state.heroes.red, 1);
    assert_eq!(state.supply, supply);
    assert_eq!(state.crown, sq("e3"));
    assert_eq!(state.discard, [card("S2")]);
}

#[test]
fn case_06_an_enemy_stone_without_a_hero_cannot_be_played_onto() {
    // §11.6, §5 C
    let state = pos("white=e3 heroes=0/4 hands=S2/");
    assert_eq!(actions(&state), ["draw"]);
    refused(
        &state,
        "hero S2",
        "5C",
        "you have no hero left to flip the stone on e3",
    );
    refused(
        &state,
        "play S2",
        "5A",
        "white's stone is on e3 and you have no hero left to flip it",
    );
    let with_heroes = pos("white=e3 hands=S2/");
    refused(
        &with_heroes,
        "play S2",
        "5A",
        "white's stone is on e3: flip it with a hero ('hero S2')",
    );
}

#[test]
fn case_07_a_hero_cannot_be_spent_on_an_empty_square() {
    // §11.7, §6: the target decides
    let state = pos("hands=S2/");
    assert_eq!(actions(&state), ["play S2", "draw"]);
    refused(
        &state,
        "hero S2",
        "5C",
        "the target is empty: play the card without a hero ('play S2')",
    );
    let mut played = state.clone();
    play(&mut played, "play S2").unwrap();
    assert_eq!(played.heroes.red, 4);
}

#[test]
fn case_08_a_full_hand_cannot_draw() {
    // §11.8, §5 B
    let state = pos("hands=N1,N2,N3,E1,E2/");
    assert!(!actions(&state).contains(&"draw".to_string()));
    refused(
        &state,
        "draw",
        "5B",
        "you hold 5 cards and cannot draw; play a card instead",
    );
}

#[test]
fn case_09_drawing_is_allowed_with_playable_cards() {
    // §11.9, §5 B
    let mut state = pos("hands=N1,N2,E1/");
    assert_eq!(actions(&state), ["play N1", "play N2", "play E1", "draw"]);
    let top = *state.draw_pile.last().unwrap();
    assert_eq!(play(&mut state, "draw").unwrap(), format!("red drew {top}"));
    assert_eq!(state.hands.red.len(), 4);
    assert_eq!(state.hands.red.last(), Some(&top));
}

#[test]
fn case_10_with_no_playable_card_drawing_is_forced() {
    // §11.10, §5 obligation
    let state = pos("white=a1 crown=a1 hands=S1,S2,W1,W2/");
    assert_eq!(actions(&state), ["draw"]);
    assert!("pass".parse::<Action>().is_err(), "there is no pass action");
}

#[test]
fn case_11_a_lone_hero_play_is_compulsory() {
    // §11.11, §5 obligation
    let state = pos("white=a1,a2 crown=a1 hands=S1,S2,W1,W2,N1/");
    assert_eq!(actions(&state), ["hero N1"]);
    assert_eq!(RoseKing::to_act(&state), [RED]);
}

#[test]
fn case_12_a_player_with_no_legal_action_is_skipped_until_they_have_one() {
    // §11.12, §5 forced skip, §8
    let mut state = pos("white=a2 crown=a2 turn=white hands=S2,S3,W1,W2,W3/S1,E1,N3");
    // Arrange: from a1 every one of red's cards leaves the board.
    assert_eq!(
        play(&mut state, "play S1").unwrap(),
        "white played S1 to a1 — red's turn was skipped (no legal action)"
    );
    assert_eq!(RoseKing::to_act(&state), [WHITE]);
    assert!(RoseKing::actions(&state, RED).is_empty());
    // A draw leaves the crown on a1: red is checked again and skipped again.
    let drew = play(&mut state, "draw").unwrap();
    assert!(
        drew.ends_with(" — red's turn was skipped (no legal action)"),
        "{drew}"
    );
    assert_eq!(RoseKing::to_act(&state), [WHITE]);
    // From b1, red's W1 reaches white's stone on a1 with a hero: red moves again.
    assert_eq!(
        play(&mut state, "play E1").unwrap(),
        "white played E1 to b1"
    );
    assert_eq!(RoseKing::to_act(&state), [RED]);
    assert_eq!(actions(&state), ["hero W1"]);
}

#[test]
fn case_13_when_neither_player_can_act_the_game_ends() {
    // §11.13, §8.2
    let mut state =
        pos("white=a1,a2 crown=a1 turn=white hands=S1,S2,S3,W1,W2/W3,SW1,SW2,SW3 pile=N1");
    assert_eq!(actions(&state), ["draw"]);
    let text = play(&mut state, "draw").unwrap();
    assert_eq!(state.end, Some(End::MutualBlock));
    assert!(RoseKing::to_act(&state).is_empty());
    assert!(
        RoseKing::actions(&state, RED).is_empty() && RoseKing::actions(&state, WHITE).is_empty()
    );
    let outcome = RoseKing::outcome(&state).unwrap();
    assert_eq!(said(&outcome.reason), "neither player could act");
    assert_eq!((outcome.winner, outcome.scores), (Some(WHITE), vec![0, 4]));
    assert!(
        text.ends_with(" — the game ended: neither player could act; white wins 4 to 0"),
        "{text}"
    );
}

#[test]
fn case_14_a_blocked_player_waits_while_the_opponent_draws_into_a_block() {
    // §11.14, §8
    let mut state =
        pos("white=a1,a2 crown=a1 turn=white hands=S1,S2,S3,W1,W2/W3,SW1,SW2 pile=SW3,N1");
    assert_eq!(actions(&state), ["draw"]);
    play(&mut state, "draw").unwrap();
    assert_eq!(
        (state.end, RoseKing::to_act(&state)),
        (None, vec![WHITE]),
        "red was skipped"
    );
    assert_eq!(actions(&state), ["draw"]);
    play(&mut state, "draw").unwrap();
    assert_eq!(state.hands.white.len(), 5);
    assert_eq!(state.end, Some(End::MutualBlock));
}

#[test]
fn case_15_placing_the_52nd_stone_ends_the_game_at_once() {
    // §11.15, §8.1
    let mut state = pos("red=d5 supply=1 hands=E1/W2");
    let text = play(&mut state, "play E1").unwrap();
    assert_eq!(state.supply, 0);
    assert_eq!(state.end, Some(End::SupplyExhausted));
    assert!(RoseKing::to_act(&state).is_empty());
    // White's W2 would flip d5 with a hero, but there is no reply.
    assert_eq!(
        target(&state, Side::White, card("W2")),
        Target::Enemy(sq("d5"))
    );
    assert!(RoseKing::actions(&state, WHITE).is_empty());
    refused(
        &state,
        "hero W2",
        "8",
        "the game is over; no more actions can be taken",
    );
    assert_eq!(
        said(&RoseKing::outcome(&state).unwrap().reason),
        "the 52nd stone was placed"
    );
    assert!(
        text.starts_with("red played E1 to f5 — the game ended: the 52nd stone was placed"),
        "{text}"
    );
}

#[test]
fn case_16_a_flip_with_one_stone_left_takes_no_stone() {
    // §11.16, §5 C
    let mut state = pos("white=e3 supply=1 hands=S2/N1");
    play(&mut state, "hero S2").unwrap();
    assert_eq!(state.supply, 1);
    assert_eq!(state.end, None);
    assert_eq!(RoseKing::to_act(&state), [WHITE]);
}

#[test]
fn case_17_drawing_the_last_card_reshuffles_the_discard_pile_at_once() {
    // §11.17, §7
    let state = pos("turn=white hands=E1/N1 pile=S1");
    let mut old_discard = state.discard.clone();
    assert_eq!(old_discard.len(), 21);
    let mut after = state.clone();
    let text = play(&mut after, "draw").unwrap();
    assert!(
        text.starts_with("white drew S1 — the draw pile ran out"),
        "{text}"
    );
    assert!(after.discard.is_empty());
    let mut pile = after.draw_pile.clone();
    assert_ne!(pile, old_discard, "the new pile is shuffled");
    pile.sort_by_key(|c| c.to_string());
    old_discard.sort_by_key(|c| c.to_string());
    assert_eq!(pile, old_discard);
    // Heroes are counters that never enter the deck: the 24 power cards are all there is.
    assert_eq!(
        after.hands.red.len() + after.hands.white.len() + after.draw_pile.len(),
        24
    );
    // The shuffle is this move's dice: the same dice give the same pile.
    let mut again = state.clone();
    RoseKing::apply(&mut again, WHITE, &Action::Draw, &mut dice()).unwrap();
    assert_eq!(again, after);
}

#[test]
fn case_18_a_draw_never_meets_an_empty_pile_after_a_reshuffle() {
    // §11.18, §7: when the pile runs out, the hands hold at most 10 cards.
    let mut reshuffles = 0;
    for game in 0..60u64 {
        let seed = Seed([game as u8; 32]);
        let mut state =
            RoseKing::setup(&Options::default(), &mut Dice::for_move(&seed, 0)).unwrap();
        for seq in 1..2_000 {
            let Some(&seat) = RoseKing::to_act(&state).first() else {
                break;
            };
            let offered = RoseKing::actions(&state, seat);
            let side = Side::of_seat(seat).unwrap();
            assert_eq!(
                state.hands.get(side).len() < 5,
                offered.contains(&Action::Draw),
                "§5 B"
            );
            // Prefer drawing, to run through the pile often.
            let action = if offered.contains(&Action::Draw) {
                Action::Draw
            } else {
                offered[seq % offered.len()]
            };
            let last_card = action == Action::Draw && state.draw_pile.len() == 1;
            RoseKing::apply(
                &mut state,
                seat,
                &action,
                &mut Dice::for_move(&seed, seq as u64),
            )
            .unwrap();
            if last_card {
                reshuffles += 1;
                assert!(state.draw_pile.len() >= 14, "{}", state.draw_pile.len());
            }
            assert!(!state.draw_pile.is_empty());
        }
    }
    assert!(reshuffles > 20, "{reshuffles}");
}

#[test]
fn case_19_the_crown_may_return_to_an_empty_centre() {
    // §11.19, §5 A
    let mut state = pos("red=e3 crown=e3 turn=white hands=/N2");
    assert_eq!(
        play(&mut state, "play N2").unwrap(),
        "white played N2 to e5"
    );
    assert_eq!(state.stones.get(Square::CENTRE), Some(Side::White));
}

#[test]
fn case_20_the_stone_under_the_crown_is_never_the_next_target() {
    // §11.20: every card moves the crown at least one square.
    let state = pos("white=e5 hands=N1/");
    for card in Card::ALL {
        let target = target(&state, Side::Red, card);
        assert_ne!(target, Target::Enemy(state.crown), "{card}");
        assert_ne!(target, Target::Empty(state.crown), "{card}");
    }
}

#[test]
fn case_21_diagonal_contact_does_not_join_territories() {
    // §11.21, §9
    let state = pos("red=c3,d4");
    assert_eq!(territories(&state.stones, Side::Red), [1, 1]);
    assert_eq!(tally(&state.stones, Side::Red).points, 2);
}

/// Red {5, 5}: 50 points, largest 5, 10 stones; white {7, 1}: 50 points, largest 7, 8
/// stones; the supply is empty, so the game is over.
const DIVERGENCE: &str =
    "red=a1,b1,c1,d1,e1,a3,b3,c3,d3,e3 white=a5,b5,c5,d5,e5,f5,g5,a7 crown=a7 supply=0";

#[test]
fn case_22_the_tie_break_editions_disagree_on_five_five_against_seven_one() {
    // §11.22, §9
    let ru = pos(DIVERGENCE);
    let outcome = RoseKing::outcome(&ru).unwrap();
    assert_eq!(outcome.scores, [50, 50]);
    assert_eq!(outcome.winner, Some(WHITE));
    assert_eq!(
        said(&outcome.reason),
        "the 52nd stone was placed; tie on 50 points broken by the largest territory (7 vs 5)"
    );
    let ja = pos(&format!("{DIVERGENCE} tiebreak=stones"));
    let outcome = RoseKing::outcome(&ja).unwrap();
    assert_eq!(outcome.winner, Some(RED));
    assert_eq!(
        said(&outcome.reason),
        "the 52nd stone was placed; tie on 50 points broken by the stone count (10 vs 8)"
    );
}

#[test]
fn case_23_a_complete_tie_is_a_draw() {
    // §11.23, §9, §13
    let even =
        "red=a1,b1,c1,d1,e1,a3,b3,c3,d3,e3 white=a5,b5,c5,d5,e5,a7,b7,c7,d7,e7 crown=e7 supply=0";
    for (tiebreak, reason) in [
        (
            "largest",
            "tie on 50 points and on the largest territory (5 each) and on the stone count (10 each): a draw",
        ),
        (
            "stones",
            "tie on 50 points and on the stone count (10 each): a draw",
        ),
    ] {
        let outcome = RoseKing::outcome(&pos(&format!("{even} tiebreak={tiebreak}"))).unwrap();
        assert_eq!(outcome.winner, None);
        assert_eq!(
            said(&outcome.reason),
            format!("the 52nd stone was placed; {reason}")
        );
    }
}

#[test]
fn case_24_only_stones_on_the_board_score() {
    // §11.24, §9
    let rich = pos("red=a1,a2 white=c1 crown=c1 supply=0 heroes=4/0 hands=N1,N2,N3,E1,E2/");
    let poor = pos("red=a1,a2 white=c1 crown=c1 supply=0 heroes=0/4 hands=/N1,N2,N3,E1,E2");
    let scores = |s: &State| RoseKing::outcome(s).unwrap().scores;
    assert_eq!(scores(&rich), [4, 1]);
    assert_eq!(scores(&poor), [4, 1]);
    let spare = pos("red=a1,a2 white=c1 crown=c1 supply=40 hands=N1/");
    assert_eq!(
        (
            tally(&spare.stones, Side::Red).points,
            tally(&spare.stones, Side::White).points
        ),
        (4, 1)
    );
}

#[test]
fn case_25_a_random_start_changes_who_moves_first_but_not_the_colours() {
    // §11.25, §4
    let random = Options {
        first: First::Random,
        ..Options::default()
    };
    let mut firsts = Vec::new();
    for game in 0..64u8 {
        let seed = Seed([game; 32]);
        let state = RoseKing::setup(&random, &mut Dice::for_move(&seed, 0)).unwrap();
        firsts.push(RoseKing::to_act(&state)[0]);
        // White still sits at the crown edge as seat 1; the board starts the same.
        assert_eq!(state.crown, Square::CENTRE);
        assert_eq!(RoseKing::SEATS, ["red", "white"]);
        let default = RoseKing::setup(&Options::default(), &mut Dice::for_move(&seed, 0)).unwrap();
        assert_eq!(RoseKing::to_act(&default), [RED]);
    }
    assert!(
        firsts.contains(&RED) && firsts.contains(&WHITE),
        "{firsts:?}"
    );
}
