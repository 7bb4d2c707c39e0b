//! An instrument text with its ASCII letters lowered, at the same byte offsets, for the literal
//! checks the extractors make before their case-insensitive patterns: a pattern whose every
//! match holds a plain word can match only where that word stands in this copy, so a literal
//! search here skips whole-text scans of patterns that cannot match, or starts them at the first
//! place they can. `(?i)` also reads two characters outside ASCII as ASCII letters, LONG S as
//! `s` and KELVIN SIGN as `k`; NFKC maps both away, so normalised text never holds them, and a
//! text that does is never ruled out.

use memchr::memmem;
use regex::Regex;

pub struct LoweredText {
    lowered: String,
    folds_to_ascii: bool,
    /// Whether the text is ASCII throughout, asked once here for the many patterns of a block
    /// that search it by their ASCII twins ([`crate::pipeline::ascii_twin::for_text`]).
    ascii: bool,
}

/// The two characters outside ASCII that a case-insensitive pattern reads as an ASCII letter.
pub const FOLDS_TO_ASCII: [char; 2] = ['\u{017F}', '\u{212A}'];

/// Whether a text holds LONG S or KELVIN SIGN. A search for each one alone runs on its last
/// byte with `memchr`; a search for either decodes every character.
pub fn folds_to_ascii(text: &str) -> bool {
    !text.is_ascii() && FOLDS_TO_ASCII.iter().any(|&folding| text.contains(folding))
}

impl LoweredText {
    pub fn new(text: &str) -> LoweredText {
        let ascii = text.is_ascii();
        LoweredText { lowered: text.to_ascii_lowercase(), folds_to_ascii: !ascii && folds_to_ascii(text), ascii }
    }

    /// `for_text(pattern, twin, text)` for the text this copy lowers: the pattern's ASCII twin
    /// when the text is ASCII throughout, the pattern itself otherwise.
    pub fn pick<'a>(&self, pattern: &'a Regex, twin: &'a Regex) -> &'a Regex {
        if self.ascii { twin } else { pattern }
    }

    /// Whether `word` (lower case ASCII) may occur in the text.
    pub fn holds(&self, word: &str) -> bool {
        self.folds_to_ascii || self.lowered.contains(word)
    }

    /// Whether any of `words` (lower case ASCII) may occur in the text.
    pub fn holds_any(&self, words: &[&str]) -> bool {
        self.folds_to_ascii || words.iter().any(|word| self.lowered.contains(word))
    }

    /// Where the first of `words` (lower case) at or after `from` starts; `from` itself when
    /// the text may spell them with folding letters.
    pub fn next_of(&self, words: &[&str], from: usize) -> Option<usize> {
        if self.folds_to_ascii {
            return (from <= self.lowered.len()).then_some(from);
        }
        let rest = self.lowered.get(from..)?;
        words.iter().filter_map(|word| rest.find(word)).min().map(|at| from + at)
    }

    /// The matches `pattern.find_iter(text)` gives, for a pattern every match of which begins
    /// with one of `starts` and is not empty: each search begins at the next place one of
    /// those words stands, never before the previous match's end, so the text before the first
    /// such word is never scanned. `find_at` sees the text before its start, so `\b` reads alike.
    pub fn find_iter_from<'t>(&self, pattern: &Regex, text: &'t str, starts: &[&str]) -> Vec<regex::Match<'t>> {
        self.search_from(starts, |start| pattern.find_at(text, start).map(|found| (found.range(), found)))
    }

    /// `pattern.captures_iter(text)`, searched as `find_iter_from` searches, for a pattern
    /// every match of which begins with one of `starts` and is not empty.
    pub fn captures_iter_from<'t>(&self, pattern: &Regex, text: &'t str, starts: &[&str]) -> Vec<regex::Captures<'t>> {
        self.search_from(starts, |start| pattern.captures_at(text, start).and_then(|caps| Some((caps.get(0)?.range(), caps))))
    }

    /// What `search` finds from each next place one of `starts` stands, never before the end of
    /// what it found last; `search` gives each find with the span of its whole match.
    fn search_from<T>(&self, starts: &[&str], mut search: impl FnMut(usize) -> Option<(std::ops::Range<usize>, T)>) -> Vec<T> {
        let mut found = Vec::new();
        let mut from = 0;
        let mut cursor = StartWords::new(starts);
        while let Some(start) = cursor.next_at(self, from) {
            let Some((whole, next)) = search(start) else { break };
            from = whole.end.max(whole.start + 1);
            found.push(next);
        }
        found
    }
}

/// Where each of several start words next stands, so that a search for the next of them reads
/// each word's stretch of text once: `next_of` called again and again searches every word, one
/// that is absent to the end of the text, on every call. The words are found with `memchr`'s
/// vectorised `memmem`; `str::find` runs the Two-Way search a byte at a time.
struct StartWords<'w> {
    words: &'w [&'w str],
    finders: Vec<memmem::Finder<'w>>,
    /// Per word: `None` before its first search, then where it next stands (`usize::MAX`:
    /// nowhere after the last search's start).
    next: Vec<Option<usize>>,
}

impl<'w> StartWords<'w> {
    fn new(words: &'w [&'w str]) -> StartWords<'w> {
        StartWords { words, finders: words.iter().map(memmem::Finder::new).collect(), next: vec![None; words.len()] }
    }

    /// `lowered.next_of(words, from)`, for `from` never less than in the call before.
    fn next_at(&mut self, lowered: &LoweredText, from: usize) -> Option<usize> {
        if lowered.folds_to_ascii {
            return lowered.next_of(self.words, from);
        }
        let rest = lowered.lowered.get(from..)?;
        for (finder, next) in self.finders.iter().zip(self.next.iter_mut()) {
            if next.is_none_or(|at| at < from) {
                *next = Some(finder.find(rest.as_bytes()).map_or(usize::MAX, |at| from + at));
            }
        }
        self.next.iter().flatten().copied().filter(|&at| at != usize::MAX).min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_kelvin_and_long_s_fold_to_ascii_letters() {
        let ascii_letter = Regex::new("(?i)^[a-z]$").expect("pattern compiles");
        let folding: Vec<char> = ('\u{80}'..=char::MAX).filter(|c| ascii_letter.is_match(c.encode_utf8(&mut [0; 4]))).collect();
        assert_eq!(folding, FOLDS_TO_ASCII);
    }

    #[test]
    fn searches_from_the_start_words_give_the_whole_text_matches() {
        let lots = Regex::new(r"(?i)(?-u:\b)lots?\s+(?P<number>\d+)").expect("pattern compiles");
        for text in [
            "Lot 4 and LOTS 5, the allotment, Lot\u{17F} 7, pilot 8, lot 9",
            "no such word",
            "slot 3, Lot 4lot 5",
            "Bloc\u{212A} 2, lots 6",
        ] {
            let spans = |found: Vec<regex::Captures<'_>>| -> Vec<_> {
                found.iter().map(|caps| (caps.get(0).map(|m| m.range()), caps.name("number").map(|m| m.range()))).collect()
            };
            let lowered = LoweredText::new(text);
            assert_eq!(spans(lowered.captures_iter_from(&lots, text, &["lot"])), spans(lots.captures_iter(text).collect()), "{text}");
            let found: Vec<_> = lowered.find_iter_from(&lots, text, &["lot"]).iter().map(|m| m.range()).collect();
            assert_eq!(found, lots.find_iter(text).map(|m| m.range()).collect::<Vec<_>>(), "{text}");
        }
        let blocks = Regex::new(r"(?i)(?-u:\b)(?:block|blk|section)\.?\s+\d+").expect("pattern compiles");
        for text in ["Block 2, blk. 3, the blocks, BLK 4, Block 5", "Blk 7 and blk 8", "no block here, blk"] {
            let lowered = LoweredText::new(text);
            let found: Vec<_> = lowered.find_iter_from(&blocks, text, &["block", "blk", "section"]).iter().map(|m| m.range()).collect();
            assert_eq!(found, blocks.find_iter(text).map(|m| m.range()).collect::<Vec<_>>(), "{text}");
        }
    }

    #[test]
    fn long_s_and_kelvin_sign_may_be_any_word() {
        let plain = LoweredText::new("Lot 4, BLOCK 2");
        assert!(plain.holds("block") && plain.holds("lot") && !plain.holds("survey"));
        let kelvin = LoweredText::new("Lot 4, Bloc\u{212A} 2");
        assert!(kelvin.holds("block") && kelvin.holds("survey"));
        assert!(LoweredText::new("devi\u{17f}ed").holds_any(&["devised"]));
        assert!(!LoweredText::new("DECEDENT").holds_any(&["deceased"]));
    }
}
