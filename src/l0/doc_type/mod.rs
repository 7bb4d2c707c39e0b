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
mod court;
#[cfg(test)]
mod drafters;
#[cfg(test)]
mod grammar;
mod mended;
#[cfg(test)]
mod misleading;
mod operative;
#[cfg(test)]
mod unnamed_kinds;
#[cfg(test)]
mod variants;

use super::{DocTypeExtraction, Evidence};
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;
use caption::{Refine, Title, find_title, own_name};
use operative::{
    ASSIGNED_ESTATE_RULE, LEASE_WORD, Operative, WEAK_RULES, corrects_earlier_deed, find_operative, find_weak, gives_mineral_incidents,
    granted_estate, grants_minerals, leases_for_a_term, partitions_land, refine_deed, releases_a_lease, releases_a_lien,
    satisfied_after_execution, secures_a_debt, warranty_covenant,
};

/// What was looked for when nothing decided, for the warning of an `other`.
const LOOKED_FOR: &str = "looked for a caption on the heading lines before the premises and in the first lines, the granting \
words of deeds, leases, assignments, releases, ratifications, rights of way, patents and security instruments, and the \
wording of heirship affidavits, probate and lease forms";

/// Classifies one instrument.
pub fn extract(instrument: &Instrument) -> DocTypeExtraction {
    // A caption missing or bare gives way to the name the premises give the instrument.
    let title = match find_title(instrument) {
        Some(title) if title.refine == Refine::No => Some(title),
        title => own_name(&instrument.text).or(title),
    };
    // The operative words as a scan damaged them are read only where they decide: without a
    // caption, or under a bare one.
    let damage_matters = title.as_ref().is_none_or(|title| title.refine != Refine::No);
    // What kind of deed a deed is, the body says only when no caption said it.
    let kind_from_body = title.as_ref().is_none_or(|title| title.refine == Refine::Deed);
    // Whether a caption names a kind of instrument other than a bare deed.
    let caption_names_kind = title.as_ref().is_some_and(|title| title.refine == Refine::No && title.category != DocCategory::Deed);
    let operative = find_operative(instrument, damage_matters);
    // A deed whose caption names a fee deed ("WARRANTY DEED", "QUITCLAIM DEED", "CORRECTION
    // DEED") or names who conveys or why ("EXECUTOR'S DEED", "DEED OF GIFT OF ROYALTY") and whose
    // granting clause conveys minerals or a royalty only is a mineral or royalty deed: the thing
    // granted decides, as DOMAIN's fee deeds convey the fee. So it does
    // under a caption that names both minerals and a royalty: the Mississippi form "MINERAL RIGHT
    // AND ROYALTY TRANSFER" conveys minerals on one page and a royalty on another. A caption that
    // names a royalty alone stands: a royalty deed grants "an interest in the oil, gas and other
    // minerals" and makes it a royalty in the clauses after.
    //
    // A caption that names minerals alone gives way to a royalty named as the thing granted ("an
    // undivided 1/2 non-participating royalty interest in the oil, gas and other minerals"): the
    // printed "MINERAL DEED" form serves for royalty sales too, and the royalty is the narrower
    // word, which no grant of minerals uses for the thing it grants.
    //
    // A caption that names a royalty gives way to minerals granted with the executive right or a
    // share of the bonus: those are the mineral estate's own incidents, which no royalty carries,
    // and the form's printed caption does not take them away.
    let granted_estate_only = title.as_ref().filter(|title| title.refine == Refine::No).and_then(|title| {
        let text = instrument.text.as_str();
        let found = operative.as_ref()?;
        // An assignment's verbs whose thing assigned is a royalty or minerals said so already.
        let (category, evidence) = match found.category {
            DocCategory::Deed | DocCategory::QuitclaimDeed => grants_minerals(text, found)?,
            DocCategory::RoyaltyDeed | DocCategory::MineralDeed if found.evidence.rule == ASSIGNED_ESTATE_RULE => {
                (found.category, found.evidence.clone())
            }
            _ => return None,
        };
        let fee_caption = matches!(
            title.category,
            DocCategory::CorrectionDeed
                | DocCategory::WarrantyDeed
                | DocCategory::SpecialWarrantyDeed
                | DocCategory::QuitclaimDeed
                | DocCategory::Deed
        );
        let royalty_under_mineral_caption = title.category == DocCategory::MineralDeed && category == DocCategory::RoyaltyDeed;
        let minerals_under_royalty_caption = || {
            title.category == DocCategory::RoyaltyDeed
                && category == DocCategory::MineralDeed
                && gives_mineral_incidents(instrument).is_some()
        };
        (fee_caption || royalty_under_mineral_caption || names_minerals_and_royalty(text, title) || minerals_under_royalty_caption())
            .then_some((category, evidence))
    });
    let mut found = match title {
        Some(title) => classify_by_title(instrument, title, operative),
        None => classify_without_title(instrument, operative),
    };
    if let Some((category, evidence)) = granted_estate_only.filter(|(category, _)| *category != found.category) {
        let why = format!("whose granting clause conveys '{}' only", single_spaced(&evidence.text));
        reclassify(&mut found, category, evidence, &why);
    }
    // An affiant never orders: an "affidavit of heirship" in which a court speaks in its own
    // decretal voice about a decedent's estate is the court's judgment of heirship.
    if found.category == DocCategory::AffidavitOfHeirship
        && let Some((DocCategory::Probate, evidence)) = court::decreed(instrument)
    {
        let why = format!("in which a court orders ('{}')", single_spaced(&evidence.text));
        reclassify(&mut found, DocCategory::Probate, evidence, &why);
    }
    if matches!(
        found.category,
        DocCategory::WarrantyDeed | DocCategory::SpecialWarrantyDeed | DocCategory::QuitclaimDeed | DocCategory::Deed
    ) && let Some(evidence) = corrects_earlier_deed(instrument)
    {
        let why = format!("that says it corrects an earlier deed ('{}')", single_spaced(&evidence.text));
        reclassify(&mut found, DocCategory::CorrectionDeed, evidence, &why);
    }
    // A deed's defeasance makes it a mortgage whatever its caption: a printed warranty deed blank
    // served many a lender as his mortgage, and the condition that voids the grant once the debt
    // is paid is what the examiner reads. The other words of a security instrument and a
    // partition decide only where the caption left the kind of deed open.
    if found.category.is_fee_deed() && found.category != DocCategory::CorrectionDeed {
        let mortgage = secures_a_debt(instrument, !kind_from_body)
            .map(|evidence| (DocCategory::DeedOfTrust, evidence, "whose own words make it a mortgage"));
        let body_says = mortgage.or_else(|| {
            let evidence = kind_from_body.then(|| partitions_land(instrument)).flatten()?;
            Some((DocCategory::PartitionDeed, evidence, "by which co-owners partition their land"))
        });
        if let Some((category, evidence, why)) = body_says {
            let why = format!("{why} ('{}')", single_spaced(&evidence.text));
            reclassify(&mut found, category, evidence, &why);
        }
    }
    // A mortgage copied with the satisfaction entered after its execution is the satisfaction.
    if found.category == DocCategory::DeedOfTrust
        && let Some(evidence) = satisfied_after_execution(instrument, found.evidence.as_ref().map_or(0, |evidence| evidence.start))
    {
        let why = format!("copied with the satisfaction entered after its execution ('{}')", single_spaced(&evidence.text));
        reclassify(&mut found, DocCategory::MortgageRelease, evidence, &why);
    }
    // A grant of the oil and gas for a term of years and while they are produced, whose grantee
    // must drill or pay a rental for delay, is a lease whatever verbs carry it ("do hereby grant
    // and convey unto the Grantee all the gas and oil in and under"): a deed of minerals passes
    // them for good and binds its grantee to nothing. Read where no caption named the kind.
    if !caption_names_kind
        && matches!(found.category, DocCategory::Deed | DocCategory::MineralDeed | DocCategory::RoyaltyDeed)
        && let Some(evidence) = leases_for_a_term(instrument)
    {
        let why = format!("whose grantee takes the oil and gas for a term ('{}') and must drill or pay", single_spaced(&evidence.text));
        reclassify(&mut found, DocCategory::OilGasLease, evidence, &why);
    }
    found
}

/// Whether the heading line of a mineral or royalty caption names both ("MINERAL AND ROYALTY
/// DEED", "MINERAL RIGHT AND ROYALTY TRANSFER"): it leaves the choice to the thing granted.
fn names_minerals_and_royalty(text: &str, title: &Title) -> bool {
    if !matches!(title.category, DocCategory::MineralDeed | DocCategory::RoyaltyDeed) {
        return false;
    }
    let line_start = text[..title.start].rfind('\n').map_or(0, |newline| newline + 1);
    let line_end = text[title.end..].find('\n').map_or(text.len(), |newline| title.end + newline);
    let line = text[line_start..line_end].to_ascii_lowercase();
    line.contains("mineral") && line.contains("royalt")
}

/// Gives a classification the category its body settles, saying in a warning what it was and why.
fn reclassify(found: &mut DocTypeExtraction, category: DocCategory, evidence: Evidence, why: &str) {
    found.warnings.push(format!("a {} {why}: a {}", found.category.as_str(), category.as_str()));
    found.category = category;
    found.evidence = Some(evidence);
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
            Refine::Assignment | Refine::Affidavit | Refine::Release | Refine::Court | Refine::Conveyance => DocCategory::Other,
            Refine::Deed | Refine::No => title.category,
        };
        warnings.push(match title.refine {
            Refine::Deed => format!(
                "the caption names no kind of deed and the body did not settle it (looked for the thing granted and a warranty covenant): {}",
                category.as_str()
            ),
            Refine::Assignment => "the caption names no kind of assignment and the body names no lease: other".to_string(),
            Refine::Release => "the caption names no kind of release and no releasing words of a lease or a lien follow: other".to_string(),
            Refine::Court => {
                "the caption names a court's instrument and neither the style of the case nor the decretal words say what the court does (looked for a decedent's estate, a succession, a will, heirs, a divorce, a quieted title, a partition): other".to_string()
            }
            Refine::Conveyance => {
                "the caption names a settlement that conveys and no granting words of this instrument were found: other".to_string()
            }
            _ => "the caption names no kind of affidavit and the body holds no heirship recital: other".to_string(),
        });
        let confidence = if operative.is_some() && category == DocCategory::Deed { 0.95 } else { 0.8 };
        return DocTypeExtraction { category, label, confidence, evidence: Some(title_evidence), warnings };
    }

    if let Some(found) = operative.as_ref().filter(|found| acts_upon_the_captioned(title.category, found.category)) {
        warnings.push(format!(
            "the caption names the {} that the operative words '{}' act upon: a {}",
            title.category.as_str(),
            single_spaced(&found.evidence.text),
            found.category.as_str()
        ));
        return DocTypeExtraction { category: found.category, label, confidence: 0.9, evidence: Some(found.evidence.clone()), warnings };
    }
    // A warranty deed's caption over a quitclaim's granting words and no covenant of warranty is
    // a printed form whose grantor quitclaims: the granting clause and the covenants say what
    // passes and what the grantor answers for, and here he answers for nothing.
    if let Some(found) = operative.as_ref().filter(|found| {
        found.category == DocCategory::QuitclaimDeed
            && matches!(title.category, DocCategory::WarrantyDeed | DocCategory::SpecialWarrantyDeed)
            && warranty_covenant(instrument, title.end).is_none()
    }) {
        warnings.push(format!(
            "the caption names a {} but the grantor only quitclaims ('{}') and warrants nothing: a quitclaim_deed",
            title.category.as_str(),
            single_spaced(&found.evidence.text)
        ));
        return DocTypeExtraction {
            category: DocCategory::QuitclaimDeed,
            label,
            confidence: 0.7,
            evidence: Some(found.evidence.clone()),
            warnings,
        };
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
    // A court's judgment is known by its decretal words before any recital of heirs or of a
    // lease's term that it holds.
    if let Some((category, evidence)) = court::decreed(instrument).or_else(|| find_weak(instrument)) {
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

/// Whether the instrument's own first operative words do an act upon an instrument of the kind
/// its caption names: they assign, release or ratify a lease under the caption "OIL AND GAS
/// LEASE" (the lease form the assignment was typed on, or the lease it names as its heading),
/// or release a lien under "MORTGAGE". A lease's granting words never assign, release or ratify
/// a lease, nor a mortgage's release one, so the verbs are this instrument's act and the caption
/// names its subject: the act is what was recorded, as on a caption that names both
/// ([`caption`]'s outer act).
fn acts_upon_the_captioned(title: DocCategory, operative: DocCategory) -> bool {
    match title {
        DocCategory::OilGasLease => {
            matches!(operative, DocCategory::LeaseAssignment | DocCategory::LeaseRelease | DocCategory::LeaseRatification)
        }
        DocCategory::DeedOfTrust => operative == DocCategory::MortgageRelease,
        _ => false,
    }
}

/// Makes a generic title specific from the body; `None` when the body does not settle it.
fn refine_generic(instrument: &Instrument, refine: Refine, operative: Option<&Operative>) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    match refine {
        Refine::No => None,
        // A deed that grants a right of way or an easement ("HIGHWAY DEED", "RIGHT OF WAY DEED"
        // read as a bare one) is a right-of-way instrument. A bare "DEED" is often only the
        // printed form a release was typed on: an instrument whose own first operative words
        // release a lien or a lease, or ratify a lease, is that release or ratification, and
        // conveys no land.
        Refine::Deed => match operative {
            Some(found) if acts_on_an_encumbrance(found.category) => Some((found.category, found.evidence.clone())),
            Some(found) if matches!(found.category, DocCategory::RoyaltyDeed | DocCategory::MineralDeed) => {
                Some((found.category, found.evidence.clone()))
            }
            _ => refine_deed(instrument, operative).filter(|(category, _)| *category != DocCategory::Deed),
        },
        // A court's judgment filed under a bare "AFFIDAVIT" is known by the court's own decretal
        // words: what the court does decides before any heirship recital.
        Refine::Affidavit => court::decreed(instrument).or_else(|| heirship_recital(text)),
        Refine::Court => court::court_category(instrument),
        Refine::Conveyance => operative.map(|found| match granted_estate(text, found.evidence.end) {
            Some((category, start, end)) if found.category != DocCategory::LeaseRelease => {
                (category, Evidence::new("conveyance_of_estate", text, start, end))
            }
            _ => (found.category, found.evidence.clone()),
        }),
        Refine::Release => operative
            .filter(|found| matches!(found.category, DocCategory::LeaseRelease | DocCategory::MortgageRelease))
            .map(|found| (found.category, found.evidence.clone()))
            .or_else(|| releases_a_lease(instrument))
            .or_else(|| releases_a_lien(instrument)),
        // A bare "ASSIGNMENT" is the act its operative words do: an assignment of a lease, a
        // royalty or minerals, or (the printed form put to another use) a release or a
        // ratification of the lease.
        // A deed's verbs under it ("grant, sell and convey ... one-half of the royalty") say
        // the same by the thing granted.
        Refine::Assignment => operative
            .filter(|found| {
                (matches!(found.category, DocCategory::LeaseAssignment | DocCategory::RoyaltyDeed | DocCategory::MineralDeed)
                    && (found.category == DocCategory::LeaseAssignment || found.evidence.rule == ASSIGNED_ESTATE_RULE))
                    || matches!(found.category, DocCategory::LeaseRelease | DocCategory::LeaseRatification)
            })
            .map(|found| (found.category, found.evidence.clone()))
            .or_else(|| operative.filter(|found| found.category == DocCategory::Deed).and_then(|found| grants_minerals(text, found)))
            .or_else(|| {
                LEASE_WORD
                    .find(text)
                    .map(|m| (DocCategory::LeaseAssignment, Evidence::new("assignment_names_lease", text, m.start(), m.end())))
            }),
    }
}

/// The heirship recital of an affidavit ("died intestate", "his only heirs").
fn heirship_recital(text: &str) -> Option<(DocCategory, Evidence)> {
    WEAK_RULES
        .iter()
        .filter(|(_, category, _)| *category == DocCategory::AffidavitOfHeirship)
        .find_map(|(pattern, category, rule)| pattern.find(text).map(|m| (*category, Evidence::new(rule, text, m.start(), m.end()))))
}

/// Whether operative words release a lien or a lease, ratify a lease, grant a right of way or
/// mortgage the land ("mortgages and warrants to"): acts on an encumbrance or a right in the land,
/// which a bare deed caption does not name.
fn acts_on_an_encumbrance(category: DocCategory) -> bool {
    matches!(
        category,
        DocCategory::RightOfWay
            | DocCategory::MortgageRelease
            | DocCategory::LeaseRelease
            | DocCategory::LeaseRatification
            | DocCategory::DeedOfTrust
    )
}

/// The category a sign of the instrument's kind gives, a deed made specific by its granting
/// clause and covenant when they say which kind.
fn deed_refined(instrument: &Instrument, found: Operative) -> (DocCategory, Evidence) {
    if found.category == DocCategory::QuitclaimDeed {
        // A quitclaim of the minerals only is a mineral (or royalty) deed.
        return grants_minerals(instrument.text.as_str(), &found).unwrap_or((found.category, found.evidence));
    }
    if found.category != DocCategory::Deed {
        return (found.category, found.evidence);
    }
    refine_deed(instrument, Some(&found)).unwrap_or((DocCategory::Deed, found.evidence))
}

fn single_spaced(words: &str) -> String {
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether an offset lies in the instrument's own words: outside the recorder's certificate and
/// outside a recital of another instrument, where a category word tells of something else.
fn in_own_words(instrument: &Instrument, at: usize) -> bool {
    !super::in_recording_certificate(instrument, at) && instrument.recital_at(at).is_none()
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

    /// The cases of a table of (category, instrument) whose category or `conveys_fee` is misread,
    /// each with what was read and the instrument's first line. Each is classified and then read
    /// for `conveys_fee`, as the pipeline does, so that a category and its fee reading are
    /// checked together; `other` has no fee reading to check (its labels leave it unsettled).
    pub fn misread(cases: &[(DocCategory, &str)]) -> Vec<String> {
        let mut wrong = Vec::new();
        for (expected, text) in cases {
            let found = classify(text);
            let fee = crate::l0::conveyance::extract(&Instrument::from_raw(text), found.category).conveys_fee;
            let fee_ok = *expected == DocCategory::Other || fee == expected.conveys_fee();
            if found.category != *expected || !fee_ok {
                wrong.push(format!(
                    "{} (fee {fee:?}) for {}: {} [{}]",
                    found.category.as_str(),
                    expected.as_str(),
                    text.lines().next().unwrap_or_default(),
                    found.warnings.join(" / ")
                ));
            }
        }
        wrong
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

    /// Instruments of our own wording whose reservations, exceptions or recitals name another kind
    /// of instrument: the kind comes from the caption and the granting clause only.
    #[test]
    fn what_a_grant_reserves_or_recites_never_decides_its_kind() {
        let federal = "THE UNITED STATES OF AMERICA\nTo all to whom these presents shall come, Greeting:\nWHEREAS the entry of \
OTIS BRANDVOLD has been perfected under the homestead laws;\nNOW KNOW YE, That the United States, in consideration of the \
premises, has given and granted unto the said Otis Brandvold the land above described; excepting and reserving to the United \
States a right of way for ditches and canals; and there is reserved from the land hereby granted an easement for a county road.\n";
        let found = classify(federal);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Patent, Some(true)));
        let testimonium = "Whereas the claim of Ruth Ekdahl has been established. There is reserved from the lands hereby \
granted a right of way thereon for canals. IN TESTIMONY WHEREOF, I, the President, have caused these letters to be made Patent.\n";
        assert_eq!(category(testimonium), DocCategory::Patent);
        let state = "THE STATE OF WYOMING\nKnow ye, that by virtue of the laws of the State, the State does grant unto VERNE \
TOLLEFSON the land below; saving and excepting a perpetual easement for a pipeline heretofore granted to the county.\n";
        assert_eq!(category(state), DocCategory::Patent);
        let deed = "That ADA MOSS, for Ten Dollars, does hereby grant, bargain, sell and convey unto LEON TRASK the lot below; \
save and except a right of way granted to the Lone Star Gas Company, and subject to that certain oil and gas lease to Hub Oil Co.\n";
        assert_eq!(category(deed), DocCategory::Deed);
        let excepted_first = "SAVE AND EXCEPT an easement for a right of way heretofore granted to the county. Abel Ross, for Ten \
Dollars, grants and conveys unto Tess Ross the tract below.\n";
        assert_eq!(category(excepted_first), DocCategory::Deed);
    }

    /// A federal patent is known by its sovereign grant or its testimonium, however the form words
    /// them: "be it known, that the United States grants to", "caused these letters patent to
    /// issue", under a homestead certificate's number rather than a title. Our own wording.
    #[test]
    fn a_federal_patent_without_a_title() {
        let patent = "Homestead Certificate No. 5512.\nApplication 7781.\nTHE UNITED STATES OF AMERICA,\nTo all persons to whom this \
patent shall come, Greeting:\nWHEREAS the claim of Wilma Sorensen under the homestead laws has been made good for the north \
half of section four, containing three hundred and twenty acres:\nNOW THEREFORE BE IT KNOWN, That the UNITED STATES grants to \
Wilma Sorensen the land described above: TO HAVE AND TO HOLD the same to her, her heirs and assigns forever.\nIN TESTIMONY \
WHEREOF, I, the President of the United States of America, have caused these letters patent to issue.\n";
        let found = classify(patent);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Patent, Some(true)));
        let testimonium = patent.replace("BE IT KNOWN, That the UNITED STATES grants to", "the land is confirmed to");
        assert_eq!(category(&testimonium), DocCategory::Patent);
        let act = "ACT OF SALE\nBE IT KNOWN, that before me, Notary, came Ada Roy, who declared that she sells and conveys unto the \
United States of America, acting through the Secretary of the Army, the land below.\n";
        assert_ne!(category(act), DocCategory::Patent);
    }

    /// What an assignment assigns decides what it is: a lease or working interest, a royalty, or
    /// minerals. Titles and granting clauses of our own wording.
    #[test]
    fn the_thing_assigned_decides_an_assignment() {
        for (title, kind) in [
            ("CONVEYANCE AND ASSIGNMENT OF OVERRIDING ROYALTY", DocCategory::RoyaltyDeed),
            ("Assignment of Overriding Royalty Interest", DocCategory::RoyaltyDeed),
            ("ASSIGNMENT OF MINERAL INTEREST", DocCategory::MineralDeed),
            ("ASSIGNMENT OF OIL AND GAS LEASES", DocCategory::LeaseAssignment),
        ] {
            let text = format!(
                "{title}\nKNOW ALL MEN BY THESE PRESENTS: That Tula Rig Co. does hereby assign unto Ora Platt the interest below.\n"
            );
            assert_eq!(category(&text), kind, "{title}");
        }
        let grant = |thing: &str| {
            format!(
                "KNOW ALL MEN BY THESE PRESENTS: That Sandhill Petroleum LLC does hereby assign, transfer and set over unto Jo Ekberg {thing}.\n"
            )
        };
        let orri = grant("an overriding royalty of two percent (2%) of 8/8 of the oil and gas produced under the leases in Exhibit A");
        assert_eq!(category(&orri), DocCategory::RoyaltyDeed);
        assert_eq!(category(&format!("ASSIGNMENT\n{orri}")), DocCategory::RoyaltyDeed);
        let working = grant(
            "an undivided one-half of the working interest in the oil and gas lease described below, reserving an overriding royalty of 1/16",
        );
        assert_eq!(category(&working), DocCategory::LeaseAssignment);
        let minerals = grant("an undivided 1/8 of the oil, gas and other minerals in and under the land below, under the lease of record");
        assert_eq!(category(&minerals), DocCategory::MineralDeed);
        let named_lease = grant("all of its right, title and interest in the Oil, Gas and Mineral Leases described in Exhibit A");
        assert_eq!(category(&named_lease), DocCategory::LeaseAssignment);
        let company = grant("all of its interest in the leases below, which were acquired from Permian Royalty Company");
        assert_eq!(category(&company), DocCategory::LeaseAssignment);
    }

    /// A settlement of ownership that also conveys is read by what it conveys; one that only
    /// states ownership stays `other`.
    #[test]
    fn a_stipulation_that_conveys_is_read_by_what_it_conveys() {
        let body = "WHEREAS the parties disagree whether the term royalty ended; NOW, THEREFORE, Nell Oakes agrees that the term \
ended, and she does hereby quitclaim, release and convey unto Ray Dunlap and Eve Dunlap all royalty and mineral interest she may \
own in the land below.\n";
        for title in
            ["STIPULATION OF OWNERSHIP AND CONVEYANCE", "AGREEMENT AND CROSS-CONVEYANCE", "Stipulation of Royalty Interest and Quitclaim"]
        {
            let found = classify(&format!("{title}\n{body}"));
            assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::RoyaltyDeed, Some(false)), "{title}");
        }
        let minerals = body.replace("all royalty and mineral interest", "all of the oil, gas and other minerals");
        assert_eq!(category(&format!("STIPULATION OF INTEREST AND CONVEYANCE\n{minerals}")), DocCategory::MineralDeed);
        let stated = "STIPULATION OF INTEREST\nThe undersigned owners agree that each owns one-third of the royalty in the land below.\n";
        assert_eq!(category(stated), DocCategory::Other);
        assert_eq!(
            category("STIPULATION OF INTEREST AND CONVEYANCE\nThe undersigned owners agree that each owns one-third of the royalty.\n"),
            DocCategory::Other
        );
    }

    /// The thing granted decides a mineral or royalty deed over its warranty covenant, and under a
    /// caption that names both. Instruments of our own wording.
    #[test]
    fn what_is_granted_decides_minerals_or_royalty() {
        let coal = "THIS DEED, made this 4th day of May, 1921, between John Akers, party of the first part, and the Big Sandy Coal \
Company, party of the second part, WITNESSETH: that the party of the first part does hereby grant, bargain, sell and convey unto \
the party of the second part all the coal, oi1, gas, salt water, fire clay and other mineral substances in and under the \
following tract of land: beginning at a stone, containing 30 acres. The party of the first part will warrant generally the title.\n";
        let found = classify(coal);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::MineralDeed, Some(false)));
        let grant = |thing: &str| {
            format!(
                "MINERAL RIGHT AND ROYALTY TRANSFER\nWe, Ed Hale and Mae Hale, do hereby grant, sell and convey unto Pine Royalties \
Inc. {thing} produced from the lands below.\n"
            )
        };
        assert_eq!(
            category(&grant("an undivided one-half of the royalty, being 1/16 of all oil, gas and other minerals")),
            DocCategory::RoyaltyDeed
        );
        assert_eq!(
            category(&grant("an undivided one-fourth interest in all of the oil, gas and other minerals")),
            DocCategory::MineralDeed
        );
        // A grantee named for leases and royalties ("Delta Lease & Royalty Co.") is no lease granted.
        let broker = grant("an undivided one-fourth interest in all of the oil, gas and other minerals").replace(
            "do hereby grant, sell and convey unto Pine Royalties Inc.",
            "do hereby sell, convey and warrant unto DELTA LEASE & ROYALTY CO., a corporation,",
        );
        assert_eq!(category(&broker), DocCategory::MineralDeed);
        assert_eq!(
            category("ROYALTY TRANSFER\nEd Hale does sell and warrant unto Ann Poe one-half of his royalty.\n"),
            DocCategory::RoyaltyDeed
        );
    }

    /// A conveyance to a trustee in trust with a power of sale, or to secure a debt, is a deed of
    /// trust whatever its verbs; one to the trustee of a family trust is a deed.
    #[test]
    fn a_deed_of_trust_is_known_by_its_trustee_and_power_of_sale() {
        for text in [
            "TRUST INDENTURE\nTHIS TRUST INDENTURE is made this 1st day of June, 1995, between Ray Cole, Grantor, Big Sky Title Co., \
Trustee, and First Bank, Beneficiary.\nGrantor irrevocably grants, bargains, sells and conveys to Trustee, in trust, with power of \
sale, the following described property: Lot 4, Block 2, Hill Addition.\n",
            "THIS DEED, made this 3rd day of April, 1979, by and between Ann Cole, Grantor, and Sam Poe, Trustee: Grantor does hereby \
grant and convey unto the Trustee, in trust, with power of sale, the land below, to secure payment of a note of even date.\n",
            "Grantor does hereby grant, bargain, sell and convey unto Sam Poe, as Trustee, the following land: Lot 1, Block 2. IN TRUST, \
HOWEVER, that if Grantor shall pay the note described below, this conveyance shall be void.\n",
        ] {
            let found = classify(text);
            assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::DeedOfTrust, Some(false)), "{text}");
        }
        let family = "Ann Cole does hereby grant and convey unto Sam Poe, as Trustee of the Poe Family Trust dated May 1, 1990, the \
following land: Lot 1, Block 2, Hill Addition.\n";
        assert_eq!(category(family), DocCategory::Deed);
    }

    /// A printed warranty deed blank that a lender took as his mortgage: its condition recites the
    /// debt ("whereas ... is indebted ...; now if ... shall pay ..., then this deed shall be void")
    /// and makes the deed a mortgage whatever the caption says, as the examiner reads it. A
    /// condition that names no payment (a reverter) leaves the deed a deed. Our own wording.
    #[test]
    fn a_warranty_deed_blank_with_a_defeasance_is_a_mortgage() {
        let blank = "WARRANTY DEED
THIS DEED, made this 4th day of March, 1884, between Amos R. Tull and Ida Tull, his wife, of the first part, and Levi Stroud, of the second part: WITNESSETH, that the first parties, for Six Hundred Dollars, grant, bargain and sell to him and his heirs this land: the NE quarter of Section 9, Township 40, Range 28.
PROVIDED ALWAYS, and these presents are upon this express condition, that whereas the said Amos R. Tull owes the said Levi Stroud Six Hundred Dollars by his note of even date, due two years after date; now if the said Amos R. Tull shall pay the said note when due, then this deed shall be void, else the second party may sell the land at the court house door.
The first parties will warrant and defend the title.
";
        let found = classify(blank);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::DeedOfTrust, Some(false)), "{:?}", found.warnings);
        // The scan glued "that whereas" and damaged the caption: the condition still says it.
        let damaged = blank.replace("that whereas", "thatwhereas").replace("WARRANTY DEED", "WARR ANTY DFED");
        assert_eq!(category(&damaged), DocCategory::DeedOfTrust);
        // A condition that the land serve a school names no payment: the deed stays a warranty deed.
        let reverter = blank.replace(
            "PROVIDED ALWAYS, and these presents are upon this express condition, that whereas the said Amos R. Tull owes the said Levi Stroud Six Hundred Dollars by his note of even date, due two years after date; now if the said Amos R. Tull shall pay the said note when due, then this deed shall be void, else the second party may sell the land at the court house door.",
            "PROVIDED ALWAYS, that whereas the land is given for a school; now if it ceases to be used for one, then this deed shall be void.",
        );
        assert_eq!(category(&reverter), DocCategory::WarrantyDeed);
    }

    /// An officer of a court who conveys by its decree makes a deed, whatever covenant he gives.
    #[test]
    fn an_officers_deed_is_a_deed_whatever_its_covenant() {
        for grantor in [
            "John Pell, Special Commissioner, appointed by a decree of the Circuit Court of Wood County",
            "Hiram Cole, Commissioner of the Court in the cause of Ames v. Ames",
            "Carl Vick, Receiver, duly appointed by the District Court",
        ] {
            let text = format!(
                "THIS DEED, made this 2nd day of May, 1895, between {grantor}, of the first part, and Amos Reed, of the second part. \
WITNESSETH, that the party of the first part doth grant unto the said Amos Reed the tract of land below; and he warrants \
specially the property hereby conveyed.\n"
            );
            assert_eq!(category(&text), DocCategory::Deed, "{grantor}");
        }
        let private = "KNOW ALL MEN BY THESE PRESENTS, that Ann Cole does hereby grant, bargain, sell and convey unto Ray Nye the land \
below, and she will warrant specially the property hereby conveyed.\n";
        assert_eq!(category(private), DocCategory::SpecialWarrantyDeed);
    }

    /// A granting clause whose verbs the scan wrote with figures for letters ("se11", "c0nvey",
    /// "d0es") still reads as one when no caption says what the instrument is. Our own wording.
    #[test]
    fn granting_verbs_with_figures_for_letters() {
        for clause in [
            "d0es hereby grant, se11 and c0nvey unto",
            "does hereby grant, barga1n, se11 and convey unto",
            "doth hereby se11, a1ien and c0nvey unto",
        ] {
            let text = format!("STATE OF IOWA\nThat Nils Berg, for One Dollar, {clause} Ola Dahl the land below.\n");
            let found = classify(&text);
            assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Deed, Some(true)), "{clause}");
        }
    }

    #[test]
    fn empty_and_unicode_text_do_not_panic() {
        assert_eq!(category(""), DocCategory::Other);
        let odd = "é".repeat(1500) + "\nWARRANTY DEED ü\n";
        assert_eq!(category(&odd), DocCategory::Other);
        assert_eq!(category("¿¿ DEED ©\nßßß grant and convey ñ"), DocCategory::Deed);
    }

    /// A lease written as a letter the owner accepts ("You lease to us ... The term shall be three
    /// years ..., and as much longer as oil is produced") is known by its habendum. Our own wording.
    #[test]
    fn a_letter_lease_is_known_by_its_term() {
        let letter = "Dear Mrs. Lund:\nThis letter, when you sign the acceptance below, will be a lease from you to us on these \
terms.\n1. You lease to us exclusively, for drilling and producing oil and gas, your land in Section 8.\n2. The term shall be \
three years from your acceptance, and as much longer as oil or gas is produced from the land.\n";
        let found = classify(letter);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::OilGasLease, Some(false)), "{:?}", found.warnings);
    }

    /// A deed named for why or by whom it conveys ("DEED OF GIFT", "EXECUTOR'S DEED") whose
    /// granting clause gives a royalty or minerals only is a royalty or mineral deed: the name
    /// says nothing of the estate, the thing granted does. Our own wording.
    #[test]
    fn a_named_deed_of_a_royalty_or_minerals_is_read_by_the_thing_granted() {
        let gift = "DEED OF GIFT OF ROYALTY\nTHIS DEED OF GIFT, made the 2nd day of June, 1930, between Amos Rife and Lula Rife, \
his wife, and the Cane Creek Church: WITNESSETH, the first parties, for love of the church, give, grant and convey to the church \
one-fourth of all the royalty oil and gas which may be produced and saved from the tract below.\n";
        let found = classify(gift);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::RoyaltyDeed, Some(false)), "{:?}", found.warnings);
        let executor = "EXECUTOR'S DEED\nKNOW ALL MEN BY THESE PRESENTS: That Ray Poe, executor of the will of Ada Poe, deceased, \
does hereby grant, sell and convey unto Lon Tate an undivided one-half interest in and to all of the oil, gas and other minerals \
in and under the land below.\n";
        assert_eq!(category(executor), DocCategory::MineralDeed);
    }

    /// A caption that names the instrument the operative words act upon: an assignment or a
    /// release typed under "OIL AND GAS LEASE", a release under "MORTGAGE". Our own wording.
    #[test]
    fn the_operative_act_beats_the_caption_of_what_it_acts_upon() {
        let assignment = "OIL AND GAS LEASE\n\nKnow all men by these presents, that Bluestem Drilling Co., owner of the oil and gas \
lease from Otis Raines to it dated June 3, 1949, for One Dollar does hereby sell, assign, transfer and set over unto Sandhill \
Petroleum Corporation all its right in said lease as to the SE/4 of Section 9.\n";
        let found = classify(assignment);
        assert_eq!((found.category, found.confidence), (DocCategory::LeaseAssignment, 0.9), "{:?}", found.warnings);
        assert_eq!(category(&assignment.replace("set over", "sct ovcr")), DocCategory::LeaseAssignment);
        let release = "OIL AND GAS LEASE\n\nThe undersigned, present owner of the oil and gas lease made by Otis Raines to Bluestem \
Drilling Co., does hereby release and surrender said lease as to all the land it covers.\n";
        assert_eq!(category(release), DocCategory::LeaseRelease);
        let satisfaction = "MORTGAGE\n\nFarmers Bank, owner of the note and mortgage made by Otis Raines, does hereby release and \
discharge the lien of said mortgage on the SE/4 of Section 9.\n";
        assert_eq!(category(satisfaction), DocCategory::MortgageRelease);
        // The lease whose printed assignment clause follows its grant stays the lease.
        let lease = "OIL AND GAS LEASE\n\nOtis Raines hereby grants, leases and lets unto Bluestem Drilling Co. the SE/4 of Section 9 \
for oil and gas. The lessee may assign, transfer and set over this lease in whole or in part.\n";
        assert_eq!(category(lease), DocCategory::OilGasLease);
    }

    /// A printed "WARRANTY DEED" whose grantor only quitclaims and warrants nothing is a
    /// quitclaim; the same form with its covenant stays a warranty deed. Our own wording.
    #[test]
    fn a_warranty_caption_over_a_bare_quitclaim_is_a_quitclaim() {
        let body = "\n\nKNOW ALL MEN BY THESE PRESENTS, that Nell Ambrose, for Ten Dollars paid by Roy Dekker, does hereby remise, \
release and forever quitclaim unto Roy Dekker all her right, title and interest in the W/2 of Section 4. To have and to hold the \
same forever.\n";
        for caption in ["WARRANTY DEED", "GENERAL WARRANTY DEED", "WARRANTV DEED"] {
            let found = classify(&format!("{caption}{body}"));
            assert_eq!(
                (found.category, found.category.conveys_fee()),
                (DocCategory::QuitclaimDeed, Some(true)),
                "{caption}: {:?}",
                found.warnings
            );
        }
        let warranted = format!("WARRANTY DEED{body}And she will warrant and forever defend the title thereto.\n");
        assert_eq!(category(&warranted), DocCategory::WarrantyDeed);
    }

    /// A royalty caption over minerals granted with the executive right or a bonus share: a
    /// mineral deed. Minerals granted under it whose bonus and leasing the grantor keeps stay a
    /// royalty. Our own wording.
    #[test]
    fn minerals_with_their_incidents_under_a_royalty_caption_are_a_mineral_deed() {
        let grant = "ROYALTY DEED\n\nThat Jess Pruitt, for Ten Dollars, does hereby grant, sell and convey unto Ivy Harmon an \
undivided one-eighth interest in and to all of the oil, gas and other minerals in and under the NW/4 of Section 30. ";
        let executive = format!("{grant}Grantee shall share in all bonus and delay rentals and shall join in the execution of leases.\n");
        assert_eq!(category(&executive), DocCategory::MineralDeed);
        let right = format!("{grant}The grantee takes with this interest the right to execute oil and gas leases on the land.\n");
        assert_eq!(category(&right), DocCategory::MineralDeed);
        let damaged = executive.replace("ROYALTY DEED", "R0YALTY DEED");
        assert_eq!(category(&damaged), DocCategory::MineralDeed);
        let royalty = format!("{grant}Grantee shall have no part of any bonus or rental, the leasing power being retained by Grantor.\n");
        assert_eq!(category(&royalty), DocCategory::RoyaltyDeed);
        assert_eq!(category(&format!("{grant}\n")), DocCategory::RoyaltyDeed);
    }

    /// A grant of the oil and gas for years and while produced, whose grantee must drill or pay
    /// a rental for delay, is a lease whatever its verbs; a term royalty, which binds its grantee
    /// to nothing, stays a royalty. Our own wording, with a scan's damage.
    #[test]
    fn a_grant_of_oil_and_gas_for_a_term_with_a_drilling_covenant_is_a_lease() {
        let grant = "GAS GRANT\n\nThis grant, made the 5th day of May, 1901, by Abel Frye and Sarah Frye, his wife, to the Wabash \
Fuel Company, witnesseth: that the grantors, for One Dollar, do hereby grant and convey unto the company all the oil and gas in \
and under the E/2 of Section 20, to have and to hold for the term of five years from this date and as long thereafter as oil or \
gas is produced. The company shall drill a well on the premises within six months or pay an annual rental of $20.00 until a \
well is drilled.\n";
        let found = classify(grant);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::OilGasLease, Some(false)), "{:?}", found.warnings);
        let damaged = grant.replace("drill a well", "dri1l a we1l").replace("as long thereafter", "as 1ong thereafter");
        assert_eq!(category(&damaged), DocCategory::OilGasLease);
        let term_royalty = "ROYALTY DEED\n\nJess Pruitt does hereby grant, sell and convey unto Ivy Harmon one-half of the royalty on \
the oil and gas produced from the NW/4 of Section 30, for a term of fifteen years from this date and as long thereafter as oil or \
gas is produced.\n";
        assert_eq!(category(term_royalty), DocCategory::RoyaltyDeed);
    }

    /// A mortgage copied with the satisfaction entered after its execution is the satisfaction;
    /// the mortgage whose own clause promises a release once paid stays the mortgage. Our own
    /// wording.
    #[test]
    fn a_mortgage_copied_with_its_entered_satisfaction_is_the_satisfaction() {
        let mortgage = "MORTGAGE\n\nThis mortgage, made the 9th day of March, 1922, by Ole Brekke and Signe Brekke, his wife, to \
the Viking State Bank: the mortgagors, to secure their note for $900.00, do hereby mortgage and warrant to the bank the NE/4 of \
Section 2. Provided, if the note is paid, this mortgage shall be void and the bank shall release it.\n\nWitness our hands the day \
above written.\nOle Brekke\nSigne Brekke\n";
        assert_eq!(category(mortgage), DocCategory::DeedOfTrust);
        for entry in [
            "The debt secured by the within mortgage having been paid, the same is hereby satisfied in full. Viking State Bank, by \
its cashier.\n",
            "Satisfaction in the margin: The Viking State Bank hereby acknowledges satisfaction of the within mortgage this 4th day of \
May, 1930.\n",
            "The note secured hereby being paid, the bank does hereby re1ease the lien of this mortgage.\n",
        ] {
            let found = classify(&format!("{mortgage}\n{entry}"));
            assert_eq!(
                (found.category, found.category.conveys_fee()),
                (DocCategory::MortgageRelease, Some(false)),
                "{entry}: {:?}",
                found.warnings
            );
        }
    }

    /// Co-owners who say they wish to divide their land, and then quitclaim to one another, make
    /// a partition without the word. Our own wording.
    #[test]
    fn co_owners_dividing_their_land_make_a_partition_deed() {
        let text = "THIS AGREEMENT, made the 1st day of April, 1940, between Lem Ogle and Ira Ogle, brothers: Whereas they own the \
S/2 of Section 5 as tenants in common and wish to divide it so that each holds his part in severalty, now therefore Lem Ogle does \
hereby remise, release and quitclaim unto Ira Ogle all his interest in the SE/4, and Ira Ogle does hereby remise, release and \
quitclaim unto Lem Ogle all his interest in the SW/4.\n";
        let found = classify(text);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::PartitionDeed, Some(true)), "{:?}", found.warnings);
    }
}
