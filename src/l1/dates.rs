//! The governing date (DOMAIN.md, Dates): the effective date when the instrument states one,
//! else the execution date, else the latest acknowledgment, else the recording date (a stamp in
//! the text, else the input's `recording.recorded_date`), else none. Recitals, deaths, marriages
//! and commission expiries never govern.

use crate::calendar::Date;
use crate::input::Recording;
use crate::l0::DateMatch;
use crate::vocab::DateKind;

pub fn governing_date(dates: &[DateMatch], recording: &Recording) -> (Option<Date>, Option<DateKind>) {
    let of_kind = |kind: DateKind| dates.iter().filter(move |d| d.kind == kind).filter_map(|d| d.date.as_deref().and_then(Date::parse_iso));
    // The first effective or execution date is the dating clause; later ones repeat it or belong
    // to counterparts.
    if let Some(date) = of_kind(DateKind::Effective).next() {
        return (Some(date), Some(DateKind::Effective));
    }
    if let Some(date) = of_kind(DateKind::Execution).next() {
        return (Some(date), Some(DateKind::Execution));
    }
    if let Some(date) = of_kind(DateKind::Acknowledgment).max() {
        return (Some(date), Some(DateKind::Acknowledgment));
    }
    if let Some(date) = of_kind(DateKind::Recording).next().or(recording.recorded_date) {
        return (Some(date), Some(DateKind::Recording));
    }
    (None, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::Evidence;

    fn found(date: Option<&str>, kind: DateKind) -> DateMatch {
        DateMatch { date: date.map(str::to_string), kind, evidence: Evidence::default() }
    }

    fn governing(dates: &[DateMatch], recording: &Recording) -> (Option<String>, Option<DateKind>) {
        let (date, source) = governing_date(dates, recording);
        (date.map(|d| d.iso()), source)
    }

    #[test]
    fn effective_beats_execution() {
        let dates = [found(Some("1999-11-12"), DateKind::Execution), found(Some("1999-12-31"), DateKind::Effective)];
        assert_eq!(governing(&dates, &Recording::default()), (Some("1999-12-31".into()), Some(DateKind::Effective)));
    }

    #[test]
    fn latest_acknowledgment_when_not_dated() {
        let dates = [
            found(Some("1920-05-01"), DateKind::Recital),
            found(Some("1952-03-05"), DateKind::Acknowledgment),
            found(Some("1952-03-07"), DateKind::Acknowledgment),
        ];
        assert_eq!(governing(&dates, &Recording::default()), (Some("1952-03-07".into()), Some(DateKind::Acknowledgment)));
    }

    #[test]
    fn incomplete_execution_falls_through_to_acknowledgment() {
        let dates = [found(None, DateKind::Execution), found(Some("1952-03-05"), DateKind::Acknowledgment)];
        assert_eq!(governing(&dates, &Recording::default()).1, Some(DateKind::Acknowledgment));
    }

    #[test]
    fn blank_dating_clause_then_a_signed_date_governs_over_acknowledgments() {
        let dates = [
            found(None, DateKind::Execution),
            found(Some("2011-06-14"), DateKind::Execution),
            found(Some("2011-06-20"), DateKind::Acknowledgment),
        ];
        assert_eq!(governing(&dates, &Recording::default()), (Some("2011-06-14".into()), Some(DateKind::Execution)));
    }

    #[test]
    fn recording_metadata_is_the_last_resort() {
        let recording = Recording { recorded_date: Date::parse_iso("1952-03-10"), ..Recording::default() };
        let dates = [found(Some("1931-06-02"), DateKind::Event), found(Some("1960-01-01"), DateKind::Commission)];
        assert_eq!(governing(&dates, &recording), (Some("1952-03-10".into()), Some(DateKind::Recording)));
        assert_eq!(governing(&dates, &Recording::default()), (None, None));
    }
}
