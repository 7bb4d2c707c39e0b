//! One name: the OCR junk cleaned from it (stamp lines, broken words, digits for letters,
//! nicknames) and the test of whether what is left can be a party's name at all.

use super::super::patterns::{compile_pattern, keyword_pattern};
use super::descriptors::RELATION_PREFIX;
use super::entities::ORGANIZATION;
use regex::Regex;
use std::sync::LazyLock;

pub(super) static GLUED_INITIAL: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"\b([A-Z])\.([A-Z][a-z])").expect("glued initial pattern compiles"));

/// Words that never occur in a party's name: their presence means the span is clause text.
/// Sorted, for a binary search: every word of every candidate name is looked up.
pub(super) const CLAUSE_WORDS: &[&str] = &[
    "acres",
    "address",
    "agreement",
    "all",
    "article",
    "assignee",
    "assignor",
    "assigns",
    "avenue",
    "before",
    "book",
    "boundary",
    "box",
    "clerk",
    "consideration",
    "contract",
    "convey",
    "conveyed",
    "conveys",
    "county",
    "court",
    "day",
    "deed",
    "described",
    "dollars",
    "exhibit",
    "filed",
    "following",
    "form",
    "grant",
    "granted",
    "grantee",
    "grantees",
    "grantor",
    "grantors",
    "grants",
    "heirs",
    "hereby",
    "herein",
    "hereinafter",
    "highway",
    "instrument",
    "interest",
    "know",
    "lands",
    "lease",
    "lessee",
    "lessor",
    "men",
    "notary",
    "now",
    "office",
    "page",
    "paid",
    "part",
    "parties",
    "party",
    "premises",
    "presents",
    "probate",
    "property",
    "public",
    "purpose",
    "range",
    "receipt",
    "record",
    "recorded",
    "recorder",
    "regulations",
    "right",
    "road",
    "said",
    "section",
    "statutory",
    "street",
    "successors",
    "suite",
    "survey",
    "that",
    "therefore",
    "these",
    "this",
    "title",
    "township",
    "tract",
    "undersigned",
    "volume",
    "whereas",
    "whereof",
    "which",
    "witness",
    "witnesseth",
];

/// Land words that companies take as names ("Front Range Petroleum", "Box Elder Cattle Co.").
pub(super) const ORGANIZATION_LAND_WORDS: &[&str] = &["range", "section", "survey", "county", "title", "lands", "township", "box"];

/// Small words allowed in lower case inside a name.
pub(super) const CONNECTORS: &[&str] = &["of", "and", "the", "de", "la", "del", "van", "von", "der", "du", "y", "&", "for"];

/// Cleans OCR junk from a name and decides whether what is left can be a name.
pub(in crate::l0::parties) fn clean_name(raw: &str) -> Option<String> {
    let unstamped = if raw.contains('\n') { STAMP_LINE.replace_all(raw, "") } else { std::borrow::Cow::Borrowed(raw) };
    let raw = unstamped.as_ref();
    let rejoined = if raw.contains('-') { LINE_END_HYPHEN.replace_all(raw, "$1$2") } else { std::borrow::Cow::Borrowed(raw) };
    let unnicknamed = if rejoined.contains(['"', '\u{201c}', '\u{201d}']) {
        NICKNAME.replace_all(&rejoined, " ")
    } else {
        std::borrow::Cow::Borrowed(rejoined.as_ref())
    };
    let filtered = repaired_and_filtered(&unnicknamed);
    // The glued initial needs a period: most names hold none, and the search is then skipped.
    let spaced =
        if filtered.contains('.') { GLUED_INITIAL.replace_all(&filtered, "$1. $2") } else { std::borrow::Cow::Borrowed(filtered.as_str()) };
    let stripped = mend_broken_words(&RELATION_PREFIX.replace(spaced.trim(), ""));
    let mut words: Vec<&str> = stripped.split_whitespace().filter(|w| *w == "&" || w.chars().any(char::is_alphanumeric)).collect();
    let leading_noise = words.iter().take_while(|w| is_leading_noise(w)).count();
    words.drain(..leading_noise);
    if let Some(cut) = words.iter().skip(1).position(|w| starts_lower(w) && !is_connector(w)) {
        words.truncate(cut + 1);
    }
    while words.last().is_some_and(|w| is_connector(w)) {
        words.pop();
    }
    let joined = words.join(" ");
    let organization = ORGANIZATION.is_match(&joined);
    let max_words = if organization { 12 } else { 8 };
    if words.is_empty() || words.len() > max_words {
        return None;
    }
    if !words.iter().any(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2) {
        return None;
    }
    let clause_word = words.iter().any(|w| is_clause_word(w, organization));
    let stray_digits =
        words.iter().any(|w| w.chars().any(|c| c.is_ascii_digit()) && (!organization || !w.chars().all(|c| c.is_ascii_digit())));
    if clause_word || stray_digits || words.iter().any(|w| odd_case(w)) {
        return None;
    }
    let mut name = joined;
    while name.ends_with([',', ';', ':', '-', '\'', '(']) {
        name.pop();
    }
    if name.ends_with('.') {
        let last = name.split_whitespace().last().unwrap_or("");
        let letters = last.chars().filter(|c| c.is_alphabetic()).count();
        if letters >= 4 && !ORGANIZATION.is_match(last) {
            name.pop();
        }
    }
    Some(name)
}

/// The words of a name with OCR's digit-for-letter confusions repaired, one space between words,
/// and every character a name cannot hold made a space: one string built, not one a word.
pub(super) fn repaired_and_filtered(raw: &str) -> String {
    let mut filtered = String::with_capacity(raw.len());
    for (index, word) in raw.split_whitespace().enumerate() {
        if index > 0 {
            filtered.push(' ');
        }
        filtered.extend(repair_ocr_word(word).chars().map(|c| if c.is_alphanumeric() || " .,'&()-".contains(c) { c } else { ' ' }));
    }
    filtered
}

/// Whether a word's letters, lowered, are a word of clause text ([`CLAUSE_WORDS`]); a company
/// keeps its land words. An ASCII word is read in place: this runs on every word of every
/// candidate name.
pub(super) fn is_clause_word(word: &str, organization: bool) -> bool {
    let is_clause = |bare: &str| CLAUSE_WORDS.binary_search(&bare).is_ok() && !(organization && ORGANIZATION_LAND_WORDS.contains(&bare));
    if !word.is_ascii() {
        let bare: String = word.chars().filter(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
        return is_clause(&bare);
    }
    // Longer than every clause word.
    let mut letters = [0u8; 16];
    let mut count = 0;
    for letter in word.bytes().filter(u8::is_ascii_alphabetic) {
        let Some(slot) = letters.get_mut(count) else { return false };
        *slot = letter.to_ascii_lowercase();
        count += 1;
    }
    std::str::from_utf8(&letters[..count]).is_ok_and(is_clause)
}

/// A quoted nickname inside a name ('WILLIAM B. "BUD" TILLERY'): the name a person signs and is
/// indexed under does not hold it, and the same person elsewhere is written without it.
pub(super) static NICKNAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r#"["\u{201c}\u{201d}]\s*[A-Za-z][A-Za-z.' -]{0,20}?\s*["\u{201c}\u{201d}]"#).expect("nickname pattern compiles")
});

/// A recorder's or copier's stamp that the scan set on a line of its own inside the text it
/// overlays ("CLYDE L.\nINDEXED\nLOFTIN"): the line, with any specks around the words, is
/// never part of a name.
pub(super) static STAMP_LINE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?im)^[^A-Za-z0-9\n]*(?:(?:received|filed)\s+for\s+record|recorded|compared|indexed|certified\s+copy|illegible|approved\s+as\s+to\s+form|page\s+_*\s*of\s+_*)[^A-Za-z0-9\n]*(?:\n|$)")
        .expect("stamp line pattern compiles")
});

/// Small words that follow a name in lower case and are never the broken-off end of it.
pub(super) const FOLLOWING_WORDS: &[&str] =
    &["a", "an", "as", "at", "by", "in", "is", "on", "to", "was", "who", "whose", "with", "his", "her", "its", "their", "being"];

/// "Carl Y. Tid well", "Tho mas Calloway": OCR breaks a word of a name with a space, leaving a
/// short capitalised head and a lower-case tail that would otherwise end the name. The tail
/// joins the head; connectors ("of", "de") and words that follow names stay apart.
pub(super) fn mend_broken_words(name: &str) -> String {
    let mut mended = String::with_capacity(name.len());
    let mut previous = "";
    for word in name.split_whitespace() {
        let head_letters = previous.chars().count();
        if is_broken_company_word(previous, word) {
            mended.push_str(word);
            previous = "";
            continue;
        }
        let head = (2..=4).contains(&head_letters)
            && previous.starts_with(|c: char| c.is_ascii_uppercase())
            && previous.chars().skip(1).all(|c| c.is_ascii_lowercase());
        let tail = word.chars().all(|c| c.is_ascii_lowercase() || c == ',' || c == '.')
            && word.starts_with(|c: char| c.is_ascii_lowercase())
            && !is_connector(word)
            && !FOLLOWING_WORDS.contains(&word.trim_end_matches([',', '.']));
        if !mended.is_empty() && (!head || !tail) {
            mended.push(' ');
        }
        mended.push_str(word);
        previous = word;
    }
    mended
}

/// Words of company names long enough for a scan to break ("COM PANY", "COR PORATION").
pub(super) const COMPANY_WORDS: &[&str] = &[
    "company",
    "corporation",
    "incorporated",
    "limited",
    "partners",
    "partnership",
    "petroleum",
    "exploration",
    "resources",
    "royalties",
    "minerals",
    "production",
    "operating",
    "properties",
    "investments",
    "association",
    "cooperative",
    "national",
    "pipeline",
    "electric",
    "telephone",
];

/// Two words that a space splits out of one company word: "COM" and "PANY" are "COMPANY".
pub(super) fn is_broken_company_word(head: &str, tail: &str) -> bool {
    let letters = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic());
    if !letters(head) || !letters(tail.trim_end_matches([',', '.'])) {
        return false;
    }
    let tail = tail.trim_end_matches([',', '.']);
    COMPANY_WORDS.iter().any(|word| {
        word.len() == head.len() + tail.len()
            && word.as_bytes()[..head.len()].eq_ignore_ascii_case(head.as_bytes())
            && word.as_bytes()[head.len()..].eq_ignore_ascii_case(tail.as_bytes())
    })
}

/// "PET-\nROLEUM": a capitalised word that the scan's line end split (the normalisation rejoins
/// only lower-case words, where a hyphen is surely not part of the word).
pub(super) static LINE_END_HYPHEN: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"([A-Za-z])-[ \t]*\r?\n[ \t]*([A-Za-z])").expect("line-end hyphen pattern compiles"));

/// OCR reads I as "l" or "1" and O as "0": inside a word of capitals ("LOFTlN", "BRISC0E") the
/// letters are given back; a word that is mostly digits ("10TH", "1ST") is left alone.
pub(super) fn repair_ocr_word(word: &str) -> std::borrow::Cow<'_, str> {
    let letters = word.chars().filter(|c| c.is_alphabetic()).count();
    let digits = word.chars().filter(|c| *c == '0' || *c == '1').count();
    let other_digits = word.chars().any(|c| c.is_ascii_digit() && c != '0' && c != '1');
    let capitals = word.chars().filter(|c| c.is_alphabetic() && *c != 'l').all(char::is_uppercase)
        && word.chars().filter(|c| c.is_uppercase()).count() >= 2;
    let confusable = digits > 0 || (capitals && word.contains('l'));
    if !confusable || other_digits || letters < 2 * digits + 1 {
        return std::borrow::Cow::Borrowed(word);
    }
    std::borrow::Cow::Owned(
        word.chars()
            .map(|c| match c {
                '0' if capitals => 'O',
                '0' => 'o',
                '1' | 'l' if capitals => 'I',
                '1' => 'l',
                other => other,
            })
            .collect(),
    )
}

/// OCR junk mixes cases inside a word ("STATEloF"); names do so only after a prefix ("McDonald").
pub(super) fn odd_case(word: &str) -> bool {
    let letters = || word.chars().filter(|c| c.is_alphabetic());
    let skip = ["Mc", "Mac", "De", "Di", "Du", "La", "Le", "Van", "Von"]
        .iter()
        .find(|prefix| word.starts_with(**prefix) && letters().nth(prefix.len()).is_some_and(char::is_uppercase))
        .map_or(0, |prefix| prefix.len());
    let mut after_lower = false;
    letters().skip(skip).any(|c| {
        let odd = after_lower && c.is_uppercase();
        after_lower = c.is_lowercase();
        odd
    })
}

pub(super) fn is_leading_noise(word: &str) -> bool {
    let lower = word.to_lowercase();
    let bare = lower.trim_matches(|c: char| !c.is_alphanumeric());
    starts_lower(word)
        || !word.starts_with(|c: char| c.is_alphabetic())
        // "I." is an initial ("I. Y. COGBURN"); "I" alone is the speaker ("That I, JOHN DOE").
        || (bare == "i" && !word.ends_with('.'))
        || matches!(bare, "that" | "we" | "between" | "and" | "the" | "said" | "to" | "unto" | "by" | "from" | "of" | "witnesseth" | "presents")
        || (bare == "a" && !word.ends_with('.'))
        || (bare.len() == 1 && !word.ends_with('.'))
}

pub(super) fn starts_lower(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_lowercase)
}

pub(super) fn is_connector(word: &str) -> bool {
    if word.is_ascii() {
        CONNECTORS.iter().any(|connector| connector.eq_ignore_ascii_case(word))
    } else {
        CONNECTORS.contains(&word.to_lowercase().as_str())
    }
}
