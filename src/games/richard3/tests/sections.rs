//! The sections that frame the others: the game turn and its phases (1.0–1.4), the map
//! (2.0, 2.4, 2.5), the armies (3.0–3.2) and the order of the political turn (8.0).
//! The rules inside these sections are tested where they act (cards, moves, battles…);
//! these tests check the frame and the data the rest relies on.

use super::*;
use crate::games::richard3::data::{AreaKind, BlockType, BorderKind};

#[test]
fn rule_1_0_a_game_turn_is_card_action_battle_supply() {
    // 1.0: seven cards each at the start of a campaign, the other eleven out of play.
    let mut state = cards_phase(base());
    assert_eq!((state.campaign, state.turn), (1, 1));
    assert_eq!(state.hands.lancaster.iter().count(), 7);
    assert_eq!(state.hands.york.iter().count(), 7);
    // 1.1: both play; Player 1 (the higher AP) has the first action phase (1.2).
    let (l, y) = (first_card(&state, L), first_card(&state, Y));
    run(&mut state, L, &[&format!("play {l}")]);
    run(&mut state, Y, &[&format!("play {y}")]);
    let p1 = acting(&state);
    assert_eq!(p1, state.p1);
    // 1.2: Player 1's whole action phase, then Player 2's.
    run(&mut state, p1, &["done"]);
    assert_eq!(acting(&state), p1.other());
    run(&mut state, p1.other(), &["done"]);
    // 1.3, 1.4: no contested area, so no battle; the supply phase needs no decision
    // here and the next turn's card phase begins with one card fewer in each hand.
    assert_eq!(state.phase, Phase::Cards);
    assert_eq!((state.campaign, state.turn), (1, 2));
    assert_eq!(state.hands.lancaster.iter().count(), 6);
    assert_eq!(state.hands.york.iter().count(), 6);
}

#[test]
fn rule_1_3_battles_come_after_both_action_phases_and_player_1_picks() {
    // York (Player 1, AP4) attacks Essex; nothing is fought until Lancaster's action
    // phase is over too, then York picks the battle.
    let mut p = super::battle::arena();
    p.put("L_oxford", "essex").put("Y_hastings", "rutland");
    let mut state = actions(p, 13, 7);
    assert_eq!(state.p1, Y);
    run(
        &mut state,
        Y,
        &["activate rutland", "move Y_hastings essex", "done"],
    );
    assert_eq!(acting(&state), L);
    run(&mut state, L, &["done"]);
    assert_eq!(state.phase, Phase::PickBattle);
    assert_eq!(to_act(&state), vec![Y]);
    assert!(can(&state, Y, "battle essex"));
}

#[test]
fn rule_2_0_the_map_is_36_areas_and_62_land_borders() {
    // 2.1: 28 land areas, the Isle of Man, 4 exiles, 3 seas; 24 yellow, 26 blue, 12 red.
    let count = |kind: AreaKind| AreaId::all().filter(|a| a.info().kind == kind).count();
    assert_eq!(AreaId::all().count(), 36);
    assert_eq!(count(AreaKind::Sea), 3);
    assert_eq!(AreaId::all().filter(|a| a.info().is_exile()).count(), 4);
    let borders = |kind: BorderKind| BorderId::all().filter(|b| b.info().kind == kind).count();
    assert_eq!(BorderId::all().count(), 62);
    assert_eq!(
        (
            borders(BorderKind::Major),
            borders(BorderKind::River),
            borders(BorderKind::Minor)
        ),
        (24, 26, 12)
    );
    // 2.83: the estuaries have no land border.
    for (a, b) in [
        ("glamorgan", "somerset"),
        ("east_yorks", "lincoln"),
        ("kent", "essex"),
    ] {
        let (a, b) = (area(a), area(b));
        assert!(a.info().neighbours.iter().all(|(n, _)| *n != b), "{a}-{b}");
    }
}

#[test]
fn rule_2_4_seven_cities_each_with_its_levy_and_2_5_two_cathedrals() {
    let cities: Vec<&str> = AreaId::all()
        .filter(|a| a.info().city.is_some())
        .map(|a| a.id())
        .collect();
    assert_eq!(cities.len(), 7, "{cities:?}");
    for (levy, city) in [
        ("L_bristol_levy", "somerset"),
        ("L_coventry_levy", "warwick"),
        ("L_newcastle_levy", "northumbria"),
        ("L_york_levy", "south_yorks"),
        ("Y_london_levy", "middlesex"),
        ("Y_norwich_levy", "east_anglia"),
        ("Y_salisbury_levy", "wilts"),
    ] {
        let info = block(levy).info();
        assert_eq!(info.kind, BlockType::Levy, "{levy}");
        assert_eq!(area(city).info().city, info.owner, "{levy} in {city}");
        assert!(
            info.home_areas.contains(area(city)),
            "{levy} raised in {city}"
        );
    }
    let mut cathedrals: Vec<&str> = AreaId::all()
        .filter(|a| a.info().cathedral)
        .map(|a| a.id())
        .collect();
    cathedrals.sort_unstable();
    assert_eq!(cathedrals, ["kent", "south_yorks"]);
}

#[test]
fn rule_3_0_63_blocks_31_a_side_and_the_rebel() {
    let of = |h: Option<House>| BlockId::all().filter(|b| b.info().owner == h).count();
    assert_eq!(BlockId::all().count(), 63);
    assert_eq!((of(Some(L)), of(Some(Y)), of(None)), (31, 31, 1));
}

#[test]
fn rule_3_2_heirs_ranked_one_to_five_and_thirteen_twin_pairs() {
    // 3.21: the heirs in order of seniority.
    for (house, heirs) in [
        (
            L,
            [
                "L_henry_vi",
                "L_prince_edward",
                "L_exeter",
                "L_somerset",
                "L_richmond",
            ],
        ),
        (
            Y,
            [
                "Y_york",
                "Y_march",
                "Y_rutland",
                "Y_clarence",
                "Y_gloucester",
            ],
        ),
    ] {
        for (rank, id) in heirs.iter().enumerate() {
            let info = block(id).info();
            assert_eq!(info.owner, Some(house), "{id}");
            assert!(info.is_heir(), "{id}");
            assert_eq!(usize::from(info.heir_rank), rank + 1, "{id}");
        }
    }
    // 3.22: twins come in pairs of opposite colours, one of each pair in play (4.6).
    let twins: Vec<BlockId> = BlockId::all().filter(|b| b.info().twin.is_some()).collect();
    assert_eq!(twins.len(), 26);
    let state = cards_phase(base());
    for b in twins {
        let twin = b.info().twin.unwrap();
        assert_eq!(twin.info().twin, Some(b));
        assert_ne!(b.info().owner, twin.info().owner);
        let off = |x: BlockId| state.loc[x] == Location::Offmap;
        assert!(
            off(b) != off(twin),
            "exactly one of {b} and {twin} is in play"
        );
    }
    // 3.23: two church blocks a side (twins); 3.24: four or three levies and a bombard.
    let kind = |h: House, t: BlockType| {
        BlockId::all()
            .filter(|b| b.info().owner == Some(h) && b.info().kind == t)
            .count()
    };
    assert_eq!(
        (kind(L, BlockType::Church), kind(Y, BlockType::Church)),
        (2, 2)
    );
    assert_eq!((kind(L, BlockType::Levy), kind(Y, BlockType::Levy)), (4, 3));
    assert_eq!(
        (kind(L, BlockType::Bombard), kind(Y, BlockType::Bombard)),
        (1, 1)
    );
    // 3.25: three mercenaries a side.
    assert_eq!(
        (kind(L, BlockType::Mercenary), kind(Y, BlockType::Mercenary)),
        (3, 3)
    );
}

#[test]
fn rule_8_0_the_political_turn_follows_the_seventh_turn() {
    // After turn 7's supply phase the political turn runs (8.1–8.5) and the next
    // campaign's deal follows: turn 1 of campaign 2, seven fresh cards each.
    let mut p = base();
    p.turn = 7;
    p.phase = PositionPhase::Political;
    let mut state = p.to_state(&mut dice()).unwrap_or_else(|e| panic!("{e}"));
    // The homecomings (8.3, 8.4) are the owners' choices: take the first one offered.
    for _ in 0..64 {
        if state.campaign == 2 {
            break;
        }
        let house = to_act(&state)[0];
        let first = Richard3::actions(&state, seat_of(house))[0];
        Richard3::apply(&mut state, seat_of(house), &first, &mut dice()).unwrap();
    }
    assert_eq!((state.campaign, state.turn), (2, 1));
    assert!(
        matches!(state.phase, Phase::Cards | Phase::RedealAsk { .. }),
        "{:?}",
        state.phase
    );
    assert_eq!(state.hands.lancaster.iter().count(), 7);
    assert_eq!(state.hands.york.iter().count(), 7);
}

/// The lowest card number in `house`'s hand.
fn first_card(state: &State, house: House) -> u8 {
    state
        .hands
        .get(house)
        .iter()
        .map(|c| c.info().number)
        .min()
        .unwrap()
}
