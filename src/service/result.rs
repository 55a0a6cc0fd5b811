//! A finished game's result as stored, served and told: the winner, the scores and why.

use serde_json::{Value, json};

use crate::engine::Outcome;
use crate::engine::kind::Kind;

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

/// A stored result in words, the winner, why and the scores: "red wins: white resigned
/// (red 12, white 9)".
pub fn result_in_words(result: &Value) -> String {
    let scores = result["scores"]
        .as_object()
        .map(|s| {
            s.iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default();
    let winner = match result["winner"].as_str() {
        Some(w) => format!("{w} wins"),
        None => "a draw".to_string(),
    };
    format!(
        "{winner}: {} ({scores})",
        result["reason"].as_str().unwrap_or("")
    )
}
