//! The L0 cache key (`l0::EXTRACTOR_VERSION`) is a hash of the extraction sources taken by
//! build.rs. This test keeps it honest: it records the key together with a digest of L0's output
//! over samples/ (tests/l0-fingerprint.txt), and fails when the output changed while the key did
//! not (extraction then depends on a file build.rs does not hash, and a cache would serve stale
//! extractions). When the key changed, the record is renewed with
//! `TITLEGRAPH_RECORD_L0=1 cargo test --test l0_key`, so that the next check starts from it.

#[allow(dead_code)]
mod common;

use common::repo;
use sha2::{Digest, Sha256};
use titlegraph::input::scan::{self, IdClaims};
use titlegraph::input::{DocumentSource, package, walk};
use titlegraph::l0::EXTRACTOR_VERSION;
use titlegraph::pipeline::Instrument;

const RECORD: &str = "tests/l0-fingerprint.txt";
const RENEW: &str = "TITLEGRAPH_RECORD_L0=1 cargo test --test l0_key";

/// A SHA-256 over every sample document's id and raw L0 extraction, in path order.
fn output_digest() -> String {
    let found = walk::walk(&repo("samples"));
    let mut claims = IdClaims::default();
    for (index, source) in found.sources.iter().enumerate() {
        claims.claim(index, &scan::scan(source));
    }
    let mut hash = Sha256::new();
    let mut documents = 0;
    for index in 0..found.sources.len() {
        let package = package::load(&found.sources, index, &claims).unwrap_or_else(|f| panic!("sample fails: {}", f.error));
        for document in &package.documents {
            let DocumentSource::Text(text) = &document.source else { continue };
            let raw = titlegraph::l0::extract(&Instrument::from_raw(text));
            hash.update(document.id.as_str().as_bytes());
            hash.update(serde_json::to_vec(&raw).expect("an extraction encodes"));
            documents += 1;
        }
    }
    assert!(documents >= 50, "the samples' texts were read ({documents})");
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

fn recorded() -> Option<(String, String)> {
    let text = std::fs::read_to_string(repo(RECORD)).ok()?;
    let value = |name: &str| text.lines().find_map(|line| line.strip_prefix(name)?.strip_prefix(' ').map(str::to_string));
    Some((value("extractor_version")?, value("samples_output")?))
}

#[test]
fn l0_output_over_samples_changes_only_with_the_key() {
    let digest = output_digest();
    if std::env::var_os("TITLEGRAPH_RECORD_L0").is_some() {
        let record = format!(
            "# L0's cache key and a SHA-256 of its output over samples/, checked by tests/l0_key.rs;\n\
             # renewed with `{RENEW}` when the key changes.\nextractor_version {EXTRACTOR_VERSION}\nsamples_output {digest}\n"
        );
        std::fs::write(repo(RECORD), record).expect("write the record");
        return;
    }
    let (key, output) = recorded().unwrap_or_else(|| panic!("{RECORD} is missing or unreadable; write it with `{RENEW}`"));
    if key == EXTRACTOR_VERSION {
        assert_eq!(
            output, digest,
            "L0's output over samples/ changed but the extractor version ({key}) did not: extraction reads a file that build.rs \
             does not hash. Add it to EXTRACTION_SOURCES in build.rs (then renew the record with `{RENEW}`)"
        );
    } else {
        panic!("the extractor changed ({key} -> {EXTRACTOR_VERSION}); renew {RECORD} with `{RENEW}` and commit it with the change");
    }
}

/// Every module of the crate that the extractors and the text pipeline use is among the
/// sources build.rs hashes: a change there changes L0's output.
#[test]
fn build_rs_hashes_every_module_extraction_uses() {
    let hashed: Vec<&str> = env!("TITLEGRAPH_EXTRACTION_SOURCES").split(',').collect();
    let mut missing = std::collections::BTreeSet::new();
    for folder in ["src/l0", "src/pipeline"] {
        for entry in walkdir::WalkDir::new(repo(folder)).into_iter().map(|e| e.expect("walk sources")) {
            if entry.path().extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let source = std::fs::read_to_string(entry.path()).expect("read source");
            for (at, _) in source.match_indices("crate::") {
                let module: String = source[at + 7..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                let file = format!("src/{module}.rs");
                let folder = format!("src/{module}");
                if !hashed.contains(&file.as_str()) && !hashed.contains(&folder.as_str()) {
                    missing
                        .insert(format!("{} uses crate::{module}", entry.path().strip_prefix(repo("")).unwrap_or(entry.path()).display()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "add these to EXTRACTION_SOURCES in build.rs: {missing:?}");
}
