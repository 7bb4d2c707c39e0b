//! GET /api/packages and GET /api/packages/<package_id>.

use super::documents::DocumentItem;
use super::estate_graph::GraphSummary;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// GET /api/packages: an object, never a bare array.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct PackageList<I: Serialize> {
    pub packages: I,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PackageItem {
    pub package_id: String,
    pub name: Option<String>,
    pub document_count: u64,
    #[schemars(extend("enum" = ["completed", "failed"]))]
    pub status: String,
    pub error: Option<String>,
}

/// GET /api/packages/<package_id>: the list item's fields, the documents nested, and the
/// input's meta (never `meta.chain_analysis`, the legacy place).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PackageDetail {
    #[serde(flatten)]
    pub item: PackageItem,
    pub documents: Vec<DocumentItem>,
    pub meta: serde_json::Map<String, serde_json::Value>,
    /// What an examiner must read by hand because the extractors could not (CONTRACT §5): not
    /// title defects, and never gaps. Empty for a failed package.
    #[serde(default)]
    pub review: Vec<ReviewItem>,
    /// The counts summary.csv shows for the package; absent for a failed package.
    pub summary: Option<PackageSummary>,
}

/// A package's counts: the estate graph's summary, its L2 clusters and failed documents. No
/// matcher version: the estate graph beside it names it, and summary.csv takes the run's, so a
/// `--version` switch rewrites a detail only when its counts change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PackageSummary {
    pub documents_failed: u64,
    pub party_clusters: u64,
    #[serde(flatten)]
    pub graph: GraphSummary,
}

/// One value of one instrument that the extractors could not read, with what it costs the
/// analysis and where to look.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ReviewItem {
    pub document_id: String,
    pub field: ReviewField,
    pub detail: String,
}

/// The values whose absence sends an instrument to review (CONTRACT §5, package detail).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReviewField {
    /// No party at all.
    Parties,
    /// No grantor-side party (grantor, lessor, assignor, decedent) of an instrument that moves an estate.
    Grantor,
    /// No grantee-side party (grantee, lessee, assignee, heir) of an instrument that creates an estate.
    Grantee,
    Land,
    /// No governing date.
    Date,
    /// The category was not recognised (`other`).
    Category,
    /// An examiner's correction of this instrument no longer fits it and was not applied
    /// (`--corrections`): the examiner looks at the instrument and the correction again.
    Correction,
}
