//! extract_dates: every date of the instrument, in text order, with what it is the date of.
//!
//! Dates are found by their form first (day-of phrase, month-day-year, numeric) and then given a
//! kind from the words nearest to them: the governing date is picked later from these kinds
//! (DOMAIN.md "Dates"), so a recital or a death date taken for an execution date would corrupt
//! the chain. OCR damage is expected: months misspelt by one letter, `l`/`I` for `1` and `O` for
//! `0` in years, blank or unreadable handwritten days (reported as incomplete dates).

use super::{DateMatch, DatesExtraction, Evidence, ocr_tolerant};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::DateKind;
use regex::bytes::Regex as BytesRegex;
use regex::{Regex, RegexSet};
use regex_automata::nfa::thompson;
use regex_automata::util::syntax;
use regex_automata::{Input, MatchKind, hybrid, meta};
use std::cell::RefCell;
use std::sync::LazyLock;

/// Written-out years: "nineteen hundred fifty-two", "one thousand nine hundred and fourteen",
/// "two thousand seven". OCR writes "nundred" for "hundred".
const WRITTEN_YEAR: &str = r"(?:(?:one|1)\s+thousand\s+(?:nine|eight)\s+[hn]undred|(?:nineteen|eighteen)\s+[hn]undred|two\s+thousand)(?:\s+(?:[^\sA-Za-z]{1,3}\s+)?and)?(?:[\s-]+(?:(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)(?-u:\b))?|(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)|(?:one|two|three|four|five|six|seven|eight|nine))(?-u:\b))?(?:\s*\(\s*\d{4}\s*\))?";

/// Four-digit years with OCR look-alikes (`l952`, `I952`, `19O2`).
/// OCR may also break the year with a space ("199 9").
const DIGIT_YEAR: &str = r"[12lI](?:[0-9OolI]{3}|[0-9OolI]\s[0-9OolI]{2}|[0-9OolI]{2}\s[0-9OolI])(?-u:\b)";

/// "the 3rd day of March, 1952", "this ___ day of March, A.D. 1952", "the Seventh day of August
/// in the year nineteen hundred and fifty-one", "the    day of       , 19  ". The day and month
/// slots are loose on purpose: handwriting OCRs as anything, and a slot we cannot read still tells
/// that the instrument was dated (an incomplete date).
static DAY_OF: LazyLock<Regex> = LazyLock::new(|| day_of_pattern(Some(&ocr_tolerant(WRITTEN_YEAR))));

/// The day-of pattern without its written years, whose many OCR-tolerant words make the capture
/// engine slow: run on a day-of match that holds no written year, it reads the same groups (see
/// [`day_of_captures`]).
static DAY_OF_DIGIT_YEAR: LazyLock<Regex> = LazyLock::new(|| day_of_pattern(None));

/// The day-of pattern, with `written` as the written-year alternative of its year slot.
fn day_of_pattern(written: Option<&str>) -> Regex {
    let written = written.map_or(String::new(), |pattern| format!("|{pattern}"));
    Regex::new(&ascii_classes(&format!(
        r"(?i)(?-u:\b)(?:the|t\s?h\s?[il1]\s?s)(?:\s+the)?(?P<day>[^\n]{{0,14}}?)\s*day\s*[o0]f(?-u:\b){STAMP_LINE}\s*(?P<month>(?:[^\d]|[01][A-Za-z]|[A-Za-z][01]){{0,16}}?)[\s,.»_-]*{STAMP_LINE}(?:in\s+the\s+year\s+(?:of\s+our\s+lord\s+)?)?(?:A\.?\s*D\.?,?{STAMP_LINE}\s*)?(?P<year>{DIGIT_YEAR}|19[\s.]{{0,2}}\d\d(?-u:\b){written}|19[\s_]*(?:[,.)]|$))"
    )))
    .expect("day-of date pattern compiles")
}

/// A line of stamp or margin text the scan put inside a date ("the 2nd day of June,\n
/// RECEIVED\nA.D. One Thousand…"): tried only when the date does not read without it.
const STAMP_LINE: &str = r"(?:\s*\n[^\n\d]{1,60}\n)??";

/// What every day-of phrase holds ("day of", "DAY 0F"), found with a literal prefilter: the
/// day-of pattern is searched only from shortly before one. `(?i)` of the day-of pattern reads
/// these letters as ASCII only (no other character folds to d, a, y, o or f).
static DAY_OF_ANCHOR: LazyLock<BytesRegex> =
    LazyLock::new(|| BytesRegex::new(r"(?i-u)day[ \t\n\r\x0C]*[o0]f").expect("day-of anchor pattern compiles"));

/// The most characters other than white space a day-of phrase holds before its "day": "this"
/// (4), " the" (3) and the day slot (14).
const DAY_OF_PREFIX_CHARS: usize = 21;

/// The most characters other than white space a month-name or numeric date holds before its
/// year: month-day-year's month (18), ".", day (2), ordinal suffix (2), quote, comma and "A.D.,"
/// (5) make 30; the other forms hold fewer.
const YEAR_PREFIX_CHARS: usize = 30;

/// "March 3, 1952", "Mar. 3rd, 1952", "Auguat 15, 1951", "Apri1 7, 1945" (month checked afterwards).
static MONTH_DAY_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r#"(?-u:\b)(?P<month>[A-Za-z0](?:[A-Za-z]|1[A-Za-z]){{1,8}}(?:1\s)?)\.?\s*(?P<day>{DAY_DIGITS}){ORDINAL_SUFFIX}["']?\s*,?\s*{ANNO_DOMINI}(?P<year>{DIGIT_YEAR})"#
    )))
    .expect("month-day-year pattern compiles")
});

/// "A. D." or "A.D.," before a year in digits ("September 3, A. D. 1931").
const ANNO_DOMINI: &str = r"(?:A\.?\s?D\.?,?\s*)?";

/// "Sep tember 13, 1942", "Sep\ntember 13": a month name OCR broke in two. Kept apart from
/// `MONTH_DAY_YEAR` so that a failed pairing ("and May 5, 1950") never hides the plain date.
static SPLIT_MONTH_DAY_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r#"(?-u:\b)(?P<month>[A-Za-z]{{3}}\s[A-Za-z]{{1,6}})\.?\s*(?P<day>{DAY_DIGITS}){ORDINAL_SUFFIX}["']?\s*,?\s*(?P<year>{DIGIT_YEAR})"#
    )))
    .expect("split month-day-year pattern compiles")
});

/// A day in digits, one of them possibly an OCR letter ("l4", "3O", "1l"); between a month
/// name and a year even a lone "l" is the first ("July l, 1975").
const DAY_DIGITS: &str = r"[0-9lIO]?\d|\d[lIO]|(?-u:\b)[lI]";

/// "st", "nd", "rd", "th", "d" after a day, possibly broken by a space ("13t h").
const ORDINAL_SUFFIX: &str = r"(?:s\s?t|n\s?d|r\s?d|t\s?h|d)?";

/// "3 March 1952", "12th November, 1999".
static DAY_MONTH_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r"(?-u:\b)(?P<day>\d{{1,2}}){ORDINAL_SUFFIX}\s+(?P<month>[A-Za-z]{{3,9}})\.?,?\s+{ANNO_DOMINI}(?P<year>{DIGIT_YEAR})"
    )))
    .expect("day-month-year pattern compiles")
});

/// "3/3/1952", "04 /8 / 2016", "11-16-2025" (US order: month first), "6/25/l999" (OCR).
static NUMERIC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r"(?-u:\b)(?P<month>[0-9lIO]{{1,2}})\s?(?P<sep>[/-])\s?(?P<day>[0-9lIO]{{1,2}})\s?[/-]\s?(?P<year>{DIGIT_YEAR})"
    )))
    .expect("numeric date pattern compiles")
});

/// "1952-03-03".
static ISO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)(?P<year>[0-9]{4})-(?P<month>[0-9]{2})-(?P<day>[0-9]{2})(?-u:\b)").expect("ISO date pattern compiles")
});

/// The date patterns with ASCII `\s` and `\d`: Unicode digit and space classes, repeated in
/// the loose slots of a day-of phrase, make automata too large to search a page quickly, and
/// the dates of these instruments are written in ASCII.
fn ascii_classes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() * 2);
    let mut in_class = false;
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('s') if in_class => out.push_str(r" \t\n\r\x0C"),
                Some('s') => out.push_str(r"[ \t\n\r\x0C]"),
                Some('d') if in_class => out.push_str("0-9"),
                Some('d') => out.push_str("[0-9]"),
                Some(escaped) => {
                    out.push('\\');
                    out.push(escaped);
                }
                None => out.push('\\'),
            },
            '[' if !in_class => {
                in_class = true;
                out.push(c);
            }
            ']' if in_class => {
                in_class = false;
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// Cue words are ASCII, so their patterns run on bytes with ASCII classes and case folding:
/// the OCR-tolerant forms stay small enough to be fast over every date's window.
fn cue_regex(pattern: &str) -> BytesRegex {
    BytesRegex::new(&format!("(?-u){}", ocr_tolerant(pattern))).expect("date cue pattern compiles")
}

/// A date as found, before its kind is known.
struct FoundDate {
    start: usize,
    end: usize,
    /// Where the words that may name the kind end: a day-of phrase's own "this"/"the" belongs
    /// to its cue ("Dated this", "MADE the").
    cue_end: usize,
    form: &'static str,
    /// Year, month, day when every part was read; the reason otherwise.
    value: Result<(i32, u32, u32), String>,
}

/// Words that say what a date is the date of. Nearest to the date wins, except that weak words
/// ("dated", "made") give way to a recital in the same stretch of text.
struct Cue {
    kind: DateKind,
    rule: &'static str,
    pattern: BytesRegex,
    /// The same pattern, for searches that need only where a match ends (no reverse search).
    ends: meta::Regex,
    strength: Strength,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Strength {
    /// Settles the kind on its own.
    Strong,
    /// "dated", "made": execution words that recitals also use.
    Weak,
    /// "witness my hand": the signer may be a party or the notary.
    Hand,
}

/// A verb of signing, sealing or pronouncing an instrument, as the chains of dating clauses
/// use them: "Signed, sealed and delivered", "THUS DONE AND PASSED", "READ, RENDERED AND
/// SIGNED", "Satisfied and released", "AGREED TO AND ACCEPTED".
const SIGNING_VERB: &str = r"(?:read|done|passed|signed|sealed|delivered|executed|rendered|entered|ordered|adjudged|decreed|approved|satisfied|released|accepted|agreed\s+to)";

/// The place a civil-law act or a court order names before its date: "at Ruston, Louisiana,",
/// "in Chambers at Opelousas,", "in the Parish of Caddo".
const SIGNING_PLACE: &str = r"(?:at|in\s+(?:chambers|my\s+office|the\s+(?:city|town|village|parish|county)\s+of))(?-u:\b)[^;\n]{0,80}?";

/// The words that date this instrument's execution.
fn execution_words() -> String {
    let chain = format!(r"{SIGNING_VERB}(?:\s*(?:,|and|,\s*and)\s*{SIGNING_VERB})+");
    let words = [
        r"(?-u:\b)executed(?-u:\b)".to_string(),
        r"(?-u:\b)in\s+witness\s+whereof(?-u:\b)".to_string(),
        // "Signed, sealed and delivered on the", "DONE AND ORDERED in Chambers at Tulsa, this"
        format!(r"(?-u:\b){chain}\s*,?\s+(?:{SIGNING_PLACE}(?:on\s+)?(?:this|the)|(?:on\s+)?this|on\s+the|on)(?-u:\b)"),
        // "Done at Farmerville, on this", "Dated at Denver, Colorado, this"
        format!(r"(?-u:\b)(?:done|passed|signed|executed|rendered|dated)\s*,?\s+{SIGNING_PLACE}(?:on\s+)?(?:this|the)(?-u:\b)"),
        r"(?-u:\b)signed\s+by\s+(?:us|me|them|him|her|it|the\s+(?:undersigned|parties|grantors?|lessors?|assignors?))\s+(?:on|this)(?-u:\b)".to_string(),
        r"(?-u:\b)ordered\s*,?\s+(?:on\s+)?this(?-u:\b)".to_string(),
        // "Date:", "Date of this Deed:" labels of modern forms.
        r"(?m)^\W*date(?:\s+of\s+(?:this\s+)?(?:deed|conveyance|instrument|lease|assignment|agreement|execution))?\s*:".to_string(),
        r"(?-u:\b)entered\s+into(?-u:\b)".to_string(),
        r"(?-u:\b)dated\s+(?:this|the)(?-u:\b)".to_string(),
        r"(?m)^\W*dated\s*(?::|this(?-u:\b))".to_string(),
        r"(?-u:\b)made\s+(?:and\s+entered\s+into\s+)?(?:this|the|on|as\s+of)(?-u:\b)".to_string(),
        r"(?-u:\b)signed\s+(?:this|on|the)(?-u:\b)".to_string(),
        // A line opening on the verb with the date right after it: "SIGNED May 9, 1961",
        // "ENTERED this", "Judgment rendered and signed January 5, 1990".
        r"(?m)^\W*(?:(?:judgment|decree|order)\s+(?:was\s+)?)?(?:read\s*,\s*)?(?:signed|ordered|rendered|entered)(?:\s*(?:,|and|,\s*and)\s*(?:signed|entered|ordered|sealed|rendered))*\s*:?\s*(?:this|on|the)?$".to_string(),
        r"(?-u:\b)lease\s+made(?-u:\b)".to_string(),
        // "Execution Date:" of a modern form; "THUS DONE AND PASSED" of a Louisiana act; "NOW on
        // this 5th day of May" that opens a court's order or decree.
        r"(?m)^\W*execution\s+date\s*:".to_string(),
        r"(?-u:\b)done\s+and\s+(?:passed|signed)(?-u:\b)".to_string(),
        r"(?-u:\b)now\s+on\s+this(?-u:\b)".to_string(),
    ];
    format!("(?i){}", words.join("|"))
}

/// How many cues [`CUES`] lists.
const CUE_COUNT: usize = 13;

static CUES: LazyLock<[Cue; CUE_COUNT]> = LazyLock::new(|| {
    let cue = |kind, rule, pattern: &str, strength| {
        let pattern = cue_regex(pattern);
        let ends = meta::Regex::builder()
            .configure(meta::Config::new().match_kind(MatchKind::LeftmostFirst).utf8_empty(false))
            .syntax(syntax::Config::new().utf8(false))
            .build(pattern.as_str())
            .expect("date cue pattern compiles");
        Cue { kind, rule, pattern, ends, strength }
    };
    use DateKind::*;
    use Strength::*;
    [
        cue(Effective, "effective", r"(?i)(?-u:\b)effective(?-u:\b)", Strong),
        cue(Execution, "execution_words", &execution_words(), Strong),
        cue(Execution, "dated_line", r"(?im)^\W*dated(?-u:\b)", Weak),
        cue(Execution, "dated", r"(?i)(?-u:\b)dated(?-u:\b)|(?-u:\b)made(?-u:\b)", Weak),
        cue(
            Execution,
            "hand",
            r"(?i)(?-u:\b)witness\s+(?:(?:my|his|her|its)\s+(?:hands?|signatures?)|the\s+hands?(?:\s+and\s+seals?)?\s+of)(?-u:\b)|(?-u:\b)given\s+(?:under\s+(?:my|our)\s+hands?|at(?-u:\b)[^;\n]{0,80}?(?:on\s+)?(?:this|the))(?-u:\b)|set\s*(?:my|his|her)\s+hands?(?-u:\b)|(?-u:\b)in\s+testimony\s+whereof(?-u:\b)",
            Hand,
        ),
        cue(
            Execution,
            "parties_hands",
            r"(?i)(?-u:\b)witness\s+(?:our|their)\s+(?:hands?|signatures?)(?-u:\b)|set\s*(?:our|their)\s+hands?(?-u:\b)",
            Strong,
        ),
        cue(
            Acknowledgment,
            "acknowledgment_words",
            r"(?i)(?-u:\b)acknowledged(?-u:\b)|(?-u:\b)before\s+me(?-u:\b)|(?-u:\b)sworn(?-u:\b)|(?-u:\b)subscribed(?-u:\b)|(?-u:\b)[BR]e\s+it\s+remembered(?-u:\b)|(?-u:\b)personally\s+(?:came|appeared)(?-u:\b)|(?-u:\b)notary(?-u:\b)",
            Strong,
        ),
        cue(Acknowledgment, "officer_certificate", r"(?i)(?-u:\b)certified\s+under\s+my\s+hand(?-u:\b)", Strong),
        cue(
            Recording,
            "recording_stamp",
            r"(?im)(?-u:\b)(?:filed|received|entered|left)\s+(?:in\s+(?:my|this|the)\s+office\s+)?for\s+record(?-u:\b)|(?-u:\b)filed\s+and\s+recorded(?-u:\b)|^\W*(?:filed|recorded|received)(?-u:\b)|(?-u:\b)recorded\s+(?:on|this|at)(?-u:\b)|(?-u:\b)date\s+of\s+acceptance(?-u:\b)",
            Strong,
        ),
        cue(
            Recital,
            "recital",
            r"(?i)(?-u:\b)that\s+certain(?-u:\b)|(?-u:\b)by\s+(?:deed|instrument|conveyance|assignment|lease|patent)(?-u:\b)|(?-u:\b)(?:deed|lease|assignment|conveyance|instrument|mortgage|patent|agreement|runsheet|opinion|certificate|trust|will)s?(?-u:\b)[^.;\n]{0,60}(?-u:\b)(?:dated|of\s+date)(?-u:\b)|(?-u:\b)(?:in|by|under|from|of|certain|said|such|same|prior|an?)\s+(?:[\w&.-]+\s+){0,4}?(?:deed|lease|assignment|conveyance|instrument|mortgage|patent|agreement|trust|will)s?,?\s+(?:dated|of\s+date)(?:\s+(?:effective\s+)?(?:as\s+of\s+)?(?:this|the|on))?(?-u:\b)|(?-u:\b)(?:trust|u/?t/?a|u/?a)\s+dated\s+(?:this|the|on)(?-u:\b)|(?-u:\b)bearing\s+date(?-u:\b)|(?-u:\b)recorded\s+in(?-u:\b)|(?-u:\b)of\s+record\s+in(?-u:\b)|(?-u:\b)prepared\s+by(?-u:\b)",
            Strong,
        ),
        cue(
            Event,
            "life_event",
            r"(?i)(?-u:\b)(?:died|departed\s+this\s+life|deceased\s+on|death|married|born|birth|intestate|testate)(?-u:\b)",
            Strong,
        ),
        cue(Commission, "commission", r"(?i)(?-u:\b)comm(?:\.|ission)|expires?\W*$|(?-u:\b)expiration(?-u:\b)", Strong),
        cue(
            Other,
            "not_of_this_instrument",
            r"(?i)(?-u:\b)act\s+of(?-u:\b)|(?-u:\b)enacted(?-u:\b)|(?-u:\b)approved(?-u:\b)|(?-u:\b)P\.\s?L\.|(?-u:\b)on\s+or\s+before(?-u:\b)|(?-u:\b)until(?-u:\b)|(?-u:\b)surveyed(?-u:\b)|(?-u:\b)drawing\s+date(?-u:\b)|(?-u:\b)admitted\s+to\s+probate(?-u:\b)|(?-u:\b)appointed(?-u:\b)|(?-u:\b)transferred(?-u:\b)",
            Strong,
        ),
    ]
});

/// Lazy-DFA cache of [`CUE_ENDS`]: the OCR-tolerant cues together need more than the regex
/// crate's default 2 MiB, and a cache rebuilt at every window costs more than the pass saves.
const CUE_ENDS_CACHE_BYTES: usize = 16 << 20;

/// Right after a date: "…, 1920, recorded in Volume 12" makes it a recital; "…, before me"
/// an acknowledgment ("On March 3, 1952, before me, …"), but not across a sentence's end: the
/// certificate that opens "Before me" after "Witness our hands this 3rd day of May, 1949." is
/// another clause.
static RECITAL_AFTER: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)^[\s,.;]{0,4}(?:and\s+)?(?:(?:duly\s+)?recorded|of\s+record|filed\s+for\s+record\s+in)(?-u:\b)|^[^.;\n]{0,30}(?-u:\b)(?:volume|vol\.|book|page)\s+\d",
    )
});
static ACKNOWLEDGMENT_AFTER: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)^[\s,_]{0,6}(?:personally\s+)?(?:before\s+me|appeared\s+before)(?-u:\b)"));
/// "THIS DEED dated", "This Lease, dated", "(this "Assignment"), dated": the instrument's own
/// dating clause, which the recital cue's "deed … dated" would otherwise take for an earlier deed.
static OWN_DATING: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r#"(?i)(?-u:\b)this\s*(?:["'(]|\xE2\x80[\x9C\x9D])*\s*(?:deed|lease|assignment|conveyance|instrument|mortgage|agreement|indenture|release|ratification|affidavit|patent|grant)(?:["')]|\xE2\x80[\x9C\x9D])*\s*,?\s*(?:is\s+|being\s+)?(?:dated|of\s+date)(?-u:\b)"#,
    )
});
/// "On this 12th day of May, 1937, <the signers> … known to me … appeared before me": a
/// certificate that opens on its date and names the officer's words only after it.
static OPENS_ON_DATE: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)(?:^|[\n.:;])[^a-zA-Z0-9\n]{0,8}on(?:\s+(?:this|the))*\s*\z"));
static CERTIFICATE_WORDS_AFTER: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)(?:before\s+me|personally\s+(?:came|appeared)|known\s+to\s+me|acknowledged|appeared\s+(?:in\s+person|personally))(?-u:\b)",
    )
});
/// How far after a date opening a certificate its officer's words may stand.
const CERTIFICATE_REACH: usize = 300;
/// Words that show a "witness my hand" belongs to a notary's certificate.
static ACKNOWLEDGMENT_CONTEXT: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)acknowledged\s+(?:to\s+me|before\s+me|that|the\s+(?:same|signing|execution))(?-u:\b)|(?-u:\b)before\s+me(?-u:\b)|(?-u:\b)personally\s+(?:came|appeared)(?-u:\b)|(?-u:\b)notary(?-u:\b)|(?-u:\b)sworn\s+(?:to|and)(?-u:\b)|(?-u:\b)subscribed\s+and\s+sworn(?-u:\b)",
    )
});
/// A seal only an officer has: "seal of office", "official seal", "notarial seal".
static OFFICIAL_SEAL: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:seal\s+of\s+office|(?:official|notarial)\s+seal)(?-u:\b)"));
/// Words that show a "witness my hand" belongs to the recorder's certificate.
static RECORDING_CONTEXT: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)(?:clerk|recorder|register)(?-u:\b)[^.;]{0,80}?(?:do\s+)?hereby\s+certify(?-u:\b)|(?-u:\b)certify\s+that\s+(?:the\s+)?(?:foregoing|within|this|annexed)\s+(?:instrument|deed|lease|conveyance)[^.;]{0,60}?(?:filed|recorded)(?-u:\b)|(?-u:\b)(?:filed|received|left)\s+(?:[a-z]+\s+){0,3}?for\s+record\s+(?:on|this|at|the|and\s+recorded)(?-u:\b)",
    )
});
/// A date standing alone on its line near the top: the date line of a letter or an opinion.
static DATE_LINE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\W*$").expect("date line pattern compiles"));

/// How far before a date its cue may stand.
const CUE_REACH: usize = 200;
/// How far after a date a recital or acknowledgment tail may stand.
const TAIL_REACH: usize = 80;
/// How far back a notary's certificate words make a "witness my hand" the notary's.
const HAND_CONTEXT_REACH: usize = 400;

pub fn extract(instrument: &Instrument) -> DatesExtraction {
    let text = instrument.text.as_str();
    let mut extraction = DatesExtraction::default();
    let found = find_dates(text);
    for (index, date) in found.iter().enumerate() {
        let previous_end = if index == 0 { 0 } else { found[index - 1].end };
        let next_start = found.get(index + 1).map_or(text.len(), |next| next.start);
        let (kind, cue_rule) = classify(instrument, date, previous_end, next_start);
        let value = match &date.value {
            Ok((year, month, day)) => Some(format!("{year:04}-{month:02}-{day:02}")),
            Err(reason) => {
                extraction.warnings.push(format!("incomplete or unreadable date ({reason}): {:?}", &text[date.start..date.end]));
                None
            }
        };
        let rule = format!("{}+{}", date.form, cue_rule);
        extraction.dates.push(DateMatch { date: value, kind, evidence: Evidence::new(&rule, text, date.start, date.end) });
    }
    extraction
}

/// Every date-shaped span, in text order, without overlaps (the earliest, then longest, wins).
fn find_dates(text: &str) -> Vec<FoundDate> {
    let day_of_anchors: Vec<(usize, usize)> = DAY_OF_ANCHOR.find_iter(text.as_bytes()).map(|found| (found.start(), found.end())).collect();
    let mut found = day_of_dates(text, |position| {
        search_start(text, &day_of_anchors, position, DAY_OF_PREFIX_CHARS).and_then(|start| day_of_captures(text, start))
    });
    let years = year_candidates(text);
    for (form_index, (pattern, form)) in
        [(&*MONTH_DAY_YEAR, "month_day_year"), (&*SPLIT_MONTH_DAY_YEAR, "split_month_day_year"), (&*DAY_MONTH_YEAR, "day_month_year")]
            .into_iter()
            .enumerate()
    {
        found.extend(captures_before_years(pattern, form_index, text, &years).filter_map(|caps| form_date(&caps, form, true)));
    }
    let numeric = captures_before_years(&NUMERIC, NUMERIC_FORM, text, &years);
    found.extend(numeric.filter_map(|caps| form_date(&caps, "numeric", false)));
    found.extend(ISO.captures_iter(text).filter_map(|caps| form_date(&caps, "iso", false)));
    without_overlaps(found)
}

/// The "day of" dates, in text order; `next_captures` gives the first day-of match at or after a
/// position (the prefiltered search, or in the tests the whole-text one it must equal).
fn day_of_dates<'t>(text: &'t str, mut next_captures: impl FnMut(usize) -> Option<regex::Captures<'t>>) -> Vec<FoundDate> {
    let mut found = Vec::new();
    let mut position = 0;
    while let Some(caps) = next_captures(position) {
        let (Some(whole), Some(day), Some(month), Some(year)) = (caps.get(0), caps.name("day"), caps.name("month"), caps.name("year"))
        else {
            break;
        };
        if !plausible_day_slot(day.as_str()) {
            // "their hands this day of": the phrase starts at a later "this"; look again from
            // the next character.
            position = whole.start() + text[whole.start()..].chars().next().map_or(1, char::len_utf8);
            continue;
        }
        position = whole.end();
        let Some(value) = read_day_of(day.as_str(), month.as_str(), year.as_str()) else {
            continue;
        };
        found.push(FoundDate { start: whole.start(), end: whole.end(), cue_end: day.start(), form: "day_of", value });
    }
    found
}

/// One match of a month-name form (`month_name`) or of a numeric form, read as a date.
fn form_date(caps: &regex::Captures<'_>, form: &'static str, month_name: bool) -> Option<FoundDate> {
    let (whole, day, month, year) = (caps.get(0)?, caps.name("day")?, caps.name("month")?, caps.name("year")?);
    let month = if month_name { month_number(month.as_str(), false) } else { digits_value(month.as_str()) }?;
    let (day, year) = (digits_value(day.as_str())?, digit_year(year.as_str())?);
    Some(FoundDate { start: whole.start(), end: whole.end(), cue_end: whole.start(), form, value: checked(year, month, day) })
}

/// The dates sorted by start, the longest first at a start, each kept unless it overlaps one kept.
fn without_overlaps(mut found: Vec<FoundDate>) -> Vec<FoundDate> {
    found.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
    let mut kept: Vec<FoundDate> = Vec::with_capacity(found.len());
    for date in found {
        if kept.last().is_none_or(|last| date.start >= last.end) {
            kept.push(date);
        }
    }
    kept
}

/// `DAY_OF.captures_at(text, start)`, with the captures read by [`DAY_OF_DIGIT_YEAR`] when the
/// match holds no [`WRITTEN_YEAR_MARK`]. Exact: the match the whole pattern prefers is then one
/// the smaller pattern can make, and no reading the smaller one can make is preferred to it.
/// (A test per match, not per text: "One Hundred Dollars" puts the mark in most texts.)
fn day_of_captures(text: &str, start: usize) -> Option<regex::Captures<'_>> {
    let found = DAY_OF.find_at(text, start)?;
    let pattern = if may_hold_written_year(found.as_str()) { &*DAY_OF } else { &*DAY_OF_DIGIT_YEAR };
    pattern.captures_at(text, found.start())
}

/// What every written year holds: "thousand" or "hundred" (as "undred"), in any case, with
/// OCR's `0` for `o` and spaces inside; with this many spaces allowed, more than the pattern
/// allows.
static WRITTEN_YEAR_MARK: LazyLock<BytesRegex> = LazyLock::new(|| {
    BytesRegex::new(r"(?i-u)t\s*h\s*[o0]\s*u\s*s\s*a\s*n\s*d|u\s*n\s*d\s*r\s*e\s*d").expect("written-year mark pattern compiles")
});

/// Whether `text` may hold a written year. The day-of pattern's `(?i)` folds only ASCII letters
/// and `ſ` (LONG S, which NFKC text never holds) to the letters of the mark.
fn may_hold_written_year(text: &str) -> bool {
    WRITTEN_YEAR_MARK.is_match(text.as_bytes()) || text.contains('ſ')
}

/// The matches `pattern.captures_iter(text)` gives, for the year form `form` of
/// [`YEAR_FORMS`]: every match ends in its year (a [`DIGIT_YEAR`], one of `years`) with at most
/// [`YEAR_PREFIX_CHARS`] characters other than white space before it. The whole-text search is
/// run only from where a year that can end a match allows the match to begin; whether a year
/// can is tried on the stretch of text just before it, so the text between dates is scanned by
/// no pattern.
///
/// Exact: a search from `from` finds the match with the leftmost start and the pattern's
/// preferred reading from there. A year whose stretch holds no match ends no match starting at
/// `from` or later; a match that starts before the lowest start of the first year whose stretch
/// holds one would end at an earlier year, whose stretch would then hold it.
fn captures_before_years<'t>(
    pattern: &'t Regex,
    form: usize,
    text: &'t str,
    years: &'t [YearCandidate],
) -> impl Iterator<Item = regex::Captures<'t>> + 't {
    let mut position = 0;
    let mut candidates = years.iter().filter(move |year| year.forms & (1 << form) != 0);
    std::iter::from_fn(move || {
        for year in candidates.by_ref() {
            if year.start < position {
                continue;
            }
            let lowest = year.lowest.max(position);
            // The year's closing `\b` holds at its end in the whole text and at the end of the
            // slice alike, so the slice admits the same matches ending there.
            if lowest > year.lowest && !pattern.is_match_at(&text[..year.end], lowest) {
                continue;
            }
            let caps = pattern.captures_at(text, lowest)?;
            // No pattern here matches the empty string, so the next search starts at the end.
            position = caps.get(0).map_or(text.len(), |whole| whole.end());
            return Some(caps);
        }
        None
    })
}

/// The year forms in the order of [`YEAR_FORMS`]: the three month-name forms, then this one.
const NUMERIC_FORM: usize = 3;

/// The date forms that end in a [`DIGIT_YEAR`], tried together on the stretch before each year.
static YEAR_FORMS: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSet::new([&*MONTH_DAY_YEAR, &*SPLIT_MONTH_DAY_YEAR, &*DAY_MONTH_YEAR, &*NUMERIC].map(|pattern| pattern.as_str()))
        .expect("year date forms compile as a set")
});

/// A place a [`DIGIT_YEAR`] matches, with the earliest start of a date ending in it and the
/// forms (bits by [`YEAR_FORMS`] index) that have a match in that stretch.
struct YearCandidate {
    lowest: usize,
    start: usize,
    end: usize,
    forms: u8,
}

/// The [`DIGIT_YEAR`]s of the text that some year form can end in.
fn year_candidates(text: &str) -> Vec<YearCandidate> {
    year_occurrences(text)
        .into_iter()
        .filter_map(|(start, end)| {
            let lowest = lowest_start(text, start, 0, YEAR_PREFIX_CHARS);
            let forms = YEAR_FORMS.matches_at(&text[..end], lowest).iter().fold(0u8, |forms, form| forms | 1 << form);
            (forms != 0).then_some(YearCandidate { lowest, start, end, forms })
        })
        .collect()
}

/// Every place a [`DIGIT_YEAR`] matches, overlapping ones included, in text order, as the
/// pattern reads it: a first character `1`, `2`, `l` or `I`, three more of digits and their OCR
/// look-alikes with at most one ASCII space inside ("l9 52", "195 2"), then an ASCII word
/// boundary. One start has at most one end: the three readings differ in their third or fourth
/// character. A hand-written scan, because the pattern's first character (`l`) is too common for
/// any prefilter.
fn year_occurrences(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let class = |at: usize| bytes.get(at).map_or(0, |b| YEAR_BYTE_CLASSES[usize::from(*b)]);
    let digit = |at: usize| class(at) & YEAR_DIGIT != 0;
    let space = |at: usize| class(at) & YEAR_SPACE != 0;
    let mut years = Vec::new();
    for (start, first) in bytes.iter().enumerate() {
        if YEAR_BYTE_CLASSES[usize::from(*first)] & YEAR_FIRST == 0 || !digit(start + 1) {
            continue;
        }
        let end = if digit(start + 2) && digit(start + 3) {
            start + 4
        } else if ((space(start + 2) && digit(start + 3)) || (digit(start + 2) && space(start + 3))) && digit(start + 4) {
            start + 5
        } else {
            continue;
        };
        if class(end) & YEAR_WORD == 0 {
            years.push((start, end));
        }
    }
    years
}

const YEAR_FIRST: u8 = 1;
const YEAR_DIGIT: u8 = 2;
const YEAR_SPACE: u8 = 4;
const YEAR_WORD: u8 = 8;
/// Byte classes of [`year_occurrences`], one table look-up per byte: a year's first character,
/// a digit or look-alike, ASCII white space, an ASCII word character.
static YEAR_BYTE_CLASSES: [u8; 256] = {
    let mut classes = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        let mut class = 0;
        if matches!(b, b'1' | b'2' | b'l' | b'I') {
            class |= YEAR_FIRST;
        }
        if matches!(b, b'0'..=b'9' | b'O' | b'o' | b'l' | b'I') {
            class |= YEAR_DIGIT;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0C') {
            class |= YEAR_SPACE;
        }
        if b.is_ascii_alphanumeric() || b == b'_' {
            class |= YEAR_WORD;
        }
        classes[byte] = class;
        byte += 1;
    }
    classes
};

/// Where the search for the next match at or after `from` may start: a pattern whose every
/// match holds one of `anchors` (the non-overlapping matches of a simpler pattern, in text
/// order) with at most `prefix_chars` characters other than ASCII white space before it cannot
/// match before this point, so a search from here finds what a search from `from` finds.
/// `None` when no anchor is left: no match either.
///
/// The first listed anchor ending after `from` starts at or before any anchor occurrence at or
/// after `from` (one the list lacks lies inside a listed one), and walking back from an earlier
/// point never ends later.
fn search_start(text: &str, anchors: &[(usize, usize)], from: usize, prefix_chars: usize) -> Option<usize> {
    let next = anchors.partition_point(|(_, end)| *end <= from);
    let (anchor_start, _) = *anchors.get(next)?;
    Some(lowest_start(text, anchor_start, from, prefix_chars))
}

/// The earliest a match can start that holds at most `prefix_chars` characters other than ASCII
/// white space before `anchor_start`, and starts at `from` or later.
fn lowest_start(text: &str, anchor_start: usize, from: usize, prefix_chars: usize) -> usize {
    let bytes = text.as_bytes();
    let mut at = anchor_start;
    let mut left = prefix_chars;
    while at > from {
        if matches!(bytes[at - 1], b' ' | b'\t' | b'\n' | b'\r' | b'\x0C') {
            at -= 1;
        } else if left > 0 {
            left -= 1;
            at = text.floor_char_boundary(at - 1);
        } else {
            break;
        }
    }
    at.max(from)
}

/// A day slot glued to its "the"/"this" must be an ordinal word ("thisfourteenth"), and a slot
/// holding another "the"/"this" means the phrase begins later.
fn plausible_day_slot(slot: &str) -> bool {
    if slot.chars().next().is_some_and(|c| c.is_alphabetic()) {
        let glued: String = slot.chars().take_while(|c| c.is_ascii_alphabetic() || *c == '-').collect();
        if ordinal_word_value(&glued).is_none() {
            return false;
        }
    }
    !slot.split_whitespace().any(|word| word.eq_ignore_ascii_case("this") || word.eq_ignore_ascii_case("the"))
}

/// Reads the three slots of a day-of phrase. `None` when the phrase is no date at all (a month
/// slot holding ordinary words, as in "the first day of each month in 1952"); an error value for
/// a dated but unreadable or blank slot.
fn read_day_of(day: &str, month: &str, year: &str) -> Option<Result<(i32, u32, u32), String>> {
    let month_slot = month.trim_matches(|c: char| !c.is_alphanumeric());
    let month_value = if month_slot.is_empty() {
        None
    } else {
        // A stamp line the scan put before the month leaves the month on the slot's last line.
        let number = month_number(month_slot, true).or_else(|| {
            let (_, last_line) = month_slot.rsplit_once('\n')?;
            month_number(last_line, true)
        });
        // A month slot of several real words is running text, not a damaged month.
        if number.is_none() && month_slot.split_whitespace().count() > 2 {
            return None;
        }
        number
    };
    let year_value = read_year(year);
    let day_value = read_day(day);
    Some(match (year_value, month_value, day_value) {
        (Some(year), Some(month), Some(day)) => checked(year, month, day),
        (None, _, _) => Err("year not readable".to_string()),
        (_, None, _) => Err("month not readable".to_string()),
        (_, _, None) => Err("day not readable".to_string()),
    })
}

/// A day slot: "3rd", "3d", "29\"", "Seventh", "twenty-first"; OCR junk after the digits of a
/// handwritten day ("20 __A") is tolerated, junk without digits is not a day.
fn read_day(slot: &str) -> Option<u32> {
    let slot = slot.trim();
    let run: String = slot.chars().take_while(|c| c.is_ascii_digit() || matches!(c, 'l' | 'I' | 'O' | 'o')).collect();
    if run.chars().any(|c| c.is_ascii_digit()) {
        // "l4th", "2Oth": OCR letters for digits, read only beside a real digit.
        let rest = &slot[run.len()..];
        let digits: String = run
            .chars()
            .map(|c| match c {
                'l' | 'I' => '1',
                'O' | 'o' => '0',
                c => c,
            })
            .collect();
        if rest.chars().any(|c| c.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        return digits.parse().ok();
    }
    ordinal_word_value(slot)
}

fn ordinal_word_value(slot: &str) -> Option<u32> {
    const UNITS: [&str; 9] = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
    const TEENS: [&str; 10] =
        ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"];
    let lower = slot.to_ascii_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).collect();
    let position = |list: &[&str], word: &str| list.iter().position(|w| *w == word).map(|i| i as u32);
    match words.as_slice() {
        [word] => position(&UNITS, word).map(|i| i + 1).or_else(|| position(&TEENS, word).map(|i| i + 10)).or(match *word {
            "twentieth" => Some(20),
            "thirtieth" => Some(30),
            _ => None,
        }),
        [tens, unit] => {
            let tens = match *tens {
                "twenty" => 20,
                "thirty" => 30,
                _ => return None,
            };
            position(&UNITS, unit).map(|i| tens + i + 1)
        }
        _ => None,
    }
}

/// A year slot of a day-of phrase: digits (with OCR look-alikes), "19. 74", or words; a bare
/// "19" is a blank year.
fn read_year(slot: &str) -> Option<i32> {
    let compact: String = slot.chars().filter(|c| !c.is_whitespace() && *c != '.').collect();
    // "0ne Thousand…" opens with an OCR digit but is a written year.
    digit_year(compact.trim_end_matches([',', ')', '_'])).or_else(|| written_year_value(slot))
}

/// Four year digits, reading `l`/`I` as 1 and `O`/`o` as 0; plausible years only.
fn digit_year(slot: &str) -> Option<i32> {
    let repaired: String = slot
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'l' | 'I' => '1',
            'O' | 'o' => '0',
            c => c,
        })
        .collect();
    if repaired.chars().count() != 4 {
        return None;
    }
    repaired.parse().ok().filter(|year| (1700..=2100).contains(year))
}

fn digits_value(slot: &str) -> Option<u32> {
    let repaired: String = slot
        .chars()
        .map(|c| match c {
            'l' | 'I' => '1',
            'O' => '0',
            c => c,
        })
        .collect();
    repaired.parse().ok()
}

fn written_year_value(slot: &str) -> Option<i32> {
    // "0ne", "e1even": a 0 or 1 touching a letter is an OCR letter; "(1950)" stays digits.
    let chars: Vec<char> = slot.chars().map(|c| c.to_ascii_lowercase()).collect();
    let beside_letter =
        |at: usize| (at > 0 && chars[at - 1].is_ascii_alphabetic()) || chars.get(at + 1).is_some_and(char::is_ascii_alphabetic);
    let lower: String = chars
        .iter()
        .enumerate()
        .map(|(at, &c)| match c {
            '1' if beside_letter(at) => 'l',
            '0' if beside_letter(at) => 'o',
            c => c,
        })
        .collect();
    let fragments: Vec<&str> = lower.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).collect();
    let joined = join_broken_number_words(&fragments);
    let words: Vec<&str> = joined.iter().map(String::as_str).filter(|w| *w != "and").collect();
    let (century, rest) = match words.as_slice() {
        ["one", "thousand", "nine", _, rest @ ..] | ["nineteen", _, rest @ ..] => (1900, rest),
        ["one", "thousand", "eight", _, rest @ ..] | ["eighteen", _, rest @ ..] => (1800, rest),
        ["two", "thousand", rest @ ..] => (2000, rest),
        _ => return None,
    };
    Some(century + number_words_value(rest)?)
}

/// Rejoins number words OCR broke with a space ("tho usand", "for ty"): a fragment that is no
/// number word joins the next one when together they make one.
fn join_broken_number_words(fragments: &[&str]) -> Vec<String> {
    const WORDS: [&str; 33] = [
        "and",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "thirty",
        "forty",
        "fourty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "nundred",
        "thousand",
        "zero",
    ];
    let mut words = Vec::with_capacity(fragments.len());
    let mut index = 0;
    while index < fragments.len() {
        let fragment = fragments[index];
        if !WORDS.contains(&fragment)
            && let Some(next) = fragments.get(index + 1)
        {
            let joined = format!("{fragment}{next}");
            if WORDS.contains(&joined.as_str()) {
                words.push(joined);
                index += 2;
                continue;
            }
        }
        words.push(fragment.to_string());
        index += 1;
    }
    words
}

/// "fifty-two" as 52; an empty list is 0 ("nineteen hundred").
pub(super) fn number_words_value(words: &[&str]) -> Option<i32> {
    const SMALL: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 8] = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
    let small = |word: &str| SMALL.iter().position(|w| *w == word).map(|i| i as i32);
    let tens = |word: &str| {
        if word == "fourty" {
            return Some(40);
        }
        TENS.iter().position(|w| *w == word).map(|i| 20 + 10 * i as i32)
    };
    match words {
        [] => Some(0),
        // "twentyeight": a compound whose hyphen went with a rejoined line end.
        [word] => small(word).or_else(|| tens(word)).or_else(|| {
            let ten = TENS.iter().find(|ten| word.starts_with(**ten))?;
            Some(tens(ten)? + small(&word[ten.len()..]).filter(|u| (1..10).contains(u))?)
        }),
        [ten, unit] => Some(tens(ten)? + small(unit).filter(|u| (1..10).contains(u))?),
        _ => None,
    }
}

/// Month names and their usual abbreviations; `lenient` also takes words one OCR slip away from
/// a month name ("Septembe", "Deember", "dune"), for slots where the phrase already says a month
/// stands there.
fn month_number(word: &str, lenient: bool) -> Option<u32> {
    const NAMES: [&str; 12] =
        ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
    let lower: String = word
        .chars()
        .filter(|c| c.is_alphanumeric())
        .map(|c| match c.to_ascii_lowercase() {
            '0' => 'o',
            '1' => 'l',
            c => c,
        })
        .collect();
    if let Some(index) = NAMES.iter().position(|name| *name == lower) {
        return Some(index as u32 + 1);
    }
    let abbreviation = match lower.as_str() {
        // "Jany.", "Feby.", "Augt.": the clerk's abbreviations of older instruments.
        "jan" | "jany" => Some(1),
        "feb" | "feby" => Some(2),
        "mar" => Some(3),
        "apr" => Some(4),
        "jun" => Some(6),
        "jul" => Some(7),
        "aug" | "augt" => Some(8),
        "sep" | "sept" | "septr" => Some(9),
        "oct" | "octr" => Some(10),
        "nov" | "novr" => Some(11),
        "dec" | "decr" => Some(12),
        _ => None,
    };
    if abbreviation.is_some() {
        return abbreviation;
    }
    let length = lower.chars().count();
    let allowed = match length {
        0..=3 => return None,
        4 if lenient => 1,
        4 => return None,
        5 | 6 => 1,
        _ if lenient => 2,
        _ => 1,
    };
    let mut best: Option<(usize, u32)> = None;
    let mut tie = false;
    for (index, name) in NAMES.iter().enumerate() {
        let distance = strsim::levenshtein(&lower, name);
        if distance > allowed {
            continue;
        }
        match best {
            Some((best_distance, _)) if distance > best_distance => {}
            Some((best_distance, _)) if distance == best_distance => tie = true,
            _ => {
                best = Some((distance, index as u32 + 1));
                tie = false;
            }
        }
    }
    if tie { None } else { best.map(|(_, month)| month) }
}

/// Checks the calendar: an impossible date (February 30) is unreadable, not a date.
fn checked(year: i32, month: u32, day: u32) -> Result<(i32, u32, u32), String> {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(format!("no month {month}")),
    };
    if day == 0 || day > days {
        return Err(format!("impossible date {year:04}-{month:02}-{day:02}"));
    }
    Ok((year, month, day))
}

/// The kind of a date and the rule that decided it. The cue window runs back from the date to
/// the end of the previous date, so one date's words never classify the next.
fn classify(instrument: &Instrument, date: &FoundDate, previous_end: usize, next_start: usize) -> (DateKind, &'static str) {
    let text = instrument.text.as_str();
    let window_start = text.floor_char_boundary(date.start.saturating_sub(CUE_REACH).max(previous_end));
    let before = &text[window_start..date.cue_end];
    let tail_end = text.floor_char_boundary((date.end + TAIL_REACH).min(next_start.max(date.end)));
    let after = &text[date.end..tail_end];

    if in_table_cell(text, date) {
        return (DateKind::Recital, "table_cell");
    }
    if in_recited_instrument_box(text, date) {
        return (DateKind::Recital, "recited_instrument_box");
    }
    if ACKNOWLEDGMENT_AFTER.is_match(after.as_bytes()) {
        return (DateKind::Acknowledgment, "before_me_after");
    }
    if opens_certificate(text, date, window_start, next_start) {
        return (DateKind::Acknowledgment, "certificate_opening");
    }
    let CueReading { nearest, recital_before, own_dating } = read_cues(before.as_bytes());
    let recital_after = RECITAL_AFTER.is_match(after.as_bytes());
    let section = instrument.kind_at(date.start);

    if let Some(nearest) = nearest {
        let cue = nearest.cue;
        if cue.kind == DateKind::Execution && own_dating.iter().any(|own| own.contains(&nearest.end)) {
            return (DateKind::Execution, "own_dating");
        }
        let yields_to_recital = cue.strength == Strength::Weak || matches!(cue.kind, DateKind::Effective | DateKind::Other);
        if yields_to_recital && (recital_before || recital_after) {
            return (DateKind::Recital, "recital");
        }
        if cue.strength == Strength::Hand || cue.rule == "officer_certificate" {
            return match officer_of_hand(text, window_start + nearest.start(before.as_bytes()), date.cue_end) {
                Some(Officer::Notary) => (DateKind::Acknowledgment, "notary_hand"),
                Some(Officer::Recorder) => (DateKind::Recording, "recorder_hand"),
                None if cue.rule == "officer_certificate" && section == SegmentKind::Recording => {
                    (DateKind::Recording, "recording_section")
                }
                None => (cue.kind, cue.rule),
            };
        }
        return match cue.strength {
            Strength::Weak if cue.rule != "dated_line" && section != SegmentKind::Execution && section != SegmentKind::Premises => {
                (DateKind::Other, "dated_in_running_text")
            }
            _ if cue.kind == DateKind::Recital && section == SegmentKind::Recording => (DateKind::Recording, "recording_section"),
            _ => (cue.kind, cue.rule),
        };
    }
    if recital_after {
        return (DateKind::Recital, "recital_after");
    }
    match section {
        SegmentKind::Execution => (DateKind::Execution, "execution_section"),
        SegmentKind::Acknowledgment => (DateKind::Acknowledgment, "acknowledgment_section"),
        SegmentKind::Recording => (DateKind::Recording, "recording_section"),
        SegmentKind::Caption if stands_alone(text, date) => (DateKind::Execution, "date_line"),
        _ => (DateKind::Other, "no_cue"),
    }
}

/// What the cues before a date say: the nearest cue's last match, whether a recital stands
/// there, and where the window names this instrument's own dating.
struct CueReading {
    nearest: Option<NearestCue>,
    recital_before: bool,
    own_dating: Vec<std::ops::RangeInclusive<usize>>,
}

/// The last match of the cue nearest to the date, by its end and where the search that found
/// it began (its start is read only when needed).
struct NearestCue {
    cue: &'static Cue,
    searched_from: usize,
    end: usize,
}

impl NearestCue {
    /// Where the match starts: the search from the same place finds the same match.
    fn start(&self, window: &[u8]) -> usize {
        self.cue.pattern.find_at(window, self.searched_from).map_or(self.searched_from, |found| found.start())
    }
}

/// The last match of each cue in `window` (a recital's only outside this instrument's own
/// dating), and of these the nearest: on a tie a strong cue, a line-opening "Dated" over a bare
/// "dated", a recital over an execution phrase ending at the same place ("described in patent
/// dated the" names the earlier instrument), then the cue listed later in [`CUES`].
///
/// One pass of [`CUE_ENDS`] tells where each cue's matches can end at the latest; the cues are
/// then searched for their last match from the latest bound down, and a cue whose bound falls
/// before the nearest match found so far cannot be nearer, so it is not searched. Exact: a
/// cue's last match ends at or before its bound.
fn read_cues(window: &[u8]) -> CueReading {
    let ends = cue_match_ends(window);
    let own_dating = if ends[CUE_COUNT].is_some() { dating_of_this_instrument(window) } else { Vec::new() };
    // "THIS DEED, dated …" and "(this "Lease"), dated as of" date this instrument, not an earlier one.
    let last_match = |cue: &'static Cue, ends: MatchEnds| {
        let keep = |end: usize| cue.kind != DateKind::Recital || !own_dating.iter().any(|own| own.contains(&end));
        last_match_end(&cue.ends, window, ends, keep)
    };
    let mut order: Vec<(MatchEnds, usize)> =
        ends[..CUE_COUNT].iter().enumerate().filter_map(|(index, cue_ends)| Some(((*cue_ends)?, index))).collect();
    order.sort_unstable_by(|(a, a_index), (b, b_index)| (b.last, b_index).cmp(&(a.last, a_index)));
    let mut nearest: Option<(NearestCue, usize)> = None;
    let mut recital_searched = false;
    let mut recital_found = false;
    for (cue_ends, index) in order {
        if nearest.as_ref().is_some_and(|(best, _)| cue_ends.last < best.end) {
            break;
        }
        let cue = &CUES[index];
        let found = last_match(cue, cue_ends);
        if cue.kind == DateKind::Recital {
            recital_searched = true;
            recital_found |= found.is_some();
        }
        if let Some((searched_from, end)) = found
            && nearest.as_ref().is_none_or(|(best, best_index)| nearness(end, cue, index) > nearness(best.end, best.cue, *best_index))
        {
            nearest = Some((NearestCue { cue, searched_from, end }, index));
        }
    }
    // A recital not searched above stands in the window when it matches there (its matches
    // end somewhere) outside this instrument's own dating.
    let recital_before = recital_found
        || (!recital_searched
            && CUES.iter().zip(ends).any(|(cue, cue_ends)| {
                cue.kind == DateKind::Recital
                    && cue_ends.is_some_and(|cue_ends| own_dating.is_empty() || last_match(cue, cue_ends).is_some())
            }));
    CueReading { nearest: nearest.map(|(nearest, _)| nearest), recital_before, own_dating }
}

/// The last of the matches `find_iter` gives over `window` whose end `keep` accepts, as (where
/// the search that found it began, its end), given where the pattern's matches end. When they
/// all end at one place, the first match found from the start ends there and no other
/// follows it, so nothing is searched. Otherwise the forward search alone tells where each
/// match ends and where the next search begins, and none follows a match ending where the last
/// match ends. After an empty match (no cue matches the empty string) the next search begins
/// one byte later, as `find_iter`'s does.
fn last_match_end(regex: &meta::Regex, window: &[u8], ends: MatchEnds, keep: impl Fn(usize) -> bool) -> Option<(usize, usize)> {
    if ends.only {
        return keep(ends.last).then_some((0, ends.last));
    }
    let mut from = 0;
    let mut last = None;
    while from <= window.len() && last.is_none_or(|(_, end)| end < ends.last) {
        let Some(found) = regex.search_half(&Input::new(window).span(from..window.len())) else { break };
        let end = found.offset();
        if keep(end) {
            last = Some((from, end));
        }
        from = if end > from { end } else { end + 1 };
    }
    last
}

/// The order of cue matches by nearness to the date, for [`read_cues`].
fn nearness(end: usize, cue: &Cue, index: usize) -> (usize, bool, bool, std::cmp::Reverse<bool>, usize) {
    (end, cue.strength != Strength::Weak, cue.kind == DateKind::Recital, std::cmp::Reverse(cue.rule == "dated"), index)
}

/// The cues, then [`OWN_DATING`] (at [`CUE_COUNT`]), as one lazy DFA that reports every place
/// a match of any of them ends: one pass over a window bounds them all.
static CUE_ENDS: LazyLock<Option<hybrid::dfa::DFA>> = LazyLock::new(|| {
    let patterns: Vec<&str> = CUES.iter().map(|cue| cue.pattern.as_str()).chain([OWN_DATING.as_str()]).collect();
    hybrid::dfa::DFA::builder()
        .configure(hybrid::dfa::DFA::config().match_kind(MatchKind::All).cache_capacity(CUE_ENDS_CACHE_BYTES))
        .syntax(syntax::Config::new().utf8(false))
        .thompson(thompson::Config::new().utf8(false).which_captures(thompson::WhichCaptures::None))
        .build_many(&patterns)
        .ok()
});

thread_local! {
    static CUE_ENDS_CACHE: RefCell<Option<hybrid::dfa::Cache>> = RefCell::new(CUE_ENDS.as_ref().map(hybrid::dfa::DFA::create_cache));
}

/// Where the matches of a cue (or of [`OWN_DATING`]) end in a window.
#[derive(Clone, Copy)]
struct MatchEnds {
    /// No match ends after this.
    last: usize,
    /// Every match ends at `last`.
    only: bool,
}

/// For each cue and for [`OWN_DATING`] (at [`CUE_COUNT`]), where its matches in `window` end,
/// `None` when it has none. Should the lazy DFA fail, every cue may end anywhere up to the
/// window's end, so that every cue is searched.
fn cue_match_ends(window: &[u8]) -> [Option<MatchEnds>; CUE_COUNT + 1] {
    let anywhere = [Some(MatchEnds { last: window.len(), only: false }); CUE_COUNT + 1];
    let Some(dfa) = CUE_ENDS.as_ref() else { return anywhere };
    CUE_ENDS_CACHE.with_borrow_mut(|cache| {
        let Some(cache) = cache.as_mut() else { return anywhere };
        let input = Input::new(window);
        let mut state = hybrid::dfa::OverlappingState::start();
        let mut ends = [None; CUE_COUNT + 1];
        loop {
            if dfa.try_search_overlapping_fwd(cache, &input, &mut state).is_err() {
                return anywhere;
            }
            let Some(found) = state.get_match() else { return ends };
            let end = found.offset();
            if let Some(slot) = ends.get_mut(found.pattern().as_usize()) {
                *slot = Some(match *slot {
                    None => MatchEnds { last: end, only: true },
                    Some(seen) => MatchEnds { last: seen.last.max(end), only: seen.only && seen.last == end },
                });
            }
        }
    })
}

/// Where the window names this instrument's own dating ("THIS DEED dated", "(this
/// "Conveyance"), dated as of"): the spans from "this" to the end of "dated".
fn dating_of_this_instrument(window: &[u8]) -> Vec<std::ops::RangeInclusive<usize>> {
    OWN_DATING.find_iter(window).map(|found| found.start()..=found.end()).collect()
}

/// A date that opens its sentence ("On this …", "On May 3, 1950,") and is followed, before a
/// blank line or the next date, by an officer's words ("known to me", "before me").
fn opens_certificate(text: &str, date: &FoundDate, window_start: usize, next_start: usize) -> bool {
    if !OPENS_ON_DATE.is_match(&text.as_bytes()[window_start..date.cue_end]) {
        return false;
    }
    let reach_end = text.floor_char_boundary((date.end + CERTIFICATE_REACH).min(next_start.max(date.end)));
    let after = &text[date.end..reach_end];
    let sentence = after.find("\n\n").map_or(after, |blank| &after[..blank]);
    CERTIFICATE_WORDS_AFTER.is_match(sentence.as_bytes())
}

/// Who signs a "witness my hand" that is not a party's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Officer {
    Notary,
    /// The clerk or recorder certifying the recording.
    Recorder,
}

/// A "witness my hand" or "certified under my hand" is an officer's when a certificate's words
/// precede it closely: the notary's, or the clerk's that records the instrument. When both
/// stand within reach (an acknowledgment and then the recorder's certificate), the nearer one
/// is the certificate the hand closes. A "seal of office" or "notarial seal" between the hand
/// and the date is an officer's even when the certificate is too long for its words to be in
/// reach (an old acknowledgment with the wife's separate examination).
fn officer_of_hand(text: &str, cue_start: usize, date_cue_end: usize) -> Option<Officer> {
    let from = text.floor_char_boundary(cue_start.saturating_sub(HAND_CONTEXT_REACH));
    let context = &text.as_bytes()[from..cue_start];
    let last_end = |pattern: &BytesRegex| pattern.find_iter(context).last().map(|found| found.end());
    match (last_end(&ACKNOWLEDGMENT_CONTEXT), last_end(&RECORDING_CONTEXT)) {
        (Some(notary), Some(recorder)) if recorder > notary => Some(Officer::Recorder),
        (Some(_), _) => Some(Officer::Notary),
        (None, Some(_)) => Some(Officer::Recorder),
        (None, None) if OFFICIAL_SEAL.is_match(&text.as_bytes()[cue_start..date_cue_end.max(cue_start)]) => Some(Officer::Notary),
        (None, None) => None,
    }
}

/// Dates in a table (schedules of leases, an opinion's list of instruments) are the dates of
/// the listed instruments, never of this one.
fn in_table_cell(text: &str, date: &FoundDate) -> bool {
    let line_start = text[..date.start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = text[date.end..].find('\n').map_or(text.len(), |at| date.end + at);
    let line = &text[line_start..line_end];
    line.contains("<td") || line.contains("</td>")
}

/// "... the following Oil and Gas Lease:\nLessor: A\nLessee: B\nDated: June 14, 1971": the
/// "Dated" line of a box that describes a recited lease or mortgage dates that instrument.
fn in_recited_instrument_box(text: &str, date: &FoundDate) -> bool {
    static DATE_LABEL: LazyLock<Regex> =
        LazyLock::new(|| super::ascii_pattern(r"^\W*(?:dated|date(?:\s+of\s+(?:lease|mortgage))?)\s*:?\s*$"));
    static BOX_LINE: LazyLock<Regex> = LazyLock::new(|| {
        super::ascii_pattern(
            r"^\s*(?:lessors?|lessees?|mortgagors?|mortgagees?|recorded|recording|book|reception(?:\s+no\.?)?|instrument(?:\s+no\.?)?)\b[^:\n]{0,20}:",
        )
    });
    static RECITAL_INTRODUCTION: LazyLock<Regex> = LazyLock::new(|| {
        super::ascii_pattern(r"\b(?:lease|mortgage|deed\s+of\s+trust|instrument)s?\s*(?:described\s+(?:below|as\s+follows))?\s*:\s*$")
    });
    let line_start = text[..date.start].rfind('\n').map_or(0, |at| at + 1);
    if !DATE_LABEL.is_match(&text[line_start..date.start]) {
        return false;
    }
    let mut lines = text[..line_start].lines().rev().filter(|line| !line.trim().is_empty());
    let mut box_lines = 0;
    for line in lines.by_ref() {
        if BOX_LINE.is_match(line) {
            box_lines += 1;
            continue;
        }
        return box_lines > 0 && RECITAL_INTRODUCTION.is_match(line);
    }
    false
}

/// A date that fills its line (a letter's or an opinion's date line).
fn stands_alone(text: &str, date: &FoundDate) -> bool {
    let line_start = text[..date.start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = text[date.end..].find('\n').map_or(text.len(), |at| date.end + at);
    DATE_LINE.is_match(&text[line_start..date.start]) && DATE_LINE.is_match(&text[date.end..line_end])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dates(raw: &str) -> Vec<(Option<String>, DateKind)> {
        extract(&Instrument::from_raw(raw)).dates.into_iter().map(|d| (d.date, d.kind)).collect()
    }

    fn one(date: &str, kind: DateKind) -> Vec<(Option<String>, DateKind)> {
        vec![(Some(date.to_string()), kind)]
    }

    #[test]
    fn the_dated_line_of_a_recited_lease_box_is_a_recital() {
        let release = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS that BIG HORN OIL COMPANY, being the owner of the \
lessee's interest in and under the following Oil and Gas Lease:\nLessor: Amos J. Larkin\nLessee: Trinidad Exploration Corp.\n\
Dated: March 2, 1969\nRecorded: Book 600, Page 41\ndoes hereby release and surrender said lease.\n\
IN WITNESS WHEREOF, this release is executed this 10th day of September, 1981.\n";
        assert_eq!(
            dates(release),
            vec![(Some("1969-03-02".to_string()), DateKind::Recital), (Some("1981-09-10".to_string()), DateKind::Execution)]
        );
        let mortgage = "SATISFACTION OF MORTGAGE\nThe undersigned holder of the mortgage described below:\nMortgagor: Lena Ruiz\n\
Date of Mortgage: May 1, 1975\nhereby acknowledges full payment.\nDated: June 3, 1980\n";
        assert_eq!(
            dates(mortgage),
            vec![(Some("1975-05-01".to_string()), DateKind::Recital), (Some("1980-06-03".to_string()), DateKind::Execution)]
        );
        let own_box = "MEMORANDUM OF OIL AND GAS LEASE\nLessor: Amos J. Larkin\nLessee: Trinidad Exploration Corp.\nDated: March 2, 1969\n";
        assert_eq!(dates(own_box), one("1969-03-02", DateKind::Execution));
    }

    #[test]
    fn a_certificate_opening_after_the_signing_sentence_leaves_its_date_alone() {
        let text = "do hereby grant unto TEXAS EASTERN TRANSMISSION CORP. a right of way.\nWitness our hands this 3rd day of May, 1949.\n\
Before me, J. T. Moss, a Justice of the Peace, personally appeared Homer J. Riggs on the 5th day of May, 1949.\n";
        assert_eq!(
            dates(text),
            vec![(Some("1949-05-03".to_string()), DateKind::Execution), (Some("1949-05-05".to_string()), DateKind::Acknowledgment)]
        );
        assert_eq!(
            dates("STATE OF TEXAS\nOn March 3, 1952,\nbefore me, the undersigned, personally appeared JOHN DOE.\n"),
            one("1952-03-03", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn form_date_lines_and_louisiana_acts_are_execution_dates() {
        assert_eq!(dates("SPECIAL WARRANTY DEED\nDate: August 30, 2019\nGrantor: ROY KEEL\n"), one("2019-08-30", DateKind::Execution));
        assert_eq!(dates("ASSIGNMENT\nExecution Date: March 2, 2015\nAssignor: PECOS CREEK LP\n"), one("2015-03-02", DateKind::Execution));
        assert_eq!(
            dates(
                "unto the said vendee the land above described.\nTHUS DONE AND PASSED in my office at Mansfield, on this 2nd day of June, 1952.\n"
            ),
            one("1952-06-02", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "and are sent into possession of the land.\nJUDGMENT READ, RENDERED AND SIGNED at Crowley, this 18th day of August, 1961.\n"
            ),
            one("1961-08-18", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "IN THE MATTER OF THE ESTATE OF OTTO KRUSE, DECEASED\nNow on this 5th day of May, 1949, the final account came on for hearing.\n"
            ),
            one("1949-05-05", DateKind::Execution)
        );
    }

    #[test]
    fn the_opening_execution_date_governs_over_a_later_acknowledgment() {
        let text = "WARRANTY DEED\nTHIS DEED, made and entered into this 12th day of November, 1937, by and between HARVEY COLE and \
EDITH KNOX, WITNESSETH: that the grantor does hereby grant and convey unto the grantee the NE/4 of Section 12.\n\
STATE OF OKLAHOMA, COUNTY OF CADDO: Before me, a Notary Public, on this 19th day of November, 1937, personally appeared Harvey Cole.\n";
        let found = extract(&Instrument::from_raw(text));
        let kinds: Vec<_> = found.dates.iter().map(|d| (d.date.clone(), d.kind)).collect();
        assert_eq!(
            kinds,
            vec![(Some("1937-11-12".to_string()), DateKind::Execution), (Some("1937-11-19".to_string()), DateKind::Acknowledgment)]
        );
    }

    type Found = (usize, usize, usize, &'static str, Result<(i32, u32, u32), String>);

    fn as_tuples(found: Vec<FoundDate>) -> Vec<Found> {
        found.into_iter().map(|date| (date.start, date.end, date.cue_end, date.form, date.value)).collect()
    }

    /// `find_dates` as it was before the year and "day of" prefilters: every pattern over the
    /// whole text, every day-of capture with the written years. The reference of the proptest.
    fn dates_by_whole_text_search(text: &str) -> Vec<Found> {
        let mut found = day_of_dates(text, |position| DAY_OF.captures_at(text, position));
        let forms = [
            (&*MONTH_DAY_YEAR, "month_day_year", true),
            (&*SPLIT_MONTH_DAY_YEAR, "split_month_day_year", true),
            (&*DAY_MONTH_YEAR, "day_month_year", true),
            (&*NUMERIC, "numeric", false),
            (&*ISO, "iso", false),
        ];
        for (pattern, form, month_name) in forms {
            found.extend(pattern.captures_iter(text).filter_map(|caps| form_date(&caps, form, month_name)));
        }
        as_tuples(without_overlaps(found))
    }

    /// Pieces of dated text, damaged ones and look-alikes of years included, for the proptest.
    const DATE_PIECES: [&str; 48] = [
        "the",
        "this",
        "THIS",
        "th is",
        "day",
        "DAY",
        "of",
        "0f",
        "day of",
        "dayof",
        "March",
        "Mar.",
        "Sep",
        "tember",
        "August",
        "Auguat",
        "Apri1",
        "0ctober",
        "l",
        "I",
        "O",
        "1",
        "3",
        "3rd",
        "14th",
        "2O",
        "13t h",
        "1952",
        "l952",
        "19O2",
        "19",
        "52",
        "199 9",
        "2016",
        "1l",
        "Illo",
        "/",
        "-",
        ",",
        ".",
        "A.D.",
        "in the year",
        "nineteen hundred",
        "fifty-two",
        "One Thousand Nine Hundred and",
        "ſ",
        "§",
        "Book 1234",
    ];
    const DATE_SEPARATORS: [&str; 6] = [" ", "", "\n", ", ", "  ", "_"];

    /// Every place `DIGIT_YEAR` matches, by trying the pattern anchored at each character.
    fn years_by_pattern(text: &str) -> Vec<(usize, usize)> {
        let anchored = Regex::new(&format!("^(?:{})", ascii_classes(DIGIT_YEAR))).expect("pattern compiles");
        text.char_indices().filter_map(|(start, _)| anchored.find(&text[start..]).map(|found| (start, start + found.end()))).collect()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        #[test]
        fn prefiltered_search_finds_what_the_whole_text_search_finds(
            pieces in proptest::collection::vec((0..DATE_PIECES.len(), 0..DATE_SEPARATORS.len()), 0..40)
        ) {
            let text: String =
                pieces.iter().flat_map(|&(piece, separator)| [DATE_PIECES[piece], DATE_SEPARATORS[separator]]).collect();
            proptest::prop_assert_eq!(year_occurrences(&text), years_by_pattern(&text));
            proptest::prop_assert_eq!(as_tuples(find_dates(&text)), dates_by_whole_text_search(&text));
        }
    }

    #[test]
    fn prefiltered_search_reads_written_and_damaged_dates_as_before() {
        let texts = [
            "Dated this 3rd day of March, 1952, and filed March 5, 1952 in Book 1234, Page 56.",
            "the Seventh day of August in the year nineteen hundred and fifty-one",
            "this l4th day of Sep tember, A.D. One Thousand Nine Hundred and Twelve (1912)",
            "their hands this day of the 2nd day of June,\nRECEIVED\nA.D. 1949",
            "signed 04 /8 / 2016 and 11-16-2025, recorded 1952-03-03; 3 March 1952; Illo 5, 1952",
        ];
        for text in texts {
            assert_eq!(as_tuples(find_dates(text)), dates_by_whole_text_search(text), "{text:?}");
        }
    }

    /// The nearest cue's match and rule, whether a recital stands before the date, the own dating.
    type Reading = (Option<(usize, usize, &'static str)>, bool, Vec<std::ops::RangeInclusive<usize>>);

    /// `read_cues` as it was before the bounds: the last match of every cue, the nearest by
    /// `max_by_key` in the order of `CUES`. The reference of the proptest.
    fn cues_by_searching_every_cue(window: &[u8]) -> Reading {
        let own_dating = dating_of_this_instrument(window);
        let last_matches: Vec<(usize, usize, &Cue)> = CUES
            .iter()
            .filter_map(|cue| {
                cue.pattern
                    .find_iter(window)
                    .filter(|found| cue.kind != DateKind::Recital || !own_dating.iter().any(|own| own.contains(&found.end())))
                    .last()
                    .map(|found| (found.start(), found.end(), cue))
            })
            .collect();
        let nearest = last_matches.iter().copied().max_by_key(|(_, end, cue)| {
            (*end, cue.strength != Strength::Weak, cue.kind == DateKind::Recital, std::cmp::Reverse(cue.rule == "dated"))
        });
        let recital_before = last_matches.iter().any(|(_, _, cue)| cue.kind == DateKind::Recital);
        (nearest.map(|(start, end, cue)| (start, end, cue.rule)), recital_before, own_dating)
    }

    fn cues_as_read(window: &[u8]) -> Reading {
        let reading = read_cues(window);
        let nearest = reading.nearest.map(|nearest| (nearest.start(window), nearest.end, nearest.cue.rule));
        (nearest, reading.recital_before, reading.own_dating)
    }

    /// Cue words and their neighbours, damaged ones included, for the proptest: several cues
    /// ending at one place, recitals inside this instrument's own dating, line openings.
    const CUE_PIECES: [&str; 44] = [
        "IN WITNESS WHEREOF",
        "executed",
        "exe cuted",
        "dated",
        "Dated",
        "DATED",
        "made",
        "this",
        "the",
        "on",
        "THIS DEED",
        "This Lease",
        "(this \"Assignment\")",
        "deed",
        "lease",
        "patent",
        "that certain",
        "recorded in",
        "of date",
        "bearing date",
        "witness my hand",
        "WITNESS our hands",
        "given under my hand",
        "given at Austin",
        "notary",
        "Notary Public",
        "before me",
        "sworn",
        "acknowledged",
        "Filed for record",
        "filed",
        "effective",
        "as of",
        "died",
        "comm. expires",
        "My commission expires",
        "until",
        "approved",
        "Signed, sealed and delivered",
        "Date:",
        "Execution Date:",
        "WlTNESS",
        "ſ",
        "§",
    ];
    const CUE_SEPARATORS: [&str; 6] = [" ", "", "\n", ", ", ". ", " 1952 "];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        #[test]
        fn bounded_cue_search_reads_what_searching_every_cue_reads(
            pieces in proptest::collection::vec((0..CUE_PIECES.len(), 0..CUE_SEPARATORS.len()), 0..24)
        ) {
            let window: String =
                pieces.iter().flat_map(|&(piece, separator)| [CUE_PIECES[piece], CUE_SEPARATORS[separator]]).collect();
            let ends = cue_match_ends(window.as_bytes());
            for (cue, cue_ends) in CUES.iter().zip(ends) {
                let last = cue.pattern.find_iter(window.as_bytes()).last().map(|found| (found.start(), found.end()));
                proptest::prop_assert!(last.map(|(_, end)| end) <= cue_ends.map(|cue_ends| cue_ends.last), "{} in {window:?}", cue.rule);
                let by_ends = cue_ends
                    .and_then(|cue_ends| last_match_end(&cue.ends, window.as_bytes(), cue_ends, |_| true))
                    .map(|(searched_from, end)| (NearestCue { cue, searched_from, end }.start(window.as_bytes()), end));
                proptest::prop_assert_eq!(by_ends, last, "{} in {:?}", cue.rule, window);
            }
            proptest::prop_assert_eq!(cues_as_read(window.as_bytes()), cues_by_searching_every_cue(window.as_bytes()));
        }
    }

    #[test]
    fn bounded_cue_search_reads_dating_clauses_as_before() {
        let windows = [
            "IN WITNESS WHEREOF, the Grantors have executed this deed on",
            "Subscribed and sworn to before me, a Notary Public, on",
            "being the same land described in that certain deed dated",
            "THIS DEED, dated",
            "Filed for record",
            "My comm. expires",
            "WITNESS my hand and seal of office this",
        ];
        for window in windows {
            assert_eq!(cues_as_read(window.as_bytes()), cues_by_searching_every_cue(window.as_bytes()), "{window:?}");
        }
    }

    #[test]
    fn day_of_form_in_execution_clause() {
        assert_eq!(dates("WITNESS our hands this 3rd day of March, 1952.\n"), one("1952-03-03", DateKind::Execution));
    }

    #[test]
    fn day_of_form_with_anno_domini() {
        assert_eq!(dates("EXECUTED this 14th day of October, A.D. 1948, at Pecos, Texas.\n"), one("1948-10-14", DateKind::Execution));
    }

    #[test]
    fn month_day_year_form() {
        assert_eq!(dates("Filed for record March 10, 1952 at 2 o'clock P.M.\n"), one("1952-03-10", DateKind::Recording));
    }

    #[test]
    fn abbreviated_month_with_ordinal() {
        assert_eq!(dates("Dated: Mar. 3rd, 1952\n"), one("1952-03-03", DateKind::Execution));
    }

    #[test]
    fn day_month_year_form() {
        assert_eq!(
            dates("This instrument was acknowledged before me on 9 April 1963 by Ruth Ellen Dabney.\n"),
            one("1963-04-09", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn numeric_and_iso_forms() {
        assert_eq!(dates("RECEIVED 6/14/1977 at 9:05 AM\n"), one("1977-06-14", DateKind::Recording));
        assert_eq!(dates("Effective Date: 1985-07-01\n"), one("1985-07-01", DateKind::Effective));
    }

    #[test]
    fn written_out_day_and_year() {
        assert_eq!(
            dates("THIS DEED made the first day of June, nineteen hundred fifty-two, between Otis Crane and Lula Crane.\n"),
            one("1952-06-01", DateKind::Execution)
        );
    }

    #[test]
    fn written_year_of_our_lord_in_acknowledgment() {
        assert_eq!(
            dates(
                "Be it Remembered, That on this twenty-second day of April, in the year of our Lord one thousand nine hundred and fourteen, before me\n"
            ),
            one("1914-04-22", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn ocr_damaged_years_and_ordinals() {
        assert_eq!(dates("WITNESS my hand this 3d day of May, l952.\n"), one("1952-05-03", DateKind::Execution));
        assert_eq!(dates("Dated this 2nd day of July, 19O7.\n"), one("1907-07-02", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 3nd day of June, I961.\n"), one("1961-06-03", DateKind::Execution));
    }

    #[test]
    fn ocr_damaged_month_in_day_of_phrase() {
        assert_eq!(dates("THIS DEED, made this 9th day of Deoember, 2003, by and between\n"), one("2003-12-09", DateKind::Execution));
    }

    #[test]
    fn split_year_of_a_printed_form() {
        assert_eq!(
            dates("THIS AGREEMENT, entered into this the 12 day of August 19 63, between\n"),
            one("1963-08-12", DateKind::Execution)
        );
    }

    #[test]
    fn blank_day_is_incomplete() {
        assert_eq!(dates("EXECUTED this ___ day of March, 1952.\n"), vec![(None, DateKind::Execution)]);
    }

    #[test]
    fn blank_form_is_incomplete() {
        assert_eq!(dates("IN WITNESS WHEREOF, signed the      day of        , 19   .\n"), vec![(None, DateKind::Execution)]);
    }

    #[test]
    fn impossible_date_is_rejected_with_warning() {
        let extraction = extract(&Instrument::from_raw("Dated this 30th day of February, 1953.\n"));
        assert_eq!(extraction.dates.len(), 1);
        assert_eq!(extraction.dates[0].date, None);
        assert!(extraction.warnings[0].contains("impossible date 1953-02-30"));
    }

    #[test]
    fn running_text_day_of_is_not_a_date() {
        assert_eq!(dates("rentals are payable on the first day of each and every month thereafter in 1960\n"), vec![]);
    }

    #[test]
    fn effective_date_phrases() {
        assert_eq!(
            dates("This Assignment shall be effective as of 7:00 a.m. Central Time on January 1, 2004.\n"),
            one("2004-01-01", DateKind::Effective)
        );
        assert_eq!(
            dates("entered into as of May 5, 2019 but effective 12:01 a.m. on February 1, 2019\n"),
            vec![(Some("2019-05-05".to_string()), DateKind::Execution), (Some("2019-02-01".to_string()), DateKind::Effective)]
        );
    }

    #[test]
    fn lease_made_and_entered_into() {
        assert_eq!(
            dates("This lease made and entered into this 8th day of January, 1957, by and between\n"),
            one("1957-01-08", DateKind::Execution)
        );
    }

    #[test]
    fn patent_given_under_my_hand_and_statute() {
        assert_eq!(
            dates(
                "under the Act of Congress approved May 20, 1862.\nGiven under my hand at the City of Washington the fourth day of May, in the year of our Lord one thousand nine hundred and eight.\n"
            ),
            vec![(Some("1862-05-20".to_string()), DateKind::Other), (Some("1908-05-04".to_string()), DateKind::Execution)]
        );
    }

    #[test]
    fn jurat_and_commission() {
        assert_eq!(
            dates("Subscribed and sworn to before me this 11th day of July, 1966.\nMy commission expires June 1, 1967.\n"),
            vec![(Some("1966-07-11".to_string()), DateKind::Acknowledgment), (Some("1967-06-01".to_string()), DateKind::Commission)]
        );
    }

    #[test]
    fn notary_witness_hand_is_acknowledgment() {
        assert_eq!(
            dates("personally appeared Amos Whitlock, known to me.\nWITNESS my hand and notarial seal this 5th day of May, 1947.\n"),
            one("1947-05-05", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn date_before_before_me_is_acknowledgment() {
        assert_eq!(dates("On April 21, 2011, before me, the undersigned, a Notary Public\n"), one("2011-04-21", DateKind::Acknowledgment));
    }

    #[test]
    fn recitals_of_earlier_instruments() {
        assert_eq!(
            dates("being the same land described in deed dated May 1, 1920, recorded in Volume 12, Page 3 of the Deed Records\n"),
            one("1920-05-01", DateKind::Recital)
        );
        assert_eq!(
            dates("that certain oil and gas lease dated effective as of June 2, 1981 from Hollis Pratt\n"),
            one("1981-06-02", DateKind::Recital)
        );
        assert_eq!(
            dates("conveyed to grantors by Deed dated 03/15/1990 and recorded 03/16/1990 in Book 88\n"),
            vec![(Some("1990-03-15".to_string()), DateKind::Recital), (Some("1990-03-16".to_string()), DateKind::Recital)]
        );
    }

    #[test]
    fn life_events() {
        assert_eq!(
            dates("Clara Voss departed this life on the 2nd day of February, 1944, and Ed Voss and Clara were married on June 9, 1901.\n"),
            vec![(Some("1944-02-02".to_string()), DateKind::Event), (Some("1901-06-09".to_string()), DateKind::Event)]
        );
        assert_eq!(dates("Herman Kolb died intestate on March 23rd, 1938, leaving\n"), one("1938-03-23", DateKind::Event));
    }

    #[test]
    fn recording_stamp_forms() {
        assert_eq!(
            dates("Filed for record the 10th day of March, 1952 at 2 o'clock P.M.\nRecorded March 12, 1952\n"),
            vec![(Some("1952-03-10".to_string()), DateKind::Recording), (Some("1952-03-12".to_string()), DateKind::Recording)]
        );
        assert_eq!(dates("Received for record on July 9, 1931 at 3 P.M.\n"), one("1931-07-09", DateKind::Recording));
    }

    #[test]
    fn section_decides_when_no_words_do() {
        assert_eq!(
            dates(
                "THE STATE OF TEXAS\nBefore me, the undersigned authority, on this day personally appeared Joe Hart.\nThe county clerk wrote 4/2/1950 here.\n"
            ),
            one("1950-04-02", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn date_line_of_an_opinion() {
        assert_eq!(dates("SUPPLEMENTAL TITLE OPINION\nJune 3, 2021\nRe: Tract 4\n"), one("2021-06-03", DateKind::Execution));
    }

    #[test]
    fn lease_term_dates_are_other() {
        assert_eq!(
            dates("this lease shall remain in force until May 1, 1960 and as long thereafter\n"),
            one("1960-05-01", DateKind::Other)
        );
    }

    #[test]
    fn dates_keep_text_order_and_evidence() {
        let extraction =
            extract(&Instrument::from_raw("Dated this 1st day of May, 1950.\nBefore me on May 2, 1950 personally appeared Alma Reyes.\n"));
        let starts: Vec<usize> = extraction.dates.iter().map(|d| d.evidence.start).collect();
        assert_eq!(starts, vec![6, 46]);
        assert_eq!(extraction.dates[0].evidence.text, "this 1st day of May, 1950");
        assert!(extraction.dates[0].evidence.rule.starts_with("day_of+"));
    }

    #[test]
    fn dated_at_line_start_is_execution_unless_recorded_after() {
        assert_eq!(dates("Dated March 4, 1961\n"), one("1961-03-04", DateKind::Execution));
        assert_eq!(
            dates("out conveyance from Lyle Brand to Ada Fenn,\ndated July 2, 1999, and recorded in Book 201, at page 77.\n"),
            one("1999-07-02", DateKind::Recital)
        );
    }

    #[test]
    fn dates_in_a_table_are_recitals() {
        assert_eq!(
            dates("<tr><td>Deed</td><td>May 3, 1999, but effective January 1, 1999</td></tr>\n"),
            vec![(Some("1999-05-03".to_string()), DateKind::Recital), (Some("1999-01-01".to_string()), DateKind::Recital)]
        );
    }

    #[test]
    fn glued_ocr_words_and_margin_junk() {
        assert_eq!(
            dates("have hereuntoset their hands this dayof May in the year of our Lord one thousand nine hundred and ten.\n"),
            vec![(None, DateKind::Execution)]
        );
        assert_eq!(
            dates(
                "Re it Remembered, That on thisninth dayof May, in the year of our Lord one thousand nine hundred\n7] and ten _ before me\n"
            ),
            one("1910-05-09", DateKind::Acknowledgment)
        );
        assert_eq!(dates("THIS LEASE entered into this the 14 __Aday of Octobe 19. 81, between\n"), one("1981-10-14", DateKind::Execution));
    }

    #[test]
    fn indenture_made_the() {
        assert_eq!(dates("THIS INDENTURE MADE the 2nd day of April, 2009, BETWEEN\n"), one("2009-04-02", DateKind::Execution));
    }

    #[test]
    fn witness_the_hand_of_a_named_signer_is_execution() {
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee forever.\nWITNESS the hand of Grantor this 7/14/1988.\n"),
            one("1988-07-14", DateKind::Execution)
        );
        assert_eq!(
            dates("all rights under said mortgage are released.\nWITNESS its hand this the 2nd day of March, 1971.\n"),
            one("1971-03-02", DateKind::Execution)
        );
        assert_eq!(
            dates("WITNESS the hands and seals of the said parties of the first part this 9th day of May, 1930.\n"),
            one("1930-05-09", DateKind::Execution)
        );
    }

    #[test]
    fn receipt_hereby_acknowledged_does_not_make_a_notary() {
        assert_eq!(
            dates(
                "paid by Ned Orr, the receipt of which is hereby acknowledged, do GRANT unto Grantee.\nWITNESS our hands this June 8, 1979.\n"
            ),
            one("1979-06-08", DateKind::Execution)
        );
    }

    #[test]
    fn recital_of_earlier_instrument_in_day_of_form() {
        assert_eq!(
            dates("Being the same land described in patent dated the 2nd day of June, 1911 from the State to Abel Rusk.\n"),
            one("1911-06-02", DateKind::Recital)
        );
        assert_eq!(
            dates("acquired by Grantor under a mineral deed dated the 4th day of May, 1950, and\n"),
            one("1950-05-04", DateKind::Recital)
        );
        assert_eq!(dates("THIS DEED dated the 3rd day of October, 1961, by Hugh Tate, Grantor.\n"), one("1961-10-03", DateKind::Execution));
    }

    #[test]
    fn trust_date_is_not_the_instrument_date() {
        assert_eq!(
            dates("That NORA PIKE, Trustee of the Pike Family Trust dated April 2, 1990, herein called Grantor, does convey\n"),
            one("1990-04-02", DateKind::Recital)
        );
    }

    #[test]
    fn signed_line_of_a_court_order_is_execution() {
        assert_eq!(
            dates("Lyle Ames is appointed Independent Executor and shall serve without bond.\n\nSIGNED May 9, 1961.\n"),
            one("1961-05-09", DateKind::Execution)
        );
        assert_eq!(dates("SIGNED AND ENTERED this 3rd day of July, 1999.\n"), one("1999-07-03", DateKind::Execution));
    }

    #[test]
    fn ocr_broken_and_confused_cue_words() {
        assert_eq!(dates("WIT NESS our han ds this 5/17/1966.\n"), one("1966-05-17", DateKind::Execution));
        assert_eq!(dates("WlTNESS the hand of Grantor this June 2, 1984.\n"), one("1984-06-02", DateKind::Execution));
        assert_eq!(
            dates("THIS AGREEMENT, eff ective as of April 9, 2003, is made by and between\n"),
            one("2003-04-09", DateKind::Effective)
        );
        assert_eq!(dates("SlGNED the 4th day of March, 1990.\n"), one("1990-03-04", DateKind::Execution));
    }

    #[test]
    fn ocr_damaged_numeric_years() {
        assert_eq!(dates("WITNESS our hands this 2/3/2O04.\n"), one("2004-02-03", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 8/1l/l987.\n"), one("1987-08-11", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 3/9/200 6.\n"), one("2006-03-09", DateKind::Execution));
        assert_eq!(dates("THIS LEASE made this the 6th day of May, 198 8 between\n"), one("1988-05-06", DateKind::Execution));
    }

    #[test]
    fn month_broken_by_a_space_or_a_line_end() {
        assert_eq!(dates("Dated Sep tember 21, 1972\n"), one("1972-09-21", DateKind::Execution));
        assert_eq!(dates("Dated this 2nd day of Oct\nober, 1949.\n"), one("1949-10-02", DateKind::Execution));
        assert_eq!(dates("Dated and May 5, 1950\n"), one("1950-05-05", DateKind::Execution));
    }

    #[test]
    fn written_year_with_broken_words() {
        assert_eq!(
            dates("GIVEN under my hand the 7th day of June, A.D. One Tho usand Nine Hun dred and For ty-one.\n"),
            one("1941-06-07", DateKind::Execution)
        );
    }

    #[test]
    fn ocr_digits_in_months_and_days() {
        assert_eq!(dates("WITNESS the hand of Grantor this Apri1 7, 1945.\n"), one("1945-04-07", DateKind::Execution));
        assert_eq!(dates("On thi s l4th day of 0ctober, 1962, before me\n"), one("1962-10-14", DateKind::Acknowledgment));
        assert_eq!(dates("EXECUTED this the 2Oth day of Ju1y, 2000.\n"), one("2000-07-20", DateKind::Execution));
        assert_eq!(dates("Dated May15, 1999\n"), one("1999-05-15", DateKind::Execution));
        assert_eq!(dates("Dated May 3O, 2001\n"), one("2001-05-30", DateKind::Execution));
        assert_eq!(dates("THIS AGREEMENT MADE THIS JULY l, 1975 BETWEEN\n"), one("1975-07-01", DateKind::Execution));
        assert_eq!(dates("Dated April, 1975\n"), vec![]);
        assert_eq!(dates("GIVEN UNDER MY HAND THE 21ST DAY 0F MARCH, 1913.\n"), one("1913-03-21", DateKind::Execution));
        assert_eq!(dates("Dated February 1l, 2015\n"), one("2015-02-11", DateKind::Execution));
        assert_eq!(
            dates("GIVEN under my hand this 5th day of April,\nA.D. 0ne Thousand Nine Hundred and Twenty-eight.\n"),
            one("1928-04-05", DateKind::Execution)
        );
        assert_eq!(dates("recorded this l day of May, 1999\n"), vec![(None, DateKind::Recording)]);
    }

    #[test]
    fn written_year_with_digits_in_brackets() {
        assert_eq!(
            dates("made the 2nd day of May, in the year of our Lord one thousand nine hundred and fifty (1950), between\n"),
            one("1950-05-02", DateKind::Execution)
        );
    }

    #[test]
    fn stamp_line_inside_a_date() {
        assert_eq!(
            dates("GIVEN under my hand, the 3rd day of May,\n      RECEIVED FOR RECORD\nA.D. One Thousand Nine Hundred and Six.\n"),
            one("1906-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("GIVEN UNDER MY HAND THE 9TH DAY OF\n   | COMPARED\nAUGUST, A.D. 1890.\n"),
            one("1890-08-09", DateKind::Execution)
        );
        assert_eq!(
            dates("GIVEN under my hand the 1st day of May, A.D.\nINDEXED\nOne Thousand Eight Hundred and Ninety-one.\n"),
            one("1891-05-01", DateKind::Execution)
        );
        assert_eq!(dates("Filed for record the 5th day of\nJune\n1952\n"), one("1952-06-05", DateKind::Recording));
    }

    #[test]
    fn signed_by_the_signers_is_execution() {
        assert_eq!(dates("Signed by us on the 4th day of June, A. D. 1928.\n"), one("1928-06-04", DateKind::Execution));
        assert_eq!(dates("Signed by me this 2nd day of May, 1940.\n"), one("1940-05-02", DateKind::Execution));
        assert_eq!(dates("Signed by the grantors on March 3, 1961, at Tyler.\n"), one("1961-03-03", DateKind::Execution));
    }

    #[test]
    fn done_and_signed_at_a_place_is_execution() {
        assert_eq!(
            dates(
                "subject to the mineral lease recorded in Book 90, page 7.\nTHUS DONE AND PASSED at Ruston, Louisiana, on this 3rd day of May, 1955, in the presence of the undersigned witnesses.\n"
            ),
            one("1955-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("Thus done and signed in the Parish of Caddo on the 2nd day of July, 1949.\n"),
            one("1949-07-02", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "acquired by act of sale recorded in Book 40, Entry 1,234.\nJUDGMENT READ, RENDERED AND SIGNED in Chambers at Opelousas, Louisiana, this 8th day of June, 1977.\n"
            ),
            one("1977-06-08", DateKind::Execution)
        );
        assert_eq!(
            dates("described in deed recorded in Volume 12, Page 9.\nExecuted at Marshall, Texas, this 5th day of April, 1946.\n"),
            one("1946-04-05", DateKind::Execution)
        );
    }

    #[test]
    fn court_order_lines_are_execution() {
        assert_eq!(dates("IT IS SO ORDERED this 14th day of August, 1984.\n"), one("1984-08-14", DateKind::Execution));
        assert_eq!(dates("ORDERED, ADJUDGED AND DECREED on this the 2nd day of May, 1979.\n"), one("1979-05-02", DateKind::Execution));
    }

    #[test]
    fn date_label_of_a_modern_form_is_execution() {
        assert_eq!(
            dates("SPECIAL WARRANTY DEED\n\nDate:       June 12, 2018\n\nGrantor:    Mesa Verde Holdings, LLC\n"),
            one("2018-06-12", DateKind::Execution)
        );
        assert_eq!(dates("Date of this Deed: May 2, 2017\n"), one("2017-05-02", DateKind::Execution));
        assert_eq!(dates("DATE: 04/11/2016\n"), one("2016-04-11", DateKind::Execution));
        assert_eq!(dates("Date of Death: June 1, 2001\n"), one("2001-06-01", DateKind::Event));
    }

    #[test]
    fn the_parties_hands_are_never_the_notarys() {
        assert_eq!(
            dates(
                "Grantors, being duly sworn, say that the land is not their homestead.\nWITNESS our hands this 9th day of April, 1962.\n"
            ),
            one("1962-04-09", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "the receipt of which is acknowledged before the signing.\nThe grantors have set their hands this 3rd day of March, 1955.\n"
            ),
            one("1955-03-03", DateKind::Execution)
        );
    }

    #[test]
    fn in_testimony_whereof_belongs_to_its_signer() {
        assert_eq!(
            dates("IN TESTIMONY WHEREOF, witness the signatures of the parties hereto, this 4th day of May, 1941.\n"),
            one("1941-05-04", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "Personally appeared before me Ada Lusk, known to me.\nIN TESTIMONY WHEREOF I have subscribed my name and affixed my official seal this 6th day of May, 1941.\n"
            ),
            one("1941-05-06", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn patent_given_at_a_place() {
        assert_eq!(
            dates(
                "Given at the City of Washington, the fifth day of March, in the year of our Lord one thousand eight hundred and sixty-one, and of the Independence of the United States the eighty-fifth.\n"
            ),
            one("1861-03-05", DateKind::Execution)
        );
        assert_eq!(dates("GIVEN at the General Land Office this 2nd day of June, 1902.\n"), one("1902-06-02", DateKind::Execution));
    }

    #[test]
    fn officer_certificate_under_hand_is_acknowledgment() {
        assert_eq!(
            dates(
                "and she declared that she did not wish to retract it.\nCertified under my hand and seal, this 9th day of Oct., A.D. 1928.\n"
            ),
            one("1928-10-09", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("Certified under my hand and seal of office this 24th day of Sept., A. D. 1931.\n"),
            one("1931-09-24", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn recording_stamps_that_do_not_open_a_line() {
        assert_eq!(
            dates("Filed in office for record this 9 day of Jan. 1903 at 10 o'clock A.M.\n"),
            one("1903-01-09", DateKind::Recording)
        );
        assert_eq!(dates("Certified copy. Filed and recorded Jun 3 1985, Book 512, Page 40.\n"), one("1985-06-03", DateKind::Recording));
    }

    #[test]
    fn certificate_that_opens_on_its_date() {
        assert_eq!(
            dates(
                "STATE OF KANSAS } ss.\n  On this 3rd day of June, A. D. 1936, Carl Voss and Hilda Voss, his wife,\nto me known to be the persons named in the foregoing lease, appeared before me and owned it.\n"
            ),
            one("1936-06-03", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("COUNTY OF ELK\nOn the 9th day of May, 1951, there personally came Mary Hale, to me well known.\n"),
            one("1951-05-09", DateKind::Acknowledgment)
        );
        assert_ne!(
            dates("Lessee drilled the well.\nOn this 5th day of May, 1950, the parties agree that the lease shall go on.\n"),
            one("1950-05-05", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn this_instruments_own_dating_is_not_a_recital() {
        assert_eq!(
            dates(
                "THIS ROYALTY CONVEYANCE (this \"Conveyance\"), dated as of the date of the last signature below but effective as of 7:00 a.m. on March 1, 2018, is made by\n"
            ),
            one("2018-03-01", DateKind::Effective)
        );
        assert_eq!(
            dates("THIS ASSIGNMENT (this \u{201c}Assignment\u{201d}), dated as of May 2, 2016, is from Hollow Creek LLC\n"),
            one("2016-05-02", DateKind::Execution)
        );
        assert_eq!(dates("This Lease, dated June 4, 1999, is made between\n"), one("1999-06-04", DateKind::Execution));
        assert_eq!(dates("subject to that certain lease dated June 4, 1999, from Ida Ross\n"), one("1999-06-04", DateKind::Recital));
    }

    #[test]
    fn anno_domini_before_a_year_in_digits() {
        assert_eq!(dates("Signed this September 3, A. D. 1931.\n"), one("1931-09-03", DateKind::Execution));
        assert_eq!(dates("Dated Oct. 9th, A.D., 1926\n"), one("1926-10-09", DateKind::Execution));
        assert_eq!(
            dates("acknowledged before me on 12th November, A. D. 1940 by Lem Ruiz.\n"),
            one("1940-11-12", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn clerks_abbreviations_of_older_months() {
        assert_eq!(dates("EXECUTED this 3rd day of Jany., 1910.\n"), one("1910-01-03", DateKind::Execution));
        assert_eq!(dates("WITNESS my hand this 14th day of Feby. A. D. 1889.\n"), one("1889-02-14", DateKind::Execution));
        assert_eq!(dates("Dated this 2nd day of Septr. 1901.\n"), one("1901-09-02", DateKind::Execution));
    }

    #[test]
    fn an_affiant_duly_sworn_still_signs_the_affidavit() {
        assert_eq!(
            dates(
                "ROSA LENZ, being first duly sworn, deposes and says that she knew Otto Kruse.\nWITNESS my hand this 3rd day of May, 1960.\n"
            ),
            one("1960-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("Subscribed and sworn to before me by Rosa Lenz.\nWITNESS my hand and seal this 3rd day of May, 1960.\n"),
            one("1960-05-03", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn chains_of_signing_verbs_are_execution() {
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee.\n\nSigned, sealed and delivered this 3rd day of May, 1950.\n"),
            one("1950-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee.\n\nSIGNED AND DELIVERED on the 8th day of May, 1950.\n"),
            one("1950-05-08", DateKind::Execution)
        );
        assert_eq!(
            dates("the note has been paid in full.\n\nSatisfied and released this 5th day of May, 1980.\n"),
            one("1980-05-05", DateKind::Execution)
        );
        assert_eq!(
            dates("Lessee's obligations are set out above.\nAGREED TO AND ACCEPTED this 6th day of May, 1980.\n"),
            one("1980-05-06", DateKind::Execution)
        );
        assert_eq!(
            dates("heirs are sent into possession.\n\nAPPROVED AND ENTERED this 7th day of May, 1980.\n"),
            one("1980-05-07", DateKind::Execution)
        );
        assert_eq!(
            dates("DONE AND ORDERED in Chambers, at Tulsa, Oklahoma, this 9th day of May, 1980.\n"),
            one("1980-05-09", DateKind::Execution)
        );
        assert_eq!(
            dates("the tract is not the homestead of the Grantor. Dated at Denver, Colorado, this 3rd day of May, 1950.\n"),
            one("1950-05-03", DateKind::Execution)
        );
    }

    #[test]
    fn court_lines_opening_on_their_verb() {
        assert_eq!(
            dates("heirs are sent into possession.\n\nENTERED this 5th day of May, 1980.\n"),
            one("1980-05-05", DateKind::Execution)
        );
        assert_eq!(dates("the estate is closed.\nJudgment rendered and signed January 5, 1990.\n"), one("1990-01-05", DateKind::Execution));
    }

    #[test]
    fn witness_my_signature() {
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee.\n\nWitness my signature this 3rd day of May, 1950.\n"),
            one("1950-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantees.\n\nWitness our signatures this 4th day of May, 1950.\n"),
            one("1950-05-04", DateKind::Execution)
        );
    }

    #[test]
    fn a_blank_dating_clause_gives_way_to_a_complete_date() {
        let extraction = extract(&Instrument::from_raw(
            "THIS LEASE, entered into this ____ day of __________, 2011, by and between Ana Ruiz, Lessor,\nand Dos Rios LLC, Lessee.\n\nSigned, sealed and delivered on the 14th day of June, 2011.\n",
        ));
        let dates: Vec<_> = extraction.dates.iter().map(|d| (d.date.clone(), d.kind)).collect();
        assert_eq!(dates, vec![(None, DateKind::Execution), (Some("2011-06-14".to_string()), DateKind::Execution)]);
    }

    #[test]
    fn the_recorders_hand_dates_the_recording() {
        assert_eq!(
            dates(
                "TO HAVE AND TO HOLD unto Grantee.\nWITNESS our hands this ___ day of March, 1952.\nTHE STATE OF TEXAS\nCOUNTY OF REEVES\nI, Ola Dean, Clerk of the County Court of said County, do hereby certify that the foregoing instrument was filed for record in my office and duly recorded in Volume 123, Page 45 of the Deed Records.\nGiven under my hand and seal of office this 12th day of March, 1952.\n"
            ),
            vec![(None, DateKind::Execution), (Some("1952-03-12".to_string()), DateKind::Recording)]
        );
        assert_eq!(
            dates(
                "STATE OF OHIO, County of Harrison. Received for record and recorded in Deed Book 80, page 4.\nWitness my hand this 12th day of March, 1952.\nAmos Reed, Recorder\n"
            ),
            one("1952-03-12", DateKind::Recording)
        );
        assert_eq!(
            dates(
                "acknowledged before me by Ida Cole.\nNotary Public\nI, Ben Alt, Register of Deeds, hereby certify that the within deed was filed for record.\nCertified under my hand this 9th day of Oct., A.D. 1928.\n"
            ),
            one("1928-10-09", DateKind::Recording)
        );
    }

    #[test]
    fn a_seal_of_office_makes_the_hand_an_officers() {
        let examination = "and she, the said Ada Lusk, having been examined by me privily and apart from her husband, and having the same fully explained to her, declared that she had willingly signed the same, and that she did not wish to retract it. ".repeat(3);
        assert_eq!(
            dates(&format!(
                "Before me, the undersigned, on this day personally appeared Ada Lusk, {examination}\nGiven under my hand and seal of office this 8th day of May, 1911.\n"
            )),
            one("1911-05-08", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("Given under my hand and official seal, this 2nd day of June, 1922.\n"),
            one("1922-06-02", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("Given under my hand at the City of Washington, the 4th day of May, 1908.\n"),
            one("1908-05-04", DateKind::Execution)
        );
    }

    #[test]
    fn a_recited_recording_office_does_not_make_a_recorder() {
        assert_eq!(
            dates(
                "being the land conveyed to Grantor by deed recorded in the Office of the Recorder of Deeds in Deed Book 12, page 40.\nWITNESS my hand this 2nd day of April, 1966.\n"
            ),
            one("1966-04-02", DateKind::Execution)
        );
    }

    #[test]
    fn unicode_text_does_not_panic() {
        let text = "ÀÉÎ ¼ § this ½ day of Mäy, 1952 — ß ".repeat(20);
        let _ = extract(&Instrument::from_raw(&text));
    }
}
