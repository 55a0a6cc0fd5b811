//! A move of The Three Fords in words: [`describe`] tells what an action did and what the
//! automatic steps after it did (§15), for the history and the mails; [`explain`] tells
//! the player on the confirm page what an action will do. Both tell only what is public
//! (§16): a card is named when it is played or discarded, never while it is in a hand;
//! draws are counts; nothing is ever said of a deck's order. Units are named by their ids,
//! as players write them (§19.3).

mod cards;
mod explain;
mod flow;

use super::action::{Action, face_word};
use super::board::Hex;
use super::data::{CATALOG, CardId, Face, Side, Tactic, UnitId};
use super::state::{AttackRoll, BySide, Pending, Place, Roll, State};

pub use cards::{card_effect, card_lines, cards_markdown};
pub use explain::explain;

/// A side as the notation writes it.
fn side_word(side: Side) -> &'static str {
    match side {
        Side::North => "north",
        Side::West => "west",
    }
}

/// A card's name, e.g. `March`.
fn card_name(card: CardId) -> &'static str {
    &card.info().name
}

/// The commander riding with `unit`, e.g. `Northern lord`.
fn commander_name(unit: UnitId) -> &'static str {
    unit.commander().map_or("commander", |c| c.name.as_str())
}

/// Faces in words, left to right: `green, morale`.
fn dice_words(dice: &[Face]) -> String {
    let words: Vec<&str> = dice.iter().map(|f| face_word(*f)).collect();
    words.join(", ")
}

/// What a roll scores: `no hit`, `1 hit, 2 morale`; free attacks count hits only (§10.10).
fn score_words(hits: u8, morale: u8, free: bool) -> String {
    let hits = match hits {
        0 => "no hit".to_string(),
        1 => "1 hit".to_string(),
        n => format!("{n} hits"),
    };
    match morale {
        0 => hits,
        _ if free => hits,
        n => format!("{hits}, {n} morale"),
    }
}

/// `N1 attacks W2 (melee, 2 dice: green, morale): 1 hit, 1 morale`.
fn attack_words(kind: &str, roll: &AttackRoll) -> String {
    let n = roll.dice.len();
    let dice = if n == 1 { "die" } else { "dice" };
    format!(
        "{} attacks {} ({kind}, {n} {dice}: {}): {}",
        roll.attacker,
        roll.target,
        dice_words(&roll.dice),
        score_words(roll.hits, roll.morale, false)
    )
}

/// A list in words: `N5`, `N5 and N6`, `N5, N6 and N1`.
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// One value per side, from `value`.
fn per_side<T>(value: impl Fn(Side) -> T) -> BySide<T> {
    BySide {
        north: value(Side::North),
        west: value(Side::West),
    }
}

/// One action and what followed it, as it is being told.
struct Story<'a> {
    before: &'a State,
    after: &'a State,
    side: Side,
    action: Action,
    /// The sentences so far.
    parts: Vec<String>,
    /// Morale as the story has reached it (events change it one by one).
    morale: BySide<u8>,
    /// VP as the story has reached it.
    vp: BySide<u8>,
}

/// One move in words, the same for every viewer since it tells only what is public (§16):
/// the action, then the automatic steps after it, read from `after.rolls` (this action's
/// rolls, §19.4) and from what differs between `before` and `after`.
pub fn describe(before: &State, side: Side, action: &Action, after: &State) -> String {
    let mut story = Story {
        before,
        after,
        side,
        action: *action,
        parts: Vec::new(),
        morale: per_side(|s| before.sides[s].morale),
        vp: per_side(|s| before.sides[s].vp),
    };
    story.deed();
    story.rolls();
    story.units();
    story.steady();
    story.fords();
    story.flow();
    story.parts.join("; ")
}

impl Story<'_> {
    fn say(&mut self, sentence: String) {
        self.parts.push(sentence);
    }

    fn change_morale(&mut self, side: Side, delta: i16) -> (u8, u8) {
        let was = self.morale[side];
        let now = (i16::from(was) + delta).clamp(0, i16::from(CATALOG.morale.max)) as u8;
        self.morale[side] = now;
        (was, now)
    }

    /// The attack roll this action made itself (its first melee or ranged roll).
    fn own_attack(&self) -> Option<(&'static str, &AttackRoll)> {
        let Action::Attack(attacker, target) = self.action else {
            return None;
        };
        self.after.rolls.iter().find_map(|r| match r {
            Roll::Melee(a) if a.attacker == attacker && a.target == target => Some(("melee", a)),
            Roll::Ranged(a) if a.attacker == attacker && a.target == target => Some(("ranged", a)),
            _ => None,
        })
    }

    fn free_attacks(&self) -> bool {
        self.after.rolls.iter().any(|r| matches!(r, Roll::Free(_)))
    }

    /// The action itself.
    fn deed(&mut self) {
        let (before, side) = (self.before, self.side);
        let s = side_word(side);
        let sentence = match self.action {
            Action::Pass => format!("{s} passes"),
            Action::Token(k, u) => {
                format!("{s} spends a {} order token to order {u}", face_word(k))
            }
            Action::Pair(k, u) => {
                format!("{s} spends two {} order tokens to order {u}", face_word(k))
            }
            Action::MoraleUp => {
                let (was, now) =
                    self.change_morale(side, i16::from(CATALOG.morale.morale_token_up));
                format!("{s} spends a morale token: morale {was} → {now}")
            }
            Action::MoraleRally(u) => {
                let delta = i16::from(CATALOG.morale.morale_token_rally);
                let (was, now) = self.change_morale(side, delta);
                format!("{s} spends a morale token to rally {u} (morale {was} → {now})")
            }
            Action::Card(c, u) => {
                format!(
                    "{s} plays {} naming the {}",
                    card_name(c),
                    commander_name(u)
                )
            }
            Action::Improvise(c, u) => format!(
                "{s} improvises with {} naming the {}: one command, any unit, no bonus",
                card_name(c),
                commander_name(u)
            ),
            Action::Order(u) => format!("{s} orders {u}"),
            Action::Move(u, h) => match before.unit(u).hex() {
                Some(from) if self.free_attacks() => format!("{u} leaves {from} for {h}"),
                Some(from) => format!("{u} moves from {from} to {h}"),
                None => format!("{u} moves to {h}"),
            },
            Action::Attack(u, t) => match self.own_attack() {
                Some((kind, roll)) => {
                    let flank = kind == "melee" && before.unit(t).engaged.iter().any(|e| *e != u);
                    attack_words(if flank { "melee, flank" } else { kind }, roll)
                }
                None => format!("{u} attacks {t}"),
            },
            Action::Reroll(f) => format!("{s} rerolls the {} dice", face_word(f)),
            Action::Keep => format!("{s} keeps the roll"),
            Action::Retreat(u, h) => format!("{u} retreats to {h}"),
            Action::Advance(u, h) if self.free_attacks() => {
                format!("{u} sets out to advance into {h}")
            }
            Action::Advance(u, h) => format!("{u} advances into {h}"),
            Action::Stay => match before.pending {
                Pending::Advance { unit, .. } => format!("{unit} stays"),
                _ => format!("{s} does not advance"),
            },
            Action::Done => match before.pending {
                Pending::Select => format!("{s} gives no more commands"),
                Pending::Move => format!("{s} ends the movement"),
                Pending::Attack => format!("{s} ends the attacks"),
                _ => format!("{s} is done"),
            },
            Action::DiscardToken(k) => format!("{s} discards a {} order token", face_word(k)),
            Action::DiscardCard(c) => format!("{s} discards {}", card_name(c)),
        };
        self.say(sentence);
    }

    /// The attack rolls after the action's own: free attacks and a flank reroll. Order
    /// dice and shuffles belong to a new round and are told with it.
    fn rolls(&mut self) {
        let own = self.own_attack().map(|(_, a)| a.clone());
        let mut told_own = false;
        for roll in &self.after.rolls {
            let sentence = match roll {
                Roll::Melee(a) | Roll::Ranged(a) if Some(a) == own.as_ref() && !told_own => {
                    told_own = true;
                    continue;
                }
                Roll::Melee(a) => attack_words("melee", a),
                Roll::Ranged(a) => attack_words("ranged", a),
                Roll::Free(a) => format!(
                    "{} makes a free attack on {} ({}): {}",
                    a.attacker,
                    a.target,
                    dice_words(&a.dice),
                    score_words(a.hits, a.morale, true)
                ),
                Roll::Reroll { target, dice, .. } => {
                    let rank = target.info().rank;
                    let hits = dice.iter().filter(|f| rank.is_hit_by(**f)).count() as u8;
                    let morale = dice.iter().filter(|f| **f == Face::Morale).count() as u8;
                    format!(
                        "the roll is now {}: {}",
                        dice_words(dice),
                        score_words(hits, morale, false)
                    )
                }
                Roll::Momentum { .. } | Roll::Shuffle { .. } | Roll::OrderDice { .. } => continue,
            };
            self.say(sentence);
        }
    }

    /// How the action's own unit changing hex was already told, if it was.
    fn hex_already_told(&self, unit: UnitId, now: Hex) -> bool {
        match self.action {
            Action::Move(u, h) | Action::Advance(u, h) => {
                u == unit && h == now && !self.free_attacks()
            }
            Action::Retreat(u, h) => u == unit && h == now,
            _ => false,
        }
    }

    /// The verb of a unit changing hex: the action's own mover moves or advances; any
    /// other unit can only have retreated (§10.9).
    fn hex_verb(&self, unit: UnitId) -> &'static str {
        match self.action {
            Action::Move(u, _) if u == unit => "moves to",
            Action::Advance(u, _) if u == unit => "advances into",
            Action::Retreat(u, _) if u == unit => "retreats on to",
            _ => "retreats to",
        }
    }

    /// A unit eliminated (§10.9 step 3) or, `captured`, a lone commander captured: the
    /// opponent scores, the owner's morale drops (§12).
    fn loss(&mut self, unit: UnitId, captured: bool) -> String {
        let (owner, opponent) = (unit.side(), unit.side().opponent());
        let (vp, loss, what) = if captured {
            let what = format!("the {} ({unit}) captured", commander_name(unit));
            (
                CATALOG.vp.commander_captured,
                CATALOG.morale.loss_commander_captured,
                what,
            )
        } else {
            let loss = CATALOG.morale.loss_unit_eliminated.of(unit.info().rank);
            (
                CATALOG.vp.unit_eliminated,
                loss,
                format!("{unit} eliminated"),
            )
        };
        self.vp[opponent] += vp;
        let (_, now) = self.change_morale(owner, -i16::from(loss));
        let (o, w) = (side_word(opponent), side_word(owner));
        format!("{what} ({o} {} VP, {w} morale {now})", self.vp[opponent])
    }

    /// What happened to each unit: figures lost, eliminations, lone commanders, captures,
    /// retreats and other changes of hex, new engagements, banners turned active.
    fn units(&mut self) {
        let (before, after) = (self.before, self.after);
        let mut activated = Vec::new();
        for unit in UnitId::all() {
            let (was, now) = (before.unit(unit), after.unit(unit));
            if was.hex().is_none() {
                continue;
            }
            let lost = was.figures.saturating_sub(now.figures);
            if now.hex().is_some() && lost > 0 && !now.lone {
                let s = if lost == 1 { "" } else { "s" };
                self.say(format!(
                    "{unit} loses {lost} figure{s} ({} left)",
                    now.figures
                ));
            }
            if !was.lone && (now.lone || now.place == Place::Captured) {
                let sentence = self.loss(unit, false);
                let at = was.hex().map_or(String::new(), |h| format!(" on {h}"));
                self.say(format!(
                    "{sentence}: the {} stays alone{at}",
                    commander_name(unit)
                ));
            }
            match now.place {
                Place::Eliminated | Place::Captured => {
                    let sentence = self.loss(unit, now.place == Place::Captured);
                    self.say(sentence);
                }
                Place::Board(hex) => {
                    if was.hex() != Some(hex) && !self.hex_already_told(unit, hex) {
                        self.say(format!("{unit} {} {hex}", self.hex_verb(unit)));
                    }
                    if now.active && !was.active && after.round == before.round {
                        activated.push(unit.to_string());
                    }
                }
            }
            for other in now.engaged.iter().filter(|o| unit < **o) {
                if !was.engaged.contains(other) {
                    self.say(format!("{unit} and {other} are engaged"));
                }
            }
        }
        if !activated.is_empty() {
            let verb = if activated.len() == 1 {
                "becomes"
            } else {
                "become"
            };
            self.say(format!("{} {verb} active", list(&activated)));
        }
    }

    /// Whether the turn that was being carried out ended in this action.
    fn turn_ended(&self) -> bool {
        self.before.order.is_some()
            && (self.after.order.is_none() || self.after.pending == Pending::Turn)
    }

    /// Steady's tactic at the end of its turn (§14): morale +1 while it is 7 or less.
    fn steady(&mut self) {
        let Some(order) = &self.before.order else {
            return;
        };
        let steady = order
            .printed_card()
            .is_some_and(|c| c.tactic == Tactic::Steady);
        let owner = self.before.turn;
        if steady && self.turn_ended() && self.morale[owner] <= 7 {
            let (was, now) = self.change_morale(owner, 1);
            self.say(format!("Steady: {} morale {was} → {now}", side_word(owner)));
        }
    }

    /// Fords whose control changed at the end of the turn (§10.12).
    fn fords(&mut self) {
        for (i, hex) in CATALOG.terrain.ford.iter().enumerate() {
            let now = self.after.fords[i];
            if now == self.before.fords[i] {
                continue;
            }
            let Some(side) = now else { continue };
            let holder = self.after.unit_on(*hex).filter(|u| u.side() == side);
            let who = holder.map_or(side_word(side).to_string(), |u| u.to_string());
            self.say(format!("{who} controls {hex}"));
        }
    }
}
