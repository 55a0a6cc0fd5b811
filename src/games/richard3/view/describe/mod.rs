//! One decision in words, per viewer (§10), naming blocks, areas, seas and cards as
//! printed (`York's Warwick sailed from Calais to Kent (North Sea)`, `Lancaster played
//! card 10 (2 AP)`), never by their data ids: the owner reads his own blocks by name; the
//! opponent and spectators read moves as origin, destination and counts, recruits by
//! area, supply and plague losses as steps per area, the political turn as counts per
//! area; everything public is named: cards once both are revealed, the blocks of the
//! battle being fought with their dice and hits, defections, dead heirs, new Kings and
//! where they stand, minors entering, the Kingmaker prisoner's rescue, usurpations.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::super::action::Action;
use super::super::board::Status;
use super::super::data::{AreaId, BlockId, BlockSet, CATALOG, House};
use super::super::phase::battle::firepower;
use super::super::state::{Location, Phase, State, VictoryReason};
use super::{battle_shown, revealed};

mod battle;
use battle::battle_words;

/// Dice in words: `6 3 1`.
fn dice_words(faces: &[u8]) -> String {
    let words: Vec<String> = faces.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// The sea zones shared by two areas, by their printed names: `North Sea or English
/// Channel`.
pub(super) fn zones_between(from: AreaId, to: AreaId) -> String {
    let shared = from.info().seas & to.info().seas;
    let names: Vec<&str> = CATALOG
        .seas
        .iter()
        .enumerate()
        .filter(|(i, _)| shared & (1 << i) != 0)
        .map(|(_, s)| s.name())
        .collect();
    names.join(" or ")
}

/// A block with its colour, as printed: `York's Warwick` (twins share a name), `the
/// Rebel` (who fights for the Pretender, 3.26).
pub(super) fn named(b: BlockId) -> String {
    match b.info().owner {
        Some(house) => format!("{}'s {}", house.title(), b.name()),
        None => format!("the {}", b.name()),
    }
}

/// A volley in words: `firepower 3: 6 3 1, 1 hit`.
fn volley(state: &State, block: BlockId, faces: &[u8]) -> String {
    let Some(battle) = &state.battle else {
        return dice_words(faces);
    };
    let fp = firepower(state, battle, block);
    let hits = faces.iter().filter(|f| **f <= fp).count();
    let s = if hits == 1 { "" } else { "s" };
    format!("firepower {fp}: {}, {hits} hit{s}", dice_words(faces))
}

/// The block a move-like action moves itself (left out of the consequences).
fn moved_block(action: &Action) -> Option<BlockId> {
    match *action {
        Action::Move(b, _)
        | Action::Sea(b, _)
        | Action::Recruit(b, _)
        | Action::Retreat(b, _)
        | Action::Regroup(b, _)
        | Action::Home(b, _)
        | Action::Surplus(b)
        | Action::Enter(b, _)
        | Action::Execute(b) => Some(b),
        _ => None,
    }
}

/// Whether the viewer reads `b` by name in `house`'s decision: his own, or the Rebel.
fn shown(b: BlockId, own: bool) -> bool {
    own || b.info().owner.is_none()
}

/// 5.2: whether `b` goes on with its move (a second step of the same move).
fn going_on(before: &State, b: BlockId) -> bool {
    matches!(&before.phase, Phase::Actions(p) if p.moving.is_some_and(|m| m.block == b))
}

/// A land or sea move in words: `York's Warwick sailed from Calais to Kent (North Sea)`,
/// `York moved a block on from Kent to Sussex`.
fn move_words(
    before: &State,
    house: House,
    b: BlockId,
    to: AreaId,
    own: bool,
    sea: bool,
) -> String {
    let from = before.area_of(b).expect("a moving block is on the map");
    let verb = if sea { "sailed" } else { "moved" };
    let on = if going_on(before, b) { " on" } else { "" };
    let mut text = if shown(b, own) {
        format!(
            "{} {verb}{on} from {} to {}",
            named(b),
            from.name(),
            to.name()
        )
    } else {
        format!(
            "{} {verb} a block{on} from {} to {}",
            house.title(),
            from.name(),
            to.name()
        )
    };
    if sea {
        let _ = write!(text, " ({})", zones_between(from, to));
    }
    text
}

/// The decision itself in words.
fn action_words(before: &State, house: House, action: &Action, after: &State, own: bool) -> String {
    let at = |b: BlockId| before.area_of(b).map_or("off the map", AreaId::name);
    let faces = after.rolls.faces();
    let h = house.title();
    match *action {
        Action::Redeal if own => format!("{h} asked for a redeal"),
        Action::Keep if own && matches!(before.phase, Phase::RedealAsk { .. }) => {
            format!("{h} kept his hand")
        }
        Action::Redeal | Action::Keep if matches!(before.phase, Phase::RedealAsk { .. }) => {
            format!("{h} answered the redeal question")
        }
        Action::Keep => format!("{h} keeps his hand"),
        Action::Redraw => format!("{h} gives up his hand too"),
        Action::Play(c) if own => format!("{h} played {}", c.printed()),
        Action::Play(_) => format!("{h} played a card"),
        Action::Activate(a) => format!("{h} activated {}", a.name()),
        Action::Muster(a) => format!("{h} chose {} as the muster area", a.name()),
        Action::Plague(a) => format!("{h} struck {} with plague", a.name()),
        Action::Move(b, to) => move_words(before, house, b, to, own, false),
        Action::Sea(b, to) => move_words(before, house, b, to, own, true),
        Action::Recruit(b, a) if shown(b, own) => {
            format!("{h} recruited {} in {}", b.name(), a.name())
        }
        Action::Recruit(_, a) => format!("{h} recruited a block in {}", a.name()),
        Action::Done if matches!(before.phase, Phase::Regroup { .. }) => {
            format!("{h} ended the regroup")
        }
        Action::Done => format!("{h} ended the action phase"),
        Action::Battle(a) => format!("{h} chose the battle in {}", a.name()),
        Action::Treason(t) => format!(
            "{h} made the Treason roll on {}: {}; {}",
            named(t),
            dice_words(faces),
            defection(after, t)
        ),
        Action::Decline => format!("{h} kept the Treason roll for a later battle"),
        Action::Fire(b) => format!("{} fires ({})", named(b), volley(before, b, faces)),
        Action::Pass(b) => format!("{} passes", named(b)),
        Action::Charge(c, t) => charge_words(before, c, t, faces),
        Action::Treachery(b, t) => format!(
            "{} tries treachery on {}: {}; {}",
            named(b),
            named(t),
            dice_words(faces),
            defection(after, t)
        ),
        Action::Hit(b) => format!("{h} puts the hit on {}", b.name()),
        Action::Retreat(b, a) if own => format!("{} retreats to {}", named(b), a.name()),
        Action::Retreat(b, a) => {
            format!("{h} retreated a block from {} to {}", at(b), a.name())
        }
        Action::Regroup(b, a) if own => format!("{} regroups to {}", named(b), a.name()),
        Action::Regroup(b, a) => {
            format!("{h} regrouped a block from {} to {}", at(b), a.name())
        }
        Action::Execute(b) => format!("{h} executed {}", named(b)),
        Action::Spare(b) => format!("{h} spared {}", named(b)),
        Action::Enter(b, a) => format!("{} entered play in {}", named(b), a.name()),
        Action::Lose(b) if own => {
            format!("{} takes the supply loss in {}", named(b), at(b))
        }
        Action::Lose(_) => String::new(),
        Action::Home(b, a) if own => format!("{} goes home to {}", named(b), a.name()),
        Action::Home(b, a) => {
            format!("{h} sent a block from {} home to {}", at(b), a.name())
        }
        Action::Surplus(b) if own => {
            format!("{} goes from {} to the pool", named(b), at(b))
        }
        Action::Surplus(b) => format!("{h} sent a block from {} to the pool", at(b)),
        Action::Redeal => format!("{h} asked for a redeal"),
    }
}

/// 6.9: whether the Treason or treachery roll on `target` won it over (it is off the
/// map once its twin came in).
fn defection(after: &State, target: BlockId) -> &'static str {
    if after.loc[target] == Location::Offmap {
        "it succeeds"
    } else {
        "it fails"
    }
}

/// 6.5: an heir's charge on `target` with the dice `faces`: the charge's volley, then the
/// target's fire back, if it lives to fire.
fn charge_words(before: &State, heir: BlockId, target: BlockId, faces: &[u8]) -> String {
    let first = usize::from(before.steps[heir]).min(faces.len());
    let mut text = format!(
        "{} charges {} ({})",
        named(heir),
        named(target),
        volley(before, heir, &faces[..first])
    );
    if faces.len() > first {
        let _ = write!(
            text,
            "; {} fires back ({})",
            target.name(),
            volley(before, target, &faces[first..])
        );
    }
    text
}

/// 6.3: a move into a battle area tells the entry (the move's origin, or the sea zones)
/// and whether the block is main force or reserve.
fn attack_words(before: &State, house: House, action: &Action, after: &State) -> Option<String> {
    let (Action::Move(b, to) | Action::Sea(b, to)) = *action else {
        return None;
    };
    let status = before.status(to, house);
    if matches!(status, Status::Friendly | Status::Vacant) {
        return None;
    }
    let role = if after.reserve.contains(b) {
        "reserve"
    } else {
        "main force"
    };
    Some(format!("({role} in the battle for {})", to.name()))
}

/// 5.1: the redeal questions and answers.
fn redeal_words(
    before: &State,
    house: House,
    action: &Action,
    after: &State,
    out: &mut Vec<String>,
) {
    match &before.phase {
        Phase::RedealAsk { requested, .. } if !matches!(after.phase, Phase::RedealAsk { .. }) => {
            let mut asked = *requested;
            *asked.get_mut(house) = *action == Action::Redeal;
            let askers: Vec<House> = House::BOTH.into_iter().filter(|h| *asked.get(*h)).collect();
            if askers.is_empty() {
                out.push("no redeal is asked".into());
            }
            for h in &askers {
                let hand: Vec<String> = before.hands.get(*h).iter().map(|c| c.printed()).collect();
                out.push(format!(
                    "{} asks for a redeal, showing {}",
                    h.title(),
                    hand.join(", ")
                ));
            }
            if askers.len() == 2 {
                out.push("both hands are dealt again".into());
            }
        }
        Phase::RedealAnswer { house: answering } => {
            let who = if *action == Action::Redraw {
                "both hands are".to_string()
            } else {
                format!("{}'s hand is", answering.other().title())
            };
            out.push(format!("{who} dealt again"));
        }
        _ => {}
    }
}

/// Changes per (house, from, to), for counts.
type Moves = BTreeMap<(House, &'static str, String), Vec<BlockId>>;

/// Changes outside the battle: step losses and eliminations per area (plague, supply),
/// minors entering, the prisoner's rescue, and blocks moved by the political turn, as
/// counts per area; the viewer's own blocks by id.
fn block_words(
    before: &State,
    action: &Action,
    after: &State,
    viewer: Option<House>,
    supply_ran: bool,
    out: &mut Vec<String>,
) {
    let skip = BlockSet(battle_shown(before).0 | battle_shown(after).0);
    let reset = after.campaign != before.campaign;
    let mut losses: BTreeMap<(House, AreaId), (u8, u8, Vec<BlockId>)> = BTreeMap::new();
    let mut moves: Moves = BTreeMap::new();
    for b in BlockId::all() {
        let (was, now) = (before.loc[b], after.loc[b]);
        let in_battle = skip.contains(b) && !(supply_ran && was == now);
        if moved_block(action) == Some(b) || in_battle {
            continue;
        }
        let house = before.house_of(b);
        match (was, now) {
            (Location::Minor, Location::Area(a)) => {
                out.push(format!("{} entered play in {}", named(b), a.name()));
            }
            (Location::Prisoner(a), Location::Area(_)) => {
                out.push(format!("{} is rescued in {}", named(b), a.name()));
            }
            (Location::Area(a), Location::Area(c)) if a == c => {
                let lost = before.steps[b].saturating_sub(after.steps[b]);
                if lost > 0 && !reset {
                    let entry = losses.entry((house, a)).or_default();
                    entry.0 += lost;
                    entry.2.push(b);
                }
            }
            (Location::Area(a), Location::Dead | Location::PoolDown | Location::HomeDown)
                if !reset || now == Location::Dead =>
            {
                let entry = losses.entry((house, a)).or_default();
                entry.0 += before.steps[b];
                entry.1 += 1;
                entry.2.push(b);
            }
            (Location::Area(a), Location::Area(_) | Location::Pool) => {
                moves
                    .entry((house, a.name(), now.words()))
                    .or_default()
                    .push(b);
            }
            _ => {}
        }
    }
    for ((house, area), (steps, dead, blocks)) in losses {
        let mut text = format!(
            "{} lost {steps} step{} in {}",
            house.title(),
            plural(steps),
            area.name()
        );
        if dead > 0 {
            let _ = write!(text, " ({dead} block{} eliminated)", plural(dead));
        }
        own_ids(&mut text, house, viewer, &blocks);
        out.push(text);
    }
    for ((house, from, to), blocks) in moves {
        let n = blocks.len() as u8;
        let mut text = format!(
            "{}: {n} block{} from {from} to {to}",
            house.title(),
            plural(n)
        );
        own_ids(&mut text, house, viewer, &blocks);
        out.push(text);
    }
    // Dead heirs are public (6.82), a turned heir's death too (9.1).
    for b in BlockId::all() {
        let info = b.info();
        let heir = info.is_heir() || info.twin.is_some_and(|t| t.info().is_heir());
        if heir && before.loc[b] != Location::Dead && after.loc[b] == Location::Dead {
            out.push(format!("{} is dead", named(b)));
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Appends the names of the viewer's own blocks to a count.
fn own_ids(text: &mut String, house: House, viewer: Option<House>, blocks: &[BlockId]) {
    if viewer == Some(house) {
        let ids: Vec<&str> = blocks.iter().map(|b| b.name()).collect();
        let _ = write!(text, " [{}]", ids.join(", "));
    }
}

/// Whether the supply phase began during this decision (its losses are told per area).
fn supply_began(before: &State, after: &State) -> bool {
    let in_supply = |s: &State| {
        matches!(
            s.phase,
            Phase::Execute { .. }
                | Phase::MinorEntry { .. }
                | Phase::SupplyLoss { .. }
                | Phase::GoHome { .. }
                | Phase::ExileSurplus { .. }
        )
    };
    (in_supply(after) && !in_supply(before))
        || after.turn != before.turn
        || after.campaign != before.campaign
}

/// 6.81, 8.2: a new King and where he stands; the political turn's count and result.
fn crown_words(before: &State, after: &State, out: &mut Vec<String>) {
    let political = after.campaign != before.campaign
        || (matches!(
            after.phase,
            Phase::GoHome { .. } | Phase::ExileSurplus { .. }
        ) && !matches!(
            before.phase,
            Phase::GoHome { .. } | Phase::ExileSurplus { .. }
        ))
        || (after
            .outcome
            .is_some_and(|v| v.reason == VictoryReason::Crown)
            && before.outcome.is_none());
    if before.king != after.king
        && let Some(k) = after.king
        && before.royal == after.royal
    {
        let at = match after.loc[k] {
            Location::Minor => "waiting to enter play".to_string(),
            Location::Area(a) => format!("in {}", a.name()),
            loc => loc.words(),
        };
        out.push(format!("{} is King, {at}", named(k)));
    }
    let pretender = after.pretender();
    if pretender != before.pretender()
        && before.royal == after.royal
        && let Some(p) = pretender
    {
        out.push(format!("{} is now the Pretender", named(p)));
    }
    if political {
        out.push(format!(
            "political turn: usurpation count Lancaster {}, York {}",
            after.usurpation.lancaster, after.usurpation.york
        ));
        if before.royal != after.royal {
            let king = after
                .king
                .map_or(String::new(), |k| format!(": {} is King", named(k)));
            out.push(format!("{} usurps the crown{king}", after.royal.title()));
        } else {
            out.push(format!("{} keeps the crown", after.royal.title()));
        }
    }
}

/// One decision in words as `viewer` may read it (§10).
pub fn describe(
    before: &State,
    house: House,
    action: &Action,
    after: &State,
    viewer: Option<House>,
) -> String {
    let own = viewer == Some(house);
    let mut parts = Vec::new();
    let mut first = action_words(before, house, action, after, own);
    if let Some(role) = attack_words(before, house, action, after) {
        first.push(' ');
        first.push_str(&role);
    }
    parts.push(first);
    redeal_words(before, house, action, after, &mut parts);
    if matches!(before.phase, Phase::Cards)
        && revealed(after)
        && let (Some(l), Some(y)) = (after.played.lancaster, after.played.york)
    {
        parts.push(format!(
            "cards revealed: Lancaster {}, York {}; {} is Player 1",
            l.printed(),
            y.printed(),
            after.p1.title()
        ));
    }
    let supply_ran = supply_began(before, after);
    battle_words(before, action, after, supply_ran, &mut parts);
    crown_words(before, after, &mut parts);
    block_words(before, action, after, viewer, supply_ran, &mut parts);
    if after.campaign != before.campaign {
        parts.push(format!(
            "campaign {} begins: every block at full strength, 7 new cards each",
            after.campaign
        ));
    } else if after.turn != before.turn {
        parts.push(format!("turn {} begins", after.turn));
    }
    if let Some(v) = after.outcome
        && before.outcome.is_none()
    {
        parts.push(format!("{} wins", v.winner.title()));
    }
    parts.retain(|p| !p.is_empty());
    parts.join("; ")
}
