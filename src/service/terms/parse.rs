//! Reading a game's terms from JSON: a new game's options, an imported document's terms,
//! stored terms. Each refusal is a message (`terms-refused-*` in `src/i18n/refusals/`)
//! that names the bad value and what is allowed, in the reader's language.

use serde_json::{Map, Value};

use super::{BANK_PRESETS, ClockRule, TERM_KEYS, Terms, Timeout};
use crate::i18n::Msg;
use crate::msg;

/// The longest clock a game may have, in days (per turn, in the bank, or its cap).
pub const MOST_DAYS: i64 = 60;
/// The most hours a bank clock may add after a turn.
pub const MOST_BONUS_HOURS: i64 = 24 * MOST_DAYS;

/// Splits a create request's options into the terms and the rules' own options.
///
/// # Errors
/// A message naming the bad term and the values allowed.
pub fn split_options(options: &Value) -> Result<(Terms, Value), Msg> {
    let Some(map) = options.as_object() else {
        return Ok((Terms::default(), options.clone()));
    };
    let mut rules = Map::new();
    let mut terms = Terms::default();
    for (key, value) in map {
        match key.as_str() {
            "clock" => terms.clock = parse_clock(value)?,
            "timeout" => terms.timeout = parse_timeout(value)?,
            "vacation" => terms.vacation = yes_or_no("vacation", value)?,
            "auto_forced" => terms.auto_forced = yes_or_no("auto_forced", value)?,
            _ => {
                rules.insert(key.clone(), value.clone());
            }
        }
    }
    Ok((terms, Value::Object(rules)))
}

fn parse_timeout(value: &Value) -> Result<Timeout, Msg> {
    match value.as_str() {
        Some("claim") => Ok(Timeout::Claim),
        Some("lose") => Ok(Timeout::Lose),
        Some("handover") => Ok(Timeout::Handover),
        _ => Err(msg!("terms-refused-timeout", value = value.to_string())),
    }
}

/// A term that is on or off (`vacation`, `auto_forced`).
fn yes_or_no(term: &str, value: &Value) -> Result<bool, Msg> {
    value.as_bool().ok_or_else(|| {
        msg!(
            "terms-refused-yes-or-no",
            term = term,
            value = value.to_string()
        )
    })
}

/// The clocks a game may have, as a refusal ends: the named ones (the bank presets from
/// [`BANK_PRESETS`]) and the two written with numbers.
fn clock_help() -> Msg {
    let preset = |(name, initial_days, bonus_hours, cap_days): &(&str, i64, i64, i64)| {
        msg!(
            "terms-clock-preset",
            name = *name,
            initial = msg!("span-days", count = *initial_days),
            bonus = msg!("span-hours", count = *bonus_hours),
            cap = msg!("span-days", count = *cap_days)
        )
    };
    let mut presets = BANK_PRESETS.iter().rev().map(preset);
    let last = presets.next().expect("bank presets");
    let presets = presets.fold(last, |rest, first| {
        msg!("terms-clock-presets", first = first, rest = rest)
    });
    msg!(
        "terms-clock-help",
        per_move = msg!("span-days", count = 3),
        per_move_days = r#"{"per_move": {"days": N}}"#,
        presets = presets,
        bank = r#"{"bank": {"initial_days": N, "bonus_hours": N, "cap_days": N}}"#
    )
}

fn parse_clock(value: &Value) -> Result<ClockRule, Msg> {
    let bad = || {
        msg!(
            "terms-refused-clock",
            value = value.to_string(),
            help = clock_help()
        )
    };
    if let Some(name) = value.as_str() {
        if name == "none" {
            return Ok(ClockRule::None);
        }
        if name == "per_move" {
            return Ok(ClockRule::PerMove { days: 3 });
        }
        let (_, initial_days, bonus_hours, cap_days) = BANK_PRESETS
            .iter()
            .find(|(preset, ..)| *preset == name)
            .ok_or_else(bad)?;
        return Ok(ClockRule::Bank {
            initial_days: *initial_days,
            bonus_hours: *bonus_hours,
            cap_days: *cap_days,
        });
    }
    let number = |v: &Value| v.as_i64().ok_or_else(bad);
    if let Some(per_move) = value.get("per_move") {
        return ClockRule::PerMove {
            days: number(&per_move["days"])?,
        }
        .checked();
    }
    if let Some(bank) = value.get("bank") {
        return ClockRule::Bank {
            initial_days: number(&bank["initial_days"])?,
            bonus_hours: number(&bank["bonus_hours"])?,
            cap_days: number(&bank["cap_days"])?,
        }
        .checked();
    }
    Err(bad())
}

impl ClockRule {
    /// The clock if its numbers are within the limits every game is held to (the one
    /// place they are checked: a new game's options, an imported document, stored terms);
    /// within them no deadline arithmetic can overflow.
    ///
    /// # Errors
    /// A message naming the number out of range and the range.
    pub fn checked(self) -> Result<ClockRule, Msg> {
        let within = |what: &str, n: i64, low: i64, high: i64| {
            if (low..=high).contains(&n) {
                Ok(())
            } else {
                Err(msg!(
                    "terms-refused-out-of-range",
                    what = what,
                    low = low,
                    high = high,
                    number = n,
                    help = clock_help()
                ))
            }
        };
        match self {
            ClockRule::None => {}
            ClockRule::PerMove { days } => within("days", days, 1, MOST_DAYS)?,
            ClockRule::Bank {
                initial_days,
                bonus_hours,
                cap_days,
            } => {
                within("initial_days", initial_days, 1, MOST_DAYS)?;
                within("bonus_hours", bonus_hours, 0, MOST_BONUS_HOURS)?;
                within("cap_days", cap_days, 1, MOST_DAYS)?;
                if cap_days < initial_days {
                    return Err(msg!(
                        "terms-refused-cap-under-initial",
                        cap = cap_days,
                        initial = initial_days
                    ));
                }
            }
        }
        Ok(self)
    }
}

impl Terms {
    /// Reads terms in the form [`Terms::to_json`] writes them (stored terms, an imported
    /// document), held to the same limits as a new game's options.
    ///
    /// # Errors
    /// A message naming what is wrong and what is allowed.
    pub fn from_json(value: &Value) -> Result<Terms, Msg> {
        let Some(map) = value.as_object() else {
            return Err(msg!(
                "terms-refused-not-object",
                terms = value.to_string(),
                example = Terms::default().to_json().to_string()
            ));
        };
        if let Some(key) = map.keys().find(|k| !TERM_KEYS.contains(&k.as_str())) {
            return Err(msg!(
                "terms-refused-unknown-field",
                key = key.as_str(),
                keys = TERM_KEYS.join(", ")
            ));
        }
        let mut terms = Terms::default();
        if let Some(clock) = map.get("clock") {
            let number = |name: &str| {
                clock[name].as_i64().ok_or_else(|| {
                    msg!(
                        "terms-refused-clock-number",
                        clock = clock.to_string(),
                        name = name,
                        help = clock_help()
                    )
                })
            };
            terms.clock = match clock["type"].as_str() {
                Some("none") => ClockRule::None,
                Some("per_move") => ClockRule::PerMove {
                    days: number("days")?,
                },
                Some("bank") => ClockRule::Bank {
                    initial_days: number("initial_days")?,
                    bonus_hours: number("bonus_hours")?,
                    cap_days: number("cap_days")?,
                },
                _ => {
                    return Err(msg!("terms-refused-clock-type", clock = clock.to_string()));
                }
            }
            .checked()?;
        }
        if let Some(timeout) = map.get("timeout") {
            terms.timeout = parse_timeout(timeout)?;
        }
        if let Some(vacation) = map.get("vacation") {
            terms.vacation = yes_or_no("vacation", vacation)?;
        }
        if let Some(auto_forced) = map.get("auto_forced") {
            terms.auto_forced = yes_or_no("auto_forced", auto_forced)?;
        }
        Ok(terms)
    }
}
