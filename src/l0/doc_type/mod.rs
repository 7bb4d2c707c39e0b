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

mod alternatives;
mod caption;
mod operative;

use super::{DocTypeExtraction, Evidence};
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;
use caption::{Refine, find_title};
use operative::{LEASE_WORD, Operative, WEAK_RULES, find_operative, find_weak, refine_deed};

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

fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod testing {
    use super::*;

    pub fn classify(text: &str) -> DocTypeExtraction {
        extract(&Instrument::from_raw(text))
    }

    pub fn category(text: &str) -> DocCategory {
        classify(text).category
    }

    pub const DEED_BODY: &str = "KNOW ALL MEN BY THESE PRESENTS: That HAROLD P. VANCE and wife, IRENE VANCE, of Ward County, Texas, \
for and in consideration of Ten Dollars, have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto \
CLARENCE D. TOLLIVER the following described land, to-wit: the SW/4 of Section 8, Block 33, T&P RR Co. Survey, Ward County, Texas.\n";
}

#[cfg(test)]
mod tests {
    use super::testing::*;
    use crate::vocab::DocCategory;

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
    fn deed_mentioning_a_lease_and_a_mortgage_stays_a_deed() {
        let text = format!(
            "Recorded Vol. 88 page 3\n{DEED_BODY}This conveyance is made subject to that certain Oil and Gas Lease recorded in Volume 20, \
Page 77, and to THE MORTGAGE of record.\n"
        );
        assert_eq!(category(&text), DocCategory::Deed);
    }

    #[test]
    fn a_lease_is_not_an_assignment() {
        let text = "OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee. The rights of either party hereunder may be \
assigned in whole or in part, and Lessee may assign, transfer and set over this lease.\n";
        assert_eq!(category(text), DocCategory::OilGasLease);
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
    fn empty_and_unicode_text_do_not_panic() {
        assert_eq!(category(""), DocCategory::Other);
        let odd = "é".repeat(1500) + "\nWARRANTY DEED ü\n";
        assert_eq!(category(&odd), DocCategory::Other);
        assert_eq!(category("¿¿ DEED ©\nßßß grant and convey ñ"), DocCategory::Deed);
    }
}
