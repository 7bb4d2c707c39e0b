//! Form fields: the "Label: value" entries of printed forms, modern short-form deeds, recorders'
//! cover sheets and federal and state lease and right-of-way forms ("Grantor:", "Lessee:",
//! "Date:", "Effective Date:", "3. Holder:", "Prepared by:", "Return to:", "My commission
//! expires:", "Parcel ID:").
//!
//! A form says what a value is by its label, which is worth more than any wording around it:
//! the readers take a party from a "Grantee:" field and a date from a "Lease Date:" field, and
//! never take one from a "Prepared by:" or a "My commission expires:" field. Fields are found
//! once per instrument, by shape alone (a short label at the start of a line or of a table cell,
//! then a colon); what a label means is for each reader to decide from its `key`.

use std::borrow::Cow;
use std::ops::Range;

/// One "Label: value" entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormField {
    /// The label's words in lower case, single-spaced, without "(s)"-style plural marks and
    /// with the OCR slips `0` for `o` and `1` for `l` inside words mended: "Grantor(s):" and
    /// "GRANT0R :" are both "grantor"; "Grantee's Mailing Address:" is "grantee's mailing address".
    pub key: String,
    /// Byte range of the label as written, colon excluded.
    pub label: Range<usize>,
    /// Byte range of the value: the rest of the line after the colon, or, when the label stands
    /// alone, the next cell of its table row or the next line that holds a word. Empty (at the
    /// label's end) when the form left the entry blank.
    pub value: Range<usize>,
}

impl FormField {
    /// Whether the label's last word is `noun` or its plural: "Lessee", "Name of Lessee" and
    /// "Lessees" all have the noun "lessee"; "Lessee's Address" has "address". "of record" after
    /// the noun says only that the name is the one the records hold (a release's caption box,
    /// "Lessor of record:", "Mortgagor of record:"), so "Lessor of record" has the noun "lessor".
    pub fn has_noun(&self, noun: &str) -> bool {
        let key = self.key.strip_suffix(" of record").unwrap_or(&self.key);
        let last = key.rsplit(' ').next().unwrap_or("");
        last == noun || last.strip_suffix('s').is_some_and(|singular| singular == noun)
    }

    /// Whether the label holds `word` as one of its words.
    pub fn has_word(&self, word: &str) -> bool {
        self.key.split(' ').any(|w| w == word)
    }
}

/// The longest label read: longer text before a colon is a sentence ("...the following
/// described land, to-wit:"), not a label.
const LABEL_MAX_BYTES: usize = 48;
/// The most words a label holds ("Name and Address of Lessee" is five).
const LABEL_MAX_WORDS: usize = 6;
/// How many lines below a label that stands alone its value may be.
const VALUE_MAX_LINES_BELOW: usize = 3;

/// Last words that make a colon the end of a sentence or a clause that introduces the text
/// after it, not a label: "described as follows:", "to-wit:", "WITNESSETH:", "KNOW ALL MEN BY
/// THESE PRESENTS:", "STATE OF TEXAS, COUNTY OF REEVES, ss:".
const NOT_LABEL_LAST_WORDS: &[&str] =
    &["follows", "wit", "towit", "witnesseth", "presents", "ss", "whereas", "therefore", "thence", "that", "viz", "namely", "hereof"];

/// Finds the form fields of normalised instrument text, in text order.
pub fn find_fields(text: &str) -> Vec<FormField> {
    let mut fields: Vec<FormField> = Vec::new();
    let lines = line_ranges(text);
    // Most lines hold no colon: the lines that do are found from the colons (one vectorised
    // scan of the text), each once, in text order; the others are never split into cells.
    let mut index = 0;
    let mut last_read = None;
    for colon in memchr::memchr_iter(b':', text.as_bytes()) {
        // The lines cover every byte but the line ends, so one of them holds the colon.
        while lines[index].end <= colon {
            index += 1;
        }
        if last_read == Some(index) {
            continue;
        }
        last_read = Some(index);
        let line = &lines[index];
        let cells = cell_ranges(text, line.clone());
        for (cell_index, cell) in cells.iter().enumerate() {
            let Some((key, label, after_colon)) = label_in(text, cell.clone()) else { continue };
            let same_cell = trimmed(text, after_colon..cell.end);
            let value = if !same_cell.is_empty() {
                same_cell
            } else if let Some(next_cell) = cells.get(cell_index + 1).map(|c| trimmed(text, c.clone())).filter(|c| !c.is_empty()) {
                if label_in(text, next_cell.clone()).is_some() { label.end..label.end } else { next_cell }
            } else if cells.len() == 1 {
                value_below(text, &lines[index + 1..]).unwrap_or(label.end..label.end)
            } else {
                label.end..label.end
            };
            fields.push(FormField { key, label, value });
        }
    }
    fields
}

/// The byte ranges of the text's lines, line ends excluded.
fn line_ranges(text: &str) -> Vec<Range<usize>> {
    let mut lines = Vec::new();
    let mut start = 0;
    for at in memchr::memchr_iter(b'\n', text.as_bytes()) {
        lines.push(start..at);
        start = at + 1;
    }
    if start < text.len() {
        lines.push(start..text.len());
    }
    lines
}

/// A line's table cells, split at `|` (markdown and OCR'd tables); a line without one is one cell.
fn cell_ranges(text: &str, line: Range<usize>) -> Vec<Range<usize>> {
    let mut cells = Vec::new();
    let mut start = line.start;
    for offset in memchr::memchr_iter(b'|', text[line.clone()].as_bytes()) {
        cells.push(start..line.start + offset);
        start = line.start + offset + 1;
    }
    cells.push(start..line.end);
    cells.retain(|cell| !text[cell.clone()].trim().is_empty());
    cells
}

/// The label that opens a cell: its key, its span and where the text after its colon starts.
fn label_in(text: &str, cell: Range<usize>) -> Option<(String, Range<usize>, usize)> {
    let cell_text = &text[cell.clone()];
    let colon = cell_text.find(':')?;
    // "http://", "10:42 A.M.": a colon inside an address or a time is no label's.
    let digit_before = cell_text[..colon].ends_with(|c: char| c.is_ascii_digit());
    let digit_after = cell_text[colon + 1..].starts_with(|c: char| c.is_ascii_digit());
    if cell_text[colon + 1..].starts_with('/') || (digit_before && digit_after) {
        return None;
    }
    let lead = item_marker_len(cell_text);
    let raw_label = cell_text[lead..colon].trim_end();
    let label_start = cell.start + lead;
    let label = label_start..label_start + raw_label.len();
    let key = label_key(raw_label)?;
    Some((key, label, cell.start + colon + 1))
}

/// The length of what opens a form's line before its label: spaces, bullets and an item
/// number or letter ("3.", "b)", "(a)", "IV.").
fn item_marker_len(cell: &str) -> usize {
    let bytes = cell.as_bytes();
    let mut at = 0;
    let skip_space = |mut at: usize| {
        while at < bytes.len() && (bytes[at] == b' ' || bytes[at] == b'*' || bytes[at] == b'-' || bytes[at] == b'#') {
            at += 1;
        }
        at
    };
    at = skip_space(at);
    let rest = &cell[at..];
    let marker_end = {
        let word_len = rest.bytes().take_while(u8::is_ascii_alphanumeric).count();
        let word = &rest[..word_len];
        let item_word = (1..=3).contains(&word_len)
            && (word.bytes().all(|b| b.is_ascii_digit())
                || (word_len == 1 && word.as_bytes()[0].is_ascii_lowercase())
                || word.bytes().all(|b| matches!(b, b'I' | b'V' | b'X')));
        if rest.starts_with('(') {
            rest.find(')')
                .filter(|close| (2..=4).contains(close) && rest[1..*close].bytes().all(|b| b.is_ascii_alphanumeric()))
                .map(|close| close + 1)
        } else if item_word && matches!(rest.as_bytes().get(word_len), Some(b'.') | Some(b')')) {
            Some(word_len + 1)
        } else {
            None
        }
    };
    match marker_end {
        Some(end) => skip_space(at + end),
        None => at,
    }
}

/// A label's key, when the text before a colon has a label's shape: one to six words of
/// letters (with apostrophes, periods, `&`, `/`, `#`, hyphens and "(s)"-style marks), the first
/// beginning with a capital letter as a form prints its labels (a colon after a lower-case word
/// is one inside a sentence or OCR debris), short, and not a clause that introduces the text
/// after it.
fn label_key(raw: &str) -> Option<String> {
    let raw = without_trailing_aside(raw);
    if raw.is_empty() || raw.len() > LABEL_MAX_BYTES || !raw.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    let without_marks = strip_parenthetical_marks(raw)?;
    // The key is written word by word into one string: a string per word, lowered, mended and
    // joined, cost more than the rest of the reading of a label.
    let mut key = String::with_capacity(without_marks.len());
    let (mut words, mut last_word_start, mut has_word_of_letters, mut names_to_wit) = (0, 0, false, false);
    for word in without_marks.split(|c: char| c.is_whitespace() || c == '/').filter(|w| !w.is_empty()) {
        if !word.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '\'' | '.' | '&' | '#' | '-' | ',')) {
            return None;
        }
        let letters = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        if letters.is_empty() {
            continue;
        }
        if words > 0 {
            key.push(' ');
        }
        words += 1;
        last_word_start = key.len();
        push_mended_word(letters, &mut key);
        let written = &key[last_word_start..];
        has_word_of_letters |= written.bytes().filter(u8::is_ascii_alphabetic).count() >= 2;
        names_to_wit |= written == "wit" || written == "towit";
    }
    if words == 0 || words > LABEL_MAX_WORDS || !has_word_of_letters {
        return None;
    }
    if NOT_LABEL_LAST_WORDS.contains(&&key[last_word_start..]) || names_to_wit {
        return None;
    }
    Some(key)
}

/// The first words of a form box's printed instructions ("(Name and Address)", "(Print Name)",
/// "(Mailing Address)", "(Whether One or More)").
const BOX_INSTRUCTION_WORDS: &[&str] = &["name", "names", "address", "mailing", "print", "printed", "type", "typed", "whether", "full"];

/// The longest aside a label may close with.
const ASIDE_MAX_BYTES: usize = 160;

/// "Lessor (whether one or more):", "Mortgagor(s) (name and address):", "Grantee (as joint
/// tenants):": printed forms qualify a role's box with an aside in parentheses between the label
/// and its colon; the label is the words before it. An aside that opens with a capital, a quote
/// or "the" ("... (the \"Property\"):", "(Exhibit A):") defines or names a thing of the sentence
/// before, and stays.
fn without_trailing_aside(raw: &str) -> &str {
    let Some(inner) = raw.strip_suffix(')') else { return raw };
    let Some(open) = inner.rfind('(') else { return raw };
    let aside = inner[open + 1..].trim_start();
    let mark = matches!(aside.to_ascii_lowercase().as_str(), "s" | "es" | "ies" | "if any");
    let defines = aside.get(..4).is_some_and(|opening| opening.eq_ignore_ascii_case("the "));
    // "LESSOR (Name and Address):", "Grantee (Print Name):": a form prints the box's
    // instructions in capitals as often as not; they say what to write, never name a thing.
    let first_word = aside.split(|c: char| !c.is_ascii_alphabetic()).next().unwrap_or("").to_ascii_lowercase();
    let instructs = BOX_INSTRUCTION_WORDS.contains(&first_word.as_str());
    if mark || defines || aside.len() > ASIDE_MAX_BYTES || !(instructs || aside.starts_with(|c: char| c.is_ascii_lowercase())) {
        return raw;
    }
    raw[..open].trim_end()
}

/// The label without "(s)", "(es)", "(ies)" and "(if any)" marks; `None` when it holds any other
/// parenthesis, which a label does not ("... (the "Property"):" is a sentence). Most labels hold
/// none, and are given back as they stand.
fn strip_parenthetical_marks(raw: &str) -> Option<Cow<'_, str>> {
    if !raw.contains('(') {
        return (!raw.contains(')')).then_some(Cow::Borrowed(raw));
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(open) = rest.find('(') {
        let close = rest[open..].find(')').map(|c| open + c)?;
        let inner = rest[open + 1..close].trim().to_ascii_lowercase();
        if !matches!(inner.as_str(), "s" | "es" | "ies" | "if any") {
            return None;
        }
        out.push_str(&rest[..open]);
        out.push(' ');
        rest = &rest[close + 1..];
    }
    if rest.contains(')') {
        return None;
    }
    out.push_str(rest);
    Some(Cow::Owned(out))
}

/// Writes a word of a label (ASCII letters, digits and inner marks) in lower case, with `0` read
/// for `o` and `1` for `l` inside a word that holds letters ("GRANT0R", "Lessee 1abel"); a
/// number stays a number.
fn push_mended_word(word: &str, key: &mut String) {
    let mend = word.bytes().any(|b| b.is_ascii_alphabetic());
    key.extend(word.chars().map(|c| match c.to_ascii_lowercase() {
        '0' if mend => 'o',
        '1' if mend => 'l',
        other => other,
    }));
}

/// The value of a label that stands alone on its line: the next line below that holds a word
/// (three letters or more) and is not itself a label, within a few lines.
fn value_below(text: &str, lines_below: &[Range<usize>]) -> Option<Range<usize>> {
    for line in lines_below.iter().take(VALUE_MAX_LINES_BELOW) {
        let content = trimmed(text, line.clone());
        if text[content.clone()].chars().filter(|c| c.is_alphabetic()).count() < 3 {
            continue;
        }
        if cell_ranges(text, line.clone()).into_iter().any(|cell| label_in(text, cell).is_some()) {
            return None;
        }
        return Some(content);
    }
    None
}

/// A range with the white space at both ends left out.
fn trimmed(text: &str, range: Range<usize>) -> Range<usize> {
    let slice = &text[range.clone()];
    let start = range.start + (slice.len() - slice.trim_start().len());
    let end = range.end - (slice.len() - slice.trim_end().len());
    start..end.max(start)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each field as (key, value text).
    fn read(text: &str) -> Vec<(String, String)> {
        find_fields(text).into_iter().map(|f| (f.key, text[f.value].to_string())).collect()
    }

    fn pair(key: &str, value: &str) -> (String, String) {
        (key.to_string(), value.to_string())
    }

    #[test]
    fn reads_the_heading_fields_of_a_short_form_deed() {
        let text = "SPECIAL WARRANTY DEED\nDate: June 4, 2015\nGrantor: HOLLIS GRANGER and wife, MAE GRANGER\n\
                    Grantor's Mailing Address: 14 Cedar Lane, Odessa, Texas\nGrantee: PECOS VALLEY LAND LLC\n";
        assert_eq!(
            read(text),
            vec![
                pair("date", "June 4, 2015"),
                pair("grantor", "HOLLIS GRANGER and wife, MAE GRANGER"),
                pair("grantor's mailing address", "14 Cedar Lane, Odessa, Texas"),
                pair("grantee", "PECOS VALLEY LAND LLC"),
            ]
        );
    }

    #[test]
    fn a_label_alone_on_its_line_takes_the_next_line_that_holds_words() {
        let text = "3. Holder:\n\nRAWLINS MIDSTREAM PARTNERS LP\n4. Term:\n";
        assert_eq!(read(text), vec![pair("holder", "RAWLINS MIDSTREAM PARTNERS LP"), pair("term", "")]);
    }

    #[test]
    fn a_blank_entry_stays_blank_rather_than_taking_the_next_label() {
        let text = "Lessee:\nDate: March 9, 1981\n";
        assert_eq!(read(text), vec![pair("lessee", ""), pair("date", "March 9, 1981")]);
    }

    #[test]
    fn a_labels_word_is_lowered_and_its_ocr_digits_mended_but_a_number_stays_a_number() {
        let mut key = String::new();
        for word in ["GRANT0R", "1essee", "Tract", "40", "No.1"] {
            push_mended_word(word, &mut key);
            key.push(' ');
        }
        assert_eq!(key, "grantor lessee tract 40 no.l ");
        assert!(matches!(strip_parenthetical_marks("Grantee"), Some(Cow::Borrowed("Grantee"))));
        assert_eq!(strip_parenthetical_marks("Grantor(s)").as_deref(), Some("Grantor "));
        assert!(strip_parenthetical_marks("Grantee)").is_none() && strip_parenthetical_marks("Lot (the Property)").is_none());
    }

    #[test]
    fn plural_marks_and_ocr_digits_leave_the_key_as_the_word() {
        let text = "Grantor(s): ELLA VANCE\nGRANT0R : OTTO BRILL\nLessee (if any): none\n";
        let keys: Vec<String> = find_fields(text).into_iter().map(|f| f.key).collect();
        assert_eq!(keys, vec!["grantor", "grantor", "lessee"]);
    }

    #[test]
    fn an_aside_between_the_label_and_its_colon_leaves_the_label() {
        let text = "Lessor (whether one or more, and whether called \"Owner\" herein):\n   ADA M. FELL\n\
Mortgagor(s) (name and address): CARL WEBB, Rt. 2, Minot\nGrantee (as joint tenants): IVAN and RUTH POLK\n\
Lessee (whether called \"Lessee\" or \"Operator\"):\n   DRY CREEK OIL LLC\n";
        assert_eq!(
            read(text),
            vec![
                pair("lessor", "ADA M. FELL"),
                pair("mortgagor", "CARL WEBB, Rt. 2, Minot"),
                pair("grantee", "IVAN and RUTH POLK"),
                pair("lessee", "DRY CREEK OIL LLC"),
            ]
        );
        // Capitalised instructions of the box are an aside as well.
        let text = "2. LESSOR (Name and Address): ELM FARM TRUST, Route 1\nMortgagee (Name & Mailing Address): FIRST BANK OF ADA\n\
GRANTEE (Print Name):\n   OTTO VANCE\nLessee (Whether One or More): ACME OIL CO.\n";
        assert_eq!(
            read(text),
            vec![
                pair("lessor", "ELM FARM TRUST, Route 1"),
                pair("mortgagee", "FIRST BANK OF ADA"),
                pair("grantee", "OTTO VANCE"),
                pair("lessee", "ACME OIL CO."),
            ]
        );
        // An aside that names a thing of its sentence is no label's.
        assert!(find_fields("Tract (Exhibit A): subject to\n").iter().all(|f| f.key != "tract"));
        assert!(find_fields("Premises (the \"Land\"): subject to\n").is_empty());
    }

    #[test]
    fn table_cells_are_fields_and_a_blank_cell_takes_the_next_cell() {
        let text = "| Assignor: | CIMARRON RIDGE ENERGY INC | Effective Date: 7/1/2012 |\n";
        assert_eq!(read(text), vec![pair("assignor", "CIMARRON RIDGE ENERGY INC"), pair("effective date", "7/1/2012")]);
    }

    #[test]
    fn item_numbers_and_bullets_before_a_label_are_not_part_of_it() {
        for (text, key) in
            [("(b) Lessor: A. FORD\n", "lessor"), ("IV. Grantee: B. FORD\n", "grantee"), ("* Return to: C. FORD\n", "return to")]
        {
            assert_eq!(find_fields(text).first().map(|f| f.key.clone()), Some(key.to_string()), "{text}");
        }
    }

    #[test]
    fn clauses_that_introduce_the_text_after_them_are_not_fields() {
        for text in [
            "the following described land, situated in Ward County, Texas, to-wit:\n",
            "KNOW ALL MEN BY THESE PRESENTS:\n",
            "WITNESSETH:\n",
            "STATE OF OHIO, COUNTY OF NOBLE, ss:\n",
            "bounded and described as follows:\n",
            "Recorded at 10:42 A.M. in Book 9\n",
            "See https://records.example.gov/x\n",
            "the said land (the \"Premises\"): subject to\n",
        ] {
            assert_eq!(find_fields(text), Vec::new(), "{text}");
        }
    }

    #[test]
    fn a_colon_after_a_lower_case_word_is_inside_a_sentence() {
        assert!(find_fields("and the said grantor: hereby covenants\nthe lessee shall pay as follows: rent\n").is_empty());
    }

    #[test]
    fn a_label_of_a_whole_sentence_is_too_long_to_be_one() {
        let text = "The Grantor covenants with the Grantee and with the heirs of the Grantee as follows: none\n";
        assert!(find_fields(text).is_empty());
    }

    #[test]
    fn the_noun_of_a_label_is_its_last_word() {
        let fields = find_fields("Name of Lessee: X\nLessees: Y\nLessee's Address: Z\n");
        let nouns: Vec<bool> = fields.iter().map(|f| f.has_noun("lessee")).collect();
        assert_eq!(nouns, vec![true, true, false]);
        assert!(fields[2].has_word("address"));
        let of_record = find_fields("Lessor of record: X\nMortgag0rs of Record: Y\nDate of record: Z\n");
        let nouns: Vec<bool> = of_record.iter().map(|f| f.has_noun("lessor") || f.has_noun("mortgagor")).collect();
        assert_eq!(nouns, vec![true, true, false]);
    }

    #[test]
    fn spans_point_into_the_text() {
        let text = "x\nPrepared by:  Dora Keel, Attorney\n";
        let field = &find_fields(text)[0];
        assert_eq!(&text[field.label.clone()], "Prepared by");
        assert_eq!(&text[field.value.clone()], "Dora Keel, Attorney");
        assert_eq!(field.key, "prepared by");
    }
}
