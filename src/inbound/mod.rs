//! Moves that come by mail (issue 14): the reply address of a turn mail ([`token`]) and
//! what a reply says ([`reply`]). Both are pure; the receiver and the move path build on
//! them.

pub mod reply;
pub mod token;
