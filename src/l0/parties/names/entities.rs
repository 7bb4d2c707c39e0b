//! Kinds of parties and the words that mark them: company designators ("Inc.", "LLC",
//! "Company"), governments ("State of Texas", "Board of ..."), estates, trusts, and the suffixes
//! (JR, SR, III) that belong to a person's name.

use super::super::patterns::compile_pattern;
use crate::vocab::EntityType;
use regex::Regex;
use std::sync::LazyLock;

/// Suffixes that belong to the name before them, with their usual OCR misreadings.
pub(super) const SUFFIXES: &[&str] = &["JR", "SR", "II", "III", "IV", "2ND", "3RD", "IT", "I]", "IL", "ILL", "HI", "IH", "1I", "I1"];

/// Company designators that a comma separates from the company's name.
pub(super) const DESIGNATORS: &[&str] = &[
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
    "N. A",
    "NATIONAL ASSOCIATION",
    "L. L. C",
    "L. P",
    "PLLC",
    "P.C",
    "PC",
    "F.S.B",
    "FSB",
    "LLLP",
    "L.L.L.P",
    // Texas's "limited company" and its older form.
    "L.C",
    "LC",
    // The Farm Credit System's lenders: an agricultural credit association, a federal land
    // credit association, a production credit association.
    "ACA",
    "FLCA",
    "PCA",
    // Companies organized abroad that hold land here: a sociedad anónima (and its Mexican
    // variable-capital form), a limited-liability sociedad, a GmbH, a Dutch N.V. or B.V.
    "S.A",
    "S. A",
    "S.A. DE C.V",
    "S. DE R.L",
    "S.R.L",
    "LTDA",
    "GMBH",
    "N.V",
    "B.V",
];

pub(super) static ORGANIZATION: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:inc|incorporated|llc|l\.\s*l\.\s*c|l\.\s*p|lp|llp|ltd|limited|co|corp|corporation|company|partners|partnership|bank|association|n\.\s*a|pllc|railroad|railway|energy|oil|gas|resources|petroleum|operating|production|exploration|royalt(?:y|ies)|minerals|investments?|properties|ventures|holdings|enterprises|syndicate|hydrocarbons|services|farms|ranch(?:es)?|orchards|lllp|church|congregation|diocese|synod|university|foundation|fund|society|associates|brothers|bros|e&p|credit|cooperative)\b\.?")
        .expect("organization pattern compiles")
});

/// Words that continue a company name after "&" or "and" ("Humble Oil & Refining Company").
pub(super) const ORG_CONTINUATIONS: &[&str] = &[
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
    "resources",
    "royalties",
    "mineral",
    "ranch",
    "ranches",
    "farms",
    "timber",
    "holdings",
    "properties",
    "operating",
    "transmission",
    "electric",
    "light",
    "power",
    "supply",
];

pub(super) static GOVERNMENT: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^(?:the\s+)?(?:state\s+of|commonwealth\s+of|united\s+states|county\s+of|city\s+of|town\s+of|village\s+of|republic\s+of)\b|\b(?:board|bureau|department|commission|commissioners)\s+of\b|\bgeneral\s+land\s+office\b|\b(?:school|drainage|irrigation|levee|water|conservancy|improvement|reclamation|sanitary|hospital|road)\s+district\b")
        .expect("government pattern compiles")
});

pub(super) static ESTATE: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)^(?:the\s+)?estate\s+of\b").expect("estate pattern compiles"));

pub(super) static TRUST: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)\btrust\b(?:\s+(?:company|co\b))?").expect("trust pattern compiles"));

/// Words before "of" that keep "of" inside a name ("Estate of ...", "State of Texas").
pub(super) const OF_KEEPERS: &[&str] = &[
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
    // "Board of Education of ...", "Board of Trustees of School District ...": a public body's
    // name goes on through its second "of".
    "education",
    "district",
    "directors",
    "regents",
    "supervisors",
    "city",
    "county",
    "commonwealth",
    "republic",
    "church",
    "congregation",
    "diocese",
    "synod",
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
    // "the Presiding Elder of the Pine District of the Delta Conference of the ... Church": a
    // church's districts, conferences and connections name one another through "of".
    "conference",
    "connection",
    "convention",
];

/// The entity type a name and capacity imply.
///
/// A list asks it of each name as the name is read and again once the list is whole, and a
/// piece after a trust's name asks it of that name: the answers for the last names asked
/// ([`RECENT_TYPES`]) are kept, since the type depends on the name and capacity alone.
pub(in crate::l0::parties) fn entity_type(name: &str, capacity: Option<&str>) -> EntityType {
    let asked = |(known_name, known_capacity): &(String, Option<String>)| known_name == name && known_capacity.as_deref() == capacity;
    if let Some(known) = RECENT_TYPES.with_borrow(|recent| recent.answer(asked)) {
        return known;
    }
    let kind = type_of(name, capacity);
    RECENT_TYPES.with_borrow_mut(|recent| recent.keep((name.to_string(), capacity.map(str::to_string)), kind));
    kind
}

thread_local! {
    /// The names and capacities [`entity_type`] was asked last, with the types: a list's names.
    static RECENT_TYPES: std::cell::RefCell<super::recent::RecentAnswers<(String, Option<String>), EntityType>> =
        const { std::cell::RefCell::new(super::recent::RecentAnswers::new(16)) };
}

/// [`entity_type`] worked out from the words.
fn type_of(name: &str, capacity: Option<&str>) -> EntityType {
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
