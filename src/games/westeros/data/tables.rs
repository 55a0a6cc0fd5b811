//! The tables of `skirmish.toml` as typed rows, one struct or enum per table or value
//! kind; [`super::Catalog`] holds them.

use serde::{Deserialize, Serialize};

use super::Side;
use crate::games::westeros::board::Hex;

/// `[meta]`: the kind and the per-round numbers.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meta {
    /// The Herald kind, `westeros`.
    pub kind: String,
    /// The title shown to players.
    pub title: String,
    /// The seats, `north` then `west` (§19.1).
    pub seats: [Side; 2],
    /// Rounds played (§7).
    pub round_limit: u8,
    /// Spaces of the round track; odd spaces white, even black (§7).
    pub round_track_spaces: u8,
    /// Order dice each side rolls in Marshaling A (§9).
    pub order_dice_per_round: u8,
    /// Leadership cards each side draws in Marshaling B (§9).
    pub leadership_draw_per_round: u8,
    /// Command tokens per side (§10.3).
    pub command_tokens: u8,
    /// Order tokens kept in Regroup step 4 (§11).
    pub carry_over_order_tokens: u8,
    /// Cards kept in Regroup step 4 (§11).
    pub carry_over_cards: u8,
    /// A commander's zone of control: distance ≤ this (§4.4).
    pub zoc_range: u8,
    /// The default of the option `momentum` (§19.2).
    pub momentum_default: Momentum,
}

/// Who holds the momentum token at the start (§6 step 3, §19.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Momentum {
    /// North holds it.
    North,
    /// West holds it.
    West,
    /// One die decides: 1–4 north, 5–8 west.
    Random,
}

/// `[board]`: the shape of §3.1, checked against [`crate::games::westeros::board`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardInfo {
    /// The column letters, `ABCDEFGHIJKLM`.
    pub columns: String,
    /// Number of rows.
    pub rows: i8,
    /// Hexes in an odd row.
    pub odd_row_hexes: i8,
    /// Hexes in an even row.
    pub even_row_hexes: i8,
    /// Hexes on the board.
    pub hex_count: usize,
    /// North's home edge row.
    pub north_edge_row: i8,
    /// West's home edge row.
    pub west_edge_row: i8,
}

/// A terrain (§3.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    /// Every hex not listed.
    Open,
    /// Never entered.
    River,
    /// Ends a move; an objective.
    Ford,
    /// Blocks line of sight; dice effects.
    Hill,
    /// Ends a move (not for woodland); blocks line of sight; dice effects.
    Forest,
}

impl Terrain {
    /// Every terrain.
    pub const ALL: [Terrain; 5] = [
        Terrain::Open,
        Terrain::River,
        Terrain::Ford,
        Terrain::Hill,
        Terrain::Forest,
    ];
}

/// `[terrain]`: the hexes of each terrain other than open.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainHexes {
    /// River hexes.
    pub river: Vec<Hex>,
    /// Fords.
    pub ford: Vec<Hex>,
    /// Hills.
    pub hill: Vec<Hex>,
    /// Forests.
    pub forest: Vec<Hex>,
}

/// One row of `[terrain_effects]` (§3.5).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainEffects {
    /// A unit may move, retreat or advance into it.
    pub enter: bool,
    /// Entering it ends a move.
    pub stop: bool,
    /// It blocks line of sight as a crossed hex.
    #[serde(rename = "los")]
    pub blocks_los: bool,
    /// It is an objective (§10.12, §13).
    #[serde(default)]
    pub objective: bool,
}

/// `[terrain_effects]`, one row per terrain.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainEffectsTable {
    /// Open.
    pub open: TerrainEffects,
    /// River.
    pub river: TerrainEffects,
    /// Ford.
    pub ford: TerrainEffects,
    /// Hill.
    pub hill: TerrainEffects,
    /// Forest.
    pub forest: TerrainEffects,
}

/// A face of the eight-sided combat die (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Face {
    /// Hits green units; a green order token.
    Green,
    /// Hits blue units; a blue order token.
    Blue,
    /// Hits red units; a red order token.
    Red,
    /// A morale result; a morale token.
    Morale,
    /// Hits any rank; a valor token.
    Valor,
}

/// A unit's rank (§4.1): which faces hit it and which token orders it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rank {
    /// Hit by green and valor.
    Green,
    /// Hit by blue and valor.
    Blue,
    /// Hit by red and valor.
    Red,
}

impl Rank {
    /// Whether a die showing `face` hits a unit of this rank (§5).
    pub fn is_hit_by(self, face: Face) -> bool {
        matches!(
            (self, face),
            (_, Face::Valor)
                | (Rank::Green, Face::Green)
                | (Rank::Blue, Face::Blue)
                | (Rank::Red, Face::Red)
        )
    }
}

/// `[dice]`: the faces for die values 1–8 (§5).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dice {
    /// `faces[v − 1]` is the face of value v.
    pub faces: [Face; 8],
}

impl Dice {
    /// The face of a die value 1–8.
    pub fn face(&self, value: u8) -> Face {
        self.faces[usize::from(value) - 1]
    }
}

/// The colour of a morale band (§12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BandColour {
    /// 10–8.
    Green,
    /// 7–4.
    Yellow,
    /// 3–1.
    Red,
}

/// One morale band (§12).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Band {
    /// Its colour.
    pub name: BandColour,
    /// Lowest value in the band.
    pub low: u8,
    /// Highest value in the band.
    pub high: u8,
    /// Where recovery moves the marker (Regroup step 5).
    pub break_point: u8,
    /// VP the opponent scores in the last round while the side is in this band.
    pub end_vp_to_opponent: u8,
}

/// Morale lost per own unit eliminated, by its rank (§12).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LossByRank {
    /// A green unit.
    pub green: u8,
    /// A blue unit.
    pub blue: u8,
    /// A red unit.
    pub red: u8,
}

impl LossByRank {
    /// The loss for a unit of `rank`.
    pub fn of(&self, rank: Rank) -> u8 {
        match rank {
            Rank::Green => self.green,
            Rank::Blue => self.blue,
            Rank::Red => self.red,
        }
    }
}

/// `[morale]`: the track of §12.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Morale {
    /// The start value.
    pub start: u8,
    /// The highest value.
    pub max: u8,
    /// The value at which a side routs.
    pub rout: u8,
    /// The bands, green first.
    pub bands: Vec<Band>,
    /// Loss per own unit eliminated.
    pub loss_unit_eliminated: LossByRank,
    /// Loss per own commander captured.
    pub loss_commander_captured: u8,
    /// A morale token used for "morale up" (§10.2).
    pub morale_token_up: i8,
    /// A morale token used to rally a unit (§10.2).
    pub morale_token_rally: i8,
}

impl Morale {
    /// The band of a morale value; `None` at rout (0).
    pub fn band(&self, value: u8) -> Option<&Band> {
        self.bands
            .iter()
            .find(|b| (b.low..=b.high).contains(&value))
    }
}

/// `[vp]`: victory points (§13).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vp {
    /// To the opponent per unit eliminated.
    pub unit_eliminated: u8,
    /// To the capturing side per commander captured.
    pub commander_captured: u8,
    /// Per controlled ford in every Regroup.
    pub ford_per_regroup: u8,
}

/// A unit's type (§4.1), which leadership cards restrict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum UnitType {
    /// Foot.
    Infantry,
    /// Riders.
    Cavalry,
    /// Shooters (N5, W5).
    Ranged,
    /// Foot (N6, W6).
    Special,
    /// A lone commander (§4.4); no unit of the file has it.
    Commander,
}

/// A unit keyword (§4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Keyword {
    /// May move into the emptied hex after a melee attack.
    Advance,
    /// As advance, then one more melee attack.
    Pursue,
    /// Forests do not end its move; its melee ignores the forest −1.
    Woodland,
    /// Ignores the first morale result of every attack against it.
    Stalwart,
}

/// One `[[unit]]` (§4.1).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unit {
    /// The notation id, `N1`…`W6`.
    pub id: String,
    /// Its side.
    pub side: Side,
    /// The name shown to players.
    pub name: String,
    /// Its type.
    #[serde(rename = "type")]
    pub kind: UnitType,
    /// Its rank.
    pub rank: Rank,
    /// Figures at full strength.
    pub figures: u8,
    /// Reduced strength while figures ≤ this.
    pub reduced_at: u8,
    /// The most hexes of one move ("Move").
    #[serde(rename = "move")]
    pub movement: u8,
    /// Melee dice.
    pub melee: u8,
    /// Ranged dice, 0 if it cannot shoot.
    pub ranged_dice: u8,
    /// The longest shot, 0 if it cannot shoot (the shortest is [`super::RANGED_MIN_DISTANCE`]).
    pub range: u8,
    /// Its keywords.
    pub keywords: Vec<Keyword>,
    /// Its setup hex (§6).
    pub start: Hex,
    /// The name of the commander riding with it, if any.
    pub commander: Option<String>,
}

impl Unit {
    /// Whether it has `keyword`.
    pub fn has(&self, keyword: Keyword) -> bool {
        self.keywords.contains(&keyword)
    }

    /// Whether `figures` left is reduced strength (§4.1).
    pub fn is_reduced(&self, figures: u8) -> bool {
        figures <= self.reduced_at
    }

    /// Whether it can make ranged attacks (§4.3).
    pub fn can_shoot(&self) -> bool {
        self.ranged_dice > 0
    }
}

/// One `[[commander]]` (§4.4).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Commander {
    /// The id of the unit he rides with, also his own name in notation.
    pub unit: String,
    /// His name.
    pub name: String,
    /// The most command tokens on his card.
    pub command_limit: u8,
    /// Hits in one attack that capture him when lone.
    pub capture_rating: u8,
    /// His move when lone.
    pub lone_move: u8,
}

/// Which unit types a card's command may order (§14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardUnits {
    /// Any unit, lone commanders included.
    Any,
    /// Infantry or special.
    Foot,
    /// Cavalry.
    Cavalry,
    /// Ranged.
    Ranged,
}

impl CardUnits {
    /// Whether a unit of `kind` may be ordered (not improvised).
    pub fn allows(self, kind: UnitType) -> bool {
        match self {
            CardUnits::Any => true,
            CardUnits::Foot => matches!(kind, UnitType::Infantry | UnitType::Special),
            CardUnits::Cavalry => kind == UnitType::Cavalry,
            CardUnits::Ranged => kind == UnitType::Ranged,
        }
    }
}

/// A card's tactic (§14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tactic {
    /// No tactic.
    None,
    /// Rally, before commands: every inactive friendly unit in the ZOC becomes active.
    RallyZoc,
    /// Steady, at the end of the turn: morale +1 if it is 7 or less.
    Steady,
}

/// One `[[card]]` (§14).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The notation id, e.g. `march`.
    pub id: String,
    /// The name shown to players.
    pub name: String,
    /// Copies in each deck.
    pub copies: u8,
    /// The most commands it gives.
    pub commands: u8,
    /// Which unit types a command may order.
    pub units: CardUnits,
    /// Extra hexes of move.
    pub move_bonus: u8,
    /// Extra dice on melee attacks (not free attacks).
    pub melee_bonus: u8,
    /// Extra dice on ranged attacks.
    pub ranged_bonus: u8,
    /// No −1 for a shooter that moved.
    pub ignore_moved_penalty: bool,
    /// Whether the units it orders may attack (Muster: no).
    pub may_attack: bool,
    /// Its tactic.
    pub tactic: Tactic,
    /// Whether it may be improvised (§10.3).
    pub improvise: bool,
}
