//! How the party readers compile their keyword patterns: ASCII keyword boundaries and suffixes
//! (fast on OCR text full of non-ASCII bytes) and words read through OCR damage.

use super::super::{ascii_spaces, ocr_tolerant_across_lines};
use regex::{Regex, RegexBuilder};

/// Compiles a pattern with ASCII keyword boundaries, ASCII word suffixes and ASCII white space
/// (`ascii_spaces`: the normalised text holds no other): a Unicode `\b`
/// stops the regex engine's fast DFA at the first non-ASCII byte, and OCR text is full of them;
/// a Unicode `\w*` after the verbs of the long verb lists multiplies the DFA's states until its
/// cache is rebuilt over and over. The larger cache keeps the states of the long alternations
/// between documents.
pub(super) fn compile_pattern(pattern: &str) -> Result<Regex, regex::Error> {
    RegexBuilder::new(&ascii_spaces(&ascii_word_suffixes(&pattern.replace(r"\b", r"(?-u:\b)")))).dfa_size_limit(PATTERN_CACHE_BYTES).build()
}

/// Lazy-DFA cache of each party pattern (the regex crate's default is 2 MiB).
pub(super) const PATTERN_CACHE_BYTES: usize = 16 << 20;

/// Writes `\w` outside brackets (keyword suffixes: "bargain\w*") as ASCII. Inside brackets
/// (`[\w.]+`) it reads names, which may hold accented letters, so it stays Unicode.
pub(super) fn ascii_word_suffixes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 32);
    let mut class_depth = 0usize;
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('w') if class_depth == 0 => out.push_str("[0-9A-Za-z_]"),
                Some(escaped) => {
                    out.push('\\');
                    out.push(escaped);
                }
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

/// A keyword pattern that also reads its words as a scan damages them ("hereinafter cal led
/// Grantee", "GRANT0R", "pai d by", "GRA-\nNTOR"): the words that find parties are the ones OCR
/// must not hide. The space a broken word may hold may also be a hyphen the line end left in a
/// word of capitals, which the normalisation does not rejoin; an `e` may be read as `c`
/// ("Lcssee", "hcreinafter"), as faint type often is.
pub(super) fn keyword_pattern(pattern: &str) -> Result<Regex, regex::Error> {
    compile_pattern(&ocr_tolerant_across_lines(pattern, true))
}

#[cfg(test)]
mod tests {

    use super::*;

    #[test]
    fn keyword_suffixes_become_ascii_and_name_classes_stay_unicode() {
        assert_eq!(ascii_word_suffixes(r"bargain\w*\s+"), r"bargain[0-9A-Za-z_]*\s+");
        assert_eq!(ascii_word_suffixes(r"of\s+[\w.]+(?:\s+[A-Z][\w.]*)"), r"of\s+[\w.]+(?:\s+[A-Z][\w.]*)");
        assert_eq!(ascii_word_suffixes(r"thr\w*\(s\)[^\]]\w"), r"thr[0-9A-Za-z_]*\(s\)[^\]][0-9A-Za-z_]");
    }

    #[test]
    fn verb_suffix_pattern_still_reads_accented_names_in_brackets() {
        let pattern = compile_pattern(r"(?i)\bheirs\s+of\s+(?P<name>[\w.]+)\s+were\b").expect("compiles");
        let found = pattern.captures("the heirs of José were").and_then(|c| c.name("name")).map(|m| m.as_str());
        assert_eq!(found, Some("José"));
        let grant = compile_pattern(r"(?i)\bbargain\w*\s+unto\b").expect("compiles");
        assert!(grant.is_match("has Bargained unto"));
    }
}
