//! Victory (9.0) and Clarence and Exeter (9.1) as they meet the supply phase and the
//! political turn: instant victory after a supply loss (EC-25), the crown after the last
//! campaign, executions, and the turned heirs going home.

use super::supply::{choices, loc, on, political_at, quiet_turn, settle, supply_at};
use super::*;

/// The full game with York's first four heirs dead and Gloucester, its last, in Calais
/// with 1 step, one block over the Calais limit.
fn york_on_its_last_heir() -> Position {
    let mut p = base();
    p.put("Y_york", "dead")
        .put("Y_march", "dead")
        .put("Y_rutland", "dead")
        .put("Y_clarence", "dead")
        .put_steps("Y_gloucester", "calais", 1)
        .put("Y_norfolk", "calais");
    p
}

#[test]
fn rule_9_0_losing_the_fifth_heir_to_supply_ends_the_game() {
    let mut state = supply_at(york_on_its_last_heir(), 3);
    assert!(matches!(state.phase, Phase::SupplyLoss { house: Y, .. }));
    run(&mut state, Y, &["lose Y_gloucester"]);
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: L,
            reason: VictoryReason::Heirs
        })
    );
    assert_eq!(state.phase, Phase::Over);
    assert!(choices(&state, L).is_empty() && choices(&state, Y).is_empty());
}

#[test]
fn ec_25_four_kills_suffice_after_a_turned_heir_in_the_supply_phase() {
    // Clarence fights for Lancaster; York, March and Rutland are dead.
    let mut p = york_on_its_last_heir();
    p.put("Y_clarence", "offmap").put("L_clarence", "kent");
    let mut state = supply_at(p, 3);
    run(&mut state, L, &["spare L_clarence"]);
    run(&mut state, Y, &["lose Y_gloucester"]);
    assert_eq!(state.outcome.map(|v| v.winner), Some(L));
    // Variant: Clarence turned back to York first: the game goes on, Clarence is the
    // Pretender.
    let mut p = york_on_its_last_heir();
    p.put("Y_clarence", "ireland");
    let mut state = supply_at(p, 3);
    run(&mut state, Y, &["lose Y_gloucester"]);
    assert_eq!(state.outcome, None);
    assert_eq!(state.pretender(), Some(block("Y_clarence")));
}

#[test]
fn rule_9_0_after_the_last_campaign_the_king_wins() {
    let mut p = base();
    p.campaign = 3;
    let state = political_at(p.clone());
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: L,
            reason: VictoryReason::Crown
        })
    );
    // A usurpation first: the new King's house wins.
    for (b, a) in [
        ("Y_norfolk", "east_anglia"),
        ("Y_suffolk", "east_anglia"),
        ("Y_arundel", "sussex"),
        ("Y_essex", "kent"),
        ("Y_worcester", "rutland"),
        ("Y_hastings", "leicester"),
        ("Y_herbert", "glamorgan"),
        ("Y_march", "hereford"),
        ("Y_warwick", "warwick"),
        ("Y_salisbury", "north_yorks"),
        ("Y_kent", "east_yorks"),
    ] {
        p.put(b, a);
    }
    p.put("L_clifford", "pool");
    let state = political_at(p);
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: Y,
            reason: VictoryReason::Crown
        })
    );
    assert_eq!((state.royal, state.king), (Y, Some(block("Y_york"))));
}

#[test]
fn rule_9_0_the_richard_iii_scenario_is_one_campaign() {
    // The crown after its only campaign.
    let state = political_at(Position::scenario(ScenarioId::RichardIii));
    assert_eq!(state.outcome.map(|v| v.winner), Some(Y));
    // Each side has a single heir: Richmond lost to supply in France ends it at once.
    let mut p = Position::scenario(ScenarioId::RichardIii);
    p.put_steps("L_richmond", "france", 1)
        .put("L_buckingham", "france")
        .put("L_shrewsbury", "france");
    let mut state = supply_at(p, 2);
    assert!(matches!(state.phase, Phase::SupplyLoss { house: L, .. }));
    run(&mut state, L, &["lose L_richmond"]);
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: Y,
            reason: VictoryReason::Heirs
        })
    );
}

#[test]
fn rule_9_1_an_executed_clarence_is_a_york_heir_death_replaced_next_supply_phase() {
    // Lancaster holds the turned Clarence in Scotland (exile counts).
    let mut p = base();
    p.put("Y_clarence", "offmap").put("L_clarence", "scotland");
    let mut state = supply_at(p, 2);
    assert_eq!(
        state.phase,
        Phase::Execute {
            house: L,
            block: block("L_clarence")
        }
    );
    run(&mut state, L, &["execute L_clarence"]);
    assert_eq!(loc(&state, "L_clarence"), Location::Dead);
    assert_eq!(state.outcome, None);
    // Not in this supply phase: Gloucester waits.
    assert_eq!(state.phase, Phase::Cards);
    assert_eq!(loc(&state, "Y_gloucester"), Location::Minor);
    assert_eq!(state.minors_owed.york, 1);
    // At the next supply phase the York minor enters (York is the Pretender: exile).
    quiet_turn(&mut state);
    assert_eq!(
        choices(&state, Y),
        ["enter Y_gloucester ireland", "enter Y_gloucester calais"]
    );
}

#[test]
fn rule_9_1_york_may_execute_a_turned_exeter_not_one_in_the_pool() {
    let mut p = base();
    p.put("L_exeter", "offmap")
        .put("Y_exeter", "calais")
        .put("Y_kent", "pool");
    let mut state = supply_at(p, 2);
    assert_eq!(choices(&state, Y), ["execute Y_exeter", "spare Y_exeter"]);
    run(&mut state, Y, &["execute Y_exeter"]);
    assert_eq!(loc(&state, "Y_exeter"), Location::Dead);
    assert_eq!(state.minors_owed.lancaster, 1);
    // In the pool he can only be spared.
    let mut p = base();
    p.put("L_exeter", "offmap").put("Y_exeter", "pool");
    let state = supply_at(p, 2);
    assert_eq!(choices(&state, Y), ["spare Y_exeter"]);
}

#[test]
fn rule_9_1_no_minor_replaces_a_defecting_heir() {
    let mut p = base();
    p.put("Y_exeter", "offmap").put("L_devon", "pool");
    let mut state = cards_phase(p);
    state.defect(block("L_exeter"));
    assert_eq!(state.minors_owed, BySide::new(0, 0));
    assert!(!state.is_living_heir(block("L_exeter")));
    let state = {
        let mut s = state;
        phase::supply::enter_supply(&mut s, &mut dice());
        s
    };
    // York is asked about the turned Exeter (a reserve in Cornwall); no minor enters.
    assert!(matches!(state.phase, Phase::Execute { house: Y, .. }));
    assert_eq!(loc(&state, "L_prince_edward"), Location::Minor);
}

#[test]
fn rule_9_1_a_turned_clarence_goes_home_to_a_york_shield_area_holding_no_other_block() {
    // Lancaster (King) holds Clarence in Oxford; South Yorks holds a Lancastrian,
    // Rutland a Yorkist; Hereford is empty.
    let mut p = base();
    p.put("Y_clarence", "offmap")
        .put("L_clarence", "oxford")
        .put("L_clifford", "south_yorks")
        .put("Y_worcester", "rutland");
    let state = cards_phase(p.clone());
    let homes = phase::political::homes(&state, L, block("L_clarence"));
    assert_eq!(homes.iter().collect::<Vec<_>>(), [area("hereford")]);
    // He may stay where he stands alone.
    let mut q = p.clone();
    q.put("L_clarence", "rutland").put("Y_worcester", "pool");
    let state = cards_phase(q);
    assert!(phase::political::homes(&state, L, block("L_clarence")).contains(area("rutland")));
    // Otherwise the pool: Wiltshire stands in Hereford when Clarence's turn comes.
    p.put("L_wiltshire", "hereford");
    let mut state = political_at(p);
    settle(&mut state);
    assert_eq!(loc(&state, "L_clarence"), Location::Pool);
}

#[test]
fn rule_9_1_a_turned_exeter_goes_home_to_cornwall_if_friendly_or_vacant() {
    let mut p = base();
    p.put("L_exeter", "offmap").put("Y_exeter", "kent");
    // Cornwall holds Lancaster's Devon: the pool.
    let mut state = political_at(p.clone());
    settle(&mut state);
    assert_eq!(loc(&state, "Y_exeter"), Location::Pool);
    // Cornwall vacant: home.
    p.put("L_devon", "pool");
    let mut state = political_at(p);
    settle(&mut state);
    assert_eq!(loc(&state, "Y_exeter"), on("cornwall"));
}
