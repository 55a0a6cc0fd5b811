//! The answer to `GET /api/games/{id}` (docs/API.md): a game as its viewer may see it,
//! serialized straight from the service's [`GameDetail`]. It was built as a
//! `serde_json::Value` first (a map of owned keys, the view copied into it) and then
//! written out: a few tens of microseconds of every look (issue 28).

use serde::Serialize;
use serde_json::Value;

use crate::clock::rfc3339;
use crate::domain::{GameId, GameStatus, Proposal, Seq};
use crate::service::detail::{GameDetail, SeatInfo};
use crate::service::notes::RevealedNote;

/// A game as its viewer may see it. The fields are in the order of their names: the
/// order in which the `Value` map this replaces wrote them (its keys are sorted), so the
/// answer's bytes are what they were.
#[derive(Serialize)]
pub struct GameAnswer<'a> {
    actions: &'a [String],
    can_claim: bool,
    can_undo: bool,
    deadline: Option<String>,
    id: GameId,
    kind: &'static str,
    muted: bool,
    notes: Vec<NoteAnswer<'a>>,
    options: &'a Value,
    paused: bool,
    proposal: Option<ProposalAnswer>,
    result: &'a Option<Value>,
    seats: Vec<SeatAnswer<'a>>,
    seed: &'a Option<String>,
    seed_hash: &'a str,
    seq: Seq,
    status: GameStatus,
    terms: Value,
    title: &'static str,
    to_act: &'a [&'static str],
    undo_handed_over: bool,
    undo_to: Option<Seq>,
    view: &'a Value,
    you: Option<&'static str>,
}

/// A seat in the answer (fields in the order of their names, as above).
#[derive(Serialize)]
struct SeatAnswer<'a> {
    deadline: Option<String>,
    invited: &'a Option<String>,
    player: &'a Option<String>,
    seat: &'static str,
    time_left_s: Option<i64>,
    timed_out: bool,
}

/// A note revealed after the game (fields in the order of their names).
#[derive(Serialize)]
struct NoteAnswer<'a> {
    name: &'a str,
    seat: &'static str,
    text: &'a str,
}

/// A standing proposal: by which seat, and what (fields in the order of their names).
#[derive(Serialize)]
struct ProposalAnswer {
    by: &'static str,
    what: Proposal,
}

impl<'a> GameAnswer<'a> {
    /// The answer for `d`.
    pub fn of(d: &'a GameDetail) -> Self {
        GameAnswer {
            actions: &d.actions,
            can_claim: d.can_claim,
            can_undo: d.undo_to.is_some(),
            deadline: d.deadline.map(rfc3339),
            id: d.id,
            kind: d.kind.kind(),
            muted: d.muted,
            notes: d.notes.iter().map(NoteAnswer::of).collect(),
            options: &d.options,
            paused: d.paused,
            proposal: d.proposal.map(|(what, by)| ProposalAnswer { by, what }),
            result: &d.result,
            seats: d.seats.iter().map(SeatAnswer::of).collect(),
            seed: &d.seed,
            seed_hash: &d.seed_hash,
            seq: d.seq,
            status: d.status,
            terms: d.terms.to_json(),
            title: d.kind.title(),
            to_act: &d.to_act,
            undo_handed_over: d.undo_handed_over,
            undo_to: d.undo_to,
            view: &d.view,
            you: d.you_name(),
        }
    }
}

impl<'a> SeatAnswer<'a> {
    fn of(s: &'a SeatInfo) -> Self {
        SeatAnswer {
            deadline: s.deadline.map(rfc3339),
            invited: &s.invited,
            player: &s.player,
            seat: s.seat,
            time_left_s: s.time_left_ms.map(|ms| ms / 1000),
            timed_out: s.timed_out,
        }
    }
}

impl<'a> NoteAnswer<'a> {
    fn of(n: &'a RevealedNote) -> Self {
        NoteAnswer {
            name: &n.name,
            seat: n.seat,
            text: &n.text,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::domain::Millis;
    use crate::engine::Seat;
    use crate::service::terms::Terms;

    /// The answer as it was built before, a `Value` (the reference the bytes are held to).
    fn as_value(d: &GameDetail) -> Value {
        json!({
            "id": d.id,
            "kind": d.kind.kind(),
            "title": d.kind.title(),
            "status": d.status,
            "seats": d.seats.iter().map(|s| json!({
                "seat": s.seat,
                "player": s.player,
                "invited": s.invited,
                "deadline": s.deadline.map(rfc3339),
                "time_left_s": s.time_left_ms.map(|ms| ms / 1000),
                "timed_out": s.timed_out,
            })).collect::<Vec<_>>(),
            "seq": d.seq,
            "to_act": d.to_act,
            "you": d.you_name(),
            "view": d.view,
            "actions": d.actions,
            "deadline": d.deadline.map(rfc3339),
            "result": d.result,
            "seed_hash": d.seed_hash,
            "seed": d.seed,
            "terms": d.terms.to_json(),
            "options": d.options,
            "can_claim": d.can_claim,
            "proposal": d.proposal.as_ref().map(|(what, by)| json!({ "what": what, "by": by })),
            "paused": d.paused,
            "muted": d.muted,
            "can_undo": d.undo_to.is_some(),
            "undo_to": d.undo_to,
            "undo_handed_over": d.undo_handed_over,
            "notes": d.notes.iter().map(|n| json!({ "seat": n.seat, "name": n.name, "text": n.text })).collect::<Vec<_>>(),
        })
    }

    fn detail(full: bool) -> GameDetail {
        // Any kind: the answer only names it.
        let kind = crate::games::kinds()[0];
        let seat = |name, player: Option<&str>, deadline| SeatInfo {
            seat: name,
            player: player.map(str::to_string),
            invited: (!full).then(|| "ann".to_string()),
            to_act: full,
            deadline,
            time_left_ms: deadline.map(|_| 86_399_999),
            timed_out: full,
        };
        GameDetail {
            outcome: None,
            record: None,
            id: "42".parse().expect("an id"),
            kind,
            status: GameStatus::Active,
            seats: vec![
                seat(
                    "red",
                    Some("ann"),
                    full.then_some(Millis(1_700_000_000_000)),
                ),
                seat("white", None, None),
            ],
            seq: Seq(7),
            to_act: vec!["red"],
            you: full.then_some(Seat(0)),
            view: json!({"board": [[1, 2], [3, null]], "hand": {"red": ["N1", "S2"]}, "note": "é \"quoted\""}),
            actions: if full {
                vec!["N1".into(), "S2".into()]
            } else {
                Vec::new()
            },
            action_words: Vec::new(),
            deadline: full.then_some(Millis(1_700_000_000_000)),
            result: full.then(|| json!({"winner": "red", "score": [3, 1]})),
            seed_hash: "abc123".into(),
            seed: full.then(|| "seed".into()),
            turn_since: None,
            updated_at: Millis(1),
            terms: Terms::default(),
            options: json!({"variant": "x"}),
            can_claim: full,
            proposal: full.then_some((Proposal::ALL[0], "white")),
            paused: full,
            muted: !full,
            undo_to: full.then_some(Seq(5)),
            undo_handed_over: full,
            notes: if full {
                vec![RevealedNote {
                    seat: "red",
                    name: "ann".into(),
                    text: "a plan".into(),
                }]
            } else {
                Vec::new()
            },
        }
    }

    #[test]
    fn the_answer_is_byte_for_byte_the_value_it_replaced() {
        for full in [true, false] {
            let d = detail(full);
            assert_eq!(
                serde_json::to_string(&GameAnswer::of(&d)).expect("serializes"),
                serde_json::to_string(&as_value(&d)).expect("serializes"),
                "full: {full}"
            );
        }
    }
}
