//! One name: the OCR junk cleaned from it (stamp lines, broken words, digits for letters,
//! nicknames) and the test of whether what is left can be a party's name at all.

use super::super::patterns::{compile_pattern, keyword_pattern};
use super::census::{is_given_name, is_name_word};
use super::descriptors::RELATION_PREFIX;
use super::entities::{DESIGNATORS, GOVERNMENT, ORGANIZATION, SUFFIXES};
use super::vocabulary::{holds_two_persons, is_form_glue, repeated_lead};
use regex::Regex;
use std::sync::LazyLock;

/// Words that never occur in a party's name: their presence means the span is clause text ("FOR
/// VALUE RECEIVED", the consideration a short form's premises open with, before the names).
/// Sorted, for a binary search: every word of every candidate name is looked up.
pub(super) const CLAUSE_WORDS: &[&str] = &[
    "acres",
    "address",
    "agreement",
    "all",
    "any",
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
    "counties",
    "county",
    "court",
    "day",
    "deed",
    "described",
    "dollar",
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
    "received",
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

/// Land words that companies take as names ("Front Range Petroleum", "Box Elder Cattle Co.",
/// "Mesa Lease Holdings, L.P.").
pub(super) const ORGANIZATION_LAND_WORDS: &[&str] = &["range", "section", "survey", "county", "title", "lands", "township", "box", "lease"];

/// "Office", "OFFICE,": the word a public body's name may hold ([`clean_name`]).
fn is_office(word: &str) -> bool {
    word.trim_end_matches([',', '.', ';']).eq_ignore_ascii_case("office")
}

/// Small words allowed in lower case inside a name.
pub(super) const CONNECTORS: &[&str] = &["of", "and", "the", "de", "la", "del", "van", "von", "der", "du", "y", "&", "for"];

/// Cleans OCR junk from a name and decides whether what is left can be a name.
///
/// The same span is often asked again while one instrument is read: whether a piece names
/// someone, then its name; a list's first part read to find where it ends, then the whole list.
/// The answers for the last spans asked ([`RECENT_NAMES`]) are kept, since cleaning is most of
/// the cost of reading a list and the answer depends on the span's words alone.
pub(in crate::l0::parties) fn clean_name(raw: &str) -> Option<String> {
    if let Some(known) = RECENT_NAMES.with_borrow(|recent| recent.answer(|asked| asked == raw)) {
        return known;
    }
    let name = clean_name_of(raw, false);
    RECENT_NAMES.with_borrow_mut(|recent| recent.keep(raw.to_string(), name.clone()));
    name
}

thread_local! {
    /// The spans [`clean_name`] was asked last, with its answers: a list's pieces and the spans
    /// around them.
    static RECENT_NAMES: std::cell::RefCell<super::recent::RecentAnswers<String, Option<String>>> =
        const { std::cell::RefCell::new(super::recent::RecentAnswers::new(32)) };
}

/// [`clean_name`] for the name of a public body that its descriptor called one ("UINTAH
/// COUNTY, a body politic"): its land words ("County") are its name's, as a company's are.
pub(super) fn clean_government_name(raw: &str) -> Option<String> {
    clean_name_of(raw, true)
}

fn clean_name_of(raw: &str, public_body: bool) -> Option<String> {
    let unstamped = if raw.contains('\n') { STAMP_LINE.replace_all(raw, "") } else { std::borrow::Cow::Borrowed(raw) };
    let raw = unstamped.as_ref();
    let rejoined = if raw.contains('-') { LINE_END_HYPHEN.replace_all(raw, "$1$2") } else { std::borrow::Cow::Borrowed(raw) };
    let unnicknamed = if rejoined.contains(['"', '\u{201c}', '\u{201d}', '(']) {
        let initialled = INITIALS_SPELLED_OUT.replace_all(&rejoined, "$initial ");
        std::borrow::Cow::Owned(NICKNAME.replace_all(&initialled, " ").into_owned())
    } else {
        std::borrow::Cow::Borrowed(rejoined.as_ref())
    };
    let filtered = repaired_and_filtered(&unnicknamed);
    let spaced = glued_initials_spaced(&filtered);
    let stripped = mend_broken_words(&without_relation_prefix(spaced.trim()));
    let mut words: Vec<&str> = stripped.split_whitespace().filter(|w| *w == "&" || w.chars().any(char::is_alphanumeric)).collect();
    // "ASSIGNMENTOF JOHN ROE": a caption the scan glued to the first word of the name is no part
    // of it.
    let leading_noise = (0..words.len())
        .find(|&at| (!is_leading_noise(words[at]) && !is_form_glue(words[at])) || starts_name(&words, at))
        .unwrap_or(words.len());
    words.drain(..leading_noise);
    // "If the Holder declines, the Owner may sell to ...": a conjunction that opens a condition
    // opens a clause, whose subject a grant's reader may take back to; no name begins with it.
    if words.first().is_some_and(|w| ["if", "unless", "whether"].iter().any(|c| w.trim_end_matches(',').eq_ignore_ascii_case(c))) {
        return None;
    }
    // "john wesley bradshaw", "oliver Rey Tenner": a name that OCR or a typist wrote in lower
    // case goes on through its lower-case given names and surnames; in any other name a
    // lower-case word ends it, save a connector ("de", "of") or an initial ("IRENE a. PITTS").
    let lower_case_name = words.first().is_some_and(|w| starts_lower(w));
    let continues = |w: &&str| {
        !starts_lower(w) || is_connector(w) || is_initial(w) || (lower_case_name && is_name_word(w) && !LOWER_CASE_WORDS.contains(w))
    };
    if let Some(cut) = words.iter().skip(1).position(|w| !continues(w)) {
        // "donna lynn reinholt": the last word of a lower-case name that opened with given names
        // is its surname, though the Census lists lack it, unless it is a word that follows names.
        let last_is_surname = lower_case_name && cut + 2 == words.len() && ends_with_rare_surname(&words);
        if !last_is_surname {
            words.truncate(cut + 1);
        }
    }
    // "FIRST JOHN DOE": an ordinal the scan left before a person's name (the first party, the
    // first part) is no part of it; "FIRST NATIONAL BANK" keeps its word.
    // "FIRST: The said JOHN DOE": the words that point back at the party may stand between.
    let ordinal =
        words.first().is_some_and(|w| ["first", "second"].iter().any(|o| w.trim_end_matches([':', '.', ',']).eq_ignore_ascii_case(o)));
    let name_at = if ordinal { (1..words.len()).find(|&at| !is_leading_noise(words[at])) } else { None };
    if let Some(at) =
        name_at.filter(|&at| words.len() >= at + 2 && is_given_name(words[at]) && !ORGANIZATION.is_match(&words[at..].join(" ")))
    {
        words.drain(..at);
    }
    while words.last().is_some_and(|w| is_connector(w)) {
        words.pop();
    }
    // "Lucinda Roe LUCINDA ROE": a name written twice over is read once.
    let repeated = repeated_lead(&words);
    words.drain(..repeated);
    // "unto the said Corporation", "the ASSOCIATION": a designator or a kind of company alone
    // names no one.
    if words.iter().all(|w| {
        let upper = w.trim_end_matches(['.', ',']).to_ascii_uppercase();
        DESIGNATORS.contains(&upper.as_str()) || ENTITY_KINDS.contains(&upper.as_str())
    }) {
        return None;
    }
    if names_an_instrument(&words) {
        return None;
    }
    let joined = join_name_words(&words);
    // A company or a government keeps its land words ("Box Elder Cattle Co.", "Lincoln County
    // Board of County Commissioners").
    let government = GOVERNMENT.is_match(&joined);
    let religious = words.iter().any(|w| RELIGIOUS_BODIES.contains(&w.trim_end_matches([',', '.']).to_ascii_uppercase().as_str()));
    let organization = public_body || ORGANIZATION.is_match(&joined) || government || religious;
    // "Board of Education of Independent School District No. 27 of Garfield County": a public
    // body's name may run to fourteen words.
    // "The Trustees of the Mount Zion African Methodist Episcopal Church of Pike County", "the
    // Presiding Elder of the Pine District of the Delta Conference of the Zion Holiness Church":
    // a congregation's name holds its office, denomination, district and place, and may run to
    // twenty words, half of them "of" and "the".
    let max_words = if religious {
        20
    } else if government {
        14
    } else if organization {
        12
    } else {
        8
    };
    if words.is_empty() || words.len() > max_words {
        return None;
    }
    if !words.iter().any(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2) {
        return None;
    }
    // "ADA ROE BEN ROE": two people whose separating comma the scan lost are no one name.
    if !organization && holds_two_persons(&words) {
        return None;
    }
    // "Mycommission", "EACHSIGNER": two words of the form glued are no surname.
    // "Commissioners of the Land Office of the State of Oklahoma": a public body may be named
    // for the office it keeps, a word that in any other span opens clause text ("the office of
    // the County Clerk").
    let clause_word = words.iter().any(|w| (is_clause_word(w, organization) && !(government && is_office(w))) || is_form_glue(w));
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

/// The words of a congregation's or a church body's name.
const RELIGIOUS_BODIES: &[&str] = &["CHURCH", "CONGREGATION", "CONFERENCE", "CONNECTION", "DIOCESE", "SYNOD"];

/// The name with a space after each initial glued to the word after it ("J.Doe" is "J. Doe"),
/// as the pattern `\b([A-Z])\.([A-Z][a-z])` (ASCII word boundary) replaced them: a capital that no
/// letter, digit or underscore precedes, a period, a capital and a small letter. Read byte by
/// byte, since every candidate name is asked and most hold no such initial: the pattern search
/// cost a regex call on each.
fn glued_initials_spaced(name: &str) -> std::borrow::Cow<'_, str> {
    let bytes = name.as_bytes();
    let glued_at = |at: usize| {
        bytes.len() >= at + 4
            && bytes[at].is_ascii_uppercase()
            && bytes[at + 1] == b'.'
            && bytes[at + 2].is_ascii_uppercase()
            && bytes[at + 3].is_ascii_lowercase()
            && (at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_'))
    };
    let Some(first) = (0..bytes.len()).find(|&at| glued_at(at)) else { return std::borrow::Cow::Borrowed(name) };
    let mut spaced = String::with_capacity(name.len() + 2);
    let mut copied = 0;
    let mut at = first;
    while at < bytes.len() {
        if glued_at(at) {
            spaced.push_str(&name[copied..at + 2]);
            spaced.push(' ');
            copied = at + 2;
            at += 4;
        } else {
            at += 1;
        }
    }
    spaced.push_str(&name[copied..]);
    std::borrow::Cow::Owned(spaced)
}

/// The name without the relationship words before it ([`RELATION_PREFIX`]). Every word that
/// pattern can open with ("and", "namely", "to wit", "his", "the", "a", "surviving", "only",
/// "wife", "children", "brother", "grandson"...) opens with one of these letters, in either case
/// (`0` is a scan's `o`): a name whose first letter is another ASCII one holds no such prefix,
/// and the pattern is not searched. Most names are asked.
fn without_relation_prefix(name: &str) -> std::borrow::Cow<'_, str> {
    const OPENING_LETTERS: &[u8] = b"abcdghnostw0";
    match name.as_bytes().first() {
        Some(first) if first.is_ascii() && !OPENING_LETTERS.contains(&first.to_ascii_lowercase()) => std::borrow::Cow::Borrowed(name),
        _ => RELATION_PREFIX.replace(name, ""),
    }
}

/// A lower-case word that opens a name ("oliver Rey Tenner"): a common given name, no word of
/// clause text, followed by another name word, an initial or a capitalised word. A company's
/// number opens its name too ("1637 LINK INVESTMENTS, LLC").
fn starts_name(words: &[&str], at: usize) -> bool {
    let word = words[at];
    let Some(next) = words.get(at + 1) else { return false };
    if word.bytes().all(|b| b.is_ascii_digit()) {
        return next.starts_with(|c: char| c.is_uppercase()) && ORGANIZATION.is_match(&words[at + 1..].join(" "));
    }
    // "C Edward Stuchell", "T N WILSON": a typist's initial without its period (or a period the
    // scan lost) opens the name when a capitalised given name, or another initial and a name,
    // follows; "A" and "I" alone are the article and the speaker.
    if let [letter] = word.as_bytes()
        && letter.is_ascii_uppercase()
        && !matches!(letter, b'A' | b'I')
    {
        let capitalised = next.starts_with(|c: char| c.is_ascii_uppercase());
        let then = words.get(at + 2).copied().unwrap_or("");
        let another_initial = next.len() == 1 || is_initial(next);
        return capitalised
            && then.starts_with(|c: char| c.is_uppercase())
            && ((is_given_name(next) && !is_clause_word(next, false)) || (another_initial && is_name_word(then)));
    }
    starts_lower(word)
        && word.len() >= 3
        && is_given_name(word)
        && !is_clause_word(word, false)
        && !LOWER_CASE_WORDS.contains(&word)
        && (is_name_word(next)
            || is_initial(next)
            || next.starts_with(|c: char| c.is_uppercase())
            || (words.len() == at + 2 && ends_with_rare_surname(&words[at..])))
}

/// The words of an instrument's title and of what it conveys ("Oil, Gas and Mineral Lease",
/// "Special Warranty Deed", "Royalty", "Right of Way"): a recital or a caption names the
/// instrument with them, and a list read across that name ("by Oil, Gas and Mineral Lease
/// dated ..., JOHN ROE, as Lessor") takes its pieces for names. A name made of these words alone
/// names an instrument or an estate, never a party; a company keeps them beside its own words
/// ("Gulf Oil Corporation", "Royalty Holdings, LLC").
pub(super) const INSTRUMENT_WORDS: &[&str] = &[
    "amendment",
    "assignment",
    "conveyance",
    "correction",
    "deed",
    "deeds",
    "extension",
    "gas",
    "lease",
    "leases",
    "memorandum",
    "mineral",
    "minerals",
    "mortgage",
    "oil",
    "option",
    "overriding",
    "quitclaim",
    "ratification",
    "release",
    "right",
    "royalties",
    "royalty",
    "special",
    "surface",
    "warranty",
    "way",
];

/// Whether every word of a name (connectors aside) is a word of an instrument's title
/// ([`INSTRUMENT_WORDS`], sorted for the binary search).
fn names_an_instrument(words: &[&str]) -> bool {
    let mut title_words = 0;
    for word in words {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '&');
        if bare.is_empty() || bare == "&" || is_connector(bare) {
            continue;
        }
        if bare.len() > 12 || INSTRUMENT_WORDS.binary_search(&bare.to_ascii_lowercase().as_str()).is_err() {
            return false;
        }
        title_words += 1;
    }
    title_words > 0
}

/// Words that name a kind of company or body, never one company: "the Association", "said Bank".
const ENTITY_KINDS: &[&str] =
    &["ASSOCIATION", "BANK", "COMPANY", "CORPORATION", "PARTNERSHIP", "TRUST", "FUND", "COOPERATIVE", "SOCIETY", "CHURCH", "BOARD"];

/// Words that follow a lower-case name in a piece and are never its surname: marital words,
/// capacities and the words that open a clause after a name.
const AFTER_NAME_WORDS: &[&str] = &[
    "widow",
    "widower",
    "single",
    "married",
    "unmarried",
    "deceased",
    "spinster",
    "bachelor",
    "trustee",
    "executor",
    "executrix",
    "individually",
    "jointly",
    "formerly",
    "also",
    "whose",
    "hereinafter",
    "herein",
    "party",
    "parties",
    "his",
    "her",
    "their",
];

/// Whether the last word of a lower-case name that opened with a given name is a surname the
/// Census lists lack: letters only, three or more, not a connector, no clause word, no word that
/// follows a name.
fn ends_with_rare_surname(words: &[&str]) -> bool {
    let Some((last, before)) = words.split_last() else { return false };
    let bare = last.trim_end_matches([',', '.']);
    before.first().is_some_and(|first| is_given_name(first))
        && bare.len() >= 3
        && bare.bytes().all(|b| b.is_ascii_lowercase())
        && !is_connector(bare)
        && !is_clause_word(bare, false)
        && !FOLLOWING_WORDS.contains(&bare)
        && !AFTER_NAME_WORDS.contains(&bare)
}

/// Given names that are also common words in lower case: never read as the start of a name.
const LOWER_CASE_WORDS: &[&str] = &["mark", "bill", "rose", "joy", "faith", "art", "guy", "ed", "sun", "sung", "king", "young"];

/// An initial: one letter with a period ("J.", "a."), or with the comma OCR reads for the period
/// ("GRACE I, BELL").
pub(super) fn is_initial(word: &str) -> bool {
    let mut chars = word.chars();
    matches!((chars.next(), chars.next(), chars.next()), (Some(letter), Some('.' | ','), None) if letter.is_alphabetic())
}

/// The words of a name joined by single spaces, with an initial written in capitals and with
/// its period where OCR read a comma ("TERENCE J, EMMINGER" is TERENCE J. EMMINGER).
fn join_name_words(words: &[&str]) -> String {
    let mut joined = String::with_capacity(words.iter().map(|w| w.len() + 1).sum());
    for (index, word) in words.iter().enumerate() {
        if index > 0 {
            joined.push(' ');
        }
        if is_initial(word) && index + 1 < words.len() {
            joined.extend(word.chars().next().map(|c| c.to_ascii_uppercase()));
            joined.push('.');
        } else {
            joined.push_str(word);
        }
    }
    joined
}

/// Whether a person's name read from a list holds evidence of being a name: a common given name
/// or surname (US Census lists) or an initial, and not more words that are neither than words
/// that are. "DAMAGE MAY RESULT TO THE SURFACE" holds one given name among three other words;
/// "FINANCING STATEMENT" and "Joint Tenants" hold none. Connectors and suffixes do not count.
pub(super) fn reads_as_person(name: &str) -> bool {
    let mut known = 0;
    let mut initials = 0;
    let mut other = 0;
    for word in name.split_whitespace() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
        if bare.is_empty() || is_connector(bare) || SUFFIXES.contains(&bare.to_ascii_uppercase().as_str()) {
            continue;
        }
        if is_initial(word) || bare.chars().count() == 1 || GIVEN_NAME_ABBREVIATIONS.contains(&bare.to_ascii_lowercase().as_str()) {
            initials += 1;
        } else if is_name_word(bare) || (bare.contains('-') && bare.split('-').any(is_name_word)) {
            // "ROWE-QUACKENBUSH": a joined surname is known by either of its names.
            known += 1;
        } else {
            other += 1;
        }
    }
    (known > 0 && other <= known + 1) || (initials > 0 && other <= 2)
}

/// Abbreviated given names ("Chas.", "Wm.", "Thos."): as telling as an initial.
pub(super) const GIVEN_NAME_ABBREVIATIONS: &[&str] = &[
    "chas", "saml", "jno", "thos", "geo", "robt", "jas", "benj", "edw", "jos", "danl", "wm", "fredk", "alex", "andw", "richd", "nathl",
    "wash",
];

/// The words of a name with OCR's digit-for-letter confusions repaired, one space between words,
/// and every character a name cannot hold made a space: one string built, not one a word.
pub(super) fn repaired_and_filtered(raw: &str) -> String {
    let mut filtered = String::with_capacity(raw.len());
    for (index, word) in raw.split_whitespace().enumerate() {
        if index > 0 {
            filtered.push(' ');
        }
        filtered.extend(
            repair_ocr_word(word)
                .chars()
                .map(|c| if c.is_alphanumeric() || matches!(c, ' ' | '.' | ',' | '\'' | '&' | '(' | ')' | '-') { c } else { ' ' }),
        );
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
    // The word's key is looked up first ([`CLAUSE_WORD_KEYS`]): a name's words are seldom clause
    // words, and a key is compared in one instruction where a word is compared by a call.
    CLAUSE_WORD_KEYS.binary_search(&word_key(&letters[..count])).is_ok() && std::str::from_utf8(&letters[..count]).is_ok_and(is_clause)
}

/// [`CLAUSE_WORDS`] as [`word_key`]s, sorted for a binary search.
static CLAUSE_WORD_KEYS: LazyLock<Vec<u128>> = LazyLock::new(|| {
    let mut keys: Vec<u128> = CLAUSE_WORDS.iter().map(|word| word_key(word.as_bytes())).collect();
    keys.sort_unstable();
    keys
});

/// A word of at most sixteen ASCII letters as one number, its bytes the number's digits in base
/// 256: no letter is a zero byte, so two words have the same key only when they are the same.
fn word_key(letters: &[u8]) -> u128 {
    letters.iter().fold(0, |key, &letter| (key << 8) | u128::from(letter))
}

/// A quoted or parenthesised nickname inside a name ('WILLIAM B. "BUD" TILLERY', "ROY (SKIP)
/// DALE"): the name a person signs and is indexed under does not hold it, and the same person
/// elsewhere is written without it.
/// The given names that a person's initials stand for, written after them ("J. W. (JOHN
/// WESLEY) GISH"): the name is indexed by the initials. Only after an initial: a company's
/// parenthesis ("Marathon Oil (East Texas) LP") is part of its name.
pub(super) static INITIALS_SPELLED_OUT: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?P<initial>\b[A-Za-z]\.)\s*\(\s*[A-Za-z][A-Za-z0-9.'-]{1,15}(?:\s+[A-Za-z][A-Za-z0-9.'-]{1,15}){1,2}\s*\)")
        .expect("initials spelled out pattern compiles")
});

pub(super) static NICKNAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r#"["\u{201c}\u{201d}]\s*[A-Za-z][A-Za-z.' -]{0,20}?\s*["\u{201c}\u{201d}]|\(\s*[A-Za-z][A-Za-z.'-]{1,15}\s*\)"#)
        .expect("nickname pattern compiles")
});

/// A recorder's or copier's stamp that the scan set on a line of its own inside the text it
/// overlays ("CLYDE L.\nINDEXED\nLOFTIN", "RECEIVED", "ORIGINAL", "OFFICIAL COPY"): the line,
/// with any specks around the words, is never part of a name.
pub(in crate::l0::parties) static STAMP_LINE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?im)^[^A-Za-z0-9\n]*(?:(?:received|filed|entered)(?:\s+for\s+record)?|recorded|compared|indexed|abstracted|scanned|verified|transferred|certified\s+copy|(?:un)?official\s+copy|original|duplicate|copy|illegible|approved\s+as\s+to\s+form|page\s+_*\s*of\s+_*)[^A-Za-z0-9\n]*(?:\n|$)")
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
        if is_broken_company_word(previous, word) || is_broken_name_word(previous, word) {
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

/// "VER NON", "IRE NE", "LUT HER": a given name or surname that a space split in two, where
/// not both parts are names of their own (so "LEE ANN" stays two names). Both parts are two
/// letters or more ("ANN A" is a name and an initial), in the same case.
fn is_broken_name_word(head: &str, tail: &str) -> bool {
    let letters = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic());
    let tail = tail.trim_end_matches(',');
    if !letters(head) || !letters(tail) || head.len() < 2 || tail.len() < 2 || head.len() + tail.len() > 16 {
        return false;
    }
    let same_case = (head.chars().all(|c| c.is_ascii_uppercase()) && tail.chars().all(|c| c.is_ascii_uppercase()))
        || tail.chars().all(|c| c.is_ascii_lowercase());
    if !same_case || (is_name_word(head) && is_name_word(tail)) {
        return false;
    }
    let mut joined = [0u8; 16];
    joined[..head.len()].copy_from_slice(head.as_bytes());
    joined[head.len()..head.len() + tail.len()].copy_from_slice(tail.as_bytes());
    std::str::from_utf8(&joined[..head.len() + tail.len()]).is_ok_and(is_name_word)
}

/// Words of company names long enough for a scan to break ("COM PANY", "COR PORATION").
pub(super) const COMPANY_WORDS: &[&str] = &[
    "bank",
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

/// The letters OCR read as digits given back: "0" is O (o in a lower-case word), "1" and, among
/// capitals, "l" are I; a "1" among lower-case letters is `lower_one` (an l in a surname, an i in a
/// sovereign's "Un1ted").
pub(in crate::l0::parties) fn letters_for_digits(word: &str, capitals: bool, lower_one: char) -> String {
    word.chars()
        .map(|c| match c {
            '0' if capitals => 'O',
            '0' => 'o',
            '1' | 'l' if capitals => 'I',
            '1' => lower_one,
            other => other,
        })
        .collect()
}

/// OCR reads I as "l" or "1" and O as "0": inside a word of capitals ("LOFTlN", "BRISC0E") the
/// letters are given back; a word that is mostly digits ("10TH", "1ST") is left alone.
pub(super) fn repair_ocr_word(word: &str) -> std::borrow::Cow<'_, str> {
    if let Some(designator) = misread_designator(word) {
        return std::borrow::Cow::Owned(designator);
    }
    // A middle initial O read as a zero ("R. 0. Hale"): no figure stands alone with a period
    // inside a name.
    if word == "0." {
        return std::borrow::Cow::Borrowed("O.");
    }
    // One pass over the word's characters: this runs on every word of every candidate name.
    let (mut letters, mut digits, mut other_digits, mut uppercase, mut lower_but_l, mut holds_l) = (0, 0, false, 0, false, false);
    for c in word.chars() {
        if c.is_alphabetic() {
            letters += 1;
            lower_but_l |= c != 'l' && !c.is_uppercase();
        }
        uppercase += usize::from(c.is_uppercase());
        digits += usize::from(c == '0' || c == '1');
        other_digits |= c.is_ascii_digit() && c != '0' && c != '1';
        holds_l |= c == 'l';
    }
    let capitals = !lower_but_l && uppercase >= 2;
    let confusable = digits > 0 || (capitals && holds_l);
    if !confusable || other_digits || letters < 2 * digits + 1 {
        return std::borrow::Cow::Borrowed(word);
    }
    std::borrow::Cow::Owned(letters_for_digits(word, capitals, 'l'))
}

/// "CORPOKATION", "Cempany": a long company designator with one letter misread is that
/// designator (in its written case), so that the name reads as a company's. Only the long words:
/// a short one with a letter changed is another word ("CO" and "SO").
fn misread_designator(word: &str) -> Option<String> {
    const LONG_DESIGNATORS: [(&str, &str); 3] = [("CORPORATION", "Corporation"), ("INCORPORATED", "Incorporated"), ("COMPANY", "Company")];
    let bare = word.trim_end_matches([',', '.']);
    if !(7..=12).contains(&bare.len()) || !bare.is_ascii() || !bare.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    LONG_DESIGNATORS.iter().find_map(|(upper, written)| {
        let differing = bare.bytes().zip(upper.bytes()).filter(|(a, b)| !a.eq_ignore_ascii_case(b)).count();
        let capitals = bare.bytes().filter(u8::is_ascii_uppercase).count() > 1;
        let designator = if capitals { upper } else { written };
        (bare.len() == upper.len() && differing == 1).then(|| format!("{designator}{}", &word[bare.len()..]))
    })
}

/// OCR junk mixes cases inside a word ("STATEloF"); names do so only after a prefix ("McDonald").
pub(super) fn odd_case(word: &str) -> bool {
    // "Brzezinski-Vanderhoef", "Garza-Ochoa": each part of a hyphenated surname opens with its
    // own capital.
    if word.contains('-') {
        return word.split('-').any(odd_case);
    }
    // An ASCII word is read byte by byte: every word of every candidate name is asked.
    if word.is_ascii() {
        let bytes = word.as_bytes();
        // Skipping a prefix's letters only forgets a lower-case letter before the capital after
        // it, so a word with no capital after a lower-case letter anywhere ("JOHN", "Doe") is no
        // odd case whatever its prefix, and most words are told in this one pass.
        let mut after_lower = false;
        let capital_after_lower = bytes.iter().filter(|b| b.is_ascii_alphabetic()).any(|b| {
            let odd = after_lower && b.is_ascii_uppercase();
            after_lower = b.is_ascii_lowercase();
            odd
        });
        if !capital_after_lower {
            return false;
        }
        let letter_at = |index: usize| bytes.iter().filter(|b| b.is_ascii_alphabetic()).nth(index);
        let skip = ["Mc", "Mac", "De", "Di", "Du", "La", "Le", "Van", "Von"]
            .iter()
            .find(|prefix| word.starts_with(**prefix) && letter_at(prefix.len()).is_some_and(u8::is_ascii_uppercase))
            .map_or(0, |prefix| prefix.len());
        let mut after_lower = false;
        return bytes.iter().filter(|b| b.is_ascii_alphabetic()).skip(skip).any(|b| {
            let odd = after_lower && b.is_ascii_uppercase();
            after_lower = b.is_ascii_lowercase();
            odd
        });
    }
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
    // An ASCII word is lowered on the stack: every word of every candidate name is asked.
    let mut buffer = [0u8; 16];
    let lower: std::borrow::Cow<str> = match buffer.get_mut(..word.len()) {
        Some(slot) if word.is_ascii() => {
            slot.copy_from_slice(word.as_bytes());
            slot.make_ascii_lowercase();
            std::borrow::Cow::Borrowed(std::str::from_utf8(slot).unwrap_or_default())
        }
        _ => std::borrow::Cow::Owned(word.to_lowercase()),
    };
    let bare = lower.trim_matches(|c: char| !c.is_alphanumeric());
    starts_lower(word)
        || !word.starts_with(|c: char| c.is_alphabetic())
        // "I." is an initial ("I. Y. COGBURN"); "I" alone is the speaker ("That I, JOHN DOE").
        || (bare == "i" && !word.ends_with('.'))
        || matches!(bare, "that" | "we" | "between" | "and" | "the" | "said" | "to" | "unto" | "by" | "from" | "of" | "witnesseth" | "presents")
        // "the aforesaid JOHN DOE", "THESAID JOHN DOE" (a scan that lost the space): words that
        // point back at a party named before are never the start of a name.
        || matches!(bare, "thesaid" | "aforesaid" | "aforementioned" | "abovenamed" | "above-named" | "hereinbefore")
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The glued initial as the cleaner searched it before [`glued_initials_spaced`].
    static GLUED_INITIAL: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"\b([A-Z])\.([A-Z][a-z])").expect("glued initial pattern compiles"));

    /// [`odd_case`] as written before its ASCII reading: the reference it must equal.
    fn reference_odd_case(word: &str) -> bool {
        if word.contains('-') {
            return word.split('-').any(reference_odd_case);
        }
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

    /// [`is_clause_word`] as written before its keys: the reference it must equal.
    fn reference_is_clause_word(word: &str, organization: bool) -> bool {
        let bare: String = word.chars().filter(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
        CLAUSE_WORDS.binary_search(&bare.as_str()).is_ok() && !(organization && ORGANIZATION_LAND_WORDS.contains(&bare.as_str()))
    }

    /// Pieces of candidate names for the proptests: names, initials glued and apart,
    /// relationship words, clause words, OCR damage, stamps, nicknames, non-ASCII letters.
    const NAME_PIECES: [&str; 52] = [
        "JOHN",
        "Doe",
        "J.",
        "J.Doe",
        "A.B.Cd",
        "R. 0. Hale",
        "McDonald",
        "MacARTHUR",
        "DeLoach",
        "STATEloF",
        "VanBUREN",
        "LeROY",
        "and",
        "his wife",
        "wife",
        "the",
        "Sons",
        "heirs",
        "namely",
        "to wit",
        "surviving",
        "0nly",
        "Gran dson",
        "ſons",
        "children",
        "Widow",
        "a",
        "an",
        "THE",
        "Corporation",
        "CORPOKATION",
        "Co.",
        "LLC",
        "State of",
        "County",
        "Board of",
        "\"BUD\"",
        "(SKIP)",
        "J. W. (JOHN WESLEY)",
        "RECEIVED\n",
        "PET-\nROLEUM",
        "José",
        "ÑUÑEZ",
        "Brzezinski-Vanderhoef",
        "1637",
        "first",
        "said",
        "_",
        "HEREINAFTER",
        "Grantors",
        "lands",
        "Lessee's",
    ];
    const NAME_SEPARATORS: [&str; 6] = [" ", "", "\n", ", ", ".", "-"];

    fn name_text() -> impl Strategy<Value = String> {
        proptest::collection::vec((0..NAME_PIECES.len(), 0..NAME_SEPARATORS.len()), 0..9)
            .prop_map(|pieces| pieces.iter().flat_map(|&(piece, separator)| [NAME_PIECES[piece], NAME_SEPARATORS[separator]]).collect())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn glued_initials_are_spaced_as_the_pattern_spaced_them(text in name_text()) {
            prop_assert_eq!(glued_initials_spaced(&text).into_owned(), GLUED_INITIAL.replace_all(&text, "$1. $2").into_owned());
        }

        #[test]
        fn relation_prefix_is_dropped_as_the_pattern_dropped_it(text in name_text()) {
            prop_assert_eq!(without_relation_prefix(&text).into_owned(), RELATION_PREFIX.replace(&text, "").into_owned());
        }

        #[test]
        fn odd_case_reads_words_as_before(text in name_text()) {
            for word in text.split_whitespace() {
                prop_assert_eq!(odd_case(word), reference_odd_case(word), "{}", word);
            }
        }

        #[test]
        fn clause_words_are_told_by_their_keys_as_by_their_letters(text in name_text(), organization in any::<bool>()) {
            for word in text.split_whitespace() {
                prop_assert_eq!(is_clause_word(word, organization), reference_is_clause_word(word, organization), "{}", word);
            }
        }
    }

    #[test]
    fn relation_words_open_with_the_letters_looked_for() {
        for word in [
            "and",
            "namely",
            "to wit",
            "his",
            "her",
            "their",
            "the",
            "a",
            "an",
            "surviving",
            "only",
            "sole",
            "wife",
            "husband",
            "widow",
            "spouse",
            "son",
            "daughter",
            "child",
            "brother",
            "sister",
            "grandchildren",
            "nephew",
            "niece",
            "heir",
        ] {
            let name = format!("{word} wife JOHN DOE");
            assert_eq!(without_relation_prefix(&name), RELATION_PREFIX.replace(&name, ""), "{word}");
            let upper = name.to_uppercase();
            assert_eq!(without_relation_prefix(&upper), RELATION_PREFIX.replace(&upper, ""), "{word}");
        }
    }
}
