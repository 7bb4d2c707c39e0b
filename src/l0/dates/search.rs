//! How the date forms are found quickly: a literal prefilter for the day-of phrase and a scan
//! for the years every other form ends in, so that the text between dates is searched by no
//! pattern. Each search is exact: it finds what the whole-text search finds (see the proptest).

use super::forms::{DAY_MONTH_YEAR, MONTH_DAY_YEAR, MONTH_THE_DAY_YEAR, NUMERIC, SPLIT_MONTH_DAY_YEAR};
use regex::bytes::Regex as BytesRegex;
use regex::{Regex, RegexSet};
use std::sync::LazyLock;

/// What every day-of phrase holds ("day of", "DAY 0F", "aay' of", "dav of"), found with a literal
/// prefilter: the day-of pattern is searched only from shortly before one. `(?i)` of the day-of
/// pattern reads these letters as ASCII only (no other character folds to d, a, e, y, o or f).
/// A "day" that ends its line without its "of" is found by the same pass: a page break may stand
/// between the two ([`super::forms::day_of_across_page_break`]); its anchor ends in the newline.
pub(super) static DAY_OF_ANCHOR: LazyLock<BytesRegex> = LazyLock::new(|| {
    BytesRegex::new(r"(?i-u)(?:day|dey|aay|dav)(?:'|\xE2\x80\x99)?(?:[ \t\n\r\x0C]*[o0]f|[ \t]*\n)")
        .expect("day-of anchor pattern compiles")
});

/// The most characters other than white space a day-of phrase holds before its "day": "this"
/// (4), " the" (3), the day slot (14) and the day's figures in brackets after its words ("(14th)",
/// 6).
pub(super) const DAY_OF_PREFIX_CHARS: usize = 27;

/// The most characters other than white space a month-name or numeric date holds before its
/// year: month-the-day-year's month (9), "." and ",", "the" (3), day ("twenty-seventh", 14), a
/// stop and "A.D.," (5) make 34; month-day-year's make 31, the other forms fewer.
const YEAR_PREFIX_CHARS: usize = 34;

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
pub(super) fn captures_before_years<'t>(
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

/// The year forms in the order of [`YEAR_FORMS`]: the three month-name forms, then this one,
/// then the month-first form with "the" before its day.
pub(super) const NUMERIC_FORM: usize = 3;
pub(super) const MONTH_THE_DAY_FORM: usize = 4;

/// The date forms that end in a [`DIGIT_YEAR`], tried together on the stretch before each year.
static YEAR_FORMS: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSet::new(
        [&*MONTH_DAY_YEAR, &*SPLIT_MONTH_DAY_YEAR, &*DAY_MONTH_YEAR, &*NUMERIC, &*MONTH_THE_DAY_YEAR].map(|pattern| pattern.as_str()),
    )
    .expect("year date forms compile as a set")
});

/// A place a [`DIGIT_YEAR`] matches, with the earliest start of a date ending in it and the
/// forms (bits by [`YEAR_FORMS`] index) that have a match in that stretch.
pub(super) struct YearCandidate {
    lowest: usize,
    start: usize,
    end: usize,
    forms: u8,
}

/// The [`DIGIT_YEAR`]s of the text that some year form can end in.
pub(super) fn year_candidates(text: &str) -> Vec<YearCandidate> {
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
pub(super) fn search_start(text: &str, anchors: &[(usize, usize)], from: usize, prefix_chars: usize) -> Option<usize> {
    let next = anchors.partition_point(|(_, end)| *end <= from);
    let (anchor_start, _) = *anchors.get(next)?;
    Some(lowest_start(text, anchor_start, from, prefix_chars))
}

/// The earliest a match can start that holds at most `prefix_chars` characters other than ASCII
/// white space before `anchor_start`, and starts at `from` or later.
pub(super) fn lowest_start(text: &str, anchor_start: usize, from: usize, prefix_chars: usize) -> usize {
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

#[cfg(test)]
mod tests {
    use super::super::forms::*;
    use super::*;

    type Found = (usize, usize, usize, &'static str, Result<(i32, u32, u32), String>);

    fn as_tuples(found: Vec<FoundDate>) -> Vec<Found> {
        found.into_iter().map(|date| (date.start, date.end, date.cue_end, date.form, date.value)).collect()
    }

    /// `find_dates` as it was before the year and "day of" prefilters: every pattern over the
    /// whole text, every day-of capture with the written years. The reference of the proptest.
    fn dates_by_whole_text_search(text: &str) -> Vec<Found> {
        let mut found = day_of_dates(text, |position| DAY_OF.captures_at(text, position).and_then(|caps| DayOf::from_captures(&caps)));
        let anchors: Vec<(usize, usize)> = DAY_OF_ANCHOR.find_iter(text.as_bytes()).map(|found| (found.start(), found.end())).collect();
        found.extend(day_of_across_page_break(text, &anchors));
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
        found.extend(MONTH_THE_DAY_YEAR.captures_iter(text).filter_map(|caps| month_the_day_date(&caps)));
        let heads: Vec<usize> = WRITTEN_YEAR_HEAD.find_iter(text.as_bytes()).map(|head| head.start()).collect();
        found.extend(
            MONTH_DAY_WRITTEN_YEAR
                .captures_iter(text)
                .filter(|caps| caps.name("year").is_some_and(|year| heads.contains(&year.start())))
                .filter_map(|caps| month_day_written_year_date(&caps)),
        );
        let two_figure = two_figure_year_dates(text, &found);
        found.extend(two_figure);
        as_tuples(without_overlaps(found))
    }

    /// Pieces of dated text, damaged ones and look-alikes of years included, for the proptest.
    const DATE_PIECES: [&str; 64] = [
        "the",
        "November Third",
        "Nineteen Fifty-eight",
        "two thousand and",
        "March the tenth",
        "the twenty-first",
        "May the",
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
        "aay",
        "dey of",
        "dav of",
        "(14th)",
        ",.",
        "day\n285\n",
        "\u{2019}",
        "192,",
        "(1952)",
        "( 195%)",
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

    /// A stray letter after "the" reads as a day before an earlier written year; the match it
    /// makes must not hide the real month-first date whose written year comes next.
    #[test]
    fn a_stray_day_before_one_written_year_does_not_hide_the_next() {
        let text = "copied from the l Nineteen Forty ledger; signed March the tenth, Nineteen Fifty-eight";
        let values: Vec<_> = find_dates(text).into_iter().map(|date| (date.form, date.value)).collect();
        assert!(values.contains(&("month_day_written_year", Ok((1958, 3, 10)))), "{values:?}");
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
}
