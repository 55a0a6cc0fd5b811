//! The Command phase (§10.1–§10.5, §10.12): turns and passing, order tokens (one, a pair,
//! morale), leadership cards and improvising, giving a card's commands, movement, the
//! attack step's bookkeeping and the end of a turn with ford control. Combat itself is in
//! [`super::combat`].
//!
//! [`settle`] performs §15's automatic steps after every action: an automatic pass, and
//! ending `select`, `move` or `attack` when only `done` is left.

use crate::engine::Dice;

use super::action::Action;
use super::board::{Hex, HexSet};
use super::combat;
use super::data::{CATALOG, CardId, Face, Side, Tactic, UnitId, UnitType};
use super::round;
use super::state::{Order, Pending, Phase, State};

/// Steady's requirement (§14): own morale 7 or less.
const STEADY_AT_MOST: u8 = 7;

/// Order-token kinds that order one unit of their rank, or any rank (valor) (§10.2).
const SINGLE_TOKENS: [Face; 4] = [Face::Green, Face::Blue, Face::Red, Face::Valor];

/// Kinds of which two identical tokens order any rank (A-12: no valor pair).
const PAIR_TOKENS: [Face; 4] = [Face::Green, Face::Blue, Face::Red, Face::Morale];

/// `side`'s units on the board, in id order.
fn own_units(state: &State, side: Side) -> impl Iterator<Item = UnitId> + '_ {
    UnitId::all().filter(move |u| u.side() == side && state.unit(*u).hex().is_some())
}

/// Whether a token of `kind` may order a unit of `unit`'s rank (§10.2; a lone commander
/// keeps his escort's rank, A-26).
fn token_fits(kind: Face, unit: UnitId) -> bool {
    match kind {
        Face::Valor => true,
        Face::Green | Face::Blue | Face::Red => unit.info().rank.is_hit_by(kind),
        Face::Morale => false,
    }
}

/// A unit's type for cards (§4.1): a lone commander is *commander*.
fn unit_type(state: &State, unit: UnitId) -> UnitType {
    if state.unit(unit).lone {
        UnitType::Commander
    } else {
        unit.info().kind
    }
}

/// Whether `unit` is in the zone of control of the commander riding with `commander`
/// (§4.4: distance ≤ 2, his own hex included).
pub fn in_zoc(state: &State, commander: UnitId, unit: UnitId) -> bool {
    match (state.unit(commander).hex(), state.unit(unit).hex()) {
        (Some(c), Some(u)) => c.distance(u) <= i32::from(CATALOG.meta.zoc_range),
        _ => false,
    }
}

/// Whether `commander` may be named for a card now (§10.3 step 1): on the board, room on
/// his card, a command token on the board.
fn can_name(state: &State, commander: UnitId) -> bool {
    let Some(card) = state.commander(commander) else {
        return false;
    };
    let limit = commander.commander().map_or(0, |c| c.command_limit);
    !card.captured
        && state.unit(commander).hex().is_some()
        && card.tokens < limit
        && state.sides[commander.side()].command_board > 0
}

/// The units a command of `card` (printed, or improvised) naming `commander` may order
/// (§10.3 step 3): friendly, active, in his ZOC, of an allowed type, not yet ordered.
/// `after_rally` counts the units the Rally tactic is about to make active.
fn eligible(
    state: &State,
    card: CardId,
    improvised: bool,
    commander: UnitId,
    after_rally: bool,
) -> Vec<UnitId> {
    let info = card.info();
    let ordered = state.order.as_ref().map_or(&[][..], |o| &o.ordered[..]);
    own_units(state, commander.side())
        .filter(|u| state.unit(*u).active || after_rally)
        .filter(|u| in_zoc(state, commander, *u))
        .filter(|u| improvised || info.units.allows(unit_type(state, *u)))
        .filter(|u| !ordered.contains(u))
        .collect()
}

/// The turn actions of `side` (§10.1–§10.3), in notation order.
pub fn turn_actions(state: &State, side: Side) -> Vec<Action> {
    let own = &state.sides[side];
    let mut actions = vec![Action::Pass];
    let active: Vec<UnitId> = own_units(state, side)
        .filter(|u| state.unit(*u).active)
        .collect();
    for kind in SINGLE_TOKENS {
        if own.order_tokens.count(kind) > 0 {
            let fit = active.iter().filter(|u| token_fits(kind, **u));
            actions.extend(fit.map(|u| Action::Token(kind, *u)));
        }
    }
    for kind in PAIR_TOKENS {
        if own.order_tokens.count(kind) >= 2 {
            actions.extend(active.iter().map(|u| Action::Pair(kind, *u)));
        }
    }
    if own.order_tokens.morale > 0 {
        if own.morale < CATALOG.morale.max {
            actions.push(Action::MoraleUp);
        }
        // a player can never rout himself.
        if own.morale >= 2 {
            let inactive = own_units(state, side).filter(|u| !state.unit(*u).active);
            actions.extend(inactive.map(Action::MoraleRally));
        }
    }
    for card in CardId::all().filter(|c| own.hand.contains(c)) {
        let rally = card.info().tactic == Tactic::RallyZoc;
        for commander in own_units(state, side).filter(|u| can_name(state, *u)) {
            if !eligible(state, card, false, commander, rally).is_empty() {
                actions.push(Action::Card(card, commander));
            }
            if card.info().improvise && !eligible(state, card, true, commander, false).is_empty() {
                actions.push(Action::Improvise(card, commander));
            }
        }
    }
    actions
}

/// `side` takes a turn action (§10.1–§10.3).
pub fn take_turn(state: &mut State, side: Side, action: Action, dice: &mut Dice) {
    match action {
        Action::Pass => {
            state.sides[side].passed = true;
            end_turn(state, dice);
        }
        Action::Token(kind, unit) => {
            state.sides[side].order_tokens.spend(kind);
            order_by_token(state, unit);
        }
        Action::Pair(kind, unit) => {
            let tokens = &mut state.sides[side].order_tokens;
            tokens.spend(kind);
            tokens.spend(kind);
            order_by_token(state, unit);
        }
        Action::MoraleUp => {
            let own = &mut state.sides[side];
            own.order_tokens.spend(Face::Morale);
            own.change_morale(CATALOG.morale.morale_token_up);
            end_turn(state, dice);
        }
        Action::MoraleRally(unit) => {
            let own = &mut state.sides[side];
            own.order_tokens.spend(Face::Morale);
            own.change_morale(CATALOG.morale.morale_token_rally);
            state.unit_mut(unit).active = true;
            end_turn(state, dice);
        }
        Action::Card(card, commander) => play_card(state, side, card, false, commander),
        Action::Improvise(card, commander) => play_card(state, side, card, true, commander),
        other => panic!("{other} is no turn action"),
    }
}

/// §10.2: the unit turns inactive at once, then carries out the order.
fn order_by_token(state: &mut State, unit: UnitId) {
    state.unit_mut(unit).active = false;
    state.order = Some(Order {
        ordered: vec![unit],
        ..Order::default()
    });
    state.pending = Pending::Move;
}

/// §10.3 steps 1–2: the card leaves the hand (revealed), the Rally tactic applies, and the
/// commands are given one at a time.
fn play_card(state: &mut State, side: Side, card: CardId, improvised: bool, commander: UnitId) {
    let hand = &mut state.sides[side].hand;
    let at = hand
        .iter()
        .position(|c| *c == card)
        .expect("the card is held");
    hand.remove(at);
    let info = card.info();
    if !improvised && info.tactic == Tactic::RallyZoc {
        let in_zoc: Vec<UnitId> = own_units(state, side)
            .filter(|u| in_zoc(state, commander, *u))
            .collect();
        for unit in in_zoc {
            state.unit_mut(unit).active = true;
        }
    }
    state.order = Some(Order {
        card: Some(card),
        improvised,
        commander: Some(commander),
        commands_left: if improvised { 1 } else { info.commands },
        ..Order::default()
    });
    state.pending = Pending::Select;
}

/// The `order U` actions of the select step (§10.3 step 3), while a command may be given.
pub fn select_actions(state: &State) -> Vec<Action> {
    let Some(order) = &state.order else {
        return Vec::new();
    };
    let (Some(card), Some(commander)) = (order.card, order.commander) else {
        return Vec::new();
    };
    if order.commands_left == 0 || !can_name(state, commander) {
        return Vec::new();
    }
    eligible(state, card, order.improvised, commander, false)
        .into_iter()
        .map(Action::Order)
        .collect()
}

/// One command: a command token to the commander's card, the unit inactive at once.
pub fn give_command(state: &mut State, unit: UnitId) {
    let order = state.order.as_mut().expect("a card is being played");
    let commander = order.commander.expect("a card names a commander");
    order.commands_left -= 1;
    order.ordered.push(unit);
    state.sides[commander.side()].command_board -= 1;
    if let Some(card) = state.commanders.iter_mut().find(|c| c.unit == commander) {
        card.tokens += 1;
    }
    state.unit_mut(unit).active = false;
}

/// The hexes `unit` may move to (§10.5): breadth-first through empty, enterable hexes, at
/// most its Move (a lone commander's 2; Charge +1), a ford or forest (without woodland)
/// ending the move there.
pub fn destinations(state: &State, unit: UnitId) -> HexSet {
    let Some(start) = state.unit(unit).hex() else {
        return HexSet::EMPTY;
    };
    let info = unit.info();
    let base = if state.unit(unit).lone {
        unit.commander().map_or(0, |c| c.lone_move)
    } else {
        info.movement
    };
    let bonus = state
        .order
        .as_ref()
        .and_then(|o| o.printed_card())
        .map_or(0, |c| c.move_bonus);
    let woodland = info.has(super::data::Keyword::Woodland);
    let blocked = combat::occupied(state);
    let mut reached = HexSet::EMPTY;
    let mut frontier = vec![start];
    for _ in 0..(base + bonus) {
        let mut next = Vec::new();
        for hex in frontier {
            for n in hex.neighbours().iter() {
                if n == start || reached.contains(n) || blocked.contains(n) || !n.is_enterable() {
                    continue;
                }
                reached.insert(n);
                if !n.ends_a_move(woodland) {
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    reached
}

/// The `move U H` actions of the movement step (§10.4 step 1).
pub fn move_actions(state: &State) -> Vec<Action> {
    let Some(order) = &state.order else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    for unit in order.ordered.iter().filter(|u| !order.moved.contains(u)) {
        let to = destinations(state, *unit);
        actions.extend(to.iter().map(|h| Action::Move(*unit, h)));
    }
    actions
}

/// `unit` moves to `hex` (§10.5): an engaged unit suffers free attacks first, and moves only
/// if it survives them.
pub fn make_move(state: &mut State, unit: UnitId, hex: Hex, dice: &mut Dice) {
    if let Some(order) = state.order.as_mut() {
        order.moved.push(unit);
    }
    if combat::leave_hex(state, unit, dice) {
        combat::relocate(state, unit, hex);
    }
}

/// The attack step begins (§10.4 step 2): each ordered unit has one attack; Muster's units
/// (printed, not improvised) skip the step.
fn begin_attacks(state: &mut State) {
    let order = state.order.as_mut().expect("an order is carried out");
    let may_attack = order.printed_card().is_none_or(|c| c.may_attack);
    order.attacks_left = if may_attack {
        order.ordered.iter().map(|u| (*u, 1)).collect()
    } else {
        Vec::new()
    };
    state.pending = Pending::Attack;
}

/// The `attack U T` actions of the attack step.
pub fn attack_actions(state: &State) -> Vec<Action> {
    let Some(order) = &state.order else {
        return Vec::new();
    };
    let mut actions = Vec::new();
    for (unit, left) in &order.attacks_left {
        if *left > 0 {
            let pursuit = order.pursuing.contains(unit);
            let targets = combat::targets(state, *unit, pursuit);
            actions.extend(targets.into_iter().map(|t| Action::Attack(*unit, t)));
        }
    }
    actions
}

/// An attack has been resolved: the attack step goes on (§10.4).
pub fn back_to_attacks(state: &mut State, dice: &mut Dice) {
    if !state.is_over() {
        state.pending = Pending::Attack;
        settle(state, dice);
    }
}

/// `done` in the select, move or attack step (§15).
pub fn done(state: &mut State, dice: &mut Dice) {
    match state.pending {
        Pending::Select => state.pending = Pending::Move,
        Pending::Move => begin_attacks(state),
        Pending::Attack => end_turn(state, dice),
        ref other => panic!("done in {other:?}"),
    }
}

/// §10.12: the card to its discard pile, Steady's tactic, ford control, then the next turn
/// (§10.1) or, when both have passed, Regroup (§11).
fn end_turn(state: &mut State, dice: &mut Dice) {
    let side = state.turn;
    if let Some(order) = state.order.take()
        && let Some(card) = order.card
    {
        state.sides[side].discard.push(card);
        let steady = order
            .printed_card()
            .is_some_and(|c| c.tactic == Tactic::Steady);
        if steady && state.sides[side].morale <= STEADY_AT_MOST {
            state.sides[side].change_morale(1);
        }
    }
    take_fords(state);
    let opponent = side.opponent();
    if state.sides[side].passed && state.sides[opponent].passed {
        round::regroup(state, dice);
        return;
    }
    if !state.sides[opponent].passed {
        state.turn = opponent;
    }
    state.pending = Pending::Turn;
}

/// §10.12 step 3: each ford with a unit on it is that unit's side's.
fn take_fords(state: &mut State) {
    for (i, ford) in CATALOG.terrain.ford.iter().enumerate() {
        if let Some(unit) = state.unit_on(*ford) {
            state.fords[i] = Some(unit.side());
        }
    }
}

/// §15's automatic steps until a decision is needed: a pass that is the only turn action,
/// and the select, move and attack steps ending when only `done` is left.
pub fn settle(state: &mut State, dice: &mut Dice) {
    loop {
        if state.phase != Phase::Command {
            return;
        }
        match state.pending {
            Pending::Turn => {
                if turn_actions(state, state.turn) != [Action::Pass] {
                    return;
                }
                take_turn(state, state.turn, Action::Pass, dice);
            }
            Pending::Select if select_actions(state).is_empty() => state.pending = Pending::Move,
            Pending::Move if move_actions(state).is_empty() => begin_attacks(state),
            Pending::Attack if attack_actions(state).is_empty() => end_turn(state, dice),
            _ => return,
        }
    }
}
