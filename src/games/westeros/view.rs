//! What each viewer sees (§19.4, §16): everything on the table — rounds, morale, VP,
//! fords, tokens, commanders, units, discard piles, the step waiting and the latest rolls —
//! and of the hidden parts only the viewer's own hand. Hands and decks of others are
//! counts; the deck's order and the seed are never shown to anybody. Sides, ids, hexes,
//! cards and faces are written as in the notation (§19.3).

use serde_json::{Map, Value, json};

use super::action::face_word;
use super::board::Hex;
use super::data::{CATALOG, CardId, Face, Side, UnitId};
use super::state::{AttackRoll, Order, OrderTokens, Pending, Phase, Place, Roll, State};
use super::victory;

/// The state as `viewer` may see it (`None`: a spectator), in the shape of §19.4; once the
/// battle is over it also holds `result` (§19.5).
pub fn view(state: &State, viewer: Option<Side>) -> Value {
    let mut view = json!({
        "round": state.round,
        "round_limit": CATALOG.meta.round_limit,
        "round_colour": state.colour(),
        "phase": state.phase,
        "first": state.first,
        "momentum": state.momentum,
        "turn": if state.phase == Phase::Command { json!(state.turn) } else { Value::Null },
        "passed": by_side(|s| json!(state.sides[s].passed)),
        "morale": by_side(|s| json!(state.sides[s].morale)),
        "band": by_side(|s| json!(victory::band_word(state.sides[s].morale))),
        "vp": by_side(|s| json!(state.sides[s].vp)),
        "fords": fords(state),
        "command_board": by_side(|s| json!(state.sides[s].command_board)),
        "commanders": commanders(state),
        "order_tokens": by_side(|s| order_tokens(&state.sides[s].order_tokens)),
        "units": units(state),
        "removed": removed(state),
        "hand_size": by_side(|s| json!(state.sides[s].hand.len())),
        "deck_size": by_side(|s| json!(state.sides[s].deck.len())),
        "discard": by_side(|s| cards(&state.sides[s].discard)),
        "pending": pending(state),
        "rolls": state.rolls.iter().map(roll).collect::<Vec<_>>(),
    });
    if let Some(side) = viewer {
        view["hand"] = cards(&state.sides[side].hand);
        // Herald's addition to §19.4: whose view it is, so the board draws the hand on
        // its owner's side.
        view["seat"] = json!(side);
    }
    if let Some(result) = victory::result_json(state) {
        view["result"] = result;
    }
    view
}

/// `{"north": …, "west": …}`.
fn by_side(value: impl Fn(Side) -> Value) -> Value {
    json!({"north": value(Side::North), "west": value(Side::West)})
}

/// A unit's id as a JSON string.
fn id(unit: UnitId) -> Value {
    Value::String(unit.to_string())
}

/// Unit ids as a JSON list.
fn ids(units: &[UnitId]) -> Value {
    Value::Array(units.iter().map(|u| id(*u)).collect())
}

/// Faces as a JSON list of notation words.
fn faces(dice: &[Face]) -> Value {
    Value::Array(dice.iter().map(|f| json!(face_word(*f))).collect())
}

/// Card ids as a JSON list, in the order given.
fn cards(cards: &[CardId]) -> Value {
    Value::Array(cards.iter().map(|c| json!(c.to_string())).collect())
}

/// Each ford (§3.5) by hex: its controller, or null.
fn fords(state: &State) -> Value {
    let fords: Map<String, Value> = CATALOG
        .terrain
        .ford
        .iter()
        .map(|hex| (hex.to_string(), json!(state.ford_controller(*hex))))
        .collect();
    Value::Object(fords)
}

/// Each commander (§4.4) by the id of the unit he rides with: the command tokens on his
/// card and whether he was captured.
fn commanders(state: &State) -> Value {
    let commanders: Map<String, Value> = state
        .commanders
        .iter()
        .map(|c| {
            let card = json!({"tokens": c.tokens, "captured": c.captured});
            (c.unit.to_string(), card)
        })
        .collect();
    Value::Object(commanders)
}

/// A side's order tokens (§10.2), every kind present, zeros too.
fn order_tokens(tokens: &OrderTokens) -> Value {
    let kinds: Map<String, Value> = OrderTokens::KINDS
        .iter()
        .map(|k| (face_word(*k).to_string(), json!(tokens.count(*k))))
        .collect();
    Value::Object(kinds)
}

/// Every unit on the board (lone commanders included) by id: its hex, figures, banner,
/// whether it is a lone commander and the enemy units it is engaged with.
fn units(state: &State) -> Value {
    let units: Map<String, Value> = UnitId::all()
        .filter_map(|u| {
            let unit = state.unit(u);
            let hex = unit.hex()?;
            let shown = json!({
                "hex": hex.to_string(),
                "figures": unit.figures,
                "active": unit.active,
                "lone": unit.lone,
                "engaged": ids(&unit.engaged),
            });
            Some((u.to_string(), shown))
        })
        .collect();
    Value::Object(units)
}

/// Every unit off the board by id: `eliminated` or `captured` (§10.9).
fn removed(state: &State) -> Value {
    let removed: Map<String, Value> = UnitId::all()
        .filter_map(|u| {
            let how = match state.unit(u).place {
                Place::Board(_) => return None,
                Place::Eliminated => "eliminated",
                Place::Captured => "captured",
            };
            Some((u.to_string(), json!(how)))
        })
        .collect();
    Value::Object(removed)
}

/// The step waiting for a decision (§15) with the fields §19.4 gives it: the Select,
/// Move and Attack steps read the turn's order, the Reroll step the attack being resolved.
fn pending(state: &State) -> Value {
    let blank = Order::default();
    let order = state.order.as_ref().unwrap_or(&blank);
    let giver = |step: &str| {
        json!({
            "step": step,
            "card": order.card.map(|c| c.to_string()),
            "improvised": order.improvised,
            "commander": order.commander.map(|u| u.to_string()),
            "ordered": ids(&order.ordered),
        })
    };
    match &state.pending {
        Pending::Turn => json!({"step": "turn"}),
        Pending::Select => {
            let mut shown = giver("select");
            shown["commands_left"] = json!(order.commands_left);
            shown
        }
        Pending::Move => {
            let mut shown = giver("move");
            shown["moved"] = ids(&order.moved);
            shown
        }
        Pending::Attack => {
            let mut shown = giver("attack");
            let left: Map<String, Value> = order
                .ordered
                .iter()
                .map(|u| (u.to_string(), json!(order.attacks_of(*u))))
                .collect();
            shown["attacks_left"] = Value::Object(left);
            shown
        }
        Pending::Reroll => match &state.strike {
            Some(strike) => json!({
                "step": "reroll",
                "attacker": id(strike.attacker),
                "target": id(strike.target),
                "dice": faces(&strike.dice),
            }),
            None => json!({"step": "reroll", "attacker": null, "target": null, "dice": []}),
        },
        Pending::Retreat {
            unit,
            results_left,
            options,
        } => json!({
            "step": "retreat",
            "unit": id(*unit),
            "results_left": results_left,
            "options": options.iter().map(Hex::to_string).collect::<Vec<_>>(),
        }),
        Pending::Advance { unit, hex, pursue } => json!({
            "step": "advance",
            "unit": id(*unit),
            "hex": hex.to_string(),
            "pursue": pursue,
        }),
        Pending::Discard {
            seat,
            tokens_over,
            cards_over,
        } => json!({
            "step": "discard",
            "seat": seat,
            "tokens_over": tokens_over,
            "cards_over": cards_over,
        }),
        Pending::Over => json!({"step": "over"}),
    }
}

/// One roll in the shape of §19.4 `rolls`; a shuffle shows whose deck, never its order.
fn roll(roll: &Roll) -> Value {
    let attack = |kind: &str, a: &AttackRoll| {
        json!({
            "kind": kind,
            "attacker": id(a.attacker),
            "target": id(a.target),
            "dice": faces(&a.dice),
            "hits": a.hits,
            "morale": a.morale,
        })
    };
    match roll {
        Roll::Momentum { die } => json!({"kind": "momentum", "die": die}),
        Roll::Shuffle { side } => json!({"kind": "shuffle", "side": side}),
        Roll::OrderDice { side, dice } => {
            json!({"kind": "order_dice", "side": side, "dice": faces(dice)})
        }
        Roll::Melee(a) => attack("melee", a),
        Roll::Ranged(a) => attack("ranged", a),
        Roll::Free(a) => attack("free", a),
        Roll::Reroll {
            attacker,
            target,
            face,
            dice,
        } => json!({
            "kind": "reroll",
            "attacker": id(*attacker),
            "target": id(*target),
            "face": face_word(*face),
            "dice": faces(dice),
        }),
    }
}
