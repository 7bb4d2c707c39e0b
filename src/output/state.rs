//! What a run keeps about its own output folder, in `OUT/.titlegraph/`: the lock that keeps a
//! second run out, the note that a run is under way (so that the next run knows to sweep the
//! temporary files of a killed one), and one stamp per package written.
//!
//! A package's stamp says "every file of this package was written, completely, from input and
//! options with this digest", and what the run must remember of it (its errors and counts).
//! The protocol that makes it true after a kill at any moment: the stamp is removed before the
//! first file of the package is touched and written after the last one, and a run removes the
//! stamps of packages that are not in its input before it writes anything, because a document
//! id may then move to another package and overwrite files the old stamp vouched for. A stamp
//! is "removed" by writing a note over it in place (freeing a file is not cheap, `recycle.rs`);
//! anything that does not read as a stamp vouches for nothing.
//!
//! A kill leaves the page cache, so what a killed run wrote is whole. A power cut may not: the
//! bytes of a recycled file can be lost while its name and the stamp survive. So the note that a
//! run is under way names the boot it started in; after an unfinished run of another boot (or
//! one whose boot cannot be told) no stamp is trusted and every package is written again, and
//! a run syncs the file system before it removes the note.

use super::atomic::{OutputError, TEMPORARY_PREFIX, TEMPORARY_SUFFIX, write_bytes};
use super::errors::ErrorLine;
use super::recycle::Replacer;
use crate::input::SafeId;
use serde::{Deserialize, Serialize};
use std::fs::{File, TryLockError};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The folder inside `--out`.
pub const STATE_FOLDER: &str = ".titlegraph";

/// Bumped whenever the meaning or encoding of a stamp changes.
pub const STAMP_FORMAT: &str = "titlegraph-stamp-1";

const STAMP_EXTENSION: &str = "stamp";

/// What is written over a stamp while its package's files are rewritten.
const FORGOTTEN: &[u8] = b"titlegraph: this package's files are being written; this is no stamp\n";

const UNFINISHED_NOTE: &str =
    "a titlegraph run is writing this folder; if none is, it was killed and the next run sweeps its temporary files";

/// The line of the unfinished note that names the boot the run started in.
const BOOT_LINE: &str = "boot: ";

#[derive(Debug, Error)]
pub enum StateError {
    #[error(
        "another titlegraph run holds {lock}; two runs over the same --out would overwrite each other's files. \
         Wait for it to finish or choose another --out"
    )]
    Busy { lock: PathBuf },
    #[error("cannot use {path}: {reason}")]
    Io { path: PathBuf, reason: String },
}

fn io_error(path: &Path, error: impl ToString) -> StateError {
    StateError::Io { path: path.to_path_buf(), reason: error.to_string() }
}

/// What the run needs of a package it does not write again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackageStamp {
    /// Digest of everything the package's files depend on.
    pub stamp: String,
    /// Digest of what its documents' extraction files depend on (not the matcher version).
    pub documents_stamp: String,
    /// The L0 cache entries its documents use, so that a prune keeps them.
    pub l0_keys: Vec<String>,
    pub failed: bool,
    pub errors: Vec<ErrorLine>,
    pub documents: u64,
    pub listed_documents: u64,
}

/// The output folder held by this run: dropping it releases the lock (so does the death of
/// the process, which is why an advisory lock and not a lock file's existence is used).
#[derive(Debug)]
pub struct OutputState {
    folder: PathBuf,
    _lock: File,
}

impl OutputState {
    /// Takes the lock of `out` without waiting, and sweeps the temporary files of a run that
    /// was killed there.
    pub fn acquire(out: &Path) -> Result<OutputState, StateError> {
        let folder = out.join(STATE_FOLDER);
        std::fs::create_dir_all(folder.join("packages")).map_err(|e| io_error(&folder, e))?;
        let lock_path = folder.join("lock");
        let lock = File::options().create(true).truncate(false).write(true).open(&lock_path).map_err(|e| io_error(&lock_path, e))?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Err(StateError::Busy { lock: lock_path }),
            Err(TryLockError::Error(e)) => return Err(io_error(&lock_path, e)),
        }
        let state = OutputState { folder, _lock: lock };
        let unfinished = state.unfinished_note();
        let boot = current_boot();
        match std::fs::read(&unfinished) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            killed => {
                sweep_temporaries(out).map_err(|e| io_error(out, e))?;
                let same_boot = killed.ok().and_then(|note| noted_boot(&note)).is_some_and(|noted| boot.as_deref() == Some(noted.as_str()));
                if !same_boot {
                    state.forget_all_but(|_| false)?;
                }
            }
        }
        let note = match &boot {
            Some(boot) => format!("{UNFINISHED_NOTE}\n{BOOT_LINE}{boot}\n"),
            None => format!("{UNFINISHED_NOTE}\n"),
        };
        write_bytes(&unfinished, note.as_bytes()).map_err(|e| io_error(&unfinished, e))?;
        Ok(state)
    }

    fn unfinished_note(&self) -> PathBuf {
        self.folder.join("unfinished")
    }

    /// The run wrote everything it meant to: once it is on disk, the next run need not sweep
    /// or distrust anything.
    pub fn finish(self) -> Result<(), StateError> {
        sync_file_system(&self.folder).map_err(|e| io_error(&self.folder, e))?;
        let note = self.unfinished_note();
        std::fs::remove_file(&note).map_err(|e| io_error(&note, e))
    }

    /// What writer thread `writer` names its spare files after.
    pub fn spare(&self, writer: usize) -> PathBuf {
        self.folder.join("spare").join(format!("writer-{writer}"))
    }

    fn stamp_path(&self, package_id: &str) -> PathBuf {
        self.folder.join("packages").join(format!("{package_id}.{STAMP_EXTENSION}"))
    }

    /// The stamp of a package's files; `None` when there is none or it cannot be read (the
    /// package is then written again, which is always correct).
    pub fn stamp(&self, package_id: &SafeId) -> Option<PackageStamp> {
        let bytes = std::fs::read(self.stamp_path(package_id.as_str())).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    /// Called before the first file of a package is touched.
    pub fn forget(&self, package_id: &SafeId, replacer: &mut Replacer) -> Result<(), OutputError> {
        let path = self.stamp_path(package_id.as_str());
        match overwrite_in_place(&path, FORGOTTEN) {
            Ok(InPlace::Written | InPlace::Missing) => Ok(()),
            Ok(InPlace::Declined) | Err(_) => replacer.overwrite_existing(&path, FORGOTTEN),
        }
    }

    /// Called after the last file of a package is written.
    pub fn remember(&self, package_id: &SafeId, stamp: &PackageStamp, replacer: &mut Replacer) -> Result<(), OutputError> {
        let path = self.stamp_path(package_id.as_str());
        let bytes = serde_json::to_vec(stamp).map_err(|e| OutputError::write(&path, e))?;
        match overwrite_in_place(&path, &bytes) {
            Ok(InPlace::Written) => Ok(()),
            Ok(InPlace::Missing | InPlace::Declined) | Err(_) => replacer.put(&path, &bytes),
        }
    }

    /// Syncs the file system every [`FLUSH_EVERY`] on a thread of `scope` until the returned
    /// flusher is dropped, so that the disk writes while the run computes and the sync that
    /// ends the run finds little left (a switch's last sync took 0.6 to 1 s alone).
    pub fn spawn_flusher<'scope>(&'scope self, scope: &'scope std::thread::Scope<'scope, '_>) -> std::io::Result<Flusher> {
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        if cfg!(target_os = "linux") {
            std::thread::Builder::new().name("titlegraph-flusher".to_string()).spawn_scoped(scope, move || {
                while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(FLUSH_EVERY) {
                    // A failure here is met again, and reported, by the sync that ends the run.
                    let _ = sync_file_system(&self.folder);
                }
            })?;
        }
        Ok(Flusher { _stop: stop })
    }

    /// Removes the stamps of packages for which `keep` says no; returns how many.
    pub fn forget_all_but(&self, keep: impl Fn(&str) -> bool) -> Result<usize, StateError> {
        let mut removed = 0;
        for (package_id, path) in self.stamp_files()? {
            if !keep(&package_id) {
                std::fs::remove_file(&path).map_err(|e| io_error(&path, e))?;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// Every stamp file, with the package id it is named after.
    pub fn stamp_files(&self) -> Result<Vec<(String, PathBuf)>, StateError> {
        let folder = self.folder.join("packages");
        let mut found = Vec::new();
        for entry in std::fs::read_dir(&folder).map_err(|e| io_error(&folder, e))? {
            let entry = entry.map_err(|e| io_error(&folder, e))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(package_id) = name.strip_suffix(&format!(".{STAMP_EXTENSION}")) {
                found.push((package_id.to_string(), entry.path()));
            }
        }
        found.sort();
        Ok(found)
    }

    /// The L0 cache entries that the packages of this output use.
    pub fn l0_keys(&self) -> Result<Vec<String>, StateError> {
        let mut keys = Vec::new();
        for (package_id, _) in self.stamp_files()? {
            if let Ok(id) = SafeId::parse(&package_id)
                && let Some(stamp) = self.stamp(&id)
            {
                keys.extend(stamp.l0_keys);
            }
        }
        Ok(keys)
    }
}

/// How often the flusher syncs the file system while a run writes.
const FLUSH_EVERY: std::time::Duration = std::time::Duration::from_millis(400);

/// Stops its flusher thread when dropped.
#[derive(Debug)]
pub struct Flusher {
    _stop: std::sync::mpsc::Sender<()>,
}

/// What [`overwrite_in_place`] did.
enum InPlace {
    Written,
    Missing,
    /// Not written: the bytes are more than a page, or the file has another name (a
    /// hard-linked snapshot of the output, whose stamp must keep vouching for its own files).
    Declined,
}

/// A stamp is written over in place rather than through a spare and an exchange: one page
/// written at offset 0 reaches the page cache whole or not at all, even when the run is killed,
/// and bytes a longer file leaves behind it make the whole unreadable as a stamp, which then
/// vouches for nothing. Either way no stamp is ever half one and half another.
#[cfg(unix)]
fn overwrite_in_place(path: &Path, bytes: &[u8]) -> std::io::Result<InPlace> {
    use std::os::unix::fs::{FileExt, MetadataExt};
    if bytes.len() > IN_PLACE_MOST {
        return Ok(InPlace::Declined);
    }
    let file = match File::options().write(true).open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(InPlace::Missing),
        Err(e) => return Err(e),
    };
    let held = file.metadata()?;
    if held.nlink() > 1 {
        return Ok(InPlace::Declined);
    }
    file.write_all_at(bytes, 0)?;
    if held.len() > bytes.len() as u64 {
        file.set_len(bytes.len() as u64)?;
    }
    Ok(InPlace::Written)
}

#[cfg(not(unix))]
fn overwrite_in_place(_path: &Path, _bytes: &[u8]) -> std::io::Result<InPlace> {
    Ok(InPlace::Declined)
}

/// The most bytes written over a stamp in place: one page.
const IN_PLACE_MOST: usize = 4096;

/// The boot this process runs in: a power cut between two runs changes it, a kill does not.
fn current_boot() -> Option<String> {
    let boot = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").ok()?;
    Some(boot.trim().to_string()).filter(|boot| !boot.is_empty())
}

fn noted_boot(note: &[u8]) -> Option<String> {
    String::from_utf8_lossy(note).lines().find_map(|line| line.strip_prefix(BOOT_LINE)).map(str::to_string)
}

/// Writes everything the kernel holds for the file system of `folder` to disk.
#[cfg(target_os = "linux")]
fn sync_file_system(folder: &Path) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let folder = File::open(folder)?;
    // SAFETY: the descriptor is open for the whole call, and syncfs touches no memory of ours.
    if unsafe { libc::syncfs(folder.as_raw_fd()) } == -1 { Err(std::io::Error::last_os_error()) } else { Ok(()) }
}

/// Elsewhere files are never recycled, so the order in which they reach the disk is the file
/// system's own.
#[cfg(not(target_os = "linux"))]
fn sync_file_system(_folder: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Removes, under `root`, the temporary files that our atomic writer names (and nothing else):
/// a killed run leaves them behind.
pub fn sweep_temporaries(root: &Path) -> std::io::Result<usize> {
    let mut removed = 0;
    for entry in walkdir::WalkDir::new(root).follow_links(false) {
        let entry = entry.map_err(std::io::Error::other)?;
        let name = entry.file_name().to_string_lossy();
        if entry.file_type().is_file() && name.starts_with(TEMPORARY_PREFIX) && name.ends_with(TEMPORARY_SUFFIX) {
            std::fs::remove_file(entry.path())?;
            removed += 1;
        }
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::recycle::Reaper;

    fn stamp(digest: &str) -> PackageStamp {
        PackageStamp {
            stamp: digest.to_string(),
            documents_stamp: digest.to_string(),
            l0_keys: vec!["ab".repeat(32)],
            failed: false,
            errors: Vec::new(),
            documents: 3,
            listed_documents: 3,
        }
    }

    #[test]
    fn a_second_run_over_the_same_folder_is_refused_until_the_first_is_done() {
        let out = tempfile::tempdir().expect("temp dir");
        let first = OutputState::acquire(out.path()).expect("first run");
        assert!(matches!(OutputState::acquire(out.path()), Err(StateError::Busy { .. })));
        first.finish().expect("finish");
        OutputState::acquire(out.path()).expect("after the first run");
    }

    #[test]
    fn a_killed_runs_temporaries_are_swept_and_nothing_else() {
        let out = tempfile::tempdir().expect("temp dir");
        let killed = OutputState::acquire(out.path()).expect("run");
        let leftover = out.path().join("api").join(format!("{TEMPORARY_PREFIX}a1b2c3{TEMPORARY_SUFFIX}"));
        let foreign = out.path().join("api").join(".tmpQx81zz");
        std::fs::create_dir_all(leftover.parent().expect("parent")).expect("mkdir");
        std::fs::write(&leftover, b"{\"half").expect("leftover");
        std::fs::write(&foreign, b"not ours").expect("foreign");
        drop(killed);
        OutputState::acquire(out.path()).expect("rerun");
        assert!(!leftover.exists(), "our temporary is swept");
        assert!(foreign.exists(), "a file our writer did not name is left alone");
    }

    #[test]
    fn stamps_are_remembered_forgotten_and_dropped_for_absent_packages() {
        let out = tempfile::tempdir().expect("temp dir");
        let state = OutputState::acquire(out.path()).expect("run");
        let (kept, absent) = (SafeId::parse("ward-sec9").expect("id"), SafeId::parse("reeves-sec12").expect("id"));
        let mut replacer = Replacer::recycling(state.spare(0), Reaper::inline());
        state.remember(&kept, &stamp("1"), &mut replacer).expect("remember");
        state.remember(&absent, &stamp("2"), &mut replacer).expect("remember");
        assert_eq!(state.stamp(&kept), Some(stamp("1")));
        assert_eq!(state.forget_all_but(|id| id == "ward-sec9").expect("drop"), 1);
        assert_eq!(state.stamp(&absent), None);
        assert_eq!(state.l0_keys().expect("keys"), vec!["ab".repeat(32)]);
        state.forget(&kept, &mut replacer).expect("forget");
        assert_eq!(state.stamp(&kept), None);
        state.remember(&kept, &stamp("3"), &mut replacer).expect("remember again");
        assert_eq!(state.stamp(&kept), Some(stamp("3")));
    }

    #[test]
    fn a_stamp_written_over_in_place_leaves_a_snapshots_stamp_alone() {
        let out = tempfile::tempdir().expect("temp dir");
        let state = OutputState::acquire(out.path()).expect("run");
        let id = SafeId::parse("ward-sec9").expect("id");
        let mut replacer = Replacer::recycling(state.spare(0), Reaper::inline());
        state.remember(&id, &stamp("1"), &mut replacer).expect("remember");
        let path = state.stamp_path(id.as_str());
        let snapshot = out.path().join("ward-sec9.yesterday.stamp");
        std::fs::hard_link(&path, &snapshot).expect("snapshot");
        state.forget(&id, &mut replacer).expect("forget");
        state.remember(&id, &stamp("2"), &mut replacer).expect("remember");
        assert_eq!(state.stamp(&id), Some(stamp("2")));
        assert_eq!(serde_json::from_slice::<PackageStamp>(&std::fs::read(&snapshot).expect("read")).expect("a stamp"), stamp("1"));
    }

    #[test]
    fn a_stamp_with_bytes_of_a_longer_file_behind_it_vouches_for_nothing() {
        let out = tempfile::tempdir().expect("temp dir");
        let state = OutputState::acquire(out.path()).expect("run");
        let id = SafeId::parse("ward-sec9").expect("id");
        let mut bytes = serde_json::to_vec(&stamp("1")).expect("encode");
        bytes.extend_from_slice(b"ne\": []}");
        std::fs::write(state.stamp_path(id.as_str()), bytes).expect("write");
        assert_eq!(state.stamp(&id), None);
    }

    #[test]
    fn after_an_unfinished_run_of_another_boot_no_stamp_is_trusted() {
        let out = tempfile::tempdir().expect("temp dir");
        let id = SafeId::parse("ward-sec9").expect("id");
        let state = OutputState::acquire(out.path()).expect("run");
        state.remember(&id, &stamp("1"), &mut Replacer::plain()).expect("remember");
        drop(state);
        let killed = OutputState::acquire(out.path()).expect("rerun after a kill");
        assert_eq!(killed.stamp(&id).is_some(), current_boot().is_some(), "a kill keeps the page cache: the stamp holds");
        drop(killed);
        let note = out.path().join(STATE_FOLDER).join("unfinished");
        std::fs::write(&note, format!("{UNFINISHED_NOTE}\n{BOOT_LINE}an-earlier-boot\n")).expect("note of another boot");
        let after_power_cut = OutputState::acquire(out.path()).expect("rerun after a power cut");
        assert_eq!(after_power_cut.stamp(&id), None);
        after_power_cut.finish().expect("finish");
        assert!(!note.exists());
    }
}
