//! Cutting a span of premises into pieces at commas, "and", "&", "et ux" and "et al", and the
//! tests that decide whether a comma or an "and" parts two parties or sits inside one name
//! ("Smith & Sons, Inc.", "acting by and through", an initial's stop read as a comma).

use super::*;

/// What parts a piece from the one before it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Separator {
    Start,
    Comma,
    And,
    /// "et ux" / "et vir": a spouse should follow.
    EtUx,
    /// "et al": others are not named.
    EtAl,
}

/// A stretch of the span (byte offsets into the whole text) that may hold one name.
#[derive(Debug)]
pub(super) struct Piece {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) before: Separator,
}

pub(super) static SEPARATOR: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\s*[,;]\s*(?:(?:and|&)\s+)?|(?P<para>\s*\n\s*\n\s*)(?:(?:and|&)\s+)?|\s+(?:and|&)\.?\s+|\s+et\.?\s*(?P<etux>ux|uxor|vir)\b\.?\s*,?\s*|\s+et\.?\s*al\b\.?\s*,?\s*")
        .expect("separator pattern compiles")
});

/// Cuts the span into pieces at commas, "and", "&", "et ux" and "et al", but not inside "acting
/// by and through" or a company name that continues after "&".
pub(super) fn split_pieces(text: &str, start: usize, end: usize) -> Vec<Piece> {
    let span = &text[start..end];
    let mut pieces = Vec::new();
    let mut piece_start = 0;
    let mut before = Separator::Start;
    let mut trailing_et_ux = false;
    for whole in SEPARATOR.find_iter(span) {
        let word = whole.as_str().trim();
        if is_paragraph_break(word) && ends_with_name_word(&span[piece_start..whole.start()]) {
            continue;
        }
        let kind = if is_et_ux(word) {
            Separator::EtUx
        } else if starts_with_et(word) {
            Separator::EtAl
        } else if holds_and(word) || word.contains('&') {
            if !word.starts_with(',') && !word.starts_with(';') && keeps_and(span, piece_start, whole.start(), whole.end()) {
                continue;
            }
            Separator::And
        } else if (word == "," && comma_for_initial_period(&span[piece_start..whole.start()], &span[whole.end()..]))
            || ((word == "," || word == ";") && margin_mark(whole.as_str()))
        {
            continue;
        } else {
            Separator::Comma
        };
        if whole.start() > piece_start {
            pieces.push(Piece { start: start + piece_start, end: start + whole.start(), before });
        }
        piece_start = whole.end();
        before = kind;
        trailing_et_ux = kind == Separator::EtUx;
    }
    if piece_start < span.len() {
        pieces.push(Piece { start: start + piece_start, end, before });
    } else if trailing_et_ux {
        pieces.push(Piece { start: end, end, before: Separator::EtUx });
    }
    if span.contains('\n') {
        pieces = pieces.into_iter().flat_map(|piece| split_at_name_lines(text, piece)).collect();
    }
    if span.contains(". ") || span.contains(".\n") {
        pieces = pieces.into_iter().flat_map(|piece| split_at_sentence_ends(text, piece)).collect();
    }
    pieces
}

/// "... of Lake County, Indiana. Arthur L. Stegemoller, a single man": a sentence's end parts
/// the words of one sentence from the name opening the next, which would otherwise be read as
/// one name ("INDIANA ARTHUR L STEGEMOLLER"). A sentence ends at a word of two or more letters
/// that is no abbreviation a name holds ("Wm.", "Jr.", "Co.", "Mrs.", "St."), with its period
/// and then a capitalised word; an initial's period ("L.") never ends one.
fn split_at_sentence_ends(text: &str, piece: Piece) -> Vec<Piece> {
    let mut parts = Vec::new();
    let mut start = piece.start;
    let mut before = piece.before;
    let body = &text[piece.start..piece.end];
    for (at, _) in body.match_indices('.') {
        let after = &body[at + 1..];
        let next = after.trim_start();
        if next.len() == after.len() || !next.starts_with(|c: char| c.is_uppercase()) {
            continue;
        }
        let word = body[..at].rsplit(|c: char| !c.is_alphabetic()).next().unwrap_or("");
        if !ends_a_sentence(word) {
            continue;
        }
        parts.push(Piece { start, end: piece.start + at, before });
        start = piece.start + at + 1 + (after.len() - next.len());
        before = Separator::Comma;
    }
    parts.push(Piece { start, end: piece.end, before });
    parts
}

/// Whether a word written before a period ends a sentence: two or more letters, and no
/// abbreviation, suffix, designator or title that a name carries inside it.
fn ends_a_sentence(word: &str) -> bool {
    const NAME_ABBREVIATIONS: &[&str] = &[
        "mr", "mrs", "ms", "messrs", "dr", "hon", "rev", "st", "ste", "mt", "ft", "bros", "assn", "assoc", "dept", "natl", "intl", "cos",
        "no", "sec", "twp", "dist", "ave", "rd", "blvd",
    ];
    if word.chars().count() < 2 {
        return false;
    }
    let lower = word.to_ascii_lowercase();
    let upper = word.to_ascii_uppercase();
    !NAME_ABBREVIATIONS.contains(&lower.as_str())
        && !clean::GIVEN_NAME_ABBREVIATIONS.contains(&lower.as_str())
        && !SUFFIXES.contains(&upper.as_str())
        && !DESIGNATORS.contains(&upper.as_str())
}

/// "NORMA RAE LUNDY\nDEWEY LUNDY": a list typed one name to a line parts its names at the line
/// break alone. A break parts two names only when the line before is a whole name (two to four
/// capitalised words or initials, ending in a word that is no given name, so not "MARY ANN\nROE"
/// or "LORETTA\nKEMP") and the line after opens with a given name and a second word; a company's
/// name broken over lines ("PAN AMERICAN\nPETROLEUM CORPORATION") has its words on a line.
fn split_at_name_lines(text: &str, piece: Piece) -> Vec<Piece> {
    let mut parts = Vec::new();
    let mut start = piece.start;
    let mut before = piece.before;
    let body = &text[piece.start..piece.end];
    for (at, _) in body.match_indices('\n') {
        let line_start = piece.start + at + 1;
        let line_end = text[line_start..piece.end].find('\n').map_or(piece.end, |end| line_start + end);
        if ends_a_name_line(&text[start..piece.start + at]) && opens_a_name_line(&text[line_start..line_end]) {
            parts.push(Piece { start, end: piece.start + at, before });
            start = line_start;
            before = Separator::Comma;
        }
    }
    parts.push(Piece { start, end: piece.end, before });
    parts
}

/// The words of a line of a name list: capitalised words of letters (an apostrophe or hyphen
/// inside) and initials; None when another word stands there.
fn name_line_words(line: &str) -> Option<Vec<&str>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let name_word = |w: &&str| {
        clean::is_initial(w) || (w.starts_with(|c: char| c.is_uppercase()) && w.chars().all(|c| c.is_alphabetic() || c == '\'' || c == '-'))
    };
    (words.iter().all(name_word) && !ORGANIZATION.is_match(line)).then_some(words)
}

fn ends_a_name_line(line: &str) -> bool {
    name_line_words(line).is_some_and(|words| {
        (2..=4).contains(&words.len()) && words.last().is_some_and(|last| !clean::is_initial(last) && !census::is_given_name(last))
    })
}

fn opens_a_name_line(line: &str) -> bool {
    let line = line.trim_end_matches([',', ';']);
    name_line_words(line).is_some_and(|words| (2..=4).contains(&words.len()) && census::is_given_name(words[0]))
}

/// The span with every line that holds only a scan's specks (punctuation, bars, at most one
/// letter: "~ , ' : .", "| i") written as spaces, its own line end too; None when no line
/// inside the span is one. A first or last line is the span's edge, not a line of specks.
pub(super) fn without_speck_lines(span: &str) -> Option<String> {
    let is_specks = is_speck_line;
    let lines: Vec<&str> = span.split_inclusive('\n').collect();
    if lines.len() < 3 || !lines[1..lines.len() - 1].iter().any(|line| is_specks(line)) {
        return None;
    }
    let mut out = String::with_capacity(span.len());
    for (index, line) in lines.iter().enumerate() {
        if index > 0 && index + 1 < lines.len() && is_specks(line) {
            // Its line end too: the lines before and after then read as one line break apart.
            out.extend(line.chars().flat_map(|c| std::iter::repeat_n(' ', c.len_utf8())));
            continue;
        }
        out.push_str(line);
    }
    Some(out)
}

/// A line that holds only a scan's specks: punctuation, bars, at most one letter ("~ , ' : .",
/// "| i").
pub(in crate::l0::parties) fn is_speck_line(line: &str) -> bool {
    let letters = line.chars().filter(|c| c.is_alphanumeric()).count();
    !line.trim().is_empty() && letters <= 1 && line.chars().any(|c| matches!(c, ',' | ';' | ':' | '.' | '|' | '~' | '\'' | '`'))
}

/// "Henry B.\n; Walsh": a comma or semicolon that opens a line is a mark the scan left in the
/// margin, not punctuation of the text (a list's comma stands at the end of a name's line).
fn margin_mark(separator: &str) -> bool {
    let mark = separator.find([',', ';']).unwrap_or(0);
    separator[..mark].contains('\n')
}

/// "GRACE I, BELL", "Clara M, Wilson": OCR read the period after a middle initial as a comma.
/// The comma stands after a single capital that follows a common given name, and a capitalised
/// word follows it; a list of names ("JOHN DOE, MARY DOE") never puts a lone letter there.
pub(super) fn comma_for_initial_period(before: &str, after: &str) -> bool {
    let mut words = before.split_whitespace().rev();
    let (Some(initial), Some(given)) = (words.next(), words.next()) else { return false };
    let mut letters = initial.chars();
    let lone_capital = matches!((letters.next(), letters.next()), (Some(c), None) if c.is_ascii_uppercase());
    if !lone_capital || !after.starts_with(|c: char| c.is_uppercase()) {
        return false;
    }
    // "Marqaret E, Lewis": OCR that damaged the given name leaves a capitalised word, and the word
    // after the comma being a surname tells the same name.
    let capitalised = given.starts_with(|c: char| c.is_ascii_uppercase()) && given.chars().all(|c| c.is_ascii_alphabetic());
    let surname = after.split(|c: char| !c.is_ascii_alphabetic() && c != '\'').next().unwrap_or("");
    census::is_given_name(given) || (capitalised && given.len() > 2 && census::is_name_word(surname))
}

/// Which of [`SEPARATOR`]'s forms a match is, read from its trimmed text rather than from capture
/// groups, which would cost a second search a separator. Only the paragraph break (`para`)
/// matches white space alone: every other form holds a comma, "and", "&" or "et".
pub(super) fn is_paragraph_break(word: &str) -> bool {
    word.is_empty()
}

/// "et ux", "et uxor", "et vir" (`etux`): "et" and then a u or a v, which "et al" lacks.
pub(super) fn is_et_ux(word: &str) -> bool {
    starts_with_et(word) && word.contains(['u', 'U', 'v', 'V'])
}

pub(super) fn starts_with_et(word: &str) -> bool {
    word.as_bytes().get(..2).is_some_and(|first| first.eq_ignore_ascii_case(b"et"))
}

pub(super) fn holds_and(word: &str) -> bool {
    word.as_bytes().windows(3).any(|three| three.eq_ignore_ascii_case(b"and"))
}

/// OCR double-spaces some pages, so a blank line inside a name ("Helen\n\nLouise Wilgus") is
/// not a break when a capitalised word stands before it.
fn ends_with_name_word(before: &str) -> bool {
    before
        .split_whitespace()
        .rfind(|w| w.chars().any(char::is_alphanumeric))
        .is_some_and(|w| w.trim_end_matches('.').chars().all(char::is_alphabetic) && w.starts_with(|c: char| c.is_uppercase()))
}

/// An "and" that belongs inside a phrase: "acting by and through", "Oil & Refining Company".
fn keeps_and(span: &str, piece_start: usize, and_start: usize, and_end: usize) -> bool {
    let before = span[piece_start..and_start].trim_end().to_ascii_lowercase();
    let after = span[and_end..].trim_start().to_ascii_lowercase();
    if before.ends_with(" by") || before == "by" {
        return after.starts_with("thr");
    }
    let next_word = after.split(|c: char| !c.is_alphanumeric() && c != '.').next().unwrap_or("");
    if ORG_CONTINUATIONS.contains(&next_word) {
        return true;
    }
    let up_to_comma = &after[..after.find(',').unwrap_or(after.len())];
    if span[and_start..and_end].contains('&') && ampersand_company(up_to_comma, &after[up_to_comma.len()..]) {
        return true;
    }
    // "Successor Trustee of the Walter and Ione Roe Revocable Trust": a trust named for a couple
    // is one trust, served by the trustee before it.
    if before.contains("trustee") && before.contains(" of ") && up_to_comma.split_whitespace().take(6).any(|w| w == "trust") {
        return true;
    }
    // "Receiver of The Elm City Farmers and Merchants Bank": the company a fiduciary's office
    // serves is named after "of", and its "and" parts no parties.
    if before.contains(" of ")
        && company_named_after_an_office(&before)
        && ORGANIZATION.is_match(up_to_comma)
        && up_to_comma.split_whitespace().count() <= 4
    {
        return true;
    }
    // "ORTON AND BLISS, a copartnership": a firm named by its partners' surnames is one company
    // when a company's descriptor follows it. Neither word may be a given name, so "WALTER and
    // HENRY ORTON" stays two.
    if firm_of_surnames(&before, up_to_comma, &after[up_to_comma.len()..]) {
        return true;
    }
    // "Caddo County Abstract and Title Company", "Home Building and Loan Association": two words
    // of a line of business on either side of the "and", then a company's words up to the comma
    // or a designator after it, are one company however many words of place open its name.
    if trade_words_joined(&before, up_to_comma) && (ORGANIZATION.is_match(up_to_comma) || designator_follows(&after[up_to_comma.len()..])) {
        return true;
    }
    // "the duly appointed and acting Co-Executors": one capacity.
    if (before.ends_with("appointed") || before.ends_with("qualified")) && after.starts_with("acting") {
        return true;
    }
    // "Houston and Great Northern Railroad Company", "Broadbent Land and Resources, LLC": a word
    // or two and then a company's words up to the comma, or a designator after it.
    // Two words before the "and" are a person's name ("ELMER RUTLEDGE and JESSUP CATTLE, LLC")
    // when the first is a given name.
    let company_follows = ORGANIZATION.is_match(up_to_comma) || designator_follows(&after[up_to_comma.len()..]);
    let opens_company = match before.split_whitespace().collect::<Vec<_>>().as_slice() {
        [_] => true,
        [first, _] => !census::is_given_name(first),
        // "the Prairie Farm Loan and Trust Company", "the Elk Valley Land and Cattle Company":
        // an article opens a company's name, never a person's ("the said JOHN ROE"
        // and "the Grantor" refer back to one).
        ["the", rest @ ..] => {
            rest.len() <= 4
                && rest.first().is_some_and(|word| {
                    super::clean::CLAUSE_WORDS.binary_search(word).is_err() && !matches!(*word, "above" | "within" | "aforesaid")
                })
        }
        _ => false,
    };
    opens_company && up_to_comma.split_whitespace().count() <= 6 && company_follows && !up_to_comma.contains(" and ")
}

/// Words that name a line of business or those a company serves, which stand in pairs around an
/// "and" inside company names ("Abstract and Title", "Farmers and Merchants", "Building and
/// Loan") and never end or open a person's name. Sorted for the binary search.
const TRADE_WORDS: &[&str] = &[
    "abstract",
    "building",
    "cattle",
    "citizens",
    "drovers",
    "farmers",
    "gas",
    "guaranty",
    "land",
    "loan",
    "mechanics",
    "merchants",
    "miners",
    "oil",
    "planters",
    "savings",
    "timber",
    "title",
    "traders",
    "trust",
];

/// Whether the word before an "and" and the word after it are both [`TRADE_WORDS`], the one
/// after opening at most six words up to the comma. A scan's "1" for "l" and "0" for "o" are
/// read back as every name's letters are ([`letters_for_digits`]: "Bui1ding", "Tit1e").
fn trade_words_joined(before: &str, up_to_comma: &str) -> bool {
    let trade = |word: Option<&str>| {
        word.is_some_and(|word| {
            if word.contains(['0', '1']) {
                TRADE_WORDS.binary_search(&letters_for_digits(word, false, 'l').as_str()).is_ok()
            } else {
                TRADE_WORDS.binary_search(&word).is_ok()
            }
        })
    };
    up_to_comma.split_whitespace().count() <= 6
        && !up_to_comma.contains(" and ")
        && trade(before.split_whitespace().next_back())
        && trade(up_to_comma.split_whitespace().next())
}

/// Whether the words around an "and" name a firm by two surnames: one word each side, neither
/// a given name, and a company's descriptor ("a copartnership", "a general partnership") in the
/// piece after the comma.
fn firm_of_surnames(before: &str, up_to_comma: &str, rest: &str) -> bool {
    let surname = |word: &str| !word.is_empty() && word.chars().all(char::is_alphabetic) && !census::is_given_name(word);
    let descriptor = next_piece(rest);
    surname(before) && surname(up_to_comma.trim()) && descriptor.starts_with("a ") && describes_a_company(descriptor)
}

/// Whether the words before an "and" end in a fiduciary's office and the first words of the
/// company it serves ("acting receiver of the elm city farmers"): at most five words after the
/// office's "of".
fn company_named_after_an_office(before: &str) -> bool {
    static OFFICE_OF: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(
            r"\b(?:trustee|receiver|liquidator|assignee|conservator|custodian|executor|administrator)s?\s+(?:of|for)\s+(?:the\s+)?",
        )
        .expect("office-of pattern compiles")
    });
    OFFICE_OF.find_iter(before).last().is_some_and(|office| (1..=5).contains(&before[office.end()..].split_whitespace().count()))
}

/// Whether the piece after a comma is a company designator alone ("LLC", "Inc.").
fn designator_follows(rest: &str) -> bool {
    DESIGNATORS.contains(&next_piece(rest).trim().trim_end_matches('.').to_ascii_uppercase().as_str())
}

/// The piece after the comma that ends a name: up to the next comma, line end or bracket.
fn next_piece(rest: &str) -> &str {
    rest.trim_start_matches([',', ' ']).split([',', '\n', '(']).next().unwrap_or("")
}

/// "Permian Power & Light Company", "Valley Feed & Supply, Inc.": an ampersand followed by a
/// short run of words that a company designator closes joins one company's name; so does one
/// that "District" closes ("Mesa Water & Sanitation District"), a special district's name.
fn ampersand_company(up_to_comma: &str, rest: &str) -> bool {
    let words = up_to_comma.split_whitespace().count();
    if words == 0 || words > 4 || up_to_comma.contains(" and ") {
        return false;
    }
    ORGANIZATION.is_match(up_to_comma) || designator_follows(rest) || up_to_comma.trim_end().ends_with("district")
}

/// Whether a descriptor ("a Maryland nonprofit corporation", "a national banking association")
/// says that the name before it is a company's.
pub(super) fn describes_a_company(lowered: &str) -> bool {
    ["corporation", "company", "partnership", "association", "national bank", "limited liability", "cooperative", "nonprofit"]
        .iter()
        .any(|word| lowered.contains(word))
}

/// Whether a person's descriptor speaks of a married couple ("husband and wife", "his wife",
/// "her husband", "a married couple"): the name before and the spouse named with it are both
/// persons.
pub(super) fn names_a_couple(lowered: &str) -> bool {
    ["wife", "husband", "spouses", "couple"].iter().any(|word| lowered.contains(word))
}

/// Whether a descriptor tells a person's marital state or family ("a widow", "his wife",
/// "daughter of X", "a single man"), which no stamp or notice carries after capitals.
pub(super) fn describes_a_person(lowered: &str) -> bool {
    static PERSON_WORDS: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"\b(?:widow|widower|wife|husband|spouse|single|unmarried|married|spinster|bachelor|feme\s+sole|son|daughter|mother|father|brother|sister|child|grandson|granddaughter|nephew|niece)\b")
            .expect("person words pattern compiles")
    });
    PERSON_WORDS.is_match(lowered)
}

/// Where the next entry of a list written one party a line begins inside a piece of an
/// address: after a line break that follows the end of the address (a period or a ZIP code), on
/// a line that opens with a name.
pub(super) fn next_entry_line(text: &str, start: usize, end: usize) -> Option<usize> {
    let piece = &text[start..end];
    let at = piece.find('\n')?;
    let before = piece[..at].trim_end();
    let ends_address = before.ends_with('.') || before.ends_with(|c: char| c.is_ascii_digit());
    let line_start = start + at + 1;
    let rest = text[line_start..end].trim_start();
    (ends_address && rest.starts_with(|c: char| c.is_uppercase()) && clean_name(rest).is_some()).then(|| end - rest.len())
}
