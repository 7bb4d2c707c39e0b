//! The digest of everything a package's output files depend on, so that a rerun can leave an
//! unchanged package alone: the loaded package (its text, recording, meta, which documents were
//! rejected and why, which covers the run-wide id claims that reach it), the stages, debug,
//! the matcher version, and the build of titlegraph itself.
//!
//! The package is digested through the `Debug` form of each of its fields, reached by
//! destructuring the package and its documents without `..`, so that a field added to either
//! does not compile until it is digested here too; because the build is part of the digest, a
//! change of that form (or of any layer's code) only makes every package be written again. A
//! document's text goes in as its L0 cache key (a SHA-256 of the text) rather than through
//! `Debug`: the key is needed anyway (the stamp lists them for pruning), so each text is read
//! by SHA-256 once per run, and is never escaped character by character.

use super::CacheKey;
use crate::analysis::StageSelection;
use crate::digest::hex;
use crate::input::{DocumentSource, LoadedDocument, LoadedPackage};
use crate::l0::EXTRACTOR_VERSION;
use crate::output::state::STAMP_FORMAT;
use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::io::Read;

/// The part of the digests shared by every package of a run.
#[derive(Debug, Clone)]
pub struct RunStamp {
    documents: Sha256,
    version: String,
}

/// The two digests of one package, and the L0 cache keys of its texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageStamps {
    /// What its documents' extraction files depend on.
    pub documents: String,
    /// What all its files depend on: the above and the matcher version.
    pub package: String,
    /// The cache key of each document text, in document order.
    pub l0_keys: Vec<CacheKey>,
}

impl RunStamp {
    /// `build` identifies the running titlegraph; see [`build_digest`]. `reports`: whether the
    /// package files include the examiner's report, which is made after L3 like the version's files.
    pub fn new(build: &str, stages: &StageSelection, debug: bool, version: &str, reports: bool) -> RunStamp {
        let mut documents = Sha256::new();
        for part in [STAMP_FORMAT, build, EXTRACTOR_VERSION, &stages.names().join(","), if debug { "debug" } else { "plain" }] {
            documents.update(part.as_bytes());
            documents.update([0]);
        }
        RunStamp { documents, version: format!("{version}{}", if reports { "+report" } else { "" }) }
    }

    pub fn of_package(&self, package: &LoadedPackage) -> PackageStamps {
        let mut documents = HashWriter(self.documents.clone());
        let l0_keys = digest_package(&mut documents, package);
        let documents = documents.0.finalize();
        let mut package = Sha256::new();
        package.update(documents);
        package.update(self.version.as_bytes());
        PackageStamps { documents: hex(&documents), package: hex(&package.finalize()), l0_keys }
    }
}

/// Feeds every field of the package into `hash`; returns the cache keys of its texts.
fn digest_package(hash: &mut HashWriter, package: &LoadedPackage) -> Vec<CacheKey> {
    let LoadedPackage { id, name, meta, documents, rejected, corrections } = package;
    // Writing into a hash cannot fail. The corrections go in whole (their ids, authors and
    // reasons too, which the provenance in the output shows), so that editing a package's
    // corrections re-analyses exactly that package.
    let _ = write!(hash, "package {id:?} {name:?} {meta:?} {rejected:?} {corrections:?} {}\0", documents.len());
    let mut keys = Vec::new();
    for document in documents {
        let LoadedDocument { id, file_name, recording, source, warnings } = document;
        let _ = write!(hash, "document {id:?} {file_name:?} {recording:?} {warnings:?} ");
        match source {
            DocumentSource::Text(text) => {
                let key = CacheKey::of_text(text);
                let _ = write!(hash, "Text({})\0", key.as_str());
                keys.push(key);
            }
            DocumentSource::Extraction(raw) => {
                let _ = write!(hash, "Extraction({raw:?})\0");
            }
            DocumentSource::Failed(reason) => {
                let _ = write!(hash, "Failed({reason:?})\0");
            }
        }
    }
    keys
}

struct HashWriter(Sha256);

impl std::fmt::Write for HashWriter {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.update(s.as_bytes());
        Ok(())
    }
}

/// A digest of the running executable, so that a rebuilt titlegraph (whose layers may give
/// other output) never trusts the stamps of another build. `None` when the executable cannot
/// be read: then no package is left alone.
pub fn build_digest() -> Option<String> {
    let path = std::env::current_exe().ok()?;
    let mut file = std::fs::File::open(path).ok()?;
    let mut hash = Sha256::new();
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        let read = file.read(&mut buffer).ok()?;
        if read == 0 {
            break;
        }
        hash.update(&buffer[..read]);
    }
    Some(hex(&hash.finalize()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::SafeId;
    use crate::input::package::{DocumentSource, LoadedDocument, Recording};

    fn package(text: &str) -> LoadedPackage {
        LoadedPackage {
            id: SafeId::parse("ward-sec9").expect("id"),
            name: Some("Section 9, Block 33, Ward County".to_string()),
            meta: serde_json::Map::new(),
            documents: vec![LoadedDocument {
                id: SafeId::parse("ward-sec9-0001").expect("id"),
                file_name: None,
                recording: Recording::default(),
                source: DocumentSource::Text(text.to_string()),
                warnings: Vec::new(),
            }],
            rejected: Vec::new(),
            corrections: None,
        }
    }

    #[test]
    fn a_changed_text_changes_both_digests_and_the_version_only_the_package_one() {
        let stages = StageSelection::all();
        let run = RunStamp::new("build-a", &stages, false, "2.0", false);
        let deed = run.of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_eq!(deed, run.of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow")));
        let changed = run.of_package(&package("MINERAL DEED from Ada Quist to Lem Farrowe"));
        assert_ne!(deed.documents, changed.documents);
        assert_ne!(deed.package, changed.package);
        let other_version =
            RunStamp::new("build-a", &stages, false, "1.1", false).of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_eq!(deed.documents, other_version.documents);
        assert_ne!(deed.package, other_version.package);
        let other_build =
            RunStamp::new("build-b", &stages, false, "2.0", false).of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_ne!(deed.documents, other_build.documents);
        let debug = RunStamp::new("build-a", &stages, true, "2.0", false).of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_ne!(deed.documents, debug.documents);
        assert_eq!(deed.l0_keys, vec![CacheKey::of_text("MINERAL DEED from Ada Quist to Lem Farrow")]);
        let reported =
            RunStamp::new("build-a", &stages, false, "2.0", true).of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_eq!(deed.documents, reported.documents, "a report switch leaves the extraction files alone");
        assert_ne!(deed.package, reported.package, "and rewrites the package's files");
    }

    #[test]
    fn a_changed_recording_or_a_text_given_as_an_extraction_changes_the_digests() {
        let run = RunStamp::new("build-a", &StageSelection::all(), false, "2.0", false);
        let deed = package("OIL AND GAS LEASE from Ada Quist to Permian Exploration");
        let mut recorded = deed.clone();
        recorded.documents[0].recording.volume = Some("412".to_string());
        assert_ne!(run.of_package(&deed).documents, run.of_package(&recorded).documents);
        let mut failed = deed.clone();
        failed.documents[0].source = DocumentSource::Failed("OIL AND GAS LEASE from Ada Quist to Permian Exploration".to_string());
        let failed_stamps = run.of_package(&failed);
        assert_ne!(run.of_package(&deed).documents, failed_stamps.documents);
        assert!(failed_stamps.l0_keys.is_empty());
    }
}
