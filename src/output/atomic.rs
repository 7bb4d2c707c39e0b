//! Every file is written to a temporary file in its own folder and renamed into place, so a
//! killed run never leaves a half-written file and readers never see one. The temporary files
//! carry a name of our own, so that the next run can sweep what a killed one left, and only that.

use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Temporary files are named `.titlegraph-write-XXXXXX.tmp`.
pub const TEMPORARY_PREFIX: &str = ".titlegraph-write-";
pub const TEMPORARY_SUFFIX: &str = ".tmp";

#[derive(Debug, Error)]
pub enum OutputError {
    #[error("cannot write {path}: {reason}")]
    Write { path: PathBuf, reason: String },
    #[error("cannot read back {path}: {reason}")]
    Read { path: PathBuf, reason: String },
}

impl OutputError {
    pub fn write(path: &Path, reason: impl ToString) -> OutputError {
        OutputError::Write { path: path.to_path_buf(), reason: reason.to_string() }
    }

    /// Why, without the path ("No space left on device (os error 28)").
    pub fn reason(&self) -> &str {
        match self {
            OutputError::Write { reason, .. } | OutputError::Read { reason, .. } => reason,
        }
    }
}

/// Writes `value` as JSON pretty-printed with two spaces and a final newline.
pub fn write_json<T: Serialize + ?Sized>(path: &Path, value: &T) -> Result<(), OutputError> {
    write_bytes(path, &json_bytes(path, value)?)
}

/// The bytes [`write_json`] writes to `path`, for a caller that writes them elsewhere or later.
pub fn json_bytes<T: Serialize + ?Sized>(path: &Path, value: &T) -> Result<Vec<u8>, OutputError> {
    let mut bytes = serde_json::to_vec_pretty(value).map_err(|e| OutputError::write(path, e))?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// Writes bytes through a temporary file in the same folder, then renames it over `path`,
/// unless the file already holds exactly these bytes: a rerun then costs a read, not a write.
pub fn write_bytes(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    match held(path, bytes) {
        Held::Same => Ok(()),
        Held::Missing | Held::Other => write_with(path, |file| file.write_all(bytes)),
    }
}

/// What a path holds, against the bytes about to be written there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    Missing,
    Same,
    /// Other bytes, or something that is not a readable file: written over either way.
    Other,
}

pub fn held(path: &Path, bytes: &[u8]) -> Held {
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Held::Missing,
        Ok(m) if m.is_file() && m.len() == bytes.len() as u64 && std::fs::read(path).is_ok_and(|held| held == bytes) => Held::Same,
        _ => Held::Other,
    }
}

/// Streams a file through `fill` into a temporary file, then renames it over `path`.
pub fn write_with(
    path: &Path,
    fill: impl FnOnce(&mut std::io::BufWriter<&mut std::fs::File>) -> std::io::Result<()>,
) -> Result<(), OutputError> {
    let folder = path.parent().ok_or_else(|| OutputError::write(path, "no parent folder"))?;
    let mut temporary = temporary_in(folder).map_err(|e| OutputError::write(path, e))?;
    {
        let mut writer = std::io::BufWriter::new(temporary.as_file_mut());
        fill(&mut writer).map_err(|e| OutputError::write(path, e))?;
        writer.flush().map_err(|e| OutputError::write(path, e))?;
    }
    temporary.persist(path).map_err(|e| OutputError::write(path, e.error))?;
    Ok(())
}

/// A temporary file of our own name in `folder`. The folder is made only when it is missing:
/// a rerun writes into folders that exist, and asking first would cost two system calls a file.
/// A temporary file that becomes an output file by a rename, so it is created with the mode an
/// ordinary file gets (0666 less the umask, 0644 as a rule) rather than tempfile's owner-only
/// 0600: the systems an output is handed to often read it as another user.
pub fn readable_temporary() -> tempfile::Builder<'static, 'static> {
    let mut builder = tempfile::Builder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder
}

fn temporary_in(folder: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let builder = || readable_temporary().prefix(TEMPORARY_PREFIX).suffix(TEMPORARY_SUFFIX).tempfile_in(folder);
    match builder() {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(folder)?;
            builder()
        }
        result => result,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_written_file_has_the_mode_of_an_ordinary_file() {
        use std::os::unix::fs::PermissionsExt;
        let folder = tempfile::tempdir().expect("temp dir");
        let (written, ordinary) = (folder.path().join("written.json"), folder.path().join("ordinary.json"));
        write_bytes(&written, b"{}\n").expect("write");
        std::fs::File::create(&ordinary).expect("create");
        let mode = |path: &Path| std::fs::metadata(path).expect("metadata").permissions().mode() & 0o777;
        assert_eq!(mode(&written), mode(&ordinary), "not tempfile's owner-only 0600");
    }

    #[test]
    fn writes_pretty_json_with_a_final_newline_and_no_temporary_left() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("api/x.json");
        write_json(&path, &serde_json::json!({"a": [1]})).expect("write");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "{\n  \"a\": [\n    1\n  ]\n}\n");
        let names: Vec<_> = std::fs::read_dir(path.parent().expect("parent")).expect("list").collect();
        assert_eq!(names.len(), 1);
    }

    #[test]
    fn replaces_an_existing_file() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("x.json");
        write_bytes(&path, b"old").expect("write");
        write_bytes(&path, b"new").expect("write");
        assert_eq!(std::fs::read(&path).expect("read"), b"new");
    }

    #[test]
    fn leaves_a_file_that_already_holds_the_bytes_untouched() {
        let folder = tempfile::tempdir().expect("temp dir");
        let path = folder.path().join("x.json");
        write_bytes(&path, b"same").expect("write");
        let inode = std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(&path).expect("stat"));
        write_bytes(&path, b"same").expect("write");
        assert_eq!(std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(&path).expect("stat")), inode, "not replaced");
        write_bytes(&path, b"diff").expect("write");
        assert_eq!(std::fs::read(&path).expect("read"), b"diff");
    }
}
