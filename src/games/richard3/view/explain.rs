//! A decision in words before it is made, for the player making it (the confirm page):
//! blocks and areas by their printed names, cards with their action points. It names only
//! what the action's own notation names, which the player is offered already (§10).

use super::super::action::Action;
use super::super::data::{AreaId, BlockId};
use super::super::state::{Phase, State};
use super::describe::{named, zones_between};

fn block(b: BlockId) -> &'static str {
    b.name()
}

fn area(a: AreaId) -> &'static str {
    a.name()
}

/// `action` in words, as the player about to make it in `state` reads it.
pub fn explain(state: &State, action: &Action) -> String {
    let from = |b: BlockId| state.area_of(b).map_or("off the map", area);
    match *action {
        Action::Play(c) => format!("Play {}", c.printed()),
        Action::Redeal => "Ask for a redeal (5.1)".into(),
        Action::Keep => "Keep your hand".into(),
        Action::Redraw => "Give up your hand too: both hands are dealt again (5.1)".into(),
        Action::Activate(a) => format!("Activate {}", area(a)),
        Action::Muster(a) => format!("Choose {} as the muster area", area(a)),
        Action::Plague(a) => format!("Strike {} with plague", area(a)),
        Action::Move(b, to) => format!("Move {} from {} to {}", block(b), from(b), area(to)),
        Action::Sea(b, to) => {
            let zones = state
                .area_of(b)
                .map_or(String::new(), |at| format!(" ({})", zones_between(at, to)));
            format!("Sail {} from {} to {}{zones}", block(b), from(b), area(to))
        }
        Action::Recruit(b, a) => format!("Recruit {} in {}", block(b), area(a)),
        Action::Done if matches!(state.phase, Phase::Regroup { .. }) => "End the regroup".into(),
        Action::Done => "End your action phase".into(),
        Action::Battle(a) => format!("Fight the battle in {}", area(a)),
        Action::Treason(t) => format!("Make the Treason roll on {}", named(t)),
        Action::Decline => "Keep the Treason roll for a later battle".into(),
        Action::Fire(b) => format!("{} fires", block(b)),
        Action::Pass(b) => format!("{} passes", block(b)),
        Action::Charge(h, t) => format!("{} charges {}", block(h), named(t)),
        Action::Treachery(b, t) => format!("{} tries treachery on {}", block(b), named(t)),
        Action::Hit(b) => format!("Put the hit on {}", block(b)),
        Action::Retreat(b, a) => format!("{} retreats from {} to {}", block(b), from(b), area(a)),
        Action::Regroup(b, a) => format!("{} regroups from {} to {}", block(b), from(b), area(a)),
        Action::Execute(b) => format!("Execute {}", named(b)),
        Action::Spare(b) => format!("Spare {}", named(b)),
        Action::Enter(b, a) => format!("{} enters play in {}", block(b), area(a)),
        Action::Lose(b) => format!("{} takes the supply loss in {}", block(b), from(b)),
        Action::Home(b, a) => format!("{} goes home from {} to {}", block(b), from(b), area(a)),
        Action::Surplus(b) => format!("Send {} from {} to the pool", block(b), from(b)),
    }
}
