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
pub mod ownership;
pub mod review;

use crate::api::estate_graph::{Dag, EstateGraph, GraphSummary};
use crate::api::packages::ReviewItem;
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

/// The graph, what each instrument did (for the runsheet), the order the instruments were
/// applied in, and what the package's review list holds.
#[derive(Debug, Clone)]
pub struct EstateGraphResult {
    pub graph: EstateGraph,
    pub effects: BTreeMap<String, Vec<String>>,
    /// Document ids in the order they were applied: the chronological order of the record.
    pub order: Vec<String>,
    pub review: Vec<ReviewItem>,
    /// Who holds what at the end of the package, and after each instrument.
    pub ownership: crate::api::ownership::Ownership,
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
    let ordered = chronological(documents, clustering);
    let cited = if options.link_references { linking::cited_documents(&ordered) } else { Default::default() };
    let has_land: BTreeSet<&str> = documents.iter().filter(|d| !d.resolved.tracts.is_empty()).map(|d| d.document_id).collect();
    let review = review::review_items(documents, |id| cited.get(id).is_some_and(|targets| targets.iter().any(|t| has_land.contains(t))));
    let mut builder = Builder::new(&ordered, options.matcher, clustering, cited);
    let mut history = ownership::History::default();
    for document in &ordered {
        builder.apply(document);
        history.after(document, &mut builder.store);
    }
    builder.finish();
    gaps::unreleased_leases(&ordered, &builder.store, &mut builder.gaps);
    let ownership = ownership::ownership(package_id, &ordered, &builder.store, &builder.gaps, history);
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
    let order = ordered.iter().map(|d| d.document_id.to_string()).collect();
    Ok(EstateGraphResult { graph, effects, order, review, ownership })
}

/// The instruments in the order the record needs: by governing date, recording date and
/// document id (undated last), except that among instruments of one day an acquisition comes
/// before the disposition that relies on it (DOMAIN.md): an instrument whose grantee-side
/// owner is a grantor-side owner of another of that day is applied first. Instruments of one
/// day that rely on each other both ways keep the date order.
pub fn chronological<'a>(documents: &[GraphDocument<'a>], clustering: &Clustering) -> Vec<GraphDocument<'a>> {
    let mut ordered: Vec<GraphDocument<'a>> = documents.to_vec();
    ordered.sort_by(|a, b| chronological_key(a).cmp(&chronological_key(b)));
    let mut start = 0;
    while start < ordered.len() {
        let day = ordered[start].resolved.governing_date;
        let end = ordered[start..].iter().position(|d| d.resolved.governing_date != day).map_or(ordered.len(), |at| start + at);
        if day.is_some() && end - start > 1 {
            let same_day = same_day_order(&ordered[start..end], clustering);
            ordered[start..end].copy_from_slice(&same_day);
        }
        start = end;
    }
    ordered
}

/// The L2 clusters of a document's parties in these roles, in party order (repeated when two
/// parties are one owner).
pub fn clusters_of<'c>(
    document: &GraphDocument<'c>,
    roles: &'c [crate::vocab::Role],
    clustering: &'c Clustering,
) -> impl Iterator<Item = &'c crate::api::l2_parties::Cluster> + 'c {
    let document_id = document.document_id;
    document
        .resolved
        .parties
        .canonical_parties
        .iter()
        .filter(move |p| roles.contains(&p.role))
        .filter_map(move |p| clustering.cluster_of(document_id, &p.party_id))
}

/// One day's instruments (already in date-key order), each acquisition before the
/// dispositions that rely on it; the earliest in key order goes first whenever several may.
fn same_day_order<'a>(day: &[GraphDocument<'a>], clustering: &Clustering) -> Vec<GraphDocument<'a>> {
    let owners = |document: &GraphDocument<'_>, roles: &[crate::vocab::Role]| -> BTreeSet<String> {
        clusters_of(document, roles, clustering).map(|c| c.cluster_id.clone()).collect()
    };
    let sides: Vec<(BTreeSet<String>, BTreeSet<String>)> = day
        .iter()
        .map(|d| {
            let (givers, takers) = d.resolved.category().sides();
            (owners(d, givers), owners(d, takers))
        })
        .collect();
    // relies[b] holds a when b disposes of what a acquired, and not the other way round.
    let relies_on = |b: usize, a: usize| a != b && !sides[a].1.is_disjoint(&sides[b].0) && sides[b].1.is_disjoint(&sides[a].0);
    let mut placed = vec![false; day.len()];
    let mut order = Vec::with_capacity(day.len());
    while order.len() < day.len() {
        let ready = (0..day.len()).find(|&b| !placed[b] && (0..day.len()).all(|a| placed[a] || !relies_on(b, a)));
        let next = ready.unwrap_or_else(|| (0..day.len()).find(|&b| !placed[b]).unwrap_or(0));
        placed[next] = true;
        order.push(day[next]);
    }
    order
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
