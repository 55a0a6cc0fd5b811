//! Herald's integration tests, one binary: the real `herald` binary on a fresh database
//! (a SQLite file in a tempdir, or with `HERALD_TEST_ENGINE=postgres` a PostgreSQL database
//! of its own), a real SMTP server and DNS server the tests start, and real headless
//! Chromium for the browser tests. Each module is one part of the service, as each file
//! was its own test binary before: one binary compiles the harness once and links once
//! (each of 53 binaries took some 14 s to build here), and its tests share the two test
//! threads instead of waiting for the longest test of each file.
//!
//! Run one part with its module's name: `cargo test --test integration chat::`.

mod common;

mod accounts;
mod agreements;
mod api_game;
mod bad_input;
mod browser;
mod chat;
mod clocks;
mod crash;
mod endings;
mod failover_drill;
mod game_words;
mod glyphs;
mod import_abuse;
mod invitations;
mod languages;
mod layering;
mod lists;
mod live_page;
mod local_time;
mod mail_auth;
mod mail_board;
mod mail_hold;
mod mail_outage;
mod mails_in_languages;
mod notes;
mod operator;
mod orders;
mod orders_battle;
mod pages;
mod password_reset;
mod phone;
mod port_db;
mod profile;
mod receiver;
mod reply_by_mail;
mod reply_by_mail_languages;
mod reply_by_mail_refusals;
mod richard3_api;
mod richard3_board;
mod richard3_changes;
mod richard3_clicks;
mod richard3_mail_secrets;
mod richard3_map;
mod rules_pages;
mod schema_pair;
mod seats;
mod several_processes;
mod shutdown;
mod slow_clients;
mod smtp_timeout;
mod transfer;
mod undo;
mod undo_handed_over;
mod web_hardening;
mod westeros_clicks;
mod westeros_secrets;
mod whole_games_in_languages;
