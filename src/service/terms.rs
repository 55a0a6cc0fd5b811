//! A game's terms, chosen at creation beside the rules' own options: its clock, what a
//! time-out does, whether vacation days may be spent on it, and whether a seat's only legal
//! action plays itself. The clock arithmetic is
//! here, pure, so that the move path, the join and the timekeeper agree.

pub use crate::clock::duration_words;
use crate::domain::Millis;
use crate::i18n::Msg;
use crate::msg;
use serde_json::{Map, Value, json};

/// Milliseconds in an hour and in a day.
pub const HOUR_MS: i64 = 3_600_000;
/// Milliseconds in a day.
pub const DAY_MS: i64 = 24 * HOUR_MS;

/// How long a seat may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockRule {
    /// No deadline ever.
    None,
    /// Each turn must be taken within `days`.
    PerMove {
        /// Days per turn.
        days: i64,
    },
    /// A bank of time: `initial_days` to start, `bonus_hours` added after each turn, never
    /// more than `cap_days` in the bank.
    Bank {
        /// The bank at the start.
        initial_days: i64,
        /// Added when a turn is taken.
        bonus_hours: i64,
        /// The most the bank holds.
        cap_days: i64,
    },
}

/// The bank presets offered on the new-game page: name, initial days, bonus hours, cap days.
pub const BANK_PRESETS: [(&str, i64, i64, i64); 3] = [
    ("bank_fast", 1, 4, 3),
    ("bank_standard", 3, 12, 5),
    ("bank_slow", 3, 36, 10),
];

/// What happens when a seat's time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timeout {
    /// The waiting players may claim the win, or keep waiting.
    Claim,
    /// The late side loses at once.
    Lose,
    /// The seat becomes vacant and is offered to a replacement.
    Handover,
}

/// A game's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// The clock.
    pub clock: ClockRule,
    /// What a time-out does.
    pub timeout: Timeout,
    /// Whether vacation days may be spent on this game.
    pub vacation: bool,
    /// Whether the server plays a seat's only legal action for it at once (`"by": "auto"`);
    /// off for tournaments that want every click. Terms stored before it existed: on.
    pub auto_forced: bool,
}

impl Default for Terms {
    fn default() -> Self {
        Terms {
            clock: ClockRule::PerMove { days: 3 },
            timeout: Timeout::Claim,
            vacation: true,
            auto_forced: true,
        }
    }
}

/// The option names that are terms, not rules.
pub const TERM_KEYS: [&str; 4] = ["clock", "timeout", "vacation", "auto_forced"];

/// Splits a create request's options into the terms and the rules' own options.
///
/// # Errors
/// A message naming the bad term and the values allowed.
pub fn split_options(options: &Value) -> Result<(Terms, Value), String> {
    let Some(map) = options.as_object() else {
        return Ok((Terms::default(), options.clone()));
    };
    let mut rules = Map::new();
    let mut terms = Terms::default();
    for (key, value) in map {
        match key.as_str() {
            "clock" => terms.clock = parse_clock(value)?,
            "timeout" => terms.timeout = parse_timeout(value)?,
            "vacation" => terms.vacation = parse_vacation(value)?,
            "auto_forced" => terms.auto_forced = parse_auto_forced(value)?,
            _ => {
                rules.insert(key.clone(), value.clone());
            }
        }
    }
    Ok((terms, Value::Object(rules)))
}

fn parse_timeout(value: &Value) -> Result<Timeout, String> {
    match value.as_str() {
        Some("claim") => Ok(Timeout::Claim),
        Some("lose") => Ok(Timeout::Lose),
        Some("handover") => Ok(Timeout::Handover),
        _ => Err(format!(
            "timeout {value} is not allowed; choose \"claim\", \"lose\" or \"handover\""
        )),
    }
}

fn parse_vacation(value: &Value) -> Result<bool, String> {
    value
        .as_bool()
        .ok_or_else(|| format!("vacation {value} is not allowed; choose true or false"))
}

fn parse_auto_forced(value: &Value) -> Result<bool, String> {
    value
        .as_bool()
        .ok_or_else(|| format!("auto_forced {value} is not allowed; choose true or false"))
}

const CLOCK_HELP: &str = "choose \"none\", \"per_move\" (3 days), {\"per_move\": {\"days\": N}}, \
\"bank_fast\" (1 day + 4 hours, cap 3 days), \"bank_standard\" (3 days + 12 hours, cap 5 days), \
\"bank_slow\" (3 days + 36 hours, cap 10 days) or \
{\"bank\": {\"initial_days\": N, \"bonus_hours\": N, \"cap_days\": N}}";

fn parse_clock(value: &Value) -> Result<ClockRule, String> {
    let bad = || format!("clock {value} is not allowed; {CLOCK_HELP}");
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

/// The longest clock a game may have, in days (per turn, in the bank, or its cap).
pub const MOST_DAYS: i64 = 60;
/// The most hours a bank clock may add after a turn.
pub const MOST_BONUS_HOURS: i64 = 24 * MOST_DAYS;

impl ClockRule {
    /// The clock if its numbers are within the limits every game is held to (the one
    /// place they are checked: a new game's options, an imported document, stored terms);
    /// within them no deadline arithmetic can overflow.
    ///
    /// # Errors
    /// A message naming the number out of range and the range.
    pub fn checked(self) -> Result<ClockRule, String> {
        let within = |what: &str, n: i64, low: i64, high: i64| {
            if (low..=high).contains(&n) {
                Ok(())
            } else {
                Err(format!(
                    "the clock's {what} must be from {low} to {high}, not {n}; {CLOCK_HELP}"
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
                    return Err(format!(
                        "a bank's cap_days ({cap_days}) must be at least its initial_days ({initial_days})"
                    ));
                }
            }
        }
        Ok(self)
    }
}

impl Terms {
    /// The terms as stored and served.
    pub fn to_json(self) -> Value {
        let clock = match self.clock {
            ClockRule::None => json!({ "type": "none" }),
            ClockRule::PerMove { days } => json!({ "type": "per_move", "days": days }),
            ClockRule::Bank {
                initial_days,
                bonus_hours,
                cap_days,
            } => json!({
                "type": "bank",
                "initial_days": initial_days,
                "bonus_hours": bonus_hours,
                "cap_days": cap_days,
            }),
        };
        let timeout = match self.timeout {
            Timeout::Claim => "claim",
            Timeout::Lose => "lose",
            Timeout::Handover => "handover",
        };
        json!({
            "clock": clock,
            "timeout": timeout,
            "vacation": self.vacation,
            "auto_forced": self.auto_forced,
        })
    }

    /// Reads terms in the form [`Terms::to_json`] writes them (stored terms, an imported
    /// document), held to the same limits as a new game's options.
    ///
    /// # Errors
    /// A message naming what is wrong and what is allowed.
    pub fn from_json(value: &Value) -> Result<Terms, String> {
        let Some(map) = value.as_object() else {
            return Err(format!(
                "the terms {value} are not an object like {}",
                Terms::default().to_json()
            ));
        };
        if let Some(key) = map.keys().find(|k| !TERM_KEYS.contains(&k.as_str())) {
            return Err(format!(
                "the terms have an unknown field \"{key}\"; they are {}",
                TERM_KEYS.join(", ")
            ));
        }
        let mut terms = Terms::default();
        if let Some(clock) = map.get("clock") {
            let number = |name: &str| {
                clock[name].as_i64().ok_or_else(|| {
                    format!(
                        "the terms' clock {clock} needs a whole number \"{name}\"; {CLOCK_HELP}"
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
                    return Err(format!(
                        "the terms' clock {clock} has no known \"type\" (none, per_move or bank)"
                    ));
                }
            }
            .checked()?;
        }
        if let Some(timeout) = map.get("timeout") {
            terms.timeout = parse_timeout(timeout)?;
        }
        if let Some(vacation) = map.get("vacation") {
            terms.vacation = parse_vacation(vacation)?;
        }
        if let Some(auto_forced) = map.get("auto_forced") {
            terms.auto_forced = parse_auto_forced(auto_forced)?;
        }
        Ok(terms)
    }

    /// Reads stored terms; terms that do not check out (written by an older version)
    /// fall back to the defaults, and `herald verify` reports them.
    pub fn from_stored(text: &str) -> Terms {
        serde_json::from_str::<Value>(text)
            .map_err(|e| e.to_string())
            .and_then(|value| Terms::from_json(&value))
            .unwrap_or_default()
    }

    /// The bank a seat starts with (none for other clocks).
    pub fn initial_bank(self) -> Option<i64> {
        match self.clock {
            ClockRule::Bank { initial_days, .. } => Some(initial_days.saturating_mul(DAY_MS)),
            _ => None,
        }
    }
}

impl Terms {
    /// The terms in words, for the game page and the lobby.
    pub fn in_words(self) -> Msg {
        let clock = match self.clock {
            ClockRule::None => msg!("terms-no-clock"),
            ClockRule::PerMove { days } => msg!("terms-per-move", days = days),
            ClockRule::Bank {
                initial_days,
                bonus_hours,
                cap_days,
            } => msg!(
                "terms-bank",
                initial = msg!("span-days", count = initial_days),
                bonus = msg!("span-hours", count = bonus_hours),
                cap = msg!("span-days", count = cap_days)
            ),
        };
        let timeout = match self.timeout {
            Timeout::Claim => msg!("terms-timeout-claim"),
            Timeout::Lose => msg!("terms-timeout-lose"),
            Timeout::Handover => msg!("terms-timeout-handover"),
        };
        let vacation = if self.vacation {
            msg!("terms-vacation")
        } else {
            msg!("terms-no-vacation")
        };
        let terms = msg!(
            "terms",
            clock = clock,
            timeout = timeout,
            vacation = vacation
        );
        // On is the default and the history marks each move it plays ("(forced)"); off
        // is the exception a player must be told of.
        if self.auto_forced {
            terms
        } else {
            msg!(
                "terms-and-more",
                first = terms,
                second = msg!("terms-not-forced")
            )
        }
    }
}

/// A seat's clock: its deadline while it is to act, and its bank (bank clocks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatClock {
    /// When the seat's time runs out; `None` while it is not to act or with no clock.
    pub deadline: Option<Millis>,
    /// Bank clocks: the time in the bank while the seat is not to act.
    pub bank_ms: Option<i64>,
}

/// A seat's clock after a change at `now`: `was` and `is` say whether it was and is to
/// act. A seat that starts to act gets its deadline; one whose turn ends banks what is
/// left plus the bonus (up to the cap); one that goes on acting keeps its deadline.
pub fn next_clock(terms: Terms, clock: SeatClock, was: bool, is: bool, now: Millis) -> SeatClock {
    match (was, is) {
        (true, true) => clock,
        (false, false) => SeatClock {
            deadline: None,
            ..clock
        },
        (false, true) => SeatClock {
            deadline: match terms.clock {
                ClockRule::None => None,
                ClockRule::PerMove { days } => Some(later(now, days.saturating_mul(DAY_MS))),
                ClockRule::Bank { .. } => Some(later(now, clock.bank_ms.unwrap_or(0))),
            },
            ..clock
        },
        (true, false) => match terms.clock {
            ClockRule::Bank {
                bonus_hours,
                cap_days,
                ..
            } => {
                let left: i64 = clock.deadline.map_or(0, |d| d.since(now).max(0));
                SeatClock {
                    deadline: None,
                    bank_ms: Some(
                        left.saturating_add(bonus_hours.saturating_mul(HOUR_MS))
                            .min(cap_days.saturating_mul(DAY_MS)),
                    ),
                }
            }
            _ => SeatClock {
                deadline: None,
                ..clock
            },
        },
    }
}

/// `span` ms after `now`: a negative span counts as none, and the sum stops at the end of
/// time instead of overflowing.
pub fn later(now: Millis, span: i64) -> Millis {
    now + span.max(0)
}

/// When a turn that begins at `now` starts to count: at the end of the player's absence
/// if one has begun and the game allows vacation, else now.
pub fn turn_start(terms: Terms, now: Millis, away: Option<(Millis, Millis)>) -> Millis {
    match away {
        Some((from, to)) if terms.vacation && from <= now && now < to => to,
        _ => now,
    }
}

/// The time a seat has left at `now`: to its deadline while it acts, its bank otherwise.
pub fn time_left(terms: Terms, clock: SeatClock, now: Millis) -> Option<i64> {
    match (clock.deadline, terms.clock) {
        (Some(deadline), _) => Some(deadline.since(now).max(0)),
        (None, ClockRule::Bank { .. }) => clock.bank_ms,
        (None, ClockRule::PerMove { days }) => Some(days.saturating_mul(DAY_MS)),
        (None, ClockRule::None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::words::say;

    fn bank() -> Terms {
        Terms {
            clock: ClockRule::Bank {
                initial_days: 3,
                bonus_hours: 12,
                cap_days: 5,
            },
            ..Terms::default()
        }
    }

    #[test]
    fn options_split_into_terms_and_rules() {
        let (terms, rules) = split_options(&json!({
            "clock": "bank_fast", "timeout": "lose", "vacation": false, "scenario": "kingmaker"
        }))
        .unwrap();
        assert_eq!(rules, json!({ "scenario": "kingmaker" }));
        assert_eq!(
            terms.clock,
            ClockRule::Bank {
                initial_days: 1,
                bonus_hours: 4,
                cap_days: 3
            }
        );
        assert_eq!((terms.timeout, terms.vacation), (Timeout::Lose, false));
        assert_eq!(Terms::from_stored(&terms.to_json().to_string()), terms);
        let (default, rules) = split_options(&json!({})).unwrap();
        assert_eq!(default.clock, ClockRule::PerMove { days: 3 });
        assert_eq!(rules, json!({}));
        let (terms, _) = split_options(&json!({ "clock": { "per_move": { "days": 7 } } })).unwrap();
        assert_eq!(terms.clock, ClockRule::PerMove { days: 7 });
    }

    #[test]
    fn time_is_told_in_words() {
        let en = |ms| duration_words(Lang::En, ms);
        assert_eq!(en(2 * DAY_MS + 5 * HOUR_MS + 59_000), "2 days 5 hours");
        assert_eq!(en(HOUR_MS + 10 * 60_000), "1 hour 10 minutes");
        assert_eq!(en(59_000), "0 minutes");
        assert_eq!(duration_words(Lang::Ru, 59_000), "0 минут");
        assert_eq!(duration_words(Lang::Ja, 2 * DAY_MS), "2日");
        assert_eq!(
            say(Lang::En, &Terms::default().in_words()),
            "Clock: 3 days per turn; out of time, the opponent may claim the win; vacation days allowed."
        );
        let bank = Terms {
            clock: ClockRule::Bank {
                initial_days: 1,
                bonus_hours: 4,
                cap_days: 3,
            },
            ..Terms::default()
        };
        assert!(
            say(Lang::Ru, &bank.in_words()).contains("1 день"),
            "{}",
            say(Lang::Ru, &bank.in_words())
        );
    }

    #[test]
    fn forced_moves_play_themselves_unless_the_terms_say_no() {
        assert!(Terms::default().auto_forced);
        // Terms stored before the switch existed read as on.
        let old = r#"{"clock":{"type":"none"},"timeout":"claim","vacation":true}"#;
        assert!(Terms::from_stored(old).auto_forced);
        let (off, _) = split_options(&json!({ "auto_forced": false })).unwrap();
        assert!(!off.auto_forced);
        assert_eq!(off.to_json()["auto_forced"], false);
        assert_eq!(Terms::from_stored(&off.to_json().to_string()), off);
        assert!(say(Lang::En, &off.in_words()).ends_with(
            "allowed. Every move waits for its player, even one that is the only move allowed."
        ));
        let bad = split_options(&json!({ "auto_forced": "no" })).unwrap_err();
        assert!(bad.contains("true or false"), "{bad}");
    }

    #[test]
    fn bad_terms_say_what_is_allowed() {
        for bad in [
            json!({ "clock": "fast" }),
            json!({ "clock": { "per_move": { "days": 0 } } }),
            json!({ "clock": { "bank": { "initial_days": 5, "bonus_hours": 1, "cap_days": 2 } } }),
            json!({ "timeout": "forfeit" }),
            json!({ "vacation": "yes" }),
        ] {
            let err = split_options(&bad).unwrap_err();
            assert!(
                err.contains("choose") || err.contains("must"),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn a_per_move_clock_starts_with_each_turn_and_stops_after_it() {
        let terms = Terms::default();
        let idle = SeatClock {
            deadline: None,
            bank_ms: None,
        };
        let acting = next_clock(terms, idle, false, true, Millis(1_000));
        assert_eq!(acting.deadline, Some(Millis(1_000 + 3 * DAY_MS)));
        // Several actions in one turn keep the deadline.
        assert_eq!(next_clock(terms, acting, true, true, Millis(5_000)), acting);
        assert_eq!(
            next_clock(terms, acting, true, false, Millis(5_000)).deadline,
            None
        );
    }

    #[test]
    fn a_bank_keeps_what_is_left_plus_the_bonus_up_to_the_cap() {
        let terms = bank();
        let start = SeatClock {
            deadline: None,
            bank_ms: terms.initial_bank(),
        };
        let acting = next_clock(terms, start, false, true, Millis(0));
        assert_eq!(acting.deadline, Some(Millis(3 * DAY_MS)));
        // One day used: two left, plus 12 hours.
        let after = next_clock(terms, acting, true, false, Millis(DAY_MS));
        assert_eq!(after.bank_ms, Some(2 * DAY_MS + 12 * HOUR_MS));
        assert_eq!(after.deadline, None);
        // Quick turns fill the bank to the cap and no further.
        let mut clock = after;
        for turn in 0..10 {
            let now = Millis(2 * DAY_MS + turn * HOUR_MS);
            clock = next_clock(
                terms,
                next_clock(terms, clock, false, true, now),
                true,
                false,
                now,
            );
        }
        assert_eq!(clock.bank_ms, Some(5 * DAY_MS));
        assert_eq!(time_left(terms, clock, Millis(0)), Some(5 * DAY_MS));
    }
}
