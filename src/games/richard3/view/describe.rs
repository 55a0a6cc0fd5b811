//! One decision in words, per viewer (§10): the owner reads his own blocks by id; the
//! opponent and spectators read moves as origin, destination and counts, recruits by
//! area, supply and plague losses as steps per area, the political turn as counts per
//! area; everything public is named: cards once both are revealed, the blocks of the
//! battle being fought with their dice and hits, defections, dead heirs, new Kings and
//! where they stand, minors entering, the Kingmaker prisoner's rescue, usurpations.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::super::action::Action;
use super::super::board::Status;
use super::super::data::{AreaId, BlockId, BlockSet, CATALOG, CardId, House};
use super::super::phase::battle::firepower;
use super::super::state::{Location, Phase, State, VictoryReason};
use super::{battle_shown, place, revealed};

/// A card in words: `card 13 (AP 3)`, `card 4 (Plague, AP 0)`.
fn card_words(card: CardId) -> String {
    let info = card.info();
    match info.event {
        Some(_) => format!("card {} ({}, AP {})", info.number, info.name, info.ap),
        None => format!("card {} (AP {})", info.number, info.ap),
    }
}

/// Dice in words: `6 3 1`.
fn dice_words(faces: &[u8]) -> String {
    let words: Vec<String> = faces.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// The sea zones shared by two areas, in words.
fn zones_between(from: AreaId, to: AreaId) -> String {
    let shared = from.info().seas & to.info().seas;
    let names: Vec<&str> = CATALOG
        .seas
        .iter()
        .enumerate()
        .filter(|(i, _)| shared & (1 << i) != 0)
        .map(|(_, s)| s.id())
        .collect();
    names.join(" or ")
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

/// The decision itself in words.
fn action_words(before: &State, house: House, action: &Action, after: &State, own: bool) -> String {
    let at = |b: BlockId| before.area_of(b).map_or("off the map", AreaId::id);
    let faces = after.rolls.faces();
    match *action {
        Action::Redeal if own => format!("{house} asked for a redeal"),
        Action::Keep if own && matches!(before.phase, Phase::RedealAsk { .. }) => {
            format!("{house} kept his hand")
        }
        Action::Redeal | Action::Keep if matches!(before.phase, Phase::RedealAsk { .. }) => {
            format!("{house} answered the redeal question")
        }
        Action::Keep => format!("{house} keeps his hand"),
        Action::Redraw => format!("{house} gives up his hand too"),
        Action::Play(c) if own => format!("{house} played {}", card_words(c)),
        Action::Play(_) => format!("{house} played a card"),
        Action::Activate(a) => format!("{house} activated {a}"),
        Action::Muster(a) => format!("{house} chose {a} as the muster area"),
        Action::Plague(a) => format!("{house} struck {a} with plague"),
        Action::Move(b, to) => {
            let what = if own || b.info().owner.is_none() {
                b.id()
            } else {
                "a block"
            };
            let mut text = format!("{house} moved {what} from {} to {to}", at(b));
            if let Phase::Actions(p) = &before.phase
                && p.moving.is_some_and(|m| m.block == b)
            {
                text.push_str(" (going on)");
            }
            text
        }
        Action::Sea(b, to) => {
            let what = if own || b.info().owner.is_none() {
                b.id()
            } else {
                "a block"
            };
            let from = before.area_of(b).expect("a sailing block is on the map");
            format!(
                "{house} sailed {what} from {from} to {to} by the {}",
                zones_between(from, to)
            )
        }
        Action::Recruit(b, a) if own || b.info().owner.is_none() => {
            format!("{house} recruited {b} in {a}")
        }
        Action::Recruit(_, a) => format!("{house} recruited a block in {a}"),
        Action::Done if matches!(before.phase, Phase::Regroup { .. }) => {
            format!("{house} ended the regroup")
        }
        Action::Done => format!("{house} ended the action phase"),
        Action::Battle(a) => format!("{house} chose the battle in {a}"),
        Action::Treason(t) => {
            let result = if after.loc[t] == Location::Offmap {
                "it succeeds"
            } else {
                "it fails"
            };
            format!(
                "{house} made the Treason roll on {t}: {}; {result}",
                dice_words(faces)
            )
        }
        Action::Decline => format!("{house} kept the Treason roll for a later battle"),
        Action::Fire(b) => format!("{house}: {b} fires ({})", volley(before, b, faces)),
        Action::Pass(b) => format!("{house}: {b} passes"),
        Action::Charge(h, t) => {
            let first = usize::from(before.steps[h]).min(faces.len());
            let mut text = format!(
                "{house}: {h} charges {t} ({})",
                volley(before, h, &faces[..first])
            );
            if faces.len() > first {
                let _ = write!(
                    text,
                    "; {t} fires back ({})",
                    volley(before, t, &faces[first..])
                );
            }
            text
        }
        Action::Treachery(b, t) => {
            let result = if after.loc[t] == Location::Offmap {
                "it succeeds"
            } else {
                "it fails"
            };
            format!(
                "{house}: {b} tries treachery on {t}: {}; {result}",
                dice_words(faces)
            )
        }
        Action::Hit(b) => format!("{house} puts the hit on {b}"),
        Action::Retreat(b, a) if own => format!("{house}: {b} retreats to {a}"),
        Action::Retreat(b, a) => format!("{house} retreated a block from {} to {a}", at(b)),
        Action::Regroup(b, a) if own => format!("{house}: {b} regroups to {a}"),
        Action::Regroup(b, a) => format!("{house} regrouped a block from {} to {a}", at(b)),
        Action::Execute(b) => format!("{house} executed {b}"),
        Action::Spare(b) => format!("{house} spared {b}"),
        Action::Enter(b, a) => format!("{b} entered play in {a}"),
        Action::Lose(b) if own => format!("{house}: {b} takes the supply loss in {}", at(b)),
        Action::Lose(_) => String::new(),
        Action::Home(b, a) if own => format!("{house}: {b} goes home to {a}"),
        Action::Home(b, a) => format!("{house} sent a block from {} home to {a}", at(b)),
        Action::Surplus(b) if own => format!("{house}: {b} goes from {} to the pool", at(b)),
        Action::Surplus(b) => format!("{house} sent a block from {} to the pool", at(b)),
        Action::Redeal => format!("{house} asked for a redeal"),
    }
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
    Some(format!("({role} in the battle for {to})"))
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
                let hand: Vec<String> = before.hands.get(*h).iter().map(card_words).collect();
                out.push(format!(
                    "{h} asks for a redeal, showing {}",
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
                format!("{}'s hand is", answering.other())
            };
            out.push(format!("{who} dealt again"));
        }
        _ => {}
    }
}

/// 6.1–6.9: what the battle showed: blocks revealed, steps lost, eliminations,
/// defections, rounds, a control change, the end of the battle.
fn battle_words(
    before: &State,
    action: &Action,
    after: &State,
    supply_ran: bool,
    out: &mut Vec<String>,
) {
    let shown_before = battle_shown(before);
    let shown_after = battle_shown(after);
    let same_battle = match (&before.battle, &after.battle) {
        (Some(b), Some(a)) => a.area == b.area,
        _ => false,
    };
    let mut twins = BlockSet::EMPTY;
    for b in shown_before.iter() {
        let loc = after.loc[b];
        if loc == before.loc[b] {
            let lost = before.steps[b].saturating_sub(after.steps[b]);
            if lost > 0 && !supply_ran {
                out.push(format!("{b} loses {lost} (now {})", after.steps[b]));
            }
        } else if loc == Location::Offmap {
            if let Some(twin) = b.info().twin {
                twins.insert(twin);
                out.push(format!(
                    "{b} defects: {twin} joins {} at {} steps",
                    after.house_of(twin),
                    after.steps[twin].max(1)
                ));
            }
        } else if moved_block(action) != Some(b) && loc.area().is_none() && !b.info().is_heir() {
            out.push(format!("{b} is eliminated"));
        }
    }
    let new: Vec<BlockId> = shown_after
        .iter()
        .filter(|b| !shown_before.contains(*b) && !twins.contains(*b))
        .collect();
    if let (Some(b), Some(a)) = (&before.battle, &after.battle)
        && same_battle
    {
        if a.round > b.round && a.round > 1 {
            out.push(format!("round {} begins", a.round));
        }
        if a.attacker != b.attacker {
            out.push(format!(
                "control change: {} now attacks, {} defends",
                a.attacker,
                a.defender()
            ));
        }
    }
    if !new.is_empty() {
        let mut sides = Vec::new();
        for house in House::BOTH {
            let blocks: Vec<String> = new
                .iter()
                .filter(|b| after.house_of(**b) == house)
                .map(|b| format!("{b} ({})", after.steps[*b]))
                .collect();
            if !blocks.is_empty() {
                sides.push(format!("{house} {}", blocks.join(", ")));
            }
        }
        out.push(format!("revealed: {}", sides.join(" and ")));
    }
    if matches!(*action, Action::Battle(_))
        && let Some(battle) = &after.battle
    {
        let view = super::battle_view(after, battle);
        out.push(format!(
            "reserves: lancaster {}, york {}",
            view.reserves.lancaster, view.reserves.york
        ));
    }
    // The end of the battle: the house left in the area holds it.
    let fought = matches!(
        before.phase,
        Phase::Treason { .. }
            | Phase::BattleTurn { .. }
            | Phase::TakeHit { .. }
            | Phase::PickBattle
    );
    let fighting = matches!(
        after.phase,
        Phase::Treason { .. } | Phase::BattleTurn { .. } | Phase::TakeHit { .. }
    );
    let area = match (&before.battle, &after.battle, *action) {
        (Some(b), _, _) => Some(b.area),
        (None, _, Action::Battle(a)) => Some(a),
        _ => None,
    };
    let still = fighting && after.battle.as_ref().map(|b| b.area) == area;
    if let Some(area) = area
        && fought
        && !still
    {
        let winner = match after.phase {
            Phase::Regroup { house } => Some(house),
            _ => {
                let count = after.count_in(area);
                match (count.lancaster > 0, count.york > 0) {
                    (true, false) => Some(House::Lancaster),
                    (false, true) => Some(House::York),
                    _ => None,
                }
            }
        };
        out.push(match winner {
            Some(h) => format!("{h} wins the battle in {area}"),
            None => format!("the battle in {area} leaves nobody there"),
        });
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
            (Location::Minor, Location::Area(a)) => out.push(format!("{b} entered play in {a}")),
            (Location::Prisoner(a), Location::Area(_)) => {
                out.push(format!("{b} is rescued in {a}"));
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
                    .entry((house, a.id(), place(now)))
                    .or_default()
                    .push(b);
            }
            _ => {}
        }
    }
    for ((house, area), (steps, dead, blocks)) in losses {
        let mut text = format!("{house} lost {steps} step{} in {area}", plural(steps));
        if dead > 0 {
            let _ = write!(text, " ({dead} block{} eliminated)", plural(dead));
        }
        own_ids(&mut text, house, viewer, &blocks);
        out.push(text);
    }
    for ((house, from, to), blocks) in moves {
        let n = blocks.len() as u8;
        let to = if to == "pool" { "the pool" } else { &to };
        let mut text = format!("{house}: {n} block{} from {from} to {to}", plural(n));
        own_ids(&mut text, house, viewer, &blocks);
        out.push(text);
    }
    // Dead heirs are public (6.82), a turned heir's death too (9.1).
    for b in BlockId::all() {
        let info = b.info();
        let heir = info.is_heir() || info.twin.is_some_and(|t| t.info().is_heir());
        if heir && before.loc[b] != Location::Dead && after.loc[b] == Location::Dead {
            out.push(format!("{b} is dead"));
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Appends the viewer's own block ids to a count.
fn own_ids(text: &mut String, house: House, viewer: Option<House>, blocks: &[BlockId]) {
    if viewer == Some(house) {
        let ids: Vec<&str> = blocks.iter().map(|b| b.id()).collect();
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
            loc => place(loc),
        };
        out.push(format!("{k} is King, {at}"));
    }
    let pretender = after.pretender();
    if pretender != before.pretender()
        && before.royal == after.royal
        && let Some(p) = pretender
    {
        out.push(format!("{p} is now the Pretender"));
    }
    if political {
        out.push(format!(
            "political turn: usurpation count lancaster {}, york {}",
            after.usurpation.lancaster, after.usurpation.york
        ));
        if before.royal != after.royal {
            let king = after
                .king
                .map_or(String::new(), |k| format!(": {k} is King"));
            out.push(format!("{} usurps the crown{king}", after.royal));
        } else {
            out.push(format!("{} keeps the crown", after.royal));
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
            "cards revealed: lancaster {}, york {}; {} is Player 1",
            card_words(l),
            card_words(y),
            after.p1
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
        parts.push(format!("{} wins", v.winner));
    }
    parts.retain(|p| !p.is_empty());
    parts.join("; ")
}
