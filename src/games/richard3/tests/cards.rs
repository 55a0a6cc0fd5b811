//! The card phase (1.1) and the 13-AP redeal (5.1).

use super::*;

#[test]
fn ec_01_equal_action_cards_make_the_pretender_player_one() {
    // 1.1: Lancaster (King) AP3, York (Pretender) AP3.
    let mut state = actions(base(), 13, 14);
    assert_eq!(state.p1, Y);
    assert_eq!((acting(&state), ap(&state)), (Y, 3));
    run(&mut state, Y, &["done"]);
    assert_eq!((acting(&state), ap(&state)), (L, 3));
}

#[test]
fn ec_01_muster_beats_an_ap4_card_but_allows_only_the_muster() {
    // 1.1, 5.1: Muster (AP0) against AP4.
    let mut state = actions(base(), 2, 7);
    assert_eq!((state.p1, acting(&state), ap(&state)), (L, L, 0));
    let legal = Richard3::actions(&state, seat_of(L));
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::Muster(_) | Action::Done))
    );
    assert!(!can(&state, L, "activate middlesex"));
    assert!(!can(&state, L, "recruit L_buckingham warwick"));
    run(&mut state, L, &["done"]);
    assert_eq!((acting(&state), ap(&state)), (Y, 4));
}

#[test]
fn rule_1_1_an_event_beats_any_action_card() {
    let state = actions(base(), 11, 5); // AP4 against Surprise (AP1)
    assert_eq!(state.p1, Y);
    let state = actions(base(), 4, 12); // Plague (AP0) against AP4
    assert_eq!(state.p1, L);
}

#[test]
fn rule_1_1_two_events_higher_printed_ap_then_the_pretender() {
    // Piracy (AP2) beats Force March (AP1), whoever is Pretender.
    assert_eq!(actions(base(), 3, 1).p1, L);
    // Surprise (AP1) against Treason (AP1): the Pretender (York) is Player 1.
    assert_eq!(actions(base(), 5, 6).p1, Y);
    // Richard III 1483: Lancaster is the Pretender.
    let p = Position::scenario(ScenarioId::RichardIii);
    assert_eq!(actions(p, 5, 6).p1, L);
}

#[test]
fn rule_1_1_higher_ap_wins_between_action_cards() {
    assert_eq!(actions(base(), 7, 13).p1, L);
    assert_eq!(actions(base(), 20, 8).p1, Y);
}

#[test]
fn rule_1_1_cards_are_chosen_simultaneously_and_stay_secret() {
    let mut state = cards_phase(base());
    assert_eq!(to_act(&state), vec![L, Y]);
    let card = state.hands.lancaster.iter().next().unwrap();
    run(&mut state, L, &[&format!("play {card}")]);
    assert_eq!(to_act(&state), vec![Y]);
    let york = view::view(&state, Some(Y));
    assert_eq!(york.played.lancaster, None);
    assert!(york.committed.lancaster);
    assert_eq!(york.hand_counts.lancaster, 6);
    let lancaster = view::view(&state, Some(L));
    assert_eq!(lancaster.played.lancaster, Some(card.info().number));
    // A card not in hand is refused.
    let other = state.hands.lancaster.iter().next().unwrap();
    refused(&state, Y, &format!("play {other}"), "1.1");
    let card = state.hands.york.iter().next().unwrap();
    run(&mut state, Y, &[&format!("play {card}")]);
    assert!(matches!(state.phase, Phase::Actions(_)));
    assert!(view::view(&state, Some(Y)).played.lancaster.is_some());
}

fn dealt(lancaster: Vec<u8>, york: Vec<u8>) -> State {
    let mut p = base();
    p.hands = BySide::new(lancaster, york);
    p.phase = PositionPhase::Deal;
    p.to_state(&mut dice()).unwrap()
}

#[test]
fn ec_03_a_13_ap_hand_may_ask_for_a_redeal() {
    // 4+3+2+2+1+1+0 = 13.
    let mut state = dealt(vec![7, 13, 20, 21, 1, 5, 2], vec![8, 9, 10, 11, 12, 14, 15]);
    assert_eq!(to_act(&state), vec![L]);
    assert!(can(&state, L, "redeal") && can(&state, L, "keep"));
    run(&mut state, L, &["redeal"]);
    // York sees Lancaster's hand and decides.
    assert_eq!(to_act(&state), vec![Y]);
    let york = view::view(&state, Some(Y));
    assert_eq!(york.shown_hand.as_ref().map(|s| s.0), Some(L));
    let york_hand = state.hands.york;
    run(&mut state, Y, &["keep"]);
    assert_eq!(state.hands.york, york_hand);
    assert_eq!(state.hands.lancaster.len(), 7);
    assert_eq!(state.hands.lancaster.0 & york_hand.0, 0);
    assert!(state.redeal_used);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn ec_03_a_14_ap_hand_may_not_ask() {
    // 4+3+2+2+2+1+0 = 14.
    let state = dealt(
        vec![7, 13, 20, 21, 22, 5, 2],
        vec![8, 9, 10, 11, 12, 14, 15],
    );
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn ec_03_only_one_redeal_per_campaign() {
    let mut p = base();
    p.hands = BySide::new(vec![7, 13, 20, 21, 1, 5, 2], vec![8, 9, 10, 11, 12, 14, 15]);
    p.redeal_used = true;
    p.phase = PositionPhase::Deal;
    let state = p.to_state(&mut dice()).unwrap();
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn rule_5_1_the_opponent_may_redraw_too() {
    let mut state = dealt(vec![7, 13, 20, 21, 1, 5, 2], vec![8, 9, 10, 11, 12, 14, 15]);
    run(&mut state, L, &["redeal"]);
    run(&mut state, Y, &["redraw"]);
    assert_eq!(state.hands.lancaster.len(), 7);
    assert_eq!(state.hands.york.len(), 7);
    assert_eq!(state.hands.lancaster.0 & state.hands.york.0, 0);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn rule_5_1_a_declined_redeal_goes_straight_to_the_cards() {
    let mut state = dealt(vec![7, 13, 20, 21, 1, 5, 2], vec![8, 9, 10, 11, 12, 14, 15]);
    let before = state.hands;
    run(&mut state, L, &["keep"]);
    assert_eq!(state.hands, before);
    assert_eq!(state.phase, Phase::Cards);
}

#[test]
fn rule_5_1_both_requests_redeal_both_hands() {
    // 13 and 11: both qualify; both ask.
    let mut state = dealt(vec![7, 13, 20, 21, 1, 5, 2], vec![22, 23, 24, 25, 3, 4, 6]);
    assert_eq!(to_act(&state), vec![L, Y]);
    run(&mut state, Y, &["redeal"]);
    // York's answer stays private until Lancaster answers.
    assert_eq!(to_act(&state), vec![L]);
    run(&mut state, L, &["redeal"]);
    assert_eq!(state.phase, Phase::Cards);
    assert!(state.redeal_used);
}

#[test]
fn rule_5_1_auto_mode_deals_until_both_hands_exceed_13() {
    for n in 0..40 {
        let state = Richard3::setup(
            &Options {
                scenario: ScenarioId::WarsOfTheRoses,
                redeal: Redeal::Auto,
            },
            &mut Dice::for_move(&Seed([n; 32]), 0),
        )
        .unwrap();
        assert_eq!(state.phase, Phase::Cards);
        assert!(state.hands.lancaster.ap_total() > 13, "seed {n}");
        assert!(state.hands.york.ap_total() > 13, "seed {n}");
    }
}

#[test]
fn rule_5_1_the_treason_card_leaves_a_roll_for_the_battle_phase() {
    let state = actions(base(), 7, 6);
    assert_eq!(state.treason, Some(Y));
    assert_eq!(actions(base(), 7, 8).treason, None);
}
