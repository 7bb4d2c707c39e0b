//! Calendar dates as the output writes them ("YYYY-MM-DD"). Hand-written because the pipeline
//! needs only validation, ordering and whole-year arithmetic, which a date crate would not
//! simplify.

/// A calendar date; ordering is chronological.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl Date {
    /// A real calendar date, or `None` (February 30, month 13, year 0).
    pub fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        let valid = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && days_in_month(year, month).is_some_and(|days| (1..=days).contains(&day));
        valid.then_some(Date { year, month, day })
    }

    /// Parses exactly "YYYY-MM-DD".
    pub fn parse_iso(text: &str) -> Option<Date> {
        let bytes = text.as_bytes();
        if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return None;
        }
        let number = |range: std::ops::Range<usize>| -> Option<u32> {
            let part = text.get(range)?;
            part.bytes().all(|b| b.is_ascii_digit()).then(|| part.parse().ok())?
        };
        Date::new(i32::try_from(number(0..4)?).ok()?, number(5..7)?, number(8..10)?)
    }

    pub fn iso(&self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The same day `years` later (February 29 becomes February 28 in a common year).
    pub fn plus_years(&self, years: u32) -> Date {
        let year = self.year.saturating_add(i32::try_from(years).unwrap_or(i32::MAX)).min(9999);
        let day = self.day.min(days_in_month(year, self.month).unwrap_or(self.day));
        Date { year, month: self.month, day }
    }
}

/// The days of a month in the Gregorian calendar (February by the leap-year rule), `None` for a
/// month that does not exist. Extraction reads it too ("the last day of February, 1940").
pub fn days_in_month(year: i32, month: u32) -> Option<u32> {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => Some(31),
        4 | 6 | 9 | 11 => Some(30),
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => Some(29),
        2 => Some(28),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_writes_iso_dates() {
        assert_eq!(Date::parse_iso("1952-03-10").map(|d| d.iso()), Some("1952-03-10".to_string()));
    }

    #[test]
    fn rejects_impossible_and_malformed_dates() {
        for text in ["1952-02-30", "1951-02-29", "1952-13-01", "0000-01-01", "1952-3-10", "1952/03/10", "52-03-10xx", "1952-03-1a"] {
            assert_eq!(Date::parse_iso(text), None, "{text}");
        }
        assert!(Date::parse_iso("2000-02-29").is_some());
    }

    #[test]
    fn adds_years_for_primary_terms() {
        let leased = Date::new(1952, 2, 29).expect("leap day");
        assert_eq!(leased.plus_years(5).iso(), "1957-02-28");
        assert!(leased.plus_years(5) > leased);
    }
}

/// An RFC 3339 UTC timestamp ("2026-11-22T01:37:09Z") for the job record.
pub fn utc_timestamp(time: std::time::SystemTime) -> String {
    let seconds = time.duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let (year, month, day) = civil_from_days(days);
    let of_day = seconds % 86_400;
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", of_day / 3600, of_day % 3600 / 60, of_day % 60)
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = u32::try_from(day_of_year - (153 * month_index + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if month_index < 10 { month_index + 3 } else { month_index - 9 }).unwrap_or(1);
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod timestamp_tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn formats_utc_timestamps() {
        assert_eq!(utc_timestamp(UNIX_EPOCH), "1970-01-01T00:00:00Z");
        assert_eq!(utc_timestamp(UNIX_EPOCH + Duration::from_secs(951_827_696)), "2000-02-29T12:34:56Z");
        assert_eq!(utc_timestamp(UNIX_EPOCH + Duration::from_secs(1_795_311_429)), "2026-11-22T01:37:09Z");
    }
}
