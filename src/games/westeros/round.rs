//! The phases without decisions (§8, §9, §11): Rally (advantage with the momentum
//! tie-break, refreshing commanders, rallying units), Marshaling (order dice into tokens,
//! leadership draws with the reshuffle rule) and Regroup (ford VP, band VP in the last
//! round, the round-limit victory check, discards down to the carry-over, morale recovery,
//! the round marker). The discards are the one decision here: the state waits in
//! [`Pending::Discard`] unless only one distinct discard is legal.

use crate::engine::Dice;

use super::data::{CATALOG, CardId, Face, Side};
use super::state::{Pending, Phase, Roll, State};
use super::victory;

/// One item discarded in Regroup step 4 (§11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiscardItem {
    /// `discard token green`: one order token back to the supply.
    Token(Face),
    /// `discard card march`: one card face up onto the discard pile.
    Card(CardId),
}

/// A new round from its Rally phase: Rally (§8), Marshaling (§9), then the first player's
/// first Command turn (§10.1).
pub fn begin_round(state: &mut State, dice: &mut Dice) {
    rally(state);
    marshal(state, dice);
    state.phase = Phase::Command;
    state.turn = state.first;
    for side in Side::BOTH {
        state.sides[side].passed = false;
    }
    state.pending = Pending::Turn;
}

/// The Rally phase (§8): A advantage, B refresh commanders, C rally units.
pub fn rally(state: &mut State) {
    determine_advantage(state);
    refresh_commanders(state);
    rally_units(state);
}

/// What counts for advantage (§8 A, A-27): order tokens plus command tokens on the side's
/// command board (tokens on commander cards do not count).
pub fn advantage(state: &State, side: Side) -> u8 {
    let board = &state.sides[side];
    board.order_tokens.total() + board.command_board
}

/// §8 A: the side with more is first player; if equal, the momentum holder is first and
/// the momentum passes to the other side.
fn determine_advantage(state: &mut State) {
    let (north, west) = (advantage(state, Side::North), advantage(state, Side::West));
    state.first = match north.cmp(&west) {
        std::cmp::Ordering::Greater => Side::North,
        std::cmp::Ordering::Less => Side::West,
        std::cmp::Ordering::Equal => {
            let holder = state.momentum;
            state.momentum = holder.opponent();
            holder
        }
    };
}

/// §8 B: every command token on a commander's card (a captured one's too) returns to its
/// side's command board.
fn refresh_commanders(state: &mut State) {
    for i in 0..state.commanders.len() {
        let commander = &mut state.commanders[i];
        let tokens = std::mem::take(&mut commander.tokens);
        let side = commander.unit.side();
        state.sides[side].command_board += tokens;
    }
}

/// §8 C: every banner on the board turns to the round colour: all units are active.
fn rally_units(state: &mut State) {
    for unit in state.units.iter_mut().filter(|u| u.hex().is_some()) {
        unit.active = true;
    }
}

/// The Marshaling phase (§9): the first player does A then B, then the second.
pub fn marshal(state: &mut State, dice: &mut Dice) {
    for side in [state.first, state.second()] {
        roll_order_dice(state, side, dice);
        leadership_draws(state, side, dice);
    }
}

/// §9 A: three dice, one order token of the kind each shows.
fn roll_order_dice(state: &mut State, side: Side, dice: &mut Dice) {
    let faces: Vec<Face> = (0..CATALOG.meta.order_dice_per_round)
        .map(|_| CATALOG.dice.face(dice.roll(8) as u8))
        .collect();
    for face in &faces {
        state.sides[side].order_tokens.gain(*face);
    }
    state.rolls.push(Roll::OrderDice { side, dice: faces });
}

/// §9 B: two cards drawn from the own deck one at a time, each by [`draw`].
pub fn leadership_draws(state: &mut State, side: Side, dice: &mut Dice) {
    for _ in 0..CATALOG.meta.leadership_draw_per_round {
        draw(state, side, dice);
    }
}

/// One card into the hand. If the deck is empty the discard pile is shuffled into a new
/// deck first (§9 B reshuffle); with both empty the draw is skipped.
pub fn draw(state: &mut State, side: Side, dice: &mut Dice) {
    let own = &mut state.sides[side];
    if own.deck.is_empty() && !own.discard.is_empty() {
        own.deck = std::mem::take(&mut own.discard);
        dice.shuffle(&mut own.deck);
        state.rolls.push(Roll::Shuffle { side });
    }
    let own = &mut state.sides[side];
    if let Some(card) = own.deck.pop() {
        own.hand.push(card);
    }
}

/// The Regroup phase (§11), once both players have passed: step 1 (nothing, A-22),
/// step 2 scoring, step 3 the victory check in the last round; otherwise the discards
/// (step 4) and, once both sides are within the carry-over, recovery and the next round.
pub fn regroup(state: &mut State, dice: &mut Dice) {
    score(state);
    if state.round >= CATALOG.meta.round_limit {
        let result = victory::round_limit_result(state);
        victory::end_battle(state, result);
        return;
    }
    state.phase = Phase::Regroup;
    go_on(state, dice);
}

/// §11 step 2: 1 VP per controlled ford; in the last round also the opponent's band VP.
fn score(state: &mut State) {
    let last = state.round >= CATALOG.meta.round_limit;
    for side in Side::BOTH {
        let fords = state.fords_of(side) * CATALOG.vp.ford_per_regroup;
        let bands = if last {
            victory::band_vp_against(state.sides[side.opponent()].morale)
        } else {
            0
        };
        state.sides[side].vp += fords + bands;
    }
}

/// Order tokens and cards `side` holds above the carry-over (§11 step 4).
pub fn over_carry_over(state: &State, side: Side) -> (u8, u8) {
    let own = &state.sides[side];
    let tokens = own
        .order_tokens
        .total()
        .saturating_sub(CATALOG.meta.carry_over_order_tokens);
    let cards = (own.hand.len() as u8).saturating_sub(CATALOG.meta.carry_over_cards);
    (tokens, cards)
}

/// The distinct discards `side` may make now: a token of each kind held while over the
/// token carry-over, a copy of each card held while over the card carry-over.
pub fn discard_options(state: &State, side: Side) -> Vec<DiscardItem> {
    let (tokens_over, cards_over) = over_carry_over(state, side);
    let own = &state.sides[side];
    let mut options = Vec::new();
    if tokens_over > 0 {
        options.extend(own.order_tokens.kinds_held().map(DiscardItem::Token));
    }
    if cards_over > 0 {
        for card in CardId::all().filter(|c| own.hand.contains(c)) {
            options.push(DiscardItem::Card(card));
        }
    }
    options
}

/// `side` discards `item` (one of [`discard_options`]), then Regroup goes on.
pub fn discard(state: &mut State, side: Side, item: DiscardItem, dice: &mut Dice) {
    remove(state, side, item);
    go_on(state, dice);
}

fn remove(state: &mut State, side: Side, item: DiscardItem) {
    let own = &mut state.sides[side];
    match item {
        DiscardItem::Token(kind) => own.order_tokens.spend(kind),
        DiscardItem::Card(card) => {
            let at = own
                .hand
                .iter()
                .position(|c| *c == card)
                .unwrap_or_else(|| panic!("{card} is not in {side:?}'s hand"));
            own.hand.remove(at);
            own.discard.push(card);
        }
    }
}

/// §11 step 4 onwards: the first player, then the second, discards down to the carry-over
/// (one distinct option is taken automatically, A-23; a side within it is skipped); once
/// both are within it, step 5 recovery and step 6 the next round.
fn go_on(state: &mut State, dice: &mut Dice) {
    for side in [state.first, state.second()] {
        loop {
            let options = discard_options(state, side);
            match options.as_slice() {
                [] => break,
                [only] => remove(state, side, *only),
                _ => {
                    let (tokens_over, cards_over) = over_carry_over(state, side);
                    state.pending = Pending::Discard {
                        seat: side,
                        tokens_over,
                        cards_over,
                    };
                    return;
                }
            }
        }
    }
    recover_morale(state);
    state.round += 1;
    begin_round(state, dice);
}

/// §11 step 5: each marker moves to its band's break point, never leaving the band.
fn recover_morale(state: &mut State) {
    for side in Side::BOTH {
        let morale = &mut state.sides[side].morale;
        *morale = victory::break_point(*morale);
    }
}
