//! Fire (6.4), the defence bonuses (2.2–2.6; EC-15, EC-17) and the heir charge (6.5).

use super::battle::{arena, fight, fought, fp, go, options, roll, turn_of};
use super::*;

/// A state with `p`'s blocks and a battle in `area_id` that `defender` defends, for
/// reading firepower (6.4) without playing up to it.
fn defending(p: Position, area_id: &str, defender: House) -> State {
    let mut state = cards_phase(p);
    state.battle = Some(Battle::new(area(area_id), defender.other()));
    state
}

/// York's Warwick (B3, 4 steps) attacks Oxford from Leicester; Lancaster's Clifford and
/// `second` defend.
fn warwick_attacks(second: &str) -> State {
    let mut p = arena();
    p.put("L_clifford", "oxford")
        .put(second, "oxford")
        .put("Y_warwick", "leicester");
    let mut state = fight(
        p,
        13,
        7,
        &["activate leicester", "move Y_warwick oxford"],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    go(
        &mut state,
        L,
        &["pass L_clifford", &format!("pass {second}")],
    );
    state
}

#[test]
fn rule_6_4_hits_go_to_the_strongest_block_and_the_surplus_moves_on() {
    let mut state = warwick_attacks("L_devon");
    assert_eq!(fp(&state, "Y_warwick"), 3);
    // Four hits: three eliminate Clifford (3 steps), the fourth moves on to Devon.
    roll(&mut state, Y, "fire Y_warwick", &[1, 2, 3, 1]);
    assert_eq!(state.loc[block("L_clifford")], Location::Dead);
    assert_eq!(state.steps[block("L_devon")], 1);
    // A 4 misses a B3 block.
    let mut state = warwick_attacks("L_devon");
    roll(&mut state, Y, "fire Y_warwick", &[4, 5, 6, 3]);
    assert_eq!(state.steps[block("L_clifford")], 2);
}

#[test]
fn rule_6_4_the_owner_picks_among_equally_strong_blocks() {
    let mut state = warwick_attacks("L_wiltshire");
    roll(&mut state, Y, "fire Y_warwick", &[1, 1, 6, 6]);
    assert_eq!(options(&state, L), ["hit L_clifford", "hit L_wiltshire"]);
    refused(&state, L, "hit L_oxford", "6.4");
    assert!(options(&state, Y).is_empty());
    go(&mut state, L, &["hit L_wiltshire"]);
    // Both hits onto the chosen block.
    assert_eq!(state.steps[block("L_wiltshire")], 1);
    assert_eq!(state.steps[block("L_clifford")], 3);
    // Round 2 begins with Clifford (defender A).
    assert_eq!(fought(&state).round, 2);
    assert_eq!(turn_of(&state), L);
    // Four hits: the chosen block is eliminated, the surplus goes on to the other.
    let mut state = warwick_attacks("L_wiltshire");
    roll(&mut state, Y, "fire Y_warwick", &[1, 1, 1, 1]);
    go(&mut state, L, &["hit L_clifford"]);
    assert_eq!(state.loc[block("L_clifford")], Location::Dead);
    assert_eq!(state.steps[block("L_wiltshire")], 2);
}

#[test]
fn ec_15_shield_bonus_only_in_defence() {
    // Stanley moves into Lancaster (his shield) this turn, then York attacks him there.
    let mut p = arena();
    p.put("L_stanley", "derby").put("Y_hastings", "south_yorks");
    let mut state = fight(
        p,
        7,
        13,
        &["activate derby", "move L_stanley lancaster"],
        &["activate south_yorks", "move Y_hastings lancaster"],
    );
    go(&mut state, L, &["battle lancaster"]);
    assert_eq!(fp(&state, "L_stanley"), 3);
    roll(&mut state, L, "fire L_stanley", &[3, 3, 4, 4]);
    assert_eq!(state.steps[block("Y_hastings")], 1);

    // Attacking into Lancaster he hits on 1–2 only.
    let mut p = arena();
    p.put("L_stanley", "derby").put("Y_hastings", "lancaster");
    let mut state = fight(
        p,
        7,
        13,
        &["activate derby", "move L_stanley lancaster"],
        &[],
    );
    go(&mut state, L, &["battle lancaster"]);
    go(&mut state, Y, &["pass Y_hastings"]);
    assert_eq!(fp(&state, "L_stanley"), 2);
    roll(&mut state, L, "fire L_stanley", &[3, 3, 2, 2]);
    assert_eq!(state.steps[block("Y_hastings")], 1);

    // His second shield, the Isle of Man.
    let mut p = arena();
    p.put("L_stanley", "isle_of_man");
    assert_eq!(fp(&defending(p.clone(), "isle_of_man", L), "L_stanley"), 3);
    assert_eq!(fp(&defending(p, "isle_of_man", Y), "L_stanley"), 2);
}

#[test]
fn ec_17_york_common_shields_and_reserve_heirs() {
    let mut p = arena();
    p.king = Some("Y_york".into());
    p.put("Y_gloucester", "rutland")
        .put("Y_march", "lincoln")
        .put("L_oxford", "essex");
    // The Pretender (Lancaster) is Player 1 on equal cards.
    let mut state = fight(
        p,
        7,
        8,
        &["activate essex", "move L_oxford rutland"],
        &["activate lincoln", "move Y_march rutland"],
    );
    go(&mut state, L, &["battle rutland"]);
    assert!(state.reserve.contains(block("Y_march")));
    // Round 1: Gloucester is the senior heir in the fight: B3 + 1.
    assert_eq!(fp(&state, "Y_gloucester"), 4);
    go(&mut state, L, &["pass L_oxford"]);
    go(&mut state, Y, &["pass Y_gloucester"]);
    // Round 2: March has joined: March A4, Gloucester back to B3.
    assert_eq!(fought(&state).round, 2);
    assert_eq!(fp(&state, "Y_march"), 4);
    assert_eq!(fp(&state, "Y_gloucester"), 3);
}

#[test]
fn rule_2_3_crown_and_personal_shield_stack_for_the_senior_royal_heir() {
    // Exeter alone defends Cornwall (his shield, a crown): A1 + 2.
    let mut p = arena();
    p.put("L_exeter", "cornwall");
    assert_eq!(fp(&defending(p.clone(), "cornwall", L), "L_exeter"), 3);
    // With Henry VI there, Henry takes the crown (B3) and Exeter keeps his shield (A2).
    p.put("L_henry_vi", "cornwall");
    let state = defending(p, "cornwall", L);
    assert_eq!(fp(&state, "L_henry_vi"), 3);
    assert_eq!(fp(&state, "L_exeter"), 2);
    // Pretender heirs never get crowns: York defending London (a crown, no shield).
    let mut p = arena();
    p.put("Y_york", "middlesex");
    assert_eq!(fp(&defending(p.clone(), "middlesex", Y), "Y_york"), 3);
    // The royal heir does.
    p.put("Y_york", "ireland").put("L_henry_vi", "middlesex");
    assert_eq!(fp(&defending(p, "middlesex", L), "L_henry_vi"), 3);
}

#[test]
fn rule_2_2_a_personal_shield_is_released_only_by_its_owners_death() {
    // Somerset alive (in France): Dorset is his alone.
    let mut p = arena();
    p.put("L_henry_vi", "dorset");
    assert_eq!(fp(&defending(p.clone(), "dorset", L), "L_henry_vi"), 2);
    // Somerset dead: Dorset is a common Lancaster shield.
    p.put("L_somerset", "dead");
    assert_eq!(fp(&defending(p, "dorset", L), "L_henry_vi"), 3);
    // Exeter turned (alive as a Yorkist): Cornwall's shield stays his; Henry gets only
    // the crown. Once the turned Exeter is dead, Henry gets both.
    let mut p = arena();
    p.put("L_henry_vi", "cornwall")
        .put("L_exeter", "offmap")
        .put("Y_exeter", "calais");
    assert_eq!(fp(&defending(p.clone(), "cornwall", L), "L_henry_vi"), 3);
    p.put("Y_exeter", "dead");
    assert_eq!(fp(&defending(p, "cornwall", L), "L_henry_vi"), 4);
}

#[test]
fn rule_6_4_cathedral_city_and_wales_bonuses_for_defenders_only() {
    let mut p = arena();
    p.put("Y_canterbury_church", "kent")
        .put("L_york_levy", "south_yorks")
        .put("L_welsh", "pembroke")
        .put("Y_london_levy", "middlesex");
    let york = defending(p.clone(), "kent", Y);
    assert_eq!(fp(&york, "Y_canterbury_church"), 2);
    let lancaster = defending(p.clone(), "kent", L);
    assert_eq!(fp(&lancaster, "Y_canterbury_church"), 1);
    assert_eq!(
        fp(&defending(p.clone(), "south_yorks", L), "L_york_levy"),
        4
    );
    assert_eq!(fp(&defending(p.clone(), "pembroke", L), "L_welsh"), 3);
    assert_eq!(
        fp(&defending(p.clone(), "middlesex", Y), "Y_london_levy"),
        4
    );
    // The Welsh outside Wales, a levy outside its city: no bonus.
    p.put("L_welsh", "chester").put("Y_london_levy", "essex");
    assert_eq!(fp(&defending(p.clone(), "chester", L), "L_welsh"), 2);
    assert_eq!(fp(&defending(p, "essex", Y), "Y_london_levy"), 3);
}

#[test]
fn rule_6_4_turned_clarence_uses_york_shields_and_nevilles_share_none() {
    // A Lancastrian Clarence defends York's royal shield areas as his own (§11).
    let mut p = arena();
    p.put("Y_clarence", "offmap").put("L_clarence", "rutland");
    assert_eq!(fp(&defending(p, "rutland", L), "L_clarence"), 3);
    // Kent gets nothing from dead Warwick's shield (no Neville sharing for the bonus).
    let mut p = arena();
    p.put("Y_warwick", "dead").put("Y_kent", "warwick");
    assert_eq!(fp(&defending(p.clone(), "warwick", Y), "Y_kent"), 2);
    p.put("Y_kent", "east_yorks");
    assert_eq!(fp(&defending(p, "east_yorks", Y), "Y_kent"), 3);
}

/// Lancaster attacks Leicester (York's March and Rutland) with Clifford and Devon.
fn march_defends() -> State {
    let mut p = arena();
    p.put("Y_march", "leicester")
        .put("Y_rutland", "leicester")
        .put("L_clifford", "oxford")
        .put_steps("L_devon", "oxford", 1);
    let mut state = fight(
        p,
        7,
        13,
        &[
            "activate oxford",
            "move L_clifford leicester",
            "move L_devon leicester",
        ],
        &[],
    );
    go(&mut state, L, &["battle leicester"]);
    state
}

#[test]
fn rule_6_5_heir_charge_hits_only_the_target_and_draws_a_bonus_volley() {
    let mut state = march_defends();
    // March (A3) is the senior York heir in the fight: he may charge any enemy block.
    let york = options(&state, Y);
    assert!(york.contains(&"charge Y_march L_clifford".into()));
    assert!(york.contains(&"charge Y_march L_devon".into()));
    // One hit on Clifford; Clifford survives and fires back at March only (1 hit).
    roll(&mut state, Y, "charge Y_march L_clifford", &[1, 6, 6, 1, 6]);
    assert_eq!(state.steps[block("L_clifford")], 2);
    assert_eq!(state.steps[block("L_devon")], 1);
    assert_eq!(state.steps[block("Y_march")], 2);
    assert_eq!(state.steps[block("Y_rutland")], 3);
    // The bonus volley did not use Clifford's own turn.
    assert_eq!(turn_of(&state), L);
    assert!(can(&state, L, "fire L_clifford"));
    go(&mut state, L, &["pass L_clifford"]);
    // Rutland is not the senior heir: no charge.
    refused(&state, Y, "charge Y_rutland L_devon", "6.5");
    assert_eq!(options(&state, Y), ["fire Y_rutland", "pass Y_rutland"]);
    go(&mut state, Y, &["pass Y_rutland"]);
    go(&mut state, L, &["pass L_devon"]);
    // Round 2: two hits on Devon (1 step); the surplus is lost, not passed on.
    roll(&mut state, Y, "charge Y_march L_devon", &[1, 1]);
    assert_eq!(state.loc[block("L_devon")], Location::Dead);
    assert_eq!(state.steps[block("L_clifford")], 2);
    assert_eq!(state.steps[block("Y_march")], 2);
}

#[test]
fn the_battle_log_keeps_each_roll_its_dice_and_where_the_hits_went() {
    use super::super::state::{Volley, VolleyKind};
    let volley =
        |kind, house, by: &str, target: Option<&str>, dice: &[u8], hits, on: &[(&str, u8)]| {
            Volley {
                round: 1,
                kind,
                house,
                by: Some(block(by)),
                target: target.map(block),
                dice: dice.to_vec(),
                hits,
                on: on.iter().map(|(b, n)| (block(b), *n)).collect(),
            }
        };
    // Four hits: three eliminate Clifford, the fourth goes on to Devon.
    let mut state = warwick_attacks("L_devon");
    roll(&mut state, Y, "fire Y_warwick", &[1, 2, 3, 1]);
    let fire = volley(
        VolleyKind::Fire,
        Y,
        "Y_warwick",
        None,
        &[1, 2, 3, 1],
        4,
        &[("L_clifford", 3), ("L_devon", 1)],
    );
    assert_eq!(fought(&state).log, [fire]);
    // Both seats and a spectator see it (§10: public once rolled).
    for viewer in [Some(L), Some(Y), None] {
        let view = super::super::view::view(&state, viewer);
        let log = &view.battle.expect("the battle").log;
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].dice, [1, 2, 3, 1]);
        assert_eq!(log[0].on[1].block, Some("L_devon"));
    }
    // Hits placed by their owner's choice go to the volley that scored them.
    let mut state = warwick_attacks("L_wiltshire");
    roll(&mut state, Y, "fire Y_warwick", &[1, 1, 6, 6]);
    assert!(fought(&state).log[0].on.is_empty());
    go(&mut state, L, &["hit L_wiltshire"]);
    assert_eq!(
        fought(&state).log[0].on,
        [(block("L_wiltshire"), 2)],
        "{:?}",
        fought(&state).log
    );
    // A charge and its bonus volley are two rolls.
    let mut state = march_defends();
    roll(&mut state, Y, "charge Y_march L_clifford", &[1, 6, 6, 1, 6]);
    let log = &fought(&state).log;
    assert_eq!(log.len(), 2);
    assert_eq!(
        (log[0].kind, log[0].dice.as_slice(), &log[0].on),
        (
            VolleyKind::Charge,
            &[1, 6, 6][..],
            &vec![(block("L_clifford"), 1)]
        )
    );
    assert_eq!(
        (log[1].kind, log[1].target, &log[1].on),
        (
            VolleyKind::FireBack,
            Some(block("Y_march")),
            &vec![(block("Y_march"), 1)]
        )
    );
}
