//! The state of a game of The Three Fords (§6, §7, §16): the round and its colour, the
//! phase and the step waiting for a decision, who is first player and who holds the
//! momentum, each side's morale, VP, command and order tokens, hand, deck and discard pile,
//! each commander's card, each unit's hex, figures, banner and engagements, and the fords.
//! [`setup`] builds it per §6 and plays round 1's Rally and Marshaling, so the first
//! decision is the first player's first Command turn.
//!
//! The deck's order is secret to everybody (§16): it is kept here because the draws need
//! it, and the view (§19.4) must never show it.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::engine::Dice;

use super::board::Hex;
use super::data::{CATALOG, CardId, Face, Momentum, Side, UnitId};
use super::round;
use super::victory::GameResult;

/// One value per side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BySide<T> {
    /// North's.
    pub north: T,
    /// West's.
    pub west: T,
}

impl<T> BySide<T> {
    /// The same value for both sides.
    pub fn both(value: T) -> Self
    where
        T: Clone,
    {
        BySide {
            north: value.clone(),
            west: value,
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::North => &self.north,
            Side::West => &self.west,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::North => &mut self.north,
            Side::West => &mut self.west,
        }
    }
}

/// The colour under the round marker, which active banners show (§7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Odd spaces: rounds 1, 3, 5.
    White,
    /// Even spaces: rounds 2, 4, 6.
    Black,
}

/// The colour of round `round` (§7: white on odd spaces, black on even).
pub fn round_colour(round: u8) -> Colour {
    if round % 2 == 1 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// The phase the game rests in between decisions. Rally and Marshaling need no decision
/// (§8, §9), so the game never rests in them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// §10: the players take turns.
    Command,
    /// §11: waiting for a discard down to the carry-over.
    Regroup,
    /// §13: the battle is over.
    Over,
}

/// A side's order tokens on its command board, by kind (§10.2; all public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderTokens {
    /// Order one active green unit.
    pub green: u8,
    /// Order one active blue unit.
    pub blue: u8,
    /// Order one active red unit.
    pub red: u8,
    /// Order one active unit of any rank.
    pub valor: u8,
    /// Morale up, or rally one unit.
    pub morale: u8,
}

impl OrderTokens {
    /// Every kind of token, in the order of §19.4's view.
    pub const KINDS: [Face; 5] = [
        Face::Green,
        Face::Blue,
        Face::Red,
        Face::Valor,
        Face::Morale,
    ];

    /// How many tokens of `kind` lie on the board.
    pub fn count(&self, kind: Face) -> u8 {
        match kind {
            Face::Green => self.green,
            Face::Blue => self.blue,
            Face::Red => self.red,
            Face::Valor => self.valor,
            Face::Morale => self.morale,
        }
    }

    fn slot(&mut self, kind: Face) -> &mut u8 {
        match kind {
            Face::Green => &mut self.green,
            Face::Blue => &mut self.blue,
            Face::Red => &mut self.red,
            Face::Valor => &mut self.valor,
            Face::Morale => &mut self.morale,
        }
    }

    /// One token of `kind` from the supply (§9 A: the supply is never short).
    pub fn gain(&mut self, kind: Face) {
        *self.slot(kind) += 1;
    }

    /// One token of `kind` back to the supply; panics if there is none (a rules bug).
    pub fn spend(&mut self, kind: Face) {
        let slot = self.slot(kind);
        *slot = slot
            .checked_sub(1)
            .unwrap_or_else(|| panic!("no {kind:?} order token to spend"));
    }

    /// All tokens on the board.
    pub fn total(&self) -> u8 {
        Self::KINDS.iter().map(|k| self.count(*k)).sum()
    }

    /// The kinds of which at least one token lies on the board.
    pub fn kinds_held(&self) -> impl Iterator<Item = Face> + '_ {
        Self::KINDS.into_iter().filter(|k| self.count(*k) > 0)
    }
}

/// What one side has (§2, §6): the public marker values and boards, its secret hand, its
/// deck (order secret to everybody) and its public discard pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// The morale marker, 0–10 (§12).
    pub morale: u8,
    /// Victory points (§13).
    pub vp: u8,
    /// Command tokens on the command board, not on a commander's card (§10.3).
    pub command_board: u8,
    /// Order tokens on the command board (§10.2).
    pub order_tokens: OrderTokens,
    /// The hand, in the order drawn (secret to the opponent, §16).
    pub hand: Vec<CardId>,
    /// The deck; the last card is the top. Its order is known to nobody (§16).
    pub deck: Vec<CardId>,
    /// The discard pile, oldest first (public).
    pub discard: Vec<CardId>,
    /// Passed for the rest of this Command phase (§10.1).
    pub passed: bool,
}

impl SideState {
    /// A side as §6 step 2 sets it up: morale 10, no VP, all command tokens on the board,
    /// no order tokens, no cards in hand or discard; `deck` unshuffled.
    fn at_setup(deck: Vec<CardId>) -> Self {
        SideState {
            morale: CATALOG.morale.start,
            vp: 0,
            command_board: CATALOG.meta.command_tokens,
            order_tokens: OrderTokens::default(),
            hand: Vec::new(),
            deck,
            discard: Vec::new(),
            passed: false,
        }
    }

    /// Moves morale by `delta`, clamped to the track 0–10 (§12).
    pub fn change_morale(&mut self, delta: i8) {
        let value = i16::from(self.morale) + i16::from(delta);
        self.morale = value.clamp(0, i16::from(CATALOG.morale.max)) as u8;
    }
}

/// A commander's card (§4.4): the command tokens on it and whether he was captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommanderState {
    /// The unit he rides with, also his name in notation.
    pub unit: UnitId,
    /// Command tokens on his card (at most his command limit).
    pub tokens: u8,
    /// Removed from the board for good (§4.4).
    pub captured: bool,
}

/// Where a unit is: on a hex, or removed from the board for good (§10.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    /// On the board, on this hex (a lone commander too).
    Board(Hex),
    /// Lost its last figure and had no commander.
    Eliminated,
    /// A lone commander captured.
    Captured,
}

/// One unit (§4): where it is, its figures, its banner and its engagements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitState {
    /// Its hex, or how it left the board.
    pub place: Place,
    /// Figures left; 0 for a lone commander.
    pub figures: u8,
    /// Its banner shows the round colour (§7).
    pub active: bool,
    /// Its figures are gone but its commander stays (§4.4).
    pub lone: bool,
    /// The enemy units it is engaged with, ascending (§10.10).
    pub engaged: Vec<UnitId>,
}

impl UnitState {
    /// Its hex while on the board.
    pub fn hex(&self) -> Option<Hex> {
        match self.place {
            Place::Board(hex) => Some(hex),
            Place::Eliminated | Place::Captured => None,
        }
    }

    /// On the board with at least one figure (§13 annihilation counts only these).
    pub fn has_figures(&self) -> bool {
        self.hex().is_some() && self.figures > 0
    }
}

/// The step waiting for a decision (§15, §19.4 `pending`). The order being carried out
/// is in [`State::order`] and the attack being resolved in [`State::strike`]; the view
/// (§19.4) joins them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "lowercase")]
pub enum Pending {
    /// The player whose turn it is chooses a turn action (§10.1).
    Turn,
    /// Commands of a card are being given (§10.3 step 3).
    Select,
    /// The ordered units move (§10.4 step 1).
    Move,
    /// The ordered units attack (§10.4 step 2).
    Attack,
    /// The attacker of a flank attack may reroll one face (§10.10).
    Reroll,
    /// The retreating unit's owner picks one of two hexes (§10.9 step 4).
    Retreat {
        /// The retreating unit.
        unit: UnitId,
        /// Morale results left, this one included.
        results_left: u8,
        /// The two legal hexes.
        options: Vec<Hex>,
    },
    /// The attacker may move into the emptied hex (§10.11).
    Advance {
        /// The attacker.
        unit: UnitId,
        /// The emptied hex.
        hex: Hex,
        /// Whether it pursues (one more attack after moving).
        pursue: bool,
    },
    /// `seat` discards down to the carry-over, one item per action (§11 step 4).
    Discard {
        /// The side that discards.
        seat: Side,
        /// Order tokens above the carry-over.
        tokens_over: u8,
        /// Cards above the carry-over.
        cards_over: u8,
    },
    /// The battle is over (§13).
    Over,
}

/// The order of the current turn (§10.2–§10.4): who gave it, the units it ordered and
/// what each has done.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Order {
    /// The card played; `None` for a token order.
    pub card: Option<CardId>,
    /// The card is played as one command for any unit type (§10.3 improvise).
    pub improvised: bool,
    /// The commander named; `None` for a token order.
    pub commander: Option<UnitId>,
    /// Commands the card may still give (§10.3 step 3).
    pub commands_left: u8,
    /// The units ordered, in order; a unit that stops acting (§10.4) leaves the list.
    pub ordered: Vec<UnitId>,
    /// The ordered units that have made their move (§10.5).
    pub moved: Vec<UnitId>,
    /// Attacks each ordered unit has left (§10.4 step 2).
    pub attacks_left: Vec<(UnitId, u8)>,
    /// Units whose attack left is the pursuit attack (§10.11: melee, no advance).
    pub pursuing: Vec<UnitId>,
    /// Units that have advanced or pursued in this order (at most once, §10.11).
    pub advanced: Vec<UnitId>,
}

impl Order {
    /// The card's effects on the units it orders: `None` for a token order or an
    /// improvised card, which give no bonus, restriction or tactic (§10.3).
    pub fn printed_card(&self) -> Option<&'static super::data::Card> {
        self.card.filter(|_| !self.improvised).map(|c| c.info())
    }

    /// Attacks `unit` has left.
    pub fn attacks_of(&self, unit: UnitId) -> u8 {
        self.attacks_left
            .iter()
            .find(|(u, _)| *u == unit)
            .map_or(0, |(_, n)| *n)
    }

    /// `unit` stops acting in this order (§10.4: it lost its last figure).
    pub fn stop(&mut self, unit: UnitId) {
        self.ordered.retain(|u| *u != unit);
        self.attacks_left.retain(|(u, _)| *u != unit);
        self.pursuing.retain(|u| *u != unit);
    }
}

/// How an attack is made (§10.6, §10.7, §10.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StrikeKind {
    /// An ordered or pursuit attack on an adjacent unit.
    Melee,
    /// A shot at distance 2–4.
    Ranged,
    /// A free attack on an engaged unit leaving its hex: hits only.
    Free,
}

/// The attack being resolved (§10.9), while a decision inside it is awaited.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    /// Melee or ranged (free attacks never wait for a decision).
    pub kind: StrikeKind,
    /// The attacking unit.
    pub attacker: UnitId,
    /// The target.
    pub target: UnitId,
    /// The hex where the target was attacked (§10.9 step 5, §10.11).
    pub hex: Hex,
    /// A pursuit attack: it never leads to another advance (§10.11).
    pub pursuit: bool,
    /// The roll, left to right.
    pub dice: Vec<Face>,
    /// Hits a lone commander has taken in this attack (§10.9 step 4, blocked retreats).
    pub lone_hits: u8,
}

/// A roll of the dice, for the view's `rolls` (§19.4). The rolls of attacks are added by
/// the combat rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Roll {
    /// Setup step 3, option `random`: 1–4 north, 5–8 west (§6).
    Momentum {
        /// The die, 1–8.
        die: u8,
    },
    /// A deck shuffled (setup, or a reshuffle of the discard pile); no order shown.
    Shuffle {
        /// Whose deck.
        side: Side,
    },
    /// Marshaling A: the order dice (§9 A).
    OrderDice {
        /// Who rolled.
        side: Side,
        /// The faces, left to right.
        dice: Vec<Face>,
    },
    /// An ordered or pursuit attack on an adjacent unit (§10.6).
    Melee(AttackRoll),
    /// A shot (§10.7).
    Ranged(AttackRoll),
    /// A free attack (§10.10): only its hits count.
    Free(AttackRoll),
    /// A flank reroll (§10.10): the whole roll after it.
    Reroll {
        /// The attacking unit.
        attacker: UnitId,
        /// The target.
        target: UnitId,
        /// The face rerolled.
        face: Face,
        /// The whole roll after the reroll, left to right.
        dice: Vec<Face>,
    },
}

/// The dice of one attack and what they score against the target's rank (§5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackRoll {
    /// The attacking unit.
    pub attacker: UnitId,
    /// The target.
    pub target: UnitId,
    /// The faces, left to right.
    pub dice: Vec<Face>,
    /// Dice that hit the target's rank (its colour or valor).
    pub hits: u8,
    /// Dice showing morale.
    pub morale: u8,
}

/// The whole state, hidden parts included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The space of the round marker, 1–6 (§7).
    pub round: u8,
    /// The phase the game rests in.
    pub phase: Phase,
    /// First player of this round (§8 A).
    pub first: Side,
    /// Who holds the momentum token (§8 A, §13).
    pub momentum: Side,
    /// Whose Command turn it is (meaningful in the Command phase).
    pub turn: Side,
    /// Each side's markers, boards and cards.
    pub sides: BySide<SideState>,
    /// The four commanders' cards, in the catalog's order.
    pub commanders: Vec<CommanderState>,
    /// Every unit, by [`UnitId`].
    pub units: Vec<UnitState>,
    /// Who controls each ford, in the catalog's order of fords (§10.12).
    pub fords: Vec<Option<Side>>,
    /// The step waiting for a decision.
    pub pending: Pending,
    /// The order of the current turn, while one is carried out (§10.4).
    pub order: Option<Order>,
    /// The attack being resolved, while it waits for a decision (§10.9).
    pub strike: Option<Strike>,
    /// The rolls of the latest action and the automatic steps after it (§19.4).
    pub rolls: Vec<Roll>,
    /// How the battle ended, once it has (§13, §19.5).
    pub result: Option<GameResult>,
}

impl State {
    /// The colour of the current round (§7).
    pub fn colour(&self) -> Colour {
        round_colour(self.round)
    }

    /// The second player of this round.
    pub fn second(&self) -> Side {
        self.first.opponent()
    }

    /// A unit's state.
    pub fn unit(&self, id: UnitId) -> &UnitState {
        &self.units[usize::from(id.0)]
    }

    /// A unit's state, to change.
    pub fn unit_mut(&mut self, id: UnitId) -> &mut UnitState {
        &mut self.units[usize::from(id.0)]
    }

    /// The card of the commander riding with `unit`, if he is one (§4.4).
    pub fn commander(&self, unit: UnitId) -> Option<&CommanderState> {
        self.commanders.iter().find(|c| c.unit == unit)
    }

    /// The unit on `hex`, if any.
    pub fn unit_on(&self, hex: Hex) -> Option<UnitId> {
        UnitId::all().find(|u| self.unit(*u).hex() == Some(hex))
    }

    /// The controller of the ford on `hex`; `None` if uncontrolled or not a ford.
    pub fn ford_controller(&self, hex: Hex) -> Option<Side> {
        let i = CATALOG.terrain.ford.iter().position(|f| *f == hex)?;
        self.fords[i]
    }

    /// Fords controlled by `side`.
    pub fn fords_of(&self, side: Side) -> u8 {
        self.fords.iter().filter(|f| **f == Some(side)).count() as u8
    }

    /// Whether the battle is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

/// One side's deck in the catalog's order, copies together, before shuffling.
fn unshuffled_deck() -> Vec<CardId> {
    CardId::all()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(c.info().copies)))
        .collect()
}

/// Setup step 1: every unit on its start hex, full figures, banner white (round 1's
/// colour, so active), no engagements.
fn units_at_setup() -> Vec<UnitState> {
    UnitId::all()
        .map(|u| UnitState {
            place: Place::Board(u.info().start),
            figures: u.info().figures,
            active: true,
            lone: false,
            engaged: Vec::new(),
        })
        .collect()
}

/// Setup step 3: who holds the momentum token; `random` rolls one die (1–4 north, 5–8 west)
/// and records it.
fn momentum_holder(option: Momentum, dice: &mut Dice, rolls: &mut Vec<Roll>) -> Side {
    match option {
        Momentum::North => Side::North,
        Momentum::West => Side::West,
        Momentum::Random => {
            let die = dice.roll(8) as u8;
            rolls.push(Roll::Momentum { die });
            if die <= 4 { Side::North } else { Side::West }
        }
    }
}

/// The setup of §6, then round 1's Rally and Marshaling (§8, §9): the state waits for the
/// first player's first Command turn. `momentum` is the option of §19.2.
pub fn setup(momentum: Momentum, dice: &mut Dice) -> State {
    let mut rolls = Vec::new();
    let holder = momentum_holder(momentum, dice, &mut rolls);
    let mut sides = BySide::both(SideState::at_setup(unshuffled_deck()));
    for side in Side::BOTH {
        dice.shuffle(&mut sides[side].deck);
        rolls.push(Roll::Shuffle { side });
    }
    let mut state = State {
        round: 1,
        phase: Phase::Command,
        first: holder,
        momentum: holder,
        turn: holder,
        sides,
        commanders: CATALOG
            .commanders
            .iter()
            .map(|c| CommanderState {
                unit: UnitId::parse(&c.unit).expect("a commander rides with a catalog unit"),
                tokens: 0,
                captured: false,
            })
            .collect(),
        units: units_at_setup(),
        fords: vec![None; CATALOG.terrain.ford.len()],
        pending: Pending::Turn,
        order: None,
        strike: None,
        rolls,
        result: None,
    };
    round::begin_round(&mut state, dice);
    state
}
