//! What the page and the history show around a move: the marks a move leaves on the board
//! (a battle, a move, a retreat, a loss) and the question asked before giving up order
//! tokens, cards or attacks (§10.1, §10.4).

use crate::engine::board::{Mark, MarkKind};
use crate::engine::{Rules, Seat};
use crate::games::westeros::Westeros;
use crate::games::westeros::data::Side;

use super::position::{action, give, hand, place, play, position, ready_to_attack};

/// The seat of a side (north 0, west 1; §19.1).
fn seat(side: Side) -> Seat {
    Seat(match side {
        Side::North => 0,
        Side::West => 1,
    })
}

/// The marks `text`, played by `side` with dice `script`, leaves.
fn marks_of(
    state: &mut crate::games::westeros::state::State,
    side: Side,
    text: &str,
    script: &[u32],
) -> Vec<Mark> {
    let before = state.clone();
    play(state, text, script);
    let mut marks = Westeros::marks(&before, seat(side), &action(text), state, None);
    marks.sort();
    marks
}

// 10.9, 18 case 3: an attack marks the battle, the beaten unit's retreat and its losses
#[test]
fn an_attack_marks_the_battle_the_retreat_and_the_losses() {
    let mut state = position(Side::North);
    place(&mut state, "W1", "D4");
    place(&mut state, "N1", "C4");
    ready_to_attack(&mut state, "N1");
    let marks = marks_of(&mut state, Side::North, "attack N1 W1", &[7, 4]);
    let mut expected = vec![
        Mark::at(MarkKind::Battle, "D4"),
        Mark::travel(MarkKind::Retreat, "D4", "D5"),
    ];
    expected.sort();
    assert_eq!(marks, expected, "a retreat without losses");

    // Blocked, the retreat is a hit: a loss where the unit stands, no travel.
    let mut state = position(Side::North);
    place(&mut state, "W1", "D4");
    place(&mut state, "W2", "D5");
    place(&mut state, "N1", "C4");
    ready_to_attack(&mut state, "N1");
    let marks = marks_of(&mut state, Side::North, "attack N1 W1", &[7, 4]);
    let mut expected = vec![
        Mark::at(MarkKind::Battle, "D4"),
        Mark::at(MarkKind::Loss, "D4"),
    ];
    expected.sort();
    assert_eq!(marks, expected);
}

// 10.3: a unit's own move is a move, and an order given is no mark
#[test]
fn a_move_marks_its_path_and_an_order_leaves_none() {
    let mut state = position(Side::North);
    place(&mut state, "N1", "C4");
    give(&mut state, Side::North, "green");
    assert!(marks_of(&mut state, Side::North, "token green N1", &[]).is_empty());
    let to = super::position::legal_texts(&state)
        .into_iter()
        .find(|a| a.starts_with("move N1 "))
        .expect("N1 may move");
    let hex = to.rsplit(' ').next().unwrap().to_string();
    let marks = marks_of(&mut state, Side::North, &to, &[]);
    assert_eq!(marks, [Mark::travel(MarkKind::Move, "C4", hex)]);
}

// 10.1: passing with tokens or cards left asks first; with nothing left it does not
#[test]
fn passing_with_tokens_or_cards_left_is_confirmed_first() {
    let mut state = position(Side::North);
    let pass = action("pass");
    assert_eq!(
        Westeros::warn_before(&state, seat(Side::North), &pass),
        None
    );
    give(&mut state, Side::North, "green blue");
    hand(&mut state, Side::North, "charge");
    let warning =
        super::said(&Westeros::warn_before(&state, seat(Side::North), &pass).expect("a question"));
    assert!(
        warning.contains("your 2 order tokens and 1 card stay"),
        "{warning}"
    );
    assert!(warning.contains("§10.1"), "{warning}");
    // Not the other seat's question, nor another action's.
    assert_eq!(Westeros::warn_before(&state, Seat(7), &pass), None);
}

// 10.4: ending the attack step with attacks left asks first
#[test]
fn ending_the_attack_step_with_attacks_left_is_confirmed_first() {
    let mut state = position(Side::North);
    place(&mut state, "W1", "D4");
    place(&mut state, "N1", "C4");
    ready_to_attack(&mut state, "N1");
    let done = action("done");
    let warning =
        super::said(&Westeros::warn_before(&state, seat(Side::North), &done).expect("a question"));
    assert!(warning.contains("1 possible attack;"), "{warning}");

    // The attack itself is asked nothing.
    let attack = action("attack N1 W1");
    assert_eq!(
        Westeros::warn_before(&state, seat(Side::North), &attack),
        None
    );
}

// 15: an action of another step is refused with what this step takes
#[test]
fn an_action_of_another_step_is_refused_with_the_forms_this_step_takes() {
    let mut state = position(Side::North);
    place(&mut state, "N1", "C4");
    give(&mut state, Side::North, "green");
    play(&mut state, "token green N1", &[]);
    let refusal = super::position::refused(&state, Side::North, "pass", "15");
    assert!(
        super::said(&refusal.reason).ends_with("it takes move …, done"),
        "{}",
        refusal.reason
    );
}
