//! The view (§19.4) and its redaction (§16): every key at setup for both seats and a
//! spectator, the hand only for its owner, the deck's order in no view, every pending
//! step's shape, the rolls' shapes, removed units, lone commanders, the fords, the result
//! once over, and the board drawn from the view.

use resvg::usvg;
use serde_json::{Value, json};

use crate::engine::{Dice, Seed};
use crate::games::westeros::data::{CardId, Face, Momentum, Side, UnitId};
use crate::games::westeros::drawing::board;
use crate::games::westeros::state::{
    AttackRoll, Order, OrderTokens, Pending, Phase, Place, Roll, State, Strike, StrikeKind, setup,
};
use crate::games::westeros::victory::{GameResult, Reason};
use crate::games::westeros::view::view;

use super::{h, hexes};

fn unit(id: &str) -> UnitId {
    UnitId::parse(id).unwrap()
}

fn card(id: &str) -> CardId {
    CardId::parse(id).unwrap()
}

/// The setup (§6) with north holding the momentum, every deck left in catalog order (the
/// 18 shuffle draws are 0) and order dice north green, blue, valor; west red, morale, green.
fn at_setup() -> State {
    let mut script = vec![0; 18];
    script.extend([1, 4, 8, 6, 7, 2]);
    setup(Momentum::North, &mut Dice::scripted(&script))
}

/// The keys of a JSON object, sorted.
fn keys(value: &Value) -> Vec<String> {
    let mut keys: Vec<String> = value
        .as_object()
        .expect("an object")
        .keys()
        .cloned()
        .collect();
    keys.sort();
    keys
}

const KEYS: [&str; 22] = [
    "band",
    "command_board",
    "commanders",
    "deck_size",
    "discard",
    "first",
    "fords",
    "hand_size",
    "momentum",
    "morale",
    "order_tokens",
    "passed",
    "pending",
    "phase",
    "removed",
    "round",
    "round_colour",
    "round_limit",
    "rolls",
    "turn",
    "units",
    "vp",
];

// 19.4: the keys, for a seat (with its hand and, Herald's addition, its seat's name) and
// for a spectator (without)
#[test]
fn the_view_has_exactly_the_keys_of_19_4_and_a_hand_only_for_a_seat() {
    let state = at_setup();
    let mut expected: Vec<String> = KEYS.iter().map(|k| k.to_string()).collect();
    expected.sort();
    assert_eq!(keys(&view(&state, None)), expected, "a spectator's view");
    expected.push("hand".to_string());
    expected.push("seat".to_string());
    expected.sort();
    for side in Side::BOTH {
        let seen = view(&state, Some(side));
        assert_eq!(keys(&seen), expected, "{side:?}'s view");
        assert_eq!(seen["seat"], side.word(), "{side:?}'s view names its seat");
    }
}

// 19.4 at setup (6, 8, 9): every value
#[test]
fn the_view_at_setup_shows_the_table_of_6() {
    let state = at_setup();
    let shown = view(&state, None);
    let top = json!({
        "round": 1, "round_limit": 6, "round_colour": "white", "phase": "command",
        "first": "north", "momentum": "west", "turn": "north",
        "passed": {"north": false, "west": false},
        "morale": {"north": 10, "west": 10},
        "band": {"north": "green", "west": "green"},
        "vp": {"north": 0, "west": 0},
        "fords": {"D5": null, "G5": null, "J5": null},
        "command_board": {"north": 4, "west": 4},
        "commanders": {"N3": {"tokens": 0, "captured": false},
                       "N4": {"tokens": 0, "captured": false},
                       "W3": {"tokens": 0, "captured": false},
                       "W4": {"tokens": 0, "captured": false}},
        "order_tokens": {"north": {"green": 1, "blue": 1, "red": 0, "valor": 1, "morale": 0},
                         "west": {"green": 1, "blue": 0, "red": 1, "valor": 0, "morale": 1}},
        "removed": {},
        "hand_size": {"north": 2, "west": 2},
        "deck_size": {"north": 8, "west": 8},
        "discard": {"north": [], "west": []},
        "pending": {"step": "turn"},
        "rolls": [{"kind": "shuffle", "side": "north"}, {"kind": "shuffle", "side": "west"},
                  {"kind": "order_dice", "side": "north", "dice": ["green", "blue", "valor"]},
                  {"kind": "order_dice", "side": "west", "dice": ["red", "morale", "green"]}],
    });
    for (key, value) in top.as_object().unwrap() {
        assert_eq!(&shown[key], value, "{key}");
    }
    let units = shown["units"].as_object().unwrap();
    assert_eq!(units.len(), 12, "every unit is on the board");
    for u in UnitId::all() {
        let info = u.info();
        let expected = json!({"hex": info.start.to_string(), "figures": info.figures,
                              "active": true, "lone": false, "engaged": []});
        assert_eq!(units[&info.id], expected, "{u}");
    }
    // 9 B: the two cards drawn, in the order drawn (the scripted shuffle's top two).
    assert_eq!(
        view(&state, Some(Side::North))["hand"],
        json!(["march", "steady"])
    );
}

/// A state where north's hand holds the only `charge` and `volley` of the game and west's
/// the only `steady` and `muster`: no discard pile, no pending step and no other hand
/// holds them (the decks do, which no view shows).
fn hidden_hands() -> State {
    let mut state = at_setup();
    state.sides.north.hand = vec![card("charge"), card("volley")];
    state.sides.west.hand = vec![card("steady"), card("muster")];
    state.sides.north.discard = vec![card("march"), card("assault")];
    state.sides.west.discard = vec![card("rally")];
    state.order = Some(Order {
        card: Some(card("march")),
        commander: Some(unit("N3")),
        ordered: vec![unit("N3")],
        commands_left: 1,
        ..Order::default()
    });
    state.pending = Pending::Select;
    state
}

// 16: a hand reaches only its owner
#[test]
fn a_hand_is_in_no_view_but_its_owners() {
    let state = hidden_hands();
    let text = |viewer: Option<Side>| view(&state, viewer).to_string();
    for (owner, hidden) in [
        (Side::North, ["charge", "volley"]),
        (Side::West, ["steady", "muster"]),
    ] {
        for id in hidden {
            assert!(text(Some(owner)).contains(id), "{owner:?} sees his {id}");
            assert!(
                !text(Some(owner.opponent())).contains(id),
                "{id} hidden from the opponent"
            );
            assert!(!text(None).contains(id), "{id} hidden from spectators");
        }
    }
    let west = view(&state, Some(Side::West));
    assert_eq!(west["hand"], json!(["steady", "muster"]));
    assert_eq!(west["hand_size"], json!({"north": 2, "west": 2}));
    assert_eq!(
        west["discard"],
        json!({"north": ["march", "assault"], "west": ["rally"]})
    );
}

// 16: the deck's order is known to nobody
#[test]
fn no_view_depends_on_the_order_of_a_deck() {
    let state = hidden_hands();
    let mut reordered = state.clone();
    reordered.sides.north.deck.reverse();
    reordered.sides.west.deck.rotate_left(3);
    assert_ne!(state.sides.north.deck, reordered.sides.north.deck);
    assert_ne!(state.sides.west.deck, reordered.sides.west.deck);
    for viewer in [Some(Side::North), Some(Side::West), None] {
        assert_eq!(view(&state, viewer), view(&reordered, viewer), "{viewer:?}");
    }
}

/// The state with `pending` waiting and `order` being carried out.
fn waiting(pending: Pending, order: Option<Order>) -> Value {
    let mut state = at_setup();
    state.pending = pending;
    state.order = order;
    view(&state, None)["pending"].clone()
}

fn march_order() -> Order {
    Order {
        card: Some(card("march")),
        improvised: false,
        commander: Some(unit("N3")),
        commands_left: 1,
        ordered: vec![unit("N3"), unit("N6")],
        moved: vec![unit("N6")],
        attacks_left: vec![(unit("N3"), 1), (unit("N6"), 0)],
        pursuing: Vec::new(),
        advanced: Vec::new(),
    }
}

// 19.4 pending: turn, select, move (card and token), attack
#[test]
fn the_pending_steps_of_an_order_show_the_turns_order() {
    assert_eq!(waiting(Pending::Turn, None), json!({"step": "turn"}));
    assert_eq!(
        waiting(Pending::Select, Some(march_order())),
        json!({"step": "select", "card": "march", "improvised": false, "commander": "N3",
               "commands_left": 1, "ordered": ["N3", "N6"]})
    );
    assert_eq!(
        waiting(Pending::Move, Some(march_order())),
        json!({"step": "move", "card": "march", "improvised": false, "commander": "N3",
               "ordered": ["N3", "N6"], "moved": ["N6"]})
    );
    let token = Order {
        ordered: vec![unit("N1")],
        attacks_left: vec![(unit("N1"), 1)],
        ..Order::default()
    };
    assert_eq!(
        waiting(Pending::Move, Some(token.clone())),
        json!({"step": "move", "card": null, "improvised": false, "commander": null,
               "ordered": ["N1"], "moved": []}),
        "a token order names no card and no commander"
    );
    assert_eq!(
        waiting(Pending::Attack, Some(march_order())),
        json!({"step": "attack", "card": "march", "improvised": false, "commander": "N3",
               "ordered": ["N3", "N6"], "attacks_left": {"N3": 1, "N6": 0}})
    );
    let improvised = Order {
        card: Some(card("charge")),
        improvised: true,
        commander: Some(unit("N4")),
        ordered: vec![unit("N1")],
        ..Order::default()
    };
    assert_eq!(
        waiting(Pending::Attack, Some(improvised)),
        json!({"step": "attack", "card": "charge", "improvised": true, "commander": "N4",
               "ordered": ["N1"], "attacks_left": {"N1": 0}})
    );
}

// 19.4 pending: reroll, retreat, advance, discard, over
#[test]
fn the_pending_steps_inside_an_attack_and_after_the_command_phase() {
    let mut state = at_setup();
    state.pending = Pending::Reroll;
    state.strike = Some(Strike {
        kind: StrikeKind::Melee,
        attacker: unit("N2"),
        target: unit("W2"),
        hex: h("E6"),
        pursuit: false,
        dice: vec![Face::Morale, Face::Blue],
        lone_hits: 0,
    });
    assert_eq!(
        view(&state, None)["pending"],
        json!({"step": "reroll", "attacker": "N2", "target": "W2", "dice": ["morale", "blue"]})
    );
    let retreat = Pending::Retreat {
        unit: unit("W1"),
        results_left: 2,
        options: vec![h("D8"), h("E8")],
    };
    assert_eq!(
        waiting(retreat, None),
        json!({"step": "retreat", "unit": "W1", "results_left": 2, "options": ["D8", "E8"]})
    );
    let advance = Pending::Advance {
        unit: unit("N4"),
        hex: h("G4"),
        pursue: true,
    };
    assert_eq!(
        waiting(advance, None),
        json!({"step": "advance", "unit": "N4", "hex": "G4", "pursue": true})
    );
    let discard = Pending::Discard {
        seat: Side::West,
        tokens_over: 1,
        cards_over: 1,
    };
    assert_eq!(
        waiting(discard, None),
        json!({"step": "discard", "seat": "west", "tokens_over": 1, "cards_over": 1})
    );
    assert_eq!(waiting(Pending::Over, None), json!({"step": "over"}));
}

// 19.4 rolls: every kind, ids and faces as in the notation
#[test]
fn the_rolls_have_the_shapes_of_19_4() {
    let mut state = at_setup();
    let attack = |dice: Vec<Face>, hits, morale| AttackRoll {
        attacker: unit("N6"),
        target: unit("W6"),
        dice,
        hits,
        morale,
    };
    state.rolls = vec![
        Roll::Momentum { die: 6 },
        Roll::Shuffle { side: Side::West },
        Roll::OrderDice {
            side: Side::North,
            dice: vec![Face::Red, Face::Valor, Face::Morale],
        },
        Roll::Melee(attack(vec![Face::Blue, Face::Morale, Face::Morale], 1, 2)),
        Roll::Ranged(attack(vec![Face::Green, Face::Blue], 1, 0)),
        Roll::Free(attack(vec![Face::Valor], 1, 0)),
        Roll::Reroll {
            attacker: unit("N2"),
            target: unit("W2"),
            face: Face::Blue,
            dice: vec![Face::Morale, Face::Green],
        },
    ];
    assert_eq!(
        view(&state, Some(Side::West))["rolls"],
        json!([
            {"kind": "momentum", "die": 6},
            {"kind": "shuffle", "side": "west"},
            {"kind": "order_dice", "side": "north", "dice": ["red", "valor", "morale"]},
            {"kind": "melee", "attacker": "N6", "target": "W6",
             "dice": ["blue", "morale", "morale"], "hits": 1, "morale": 2},
            {"kind": "ranged", "attacker": "N6", "target": "W6",
             "dice": ["green", "blue"], "hits": 1, "morale": 0},
            {"kind": "free", "attacker": "N6", "target": "W6",
             "dice": ["valor"], "hits": 1, "morale": 0},
            {"kind": "reroll", "attacker": "N2", "target": "W2", "face": "blue",
             "dice": ["morale", "green"]},
        ])
    );
}

/// §18 cases 32/33 after the fact: W2 eliminated, the Western lord captured, the Western
/// captain lone on F6 engaged with N3 in G5, N5 inactive; fords G5 north's, J5 west's;
/// north 3 VP, west morale 6; north's lord holds 2 command tokens.
fn after_a_battle() -> State {
    let mut state = at_setup();
    state.round = 2;
    state.unit_mut(unit("W2")).place = Place::Eliminated;
    state.unit_mut(unit("W2")).figures = 0;
    state.unit_mut(unit("W3")).place = Place::Captured;
    state.unit_mut(unit("W3")).figures = 0;
    state.unit_mut(unit("W3")).lone = true;
    state.commanders[2].captured = true;
    let lone = state.unit_mut(unit("W4"));
    lone.place = Place::Board(h("F6"));
    lone.figures = 0;
    lone.lone = true;
    lone.active = false;
    lone.engaged = vec![unit("N3")];
    let lord = state.unit_mut(unit("N3"));
    lord.place = Place::Board(h("G5"));
    lord.engaged = vec![unit("W4")];
    state.unit_mut(unit("N5")).active = false;
    state.commanders[0].tokens = 2;
    state.sides.north.command_board = 2;
    state.fords = vec![None, Some(Side::North), Some(Side::West)];
    state.sides.north.vp = 3;
    state.sides.west.morale = 6;
    state.sides.north.order_tokens = OrderTokens::default();
    state
}

// 4.4, 10.9, 10.10, 10.12, 12: what the battle changed, in the view
#[test]
fn the_view_shows_removed_units_lone_commanders_engagements_and_fords() {
    let shown = view(&after_a_battle(), None);
    assert_eq!(
        shown["removed"],
        json!({"W2": "eliminated", "W3": "captured"})
    );
    let units = shown["units"].as_object().unwrap();
    assert_eq!(units.len(), 10, "removed units are not on the board");
    assert!(!units.contains_key("W2") && !units.contains_key("W3"));
    assert_eq!(
        units["W4"],
        json!({"hex": "F6", "figures": 0, "active": false, "lone": true, "engaged": ["N3"]})
    );
    assert_eq!(
        units["N3"],
        json!({"hex": "G5", "figures": 4, "active": true, "lone": false, "engaged": ["W4"]})
    );
    assert_eq!(units["N5"]["active"], json!(false));
    assert_eq!(
        shown["fords"],
        json!({"D5": null, "G5": "north", "J5": "west"})
    );
    assert_eq!(
        shown["commanders"]["N3"],
        json!({"tokens": 2, "captured": false})
    );
    assert_eq!(
        shown["commanders"]["W3"],
        json!({"tokens": 0, "captured": true})
    );
    assert_eq!(shown["command_board"], json!({"north": 2, "west": 4}));
    assert_eq!(shown["band"], json!({"north": "green", "west": "yellow"}));
    assert_eq!(shown["vp"], json!({"north": 3, "west": 0}));
    assert_eq!(shown["round_colour"], json!("black"));
    assert_eq!(
        shown["order_tokens"]["north"],
        json!({"green": 0, "blue": 0, "red": 0, "valor": 0, "morale": 0})
    );
    assert!(
        shown.get("result").is_none(),
        "no result while the battle goes on"
    );
}

// 19.4 turn: null outside Command; 19.5: the result once over
#[test]
fn outside_command_there_is_no_turn_and_once_over_the_result_is_shown() {
    let mut state = after_a_battle();
    state.phase = Phase::Regroup;
    state.pending = Pending::Discard {
        seat: Side::North,
        tokens_over: 1,
        cards_over: 0,
    };
    assert_eq!(view(&state, None)["turn"], Value::Null);
    assert_eq!(view(&state, None)["phase"], json!("regroup"));
    state.sides.west.morale = 0;
    state.phase = Phase::Over;
    state.pending = Pending::Over;
    state.result = Some(GameResult {
        winner: Side::North,
        reason: Reason::Routed(Side::West),
    });
    for viewer in [Some(Side::North), Some(Side::West), None] {
        let shown = view(&state, viewer);
        assert_eq!(shown["phase"], json!("over"));
        assert_eq!(shown["turn"], Value::Null);
        assert_eq!(shown["band"]["west"], json!("rout"));
        assert_eq!(
            shown["result"],
            json!({"winner": "north", "scores": {"north": 3, "west": 0},
                   "reason": "west routed"})
        );
    }
}

// drawing.rs reads the view: the board drawn from a real view is valid SVG
#[test]
fn the_board_drawn_from_the_view_is_valid_svg() {
    let state = after_a_battle();
    let own = board(&view(&state, Some(Side::North)));
    let spectator = board(&view(&state, None));
    for svg in [&own, &spectator] {
        usvg::Tree::from_str(svg, &usvg::Options::default()).expect("valid SVG");
        assert!(svg.contains("Round 2 of 6"));
        assert!(svg.contains("W4: the lone commander of Western lancers, inactive"));
        assert!(svg.contains("N5 Northern bowmen (ranged, green): 3 figures, inactive"));
        assert!(svg.contains("G5: ford: entering ends a move; an objective, held by north"));
        assert!(svg.contains("west: morale 6 (yellow), VP 0"));
        assert!(svg.contains("command board 2; on commanders:"));
        assert!(svg.contains("hand 2, deck 8, discard:"));
        assert_eq!(svg.matches("are engaged</title>").count(), 1);
        assert!(!svg.contains(">W2</text>") && !svg.contains(">W3</text>"));
        for hex in hexes("C2 I2 K2 E3 H3").iter() {
            assert!(svg.contains(&format!("<title>{hex}: ")), "{hex}");
        }
    }
    assert!(own.contains("Your hand") && own.contains(">Steady</text>"));
    assert!(!spectator.contains("Your hand"));
}

// 16: the seed is no part of the state, so of no view; a seeded setup shows only public dice
#[test]
fn a_seeded_setups_view_shows_the_public_rolls_only() {
    let state = setup(Momentum::Random, &mut Dice::for_move(&Seed([5; 32]), 0));
    let shown = view(&state, None);
    let rolls = shown["rolls"].as_array().unwrap();
    assert_eq!(rolls[0]["kind"], json!("momentum"));
    assert_eq!(rolls[1], json!({"kind": "shuffle", "side": "north"}));
    assert_eq!(rolls[2], json!({"kind": "shuffle", "side": "west"}));
    assert_eq!(
        rolls.len(),
        5,
        "momentum, two shuffles, two sides' order dice"
    );
    assert!(!shown.to_string().contains("seed"));
}
