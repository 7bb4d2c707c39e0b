//! The digest of everything a package's output files depend on, so that a rerun can leave an
//! unchanged package alone: the loaded package (its text, recording, meta, which documents were
//! rejected and why, which covers the run-wide id claims that reach it), the stages, debug,
//! the matcher version, and the build of titlegraph itself.
//!
//! The package is digested through its `Debug` form: it shows every field, in declaration
//! order, so nothing the layers read can be left out by a hand-written list going stale; and
//! because the build is part of the digest, a change of that form (or of any layer's code)
//! only makes every package be written again.

use crate::analysis::StageSelection;
use crate::input::LoadedPackage;
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

/// The two digests of one package.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageStamps {
    /// What its documents' extraction files depend on.
    pub documents: String,
    /// What all its files depend on: the above and the matcher version.
    pub package: String,
}

impl RunStamp {
    /// `build` identifies the running titlegraph; see [`build_digest`].
    pub fn new(build: &str, stages: &StageSelection, debug: bool, version: &str) -> RunStamp {
        let mut documents = Sha256::new();
        for part in [STAMP_FORMAT, build, EXTRACTOR_VERSION, &stages.names().join(","), if debug { "debug" } else { "plain" }] {
            documents.update(part.as_bytes());
            documents.update([0]);
        }
        RunStamp { documents, version: version.to_string() }
    }

    pub fn of_package(&self, package: &LoadedPackage) -> PackageStamps {
        let mut documents = HashWriter(self.documents.clone());
        // Writing into a hash cannot fail.
        let _ = write!(documents, "{package:?}");
        let documents = documents.0.finalize();
        let mut package = Sha256::new();
        package.update(documents);
        package.update(self.version.as_bytes());
        PackageStamps { documents: hex(&documents), package: hex(&package.finalize()) }
    }
}

struct HashWriter(Sha256);

impl std::fmt::Write for HashWriter {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.update(s.as_bytes());
        Ok(())
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
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
    use crate::input::package::{DocumentSource, LoadedDocument, Recording};
    use crate::input::SafeId;

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
        }
    }

    #[test]
    fn a_changed_text_changes_both_digests_and_the_version_only_the_package_one() {
        let stages = StageSelection::all();
        let run = RunStamp::new("build-a", &stages, false, "2.0");
        let deed = run.of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_eq!(deed, run.of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow")));
        let changed = run.of_package(&package("MINERAL DEED from Ada Quist to Lem Farrowe"));
        assert_ne!(deed.documents, changed.documents);
        assert_ne!(deed.package, changed.package);
        let other_version = RunStamp::new("build-a", &stages, false, "1.1").of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_eq!(deed.documents, other_version.documents);
        assert_ne!(deed.package, other_version.package);
        let other_build = RunStamp::new("build-b", &stages, false, "2.0").of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_ne!(deed.documents, other_build.documents);
        let debug = RunStamp::new("build-a", &stages, true, "2.0").of_package(&package("MINERAL DEED from Ada Quist to Lem Farrow"));
        assert_ne!(deed.documents, debug.documents);
    }
}
