//! Escaping for HTML and SVG text and attributes. Every value a page shows comes from an
//! instrument or an input file (names, tract phrases, ids, error messages): it is data, never
//! markup, so each one passes through here before it is written.

use std::fmt::Write;

/// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and control
/// characters other than tab and line end dropped (XML forbids them in SVG).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' => out.push(c),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A fragment identifier made of an id, the same in the `id` attribute and in the link: letters,
/// digits, `.` and `-` as they are, every other byte (`:` of a gap id, `_` itself) as `_` and two
/// hex digits, so that two ids never give one anchor and no character needs decoding.
pub fn anchor(prefix: &str, id: &str) -> String {
    let mut out = String::with_capacity(prefix.len() + id.len() + 1);
    out.push_str(prefix);
    out.push('-');
    for byte in id.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'.' | b'-') {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "_{byte:02x}");
        }
    }
    out
}

/// A path segment for a relative link to a file named after an id: ids are checked at input
/// (letters, digits, `.`, `_`, `-`), which need no encoding; any other byte is percent-encoded
/// all the same, so that a link can never leave its attribute or its folder.
pub fn path_segment(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    for byte in id.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'.' | b'_' | b'-') {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

/// At most `max` characters of `text`, with an ellipsis when cut: box labels are narrow, and the
/// whole text goes in the box's tooltip.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('\u{2026}');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_name_is_written_as_text() {
        assert_eq!(
            escape("<script>alert('x')</script> & \"SONS\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;SONS&quot;"
        );
    }

    #[test]
    fn control_characters_are_dropped_but_line_ends_kept() {
        assert_eq!(escape("A\u{0}B\u{1b}C\nD"), "ABC\nD");
    }

    #[test]
    fn anchors_and_path_segments_of_safe_ids_are_the_ids() {
        assert_eq!(anchor("doc", "reeves-sec12-0001"), "doc-reeves-sec12-0001");
        assert_eq!(path_segment("reeves.sec_12"), "reeves.sec_12");
        assert_eq!(path_segment("../x y"), "..%2Fx%20y");
    }

    #[test]
    fn other_bytes_of_an_anchor_are_hex_escaped_so_that_two_ids_never_share_one() {
        assert_eq!(anchor("gap", "d-0004:g1"), "gap-d-0004_3ag1");
        assert_eq!(anchor("gap", "a\"b c"), "gap-a_22b_20c");
        assert_ne!(anchor("gap", "a_3a"), anchor("gap", "a:"));
    }

    #[test]
    fn a_long_label_is_shortened_with_an_ellipsis() {
        assert_eq!(shorten("HUMBLE OIL & REFINING COMPANY", 10), "HUMBLE OI\u{2026}");
        assert_eq!(shorten("SHORT", 10), "SHORT");
    }
}
