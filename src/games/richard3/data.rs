//! The static catalog: the map, the 63 blocks, the 25 cards and the three scenarios,
//! parsed once from the shipped TOML files (`data/*.toml`) into tables indexed by small
//! newtypes. The state refers to areas, blocks and cards only by these indices.

use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

pub use super::house::{BySide, House};

mod load;
mod words;

/// Number of areas (land, island, exile and sea zones) in `map.toml`.
pub const AREAS: usize = 36;
/// Number of land borders in `map.toml`.
pub const BORDERS: usize = 62;
/// Number of blocks in `blocks.toml`.
pub const BLOCKS: usize = 63;
/// Number of cards in `cards.toml`.
pub const CARDS: usize = 25;
/// Number of sea zones.
pub const SEAS: usize = 3;

macro_rules! index_newtype {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub struct $name(pub u8);

        impl $name {
            /// The index into the catalog table.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

index_newtype!(
    /// An area of `map.toml` (land, island, exile or sea zone), by file order.
    AreaId
);
index_newtype!(
    /// A block of `blocks.toml`, by file order.
    BlockId
);
index_newtype!(
    /// A card of `cards.toml`, by file order (card id 1 is index 0).
    CardId
);
index_newtype!(
    /// A land border of `map.toml`, by file order.
    BorderId
);

impl AreaId {
    /// The area's catalog entry.
    pub fn info(self) -> &'static Area {
        &CATALOG.areas[self.index()]
    }
    /// The `map.toml` id, e.g. `kent`.
    pub fn id(self) -> &'static str {
        &self.info().id
    }
    /// The name printed on the map, e.g. `North Yorks`: the one name words use.
    pub fn name(self) -> &'static str {
        &self.info().name
    }
    /// Every area, in file order.
    pub fn all() -> impl Iterator<Item = AreaId> {
        (0..AREAS as u8).map(AreaId)
    }
    /// The area with this `map.toml` id.
    pub fn parse(id: &str) -> Option<AreaId> {
        lookup(&CATALOG.area_index, id).map(AreaId)
    }
}

impl BlockId {
    /// The block's catalog entry.
    pub fn info(self) -> &'static Block {
        &CATALOG.blocks[self.index()]
    }
    /// The `blocks.toml` id, e.g. `Y_warwick`.
    pub fn id(self) -> &'static str {
        &self.info().id
    }
    /// The name printed on the block, e.g. `Warwick`: the one name words use (the two
    /// colours of a twin share it; the words name the house where it matters).
    pub fn name(self) -> &'static str {
        &self.info().name
    }
    /// Every block, in file order.
    pub fn all() -> impl Iterator<Item = BlockId> {
        (0..BLOCKS as u8).map(BlockId)
    }
    /// The block with this `blocks.toml` id.
    pub fn parse(id: &str) -> Option<BlockId> {
        lookup(&CATALOG.block_index, id).map(BlockId)
    }
}

impl CardId {
    /// The card's catalog entry.
    pub fn info(self) -> &'static Card {
        &CATALOG.cards[self.index()]
    }
    /// The card as words name it: its printed number and what it is, e.g. `card 10 (2 AP)`,
    /// `card 4 (Plague, 0 AP)`; the number is the one drawn on the card.
    pub fn printed(self) -> String {
        let info = self.info();
        match info.event {
            Some(_) => format!("card {} ({}, {} AP)", info.number, info.name, info.ap),
            None => format!("card {} ({} AP)", info.number, info.ap),
        }
    }
    /// Every card, in file order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARDS as u8).map(CardId)
    }
    /// The card with this `cards.toml` id (1–25).
    pub fn parse(id: &str) -> Option<CardId> {
        let n: u8 = id.parse().ok()?;
        CATALOG
            .cards
            .iter()
            .position(|c| c.number == n)
            .map(|i| CardId(i as u8))
    }
}

impl BorderId {
    /// The border's catalog entry.
    pub fn info(self) -> &'static Border {
        &CATALOG.borders[self.index()]
    }
    /// Every border, in file order.
    pub fn all() -> impl Iterator<Item = BorderId> {
        (0..BORDERS as u8).map(BorderId)
    }
}

impl fmt::Display for AreaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
impl fmt::Display for BlockId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.info().number)
    }
}

fn lookup(index: &[(String, u8)], id: &str) -> Option<u8> {
    index
        .binary_search_by(|(k, _)| k.as_str().cmp(id))
        .ok()
        .map(|i| index[i].1)
}

/// A set of areas as a bit mask (bit = area index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AreaSet(pub u64);

/// A set of blocks as a bit mask (bit = block index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BlockSet(pub u64);

macro_rules! bit_set {
    ($set:ident, $item:ident) => {
        impl $set {
            /// The empty set.
            pub const EMPTY: $set = $set(0);
            /// Whether `item` is in the set.
            pub fn contains(self, item: $item) -> bool {
                self.0 & (1u64 << item.0) != 0
            }
            /// Adds `item`.
            pub fn insert(&mut self, item: $item) {
                self.0 |= 1u64 << item.0;
            }
            /// Removes `item`.
            pub fn remove(&mut self, item: $item) {
                self.0 &= !(1u64 << item.0);
            }
            /// Whether the set is empty.
            pub fn is_empty(self) -> bool {
                self.0 == 0
            }
            /// The number of members.
            pub fn len(self) -> usize {
                self.0.count_ones() as usize
            }
            /// The members in index order.
            pub fn iter(self) -> impl Iterator<Item = $item> {
                let mut bits = self.0;
                std::iter::from_fn(move || {
                    if bits == 0 {
                        None
                    } else {
                        let i = bits.trailing_zeros() as u8;
                        bits &= bits - 1;
                        Some($item(i))
                    }
                })
            }
        }
    };
}
bit_set!(AreaSet, AreaId);
bit_set!(BlockSet, BlockId);

/// What kind of area (rule 2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AreaKind {
    /// An English or Welsh land area.
    Land,
    /// The Isle of Man (2.82).
    Island,
    /// An exile area (2.7).
    Exile,
    /// A sea zone (2.81).
    Sea,
}

/// A border's colour (rule 5.21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BorderKind {
    /// Yellow: 4 blocks per player per turn.
    Major,
    /// Blue: 3 blocks.
    River,
    /// Red: 2 blocks, and a block crossing it must stop.
    Minor,
}

impl BorderKind {
    /// Rule 5.21: blocks per player per turn (without Surprise).
    pub fn limit(self) -> u8 {
        match self {
            BorderKind::Major => 4,
            BorderKind::River => 3,
            BorderKind::Minor => 2,
        }
    }
    /// Rule 5.21: a red border forces a stop.
    pub fn must_stop(self) -> bool {
        self == BorderKind::Minor
    }
}

/// One area of the map.
#[derive(Debug)]
pub struct Area {
    /// The `map.toml` id.
    pub id: String,
    /// The printed name.
    pub name: String,
    /// Land, island, exile or sea.
    pub kind: AreaKind,
    /// Exile areas: the only house that may ever enter (2.7).
    pub exile_of: Option<House>,
    /// The house whose levy belongs to the area's city, if it has one (2.4).
    pub city: Option<House>,
    /// Whether the area holds a cathedral (2.5).
    pub cathedral: bool,
    /// Whether the area shows a crown (2.3).
    pub crown: bool,
    /// Shield keys printed in the area (2.2), as indices into [`Catalog::shields`].
    pub shields: Vec<u8>,
    /// Sea zones touched, bit `i` = [`Catalog::seas`]`[i]` (2.81); empty = not coastal.
    pub seas: u8,
    /// A major port (2.83).
    pub major_port: bool,
    /// One of the four Welsh areas (2.6).
    pub wales: bool,
    /// Land neighbours and the border to each, in `adjacent` order.
    pub neighbours: Vec<(AreaId, BorderId)>,
}

impl Area {
    /// Whether the area touches a sea zone (2.83: every coastal area is a minor port).
    pub fn is_coastal(&self) -> bool {
        self.seas != 0
    }
    /// Whether the area is an exile area (2.7).
    pub fn is_exile(&self) -> bool {
        self.kind == AreaKind::Exile
    }
    /// Whether blocks can stand here (everything but the sea zones).
    pub fn is_holdable(&self) -> bool {
        self.kind != AreaKind::Sea
    }
}

/// One land border.
#[derive(Debug)]
pub struct Border {
    /// One end.
    pub a: AreaId,
    /// The other end.
    pub b: AreaId,
    /// Its colour.
    pub kind: BorderKind,
}

impl Border {
    /// The end that is not `from`.
    pub fn other(&self, from: AreaId) -> AreaId {
        if self.a == from { self.b } else { self.a }
    }
}

/// A block's type (rule 3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BlockType {
    /// 3.21.
    Heir,
    /// 3.22.
    Noble,
    /// 3.23.
    Church,
    /// 3.24 city levy.
    Levy,
    /// 3.24 bombard.
    Bombard,
    /// 3.25.
    Mercenary,
    /// 3.26.
    Rebel,
}

/// Initiative letter (rule 3.12): A acts first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Initiative {
    /// First.
    A,
    /// Second.
    B,
    /// Third.
    C,
    /// Last.
    D,
}

/// A combat rating, e.g. B2 (rule 3.12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    /// Letter.
    pub initiative: Initiative,
    /// A die ≤ this scores a hit.
    pub firepower: u8,
}

impl Rating {
    fn parse(text: &str) -> Rating {
        let mut chars = text.chars();
        let initiative = match chars.next() {
            Some('A') => Initiative::A,
            Some('B') => Initiative::B,
            Some('C') => Initiative::C,
            Some('D') => Initiative::D,
            _ => panic!("bad rating {text:?}"),
        };
        let firepower = chars.as_str().parse().expect("rating firepower");
        Rating {
            initiative,
            firepower,
        }
    }
}

/// Where a mercenary lives (3.25) when not in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MercHome {
    /// Its home exile area.
    Area(AreaId),
    /// The owner's pool (the Welsh).
    Pool,
}

/// One block.
#[derive(Debug)]
pub struct Block {
    /// The `blocks.toml` id.
    pub id: String,
    /// The printed name.
    pub name: String,
    /// York or Lancaster; `None` for the Rebel (who fights for the Pretender, 3.26).
    pub owner: Option<House>,
    /// 3.2.
    pub kind: BlockType,
    /// Maximum steps (3.11).
    pub steps: u8,
    /// Printed rating (3.12).
    pub rating: Rating,
    /// Printed loyalty, 0 = never defects (3.13).
    pub loyalty: u8,
    /// Heirs: 1 = senior (3.21).
    pub heir_rank: u8,
    /// A rose noble (6.83: permanently dead when eliminated).
    pub rose: bool,
    /// Warwick, Kent or Salisbury (6.83, 8.3).
    pub neville: bool,
    /// Kent and Salisbury: loyalty 1 against Warwick (6.91).
    pub neville_badge: bool,
    /// The other-colour copy (3.22).
    pub twin: Option<BlockId>,
    /// May sea move (5.3).
    pub sea_move: bool,
    /// Heirs, nobles, church, levies, Welsh: the areas listed in `home_areas` (5.4, 8.3).
    pub home_areas: AreaSet,
    /// Nobles: the areas printing the block's own shield key (2.2). Heirs: the areas
    /// printing any of the heir's `shield_keys`.
    pub shield_areas: AreaSet,
    /// Lancaster heirs Exeter, Somerset, Richmond: the areas of the personal shield (2.2).
    pub own_shield_areas: AreaSet,
    /// Mercenaries: home (3.25).
    pub merc_home: Option<MercHome>,
    /// Bombards: initiative A (A3) in round 1 (6.2).
    pub round1_a: bool,
}

impl Block {
    /// Whether this is an heir (3.21).
    pub fn is_heir(&self) -> bool {
        self.kind == BlockType::Heir
    }
}

/// Event cards (rule 5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// One group, up to 3 areas.
    ForceMarch,
    /// Moves ending in one muster area.
    Muster,
    /// Sea moves only, may attack.
    Piracy,
    /// One enemy city area loses a step per block.
    Plague,
    /// One group or sea move; border limits +1.
    Surprise,
    /// One group or sea move; one treachery roll before a battle.
    Treason,
}

/// One card.
#[derive(Debug)]
pub struct Card {
    /// The printed id, 1–25.
    pub number: u8,
    /// Action points (events: printed AP).
    pub ap: u8,
    /// The event, for event cards.
    pub event: Option<Event>,
    /// The printed name.
    pub name: String,
    /// The event's id in `cards.toml` (`force_march`), which keys its name's message.
    pub event_id: Option<String>,
}

/// One block placed by a scenario.
#[derive(Debug, Clone, Copy)]
pub struct Deploy {
    /// Which block.
    pub block: BlockId,
    /// Where.
    pub area: AreaId,
    /// Kingmaker: Henry VI starts as a prisoner.
    pub prisoner: bool,
}

/// One scenario of `scenarios.toml` (4.0).
#[derive(Debug)]
pub struct Scenario {
    /// The id, e.g. `wars_of_the_roses`.
    pub id: String,
    /// The first campaign played.
    pub first_campaign: u8,
    /// The last campaign played.
    pub last_campaign: u8,
    /// The King at the start.
    pub king: BlockId,
    /// The Pretender at the start.
    pub pretender: BlockId,
    /// Blocks on the map.
    pub deploy: Vec<Deploy>,
    /// Lancaster's pool.
    pub pool_lancaster: Vec<BlockId>,
    /// York's pool (the Rebel may be listed here).
    pub pool_york: Vec<BlockId>,
    /// Minor heirs.
    pub minor: Vec<BlockId>,
    /// Inactive twins.
    pub offmap_twin: Vec<BlockId>,
    /// Permanently eliminated.
    pub eliminated: Vec<BlockId>,
}

/// The whole catalog.
#[derive(Debug)]
pub struct Catalog {
    /// Areas by [`AreaId`].
    pub areas: Vec<Area>,
    /// Borders by [`BorderId`].
    pub borders: Vec<Border>,
    /// Blocks by [`BlockId`].
    pub blocks: Vec<Block>,
    /// Cards by [`CardId`].
    pub cards: Vec<Card>,
    /// Scenarios in file order.
    pub scenarios: Vec<Scenario>,
    /// The three sea zones; bit `i` of [`Area::seas`] is `seas[i]`.
    pub seas: [AreaId; SEAS],
    /// Shield keys, indexed by [`Area::shields`].
    pub shields: Vec<String>,
    area_index: Vec<(String, u8)>,
    block_index: Vec<(String, u8)>,
}

/// The catalog, parsed once.
pub static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::load);

/// The shipped data files, also served verbatim by the kind's data endpoint.
pub mod files {
    /// `map.toml`.
    pub const MAP: &str = include_str!("data/map.toml");
    /// `blocks.toml`.
    pub const BLOCKS: &str = include_str!("data/blocks.toml");
    /// `cards.toml`.
    pub const CARDS: &str = include_str!("data/cards.toml");
    /// `scenarios.toml`.
    pub const SCENARIOS: &str = include_str!("data/scenarios.toml");
}

impl Catalog {
    /// The scenario with this id.
    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.id == id)
    }

    /// The border between two areas, if they are land neighbours.
    pub fn border_between(&self, a: AreaId, b: AreaId) -> Option<BorderId> {
        self.areas[a.index()]
            .neighbours
            .iter()
            .find(|(n, _)| *n == b)
            .map(|(_, border)| *border)
    }

    /// The sea zone index (0–2) of a sea-zone area.
    pub fn sea_index(&self, sea: AreaId) -> Option<usize> {
        self.seas.iter().position(|s| *s == sea)
    }

    /// The area whose city is `house`'s levy home, for the levy block `block`.
    pub fn levy_area(&self, block: BlockId) -> Option<AreaId> {
        self.blocks[block.index()].home_areas.iter().next()
    }
}

/// Shorthand: the area with this id; panics on a typo (tests and constants only).
pub fn area(id: &str) -> AreaId {
    AreaId::parse(id).unwrap_or_else(|| panic!("no area {id}"))
}

/// Shorthand: the block with this id; panics on a typo (tests and constants only).
pub fn block(id: &str) -> BlockId {
    BlockId::parse(id).unwrap_or_else(|| panic!("no block {id}"))
}
