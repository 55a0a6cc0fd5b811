//! The board (§3): 113 pointy-topped hexes in 9 rows, `A1`…`M9`; neighbours (§3.2), cube
//! coordinates and distance (§3.3), the retreat pair toward a side's home edge (§3.4),
//! terrain and its effects (§3.5) and line of sight by the exact integer procedure of §3.6.
//! Hexes are numbered in reading order (row 1 from A, then row 2 …), so a set of hexes is
//! a 113-bit mask.

use std::fmt;
use std::ops::{Add, Sub};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::data::{CATALOG, Side, Terrain, TerrainEffects};

/// Number of hexes on the board (§3.1).
pub const HEXES: usize = 113;
/// Number of rows (§3.1), numbered 1 to 9 from the top.
pub const ROWS: i8 = 9;
/// The column letters, A (index 0) to M (index 12) (§3.1).
pub const COLUMNS: &str = "ABCDEFGHIJKLM";

/// Hexes in a row (§3.1): odd rows hold 13 (A–M), even rows 12 (A–L, shifted half a hex
/// east). Rows outside 1–9 hold none.
pub fn row_length(row: i8) -> i8 {
    match row {
        1..=ROWS if row % 2 == 1 => 13,
        1..=ROWS => 12,
        _ => 0,
    }
}

/// The index of the row's first hex (column A) in reading order.
fn row_start(row: i8) -> i8 {
    (row - 1) / 2 * 25 + if row % 2 == 0 { 13 } else { 0 }
}

/// One of the 113 hexes (§3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Hex(u8);

impl Hex {
    /// The hex at `column` (0 = A … 12 = M) and `row` (1–9), if it exists (§3.1).
    pub fn at(column: i8, row: i8) -> Option<Hex> {
        (0..row_length(row))
            .contains(&column)
            .then(|| Hex((row_start(row) + column) as u8))
    }

    /// Every hex, in reading order.
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..HEXES as u8).map(Hex)
    }

    /// The position in reading order (0 = `A1`, 112 = `M9`).
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The column index `c`: 0 for A … 12 for M.
    pub fn column(self) -> i8 {
        let rest = self.0 as i8 % 25;
        if rest < 13 { rest } else { rest - 13 }
    }

    /// The row `r`: 1 (north's edge) … 9 (west's edge).
    pub fn row(self) -> i8 {
        let pair = self.0 as i8 / 25;
        if self.0 as i8 % 25 < 13 {
            2 * pair + 1
        } else {
            2 * pair + 2
        }
    }

    /// The neighbours by the offset rule of §3.2, keeping only hexes that exist.
    pub fn neighbours(self) -> HexSet {
        let (c, r) = (self.column(), self.row());
        let shift = if r % 2 == 1 { -1 } else { 0 };
        [
            (c - 1, r),
            (c + 1, r),
            (c + shift, r - 1),
            (c + shift + 1, r - 1),
            (c + shift, r + 1),
            (c + shift + 1, r + 1),
        ]
        .into_iter()
        .filter_map(|(c, r)| Hex::at(c, r))
        .collect()
    }

    /// Whether `other` is a neighbour ("adjacent", distance 1).
    pub fn is_adjacent(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    /// The cube coordinates of §3.3: x = c − ⌊(r − 1)/2⌋, z = r − 1, y = −x − z.
    pub fn cube(self) -> Cube {
        let (c, r) = (i32::from(self.column()), i32::from(self.row()));
        Cube::new(c - (r - 1).div_euclid(2), r - 1)
    }

    /// The hex with these cube coordinates, if it exists.
    pub fn from_cube(cube: Cube) -> Option<Hex> {
        let row = cube.z + 1;
        let column = cube.x + (row - 1).div_euclid(2);
        let small = |n: i32| i8::try_from(n).ok();
        Hex::at(small(column)?, small(row)?)
    }

    /// The number of steps between the hexes through neighbours (§3.3).
    pub fn distance(self, other: Hex) -> i32 {
        (other.cube() - self.cube()).length()
    }

    /// The retreat pair of a `side`'s unit here (§3.4): its neighbours in the adjacent row
    /// toward the side's own edge; none on the own edge row, one at a ragged end.
    pub fn retreat_pair(self, side: Side) -> HexSet {
        let edge = side.home_edge_row();
        if self.row() == edge {
            return HexSet::EMPTY;
        }
        let toward = self.row() + (edge - self.row()).signum();
        self.neighbours().filter(|n| n.row() == toward)
    }

    /// The hex's terrain (§3.5, `[terrain]` of the catalog).
    pub fn terrain(self) -> Terrain {
        CATALOG.terrain_of(self)
    }

    /// The effects of the hex's terrain (§3.5).
    pub fn effects(self) -> &'static TerrainEffects {
        CATALOG.effects(self.terrain())
    }

    /// Whether a unit may ever move, retreat or advance into the hex (§3.5: not river).
    pub fn is_enterable(self) -> bool {
        self.effects().enter
    }

    /// Whether entering the hex ends a move (§3.5: ford; forest unless the unit is
    /// `woodland`). Retreats and advances ignore it.
    pub fn ends_a_move(self, woodland: bool) -> bool {
        self.effects().stop && !(woodland && self.terrain() == Terrain::Forest)
    }

    /// Whether the terrain blocks line of sight (§3.5: hill and forest).
    pub fn blocks_line_of_sight(self) -> bool {
        self.effects().blocks_los
    }

    /// Whether the hex is an objective (§3.5: the fords).
    pub fn is_objective(self) -> bool {
        self.effects().objective
    }

    /// The hex turned 180° about the board's centre (§3.7): (c, r) → (12 − c, 10 − r) on
    /// odd rows, (11 − c, 10 − r) on even rows.
    pub fn turned(self) -> Hex {
        let (c, r) = (self.column(), self.row());
        let opposite = row_length(r) - 1 - c;
        Hex::at(opposite, ROWS + 1 - r).expect("a row and its turned row have the same length")
    }

    /// Drawing only (§3.1, not a rule): the centre in units of the hex's circumradius,
    /// x = √3·(c + ½·[r even]), y = 1.5·(r − 1).
    pub fn drawing_centre(self) -> (f64, f64) {
        let shift = if self.row() % 2 == 0 { 0.5 } else { 0.0 };
        let x = 3f64.sqrt() * (f64::from(self.column()) + shift);
        (x, 1.5 * f64::from(self.row() - 1))
    }
}

impl Side {
    /// The side's home edge row (§3.1, §3.4): north row 1, west row 9.
    pub fn home_edge_row(self) -> i8 {
        match self {
            Side::North => CATALOG.board.north_edge_row,
            Side::West => CATALOG.board.west_edge_row,
        }
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = COLUMNS.as_bytes()[self.column() as usize] as char;
        write!(f, "{letter}{}", self.row())
    }
}

impl From<Hex> for String {
    fn from(hex: Hex) -> String {
        hex.to_string()
    }
}

/// A name that is not one of the 113 hexes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a hex: hexes are A1…M9, a column letter A–M and a row 1–9, \
     and M2, M4, M6, M8 do not exist"
)]
pub struct ParseHexError(pub String);

impl FromStr for Hex {
    type Err = ParseHexError;
    fn from_str(text: &str) -> Result<Hex, ParseHexError> {
        let bad = || ParseHexError(text.to_string());
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?;
        let column = COLUMNS.find(letter).ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.len() != 1 {
            return Err(bad());
        }
        let row: i8 = digits.parse().map_err(|_| bad())?;
        Hex::at(column as i8, row).ok_or_else(bad)
    }
}

impl TryFrom<String> for Hex {
    type Error = ParseHexError;
    fn try_from(text: String) -> Result<Hex, ParseHexError> {
        text.parse()
    }
}

/// A set of hexes (bit = [`Hex::index`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HexSet(pub u128);

impl HexSet {
    /// No hex.
    pub const EMPTY: HexSet = HexSet(0);

    /// Every hex of the board.
    pub const ALL: HexSet = HexSet((1u128 << HEXES) - 1);

    /// Whether `hex` is in the set.
    pub fn contains(self, hex: Hex) -> bool {
        self.0 & (1u128 << hex.0) != 0
    }

    /// Adds `hex`.
    pub fn insert(&mut self, hex: Hex) {
        self.0 |= 1u128 << hex.0;
    }

    /// Removes `hex`.
    pub fn remove(&mut self, hex: Hex) {
        self.0 &= !(1u128 << hex.0);
    }

    /// The number of hexes.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The hexes in reading order.
    pub fn iter(self) -> impl Iterator<Item = Hex> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros();
                bits &= bits - 1;
                Hex(i as u8)
            })
        })
    }

    /// The hexes of the set for which `keep` holds.
    pub fn filter(self, keep: impl Fn(Hex) -> bool) -> HexSet {
        self.iter().filter(|h| keep(*h)).collect()
    }
}

impl FromIterator<Hex> for HexSet {
    fn from_iter<I: IntoIterator<Item = Hex>>(hexes: I) -> HexSet {
        let mut set = HexSet::EMPTY;
        for hex in hexes {
            set.insert(hex);
        }
        set
    }
}

impl fmt::Display for HexSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.iter().map(|h| h.to_string()).collect();
        f.write_str(&names.join(" "))
    }
}

/// Cube coordinates (§3.3), x + y + z = 0. Also a difference of two hexes' coordinates,
/// which need not be a hex on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    /// x = c − ⌊(r − 1)/2⌋.
    pub x: i32,
    /// y = −x − z.
    pub y: i32,
    /// z = r − 1.
    pub z: i32,
}

/// The six neighbour steps in cube coordinates (§3.3).
pub const NEIGHBOUR_STEPS: [Cube; 6] = [
    Cube { x: 1, y: -1, z: 0 },
    Cube { x: 1, y: 0, z: -1 },
    Cube { x: 0, y: 1, z: -1 },
    Cube { x: -1, y: 1, z: 0 },
    Cube { x: -1, y: 0, z: 1 },
    Cube { x: 0, y: -1, z: 1 },
];

impl Cube {
    /// The coordinates with this x and z (y follows).
    pub fn new(x: i32, z: i32) -> Cube {
        Cube { x, y: -x - z, z }
    }

    /// The components in the order x, y, z.
    pub fn components(self) -> [i32; 3] {
        [self.x, self.y, self.z]
    }

    /// max(|x|, |y|, |z|): the distance from the origin in steps (§3.3).
    pub fn length(self) -> i32 {
        self.x.abs().max(self.y.abs()).max(self.z.abs())
    }

    /// Every component multiplied by `k`.
    pub fn times(self, k: i32) -> Cube {
        Cube::new(self.x * k, self.z * k)
    }
}

impl Add for Cube {
    type Output = Cube;
    fn add(self, other: Cube) -> Cube {
        Cube::new(self.x + other.x, self.z + other.z)
    }
}

impl Sub for Cube {
    type Output = Cube;
    fn sub(self, other: Cube) -> Cube {
        Cube::new(self.x - other.x, self.z - other.z)
    }
}

/// Whether an attack is melee or ranged (§10.6, §10.7), for the terrain's dice lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttackKind {
    /// Against an adjacent unit (ordered, pursuit or free attack).
    Melee,
    /// A shot at distance 2–4.
    Ranged,
}

/// A terrain's "other effects" on the number of dice (§3.5, used by §10.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TerrainDice {
    /// Ranged attacks made **from** this terrain.
    pub ranged_from: i8,
    /// Melee attacks **against** a unit on this terrain by an attacker not on it.
    pub melee_against_from_elsewhere: i8,
    /// Any attack **against** a unit on this terrain.
    pub any_attack_against: i8,
    /// Whether a `woodland` unit's melee attacks ignore `any_attack_against`.
    pub woodland_melee_ignores: bool,
}

impl TerrainDice {
    /// No effect on dice (open, river, ford).
    pub const NONE: TerrainDice = TerrainDice {
        ranged_from: 0,
        melee_against_from_elsewhere: 0,
        any_attack_against: 0,
        woodland_melee_ignores: false,
    };
}

/// §3.5's dice effects, as a table: hill +1 die shooting from it, −1 die to a melee
/// attack against it from off a hill; forest −1 die to any attack against it (a woodland
/// unit's melee excepted).
const TERRAIN_DICE: [(Terrain, TerrainDice); 5] = [
    (Terrain::Open, TerrainDice::NONE),
    (Terrain::River, TerrainDice::NONE),
    (Terrain::Ford, TerrainDice::NONE),
    (
        Terrain::Hill,
        TerrainDice {
            ranged_from: 1,
            melee_against_from_elsewhere: -1,
            ..TerrainDice::NONE
        },
    ),
    (
        Terrain::Forest,
        TerrainDice {
            any_attack_against: -1,
            woodland_melee_ignores: true,
            ..TerrainDice::NONE
        },
    ),
];

impl Terrain {
    /// The terrain's dice effects (§3.5).
    pub fn dice(self) -> TerrainDice {
        TERRAIN_DICE
            .iter()
            .find(|(t, _)| *t == self)
            .map(|(_, dice)| *dice)
            .expect("every terrain is in the dice table")
    }
}

/// The terrain lines of §10.8 for an attack from `attacker`'s hex on `target`'s hex: the
/// sum of the dice effects that apply (`woodland`: the attacker has that keyword).
pub fn terrain_dice(kind: AttackKind, attacker: Hex, target: Hex, woodland: bool) -> i8 {
    let (from, to) = (attacker.terrain(), target.terrain());
    let (from_dice, to_dice) = (from.dice(), to.dice());
    let against = if kind == AttackKind::Melee && woodland && to_dice.woodland_melee_ignores {
        0
    } else {
        to_dice.any_attack_against
    };
    let line = match kind {
        AttackKind::Ranged => from_dice.ranged_from,
        AttackKind::Melee if from != to => to_dice.melee_against_from_elsewhere,
        AttackKind::Melee => 0,
    };
    line + against
}

/// An exact rational `num / den` with `den > 0`, for §3.6's interval test.
#[derive(Clone, Copy, Debug)]
struct Ratio {
    num: i32,
    den: i32,
}

impl Ratio {
    fn new(num: i32, den: i32) -> Ratio {
        if den < 0 {
            Ratio {
                num: -num,
                den: -den,
            }
        } else {
            Ratio { num, den }
        }
    }

    /// `self < other`, by cross-multiplication (both denominators are positive).
    fn is_less(self, other: Ratio) -> bool {
        self.num * other.den < other.num * self.den
    }

    fn min(self, other: Ratio) -> Ratio {
        if other.is_less(self) { other } else { self }
    }

    fn max(self, other: Ratio) -> Ratio {
        if self.is_less(other) { other } else { self }
    }
}

/// §3.6 rule 2, by the exact integer procedure: whether the segment between the centres of
/// `from` and `to` passes through the interior of `hex` (never true for the two ends).
pub fn crosses(from: Hex, to: Hex, hex: Hex) -> bool {
    if hex == from || hex == to {
        return false;
    }
    let (a, c) = (from.cube().components(), hex.cube().components());
    let d = (to.cube() - from.cube()).components();
    let (mut lo, mut hi) = (Ratio::new(0, 1), Ratio::new(1, 1));
    for (i, j) in [(0, 1), (1, 2), (2, 0)] {
        let u = (a[i] - c[i]) - (a[j] - c[j]);
        let v = d[i] - d[j];
        if v == 0 {
            if u != 0 {
                return false;
            }
            continue;
        }
        let (t1, t2) = (Ratio::new(-1 - u, v), Ratio::new(1 - u, v));
        lo = lo.max(t1.min(t2));
        hi = hi.min(t1.max(t2));
    }
    lo.is_less(hi)
}

/// Two hexes sharing the side the segment runs along (§3.6 rule 4); a hex that does not
/// exist is `None` (it never blocks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgePair(pub [Option<Hex>; 2]);

impl EdgePair {
    /// Rule 4: blocks only if both hexes exist and both are blocking hexes.
    pub fn is_blocking(&self, is_blocking: impl Fn(Hex) -> bool) -> bool {
        self.0.iter().all(|hex| hex.is_some_and(&is_blocking))
    }
}

/// The geometry of a line of sight (§3.6): the hexes it crosses and the edge pairs it
/// runs between, independent of what stands on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SightLine {
    /// Existing hexes other than the two ends whose interior the segment meets (rule 2).
    pub crossed: HexSet,
    /// The edge pairs along the segment, from the shooter's end (rule 4).
    pub edge_pairs: Vec<EdgePair>,
}

impl SightLine {
    /// The line from the centre of `from` to the centre of `to`.
    pub fn between(from: Hex, to: Hex) -> SightLine {
        SightLine {
            crossed: HexSet::ALL.filter(|hex| crosses(from, to, hex)),
            edge_pairs: edge_pairs(from, to),
        }
    }

    /// Rules 3–4: blocked if a crossed hex is blocking or an edge pair blocks.
    pub fn is_blocked(&self, is_blocking: impl Fn(Hex) -> bool) -> bool {
        self.crossed.iter().any(&is_blocking)
            || self
                .edge_pairs
                .iter()
                .any(|pair| pair.is_blocking(&is_blocking))
    }
}

/// §3.6 rule 3: a blocking hex holds a unit (either side, lone commanders too; `occupied`)
/// or has a terrain that blocks line of sight (hill, forest). River, ford and open never do.
pub fn is_blocking_hex(hex: Hex, occupied: HexSet) -> bool {
    occupied.contains(hex) || hex.blocks_line_of_sight()
}

/// Whether the line of sight from `from` to `to` is clear, with units on `occupied`
/// (§3.6; the two ends never block, whoever stands there).
pub fn has_line_of_sight(from: Hex, to: Hex, occupied: HexSet) -> bool {
    !SightLine::between(from, to).is_blocked(|hex| is_blocking_hex(hex, occupied))
}

/// §3.6 edge pairs: only when two components of D are equal; then with m = N/2 and
/// e = D/m, the pairs are A + j·e + n1 and A + j·e + n2 (n1 + n2 = e) for j = 0 … m − 1.
fn edge_pairs(from: Hex, to: Hex) -> Vec<EdgePair> {
    let d = to.cube() - from.cube();
    let [x, y, z] = d.components();
    if from == to || (x != y && y != z && z != x) {
        return Vec::new();
    }
    let m = d.length() / 2;
    let e = Cube::new(x / m, z / m);
    let (n1, n2) = NEIGHBOUR_STEPS
        .iter()
        .flat_map(|n1| NEIGHBOUR_STEPS.iter().map(move |n2| (*n1, *n2)))
        .find(|(n1, n2)| *n1 + *n2 == e)
        .expect("e = D/m is the sum of two neighbour steps");
    (0..m)
        .map(|j| {
            let base = from.cube() + e.times(j);
            EdgePair([Hex::from_cube(base + n1), Hex::from_cube(base + n2)])
        })
        .collect()
}
