//! What each player sees (§10, §13): his own blocks by id; the opponent's only as counts
//! per area and colour, except where §10 makes them public (the battle being fought,
//! minors, the dead, the Kingmaker prisoner); his own hand and only the size of the
//! other; and each move told in words as the viewer may see it.

use serde::Serialize;

use super::action::Action;
use super::data::{AreaId, BlockId, BySide, CardId, Event, House};
use super::state::{Location, Phase, Redeal, ScenarioId, State, Victory};

/// One of the viewer's own blocks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OwnBlock {
    /// The block id.
    pub id: &'static str,
    /// An area id, or `pool`, `pool_down`, `home_down`, `minor`.
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

/// A block whose identity is public, with its place; steps only where §10 shows them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PublicBlock {
    /// The block id.
    pub id: &'static str,
    /// Where (an area id, `minor`, `dead`, `home_down`, `prisoner`).
    pub at: String,
    /// Current steps, for a block in the battle being fought.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<u8>,
}

/// The battle being fought (§10: its non-reserve blocks are revealed).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleView {
    /// The battle area.
    pub area: &'static str,
    /// The round (0 before round 1).
    pub round: u8,
    /// The current attacker.
    pub attacker: House,
    /// Reserve blocks per house (a count only, §10).
    pub reserves: BySide<u8>,
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
    /// Campaign, its last, and game turn.
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
    /// The pending decision, e.g. `cards`, `actions`, `pick_battle`.
    pub prompt: &'static str,
    /// Action points left in the current action phase.
    pub ap: Option<u8>,
    /// The event of the current action phase.
    pub event: Option<Event>,
    /// The viewer's own blocks (every block for nobody: spectators get none).
    pub blocks: Vec<OwnBlock>,
    /// Block counts per occupied area.
    pub map: Vec<AreaCount>,
    /// Blocks in each pool (face-down ones included).
    pub pools: BySide<u8>,
    /// Blocks whose identity is public.
    pub public: Vec<PublicBlock>,
    /// The viewer's hand (card ids).
    pub hand: Vec<u8>,
    /// Cards in each hand.
    pub hand_counts: BySide<u8>,
    /// The cards played this turn: own always; the opponent's once both are revealed.
    pub played: BySide<Option<u8>>,
    /// Whether each house has committed its card this turn.
    pub committed: BySide<bool>,
    /// 5.1: a redeal requester's hand, shown to his opponent.
    pub shown_hand: Option<(House, Vec<u8>)>,
    /// The battle being fought.
    pub battle: Option<BattleView>,
    /// The result.
    pub outcome: Option<Victory>,
}

fn place(loc: Location) -> String {
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

fn prompt(phase: &Phase) -> &'static str {
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

fn numbers(cards: impl Iterator<Item = CardId>) -> Vec<u8> {
    cards.map(|c| c.info().number).collect()
}

/// Whether both cards of the turn are on the table (1.1).
fn revealed(state: &State) -> bool {
    state.played.lancaster.is_some() && state.played.york.is_some()
}

/// The view of `state` for `viewer` (`None`: a spectator), per §10.
pub fn view(state: &State, viewer: Option<House>) -> View {
    let battle_area = state.battle.as_ref().map(|b| b.area);
    let mut blocks = Vec::new();
    let mut public = Vec::new();
    let mut counts = [(0u8, 0u8, 0u8); super::data::AREAS];
    let mut pools = BySide::both(0u8);
    for b in BlockId::all() {
        let loc = state.loc[b];
        let house = state.house_of(b);
        let info = b.info();
        if let Location::Area(a) = loc {
            let c = &mut counts[a.index()];
            match info.owner {
                None => c.2 += 1,
                Some(House::Lancaster) => c.0 += 1,
                Some(House::York) => c.1 += 1,
            }
        }
        if matches!(loc, Location::Pool | Location::PoolDown) {
            *pools.get_mut(house) += 1;
        }
        if viewer == Some(house) && loc != Location::Offmap && loc != Location::Dead {
            blocks.push(OwnBlock {
                id: b.id(),
                at: place(loc),
                steps: state.steps[b],
                moved: state.moved.contains(b),
                reserve: state.reserve.contains(b),
            });
            continue;
        }
        // Public to everybody (§10): minors, the dead heirs, face-down mercenaries at home,
        // the prisoner, the Rebel's place, and the non-reserve blocks of the battle.
        let in_battle = loc.area().is_some() && loc.area() == battle_area;
        let shown = match loc {
            Location::Minor | Location::HomeDown | Location::Prisoner(_) => true,
            Location::Dead => info.is_heir(),
            Location::Area(_) => info.owner.is_none() || (in_battle && !state.reserve.contains(b)),
            _ => false,
        };
        if shown {
            public.push(PublicBlock {
                id: b.id(),
                at: place(loc),
                steps: (in_battle && !state.reserve.contains(b)).then_some(state.steps[b]),
            });
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
    let both = revealed(state);
    let played = BySide::new(House::Lancaster, House::York).map(|h| {
        let card = *state.played.get(*h);
        if both || viewer == Some(*h) {
            card.map(|c| c.info().number)
        } else {
            None
        }
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
        prompt: prompt(&state.phase),
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
        battle: state.battle.as_ref().map(|b| BattleView {
            area: b.area.id(),
            round: b.round,
            attacker: b.attacker,
            reserves: BySide::new(House::Lancaster, House::York).map(|h| {
                state
                    .blocks_of_in(*h, b.area)
                    .iter()
                    .filter(|x| state.reserve.contains(*x))
                    .count() as u8
            }),
        }),
        outcome: state.outcome,
    }
}

fn card_words(card: CardId) -> String {
    let info = card.info();
    match info.event {
        Some(_) => format!("{} ({}, AP {})", info.number, info.name, info.ap),
        None => format!("{} (AP {})", info.number, info.ap),
    }
}

/// One move in words as `viewer` may see it (§10): the owner reads his notation with
/// its places; the opponent and spectators read counts and places, never a hidden id.
pub fn describe(
    before: &State,
    house: House,
    action: &Action,
    after: &State,
    viewer: Option<House>,
) -> String {
    let own = viewer == Some(house);
    let at = |b: BlockId| before.area_of(b).map(AreaId::id).unwrap_or("off the map");
    let mut text = match *action {
        Action::Play(c) if own => format!("{house} played card {}", card_words(c)),
        Action::Play(_) => format!("{house} chose a card"),
        Action::Redeal | Action::Keep if !own => format!("{house} answered the redeal question"),
        Action::Move(b, to) if own => format!("{house} moved {b} from {} to {to}", at(b)),
        Action::Move(b, to) => format!("{house} moved a block from {} to {to}", at(b)),
        Action::Sea(b, to) if own => format!("{house} sailed {b} from {} to {to}", at(b)),
        Action::Sea(b, to) => format!("{house} sailed a block from {} to {to}", at(b)),
        Action::Recruit(b, a) if own => format!("{house} recruited {b} in {a}"),
        Action::Recruit(_, a) => format!("{house} recruited a block in {a}"),
        Action::Retreat(b, a) if !own => format!("{house} retreated a block from {} to {a}", at(b)),
        Action::Regroup(b, a) if !own => format!("{house} regrouped a block from {} to {a}", at(b)),
        Action::Home(b, a) if !own => format!("{house} sent a block from {} home to {a}", at(b)),
        Action::Surplus(b) if !own => format!("{house} sent a block from {} to the pool", at(b)),
        Action::Lose(b) if !own => format!("a {house} block in {} lost a step", at(b)),
        Action::Plague(a) => {
            let lost: u32 = BlockId::all()
                .map(|b| u32::from(before.steps[b].saturating_sub(after.steps[b])))
                .sum();
            format!("{house} struck {a} with plague: {lost} steps lost")
        }
        Action::Done if matches!(before.phase, Phase::Actions(_)) => {
            format!("{house} ended the action phase")
        }
        _ => format!("{house}: {action}"),
    };
    // Attacks are announced with their role (§10: main force or reserve, counts only).
    if let Action::Move(b, to) | Action::Sea(b, to) = *action
        && after.attacks.iter().any(|a| a.area == to)
        && before.status(to, house) != super::board::Status::Friendly
        && before.status(to, house) != super::board::Status::Vacant
    {
        let role = if after.reserve.contains(b) {
            "reserve"
        } else {
            "main force"
        };
        text.push_str(&format!(" ({role} in the battle for {to})"));
    }
    // Heirs eliminated outside battles are named (§10: succession is public).
    for b in BlockId::all() {
        if b.info().is_heir() && before.loc[b] != Location::Dead && after.loc[b] == Location::Dead {
            text.push_str(&format!("; {b} is dead"));
        }
        // 6.82: a minor's entry is announced (also one made without a choice).
        if before.loc[b] == Location::Minor
            && let Location::Area(a) = after.loc[b]
            && !matches!(*action, Action::Enter(e, _) if e == b)
        {
            text.push_str(&format!("; {b} entered play in {a}"));
        }
    }
    // 8.2: a usurpation is public (the counts are the public map counts).
    if before.royal != after.royal {
        text.push_str(&format!("; {} usurps the crown", after.royal));
        if let Some(k) = after.king {
            text.push_str(&format!(": {k} is King"));
        }
    }
    // 6.81: a newly crowned King and where he stands are announced.
    if before.king.is_none()
        && before.royal == after.royal
        && let Some(k) = after.king
    {
        let at = match after.loc[k] {
            Location::Area(a) => a.id().to_string(),
            Location::Minor => "waiting to enter play".into(),
            other => place(other),
        };
        text.push_str(&format!("; {k} is King, {at}"));
    }
    if matches!(before.phase, Phase::Cards) && revealed(after) {
        let (l, y) = (after.played.lancaster, after.played.york);
        if let (Some(l), Some(y)) = (l, y) {
            text.push_str(&format!(
                "; cards revealed: lancaster {}, york {}; {} is Player 1",
                card_words(l),
                card_words(y),
                after.p1
            ));
        }
    }
    if let (Phase::RedealAsk { .. }, Phase::RedealAnswer { house: answering }) =
        (&before.phase, &after.phase)
    {
        let requester = answering.other();
        let hand: Vec<String> = after.hands.get(requester).iter().map(card_words).collect();
        text.push_str(&format!(
            "; {requester} asks for a redeal, showing {}",
            hand.join(", ")
        ));
    }
    if let Some(v) = after.outcome
        && before.outcome.is_none()
    {
        text.push_str(&format!("; {} wins", v.winner));
    }
    text
}
