//! The L0 cache: each document's raw extraction, kept so that a rerun extracts only new or
//! changed documents and `--enrich-only` re-runs L1 to L3 with no L0 work at all.
//!
//! An entry is keyed by a SHA-256 of the cache format, the extractor version and the
//! document's text: L0 is a pure function of the text, so the same text under the same
//! extractor gives the same entry whichever document or package holds it, and an entry of
//! another format or extractor version is never even looked up. Entries end in `.l0` (not
//! `.json`), so nothing that reads the output tree takes them for responses. A corrupt or
//! unreadable entry is a miss with a warning: the document is extracted again and the entry
//! replaced, never a wrong result.

pub mod enriched;
pub mod stamp;

use crate::analysis::{DocumentFailure, Extractor};
use crate::input::SafeId;
use crate::l0::{self, EXTRACTOR_VERSION, RawExtraction};
use crate::message;
use crate::output::state::{OutputState, STATE_FOLDER, StateError, sweep_temporaries};
use crate::output::{OutputError, write_bytes};
use crate::pipeline::Instrument;
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Bumped whenever the layout or the encoding of an entry changes.
pub const CACHE_FORMAT: &str = "titlegraph-l0-cache-1";

/// Entry files end with this, never with `.json`.
const ENTRY_EXTENSION: &str = "l0";

/// https://bford.info/cachedir/: backup and archiving tools skip a folder holding this file.
const CACHEDIR_TAG: &str = "Signature: 8a477f597d28d172789f06886806bc55\n\
# This file is a cache directory tag created by titlegraph.\n\
# It holds L0 extractions that titlegraph can compute again; see https://bford.info/cachedir/\n";

#[derive(Debug, Error)]
pub enum CacheError {
    #[error("cannot use the L0 cache folder {path}: {reason}")]
    Folder { path: PathBuf, reason: String },
    #[error("{0} is not an output folder of titlegraph (it has no {STATE_FOLDER} folder); name the --out of a run")]
    NotAnOutput(PathBuf),
    #[error(transparent)]
    Output(#[from] StateError),
}

impl CacheError {
    /// CONTRACT §3: 2 for what the user must change, 3 for what a retry may cure.
    pub fn exit_code(&self) -> u8 {
        match self {
            CacheError::NotAnOutput(_) | CacheError::Output(StateError::Busy { .. }) => 2,
            CacheError::Folder { .. } | CacheError::Output(StateError::Io { .. }) => 3,
        }
    }
}

/// `titlegraph cache prune`: removes the entries of `cache_dir` that no package of `outs` uses,
/// as the stamps of their last runs record it. Each output is held like a run holds it, so
/// that no run adds entries there meanwhile.
pub fn prune(cache_dir: &Path, outs: &[PathBuf]) -> Result<PruneReport, CacheError> {
    let mut held = Vec::new();
    let mut keep = HashSet::new();
    for out in outs {
        if !out.join(STATE_FOLDER).is_dir() {
            return Err(CacheError::NotAnOutput(out.clone()));
        }
        let state = OutputState::acquire(out)?;
        keep.extend(state.l0_keys()?.iter().filter_map(|k| CacheKey::parse(k)));
        held.push((out, state));
    }
    if !cache_dir.join("CACHEDIR.TAG").is_file() {
        return Err(CacheError::Folder {
            path: cache_dir.to_path_buf(),
            reason: "is not a titlegraph L0 cache (no CACHEDIR.TAG)".to_string(),
        });
    }
    let cache = L0Cache::open(cache_dir)?;
    sweep_temporaries(cache_dir).map_err(|e| CacheError::Folder { path: cache_dir.to_path_buf(), reason: e.to_string() })?;
    let mut report = cache.prune(&keep)?;
    for (out, state) in held {
        let (kept, removed) = prune_enriched(out, &state)?;
        report.enriched_kept += kept;
        report.enriched_removed += removed;
        state.finish()?;
    }
    Ok(report)
}

/// Drops the L1/L2 entries of an output that no stamped package of it can use: an entry is
/// used only under its package's current documents stamp.
fn prune_enriched(out: &Path, state: &OutputState) -> Result<(u64, u64), CacheError> {
    let output_error = |e: OutputError| CacheError::Output(StateError::Io { path: out.to_path_buf(), reason: e.to_string() });
    enriched::EnrichedCache::of_output(out)
        .retain(|package_id, entry| {
            let stamp = SafeId::parse(package_id).ok().and_then(|id| state.stamp(&id));
            stamp.is_some_and(|stamp| enriched::documents_stamp_of(entry).as_deref() == Some(stamp.documents_stamp.as_str()))
        })
        .map_err(output_error)
}

/// The hex SHA-256 naming one entry.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CacheKey(String);

impl CacheKey {
    /// The key of a document's text under the current extractor.
    pub fn of_text(text: &str) -> CacheKey {
        let mut hash = Sha256::new();
        for part in [CACHE_FORMAT, EXTRACTOR_VERSION] {
            hash.update(part.as_bytes());
            hash.update([0]);
        }
        hash.update(text.as_bytes());
        CacheKey(crate::digest::hex(&hash.finalize()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A key read back from a package stamp or a file name; anything but 64 hex digits is not one.
    pub fn parse(hex: &str) -> Option<CacheKey> {
        (hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))).then(|| CacheKey(hex.to_string()))
    }
}

#[derive(Debug, Clone)]
pub struct L0Cache {
    root: PathBuf,
}

impl L0Cache {
    /// Opens (and creates, tagged as a cache) the folder of the L0 cache.
    pub fn open(root: &Path) -> Result<L0Cache, CacheError> {
        let folder_error = |e: std::io::Error| CacheError::Folder { path: root.to_path_buf(), reason: e.to_string() };
        std::fs::create_dir_all(root).map_err(folder_error)?;
        let tag = root.join("CACHEDIR.TAG");
        if !tag.exists() {
            write_bytes(&tag, CACHEDIR_TAG.as_bytes())
                .map_err(|e| CacheError::Folder { path: root.to_path_buf(), reason: e.to_string() })?;
        }
        Ok(L0Cache { root: root.to_path_buf() })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Entries are spread over 256 folders so that no folder holds millions of files.
    fn entry_path(&self, key: &CacheKey) -> PathBuf {
        self.root.join(&key.0[..2]).join(format!("{}.{ENTRY_EXTENSION}", &key.0[2..]))
    }

    pub fn contains(&self, key: &CacheKey) -> bool {
        self.entry_path(key).is_file()
    }

    /// The cached extraction, or `None` on a miss; a damaged entry is a miss with a warning.
    pub fn get(&self, key: &CacheKey) -> Option<RawExtraction> {
        read_decoded(&self.entry_path(key), decode, warn)
    }

    /// Stores an extraction; a failure costs only a later re-extraction, so it is a warning.
    pub fn put(&self, key: &CacheKey, raw: &RawExtraction) {
        let path = self.entry_path(key);
        let result = serde_json::to_vec(raw).map_err(|e| e.to_string()).and_then(|body| {
            let mut bytes = header().into_bytes();
            bytes.extend_from_slice(&body);
            write_bytes(&path, &bytes).map_err(|e| e.reason().to_string())
        });
        if let Err(reason) = result {
            message::repeated_warning(
                format!("cannot store L0 cache entries in {}: {reason}; the next run extracts those documents again", self.root.display()),
                path.display().to_string(),
            );
        }
    }

    /// Removes every entry whose key is not in `keep`; returns how many were removed.
    pub fn prune(&self, keep: &HashSet<CacheKey>) -> Result<PruneReport, CacheError> {
        let mut report = PruneReport::default();
        let folder_error = |path: &Path, e: &dyn std::fmt::Display| CacheError::Folder { path: path.to_path_buf(), reason: e.to_string() };
        let shards = std::fs::read_dir(&self.root).map_err(|e| folder_error(&self.root, &e))?;
        for shard in shards.flatten() {
            let shard_path = shard.path();
            let prefix = shard.file_name().to_string_lossy().into_owned();
            if !shard.file_type().is_ok_and(|t| t.is_dir()) || prefix.len() != 2 {
                continue;
            }
            for entry in std::fs::read_dir(&shard_path).map_err(|e| folder_error(&shard_path, &e))?.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let Some(rest) = name.strip_suffix(&format!(".{ENTRY_EXTENSION}")) else { continue };
                let Some(key) = CacheKey::parse(&format!("{prefix}{rest}")) else { continue };
                if keep.contains(&key) {
                    report.kept += 1;
                } else {
                    std::fs::remove_file(entry.path()).map_err(|e| folder_error(&entry.path(), &e))?;
                    report.removed += 1;
                }
            }
        }
        Ok(report)
    }
}

/// Whether a miss is extracted (and stored) or is a document failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnMiss {
    Extract,
    /// `--enrich-only`: no L0 work at all.
    Fail,
}

/// L0 through the cache.
pub struct CachedExtractor<'a> {
    pub cache: &'a L0Cache,
    pub on_miss: OnMiss,
}

/// The errors.jsonl stage of a document that `--enrich-only` could not analyse.
pub const MISSING_STAGE: &str = "l0_cache";

impl Extractor for CachedExtractor<'_> {
    fn cached(&self, text: &str) -> Option<RawExtraction> {
        self.cache.get(&CacheKey::of_text(text))
    }

    fn extract_all(&self, documents: &[(&str, &Instrument)]) -> Vec<Result<RawExtraction, DocumentFailure>> {
        let keys: Vec<CacheKey> = documents.iter().map(|(text, _)| CacheKey::of_text(text)).collect();
        let found: Vec<Option<RawExtraction>> = keys.iter().map(|key| self.cache.get(key)).collect();
        let misses: Vec<&Instrument> = documents.iter().zip(&found).filter(|(_, raw)| raw.is_none()).map(|((_, i), _)| *i).collect();
        let mut fresh = match self.on_miss {
            OnMiss::Extract => l0::extract_all(&misses).into_iter(),
            OnMiss::Fail => Vec::new().into_iter(),
        };
        found
            .into_iter()
            .zip(&keys)
            .map(|(cached, key)| match cached {
                Some(raw) => Ok(raw),
                None => match fresh.next() {
                    Some(raw) => {
                        self.cache.put(key, &raw);
                        Ok(raw)
                    }
                    None => Err(self.missing()),
                },
            })
            .collect()
    }
}

impl CachedExtractor<'_> {
    fn missing(&self) -> DocumentFailure {
        DocumentFailure {
            stage: MISSING_STAGE.to_string(),
            reason: format!(
                "--enrich-only: no cached L0 extraction of this text in {} (the text is new or changed since the last full run, \
                 or the cache was pruned or written by another extractor version); run without --enrich-only to extract it",
                self.cache.root.display()
            ),
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PruneReport {
    pub kept: u64,
    pub removed: u64,
    /// L1/L2 entries of the outputs (see [`enriched`]).
    pub enriched_kept: u64,
    pub enriched_removed: u64,
}

/// The first line of every entry: the format and extractor it was written under.
fn header() -> String {
    format!("{CACHE_FORMAT} {EXTRACTOR_VERSION}\n")
}

fn decode(bytes: &[u8]) -> Result<RawExtraction, String> {
    let expected = header();
    let body = bytes.strip_prefix(expected.as_bytes()).ok_or_else(|| format!("does not start with {:?}", expected.trim_end()))?;
    serde_json::from_slice(body).map_err(|e| format!("is not an L0 extraction: {e}"))
}

/// A cache entry read and decoded. No entry is a plain miss; one that exists but cannot be read
/// or decoded is a miss the cache's own `warn` reports, so a damaged cache never stops a run.
/// The damaged entry is removed at once (the miss replaces it anyway), so that a second look
/// in the same run is a plain miss and each damaged entry is counted once.
fn read_decoded<T>(path: &Path, decode: impl FnOnce(&[u8]) -> Result<T, String>, warn: fn(&Path, &str)) -> Option<T> {
    let decoded = match std::fs::read(path) {
        Ok(bytes) => decode(&bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => Err(e.to_string()),
    };
    decoded
        .map_err(|reason| {
            warn(path, &reason);
            let _ = std::fs::remove_file(path);
        })
        .ok()
}

fn warn(path: &Path, reason: &str) {
    message::repeated_warning(
        "L0 cache entry unreadable or damaged; the document is extracted again and the entry replaced",
        format!("{} {reason}", path.display()),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::Instrument;

    fn deed() -> RawExtraction {
        crate::l0::extract(&Instrument::from_raw(
            "WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS that Hollis Brandt, a single man, Grantor, \
             for ten dollars paid, grants and conveys to Maribel Ostrander, Grantee, the surface of the NW/4 \
             of Section 14, Block 7, H&TC Ry Co Survey, Ward County, Texas. Dated March 3, 1961.",
        ))
    }

    #[test]
    fn an_entry_reads_back_as_the_extraction_that_was_stored() {
        let folder = tempfile::tempdir().expect("temp dir");
        let cache = L0Cache::open(folder.path()).expect("open");
        let key = CacheKey::of_text("the deed text");
        assert_eq!(cache.get(&key), None);
        let raw = deed();
        cache.put(&key, &raw);
        assert_eq!(cache.get(&key), Some(raw));
        assert!(folder.path().join("CACHEDIR.TAG").is_file());
    }

    #[test]
    fn a_damaged_or_foreign_entry_is_a_miss() {
        let folder = tempfile::tempdir().expect("temp dir");
        let cache = L0Cache::open(folder.path()).expect("open");
        let key = CacheKey::of_text("another deed");
        cache.put(&key, &deed());
        let path = cache.entry_path(&key);
        std::fs::write(&path, b"titlegraph-l0-cache-1 l0-1\n{\"parties\": [").expect("damage");
        assert_eq!(cache.get(&key), None);
        std::fs::write(&path, b"titlegraph-l0-cache-0 l0-0\n{}").expect("foreign");
        assert_eq!(cache.get(&key), None);
    }

    #[test]
    fn the_key_depends_on_the_text_only_through_its_bytes() {
        assert_eq!(CacheKey::of_text("Deed of Trust"), CacheKey::of_text("Deed of Trust"));
        assert_ne!(CacheKey::of_text("Deed of Trust"), CacheKey::of_text("Deed of Trust "));
        assert!(CacheKey::parse(CacheKey::of_text("x").as_str()).is_some());
        assert_eq!(CacheKey::parse("../../etc/passwd"), None);
    }

    #[test]
    fn prune_keeps_only_the_entries_asked_for() {
        let folder = tempfile::tempdir().expect("temp dir");
        let cache = L0Cache::open(folder.path()).expect("open");
        let (kept, dropped) = (CacheKey::of_text("kept"), CacheKey::of_text("dropped"));
        cache.put(&kept, &deed());
        cache.put(&dropped, &deed());
        let report = cache.prune(&HashSet::from([kept.clone()])).expect("prune");
        assert_eq!(report, PruneReport { kept: 1, removed: 1, ..PruneReport::default() });
        assert!(cache.contains(&kept) && !cache.contains(&dropped));
    }
}
