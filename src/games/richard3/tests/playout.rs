//! Random complete games (the RULES issue's requirement): every scenario, both redeal
//! options, played by random offered actions through the [`Rules`] trait. No panic; a
//! seat asked to act always has an action; every game ends by the rules (9.0) within a
//! step bound; every offered action applies; actions not offered are refused and change
//! nothing; replaying the log from the setup reaches the live state; the state survives a
//! JSON round trip.
//!
//! `cargo test` plays 2,000 games per scenario, one test per scenario so they run side by
//! side (about 11 s each on one core of the test profile, which optimises our crate a
//! little); a longer run of 10,000 per scenario is `#[ignore]`d:
//! `cargo test --lib richard3 -- --ignored`.

use std::collections::BTreeMap;

use super::*;

/// No game needs more decisions than this (3 campaigns of 7 turns; the longest random
/// games seen take about 2,000).
pub(super) const STEP_BOUND: usize = 20_000;

/// The scenarios of §13.
pub(super) const SCENARIOS: [ScenarioId; 3] = [
    ScenarioId::WarsOfTheRoses,
    ScenarioId::Kingmaker,
    ScenarioId::RichardIii,
];

/// One random game: its options, seed and log, and the state it ended in.
pub(super) struct Played {
    /// The options it was set up with.
    pub options: Options,
    /// The game's seed.
    pub seed: Seed,
    /// Every decision, in order (move `i + 1` of the game).
    pub log: Vec<(Seat, Action)>,
    /// The last state.
    pub state: State,
}

/// The options of game `n` of `scenario`: the redeal option alternates.
pub(super) fn options_of(scenario: ScenarioId, n: u32) -> Options {
    Options {
        scenario,
        redeal: if n.is_multiple_of(2) {
            Redeal::Ask
        } else {
            Redeal::Auto
        },
    }
}

/// The seed of game `n` of `scenario`.
fn seed_of(scenario: ScenarioId, n: u32, salt: u8) -> Seed {
    let mut bytes = [salt; 32];
    bytes[..4].copy_from_slice(&n.to_le_bytes());
    bytes[4] = scenario as u8;
    Seed(bytes)
}

/// Plays game `n` of `scenario` to its end by random offered actions, calling `each`
/// with the state before, the seat, the action and the state after every decision.
/// Asserts on the way that a seat to act has an action and that offered actions apply.
pub(super) fn random_game(
    scenario: ScenarioId,
    n: u32,
    mut each: impl FnMut(&State, Seat, &Action, &State),
) -> Played {
    let options = options_of(scenario, n);
    let seed = seed_of(scenario, n, 0);
    let mut pick = Dice::for_move(&seed_of(scenario, n, 1), 0);
    let mut state = Richard3::setup(&options, &mut Dice::for_move(&seed, 0)).unwrap();
    let mut log = Vec::new();
    while state.outcome.is_none() {
        assert!(
            log.len() < STEP_BOUND,
            "{scenario:?} game {n}: no end after {STEP_BOUND} decisions"
        );
        let seats = Richard3::to_act(&state);
        assert!(!seats.is_empty(), "nobody to act in {:?}", state.phase);
        for seat in &seats {
            assert!(
                !Richard3::actions(&state, *seat).is_empty(),
                "{seat:?} must act but has no action in {:?}",
                state.phase
            );
        }
        let seat = seats[pick.below(seats.len() as u32) as usize];
        let legal = Richard3::actions(&state, seat);
        // Prefer doing things over ending a phase, so that armies meet.
        let mut action = legal[pick.below(legal.len() as u32) as usize];
        if action == Action::Done && legal.len() > 1 && pick.below(4) > 0 {
            action = legal[pick.below(legal.len() as u32) as usize];
        }
        let before = state.clone();
        let seq = log.len() as u64 + 1;
        Richard3::apply(&mut state, seat, &action, &mut Dice::for_move(&seed, seq))
            .unwrap_or_else(|e| panic!("{action} was offered but refused: {e}"));
        log.push((seat, action));
        each(&before, seat, &action, &state);
    }
    Played {
        options,
        seed,
        log,
        state,
    }
}

/// Actions that are probably not offered now: every verb with random ids, and each
/// offered action with another block or area.
fn strangers(state: &State, pick: &mut Dice) -> Vec<Action> {
    use Action::*;
    let mut block = || BlockId(pick.below(data::BLOCKS as u32) as u8);
    let (b, t) = (block(), block());
    let a = AreaId(pick.below(36) as u8);
    let c = CardId(pick.below(25) as u8);
    let mut out = vec![
        Redeal,
        Keep,
        Redraw,
        Decline,
        Done,
        Play(c),
        Activate(a),
        Muster(a),
        Plague(a),
        Battle(a),
        Move(b, a),
        Sea(b, a),
        Recruit(b, a),
        Retreat(b, a),
        Regroup(b, a),
        Enter(b, a),
        Home(b, a),
        Treason(b),
        Fire(b),
        Pass(b),
        Hit(b),
        Execute(b),
        Spare(b),
        Lose(b),
        Surplus(b),
        Charge(b, t),
        Treachery(b, t),
    ];
    for seat in Richard3::to_act(state) {
        for offered in Richard3::actions(state, seat) {
            out.push(match offered {
                Move(_, a) => Move(t, a),
                Sea(x, _) => Sea(x, a),
                Recruit(_, a) => Recruit(t, a),
                Fire(_) => Fire(t),
                Hit(_) => Hit(t),
                Retreat(x, _) => Retreat(x, a),
                Regroup(_, a) => Regroup(t, a),
                Lose(_) => Lose(t),
                Home(x, _) => Home(x, a),
                Charge(x, _) => Charge(x, t),
                Treachery(x, _) => Treachery(x, t),
                other => other,
            });
        }
    }
    out
}

/// An action not offered to a seat is refused by `apply` and leaves the state as it was
/// (also for the seat that is not to act).
fn check_refusals(state: &State, pick: &mut Dice) {
    for seat in [Seat(0), Seat(1)] {
        let offered = Richard3::actions(state, seat);
        for action in strangers(state, pick) {
            if offered.contains(&action) {
                continue;
            }
            let mut after = state.clone();
            let result = Richard3::apply(&mut after, seat, &action, &mut Dice::scripted(&[]));
            assert!(result.is_err(), "{action} applied though not offered");
            assert_eq!(&after, state, "the refused {action} changed the state");
        }
    }
}

/// Every action offered now applies through the checked path.
fn check_offered(state: &State, seed: &Seed) {
    for seat in Richard3::to_act(state) {
        for action in Richard3::actions(state, seat) {
            let mut after = state.clone();
            Richard3::apply(&mut after, seat, &action, &mut Dice::for_move(seed, 1))
                .unwrap_or_else(|e| panic!("{action} offered but refused: {e}"));
        }
    }
}

/// How games ended, per scenario.
#[derive(Default, Debug)]
struct Ends {
    heirs: BTreeMap<&'static str, usize>,
    crown: BTreeMap<&'static str, usize>,
    longest: usize,
    decisions: usize,
}

/// Plays `games` games of each of `scenarios` with every check; returns how they ended.
fn playouts(scenarios: &[ScenarioId], games: u32) -> Ends {
    let mut ends = Ends::default();
    for &scenario in scenarios {
        for n in 0..games {
            let mut pick = Dice::for_move(&seed_of(scenario, n, 2), 0);
            let mut sampled = 0usize;
            let played = random_game(scenario, n, |_, _, action, after| {
                sampled += 1;
                if sampled.is_multiple_of(61) {
                    check_refusals(after, &mut pick);
                    check_offered(after, &Seed([3; 32]));
                }
                if sampled.is_multiple_of(157) || matches!(action, Action::Battle(_)) {
                    let json = serde_json::to_string(after).unwrap();
                    assert_eq!(&serde_json::from_str::<State>(&json).unwrap(), after);
                }
            });
            // The log replayed from the setup reaches the same state.
            let mut replay =
                Richard3::setup(&played.options, &mut Dice::for_move(&played.seed, 0)).unwrap();
            for (i, (seat, action)) in played.log.iter().enumerate() {
                let dice = &mut Dice::for_move(&played.seed, i as u64 + 1);
                Richard3::apply(&mut replay, *seat, action, dice).unwrap();
            }
            assert_eq!(
                replay, played.state,
                "{scenario:?} game {n}: replay differs"
            );
            let json = serde_json::to_string(&played.state).unwrap();
            assert_eq!(serde_json::from_str::<State>(&json).unwrap(), played.state);
            let victory = played.state.outcome.expect("the game ended");
            let tally = match victory.reason {
                VictoryReason::Heirs => &mut ends.heirs,
                VictoryReason::Crown => &mut ends.crown,
            };
            *tally.entry(scenario.id()).or_default() += 1;
            ends.longest = ends.longest.max(played.log.len());
            ends.decisions += played.log.len();
        }
    }
    ends
}

/// 2,000 complete games of `scenario`, each ending by the rules.
fn two_thousand(scenario: ScenarioId) {
    let ends = playouts(&[scenario], 2_000);
    eprintln!("richard3 playouts: {ends:?}");
    let id = scenario.id();
    let n = ends.heirs.get(id).unwrap_or(&0) + ends.crown.get(id).unwrap_or(&0);
    assert_eq!(n, 2_000, "{id}");
}

#[test]
fn random_games_2000_of_the_full_game_end_by_the_rules_9_0() {
    two_thousand(ScenarioId::WarsOfTheRoses);
}

#[test]
fn random_games_2000_of_kingmaker_end_by_the_rules_9_0() {
    two_thousand(ScenarioId::Kingmaker);
}

#[test]
fn random_games_2000_of_richard_iii_end_by_the_rules_9_0() {
    two_thousand(ScenarioId::RichardIii);
}

#[test]
#[ignore = "10,000 games per scenario: a longer run"]
fn random_games_10000_per_scenario_9_0() {
    let ends = playouts(&SCENARIOS, 10_000);
    eprintln!("richard3 playouts: {ends:?}");
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let state = actions(base(), 20, 7);
    for text in [
        "play 7",
        "battle kent",
        "move L_henry_vi oxford",
        "recruit Y_bombard kent",
    ] {
        let mut after = state.clone();
        let seat = seat_of(acting(&state));
        assert!(
            Richard3::apply(&mut after, seat, &act(text), &mut dice()).is_err(),
            "{text}"
        );
        assert_eq!(after, state);
    }
}
