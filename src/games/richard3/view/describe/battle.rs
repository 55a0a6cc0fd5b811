//! The battle being fought, in words (6.1–6.9): the blocks it reveals, their volleys with
//! the dice and hits, losses, eliminations, defections, rounds, and its end.

use super::super::{battle_shown, battle_view};
use super::{moved_block, named};
use crate::games::richard3::action::Action;
use crate::games::richard3::data::{BlockId, BlockSet, House};
use crate::games::richard3::state::{Location, Phase, State};

/// 6.1–6.9: what the battle showed: blocks revealed, steps lost, eliminations,
/// defections, rounds, a control change, the end of the battle.
pub(super) fn battle_words(
    before: &State,
    action: &Action,
    after: &State,
    supply_ran: bool,
    out: &mut Vec<String>,
) {
    let shown_before = battle_shown(before);
    let twins = losses(before, action, after, supply_ran, &shown_before, out);
    if let (Some(b), Some(a)) = (&before.battle, &after.battle)
        && a.area == b.area
    {
        if a.round > b.round && a.round > 1 {
            out.push(format!("round {} begins", a.round));
        }
        if a.attacker != b.attacker {
            out.push(format!(
                "control change: {} now attacks, {} defends",
                a.attacker.title(),
                a.defender().title()
            ));
        }
    }
    let new: Vec<BlockId> = battle_shown(after)
        .iter()
        .filter(|b| !shown_before.contains(*b) && !twins.contains(*b))
        .collect();
    if !new.is_empty() {
        out.push(revealed(after, &new));
    }
    if matches!(*action, Action::Battle(_))
        && let Some(battle) = &after.battle
    {
        let view = battle_view(after, battle);
        out.push(format!(
            "reserves: Lancaster {}, York {}",
            view.reserves.lancaster, view.reserves.york
        ));
    }
    out.extend(battle_end(before, action, after));
}

/// The steps the blocks shown in battle lost (6.4), their defections (6.9: the twin
/// comes in for the other house) and eliminations (6.8); returns the twins that came in.
fn losses(
    before: &State,
    action: &Action,
    after: &State,
    supply_ran: bool,
    shown_before: &BlockSet,
    out: &mut Vec<String>,
) -> BlockSet {
    let mut twins = BlockSet::EMPTY;
    for b in shown_before.iter() {
        let loc = after.loc[b];
        if loc == before.loc[b] {
            let lost = before.steps[b].saturating_sub(after.steps[b]);
            if lost > 0 && !supply_ran {
                out.push(format!(
                    "{} loses {lost} (now {})",
                    named(b),
                    after.steps[b]
                ));
            }
        } else if loc == Location::Offmap {
            if let Some(twin) = b.info().twin {
                twins.insert(twin);
                out.push(format!(
                    "{} defects to {} ({} steps)",
                    named(b),
                    after.house_of(twin).title(),
                    after.steps[twin].max(1)
                ));
            }
        } else if moved_block(action) != Some(b) && loc.area().is_none() && !b.info().is_heir() {
            out.push(format!("{} is eliminated", named(b)));
        }
    }
    twins
}

/// 6.1, 6.3: the blocks `new` revealed, by house: "revealed: Lancaster's Exeter (3) and …".
fn revealed(after: &State, new: &[BlockId]) -> String {
    let mut sides = Vec::new();
    for house in House::BOTH {
        let blocks: Vec<String> = new
            .iter()
            .filter(|b| after.house_of(**b) == house)
            .map(|b| format!("{} ({})", b.name(), after.steps[*b]))
            .collect();
        if !blocks.is_empty() {
            sides.push(format!("{}'s {}", house.title(), blocks.join(", ")));
        }
    }
    format!("revealed: {}", sides.join(" and "))
}

/// 6.1, 6.7: the end of the battle, when `action` ended it: the house left in the area
/// holds it (and regroups).
fn battle_end(before: &State, action: &Action, after: &State) -> Option<String> {
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
    }?;
    let still = fighting && after.battle.as_ref().map(|b| b.area) == Some(area);
    if !fought || still {
        return None;
    }
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
    Some(match winner {
        Some(h) => format!("{} wins the battle in {}", h.title(), area.name()),
        None => format!("the battle in {} leaves nobody there", area.name()),
    })
}
