//! What followed a turn, told by [`super::describe`]: the passes the engine made, Regroup
//! (scoring, the discards it made by itself, recovery), the end of the battle, a new round
//! (first player, momentum, order dice, reshuffles, draws as counts) and the decision now
//! awaited (§10.1, §11, §13, §15).

use super::super::action::{Action, face_word};
use super::super::board::Hex;
use super::super::data::{CATALOG, CardId, Face, Side};
use super::super::state::{Colour, OrderTokens, Pending, Phase, Roll};
use super::super::victory::{self, Reason};
use super::{Story, card_name, dice_words, list, side_word};

impl Story<'_> {
    /// Whether Regroup's scoring (§11 step 2) happened in this action.
    fn scored(&self) -> bool {
        let round_limit = self.after.result.is_some_and(|r| {
            matches!(
                r.reason,
                Reason::MoreVp | Reason::HigherMorale | Reason::Momentum
            )
        });
        self.before.phase == Phase::Command
            && (self.after.phase == Phase::Regroup
                || self.after.round > self.before.round
                || round_limit)
    }

    /// What followed the turn: automatic passes, Regroup, the end of the battle, a new
    /// round, whose turn it is and who must decide next.
    pub(super) fn flow(&mut self) {
        let scored = self.scored();
        let new_round = self.after.round > self.before.round;
        self.passes(scored);
        if scored {
            self.scoring();
        }
        self.over();
        if (scored || self.before.phase == Phase::Regroup) && !self.after.is_over() {
            self.discards(new_round);
        }
        if new_round {
            self.recovery();
            self.new_round();
        } else if self.after.phase == Phase::Command && self.after.turn != self.before.turn {
            self.say(format!("{}'s turn", side_word(self.after.turn)));
        }
        self.waiting();
    }

    /// Passes the engine made because `pass` was the only legal action (§10.1, A-24).
    fn passes(&mut self, scored: bool) {
        if self.before.phase != Phase::Command {
            return;
        }
        for side in [self.side.opponent(), self.side] {
            if self.action == Action::Pass && side == self.side {
                continue;
            }
            let passed = scored || self.after.sides[side].passed;
            if passed && !self.before.sides[side].passed {
                self.say(format!(
                    "{} passes (nothing else is legal)",
                    side_word(side)
                ));
            }
        }
    }

    /// Regroup step 2 (§11): ford VP, and in the last round the opponent's band VP.
    fn scoring(&mut self) {
        let last = self.before.round >= CATALOG.meta.round_limit;
        let mut told = Vec::new();
        for side in Side::BOTH {
            let fords: Vec<String> = CATALOG
                .terrain
                .ford
                .iter()
                .filter(|h| self.after.ford_controller(**h) == Some(side))
                .map(Hex::to_string)
                .collect();
            let ford_vp = fords.len() as u8 * CATALOG.vp.ford_per_regroup;
            let opponent_morale = self.morale[side.opponent()];
            let band_vp = if last {
                victory::band_vp_against(opponent_morale)
            } else {
                0
            };
            self.vp[side] += ford_vp + band_vp;
            let mut why = Vec::new();
            if ford_vp > 0 {
                why.push(list(&fords));
            }
            if band_vp > 0 {
                let band = victory::band_word(opponent_morale);
                why.push(format!("{}'s {band} morale", side_word(side.opponent())));
            }
            told.push(match ford_vp + band_vp {
                0 => format!("{} scores nothing", side_word(side)),
                vp => format!("{} scores {vp} VP ({})", side_word(side), why.join(", ")),
            });
        }
        self.say(format!("Regroup: {}", told.join(", ")));
    }

    /// The end of the battle (§13, §19.5), if this action brought it.
    fn over(&mut self) {
        let (None, Some(result)) = (self.before.result, self.after.result) else {
            return;
        };
        let (winner, loser) = (result.winner, result.winner.opponent());
        self.say(format!(
            "the battle is over: {}; {} wins {}–{}",
            result.reason.text(),
            side_word(winner),
            self.after.sides[winner].vp,
            self.after.sides[loser].vp
        ));
    }

    /// Order tokens of `kind` `side` spent by this action itself.
    fn spent(&self, side: Side, kind: Face) -> i16 {
        if side != self.side {
            return 0;
        }
        match self.action {
            Action::Token(k, _) | Action::DiscardToken(k) if k == kind => 1,
            Action::Pair(k, _) if k == kind => 2,
            Action::MoraleUp | Action::MoraleRally(_) if kind == Face::Morale => 1,
            _ => 0,
        }
    }

    /// The card whose turn ended in this action: it went to its owner's discard pile.
    fn played(&self, side: Side) -> Option<CardId> {
        let order = self.before.order.as_ref()?;
        (self.turn_ended() && self.before.turn == side)
            .then_some(order.card)
            .flatten()
    }

    /// Regroup step 4 (§11): what the engine discarded by itself. Tokens are
    /// public; discarded cards are face up, so named; after a reshuffle of the discard
    /// pile they are in the deck, and only the shuffle is told.
    fn discards(&mut self, new_round: bool) {
        for side in [self.before.first, self.before.first.opponent()] {
            let mut items = Vec::new();
            let rolled: Vec<Face> = self
                .after
                .rolls
                .iter()
                .filter_map(|r| match r {
                    Roll::OrderDice { side: s, dice } if *s == side && new_round => {
                        Some(dice.clone())
                    }
                    _ => None,
                })
                .flatten()
                .collect();
            for kind in OrderTokens::KINDS {
                let count = |tokens: &OrderTokens| i16::from(tokens.count(kind));
                let gained = rolled.iter().filter(|f| **f == kind).count() as i16;
                let gone = count(&self.before.sides[side].order_tokens) - self.spent(side, kind)
                    + gained
                    - count(&self.after.sides[side].order_tokens);
                match gone {
                    ..=0 => {}
                    1 => items.push(format!("a {} order token", face_word(kind))),
                    n => items.push(format!("{n} {} order tokens", face_word(kind))),
                }
            }
            items.extend(self.cards_discarded(side));
            if !items.is_empty() {
                self.say(format!("{} discards {}", side_word(side), list(&items)));
            }
        }
    }

    /// The cards `side`'s discard pile gained in Regroup, other than the card played and
    /// the card this action discarded; none can be told once the pile was reshuffled.
    fn cards_discarded(&self, side: Side) -> Vec<String> {
        let (was, now) = (
            &self.before.sides[side].discard,
            &self.after.sides[side].discard,
        );
        if !now.starts_with(was) {
            return Vec::new();
        }
        let mut new: Vec<CardId> = now[was.len()..].to_vec();
        let mut drop = |card: Option<CardId>| {
            if let Some(at) = card.and_then(|c| new.iter().position(|n| *n == c)) {
                new.remove(at);
            }
        };
        drop(self.played(side));
        if let Action::DiscardCard(card) = self.action {
            drop((side == self.side).then_some(card));
        }
        new.iter().map(|c| card_name(*c).to_string()).collect()
    }

    /// Regroup step 5 (§11): each marker to its band's break point.
    fn recovery(&mut self) {
        let mut told = Vec::new();
        for side in Side::BOTH {
            let (was, now) = (self.morale[side], self.after.sides[side].morale);
            if was != now {
                told.push(format!("{} {was} → {now}", side_word(side)));
                self.morale[side] = now;
            }
        }
        if !told.is_empty() {
            self.say(format!("morale recovers: {}", told.join(", ")));
        }
    }

    /// The new round's Rally and Marshaling (§8, §9): the first player, the momentum,
    /// the order dice, reshuffles and how many cards each side drew (never which).
    fn new_round(&mut self) {
        let after = self.after;
        let mut begins = format!(
            "round {} begins ({}): {} is first player",
            after.round,
            match after.colour() {
                Colour::White => "white",
                Colour::Black => "black",
            },
            side_word(after.first)
        );
        if after.momentum != self.before.momentum {
            begins.push_str(&format!(
                ", the momentum passes to {}",
                side_word(after.momentum)
            ));
        }
        self.say(begins);
        for roll in &after.rolls {
            match roll {
                Roll::OrderDice { side, dice } => self.say(format!(
                    "{} rolls order dice: {}",
                    side_word(*side),
                    dice_words(dice)
                )),
                Roll::Shuffle { side } => self.say(format!(
                    "{}'s discard pile is shuffled into a new deck",
                    side_word(*side)
                )),
                _ => {}
            }
        }
        let draws = CATALOG.meta.leadership_draw_per_round;
        self.say(format!("each side draws {draws} cards"));
    }

    /// The decision now awaited, when it is not simply the next turn.
    fn waiting(&mut self) {
        let sentence = match &self.after.pending {
            Pending::Retreat { unit, options, .. } => {
                let hexes: Vec<String> = options.iter().map(Hex::to_string).collect();
                format!(
                    "{} chooses where {unit} retreats: {}",
                    side_word(unit.side()),
                    hexes.join(" or ")
                )
            }
            Pending::Advance { unit, hex, pursue } => {
                let then = if *pursue { " and attack again" } else { "" };
                format!("{unit} may advance into {hex}{then}")
            }
            Pending::Reroll => format!(
                "a flank attack: {} may reroll one face or keep the roll",
                side_word(self.after.turn)
            ),
            Pending::Discard { seat, .. } if self.before.pending != self.after.pending => {
                format!("{} discards down to the carry-over", side_word(*seat))
            }
            _ => return,
        };
        self.say(sentence);
    }
}
