//! The mails a game should send, counted as it is played, and checks of the mail received.

use std::collections::{BTreeMap, BTreeSet};

use super::players::{Moved, Table, strings};
use super::smtp::Mail;

/// Counts the mails a game should send each player: a "your turn" mail whenever the turn
/// passes to them (the start, or another seat's move that leaves them to act), and one
/// result mail each at the end.
#[derive(Default, Debug)]
pub struct MailLedger {
    /// Expected mails per player name.
    pub expected: BTreeMap<String, usize>,
    /// Expected "your turn" mails per player name.
    pub turns: BTreeMap<String, usize>,
    /// Every expected mail in the order it is queued: the player and why.
    pub queue: Vec<(String, Cause)>,
    /// The seats to act before the last move: only a seat newly to act is mailed.
    pub acting: Vec<String>,
}

/// Why a mail is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// An invitation (or any other mail the test adds by hand).
    Other,
    /// The game started with the reader to act.
    Start,
    /// Move `seq` passed the turn to the reader.
    Turn(i64),
    /// The game ended.
    Over,
}

impl MailLedger {
    /// One more mail for `name`, e.g. an invitation.
    pub fn add(&mut self, name: &str) {
        self.push(name, Cause::Other);
    }

    fn push(&mut self, name: &str, cause: Cause) {
        *self.expected.entry(name.to_string()).or_default() += 1;
        if matches!(cause, Cause::Start | Cause::Turn(_)) {
            *self.turns.entry(name.to_string()).or_default() += 1;
        }
        self.queue.push((name.to_string(), cause));
    }

    /// The game just became active: every seat to act gets its turn.
    pub fn started(&mut self, table: &Table) {
        self.acting = strings(&table.last["to_act"]);
        for seat in self.acting.clone() {
            let name = table.player_in(&table.last, &seat).name.clone();
            self.push(&name, Cause::Start);
        }
    }

    /// A move was made.
    pub fn moved(&mut self, table: &Table, moved: &Moved) {
        if moved.after["status"] == "finished" {
            for p in &table.players {
                self.push(&p.name, Cause::Over);
            }
            return;
        }
        let acting = strings(&moved.after["to_act"]);
        for seat in &acting {
            // A seat that was already to act (the other half of a simultaneous choice)
            // is not told again; the mover is never told of his own move.
            if *seat != moved.seat && !self.acting.contains(seat) {
                let name = table.player_in(&moved.after, seat).name.clone();
                self.push(&name, Cause::Turn(moved.seq));
            }
        }
        self.acting = acting;
    }

    /// The expected mails of one player, in order.
    pub fn of(&self, name: &str) -> Vec<Cause> {
        self.queue
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, c)| *c)
            .collect()
    }

    /// All mails expected.
    pub fn total(&self) -> usize {
        self.expected.values().sum()
    }
}

/// Mails per recipient address.
pub fn by_recipient(mails: &[Mail]) -> BTreeMap<String, Vec<Mail>> {
    let mut out: BTreeMap<String, Vec<Mail>> = BTreeMap::new();
    for m in mails {
        out.entry(m.to.clone()).or_default().push(m.clone());
    }
    out
}

/// Checks that no two mails share a Message-ID.
#[track_caller]
pub fn assert_no_duplicates(mails: &[Mail]) {
    let mut seen = BTreeSet::new();
    for m in mails {
        assert!(!m.message_id.is_empty(), "a mail without Message-ID: {m:?}");
        assert!(
            seen.insert(m.message_id.clone()),
            "Message-ID {} arrived twice",
            m.message_id
        );
    }
}
