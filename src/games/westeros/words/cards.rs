//! The leadership cards in words, from the catalog (§14): what each card does, in short
//! lines for the card drawn in a hand, in one sentence for its hover title, and as the
//! table of the whole deck on the rules page. Nothing is typed twice: every number and
//! flag comes from `data/skirmish.toml`, and goes into the messages as an argument.

use super::super::Westeros;
use super::super::data::{CATALOG, CardId, CardUnits, Tactic};
use super::{card_name, card_units};
use crate::engine::KindWords;
use crate::i18n::{Lang, Msg};
use crate::msg;

/// Which units one command of `card` orders, in a few words.
fn units_short(units: CardUnits) -> Msg {
    match units {
        CardUnits::Any => msg!("westeros-board-card-any"),
        CardUnits::Foot => msg!("westeros-board-card-foot"),
        CardUnits::Cavalry => msg!("westeros-board-card-cavalry"),
        CardUnits::Ranged => msg!("westeros-board-card-ranged"),
    }
}

/// The card's effect as short lines for its face: its commands and the units they order,
/// then each bonus, the tactic, and whether it may be improvised.
pub fn card_lines(card: CardId) -> Vec<Msg> {
    let info = card.info();
    let mut lines = vec![
        msg!("westeros-board-card-commands", commands = info.commands),
        units_short(info.units),
    ];
    if info.move_bonus > 0 {
        lines.push(msg!(
            "westeros-board-card-move-bonus",
            bonus = info.move_bonus
        ));
    }
    if info.melee_bonus > 0 {
        lines.push(msg!(
            "westeros-board-card-melee-bonus",
            bonus = info.melee_bonus
        ));
    }
    if info.ranged_bonus > 0 {
        lines.push(msg!(
            "westeros-board-card-ranged-bonus",
            bonus = info.ranged_bonus
        ));
    }
    if info.ignore_moved_penalty {
        lines.push(msg!("westeros-board-card-no-penalty"));
    }
    if !info.may_attack {
        lines.push(msg!("westeros-board-card-no-attack"));
    }
    match info.tactic {
        Tactic::None => {}
        Tactic::RallyZoc => lines.push(msg!("westeros-board-card-rally")),
        Tactic::Steady => lines.push(msg!("westeros-board-card-steady")),
    }
    if info.improvise {
        lines.push(msg!("westeros-board-card-improvise"));
    }
    lines
}

/// The card's effect in one sentence, for its hover title and the rules page.
pub fn card_effect(card: CardId) -> Msg {
    let info = card.info();
    let mut text = msg!(
        "westeros-card-effect",
        commands = info.commands,
        units = card_units(card)
    );
    if info.tactic == Tactic::RallyZoc {
        text = msg!("westeros-card-effect-rally", text = text);
    }
    if info.move_bonus > 0 {
        text = msg!(
            "westeros-card-effect-move",
            text = text,
            bonus = info.move_bonus
        );
    }
    if info.melee_bonus > 0 {
        text = msg!(
            "westeros-card-effect-melee",
            text = text,
            bonus = info.melee_bonus
        );
    }
    if info.ranged_bonus > 0 {
        text = msg!(
            "westeros-card-effect-ranged",
            text = text,
            bonus = info.ranged_bonus
        );
    }
    if info.ignore_moved_penalty {
        text = msg!("westeros-card-effect-no-penalty", text = text);
    }
    if !info.may_attack {
        text = msg!("westeros-card-effect-no-attack", text = text);
    }
    if info.tactic == Tactic::Steady {
        text = msg!("westeros-card-effect-steady", text = text);
    }
    if info.improvise {
        msg!("westeros-card-effect-improvise", text = text)
    } else {
        msg!("westeros-card-effect-not-improvised", text = text)
    }
}

/// Every card of a side's deck as a Markdown table, for the rules page (§14), in `lang`:
/// the card's name and id (notation), its copies and what it does.
pub fn cards_markdown(lang: Lang) -> String {
    let words = KindWords::of::<Westeros>(lang);
    let say = |msg: Msg| words.say(&msg);
    let mut text = format!(
        "## {}\n\n{}\n\n| {} | {} | {} |\n|---|---|---|\n",
        say(msg!("westeros-cards-title")),
        say(msg!("westeros-cards-intro")),
        say(msg!("westeros-cards-card")),
        say(msg!("westeros-cards-copies")),
        say(msg!("westeros-cards-does")),
    );
    for card in CardId::all() {
        let info = card.info();
        text.push_str(&format!(
            "| {} (`{}`) | {} | {} |\n",
            say(card_name(card)),
            info.id,
            info.copies,
            say(card_effect(card))
        ));
    }
    let total: u32 = CATALOG.cards.iter().map(|c| u32::from(c.copies)).sum();
    text.push_str(&format!(
        "\n{}\n",
        say(msg!("westeros-cards-total", cards = total))
    ));
    text
}
