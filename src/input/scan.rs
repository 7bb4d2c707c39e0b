//! The id pre-scan. Package and document ids are unique across the run (CONTRACT §2) and the
//! first source in path order keeps an id, so before any package is processed every manifest is
//! read once for its ids only. That keeps duplicates deterministic without holding packages in
//! memory: only the ids are kept.

use super::validate::SafeId;
use super::walk::Source;
use serde_json::Value;
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

/// Who owns each id: the first source, in path order, that names it.
#[derive(Debug, Default)]
pub struct IdClaims {
    /// package_id → index of the source that keeps it.
    packages: HashMap<String, usize>,
    /// document_id → (index of the source, position of the document in it).
    documents: HashMap<String, (usize, usize)>,
    /// Index → relative path, for messages.
    relatives: Vec<String>,
}

impl IdClaims {
    /// Builds the claims from the scans, given in the sources' (sorted) order.
    pub fn new(sources: &[Source], scans: &[IdScan]) -> IdClaims {
        let mut claims = IdClaims { relatives: sources.iter().map(|s| s.relative.clone()).collect(), ..IdClaims::default() };
        for (index, scan) in scans.iter().enumerate() {
            let Some(package_id) = &scan.package_id else { continue };
            if SafeId::parse(package_id).is_err() || claims.packages.contains_key(package_id) {
                continue;
            }
            claims.packages.insert(package_id.clone(), index);
            for (position, document_id) in scan.document_ids.iter().enumerate() {
                claims.documents.entry(document_id.clone()).or_insert((index, position));
            }
        }
        claims
    }

    /// `Err` with the path of the earlier source when another source keeps this package id.
    pub fn package_owner(&self, package_id: &str, index: usize) -> Result<(), String> {
        match self.packages.get(package_id) {
            Some(&owner) if owner != index => Err(self.relatives.get(owner).cloned().unwrap_or_default()),
            _ => Ok(()),
        }
    }

    /// `Err` naming the place that keeps this document id when it is not this document.
    pub fn document_owner(&self, document_id: &str, index: usize, position: usize) -> Result<(), String> {
        match self.documents.get(document_id) {
            Some(&(owner, owner_position)) if (owner, owner_position) != (index, position) => {
                let place = self.relatives.get(owner).cloned().unwrap_or_default();
                Err(if owner == index {
                    format!("document #{} of the same package", owner_position + 1)
                } else {
                    place
                })
            }
            _ => Ok(()),
        }
    }
}
