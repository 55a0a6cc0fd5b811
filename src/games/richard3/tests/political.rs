//! The political turn (8.1–8.5): levies disband, usurpation, going home with the Neville
//! and Calais rules (EC-39), exile surplus and the campaign reset. Positions start at the
//! political turn with the `political` step of [`Position`].

use super::supply::{choices, loc, on, political_at, settle};
use super::*;

/// The full game with Lancaster's field army in its pool and York's exiles as set up:
/// a quiet map for going-home tests (Henry VI stays in Middlesex).
fn quiet() -> Position {
    let mut p = base();
    for b in [
        "L_somerset",
        "L_exeter",
        "L_devon",
        "L_pembroke",
        "L_wiltshire",
        "L_oxford",
        "L_beaumont",
        "L_clifford",
    ] {
        p.put(b, "pool");
    }
    p
}

#[test]
fn rule_8_1_levies_bombards_welsh_and_rebel_disband_mercenaries_go_home() {
    let mut p = quiet();
    p.put("L_york_levy", "south_yorks")
        .put("L_bombard", "middlesex")
        .put("L_welsh", "powys")
        .put("L_scots", "cumbria")
        .put("L_french", "cornwall")
        .put("Y_burgundian", "kent")
        .put("Y_irish", "calais")
        .put("Y_london_levy", "essex")
        .put("R_rebel", "isle_of_man");
    let mut state = cards_phase(p);
    // Act
    phase::political::disband(&mut state);
    // Assert
    for b in [
        "L_york_levy",
        "L_bombard",
        "L_welsh",
        "Y_london_levy",
        "R_rebel",
    ] {
        assert_eq!(loc(&state, b), Location::Pool, "{b}");
    }
    assert_eq!(loc(&state, "L_scots"), on("scotland"));
    assert_eq!(loc(&state, "L_french"), on("france"));
    assert_eq!(loc(&state, "Y_burgundian"), on("calais"));
    assert_eq!(loc(&state, "Y_irish"), on("ireland"));
    // Nothing else moves.
    assert_eq!(loc(&state, "L_henry_vi"), on("middlesex"));
    assert_eq!(loc(&state, "Y_warwick"), on("calais"));
}

#[test]
fn rule_8_2_the_pretender_usurps_with_a_strictly_greater_count() {
    // Lancaster: Henry VI, Somerset, Exeter on the map, and London: 4.
    let mut p = quiet();
    p.put("L_somerset", "dorset").put("L_exeter", "cornwall");
    // Not counted: the Isle of Man, exile, levies (disbanded first).
    p.put("L_stanley", "isle_of_man")
        .put("Y_london_levy", "kent")
        .put("Y_salisbury_levy", "wilts");
    for (b, a) in [
        ("Y_norfolk", "east_anglia"),
        ("Y_suffolk", "east_anglia"),
        ("Y_arundel", "sussex"),
        ("Y_essex", "essex"),
    ] {
        p.put(b, a);
    }
    // A tie: the King stays.
    let state = political_at(p.clone());
    assert_eq!((state.royal, state.king), (L, Some(block("L_henry_vi"))));
    // One more York noble: York usurps; its Pretender is King, Henry the Pretender.
    p.put("Y_worcester", "rutland");
    let state = political_at(p);
    assert_eq!((state.royal, state.king), (Y, Some(block("Y_york"))));
    assert_eq!(state.pretender(), Some(block("L_henry_vi")));
    // 8.3 follows with the new roles: Henry, now the Pretender, goes to exile.
    assert_eq!(
        state.phase,
        Phase::GoHome {
            house: L,
            block: block("L_henry_vi")
        }
    );
    assert_eq!(
        choices(&state, L),
        ["home L_henry_vi scotland", "home L_henry_vi france"]
    );
}

#[test]
fn rule_8_2_london_counts_one_for_the_house_that_controls_it() {
    let mut p = quiet();
    p.put("Y_norfolk", "east_anglia");
    let state = cards_phase(p.clone());
    assert_eq!(phase::political::usurpation_count(&state, L), 2);
    assert_eq!(phase::political::usurpation_count(&state, Y), 1);
    p.put("L_henry_vi", "oxford");
    let state = cards_phase(p);
    assert_eq!(phase::political::usurpation_count(&state, L), 1);
}

#[test]
fn rule_8_2_kingmaker_prisoner_counts_but_never_gives_london() {
    let mut p = Position::scenario(ScenarioId::Kingmaker);
    p.put("Y_march", "sussex");
    let state = cards_phase(p);
    // Henry VI counts (1); Middlesex holds only the prisoner: nobody's London.
    assert_eq!(phase::political::usurpation_count(&state, L), 1);
    assert_eq!(state.status(area("middlesex"), L), Status::Vacant);
}

#[test]
fn rule_8_2_kingmaker_a_usurping_lancaster_crowns_the_senior_free_heir_and_wins() {
    // Lancaster lands in force while Henry VI is still a prisoner.
    let mut p = Position::scenario(ScenarioId::Kingmaker);
    for (b, a) in [
        ("L_prince_edward", "kent"),
        ("L_exeter", "cornwall"),
        ("L_warwick", "glamorgan"),
        ("L_clarence", "hereford"),
        ("L_oxford", "oxford"),
        ("L_pembroke", "pembroke"),
        ("L_shrewsbury", "chester"),
        ("L_york_church", "north_yorks"),
    ] {
        p.put(b, a);
    }
    let state = political_at(p);
    // 8 + the prisoner = 9 against York's 10 blocks on the map and London: 11.
    assert_eq!(state.royal, Y);
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: Y,
            reason: VictoryReason::Crown
        })
    );
    let mut p = Position::scenario(ScenarioId::Kingmaker);
    for (b, a) in [
        ("L_prince_edward", "kent"),
        ("L_exeter", "cornwall"),
        ("L_warwick", "glamorgan"),
        ("L_clarence", "hereford"),
        ("L_oxford", "oxford"),
        ("L_pembroke", "pembroke"),
        ("L_shrewsbury", "chester"),
        ("L_york_church", "north_yorks"),
    ] {
        p.put(b, a);
    }
    // York down to 7 and London: 8 against 9.
    p.put("Y_norfolk", "pool")
        .put("Y_suffolk", "pool")
        .put("Y_arundel", "pool");
    let state = political_at(p);
    assert_eq!(state.royal, L);
    assert_eq!(state.king, Some(block("L_prince_edward")));
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: L,
            reason: VictoryReason::Crown
        })
    );
}

#[test]
fn rule_8_3_the_pretender_goes_home_heirs_to_exile_nobles_to_their_shields() {
    let mut p = quiet();
    p.put("Y_march", "kent")
        .put("Y_norfolk", "kent")
        .put("Y_arundel", "kent")
        .put("Y_essex", "kent")
        .put("Y_canterbury_church", "sussex")
        .put("Y_suffolk", "calais")
        .put("L_oxford", "essex");
    // Lancaster keeps the crown (6 against 5).
    p.put("L_somerset", "dorset")
        .put("L_exeter", "cornwall")
        .put("L_devon", "cornwall");
    let mut state = political_at(p);
    // The Pretender's heir on the map goes to exile, never elsewhere.
    assert_eq!(
        state.phase,
        Phase::GoHome {
            house: Y,
            block: block("Y_march")
        }
    );
    assert_eq!(
        choices(&state, Y),
        ["home Y_march ireland", "home Y_march calais"]
    );
    run(&mut state, Y, &["home Y_march calais"]);
    // Essex (his only shield) is held by Lancaster: Y_essex goes to the pool, at once.
    assert_eq!(loc(&state, "Y_essex"), Location::Pool);
    // Norfolk has three homes, all vacant: asked.
    assert_eq!(
        state.phase,
        Phase::GoHome {
            house: Y,
            block: block("Y_norfolk")
        }
    );
    assert_eq!(choices(&state, Y).len(), 3);
    run(&mut state, Y, &["home Y_norfolk east_anglia"]);
    // Arundel's only home: Sussex, where the church stands (friendly).
    assert_eq!(loc(&state, "Y_arundel"), on("sussex"));
    // The church goes to its cathedral (Kent, vacant now).
    assert_eq!(loc(&state, "Y_canterbury_church"), on("kent"));
    // Blocks in exile stayed; then the exile surplus: Calais holds five.
    assert_eq!(loc(&state, "Y_york"), on("ireland"));
    assert_eq!(
        state.phase,
        Phase::ExileSurplus {
            house: Y,
            area: area("calais"),
            left: 1
        }
    );
    // The owner picks any of them, heirs included; never the local mercenaries.
    assert!(can(&state, Y, "surplus Y_march"));
    assert!(!can(&state, Y, "surplus Y_burgundian"));
    run(&mut state, Y, &["surplus Y_march"]);
    assert_eq!(loc(&state, "Y_march"), Location::Pool);
}

#[test]
fn rule_8_4_the_king_goes_home_to_a_shield_or_any_crown_area() {
    let mut p = quiet();
    p.put("L_henry_vi", "oxford").put("Y_arundel", "sussex");
    let mut state = political_at(p);
    // York's Arundel stays in Sussex (home); then Henry VI is asked.
    assert_eq!(
        state.phase,
        Phase::GoHome {
            house: L,
            block: block("L_henry_vi")
        }
    );
    let offered = choices(&state, L);
    assert!(offered.contains(&"home L_henry_vi lancaster".to_string()));
    assert!(offered.contains(&"home L_henry_vi middlesex".to_string()));
    assert!(
        !offered.contains(&"home L_henry_vi sussex".to_string()),
        "York's"
    );
    assert!(!offered.contains(&"home L_henry_vi oxford".to_string()));
    assert!(!offered.contains(&"home L_henry_vi france".to_string()));
    run(&mut state, L, &["home L_henry_vi middlesex"]);
    assert_eq!(loc(&state, "L_henry_vi"), on("middlesex"));
    assert_eq!((state.campaign, state.turn), (2, 1));
}

#[test]
fn rule_8_4_a_royal_heir_with_no_open_home_goes_to_either_exile_area() {
    let mut p = quiet();
    p.put("L_henry_vi", "oxford");
    for (b, a) in [
        ("Y_march", "cumbria"),
        ("Y_warwick", "south_yorks"),
        ("Y_salisbury", "caernarvon"),
        ("Y_kent", "chester"),
        ("Y_norfolk", "derby"),
        ("Y_suffolk", "pembroke"),
        ("Y_arundel", "warwick"),
        ("Y_essex", "gloucester"),
        ("Y_worcester", "middlesex"),
        ("Y_hastings", "sussex"),
        ("Y_herbert", "cornwall"),
        ("Y_canterbury_church", "lancaster"),
        ("Y_london_levy", "lincoln"),
    ] {
        p.put(b, a);
    }
    let state = cards_phase(p);
    let homes = phase::political::homes(&state, L, block("L_henry_vi"));
    assert_eq!(
        homes.iter().collect::<Vec<_>>(),
        [area("scotland"), area("france")]
    );
}

#[test]
fn rule_8_4_a_minor_king_not_yet_entered_is_not_moved() {
    let mut p = quiet();
    p.king = Some("L_prince_edward".into());
    p.put("L_henry_vi", "dead");
    let state = political_at(p);
    assert_eq!(loc(&state, "L_prince_edward"), Location::Minor);
    assert_eq!(
        (state.campaign, state.king),
        (2, Some(block("L_prince_edward")))
    );
}

#[test]
fn rule_8_4_the_pretenders_nobles_go_home_before_the_kings_blocks_leave() {
    // Lancaster's Wiltshire stands in Sussex, Arundel's only home; York's Essex stands in
    // Essex, Oxford's only home.
    let mut p = quiet();
    p.put("L_wiltshire", "sussex")
        .put("Y_arundel", "kent")
        .put("Y_essex", "essex")
        .put("L_oxford", "middlesex");
    let mut state = political_at(p);
    settle(&mut state);
    // Sussex was Lancaster's when York went home: Arundel to the pool, though Wiltshire
    // then left for Wilts.
    assert_eq!(loc(&state, "Y_arundel"), Location::Pool);
    assert_eq!(loc(&state, "L_wiltshire"), on("wilts"));
    // Essex is York's when Lancaster goes home: Oxford to the pool.
    assert_eq!(loc(&state, "Y_essex"), on("essex"));
    assert_eq!(loc(&state, "L_oxford"), Location::Pool);
}

#[test]
fn rule_8_5_the_campaign_reset() {
    let mut p = quiet();
    p.put_steps("L_henry_vi", "middlesex", 1)
        .put("Y_burgundian", "home_down")
        .put("Y_norfolk", "pool_down")
        .put("R_rebel", "pool_down")
        .put_steps("Y_warwick", "calais", 2);
    let mut state = political_at(p);
    settle(&mut state);
    assert_eq!((state.campaign, state.turn), (2, 1));
    // Face-down blocks stand up; every block at full strength.
    assert_eq!(loc(&state, "Y_burgundian"), on("calais"));
    assert_eq!(loc(&state, "Y_norfolk"), Location::Pool);
    assert_eq!(loc(&state, "R_rebel"), Location::Pool);
    assert_eq!(state.steps[block("L_henry_vi")], 4);
    assert_eq!(state.steps[block("Y_warwick")], 4);
    // The Rebel is in the Pretender's pool.
    assert_eq!(state.house_of(block("R_rebel")), Y);
    // All 25 cards reshuffled: 7 each.
    assert_eq!(
        (state.hands.lancaster.len(), state.hands.york.len()),
        (7, 7)
    );
    assert!(matches!(
        state.phase,
        Phase::Cards | Phase::RedealAsk { .. }
    ));
}

#[test]
fn rule_8_5_after_a_usurpation_the_rebel_joins_the_new_pretender() {
    let mut p = quiet();
    p.put("L_henry_vi", "france");
    p.put("Y_norfolk", "east_anglia");
    let mut state = political_at(p);
    assert_eq!(state.royal, Y);
    settle(&mut state);
    assert_eq!(state.campaign, 2);
    assert_eq!(state.house_of(block("R_rebel")), L);
}

#[test]
fn ec_39_yorkist_kent_goes_to_calais_when_his_shield_is_held_and_calais_has_room() {
    // Calais holds 3 blocks besides its local mercenaries; East Yorks is Lancaster's.
    let mut p = quiet();
    p.put("Y_kent", "sussex").put("L_clifford", "east_yorks");
    let state = political_at(p);
    assert_eq!(loc(&state, "Y_kent"), on("calais"));
    // With 4 already there: the pool.
    let mut p = quiet();
    p.put("Y_kent", "sussex")
        .put("Y_norfolk", "calais")
        .put("L_clifford", "east_yorks");
    let state = political_at(p);
    assert_eq!(loc(&state, "Y_kent"), Location::Pool);
}

#[test]
fn ec_39_calais_through_a_dead_warwicks_shield_needs_the_same_conditions() {
    // Warwick dead; East Yorks vacant: Kent may go home there or to Warwick's shields,
    // never to Calais (3 there besides the mercenaries).
    let mut p = quiet();
    p.put("Y_warwick", "dead").put("Y_kent", "sussex");
    let state = cards_phase(p);
    let homes = phase::political::homes(&state, Y, block("Y_kent"));
    assert!(homes.contains(area("east_yorks")));
    assert!(homes.contains(area("warwick")));
    assert!(homes.contains(area("glamorgan")));
    assert!(!homes.contains(area("calais")));
    // East Yorks held by Lancaster and Calais at 4: no Calais either.
    let mut p = quiet();
    p.put("Y_warwick", "dead")
        .put("Y_kent", "sussex")
        .put("Y_norfolk", "calais")
        .put("Y_suffolk", "calais")
        .put("L_clifford", "east_yorks");
    let state = cards_phase(p);
    let homes = phase::political::homes(&state, Y, block("Y_kent"));
    assert!(homes.contains(area("warwick")) && homes.contains(area("glamorgan")));
    assert_eq!(homes.len(), 2);
}

#[test]
fn ec_39_a_lancastrian_warwick_never_goes_to_calais() {
    // York is King; Lancaster's Warwick must go home as the Pretender's noble.
    let mut p = quiet();
    p.king = Some("Y_york".into());
    p.put("L_henry_vi", "france")
        .put("Y_warwick", "offmap")
        .put("L_warwick", "oxford")
        .put("Y_herbert", "glamorgan")
        .put("Y_hastings", "warwick");
    let state = cards_phase(p.clone());
    assert!(phase::political::homes(&state, L, block("L_warwick")).is_empty());
    let state = political_at(p.clone());
    assert_eq!(loc(&state, "L_warwick"), Location::Pool);
    // Glamorgan vacant: his only home.
    p.put("Y_herbert", "pool");
    let state = political_at(p);
    assert_eq!(loc(&state, "L_warwick"), on("glamorgan"));
}

#[test]
fn ec_39_with_salisbury_dead_yorkist_kent_may_use_north_yorks() {
    let mut p = quiet();
    p.put("Y_salisbury", "dead").put("Y_kent", "sussex");
    let state = cards_phase(p);
    let homes = phase::political::homes(&state, Y, block("Y_kent"));
    assert!(homes.contains(area("north_yorks")));
    assert!(homes.contains(area("east_yorks")));
    assert!(!homes.contains(area("calais")));
}

#[test]
fn ec_39_areas_are_re_evaluated_after_each_block() {
    // Kent and Salisbury both shut out of their shields; Calais (March, Norfolk,
    // Suffolk) has room for one.
    let mut p = quiet();
    p.put("Y_kent", "sussex")
        .put("Y_salisbury", "kent")
        .put("L_clifford", "east_yorks")
        .put("L_beaumont", "north_yorks")
        .put("Y_warwick", "essex")
        .put("Y_norfolk", "calais")
        .put("Y_suffolk", "calais");
    let state = political_at(p);
    // Warwick had a choice (Warwick, Glamorgan, Calais)...
    assert_eq!(
        state.phase,
        Phase::GoHome {
            house: Y,
            block: block("Y_warwick")
        }
    );
    let mut state = state;
    run(&mut state, Y, &["home Y_warwick warwick"]);
    // ...Kent then took the last place in Calais, and Salisbury found it full.
    assert_eq!(loc(&state, "Y_kent"), on("calais"));
    assert_eq!(loc(&state, "Y_salisbury"), Location::Pool);
}

#[test]
fn ec_39_pretender_heirs_always_go_to_exile_king_heirs_to_shields_or_crowns() {
    let mut p = quiet();
    p.put("Y_york", "south_yorks")
        .put("L_henry_vi", "lancaster");
    let mut state = political_at(p);
    // York's Pretender stands on his own shield and a crown: still to exile.
    assert_eq!(
        choices(&state, Y),
        ["home Y_york ireland", "home Y_york calais"]
    );
    run(&mut state, Y, &["home Y_york ireland"]);
    // Henry VI may stay on his shield or pick a crown.
    assert!(can(&state, L, "home L_henry_vi lancaster"));
    assert!(can(&state, L, "home L_henry_vi south_yorks"));
    run(&mut state, L, &["home L_henry_vi lancaster"]);
    assert_eq!(loc(&state, "L_henry_vi"), on("lancaster"));
}

#[test]
fn ec_39_all_exile_surplus_goes_to_the_pool_owner_picks_heirs_included() {
    // Ireland: York, Rutland, March and Clarence besides the Irish: 2 over.
    let mut p = quiet();
    p.put("Y_march", "ireland").put("Y_clarence", "ireland");
    let mut state = political_at(p);
    assert_eq!(
        state.phase,
        Phase::ExileSurplus {
            house: Y,
            area: area("ireland"),
            left: 2
        }
    );
    assert_eq!(choices(&state, Y).len(), 4);
    run(&mut state, Y, &["surplus Y_york"]);
    assert!(!can(&state, Y, "surplus Y_york"));
    run(&mut state, Y, &["surplus Y_clarence"]);
    assert_eq!(loc(&state, "Y_york"), Location::Pool);
    assert_eq!(loc(&state, "Y_clarence"), Location::Pool);
    assert_eq!(state.count_in(area("ireland")).york, 3);
    settle(&mut state);
    assert_eq!(state.campaign, 2);
}

#[test]
fn rule_8_2_a_usurpation_is_announced_10() {
    // Turn 7's supply phase ends with Lancaster's answer about Clarence; York then has
    // 3 blocks on the map against Henry VI and London.
    let mut p = quiet();
    p.put("Y_clarence", "offmap")
        .put("L_clarence", "france")
        .put("Y_norfolk", "east_anglia")
        .put("Y_suffolk", "east_anglia")
        .put("Y_arundel", "sussex");
    let mut state = super::supply::supply_at(p, 7);
    let before = state.clone();
    run(&mut state, L, &["spare L_clarence"]);
    assert_eq!(state.royal, Y);
    let text = said(&Richard3::describe(
        &before,
        seat_of(L),
        &act("spare L_clarence"),
        &state,
        None,
    ));
    assert!(
        text.contains("York usurps the crown: York's York is King"),
        "{text}"
    );
}
