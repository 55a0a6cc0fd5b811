//! What followed a turn, told by [`super::describe`]: the passes the engine made, Regroup
//! (scoring, the discards it made by itself, recovery), the end of the battle, a new round
//! (first player, momentum, order dice, reshuffles, draws as counts) and the decision now
//! awaited (§10.1, §11, §13, §15).

use super::super::action::Action;
use super::super::board::Hex;
use super::super::data::{CATALOG, CardId, Face, Side};
use super::super::state::{Colour, OrderTokens, Pending, Phase, Roll};
use super::super::victory::{self, Reason};
use super::{Story, card_name, dice_words, either, face_msg, list, notation, side_msg};
use crate::i18n::Msg;
use crate::msg;

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
            self.say(msg!("westeros-turn", side = side_msg(self.after.turn)));
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
                self.say(msg!("westeros-auto-pass", side = side_msg(side)));
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
                why.push(list(notation(&fords)));
            }
            if band_vp > 0 {
                let band = victory::band_word(opponent_morale);
                why.push(msg!(
                    "westeros-band-morale",
                    side = side_msg(side.opponent()),
                    band = Msg::keyed("westeros-band", band)
                ));
            }
            told.push(match ford_vp + band_vp {
                0 => msg!("westeros-scores-nothing", side = side_msg(side)),
                vp => msg!(
                    "westeros-scores",
                    side = side_msg(side),
                    vp = vp,
                    why = comma(why)
                ),
            });
        }
        self.say(msg!("westeros-regroup", scores = comma(told)));
    }

    /// The end of the battle (§13, §19.5), if this action brought it.
    fn over(&mut self) {
        let (None, Some(result)) = (self.before.result, self.after.result) else {
            return;
        };
        let (winner, loser) = (result.winner, result.winner.opponent());
        self.say(msg!(
            "westeros-over",
            reason = result.reason.msg(),
            winner = side_msg(winner),
            won = self.after.sides[winner].vp,
            lost = self.after.sides[loser].vp
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
                    1 => items.push(msg!("westeros-a-token", face = face_msg(kind))),
                    n => items.push(msg!("westeros-tokens", count = n, face = face_msg(kind))),
                }
            }
            items.extend(self.cards_discarded(side));
            if !items.is_empty() {
                self.say(msg!(
                    "westeros-discards",
                    side = side_msg(side),
                    what = list(items)
                ));
            }
        }
    }

    /// The cards `side`'s discard pile gained in Regroup, other than the card played and
    /// the card this action discarded; none can be told once the pile was reshuffled.
    fn cards_discarded(&self, side: Side) -> Vec<Msg> {
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
        new.iter().map(|c| card_name(*c)).collect()
    }

    /// Regroup step 5 (§11): each marker to its band's break point.
    fn recovery(&mut self) {
        let mut told = Vec::new();
        for side in Side::BOTH {
            let (was, now) = (self.morale[side], self.after.sides[side].morale);
            if was != now {
                told.push(msg!(
                    "westeros-morale-change",
                    side = side_msg(side),
                    was = was,
                    now = now
                ));
                self.morale[side] = now;
            }
        }
        if !told.is_empty() {
            self.say(msg!("westeros-recovers", changes = comma(told)));
        }
    }

    /// The new round's Rally and Marshaling (§8, §9): the first player, the momentum,
    /// the order dice, reshuffles and how many cards each side drew (never which).
    fn new_round(&mut self) {
        let after = self.after;
        let colour = match after.colour() {
            Colour::White => "white",
            Colour::Black => "black",
        };
        let mut begins = msg!(
            "westeros-round-begins",
            round = after.round,
            colour = Msg::keyed("westeros-colour", colour),
            first = side_msg(after.first)
        );
        if after.momentum != self.before.momentum {
            begins = msg!(
                "westeros-momentum-passes",
                begins = begins,
                side = side_msg(after.momentum)
            );
        }
        self.say(begins);
        for roll in &after.rolls {
            match roll {
                Roll::OrderDice { side, dice } => self.say(msg!(
                    "westeros-order-dice",
                    side = side_msg(*side),
                    faces = dice_words(dice)
                )),
                Roll::Shuffle { side } => {
                    self.say(msg!("westeros-shuffled", side = side_msg(*side)));
                }
                _ => {}
            }
        }
        let draws = CATALOG.meta.leadership_draw_per_round;
        self.say(msg!("westeros-draws", cards = draws));
    }

    /// The decision now awaited, when it is not simply the next turn.
    fn waiting(&mut self) {
        let sentence = match &self.after.pending {
            Pending::Retreat { unit, options, .. } => {
                let hexes: Vec<String> = options.iter().map(Hex::to_string).collect();
                msg!(
                    "westeros-chooses-retreat",
                    side = side_msg(unit.side()),
                    unit = unit.to_string(),
                    hexes = either(&hexes)
                )
            }
            Pending::Advance { unit, hex, pursue } => {
                let (unit, hex) = (unit.to_string(), hex.to_string());
                if *pursue {
                    msg!("westeros-may-pursue", unit = unit, hex = hex)
                } else {
                    msg!("westeros-may-advance", unit = unit, hex = hex)
                }
            }
            Pending::Reroll => msg!("westeros-may-reroll", side = side_msg(self.after.turn)),
            Pending::Discard { seat, .. } if self.before.pending != self.after.pending => {
                msg!("westeros-discards-down", side = side_msg(*seat))
            }
            _ => return,
        };
        self.say(sentence);
    }
}

/// Parts of one sentence joined: `north scores 1 VP (C4), west scores nothing`.
fn comma(parts: Vec<Msg>) -> Msg {
    parts
        .into_iter()
        .reduce(|first, then| msg!("westeros-comma", first = first, then = then))
        .unwrap_or_else(|| msg!("westeros-notation", text = ""))
}
