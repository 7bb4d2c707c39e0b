//! L3: the estate graph of a package: chains of title for the fee, mineral and leasehold estates
//! of each tract, an edge from each conveyance to its predecessor, and the gaps where a chain
//! breaks. Granularity (CONTRACT §5): one node per owner (L2 cluster), estate type, tract and
//! acquiring instrument.

pub mod effects;
pub mod exploratory;
pub mod gaps;
pub mod graph;
pub mod linking;
pub mod matcher;

use crate::api::estate_graph::{Dag, EstateGraph, GraphSummary};
use crate::input::Recording;
use crate::l1::ResolvedDocument;
use crate::l2::Clustering;
use crate::vocab::EstateType;
use effects::Builder;
use matcher::Matcher;
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// A document as L3 reads it.
#[derive(Debug, Clone, Copy)]
pub struct GraphDocument<'a> {
    pub document_id: &'a str,
    pub resolved: &'a ResolvedDocument,
    pub recording: &'a Recording,
}

/// The graph and what each instrument did, for the runsheet.
#[derive(Debug, Clone)]
pub struct EstateGraphResult {
    pub graph: EstateGraph,
    pub effects: BTreeMap<String, Vec<String>>,
}

#[derive(Debug, Error)]
pub enum GraphError {
    #[error("the estate graph of package {0} has a cycle; this is a bug in titlegraph, please report it with the package")]
    Cycle(String),
}

pub struct GraphOptions<'a> {
    pub matcher: &'a dyn Matcher,
    /// The `runtime_linking` stage: resolve citations of earlier instruments by recording.
    pub link_references: bool,
    /// Documents of the package, failed ones included, for the summary.
    pub document_count: u64,
}

pub fn build(
    package_id: &str,
    documents: &[GraphDocument<'_>],
    clustering: &Clustering,
    options: &GraphOptions<'_>,
) -> Result<EstateGraphResult, GraphError> {
    let mut ordered: Vec<GraphDocument<'_>> = documents.to_vec();
    ordered.sort_by(|a, b| chronological_key(a).cmp(&chronological_key(b)));
    let cited = if options.link_references { linking::cited_documents(&ordered) } else { Default::default() };
    let mut builder = Builder::new(&ordered, options.matcher, clustering, cited);
    for document in &ordered {
        builder.apply(document);
    }
    builder.finish();
    gaps::unreleased_leases(&ordered, &builder.store, &mut builder.gaps);
    if builder.store.is_cyclic() {
        return Err(GraphError::Cycle(package_id.to_string()));
    }
    let version = builder.matcher_version().to_string();
    let exploratory_outcomes = (version == "1.1").then(|| std::mem::take(&mut builder.outcomes));
    let effects = builder.effects;
    let gaps = builder.gaps.into_gaps();
    let (nodes, edges) = builder.store.into_parts();
    let tracts: BTreeSet<&str> = documents.iter().flat_map(|d| d.resolved.tracts.iter().map(|t| t.tract_id.as_str())).collect();
    let typed: Vec<(EstateType, &str)> = nodes.iter().map(|n| (n.estate_type, n.tract_id.as_str())).collect();
    let summary = GraphSummary::count(&typed, edges.len(), gaps.len(), tracts.len(), options.document_count);
    let graph = EstateGraph { package_id: package_id.to_string(), version, dag: Dag { nodes, edges, gaps }, summary, exploratory_outcomes };
    Ok(EstateGraphResult { graph, effects })
}

/// Governing date, then recording date, then document id; undated instruments last.
pub fn chronological_key<'a>(
    document: &GraphDocument<'a>,
) -> (bool, Option<crate::calendar::Date>, Option<crate::calendar::Date>, &'a str) {
    let date = document.resolved.governing_date;
    (date.is_none(), date, document.recording.recorded_date, document.document_id)
}

#[cfg(test)]
mod tests;
