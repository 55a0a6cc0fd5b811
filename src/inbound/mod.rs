//! Moves that come by mail (issue 14): the reply address of a turn mail ([`token`]), a
//! received mail as Herald reads it ([`message`]) and what a reply says ([`reply`]); all
//! pure. The service plays what they read (`service::mail_in`); the SMTP receiver
//! (`crate::receiver`) and `herald inbound` hand mails to it.

pub mod auth;
pub mod message;
pub mod reply;
pub mod token;
