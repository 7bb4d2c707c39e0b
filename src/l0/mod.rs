//! L0: per-document extraction. Rule-based and deterministic: text in, raw values out.
//!
//! Each extraction kind has its own file and its own raw type. The raw types are what the debug
//! `extraction` field shows and what an input document may carry instead of text (CONTRACT §2),
//! so they deserialise as well as serialise, and every field but the values has a default.

pub mod conveyance;
pub mod dates;
pub mod doc_type;
pub mod land;
pub mod parties;

use crate::pipeline::Instrument;
use crate::vocab::{DateKind, DocCategory, EntityType, Estate, InterestBasis, LandSystem, Role};
use serde::{Deserialize, Serialize};

/// Compiles an extractor's pattern case-insensitive, with ASCII word boundaries and classes: a
/// Unicode `\b` makes the fast regex engines give up on text holding any non-ASCII character,
/// which OCR text nearly always does, and Unicode `\w`/`\d` make the automata many times larger.
/// The words read are English.
pub(crate) fn ascii_pattern(pattern: &str) -> regex::Regex {
    regex::RegexBuilder::new(&ascii_source(pattern)).dfa_size_limit(LAZY_DFA_CACHE).build().expect("extractor pattern compiles")
}

/// The source [`ascii_pattern`] compiles, for the engines that take several patterns at once.
pub(crate) fn ascii_source(pattern: &str) -> String {
    let ascii = pattern.replace(r"\b", r"(?-u:\b)").replace(r"\w", "[a-zA-Z0-9_]").replace(r"\W", "[^a-zA-Z0-9_]").replace(r"\d", "[0-9]");
    format!("(?i){}", ascii_spaces(&ascii))
}

/// The most memory a pattern's lazy DFA may fill, per thread. The regex crate's default (2 MB)
/// is too small for the largest joined patterns (the operative words of every category, read
/// through OCR damage): their automaton does not fit, the search falls back to the PikeVM, and
/// the doc type reader costs some seventy times as many instructions a document (measured with
/// callgrind when it happened). The cache grows only as far as a search needs it, so the small
/// patterns cost no more.
pub(crate) const LAZY_DFA_CACHE: usize = 32 << 20;

/// Writes every `\s` of a pattern (inside brackets too) as the ASCII white space class. The
/// normalised text holds no other white space (`markdown::normalize` makes every Unicode space
/// but the line end a plain space), so the pattern matches exactly what it did; but a Unicode
/// `\s` is a dozen automaton states where the ASCII class is one, and the OCR-tolerant keyword
/// patterns hold two of them between every two letters: their automata shrink to a third, and
/// with them the bounded backtracker's work and the visited set it clears for every captures
/// search. `\S` stays as it is (its ASCII form would match bytes of no character).
pub(crate) fn ascii_spaces(pattern: &str) -> String {
    rewrite_escapes(pattern, |escape, in_class| match (escape, in_class) {
        ('s', false) => Some(r"[\t\n\x0B\x0C\r\x20]"),
        ('s', true) => Some(r"\t\n\x0B\x0C\r\x20"),
        _ => None,
    })
}

/// Rewrites a pattern's escapes: `replace(letter, in_class)` gives what stands for `\letter`
/// outside or inside brackets, or `None` to keep it. Brackets are counted, so that a class's
/// escapes are told from the others', and an escaped bracket or backslash is no bracket.
pub(crate) fn rewrite_escapes(pattern: &str, replace: impl Fn(char, bool) -> Option<&'static str>) -> String {
    let mut out = String::with_capacity(pattern.len() + 64);
    let mut class_depth = 0usize;
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(escaped) => match replace(escaped, class_depth > 0) {
                    Some(written) => out.push_str(written),
                    None => {
                        out.push('\\');
                        out.push(escaped);
                    }
                },
                None => out.push('\\'),
            },
            '[' => {
                class_depth += 1;
                out.push(c);
            }
            ']' if class_depth > 0 => {
                class_depth -= 1;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// A regex source that also matches its words as OCR damages them: a word of four letters or
/// more broken by one space ("WIT NESS", "mad e"), and `i`/`l`/`1` and `o`/`0` read for one
/// another ("WlTNESS", "SlGNED"). Only literal letters change: escapes, classes, repetition
/// counts and group flags are copied as they are. The pattern must be case-insensitive, save for
/// groups of capitals (`(?-i:DATED)`), whose letters are read as capitals.
pub(crate) fn ocr_tolerant(pattern: &str) -> String {
    ocr_tolerant_reading(pattern, false)
}

/// [`ocr_tolerant`], reading `e` also as the `c` a faint scan leaves ("hcreinafter cal1ed
/// Lcssee") when `faint_e` is set: the party readers' role words, whose loss loses a party.
pub(crate) fn ocr_tolerant_reading(pattern: &str, faint_e: bool) -> String {
    ocr_tolerant_letters(pattern, faint_e, false)
}

/// [`ocr_tolerant`], reading also the other letters a faint or coarse scan changes: `e` as `c`
/// ("prcsents"), `h` as `b` ("tbat", "Wasbington") and `m` as `rn` ("terrn"). For the
/// operative words of a caption-less instrument, read only where the words as written hold
/// none: each is a long phrase, which the looser letters do not make match other words.
pub(crate) fn ocr_tolerant_faint(pattern: &str) -> String {
    ocr_tolerant_letters(pattern, true, true)
}

fn ocr_tolerant_letters(pattern: &str, faint_e: bool, faint_h_m: bool) -> String {
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = String::with_capacity(pattern.len() * 3);
    let mut index = 0;
    while index < chars.len() {
        let c = chars[index];
        let copy_until = |from: usize, stop: &[char]| {
            let mut end = from;
            while end < chars.len() && !stop.contains(&chars[end]) {
                end += if chars[end] == '\\' { 2 } else { 1 };
            }
            (end + 1).min(chars.len())
        };
        let next = match c {
            // A hex escape ("\xE2", "\x{2019}") is copied whole: its digits are no letters.
            '\\' if chars.get(index + 1) == Some(&'x') && chars.get(index + 2) == Some(&'{') => copy_until(index + 3, &['}']),
            '\\' if chars.get(index + 1) == Some(&'x') => (index + 4).min(chars.len()),
            '\\' => (index + 2).min(chars.len()),
            '[' => copy_until(index + 1, &[']']),
            '{' => copy_until(index + 1, &['}']),
            '(' if chars.get(index + 1) == Some(&'?') => copy_until(index + 2, &[':', ')', '>']),
            c if c.is_ascii_alphabetic() => {
                let end = (index..chars.len()).find(|&at| !chars[at].is_ascii_alphabetic()).unwrap_or(chars.len());
                let breakable = end - index >= 4;
                // A last letter under a quantifier ("leases?") takes its break with it: a bare
                // `\s?` before `s?` would let the word's match swallow the white space after it
                // (a title's line end), which no break inside a word is.
                let quantified_last = matches!(chars.get(end), Some('?' | '*' | '+' | '{'));
                for (position, letter) in chars[index..end].iter().enumerate() {
                    let grouped = breakable && position > 0 && quantified_last && index + position + 1 == end;
                    if grouped {
                        out.push_str(r"(?:\s?");
                    } else if breakable && position > 0 {
                        out.push_str(r"\s?");
                    }
                    // A capital keeps its case in the class, so that a case-sensitive group
                    // inside the pattern ("(?-i:S(?:igned|IGNED))") still reads its capitals.
                    match letter {
                        'i' | 'l' => out.push_str("[il1]"),
                        'I' | 'L' => out.push_str("[IL1]"),
                        'o' => out.push_str("[o0]"),
                        'O' => out.push_str("[O0]"),
                        'e' if faint_e => out.push_str("[ec]"),
                        'E' if faint_e => out.push_str("[EC]"),
                        'h' if faint_h_m => out.push_str("[hb]"),
                        'H' if faint_h_m => out.push_str("[HB]"),
                        'm' if faint_h_m => out.push_str("(?:m|rn)"),
                        'M' if faint_h_m => out.push_str("(?:M|RN)"),
                        _ => out.push(*letter),
                    }
                    if grouped {
                        out.push(')');
                    }
                }
                index = end;
                continue;
            }
            _ => index + 1,
        };
        out.extend(&chars[index..next]);
        index = next;
    }
    out
}

/// [`ocr_tolerant_reading`], where the break inside a word may also be a hyphen that a line end
/// left in a word of capitals ("UNDI-\nVIDED", "GRA-\nNTOR"): the normalisation rejoins only
/// lower-case continuations, since "SMITH-\nJONES" may be a hyphenated name.
pub(crate) fn ocr_tolerant_across_lines(pattern: &str, faint_e: bool) -> String {
    ocr_tolerant_reading(pattern, faint_e).replace(r"\s?", r"(?:\s|-\s*)?")
}

/// A keyword as an `ocr_tolerant` pattern matched it, reduced to one spelling so that code can
/// tell which word it was: lower case, no spaces, `0` as `o`, and `i`/`1` as `l`. Compare it
/// with `ocr_key` of the clean word.
pub(crate) fn ocr_key(word: &str) -> String {
    word.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c.to_ascii_lowercase() {
            '0' => 'o',
            'i' | '1' => 'l',
            other => other,
        })
        .collect()
}

/// Whether an offset lies in the recorder's certificate rather than in a stamp line that the
/// scan set inside the body. "RECEIVED FOR RECORD" overlaid on the premises opens a recording
/// section to the segmentation, but the body goes on after it: a recording section with a body
/// section before it and another after it, and no execution or acknowledgment between, is such
/// a stamp, and its text is still the body's.
pub(crate) fn in_recording_certificate(instrument: &Instrument, offset: usize) -> bool {
    use crate::pipeline::SegmentKind::{Acknowledgment, Execution, Granting, Habendum, Land, Premises, Recording, Reservations};
    let segments = &instrument.segments;
    let Some(index) = segments.iter().position(|s| s.start <= offset && offset < s.end) else { return false };
    if segments[index].kind != Recording {
        return false;
    }
    let body_before = segments[..index].iter().any(|s| matches!(s.kind, Premises | Granting | Land | Reservations | Habendum));
    let signed_before = segments[..index].iter().any(|s| matches!(s.kind, Execution | Acknowledgment));
    let body_after = segments[index + 1..]
        .iter()
        .take_while(|s| !matches!(s.kind, Execution | Acknowledgment))
        .any(|s| matches!(s.kind, Granting | Land | Reservations | Habendum));
    !(body_before && !signed_before && body_after)
}

/// Changes whenever an extractor's output can change for the same text: the L0 cache and the
/// package stamps key on it. build.rs hashes every file extraction is made of (the
/// `EXTRACTION_SOURCES` there: src/l0, src/pipeline, src/vocab.rs and a data/ folder), so no
/// one has to remember to bump it; tests/l0_key.rs fails when L0's output over samples/ changes
/// while it does not.
pub const EXTRACTOR_VERSION: &str = env!("TITLEGRAPH_EXTRACTOR_VERSION");

/// Where a value came from: the rule that produced it and the span of normalised text it read.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Evidence {
    pub rule: String,
    pub text: String,
    pub start: usize,
    pub end: usize,
}

impl Evidence {
    /// Evidence for the span `start..end` of `text`.
    pub fn new(rule: &str, text: &str, start: usize, end: usize) -> Evidence {
        Evidence { rule: rule.to_string(), text: text[start..end].to_string(), start, end }
    }
}

/// One party as the instrument names it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartyMatch {
    /// The name as written, with descriptors ("a single man", "of Reeves County") and capacity
    /// ("Trustee", "Independent Executor") already cut off; suffixes (JR, SR, III) kept.
    pub name: String,
    pub role: Role,
    pub entity_type: EntityType,
    /// Capacity words kept out of the name: "Trustee of the Smith Family Trust".
    #[serde(default)]
    pub capacity: Option<String>,
    /// Other names the instrument gives the party ("formerly MARY SMITH", "a/k/a", "nee
    /// SMITH"): a married name and a maiden name are one person to L2.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    #[serde(default)]
    pub evidence: Evidence,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PartiesExtraction {
    pub parties: Vec<PartyMatch>,
    /// Text that looked like a party but could not be used, and every guess made.
    pub warnings: Vec<String>,
}

/// One date found in the instrument.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DateMatch {
    /// "YYYY-MM-DD"; `None` for an incomplete date ("this ___ day of March, 1952").
    pub date: Option<String>,
    pub kind: DateKind,
    #[serde(default)]
    pub evidence: Evidence,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DatesExtraction {
    pub dates: Vec<DateMatch>,
    pub warnings: Vec<String>,
}

/// One tract as the land description gives it, parsed into parts.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TractMatch {
    pub system: Option<LandSystem>,
    /// County name without the word "County", title case: "Reeves".
    pub county: Option<String>,
    /// Two-letter postal code: "TX".
    pub state: Option<String>,
    pub section: Option<String>,
    /// Number and direction: "5N".
    pub township: Option<String>,
    /// Number and direction: "3W".
    pub range: Option<String>,
    pub meridian: Option<String>,
    /// Canonical aliquot notation, largest part last: "NE/4 SE/4", "S/2".
    pub aliquots: Option<String>,
    /// Government lots of a PLSS section: ["1", "2"].
    pub lots: Vec<String>,
    pub survey: Option<String>,
    #[serde(rename = "abstract")]
    pub abstract_number: Option<String>,
    pub block: Option<String>,
    /// Lot of a platted subdivision.
    pub lot: Option<String>,
    pub subdivision: Option<String>,
    pub acres: Option<f64>,
    /// "less and except" parts, as written.
    pub exceptions: Vec<String>,
    pub evidence: Evidence,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct LandExtraction {
    pub tracts: Vec<TractMatch>,
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocTypeExtraction {
    pub category: DocCategory,
    /// The title as written ("MINERAL DEED", "Oil, Gas and Mineral Lease"), if found.
    #[serde(default)]
    pub label: Option<String>,
    /// 0–1: how strongly the text supports the category.
    #[serde(default)]
    pub confidence: f64,
    #[serde(default)]
    pub evidence: Option<Evidence>,
    #[serde(default)]
    pub warnings: Vec<String>,
}

/// A reservation or exception of an estate out of the grant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reservation {
    pub estate: Estate,
    /// "1/2"; `None` for all of that estate.
    #[serde(default)]
    pub fraction: Option<String>,
    /// Whether `fraction` is of the whole estate or of the grantor's interest; `None` when no
    /// fraction was read.
    #[serde(default)]
    pub fraction_of: Option<InterestBasis>,
    #[serde(default)]
    pub evidence: Evidence,
}

/// What a partition deed sets apart to one co-owner in severalty: the allottee as the instrument
/// names it, and the stretch of text that allots to it (`evidence.start..evidence.end`), in
/// which the land extraction's tracts of that allotment begin.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Allotment {
    pub allottee: String,
    #[serde(default)]
    pub evidence: Evidence,
}

/// An earlier instrument this one cites by its recording: "recorded in Volume 123, Page 45".
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RecordingReference {
    pub volume: Option<String>,
    pub page: Option<String>,
    pub instrument_number: Option<String>,
    pub evidence: Evidence,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ConveyanceExtraction {
    pub conveys_fee: Option<bool>,
    pub estates_conveyed: Vec<Estate>,
    /// Undivided fraction conveyed: "1/2"; `None` for all.
    pub interest: Option<String>,
    /// Whether `interest` is of the whole estate or of the grantor's interest; `None` when no
    /// fraction was read.
    pub interest_of: Option<InterestBasis>,
    /// An heirship or probate that says its heirs take equal shares ("in equal shares", "each
    /// an undivided 1/3"): only then are the heirs' shares known (DOMAIN.md, "Interests").
    pub equal_shares: bool,
    /// A lease's royalty to the lessor: "3/16".
    pub royalty: Option<String>,
    pub reservations: Vec<Reservation>,
    /// A lease's primary term in years.
    pub primary_term_years: Option<u32>,
    /// Earlier instruments cited by recording reference (the lease an assignment assigns).
    pub references: Vec<RecordingReference>,
    /// A partition deed's allotments: which co-owner takes which part in severalty.
    pub allotments: Vec<Allotment>,
    pub evidence: Vec<Evidence>,
    pub warnings: Vec<String>,
}

/// The raw L0 output of one document: the five extractions, keyed as CONTRACT §2 keys them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RawExtraction {
    pub parties: PartiesExtraction,
    pub dates: DatesExtraction,
    pub land: LandExtraction,
    pub doc_type: DocTypeExtraction,
    pub conveyance: ConveyanceExtraction,
}

/// Runs every extractor over several instruments, one extractor at a time over all of them: the
/// hundred-odd patterns' automata then stay in the CPU cache while they are used, which makes a
/// package's L0 markedly faster than running all extractors over each document in turn. The
/// extractions are in the instruments' order and equal `extract` of each.
pub fn extract_all(instruments: &[&Instrument]) -> Vec<RawExtraction> {
    let doc_types: Vec<DocTypeExtraction> = instruments.iter().map(|i| doc_type::extract(i)).collect();
    let parties: Vec<PartiesExtraction> = instruments.iter().zip(&doc_types).map(|(i, d)| parties::extract(i, d.category)).collect();
    let dates: Vec<DatesExtraction> = instruments.iter().map(|i| dates::extract(i)).collect();
    let land: Vec<LandExtraction> = instruments.iter().map(|i| land::extract(i)).collect();
    let conveyance: Vec<ConveyanceExtraction> =
        instruments.iter().zip(&doc_types).map(|(i, d)| conveyance::extract(i, d.category)).collect();
    doc_types
        .into_iter()
        .zip(parties)
        .zip(dates)
        .zip(land)
        .zip(conveyance)
        .map(|((((doc_type, parties), dates), land), conveyance)| RawExtraction { parties, dates, land, conveyance, doc_type })
        .collect()
}

/// Runs every extractor over one instrument.
pub fn extract(instrument: &Instrument) -> RawExtraction {
    let doc_type = doc_type::extract(instrument);
    RawExtraction {
        parties: parties::extract(instrument, doc_type.category),
        dates: dates::extract(instrument),
        land: land::extract(instrument),
        conveyance: conveyance::extract(instrument, doc_type.category),
        doc_type,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_spaces_match_the_white_space_of_normalised_text_as_unicode_spaces_do() {
        assert_eq!(ascii_spaces(r"a\s+b[\s,]\S\\s"), r"a[\t\n\x0B\x0C\r\x20]+b[\t\n\x0B\x0C\r\x20,]\S\\s");
        let text = crate::pipeline::markdown::normalize(
            "THAT JOHN\u{2003}\u{A0}SMITH ,\tgrantor\u{2028}and\u{3000}wife,\nLENA SMITH _ | *hereinafter* called",
        );
        for pattern in [r"\bjohn\s+smith\s*,\s*grantor\s", r"[\s,]+", r"[^\s,]+", r"\s*\n\s*", r"called\s*$"] {
            let unicode = regex::Regex::new(&format!("(?i){pattern}")).expect("compiles");
            let ascii = regex::Regex::new(&format!("(?i){}", ascii_spaces(pattern))).expect("compiles");
            let spans = |re: &regex::Regex| re.find_iter(&text).map(|m| m.range()).collect::<Vec<_>>();
            assert_eq!(spans(&unicode), spans(&ascii), "{pattern}");
        }
    }

    /// A word whose last letter is optional keeps its breaks inside the word: it never takes
    /// the white space after it.
    #[test]
    fn an_optional_last_letter_takes_no_white_space_after_the_word() {
        let leases = regex::Regex::new(&format!("(?i){}", ocr_tolerant(r"oil\s+leases?"))).expect("compiles");
        for (text, matched) in [("OIL LEASE\n(x)", "OIL LEASE"), ("OIL LEASES\n", "OIL LEASES"), ("OIL LEASE S", "OIL LEASE S")] {
            assert_eq!(leases.find(text).map(|m| m.as_str()), Some(matched), "{text}");
        }
    }

    #[test]
    fn extract_all_gives_each_instruments_own_extraction_in_order() {
        let deed = Instrument::from_raw(
            "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS: That ALICE M. HARPER, a widow, has GRANTED, SOLD and CONVEYED \
             unto THOMAS REED the following described land, to-wit: the SW/4 of Section 9, Block 3, Ward County, Texas.\n\
             WITNESS my hand this 2nd day of May, 1961.\n",
        );
        let lease = Instrument::from_raw(
            "OIL AND GAS LEASE\nThis lease made the 14th day of June, 1978, between CARL OWENS, Lessor, and PERMIAN \
             ENERGY COMPANY, Lessee, does hereby grant, demise, lease and let unto Lessee the NE/4 of Section 20.\n",
        );
        let together = extract_all(&[&deed, &lease, &deed]);
        assert_eq!(together, vec![extract(&deed), extract(&lease), extract(&deed)]);
        assert_ne!(together[0], together[1]);
    }
}
