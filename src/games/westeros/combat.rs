//! Combat (§5, §10.6–§10.11): who may attack whom, the number of dice, resolving an attack
//! step by step (roll, flank reroll, hits, morale results and retreats, engagement,
//! advance and pursue) and the free attacks on an engaged unit that leaves its hex.
//!
//! An attack waits for a decision at three points only: a flank reroll (the attacker), a
//! retreat with two legal hexes (the target's owner) and an advance (the attacker). The
//! attack's progress is kept in [`State::strike`] meanwhile; everything else of §10.9 is
//! automatic (§15).

use crate::engine::Dice;

use super::board::{AttackKind, Hex, terrain_dice};
use super::command;
use super::data::{CATALOG, Face, Keyword, RANGED_MIN_DISTANCE, Side, UnitId};
use super::state::{AttackRoll, Pending, Place, Roll, State, Strike, StrikeKind};
use super::victory;

/// One roll of the combat die (§5).
fn die(dice: &mut Dice) -> Face {
    CATALOG.dice.face(dice.roll(8) as u8)
}

/// The enemy units on the board next to `hex`.
fn enemies_next_to(state: &State, side: Side, hex: Hex) -> impl Iterator<Item = UnitId> + '_ {
    hex.neighbours()
        .iter()
        .filter_map(|n| state.unit_on(n))
        .filter(move |u| u.side() != side)
}

/// The hexes holding a unit (both sides, lone commanders too): they block moves and LOS.
pub fn occupied(state: &State) -> super::board::HexSet {
    let mut set = super::board::HexSet::EMPTY;
    for unit in &state.units {
        if let Some(hex) = unit.hex() {
            set.insert(hex);
        }
    }
    set
}

/// Whether `unit` can attack at all: it has figures and melee dice (§4.4: a lone commander
/// never attacks).
fn can_attack(state: &State, unit: UnitId) -> bool {
    state.unit(unit).has_figures() && unit.info().melee > 0
}

/// The targets `attacker` may attack now (§10.6, §10.7); `melee_only` for a pursuit
/// attack (§10.11).
pub fn targets(state: &State, attacker: UnitId, melee_only: bool) -> Vec<UnitId> {
    let Some(from) = state.unit(attacker).hex() else {
        return Vec::new();
    };
    if !can_attack(state, attacker) {
        return Vec::new();
    }
    let side = attacker.side();
    let mut targets: Vec<UnitId> = enemies_next_to(state, side, from).collect();
    let info = attacker.info();
    let shooting = !melee_only && info.can_shoot();
    // §10.7: no shooting while adjacent to any enemy unit.
    if shooting && targets.is_empty() {
        let blocking = occupied(state);
        targets.extend(UnitId::all().filter(|t| {
            let unit = state.unit(*t);
            let Some(to) = unit.hex() else { return false };
            let distance = from.distance(to);
            t.side() != side
                && unit.engaged.is_empty()
                && (i32::from(RANGED_MIN_DISTANCE)..=i32::from(info.range)).contains(&distance)
                && super::board::has_line_of_sight(from, to, blocking)
        }));
    }
    targets.sort();
    targets
}

/// Dice for a melee attack (ordered, pursuit or free) by `attacker` on `target` (§10.8);
/// `card_bonus` is the printed card's melee bonus (0 for a free attack).
pub fn melee_dice(state: &State, attacker: UnitId, target: UnitId, card_bonus: u8) -> u8 {
    let info = attacker.info();
    let (from, to) = hexes(state, attacker, target);
    let mut dice = i16::from(info.melee) + i16::from(card_bonus);
    if info.is_reduced(state.unit(attacker).figures) {
        dice -= 1;
    }
    dice += i16::from(terrain_dice(
        AttackKind::Melee,
        from,
        to,
        info.has(Keyword::Woodland),
    ));
    dice.max(1) as u8
}

/// Dice for a ranged attack by `shooter` on `target` (§10.8).
pub fn ranged_dice(state: &State, shooter: UnitId, target: UnitId) -> u8 {
    let info = shooter.info();
    let (from, to) = hexes(state, shooter, target);
    let order = state.order.as_ref();
    let card = order.and_then(|o| o.printed_card());
    let mut dice = i16::from(info.ranged_dice) + i16::from(card.map_or(0, |c| c.ranged_bonus));
    if info.is_reduced(state.unit(shooter).figures) {
        dice -= 1;
    }
    let moved = order.is_some_and(|o| o.moved.contains(&shooter));
    if moved && !card.is_some_and(|c| c.ignore_moved_penalty) {
        dice -= 1;
    }
    dice += i16::from(terrain_dice(AttackKind::Ranged, from, to, false));
    dice.max(1) as u8
}

fn hexes(state: &State, a: UnitId, b: UnitId) -> (Hex, Hex) {
    let hex = |u: UnitId| state.unit(u).hex().expect("both units are on the board");
    (hex(a), hex(b))
}

/// What a roll scores against `target`'s rank (§5): hits and morale results.
fn score(target: UnitId, dice: &[Face]) -> (u8, u8) {
    let rank = target.info().rank;
    let hits = dice.iter().filter(|f| rank.is_hit_by(**f)).count() as u8;
    let morale = dice.iter().filter(|f| **f == Face::Morale).count() as u8;
    (hits, morale)
}

fn attack_roll(attacker: UnitId, target: UnitId, dice: &[Face]) -> AttackRoll {
    let (hits, morale) = score(target, dice);
    AttackRoll {
        attacker,
        target,
        dice: dice.to_vec(),
        hits,
        morale,
    }
}

/// Whether a melee attack on `target` by `attacker` is a flank attack (§10.10): the target
/// is engaged with a friendly unit other than the attacker.
fn is_flank(state: &State, attacker: UnitId, target: UnitId) -> bool {
    state
        .unit(target)
        .engaged
        .iter()
        .any(|u| *u != attacker && u.side() == attacker.side())
}

/// `attacker` (ordered, with an attack left) attacks `target` (§10.9): the roll, then a
/// flank reroll decision or the rest of the resolution.
pub fn attack(state: &mut State, attacker: UnitId, target: UnitId, dice: &mut Dice) {
    let from = state
        .unit(attacker)
        .hex()
        .expect("the attacker is on the board");
    let hex = state
        .unit(target)
        .hex()
        .expect("the target is on the board");
    let order = state.order.as_mut().expect("an attack belongs to an order");
    if let Some(left) = order.attacks_left.iter_mut().find(|(u, _)| *u == attacker) {
        left.1 -= 1;
    }
    let pursuit = order.pursuing.contains(&attacker);
    order.pursuing.retain(|u| *u != attacker);
    let kind = if from.is_adjacent(hex) {
        StrikeKind::Melee
    } else {
        StrikeKind::Ranged
    };
    let count = match kind {
        StrikeKind::Ranged => ranged_dice(state, attacker, target),
        _ => {
            let bonus = order_card_melee_bonus(state);
            melee_dice(state, attacker, target, bonus)
        }
    };
    let faces: Vec<Face> = (0..count).map(|_| die(dice)).collect();
    let roll = attack_roll(attacker, target, &faces);
    let all_hit = usize::from(roll.hits) == faces.len();
    state.rolls.push(match kind {
        StrikeKind::Ranged => Roll::Ranged(roll),
        _ => Roll::Melee(roll),
    });
    let flank = kind == StrikeKind::Melee && is_flank(state, attacker, target);
    state.strike = Some(Strike {
        kind,
        attacker,
        target,
        hex,
        pursuit,
        dice: faces,
        lone_hits: 0,
    });
    if flank && !all_hit {
        state.pending = Pending::Reroll;
    } else {
        resolve(state, dice);
    }
}

fn order_card_melee_bonus(state: &State) -> u8 {
    state
        .order
        .as_ref()
        .and_then(|o| o.printed_card())
        .map_or(0, |c| c.melee_bonus)
}

/// The faces a flank reroll may name: each face shown, in the order first shown (§10.10).
pub fn reroll_faces(state: &State) -> Vec<Face> {
    let mut faces = Vec::new();
    for face in state.strike.iter().flat_map(|s| s.dice.iter()) {
        if !faces.contains(face) {
            faces.push(*face);
        }
    }
    faces
}

/// The flank attacker rerolls every die showing `face` (left to right, in place), or keeps
/// the roll (`None`); then the attack is resolved.
pub fn reroll(state: &mut State, face: Option<Face>, dice: &mut Dice) {
    if let Some(face) = face {
        let strike = state
            .strike
            .as_mut()
            .expect("a reroll belongs to an attack");
        for slot in strike.dice.iter_mut().filter(|f| **f == face) {
            *slot = die(dice);
        }
        let roll = Roll::Reroll {
            attacker: strike.attacker,
            target: strike.target,
            face,
            dice: strike.dice.clone(),
        };
        state.rolls.push(roll);
    }
    resolve(state, dice);
}

/// What hits did to a target (§10.9 step 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Struck {
    /// It stands, with figures or as an uncaptured lone commander.
    Stands,
    /// Its last figure went and its commander stays: the rest of the attack is lost.
    LeftLone,
    /// Eliminated or captured: it left the board.
    Removed,
}

/// `hits` on `target` (§10.9 step 3); `lone_hits` counts a lone commander's hits in this
/// attack (§10.9 step 4: blocked retreats add to them).
fn take_hits(state: &mut State, target: UnitId, hits: u8, lone_hits: &mut u8) -> Struck {
    if hits == 0 {
        return Struck::Stands;
    }
    let side = target.side();
    let unit = state.unit_mut(target);
    if unit.lone {
        *lone_hits += hits;
        let rating = target.commander().map_or(1, |c| c.capture_rating);
        if *lone_hits < rating {
            return Struck::Stands;
        }
        remove(state, target, Place::Captured);
        let commander = state.commanders.iter_mut().find(|c| c.unit == target);
        if let Some(commander) = commander {
            commander.captured = true;
        }
        state.sides[side.opponent()].vp += CATALOG.vp.commander_captured;
        state.sides[side].change_morale(-(CATALOG.morale.loss_commander_captured as i8));
        return Struck::Removed;
    }
    unit.figures = unit.figures.saturating_sub(hits);
    if unit.figures > 0 {
        return Struck::Stands;
    }
    state.sides[side.opponent()].vp += CATALOG.vp.unit_eliminated;
    let loss = CATALOG.morale.loss_unit_eliminated.of(target.info().rank);
    state.sides[side].change_morale(-(loss as i8));
    if target.commander().is_some() {
        state.unit_mut(target).lone = true;
        Struck::LeftLone
    } else {
        remove(state, target, Place::Eliminated);
        Struck::Removed
    }
}

/// `unit` leaves the board for good; its engagements end.
fn remove(state: &mut State, unit: UnitId, place: Place) {
    disengage(state, unit);
    let gone = state.unit_mut(unit);
    gone.place = place;
    gone.figures = 0;
    gone.active = false;
}

/// Every engagement of `unit` ends (§10.10).
pub fn disengage(state: &mut State, unit: UnitId) {
    let partners = std::mem::take(&mut state.unit_mut(unit).engaged);
    for partner in partners {
        state.unit_mut(partner).engaged.retain(|u| *u != unit);
    }
}

fn engage(state: &mut State, a: UnitId, b: UnitId) {
    for (x, y) in [(a, b), (b, a)] {
        let engaged = &mut state.unit_mut(x).engaged;
        if !engaged.contains(&y) {
            engaged.push(y);
            engaged.sort();
        }
    }
}

/// `unit` moves to `hex` (a move, retreat or advance): its engagements end.
pub fn relocate(state: &mut State, unit: UnitId, hex: Hex) {
    disengage(state, unit);
    state.unit_mut(unit).place = Place::Board(hex);
}

/// §10.9 steps 2–4 for the attack in [`State::strike`]: hits, then the morale results one
/// at a time, stopping at a retreat choice.
fn resolve(state: &mut State, dice: &mut Dice) {
    let mut strike = state.strike.take().expect("an attack is being resolved");
    let (hits, morale) = score(strike.target, &strike.dice);
    let struck = take_hits(state, strike.target, hits, &mut strike.lone_hits);
    if struck != Struck::Stands && victory::check_immediate_loss(state) {
        return;
    }
    let mut results = if struck == Struck::Stands { morale } else { 0 };
    if results > 0 && strike.target.info().has(Keyword::Stalwart) {
        results -= 1;
    }
    state.strike = Some(strike);
    morale_results(state, results, dice);
}

/// The legal retreat hexes of `unit` (§10.9 step 4): its retreat pair, not river, empty.
pub fn retreat_options(state: &State, unit: UnitId) -> Vec<Hex> {
    let Some(hex) = state.unit(unit).hex() else {
        return Vec::new();
    };
    let blocked = occupied(state);
    hex.retreat_pair(unit.side())
        .iter()
        .filter(|h| h.is_enterable() && !blocked.contains(*h))
        .collect()
}

/// §10.9 step 4: `results` morale results on the target, one at a time: two legal hexes
/// ask its owner, one is taken, none is a hit. Then steps 5 and 6.
fn morale_results(state: &mut State, mut results: u8, dice: &mut Dice) {
    let target = state.strike.as_ref().expect("an attack").target;
    while results > 0 {
        let options = retreat_options(state, target);
        match options.as_slice() {
            [_, _] => {
                state.pending = Pending::Retreat {
                    unit: target,
                    results_left: results,
                    options,
                };
                return;
            }
            [hex] => relocate(state, target, *hex),
            _ => {
                let mut strike = state.strike.take().expect("an attack");
                let struck = take_hits(state, target, 1, &mut strike.lone_hits);
                state.strike = Some(strike);
                if struck != Struck::Stands {
                    if victory::check_immediate_loss(state) {
                        state.strike = None;
                        return;
                    }
                    break;
                }
            }
        }
        results -= 1;
    }
    after_results(state, dice);
}

/// The target's owner retreats it to `hex`, one of the two offered; the other morale
/// results follow.
pub fn retreat(state: &mut State, hex: Hex, dice: &mut Dice) {
    let Pending::Retreat {
        unit, results_left, ..
    } = state.pending
    else {
        panic!("a retreat is chosen only in the retreat step");
    };
    relocate(state, unit, hex);
    morale_results(state, results_left - 1, dice);
}

/// §10.9 steps 5 and 6: engagement and advance after a melee attack; then the attack step
/// goes on.
fn after_results(state: &mut State, dice: &mut Dice) {
    let strike = state.strike.clone().expect("an attack");
    if strike.kind == StrikeKind::Melee {
        let target_there = state.unit(strike.target).hex() == Some(strike.hex);
        if target_there {
            engage(state, strike.attacker, strike.target);
        }
        let info = strike.attacker.info();
        let keyword = info.has(Keyword::Advance) || info.has(Keyword::Pursue);
        let advanced_before = state
            .order
            .as_ref()
            .is_some_and(|o| o.advanced.contains(&strike.attacker));
        if !target_there
            && state.unit_on(strike.hex).is_none()
            && keyword
            && !strike.pursuit
            && !advanced_before
            && state.unit(strike.attacker).has_figures()
        {
            state.pending = Pending::Advance {
                unit: strike.attacker,
                hex: strike.hex,
                pursue: info.has(Keyword::Pursue),
            };
            return;
        }
    }
    state.strike = None;
    command::back_to_attacks(state, dice);
}

/// The attacker moves into the emptied hex (`true`) or stays (§10.11). Advancing is leaving
/// a hex: free attacks first; a pursuer that arrives gains its pursuit attack.
pub fn advance(state: &mut State, go: bool, dice: &mut Dice) {
    let Pending::Advance { unit, hex, pursue } = state.pending else {
        panic!("an advance is chosen only in the advance step");
    };
    state.strike = None;
    if go {
        if let Some(order) = state.order.as_mut() {
            order.advanced.push(unit);
        }
        if !leave_hex(state, unit, dice) {
            if state.is_over() {
                return;
            }
        } else {
            relocate(state, unit, hex);
            if pursue && let Some(order) = state.order.as_mut() {
                match order.attacks_left.iter_mut().find(|(u, _)| *u == unit) {
                    Some(left) => left.1 += 1,
                    None => order.attacks_left.push((unit, 1)),
                }
                order.pursuing.push(unit);
            }
        }
    }
    command::back_to_attacks(state, dice);
}

/// An engaged `unit` is about to leave its hex by a move, advance or pursue (§10.10): every
/// enemy engaged with it makes a free attack, in ascending id order, hits only. Returns
/// whether it may leave (it kept its figures, or as a lone commander was not captured); a
/// unit that may not leave stops acting in this order (§10.4).
pub fn leave_hex(state: &mut State, unit: UnitId, dice: &mut Dice) -> bool {
    let attackers: Vec<UnitId> = state.unit(unit).engaged.clone();
    for attacker in attackers {
        if !can_attack(state, attacker) {
            continue;
        }
        let count = melee_dice(state, attacker, unit, 0);
        let faces: Vec<Face> = (0..count).map(|_| die(dice)).collect();
        let roll = attack_roll(attacker, unit, &faces);
        let hits = roll.hits;
        state.rolls.push(Roll::Free(roll));
        let mut lone_hits = 0;
        match take_hits(state, unit, hits, &mut lone_hits) {
            Struck::Stands => {}
            Struck::LeftLone | Struck::Removed => {
                if let Some(order) = state.order.as_mut() {
                    order.stop(unit);
                }
                victory::check_immediate_loss(state);
                return false;
            }
        }
    }
    true
}
