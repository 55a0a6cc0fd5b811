//! The catalog: every table of `data/skirmish.toml` (meta, board, terrain and its effects,
//! dice faces, morale bands and losses, VP, units, commanders, leadership cards) as typed
//! Rust, parsed once and checked against what the rules rely on (§2–§5, §12, §14). Units
//! and cards are named by small index newtypes ([`UnitId`], [`CardId`]) in file order.

use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::board::{COLUMNS, HEXES, Hex, ROWS, row_length};

mod tables;

pub use tables::*;

/// Number of units (§2: 6 a side).
pub const UNITS: usize = 12;
/// Units per side (§2).
pub const UNITS_PER_SIDE: usize = 6;
/// Commanders per side (§2).
pub const COMMANDERS_PER_SIDE: usize = 2;
/// Cards in each side's leadership deck, copies counted (§14).
pub const DECK_SIZE: u8 = 10;
/// The shortest distance of a ranged attack (§10.7: 2, 3 or 4; never 1); the file holds
/// the longest (`range`).
pub const RANGED_MIN_DISTANCE: u8 = 2;

/// The shipped data file, also what the kind's data endpoint serves (§19.1).
pub const SKIRMISH: &str = include_str!("data/skirmish.toml");

/// A side, also a Herald seat (the terms before §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Home edge row 1, units `N1`–`N6`.
    North,
    /// Home edge row 9, units `W1`–`W6`.
    West,
}

impl Side {
    /// Both sides, north first.
    pub const BOTH: [Side; 2] = [Side::North, Side::West];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::North => Side::West,
            Side::West => Side::North,
        }
    }

    /// The letter its unit ids start with.
    pub fn letter(self) -> char {
        match self {
            Side::North => 'N',
            Side::West => 'W',
        }
    }

    /// The side's word, also its seat: `north` or `west`.
    pub fn word(self) -> &'static str {
        match self {
            Side::North => "north",
            Side::West => "west",
        }
    }
}

/// The whole file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalog {
    /// `[meta]`.
    pub meta: Meta,
    /// `[board]`.
    pub board: BoardInfo,
    /// `[terrain]`.
    pub terrain: TerrainHexes,
    /// `[terrain_effects]`.
    pub terrain_effects: TerrainEffectsTable,
    /// `[dice]`.
    pub dice: Dice,
    /// `[morale]`.
    pub morale: Morale,
    /// `[vp]`.
    pub vp: Vp,
    /// `[[unit]]` by [`UnitId`].
    #[serde(rename = "unit")]
    pub units: Vec<Unit>,
    /// `[[commander]]`, in file order.
    #[serde(rename = "commander")]
    pub commanders: Vec<Commander>,
    /// `[[card]]` by [`CardId`].
    #[serde(rename = "card")]
    pub cards: Vec<Card>,
    /// The terrain of every hex, by [`Hex::index`]; filled after parsing.
    #[serde(skip, default = "open_board")]
    terrain_of: Vec<Terrain>,
}

fn open_board() -> Vec<Terrain> {
    vec![Terrain::Open; HEXES]
}

/// The catalog, parsed and checked once.
pub static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::load);

impl Catalog {
    /// The terrain of `hex` (§3.5).
    pub fn terrain_of(&self, hex: Hex) -> Terrain {
        self.terrain_of[hex.index()]
    }

    /// The effects of `terrain` (§3.5).
    pub fn effects(&self, terrain: Terrain) -> &TerrainEffects {
        let table = &self.terrain_effects;
        match terrain {
            Terrain::Open => &table.open,
            Terrain::River => &table.river,
            Terrain::Ford => &table.ford,
            Terrain::Hill => &table.hill,
            Terrain::Forest => &table.forest,
        }
    }

    /// The hexes listed for `terrain` (open: none are listed).
    pub fn hexes_of(&self, terrain: Terrain) -> &[Hex] {
        let lists = &self.terrain;
        match terrain {
            Terrain::Open => &[],
            Terrain::River => &lists.river,
            Terrain::Ford => &lists.ford,
            Terrain::Hill => &lists.hill,
            Terrain::Forest => &lists.forest,
        }
    }
}

/// A unit of the catalog, by file order (`N1` = 0 … `W6` = 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UnitId(pub u8);

impl UnitId {
    /// The unit's catalog entry.
    pub fn info(self) -> &'static Unit {
        &CATALOG.units[usize::from(self.0)]
    }

    /// Every unit, in file order.
    pub fn all() -> impl Iterator<Item = UnitId> {
        (0..UNITS as u8).map(UnitId)
    }

    /// The unit with this notation id, e.g. `N1`.
    pub fn parse(id: &str) -> Option<UnitId> {
        let i = CATALOG.units.iter().position(|u| u.id == id)?;
        Some(UnitId(i as u8))
    }

    /// The unit's side.
    pub fn side(self) -> Side {
        self.info().side
    }

    /// The commander riding with the unit, if any (§4.4).
    pub fn commander(self) -> Option<&'static Commander> {
        let id = &self.info().id;
        CATALOG.commanders.iter().find(|c| &c.unit == id)
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.info().id)
    }
}

/// A leadership card of the catalog, by file order (§14; copies share one id).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    /// The card's catalog entry.
    pub fn info(self) -> &'static Card {
        &CATALOG.cards[usize::from(self.0)]
    }

    /// Every card, in file order (one id per card, not per copy).
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CATALOG.cards.len() as u8).map(CardId)
    }

    /// The card with this notation id, e.g. `march`.
    pub fn parse(id: &str) -> Option<CardId> {
        let i = CATALOG.cards.iter().position(|c| c.id == id)?;
        Some(CardId(i as u8))
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.info().id)
    }
}

/// What the rules rely on in the file; a shipped file that breaks one panics on load,
/// naming it.
impl Catalog {
    fn load() -> Catalog {
        Catalog::from_toml(SKIRMISH)
    }

    /// Parses a file in the form of `skirmish.toml` and checks it; panics naming the first
    /// rule the file breaks. [`CATALOG`] is the shipped file, loaded by this once.
    pub fn from_toml(text: &str) -> Catalog {
        let mut catalog: Catalog =
            toml::from_str(text).unwrap_or_else(|e| panic!("skirmish.toml does not parse: {e}"));
        catalog.terrain_of = catalog.map_terrain();
        catalog.check_meta_and_board();
        catalog.check_terrain();
        catalog.check_dice_and_morale();
        catalog.check_units();
        catalog.check_commanders();
        catalog.check_cards();
        catalog
    }

    /// The terrain of every hex from `[terrain]`; a hex is listed at most once.
    fn map_terrain(&self) -> Vec<Terrain> {
        let mut map = open_board();
        for terrain in Terrain::ALL {
            for hex in self.hexes_of(terrain) {
                let was = map[hex.index()];
                assert_eq!(
                    was,
                    Terrain::Open,
                    "skirmish.toml: {hex} is {was:?} and {terrain:?}"
                );
                map[hex.index()] = terrain;
            }
        }
        map
    }

    fn check_meta_and_board(&self) {
        let (meta, board) = (&self.meta, &self.board);
        assert_eq!(meta.kind, "westeros", "skirmish.toml: meta.kind");
        assert_eq!(
            meta.seats,
            Side::BOTH,
            "skirmish.toml: the seats are north, west"
        );
        assert!(
            (1..=meta.round_track_spaces).contains(&meta.round_limit),
            "skirmish.toml: the round limit must fit on the round track (§7)"
        );
        assert_eq!(board.columns, COLUMNS, "skirmish.toml: columns A–M (§3.1)");
        assert_eq!(board.rows, ROWS, "skirmish.toml: 9 rows (§3.1)");
        assert_eq!(
            board.odd_row_hexes,
            row_length(1),
            "skirmish.toml: odd rows (§3.1)"
        );
        assert_eq!(
            board.even_row_hexes,
            row_length(2),
            "skirmish.toml: even rows (§3.1)"
        );
        assert_eq!(board.hex_count, HEXES, "skirmish.toml: 113 hexes (§3.1)");
        assert_eq!(Hex::all().count(), HEXES, "the board has 113 hexes (§3.1)");
        assert_eq!(
            board.north_edge_row, 1,
            "skirmish.toml: north's edge is row 1 (§3.1)"
        );
        assert_eq!(
            board.west_edge_row, ROWS,
            "skirmish.toml: west's edge is row 9 (§3.1)"
        );
    }

    fn check_terrain(&self) {
        let effects = |t| self.effects(t);
        assert!(
            !effects(Terrain::River).enter,
            "skirmish.toml: river is never entered (§3.5)"
        );
        for terrain in [Terrain::Open, Terrain::Ford, Terrain::Hill, Terrain::Forest] {
            assert!(
                effects(terrain).enter,
                "skirmish.toml: {terrain:?} can be entered (§3.5)"
            );
        }
        let objectives = Terrain::ALL.iter().filter(|t| effects(**t).objective);
        assert!(
            objectives.eq([Terrain::Ford].iter()),
            "skirmish.toml: the fords, and only they, are objectives (§3.5)"
        );
        assert_eq!(
            self.terrain.ford.len(),
            3,
            "skirmish.toml: three fords (§2)"
        );
        for c in 0..row_length(5) {
            let hex = Hex::at(c, 5).expect("row 5 has 13 hexes");
            assert!(
                matches!(self.terrain_of(hex), Terrain::River | Terrain::Ford),
                "skirmish.toml: {hex} must be river or ford (§3.5: row 5)"
            );
        }
    }

    fn check_dice_and_morale(&self) {
        for face in [
            Face::Green,
            Face::Blue,
            Face::Red,
            Face::Morale,
            Face::Valor,
        ] {
            assert!(
                self.dice.faces.contains(&face),
                "skirmish.toml: no die face {face:?} (§5)"
            );
        }
        let morale = &self.morale;
        assert_eq!(
            morale.start, morale.max,
            "skirmish.toml: morale starts at its max (§12)"
        );
        assert_eq!(morale.rout, 0, "skirmish.toml: rout is 0 (§12)");
        let mut next_high = morale.max;
        for band in &morale.bands {
            assert!(
                band.high == next_high && band.low <= band.high,
                "skirmish.toml: morale bands must run down from {} without gaps (§12)",
                morale.max
            );
            assert!(
                (band.low..=band.high).contains(&band.break_point),
                "skirmish.toml: the {:?} break point lies in its band (§12)",
                band.name
            );
            next_high = band.low - 1;
        }
        assert_eq!(
            next_high, morale.rout,
            "skirmish.toml: the bands end above rout (§12)"
        );
    }

    fn check_units(&self) {
        assert_eq!(self.units.len(), UNITS, "skirmish.toml: 12 units (§2)");
        for side in Side::BOTH {
            let count = self.units.iter().filter(|u| u.side == side).count();
            assert_eq!(
                count, UNITS_PER_SIDE,
                "skirmish.toml: 6 {side:?} units (§2)"
            );
        }
        for (i, unit) in self.units.iter().enumerate() {
            let id = &unit.id;
            assert!(
                id.starts_with(unit.side.letter()),
                "skirmish.toml: {id}'s side"
            );
            assert!(
                self.units[..i]
                    .iter()
                    .all(|u| &u.id != id && u.start != unit.start),
                "skirmish.toml: {id} repeats an id or a start hex (§3.7)"
            );
            assert!(
                self.effects(self.terrain_of(unit.start)).enter,
                "skirmish.toml: {id} starts on {}, which cannot be entered (§3.7)",
                unit.start
            );
            assert!(
                unit.reduced_at < unit.figures,
                "skirmish.toml: {id} reduced_at (§4.1)"
            );
            assert!(
                unit.kind != UnitType::Commander,
                "skirmish.toml: {id}'s type (§4.1)"
            );
            let shoots = unit.ranged_dice > 0;
            assert!(
                shoots == (unit.range > 0) && (!shoots || unit.range >= RANGED_MIN_DISTANCE),
                "skirmish.toml: {id}'s ranged dice and range (§4.1, §10.7)"
            );
        }
    }

    fn check_commanders(&self) {
        for commander in &self.commanders {
            let unit = self.units.iter().find(|u| u.id == commander.unit);
            assert!(
                unit.is_some_and(|u| u.commander.as_ref() == Some(&commander.name)),
                "skirmish.toml: {} must ride with unit {} (§4.4)",
                commander.name,
                commander.unit
            );
            assert!(
                commander.capture_rating >= 1 && commander.command_limit >= 1,
                "skirmish.toml: {}'s command limit and capture rating (§4.4)",
                commander.name
            );
        }
        for side in Side::BOTH {
            let ridden = self
                .units
                .iter()
                .filter(|u| u.side == side && u.commander.is_some());
            assert_eq!(
                ridden.count(),
                COMMANDERS_PER_SIDE,
                "skirmish.toml: two {side:?} commanders (§2)"
            );
        }
        let listed = |u: &&Unit| self.commanders.iter().any(|c| c.unit == u.id);
        let with_commander = self.units.iter().filter(|u| u.commander.is_some());
        assert!(
            with_commander.clone().all(|u| listed(&u)),
            "skirmish.toml: an unlisted commander"
        );
        assert_eq!(
            self.commanders.len(),
            with_commander.count(),
            "skirmish.toml: commanders"
        );
    }

    fn check_cards(&self) {
        for (i, card) in self.cards.iter().enumerate() {
            assert!(
                self.cards[..i].iter().all(|c| c.id != card.id),
                "skirmish.toml: card id {} is not unique (§14)",
                card.id
            );
            assert!(
                card.commands >= 1,
                "skirmish.toml: {} gives no command (§14)",
                card.id
            );
        }
        let deck: u8 = self.cards.iter().map(|c| c.copies).sum();
        assert_eq!(
            deck, DECK_SIZE,
            "skirmish.toml: a deck holds 10 cards (§14)"
        );
    }
}
