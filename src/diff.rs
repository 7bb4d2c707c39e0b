//! `titlegraph diff OUT_A OUT_B`: what changed between two runs (matcher 1.1 against 2.0, last
//! night against tonight), package by package. The changes are rows of one CSV, sorted by
//! package id, with columns that never move: `package_id,document_id,change,item,before,after`.
//!
//! Estate-graph edges and gaps are matched by what they are, not by their ids or their place in
//! the arrays, which a rebuild may renumber: an edge is (estate type, tract, instrument, owner it
//! leaves, owner it reaches, kind) and a gap is (kind, estate type, tract, instrument). Both are
//! counted as multisets, so two identical edges against one is one edge removed. Extractions
//! are compared on `resolved` only: debug fields and job records are no difference.

use crate::api::documents::{
    Corrected, CorrectedValue, DocumentItem, ExtractionKind, ResolvedConveyance, ResolvedDates, ResolvedDocType, ResolvedExtraction,
    ResolvedLand, ResolvedParties,
};
use crate::api::estate_graph::EstateGraph;
use crate::api::packages::{PackageDetail, PackageItem};
use crate::output::errors::ErrorLine;
use crate::output::summary::SummaryRow;
use crate::output::tree::{OutputTree, TreeError};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::Path;

/// The CSV header; the order of the columns is part of the command's interface.
pub const CSV_COLUMNS: [&str; 6] = ["package_id", "document_id", "change", "item", "before", "after"];

/// One difference between the runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Change {
    /// Empty for a run-level error line without a package.
    pub package_id: String,
    pub document_id: String,
    pub change: ChangeKind,
    /// What changed: a count's name, an extraction kind, an edge's or a gap's identity, an
    /// error's stage.
    pub item: String,
    pub before: String,
    pub after: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    PackageAdded,
    PackageRemoved,
    PackageStatus,
    Count,
    EdgeAdded,
    EdgeRemoved,
    GapAdded,
    GapRemoved,
    DocumentAdded,
    DocumentRemoved,
    DocumentStatus,
    ExtractionChanged,
    /// A value set by an examiner's correction in B and not in A (`--corrections`).
    CorrectionApplied,
    /// A value set by a correction in A and no longer in B.
    CorrectionRemoved,
    ErrorAdded,
    ErrorRemoved,
}

/// The figures of the human summary.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DiffSummary {
    /// Rows of the CSV: zero when the runs agree.
    pub changes: usize,
    pub packages_before: usize,
    pub packages_after: usize,
    pub packages_added: usize,
    pub packages_removed: usize,
    /// Packages in both runs with at least one change.
    pub packages_changed: usize,
    /// Packages that completed in A and failed in B.
    pub packages_now_failed: usize,
    pub edges_added: usize,
    pub edges_removed: usize,
    pub gaps_added: usize,
    pub gaps_removed: usize,
    /// Documents whose `resolved` differs in at least one extraction.
    pub documents_reextracted: usize,
    pub errors_added: usize,
    pub errors_removed: usize,
}

impl DiffSummary {
    pub fn identical(&self) -> bool {
        self.changes == 0
    }
}

impl fmt::Display for DiffSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.identical() {
            return write!(f, "no differences ({} packages)", self.packages_before);
        }
        writeln!(
            f,
            "packages: {} before, {} after; {} added, {} removed, {} changed ({} now failed)",
            self.packages_before,
            self.packages_after,
            self.packages_added,
            self.packages_removed,
            self.packages_changed,
            self.packages_now_failed
        )?;
        writeln!(f, "edges: +{} -{}; gaps: +{} -{}", self.edges_added, self.edges_removed, self.gaps_added, self.gaps_removed)?;
        write!(
            f,
            "documents with a changed extraction: {}; errors.jsonl lines: +{} -{}",
            self.documents_reextracted, self.errors_added, self.errors_removed
        )
    }
}

/// Compares two output trees, handing each change to `emit` in CSV order.
pub fn diff(before: &Path, after: &Path, mut emit: impl FnMut(&Change) -> std::io::Result<()>) -> Result<DiffSummary, DiffError> {
    let before = OutputTree::open(before)?;
    let after = OutputTree::open(after)?;
    let packages_before: BTreeMap<String, PackageItem> = before.packages()?.into_iter().map(|p| (p.package_id.clone(), p)).collect();
    let packages_after: BTreeMap<String, PackageItem> = after.packages()?.into_iter().map(|p| (p.package_id.clone(), p)).collect();
    let mut summary =
        DiffSummary { packages_before: packages_before.len(), packages_after: packages_after.len(), ..DiffSummary::default() };

    let mut sink = |changes: Vec<Change>, summary: &mut DiffSummary| -> Result<(), DiffError> {
        for change in &changes {
            tally(summary, change);
            emit(change).map_err(DiffError::Write)?;
        }
        Ok(())
    };
    sink(error_changes(&before.errors()?, &after.errors()?), &mut summary)?;
    let ids: BTreeSet<&String> = packages_before.keys().chain(packages_after.keys()).collect();
    for id in ids {
        let changes = match (packages_before.get(id), packages_after.get(id)) {
            (Some(old), None) => vec![change(id, "", ChangeKind::PackageRemoved, "", &old.status, "")],
            (None, Some(new)) => vec![change(id, "", ChangeKind::PackageAdded, "", "", &new.status)],
            (Some(_), Some(_)) => {
                let changes = package_changes(&before, &after, id)?;
                if !changes.is_empty() {
                    summary.packages_changed += 1;
                }
                changes
            }
            (None, None) => Vec::new(),
        };
        sink(changes, &mut summary)?;
    }
    Ok(summary)
}

#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    #[error(transparent)]
    Tree(#[from] TreeError),
    #[error("cannot write the differences: {0}")]
    Write(std::io::Error),
}

impl DiffError {
    pub fn exit_code(&self) -> u8 {
        match self {
            DiffError::Tree(error) => error.exit_code(),
            DiffError::Write(_) => 3,
        }
    }
}

fn tally(summary: &mut DiffSummary, change: &Change) {
    summary.changes += 1;
    match change.change {
        ChangeKind::PackageAdded => summary.packages_added += 1,
        ChangeKind::PackageRemoved => summary.packages_removed += 1,
        ChangeKind::PackageStatus if change.after == "failed" => summary.packages_now_failed += 1,
        ChangeKind::EdgeAdded => summary.edges_added += 1,
        ChangeKind::EdgeRemoved => summary.edges_removed += 1,
        ChangeKind::GapAdded => summary.gaps_added += 1,
        ChangeKind::GapRemoved => summary.gaps_removed += 1,
        ChangeKind::ErrorAdded => summary.errors_added += 1,
        ChangeKind::ErrorRemoved => summary.errors_removed += 1,
        _ => {}
    }
}

fn change(package_id: &str, document_id: &str, kind: ChangeKind, item: &str, before: &str, after: &str) -> Change {
    Change {
        package_id: package_id.to_string(),
        document_id: document_id.to_string(),
        change: kind,
        item: item.to_string(),
        before: before.to_string(),
        after: after.to_string(),
    }
}

/// Everything that differs for a package present in both runs, in CSV order.
fn package_changes(before: &OutputTree, after: &OutputTree, id: &str) -> Result<Vec<Change>, DiffError> {
    let detail_before = detail(before, id)?;
    let detail_after = detail(after, id)?;
    let mut changes = Vec::new();
    if detail_before.item.status != detail_after.item.status {
        changes.push(change(id, "", ChangeKind::PackageStatus, "", &detail_before.item.status, &detail_after.item.status));
    }
    changes.extend(count_changes(id, &detail_before, &detail_after));
    let graph_before = graph(before, id)?;
    let graph_after = graph(after, id)?;
    changes.extend(multiset_changes(
        id,
        edges(graph_before.as_ref()),
        edges(graph_after.as_ref()),
        ChangeKind::EdgeAdded,
        ChangeKind::EdgeRemoved,
    ));
    changes.extend(multiset_changes(
        id,
        gaps(graph_before.as_ref()),
        gaps(graph_after.as_ref()),
        ChangeKind::GapAdded,
        ChangeKind::GapRemoved,
    ));
    changes.extend(document_changes(before, after, id, &detail_before.documents, &detail_after.documents)?);
    changes.sort_by(|a, b| (a.change, &a.document_id, &a.item).cmp(&(b.change, &b.document_id, &b.item)));
    Ok(changes)
}

fn detail(tree: &OutputTree, id: &str) -> Result<PackageDetail, DiffError> {
    let safe = tree.package_id(id)?;
    let path = tree.layout().package_detail(&safe);
    tree.read(&path)?.ok_or_else(|| tree.not_an_output(format!("package {id} is listed but {} is missing", path.display())).into())
}

fn graph(tree: &OutputTree, id: &str) -> Result<Option<EstateGraph>, DiffError> {
    let safe = tree.package_id(id)?;
    Ok(tree.read(&tree.layout().estate_graph(&safe))?)
}

/// The summary.csv counts that differ, by the column names of summary.csv.
fn count_changes(id: &str, before: &PackageDetail, after: &PackageDetail) -> Vec<Change> {
    let counts = |detail: &PackageDetail| -> Vec<(&'static str, Option<u64>)> {
        let row = SummaryRow::of(detail, "");
        vec![
            ("documents", row.documents),
            ("documents_failed", row.documents_failed),
            ("tracts", row.tracts),
            ("party_clusters", row.party_clusters),
            ("fee_estates", row.fee_estates),
            ("mineral_estates", row.mineral_estates),
            ("leasehold_estates", row.leasehold_estates),
            ("fee_chains", row.fee_chains),
            ("mineral_chains", row.mineral_chains),
            ("leasehold_chains", row.leasehold_chains),
            ("edges", row.edges),
            ("gaps", row.gaps),
        ]
    };
    let shown = |count: Option<u64>| count.map(|n| n.to_string()).unwrap_or_default();
    counts(before)
        .into_iter()
        .zip(counts(after))
        .filter(|((_, a), (_, b))| a != b)
        .map(|((name, a), (_, b))| change(id, "", ChangeKind::Count, name, &shown(a), &shown(b)))
        .collect()
}

/// An edge as (its document, its identity), its identity built from owners, not node ids.
fn edges(graph: Option<&EstateGraph>) -> Vec<(String, String)> {
    let Some(graph) = graph else { return Vec::new() };
    let owners: BTreeMap<&str, &str> = graph.dag.nodes.iter().map(|n| (n.id.as_str(), n.owner.as_str())).collect();
    let tracts: BTreeMap<&str, &str> = graph.dag.nodes.iter().map(|n| (n.id.as_str(), n.tract_id.as_str())).collect();
    graph
        .dag
        .edges
        .iter()
        .map(|edge| {
            let owner = |node: &str| owners.get(node).copied().unwrap_or(node).to_string();
            let tract = tracts.get(edge.to.as_str()).copied().unwrap_or("");
            let identity = format!(
                "{} {} {} {} -> {} {}",
                label(&edge.estate_type),
                tract,
                edge.document_id,
                owner(&edge.from),
                owner(&edge.to),
                label(&edge.kind)
            );
            (edge.document_id.clone(), identity)
        })
        .collect()
}

fn gaps(graph: Option<&EstateGraph>) -> Vec<(String, String)> {
    let Some(graph) = graph else { return Vec::new() };
    graph
        .dag
        .gaps
        .iter()
        .map(|gap| {
            let estate = gap.estate_type.as_ref().map_or_else(|| "-".to_string(), label);
            let identity = format!(
                "{} {} {} {}",
                label(&gap.kind),
                estate,
                gap.tract_id.as_deref().unwrap_or("-"),
                gap.document_id.as_deref().unwrap_or("-")
            );
            (gap.document_id.clone().unwrap_or_default(), identity)
        })
        .collect()
}

/// The name a vocabulary value has in the files.
fn label<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// Items present more often in one run than in the other, once per extra copy.
fn multiset_changes(
    id: &str,
    before: Vec<(String, String)>,
    after: Vec<(String, String)>,
    added: ChangeKind,
    removed: ChangeKind,
) -> Vec<Change> {
    let mut balance: BTreeMap<(String, String), i64> = BTreeMap::new();
    for key in before {
        *balance.entry(key).or_default() -= 1;
    }
    for key in after {
        *balance.entry(key).or_default() += 1;
    }
    let mut changes = Vec::new();
    for ((document_id, identity), surplus) in balance {
        let kind = if surplus > 0 { added } else { removed };
        for _ in 0..surplus.unsigned_abs() {
            changes.push(change(id, &document_id, kind, &identity, "", ""));
        }
    }
    changes
}

fn document_changes(
    before: &OutputTree,
    after: &OutputTree,
    id: &str,
    old: &[DocumentItem],
    new: &[DocumentItem],
) -> Result<Vec<Change>, DiffError> {
    let old: BTreeMap<&str, &DocumentItem> = old.iter().map(|d| (d.document_id.as_str(), d)).collect();
    let new: BTreeMap<&str, &DocumentItem> = new.iter().map(|d| (d.document_id.as_str(), d)).collect();
    let mut changes = Vec::new();
    for document in old.keys().chain(new.keys()).collect::<BTreeSet<_>>() {
        match (old.get(document), new.get(document)) {
            (Some(a), None) => changes.push(change(id, document, ChangeKind::DocumentRemoved, "", &a.status, "")),
            (None, Some(b)) => changes.push(change(id, document, ChangeKind::DocumentAdded, "", "", &b.status)),
            (Some(a), Some(b)) => {
                if a.status != b.status {
                    changes.push(change(id, document, ChangeKind::DocumentStatus, "", &a.status, &b.status));
                }
                changes.extend(extraction_changes(before, after, id, document)?);
            }
            (None, None) => {}
        }
    }
    Ok(changes)
}

fn extraction_changes(before: &OutputTree, after: &OutputTree, id: &str, document: &str) -> Result<Vec<Change>, DiffError> {
    let mut changes = Vec::new();
    for kind in ExtractionKind::ALL {
        let (a, b) = match kind {
            ExtractionKind::Parties => resolved_pair::<Corrected<ResolvedParties>>(before, after, document, kind)?,
            ExtractionKind::Dates => resolved_pair::<Corrected<ResolvedDates>>(before, after, document, kind)?,
            ExtractionKind::Land => resolved_pair::<Corrected<ResolvedLand>>(before, after, document, kind)?,
            ExtractionKind::DocType => resolved_pair::<Corrected<ResolvedDocType>>(before, after, document, kind)?,
            ExtractionKind::Conveyance => resolved_pair::<Corrected<ResolvedConveyance>>(before, after, document, kind)?,
        };
        if a != b {
            changes.extend(correction_changes(id, document, kind, a.as_deref(), b.as_deref()));
            changes.push(change(
                id,
                document,
                ChangeKind::ExtractionChanged,
                kind.as_str(),
                &a.unwrap_or_default(),
                &b.unwrap_or_default(),
            ));
        }
    }
    Ok(changes)
}

/// One row per value a correction set in one run and not in the other: item `<kind>
/// <correction_id> <field>`, before and after the value replaced and the value set.
fn correction_changes(id: &str, document: &str, kind: ExtractionKind, a: Option<&str>, b: Option<&str>) -> Vec<Change> {
    let provenance = |resolved: Option<&str>| -> Vec<CorrectedValue> {
        resolved
            .and_then(|json| serde_json::from_str::<Corrected<serde::de::IgnoredAny>>(json).ok())
            .map(|c| c.corrections)
            .unwrap_or_default()
    };
    let (old, new) = (provenance(a), provenance(b));
    let row = |value: &CorrectedValue, change_kind: ChangeKind| {
        let item = format!("{} {} {}", kind.as_str(), value.correction_id, value.field);
        change(id, document, change_kind, &item, value.replaced.as_deref().unwrap_or(""), value.value.as_deref().unwrap_or(""))
    };
    let mut changes: Vec<Change> = new.iter().filter(|v| !old.contains(v)).map(|v| row(v, ChangeKind::CorrectionApplied)).collect();
    changes.extend(old.iter().filter(|v| !new.contains(v)).map(|v| row(v, ChangeKind::CorrectionRemoved)));
    changes
}

/// The `resolved` of one extraction in both runs, read through its type and written back as
/// compact JSON; `None` where the run wrote no such file (stage left out, document failed).
fn resolved_pair<R: DeserializeOwned + Serialize + PartialEq>(
    before: &OutputTree,
    after: &OutputTree,
    document: &str,
    kind: ExtractionKind,
) -> Result<(Option<String>, Option<String>), DiffError> {
    let read = |tree: &OutputTree| -> Result<Option<R>, DiffError> {
        let safe = tree.document_id(document)?;
        Ok(tree.read::<ResolvedExtraction<R>>(&tree.layout().extraction(&safe, kind))?.map(|e| e.resolved))
    };
    let (a, b) = (read(before)?, read(after)?);
    if a == b {
        return Ok((None, None));
    }
    let compact = |value: Option<R>| value.and_then(|v| serde_json::to_string(&v).ok());
    Ok((compact(a), compact(b)))
}

/// errors.jsonl lines only in one run, for the sources and input problems that no package
/// detail shows (a source without a usable id, an unreadable folder).
fn error_changes(before: &[ErrorLine], after: &[ErrorLine]) -> Vec<Change> {
    let old: BTreeSet<&ErrorLine> = before.iter().collect();
    let new: BTreeSet<&ErrorLine> = after.iter().collect();
    let row = |line: &ErrorLine, kind: ChangeKind| {
        let (before, after) = if kind == ChangeKind::ErrorRemoved { (line.error.as_str(), "") } else { ("", line.error.as_str()) };
        change(line.package_id.as_deref().unwrap_or(""), line.document_id.as_deref().unwrap_or(""), kind, &line.stage, before, after)
    };
    let mut changes: Vec<Change> = old.difference(&new).map(|line| row(line, ChangeKind::ErrorRemoved)).collect();
    changes.extend(new.difference(&old).map(|line| row(line, ChangeKind::ErrorAdded)));
    changes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_are_matched_by_owners_not_by_node_ids() {
        let edge = |from: &str, to: &str| (String::from("reeves-0003"), format!("mineral tract-1 reeves-0003 {from} -> {to} conveyance"));
        let before = vec![edge("cl-ada-baker", "cl-carl-dunn"), edge("cl-ada-baker", "cl-carl-dunn")];
        let after = vec![edge("cl-ada-baker", "cl-carl-dunn"), edge("cl-ada-baker", "cl-eve-fox")];
        let changes = multiset_changes("reeves", before, after, ChangeKind::EdgeAdded, ChangeKind::EdgeRemoved);
        let kinds: Vec<(ChangeKind, &str)> = changes.iter().map(|c| (c.change, c.item.as_str())).collect();
        assert_eq!(
            kinds,
            vec![
                (ChangeKind::EdgeRemoved, "mineral tract-1 reeves-0003 cl-ada-baker -> cl-carl-dunn conveyance"),
                (ChangeKind::EdgeAdded, "mineral tract-1 reeves-0003 cl-ada-baker -> cl-eve-fox conveyance"),
            ]
        );
    }

    #[test]
    fn error_lines_only_in_one_run_are_changes() {
        let line = |error: &str| ErrorLine { package_id: None, document_id: None, stage: "input".to_string(), error: error.to_string() };
        let changes = error_changes(&[line("loose.json: not JSON")], &[line("loose.json: not JSON"), line("old/: permission denied")]);
        assert_eq!(changes.len(), 1);
        assert_eq!((changes[0].change, changes[0].after.as_str()), (ChangeKind::ErrorAdded, "old/: permission denied"));
    }

    #[test]
    fn a_summary_without_changes_is_identical() {
        let same = DiffSummary { packages_before: 10, packages_after: 10, ..DiffSummary::default() };
        assert!(same.identical());
        assert_eq!(same.to_string(), "no differences (10 packages)");
        assert!(!DiffSummary { changes: 2, packages_changed: 1, ..same }.identical());
    }
}
