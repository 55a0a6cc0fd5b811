//! A player's own settings: how they want mail, and the vacation days they have left.

use crate::store::access::Access;
use serde_json::{Map, Value, json};

use super::Accounts;
use super::refusal::AccountRefused;
use crate::clock::Reader;
use crate::domain::{MailPref, Millis};
use crate::i18n::Lang;
use crate::service::mail_out::digest::next_digest_at;
use crate::service::terms::DAY_MS;
use crate::service::timekeeper::{VACATION_DAYS_PER_YEAR, year_of};
use crate::service::{ServiceError, User};
use crate::store;
use crate::store::users::MailSettings;

impl Accounts {
    /// `user`'s settings: `{"mail", "digest_hour", "timezone", "confirm_mailed_moves",
    /// "language", "vacation_days_left", "away"}`.
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
            "language": mail.language,
            "vacation_days_left": left,
            "away": away.map(|(from, to)| json!({ "from": from, "to": to })),
        }))
    }

    /// Changes `user`'s settings from a JSON object; answers the settings as they are then.
    ///
    /// # Errors
    /// Nothing changes when it is refused: [`AccountRefused::SettingsNotAnObject`] for a
    /// body that is not an object; [`AccountRefused::NoSuchSetting`] or
    /// [`AccountRefused::VacationDaysCounted`] for a setting that cannot be set; a value
    /// not allowed ([`AccountRefused::BadMailChoice`], `BadDigestHour`, `TimezoneNotAName`,
    /// `BadConfirmChoice`, `BadLanguage`); [`AccountRefused::NoDigestTime`] for an hour and zone that
    /// give no next digest; an absence refused ([`AccountRefused::BadAbsence`],
    /// `AbsenceBegun`, `TooFewVacationDays`).
    pub async fn update_settings(&self, user: &User, body: &Value) -> Result<Value, ServiceError> {
        let Some(fields) = body.as_object() else {
            return Err(AccountRefused::SettingsNotAnObject.into());
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
        .map_err(|_| AccountRefused::NoDigestTime {
            timezone: settings.timezone.clone(),
        })?;
        let next = (settings.mail == MailPref::Digest).then_some(next);
        store::users::set_mail_settings(&mut tx, user.id, &settings, next).await?;
        if let Some(value) = away_change {
            change_absence(&mut tx, user.id, &value, &settings.timezone, now).await?;
        }
        tx.commit().await?;
        // The user a token stands for carries their language: read it again.
        self.bearers.forget_user(user.id);
        self.settings_of(user).await
    }
}

impl Accounts {
    /// How `user` reads times now, in `lang` (the page's language): in their time zone
    /// setting; a visitor (or one whose setting names no zone jiff knows) reads UTC, named
    /// as such.
    ///
    /// # Errors
    /// Database errors.
    pub async fn reader_for(
        &self,
        user: Option<&User>,
        lang: Lang,
    ) -> Result<Reader, ServiceError> {
        let now = self.clock.now_ms();
        let Some(user) = user else {
            return Ok(Reader::new(None, now).in_lang(lang));
        };
        let mut conn = self.db.acquire().await?;
        let mail = store::users::mail_settings(&mut conn, user.id).await?;
        Ok(Reader::new(Some(&mail.timezone), now).in_lang(lang))
    }

    /// Turns mail off for the player whose unsubscribe key `key` is (the one-click link of
    /// every mail, RFC 8058); answers their name.
    ///
    /// # Errors
    /// [`AccountRefused::UnknownUnsubscribe`] for a key that is no player's.
    pub async fn unsubscribe(&self, key: &str) -> Result<String, ServiceError> {
        let mut tx = self.db.begin_write().await?;
        let name = store::users::unsubscribe(&mut tx, key).await?;
        tx.commit().await?;
        name.ok_or_else(|| AccountRefused::UnknownUnsubscribe.into())
    }
}

/// Sets each field of a settings change on `settings`; answers the absence asked for
/// (`away`), if any, which is checked and kept apart.
///
/// # Errors
/// The first field refused: [`AccountRefused::BadMailChoice`],
/// [`BadDigestHour`](AccountRefused::BadDigestHour),
/// [`TimezoneNotAName`](AccountRefused::TimezoneNotAName),
/// [`BadConfirmChoice`](AccountRefused::BadConfirmChoice),
/// [`BadLanguage`](AccountRefused::BadLanguage),
/// [`VacationDaysCounted`](AccountRefused::VacationDaysCounted) or
/// [`NoSuchSetting`](AccountRefused::NoSuchSetting).
fn apply_fields(
    settings: &mut MailSettings,
    fields: &Map<String, Value>,
) -> Result<Option<Value>, AccountRefused> {
    let mut away_change = None;
    for (key, value) in fields {
        match key.as_str() {
            "mail" => match value.as_str().map(str::parse::<MailPref>) {
                Some(Ok(m)) => settings.mail = m,
                _ => {
                    return Err(AccountRefused::BadMailChoice {
                        value: value.clone(),
                    });
                }
            },
            "digest_hour" => {
                settings.digest_hour =
                    value
                        .as_i64()
                        .filter(|h| (0..24).contains(h))
                        .ok_or_else(|| AccountRefused::BadDigestHour {
                            value: value.clone(),
                        })?;
            }
            "timezone" => {
                settings.timezone = value
                    .as_str()
                    .ok_or(AccountRefused::TimezoneNotAName)?
                    .to_string();
            }
            "confirm_mailed_moves" => {
                settings.confirm_mailed =
                    value
                        .as_bool()
                        .ok_or_else(|| AccountRefused::BadConfirmChoice {
                            value: value.clone(),
                        })?;
            }
            "language" => {
                let lang = value.as_str().and_then(Lang::from_code).ok_or_else(|| {
                    AccountRefused::BadLanguage {
                        value: value.clone(),
                    }
                })?;
                settings.language = lang.code().to_string();
            }
            "away" => away_change = Some(value.clone()),
            "vacation_days_left" => return Err(AccountRefused::VacationDaysCounted),
            other => {
                return Err(AccountRefused::NoSuchSetting {
                    name: other.to_string(),
                });
            }
        }
    }
    Ok(away_change)
}

/// Declares (or, for `null`, cancels) the player's absence ahead, as `value` gives it in
/// `timezone`: not once it has begun, and no longer than the vacation days they have left.
///
/// # Errors
/// [`AccountRefused::AbsenceBegun`] once the current absence has begun; an absence
/// [`parse_away`] refuses; [`AccountRefused::TooFewVacationDays`] for one longer than the
/// days left.
async fn change_absence(
    conn: &mut impl Access,
    user_id: i64,
    value: &Value,
    timezone: &str,
    now: Millis,
) -> Result<(), ServiceError> {
    let current = store::users::away_of(conn, user_id).await?;
    if current.is_some_and(|(from, _)| from <= now) {
        return Err(AccountRefused::AbsenceBegun.into());
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
            return Err(AccountRefused::TooFewVacationDays { days, left }.into());
        }
        Some((from, to))
    };
    store::users::set_away(conn, user_id, away).await?;
    Ok(())
}

/// Reads `{"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"}` as whole days in `timezone`: from the
/// start of `from` to the end of `to`, starting no earlier than tomorrow.
///
/// # Errors
/// [`AccountRefused::BadAbsence`], which says what is wrong with it: no valid dates, an
/// end before the start, a zone or date that cannot be placed, a start before tomorrow,
/// or more than 60 days.
fn parse_away(
    value: &Value,
    timezone: &str,
    now: Millis,
) -> Result<(Millis, Millis), AccountRefused> {
    let bad = |why: &'static str| AccountRefused::BadAbsence {
        value: value.clone(),
        why,
    };
    let date = |key: &str| -> Result<jiff::civil::Date, AccountRefused> {
        value[key]
            .as_str()
            .and_then(|d| d.parse::<jiff::civil::Date>().ok())
            .ok_or_else(|| bad("no-dates"))
    };
    let (from, to) = (date("from")?, date("to")?);
    if to < from {
        return Err(bad("ends-before-it-begins"));
    }
    let tz = jiff::tz::TimeZone::get(timezone).map_err(|_| bad("unknown-time-zone"))?;
    let start_of = |d: jiff::civil::Date| {
        d.at(0, 0, 0, 0)
            .to_zoned(tz.clone())
            .map(|z| Millis(z.timestamp().as_millisecond()))
            .map_err(|_| bad("not-in-your-time-zone"))
    };
    let from_ms = start_of(from)?;
    let to_ms = start_of(to.tomorrow().map_err(|_| bad("ends-too-late"))?)?;
    if from_ms <= now {
        return Err(bad(
            "must begin tomorrow or later (a clock that runs out spends a day on its own)",
        ));
    }
    if to_ms.since(from_ms) > 60 * DAY_MS {
        return Err(bad("longer-than-60-days"));
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
