//! The L1/L2 cache: per package, what L1 and L2 made of it ([`Enrichment`]), so that a
//! `--version` switch re-runs L3 only, without reading one L0 entry per document or running
//! L1 and L2 again.
//!
//! One entry per package, `OUT/.titlegraph/enriched/<package_id>.l1l2`. Its first line names
//! the format and the package's documents stamp (the digest of the loaded package, the build
//! of titlegraph, the extractor version, the stages and debug: everything L0 to L2 depend on,
//! but not the matcher version). An entry is used only when that line is the one this run
//! would write, so an entry of another input, build or stage selection is never read. A
//! damaged entry is a miss with a warning: the package is analysed from L0 again and the
//! entry replaced. Entries live in the output folder, not in the shared L0 cache, because
//! the stamps they are checked against are the output's. The body is postcard, not JSON: a
//! switch decodes one entry per package, and decoding 26 KB of JSON was an eighth of its CPU.

use super::read_decoded;
use crate::analysis::Enrichment;
use crate::input::SafeId;
use crate::message;
use crate::output::state::STATE_FOLDER;
use crate::output::{OutputError, write_bytes};
use std::path::{Path, PathBuf};

/// Bumped whenever the layout or the encoding of an entry changes.
pub const ENRICHED_FORMAT: &str = "titlegraph-l1l2-6";

/// What every format's first line starts with: an entry of another format is stale, not damaged.
const ENRICHED_FAMILY: &str = "titlegraph-l1l2-";

const ENTRY_EXTENSION: &str = "l1l2";

/// The L1/L2 entries of one output folder.
#[derive(Debug, Clone)]
pub struct EnrichedCache {
    folder: PathBuf,
}

impl EnrichedCache {
    /// The entries of the output folder `out`; the folder is made when the first is stored.
    pub fn of_output(out: &Path) -> EnrichedCache {
        EnrichedCache { folder: out.join(STATE_FOLDER).join("enriched") }
    }

    fn entry_path(&self, package_id: &str) -> PathBuf {
        self.folder.join(format!("{package_id}.{ENTRY_EXTENSION}"))
    }

    /// The enrichment of a package whose documents stamp is `documents_stamp` and which has
    /// `documents` documents; `None` on a miss, a stale entry or a damaged one (with a warning).
    pub fn get(&self, package_id: &SafeId, documents_stamp: &str, documents: usize) -> Option<Enrichment> {
        read_decoded(&self.entry_path(package_id.as_str()), |bytes| decode(bytes, documents_stamp, documents), warn).flatten()
    }

    /// The bytes of a package's entry, encoded apart from [`EnrichedCache::store`] so that the
    /// analysis threads encode while a writer thread stores.
    pub fn encode(documents_stamp: &str, enrichment: &Enrichment) -> Result<Vec<u8>, String> {
        let bytes = header(documents_stamp).into_bytes();
        postcard::to_extend(enrichment, bytes).map_err(|e| e.to_string())
    }

    /// Stores a package's entry as [`EnrichedCache::encode`] gave it; a failure to encode or to
    /// write costs only a slower `--version` switch later, so it is a warning. The atomic
    /// writer makes the folder when it is missing.
    pub fn store(&self, package_id: &SafeId, encoded: Result<Vec<u8>, String>) {
        let path = self.entry_path(package_id.as_str());
        if let Err(reason) = encoded.and_then(|bytes| write_bytes(&path, &bytes).map_err(|e| e.reason().to_string())) {
            message::repeated_warning(
                format!("cannot store L1/L2 cache entries: {reason}; a later --version switch analyses those packages from L0"),
                path.display().to_string(),
            );
        }
    }

    /// Removes the entry of a package, if any.
    pub fn remove(&self, package_id: &str) -> Result<(), OutputError> {
        let path = self.entry_path(package_id);
        match std::fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(OutputError::write(&path, e)),
        }
    }

    /// Removes every entry for which `keep(package_id, entry path)` says no; returns how many
    /// entries were kept and removed.
    pub fn retain(&self, keep: impl Fn(&str, &Path) -> bool) -> Result<(u64, u64), OutputError> {
        let entries = match std::fs::read_dir(&self.folder) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((0, 0)),
            Err(e) => return Err(OutputError::write(&self.folder, e)),
        };
        let (mut kept, mut removed) = (0, 0);
        for entry in entries {
            let entry = entry.map_err(|e| OutputError::write(&self.folder, e))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(package_id) = name.strip_suffix(&format!(".{ENTRY_EXTENSION}")) else { continue };
            if keep(package_id, &entry.path()) {
                kept += 1;
            } else {
                std::fs::remove_file(entry.path()).map_err(|e| OutputError::write(&entry.path(), e))?;
                removed += 1;
            }
        }
        Ok((kept, removed))
    }
}

/// The documents stamp an entry was written under, read from its first line; `None` for a
/// file that is not an entry of this format.
pub fn documents_stamp_of(path: &Path) -> Option<String> {
    use std::io::BufRead;
    let mut line = String::new();
    std::io::BufReader::new(std::fs::File::open(path).ok()?).read_line(&mut line).ok()?;
    line.strip_prefix(ENRICHED_FORMAT)?.strip_prefix(' ')?.strip_suffix('\n').map(str::to_string)
}

/// The first line of an entry: its format and the documents stamp it was written under.
pub fn header(documents_stamp: &str) -> String {
    format!("{ENRICHED_FORMAT} {documents_stamp}\n")
}

/// `Ok(None)` for an entry of other input, build or stages: stale, not damaged.
fn decode(bytes: &[u8], documents_stamp: &str, documents: usize) -> Result<Option<Enrichment>, String> {
    let Some(body) = bytes.strip_prefix(header(documents_stamp).as_bytes()) else {
        return if bytes.starts_with(ENRICHED_FAMILY.as_bytes()) {
            Ok(None)
        } else {
            Err(format!("does not start with {ENRICHED_FORMAT:?}"))
        };
    };
    let enrichment: Enrichment = postcard::from_bytes(body).map_err(|e| format!("is not an L1/L2 entry: {e}"))?;
    if enrichment.documents.len() != documents {
        return Err(format!("holds {} documents where the package has {documents}", enrichment.documents.len()));
    }
    Ok(Some(enrichment))
}

fn warn(path: &Path, reason: &str) {
    message::repeated_warning(
        "L1/L2 cache entry unreadable or damaged; the package is analysed from L0 again and the entry replaced",
        format!("{} {reason}", path.display()),
    );
}
