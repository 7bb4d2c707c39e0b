//! `titlegraph corrections check DIR --out OUT`: which corrections of DIR apply to the packages
//! of the run that wrote OUT, which are stale and why, which files are malformed, without
//! writing any output. The packages that have a corrections file are analysed exactly as `run`
//! would analyse them (from OUT's L0 cache, extracting what it lacks), so the verdict is the
//! one the next run will reach.

use super::{CorrectionsFolder, PackageCorrections};
use crate::analysis::{self, AnalysisOptions, StageSelection};
use crate::batch::default_cache_folder;
use crate::cache::{CachedExtractor, L0Cache, OnMiss};
use crate::input::scan::{self, IdClaims};
use crate::input::{package, walk};
use crate::l3::matcher;
use crate::output::state::STATE_FOLDER;
use serde::Serialize;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The file in `OUT/.titlegraph/` where a run records its input folder, for `corrections check`.
pub const INPUT_RECORD: &str = "input";

/// The input folder a run over `out` records.
pub fn input_record(out: &Path) -> PathBuf {
    out.join(STATE_FOLDER).join(INPUT_RECORD)
}

/// One line of the check: a correction and what becomes of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckRow {
    pub package_id: String,
    pub correction_id: String,
    pub kind: String,
    pub document_id: String,
    /// applied, stale, malformed (the file; the package would fail) or no_package.
    pub status: &'static str,
    pub detail: String,
}

#[derive(Debug, Error)]
pub enum CheckError {
    /// Exit 2: the command cannot be carried out as given.
    #[error("{0}")]
    Usage(String),
    /// Exit 3: a file could not be read or the output written.
    #[error("{0}")]
    Io(String),
}

/// Checks every corrections file of `folder` against the packages of `input` (by default the
/// input the last run over `out` recorded).
pub fn check(folder: &Path, out: &Path, input: Option<&Path>) -> Result<Vec<CheckRow>, CheckError> {
    if !folder.is_dir() {
        return Err(CheckError::Usage(format!("corrections folder {} does not exist or is not a folder", folder.display())));
    }
    let input = match input {
        Some(input) => input.to_path_buf(),
        None => {
            let record = input_record(out);
            let text = std::fs::read_to_string(&record).map_err(|_| {
                CheckError::Usage(format!(
                    "{} holds no record of a run's input ({}); give the input folder with --input",
                    out.display(),
                    record.display()
                ))
            })?;
            PathBuf::from(text.trim_end_matches('\n'))
        }
    };
    if !input.is_dir() {
        return Err(CheckError::Usage(format!("input folder {} does not exist or is not a folder", input.display())));
    }
    let corrections = CorrectionsFolder::new(folder);
    let ids = corrections.package_ids().map_err(|e| CheckError::Io(e.to_string()))?;
    let found = walk::walk(&input);
    let mut claims = IdClaims::default();
    let scans: Vec<scan::IdScan> = found.sources.iter().map(scan::scan).collect();
    for (index, scan) in scans.iter().enumerate() {
        claims.claim(index, scan);
    }
    let cache = L0Cache::open(&default_cache_folder(out)).map_err(|e| CheckError::Io(e.to_string()))?;
    let extractor = CachedExtractor { cache: &cache, on_miss: OnMiss::Extract };
    let stages = StageSelection::all();
    let matcher = matcher::for_version("2.0").map_err(|e| CheckError::Usage(e.to_string()))?;
    let options = AnalysisOptions { stages: &stages, debug: false, matcher, extractor: &extractor };
    let mut rows = Vec::new();
    for id in ids {
        let source = scans.iter().position(|s| s.package_id.as_deref() == Some(id.as_str()));
        let row = |correction_id: &str, kind: &str, document_id: Option<&str>, status, detail: String| CheckRow {
            package_id: id.clone(),
            correction_id: correction_id.to_string(),
            kind: kind.to_string(),
            document_id: document_id.unwrap_or_default().to_string(),
            status,
            detail,
        };
        let read = corrections.of_package(&id);
        let Some(index) = source else {
            rows.push(row("", "", None, "no_package", format!("no package {id} in {}; its corrections apply to nothing", input.display())));
            continue;
        };
        let corrections: PackageCorrections = match read {
            Ok(Some(corrections)) => corrections,
            Ok(None) => continue,
            Err(error) => {
                rows.push(row("", "", None, "malformed", format!("{error}; the package would fail")));
                continue;
            }
        };
        let mut loaded = match package::load(&found.sources, index, &claims) {
            Ok(loaded) => loaded,
            Err(failure) => {
                let detail = format!("the package cannot be analysed: {}", failure.error);
                rows.extend(
                    corrections.corrections.iter().map(|c| row(&c.id, c.change.kind(), c.change.document_id(), "stale", detail.clone())),
                );
                continue;
            }
        };
        loaded.corrections = Some(corrections.clone());
        let analysed = analysis::analyse_together(vec![loaded], &options).pop();
        let stale = match analysed {
            Some(Ok((_, enrichment))) => enrichment.stale,
            Some(Err(error)) => {
                let detail = format!("the package cannot be analysed: {error}");
                rows.extend(
                    corrections.corrections.iter().map(|c| row(&c.id, c.change.kind(), c.change.document_id(), "stale", detail.clone())),
                );
                continue;
            }
            None => continue,
        };
        for correction in &corrections.corrections {
            let (status, detail) = match stale.iter().find(|s| s.correction_id == correction.id) {
                Some(stale) => ("stale", stale.why.clone()),
                None => ("applied", String::new()),
            };
            rows.push(row(&correction.id, correction.change.kind(), correction.change.document_id(), status, detail));
        }
    }
    Ok(rows)
}

/// The CSV of the rows, header first.
pub fn csv_bytes(rows: &[CheckRow]) -> Result<Vec<u8>, CheckError> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    if rows.is_empty() {
        csv.write_record(["package_id", "correction_id", "kind", "document_id", "status", "detail"])
            .map_err(|e| CheckError::Io(e.to_string()))?;
    }
    for row in rows {
        csv.serialize(row).map_err(|e| CheckError::Io(e.to_string()))?;
    }
    csv.into_inner().map_err(|e| CheckError::Io(e.to_string()))
}
