//! Moves in words: `describe` (the history and the mails) tells the action and the
//! automatic steps after it from the rolls and the two states, naming a card only when it
//! is played or discarded (§16); `explain` (the confirm page) tells what an action will do.

use crate::engine::{Dice, Seed};
use crate::games::westeros::action::Action;
use crate::games::westeros::data::{CardId, Face, Momentum, Side, UnitId};
use crate::games::westeros::round;
use crate::games::westeros::state::{
    AttackRoll, Order, OrderTokens, Pending, Phase, Place, Roll, State, Strike, StrikeKind, setup,
};
use crate::games::westeros::words;

/// A move told, as an English reader reads it.
fn describe(before: &State, side: Side, action: &Action, after: &State) -> String {
    super::said(&words::describe(before, side, action, after))
}

/// An action explained, as an English reader reads it.
fn explain(state: &State, side: Side, action: &Action) -> String {
    super::said(&words::explain(state, side, action))
}

use super::h;

fn unit(id: &str) -> UnitId {
    UnitId::parse(id).unwrap()
}

fn card(id: &str) -> CardId {
    CardId::parse(id).unwrap()
}

fn act(text: &str) -> Action {
    Action::parse(text).unwrap_or_else(|| panic!("{text}"))
}

/// Round 1's first Command turn, north first (the setup of §6 with a fixed seed).
fn fresh() -> State {
    let mut state = setup(Momentum::North, &mut Dice::for_move(&Seed([3; 32]), 0));
    state.rolls.clear();
    state
}

/// `unit` placed on `hex`.
fn put(state: &mut State, id: &str, hex: &str) {
    state.unit_mut(unit(id)).place = Place::Board(h(hex));
}

/// North in the attack step of a token order of `id`.
fn attacking(state: &mut State, id: &str) {
    state.pending = Pending::Attack;
    state.order = Some(Order {
        ordered: vec![unit(id)],
        attacks_left: vec![(unit(id), 1)],
        ..Order::default()
    });
}

/// The turn has ended and passed to west.
fn west_to_play(state: &mut State) {
    state.pending = Pending::Turn;
    state.order = None;
    state.turn = Side::West;
}

fn melee(attacker: &str, target: &str, dice: Vec<Face>, hits: u8, morale: u8) -> Roll {
    Roll::Melee(AttackRoll {
        attacker: unit(attacker),
        target: unit(target),
        dice,
        hits,
        morale,
    })
}

// 10.9: the roll, the hit, the retreat, then the next turn
#[test]
fn an_attack_is_told_with_its_dice_hits_and_retreat() {
    let mut before = fresh();
    put(&mut before, "N1", "F6");
    put(&mut before, "W2", "E6");
    attacking(&mut before, "N1");
    let mut after = before.clone();
    after.unit_mut(unit("W2")).figures = 3;
    put(&mut after, "W2", "E7");
    after.rolls = vec![melee("N1", "W2", vec![Face::Green, Face::Morale], 1, 1)];
    west_to_play(&mut after);
    assert_eq!(
        describe(&before, Side::North, &act("attack N1 W2"), &after),
        "N1 attacks W2 (melee, 2 dice: green, morale): 1 hit, 1 morale; \
         W2 loses 1 figure (3 left); W2 retreats to E7; west's turn"
    );
}

// 10.9 step 3, 12, 10.11 (18 case 26): an elimination scores, then the advance waits
#[test]
fn an_elimination_is_told_with_the_vp_and_morale_it_changes() {
    let mut before = fresh();
    put(&mut before, "N1", "F6");
    put(&mut before, "W5", "E6");
    before.unit_mut(unit("W5")).figures = 1;
    attacking(&mut before, "N1");
    let mut after = before.clone();
    let w5 = after.unit_mut(unit("W5"));
    w5.place = Place::Eliminated;
    w5.figures = 0;
    after.sides.north.vp = 1;
    after.sides.west.morale = 9;
    after.rolls = vec![melee("N1", "W5", vec![Face::Morale, Face::Morale], 0, 2)];
    after.pending = Pending::Advance {
        unit: unit("N1"),
        hex: h("E6"),
        pursue: false,
    };
    assert_eq!(
        describe(&before, Side::North, &act("attack N1 W5"), &after),
        "N1 attacks W5 (melee, 2 dice: morale, morale): no hit, 2 morale; \
         W5 eliminated (north 1 VP, west morale 9); N1 may advance into E6"
    );
}

// 10.10, 10.9 (18 case 35): a free attack captures a lone commander before he leaves
#[test]
fn free_attacks_and_a_capture_are_told() {
    let mut before = fresh();
    put(&mut before, "N3", "G5");
    let lone = before.unit_mut(unit("W4"));
    lone.place = Place::Board(h("F6"));
    lone.figures = 0;
    lone.lone = true;
    lone.engaged = vec![unit("N3")];
    before.unit_mut(unit("N3")).engaged = vec![unit("W4")];
    before.turn = Side::West;
    before.pending = Pending::Move;
    before.order = Some(Order {
        ordered: vec![unit("W4")],
        ..Order::default()
    });
    let mut after = before.clone();
    after.unit_mut(unit("W4")).place = Place::Captured;
    after.unit_mut(unit("W4")).engaged.clear();
    after.unit_mut(unit("N3")).engaged.clear();
    after.commanders[3].captured = true;
    after.sides.north.vp = 1;
    after.sides.west.morale = 8;
    after.rolls = vec![Roll::Free(AttackRoll {
        attacker: unit("N3"),
        target: unit("W4"),
        dice: vec![Face::Green, Face::Green, Face::Blue, Face::Green],
        hits: 1,
        morale: 0,
    })];
    after.pending = Pending::Turn;
    after.order = None;
    after.turn = Side::North;
    assert_eq!(
        describe(&before, Side::West, &act("move W4 E7"), &after),
        "W4 leaves F6 for E7; N3 makes a free attack on W4 (green, green, blue, green): \
         1 hit; the Western captain (W4) captured (north 1 VP, west morale 8); north's turn"
    );
}

// 10.12: a unit ending a turn on a ford takes it
#[test]
fn a_move_onto_a_ford_takes_control_at_the_end_of_the_turn() {
    let mut before = fresh();
    put(&mut before, "N1", "D4");
    before.pending = Pending::Move;
    before.order = Some(Order {
        ordered: vec![unit("N1")],
        ..Order::default()
    });
    let mut after = before.clone();
    put(&mut after, "N1", "D5");
    after.fords[0] = Some(Side::North);
    west_to_play(&mut after);
    assert_eq!(
        describe(&before, Side::North, &act("move N1 D5"), &after),
        "N1 moves from D4 to D5; N1 controls D5; west's turn"
    );
}

// 10.3, 16: a card is named when played; the rest of the hand is not
#[test]
fn a_card_play_names_the_card_and_nothing_else_of_the_hand() {
    let mut before = fresh();
    before.sides.north.hand = vec![card("march"), card("volley")];
    let mut after = before.clone();
    after.sides.north.hand = vec![card("volley")];
    after.pending = Pending::Select;
    after.order = Some(Order {
        card: Some(card("march")),
        commander: Some(unit("N3")),
        commands_left: 2,
        ..Order::default()
    });
    let text = describe(&before, Side::North, &act("card march N3"), &after);
    assert_eq!(text, "north plays March naming the Northern lord");
    assert!(!text.contains("Volley") && !text.contains("volley"));
}

// 14 Steady: its tactic at the end of the turn
#[test]
fn steady_is_told_at_the_end_of_its_turn() {
    let mut before = fresh();
    before.sides.north.morale = 7;
    attacking(&mut before, "N3");
    before.order.as_mut().unwrap().card = Some(card("steady"));
    before.order.as_mut().unwrap().commander = Some(unit("N3"));
    let mut after = before.clone();
    after.sides.north.morale = 8;
    after.sides.north.discard.push(card("steady"));
    west_to_play(&mut after);
    assert_eq!(
        describe(&before, Side::North, &act("done"), &after),
        "north ends the attacks; Steady: north morale 7 → 8; west's turn"
    );
}

// 10.1, 11, 8, 9, 16: a pass ending the round; the draws are counts, never cards
#[test]
fn a_describe_across_a_round_change_tells_regroup_and_no_drawn_card() {
    let mut before = fresh();
    before.sides.west.passed = true;
    before.sides.north.order_tokens = OrderTokens {
        green: 1,
        ..OrderTokens::default()
    };
    before.sides.west.order_tokens = OrderTokens::default();
    before.fords[0] = Some(Side::North);
    before.sides.north.morale = 5;
    let mut after = before.clone();
    after.sides.north.passed = true;
    round::regroup(&mut after, &mut Dice::for_move(&Seed([3; 32]), 7));
    assert_eq!(after.round, 2, "the round changed");
    let text = describe(&before, Side::North, &act("pass"), &after);
    assert!(
        text.starts_with(
            "north passes; Regroup: north scores 1 VP (D5), west scores nothing; \
             morale recovers: north 5 → 7; round 2 begins (black): "
        ),
        "{text}"
    );
    assert!(text.contains("north rolls order dice: "), "{text}");
    assert!(text.contains("west rolls order dice: "), "{text}");
    assert!(text.ends_with("each side draws 2 cards"), "{text}");
    for c in CardId::all() {
        assert!(
            !text.contains(&c.info().name),
            "{} named: {text}",
            c.info().name
        );
    }
}

// 11 step 4: a discard is public; the engine's own discards are told too
#[test]
fn a_discard_names_the_card_and_the_automatic_discard_after_it() {
    let mut before = fresh();
    before.phase = Phase::Regroup;
    before.first = Side::West;
    before.sides.west.hand = vec![card("march"), card("march"), card("rally")];
    before.sides.west.order_tokens = OrderTokens {
        green: 3,
        ..OrderTokens::default()
    };
    before.pending = Pending::Discard {
        seat: Side::West,
        tokens_over: 1,
        cards_over: 1,
    };
    let mut after = before.clone();
    after.sides.west.hand = vec![card("march"), card("march")];
    after.sides.west.discard = vec![card("rally")];
    after.sides.west.order_tokens.green = 2;
    after.pending = Pending::Discard {
        seat: Side::North,
        tokens_over: 1,
        cards_over: 0,
    };
    assert_eq!(
        describe(&before, Side::West, &act("discard card rally"), &after),
        "west discards Rally; west discards a green order token; \
         north discards down to the carry-over"
    );
}

/// Each kind of action with the step it answers and the sentence `describe` gives when
/// nothing else happens.
fn every_kind() -> Vec<(&'static str, Pending, &'static str)> {
    let advance = Pending::Advance {
        unit: unit("N1"),
        hex: h("E6"),
        pursue: true,
    };
    let retreat = Pending::Retreat {
        unit: unit("W1"),
        results_left: 2,
        options: vec![h("D8"), h("E8")],
    };
    let discard = Pending::Discard {
        seat: Side::North,
        tokens_over: 1,
        cards_over: 1,
    };
    vec![
        ("pass", Pending::Turn, "north passes"),
        (
            "token green N1",
            Pending::Turn,
            "north spends a green order token to order N1",
        ),
        (
            "pair green N4",
            Pending::Turn,
            "north spends two green order tokens to order N4",
        ),
        (
            "morale up",
            Pending::Turn,
            "north spends a morale token: morale 9 → 10",
        ),
        (
            "morale rally N1",
            Pending::Turn,
            "north spends a morale token to rally N1 (morale 9 → 8)",
        ),
        (
            "card march N3",
            Pending::Turn,
            "north plays March naming the Northern lord",
        ),
        (
            "improvise charge N4",
            Pending::Turn,
            "north improvises with Charge naming the Northern captain: one command, any unit, no bonus",
        ),
        ("order N5", Pending::Select, "north orders N5"),
        ("move N5 E4", Pending::Move, "N5 moves from E3 to E4"),
        ("attack N5 W5", Pending::Attack, "N5 attacks W5"),
        (
            "reroll blue",
            Pending::Reroll,
            "north rerolls the blue dice",
        ),
        ("keep", Pending::Reroll, "north keeps the roll"),
        ("retreat W1 D8", retreat, "W1 retreats to D8"),
        ("advance N1 E6", advance.clone(), "N1 advances into E6"),
        ("stay", advance, "N1 stays"),
        ("done", Pending::Move, "north ends the movement"),
        (
            "discard token green",
            discard.clone(),
            "north discards a green order token",
        ),
        ("discard card march", discard, "north discards March"),
    ]
}

// 19.3: every kind of action gives a sentence in words, and one on the confirm page
#[test]
fn every_kind_of_action_is_told_and_explained() {
    for (notation, pending, told) in every_kind() {
        let mut before = fresh();
        before.sides.north.morale = 9;
        before.pending = pending;
        before.order = Some(Order {
            card: Some(card("march")),
            commander: Some(unit("N3")),
            ordered: vec![unit("N5")],
            ..Order::default()
        });
        before.strike = Some(Strike {
            kind: StrikeKind::Melee,
            attacker: unit("N2"),
            target: unit("W2"),
            hex: h("E6"),
            pursuit: false,
            dice: vec![Face::Morale, Face::Blue],
            lone_hits: 0,
        });
        let mut after = before.clone();
        after.pending = Pending::Turn;
        let action = act(notation);
        assert_eq!(
            describe(&before, Side::North, &action, &after),
            told,
            "{notation}"
        );
        let explained = explain(&before, Side::North, &action);
        assert!(explained.len() > notation.len(), "{notation}: {explained}");
    }
}

// The confirm page: what each action will do
#[test]
fn explain_tells_what_an_action_will_do() {
    let mut state = fresh();
    let says = |state: &State, notation: &str| explain(state, Side::North, &act(notation));
    assert_eq!(
        says(&state, "token green N1"),
        "Spend a green order token to order N1 (Northern host): it turns inactive, then may \
         move and attack"
    );
    assert_eq!(
        says(&state, "pass"),
        "Pass: no order token or card for the rest of this round"
    );
    state.sides.north.morale = 9;
    assert_eq!(
        says(&state, "morale up"),
        "Spend a morale token: your morale goes from 9 to 10"
    );
    let march = says(&state, "card march N3");
    assert!(march.starts_with("Play March naming the Northern lord (N3): up to 2 commands"));
    assert!(says(&state, "card muster N3").contains("may move but not attack"));
    assert!(says(&state, "card rally N3").contains("every inactive friendly unit"));
    assert!(says(&state, "move N6 G5").contains("a ford: the move ends there"));
    put(&mut state, "N2", "F6");
    put(&mut state, "N1", "D6");
    put(&mut state, "W2", "E6");
    state.unit_mut(unit("W2")).engaged = vec![unit("N1")];
    state.unit_mut(unit("N1")).engaged = vec![unit("W2")];
    let flank = says(&state, "attack N2 W2");
    assert!(
        flank.contains("melee") && flank.contains("flank attack"),
        "{flank}"
    );
    let leaving = says(&state, "move N1 C6");
    assert!(
        leaving.contains("before it leaves W2 makes a free attack on it"),
        "{leaving}"
    );
    assert!(says(&state, "attack N5 W5").contains("a ranged attack at distance 6"));
    state.pending = Pending::Attack;
    assert_eq!(says(&state, "done"), "End the attacks: the turn ends");
}
