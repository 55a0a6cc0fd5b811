//! Herald's notion of "now", given to the service and the mail worker so tests can move
//! time, and how a moment is written.

use crate::domain::Millis;

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
