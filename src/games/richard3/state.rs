//! The whole game state, hidden parts included: where every block is and how strong,
//! the King, the campaign and turn, the hands and played cards, the action-phase and
//! battle bookkeeping, and the pending decision ([`Phase`]). Compact: fixed tables
//! indexed by block and border, bit sets for block and area sets.

use serde::{Deserialize, Serialize};

use super::containers::{CardSet, PerBlock, PerBorder};
use super::data::{AreaId, AreaSet, BlockId, BlockSet, BorderId, BySide, CardId, Event, House};
use super::sea_pairs::SeaPairs;
use crate::i18n::Msg;
use crate::msg;

/// Which scenario is played (4.0, `scenarios.toml`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioId {
    /// The full 1460 game, three campaigns.
    #[default]
    WarsOfTheRoses,
    /// 1470, campaign 2 only, Henry VI a prisoner.
    Kingmaker,
    /// 1483, campaign 3 only.
    RichardIii,
}

impl ScenarioId {
    /// The `scenarios.toml` id.
    pub fn id(self) -> &'static str {
        match self {
            ScenarioId::WarsOfTheRoses => "wars_of_the_roses",
            ScenarioId::Kingmaker => "kingmaker",
            ScenarioId::RichardIii => "richard_iii",
        }
    }
}

/// How the 13-AP redeal is handled (5.1, §13 option `redeal`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Redeal {
    /// The rulebook: qualifying players are asked; the opponent keeps or redraws.
    #[default]
    Ask,
    /// Ref mode: both hands are redealt until both total more than 13 AP.
    Auto,
}

/// Where a block is (4.0–4.6, 6.8). Only [`Location::Area`] counts for control,
/// supply and battles (2.1 engine note).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// Standing in an area of the map, exile areas and the Isle of Man included.
    Area(AreaId),
    /// In the pool, recruitable (4.2). The pool is the owner's; the Rebel's is the
    /// Pretender's (3.26).
    Pool,
    /// Face-down in the pool: eliminated this campaign (6.83, 6.84, 6.86; the Welsh 6.85).
    PoolDown,
    /// A mercenary face-down in its home exile area until the campaign reset (6.85).
    HomeDown,
    /// A minor heir not yet in play (4.5, 6.82).
    Minor,
    /// The inactive copy of a twin, beside the map (4.6).
    Offmap,
    /// Permanently eliminated; for an heir: dead (6.82, 6.83).
    Dead,
    /// Kingmaker: Henry VI, a prisoner standing face-up in this area; he counts for
    /// nothing but usurpation (`scenarios.toml`).
    Prisoner(AreaId),
}

impl Location {
    /// The place in a reader's words: an area's printed name, `the pool`, `the pool, face
    /// down`, `its home, face down`, `the minor heirs`, `beside the map`, `the dead`, `a
    /// prisoner in Kent`.
    pub fn words(self) -> Msg {
        match self {
            Location::Area(a) => a.msg(),
            Location::Pool => msg!("richard3-location-pool"),
            Location::PoolDown => msg!("richard3-location-pool-down"),
            Location::HomeDown => msg!("richard3-location-home-down"),
            Location::Minor => msg!("richard3-location-minor"),
            Location::Offmap => msg!("richard3-location-offmap"),
            Location::Dead => msg!("richard3-location-dead"),
            Location::Prisoner(a) => msg!("richard3-location-prisoner", area = a.msg()),
        }
    }

    /// The map area, for a block standing on the map (not a prisoner).
    pub fn area(self) -> Option<AreaId> {
        match self {
            Location::Area(a) => Some(a),
            _ => None,
        }
    }
}

/// A block crossing into a battle area: by a land border, or by sea (Piracy; the zones
/// crossed, bit `i` = `CATALOG.seas[i]`) which counts as one entry (6.3 engine decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// A land border.
    Border(BorderId),
    /// A sea move across these zones (bit mask).
    Sea(u8),
}

/// Rule 6.3 bookkeeping for one area that became contested this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    /// The battle area.
    pub area: AreaId,
    /// The house that attacked (entered the enemy-held area first). Roles may swap in the
    /// battle (control change); the entries stay as they are.
    pub attacker: House,
    /// Entries used to enter, per house, in order. The attacker's first entry is the main
    /// attack (Ref rule: the first border used); at most three. The defender's entries are
    /// reinforcements by P2 (all reserves), at most two.
    pub entries: BySide<[Option<Entry>; 3]>,
    /// Piratical attackers and the sea zones each crossed (6.6, 6.7 Piracy).
    pub pirates: Vec<(BlockId, u8)>,
}

impl Attack {
    /// A fresh record.
    pub fn new(area: AreaId, attacker: House) -> Attack {
        Attack {
            area,
            attacker,
            entries: BySide::both([None; 3]),
            pirates: Vec::new(),
        }
    }

    /// The entries `house` used, in order.
    pub fn entries_of(&self, house: House) -> impl Iterator<Item = Entry> + '_ {
        self.entries.get(house).iter().flatten().copied()
    }

    /// Whether `house` entered across `border`.
    pub fn entered_by(&self, house: House, border: BorderId) -> bool {
        self.entries_of(house).any(|e| e == Entry::Border(border))
    }

    /// Records an entry for `house`; returns its position (0 = main attack).
    pub fn add_entry(&mut self, house: House, entry: Entry) -> usize {
        let slots = self.entries.get_mut(house);
        if let Some(i) = slots.iter().position(|e| *e == Some(entry)) {
            return i;
        }
        let i = slots
            .iter()
            .position(Option::is_none)
            .expect("entry slots left");
        slots[i] = Some(entry);
        i
    }

    /// How many different entries `house` has used.
    pub fn entry_count(&self, house: House) -> usize {
        self.entries.get(house).iter().flatten().count()
    }
}

/// A land move in progress (5.2): the block has made one step and may continue. Any
/// other action ends it where it stands (except under Muster, 5.1, where it must go on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moving {
    /// The moving block.
    pub block: BlockId,
    /// The area it just left (it may not step back, 5.2).
    pub from: AreaId,
    /// Areas it may still enter.
    pub left: u8,
}

/// The locals of one player's action phase (5.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionPhase {
    /// Whose action phase.
    pub house: House,
    /// Action points left.
    pub ap: u8,
    /// The event of the card played, if any: a modifier of the normal phase (5.1).
    pub event: Option<Event>,
    /// Areas activated this phase (5.2: 1 AP each; their unmoved blocks may move).
    pub activated: AreaSet,
    /// Activations plus sea moves made; the group events allow one (5.1).
    pub groups: u8,
    /// A block in the middle of a land move.
    pub moving: Option<Moving>,
    /// 5.31: the free second blocks open, one per paid port-to-port sea move whose
    /// second block has not sailed (a multiset of port pairs).
    pub sea_pairs: SeaPairs,
    /// Muster: the chosen muster area (5.1).
    pub muster: Option<AreaId>,
}

impl ActionPhase {
    /// A fresh action phase for `house` with `ap` points.
    pub fn new(house: House, ap: u8, event: Option<Event>) -> Self {
        ActionPhase {
            house,
            ap,
            event,
            activated: AreaSet::EMPTY,
            groups: 0,
            moving: None,
            sea_pairs: SeaPairs::new(),
            muster: None,
        }
    }
}

/// The battle being fought (6.0). Reserves are in [`State::reserve`]; entry borders in
/// the area's [`Attack`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// The battle area.
    pub area: AreaId,
    /// 0 before round 1 (the Treason roll), then 1–4.
    pub round: u8,
    /// The initiative slot acting: 0 defender A, 1 attacker A, 2 defender B, … 7 attacker D.
    pub slot: u8,
    /// The current attacker (swaps on a control change, 6.3).
    pub attacker: House,
    /// Blocks that took their battle turn this round.
    pub acted: BlockSet,
    /// Blocks that may not act this round (defected, or reserves deployed early, 6.3, 6.9).
    pub joined: BlockSet,
    /// Blocks that defected in this battle: not targets of a treachery roll back (6.9).
    pub defected: BlockSet,
    /// Blocks that were reserves when the battle began (a bombard among them is never A3).
    pub started_in_reserve: BlockSet,
    /// Reserves that never joined the fight (it ended in round 1 while their side's first
    /// line stood): set when the battle ends; they stay hidden during the regroup (§10).
    pub never_joined: BlockSet,
    /// The blocks that made a treachery roll in this battle, in the colour they rolled
    /// in (6.9).
    pub rolled: BlockSet,
    /// Retreat crossings this round, or regroup crossings after the battle, per neighbour
    /// of the battle area (index into the area's `neighbours`).
    pub crossings: [u8; 8],
    /// Every roll of the battle so far, for its log (§10: public once rolled). Kept only
    /// to be shown; no rule reads it.
    #[serde(default)]
    pub log: Vec<Volley>,
}

/// What a roll of the battle was (6.4, 6.5, 6.9; 5.1's Treason event).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VolleyKind {
    /// A block's fire (6.4).
    Fire,
    /// An heir's charge (6.5).
    Charge,
    /// The charged block's bonus volley at the heir (6.5).
    FireBack,
    /// A treachery roll (6.9).
    Treachery,
    /// The Treason event's roll before round 1 (5.1, 6.9).
    Treason,
}

/// One roll of a battle: who rolled, the dice, the hits and where they went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Volley {
    /// The round (0: the Treason roll before round 1).
    pub round: u8,
    /// What it was.
    pub kind: VolleyKind,
    /// The house that rolled.
    pub house: House,
    /// The block that rolled (none for the Treason event).
    pub by: Option<BlockId>,
    /// The block aimed at: a charge's, a bonus volley's or a treachery roll's target.
    pub target: Option<BlockId>,
    /// The faces rolled.
    pub dice: Vec<u8>,
    /// Hits scored (fire), or 1 when the target turned (treachery).
    pub hits: u8,
    /// Steps lost to these hits, block by block, in order.
    pub on: Vec<(BlockId, u8)>,
}

impl Battle {
    /// A battle in `area` with `attacker`, before round 1.
    pub fn new(area: AreaId, attacker: House) -> Battle {
        Battle {
            area,
            round: 0,
            slot: 0,
            attacker,
            acted: BlockSet::EMPTY,
            joined: BlockSet::EMPTY,
            defected: BlockSet::EMPTY,
            started_in_reserve: BlockSet::EMPTY,
            never_joined: BlockSet::EMPTY,
            rolled: BlockSet::EMPTY,
            crossings: [0; 8],
            log: Vec::new(),
        }
    }

    /// The current defender.
    pub fn defender(&self) -> House {
        self.attacker.other()
    }
}

/// The decision the game waits for: one variant per prompt of RULES §12, with its locals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 5.1: after the deal, each player whose hand totals 13 AP or less is asked, privately
    /// and simultaneously, whether to request a redeal.
    RedealAsk {
        /// Still to answer.
        pending: BySide<bool>,
        /// Answered yes.
        requested: BySide<bool>,
    },
    /// 5.1: the opponent of the only requester sees his hand and keeps or redraws his own.
    RedealAnswer {
        /// Who answers.
        house: House,
    },
    /// 1.1: both players choose a card, secretly and simultaneously ([`State::played`]).
    Cards,
    /// 5.0: one player's action phase.
    Actions(ActionPhase),
    /// 6.1: Player 1 chooses the next contested area to fight.
    PickBattle,
    /// 6.9: before round 1 of [`State::battle`], the Treason player may roll or decline.
    Treason {
        /// Who holds the Treason option.
        house: House,
    },
    /// 6.2: the owner of the active initiative slot picks a block and its battle turn.
    BattleTurn {
        /// Who acts.
        house: House,
    },
    /// 6.4: the owner of the hit blocks picks which of the equally strongest takes a hit.
    TakeHit {
        /// Owner of the blocks being hit.
        house: House,
        /// Hits still to place.
        hits: u8,
        /// The firing block.
        firer: BlockId,
        /// A charge (6.5): hits go only to the target, surplus is lost.
        charge: bool,
    },
    /// 6.7: the winner regroups, then ends with `done`.
    Regroup {
        /// The winner.
        house: House,
    },
    /// 9.1 (supply step 2): execute a turned Clarence / Exeter held by `house`?
    Execute {
        /// Who decides.
        house: House,
        /// The turned heir.
        block: BlockId,
    },
    /// 6.82: where an entering minor heir goes.
    MinorEntry {
        /// His house.
        house: House,
        /// The minor.
        heir: BlockId,
    },
    /// 7.1, 7.2: which block in `area` takes the next supply step loss.
    SupplyLoss {
        /// The owner.
        house: House,
        /// The over-stacked area.
        area: AreaId,
        /// Step losses still to take there.
        left: u8,
        /// Blocks that already lost a step there this phase (N different blocks, 7.1).
        hit: BlockSet,
    },
    /// 8.3, 8.4: where a block goes home when several homes are legal.
    GoHome {
        /// The owner.
        house: House,
        /// The block going home.
        block: BlockId,
    },
    /// 8.3, 8.4: which surplus blocks in an exile area go to the pool.
    ExileSurplus {
        /// The owner.
        house: House,
        /// The exile area.
        area: AreaId,
        /// Blocks still to remove.
        left: u8,
    },
    /// The game is over ([`State::outcome`]).
    Over,
}

/// The dice rolled by the last action, in order (§10: every roll is public when made).
/// Kept only so that the move can be told: fire, a charge and its bonus volley, a
/// treachery or Treason roll.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolls {
    /// How many dice were rolled.
    pub len: u8,
    /// The faces; the first `len` count.
    pub dice: [u8; 12],
}

impl Rolls {
    /// Records one die.
    pub fn push(&mut self, face: u32) {
        if let Some(slot) = self.dice.get_mut(usize::from(self.len)) {
            *slot = face as u8;
            self.len += 1;
        }
    }

    /// The faces rolled, in order.
    pub fn faces(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }
}

/// Why the game ended (9.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VictoryReason {
    /// The other house's last heir is gone (instant victory).
    Heirs,
    /// The King after the last usurpation check.
    Crown,
}

/// The end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Victory {
    /// The winning house.
    pub winner: House,
    /// How.
    pub reason: VictoryReason,
}

/// The whole state of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The scenario played.
    pub scenario: ScenarioId,
    /// The redeal option (5.1).
    pub redeal: Redeal,
    /// The campaign (1–3).
    pub campaign: u8,
    /// The scenario's last campaign.
    pub last_campaign: u8,
    /// The game turn in the campaign (1–7).
    pub turn: u8,
    /// The King's house (the royal house, 3.21); stays so while the King is dead (6.81).
    pub royal: House,
    /// The King; `None` from his death until the next supply phase crowns a new one (6.81).
    pub king: Option<BlockId>,
    /// Player 1 of this game turn (1.1).
    pub p1: House,
    /// Where each block is.
    pub loc: PerBlock<Location>,
    /// Each block's current steps (3.11).
    pub steps: PerBlock<u8>,
    /// Blocks that moved (or were recruited) this turn (5.2).
    pub moved: BlockSet,
    /// Blocks recruited this turn (5.4).
    pub recruited: BlockSet,
    /// Battle reserves (6.3), until they join in round 2 or deploy early.
    pub reserve: BlockSet,
    /// The hands (secret).
    pub hands: BySide<CardSet>,
    /// The card each house played this turn; the first stays secret until both (1.1).
    pub played: BySide<Option<CardId>>,
    /// 5.1: the redeal was used this campaign.
    pub redeal_used: bool,
    /// 5.21: blocks that crossed each border in the current player's action phase.
    pub crossings: PerBorder<u8>,
    /// 6.3: the areas that became contested this turn, with their entries.
    pub attacks: Vec<Attack>,
    /// The battle being fought.
    pub battle: Option<Battle>,
    /// 5.1 Treason: the house that may still make its Treason roll this turn.
    pub treason: Option<House>,
    /// 6.82: minors owed, to enter at the start of the next supply phase.
    pub minors_owed: BySide<u8>,
    /// Minors owed for heirs killed during the current supply phase: they join
    /// `minors_owed` when the phase ends (R 4.5/6.82).
    pub minors_later: BySide<u8>,
    /// The pending decision.
    pub phase: Phase,
    /// Rule 8.2: the usurpation counts of the last political turn (public, §10).
    #[serde(default)]
    pub usurpation: BySide<u8>,
    /// The dice of the last action (told by `describe`, §10).
    #[serde(default)]
    pub rolls: Rolls,
    /// The result, once over.
    pub outcome: Option<Victory>,
}

impl State {
    /// The Pretender's house.
    pub fn pretender_house(&self) -> House {
        self.royal.other()
    }

    /// Player 2 of this game turn.
    pub fn p2(&self) -> House {
        self.p1.other()
    }
}
