//! An action in words before it is played, for the confirm page (§10, §11): what it will
//! do, with no more than the notation and the public state name.

use super::super::action::{Action, face_word};
use super::super::board::Hex;
use super::super::data::{CATALOG, CardId, CardUnits, Keyword, Side, Tactic, Terrain, UnitId};
use super::super::state::{Pending, State};
use super::{card_name, commander_name, list};

/// A unit with its name: `N1 (Northern host)`, `W4 (the lone Western captain)`.
fn unit_named(state: &State, unit: UnitId) -> String {
    if state.unit(unit).lone {
        format!("{unit} (the lone {})", commander_name(unit))
    } else {
        format!("{unit} ({})", unit.info().name)
    }
}

/// What one command of a card lets it order (§14).
fn card_units(card: CardId) -> &'static str {
    match card.info().units {
        CardUnits::Any => "unit of any type",
        CardUnits::Foot => "foot unit (infantry or special)",
        CardUnits::Cavalry => "cavalry unit",
        CardUnits::Ranged => "ranged unit",
    }
}

/// `side`'s `action` in words before it is played, for the confirm page: what it will do.
pub fn explain(state: &State, side: Side, action: &Action) -> String {
    let morale = state.sides[side].morale;
    match *action {
        Action::Pass => "Pass: no order token or card for the rest of this round".to_string(),
        Action::Token(k, u) => format!(
            "Spend a {} order token to order {}: it turns inactive, then may move and attack",
            face_word(k),
            unit_named(state, u)
        ),
        Action::Pair(k, u) => format!(
            "Spend two {} order tokens to order {}, whatever its rank: it turns inactive, \
             then may move and attack",
            face_word(k),
            unit_named(state, u)
        ),
        Action::MoraleUp => format!(
            "Spend a morale token: your morale goes from {morale} to {}",
            morale.saturating_add(1).min(CATALOG.morale.max)
        ),
        Action::MoraleRally(u) => format!(
            "Spend a morale token to rally {}: your morale goes from {morale} to {} and it \
             becomes active, to be ordered in a later turn",
            unit_named(state, u),
            morale.saturating_sub(1)
        ),
        Action::Card(c, u) => explain_card(c, u),
        Action::Improvise(c, u) => format!(
            "Play {} improvised, naming the {} ({u}): one command ordering one active unit \
             of any type in his zone of control, with no bonus; the card is revealed now",
            card_name(c),
            commander_name(u)
        ),
        Action::Order(u) => explain_order(state, u),
        Action::Move(u, h) => explain_move(state, u, h),
        Action::Attack(u, t) => explain_attack(state, u, t),
        Action::Reroll(f) => {
            let n = state
                .strike
                .as_ref()
                .map_or(0, |s| s.dice.iter().filter(|d| **d == f).count());
            let dice = if n == 1 { "die" } else { "dice" };
            format!(
                "Reroll the {n} {dice} showing {}; the new roll stands",
                face_word(f)
            )
        }
        Action::Keep => "Keep the roll as it is".to_string(),
        Action::Retreat(u, h) => match state.pending {
            Pending::Retreat { results_left, .. } if results_left > 1 => format!(
                "Retreat {u} to {h}; {} more morale result(s) follow",
                results_left - 1
            ),
            _ => format!("Retreat {u} to {h}"),
        },
        Action::Advance(u, h) => explain_advance(state, u, h),
        Action::Stay => match state.pending {
            Pending::Advance { unit, .. } => format!("Stay: {unit} does not advance"),
            _ => "Stay: do not advance".to_string(),
        },
        Action::Done => explain_done(state),
        Action::DiscardToken(k) => {
            format!("Discard a {} order token back to the supply", face_word(k))
        }
        Action::DiscardCard(c) => format!(
            "Discard {} face up on your discard pile, where both players see it",
            card_name(c)
        ),
    }
}

/// A card played as printed (§10.3, §14): its commands, its effect and its tactic.
fn explain_card(card: CardId, commander: UnitId) -> String {
    let info = card.info();
    let s = if info.commands == 1 { "" } else { "s" };
    let mut text = format!(
        "Play {} naming the {} ({commander}): up to {} command{s}, each ordering one \
         active {} in his zone of control for one command token",
        info.name,
        commander_name(commander),
        info.commands,
        card_units(card)
    );
    if info.tactic == Tactic::RallyZoc {
        text.push_str(
            "; first, every inactive friendly unit in his zone of control becomes active",
        );
    }
    if info.move_bonus > 0 {
        text.push_str(&format!("; move +{}", info.move_bonus));
    }
    if info.melee_bonus > 0 {
        text.push_str(&format!(
            "; +{} die on their melee attacks",
            info.melee_bonus
        ));
    }
    if info.ranged_bonus > 0 {
        text.push_str(&format!(
            "; +{} die on its ranged attack",
            info.ranged_bonus
        ));
    }
    if info.ignore_moved_penalty {
        text.push_str(", with no penalty for moving");
    }
    if !info.may_attack {
        text.push_str("; the units it orders may move but not attack");
    }
    if info.tactic == Tactic::Steady {
        text.push_str("; at the end of the turn, your morale +1 if it is 7 or less");
    }
    text.push_str("; the card is revealed now");
    text
}

/// One command of the card being played (§10.3 step 3).
fn explain_order(state: &State, unit: UnitId) -> String {
    let order = state.order.as_ref();
    let commander = order.and_then(|o| o.commander);
    let token = commander.map_or(String::new(), |c| {
        format!(
            ": one command token moves onto the {}'s card",
            commander_name(c)
        )
    });
    let attack = order
        .and_then(|o| o.printed_card())
        .is_none_or(|c| c.may_attack);
    let then = if attack {
        "may move and attack"
    } else {
        "may move but not attack"
    };
    format!(
        "Give {} a command{token}; it turns inactive, then {then}",
        unit_named(state, unit)
    )
}

/// A move (§10.5): where to, what the terrain does, and the free attacks it suffers.
fn explain_move(state: &State, unit: UnitId, to: Hex) -> String {
    let from = state
        .unit(unit)
        .hex()
        .map_or(String::new(), |h| format!(" from {h}"));
    let mut text = format!("Move {}{from} to {to}", unit_named(state, unit));
    match to.terrain() {
        Terrain::Ford => {
            text.push_str(" (a ford: the move ends there; a unit standing there at the end of a turn takes control of it)");
        }
        Terrain::Forest if !unit.info().has(Keyword::Woodland) => {
            text.push_str(" (a forest: the move ends there)");
        }
        Terrain::Hill => text.push_str(" (a hill)"),
        _ => {}
    }
    text.push_str(&free_attacks(state, unit));
    text
}

/// `; leaving its hex, it first suffers a free attack from each of W1 and W2` (§10.10).
fn free_attacks(state: &State, unit: UnitId) -> String {
    let engaged: Vec<String> = state
        .unit(unit)
        .engaged
        .iter()
        .filter(|e| state.unit(**e).has_figures())
        .map(UnitId::to_string)
        .collect();
    match engaged.as_slice() {
        [] => String::new(),
        [one] => format!("; it is engaged, so before it leaves {one} makes a free attack on it"),
        _ => format!(
            "; it is engaged, so before it leaves {} each make a free attack on it",
            list(&engaged)
        ),
    }
}

/// An attack (§10.6, §10.7): melee if adjacent, else ranged; a flank attack may reroll.
fn explain_attack(state: &State, attacker: UnitId, target: UnitId) -> String {
    let (from, to) = (state.unit(attacker).hex(), state.unit(target).hex());
    let distance = from.zip(to).map_or(1, |(a, b)| a.distance(b));
    let mut text = format!("Attack {} with {attacker}", unit_named(state, target));
    if distance <= 1 {
        text.push_str(": a melee attack");
        let flank = state.unit(target).engaged.iter().any(|e| *e != attacker);
        if flank {
            text.push_str(
                "; the target is engaged with another of your units, so it is a flank \
                 attack: after the roll you may reroll one face",
            );
        }
    } else {
        text.push_str(&format!(": a ranged attack at distance {distance}"));
    }
    text
}

/// An advance or pursuit into the emptied hex (§10.11).
fn explain_advance(state: &State, unit: UnitId, to: Hex) -> String {
    let mut text = format!("Move {} into the emptied hex {to}", unit_named(state, unit));
    if matches!(state.pending, Pending::Advance { pursue: true, .. }) {
        text.push_str("; then it may make one more melee attack");
    }
    text.push_str(&free_attacks(state, unit));
    text
}

/// `done` in the step waiting (§15).
fn explain_done(state: &State) -> String {
    let may_attack = state
        .order
        .as_ref()
        .and_then(|o| o.printed_card())
        .is_none_or(|c| c.may_attack);
    match state.pending {
        Pending::Select => "Give no more commands: the ordered units move next".to_string(),
        Pending::Move if may_attack => {
            "End the movement: the ordered units may now attack".to_string()
        }
        Pending::Move => {
            "End the movement: these units may not attack, so the turn ends".to_string()
        }
        Pending::Attack => "End the attacks: the turn ends".to_string(),
        _ => "Done".to_string(),
    }
}
