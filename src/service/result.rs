//! A finished game's result as stored, served and told: the winner, the scores and why.

use serde_json::{Value, json};

use crate::engine::Outcome;
use crate::engine::kind::Kind;
use crate::i18n::Msg;
use crate::msg;
use crate::service::game::ending::Ending;

/// The result of a finished game as stored and served.
pub fn result_json(kind: &dyn Kind, outcome: &Outcome) -> Value {
    let scores: serde_json::Map<String, Value> = kind
        .seats()
        .iter()
        .zip(&outcome.scores)
        .map(|(seat, score)| ((*seat).to_string(), json!(score)))
        .collect();
    json!({
        "winner": outcome.winner.map(|s| kind.seat_name(s)),
        "scores": scores,
        // Stored in English, whatever the players read: a reader's page words the
        // outcome again from the game (see `Game::outcome`).
        "reason": crate::words::say(crate::i18n::Lang::En, &outcome.reason),
    })
}

/// A stored result of a game of `kind` in each reader's words, the winner, why and the
/// scores: "red wins: white resigned (red 12, white 9)". The stored reason is English; the
/// words of why come from `outcome` (the engine's reason, when the game at hand ended by
/// its rules) or from the ending outside the log the stored reason names; with neither
/// (a list that reads no game), the result says who won and the scores.
pub fn result_msg(kind: &dyn Kind, result: &Value, outcome: Option<Msg>) -> Msg {
    let seat = |name: &str| Msg::seat(kind.kind(), name);
    let scores = result["scores"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(name, score)| msg!("result-score", seat = seat(name), score = score.to_string()))
        .reduce(|first, then| msg!("result-scores-and", first = first, then = then))
        .unwrap_or_else(|| msg!("result-score", seat = "", score = ""));
    let stored = result["reason"].as_str().unwrap_or("");
    let reason = outcome.or_else(|| Ending::of_reason(kind, stored).map(|ending| ending.msg(kind)));
    match (result["winner"].as_str(), reason) {
        (Some(winner), Some(reason)) => msg!(
            "result-won",
            winner = seat(winner),
            reason = reason,
            scores = scores
        ),
        (Some(winner), None) => msg!("result-won-scores", winner = seat(winner), scores = scores),
        (None, Some(reason)) => msg!("result-draw", reason = reason, scores = scores),
        (None, None) => msg!("result-draw-scores", scores = scores),
    }
}
