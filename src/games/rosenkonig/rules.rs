//! The sequence of play: the state, the setup (§4), the three actions of a turn (§5, §6),
//! the draw and discard piles (§7) and the end of the game with the forced skip (§8).

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::{Board, BySide, Coordinates, Side, Square};
use super::card::Card;
use super::{First, Options};
use crate::engine::{Dice, Illegal, Seat};
use crate::i18n::Msg;
use crate::msg;

/// The stones in the common supply at the start (§2).
pub const STONES: u8 = 52;
/// The heroes each player starts with (§2); each is used once.
pub const HEROES: u8 = 4;
/// The most power cards a hand may hold; also the size of the deal (§4, §5 B).
pub const HAND_LIMIT: usize = 5;

/// Why the game ended (§8). Either end is immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// §8.1: the 52nd stone has been placed, by either player.
    SupplyExhausted,
    /// §8.2: the player to move has no legal action, and the opponent would have none.
    MutualBlock,
}

impl End {
    /// The end condition, as the result's reason gives it.
    pub fn msg(self) -> Msg {
        match self {
            End::SupplyExhausted => msg!("rosenkonig-end-supply-exhausted"),
            End::MutualBlock => msg!("rosenkonig-end-mutual-block"),
        }
    }
}

/// The last action taken, which the view shows as `last` (§14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Last {
    /// Who acted.
    pub side: Side,
    /// What they did.
    pub action: Action,
}

/// The whole state of a game, hidden parts (the order of the draw pile) included. Every
/// part is a plain list or array, so its JSON is the same for the same state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The options the game was created with.
    pub options: Options,
    /// The stones on the board.
    pub stones: Board,
    /// The square the crown stands on (§4: `e5` at the start).
    pub crown: Square,
    /// Each player's power cards, face up (§4), in the order they came into the hand.
    pub hands: BySide<Vec<Card>>,
    /// Each player's unused heroes (§5 C), from 4 down to 0.
    pub heroes: BySide<u8>,
    /// The face-down draw pile; the **last** card is the top (§7). Hidden from every view.
    pub draw_pile: Vec<Card>,
    /// The face-up discard pile, oldest first (§7).
    pub discard: Vec<Card>,
    /// Stones left in the common supply (§2); flips take none (§5 C).
    pub supply: u8,
    /// The side to move, also after the game ended.
    pub turn: Side,
    /// Why the game ended; `None` while it goes on.
    pub end: Option<End>,
    /// The last action, for the view; `None` before the first.
    pub last: Option<Last>,
}

/// §4: shuffle the 24 power cards, deal 5 face up to Red and then 5 to White from the top
/// of the deck, leave 14 as the draw pile; crown on `e5`, 52 stones, 4 heroes each. Red
/// moves first unless the `first: random` option draws the first player with these dice,
/// after the shuffle (§11.25: the colours stay on their sides of the board).
pub fn setup(options: &Options, dice: &mut Dice) -> State {
    let mut deck = Card::ALL.to_vec();
    dice.shuffle(&mut deck);
    let turn = match options.first {
        First::Red => Side::Red,
        First::Random if dice.below(2) == 0 => Side::Red,
        First::Random => Side::White,
    };
    let mut deal = || -> Vec<Card> { (0..HAND_LIMIT).filter_map(|_| deck.pop()).collect() };
    let red = deal();
    let white = deal();
    State {
        options: *options,
        stones: Board::empty(),
        crown: Square::CENTRE,
        hands: BySide { red, white },
        heroes: BySide {
            red: HEROES,
            white: HEROES,
        },
        draw_pile: deck,
        discard: Vec::new(),
        supply: STONES,
        turn,
        end: None,
        last: None,
    }
}

/// What lies where a card would move the crown (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Past the edge of the board: never playable.
    OffBoard(Coordinates),
    /// An empty square: a plain play (§5 A).
    Empty(Square),
    /// The mover's own stone: never playable, not even with a hero (§5).
    Own(Square),
    /// The opponent's stone: a hero play (§5 C).
    Enemy(Square),
}

/// Where `card` would move the crown if `side` played it now.
pub fn target(state: &State, side: Side, card: Card) -> Target {
    match card.target(state.crown) {
        Err(off) => Target::OffBoard(off),
        Ok(square) => match state.stones.get(square) {
            None => Target::Empty(square),
            Some(owner) if owner == side => Target::Own(square),
            Some(_) => Target::Enemy(square),
        },
    }
}

/// §6: the action playing `card` would be, if any. The target decides whether a hero is
/// used: an empty square is always a plain play (while the supply has a stone), an
/// opponent's stone always a hero play (while a hero is left).
fn card_action(state: &State, side: Side, card: Card) -> Option<Action> {
    match target(state, side, card) {
        Target::Empty(_) if state.supply > 0 => Some(Action::Play(card)),
        Target::Enemy(_) if *state.heroes.get(side) > 0 => Some(Action::Hero(card)),
        _ => None,
    }
}

/// §5 B: drawing is legal with fewer than 5 cards. The pile is never empty then (§11.18);
/// the check only keeps a hand-made position from drawing out of nothing.
fn can_draw(state: &State, side: Side) -> bool {
    state.hands.get(side).len() < HAND_LIMIT && !state.draw_pile.is_empty()
}

/// §6: every legal action of `side`, in hand order, then `draw`. Empty when it is not
/// `side`'s turn or the game is over.
pub fn legal_actions(state: &State, side: Side) -> Vec<Action> {
    let mut actions = Vec::with_capacity(HAND_LIMIT + 1);
    if state.end.is_some() || side != state.turn {
        return actions;
    }
    for &card in state.hands.get(side) {
        if let Some(action) = card_action(state, side, card) {
            actions.push(action);
        }
    }
    if can_draw(state, side) {
        actions.push(Action::Draw);
    }
    actions
}

/// Whether `action` is among [`legal_actions`], without listing them.
pub fn is_legal(state: &State, side: Side, action: Action) -> bool {
    if state.end.is_some() || side != state.turn {
        return false;
    }
    match action {
        Action::Draw => can_draw(state, side),
        Action::Play(card) | Action::Hero(card) => {
            state.hands.get(side).contains(&card) && card_action(state, side, card) == Some(action)
        }
    }
}

/// Whether `side` would have a legal action in this position if it were their turn (§8).
pub fn has_action(state: &State, side: Side) -> bool {
    if can_draw(state, side) {
        return true;
    }
    for &card in state.hands.get(side) {
        if card_action(state, side, card).is_some() {
            return true;
        }
    }
    false
}

/// The rule that forbids `action` for `seat` now, in a sentence the player can act on.
pub fn why_illegal(state: &State, seat: Seat, action: Action) -> Illegal {
    let Some(side) = Side::of_seat(seat) else {
        return Illegal::new("14", msg!("rosenkonig-no-such-seat", seat = seat.0));
    };
    if state.end.is_some() {
        return Illegal::new("8", msg!("rosenkonig-game-over"));
    }
    if side != state.turn {
        return Illegal::new(
            "5",
            msg!(
                "rosenkonig-not-your-turn",
                turn = state.turn.msg(),
                side = side.msg()
            ),
        );
    }
    let hand = state.hands.get(side);
    let card = match action {
        Action::Draw if hand.len() >= HAND_LIMIT => {
            return Illegal::new("5B", msg!("rosenkonig-hand-full", cards = hand.len()));
        }
        Action::Draw => return Illegal::new("7", msg!("rosenkonig-pile-empty")),
        Action::Play(card) | Action::Hero(card) => card,
    };
    let rule = if matches!(action, Action::Hero(_)) {
        "5C"
    } else {
        "5A"
    };
    if !hand.contains(&card) {
        return Illegal::new(rule, msg!("rosenkonig-not-in-hand", card = card.name()));
    }
    why_not_on_target(state, side, card, action, rule)
}

/// Why `card` (played as `action`, under `rule`) cannot move the crown where it points:
/// off the board, onto the mover's own stone, or onto a square the action does not fit.
fn why_not_on_target(
    state: &State,
    side: Side,
    card: Card,
    action: Action,
    rule: &'static str,
) -> Illegal {
    let heroes = *state.heroes.get(side);
    let other = side.other();
    let (card_name, crown) = (card.name(), state.crown.to_string());
    match (target(state, side, card), action) {
        (Target::OffBoard(at), _) if at.has_name() => Illegal::new(
            rule,
            msg!(
                "rosenkonig-target-off-board",
                target = at.to_string(),
                card = card_name,
                crown = crown
            ),
        ),
        (Target::OffBoard(_), _) => Illegal::new(
            rule,
            msg!(
                "rosenkonig-off-board",
                card = card_name,
                squares = card.dist(),
                direction = card.dir().msg(),
                crown = crown
            ),
        ),
        (Target::Own(square), _) => Illegal::new(
            rule,
            msg!("rosenkonig-own-stone", square = square.to_string()),
        ),
        (Target::Empty(_), Action::Hero(_)) => {
            Illegal::new("5C", msg!("rosenkonig-target-empty", card = card_name))
        }
        (Target::Empty(_), Action::Play(_)) if state.supply == 0 => {
            Illegal::new("8", msg!("rosenkonig-supply-empty"))
        }
        (Target::Enemy(square), Action::Play(_)) if heroes > 0 => Illegal::new(
            "5A",
            msg!(
                "rosenkonig-use-a-hero",
                other = other.msg(),
                square = square.to_string(),
                card = card_name
            ),
        ),
        (Target::Enemy(square), Action::Play(_)) => Illegal::new(
            "5A",
            msg!(
                "rosenkonig-no-hero-for-enemy",
                other = other.msg(),
                square = square.to_string()
            ),
        ),
        (Target::Enemy(square), Action::Hero(_)) if heroes == 0 => Illegal::new(
            "5C",
            msg!("rosenkonig-no-hero-left", square = square.to_string()),
        ),
        // Only reached for an action that is in fact legal.
        _ => Illegal::new(
            "6",
            msg!("rosenkonig-legal-now", action = action.to_string()),
        ),
    }
}

/// Does a legal `action` of the side to move, then passes the turn with the checks of §8.
pub fn apply(state: &mut State, action: Action, dice: &mut Dice) {
    let side = state.turn;
    match action {
        Action::Play(card) | Action::Hero(card) => {
            let Ok(square) = card.target(state.crown) else {
                return;
            };
            let hand = state.hands.get_mut(side);
            if let Some(i) = hand.iter().position(|c| *c == card) {
                hand.remove(i);
            }
            if matches!(action, Action::Play(_)) {
                // §5 A: a stone from the supply, the mover's rose up.
                state.supply = state.supply.saturating_sub(1);
            } else {
                // §5 C: the stone is flipped; the hero leaves the game; no stone is used.
                let heroes = state.heroes.get_mut(side);
                *heroes = heroes.saturating_sub(1);
            }
            state.stones.set(square, Some(side));
            state.crown = square;
            state.discard.push(card);
        }
        Action::Draw => {
            if let Some(card) = state.draw_pile.pop() {
                state.hands.get_mut(side).push(card);
            }
            if state.draw_pile.is_empty() {
                // §7: as soon as the last card is drawn, the discard pile is shuffled into a
                // new draw pile, with this move's dice.
                state.draw_pile = std::mem::take(&mut state.discard);
                dice.shuffle(&mut state.draw_pile);
            }
        }
    }
    state.last = Some(Last { side, action });
    state.turn = side.other();
    settle(state);
}

/// §8, checked whenever a new turn begins: an empty supply ends the game at once; a player
/// with no legal action is skipped, unless the opponent has none either, which ends the
/// game. A skipped player is checked again before their next turn.
pub fn settle(state: &mut State) {
    if state.end.is_some() {
        return;
    }
    if state.supply == 0 {
        state.end = Some(End::SupplyExhausted);
    } else if !has_action(state, state.turn) {
        if has_action(state, state.turn.other()) {
            state.turn = state.turn.other();
        } else {
            state.end = Some(End::MutualBlock);
        }
    }
}
