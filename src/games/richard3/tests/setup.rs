//! The map and control (2.x), blocks (3.x), setup (4.x), and the shared consequences
//! of eliminations and defections (6.8, 6.9, 9.0) that every phase uses.

use super::*;

#[test]
fn rule_4_3_the_1460_setup() {
    let state = cards_phase(base());
    assert_eq!(state.royal, L);
    assert_eq!(state.king, Some(block("L_henry_vi")));
    assert_eq!(state.pretender(), Some(block("Y_york")));
    assert_eq!(state.count_in(area("calais")).york, 6);
    assert_eq!(state.count_in(area("ireland")).york, 3);
    assert_eq!(state.count_in(area("cornwall")).lancaster, 2);
    let pooled = |h: House| {
        BlockId::all()
            .filter(|b| state.loc[*b] == Location::Pool && state.house_of(*b) == h)
            .count()
    };
    assert_eq!((pooled(L), pooled(Y)), (13, 13));
    // 4.5: the minors.
    for m in [
        "L_prince_edward",
        "L_richmond",
        "Y_clarence",
        "Y_gloucester",
    ] {
        assert_eq!(state.loc[block(m)], Location::Minor, "{m}");
    }
    // 4.1: full strength.
    assert!(
        BlockId::all()
            .filter(|b| !matches!(state.loc[*b], Location::Offmap | Location::Dead))
            .all(|b| state.steps[b] == b.info().steps)
    );
}

#[test]
fn rule_4_0_short_scenarios_play_one_campaign() {
    let km = cards_phase(Position::scenario(ScenarioId::Kingmaker));
    assert_eq!((km.campaign, km.last_campaign, km.royal), (2, 2, Y));
    // Kingmaker: the senior free Lancastrian heir is the Pretender (8.2).
    assert_eq!(km.pretender(), Some(block("L_prince_edward")));
    assert_eq!(
        km.loc[block("L_henry_vi")],
        Location::Prisoner(area("middlesex"))
    );
    let r3 = cards_phase(Position::scenario(ScenarioId::RichardIii));
    assert_eq!((r3.campaign, r3.king), (3, Some(block("Y_gloucester"))));
    assert_eq!(r3.pretender(), Some(block("L_richmond")));
}

#[test]
fn rule_2_1_status_friendly_enemy_vacant_contested() {
    let mut state = cards_phase(base());
    let (m, k) = (area("middlesex"), area("kent"));
    assert_eq!(state.status(m, L), Status::Friendly);
    assert_eq!(state.status(m, Y), Status::Enemy);
    assert_eq!(state.status(k, Y), Status::Vacant);
    state.loc[block("Y_march")] = Location::Area(m);
    assert_eq!(state.status(m, Y), Status::Contested);
    assert_eq!(state.contested_areas(), vec![m]);
}

#[test]
fn rule_2_1_the_prisoner_and_face_down_blocks_do_not_count() {
    let state = cards_phase(Position::scenario(ScenarioId::Kingmaker));
    assert_eq!(state.status(area("middlesex"), Y), Status::Friendly);
    let mut p = base();
    p.put("Y_burgundian", "home_down")
        .put("Y_calais_merc", "home_down");
    for b in ["Y_march", "Y_warwick", "Y_salisbury", "Y_kent"] {
        p.put(b, "pool");
    }
    let state = cards_phase(p);
    assert_eq!(state.status(area("calais"), Y), Status::Vacant);
}

#[test]
fn rule_3_26_the_rebel_fights_for_the_pretender() {
    let state = cards_phase(base());
    assert_eq!(state.house_of(block("R_rebel")), Y);
    let state = cards_phase(Position::scenario(ScenarioId::RichardIii));
    assert_eq!(state.house_of(block("R_rebel")), L);
}

#[test]
fn rule_3_12_ratings_and_3_13_loyalty_come_from_the_data() {
    let b = block("Y_herbert").info();
    assert_eq!(
        (b.rating.initiative, b.rating.firepower),
        (Initiative::A, 2)
    );
    assert_eq!(block("L_exeter").info().loyalty, 2);
    assert_eq!(block("Y_rivers").info().loyalty, 2);
    assert_eq!(block("L_rivers").info().loyalty, 1);
    assert!(block("Y_kent").info().neville_badge);
    assert_eq!(block("Y_york").info().heir_rank, 1);
    assert_eq!(block("L_richmond").info().heir_rank, 5);
}

#[test]
fn rule_2_2_shields_crowns_and_cities() {
    assert!(
        block("L_stanley")
            .info()
            .shield_areas
            .contains(area("lancaster"))
    );
    assert!(area("south_yorks").info().crown);
    assert_eq!(area("middlesex").info().city, Some(Y));
    assert_eq!(area("warwick").info().city, Some(L));
    assert!(area("kent").info().cathedral);
    assert!(area("powys").info().wales);
}

#[test]
fn rule_6_8_eliminated_blocks_go_where_their_type_says() {
    let mut state = cards_phase(base());
    state.eliminate(block("L_oxford")); // rose noble
    assert_eq!(state.loc[block("L_oxford")], Location::Dead);
    state.eliminate(block("Y_warwick")); // a Neville
    assert_eq!(state.loc[block("Y_warwick")], Location::Dead);
    state.eliminate(block("L_devon")); // rose noble
    state.eliminate(block("Y_burgundian")); // mercenary: home, face-down
    assert_eq!(state.loc[block("Y_burgundian")], Location::HomeDown);
    state.eliminate(block("Y_irish"));
    assert_eq!(state.loc[block("Y_irish")], Location::HomeDown);
    state.loc[block("L_stanley")] = Location::Area(area("lancaster"));
    state.eliminate(block("L_stanley")); // twin noble: pool, face-down
    assert_eq!(state.loc[block("L_stanley")], Location::PoolDown);
    // 6.81: the King dies; nothing until the next supply phase.
    state.eliminate(block("L_henry_vi"));
    assert_eq!(state.king, None);
    assert_eq!(state.royal, L);
    assert_eq!(state.minors_owed.lancaster, 1);
    // The Pretender is replaced at once.
    state.eliminate(block("Y_york"));
    assert_eq!(state.pretender(), Some(block("Y_march")));
}

#[test]
fn ec_25_four_kills_suffice_after_a_turned_heir() {
    let mut p = base();
    p.put("Y_clarence", "offmap")
        .put("L_clarence", "kent")
        .put("Y_york", "dead")
        .put("Y_rutland", "dead")
        .put("Y_march", "dead")
        .put("Y_gloucester", "sussex");
    let mut state = cards_phase(p);
    assert_eq!(state.pretender(), Some(block("Y_gloucester")));
    state.eliminate(block("Y_gloucester"));
    assert_eq!(state.outcome.map(|v| v.winner), Some(L));
    assert_eq!(state.phase, Phase::Over);
}

#[test]
fn rule_9_1_a_defection_back_restores_the_heir() {
    let mut p = base();
    p.put("Y_clarence", "offmap")
        .put("L_clarence", "kent")
        .put("Y_york", "dead")
        .put("Y_rutland", "dead")
        .put("Y_march", "dead")
        .put("Y_gloucester", "sussex");
    let mut state = cards_phase(p);
    let back = state.defect(block("L_clarence"));
    assert_eq!(back, block("Y_clarence"));
    assert!(state.reserve.contains(back));
    state.eliminate(block("Y_gloucester"));
    assert_eq!(state.outcome, None);
    assert_eq!(state.pretender(), Some(block("Y_clarence")));
}

#[test]
fn kingmaker_henry_is_rescued_when_lancaster_alone_holds_middlesex() {
    let mut p = Position::scenario(ScenarioId::Kingmaker);
    p.put("Y_march", "sussex").put("L_oxford", "oxford");
    let mut state = actions(p, 7, 20);
    assert_eq!(state.pretender(), Some(block("L_prince_edward")));
    run(
        &mut state,
        L,
        &["activate oxford", "move L_oxford middlesex"],
    );
    assert_eq!(
        state.loc[block("L_henry_vi")],
        Location::Area(area("middlesex"))
    );
    assert_eq!(state.pretender(), Some(block("L_henry_vi")));
}
