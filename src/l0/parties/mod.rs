//! extract_parties: who an instrument acts for and on, with the role the instrument gives them.
//!
//! Roles come first from the instrument's own words ("hereinafter called Grantors", "as Lessor",
//! "party of the first part"), because those are what an examiner reads; only a side those words
//! leave empty is read from the granting clause (who conveys unto whom), with the category naming
//! the roles. Names are read only where an instrument introduces its parties (premises, granting
//! clause, heirship recitals): signature blocks, acknowledgments, recitals of earlier instruments
//! and land calls name notaries, officers, predecessors and adjoiners, who are never parties.

mod heirship;
mod names;

use super::{Evidence, PartiesExtraction, PartyMatch, in_recording_certificate, ocr_key, ocr_tolerant};
use crate::pipeline::lowered::LoweredText;
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::{DocCategory, EntityType, Role};
use names::{NameList, parse_name_list};
use regex::{Regex, RegexBuilder, RegexSet, RegexSetBuilder};
use std::sync::LazyLock;

/// Compiles a pattern with ASCII keyword boundaries and ASCII word suffixes: a Unicode `\b`
/// stops the regex engine's fast DFA at the first non-ASCII byte, and OCR text is full of them;
/// a Unicode `\w*` after the verbs of the long verb lists multiplies the DFA's states until its
/// cache is rebuilt over and over. The larger cache keeps the states of the long alternations
/// between documents.
fn compile_pattern(pattern: &str) -> Result<Regex, regex::Error> {
    RegexBuilder::new(&ascii_word_suffixes(&pattern.replace(r"\b", r"(?-u:\b)"))).dfa_size_limit(PATTERN_CACHE_BYTES).build()
}

/// Lazy-DFA cache of each party pattern (the regex crate's default is 2 MiB).
const PATTERN_CACHE_BYTES: usize = 16 << 20;

/// Writes `\w` outside brackets (keyword suffixes: "bargain\w*") as ASCII. Inside brackets
/// (`[\w.]+`) it reads names, which may hold accented letters, so it stays Unicode.
fn ascii_word_suffixes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 32);
    let mut class_depth = 0usize;
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('w') if class_depth == 0 => out.push_str("[0-9A-Za-z_]"),
                Some(escaped) => {
                    out.push('\\');
                    out.push(escaped);
                }
                None => out.push('\\'),
            },
            '[' => {
                class_depth += 1;
                out.push(c);
            }
            ']' if class_depth > 0 => {
                class_depth -= 1;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// A keyword pattern that also reads its words as a scan damages them ("hereinafter cal led
/// Grantee", "GRANT0R", "pai d by", "GRA-\nNTOR"): the words that find parties are the ones OCR
/// must not hide. The space a broken word may hold may also be a hyphen the line end left in a
/// word of capitals, which the normalisation does not rejoin.
fn keyword_pattern(pattern: &str) -> Result<Regex, regex::Error> {
    compile_pattern(&ocr_tolerant(pattern).replace(r"\s?", r"(?:\s|-\s*)?"))
}

/// The two roles a category gives its parties: the side that gives and the side that takes.
#[derive(Debug, Clone, Copy)]
struct Sides {
    first: Role,
    second: Role,
}

impl Sides {
    fn of(category: DocCategory) -> Sides {
        let (first, second) = match category {
            DocCategory::OilGasLease | DocCategory::LeaseRatification => (Role::Lessor, Role::Lessee),
            DocCategory::LeaseAssignment => (Role::Assignor, Role::Assignee),
            // The releasor holds the lessee's interest and releases it back to the lessor.
            DocCategory::LeaseRelease => (Role::Lessee, Role::Lessor),
            DocCategory::AffidavitOfHeirship | DocCategory::Probate => (Role::Decedent, Role::Heir),
            DocCategory::DeedOfTrust => (Role::Mortgagor, Role::Mortgagee),
            DocCategory::MortgageRelease => (Role::Mortgagee, Role::Mortgagor),
            _ => (Role::Grantor, Role::Grantee),
        };
        Sides { first, second }
    }
}

const ROLE_WORDS: &str = r"(?P<word>grantor|grantee|lessor|lessee|assignor|assignee|mortgagor|mortgagee|releasor|seller|buyer|purchaser|vendor|vendee|beneficiary|affiant)(?:\(s\)|s|e)?\b";

/// The forms in which an instrument names a role right after the names it applies to.
static LABELS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    [
        format!(r#"(?i)\b(?:herein(?:after)?|hereafter)\s+(?:called|referred\s+to\s+as|designated\s+as|named|styled|known\s+as)\s*,?\s*(?:the\s+)?["“'(]?\s*(?:said\s+)?{ROLE_WORDS}"#),
        format!(r#"(?i)\bas\s+(?:the\s+)?["“]?{ROLE_WORDS}"#),
        format!(r#"(?i)\(\s*(?:the\s+|each\s+an?\s+|collectively,?\s+(?:the\s+)?)?["“']?\s*{ROLE_WORDS}\s*["”']?\s*\)"#),
        r"(?i)(?:\bpart(?:y|ies|y\s*\(s\)|y\s*\(ies\))\s+)?\bof\s+the\s+(?P<part>first|second)\s+part".to_string(),
        format!(r"(?i),\s*(?:and\s+)?(?:the\s+)?(?:within\s+)?(?:said\s+)?{ROLE_WORDS}\s*(?:[.,:;|(]|\n|\s+and\b|$)"),
        r"(?i)(?:\bbeing\s+)?(?:\bthe\s+)?\b(?:(?:legal|lawful|present|current|sole|record)\s+)?(?P<holder>owners?\s+and\s+holders?\s+of\b|owners?\s+of\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?lessee'?s?\s+interest)".to_string(),
    ]
    .iter()
    .map(|pattern| keyword_pattern(pattern).expect("label pattern compiles"))
    .collect()
});

/// All of [`LABELS`] in one set, by index: one pass over the text tells which label forms it
/// holds, so the forms it lacks (most instruments use two or three) are never searched.
static LABEL_SET: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSetBuilder::new(LABELS.iter().map(Regex::as_str)).dfa_size_limit(PATTERN_CACHE_BYTES).build().expect("label set compiles")
});

/// Words after which a party list begins.
static ANCHOR: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:(?:by\s+and\s+)?between|that|know\s+all\s+(?:men|persons|people)\s+by\s+these\s+presents|presents\s*[:,]|witnesseth|paid\s+by|made\s+by|executed\s+by|(?:personally\s+)?came\s+and\s+appeared)\b\s*[:,]?")
        .expect("anchor pattern compiles")
});

/// Words that mark a recital of another instrument: the names around them are predecessors.
static RECITAL: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\bthat\s+certain\b|\brecorded\s+(?:in|at|under)\b|\bof\s+record\b|\bbeing\s+the\s+same\b|\bconveyed\s+to\b|\b(?:deed|lease|assignment|mortgage)\s+from\b|\bby\s+deed\s+of\b|\bheretofore\b|\bdated\s+effective\b|\bdated\b[^.;\n]{0,40}\bfrom\b|\bexecuted\s+(?:and\s+delivered\s+)?(?:by|to)\b|\bunder\s+date\s+of\b|\bby\s+(?:[a-z,&]+\s+){0,5}?(?:lease|deed|assignment|mortgage|instrument)\s+dated\b")
        .expect("recital pattern compiles")
});

/// The operative grant: parties are introduced before it or just after it.
static OPERATIVE_GRANT: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:hereby|do|does|doth|has|have)\s+(?:hereby\s+)?(?:grant|convey|assign|lease|demise|sell|bargain|quitclaim|remise|release|transfer|ratify|confirm)")
        .expect("operative grant pattern compiles")
});

/// "... do hereby grant, sell and convey unto": the grantee list follows.
static GRANT_TO: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?P<verb>give|gives|given|grant|grants|convey|conveys|assign|assigns|quitclaim|quitclaims|quit\s+claims?|transfer|transfers|sell|sells|lease|leases|let|lets|demise|demises|remise|remises|release|releases|covenant|granted|conveyed|assigned|sold|demised|leased)(?:\(s\))?(?:[\s,]+(?:and|or|with|general|special|warrant\w*|covenants?|exclusively|forever|over|set|bargain\w*|sell|sold|convey\w*|grant\w*|assign\w*|transfer\w*|quit\s*claim\w*|remise\w*|release\w*|relinquish\w*|surrender\w*|abandon\w*|demise\w*|lease\w*|let|lets|confirm\w*|deliver\w*|alien\w*|giv\w*|\(s\)|do|does|hereby|by|these|presents|has|have|this|day|all|legal|full|substitution|subrogation|the\s+united\s+states(?:\s+of\s+america)?))*(?:,?\s+with\s+(?:full\s+|all\s+|general\s+)?(?:legal\s+)?(?:warrant\w*|guarantee|guaranty)(?:\s+of\s+title)?)?[\s,]+(?:un)?to\b")
        .expect("grant-to pattern compiles")
});

/// Where the grantor list before the grant ends: the consideration or the verb's auxiliary.
static GRANTOR_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:for\s+and\s+in\s+consideration|in\s+consideration|for\s+(?:valuable|good|and\s+in)|for\s+the\s+(?:sum|consideration)|(?:has|have|do|does|doth)\s|hereby\b|hereinafter\b)")
        .expect("grantor-end pattern compiles")
});

/// Where the grantee list after the grant ends.
static GRANTEE_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:his|her|their|its)\s+(?:heirs|successors|executors)|\bthe\s+following\b|\ball\s+(?:that|those|of|my|our|the|their|his|her|its)\b|\bwhose\b|\bfor\s+the\s+(?:sole\s+)?purpose|\bthe\s+(?:real|land|property|tract|premises|surface|oil)\b|\bin\s+and\s+to\b|[;:]|\bhereinafter\b|\bherein\b|\bsituated\b|\bforever\b|\bthe\s+exclusive\b|\ban?\s+undivided\b|\bjointly\b|\b(?:the|all\s+of\s+the)\s+(?:[NSEW]{1,2}\s*(?:[/¼½]|1\s*[/⁄])|(?:north|south)(?:east|west)?\s+(?:quarter|half|one)|(?:east|west)\s+(?:quarter|half|one))|\blots?\s+\d")
        .expect("grantee-end pattern compiles")
});

/// "that certain lease ... executed by X, as Lessor": the maker of a recited instrument.
static RECITED_MAKER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:executed\s+(?:and\s+delivered\s+)?by|made\s+by|given\s+by|from)\s+").expect("recited maker pattern compiles")
});

static PAST_TENSE_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:has|have|hath|hereby|there\s+is|therefore)\b").expect("past-tense prefix pattern compiles")
});

static DOWER_RELEASE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:release|relinquish|quitclaim)\w*\b[^.]{0,120}\b(?:dower|homestead)\b")
        .expect("dower release pattern compiles")
});

/// Whether the text releases dower or homestead ([`DOWER_RELEASE`]), searched only from the
/// first release word and only when "dower" or "homestead" is written at all.
fn dower_released(text: &str, lowered: &LoweredText) -> bool {
    lowered.holds_any(&["dower", "homestead"])
        && lowered.next_of(&["release", "relinquish", "quitclaim"], 0).is_some_and(|start| DOWER_RELEASE.find_at(text, start).is_some())
}

/// A party candidate before deduplication; `list` tells which party list named it, because a
/// name repeated inside one list is two people and a name repeated across lists is one.
#[derive(Debug, Clone)]
struct Found {
    party: PartyMatch,
    list: usize,
}

/// Finds the parties of an instrument and their roles.
pub fn extract(instrument: &Instrument, category: DocCategory) -> PartiesExtraction {
    let text = instrument.text.as_str();
    let lowered = LoweredText::new(text);
    let sides = Sides::of(category);
    let mut warnings = Vec::new();
    let mut found = labelled_parties(instrument, sides, category, &mut warnings);
    found.extend(form_box_parties(instrument, sides, category, &mut warnings));

    let inheritance = matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate);
    if inheritance {
        let read = heirship::decedent_and_heirs(text, &lowered, category == DocCategory::AffidavitOfHeirship, &mut warnings);
        // The affidavit's own opening names the affiant; an "Affiant" label elsewhere (the
        // signature line) would take the names of the clause before it.
        if read.iter().any(|f| f.party.role == Role::Other) {
            found.retain(|f| f.party.role != Role::Other);
        }
        found.extend(read);
    }
    let has_first = found.iter().any(|f| same_side(f.party.role, sides.first));
    let has_second = found.iter().any(|f| same_side(f.party.role, sides.second));
    let both_sides_named = has_first && has_second;
    if !inheritance && !both_sides_named {
        found.extend(granting_clause_parties(instrument, sides, category, !has_first, !has_second, &mut warnings));
    }
    if !inheritance && !found.iter().any(|f| same_side(f.party.role, sides.second)) {
        found.extend(unlabelled_other_party(instrument, sides, category, &mut warnings));
    }
    if !inheritance && !found.iter().any(|f| same_side(f.party.role, sides.first)) {
        found.extend(appeared_before_notary(instrument, sides.first, &mut warnings));
    }
    if !inheritance && !found.iter().any(|f| same_side(f.party.role, sides.first)) {
        found.extend(undersigned(instrument, sides.first, &mut warnings));
    }
    let releases = matches!(category, DocCategory::LeaseRelease | DocCategory::MortgageRelease);
    if releases && !found.iter().any(|f| same_side(f.party.role, sides.second)) {
        found.extend(released_instrument_maker(instrument, sides.second, &mut warnings));
    }
    if category == DocCategory::Patent && !found.iter().any(|f| f.party.role == Role::Grantor) {
        found.extend(sovereign(text));
    }
    if matches!(category, DocCategory::Patent | DocCategory::RightOfWay | DocCategory::OilGasLease)
        && !found.iter().any(|f| same_side(f.party.role, sides.first))
    {
        found.extend(federal_grantor(text, sides.first));
    }
    if dower_released(text, &lowered) {
        warnings.push(
            "a dower or homestead release names spouses: they are parties only where the premises or granting clause names them"
                .to_string(),
        );
    }
    if category == DocCategory::DeedOfTrust {
        drop_trustee_of_deed_of_trust(&mut found, &mut warnings);
    }
    let mut parties = dedupe(heirship::fold_aliases(text, found), &mut warnings);
    if category == DocCategory::PartitionDeed {
        co_owners_on_both_sides(&mut parties);
    }
    let mut seen = std::collections::BTreeSet::new();
    warnings.retain(|w| seen.insert(w.clone()));
    PartiesExtraction { parties, warnings }
}

/// "GRANTOR: JOHN DOE and wife, JANE DOE" on a line of a modern short form, or a state or
/// federal form's box with the name on the line below ("Lessee:", "Holder:"): the label comes
/// before the names, which the role labels after names never see.
fn form_box_parties(instrument: &Instrument, sides: Sides, category: DocCategory, warnings: &mut Vec<String>) -> Vec<Found> {
    static BOX_LABEL: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?im)^[ \t]*(?:the\s+)?(?P<word>grantor|grantee|lessor|lessee|assignor|assignee|mortgagor|mortgagee|holder|seller|buyer|purchaser)(?:\(s\)|s)?[ \t]*:[ \t]*")
            .expect("form box label pattern compiles")
    });
    let text = instrument.text.as_str();
    let mut found = Vec::new();
    for label in BOX_LABEL.captures_iter(text) {
        let (Some(whole), Some(word)) = (label.get(0), label.name("word")) else { continue };
        if matches!(instrument.kind_at(whole.start()), SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording) {
            continue;
        }
        let role = if ocr_key(word.as_str()) == "holder" {
            // The holder of a right-of-way grant or a state or federal lease is the one it grants to.
            matches!(category, DocCategory::RightOfWay | DocCategory::OilGasLease | DocCategory::Patent).then_some(sides.second)
        } else {
            label_role(word.as_str(), sides, category).0
        };
        let Some(role) = role.filter(|role| box_role_is_a_party(*role, sides, category)) else { continue };
        let Some((start, end)) = box_entry(text, whole.end()) else { continue };
        let list = parse_name_list(text, start, end);
        found.extend(to_found(text, list, role, "form_label", warnings));
    }
    found
}

/// A box of a recited lease or mortgage ("Lessor: ... Lessee: ... Dated: ... Recorded: ...")
/// names this instrument's parties only where DOMAIN makes them so: a release's lessor or
/// mortgagor, a ratification's lessee. Its original lessee or mortgagee has since assigned or
/// released, and an assignment's parties are its assignor and assignee.
fn box_role_is_a_party(role: Role, sides: Sides, category: DocCategory) -> bool {
    let recited_holder = matches!(
        (category, role),
        (DocCategory::LeaseRelease, Role::Lessee)
            | (DocCategory::MortgageRelease, Role::Mortgagee)
            | (DocCategory::LeaseRatification, Role::Lessor)
    );
    (role == sides.first || role == sides.second) && !recited_holder
}

/// The entry a form label heads: the rest of its line, or when that holds no word the next line
/// that does. Lines of one or two letters are scan specks (a box's edge read as "I").
fn box_entry(text: &str, from: usize) -> Option<(usize, usize)> {
    let line_end = |at: usize| text[at..].find('\n').map_or(text.len(), |i| at + i);
    let holds_word = |line: &str| line.chars().filter(|c| c.is_alphabetic()).count() >= 3;
    let mut at = from;
    for _ in 0..4 {
        let end = line_end(at);
        if holds_word(&text[at..end]) {
            return Some((at, end));
        }
        if end >= text.len() {
            break;
        }
        at = end + 1;
    }
    None
}

/// "by and between the State of Wyoming, acting by ..., as lessor, and\nHARLAN D. MACK, JR.":
/// a form that labels the first party and leaves the other's name alone in the blank after "and".
fn unlabelled_other_party(instrument: &Instrument, sides: Sides, category: DocCategory, warnings: &mut Vec<String>) -> Vec<Found> {
    static AND_THEN_LINE_END: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"(?i)^[ \t]*,?[ \t]*and[ \t]*[A-Za-z]?[ \t]*\n").expect("and-then-line-end pattern compiles"));
    let text = instrument.text.as_str();
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.start());
    let Some(group) = label_groups(text, sides, category)
        .into_iter()
        .find(|g| g.start < grant_at && same_side(g.role, sides.first) && AND_THEN_LINE_END.is_match(&text[g.end..]))
    else {
        return Vec::new();
    };
    let Some(and) = AND_THEN_LINE_END.find(&text[group.end..]) else { return Vec::new() };
    let Some((start, end)) = box_entry(text, group.end + and.end()) else { return Vec::new() };
    let list = parse_name_list(text, start, end);
    to_found(text, list, sides.second, "named_after_first_party", warnings)
}

/// A Louisiana act passed before a notary: "BEFORE ME, the undersigned authority, ... personally
/// came and appeared HENRY P. LANDRY, ..., who declared that he does by these presents grant,
/// bargain, sell ...": the one who appears is the vendor. The same words in the acknowledgment
/// of a deed name a signer already read, so only an appearance before the grant counts.
fn appeared_before_notary(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static APPEARED: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\b(?:personally\s+)?came\s+and\s+appeared\s*[:,]?\s*").expect("appeared pattern compiles"));
    static APPEARED_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:who|herein(?:after)?|hereafter|being|domiciled|residing|for\s+and\s+in\s+consideration|declared|does|do)\b|[;:]|\n[ \t]*\n")
            .expect("appeared-end pattern compiles")
    });
    let text = instrument.text.as_str();
    let Some(found) = APPEARED.find(text) else { return Vec::new() };
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.start());
    if found.start() > grant_at {
        return Vec::new();
    }
    let upper = ceil_boundary(text, found.end().saturating_add(300)).min(grant_at.max(found.end()));
    let end = APPEARED_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    let list = parse_name_list(text, found.end(), end);
    to_found(text, list, role, "appeared_before_notary", warnings)
}

/// "the undersigned, HALVOR T. BERG, is the owner of ...": a ratifier or releasor who names
/// itself as the one who signs.
fn undersigned(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    static UNDERSIGNED: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\bthe\s+undersigned\s*,\s*").expect("undersigned pattern compiles"));
    static UNDERSIGNED_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:is|are|being|as|who|owners?|does|do|hereby|has|have)\b|[;:]|\n[ \t]*\n")
            .expect("undersigned-end pattern compiles")
    });
    // The notary's "Before me, the undersigned, a Notary Public" is in the acknowledgment.
    let Some(found) = UNDERSIGNED
        .find_iter(text)
        .find(|m| !matches!(instrument.kind_at(m.start()), SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording))
    else {
        return Vec::new();
    };
    let upper = ceil_boundary(text, found.end().saturating_add(200));
    let end = UNDERSIGNED_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    let list = parse_name_list(text, found.end(), end);
    to_found(text, list, role, "undersigned", warnings)
}

/// "the owner and holder of that certain mortgage ..., executed by JOHN DOE, for and in
/// consideration of the payment ...": a release's other party is the one who made the
/// instrument it releases, named in the release's own premises.
fn released_instrument_maker(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static MAKER: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\bexecuted\s+(?:and\s+delivered\s+)?by\s+").expect("maker pattern compiles"));
    static MAKER_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:as\s+(?:lessors?|mortgagors?|makers?|grantors?|trustors?)|for\s+(?:and\s+in\s+consideration|valuable|good)|in\s+favor|to|unto|payable|covering|recorded|dated|securing|secured|which|whereby|does|do|hereby)\b|[;:(]|\n[ \t]*\n")
            .expect("maker-end pattern compiles")
    });
    let text = instrument.text.as_str();
    let Some(found) = MAKER.find_iter(text).find(|m| {
        matches!(instrument.kind_at(m.start()), SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body)
    }) else {
        return Vec::new();
    };
    let upper = ceil_boundary(text, found.end().saturating_add(250));
    let end = MAKER_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    let list = parse_name_list(text, found.end(), end);
    to_found(text, list, role, "released_instrument_maker", warnings)
}

/// A deed of trust conveys to a trustee for the lender: the lender is the mortgagee, the trustee
/// only holds the power of sale.
fn drop_trustee_of_deed_of_trust(found: &mut Vec<Found>, warnings: &mut Vec<String>) {
    let is_trustee = |f: &Found| {
        f.party.role == Role::Mortgagee && f.party.capacity.as_deref().is_some_and(|c| c.to_ascii_lowercase().starts_with("trustee"))
    };
    let lender_named = found.iter().any(|f| f.party.role == Role::Mortgagee && !is_trustee(f));
    if lender_named {
        for trustee in found.iter().filter(|f| is_trustee(f)) {
            warnings.push(format!("{} is the trustee of the deed of trust, not a party", trustee.party.name));
        }
        found.retain(|f| !is_trustee(f));
    }
}

fn same_side(a: Role, b: Role) -> bool {
    a.is_grantor_side() == b.is_grantor_side() && a.is_grantee_side() == b.is_grantee_side()
}

/// Federal forms (BLM rights-of-way and leases) never call the United States "grantor": it is
/// the issuing agency in the form's heading.
fn federal_grantor(text: &str, role: Role) -> Option<Found> {
    static FEDERAL_HEADING: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"(?i)\bbureau\s+of\s+land\s+management\b").expect("federal heading pattern compiles"));
    let heading_end = floor_boundary(text, 800);
    let found = FEDERAL_HEADING.find(&text[..heading_end])?;
    Some(Found {
        party: PartyMatch {
            name: "United States of America, Bureau of Land Management".to_string(),
            role,
            entity_type: EntityType::Government,
            capacity: None,
            aliases: Vec::new(),
            evidence: Evidence::new("federal_form_issuer", text, found.start(), found.end()),
        },
        list: found.start(),
    })
}

/// One role label, or several adjacent ones read as one ("party of the first part, hereinafter
/// called Lessor").
#[derive(Debug, Clone)]
struct LabelGroup {
    start: usize,
    end: usize,
    role: Role,
    rule: &'static str,
}

fn labelled_parties(instrument: &Instrument, sides: Sides, category: DocCategory, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    let groups = label_groups(text, sides, category);
    // Without a label there is nothing to read, and the grant need not be looked for.
    if groups.is_empty() {
        return Vec::new();
    }
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.start());
    let window_end = grant_at.saturating_add(600);
    let mut preferred = Vec::new();
    let mut elsewhere = Vec::new();
    let mut previous_end = 0;
    let mut previous_was_recital = false;
    for group in &groups {
        let lower = floor_boundary(text, group.start.saturating_sub(600)).max(previous_end);
        let chunk_start = ANCHOR.find_iter(&text[lower..group.start]).last().map_or_else(
            || if previous_end > 0 && previous_end == lower { lower } else { list_lines_back(text, group.start).max(lower) },
            |m| lower + m.end(),
        );
        // "... hereby assigns to X, hereinafter called Assignee": the list starts after the grant.
        let chunk_start = GRANT_TO.find_iter(&text[chunk_start..group.start]).last().map_or(chunk_start, |m| chunk_start + m.end());
        let continues_recital = previous_was_recital && recital_continues(&text[previous_end.min(group.start)..group.start]);
        previous_end = group.end;
        let context_start = floor_boundary(text, chunk_start.saturating_sub(150));
        let recital = continues_recital || RECITAL.is_match(&text[context_start..group.start]);
        // A ratification recites the lease it ratifies: that lease's lessee is its lessee. A
        // release recites the lease or mortgage it releases: that lessor or mortgagor is the
        // other party of the release.
        let kept_from_recital = matches!(
            (category, group.role),
            (DocCategory::LeaseRatification, Role::Lessee)
                | (DocCategory::LeaseRelease, Role::Lessor)
                | (DocCategory::MortgageRelease, Role::Mortgagor)
        );
        previous_was_recital = recital;
        let chunk_start = if recital && kept_from_recital {
            RECITED_MAKER.find_iter(&text[chunk_start..group.start]).last().map_or(chunk_start, |m| chunk_start + m.end())
        } else {
            chunk_start
        };
        if recital && !kept_from_recital {
            let list = parse_name_list(text, chunk_start, group.start);
            for party in list.parties {
                warnings.push(format!("{} is named in a recital of another instrument, not a party", party.name));
            }
            continue;
        }
        let list = parse_name_list(text, chunk_start, group.start);
        let in_premises = group.start < window_end
            && match instrument.kind_at(group.start) {
                SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body => true,
                SegmentKind::Recording => !in_recording_certificate(instrument, group.start),
                _ => false,
            };
        let side_named_before_grant = group.start > grant_at
            && preferred.iter().any(|f: &Found| f.party.evidence.start < grant_at && same_side(f.party.role, group.role));
        if side_named_before_grant {
            for party in list.parties {
                warnings.push(format!("{} labelled after the premises named that side: not used", party.name));
            }
            continue;
        }
        let target = if in_premises { &mut preferred } else { &mut elsewhere };
        target.extend(to_found(text, list, group.role, group.rule, warnings));
    }
    if preferred.is_empty() && !elsewhere.is_empty() {
        warnings.push("parties read from labels outside the premises".to_string());
        return elsewhere;
    }
    for other in elsewhere {
        warnings.push(format!("{} labelled outside the premises: not used", other.party.name));
    }
    preferred
}

/// "that certain lease from A, as Lessor, to B, as Lessee": the second label of a recital is
/// still the recital while no clause break or operative grant comes between.
fn recital_continues(between: &str) -> bool {
    between.len() < 250 && !between.contains(';') && !between.contains("\n\n") && !OPERATIVE_GRANT.is_match(between)
}

/// Every role label in the text, adjacent labels merged, in text order.
fn label_groups(text: &str, sides: Sides, category: DocCategory) -> Vec<LabelGroup> {
    let mut labels: Vec<(usize, usize, Option<Role>, bool)> = Vec::new();
    let present = LABEL_SET.matches(text);
    for (_, pattern) in LABELS.iter().enumerate().filter(|(index, _)| present.matched(*index)) {
        for captures in pattern.captures_iter(text) {
            let Some(whole) = captures.get(0) else { continue };
            let (role, explicit) = if let Some(word) = captures.name("word") {
                label_role(word.as_str(), sides, category)
            } else if captures.name("holder").is_some() {
                // "X, the owner and holder of the lessee's interest (of the note)": the one who
                // releases or assigns what it holds.
                let releases_or_assigns =
                    matches!(category, DocCategory::LeaseRelease | DocCategory::MortgageRelease | DocCategory::LeaseAssignment);
                (releases_or_assigns.then_some(sides.first), releases_or_assigns)
            } else if let Some(part) = captures.name("part") {
                let first = part.as_str().eq_ignore_ascii_case("first");
                (Some(if first { sides.first } else { sides.second }), false)
            } else {
                (None, false)
            };
            labels.push((whole.start(), whole.end(), role, explicit));
        }
    }
    labels.sort_by_key(|&(start, end, _, _)| (start, std::cmp::Reverse(end)));
    let mut groups: Vec<(LabelGroup, bool)> = Vec::new();
    for (start, end, role, explicit) in labels {
        let Some(role) = role else { continue };
        if let Some((last, last_explicit)) = groups.last_mut() {
            let overlaps = start < last.end;
            let adjacent = !overlaps && only_glue(&text[last.end..start]);
            if overlaps || adjacent {
                if explicit && !*last_explicit {
                    last.role = role;
                    *last_explicit = true;
                }
                last.end = last.end.max(end);
                continue;
            }
        }
        let rule = if explicit { "role_label" } else { "party_of_the_part" };
        groups.push((LabelGroup { start, end, role, rule }, explicit));
    }
    groups.into_iter().map(|(group, _)| group).collect()
}

/// Text between two labels that makes them one label: punctuation, "and the".
fn only_glue(between: &str) -> bool {
    between
        .split(|c: char| c.is_whitespace() || ",.:;|".contains(c))
        .all(|w| w.is_empty() || w.eq_ignore_ascii_case("and") || w.eq_ignore_ascii_case("the"))
}

/// The role a label word gives in this category, and whether the word names the role itself.
fn label_role(word: &str, sides: Sides, category: DocCategory) -> (Option<Role>, bool) {
    // The word as `ocr_key` spells it: "asslgnor" is assignor.
    let role = match ocr_key(word).as_str() {
        "grantor" => match category {
            DocCategory::DeedOfTrust => Role::Mortgagor,
            DocCategory::LeaseAssignment => Role::Assignor,
            _ => Role::Grantor,
        },
        "grantee" => match category {
            DocCategory::LeaseAssignment => Role::Assignee,
            _ => Role::Grantee,
        },
        "lessor" => Role::Lessor,
        "lessee" => Role::Lessee,
        // In a deed or patent "X, assignee" tells how X came to hold the claim (assignee of the
        // certificate), not a role in this instrument: X takes as grantee.
        "asslgnor" if sides.first == Role::Grantor && category != DocCategory::Other => Role::Grantor,
        "asslgnee" if sides.second == Role::Grantee && category != DocCategory::Other => Role::Grantee,
        "asslgnor" => Role::Assignor,
        "asslgnee" => Role::Assignee,
        "mortgagor" => Role::Mortgagor,
        "mortgagee" | "beneflclary" => Role::Mortgagee,
        "afflant" => Role::Other,
        "releasor" | "seller" | "vendor" => return (Some(sides.first), false),
        "buyer" | "purchaser" | "vendee" => return (Some(sides.second), false),
        _ => return (None, false),
    };
    (Some(role), true)
}

/// The granting clause's parties for the sides the labels left empty.
fn granting_clause_parties(
    instrument: &Instrument,
    sides: Sides,
    category: DocCategory,
    want_first: bool,
    want_second: bool,
    warnings: &mut Vec<String>,
) -> Vec<Found> {
    let text = instrument.text.as_str();
    let Some(grant) = GRANT_TO.captures_iter(text).find(|c| is_operative_grant(instrument, c)) else {
        return Vec::new();
    };
    let (Some(whole), Some(verb)) = (grant.get(0), grant.name("verb")) else { return Vec::new() };
    let mut found = Vec::new();
    if want_first && category != DocCategory::Patent {
        let list = grantor_list(text, verb.start());
        found.extend(to_found(text, list, sides.first, "granting_clause_grantor", warnings));
    }
    if want_second {
        let upper = ceil_boundary(text, whole.end().saturating_add(250));
        let end = GRANTEE_END.find(&text[whole.end()..upper]).map_or(upper, |m| whole.end() + m.start());
        let list = parse_name_list(text, whole.end(), end);
        found.extend(to_found(text, list, sides.second, "granting_clause_grantee", warnings));
    }
    found
}

/// The names before the grant: after the latest opening word ("That", "between") that is
/// followed by a name, up to the consideration. "in hand paid by X" names the payer, who is the
/// grantee, so it never opens the grantor list; long premises put the opening word far back.
fn grantor_list(text: &str, verb_start: usize) -> NameList {
    let lower = floor_boundary(text, verb_start.saturating_sub(1000));
    let openings: Vec<usize> =
        ANCHOR.find_iter(&text[lower..verb_start]).filter(|m| !ocr_key(m.as_str()).starts_with("pald")).map(|m| lower + m.end()).collect();
    let list_from = |start: usize| {
        let end = GRANTOR_END.find(&text[start..verb_start]).map_or(verb_start, |m| start + m.start());
        parse_name_list(text, start, end)
    };
    for &start in openings.iter().rev().take(3) {
        let list = list_from(start);
        if !list.parties.is_empty() {
            return list;
        }
    }
    let list = list_from(lines_back(text, verb_start, 2).max(floor_boundary(text, verb_start.saturating_sub(400))));
    if list.parties.is_empty() {
        return subject_after_consideration(text, verb_start).unwrap_or(list);
    }
    list
}

/// "NOW THEREFORE, in consideration of Ten Dollars, LEWIS A. BRANT does hereby grant": the
/// grantor stands between the consideration's comma and the verb's auxiliary.
fn subject_after_consideration(text: &str, verb_start: usize) -> Option<NameList> {
    static AUXILIARY_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:has|have|do|does|doth)\s+(?:hereby\s+)?(?:by\s+these\s+presents\s+)?$|\bhereby\s+$")
            .expect("auxiliary pattern compiles")
    });
    let lower = floor_boundary(text, verb_start.saturating_sub(200));
    let auxiliary = AUXILIARY_END.find(&text[lower..verb_start])?;
    let subject_end = lower + auxiliary.start();
    let clause_start = text[lower..subject_end].rfind([',', ';', '\n']).map(|at| lower + at + 1)?;
    let list = parse_name_list(text, clause_start, subject_end);
    (!list.parties.is_empty()).then_some(list)
}

/// A grant of this instrument, not the recital of an earlier one ("the land conveyed to X").
fn is_operative_grant(instrument: &Instrument, grant: &regex::Captures) -> bool {
    let (Some(whole), Some(verb)) = (grant.get(0), grant.name("verb")) else { return false };
    let text = instrument.text.as_str();
    let verb_word = ocr_key(verb.as_str());
    let past = verb_word.ends_with("ed") || verb_word == "sold" || verb_word == "glven";
    let before = &text[floor_boundary(text, verb.start().saturating_sub(40))..verb.start()];
    if past && !PAST_TENSE_PREFIX.is_match(before) {
        return false;
    }
    // "ratify and confirm said lease unto X": "lease" after an article is the recited lease, not
    // a verb of this instrument.
    static ARTICLE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)\b(?:said|the|that|this|such|a|an|gas|mineral|which)\s+$").expect("article pattern compiles")
    });
    if matches!(verb_word.as_str(), "lease" | "leases") && ARTICLE_BEFORE.is_match(before) {
        return false;
    }
    // "have granted ..., and by these presents do grant": the words of a present grant, which no
    // recital uses, whatever the consideration before it mentions ("secured by deed of trust").
    let present_grant = ocr_key(whole.as_str()).contains("thesepresents");
    let context = &text[floor_boundary(text, whole.start().saturating_sub(120))..whole.end()];
    // "WHEREAS ... the claim of X for the S/2 of Section 10 ...; NOW KNOW YE, That there is
    // granted unto X": a grant after a recital that described the land reads as land text to
    // the segmentation, but the words that open it are operative.
    let operative_opening = || {
        static OPENING: LazyLock<Regex> =
            LazyLock::new(|| compile_pattern(r"(?i)\b(?:now,?\s+therefore|know\s+ye)\b").expect("operative opening pattern compiles"));
        // "NOW KNOW YE, That the United States, in consideration of the premises, ... HAVE
        // GIVEN AND GRANTED": the opening words lead the sentence that holds the grant.
        let before = &text[floor_boundary(text, whole.start().saturating_sub(300))..whole.start()];
        let sentence = before.rfind(['.', ';']).map_or(before, |at| &before[at + 1..]);
        OPENING.is_match(sentence)
    };
    (present_grant || !RECITAL.is_match(context))
        && match instrument.kind_at(whole.start()) {
            SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body => true,
            // A Louisiana act opens before the notary ("BEFORE ME, ... personally came and
            // appeared X, who declared that he does by these presents grant ..."), which reads as
            // an acknowledgment; no acknowledgment grants "by these presents".
            SegmentKind::Acknowledgment => by_these_presents(text, verb.start()),
            SegmentKind::Execution | SegmentKind::Recording => false,
            _ => operative_opening(),
        }
}

/// A partition deed is made by all the co-owners and allots to each of them: every co-owner
/// conveys the shares in the others' allotments and takes the others' shares in its own, so
/// every one is a grantor and a grantee however the deed words its grants.
fn co_owners_on_both_sides(parties: &mut Vec<PartyMatch>) {
    let named =
        |parties: &[PartyMatch], name: &str, role: Role| parties.iter().any(|p| p.role == role && name_key(&p.name) == name_key(name));
    let mut added = Vec::new();
    for party in parties.iter() {
        let other = match party.role {
            Role::Grantor => Role::Grantee,
            Role::Grantee => Role::Grantor,
            _ => continue,
        };
        if !named(parties, &party.name, other) && !named(&added, &party.name, other) {
            added.push(PartyMatch { role: other, ..party.clone() });
        }
    }
    parties.extend(added);
}

/// "does by these presents grant": the words of a present grant right before its verb.
fn by_these_presents(text: &str, verb_start: usize) -> bool {
    static PRESENTS: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:do|does|doth)\s+(?:hereby\s+)?by\s+these\s+presents\s*,?\s*$")
            .expect("by-these-presents pattern compiles")
    });
    PRESENTS.is_match(&text[floor_boundary(text, verb_start.saturating_sub(60))..verb_start])
}

/// A patent's grantor is the sovereign, never the official who signs for it.
fn sovereign(text: &str) -> Option<Found> {
    static SOVEREIGN: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"\b(?i:the\s+)?(?:(?i:state\s+[o0]f)\s+[A-Z][A-Za-z]+(?:[ \t]+[A-Z][a-z]+)?|(?i:un[il1]ted\s+states\s+[o0]f\s+amer[il1]ca)|(?i:commonwealth\s+[o0]f)\s+[A-Z][A-Za-z]+)")
            .expect("sovereign pattern compiles")
    });
    let found = SOVEREIGN.find(text)?;
    let name = found.as_str().split_whitespace().map(mend_sovereign_word).collect::<Vec<_>>().join(" ");
    Some(Found {
        party: PartyMatch {
            name,
            role: Role::Grantor,
            entity_type: EntityType::Government,
            capacity: None,
            aliases: Vec::new(),
            evidence: Evidence::new("patent_sovereign", text, found.start(), found.end()),
        },
        list: found.start(),
    })
}

/// "STATE 0F TEXAS", "UNlTED STATES": the pattern reads a sovereign's words through OCR
/// confusions, and the name gives them back in the case of the word around them.
fn mend_sovereign_word(word: &str) -> String {
    let capitals = word.chars().filter(|c| c.is_alphabetic() && *c != 'l').all(char::is_uppercase);
    word.chars()
        .map(|c| match c {
            '0' if capitals => 'O',
            '0' => 'o',
            '1' | 'l' if capitals => 'I',
            '1' => 'i',
            other => other,
        })
        .collect()
}

fn to_found(text: &str, list: NameList, role: Role, rule: &'static str, warnings: &mut Vec<String>) -> Vec<Found> {
    warnings.extend(list.warnings);
    let list_id = list.parties.first().map_or(0, |p| p.start);
    list.parties
        .into_iter()
        .map(|named| Found {
            party: PartyMatch {
                name: named.name,
                role,
                entity_type: named.entity_type,
                capacity: named.capacity,
                aliases: Vec::new(),
                evidence: Evidence::new(rule, text, named.start, named.end),
            },
            list: list_id,
        })
        .collect()
}

/// One party per name and role, the first mention kept, in text order.
fn dedupe(mut found: Vec<Found>, warnings: &mut Vec<String>) -> Vec<PartyMatch> {
    found.sort_by_key(|f| (f.party.evidence.start, f.party.evidence.end));
    let mut kept: Vec<(PartyMatch, usize)> = Vec::new();
    for candidate in found {
        let key = name_key(&candidate.party.name);
        let duplicate = kept.iter().any(|(k, list)| {
            k.evidence.start == candidate.party.evidence.start
                || (k.role == candidate.party.role && *list != candidate.list && name_key(&k.name) == key)
        });
        if duplicate {
            warnings.push(format!("{} mentioned again at {}", candidate.party.name, candidate.party.evidence.start));
        } else {
            kept.push((candidate.party, candidate.list));
        }
    }
    kept.into_iter().map(|(party, _)| party).collect()
}

fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric() || c.is_whitespace())
        .collect::<String>()
        .to_uppercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where the `count`-th non-blank line before the line holding `at` starts: without an opening
/// word ("between", "That"), a party list is taken to sit on the lines just before its label.
fn lines_back(text: &str, at: usize, count: usize) -> usize {
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

/// Where a party list without an opening word starts: on the line before its label, unless
/// that line is a form field ("Effective Date: July 1, 2018"), which no name list runs through.
fn list_lines_back(text: &str, at: usize) -> usize {
    static FORM_FIELD: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"^[ \t]*[A-Za-z][A-Za-z' ]{1,30}:[ \t]*\S").expect("form field pattern compiles"));
    let own_line = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let previous = lines_back(text, at, 1);
    if previous < own_line && FORM_FIELD.is_match(&text[previous..own_line]) { own_line } else { previous }
}

fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn ceil_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dower_check_from_the_release_word_agrees_with_the_whole_text_search() {
        for text in [
            "MARY DOE joins to RELEASE and relinquish her DOWER and homestead rights.",
            "Dower is not released here; the lessee may release the lease.",
            "relea\u{17f}e of dower",
            "quitclaims all homestead",
            "no such words",
        ] {
            assert_eq!(dower_released(text, &LoweredText::new(text)), DOWER_RELEASE.is_match(text), "{text}");
        }
    }

    fn run(text: &str, category: DocCategory) -> PartiesExtraction {
        extract(&Instrument::from_raw(text), category)
    }

    #[test]
    fn keyword_suffixes_become_ascii_and_name_classes_stay_unicode() {
        assert_eq!(ascii_word_suffixes(r"bargain\w*\s+"), r"bargain[0-9A-Za-z_]*\s+");
        assert_eq!(ascii_word_suffixes(r"of\s+[\w.]+(?:\s+[A-Z][\w.]*)"), r"of\s+[\w.]+(?:\s+[A-Z][\w.]*)");
        assert_eq!(ascii_word_suffixes(r"thr\w*\(s\)[^\]]\w"), r"thr[0-9A-Za-z_]*\(s\)[^\]][0-9A-Za-z_]");
    }

    #[test]
    fn verb_suffix_pattern_still_reads_accented_names_in_brackets() {
        let pattern = compile_pattern(r"(?i)\bheirs\s+of\s+(?P<name>[\w.]+)\s+were\b").expect("compiles");
        let found = pattern.captures("the heirs of José were").and_then(|c| c.name("name")).map(|m| m.as_str());
        assert_eq!(found, Some("José"));
        let grant = compile_pattern(r"(?i)\bbargain\w*\s+unto\b").expect("compiles");
        assert!(grant.is_match("has Bargained unto"));
    }

    #[test]
    fn label_set_holds_every_label_form_in_order() {
        assert_eq!(LABEL_SET.len(), LABELS.len());
        let text = "JOHN SMITH, hereinafter called Grantor, and MARY JONES, as Grantee";
        let present = LABEL_SET.matches(text);
        for (index, label) in LABELS.iter().enumerate() {
            assert_eq!(present.matched(index), label.is_match(text), "label form {index}");
        }
    }

    fn named(text: &str, category: DocCategory) -> Vec<(String, Role)> {
        run(text, category).parties.into_iter().map(|p| (p.name, p.role)).collect()
    }

    fn pair(name: &str, role: Role) -> (String, Role) {
        (name.to_string(), role)
    }

    #[test]
    fn deed_couple_called_grantors_conveys_unto_single_man() {
        let text = "WARRANTY DEED\nTHE STATE OF TEXAS §\nCOUNTY OF WARD §\nKNOW ALL MEN BY THESE PRESENTS: That \
WILLIAM T. HARGROVE and wife, ELLEN R. HARGROVE, of Ward County, Texas, hereinafter called Grantors, for and in \
consideration of Ten Dollars, have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto \
CLAYTON J. MERRIWEATHER, a single man, of Midland County, Texas, hereinafter called Grantee, the following described land.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![
                pair("WILLIAM T. HARGROVE", Role::Grantor),
                pair("ELLEN R. HARGROVE", Role::Grantor),
                pair("CLAYTON J. MERRIWEATHER", Role::Grantee)
            ]
        );
    }

    #[test]
    fn louisiana_act_of_sale_the_one_who_appears_before_the_notary_is_the_vendor() {
        let cash_sale = "CASH SALE\nSTATE OF LOUISIANA\nPARISH OF RAPIDES\nBE IT KNOWN, that on this 14th day of March, 1947, \
BEFORE ME, the undersigned authority, a Notary Public in and for said Parish, personally came and appeared HENRY P. LANDRY, \
a married man, who declared that for the price below he does by these presents grant, bargain, sell, convey, transfer, \
assign, set over, abandon and deliver, with all legal warranties and with full substitution and subrogation, unto \
CLARENCE DUPUIS, herein present, accepting and purchasing, the following described property: Lot 3 of Section 8.\n";
        assert_eq!(
            named(cash_sale, DocCategory::Deed),
            vec![pair("HENRY P. LANDRY", Role::Grantor), pair("CLARENCE DUPUIS", Role::Grantee)]
        );
        let vendee_named = "SALE OF LAND\nBEFORE ME, the undersigned Notary Public, personally came and appeared: MARIE T. BOUDREAUX, \
widow of Felix Guidry, residing in Lafayette Parish, who declared that she does by these presents sell, convey and deliver \
unto PAUL A. THERIOT, herein called vendee, the land described below.\n";
        assert_eq!(
            named(vendee_named, DocCategory::Deed),
            vec![pair("MARIE T. BOUDREAUX", Role::Grantor), pair("PAUL A. THERIOT", Role::Grantee)]
        );
        let couple = "SALE OF MINERAL RIGHTS\nSTATE OF LOUISIANA\nPARISH OF DE SOTO\nBEFORE ME, the undersigned authority, \
personally came and appeared JOSEPH A. MOREAU and his wife, ELISE B. MOREAU, residents of De Soto Parish, hereinafter called \
vendor, who declared that they do by these presents grant, bargain, sell, convey and deliver unto ARKLA MINERALS COMPANY, \
herein called vendee, an undivided one-half of the minerals under the land described below.\n";
        let found = named(couple, DocCategory::MineralDeed);
        assert_eq!(
            found,
            vec![
                pair("JOSEPH A. MOREAU", Role::Grantor),
                pair("ELISE B. MOREAU", Role::Grantor),
                pair("ARKLA MINERALS COMPANY", Role::Grantee)
            ]
        );
    }

    #[test]
    fn a_guarantee_of_title_between_the_verbs_and_unto_still_reads_the_grant() {
        for warranty in
            ["with full guarantee of title", "with full warranty", "with general warranty of title", "with all legal warranties"]
        {
            let text = format!(
                "Cash Deed\nKnow all men by these presents that WILLIE MAE JOHNSON, a widow, for and in consideration of One Thousand \
Dollars cash, does hereby grant, bargain, sell, convey and deliver, {warranty}, unto ROBERT L. HAYES, the following described property: Lot 6.\n"
            );
            assert_eq!(
                named(&text, DocCategory::Deed),
                vec![pair("WILLIE MAE JOHNSON", Role::Grantor), pair("ROBERT L. HAYES", Role::Grantee)],
                "{warranty}"
            );
        }
    }

    #[test]
    fn a_defined_term_party_on_the_line_after_a_form_date() {
        let text = "ASSIGNMENT OF OIL AND GAS LEASES\nEffective Date: July 1, 2018\nESCALERA BASIN RESOURCES, LP, a Texas limited \
partnership (\"Assignor\"), for Ten Dollars, does hereby assign, transfer and set over unto HARBOR POINT ENERGY II, LLC, a \
Delaware limited liability company (\"Assignee\"), all of Assignor's interest in the leases described in Exhibit A.\n";
        let found = run(text, DocCategory::LeaseAssignment);
        let named: Vec<(String, Role)> = found.parties.iter().map(|p| (p.name.clone(), p.role)).collect();
        assert_eq!(
            named,
            vec![pair("ESCALERA BASIN RESOURCES, LP", Role::Assignor), pair("HARBOR POINT ENERGY II, LLC", Role::Assignee)],
            "{found:?}"
        );
    }

    #[test]
    fn the_grantee_list_ends_where_the_land_begins() {
        for land in [
            "the NE/4 of Section 10",
            "the N½ of Section 10",
            "the Northeast Quarter of Section 10",
            "all of the SW/4 of Section 3",
            "Lots 3 and 4 of Block 9",
            "the West Half of Section 2",
        ] {
            let text = format!(
                "CONTRACT\nNOW THEREFORE, in consideration of Ten Dollars, LEWIS A. BRANT does hereby grant, bargain, sell and convey \
unto MARION K. DELL {land}, Garvin County, Oklahoma.\nDated this 1st day of March, 1950.\n"
            );
            assert_eq!(
                named(&text, DocCategory::Deed),
                vec![pair("LEWIS A. BRANT", Role::Grantor), pair("MARION K. DELL", Role::Grantee)],
                "{land}"
            );
        }
    }

    #[test]
    fn an_appearance_in_the_acknowledgment_is_not_the_vendor() {
        let deed = "DEED\nKNOW ALL MEN BY THESE PRESENTS: That for Ten Dollars paid, the land below is hereby conveyed unto \
OWEN F. PRICE, his heirs and assigns, the following described land: Lot 3 of Section 8.\nSTATE OF LOUISIANA, PARISH OF CADDO\nBEFORE ME, the undersigned authority, personally came and appeared \
GRACE L. TOWNE, who acknowledged the foregoing.\n";
        let found = run(deed, DocCategory::Deed).parties;
        assert!(found.iter().all(|p| p.name != "GRACE L. TOWNE"), "{found:?}");
    }

    #[test]
    fn form_labels_before_the_names_and_boxes_with_the_name_below() {
        let short_form = "SPECIAL WARRANTY DEED\nDate: August 30, 2019\nGRANTOR: DONALD R. MCKAY and wife, SUSAN L. MCKAY\n\
Grantor's Mailing Address: 401 Oak Street, Midland, Texas 79701\nGRANTEE: LONE MESA HOLDINGS, LLC, a Texas limited liability company\n\
Grantee's Mailing Address: 1200 Main Street, Fort Worth, Texas 76102\nConsideration: Ten Dollars.\n";
        assert_eq!(
            named(short_form, DocCategory::SpecialWarrantyDeed),
            vec![
                pair("DONALD R. MCKAY", Role::Grantor),
                pair("SUSAN L. MCKAY", Role::Grantor),
                pair("LONE MESA HOLDINGS, LLC", Role::Grantee)
            ]
        );
        let state_lease = "STATE OF WYOMING\nOIL AND GAS LEASE\nLease No. 07-00123\nLessee:\nNORTHERN PLAINS EXPLORATION, INC.\n\
PO Box 1200, Casper, WY 82602\nThe State of Wyoming, acting by and through its Board of Land Commissioners, hereby leases to \
the Lessee the lands below.\n";
        assert!(named(state_lease, DocCategory::OilGasLease).contains(&pair("NORTHERN PLAINS EXPLORATION, INC.", Role::Lessee)));
        let federal_grant = "UNITED STATES DEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\nRIGHT-OF-WAY GRANT\nHolder:\n\
SAGE CREEK GATHERING, LLC\n1. A right-of-way is hereby granted for a gas pipeline.\n";
        let found = named(federal_grant, DocCategory::RightOfWay);
        assert!(found.contains(&pair("SAGE CREEK GATHERING, LLC", Role::Grantee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.contains("United States") && *role == Role::Grantor), "{found:?}");
        let lessor_box = "OIL AND GAS LEASE\nLESSOR: HAROLD COLE, a single man\nLESSEE: SUNDANCE PETROLEUM CORPORATION\n\
Lessor hereby leases to Lessee the NW/4 of Section 32.\n";
        assert_eq!(
            named(lessor_box, DocCategory::OilGasLease),
            vec![pair("HAROLD COLE", Role::Lessor), pair("SUNDANCE PETROLEUM CORPORATION", Role::Lessee)]
        );
    }

    #[test]
    fn the_box_of_a_recited_lease_names_only_the_parties_domain_gives_the_instrument() {
        let release = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS that BIG HORN OIL COMPANY, being the present \
owner of all of the lessee's interest in and under the following Oil and Gas Lease:\nLessor: Amos J. Larkin and Vera M. Larkin\n\
Lessee: Trinidad Exploration Corp.\nDated: March 2, 1969\ndoes hereby release and surrender unto the lessor all of its \
right, title and interest in said lease.\n";
        let found = named(release, DocCategory::LeaseRelease);
        assert!(found.contains(&pair("BIG HORN OIL COMPANY", Role::Lessee)), "{found:?}");
        assert!(
            found.contains(&pair("Amos J. Larkin", Role::Lessor)) && found.contains(&pair("Vera M. Larkin", Role::Lessor)),
            "{found:?}"
        );
        assert!(!found.iter().any(|(name, _)| name.starts_with("Trinidad")), "{found:?}");
        let assignment = "ASSIGNMENT OF OIL AND GAS LEASE\nLessor: Amos J. Larkin\nLessee: Trinidad Exploration Corp.\n\
KNOW ALL MEN BY THESE PRESENTS: That TRINIDAD EXPLORATION CORP., hereinafter called Assignor, does hereby assign, transfer \
and set over unto MESA VERDE OIL, LLC, hereinafter called Assignee, all of its interest in the lease described above.\n";
        assert_eq!(
            named(assignment, DocCategory::LeaseAssignment),
            vec![pair("TRINIDAD EXPLORATION CORP.", Role::Assignor), pair("MESA VERDE OIL, LLC", Role::Assignee)]
        );
    }

    #[test]
    fn a_patentee_after_a_long_opening_is_the_grantee() {
        let patent = "THE UNITED STATES OF AMERICA,\nTo all to whom these Presents shall come, Greeting:\nWHEREAS Josiah Whitfield \
has deposited in the General Land Office a Certificate of the Register of the Land Office at Palmyra, whereby it appears \
that full payment has been made for the West half of the North East quarter of Section twenty-two.\nNOW KNOW YE, That the \
United States of America, in consideration of the premises, and in conformity with the several acts of Congress, HAVE GIVEN \
AND GRANTED, and by these presents DO GIVE AND GRANT, unto the said Josiah Whitfield, and to his heirs, the said tract.\n";
        let found = named(patent, DocCategory::Patent);
        assert!(found.contains(&pair("Josiah Whitfield", Role::Grantee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.contains("UNITED STATES") && *role == Role::Grantor), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Register")), "{found:?}");
    }

    #[test]
    fn clause_words_and_officials_are_never_parties() {
        for name in ["NOW THEREFORE", "THEREFORE NOW", "CONTRACT WHEREAS", "BEFORE ME", "WITNESSETH"] {
            assert_eq!(names::clean_name(name), None, "{name}");
        }
        let list = names::parse_name_list("ELMER POOLE, Justice of the Peace", 0, "ELMER POOLE, Justice of the Peace".len());
        assert!(list.parties.is_empty(), "{:?}", list.parties);
    }

    #[test]
    fn a_pipeline_company_keeps_its_whole_name_and_the_grantors_are_found() {
        let text = "RIGHT OF WAY AGREEMENT\nKNOW ALL MEN BY THESE PRESENTS, That We, Garnet L. Swiger and Estella M. Swiger, his wife, \
of Harrison County, West Virginia, for and in consideration of One Dollar, do hereby grant and convey unto ALLEGHENY FRONT \
TRANSMISSION CORPORATION, a Delaware corporation, its successors and assigns, a right of way for a pipe line.\n";
        assert_eq!(
            named(text, DocCategory::RightOfWay),
            vec![
                pair("Garnet L. Swiger", Role::Grantor),
                pair("Estella M. Swiger", Role::Grantor),
                pair("ALLEGHENY FRONT TRANSMISSION CORPORATION", Role::Grantee)
            ]
        );
    }

    #[test]
    fn quoted_nicknames_are_dropped_and_abbreviated_given_names_kept() {
        let text = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS: That William B. \"Bud\" Tillery and Thos. Tillery, for Ten Dollars, \
do hereby grant, bargain, sell and convey unto Cahaba Southern Savings Bank, F.S.B., the land below.\n";
        let found = named(text, DocCategory::WarrantyDeed);
        assert_eq!(found[0], pair("William B. Tillery", Role::Grantor));
        assert_eq!(found[1], pair("Thos. Tillery", Role::Grantor));
        assert!(found[2].0.starts_with("Cahaba Southern Savings Bank, F.S.B"), "{found:?}");
        assert_eq!(names::clean_name("JOHN \u{201c}JACK\u{201d} MARLOW"), Some("JOHN MARLOW".to_string()));
        assert_eq!(names::clean_name("Wm. \"Billy\" Rourke"), Some("Wm. Rourke".to_string()));
    }

    #[test]
    fn every_co_owner_of_a_partition_deed_is_grantor_and_grantee() {
        let text = "PARTITION DEED\nTHIS PARTITION DEED made this 4th day of April, 1962, by and between ARTHUR B. NEAL, ROSE NEAL MOORE \
and CARL T. NEAL, who own in equal undivided shares the N/2 of Section 8. The parties do hereby partition said land, and \
ARTHUR B. NEAL, ROSE NEAL MOORE and CARL T. NEAL do hereby grant and convey unto ARTHUR B. NEAL the NW/4 of said Section 8.\n";
        let found = named(text, DocCategory::PartitionDeed);
        for name in ["ARTHUR B. NEAL", "ROSE NEAL MOORE", "CARL T. NEAL"] {
            assert!(found.contains(&pair(name, Role::Grantor)), "{name}: {found:?}");
            assert!(found.contains(&pair(name, Role::Grantee)), "{name}: {found:?}");
        }
        assert_eq!(found.len(), 6, "{found:?}");
        let labelled = "DEED OF PARTITION\nKNOW ALL MEN BY THESE PRESENTS: That IRA COLE and EVA COLE MARSH, hereinafter called \
Grantors, do hereby grant and convey unto EVA COLE MARSH, as Grantee, the S/2 of Section 4 as her share.\n";
        let found = named(labelled, DocCategory::PartitionDeed);
        assert!(found.contains(&pair("IRA COLE", Role::Grantee)) && found.contains(&pair("EVA COLE MARSH", Role::Grantor)), "{found:?}");
        assert_eq!(found.len(), 4, "{found:?}");
    }

    #[test]
    fn a_ratification_reciting_the_lease_by_its_date_keeps_the_recited_lessor_out() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, by oil and gas lease dated May 3, 1970, HENRY OLDS, as Lessor, \
leased to CITIES SERVICE OIL COMPANY, as Lessee, the SW/4 of Section 9; and\nWHEREAS, the undersigned, MARTHA OLDS ROSS, is \
the owner of an undivided interest in the minerals under said land;\nNOW, THEREFORE, the undersigned does hereby ratify, \
adopt and confirm said lease unto CITIES SERVICE OIL COMPANY, its successors and assigns.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert!(!found.iter().any(|(name, _)| name == "HENRY OLDS"), "{:?}", run(text, DocCategory::LeaseRatification));
        assert!(found.contains(&pair("MARTHA OLDS ROSS", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("CITIES SERVICE OIL COMPANY", Role::Lessee)), "{found:?}");
        assert!(!found.contains(&pair("CITIES SERVICE OIL COMPANY", Role::Lessor)), "{found:?}");
    }

    #[test]
    fn a_form_that_labels_only_the_lessor_names_the_lessee_after_and() {
        let text = "OIL AND GAS LEASE\nThis indenture of lease entered into by and between the State of Wyoming, acting by and \
through its Board of Land Commissioners, as lessor, and\nHARLAN D. MACK, JR.\n\nSection 1. PURPOSE. The lessor, in \
consideration of the rents and royalties to be paid, does hereby grant and lease to the lessee the exclusive right to drill.\n";
        let found = named(text, DocCategory::OilGasLease);
        assert!(found.contains(&pair("HARLAN D. MACK, JR.", Role::Lessee)), "{found:?}");
        let specks = text.replace("as lessor, and\nHARLAN", "as lessor, and\nI\nHARLAN");
        assert!(named(&specks, DocCategory::OilGasLease).contains(&pair("HARLAN D. MACK, JR.", Role::Lessee)));
        let both_labelled = "OIL AND GAS LEASE\nThis lease made between CARL OWENS, as Lessor, and\nPERMIAN ENERGY COMPANY, as Lessee,\n\
does hereby grant, demise, lease and let unto Lessee the NE/4 of Section 20.\n";
        assert_eq!(
            named(both_labelled, DocCategory::OilGasLease),
            vec![pair("CARL OWENS", Role::Lessor), pair("PERMIAN ENERGY COMPANY", Role::Lessee)]
        );
    }

    #[test]
    fn evidence_spans_point_at_the_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That OSCAR T. LINDQUIST, a single man, hereinafter called Grantor, \
does hereby grant unto PERRY ALDEN, hereinafter called Grantee, the following land.\n";
        let instrument = Instrument::from_raw(text);
        let extraction = extract(&instrument, DocCategory::Deed);
        let first = &extraction.parties[0];
        assert_eq!(first.evidence.rule, "role_label");
        assert_eq!(&instrument.text[first.evidence.start..first.evidence.end], "OSCAR T. LINDQUIST");
    }

    #[test]
    fn lease_between_widow_as_lessor_and_oil_company_lessee() {
        let text = "OIL AND GAS LEASE\nThis Oil and Gas Lease made this 4th day of June, 1957, between ROSALIE P. VANCE, \
a widow, as Lessor, and Pecos Valley Oil Company, Lessee, WITNESSETH: Lessor in consideration of Ten Dollars hereby \
grants, leases and lets exclusively unto Lessee the following land.\n";
        let extraction = run(text, DocCategory::OilGasLease);
        let found: Vec<(String, Role, EntityType)> = extraction.parties.into_iter().map(|p| (p.name, p.role, p.entity_type)).collect();
        assert_eq!(
            found,
            vec![
                ("ROSALIE P. VANCE".to_string(), Role::Lessor, EntityType::Person),
                ("Pecos Valley Oil Company".to_string(), Role::Lessee, EntityType::Organization)
            ]
        );
    }

    #[test]
    fn lessors_listed_with_shared_address_and_company_designators() {
        let text = "THIS AGREEMENT made this 9 day of May, 2006 between Dale R. Whitcomb, Harlan Bluff Partners, Ltd., \
a Texas limited partnership, and Nora J. Keel, whose address is 410 Main Street, Suite 12, Abilene, Texas 79601 herein \
called Lessor (whether one or more) and Red Mesa Exploration, Inc. whose address is 88 Elm Street, Tulsa, Oklahoma, Lessee:\n\
1. Lessor hereby grants, leases and lets exclusively unto Lessee the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![
                pair("Dale R. Whitcomb", Role::Lessor),
                pair("Harlan Bluff Partners, Ltd.", Role::Lessor),
                pair("Nora J. Keel", Role::Lessor),
                pair("Red Mesa Exploration, Inc.", Role::Lessee)
            ]
        );
    }

    #[test]
    fn assignment_with_parenthetical_defined_terms() {
        let text = "ASSIGNMENT OF OIL AND GAS LEASES\nThis Assignment is made by and between Brazos Fork Energy, L.P., a \
Texas limited partnership (\"Assignor\"), whose address is 100 Commerce Street, Fort Worth, Texas 76102, and Caprock \
Minerals, LLC, a Delaware limited liability company (\"Assignee\"). Assignor hereby assigns to Assignee all of its interest.\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("Brazos Fork Energy, L.P.", Role::Assignor), pair("Caprock Minerals, LLC", Role::Assignee)]
        );
    }

    #[test]
    fn assignee_introduced_after_the_assigning_words() {
        let text = "KNOW ALL MEN BY THESE PRESENTS:\nSandhill Operating Company, a Texas corporation, hereinafter referred \
to as Assignor, hereby assigns, conveys and quitclaims to Lone Draw Resources LP, a Texas limited partnership, \
hereinafter referred to as Assignee, all of Assignor's interest in the leases in Exhibit A.\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("Sandhill Operating Company", Role::Assignor), pair("Lone Draw Resources LP", Role::Assignee)]
        );
    }

    #[test]
    fn release_names_the_releasing_lessee_and_the_lessor() {
        let text = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS: That Sabine Ridge Petroleum Corporation, \
hereinafter called Releasor, does hereby release and relinquish unto LUTHER M. OAKES, Lessor, his heirs and assigns, all \
of its right under the lease.\n";
        assert_eq!(
            named(text, DocCategory::LeaseRelease),
            vec![pair("Sabine Ridge Petroleum Corporation", Role::Lessee), pair("LUTHER M. OAKES", Role::Lessor)]
        );
    }

    #[test]
    fn parties_of_the_first_and_second_part() {
        let text = "THIS DEED, made this 2nd day of May, 1979, by and between HOMER B. TATE, JR., a married man dealing \
in his sole and separate property, parties of the first part, and GRETA MAE DILLARD, party of the second part.\n\
WITNESSETH, that the said party of the first part does hereby grant and convey unto the said party of the second part.\n";
        assert_eq!(
            named(text, DocCategory::Deed),
            vec![pair("HOMER B. TATE, JR.", Role::Grantor), pair("GRETA MAE DILLARD", Role::Grantee)]
        );
    }

    #[test]
    fn granting_clause_gives_roles_when_no_label_does() {
        let text = "GENERAL WARRANTY DEED\nRALPH T. OGDEN and BEULAH M. OGDEN, husband and wife, of Holmes County, Ohio\n\
for valuable consideration paid, grant(s), with general warranty covenants, to NELSON P. FRY, whose tax-mailing address \
is 12 Pike Road, the following real property.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("RALPH T. OGDEN", Role::Grantor), pair("BEULAH M. OGDEN", Role::Grantor), pair("NELSON P. FRY", Role::Grantee)]
        );
    }

    #[test]
    fn heirship_affidavit_names_decedent_heirs_and_affiant() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, on this day personally appeared NORA LEE \
PRUITT, who being by me first duly sworn, upon her oath deposed and said that JOHN DOE, Deceased, died intestate on May 2, \
1961, survived by his wife MARY DOE and his children ROBERT DOE and SUSAN DOE, his only heirs at law.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("NORA LEE PRUITT", Role::Other),
                pair("JOHN DOE", Role::Decedent),
                pair("MARY DOE", Role::Heir),
                pair("ROBERT DOE", Role::Heir),
                pair("SUSAN DOE", Role::Heir)
            ]
        );
    }

    #[test]
    fn probate_heir_table_and_not_the_executrix_or_adjoining_heirs() {
        let text = "CERTIFICATE FOR TRANSFER OF REAL ESTATE\nIn the Matter of the Estate of Amos R. Kettering, deceased.\n\
that on June 2, 1940, Clara B. Voss was appointed Executrix of his estate; beginning at the corner of lands of the heirs \
of Jacob Lind, deceased; The persons inheriting said real estate are as follows:\nNAME : AGE : ADDRESS : RELATIONSHIP\n\
Hattie M. Kettering : Adult : Zanesville, Ohio : Widow\n\nIt is ordered that the real estate be transferred.\n";
        assert_eq!(
            named(text, DocCategory::Probate),
            vec![pair("Amos R. Kettering", Role::Decedent), pair("Hattie M. Kettering", Role::Heir)]
        );
    }

    #[test]
    fn patent_grantor_is_the_state_not_the_governor() {
        let text = "THE STATE OF TEXAS\nKNOW ALL MEN BY THESE PRESENTS: That I, DAN MOODY, Governor of the State of \
Texas, by virtue of the authority vested in me, do hereby grant unto AMOS T. BRANNIGAN, his heirs and assigns, the \
following land.\n";
        let extraction = run(text, DocCategory::Patent);
        let found: Vec<(String, Role, EntityType)> = extraction.parties.into_iter().map(|p| (p.name, p.role, p.entity_type)).collect();
        assert_eq!(
            found,
            vec![
                ("THE STATE OF TEXAS".to_string(), Role::Grantor, EntityType::Government),
                ("AMOS T. BRANNIGAN".to_string(), Role::Grantee, EntityType::Person)
            ]
        );
    }

    #[test]
    fn corporate_signature_block_yields_no_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That PERMIAN LAND COMPANY, a Texas corporation, hereinafter called \
Grantor, does hereby grant, sell and convey unto ESTELLE M. PARR, hereinafter called Grantee, the land.\n\
IN WITNESS WHEREOF, Grantor has executed this deed this 3rd day of March, 1962.\nPERMIAN LAND COMPANY\n\
By: Harold J. Finch, President\nATTEST: Lois Grady, Secretary\n\
BEFORE ME, the undersigned Notary Public, on this day personally appeared Harold J. Finch, President of said corporation.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("PERMIAN LAND COMPANY", Role::Grantor), pair("ESTELLE M. PARR", Role::Grantee)]
        );
    }

    #[test]
    fn recitals_and_adjoiners_yield_no_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That EDNA FAYE COLTON, a widow, hereinafter called Grantor, does \
hereby grant unto MILO K. ABERNATHY, hereinafter called Grantee, the following described land, to-wit: 40 acres bounded \
on the north by lands of Jones, being the same land conveyed to Otis Wheeler by Martha Crane by deed recorded in Volume \
88, Page 412, and subject to that certain lease from Otis Wheeler, as lessor, to Gulf Coast Oil Co., as lessee.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("EDNA FAYE COLTON", Role::Grantor), pair("MILO K. ABERNATHY", Role::Grantee)]);
    }

    #[test]
    fn et_ux_with_named_spouse_gives_two_parties() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That John Pruett et ux, Mary Pruett, hereinafter called Grantors, do \
hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        assert_eq!(
            named(text, DocCategory::Deed),
            vec![pair("John Pruett", Role::Grantor), pair("Mary Pruett", Role::Grantor), pair("Carl Webb", Role::Grantee)]
        );
    }

    #[test]
    fn et_ux_without_spouse_gives_one_party_and_a_warning() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That John Pruett et ux, hereinafter called Grantors, do hereby grant \
unto Carl Webb, hereinafter called Grantee, the land.\n";
        let extraction = run(text, DocCategory::Deed);
        assert_eq!(extraction.parties.len(), 2);
        assert_eq!(extraction.parties[0].name, "John Pruett");
        assert!(extraction.warnings.iter().any(|w| w.contains("et ux")));
    }

    #[test]
    fn couple_sharing_a_surname_gives_two_full_names() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That John and Mary Smith, husband and wife, hereinafter called \
Grantors, do hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        assert_eq!(
            named(text, DocCategory::Deed),
            vec![pair("John Smith", Role::Grantor), pair("Mary Smith", Role::Grantor), pair("Carl Webb", Role::Grantee)]
        );
    }

    #[test]
    fn surname_first_names_are_kept_as_written() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That Smith, John A., hereinafter called Grantor, does hereby grant \
unto Carl Webb, hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::Deed)[0], pair("Smith, John A.", Role::Grantor));
    }

    #[test]
    fn trustee_bank_keeps_capacity_out_of_the_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That First National Bank of Pecos, Trustee of the Ames Family Trust, \
hereinafter called Grantor, does hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        let first = run(text, DocCategory::Deed).parties.remove(0);
        assert_eq!(first.name, "First National Bank of Pecos");
        assert_eq!(first.capacity.as_deref(), Some("Trustee of the Ames Family Trust"));
        assert_eq!(first.entity_type, EntityType::Trust);
    }

    #[test]
    fn estate_and_executrix_acting_for_it() {
        let estate = "KNOW ALL MEN BY THESE PRESENTS: That the Estate of Walter P. Greer, Deceased, hereinafter called \
Grantor, does hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        let first = run(estate, DocCategory::Deed).parties.remove(0);
        assert_eq!((first.name.as_str(), first.entity_type), ("Estate of Walter P. Greer", EntityType::Estate));

        let executrix = "KNOW ALL MEN BY THESE PRESENTS: That IDA GREER, Independent Executrix of the Estate of Walter P. \
Greer, Deceased, hereinafter called Grantor, does hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        let first = run(executrix, DocCategory::Deed).parties.remove(0);
        assert_eq!(first.name, "IDA GREER");
        assert_eq!(first.capacity.as_deref(), Some("Independent Executrix of the Estate of Walter P. Greer"));
        assert_eq!(first.entity_type, EntityType::Estate);
    }

    #[test]
    fn government_acting_through_its_agency() {
        let text = "This lease entered into by and between the State of Wyoming, acting by and through its Board of Land \
Commissioners, as lessor, and Clyde R. Haskins, as lessee. The lessor does hereby grant and lease to the lessee the land.\n";
        let extraction = run(text, DocCategory::OilGasLease);
        let first = &extraction.parties[0];
        assert_eq!(first.name, "State of Wyoming, Board of Land Commissioners");
        assert_eq!(first.entity_type, EntityType::Government);
        assert_eq!(extraction.parties[1].name, "Clyde R. Haskins");
    }

    #[test]
    fn company_with_ampersand_is_one_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That CLEO BANKS, a feme sole, hereinafter called Grantor, does hereby \
grant unto Humble Oil & Refining Company, hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::MineralDeed)[1], pair("Humble Oil & Refining Company", Role::Grantee));
    }

    #[test]
    fn long_clause_text_is_not_a_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That the Undersigned Owners Of All The Lands Lying In The Said Draw \
Near The Old Mill And The River Crossing Road, hereinafter called Grantors, do hereby grant unto Carl Webb, the land.\n";
        let extraction = run(text, DocCategory::Deed);
        assert_eq!(extraction.parties.iter().filter(|p| p.role == Role::Grantor).count(), 0);
        assert!(extraction.warnings.iter().any(|w| w.starts_with("not read as a name")));
    }

    #[test]
    fn deed_of_trust_grantor_is_mortgagor_and_beneficiary_mortgagee() {
        let text = "DEED OF TRUST\nKNOW ALL MEN BY THESE PRESENTS: That LYLE B. ORTEGA, a single man, hereinafter called \
Grantor, does hereby grant and convey unto R. T. SIMMS, Trustee, for the benefit of Big Spring Savings Association, \
hereinafter called Beneficiary, the following land.\n";
        let found = named(text, DocCategory::DeedOfTrust);
        assert_eq!(found[0], pair("LYLE B. ORTEGA", Role::Mortgagor));
        assert_eq!(found[1], pair("Big Spring Savings Association", Role::Mortgagee));
        assert_eq!(found.len(), 2);
    }

    #[test]
    fn ratifying_owner_is_lessor() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS: That VERA J. COLLINS, a widow, \
hereinafter called Lessor, does hereby ratify and confirm the lease unto Ector Basin Oil Company, as Lessee.\n";
        assert_eq!(
            named(text, DocCategory::LeaseRatification),
            vec![pair("VERA J. COLLINS", Role::Lessor), pair("Ector Basin Oil Company", Role::Lessee)]
        );
    }

    #[test]
    fn exhibit_lease_table_names_are_not_parties() {
        let text = "ASSIGNMENT\nKNOW ALL MEN BY THESE PRESENTS: That Sandhill Operating Company, hereinafter called \
Assignor, does hereby assign unto Lone Draw Resources LP, hereinafter called Assignee, the leases in Exhibit A.\n\
EXHIBIT A\nBURGESS, E T, as Lessor, to Sandhill Operating Company, as Lessee, Vol. 12, Page 3\n\
HOLLIS, RUTH, as Lessor, to Sandhill Operating Company, as Lessee, Vol. 14, Page 9\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("Sandhill Operating Company", Role::Assignor), pair("Lone Draw Resources LP", Role::Assignee)]
        );
    }

    #[test]
    fn patent_grantee_described_as_assignee_takes_as_grantee() {
        let text = "THE STATE OF TEXAS\nKnow Ye: That by virtue of Certificate No. 3/114 issued to the Gulf and Plains \
Railway Company, I, as Governor, do hereby grant to the said MORRIS K. TILLEY, assignee, and his heirs or assigns forever, \
three hundred twenty acres of land.\n";
        assert_eq!(
            named(text, DocCategory::Patent),
            vec![pair("THE STATE OF TEXAS", Role::Grantor), pair("MORRIS K. TILLEY", Role::Grantee)]
        );
    }

    #[test]
    fn grantor_is_not_the_payer_of_the_consideration() {
        let text = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS:\nThat I, ARLO P. KINCAID, a widower, of Ward County, \
Texas, for and in consideration of the sum of Eight Hundred Dollars to me in hand paid by LEWIS T. BRANDT and wife, NELL \
BRANDT, the receipt of which is hereby acknowledged, have Granted, Sold and Conveyed, and by these presents do Grant, Sell \
and Convey unto the said Lewis T. Brandt and wife, Nell Brandt, all that certain tract of land.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("ARLO P. KINCAID", Role::Grantor), pair("Lewis T. Brandt", Role::Grantee), pair("Nell Brandt", Role::Grantee)]
        );
    }

    #[test]
    fn grant_by_these_presents_does_not_open_the_grantor_list() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That OTTO F. BRUNER and IDA BRUNER, his wife, of Lea County, New \
Mexico, for and in consideration of Ten Dollars to them in hand paid, do by these presents grant, bargain, sell and convey \
unto HOMER J. LATTA, of Lea County, New Mexico, the following real estate.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("OTTO F. BRUNER", Role::Grantor), pair("IDA BRUNER", Role::Grantor), pair("HOMER J. LATTA", Role::Grantee)]
        );
    }

    #[test]
    fn several_lessors_labelled_whether_one_or_more() {
        let text = "OIL AND GAS LEASE\nTHIS AGREEMENT made this 2nd day of June, 1955, between ALMA R. FISK, a widow; \
DEWEY C. HOLT and wife, ETTA HOLT; and SANDIA ROYALTY COMPANY, a New Mexico corporation, Lessor (whether one or more), and \
GYPSUM HILLS OIL CORPORATION, of Hobbs, New Mexico, Lessee,\nWITNESSETH:\n1. Lessor hereby grants, leases and lets \
exclusively unto Lessee the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![
                pair("ALMA R. FISK", Role::Lessor),
                pair("DEWEY C. HOLT", Role::Lessor),
                pair("ETTA HOLT", Role::Lessor),
                pair("SANDIA ROYALTY COMPANY", Role::Lessor),
                pair("GYPSUM HILLS OIL CORPORATION", Role::Lessee)
            ]
        );
    }

    #[test]
    fn release_by_the_holder_of_the_lessees_interest_not_the_recited_lessee() {
        let text = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS: That MESA VERDE OPERATING COMPANY, a \
Texas corporation, the present owner and holder of the Lessee's interest in and under that certain Oil and Gas Lease dated \
March 3, 1960, executed by Ivy L. Dorsett and Cal Mabry, as Lessor, to Coyote Draw Oil Company, as Lessee, recorded in \
Volume 98, Page 12, does hereby release and relinquish unto the present owners of the land all of its interest.\n";
        assert_eq!(
            named(text, DocCategory::LeaseRelease),
            vec![pair("MESA VERDE OPERATING COMPANY", Role::Lessee), pair("Ivy L. Dorsett", Role::Lessor), pair("Cal Mabry", Role::Lessor)]
        );
    }

    #[test]
    fn lien_release_by_the_holder_of_the_note() {
        let text = "RELEASE OF LIEN\nKNOW ALL MEN BY THESE PRESENTS: That CITIZENS BANK OF KERMIT, a banking \
corporation, the legal owner and holder of one certain promissory note executed by Vern Oakley, does hereby release the \
land from the lien.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![pair("CITIZENS BANK OF KERMIT", Role::Mortgagee), pair("Vern Oakley", Role::Mortgagor)]
        );
    }

    #[test]
    fn deed_between_parties_of_the_first_and_second_part_without_party_word() {
        let text = "THIS DEED, Made this 3rd day of May, 1912, between GUSTAV REINER and ANNA REINER, his wife, of the \
County of Logan and State of Colorado, of the first part, and OSKAR BLUM of the County of Logan and State of Colorado, of \
the second part:\nWITNESSETH, That the said parties of the first part do grant unto the said party of the second part.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("GUSTAV REINER", Role::Grantor), pair("ANNA REINER", Role::Grantor), pair("OSKAR BLUM", Role::Grantee)]
        );
    }

    #[test]
    fn recited_lease_parties_of_an_assignment_are_not_parties() {
        let text = "ASSIGNMENT OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS:\nTHAT BLUE MESA RANGE ENERGY CORP., \
a Colorado corporation, hereinafter called \"Assignor\", does hereby assign and set over unto HIGH PLAINS OIL COMPANY, \
hereinafter called \"Assignee\", the following lease:\nOil and Gas Lease dated May 1, 1970, from Karl Ostrander and Edna \
Ostrander, as Lessor, to Blue Mesa Range Energy Corp., as Lessee, recorded in Book 600, Page 3.\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("BLUE MESA RANGE ENERGY CORP.", Role::Assignor), pair("HIGH PLAINS OIL COMPANY", Role::Assignee)]
        );
    }

    #[test]
    fn ratification_keeps_the_recited_lessee_but_not_the_recited_lessor() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, under date of May 2, 1950, AXEL J. NORD, as Lessor, \
executed and delivered to PRAIRIE BUTTE OIL COMPANY, as Lessee, an Oil and Gas Lease;\nNOW, THEREFORE, the undersigned \
does hereby ratify and confirm said lease.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert_eq!(found, vec![pair("PRAIRIE BUTTE OIL COMPANY", Role::Lessee)]);
    }

    #[test]
    fn company_address_without_address_words_is_not_a_party() {
        let text = "THIS AGREEMENT made by and between OREN D. LAKE, a single man, hereinafter called Lessor, and \
SUMMIT TRAIL ENERGY, INC., 4100 N.W. 23rd Street, Oklahoma City, Oklahoma 73107, hereinafter called Lessee:\nWITNESSETH, \
That the Lessor does grant and lease unto the Lessee the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![pair("OREN D. LAKE", Role::Lessor), pair("SUMMIT TRAIL ENERGY, INC.", Role::Lessee)]
        );
    }

    #[test]
    fn ampersand_inside_a_company_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That LON R. PACE, hereinafter called Grantor, does hereby grant \
unto MIDWAY GIN & COMPRESS, INC., hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::Deed)[1], pair("MIDWAY GIN & COMPRESS, INC.", Role::Grantee));
        let power = "KNOW ALL MEN BY THESE PRESENTS: That LON R. PACE, hereinafter called Grantor, does hereby grant \
unto WEST PLAINS GAS & ELECTRIC COMPANY, hereinafter called Grantee, the land.\n";
        assert_eq!(named(power, DocCategory::RightOfWay)[1], pair("WEST PLAINS GAS & ELECTRIC COMPANY", Role::Grantee));
    }

    #[test]
    fn initial_a_is_kept_at_the_start_of_a_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That A. B. CORLEY, of Crane County, for and in consideration of Ten \
Dollars, has granted, sold and conveyed, and by these presents does grant, sell and convey unto JOEL T. WYATT the land.\n";
        assert_eq!(named(text, DocCategory::WarrantyDeed)[0], pair("A. B. CORLEY", Role::Grantor));
    }

    #[test]
    fn corporation_descriptor_with_residence_is_not_a_party() {
        let text = "THIS INDENTURE, made between NILS HOLM, a widower, of Lusk, Wyoming, party of the first part, \
mortgagor, and STOCKMENS STATE BANK, a Wyoming banking corporation of Lusk, Wyoming, party of the second part, mortgagee:\n\
WITNESSETH, That the party of the first part does grant unto the party of the second part the land.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![pair("NILS HOLM", Role::Mortgagor), pair("STOCKMENS STATE BANK", Role::Mortgagee)]
        );
    }

    #[test]
    fn ratifier_named_as_the_undersigned() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, under date of May 2, 1950, AXEL J. NORD, as Lessor, \
executed and delivered to PRAIRIE BUTTE OIL COMPANY, as Lessee, an Oil and Gas Lease;\nWHEREAS, the undersigned, GUNNAR \
P. NORD, is the owner of an undivided one-half interest in said land;\nNOW, THEREFORE, the undersigned does hereby ratify \
and confirm said lease.\n";
        assert_eq!(
            named(text, DocCategory::LeaseRatification),
            vec![pair("PRAIRIE BUTTE OIL COMPANY", Role::Lessee), pair("GUNNAR P. NORD", Role::Lessor)]
        );
    }

    #[test]
    fn unlabelled_deed_whose_consideration_mentions_a_deed_of_trust() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That we, LOYD B. HESTER and wife, IVA HESTER, of Crane County, \
Texas, for and in consideration of $500.00, secured by Deed of Trust of even date to R. L. Combs, Trustee, have Granted, \
Sold and Conveyed, and by these presents do Grant, Sell and Convey, unto the said Amos Prewitt, all that certain tract.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("LOYD B. HESTER", Role::Grantor), pair("IVA HESTER", Role::Grantor), pair("Amos Prewitt", Role::Grantee)]
        );
    }

    #[test]
    fn heirship_with_heirs_named_before_the_heirs_clause_and_sworn_affiant() {
        let text = "AFFIDAVIT OF HEIRSHIP\nCLEM R. ASHBY, of lawful age, being first duly sworn, deposes and says:\n\
That the said Victor L. Moss, deceased, died intestate on March 3, 1960;\nThat the said Della F. Moss, surviving spouse, and \
the said Orrin Moss, son, are the sole and only heirs at law of the said Victor L. Moss.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("CLEM R. ASHBY", Role::Other),
                pair("Victor L. Moss", Role::Decedent),
                pair("Della F. Moss", Role::Heir),
                pair("Orrin Moss", Role::Heir)
            ]
        );
    }

    #[test]
    fn heirship_decedent_as_defined_term_and_heirs_at_law_of_decedent() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, on this day personally appeared JUNE \
T. PARKS (\"Affiant\"), who upon her oath states:\n1. I knew LOIS ANN REDD (\"Decedent\") for thirty years.\n2. The sole \
and only heirs at law of Decedent are her two children, Roy Lee Redd and Faye Redd Olson, who inherited in equal shares.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("JUNE T. PARKS", Role::Other),
                pair("LOIS ANN REDD", Role::Decedent),
                pair("Roy Lee Redd", Role::Heir),
                pair("Faye Redd Olson", Role::Heir)
            ]
        );
    }

    #[test]
    fn probate_devisees_of_the_will() {
        let text = "IN THE MATTER OF THE ESTATE OF HUGO P. LANG, Deceased.\nThe Court finds that by the terms of said \
will the Testator devised all of his property, real and personal, to his wife, ELSA M. LANG, in fee simple, and named her \
Independent Executrix.\n";
        assert_eq!(named(text, DocCategory::Probate), vec![pair("HUGO P. LANG", Role::Decedent), pair("ELSA M. LANG", Role::Heir)]);
        let decree = "IN THE MATTER OF THE ESTATE OF HUGO P. LANG, Deceased.\nthe residue is devised in equal shares \
to the decedent's children, OTTO J. LANG and GRETA LANG WEBER.\n";
        assert_eq!(
            named(decree, DocCategory::Probate),
            vec![pair("HUGO P. LANG", Role::Decedent), pair("OTTO J. LANG", Role::Heir), pair("GRETA LANG WEBER", Role::Heir)]
        );
    }

    #[test]
    fn release_names_the_maker_of_the_released_mortgage() {
        let text = "RELEASE OF LIEN\nKNOW ALL MEN BY THESE PRESENTS: That PECOS VALLEY STATE BANK, the legal owner and holder \
of that certain mortgage dated June 2, 1961, recorded in Volume 40, Page 118 of the Mortgage Records, executed by Wade K. \
Tully and wife, Ina Tully, for and in consideration of the full payment of the debt, does hereby release the lien.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![
                pair("PECOS VALLEY STATE BANK", Role::Mortgagee),
                pair("Wade K. Tully", Role::Mortgagor),
                pair("Ina Tully", Role::Mortgagor)
            ]
        );
    }

    #[test]
    fn mortgage_made_on_a_date_by_a_couple() {
        let text = "MORTGAGE\nTHIS MORTGAGE, made this the 9th day of March, 1977, by ELBERT R. CATES and wife, MAVIS \
CATES, hereinafter called Mortgagor, to FARMERS STATE BANK, hereinafter called Mortgagee, WITNESSETH: That Mortgagor does \
hereby mortgage and warrant unto Mortgagee the land.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![
                pair("ELBERT R. CATES", Role::Mortgagor),
                pair("MAVIS CATES", Role::Mortgagor),
                pair("FARMERS STATE BANK", Role::Mortgagee)
            ]
        );
    }

    #[test]
    fn leading_initial_i_is_an_initial_not_the_speaker() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That I. V. GARZA, a single man, hereinafter called Grantor, does \
hereby grant unto I, BEN OLDS, hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("I. V. GARZA", Role::Grantor), pair("BEN OLDS", Role::Grantee)]);
    }

    #[test]
    fn heirship_heirs_listed_one_a_line_after_left_surviving_the_following() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, on this day personally appeared Ray \
O. Vance, who, being duly sworn, says:\n1. I knew Ezra M. Pruitt, Deceased (\"Decedent\"), for twenty years.\n2. Decedent \
left surviving the following, who are all of his heirs at law, each taking one-third (1/3) of his estate:\n\n    CORA \
PRUITT, surviving wife\n    CHAS. E. PRUITT, son\n    NELL PRUITT DYER, daughter\n\nDated this 4th day of May, 1966.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("Ray O. Vance", Role::Other),
                pair("Ezra M. Pruitt", Role::Decedent),
                pair("CORA PRUITT", Role::Heir),
                pair("CHAS. E. PRUITT", Role::Heir),
                pair("NELL PRUITT DYER", Role::Heir)
            ]
        );
    }

    #[test]
    fn probate_decedent_keeps_suffix_and_abbreviated_heir_names_do_not_end_the_list() {
        let text = "IN THE MATTER OF THE ESTATE OF LUTHER B. MOSS, JR., DECEASED\nIt is ORDERED that the estate of the \
Decedent is distributed and passes in equal shares to THOS. A. MOSS, son of the Decedent and GEO. MOSS, son of the Decedent. \
Otto Falk is appointed Independent Executor.\n";
        assert_eq!(
            named(text, DocCategory::Probate),
            vec![pair("LUTHER B. MOSS, JR.", Role::Decedent), pair("THOS. A. MOSS", Role::Heir), pair("GEO. MOSS", Role::Heir)]
        );
    }

    #[test]
    fn federal_patent_grant_by_the_united_states_unto_the_patentee() {
        let text = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, the \
claim of Ansel P. Dahl has been established under the homestead laws;\nNOW KNOW YE, That there is, therefore, granted by \
the UNITED STATES unto the said Ansel P. Dahl the tract of Land above described.\n";
        assert_eq!(
            named(text, DocCategory::Patent),
            vec![pair("THE UNITED STATES OF AMERICA", Role::Grantor), pair("Ansel P. Dahl", Role::Grantee)]
        );
        let given = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nNOW KNOW YE, That \
the UNITED STATES OF AMERICA, in consideration of the premises, HAS GIVEN AND GRANTED, and by these presents DOES GIVE AND \
GRANT, unto the said Berta Lind and to her heirs, the tract above described.\n";
        assert_eq!(named(given, DocCategory::Patent)[1], pair("Berta Lind", Role::Grantee));
        let land_first = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, the \
claim of Ansel P. Dahl has been established for the NE/4 of Section 14, Township 33 North, Range 70 West, containing \
160 acres.\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said Ansel P. Dahl the tract.\n";
        assert_eq!(named(land_first, DocCategory::Patent)[1], pair("Ansel P. Dahl", Role::Grantee));
    }

    #[test]
    fn role_labels_broken_by_a_space_or_read_with_a_zero_still_label() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That HOMER T. PRUITT, hereinafter cal led GRANT0R, for and in \
consideration of Ten Dollars cash in hand pai d by NORA B. KESSLER, her einafter called Gra ntee, has granted, sold \
and conveyed unto the said Grantee the land in Section 14.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("HOMER T. PRUITT", Role::Grantor), pair("NORA B. KESSLER", Role::Grantee)]
        );
    }

    #[test]
    fn assignor_label_with_an_ocr_one_names_the_assignor() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That Dry Creek Oil Co., hereinafter called Ass1gnor, does hereby \
assign unto Mesa Verde Energy LLC, hereinafter called Assignee, all of its right in the lease.\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("Dry Creek Oil Co.", Role::Assignor), pair("Mesa Verde Energy LLC", Role::Assignee)]
        );
    }

    #[test]
    fn trustee_capacity_running_over_a_line_end_is_not_a_second_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That WALLACE E. DORN, Trustee of\nthe Dorn Family Trust dated \
June 2, 2001, herein called Grantor, for and in consideration of Ten Dollars paid by EDITH\nMARLOWE, a single \
woman, herein called Grantee, has granted and conveyed unto the said Grantee the land.\n";
        let parties = run(text, DocCategory::Deed).parties;
        let names: Vec<(&str, Option<&str>)> = parties.iter().map(|p| (p.name.as_str(), p.capacity.as_deref())).collect();
        assert_eq!(names, vec![("WALLACE E. DORN", Some("Trustee of the Dorn Family Trust dated June 2")), ("EDITH MARLOWE", None),]);
    }

    #[test]
    fn a_stamp_line_inside_a_name_is_not_part_of_it() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That OTIS R.\n          INDEXED\nBLEVINS, a single man, hereinafter \
called Grantor, for and in consideration of Ten Dollars cash in hand paid by\n   RECEIVED FOR RECORD\nIda M. Sauer, \
hereinafter called Grantee, has granted and conveyed unto the said Grantee the land.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("OTIS R. BLEVINS", Role::Grantor), pair("Ida M. Sauer", Role::Grantee)]);
    }

    #[test]
    fn a_company_word_broken_by_a_space_is_joined_again() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That COYOTE WELLS COR PORATION, hereinafter called Lessor, \
does hereby grant, lease and let unto PINTO BASIN OIL COM PANY, hereinafter called Lessee, the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![pair("COYOTE WELLS CORPORATION", Role::Lessor), pair("PINTO BASIN OIL COMPANY", Role::Lessee)]
        );
    }

    #[test]
    fn keywords_in_capitals_split_by_a_line_end_hyphen() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: THAT IRA P. GOODE, A SIN-\nGLE MAN, HEREIN CALLED GRA-\nNTOR, FOR \
AND IN CONSIDERATION OF TEN DOLLARS PAID BY LENA F. ORTIZ, HEREIN CALLED GRANTEE, HAS GRANTED AND CONVEYED UNTO THE \
SAID GRANTEE THE LAND.\n";
        assert_eq!(named(text, DocCategory::MineralDeed), vec![pair("IRA P. GOODE", Role::Grantor), pair("LENA F. ORTIZ", Role::Grantee)]);
    }

    #[test]
    fn a_year_broken_by_a_space_is_not_a_street_address() {
        let text = "THIS MORTGAGE, made this the 9th day of June, 194 7, by OREN W.\nTALLEY, a single man, hereinafter \
called Mortgagor, to FARMERS STATE BANK OF ALPINE, hereinafter called Mortgagee, WITNESSETH: That Mortgagor does \
hereby mortgage and warrant unto Mortgagee the following described land.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![pair("OREN W. TALLEY", Role::Mortgagor), pair("FARMERS STATE BANK OF ALPINE", Role::Mortgagee)]
        );
    }

    #[test]
    fn a_name_word_broken_by_a_space_is_joined_again() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That Ezra Hol comb, hereinafter called Grantor, for and in \
consideration of Ten Dollars paid by Wil ma J. Fenton, hereinafter called Grantee, has granted and conveyed unto the \
said Grantee the land.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("Ezra Holcomb", Role::Grantor), pair("Wilma J. Fenton", Role::Grantee)]);
    }

    #[test]
    fn release_maker_named_over_a_line_end() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That CATTLEMENS STATE BANK, the legal owner and holder of that \
certain mortgage dated May 2, 1961, recorded in Volume 80, Page 12 of the Mortgage Records, executed by BER-\nNARD L. \
VOSS and ALMA VOSS, of Pecos County, Texas, for and in consideration of the full payment of the debt, does hereby \
release the lien of said mortgage.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![
                pair("CATTLEMENS STATE BANK", Role::Mortgagee),
                pair("BERNARD L. VOSS", Role::Mortgagor),
                pair("ALMA VOSS", Role::Mortgagor),
            ]
        );
    }

    #[test]
    fn patent_sovereign_read_with_an_ocr_zero() {
        let text = "THE STATE 0F TEXAS\n\nKNOW YE: That I, as Governor of the State aforesaid, do hereby grant to the \
said AMOS K. TREADWELL, assignee, and his heirs or assigns forever, the land described below.\n";
        let parties = named(text, DocCategory::Patent);
        assert_eq!(parties.first(), Some(&pair("THE STATE OF TEXAS", Role::Grantor)));
    }

    #[test]
    fn ocr_confusions_inside_capitalised_names_are_repaired() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That WANDA J. C0LLIER, hereinafter called Grantor, does hereby grant \
unto ELMER R. GRlFFlN, hereinafter called Grantee, the land in Section 10.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("WANDA J. COLLIER", Role::Grantor), pair("ELMER R. GRIFFIN", Role::Grantee)]);
    }

    #[test]
    fn lease_premises_in_capitals_with_a_company_split_at_the_line_end() {
        let text = "OIL AND GAS LEASE\nTHIS AGREEMENT MADE THIS 2ND DAY OF MAY, 1979 BETWEEN OSWALD T. KERN, A WIDOWER, \
LESSOR (WHETHER ONE OR MORE), AND PANHANDLE EXPLO-\nRATION COMPANY, A TEXAS CORPORATION, LESSEE,\nWITNESSETH:\n1. Lessor \
hereby grants, leases and lets exclusively unto Lessee the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![pair("OSWALD T. KERN", Role::Lessor), pair("PANHANDLE EXPLORATION COMPANY", Role::Lessee)]
        );
    }

    #[test]
    fn odd_input_does_not_panic() {
        for text in ["", "§§§ ¼ ÷", "hereinafter called Grantor", ", Grantors,", "between é, as Lessor, and ü", "estate of"] {
            let _ = run(text, DocCategory::Deed);
            let _ = run(text, DocCategory::AffidavitOfHeirship);
        }
    }
}
