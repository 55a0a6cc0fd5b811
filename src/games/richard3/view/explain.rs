//! A decision in words before it is made, for the player making it (the confirm page):
//! blocks and areas by their printed names, cards with their action points. It names only
//! what the action's own notation names, which the player is offered already (§10).

use super::super::action::Action;
use super::super::data::BlockId;
use super::super::state::{Phase, State};
use super::describe::{at, named, zones_between};
use crate::i18n::Msg;
use crate::msg;

/// `action` in words, as the player about to make it in `state` reads it.
pub fn explain(state: &State, action: &Action) -> Msg {
    let from = |b: BlockId| at(state, b);
    match *action {
        Action::Play(c) => msg!("richard3-explain-play", card = c.msg()),
        Action::Redeal => msg!("richard3-explain-redeal"),
        Action::Keep => msg!("richard3-explain-keep"),
        Action::Redraw => msg!("richard3-explain-redraw"),
        Action::Activate(a) => msg!("richard3-explain-activate", area = a.msg()),
        Action::Muster(a) => msg!("richard3-explain-muster", area = a.msg()),
        Action::Plague(a) => msg!("richard3-explain-plague", area = a.msg()),
        Action::Move(b, to) => msg!(
            "richard3-explain-move",
            block = b.msg(),
            from = from(b),
            to = to.msg()
        ),
        Action::Sea(b, to) => match state.area_of(b) {
            Some(at) => msg!(
                "richard3-explain-sail",
                block = b.msg(),
                from = at.msg(),
                to = to.msg(),
                seas = zones_between(at, to)
            ),
            None => msg!(
                "richard3-explain-sail-off-map",
                block = b.msg(),
                from = from(b),
                to = to.msg()
            ),
        },
        Action::Recruit(b, a) => msg!("richard3-explain-recruit", block = b.msg(), area = a.msg()),
        Action::Done if matches!(state.phase, Phase::Regroup { .. }) => {
            msg!("richard3-explain-end-regroup")
        }
        Action::Done => msg!("richard3-explain-end-actions"),
        Action::Battle(a) => msg!("richard3-explain-battle", area = a.msg()),
        Action::Treason(t) => msg!("richard3-explain-treason", target = named(t)),
        Action::Decline => msg!("richard3-explain-decline"),
        Action::Fire(b) => msg!("richard3-explain-fire", block = b.msg()),
        Action::Pass(b) => msg!("richard3-explain-pass", block = b.msg()),
        Action::Charge(h, t) => msg!(
            "richard3-explain-charge",
            block = h.msg(),
            target = named(t)
        ),
        Action::Treachery(b, t) => {
            msg!(
                "richard3-explain-treachery",
                block = b.msg(),
                target = named(t)
            )
        }
        Action::Hit(b) => msg!("richard3-explain-hit", block = b.msg()),
        Action::Retreat(b, a) => msg!(
            "richard3-explain-retreat",
            block = b.msg(),
            from = from(b),
            to = a.msg()
        ),
        Action::Regroup(b, a) => msg!(
            "richard3-explain-regroup",
            block = b.msg(),
            from = from(b),
            to = a.msg()
        ),
        Action::Execute(b) => msg!("richard3-explain-execute", block = named(b)),
        Action::Spare(b) => msg!("richard3-explain-spare", block = named(b)),
        Action::Enter(b, a) => msg!("richard3-explain-enter", block = b.msg(), area = a.msg()),
        Action::Lose(b) => msg!("richard3-explain-lose", block = b.msg(), area = from(b)),
        Action::Home(b, a) => msg!(
            "richard3-explain-home",
            block = b.msg(),
            from = from(b),
            to = a.msg()
        ),
        Action::Surplus(b) => msg!("richard3-explain-surplus", block = b.msg(), area = from(b)),
    }
}
