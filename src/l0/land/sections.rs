//! Section numbers ("Section 12", "Sec. 5", "Sections 3 and 4"), which both the PLSS and the Texas
//! railroad surveys use, and the sections a call names only as a neighbour ("the corner of
//! Section 13").

use super::*;
use crate::pipeline::ascii_twin::{ascii_twin, for_text};

/// "Section 12", "Sec. 5", "section number twenty-two", a patent's "Section numbered twenty-two", "Sections 3, 4 and 9", "Sections Four (4) and Nine (9)", "Secs 16 -
/// 20", "§ 12", "§§ 3 and 4": the first number, and the others of a list or range (`more`, read by
/// `list_values_with_ranges`). OCR's "ri" for the n ("Sectiori") is read as the word, and a word
/// OCR glued to its number ("SectionTwelve (12)", "Sec12") is still the section's. A later number
/// of the list in words counts with its figures only: "Section 12, Township Ten (10)" lists one.
/// The number follows the word on its line or the next, never past a blank line: "… in the
/// unit's section.\n\n6. Capacity" closes a sentence and opens a numbered paragraph. OCR's "See. 8" is
/// "Sec. 8" only with its stop: "see 8 below" is a reference.
pub(super) static SECTION: LazyLock<Regex> = LazyLock::new(|| {
    const WORDS_AND_FIGURES: &str = concat!(number_words!(), r"\s*\(\s*\d{1,3}\s*\)");
    Regex::new(&format!(
        r"(?i)(?:(?-u:\b)see\.|(?-u:\b)s[ec]c(?:t(?:\s?[il1][o0](?:n|ri)|[a-z]{{0,3}}))?s?(?:(?-u:\b)\.?|(?-u:\B))|§{{1,2}})[^\S\n]*\n?[^\S\n]*(?:no\.?,?\s*|number(?:ed)?\s+|#\s*)?(?P<number>{NUMBER_SLOT})(?P<more>(?:\s*(?:,|and|&|-|(?-u:\b)through|(?-u:\b)thru|(?-u:\b)to)\s*(?:\d{{1,3}}(?-u:\b)|{WORDS_AND_FIGURES}))*)(?P<statute>[^.;\n]{{0,30}}(?-u:\b)(?:act|code|u\.\s?s\.\s?c)(?-u:\b))?"
    ))
    .expect("section pattern compiles")
});

/// [`SECTION`] for a block of ASCII text: the same matches, with an automaton a fraction of the
/// size (its number words and statute slot hold Unicode classes), which the captures of every
/// section read in a block go through.
static SECTION_ASCII: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&ascii_twin(SECTION.as_str())).expect("section pattern's ASCII twin compiles"));

/// The words every `SECTION` match begins with.
/// OCR reads the e of "Section" as a c ("Scction"), and the c of "Sec." as an e ("See. 8").
pub(super) const SECTION_WORDS: &[&str] = &["sec", "scc", "see", "§"];

/// A section named by a call ("the N.E. corner of Section 13") is a neighbour the survey line
/// touches, and so are both sections a line runs between ("a well on the line between the said
/// Section 21 and Section 22").
pub(super) static CALL_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:corner|line|side|boundary)\s+(?:of|between)\s+(?:the\s+)?(?:said\s+)?(?:sections?\s+\d{1,2}\s+and\s+(?:the\s+)?(?:said\s+)?)?$")
        .expect("call reference pattern compiles")
});

pub(super) fn section_in_call(block: &str, at: usize) -> bool {
    CALL_REFERENCE.is_match(&block[block.floor_char_boundary(at.saturating_sub(40))..at])
}

/// Whether the block names a section other than in a call; when it does not, the section of
/// the calls is the best anchor there is.
pub(super) fn has_own_section(block: &str, sections: &[SectionMatch], usable: &dyn Fn(usize) -> bool) -> bool {
    sections.iter().any(|m| usable(m.start) && !section_in_call(block, m.start))
}

/// A section named by its ordinal before the word, as patents and old deeds name a township's
/// school section or count its sections: "the 12th section of Township 4 North", "The Sixteenth
/// Section of Township One North". Only before the township it lies in ("of" or "in" and the
/// township's word), as "the second section of this lease" is a clause.
static ORDINAL_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)(?-u:\b)the\s+(?:(?P<figures>\d{1,2})(?:st|nd|rd|th)|(?P<words>(?:(?:twenty|thirty)[\s-]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth))",
        r"\s+section(?-u:\b)(?P<before_township>\s+(?:of|in)\s+(?:the\s+)?(?:township|twp\.?|tp\.?|t\.?\s*\d))"
    ))
    .expect("ordinal section pattern compiles")
});

/// The ordinal endings that [`ORDINAL_SECTION`] needs before "section".
const ORDINAL_BEFORE_SECTION: &[&str] = &["th section", "st section", "nd section", "rd section"];

/// One `SECTION` match, as spans of its block.
pub(super) struct SectionMatch {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) number: Range<usize>,
    pub(super) more: Option<Range<usize>>,
    /// The words after the number cite a statute ("Section 5 of the Act").
    pub(super) statute: bool,
    /// The number an ordinal in words gives ("the Sixteenth Section"), which `number` spans.
    pub(super) ordinal: Option<u32>,
}

impl SectionMatch {
    /// The section's first number as written in figures or words ("12", "Twelve (12)"), or
    /// the value of its ordinal in words.
    pub(super) fn first_number(&self, block: &str) -> Option<String> {
        self.ordinal.map(|n| n.to_string()).or_else(|| number_slot(&block[self.number.clone()]))
    }
}

/// Whether the list after a section's number (`number_end..more_end`) is the township and range
/// of a compact chain ("18-33-71", "18-33-71W"): two hyphens in it, or a hyphen and a figure
/// right after it.
fn compact_after(block: &str, number_end: usize, more_end: usize) -> bool {
    let more = &block[number_end..more_end];
    let after = block[more_end..].trim_start();
    more.trim_start().starts_with('-')
        && (more.matches('-').count() >= 2
            || after.strip_prefix('-').is_some_and(|rest| rest.trim_start().starts_with(|c: char| c.is_ascii_digit())))
}

/// Where a section list ends when its last figure is the township of a heading that follows
/// without its word, hyphened to its direction ("Section 23, 137-N-1-W", "Sec. 4, 12-S-60-W"):
/// the separator before that figure. A direction glued to the figure ("137N") already stops the
/// list.
fn township_after_list(block: &str, more: &Range<usize>) -> Option<usize> {
    let after = &block.as_bytes()[more.end..];
    let directed = matches!(after, [b'-', b'N' | b'n' | b'S' | b's', next, ..] if !next.is_ascii_alphabetic());
    if !directed {
        return None;
    }
    let listed = &block[more.clone()];
    let figures = listed.trim_end_matches(|c: char| c.is_ascii_digit());
    let separator = figures.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '&' | '-')).trim_end_matches("and");
    Some(more.start + separator.trim_end().len())
}

/// A block with its `SECTION` matches, searched when first asked for: the PLSS reader needs
/// them twice (whether the block names a section outside the calls, then each section) and the
/// Texas reader again.
pub(super) struct BlockSections<'b> {
    pub(super) block: &'b str,
    pub(super) words: &'b LoweredText,
    pub(super) found: OnceCell<Vec<SectionMatch>>,
}

impl BlockSections<'_> {
    /// `SECTION.captures_iter(block)`, searched from each "sec" or "§" on (every match begins
    /// with one).
    pub(super) fn get(&self) -> &[SectionMatch] {
        self.found.get_or_init(|| {
            let mut found: Vec<SectionMatch> = self
                .words
                .captures_iter_from(for_text(&SECTION, &SECTION_ASCII, self.block), self.block, SECTION_WORDS)
                .into_iter()
                .filter_map(|caps| {
                    let whole = caps.get(0)?;
                    let number = caps.name("number")?.range();
                    let more = caps.name("more").map(|more| more.range()).filter(|more| !more.is_empty());
                    // "Sec. 18-33-71" is section 18 with its township and range, not sections 18
                    // to 33: the compact readers take it from the hyphen on.
                    if let Some(more) = &more
                        && compact_after(self.block, number.end, more.end)
                    {
                        return Some(SectionMatch {
                            start: whole.start(),
                            end: number.end,
                            number,
                            more: None,
                            statute: false,
                            ordinal: None,
                        });
                    }
                    if let Some(more) = &more
                        && let Some(list_end) = township_after_list(self.block, more)
                    {
                        let more = (list_end > more.start).then_some(more.start..list_end);
                        let end = more.as_ref().map_or(number.end, |more| more.end);
                        return Some(SectionMatch { start: whole.start(), end, number, more, statute: false, ordinal: None });
                    }
                    Some(SectionMatch {
                        start: whole.start(),
                        end: whole.end(),
                        number,
                        more,
                        statute: caps.name("statute").is_some(),
                        ordinal: None,
                    })
                })
                .collect();
            if self.words.holds_any(ORDINAL_BEFORE_SECTION) {
                found.extend(ORDINAL_SECTION.captures_iter(self.block).filter_map(|caps| {
                    let (figures, words) = (caps.name("figures"), caps.name("words"));
                    let number = figures.or(words)?.range();
                    let ordinal = match words {
                        // A township's sections run 1 to 36.
                        Some(words) => Some(ordinal_word_value(words.as_str()).filter(|value| (1..=36).contains(value))?),
                        None => None,
                    };
                    let end = caps.name("before_township")?.start();
                    Some(SectionMatch { start: number.start, end, number, more: None, statute: false, ordinal })
                }));
                found.sort_by_key(|found| found.start);
            }
            found
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::l0::land::tests::tracts;

    #[test]
    fn a_section_word_ending_a_sentence_is_not_the_next_paragraph_number() {
        let found = tracts(
            "Lessor leases the land: the W/2 of Section 20, Block 4, T&P RR Co. Survey, Ward County, Texas.\n\nNo well shall be drilled nearer than 330 feet to the line of the section.\n\n7. Notices. Notices go by mail.\n",
        );
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("20")]);
    }

    #[test]
    fn both_sections_a_line_runs_between_are_neighbours() {
        let found = tracts(
            "the following real estate, to-wit: The SW/4 of Section 12, Township 9 North, Range 40 West of the Sixth P.M., together with the grantor's share of the fence on the line between the said Section 12 and Section 13.\n",
        );
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("12")]);
    }
}
