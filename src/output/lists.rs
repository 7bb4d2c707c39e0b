//! api/packages.json, api/documents.json and summary.csv, built from the package details of an
//! output tree. One definition for `run` and `merge`, so that a merged tree's lists are the bytes
//! a single run writes.

use super::atomic::{OutputError, write_with};
use super::paths::OutputLayout;
use super::summary::{SummaryRow, write_summary};
use crate::api::documents::DocumentList;
use crate::api::packages::{PackageDetail, PackageList};
use crate::input::SafeId;
use serde::ser::{Error as _, SerializeSeq};
use serde::{Serialize, Serializer};
use std::io::Write;

/// A package detail written earlier, read back for the lists.
pub fn read_detail(layout: &OutputLayout, id: &SafeId) -> Result<PackageDetail, OutputError> {
    let path = layout.package_detail(id);
    let bytes = std::fs::read(&path).map_err(|e| OutputError::Read { path: path.clone(), reason: e.to_string() })?;
    serde_json::from_slice(&bytes).map_err(|e| OutputError::Read { path, reason: e.to_string() })
}

/// api/packages.json and api/documents.json, streamed from the package details of `listed`
/// (sorted by package id); `total` is the number of documents in those details.
pub fn write_lists(layout: &OutputLayout, listed: &[SafeId], total: u64) -> Result<(), OutputError> {
    let packages = Streamed { layout, ids: listed, items: |detail: PackageDetail| vec![detail.item] };
    write_with(&layout.package_list(), |writer| {
        serde_json::to_writer_pretty(&mut *writer, &PackageList { packages })?;
        writer.write_all(b"\n")
    })?;
    let items = Streamed { layout, ids: listed, items: |detail: PackageDetail| detail.documents };
    let list = DocumentList { items, total, page: 1, page_size: total };
    write_with(&layout.document_list(), |writer| {
        serde_json::to_writer_pretty(&mut *writer, &list)?;
        writer.write_all(b"\n")
    })
}

/// summary.csv from the package details of `listed` (sorted by package id); `run_version` is
/// the version a failed package's row shows.
pub fn write_summary_of(layout: &OutputLayout, listed: &[SafeId], run_version: &str) -> Result<(), OutputError> {
    write_summary(&layout.summary(), listed.iter().map(|id| read_detail(layout, id).map(|d| SummaryRow::of(&d, run_version))))
}

/// A list whose items are read back from each listed package's detail while serialising.
struct Streamed<'a, F> {
    layout: &'a OutputLayout,
    ids: &'a [SafeId],
    items: F,
}

impl<T: Serialize, F: Fn(PackageDetail) -> Vec<T>> Serialize for Streamed<'_, F> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut sequence = serializer.serialize_seq(None)?;
        for id in self.ids {
            let detail = read_detail(self.layout, id).map_err(S::Error::custom)?;
            for item in (self.items)(detail) {
                sequence.serialize_element(&item)?;
            }
        }
        sequence.end()
    }
}
