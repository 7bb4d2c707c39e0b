//! The id pre-scan. Package and document ids are unique across the run (CONTRACT §2) and the
//! first source in path order keeps an id, so before any package is processed every manifest is
//! read once for its ids only. That keeps duplicates deterministic without holding packages in
//! memory: only the ids are kept.

use super::validate::SafeId;
use super::walk::Source;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// The ids one manifest claims; `None` when the manifest cannot be read or has no string
/// `package_id` (the full load reports why).
#[derive(Debug, Clone, Default)]
pub struct IdScan {
    pub package_id: Option<String>,
    pub document_ids: Vec<String>,
}

pub fn scan(source: &Source) -> IdScan {
    let Ok(bytes) = std::fs::read(&source.manifest) else {
        return IdScan::default();
    };
    let Ok(Value::Object(manifest)) = serde_json::from_slice::<Value>(&bytes) else {
        return IdScan::default();
    };
    let package_id = manifest.get("package_id").and_then(Value::as_str).map(str::to_string);
    let document_ids = manifest
        .get("documents")
        .and_then(Value::as_array)
        .map(|documents| {
            documents
                .iter()
                .filter_map(|d| d.get("document_id").and_then(Value::as_str).map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    IdScan { package_id, document_ids }
}

/// Who owns each id: the first source, in path order, that names it. Ids are kept as 128-bit
/// digests, so a run over millions of documents holds a few tens of bytes per id, and a
/// collision is beyond any archive's reach.
#[derive(Debug, Default)]
pub struct IdClaims {
    /// package_id digest → index of the source that keeps it.
    packages: HashMap<u128, u32>,
    /// document_id digest → (index of the source, position of the document in it).
    documents: HashMap<u128, (u32, u32)>,
}

fn digest(id: &str) -> u128 {
    let hash = Sha256::digest(id.as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&hash[..16]);
    u128::from_le_bytes(bytes)
}

/// Indices fit in u32: no run reads four billion package files.
fn compact(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

impl IdClaims {
    /// Adds the ids of the source at `index`; sources are added in their (sorted) order.
    pub fn claim(&mut self, index: usize, scan: &IdScan) {
        let Some(package_id) = &scan.package_id else { return };
        if SafeId::parse(package_id).is_err() || self.packages.contains_key(&digest(package_id)) {
            return;
        }
        self.packages.insert(digest(package_id), compact(index));
        for (position, document_id) in scan.document_ids.iter().enumerate() {
            self.documents.entry(digest(document_id)).or_insert((compact(index), compact(position)));
        }
    }

    /// Whether some source of the run keeps this package id.
    pub fn claims_package(&self, package_id: &str) -> bool {
        self.packages.contains_key(&digest(package_id))
    }

    /// `Err` with the path of the earlier source when another source keeps this package id.
    pub fn package_owner(&self, package_id: &str, index: usize, sources: &[Source]) -> Result<(), String> {
        match self.packages.get(&digest(package_id)) {
            Some(&owner) if owner != compact(index) => Err(relative(sources, owner)),
            _ => Ok(()),
        }
    }

    /// `Err` naming the place that keeps this document id when it is not this document.
    pub fn document_owner(&self, document_id: &str, index: usize, position: usize, sources: &[Source]) -> Result<(), String> {
        match self.documents.get(&digest(document_id)) {
            Some(&(owner, owner_position)) if (owner, owner_position) != (compact(index), compact(position)) => {
                Err(if owner == compact(index) {
                    format!("document #{} of the same package", owner_position as usize + 1)
                } else {
                    relative(sources, owner)
                })
            }
            _ => Ok(()),
        }
    }
}

fn relative(sources: &[Source], index: u32) -> String {
    sources.get(index as usize).map(|s| s.relative.clone()).unwrap_or_default()
}
