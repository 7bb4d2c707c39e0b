//! Byte offsets in an instrument's text: char boundaries, the line around an offset and the lines
//! before a label.

/// Where the `count`-th non-blank line before the line holding `at` starts: without an opening
/// word ("between", "That"), a party list is taken to sit on the lines just before its label.
pub(super) fn lines_back(text: &str, at: usize, count: usize) -> usize {
    let mut start = line_start(text, at);
    let mut remaining = count;
    while remaining > 0 && start > 0 {
        let previous = line_start(text, start - 1);
        if !text[previous..start].trim().is_empty() {
            remaining -= 1;
        }
        start = previous;
    }
    start
}

/// Where the line holding the byte at `at` starts.
pub(super) fn line_start(text: &str, at: usize) -> usize {
    text[..at].rfind('\n').map_or(0, |i| i + 1)
}

/// The line of `text` that holds the byte at `at`.
pub(super) fn line_around(text: &str, at: usize) -> &str {
    let start = line_start(text, at);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    &text[start..end]
}

pub(super) fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

pub(super) fn ceil_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// The words of a text with the byte offset at which each starts.
pub(super) fn word_starts(text: &str) -> Vec<(usize, &str)> {
    runs_of(text, |c| !c.is_whitespace())
}

/// The longest runs of a text's characters that `belongs` holds for, in order, each with the
/// byte offset at which it starts.
pub(super) fn runs_of(text: &str, belongs: impl Fn(char) -> bool) -> Vec<(usize, &str)> {
    let mut runs = Vec::new();
    let mut start = None;
    for (at, c) in text.char_indices() {
        match (belongs(c), start) {
            (false, Some(s)) => {
                runs.push((s, &text[s..at]));
                start = None;
            }
            (true, None) => start = Some(at),
            _ => {}
        }
    }
    if let Some(s) = start {
        runs.push((s, &text[s..]));
    }
    runs
}

/// Where the clause that ends at `at` begins, looking back no further than `lower`: after the
/// last semicolon, blank line or sentence end (a period after a word of two letters or more, so
/// that an initial's period ends nothing), else at `lower`.
pub(super) fn clause_start(text: &str, lower: usize, at: usize) -> usize {
    let before = &text[lower..at];
    let sentence_end = before.match_indices(". ").map(|(index, _)| index).filter(|&index| {
        let word = before[..index].rsplit(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
        word.chars().count() >= 2
    });
    [before.rfind(';').map(|i| i + 1), before.rfind("\n\n").map(|i| i + 2), sentence_end.last().map(|i| i + 2)]
        .into_iter()
        .flatten()
        .max()
        .map_or(lower, |i| lower + i)
}
