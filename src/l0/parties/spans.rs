//! Byte offsets in an instrument's text: char boundaries and the lines before a label.

/// Where the `count`-th non-blank line before the line holding `at` starts: without an opening
/// word ("between", "That"), a party list is taken to sit on the lines just before its label.
pub(super) fn lines_back(text: &str, at: usize, count: usize) -> usize {
    let mut start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let mut remaining = count;
    while remaining > 0 && start > 0 {
        let previous = text[..start - 1].rfind('\n').map_or(0, |i| i + 1);
        if !text[previous..start].trim().is_empty() {
            remaining -= 1;
        }
        start = previous;
    }
    start
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
