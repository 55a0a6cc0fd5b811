//! The supply phase (7.0–7.2, with 6.81, 6.82 and the executions of 9.1), in the engine
//! order of RULES 7.0: (1) a dead King's successor is crowned; (2) Lancaster, then York,
//! may execute the turned enemy heir it holds; (3) the Pretender's house enters the
//! minors it is owed and obeys its supply and exile limits; (4) the King's house does the
//! same; (5) the game turn ends, with the political turn after turn 7.

use std::sync::LazyLock;

use crate::engine::Dice;

use super::super::action::Action;
use super::super::data::{AREAS, AreaId, AreaKind, BlockId, BlockSet, BlockType, House, MercHome};
use super::super::state::{Location, Phase, State};
use super::card::enter_next_turn;
use super::political::enter_political;

/// Rule 7.1: an area supports 4 blocks, 5 with a city; rule 7.2: Calais and France 4,
/// Ireland and Scotland 2 (plus their local mercenaries). Sea zones hold nothing.
static LIMITS: LazyLock<[u8; AREAS]> = LazyLock::new(|| {
    let mut limits = [0; AREAS];
    for a in AreaId::all() {
        let info = a.info();
        limits[a.index()] = match info.kind {
            AreaKind::Land | AreaKind::Island => 4 + u8::from(info.city.is_some()),
            AreaKind::Exile if matches!(a.id(), "calais" | "france") => 4,
            AreaKind::Exile => 2,
            AreaKind::Sea => 0,
        };
    }
    limits
});

/// Rule 7.2: the local mercenaries of each exile area (their home, 3.25).
static LOCALS: LazyLock<[BlockSet; AREAS]> = LazyLock::new(|| {
    let mut locals = [BlockSet::EMPTY; AREAS];
    for b in BlockId::all() {
        if let Some(MercHome::Area(a)) = b.info().merc_home {
            locals[a.index()].insert(b);
        }
    }
    locals
});

/// Rules 7.1, 7.2: the number of blocks `area` supports.
pub fn limit(area: AreaId) -> u8 {
    LIMITS[area.index()]
}

/// Rule 7.2: the blocks of `house` in `area` that count toward its limit: all of them,
/// except that an exile area does not count its own local mercenaries (face-down ones
/// are not on the map at all). Foreign mercenaries count (§11). The Kingmaker prisoner
/// is not on the map and never counts (7.1).
pub fn counted(state: &State, house: House, area: AreaId) -> BlockSet {
    let blocks = state.blocks_of_in(house, area);
    BlockSet(blocks.0 & !LOCALS[area.index()].0)
}

/// Rules 7.1, 7.2: how many blocks `house` has in `area` beyond its limit.
pub fn over_limit(state: &State, house: House, area: AreaId) -> u8 {
    (counted(state, house, area).len() as u8).saturating_sub(limit(area))
}

/// Rules 7.1, 7.2: the first area from index `from` on where `house` is over its limit,
/// with the excess; one pass over the blocks.
fn first_over(state: &State, house: House, from: usize) -> Option<(AreaId, u8)> {
    let mut count = [0u8; AREAS];
    for b in BlockId::all() {
        if let Location::Area(a) = state.loc[b]
            && state.house_of(b) == house
            && !LOCALS[a.index()].contains(b)
        {
            count[a.index()] += 1;
        }
    }
    AreaId::all()
        .skip(from)
        .map(|a| (a, count[a.index()].saturating_sub(limit(a))))
        .find(|(_, over)| *over > 0)
}

/// The exile areas of `house` (2.7): York Calais and Ireland, Lancaster France and
/// Scotland.
pub fn exile_areas(house: House) -> impl Iterator<Item = AreaId> {
    AreaId::all().filter(move |a| a.info().exile_of == Some(house))
}

/// Rules 6.8, 6.82: eliminates `block` during the supply phase (or the political turn):
/// an heir killed now is replaced only at the start of the next supply phase, whatever
/// step of the phase is pending when it happens.
pub fn eliminate_later(state: &mut State, block: BlockId) {
    let owed = state.minors_owed;
    state.eliminate(block);
    for house in House::BOTH {
        let extra = state.minors_owed.get(house) - owed.get(house);
        *state.minors_owed.get_mut(house) -= extra;
        *state.minors_later.get_mut(house) += extra;
    }
}

/// Rule 7.0: the supply phase of this game turn.
pub fn enter_supply(state: &mut State, dice: &mut Dice) {
    crown(state);
    enter_executions(state, House::Lancaster, dice);
}

/// Rule 6.81 (supply step 1): if the King died since the last crowning, the senior
/// surviving royal heir becomes King where he stands, at his current strength, exile
/// included; a minor is King at once and tries to enter in step 4. His house stayed the
/// royal house meanwhile.
pub fn crown(state: &mut State) {
    if state.king.is_none() {
        state.king = state.senior_heir(state.royal);
    }
}

/// Rule 9.1: the turned enemy heir `house` holds and may execute now (on the map, exile
/// included: Lancaster's `L_clarence`, York's `Y_exeter`). A turned heir in the pool is
/// also returned, so that the question is asked whether or not he is on the map and the
/// opponent learns nothing from it (§10); he can then only be spared.
fn turned_heir(state: &State, house: House) -> Option<BlockId> {
    BlockId::all().find(|b| {
        let info = b.info();
        info.owner == Some(house)
            && info.kind == BlockType::Noble
            && info.twin.is_some_and(|t| t.info().is_heir())
            && matches!(state.loc[*b], Location::Area(_) | Location::Pool)
    })
}

/// Rule 7.0 step 2: asks Lancaster, then York, whether to execute a turned heir; then
/// step 3.
fn enter_executions(state: &mut State, from: House, dice: &mut Dice) {
    let order: &[House] = match from {
        House::Lancaster => &[House::Lancaster, House::York],
        House::York => &[House::York],
    };
    for &house in order {
        if let Some(block) = turned_heir(state, house) {
            state.phase = Phase::Execute { house, block };
            return;
        }
    }
    enter_house_supply(state, state.pretender_house(), dice);
}

/// Rule 7.0 step 2: after `house`'s answer, York's question or step 3.
fn after_execution(state: &mut State, house: House, dice: &mut Dice) {
    match house {
        House::Lancaster => enter_executions(state, House::York, dice),
        House::York => enter_house_supply(state, state.pretender_house(), dice),
    }
}

/// Rule 7.0 steps 3 and 4: `house` enters the minors it is owed, then obeys its limits.
fn enter_house_supply(state: &mut State, house: House, dice: &mut Dice) {
    enter_minors(state, house, dice);
}

/// Rule 6.82: the most senior minor of `house` still waiting to enter.
fn senior_minor(state: &State, house: House) -> Option<BlockId> {
    BlockId::all()
        .filter(|b| b.info().owner == Some(house) && state.loc[*b] == Location::Minor)
        .min_by_key(|b| b.info().heir_rank)
}

/// Rule 6.82: where a minor of `house` may enter: a royal minor any friendly or vacant
/// crown area, a Pretender's minor either exile area of his house.
pub fn minor_areas(state: &State, house: House) -> Vec<AreaId> {
    if house == state.royal {
        let occ = state.occupancy();
        AreaId::all()
            .filter(|a| a.info().crown && occ.status(*a, house).is_open())
            .collect()
    } else {
        exile_areas(house).collect()
    }
}

/// Rule 6.82: the minors `house` is owed enter one by one, the most senior first; the
/// player chooses where when there is a choice. A royal minor with no open crown area
/// stays off the map and is owed again next supply phase (6.81 a minor King included).
fn enter_minors(state: &mut State, house: House, dice: &mut Dice) {
    while *state.minors_owed.get(house) > 0 {
        let Some(minor) = senior_minor(state, house) else {
            // No minor left to replace the dead.
            *state.minors_owed.get_mut(house) = 0;
            break;
        };
        let areas = minor_areas(state, house);
        match areas[..] {
            [] => break,
            [only] => place_minor(state, house, minor, only),
            _ => {
                state.phase = Phase::MinorEntry { house, heir: minor };
                return;
            }
        }
    }
    enter_limits(state, house, 0, dice);
}

/// Rule 6.82: `minor` enters play in `area` at full strength.
fn place_minor(state: &mut State, house: House, minor: BlockId, area: AreaId) {
    state.loc[minor] = Location::Area(area);
    state.steps[minor] = minor.info().steps;
    *state.minors_owed.get_mut(house) -= 1;
}

/// Rules 7.1, 7.2: `house`'s over-stacked areas from area index `from` on, in area
/// order; each asks which blocks lose a step. Then the King's house (step 4), or the
/// end of the turn (step 5).
fn enter_limits(state: &mut State, house: House, from: usize, dice: &mut Dice) {
    let mut from = from;
    while let Some((a, over)) = first_over(state, house, from) {
        state.phase = Phase::SupplyLoss {
            house,
            area: a,
            left: over,
            hit: BlockSet::EMPTY,
        };
        if !take_forced_losses(state) || state.outcome.is_some() {
            return;
        }
        from = a.index() + 1;
    }
    if house == state.royal {
        end_supply(state, dice);
    } else {
        enter_house_supply(state, state.royal, dice);
    }
}

/// Rules 7.1, 7.2: the blocks that may take the next step loss of a
/// [`Phase::SupplyLoss`]: `house`'s blocks in the area that count toward its limit (an
/// exile area's local mercenaries are not over the limit, and never lose a step for it)
/// and have not lost a step there yet.
fn loss_candidates(state: &State, house: House, area: AreaId, hit: BlockSet) -> BlockSet {
    BlockSet(counted(state, house, area).0 & !hit.0)
}

/// Rule 7.1: one block loses a step; at 0 it is eliminated (6.8, with the instant-victory
/// test).
fn lose_step(state: &mut State, block: BlockId) {
    if state.steps[block] > 1 {
        state.steps[block] -= 1;
    } else {
        eliminate_later(state, block);
    }
}

/// Rule 7.1: applies the losses of the pending [`Phase::SupplyLoss`] when no choice is
/// left (as many candidates as losses). Returns whether the area is done.
fn take_forced_losses(state: &mut State) -> bool {
    let Phase::SupplyLoss {
        house,
        area,
        left,
        hit,
    } = state.phase
    else {
        return true;
    };
    let candidates = loss_candidates(state, house, area, hit);
    if candidates.len() > usize::from(left) {
        return false;
    }
    for b in candidates.iter() {
        lose_step(state, b);
        if state.outcome.is_some() {
            return true;
        }
    }
    true
}

/// Rule 7.0 step 5: the end of the game turn. Minors owed for heirs killed during this
/// supply phase now wait for the next one (6.82).
pub fn end_supply(state: &mut State, dice: &mut Dice) {
    for house in House::BOTH {
        *state.minors_owed.get_mut(house) += std::mem::take(state.minors_later.get_mut(house));
    }
    if state.turn >= 7 {
        enter_political(state, dice);
    } else {
        enter_next_turn(state);
    }
}

/// The legal actions of `house` in the supply phase.
pub fn legal(state: &State, house: House, out: &mut Vec<Action>) {
    match state.phase {
        Phase::Execute { house: h, block } if h == house => {
            if state.area_of(block).is_some() {
                out.push(Action::Execute(block));
            }
            out.push(Action::Spare(block));
        }
        Phase::MinorEntry { house: h, heir } if h == house => {
            out.extend(
                minor_areas(state, house)
                    .into_iter()
                    .map(|a| Action::Enter(heir, a)),
            );
        }
        Phase::SupplyLoss {
            house: h,
            area,
            hit,
            ..
        } if h == house => {
            out.extend(
                loss_candidates(state, house, area, hit)
                    .iter()
                    .map(Action::Lose),
            );
        }
        _ => {}
    }
}

/// Applies a supply-phase action (known legal).
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    match (state.phase.clone(), *action) {
        (Phase::Execute { block, .. }, Action::Execute(_)) => {
            // Rule 9.1: the turned heir is eliminated as an heir of his original house:
            // the instant-victory test runs, his minor enters next supply phase.
            eliminate_later(state, block);
            if state.outcome.is_none() {
                after_execution(state, house, dice);
            }
        }
        (Phase::Execute { .. }, Action::Spare(_)) => after_execution(state, house, dice),
        (Phase::MinorEntry { heir, .. }, Action::Enter(_, area)) => {
            place_minor(state, house, heir, area);
            enter_minors(state, house, dice);
        }
        (
            Phase::SupplyLoss {
                area,
                left,
                mut hit,
                ..
            },
            Action::Lose(block),
        ) => {
            lose_step(state, block);
            if state.outcome.is_some() {
                return;
            }
            hit.insert(block);
            let left = left - 1;
            state.phase = Phase::SupplyLoss {
                house,
                area,
                left,
                hit,
            };
            if (left == 0 || take_forced_losses(state)) && state.outcome.is_none() {
                enter_limits(state, house, area.index() + 1, dice);
            }
        }
        _ => {}
    }
}
