//! Fire and its consequences: firepower with the defence bonuses (2.2–2.6, 6.4), hits
//! (6.4), the heir charge (6.5) and treachery (6.9, 6.91).

use crate::engine::Dice;

use super::super::super::data::{
    AreaId, BlockId, BlockSet, BlockType, CATALOG, House, Initiative, MercHome,
};
use super::super::super::state::{Battle, Location, Rolls, State, Volley, VolleyKind};

/// Whether `block` is the named noble in either colour (`Y_warwick` / `L_warwick`).
pub fn is_named(block: BlockId, name: &str) -> bool {
    block.id().get(2..) == Some(name)
}

/// Rule 6.2: the initiative letter of `block` in the current round; a bombard is A in
/// round 1 unless it began the battle as a reserve, D otherwise.
pub fn initiative(battle: &Battle, block: BlockId) -> Initiative {
    let info = block.info();
    if info.round1_a && battle.round <= 1 && !battle.started_in_reserve.contains(block) {
        Initiative::A
    } else {
        info.rating.initiative
    }
}

/// `house`'s blocks in the battle that are in the fight (not reserves, 6.3).
pub fn fighting(state: &State, battle: &Battle, house: House) -> BlockSet {
    let blocks = state.blocks_of_in(house, battle.area);
    BlockSet(blocks.0 & !state.reserve.0)
}

/// Rule 2.2: the senior heir of `house` taking part in the fight now (reserves excluded).
pub fn senior_heir_present(state: &State, battle: &Battle, house: House) -> Option<BlockId> {
    fighting(state, battle, house)
        .iter()
        .filter(|b| b.info().is_heir() && b.info().owner == Some(house))
        .min_by_key(|b| b.info().heir_rank)
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

/// Rule 2.2: whether `area` shows a royal shield common to `house`'s heirs: the house's
/// own key, or (Lancaster) the personal shield of a dead heir.
fn common_shield(state: &State, house: House, area: AreaId) -> bool {
    let key = match house {
        House::York => "York",
        House::Lancaster => "Lancaster",
    };
    let printed = CATALOG
        .shields
        .iter()
        .position(|s| s == key)
        .is_some_and(|k| area.info().shields.contains(&(k as u8)));
    printed
        || BlockId::all().any(|h| {
            let info = h.info();
            info.is_heir()
                && info.owner == Some(house)
                && info.own_shield_areas.contains(area)
                && heir_dead(state, h)
        })
}

/// Rules 2.2–2.6, 6.4: the firepower of `block` now. The defence bonuses (+1 each) go
/// only to the current defender: own shield (heirs: a personal shield always, the common
/// royal shield only as the senior heir in the fight), crown (the senior royal heir in
/// the fight), own cathedral (church), own city (levy), Wales (the Welsh). A turned
/// Clarence or Exeter uses his going-home areas as shields (§11). No Neville sharing.
pub fn firepower(state: &State, battle: &Battle, block: BlockId) -> u8 {
    let info = block.info();
    let house = state.house_of(block);
    let base = info.rating.firepower;
    if house != battle.defender() {
        return base;
    }
    let area = battle.area;
    let bonus = match info.kind {
        BlockType::Heir => {
            let senior = senior_heir_present(state, battle, house) == Some(block);
            let shield = info.own_shield_areas.contains(area)
                || (senior && common_shield(state, house, area));
            let crown = senior && house == state.royal && area.info().crown;
            u8::from(shield) + u8::from(crown)
        }
        BlockType::Noble => {
            let turned_heir = info.twin.is_some_and(|t| t.info().is_heir());
            let shields = if turned_heir {
                info.home_areas
            } else {
                info.shield_areas
            };
            u8::from(shields.contains(area))
        }
        BlockType::Church | BlockType::Levy => u8::from(info.home_areas.contains(area)),
        BlockType::Mercenary => {
            u8::from(info.merc_home == Some(MercHome::Pool) && area.info().wales)
        }
        BlockType::Bombard | BlockType::Rebel => 0,
    };
    base + bonus
}

/// Rule 6.4: `block` rolls one die per step; the number of dice at or under its
/// firepower. The dice are kept in [`State::rolls`] to be told (§10).
/// The volley is logged as `kind` at `target` (see [`State::battle`]'s log).
pub fn roll_hits(
    state: &mut State,
    block: BlockId,
    (kind, target): (VolleyKind, Option<BlockId>),
    dice: &mut Dice,
) -> u8 {
    let battle = state.battle.as_ref().expect("a battle is being fought");
    let fp = u32::from(firepower(state, battle, block));
    let mut hits = 0;
    let mut faces = Vec::new();
    for _ in 0..state.steps[block] {
        let face = dice.roll(6);
        state.rolls.push(face);
        faces.push(face as u8);
        hits += u8::from(face <= fp);
    }
    let house = state.house_of(block);
    log_volley(state, kind, house, (Some(block), target), faces, hits);
    hits
}

/// Adds a roll to the battle's log (§10: the dice of a battle are public once rolled).
pub fn log_volley(
    state: &mut State,
    kind: VolleyKind,
    house: House,
    (by, target): (Option<BlockId>, Option<BlockId>),
    dice: Vec<u8>,
    hits: u8,
) {
    if let Some(battle) = state.battle.as_mut() {
        battle.log.push(Volley {
            round: battle.round,
            kind,
            house,
            by,
            target,
            dice,
            hits,
            on: Vec::new(),
        });
    }
}

/// Rule 6.4: the non-reserve blocks of `house` in the fight with the most steps.
pub fn strongest(state: &State, battle: &Battle, house: House) -> BlockSet {
    let blocks = fighting(state, battle, house);
    let top = blocks.iter().map(|b| state.steps[b]).max().unwrap_or(0);
    let mut set = BlockSet::EMPTY;
    for b in blocks.iter() {
        if state.steps[b] == top {
            set.insert(b);
        }
    }
    set
}

/// Applies up to `hits` hits to `block`; returns the hits left over and whether the block
/// was eliminated (6.4, 6.8).
pub fn hit_block(state: &mut State, block: BlockId, hits: u8) -> (u8, bool) {
    let taken = hits.min(state.steps[block]);
    if let Some(volley) = state.battle.as_mut().and_then(|b| b.log.last_mut())
        && taken > 0
    {
        volley.on.push((block, taken));
    }
    if taken == state.steps[block] {
        state.eliminate(block);
        (hits - taken, true)
    } else {
        state.steps[block] -= taken;
        (0, false)
    }
}

/// Rule 6.9: whether `block` may make a treachery roll now: the King, the Pretender and
/// Warwick make one each per battle. Warwick's roll is his own, whatever colour he
/// fights for: turned after rolling, he has none left. The King's or the Pretender's
/// roll is his side's: an heir who becomes Pretender during the battle (6.81) finds it
/// used.
pub fn may_roll(state: &State, battle: &Battle, block: BlockId) -> bool {
    if is_named(block, "warwick") {
        let twin = block.info().twin;
        !battle.rolled.contains(block) && twin.is_none_or(|t| !battle.rolled.contains(t))
    } else if state.is_king_or_pretender(block) {
        let house = state.house_of(block);
        !battle
            .rolled
            .iter()
            .any(|r| r.info().is_heir() && state.house_of(r) == house)
    } else {
        false
    }
}

/// Rules 6.9, 6.91: whether `target` may be the target of a treachery roll by `roller`
/// (`None`: the Treason event, 5.1): an enemy block in the fight with loyalty, not the
/// enemy King or Pretender, not a block that turned in this battle; Warwick never tries
/// Northumberland or Westmoreland.
pub fn may_target(
    state: &State,
    battle: &Battle,
    house: House,
    roller: Option<BlockId>,
    target: BlockId,
) -> bool {
    let warwick = roller.is_some_and(|r| is_named(r, "warwick"));
    state.loc[target] == Location::Area(battle.area)
        && state.house_of(target) != house
        && !state.reserve.contains(target)
        && target.info().loyalty > 0
        && !state.is_king_or_pretender(target)
        && !battle.defected.contains(target)
        && !(warwick && (is_named(target, "northumberland") || is_named(target, "westmoreland")))
}

/// Rules 6.9, 6.91: the dice a treachery roll by `roller` (`None`: the Treason event)
/// makes against `target`: one per point of its loyalty; Kent and Salisbury: 1 against
/// Warwick.
pub fn treachery_dice(roller: Option<BlockId>, target: BlockId) -> u8 {
    let info = target.info();
    let warwick = roller.is_some_and(|r| is_named(r, "warwick"));
    if warwick && info.neville_badge {
        1
    } else {
        info.loyalty
    }
}

/// Rules 6.9, 6.91: rolls [`treachery_dice`] dice; all even = the target defects. The
/// dice are kept in `rolls`.
pub fn treachery_roll(
    roller: Option<BlockId>,
    target: BlockId,
    dice: &mut Dice,
    rolls: &mut Rolls,
) -> bool {
    // Every die is rolled (all are public), then judged.
    let mut all_even = true;
    for _ in 0..treachery_dice(roller, target) {
        let face = dice.roll(6);
        rolls.push(face);
        all_even &= face.is_multiple_of(2);
    }
    all_even
}
