//! The setup (4.0), the deal at each campaign start with the 13-AP redeal (5.1), and the
//! card phase (1.1): both players choose a card secretly, then Player 1 is decided.

use crate::engine::{Dice, Illegal};
use crate::msg;

use super::super::Options;
use super::super::action::Action;
use super::super::containers::{CardSet, PerBlock, PerBorder, PerIndex};
use super::super::data::{BLOCKS, BlockId, BySide, CATALOG, CardId, Event, House};
use super::super::state::{Location, Phase, Redeal, State};
use super::action::enter_actions;

/// Rule 5.1: a hand of this many AP or fewer may ask for a redeal.
pub const REDEAL_THRESHOLD: u32 = 13;
/// Rule 1.0: cards dealt to each player per campaign.
pub const HAND: usize = 7;

/// Rule 4.0: the scenario's setup, then the first deal.
pub fn setup(options: &Options, dice: &mut Dice) -> State {
    let scenario = CATALOG
        .scenario(options.scenario.id())
        .expect("every scenario option is in scenarios.toml");
    let mut loc: PerBlock<Location> = PerIndex::filled(Location::Dead);
    for d in &scenario.deploy {
        loc[d.block] = if d.prisoner {
            Location::Prisoner(d.area)
        } else {
            Location::Area(d.area)
        };
    }
    for b in scenario.pool_lancaster.iter().chain(&scenario.pool_york) {
        loc[*b] = Location::Pool;
    }
    for b in &scenario.minor {
        loc[*b] = Location::Minor;
    }
    for b in &scenario.offmap_twin {
        loc[*b] = Location::Offmap;
    }
    let mut steps: PerBlock<u8> = PerIndex::filled(0);
    for b in BlockId::all() {
        steps[b] = b.info().steps;
    }
    let royal = scenario.king.info().owner.expect("the King is an heir");
    let mut state = State {
        scenario: options.scenario,
        redeal: options.redeal,
        campaign: scenario.first_campaign,
        last_campaign: scenario.last_campaign,
        turn: 1,
        royal,
        king: Some(scenario.king),
        p1: royal.other(),
        loc,
        steps,
        moved: Default::default(),
        recruited: Default::default(),
        reserve: Default::default(),
        hands: BySide::default(),
        played: BySide::default(),
        redeal_used: false,
        crossings: PerBorder::filled(0),
        attacks: Vec::new(),
        battle: None,
        treason: None,
        minors_owed: BySide::default(),
        minors_later: BySide::default(),
        phase: Phase::Cards,
        usurpation: BySide::default(),
        rolls: Default::default(),
        outcome: None,
    };
    debug_assert_eq!(state.loc.0.len(), BLOCKS);
    enter_campaign_deal(&mut state, dice);
    state
}

/// Deals 7 cards to each house marked in `to`, from the deck minus `kept`.
fn deal(state: &mut State, dice: &mut Dice, to: BySide<bool>, kept: CardSet) {
    let mut deck: Vec<CardId> = CardSet(CardSet::ALL.0 & !kept.0).iter().collect();
    dice.shuffle(&mut deck);
    let mut cards = deck.into_iter();
    for house in House::BOTH {
        if *to.get(house) {
            let mut hand = CardSet::default();
            for c in cards.by_ref().take(HAND) {
                hand.insert(c);
            }
            *state.hands.get_mut(house) = hand;
        }
    }
}

/// Rules 1.0, 5.1, 8.5: shuffles the 25 cards and deals 7 to each player; then the redeal
/// (asked, or automatic in Ref mode), then the card phase of turn 1.
pub fn enter_campaign_deal(state: &mut State, dice: &mut Dice) {
    state.redeal_used = false;
    deal(state, dice, BySide::both(true), CardSet::default());
    enter_dealt(state, dice);
}

/// Rule 5.1: after the deal, the redeal (asked once per campaign, or automatic in Ref
/// mode), then the card phase.
pub fn enter_dealt(state: &mut State, dice: &mut Dice) {
    if state.redeal_used {
        enter_card_phase(state);
        return;
    }
    match state.redeal {
        Redeal::Auto => {
            // Ref mode: both hands again until both exceed the threshold.
            while House::BOTH
                .iter()
                .any(|h| state.hands.get(*h).ap_total() <= REDEAL_THRESHOLD)
            {
                deal(state, dice, BySide::both(true), CardSet::default());
            }
            state.redeal_used = true;
            enter_card_phase(state);
        }
        Redeal::Ask => {
            let pending = state.hands.map(|h| h.ap_total() <= REDEAL_THRESHOLD);
            if pending.lancaster || pending.york {
                state.phase = Phase::RedealAsk {
                    pending,
                    requested: BySide::both(false),
                };
            } else {
                enter_card_phase(state);
            }
        }
    }
}

/// Rule 1.1: a new game turn's card phase; clears the turn's bookkeeping.
pub fn enter_card_phase(state: &mut State) {
    state.moved = Default::default();
    state.recruited = Default::default();
    state.reserve = Default::default();
    state.played = BySide::default();
    state.attacks.clear();
    state.battle = None;
    state.treason = None;
    state.phase = Phase::Cards;
}

/// Rule 1.0: the next game turn of the campaign.
pub fn enter_next_turn(state: &mut State) {
    state.turn += 1;
    enter_card_phase(state);
}

/// Rule 1.1 (Engine = R v1.02): an event beats an action card; then the higher AP; then
/// the Pretender. Returns Player 1.
pub fn player_one(state: &State, played: BySide<CardId>) -> House {
    let score = |house: House| {
        let card = played.get(house).info();
        10 * u32::from(card.event.is_some())
            + 2 * u32::from(card.ap)
            + u32::from(house == state.pretender_house())
    };
    if score(House::Lancaster) > score(House::York) {
        House::Lancaster
    } else {
        House::York
    }
}

/// The legal actions of `house` in the redeal and card phase.
pub fn legal(state: &State, house: House, out: &mut Vec<Action>) {
    match state.phase {
        Phase::RedealAsk { pending, .. } if *pending.get(house) => {
            out.extend([Action::Redeal, Action::Keep]);
        }
        Phase::RedealAnswer { house: h } if h == house => {
            out.extend([Action::Keep, Action::Redraw]);
        }
        Phase::Cards if state.played.get(house).is_none() => {
            out.extend(state.hands.get(house).iter().map(Action::Play));
        }
        _ => {}
    }
}

/// Rule 1.1 (issue 27): once this turn's cards are revealed, `house` may choose next
/// turn's card ahead: any card left in its hand. No move of the opponent can change that
/// choice (a hand changes only when it is played from or dealt anew, 5.1), so the card is
/// played as soon as the next card phase comes. Before the reveal (the card phase, the
/// redeal) there is nothing ahead to choose; after turn 7 the hand is empty.
pub fn ahead(state: &State, house: House) -> Vec<Action> {
    let revealed = !matches!(
        state.phase,
        Phase::Cards | Phase::RedealAsk { .. } | Phase::RedealAnswer { .. } | Phase::Over
    );
    if !revealed || state.outcome.is_some() {
        return Vec::new();
    }
    state.hands.get(house).iter().map(Action::Play).collect()
}

/// Rule 1.1 (issue 27): what `house` sees for choosing its card is its view with the
/// opponent's card, chosen face down meanwhile, still in the opponent's hand: the
/// opponent's choice tells it nothing, so a card sent before it came in still plays.
pub fn as_if_unchosen(state: &State, house: House) -> Option<State> {
    let other = house.other();
    let chosen = match (
        &state.phase,
        state.played.get(house),
        state.played.get(other),
    ) {
        (Phase::Cards, None, Some(card)) => *card,
        _ => return None,
    };
    let mut unchosen = state.clone();
    unchosen.hands.get_mut(other).insert(chosen);
    *unchosen.played.get_mut(other) = None;
    Some(unchosen)
}

/// Why an action is refused in the card phase.
pub fn why_illegal(state: &State, house: House, action: &Action) -> Illegal {
    match (&state.phase, action) {
        (Phase::Cards, Action::Play(_)) => Illegal::new(
            "1.1",
            msg!(
                "richard3-not-in-hand",
                action = action.to_string(),
                house = house.msg()
            ),
        ),
        (Phase::Cards, _) => Illegal::new("1.1", msg!("richard3-choose-card")),
        _ => Illegal::new("5.1", msg!("richard3-answer-redeal")),
    }
}

/// Applies a card-phase action.
pub fn apply(state: &mut State, house: House, action: &Action, dice: &mut Dice) {
    match (state.phase.clone(), *action) {
        (
            Phase::RedealAsk {
                mut pending,
                mut requested,
            },
            a,
        ) => {
            *pending.get_mut(house) = false;
            *requested.get_mut(house) = a == Action::Redeal;
            if pending.lancaster || pending.york {
                state.phase = Phase::RedealAsk { pending, requested };
            } else {
                match (requested.lancaster, requested.york) {
                    (false, false) => enter_card_phase(state),
                    (true, true) => {
                        redeal(state, dice, BySide::both(true));
                    }
                    (true, false) => state.phase = Phase::RedealAnswer { house: House::York },
                    (false, true) => {
                        state.phase = Phase::RedealAnswer {
                            house: House::Lancaster,
                        }
                    }
                }
            }
        }
        (Phase::RedealAnswer { house: answering }, a) => {
            let mut to = BySide::both(true);
            if a == Action::Keep {
                *to.get_mut(answering) = false;
            }
            redeal(state, dice, to);
        }
        (Phase::Cards, Action::Play(card)) => play(state, house, card),
        _ => {}
    }
}

/// Rule 5.1: shuffles every card not in a kept hand and deals the redrawing players 7
/// each; no further redeal this campaign.
fn redeal(state: &mut State, dice: &mut Dice, to: BySide<bool>) {
    let mut kept = CardSet::default();
    for house in House::BOTH {
        if !*to.get(house) {
            kept.0 |= state.hands.get(house).0;
        }
    }
    deal(state, dice, to, kept);
    state.redeal_used = true;
    enter_card_phase(state);
}

/// Rule 1.1: one card chosen; when both are, they are revealed and Player 1 acts.
fn play(state: &mut State, house: House, card: CardId) {
    state.hands.get_mut(house).remove(card);
    *state.played.get_mut(house) = Some(card);
    if let (Some(l), Some(y)) = (state.played.lancaster, state.played.york) {
        enter_revealed(state, BySide::new(l, y));
    }
}

/// Rule 1.1: both cards revealed: Player 1 is decided, the Treason option recorded (5.1),
/// and Player 1's action phase begins.
pub fn enter_revealed(state: &mut State, played: BySide<CardId>) {
    state.played = played.map(|c| Some(*c));
    state.p1 = player_one(state, played);
    state.treason = House::BOTH
        .into_iter()
        .find(|h| played.get(*h).info().event == Some(Event::Treason));
    enter_actions(state, state.p1);
}
