//! summary.csv (CONTRACT §6): one row per package, sorted by package_id; counts are the estate
//! graph's and L2's, empty for a failed package. Written with the csv crate for correct quoting.

use super::atomic::{OutputError, write_with};
use crate::api::packages::PackageDetail;
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
    /// The row of a package, from its detail: its counts, or its error when it failed, and the
    /// run's matcher version, which every package of the output was built with.
    pub fn of(detail: &PackageDetail, run_version: &str) -> SummaryRow {
        let summary = detail.summary.as_ref();
        let graph = summary.map(|s| &s.graph);
        SummaryRow {
            package_id: detail.item.package_id.clone(),
            status: detail.item.status.clone(),
            documents: graph.map(|g| g.documents),
            documents_failed: summary.map(|s| s.documents_failed),
            tracts: graph.map(|g| g.tracts),
            party_clusters: summary.map(|s| s.party_clusters),
            fee_estates: graph.map(|g| g.fee_estates),
            mineral_estates: graph.map(|g| g.mineral_estates),
            leasehold_estates: graph.map(|g| g.leasehold_estates),
            fee_chains: graph.map(|g| g.fee_chains),
            mineral_chains: graph.map(|g| g.mineral_chains),
            leasehold_chains: graph.map(|g| g.leasehold_chains),
            edges: graph.map(|g| g.edges),
            gaps: graph.map(|g| g.gaps),
            version: run_version.to_string(),
            error: detail.item.error.clone().unwrap_or_default(),
        }
    }
}

/// Writes the rows in the order given (the caller gives them sorted by package id). A row that
/// cannot be made stops the writing and leaves the summary of the last run in place.
pub fn write_summary(path: &Path, rows: impl Iterator<Item = Result<SummaryRow, OutputError>>) -> Result<(), OutputError> {
    let mut failure = None;
    let written = write_with(path, |writer| {
        let mut csv = csv::WriterBuilder::new().has_headers(false).from_writer(writer);
        csv.write_record([
            "package_id",
            "status",
            "documents",
            "documents_failed",
            "tracts",
            "party_clusters",
            "fee_estates",
            "mineral_estates",
            "leasehold_estates",
            "fee_chains",
            "mineral_chains",
            "leasehold_chains",
            "edges",
            "gaps",
            "version",
            "error",
        ])?;
        for row in rows {
            match row {
                Ok(row) => csv.serialize(&row)?,
                Err(error) => {
                    let reason = error.to_string();
                    failure = Some(error);
                    return Err(std::io::Error::other(reason));
                }
            }
        }
        csv.flush()
    });
    match failure {
        Some(failure) => Err(failure),
        None => written,
    }
}
