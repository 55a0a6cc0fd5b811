//! The harness of the integration tests: an in-process SMTP server that collects (or, during
//! a simulated outage, refuses) mail; the real `herald` binary on a fresh database in a
//! tempdir; and a small client with one method per API endpoint.
//!
//! Every test drives whatever engine is registered for `rosenkonig`: it only ever plays
//! actions the API offers, so it holds for a placeholder engine and for the real one.
//!
//! The parts: [`server`] (the process, its settings, signals and clock file), [`dns`] (the
//! DNS records Herald's sender checks read), [`smtp`] (the
//! SMTP server, the SMTP proxy, mail parsing), [`api`] (the JSON and the form clients),
//! [`players`] (players, games, [`Table`]) and [`ledger`] (the mails a game should send).
//! Test files `use common::*`, so everything is re-exported here.

// Each test file (and `benches/server.rs`) uses its own part of the harness, so some
// items, and some of the re-exports below, go unused in any one test binary.
#![allow(dead_code, unused_imports)]

mod api;
pub mod clicks;
pub mod dns;
mod ledger;
pub mod mailbox;
mod players;
pub mod postgres;
pub mod richard3;
mod server;
mod smtp;
mod time;
pub mod webdriver;

pub use api::{
    Api, Fetched, FormClient, Reply, assert_error_shape, assert_json_error, assert_sentence,
    csrf_field, html_unescape, reply_of,
};
pub use ledger::{Cause, MailLedger, assert_no_duplicates, by_recipient};
pub use players::{
    KIND, MAX_MOVES, Moved, PASSWORD, Player, Rng, Table, current_seq, email_of, history_len,
    mails_to, pause, player, player_reading, players, seat_entry, seats_of, seats_of_kind,
    seed_hash, seq_of, start_game, start_game_of, strings,
};
pub use server::{BASE_URL, PATIENCE, Server, eventually};
pub use smtp::{Mail, SmtpProxy, SmtpServer, parse_mail};
pub use time::{wall_time, wall_time_unnamed};
pub use webdriver::Chrome;
