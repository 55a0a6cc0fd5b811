//! The game page's form "Standing battle orders": one select per question of the kind's
//! orders, showing the player's current answers, and the route that saves them. Shown to
//! a player of a game whose kind has orders, for their own seat only; secret, so never to
//! anyone else.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::response::Redirect;
use serde_json::Value;

use super::{game_address, notice_to};
use crate::domain::{GameId, GameStatus};
use crate::engine::OrderField;
use crate::i18n::Lang;
use crate::service::detail::GameDetail;
use crate::service::{ServiceError, User};
use crate::web::AppState;
use crate::web::error::{OrPage, PageError};
use crate::web::extract::{CsrfForm, PagePath, SignedIn};
use crate::web::lang::reader;
use crate::words::say;

/// The form's questions, each with its answers and the one now given.
pub struct OrdersForm {
    /// The questions, in the kind's order.
    pub questions: Vec<Question>,
}

/// One question of the form: a select.
pub struct Question {
    /// The key in the orders, the select's name.
    pub name: &'static str,
    /// The question in words.
    pub label: String,
    /// The rule it belongs to.
    pub rule: &'static str,
    /// The answers.
    pub choices: Vec<Choice>,
}

/// One answer of a question: an option.
pub struct Choice {
    /// The answer as compact JSON (`"ask"`, `{"at_steps":1}`), the option's value.
    pub value: String,
    /// The answer in words.
    pub words: String,
    /// Whether it is the answer now given.
    pub selected: bool,
}

/// The form for `game`'s page when `user` plays it, its kind has orders and it is not
/// over; none for anyone else.
///
/// # Errors
/// When the orders cannot be read.
pub(super) async fn form_for(
    state: &AppState,
    user: Option<&User>,
    game: &GameDetail,
) -> Result<Option<OrdersForm>, ServiceError> {
    let Some(user) = user else {
        return Ok(None);
    };
    if game.you.is_none()
        || game.status == GameStatus::Finished
        || game.kind.orders_form().is_empty()
    {
        return Ok(None);
    }
    let given = state.herald.orders_of(user, game.id).await?;
    Ok(Some(questions(&given.form, &given.orders, reader())))
}

/// The form's questions from the kind's `form` in `lang`'s words, with `orders`' answers
/// selected.
fn questions(form: &[OrderField], orders: &Value, lang: Lang) -> OrdersForm {
    let questions = form
        .iter()
        .map(|field| Question {
            name: field.name,
            label: say(lang, &field.label),
            rule: field.rule,
            choices: field
                .choices
                .iter()
                .map(|(value, words)| Choice {
                    value: value.to_string(),
                    words: say(lang, words),
                    selected: orders.get(field.name) == Some(value),
                })
                .collect(),
        })
        .collect();
    OrdersForm { questions }
}

/// The orders a posted form gives: each field but the CSRF token, its value read as JSON
/// (as the options carry it), or as a word when it is not JSON.
fn orders_of_form(fields: BTreeMap<String, String>) -> Value {
    let orders = fields
        .into_iter()
        .filter(|(name, _)| name != "csrf")
        .map(|(name, value)| {
            let value = serde_json::from_str(&value).unwrap_or(Value::String(value));
            (name, value)
        })
        .collect();
    Value::Object(orders)
}

/// Saves the player's standing orders from the game page's form, and goes back to it.
pub(super) async fn save(
    State(state): State<AppState>,
    PagePath(id): PagePath<GameId>,
    SignedIn(me): SignedIn,
    CsrfForm(fields): CsrfForm<BTreeMap<String, String>>,
) -> Result<Redirect, PageError> {
    state
        .herald
        .give_orders(&me, id, &orders_of_form(fields))
        .await
        .or_back_to(&game_address(id))?;
    Ok(Redirect::to(&notice_to(
        &game_address(id),
        "orders-saved",
        &[],
        "orders",
    )))
}

#[cfg(test)]
mod tests {
    use super::{orders_of_form, questions};
    use crate::engine::OrderField;
    use crate::i18n::Lang;
    use crate::msg;
    use serde_json::json;

    /// Two of the questions of Richard III's orders as issue 13 gives them.
    fn form() -> Vec<OrderField> {
        vec![
            OrderField {
                name: "fire",
                label: msg!("richard3-orders-fire"),
                rule: "6.4",
                choices: vec![
                    (json!("ask"), msg!("richard3-orders-ask")),
                    (json!("always"), msg!("richard3-orders-fire-always")),
                ],
            },
            OrderField {
                name: "retreat",
                label: msg!("richard3-orders-retreat"),
                rule: "6.6",
                choices: vec![
                    (json!("ask"), msg!("richard3-orders-ask")),
                    (json!("never"), msg!("richard3-orders-retreat-never")),
                    (
                        json!({"at_steps": 1}),
                        msg!("richard3-orders-retreat-at-steps", steps = 1),
                    ),
                ],
            },
        ]
    }

    #[test]
    fn the_form_shows_the_answers_given_and_reads_back_as_orders() {
        let orders = json!({"fire": "always", "retreat": {"at_steps": 1}});
        let form = questions(&form(), &orders, Lang::En);
        let chosen: Vec<(&str, &str)> = form
            .questions
            .iter()
            .flat_map(|q| q.choices.iter().map(move |c| (q.name, c)))
            .filter(|(_, c)| c.selected)
            .map(|(name, c)| (name, c.value.as_str()))
            .collect();
        assert_eq!(
            chosen,
            [("fire", "\"always\""), ("retreat", "{\"at_steps\":1}")]
        );
        let posted = [
            ("csrf", "token"),
            ("fire", "\"always\""),
            ("retreat", "{\"at_steps\":1}"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        assert_eq!(orders_of_form(posted), orders);
        let by_hand = [("fire".to_string(), "always".to_string())].into();
        assert_eq!(orders_of_form(by_hand), json!({"fire": "always"}));
    }
}
