//! The parts a section's own stretch of text gives it when none stand where a section's parts
//! usually do (before "of Section N" or after its colon): "Sec. 36, T. 11 N., R. 3 W., Choctaw
//! Meridian; N 1/2 of SW 1/4", "All that part of Section 11 lying in the SW/4 NE/4, T2N, R97W",
//! "Sec. 6 → Lots 1, 2 → S1/2NE1/4", "…, 6th P.M., namely Lots 5, 6, 7 and 8". The stretch runs
//! from the section's number to the next section, the next other township, a parcel or tract
//! label or a blank line; a part in it that no other section took is this section's.

use super::*;

/// How far after a section's number its stretch may run: a heading with its township, range,
/// meridian and the words that open the parts ("Sec. Eighteen, Twp. Nine North, Rng. Twenty-six
/// East, M.P.M. (Montana Principal Meridian): the East Half of …") stays inside it.
const SCOPE_LEN: usize = 220;

/// Words that open a clause which is not the section's land (an encumbrance, a reservation, a
/// citation of another record): a part after them in the stretch is that clause's.
const OTHER_CLAUSES: &[&str] = &["subject", "reserv", "except", "easement", "right of way", "right-of-way", "recorded", "book "];

/// Whole words that take land out of what was just named ("All, less the tank battery site in
/// the NE/4 NE/4", "the whole section save the school acre in the SW/4"): a part after them is
/// the land taken out, not the section's. Matched as words, so "lessee", "unless" and "saved" in
/// a heading do not count.
const TAKING_OUT_WORDS: &[&str] = &["less", "save", "excluding"];

/// A part or a list of lots in a section's stretch: where it starts and ends, and its aliquot or
/// its lot numbers.
type ScopeItem<'a> = (usize, usize, Option<&'a str>, Option<&'a Vec<String>>);

/// The parts a section's stretch gives it: aliquots, lot numbers, and where the items taken start.
#[derive(Default)]
pub(super) struct ScopeParts {
    pub(super) aliquots: Vec<String>,
    pub(super) lots: Vec<String>,
    pub(super) taken: Vec<usize>,
}

/// The parts in a section's stretch for the section whose number ends at `section_end` and whose
/// tract came out with none. `next_starts` are where the other sections and the other townships
/// that close the stretch start (the section's own township is not among them: it may stand after
/// the parts, "Section 11 lying in the SW/4 NE/4, T2N, R97W"). `each` is whether the tract is one
/// of several (a list of sections), which take the parts only when the text says every one does
/// ("in each of them"). Gives the aliquots, the lots and the starts of the items taken; `Err` with
/// the text of parts that run on into the next section, which may be its own, or of a fraction
/// OCR spoiled before the first part: those parts are not settled and are not read.
#[allow(clippy::too_many_arguments)]
pub(super) fn parts_in_scope(
    block: &str,
    section_end: usize,
    next_starts: impl Iterator<Item = usize>,
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
    claimed: &[usize],
    usable: &dyn Fn(usize) -> bool,
    each: bool,
) -> Result<ScopeParts, String> {
    let mut end = block.floor_char_boundary((section_end + SCOPE_LEN).min(block.len()));
    let mut closed_by_section = None;
    if let Some(next) = next_starts.filter(|&at| at > section_end && at < end).min() {
        end = next;
        closed_by_section = Some(next);
    }
    let stretch = &block[section_end..end];
    let lower = stretch.to_ascii_lowercase();
    for boundary in ["\n\n", "parcel", "tract "] {
        if let Some(at) = lower.find(boundary) {
            end = end.min(section_end + at);
            if end == section_end + at {
                closed_by_section = None;
            }
        }
    }
    let free = |at: usize| at >= section_end && at < end && usable(at) && !claimed.contains(&at);
    let mut items: Vec<ScopeItem<'_>> = chains
        .iter()
        .filter(|c| free(c.start))
        .map(|c| (c.start, c.end, Some(c.canonical.as_str()), None))
        .chain(lots.iter().filter(|l| free(l.0)).map(|l| (l.0, l.1, None, Some(&l.2))))
        .collect();
    if items.is_empty() {
        return Ok(ScopeParts::default());
    }
    items.sort_by_key(|item| item.0);
    let first = items[0].0;
    let opening = block[section_end..first].to_ascii_lowercase();
    let takes_out = opening.split(|c: char| !c.is_ascii_alphanumeric()).any(|word| TAKING_OUT_WORDS.contains(&word));
    if OTHER_CLAUSES.iter().any(|word| opening.contains(word)) || takes_out || (each && !opening.contains("each")) {
        return Ok(ScopeParts::default());
    }
    // "Section 13: NW1/ANWX, and the NE/4 …": a fraction before the first part read is a part
    // OCR spoiled; the section's parts are not settled.
    if opening.contains(['/', '¼', '½']) {
        return Err(block[section_end..first].trim().to_string());
    }
    // "…, R3W; N/2 of SW/4 of Section 2", "… and the South half of the Northwest quarter 0f
    // Section Two": parts that run on into the next section are its own. A semicolon or a stop
    // ends them, and so does a line break with nothing but a list's marks before the section.
    let last_end = items.iter().map(|item| item.1).max().unwrap_or(first);
    if let Some(next) = closed_by_section
        && next >= last_end
        && !block[last_end..next].contains([';', '.'])
        && (!block[last_end..next].contains('\n') || block[last_end..next].contains(char::is_alphanumeric))
    {
        return Err(block[first..last_end].to_string());
    }
    let mut aliquots = Vec::new();
    let mut lot_numbers = Vec::new();
    for item in &items {
        if let Some(canonical) = item.2 {
            aliquots.push(canonical.to_string());
        }
        if let Some(numbers) = item.3 {
            lot_numbers.extend(numbers.iter().cloned());
        }
    }
    Ok(ScopeParts { aliquots, lots: lot_numbers, taken: items.iter().map(|item| item.0).collect() })
}

#[cfg(test)]
mod tests {
    use crate::l0::land::extract;
    use crate::l0::land::tests::{plss_key, tracts};
    use crate::pipeline::Instrument;

    /// A text and the section, township, range, aliquots and lots of the one tract it describes.
    type OneTract<'a> = (&'a str, &'a str, &'a str, &'a str, Option<&'a str>, &'a [&'a str]);

    #[test]
    fn parts_written_after_a_sections_heading_are_its_own() {
        // After a semicolon, after "lying in" with the township behind the part, after a form's
        // arrows and after "namely" or "being" when a clause about the section stands between.
        let cases: &[OneTract<'_>] = &[
            ("Sec. 14, T. 9 S., R. 2 E., Huntsville Meridian; S 1/2 of NE 1/4\n", "14", "9S", "2E", Some("S/2 NE/4"), &[]),
            (
                "All that part of Section 22 lying in the NW/4 SE/4, T5N, R61W, 6th P.M., save the county road\n",
                "22",
                "5N",
                "61W",
                Some("NW/4 SE/4"),
                &[],
            ),
            ("T8N R12W\n  > Sec. 9 > Lots 3, 4 > E1/2SW1/4\n", "9", "8N", "12W", Some("E/2 SW/4"), &["3", "4"]),
            (
                "Entry No. 88 left out; the remainder of Sec. 30, T. 21 N., R. 70 W., 6th P.M., namely Lots 1, 2 and 3\n",
                "30",
                "21N",
                "70W",
                None,
                &["1", "2", "3"],
            ),
            (
                "Fractional Section 6, Township 3 South, Range 9 East: all that part lying east of the creek, being Lots 6 and 7\n",
                "6",
                "3S",
                "9E",
                None,
                &["6", "7"],
            ),
            // OCR damage in the heading's words does not cut the section off from its part.
            ("Sectiou 11, Townsbip 4 Nortb, Range 6 Wcst, 5th P.M.; the N/2 of the SE/4\n", "11", "4N", "6W", Some("N/2 SE/4"), &[]),
        ];
        for (text, section, township, range, aliquots, lots) in cases {
            let found = tracts(text);
            assert_eq!(found.len(), 1, "{text}");
            assert_eq!(plss_key(&found[0]), (Some(*section), Some(*township), Some(*range), *aliquots), "{text}");
            assert_eq!(found[0].lots, lots.iter().map(|l| l.to_string()).collect::<Vec<_>>(), "{text}");
        }
    }

    #[test]
    fn sections_listed_take_the_parts_after_them_only_when_each_is_said() {
        let found = tracts(
            "In Township Four (4) South of Range Ten (10) West: in Sections Three (3) and Four (4), in each of them the South Half of the South Half (S/2S/2)\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("3"), Some("4S"), Some("10W"), Some("S/2 S/2")), (Some("4"), Some("4S"), Some("10W"), Some("S/2 S/2"))]
        );
    }

    #[test]
    fn a_part_that_runs_on_into_the_next_section_is_not_the_one_before() {
        let extraction =
            extract(&Instrument::from_raw("Section 5, T. 2 N., R. 4 W., and the NE/4 SW/4 in Section 6: Lots 1 and 2, T. 2 N., R. 4 W.\n"));
        let five = extraction.tracts.iter().find(|t| t.section.as_deref() == Some("5")).expect("section 5 is read");
        assert_eq!(five.aliquots, None);
        // The same across a line break, with OCR's "0f" for "of".
        let found = tracts(
            "Section 8, Township 6 South, Range 3 East; and Lots 1 and 2 and the North half of the Southeast quarter 0f\nSection 4, Township 6 South, Range 3 East\n",
        );
        let eight = found.iter().find(|t| t.section.as_deref() == Some("8")).expect("section 8 is read");
        assert_eq!((eight.aliquots.as_deref(), eight.lots.is_empty()), (None, true));
        // A fraction OCR spoiled before the first part read leaves the section's parts unread.
        let extraction = extract(&Instrument::from_raw(
            "Township 9 North, Range 4 West:\n  Section 21: SW1/ASEX, and that part of the NE/4 SE/4 lying east of the creek\n",
        ));
        assert_eq!(extraction.tracts.len(), 1);
        assert_eq!(extraction.tracts[0].aliquots, None);
        assert!(extraction.warnings.iter().any(|w| w.contains("not settled")), "{:?}", extraction.warnings);
        // A part that a clause about other land holds is not the section's either.
        let found =
            tracts("Section 17, Township 8 North, Range 3 East, subject to the easement over the S/2 of the NE/4 recorded in Book 4\n");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].aliquots, None);
        // Land taken out of the whole section ("less", "save") is not the section's part, and
        // "lessee" in the stretch is no such word.
        for text in [
            "Section 22, T. 14 S., R. 30 E., N.M.P.M.: All, less the two-acre well pad site in the SW/4 SE/4\n",
            "Section 8, Township 3 North, Range 61 West: the whole of it save the chapel lot in the NW/4 NW/4\n",
        ] {
            let found = tracts(text);
            assert_eq!(found.len(), 1, "{text}");
            assert_eq!(found[0].aliquots, None, "{text}");
        }
        let found = tracts("Section 30, T. 2 S., R. 58 W., leased to the lessee named above: the E/2 NE/4\n");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].aliquots.as_deref(), Some("E/2 NE/4"));
    }
}
