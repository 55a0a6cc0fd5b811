//! What one decision changed on the map, as marks to draw (§10): every block that went
//! from one area to another as an arrow (by sea, in retreat, or over land), a block come
//! onto the map (recruited, entered, rescued, defected) where it stands, the battle being
//! fought, and step losses and eliminations where they happened. The words of
//! [`super::describe`] tell every viewer each of these (areas, not blocks), so the marks are
//! the same for every viewer and name no block. The campaign reset (every block home, at
//! full strength) is told in words only: drawn, it would hide everything else.

use super::super::action::Action;
use super::super::data::BlockId;
use super::super::state::{Location, State};
use crate::engine::board::{Mark, MarkKind, merge_marks};

/// The marks of one decision that turned `before` into `after`.
pub fn marks(before: &State, action: &Action, after: &State) -> Vec<Mark> {
    if after.campaign != before.campaign {
        return Vec::new();
    }
    let mut marks = Vec::new();
    if let Some(battle) = before.battle.as_ref().or(after.battle.as_ref()) {
        marks.push(Mark::at(MarkKind::Battle, battle.area.id()));
    }
    if let Action::Battle(area) = action {
        marks.push(Mark::at(MarkKind::Battle, area.id()));
    }
    for block in BlockId::all() {
        if let Some(mark) = block_mark(before, action, after, block) {
            marks.push(mark);
        }
    }
    merge_marks(&marks)
}

/// What happened to one block, if anything the map shows. A block sent from the map to
/// the pool as exile surplus (8.x) lost nothing and went nowhere on the map: no mark.
fn block_mark(before: &State, action: &Action, after: &State, block: BlockId) -> Option<Mark> {
    match (before.loc[block], after.loc[block]) {
        (Location::Area(from), Location::Area(to)) if from != to => {
            let what = match *action {
                Action::Sea(b, _) if b == block => MarkKind::Sea,
                Action::Retreat(b, _) if b == block => MarkKind::Retreat,
                _ => MarkKind::Move,
            };
            Some(Mark::travel(what, from.id(), to.id()))
        }
        (Location::Area(area), Location::Area(_)) => {
            (after.steps[block] < before.steps[block]).then(|| Mark::at(MarkKind::Loss, area.id()))
        }
        (Location::Area(_), Location::Pool) => None,
        (Location::Area(area), _) => Some(Mark::at(MarkKind::Loss, area.id())),
        (_, Location::Area(area)) => Some(Mark::at(MarkKind::Arrived, area.id())),
        _ => None,
    }
}
