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
use serde_json::Value;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

/// The seat entry of `seat` in a game answer.
fn seat_entry<'a>(game: &'a Value, seat: &str) -> &'a Value {
    game["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .find(|s| s["seat"] == seat)
        .unwrap_or_else(|| panic!("no seat {seat}: {game}"))
}

async fn two_players(api: &Api) -> (Player, Player) {
    let mut both = players(api, &["alice", "bob"]).await;
    let bob = both.pop().unwrap();
    (both.pop().unwrap(), bob)
}
