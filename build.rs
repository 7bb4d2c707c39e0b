//! The L0 extractor version, `l0-` and 16 hex digits of a SHA-256 over every file extraction is
//! made of, taken at build time: the L0 cache is keyed by it, so a change of extraction code or
//! data changes the key by itself and no cache entry written by another extractor is read.
//! (It used to be bumped by hand, and two land changes went out under one number.)
//!
//! Any byte change counts, a comment or formatting too: a needless miss costs one extraction,
//! a missed change a wrong answer. Line ends are read as LF, so a Windows checkout keys alike.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// What L0's output depends on: the extractors, the text pipeline they read (normalisation,
/// segmentation), the vocabulary their raw values are written in, and the data folder their
/// lists may come from. A folder counts with every file under it. tests/l0_key.rs checks that
/// every `crate::` module the extractors use is here.
const EXTRACTION_SOURCES: [&str; 5] = ["src/l0", "src/pipeline", "src/vocab.rs", "src/calendar.rs", "data"];

fn main() {
    let mut files = Vec::new();
    for source in EXTRACTION_SOURCES {
        let path = Path::new(source);
        // A path that does not exist would make cargo run this script on every build; data/ is
        // watched once it exists (it comes with the code that reads it, which is watched).
        if path.exists() {
            println!("cargo::rerun-if-changed={source}");
            collect(path, &mut files);
        }
    }
    println!("cargo::rerun-if-changed=build.rs");
    files.sort();
    let mut hash = Sha256::new();
    for file in &files {
        let bytes = std::fs::read(file).unwrap_or_else(|e| panic!("build.rs cannot read {}: {e}", file.display()));
        let name = file.to_string_lossy().replace('\\', "/");
        hash.update(name.as_bytes());
        hash.update([0]);
        let text = lf_only(&bytes);
        hash.update((text.len() as u64).to_le_bytes());
        hash.update(&text);
    }
    let digest: String = hash.finalize()[..8].iter().map(|b| format!("{b:02x}")).collect();
    println!("cargo::rustc-env=TITLEGRAPH_EXTRACTOR_VERSION=l0-{digest}");
    println!("cargo::rustc-env=TITLEGRAPH_EXTRACTION_SOURCES={}", EXTRACTION_SOURCES.join(","));
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let entries = std::fs::read_dir(path).unwrap_or_else(|e| panic!("build.rs cannot list {}: {e}", path.display()));
        for entry in entries {
            collect(&entry.unwrap_or_else(|e| panic!("build.rs cannot list {}: {e}", path.display())).path(), files);
        }
    } else {
        files.push(path.to_path_buf());
    }
}

fn lf_only(bytes: &[u8]) -> Vec<u8> {
    let mut text = Vec::with_capacity(bytes.len());
    for (index, &byte) in bytes.iter().enumerate() {
        if !(byte == b'\r' && bytes.get(index + 1) == Some(&b'\n')) {
            text.push(byte);
        }
    }
    text
}
