//! A JSON position format (§13) that starts a game from any legal position: for tests,
//! study, or finishing a face-to-face game. It is validated like a setup.
//!
//! ```json
//! {
//!   "scenario": "wars_of_the_roses",
//!   "redeal": "ask",
//!   "campaign": 1,
//!   "turn": 1,
//!   "king": "L_henry_vi",
//!   "blocks": {
//!     "L_henry_vi": "middlesex",
//!     "L_somerset": { "at": "dorset", "steps": 2 },
//!     "L_buckingham": "pool",
//!     "Y_clarence": "minor",
//!     "L_clarence": "offmap",
//!     "...": "every one of the 63 blocks exactly once"
//!   },
//!   "hands": { "lancaster": [7, 13, 20], "york": [8, 14, 21] },
//!   "phase": { "step": "actions", "played": { "lancaster": 1, "york": 9 } }
//! }
//! ```
//!
//! - `blocks`: each block id of `blocks.toml` mapped to where it is: an area id of
//!   `map.toml` (on the map, exile included), `pool`, `pool_down` (eliminated this
//!   campaign), `home_down` (a mercenary face-down at home), `minor`, `offmap` (the
//!   inactive twin), `dead`, or `prisoner:<area>` (Kingmaker's Henry VI). A bare string
//!   means full strength; `{"at": …, "steps": n}` sets the current steps.
//! - `king`: the King's block, or `null` for a King killed since the last supply phase;
//!   then `royal` (`"lancaster"`/`"york"`) names the royal house. The Pretender follows
//!   from the heirs (the senior living heir of the other house).
//! - `hands`: card ids (1–25) per house.
//! - `phase`: `{"step": "deal"}` (turn 1, 7 cards each: the redeal question of 5.1 if a
//!   hand qualifies, then the card phase), `{"step": "cards"}` (the card phase: both
//!   hands hold 8 − turn cards) or `{"step": "actions", "played": {…}}` (both cards
//!   revealed, Player 1 decided by 1.1, his action phase begins; hands hold 7 − turn),
//!   `{"step": "supply"}` (the battles are over: the supply phase of 7.0 begins; hands
//!   hold 7 − turn) or `{"step": "political"}` (turn 7 is over: the political turn of
//!   8.0 begins; hands are empty).
//! - Optional: `redeal` (option, default `ask`), `redeal_used` (default false),
//!   `minors_owed` (per house, default 0). In the `supply` step, `king` may be `null`
//!   for a King killed in this turn's battles (crowned in step 1 of 7.0).
//!
//! Checks: every block once; a twin pair never has both copies in play (or both
//! off-map); steps from 1 to the block's maximum for blocks in play; areas hold blocks
//! (no sea zone) and no block stands in the other house's exile area; minors are heirs,
//! `home_down` only for mercenaries with an exile home, mercenaries other than the Welsh
//! never in a pool; the King is a living heir of the royal house; both houses have a living
//! heir; no area is contested; hands are disjoint and sized for the turn.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::containers::{CardSet, PerBlock, PerBorder, PerIndex};
use super::data::{AreaId, BlockId, BySide, CATALOG, CardId, House, MercHome};
use super::phase;
use super::state::{Location, Phase, Redeal, ScenarioId, State};
use crate::engine::Dice;

/// Where one block is, with optional steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Place {
    /// Full strength at this place.
    At(String),
    /// At this place with these steps.
    Steps {
        /// The place.
        at: String,
        /// Current steps.
        steps: u8,
    },
}

/// Where the position starts in the sequence of play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum PositionPhase {
    /// Just dealt (turn 1): the redeal question, then the card phase.
    Deal,
    /// The start of the card phase.
    Cards,
    /// Both cards revealed; Player 1's action phase begins.
    Actions {
        /// The card each house played.
        played: BySide<u8>,
    },
    /// After the battles: the supply phase of this turn begins (7.0).
    Supply,
    /// After turn 7's supply phase: the political turn begins (8.0).
    Political,
}

/// A position (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The scenario (its campaigns and special rules).
    pub scenario: ScenarioId,
    /// The redeal option.
    #[serde(default)]
    pub redeal: Redeal,
    /// The campaign.
    pub campaign: u8,
    /// The game turn, 1–7.
    pub turn: u8,
    /// The King, or `None` for a dead King awaiting the next supply phase.
    pub king: Option<String>,
    /// The royal house when `king` is `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub royal: Option<House>,
    /// Every block's place.
    pub blocks: BTreeMap<String, Place>,
    /// The hands, as card ids.
    pub hands: BySide<Vec<u8>>,
    /// The redeal was used this campaign.
    #[serde(default)]
    pub redeal_used: bool,
    /// Minors owed at the next supply phase.
    #[serde(default)]
    pub minors_owed: BySide<u8>,
    /// Where play starts.
    pub phase: PositionPhase,
}

/// A position that is not legal, in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad position: {0}")]
pub struct PositionError(pub String);

fn place_name(loc: Location) -> String {
    match loc {
        Location::Area(a) => a.id().to_string(),
        Location::Pool => "pool".into(),
        Location::PoolDown => "pool_down".into(),
        Location::HomeDown => "home_down".into(),
        Location::Minor => "minor".into(),
        Location::Offmap => "offmap".into(),
        Location::Dead => "dead".into(),
        Location::Prisoner(a) => format!("prisoner:{}", a.id()),
    }
}

fn parse_place(text: &str) -> Option<Location> {
    Some(match text {
        "pool" => Location::Pool,
        "pool_down" => Location::PoolDown,
        "home_down" => Location::HomeDown,
        "minor" => Location::Minor,
        "offmap" => Location::Offmap,
        "dead" => Location::Dead,
        _ => match text.strip_prefix("prisoner:") {
            Some(a) => Location::Prisoner(AreaId::parse(a)?),
            None => Location::Area(AreaId::parse(text)?),
        },
    })
}

impl Position {
    /// The position of a scenario's setup at the start of the card phase of turn 1, with
    /// empty hands (fill them before use): a base for tests to edit.
    pub fn scenario(scenario: ScenarioId) -> Position {
        let state = phase::card::setup(
            &super::Options {
                scenario,
                redeal: Redeal::Ask,
            },
            &mut Dice::for_move(&crate::engine::Seed([0; 32]), 0),
        );
        let mut position = Position::of(&state);
        position.hands = BySide::default();
        position.phase = PositionPhase::Cards;
        position
    }

    /// The position of a state (its phase written as the card phase).
    pub fn of(state: &State) -> Position {
        let blocks = BlockId::all()
            .map(|b| {
                let at = place_name(state.loc[b]);
                let place = if state.steps[b] == b.info().steps || state.steps[b] == 0 {
                    Place::At(at)
                } else {
                    Place::Steps {
                        at,
                        steps: state.steps[b],
                    }
                };
                (b.id().to_string(), place)
            })
            .collect();
        Position {
            scenario: state.scenario,
            redeal: state.redeal,
            campaign: state.campaign,
            turn: state.turn,
            king: state.king.map(|k| k.id().to_string()),
            royal: state.king.is_none().then_some(state.royal),
            blocks,
            hands: state
                .hands
                .map(|h| h.iter().map(|c| c.info().number).collect()),
            redeal_used: state.redeal_used,
            minors_owed: state.minors_owed,
            phase: PositionPhase::Cards,
        }
    }

    /// Puts `block` at `place` (an area id or a place word) at full strength.
    ///
    /// # Panics
    /// An unknown block id (a test helper).
    pub fn put(&mut self, block: &str, place: &str) -> &mut Self {
        assert!(BlockId::parse(block).is_some(), "no block {block}");
        self.blocks
            .insert(block.to_string(), Place::At(place.to_string()));
        self
    }

    /// Puts `block` at `place` with `steps`.
    pub fn put_steps(&mut self, block: &str, place: &str, steps: u8) -> &mut Self {
        self.blocks.insert(
            block.to_string(),
            Place::Steps {
                at: place.to_string(),
                steps,
            },
        );
        self
    }

    /// The JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("positions serialize")
    }

    /// Reads the JSON text.
    ///
    /// # Errors
    /// Text that is not a position; see [`Position::to_state`] for the checks.
    pub fn from_json(text: &str) -> Result<Position, PositionError> {
        serde_json::from_str(text).map_err(|e| PositionError(e.to_string()))
    }

    /// The state of this position, checked (see the module documentation). `dice` is
    /// used only by the `deal` step in `auto` redeal mode.
    ///
    /// # Errors
    /// The first check that fails, in words.
    pub fn to_state(&self, dice: &mut Dice) -> Result<State, PositionError> {
        let err = |text: String| Err(PositionError(text));
        let scenario = CATALOG
            .scenario(self.scenario.id())
            .expect("scenario ids match the data");
        if !(scenario.first_campaign..=scenario.last_campaign).contains(&self.campaign) {
            return err(format!(
                "campaign {} is not in this scenario",
                self.campaign
            ));
        }
        if !(1..=7).contains(&self.turn) {
            return err(format!("turn {} is not 1–7", self.turn));
        }
        let (loc, steps) = self.blocks()?;
        let (king, royal) = self.crown(&loc)?;
        let (hands, mut all) = self.hands()?;
        let mut state = State {
            scenario: self.scenario,
            redeal: self.redeal,
            campaign: self.campaign,
            turn: self.turn,
            last_campaign: scenario.last_campaign,
            royal,
            king,
            p1: royal.other(),
            loc,
            steps,
            moved: Default::default(),
            recruited: Default::default(),
            reserve: Default::default(),
            hands,
            played: BySide::default(),
            redeal_used: self.redeal_used,
            crossings: PerBorder::filled(0),
            attacks: Vec::new(),
            battle: None,
            treason: None,
            minors_owed: self.minors_owed,
            minors_later: BySide::default(),
            phase: Phase::Cards,
            usurpation: BySide::default(),
            rolls: Default::default(),
            outcome: None,
        };
        for house in House::BOTH {
            if state.has_no_heirs(house) {
                return err(format!(
                    "{house} has no living heir: the game would be over"
                ));
            }
        }
        if let Some(a) = state.contested_areas().first() {
            return err(format!(
                "{} is contested; positions start with no battle due",
                a.id()
            ));
        }
        self.enter_phase(&mut state, &mut all, dice)?;
        Ok(state)
    }

    /// Where every block is and its steps: all 63 listed, each where it may stand, and
    /// one of each pair of twins in play (3.22).
    fn blocks(&self) -> Result<(PerBlock<Location>, PerBlock<u8>), PositionError> {
        let err = |text: String| Err(PositionError(text));
        let mut loc: PerBlock<Location> = PerIndex::filled(Location::Dead);
        let mut steps: PerBlock<u8> = PerIndex::filled(0);
        let mut seen = 0usize;
        for (id, place) in &self.blocks {
            let Some(b) = BlockId::parse(id) else {
                return err(format!("no block {id}"));
            };
            seen += 1;
            (loc[b], steps[b]) = block_place(id, b, place)?;
        }
        if seen != BlockId::all().count() {
            return err(format!("{seen} blocks listed; all 63 must be"));
        }
        for b in BlockId::all() {
            if let Some(t) = b.info().twin {
                let in_play = |x: BlockId| !matches!(loc[x], Location::Dead | Location::Offmap);
                if in_play(b) && in_play(t) {
                    return err(format!("{b} and {t} are twins: only one is in play (3.22)"));
                }
                if loc[b] == Location::Offmap && loc[t] == Location::Offmap {
                    return err(format!("{b} and {t} are both off-map"));
                }
            }
        }
        Ok((loc, steps))
    }

    /// The King (a living heir) and the royal house, which must be his.
    fn crown(&self, loc: &PerBlock<Location>) -> Result<(Option<BlockId>, House), PositionError> {
        let err = |text: String| Err(PositionError(text));
        match &self.king {
            Some(id) => {
                let Some(k) = BlockId::parse(id) else {
                    return err(format!("no block {id}"));
                };
                let info = k.info();
                if !info.is_heir() || matches!(loc[k], Location::Dead | Location::Offmap) {
                    return err(format!("the King {id} must be a living heir"));
                }
                let house = info.owner.expect("heirs have a house");
                if self.royal.is_some_and(|r| r != house) {
                    return err("royal does not match the King's house".into());
                }
                Ok((Some(k), house))
            }
            None => match self.royal {
                Some(r) => Ok((None, r)),
                None => err("with no King, royal must name the royal house".into()),
            },
        }
    }

    /// Each house's hand, and every card placed so far (no card in two places).
    fn hands(&self) -> Result<(BySide<CardSet>, CardSet), PositionError> {
        let mut hands = BySide::<CardSet>::default();
        let mut all = CardSet::default();
        for house in House::BOTH {
            for n in self.hands.get(house) {
                hands.get_mut(house).insert(place_card(&mut all, *n)?);
            }
        }
        Ok((hands, all))
    }

    /// Enters the position's phase on `state`, once its hands have the cards the phase
    /// and turn need; `all` holds the cards placed so far (the played ones join it).
    fn enter_phase(
        &self,
        state: &mut State,
        all: &mut CardSet,
        dice: &mut Dice,
    ) -> Result<(), PositionError> {
        let err = |text: String| Err(PositionError(text));
        let sized = |n: usize| House::BOTH.iter().all(|h| state.hands.get(*h).len() == n);
        let needs = |phase: &str, n: u8| {
            format!(
                "the {phase} phase of turn {} needs {n} cards per hand",
                self.turn
            )
        };
        match &self.phase {
            PositionPhase::Deal => {
                if self.turn != 1 || !sized(7) {
                    return err("a deal is turn 1 with 7 cards in each hand".into());
                }
                phase::card::enter_dealt(state, dice);
            }
            PositionPhase::Cards => {
                if !sized(8 - self.turn as usize) {
                    return err(needs("card", 8 - self.turn));
                }
                phase::card::enter_card_phase(state);
            }
            PositionPhase::Actions { played } => {
                if !sized(7 - self.turn as usize) {
                    return err(needs("action", 7 - self.turn));
                }
                let mut cards = BySide::<CardId>::new(CardId(0), CardId(0));
                for house in House::BOTH {
                    *cards.get_mut(house) = place_card(all, *played.get(house))?;
                }
                phase::card::enter_revealed(state, cards);
            }
            PositionPhase::Supply => {
                if !sized(7 - self.turn as usize) {
                    return err(needs("supply", 7 - self.turn));
                }
                phase::supply::enter_supply(state, dice);
            }
            PositionPhase::Political => {
                if self.turn != 7 || !sized(0) {
                    return err("the political turn follows turn 7, with empty hands".into());
                }
                phase::political::enter_political(state, dice);
            }
        }
        Ok(())
    }
}

/// Card `n`, placed: a card of the deck, in no other place.
fn place_card(all: &mut CardSet, n: u8) -> Result<CardId, PositionError> {
    let Some(c) = CardId::parse(&n.to_string()) else {
        return Err(PositionError(format!("no card {n}")));
    };
    if all.contains(c) {
        return Err(PositionError(format!("card {n} is in two places")));
    }
    all.insert(c);
    Ok(c)
}

/// Block `b` (listed as `id`) at `place`: where it stands and its steps (none off the
/// board), each where the rules let it stand.
fn block_place(id: &str, b: BlockId, place: &Place) -> Result<(Location, u8), PositionError> {
    let err = |text: String| Err(PositionError(text));
    let (at, n) = match place {
        Place::At(at) => (at, None),
        Place::Steps { at, steps } => (at, Some(*steps)),
    };
    let Some(l) = parse_place(at) else {
        return err(format!("{id}: no place {at}"));
    };
    let info = b.info();
    let active = !matches!(
        l,
        Location::Dead | Location::PoolDown | Location::HomeDown | Location::Offmap
    );
    let s = if active { n.unwrap_or(info.steps) } else { 0 };
    if active && !(1..=info.steps).contains(&s) {
        return err(format!(
            "{id}: {s} steps, the block has 1 to {}",
            info.steps
        ));
    }
    match l {
        Location::Area(a) | Location::Prisoner(a) => {
            let area = a.info();
            if !area.is_holdable() {
                return err(format!("{id}: {} is a sea zone", a.id()));
            }
            if area
                .exile_of
                .is_some_and(|h| info.owner.is_some_and(|o| o != h))
                || (info.owner.is_none() && area.is_exile())
            {
                return err(format!("{id} cannot stand in {} (2.7)", a.id()));
            }
        }
        Location::Minor if !info.is_heir() => {
            return err(format!("{id} is not an heir, so not a minor"));
        }
        Location::HomeDown if !matches!(info.merc_home, Some(MercHome::Area(_))) => {
            return err(format!("{id} has no exile home (6.85)"));
        }
        Location::Pool | Location::PoolDown
            if matches!(info.merc_home, Some(MercHome::Area(_))) =>
        {
            return err(format!("{id} is never in a pool (5.4)"));
        }
        _ => {}
    }
    if matches!(l, Location::Prisoner(_)) && id != "L_henry_vi" {
        return err(format!("{id} cannot be a prisoner"));
    }
    Ok((l, s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dice() -> Dice {
        Dice::for_move(&crate::engine::Seed([3; 32]), 0)
    }

    fn with_hands(mut p: Position, n: usize) -> Position {
        p.hands = BySide::new((1..=n as u8).collect(), (8..8 + n as u8).collect());
        p
    }

    #[test]
    fn every_scenario_setup_is_a_legal_position_4_0() {
        for s in [
            ScenarioId::WarsOfTheRoses,
            ScenarioId::Kingmaker,
            ScenarioId::RichardIii,
        ] {
            let p = with_hands(Position::scenario(s), 7);
            let json = p.to_json();
            let back = Position::from_json(&json).unwrap();
            assert_eq!(back, p);
            let state = back.to_state(&mut dice()).unwrap();
            assert_eq!(state.phase, Phase::Cards);
        }
    }

    #[test]
    fn a_position_with_both_twins_in_play_is_refused_3_22() {
        let mut p = with_hands(Position::scenario(ScenarioId::WarsOfTheRoses), 7);
        p.put("Y_warwick", "kent").put("L_warwick", "sussex");
        let e = p.to_state(&mut dice()).unwrap_err();
        assert!(e.0.contains("twins"), "{e}");
    }

    #[test]
    fn a_block_in_the_enemy_exile_area_is_refused_2_7() {
        let mut p = with_hands(Position::scenario(ScenarioId::WarsOfTheRoses), 7);
        p.put("Y_kent", "france");
        assert!(p.to_state(&mut dice()).is_err());
        let mut p = with_hands(Position::scenario(ScenarioId::WarsOfTheRoses), 7);
        p.put_steps("Y_kent", "calais", 5);
        assert!(p.to_state(&mut dice()).unwrap_err().0.contains("steps"));
    }

    #[test]
    fn positions_are_checked_for_missing_blocks_and_contested_areas() {
        let mut p = with_hands(Position::scenario(ScenarioId::WarsOfTheRoses), 7);
        p.blocks.remove("Y_kent");
        assert!(p.to_state(&mut dice()).unwrap_err().0.contains("63"));
        let mut p = with_hands(Position::scenario(ScenarioId::WarsOfTheRoses), 7);
        p.put("Y_kent", "middlesex");
        assert!(p.to_state(&mut dice()).unwrap_err().0.contains("contested"));
    }

    #[test]
    fn an_action_phase_position_starts_player_ones_phase_1_1() {
        let mut p = with_hands(Position::scenario(ScenarioId::WarsOfTheRoses), 6);
        p.phase = PositionPhase::Actions {
            played: BySide::new(20, 21),
        };
        let state = p.to_state(&mut dice()).unwrap();
        // Equal AP: the Pretender (York) is Player 1.
        assert_eq!(state.p1, House::York);
        assert!(matches!(&state.phase, Phase::Actions(a) if a.house == House::York && a.ap == 2));
    }
}
