//! extract_document_classification: which kind of instrument this is (DOMAIN.md "Document
//! categories").
//!
//! An examiner reads the title first and the operative words second, and so does this. The
//! caption ([`caption`]) is the title line before the premises, after whatever cover sheet or
//! stamp block comes first, read through case, spacing and OCR damage ([`mended`]). The
//! operative words ([`operative`]: the granting verbs, the warranty covenant, the thing granted)
//! then confirm the caption, make a bare one ("DEED", "ASSIGNMENT", "AFFIDAVIT") specific or,
//! when the caption is missing or unreadable, decide. Recitals mention other instruments ("that
//! certain oil and gas lease", "by deed dated ... granted and conveyed"), so a title only counts
//! when it reads like a heading, and granting verbs count outside recitals and the clerk's stamp.
//! Every classification says in its warnings what decided it, or what was looked for in vain.
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
mod mended;
mod operative;

use super::{DocTypeExtraction, Evidence};
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;
use caption::{Refine, Title, find_title};
use operative::{LEASE_WORD, Operative, WEAK_RULES, corrects_earlier_deed, find_operative, find_weak, refine_deed};

/// What was looked for when nothing decided, for the warning of an `other`.
const LOOKED_FOR: &str = "looked for a caption on the heading lines before the premises and in the first lines, the granting \
words of deeds, leases, assignments, releases, ratifications, rights of way, patents and security instruments, and the \
wording of heirship affidavits, probate and lease forms";

/// Classifies one instrument.
pub fn extract(instrument: &Instrument) -> DocTypeExtraction {
    let title = find_title(instrument);
    // The operative words as a scan damaged them are read only where they decide: without a
    // caption, or under a bare one.
    let damage_matters = title.as_ref().is_none_or(|title| title.refine != Refine::No);
    let operative = find_operative(instrument, damage_matters);
    let mut found = match title {
        Some(title) => classify_by_title(instrument, title, operative),
        None => classify_without_title(instrument, operative),
    };
    if matches!(
        found.category,
        DocCategory::WarrantyDeed | DocCategory::SpecialWarrantyDeed | DocCategory::QuitclaimDeed | DocCategory::Deed
    ) && let Some(evidence) = corrects_earlier_deed(instrument)
    {
        found.warnings.push(format!(
            "a {} that says it corrects an earlier deed ('{}'): a correction deed",
            found.category.as_str(),
            single_spaced(&evidence.text)
        ));
        found.category = DocCategory::CorrectionDeed;
        found.evidence = Some(evidence);
    }
    found
}

fn classify_by_title(instrument: &Instrument, title: Title, operative: Option<Operative>) -> DocTypeExtraction {
    let text = instrument.text.as_str();
    let label = Some(title.label.clone());
    let title_evidence = Evidence::new(&format!("title:{}", title.category.as_str()), text, title.start, title.end);
    let mut warnings = vec![match &title.mended {
        Some(mended) => format!("caption '{}' on {}, read through OCR damage as '{mended}'", title.label, title.place.describe()),
        None => format!("caption '{}' on {}", title.label, title.place.describe()),
    }];

    if title.refine != Refine::No {
        if let Some((category, evidence)) = refine_generic(instrument, title.refine, operative.as_ref()) {
            warnings.push(format!(
                "the caption names no kind by itself: {} from '{}' ({})",
                category.as_str(),
                evidence.text,
                evidence.rule
            ));
            return DocTypeExtraction { category, label, confidence: 0.9, evidence: Some(evidence), warnings };
        }
        let category = match title.refine {
            Refine::Assignment | Refine::Affidavit | Refine::Release => DocCategory::Other,
            Refine::Deed | Refine::No => title.category,
        };
        warnings.push(match title.refine {
            Refine::Deed => format!(
                "the caption names no kind of deed and the body did not settle it (looked for the thing granted and a warranty covenant): {}",
                category.as_str()
            ),
            Refine::Assignment => "the caption names no kind of assignment and the body names no lease: other".to_string(),
            Refine::Release => "the caption names no kind of release and no releasing words of a lease or a lien follow: other".to_string(),
            _ => "the caption names no kind of affidavit and the body holds no heirship recital: other".to_string(),
        });
        let confidence = if operative.is_some() && category == DocCategory::Deed { 0.95 } else { 0.8 };
        return DocTypeExtraction { category, label, confidence, evidence: Some(title_evidence), warnings };
    }

    let confidence = match &operative {
        Some(found) if agrees(title.category, found.category) => 0.95,
        Some(found) if title.category != DocCategory::Other => {
            warnings.push(format!(
                "title says {} but the operative words '{}' read as {}",
                title.category.as_str(),
                single_spaced(&found.evidence.text),
                found.category.as_str()
            ));
            0.7
        }
        _ => 0.8,
    };
    DocTypeExtraction { category: title.category, label, confidence, evidence: Some(title_evidence), warnings }
}

fn classify_without_title(instrument: &Instrument, operative: Option<Operative>) -> DocTypeExtraction {
    let mut warnings = Vec::new();
    if let Some(found) = operative {
        let (category, evidence) = deed_refined(instrument, found);
        warnings.push(format!(
            "no caption found on the heading lines before the premises or in the first lines: {} from the operative words '{}' ({})",
            category.as_str(),
            single_spaced(&evidence.text),
            evidence.rule
        ));
        return DocTypeExtraction { category, label: None, confidence: 0.6, evidence: Some(evidence), warnings };
    }
    if let Some((category, evidence)) = find_weak(instrument) {
        let (category, evidence) = deed_refined(instrument, Operative { category, evidence });
        warnings.push(format!(
            "no caption and no granting words: {} from the weaker sign '{}' ({})",
            category.as_str(),
            single_spaced(&evidence.text),
            evidence.rule
        ));
        return DocTypeExtraction { category, label: None, confidence: 0.45, evidence: Some(evidence), warnings };
    }
    warnings.push(format!("nothing settles the kind of instrument ({LOOKED_FOR}): other"));
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
        Refine::Deed => refine_deed(instrument, operative).filter(|(category, _)| *category != DocCategory::Deed),
        Refine::Affidavit => WEAK_RULES
            .iter()
            .filter(|(_, category, _)| *category == DocCategory::AffidavitOfHeirship)
            .find_map(|(pattern, category, rule)| pattern.find(text).map(|m| (*category, Evidence::new(rule, text, m.start(), m.end())))),
        Refine::Release => operative
            .filter(|found| matches!(found.category, DocCategory::LeaseRelease | DocCategory::MortgageRelease))
            .map(|found| (found.category, found.evidence.clone())),
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

/// The category a sign of the instrument's kind gives, a deed made specific by its granting
/// clause and covenant when they say which kind.
fn deed_refined(instrument: &Instrument, found: Operative) -> (DocCategory, Evidence) {
    if found.category != DocCategory::Deed {
        return (found.category, found.evidence);
    }
    refine_deed(instrument, Some(&found)).unwrap_or((DocCategory::Deed, found.evidence))
}

fn single_spaced(words: &str) -> String {
    words.split_whitespace().collect::<Vec<_>>().join(" ")
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
