//! Where a block may go when it leaves a battle: retreats (6.6) and regroups (6.7).

use super::super::super::board::Occupancy;
use super::super::super::data::{AreaId, BlockId, House};
use super::super::super::state::{Attack, Battle, State};
use super::super::moves::{attack_in, may_enter};

/// Why a block leaves the battle area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Rule 6.6: a retreat in a battle turn (or under the round-4 safety rule).
    Retreat,
    /// Rule 6.7: the winner's regroup.
    Regroup,
}

/// The sea zones a piratical attacker crossed into this battle (6.6, 6.7 Piracy), if
/// `block` is one.
fn pirate_zones(attack: Option<&Attack>, block: BlockId) -> Option<u8> {
    attack?
        .pirates
        .iter()
        .find(|(b, _)| *b == block)
        .map(|(_, zones)| *zones)
}

/// Rules 6.6 and 6.7: the areas `block` of `house` may retreat or regroup into from the
/// battle area. Land: an adjacent friendly or vacant area, never an enemy exile area
/// (2.7), within the battle's border allowance ([`Battle::crossings`]); a retreat never
/// crosses a border the enemy used to enter (if both houses crossed it, only Player 2 may).
/// A piratical attacker leaves only by sea, through a zone it used, to a friendly or
/// vacant area on that zone, with no land limits.
pub fn destinations(
    state: &State,
    occ: &Occupancy,
    battle: &Battle,
    block: BlockId,
    leave: Leave,
    out: &mut Vec<AreaId>,
) {
    let house = state.house_of(block);
    let area = battle.area;
    let attack = attack_in(state, area);
    let open = |to: AreaId| may_enter(house, to) && occ.status(to, house).is_open();
    if let Some(zones) = pirate_zones(attack, block) {
        if !block.info().sea_move {
            return;
        }
        for to in AreaId::all() {
            if to != area && to.info().seas & zones != 0 && open(to) {
                out.push(to);
            }
        }
        return;
    }
    for (i, &(to, border)) in area.info().neighbours.iter().enumerate() {
        if !open(to) || battle.crossings[i] >= border.info().kind.limit() {
            continue;
        }
        if leave == Leave::Retreat
            && attack.is_some_and(|a| {
                a.entered_by(house.other(), border)
                    && !(house == state.p2() && a.entered_by(house, border))
            })
        {
            continue;
        }
        out.push(to);
    }
}

/// Whether `block` has anywhere to go (6.6: a block that must retreat and cannot is
/// eliminated).
pub fn can_leave(
    state: &State,
    occ: &Occupancy,
    battle: &Battle,
    block: BlockId,
    leave: Leave,
) -> bool {
    let mut out = Vec::new();
    destinations(state, occ, battle, block, leave, &mut out);
    !out.is_empty()
}

/// Moves `block` out of the battle into `to`, counting the land border (6.6, 6.7).
pub fn leave_to(state: &mut State, block: BlockId, to: AreaId) {
    let battle = state.battle.as_mut().expect("a battle is being fought");
    let is_pirate =
        pirate_zones(state.attacks.iter().find(|a| a.area == battle.area), block).is_some();
    if !is_pirate
        && let Some(i) = battle
            .area
            .info()
            .neighbours
            .iter()
            .position(|(n, _)| *n == to)
    {
        battle.crossings[i] += 1;
    }
    state.loc[block] = super::super::super::state::Location::Area(to);
    state.check_rescue();
}

/// Whether `house` may still regroup any block out of the battle area.
pub fn any_regroup(state: &State, battle: &Battle, house: House) -> bool {
    let occ = state.occupancy();
    state
        .blocks_of_in(house, battle.area)
        .iter()
        .any(|b| can_leave(state, &occ, battle, b, Leave::Regroup))
}
