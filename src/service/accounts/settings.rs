//! A player's own settings: how they want mail, and the vacation days they have left.

use serde_json::{Map, Value, json};
use sqlx::SqliteConnection;

use crate::clock::Reader;
use crate::domain::{GameId, MailPref, Millis};
use crate::service::mail_out::digest::next_digest_at;
use crate::service::terms::DAY_MS;
use crate::service::timekeeper::{VACATION_DAYS_PER_YEAR, year_of};
use crate::service::{Herald, ServiceError, User};
use crate::store;
use crate::store::users::MailSettings;

impl Herald {
    /// `user`'s settings: `{"mail", "digest_hour", "timezone", "confirm_mailed_moves",
    /// "vacation_days_left", "away"}`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn settings_of(&self, user: &User) -> Result<Value, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let mail = store::users::mail_settings(&mut conn, user.id).await?;
        let year = year_of(self.clock.now_ms());
        let left =
            store::clocks::vacation_days_left(&mut conn, user.id, year, VACATION_DAYS_PER_YEAR)
                .await?;
        let away = store::users::away_of(&mut conn, user.id)
            .await?
            .and_then(|(from, to)| away_dates(from, to, &mail.timezone));
        Ok(json!({
            "mail": mail.mail,
            "digest_hour": mail.digest_hour,
            "timezone": mail.timezone,
            "confirm_mailed_moves": mail.confirm_mailed,
            "vacation_days_left": left,
            "away": away.map(|(from, to)| json!({ "from": from, "to": to })),
        }))
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
        let now = self.clock.now_ms();
        let mut tx = self.db.begin_write().await?;
        let mut settings = store::users::mail_settings(&mut tx, user.id).await?;
        let away_change = apply_fields(&mut settings, fields)?;
        // Check the hour and zone whatever the mode, so a later switch to digest works.
        let next = next_digest_at(
            self.clock.now_ms(),
            settings.digest_hour,
            &settings.timezone,
        )
        .map_err(ServiceError::Unprocessable)?;
        let next = (settings.mail == MailPref::Digest).then_some(next);
        store::users::set_mail_settings(&mut tx, user.id, &settings, next).await?;
        if let Some(value) = away_change {
            change_absence(&mut tx, user.id, &value, &settings.timezone, now).await?;
        }
        tx.commit().await?;
        self.settings_of(user).await
    }

    /// Mutes (or unmutes) `user`'s mail for game `id`.
    ///
    /// # Errors
    /// 403 when the user does not play the game.
    pub async fn mute(&self, user: &User, id: GameId, muted: bool) -> Result<(), ServiceError> {
        let mut tx = self.db.begin_write().await?;
        if !store::users::set_muted(&mut tx, id, user.id, store::users::Muting::Mail, muted).await?
        {
            return Err(ServiceError::Forbidden(format!(
                "you do not play game {id}; only its players can mute its mail"
            )));
        }
        tx.commit().await?;
        Ok(())
    }
}

impl Herald {
    /// How `user` reads times now: in their time zone setting; a visitor (or one whose
    /// setting names no zone jiff knows) reads UTC, named as such.
    ///
    /// # Errors
    /// Database errors.
    pub async fn reader_for(&self, user: Option<&User>) -> Result<Reader, ServiceError> {
        let now = self.clock.now_ms();
        let Some(user) = user else {
            return Ok(Reader::new(None, now));
        };
        let mut conn = self.db.acquire().await?;
        let mail = store::users::mail_settings(&mut conn, user.id).await?;
        Ok(Reader::new(Some(&mail.timezone), now))
    }

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

/// Sets each field of a settings change on `settings`; answers the absence asked for
/// (`away`), if any, which is checked and kept apart.
fn apply_fields(
    settings: &mut MailSettings,
    fields: &Map<String, Value>,
) -> Result<Option<Value>, ServiceError> {
    let mut away_change = None;
    for (key, value) in fields {
        match key.as_str() {
            "mail" => match value.as_str().map(str::parse::<MailPref>) {
                Some(Ok(m)) => settings.mail = m,
                _ => {
                    return Err(ServiceError::Unprocessable(format!(
                        "mail {value} is not allowed; choose \"turn\" (a mail whenever it is your turn), \"digest\" (one mail a day) or \"off\""
                    )));
                }
            },
            "digest_hour" => {
                settings.digest_hour =
                    value
                        .as_i64()
                        .filter(|h| (0..24).contains(h))
                        .ok_or_else(|| {
                            ServiceError::Unprocessable(format!(
                                "digest_hour {value} is not an hour; choose 0 to 23"
                            ))
                        })?;
            }
            "timezone" => {
                settings.timezone = value
                    .as_str()
                    .ok_or_else(|| {
                        ServiceError::Unprocessable(
                            "timezone must be a name such as \"Europe/Berlin\"".into(),
                        )
                    })?
                    .to_string();
            }
            "confirm_mailed_moves" => {
                settings.confirm_mailed = value.as_bool().ok_or_else(|| {
                    ServiceError::Unprocessable(format!(
                        "confirm_mailed_moves {value} is not true or false"
                    ))
                })?;
            }
            "away" => away_change = Some(value.clone()),
            "vacation_days_left" => {
                return Err(ServiceError::Unprocessable(
                    "vacation_days_left is counted by Herald (20 a year) and cannot be set".into(),
                ));
            }
            other => {
                return Err(ServiceError::Unprocessable(format!(
                    "\"{other}\" is not a setting you can change; the settings are: mail, digest_hour, timezone, confirm_mailed_moves, away"
                )));
            }
        }
    }
    Ok(away_change)
}

/// Declares (or, for `null`, cancels) the player's absence ahead, as `value` gives it in
/// `timezone`: not once it has begun, and no longer than the vacation days they have left.
async fn change_absence(
    conn: &mut SqliteConnection,
    user_id: i64,
    value: &Value,
    timezone: &str,
    now: Millis,
) -> Result<(), ServiceError> {
    let current = store::users::away_of(conn, user_id).await?;
    if current.is_some_and(|(from, _)| from <= now) {
        return Err(ServiceError::Conflict(
            "your absence has begun; it ends on its own at the date you gave".into(),
        ));
    }
    let away = if value.is_null() {
        None
    } else {
        let (from, to) = parse_away(value, timezone, now)?;
        let days = to.since(from) / DAY_MS;
        let left =
            store::clocks::vacation_days_left(conn, user_id, year_of(from), VACATION_DAYS_PER_YEAR)
                .await?;
        if days > left {
            return Err(ServiceError::Unprocessable(format!(
                "that absence is {days} days and you have {left} vacation days left; choose a shorter one"
            )));
        }
        Some((from, to))
    };
    store::users::set_away(conn, user_id, away).await?;
    Ok(())
}

/// Reads `{"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"}` as whole days in `timezone`: from the
/// start of `from` to the end of `to`, starting no earlier than tomorrow.
fn parse_away(
    value: &Value,
    timezone: &str,
    now: Millis,
) -> Result<(Millis, Millis), ServiceError> {
    let bad = |why: &str| {
        ServiceError::Unprocessable(format!(
            "away {value} {why}; send {{\"from\": \"YYYY-MM-DD\", \"to\": \"YYYY-MM-DD\"}} (or null to cancel)"
        ))
    };
    let date = |key: &str| -> Result<jiff::civil::Date, ServiceError> {
        value[key]
            .as_str()
            .and_then(|d| d.parse::<jiff::civil::Date>().ok())
            .ok_or_else(|| bad("has no valid dates"))
    };
    let (from, to) = (date("from")?, date("to")?);
    if to < from {
        return Err(bad("ends before it begins"));
    }
    let tz = jiff::tz::TimeZone::get(timezone).map_err(|_| bad("is in an unknown time zone"))?;
    let start_of = |d: jiff::civil::Date| {
        d.at(0, 0, 0, 0)
            .to_zoned(tz.clone())
            .map(|z| Millis(z.timestamp().as_millisecond()))
            .map_err(|_| bad("cannot be placed in your time zone"))
    };
    let from_ms = start_of(from)?;
    let to_ms = start_of(to.tomorrow().map_err(|_| bad("ends too late"))?)?;
    if from_ms <= now {
        return Err(bad(
            "must begin tomorrow or later (a clock that runs out spends a day on its own)",
        ));
    }
    if to_ms.since(from_ms) > 60 * DAY_MS {
        return Err(bad("is longer than 60 days"));
    }
    Ok((from_ms, to_ms))
}

/// An absence as the player's local dates (first and last day).
fn away_dates(from: Millis, to: Millis, timezone: &str) -> Option<(String, String)> {
    let tz = jiff::tz::TimeZone::get(timezone).ok()?;
    let day = |at: Millis| -> Option<jiff::civil::Date> {
        Some(
            jiff::Timestamp::from_millisecond(at.0)
                .ok()?
                .to_zoned(tz.clone())
                .date(),
        )
    };
    let first = day(from)?;
    let last = day(to)?.yesterday().ok()?;
    Some((first.to_string(), last.to_string()))
}
