//! extract_conveyance: what the instrument does to the estates (DOMAIN.md "Document categories",
//! CONTRACT.md §5 conveyance).
//!
//! The category fixes most of it (`conveys_fee`, which estate passes); the words refine it: a
//! deed whose granting clause names only the minerals passes no fee, an "undivided one-half"
//! passes part, a reservation leaves the grantor a new estate. Exceptions of what earlier owners
//! reserved are not this grantor's reservations, and the clerk's stamp is not a recital, so both
//! are kept out of the values and reported in `warnings`.

use super::{ConveyanceExtraction, Evidence, RecordingReference, Reservation};
mod allotments;

use super::{ascii_pattern as compile, ocr_key, ocr_tolerant_across_lines};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::{DocCategory, Estate, InterestBasis};
use regex::{Captures, Regex};
use std::sync::LazyLock;

/// How far after the granting verb the thing granted and its share are read.
const GRANTING_CLAUSE_BYTES: usize = 600;
/// How far a reservation clause runs when no sentence end closes it.
const RESERVATION_CLAUSE_BYTES: usize = 400;
/// Longest text quoted in a warning.
const QUOTE_CHARS: usize = 120;

/// A run of granting verbs: "grant, bargain, sell and convey", "grants, leases and lets",
/// "hereby assigns". The first verb of a run is one that opens granting clauses.
static GRANTING_VERBS: LazyLock<Regex> = LazyLock::new(|| {
    let verb = r"(?:grant(?:s|ed)?|bargain(?:s|ed)?|sell|sells|sold|convey(?:s|ed)?|warrant(?:s|ed)?|quit\W?claim(?:s|ed)?|remise[sd]?|release[sd]?|assign(?:s|ed)?|transfer(?:s|red)?|set\s+over|demise[sd]?|leas(?:e|es|ed)|lets?)";
    let first = r"(?:grant(?:s|ed)?|bargain(?:s|ed)?|sell|sells|convey(?:s|ed)?|quit\W?claim(?:s|ed)?|remise[sd]?|assign(?:s|ed)?|transfer(?:s|red)?|demise[sd]?|leas(?:e|es|ed))";
    compile(&format!(r"\b{first}\b(?:[\s,]+(?:and\s+)?{verb}\b)*"))
});

/// What makes a single verb operative: said by the party now ("hereby grants", "has this day
/// granted") or aimed at the grantee ("grants unto").
static OPERATIVE_BEFORE: LazyLock<Regex> = LazyLock::new(|| compile(r"\b(?:hereby|do|does|has|have|did|this\s+day)\s*$"));
static OPERATIVE_AFTER: LazyLock<Regex> = LazyLock::new(|| compile(r"^\s+(?:exclusively\s+|forever\s+)?(?:un)?to\b"));
static VERB_SEPARATOR: LazyLock<Regex> = LazyLock::new(|| compile(r"[\s,]+(?:and\s+)?"));

/// Where the thing granted ends: the land ("the following described", "as follows"), or the
/// words that bring in what is not granted.
static END_OF_GRANTED_OBJECT: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:to[\s-]*wit|following\s+described|(?:described\s+)?as\s+follows|together\s+with|sav(?:e|ing)\s+and\s+except|less\s+and\s+except|except(?:ing)?|reserv\w*|subject\s+to|to\s+have\s+and\s+to\s+hold)\b",
    )
});

/// How far past the thing granted land may still be named ("convey unto X the following
/// described land").
const LAND_AFTER_OBJECT_BYTES: usize = 80;

/// Words that make a thing granted land or an estate in land. An instrument of no known category
/// that transfers something else (contract rights, claims, a note) transfers something, and it
/// is not the fee: its `conveys_fee` is false, not unknown. One that names land stays unknown,
/// because a deed the classifier missed would then read as no conveyance of the fee.
static LAND_OBJECT: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:lands?|tracts?|premises|real\s+(?:property|estate)|lots?|parcels?|sections?|survey|acres?|surface|fee|minerals?|royalty|leases?|leasehold|property|properties|estate|easement|right[\s-]+of[\s-]+way)\b",
    )
});

/// Where the share conveyed can no longer stand: a reservation, an exception, the habendum.
static END_OF_SHARE_WINDOW: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:together\s+with|sav(?:e|ing)\s+and\s+except|less\s+and\s+except|except(?:ing)?|reserv\w*|subject\s+to|to\s+have\s+and\s+to\s+hold)\b",
    )
});

/// Minerals or a royalty named as a thing granted: "all of the oil, gas and other minerals" (or
/// "oil, gas, casinghead gas and other minerals", "oil and gas and other minerals", the
/// Appalachian "all the coal, oil, gas, salt water, fire clay and other mineral substances", and
/// "oil" as a scan reads it, "oi1"),
/// "the minerals in and under", "the oil and gas in and under", "a mineral interest", "an
/// undivided 1/64 royalty", "the non-participating royalty".
static GRANTED_MINERALS: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:o[il1][l1],?\s+(?:and\s+)?gas(?:\s*,\s*[a-z]+(?:\s+[a-z]+)?){0,4},?\s+(?:and|&)\s+(?:other\s+)?minerals?|(?:the|all)\s+(?:of\s+the\s+)?coal\s*,\s*o[il1][l1]\b|oil\s+and\s+gas\s+(?:in|on|under|lying|produced|that|rights)|(?:the|all)\s+(?:of\s+the\s+)?minerals|minerals?\s+(?:interests?|estate|rights)|minerals\s+(?:in|on|under|lying|situated)|(?:(?:non\W*participating|term|perpetual)\s+)?royalt(?:y|ies)(?:\s+interests?)?)\b",
    )
});

/// Land, or the surface, as a thing granted ("the land below", "that certain tract", "the
/// surface estate"): granted before the minerals, it makes them part of a grant of land.
static GRANTED_LAND: LazyLock<Regex> =
    LazyLock::new(|| compile(r"\b(?:lands?|tracts?|lots?|premises|parcels?|real\s+(?:property|estate)|surface|acres?|improvements)\b"));

/// Words before a land word that make it where the minerals lie ("in and under the land", "in
/// and to 80 acres of"), not a thing granted.
static LAND_AS_PLACE: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:in|under|upon|from|beneath|within|on|underlying|of)\s+(?:and\s+(?:to|under)\s+)?(?:[\w/(),.'-]+\s+){0,4}$")
});

/// Words that bring minerals in as part of something larger ("including the mineral estate",
/// "together with the minerals").
static MINERALS_INCLUDED: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:including|includes|together\s+with|as\s+well\s+as|and\s+also|with)\s+(?:(?:all|of|the|its|his|her|their|any|grantors?'?s?)\s+)*$",
    )
});

/// The minerals or royalty a granting clause's object (the words after its verbs, up to the
/// land description or a reservation) names as the thing granted, as a span of `object`:
/// `None` when it names none, or names them only within a grant of land ("the land below,
/// including all of the oil, gas and other minerals", "the surface and the minerals", "the
/// tract with all improvements and mineral rights"), or as a company's name ("unto Ozark
/// Royalty Company"). Shared by the classifier (a deed of minerals is a mineral deed) and
/// `conveys_fee` (a fee deed that grants minerals only conveys no fee).
pub(crate) fn granted_minerals(object: &str) -> Option<(usize, usize)> {
    let found = GRANTED_MINERALS.find_iter(object).find(|m| !in_company_name(object, m.start(), m.end()))?;
    let before = &object[..found.start()];
    let land_first = GRANTED_LAND
        .find_iter(before)
        .any(|land| !LAND_AS_PLACE.is_match(&before[..land.start()]) && !in_company_name(object, land.start(), land.end()));
    (!land_first && !MINERALS_INCLUDED.is_match(before)).then_some((found.start(), found.end()))
}

static TOGETHER_WITH_MINERALS: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\btogether\s+with\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:oil,?\s+gas,?\s+(?:and|&)\s+(?:other\s+)?)?minerals\b")
});

/// A fraction as written: "1/2", "one-half (1/2)", "3/4ths", "fifty percent (50%)". The
/// figures may be read as a scan damages them ("l/2", "(1/l6)"; [`figures`] reads them back);
/// the patterns built on it read its words damaged too ([`tolerant`]).
const FRACTION: &str = r"(?:(?P<num>[\dlIO]{1,3})\s*/\s*(?P<den>[\dlIO]{1,4})(?:ths|th|rds|nds|s)?|(?P<wnum>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen)[\s-]+(?P<wden>half|halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twelfths?|sixteenths?|thirty[\s-]*seconds?|sixty[\s-]*fourths?)|(?P<pct>[\dlIO]{1,3}(?:\.[\dlIO]+)?)\s*(?:%|percent\b|per\s+cent\b)|(?P<wpct>ten|twenty|twenty[\s-]*five|thirty|forty|fifty|sixty|seventy|seventy[\s-]*five|eighty|ninety)\s+(?:percent|per\s+cent)\b)(?:\s*\(\s*[\dlIO./%\s]+(?:ths)?\s*\))?";

/// Compiles a pattern that reads fractions and the words around them as a scan damages them:
/// `i`/`l`/`1` and `o`/`0` for one another, a word broken by a space or by a line-end hyphen
/// ("und ivided", "one-hal f", "UNDI-\nVIDED", "equa1 shares"). A share misread there is a
/// holder's interest misread, so these words may not depend on a clean scan.
fn tolerant(pattern: &str) -> Regex {
    compile(&ocr_tolerant_across_lines(pattern, false))
}

/// Whose interest a fraction is taken of: "Assignor's", "grantor's", "her", "their".
const POSSESSIVE: &str = r"(?:grantors?'?s?|assignors?'?s?|lessors?'?s?|sellers?'?s?|his|her|their|its|my|our)";

/// The share in the granting clause: "an undivided one-half (1/2) interest", "the two sevenths
/// of the undivided one half interest", "an undivided 1/4th", "3/4 of Assignor's interest",
/// "one-half of the oil, gas and other minerals". Groups `o_`/`i_` (a share of an undivided
/// share), `a_` (a share before "undivided interest"), `s_` with `own` (a share of an
/// interest, the grantor's when `own` is set), `m_` (a share of the minerals themselves).
static UNDIVIDED_SHARE: LazyLock<Regex> = LazyLock::new(|| {
    tolerant(&format!(
        r"\b(?:(?P<outer>{outer})\s+(?:part\s+)?of\s+(?:the\s+|an\s+|said\s+)?)?undivided\s+(?P<inner>{inner})|\b(?P<after>{after})\s+undivided\s+interest|\b(?P<share>{share})\s+(?:of\s+(?:all\s+)?(?:of\s+)?(?:the\s+|(?P<own>{POSSESSIVE})\s+)?(?:undivided\s+)?(?:right,\s+title\s+and\s+)?(?:mineral\s+|royalty\s+|leasehold\s+|working\s+)?interest)|\b(?P<minerals>{minerals})\s+(?:part\s+)?of\s+(?:all\s+)?(?:of\s+)?(?:the\s+|said\s+)?(?:oil|minerals|royalt)",
        outer = FRACTION.replace("?P<", "?P<o_"),
        inner = FRACTION.replace("?P<", "?P<i_"),
        after = FRACTION.replace("?P<", "?P<a_"),
        share = FRACTION.replace("?P<", "?P<s_"),
        minerals = FRACTION.replace("?P<", "?P<m_"),
    ))
});

static FRACTION_ONLY: LazyLock<Regex> = LazyLock::new(|| tolerant(&format!(r"\b{FRACTION}")));

/// Cheap search for the words every reservation opening holds; the full opening is then
/// checked around each hit (one alternation of all openings runs many times slower).
static RESERVATION_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"except|reserv|retain"));

/// Words that open a reservation or exception by this instrument's grantor: "save and except",
/// "excepting and reserving" (its first letter as a scan may damage it), "excepting to the
/// grantors" (the older Ohio and Pennsylvania form), "reserving unto", "reserving, however,",
/// "there is reserved", "grantor reserves".
static RESERVATION_OPENING: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bsav(?:e|ing)\s+and\s+except(?:ing)?\b|\bless\s+and\s+except\b|\b[a-z]?xcept(?:s|ed|ing)?\s+and\s+reserv(?:e|es|ed|ing)\b|\bexcept(?:s|ed|ing)?\s+(?:un)?to\s+(?:the\s+)?(?:said\s+)?grant|\breserv(?:e|es|ing)\s+(?:unto|to|for|from)\b|\breserving,?\s+however,?\s|\b(?:is|are|be)\s+(?:hereby\s+)?(?:excepted\s+and\s+)?reserved\b|\b(?:reserves?|retains?)\s+(?:an?|the|all|unto|to|for|herein|her|his|their|its|one|\d)\b",
    )
});

/// How far around a reservation word its opening may reach.
const OPENING_REACH: usize = 40;

/// The end of a reservation clause: a sentence end.
static SENTENCE_END: LazyLock<Regex> = LazyLock::new(|| compile(r"[.;]\s+[A-Z(]|[.;]\s*\n|\n\s*\n"));

static RESERVED_ROYALTY: LazyLock<Regex> = LazyLock::new(|| compile(r"\broyalt(?:y|ies)\b"));
static ROYALTY_KIND: LazyLock<Regex> = LazyLock::new(|| compile(r"\b(?:non\W*participating|overriding|term)\s+royalt"));
static RESERVED_MINERALS: LazyLock<Regex> =
    LazyLock::new(|| compile(r"\b(?:o[il1][l1i]|[o0]il|g[a@][s5a]|m[il1]nerals?|coal|hydrocarbons?)\b"));

/// Signs that a clause excepts what someone reserved or took before, not a reservation now.
static PRIOR_EXCEPTION: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:previously|heretofore|prior|formerly|of\s+record|recorded|as\s+reserved\s+(?:by|in)|sold\s+to|conveyed\s+to|by\s+deed|in\s+(?:a|the)\s+deed|volume|vol\.|book)\b",
    )
});

/// The oath that opens an affidavit.
static OATH: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\bbeing\s+(?:first\s+)?(?:duly\s+)?sworn,?\s+(?:on\s+(?:his|her|their)\s+oaths?,?\s+)?(?:deposes?|says?|states?|declares?)\b")
});

/// What follows an estate word inside a company's name: up to two more capitalised words or
/// ampersands and a designator ("Humble Oil and Gas Company", "Permian Royalty, LLC", "Delta
/// Minerals Inc.", "Texas Gas Transmission Corporation", the lease brokers' "Gulf Lease &
/// Royalty Co." and "Pecos Land & Lease Company"). Case-sensitive for the words between, none of which
/// joins a clause ([`JOINING_WORDS`]): in capitals, "MINERALS UNTO ACME CORPORATION" is the
/// thing granted and then the grantee.
static COMPANY_DESIGNATOR_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^[\s,]*(?P<between>(?:(?:[A-Z][A-Za-z&'-]*|&)\.?,?\s+){0,2})(?i:company|co\.|co(?-u:\b)|corporation|corp(?-u:\b)|incorporated|inc(?-u:\b)|llc|l\.\s?l\.\s?c|ltd|limited|l\.\s?p\.|lp(?-u:\b)|partnership|partners(?-u:\b)|association|trust(?-u:\b)|fund(?-u:\b))",
    )
    .expect("company designator pattern compiles")
});

/// A reservation of a share of the grantor's own interest: "one-half of Grantor's interest in
/// the minerals", "1/2 of their mineral interest".
static RESERVED_OF_GRANTORS_INTEREST: LazyLock<Regex> = LazyLock::new(|| {
    tolerant(&format!(
        r"\bof\s+(?:all\s+)?(?:the\s+)?{POSSESSIVE}\s+(?:undivided\s+)?(?:right,\s+title\s+and\s+)?(?:mineral\s+|royalty\s+)?interest"
    ))
});

/// An heirship's statement that the heirs share equally: "in equal shares", "share and share
/// alike", "each an undivided one-third", "each of whom inherited an undivided 1/3", "1/2 each".
static EQUAL_SHARES: LazyLock<Regex> = LazyLock::new(|| {
    tolerant(&format!(
        r"\bin\s+equal\s+(?:shares|parts|portions|proportions)\b|\bshare\s+and\s+share\s+alike\b|\beach\s+(?:of\s+whom\s+)?(?:(?:inherited|took|takes|owning|owns|receiving)\s+)?an?\s+undivided\s+{each}|\b{after}\s+(?:interest\s+)?each\b",
        each = FRACTION.replace("?P<", "?P<e_"),
        after = FRACTION.replace("?P<", "?P<f_"),
    ))
});

/// Where an heirship lists each heir's share: "in the following proportions: A an undivided
/// 1/3, B an undivided 1/3, and C an undivided 1/3"; the same share for every heir is an equal
/// division.
static SHARES_LISTED: LazyLock<Regex> = LazyLock::new(|| tolerant(r"\b(?:proportions|shares|as\s+follows)\s*:"));
const SHARES_LIST_BYTES: usize = 400;

/// Where a lease states its royalty: after the word royalty ("the royalties ... on oil, 3/16 of
/// that produced"), or in the classic form "the equal one-eighth (1/8) part of all oil".
static ROYALTY_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"\broyalt(?:y|ies)\b"));
static EQUAL_PART_OF_OIL: LazyLock<Regex> =
    LazyLock::new(|| tolerant(&format!(r"\bequal\s+{FRACTION}\s+part\s+of\s+(?:all\s+)?(?:the\s+)?oil")));
const ROYALTY_REACH_BYTES: usize = 250;

/// A lease's primary term in years: "for a term of five (5) years", "primary term of 3 years".
static PRIMARY_TERM: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bterm\W+(?:of\W+)?(?:(?P<words>(?:twenty|thirty|forty|fifty)?[\s-]*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)|\d{1,2})\W*)?(?:\(\s*(?P<digits>\d{1,2})\s*\)\W*)?years?\b",
    )
});
static PRIMARY_TERM_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"\bprim\w*\s+term\b"));

/// A recording reference to an earlier instrument by volume (book) and page, the records named
/// between them or not ("Book 12 of the Oil and Gas Records at Page 3"). Kept apart from
/// [`INSTRUMENT_NUMBER`]: one alternation of both runs many times slower.
static VOLUME_PAGE: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:vol(?:ume)?\.?|v\.|book|bk\.?)\s*(?:no\.?\s*)?(?P<volume>\d{1,5}|[A-Z])\b(?:\s+of\s+(?:the\s+)?(?:[a-z&]+\s+){0,4}?records?)?\W{0,3}(?:at\s+)?(?:page|pg\.?|p\.|pp\.|pages?)\s*(?:no\.?\s*)?(?P<page>\d{1,5})\b",
    )
});

/// A recording reference by instrument (document, file, reception) number.
static INSTRUMENT_NUMBER: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:instrument|document|doc\.|clerk'?s\s+file|file|reception|receiving)\s*(?:no\.?|number|#)\s*:?\s*(?P<number>\d[\d-]*\d|\d)\b",
    )
});

/// Extracts what the instrument conveys, given its category.
pub fn extract(instrument: &Instrument, category: DocCategory) -> ConveyanceExtraction {
    let text = instrument.text.as_str();
    let mut extraction = ConveyanceExtraction { conveys_fee: category.conveys_fee(), ..ConveyanceExtraction::default() };
    let clause = granting_clause(instrument);
    let clause_evidence = |rule: &str| {
        clause.map_or_else(
            || Evidence { rule: rule.to_string(), ..Evidence::default() },
            |(start, _, object_end)| Evidence::new(rule, text, start, object_end),
        )
    };
    extraction.evidence.push(clause_evidence(&format!("category_conveys_fee:{}", category.as_str())));

    let granted = clause.and_then(|(_, object_start, object_end)| {
        granted_minerals(&text[object_start..object_end]).map(|(start, end)| (object_start + start, object_start + end))
    });
    extraction.estates_conveyed = estates_for(category);
    if category.is_fee_deed() {
        if let Some((start, end)) = granted {
            let estate = if RESERVED_ROYALTY.is_match(&text[start..end]) { Estate::Royalty } else { Estate::Mineral };
            extraction.conveys_fee = Some(false);
            extraction.estates_conveyed = vec![estate];
            extraction.evidence.push(Evidence::new("granting_clause_names_only_minerals", text, start, end));
            extraction.warnings.push(format!(
                "a {} whose granting clause conveys '{}' only: treated as a mineral conveyance, not fee",
                category.as_str(),
                &text[start..end]
            ));
        } else if let Some((start, _, _)) = clause {
            let window_end = floor_char_boundary(text, (start + GRANTING_CLAUSE_BYTES).min(text.len()));
            if let Some(m) = TOGETHER_WITH_MINERALS.find(&text[start..window_end]) {
                extraction.estates_conveyed.push(Estate::Mineral);
                extraction.evidence.push(Evidence::new("fee_together_with_minerals", text, start + m.start(), start + m.end()));
            }
        }
    }
    if category == DocCategory::Other
        && let Some((start, object_start, object_end)) = clause
    {
        let window_end = floor_char_boundary(text, (object_end + LAND_AFTER_OBJECT_BYTES).min(text.len()));
        if !LAND_OBJECT.is_match(&text[object_start..window_end]) {
            extraction.conveys_fee = Some(false);
            extraction.evidence.push(Evidence::new("other_instrument_grants_no_land", text, start, object_end));
            extraction.warnings.push(format!(
                "an instrument of no known category transfers '{}', which is not land: it conveys no fee",
                quote(text, object_start)
            ));
        }
    }
    if category == DocCategory::Other
        && extraction.conveys_fee.is_none()
        && let Some(oath) = opening_oath(instrument, clause.map(|(start, _, _)| start))
    {
        extraction.conveys_fee = Some(false);
        extraction.warnings.push(format!(
            "an instrument of no known category that opens as a sworn statement ('{}'): an affidavit transfers nothing, it conveys no fee",
            quote(&oath.text, 0)
        ));
        extraction.evidence.push(oath);
    }
    if !extraction.estates_conveyed.is_empty() {
        extraction.evidence.push(clause_evidence("estates_from_category"));
    }
    extraction.warnings.insert(0, decided_by(category, &extraction, clause.map(|(start, _, end)| &text[start..end])));

    let share = clause.filter(|_| !extraction.estates_conveyed.is_empty()).and_then(|(start, _, _)| undivided_share(text, start));
    if let Some((fraction, basis, evidence)) = share {
        extraction.interest = Some(fraction);
        extraction.interest_of = Some(basis);
        extraction.evidence.push(evidence);
    } else if clause.is_some() && !extraction.estates_conveyed.is_empty() && category != DocCategory::OilGasLease {
        extraction.warnings.push("no fraction read in the granting clause: taken as all of the grantor's interest".to_string());
    }

    if category != DocCategory::OilGasLease && !extraction.estates_conveyed.is_empty() {
        let (reservations, warnings) = reservations(instrument);
        extraction.reservations = reservations;
        extraction.warnings.extend(warnings);
    }

    if matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate) {
        match equal_shares(text) {
            Some(evidence) => {
                extraction.equal_shares = true;
                extraction.evidence.push(evidence);
            }
            None => extraction.warnings.push(
                "no statement that the heirs take equal shares (\"in equal shares\", \"each an undivided 1/3\"): their shares stay unknown"
                    .to_string(),
            ),
        }
    }

    if category == DocCategory::OilGasLease {
        match lease_royalty(text) {
            Some((royalty, evidence)) => {
                extraction.royalty = Some(royalty);
                extraction.evidence.push(evidence);
            }
            None => extraction.warnings.push(
                "no royalty fraction read in this lease (looked after the word royalty and for \"the equal 1/8 part of all oil\")"
                    .to_string(),
            ),
        }
        match primary_term(text) {
            Some((years, evidence)) => {
                extraction.primary_term_years = Some(years);
                extraction.evidence.push(evidence);
            }
            None => {
                if let Some(m) = PRIMARY_TERM_WORD.find(text) {
                    extraction.warnings.push(format!("primary term mentioned but not read in years near '{}'", quote(text, m.start())));
                } else {
                    extraction.warnings.push("no primary term found in this lease".to_string());
                }
            }
        }
    }

    if category == DocCategory::PartitionDeed {
        let (allotments, warning) = allotments::allotments(instrument);
        extraction.allotments = allotments;
        extraction.warnings.extend(warning);
    }

    let (references, warnings) = references(instrument);
    extraction.references = references;
    extraction.warnings.extend(warnings);
    if clause.is_none() && category != DocCategory::Other {
        extraction.warnings.push("no granting clause found: estates from the category alone".to_string());
    }
    extraction
}

/// What decided `conveys_fee` and the estates, or what was looked for when nothing did.
fn decided_by(category: DocCategory, extraction: &ConveyanceExtraction, clause: Option<&str>) -> String {
    let estates: Vec<String> = extraction.estates_conveyed.iter().map(|estate| format!("{estate:?}").to_lowercase()).collect();
    let fee = match extraction.conveys_fee {
        Some(fee) => fee.to_string(),
        None => "unknown".to_string(),
    };
    match (category, clause) {
        (DocCategory::Other, _) if extraction.conveys_fee.is_none() => "conveys_fee unknown: the category is other and nothing settles it \
(looked for a granting clause that transfers something other than land, and the sworn statement that opens an affidavit)"
            .to_string(),
        (_, Some(clause)) => format!(
            "conveys_fee {fee}, estates [{}] from the category {} and the granting clause '{}'",
            estates.join(", "),
            category.as_str(),
            quote(clause, 0)
        ),
        (_, None) => format!("conveys_fee {fee}, estates [{}] from the category {}", estates.join(", "), category.as_str()),
    }
}

/// The oath an affidavit opens with ("JOHN DOE, being first duly sworn, deposes and says"),
/// before any granting clause and outside the acknowledgment, where a subscribing witness's
/// proof of a deed stands. (A recorder's certificate holds no oath; a cover stamp before the
/// affidavit may leave the segmentation reading all that follows as the stamp.)
fn opening_oath(instrument: &Instrument, clause_start: Option<usize>) -> Option<Evidence> {
    let text = instrument.text.as_str();
    OATH.find_iter(text)
        .take_while(|m| clause_start.is_none_or(|start| m.start() < start))
        .find(|m| instrument.kind_at(m.start()) != SegmentKind::Acknowledgment)
        .map(|m| Evidence::new("affidavit_oath", text, m.start(), m.end()))
}

/// DOMAIN.md: which estate each category carries.
fn estates_for(category: DocCategory) -> Vec<Estate> {
    use DocCategory::*;
    match category {
        Patent | WarrantyDeed | SpecialWarrantyDeed | QuitclaimDeed | Deed | CorrectionDeed | PartitionDeed => vec![Estate::Fee],
        MineralDeed => vec![Estate::Mineral],
        RoyaltyDeed => vec![Estate::Royalty],
        OilGasLease | LeaseAssignment => vec![Estate::Leasehold],
        LeaseRelease | LeaseRatification | AffidavitOfHeirship | Probate | DeedOfTrust | MortgageRelease | RightOfWay | Other => vec![],
    }
}

/// The first granting verb outside the clerk's stamp and outside recitals (a being clause's
/// "which JOHN DOE granted and conveyed unto the grantor"): (verb start, thing granted start, thing
/// granted end). The thing granted runs to the land description or to a reservation.
fn granting_clause(instrument: &Instrument) -> Option<(usize, usize, usize)> {
    let text = instrument.text.as_str();
    let verb = GRANTING_VERBS.find_iter(text).find(|m| {
        let before_start = floor_char_boundary(text, m.start().saturating_sub(24));
        instrument.kind_at(m.start()) != SegmentKind::Recording
            && instrument.recital_at(m.start()).is_none()
            && (VERB_SEPARATOR.is_match(m.as_str())
                || OPERATIVE_BEFORE.is_match(&text[before_start..m.start()])
                || OPERATIVE_AFTER.is_match(&text[m.end()..]))
    })?;
    let limit = floor_char_boundary(text, (verb.end() + GRANTING_CLAUSE_BYTES).min(text.len()));
    let object_end = END_OF_GRANTED_OBJECT.find(&text[verb.end()..limit]).map_or(limit, |m| verb.end() + m.start());
    Some((verb.start(), verb.end(), object_end))
}

/// The undivided share conveyed, read in the granting clause, and of what it is a share.
fn undivided_share(text: &str, clause_start: usize) -> Option<(String, InterestBasis, Evidence)> {
    let limit = floor_char_boundary(text, (clause_start + GRANTING_CLAUSE_BYTES).min(text.len()));
    let window = &text[clause_start..limit];
    // The share often stands after "to-wit:" ("... to-wit: an undivided 1/2 interest in"), so
    // only what brings in something not granted closes the window, not the land.
    let window = END_OF_SHARE_WINDOW.find(window).map_or(window, |m| &window[..m.start()]);
    let caps = UNDIVIDED_SHARE.captures(window)?;
    let whole = caps.get(0)?;
    let mut basis = InterestBasis::Whole;
    let fraction =
        if caps.name("i_num").is_some() || caps.name("i_wnum").is_some() || caps.name("i_pct").is_some() || caps.name("i_wpct").is_some() {
            let inner = fraction_from(&caps, "i_")?;
            match fraction_from(&caps, "o_") {
                Some(outer) => multiply(outer, inner),
                None => inner,
            }
        } else if let Some(after) = fraction_from(&caps, "a_") {
            after
        } else if let Some(share) = fraction_from(&caps, "s_") {
            if caps.name("own").is_some() {
                basis = InterestBasis::GrantorInterest;
            }
            share
        } else {
            fraction_from(&caps, "m_")?
        };
    if fraction.0 >= fraction.1 {
        return None;
    }
    let start = clause_start + whole.start();
    let rule = if basis == InterestBasis::Whole { "undivided_share_of_whole" } else { "share_of_grantor_interest" };
    Some((format!("{}/{}", fraction.0, fraction.1), basis, Evidence::new(rule, text, start, clause_start + whole.end())))
}

/// Reads one fraction from the groups named `{prefix}num`/`den`, `wnum`/`wden`, `pct`, `wpct`.
fn fraction_from(caps: &Captures, prefix: &str) -> Option<(u64, u64)> {
    let group = |name: &str| caps.name(&format!("{prefix}{name}")).map(|m| m.as_str());
    let raw = if let (Some(num), Some(den)) = (group("num"), group("den")) {
        (figures(num).parse().ok()?, figures(den).parse().ok()?)
    } else if let (Some(num), Some(den)) = (group("wnum"), group("wden")) {
        (number_word(num)?, denominator_word(den)?)
    } else if let Some(pct) = group("pct") {
        percent(&figures(pct))?
    } else {
        (percent_word(group("wpct")?)?, 100)
    };
    reduce(raw)
}

fn fraction_of(text: &str) -> Option<(u64, u64)> {
    FRACTION_ONLY.captures_iter(text).filter_map(|caps| fraction_from(&caps, "")).find(|fraction| fraction.0 < fraction.1)
}

/// Figures as a scan may damage them, read back: `l`, `I` and `i` for `1`, `o` and `O` for `0`.
fn figures(written: &str) -> String {
    written
        .chars()
        .map(|c| match c {
            'l' | 'L' | 'i' | 'I' => '1',
            'o' | 'O' => '0',
            other => other,
        })
        .collect()
}

/// The words of numbers a share is written in, as [`number_word`] reads them.
const NUMBER_WORDS: [(&str, u64); 21] = [
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("fifteen", 15),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
];

/// The words of denominators, singular, as [`denominator_word`] reads them.
const DENOMINATOR_WORDS: [(&str, u64); 15] = [
    ("half", 2),
    ("halve", 2),
    ("third", 3),
    ("fourth", 4),
    ("quarter", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
    ("twelfth", 12),
    ("sixteenth", 16),
    ("thirtysecond", 32),
    ("sixtyfourth", 64),
];

/// A word as matched, reduced for comparison with a clean one: [`ocr_key`] without the spaces
/// or hyphens a scan put in it ("ha1f", "hal f" and "half" alike).
fn word_key(word: &str) -> String {
    ocr_key(word).chars().filter(|c| c.is_alphanumeric()).collect()
}

fn lookup(table: &[(&str, u64)], key: &str) -> Option<u64> {
    table.iter().find(|(word, _)| ocr_key(word) == key).map(|(_, value)| *value)
}

fn number_word(word: &str) -> Option<u64> {
    lookup(&NUMBER_WORDS, &word_key(word))
}

fn denominator_word(word: &str) -> Option<u64> {
    let key = word_key(word);
    lookup(&DENOMINATOR_WORDS, &key).or_else(|| lookup(&DENOMINATOR_WORDS, key.strip_suffix('s')?))
}

/// "50", "12.5" percent as a fraction of a hundred (or thousand, for one decimal).
fn percent(written: &str) -> Option<(u64, u64)> {
    match written.split_once('.') {
        Some((whole, decimals)) => {
            let scale = 10u64.checked_pow(u32::try_from(decimals.len()).ok()?)?;
            let value = whole.parse::<u64>().ok()?.checked_mul(scale)?.checked_add(decimals.parse::<u64>().ok()?)?;
            Some((value, 100u64.checked_mul(scale)?))
        }
        None => Some((written.parse().ok()?, 100)),
    }
}

/// "fifty", "twenty-five", "seventy five" (and as a scan damages them: "fif ty"): a tens word
/// and a unit, or one number word.
fn percent_word(word: &str) -> Option<u64> {
    let key = word_key(word);
    lookup(&NUMBER_WORDS, &key).or_else(|| {
        NUMBER_WORDS.iter().filter(|(_, value)| *value >= 20).find_map(|(tens, value)| {
            let unit = key.strip_prefix(ocr_key(tens).as_str())?;
            lookup(&NUMBER_WORDS, unit).filter(|unit| *unit < 10).map(|unit| value + unit)
        })
    })
}

fn multiply(outer: (u64, u64), inner: (u64, u64)) -> (u64, u64) {
    let product = (outer.0.saturating_mul(inner.0), outer.1.saturating_mul(inner.1));
    reduce(product).unwrap_or(product)
}

fn reduce((numerator, denominator): (u64, u64)) -> Option<(u64, u64)> {
    if denominator == 0 || numerator == 0 {
        return None;
    }
    let divisor = gcd(numerator, denominator);
    Some((numerator / divisor, denominator / divisor))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The grantor's reservations of minerals or royalty; exceptions of earlier reservations and
/// reservations of other things (a parcel, crops) go to the warnings.
fn reservations(instrument: &Instrument) -> (Vec<Reservation>, Vec<String>) {
    let text = instrument.text.as_str();
    let mut found = Vec::new();
    let mut warnings = Vec::new();
    let mut covered_to = 0;
    for word in RESERVATION_WORD.find_iter(text) {
        if word.start() < covered_to {
            continue;
        }
        let Some(opening) = opening_around(text, word.start(), word.end()) else {
            continue;
        };
        if opening.start < covered_to || instrument.kind_at(opening.start) == SegmentKind::Recording {
            continue;
        }
        let limit = floor_char_boundary(text, (opening.end + RESERVATION_CLAUSE_BYTES).min(text.len()));
        let end = clause_end(text, opening.start, opening.end, limit);
        covered_to = end;
        let clause = &text[opening.start..end];
        let Some(estate) = reserved_estate(clause) else {
            warnings.push(format!("reservation of something other than minerals or royalty not used: '{}'", quote(text, opening.start)));
            continue;
        };
        if PRIOR_EXCEPTION.is_match(clause) {
            warnings.push(format!(
                "exception of an earlier reservation or conveyance, not reserved by this grantor: '{}'",
                quote(text, opening.start)
            ));
            continue;
        }
        let fraction = fraction_of(clause).map(|(numerator, denominator)| format!("{numerator}/{denominator}"));
        let fraction_of = fraction
            .as_ref()
            .map(|_| if RESERVED_OF_GRANTORS_INTEREST.is_match(clause) { InterestBasis::GrantorInterest } else { InterestBasis::Whole });
        let rule = if estate == Estate::Royalty { "reservation_royalty" } else { "reservation_minerals" };
        found.push(Reservation { estate, fraction, fraction_of, evidence: Evidence::new(rule, text, opening.start, end) });
    }
    (found, warnings)
}

/// Where a reservation clause ends: at its sentence end or a blank line. A scan puts blank
/// lines inside sentences too, so a clause that has not yet named what it reserves at a blank
/// line reads on through the next line when that line goes on in lower case ("reserving unto the
/// grantors all of the oil and\n\ngas in and under").
fn clause_end(text: &str, start: usize, from: usize, limit: usize) -> usize {
    let Some(found) = SENTENCE_END.find(&text[from..limit]) else { return limit };
    let end = from + found.start() + 1;
    let next_line = end + text[end..limit].len() - text[end..limit].trim_start().len();
    let goes_on = text[next_line..limit].starts_with(|c: char| c.is_lowercase());
    if !found.as_str().starts_with('\n') || !goes_on || reserved_estate(&text[start..end]).is_some() {
        return end;
    }
    let line_end = text[next_line..limit].find('\n').map_or(limit, |at| next_line + at);
    SENTENCE_END.find(&text[next_line..line_end]).map_or(line_end, |m| next_line + m.start() + 1)
}

/// The estate a reservation clause keeps: royalty when it names a royalty of its own kind
/// ("non-participating", "overriding") or names royalty before any mineral ("a 1/16 royalty in
/// the oil and gas"); minerals otherwise ("one-half of the minerals, with the bonus and royalty").
/// Words of a company's name are not the estate ("the pipe line right of way of Texas Gas
/// Transmission Corporation").
fn reserved_estate(clause: &str) -> Option<Estate> {
    let own = |m: &regex::Match| !in_company_name(clause, m.start(), m.end());
    let royalty = RESERVED_ROYALTY.find_iter(clause).find(own).map(|m| m.start());
    let minerals = RESERVED_MINERALS.find_iter(clause).find(own).map(|m| m.start());
    match (royalty, minerals) {
        (Some(_), _) if ROYALTY_KIND.is_match(clause) => Some(Estate::Royalty),
        (Some(royalty), Some(minerals)) if royalty < minerals => Some(Estate::Royalty),
        (Some(_), None) => Some(Estate::Royalty),
        (_, Some(_)) => Some(Estate::Mineral),
        (None, None) => None,
    }
}

/// The reservation opening that holds the word at `start..end`, if any.
fn opening_around(text: &str, start: usize, end: usize) -> Option<std::ops::Range<usize>> {
    let window_start = floor_char_boundary(text, start.saturating_sub(OPENING_REACH));
    let window_end = floor_char_boundary(text, (end + OPENING_REACH).min(text.len()));
    RESERVATION_OPENING
        .find_iter(&text[window_start..window_end])
        .map(|m| window_start + m.start()..window_start + m.end())
        .find(|opening| opening.start <= start && end <= opening.end)
}

/// Whether an heirship says its heirs take equal shares.
fn equal_shares(text: &str) -> Option<Evidence> {
    if let Some(m) = EQUAL_SHARES.find(text) {
        return Some(Evidence::new("heirs_equal_shares", text, m.start(), m.end()));
    }
    SHARES_LISTED.find_iter(text).find_map(|m| {
        let end = floor_char_boundary(text, (m.end() + SHARES_LIST_BYTES).min(text.len()));
        let list = &text[m.end()..end];
        // The list runs to the end of its line: the initials in its names ("Ada M. Dane") end
        // no sentence.
        let list = list.find('\n').map_or(list, |e| &list[..e]);
        let shares: Vec<(u64, u64)> = FRACTION_ONLY.captures_iter(list).filter_map(|caps| fraction_from(&caps, "")).collect();
        (shares.len() >= 2 && shares.iter().all(|s| *s == shares[0]))
            .then(|| Evidence::new("heirs_equal_shares_listed", text, m.start(), m.end() + list.len()))
    })
}

/// A lease's royalty: the first fraction below the whole after the word royalty in its sentence
/// (8/8 is the whole production, not the share), else the classic "equal part of all oil".
fn lease_royalty(text: &str) -> Option<(String, Evidence)> {
    let after_word = ROYALTY_WORD.find_iter(text).find_map(|word| {
        let end = floor_char_boundary(text, (word.end() + ROYALTY_REACH_BYTES).min(text.len()));
        // A heading ("3. ROYALTY.") runs on into the sentence that follows it.
        let sentence = text[word.end()..end].trim_start_matches(|c: char| c == '.' || c == ':' || c.is_whitespace());
        let offset = end - word.end() - sentence.len();
        let sentence = SENTENCE_END.find(sentence).map_or(sentence, |e| &sentence[..e.start() + 1]);
        let caps = FRACTION_ONLY.captures_iter(sentence).find(|caps| fraction_from(caps, "").is_some_and(|f| f.0 < f.1))?;
        let found = caps.get(0)?;
        let fraction = fraction_from(&caps, "")?;
        Some((fraction, word.start(), word.end() + offset + found.end()))
    });
    let (fraction, start, end) = after_word.or_else(|| {
        let caps = EQUAL_PART_OF_OIL.captures(text)?;
        let found = caps.get(0)?;
        Some((fraction_from(&caps, "")?, found.start(), found.end()))
    })?;
    Some((format!("{}/{}", fraction.0, fraction.1), Evidence::new("lease_royalty", text, start, end)))
}

fn primary_term(text: &str) -> Option<(u32, Evidence)> {
    PRIMARY_TERM.captures_iter(text).find_map(|caps| {
        let whole = caps.get(0)?;
        let years = match (caps.name("digits"), caps.name("words")) {
            (Some(digits), _) => digits.as_str().parse().ok()?,
            (None, Some(words)) => words.as_str().parse().ok().or_else(|| term_words(words.as_str()))?,
            (None, None) => return None,
        };
        (years > 0).then(|| (years, Evidence::new("primary_term_years", text, whole.start(), whole.end())))
    })
}

/// "five", "twenty-five".
fn term_words(words: &str) -> Option<u32> {
    let total = percent_word(words)?;
    u32::try_from(total).ok().filter(|years| *years > 0)
}

/// Recording references to earlier instruments: the lease an assignment or release acts on,
/// the deed a being clause names, wherever they stand, recitals included. References in the
/// caption or the recording stamp outside any recital, and page headers that repeat the
/// instrument's own book and page, are its own recording, not a citation.
fn references(instrument: &Instrument) -> (Vec<RecordingReference>, Vec<String>) {
    let text = instrument.text.as_str();
    let mut found: Vec<RecordingReference> = Vec::new();
    let mut own = 0usize;
    // The matches are found first and their groups read only for the citations: the groups
    // cost the capture engine's pass over each match, and most references in a recorded
    // instrument are its own stamp's. A match's groups read from its own start are the ones
    // the iterator would have given (the same leftmost match there, the text before it seen).
    let mut cited: Vec<(regex::Match<'_>, &Regex)> = VOLUME_PAGE
        .find_iter(text)
        .map(|m| (m, &*VOLUME_PAGE))
        .chain(INSTRUMENT_NUMBER.find_iter(text).map(|m| (m, &*INSTRUMENT_NUMBER)))
        .collect();
    cited.sort_by_key(|(whole, _)| whole.start());
    for (whole, pattern) in cited {
        // A recital is a citation wherever it stands: a WHEREAS clause before the premises lies in
        // the caption section, and a being clause may follow a stamp.
        let stamp_or_caption = matches!(instrument.kind_at(whole.start()), SegmentKind::Caption | SegmentKind::Recording)
            && instrument.recital_at(whole.start()).is_none();
        if stamp_or_caption || is_page_header(text, whole.start(), whole.end()) {
            own += 1;
            continue;
        }
        let Some(caps) = pattern.captures_at(text, whole.start()) else { continue };
        let reference = RecordingReference {
            volume: caps.name("volume").map(|m| m.as_str().to_uppercase()),
            page: caps.name("page").map(|m| m.as_str().to_string()),
            instrument_number: caps.name("number").map(|m| m.as_str().to_string()),
            evidence: Evidence::new("recording_reference", text, whole.start(), whole.end()),
        };
        let repeated = found.iter().any(|earlier| {
            earlier.volume == reference.volume && earlier.page == reference.page && earlier.instrument_number == reference.instrument_number
        });
        if !repeated {
            found.push(reference);
        }
    }
    let warnings = if own > 0 {
        vec![format!(
            "{own} recording reference(s) in the caption, stamp or page headers taken as this instrument's own recording, not as citations"
        )]
    } else {
        vec![]
    };
    (found, warnings)
}

/// A line that holds nothing but a book-and-page reference is a page header or stamp.
fn is_page_header(text: &str, start: usize, end: usize) -> bool {
    let line_start = text[..start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = text[end..].find('\n').map_or(text.len(), |at| end + at);
    let rest = text[line_start..start].trim().chars().count() + text[end..line_end].trim().chars().count();
    rest <= 12
}

/// Whether the estate word at `start..end` is part of a company's name: written with a
/// capital and followed by a designator ([`COMPANY_DESIGNATOR_AFTER`]). "XYZ Oil & Gas Company"
/// is a grantee, not the thing granted; "the Oil and Gas in and under" is the thing granted.
pub(crate) fn in_company_name(text: &str, start: usize, end: usize) -> bool {
    if !text[start..].starts_with(|c: char| c.is_ascii_uppercase()) {
        return false;
    }
    let Some(between) = COMPANY_DESIGNATOR_AFTER.captures(&text[end..]).and_then(|caps| caps.name("between")) else { return false };
    !between
        .as_str()
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| JOINING_WORDS.iter().any(|joining| word.eq_ignore_ascii_case(joining)))
}

/// Words that join the thing granted to what follows it and never stand inside a company's
/// name before its designator.
const JOINING_WORDS: &[&str] =
    &["unto", "to", "the", "of", "in", "on", "under", "upon", "from", "by", "said", "all", "within", "lying", "being"];

fn quote(text: &str, start: usize) -> String {
    let rest = &text[start..];
    let end = rest.char_indices().nth(QUOTE_CHARS).map_or(rest.len(), |(at, _)| at);
    rest[..end].split_whitespace().collect::<Vec<_>>().join(" ")
}

fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    fn convey(text: &str, category: DocCategory) -> ConveyanceExtraction {
        extract(&Instrument::from_raw(text), category)
    }

    /// The thing granted names minerals as what passes, or only as part of a grant of land.
    #[test]
    fn minerals_granted_alone_or_within_a_grant_of_land() {
        let granted = |object: &str| granted_minerals(object).map(|(start, end)| object[start..end].to_string());
        assert_eq!(
            granted(" unto Ada Ward an undivided 1/2 of the oil, gas and other minerals in and under"),
            Some("oil, gas and other minerals".into())
        );
        assert_eq!(granted(" unto Ada Ward all of the minerals, including oil and gas, in and under"), Some("all of the minerals".into()));
        assert_eq!(
            granted(" unto Ada Ward an undivided 1/8 interest in and to 80 acres of land, being all of the oil, gas and other minerals"),
            Some("oil, gas and other minerals".into())
        );
        assert_eq!(
            granted(" unto Red Mesa Land Company an undivided one-half of the oil, gas and other minerals"),
            Some("oil, gas and other minerals".into())
        );
        assert_eq!(granted(" unto Ada Ward a 1/64 non-participating royalty in"), Some("non-participating royalty".into()));
        assert_eq!(granted(" unto Ada Ward all of the land below, including all of the oil, gas and other minerals"), None);
        assert_eq!(granted(" unto Ada Ward the surface and all of the oil, gas and other minerals of the land below"), None);
        assert_eq!(granted(" unto Ada Ward that certain tract with all improvements, mineral rights and appurtenances"), None);
        assert_eq!(granted(" unto Ada Ward all his right, title and interest, including the mineral estate, in and to"), None);
        assert_eq!(granted(" unto Ozark Royalty Company the land below"), None);
    }

    const PREMISES: &str = "KNOW ALL MEN BY THESE PRESENTS: That LOIS CARTER, a widow, of Pecos County, Texas, for Ten Dollars, \
does hereby GRANT, SELL and CONVEY unto DWIGHT FARRIS ";
    const LAND: &str = "the following described land, to-wit: the NW/4 of Section 20, Block 9, H&TC RR Co. Survey, Pecos County, Texas.\n";

    #[test]
    fn warranty_deed_conveys_the_whole_fee() {
        let found = convey(&format!("{PREMISES}{LAND}TO HAVE AND TO HOLD unto grantee forever.\n"), DocCategory::WarrantyDeed);
        assert_eq!(found.conveys_fee, Some(true));
        assert_eq!(found.estates_conveyed, vec![Estate::Fee]);
        assert_eq!(found.interest, None);
        assert!(found.reservations.is_empty());
        assert_eq!(found.evidence[0].rule, "category_conveys_fee:warranty_deed");
    }

    #[test]
    fn undivided_shares_in_their_written_forms() {
        let share = |words: &str| convey(&format!("{PREMISES}{words} in and to {LAND}"), DocCategory::Deed).interest;
        assert_eq!(share("an undivided one-half (1/2) interest"), Some("1/2".to_string()));
        assert_eq!(share("an undivided 1/4 interest"), Some("1/4".to_string()));
        assert_eq!(share("an undivided fifty percent (50%) interest"), Some("1/2".to_string()));
        assert_eq!(share("an undivided 3/4ths interest"), Some("3/4".to_string()));
        assert_eq!(share("an undivided 12.5% interest"), Some("1/8".to_string()));
        assert_eq!(share("two-thirds of the undivided one-half interest"), Some("1/3".to_string()));
        assert_eq!(share("all of her interest"), None);
        assert_eq!(share("the surface, together with an undivided 1/2 interest in the minerals,"), None);
    }

    #[test]
    fn a_share_says_whether_it_is_of_the_whole_or_of_the_grantors_interest() {
        let read = |words: &str, category: DocCategory| {
            let found = convey(&format!("{PREMISES}{words} in and to {LAND}"), category);
            (found.interest, found.interest_of)
        };
        let whole = |f: &str| (Some(f.to_string()), Some(InterestBasis::Whole));
        let of_grantor = |f: &str| (Some(f.to_string()), Some(InterestBasis::GrantorInterest));
        assert_eq!(read("an undivided one-half (1/2) interest", DocCategory::Deed), whole("1/2"));
        assert_eq!(read("an undivided 1/4th", DocCategory::MineralDeed), whole("1/4"));
        assert_eq!(read("fifty percent (50%) of all of the right, title and interest", DocCategory::Deed), whole("1/2"));
        assert_eq!(read("one-half of the oil, gas and other minerals", DocCategory::MineralDeed), whole("1/2"));
        assert_eq!(read("an undivided three-fourths (3/4) of all oil, gas and other minerals", DocCategory::MineralDeed), whole("3/4"));
        assert_eq!(read("3/4 of Assignor's interest", DocCategory::LeaseAssignment), of_grantor("3/4"));
        assert_eq!(read("one-half (1/2) of grantor's undivided mineral interest", DocCategory::MineralDeed), of_grantor("1/2"));
        assert_eq!(read("one-third of her interest", DocCategory::Deed), of_grantor("1/3"));
        assert_eq!(read("all of his right, title and interest", DocCategory::Deed), (None, None));
    }

    #[test]
    fn shares_read_through_scan_damage() {
        let share = |words: &str| convey(&format!("{PREMISES}{words} in and to {LAND}"), DocCategory::MineralDeed).interest;
        // A space inside a word, a letter read for a figure, a hyphen a capitals line end left.
        assert_eq!(share("an und ivided one-fou rth (1/4) interest"), Some("1/4".to_string()));
        assert_eq!(share("an undivided one-hal f (l/2) interest"), Some("1/2".to_string()));
        assert_eq!(share("AN UNDI-\nVIDED ONE-HALF (1/2) INTEREST"), Some("1/2".to_string()));
        assert_eq!(share("an undivided l/4 interest"), Some("1/4".to_string()));
        assert_eq!(share("an undivided 3/l6 interest"), Some("3/16".to_string()));
        assert_eq!(share("an undivided twenty-f ive percent interest"), Some("1/4".to_string()));
        assert_eq!(share("an und1vided one-ha1f interest"), Some("1/2".to_string()));
        // Damage does not make a share out of what is not one.
        assert_eq!(share("all of the oil, gas and other minerals"), None);
    }

    #[test]
    fn the_words_of_numbers_as_a_scan_leaves_them() {
        assert_eq!(number_word("one"), Some(1));
        assert_eq!(number_word("0ne"), Some(1));
        assert_eq!(denominator_word("hal f"), Some(2));
        assert_eq!(denominator_word("ha1ves"), Some(2));
        assert_eq!(denominator_word("F1FTHS"), Some(5));
        assert_eq!(denominator_word("sixty-fourths"), Some(64));
        assert_eq!(denominator_word("halfpenny"), None);
        assert_eq!(percent_word("seventy five"), Some(75));
        assert_eq!(percent_word("fif ty"), Some(50));
        assert_eq!(percent_word("twenty-twenty"), None);
        assert_eq!(figures("l/l6"), "1/16");
        assert_eq!(figures("5O"), "50");
    }

    #[test]
    fn no_fraction_in_the_grant_is_all_of_the_grantors_interest_and_says_so() {
        let found = convey(&format!("{PREMISES}{LAND}"), DocCategory::WarrantyDeed);
        assert_eq!((found.interest, found.interest_of), (None, None));
        assert!(found.warnings.iter().any(|w| w.contains("all of the grantor's interest")));
    }

    #[test]
    fn a_reservation_of_the_grantors_own_interest() {
        let text = format!("{PREMISES}{LAND}Grantor reserves one-half (1/2) of Grantor's mineral interest in said land.\n");
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.reservations[0].fraction.as_deref(), Some("1/2"));
        assert_eq!(found.reservations[0].fraction_of, Some(InterestBasis::GrantorInterest));
        let whole = format!("{PREMISES}{LAND}Grantor reserves an undivided 1/4 of the oil, gas and other minerals.\n");
        assert_eq!(convey(&whole, DocCategory::Deed).reservations[0].fraction_of, Some(InterestBasis::Whole));
        let all = format!("{PREMISES}{LAND}Reserving unto grantor all minerals in and under said land.\n");
        assert_eq!(convey(&all, DocCategory::Deed).reservations[0].fraction_of, None);
    }

    #[test]
    fn heirships_that_state_equal_shares() {
        let heirship = |clause: &str| {
            let text = format!("AFFIDAVIT OF HEIRSHIP\nROY DANE died intestate owning {LAND}{clause}\n");
            convey(&text, DocCategory::AffidavitOfHeirship)
        };
        assert!(heirship("His heirs, ADA DANE and LEE DANE, took his estate in equal shares.").equal_shares);
        assert!(heirship("He left two children, each of whom inherited an undivided one-half (1/2) interest.").equal_shares);
        assert!(heirship("His children take share and share alike.").equal_shares);
        assert!(heirship("The heirs own said land in these proportions: Ada M. Dane 1/3, Lee Dane 1/3 and Roy Dane Jr. 1/3.").equal_shares);
        let unequal = heirship("The heirs own said land in these proportions: Ada Dane 1/2, Lee Dane 1/4 and Roy Dane Jr. 1/4.");
        assert!(!unequal.equal_shares);
        assert!(unequal.warnings.iter().any(|w| w.contains("shares stay unknown")));
        assert!(!heirship("His heirs are Ada Dane and Lee Dane.").equal_shares);
        let probate = "DECREE\nThe estate of Roy Dane passes in equal shares to Ada Dane and Lee Dane.\n";
        assert!(convey(probate, DocCategory::Probate).equal_shares);
        // The same statements as a scan damages them.
        assert!(heirship("He left two children, each of who m lNHERITED an undivided one-hal f (1/2) interest.").equal_shares);
        assert!(heirship("His heirs took his estate in equa1 sha res.").equal_shares);
        assert!(heirship("HIS CHILDREN, EACH OF WHOM INHERITED AN UNDI-\nVIDED ONE-THIRD (1/3) INTEREST.").equal_shares);
        assert!(!heirship("His heirs are Ada Dane and Lee Dane, each a resident of Pecos County.").equal_shares);
    }

    #[test]
    fn lease_royalty_in_its_written_forms() {
        let royalty = |clause: &str| {
            let text = format!("OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee the land. {clause}\n");
            convey(&text, DocCategory::OilGasLease).royalty
        };
        assert_eq!(
            royalty("The royalties to be paid by Lessee are: on oil, three-sixteenths (3/16) of that produced."),
            Some("3/16".into())
        );
        assert_eq!(royalty("Lessee shall pay the lessor's royalty of 1/5 of all gas sold."), Some("1/5".into()));
        assert_eq!(
            royalty("Lessee shall deliver to Lessor the equal one-eighth (1/8) part of all oil produced and saved."),
            Some("1/8".into())
        );
        assert_eq!(royalty("ROYALTY. Lessee shall pay one-fourth (1/4) of 8/8 of the gross proceeds."), Some("1/4".into()));
        let none = convey("OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee the land.\n", DocCategory::OilGasLease);
        assert_eq!(none.royalty, None);
        assert!(none.warnings.iter().any(|w| w.contains("no royalty fraction")));
    }

    #[test]
    fn mineral_deed_share_of_the_minerals() {
        let text = "That PAUL ROSS does hereby grant, sell and convey unto NORA HALE an undivided 1/4 interest in and to all of the oil, \
gas and other minerals in and under the following described land, to-wit: Section 5, Block 2, Reeves County, Texas.\n";
        let found = convey(text, DocCategory::MineralDeed);
        assert_eq!(found.conveys_fee, Some(false));
        assert_eq!(found.estates_conveyed, vec![Estate::Mineral]);
        assert_eq!(found.interest, Some("1/4".to_string()));
    }

    #[test]
    fn fee_deed_granting_only_minerals_is_a_mineral_conveyance() {
        let text = "WARRANTY DEED\nThat PAUL ROSS does hereby grant, sell and convey unto NORA HALE all of the oil, gas and other minerals in \
and under the following described land, to-wit: Section 5, Block 2, Reeves County, Texas.\n";
        let found = convey(text, DocCategory::WarrantyDeed);
        assert_eq!(found.conveys_fee, Some(false));
        assert_eq!(found.estates_conveyed, vec![Estate::Mineral]);
        assert!(found.warnings.iter().any(|w| w.contains("not fee")));
    }

    #[test]
    fn fee_together_with_the_minerals() {
        let text = format!("{PREMISES}the surface together with all of the oil, gas and other minerals, {LAND}");
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.conveys_fee, Some(true));
        assert_eq!(found.estates_conveyed, vec![Estate::Fee, Estate::Mineral]);
    }

    #[test]
    fn grantor_reserves_half_the_minerals_once() {
        let text = format!(
            "{PREMISES}{LAND}SAVE AND EXCEPT and there is reserved unto Grantor an undivided one-half (1/2) of all oil, gas and other \
minerals in and under said land.\nTO HAVE AND TO HOLD unto grantee.\n"
        );
        let found = convey(&text, DocCategory::WarrantyDeed);
        assert_eq!(found.reservations.len(), 1);
        assert_eq!(found.reservations[0].estate, Estate::Mineral);
        assert_eq!(found.reservations[0].fraction.as_deref(), Some("1/2"));
        assert!(found.reservations[0].evidence.text.starts_with("SAVE AND EXCEPT"));
        assert_eq!(found.conveys_fee, Some(true));
    }

    #[test]
    fn reservation_of_all_minerals_has_no_fraction() {
        let text = format!("{PREMISES}{LAND}Reserving unto grantor all minerals in and under said land.\n");
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.reservations.len(), 1);
        assert_eq!((found.reservations[0].estate, found.reservations[0].fraction.clone()), (Estate::Mineral, None));
    }

    #[test]
    fn royalty_reservations() {
        let text = format!("{PREMISES}{LAND}Grantor reserves a one-sixteenth (1/16) non-participating royalty on all production.\n");
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.reservations.len(), 1);
        assert_eq!((found.reservations[0].estate, found.reservations[0].fraction.as_deref()), (Estate::Royalty, Some("1/16")));

        let assignment = "Assignor does hereby assign, transfer and set over unto Assignee the oil and gas lease recorded in Volume 40, \
Page 12. Assignor reserves an overriding royalty of 1/32 of 8/8 of all oil and gas produced.\n";
        let found = convey(assignment, DocCategory::LeaseAssignment);
        assert_eq!(found.estates_conveyed, vec![Estate::Leasehold]);
        assert_eq!(found.reservations.len(), 1);
        assert_eq!((found.reservations[0].estate, found.reservations[0].fraction.as_deref()), (Estate::Royalty, Some("1/32")));
    }

    #[test]
    fn minerals_reserved_with_their_royalty_stay_minerals() {
        let text = format!(
            "{PREMISES}{LAND}Grantor reserves one-half (1/2) of the oil, gas and other minerals, together with one-half of the bonus and royalty.\n"
        );
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.reservations.len(), 1);
        assert_eq!((found.reservations[0].estate, found.reservations[0].fraction.as_deref()), (Estate::Mineral, Some("1/2")));
    }

    #[test]
    fn exceptions_of_earlier_reservations_are_warnings() {
        let text =
            format!("{PREMISES}{LAND}SAVE AND EXCEPT all minerals previously reserved by instrument recorded in Volume 10, Page 20.\n");
        let found = convey(&text, DocCategory::WarrantyDeed);
        assert!(found.reservations.is_empty());
        assert!(found.warnings.iter().any(|w| w.contains("earlier reservation") && w.contains("previously reserved")));
    }

    #[test]
    fn reservations_of_other_things_are_warnings() {
        let text = format!("{PREMISES}{LAND}Grantors reserve the right to harvest the growing crop of oats.\n");
        let found = convey(&text, DocCategory::Deed);
        assert!(found.reservations.is_empty());
        assert!(found.warnings.iter().any(|w| w.contains("growing crop")));
    }

    #[test]
    fn ocr_damaged_oil_and_gas_still_reads_as_minerals() {
        let text = format!("{PREMISES}{LAND}EXCEPTING AND RESERVING unto the grantors all of the 0il and gaa under said tract.\n");
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.reservations.len(), 1);
        assert_eq!(found.reservations[0].estate, Estate::Mineral);
    }

    #[test]
    fn lease_primary_term_in_words_and_figures() {
        let lease = |term: &str| {
            let text = format!("OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee the land. {term}\n");
            convey(&text, DocCategory::OilGasLease)
        };
        let found = lease("This lease shall remain in force for a term of five (5) years from this date (called primary term).");
        assert_eq!(found.primary_term_years, Some(5));
        assert_eq!((found.conveys_fee, found.estates_conveyed.clone()), (Some(false), vec![Estate::Leasehold]));
        assert_eq!(lease("The primary term of 3 years begins today.").primary_term_years, Some(3));
        assert_eq!(lease("for a term of ten years and as long thereafter").primary_term_years, Some(10));
        let dated = lease("until June 1, 1990 (called primary term) and as long thereafter");
        assert_eq!(dated.primary_term_years, None);
        assert!(dated.warnings.iter().any(|w| w.contains("primary term")));
    }

    #[test]
    fn leases_report_no_reservations() {
        let text = "OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee. Lessor reserves the right to graze cattle.\n";
        let found = convey(text, DocCategory::OilGasLease);
        assert!(found.reservations.is_empty());
    }

    #[test]
    fn recording_references_in_their_written_forms() {
        let text = "ASSIGNMENT\nAssignor does hereby assign, transfer and set over unto Assignee the lease recorded in Volume 123, Page 45 \
of the Oil and Gas Lease Records, the lease at Vol. 77, Pg. 8, the lease in Book 12, Page 3, the lease filed as Instrument No. \
2019-004512, and the lease under Clerk's File No. 88-1234.\nFiled for record the 3rd day of May, 2020, and recorded in Volume 900, \
Page 1.\n";
        let found = convey(text, DocCategory::LeaseAssignment);
        let cited: Vec<(Option<&str>, Option<&str>, Option<&str>)> =
            found.references.iter().map(|r| (r.volume.as_deref(), r.page.as_deref(), r.instrument_number.as_deref())).collect();
        assert_eq!(
            cited,
            vec![
                (Some("123"), Some("45"), None),
                (Some("77"), Some("8"), None),
                (Some("12"), Some("3"), None),
                (None, None, Some("2019-004512")),
                (None, None, Some("88-1234")),
            ]
        );
        assert!(found.warnings.iter().any(|w| w.contains("own recording")));
    }

    #[test]
    fn recited_leases_are_citations_wherever_the_recital_stands() {
        let text = "RELEASE OF OIL AND GAS LEASE\nWHEREAS, by Oil and Gas Lease dated June 1, 1975, recorded in Volume 212, Page 40 of \
the Oil and Gas Records of Dewey County, Oklahoma, Nell Ashby as lessor leased to Canyon Petroleum Corp. the land below; and\n\
WHEREAS, that certain lease from Otis Grey to the same lessee is recorded in Book 14 of the Lease Records at Page 220;\n\
NOW, THEREFORE, Lessee does hereby release and surrender said leases. The lease of Book 9 of Miscellaneous Records, page 3 is \
not released.\nFiled for record the 3rd day of May, 1981, and recorded in Book 900, Page 12.\n";
        let found = convey(text, DocCategory::LeaseRelease);
        let cited: Vec<(Option<&str>, Option<&str>)> = found.references.iter().map(|r| (r.volume.as_deref(), r.page.as_deref())).collect();
        assert_eq!(cited, vec![(Some("212"), Some("40")), (Some("14"), Some("220")), (Some("9"), Some("3"))]);
        assert!(found.warnings.iter().any(|w| w.contains("own recording")));
    }

    #[test]
    fn a_whereas_recital_at_the_head_cites_the_earlier_instrument() {
        let text = "RELEASE OF OIL AND GAS LEASE\n\nWHEREAS, by Oil and Gas Lease dated June 4, 1971, recorded in Book 240, Page 18 \
of the Oil and Gas Records, Tom Reese as lessor leased to Sandia Oil Company the land therein described; and\n\nWHEREAS, \
the undersigned owns said lease;\n\nNOW THEREFORE, Sandia Oil Company does hereby release and surrender said lease.\n";
        let found = convey(text, DocCategory::LeaseRelease);
        assert_eq!(found.references.len(), 1, "{:?}", found.warnings);
        assert_eq!((found.references[0].volume.as_deref(), found.references[0].page.as_deref()), (Some("240"), Some("18")));
        let stamp = "Book 512 Page 77\nRecorded in Book 512, Page 77 of the Deed Records.\n\nWARRANTY DEED\n\n";
        assert!(
            convey(&format!("{stamp}{PREMISES}{LAND}"), DocCategory::Deed).references.is_empty(),
            "a caption's own recording is no recital"
        );
    }

    #[test]
    fn page_headers_are_the_instruments_own_recording() {
        let text = format!("{PREMISES}{LAND}BOOK 512 PAGE 77\nBeing the land described in deed recorded in Book 40, page 2.\n");
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.references.len(), 1);
        assert_eq!(found.references[0].volume.as_deref(), Some("40"));
    }

    #[test]
    fn an_other_instrument_that_transfers_contract_rights_conveys_no_fee() {
        let text = "ASSIGNMENT OF INDEMNITY RIGHTS\n\nFor Ten Dollars, Redrock Midstream LLC does hereby assign, \
transfer and set over unto Cutbank Operating Co. all of its rights to indemnity under the Purchase Agreement dated \
May 3, 2019.\n";
        let found = convey(text, DocCategory::Other);
        assert_eq!(found.conveys_fee, Some(false));
        assert!(found.estates_conveyed.is_empty());
        let land = "For Ten Dollars, Ada Lusk does hereby grant, sell and convey unto Roy Keel the following \
described land in Section 4.\n";
        assert_eq!(convey(land, DocCategory::Other).conveys_fee, None);
    }

    #[test]
    fn instruments_that_move_no_estate() {
        for category in [DocCategory::AffidavitOfHeirship, DocCategory::DeedOfTrust, DocCategory::RightOfWay, DocCategory::LeaseRelease] {
            let found = convey(&format!("{PREMISES}{LAND}"), category);
            assert!(found.estates_conveyed.is_empty(), "{category:?}");
            assert_eq!(found.conveys_fee, Some(false));
            assert_eq!(found.interest, None);
        }
        let other = convey("We have examined the abstract.\n", DocCategory::Other);
        assert_eq!((other.conveys_fee, other.estates_conveyed.len()), (None, 0));
    }

    /// The thing granted ends where the land is brought in "as follows": minerals a later
    /// paragraph leaves in common ("the minerals are not partitioned") are no thing granted, and
    /// each co-owner's share set apart passes in fee. Our own wording.
    #[test]
    fn a_partition_leaving_the_minerals_in_common_conveys_the_fee() {
        let partition = "Each of us releases and quitclaims to the other, in severalty, all interest in the part set apart to \
the other, as follows:\nTo Ada Lusk: the N/2 of Section 8.\nTo Roy Lusk: the S/2 of Section 8.\n\nThe oil, gas and other minerals \
under both parts are not partitioned and stay owned in common.\n";
        let found = convey(partition, DocCategory::PartitionDeed);
        assert_eq!((found.conveys_fee, found.estates_conveyed.clone()), (Some(true), vec![Estate::Fee]), "{:?}", found.warnings);
    }

    #[test]
    fn empty_and_unicode_text_do_not_panic() {
        let found = convey("", DocCategory::Deed);
        assert_eq!(found.conveys_fee, Some(true));
        let odd = format!("ü{PREMISES}é an undivided ½ interest ß {LAND}SAVE AND EXCEPT ñ{}", "é".repeat(700));
        assert_eq!(convey(&odd, DocCategory::Deed).interest, Some("1/2".to_string()));
    }

    #[test]
    fn a_company_named_for_minerals_is_the_grantee_not_the_thing_granted() {
        let deed = "That ROSA LINDQUIST does hereby grant, sell and convey unto Sabine Oil and Gas Company all that tract of \
land, to-wit: the NE/4 of Section 12, Block 4, Upton County, Texas.\n";
        let found = convey(deed, DocCategory::WarrantyDeed);
        assert_eq!((found.conveys_fee, found.estates_conveyed.clone()), (Some(true), vec![Estate::Fee]));
        let capitals = "THAT ROSA LINDQUIST DOES HEREBY GRANT, SELL AND CONVEY ALL OF THE OIL, GAS AND OTHER MINERALS UNTO SABINE \
CORPORATION IN THE NE/4 OF SECTION 12, BLOCK 4, UPTON COUNTY, TEXAS.\n";
        assert_eq!(convey(capitals, DocCategory::WarrantyDeed).estates_conveyed, vec![Estate::Mineral]);
        let royalty = deed.replace("Sabine Oil and Gas Company", "Permian Royalty, LLC");
        assert_eq!(convey(&royalty, DocCategory::Deed).conveys_fee, Some(true));
        let broker = deed.replace("Sabine Oil and Gas Company", "Bayou Lease & Royalty Co.");
        assert_eq!(convey(&broker, DocCategory::Deed).estates_conveyed, vec![Estate::Fee]);
        let minerals = deed.replace("all that tract of land", "all of the Oil, Gas and other Minerals in the land");
        assert_eq!(convey(&minerals, DocCategory::WarrantyDeed).estates_conveyed, vec![Estate::Mineral]);
        let reserved =
            format!("{PREMISES}{LAND}Grantor reserves unto himself the pipe line easement granted to Lone Star Gas Company in 1948.\n");
        let found = convey(&reserved, DocCategory::Deed);
        assert!(found.reservations.is_empty(), "{:?}", found.reservations);
    }

    #[test]
    fn an_affidavit_of_no_known_category_conveys_no_fee() {
        let affidavit = "AFFIDAVIT\nSTATE OF OHIO, COUNTY OF NOBLE, SS:\nLena Voss, being first duly sworn, deposes and says that her \
mother, Ada Voss, who held a life estate in the land below, died on March 2, 2018.\n";
        let found = convey(affidavit, DocCategory::Other);
        assert_eq!(found.conveys_fee, Some(false));
        assert!(found.warnings.iter().any(|w| w.contains("sworn statement")));
        let proof = format!(
            "{PREMISES}{LAND}\nSTATE OF TEXAS\nBefore me personally appeared Cal Ray, who being duly sworn, deposes and says that he \
saw the grantor sign.\n"
        );
        assert_eq!(convey(&proof, DocCategory::Other).conveys_fee, None);
    }

    #[test]
    fn reservations_opened_in_older_and_damaged_forms() {
        let reserve = |clause: &str| convey(&format!("{PREMISES}{LAND}{clause}\n"), DocCategory::Deed).reservations;
        let older = reserve("Excepting to the grantors, their heirs and assigns, the undivided one-half of all oil and gas underlying.");
        assert_eq!((older.len(), older.first().and_then(|r| r.fraction.clone())), (1, Some("1/2".to_string())));
        assert_eq!(reserve("Fxcepting and reserving unto the grantor all the coal under said land.").len(), 1);
        assert_eq!(reserve("RESERVING, HOWEVER, unto the grantor all oil and gas.").len(), 1);
        // A scan's blank line inside the clause, before the estate is named.
        let split = reserve("EXCEPTING AND RESERVING unto the grantors all of the oil and\n\ngas in and under said tract.");
        assert_eq!(split.len(), 1);
        // A blank line after a clause that named no estate does not reach the next clause's estate.
        let crops = reserve("Grantors reserve the growing crop of wheat\n\nOil and gas may be produced by the grantee.");
        assert!(crops.is_empty(), "{crops:?}");
    }

    #[test]
    fn the_granting_clause_is_the_instruments_own_not_a_recited_one() {
        let text = format!(
            "Being the same land which Tom Ash by deed dated 1950 granted and conveyed unto the grantor, all of the oil, gas and \
other minerals excepted.\n{PREMISES}{LAND}"
        );
        let found = convey(&text, DocCategory::Deed);
        assert_eq!(found.estates_conveyed, vec![Estate::Fee]);
        assert!(found.evidence[0].text.starts_with("GRANT, SELL and CONVEY"), "{:?}", found.evidence[0]);
    }

    #[test]
    fn the_first_warning_says_what_decided() {
        let deed = convey(&format!("{PREMISES}{LAND}"), DocCategory::WarrantyDeed);
        assert!(deed.warnings[0].starts_with("conveys_fee true, estates [fee] from the category warranty_deed and the granting clause"));
        let other = convey("We have examined the abstract of title.\n", DocCategory::Other);
        assert!(other.warnings[0].starts_with("conveys_fee unknown") && other.warnings[0].contains("looked for"));
    }
}
