//! L1: enrichment of the raw L0 extraction into the resolved values the API shows: canonical
//! names, the governing date, tract identities, interests. It needs only the raw extraction and
//! the input's recording data, so it re-runs without repeating L0.

pub mod allotments;
pub mod dates;
pub mod interest;
pub mod names;
pub mod package_tracts;
pub mod tracts;

use crate::api::documents::{
    CanonicalParty, CanonicalTract, DocumentProvenance, ResolvedConveyance, ResolvedDates, ResolvedDocType, ResolvedParties,
    ResolvedReservation,
};
use crate::calendar::Date;
use crate::input::Recording;
use crate::l0::{RawExtraction, RecordingReference};
use crate::vocab::DocCategory;

/// One document after L1; kept in the per-package L1/L2 cache, so that a --version switch
/// re-runs L3 only.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ResolvedDocument {
    pub parties: ResolvedParties,
    pub dates: ResolvedDates,
    pub governing_date: Option<Date>,
    pub tracts: Vec<CanonicalTract>,
    pub doc_type: ResolvedDocType,
    pub conveyance: ResolvedConveyance,
    /// Earlier instruments cited by recording reference, for runtime linking.
    pub references: Vec<RecordingReference>,
    /// Guesses L1 made, for `extraction_context`.
    pub warnings: Vec<String>,
    /// What an examiner's corrections set, with its provenance (`--corrections`).
    pub corrections: DocumentProvenance,
    /// A partition deed's allotments: which co-owner takes which of its tracts in severalty.
    pub allotments: Vec<allotments::ResolvedAllotment>,
}

impl ResolvedDocument {
    pub fn category(&self) -> DocCategory {
        self.doc_type.doc_category
    }
}

pub fn resolve(raw: &RawExtraction, recording: &Recording) -> ResolvedDocument {
    let mut warnings = Vec::new();
    let (governing_date, governing_source) = dates::governing_date(&raw.dates.dates, recording);
    let dates = ResolvedDates {
        governing_date: governing_date.map(|d| d.iso()),
        governing_date_source: governing_source,
        dates: raw
            .dates
            .dates
            .iter()
            .map(|d| crate::api::documents::DateEntry { date: d.date.clone(), kind: d.kind, text: d.evidence.text.clone() })
            .collect(),
    };
    let tracts = tracts::canonical_tracts(&raw.land.tracts, recording, &mut warnings);
    let interest = raw.conveyance.interest.as_deref().and_then(|text| {
        let fraction = interest::Fraction::parse(text);
        if fraction.is_none() {
            warnings.push(format!("interest {text:?} is not a fraction L1 can read; treated as not stated"));
        }
        fraction.filter(|f| !f.is_whole()).map(|f| f.to_string())
    });
    let interest_of = interest.as_ref().and(raw.conveyance.interest_of);
    let conveyance = ResolvedConveyance {
        conveys_fee: raw.conveyance.conveys_fee,
        estates_conveyed: raw.conveyance.estates_conveyed.clone(),
        interest,
        interest_of,
        equal_shares: raw.conveyance.equal_shares,
        royalty: raw.conveyance.royalty.as_deref().and_then(interest::Fraction::parse).map(|f| f.to_string()),
        reservations: raw
            .conveyance
            .reservations
            .iter()
            .map(|r| ResolvedReservation {
                estate: r.estate,
                fraction: r.fraction.as_deref().and_then(interest::Fraction::parse).map(|f| f.to_string()),
                fraction_of: r.fraction.as_deref().and_then(interest::Fraction::parse).and(r.fraction_of),
                text: r.evidence.text.clone(),
            })
            .collect(),
        primary_term_years: raw.conveyance.primary_term_years,
    };
    let canonical_parties = canonical_parties(raw);
    let allotments = if raw.conveyance.allotments.is_empty() {
        Vec::new()
    } else {
        let tract_ids: Vec<String> =
            raw.land.tracts.iter().map(|t| tracts::canonical_tract(t, recording, &mut Vec::new()).tract_id).collect();
        allotments::resolve(&raw.conveyance.allotments, &raw.land.tracts, &tract_ids, &canonical_parties, &mut warnings)
    };
    ResolvedDocument {
        parties: ResolvedParties { canonical_parties },
        dates,
        governing_date,
        tracts,
        doc_type: ResolvedDocType {
            doc_category: raw.doc_type.category,
            doc_type_label: raw.doc_type.label.clone(),
            confidence: raw.doc_type.confidence.clamp(0.0, 1.0),
        },
        conveyance,
        references: raw.conveyance.references.clone(),
        warnings,
        corrections: DocumentProvenance::default(),
        allotments,
    }
}

/// One party per canonical name and role; repeated mentions of the same party (premises and
/// signature block) become `mentions` of it.
fn canonical_parties(raw: &RawExtraction) -> Vec<CanonicalParty> {
    let mut parties: Vec<CanonicalParty> = Vec::new();
    for found in &raw.parties.parties {
        let canonical_name = names::canonical_name(&found.name, found.entity_type);
        if canonical_name.is_empty() {
            continue;
        }
        // An alias is a name as written in the instrument, so it is one of the party's mentions.
        let written = std::iter::once(&found.name).chain(&found.aliases);
        match parties.iter_mut().find(|p| p.canonical_name == canonical_name && p.role == found.role) {
            Some(party) => {
                for name in written {
                    if !party.mentions.contains(name) {
                        party.mentions.push(name.clone());
                    }
                }
            }
            None => parties.push(CanonicalParty {
                party_id: format!("p{}", parties.len() + 1),
                canonical_name,
                role: found.role,
                entity_type: found.entity_type,
                capacity: found.capacity.clone(),
                mentions: written.fold(Vec::new(), |mut mentions, name| {
                    if !mentions.contains(name) {
                        mentions.push(name.clone());
                    }
                    mentions
                }),
            }),
        }
    }
    parties
}
