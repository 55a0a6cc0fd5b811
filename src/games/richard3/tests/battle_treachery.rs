//! Treachery and Treason (6.9, 6.91; EC-21, EC-23), eliminations and succession in
//! battle (6.8x; EC-25, EC-27, EC-37).

use super::battle::{arena, fight, fought, fp, go, options, roll, turn_of};
use super::*;

/// EC-21: Henry VI attacks Leicester (York's Northumberland at 3 steps and Hastings);
/// round 1 up to Henry's turn.
fn ec_21() -> State {
    let mut p = arena();
    p.put("L_henry_vi", "oxford")
        .put("L_northumberland", "offmap")
        .put_steps("Y_northumberland", "leicester", 3)
        .put("Y_hastings", "leicester")
        .put("Y_london_levy", "leicester");
    let mut state = fight(
        p,
        7,
        13,
        &["activate oxford", "move L_henry_vi leicester"],
        &[],
    );
    go(&mut state, L, &["battle leicester"]);
    go(&mut state, Y, &["pass Y_northumberland", "pass Y_hastings"]);
    assert!(can(&state, L, "treachery L_henry_vi Y_northumberland"));
    // Hastings has no loyalty.
    assert!(!can(&state, L, "treachery L_henry_vi Y_hastings"));
    state
}

#[test]
fn ec_21_treachery_success() {
    let mut state = ec_21();
    let mut odd = state.clone();
    roll(&mut state, L, "treachery L_henry_vi Y_northumberland", &[4]);
    assert_eq!(state.loc[block("Y_northumberland")], Location::Offmap);
    assert_eq!(at(&state, "L_northumberland"), Some(area("leicester")));
    assert_eq!(state.steps[block("L_northumberland")], 3);
    assert!(state.reserve.contains(block("L_northumberland")));
    // Henry used his turn. The turncoat is a reserve for the rest of the round: the
    // levy's hit falls on Henry.
    assert_eq!(turn_of(&state), Y);
    roll(&mut state, Y, "fire Y_london_levy", &[1, 6, 6, 6]);
    assert_eq!(state.steps[block("L_henry_vi")], 3);
    assert_eq!(state.steps[block("L_northumberland")], 3);
    // Round 2: he acts for Lancaster; the King has no second roll.
    assert_eq!(fought(&state).round, 2);
    go(&mut state, Y, &["pass Y_hastings"]);
    let lancaster = options(&state, L);
    assert!(lancaster.contains(&"fire L_northumberland".into()));
    assert!(!lancaster.iter().any(|a| a.starts_with("treachery")));

    // An odd die: nothing happens, and the King cannot roll again in this battle.
    roll(&mut odd, L, "treachery L_henry_vi Y_northumberland", &[3]);
    assert_eq!(at(&odd, "Y_northumberland"), Some(area("leicester")));
    go(&mut odd, Y, &["pass Y_london_levy"]);
    go(&mut odd, Y, &["pass Y_northumberland", "pass Y_hastings"]);
    assert!(can(&odd, L, "fire L_henry_vi"));
    assert!(!options(&odd, L).iter().any(|a| a.starts_with("treachery")));
}

#[test]
fn rule_6_9_treachery_targets_and_one_roll_each_per_battle() {
    let mut p = arena();
    p.put("L_henry_vi", "oxford")
        .put("L_warwick", "oxford")
        .put("Y_warwick", "offmap")
        .put("L_stanley", "oxford")
        .put("Y_york", "leicester")
        .put("Y_clarence", "leicester")
        .put("Y_rutland", "leicester");
    let mut state = fight(
        p,
        7,
        13,
        &[
            "activate oxford",
            "move L_henry_vi leicester",
            "move L_warwick leicester",
            "move L_stanley leicester",
        ],
        &[],
    );
    go(&mut state, L, &["battle leicester"]);
    // The Pretender may try Warwick or Stanley (never the King); Clarence has no roll.
    let york = options(&state, Y);
    assert!(york.contains(&"treachery Y_york L_warwick".into()));
    assert!(york.contains(&"treachery Y_york L_stanley".into()));
    assert!(!york.contains(&"treachery Y_york L_henry_vi".into()));
    assert!(!york.iter().any(|a| a.starts_with("treachery Y_clarence")));
    roll(&mut state, Y, "treachery Y_york L_stanley", &[2]);
    assert!(state.reserve.contains(block("Y_stanley")));
    go(&mut state, Y, &["pass Y_clarence", "pass Y_rutland"]);
    // Round 1: the turncoat is a reserve; Clarence (loyalty 1, not the Pretender) is a
    // target; the Pretender and Rutland (loyalty 0) are not.
    let henry: Vec<String> = options(&state, L)
        .into_iter()
        .filter(|a| a.starts_with("treachery L_henry_vi"))
        .collect();
    assert_eq!(henry, ["treachery L_henry_vi Y_clarence"]);
    go(&mut state, L, &["pass L_henry_vi", "pass L_warwick"]);
    // Round 2: the Pretender has used his roll; Stanley fights for York now.
    assert_eq!(fought(&state).round, 2);
    assert!(
        !options(&state, Y)
            .iter()
            .any(|a| a.starts_with("treachery"))
    );
    go(
        &mut state,
        Y,
        &[
            "pass Y_york",
            "pass Y_clarence",
            "pass Y_rutland",
            "pass Y_stanley",
        ],
    );
    // He turned in this battle: Lancaster cannot win him back now.
    assert!(!can(&state, L, "treachery L_henry_vi Y_stanley"));
    refused(&state, L, "treachery L_henry_vi Y_stanley", "6.9");
    assert!(!can(&state, L, "treachery L_warwick Y_stanley"));
    roll(&mut state, L, "treachery L_henry_vi Y_clarence", &[3]);
    assert_eq!(at(&state, "Y_clarence"), Some(area("leicester")));
    go(&mut state, L, &["pass L_warwick"]);
    go(
        &mut state,
        Y,
        &[
            "pass Y_york",
            "pass Y_clarence",
            "pass Y_rutland",
            "pass Y_stanley",
        ],
    );
    // Round 3: the King has rolled; Warwick's own roll is still there.
    assert!(
        !options(&state, L)
            .iter()
            .any(|a| a.starts_with("treachery L_henry_vi"))
    );
    roll(&mut state, L, "treachery L_warwick Y_clarence", &[2]);
    assert_eq!(at(&state, "L_clarence"), Some(area("leicester")));
    assert!(state.reserve.contains(block("L_clarence")));
    assert_eq!(state.outcome, None);
}

/// York's Pretender and Stanley attack Leicester from Rutland; Lancaster holds it with
/// Warwick and Buckingham. Round 1, Lancaster's B slot.
pub(super) fn warwick_defends_leicester() -> State {
    let mut p = arena();
    p.put("L_warwick", "leicester")
        .put("Y_warwick", "offmap")
        .put("L_buckingham", "leicester")
        .put("Y_york", "rutland")
        .put("Y_stanley", "rutland")
        .put("L_stanley", "offmap");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate rutland",
            "move Y_york leicester",
            "move Y_stanley leicester",
        ],
        &[],
    );
    go(&mut state, Y, &["battle leicester"]);
    assert_eq!(turn_of(&state), L);
    state
}

#[test]
fn rule_6_9_warwick_rolls_once_per_battle_whatever_his_colour() {
    let mut state = warwick_defends_leicester();
    let mut unrolled = state.clone();
    // Round 1: Warwick tries Stanley for Lancaster and fails; the Pretender turns him.
    roll(&mut state, L, "treachery L_warwick Y_stanley", &[3]);
    go(&mut state, L, &["pass L_buckingham"]);
    roll(&mut state, Y, "treachery Y_york L_warwick", &[2, 4, 6]);
    assert_eq!(at(&state, "Y_warwick"), Some(area("leicester")));
    go(&mut state, Y, &["pass Y_stanley"]);
    // Round 2: he fights for York, but he has had his roll in this battle.
    assert_eq!(fought(&state).round, 2);
    go(&mut state, L, &["pass L_buckingham"]);
    assert!(can(&state, Y, "fire Y_warwick"));
    assert!(!can(&state, Y, "treachery Y_warwick L_buckingham"));
    refused(&state, Y, "treachery Y_warwick L_buckingham", "6.9");

    // Turned before he rolled, he still has his one roll, for York.
    go(&mut unrolled, L, &["pass L_warwick", "pass L_buckingham"]);
    roll(&mut unrolled, Y, "treachery Y_york L_warwick", &[2, 4, 6]);
    go(&mut unrolled, Y, &["pass Y_stanley"]);
    go(&mut unrolled, L, &["pass L_buckingham"]);
    assert!(can(&unrolled, Y, "treachery Y_warwick L_buckingham"));
}

#[test]
fn rule_9_1_clarence_is_no_target_while_he_is_the_pretender() {
    let mut p = arena();
    p.put("Y_york", "dead")
        .put("Y_march", "dead")
        .put("Y_rutland", "dead")
        .put("Y_clarence", "leicester")
        .put("Y_stanley", "leicester")
        .put("L_stanley", "offmap")
        .put("L_henry_vi", "oxford");
    let mut state = fight(
        p,
        7,
        13,
        &["activate oxford", "move L_henry_vi leicester"],
        &[],
    );
    assert_eq!(state.pretender(), Some(block("Y_clarence")));
    go(&mut state, L, &["battle leicester"]);
    go(&mut state, Y, &["pass Y_clarence", "pass Y_stanley"]);
    assert!(can(&state, L, "treachery L_henry_vi Y_stanley"));
    assert!(!can(&state, L, "treachery L_henry_vi Y_clarence"));
}

/// York plays Treason and attacks Oxford with Warwick and Hastings; Lancaster holds it
/// with Kent, Salisbury, Northumberland and Westmoreland.
fn nevilles() -> State {
    let mut p = arena();
    p.put("L_kent", "oxford")
        .put("Y_kent", "offmap")
        .put("L_salisbury", "oxford")
        .put("Y_salisbury", "offmap")
        .put("L_northumberland", "oxford")
        .put("L_westmoreland", "oxford")
        .put("Y_warwick", "leicester")
        .put("Y_hastings", "leicester");
    let mut state = fight(
        p,
        13,
        6,
        &[
            "activate leicester",
            "move Y_warwick oxford",
            "move Y_hastings oxford",
        ],
        &[],
    );
    go(&mut state, Y, &["battle oxford"]);
    state
}

#[test]
fn rule_6_91_warwick_rolls_one_die_against_kent_and_salisbury() {
    let mut state = nevilles();
    // Treason: printed loyalty, no Warwick ban.
    assert_eq!(state.phase, Phase::Treason { house: Y });
    let treason = options(&state, Y);
    for t in [
        "L_kent",
        "L_salisbury",
        "L_northumberland",
        "L_westmoreland",
    ] {
        assert!(treason.contains(&format!("treason {t}")), "{t}");
    }
    assert!(treason.contains(&"decline".into()));
    roll(&mut state, Y, "treason L_kent", &[2, 4]);
    assert!(state.reserve.contains(block("Y_kent")));
    assert_eq!(state.treason, None);
    go(
        &mut state,
        L,
        &[
            "pass L_salisbury",
            "pass L_northumberland",
            "pass L_westmoreland",
        ],
    );
    // Warwick may not try Northumberland or Westmoreland; Salisbury takes one die.
    let warwick: Vec<String> = options(&state, Y)
        .into_iter()
        .filter(|a| a.starts_with("treachery"))
        .collect();
    assert_eq!(warwick, ["treachery Y_warwick L_salisbury"]);
    roll(&mut state, Y, "treachery Y_warwick L_salisbury", &[2]);
    assert_eq!(at(&state, "Y_salisbury"), Some(area("oxford")));
}

#[test]
fn ec_23_treason_event_timing() {
    let mut p = arena();
    p.put_steps("L_stanley", "kent", 1)
        .put("Y_warwick", "middlesex")
        .put("L_buckingham", "derby")
        .put("L_clifford", "derby")
        .put("Y_worcester", "lincoln");
    let mut state = fight(
        p,
        13,
        6,
        &["activate middlesex", "move Y_warwick kent"],
        &[
            "activate derby",
            "move L_buckingham lincoln",
            "move L_clifford lincoln",
        ],
    );
    go(&mut state, Y, &["battle kent"]);
    assert_eq!(state.phase, Phase::Treason { house: Y });
    assert_eq!(options(&state, Y), ["treason L_stanley", "decline"]);
    assert!(options(&state, L).is_empty());
    go(&mut state, Y, &["decline"]);
    assert_eq!(state.treason, Some(Y));
    go(&mut state, L, &["pass L_stanley"]);
    roll(&mut state, Y, "fire Y_warwick", &[1, 6, 6, 6]);
    go(&mut state, Y, &["done"]);
    // The second battle, which Lancaster attacks: the option is offered again.
    go(&mut state, Y, &["battle lincoln"]);
    assert_eq!(state.phase, Phase::Treason { house: Y });
    assert_eq!(options(&state, Y), ["treason L_buckingham", "decline"]);
    roll(&mut state, Y, "treason L_buckingham", &[2]);
    assert_eq!(state.treason, None);
    assert_eq!(at(&state, "Y_buckingham"), Some(area("lincoln")));
    assert!(state.reserve.contains(block("Y_buckingham")));
    assert_eq!(fought(&state).round, 1);
    assert_eq!(fought(&state).attacker, L);
}

#[test]
fn ec_27_the_pretender_dies_and_is_replaced_at_once() {
    let mut p = arena();
    p.put_steps("Y_york", "leicester", 1)
        .put("Y_march", "lincoln")
        .put("Y_hastings", "lincoln")
        .put("L_oxford", "oxford")
        .put("L_stanley", "derby");
    let mut state = fight(
        p,
        7,
        13,
        &[
            "activate oxford",
            "move L_oxford leicester",
            "activate derby",
            "move L_stanley lincoln",
        ],
        &[],
    );
    go(&mut state, L, &["battle leicester"]);
    roll(&mut state, L, "fire L_oxford", &[1, 6, 6]);
    assert_eq!(state.loc[block("Y_york")], Location::Dead);
    assert_eq!(state.pretender(), Some(block("Y_march")));
    assert_eq!(state.minors_owed.york, 1);
    go(&mut state, L, &["done", "battle lincoln"]);
    // March, the new Pretender, rolls in his first battle turn.
    assert_eq!(turn_of(&state), Y);
    assert!(can(&state, Y, "treachery Y_march L_stanley"));
    roll(&mut state, Y, "treachery Y_march L_stanley", &[2]);
    assert_eq!(at(&state, "Y_stanley"), Some(area("lincoln")));
    // Lancaster has no block left there: York wins at once.
    assert_eq!(state.phase, Phase::Regroup { house: Y });
}

#[test]
fn rule_6_81_the_dead_king_makes_no_treachery_roll_and_crowns_still_count() {
    let mut p = arena();
    p.put_steps("L_henry_vi", "leicester", 1)
        .put("L_somerset", "derby")
        .put("L_buckingham", "offmap")
        .put("Y_buckingham", "lincoln")
        .put("Y_hastings", "rutland");
    let mut state = fight(
        p,
        13,
        7,
        &[
            "activate rutland",
            "move Y_hastings leicester",
            "activate lincoln",
            "move Y_buckingham derby",
        ],
        &[],
    );
    go(&mut state, Y, &["battle leicester"]);
    go(&mut state, L, &["pass L_henry_vi"]);
    roll(&mut state, Y, "fire Y_hastings", &[1, 6, 6]);
    assert_eq!(state.loc[block("L_henry_vi")], Location::Dead);
    assert_eq!(state.king, None);
    assert_eq!(state.royal, L);
    go(&mut state, Y, &["done", "battle derby"]);
    // Somerset is the senior royal heir in play but not the King: no treachery roll;
    // the crown of Derby still counts for him (A2 + 1).
    assert_eq!(turn_of(&state), L);
    let somerset = options(&state, L);
    assert!(somerset.contains(&"charge L_somerset Y_buckingham".into()));
    assert!(!somerset.iter().any(|a| a.starts_with("treachery")));
    assert_eq!(fp(&state, "L_somerset"), 3);
}

#[test]
fn rule_6_83_to_6_86_where_eliminated_blocks_go() {
    let mut p = arena();
    for (b, a) in [
        ("L_stanley", "derby"),
        ("Y_warwick", "kent"),
        ("L_oxford", "essex"),
        ("Y_canterbury_church", "kent"),
        ("Y_london_levy", "middlesex"),
        ("L_bombard", "essex"),
        ("R_rebel", "powys"),
        ("L_welsh", "pembroke"),
        ("Y_burgundian", "kent"),
    ] {
        p.put(b, a);
    }
    let mut state = cards_phase(p);
    for (b, to) in [
        ("L_stanley", Location::PoolDown),
        ("Y_warwick", Location::Dead),
        ("L_oxford", Location::Dead),
        ("Y_canterbury_church", Location::PoolDown),
        ("Y_london_levy", Location::PoolDown),
        ("L_bombard", Location::PoolDown),
        ("R_rebel", Location::PoolDown),
        ("L_welsh", Location::PoolDown),
        ("Y_burgundian", Location::HomeDown),
    ] {
        state.eliminate(block(b));
        assert_eq!(state.loc[block(b)], to, "{b}");
    }
    assert_eq!(state.minors_owed, BySide::new(0, 0));
}

#[test]
fn rule_6_82_each_heir_killed_owes_his_house_a_minor() {
    let mut p = arena();
    p.put("Y_rutland", "kent")
        .put("Y_clarence", "offmap")
        .put("L_clarence", "essex")
        .put("L_somerset", "dorset");
    let mut state = cards_phase(p);
    state.eliminate(block("Y_rutland"));
    // A turned Clarence killed is an heir death of York (9.1).
    state.eliminate(block("L_clarence"));
    state.eliminate(block("L_somerset"));
    assert_eq!(state.minors_owed, BySide::new(1, 2));
    for b in ["Y_rutland", "L_clarence", "L_somerset"] {
        assert_eq!(state.loc[block(b)], Location::Dead, "{b}");
    }
}

/// Lancaster's Welsh (3 steps) attacks Kent, held by York's Burgundian at `steps`.
fn welsh_attacks(steps: u8) -> State {
    let mut p = arena();
    p.put("L_welsh", "sussex")
        .put_steps("Y_burgundian", "kent", steps);
    let mut state = fight(p, 7, 13, &["activate sussex", "move L_welsh kent"], &[]);
    go(&mut state, L, &["battle kent"]);
    state
}

#[test]
fn ec_37_mercenary_elimination() {
    let mut state = welsh_attacks(1);
    roll(&mut state, Y, "fire Y_burgundian", &[6]);
    roll(&mut state, L, "fire L_welsh", &[1, 6, 6]);
    // Face-down in Calais: not on the map, not counted there.
    assert_eq!(state.loc[block("Y_burgundian")], Location::HomeDown);
    assert_eq!(state.area_of(block("Y_burgundian")), None);
    assert!(
        !state
            .blocks_in(area("calais"))
            .contains(block("Y_burgundian"))
    );
    assert_eq!(state.count_in(area("calais")).york, 5);
    // The Welsh go face-down to Lancaster's pool.
    let mut state = welsh_attacks(3);
    roll(&mut state, Y, "fire Y_burgundian", &[1, 2, 3]);
    assert_eq!(state.loc[block("L_welsh")], Location::PoolDown);
}

#[test]
fn ec_25_four_kills_suffice_after_a_turned_heir() {
    let mut p = arena();
    p.put("Y_york", "dead")
        .put("Y_march", "dead")
        .put("Y_rutland", "dead")
        .put("Y_clarence", "offmap")
        .put("L_clarence", "france")
        .put_steps("Y_gloucester", "leicester", 1)
        .put("L_oxford", "oxford");
    let mut state = fight(
        p,
        7,
        13,
        &["activate oxford", "move L_oxford leicester"],
        &[],
    );
    go(&mut state, L, &["battle leicester"]);
    roll(&mut state, L, "fire L_oxford", &[1, 6, 6]);
    assert_eq!(
        state.outcome,
        Some(Victory {
            winner: L,
            reason: VictoryReason::Heirs
        })
    );
    assert_eq!(state.phase, Phase::Over);
}

#[test]
fn ec_25_variant_clarence_turned_back_keeps_york_alive() {
    let mut p = arena();
    p.put("Y_york", "dead")
        .put("Y_march", "dead")
        .put("Y_rutland", "dead")
        .put("Y_clarence", "offmap")
        .put("L_clarence", "oxford")
        .put("L_oxford", "oxford")
        .put("L_somerset", "oxford")
        .put_steps("Y_gloucester", "leicester", 1)
        .put("Y_hastings", "leicester");
    let mut state = fight(
        p,
        7,
        13,
        &[
            "activate oxford",
            "move L_clarence leicester",
            "move L_oxford leicester",
            "move L_somerset leicester",
        ],
        &[],
    );
    go(&mut state, L, &["battle leicester"]);
    go(&mut state, L, &["pass L_oxford", "pass L_somerset"]);
    // The Pretender Gloucester wins Clarence back: he is York's heir again.
    roll(&mut state, Y, "treachery Y_gloucester L_clarence", &[2]);
    assert_eq!(at(&state, "Y_clarence"), Some(area("leicester")));
    go(&mut state, Y, &["pass Y_hastings"]);
    // Round 2: Somerset charges and kills Gloucester; the game goes on.
    assert_eq!(fought(&state).round, 2);
    roll(&mut state, L, "charge L_somerset Y_gloucester", &[1, 6, 6]);
    assert_eq!(state.loc[block("Y_gloucester")], Location::Dead);
    assert_eq!(state.outcome, None);
    assert_eq!(state.pretender(), Some(block("Y_clarence")));
}
