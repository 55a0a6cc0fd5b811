//! Standing battle orders (issue 13): every order value in a battle with forced dice,
//! each under its rule; the orders' JSON; chapters, `fighting` and `intent`.

use serde_json::{Value, json};

use super::battle::{arena, fight, fought, fp, go, options, pass_until, roll, turn_of};
use super::*;
use crate::engine::Intent;
use crate::engine::kind::Kind;

/// Orders from their JSON.
fn orders(value: Value) -> Orders {
    serde_json::from_value(value).unwrap_or_else(|e| panic!("{e}"))
}

/// The action `orders` give `house` now, as notation; checks it is offered.
fn ordered(state: &State, house: House, orders: &Orders) -> Option<String> {
    let action = Richard3::ordered(state, seat_of(house), orders)?;
    assert!(
        can(state, house, &action.to_string()),
        "{action} not offered"
    );
    Some(action.to_string())
}

/// The benchmark's orders of issue 13.
fn bench() -> Value {
    json!({"fire": "always", "retreat": {"at_steps": 1}, "charge": "never",
           "treachery": "always", "hits": "auto", "regroup": "stay"})
}

/// Rule 6.2's battle: York's Hastings and Worcester attack Lancaster's Rivers (2 steps) in
/// Oxford from Leicester; `extra` Lancaster blocks stand elsewhere. Round 1, Rivers' turn.
fn oxford(extra: &[(&str, &str)]) -> State {
    let mut p = arena();
    p.put("L_rivers", "oxford")
        .put("Y_hastings", "leicester")
        .put("Y_worcester", "leicester");
    for (b, at) in extra {
        p.put(b, at);
    }
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate leicester",
            "move Y_hastings oxford",
            "move Y_worcester oxford",
        ],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    state
}

/// Henry VI (2 steps) attacks Essex from Middlesex; York holds it with Rivers (2 steps,
/// loyalty 2), Shrewsbury (3 steps, loyalty 1) and Stanley (4 steps, loyalty 1).
fn essex() -> State {
    let mut p = arena();
    p.put_steps("L_henry_vi", "middlesex", 2)
        .put("L_rivers", "offmap")
        .put("L_shrewsbury", "offmap")
        .put("L_stanley", "offmap")
        .put("Y_rivers", "essex")
        .put("Y_shrewsbury", "essex")
        .put("Y_stanley", "essex");
    let mut state = fight(
        p,
        7,
        13,
        &["activate middlesex", "move L_henry_vi essex"],
        &[],
    );
    go(&mut state, L, &["battle essex"]);
    state
}

/// Every block to act passes until `block`'s turn comes.
fn pass_until_turn_of(state: &mut State, block_id: &str) {
    let b = block(block_id);
    loop {
        let house = turn_of(state);
        let legal = Richard3::actions(state, seat_of(house));
        if legal
            .iter()
            .any(|a| matches!(a, Action::Fire(x) | Action::Retreat(x, _) if *x == b))
        {
            return;
        }
        let pass = legal
            .iter()
            .find(|a| matches!(a, Action::Pass(_)))
            .expect("a block that may pass");
        go(state, house, &[&pass.to_string()]);
    }
}

#[test]
fn issue_13_orders_json_round_trips_defaults_to_ask_and_refuses_junk() {
    let full = bench();
    assert_eq!(serde_json::to_value(orders(full.clone())).unwrap(), full);
    let asked = json!({"fire": "ask", "retreat": "ask", "charge": "ask",
                       "treachery": "ask", "hits": "ask", "regroup": "ask"});
    assert_eq!(orders(json!({})), Orders::default());
    assert_eq!(serde_json::to_value(Orders::default()).unwrap(), asked);
    let some = orders(json!({"fire": "always", "retreat": "never"}));
    assert_eq!(some.fire, orders::Fire::Always);
    assert_eq!(some.retreat, orders::Retreat::Never);
    assert_eq!(some.hits, orders::Hits::Ask);
    for steps in 1..=3u8 {
        let o = orders(json!({ "retreat": { "at_steps": steps } }));
        assert_eq!(
            o.retreat,
            orders::Retreat::AtSteps(orders::Steps::new(steps).unwrap())
        );
    }
    for (junk, words) in [
        (json!({"fires": "always"}), "unknown field"),
        (json!({"retreat": {"at_steps": 0}}), "at_steps"),
        (json!({"retreat": {"at_steps": 4}}), "at_steps"),
        (json!({"retreat": {"at_steps": -1}}), "invalid value"),
        (json!({"retreat": "always"}), "unknown variant"),
        (json!({"fire": "never"}), "unknown variant"),
        (json!({"hits": "always"}), "unknown variant"),
    ] {
        let err = serde_json::from_value::<Orders>(junk.clone()).expect_err(&junk.to_string());
        assert!(err.to_string().contains(words), "{junk}: {err}");
    }
    // The erased kind stores them with every field filled in, and refuses the same junk.
    let stored = KIND.normalize_orders(&json!({"fire": "always"})).unwrap();
    assert_eq!(stored["fire"], "always");
    assert_eq!(stored["regroup"], "ask");
    assert!(
        KIND.normalize_orders(&json!({"retreat": {"at_steps": 9}}))
            .is_err()
    );
}

#[test]
fn issue_13_the_form_offers_every_order_value() {
    let form = Richard3::orders_form();
    let names: Vec<&str> = form.iter().map(|f| f.name).collect();
    assert_eq!(
        names,
        ["fire", "retreat", "charge", "treachery", "hits", "regroup"]
    );
    let rules: Vec<&str> = form.iter().map(|f| f.rule).collect();
    assert_eq!(rules, ["6.2", "6.6", "6.5", "6.9", "6.4", "6.7"]);
    let messages = form.iter().flat_map(|f| {
        std::iter::once(f.label.clone()).chain(f.choices.iter().map(|c| c.1.clone()))
    });
    // Every question and answer is worded in every language (issue 30).
    crate::engine::words_check::assert_in_every_language::<Richard3>(messages);
    for field in &form {
        assert_eq!(field.choices[0].0, json!("ask"), "{}", field.name);
        assert!(!said(&field.label).is_empty());
        for (value, words) in &field.choices {
            assert!(!said(words).is_empty());
            let one = json!({ field.name: value });
            let back = serde_json::to_value(orders(one)).unwrap();
            assert_eq!(&back[field.name], value);
        }
    }
    let retreat: Vec<&Value> = form[1].choices.iter().map(|c| &c.0).collect();
    assert_eq!(
        retreat,
        [
            &json!("ask"),
            &json!("never"),
            &json!({"at_steps": 1}),
            &json!({"at_steps": 2}),
            &json!({"at_steps": 3})
        ]
    );
}

#[test]
fn rule_6_2_fire_always_fires_and_fire_ask_asks() {
    let mut state = oxford(&[]);
    let always = orders(json!({"fire": "always"}));
    assert_eq!(ordered(&state, L, &Orders::default()), None);
    assert_eq!(ordered(&state, L, &orders(json!({"fire": "ask"}))), None);
    // Not Lancaster's... nor York's decision: nothing for York.
    assert_eq!(ordered(&state, Y, &always), None);
    let fire = ordered(&state, L, &always).unwrap();
    assert_eq!(fire, "fire L_rivers");
    // Rivers (B2, 2 steps): two hits on Hastings, the strongest.
    roll(&mut state, L, &fire, &[1, 2]);
    assert_eq!(state.steps[block("Y_hastings")], 1);
    // York's B slot: both blocks fire, in blocks.toml order.
    assert_eq!(
        ordered(&state, Y, &always).as_deref(),
        Some("fire Y_hastings")
    );
    roll(&mut state, Y, "fire Y_hastings", &[6]);
    assert_eq!(
        ordered(&state, Y, &always).as_deref(),
        Some("fire Y_worcester")
    );
}

#[test]
fn rule_6_6_retreat_never_ask_and_at_steps_taken_and_not_taken() {
    // A Lancastrian block in Wilts: the retreat goes where most own blocks stand.
    let mut state = oxford(&[("L_devon", "wilts")]);
    // Round 1: no retreat is open, so "ask" asks nothing about it.
    let ask = orders(json!({"fire": "always", "retreat": "ask"}));
    assert_eq!(ordered(&state, L, &ask).as_deref(), Some("fire L_rivers"));
    pass_until(&mut state, 2);
    assert_eq!(turn_of(&state), L);
    let retreats: Vec<String> = options(&state, L)
        .into_iter()
        .filter(|a| a.starts_with("retreat"))
        .collect();
    assert!(retreats.len() >= 2, "{retreats:?}");
    assert!(retreats.contains(&"retreat L_rivers wilts".to_string()));
    assert_ne!(
        retreats[0], "retreat L_rivers wilts",
        "wilts is not first by map order"
    );
    // Ask: a retreat is open, so the player is asked, even with fire "always".
    assert_eq!(ordered(&state, L, &ask), None);
    // Never: the block fires instead.
    let never = orders(json!({"fire": "always", "retreat": "never"}));
    assert_eq!(ordered(&state, L, &never).as_deref(), Some("fire L_rivers"));
    // At 1 step: Rivers has 2, not taken.
    let at_1 = orders(json!({"fire": "always", "retreat": {"at_steps": 1}}));
    assert_eq!(ordered(&state, L, &at_1).as_deref(), Some("fire L_rivers"));
    // ... and with fire "ask" the turn is asked.
    let at_1_ask = orders(json!({"retreat": {"at_steps": 1}}));
    assert_eq!(ordered(&state, L, &at_1_ask), None);
    // At 2 steps: taken, to Wilts, where Devon stands.
    let at_2 = orders(json!({"retreat": {"at_steps": 2}}));
    let retreat = ordered(&state, L, &at_2).unwrap();
    assert_eq!(retreat, "retreat L_rivers wilts");
    go(&mut state, L, &[&retreat]);
    assert_eq!(at(&state, "L_rivers"), Some(area("wilts")));
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    // A hit block: Rivers down to 1 step retreats under at_steps 1.
    let mut hit = oxford(&[]);
    pass_until(&mut hit, 2);
    hit.steps[block("L_rivers")] = 1;
    let retreat = ordered(&hit, L, &at_1).unwrap();
    assert!(retreat.starts_with("retreat L_rivers "), "{retreat}");
    // With no Lancastrian neighbour: the first legal area in map.toml order.
    let first = Richard3::actions(&hit, seat_of(L))
        .into_iter()
        .filter_map(|a| match a {
            Action::Retreat(_, to) => Some(to),
            _ => None,
        })
        .min()
        .unwrap();
    assert_eq!(retreat, format!("retreat L_rivers {first}"));
}

#[test]
fn rule_6_2_an_attacker_that_must_retreat_goes_under_at_steps_and_is_asked_otherwise() {
    let mut state = essex();
    pass_until(&mut state, 4);
    pass_until_turn_of(&mut state, "L_henry_vi");
    assert!(
        options(&state, L)
            .iter()
            .all(|a| a.starts_with("retreat L_henry_vi"))
    );
    // Henry has 2 steps: at_steps 1 does not cover him by his steps, but he must retreat.
    let at_1 = orders(json!({"fire": "always", "retreat": {"at_steps": 1}}));
    let retreat = ordered(&state, L, &at_1).unwrap();
    assert!(retreat.starts_with("retreat L_henry_vi"));
    // Never and ask leave where to the player.
    for order in [json!("never"), json!("ask")] {
        let o = orders(json!({"fire": "always", "retreat": order}));
        assert_eq!(ordered(&state, L, &o), None, "{order}");
    }
    go(&mut state, L, &[&retreat]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
}

#[test]
fn rule_6_5_charge_never_always_and_ask() {
    let mut state = essex();
    pass_until_turn_of(&mut state, "L_henry_vi");
    assert!(can(&state, L, "charge L_henry_vi Y_stanley"));
    let with =
        |charge: &str| orders(json!({"fire": "always", "treachery": "never", "charge": charge}));
    // Ask: the player is asked, even with fire "always".
    assert_eq!(ordered(&state, L, &with("ask")), None);
    // Never: Henry fires.
    assert_eq!(
        ordered(&state, L, &with("never")).as_deref(),
        Some("fire L_henry_vi")
    );
    // Always: the enemy block with the fewest steps, Rivers (2).
    let charge = ordered(&state, L, &with("always")).unwrap();
    assert_eq!(charge, "charge L_henry_vi Y_rivers");
    // Two hits eliminate Rivers: no volley back.
    roll(&mut state, L, &charge, &[1, 2]);
    assert_eq!(at(&state, "Y_rivers"), None);
    assert_eq!(state.steps[block("L_henry_vi")], 2);
    // Equal steps: the higher firepower first.
    let mut equal = essex();
    pass_until_turn_of(&mut equal, "L_henry_vi");
    equal.steps[block("Y_shrewsbury")] = 2;
    equal.steps[block("Y_stanley")] = 2;
    let expected = ["Y_rivers", "Y_shrewsbury", "Y_stanley"]
        .into_iter()
        .min_by_key(|b| (std::cmp::Reverse(fp(&equal, b)), block(b)))
        .unwrap();
    assert_eq!(
        ordered(&equal, L, &with("always")),
        Some(format!("charge L_henry_vi {expected}"))
    );
}

#[test]
fn rule_6_9_treachery_never_always_and_ask() {
    let mut state = essex();
    pass_until_turn_of(&mut state, "L_henry_vi");
    let with = |treachery: &str| {
        orders(json!({"fire": "always", "charge": "never", "treachery": treachery}))
    };
    // Ask: asked, though charge and fire are ordered.
    assert_eq!(ordered(&state, L, &with("ask")), None);
    // Never: Henry fires.
    assert_eq!(
        ordered(&state, L, &with("never")).as_deref(),
        Some("fire L_henry_vi")
    );
    // Always: the fewest dice (Shrewsbury and Stanley 1, Rivers 2), then the most steps.
    let roll_at = ordered(&state, L, &with("always")).unwrap();
    assert_eq!(roll_at, "treachery L_henry_vi Y_stanley");
    // Treachery comes before an ordered charge.
    let both = orders(json!({"charge": "always", "treachery": "always"}));
    assert_eq!(ordered(&state, L, &both), Some(roll_at.clone()));
    roll(&mut state, L, &roll_at, &[4]);
    assert_eq!(at(&state, "L_stanley"), Some(area("essex")));
    // One roll a battle: next round Henry's charge order applies.
    pass_until(&mut state, 2);
    pass_until_turn_of(&mut state, "L_henry_vi");
    let next = orders(
        json!({"fire": "always", "charge": "always", "treachery": "always",
                             "retreat": "never"}),
    );
    assert_eq!(
        ordered(&state, L, &next).as_deref(),
        Some("charge L_henry_vi Y_rivers")
    );
}

#[test]
fn rule_6_2_a_slot_with_any_block_left_to_ask_is_asked_whole() {
    // Lancaster's B slot: Warwick (treachery roll open) and Buckingham.
    let mut state = super::battle_treachery::warwick_defends_leicester();
    // Buckingham's turn is ordered, Warwick's roll is asked: the player keeps the slot.
    let ask = orders(json!({"fire": "always", "treachery": "ask"}));
    assert_eq!(ordered(&state, L, &ask), None);
    // Rolling ordered: the roll first (the Pretender is no target, Stanley is).
    let always = orders(json!({"fire": "always", "treachery": "always"}));
    let first = ordered(&state, L, &always).unwrap();
    assert_eq!(first, "treachery L_warwick Y_stanley");
    roll(&mut state, L, &first, &[3]);
    assert_eq!(
        ordered(&state, L, &always).as_deref(),
        Some("fire L_buckingham")
    );
}

#[test]
fn rule_6_9_the_treason_roll_follows_the_treachery_order() {
    let mut p = arena();
    p.put_steps("L_stanley", "kent", 1)
        .put("Y_warwick", "middlesex");
    let mut state = fight(
        p,
        13,
        6,
        &["activate middlesex", "move Y_warwick kent"],
        &[],
    );
    go(&mut state, Y, &["battle kent"]);
    assert_eq!(state.phase, Phase::Treason { house: Y });
    let with = |t: &str| orders(json!({"treachery": t}));
    assert_eq!(ordered(&state, Y, &with("ask")), None);
    assert_eq!(
        ordered(&state, Y, &with("never")).as_deref(),
        Some("decline")
    );
    let treason = ordered(&state, Y, &with("always")).unwrap();
    assert_eq!(treason, "treason L_stanley");
    roll(&mut state, Y, &treason, &[2]);
    // Stanley was the only Lancastrian: he defects and York has won.
    assert_eq!(at(&state, "Y_stanley"), Some(area("kent")));
}

/// York's Warwick (B3, 4 steps) attacks Oxford; Lancaster's Clifford (A2) and `second`
/// (3 steps) pass; Warwick's four hits leave Lancaster to pick.
fn hits_on(second: &str) -> State {
    let mut p = arena();
    p.put("L_clifford", "oxford")
        .put(second, "oxford")
        .put("Y_warwick", "leicester");
    let twin = format!("Y_{}", &second[2..]);
    if BlockId::parse(&twin).is_some() {
        p.put(&twin, "offmap");
    }
    let mut state = fight(
        p,
        13,
        7,
        &["activate leicester", "move Y_warwick oxford"],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    pass_until_turn_of(&mut state, "Y_warwick");
    roll(&mut state, Y, "fire Y_warwick", &[1, 1, 6, 6]);
    assert!(
        matches!(state.phase, Phase::TakeHit { house: L, .. }),
        "{:?}",
        state.phase
    );
    state
}

#[test]
fn rule_6_4_hits_auto_and_ask() {
    let auto = orders(json!({"hits": "auto"}));
    // Shrewsbury (A1) is weaker than Clifford (A2): he takes the hits.
    let mut state = hits_on("L_shrewsbury");
    assert!(fp(&state, "L_shrewsbury") < fp(&state, "L_clifford"));
    assert_eq!(ordered(&state, L, &Orders::default()), None);
    assert_eq!(
        ordered(&state, L, &orders(json!({"hits": "ask", "fire": "always"}))),
        None
    );
    let hit = ordered(&state, L, &auto).unwrap();
    assert_eq!(hit, "hit L_shrewsbury");
    go(&mut state, L, &[&hit]);
    assert_eq!(state.steps[block("L_shrewsbury")], 1);
    assert_eq!(state.steps[block("L_clifford")], 3);
    // Equal firepower: blocks.toml order (Clifford before Wiltshire).
    let state = hits_on("L_wiltshire");
    assert_eq!(fp(&state, "L_wiltshire"), fp(&state, "L_clifford"));
    assert_eq!(ordered(&state, L, &auto).as_deref(), Some("hit L_clifford"));
    // An heir last, though weaker (Exeter A1).
    let state = hits_on("L_exeter");
    assert!(fp(&state, "L_exeter") < fp(&state, "L_clifford"));
    assert_eq!(ordered(&state, L, &auto).as_deref(), Some("hit L_clifford"));
}

#[test]
fn rule_6_7_regroup_stay_and_ask() {
    let mut state = oxford(&[]);
    pass_until(&mut state, 2);
    go(&mut state, L, &["retreat L_rivers wilts"]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    assert!(options(&state, Y).len() > 1, "a regroup is open");
    assert_eq!(ordered(&state, Y, &Orders::default()), None);
    assert_eq!(ordered(&state, Y, &orders(json!({"regroup": "ask"}))), None);
    // Lancaster, the loser, has nothing to answer.
    assert_eq!(ordered(&state, L, &orders(bench())), None);
    let stay = ordered(&state, Y, &orders(json!({"regroup": "stay"}))).unwrap();
    assert_eq!(stay, "done");
    go(&mut state, Y, &[&stay]);
    assert_eq!(at(&state, "Y_hastings"), Some(area("oxford")));
    assert_eq!(at(&state, "Y_worcester"), Some(area("oxford")));
    assert!(state.battle.is_none());
}

#[test]
fn rule_6_1_orders_answer_nothing_outside_battles() {
    let all = orders(
        json!({"fire": "always", "retreat": {"at_steps": 3}, "charge": "always",
                             "treachery": "always", "hits": "auto", "regroup": "stay"}),
    );
    let state = cards_phase(base());
    for house in House::BOTH {
        assert_eq!(ordered(&state, house, &all), None);
    }
    let mut p = arena();
    p.put("L_rivers", "oxford").put("Y_hastings", "leicester");
    let mut state = actions(p, 13, 7);
    assert_eq!(ordered(&state, Y, &all), None);
    run(
        &mut state,
        Y,
        &["activate leicester", "move Y_hastings oxford", "done"],
    );
    run(&mut state, L, &["done"]);
    // Picking the battle (6.1) is Player 1's, whatever his orders.
    assert_eq!(state.phase, Phase::PickBattle);
    assert_eq!(ordered(&state, Y, &all), None);
}

#[test]
fn issue_13_chapters_fighting_and_intent() {
    let mut p = arena();
    p.put("L_rivers", "oxford").put("Y_hastings", "leicester");
    let mut state = actions(p, 13, 7);
    let chapter = |s: &State| Richard3::chapter(s, None).map(|m| said(&m));
    assert_eq!(chapter(&state).as_deref(), Some("Campaign 1, game turn 1"));
    assert!(!Richard3::fighting(&state));
    let intent = |s: &State, text: &str| Richard3::intent(s, seat_of(Y), &act(text));
    run(&mut state, Y, &["activate leicester"]);
    assert_eq!(intent(&state, "move Y_hastings oxford"), Intent::Attack);
    assert_eq!(intent(&state, "move Y_hastings rutland"), Intent::Other);
    assert_eq!(intent(&state, "done"), Intent::Wait);
    assert_eq!(intent(&state, "activate kent"), Intent::Other);
    run(&mut state, Y, &["move Y_hastings oxford", "done"]);
    run(&mut state, L, &["done"]);
    assert_eq!(chapter(&state).as_deref(), Some("Campaign 1, game turn 1"));
    assert!(!Richard3::fighting(&state));
    go(&mut state, Y, &["battle oxford"]);
    assert!(Richard3::fighting(&state));
    assert_eq!(
        chapter(&state).as_deref(),
        Some("Battle of Oxford, round 1")
    );
    // The same words for every viewer.
    assert_eq!(
        Richard3::chapter(&state, Some(seat_of(L))).map(|m| said(&m)),
        chapter(&state)
    );
    pass_until(&mut state, 2);
    assert_eq!(fought(&state).round, 2);
    assert_eq!(
        chapter(&state).as_deref(),
        Some("Battle of Oxford, round 2")
    );
    go(&mut state, L, &["retreat L_rivers wilts"]);
    assert!(Richard3::fighting(&state));
    assert_eq!(
        chapter(&state).as_deref(),
        Some("Battle of Oxford, regroup")
    );
    go(&mut state, Y, &["done"]);
    assert!(!Richard3::fighting(&state));
}
