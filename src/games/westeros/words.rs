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
use super::data::{CATALOG, CardId, CardUnits, Face, Side, Tactic, UnitId};
use super::state::{AttackRoll, BySide, Pending, Place, Roll, State};
use crate::i18n::Msg;
use crate::msg;

pub use cards::{card_effect, card_lines, cards_markdown};
pub use explain::explain;

/// A side as the notation writes it.
fn side_word(side: Side) -> &'static str {
    match side {
        Side::North => "north",
        Side::West => "west",
    }
}

/// A side's name in a reader's words (its seat's message, `westeros-seat-north`).
pub(super) fn side_msg(side: Side) -> Msg {
    Msg::keyed("westeros-seat", side_word(side))
}

/// A card's name, e.g. `March` (`westeros-card-march`).
pub(super) fn card_name(card: CardId) -> Msg {
    Msg::keyed("westeros-card", &card.info().id)
}

/// The commander riding with `unit`, e.g. `Northern lord` (`westeros-commander-N3`).
pub(super) fn commander_name(unit: UnitId) -> Msg {
    match unit.commander() {
        Some(_) => Msg::keyed("westeros-commander", &unit.to_string()),
        None => msg!("westeros-commander-none"),
    }
}

/// A die face or an order token's kind in words: `green`, `morale`.
pub(super) fn face_msg(face: Face) -> Msg {
    Msg::keyed("westeros-face", face_word(face))
}

/// What one command of a card lets it order (§14): `unit of any type`.
fn card_units(card: CardId) -> Msg {
    Msg::keyed(
        "westeros-units",
        match card.info().units {
            CardUnits::Any => "any",
            CardUnits::Foot => "foot",
            CardUnits::Cavalry => "cavalry",
            CardUnits::Ranged => "ranged",
        },
    )
}

/// Faces in words, left to right: `green, morale`.
fn dice_words(dice: &[Face]) -> Msg {
    dice.iter()
        .map(|f| face_msg(*f))
        .reduce(|first, then| msg!("westeros-comma", first = first, then = then))
        .unwrap_or_else(|| msg!("westeros-notation", text = ""))
}

/// What a roll scores: `no hit`, `1 hit, 2 morale`; free attacks count hits only (§10.10).
fn score_words(hits: u8, morale: u8, free: bool) -> Msg {
    let hits = msg!("westeros-hits", hits = hits);
    match morale {
        0 => hits,
        _ if free => hits,
        n => msg!("westeros-hits-morale", hits = hits, morale = n),
    }
}

/// `N1 attacks W2 (melee, 2 dice: green, morale): 1 hit, 1 morale`; `kind` is `melee`,
/// `ranged` or `flank`.
fn attack_words(kind: &str, roll: &AttackRoll) -> Msg {
    msg!(
        "westeros-attack",
        attacker = roll.attacker.to_string(),
        target = roll.target.to_string(),
        kind = Msg::keyed("westeros-attack", kind),
        dice = roll.dice.len(),
        faces = dice_words(&roll.dice),
        score = score_words(roll.hits, roll.morale, false)
    )
}

/// A list in words: `N5`, `N5 and N6`, `N5, N6 and N1`.
fn list(items: Vec<Msg>) -> Msg {
    let mut items = items;
    let Some(last) = items.pop() else {
        return msg!("westeros-notation", text = "");
    };
    match items
        .into_iter()
        .reduce(|first, then| msg!("westeros-comma", first = first, then = then))
    {
        None => last,
        Some(first) => msg!("westeros-and", first = first, last = last),
    }
}

/// Notation (unit ids, hexes) as a list's items: they read the same in every language.
fn notation(items: &[String]) -> Vec<Msg> {
    items
        .iter()
        .map(|item| msg!("westeros-notation", text = item))
        .collect()
}

/// Hexes as alternatives: `C4 or D5`.
pub(super) fn either(hexes: &[String]) -> Msg {
    notation(hexes)
        .into_iter()
        .reduce(|first, then| msg!("westeros-or", first = first, then = then))
        .unwrap_or_else(|| msg!("westeros-notation", text = ""))
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
    parts: Vec<Msg>,
    /// Morale as the story has reached it (events change it one by one).
    morale: BySide<u8>,
    /// VP as the story has reached it.
    vp: BySide<u8>,
}

/// One move in words, the same for every viewer since it tells only what is public (§16):
/// the action, then the automatic steps after it, read from `after.rolls` (this action's
/// rolls, §19.4) and from what differs between `before` and `after`.
pub fn describe(before: &State, side: Side, action: &Action, after: &State) -> Msg {
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
    story
        .parts
        .into_iter()
        .reduce(|first, then| msg!("westeros-then", first = first, then = then))
        .expect("an action is always told")
}

impl Story<'_> {
    fn say(&mut self, sentence: Msg) {
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
    #[allow(clippy::too_many_lines)] // a table: one sentence an action
    fn deed(&mut self) {
        let (before, side) = (self.before, self.side);
        let s = side_msg(side);
        let sentence = match self.action {
            Action::Pass => msg!("westeros-passes", side = s),
            Action::Token(k, u) => msg!(
                "westeros-token",
                side = s,
                face = face_msg(k),
                unit = u.to_string()
            ),
            Action::Pair(k, u) => msg!(
                "westeros-pair",
                side = s,
                face = face_msg(k),
                unit = u.to_string()
            ),
            Action::MoraleUp => {
                let (was, now) =
                    self.change_morale(side, i16::from(CATALOG.morale.morale_token_up));
                msg!("westeros-morale-up", side = s, was = was, now = now)
            }
            Action::MoraleRally(u) => {
                let delta = i16::from(CATALOG.morale.morale_token_rally);
                let (was, now) = self.change_morale(side, delta);
                msg!(
                    "westeros-morale-rally",
                    side = s,
                    unit = u.to_string(),
                    was = was,
                    now = now
                )
            }
            Action::Card(c, u) => msg!(
                "westeros-plays",
                side = s,
                card = card_name(c),
                commander = commander_name(u)
            ),
            Action::Improvise(c, u) => msg!(
                "westeros-improvises",
                side = s,
                card = card_name(c),
                commander = commander_name(u)
            ),
            Action::Order(u) => msg!("westeros-orders", side = s, unit = u.to_string()),
            Action::Move(u, h) => match before.unit(u).hex() {
                Some(from) if self.free_attacks() => msg!(
                    "westeros-leaves",
                    unit = u.to_string(),
                    from = from.to_string(),
                    to = h.to_string()
                ),
                Some(from) => msg!(
                    "westeros-moves-from",
                    unit = u.to_string(),
                    from = from.to_string(),
                    to = h.to_string()
                ),
                None => msg!(
                    "westeros-moves-to",
                    unit = u.to_string(),
                    to = h.to_string()
                ),
            },
            Action::Attack(u, t) => match self.own_attack() {
                Some((kind, roll)) => {
                    let flank = kind == "melee" && before.unit(t).engaged.iter().any(|e| *e != u);
                    attack_words(if flank { "flank" } else { kind }, roll)
                }
                None => msg!(
                    "westeros-attacks",
                    unit = u.to_string(),
                    target = t.to_string()
                ),
            },
            Action::Reroll(f) => msg!("westeros-rerolls", side = s, face = face_msg(f)),
            Action::Keep => msg!("westeros-keeps", side = s),
            Action::Retreat(u, h) => {
                msg!(
                    "westeros-retreats",
                    unit = u.to_string(),
                    hex = h.to_string()
                )
            }
            Action::Advance(u, h) if self.free_attacks() => {
                msg!(
                    "westeros-sets-out",
                    unit = u.to_string(),
                    hex = h.to_string()
                )
            }
            Action::Advance(u, h) => {
                msg!(
                    "westeros-advances",
                    unit = u.to_string(),
                    hex = h.to_string()
                )
            }
            Action::Stay => match before.pending {
                Pending::Advance { unit, .. } => msg!("westeros-stays", unit = unit.to_string()),
                _ => msg!("westeros-no-advance", side = s),
            },
            Action::Done => match before.pending {
                Pending::Select => msg!("westeros-done-select", side = s),
                Pending::Move => msg!("westeros-done-move", side = s),
                Pending::Attack => msg!("westeros-done-attack", side = s),
                _ => msg!("westeros-done", side = s),
            },
            Action::DiscardToken(k) => {
                msg!("westeros-discards-token", side = s, face = face_msg(k))
            }
            Action::DiscardCard(c) => msg!("westeros-discards", side = s, what = card_name(c)),
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
                Roll::Free(a) => msg!(
                    "westeros-free-attack",
                    attacker = a.attacker.to_string(),
                    target = a.target.to_string(),
                    faces = dice_words(&a.dice),
                    score = score_words(a.hits, a.morale, true)
                ),
                Roll::Reroll { target, dice, .. } => {
                    let rank = target.info().rank;
                    let hits = dice.iter().filter(|f| rank.is_hit_by(**f)).count() as u8;
                    let morale = dice.iter().filter(|f| **f == Face::Morale).count() as u8;
                    msg!(
                        "westeros-reroll-now",
                        faces = dice_words(dice),
                        score = score_words(hits, morale, false)
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

    /// A unit changing hex: the action's own mover moves or advances; any other unit can
    /// only have retreated (§10.9).
    fn hex_change(&self, unit: UnitId, hex: Hex) -> Msg {
        let (u, h) = (unit.to_string(), hex.to_string());
        match self.action {
            Action::Move(mover, _) if mover == unit => msg!("westeros-moves-to", unit = u, to = h),
            Action::Advance(mover, _) if mover == unit => {
                msg!("westeros-advances", unit = u, hex = h)
            }
            Action::Retreat(mover, _) if mover == unit => {
                msg!("westeros-retreats-on", unit = u, hex = h)
            }
            _ => msg!("westeros-retreats", unit = u, hex = h),
        }
    }

    /// A unit eliminated (§10.9 step 3) or, `captured`, a lone commander captured: the
    /// opponent scores, the owner's morale drops (§12).
    fn loss(&mut self, unit: UnitId, captured: bool) -> Msg {
        let (owner, opponent) = (unit.side(), unit.side().opponent());
        let (vp, loss, what) = if captured {
            let what = msg!(
                "westeros-captured",
                commander = commander_name(unit),
                unit = unit.to_string()
            );
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
                msg!("westeros-eliminated", unit = unit.to_string()),
            )
        };
        self.vp[opponent] += vp;
        let (_, now) = self.change_morale(owner, -i16::from(loss));
        msg!(
            "westeros-loss",
            what = what,
            opponent = side_msg(opponent),
            vp = self.vp[opponent],
            owner = side_msg(owner),
            morale = now
        )
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
                self.say(msg!(
                    "westeros-loses-figures",
                    unit = unit.to_string(),
                    lost = lost,
                    left = now.figures
                ));
            }
            if !was.lone && (now.lone || now.place == Place::Captured) {
                let loss = self.loss(unit, false);
                let commander = commander_name(unit);
                self.say(match was.hex() {
                    Some(hex) => msg!(
                        "westeros-alone-on",
                        loss = loss,
                        commander = commander,
                        hex = hex.to_string()
                    ),
                    None => msg!("westeros-alone", loss = loss, commander = commander),
                });
            }
            match now.place {
                Place::Eliminated | Place::Captured => {
                    let sentence = self.loss(unit, now.place == Place::Captured);
                    self.say(sentence);
                }
                Place::Board(hex) => {
                    if was.hex() != Some(hex) && !self.hex_already_told(unit, hex) {
                        let sentence = self.hex_change(unit, hex);
                        self.say(sentence);
                    }
                    if now.active && !was.active && after.round == before.round {
                        activated.push(unit.to_string());
                    }
                }
            }
            for other in now.engaged.iter().filter(|o| unit < **o) {
                if !was.engaged.contains(other) {
                    self.say(msg!(
                        "westeros-engaged",
                        unit = unit.to_string(),
                        other = other.to_string()
                    ));
                }
            }
        }
        if !activated.is_empty() {
            self.say(msg!(
                "westeros-active",
                units = list(notation(&activated)),
                count = activated.len()
            ));
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
            self.say(msg!(
                "westeros-steady",
                side = side_msg(owner),
                was = was,
                now = now
            ));
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
            let who = holder.map_or_else(
                || side_msg(side),
                |u| msg!("westeros-notation", text = u.to_string()),
            );
            self.say(msg!("westeros-controls", who = who, hex = hex.to_string()));
        }
    }
}
