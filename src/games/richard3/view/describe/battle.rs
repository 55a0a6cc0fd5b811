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
                a.attacker.title(),
                a.defender().title()
            ));
        }
    }
    if !new.is_empty() {
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
        out.push(format!("revealed: {}", sides.join(" and ")));
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
            Some(h) => format!("{} wins the battle in {}", h.title(), area.name()),
            None => format!("the battle in {} leaves nobody there", area.name()),
        });
    }
}
