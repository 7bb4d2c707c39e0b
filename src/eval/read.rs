//! Reading a run's output tree back. Only the fields the metrics need are read, each with a
//! default, so that a field added to the output by another layer never breaks the instrument;
//! a file that is missing or does not parse is `None` and scores as wrong.

use super::matching::TractParts;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::path::Path;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Envelope<R: Default> {
    pub resolved: R,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Parties {
    pub canonical_parties: Vec<Party>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Party {
    pub canonical_name: String,
    pub role: String,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Dates {
    pub governing_date: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Land {
    pub canonical_tracts: Vec<TractParts>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct DocType {
    pub doc_category: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Conveyance {
    pub conveys_fee: Option<bool>,
}

/// The five extraction files of one document.
#[derive(Debug, Clone)]
pub struct DocumentOutput {
    pub parties: Parties,
    pub dates: Dates,
    pub land: Land,
    pub doc_type: DocType,
    pub conveyance: Conveyance,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct L2Parties {
    pub clusters: Vec<Cluster>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Cluster {
    pub cluster_id: String,
    pub members: Vec<Member>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Member {
    pub document_id: String,
    pub name: String,
    pub role: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct EstateGraph {
    pub dag: Dag,
    pub summary: crate::api::estate_graph::GraphSummary,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Dag {
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    pub gaps: Vec<Gap>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Node {
    pub id: String,
    pub document_id: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Edge {
    pub from: String,
    pub to: String,
    pub estate_type: String,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Gap {
    pub kind: String,
    pub document_id: Option<String>,
}

fn read<T: DeserializeOwned>(path: &Path) -> Option<T> {
    let bytes = std::fs::read(path).ok()?;
    serde_json::from_slice(&bytes).ok()
}

fn resolved<R: DeserializeOwned + Default>(out: &Path, document_id: &str, kind: &str) -> Option<R> {
    read::<Envelope<R>>(&out.join("api").join("documents").join(document_id).join(format!("{kind}.json"))).map(|e| e.resolved)
}

/// All five files of a document, or `None` when any is missing or unreadable.
pub fn document(out: &Path, document_id: &str) -> Option<DocumentOutput> {
    Some(DocumentOutput {
        parties: resolved(out, document_id, "parties")?,
        dates: resolved(out, document_id, "dates")?,
        land: resolved(out, document_id, "land")?,
        doc_type: resolved(out, document_id, "doc_type")?,
        conveyance: resolved(out, document_id, "conveyance")?,
    })
}

pub fn l2_parties(out: &Path, package_id: &str) -> Option<L2Parties> {
    read(&out.join("packages").join(package_id).join("l2").join("parties.json"))
}

pub fn estate_graph(out: &Path, package_id: &str) -> Option<EstateGraph> {
    read(&out.join("api").join("packages").join(package_id).join("estate-graph.json"))
}

/// packages/<package_id>/ownership.json, as far as eval reads it.
pub fn ownership(out: &Path, package_id: &str) -> Option<crate::api::ownership::Ownership> {
    read(&out.join("packages").join(package_id).join("ownership.json"))
}
