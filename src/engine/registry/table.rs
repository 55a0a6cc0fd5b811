//! A game in progress of one kind: [`Table`] holds the kind's whole state and is the
//! type-erased [`Game`] the service plays on.

use super::*;

/// A typed state behind the erased [`Game`] face.
pub struct Table<R: Rules> {
    /// The full state.
    pub state: R::State,
}

impl<R: Rules> Table<R> {
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
                seat: R::SEATS[seat.index()],
            });
        }
        notation.parse().map_err(|_| MoveError::Unparseable {
            notation: notation.to_string(),
            title: R::TITLE,
            example: R::actions(&self.state, seat)
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
        })
    }
}

impl<R: Rules> Game for Table<R> {
    fn to_act(&self) -> Vec<Seat> {
        R::to_act(&self.state)
    }

    fn actions(&self, seat: Seat) -> Vec<String> {
        self.legal(seat).iter().map(ToString::to_string).collect()
    }

    fn actions_in_words(&self, seat: Seat) -> Vec<Option<String>> {
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

    fn warn_before(&self, seat: Seat, notation: &str) -> Option<String> {
        let action: R::Action = notation.parse().ok()?;
        R::to_act(&self.state)
            .contains(&seat)
            .then(|| R::warn_before(&self.state, seat, &action))
            .flatten()
    }

    fn explain(&self, seat: Seat, notation: &str) -> Option<String> {
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
        Box::new(Table::<R> {
            state: self.state.clone(),
        })
    }
}
