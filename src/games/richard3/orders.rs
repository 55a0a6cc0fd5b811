//! Standing battle orders (issue 13): a seat's answers, given ahead, to the decisions of a
//! battle (6.2–6.9) it would otherwise be asked — fire, retreat, charge, treachery (and
//! the Treason roll), which of equally strong blocks takes the hits, and the winner's
//! regroup. An order left at `"ask"` asks the player whenever the choice it covers is open.
//!
//! The rules the orders follow (docs/richard3.md, "Standing battle orders"):
//! - A battle turn (6.2): each block of the slot gets the first of these its orders answer:
//!   a treachery roll (6.9), the heir's charge (6.5), a retreat (6.6), fire. The blocks of a
//!   slot then act treachery rolls first, then charges, retreats and fire, each kind in
//!   `blocks.toml` order. If the orders leave the turn of any block of the slot to the
//!   player, the whole slot is asked: the player keeps the order of his blocks (6.2).
//! - Treachery and Treason target: the fewest dice (6.91), then the most steps, then
//!   `blocks.toml` order. Charge target: the fewest steps, then the highest firepower,
//!   then `blocks.toml` order.
//! - Retreat area: the legal area holding most of the seat's own blocks, then `map.toml`
//!   order. A block that must retreat (an attacker in round 4) retreats there under any
//!   `at_steps` order; under `"never"` or `"ask"` its player is asked where.
//! - Hits (6.4): among the equally strongest blocks, not an heir before an heir (9.0),
//!   then the lowest firepower, then `blocks.toml` order.
//! - Regroup (6.7): `"stay"` ends the regroup at once (`done`).

use std::cmp::Reverse;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::json;

use crate::engine::OrderField;
use crate::i18n::Msg;
use crate::msg;

use super::action::Action;
use super::data::{AreaId, BlockId, House};
use super::phase::battle::{firepower, treachery_dice};
use super::state::{Phase, State};

/// A seat's standing battle orders: every field optional in JSON, `"ask"` by default,
/// unknown fields refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Orders {
    /// 6.2: a block's battle turn when nothing else is ordered.
    pub fire: Fire,
    /// 6.6: retreating from round 2.
    pub retreat: Retreat,
    /// 6.5: the senior heir's charge.
    pub charge: Willing,
    /// 6.9: the King's, Pretender's or Warwick's treachery roll, and the Treason roll.
    pub treachery: Willing,
    /// 6.4: which of equally strong blocks takes the hits.
    pub hits: Hits,
    /// 6.7: the winner's regroup.
    pub regroup: Regroup,
}

/// The fire order (6.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fire {
    /// Ask for the block's battle turn.
    #[default]
    Ask,
    /// A block with nothing else ordered fires.
    Always,
}

/// The retreat order (6.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Retreat {
    /// Ask whenever a retreat is open.
    #[default]
    Ask,
    /// Never retreat by choice.
    Never,
    /// Retreat a block whose steps are at or below this (`{"at_steps": 1}`).
    AtSteps(Steps),
}

/// A block's steps in a retreat order: 1 to 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Steps(u8);

impl Steps {
    /// `n` steps, if it is 1 to 3.
    pub fn new(n: u8) -> Option<Steps> {
        (1..=3).contains(&n).then_some(Steps(n))
    }

    /// The number of steps.
    pub fn get(self) -> u8 {
        self.0
    }
}

impl<'de> Deserialize<'de> for Steps {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let n = u64::deserialize(deserializer)?;
        u8::try_from(n).ok().and_then(Steps::new).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "at_steps is a block's steps, 1, 2 or 3 (6.6); {n} is not"
            ))
        })
    }
}

/// The charge and treachery orders (6.5, 6.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Willing {
    /// Ask whenever it is open.
    #[default]
    Ask,
    /// Never; the block's turn goes on to the next order.
    Never,
    /// Whenever it is open.
    Always,
}

/// The hits order (6.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hits {
    /// Ask which of equally strong blocks takes the hits.
    #[default]
    Ask,
    /// Heirs last, then the lowest firepower, then `blocks.toml` order.
    Auto,
}

/// The regroup order (6.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Regroup {
    /// Ask where blocks regroup.
    #[default]
    Ask,
    /// The winner stays in the battle area.
    Stay,
}

/// The questions of [`Orders`] for the game page's form, `"ask"` first, each worded by
/// the messages `richard3-orders-<name>` and `richard3-orders-<name>-<answer>`.
pub fn form() -> Vec<OrderField> {
    let ask = (json!("ask"), msg!("richard3-orders-ask"));
    let answer = |value: serde_json::Value, name: &str, key: &str| {
        (
            value,
            Msg::keyed("richard3-orders", &format!("{name}-{key}")),
        )
    };
    let mut retreat = vec![ask.clone(), answer(json!("never"), "retreat", "never")];
    for n in 1..=3 {
        retreat.push((
            json!({ "at_steps": n }),
            msg!("richard3-orders-retreat-at-steps", steps = n),
        ));
    }
    let question = |name: &'static str, rule: &'static str, choices| OrderField {
        name,
        label: Msg::keyed("richard3-orders", name),
        rule,
        choices,
    };
    vec![
        question(
            "fire",
            "6.2",
            vec![ask.clone(), answer(json!("always"), "fire", "always")],
        ),
        question("retreat", "6.6", retreat),
        question(
            "charge",
            "6.5",
            vec![
                ask.clone(),
                answer(json!("never"), "charge", "never"),
                answer(json!("always"), "charge", "always"),
            ],
        ),
        question(
            "treachery",
            "6.9",
            vec![
                ask.clone(),
                answer(json!("never"), "treachery", "never"),
                answer(json!("always"), "treachery", "always"),
            ],
        ),
        question(
            "hits",
            "6.4",
            vec![ask.clone(), answer(json!("auto"), "hits", "auto")],
        ),
        question(
            "regroup",
            "6.7",
            vec![ask, answer(json!("stay"), "regroup", "stay")],
        ),
    ]
}

/// The action `orders` give `house` now, if they answer the battle decision before it;
/// `None` asks the player. Always one of [`super::legal`].
pub fn ordered(state: &State, house: House, orders: &Orders) -> Option<Action> {
    let in_battle = matches!(
        state.phase,
        Phase::Treason { .. }
            | Phase::BattleTurn { .. }
            | Phase::TakeHit { .. }
            | Phase::Regroup { .. }
    );
    // Not the house's decision, or not a battle's: asked as ever.
    let legal = if in_battle {
        super::legal(state, house)
    } else {
        Vec::new()
    };
    if legal.is_empty() {
        return None;
    }
    match state.phase {
        Phase::Treason { .. } => treason(state, &legal, orders),
        Phase::BattleTurn { .. } => slot(state, house, &legal, orders),
        Phase::TakeHit { .. } if orders.hits == Hits::Auto => take_hit(state, &legal),
        Phase::Regroup { .. } if orders.regroup == Regroup::Stay => Some(Action::Done),
        _ => None,
    }
}

/// Rule 6.9 Treason: `always` rolls at the likeliest target, `never` declines.
fn treason(state: &State, legal: &[Action], orders: &Orders) -> Option<Action> {
    match orders.treachery {
        Willing::Ask => None,
        Willing::Never => Some(Action::Decline),
        Willing::Always => {
            let targets = legal.iter().filter_map(|a| match a {
                Action::Treason(t) => Some(*t),
                _ => None,
            });
            likeliest_target(state, None, targets).map(Action::Treason)
        }
    }
}

/// The block whose battle turn `action` is.
fn turn_block(action: &Action) -> Option<BlockId> {
    match *action {
        Action::Fire(b)
        | Action::Pass(b)
        | Action::Retreat(b, _)
        | Action::Charge(b, _)
        | Action::Treachery(b, _) => Some(b),
        _ => None,
    }
}

/// The order in which the blocks of a slot act under orders: treachery rolls, charges,
/// retreats, fire.
fn precedence(action: &Action) -> u8 {
    match action {
        Action::Treachery(..) => 0,
        Action::Charge(..) => 1,
        Action::Retreat(..) => 2,
        _ => 3,
    }
}

/// Rule 6.2: the ordered turn of one block of the slot, when the orders answer the turn
/// of every block in it.
fn slot(state: &State, house: House, legal: &[Action], orders: &Orders) -> Option<Action> {
    let mut blocks: Vec<BlockId> = legal.iter().filter_map(turn_block).collect();
    blocks.sort_unstable();
    blocks.dedup();
    let mut turns = Vec::with_capacity(blocks.len());
    for block in blocks {
        let own: Vec<Action> = legal
            .iter()
            .filter(|a| turn_block(a) == Some(block))
            .copied()
            .collect();
        turns.push(block_turn(state, house, block, &own, orders)?);
    }
    turns
        .into_iter()
        .min_by_key(|a| (precedence(a), turn_block(a)))
}

/// Rules 6.2, 6.5, 6.6, 6.9: `block`'s turn under `orders`, from its legal turns `own`:
/// treachery, charge, retreat, fire, the first the orders take; `None` when they leave an
/// open choice to the player.
fn block_turn(
    state: &State,
    house: House,
    block: BlockId,
    own: &[Action],
    orders: &Orders,
) -> Option<Action> {
    let targets = |treachery: bool| {
        own.iter().filter_map(move |a| match *a {
            Action::Treachery(_, t) if treachery => Some(t),
            Action::Charge(_, t) if !treachery => Some(t),
            _ => None,
        })
    };
    if targets(true).next().is_some() {
        match orders.treachery {
            Willing::Ask => return None,
            Willing::Always => {
                let target = likeliest_target(state, Some(block), targets(true))?;
                return Some(Action::Treachery(block, target));
            }
            Willing::Never => {}
        }
    }
    if targets(false).next().is_some() {
        match orders.charge {
            Willing::Ask => return None,
            Willing::Always => {
                let target = charge_target(state, targets(false))?;
                return Some(Action::Charge(block, target));
            }
            Willing::Never => {}
        }
    }
    let areas: Vec<AreaId> = own
        .iter()
        .filter_map(|a| match *a {
            Action::Retreat(_, to) => Some(to),
            _ => None,
        })
        .collect();
    let may_fire = own.contains(&Action::Fire(block));
    if !areas.is_empty() {
        let retreat = match orders.retreat {
            Retreat::AtSteps(n) => !may_fire || state.steps[block] <= n.get(),
            Retreat::Never if may_fire => false,
            // Asked, or a block that must retreat with no rule for where.
            _ => return None,
        };
        if retreat {
            return Some(Action::Retreat(block, retreat_area(state, house, &areas)));
        }
    }
    (may_fire && orders.fire == Fire::Always).then_some(Action::Fire(block))
}

/// Rules 6.9, 6.91: the treachery (or Treason, `roller` `None`) target with the best
/// chance: the fewest dice, then the most steps, then `blocks.toml` order.
fn likeliest_target(
    state: &State,
    roller: Option<BlockId>,
    targets: impl Iterator<Item = BlockId>,
) -> Option<BlockId> {
    targets.min_by_key(|t| (treachery_dice(roller, *t), Reverse(state.steps[*t]), *t))
}

/// Rule 6.5: the charge target most likely to fall before it can fire back: the fewest
/// steps, then the highest firepower, then `blocks.toml` order.
fn charge_target(state: &State, targets: impl Iterator<Item = BlockId>) -> Option<BlockId> {
    let battle = state.battle.as_ref()?;
    targets.min_by_key(|t| (state.steps[*t], Reverse(firepower(state, battle, *t)), *t))
}

/// Rule 6.6: the retreat area holding most of `house`'s blocks, then the first in
/// `map.toml` order.
fn retreat_area(state: &State, house: House, areas: &[AreaId]) -> AreaId {
    *areas
        .iter()
        .min_by_key(|a| (Reverse(state.blocks_of_in(house, **a).iter().count()), **a))
        .expect("a retreat area")
}

/// Rule 6.4: which of the equally strongest blocks takes the hits: not an heir before an
/// heir (an heir lost may lose the game, 9.0), then the lowest firepower, then
/// `blocks.toml` order.
fn take_hit(state: &State, legal: &[Action]) -> Option<Action> {
    let battle = state.battle.as_ref()?;
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::Hit(b) => Some(b),
            _ => None,
        })
        .min_by_key(|b| (b.info().is_heir(), firepower(state, battle, *b), *b))
        .map(Action::Hit)
}
