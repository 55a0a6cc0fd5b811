//! The leadership cards in words, from the catalog (§14): what each card does, in short
//! lines for the card drawn in a hand, in one sentence for its hover title, and as the
//! table of the whole deck on the rules page. Nothing is typed twice: every number and
//! flag comes from `data/skirmish.toml`.

use super::super::data::{CATALOG, CardId, CardUnits, Tactic};

/// Which units one command of `card` orders, in a few words.
fn units_short(units: CardUnits) -> &'static str {
    match units {
        CardUnits::Any => "any unit",
        CardUnits::Foot => "foot (infantry, special)",
        CardUnits::Cavalry => "cavalry",
        CardUnits::Ranged => "ranged",
    }
}

/// The card's effect as short lines for its face: its commands and the units they order,
/// then each bonus, the tactic, and whether it may be improvised.
pub fn card_lines(card: CardId) -> Vec<String> {
    let info = card.info();
    let s = if info.commands == 1 { "" } else { "s" };
    let mut lines = vec![
        format!("{} command{s}", info.commands),
        units_short(info.units).to_string(),
    ];
    if info.move_bonus > 0 {
        lines.push(format!("move +{}", info.move_bonus));
    }
    if info.melee_bonus > 0 {
        lines.push(format!("melee +{} die", info.melee_bonus));
    }
    if info.ranged_bonus > 0 {
        lines.push(format!("ranged +{} die", info.ranged_bonus));
    }
    if info.ignore_moved_penalty {
        lines.push("no −1 for moving".to_string());
    }
    if !info.may_attack {
        lines.push("no attacks".to_string());
    }
    match info.tactic {
        Tactic::None => {}
        Tactic::RallyZoc => lines.push("first: zone rallies".to_string()),
        Tactic::Steady => lines.push("end: morale +1 if ≤ 7".to_string()),
    }
    if info.improvise {
        lines.push("may be improvised".to_string());
    }
    lines
}

/// The card's effect in one sentence, for its hover title and the rules page.
pub fn card_effect(card: CardId) -> String {
    let info = card.info();
    let s = if info.commands == 1 { "" } else { "s" };
    let mut parts = vec![format!(
        "up to {} command{s}, each ordering one active {} in the commander's zone of control",
        info.commands,
        match info.units {
            CardUnits::Any => "unit of any type",
            CardUnits::Foot => "foot unit (infantry or special)",
            CardUnits::Cavalry => "cavalry unit",
            CardUnits::Ranged => "ranged unit",
        }
    )];
    if info.tactic == Tactic::RallyZoc {
        parts.push(
            "first, every inactive friendly unit in his zone of control becomes active".to_string(),
        );
    }
    if info.move_bonus > 0 {
        parts.push(format!("move +{}", info.move_bonus));
    }
    if info.melee_bonus > 0 {
        parts.push(format!("+{} die on melee attacks", info.melee_bonus));
    }
    if info.ranged_bonus > 0 {
        parts.push(format!("+{} die on ranged attacks", info.ranged_bonus));
    }
    if info.ignore_moved_penalty {
        parts.push("no −1 die for a shooter that moved".to_string());
    }
    if !info.may_attack {
        parts.push("the units it orders may move but not attack".to_string());
    }
    if info.tactic == Tactic::Steady {
        parts.push("at the end of the turn, morale +1 if it is 7 or less".to_string());
    }
    parts.push(if info.improvise {
        "may be improvised as one command for any unit type".to_string()
    } else {
        "may not be improvised".to_string()
    });
    let mut text = parts.join("; ");
    if let Some(first) = text.get(..1) {
        text = first.to_uppercase() + &text[1..];
    }
    text + "."
}

/// Every card of a side's deck as a Markdown table, for the rules page (§14).
pub fn cards_markdown(_lang: crate::i18n::Lang) -> String {
    let mut text = String::from(
        "## The leadership cards\n\nEach side has its own deck of these cards (§14); a \
         command orders one unit and puts one command token on the commander's card.\n\n\
         | Card | Copies | What it does |\n|---|---|---|\n",
    );
    for card in CardId::all() {
        let info = card.info();
        text.push_str(&format!(
            "| {} (`{}`) | {} | {} |\n",
            info.name,
            info.id,
            info.copies,
            card_effect(card)
        ));
    }
    let total: u32 = CATALOG.cards.iter().map(|c| u32::from(c.copies)).sum();
    text.push_str(&format!("\n{total} cards in each deck.\n"));
    text
}
