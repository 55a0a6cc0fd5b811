//! Herald: a correspondence game server. Players sign up, start or accept a game, move
//! when it is their turn and get an email when it is their turn again. Every move is
//! checked by replaying the game's log through its rules engine.

// No function over 80 lines of code (the threshold is in clippy.toml; data tables aside,
// each allowed where it stands with its reason). Tests may be longer.
#![warn(clippy::too_many_lines)]
#![cfg_attr(test, allow(clippy::too_many_lines))]

pub mod clock;
pub mod config;
pub mod domain;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod inbound;
pub mod mail;
pub mod receiver;
pub mod service;
pub mod store;
pub mod web;
pub mod words;
