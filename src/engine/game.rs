//! A game in progress, type-erased: [`Game`] is the face the service plays on, whatever
//! the kind, with actions as notation strings and views as JSON; [`GameOf`] is that face
//! over one kind's whole typed state. Also why a move is refused ([`MoveError`]) or stays
//! ([`Barrier`]), and how a move reads to each viewer ([`Told`]).

use serde_json::Value;

use super::board::Mark;
use super::{Dice, Illegal, Intent, Outcome, Rules, Seat, Seed};
use crate::i18n::Msg;
use crate::msg;

/// Why a move was refused.
#[derive(Debug, thiserror::Error)]
pub enum MoveError {
    /// The seat may not act now.
    #[error("it is not {seat}'s turn; wait for the other player")]
    NotYourTurn {
        /// The game's kind (the seat's words are its message `<kind>-seat-<seat>`).
        kind: &'static str,
        /// The seat's name.
        seat: &'static str,
    },
    /// The game is over.
    #[error("the game is over; no more moves can be made")]
    Finished,
    /// The notation is not an action of this game.
    #[error(
        "\"{notation}\" is not an action of {kind}; send one of the listed actions, e.g. \"{example}\""
    )]
    Unparseable {
        /// What was sent.
        notation: String,
        /// The game's kind (its title is the message `<kind>-title`).
        kind: &'static str,
        /// One action legal now.
        example: String,
    },
    /// Well-formed but forbidden by a rule.
    #[error("{0}")]
    Illegal(#[from] Illegal),
}

impl MoveError {
    /// The refusal as a message of the reader's language (`src/i18n/refusals/`), the
    /// engine's reason inside it worded by the game's own files.
    pub fn msg(&self) -> Msg {
        match self {
            MoveError::NotYourTurn { kind, seat } => {
                msg!("move-error-not-your-turn", seat = Msg::seat(kind, seat))
            }
            MoveError::Finished => msg!("move-error-finished"),
            MoveError::Unparseable {
                notation,
                kind,
                example,
            } => msg!(
                "move-error-unparseable",
                notation = notation,
                title = Msg::keyed(kind, "title"),
                example = example
            ),
            MoveError::Illegal(illegal) => msg!(
                "move-error-illegal",
                reason = illegal.reason.clone(),
                rule = illegal.rule
            ),
        }
    }
}

/// Why a move stays: it cannot be taken back, nor anything before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Barrier {
    /// The move drew dice: its chance was seen.
    Dice,
    /// The move showed something hidden (see [`Rules::reveals`]).
    Reveal,
}

/// What becomes of a decision given ahead (see [`Rules::ahead`]) as the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AheadFate {
    /// Its seat is to act and it is legal: the server plays it now.
    Due,
    /// It may still be given ahead: kept until its decision comes.
    Kept,
    /// Neither: its decision went by without it (or the game is over); it is forgotten.
    Void,
}

/// One move as one viewer is told of it: in words (in no language yet: each reader's
/// own), and as marks on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Told {
    /// The move in words.
    pub text: Msg,
    /// What it changed on the board.
    pub marks: Vec<Mark>,
    /// The part of the game it was played in, as a heading (see [`Rules::chapter`]).
    pub chapter: Option<Msg>,
}

/// One game in progress, type-erased.
pub trait Game: Send + Sync {
    /// Seats that may act now.
    fn to_act(&self) -> Vec<Seat>;
    /// Every legal action of `seat`, in notation.
    fn actions(&self, seat: Seat) -> Vec<String>;
    /// The same actions, in the same order, each in words for `seat` about to play it (see
    /// [`Rules::explain`]; none where the game has no words): the legal actions are found
    /// once, not once an action as [`Game::explain`] would.
    fn actions_in_words(&self, seat: Seat) -> Vec<Option<Msg>>;
    /// Plays move number `seq` (1-based) for `seat`, with that move's dice. Returns how the
    /// move reads to each of `viewers`, in order (pass none when replaying for speed).
    ///
    /// # Errors
    /// [`MoveError`]; the state is unchanged.
    fn play(
        &mut self,
        seat: Seat,
        notation: &str,
        seed: &Seed,
        seq: u64,
        viewers: &[Option<Seat>],
    ) -> Result<Vec<Told>, MoveError>;
    /// Plays move `seq` as [`Game::play`] does (describing it for nobody), and says
    /// whether it is a [`Barrier`] that stays: it drew dice or revealed something hidden.
    ///
    /// # Errors
    /// [`MoveError`]; the state is unchanged.
    fn play_noting_barrier(
        &mut self,
        seat: Seat,
        notation: &str,
        seed: &Seed,
        seq: u64,
    ) -> Result<Option<Barrier>, MoveError>;
    /// A sentence to confirm before `seat` plays `notation` (see [`Rules::warn_before`]);
    /// none when `seat` is not to act or the notation is not an action.
    fn warn_before(&self, seat: Seat, notation: &str) -> Option<Msg>;
    /// `notation` in words for `seat` about to play it (see [`Rules::explain`]); none when
    /// the game has no words for it, `seat` is not to act or it is not a legal action.
    fn explain(&self, seat: Seat, notation: &str) -> Option<Msg>;
    /// The action (in notation) that `orders`, stored by
    /// [`Kind::normalize_orders`](super::kind::Kind::normalize_orders), give
    /// `seat` now; none when they do not answer the decision or `seat` is not to act.
    fn ordered(&self, seat: Seat, orders: &Value) -> Option<String>;
    /// The actions `seat` may give ahead now, in notation (see [`Rules::ahead`]).
    fn ahead(&self, seat: Seat) -> Vec<String>;
    /// What becomes of `notation`, given ahead by `seat`, in the game as it stands now.
    fn ahead_fate(&self, seat: Seat, notation: &str) -> AheadFate;
    /// What `seat` sees for deciding, as JSON (see [`Rules::view_for_deciding`]).
    fn view_for_deciding(&self, seat: Seat) -> Value;
    /// Whether the game is inside a battle now (see [`Rules::fighting`]).
    fn fighting(&self) -> bool;
    /// What `seat`'s `notation` means to a battle-seeking player (see [`Rules::intent`]).
    fn intent(&self, seat: Seat, notation: &str) -> Intent;
    /// The state as `viewer` may see it, as JSON.
    fn view(&self, viewer: Option<Seat>) -> Value;
    /// The result once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Each seat's score now, in seat order (see [`Rules::standing`]).
    fn standing(&self) -> Vec<i64>;
    /// The whole state serialized, for the snapshot cache. Deterministic.
    fn snapshot(&self) -> String;
    /// A copy.
    fn clone_game(&self) -> Box<dyn Game>;
}

/// One game of the kind `R` behind the erased [`Game`] face: its whole typed state.
pub struct GameOf<R: Rules> {
    /// The full state.
    pub state: R::State,
}

impl<R: Rules> GameOf<R> {
    /// The actions `seat` may take now: none when it is not to act.
    fn legal(&self, seat: Seat) -> Vec<R::Action> {
        if R::to_act(&self.state).contains(&seat) {
            R::actions(&self.state, seat)
        } else {
            Vec::new()
        }
    }

    /// `notation` as an action of `seat`, who must be to act in a game not over.
    fn action_of(&self, seat: Seat, notation: &str) -> Result<R::Action, MoveError> {
        let to_act = R::to_act(&self.state);
        if to_act.is_empty() {
            return Err(MoveError::Finished);
        }
        if !to_act.contains(&seat) {
            return Err(MoveError::NotYourTurn {
                kind: R::KIND,
                seat: R::SEATS[seat.index()],
            });
        }
        notation.parse().map_err(|_| MoveError::Unparseable {
            notation: notation.to_string(),
            kind: R::KIND,
            example: R::actions(&self.state, seat)
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
        })
    }
}

impl<R: Rules> Game for GameOf<R> {
    fn to_act(&self) -> Vec<Seat> {
        R::to_act(&self.state)
    }

    fn actions(&self, seat: Seat) -> Vec<String> {
        self.legal(seat).iter().map(ToString::to_string).collect()
    }

    fn actions_in_words(&self, seat: Seat) -> Vec<Option<Msg>> {
        self.legal(seat)
            .iter()
            .map(|action| R::explain(&self.state, seat, action))
            .collect()
    }

    fn play(
        &mut self,
        seat: Seat,
        notation: &str,
        seed: &Seed,
        seq: u64,
        viewers: &[Option<Seat>],
    ) -> Result<Vec<Told>, MoveError> {
        let action = self.action_of(seat, notation)?;
        let before = (!viewers.is_empty()).then(|| self.state.clone());
        R::apply(
            &mut self.state,
            seat,
            &action,
            &mut Dice::for_move(seed, seq),
        )?;
        Ok(match before {
            None => Vec::new(),
            Some(before) => viewers
                .iter()
                .map(|viewer| Told {
                    text: R::describe(&before, seat, &action, &self.state, *viewer),
                    marks: R::marks(&before, seat, &action, &self.state, *viewer),
                    chapter: R::chapter(&before, *viewer),
                })
                .collect(),
        })
    }

    fn play_noting_barrier(
        &mut self,
        seat: Seat,
        notation: &str,
        seed: &Seed,
        seq: u64,
    ) -> Result<Option<Barrier>, MoveError> {
        let action = self.action_of(seat, notation)?;
        let before = self.state.clone();
        let mut dice = Dice::for_move(seed, seq);
        R::apply(&mut self.state, seat, &action, &mut dice)?;
        Ok(if dice.drawn() > 0 {
            Some(Barrier::Dice)
        } else if R::reveals(&before, seat, &action, &self.state) {
            Some(Barrier::Reveal)
        } else {
            None
        })
    }

    fn warn_before(&self, seat: Seat, notation: &str) -> Option<Msg> {
        let action: R::Action = notation.parse().ok()?;
        R::to_act(&self.state)
            .contains(&seat)
            .then(|| R::warn_before(&self.state, seat, &action))
            .flatten()
    }

    fn explain(&self, seat: Seat, notation: &str) -> Option<Msg> {
        let action: R::Action = notation.parse().ok()?;
        let legal = R::to_act(&self.state).contains(&seat)
            && R::actions(&self.state, seat).contains(&action);
        legal
            .then(|| R::explain(&self.state, seat, &action))
            .flatten()
    }

    fn ordered(&self, seat: Seat, orders: &Value) -> Option<String> {
        if !R::to_act(&self.state).contains(&seat) {
            return None;
        }
        let orders: R::Orders = match serde_json::from_value(orders.clone()) {
            Ok(orders) => orders,
            // Stored orders were checked when given; orders a rules change no longer
            // reads ask the player rather than act on a guess.
            Err(_) => return None,
        };
        let action = R::ordered(&self.state, seat, &orders)?;
        let legal = R::actions(&self.state, seat).contains(&action);
        debug_assert!(legal, "orders gave an illegal action: {action}");
        legal.then(|| action.to_string())
    }

    fn ahead(&self, seat: Seat) -> Vec<String> {
        if R::outcome(&self.state).is_some() {
            return Vec::new();
        }
        R::ahead(&self.state, seat)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn ahead_fate(&self, seat: Seat, notation: &str) -> AheadFate {
        let Ok(action) = notation.parse::<R::Action>() else {
            return AheadFate::Void;
        };
        if R::outcome(&self.state).is_some() {
            AheadFate::Void
        } else if R::ahead(&self.state, seat).contains(&action) {
            // Still ahead of its decision (checked first: cheaper than listing every
            // action of a seat in the middle of its turn).
            AheadFate::Kept
        } else if R::to_act(&self.state).contains(&seat)
            && R::actions(&self.state, seat).contains(&action)
        {
            AheadFate::Due
        } else {
            AheadFate::Void
        }
    }

    fn view_for_deciding(&self, seat: Seat) -> Value {
        serde_json::to_value(R::view_for_deciding(&self.state, seat)).expect("views serialize")
    }

    fn fighting(&self) -> bool {
        R::fighting(&self.state)
    }

    fn intent(&self, seat: Seat, notation: &str) -> Intent {
        match notation.parse::<R::Action>() {
            Ok(action) => R::intent(&self.state, seat, &action),
            Err(_) => Intent::Other,
        }
    }

    fn view(&self, viewer: Option<Seat>) -> Value {
        serde_json::to_value(R::view(&self.state, viewer)).expect("views serialize")
    }

    fn outcome(&self) -> Option<Outcome> {
        R::outcome(&self.state)
    }

    fn standing(&self) -> Vec<i64> {
        R::standing(&self.state)
    }

    fn snapshot(&self) -> String {
        serde_json::to_string(&self.state).expect("states serialize")
    }

    fn clone_game(&self) -> Box<dyn Game> {
        Box::new(GameOf::<R> {
            state: self.state.clone(),
        })
    }
}
