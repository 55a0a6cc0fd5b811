//! Times as Herald writes them, read independently by the tests.

/// The local wall time of RFC 3339 `moment` in `zone`, as Herald writes it, named by the
/// zone's abbreviation: "Thu 26 Nov, 20:29 JST" (the test's own reading, field by field).
pub fn wall_time(moment: &str, zone: &str) -> String {
    let at: jiff::Timestamp = moment.parse().expect("an RFC 3339 deadline");
    let zone = jiff::tz::TimeZone::get(zone).expect("a zone");
    let abbreviation = zone.to_offset_info(at).abbreviation().to_string();
    format!("{} {abbreviation}", wall_time_unnamed(moment, &zone))
}

/// The same wall time without the zone's name: "Thu 26 Nov, 20:29" (a browser names the
/// zone in its own words).
pub fn wall_time_unnamed(moment: &str, zone: &jiff::tz::TimeZone) -> String {
    let at: jiff::Timestamp = moment.parse().expect("an RFC 3339 deadline");
    let local = at.to_zoned(zone.clone());
    let weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        [local.weekday().to_monday_zero_offset() as usize];
    let month = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ][local.month() as usize - 1];
    let year = if local.year()
        == jiff::Zoned::now()
            .with_time_zone(local.time_zone().clone())
            .year()
    {
        String::new()
    } else {
        format!(" {}", local.year())
    };
    format!(
        "{weekday} {} {month}{year}, {:02}:{:02}",
        local.day(),
        local.hour(),
        local.minute()
    )
}
