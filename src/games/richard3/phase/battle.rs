//! The battle phase (6.0–6.9). Player 1 picks each contested area in turn (6.1); before
//! round 1 the Treason player may roll (5.1, 6.9); then up to four rounds of battle
//! turns in initiative order (6.2), with reserves (6.3), hits (6.4), heir charges (6.5),
//! retreats (6.6) and treachery (6.9); the winner regroups (6.7). Eliminations follow
//! 6.8 through [`State::eliminate`]. After the last battle the supply phase begins.
//!
//! Fire, charges and treachery rolls are in `combat`; where hits land and what a charge
//! or a defection leads to in `hits`; retreat and regroup destinations in `retreat`.

mod combat;
mod hits;
mod retreat;

pub use combat::{firepower, treachery_dice};

use crate::engine::{Dice, Illegal};
use crate::msg;

use super::super::action::Action;
use super::super::data::{AreaId, BlockId, BlockSet, House};
use super::super::state::{Battle, Phase, State, VolleyKind};
use super::moves::attack_in;
use super::supply::enter_supply;
use combat::{
    fighting, hit_block, initiative, log_volley, may_roll, may_target, roll_hits,
    senior_heir_present, strongest, treachery_roll,
};
use hits::{charge, log_roll, place_hits, turn};
use retreat::{Leave, any_regroup, can_leave, destinations, leave_to};

/// The step after the last initiative slot of round 4, in which attackers still in the
/// area must retreat (6.2 safety rule).
const SAFETY: u8 = 8;

/// What a change in the battle area led to (6.2, 6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Settle {
    /// The battle (or the game) is over; the next decision is set.
    Ended,
    /// A side's reserves deployed at once (6.3); the volley being placed stops.
    Deployed,
    /// Nothing to do.
    Going,
}

/// The battle being fought.
fn current(state: &State) -> &Battle {
    state.battle.as_ref().expect("a battle is being fought")
}

/// The battle being fought, to change.
fn current_mut(state: &mut State) -> &mut Battle {
    state.battle.as_mut().expect("a battle is being fought")
}

/// Rule 6.1: after both action phases and after each battle, Player 1 picks the next
/// contested area; with none left the turn's battle bookkeeping is cleared and the supply
/// phase begins.
pub fn enter_battles(state: &mut State, dice: &mut Dice) {
    state.battle = None;
    if state.outcome.is_some() {
        return;
    }
    if state.contested_areas().is_empty() {
        state.reserve = BlockSet::EMPTY;
        state.attacks.clear();
        state.treason = None;
        enter_supply(state, dice);
    } else {
        state.phase = Phase::PickBattle;
    }
}

/// Rule 6.1: the battle in `area` begins: its attacker is the house that entered it
/// (6.3), its reserves are the blocks that entered as reserves. Before round 1 the
/// Treason player may roll when he has a target (6.9).
fn start_battle(state: &mut State, area: AreaId, dice: &mut Dice) {
    let attacker = attack_in(state, area)
        .map(|a| a.attacker)
        .unwrap_or(state.p1);
    let mut battle = Battle::new(area, attacker);
    battle.started_in_reserve = BlockSet(state.blocks_in(area).0 & state.reserve.0);
    state.battle = Some(battle);
    if settle(state, dice) == Settle::Ended {
        return;
    }
    if let Some(house) = state.treason
        && has_treason_target(state, house)
    {
        state.phase = Phase::Treason { house };
        return;
    }
    start_round(state, 1);
    advance(state, dice);
}

/// Rule 6.9 Treason: whether `house` has an eligible target in the battle.
fn has_treason_target(state: &State, house: House) -> bool {
    let battle = current(state);
    state
        .blocks_of_in(house.other(), battle.area)
        .iter()
        .any(|t| may_target(state, battle, house, None, t))
}

/// Rules 6.2, 6.3, 6.6: a new round. Reserves (and blocks that turned or deployed late)
/// join from round 2; every block may act again; retreat border counts start afresh.
fn start_round(state: &mut State, round: u8) {
    let area = current(state).area;
    if round >= 2 {
        state.reserve.0 &= !state.blocks_in(area).0;
    }
    let battle = current_mut(state);
    battle.round = round;
    battle.slot = 0;
    battle.acted = BlockSet::EMPTY;
    battle.crossings = [0; 8];
    if round >= 2 {
        battle.joined = BlockSet::EMPTY;
    }
}

/// Rule 6.2: the house owning the current initiative slot (defender A, attacker A, …).
fn slot_house(battle: &Battle) -> House {
    if battle.slot.is_multiple_of(2) && battle.slot < SAFETY {
        battle.defender()
    } else {
        battle.attacker
    }
}

/// Rule 6.2: the blocks that may take their battle turn in the current slot: in the
/// fight, not yet acted this round, not barred this round (6.3, 6.9), of the slot's
/// letter. After round 4, every attacking block still in the area (safety rule).
fn actors(state: &State, battle: &Battle) -> BlockSet {
    let house = slot_house(battle);
    let blocks = state.blocks_of_in(house, battle.area);
    if battle.slot == SAFETY {
        return blocks;
    }
    let mut set = BlockSet::EMPTY;
    for b in blocks.iter() {
        if !state.reserve.contains(b)
            && !battle.joined.contains(b)
            && !battle.acted.contains(b)
            && initiative(battle, b) as u8 == battle.slot / 2
        {
            set.insert(b);
        }
    }
    set
}

/// Rule 6.2: whether the blocks of `house` may only retreat now (an attacker in round 4).
fn must_retreat(battle: &Battle, house: House) -> bool {
    battle.round == 4 && house == battle.attacker
}

/// Rule 6.6: eliminates one block of `acting` that must retreat and has nowhere to go;
/// returns whether it did.
fn drop_stuck(state: &mut State, acting: BlockSet) -> bool {
    let occ = state.occupancy();
    let battle = current(state);
    let stuck = acting
        .iter()
        .find(|b| !can_leave(state, &occ, battle, *b, Leave::Retreat));
    match stuck {
        Some(b) => {
            state.eliminate(b);
            true
        }
        None => false,
    }
}

/// Rule 6.2: moves on to the next decision of the battle: the next slot with a block
/// to act, the next round, or the round-4 safety rule.
fn advance(state: &mut State, dice: &mut Dice) {
    loop {
        if state.outcome.is_some() {
            return;
        }
        let battle = current(state);
        if battle.slot == SAFETY && battle.round < 4 {
            start_round(state, battle.round + 1);
            continue;
        }
        let house = slot_house(battle);
        let acting = actors(state, battle);
        if acting.is_empty() {
            if battle.slot == SAFETY {
                // Unreachable: an attacker with no block left has lost already.
                let winner = battle.defender();
                finish(state, Some(winner), dice);
                return;
            }
            current_mut(state).slot += 1;
            continue;
        }
        if must_retreat(battle, house) && drop_stuck(state, acting) {
            if settle(state, dice) == Settle::Ended {
                return;
            }
            continue;
        }
        state.phase = Phase::BattleTurn { house };
        return;
    }
}

/// Rules 6.2, 6.3: after blocks leave the area (eliminated, defected, retreated): the
/// battle ends when only one house is left (reserves count); a side with only reserves
/// left deploys them at once (they may be hit but not act this round); if that is the
/// defender in round 1 (or before it), the roles swap (control change).
fn settle(state: &mut State, dice: &mut Dice) -> Settle {
    if state.outcome.is_some() {
        return Settle::Ended;
    }
    let area = current(state).area;
    let count = state.count_in(area);
    if count.lancaster == 0 || count.york == 0 {
        let winner = if count.lancaster > 0 {
            Some(House::Lancaster)
        } else if count.york > 0 {
            Some(House::York)
        } else {
            None
        };
        finish(state, winner, dice);
        return Settle::Ended;
    }
    let mut result = Settle::Going;
    for house in House::BOTH {
        if !fighting(state, current(state), house).is_empty() {
            continue;
        }
        let blocks = state.blocks_of_in(house, area);
        state.reserve.0 &= !blocks.0;
        let battle = current_mut(state);
        battle.joined.0 |= blocks.0;
        if battle.round <= 1 && house == battle.defender() {
            battle.attacker = house;
            // The new defender's blocks of the current letter may still act.
            battle.slot &= !1;
        }
        result = Settle::Deployed;
    }
    result
}

/// Rule 6.2: the battle is over: blocks stand as normal (no reserves), and the winner
/// regroups if he can (6.7).
fn finish(state: &mut State, winner: Option<House>, dice: &mut Dice) {
    let area = current(state).area;
    let inside = state.blocks_in(area);
    let hidden = BlockSet(inside.0 & state.reserve.0 & !current(state).defected.0);
    state.reserve.0 &= !inside.0;
    let battle = current_mut(state);
    battle.never_joined = hidden;
    battle.crossings = [0; 8];
    battle.acted = BlockSet::EMPTY;
    battle.joined = BlockSet::EMPTY;
    state.check_rescue();
    if state.outcome.is_some() {
        return;
    }
    match winner {
        Some(house) if any_regroup(state, current(state), house) => {
            state.phase = Phase::Regroup { house };
        }
        _ => close_battle(state, dice),
    }
}

/// Rule 6.1: the battle and its regroup are done; Player 1 picks the next one.
fn close_battle(state: &mut State, dice: &mut Dice) {
    let area = current(state).area;
    state.attacks.retain(|a| a.area != area);
    enter_battles(state, dice);
}

/// The legal actions of `house` in the battle phase.
pub fn legal(state: &State, house: House, out: &mut Vec<Action>) {
    match state.phase {
        Phase::PickBattle if house == state.p1 => {
            out.extend(state.contested_areas().into_iter().map(Action::Battle));
        }
        Phase::Treason { house: h } if h == house => {
            let battle = current(state);
            for t in state.blocks_of_in(house.other(), battle.area).iter() {
                if may_target(state, battle, house, None, t) {
                    out.push(Action::Treason(t));
                }
            }
            out.push(Action::Decline);
        }
        Phase::BattleTurn { house: h } if h == house => turn_actions(state, house, out),
        Phase::TakeHit { house: h, .. } if h == house => {
            let battle = current(state);
            out.extend(strongest(state, battle, house).iter().map(Action::Hit));
        }
        Phase::Regroup { house: h } if h == house => {
            let battle = current(state);
            let occ = state.occupancy();
            let mut areas = Vec::new();
            for b in state.blocks_of_in(house, battle.area).iter() {
                areas.clear();
                destinations(state, &occ, battle, b, Leave::Regroup, &mut areas);
                out.extend(areas.iter().map(|a| Action::Regroup(b, *a)));
            }
            out.push(Action::Done);
        }
        _ => {}
    }
}

/// Rules 6.2, 6.5, 6.6, 6.9: the battle turns open to `house`'s blocks in this slot:
/// fire, pass, retreat (from round 2), the senior heir's charge, a treachery roll; an
/// attacker in round 4 (and after it) only retreats.
fn turn_actions(state: &State, house: House, out: &mut Vec<Action>) {
    let battle = current(state);
    let occ = state.occupancy();
    let forced = must_retreat(battle, house);
    let senior = senior_heir_present(state, battle, house);
    let enemies = fighting(state, battle, house.other());
    let mut areas = Vec::new();
    for b in actors(state, battle).iter() {
        if !forced {
            out.push(Action::Fire(b));
            out.push(Action::Pass(b));
        }
        if battle.round >= 2 {
            areas.clear();
            destinations(state, &occ, battle, b, Leave::Retreat, &mut areas);
            out.extend(areas.iter().map(|a| Action::Retreat(b, *a)));
        }
        if forced {
            continue;
        }
        if senior == Some(b) {
            out.extend(enemies.iter().map(|t| Action::Charge(b, t)));
        }
        if may_roll(state, battle, b) {
            for t in enemies.iter() {
                if may_target(state, battle, house, Some(b), t) {
                    out.push(Action::Treachery(b, t));
                }
            }
        }
    }
}

/// Why a battle-phase action is refused, naming the rule. The words depend only on the
/// player's own blocks and on what the battle has revealed (§10).
pub fn why_illegal(state: &State, house: House, action: &Action) -> Illegal {
    match (&state.phase, *action) {
        (Phase::PickBattle, Action::Battle(a)) => {
            Illegal::new("6.1", msg!("richard3-no-battle", area = a.to_string()))
        }
        (Phase::PickBattle, _) => Illegal::new("6.1", msg!("richard3-player-one-picks")),
        (Phase::Treason { .. }, Action::Treason(t)) => Illegal::new(
            "6.9",
            msg!("richard3-not-treason-target", block = t.to_string()),
        ),
        (Phase::Treason { .. }, _) => Illegal::new("6.9", msg!("richard3-treason-roll")),
        (Phase::TakeHit { .. }, Action::Hit(b)) => {
            Illegal::new("6.4", msg!("richard3-not-strongest", block = b.to_string()))
        }
        (Phase::TakeHit { .. }, _) => Illegal::new("6.4", msg!("richard3-pick-hit")),
        (Phase::Regroup { .. }, Action::Regroup(b, to)) => Illegal::new(
            "6.7",
            msg!(
                "richard3-cannot-regroup",
                block = b.to_string(),
                area = to.to_string()
            ),
        ),
        (Phase::Regroup { .. }, _) => Illegal::new("6.7", msg!("richard3-regroup-or-done")),
        (Phase::BattleTurn { .. }, _) => turn_refusal(state, house, action),
        _ => Illegal::new(
            "12",
            msg!("richard3-not-a-choice", action = action.to_string()),
        ),
    }
}

/// Why a battle turn is refused (6.2, 6.5, 6.6, 6.9).
fn turn_refusal(state: &State, house: House, action: &Action) -> Illegal {
    let battle = current(state);
    let (b, target) = match *action {
        Action::Fire(b) | Action::Pass(b) | Action::Retreat(b, _) => (b, None),
        Action::Charge(b, t) | Action::Treachery(b, t) => (b, Some(t)),
        _ => return Illegal::new("6.2", msg!("richard3-give-battle-turn")),
    };
    if !actors(state, battle).contains(b) {
        return Illegal::new(
            "6.2",
            msg!("richard3-no-battle-turn", block = b.to_string()),
        );
    }
    let forced = must_retreat(battle, house);
    let target = target.map(|t| t.to_string()).unwrap_or_default();
    match *action {
        _ if forced && !matches!(action, Action::Retreat(..)) => {
            Illegal::new("6.2", msg!("richard3-attacker-retreats-late"))
        }
        Action::Retreat(..) if battle.round < 2 => {
            Illegal::new("6.6", msg!("richard3-no-first-round-retreat"))
        }
        Action::Retreat(_, to) => Illegal::new(
            "6.6",
            msg!(
                "richard3-cannot-retreat",
                block = b.to_string(),
                area = to.to_string()
            ),
        ),
        Action::Charge(..) if senior_heir_present(state, battle, house) != Some(b) => {
            Illegal::new("6.5", msg!("richard3-heir-charges"))
        }
        Action::Charge(..) => Illegal::new("6.5", msg!("richard3-not-enemy-block", block = target)),
        Action::Treachery(..) if !may_roll(state, battle, b) => Illegal::new(
            "6.9",
            msg!("richard3-no-treachery-roll", block = b.to_string()),
        ),
        Action::Treachery(..) => {
            Illegal::new("6.9", msg!("richard3-not-treachery-target", block = target))
        }
        _ => Illegal::new(
            "6.2",
            msg!("richard3-not-a-choice", action = action.to_string()),
        ),
    }
}

/// Applies a battle-phase action (known legal).
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    match (&state.phase, *action) {
        (Phase::PickBattle, Action::Battle(area)) => start_battle(state, area, dice),
        (Phase::Treason { .. }, Action::Treason(target)) => {
            state.treason = None;
            let turned = treachery_roll(None, target, dice, &mut state.rolls);
            log_roll(state, VolleyKind::Treason, house, (None, target), turned);
            if turned && turn(state, target, dice) == Settle::Ended {
                return;
            }
            start_round(state, 1);
            advance(state, dice);
        }
        (Phase::Treason { .. }, Action::Decline) => {
            start_round(state, 1);
            advance(state, dice);
        }
        (Phase::TakeHit { hits, firer, .. }, Action::Hit(block)) => {
            let (hits, firer) = (*hits, *firer);
            let (left, dead) = hit_block(state, block, hits);
            let left = if dead {
                match settle(state, dice) {
                    Settle::Ended => return,
                    Settle::Deployed => 0,
                    Settle::Going => left,
                }
            } else {
                left
            };
            if !place_hits(state, house, left, firer, dice) {
                advance(state, dice);
            }
        }
        (Phase::BattleTurn { .. }, _) => battle_turn(state, house, action, dice),
        (Phase::Regroup { .. }, Action::Regroup(block, to)) => {
            leave_to(state, block, to);
            if !any_regroup(state, current(state), house) {
                close_battle(state, dice);
            }
        }
        (Phase::Regroup { .. }, Action::Done) => close_battle(state, dice),
        _ => {}
    }
}

/// Applies one block's battle turn.
fn battle_turn(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    let enemy = house.other();
    match *action {
        Action::Fire(b) => {
            current_mut(state).acted.insert(b);
            let hits = roll_hits(state, b, (VolleyKind::Fire, None), dice);
            if place_hits(state, enemy, hits, b, dice) {
                return;
            }
        }
        Action::Pass(b) => {
            current_mut(state).acted.insert(b);
        }
        Action::Retreat(b, to) => {
            current_mut(state).acted.insert(b);
            leave_to(state, b, to);
            if settle(state, dice) == Settle::Ended {
                return;
            }
        }
        Action::Charge(b, target) => {
            current_mut(state).acted.insert(b);
            if charge(state, b, target, dice) == Settle::Ended {
                return;
            }
        }
        Action::Treachery(b, target) => {
            let battle = current_mut(state);
            battle.acted.insert(b);
            battle.rolled.insert(b);
            let turned = treachery_roll(Some(b), target, dice, &mut state.rolls);
            log_roll(
                state,
                VolleyKind::Treachery,
                house,
                (Some(b), target),
                turned,
            );
            if turned && turn(state, target, dice) == Settle::Ended {
                return;
            }
        }
        _ => return,
    }
    advance(state, dice);
}
