//! Who acts and what they may do (§15), applying an action with the automatic steps after
//! it, and why an action is refused. The one source of legality is [`legal`].

use crate::engine::{Dice, Illegal};

use super::action::Action;
use super::combat;
use super::command;
use super::data::{CardId, Side};
use super::round::{self, DiscardItem};
use super::state::{Pending, State};

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
        return Illegal::english("13", "the battle is over");
    };
    if actor != side {
        return Illegal::english("15", format!("it is {actor}'s decision now, not {side}'s"));
    }
    let step = step_name(&state.pending);
    let (rule, reason) = match (&state.pending, action) {
        (Pending::Turn, Action::Token(..) | Action::Pair(..)) => (
            "10.2",
            format!(
                "{action} is refused: a token orders one active unit of its rank (valor or two identical tokens: any rank), and you need the tokens on your command board"
            ),
        ),
        (Pending::Turn, Action::MoraleUp) => (
            "10.2",
            "morale up needs a morale token and morale 9 or less".to_string(),
        ),
        (Pending::Turn, Action::MoraleRally(_)) => (
            "10.2",
            format!(
                "{action} is refused: rallying needs a morale token, morale 2 or more, and one of your inactive units on the board"
            ),
        ),
        (Pending::Turn, Action::Card(card, _) | Action::Improvise(card, _)) => {
            ("10.3", card_refusal(state, side, *card, action))
        }
        (Pending::Select, Action::Order(_)) => (
            "10.3",
            format!(
                "{action} is refused: a command orders an active unit of yours in the named commander's zone of control (distance 2 or less), of a type the card allows, not yet ordered"
            ),
        ),
        (Pending::Select, Action::Done) => ("10.3", "give at least one command first".into()),
        (Pending::Move, Action::Move(..)) => (
            "10.5",
            format!(
                "{action} is refused: an ordered unit that has not moved goes through empty hexes (never river), at most its Move; a ford or forest ends the move"
            ),
        ),
        (Pending::Attack, Action::Attack(..)) => (
            "10.6",
            format!(
                "{action} is refused: an ordered unit with an attack left attacks an adjacent enemy, or shoots (N5, W5) at distance 2-4 with a clear line of sight, not adjacent to any enemy, at a target not engaged"
            ),
        ),
        (Pending::Reroll, Action::Reroll(_)) => {
            ("10.10", "reroll a face that some die shows, or keep".into())
        }
        (Pending::Retreat { options, .. }, _) => (
            "10.9",
            format!(
                "retreat to one of the two free hexes toward your edge: {}",
                options
                    .iter()
                    .map(|h| h.to_string())
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        ),
        (Pending::Advance { unit, hex, .. }, _) => (
            "10.11",
            format!("answer advance {unit} {hex} or stay"),
        ),
        (Pending::Discard { .. }, _) => (
            "11",
            "discard down to 2 order tokens and 2 cards: discard token <kind> or discard card <card>, of what you hold over them".to_string(),
        ),
        _ => (
            "15",
            format!(
                "{action} is not a decision of the {step} step now; it takes {}",
                accepted_forms(state)
            ),
        ),
    };
    Illegal::english(rule, reason)
}

/// Why playing `card` is refused (§10.3).
fn card_refusal(state: &State, side: Side, card: CardId, action: &Action) -> String {
    if !state.sides[side].hand.contains(&card) {
        return format!("{action} is refused: that card is not in your hand");
    }
    if matches!(action, Action::Improvise(..)) && !card.info().improvise {
        return format!(
            "{action} is refused: only Assault, Charge, Volley and Muster may be improvised"
        );
    }
    if state.sides[side].command_board == 0 {
        return format!("{action} is refused: no command token is left on your command board");
    }
    format!(
        "{action} is refused: name a commander of yours on the board whose card is below his command limit and who has a unit the card can order in his zone of control"
    )
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
