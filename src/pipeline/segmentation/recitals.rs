//! Recitals: the stretches of an instrument that tell of an earlier instrument or event rather
//! than do anything themselves.
//!
//! Deeds recite their source ("Being the same premises which JOHN DOE, by deed dated May 1,
//! 1950, recorded in Deed Book 12, page 3, granted and conveyed unto the grantor herein"),
//! assignments and releases the lease they act on ("that certain Oil and Gas Lease dated ...
//! from A, as Lessor, to B, as Lessee, recorded in ..."), agreements their background
//! ("WHEREAS, ..."), fiduciary deeds the will that empowers them. The names and dates inside are
//! those of predecessors and earlier instruments: never a party or the governing date of this
//! one. Found once per instrument, so that every reader asks the same question
//! ([`super::super::Instrument::in_recital`]) instead of keeping its own list of recital words.

use crate::pipeline::pattern_set::{DEFAULT_LAZY_DFA_CACHE, leftmost_first_set};
use regex::Regex;
use regex_automata::{Input, meta};
use std::sync::LazyLock;

/// What a recital recites.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RecitalKind {
    /// "Being the same premises which ... conveyed unto ...", "for title see ...": where the
    /// grantor's title came from.
    SourceOfTitle,
    /// "that certain lease dated ...", "by deed dated ...", "the mortgage recorded in ...": an
    /// earlier instrument named by its date, parties or recording.
    EarlierInstrument,
    /// "conveyed to the grantor by ..., by deed ...": an earlier conveyance told as an event.
    EarlierConveyance,
    /// "under the last will and testament of ...": the will or decree behind a fiduciary's act.
    Will,
    /// "WHEREAS, ...": the background clauses of an agreement, assignment or release.
    Whereas,
}

impl RecitalKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RecitalKind::SourceOfTitle => "source_of_title",
            RecitalKind::EarlierInstrument => "earlier_instrument",
            RecitalKind::EarlierConveyance => "earlier_conveyance",
            RecitalKind::Will => "will",
            RecitalKind::Whereas => "whereas",
        }
    }
}

/// One recital: byte offsets into the normalised text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recital {
    pub kind: RecitalKind,
    pub start: usize,
    pub end: usize,
}

/// Instrument nouns, for the recitals that name an earlier instrument.
const INSTRUMENT: &str = r"(?:(?:oil,?\s+(?:and\s+)?gas(?:\s+and\s+mineral)?|mineral|royalty|general\s+warranty|special\s+warranty|warranty|quit\s?claim|sheriff'?s|trustee'?s|executor'?s|fiduciary|correction|partial|memorandum\s+of(?:\s+(?:oil\s+and\s+gas|paid[\s-]+up))?)\s+)?(?:lease|deed\s+of\s+trust|deed|assignment|mortgage|conveyance|instrument|release|agreement|contract|patent|will|decree|order|judgment|affidavit)s?";

/// The words that open a recital, one pattern per kind ([`OPENING_KINDS`]), searched as one
/// regex whose match says which of them matched: no captures are read.
static OPENING: LazyLock<meta::Regex> = LazyLock::new(|| {
    let source = r#"\b(?:it\s+)?be[il1]ng[\s'",]+(?:(?:all|a\s+part|part|a\s+portion|portions?|the\s+remainder|the\s+residue)\s+of\s+)?(?:the\s+)?(?:same|identical)\b|\bbe[il1]ng\s+(?:a\s+)?part\s+of\s+(?:the|that|a)\s+(?:land|lands|premises|property|tract|parcel|real\s+estate)\s+(?:which\s+was\s+|that\s+was\s+)?(?:conveyed|described|granted|acquired|deeded|devised)\b|\bfor\s+(?:grantors?'?s?\s+)?(?:prior\s+|source\s+of\s+)?title\s+see\b|\bsource\s+of\s+title\b|\bderived\s+title\b"#;
    let that_certain = format!(r"\b(?:that|those)\s+certain\s+(?:[a-z,]+\s+){{0,6}}?{INSTRUMENT}\b");
    let by_instrument = format!(
        r"\b(?:by|under|in|per)\s+(?:(?:a|an|the|his|her|their|its|said|certain|that)\s+)?{INSTRUMENT}\s+(?:dated|of\s+date|bearing\s+date|executed|recorded|of\s+record|filed|from|made\s+by|given\s+by)\b"
    );
    let recorded = format!(
        r"\b(?:a|an|the|said|such|certain|which|prior|previous|former)\s+{INSTRUMENT}\s+(?:(?:dated|of\s+date)\s+[^.;\n]{{1,40}}?\s+)?(?:(?:and|,)\s+)?(?:duly\s+)?(?:recorded|of\s+record|filed\s+of\s+record)\b"
    );
    let conveyed = r"\b(?:conveyed|granted|deeded|devised|assigned|transferred|quit\s?claimed|sold)\s+(?:(?:un)?to|in\s+favor\s+of)\b[^.;\n]{0,160}?\bby\s+(?:(?:a|an|the|his|her|their|its|certain)\s+)?(?:[a-z]+\s+){0,3}?(?:deed|instrument|assignment|will|decree|patent|conveyance|order)\b";
    let will = r"\b(?:under|by|pursuant\s+to)\s+(?:and\s+by\s+virtue\s+of\s+)?(?:the\s+)?(?:terms\s+of\s+the\s+)?(?:last\s+)?will(?:\s+and\s+testament)?\s+of\b";
    let whereas = r"\bwhereas\b";
    let sources: Vec<String> = [source, &that_certain, &by_instrument, &recorded, conveyed, will, whereas]
        .iter()
        .map(|pattern| format!("(?i){}", pattern.replace(r"\b", r"(?-u:\b)")))
        .collect();
    leftmost_first_set(&sources, DEFAULT_LAZY_DFA_CACHE)
});

/// What each pattern of [`OPENING`] opens: a WHEREAS clause is `None`, its end found apart.
const OPENING_KINDS: [Option<RecitalKind>; 7] = [
    Some(RecitalKind::SourceOfTitle),
    Some(RecitalKind::EarlierInstrument),
    Some(RecitalKind::EarlierInstrument),
    Some(RecitalKind::EarlierInstrument),
    Some(RecitalKind::EarlierConveyance),
    Some(RecitalKind::Will),
    None,
];

/// What ends a WHEREAS clause: the next one, the operative "NOW, THEREFORE" (a federal patent's
/// "NOW KNOW YE"), the testimonium ("IN TESTIMONY WHEREOF", which no recital holds), or a blank
/// line.
static WHEREAS_END: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:and\s+)?whereas(?-u:\b)|(?-u:\b)now,?\s+(?:therefore|know\s+ye)(?-u:\b)|(?-u:\b)in\s+(?:witness|testimony)\s+whereof(?-u:\b)|\n[ \t]*\n")
        .expect("whereas end pattern compiles")
});

/// The instrument's own voice, which no recital holds: its operative "NOW, THEREFORE" or "NOW
/// KNOW YE", and a verb said now, "does hereby", "do by these presents" (a recital tells what was
/// done: "did grant", "conveyed"). A recital embedded in the operative sentence ("the holder of
/// that certain mortgage recorded in ..., does hereby release said mortgage") ends there.
const OWN_VOICE_PATTERN: &str = r"now,?\s+(?:therefore|know\s+ye)|(?:does|do|doth)\s+(?:hereby|by\s+these\s+presents)";
static OWN_VOICE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)(?-u:\b)(?:{OWN_VOICE_PATTERN})(?-u:\b)")).expect("own voice pattern compiles"));

/// "which", "whereby": where a clause that tells of an earlier conveyance begins, before the
/// names it recites ("the land which JOHN DOE conveyed to ... by deed ...").
static CLAUSE_START: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?-u:\b)(?:which|whereby|wherein)(?-u:\b)").expect("clause start pattern compiles"));

/// The longest recital other than a WHEREAS clause: a being clause with its recording runs to
/// four or five hundred characters; more is the instrument's own text after a lost period.
const RECITAL_MAX_BYTES: usize = 800;
/// The longest WHEREAS clause: some recite a whole lease's parties and recording.
const WHEREAS_MAX_BYTES: usize = 1600;
/// How far back a told conveyance's clause may begin.
const CLAUSE_REACH_BACK: usize = 200;

/// Words that show a told conveyance is the instrument's own grant, not a recital: "has granted,
/// sold and conveyed unto ROBERT JONES, his heirs and assigns, all that tract ... by deed".
const OPERATIVE_WORDS: &[&str] = &["presents", "heirs", "successors", "following", "hereinafter", "hereby", "all that", "all of"];

/// Finds the recitals of normalised instrument text, in text order, without overlaps.
pub fn find_recitals(text: &str) -> Vec<Recital> {
    let mut recitals: Vec<Recital> = Vec::new();
    let mut position = 0;
    while let Some(opening) = OPENING.search(&Input::new(text).range(position..)) {
        let whole = &text[opening.range()];
        position = opening.end();
        let (kind, start, end) = match OPENING_KINDS[opening.pattern().as_usize()] {
            None => {
                let from = opening.end();
                let limit = floor_char_boundary(text, (from + WHEREAS_MAX_BYTES).min(text.len()));
                let end = WHEREAS_END.find(&text[from..limit]).map_or(limit, |found| from + found.start());
                (RecitalKind::Whereas, opening.start(), own_words_resume(&OWN_VOICE, text, from, end))
            }
            Some(kind) => {
                if kind == RecitalKind::EarlierInstrument && names_a_trust(text, opening.start(), whole) {
                    continue;
                }
                if kind == RecitalKind::EarlierConveyance && is_operative(whole) {
                    // Look again from the next word: a recital may open inside the grant's stretch.
                    position = next_char(text, opening.start());
                    continue;
                }
                let start = if kind == RecitalKind::EarlierConveyance { clause_start(text, opening.start()) } else { opening.start() };
                let end = sentence_end(text, opening.end(), RECITAL_MAX_BYTES);
                (kind, start, own_words_resume(&OWN_CLAUSE, text, opening.end(), end))
            }
        };
        match recitals.last_mut() {
            Some(last) if start <= last.end => last.end = last.end.max(end),
            _ => recitals.push(Recital { kind, start, end }),
        }
    }
    recitals
}

/// The instrument's own words that end a recital other than a WHEREAS clause before its sentence
/// ends: its own voice ([`OWN_VOICE_PATTERN`]) and its consideration. "That JEAN ROE, who claims
/// title by an instrument recorded at Book 61, Page 408, in consideration of Ten Dollars
/// ..., does hereby grant": the consideration and the operative verb are this instrument's, and so
/// are the names that come with them. A WHEREAS clause may tell a consideration of its own.
static OWN_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:for\s+(?:and\s+in\s+)?(?:the\s+)?consideration|in\s+consideration\s+of|(?:do|does|doth|has|have)\s+hereby|by\s+these\s+presents|{OWN_VOICE_PATTERN})(?-u:\b)"
    ))
    .expect("own clause pattern compiles")
});

/// Where the recital that runs from `from` to `end` gives way to the instrument's own words
/// (`own`: [`OWN_VOICE`] or [`OWN_CLAUSE`]); `end` when it does not.
fn own_words_resume(own: &Regex, text: &str, from: usize, end: usize) -> usize {
    own.find(&text[from..end]).map_or(end, |found| from + found.start())
}

/// "JANE ROE, Trustee of the Roe Family Trust under agreement dated May 1, 1990", "as trustees
/// under a trust agreement dated ...": a trust is named by the agreement that made it, and its
/// trustee is a party of this instrument, not a predecessor. An "agreement" opened right after
/// "trust" or "trustee(s)" names the trust, and recites nothing.
fn names_a_trust(text: &str, start: usize, opening: &str) -> bool {
    let lowered = opening.to_ascii_lowercase();
    if !lowered.starts_with("under") || !lowered.contains("agreement") || lowered.contains("lease") {
        return false;
    }
    let before = text[..start].trim_end().trim_end_matches(',').trim_end();
    let last = before.rsplit(|c: char| !c.is_ascii_alphabetic()).next().unwrap_or("").to_ascii_lowercase();
    matches!(last.as_str(), "trust" | "trustee" | "trustees") || lowered.contains("trust agreement")
}

/// Whether a told conveyance's words are those of the instrument's own grant ([`OPERATIVE_WORDS`]).
fn is_operative(told: &str) -> bool {
    let lowered = told.to_ascii_lowercase();
    OPERATIVE_WORDS.iter().any(|word| lowered.contains(word))
}

fn next_char(text: &str, at: usize) -> usize {
    at + text[at..].chars().next().map_or(1, char::len_utf8)
}

/// Where the clause that holds `at` begins: just after a "which" or "whereby" before it, or
/// after the sentence or clause end or blank line before it, within reach; `at` itself when
/// none is near.
fn clause_start(text: &str, at: usize) -> usize {
    let from = floor_char_boundary(text, at.saturating_sub(CLAUSE_REACH_BACK));
    let before = &text[from..at];
    let punctuation = before.rfind(['.', ';', ':']).max(before.rfind("\n\n")).map(|p| from + p + 1);
    let relative = CLAUSE_START.find_iter(before).last().map(|found| from + found.start());
    match (punctuation, relative) {
        (Some(p), Some(r)) => p.max(r),
        (Some(p), None) => p,
        (None, Some(r)) => r,
        (None, None) => at,
    }
    .min(at)
}

/// Abbreviations after which a period does not end a sentence.
const ABBREVIATIONS: &[&str] = &[
    "vol", "no", "nos", "pg", "pgs", "pp", "p", "bk", "co", "corp", "inc", "ltd", "st", "jr", "sr", "mr", "mrs", "ms", "dr", "ave", "rd",
    "twp", "sec", "secs", "tp", "rge", "r", "t", "n", "s", "e", "w", "ne", "nw", "se", "sw", "ft", "approx", "esq", "bros", "assn", "dept",
    "cty", "u", "a", "d", "m", "o", "r.r", "ry", "etc", "viz", "ch", "chs", "deg", "min", "sq", "ac",
];

/// The end of the sentence that runs on from `from`: after a period that is followed by white
/// space and a capital letter or a line end, and that ends no abbreviation or initial; or at a
/// blank line; or `max` bytes on, whichever comes first.
fn sentence_end(text: &str, from: usize, max: usize) -> usize {
    let limit = floor_char_boundary(text, (from + max).min(text.len()));
    let bytes = text.as_bytes();
    let mut at = from;
    while at < limit {
        match bytes[at] {
            b'\n' if bytes.get(at + 1) == Some(&b'\n') => return at,
            b'.' => {
                let next = bytes.get(at + 1).copied();
                let after = bytes.get(at + 2).copied();
                let ends = match next {
                    None | Some(b'\n') => true,
                    Some(b' ') => after.is_none_or(|b| b.is_ascii_uppercase() || b == b'\n'),
                    _ => false,
                };
                if ends && !ends_abbreviation(&text[..at]) {
                    return at + 1;
                }
            }
            _ => {}
        }
        at += 1;
    }
    limit
}

/// Whether the word before a period is an abbreviation or an initial ("Vol.", "J.", "Co.").
fn ends_abbreviation(before: &str) -> bool {
    let word = before.rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '.')).next().unwrap_or("");
    let word = word.trim_start_matches('.');
    if word.is_empty() || word.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let lowered = word.to_ascii_lowercase();
    ABBREVIATIONS.contains(&lowered.as_str()) || (word.len() == 1 && word.as_bytes()[0].is_ascii_uppercase())
}

fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each recital as (kind, text).
    fn read(text: &str) -> Vec<(RecitalKind, &str)> {
        find_recitals(text).into_iter().map(|r| (r.kind, &text[r.start..r.end])).collect()
    }

    #[test]
    fn a_being_clause_runs_to_the_end_of_its_sentence_past_initials_and_abbreviations() {
        let text = "containing 40 acres. BEING the same premises which Arlo J. Penner and Vera Penner, his wife, by their deed \
                    dated June 2, 1951, and recorded in Deed Book Vol. 410, page 77, granted and conveyed unto Hal Penner, grantor \
                    herein. TO HAVE AND TO HOLD";
        let recitals = read(text);
        assert_eq!(recitals.len(), 1);
        assert_eq!(recitals[0].0, RecitalKind::SourceOfTitle);
        assert!(recitals[0].1.starts_with("BEING the same premises"));
        assert!(recitals[0].1.ends_with("grantor herein."));
    }

    #[test]
    fn a_being_clause_is_read_through_a_stray_quote_and_a_told_conveyance_stops_at_a_blank_line() {
        let text = "x\n\nBEING 'the same premises conveyed unto the Grantor herein by deed dated May 1, 1970. Next";
        assert_eq!(
            read(text),
            vec![(RecitalKind::SourceOfTitle, "BEING 'the same premises conveyed unto the Grantor herein by deed dated May 1, 1970.")]
        );
        let told = "Book 9\n\nsaid lot conveyed to Ada Penn by deed of 1931. Next";
        assert_eq!(read(told), vec![(RecitalKind::EarlierConveyance, "\nsaid lot conveyed to Ada Penn by deed of 1931.")]);
    }

    #[test]
    fn a_trust_named_by_its_agreement_recites_nothing_but_a_recorded_agreement_does() {
        for text in [
            "NORA T. VALE and OTTO VALE, Co-Trustees of the Vale Family Living Trust under agreement dated March 4, 2001, \
             as Grantors, and PINE GAP MINERALS LLC, as Grantee.",
            "ELI FROST, as trustee under trust agreement dated June 9, 1987, of Sand Creek, Nebraska, grants to ADA FROST.",
            "LUCY HALE, Successor Trustee of the HALE TRUST, under an agreement dated 1/2/1996, conveys to CARL HALE.",
        ] {
            assert!(read(text).is_empty(), "{text}: {:?}", read(text));
        }
        let recited = "subject to the terms of that certain lease, and under an agreement dated May 1, 1970, recorded in Book 4, \
                       Page 9, from Ira Cole to Dan Ruiz. Next";
        assert_eq!(read(recited).len(), 1, "{:?}", read(recited));
        let pooled = "The land is pooled under an agreement dated May 1, 1970 between the owners. Next";
        assert_eq!(read(pooled).len(), 1, "{:?}", read(pooled));
    }

    #[test]
    fn a_recited_lease_is_an_earlier_instrument() {
        let text = "Assignor assigns all of its right, title and interest in and to that certain Oil and Gas Lease dated \
                    March 3, 1978, from Lyle Dorsey, as Lessor, to Plains Exploration Co., as Lessee, recorded in Book 88, \
                    Page 12 of the Oil and Gas Records of Kay County, Oklahoma. Assignee accepts.";
        let recitals = read(text);
        assert_eq!(recitals.len(), 1);
        assert_eq!(recitals[0].0, RecitalKind::EarlierInstrument);
        assert!(recitals[0].1.starts_with("that certain Oil and Gas Lease dated"));
        assert!(recitals[0].1.ends_with("Kay County, Oklahoma."));
    }

    #[test]
    fn that_certain_land_is_a_description_not_a_recital() {
        assert!(read("all that certain tract or parcel of land lying in Ward County.").is_empty());
        assert!(read("that certain lot in the town of Pell City.").is_empty());
    }

    #[test]
    fn a_deed_cited_by_its_date_is_an_earlier_instrument() {
        let text = "the grantor acquired title by warranty deed dated October 9, 1960. Grantor reserves";
        assert_eq!(read(text), vec![(RecitalKind::EarlierInstrument, "by warranty deed dated October 9, 1960.")]);
    }

    #[test]
    fn a_told_conveyance_begins_at_its_clause() {
        let text = "the tract which Ruth Kegley conveyed to the grantor by deed of gift in 1971; and the said grantor";
        let recitals = read(text);
        assert_eq!(recitals.len(), 1);
        assert_eq!(recitals[0].0, RecitalKind::EarlierConveyance);
        assert!(recitals[0].1.starts_with("which Ruth Kegley conveyed"), "{:?}", recitals[0].1);
    }

    #[test]
    fn the_will_behind_a_fiduciary_deed_is_a_recital() {
        let text = "Nell Orr, executrix under the last will and testament of Amos Orr, deceased, late of Tyler County. Grants";
        assert_eq!(read(text), vec![(RecitalKind::Will, "under the last will and testament of Amos Orr, deceased, late of Tyler County.")]);
    }

    #[test]
    fn each_whereas_clause_is_one_recital_up_to_now_therefore() {
        let text = "WHEREAS, Bryce Tolan granted a lease of the land; and WHEREAS, the lease has ended;\nNOW, THEREFORE, \
                    the undersigned releases";
        let recitals = read(text);
        assert_eq!(recitals.len(), 2);
        assert!(recitals.iter().all(|(kind, _)| *kind == RecitalKind::Whereas));
        assert_eq!(recitals[0].1, "WHEREAS, Bryce Tolan granted a lease of the land; ");
        assert!(recitals[1].1.starts_with("WHEREAS, the lease has ended"));
        assert!(!recitals[1].1.contains("THEREFORE"));
    }

    #[test]
    fn a_recorded_earlier_instrument_is_a_recital_but_this_ones_own_recording_is_not() {
        let text = "subject to the mortgage recorded in Mortgage Book 7, page 40. This instrument was filed for record June 3.";
        assert_eq!(read(text), vec![(RecitalKind::EarlierInstrument, "the mortgage recorded in Mortgage Book 7, page 40.")]);
    }

    #[test]
    fn the_instruments_own_premises_and_grant_are_not_recitals() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That TOBIAS KERN, a single man, for Ten Dollars, does hereby grant, sell \
                    and convey unto MARTA KERN the NE/4 of Section 3. WITNESS my hand this 2nd day of May, 1961.";
        assert!(read(text).is_empty());
    }

    #[test]
    fn a_recital_without_a_sentence_end_stops_at_a_blank_line_or_its_reach() {
        let text = "being the same land conveyed to him\n\nGRANTEE ADDRESS";
        assert_eq!(read(text), vec![(RecitalKind::SourceOfTitle, "being the same land conveyed to him")]);
        let long = format!("being the same land {}", "x ".repeat(1000));
        let recital = find_recitals(&long)[0];
        assert_eq!(recital.end - recital.start, RECITAL_MAX_BYTES + "being the same".len());
    }

    #[test]
    fn the_grant_of_this_instrument_is_not_a_told_conveyance_but_a_being_clause_inside_it_is_a_recital() {
        let text = "has granted, sold and conveyed unto ROBERT VAIL, his heirs and assigns, all that tract being the same land \
                    conveyed to Nora Vail by deed of 1940. Next";
        let recitals = read(text);
        assert_eq!(recitals.len(), 1);
        assert_eq!(recitals[0].0, RecitalKind::SourceOfTitle);
        assert!(recitals[0].1.starts_with("being the same land"));
    }

    #[test]
    fn a_recital_ends_where_the_instrument_speaks_for_itself() {
        let release = "The Farmers Bank, holder of the note secured by that certain mortgage from Cy Ames to the Bank dated \
                       May 2, 1961, recorded in Book 80, Page 5, does hereby release said mortgage. Next";
        let recitals = read(release);
        assert_eq!(recitals.len(), 1);
        assert!(recitals[0].1.starts_with("that certain mortgage"));
        assert!(recitals[0].1.ends_with("Page 5, "), "{:?}", recitals[0].1);
        let assignment = "WHEREAS, by lease dated May 1, 1970, recorded in Volume 3, Page 7, Ivy Marsh leased the land; NOW \
                          THEREFORE Assignor does hereby assign the lease.";
        assert!(find_recitals(assignment).iter().all(|r| r.end <= assignment.find("NOW").expect("now")));
        let patent = "WHEREAS, the homestead claim of Ada Pell has been established NOW KNOW YE, That the United States grants";
        assert!(find_recitals(patent).iter().all(|r| r.end <= patent.find("NOW").expect("now")));
    }

    #[test]
    fn overlapping_openings_make_one_recital() {
        let text = "Being the same premises which by deed dated May 1, 1950 were conveyed to Ada Lamb by Ira Lamb by deed of gift. Next";
        assert_eq!(find_recitals(text).len(), 1);
    }

    #[test]
    fn a_recital_ends_where_the_instruments_own_consideration_or_grant_resumes() {
        let text = "That LENA ROE, unmarried, who claims title by an instrument recorded at Volume 31, Page 9, for the consideration \
                    of One Dollar received of Carl Dunn, the Grantee, does hereby grant unto the said Grantee the land.";
        let recitals = read(text);
        assert_eq!(recitals.len(), 1);
        assert_eq!(recitals[0].1.trim_end(), "by an instrument recorded at Volume 31, Page 9,");
        let grant = "subject to the mortgage recorded in Book 7, page 40, and does hereby convey unto Ada Lamb the land.";
        assert_eq!(read(grant)[0].1.trim_end(), "the mortgage recorded in Book 7, page 40, and");
    }

    #[test]
    fn a_patents_whereas_ends_at_now_know_ye() {
        let text = "WHEREAS, the claim of Otto Brandt has been established under the homestead laws;\nNOW KNOW YE, That there is \
                    granted by the UNITED STATES unto the said Otto Brandt the tract.";
        let recitals = read(text);
        assert_eq!(recitals.len(), 1);
        assert!(!recitals[0].1.contains("KNOW YE"), "{:?}", recitals[0].1);
    }
}
