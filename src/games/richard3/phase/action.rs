//! The action phase (5.0–5.4): Player 1's whole phase, then Player 2's. Each AP buys
//! one area activation (its blocks may then move by land), one sea move, or one recruit;
//! event cards modify the phase (5.1). Land and sea moves are in [`super::moves`].

use crate::engine::{Dice, Illegal};
use crate::msg;

use super::super::action::Action;
use super::super::board::{Occupancy, Status};
use super::super::containers::PerBorder;
use super::super::data::{AreaId, AreaKind, BlockId, BlockType, Event, House};
use super::super::state::{ActionPhase, Location, Phase, State};
use super::battle::enter_battles;
use super::moves::{
    apply_land_step, apply_sea, can_leave, is_free_pair, land_steps, may_enter, never_enters,
    sea_targets, step_refusal,
};

/// Rule 5.0: `house`'s action phase with the AP of the card he played; border counts
/// start afresh (5.21).
pub fn enter_actions(state: &mut State, house: House) {
    let card = state
        .played
        .get(house)
        .expect("both cards are played")
        .info();
    state.crossings = PerBorder::filled(0);
    state.phase = Phase::Actions(ActionPhase::new(house, card.ap, card.event));
}

/// Whether the card allows area activations (5.1: not Muster, Piracy or Plague).
fn may_activate(phase: &ActionPhase) -> bool {
    !matches!(
        phase.event,
        Some(Event::Muster | Event::Piracy | Event::Plague)
    )
}

/// Whether the card allows sea moves (5.1: not Force March, Muster or Plague).
fn may_sail(phase: &ActionPhase) -> bool {
    !matches!(
        phase.event,
        Some(Event::ForceMarch | Event::Muster | Event::Plague)
    )
}

/// Whether `house` owns `block` while it sits in a pool (the Rebel: the Pretender, 3.26).
fn in_own_pool(state: &State, house: House, block: BlockId) -> bool {
    state.loc[block] == Location::Pool && state.house_of(block) == house
}

/// Rule 5.4: the areas `block` may be recruited into by `house` now.
pub fn recruit_areas(
    state: &State,
    occ: &Occupancy,
    house: House,
    block: BlockId,
    out: &mut Vec<AreaId>,
) {
    let info = block.info();
    let open = |a: AreaId| may_enter(house, a) && occ.status(a, house).is_open();
    for a in AreaId::all() {
        let area = a.info();
        let ok = match info.kind {
            // Heirs in the pool (Engine = Ref): a crown area for the King's house, an own
            // exile area for the Pretender's.
            BlockType::Heir if house == state.royal => area.crown && open(a),
            BlockType::Heir => area.exile_of == Some(house),
            // Nobles (their printed shields; turned Clarence/Exeter their 9.1 homes),
            // church (cathedral), levies (own city), the Welsh (Wales).
            BlockType::Noble | BlockType::Church | BlockType::Levy | BlockType::Mercenary => {
                info.home_areas.contains(a) && open(a)
            }
            BlockType::Bombard => area.city.is_some() && occ.status(a, house) == Status::Friendly,
            BlockType::Rebel => {
                matches!(area.kind, AreaKind::Land | AreaKind::Island)
                    && occ.status(a, house) == Status::Vacant
            }
        };
        if ok {
            out.push(a);
        }
    }
}

/// The legal actions of `house` in his action phase.
pub fn legal(state: &State, house: House, out: &mut Vec<Action>) {
    let Phase::Actions(phase) = &state.phase else {
        return;
    };
    if phase.house != house {
        return;
    }
    let occ = state.occupancy();
    let mut areas = Vec::new();
    // Muster: a block on its way must go on to the muster area.
    if let (true, Some(m)) = (muster_pending(state, phase), phase.moving) {
        land_steps(state, &occ, phase, m.block, &mut areas);
        out.extend(areas.iter().map(|a| Action::Move(m.block, *a)));
        return;
    }
    match phase.event {
        Some(Event::Plague) => {
            out.extend(plague_targets(state, &occ, house).map(Action::Plague));
        }
        Some(Event::Muster) if phase.muster.is_none() => {
            out.extend(muster_targets(&occ, house).map(Action::Muster));
        }
        _ => {}
    }
    if may_activate(phase) && phase.ap > 0 {
        for a in AreaId::all() {
            if !phase.activated.contains(a) && has_unmoved(state, house, a) {
                out.push(Action::Activate(a));
            }
        }
    }
    for b in BlockId::all() {
        if state.loc[b].area().is_none() || state.house_of(b) != house {
            continue;
        }
        if phase.event != Some(Event::Piracy) {
            areas.clear();
            land_steps(state, &occ, phase, b, &mut areas);
            out.extend(areas.iter().map(|a| Action::Move(b, *a)));
        }
        if may_sail(phase) {
            areas.clear();
            sea_targets(state, &occ, phase, b, &mut areas);
            out.extend(areas.iter().map(|a| Action::Sea(b, *a)));
        }
    }
    if phase.event.is_none() && phase.ap > 0 {
        for b in BlockId::all() {
            if in_own_pool(state, house, b) {
                areas.clear();
                recruit_areas(state, &occ, house, b, &mut areas);
                out.extend(areas.iter().map(|a| Action::Recruit(b, *a)));
            }
        }
    }
    out.push(Action::Done);
}

/// Whether a move, sea move or recruit is legal, checking only that block (the fast path
/// for replays; agrees with [`legal`]).
pub fn is_legal(state: &State, house: House, action: &Action) -> bool {
    let Phase::Actions(phase) = &state.phase else {
        return false;
    };
    if phase.house != house {
        return false;
    }
    let occ = state.occupancy();
    let mut areas = Vec::new();
    match *action {
        Action::Move(b, to) => {
            if let (Some(Event::Muster), Some(m)) = (phase.event, phase.moving)
                && state.area_of(m.block) != phase.muster
                && m.block != b
            {
                return false;
            }
            if phase.event == Some(Event::Piracy) || state.house_of(b) != house {
                return false;
            }
            land_steps(state, &occ, phase, b, &mut areas);
            areas.contains(&to)
        }
        Action::Sea(b, to) => {
            if !may_sail(phase) || state.house_of(b) != house {
                return false;
            }
            if let (Some(Event::Muster), Some(_)) = (phase.event, phase.moving) {
                return false;
            }
            sea_targets(state, &occ, phase, b, &mut areas);
            areas.contains(&to)
        }
        Action::Recruit(b, a) => {
            if phase.event.is_some() || phase.ap == 0 || !in_own_pool(state, house, b) {
                return false;
            }
            recruit_areas(state, &occ, house, b, &mut areas);
            areas.contains(&a)
        }
        // The rest as `legal` offers them, checked one by one.
        _ => {
            if muster_pending(state, phase) {
                return false;
            }
            match *action {
                Action::Done => true,
                Action::Activate(a) => {
                    may_activate(phase)
                        && phase.ap > 0
                        && !phase.activated.contains(a)
                        && has_unmoved(state, house, a)
                }
                Action::Plague(a) => {
                    phase.event == Some(Event::Plague)
                        && plague_targets(state, &occ, house).any(|t| t == a)
                }
                Action::Muster(a) => {
                    phase.event == Some(Event::Muster)
                        && phase.muster.is_none()
                        && muster_targets(&occ, house).any(|t| t == a)
                }
                _ => false,
            }
        }
    }
}

/// Rule 5.1 Muster: whether a block on its way to the muster area must go on first.
fn muster_pending(state: &State, phase: &ActionPhase) -> bool {
    matches!((phase.event, phase.moving), (Some(Event::Muster), Some(m)) if state.area_of(m.block) != phase.muster)
}

/// Whether `house` has a block in `area` that has not moved (worth activating).
fn has_unmoved(state: &State, house: House, area: AreaId) -> bool {
    BlockId::all().any(|b| {
        state.loc[b] == Location::Area(area)
            && state.house_of(b) == house
            && !state.moved.contains(b)
    })
}

/// Rule 5.1 Plague: cities held by the enemy alone.
fn plague_targets<'a>(
    _state: &'a State,
    occ: &'a Occupancy,
    house: House,
) -> impl Iterator<Item = AreaId> + 'a {
    AreaId::all().filter(move |a| a.info().city.is_some() && occ.status(*a, house) == Status::Enemy)
}

/// Rule 5.1 Muster: a friendly or vacant land area, or an own exile area reachable by
/// land (Scotland, for Lancaster; Ref).
fn muster_targets(occ: &Occupancy, house: House) -> impl Iterator<Item = AreaId> + '_ {
    AreaId::all().filter(move |a| {
        let info = a.info();
        let place = info.kind == AreaKind::Land
            || (info.exile_of == Some(house) && !info.neighbours.is_empty());
        place && occ.status(*a, house).is_open()
    })
}

/// Why an action is refused in the action phase, naming the rule.
pub fn why_illegal(state: &State, house: House, action: &Action) -> Illegal {
    let Phase::Actions(phase) = &state.phase else {
        return Illegal::new("5.0", msg!("richard3-not-action-phase"));
    };
    let event = phase.event;
    match *action {
        Action::Activate(_) if !may_activate(phase) && event != Some(Event::Muster) => {
            Illegal::new("5.1", msg!("richard3-no-land-moves"))
        }
        Action::Activate(_) if phase.ap == 0 => Illegal::new("5.2", msg!("richard3-no-ap")),
        Action::Activate(a) if phase.activated.contains(a) => Illegal::new(
            "5.2",
            msg!("richard3-already-activated", area = a.to_string()),
        ),
        Action::Activate(a) => Illegal::new(
            "5.2",
            msg!(
                "richard3-no-unmoved-block",
                house = house.msg(),
                area = a.to_string()
            ),
        ),
        Action::Move(b, to) => why_no_land_move(state, phase, house, b, to),
        Action::Sea(b, to) => why_no_sea_move(state, phase, house, b, to),
        Action::Recruit(..) if event.is_some() => {
            Illegal::new("5.1", msg!("richard3-events-cannot-recruit"))
        }
        Action::Recruit(..) if phase.ap == 0 => Illegal::new("5.4", msg!("richard3-no-ap")),
        Action::Recruit(b, _) if !in_own_pool(state, house, b) => Illegal::new(
            "5.4",
            msg!(
                "richard3-not-in-pool",
                block = b.to_string(),
                house = house.msg()
            ),
        ),
        Action::Recruit(b, a) => Illegal::new(
            "5.4",
            msg!(
                "richard3-cannot-recruit-there",
                block = b.to_string(),
                area = a.to_string()
            ),
        ),
        Action::Plague(a) => Illegal::new(
            "5.1",
            msg!("richard3-plague-needs-city", area = a.to_string()),
        ),
        Action::Muster(a) => Illegal::new(
            "5.1",
            msg!("richard3-not-muster-area", area = a.to_string()),
        ),
        Action::Done => Illegal::new("5.1", msg!("richard3-muster-first")),
        _ => Illegal::new(
            "5.0",
            msg!("richard3-not-action-choice", action = action.to_string()),
        ),
    }
}

/// Why `house` may not move block `b` at all this action phase: not its own on the map
/// (5.2), already moved or recruited (5.2), or pinned (5.22).
fn why_block_stays(
    state: &State,
    phase: &ActionPhase,
    house: House,
    b: BlockId,
) -> Option<Illegal> {
    let Some(from) = state.area_of(b).filter(|_| state.house_of(b) == house) else {
        return Some(Illegal::new(
            "5.2",
            msg!(
                "richard3-not-on-map",
                house = house.msg(),
                block = b.to_string()
            ),
        ));
    };
    if state.moved.contains(b) && phase.moving.is_none_or(|m| m.block != b) {
        return Some(Illegal::new(
            "5.2",
            msg!("richard3-already-moved", block = b.to_string()),
        ));
    }
    if !can_leave(state, house, from) {
        return Some(Illegal::new(
            "5.22",
            msg!("richard3-pinned", block = b.to_string()),
        ));
    }
    None
}

/// Why block `b` may not move by land to `to` (5.1, 5.2, 5.22, and the step itself).
fn why_no_land_move(
    state: &State,
    phase: &ActionPhase,
    house: House,
    b: BlockId,
    to: AreaId,
) -> Illegal {
    let mustering = phase.event == Some(Event::Muster);
    if !may_activate(phase) && !mustering {
        return Illegal::new("5.1", msg!("richard3-no-land-moves"));
    }
    if let Some(why) = why_block_stays(state, phase, house, b) {
        return why;
    }
    let from = state.area_of(b).expect("on the map");
    let going_on = phase.moving.is_some_and(|m| m.block == b);
    if !mustering && !going_on && !phase.activated.contains(from) {
        return Illegal::new(
            "5.2",
            msg!("richard3-activate-first", area = from.to_string()),
        );
    }
    let muster_first = phase
        .moving
        .is_some_and(|m| m.block != b && state.area_of(m.block) != phase.muster);
    if mustering && muster_first {
        return Illegal::new("5.1", msg!("richard3-muster-first"));
    }
    step_refusal(state, phase, b, to)
}

/// Why block `b` may not sail to `to` (5.1, 5.2, 5.22, 5.3, 2.7).
fn why_no_sea_move(
    state: &State,
    phase: &ActionPhase,
    house: House,
    b: BlockId,
    to: AreaId,
) -> Illegal {
    if let Some(why) = why_block_stays(state, phase, house, b) {
        return why;
    }
    if !may_sail(phase) {
        return Illegal::new("5.1", msg!("richard3-no-sea-moves"));
    }
    if !b.info().sea_move {
        return Illegal::new("5.3", msg!("richard3-never-by-sea", block = b.to_string()));
    }
    if !may_enter(house, to) {
        return never_enters(house, to);
    }
    Illegal::new(
        "5.3",
        msg!(
            "richard3-cannot-sail",
            block = b.to_string(),
            area = to.to_string()
        ),
    )
}

/// Applies an action-phase action (known legal).
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    let Phase::Actions(mut phase) = state.phase.clone() else {
        return;
    };
    // Any other decision ends a land move in progress where it stands.
    if !matches!((*action, phase.moving), (Action::Move(b, _), Some(m)) if m.block == b) {
        phase.moving = None;
    }
    match *action {
        Action::Activate(a) => {
            phase.ap -= 1;
            phase.activated.insert(a);
            phase.groups += 1;
        }
        Action::Move(b, to) => apply_land_step(state, &mut phase, b, to),
        Action::Sea(b, to) => {
            if !is_free_pair(&phase, state.area_of(b).expect("on the map"), to) {
                phase.groups += 1;
            }
            apply_sea(state, &mut phase, b, to);
        }
        Action::Recruit(b, a) => {
            phase.ap -= 1;
            state.loc[b] = Location::Area(a);
            state.steps[b] = b.info().steps;
            state.moved.insert(b);
            state.recruited.insert(b);
            state.check_rescue();
        }
        Action::Muster(a) => phase.muster = Some(a),
        Action::Plague(a) => {
            plague(state, house, a);
            if state.outcome.is_none() {
                end_actions(state, house, dice);
            }
            return;
        }
        Action::Done => {
            end_actions(state, house, dice);
            return;
        }
        _ => {}
    }
    if state.outcome.is_none() {
        state.phase = Phase::Actions(phase);
    }
}

/// Rule 5.1 Plague: every enemy block in `area` loses a step; a 1-step block is
/// eliminated (6.8, with the instant-victory test). A prisoner is not on the map and is
/// spared (§11).
pub fn plague(state: &mut State, house: House, area: AreaId) {
    for b in state.blocks_of_in(house.other(), area).iter() {
        if state.outcome.is_some() {
            return;
        }
        if state.steps[b] > 1 {
            state.steps[b] -= 1;
        } else {
            state.eliminate(b);
        }
    }
}

/// Rule 1.2: P1's phase hands over to P2's; P2's to the battle phase.
fn end_actions(state: &mut State, house: House, dice: &mut Dice) {
    if house == state.p1 {
        enter_actions(state, state.p2());
    } else {
        enter_battles(state, dice);
    }
}
