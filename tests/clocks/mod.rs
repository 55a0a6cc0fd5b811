//! Clocks, reminders, time-outs, resignation and abandoned games (issue 4), against the
//! real server whose clock the test moves forward (`HERALD_CLOCK_FILE`); the timekeeper
//! runs every 100 ms.
//!
//! The parts: [`deadlines`], [`endings`] (resignation, abandoned games), [`absences`]
//! (vacation days, declared absences) and [`mail`] (mail off, the one-click stop, the digest).

use crate::common;

mod absences;
mod deadlines;
mod endings;
mod mail;

use common::*;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

async fn two_players(api: &Api) -> (Player, Player) {
    let mut both = players(api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    (both.pop().unwrap(), bob)
}
