//! Placeholder while the engine is written in its own branch.
use crate::engine::registry::KindOf;
use crate::engine::*;
/// Placeholder.
pub struct RoseKing;
/// Placeholder.
pub static KIND: KindOf<RoseKing> = KindOf::new(&[], || serde_json::Value::Null);
impl Rules for RoseKing {
    const KIND: &'static str = "rosenkonig";
    const TITLE: &'static str = "The Rose King";
    const SEATS: &'static [&'static str] = &["red", "white"];
    const VERSION: u32 = 1;
    type Options = ();
    type State = u32;
    type Action = u32;
    type View = u32;
    fn setup(_: &(), _: &mut Dice) -> Result<u32, SetupError> {
        Ok(0)
    }
    fn to_act(s: &u32) -> Vec<Seat> {
        if *s < 4 {
            vec![Seat((*s % 2) as u8)]
        } else {
            vec![]
        }
    }
    fn actions(_: &u32, _: Seat) -> Vec<u32> {
        vec![1]
    }
    fn why_illegal(_: &u32, _: Seat, _: &u32) -> Illegal {
        Illegal::new("1", "no")
    }
    fn apply_unchecked(s: &mut u32, _: Seat, _: &u32, _: &mut Dice) {
        *s += 1
    }
    fn view(s: &u32, _: Option<Seat>) -> u32 {
        *s
    }
    fn describe(_: &u32, _: Seat, a: &u32, _: &u32, _: Option<Seat>) -> String {
        format!("did {a}")
    }
    fn outcome(s: &u32) -> Option<Outcome> {
        (*s >= 4).then(|| Outcome {
            winner: None,
            scores: vec![0, 0],
            reason: "done".into(),
        })
    }
}
