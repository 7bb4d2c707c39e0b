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

    fn governing_of_text(raw: &str) -> Option<String> {
        let found = crate::l0::dates::extract(&crate::pipeline::Instrument::from_raw(raw));
        governing_date(&found.dates, &Recording::default()).0.map(|date| date.iso())
    }

    /// Instruments of our own wording whose own date must beat a date recited from an earlier
    /// instrument, a term's start, an acknowledgment or a notice's filing words.
    #[test]
    fn the_instruments_own_date_beats_what_it_recites() {
        // A release dated by its own testimonium, not by the note or deed of trust it releases.
        for recital in [
            "the owner of one certain promissory note in the sum of $12,400.00, dated March 2, 1971, given by Otis Kemp",
            "the holder of that note of even date with a deed of trust, the note being dated the 2nd day of March, 1971",
            "holder of the bond and mortgage executed by Otis Kemp, which bond bears interest at 6.5% and is dated March 2, 1971",
        ] {
            let text = format!(
                "RELEASE OF LIEN\nKNOW ALL MEN BY THESE PRESENTS: That PLAINS SAVINGS ASSOCIATION, {recital}, does hereby release the \
lien on the lot below.\nSIGNED this 14th day of August, 1979.\nBefore me on August 16, 1979 personally appeared Ray Olds.\n"
            );
            assert_eq!(governing_of_text(&text).as_deref(), Some("1979-08-14"), "{recital}");
        }
        // "note" the verb, and a note named in an earlier sentence, date nothing that follows.
        let margin = "RELEASE OF OIL AND GAS LEASE\nThe lease having expired, the clerk is asked to note this release on the margin \
of the record of the said lease.\n\nDated this 9th day of May, 2001.\nBefore me on May 11, 2001 appeared Cy Dahl.\n";
        assert_eq!(governing_of_text(margin).as_deref(), Some("2001-05-09"));
        let paid = "MORTGAGE\nThe royalties shall be applied on the said note until it is paid.\n\nDated this 2nd day of April, 1940.\n";
        assert_eq!(governing_of_text(paid).as_deref(), Some("1940-04-02"));
        // A term royalty or lease whose term runs from a later day than the one it is signed on.
        for term in [
            "for a term of twenty (20) years from July 1, 1962, and as long thereafter as minerals are produced",
            "for a period of ten years from and after the 1st day of July, 1962",
        ] {
            let text = format!(
                "TERM ROYALTY DEED\nThat Jess Orr does grant, sell and convey unto Una Bly one-half of the royalty, {term}.\n\
EXECUTED this 27th day of June, 1962.\nBefore me on the 1st day of July, 1962, personally appeared Jess Orr.\n"
            );
            assert_eq!(governing_of_text(&text).as_deref(), Some("1962-06-27"), "{term}");
        }
        // With no dating clause, the term's start still dates the lease.
        let undated = "Lessor leases to Cap Rock Oil Co. the land below for a term of five years from May 1, 1975, and as long \
thereafter as oil is produced.\n";
        assert_eq!(governing_of_text(undated).as_deref(), Some("1975-05-01"));
        // A will recited in the being clause, its date broken from its noun by a line end.
        let deed = "THIS INDENTURE, made the 3rd day of March, in the ycar of our Lord one thousand nine hundred and\nsixty-nine, \
between Rose Vukovich, party of the first part, and Emil Vukovich, party of the second part, WITNESSETH that the party of the first \
part does grant unto the party of the second part the lot below.\nBElNG the same land which Stefan Vukovich by his last will and \
testament\ndated April 2, 1950, devised to the party of the first part.\n";
        assert_eq!(governing_of_text(deed).as_deref(), Some("1969-03-03"));
        // A Texas notice of confidentiality rights above the form fields: the "Date:" field is the deed's.
        let notice = "NOTICE OF CONFIDENTIALITY RIGHTS: A NATURAL PERSON MAY DELETE A SOCIAL SECURITY NUMBER OR A DRIVER'S LICENSE \
NUMBER FROM THIS INSTRUMENT BEFORE IT IS FILED FOR RECORD.\nWARRANTY DEED\nDate: October 8, 2012\nGrantor: Fern Lusk\n\
Grantee: Ivo Dale\nGrantor grants, sells and conveys to Grantee the Property.\nThis instrument was acknowledged before me on \
October 10, 2012 by Fern Lusk.\n";
        assert_eq!(governing_of_text(notice).as_deref(), Some("2012-10-08"));
    }
}
