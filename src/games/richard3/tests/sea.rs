//! Sea moves (5.3), port pairing (5.31), blocks that never sail, Piracy attacks (5.1,
//! 6.3) and EC-31.

use super::*;

/// York Player 1 with AP4; Essex emptied (Oxford to Lincoln's side), Kent Lancastrian.
fn calais_fleet(york_card: u8) -> State {
    let mut p = base();
    p.put("L_oxford", "lincoln").put("L_devon", "kent");
    actions(p, 20, york_card)
}

#[test]
fn ec_31_major_port_pairs_sail_two_blocks_for_one_ap() {
    let mut state = calais_fleet(7);
    run(&mut state, Y, &["sea Y_warwick east_anglia"]);
    assert_eq!(ap(&state), 3);
    run(&mut state, Y, &["sea Y_salisbury east_anglia"]);
    assert_eq!(ap(&state), 3);
    // A third block to the same port pays again.
    run(&mut state, Y, &["sea Y_kent east_anglia"]);
    assert_eq!(ap(&state), 2);
}

#[test]
fn rule_5_31_the_free_second_block_waits_through_other_paid_sea_moves() {
    // York Player 1 with AP4; Kent, Lancaster (the area) and Glamorgan are vacant.
    let mut state = actions(base(), 20, 7);
    run(&mut state, Y, &["sea Y_warwick kent"]);
    assert_eq!(ap(&state), 3);
    // A paid sea move elsewhere, to a minor port, leaves the Calais–Kent pair open.
    run(&mut state, Y, &["sea Y_york lancaster"]);
    assert_eq!(ap(&state), 2);
    run(&mut state, Y, &["sea Y_salisbury kent"]);
    assert_eq!(ap(&state), 2);
}

#[test]
fn rule_5_31_each_port_of_origin_keeps_its_own_free_second_block() {
    let mut state = actions(base(), 20, 7);
    let mut replaced = state.clone();
    // Two paid port-to-port moves from Calais and from Ireland, in any order: each
    // port's second block is free.
    run(
        &mut state,
        Y,
        &["sea Y_warwick kent", "sea Y_york glamorgan"],
    );
    assert_eq!(ap(&state), 2);
    // Both pairs live in the state's snapshot.
    let json = serde_json::to_string(&state).unwrap();
    assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
    run(
        &mut state,
        Y,
        &["sea Y_salisbury kent", "sea Y_rutland glamorgan"],
    );
    assert_eq!(ap(&state), 2);
    // Both pairs are used up.
    run(&mut state, Y, &["sea Y_kent kent"]);
    assert_eq!(ap(&state), 1);

    // A later paid major-port move from Calais to another port opens its own pair and
    // leaves the Calais–Kent pair open (issue 26.6: it used to replace it).
    run(
        &mut replaced,
        Y,
        &["sea Y_warwick kent", "sea Y_salisbury east_anglia"],
    );
    assert_eq!(ap(&replaced), 2);
    let mut to_kent = replaced.clone();
    run(&mut replaced, Y, &["sea Y_kent east_anglia"]);
    assert_eq!(ap(&replaced), 2);
    run(&mut to_kent, Y, &["sea Y_kent kent"]);
    assert_eq!(ap(&to_kent), 2);
}

// 5.31
#[test]
fn rule_5_31_two_free_pairs_open_at_once_both_complete() {
    // "2 to one port and 2 to another" for 2 AP: York Player 1 with AP4, the Calais
    // fleet; two paid moves to two ports, then both second blocks, interleaved.
    let mut state = actions(base(), 20, 7);
    run(&mut state, Y, &["sea Y_warwick kent", "sea Y_march sussex"]);
    assert_eq!(ap(&state), 2);
    assert!(can(&state, Y, "sea Y_salisbury kent"));
    assert!(can(&state, Y, "sea Y_kent sussex"));
    run(&mut state, Y, &["sea Y_salisbury kent"]);
    assert_eq!(ap(&state), 2, "the Calais–Kent second block is free");
    assert!(can(&state, Y, "sea Y_kent sussex"));
    run(&mut state, Y, &["sea Y_kent sussex"]);
    assert_eq!(ap(&state), 2, "the Calais–Sussex second block is free");
    // Both pairs used up: a third block to either port pays.
    run(&mut state, Y, &["sea Y_calais_merc kent"]);
    assert_eq!(ap(&state), 1);
    // Open pairs survive the snapshot.
    let json = serde_json::to_string(&state).unwrap();
    assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
}

// 5.31
#[test]
fn rule_5_31_the_order_of_the_sea_moves_does_not_change_what_is_legal() {
    // Every order of a set of sea moves from Calais is legal, or none is, and each
    // legal order leaves the same AP: per pair of ports, n blocks cost ⌈n/2⌉ AP.
    let fleet = [
        "Y_warwick",
        "Y_march",
        "Y_salisbury",
        "Y_kent",
        "Y_calais_merc",
    ];
    let ports = ["kent", "sussex", "east_anglia"];
    let start = actions(base(), 20, 7);
    let mut rng = 0x5eed_5310_u64;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    for _ in 0..60 {
        let moves: Vec<String> = fleet
            .iter()
            .map(|b| format!("sea {b} {}", ports[next(ports.len())]))
            .collect();
        let cost: usize = ports
            .iter()
            .map(|p| {
                moves
                    .iter()
                    .filter(|m| m.ends_with(&format!(" {p}")))
                    .count()
            })
            .map(|n| n.div_ceil(2))
            .sum();
        let outcomes: Vec<Option<u8>> = permutations(moves.len())
            .into_iter()
            .step_by(7)
            .map(|order| {
                let mut state = start.clone();
                order
                    .iter()
                    .all(|&i| play(&mut state, Y, &moves[i]).is_ok())
                    .then(|| ap(&state))
            })
            .collect();
        let expected = (cost <= 4).then(|| 4 - cost as u8);
        assert!(
            outcomes.iter().all(|o| *o == expected),
            "{moves:?}: cost {cost}, outcomes {outcomes:?}"
        );
    }
}

/// Every order of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for rest in permutations(n - 1) {
        for at in 0..=rest.len() {
            let mut order = rest.clone();
            order.insert(at, n - 1);
            all.push(order);
        }
    }
    all
}

#[test]
fn ec_31_a_minor_port_costs_one_ap_per_block() {
    let mut state = calais_fleet(7);
    run(&mut state, Y, &["sea Y_kent essex", "sea Y_march essex"]);
    assert_eq!(ap(&state), 2);
}

#[test]
fn ec_31_sea_destinations_are_coastal_friendly_or_vacant() {
    let state = calais_fleet(7);
    for inland in ["gloucester", "hereford", "south_yorks"] {
        refused(&state, Y, &format!("sea Y_march {inland}"), "5.3");
    }
    // Middlesex holds Henry VI; Kent is Lancastrian: no attack without Piracy.
    refused(&state, Y, "sea Y_march middlesex", "5.3");
    refused(&state, Y, "sea Y_march kent", "5.3");
    refused(&state, Y, "sea Y_march france", "2.7");
    refused(&state, Y, "sea Y_march scotland", "2.7");
    let mut p = base();
    p.put("L_henry_vi", "oxford");
    let state = actions(p, 20, 7);
    assert!(can(&state, Y, "sea Y_march middlesex"));
}

#[test]
fn ec_31_a_block_that_sailed_cannot_move_by_land() {
    let mut state = calais_fleet(7);
    run(&mut state, Y, &["sea Y_warwick east_anglia"]);
    assert!(!can(&state, Y, "activate east_anglia"));
    refused(&state, Y, "move Y_warwick essex", "5.2");
    refused(&state, Y, "sea Y_warwick calais", "5.2");
}

#[test]
fn ec_31_scots_welsh_rebel_levies_and_bombards_never_sail() {
    let mut p = base();
    p.put("L_welsh", "pembroke")
        .put("L_bristol_levy", "somerset")
        .put("L_bombard", "cornwall");
    // Lancaster plays Piracy (P1 by 1.1).
    let state = actions(p, 3, 7);
    assert_eq!(acting(&state), L);
    for b in ["L_scots", "L_welsh", "L_bristol_levy", "L_bombard"] {
        assert!(
            !Richard3::actions(&state, seat_of(L))
                .iter()
                .any(|a| matches!(a, Action::Sea(x, _) if x.id() == b)),
            "{b}"
        );
    }
    refused(&state, L, "sea L_scots northumbria", "5.3");
    assert!(can(&state, L, "sea L_french kent"));
    let mut p = base();
    p.put("R_rebel", "kent");
    let state = actions(p, 7, 3);
    refused(&state, Y, "sea R_rebel calais", "5.3");
}

#[test]
fn rule_5_1_piracy_sea_moves_may_attack_without_pairing() {
    let mut state = calais_fleet(3);
    assert_eq!((acting(&state), ap(&state)), (Y, 2));
    assert!(!can(&state, Y, "activate calais"));
    run(&mut state, Y, &["sea Y_march kent"]);
    assert_eq!(ap(&state), 1);
    run(&mut state, Y, &["sea Y_warwick kent"]);
    assert_eq!(ap(&state), 0);
    let attack = &state.attacks[0];
    assert_eq!((attack.area, attack.attacker), (area("kent"), Y));
    assert_eq!(attack.entry_count(Y), 1);
    // Calais and Kent share both zones: both are recorded for the pirate's retreat.
    assert_eq!(attack.pirates.len(), 2);
    assert_eq!(attack.pirates[0].1.count_ones(), 2);
    assert!(!state.reserve.contains(block("Y_warwick")));
}

#[test]
fn rule_5_3_exile_areas_sail_to_their_own_house_only() {
    let state = actions(base(), 20, 7);
    // Ireland is on the Irish Sea only: the Isle of Man, Lancaster; never France.
    assert!(can(&state, Y, "sea Y_york isle_of_man"));
    assert!(can(&state, Y, "sea Y_york lancaster"));
    refused(&state, Y, "sea Y_york calais", "5.3");
    refused(&state, Y, "sea Y_york france", "2.7");
}
