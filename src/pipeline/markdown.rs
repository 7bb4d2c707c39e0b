//! The `markdown` stage: OCR and markdown text in, one normalised text out.
//!
//! Courthouse OCR splits words with hyphens at line ends, scatters spaces, and writes fraction
//! glyphs that later rules cannot read. This stage repairs what can be repaired without guessing
//! about content: it never drops words, so that extractors can still report residue.

use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfkc_quick};

/// Normalises raw document text: Unicode NFKC (so `¼` becomes `1/4`), markdown emphasis and
/// table rules removed, words rejoined across line-end hyphens, runs of spaces collapsed, and at
/// most one blank line between paragraphs. Line structure is kept: captions live on lines.
///
/// The text is read one line at a time into one output buffer: every step works within a line
/// (NFKC too, as nothing composes across a line end), and the line buffers are reused.
pub fn normalize(raw: &str) -> String {
    let unified;
    let raw = if memchr::memchr(b'\r', raw.as_bytes()).is_some() {
        unified = raw.replace("\r\n", "\n").replace('\r', "\n");
        unified.as_str()
    } else {
        raw
    };
    let mut lines = Lines::with_capacity(raw.len());
    // Scratch lines, reused from one line to the next.
    let (mut spaced, mut mapped, mut stripped, mut cleaned) = (String::new(), String::new(), String::new(), String::new());
    for line in lines_of(raw) {
        let line = map_characters(line, &mut spaced, &mut mapped);
        if is_table_rule(line) {
            continue;
        }
        if memchr::memchr(b'<', line.as_bytes()).is_some() {
            strip_markdown(line, &mut stripped);
            collapse_spaces(&stripped, &mut cleaned);
        } else {
            strip_and_collapse(line, &mut cleaned);
        }
        lines.push(&cleaned);
    }
    lines.finish()
}

/// The lines of a text without carriage returns, as `str::lines` gives them (no empty line after
/// a final line end), found with `memchr`, which reads many bytes at once where `lines` stops at
/// every byte.
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = (!text.is_empty()).then_some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        match memchr::memchr(b'\n', current.as_bytes()) {
            Some(at) => {
                rest = Some(&current[at + 1..]).filter(|after| !after.is_empty());
                Some(&current[..at])
            }
            None => {
                rest = None;
                Some(current)
            }
        }
    })
}

/// One line with NFKC applied and the characters that later rules cannot read replaced (dashes,
/// curly quotes, fraction slashes, tabs and other control characters). A line of plain ASCII
/// text, most lines, is returned as it is.
fn map_characters<'a>(line: &'a str, spaced: &mut String, mapped: &'a mut String) -> &'a str {
    // Tested a block at a time without stopping at the first odd byte, which the compiler can
    // test many bytes at once for (this check reads every byte of every document).
    if line.as_bytes().chunks(64).all(|block| block.iter().fold(true, |all, &b| all & is_plain(b))) {
        return line;
    }
    mapped.clear();
    if line.is_ascii() {
        push_mapped(line, mapped);
        return mapped;
    }
    space_mixed_fractions(line, spaced);
    if is_nfkc_quick(spaced.chars()) == IsNormalized::Yes {
        push_mapped(spaced, mapped);
    } else {
        push_nfkc_mapped(spaced, mapped);
    }
    mapped
}

/// Writes the NFKC form of `text` with [`map_character`] applied, normalising only the stretches
/// that hold characters outside ASCII, each from the ASCII character before it (which may compose
/// with a mark after it, "e\u{301}") to the next ASCII character, and copying the ASCII text
/// between them: NFKC never carries across an ASCII character, which is a starter that no
/// composition ends in, and NFKC keeps ASCII as it is. The composing normaliser costs about two
/// hundred instructions a character, and a line that needs it is mostly a long one with a "¼".
fn push_nfkc_mapped(text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let mut copied = 0;
    while let Some(odd) = bytes[copied..].iter().position(|b| !b.is_ascii()).map(|at| copied + at) {
        let start = if odd > copied { odd - 1 } else { odd };
        push_mapped(&text[copied..start], out);
        let end = bytes[odd..].iter().position(u8::is_ascii).map_or(bytes.len(), |at| odd + at);
        out.extend(text[start..end].nfkc().map(map_character));
        copied = end;
    }
    push_mapped(&text[copied..], out);
}

/// A byte that [`map_character`] keeps as it is, and that NFKC keeps: printable ASCII but the
/// backtick.
fn is_plain(b: u8) -> bool {
    (b' '..0x7f).contains(&b) & (b != b'`')
}

/// Writes `text` with [`map_character`] applied. A line that needs mapping mostly holds one odd
/// character ("§", "¼", a tab) among plain text, whose runs are copied whole instead of a
/// character at a time.
fn push_mapped(text: &str, out: &mut String) {
    let mut rest = text;
    while !rest.is_empty() {
        let run = rest.bytes().position(|b| !is_plain(b)).unwrap_or(rest.len());
        out.push_str(&rest[..run]);
        let mut odd = rest[run..].chars();
        if let Some(c) = odd.next() {
            out.push(map_character(c));
        }
        rest = odd.as_str();
    }
}

fn map_character(c: char) -> char {
    match c {
        '\u{2044}' | '\u{2215}' => '/',
        '\u{2018}' | '\u{2019}' | '\u{201B}' | '`' => '\'',
        '\u{201C}' | '\u{201D}' => '"',
        '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
        '\t' | '\u{00A0}' => ' ',
        c if c.is_control() && c != '\n' => ' ',
        // NFKC makes most Unicode spaces plain ones; the ogham space mark and the line and
        // paragraph separators it leaves are made so here, so that the normalised text's only
        // white space is the space and the line end (the extractors' patterns rely on it).
        c if c.is_whitespace() && c != '\n' => ' ',
        c => c,
    }
}

/// NFKC writes `¼` as `1⁄4`, which glues it to a preceding digit (`1¼` would read `11/4`); a
/// space keeps the mixed number "1 1/4" readable.
///
/// The text between the fractions that need a space is copied whole: an ASCII byte is never
/// part of a longer character, so a digit byte before a fraction is a digit character.
fn space_mixed_fractions(text: &str, out: &mut String) {
    out.clear();
    let mut copied = 0;
    for (at, _) in text.char_indices().filter(|(_, c)| matches!(c, '\u{00BC}'..='\u{00BE}' | '\u{2150}'..='\u{215E}')) {
        if text.as_bytes()[..at].last().is_some_and(u8::is_ascii_digit) {
            out.push_str(&text[copied..at]);
            out.push(' ');
            copied = at;
        }
    }
    out.push_str(&text[copied..]);
}

/// A markdown table's rule line ("|---|:---|") carries no text.
fn is_table_rule(line: &str) -> bool {
    if memchr::memchr(b'|', line.as_bytes()).is_none() {
        return false;
    }
    let trimmed = line.trim();
    trimmed.contains("--") && trimmed.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

/// Removes markdown emphasis and heading marks; table cells become space-separated. The marks
/// are ASCII, so the text between them is copied as it stands.
fn strip_markdown(line: &str, out: &mut String) {
    out.clear();
    let without_heading = line.trim().trim_start_matches('#').trim_start();
    let mut copied = 0;
    for (at, mark) in without_heading.bytes().enumerate().filter(|(_, b)| matches!(b, b'*' | b'_' | b'|')) {
        out.push_str(&without_heading[copied..at]);
        copied = at + 1;
        match mark {
            b'|' => out.push(' '),
            b'_' if !out.ends_with('_') => out.push('_'),
            _ => {}
        }
    }
    out.push_str(&without_heading[copied..]);
    // The loop above already keeps no "__"; a "<br>" is rare, so most lines need no new copy.
    if out.contains('<') && out.contains("<br>") {
        *out = out.replace("<br>", " ");
    }
}

/// `strip_markdown` then `collapse_spaces` in one pass over the line, for a line without `<`
/// (which could hold a "<br>"): the marks are ASCII, so every other character is copied as it
/// stands, and a space is written only before the next character that is kept.
fn strip_and_collapse(line: &str, out: &mut String) {
    out.clear();
    let without_heading = trim_spaces(line).trim_start_matches('#').trim_start_matches(' ');
    let bytes = without_heading.as_bytes();
    // Most lines hold no mark and no run of spaces, and are kept as they stand (the loop below
    // would copy them word by word).
    if memchr::memchr3(b'*', b'_', b'|', bytes).is_none() && DOUBLE_SPACE.find(bytes).is_none() {
        out.push_str(without_heading);
        return;
    }
    // The last character `strip_markdown` would have written: an underscore run keeps one.
    let mut last_underscore = false;
    let mut space_pending = false;
    let mut copied = 0;
    for (at, &byte) in bytes.iter().enumerate() {
        if !matches!(byte, b'*' | b'_' | b'|' | b' ') {
            continue;
        }
        // The run of ordinary characters before this byte.
        if copied < at {
            push_kept(out, &mut space_pending, &without_heading[copied..at]);
            last_underscore = false;
        }
        copied = at + 1;
        match byte {
            b'|' | b' ' => {
                space_pending = true;
                last_underscore = false;
            }
            b'_' if !last_underscore => {
                push_kept(out, &mut space_pending, "_");
                last_underscore = true;
            }
            _ => {}
        }
    }
    if copied < bytes.len() {
        push_kept(out, &mut space_pending, &without_heading[copied..]);
    }
}

/// Two spaces: a run to collapse. The searcher is built once, not for every line.
static DOUBLE_SPACE: std::sync::LazyLock<memchr::memmem::Finder<'static>> = std::sync::LazyLock::new(|| memchr::memmem::Finder::new(b"  "));

/// A line without its leading and trailing spaces: `str::trim` for the lines of this stage, whose
/// only white space is the space once [`map_characters`] has read them, without decoding
/// characters.
fn trim_spaces(line: &str) -> &str {
    let bytes = line.as_bytes();
    let start = bytes.iter().position(|&b| b != b' ').unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|&b| b != b' ').map_or(start, |last| last + 1);
    &line[start..end]
}

/// Writes kept text, after the one space that a pending run of spaces leaves between words.
fn push_kept(out: &mut String, space_pending: &mut bool, kept: &str) {
    if *space_pending && !out.is_empty() {
        out.push(' ');
    }
    *space_pending = false;
    out.push_str(kept);
}

/// Drops leading and trailing spaces and leaves one space between words.
fn collapse_spaces(line: &str, out: &mut String) {
    out.clear();
    let mut at = 0;
    while at < line.len() {
        if line.as_bytes()[at] == b' ' {
            at += 1;
            continue;
        }
        let end = line[at..].find(' ').map_or(line.len(), |space| at + space);
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&line[at..end]);
        at = end;
    }
}

/// The normalised text as it is built line by line: rejoins "conside-\nration" as
/// "consideration" (a line ending in a letter and a hyphen, followed by a line that starts with
/// a lower-case letter; upper-case continuations are left alone because "SMITH-\nJONES" may be a
/// hyphenated name), trims lines and keeps at most one blank line between paragraphs.
struct Lines {
    out: String,
    /// The line still open to a continuation from the next line.
    open: Option<String>,
    blank_run: usize,
}

impl Lines {
    fn with_capacity(capacity: usize) -> Lines {
        Lines { out: String::with_capacity(capacity), open: None, blank_run: 0 }
    }

    fn push(&mut self, next: &str) {
        let continues = next.chars().next().is_some_and(char::is_lowercase);
        match self.open.take() {
            // A line that holds nothing but the broken word, before a line that closes a form's
            // label ("Mort-\ngage dated: March 9, 1987"), takes the whole next line: the label's
            // words and its value stay on one line, as the form prints them.
            Some(mut line) if continues && ends_in_word_hyphen(&line) && !line.contains(' ') && closes_a_label(next) => {
                line.pop();
                line.push_str(next);
                self.open = Some(line);
            }
            Some(mut line) if continues && ends_in_word_hyphen(&line) => {
                line.pop();
                let (head, rest) = split_first_word(next);
                line.push_str(head);
                if !rest.is_empty() {
                    self.write(&line);
                    line.clear();
                    line.push_str(rest);
                }
                self.open = Some(line);
            }
            Some(mut line) => {
                self.write(&line);
                line.clear();
                line.push_str(next);
                self.open = Some(line);
            }
            None => self.open = Some(next.to_string()),
        }
    }

    fn finish(mut self) -> String {
        if let Some(line) = self.open.take() {
            self.write(&line);
        }
        self.out
    }

    fn write(&mut self, line: &str) {
        let line = trim_spaces(line);
        if line.is_empty() {
            self.blank_run += 1;
            if self.blank_run == 1 && !self.out.is_empty() {
                self.out.push('\n');
            }
            return;
        }
        self.blank_run = 0;
        self.out.push_str(line);
        self.out.push('\n');
    }
}

/// Whether a line opens with the rest of a form's label: a colon within its first three words
/// ("gage dated: March 9, 1987", "inal amount: $400").
fn closes_a_label(line: &str) -> bool {
    line.split(' ').take(3).any(|word| word.ends_with(':'))
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
    fn nfkc_by_stretches_is_nfkc_of_the_whole_line() {
        for line in [
            "the N1 \u{bd} of the \u{ff2e}\u{ff25}\u{bc} of Section 3",
            "cafe\u{301} and e\u{323}\u{301}x",
            "\u{301}a\u{301}",
            "\u{1100}\u{1161}\u{11a8} lot \u{1100} \u{1161}",
            "\u{fb01}ne \u{33a2} 2\u{2044}3",
            "x\u{212b}y\u{2014}z",
        ] {
            let mut by_stretches = String::new();
            push_nfkc_mapped(line, &mut by_stretches);
            assert_eq!(by_stretches, line.nfkc().map(map_character).collect::<String>(), "{line:?}");
        }
    }

    #[test]
    fn lines_are_those_str_lines_gives() {
        for text in ["", "\n", "\n\n", "a", "a\n", "a\n\nb", "a\nb\n", "\na", "WARRANTY DEED\nGrantor: JOHN SMITH\n\n\n"] {
            assert_eq!(lines_of(text).collect::<Vec<_>>(), text.lines().collect::<Vec<_>>(), "{text:?}");
        }
    }

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

    #[test]
    fn ocr_lines_lose_stray_spaces_tabs_and_control_characters() {
        assert_eq!(normalize("  GRANTOR:\t JOHN\u{0007}  SMITH   \n\u{00A0}\u{00A0}a widow "), "GRANTOR: JOHN SMITH\na widow\n");
        assert_eq!(normalize("the `said' \u{201C}Grantee\u{201D} \u{2013} a corporation"), "the 'said' \"Grantee\" - a corporation\n");
    }

    #[test]
    fn the_only_white_space_left_is_the_space_and_the_line_end() {
        let spaces =
            ["\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}"];
        for space in spaces {
            let text = normalize(&format!("JOHN{space}SMITH,{space}{space}grantor\u{1680}\nMARY\u{2029} ROE"));
            assert_eq!(text, "JOHN SMITH, grantor\nMARY ROE\n", "{space:?}");
        }
        let every: String = (0..=0x10FFFF).filter_map(char::from_u32).filter(|c| c.is_whitespace()).collect();
        assert!(normalize(&every).chars().all(|c| c == ' ' || c == '\n' || !c.is_whitespace()));
    }

    #[test]
    fn nfkc_is_applied_to_the_lines_that_need_it_only() {
        let text = normalize("THE STATE OF TEXAS §\nthe N½ of the ＮＥ¼\nplain ASCII line\nfi\u{FB01}ne Stra\u{00DF}e");
        assert_eq!(text, "THE STATE OF TEXAS §\nthe N1/2 of the NE1/4\nplain ASCII line\nfifine Straße\n");
    }

    #[test]
    fn a_combining_mark_at_a_line_start_stays_on_its_line() {
        assert_eq!(normalize("Jose\n\u{301}Garcia"), "Jose\n\u{301}Garcia\n");
    }

    #[test]
    fn a_line_of_one_broken_word_takes_the_whole_next_line() {
        assert_eq!(
            normalize("Lessor: Ann Lee\nLea-\nse dated: May 2, 1970 Recorded: May 9, 1970\n"),
            "Lessor: Ann Lee\nLease dated: May 2, 1970 Recorded: May 9, 1970\n"
        );
        assert_eq!(normalize("for the conside-\nration of ten dollars\n"), "for the consideration\nof ten dollars\n");
        assert_eq!(normalize("and this\nconvey-\nance is made subject\n"), "and this\nconveyance\nis made subject\n");
    }

    #[test]
    fn hyphenation_rejoins_across_several_lines() {
        assert_eq!(normalize("the con-\nvey-\nance of the land\n"), "the conveyance\nof the land\n");
        assert_eq!(normalize("the con-\nveyance\n\nnext"), "the conveyance\n\nnext\n");
        assert_eq!(normalize("ends in a hyphen-\n"), "ends in a hyphen-\n");
    }

    #[test]
    fn strip_markdown_keeps_one_underscore_of_a_run_and_drops_asterisks() {
        let mut out = String::new();
        strip_markdown("## **Grantor**: ____ | _x_ |", &mut out);
        assert_eq!(out, "Grantor: _   _x_  ");
        strip_markdown("A<br>B", &mut out);
        assert_eq!(out, "A B");
    }

    #[test]
    fn collapse_spaces_leaves_single_spaces_between_words() {
        let mut out = String::new();
        collapse_spaces("  JOHN   SMITH  ", &mut out);
        assert_eq!(out, "JOHN SMITH");
        collapse_spaces("   ", &mut out);
        assert_eq!(out, "");
    }

    /// The line-by-line normalisation must write exactly what the earlier whole-text version
    /// wrote, which is kept here as the reference.
    mod whole_text {
        use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfkc_quick};

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
                    c if c.is_whitespace() && c != '\n' => ' ',
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
            if is_nfkc_quick(text.chars()) == IsNormalized::Yes { Box::new(text.chars()) } else { Box::new(text.nfkc()) }
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
            if out.contains('<') && out.contains("<br>") { out.replace("<br>", " ") } else { out }
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
                        Some(c) if c.is_lowercase() && !line.contains(' ') && super::super::closes_a_label(next) => {
                            line.pop();
                            line.push_str(next);
                            i += 1;
                        }
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
    }

    /// Pieces of OCR and markdown text, with the characters each step treats specially.
    const PIECES: &[&str] = &[
        "WARRANTY DEED",
        "conside-",
        "ration",
        "SMITH-",
        "JONES",
        "the",
        "NE",
        "¼",
        "1",
        "½",
        "⅝",
        "§",
        "\n",
        "\n",
        "\n\n\n",
        "\r\n",
        "\r",
        " ",
        "   ",
        "\t",
        "\u{00A0}",
        "**",
        "*",
        "_",
        "__",
        "|",
        "|---|---|",
        "#",
        "## ",
        "<br>",
        "`",
        "\u{2019}",
        "\u{201C}",
        "\u{2014}",
        "\u{2044}",
        "\u{0007}",
        "\u{0085}",
        "\u{2028}",
        "\u{3000}",
        "e\u{301}",
        "\u{301}",
        "Ｆｕｌｌ",
        "ﬁ",
        "\u{212A}",
        "é",
        "a-",
        "b",
        "-",
        ":",
        "Grantor",
        "x",
    ];

    #[test]
    fn strip_and_collapse_in_one_pass_equals_the_two_steps() {
        for line in ["## **Grantor**: ____ | _x_ |", "  JOHN   SMITH  ", "_ _ __ * _", "|a|*_*_b|", "#", "**", "__x", "é_é  ü|"] {
            let (one_pass, two_steps) = one_pass_and_two_steps(line);
            assert_eq!(one_pass, two_steps, "{line:?}");
        }
    }

    /// A line cleaned by `strip_and_collapse`, and by `strip_markdown` then `collapse_spaces`.
    fn one_pass_and_two_steps(line: &str) -> (String, String) {
        let (mut stripped, mut two_steps, mut one_pass) = (String::new(), String::new(), String::new());
        strip_markdown(line, &mut stripped);
        collapse_spaces(&stripped, &mut two_steps);
        strip_and_collapse(line, &mut one_pass);
        (one_pass, two_steps)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        #[test]
        fn one_pass_strip_agrees_with_the_two_steps(line in "[ a_*|#é<>br]{0,24}") {
            if !line.contains('<') {
                let (one_pass, two_steps) = one_pass_and_two_steps(&line);
                proptest::prop_assert_eq!(one_pass, two_steps);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        #[test]
        fn line_by_line_agrees_with_the_whole_text_version(pieces in proptest::collection::vec(0..PIECES.len(), 0..40)) {
            let raw: String = pieces.iter().map(|&index| PIECES[index]).collect();
            proptest::prop_assert_eq!(normalize(&raw), whole_text::normalize(&raw));
        }
    }
}
