//! The political turn after the seventh game turn (8.0–8.5) and the end of the game
//! (9.0): levies disband (8.1); the usurpation count (8.2), which ends the game after
//! the last campaign; the Pretender goes home (8.3), then the King (8.4), each followed
//! by its exile surplus going to the pool; the campaign reset and the next deal (8.5).

use std::sync::LazyLock;

use crate::engine::Dice;

use super::super::action::Action;
use super::super::board::Status;
use super::super::data::{
    AreaId, AreaKind, AreaSet, BlockId, BlockType, BySide, House, MercHome, area,
};
use super::super::state::{Location, Phase, State, Victory, VictoryReason};
use super::card::enter_campaign_deal;
use super::moves::may_enter;
use super::supply::{counted, exile_areas, over_limit};

/// London's area (8.2).
static MIDDLESEX: LazyLock<AreaId> = LazyLock::new(|| area("middlesex"));
/// The Yorkist Nevilles' refuge (8.3).
static CALAIS: LazyLock<AreaId> = LazyLock::new(|| area("calais"));
/// The exile areas of each house, as sets.
static EXILES: LazyLock<[AreaSet; 2]> = LazyLock::new(|| {
    House::BOTH.map(|h| {
        let mut set = AreaSet::EMPTY;
        for a in exile_areas(h) {
            set.insert(a);
        }
        set
    })
});
/// The crown areas (2.3).
static CROWNS: LazyLock<AreaSet> = LazyLock::new(|| {
    let mut set = AreaSet::EMPTY;
    for a in AreaId::all().filter(|a| a.info().crown) {
        set.insert(a);
    }
    set
});

fn exiles(house: House) -> AreaSet {
    EXILES[usize::from(house.seat_index())]
}

/// Rule 8.0: the political turn after game turn 7.
pub fn enter_political(state: &mut State, dice: &mut Dice) {
    disband(state);
    usurp(state);
    if state.campaign >= state.last_campaign {
        // Rule 9.0: after the last campaign the King's house wins.
        state.outcome = Some(Victory {
            winner: state.royal,
            reason: VictoryReason::Crown,
        });
        state.phase = Phase::Over;
        return;
    }
    enter_go_home(state, state.pretender_house(), 0, dice);
}

/// Rule 8.1: city levies, bombards, the Welsh and the Rebel return to the pool; the
/// other mercenaries to their home exile areas. Nothing else moves.
pub fn disband(state: &mut State) {
    for b in BlockId::all() {
        if state.area_of(b).is_none() {
            continue;
        }
        let info = b.info();
        match (info.kind, info.merc_home) {
            (BlockType::Levy | BlockType::Bombard | BlockType::Rebel, _)
            | (BlockType::Mercenary, Some(MercHome::Pool) | None) => {
                state.loc[b] = Location::Pool;
            }
            (BlockType::Mercenary, Some(MercHome::Area(home))) => {
                state.loc[b] = Location::Area(home);
            }
            _ => {}
        }
    }
}

/// Rule 8.2: `house`'s usurpation count: its blocks on the map outside exile and the
/// Isle of Man (minors and pools are off the map), plus 1 for controlling London. The
/// Kingmaker prisoner counts for Lancaster but never gives it London.
pub fn usurpation_count(state: &State, house: House) -> u8 {
    let mut count = 0;
    for b in BlockId::all() {
        let counts = match state.loc[b] {
            Location::Area(a) => a.info().kind == AreaKind::Land && state.house_of(b) == house,
            Location::Prisoner(_) => b.info().owner == Some(house),
            _ => false,
        };
        count += u8::from(counts);
    }
    count + u8::from(state.status(*MIDDLESEX, house) == Status::Friendly)
}

/// Rule 8.2: if the Pretender's count is strictly greater, he usurps: his house becomes
/// the royal house with him as King, and the old King's senior heir is the Pretender.
/// Ties go to the King (also a dead King's house, 6.81).
pub fn usurp(state: &mut State) {
    let pretender = state.pretender_house();
    state.usurpation = BySide::new(
        usurpation_count(state, House::Lancaster),
        usurpation_count(state, House::York),
    );
    if usurpation_count(state, pretender) > usurpation_count(state, state.royal) {
        state.king = state.pretender();
        state.royal = pretender;
    }
}

/// Whether `block` of `house` must go home (8.3, 8.4): an heir, noble or church block
/// standing on the map outside exile. Blocks in exile stay.
fn goes_home(state: &State, house: House, block: BlockId) -> bool {
    let Some(area) = state.area_of(block) else {
        return false;
    };
    !area.info().is_exile()
        && state.house_of(block) == house
        && matches!(
            block.info().kind,
            BlockType::Heir | BlockType::Noble | BlockType::Church
        )
}

/// Whether heir `heir` is dead: killed, or killed while turned (9.1).
fn heir_dead(state: &State, heir: BlockId) -> bool {
    match state.loc[heir] {
        Location::Dead => true,
        Location::Offmap => heir
            .info()
            .twin
            .is_some_and(|t| state.loc[t] == Location::Dead),
        _ => false,
    }
}

/// Rule 2.2: the shield areas of heir `heir`: his house's common shields and his own
/// personal shield; for Lancaster also the personal shield of a dead heir. Exeter's
/// Cornwall is not released while he lives, on either side (9.1).
fn heir_shields(state: &State, heir: BlockId) -> AreaSet {
    let info = heir.info();
    let mut set = info.shield_areas;
    for other in BlockId::all() {
        let o = other.info();
        if o.is_heir() && o.owner == info.owner && heir_dead(state, other) {
            set.0 |= o.own_shield_areas.0;
        }
    }
    set
}

/// Whether a Neville (Warwick, Kent, Salisbury) is dead: either copy eliminated (6.83).
fn neville_dead(state: &State, kin: BlockId) -> bool {
    state.loc[kin] == Location::Dead
        || kin
            .info()
            .twin
            .is_some_and(|t| state.loc[t] == Location::Dead)
}

/// Rules 8.3, 8.4 (with 9.1 and §11): where noble or church block `noble` of `house` may
/// go home now. Empty: the pool.
/// - Own shield areas (church: the cathedral) that are friendly or vacant; he may stay.
/// - Neville sharing (going home only): also the shield areas of a dead kinsman, never
///   an exile area through it.
/// - Yorkist Kent and Salisbury: Calais, when none of their own printed shield areas is
///   friendly or vacant and Calais holds fewer than 4 blocks other than its local
///   mercenaries. Calais is never a home for a Lancastrian Neville.
/// - Turned Clarence: a York royal shield area holding no block other than himself;
///   turned Exeter: Cornwall if friendly or vacant.
fn noble_homes(state: &State, house: House, noble: BlockId) -> AreaSet {
    let info = noble.info();
    let occ = state.occupancy();
    let here = state.area_of(noble);
    let turned_clarence = house == House::Lancaster
        && info
            .twin
            .is_some_and(|t| t.info().is_heir() && t.info().owner == Some(House::York));
    let open = |a: AreaId| {
        if !may_enter(house, a) {
            return false;
        }
        if turned_clarence {
            let n = occ.count(a, House::York) + occ.count(a, House::Lancaster);
            n == 0 || (n == 1 && here == Some(a))
        } else {
            occ.status(a, house).is_open()
        }
    };
    let mut areas = info.home_areas;
    if info.neville {
        for kin in BlockId::all() {
            let k = kin.info();
            if k.neville && k.owner == info.owner && kin != noble && neville_dead(state, kin) {
                areas.0 |= k.home_areas.0 & !exiles(House::York).0 & !exiles(House::Lancaster).0;
            }
        }
    }
    let mut homes = AreaSet::EMPTY;
    for a in areas.iter().filter(|a| open(*a)) {
        homes.insert(a);
    }
    if info.neville_badge
        && house == House::York
        && !info.home_areas.iter().any(open)
        && counted(state, House::York, *CALAIS).len() < 4
    {
        homes.insert(*CALAIS);
    }
    homes
}

/// Rules 8.3, 8.4: the homes of `block` of `house` now; empty means the pool.
/// A Pretender's heir goes to either exile area of his house. A royal heir goes to a
/// friendly or vacant area showing one of his shields or a crown (he may stay), else to
/// either exile area of his house (engine fallback, §11).
pub fn homes(state: &State, house: House, block: BlockId) -> AreaSet {
    if !block.info().is_heir() {
        return noble_homes(state, house, block);
    }
    if house != state.royal {
        return exiles(house);
    }
    let occ = state.occupancy();
    let mut set = AreaSet::EMPTY;
    let candidates = AreaSet(heir_shields(state, block).0 | CROWNS.0);
    for a in candidates.iter() {
        if may_enter(house, a) && occ.status(a, house).is_open() {
            set.insert(a);
        }
    }
    if set.is_empty() { exiles(house) } else { set }
}

/// Rules 8.3, 8.4: `house`'s blocks go home one by one in block order from index `from`,
/// areas re-evaluated after each; the player is asked only when several homes are
/// legal. Then its exile surplus goes to the pool.
fn enter_go_home(state: &mut State, house: House, from: usize, dice: &mut Dice) {
    for b in BlockId::all().skip(from) {
        if !goes_home(state, house, b) {
            continue;
        }
        let homes = homes(state, house, b);
        match homes.len() {
            0 => state.loc[b] = Location::Pool,
            1 => state.loc[b] = Location::Area(homes.iter().next().expect("one home")),
            _ => {
                state.phase = Phase::GoHome { house, block: b };
                return;
            }
        }
    }
    enter_exile_surplus(state, house, 0, dice);
}

/// Rules 7.2, 8.3, 8.4: every exile area of `house` (from area index `from`) sends its
/// surplus to the pool: all of it, the owner picking any blocks that count toward the
/// limit, heirs included. Then the King goes home, or the campaign resets.
fn enter_exile_surplus(state: &mut State, house: House, from: usize, dice: &mut Dice) {
    for a in exile_areas(house).filter(|a| a.index() >= from) {
        let over = over_limit(state, house, a);
        if over == 0 {
            continue;
        }
        let blocks = counted(state, house, a);
        if blocks.len() > usize::from(over) {
            state.phase = Phase::ExileSurplus {
                house,
                area: a,
                left: over,
            };
            return;
        }
        for b in blocks.iter() {
            state.loc[b] = Location::Pool;
        }
    }
    if house == state.royal {
        enter_campaign_reset(state, dice);
    } else {
        enter_go_home(state, state.royal, 0, dice);
    }
}

/// Rule 8.5: face-down blocks stand up (the Rebel in the current Pretender's pool, 3.26),
/// every block returns to full strength, and the next campaign is dealt with the
/// 13-AP redeal (5.1).
pub fn enter_campaign_reset(state: &mut State, dice: &mut Dice) {
    for b in BlockId::all() {
        match state.loc[b] {
            Location::PoolDown => state.loc[b] = Location::Pool,
            Location::HomeDown => {
                if let Some(MercHome::Area(a)) = b.info().merc_home {
                    state.loc[b] = Location::Area(a);
                }
            }
            _ => {}
        }
        state.steps[b] = b.info().steps;
    }
    state.campaign += 1;
    state.turn = 1;
    enter_campaign_deal(state, dice);
}

/// The legal actions of `house` in the political turn.
pub fn legal(state: &State, house: House, out: &mut Vec<Action>) {
    match state.phase {
        Phase::GoHome { house: h, block } if h == house => {
            out.extend(
                homes(state, house, block)
                    .iter()
                    .map(|a| Action::Home(block, a)),
            );
        }
        Phase::ExileSurplus { house: h, area, .. } if h == house => {
            out.extend(counted(state, house, area).iter().map(Action::Surplus));
        }
        _ => {}
    }
}

/// Applies a political-turn action (known legal).
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    match (state.phase.clone(), *action) {
        (Phase::GoHome { block, .. }, Action::Home(_, area)) => {
            state.loc[block] = Location::Area(area);
            enter_go_home(state, house, block.index() + 1, dice);
        }
        (Phase::ExileSurplus { area, left, .. }, Action::Surplus(b)) => {
            state.loc[b] = Location::Pool;
            let left = left - 1;
            if left > 0 && counted(state, house, area).len() > usize::from(left) {
                state.phase = Phase::ExileSurplus { house, area, left };
            } else {
                // Whatever is left over is forced: the loop sends it all.
                enter_exile_surplus(state, house, area.index(), dice);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::data::block;
    use super::*;

    #[test]
    fn exile_areas_and_crowns_2_3_2_7() {
        let mut york = AreaSet::EMPTY;
        york.insert(area("calais"));
        york.insert(area("ireland"));
        assert_eq!(exiles(House::York), york);
        assert!(exiles(House::Lancaster).contains(area("scotland")));
        assert!(exiles(House::Lancaster).contains(area("france")));
        assert_eq!(CROWNS.len(), 11);
    }

    #[test]
    fn rule_9_1_cornwall_is_not_released_while_exeter_lives_on_either_side() {
        let position = || {
            let mut p = crate::games::richard3::Position::scenario(
                crate::games::richard3::ScenarioId::WarsOfTheRoses,
            );
            p.hands = crate::games::richard3::BySide::new((1..=7).collect(), (8..=14).collect());
            p
        };
        let state_of = |p: crate::games::richard3::Position| {
            p.to_state(&mut Dice::for_move(&crate::engine::Seed([1; 32]), 0))
                .expect("a legal position")
        };
        let henry = block("L_henry_vi");
        // Exeter turned: alive, his Cornwall stays his.
        let mut p = position();
        p.put("L_exeter", "offmap").put("Y_exeter", "kent");
        assert!(!heir_shields(&state_of(p.clone()), henry).contains(area("cornwall")));
        // Exeter killed as a Yorkist: Cornwall becomes a common Lancaster shield (2.2).
        p.put("Y_exeter", "dead");
        assert!(heir_shields(&state_of(p), henry).contains(area("cornwall")));
        // Somerset dead: Dorset too.
        let mut p = position();
        p.put("L_somerset", "dead");
        let shields = heir_shields(&state_of(p), henry);
        assert!(shields.contains(area("dorset")) && !shields.contains(area("cornwall")));
    }
}
