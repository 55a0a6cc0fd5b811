//! A game's terms, chosen at creation beside the rules' own options: its clock, what a
//! time-out does, whether vacation days may be spent on it, and whether a seat's only legal
//! action plays itself. The clock arithmetic is
//! here, pure, so that the move path, the join and the timekeeper agree.

pub use crate::clock::duration_words;
use crate::domain::Millis;
use crate::i18n::Msg;
use crate::msg;
use serde_json::{Value, json};

mod parse;
pub use parse::{MOST_BONUS_HOURS, MOST_DAYS, split_options};

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

    /// Reads stored terms; terms that do not check out (written by an older version)
    /// fall back to the defaults, and `herald verify` reports them.
    pub fn from_stored(text: &str) -> Terms {
        serde_json::from_str::<Value>(text)
            .ok()
            .and_then(|value| Terms::from_json(&value).ok())
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
        let bad = say(
            Lang::En,
            &split_options(&json!({ "auto_forced": "no" })).unwrap_err(),
        );
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
            let english = say(Lang::En, &err);
            assert!(
                english.contains("choose") || english.contains("must"),
                "{bad}: {english}"
            );
            // ...in the reader's words, the JSON values and field names as written.
            let russian = say(Lang::Ru, &err);
            assert!(
                russian.chars().any(|c| ('а'..='я').contains(&c)) && russian != english,
                "{bad}: {russian}"
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
