//! The `segmentation` stage: finds the conventional sections of a recorded instrument.
//!
//! Deeds, leases and assignments follow one order (caption, premises, granting clause, land,
//! reservations, habendum, execution, acknowledgment, recording stamp), but OCR and odd forms
//! break it often. Segmentation therefore only marks where each section's opening words stand;
//! a section runs to the next opening. Extractors use sections to prefer evidence (a date in the
//! acknowledgment is an acknowledgment date) and never to hide text from themselves.
//!
//! Besides the sections, the same stage finds the two kinds of part that cut across them: form
//! fields ([`fields`]: "Grantor: ...", "Lease Date: ...") and recitals of earlier instruments
//! ([`recitals`]: "Being the same premises which ...", "that certain lease dated ..."). Every
//! L0 reader asks these parts where a value lives instead of keeping its own list of cue words.

pub mod fields;
pub mod recitals;

use aho_corasick::{AhoCorasick, MatchKind};
use regex::Regex;
use serde::Serialize;
use std::sync::LazyLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SegmentKind {
    /// Title and venue lines before the premises.
    Caption,
    /// "KNOW ALL MEN BY THESE PRESENTS: That …", "This lease made …": who acts.
    Premises,
    /// "… GRANT, SELL AND CONVEY unto …", "… grant, demise, lease and let unto …".
    Granting,
    /// "the following described land, to-wit: …".
    Land,
    /// "SAVE AND EXCEPT …", "Grantors reserve unto themselves …".
    Reservations,
    /// "TO HAVE AND TO HOLD …".
    Habendum,
    /// "WITNESS our hands this …", "EXECUTED this …", "Dated this …".
    Execution,
    /// "Before me, the undersigned …", "Subscribed and sworn …".
    Acknowledgment,
    /// "Filed for record …": the clerk's stamp.
    Recording,
    /// "EXHIBIT A": schedules attached to the instrument, and attached records ("CERTIFICATE OF
    /// DEATH").
    Exhibit,
    /// Text no opening claims.
    Body,
}

impl SegmentKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SegmentKind::Caption => "caption",
            SegmentKind::Premises => "premises",
            SegmentKind::Granting => "granting",
            SegmentKind::Land => "land",
            SegmentKind::Reservations => "reservations",
            SegmentKind::Habendum => "habendum",
            SegmentKind::Execution => "execution",
            SegmentKind::Acknowledgment => "acknowledgment",
            SegmentKind::Recording => "recording",
            SegmentKind::Exhibit => "exhibit",
            SegmentKind::Body => "body",
        }
    }
}

/// A section: byte offsets into the normalised text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Segment {
    pub kind: SegmentKind,
    pub start: usize,
    pub end: usize,
}

/// The opening words of each section. `at_line_start` sections begin at the start of the line
/// that holds their opening words, because their first words ("THE STATE OF TEXAS §") come
/// before the phrase that identifies them.
struct Opening {
    kind: SegmentKind,
    /// The whole-text pattern: what a section opening is.
    pattern: Regex,
    /// The same pattern anchored at the start of the text it is given, tried only where one of
    /// `first_words` begins.
    anchored: Regex,
    /// Every match of `pattern` begins with one of these words (lower case, a prefix of the
    /// word as written suffices), or, for a `leading_space` opening, with white space before
    /// such a word at the start of a line. After a space, the start of the word that must come
    /// next, after white space or hyphens: "the undersigned" spares the pattern every "the".
    first_words: &'static [&'static str],
    /// The pattern is `(?m)^\s*` and a word: its match begins at a line start before the word.
    leading_space: bool,
    at_line_start: bool,
}

static OPENINGS: LazyLock<Vec<Opening>> = LazyLock::new(|| {
    let opening = |kind, first_words, pattern: &str, at_line_start| {
        let ascii = pattern.replace(r"\b", r"(?-u:\b)");
        Opening {
            kind,
            pattern: Regex::new(&ascii).expect("segmentation pattern compiles"),
            anchored: Regex::new(&format!("^(?:{ascii})")).expect("segmentation pattern compiles"),
            first_words,
            leading_space: kind == SegmentKind::Exhibit,
            at_line_start,
        }
    };
    vec![
        opening(
            SegmentKind::Premises,
            &["know", "this", "thls", "th1s", "agreement", "the undersigned"],
            r"(?i)\bknow\s+(all\s+(men|persons|people|whom)|everybody|everyone)\b|\bth[il1]s\s+(deed|indenture|lease|agreement|assignment|conveyance|instrument|release|contract)\b[^.\n]{0,40}\b(made|entered|executed)\b|\bagreement,?\s+made\s+and\s+entered\b|\bthe\s+undersigned\b[^.\n]{0,60}\b(affiant|being\s+(first\s+)?duly\s+sworn)\b",
            false,
        ),
        opening(
            SegmentKind::Granting,
            &["has", "have", "do", "hereby"],
            r"(?i)\b(ha(s|ve)|do(es)?|hereby)\s+(bargained|granted|sold|conveyed|remised|released|quitclaimed|assigned|transferred|demised|leased|grant|sell|convey|bargain|assign|transfer|remise|release|quitclaim|demise|lease)\b",
            false,
        ),
        opening(
            SegmentKind::Land,
            &["following described", "hereinafter described", "described as", "to wit"],
            r"(?i)\b(following|hereinafter)\s+described\b|\bdescribed\s+as\s+follows\b|\bto[\s-]*wit\s*:",
            false,
        ),
        opening(
            SegmentKind::Reservations,
            &["sav", "excepting and", "grantor", "lessor", "assignor", "there is", "reserv"],
            r"(?i)\bsav(e|ing)\s+and\s+except(ing)?\b|\bexcepting\s+and\s+reserving\b|\b(grantors?|lessors?|assignors?)\s+(hereby\s+)?(reserves?|retains?|excepts?)\b|\bthere\s+is\s+(also\s+)?(hereby\s+)?(excepted|reserved|accepted\s+and\s+reserved)\b|\breserv(ing|es?)\s+unto\s+(the\s+)?(said\s+)?grantors?\b",
            false,
        ),
        opening(SegmentKind::Habendum, &["to have"], r"(?i)\bto\s+have\s+and\s+to\s+hold\b", true),
        opening(
            SegmentKind::Execution,
            &["in witness", "witness", "executed", "dated this", "signed", "given under"],
            r"(?i)\bin\s+witness\s+whereof\b|\bwitness\s+(my|our|his|her|their)\s+hands?\b|\bexecuted\s+(this|on|as\s+of|the\s+(_+\s*)?([0-9]|[a-z-]+(st|nd|rd|th)\s+day\b|day\b))|\bdated\s+this\b|\bsigned\s+(this|on)\s+the\b|\bgiven\s+under\s+(my|our)\s+hands?\b",
            true,
        ),
        opening(
            SegmentKind::Acknowledgment,
            &["before me", "acknowledged before", "subscribed and", "sworn to", "personally"],
            r"(?i)\bbefore\s+me\b|\backnowledged\s+before\b|\bsubscribed\s+and\s+sworn\b|\bsworn\s+to\s+and\s+subscribed\b|\bpersonally\s+(came|appeared)\b",
            true,
        ),
        opening(
            SegmentKind::Recording,
            &["filed", "recorded", "received for"],
            r"(?i)\bfiled\s+for\s+record\b|\bfiled\s+and\s+recorded\b|\brecorded\s+(this|on)\s+the\b|\breceived\s+for\s+record\b",
            true,
        ),
        // An attached death certificate, its heading alone on a line: affidavits of death,
        // survivorship and heirship carry one, and its filing and signing dates are the
        // certificate's, not the affidavit's.
        opening(
            SegmentKind::Exhibit,
            &["exhibit", "schedule", "certificate of", "death certificate"],
            r#"(?m)^\s*(?i:exhibit|schedule)\s+["']?[A-Z0-9]\b|^\s*(?i:certificate\s+of\s+death|death\s+certificate)[ \t]*$"#,
            true,
        ),
    ]
});

/// What a word the automaton finds may open: the start of the word after it (empty when any
/// may follow), or for a first word too common to search for ([`COMMON_FIRST_WORDS`]) that word,
/// which must stand before the one found; and the index of the opening.
struct FirstWord {
    next: &'static str,
    before: &'static str,
    opening: usize,
}

/// First words so common, inside other words too ("the" in "other", "in" in every "-ing", "to"
/// in "unto"), that the automaton would stop at them a hundred times a page, each stop costing
/// more than the bytes between: the word after them ("the undersigned", "in witness", "to wit",
/// "to have") is searched instead, and they are looked for before it.
const COMMON_FIRST_WORDS: [&str; 3] = ["the", "in", "to"];

/// Every place one of the openings' first words is written (ASCII case ignored), found in one
/// automaton pass instead of comparing every word of the text with the words of its first
/// letter: `FIRST_WORDS.1[pattern]` holds what each distinct word may open.
static FIRST_WORDS: LazyLock<(AhoCorasick, Vec<Vec<FirstWord>>)> = LazyLock::new(|| {
    let mut words: Vec<&'static str> = Vec::new();
    let mut openings_of: Vec<Vec<FirstWord>> = Vec::new();
    for (opening, found) in OPENINGS.iter().enumerate() {
        for words_of in found.first_words {
            let (first, second) = words_of.split_once(' ').unwrap_or((words_of, ""));
            let (word, next, before) =
                if COMMON_FIRST_WORDS.contains(&first) && !second.is_empty() { (second, "", first) } else { (first, second, "") };
            let index = words.iter().position(|known| *known == word).unwrap_or_else(|| {
                words.push(word);
                openings_of.push(Vec::new());
                words.len() - 1
            });
            openings_of[index].push(FirstWord { next, before, opening });
        }
    }
    let finder = AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .match_kind(MatchKind::Standard)
        .build(&words)
        .expect("first words build an automaton");
    (finder, openings_of)
});

/// Marks the sections of normalised instrument text. The segments are ordered, do not overlap
/// and together cover the whole text.
pub fn segment(text: &str) -> Vec<Segment> {
    let openings = if super::lowered::folds_to_ascii(text) { openings_by_pattern(text) } else { openings_by_first_word(text) };
    segments_from_openings(text, openings)
}

/// Each opening's matches as its pattern finds them over the whole text, one pass per opening.
fn openings_by_pattern(text: &str) -> Vec<(usize, SegmentKind)> {
    let mut openings = Vec::new();
    for opening in OPENINGS.iter() {
        for found in opening.pattern.find_iter(text) {
            if vetoed(text, opening.kind, found.start(), found.end()) {
                continue;
            }
            openings.push((opening_start(text, opening, found.start()), opening.kind));
        }
    }
    openings
}

/// The same matches as [`openings_by_pattern`] in one automaton pass over the text: every match begins
/// at one of its opening's first words (or, for a `leading_space` opening, at a line start
/// before one), so the anchored pattern is tried at those places only, in text order, and never
/// inside the opening's previous match, which is what a whole-text search does. Requires text
/// without [`FOLDS_TO_ASCII`](super::lowered::FOLDS_TO_ASCII) characters.
fn openings_by_first_word(text: &str) -> Vec<(usize, SegmentKind)> {
    let bytes = text.as_bytes();
    let (all_openings, (finder, openings_of)) = (&*OPENINGS, &*FIRST_WORDS);
    // Overlapping matches come in order of their ends; at word starts that is also the order of
    // their starts (a later word starts after the whole of an earlier one), and a word that
    // opens several openings gives them one by one, each independent of the others.
    let word_char = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut openings = Vec::new();
    let mut searched_to = vec![0; all_openings.len()];
    let separator = |c: char| c.is_whitespace() || c == '-';
    for found_word in finder.find_overlapping_iter(text) {
        let found_at = found_word.start();
        let at_word_start = found_at == 0 || !word_char(bytes[found_at - 1]);
        let after_word = || text[found_word.end()..].trim_start_matches(separator);
        // A common first word found from the word after it opens where it starts: its candidates
        // come before the found word's own (they are listed first), as its earlier end put them.
        for first in &openings_of[found_word.pattern().as_usize()] {
            let word = if first.before.is_empty() {
                if !at_word_start || !starts_with_word(after_word(), first.next) {
                    continue;
                }
                found_at
            } else {
                let head = text[..found_at].trim_end_matches(separator).as_bytes();
                let Some(at) = head.len().checked_sub(first.before.len()) else { continue };
                if !head[at..].eq_ignore_ascii_case(first.before.as_bytes()) || (at > 0 && word_char(bytes[at - 1])) {
                    continue;
                }
                at
            };
            let index = first.opening;
            let opening = &all_openings[index];
            let start = if opening.leading_space {
                first_line_start_before(text, word, searched_to[index])
            } else {
                Some(word).filter(|word| *word >= searched_to[index])
            };
            let Some(start) = start else { continue };
            if let Some(found) = opening.anchored.find(&text[start..]) {
                searched_to[index] = start + found.end();
                if vetoed(text, opening.kind, start + found.start(), start + found.end()) {
                    continue;
                }
                openings.push((opening_start(text, opening, start), opening.kind));
            }
        }
    }
    openings
}

/// Whether the words an opening matched, read with the words before them, do not open that
/// section after all:
/// - "filed for record" said of a filing still to come ("before it is filed for record", "to be
///   filed for record") is no clerk's stamp: the statutory notices printed at the top of Texas
///   deeds (the notice of confidentiality rights) and the return-to blocks speak so;
/// - "hereby" and a participle after a noun ("the lands hereby granted", "the interest hereby
///   conveyed") names what the granting clause gave, in a reservation, an exception or a
///   description, and opens no granting clause ("is hereby granted", "has hereby granted" do).
fn vetoed(text: &str, kind: SegmentKind, start: usize, end: usize) -> bool {
    let before = &text[text.floor_char_boundary(start.saturating_sub(VETO_REACH))..start];
    match kind {
        SegmentKind::Recording => FILING_TO_COME.is_match(before),
        SegmentKind::Granting => {
            let found = &text[start..end];
            let participle = found.get(..6).is_some_and(|word| word.eq_ignore_ascii_case("hereby"))
                && found
                    .split_whitespace()
                    .last()
                    .is_some_and(|verb| verb.to_ascii_lowercase().ends_with("ed") || verb.eq_ignore_ascii_case("sold"));
            let word_before = before.split(|c: char| !c.is_alphanumeric()).rev().find(|word| !word.is_empty()).unwrap_or_default();
            participle
                && !word_before.is_empty()
                && !before.trim_end().ends_with([',', ';', ':'])
                && !AUXILIARIES.iter().any(|aux| word_before.eq_ignore_ascii_case(aux))
        }
        _ => false,
    }
}

/// How far before an opening [`vetoed`] reads.
const VETO_REACH: usize = 60;

/// The words before "filed for record" that put the filing in the future.
static FILING_TO_COME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?-u:\b)(?:before|prior\s+to|until|after|when|to\s+be|may\s+be|shall\s+be|will\s+be|must\s+be)\s+(?:(?:it|this\s+[a-z]+|the\s+same|said\s+[a-z]+|such\s+[a-z]+)\s+)?(?:(?:is|are|being|has\s+been)\s+)?\z",
    )
    .expect("filing pattern compiles")
});

/// The words before "hereby" and a participle that make it a verb said now ("is hereby
/// granted", "have hereby conveyed"), not a participle naming what was given.
const AUXILIARIES: &[&str] = &[
    "is", "are", "be", "been", "was", "were", "has", "have", "hath", "having", "do", "does", "doth", "and", "shall", "will", "now", "also",
];

/// Whether `text` starts with `word` (lower case ASCII), in any case.
fn starts_with_word(text: &str, word: &str) -> bool {
    text.as_bytes().get(..word.len()).is_some_and(|written| written.eq_ignore_ascii_case(word.as_bytes()))
}

/// The first line start at or after `from` from which only white space leads to `word`. A
/// `leading_space` pattern matches from all such line starts or from none, as `\s*` must reach
/// the word whichever it starts from, so the first is the only one to try.
fn first_line_start_before(text: &str, word: usize, from: usize) -> Option<usize> {
    let space_from = text[..word].char_indices().rev().take_while(|(_, c)| c.is_whitespace()).last().map_or(word, |(at, _)| at);
    (space_from.max(from)..=word).find(|&at| at == 0 || text.as_bytes()[at - 1] == b'\n')
}

fn opening_start(text: &str, opening: &Opening, found: usize) -> usize {
    if opening.at_line_start { line_start(text, found) } else { found }
}

fn segments_from_openings(text: &str, mut openings: Vec<(usize, SegmentKind)>) -> Vec<Segment> {
    openings.sort();
    openings.dedup_by_key(|(start, _)| *start);

    let mut segments: Vec<Segment> = Vec::new();
    let first = openings.first().map_or(text.len(), |(start, _)| *start);
    if first > 0 {
        segments.push(Segment { kind: SegmentKind::Caption, start: 0, end: first });
    }
    for (index, (start, kind)) in openings.iter().enumerate() {
        let end = openings.get(index + 1).map_or(text.len(), |(next, _)| *next);
        match segments.last_mut() {
            // Repeated openings of the same section ("before me" twice) extend it.
            Some(last) if last.kind == *kind => last.end = end,
            _ => segments.push(Segment { kind: *kind, start: *start, end }),
        }
    }
    segments.retain(|s| s.end > s.start);
    segments
}

fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |at| at + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEED: &str = "WARRANTY DEED\nTHE STATE OF TEXAS §\nCOUNTY OF REEVES §\n\
KNOW ALL MEN BY THESE PRESENTS: That JOHN A. SMITH and wife, MARY B. SMITH, hereinafter called Grantors, \
for and in consideration of Ten Dollars, have GRANTED, SOLD and CONVEYED unto ROBERT JONES the following \
described land, to-wit: the NE/4 of Section 12, Block 7, H&GN RR Co. Survey, Reeves County, Texas.\n\
SAVE AND EXCEPT an undivided one-half (1/2) of all oil, gas and other minerals.\n\
TO HAVE AND TO HOLD the above described premises.\n\
WITNESS our hands this 3rd day of March, 1952.\n\
THE STATE OF TEXAS §\nBEFORE ME, the undersigned Notary Public, on this day personally appeared JOHN A. SMITH.\n\
Filed for record the 10th day of March, 1952 at 2 o'clock P.M.\n";

    fn kinds(text: &str) -> Vec<SegmentKind> {
        segment(text).iter().map(|s| s.kind).collect()
    }

    #[test]
    fn finds_the_sections_of_a_warranty_deed_in_order() {
        use SegmentKind::*;
        assert_eq!(kinds(DEED), vec![Caption, Premises, Granting, Land, Reservations, Habendum, Execution, Acknowledgment, Recording]);
    }

    #[test]
    fn premises_open_at_any_of_the_old_forms_of_know_all_men() {
        use SegmentKind::*;
        for opening in
            ["Know everybody by these presents", "KNOW ALL PEOPLE BY THESE PRESENTS", "Know all whom it may concern", "KNOW EVERYONE"]
        {
            let text = format!(
                "Filed for record May 2, 1931 at 9 A.M.\nMINERAL DEED\n{opening}, that the undersigned do hereby sell and convey unto \
OTTO KEMP the minerals.\n"
            );
            assert_one_pass_agrees(&text);
            assert_eq!(kinds(&text)[..2], [Recording, Premises], "{opening}");
        }
    }

    #[test]
    fn segments_cover_the_text_without_overlap() {
        let segments = segment(DEED);
        assert_eq!(segments[0].start, 0);
        assert_eq!(segments.last().map(|s| s.end), Some(DEED.len()));
        for pair in segments.windows(2) {
            assert_eq!(pair[0].end, pair[1].start);
        }
    }

    #[test]
    fn acknowledgment_starts_at_its_venue_line() {
        let segments = segment(DEED);
        let ack = segments.iter().find(|s| s.kind == SegmentKind::Acknowledgment).map(|s| &DEED[s.start..s.end]);
        assert!(ack.is_some_and(|t| t.starts_with("BEFORE ME")));
    }

    #[test]
    fn a_notice_about_a_filing_still_to_come_is_no_recording_stamp() {
        use SegmentKind::*;
        for notice in [
            "PRIVACY NOTICE: A NATURAL PERSON MAY BLOT OUT A SOCIAL SECURITY NUMBER FROM THIS DEED BEFORE IT IS FILED FOR RECORD.",
            "Notice of confidentiality rights - an individual may strike a driver's license number from this instrument\nbefore\nit is filed for record in the county's public records.",
            "This instrument is to be filed for record with the clerk only after the release is signed.",
        ] {
            let text = format!(
                "{notice}\n\nSPECIAL WARRANTY DEED\nDate: May 4, 2016\nGrantor: Lark Homes LLC\nFiled for record May 9, 2016 at 9:02 AM\n"
            );
            assert_one_pass_agrees(&text);
            let recordings: Vec<&str> = segment(&text).iter().filter(|s| s.kind == Recording).map(|s| &text[s.start..s.end]).collect();
            assert_eq!(recordings, vec!["Filed for record May 9, 2016 at 9:02 AM\n"], "{notice}");
        }
    }

    #[test]
    fn the_land_hereby_granted_named_in_a_reservation_opens_no_granting_clause() {
        use SegmentKind::*;
        let text = "NOW KNOW YE, that the State has granted unto Ezra Lund the tract; there is reserved from the lands hereby \
granted a right of way for canals; and the interest hereby conveyed is the surface only. A right of way is hereby granted to the county.\n";
        assert_one_pass_agrees(text);
        let segments = segment(text);
        assert_eq!(segments.iter().map(|s| s.kind).collect::<Vec<_>>(), vec![Caption, Granting, Reservations, Granting]);
        assert!(text[segments[3].start..].starts_with("hereby granted to the county"));
    }

    #[test]
    fn a_second_exception_opens_a_reservation_too() {
        use SegmentKind::*;
        for exception in
            ["There is also excepted from this conveyance", "there is also accepted and reserved, as the old scriveners spelt it,"]
        {
            let text = format!("the grantors do hereby grant unto Tom Ash the farm below.\n{exception} the parcel sold to the church.\n");
            assert_one_pass_agrees(&text);
            assert_eq!(kinds(&text), vec![Caption, Granting, Reservations], "{exception}");
        }
    }

    #[test]
    fn an_acknowledgment_that_says_the_signer_executed_the_same_opens_no_execution() {
        use SegmentKind::*;
        let text = "EXECUTED the 2nd day of May, 1980.\nBefore me appeared Lon Ortiz, who acknowledged that he executed the same for \
the purposes therein stated, and executed the within instrument freely.\nGiven under my hand this 3rd day of May, 1980.\n";
        assert_one_pass_agrees(text);
        assert_eq!(kinds(text), vec![Execution, Acknowledgment, Execution]);
        assert_eq!(kinds("Executed the twenty-first day of March, 1961, at Alva.\n"), vec![Execution]);
    }

    #[test]
    fn text_without_openings_is_one_caption() {
        assert_eq!(kinds("an unreadable scan\n"), vec![SegmentKind::Caption]);
    }

    #[test]
    fn empty_text_has_no_segments() {
        assert!(segment("").is_empty());
    }

    fn sorted(mut openings: Vec<(usize, SegmentKind)>) -> Vec<(usize, SegmentKind)> {
        openings.sort();
        openings
    }

    /// The one pass over the words must find exactly what the whole-text patterns find.
    fn assert_one_pass_agrees(text: &str) {
        assert_eq!(sorted(openings_by_first_word(text)), sorted(openings_by_pattern(text)), "text: {text:?}");
    }

    #[test]
    fn headings_found_in_one_pass_are_those_of_the_whole_text_patterns() {
        assert_one_pass_agrees(DEED);
        assert_one_pass_agrees(
            "OIL AND GAS LEASE\nTHIS LEASE AGREEMENT, made and entered into this 4th day of June, 1981, by and \
             between EDNA PRICE, a widow, Lessor, and HARVEY OIL COMPANY, Lessee. Lessor does hereby grant, \
             demise, lease and let unto Lessee the lands hereinafter described, to wit:\nLot 3, Block 2.\n\
             IN WITNESS WHEREOF this instrument is executed on the date first above written.\n\
             Subscribed and sworn to before me this 5th day of June, 1981.\nReceived for record June 9, 1981.\n",
        );
        assert_one_pass_agrees("the undersigned, being first duly sworn, says: the undersigned affiant is an heir\n");
        assert_one_pass_agrees("described as follows:towit: TO-WIT: To Wit:\nto have and to hold, TO HAVE AND TO HOLD\n");
        assert_one_pass_agrees("Grantors reserve, grantor hereby retains, saving and excepting, reserving unto the said Grantor\n");
        assert_one_pass_agrees("_hereby granted; 2has granted; xdoes convey; José hereby conveys; §does sell\n");
        assert_one_pass_agrees("Dated this day. Signed on the 2nd. Given under our hands. witness my hand\n");
    }

    #[test]
    fn a_match_inside_an_earlier_match_of_the_same_opening_is_not_another_opening() {
        let text = "this deed made this lease made the agreement, made and entered\n";
        assert_one_pass_agrees(text);
        assert_eq!(kinds(text), vec![SegmentKind::Premises]);
    }

    #[test]
    fn exhibits_open_at_the_first_line_of_the_space_before_their_word() {
        for text in [
            "land as shown\n\nEXHIBIT A\nthe tract\n",
            "EXHIBIT \"B\" attached\n",
            "see\n  \n\u{2003}Schedule 1\n",
            "an exhibit A in the body\nexhibit a\n",
            "EXHIBIT A EXHIBIT B\n\nSCHEDULE C\n",
        ] {
            assert_one_pass_agrees(text);
        }
        let text = "land as shown\n\nEXHIBIT A\nthe tract\n";
        assert_eq!(segment(text)[1], Segment { kind: SegmentKind::Exhibit, start: 14, end: text.len() });
    }

    #[test]
    fn an_attached_death_certificate_is_an_exhibit() {
        let text =
            "Sworn to before me this 3rd day of May, 2019.\nNotary Public\n\nSTATE OF OHIO\nCERTIFICATE OF DEATH\n1. Decedent's Name\n";
        assert_one_pass_agrees(text);
        let exhibit = segment(text).into_iter().find(|s| s.kind == SegmentKind::Exhibit).expect("an exhibit");
        assert_eq!(&text[exhibit.start..exhibit.end], "CERTIFICATE OF DEATH\n1. Decedent's Name\n");
        // Named in a sentence, it opens nothing.
        for text in ["as evidenced by the\ndeath certificate hereto attached\n", "Death certificate of Ann Roe attached\n"] {
            assert_one_pass_agrees(text);
            assert!(segment(text).iter().all(|s| s.kind != SegmentKind::Exhibit), "{text:?}");
        }
    }

    #[test]
    fn text_with_letters_that_fold_to_ascii_is_read_by_the_whole_text_patterns() {
        // The pattern's ASCII `\b` stands between "A" and the KELVIN SIGN, which it reads as `k`.
        let text = "A\u{212A}NOW ALL MEN BY THESE PRESENTS: that A. SMITH has granted unto B. JONES\n";
        assert_eq!(kinds(text), vec![SegmentKind::Caption, SegmentKind::Premises, SegmentKind::Granting]);
    }

    /// Words and separators that the openings are made of, and some that stand in their way.
    const PIECES: &[&str] = &[
        "know",
        "all",
        "men",
        "this",
        "deed",
        "lease",
        "made",
        "agreement",
        ",",
        "entered",
        "the",
        "undersigned",
        "being",
        "duly",
        "sworn",
        "affiant",
        "has",
        "have",
        "does",
        "do",
        "hereby",
        "granted",
        "convey",
        "following",
        "described",
        "as",
        "follows",
        "to",
        "wit",
        ":",
        "-",
        "save",
        "saving",
        "and",
        "except",
        "excepting",
        "reserving",
        "grantors",
        "lessor",
        "reserves",
        "there",
        "is",
        "reserved",
        "unto",
        "said",
        "hold",
        "in",
        "witness",
        "whereof",
        "my",
        "hands",
        "executed",
        "on",
        "dated",
        "signed",
        "given",
        "under",
        "before",
        "me",
        "acknowledged",
        "subscribed",
        "personally",
        "appeared",
        "filed",
        "for",
        "record",
        "recorded",
        "received",
        "EXHIBIT",
        "Schedule",
        "A",
        "\"B\"",
        "1",
        "x",
        "_",
        ".",
        "§",
        "é",
        "KNOW",
        "TO",
        "HAVE",
        "WITNESS",
        "FILED",
        "Before",
        "Towit",
        "know all men",
        "this lease",
        "made and entered",
        "the undersigned",
        "affiant",
        "being first duly sworn",
        "has granted",
        "does hereby convey",
        "hereinafter",
        "described as follows",
        "to-wit:",
        "save and except",
        "excepting and reserving",
        "grantors reserve",
        "there is hereby excepted",
        "reserving unto the said grantors",
        "to have and to hold",
        "in witness whereof",
        "witness our hands",
        "executed as of",
        "dated this",
        "signed on the",
        "given under my hand",
        "before me",
        "acknowledged before",
        "subscribed and sworn",
        "sworn to and subscribed",
        "personally came",
        "filed for record",
        "filed and recorded",
        "recorded on the",
        "received for record",
        "\nEXHIBIT A",
        "before it is",
        "to be",
        "the lands hereby granted",
        "is hereby granted",
        "hereby conveyed",
        "executed the same",
        "executed the 2nd day",
        "there is also excepted",
        "THlS DEED made",
        "the",
        "undersigned",
        "lathe",
        "wit",
        "with",
        "into",
        "hath",
        "purchase",
    ];

    /// What stands between two pieces: mostly a space, sometimes nothing, a line end or odd space.
    const SEPARATORS: &[&str] = &[" ", " ", " ", " ", "", "\n", "\n\n", ", ", "-", " \u{2003}", "\n "];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        #[test]
        fn one_pass_agrees_with_the_whole_text_patterns(
            pieces in proptest::collection::vec((0..PIECES.len(), 0..SEPARATORS.len()), 0..60)
        ) {
            let text: String = pieces.iter().flat_map(|&(piece, separator)| [PIECES[piece], SEPARATORS[separator]]).collect();
            proptest::prop_assert_eq!(sorted(openings_by_first_word(&text)), sorted(openings_by_pattern(&text)));
        }
    }
}
