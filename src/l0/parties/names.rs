//! Turning a span of premises text ("JOHN A. SMITH and wife, MARY B. SMITH, of Reeves County,
//! Texas") into the names of the parties it lists.
//!
//! A party list is a run of pieces separated by commas and "and": names, descriptors ("a single
//! man", "his wife"), residence ("of Reeves County"), capacity ("Trustee of ..."), designators that
//! belong to the name before them ("LTD.", "JR."). OCR text adds junk characters and words glued
//! to names, so every piece must pass a plausibility test before it becomes a name; what fails is
//! reported, never guessed into a party.

use super::{compile_pattern, keyword_pattern};
use crate::vocab::EntityType;
use regex::Regex;
use std::sync::LazyLock;

/// One name found in a party list, with its span in the instrument text.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct NamedParty {
    pub name: String,
    pub entity_type: EntityType,
    pub capacity: Option<String>,
    pub start: usize,
    pub end: usize,
}

#[derive(Debug, Default)]
pub(super) struct NameList {
    pub parties: Vec<NamedParty>,
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Separator {
    Start,
    Comma,
    And,
    /// "et ux" / "et vir": a spouse should follow.
    EtUx,
    /// "et al": others are not named.
    EtAl,
}

#[derive(Debug)]
struct Piece {
    start: usize,
    end: usize,
    before: Separator,
}

static SEPARATOR: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\s*[,;]\s*(?:(?:and|&)\s+)?|(?P<para>\s*\n\s*\n\s*)(?:(?:and|&)\s+)?|\s+(?:and|&)\s+|\s+et\.?\s*(?P<etux>ux|uxor|vir)\b\.?\s*,?\s*|\s+et\.?\s*al\b\.?\s*,?\s*")
        .expect("separator pattern compiles")
});

/// Pieces that only describe the person before them: marital status, relationship, tenancy.
static DESCRIPTOR: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?isx)^(?:
            (?:\S{1,2}\s+)?(?:(?:his|her|hia|hie|their)\s+)?(?:husband|wife|spouse)(?:\s+and\s+(?:\S{1,2}\s+)?(?:husband|wife))?
          | (?:an?\s+)?(?:single|unmarried|married)(?:\s+(?:man|woman|person))?
          | (?:an?\s+)?(?:widow|widower|feme\s+sole|spinster|bachelor|individual|minor|adult)
          | individually | deceased | dec'?d | hw | h/w
          | (?:an?\s+|his\s+|her\s+|their\s+|the\s+)(?:surviving\s+)?(?:son|daughter|child|children|brother|sister|grandson|granddaughter|grandchild|nephew|niece|mother|father|parent)s?
          | (?:an?\s+)[\w\s]{0,30}?(?:corporation|limited\s+partnership|limited\s+liability\s+company|general\s+partnership|partnership|company|association|banking\s+association|national\s+bank|trust)(?:\s+of\s+[\w\s.]{1,40})?
          | (?:dealing|acting)\s+(?:in|with|as)\s+(?:his|her|their)\s+(?:sole\s+and\s+)?separate\s+property.*
          | (?:as\s+)?(?:his|her|their)\s+(?:sole\s+and\s+)?separate\s+(?:property|estate).*
          | (?:to\s+hold\s+)?as\s+(?:joint\s+tenants|tenants\s+(?:in\s+common|by\s+the\s+entiret\w*)).*
          | (?:to\s+hold\s+)?(?:as\s+)?tenants\s+by\s+the\s+entiret\w*.*
          | jointly\s+with\s+right\s+of\s+survivorship.*
          | (?:with\s+)?(?:full\s+)?rights?\s+of\s+survivorship.*
          | for\s+their\s+joint\s+lives.*
          | remainder\s+to\s+the\s+survivor.*
          | joined\s+(?:herein\s+)?(?:pro\s+forma\s+)?by\s+.*
          | \(?\s*(?:whether\s+)?one\s+or\s+more\s*\)?
        )$",
    )
    .expect("descriptor pattern compiles")
});

/// Where a residence or address begins: everything after it up to the next listed name is dropped.
static RESIDENCE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)(?:^|\s)(?:of|residing\s+(?:at|in)|resident\s+of|whose\s+(?:tax[\s-]*)?(?:mailing\s+|post\s+office\s+|business\s+)?address|with\s+(?:an?\s+|its\s+)?(?:mailing\s+)?address|mailing\s+address|address(?:\s+is)?|p\.?\s*o\.?\s+box)\b",
    )
    .expect("residence pattern compiles")
});

/// Words before "of" that keep "of" inside a name ("Estate of ...", "State of Texas").
const OF_KEEPERS: &[&str] = &[
    "estate",
    "state",
    "states",
    "bank",
    "board",
    "bureau",
    "department",
    "trustee",
    "trustees",
    "commissioners",
    "commission",
    "university",
    "city",
    "county",
    "commonwealth",
    "republic",
    "church",
    "company",
    "co",
    "co.",
    "corporation",
    "society",
    "association",
    "heirs",
    "executor",
    "executrix",
    "administrator",
    "administratrix",
    "guardian",
    "district",
    "authority",
    "town",
    "village",
    "college",
    "institute",
    "office",
    "trust",
    "diocese",
    "order",
    "agent",
];

/// "X, Trustee, for the benefit of Y": Y is named after the words, not inside them.
static BENEFICIARY_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)^\s*for\s+the\s+(?:use\s+and\s+)?benefit\s+of\s+(?:the\s+)?").expect("beneficiary prefix compiles")
});

/// Capacity pieces: who a person acts as, kept out of the name.
static CAPACITY: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?is)^(?:as\s+)?(?:(?:independent|successor|sole|co-?|temporary|dependent|ancillary)\s*)*(?:trustees?|executor|executrix|executors|administrator|administratrix|personal\s+representative|guardian|attorney[\s-]+in[\s-]+fact|agent|receiver|conservator|custodian)\b.*$",
    )
    .expect("capacity pattern compiles")
});

/// "acting by and through its Board of Land Commissioners": a government's agency joins its name;
/// for anyone else it is capacity.
static AGENCY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^acting\s+(?:by\s+and\s+)?thr\w*(?:\s+\w{1,2})?\s+(?:(?:its|the|his|her|their)\s+)?(?P<agency>.+)$")
        .expect("agency pattern compiles")
});

/// The letters a capacity piece can begin with ("as", "independent" read as "lndependent",
/// "successor" with a long s, ...): most pieces are names, and the look costs less than a search.
/// The beneficiary prefix begins with "for", an agency with "acting", an estate with "the" or
/// "estate": each is searched only where its first letters stand.
const CAPACITY_FIRST_LETTERS: [char; 24] =
    ['a', 'A', 'i', 'I', 'l', 'L', '1', 's', 'S', '\u{17f}', 'c', 'C', 't', 'T', 'd', 'D', 'e', 'E', 'p', 'P', 'g', 'G', 'r', 'R'];

/// The letters an alias marker begins with: "a/k/a", "also known as", "f/k/a", "formerly",
/// "d/b/a", "doing business as", "n/k/a", "now known as".
const ALIAS_FIRST_LETTERS: [char; 8] = ['a', 'A', 'f', 'F', 'd', 'D', 'n', 'N'];

/// Another name the same person goes by: reported, not made a second party.
static ALIAS: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)^(?:a/?k/?a|aka|also\s+known\s+as|f/?k/?a|formerly\s+known\s+as|d/?b/?a|doing\s+business\s+as|n/?k/?a|now\s+known\s+as)\b",
    )
    .expect("alias pattern compiles")
});

/// People who sign or certify but never act: the piece and the name just before it are dropped.
static OFFICIAL: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:notary|clerk|recorder|governor|witness|president|vice[\s-]+president|secretary|treasurer|judge|deputy|manager|member|attorney\s+general|commissioner\s+of\s+the\s+general\s+land\s+office|land\s+commissioner|justice\s+of\s+the\s+peace)\b")
        .expect("official pattern compiles")
});

/// Suffixes that belong to the name before them, with their usual OCR misreadings.
const SUFFIXES: &[&str] = &["JR", "SR", "II", "III", "IV", "2ND", "3RD", "IT", "I]", "IL", "ILL", "HI", "IH", "1I", "I1"];

/// Company designators that a comma separates from the company's name.
const DESIGNATORS: &[&str] = &[
    "INC",
    "INCORPORATED",
    "LLC",
    "L.L.C",
    "L L C",
    "LP",
    "L.P",
    "LLP",
    "L.L.P",
    "LTD",
    "LIMITED",
    "CO",
    "CORP",
    "CORPORATION",
    "COMPANY",
    "N.A",
    "NA",
    "PLLC",
    "P.C",
    "PC",
    "F.S.B",
    "FSB",
];

static ORGANIZATION: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:inc|incorporated|llc|l\.\s*l\.\s*c|l\.\s*p|lp|llp|ltd|limited|co|corp|corporation|company|partners|partnership|bank|association|n\.\s*a|pllc|railroad|railway|energy|oil|gas|resources|petroleum|operating|production|exploration|royalt(?:y|ies)|minerals|investments?|properties|ventures|holdings|enterprises|church|university|foundation|society|associates|brothers|bros|e&p)\b\.?")
        .expect("organization pattern compiles")
});

/// Words that continue a company name after "&" or "and" ("Humble Oil & Refining Company").
const ORG_CONTINUATIONS: &[&str] = &[
    "refining",
    "gas",
    "exploration",
    "production",
    "development",
    "royalty",
    "minerals",
    "land",
    "cattle",
    "sons",
    "associates",
    "company",
    "co",
    "co.",
    "trust",
    "loan",
    "savings",
    "pipeline",
    "investment",
    "investments",
    "mining",
    "manufacturing",
    "petroleum",
    "oil",
    "energy",
    "gathering",
];

static GOVERNMENT: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^(?:the\s+)?(?:state\s+of|commonwealth\s+of|united\s+states|county\s+of|city\s+of|town\s+of|village\s+of|republic\s+of)\b|\b(?:board|bureau|department|commission)\s+of\b|\bgeneral\s+land\s+office\b")
        .expect("government pattern compiles")
});

static ESTATE: LazyLock<Regex> = LazyLock::new(|| compile_pattern(r"(?i)^(?:the\s+)?estate\s+of\b").expect("estate pattern compiles"));

static TRUST: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)\btrust\b(?:\s+(?:company|co\b))?").expect("trust pattern compiles"));

/// Leading relationship words before a name ("his wife MARY", "and his children ROBERT").
static RELATION_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)^(?:(?:and|namely|to\s+wit)[\s,:]+)*(?:(?:his|her|their|the|a|an)\s+)?(?:(?:surviving|only|sole)\s+)?(?:wife|husband|widow|widower|spouse|sons?|daughters?|child|children|brothers?|sisters?|grandchildren|grandsons?|granddaughters?|nephews?|nieces?|heirs?)\b[\s,:]*(?:(?:namely|to\s+wit)[\s,:]+)?")
        .expect("relation prefix pattern compiles")
});

static GLUED_INITIAL: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"\b([A-Z])\.([A-Z][a-z])").expect("glued initial pattern compiles"));

/// Words that never occur in a party's name: their presence means the span is clause text.
/// Sorted, for a binary search: every word of every candidate name is looked up.
const CLAUSE_WORDS: &[&str] = &[
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
const ORGANIZATION_LAND_WORDS: &[&str] = &["range", "section", "survey", "county", "title", "lands", "township", "box"];

/// Small words allowed in lower case inside a name.
const CONNECTORS: &[&str] = &["of", "and", "the", "de", "la", "del", "van", "von", "der", "du", "y", "&", "for"];

/// Splits the span `start..end` of `text` into the parties it names.
pub(super) fn parse_name_list(text: &str, start: usize, end: usize) -> NameList {
    let mut list = NameList::default();
    let pieces = split_pieces(text, start, end);
    let mut residence = false;
    let mut given_only: Vec<bool> = Vec::new();
    let mut after_and: Vec<bool> = Vec::new();
    for piece in &pieces {
        if piece.before == Separator::EtUx && !names_someone(text, piece) {
            list.warnings.push(format!("\"et ux\"/\"et vir\" after {} without a named spouse", last_name(&list)));
        }
        let raw = text[piece.start..piece.end].trim();
        if raw.is_empty() {
            continue;
        }
        if piece.before == Separator::EtAl {
            list.warnings.push(format!("\"et al\" after {}: the others are not named", last_name(&list)));
        }
        if residence {
            let resumes = piece.before == Separator::And && !starts_with_location(raw) && clean_name(raw).is_some();
            if !resumes {
                continue;
            }
            residence = false;
        }
        let piece_text = &text[piece.start..piece.end];
        let beneficiary_prefix = piece_text.trim_start().starts_with(['f', 'F']).then(|| BENEFICIARY_PREFIX.find(piece_text)).flatten();
        let piece_start = piece.start + beneficiary_prefix.map_or(0, |m| m.end());
        let piece = &Piece { start: piece_start, end: piece.end, before: piece.before };
        let (name_end, residence_follows) = name_extent(text, piece.start, piece.end);
        if let Some(suffix) = suffix_or_designator(&text[piece.start..name_end]) {
            if let Some(last) = list.parties.last_mut() {
                last.name = format!("{}, {}", last.name, suffix);
                last.end = name_end.max(last.end);
            }
            residence = residence_follows;
            continue;
        }
        let agency =
            raw.as_bytes().get(..6).is_some_and(|first| first.eq_ignore_ascii_case(b"acting")).then(|| AGENCY.captures(raw)).flatten();
        if let Some(agency) = agency.as_ref().and_then(|c| c.name("agency")) {
            attach_agency(&mut list, agency.as_str());
            continue;
        }
        if raw.starts_with(CAPACITY_FIRST_LETTERS) && CAPACITY.is_match(raw) {
            if let Some(last) = list.parties.last_mut() {
                last.capacity.get_or_insert_with(|| squash(raw));
            }
            continue;
        }
        if raw.starts_with(ALIAS_FIRST_LETTERS) && ALIAS.is_match(raw) {
            list.warnings.push(format!("alias not made a party: {}", squash(raw)));
            continue;
        }
        let squashed = squash(raw);
        if DESCRIPTOR.is_match(&squashed) {
            // "a Wyoming banking corporation of Douglas, Wyoming": the town and state that follow
            // are the company's residence.
            residence = squashed.to_ascii_lowercase().contains(" of ");
            continue;
        }
        if OFFICIAL.is_match(raw) {
            if piece.before == Separator::Comma
                && let Some(dropped) = list.parties.pop()
            {
                given_only.pop();
                after_and.pop();
                list.warnings.push(format!("{} signs as an official, not a party", dropped.name));
            }
            continue;
        }
        let (name_start, cleaned) = name_after_heading(text, piece.start, name_end);
        let name_text = &text[name_start..name_end];
        // "made this the 3rd day of May, 1980, by JOHN DOE": an "of" after clause text that is
        // no name opens no residence, so the names after it are still read.
        residence = residence_follows && name_text.trim().is_empty();
        let Some(name) = cleaned else {
            if name_text.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
                list.warnings.push(format!("not read as a name: {}", excerpt(name_text)));
            }
            continue;
        };
        residence = residence_follows;
        let (span_start, span_end) = trimmed_span(text, name_start, name_end);
        given_only.push(is_given_only(&name));
        after_and.push(piece.before == Separator::And);
        list.parties.push(NamedParty { entity_type: entity_type(&name, None), name, capacity: None, start: span_start, end: span_end });
    }
    join_inverted_names(&mut list, &mut given_only, &mut after_and);
    borrow_surnames(&mut list, &given_only, &after_and);
    for party in &mut list.parties {
        party.entity_type = entity_type(&party.name, party.capacity.as_deref());
    }
    list
}

fn last_name(list: &NameList) -> String {
    list.parties.last().map_or_else(String::new, |p| p.name.clone())
}

/// A piece that runs across a line break ("GENERAL WARRANTY DEED\nRALPH T. OGDEN") is a heading
/// or stamp line followed by the name: when the whole is not a name, the last line is tried.
/// Gives where the name starts and the cleaned name read from there, so that the caller does
/// not clean the same span a second time (cleaning is most of the cost of reading a list).
fn name_after_heading(text: &str, start: usize, end: usize) -> (usize, Option<String>) {
    if let Some(name) = clean_name(&text[start..end]) {
        return (start, Some(name));
    }
    match text[start..end].trim_end().rfind('\n') {
        Some(at) => match clean_name(&text[start + at + 1..end]) {
            Some(name) => (start + at + 1, Some(name)),
            None => (start, None),
        },
        None => (start, None),
    }
}

/// Whether a piece begins with a name (the spouse after "et ux").
fn names_someone(text: &str, piece: &Piece) -> bool {
    let (name_end, _) = name_extent(text, piece.start, piece.end);
    clean_name(&text[piece.start..name_end]).is_some()
}

/// Cuts the span into pieces at commas, "and", "&", "et ux" and "et al", but not inside "acting
/// by and through" or a company name that continues after "&".
fn split_pieces(text: &str, start: usize, end: usize) -> Vec<Piece> {
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
    pieces
}

/// Which of [`SEPARATOR`]'s forms a match is, read from its trimmed text rather than from capture
/// groups, which would cost a second search a separator. Only the paragraph break (`para`)
/// matches white space alone: every other form holds a comma, "and", "&" or "et".
fn is_paragraph_break(word: &str) -> bool {
    word.is_empty()
}

/// "et ux", "et uxor", "et vir" (`etux`): "et" and then a u or a v, which "et al" lacks.
fn is_et_ux(word: &str) -> bool {
    starts_with_et(word) && word.contains(['u', 'U', 'v', 'V'])
}

fn starts_with_et(word: &str) -> bool {
    word.as_bytes().get(..2).is_some_and(|first| first.eq_ignore_ascii_case(b"et"))
}

fn holds_and(word: &str) -> bool {
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
    let previous_words = before.split_whitespace().count();
    let up_to_comma = &after[..after.find(',').unwrap_or(after.len())];
    if span[and_start..and_end].contains('&') && ampersand_company(up_to_comma, &after[up_to_comma.len()..]) {
        return true;
    }
    previous_words == 1 && ORGANIZATION.is_match(up_to_comma) && !after.contains(" and ")
}

/// "Permian Power & Light Company", "Valley Feed & Supply, Inc.": an ampersand followed by a
/// short run of words that a company designator closes joins one company's name.
fn ampersand_company(up_to_comma: &str, rest: &str) -> bool {
    let words = up_to_comma.split_whitespace().count();
    if words == 0 || words > 4 || up_to_comma.contains(" and ") {
        return false;
    }
    let next_piece = rest.trim_start_matches([',', ' ']).split([',', '\n']).next().unwrap_or("");
    let designator_follows = DESIGNATORS.contains(&next_piece.trim().trim_end_matches('.').to_ascii_uppercase().as_str());
    ORGANIZATION.is_match(up_to_comma) || designator_follows
}

fn starts_with_street_number(piece: &str) -> bool {
    let mut words = piece.split_whitespace();
    let first = words.next().unwrap_or("");
    first.len() <= 6
        && !first.is_empty()
        && first.chars().all(|c| c.is_ascii_digit())
        // "1400 16th Street", "2200 N.W. 50th": the street's name has letters; "193 8" is a year
        // that OCR broke with a space.
        && words.next().is_some_and(|w| w.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) && w.chars().any(char::is_alphabetic))
}

fn starts_with_location(raw: &str) -> bool {
    static LOCATION: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)^(?:the\s+)?(?:state|county|commonwealth|city|township|village|parish|borough|town|district)\b")
            .expect("location pattern compiles")
    });
    LOCATION.is_match(raw)
}

/// Where the name in a piece ends, and whether a residence clause follows it.
fn name_extent(text: &str, start: usize, end: usize) -> (usize, bool) {
    let piece = &text[start..end];
    // "2200 N.W. 50th Street, Tulsa": an address given without "whose address is".
    if starts_with_street_number(piece) {
        return (start, true);
    }
    for found in RESIDENCE.find_iter(piece) {
        let word_start = found.start() + found.as_str().len() - found.as_str().trim_start().len();
        if word_start == 0 {
            return (start, true);
        }
        let is_of = found.as_str().trim().eq_ignore_ascii_case("of");
        if is_of {
            let previous = piece[..word_start].split_whitespace().last().unwrap_or("").to_ascii_lowercase();
            if OF_KEEPERS.contains(&previous.as_str()) {
                continue;
            }
        }
        return (start + word_start, true);
    }
    (end, false)
}

fn suffix_or_designator(raw: &str) -> Option<String> {
    let word = raw.trim().trim_end_matches('.').to_ascii_uppercase();
    if SUFFIXES.contains(&word.as_str()) || DESIGNATORS.contains(&word.as_str()) { Some(raw.trim().to_string()) } else { None }
}

fn attach_agency(list: &mut NameList, agency: &str) {
    let agency = squash(agency);
    let Some(last) = list.parties.last_mut() else { return };
    if GOVERNMENT.is_match(&last.name) {
        last.name = format!("{}, {}", last.name, agency);
    } else {
        last.capacity.get_or_insert_with(|| format!("acting by and through {agency}"));
    }
}

/// "Smith, John A.": a lone surname followed after a comma by given names is one name, kept in
/// the order written.
fn join_inverted_names(list: &mut NameList, given_only: &mut Vec<bool>, after_and: &mut Vec<bool>) {
    let mut index = 0;
    while index + 1 < list.parties.len() {
        let lone_surname = list.parties[index].name.split_whitespace().count() == 1 && !ORGANIZATION.is_match(&list.parties[index].name);
        let given_follows = given_only.get(index + 1) == Some(&true)
            && after_and.get(index + 1) == Some(&false)
            && text_gap_is_comma(&list.parties[index], &list.parties[index + 1]);
        if lone_surname && given_follows {
            let given = list.parties.remove(index + 1);
            given_only.remove(index + 1);
            after_and.remove(index + 1);
            let party = &mut list.parties[index];
            party.name = format!("{}, {}", party.name, given.name);
            party.end = given.end;
            given_only[index] = false;
        }
        index += 1;
    }
}

fn text_gap_is_comma(first: &NamedParty, second: &NamedParty) -> bool {
    second.start > first.end && second.start - first.end <= 3
}

/// "John and Mary Smith": a given name alone takes the surname of the name after it.
fn borrow_surnames(list: &mut NameList, given_only: &[bool], after_and: &[bool]) {
    let parties = std::mem::take(&mut list.parties);
    let surnames: Vec<Option<String>> = (0..parties.len())
        .map(|index| {
            parties
                .get(index + 1)
                .filter(|_| after_and.get(index + 1) == Some(&true))
                .filter(|next| next.entity_type == EntityType::Person)
                .and_then(|next| surname_of(&next.name))
        })
        .collect();
    for ((mut party, given), surname) in parties.into_iter().zip(given_only).zip(surnames) {
        if !given {
            list.parties.push(party);
            continue;
        }
        match surname {
            Some(surname) => {
                party.name = format!("{} {}", party.name, surname);
                list.parties.push(party);
            }
            None => list.warnings.push(format!("given name without a surname dropped: {}", party.name)),
        }
    }
}

fn surname_of(name: &str) -> Option<String> {
    name.split([' ', ','])
        .filter(|w| !w.is_empty())
        .rev()
        .find(|w| !SUFFIXES.contains(&w.trim_end_matches('.').to_ascii_uppercase().as_str()) && w.len() > 1)
        .map(str::to_string)
}

/// A person's given name without a surname: "John", "Ralph E.".
fn is_given_only(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    match words.as_slice() {
        [single] => !ORGANIZATION.is_match(single),
        [given, initial] => is_initial(initial) && !is_initial(given),
        _ => false,
    }
}

fn is_initial(word: &str) -> bool {
    let letters: Vec<char> = word.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() == 1 && word.ends_with('.')
}

/// Cleans OCR junk from a name and decides whether what is left can be a name.
pub(super) fn clean_name(raw: &str) -> Option<String> {
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
fn repaired_and_filtered(raw: &str) -> String {
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
fn is_clause_word(word: &str, organization: bool) -> bool {
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
static NICKNAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r#"["\u{201c}\u{201d}]\s*[A-Za-z][A-Za-z.' -]{0,20}?\s*["\u{201c}\u{201d}]"#).expect("nickname pattern compiles")
});

/// A recorder's or copier's stamp that the scan set on a line of its own inside the text it
/// overlays ("CLYDE L.\nINDEXED\nLOFTIN"): the line, with any specks around the words, is
/// never part of a name.
static STAMP_LINE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?im)^[^A-Za-z0-9\n]*(?:(?:received|filed)\s+for\s+record|recorded|compared|indexed|certified\s+copy|illegible|approved\s+as\s+to\s+form|page\s+_*\s*of\s+_*)[^A-Za-z0-9\n]*(?:\n|$)")
        .expect("stamp line pattern compiles")
});

/// Small words that follow a name in lower case and are never the broken-off end of it.
const FOLLOWING_WORDS: &[&str] =
    &["a", "an", "as", "at", "by", "in", "is", "on", "to", "was", "who", "whose", "with", "his", "her", "its", "their", "being"];

/// "Carl Y. Tid well", "Tho mas Calloway": OCR breaks a word of a name with a space, leaving a
/// short capitalised head and a lower-case tail that would otherwise end the name. The tail
/// joins the head; connectors ("of", "de") and words that follow names stay apart.
fn mend_broken_words(name: &str) -> String {
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
const COMPANY_WORDS: &[&str] = &[
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
fn is_broken_company_word(head: &str, tail: &str) -> bool {
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
static LINE_END_HYPHEN: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"([A-Za-z])-[ \t]*\r?\n[ \t]*([A-Za-z])").expect("line-end hyphen pattern compiles"));

/// OCR reads I as "l" or "1" and O as "0": inside a word of capitals ("LOFTlN", "BRISC0E") the
/// letters are given back; a word that is mostly digits ("10TH", "1ST") is left alone.
fn repair_ocr_word(word: &str) -> std::borrow::Cow<'_, str> {
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
fn odd_case(word: &str) -> bool {
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

fn is_leading_noise(word: &str) -> bool {
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

fn starts_lower(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_lowercase)
}

fn is_connector(word: &str) -> bool {
    if word.is_ascii() {
        CONNECTORS.iter().any(|connector| connector.eq_ignore_ascii_case(word))
    } else {
        CONNECTORS.contains(&word.to_lowercase().as_str())
    }
}

/// The entity type a name and capacity imply.
pub(super) fn entity_type(name: &str, capacity: Option<&str>) -> EntityType {
    let capacity = capacity.unwrap_or("").to_lowercase();
    if GOVERNMENT.is_match(name) {
        EntityType::Government
    } else if (name.starts_with(['t', 'T', 'e', 'E']) && ESTATE.is_match(name))
        || capacity.contains("estate")
        || capacity.starts_with("execut")
        || capacity.contains("administrat")
    {
        EntityType::Estate
    } else if capacity.contains("trustee") || TRUST.find(name).is_some_and(|m| m.as_str().split_whitespace().count() == 1) {
        EntityType::Trust
    } else if ORGANIZATION.is_match(name) {
        EntityType::Organization
    } else if (2..=6).contains(&name.split_whitespace().count()) {
        EntityType::Person
    } else {
        EntityType::Unknown
    }
}

fn trimmed_span(text: &str, start: usize, end: usize) -> (usize, usize) {
    let slice = &text[start..end];
    let left = slice.len() - slice.trim_start().len();
    let right = slice.trim_end().len();
    (start + left, start + right.max(left))
}

/// Single-spaced text of a piece.
pub(super) fn squash(raw: &str) -> String {
    let mut squashed = String::with_capacity(raw.len());
    for (index, word) in raw.split_whitespace().enumerate() {
        if index > 0 {
            squashed.push(' ');
        }
        squashed.push_str(word);
    }
    squashed
}

/// A short excerpt of text for a warning, cut at a char boundary.
pub(super) fn excerpt(raw: &str) -> String {
    let squashed = squash(raw);
    match squashed.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &squashed[..at]),
        None => squashed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separator_forms_read_from_their_text_are_those_of_the_capture_groups() {
        let list = "JOHN DOE, and MARY DOE;RUTH ROE & JAMES ROE et ux, ANN POE Et. Uxor ,\n\nCARL POE\n \n and LEE POE ET VIR. OTTO POE et al., SAM POE et. al ZED POE  AND  IDA POE\u{a0}&\u{a0}LOU POE ,  & KIM POE\n\n\n& BO POE etal JO POE";
        let mut forms = 0;
        for found in SEPARATOR.captures_iter(list) {
            let word = found.get(0).map_or("", |m| m.as_str().trim());
            assert_eq!(is_et_ux(word), found.name("etux").is_some(), "{word:?}");
            assert_eq!(is_paragraph_break(word), found.name("para").is_some() && word.is_empty(), "{word:?}");
            assert_eq!(starts_with_et(word), word.to_ascii_lowercase().starts_with("et"), "{word:?}");
            assert_eq!(holds_and(word), word.to_ascii_lowercase().contains("and"), "{word:?}");
            forms += 1;
        }
        assert!(forms >= 12, "{forms}");
    }

    #[test]
    fn capacity_and_alias_pieces_begin_with_the_letters_looked_for() {
        let capacities = [
            "as Trustee",
            "Independent Executor",
            "lndependent Executrix",
            "1ndependent executor",
            "Successor Trustee",
            "\u{17f}ole Trustee",
            "co-Trustee",
            "Temporary Administrator",
            "Dependent Administratrix",
            "Ancillary Executor",
            "Personal Representative",
            "Guardian",
            "Attorney-in-Fact",
            "Agent",
            "Receiver",
            "Conservator",
            "Custodian",
            "trustees",
            "executors",
            "Executrix of the Estate",
        ];
        for capacity in capacities.iter().flat_map(|c| [c.to_string(), c.to_lowercase(), c.to_uppercase()]) {
            assert!(CAPACITY.is_match(&capacity), "{capacity}");
            assert!(capacity.starts_with(CAPACITY_FIRST_LETTERS), "{capacity}");
        }
        let aliases = [
            "a/k/a JOHN",
            "aka JOHN",
            "also known as JOHN",
            "f/k/a JOHN",
            "formerly known as JOHN",
            "d/b/a JOHN",
            "doing business as JOHN",
            "n/k/a JOHN",
            "now known as JOHN",
        ];
        for alias in aliases.iter().flat_map(|a| [a.to_string(), a.to_uppercase()]) {
            assert!(ALIAS.is_match(&alias), "{alias}");
            assert!(alias.starts_with(ALIAS_FIRST_LETTERS), "{alias}");
        }
    }

    #[test]
    fn clause_words_are_sorted_for_the_binary_search() {
        assert!(CLAUSE_WORDS.is_sorted());
    }

    #[test]
    fn name_after_heading_gives_the_whole_piece_when_it_is_a_name() {
        let text = "unto LOUISA M. HARTWELL, a widow";
        assert_eq!(name_after_heading(text, 5, 23), (5, Some("LOUISA M. HARTWELL".to_string())));
    }

    #[test]
    fn name_after_heading_skips_a_heading_line_before_the_name() {
        let text = "SPECIAL WARRANTY DEED\nDOUGLAS K. FENWICK";
        assert_eq!(name_after_heading(text, 0, text.len()), (22, Some("DOUGLAS K. FENWICK".to_string())));
    }

    #[test]
    fn name_after_heading_keeps_the_start_when_no_line_is_a_name() {
        let text = "for the consideration of ten dollars\npaid in hand";
        assert_eq!(name_after_heading(text, 0, text.len()), (0, None));
    }
}
