//! The written forms of a date ("the 3rd day of March, 1952", "March 3, 1952", "3/3/1952",
//! "1952-03-03") and how each slot of one is read, OCR damage included.

use super::day_of_reader::read_plain_day_of;
use super::search::{
    DAY_OF_ANCHOR, DAY_OF_PREFIX_CHARS, MONTH_THE_DAY_FORM, NUMERIC_FORM, captures_before_years, lowest_start, search_start,
    year_candidates,
};
use super::words::{
    WRITTEN_YEAR, WRITTEN_YEAR_WITH_FIGURES, digit_year, digits_value, month_number, ordinal_word_value, written_year_amid_junk,
    written_year_value,
};
use crate::calendar::days_in_month;
use crate::l0::{ocr_tolerant, ocr_tolerant_reading};
use crate::pipeline::ascii_twin::ascii_negations;
use crate::pipeline::pattern_set::{DEFAULT_LAZY_DFA_CACHE, leftmost_first_set};
use regex::Regex;
use regex::bytes::Regex as BytesRegex;
use regex_automata::{Anchored, Input, PatternID, meta};
use std::ops::Range;
use std::sync::LazyLock;

/// Four-digit years with OCR look-alikes (`l952`, `I952`, `19O2`).
/// OCR may also break the year with a space ("199 9").
pub(super) const DIGIT_YEAR: &str = r"[12lI](?:[0-9OolI]{3}|[0-9OolI]\s[0-9OolI]{2}|[0-9OolI]{2}\s[0-9OolI])(?-u:\b)";

/// "the 3rd day of March, 1952", "this ___ day of March, A.D. 1952", "the Seventh day of August
/// in the year nineteen hundred and fifty-one", "the    day of       , 19  ", "the 14th day of
/// February, in the year 192," (a year the scan cut: an incomplete date), and OCR's "aay",
/// "dey" and "dav" for "day" (two Pennsylvania deeds of 1944 and 1951, West Virginia instruments of
/// 1903 and 1984), a month whose letters OCR read as digits ("Apr11" for "April") or that the
/// older forms name as "the month of" ("the 1st day of the month of June, 1935"), a day in
/// words with its figures after it ("this fourteenth (14th) day of", as drafters of leases and
/// deeds write it: the words are read), and
/// its "the" or "this" as OCR misreads their letters ("thc", "tbe", "tbis": a jurat's "this thc
/// 16th day of", an affidavit's "Dated tbis 16th day of"), also run together ("Executed thisthe
/// 15th day of") or run into the word before ("onthe 3rd day of", "effectivethe 1st day of",
/// "datedthe", "rec0rdthis": no word boundary is asked before the article; a word that merely
/// ends in its letters, "other", leaves a day slot no day is read from). The
/// day and month slots are loose on purpose: handwriting OCRs as anything, and a slot we cannot
/// read still tells that the instrument was dated (an incomplete date).
pub(super) static DAY_OF: LazyLock<Regex> = LazyLock::new(|| day_of_pattern(Some(&any_written_year_pattern())));

/// The written years of [`DAY_OF`]: with their figures after them, or without.
fn any_written_year_pattern() -> String {
    format!("{}|{}", ocr_tolerant(WRITTEN_YEAR_WITH_FIGURES), written_year_pattern())
}

/// [`WRITTEN_YEAR`] read through OCR's slips, the faint `e` included.
fn written_year_pattern() -> String {
    ocr_tolerant_reading(WRITTEN_YEAR, true)
}

/// The day-of pattern, with `written` as the written-year alternative of its year slot.
fn day_of_pattern(written: Option<&str>) -> Regex {
    Regex::new(&day_of_source(written, STAMP_LINE, YEAR_OF_OUR_LORD)).expect("day-of date pattern compiles")
}

/// The day-of pattern's text, with `written` as the written-year alternative of its year slot
/// and `stamp_line` and `year_of_our_lord` in the places of [`STAMP_LINE`] and
/// [`YEAR_OF_OUR_LORD`] (empty for the plain twin of [`day_of_phrase`]).
fn day_of_source(written: Option<&str>, stamp_line: &str, year_of_our_lord: &str) -> String {
    let written = written.map_or(String::new(), |pattern| format!("|{pattern}"));
    ascii_classes(&format!(
        r"(?i)(?:t[hb][ec]|t\s?[hb]\s?[il1]\s?[se])(?:\s*t[hb][ec])?(?P<day>\n?[^\n]{{0,14}}?)(?:\s*\(\s*\d{{1,2}}(?:st|nd|rd|th|d)?\s*\))?\s*(?:day|dey|aay|dav)['\x{{2019}}]?\s*[o0]f(?:(?-u:\b)|_){stamp_line}\s*(?:t[hb][ec]\s+m[o0]nth\s+[o0]f\s+)?(?P<month>(?:[^\d]|[01][A-Za-z]|[A-Za-z][01]{{1,2}}){{0,16}}?)[\s,.»_-]*{stamp_line}{year_of_our_lord}(?:A\.?\s*D\.?,?{stamp_line}\s*)?(?P<year>{DIGIT_YEAR}|19[\s.]{{0,2}}\d\d(?-u:\b){written}|19\d?[\s_]*(?:[,.)]|$)|{PARTIAL_YEAR})"
    ))
}

/// A year the date cannot be read from but that shows the instrument was dated: a digit OCR
/// broke into a letter or mark ("19S2", "18$7", "196%"), or two figures after an apostrophe
/// ("'48"), whose century the text does not write. Read as an incomplete date, with a warning
/// that quotes it.
const PARTIAL_YEAR: &str = r"1[789](?:\d[A-Za-z$%&#?]|[A-Za-z$%&#?]\d)(?-u:\b)|['\x{2019}]\d\d(?-u:\b)";

/// "in the year", "in the year of our Lord", also through OCR slips and marks ("tr the year",
/// "in the year of\n) our-Lord", "in tbe ycar of 0ur Lord": a faint `e` read as `c`).
const YEAR_OF_OUR_LORD: &str = r"(?:[a-z]{1,3}[^A-Za-z0-9]{1,4}t[hb][ec][^A-Za-z0-9]{1,4}y[ec]ar(?:[^A-Za-z0-9]{1,4}[o0]f)?(?:[^A-Za-z0-9]{1,4}[o0]ur[^A-Za-z0-9]{0,3}l[o0]rd)?[^A-Za-z0-9]{1,4})?";

/// A line of stamp or margin text the scan put inside a date ("the 2nd day of June,\n
/// RECEIVED\nA.D. One Thousand…"): tried only when the date does not read without it.
const STAMP_LINE: &str = r"(?:\s*\n[^\n\d]{1,60}\n)??";

/// "March 3, 1952", "Mar. 3rd, 1952", "Auguat 15, 1951", "Apri1 7, 1945" (month checked afterwards),
/// and the stray stop OCR leaves beside or instead of the comma ("October 9,.1961", "May 5. 1950").
pub(super) static MONTH_DAY_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r#"(?-u:\b)(?P<month>[A-Za-z0](?:[A-Za-z]|1[A-Za-z]){{1,8}}(?:1\s)?)\.?\s*(?P<day>{DAY_DIGITS}){ORDINAL_SUFFIX}["']?\s*[,.]?[,.]?\s*{ANNO_DOMINI}(?P<year>{DIGIT_YEAR})"#
    )))
    .expect("month-day-year pattern compiles")
});

/// "A. D." or "A.D.," before a year in digits ("September 3, A. D. 1931").
const ANNO_DOMINI: &str = r"(?:A\.?\s?D\.?,?\s*)?";

/// "Sep tember 13, 1942", "Sep\ntember 13": a month name OCR broke in two. Kept apart from
/// `MONTH_DAY_YEAR` so that a failed pairing ("and May 5, 1950") never hides the plain date.
pub(super) static SPLIT_MONTH_DAY_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r#"(?-u:\b)(?P<month>[A-Za-z]{{3}}\s[A-Za-z]{{1,6}})\.?\s*(?P<day>{DAY_DIGITS}){ORDINAL_SUFFIX}["']?\s*,?\s*(?P<year>{DIGIT_YEAR})"#
    )))
    .expect("split month-day-year pattern compiles")
});

/// "March the tenth, 1931", "September the 3rd, 1948", "June the twenty-first, A.D. 1920": the
/// month first and the day after "the", in figures or an ordinal word, as older deeds and
/// testimonia write it (month checked afterwards); and "November Sixteenth, 1942", "June
/// Twenty-first, A.D. 1937": the ordinal word straight after the month, as typed execution lines
/// of the 1920s to 1950s write it. Without "the" only a whole ordinal word is a day, so that
/// no other word between a month-like word and a year makes a date.
pub(super) static MONTH_THE_DAY_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r#"(?-u:\b)(?P<month>[A-Za-z0]{{3,9}})\.?,?\s+(?:t[hb][ec]\s+(?P<day>(?:{DAY_DIGITS}){ORDINAL_SUFFIX}|(?:twenty|thirty)[\s-]?[A-Za-z01]{{4,7}}|[A-Za-z01]{{4,11}})|(?P<word_day>{ORDINAL_WORD}))\s*[,.]?\s*{ANNO_DOMINI}(?P<year>{DIGIT_YEAR})"#
    )))
    .expect("month-the-day-year pattern compiles")
});

/// "November Third, Nineteen Fifty-eight", "March 18th, nineteen hundred and forty", "June the
/// tenth, two thousand and four", "May 2, in the year one thousand nine hundred and twelve": a
/// month-first date whose year is written in words, as typed execution lines and notarial
/// certificates write it, the century's "hundred" written or left out. Found from the written
/// year's first words ([`WRITTEN_YEAR_HEAD`]), since no digit year ends it. The day may also
/// come first as an ordinal word with "of" and no "day" ("the twelfth of June, A.D. nineteen
/// hundred and sixty-six"), as a testimonium of the older forms writes it (the written-year twin
/// of [`DAY_MONTH_YEAR`]'s "the first of March, 1961").
pub(super) static MONTH_DAY_WRITTEN_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    let tens = "(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)";
    let units = "(?:one|two|three|four|five|six|seven|eight|nine)";
    let teens = "(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)";
    let below_hundred = format!(r"(?:{tens}(?:[\s-]+{units})?|{teens}|{units})(?-u:\b)");
    let year = format!(
        r"(?:(?:nineteen|eighteen)(?:\s+hundred)?|one\s+thousand\s+(?:nine|eight)\s+hundred|two\s+thousand)(?:\s+and)?[\s-]+{below_hundred}|two\s+thousand(?-u:\b)"
    );
    Regex::new(&ascii_classes(&format!(
        r#"(?i)(?-u:\b)(?:(?:t[hb][ec]\s+)?(?P<word_day>{ORDINAL_WORD})\s+of\s+(?P<month_after>[A-Za-z]{{3,9}})\.?|(?P<month>[A-Za-z]{{3,9}})\.?,?\s+(?:t[hb][ec]\s+)?(?P<day>(?:{DAY_DIGITS}){ORDINAL_SUFFIX}|{ORDINAL_WORD}))\s*,?\s*(?:in\s+the\s+year\s+(?:of\s+our\s+lord\s+)?)?{ANNO_DOMINI}(?P<year>{year})"#
    )))
    .expect("month-day-written-year pattern compiles")
});

/// The first word of a written year, where [`MONTH_DAY_WRITTEN_YEAR`] is tried. Searched over
/// the bytes of the whole text without a literal prefilter: its words' first three letters in
/// either case ("one", "two", "nin", "eig") stand in "money", "done", "network", "mining",
/// "neighbor" and many more, so the prefilter stopped the automaton every few words: with it the
/// search cost about 20 k instructions a document of the bench corpus, without it 15 k
/// (callgrind).
pub(super) static WRITTEN_YEAR_HEAD: LazyLock<meta::Regex> = LazyLock::new(|| {
    meta::Builder::new()
        .configure(meta::Config::new().auto_prefilter(false).utf8_empty(false))
        .syntax(regex_automata::util::syntax::Config::new().utf8(false))
        .build(r"(?i-u)\b(?:nineteen|eighteen|one\s+thousand|two\s+thousand)\b")
        .expect("written-year head pattern compiles")
});

/// The most characters other than white space a [`MONTH_DAY_WRITTEN_YEAR`] date holds before its
/// year: the month (9), a stop and a comma, "the" (3), the day ("twenty-seventh", 14), "of" (2)
/// when the day comes first, a comma, "in the year of our Lord" (18) and "A.D." (4).
const WRITTEN_YEAR_PREFIX_CHARS: usize = 54;

/// The dates with a written year: tried only from shortly before each
/// [`WRITTEN_YEAR_HEAD`], and kept when their year opens there.
fn month_day_written_year_dates(text: &str) -> Vec<FoundDate> {
    let mut found = Vec::new();
    let mut position = 0;
    for head in WRITTEN_YEAR_HEAD.find_iter(text.as_bytes()) {
        if head.start() < position {
            continue;
        }
        let from = lowest_start(text, head.start(), position, WRITTEN_YEAR_PREFIX_CHARS);
        let reach = text.floor_char_boundary((head.end() + WRITTEN_YEAR_REACH).min(text.len()));
        let Some(caps) = match_with_year_at(&text[..reach], from, head.start()) else { continue };
        let Some(date) = month_day_written_year_date(&caps) else { continue };
        position = date.end;
        found.push(date);
    }
    found
}

/// The [`MONTH_DAY_WRITTEN_YEAR`] match, searched from `from` match after match as a whole-text
/// search would, whose year opens at `year_start`: an earlier match in the window whose year is
/// another ("the l Nineteen ...", a stray letter read as a day) must not hide it.
fn match_with_year_at(text: &str, from: usize, year_start: usize) -> Option<regex::Captures<'_>> {
    let mut at = from;
    while let Some(caps) = MONTH_DAY_WRITTEN_YEAR.captures_at(text, at) {
        let whole = caps.get(0)?;
        match caps.name("year").map(|year| year.start()) {
            Some(start) if start == year_start => return Some(caps),
            _ if whole.start() > year_start || whole.end() <= at => return None,
            _ => at = whole.end(),
        }
    }
    None
}

/// How far after its first word a written year may end: "one thousand nine hundred and
/// seventy-seven" with the spaces of a justified line.
const WRITTEN_YEAR_REACH: usize = 120;

/// A [`MONTH_DAY_WRITTEN_YEAR`] match as a date, when its month, day and year read.
pub(super) fn month_day_written_year_date(caps: &regex::Captures<'_>) -> Option<FoundDate> {
    let (whole, year) = (caps.get(0)?, caps.name("year")?);
    let (month, day) = match (caps.name("month_after"), caps.name("word_day")) {
        (Some(month), Some(day)) => (month, day),
        _ => (caps.name("month")?, caps.name("day")?),
    };
    let (month, day, year) = (month_number(month.as_str(), false)?, read_day(day.as_str())?, written_year_value(year.as_str())?);
    Some(FoundDate {
        start: whole.start(),
        end: whole.end(),
        cue_end: whole.start(),
        form: "month_day_written_year",
        value: checked(year, month, day),
    })
}

/// An ordinal day written as a whole word, in any case: "third", "Sixteenth", "TWENTY-FIRST".
const ORDINAL_WORD: &str = r"(?i:(?:twenty|thirty)[\s-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)(?-u:\b)";

/// A day in digits, one of them possibly an OCR letter ("l4", "3O", "1l"); between a month
/// name and a year even a lone "l" is the first ("July l, 1975").
const DAY_DIGITS: &str = r"[0-9lIO]?\d|\d[lIO]|(?-u:\b)[lI]|[0-3]\s\d";

/// "st", "nd", "rd", "th", "d" after a day, possibly broken by a space ("13t h").
const ORDINAL_SUFFIX: &str = r"(?:s\s?t|n\s?d|r\s?d|t\s?h|d)?";

/// "3 March 1952", "12th November, 1999", "the 3rd of May, 1951", and the day as an ordinal
/// word with "of" and no "day" ("this the twenty-ninth of June, 2007", "the first of March,
/// 1961"), as a dating line or a certificate may write it: without "of" a word before a month is
/// no day. Also a day-of phrase in figures whose "the" or "this" is not before it ("Executed
/// 14th day of March, 1955"; "on the" left at the end of a line, or of a column's line that a
/// two-column scan read across, with "22nd day of October, 1975" on the next): the figures
/// and "day of" make it a date, and the cue words before it say whose.
pub(super) static DAY_MONTH_YEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r"(?-u:\b)(?:(?P<day>\d{{1,2}}){ORDINAL_SUFFIX}\s+(?:day\s+of\s+|of\s+)?|(?P<word_day>{ORDINAL_WORD})\s+of\s+)(?P<month>[A-Za-z]{{3,9}})\.?,?\s+{ANNO_DOMINI}(?P<year>{DIGIT_YEAR})"
    )))
    .expect("day-month-year pattern compiles")
});

/// "3/3/1952", "04 /8 / 2016", "11-16-2025" (US order: month first), "6/25/l999" (OCR),
/// "10!24!2008": a stamp's slashes OCR read as the glyph they resemble, and "09.15.2008": the
/// stops some drafters and printed forms write, read in figures only and with two-figure month
/// and day (a single figure before a stop is a paragraph's or a section's number).
pub(super) static NUMERIC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&ascii_classes(&format!(
        r"(?-u:\b)(?:(?P<month>[0-9lIO]{{1,2}})\s?(?:[/-]\s?(?P<day>[0-9lIO]{{1,2}})\s?[/-]|!(?P<day_between_bangs>[0-9lIO]{{1,2}})!)\s?(?P<year>{DIGIT_YEAR})|(?P<dotted_month>[01]\d)\.(?P<dotted_day>[0-3]\d)\.(?P<dotted_year>(?:1[6-9]|20)\d\d)(?-u:\b))"
    )))
    .expect("numeric date pattern compiles")
});

/// "1952-03-03".
pub(super) static ISO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)(?P<year>[0-9]{4})-(?P<month>[0-9]{2})-(?P<day>[0-9]{2})(?-u:\b)").expect("ISO date pattern compiles")
});

/// Where the [`ISO`] dates of the text start, as `ISO.find_iter` gives them: at each hyphen a
/// check of the ten bytes around it instead of the pattern's search over the whole text (which
/// found a hyphen-led candidate at every hyphen and walked back over it with a reverse
/// automaton, for one date in some twenty documents). Exact: a match is four ASCII figures, a
/// hyphen, two figures, a hyphen, two figures, with an ASCII word boundary either side (a byte
/// outside ASCII is no word byte); each match holds its first hyphen at its fifth byte, and no
/// two matches overlap (a second one could start only after a hyphen inside the first, where
/// its four figures would need the first's second hyphen or the non-word byte after it to be
/// figures), so every start is found once, in text order.
fn iso_starts(text: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = text.as_bytes();
    let figures = |range: std::ops::Range<usize>| bytes.get(range).is_some_and(|run| run.iter().all(u8::is_ascii_digit));
    let word = |at: usize| bytes.get(at).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_');
    memchr::memchr_iter(b'-', bytes).filter_map(move |hyphen| {
        let start = hyphen.checked_sub(4)?;
        let iso = figures(start..hyphen)
            && figures(hyphen + 1..hyphen + 3)
            && bytes.get(hyphen + 3) == Some(&b'-')
            && figures(hyphen + 4..hyphen + 6)
            && (start == 0 || !word(start - 1))
            && !word(hyphen + 6);
        iso.then_some(start)
    })
}

/// The date patterns with ASCII `\s` and `\d`: Unicode digit and space classes, repeated in
/// the loose slots of a day-of phrase, make automata too large to search a page quickly, and
/// the dates of these instruments are written in ASCII.
pub(super) fn ascii_classes(pattern: &str) -> String {
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

/// A date as found, before its kind is known.
pub(super) struct FoundDate {
    pub(super) start: usize,
    pub(super) end: usize,
    /// Where the words that may name the kind end: a day-of phrase's own "this"/"the" belongs
    /// to its cue ("Dated this", "MADE the").
    pub(super) cue_end: usize,
    pub(super) form: &'static str,
    /// Year, month, day when every part was read; the reason otherwise.
    pub(super) value: Result<(i32, u32, u32), String>,
}

/// Every date-shaped span, in text order, without overlaps (the earliest, then longest, wins).
pub(super) fn find_dates(text: &str) -> Vec<FoundDate> {
    let day_of_anchors: Vec<(usize, usize)> = DAY_OF_ANCHOR.find_iter(text.as_bytes()).map(|found| (found.start(), found.end())).collect();
    let mut found = day_of_dates(text, |position| {
        search_start(text, &day_of_anchors, position, DAY_OF_PREFIX_CHARS).and_then(|start| day_of_phrase(text, start))
    });
    found.extend(day_of_across_page_break(text, &day_of_anchors));
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
    let month_first = captures_before_years(&MONTH_THE_DAY_YEAR, MONTH_THE_DAY_FORM, text, &years);
    found.extend(month_first.filter_map(|caps| month_the_day_date(&caps)));
    found.extend(iso_starts(text).filter_map(|start| ISO.captures_at(text, start)).filter_map(|caps| form_date(&caps, "iso", false)));
    found.extend(month_day_written_year_dates(text));
    let two_figure = two_figure_year_dates(text, &found);
    found.extend(two_figure);
    without_overlaps(found)
}

/// "DATED: 7-4-76", "Signed and delivered on 3/4/61", "Effective Date of Release: 2/1/88",
/// "My commission expires 3/9/79": a date in figures with a two-figure year, as short forms,
/// typed signing lines and stamps write it. Read only after a dating word on its line
/// ([`TWO_FIGURE_YEAR_LABEL`]): without one, figures so shaped are as often a section, township
/// and range ("12-15-21") or a lot and block. The century is the one that puts the year nearest
/// a year written in four figures elsewhere in the instrument (its certificate, the recorder's
/// stamp, a recited deed); with none, the date stays incomplete, with a warning.
pub(super) fn two_figure_year_dates(text: &str, four_figure: &[FoundDate]) -> Vec<FoundDate> {
    let bytes = text.as_bytes();
    let digits_before = |at: usize| bytes[..at].iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let digits_after = |at: usize| bytes[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    let mut found = Vec::new();
    for separator in memchr::memchr2_iter(b'/', b'-', bytes) {
        let month_len = digits_before(separator);
        let day_len = digits_after(separator + 1);
        if !(1..=2).contains(&month_len) || !(1..=2).contains(&day_len) {
            continue;
        }
        let (start, second) = (separator - month_len, separator + 1 + day_len);
        if bytes.get(second) != Some(&bytes[separator]) || digits_after(second + 1) != 2 {
            continue;
        }
        let end = second + 3;
        // Part of a longer run of figures ("1-3-14-81", "10/2/81/4") or of a word: no date.
        let joined = |at: Option<&u8>| at.is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'-' | b'_'));
        if joined(start.checked_sub(1).map(|at| &bytes[at])) || joined(bytes.get(end)) {
            continue;
        }
        let line_from = text[..start].rfind('\n').map_or(0, |at| at + 1);
        let label_from = text.floor_char_boundary(start.saturating_sub(TWO_FIGURE_LABEL_REACH).max(line_from));
        if !TWO_FIGURE_YEAR_LABEL.is_match(&bytes[label_from..start]) {
            continue;
        }
        let (Some(month), Some(day), Some(figures)) =
            (digits_value(&text[start..separator]), digits_value(&text[separator + 1..second]), digits_value(&text[second + 1..end]))
        else {
            continue;
        };
        let value = match nearest_century(figures as i32, four_figure) {
            Some(year) => checked(year, month, day),
            None => Err("two-figure year: no date of the instrument in four figures gives its century".to_string()),
        };
        found.push(FoundDate { start, end, cue_end: start, form: "numeric_two_figure_year", value });
    }
    found
}

/// The words a two-figure-year date stands after on its line: the instrument's own dating, its
/// certificate's, the recorder's and the commission's, each the last word before the figures
/// (with a colon, "on" or a field's name between: "Effective Date of Release:").
static TWO_FIGURE_YEAR_LABEL: LazyLock<BytesRegex> = LazyLock::new(|| {
    BytesRegex::new(
        r"(?i-u)\b(?:dated|date|made|entered|signed|executed|delivered|effective|acknowledged|sworn|subscribed|filed|recorded|received|expires?|expiration)\b[^\n0-9]{0,28}$",
    )
    .expect("two-figure-year label pattern compiles")
});

/// How far before a two-figure-year date its label may begin.
const TWO_FIGURE_LABEL_REACH: usize = 48;

/// The year of two figures in the century that puts it nearest a four-figure year the
/// instrument writes; `None` when it writes none.
fn nearest_century(figures: i32, four_figure: &[FoundDate]) -> Option<i32> {
    let written: Vec<i32> = four_figure.iter().filter_map(|date| date.value.as_ref().ok().map(|(year, _, _)| *year)).collect();
    let distance = |year: i32| written.iter().map(|other| (year - other).abs()).min();
    [1700, 1800, 1900, 2000]
        .map(|century| century + figures)
        .into_iter()
        .filter_map(|year| Some((distance(year)?, year)))
        .min()
        .map(|(_, year)| year)
}

/// A day-of phrase as a pattern read it: the whole match and its three slots.
pub(super) struct DayOf {
    whole: Range<usize>,
    day: Range<usize>,
    month: Range<usize>,
    year: Range<usize>,
}

impl DayOf {
    /// The phrase from a day-of pattern's captures; `None` when a slot took no part.
    #[cfg(test)]
    pub(super) fn from_captures(caps: &regex::Captures) -> Option<DayOf> {
        let slot = |name: &str| caps.name(name).map(|found| found.range());
        Some(DayOf { whole: caps.get(0)?.range(), day: slot("day")?, month: slot("month")?, year: slot("year")? })
    }
}

/// The "day of" dates, in text order; `next_phrase` gives the first day-of match at or after a
/// position (the prefiltered search, or in the tests the whole-text one it must equal).
pub(super) fn day_of_dates(text: &str, mut next_phrase: impl FnMut(usize) -> Option<DayOf>) -> Vec<FoundDate> {
    let mut found = Vec::new();
    let mut position = 0;
    while let Some(phrase) = next_phrase(position) {
        let (day, month, year) = (&text[phrase.day.clone()], &text[phrase.month], &text[phrase.year]);
        if !plausible_day_slot(day) {
            // "their hands this day of": the phrase starts at a later "this"; look again from
            // the next character.
            position = phrase.whole.start + text[phrase.whole.start..].chars().next().map_or(1, char::len_utf8);
            continue;
        }
        position = phrase.whole.end;
        let Some(value) = read_day_of(day, month, year) else {
            continue;
        };
        found.push(FoundDate { start: phrase.whole.start, end: phrase.whole.end, cue_end: phrase.day.start, form: "day_of", value });
    }
    found
}

/// "this 9th day\n<running head>\n285\nof October in the year of our Lord ...": a deed book's
/// page break (its number, a running head, scan noise) that fell inside a day-of phrase, between
/// "day" and "of" (realdocs' Guernsey County, Ohio deed-record pages; every deed book scanned
/// page by page). Tried only where a "day" ends its line and no line right after it opens on
/// "of" (the anchors of [`DAY_OF_ANCHOR`] that end in the newline), and where a line within
/// [`PAGE_BREAK_LINES`] lines does: the phrase is read with the break's lines left out, and its
/// span runs over them.
pub(super) fn day_of_across_page_break(text: &str, anchors: &[(usize, usize)]) -> Vec<FoundDate> {
    let mut found = Vec::new();
    for &(anchor_start, anchor_end) in anchors {
        if text.as_bytes()[anchor_end - 1] != b'\n' {
            continue;
        }
        let Some(of_at) = line_opening_on_of(text, anchor_end) else { continue };
        let phrase_from = lowest_start(text, anchor_start, 0, DAY_OF_PREFIX_CHARS);
        let head = text[phrase_from..anchor_end - 1].trim_end();
        let tail_end = text.floor_char_boundary((of_at + PAGE_BREAK_TAIL).min(text.len()));
        let joined = format!("{head} {}", &text[of_at..tail_end]);
        let Some(caps) = DAY_OF.captures_iter(&joined).find(|caps| caps.get(0).is_some_and(|whole| whole.end() > head.len() + 1)) else {
            continue;
        };
        let (Some(whole), Some(day), Some(month), Some(year)) = (caps.get(0), caps.name("day"), caps.name("month"), caps.name("year"))
        else {
            continue;
        };
        if whole.start() >= head.len() || !plausible_day_slot(day.as_str()) {
            continue;
        }
        let Some(value) = read_day_of(day.as_str(), month.as_str(), year.as_str()) else { continue };
        let start = phrase_from + whole.start();
        found.push(FoundDate {
            start,
            end: of_at + whole.end() - head.len() - 1,
            cue_end: phrase_from + day.start(),
            form: "day_of",
            value,
        });
    }
    found
}

/// How many lines other than blank ones a page break inside a day-of phrase may hold: a page
/// number, a running head and a line or two of scan noise.
const PAGE_BREAK_LINES: usize = 4;

/// The most text after the break a day-of phrase still holds: its month, a written year with its
/// figures and "in the year of our Lord".
const PAGE_BREAK_TAIL: usize = 200;

/// Where the first line after `from` that opens on "of" (or OCR's "0f") starts, within
/// [`PAGE_BREAK_LINES`] lines.
fn line_opening_on_of(text: &str, from: usize) -> Option<usize> {
    let mut line_start = from;
    let mut lines = 0;
    while lines <= PAGE_BREAK_LINES && line_start - from <= PAGE_BREAK_BYTES {
        let line_end = text[line_start..].find('\n').map_or(text.len(), |at| line_start + at);
        let line = &text[line_start..line_end];
        let trimmed = line.trim_start();
        let bytes = trimmed.as_bytes();
        if bytes.len() > 2 && matches!(bytes[0], b'o' | b'O' | b'0') && matches!(bytes[1], b'f' | b'F') && bytes[2] == b' ' {
            return Some(line_start + (line.len() - trimmed.len()));
        }
        if line_end >= text.len() {
            return None;
        }
        lines += usize::from(!trimmed.is_empty());
        line_start = line_end + 1;
    }
    None
}

/// The most text a page break inside a day-of phrase holds.
const PAGE_BREAK_BYTES: usize = 240;

/// One match of a month-name form (`month_name`) or of a numeric form, read as a date.
pub(super) fn form_date(caps: &regex::Captures<'_>, form: &'static str, month_name: bool) -> Option<FoundDate> {
    let whole = caps.get(0)?;
    // The dotted form's other groups are asked only when its month matched: a group asked by
    // name costs a lookup of the name, and most matches are of the other forms.
    if let Some(month) = caps.name("dotted_month")
        && let (Some(day), Some(year)) = (caps.name("dotted_day"), caps.name("dotted_year"))
    {
        let (month, day, year) = (digits_value(month.as_str())?, digits_value(day.as_str())?, digit_year(year.as_str())?);
        return Some(FoundDate { start: whole.start(), end: whole.end(), cue_end: whole.start(), form, value: checked(year, month, day) });
    }
    let (month, year) = (caps.name("month")?, caps.name("year")?);
    let month = if month_name { month_number(month.as_str(), false) } else { digits_value(month.as_str()) }?;
    let day = match caps.name("word_day") {
        Some(word) => ordinal_word_value(word.as_str())?,
        None => digits_value(caps.name("day").or_else(|| caps.name("day_between_bangs"))?.as_str())?,
    };
    let year = digit_year(year.as_str())?;
    Some(FoundDate { start: whole.start(), end: whole.end(), cue_end: whole.start(), form, value: checked(year, month, day) })
}

/// A [`MONTH_THE_DAY_YEAR`] match: the day in figures or an ordinal word.
pub(super) fn month_the_day_date(caps: &regex::Captures<'_>) -> Option<FoundDate> {
    let (whole, month, year) = (caps.get(0)?, caps.name("month")?, caps.name("year")?);
    let day = caps.name("day").or_else(|| caps.name("word_day"))?;
    let month = month_number(month.as_str(), false)?;
    let day = read_day(day.as_str())?;
    let year = digit_year(year.as_str())?;
    Some(FoundDate {
        start: whole.start(),
        end: whole.end(),
        cue_end: whole.start(),
        form: "month_the_day_year",
        value: checked(year, month, day),
    })
}

/// The dates sorted by start, the longest first at a start, each kept unless it overlaps one kept.
pub(super) fn without_overlaps(mut found: Vec<FoundDate>) -> Vec<FoundDate> {
    found.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
    let mut kept: Vec<FoundDate> = Vec::with_capacity(found.len());
    for date in found {
        if kept.last().is_none_or(|last| date.start >= last.end) {
            kept.push(date);
        }
    }
    kept
}

/// `DAY_OF.captures_at(text, start)` as a [`DayOf`], with the captures read by the day-of
/// pattern without its written years (whose many OCR-tolerant words make the capture engine
/// slow) when the match holds no [`WRITTEN_YEAR_MARK`], and by the one without the written years
/// followed by their figures (whose long loose spans make it slow) when it holds no "(" and a
/// digit (every written year with figures ends in them). Exact: the match the whole pattern prefers is then one the smaller pattern can make,
/// and no reading the smaller one can make is preferred to it. (A test per match, not per text:
/// "One Hundred Dollars" puts the mark in most texts.)
///
/// A match of ASCII text is read by the pattern's [`ascii_negations`] twin, whose loose slots are
/// a byte class each instead of a dozen UTF-8 states: the same captures at a fraction of the
/// capture engine's work. The captures are read on the match's span, anchored at its start: the
/// smaller pattern's preferred match there is that span, so the capture engine is given it
/// instead of finding it again with two more scans of the lazy DFA.
///
/// An ASCII match that holds no line end and no "year" (nor OCR's "ycar") is read by a plainer
/// twin still, without the optional [`STAMP_LINE`]s and [`YEAR_OF_OUR_LORD`]: neither can match
/// anything but the empty string inside such a span, so every reading of the pattern there is
/// one of the twin, in the same order of preference, and the capture engine's work (and the
/// visited set it clears, which grows with the pattern's size) is much smaller. Most dates are
/// written so ("the 3rd day of March, 1952"), and when such a match holds no written year either,
/// [`read_plain_day_of`] reads that twin's grammar by hand, in the same order of preference,
/// without the capture engine.
fn day_of_phrase(text: &str, start: usize) -> Option<DayOf> {
    /// A day-of pattern searched for its captures on a span; its slots' group indices.
    struct Slots {
        regex: meta::Regex,
        groups: [usize; 3],
    }
    /// For each of the three patterns (digit years, every year, written years without figures):
    /// the pattern, its ASCII twin, and the plain ASCII twin.
    static SLOTS: LazyLock<[[Slots; 3]; 3]> = LazyLock::new(|| {
        let slots = |source: String| {
            let regex = leftmost_first_set(&[source], DEFAULT_LAZY_DFA_CACHE);
            let group = |name: &str| regex.group_info().to_index(PatternID::ZERO, name).expect("day-of slot group");
            let groups = [group("day"), group("month"), group("year")];
            Slots { regex, groups }
        };
        [None, Some(any_written_year_pattern()), Some(written_year_pattern())].map(|written| {
            let whole = day_of_source(written.as_deref(), STAMP_LINE, YEAR_OF_OUR_LORD);
            let plain = day_of_source(written.as_deref(), "", "");
            [slots(ascii_negations(&whole)), slots(whole), slots(ascii_negations(&plain))]
        })
    });
    let found = DAY_OF.find_at(text, start)?;
    let pattern = if !may_hold_written_year(found.as_str()) {
        &SLOTS[0]
    } else if may_hold_figures(found.as_str()) {
        &SLOTS[1]
    } else {
        &SLOTS[2]
    };
    let twin = match found.as_str().is_ascii() {
        false => 1,
        true if !found.as_str().contains('\n') && !names_the_year(found.as_str()) => 2,
        true => 0,
    };
    // The plain twin of the pattern without written years is the grammar the hand reader reads.
    if std::ptr::eq(pattern, &SLOTS[0])
        && twin == 2
        && let Some(plain) = read_plain_day_of(text, found.range())
    {
        return Some(DayOf { whole: found.start()..plain.end, day: plain.day, month: plain.month, year: plain.year });
    }
    let Slots { regex, groups: [day, month, year] } = &pattern[twin];
    let mut caps = regex.create_captures();
    regex.search_captures(&Input::new(text).span(found.range()).anchored(Anchored::Yes), &mut caps);
    Some(DayOf {
        whole: caps.get_match()?.range(),
        day: caps.get_group(*day)?.range(),
        month: caps.get_group(*month)?.range(),
        year: caps.get_group(*year)?.range(),
    })
}

/// Whether `text` holds "year" or OCR's "ycar" in any case: the word without which
/// [`YEAR_OF_OUR_LORD`] matches nothing.
fn names_the_year(text: &str) -> bool {
    // `| 0x20` maps exactly the two cases of each of these ASCII letters to the lower one.
    text.as_bytes()
        .windows(4)
        .any(|word| word[0] | 0x20 == b'y' && matches!(word[1] | 0x20, b'e' | b'c') && word[2] | 0x20 == b'a' && word[3] | 0x20 == b'r')
}

/// Whether `text` may end in a written year's figures: "(" with a digit after it and at most
/// white space between.
fn may_hold_figures(text: &str) -> bool {
    text.match_indices('(').any(|(at, _)| text[at + 1..].trim_start().starts_with(|c: char| c.is_ascii_digit()))
}

/// What every written year holds: "thousand" or "hundred" (as "undred"), in any case, with
/// OCR's `0` for `o`, `b` for `h`, `c` for `e` and spaces inside; with this many spaces allowed, more than the pattern
/// allows.
static WRITTEN_YEAR_MARK: LazyLock<BytesRegex> = LazyLock::new(|| {
    BytesRegex::new(r"(?i-u)t\s*[hb]\s*[o0]\s*u\s*s\s*a\s*n\s*d|u\s*n\s*d\s*r\s*[ec]\s*d").expect("written-year mark pattern compiles")
});

/// Whether `text` may hold a written year. The day-of pattern's `(?i)` folds only ASCII letters
/// and `ſ` (LONG S, which NFKC text never holds) to the letters of the mark.
fn may_hold_written_year(text: &str) -> bool {
    WRITTEN_YEAR_MARK.is_match(text.as_bytes()) || text.contains('ſ')
}

/// A day slot glued to its "the"/"this" must be an ordinal word ("thisfourteenth"), and a slot
/// holding another "the"/"this" means the phrase begins later.
fn plausible_day_slot(slot: &str) -> bool {
    if slot.chars().next().is_some_and(|c| c.is_alphabetic()) {
        let glued: String = slot.chars().take_while(|c| c.is_ascii_alphabetic() || *c == '-').collect();
        if ordinal_word_value(&glued).is_none() && ocr_first_or_eleventh(&glued).is_none() && !is_last_day(&glued) {
            return false;
        }
    }
    !slot
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()))
        .any(|word| word.eq_ignore_ascii_case("this") || word.eq_ignore_ascii_case("the"))
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
    // "the last day of February, 1940": the month's last day, which the month and year settle.
    let day_value = match (is_last_day(day.trim()), year_value, month_value) {
        (true, Some(year), Some(month)) => days_in_month(year, month),
        _ => read_day(day),
    };
    Some(match (year_value, month_value, day_value) {
        (Some(year), Some(month), Some(day)) => checked(year, month, day),
        (None, _, _) if year.trim_start().starts_with(['\'', '\u{2019}']) => Err("two-digit year: the century is not written".to_string()),
        (None, _, _) => Err("year not readable".to_string()),
        (_, None, _) => Err("month not readable".to_string()),
        (_, _, None) => Err("day not readable".to_string()),
    })
}

/// A day slot: "3rd", "3d", "29\"", "Seventh", "twenty-first"; OCR junk after the digits of a
/// handwritten day ("20 __A") is tolerated, junk without digits is not a day.
fn read_day(slot: &str) -> Option<u32> {
    // The blank a handwritten day fills, and the quote marks its raised "th" becomes:
    // "_12\"\"", "__3rd__".
    let slot =
        slot.trim_matches(|c: char| c.is_whitespace() || matches!(c, '_' | '"' | '\'' | '\u{201c}' | '\u{201d}' | '\u{2018}' | '\u{2019}'));
    // "S", "Sth": a lone handwritten 5 that OCR read as the letter it resembles most.
    if matches!(slot, "S" | "s" | "Sth" | "sth" | "STH") {
        return Some(5);
    }
    if let Some(day) = ocr_first_or_eleventh(slot) {
        return Some(day);
    }
    let run: String = slot.chars().take_while(|c| c.is_ascii_digit() || matches!(c, 'l' | 'I' | 'O' | 'o')).collect();
    if run.chars().any(|c| c.is_ascii_digit()) {
        // "l4th", "2Oth": OCR letters for digits, read only beside a real digit.
        let mut rest = &slot[run.len()..];
        let mut digits: String = run
            .chars()
            .map(|c| match c {
                'l' | 'I' => '1',
                'O' | 'o' => '0',
                c => c,
            })
            .collect();
        // "3ist", "2ist": only a day ending in 1 takes "st", so the letter before it is that 1.
        if matches!(digits.as_str(), "2" | "3") && rest.starts_with("ist") {
            digits.push('1');
        }
        // "1 0th", "2 1st": a day's two figures that OCR set apart by one space.
        if let Some(second) = split_second_figure(&digits, rest) {
            digits.push(second);
            rest = &rest[2..];
        }
        if rest.chars().any(|c| c.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        return digits.parse().ok();
    }
    ordinal_word_value(slot)
}

/// "lst", "Ist", "llth": a day whose figures OCR read all as letters, settled by its ordinal
/// ending (only 1 takes "st" of the days written in ones, only 11 "th"), as printed and typed
/// day-of phrases of every decade come out of a scan ("the lst day of May").
fn ocr_first_or_eleventh(slot: &str) -> Option<u32> {
    let lower = slot.to_ascii_lowercase();
    let (figures, suffix) = lower.split_at(lower.find(|c: char| c != 'l' && c != 'i')?);
    match (figures.len(), suffix.trim_end_matches('.')) {
        (1, "st") => Some(1),
        (2, "th") => Some(11),
        _ => None,
    }
}

/// "last" in a day slot ("the last day of February"): the month's last day.
fn is_last_day(slot: &str) -> bool {
    slot.eq_ignore_ascii_case("last")
}

/// The second figure of a day whose first (`first`, 0 to 3) OCR set apart from it by one space,
/// as "1 0th" and "2 1st" are printed when a scan widens the gap between figures: a digit right
/// after the space and no third figure after it.
fn split_second_figure(first: &str, rest: &str) -> Option<char> {
    let mut after = rest.chars();
    let (Some(' '), Some(second)) = (after.next(), after.next()) else { return None };
    let third = after.next();
    (matches!(first, "0" | "1" | "2" | "3") && second.is_ascii_digit() && !third.is_some_and(|c| c.is_ascii_digit())).then_some(second)
}

/// A year slot of a day-of phrase: digits (with OCR look-alikes), "19. 74", or words; a bare
/// "19" is a blank year.
fn read_year(slot: &str) -> Option<i32> {
    let compact: String = slot.chars().filter(|c| !c.is_whitespace() && *c != '.').collect();
    // "0ne Thousand…" opens with an OCR digit but is a written year.
    if let Some(year) = digit_year(compact.trim_end_matches([',', ')', '_'])) {
        return Some(year);
    }
    match slot.trim_end().strip_suffix(')').and_then(|open| open.rsplit_once('(')) {
        Some((words, figures)) => written_year_with_figures(words, figures.trim()),
        None => written_year_value(slot),
    }
}

/// A written year and its figures: the figures when they read and the words agree or do not
/// read (a word damaged, a margin line inside them); the words, their other words left out,
/// when the figures are damaged but their digits agree ("nineteen hundred and fifty.\n<margin>
/// four, (195%)"). Words and figures that disagree give no year.
fn written_year_with_figures(words: &str, figures: &str) -> Option<i32> {
    let in_words = written_year_value(words).or_else(|| written_year_amid_junk(words));
    match (digit_year(figures), in_words) {
        (Some(figures), Some(in_words)) => (figures == in_words).then_some(figures),
        (Some(figures), None) => Some(figures),
        (None, Some(in_words)) => {
            let readable: String = figures.chars().take_while(char::is_ascii_digit).collect();
            (readable.len() >= 3 && in_words.to_string().starts_with(&readable)).then_some(in_words)
        }
        (None, None) => None,
    }
}

/// Checks the calendar: an impossible date (February 30) is unreadable, not a date.
fn checked(year: i32, month: u32, day: u32) -> Result<(i32, u32, u32), String> {
    let Some(days) = days_in_month(year, month) else { return Err(format!("no month {month}")) };
    if day == 0 || day > days {
        return Err(format!("impossible date {year:04}-{month:02}-{day:02}"));
    }
    Ok((year, month, day))
}

#[cfg(test)]
mod tests {
    use super::super::extract;
    use super::super::test_support::{dates, one};
    use super::{ISO, iso_starts};
    use crate::pipeline::Instrument;
    use crate::vocab::DateKind;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// The hyphen check finds the ISO dates the pattern's own search finds, in figures,
        /// hyphens, words and bytes outside ASCII run together.
        #[test]
        fn iso_dates_start_where_the_iso_search_finds_them(
            pieces in proptest::collection::vec(0usize..12, 0..60)
        ) {
            const PIECES: [&str; 12] = ["1", "9", "0", "2024", "-", "-", "03", "a", "_", " ", "\u{e9}", "\n"];
            let text: String = pieces.iter().map(|&piece| PIECES[piece]).collect();
            let by_pattern: Vec<usize> = ISO.find_iter(&text).map(|found| found.start()).collect();
            proptest::prop_assert_eq!(iso_starts(&text).collect::<Vec<_>>(), by_pattern, "{:?}", text);
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
        // The day as an ordinal word with "of" and no "day".
        assert_eq!(dates("Dated: this the twenty-first of October, 1999\n"), one("1999-10-21", DateKind::Execution));
        assert_eq!(dates("Witness our hands the Second of May, A.D. 1931.\n"), one("1931-05-02", DateKind::Execution));
        // Without "of" a word before a month is no day.
        assert!(dates("paid the second installment May 1999 in full.\n").is_empty());
    }

    #[test]
    fn numeric_and_iso_forms() {
        assert_eq!(dates("RECEIVED 6/14/1977 at 9:05 AM\n"), one("1977-06-14", DateKind::Recording));
        assert_eq!(dates("Effective Date: 1985-07-01\n"), one("1985-07-01", DateKind::Effective));
        // Stops between the figures, with two-figure month and day.
        assert_eq!(dates("Dated effective 03.01.2011\n"), one("2011-03-01", DateKind::Effective));
        assert!(dates("as set out in Section 3.2.1990 of the Code\n").is_empty());
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
    fn a_handwritten_day_on_its_printed_blank() {
        assert_eq!(dates("IN WITNESS WHEREOF, executed this _9\"\" day of April, 2016.\n"), one("2016-04-09", DateKind::Execution));
        assert_eq!(dates("Witness my hand this__ 14th__ day of May, 2003.\n"), one("2003-05-14", DateKind::Execution));
        assert_eq!(dates("Signed and delivered this 6 x dayof_ __ June, 2019.\n"), one("2019-06-06", DateKind::Execution));
        // Letters where the day stood are no day: "a2" may be 2, 12 or 22.
        assert_eq!(dates("Witness my hand this a2 day of May, 2003.\n"), vec![(None, DateKind::Execution)]);
        assert_eq!(dates("Witness my hand this iat day of May, 2003.\n"), vec![(None, DateKind::Execution)]);
    }

    #[test]
    fn ordinal_suffixes_settle_a_damaged_day() {
        // Only a day ending in 1 takes "st": "3ist" is 31st, "2ist" 21st.
        assert_eq!(dates("WITNESS our hands this 3ist day of March, 1998.\n"), one("1998-03-31", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 2ist day of March, 1998.\n"), one("1998-03-21", DateKind::Execution));
        // A lone S where the day stands is the 5 it resembles.
        assert_eq!(dates("THIS LEASE made the S day of October, 2011, between\n"), one("2011-10-05", DateKind::Execution));
        assert_eq!(dates("THIS LEASE made the Sth day of October, 2011, between\n"), one("2011-10-05", DateKind::Execution));
        assert_eq!(dates("THIS LEASE made the is day of October, 2011, between\n"), vec![(None, DateKind::Execution)]);
        // Figures all read as letters: "lst" is the 1st, "llth" the 11th; "lth" is no day.
        assert_eq!(dates("THIS LEASE made the lst day of October, 2011, between\n"), one("2011-10-01", DateKind::Execution));
        assert_eq!(dates("Witness our hands this Ist day of May, 1930.\n"), one("1930-05-01", DateKind::Execution));
        assert_eq!(dates("THIS LEASE made the llth day of October, 2011, between\n"), one("2011-10-11", DateKind::Execution));
        assert_eq!(dates("THIS LEASE made the lth day of October, 2011, between\n"), vec![(None, DateKind::Execution)]);
    }

    #[test]
    fn the_last_day_of_a_month_is_settled_by_its_month_and_year() {
        assert_eq!(dates("Signed this last day of February, 1940.\n"), one("1940-02-29", DateKind::Execution));
        assert_eq!(dates("Signed this last day of February, 1941.\n"), one("1941-02-28", DateKind::Execution));
        assert_eq!(dates("THIS DEED made the last day of June, 1952, by\n"), one("1952-06-30", DateKind::Execution));
        // With no month it stays an incomplete date.
        assert_eq!(dates("Signed this last day of ______, 1940.\n"), vec![(None, DateKind::Execution)]);
    }

    #[test]
    fn months_two_slips_away_where_a_month_stands() {
        assert_eq!(
            dates("acknowledged before me this 4th day of vember, 1988, by Ida Moss\n"),
            one("1988-11-04", DateKind::Acknowledgment)
        );
        assert_eq!(dates("acknowledged before me this 4th day of Jnue, 1988, by Ida Moss\n"), one("1988-06-04", DateKind::Acknowledgment));
        assert_eq!(dates("Filed for record Septenbar 3rd, 1950, at ten o'clock\n"), one("1950-09-03", DateKind::Recording));
        // Two slips from two months at once ("juan": June and July) is no month.
        assert_eq!(dates("THIS DEED made the 4th day of juan 2010\n"), vec![(None, DateKind::Execution)]);
    }

    #[test]
    fn a_day_on_the_line_after_its_article() {
        assert_eq!(
            dates("I have hereunto set my hand, the\n12th day of August, in the year of our Lord one thousand nine hundred and sixty.\n"),
            one("1960-08-12", DateKind::Execution)
        );
    }

    #[test]
    fn year_of_our_lord_through_ocr_slips_and_marks() {
        assert_eq!(
            dates("set my hand the 3rd day of May, tn the year of our Lord one thousand\n. nine hundred and forty-one.\n"),
            one("1941-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "THIS INDENTURE, made the fifth day of March in the year of\n) our-Lord one thousand nine hundred and twenty-two (1922)\n"
            ),
            one("1922-03-05", DateKind::Execution)
        );
    }

    #[test]
    fn written_year_broken_by_a_margin_line_with_its_figures() {
        // A margin caption inside the words: the number words and the figures agree.
        assert_eq!(
            dates(
                "THIS INDENTURE, MADE the ninth day of May in the year of our Lord one\nHENRY AMES, ET UX. ) thousand nine hundred and twelve (1912), between\n"
            ),
            one("1912-05-09", DateKind::Execution)
        );
        // Damaged words, clean figures.
        assert_eq!(
            dates("THIS DEED, made the 2nd day of June in the year of our Lord one thovsemd nine hundred and twenty-seven (1927)\n"),
            one("1927-06-02", DateKind::Execution)
        );
        // Damaged figures, words continued after the margin: the readable digits agree.
        assert_eq!(
            dates("THIS DEED MADE the 7th day of July, in the year nineteen hundred and sixty.\n) Ruth Lane ) two, (196#) BETWEEN\n"),
            one("1962-07-07", DateKind::Execution)
        );
        // Words and figures that disagree give no year.
        assert_eq!(
            dates("THIS DEED MADE the 7th day of July, in the year nineteen hundred and sixty-two (1926), BETWEEN\n"),
            vec![(None, DateKind::Execution)]
        );
    }

    #[test]
    fn ocr_slips_of_day_and_this() {
        assert_eq!(dates("WITNESS our hands this 4th aay of June, 1938.\n"), one("1938-06-04", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 4th dey\u{2019} of June, 1938.\n"), one("1938-06-04", DateKind::Execution));
        assert_eq!(dates("THIS DEED, made thie 4th day of June, 1938, between\n"), one("1938-06-04", DateKind::Execution));
    }

    #[test]
    fn a_year_the_scan_cut_is_an_incomplete_date() {
        let extraction = extract(&Instrument::from_raw("THIS DEED, made this 2nd day of March, in the year 193, by and between\n"));
        assert_eq!(extraction.dates.iter().map(|d| (d.date.clone(), d.kind)).collect::<Vec<_>>(), vec![(None, DateKind::Execution)]);
        assert!(extraction.warnings[0].contains("year not readable"), "{:?}", extraction.warnings);
        assert!(extraction.warnings[0].contains("in the year 193,"), "{:?}", extraction.warnings);
    }

    #[test]
    fn ocr_damaged_numeric_years() {
        assert_eq!(dates("WITNESS our hands this 2/3/2O04.\n"), one("2004-02-03", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 8/1l/l987.\n"), one("1987-08-11", DateKind::Execution));
        assert_eq!(dates("WITNESS our hands this 3/9/200 6.\n"), one("2006-03-09", DateKind::Execution));
        assert_eq!(dates("THIS LEASE made this the 6th day of May, 198 8 between\n"), one("1988-05-06", DateKind::Execution));
    }

    #[test]
    fn a_two_figure_year_after_a_dating_word_takes_the_century_of_the_instruments_other_dates() {
        let deed = "DATED: 7-4-76\n/s/ Ada Roe\nPersonally appeared before me July 6, 1976, Ada Roe.\nMy commission expires: 3/9/79\n";
        assert_eq!(
            dates(deed),
            vec![
                (Some("1976-07-04".to_string()), DateKind::Execution),
                (Some("1976-07-06".to_string()), DateKind::Acknowledgment),
                (Some("1979-03-09".to_string()), DateKind::Commission),
            ]
        );
        let release = "Effective Date of Release: 2/1/88\nExecuted this 4th day of March, 1988.\n";
        assert_eq!(dates(release)[0], (Some("1988-02-01".to_string()), DateKind::Effective));
        // The century is that of the nearest year written in full: a modern stamp gives 2000s.
        let modern = "Signed and delivered on 3/4/19.\nRecorded 03/11/2019 at 9:02 AM.\n";
        assert_eq!(dates(modern)[0], (Some("2019-03-04".to_string()), DateKind::Execution));
        // No year in four figures anywhere: the century is not written, the date incomplete.
        let alone = extract(&Instrument::from_raw("QUITCLAIM DEED\nDated: 3/4/61\nAda Roe quitclaims to Ed Poe Lot 2.\n"));
        assert_eq!(alone.dates[0].date, None);
        assert!(alone.warnings.iter().any(|w| w.contains("two-figure year")), "{:?}", alone.warnings);
        // Without a dating word before them on their line, such figures are no date (a section,
        // township and range; a lot and block).
        assert_eq!(dates("The NE/4 of 12-15-21, recorded 5/2/1960 in Book 4.\n").len(), 1);
        assert_eq!(dates("Dated March 3, 1961; Lots 3-4-56 of the plat.\n").len(), 1);
    }

    #[test]
    fn month_broken_by_a_space_or_a_line_end() {
        assert_eq!(dates("Dated Sep tember 21, 1972\n"), one("1972-09-21", DateKind::Execution));
        assert_eq!(dates("Dated this 2nd day of Oct\nober, 1949.\n"), one("1949-10-02", DateKind::Execution));
        assert_eq!(dates("Dated and May 5, 1950\n"), one("1950-05-05", DateKind::Execution));
    }

    #[test]
    fn written_year_through_faint_and_broken_letters() {
        // A faint `e` read as `c`, an `h` read as `b`, two number words run together: no number
        // word holds a `c` or a `b`, so the words still read.
        assert_eq!(
            dates(
                "THIS INDENTURE, made this tenth day of May in the year of our Lord one thousand cight hundrcd and ninety-two, between\n"
            ),
            one("1892-05-10", DateKind::Execution)
        );
        assert_eq!(
            dates("Given under my hand this 3d day of June, in the year one tbousand ninc hundred and seven.\n"),
            one("1907-06-03", DateKind::Execution)
        );
        assert_eq!(
            dates("WITNESS our hands this second day of March, A. D. one thousand nine bundred and twenty.\n"),
            one("1920-03-02", DateKind::Execution)
        );
        assert_eq!(
            dates("Done at the Capitol this ninth day of July in the year one thousand ninehundred and eleven.\n"),
            one("1911-07-09", DateKind::Execution)
        );
        assert_eq!(dates("Dated the sixth day of January, nineteen hundrcd and thirty-onc.\n"), one("1931-01-06", DateKind::Execution));
    }

    #[test]
    fn a_bare_dated_inside_the_grant_dates_the_instrument_it_names() {
        use super::super::test_support::governing;
        let deed = "KNOW ALL MEN BY THESE PRESENTS:\n\nThat we, Ann Lee and Bob Lee, do hereby grant, bargain, sell and convey unto \
Carl Moss the following land in Ellis County, Kansas:\n\nThe NE/4 of Section 3, Township 12 South, Range 18 West, subject, however, \
to an oil and gas lease heretofore executed bythe grantors to the Ajax Oil Co., datedthe 3rd day of May, 1909, the rentals of which \
shall be divided.\n\nIN WITNESS WHEREOF we have set our hands this 21st day of August, 1911.\n";
        assert_eq!(governing(deed).as_deref(), Some("1911-08-21"));
        let excepting = "We, Dora Hale and Ed Hale, hereby grant, sell and convey to Fay Orr the land below, excepting a right of way \
to the county, dated the 2nd day of June, 1921.\nLot 4, Block 2, Orr Addition.\nSigned this 9th day of March, 1930.\n";
        assert_eq!(governing(excepting).as_deref(), Some("1930-03-09"));
    }

    #[test]
    fn a_day_of_phrase_whose_article_ocr_ran_into_the_word_before() {
        // The word before keeps its meaning: the cue is read as if the space were there.
        assert_eq!(
            dates("Date:   To be effectivethe 1st day of July, 2008, although signed later\n"),
            one("2008-07-01", DateKind::Effective)
        );
        assert_eq!(dates("This deed is madethis 4th day of May, 1951, by Ann Lee.\n"), one("1951-05-04", DateKind::Execution));
        assert_eq!(
            dates("Filed for record at request of the grantee onthe 3rd day of October, 1912, at 10 o'clock A. M.\n"),
            one("1912-10-03", DateKind::Recording)
        );
        assert_eq!(
            dates("STATE OF KANSAS, COUNTY OF ELLIS, ss.\nOnthis 12th day of June, 1948, before me, a Notary Public, appeared Ann Lee.\n"),
            one("1948-06-12", DateKind::Acknowledgment)
        );
        // A word that merely ends in the letters is no article: "other", "bathe".
        assert_eq!(dates("rent is due on every other 5th day of the month in 1960\n"), vec![]);
    }

    #[test]
    fn a_day_word_broken_at_a_line_end() {
        assert_eq!(dates("Done at Pierre this fourt-\neenth day of August, 1912.\n"), one("1912-08-14", DateKind::Execution));
        assert_eq!(dates("WITNESS my hand this twenty-\nfirst day of May, A.D. 1931.\n"), one("1931-05-21", DateKind::Execution));
        assert_eq!(dates("EXECUTED this seven-\n  teenth day of April, 1911.\n"), one("1911-04-17", DateKind::Execution));
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
    fn the_month_first_with_the_day_after_the() {
        assert_eq!(dates("Dated March the tenth, 1931.\n"), one("1931-03-10", DateKind::Execution));
        assert_eq!(dates("Executed on September the 3rd, 1948.\n"), one("1948-09-03", DateKind::Execution));
        assert_eq!(
            dates("IN WITNESS WHEREOF we sign this deed June the twenty-first, A.D. 1920.\n"),
            one("1920-06-21", DateKind::Execution)
        );
        assert_eq!(dates("Signed on Oct. the 2nd, 1956 by the lessors.\n"), one("1956-10-02", DateKind::Execution));
        // Words that are no month, or a day that is no day, make no date.
        assert!(dates("Lot the fourth, 1931 acres").is_empty());
        assert!(dates("May the same 1952").is_empty());
    }

    #[test]
    fn an_ordinal_day_whose_last_h_ocr_read_as_b() {
        assert_eq!(dates("at Jefferson City, this tentb day of November, 1938.\n")[0].0.as_deref(), Some("1938-11-10"));
        assert_eq!(dates("WITNESS our hands the fourtb day of June, 1950.\n"), one("1950-06-04", DateKind::Execution));
        assert_eq!(dates("Dated this twenty-fiftb day of May, 1921.\n"), one("1921-05-25", DateKind::Execution));
    }

    #[test]
    fn the_month_first_with_the_year_in_words() {
        assert_eq!(dates("DATED at Havre, Montana, October Ninth, Nineteen Forty-seven.\n"), one("1947-10-09", DateKind::Execution));
        assert_eq!(
            dates("Signed this March 4th, nineteen hundred and sixty-two, by the grantor.\n"),
            one("1962-03-04", DateKind::Execution)
        );
        assert_eq!(dates("Dated: July the tenth, two thousand and six\n"), one("2006-07-10", DateKind::Execution));
        assert_eq!(dates("Executed on May 2, in the year one thousand nine hundred and twelve.\n"), one("1912-05-02", DateKind::Execution));
        // The ordinal day first, with "of" and no "day", and "A.D." before the written year.
        assert_eq!(
            dates("IN WITNESS my hand on this, the ninth of October, A.D. nineteen hundred and fifty-four.\n"),
            one("1954-10-09", DateKind::Execution)
        );
        assert_eq!(dates("Signed the twenty-first of May, nineteen forty.\n"), one("1940-05-21", DateKind::Execution));
        // OCR's "Octobcr" still reads; a day word with "of" before a word that is no month makes no date.
        assert_eq!(dates("Signed the ninth of Octobcr, nineteen hundred and fifty-four.\n")[0].0.as_deref(), Some("1954-10-09"));
        assert!(dates("the first of several tracts, nineteen acres").is_empty());
        // A written number that is no year after a day, or no month before the day, makes no date.
        assert!(dates("Lot 5, nineteen acres").is_empty());
        assert!(dates("Signed the fourth, nineteen fifty").is_empty());
    }

    #[test]
    fn the_month_first_with_the_day_in_words_and_no_the() {
        assert_eq!(dates("Signed and sealed at Ogden, Utah, November Sixteenth, 1942.\n"), one("1942-11-16", DateKind::Execution));
        assert_eq!(dates("DATED: June Twenty-first, 1937\n"), one("1937-06-21", DateKind::Execution));
        assert_eq!(
            dates("IN WITNESS WHEREOF we have set our hands at Vernal, Utah, on April fourth, A.D. 1926.\n"),
            one("1926-04-04", DateKind::Execution)
        );
        assert_eq!(dates("Executed MARCH THIRTIETH, 1961, by the grantors.\n"), one("1961-03-30", DateKind::Execution));
        // A word that is no ordinal, or no month before it, makes no date.
        assert!(dates("Mayfield Second, 1942 acres").is_empty());
        assert!(dates("the May hearing, 1942").is_empty());
    }

    #[test]
    fn a_year_ocr_broke_or_cut_to_two_figures_leaves_an_incomplete_date() {
        for (text, reason) in [
            ("Dated this 5th day of May, 19S2.\n", "year not readable"),
            ("WITNESS our hands this 2nd day of June, 18$7.\n", "year not readable"),
            ("Made the 4th day of June, '48, by and between\n", "two-digit year"),
            ("Witness my hand this 7th day of March, \u{2019}52.\n", "two-digit year"),
        ] {
            let found = extract(&Instrument::from_raw(text));
            assert_eq!(found.dates.len(), 1, "{text}");
            assert_eq!(found.dates[0].date, None, "{text}");
            assert!(found.warnings.iter().any(|warning| warning.contains(reason)), "{text}: {:?}", found.warnings);
        }
    }

    #[test]
    fn unicode_text_does_not_panic() {
        let text = "ÀÉÎ ¼ § this ½ day of Mäy, 1952 — ß ".repeat(20);
        let _ = extract(&Instrument::from_raw(&text));
    }
    #[test]
    fn an_ordinal_day_of_a_month_without_the_word_day() {
        assert_eq!(
            dates("IN WITNESS WHEREOF the parties sign this agreement on the 3rd of May, 1951.\n"),
            one("1951-05-03", DateKind::Execution)
        );
    }

    #[test]
    fn a_this_or_the_that_ocr_misread_still_opens_the_day_of_phrase() {
        assert_eq!(dates("Dated tbis 11th day of July, 1962.\n"), one("1962-07-11", DateKind::Execution));
        assert_eq!(
            dates("SUBSCRIBED AND SWORN TO before me by the said Ivy Lott, this thc 11th day of July, A. D. 1962.\n"),
            one("1962-07-11", DateKind::Acknowledgment)
        );
    }
}
