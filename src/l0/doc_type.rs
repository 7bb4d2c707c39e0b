//! extract_document_classification: which kind of instrument this is (DOMAIN.md "Document
//! categories").
//!
//! An examiner reads the title first and the operative words second, and so does this: the
//! title is searched among the first lines (OCR often puts stamp debris before it), then the
//! operative words (the granting verbs) confirm, refine or, when the title is missing or
//! garbled, decide. Recitals mention other instruments ("subject to that certain oil and gas
//! lease"), so a title only counts when it reads like a heading, and the granting verbs count
//! by which comes first outside the clerk's recording stamp.
//!
//! `confidence` scale, so that a reader can sort what to check:
//! - 0.95: a title and the operative words agree;
//! - 0.90: a generic title ("DEED", "AFFIDAVIT", "ASSIGNMENT") made specific by the operative
//!   words ("warrant specially", "died intestate", "the oil and gas lease");
//! - 0.80: a title alone (no operative words found, or none that bear on it);
//! - 0.70: a title contradicted by the operative words (the title wins, with a warning);
//! - 0.60: operative words alone (granting verbs, no title);
//! - 0.45: weaker signs alone (a self-designation such as "This Deed", heirship recitals,
//!   "primary term" of a lease, probate court wording);
//! - 0.20: nothing recognised: `other`.

use super::ascii_pattern as compile;
use super::{DocTypeExtraction, Evidence};
use super::{in_recording_certificate, ocr_tolerant};
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;
use regex::{Match, Regex, RegexSet};
use std::sync::LazyLock;

/// Lines of the caption window that count: lines with at least three letters (stamp debris
/// of one or two characters does not use up the window).
const CAPTION_LINES: usize = 15;
/// Hard limit of the caption window, for OCR that puts a whole page on one line.
const CAPTION_BYTES: usize = 2000;

/// How far after a granting verb the thing granted is read ("all of the oil, gas and other
/// minerals in and under ...").
const GRANTED_OBJECT_BYTES: usize = 400;

/// What a generic title leaves to the operative words.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Refine {
    /// The title settles the category.
    No,
    /// "DEED": the warranty covenant and the thing granted decide the kind of deed.
    Deed,
    /// "AFFIDAVIT": heirship recitals make it an affidavit of heirship, else `other`.
    Affidavit,
    /// "ASSIGNMENT": a lease in the body makes it a lease assignment, else `other`.
    Assignment,
}

struct TitleRule {
    pattern: String,
    category: DocCategory,
    refine: Refine,
    /// Bare one-word titles ("DEED", "PATENT") only count in capitals or on a short line.
    bare: bool,
}

static TITLE_RULES: LazyLock<Vec<TitleRule>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, refine, bare| TitleRule { pattern: pattern.to_string(), category, refine, bare };
    // Order matters only between rules matching at the same position: specific first.
    vec![
        rule(
            r"title\s+opinion|further\s+assurances|division\s+order|power\s+of\s+attorney|lis\s+pendens|(?:pooling|unit|operating|unitization|purchase\s+and\s+sale|surface\s+use|joint\s+operating)\s+agreement|designation\s+of\s+(?:pooled\s+)?unit|stipulation\s+of\s+interest|(?:contract|agreement)\s+(?:for|of)\s+(?:the\s+)?sale|(?:final\s+)?(?:decree|judgment)\s+quieting\s+title",
            Other,
            Refine::No,
            false,
        ),
        rule(r"(?:correction|corrective)\s+(?:[a-z']+\s+){0,3}deed|deed\s+of\s+correction", CorrectionDeed, Refine::No, false),
        rule(r"partition\s+deed|deed\s+of\s+partition", PartitionDeed, Refine::No, false),
        rule(
            r"mineral\s+(?:and|&)\s+royalty\s+deed|mineral\s+(?:rights?\s+)?(?:deed|sale|conveyance)|deed\s+of\s+minerals?|sale\s+(?:of|and\s+transfer\s+of)\s+(?:oil,?\s+gas\s+and\s+)?minerals?(?:\s+(?:rights?|interests?))?",
            MineralDeed,
            Refine::No,
            false,
        ),
        rule(
            r"royalty\s+(?:deed|sale)|(?:conveyance|transfer|sale)\s+of\s+(?:(?:non\W*participating|term|perpetual)\s+)?royalty",
            RoyaltyDeed,
            Refine::No,
            false,
        ),
        rule(
            r"release\s+of\s+(?:[a-z']+\s+){0,2}(?:lien|mortgage|deed\s+of\s+trust)|satisfaction\s+of\s+(?:mortgage|lien)|(?:mortgage|lien)\s+release|deed\s+of\s+reconveyance|reconveyance",
            MortgageRelease,
            Refine::No,
            false,
        ),
        rule(r"(?:partial\s+)?(?:release|surrender)\s+of\s+(?:[a-z,&]+\s+){0,5}leases?\b", LeaseRelease, Refine::No, false),
        rule(r"ratification(?:\s+(?:and\s+[a-z]+\s+)?of\s+(?:[a-z,&]+\s+){0,5}leases?\b)?", LeaseRatification, Refine::No, true),
        rule(
            r"(?:partial\s+)?assignment\s+(?:of\s+(?:[a-z,&\-]+\s+){0,5}(?:leases?|overriding\s+royalty|working\s+interests?|leasehold)|and\s+bill\s+of\s+sale|and\s+conveyance|and\s+quit\W*claim)|partial\s+assignment",
            LeaseAssignment,
            Refine::No,
            false,
        ),
        rule(r"assignment\s+of\s+[a-z][a-z' ]*", Other, Refine::No, false),
        rule(r"assignment", LeaseAssignment, Refine::Assignment, true),
        rule(r"memorandum\s+of\s+(?:[a-z,&\-]+\s+){0,5}lease", OilGasLease, Refine::No, false),
        rule(
            r"(?:paid\W*up\s+)?[a-z0-9,]*\W*(?:and|&)\s*gas\s+(?:(?:and|&)\s+(?:other\s+)?minerals?\s+)?(?:mining\s+)?lease|(?:oil|gas),?\s+gas\s+(?:and|&)\s+(?:other\s+)?minerals?\s+lease|mineral\s+lease|lease\s+(?:for|of)\s+oil\s+and\s+gas",
            OilGasLease,
            Refine::No,
            false,
        ),
        rule(
            r"affidavit\s+(?:of|as\s+to|regarding|concerning)\s+(?:[a-z']+\s+){0,6}heir(?:ship|s)|heirship\s+affidavit",
            AffidavitOfHeirship,
            Refine::No,
            false,
        ),
        rule(
            r"(?:judgment|order|decree)\s+(?:declaring|determining)\s+heirship|order\s+admitting\s+(?:[a-z']+\s+){0,3}(?:will|probate)|order\s+probating|(?:cert)?ificate\s+(?:of|for)\s+transfer(?:\s+of\s+real\s+estate)?|letters\s+(?:testamentary|of\s+administration)|(?:final\s+)?(?:decree|order)\s+of\s+(?:final\s+)?distribution|final\s+decree|judgment\s+(?:of|for|sending\s+heirs\s+into)\s+possession|muniment\s+of\s+title|last\s+will\s+and\s+testament|probate\s+of\s+(?:the\s+)?will",
            Probate,
            Refine::No,
            false,
        ),
        rule(r"affidavit", Other, Refine::Affidavit, true),
        rule(r"deed\s+of\s+trust|trust\s+deed|mortgage(?:\s+deed)?|security\s+deed", DeedOfTrust, Refine::No, true),
        rule(r"right\W*of\W*way(?:\W*grant)?|easement|pipeline\s+(?:right|grant)", RightOfWay, Refine::No, true),
        rule(r"special\s+warranty\s+deed", SpecialWarrantyDeed, Refine::No, false),
        rule(r"(?:general\s+)?warranty\s+deed", WarrantyDeed, Refine::No, false),
        rule(r"quit\W*claim(?:\s+deed)?", QuitclaimDeed, Refine::No, true),
        rule(
            r"(?:executor|executrix|administrator|administratrix|trustee|guardian|sheriff|survivorship|gift|bargain\s+and\s+sale)'?s?\s+deed|deed\s+without\s+warranty",
            Deed,
            Refine::No,
            false,
        ),
        // Louisiana acts of sale: "CASH SALE", "CREDIT DEED", "SALE OF LAND"; what is sold and
        // the warranty decide the kind, as under a bare "DEED".
        rule(
            r"(?:cash|credit)\s+(?:sale|deed)|act\s+of\s+(?:cash\s+)?sale|sale\s+of\s+(?:land|real\s+(?:estate|property))",
            Deed,
            Refine::Deed,
            false,
        ),
        rule(r"patent", Patent, Refine::No, true),
        rule(r"deed", Deed, Refine::Deed, true),
    ]
});

/// Every title rule in one regex, so that the caption window is read once. Titles are read as
/// a scan damages them ("SPEClAL WARRANTY DEED", "ORD ER ADMITTING WILL"): the caption is the
/// surest sign of the category, and a damaged word in it must not send the reading to the body.
static TITLES: LazyLock<Alternatives> =
    LazyLock::new(|| Alternatives::new(TITLE_RULES.iter().map(|rule| ocr_tolerant(&format!(r"\b(?:{})", rule.pattern)))));

/// A word before a title-like phrase that makes it a reference to another instrument.
static REFERENCE_WORD: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:that|certain|said|the|a|an|of|in|under|to|by|such|any|this|each|prior|recorded|and|or|said|which|from|with)\W*$")
});

/// Words after a title-like phrase that make it a recording reference ("Deed Records").
static RECORDS_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"^\W*(?:records?|book|recorded|vol|volume|page|of\s+record)"));

/// The strong operative words: granting verbs of each kind of instrument.
struct OperativeRule {
    pattern: String,
    category: DocCategory,
    rule: &'static str,
    /// The verb needs a lease in the text to mean what it says ("assign", "release").
    needs_lease: bool,
}

static OPERATIVE_RULES: LazyLock<Vec<OperativeRule>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, rule, needs_lease| OperativeRule { pattern: pattern.to_string(), category, rule, needs_lease };
    vec![
        rule(r"\bratif(?:y|ies|ied)[\s,]+(?:adopt(?:s|ed)?[\s,]+)?(?:and\s+)?confirm", LeaseRatification, "operative_ratify_confirm", true),
        rule(
            r"\brelease[sd]?[\s,]+(?:relinquish(?:es|ed)?[\s,]+)?(?:and\s+)?surrender|\bsurrender(?:s|ed)?[\s,]+(?:and\s+)?release",
            LeaseRelease,
            "operative_release_surrender",
            true,
        ),
        rule(
            r"\bhereby\s+(?:fully\s+)?(?:release|discharge)[sd]?\b[^.]{0,120}\b(?:lien|mortgage|deed\s+of\s+trust)\b",
            MortgageRelease,
            "operative_release_lien",
            false,
        ),
        rule(
            r"\bassign(?:s|ed)?[\s,]+transfer(?:s|red)?[\s,]+(?:and\s+)?set(?:s)?\s+over|\b(?:hereby|do(?:es)?)\s+(?:grant[\s,]+|bargain[\s,]+|sell[\s,]+|transfer[\s,]+)*assigns?\b(?:[\s,]+(?:and\s+)?(?:transfer(?:s|red)?|sets?\s+over|conveys?|delivers?))*",
            LeaseAssignment,
            "operative_assign_transfer",
            true,
        ),
        rule(
            r"\bgrant\w*[\s,]+demise\w*[\s,]+lease|\bleas(?:e|es|ed)[\s,]+\w?and\s+l?ets?\b|\bgrant(?:s|ed)?[\s,]+(?:and\s+)?leas(?:e|es|ed)\s+(?:exclusively\s+)?(?:un)?to\b",
            OilGasLease,
            "operative_grant_lease_let",
            false,
        ),
        rule(
            r"\bin\s+trust\b[^.]{0,200}\bto\s+secure\b|\bmortgages?\s+and\s+warrants?\b",
            DeedOfTrust,
            "operative_in_trust_to_secure",
            false,
        ),
        rule(
            r"\b(?:grant|convey)\w*\s+(?:unto\s+.{0,80}?)?(?:a|an|the)\s+(?:perpetual\s+|permanent\s+)?(?:right[\s-]+of[\s-]+way|easement)\b|\bright[\s-]+of[\s-]+way\s+is\s+hereby\s+granted",
            RightOfWay,
            "operative_grant_right_of_way",
            false,
        ),
        rule(
            r"\bto\s+all\s+to\s+whom\s+these\s+presents\s+shall\s+come\b[^.]{0,300}\bgrant|\bknow\s+ye\b[^.]{0,300}\bby\s+virtue\s+of\b|\bunited\s+states\s+of\s+america\W{0,6}to\s+all\s+to\s+whom\s+these\s+presents\s+shall\s+come\b|\bknow\s+ye\W+that\b[^.]{0,200}?\b(?:the\s+united\s+states\b[^.]{0,200}?\b(?:grant|give)|(?:grant|give)\w*\s+by\s+the\s+united\s+states\b)",
            Patent,
            "operative_sovereign_grant",
            false,
        ),
        rule(
            r"\bremise[sd]?[\s,]+release[sd]?[\s,]+(?:and\s+)?(?:forever\s+)?quit\W*claim|\bquit\W*claim(?:s|ed)?\s+(?:un)?to\b|\bconveys?\s+and\s+quit\W*claims?",
            QuitclaimDeed,
            "operative_remise_release_quitclaim",
            false,
        ),
        rule(
            r"\bgrant(?:s|ed|\(s\))?[\s,]+(?:bargain(?:s|ed)?[\s,]+)?(?:(?:and\s+)?(?:sell|sold|sells)[\s,]+)?(?:and\s+)?convey|\bconvey(?:s|ed)?\s+and\s+warrant|\bgrant(?:s|\(s\))?,?\s+with\s+general\s+warranty|\bgrant(?:s|\(s\))?\s+and\s+covenant|\bbargain(?:ed)?\s+and\s+sold",
            Deed,
            "operative_grant_sell_convey",
            false,
        ),
    ]
});

/// Every operative rule in one regex, so that the text is read once.
static OPERATIVES: LazyLock<Alternatives> =
    LazyLock::new(|| Alternatives::new(OPERATIVE_RULES.iter().map(|rule| format!("(?:{})", rule.pattern))));

/// Several rules as the alternatives of one regex: at each position the leftmost match wins,
/// and among rules matching there the one listed first.
struct Alternatives {
    regex: Regex,
    /// Each rule alone, anchored after the one character before a match (its `\b` looks
    /// there): which of them match tells the rule of a match of `regex` without its captures.
    after_character: RegexSet,
    /// Each rule alone, anchored at the start of the text.
    at_start: RegexSet,
}

impl Alternatives {
    fn new(patterns: impl Iterator<Item = String>) -> Alternatives {
        let patterns: Vec<String> = patterns.collect();
        let joined: Vec<String> = patterns.iter().enumerate().map(|(index, pattern)| format!("(?P<r{index}>{pattern})")).collect();
        // Compiled one by one as the joined regex is, so that each reads its rule alike.
        let anchored = |prefix: &str| {
            let sources: Vec<String> =
                patterns.iter().map(|pattern| compile(&format!("{prefix}(?:{pattern})")).as_str().to_string()).collect();
            RegexSet::new(sources).expect("anchored rule set compiles")
        };
        Alternatives { regex: compile(&joined.join("|")), after_character: anchored("^(?s:.)"), at_start: anchored("^") }
    }

    /// The matches in text order, each with the index of the rule that matched; after each
    /// match the search resumes one character further, so a rejected match hides nothing.
    fn matches<'t>(&'t self, text: &'t str) -> impl Iterator<Item = (usize, Match<'t>)> + 't {
        let mut at = 0;
        std::iter::from_fn(move || {
            if at > text.len() {
                return None;
            }
            let found = self.regex.find_at(text, at)?;
            at = found.start() + text[found.start()..].chars().next().map_or(1, char::len_utf8);
            Some((self.rule_at(text, found.start())?, found))
        })
    }

    /// The rule of the match of `regex` starting at `start`: at its leftmost start an
    /// alternation takes the first alternative that matches there, whatever its end.
    fn rule_at(&self, text: &str, start: usize) -> Option<usize> {
        let rules = match text[..start].chars().next_back() {
            Some(before) => self.after_character.matches(&text[start - before.len_utf8()..]),
            None => self.at_start.matches(text),
        };
        rules.iter().next()
    }
}

static LEASE_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"\bleases?\b|\bleasehold\b|\boverriding\s+royalty"));

static SPECIAL_WARRANTY: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bwarrant\w*\s+specially\b|\bspecial\s+warranty\b|\bforever\s+defend\b[^.]{0,250}\bby,?\s+through,?\s+(?:or|and)\s+under\b[^.]{0,40}\bnot\s+otherwise",
    )
});

static GENERAL_WARRANTY: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\bwarrant\w*\s+generally\b|\bgeneral\s+warranty\b|\bwarrant\w*\s+and\s+(?:forever\s+)?defend\b|\bforever\s+defend\b")
});

static NO_WARRANTY: LazyLock<Regex> = LazyLock::new(|| compile(r"\bwithout\s+(?:any\s+)?(?:warranty|covenants?\s+of\s+warranty)\b"));

/// Minerals named as the thing granted, and the words that show they are only mentioned
/// alongside the land ("together with", "save and except").
static GRANTED_MINERALS: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:oil,?\s+gas,?\s+(?:and|&)\s+(?:other\s+)?minerals?|mineral\s+(?:interests?|estate|rights))\b|\b(?:non\W*participating\s+)?royalty\s+interest\b",
    )
});
static END_OF_GRANTED_OBJECT: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:to[\s-]*wit|following\s+described|described\s+as\s+follows|together\s+with|sav(?:e|ing)\s+and\s+except|except(?:ing)?|reserv\w*|subject\s+to)\b",
    )
});

/// Weaker signs, read only when no granting verb was found.
static WEAK_RULES: LazyLock<Vec<(Regex, DocCategory, &'static str)>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, name| (compile(pattern), category, name);
    vec![
        rule(
            r"\bdied\s+intestate\b|\b(?:sole|only)\s+(?:and\s+only\s+)?heirs\b|\bheirs\s+at\s+law\s+of\b",
            AffidavitOfHeirship,
            "weak_heirship_recital",
        ),
        rule(r"\badmitted\s+to\s+probate\b|\bprobate\s+court\b", Probate, "weak_probate_court"),
        rule(
            r"\bprimary\s+term\b|\bind\s*e?\s*nture\s*of\s+lease\b|\bthis\s+lease\b[^.]{0,60}\b(?:made|entered)\b",
            OilGasLease,
            "weak_lease_form",
        ),
        rule(r"\bthis\s+(?:deed|indenture)\b", Deed, "weak_self_designation_deed"),
    ]
});

/// Classifies one instrument.
pub fn extract(instrument: &Instrument) -> DocTypeExtraction {
    let text = instrument.text.as_str();
    let mut warnings = Vec::new();
    let title = find_title(text);
    let operative = find_operative(instrument);

    let Some(title) = title else {
        return classify_without_title(instrument, operative, warnings);
    };
    let label = Some(title.label.clone());
    let title_evidence = Evidence::new(&format!("title:{}", title.category.as_str()), text, title.start, title.end);

    if title.refine != Refine::No {
        if let Some((category, evidence)) = refine_generic(instrument, title.refine, operative.as_ref()) {
            return DocTypeExtraction { category, label, confidence: 0.9, evidence: Some(evidence), warnings };
        }
        let category = match title.refine {
            Refine::Assignment | Refine::Affidavit => DocCategory::Other,
            Refine::Deed | Refine::No => title.category,
        };
        if category == DocCategory::Other {
            warnings.push(format!("title '{}' names no category by itself and the body did not settle it", title.label));
        }
        let confidence = if operative.is_some() && category == DocCategory::Deed { 0.95 } else { 0.8 };
        return DocTypeExtraction { category, label, confidence, evidence: Some(title_evidence), warnings };
    }

    let confidence = match &operative {
        Some(found) if agrees(title.category, found.category) => 0.95,
        Some(found) if title.category != DocCategory::Other => {
            warnings.push(format!(
                "title says {} but the operative words '{}' read as {}",
                title.category.as_str(),
                found.evidence.text,
                found.category.as_str()
            ));
            0.7
        }
        _ => 0.8,
    };
    DocTypeExtraction { category: title.category, label, confidence, evidence: Some(title_evidence), warnings }
}

fn classify_without_title(instrument: &Instrument, operative: Option<Operative>, mut warnings: Vec<String>) -> DocTypeExtraction {
    if let Some(found) = operative {
        let (category, evidence) = if found.category == DocCategory::Deed {
            refine_deed(instrument, &found).unwrap_or((DocCategory::Deed, found.evidence))
        } else {
            (found.category, found.evidence)
        };
        warnings.push("no title line found: category from the operative words".to_string());
        return DocTypeExtraction { category, label: None, confidence: 0.6, evidence: Some(evidence), warnings };
    }
    if let Some((category, evidence)) = find_weak(instrument) {
        warnings.push(format!("no title and no granting words: category guessed from '{}'", evidence.text));
        let (category, evidence) = if category == DocCategory::Deed {
            let deed = Operative { category, evidence };
            refine_deed(instrument, &deed).unwrap_or((DocCategory::Deed, deed.evidence))
        } else {
            (category, evidence)
        };
        return DocTypeExtraction { category, label: None, confidence: 0.45, evidence: Some(evidence), warnings };
    }
    warnings.push("no title, granting words or other sign of the kind of instrument".to_string());
    DocTypeExtraction { category: DocCategory::Other, label: None, confidence: 0.2, evidence: None, warnings }
}

/// Whether operative words support a title: the same category, or a deed's granting verbs
/// under any fee or mineral deed title.
fn agrees(title: DocCategory, operative: DocCategory) -> bool {
    title == operative
        || (operative == DocCategory::Deed && (title.is_fee_deed() || matches!(title, DocCategory::MineralDeed | DocCategory::RoyaltyDeed)))
        || (operative == DocCategory::QuitclaimDeed && title.is_fee_deed())
}

#[derive(Debug)]
struct Title {
    category: DocCategory,
    refine: Refine,
    label: String,
    start: usize,
    end: usize,
}

/// The end of the caption window: the first [`CAPTION_LINES`] lines with three letters or more,
/// at most [`CAPTION_BYTES`] bytes.
fn caption_window_end(text: &str) -> usize {
    let mut counted = 0;
    let mut end = 0;
    for line in text.split_inclusive('\n') {
        end += line.len();
        if line.chars().filter(|c| c.is_alphabetic()).nth(2).is_some() {
            counted += 1;
        }
        if counted >= CAPTION_LINES || end >= CAPTION_BYTES {
            break;
        }
    }
    floor_char_boundary(text, end.min(CAPTION_BYTES).min(text.len()))
}

fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The earliest heading-like title in the caption window; at one position, the rule listed
/// first (the more specific).
fn find_title(text: &str) -> Option<Title> {
    let window = &text[..caption_window_end(text)];
    let (index, found) = TITLES
        .matches(window)
        .find(|(index, found)| TITLE_RULES.get(*index).is_some_and(|rule| reads_as_title(window, found, rule.bare)))?;
    let rule = TITLE_RULES.get(index)?;
    Some(Title {
        category: rule.category,
        refine: rule.refine,
        label: found.as_str().split_whitespace().collect::<Vec<_>>().join(" "),
        start: found.start(),
        end: found.end(),
    })
}

/// A heading is in capitals or in title case, is not introduced by a word that makes it a
/// reference ("that certain Oil and Gas Lease"), and is not a records name ("Deed Records").
fn reads_as_title(window: &str, found: &Match, bare: bool) -> bool {
    let line_start = window[..found.start()].rfind('\n').map_or(0, |at| at + 1);
    let line_end = window[found.end()..].find('\n').map_or(window.len(), |at| found.end() + at);
    if REFERENCE_WORD.is_match(&window[line_start..found.start()]) || RECORDS_WORD.is_match(&window[found.end()..line_end]) {
        return false;
    }
    let matched = found.as_str();
    // "… Oil and Gas Lease" rejected for its "by" must not come back as "and Gas Lease".
    let first_word = matched.split_whitespace().next().unwrap_or_default();
    if first_word.eq_ignore_ascii_case("and") || first_word == "&" {
        return false;
    }
    let capitals = !matched.chars().any(|c| c.is_lowercase());
    if capitals {
        return true;
    }
    let title_case = matched
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 4)
        .all(|word| word.chars().next().is_some_and(char::is_uppercase));
    let short_line = window[line_start..line_end].trim().chars().count() <= 40;
    title_case && (!bare || short_line)
}

#[derive(Debug)]
struct Operative {
    category: DocCategory,
    evidence: Evidence,
}

/// The first granting verb of the instrument outside the recording stamp. Verbs that need a
/// lease to mean a lease instrument ("assign", "release and surrender") count only when a lease
/// is mentioned.
fn find_operative(instrument: &Instrument) -> Option<Operative> {
    let text = instrument.text.as_str();
    let mut mentions_lease: Option<bool> = None;
    OPERATIVES.matches(text).find_map(|(index, found)| {
        let rule = OPERATIVE_RULES.get(index)?;
        if in_recording_certificate(instrument, found.start()) {
            return None;
        }
        if rule.needs_lease && !*mentions_lease.get_or_insert_with(|| LEASE_WORD.is_match(text)) {
            return None;
        }
        Some(Operative { category: rule.category, evidence: Evidence::new(rule.rule, text, found.start(), found.end()) })
    })
}

fn find_weak(instrument: &Instrument) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    WEAK_RULES.iter().find_map(|(pattern, category, rule)| {
        pattern
            .find_iter(text)
            .find(|m| !in_recording_certificate(instrument, m.start()))
            .map(|m| (*category, Evidence::new(rule, text, m.start(), m.end())))
    })
}

/// Makes a generic title specific from the body; `None` when the body does not settle it.
fn refine_generic(instrument: &Instrument, refine: Refine, operative: Option<&Operative>) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    match refine {
        Refine::No => None,
        Refine::Deed => {
            let operative = operative?;
            refine_deed(instrument, operative).filter(|(category, _)| *category != DocCategory::Deed)
        }
        Refine::Affidavit => WEAK_RULES
            .iter()
            .filter(|(_, category, _)| *category == DocCategory::AffidavitOfHeirship)
            .find_map(|(pattern, category, rule)| pattern.find(text).map(|m| (*category, Evidence::new(rule, text, m.start(), m.end())))),
        Refine::Assignment => operative
            .filter(|found| found.category == DocCategory::LeaseAssignment)
            .map(|found| (found.category, found.evidence.clone()))
            .or_else(|| {
                LEASE_WORD
                    .find(text)
                    .map(|m| (DocCategory::LeaseAssignment, Evidence::new("assignment_names_lease", text, m.start(), m.end())))
            }),
    }
}

/// The kind of deed from a deed's granting clause: minerals or royalty as the thing granted
/// make a mineral or royalty deed; otherwise the warranty covenant decides.
fn refine_deed(instrument: &Instrument, grant: &Operative) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    let object_end = floor_char_boundary(text, (grant.evidence.end + GRANTED_OBJECT_BYTES).min(text.len()));
    let object = &text[grant.evidence.end..object_end];
    let object = END_OF_GRANTED_OBJECT.find(object).map_or(object, |m| &object[..m.start()]);
    if let Some(m) = GRANTED_MINERALS.find(object) {
        let start = grant.evidence.end + m.start();
        let category = if m.as_str().to_lowercase().contains("royalty") { DocCategory::RoyaltyDeed } else { DocCategory::MineralDeed };
        return Some((category, Evidence::new("deed_grants_minerals", text, start, start + m.len())));
    }
    let outside_stamp = |m: &Match| !in_recording_certificate(instrument, m.start());
    if NO_WARRANTY.find_iter(text).any(|m| outside_stamp(&m)) {
        return None;
    }
    if let Some(m) = SPECIAL_WARRANTY.find_iter(text).find(|m| outside_stamp(m)) {
        return Some((DocCategory::SpecialWarrantyDeed, Evidence::new("deed_special_warranty", text, m.start(), m.end())));
    }
    GENERAL_WARRANTY
        .find_iter(text)
        .find(|m| outside_stamp(m))
        .map(|m| (DocCategory::WarrantyDeed, Evidence::new("deed_general_warranty", text, m.start(), m.end())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classify(text: &str) -> DocTypeExtraction {
        extract(&Instrument::from_raw(text))
    }

    /// The matches as `Alternatives::matches` read them before the anchored rule sets: the rule
    /// from the first named group that took part in the captures. The proptest's reference.
    fn matches_by_captures(alternatives: &Alternatives, text: &str) -> Vec<(usize, usize, usize)> {
        let mut found = Vec::new();
        let mut at = 0;
        let mut locations = alternatives.regex.capture_locations();
        while at <= text.len() {
            let Some(whole) = alternatives.regex.captures_read_at(&mut locations, text, at) else { break };
            at = whole.start() + text[whole.start()..].chars().next().map_or(1, char::len_utf8);
            let group = (1..locations.len()).find(|group| locations.get(*group).is_some()).unwrap_or(0);
            let rule = alternatives
                .regex
                .capture_names()
                .nth(group)
                .flatten()
                .and_then(|name| name.strip_prefix('r'))
                .and_then(|index| index.parse().ok())
                .unwrap_or(usize::MAX);
            found.push((rule, whole.start(), whole.end()));
        }
        found
    }

    fn rule_matches(alternatives: &Alternatives, text: &str) -> Vec<(usize, usize, usize)> {
        alternatives.matches(text).map(|(rule, found)| (rule, found.start(), found.end())).collect()
    }

    /// Title and granting words, damaged ones and neighbours that decide a `\b`, for the proptest.
    const RULE_PIECES: [&str; 30] = [
        "WARRANTY DEED",
        "SPEClAL",
        "Special",
        "QUIT CLAlM",
        "DEED",
        "Deed of Trust",
        "OIL AND GAS LEASE",
        "Lease",
        "ASSIGNMENT",
        "MINERAL",
        "ROYALTY",
        "ORD ER ADMITTING WILL",
        "AFFIDAVIT OF HEIRSHIP",
        "RELEASE",
        "grant",
        "bargain, sell and convey",
        "remise, release and quitclaim",
        "unto",
        "hereby assigns",
        "and",
        "that certain",
        "in trust",
        "to secure",
        "x",
        "_",
        "§",
        "é",
        "1",
        ".",
        "Records",
    ];
    const RULE_SEPARATORS: [&str; 5] = [" ", "", "\n", ", ", "é"];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1500))]
        #[test]
        fn anchored_rule_sets_name_the_rule_the_captures_name(
            pieces in proptest::collection::vec((0..RULE_PIECES.len(), 0..RULE_SEPARATORS.len()), 0..24)
        ) {
            let text: String =
                pieces.iter().flat_map(|&(piece, separator)| [RULE_PIECES[piece], RULE_SEPARATORS[separator]]).collect();
            proptest::prop_assert_eq!(rule_matches(&TITLES, &text), matches_by_captures(&TITLES, &text));
            proptest::prop_assert_eq!(rule_matches(&OPERATIVES, &text), matches_by_captures(&OPERATIVES, &text));
        }
    }

    #[test]
    fn titles_damaged_by_the_scan_still_name_the_category() {
        let cases = [
            (
                "SPEClAL WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL conveys the land.\n",
                DocCategory::SpecialWarrantyDeed,
            ),
            ("QUIT CLAlM DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL releases the land.\n", DocCategory::QuitclaimDeed),
            (
                "NO. 5521\n\nIN THE COUNTY COURT OF LOVING COUNTY, TEXAS\n\nORD ER ADMITTING WILL TO PROBATE\n\nOn this day the application was heard.\n",
                DocCategory::Probate,
            ),
            ("TRANSFER 0F ROY ALTY\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL transfers the royalty.\n", DocCategory::RoyaltyDeed),
            ("RlGHT-OF-WAY AGREEMENT\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL grants a line.\n", DocCategory::RightOfWay),
        ];
        for (text, category) in cases {
            assert_eq!(classify(text).category, category, "{text}");
        }
    }

    #[test]
    fn a_stamp_line_inside_the_body_does_not_hide_the_operative_words() {
        let text = "To all to whom these presents shall come, Greeting:\n\nWHEREAS, \
the claim of ORVILLE T. HASKETT has been established for the land described as follows: the SE/4 of Section 9.\n\
                   RECEIVED FOR RECORD\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto \
the said ORVILLE T. HASKETT the tract of land above described;\nTO HAVE AND TO HOLD the said tract.\n";
        assert_eq!(classify(text).category, DocCategory::Patent);
    }

    fn category(text: &str) -> DocCategory {
        classify(text).category
    }

    const DEED_BODY: &str = "KNOW ALL MEN BY THESE PRESENTS: That HAROLD P. VANCE and wife, IRENE VANCE, of Ward County, Texas, \
for and in consideration of Ten Dollars, have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto \
CLARENCE D. TOLLIVER the following described land, to-wit: the SW/4 of Section 8, Block 33, T&P RR Co. Survey, Ward County, Texas.\n";

    #[test]
    fn warranty_deed_title_agreeing_with_granting_words() {
        let text = format!(
            "WARRANTY DEED\nTHE STATE OF TEXAS §\nCOUNTY OF WARD §\n{DEED_BODY}and we bind ourselves to WARRANT and FOREVER DEFEND the title.\n"
        );
        let found = classify(&text);
        assert_eq!(found.category, DocCategory::WarrantyDeed);
        assert_eq!(found.label.as_deref(), Some("WARRANTY DEED"));
        assert_eq!(found.confidence, 0.95);
        assert_eq!(found.evidence.map(|e| (e.start, e.end)), Some((0, 13)));
    }

    #[test]
    fn special_and_general_warranty_titles() {
        assert_eq!(category(&format!("SPECIAL WARRANTY DEED\n{DEED_BODY}")), DocCategory::SpecialWarrantyDeed);
        assert_eq!(category(&format!("GENERAL WARRANTY DEED\n{DEED_BODY}")), DocCategory::WarrantyDeed);
    }

    #[test]
    fn bare_deed_title_made_specific_by_the_warranty_covenant() {
        let special = classify(&format!("DEED\n{DEED_BODY}And the Grantors will WARRANT SPECIALLY the property hereby conveyed.\n"));
        assert_eq!((special.category, special.confidence), (DocCategory::SpecialWarrantyDeed, 0.9));
        assert_eq!(special.label.as_deref(), Some("DEED"));
        let general = classify(&format!("DEED\n{DEED_BODY}The Grantors covenant that they will warrant generally the property.\n"));
        assert_eq!(general.category, DocCategory::WarrantyDeed);
        let plain = classify(&format!("DEED\n{DEED_BODY}"));
        assert_eq!((plain.category, plain.confidence), (DocCategory::Deed, 0.95));
    }

    #[test]
    fn named_deeds_stay_deeds_whatever_the_covenant() {
        let survivorship = format!("SURVIVORSHIP DEED\n{DEED_BODY}and they will warrant and defend the same.\n");
        assert_eq!(category(&survivorship), DocCategory::Deed);
        assert_eq!(category(&format!("EXECUTOR'S DEED\n{DEED_BODY}")), DocCategory::Deed);
        assert_eq!(category(&format!("TRUSTEE'S DEED\n{DEED_BODY}")), DocCategory::Deed);
    }

    #[test]
    fn captionless_deed_from_granting_words_and_warranty() {
        let warranty = classify(&format!("{DEED_BODY}Grantors bind themselves to warrant and forever defend the title.\n"));
        assert_eq!((warranty.category, warranty.confidence, warranty.label), (DocCategory::WarrantyDeed, 0.6, None));
        let plain = classify(DEED_BODY);
        assert_eq!((plain.category, plain.confidence), (DocCategory::Deed, 0.6));
        assert_eq!(plain.evidence.map(|e| e.rule), Some("operative_grant_sell_convey".to_string()));
    }

    #[test]
    fn captionless_deed_without_warranty_stays_a_deed() {
        let text = format!(
            "{DEED_BODY}This conveyance is made without warranty, express or implied, and grantee shall warrant and defend nothing.\n"
        );
        assert_eq!(category(&text), DocCategory::Deed);
    }

    #[test]
    fn captionless_quitclaim() {
        let text = "KNOW ALL MEN BY THESE PRESENTS, that ALMA REYES, a widow, does hereby remise, release and forever quitclaim unto \
OSCAR BELL all her right, title and interest in the following land.\n";
        assert_eq!(category(text), DocCategory::QuitclaimDeed);
        assert_eq!(category(&format!("QUIT CLAIM DEED\n{text}")), DocCategory::QuitclaimDeed);
    }

    #[test]
    fn mineral_and_royalty_deeds() {
        assert_eq!(category(&format!("MINERAL DEED\n{DEED_BODY}")), DocCategory::MineralDeed);
        assert_eq!(category(&format!("MINERAL AND ROYALTY DEED\n{DEED_BODY}")), DocCategory::MineralDeed);
        assert_eq!(category(&format!("ROYALTY DEED\n{DEED_BODY}")), DocCategory::RoyaltyDeed);
        let minerals = "That EMMA GRAY, a feme sole, does hereby grant, sell and convey unto LOWELL KIRBY an undivided \
one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under the following described land, to-wit:\n";
        let found = classify(minerals);
        assert_eq!(found.category, DocCategory::MineralDeed);
        assert_eq!(found.evidence.map(|e| e.text), Some("oil, gas and other minerals".to_string()));
    }

    #[test]
    fn louisiana_acts_of_sale_are_deeds_and_mineral_sales_mineral_deeds() {
        let act = "STATE OF LOUISIANA\nPARISH OF OUACHITA\nBEFORE ME, the undersigned authority, personally came and appeared \
LUCIEN T. ARCENEAUX, who declared that he does by these presents grant, bargain, sell, convey, transfer, assign, set over, \
abandon and deliver unto MARCEL FONTENOT, herein called vendee, the following described property: Lot 3 of Section 8.\n";
        for title in ["CASH SALE", "Cash Deed", "SALE OF LAND", "CREDIT SALE", "ACT OF CASH SALE"] {
            let found = classify(&format!("{title}\n{act}"));
            assert_eq!(found.category, DocCategory::Deed, "{title}");
            assert!(found.category.conveys_fee() == Some(true), "{title}");
        }
        let warranted =
            format!("CASH SALE\n{act}with full warranty of title, and the vendor binds himself to warrant and defend the title.\n");
        assert_eq!(category(&warranted), DocCategory::WarrantyDeed);
        let minerals = "BEFORE ME, the undersigned authority, personally came and appeared ODILE GUIDRY, who declared that she does \
by these presents sell, convey and deliver unto DELTA LAND COMPANY, herein called vendee, an undivided one-half of the oil, \
gas and other minerals in and under the land described below.\n";
        for title in ["MINERAL DEED", "SALE OF MINERAL RIGHTS", "MINERAL SALE", "Sale of Oil, Gas and Minerals", "MINERAL RIGHTS SALE"] {
            assert_eq!(category(&format!("{title}\n{minerals}")), DocCategory::MineralDeed, "{title}");
        }
        for title in ["SALE OF ROYALTY", "ROYALTY SALE", "Sale of Term Royalty"] {
            assert_eq!(category(&format!("{title}\n{minerals}")), DocCategory::RoyaltyDeed, "{title}");
        }
    }

    #[test]
    fn a_contract_to_sell_is_not_a_sale() {
        let contract = "CONTRACT FOR SALE OF LAND\nThe seller agrees to sell and the buyer agrees to buy the NE/4 of Section 3 \
for the price of Four Thousand Dollars, the deed to be delivered at closing.\n";
        assert_eq!(category(contract), DocCategory::Other);
        assert_eq!(category(&contract.replace("CONTRACT FOR", "AGREEMENT OF")), DocCategory::Other);
    }

    #[test]
    fn deed_mentioning_a_lease_and_a_mortgage_stays_a_deed() {
        let text = format!(
            "Recorded Vol. 88 page 3\n{DEED_BODY}This conveyance is made subject to that certain Oil and Gas Lease recorded in Volume 20, \
Page 77, and to THE MORTGAGE of record.\n"
        );
        assert_eq!(category(&text), DocCategory::Deed);
    }

    #[test]
    fn oil_and_gas_lease_titles() {
        let body = "THIS AGREEMENT made this 4th day of May, 1961, between RUTH ODOM, Lessor, and PERMIAN TRADERS INC., Lessee. \
Lessor hereby grants, leases and lets exclusively unto Lessee the land described below.\n";
        for title in
            ["OIL AND GAS LEASE", "OIL, GAS AND MINERAL LEASE", "PAID-UP OIL AND GAS LEASE", "Oil & Gas Lease", "0IL AND GAS LEASE"]
        {
            let found = classify(&format!("{title}\n{body}"));
            assert_eq!(found.category, DocCategory::OilGasLease, "{title}");
            assert_eq!(found.label.as_deref(), Some(title));
            assert_eq!(found.confidence, 0.95);
        }
    }

    #[test]
    fn captionless_lease_from_leasing_words() {
        let text = "Lessor, for and in consideration of Ten Dollars, has granted, demised, leased and let and by these presents does grant, \
demise, lease and let unto Lessee the following land. The estate of either party hereto may be assigned in whole or in part.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence), (DocCategory::OilGasLease, 0.6));
    }

    #[test]
    fn a_lease_is_not_an_assignment() {
        let text = "OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee. The rights of either party hereunder may be \
assigned in whole or in part, and Lessee may assign, transfer and set over this lease.\n";
        assert_eq!(category(text), DocCategory::OilGasLease);
    }

    #[test]
    fn assignments_with_and_without_title() {
        let body = "WHEREAS, by Oil and Gas Lease dated March 3, 1970, recorded in Volume 301, Page 12, CARL ENNIS as lessor leased to \
HOBART OIL CO. the land; NOW THEREFORE Assignor does hereby assign, transfer and set over unto Assignee all of its interest in said lease.\n";
        for title in ["ASSIGNMENT OF OIL AND GAS LEASE", "ASSIGNMENT AND BILL OF SALE", "PARTIAL ASSIGNMENT", "ASSIGNMENT"] {
            assert_eq!(category(&format!("{title}\n{body}")), DocCategory::LeaseAssignment, "{title}");
        }
        let found = classify(body);
        assert_eq!(found.category, DocCategory::LeaseAssignment);
        assert_eq!(found.evidence.map(|e| e.text), Some("hereby assign, transfer and set over".to_string()));
    }

    #[test]
    fn assignment_of_something_else_is_other() {
        let text = "ASSIGNMENT OF CONTRACT RIGHTS\nAssignor hereby assigns to Assignee its rights under the agreement, including \
rights under that certain Assignment of Oil and Gas Leases.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence), (DocCategory::Other, 0.8));
        assert_eq!(found.label.as_deref(), Some("ASSIGNMENT OF CONTRACT RIGHTS"));
    }

    #[test]
    fn releases_and_ratifications() {
        let release =
            "Lessee does hereby release, relinquish and surrender unto Lessor all of its right, title and interest in said lease.\n";
        assert_eq!(category(release), DocCategory::LeaseRelease);
        assert_eq!(category(&format!("RELEASE OF OIL AND GAS LEASE\n{release}")), DocCategory::LeaseRelease);
        let ratify = "The undersigned mineral owner does hereby ratify, adopt and confirm the oil and gas lease described above.\n";
        assert_eq!(category(ratify), DocCategory::LeaseRatification);
        assert_eq!(category(&format!("RATIFICATION OF OIL AND GAS LEASE\n{ratify}")), DocCategory::LeaseRatification);
    }

    #[test]
    fn heirship_affidavits() {
        let recital = "Before me appeared NELL OWENS, who being duly sworn stated that TOBIAS OWENS died intestate in 1958 and that his \
sole heirs are the persons named below.\n";
        let titled = classify(&format!("AFFIDAVIT OF HEIRSHIP\n{recital}"));
        assert_eq!((titled.category, titled.confidence), (DocCategory::AffidavitOfHeirship, 0.8));
        let facts = format!("AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS\n{recital}");
        assert_eq!(category(&facts), DocCategory::AffidavitOfHeirship);
        let generic = classify(&format!("AFFIDAVIT\n{recital}"));
        assert_eq!((generic.category, generic.confidence), (DocCategory::AffidavitOfHeirship, 0.9));
        let untitled = classify(recital);
        assert_eq!((untitled.category, untitled.confidence), (DocCategory::AffidavitOfHeirship, 0.45));
        assert_eq!(category("AFFIDAVIT\nAffiant states that the fence has stood on the line for forty years.\n"), DocCategory::Other);
    }

    #[test]
    fn probate_instruments() {
        for title in ["ORDER ADMITTING WILL TO PROBATE", "LETTERS TESTAMENTARY", "CERTIFICATE OF TRANSFER", "JUDGMENT DECLARING HEIRSHIP"] {
            assert_eq!(
                category(&format!("{title}\nIn the Estate of WALTER PRICE, Deceased, in the County Court.\n")),
                DocCategory::Probate,
                "{title}"
            );
        }
        assert_eq!(category("Cause 441. The will of AMOS LEE was admitted to probate by this Court.\n"), DocCategory::Probate);
    }

    #[test]
    fn decrees_and_judgments_that_pass_a_decedents_estate_are_probate() {
        let body = "In the Matter of the Estate of ORVILLE J. TATE, Deceased. The Court finds that the decedent died \
intestate and that his heirs at law are his widow and two sons, to whom the land below is distributed.\n";
        for title in [
            "FINAL DECREE",
            "Final Decree of Distribution",
            "DECREE OF DISTRIBUTION",
            "ORDER OF FINAL DISTRIBUTION",
            "JUDGMENT OF POSSESSION",
            "Judgment Sending Heirs Into Possession",
            "ORDER ADMITTING WILL TO PROBATE AS MUNIMENT OF TITLE",
            "MUNIMENT OF TITLE",
        ] {
            assert_eq!(category(&format!("{title}\n{body}")), DocCategory::Probate, "{title}");
        }
        let quiet_title = "FINAL DECREE QUIETING TITLE\nThe plaintiff is the owner of the NE/4 of Section 9 and the \
defendants have no right, title or interest therein.\n";
        assert_eq!(category(quiet_title), DocCategory::Other);
    }

    #[test]
    fn patents() {
        let federal = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting: the United States do give and grant \
unto SILAS MOORE the tract above described.\n";
        assert_eq!(category(federal), DocCategory::Patent);
        assert_eq!(category(&format!("PATENT\n{federal}")), DocCategory::Patent);
    }

    #[test]
    fn federal_patent_whose_grant_follows_a_long_whereas() {
        let heading = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, a \
Certificate of the Register of the Land Office at Pierre has been deposited in the General Land Office, whereby it appears \
that the homestead claim of Amos T. Lund has been established. Now know ye.\n";
        let found = classify(heading);
        assert_eq!((found.category, found.confidence), (DocCategory::Patent, 0.6));
        let know_ye = "WHEREAS, the claim of Nora Pike has been duly consummated under the Act of Congress.\nNOW KNOW YE, That \
the UNITED STATES OF AMERICA, in consideration of the premises, HAS GIVEN AND GRANTED unto the said Nora Pike the tract.\n";
        assert_eq!(category(know_ye), DocCategory::Patent);
        let passive = "THE UNITED STATES OF AMERICA, of Natrona County, Wyoming,\nTo all to whom these presents shall come, \
Greeting:\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said Nora Pike the tract.\n";
        assert_eq!(category(passive), DocCategory::Patent);
    }

    #[test]
    fn colonial_deed_greeting_is_not_a_patent() {
        let text = "TO ALL TO WHOM THESE PRESENTS SHALL COME, GREETING.\nKNOW YE, That I, ELIJAH PRATT, of the State of \
Connecticut, for the consideration of Ten Dollars, do give, grant, bargain, sell and confirm unto ASA WELLS the land.\n";
        assert_ne!(category(text), DocCategory::Patent);
    }

    #[test]
    fn encumbrances_and_other_deeds() {
        assert_eq!(category(&format!("CORRECTION WARRANTY DEED\n{DEED_BODY}")), DocCategory::CorrectionDeed);
        assert_eq!(category(&format!("PARTITION DEED\n{DEED_BODY}")), DocCategory::PartitionDeed);
        assert_eq!(category(&format!("DEED OF TRUST\n{DEED_BODY}")), DocCategory::DeedOfTrust);
        assert_eq!(category(&format!("MORTGAGE\n{DEED_BODY}")), DocCategory::DeedOfTrust);
        assert_eq!(
            category("RELEASE OF LIEN\nThe holder does hereby release the vendor's lien described.\n"),
            DocCategory::MortgageRelease
        );
        assert_eq!(category("SATISFACTION OF MORTGAGE\nPaid in full.\n"), DocCategory::MortgageRelease);
        assert_eq!(category("PIPELINE RIGHT-OF-WAY GRANT\nGrantor grants a right of way.\n"), DocCategory::RightOfWay);
        assert_eq!(category("EASEMENT\nFor Ten Dollars Grantor grants unto the Company a perpetual easement.\n"), DocCategory::RightOfWay);
        let captionless = "ORA FIELDS does hereby grant unto WEST TEXAS GAS CO. a right of way to lay a pipe line across the land.\n";
        assert_eq!(category(captionless), DocCategory::RightOfWay);
    }

    #[test]
    fn title_opinion_is_other() {
        let text = "DRILLING TITLE OPINION\nWe have examined the following instruments: Warranty Deed dated 1920; Oil and Gas Lease \
dated 1944, whereby the lessor did grant, demise, lease and let the land.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence), (DocCategory::Other, 0.8));
        assert_eq!(found.label.as_deref(), Some("TITLE OPINION"));
    }

    #[test]
    fn title_found_below_ocr_debris() {
        let text =
            "~ ; ' .\nSS &\n1 2\nBOOK 88 PAGE 19\n| MINERAL DEED oe\nThat SAM HOLT does hereby grant, sell and convey unto ROY NASH.\n";
        let found = classify(text);
        assert_eq!(found.category, DocCategory::MineralDeed);
        assert_eq!(found.label.as_deref(), Some("MINERAL DEED"));
    }

    #[test]
    fn records_names_are_not_titles() {
        let text = "Recorded in Volume 12, Page 9 of the DEED RECORDS\nNothing else legible here.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence, found.label), (DocCategory::Other, 0.2, None));
    }

    #[test]
    fn granting_words_in_the_recording_stamp_do_not_count() {
        let text =
            "Some faded words.\nFiled for record the 2nd day of June, 1950, the instrument whereby A did grant, sell and convey to B.\n";
        assert_eq!(category(text), DocCategory::Other);
    }

    #[test]
    fn empty_and_unicode_text_do_not_panic() {
        assert_eq!(category(""), DocCategory::Other);
        let odd = "é".repeat(1500) + "\nWARRANTY DEED ü\n";
        assert_eq!(category(&odd), DocCategory::Other);
        assert_eq!(category("¿¿ DEED ©\nßßß grant and convey ñ"), DocCategory::Deed);
    }
}
