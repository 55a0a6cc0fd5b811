//! The battle being fought, in words (6.1–6.9): the blocks it reveals, their volleys with
//! the dice and hits, losses, eliminations, defections, rounds, and its end.

use super::super::{battle_shown, battle_view};
use super::{joined, moved_block, named};
use crate::games::richard3::action::Action;
use crate::games::richard3::data::{BlockId, BlockSet, House};
use crate::games::richard3::state::{Location, Phase, State};
use crate::i18n::Msg;
use crate::msg;

/// 6.1–6.9: what the battle showed: blocks revealed, steps lost, eliminations,
/// defections, rounds, a control change, the end of the battle.
pub(super) fn battle_words(
    before: &State,
    action: &Action,
    after: &State,
    supply_ran: bool,
    out: &mut Vec<Msg>,
) {
    let shown_before = battle_shown(before);
    let twins = losses(before, action, after, supply_ran, &shown_before, out);
    if let (Some(b), Some(a)) = (&before.battle, &after.battle)
        && a.area == b.area
    {
        if a.round > b.round && a.round > 1 {
            out.push(msg!("richard3-round-begins", round = a.round));
        }
        if a.attacker != b.attacker {
            out.push(msg!(
                "richard3-control-change",
                attacker = a.attacker.title_msg(),
                defender = a.defender().title_msg()
            ));
        }
    }
    let new: Vec<BlockId> = battle_shown(after)
        .iter()
        .filter(|b| !shown_before.contains(*b) && !twins.contains(*b))
        .collect();
    out.extend(revealed(after, &new));
    if matches!(*action, Action::Battle(_))
        && let Some(battle) = &after.battle
    {
        let view = battle_view(after, battle);
        out.push(msg!(
            "richard3-reserves",
            lancaster = view.reserves.lancaster,
            york = view.reserves.york
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
    out: &mut Vec<Msg>,
) -> BlockSet {
    let mut twins = BlockSet::EMPTY;
    for b in shown_before.iter() {
        let loc = after.loc[b];
        if loc == before.loc[b] {
            let lost = before.steps[b].saturating_sub(after.steps[b]);
            if lost > 0 && !supply_ran {
                out.push(msg!(
                    "richard3-loses",
                    block = named(b),
                    lost = lost,
                    steps = after.steps[b]
                ));
            }
        } else if loc == Location::Offmap {
            if let Some(twin) = b.info().twin {
                twins.insert(twin);
                out.push(msg!(
                    "richard3-defects",
                    block = named(b),
                    house = after.house_of(twin).title_msg(),
                    steps = after.steps[twin].max(1)
                ));
            }
        } else if moved_block(action) != Some(b) && loc.area().is_none() && !b.info().is_heir() {
            out.push(msg!("richard3-eliminated", block = named(b)));
        }
    }
    twins
}

/// 6.1, 6.3: the blocks `new` revealed, by house: "revealed: Lancaster's Exeter (3) and
/// …"; none when it is empty.
fn revealed(after: &State, new: &[BlockId]) -> Option<Msg> {
    let sides = House::BOTH.into_iter().filter_map(|house| {
        let blocks = new
            .iter()
            .filter(|b| after.house_of(**b) == house)
            .map(|b| {
                msg!(
                    "richard3-block-steps",
                    block = b.msg(),
                    steps = after.steps[*b]
                )
            });
        let blocks = joined("richard3-comma", blocks)?;
        Some(msg!(
            "richard3-revealed-side",
            house = house.title_msg(),
            blocks = blocks
        ))
    });
    joined("richard3-and", sides).map(|sides| msg!("richard3-revealed", sides = sides))
}

/// 6.1, 6.7: the end of the battle, when `action` ended it: the house left in the area
/// holds it (and regroups).
fn battle_end(before: &State, action: &Action, after: &State) -> Option<Msg> {
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
        Some(h) => msg!(
            "richard3-battle-won",
            house = h.title_msg(),
            area = area.msg()
        ),
        None => msg!("richard3-battle-empty", area = area.msg()),
    })
}
