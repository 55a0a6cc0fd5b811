//! A player's own settings: how they want mail, and the vacation days they have left.

use serde_json::{Value, json};

use super::timekeeper::{VACATION_DAYS_PER_YEAR, year_of};
use super::{Herald, ServiceError, User};
use crate::store;

/// The mail settings a player may choose now.
const MAIL_CHOICES: [&str; 2] = ["turn", "off"];

impl Herald {
    /// `user`'s settings: `{"mail", "vacation_days_left"}`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn settings_of(&self, user: &User) -> Result<Value, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let row = store::users::by_id(&mut conn, user.id)
            .await?
            .ok_or_else(|| ServiceError::Unauthorized("your account no longer exists".into()))?;
        let year = year_of(self.clock.now_ms());
        let left =
            store::clocks::vacation_days_left(&mut conn, user.id, year, VACATION_DAYS_PER_YEAR)
                .await?;
        Ok(json!({ "mail": row.mail, "vacation_days_left": left }))
    }

    /// Changes `user`'s settings from a JSON object; answers the settings as they are then.
    ///
    /// # Errors
    /// 422 for a setting that cannot be set or a value not allowed (nothing changes).
    pub async fn update_settings(&self, user: &User, body: &Value) -> Result<Value, ServiceError> {
        let Some(fields) = body.as_object() else {
            return Err(ServiceError::BadRequest(
                "send a JSON object such as {\"mail\": \"off\"}".into(),
            ));
        };
        let mut mail = None;
        for (key, value) in fields {
            match key.as_str() {
                "mail" => match value.as_str() {
                    Some(m) if MAIL_CHOICES.contains(&m) => mail = Some(m.to_string()),
                    Some("digest") => {
                        return Err(ServiceError::Unprocessable(
                            "the daily digest is not offered yet; choose \"turn\" or \"off\""
                                .into(),
                        ));
                    }
                    _ => {
                        return Err(ServiceError::Unprocessable(format!(
                            "mail {value} is not allowed; choose \"turn\" (a mail whenever it is your turn) or \"off\""
                        )));
                    }
                },
                "vacation_days_left" => {
                    return Err(ServiceError::Unprocessable(
                        "vacation_days_left is counted by Herald (20 a year) and cannot be set"
                            .into(),
                    ));
                }
                other => {
                    return Err(ServiceError::Unprocessable(format!(
                        "\"{other}\" is not a setting you can change; the settings are: mail"
                    )));
                }
            }
        }
        if let Some(mail) = mail {
            let mut tx = self.db.begin_write().await?;
            store::users::set_mail(&mut tx, user.id, &mail).await?;
            tx.commit().await?;
        }
        self.settings_of(user).await
    }
}

impl Herald {
    /// Turns mail off for the player whose unsubscribe key `key` is (the one-click link of
    /// every mail, RFC 8058); answers their name.
    ///
    /// # Errors
    /// 404 for an unknown key.
    pub async fn unsubscribe(&self, key: &str) -> Result<String, ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let name = store::users::unsubscribe(&mut tx, key).await?;
        tx.commit().await?;
        name.ok_or_else(|| {
            ServiceError::NotFound(
                "this unsubscribe link is not known; sign in and turn mail off in Settings".into(),
            )
        })
    }
}
