//! summary.csv (CONTRACT §6): one row per package, sorted by package_id; counts are the estate
//! graph's and L2's, empty for a failed package. Written with the csv crate for correct quoting.

use super::atomic::{OutputError, write_with};
use crate::api::estate_graph::GraphSummary;
use serde::Serialize;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SummaryRow {
    pub package_id: String,
    pub status: String,
    pub documents: Option<u64>,
    pub documents_failed: Option<u64>,
    pub tracts: Option<u64>,
    pub party_clusters: Option<u64>,
    pub fee_estates: Option<u64>,
    pub mineral_estates: Option<u64>,
    pub leasehold_estates: Option<u64>,
    pub fee_chains: Option<u64>,
    pub mineral_chains: Option<u64>,
    pub leasehold_chains: Option<u64>,
    pub edges: Option<u64>,
    pub gaps: Option<u64>,
    pub version: String,
    pub error: String,
}

impl SummaryRow {
    pub fn completed(package_id: &str, summary: &GraphSummary, documents_failed: u64, party_clusters: u64, version: &str) -> SummaryRow {
        SummaryRow {
            package_id: package_id.to_string(),
            status: "completed".to_string(),
            documents: Some(summary.documents),
            documents_failed: Some(documents_failed),
            tracts: Some(summary.tracts),
            party_clusters: Some(party_clusters),
            fee_estates: Some(summary.fee_estates),
            mineral_estates: Some(summary.mineral_estates),
            leasehold_estates: Some(summary.leasehold_estates),
            fee_chains: Some(summary.fee_chains),
            mineral_chains: Some(summary.mineral_chains),
            leasehold_chains: Some(summary.leasehold_chains),
            edges: Some(summary.edges),
            gaps: Some(summary.gaps),
            version: version.to_string(),
            error: String::new(),
        }
    }

    pub fn failed(package_id: &str, version: &str, error: &str) -> SummaryRow {
        SummaryRow {
            package_id: package_id.to_string(),
            status: "failed".to_string(),
            documents: None,
            documents_failed: None,
            tracts: None,
            party_clusters: None,
            fee_estates: None,
            mineral_estates: None,
            leasehold_estates: None,
            fee_chains: None,
            mineral_chains: None,
            leasehold_chains: None,
            edges: None,
            gaps: None,
            version: version.to_string(),
            error: error.to_string(),
        }
    }
}

pub fn write_summary(path: &Path, mut rows: Vec<SummaryRow>) -> Result<(), OutputError> {
    rows.sort_by(|a, b| a.package_id.cmp(&b.package_id));
    write_with(path, |writer| {
        let mut csv = csv::WriterBuilder::new().has_headers(false).from_writer(writer);
        csv.write_record([
            "package_id", "status", "documents", "documents_failed", "tracts", "party_clusters", "fee_estates", "mineral_estates",
            "leasehold_estates", "fee_chains", "mineral_chains", "leasehold_chains", "edges", "gaps", "version", "error",
        ])?;
        for row in &rows {
            csv.serialize(row)?;
        }
        csv.flush()
    })
}
