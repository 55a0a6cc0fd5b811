//! Who acts and what they may do (§15), applying an action with the automatic steps after
//! it, and why an action is refused. The one source of legality is [`legal`].

use crate::engine::{Dice, Illegal};
use crate::i18n::Msg;
use crate::msg;

use super::action::Action;
use super::combat;
use super::command;
use super::data::{CardId, Side};
use super::round::{self, DiscardItem};
use super::state::{Pending, State};
use super::words;

/// The side that must decide now (§15, §19.1): the player whose turn it is, the owner of a
/// retreating unit, the side discarding; none once the battle is over.
pub fn actor(state: &State) -> Option<Side> {
    match &state.pending {
        Pending::Turn
        | Pending::Select
        | Pending::Move
        | Pending::Attack
        | Pending::Reroll
        | Pending::Advance { .. } => Some(state.turn),
        Pending::Retreat { unit, .. } => Some(unit.side()),
        Pending::Discard { seat, .. } => Some(*seat),
        Pending::Over => None,
    }
}

/// Every legal action of the side in [`actor`], in the order views and mails list them.
pub fn legal(state: &State) -> Vec<Action> {
    let ordered_any = state.order.as_ref().is_some_and(|o| !o.ordered.is_empty());
    match &state.pending {
        Pending::Turn => command::turn_actions(state, state.turn),
        Pending::Select => {
            let mut actions = command::select_actions(state);
            if ordered_any {
                actions.push(Action::Done);
            }
            actions
        }
        Pending::Move => with_done(command::move_actions(state)),
        Pending::Attack => with_done(command::attack_actions(state)),
        Pending::Reroll => {
            let mut actions: Vec<Action> = combat::reroll_faces(state)
                .into_iter()
                .map(Action::Reroll)
                .collect();
            actions.push(Action::Keep);
            actions
        }
        Pending::Retreat { unit, options, .. } => {
            options.iter().map(|h| Action::Retreat(*unit, *h)).collect()
        }
        Pending::Advance { unit, hex, .. } => vec![Action::Advance(*unit, *hex), Action::Stay],
        Pending::Discard { seat, .. } => round::discard_options(state, *seat)
            .into_iter()
            .map(|item| match item {
                DiscardItem::Token(kind) => Action::DiscardToken(kind),
                DiscardItem::Card(card) => Action::DiscardCard(card),
            })
            .collect(),
        Pending::Over => Vec::new(),
    }
}

fn with_done(mut actions: Vec<Action>) -> Vec<Action> {
    actions.push(Action::Done);
    actions
}

/// Applies a legal `action` of the side in [`actor`], then §15's automatic steps. The
/// view's `rolls` are this action's and theirs (§19.4).
pub fn apply(state: &mut State, action: Action, dice: &mut Dice) {
    state.rolls.clear();
    let side = actor(state).expect("an action is applied while someone is to act");
    match action {
        Action::Pass
        | Action::Token(..)
        | Action::Pair(..)
        | Action::MoraleUp
        | Action::MoraleRally(_)
        | Action::Card(..)
        | Action::Improvise(..) => command::take_turn(state, side, action, dice),
        Action::Order(unit) => command::give_command(state, unit),
        Action::Move(unit, hex) => command::make_move(state, unit, hex, dice),
        Action::Done => command::done(state, dice),
        Action::Attack(unit, target) => combat::attack(state, unit, target, dice),
        Action::Reroll(face) => combat::reroll(state, Some(face), dice),
        Action::Keep => combat::reroll(state, None, dice),
        Action::Retreat(_, hex) => combat::retreat(state, hex, dice),
        Action::Advance(..) => combat::advance(state, true, dice),
        Action::Stay => combat::advance(state, false, dice),
        Action::DiscardToken(kind) => round::discard(state, side, DiscardItem::Token(kind), dice),
        Action::DiscardCard(card) => round::discard(state, side, DiscardItem::Card(card), dice),
    }
    command::settle(state, dice);
}

/// The forms of the actions legal now, each once, in the order offered: "move …, done".
fn accepted_forms(state: &State) -> String {
    let mut forms: Vec<String> = Vec::new();
    for action in legal(state) {
        let text = action.to_string();
        let form = match text.split_once(' ') {
            Some((verb, _)) => format!("{verb} …"),
            None => text,
        };
        if !forms.contains(&form) {
            forms.push(form);
        }
    }
    forms.join(", ")
}

/// The rule that forbids `action` for `side` (it is not in [`legal`]), in words that say
/// what to do instead.
pub fn why_illegal(state: &State, side: Side, action: &Action) -> Illegal {
    let Some(actor) = actor(state) else {
        return Illegal::new("13", msg!("westeros-battle-over"));
    };
    if actor != side {
        return Illegal::new(
            "15",
            msg!(
                "westeros-not-your-decision",
                actor = Msg::keyed("westeros-seat", actor.word()),
                side = Msg::keyed("westeros-seat", side.word())
            ),
        );
    }
    let notation = action.to_string();
    let (rule, reason) = match (&state.pending, action) {
        (Pending::Turn, Action::Token(..) | Action::Pair(..)) => {
            ("10.2", msg!("westeros-token-refused", action = notation))
        }
        (Pending::Turn, Action::MoraleUp) => ("10.2", msg!("westeros-morale-up-refused")),
        (Pending::Turn, Action::MoraleRally(_)) => {
            ("10.2", msg!("westeros-rally-refused", action = notation))
        }
        (Pending::Turn, Action::Card(card, _) | Action::Improvise(card, _)) => {
            ("10.3", card_refusal(state, side, *card, action))
        }
        (Pending::Select, Action::Order(_)) => {
            ("10.3", msg!("westeros-order-refused", action = notation))
        }
        (Pending::Select, Action::Done) => ("10.3", msg!("westeros-command-first")),
        (Pending::Move, Action::Move(..)) => {
            ("10.5", msg!("westeros-move-refused", action = notation))
        }
        (Pending::Attack, Action::Attack(..)) => {
            ("10.6", msg!("westeros-attack-refused", action = notation))
        }
        (Pending::Reroll, Action::Reroll(_)) => ("10.10", msg!("westeros-reroll-refused")),
        (Pending::Retreat { options, .. }, _) => {
            let hexes: Vec<String> = options.iter().map(|h| h.to_string()).collect();
            (
                "10.9",
                msg!("westeros-retreat-to", hexes = words::either(&hexes)),
            )
        }
        (Pending::Advance { unit, hex, .. }, _) => (
            "10.11",
            msg!(
                "westeros-answer-advance",
                unit = unit.to_string(),
                hex = hex.to_string()
            ),
        ),
        (Pending::Discard { .. }, _) => ("11", msg!("westeros-discard-down")),
        _ => (
            "15",
            msg!(
                "westeros-wrong-step",
                action = notation,
                step = Msg::keyed("westeros-step", step_name(&state.pending)),
                forms = accepted_forms(state)
            ),
        ),
    };
    Illegal::new(rule, reason)
}

/// Why playing `card` is refused (§10.3).
fn card_refusal(state: &State, side: Side, card: CardId, action: &Action) -> Msg {
    let notation = action.to_string();
    if !state.sides[side].hand.contains(&card) {
        return msg!("westeros-not-in-hand", action = notation);
    }
    if matches!(action, Action::Improvise(..)) && !card.info().improvise {
        return msg!("westeros-not-improvised", action = notation);
    }
    if state.sides[side].command_board == 0 {
        return msg!("westeros-no-command-token", action = notation);
    }
    msg!("westeros-no-commander", action = notation)
}

/// The step's name as §15 writes it.
pub fn step_name(pending: &Pending) -> &'static str {
    match pending {
        Pending::Turn => "turn",
        Pending::Select => "select",
        Pending::Move => "move",
        Pending::Attack => "attack",
        Pending::Reroll => "reroll",
        Pending::Retreat { .. } => "retreat",
        Pending::Advance { .. } => "advance",
        Pending::Discard { .. } => "discard",
        Pending::Over => "over",
    }
}
