//! Hand-built positions for the Command-phase and combat tests (§18: "every other unit is
//! far away"), and playing actions only through `rules::legal` and `rules::apply`, with
//! scripted dice that must all be drawn.

use crate::engine::{Dice, Illegal, Seed};
use crate::games::westeros::action::Action;
use crate::games::westeros::board::Hex;
use crate::games::westeros::data::{CardId, Face, Momentum, Side, UnitId};
use crate::games::westeros::rules::{apply, legal, why_illegal};
use crate::games::westeros::state::{OrderTokens, Pending, Place, Roll, State, setup};

use super::h;

/// Where units a case does not name wait: north's on row 1, west's on row 9, far from
/// every hex a case uses.
const NORTH_PARKING: [&str; 6] = ["H1", "I1", "J1", "K1", "L1", "M1"];
const WEST_PARKING: [&str; 6] = ["A9", "B9", "C9", "D9", "E9", "F9"];

/// The unit with this id; panics on a typo.
pub(super) fn unit(id: &str) -> UnitId {
    UnitId::parse(id).unwrap_or_else(|| panic!("no unit {id}"))
}

/// The card with this id; panics on a typo.
pub(super) fn card(id: &str) -> CardId {
    CardId::parse(id).unwrap_or_else(|| panic!("no card {id}"))
}

/// The action this notation writes; panics on a typo.
pub(super) fn action(text: &str) -> Action {
    Action::parse(text).unwrap_or_else(|| panic!("{text:?} is no action"))
}

/// The game as set up (§6), north first.
pub(super) fn fresh() -> State {
    setup(Momentum::North, &mut Dice::for_move(&Seed([3; 32]), 0))
}

/// A Command turn of `turn` in round 1 with every unit parked far away (north on row 1,
/// west on row 9), full figures, active, unengaged; morale 10, VP 0, no cards in hand, no
/// order tokens, except one valor token for the opponent so that the end of `turn`'s turn
/// hands it the next turn instead of passing for it (§10.1 A-24).
pub(super) fn position(turn: Side) -> State {
    let mut state = fresh();
    for (i, hex) in NORTH_PARKING.iter().chain(WEST_PARKING.iter()).enumerate() {
        state.units[i].place = Place::Board(h(hex));
    }
    for side in Side::BOTH {
        let own = &mut state.sides[side];
        own.hand.clear();
        own.order_tokens = OrderTokens::default();
    }
    state.sides[turn.opponent()].order_tokens.valor = 1;
    state.first = turn;
    state.turn = turn;
    state.pending = Pending::Turn;
    state.rolls.clear();
    state
}

/// Puts `id` on `hex`, which must be free.
pub(super) fn place(state: &mut State, id: &str, hex: &str) {
    let (unit, hex) = (unit(id), h(hex));
    let there = state.unit_on(hex);
    assert!(
        there.is_none_or(|u| u == unit),
        "{hex} already holds {there:?}"
    );
    state.unit_mut(unit).place = Place::Board(hex);
}

/// Leaves `id` with `figures` figures; 0 makes it a lone commander (§4.4).
pub(super) fn set_figures(state: &mut State, id: &str, figures: u8) {
    let unit = state.unit_mut(self::unit(id));
    unit.figures = figures;
    unit.lone = figures == 0;
}

/// Engages `a` and `b` (§10.10), both ways.
pub(super) fn engage(state: &mut State, a: &str, b: &str) {
    for (x, y) in [(a, b), (b, a)] {
        let engaged = &mut state.unit_mut(unit(x)).engaged;
        engaged.push(unit(y));
        engaged.sort();
    }
}

/// Gives `side` one order token of each kind named (`"green green valor"`).
pub(super) fn give(state: &mut State, side: Side, kinds: &str) {
    for word in kinds.split_whitespace() {
        let kind = [
            Face::Green,
            Face::Blue,
            Face::Red,
            Face::Valor,
            Face::Morale,
        ]
        .into_iter()
        .find(|k| crate::games::westeros::action::face_word(*k) == word)
        .unwrap_or_else(|| panic!("no token kind {word}"));
        state.sides[side].order_tokens.gain(kind);
    }
}

/// Puts the cards named into `side`'s hand.
pub(super) fn hand(state: &mut State, side: Side, cards: &str) {
    state.sides[side].hand = cards.split_whitespace().map(card).collect();
}

/// The legal actions, written in notation.
pub(super) fn legal_texts(state: &State) -> Vec<String> {
    legal(state).iter().map(Action::to_string).collect()
}

/// Applies `text`, which must be legal, drawing exactly the die values of `script` in
/// order (1–3 green, 4–5 blue, 6 red, 7 morale, 8 valor; §5).
pub(super) fn play(state: &mut State, text: &str, script: &[u32]) {
    let action = action(text);
    assert!(
        legal(state).contains(&action),
        "{text} is not legal in {:?}; legal: {:?}",
        state.pending,
        legal_texts(state)
    );
    let mut dice = Dice::scripted(script);
    apply(state, action, &mut dice);
    assert_eq!(
        dice.drawn() as usize,
        script.len(),
        "{text} drew another number of dice than scripted"
    );
}

/// Checks that `side` may not play `text` now: it is not legal and `why_illegal` names
/// `rule`. Returns the refusal.
pub(super) fn refused(state: &State, side: Side, text: &str, rule: &str) -> Illegal {
    let action = action(text);
    assert!(!legal(state).contains(&action), "{text} is legal");
    let illegal = why_illegal(state, side, &action);
    assert_eq!(illegal.rule, rule, "{text}: {}", illegal.reason);
    illegal
}

/// `id`'s side gives it a valor token order and skips the move: the attack step of §10.4
/// begins with `id` ordered and unmoved ("N1 attacks" in §18).
pub(super) fn ready_to_attack(state: &mut State, id: &str) {
    give(state, unit(id).side(), "valor");
    play(state, &format!("token valor {id}"), &[]);
    if state.pending == Pending::Move {
        play(state, "done", &[]);
    }
    assert_eq!(state.pending, Pending::Attack);
}

/// The hex of `id`, if on the board.
pub(super) fn hex_of(state: &State, id: &str) -> Option<Hex> {
    state.unit(unit(id)).hex()
}

/// Figures of `id`.
pub(super) fn figures(state: &State, id: &str) -> u8 {
    state.unit(unit(id)).figures
}

/// The units `id` is engaged with, as ids.
pub(super) fn engaged(state: &State, id: &str) -> Vec<String> {
    let partners = &state.unit(unit(id)).engaged;
    partners.iter().map(UnitId::to_string).collect()
}

/// The dice of the first attack roll of the latest action.
pub(super) fn rolled(state: &State) -> usize {
    state
        .rolls
        .iter()
        .find_map(|r| match r {
            Roll::Melee(a) | Roll::Ranged(a) | Roll::Free(a) => Some(a.dice.len()),
            _ => None,
        })
        .expect("an attack was rolled")
}

/// The pending retreat, if any: its unit, results left and options.
pub(super) fn retreat_step(state: &State) -> Option<(String, u8, Vec<String>)> {
    match &state.pending {
        Pending::Retreat {
            unit,
            results_left,
            options,
        } => Some((
            unit.to_string(),
            *results_left,
            options.iter().map(|h| h.to_string()).collect(),
        )),
        _ => None,
    }
}

/// The pending advance, if any: its unit, hex and whether it pursues.
pub(super) fn advance_step(state: &State) -> Option<(String, String, bool)> {
    match &state.pending {
        Pending::Advance { unit, hex, pursue } => {
            Some((unit.to_string(), hex.to_string(), *pursue))
        }
        _ => None,
    }
}

/// An expected pending advance, as [`advance_step`] gives it.
pub(super) fn adv(unit: &str, hex: &str, pursue: bool) -> Option<(String, String, bool)> {
    Some((unit.into(), hex.into(), pursue))
}

/// Applies `text`, which must be legal, with dice from a fixed seed (for tests that
/// only count the dice rolled).
pub(super) fn play_random(state: &mut State, text: &str) {
    let action = action(text);
    assert!(legal(state).contains(&action), "{text} is not legal");
    apply(state, action, &mut Dice::for_move(&Seed([8; 32]), 1));
}
