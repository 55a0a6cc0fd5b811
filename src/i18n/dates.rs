//! A wall time in Russian and Japanese words, from CLDR's patterns (ICU4X, its data
//! compiled in: no system locale is needed): "вс, 29 нояб., 20:29", "11月29日(日) 20:29".
//! English keeps the server's own pattern ("Sun 29 Nov, 20:29"), written by the clock.

use icu_calendar::Gregorian;
use icu_datetime::FixedCalendarDateTimeFormatter;
use icu_datetime::fieldsets::{MDE, MDET, YMDE, YMDET};
use icu_datetime::input::{Date, DateTime, Time};
use icu_locale_core::{Locale, locale};

use super::Lang;

/// A local date and time to the minute, as a reader's clock shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WallTime {
    /// The year, e.g. 2026.
    pub year: i32,
    /// The month, 1–12.
    pub month: u8,
    /// The day of the month, 1–31.
    pub day: u8,
    /// The hour, 0–23.
    pub hour: u8,
    /// The minute, 0–59.
    pub minute: u8,
}

/// Day, month and weekday, with hours and minutes: the pattern of a time this year.
type ThisYear = FixedCalendarDateTimeFormatter<Gregorian, MDET>;

/// The same with the year, for a time in another year.
type OtherYear = FixedCalendarDateTimeFormatter<Gregorian, YMDET>;

/// The locale whose patterns a language's times follow.
fn locale_of(lang: Lang) -> Locale {
    match lang {
        Lang::En => locale!("en-GB"),
        Lang::Ru => locale!("ru"),
        Lang::Ja => locale!("ja"),
    }
}

thread_local! {
    /// Each language's formatters, made once a thread ([`Lang::ALL`]'s order). ICU4X's data
    /// handles are not shared between threads without its `sync` feature, and a handful
    /// of threads each making three formatters costs less than that feature's Arcs.
    static THIS_YEAR: Vec<ThisYear> = Lang::ALL
        .iter()
        .map(|lang| {
            FixedCalendarDateTimeFormatter::try_new(
                locale_of(*lang).into(),
                MDE::medium().with_time_hm(),
            )
            .expect("CLDR has the pattern, compiled in")
        })
        .collect();

    static OTHER_YEAR: Vec<OtherYear> = Lang::ALL
        .iter()
        .map(|lang| {
            FixedCalendarDateTimeFormatter::try_new(
                locale_of(*lang).into(),
                YMDE::medium().with_time_hm(),
            )
            .expect("CLDR has the pattern, compiled in")
        })
        .collect();
}

/// `at` in `lang`'s words: weekday, day and month, then hours and minutes; with the year
/// when `with_year`. None for a date that does not exist.
pub fn wall_time(lang: Lang, at: WallTime, with_year: bool) -> Option<String> {
    let date = Date::try_new_gregorian(at.year, at.month, at.day).ok()?;
    let time = Time::try_new(at.hour, at.minute, 0, 0).ok()?;
    let moment = DateTime { date, time };
    Some(if with_year {
        OTHER_YEAR.with(|f| f[lang as usize].format(&moment).to_string())
    } else {
        THIS_YEAR.with(|f| f[lang as usize].format(&moment).to_string())
    })
}

/// A whole day in `lang`'s words, with weekday and year ("вт, 1 дек. 2026 г.",
/// "2026年12月1日(火)"); none for a date that does not exist. (A settings page's rare use:
/// the formatter is made for the call.)
pub fn day(lang: Lang, year: i32, month: u8, day: u8) -> Option<String> {
    let date = Date::try_new_gregorian(year, month, day).ok()?;
    let formatter = FixedCalendarDateTimeFormatter::<Gregorian, YMDE>::try_new(
        locale_of(lang).into(),
        YMDE::medium(),
    )
    .ok()?;
    Some(formatter.format(&date).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUNDAY_EVENING: WallTime = WallTime {
        year: 2026,
        month: 11,
        day: 29,
        hour: 20,
        minute: 29,
    };

    /// The issue's own examples: CLDR's medium day-month-weekday pattern with the time
    /// (Japanese writes the hour without a leading zero; Russian puts a narrow no-break
    /// space before "г.", the year).
    #[test]
    fn a_wall_time_reads_as_russian_and_japanese_readers_write_it() {
        let ru = wall_time(Lang::Ru, SUNDAY_EVENING, false);
        assert_eq!(ru.as_deref(), Some("вс, 29 нояб., 20:29"));
        let ja = wall_time(Lang::Ja, SUNDAY_EVENING, false);
        assert_eq!(ja.as_deref(), Some("11月29日(日) 20:29"));
        let ru = wall_time(Lang::Ru, SUNDAY_EVENING, true);
        assert_eq!(ru.as_deref(), Some("вс, 29 нояб. 2026\u{202f}г., 20:29"));
        let ja = wall_time(Lang::Ja, SUNDAY_EVENING, true);
        assert_eq!(ja.as_deref(), Some("2026/11/29(日) 20:29"));
    }

    #[test]
    fn a_date_that_does_not_exist_is_not_written() {
        let february_30 = WallTime {
            month: 2,
            day: 30,
            ..SUNDAY_EVENING
        };
        assert_eq!(wall_time(Lang::Ru, february_30, false), None);
    }

    #[test]
    fn a_whole_day_in_each_language() {
        assert_eq!(
            day(Lang::Ja, 2026, 12, 1).as_deref(),
            Some("2026/12/01(火)")
        );
        assert!(day(Lang::Ru, 2026, 12, 1).is_some_and(|d| d.contains("дек")));
        assert_eq!(day(Lang::Ru, 2026, 2, 30), None);
    }
}
