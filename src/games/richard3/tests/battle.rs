//! Battles (6.1–6.3): picking battles, rounds and initiative, reserves and the control
//! change (EC-11, EC-13, EC-43), with the helpers the other `battle_*` files share.
//! Battles are made by playing the action phase; dice are forced with
//! [`Dice::scripted`].

use super::phase::battle::firepower;
use super::*;

/// The full setup with Lancaster's field army in its pool and its heirs in France, so a
/// test places only the blocks it needs (York starts in Calais and Ireland).
pub(super) fn arena() -> Position {
    let mut p = base();
    for b in [
        "L_devon",
        "L_pembroke",
        "L_wiltshire",
        "L_oxford",
        "L_beaumont",
        "L_clifford",
    ] {
        p.put(b, "pool");
    }
    for b in ["L_henry_vi", "L_somerset", "L_exeter"] {
        p.put(b, "france");
    }
    p
}

/// Plays both action phases (`first` for Player 1, then `second` for Player 2, each
/// ended with `done`) after the cards `lancaster` and `york`; returns the state at the
/// first battle pick.
pub(super) fn fight(
    p: Position,
    lancaster: u8,
    york: u8,
    first: &[&str],
    second: &[&str],
) -> State {
    let mut state = actions(p, lancaster, york);
    let p1 = state.p1;
    run(&mut state, p1, first);
    run(&mut state, p1, &["done"]);
    run(&mut state, p1.other(), second);
    run(&mut state, p1.other(), &["done"]);
    assert_eq!(state.phase, Phase::PickBattle);
    state
}

/// Plays `text` for `house` with the dice `rolls` (d6 faces, in order); panics if it is
/// refused or rolls more dice.
pub(super) fn roll(state: &mut State, house: House, text: &str, rolls: &[u32]) {
    Richard3::apply(
        state,
        seat_of(house),
        &act(text),
        &mut Dice::scripted(rolls),
    )
    .unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// Plays actions that roll no dice.
pub(super) fn go(state: &mut State, house: House, texts: &[&str]) {
    for t in texts {
        roll(state, house, t, &[]);
    }
}

/// Whose battle turn it is.
pub(super) fn turn_of(state: &State) -> House {
    match state.phase {
        Phase::BattleTurn { house } => house,
        ref other => panic!("not a battle turn: {other:?}"),
    }
}

/// The current battle.
pub(super) fn fought(state: &State) -> &Battle {
    state.battle.as_ref().expect("a battle is being fought")
}

/// The legal actions of `house` now, as notation.
pub(super) fn options(state: &State, house: House) -> Vec<String> {
    Richard3::actions(state, seat_of(house))
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The firepower of `id` now (6.4).
pub(super) fn fp(state: &State, id: &str) -> u8 {
    firepower(state, fought(state), block(id))
}

/// Every block to act passes until round `round` begins.
pub(super) fn pass_until(state: &mut State, round: u8) {
    while fought(state).round < round {
        let house = turn_of(state);
        let pass = Richard3::actions(state, seat_of(house))
            .into_iter()
            .find(|a| matches!(a, Action::Pass(_)))
            .expect("a block that may pass");
        go(state, house, &[&pass.to_string()]);
    }
}

/// York (Player 1) attacks Lancaster in Essex and Lincoln from Rutland.
fn two_battles() -> State {
    let mut p = arena();
    p.put("L_oxford", "essex")
        .put("L_beaumont", "lincoln")
        .put("Y_hastings", "rutland")
        .put("Y_worcester", "rutland");
    fight(
        p,
        13,
        7,
        &[
            "activate rutland",
            "move Y_hastings essex",
            "move Y_worcester lincoln",
        ],
        &[],
    )
}

#[test]
fn rule_6_1_player_one_picks_each_battle_in_turn() {
    let mut state = two_battles();
    assert_eq!(state.p1, Y);
    assert_eq!(options(&state, Y), ["battle lincoln", "battle essex"]);
    assert!(options(&state, L).is_empty());
    go(&mut state, Y, &["battle lincoln"]);
    assert_eq!(fought(&state).area, area("lincoln"));
    assert_eq!(fought(&state).attacker, Y);
    // Beaumont defends his shield area (B3): two hits eliminate Worcester.
    assert_eq!(turn_of(&state), L);
    roll(&mut state, L, "fire L_beaumont", &[1, 3, 6]);
    assert_eq!(state.loc[block("Y_worcester")], Location::Dead);
    assert_eq!(state.phase, Phase::Regroup { house: L });
    go(&mut state, L, &["done"]);
    // Player 1 picks again; only Essex is left.
    assert_eq!(state.phase, Phase::PickBattle);
    assert_eq!(options(&state, Y), ["battle essex"]);
    go(&mut state, Y, &["battle essex"]);
    // Oxford defends his shield area at A3 and fires first.
    roll(&mut state, L, "fire L_oxford", &[1, 2, 3]);
    assert_eq!(state.loc[block("Y_hastings")], Location::Dead);
    go(&mut state, L, &["done"]);
    // No battle left: the battle phase is over and its bookkeeping cleared.
    assert!(state.battle.is_none());
    assert!(state.attacks.is_empty());
    assert!(state.reserve.is_empty());
    assert!(!matches!(
        state.phase,
        Phase::PickBattle | Phase::BattleTurn { .. } | Phase::Regroup { .. }
    ));
}

/// York attacks Lancaster's Rivers in Oxford from Leicester with Herbert (A2) and
/// Clarence (B2).
fn ec_13_a() -> State {
    let mut p = arena();
    p.put("L_rivers", "oxford")
        .put("Y_herbert", "leicester")
        .put("Y_clarence", "leicester");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate leicester",
            "move Y_herbert oxford",
            "move Y_clarence oxford",
        ],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    state
}

#[test]
fn ec_13_a_initiative_order_herbert_rivers_clarence() {
    let mut state = ec_13_a();
    for round in 1..=3 {
        assert_eq!(fought(&state).round, round);
        assert_eq!(turn_of(&state), Y);
        assert!(can(&state, Y, "pass Y_herbert"));
        assert!(!can(&state, Y, "pass Y_clarence"));
        go(&mut state, Y, &["pass Y_herbert"]);
        assert_eq!(turn_of(&state), L);
        go(&mut state, L, &["pass L_rivers"]);
        assert_eq!(turn_of(&state), Y);
        assert!(can(&state, Y, "fire Y_clarence"));
        go(&mut state, Y, &["pass Y_clarence"]);
    }
    // Round 4: the attacking Herbert still acts first, but may only retreat (6.2).
    assert_eq!(fought(&state).round, 4);
    let herbert = options(&state, Y);
    assert!(!herbert.is_empty());
    assert!(herbert.iter().all(|a| a.starts_with("retreat Y_herbert")));
}

#[test]
fn rule_6_2_fire_retreat_or_pass_one_block_at_a_time_no_retreat_in_round_1() {
    let mut p = arena();
    p.put("L_rivers", "oxford")
        .put("Y_hastings", "leicester")
        .put("Y_worcester", "leicester");
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
    // Rivers (defender B) first; no retreat in round 1.
    assert_eq!(options(&state, L), ["fire L_rivers", "pass L_rivers"]);
    refused(&state, L, "retreat L_rivers wilts", "6.6");
    refused(&state, Y, "fire Y_hastings", "1.0");
    go(&mut state, L, &["pass L_rivers"]);
    // Both York B blocks may act; the owner picks one at a time.
    let york = options(&state, Y);
    assert!(york.contains(&"fire Y_hastings".to_string()));
    assert!(york.contains(&"fire Y_worcester".to_string()));
    assert!(!york.iter().any(|a| a.starts_with("retreat")));
    go(&mut state, Y, &["pass Y_worcester"]);
    refused(&state, Y, "fire Y_worcester", "6.2");
    assert_eq!(options(&state, Y), ["fire Y_hastings", "pass Y_hastings"]);
    go(&mut state, Y, &["pass Y_hastings"]);
    // Round 2: retreat is open (to a friendly or vacant neighbour).
    assert_eq!(fought(&state).round, 2);
    assert!(can(&state, L, "retreat L_rivers wilts"));
    go(&mut state, L, &["retreat L_rivers wilts"]);
    // The battle ends at once: only York is left.
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    assert_eq!(at(&state, "L_rivers"), Some(area("wilts")));
}

#[test]
fn ec_13_b_a_lancaster_bombard_is_a3_in_round_1_then_d3() {
    let mut p = arena();
    p.put("L_bombard", "warwick")
        .put("L_coventry_levy", "warwick")
        .put("Y_hastings", "leicester");
    let mut state = fight(
        p,
        13,
        7,
        &["activate leicester", "move Y_hastings warwick"],
        &[],
    );
    go(&mut state, Y, &["battle warwick"]);
    // Round 1: the bombard acts in the defender-A slot, at A3.
    assert_eq!(options(&state, L), ["fire L_bombard", "pass L_bombard"]);
    assert_eq!(fp(&state, "L_bombard"), 3);
    // The Coventry levy defends its own city: C3.
    assert_eq!(fp(&state, "L_coventry_levy"), 3);
    roll(&mut state, L, "fire L_bombard", &[3, 4, 4]);
    assert_eq!(state.steps[block("Y_hastings")], 2);
    go(&mut state, Y, &["pass Y_hastings"]);
    go(&mut state, L, &["pass L_coventry_levy"]);
    // Round 2: Hastings (B), the levy (C), then the bombard (D3).
    assert_eq!(fought(&state).round, 2);
    assert_eq!(turn_of(&state), Y);
    go(&mut state, Y, &["pass Y_hastings"]);
    assert!(!can(&state, L, "pass L_bombard"));
    go(&mut state, L, &["pass L_coventry_levy"]);
    assert_eq!(
        options(&state, L)[..2],
        ["fire L_bombard", "pass L_bombard"]
    );
    assert_eq!(fp(&state, "L_bombard"), 3);
}

#[test]
fn ec_13_c_a_bombard_arriving_as_a_reserve_is_never_a3() {
    let mut p = arena();
    p.put("L_rivers", "oxford")
        .put("Y_hastings", "leicester")
        .put("Y_bombard", "middlesex");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate leicester",
            "move Y_hastings oxford",
            "activate middlesex",
            "move Y_bombard oxford",
        ],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    assert!(
        fought(&state)
            .started_in_reserve
            .contains(block("Y_bombard"))
    );
    // Round 1: not in the attacker-A slot, nor anywhere (a reserve).
    assert_eq!(turn_of(&state), L);
    go(&mut state, L, &["pass L_rivers"]);
    assert_eq!(options(&state, Y), ["fire Y_hastings", "pass Y_hastings"]);
    go(&mut state, Y, &["pass Y_hastings"]);
    // Round 2: it acts last, as a D block.
    assert_eq!(fought(&state).round, 2);
    go(&mut state, L, &["pass L_rivers"]);
    assert!(!can(&state, Y, "fire Y_bombard"));
    go(&mut state, Y, &["pass Y_hastings"]);
    assert!(can(&state, Y, "fire Y_bombard"));
}

/// EC-11: York attacks Essex with three blocks from Rutland (main) and two from
/// Middlesex; Lancaster reinforces with three from East Anglia.
fn ec_11() -> State {
    let mut p = arena();
    p.put("L_oxford", "essex")
        .put("L_beaumont", "essex")
        .put("L_wiltshire", "east_anglia")
        .put("L_clifford", "east_anglia")
        .put("L_devon", "east_anglia")
        .put("Y_hastings", "rutland")
        .put("Y_worcester", "rutland")
        .put("Y_essex", "rutland")
        .put("Y_norfolk", "middlesex")
        .put("Y_suffolk", "middlesex");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate rutland",
            "move Y_hastings essex",
            "move Y_worcester essex",
            "move Y_essex essex",
            "activate middlesex",
            "move Y_norfolk essex",
            "move Y_suffolk essex",
        ],
        &[
            "activate east_anglia",
            "move L_wiltshire essex",
            "move L_clifford essex",
            "move L_devon essex",
        ],
    );
    go(&mut state, Y, &["battle essex"]);
    state
}

#[test]
fn ec_11_rulebook_reserve_example() {
    let mut state = ec_11();
    let reserves = [
        "Y_norfolk",
        "Y_suffolk",
        "L_wiltshire",
        "L_clifford",
        "L_devon",
    ];
    for r in reserves {
        assert!(state.reserve.contains(block(r)), "{r}");
    }
    // Round 1 = 3 York blocks against 2 Lancaster blocks.
    go(&mut state, L, &["pass L_oxford", "pass L_beaumont"]);
    let york = options(&state, Y);
    assert!(york.contains(&"fire Y_hastings".into()));
    assert!(
        !york
            .iter()
            .any(|a| a.contains("norfolk") || a.contains("suffolk"))
    );
    // Hits fall only on the round-1 blocks: the owner picks between the two 3-step ones.
    roll(&mut state, Y, "fire Y_hastings", &[1, 1, 1]);
    assert_eq!(
        state.phase,
        Phase::TakeHit {
            house: L,
            hits: 3,
            firer: block("Y_hastings"),
            charge: false
        }
    );
    assert_eq!(options(&state, L), ["hit L_oxford", "hit L_beaumont"]);
    go(&mut state, L, &["hit L_oxford"]);
    assert_eq!(state.loc[block("L_oxford")], Location::Dead);
    for r in ["L_wiltshire", "L_clifford", "L_devon"] {
        assert_eq!(state.steps[block(r)], block(r).info().steps);
    }
    go(&mut state, Y, &["pass Y_worcester", "pass Y_essex"]);
    // Round 2: everyone joins.
    assert_eq!(fought(&state).round, 2);
    for r in reserves {
        assert!(!state.reserve.contains(block(r)), "{r}");
    }
    assert_eq!(turn_of(&state), L);
    assert!(can(&state, L, "fire L_clifford"));
}

#[test]
fn rule_6_3_the_attackers_reserves_deploy_at_once_without_a_control_change() {
    let mut p = arena();
    p.put("L_clifford", "oxford")
        .put("L_wiltshire", "oxford")
        .put("Y_worcester", "leicester")
        .put("Y_hastings", "middlesex");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate leicester",
            "move Y_worcester oxford",
            "activate middlesex",
            "move Y_hastings oxford",
        ],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    // Clifford (A2) eliminates Worcester, York's whole round-1 force.
    roll(&mut state, L, "fire L_clifford", &[1, 2, 6]);
    assert_eq!(state.loc[block("Y_worcester")], Location::Dead);
    // Hastings deploys at once: hittable by the blocks that have not fired, but idle.
    assert!(!state.reserve.contains(block("Y_hastings")));
    assert_eq!(fought(&state).attacker, Y);
    assert_eq!(options(&state, L), ["fire L_wiltshire", "pass L_wiltshire"]);
    roll(&mut state, L, "fire L_wiltshire", &[1, 6, 6]);
    assert_eq!(state.steps[block("Y_hastings")], 2);
    // Round 2: Hastings acts again; York is still the attacker.
    assert_eq!(fought(&state).round, 2);
    assert_eq!(fought(&state).attacker, Y);
    go(&mut state, L, &["pass L_clifford", "pass L_wiltshire"]);
    assert!(can(&state, Y, "fire Y_hastings"));
}

#[test]
fn rule_6_3_control_change_when_the_round_1_defenders_are_eliminated() {
    let mut p = arena();
    p.put("L_rivers", "leicester")
        .put("L_beaumont", "lincoln")
        .put("Y_herbert", "rutland")
        .put("Y_hastings", "rutland");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate rutland",
            "move Y_herbert leicester",
            "move Y_hastings leicester",
        ],
        &["activate lincoln", "move L_beaumont leicester"],
    );
    go(&mut state, Y, &["battle leicester"]);
    roll(&mut state, Y, "fire Y_herbert", &[1, 2, 6]);
    assert_eq!(state.loc[block("L_rivers")], Location::PoolDown);
    // Beaumont deploys; York now defends Leicester, Hastings's shield: B3.
    assert_eq!(fought(&state).attacker, L);
    assert!(!state.reserve.contains(block("L_beaumont")));
    assert_eq!(turn_of(&state), Y);
    assert_eq!(fp(&state, "Y_hastings"), 3);
    roll(&mut state, Y, "fire Y_hastings", &[3, 3, 3]);
    assert_eq!(state.loc[block("L_beaumont")], Location::Dead);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
}

/// EC-43: York plays Treason and attacks Leicester (Lancaster's Rivers) from Rutland;
/// Lancaster reinforces with Beaumont from Lincoln unless `alone`.
fn ec_43(alone: bool) -> State {
    let mut p = arena();
    p.put("L_rivers", "leicester")
        .put("Y_hastings", "rutland")
        .put("Y_worcester", "rutland");
    let second: &[&str] = if alone {
        &[]
    } else {
        p.put("L_beaumont", "lincoln");
        &["activate lincoln", "move L_beaumont leicester"]
    };
    let mut state = fight(
        p,
        13,
        6,
        &[
            "activate rutland",
            "move Y_hastings leicester",
            "move Y_worcester leicester",
        ],
        second,
    );
    go(&mut state, Y, &["battle leicester"]);
    assert_eq!(state.phase, Phase::Treason { house: Y });
    assert_eq!(options(&state, Y), ["treason L_rivers", "decline"]);
    roll(&mut state, Y, "treason L_rivers", &[2]);
    state
}

#[test]
fn ec_43_control_change_after_a_defection_before_round_1() {
    let mut state = ec_43(false);
    assert_eq!(state.loc[block("L_rivers")], Location::Offmap);
    assert_eq!(at(&state, "Y_rivers"), Some(area("leicester")));
    assert_eq!(state.steps[block("Y_rivers")], 2);
    assert!(state.reserve.contains(block("Y_rivers")));
    assert_eq!(state.treason, None);
    // Roles swap; Beaumont deploys at once but may not act in round 1.
    assert_eq!(fought(&state).attacker, L);
    assert!(!state.reserve.contains(block("L_beaumont")));
    assert_eq!(fought(&state).round, 1);
    assert_eq!(turn_of(&state), Y);
    assert_eq!(fp(&state, "Y_hastings"), 3);
    go(&mut state, Y, &["pass Y_hastings", "pass Y_worcester"]);
    // Round 2: entry-border bans are unchanged by the control change.
    assert_eq!(fought(&state).round, 2);
    assert!(can(&state, Y, "retreat Y_hastings rutland"));
    assert!(!can(&state, Y, "retreat Y_hastings lincoln"));
    assert!(can(&state, Y, "fire Y_rivers"));
    go(
        &mut state,
        Y,
        &["pass Y_hastings", "pass Y_worcester", "pass Y_rivers"],
    );
    assert!(can(&state, L, "retreat L_beaumont lincoln"));
    assert!(!can(&state, L, "retreat L_beaumont rutland"));
    // Lancaster is the attacker now: in round 4 Beaumont may only retreat.
    pass_until(&mut state, 4);
    go(
        &mut state,
        Y,
        &["pass Y_hastings", "pass Y_worcester", "pass Y_rivers"],
    );
    let beaumont = options(&state, L);
    assert!(beaumont.contains(&"retreat L_beaumont lincoln".into()));
    assert!(beaumont.iter().all(|a| a.starts_with("retreat")));
    go(&mut state, L, &["retreat L_beaumont lincoln"]);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
}

#[test]
fn ec_43_variant_the_defection_leaves_no_defender_and_york_wins() {
    let mut state = ec_43(true);
    assert_eq!(state.phase, Phase::Regroup { house: Y });
    assert!(can(&state, Y, "regroup Y_rivers rutland"));
    assert!(!state.reserve.contains(block("Y_rivers")));
    go(&mut state, Y, &["regroup Y_rivers rutland", "done"]);
    assert_eq!(at(&state, "Y_rivers"), Some(area("rutland")));
    assert!(state.battle.is_none());
}
