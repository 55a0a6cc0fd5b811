//! What each place of the board does when clicked, worked out from the viewer's legal
//! actions (§19.3) and the piece selected. An action that names one place is one click on
//! it (`order N5` on N5, `retreat W2 D8` on D8, a discard on the card); an action that
//! names a unit and then a place or a target takes two (N1, then E6 for `move N1 E6`, or W2
//! for `attack N1 W2`); a card played names a card and then a commander (March, then N3);
//! what names no place (`pass`, `done`, `keep`, a reroll, …) is a button under the map.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::games::westeros::action::Action;
use crate::games::westeros::board::Hex;
use crate::games::westeros::data::{CardId, UnitId};
use crate::games::westeros::words::{card_name, commander_name, face_msg};
use crate::i18n::Msg;
use crate::msg;

/// What a click on a place does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Submits this action (its notation).
    Act(String),
    /// Selects this piece (a unit or a card id), to show its actions.
    Select(String),
}

/// Every clickable place of one drawing.
#[derive(Debug, Default)]
pub struct Clicks {
    /// Units on the board.
    pub units: BTreeMap<UnitId, Click>,
    /// Hexes (a move's, retreat's or advance's destination).
    pub hexes: BTreeMap<Hex, String>,
    /// Cards of the viewer's hand.
    pub cards: BTreeMap<CardId, Click>,
    /// Buttons under the map: label and action.
    pub buttons: Vec<(Msg, Click)>,
    /// Commanders whose zone of control is drawn (§4.4).
    pub zones: Vec<UnitId>,
}

/// The short label of a button (an action that names no place, or one of the piece
/// chosen): "Give W5 a green order token", "Done moving"; the notation stays in
/// `data-action`, and the hover title is the engine's explanation (`BoardLinks::title`).
/// `view` gives the step waiting, for `done`. An action that is a click on its place (a
/// hex, a unit, a card) is never a button: it is labelled by its notation.
fn label(action: Action, view: &Value) -> Msg {
    match action {
        Action::Pass => msg!("westeros-board-pass"),
        Action::MoraleUp => msg!("westeros-board-morale-up"),
        Action::Done => match view["pending"]["step"].as_str() {
            Some("select") => msg!("westeros-board-done-select"),
            Some("move") => msg!("westeros-board-done-move"),
            Some("attack") => msg!("westeros-board-done-attack"),
            _ => msg!("westeros-board-done"),
        },
        Action::Keep => msg!("westeros-board-keep"),
        Action::Stay => msg!("westeros-board-stay"),
        Action::Reroll(f) => msg!("westeros-board-reroll", face = face_msg(f)),
        Action::DiscardToken(k) => msg!("westeros-board-discard-token", face = face_msg(k)),
        Action::Token(k, u) => msg!(
            "westeros-board-token",
            unit = u.to_string(),
            face = face_msg(k)
        ),
        Action::Pair(k, u) => msg!(
            "westeros-board-pair",
            unit = u.to_string(),
            face = face_msg(k)
        ),
        Action::MoraleRally(u) => msg!("westeros-board-rally", unit = u.to_string()),
        Action::Improvise(c, u) => msg!(
            "westeros-board-improvise",
            card = card_name(c),
            commander = commander_name(u),
            unit = u.to_string()
        ),
        Action::DiscardCard(_)
        | Action::Card(..)
        | Action::Order(_)
        | Action::Move(..)
        | Action::Attack(..)
        | Action::Retreat(..)
        | Action::Advance(..) => msg!("westeros-notation", text = action.to_string()),
    }
}

/// The selected piece: a unit, a card, or nothing.
enum Picked {
    Unit(UnitId),
    Card(CardId),
    Nothing,
}

fn picked(selected: Option<&str>) -> Picked {
    match selected {
        Some(s) => UnitId::parse(s)
            .map(Picked::Unit)
            .or_else(|| CardId::parse(s).map(Picked::Card))
            .unwrap_or(Picked::Nothing),
        None => Picked::Nothing,
    }
}

impl Clicks {
    /// The clicks of `actions` (notation strings) with `selected` chosen; `view` gives the
    /// commander of a card being played (his zone is drawn while commands are given).
    pub fn of(view: &Value, actions: &[String], selected: Option<&str>) -> Clicks {
        let mut clicks = Clicks::default();
        let pick = picked(selected);
        let actions: Vec<Action> = actions.iter().filter_map(|a| Action::parse(a)).collect();
        for action in &actions {
            clicks.add(*action, &pick, view);
        }
        if let Picked::Unit(unit) = pick
            && unit.commander().is_some()
        {
            clicks.zones.push(unit);
        }
        let step = view["pending"]["step"].as_str();
        if step == Some("select")
            && let Some(commander) = view["pending"]["commander"]
                .as_str()
                .and_then(UnitId::parse)
        {
            clicks.zones.push(commander);
        }
        clicks.zones.sort();
        clicks.zones.dedup();
        if !actions.is_empty() {
            clicks.zone_on_demand(view);
            if !matches!(pick, Picked::Nothing) {
                clicks
                    .buttons
                    .push((msg!("westeros-board-clear"), Click::Select(String::new())));
            }
        }
        clicks
    }

    fn add(&mut self, action: Action, pick: &Picked, view: &Value) {
        let act = Click::Act(action.to_string());
        match action {
            Action::Order(unit) => {
                self.units.insert(unit, act);
            }
            Action::Retreat(_, hex) | Action::Advance(_, hex) => {
                self.hexes.insert(hex, action.to_string());
            }
            Action::DiscardCard(card) => {
                self.cards.insert(card, act);
            }
            Action::Token(_, unit) | Action::Pair(_, unit) | Action::MoraleRally(unit) => {
                if matches!(pick, Picked::Unit(u) if *u == unit) {
                    self.buttons.push((label(action, view), act));
                } else {
                    self.select_unit(unit);
                }
            }
            Action::Move(unit, hex) => {
                if matches!(pick, Picked::Unit(u) if *u == unit) {
                    self.hexes.insert(hex, action.to_string());
                } else {
                    self.select_unit(unit);
                }
            }
            Action::Attack(unit, target) => {
                if matches!(pick, Picked::Unit(u) if *u == unit) {
                    self.units.insert(target, act);
                } else {
                    self.select_unit(unit);
                }
            }
            Action::Card(card, commander) | Action::Improvise(card, commander) => {
                if matches!(pick, Picked::Card(c) if *c == card) {
                    let improvised = matches!(action, Action::Improvise(..));
                    if improvised {
                        self.buttons.push((label(action, view), act));
                    } else {
                        self.units.insert(commander, act);
                    }
                    self.zones.push(commander);
                } else {
                    self.cards
                        .entry(card)
                        .or_insert_with(|| Click::Select(card.to_string()));
                }
            }
            Action::Pass
            | Action::MoraleUp
            | Action::Done
            | Action::Keep
            | Action::Stay
            | Action::Reroll(_)
            | Action::DiscardToken(_) => self.buttons.push((label(action, view), act)),
        }
    }

    /// A unit with actions of its own is selected first; an action on it wins over that.
    fn select_unit(&mut self, unit: UnitId) {
        self.units
            .entry(unit)
            .or_insert_with(|| Click::Select(unit.to_string()));
    }

    /// Every commander on the board that does nothing else when clicked shows his zone of
    /// control when selected (§4.4, "on demand").
    fn zone_on_demand(&mut self, view: &Value) {
        let on_board = view["units"].as_object();
        for unit in UnitId::all().filter(|u| u.commander().is_some()) {
            let there = on_board.is_some_and(|units| units.contains_key(&unit.to_string()));
            if there && !self.units.contains_key(&unit) && !self.zones.contains(&unit) {
                self.units.insert(unit, Click::Select(unit.to_string()));
            }
        }
    }
}
