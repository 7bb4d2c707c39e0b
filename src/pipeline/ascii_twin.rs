//! Narrowed twins of patterns for ASCII text: the capture engines' work grows with a pattern's
//! automaton, and a Unicode negated class in a bounded repetition (`[^\n]{0,60}`) multiplies it,
//! where the normalised text of most instruments is ASCII throughout.

/// The pattern with every negated class (`[^\n]`, `\D`, `\S`, `\W`) narrowed to ASCII: where a
/// match's text is ASCII it gives exactly the pattern's match and captures, and its automaton
/// is many times smaller (a Unicode `[^\n]` is a dozen UTF-8 states, repeated in a bounded
/// repetition as often as the count says). Exact on ASCII text because it only narrows: every
/// reading of the narrowed pattern is a reading of the pattern, so the match the pattern prefers
/// at the leftmost start, when it covers ASCII text only, is a reading of both and preferred by
/// both. Use it on a span the pattern already matched, and only when that span is ASCII.
pub fn ascii_negations(pattern: &str) -> String {
    const ASCII: &str = r"&&[\x00-\x7F]]";
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = String::with_capacity(pattern.len() + 64);
    let mut index = 0;
    while index < chars.len() {
        match chars[index] {
            '\\' => {
                match chars.get(index + 1) {
                    Some(negated @ ('D' | 'S' | 'W')) => {
                        out.push_str(&format!("[\\{negated}{ASCII}"));
                    }
                    Some(escaped) => {
                        out.push('\\');
                        out.push(*escaped);
                    }
                    None => out.push('\\'),
                }
                index += 2;
            }
            '[' => {
                let end = class_end(&chars, index);
                let class: String = chars[index..end].iter().collect();
                if class.starts_with("[^") {
                    out.push('[');
                    out.push_str(&class);
                    out.push_str(ASCII);
                } else {
                    out.push_str(&class);
                }
                index = end;
            }
            c => {
                out.push(c);
                index += 1;
            }
        }
    }
    out
}

/// The pattern with every class narrowed to ASCII: its negated classes as [`ascii_negations`]
/// narrows them, and `\d`, `\s` and `\w` (inside brackets too) written as their ASCII members.
/// On a text that is ASCII throughout it finds exactly the pattern's matches and captures, every
/// search alike: it only narrows, and what it leaves out never matches an ASCII byte, so both
/// have the same readings of such a text in the same order. Its automaton is a fraction of the
/// size (a Unicode `\w` inside a repetition is hundreds of UTF-8 states), and the bounded
/// backtracker that reads captures visits, and first clears, a set as large as the automaton
/// times the match. Use it only to search a text that [`str::is_ascii`] holds for.
pub fn ascii_twin(pattern: &str) -> String {
    crate::l0::rewrite_escapes(&ascii_negations(pattern), |escape, in_class| match (escape, in_class) {
        ('d', false) => Some("[0-9]"),
        ('d', true) => Some("0-9"),
        ('s', false) => Some(r"[\t\n\x0B\x0C\r\x20]"),
        ('s', true) => Some(r"\t\n\x0B\x0C\r\x20"),
        ('w', false) => Some("[0-9A-Za-z_]"),
        ('w', true) => Some("0-9A-Za-z_"),
        _ => None,
    })
}

/// The pattern itself for a text that is not ASCII throughout, its [`ascii_twin`] for one that
/// is: the same matches and captures either way.
pub fn for_text<'a>(pattern: &'a regex::Regex, twin: &'a regex::Regex, text: &str) -> &'a regex::Regex {
    if text.is_ascii() { twin } else { pattern }
}

/// A compiled pattern's [`ascii_twin`], compiled: for a pattern kept as a `LazyLock<Regex>`
/// whose twin is kept beside it.
pub fn twin_of(pattern: &regex::Regex) -> regex::Regex {
    regex::Regex::new(&ascii_twin(pattern.as_str())).expect("a pattern's ASCII twin compiles")
}

/// Where the bracketed class opening at `open` ends (just after its `]`): escapes are skipped,
/// nested classes counted, and a `]` right after the opening (or after `^`) is a literal.
fn class_end(chars: &[char], open: usize) -> usize {
    let mut at = open + 1;
    if chars.get(at) == Some(&'^') {
        at += 1;
    }
    if chars.get(at) == Some(&']') {
        at += 1;
    }
    let mut depth = 1;
    while at < chars.len() && depth > 0 {
        match chars[at] {
            '\\' => at += 1,
            '[' => depth += 1,
            ']' => depth -= 1,
            _ => {}
        }
        at += 1;
    }
    at.min(chars.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ascii_twin_reads_ascii_text_as_the_pattern_does() {
        assert_eq!(ascii_twin(r"a\d[\w'.-]\s[^\S\n]\\d"), r"a[0-9][0-9A-Za-z_'.-][\t\n\x0B\x0C\r\x20][[^\S\n]&&[\x00-\x7F]]\\d");
        let pattern = r"(?i)(?-u:\b)lots?\s+(?P<lot>\d{1,3})\s*,?\s*(?:in\s+)?block\s+(?P<block>\w+)(?P<plat>(?-i:\s+(?:[A-Z][\w'&.-]*\s+){1,3}?)addition)?(?P<rest>[^.;\n]{0,20})";
        let (unicode, ascii) = (regex::Regex::new(pattern).expect("compiles"), regex::Regex::new(&ascii_twin(pattern)).expect("compiles"));
        let all = |re: &regex::Regex, text: &str| {
            re.captures_iter(text).map(|caps| caps.iter().map(|group| group.map(|m| m.range())).collect::<Vec<_>>()).collect::<Vec<_>>()
        };
        for text in [
            "Lot 4, Block 2, Park Hill Addition to the town; and LOTS 12 in block B7 Sk Ks, of record.",
            "lot 3 block x_1\tAcme O'Neil-Sky Addition\nlot 9,block 22 Ks Kk Addition k s",
        ] {
            assert_eq!(all(&unicode, text), all(&ascii, text), "{text}");
            assert!(!all(&ascii, text).is_empty(), "{text}");
        }
        // Outside ASCII it reads less: the pattern itself searches such a text.
        let accented = "Lot 4, Block 2, Hill Jos\u{e9} Addition";
        assert_ne!(all(&unicode, accented), all(&ascii, accented));
        assert!(std::ptr::eq(for_text(&unicode, &ascii, accented), &unicode));
        assert!(std::ptr::eq(for_text(&unicode, &ascii, "Lot 4, Block 2"), &ascii));
    }

    #[test]
    fn ascii_negations_narrow_negated_classes_to_ascii_and_keep_the_rest() {
        assert_eq!(
            ascii_negations(r"a[^\n]{0,3}\D[\s,]\\S[^]x]"),
            r"a[[^\n]&&[\x00-\x7F]]{0,3}[\D&&[\x00-\x7F]][\s,]\\S[[^]x]&&[\x00-\x7F]]"
        );
        let pattern = r"(?i)th[ie]s?(?P<day>[^\n]{0,14}?)\s*day\s+of\s+(?P<month>[^\d]{0,16}?)[\s,]*(?P<year>\d{4})\W";
        let (unicode, ascii) =
            (regex::Regex::new(pattern).expect("compiles"), regex::Regex::new(&ascii_negations(pattern)).expect("compiles"));
        let groups = |re: &regex::Regex, text: &str| {
            re.captures(text).map(|caps| caps.iter().map(|group| group.map(|m| m.range())).collect::<Vec<_>>())
        };
        // On ASCII text the narrowed pattern reads what the pattern reads; "s" and "k" still
        // match under (?i), whose case folding brings the long s and the Kelvin sign into ASCII.
        for text in ["Sworn this 3rd day of March, 1952.", "the  17th day of Kay ks, 1999;", "THE sk DAY OF s k s 1901 "] {
            assert_eq!(groups(&unicode, text), groups(&ascii, text), "{text}");
            assert!(groups(&ascii, text).is_some(), "{text}");
        }
        // Outside ASCII it matches less, never more: callers use it on ASCII spans only.
        assert!(groups(&unicode, "the 3\u{2009}rd day of Mäy 1952.").is_some());
        assert!(groups(&ascii, "the 3\u{2009}rd day of Mäy 1952.").is_none());
    }
}
