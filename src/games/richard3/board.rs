//! Questions every phase asks of the state: whose a block is, what stands in an area and
//! its status for a house (2.1), who is King and Pretender (3.21, 6.81), and the shared
//! consequences of an elimination (6.8) and of a defection (6.9), with the instant-victory
//! test (9.0).

use super::data::{AREAS, AreaId, BlockId, BlockSet, BlockType, BySide, House, MercHome};
use super::state::{Location, Phase, State, Victory, VictoryReason};

/// An area's status from one house's point of view (2.1), at the moment of the check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// No block of either house.
    Vacant,
    /// Own blocks only.
    Friendly,
    /// Enemy blocks only.
    Enemy,
    /// Blocks of both houses: a battle is due.
    Contested,
}

impl Status {
    /// Friendly or vacant: where moves may pass and retreats and regroups may go.
    pub fn is_open(self) -> bool {
        matches!(self, Status::Vacant | Status::Friendly)
    }
}

/// Block counts per area and house, taken in one pass (for legality checks that look at
/// many areas at once).
#[derive(Clone, Copy, Debug)]
pub struct Occupancy(pub [BySide<u8>; AREAS]);

impl Occupancy {
    /// The status of `area` for `house`.
    pub fn status(&self, area: AreaId, house: House) -> Status {
        status_of(self.0[area.index()], house)
    }
    /// The number of `house`'s blocks in `area`.
    pub fn count(&self, area: AreaId, house: House) -> u8 {
        *self.0[area.index()].get(house)
    }
}

fn status_of(count: BySide<u8>, house: House) -> Status {
    let own = *count.get(house) > 0;
    let enemy = *count.get(house.other()) > 0;
    match (own, enemy) {
        (false, false) => Status::Vacant,
        (true, false) => Status::Friendly,
        (false, true) => Status::Enemy,
        (true, true) => Status::Contested,
    }
}

impl State {
    /// The house a block fights for: its colour; the Rebel is the Pretender's (3.26).
    pub fn house_of(&self, block: BlockId) -> House {
        block.info().owner.unwrap_or(self.pretender_house())
    }

    /// The map area a block stands in (prisoners and face-down blocks are not on the map
    /// for any rule, 2.1).
    pub fn area_of(&self, block: BlockId) -> Option<AreaId> {
        self.loc[block].area()
    }

    /// Every block standing in `area`.
    pub fn blocks_in(&self, area: AreaId) -> BlockSet {
        let mut set = BlockSet::EMPTY;
        for b in BlockId::all() {
            if self.loc[b] == Location::Area(area) {
                set.insert(b);
            }
        }
        set
    }

    /// `house`'s blocks standing in `area`.
    pub fn blocks_of_in(&self, house: House, area: AreaId) -> BlockSet {
        let mut set = BlockSet::EMPTY;
        for b in BlockId::all() {
            if self.loc[b] == Location::Area(area) && self.house_of(b) == house {
                set.insert(b);
            }
        }
        set
    }

    /// Blocks of each house standing in `area`.
    pub fn count_in(&self, area: AreaId) -> BySide<u8> {
        let mut count = BySide::both(0u8);
        for b in BlockId::all() {
            if self.loc[b] == Location::Area(area) {
                *count.get_mut(self.house_of(b)) += 1;
            }
        }
        count
    }

    /// Rule 2.1: the status of `area` for `house` now.
    pub fn status(&self, area: AreaId, house: House) -> Status {
        status_of(self.count_in(area), house)
    }

    /// Block counts of every area, in one pass.
    pub fn occupancy(&self) -> Occupancy {
        let mut occ = Occupancy([BySide::both(0); AREAS]);
        let rebel_house = self.pretender_house();
        for b in BlockId::all() {
            if let Location::Area(a) = self.loc[b] {
                let house = b.info().owner.unwrap_or(rebel_house);
                *occ.0[a.index()].get_mut(house) += 1;
            }
        }
        occ
    }

    /// Every contested area, in area order (6.1).
    pub fn contested_areas(&self) -> Vec<AreaId> {
        let occ = self.occupancy();
        AreaId::all()
            .filter(|a| occ.status(*a, House::York) == Status::Contested)
            .collect()
    }

    /// Whether `block` is one of its house's heirs and not gone: neither dead nor turned
    /// (its twin in play for the enemy, 9.1). Minors, prisoners and heirs in a pool are alive.
    pub fn is_living_heir(&self, block: BlockId) -> bool {
        block.info().is_heir() && !matches!(self.loc[block], Location::Dead | Location::Offmap)
    }

    /// The living heirs of `house`, senior first.
    pub fn living_heirs(&self, house: House) -> impl Iterator<Item = BlockId> + '_ {
        let mut heirs: Vec<BlockId> = BlockId::all()
            .filter(|b| b.info().owner == Some(house) && self.is_living_heir(*b))
            .collect();
        heirs.sort_by_key(|b| b.info().heir_rank);
        heirs.into_iter()
    }

    /// The Pretender: the senior living heir of the non-royal house, replaced at once
    /// when he dies (6.81, Ref); a prisoner is passed over (Kingmaker, 8.2).
    pub fn pretender(&self) -> Option<BlockId> {
        let house = self.pretender_house();
        BlockId::all()
            .filter(|b| b.info().owner == Some(house) && self.is_living_heir(*b))
            .filter(|b| !matches!(self.loc[*b], Location::Prisoner(_)))
            .min_by_key(|b| b.info().heir_rank)
    }

    /// Whether `block` is the King or the Pretender now (6.9, 9.1).
    pub fn is_king_or_pretender(&self, block: BlockId) -> bool {
        self.king == Some(block) || self.pretender() == Some(block)
    }

    /// The senior living heir of `house` (the King-to-be at 6.81 for the royal house).
    pub fn senior_heir(&self, house: House) -> Option<BlockId> {
        BlockId::all()
            .filter(|b| b.info().owner == Some(house) && self.is_living_heir(*b))
            .min_by_key(|b| b.info().heir_rank)
    }

    /// Whether the current phase is a supply phase step (7.0): heirs killed now are
    /// replaced only at the start of the next supply phase.
    pub fn in_supply_phase(&self) -> bool {
        matches!(
            self.phase,
            Phase::Execute { .. } | Phase::MinorEntry { .. } | Phase::SupplyLoss { .. }
        )
    }

    /// Rules 6.81–6.86: removes an eliminated block where it belongs, records the minor
    /// owed for an heir (or a turned Clarence/Exeter, 9.1), clears the King if he died,
    /// and runs the instant-victory test (9.0).
    pub fn eliminate(&mut self, block: BlockId) {
        let info = block.info();
        self.steps[block] = 0;
        self.reserve.remove(block);
        // The original house of an heir, or of a turned heir playing as a noble (9.1).
        let heir_of = if info.is_heir() {
            info.owner
        } else {
            info.twin
                .filter(|t| t.info().is_heir())
                .and_then(|t| t.info().owner)
        };
        self.loc[block] = match info.kind {
            _ if heir_of.is_some() => Location::Dead,
            BlockType::Noble if info.rose || info.neville => Location::Dead,
            BlockType::Mercenary => match info.merc_home {
                Some(MercHome::Area(_)) => Location::HomeDown,
                _ => Location::PoolDown,
            },
            _ => Location::PoolDown,
        };
        if let Some(house) = heir_of {
            if self.king == Some(block) {
                self.king = None;
            }
            if self.in_supply_phase() {
                *self.minors_later.get_mut(house) += 1;
            } else {
                *self.minors_owed.get_mut(house) += 1;
            }
        }
        self.check_instant_victory();
    }

    /// Rule 6.9: `block` defects; its twin takes its place at its current strength, as a
    /// reserve of the new side. Returns the twin. Runs the instant-victory test (9.0
    /// engine addition: a turned heir counts as gone).
    ///
    /// # Panics
    /// If `block` has no twin.
    pub fn defect(&mut self, block: BlockId) -> BlockId {
        let twin = block.info().twin.expect("only twins defect");
        self.loc[twin] = self.loc[block];
        self.steps[twin] = self.steps[block];
        self.loc[block] = Location::Offmap;
        self.steps[block] = 0;
        self.reserve.remove(block);
        self.reserve.insert(twin);
        if self.moved.contains(block) {
            self.moved.insert(twin);
        }
        self.moved.remove(block);
        self.check_instant_victory();
        twin
    }

    /// Kingmaker (`scenarios.toml` special rule 3): the prisoner is rescued the moment his
    /// area holds Lancastrian blocks and no York block; he then stands on the map (and, as
    /// the senior free heir, becomes the Pretender).
    pub fn check_rescue(&mut self) {
        for b in BlockId::all() {
            if let Location::Prisoner(area) = self.loc[b] {
                let count = self.count_in(area);
                if count.lancaster > 0 && count.york == 0 {
                    self.loc[b] = Location::Area(area);
                }
            }
        }
    }

    /// Rule 9.0: whether every heir of `house` is gone (dead, or turned to the enemy).
    pub fn has_no_heirs(&self, house: House) -> bool {
        !BlockId::all().any(|b| b.info().owner == Some(house) && self.is_living_heir(b))
    }

    /// Rule 9.0: ends the game if a house has lost its last heir.
    pub fn check_instant_victory(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        for house in House::BOTH {
            if self.has_no_heirs(house) {
                self.outcome = Some(Victory {
                    winner: house.other(),
                    reason: VictoryReason::Heirs,
                });
                self.phase = Phase::Over;
                return;
            }
        }
    }
}
