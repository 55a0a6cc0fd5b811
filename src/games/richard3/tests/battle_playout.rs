//! Random games through many battles (6.0–6.9): every kind of battle decision comes up,
//! the battle bookkeeping stays consistent, and no battle reaches a dead end.

use super::*;

/// Counts of battle decisions seen, by verb.
#[derive(Default, Debug)]
struct Seen {
    battle: usize,
    treason: usize,
    fire: usize,
    pass: usize,
    retreat: usize,
    charge: usize,
    treachery: usize,
    hit: usize,
    regroup: usize,
    round_4: usize,
}

/// Rule 6.x invariants between two decisions.
fn check(state: &State) {
    let fighting = matches!(
        state.phase,
        Phase::Treason { .. } | Phase::BattleTurn { .. } | Phase::TakeHit { .. }
    );
    if fighting {
        let battle = state.battle.as_ref().expect("a battle while fighting");
        assert!((1..=4).contains(&battle.round) || matches!(state.phase, Phase::Treason { .. }));
        // A battle in progress is contested (6.2: it ends when one house is left).
        let count = state.count_in(battle.area);
        assert!(count.lancaster > 0 && count.york > 0, "{:?}", state.phase);
    }
    if matches!(state.phase, Phase::Regroup { .. }) {
        let battle = state.battle.as_ref().expect("a battle while regrouping");
        let count = state.count_in(battle.area);
        assert!(count.lancaster == 0 || count.york == 0);
        // No reserves once the battle is over (6.7).
        assert!((state.reserve.0 & state.blocks_in(battle.area).0) == 0);
    }
    if matches!(state.phase, Phase::PickBattle) {
        assert!(state.battle.is_none());
        assert!(!state.contested_areas().is_empty());
    }
    if matches!(state.phase, Phase::Cards) {
        assert!(state.contested_areas().is_empty());
    }
}

fn random_game(seed: u8, seen: &mut Seen) {
    let options = Options::default();
    let game_seed = Seed([seed; 32]);
    let mut state = Richard3::setup(&options, &mut Dice::for_move(&game_seed, 0)).unwrap();
    let mut pick = Dice::for_move(&Seed([seed.wrapping_add(50); 32]), 0);
    for n in 1..6_000u64 {
        if state.outcome.is_some() {
            break;
        }
        let seats = Richard3::to_act(&state);
        let seat = seats[pick.below(seats.len() as u32) as usize];
        let legal = Richard3::actions(&state, seat);
        assert!(!legal.is_empty(), "no action in {:?}", state.phase);
        // Prefer acting over ending a phase, so armies meet.
        let mut action = legal[pick.below(legal.len() as u32) as usize];
        if action == Action::Done && legal.len() > 1 && pick.below(4) > 0 {
            action = legal[pick.below(legal.len() as u32) as usize];
        }
        match action {
            Action::Battle(_) => seen.battle += 1,
            Action::Treason(_) => seen.treason += 1,
            Action::Fire(_) => seen.fire += 1,
            Action::Pass(_) => seen.pass += 1,
            Action::Retreat(..) => seen.retreat += 1,
            Action::Charge(..) => seen.charge += 1,
            Action::Treachery(..) => seen.treachery += 1,
            Action::Hit(_) => seen.hit += 1,
            Action::Regroup(..) => seen.regroup += 1,
            _ => {}
        }
        if state.battle.as_ref().is_some_and(|b| b.round == 4) {
            seen.round_4 += 1;
        }
        Richard3::apply(
            &mut state,
            seat,
            &action,
            &mut Dice::for_move(&game_seed, n),
        )
        .unwrap_or_else(|e| panic!("{action} refused though listed: {e}"));
        check(&state);
    }
}

#[test]
fn random_battles_reach_every_decision_of_6_x() {
    let mut seen = Seen::default();
    for seed in 0..24 {
        random_game(seed, &mut seen);
    }
    let counts = [
        seen.battle,
        seen.fire,
        seen.pass,
        seen.retreat,
        seen.charge,
        seen.treachery,
        seen.hit,
        seen.regroup,
        seen.round_4,
    ];
    assert!(counts.iter().all(|c| *c > 0), "{seen:?}");
}
