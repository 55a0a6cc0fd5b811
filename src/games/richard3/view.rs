//! What each player sees (§10, §13): his own blocks by id; the opponent's only as counts
//! per area and colour, except where §10 makes them public (the battle being fought,
//! minors, the dead, the Kingmaker prisoner, the Rebel's place); pools as counts; his own
//! hand and only the size of the other; the pending decision and the battle as far as
//! they are public. Moves in words are in [`describe`].

mod describe;
mod explain;
mod marks;

use serde::Serialize;

pub use describe::describe;
pub use explain::explain;
pub use marks::marks;

use super::data::{AreaId, BlockId, BlockSet, BySide, CATALOG, Event, House};
use super::state::{
    Battle, Entry, Location, Phase, Redeal, ScenarioId, State, Victory, Volley, VolleyKind,
};

/// One of the viewer's own blocks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OwnBlock {
    /// The block id.
    pub id: &'static str,
    /// An area id, or `pool`, `pool_down`, `home_down`, `minor`, `prisoner:<area>`.
    pub at: String,
    /// Current steps.
    pub steps: u8,
    /// Moved or recruited this turn.
    pub moved: bool,
    /// A battle reserve.
    pub reserve: bool,
}

/// Blocks standing in one area, by colour (red Lancaster, white York, black the Rebel).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AreaCount {
    /// The area id.
    pub area: &'static str,
    /// Lancastrian blocks.
    pub red: u8,
    /// Yorkist blocks.
    pub white: u8,
    /// The Rebel.
    pub black: u8,
}

/// A block of the other house whose identity is public (§10), with its place; never its
/// strength (strengths are public only in the battle, [`BattleView::blocks`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PublicBlock {
    /// The block id.
    pub id: &'static str,
    /// Where: an area id (the Rebel), `minor`, `dead`, `home_down`, `prisoner:<area>`.
    pub at: String,
}

/// A block revealed in the battle being fought (§10: every non-reserve block).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleBlock {
    /// The block id.
    pub id: &'static str,
    /// The house it fights for.
    pub house: House,
    /// Current steps.
    pub steps: u8,
    /// It has taken its battle turn this round (or may not act this round, 6.3, 6.9).
    pub acted: bool,
}

/// An area that became contested this turn (6.3): who attacked, the entries each house
/// used (neighbouring areas, or sea zones for a Piracy attack) and reserve counts, all
/// public since the moves were told (§10).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttackView {
    /// The battle area.
    pub area: &'static str,
    /// The house that attacked.
    pub attacker: House,
    /// The entries per house, the attacker's main attack first.
    pub entries: BySide<Vec<&'static str>>,
    /// Blocks entered as reserves, per house (counts only, §10).
    pub reserves: BySide<u8>,
}

/// The battle being fought (§10), or its regroup.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleView {
    /// The battle area.
    pub area: &'static str,
    /// The round (0 before round 1, while the Treason roll is open).
    pub round: u8,
    /// The initiative slot acting, e.g. `defender B`; `retreat` after round 4 (6.2).
    pub slot: &'static str,
    /// The current attacker (it may change in round 1, 6.3).
    pub attacker: House,
    /// The revealed blocks, both houses.
    pub blocks: Vec<BattleBlock>,
    /// Hidden reserves per house (a count only, §10).
    pub reserves: BySide<u8>,
    /// The treachery rolls each house has made in this battle (`leader`: its King or
    /// Pretender, `warwick`: Warwick in its colour; 6.9).
    pub rolled: BySide<Vec<&'static str>>,
    /// The battle is over and the winner regroups (6.7).
    pub over: bool,
    /// Every roll of the battle so far, in order (§10: the dice of a battle are public
    /// once rolled; the blocks are named while the viewer may see them).
    pub log: Vec<VolleyView>,
}

/// One roll of the battle being fought: who rolled, the dice, the hits and on whom.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VolleyView {
    /// The round (0: the Treason roll before round 1).
    pub round: u8,
    /// `fire`, `charge`, `fire_back` (a charged block's bonus volley), `treachery`,
    /// `treason`.
    pub kind: VolleyKind,
    /// The house that rolled.
    pub house: House,
    /// The block that rolled (none for the Treason event, or one the viewer may no longer
    /// see, §10).
    pub by: Option<&'static str>,
    /// The block aimed at (a charge, a bonus volley, a treachery roll), when the viewer
    /// may see it.
    pub target: Option<&'static str>,
    /// The faces rolled.
    pub dice: Vec<u8>,
    /// Hits scored, or 1 when a treachery roll turned its target.
    pub hits: u8,
    /// Steps lost to the hits, block by block.
    pub on: Vec<HitView>,
}

/// Steps a block lost to a volley.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HitView {
    /// The block, when the viewer may see it now.
    pub block: Option<&'static str>,
    /// Steps lost.
    pub steps: u8,
}

/// A roll of the battle as `viewer` may see it: the dice always; a block by id only while
/// §10 lets him see it now (his own, shown in the battle, public), else `None` (a block that
/// fired and then retreated out of sight stays unnamed).
fn volley_view(
    state: &State,
    viewer: Option<House>,
    shown: BlockSet,
    volley: &Volley,
) -> VolleyView {
    let named = |b: BlockId| match b.info().twin {
        // A block turned by treachery is named as the colour it fights for now (6.9).
        Some(twin) if !shown.contains(b) && shown.contains(twin) => Some(twin.id()),
        _ => (viewer == Some(state.house_of(b))
            || shown.contains(b)
            || public_place(state, b).is_some())
        .then_some(b.id()),
    };
    VolleyView {
        round: volley.round,
        kind: volley.kind,
        house: volley.house,
        by: volley.by.and_then(named),
        target: volley.target.and_then(named),
        dice: volley.dice.clone(),
        hits: volley.hits,
        on: volley
            .on
            .iter()
            .map(|(block, steps)| HitView {
                block: named(*block),
                steps: *steps,
            })
            .collect(),
    }
}

/// The pending decision (§12) as far as it is public; details of a private choice only
/// for its owner.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Prompt {
    /// The kind: `redeal_ask`, `redeal_answer`, `cards`, `actions`, `pick_battle`,
    /// `treason`, `battle_turn`, `take_hit`, `regroup`, `execute`, `minor_entry`,
    /// `supply_loss`, `go_home`, `exile_surplus`, `over`.
    pub kind: &'static str,
    /// Who decides.
    pub houses: Vec<House>,
    /// The block concerned: the turned heir (execute), the minor (minor_entry), the
    /// firer (take_hit); the block going home only for its owner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<&'static str>,
    /// The area concerned: supply_loss, and exile_surplus for its owner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub area: Option<&'static str>,
    /// Hits to place (take_hit), step losses left (supply_loss), blocks left to send to
    /// the pool (exile_surplus, owner only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
}

/// One viewer's view (§13).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The viewer's house, `None` for a spectator.
    pub you: Option<House>,
    /// The scenario.
    pub scenario: ScenarioId,
    /// The redeal option.
    pub redeal: Redeal,
    /// The campaign (1–3).
    pub campaign: u8,
    /// The scenario's last campaign.
    pub last_campaign: u8,
    /// The game turn (1–7).
    pub turn: u8,
    /// The King's house.
    pub royal: House,
    /// The King (public), `None` while the crown waits for the next supply phase.
    pub king: Option<&'static str>,
    /// The Pretender (public).
    pub pretender: Option<&'static str>,
    /// Player 1, once the cards are revealed.
    pub p1: Option<House>,
    /// Who must act.
    pub to_act: Vec<House>,
    /// The pending decision.
    pub prompt: Prompt,
    /// Action points left in the current action phase.
    pub ap: Option<u8>,
    /// The event of the current action phase.
    pub event: Option<Event>,
    /// The viewer's own blocks (spectators: none).
    pub blocks: Vec<OwnBlock>,
    /// Block counts per occupied area.
    pub map: Vec<AreaCount>,
    /// Blocks in each pool (face-down ones included).
    pub pools: BySide<u8>,
    /// Blocks of the other house (both, for spectators) whose identity is public.
    pub public: Vec<PublicBlock>,
    /// The viewer's hand (card ids).
    pub hand: Vec<u8>,
    /// Cards in each hand.
    pub hand_counts: BySide<u8>,
    /// The cards played this turn: own always; the opponent's once both are revealed.
    pub played: BySide<Option<u8>>,
    /// Whether each house has committed its card this turn.
    pub committed: BySide<bool>,
    /// 5.1: a redeal requester's hand, shown to his opponent (and spectators).
    pub shown_hand: Option<(House, Vec<u8>)>,
    /// 8.2: the usurpation counts of the last political turn.
    pub usurpation: BySide<u8>,
    /// The areas that became contested this turn.
    pub attacks: Vec<AttackView>,
    /// The battle being fought.
    pub battle: Option<BattleView>,
    /// The result.
    pub outcome: Option<Victory>,
}

/// A place in words: an area id, `pool`, `pool_down`, `home_down`, `minor`, `offmap`,
/// `dead`, `prisoner:<area>`.
pub fn place(loc: Location) -> String {
    match loc {
        Location::Area(a) => a.id().to_string(),
        Location::Pool => "pool".into(),
        Location::PoolDown => "pool_down".into(),
        Location::HomeDown => "home_down".into(),
        Location::Minor => "minor".into(),
        Location::Offmap => "offmap".into(),
        Location::Dead => "dead".into(),
        Location::Prisoner(a) => format!("prisoner:{}", a.id()),
    }
}

/// The kind of the pending decision.
pub fn prompt_kind(phase: &Phase) -> &'static str {
    match phase {
        Phase::RedealAsk { .. } => "redeal_ask",
        Phase::RedealAnswer { .. } => "redeal_answer",
        Phase::Cards => "cards",
        Phase::Actions(_) => "actions",
        Phase::PickBattle => "pick_battle",
        Phase::Treason { .. } => "treason",
        Phase::BattleTurn { .. } => "battle_turn",
        Phase::TakeHit { .. } => "take_hit",
        Phase::Regroup { .. } => "regroup",
        Phase::Execute { .. } => "execute",
        Phase::MinorEntry { .. } => "minor_entry",
        Phase::SupplyLoss { .. } => "supply_loss",
        Phase::GoHome { .. } => "go_home",
        Phase::ExileSurplus { .. } => "exile_surplus",
        Phase::Over => "over",
    }
}

/// The pending decision as `viewer` may see it.
fn prompt(state: &State, viewer: Option<House>) -> Prompt {
    let mut p = Prompt {
        kind: prompt_kind(&state.phase),
        houses: super::to_act(state),
        block: None,
        area: None,
        count: None,
    };
    match state.phase {
        Phase::TakeHit { hits, firer, .. } => {
            p.block = Some(firer.id());
            p.count = Some(hits);
        }
        Phase::Execute { block, .. } => p.block = Some(block.id()),
        Phase::MinorEntry { heir, .. } => p.block = Some(heir.id()),
        Phase::SupplyLoss { area, left, .. } => {
            p.area = Some(area.id());
            p.count = Some(left);
        }
        Phase::GoHome { house, block } if viewer == Some(house) => p.block = Some(block.id()),
        Phase::ExileSurplus { house, area, left } if viewer == Some(house) => {
            p.area = Some(area.id());
            p.count = Some(left);
        }
        _ => {}
    }
    p
}

/// Whether both cards of the turn are on the table (1.1).
pub fn revealed(state: &State) -> bool {
    state.played.lancaster.is_some() && state.played.york.is_some()
}

/// The blocks of the battle that §10 shows to everybody now: while it is fought, every
/// block in the area that is not a hidden reserve (a block that defected to a side is
/// shown although it joins as a reserve, 6.9); during the regroup, the blocks that were
/// shown during the battle: reserves that never joined (the battle ended in round 1
/// while their side's first line stood) stay hidden.
pub fn battle_shown(state: &State) -> BlockSet {
    let Some(battle) = &state.battle else {
        return BlockSet::EMPTY;
    };
    let inside = state.blocks_in(battle.area);
    match state.phase {
        Phase::Treason { .. } | Phase::BattleTurn { .. } | Phase::TakeHit { .. } => {
            BlockSet(inside.0 & (!state.reserve.0 | battle.defected.0))
        }
        Phase::Regroup { .. } => BlockSet(inside.0 & !battle.never_joined.0),
        _ => BlockSet::EMPTY,
    }
}

/// The initiative slot in words (6.2).
fn slot_words(battle: &Battle) -> &'static str {
    const SLOTS: [&str; 8] = [
        "defender A",
        "attacker A",
        "defender B",
        "attacker B",
        "defender C",
        "attacker C",
        "defender D",
        "attacker D",
    ];
    SLOTS
        .get(usize::from(battle.slot))
        .copied()
        .unwrap_or("retreat")
}

/// An entry into a battle area in words: the neighbouring area, or the sea zones.
pub fn entry_words(area: AreaId, entry: Entry) -> Vec<&'static str> {
    match entry {
        Entry::Border(b) => vec![b.info().other(area).id()],
        Entry::Sea(zones) => CATALOG
            .seas
            .iter()
            .enumerate()
            .filter(|(i, _)| zones & (1 << i) != 0)
            .map(|(_, s)| s.id())
            .collect(),
    }
}

fn battle_view(state: &State, battle: &Battle) -> BattleView {
    battle_view_for(state, battle, None)
}

/// The battle as `viewer` sees it (`None`: a spectator).
fn battle_view_for(state: &State, battle: &Battle, viewer: Option<House>) -> BattleView {
    let shown = battle_shown(state);
    let inside = state.blocks_in(battle.area);
    let hidden = BlockSet(inside.0 & !shown.0);
    let rolled = BySide::new(House::Lancaster, House::York).map(|h| {
        battle
            .rolled
            .iter()
            .filter(|r| state.house_of(*r) == *h)
            .map(|r| {
                if r.info().is_heir() {
                    "leader"
                } else {
                    "warwick"
                }
            })
            .collect()
    });
    BattleView {
        area: battle.area.id(),
        round: battle.round,
        slot: slot_words(battle),
        attacker: battle.attacker,
        blocks: shown
            .iter()
            .map(|b| BattleBlock {
                id: b.id(),
                house: state.house_of(b),
                steps: state.steps[b],
                acted: battle.acted.contains(b) || battle.joined.contains(b),
            })
            .collect(),
        reserves: BySide::new(House::Lancaster, House::York)
            .map(|h| hidden.iter().filter(|b| state.house_of(*b) == *h).count() as u8),
        rolled,
        over: matches!(state.phase, Phase::Regroup { .. }),
        log: battle
            .log
            .iter()
            .map(|v| volley_view(state, viewer, shown, v))
            .collect(),
    }
}

fn attack_view(state: &State, attack: &super::state::Attack) -> AttackView {
    let area = attack.area;
    let reserves = BlockSet(state.blocks_in(area).0 & state.reserve.0);
    AttackView {
        area: area.id(),
        attacker: attack.attacker,
        entries: BySide::new(House::Lancaster, House::York).map(|h| {
            attack
                .entries_of(*h)
                .flat_map(|e| entry_words(area, e))
                .collect()
        }),
        reserves: BySide::new(House::Lancaster, House::York)
            .map(|h| reserves.iter().filter(|b| state.house_of(*b) == *h).count() as u8),
    }
}

fn numbers(cards: impl Iterator<Item = super::data::CardId>) -> Vec<u8> {
    cards.map(|c| c.info().number).collect()
}

/// Whether the identity of `block` (not the viewer's) is public now, and where (§10):
/// minors, dead heirs (a turned heir killed too), face-down mercenaries at home, the
/// Kingmaker prisoner, the Rebel on the map.
fn public_place(state: &State, block: BlockId) -> Option<String> {
    let info = block.info();
    let turned_heir = info.twin.is_some_and(|t| t.info().is_heir());
    match state.loc[block] {
        loc @ (Location::Minor | Location::HomeDown | Location::Prisoner(_)) => Some(place(loc)),
        Location::Dead if info.is_heir() || turned_heir => Some("dead".into()),
        Location::Area(a) if info.owner.is_none() => Some(a.id().to_string()),
        _ => None,
    }
}

/// The view of `state` for `viewer` (`None`: a spectator), per §10.
pub fn view(state: &State, viewer: Option<House>) -> View {
    let Seen {
        blocks,
        public,
        map,
        pools,
    } = blocks_seen(state, viewer);
    let both = revealed(state);
    let played = BySide::new(House::Lancaster, House::York).map(|h| {
        let card = *state.played.get(*h);
        card.filter(|_| both || viewer == Some(*h))
            .map(|c| c.info().number)
    });
    let shown_hand = match state.phase {
        Phase::RedealAnswer { house } => {
            let requester = house.other();
            Some((requester, numbers(state.hands.get(requester).iter())))
        }
        _ => None,
    };
    let (ap, event) = match &state.phase {
        Phase::Actions(a) => (Some(a.ap), a.event),
        _ => (None, None),
    };
    View {
        you: viewer,
        scenario: state.scenario,
        redeal: state.redeal,
        campaign: state.campaign,
        last_campaign: state.last_campaign,
        turn: state.turn,
        royal: state.royal,
        king: state.king.map(BlockId::id),
        pretender: state.pretender().map(BlockId::id),
        p1: both.then_some(state.p1),
        to_act: super::to_act(state),
        prompt: prompt(state, viewer),
        ap,
        event,
        blocks,
        map,
        pools,
        public,
        hand: viewer
            .map(|h| numbers(state.hands.get(h).iter()))
            .unwrap_or_default(),
        hand_counts: state.hands.map(|h| h.len() as u8),
        played,
        committed: state.played.map(Option::is_some),
        shown_hand,
        usurpation: state.usurpation,
        attacks: state
            .attacks
            .iter()
            .map(|a| attack_view(state, a))
            .collect(),
        battle: state
            .battle
            .as_ref()
            .map(|b| battle_view_for(state, b, viewer)),
        outcome: state.outcome,
    }
}

/// The blocks as `viewer` sees them (§10): their own where they stand, face up to them;
/// everyone's counted by area and by pool, face down; and the few shown to all.
struct Seen {
    blocks: Vec<OwnBlock>,
    public: Vec<PublicBlock>,
    map: Vec<AreaCount>,
    pools: BySide<u8>,
}

/// What `viewer` sees of every block.
fn blocks_seen(state: &State, viewer: Option<House>) -> Seen {
    let mut blocks = Vec::new();
    let mut public = Vec::new();
    let mut counts = [(0u8, 0u8, 0u8); super::data::AREAS];
    let mut pools = BySide::both(0u8);
    for b in BlockId::all() {
        let loc = state.loc[b];
        let house = state.house_of(b);
        if let Location::Area(a) = loc {
            let c = &mut counts[a.index()];
            match b.info().owner {
                None => c.2 += 1,
                Some(House::Lancaster) => c.0 += 1,
                Some(House::York) => c.1 += 1,
            }
        }
        if matches!(loc, Location::Pool | Location::PoolDown) {
            *pools.get_mut(house) += 1;
        }
        if viewer == Some(house) {
            if loc != Location::Offmap && loc != Location::Dead {
                blocks.push(OwnBlock {
                    id: b.id(),
                    at: place(loc),
                    steps: state.steps[b],
                    moved: state.moved.contains(b),
                    reserve: state.reserve.contains(b),
                });
            }
            if loc != Location::Dead {
                continue;
            }
        }
        if let Some(at) = public_place(state, b) {
            public.push(PublicBlock { id: b.id(), at });
        }
    }
    let map = AreaId::all()
        .filter_map(|a| {
            let (red, white, black) = counts[a.index()];
            (red + white + black > 0).then_some(AreaCount {
                area: a.id(),
                red,
                white,
                black,
            })
        })
        .collect();
    Seen {
        blocks,
        public,
        map,
        pools,
    }
}
