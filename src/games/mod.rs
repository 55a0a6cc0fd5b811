//! The games Herald plays, one folder each: pure rules, no I/O.

pub mod richard3;
pub mod rosenkonig;
pub mod tara;
