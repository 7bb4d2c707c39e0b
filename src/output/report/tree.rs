//! Reports from an output tree's files: what `merge` writes after it has merged the shards' trees,
//! and what a run's report writer reads back for the index. Only the places the output layout
//! names are read, through [`OutputTree`], so no id or link leads outside the tree.

use super::dot::estate_graph_dot;
use super::page::{PackageReport, package_page};
use crate::api::documents::{ExtractionKind, ResolvedExtraction, ResolvedLand};
use crate::api::estate_graph::EstateGraph;
use crate::api::ownership::Ownership;
use crate::api::packages::{PackageDetail, PackageItem};
use crate::input::SafeId;
use crate::output::runsheet::RunsheetRow;
use crate::output::tree::{OutputTree, TreeError};
use crate::output::{OutputError, OutputLayout, write_bytes};
use rayon::prelude::*;
use std::path::Path;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ReportError {
    #[error(transparent)]
    Tree(#[from] TreeError),
    #[error(transparent)]
    Output(#[from] OutputError),
}

impl ReportError {
    pub fn exit_code(&self) -> u8 {
        match self {
            ReportError::Tree(error) => error.exit_code(),
            ReportError::Output(_) => 3,
        }
    }
}

/// Writes `report/<package_id>.html` and `report/<package_id>.dot` for every completed package
/// of the tree, from its files, as `merge` does once the shards' files are in place; returns
/// how many pages it wrote. The index is written with the lists. Packages are read and drawn in
/// parallel, one at a time per thread, so memory holds a few packages, never the run.
pub fn write_package_pages(tree: &OutputTree, out: &OutputLayout) -> Result<usize, ReportError> {
    let items = tree.packages()?;
    let completed: Vec<&PackageItem> = items.iter().filter(|item| item.status == "completed").collect();
    completed.par_iter().try_for_each(|item| -> Result<(), ReportError> {
        let id = package_id(tree, item)?;
        let detail: PackageDetail = tree
            .read(&tree.layout().package_detail(&id))?
            .ok_or_else(|| tree.not_an_output(format!("package {id} is listed but has no detail")))?;
        let (page, dot) = package_page_from_tree(tree, &id, &detail)?;
        write_bytes(&out.report_page(&id), page.as_bytes())?;
        write_bytes(&out.report_dot(&id), dot.as_bytes())?;
        Ok(())
    })?;
    Ok(completed.len())
}

fn package_id(tree: &OutputTree, item: &PackageItem) -> Result<SafeId, TreeError> {
    SafeId::parse(&item.package_id).map_err(|e| tree.not_an_output(format!("api/packages.json names a package {e}")))
}

/// One package's page and DOT graph from its detail, estate graph, runsheet and its documents'
/// land files.
fn package_page_from_tree(tree: &OutputTree, id: &SafeId, detail: &PackageDetail) -> Result<(String, String), ReportError> {
    let layout = tree.layout();
    let graph: EstateGraph = tree
        .read(&layout.estate_graph(id))?
        .ok_or_else(|| tree.not_an_output(format!("package {id} is completed but has no estate graph")))?;
    let runsheet = read_runsheet(tree, &layout.runsheet(id))?;
    let mut lands = Vec::new();
    for document in &detail.documents {
        let Ok(document_id) = SafeId::parse(&document.document_id) else { continue };
        let land: Option<ResolvedExtraction<ResolvedLand>> = tree.read(&layout.extraction(&document_id, ExtractionKind::Land))?;
        lands.extend(land.map(|l| l.resolved.canonical_tracts));
    }
    let tract_phrases = super::tract_phrases(lands.iter().flatten());
    let ownership: Ownership = tree
        .read(&layout.ownership(id))?
        .ok_or_else(|| tree.not_an_output(format!("package {id} is completed but has no ownership file")))?;
    let page =
        package_page(&PackageReport { detail, graph: &graph, runsheet: &runsheet, tract_phrases: &tract_phrases, ownership: &ownership });
    Ok((page, estate_graph_dot(&graph)))
}

fn read_runsheet(tree: &OutputTree, relative: &Path) -> Result<Vec<RunsheetRow>, TreeError> {
    let Some(bytes) = tree.bytes(relative)? else { return Ok(Vec::new()) };
    csv::Reader::from_reader(bytes.as_slice())
        .deserialize()
        .collect::<Result<Vec<RunsheetRow>, _>>()
        .map_err(|e| tree.not_an_output(format!("{} does not parse: {e}", relative.display())))
}
