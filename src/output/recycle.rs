//! Replacing an output file without freeing the one it replaces.
//!
//! A rerun that changes every package's graph (a `--version` switch over 10,000 packages)
//! replaces tens of thousands of files. With a temporary file renamed over each, the kernel
//! frees every replaced file's blocks, and on a file system mounted with `discard` each free
//! waits on the device: 0.4 to 1.3 ms a file, most of a switch's time. Writing into an inode that
//! already has blocks costs about 0.05 ms.
//!
//! So each writer thread keeps one spare file in `OUT/.titlegraph/spare/`, writes the new bytes
//! into it, and swaps it with the file it replaces in one `renameat2(RENAME_EXCHANGE)`: a reader
//! opening the path gets the old file or the new one, never a mix, and a run killed at any moment
//! leaves at worst a spare holding junk, which nobody reads. The replaced inode becomes the
//! thread's next spare. It is written into only when nothing else can see it: no second name (a
//! hard-linked snapshot of the output, `cp -al`) and no open descriptor in another process (the
//! kernel grants a write lease only then). Where the kernel or the file system cannot do this,
//! the replacer falls back to a temporary file and rename for the rest of the run.
//!
//! Bytes written into a recycled inode are not ordered with the exchange on disk, so after a
//! power cut a replaced file could hold a spare's earlier bytes. The run state therefore records
//! the boot a run started in, distrusts every stamp after an unfinished run of another boot, and
//! syncs the file system before it marks a run finished (`state.rs`).

use super::atomic::{Held, OutputError, held, write_with};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Puts files in place for one thread, recycling the inodes of the files it replaces.
#[derive(Debug)]
pub struct Replacer {
    /// `None`: every file goes through a temporary file and rename.
    spare: Option<PathBuf>,
}

impl Replacer {
    /// A replacer whose spare file is `spare` (inside the output folder, so on its file system).
    pub fn recycling(spare: PathBuf) -> Replacer {
        Replacer { spare: cfg!(target_os = "linux").then_some(spare) }
    }

    /// A replacer for the rare writes made away from the writer threads.
    pub fn plain() -> Replacer {
        Replacer { spare: None }
    }

    /// Writes `bytes` to `path` atomically, unless it already holds exactly them.
    pub fn put(&mut self, path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
        match held(path, bytes) {
            Held::Same => Ok(()),
            Held::Missing => write_with(path, |file| file.write_all(bytes)),
            Held::Other => self.replace(path, bytes),
        }
    }

    /// Writes `bytes` over `path` only when a file is there already.
    pub fn overwrite_existing(&mut self, path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
        match held(path, bytes) {
            Held::Other => self.replace(path, bytes),
            Held::Same | Held::Missing => Ok(()),
        }
    }

    fn replace(&mut self, path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
        if let Some(spare) = &self.spare {
            if os::fill_spare(spare, bytes).and_then(|()| os::exchange(spare, path)).is_ok() {
                return Ok(());
            }
            // Unsupported here (another file system, no leases, an old kernel), or the file went
            // away meanwhile: the plain way works everywhere and reports a real failure properly.
            self.spare = None;
        }
        write_with(path, |file| file.write_all(bytes))
    }
}

#[cfg(target_os = "linux")]
mod os {
    use std::ffi::CString;
    use std::fs::File;
    use std::io;
    use std::os::fd::AsRawFd;
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::fs::{FileExt, MetadataExt};
    use std::path::Path;

    /// Leaves exactly `bytes` in the spare file, in an inode nothing else can see.
    pub fn fill_spare(spare: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = open_spare(spare)?;
        let mut held = file.metadata()?;
        if held.nlink() > 1 || opened_elsewhere(&file)? {
            // Unlinking only drops our name: the other name or reader keeps the inode whole.
            drop(file);
            std::fs::remove_file(spare)?;
            file = open_spare(spare)?;
            held = file.metadata()?;
        }
        file.write_all_at(bytes, 0)?;
        // Truncating costs a journalled update of its own: only a longer spare needs it.
        if held.len() > bytes.len() as u64 {
            file.set_len(bytes.len() as u64)?;
        }
        Ok(())
    }

    fn open_spare(spare: &Path) -> io::Result<File> {
        let open = || File::options().write(true).create(true).truncate(false).open(spare);
        match open() {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                if let Some(folder) = spare.parent() {
                    std::fs::create_dir_all(folder)?;
                }
                open()
            }
            opened => opened,
        }
    }

    /// Whether another process (or another descriptor of ours) holds the inode open. A write
    /// lease is granted only when no other open file description refers to the inode; it is
    /// given back at once, as nobody can open the spare by an output path any more.
    fn opened_elsewhere(file: &File) -> io::Result<bool> {
        let fd = file.as_raw_fd();
        // SAFETY: `fd` is an open descriptor owned by `file` for the whole call; F_SETLEASE
        // takes an integer argument and touches no memory of ours.
        if unsafe { libc::fcntl(fd, libc::F_SETLEASE, libc::F_WRLCK) } == -1 {
            let error = io::Error::last_os_error();
            return match error.raw_os_error() {
                Some(libc::EAGAIN) | Some(libc::EBUSY) => Ok(true),
                _ => Err(error),
            };
        }
        // SAFETY: as above.
        if unsafe { libc::fcntl(fd, libc::F_SETLEASE, libc::F_UNLCK) } == -1 {
            return Err(io::Error::last_os_error());
        }
        Ok(false)
    }

    /// Swaps the two names atomically; both must exist.
    pub fn exchange(spare: &Path, path: &Path) -> io::Result<()> {
        let spare = CString::new(spare.as_os_str().as_bytes())?;
        let path = CString::new(path.as_os_str().as_bytes())?;
        // SAFETY: both pointers are NUL-terminated strings that outlive the call; renameat2
        // only reads them.
        let exchanged = unsafe {
            libc::syscall(libc::SYS_renameat2, libc::AT_FDCWD, spare.as_ptr(), libc::AT_FDCWD, path.as_ptr(), libc::RENAME_EXCHANGE)
        };
        if exchanged == -1 { Err(io::Error::last_os_error()) } else { Ok(()) }
    }
}

#[cfg(not(target_os = "linux"))]
mod os {
    use std::io;
    use std::path::Path;

    pub fn fill_spare(_spare: &Path, _bytes: &[u8]) -> io::Result<()> {
        Err(io::ErrorKind::Unsupported.into())
    }

    pub fn exchange(_spare: &Path, _path: &Path) -> io::Result<()> {
        Err(io::ErrorKind::Unsupported.into())
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt;

    fn ino(path: &Path) -> u64 {
        std::fs::metadata(path).expect("stat").ino()
    }

    #[test]
    fn a_replaced_file_is_recycled_as_the_next_spare() {
        let folder = tempfile::tempdir().expect("temp dir");
        let spare = folder.path().join(".titlegraph/spare/writer-0");
        let (graph, chains) = (folder.path().join("estate-graph.json"), folder.path().join("chain-analysis.json"));
        let mut replacer = Replacer::recycling(spare.clone());
        replacer.put(&graph, b"{\"version\": \"1.1\"}\n").expect("first write");
        replacer.put(&chains, b"{\"chains\": {}}\n").expect("first write");
        assert!(!spare.exists(), "new files need no spare");
        let old_graph = ino(&graph);
        replacer.put(&graph, b"{\"version\": \"2.0\"}\n").expect("switch");
        assert_eq!(std::fs::read(&graph).expect("read"), b"{\"version\": \"2.0\"}\n");
        assert_eq!(ino(&spare), old_graph, "the replaced inode is the spare now");
        replacer.put(&chains, b"{\"chains\": {\"fee\": {}}}\n").expect("switch");
        assert_eq!(ino(&chains), old_graph, "and it holds the next file");
        assert_eq!(std::fs::read(&chains).expect("read"), b"{\"chains\": {\"fee\": {}}}\n", "a longer file into a shorter spare");
        replacer.put(&graph, b"{}\n").expect("a shorter file into a longer spare");
        assert_eq!(std::fs::read(&graph).expect("read"), b"{}\n");
        assert!(replacer.spare.is_some(), "still recycling");
    }

    #[test]
    fn an_inode_with_another_name_or_an_open_reader_is_never_written_into() {
        let folder = tempfile::tempdir().expect("temp dir");
        let spare = folder.path().join("spare");
        let (runsheet, snapshot) = (folder.path().join("runsheet.csv"), folder.path().join("runsheet.yesterday.csv"));
        let mut replacer = Replacer::recycling(spare.clone());
        replacer.put(&runsheet, b"date,document_id\n1950-03-01,deed-1\n").expect("write");
        std::fs::hard_link(&runsheet, &snapshot).expect("snapshot");
        replacer.put(&runsheet, b"date,document_id\n1950-03-01,deed-2\n").expect("replace");
        replacer.put(&runsheet, b"date,document_id\n1950-03-01,deed-3\n").expect("replace again");
        assert_eq!(std::fs::read(&snapshot).expect("read"), b"date,document_id\n1950-03-01,deed-1\n", "the snapshot keeps its bytes");

        let reader = std::fs::File::open(&runsheet).expect("a reader opens the file");
        replacer.put(&runsheet, b"date,document_id\n1950-03-01,deed-4\n").expect("replace under the reader");
        replacer.put(&runsheet, b"date,document_id\n1950-03-01,deed-5\n").expect("and again");
        let mut seen = String::new();
        std::io::Read::read_to_string(&mut &reader, &mut seen).expect("read");
        assert_eq!(seen, "date,document_id\n1950-03-01,deed-3\n", "the reader's file is left as it was");
        assert_eq!(std::fs::read(&runsheet).expect("read"), b"date,document_id\n1950-03-01,deed-5\n");
        assert!(replacer.spare.is_some(), "a shared inode is set aside, not a reason to stop recycling");
    }

    #[test]
    fn overwrite_existing_leaves_a_missing_file_missing() {
        let folder = tempfile::tempdir().expect("temp dir");
        let stamp = folder.path().join("reeves-sec12.stamp");
        let mut replacer = Replacer::recycling(folder.path().join("spare"));
        replacer.overwrite_existing(&stamp, b"being written\n").expect("nothing to do");
        assert!(!stamp.exists());
        std::fs::write(&stamp, b"{}").expect("stamp");
        replacer.overwrite_existing(&stamp, b"being written\n").expect("overwrite");
        assert_eq!(std::fs::read(&stamp).expect("read"), b"being written\n");
    }
}
