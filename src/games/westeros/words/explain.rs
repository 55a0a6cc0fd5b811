//! An action in words before it is played, for the confirm page (§10, §11): what it will
//! do, with no more than the notation and the public state name.

use super::super::action::Action;
use super::super::board::Hex;
use super::super::data::{CATALOG, CardId, Keyword, Side, Tactic, Terrain, UnitId};
use super::super::state::{Pending, State};
use super::{card_name, card_units, commander_name, face_msg, list, notation};
use crate::i18n::Msg;
use crate::msg;

/// A unit with its name: `N1 (Northern host)`, `W4 (the lone Western captain)`.
fn unit_named(state: &State, unit: UnitId) -> Msg {
    if state.unit(unit).lone {
        msg!(
            "westeros-unit-named-lone",
            unit = unit.to_string(),
            commander = commander_name(unit)
        )
    } else {
        msg!(
            "westeros-unit-named",
            unit = unit.to_string(),
            name = Msg::keyed("westeros-unit", &unit.to_string())
        )
    }
}

/// `side`'s `action` in words before it is played, for the confirm page: what it will do.
pub fn explain(state: &State, side: Side, action: &Action) -> Msg {
    let morale = state.sides[side].morale;
    match *action {
        Action::Pass => msg!("westeros-explain-pass"),
        Action::Token(k, u) => msg!(
            "westeros-explain-token",
            face = face_msg(k),
            unit = unit_named(state, u)
        ),
        Action::Pair(k, u) => msg!(
            "westeros-explain-pair",
            face = face_msg(k),
            unit = unit_named(state, u)
        ),
        Action::MoraleUp => msg!(
            "westeros-explain-morale-up",
            was = morale,
            now = morale.saturating_add(1).min(CATALOG.morale.max)
        ),
        Action::MoraleRally(u) => msg!(
            "westeros-explain-rally",
            unit = unit_named(state, u),
            was = morale,
            now = morale.saturating_sub(1)
        ),
        Action::Card(c, u) => explain_card(c, u),
        Action::Improvise(c, u) => msg!(
            "westeros-explain-improvise",
            card = card_name(c),
            commander = commander_name(u),
            unit = u.to_string()
        ),
        Action::Order(u) => explain_order(state, u),
        Action::Move(u, h) => explain_move(state, u, h),
        Action::Attack(u, t) => explain_attack(state, u, t),
        Action::Reroll(f) => {
            let n = state
                .strike
                .as_ref()
                .map_or(0, |s| s.dice.iter().filter(|d| **d == f).count());
            msg!("westeros-explain-reroll", dice = n, face = face_msg(f))
        }
        Action::Keep => msg!("westeros-explain-keep"),
        Action::Retreat(u, h) => {
            let (unit, hex) = (u.to_string(), h.to_string());
            match state.pending {
                Pending::Retreat { results_left, .. } if results_left > 1 => msg!(
                    "westeros-explain-retreat-more",
                    unit = unit,
                    hex = hex,
                    more = results_left - 1
                ),
                _ => msg!("westeros-explain-retreat", unit = unit, hex = hex),
            }
        }
        Action::Advance(u, h) => explain_advance(state, u, h),
        Action::Stay => match state.pending {
            Pending::Advance { unit, .. } => {
                msg!("westeros-explain-stay-unit", unit = unit.to_string())
            }
            _ => msg!("westeros-explain-stay"),
        },
        Action::Done => explain_done(state),
        Action::DiscardToken(k) => msg!("westeros-explain-discard-token", face = face_msg(k)),
        Action::DiscardCard(c) => msg!("westeros-explain-discard-card", card = card_name(c)),
    }
}

/// A card played as printed (§10.3, §14): its commands, its effect and its tactic.
fn explain_card(card: CardId, commander: UnitId) -> Msg {
    let info = card.info();
    let mut text = msg!(
        "westeros-explain-card",
        card = card_name(card),
        commander = commander_name(commander),
        unit = commander.to_string(),
        commands = info.commands,
        units = card_units(card)
    );
    if info.tactic == Tactic::RallyZoc {
        text = msg!("westeros-explain-card-rally", text = text);
    }
    if info.move_bonus > 0 {
        text = msg!(
            "westeros-explain-card-move",
            text = text,
            bonus = info.move_bonus
        );
    }
    if info.melee_bonus > 0 {
        text = msg!(
            "westeros-explain-card-melee",
            text = text,
            bonus = info.melee_bonus
        );
    }
    if info.ranged_bonus > 0 {
        text = msg!(
            "westeros-explain-card-ranged",
            text = text,
            bonus = info.ranged_bonus
        );
    }
    if info.ignore_moved_penalty {
        text = msg!("westeros-explain-card-no-penalty", text = text);
    }
    if !info.may_attack {
        text = msg!("westeros-explain-card-no-attack", text = text);
    }
    if info.tactic == Tactic::Steady {
        text = msg!("westeros-explain-card-steady", text = text);
    }
    msg!("westeros-explain-card-revealed", text = text)
}

/// One command of the card being played (§10.3 step 3).
fn explain_order(state: &State, unit: UnitId) -> Msg {
    let order = state.order.as_ref();
    let attack = order
        .and_then(|o| o.printed_card())
        .is_none_or(|c| c.may_attack);
    let then = if attack {
        msg!("westeros-may-move-and-attack")
    } else {
        msg!("westeros-may-move-not-attack")
    };
    match order.and_then(|o| o.commander) {
        Some(c) => msg!(
            "westeros-explain-order-token",
            unit = unit_named(state, unit),
            commander = commander_name(c),
            then = then
        ),
        None => msg!(
            "westeros-explain-order",
            unit = unit_named(state, unit),
            then = then
        ),
    }
}

/// A move (§10.5): where to, what the terrain does, and the free attacks it suffers.
fn explain_move(state: &State, unit: UnitId, to: Hex) -> Msg {
    let named = unit_named(state, unit);
    let mut text = match state.unit(unit).hex() {
        Some(from) => msg!(
            "westeros-explain-move-from",
            unit = named,
            from = from.to_string(),
            to = to.to_string()
        ),
        None => msg!("westeros-explain-move", unit = named, to = to.to_string()),
    };
    match to.terrain() {
        Terrain::Ford => text = msg!("westeros-terrain-ford", text = text),
        Terrain::Forest if !unit.info().has(Keyword::Woodland) => {
            text = msg!("westeros-terrain-forest", text = text);
        }
        Terrain::Hill => text = msg!("westeros-terrain-hill", text = text),
        _ => {}
    }
    free_attacks(state, unit, text)
}

/// `text`, then `; it is engaged, so before it leaves W1 makes a free attack on it` when
/// the unit leaving is engaged (§10.10).
fn free_attacks(state: &State, unit: UnitId, text: Msg) -> Msg {
    let engaged: Vec<String> = state
        .unit(unit)
        .engaged
        .iter()
        .filter(|e| state.unit(**e).has_figures())
        .map(UnitId::to_string)
        .collect();
    match engaged.as_slice() {
        [] => text,
        [one] => msg!("westeros-free-attack-one", text = text, unit = one),
        _ => msg!(
            "westeros-free-attack-many",
            text = text,
            units = list(notation(&engaged))
        ),
    }
}

/// An attack (§10.6, §10.7): melee if adjacent, else ranged; a flank attack may reroll.
fn explain_attack(state: &State, attacker: UnitId, target: UnitId) -> Msg {
    let (from, to) = (state.unit(attacker).hex(), state.unit(target).hex());
    let distance = from.zip(to).map_or(1, |(a, b)| a.distance(b));
    let (target_named, attacker) = (unit_named(state, target), attacker.to_string());
    if distance > 1 {
        return msg!(
            "westeros-explain-ranged",
            target = target_named,
            attacker = attacker,
            distance = distance
        );
    }
    let flank = state
        .unit(target)
        .engaged
        .iter()
        .any(|e| e.to_string() != attacker);
    if flank {
        msg!(
            "westeros-explain-flank",
            target = target_named,
            attacker = attacker
        )
    } else {
        msg!(
            "westeros-explain-melee",
            target = target_named,
            attacker = attacker
        )
    }
}

/// An advance or pursuit into the emptied hex (§10.11).
fn explain_advance(state: &State, unit: UnitId, to: Hex) -> Msg {
    let (named, hex) = (unit_named(state, unit), to.to_string());
    let text = if matches!(state.pending, Pending::Advance { pursue: true, .. }) {
        msg!("westeros-explain-pursue", unit = named, hex = hex)
    } else {
        msg!("westeros-explain-advance", unit = named, hex = hex)
    };
    free_attacks(state, unit, text)
}

/// `done` in the step waiting (§15).
fn explain_done(state: &State) -> Msg {
    let may_attack = state
        .order
        .as_ref()
        .and_then(|o| o.printed_card())
        .is_none_or(|c| c.may_attack);
    match state.pending {
        Pending::Select => msg!("westeros-explain-done-select"),
        Pending::Move if may_attack => msg!("westeros-explain-done-move"),
        Pending::Move => msg!("westeros-explain-done-move-only"),
        Pending::Attack => msg!("westeros-explain-done-attack"),
        _ => msg!("westeros-explain-done"),
    }
}
