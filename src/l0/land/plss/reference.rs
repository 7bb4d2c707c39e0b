//! The parts of a section given by reference back to a section named before it: "the N/2 NE/4
//! of Sec. 12; and the same lands in Sec. 13", "the NE/4 of Section 12 and the corresponding
//! quarter of Section 13", "Parcel 2: the same description, but in Section 23". Such a section
//! takes the parts of the one section the description named before it; when there is none, or
//! several, which parts are meant is not settled: the section is read without parts, with a
//! warning naming the reference.

use super::*;

/// How far before a section's word its reference back may start: "the corresponding quarter of "
/// and "the same description, but in " fit with room for spacing.
const REFERENCE_LEN: usize = 48;

/// Words right before a section that give its parts as those of a section named before it:
/// "the same lands in", "the same quarter of", "the corresponding quarter of", "the same
/// description, but in". Anchored at the end: the section's word follows them.
static REFERENCE_BACK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)the\s+(?:same|corresponding)\s+(?:quarters?|lands?|descriptions?|parts?)[\s,]*(?:but\s+)?(?:in|of)\s+$")
        .expect("reference back pattern compiles")
});

/// The words before the section starting at `section_start` that give its parts by reference
/// back, if any. "the S/2 of the same quarter of Section 22" is a part of a quarter just named
/// inside that section, not a reference to another section's parts.
pub(super) fn reference_back(block: &str, section_start: usize) -> Option<&str> {
    let from = block.floor_char_boundary(section_start.saturating_sub(REFERENCE_LEN));
    let before = &block[from..section_start];
    let found = REFERENCE_BACK.find(before)?;
    let ahead = before[..found.start()].trim_end().to_ascii_lowercase();
    if ahead.ends_with(" of") || ahead == "of" {
        return None;
    }
    Some(found.as_str().trim_end())
}

/// The parts a section given by reference back takes: those of the one section the block named
/// before it (`earlier`, the tracts read before this one), when that section has parts. `Err`
/// says why the reference is not settled: no section before it, several, or one without parts.
pub(super) fn referenced_parts(earlier: &[TractMatch]) -> Result<TractMatch, &'static str> {
    let mut sections = earlier.iter().map(|t| (&t.section, &t.township, &t.range)).collect::<Vec<_>>();
    sections.sort();
    sections.dedup();
    match sections.len() {
        0 => return Err("no section named before it"),
        1 => {}
        _ => return Err("several sections named before it"),
    }
    let with_parts: Vec<&TractMatch> = earlier.iter().filter(|t| t.aliquots.is_some() || !t.lots.is_empty()).collect();
    let Some(first) = with_parts.first() else { return Err("the section named before it has no parts") };
    let mut parts = TractMatch { aliquots: first.aliquots.clone(), lots: first.lots.clone(), ..TractMatch::default() };
    for other in &with_parts[1..] {
        add_parts(&mut parts, other);
    }
    Ok(parts)
}

#[cfg(test)]
mod tests {
    use crate::l0::land::extract;
    use crate::pipeline::Instrument;

    /// (section, aliquots, lots) of every PLSS tract read from `text`.
    fn sections_read(text: &str) -> Vec<(String, Option<String>, Vec<String>)> {
        extract(&Instrument::from_raw(text)).tracts.into_iter().map(|t| (t.section.unwrap_or_default(), t.aliquots, t.lots)).collect()
    }

    #[test]
    fn a_section_takes_the_parts_of_the_one_section_named_before_it() {
        for text in [
            "The S/2 of the SE/4 and the SW/4 of the SW/4 of Sec. 8; and the same lands in Sec. 9; all in T. 4 N., R. 21 W., 6th P.M.",
            "The SE/4 of Section 8 and the corresponding quarter of Section 9, all in Township 4 North, Range 21 West of the 6th P.M.",
        ] {
            let read = sections_read(text);
            assert_eq!(read.len(), 2, "{text}: {read:?}");
            assert_eq!(read[1].0, "9", "{text}");
            assert_eq!(read[1].1, read[0].1, "{text}");
            assert!(read[1].1.is_some(), "{text}");
        }
        let extraction = extract(&Instrument::from_raw(
            "The S/2 NW/4 of Section 30 and the same description in Section 31, both in Township 12 South, Range 5 West, Choctaw Meridian.",
        ));
        let last = extraction.tracts.iter().find(|t| t.section.as_deref() == Some("31")).expect("section 31 read");
        assert_eq!(last.aliquots.as_deref(), Some("S/2 NW/4"));
        assert_eq!(last.township.as_deref(), Some("12S"));
    }

    #[test]
    fn a_reference_with_no_section_before_it_gives_no_parts() {
        let extraction = extract(&Instrument::from_raw("The same lands in Section 14, Township 6 North, Range 3 East, Boise Meridian."));
        let read: Vec<_> = extraction.tracts.iter().map(|t| (t.section.as_deref(), t.aliquots.as_deref(), t.lots.len())).collect();
        assert_eq!(read, vec![(Some("14"), None, 0)]);
        assert!(extraction.warnings.iter().any(|w| w.contains("\"The same lands in\"") && w.contains("no section named before it")));
    }

    #[test]
    fn a_reference_after_several_sections_gives_no_parts() {
        let extraction = extract(&Instrument::from_raw(
            "The NE/4 of Section 3 and the NW/4 of Section 4, and the same quarter of Section 5, all in Township 2 South, Range 7 West.",
        ));
        let fifth = extraction.tracts.iter().find(|t| t.section.as_deref() == Some("5")).expect("section 5 read");
        assert_eq!((fifth.aliquots.as_deref(), fifth.lots.len()), (None, 0));
        assert!(extraction.warnings.iter().any(|w| w.contains("several sections named before it")));
    }

    #[test]
    fn a_part_of_the_same_quarter_inside_a_section_is_no_reference() {
        let inside = "the NW/4 SW/4 and the E/2 of the same quarter of Section 6";
        assert!(super::reference_back(inside, inside.rfind("Section").unwrap()).is_none());
        let other = "the NW/4 of Section 5 and the same quarter of Section 6";
        assert_eq!(super::reference_back(other, other.rfind("Section").unwrap()), Some("the same quarter of"));
    }
}
