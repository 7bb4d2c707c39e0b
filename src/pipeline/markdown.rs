//! The `markdown` stage: OCR and markdown text in, one normalised text out.
//!
//! Courthouse OCR splits words with hyphens at line ends, scatters spaces, and writes fraction
//! glyphs that later rules cannot read. This stage repairs what can be repaired without guessing
//! about content: it never drops words, so that extractors can still report residue.

use unicode_normalization::{is_nfkc_quick, IsNormalized, UnicodeNormalization};

/// Normalises raw document text: Unicode NFKC (so `¼` becomes `1/4`), markdown emphasis and
/// table rules removed, words rejoined across line-end hyphens, runs of spaces collapsed, and at
/// most one blank line between paragraphs. Line structure is kept: captions live on lines.
pub fn normalize(raw: &str) -> String {
    let spaced = if raw.contains('\r') {
        space_mixed_fractions(&raw.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        space_mixed_fractions(raw)
    };
    let text: String = nfkc(&spaced)
        .map(|c| match c {
            '\u{2044}' | '\u{2215}' => '/',
            '\u{2018}' | '\u{2019}' | '\u{201B}' | '`' => '\'',
            '\u{201C}' | '\u{201D}' => '"',
            '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
            '\u{00A7}' => '§',
            '\t' | '\u{00A0}' => ' ',
            c if c.is_control() && c != '\n' => ' ',
            c => c,
        })
        .collect();

    let mut lines: Vec<String> = Vec::new();
    for line in text.lines().filter(|line| !is_table_rule(line)) {
        let line = strip_markdown(line);
        let line = collapse_spaces(&line);
        lines.push(line);
    }
    let joined = join_hyphenated(&lines);

    let mut out = String::with_capacity(joined.len());
    let mut blank_run = 0;
    for line in joined.lines() {
        if line.trim().is_empty() {
            blank_run += 1;
            if blank_run == 1 && !out.is_empty() {
                out.push('\n');
            }
            continue;
        }
        blank_run = 0;
        out.push_str(line.trim());
        out.push('\n');
    }
    out
}

/// The NFKC form of `text`, skipping the composition pass when a quick check proves the text is
/// already in that form, as plain ASCII always is: composition is the costliest step of the stage.
fn nfkc(text: &str) -> Box<dyn Iterator<Item = char> + '_> {
    if is_nfkc_quick(text.chars()) == IsNormalized::Yes {
        Box::new(text.chars())
    } else {
        Box::new(text.nfkc())
    }
}

/// NFKC writes `¼` as `1⁄4`, which glues it to a preceding digit (`1¼` would read `11/4`); a
/// space keeps the mixed number "1 1/4" readable.
fn space_mixed_fractions(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous_digit = false;
    for c in text.chars() {
        let vulgar = matches!(c, '\u{00BC}'..='\u{00BE}' | '\u{2150}'..='\u{215E}');
        if vulgar && previous_digit {
            out.push(' ');
        }
        previous_digit = c.is_ascii_digit();
        out.push(c);
    }
    out
}

/// A markdown table's rule line ("|---|:---|") carries no text.
fn is_table_rule(line: &str) -> bool {
    let trimmed = line.trim();
    trimmed.contains("--") && trimmed.contains('|') && trimmed.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

/// Removes markdown emphasis and heading marks; table cells become space-separated.
fn strip_markdown(line: &str) -> String {
    let trimmed = line.trim();
    let without_heading = trimmed.trim_start_matches('#').trim_start();
    let mut out = String::with_capacity(without_heading.len());
    for c in without_heading.chars() {
        match c {
            '*' | '_' if out.ends_with(c) => {}
            '*' => {}
            '|' => out.push(' '),
            c => out.push(c),
        }
    }
    // The loop above already keeps no "__"; a "<br>" is rare, so most lines need no new copy.
    if out.contains("<br>") { out.replace("<br>", " ") } else { out }
}

fn collapse_spaces(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut space = false;
    for c in line.chars() {
        if c == ' ' {
            space = true;
        } else {
            if space && !out.is_empty() {
                out.push(' ');
            }
            space = false;
            out.push(c);
        }
    }
    out
}

/// Rejoins "conside-\nration" as "consideration": a line ending in a letter and a hyphen,
/// followed by a line that starts with a lower-case letter. Upper-case continuations are left
/// alone because "SMITH-\nJONES" may be a hyphenated name.
fn join_hyphenated(lines: &[String]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let mut line = lines[i].clone();
        while i + 1 < lines.len() && ends_in_word_hyphen(&line) {
            let next = &lines[i + 1];
            match next.chars().next() {
                Some(c) if c.is_lowercase() => {
                    line.pop();
                    let (head, rest) = split_first_word(next);
                    line.push_str(head);
                    i += 1;
                    if !rest.is_empty() {
                        out.push_str(&line);
                        out.push('\n');
                        line = rest.to_string();
                    }
                }
                _ => break,
            }
        }
        out.push_str(&line);
        out.push('\n');
        i += 1;
    }
    out
}

fn ends_in_word_hyphen(line: &str) -> bool {
    let mut chars = line.chars().rev();
    matches!((chars.next(), chars.next()), (Some('-'), Some(c)) if c.is_alphabetic())
}

fn split_first_word(line: &str) -> (&str, &str) {
    match line.find(' ') {
        Some(at) => (&line[..at], line[at + 1..].trim_start()),
        None => (line, ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carriage_returns_and_breaks_become_line_ends_and_spaces() {
        assert_eq!(normalize("WARRANTY DEED\r\nGrantor:<br>JOHN SMITH\rGrantee"), "WARRANTY DEED\nGrantor: JOHN SMITH\nGrantee\n");
    }

    #[test]
    fn text_already_in_nfkc_passes_through() {
        assert_eq!(normalize("José García, a single man"), "José García, a single man\n");
        assert_eq!(normalize("Jose\u{301} Garci\u{301}a"), "José García\n");
    }

    #[test]
    fn rejoins_line_end_hyphenation() {
        let text = normalize("for and in conside-\nration of Ten Dollars");
        assert_eq!(text, "for and in consideration\nof Ten Dollars\n");
    }

    #[test]
    fn keeps_hyphenated_capitalised_names() {
        let text = normalize("MARY SMITH-\nJONES, a widow");
        assert_eq!(text, "MARY SMITH-\nJONES, a widow\n");
    }

    #[test]
    fn fraction_glyphs_become_slashes() {
        assert_eq!(normalize("the NE¼ of Section 12"), "the NE1/4 of Section 12\n");
    }

    #[test]
    fn mixed_fractions_keep_their_whole_part() {
        assert_eq!(normalize("containing 1½ acres"), "containing 1 1/2 acres\n");
    }

    #[test]
    fn collapses_spaces_and_blank_lines() {
        let text = normalize("WARRANTY   DEED\n\n\n\nTHE STATE OF\tTEXAS  §");
        assert_eq!(text, "WARRANTY DEED\n\nTHE STATE OF TEXAS §\n");
    }

    #[test]
    fn strips_markdown_emphasis_and_tables() {
        let text = normalize("**OIL AND GAS LEASE**\n| Lessor | Lessee |\n|---|---|\n| A | B |");
        assert_eq!(text, "OIL AND GAS LEASE\nLessor Lessee\nA B\n");
    }
}
