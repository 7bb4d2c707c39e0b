//! Gaps: where the chain breaks or an examiner has a curative requirement. Most are found while
//! instruments are applied (an unlinked grantor, a date inversion, an overconveyance); the
//! unreleased lease needs the whole package, so it is found after.

use super::GraphDocument;
use super::graph::GraphStore;
use crate::api::estate_graph::{Gap, GapKind, NodeStatus};
use crate::vocab::{DocCategory, EstateType};
use std::collections::HashMap;

#[derive(Default)]
pub struct GapRecorder {
    gaps: Vec<Gap>,
    per_document: HashMap<String, usize>,
}

impl GapRecorder {
    /// Records a gap and returns its index; ids are "<document_id>:g<n>", stable for the same input.
    pub fn record(
        &mut self,
        document_id: &str,
        kind: GapKind,
        estate_type: Option<EstateType>,
        tract_id: Option<&str>,
        detail: String,
    ) -> usize {
        let count = self.per_document.entry(document_id.to_string()).or_default();
        *count += 1;
        self.gaps.push(Gap {
            id: format!("{document_id}:g{count}"),
            kind,
            estate_type,
            tract_id: tract_id.map(str::to_string),
            document_id: Some(document_id.to_string()),
            detail,
        });
        self.gaps.len() - 1
    }

    /// Turns a recorded gap into another kind, with the detail of that kind.
    pub fn reclassify(&mut self, index: usize, into: GapKind, detail: String) {
        if let Some(gap) = self.gaps.get_mut(index) {
            gap.kind = into;
            gap.detail = detail;
        }
    }

    /// The documents of the gaps of one kind (the leases past their primary term, say).
    pub fn documents_of(&self, kind: GapKind) -> Vec<&str> {
        self.gaps.iter().filter(|g| g.kind == kind).filter_map(|g| g.document_id.as_deref()).collect()
    }

    pub fn into_gaps(self) -> Vec<Gap> {
        self.gaps
    }
}

/// `unreleased_lease`: a lease whose primary term, counted from its governing date, ended before
/// the package's latest governing date, and whose leasehold on a tract no release released.
pub fn unreleased_leases(documents: &[GraphDocument<'_>], store: &GraphStore, gaps: &mut GapRecorder) {
    let Some(latest) = documents.iter().filter_map(|d| d.resolved.governing_date).max() else {
        return;
    };
    for lease in documents.iter().filter(|d| d.resolved.category() == DocCategory::OilGasLease) {
        let (Some(date), Some(years)) = (lease.resolved.governing_date, lease.resolved.conveyance.primary_term_years) else {
            continue;
        };
        let term_end = date.plus_years(years);
        if term_end >= latest {
            continue;
        }
        for tract in &lease.resolved.tracts {
            let outstanding: Vec<&str> = store
                .on_tract(&tract.tract_id, EstateType::Leasehold)
                .iter()
                .filter(|&&n| store.state_at(n).lease_document.as_deref() == Some(lease.document_id))
                .filter(|&&n| store.node_at(n).status == NodeStatus::Current)
                .map(|&n| store.node_at(n).owner_name.as_str())
                .collect();
            if outstanding.is_empty() {
                continue;
            }
            let detail = format!(
                "lease {} dated {} had a {years}-year primary term that ended {}, before the latest instrument of the package ({}); no release of record. Leasehold still held by {}. Obtain a release or proof of production.",
                lease.document_id,
                date.iso(),
                term_end.iso(),
                latest.iso(),
                outstanding.join(", ")
            );
            gaps.record(lease.document_id, GapKind::UnreleasedLease, Some(EstateType::Leasehold), Some(&tract.tract_id), detail);
        }
    }
}
