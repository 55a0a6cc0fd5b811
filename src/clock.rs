//! Herald's notion of "now", given to the service and the mail worker so tests can move
//! time, and how a moment is written.

use crate::domain::Millis;
use crate::i18n::dates::{WallTime, wall_time};
use crate::i18n::{self, Lang, Msg};
use crate::msg;

/// A source of the current time.
pub trait Clock: Send + Sync {
    /// Now.
    fn now_ms(&self) -> Millis;
}

/// The system clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> Millis {
        Millis((time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64)
    }
}

/// The system clock moved forward by the number of milliseconds written in a file (for
/// tests and rehearsals: `HERALD_CLOCK_FILE`). The file is read on every use; a missing or
/// unreadable file counts as no offset.
#[derive(Clone, Debug)]
pub struct OffsetClock {
    /// The file holding the offset.
    pub file: std::path::PathBuf,
}

impl Clock for OffsetClock {
    fn now_ms(&self) -> Millis {
        let offset = std::fs::read_to_string(&self.file)
            .ok()
            .and_then(|text| text.trim().parse::<i64>().ok())
            .unwrap_or(0);
        SystemClock.now_ms() + offset
    }
}

/// A moment as RFC 3339 (UTC).
pub fn rfc3339(at: Millis) -> String {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(at.0) * 1_000_000)
        .ok()
        .and_then(|t| {
            t.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_default()
}

/// A reader of times: their time zone and the moment they read at. Every time a page or a
/// mail shows is written by [`Reader::moment`]: "in 2 days 23 hours (Thu 26 Nov, 20:29 JST)".
#[derive(Clone, Debug)]
pub struct Reader {
    zone: jiff::tz::TimeZone,
    now: Millis,
    lang: Lang,
}

impl Reader {
    /// A reader in the zone named `zone` (an IANA name such as "Asia/Tokyo") at `now`; with
    /// no zone, or one jiff does not know, the reader reads UTC and every time says so.
    pub fn new(zone: Option<&str>, now: Millis) -> Self {
        let zone = zone
            .and_then(|name| jiff::tz::TimeZone::get(name).ok())
            .unwrap_or(jiff::tz::TimeZone::UTC);
        Reader {
            zone,
            now,
            lang: Lang::En,
        }
    }

    /// The same reader, reading `lang`: "через 2 дня 23 часа (вс, 29 нояб., 20:29 MSK)",
    /// "2日23時間後（11月29日(日) 20:29 JST）".
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> Self {
        Reader { lang, ..self }
    }

    /// The language the reader reads.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// When the reader reads.
    pub fn now(&self) -> Millis {
        self.now
    }

    /// Whether the reader reads UTC (no zone chosen): pages then let the browser rewrite
    /// their times in its own zone.
    pub fn is_utc(&self) -> bool {
        self.zone.iana_name().is_none_or(|name| name == "UTC")
    }

    /// `at` for this reader: how far from now, then the local wall time named by its zone:
    /// "in 2 days 23 hours (Thu 26 Nov, 20:29 JST)", "5 minutes ago (Thu 26 Nov, 11:29 UTC)".
    pub fn moment(&self, at: Millis) -> String {
        let relative = self.relative(at);
        match self.wall(at) {
            Some(wall) => self.say(&msg!("time-moment", relative = relative, wall = wall)),
            None => relative,
        }
    }

    /// The same words, the wall time first, for a sentence that says "at": "Thu 26 Nov,
    /// 20:29 JST, in 2 days 23 hours" (mails: "Your time runs out at …").
    pub fn at(&self, at: Millis) -> String {
        let relative = self.relative(at);
        match self.wall(at) {
            Some(wall) => self.say(&msg!("time-at", wall = wall, relative = relative)),
            None => relative,
        }
    }

    /// How far `at` is from now: "in 5 minutes", "2 days 23 hours ago", "now".
    fn relative(&self, at: Millis) -> String {
        let span = span_words_in(self.lang, at.0.saturating_sub(self.now.0).unsigned_abs());
        let relative = match at.0.cmp(&self.now.0) {
            _ if span.is_empty() => msg!("time-now"),
            std::cmp::Ordering::Less => msg!("time-ago", span = span),
            _ => msg!("time-in", span = span),
        };
        self.say(&relative)
    }

    /// `msg` in the reader's language.
    fn say(&self, msg: &Msg) -> String {
        i18n::core().say(self.lang, msg)
    }

    /// The local wall time of `at`, named by its zone's abbreviation: "Thu 26 Nov, 20:29
    /// JST", "Thu 26 Nov, 11:29 UTC" (with the year when it is not the reader's current
    /// one); none for a moment jiff cannot place (beyond the year 9999).
    pub fn wall(&self, at: Millis) -> Option<String> {
        let zoned = self.zoned(at)?;
        let this_year = self.zoned(self.now).map(|z| z.year()) == Some(zoned.year());
        if self.lang == Lang::En {
            let format = if this_year {
                "%a %-d %b, %H:%M %Z"
            } else {
                "%a %-d %b %Y, %H:%M %Z"
            };
            return Some(zoned.strftime(format).to_string());
        }
        // Russian and Japanese from CLDR's patterns; the zone named as in English.
        let wall = WallTime {
            year: i32::from(zoned.year()),
            month: u8::try_from(zoned.month()).ok()?,
            day: u8::try_from(zoned.day()).ok()?,
            hour: u8::try_from(zoned.hour()).ok()?,
            minute: u8::try_from(zoned.minute()).ok()?,
        };
        let words = wall_time(self.lang, wall, !this_year)?;
        Some(format!("{words} {}", zoned.strftime("%Z")))
    }

    /// The reader's local date of `at`.
    pub fn date(&self, at: Millis) -> Option<jiff::civil::Date> {
        Some(self.zoned(at)?.date())
    }

    fn zoned(&self, at: Millis) -> Option<jiff::Zoned> {
        let ts = jiff::Timestamp::from_millisecond(at.0).ok()?;
        Some(ts.to_zoned(self.zone.clone()))
    }
}

/// A span in words, the two largest units to the minute: "2 days 23 hours", "5 hours 3
/// minutes", "12 minutes", "3 days"; empty under a minute.
pub fn span_words(ms: u64) -> String {
    span_words_in(Lang::En, ms)
}

/// A span in `lang`'s words, the two largest units to the minute, each counted by the
/// language's plural rules: "2 дня 23 часа", "21 день", "2日23時間".
pub fn span_words_in(lang: Lang, ms: u64) -> String {
    let minutes = ms / 60_000;
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let unit = |count: u64, words: fn(u64) -> Msg| (count > 0).then(|| words(count));
    let days_words: fn(u64) -> Msg = |count| msg!("span-days", count = count);
    let hours_words: fn(u64) -> Msg = |count| msg!("span-hours", count = count);
    let minutes_words: fn(u64) -> Msg = |count| msg!("span-minutes", count = count);
    let [larger, smaller] = if days > 0 {
        [unit(days, days_words), unit(hours, hours_words)]
    } else {
        [unit(hours, hours_words), unit(minutes, minutes_words)]
    };
    let catalog = i18n::core();
    match (larger, smaller) {
        (Some(larger), Some(smaller)) => {
            catalog.say(lang, &msg!("span-two", larger = larger, smaller = smaller))
        }
        (Some(one), None) | (None, Some(one)) => catalog.say(lang, &one),
        (None, None) => String::new(),
    }
}

/// A span of time left in `lang`'s words, to the minute: "2 days 5 hours", "3 hours 10
/// minutes", and "0 minutes" under one.
pub fn duration_words(lang: Lang, ms: i64) -> String {
    let words = span_words_in(lang, ms.max(0).unsigned_abs());
    if words.is_empty() {
        i18n::core().say(lang, &msg!("span-minutes", count = 0))
    } else {
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: i64 = 60_000;
    const HOUR: i64 = 60 * MINUTE;
    const DAY: i64 = 24 * HOUR;

    /// Unix ms of an RFC 3339 moment.
    fn at(text: &str) -> Millis {
        Millis(text.parse::<jiff::Timestamp>().unwrap().as_millisecond())
    }

    #[test]
    fn a_deadline_in_days_reads_with_its_local_wall_time_and_names_the_zone() {
        let now = at("2026-11-23T20:00:00Z");
        let deadline = Millis(now.0 + 2 * DAY + 23 * HOUR + 29 * MINUTE);
        let tokyo = Reader::new(Some("Asia/Tokyo"), now);
        let new_york = Reader::new(Some("America/New_York"), now);
        assert_eq!(
            tokyo.moment(deadline),
            "in 2 days 23 hours (Fri 27 Nov, 04:29 JST)"
        );
        assert_eq!(
            new_york.moment(deadline),
            "in 2 days 23 hours (Thu 26 Nov, 14:29 EST)"
        );
        assert_eq!(
            new_york.at(deadline),
            "Thu 26 Nov, 14:29 EST, in 2 days 23 hours"
        );
    }

    /// Issue 30: a Russian or Japanese reader reads the same moments in their words, the
    /// wall time from CLDR's patterns and the spans counted by their plural rules.
    #[test]
    fn russian_and_japanese_readers_read_moments_in_their_own_words() {
        let now = at("2026-11-26T20:00:00Z");
        let deadline = Millis(now.0 + 2 * DAY + 23 * HOUR + 29 * MINUTE);
        let moscow = Reader::new(Some("Europe/Moscow"), now).in_lang(Lang::Ru);
        let tokyo = Reader::new(Some("Asia/Tokyo"), now).in_lang(Lang::Ja);
        assert_eq!(
            moscow.moment(deadline),
            "через 2 дня 23 часа (вс, 29 нояб., 22:29 MSK)"
        );
        assert_eq!(
            tokyo.moment(deadline),
            "2日23時間後（11月30日(月) 4:29 JST）"
        );
        assert_eq!(
            moscow.at(deadline),
            "вс, 29 нояб., 22:29 MSK, через 2 дня 23 часа"
        );
        let earlier = Millis(now.0 - 21 * DAY - 5 * HOUR);
        assert_eq!(
            moscow.moment(earlier),
            "21 день 5 часов назад (чт, 5 нояб., 18:00 MSK)"
        );
        assert_eq!(tokyo.moment(now), "今（11月27日(金) 5:00 JST）");
        let next_year = Millis(now.0 + 40 * DAY);
        let wall = moscow.wall(next_year).expect("placed");
        // CLDR puts a narrow no-break space before "г." (год, the year).
        assert_eq!(wall, "вт, 5 янв. 2027\u{202f}г., 23:00 MSK");
    }

    #[test]
    fn spans_count_by_each_language_s_plural_rules() {
        let spans: Vec<String> = [1, 2, 5, 11, 21, 22]
            .into_iter()
            .map(|n| span_words_in(Lang::Ru, n * DAY as u64))
            .collect();
        assert_eq!(
            spans,
            ["1 день", "2 дня", "5 дней", "11 дней", "21 день", "22 дня"]
        );
        let hours: Vec<String> = [1, 2, 5, 11, 21, 22]
            .into_iter()
            .map(|n| span_words_in(Lang::Ru, n * HOUR as u64))
            .collect();
        assert_eq!(
            hours,
            [
                "1 час",
                "2 часа",
                "5 часов",
                "11 часов",
                "21 час",
                "22 часа"
            ]
        );
        assert_eq!(
            span_words_in(Lang::Ru, (DAY + 21 * MINUTE) as u64),
            "1 день"
        );
        assert_eq!(
            span_words_in(Lang::Ru, (HOUR + 21 * MINUTE) as u64),
            "1 час 21 минута"
        );
        assert_eq!(
            span_words_in(Lang::Ja, (HOUR + 2 * MINUTE) as u64),
            "1時間2分"
        );
        assert_eq!(span_words_in(Lang::Ja, 59_999), "");
    }

    #[test]
    fn the_past_reads_ago_and_small_spans_in_hours_and_minutes() {
        let now = at("2026-11-26T12:00:00Z");
        let utc = Reader::new(None, now);
        assert_eq!(
            utc.moment(Millis(now.0 - 5 * HOUR - 3 * MINUTE)),
            "5 hours 3 minutes ago (Thu 26 Nov, 06:57 UTC)"
        );
        assert_eq!(
            utc.moment(Millis(now.0 + 12 * MINUTE + 59_000)),
            "in 12 minutes (Thu 26 Nov, 12:12 UTC)"
        );
        assert_eq!(
            utc.moment(Millis(now.0 - 3 * DAY)),
            "3 days ago (Mon 23 Nov, 12:00 UTC)"
        );
        assert_eq!(
            utc.moment(Millis(now.0 + HOUR)),
            "in 1 hour (Thu 26 Nov, 13:00 UTC)"
        );
        assert_eq!(
            utc.moment(Millis(now.0 + 30_000)),
            "now (Thu 26 Nov, 12:00 UTC)"
        );
    }

    #[test]
    fn an_unknown_zone_reads_utc_and_says_so() {
        let now = at("2026-11-26T12:00:00Z");
        let reader = Reader::new(Some("Mars/Olympus"), now);
        assert!(reader.is_utc());
        assert_eq!(reader.wall(now).unwrap(), "Thu 26 Nov, 12:00 UTC");
        assert!(!Reader::new(Some("Europe/Berlin"), now).is_utc());
    }

    #[test]
    fn across_the_end_of_summer_time_the_span_is_true_and_the_wall_time_local() {
        // New York leaves summer time at 02:00 EDT on Sunday 1 Nov 2026 (06:00 UTC): three
        // hours after 00:30 EDT the wall clock shows 02:30 EST, not 03:30.
        let now = at("2026-11-01T04:30:00Z");
        let reader = Reader::new(Some("America/New_York"), now);
        assert_eq!(reader.wall(now).unwrap(), "Sun 1 Nov, 00:30 EDT");
        assert_eq!(
            reader.moment(Millis(now.0 + 3 * HOUR)),
            "in 3 hours (Sun 1 Nov, 02:30 EST)"
        );
    }

    #[test]
    fn another_year_is_named_and_huge_moments_do_not_overflow() {
        let now = at("2026-12-30T12:00:00Z");
        let reader = Reader::new(Some("Europe/Berlin"), now);
        assert_eq!(
            reader.moment(Millis(now.0 + 3 * DAY)),
            "in 3 days (Sat 2 Jan 2027, 13:00 CET)"
        );
        // Beyond what a calendar can place: the span alone, no panic.
        let far = reader.moment(Millis(i64::MAX));
        assert!(far.starts_with("in ") && !far.contains('('), "{far}");
        let long_ago = Reader::new(None, Millis(i64::MAX)).moment(Millis(i64::MIN));
        assert!(long_ago.ends_with(" ago"), "{long_ago}");
    }

    #[test]
    fn spans_keep_the_two_largest_units() {
        assert_eq!(span_words(0), "");
        assert_eq!(span_words(59_999), "");
        assert_eq!(span_words(60_000), "1 minute");
        assert_eq!(span_words((DAY + 1) as u64), "1 day");
        assert_eq!(
            span_words((2 * DAY + 23 * HOUR + 59 * MINUTE) as u64),
            "2 days 23 hours"
        );
        assert_eq!(span_words((HOUR + MINUTE) as u64), "1 hour 1 minute");
    }
}
