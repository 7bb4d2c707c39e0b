//! A hand reader of the plain day-of phrase ("the 3rd day of March, 1952", "this 1st dey 0f
//! Apr11, A.D. 1948"): the slots of a span the day-of pattern matched, read without the capture
//! engine.
//!
//! Most dates are written so: ASCII, on one line, without "in the year" and without a year in
//! words. [`super::forms`] reads such a span with the plain twin of the day-of pattern (no stamp
//! line, no "year of our Lord", no written years); the capture engine spent about 16,000
//! instructions a phrase on it, clearing and filling its visited set over the loose day and month
//! slots, where this reader spends about 2,800 (callgrind, the bench corpus). It reads the twin's grammar in the twin's order
//! of preference (the lazy day and month slots shortest first, each optional part tried present
//! first, alternatives in their written order), so the first reading it completes is the one the
//! capture engine gives. Wherever a choice cannot change the outcome (a run of spaces before a
//! letter the grammar needs) it takes the one that can succeed; where it can (the spaces before
//! the month, which the month slot may also take), it tries every choice in order. The month
//! slot's failures are remembered by position and count, as the capture engine's visited set does,
//! so that its ambiguous readings ("l1" as one part or two) cost no more than once each.
//!
//! The grammar, `(?i)`, every class ASCII:
//! `(?:t[hb][ec]|t\s?[hb]\s?[il1]\s?[se])(?:\s*t[hb][ec])?(?P<day>\n?[^\n]{0,14}?)`
//! `(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th|d)?\s*\))?\s*(?:day|dey|aay|dav)'?\s*[o0]f(?:\b|_)`
//! `\s*(?:t[hb][ec]\s+m[o0]nth\s+[o0]f\s+)?(?P<month>(?:[^\d]|[01][A-Za-z]|[A-Za-z][01]{1,2}){0,16}?)`
//! `[\s,._-]*(?:A\.?\s*D\.?,?\s*)?(?P<year>DIGIT_YEAR|19[\s.]{0,2}\d\d\b|19\d?[\s_]*(?:[,.)]|$)|PARTIAL_YEAR)`
//! with `\s` the five ASCII spaces of `ascii_classes` and `\b` the ASCII word boundary.

use std::ops::Range;

/// The longest span read by hand: the month slot's memory of failures holds this many positions.
pub(super) const MAX_SPAN: usize = 255;
/// The longest day slot, in characters.
const DAY_MAX: usize = 14;
/// The most parts of the month slot.
const MONTH_MAX: usize = 16;

/// The slots of a plain day-of phrase, and where it ends.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct PlainDayOf {
    pub(super) end: usize,
    pub(super) day: Range<usize>,
    pub(super) month: Range<usize>,
    pub(super) year: Range<usize>,
}

/// The first reading of the plain day-of grammar at `span.start` that ends within `span`, as the
/// capture engine gives it on that span; `None` when none does or the span is longer than
/// [`MAX_SPAN`]. Bytes after the span are looked at, never read, as the pattern's `\b` and `$`
/// look at them.
pub(super) fn read_plain_day_of(text: &str, span: Range<usize>) -> Option<PlainDayOf> {
    if span.len() > MAX_SPAN {
        return None;
    }
    let mut reader = Reader { text: text.as_bytes(), start: span.start, end: span.end, failed: [[0; 4]; MONTH_MAX + 1] };
    reader.phrase()
}

struct Reader<'a> {
    text: &'a [u8],
    start: usize,
    end: usize,
    /// Month-slot states known to fail: bit `at - start` of row `parts`.
    failed: [[u64; 4]; MONTH_MAX + 1],
}

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0C)
}

fn is_word(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// `[12lI]` under `(?i)`.
fn is_year_head(byte: u8) -> bool {
    matches!(byte, b'1' | b'2') || matches!(byte.to_ascii_lowercase(), b'l' | b'i')
}

/// `[0-9OolI]` under `(?i)`.
fn is_year_figure(byte: u8) -> bool {
    byte.is_ascii_digit() || matches!(byte.to_ascii_lowercase(), b'o' | b'l' | b'i')
}

/// `[A-Za-z$%&#?]`: what OCR makes of a year's digit.
fn is_broken_figure(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || matches!(byte, b'$' | b'%' | b'&' | b'#' | b'?')
}

impl Reader<'_> {
    /// The byte at `at`, when it lies inside the span.
    fn at(&self, at: usize) -> Option<u8> {
        (at < self.end).then(|| self.text[at])
    }

    /// Whether the byte at `at` is inside the span and passes `test`.
    fn is(&self, at: usize, test: impl Fn(u8) -> bool) -> bool {
        self.at(at).is_some_and(test)
    }

    /// Whether the byte at `at` is one of `letters` (lower case), in either case.
    fn letter(&self, at: usize, letters: &[u8]) -> bool {
        self.is(at, |byte| letters.contains(&byte.to_ascii_lowercase()))
    }

    /// Where the run of spaces from `at` ends.
    fn spaces(&self, mut at: usize) -> usize {
        while self.is(at, is_space) {
            at += 1;
        }
        at
    }

    /// The ASCII word boundary at `at`, looking past the span.
    fn boundary(&self, at: usize) -> bool {
        let before = at > 0 && is_word(self.text[at - 1]);
        let after = at < self.text.len() && is_word(self.text[at]);
        before != after
    }

    /// `t[hb][ec]` at `at`: where it ends.
    fn the(&self, at: usize) -> Option<usize> {
        (self.letter(at, b"t") && self.letter(at + 1, b"hb") && self.letter(at + 2, b"ec")).then_some(at + 3)
    }

    /// `\s?` and a byte of `letters` at `at`: the space is taken when the letter follows it, and
    /// without it the space could not be the letter.
    fn spaced_letter(&self, at: usize, letters: &[u8]) -> Option<usize> {
        if self.is(at, is_space) && self.letter(at + 1, letters) { Some(at + 2) } else { self.letter(at, letters).then_some(at + 1) }
    }

    /// `t\s?[hb]\s?[il1]\s?[se]` at `at`: "this" as OCR spaces it.
    fn this(&self, at: usize) -> Option<usize> {
        if !self.letter(at, b"t") {
            return None;
        }
        let at = self.spaced_letter(at + 1, b"hb")?;
        let at = self.spaced_letter(at, b"il1")?;
        self.spaced_letter(at, b"se")
    }

    fn phrase(&mut self) -> Option<PlainDayOf> {
        let start = self.start;
        for article_end in [self.the(start), self.this(start)].into_iter().flatten() {
            // `(?:\s*t[hb][ec])?`: a second article after spaces, then none.
            if let Some(second) = self.the(self.spaces(article_end))
                && let Some(found) = self.day_slot(second)
            {
                return Some(found);
            }
            if let Some(found) = self.day_slot(article_end) {
                return Some(found);
            }
        }
        None
    }

    /// `\n?[^\n]{0,14}?` from `from`, the line end tried first, the shortest slot first.
    fn day_slot(&mut self, from: usize) -> Option<PlainDayOf> {
        if self.at(from) == Some(b'\n')
            && let Some(found) = self.day_slot_chars(from, from + 1)
        {
            return Some(found);
        }
        self.day_slot_chars(from, from)
    }

    fn day_slot_chars(&mut self, from: usize, chars_from: usize) -> Option<PlainDayOf> {
        let mut day_end = chars_from;
        for taken in 0..=DAY_MAX {
            if taken > 0 {
                if !self.is(day_end, |byte| byte != b'\n' && byte.is_ascii()) {
                    return None;
                }
                day_end += 1;
            }
            if let Some((month, year)) = self.after_day(day_end) {
                return Some(PlainDayOf { end: year.end, day: from..day_end, month, year });
            }
        }
        None
    }

    /// `(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th|d)?\s*\))?` then "day of" and the rest, from `at`.
    fn after_day(&mut self, at: usize) -> Option<(Range<usize>, Range<usize>)> {
        if let Some(figures_end) = self.day_figures(at)
            && let Some(found) = self.day_of(figures_end)
        {
            return Some(found);
        }
        self.day_of(at)
    }

    /// "(14th)" after a day in words: where it ends. Every choice inside is forced: fewer digits
    /// or no suffix leave a digit or letter where only the suffix or ")" may stand.
    fn day_figures(&self, at: usize) -> Option<usize> {
        let at = self.spaces(at);
        if self.at(at) != Some(b'(') {
            return None;
        }
        let mut at = self.spaces(at + 1);
        if !self.is(at, |byte| byte.is_ascii_digit()) {
            return None;
        }
        at += if self.is(at + 1, |byte| byte.is_ascii_digit()) { 2 } else { 1 };
        for suffix in [&b"st"[..], b"nd", b"rd", b"th", b"d"] {
            if suffix.iter().enumerate().all(|(index, letter)| self.letter(at + index, &[*letter])) {
                at += suffix.len();
                break;
            }
        }
        let at = self.spaces(at);
        (self.at(at) == Some(b')')).then_some(at + 1)
    }

    /// `\s*(?:day|dey|aay|dav)'?\s*[o0]f(?:\b|_)` from `at`, then the month and year.
    fn day_of(&mut self, at: usize) -> Option<(Range<usize>, Range<usize>)> {
        let at = self.spaces(at);
        let word = [0, 1, 2].map(|index| self.at(at + index).map_or(0, |byte| byte.to_ascii_lowercase()));
        if !matches!(&word, b"day" | b"dey" | b"aay" | b"dav") {
            return None;
        }
        let mut at = at + 3;
        if self.at(at) == Some(b'\'') {
            at += 1;
        }
        let at = self.spaces(at);
        if !(self.letter(at, b"o0") && self.letter(at + 1, b"f")) {
            return None;
        }
        let at = at + 2;
        let at = if self.boundary(at) {
            at
        } else if self.at(at) == Some(b'_') {
            at + 1
        } else {
            return None;
        };
        self.after_of(at)
    }

    /// `\s*(?:t[hb][ec]\s+m[o0]nth\s+[o0]f\s+)?` and the month slot from `at`. The month slot may
    /// take spaces too, so every split of the spaces is tried, the most to the first run first.
    fn after_of(&mut self, at: usize) -> Option<(Range<usize>, Range<usize>)> {
        for month_from in (at..=self.spaces(at)).rev() {
            if let Some(slot_from) = self.the_month_of(month_from) {
                for slot_from in (slot_from..=self.spaces(slot_from)).rev() {
                    if let Some(found) = self.month_slot(slot_from) {
                        return Some(found);
                    }
                }
            }
            if let Some(found) = self.month_slot(month_from) {
                return Some(found);
            }
        }
        None
    }

    /// "the month of" at `at`, up to the first space after it (which `\s+` needs).
    fn the_month_of(&self, at: usize) -> Option<usize> {
        let at = self.the(at)?;
        let after = self.spaces(at);
        if after == at || !(self.letter(after, b"m") && self.letter(after + 1, b"o0") && self.letter(after + 2, b"n")) {
            return None;
        }
        if !(self.letter(after + 3, b"t") && self.letter(after + 4, b"h")) {
            return None;
        }
        let at = after + 5;
        let after = self.spaces(at);
        if after == at || !(self.letter(after, b"o0") && self.letter(after + 1, b"f")) {
            return None;
        }
        let at = after + 2;
        self.is(at, is_space).then_some(at + 1)
    }

    /// The month slot from `from`, shortest first, then the year.
    fn month_slot(&mut self, from: usize) -> Option<(Range<usize>, Range<usize>)> {
        self.month_parts(0, from).map(|(end, year)| (from..end, year))
    }

    /// `(?:[^\d]|[01][A-Za-z]|[A-Za-z][01]{1,2}){0,16}?` with `parts` taken, at `at`: where the
    /// slot ends and the year.
    fn month_parts(&mut self, parts: usize, at: usize) -> Option<(usize, Range<usize>)> {
        let (row, bit) = ((at - self.start) / 64, (at - self.start) % 64);
        if self.failed[parts][row] & (1 << bit) != 0 {
            return None;
        }
        if let Some(year) = self.after_month(at) {
            return Some((at, year));
        }
        if parts < MONTH_MAX {
            let zero_or_one = |byte: u8| matches!(byte, b'0' | b'1');
            let mut nexts: [Option<usize>; 4] = [None; 4];
            if self.is(at, |byte| byte.is_ascii() && !byte.is_ascii_digit()) {
                nexts[0] = Some(at + 1);
            }
            if self.is(at, zero_or_one) && self.is(at + 1, |byte| byte.is_ascii_alphabetic()) {
                nexts[1] = Some(at + 2);
            }
            if self.is(at, |byte| byte.is_ascii_alphabetic()) && self.is(at + 1, zero_or_one) {
                if self.is(at + 2, zero_or_one) {
                    nexts[2] = Some(at + 3);
                }
                nexts[3] = Some(at + 2);
            }
            for next in nexts.into_iter().flatten() {
                if let Some(found) = self.month_parts(parts + 1, next) {
                    return Some(found);
                }
            }
        }
        self.failed[parts][row] |= 1 << bit;
        None
    }

    /// `[\s,._-]*(?:A\.?\s*D\.?,?\s*)?` and the year from `at`. Neither run can give back a byte
    /// that "A.D." or a year could begin with, so each is taken whole.
    fn after_month(&self, at: usize) -> Option<Range<usize>> {
        let mut at = at;
        while self.is(at, |byte| is_space(byte) || matches!(byte, b',' | b'.' | b'_' | b'-')) {
            at += 1;
        }
        if self.letter(at, b"a") {
            let mut after = at + 1;
            if self.at(after) == Some(b'.') {
                after += 1;
            }
            after = self.spaces(after);
            if self.letter(after, b"d") {
                after += 1;
                if self.at(after) == Some(b'.') {
                    after += 1;
                }
                if self.at(after) == Some(b',') {
                    after += 1;
                }
                let after = self.spaces(after);
                if let Some(end) = self.year(after) {
                    return Some(after..end);
                }
            }
        }
        self.year(at).map(|end| at..end)
    }

    /// The year slot's alternatives, in order, at `at`: where the year ends.
    fn year(&self, at: usize) -> Option<usize> {
        self.digit_year(at).or_else(|| self.nineteen_figures(at)).or_else(|| self.nineteen_blank(at)).or_else(|| self.partial_year(at))
    }

    /// `[12lI](?:[0-9OolI]{3}|[0-9OolI]\s[0-9OolI]{2}|[0-9OolI]{2}\s[0-9OolI])\b`.
    fn digit_year(&self, at: usize) -> Option<usize> {
        if !self.is(at, is_year_head) {
            return None;
        }
        let figure = |index: usize| self.is(at + index, is_year_figure);
        let space = |index: usize| self.is(at + index, is_space);
        [
            (figure(1) && figure(2) && figure(3), 4),
            (figure(1) && space(2) && figure(3) && figure(4), 5),
            (figure(1) && figure(2) && space(3) && figure(4), 5),
        ]
        .into_iter()
        .find(|(reads, end)| *reads && self.boundary(at + end))
        .map(|(_, end)| at + end)
    }

    /// "19" then "19[\s.]{0,2}\d\d\b".
    fn nineteen_figures(&self, at: usize) -> Option<usize> {
        if !(self.at(at) == Some(b'1') && self.at(at + 1) == Some(b'9')) {
            return None;
        }
        let gap = (0..2).take_while(|index| self.is(at + 2 + index, |byte| is_space(byte) || byte == b'.')).count();
        (0..=gap).rev().find_map(|gap| {
            let figures = at + 2 + gap;
            let digit = |index: usize| self.is(figures + index, |byte| byte.is_ascii_digit());
            (digit(0) && digit(1) && self.boundary(figures + 2)).then_some(figures + 2)
        })
    }

    /// `19\d?[\s_]*(?:[,.)]|$)`: a year the form left blank or the scan cut. Every choice is
    /// forced: without the digit, or with fewer spaces, a digit or space stands where the stop
    /// must.
    fn nineteen_blank(&self, at: usize) -> Option<usize> {
        if !(self.at(at) == Some(b'1') && self.at(at + 1) == Some(b'9')) {
            return None;
        }
        let mut at = at + 2;
        if self.is(at, |byte| byte.is_ascii_digit()) {
            at += 1;
        }
        while self.is(at, |byte| is_space(byte) || byte == b'_') {
            at += 1;
        }
        if self.is(at, |byte| matches!(byte, b',' | b'.' | b')')) { Some(at + 1) } else { (at == self.text.len()).then_some(at) }
    }

    /// `1[789](?:\d[A-Za-z$%&#?]|[A-Za-z$%&#?]\d)\b|'\d\d\b`.
    fn partial_year(&self, at: usize) -> Option<usize> {
        let digit = |index: usize| self.is(at + index, |byte| byte.is_ascii_digit());
        let broken = |index: usize| self.is(at + index, is_broken_figure);
        let end = if self.at(at) == Some(b'1') && self.is(at + 1, |byte| matches!(byte, b'7' | b'8' | b'9')) {
            ((digit(2) && broken(3)) || (broken(2) && digit(3))).then_some(at + 4)?
        } else if self.at(at) == Some(b'\'') && digit(1) && digit(2) {
            at + 3
        } else {
            return None;
        };
        self.boundary(end).then_some(end)
    }
}

#[cfg(test)]
mod tests {
    use super::super::forms::DAY_OF;
    use super::*;

    /// The day, month and year slots as text.
    fn slots(text: &str) -> Option<(&str, &str, &str)> {
        let found = read_plain_day_of(text, 0..text.len())?;
        assert_eq!(found.end, text.len(), "{text}");
        Some((&text[found.day], &text[found.month], &text[found.year]))
    }

    #[test]
    fn reads_the_slots_of_plain_and_damaged_day_of_phrases() {
        for (text, expected) in [
            ("the 3rd day of March, 1952", (" 3rd", "March", "1952")),
            ("this twelfth day of May, A.D. 1939", (" twelfth", "May", "1939")),
            ("thc 16th dey 0f Apr11, l952", (" 16th", "Apr11", "l952")),
            ("t h i s 2nd day of June 19 52", (" 2nd", "June", "19 52")),
            ("thisthe 15th day of the month of June, 1935", (" 15th", "June", "1935")),
            ("this fourteenth (14th) day of July, 1961", (" fourteenth", "July", "1961")),
            ("the ___ day of ______, 19__,", (" ___", "", "19__,")),
            ("the 1st day of_ May, 19S2", (" 1st", "May", "19S2")),
            ("the 9th day'of Oct. '48", (" 9th", "Oct", "'48")),
        ] {
            assert_eq!(slots(text), Some(expected), "{text}");
            let caps = DAY_OF.captures(text).expect("the pattern matches");
            assert_eq!((&caps["day"], &caps["month"], &caps["year"]), expected, "{text}");
        }
    }

    #[test]
    fn a_span_the_grammar_does_not_cover_or_too_long_is_not_read() {
        assert_eq!(slots("the month of March"), None);
        let long = format!("the 3rd day of {}1952", "x".repeat(MAX_SPAN));
        assert_eq!(read_plain_day_of(&long, 0..long.len()), None);
    }

    /// Pieces of plain day-of phrases, OCR's damage and look-alikes included: ASCII, on one line,
    /// without "year" and without a year in words, as the spans the reader is given.
    const PIECES: [&str; 48] = [
        "the",
        "this",
        "thc",
        "tbe",
        "t h i s",
        "thisthe",
        "onthe",
        "The ",
        "THIS",
        " ",
        "  ",
        ", ",
        ".",
        "_",
        "-",
        "(",
        ")",
        "3rd",
        "1st",
        "l1th",
        "fourteenth (14th)",
        "( 2 nd )",
        "day",
        "dey",
        "aay",
        "dav",
        " day of ",
        " day'of ",
        "day 0f_",
        " of ",
        "the month of ",
        "March",
        "Apr11",
        "0ctober",
        "Ju1y",
        "May",
        "l0",
        "A.D. ",
        "A. D., ",
        "1952",
        "l952",
        "19 52",
        "195 2",
        "19. 52",
        "19__",
        "19S2",
        "'48",
        "1",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4000))]
        /// On every span the day-of pattern matches, the reader gives the pattern's slots.
        #[test]
        fn the_reader_gives_the_slots_the_pattern_captures(pieces in proptest::collection::vec(0..PIECES.len(), 0..24)) {
            let text: String = pieces.iter().map(|&index| PIECES[index]).collect();
            let mut position = 0;
            while let Some(caps) = DAY_OF.captures_at(&text, position) {
                let whole = caps.get(0).expect("whole match").range();
                let slot = |name: &str| caps.name(name).map(|found| found.range());
                let expected = (whole.end, slot("day"), slot("month"), slot("year"));
                let read = read_plain_day_of(&text, whole.clone()).map(|found| (found.end, Some(found.day), Some(found.month), Some(found.year)));
                if whole.len() <= MAX_SPAN {
                    proptest::prop_assert_eq!(read, Some(expected), "{:?} at {:?}", text, whole);
                }
                position = whole.start + 1;
            }
        }
    }
}
