//! Corrections applied to a package's documents after L1 has resolved L0's values (so that
//! `--enrich-only` applies them from the cached extractions), and "same land" assertions
//! applied to the package's tract identity. A correction that no longer fits the document it
//! names (the party is gone, the value shown is not the one it replaces, the value already
//! reads so) is not applied: it comes back as a [`StaleCorrection`] saying why.

use super::{Change, Correction, DocumentChange};
use crate::api::documents::{CanonicalParty, CanonicalTract, CorrectedValue};
use crate::api::packages::{ReviewField, ReviewItem};
use crate::input::Recording;
use crate::l1::ResolvedDocument;
use crate::l1::names::{canonical_name, name_key};
use crate::output::errors::ErrorLine;
use serde::{Deserialize, Serialize};

/// The stage errors.jsonl names for a correction that was not applied.
pub const STAGE: &str = "correction";

/// A correction not applied, and why; kept with the package's L1/L2 entry so that a
/// `--version` switch reports it again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaleCorrection {
    pub correction_id: String,
    pub kind: String,
    /// The document of a document correction.
    pub document_id: Option<String>,
    pub file: String,
    pub line: usize,
    pub why: String,
}

impl StaleCorrection {
    pub fn new(file: &str, correction: &Correction, why: String) -> StaleCorrection {
        StaleCorrection {
            correction_id: correction.id.clone(),
            kind: correction.change.kind().to_string(),
            document_id: correction.change.document_id().map(str::to_string),
            file: file.to_string(),
            line: correction.line,
            why,
        }
    }

    fn message(&self) -> String {
        format!("{}: line {}: correction {:?} ({}) not applied: {}", self.file, self.line, self.correction_id, self.kind, self.why)
    }

    /// Its line of errors.jsonl.
    pub fn error_line(&self, package_id: &str) -> ErrorLine {
        ErrorLine {
            package_id: Some(package_id.to_string()),
            document_id: self.document_id.clone(),
            stage: STAGE.to_string(),
            error: self.message(),
        }
    }

    /// Its entry in the package's review list: the instrument the examiner must look at again
    /// (a package assertion names no one instrument, so it is reported in errors.jsonl only).
    pub fn review_item(&self) -> Option<ReviewItem> {
        let document_id = self.document_id.clone()?;
        Some(ReviewItem { document_id, field: ReviewField::Correction, detail: self.message() })
    }
}

/// The provenance of a value `correction` set.
fn provenance(
    correction: &Correction,
    field: &str,
    target: Option<String>,
    value: Option<String>,
    replaced: Option<String>,
) -> CorrectedValue {
    CorrectedValue {
        source: "correction".to_string(),
        correction_id: correction.id.clone(),
        field: field.to_string(),
        target,
        value,
        replaced,
        author: correction.author.clone(),
        reason: correction.reason.clone(),
    }
}

fn shown(party: &CanonicalParty) -> String {
    format!("{} ({})", party.canonical_name, party.role.as_str())
}

/// The parties shown with this name, compared as L2 compares names (case, periods, "&"/"and").
fn matching(parties: &[CanonicalParty], name: &str) -> Vec<usize> {
    let key = name_key(&name.to_uppercase());
    parties.iter().enumerate().filter(|(_, p)| name_key(&p.canonical_name) == key).map(|(i, _)| i).collect()
}

fn party_list(parties: &[CanonicalParty]) -> String {
    if parties.is_empty() {
        return "it has no party".to_string();
    }
    format!("its parties are {}", parties.iter().map(shown).collect::<Vec<_>>().join(", "))
}

/// Applies a document correction to the document's resolved values; `Err` says why it no
/// longer fits, and then nothing is changed.
pub fn apply_to_document(
    correction: &Correction,
    change: &DocumentChange,
    resolved: &mut ResolvedDocument,
    recording: &Recording,
) -> Result<(), String> {
    let parties = &mut resolved.parties.canonical_parties;
    match change {
        DocumentChange::ReplaceParty { party, name, role, entity_type } => {
            let found = matching(parties, party);
            if found.is_empty() {
                return Err(format!("the instrument shows no party {party:?} any more; {}", party_list(parties)));
            }
            for index in found {
                let party = &mut parties[index];
                let before = shown(party);
                if let Some(entity_type) = entity_type {
                    party.entity_type = *entity_type;
                }
                if let Some(name) = name {
                    party.canonical_name = canonical_name(name, party.entity_type);
                }
                if let Some(role) = role {
                    party.role = *role;
                }
                let value = Some(shown(party));
                resolved.corrections.parties.push(provenance(
                    correction,
                    "canonical_parties",
                    Some(party.party_id.clone()),
                    value,
                    Some(before),
                ));
            }
        }
        DocumentChange::AddParty { name, role, entity_type } => {
            let canonical = canonical_name(name, *entity_type);
            if canonical.is_empty() {
                return Err(format!("the name {name:?} holds no letter to make a party of"));
            }
            if parties.iter().any(|p| p.role == *role && name_key(&p.canonical_name) == name_key(&canonical)) {
                return Err(format!("the instrument already shows {canonical} as {}; the correction is no longer needed", role.as_str()));
            }
            let next = parties.iter().filter_map(|p| p.party_id.strip_prefix('p')?.parse::<usize>().ok()).max().unwrap_or(0) + 1;
            let party = CanonicalParty {
                party_id: format!("p{next}"),
                canonical_name: canonical,
                role: *role,
                entity_type: *entity_type,
                capacity: None,
                mentions: vec![name.clone()],
            };
            resolved.corrections.parties.push(provenance(
                correction,
                "canonical_parties",
                Some(party.party_id.clone()),
                Some(shown(&party)),
                None,
            ));
            parties.push(party);
        }
        DocumentChange::NotAParty { party } => {
            let found = matching(parties, party);
            if found.is_empty() {
                return Err(format!("the instrument shows no party {party:?} any more; {}", party_list(parties)));
            }
            for &index in found.iter().rev() {
                let removed = parties.remove(index);
                resolved.corrections.parties.push(provenance(
                    correction,
                    "canonical_parties",
                    Some(removed.party_id.clone()),
                    None,
                    Some(shown(&removed)),
                ));
            }
            resolved.corrections.parties.sort_by(|a, b| a.target.cmp(&b.target));
        }
        DocumentChange::GoverningDate { date, kind, replaces } => {
            let current = resolved.dates.governing_date.clone();
            let iso = date.iso();
            if current.as_deref() == Some(iso.as_str()) {
                return Err(format!("the governing date already reads {iso}; the correction is no longer needed"));
            }
            if let Some(replaces) = replaces
                && current.as_deref() != Some(replaces.as_str())
            {
                return Err(format!(
                    "it replaces the governing date {replaces}, but the instrument now shows {}",
                    current.as_deref().unwrap_or("none")
                ));
            }
            resolved.dates.governing_date = Some(iso.clone());
            resolved.dates.governing_date_source = Some(*kind);
            resolved.governing_date = Some(*date);
            resolved.corrections.dates.push(provenance(correction, "governing_date", None, Some(iso), current));
        }
        DocumentChange::Tract { tract, replaces } => {
            let mut warnings = Vec::new();
            let Some(new) = crate::l1::tracts::canonical_tracts(std::slice::from_ref(tract), recording, &mut warnings).into_iter().next()
            else {
                return Err("the tract it gives has no identity L1 can make".to_string());
            };
            let position = match replaces {
                Some(shown) => {
                    let Some(position) = tract_position(&resolved.tracts, shown) else {
                        return Err(format!("the instrument shows no tract {shown:?} any more; {}", tract_list(&resolved.tracts)));
                    };
                    Some(position)
                }
                None => None,
            };
            if resolved.tracts.iter().enumerate().any(|(i, t)| t.tract_id == new.tract_id && Some(i) != position) {
                return Err(format!(
                    "the instrument already shows the tract {}; the correction is no longer needed",
                    new.tract_identity_phrase
                ));
            }
            let value = Some(new.tract_identity_phrase.clone());
            let replaced = match position {
                Some(position) => Some(std::mem::replace(&mut resolved.tracts[position], new).tract_identity_phrase),
                None => {
                    resolved.tracts.push(new);
                    None
                }
            };
            resolved.corrections.land.push(provenance(correction, "canonical_tracts", None, value, replaced));
        }
        DocumentChange::Category { category, replaces } => {
            let current = resolved.doc_type.doc_category;
            if current == *category {
                return Err(format!("the category already reads {}; the correction is no longer needed", category.as_str()));
            }
            if let Some(replaces) = replaces
                && *replaces != current
            {
                return Err(format!("it replaces the category {}, but the instrument now shows {}", replaces.as_str(), current.as_str()));
            }
            resolved.doc_type.doc_category = *category;
            resolved.corrections.doc_type.push(provenance(
                correction,
                "doc_category",
                None,
                Some(category.as_str().to_string()),
                Some(current.as_str().to_string()),
            ));
        }
        DocumentChange::ConveysFee { conveys_fee, replaces } => {
            let current = resolved.conveyance.conveys_fee;
            if current == Some(*conveys_fee) {
                return Err(format!("conveys_fee already reads {conveys_fee}; the correction is no longer needed"));
            }
            if let Some(replaces) = replaces
                && current != Some(*replaces)
            {
                let now = current.map_or("null".to_string(), |c| c.to_string());
                return Err(format!("it replaces conveys_fee {replaces}, but the instrument now shows {now}"));
            }
            resolved.conveyance.conveys_fee = Some(*conveys_fee);
            resolved.corrections.conveyance.push(provenance(
                correction,
                "conveys_fee",
                None,
                Some(conveys_fee.to_string()),
                current.map(|c| c.to_string()),
            ));
        }
    }
    Ok(())
}

/// The tract shown with this id or identity phrase.
fn tract_position(tracts: &[CanonicalTract], shown: &str) -> Option<usize> {
    tracts.iter().position(|t| t.tract_id == shown || t.tract_identity_phrase.eq_ignore_ascii_case(shown))
}

fn tract_list(tracts: &[CanonicalTract]) -> String {
    if tracts.is_empty() {
        return "it has no tract".to_string();
    }
    format!("its tracts are {}", tracts.iter().map(|t| format!("{:?}", t.tract_identity_phrase)).collect::<Vec<_>>().join(", "))
}

/// Applies a "same land" assertion: every tract of the package shown with one of `tracts`
/// takes the identity of the first one's (keeping its own acreage and exceptions). `Err` when
/// a tract it names is not in the package, and then nothing is changed.
pub fn apply_same_land(correction: &Correction, tracts: &[String], documents: &mut [&mut ResolvedDocument]) -> Result<(), String> {
    let find = |shown: &str| -> Option<CanonicalTract> {
        documents
            .iter()
            .flat_map(|d| d.tracts.iter())
            .find(|t| t.tract_id == shown || t.tract_identity_phrase.eq_ignore_ascii_case(shown))
            .cloned()
    };
    let mut found: Vec<CanonicalTract> = Vec::with_capacity(tracts.len());
    for shown in tracts {
        match find(shown) {
            Some(tract) => found.push(tract),
            None => return Err(format!("no instrument of the package shows the tract {shown:?} any more")),
        }
    }
    let identity = found[0].clone();
    let joined: Vec<&str> = found.iter().map(|t| t.tract_id.as_str()).filter(|id| *id != identity.tract_id).collect();
    if joined.is_empty() {
        return Err(format!(
            "every tract it names is already the one tract {}; the correction is no longer needed",
            identity.tract_identity_phrase
        ));
    }
    for document in documents.iter_mut() {
        let mut changed = false;
        for tract in document.tracts.iter_mut().filter(|t| joined.contains(&t.tract_id.as_str())) {
            let before = format!("{} ({})", tract.tract_id, tract.tract_identity_phrase);
            let (acres, exceptions) = (tract.acres.or(identity.acres), std::mem::take(&mut tract.exceptions));
            *tract = CanonicalTract { acres, exceptions, ..identity.clone() };
            document.corrections.land.push(provenance(
                correction,
                "tract_id",
                Some(identity.tract_id.clone()),
                Some(format!("{} ({})", identity.tract_id, identity.tract_identity_phrase)),
                Some(before),
            ));
            changed = true;
        }
        if changed {
            let mut seen = std::collections::BTreeSet::new();
            document.tracts.retain(|t| seen.insert(t.tract_id.clone()));
        }
    }
    Ok(())
}

/// The document corrections of a package, with the ones that name no document of it.
pub fn document_corrections(corrections: &[Correction]) -> impl Iterator<Item = (&Correction, &str, &DocumentChange)> {
    corrections.iter().filter_map(|c| match &c.change {
        Change::Document { document_id, change } => Some((c, document_id.as_str(), change)),
        _ => None,
    })
}
