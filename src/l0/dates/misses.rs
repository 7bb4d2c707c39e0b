//! Why an instrument's own date was not read: the warnings that tell an examiner what was looked
//! for and where, when no execution date (and then no acknowledgment date either) came out.

use crate::l0::DateMatch;
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::DateKind;

/// The warnings for the dates an instrument should have and does not: no execution or effective
/// date, and, when that is missing, no acknowledgment date (which would have governed next).
pub(super) fn explain(instrument: &Instrument, dates: &[DateMatch]) -> Vec<String> {
    let complete = |kind: DateKind| dates.iter().any(|date| date.kind == kind && date.date.is_some());
    let incomplete = |kind: DateKind| dates.iter().filter(|date| date.kind == kind && date.date.is_none()).count();
    if complete(DateKind::Execution) || complete(DateKind::Effective) {
        return Vec::new();
    }
    let mut warnings = vec![format!(
        "no execution date: looked for a dating clause (\"made\", \"dated\", \"entered into\", \"Date:\") in the caption and premises and for a testimonium (\"IN WITNESS WHEREOF\", \"Witness our hands\", \"signed and delivered\") in {}; {}",
        where_it_looked(instrument, SegmentKind::Execution, "the execution section"),
        what_it_found(incomplete(DateKind::Execution), dates.iter().any(|date| date.kind == DateKind::Recital)),
    )];
    if !complete(DateKind::Acknowledgment) {
        warnings.push(format!(
            "no acknowledgment date: looked for the officer's certificate (\"before me\", \"acknowledged\", \"subscribed and sworn\", \"personally appeared\") in {}; {}",
            where_it_looked(instrument, SegmentKind::Acknowledgment, "the acknowledgment section"),
            what_it_found(incomplete(DateKind::Acknowledgment), false),
        ));
    }
    warnings
}

/// The sections of `kind` the instrument has, or that it has none.
fn where_it_looked(instrument: &Instrument, kind: SegmentKind, one: &str) -> String {
    match instrument.sections(kind).count() {
        0 => format!("the text (no {} was found)", &one["the ".len()..]),
        1 => one.to_string(),
        sections => format!("{sections} sections of that kind"),
    }
}

fn what_it_found(incomplete: usize, recitals: bool) -> String {
    let found = match incomplete {
        0 => "found no date there".to_string(),
        1 => "found one date there, incomplete (see its warning)".to_string(),
        dates => format!("found {dates} dates there, all incomplete (see their warnings)"),
    };
    if recitals { format!("{found}; the dates of recited instruments never count") } else { found }
}

#[cfg(test)]
mod tests {
    use super::super::extract;
    use crate::pipeline::Instrument;

    fn warnings(raw: &str) -> Vec<String> {
        extract(&Instrument::from_raw(raw)).warnings
    }

    #[test]
    fn a_dated_instrument_needs_no_explanation() {
        assert!(warnings("THIS DEED made the 3rd day of May, 1950, between Ann Roe and Ida Bell.\n").is_empty());
    }

    #[test]
    fn an_instrument_dated_only_by_its_recitals_says_where_it_looked() {
        let found = warnings(
            "KNOW ALL MEN BY THESE PRESENTS that Ann Roe does grant unto Ida Bell the land conveyed to her by deed dated May 3, 1950.\n",
        );
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].starts_with("no execution date: looked for a dating clause"), "{found:?}");
        assert!(found[0].contains("no execution section was found"), "{found:?}");
        assert!(found[0].contains("recited instruments never count"), "{found:?}");
        assert!(found[1].starts_with("no acknowledgment date: looked for the officer's certificate"), "{found:?}");
    }

    #[test]
    fn a_blank_dating_clause_is_named_with_the_acknowledgment_that_governs_instead() {
        let found = warnings(
            "IN WITNESS WHEREOF we have set our hands this ___ day of May, 1950.\nBefore me, a Notary Public, on May 9, 1950, personally appeared Ann Roe.\n",
        );
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].starts_with("incomplete or unreadable date"), "{found:?}");
        assert!(found[1].contains("in the execution section; found one date there, incomplete"), "{found:?}");
    }
}
