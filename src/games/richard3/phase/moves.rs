//! Land moves (5.2, 5.21, 5.22), sea moves (5.3, 5.31) and the attack bookkeeping they
//! leave for the battle phase (6.3). Used by the action phase.

use crate::engine::Illegal;
use crate::msg;

use super::super::board::{Occupancy, Status};
use super::super::data::{AreaId, AreaKind, BlockId, BorderId, CATALOG, Event, House};
use super::super::state::{ActionPhase, Attack, Entry, Location, Moving, State};

/// Rule 5.21: how many of `house`'s blocks may still cross `border` this action phase
/// (Surprise: +1, for the playing side's own phase only).
pub fn border_room(state: &State, phase: &ActionPhase, border: BorderId) -> u8 {
    let surprise = u8::from(phase.event == Some(Event::Surprise));
    (border.info().kind.limit() + surprise).saturating_sub(state.crossings[border])
}

/// Rule 2.7: whether `house` may ever enter `area` (never the other house's exile area,
/// never a sea zone).
pub fn may_enter(house: House, area: AreaId) -> bool {
    let info = area.info();
    info.kind != AreaKind::Sea && info.exile_of.is_none_or(|h| h == house)
}

/// The attack record of `area`, if it became contested this turn.
pub fn attack_in(state: &State, area: AreaId) -> Option<&Attack> {
    state.attacks.iter().find(|a| a.area == area)
}

/// Rule 5.22: whether a block of `house` standing (unmoved) in `area` may leave it now.
/// In an area the enemy attacked, the attackers of the main force (reserves excluded)
/// pin as many defenders; only the others may go.
pub fn can_leave(state: &State, house: House, area: AreaId) -> bool {
    let Some(attack) = attack_in(state, area) else {
        return true;
    };
    if attack.attacker == house {
        return true;
    }
    let defenders = state
        .blocks_of_in(house, area)
        .iter()
        .filter(|b| !state.moved.contains(*b))
        .count();
    let main = state
        .blocks_of_in(attack.attacker, area)
        .iter()
        .filter(|b| !state.reserve.contains(*b))
        .count();
    defenders > main
}

/// Rule 5.22: a block leaving a battle area may not cross a border the enemy used to
/// enter that battle.
fn is_enemy_entry(state: &State, house: House, from: AreaId, border: BorderId) -> bool {
    attack_in(state, from).is_some_and(|a| a.entered_by(house.other(), border))
}

/// Rule 6.3: whether `house` may add `entry` into the battle at `area`: an attacker uses
/// at most three different entries, a reinforcing defender at most two land borders.
/// `None` for an area that is not a battle yet (a new attack).
fn entry_allowed(state: &State, house: House, area: AreaId, entry: Entry) -> bool {
    match attack_in(state, area) {
        None => true,
        Some(attack) => {
            let used = attack.entries_of(house).any(|e| e == entry);
            let count = attack.entry_count(house);
            if attack.attacker == house {
                used || count < 3
            } else {
                matches!(entry, Entry::Border(_)) && (used || count < 2)
            }
        }
    }
}

/// The most areas a block may enter by land this phase (5.2; Force March 3).
fn reach(phase: &ActionPhase) -> u8 {
    if phase.event == Some(Event::ForceMarch) {
        3
    } else {
        2
    }
}

/// Whether `block` may start a land move now: own, unmoved, in an activated area (or any
/// area under Muster), not pinned.
fn can_start(state: &State, phase: &ActionPhase, block: BlockId) -> Option<AreaId> {
    let from = state.area_of(block)?;
    if state.house_of(block) != phase.house || state.moved.contains(block) {
        return None;
    }
    let activated = match phase.event {
        Some(Event::Muster) => phase.muster.is_some_and(|m| m != from),
        _ => phase.activated.contains(from),
    };
    (activated && can_leave(state, phase.house, from)).then_some(from)
}

/// One step of a land move from `from` across `border` into `to`, for a block that may
/// enter `left` more areas after this one and just left `prev`. Returns whether the step
/// is legal (5.2, 5.21, 5.22, 2.7, 6.3).
#[allow(clippy::too_many_arguments)]
fn step_ok(
    state: &State,
    occ: &Occupancy,
    phase: &ActionPhase,
    from: AreaId,
    to: AreaId,
    border: BorderId,
    prev: Option<AreaId>,
    left: u8,
) -> bool {
    let house = phase.house;
    if Some(to) == prev || !may_enter(house, to) || border_room(state, phase, border) == 0 {
        return false;
    }
    if prev.is_none() && is_enemy_entry(state, house, from, border) {
        return false;
    }
    match phase.event {
        Some(Event::Muster) => {
            let Some(muster) = phase.muster else {
                return false;
            };
            if to == muster {
                return true;
            }
            // Not there yet: pass through an open area over a non-red border, and the
            // muster area must be one more legal step away.
            if left == 0 || border.info().kind.must_stop() || !occ.status(to, house).is_open() {
                return false;
            }
            CATALOG.border_between(to, muster).is_some_and(|b2| {
                border_room(state, phase, b2) > 0 && occ.status(muster, house).is_open()
            })
        }
        _ => match occ.status(to, house) {
            Status::Vacant | Status::Friendly => true,
            Status::Enemy | Status::Contested => {
                entry_allowed(state, house, to, Entry::Border(border))
            }
        },
    }
}

/// Rule 5.2: the legal next steps of `block` (a fresh move, or the move in progress).
pub fn land_steps(
    state: &State,
    occ: &Occupancy,
    phase: &ActionPhase,
    block: BlockId,
    out: &mut Vec<AreaId>,
) {
    let (from, prev, left) = match phase.moving {
        Some(m) if m.block == block => {
            let Some(here) = state.area_of(block) else {
                return;
            };
            (here, Some(m.from), m.left)
        }
        _ => match can_start(state, phase, block) {
            Some(from) => (from, None, reach(phase) - 1),
            None => return,
        },
    };
    for &(to, border) in &from.info().neighbours {
        if step_ok(state, occ, phase, from, to, border, prev, left) {
            out.push(to);
        }
    }
}

/// Applies one land step of `block` into `to` (known legal): counts the border, records
/// an attack or a reinforcement, and decides whether the block may go on.
pub fn apply_land_step(state: &mut State, phase: &mut ActionPhase, block: BlockId, to: AreaId) {
    let house = phase.house;
    let from = state.area_of(block).expect("a moving block is on the map");
    let border = CATALOG.border_between(from, to).expect("a land step");
    let left = match phase.moving {
        Some(m) if m.block == block => m.left,
        _ => reach(phase) - 1,
    };
    let status = state.status(to, house);
    state.crossings[border] += 1;
    state.loc[block] = Location::Area(to);
    state.moved.insert(block);
    phase.moving = None;
    let battle = matches!(status, Status::Enemy | Status::Contested);
    if battle {
        enter_battle_area(state, house, block, to, Entry::Border(border));
    } else if !border.info().kind.must_stop() && left > 0 {
        phase.moving = Some(Moving {
            block,
            from,
            left: left - 1,
        });
    }
    state.check_rescue();
}

/// Rule 6.3: `block` of `house` has just entered the battle at `area` by `entry`.
fn enter_battle_area(state: &mut State, house: House, block: BlockId, area: AreaId, entry: Entry) {
    let i = match state.attacks.iter().position(|a| a.area == area) {
        Some(i) => i,
        None => {
            state.attacks.push(Attack::new(area, house));
            state.attacks.len() - 1
        }
    };
    let attack = &mut state.attacks[i];
    let slot = attack.add_entry(house, entry);
    let reserve = attack.attacker != house || slot > 0;
    if let Entry::Sea(zones) = entry {
        attack.pirates.push((block, zones));
    }
    if reserve {
        state.reserve.insert(block);
    }
}

/// Rule 5.31: whether a sea move from `from` to `to` is the free second block of a paid
/// move between two major ports. Each paid port-to-port move opens one free second block
/// for its own pair of ports, open until a block sails that pair; other sea moves (paid
/// ones from the same port to another port too) leave it open. "2 to one port and 2 to
/// another" for 2 AP, in any order.
pub fn is_free_pair(phase: &ActionPhase, from: AreaId, to: AreaId) -> bool {
    phase.sea_pairs.is_open(from, to)
}

/// Rule 5.3: whether `block` may sail now (own, unmoved, able to sea move, in an area on
/// a sea zone, not pinned), giving its area.
fn can_sail(state: &State, phase: &ActionPhase, block: BlockId) -> Option<AreaId> {
    let from = state.area_of(block)?;
    let ok = state.house_of(block) == phase.house
        && !state.moved.contains(block)
        && block.info().sea_move
        && from.info().is_coastal()
        && can_leave(state, phase.house, from);
    ok.then_some(from)
}

/// Rule 5.3: the legal sea destinations of `block`. `paid` = an AP is left; a free
/// paired move (5.31) needs none.
pub fn sea_targets(
    state: &State,
    occ: &Occupancy,
    phase: &ActionPhase,
    block: BlockId,
    out: &mut Vec<AreaId>,
) {
    let Some(from) = can_sail(state, phase, block) else {
        return;
    };
    let house = phase.house;
    let piracy = phase.event == Some(Event::Piracy);
    for to in AreaId::all() {
        let zones = from.info().seas & to.info().seas;
        if to == from || zones == 0 || !may_enter(house, to) {
            continue;
        }
        let free = is_free_pair(phase, from, to);
        let ok = match occ.status(to, house) {
            Status::Vacant | Status::Friendly => phase.ap > 0 || free,
            // Piracy (5.1, 6.3): sea moves may attack, never reinforce a defence.
            Status::Enemy => piracy && phase.ap > 0,
            Status::Contested => {
                piracy
                    && phase.ap > 0
                    && attack_in(state, to).is_some_and(|a| a.attacker == house)
                    && entry_allowed(state, house, to, Entry::Sea(zones))
            }
        };
        if ok {
            out.push(to);
        }
    }
}

/// Applies a sea move of `block` to `to` (known legal): 1 AP, or free as the second
/// block of a major-port pair (5.31); a Piracy attack records its zones (6.3, 6.6).
pub fn apply_sea(state: &mut State, phase: &mut ActionPhase, block: BlockId, to: AreaId) {
    let house = phase.house;
    let from = state.area_of(block).expect("a sailing block is on the map");
    let status = state.status(to, house);
    phase.moving = None;
    if matches!(status, Status::Enemy | Status::Contested) {
        phase.ap -= 1;
        let zones = from.info().seas & to.info().seas;
        enter_battle_area(state, house, block, to, Entry::Sea(zones));
    } else if phase.sea_pairs.use_one(from, to) {
        // The free second block of a paid pair (5.31).
    } else {
        phase.ap -= 1;
        if from.info().major_port && to.info().major_port {
            phase.sea_pairs.open(from, to);
        }
    }
    state.loc[block] = Location::Area(to);
    state.moved.insert(block);
    state.check_rescue();
}

/// 2.7: why `house` may not move a block into `to`, an area it may never enter.
pub fn never_enters(house: House, to: AreaId) -> Illegal {
    Illegal::new(
        "2.7",
        msg!(
            "richard3-never-enter",
            house = house.msg(),
            area = to.to_string()
        ),
    )
}

/// Why a land step of `block` into `to` is refused (for a block that may move at all).
pub fn step_refusal(state: &State, phase: &ActionPhase, block: BlockId, to: AreaId) -> Illegal {
    let house = phase.house;
    let Some(from) = state.area_of(block) else {
        return Illegal::new(
            "5.2",
            msg!("richard3-block-not-on-map", block = block.to_string()),
        );
    };
    let Some(border) = CATALOG.border_between(from, to) else {
        return Illegal::new(
            "5.2",
            msg!(
                "richard3-no-land-border",
                from = from.to_string(),
                to = to.to_string()
            ),
        );
    };
    if !may_enter(house, to) {
        return never_enters(house, to);
    }
    if phase
        .moving
        .is_some_and(|m| m.block == block && m.from == to)
    {
        return Illegal::new(
            "5.2",
            msg!(
                "richard3-no-step-back",
                block = block.to_string(),
                area = to.to_string()
            ),
        );
    }
    if border_room(state, phase, border) == 0 {
        return Illegal::new(
            "5.21",
            msg!(
                "richard3-border-full",
                from = from.to_string(),
                to = to.to_string()
            ),
        );
    }
    if is_enemy_entry(state, house, from, border) {
        return Illegal::new(
            "5.22",
            msg!(
                "richard3-enemy-entered",
                from = from.to_string(),
                to = to.to_string()
            ),
        );
    }
    if phase.event == Some(Event::Muster) {
        return Illegal::new("5.1", msg!("richard3-muster-path"));
    }
    Illegal::new(
        "6.3",
        msg!(
            "richard3-battle-borders",
            house = house.msg(),
            area = to.to_string()
        ),
    )
}
