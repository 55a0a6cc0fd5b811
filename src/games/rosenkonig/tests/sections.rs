//! One test per rule section (§4–§9), the worked example of §12 and the contracts of §14.

use serde_json::json;

use super::*;

fn setup(seed: u8) -> State {
    RoseKing::setup(
        &Options::default(),
        &mut Dice::for_move(&Seed([seed; 32]), 0),
    )
    .unwrap()
}

#[test]
fn rule_4_setup_deals_five_open_cards_each_and_leaves_fourteen_in_the_pile() {
    // §4
    let state = setup(1);
    assert_eq!((state.hands.red.len(), state.hands.white.len()), (5, 5));
    assert_eq!(state.draw_pile.len(), 14);
    assert!(state.discard.is_empty());
    assert_eq!(state.crown, Square::CENTRE);
    assert_eq!(state.stones.stones(), 0);
    assert_eq!(state.supply, 52);
    assert_eq!(state.heroes, BySide { red: 4, white: 4 });
    assert_eq!(RoseKing::to_act(&state), [RED]);
    let mut all: Vec<Card> = [&state.hands.red, &state.hands.white, &state.draw_pile]
        .into_iter()
        .flatten()
        .copied()
        .collect();
    all.sort_by_key(|c| Card::ALL.iter().position(|x| x == c));
    assert_eq!(all, Card::ALL);
}

#[test]
fn rule_4_the_deal_takes_red_five_then_white_five_from_the_top_of_the_shuffled_deck() {
    // §4: the setup dice shuffle the 24 cards; the top is the end of the deck.
    let seed = Seed([3; 32]);
    let mut deck = Card::ALL.to_vec();
    Dice::for_move(&seed, 0).shuffle(&mut deck);
    let state = RoseKing::setup(&Options::default(), &mut Dice::for_move(&seed, 0)).unwrap();
    let top_first: Vec<Card> = deck.iter().rev().copied().collect();
    assert_eq!(state.hands.red, top_first[..5]);
    assert_eq!(state.hands.white, top_first[5..10]);
    assert_eq!(state.draw_pile, deck[..14]);
    assert_ne!(
        setup(3).hands,
        setup(4).hands,
        "different seeds deal differently"
    );
    assert_eq!(setup(3), setup(3), "the same seed deals the same");
}

#[test]
fn rule_5a_a_plain_play_spends_a_stone_and_the_card_without_a_replacement() {
    // §5 A
    let mut state = pos("hands=NE2,N1/W1");
    let pile = state.draw_pile.clone();
    play(&mut state, "play NE2").unwrap();
    assert_eq!(state.stones.get(sq("g7")), Some(Side::Red));
    assert_eq!((state.crown, state.supply), (sq("g7"), 51));
    assert_eq!(state.hands.red, [card("N1")]);
    assert_eq!(state.draw_pile, pile, "no replacement draw");
    assert_eq!(state.discard, [card("NE2")]);
}

#[test]
fn rule_5b_a_draw_takes_the_top_card_face_up() {
    // §5 B
    let mut state = pos("hands=N1/W1 pile=SE3,S1");
    play(&mut state, "draw").unwrap();
    assert_eq!(state.hands.red, [card("N1"), card("SE3")]);
    assert_eq!(state.draw_pile.last(), Some(&card("S1")));
    assert_eq!(
        RoseKing::view(&state, Some(WHITE)).hands.red,
        [card("N1"), card("SE3")],
        "the hand is open"
    );
    let err = RoseKing::why_illegal(&state, RED, &Action::Draw);
    assert_eq!(
        (err.rule, said(&err.reason).as_str()),
        ("5", "it is white's turn, not red's; wait for your turn")
    );
}

#[test]
fn rule_5c_a_hero_flips_the_stone_and_leaves_the_game() {
    // §5 C
    let mut state = pos("red=e5 white=g7 crown=g7 turn=white hands=NE2/SW2,N1 heroes=4/3");
    play(&mut state, "hero SW2").unwrap();
    assert_eq!(state.stones.get(sq("e5")), Some(Side::White));
    assert_eq!(
        (state.crown, state.heroes.white, state.supply),
        (sq("e5"), 2, 50)
    );
    // Red may flip back at once: the crown stands on e5, red's target is g7.
    assert_eq!(actions(&state), ["hero NE2", "draw"]);
    refused(&state, "hero NE1", "5C", "card NE1 is not in your hand");
}

#[test]
fn rule_5_the_player_to_move_always_has_an_action_and_may_not_pass() {
    // §5 obligation, §8: the skip happens before the turn, never as a choice.
    for seed in 0..20 {
        let mut state = setup(seed);
        for seq in 1..500u64 {
            let Some(&seat) = RoseKing::to_act(&state).first() else {
                break;
            };
            let offered = RoseKing::actions(&state, seat);
            assert!(!offered.is_empty());
            let action = offered[seq as usize % offered.len()];
            RoseKing::apply(
                &mut state,
                seat,
                &action,
                &mut Dice::for_move(&Seed([seed; 32]), seq),
            )
            .unwrap();
        }
        assert!(state.end.is_some());
    }
}

/// The legal actions written straight from the pseudo-code of §6.
fn reference_actions(state: &State, side: Side) -> Vec<Action> {
    let mut acts = Vec::new();
    for &card in state.hands.get(side) {
        let (df, dr) = card.dir().vector();
        let k = card.dist() as i8;
        let Some(t) = Square::new(state.crown.file() + k * df, state.crown.rank() + k * dr) else {
            continue;
        };
        match state.stones.get(t) {
            None => acts.push(Action::Play(card)),
            Some(owner) if owner == side.other() && *state.heroes.get(side) > 0 => {
                acts.push(Action::Hero(card))
            }
            Some(_) => {}
        }
    }
    if state.hands.get(side).len() < 5 {
        acts.push(Action::Draw);
    }
    acts
}

#[test]
fn rule_6_legal_actions_match_the_pseudo_code_and_the_target_decides_the_hero() {
    // §6
    for seed in 0..40 {
        let mut state = setup(seed);
        for seq in 1..500u64 {
            let Some(&seat) = RoseKing::to_act(&state).first() else {
                break;
            };
            let side = Side::of_seat(seat).unwrap();
            let offered = RoseKing::actions(&state, seat);
            assert_eq!(offered, reference_actions(&state, side));
            let action = offered[(seq as usize * 7 + seed as usize) % offered.len()];
            RoseKing::apply(
                &mut state,
                seat,
                &action,
                &mut Dice::for_move(&Seed([seed; 32]), seq),
            )
            .unwrap();
        }
    }
}

#[test]
fn rule_7_played_cards_go_to_the_open_discard_pile_in_order() {
    // §7
    let mut state = pos("hands=N1,E1/S1,W1");
    play(&mut state, "play N1").unwrap();
    play(&mut state, "play S1").unwrap();
    assert_eq!(state.discard, [card("N1"), card("S1")]);
    let view = serde_json::to_value(RoseKing::view(&state, None)).unwrap();
    assert_eq!(view["discard"], json!(["N1", "S1"]));
}

#[test]
fn rule_7_the_reshuffle_comes_right_after_the_last_draw_with_that_moves_dice() {
    // §7, §11.17: not lazily at the next draw.
    let state = pos("hands=N1/ pile=E1");
    let mut a = state.clone();
    let mut b = state.clone();
    RoseKing::apply(
        &mut a,
        RED,
        &Action::Draw,
        &mut Dice::for_move(&Seed([1; 32]), 5),
    )
    .unwrap();
    RoseKing::apply(
        &mut b,
        RED,
        &Action::Draw,
        &mut Dice::for_move(&Seed([2; 32]), 5),
    )
    .unwrap();
    assert_eq!((a.draw_pile.len(), a.discard.len()), (22, 0));
    assert_ne!(
        a.draw_pile, b.draw_pile,
        "the move's dice order the new pile"
    );
}

#[test]
fn rule_8_the_game_ends_when_the_supply_is_exhausted_or_nobody_can_act() {
    // §8.1 and §8.2, also when a position starts that way
    assert_eq!(
        pos("red=a1 crown=a1 supply=0").end,
        Some(End::SupplyExhausted)
    );
    let blocked = pos("white=a1,a2 crown=a1 hands=S1,S2,S3,W1,W2/W3,SW1,SW2,SW3,N1");
    assert_eq!(blocked.end, Some(End::MutualBlock));
    assert!(RoseKing::to_act(&blocked).is_empty());
    // One player blocked, the other not: a skip, not an end.
    let skipped = pos("white=a1,a2 crown=a1 hands=S1,S2,S3,W1,W2/W3,SW1,SW2,SW3");
    assert_eq!((skipped.end, skipped.turn), (None, Side::White));
}

#[test]
fn rule_9_territories_connect_through_edges_and_score_their_size_squared() {
    // §9
    let state = pos("red=a1,a2,b2,c2,c3,e5,f6 white=b1");
    assert_eq!(territories(&state.stones, Side::Red), [5, 1, 1]);
    assert_eq!(
        tally(&state.stones, Side::Red),
        Tally {
            points: 27,
            largest: 5,
            stones: 7
        }
    );
    assert_eq!(
        tally(&state.stones, Side::White),
        Tally {
            points: 1,
            largest: 1,
            stones: 1
        }
    );
    assert_eq!(tally(&Board::empty(), Side::White), Tally::default());
}

#[test]
fn rule_12_the_worked_example_scores_69_for_white_and_34_for_red() {
    // §12: the seed's example board
    let board = "R7W/R1WW5/5W3/5W3/2WWWWW2/2RRRW3/3RR2RR/1R7/9";
    let state = pos(&format!("board={board} crown=f7 supply=0"));
    assert_eq!(territories(&state.stones, Side::White), [8, 2, 1]);
    assert_eq!(territories(&state.stones, Side::Red), [5, 2, 2, 1]);
    assert_eq!(
        tally(&state.stones, Side::White),
        Tally {
            points: 69,
            largest: 8,
            stones: 11
        }
    );
    assert_eq!(
        tally(&state.stones, Side::Red),
        Tally {
            points: 34,
            largest: 5,
            stones: 10
        }
    );
    let outcome = RoseKing::outcome(&state).unwrap();
    assert_eq!(
        (outcome.winner, outcome.scores),
        (Some(WHITE), vec![34, 69])
    );
    assert_eq!(said(&outcome.reason), "the 52nd stone was placed");
}

#[test]
fn rule_14_the_view_is_the_exact_json_of_the_contract() {
    // §14
    let mut state = pos("white=d5 hands=E3,N1/S2 heroes=4/3 discard=NE1");
    play(&mut state, "play E3").unwrap();
    let expected = json!({
        "stones": {"d5": "white", "h5": "red"},
        "crown": "h5",
        "hands": {"red": ["N1"], "white": ["S2"]},
        "heroes": {"red": 4, "white": 3},
        "draw_pile": 20,
        "discard": ["NE1", "E3"],
        "supply": 50,
        "last": "red played E3 to h5",
    });
    for viewer in [None, Some(RED), Some(WHITE)] {
        assert_eq!(
            serde_json::to_value(RoseKing::view(&state, viewer)).unwrap(),
            expected
        );
    }
    let text = serde_json::to_string(&RoseKing::view(&state, None)).unwrap();
    assert!(
        text.starts_with(r#"{"stones":{"d5":"white","h5":"red"},"crown":"h5","#),
        "{text}"
    );
    let start = serde_json::to_value(RoseKing::view(&setup(0), None)).unwrap();
    assert_eq!(
        (start["last"].clone(), start["stones"].clone()),
        (json!(null), json!({}))
    );
}

#[test]
fn rule_14_last_tells_each_kind_of_action() {
    // §14 `last`
    let mut state = pos("white=e3 hands=S2,N1/W1 pile=E1");
    play(&mut state, "hero S2").unwrap();
    assert_eq!(
        RoseKing::view(&state, None).last.as_deref(),
        Some("red flipped e3 with a hero and S2")
    );
    play(&mut state, "draw").unwrap();
    assert_eq!(
        RoseKing::view(&state, None).last.as_deref(),
        Some("white drew a card")
    );
}

#[test]
fn rule_14_the_view_never_shows_the_order_of_the_draw_pile() {
    // §7, §14: the deck order is the only hidden part.
    let a = pos("hands=N1/S1 pile=E1,E2,E3");
    let b = pos("hands=N1/S1 pile=E3,E2,E1");
    assert_ne!(a, b);
    let view = |s: &State| serde_json::to_string(&RoseKing::view(s, None)).unwrap();
    assert_eq!(view(&a), view(&b));
    assert!(!view(&a).contains("\"E3\""));
}

#[test]
fn rule_14_describe_tells_each_move_in_words() {
    // §14
    let mut state = pos("white=e3 hands=S2,N1/W1 pile=E1,E2");
    assert_eq!(
        play(&mut state, "hero S2").unwrap(),
        "red used a hero with S2 to flip e3"
    );
    assert_eq!(play(&mut state, "draw").unwrap(), "white drew E1");
    assert_eq!(play(&mut state, "play N1").unwrap(), "red played N1 to e4");
}

#[test]
fn the_state_serializes_deterministically_and_reads_back() {
    // §14: the snapshot cache compares states byte for byte.
    let mut state = setup(5);
    let first = actions(&state)[0].clone();
    play(&mut state, &first).unwrap();
    let text = serde_json::to_string(&state).unwrap();
    let back: State = serde_json::from_str(&text).unwrap();
    assert_eq!(back, state);
    assert_eq!(serde_json::to_string(&back).unwrap(), text);
    assert!(
        text.contains(r#""crown":"#) && text.contains(r#""stones":""#),
        "{text}"
    );
}

#[test]
fn the_catalog_lists_the_board_the_cards_and_the_counts() {
    // §2, §14
    let data = data();
    assert_eq!(data["board"]["squares"].as_array().unwrap().len(), 81);
    assert_eq!(data["cards"].as_array().unwrap().len(), 24);
    assert_eq!(
        data["cards"][4],
        json!({"name": "NE2", "direction": "NE", "distance": 2})
    );
    assert_eq!(
        data["directions"][7],
        json!({"name": "NW", "vector": [-1, 1]})
    );
    assert_eq!(data["seats"], json!(["red", "white"]));
    assert_eq!(
        (data["stones"].clone(), data["heroes"].clone()),
        (json!(52), json!(4))
    );
}

#[test]
fn bad_positions_are_refused_with_a_reason() {
    for (text, why) in [
        ("red=e5 white=e5", "two stones on e5"),
        ("hands=N1/N1", "card N1 is in two places"),
        (
            "hands=N1,N2,N3,E1,E2,E3/",
            "red's hand holds more than 5 cards",
        ),
        ("pile=N1 discard=N2", "are nowhere"),
        ("supply=53", "from 0 to 52"),
        ("red=a1 supply=52", "make more than 52"),
        ("colour=red", "unknown key"),
        ("turn=blue", "red or white"),
        ("turn=red turn=white", "given twice"),
        ("heroes=5/4", "from 0 to 4"),
    ] {
        let err = State::from_position(text).unwrap_err().to_string();
        assert!(err.contains(why), "{text}: {err}");
    }
}
