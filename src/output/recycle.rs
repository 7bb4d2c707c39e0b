//! Replacing an output file without freeing the one it replaces.
//!
//! A rerun that changes every package's graph (a `--version` switch over 10,000 packages)
//! replaces tens of thousands of files. With a temporary file renamed over each, the kernel
//! frees every replaced file's blocks, and on a file system mounted with `discard` each free
//! waits on the device: 0.4 to 1.3 ms a file, most of a switch's time. Writing into an inode that
//! already has blocks costs about 0.05 ms.
//!
//! So each writer thread keeps spare files in `OUT/.titlegraph/spare/`, writes the new bytes
//! into one, and swaps it with the file it replaces in one `renameat2(RENAME_EXCHANGE)`: a reader
//! opening the path gets the old file or the new one, never a mix, and a run killed at any moment
//! leaves at worst a spare holding junk, which nobody reads. The replaced inode becomes a spare.
//! It is written into only when nothing else can see it: no second name (a hard-linked snapshot
//! of the output, `cp -al`) and no open descriptor in another process (the kernel grants a write
//! lease only then). Where the kernel or the file system cannot do this, the replacer falls back
//! to a temporary file and rename for the rest of the run.
//!
//! Shrinking a spare frees blocks just as deleting a file does. One package's files range from a
//! stamp of one block to a graph of six, so a single spare that took each replaced inode in turn
//! was cut down about twice a package and waited on the device each time. Each thread keeps
//! a few spares and fills the one whose size in blocks matches the new bytes: a graph replaces a
//! graph, a stamp a stamp. When the output shrinks (a switch from matcher 1.1, whose graphs carry
//! exploratory outcomes, to 2.0) blocks must be freed somewhere; a spare larger than any file to
//! come is handed to the reaper threads, which delete it while the writers go on, and an empty
//! spare takes its place.
//!
//! Bytes written into a recycled inode are not ordered with the exchange on disk, so after a
//! power cut a replaced file could hold a spare's earlier bytes. The run state therefore records
//! the boot a run started in, distrusts every stamp after an unfinished run of another boot, and
//! syncs the file system before it marks a run finished (`state.rs`).

use super::atomic::{Held, OutputError, held, write_with};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{SendError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};

/// Puts files in place for one thread, recycling the inodes of the files it replaces.
#[derive(Debug)]
pub struct Replacer {
    /// `None`: every file goes through a temporary file and rename.
    spares: Option<Spares>,
}

/// A writer thread's spare files, with the blocks each one's size takes.
#[derive(Debug)]
struct Spares {
    /// The spares are this path with `.0`, `.1`… appended.
    base: PathBuf,
    /// `None` until the first file is replaced: then the spares of earlier runs are adopted.
    held: Option<Vec<(PathBuf, u64)>>,
    /// The number in the next new spare's name.
    next: u64,
    reaper: Reaper,
}

/// Spares a thread keeps at most: more than the sizes in blocks that a package's files come in
/// (1 to 17 over 10,000 generated packages), so that nearly every file finds its own size.
const MOST_SPARES: usize = 32;

/// The unit in which a file system allocates (ext4's default block): within a block, shrinking a
/// file frees nothing.
const BLOCK: u64 = 4096;

fn blocks(len: u64) -> u64 {
    len.div_ceil(BLOCK)
}

/// Deletes retired spares away from the writer threads, so that the device's wait for each
/// freed block range is not theirs.
#[derive(Debug, Clone)]
pub struct Reaper {
    /// `None`: the replacer deletes its retired spares itself.
    retire: Option<SyncSender<PathBuf>>,
}

/// Retired spares waiting for the reaper: a path each, a few hundred kilobytes at most.
const REAPER_QUEUE: usize = 4096;

/// Threads deleting spares. Each waits on the device most of the time, and the device takes
/// several discards at once: one thread fell behind the writers of a switch to matcher 2.0,
/// whose smaller graphs retire a spare nearly every package, and the run waited for it.
const REAPER_THREADS: usize = 4;

impl Reaper {
    /// Reaper threads, which end when the last clone of the reaper is dropped; the run joins
    /// them after writing its lists, so that the lists do not wait for the last deletions.
    pub fn spawn() -> std::io::Result<(Reaper, Reaping)> {
        let (retire, retired) = sync_channel::<PathBuf>(REAPER_QUEUE);
        let retired = Arc::new(Mutex::new(retired));
        let threads = (0..REAPER_THREADS)
            .map(|reaper| {
                let retired = Arc::clone(&retired);
                std::thread::Builder::new().name(format!("titlegraph-reaper-{reaper}")).spawn(move || {
                    // The lock is held while waiting: the threads take the spares one at a time.
                    while let Ok(spare) = retired.lock().unwrap_or_else(PoisonError::into_inner).recv() {
                        // A spare that stays is adopted or retired again by the next run.
                        let _ = std::fs::remove_file(spare);
                    }
                })
            })
            .collect::<std::io::Result<Vec<_>>>()?;
        Ok((Reaper { retire: Some(retire) }, Reaping(threads)))
    }

    /// No thread: a retired spare is deleted at once.
    pub fn inline() -> Reaper {
        Reaper { retire: None }
    }

    fn retire(&self, spare: PathBuf) {
        let spare = match &self.retire {
            Some(retire) => match retire.send(spare) {
                Ok(()) => return,
                Err(SendError(spare)) => spare,
            },
            None => spare,
        };
        let _ = std::fs::remove_file(spare);
    }
}

/// The reaper threads, to wait for once every clone of their [`Reaper`] is dropped.
#[derive(Debug)]
pub struct Reaping(Vec<std::thread::JoinHandle<()>>);

impl Reaping {
    pub fn join(self) {
        for thread in self.0 {
            // A reaper that panicked left spares behind, which the next run retires again.
            let _ = thread.join();
        }
    }
}

impl Spares {
    /// The spare to fill with `len` bytes: one of as many blocks; else an empty one while
    /// there are few (growing allocates, which does not wait on the device), else the largest
    /// smaller one; when every spare is larger, the largest is retired for an empty one.
    fn pick(&mut self, len: u64) -> &mut (PathBuf, u64) {
        let need = blocks(len);
        let held = self.held.get_or_insert_with(|| adopt(&self.base, &self.reaper));
        let index = match held.iter().position(|&(_, blocks)| blocks == need) {
            Some(exact) => exact,
            None if held.len() < MOST_SPARES => {
                held.push((numbered(&self.base, &mut self.next, held), 0));
                held.len() - 1
            }
            None => match held.iter().enumerate().filter(|(_, (_, blocks))| *blocks < need).max_by_key(|(_, (_, blocks))| *blocks) {
                Some((smaller, _)) => smaller,
                None => {
                    let largest = held.iter().enumerate().max_by_key(|(_, (_, blocks))| *blocks).map_or(0, |(index, _)| index);
                    let fresh = numbered(&self.base, &mut self.next, held);
                    let (retired, _) = std::mem::replace(&mut held[largest], (fresh, 0));
                    self.reaper.retire(retired);
                    largest
                }
            },
        };
        &mut held[index]
    }
}

/// The spares of earlier runs named after `base` (the name itself, or with a number), with
/// their blocks; more than a thread keeps are retired.
fn adopt(base: &Path, reaper: &Reaper) -> Vec<(PathBuf, u64)> {
    let (Some(folder), Some(name)) = (base.parent(), base.file_name().and_then(|n| n.to_str())) else { return Vec::new() };
    let Ok(entries) = std::fs::read_dir(folder) else { return Vec::new() };
    let mut found: Vec<(PathBuf, u64)> = entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let entry_name = entry.file_name();
            let entry_name = entry_name.to_string_lossy();
            entry_name == name
                || entry_name.strip_prefix(name).and_then(|rest| rest.strip_prefix('.')).is_some_and(|n| n.parse::<u64>().is_ok())
        })
        .filter_map(|entry| Some((entry.path(), blocks(entry.metadata().ok()?.len()))))
        .collect();
    found.sort();
    for (extra, _) in found.split_off(found.len().min(MOST_SPARES)) {
        reaper.retire(extra);
    }
    found
}

/// A spare name after `base` that none of `held` has and no file has: a retired spare may still
/// wait for a reaper, which would delete the new one under that name.
fn numbered(base: &Path, next: &mut u64, held: &[(PathBuf, u64)]) -> PathBuf {
    loop {
        let mut name = base.as_os_str().to_os_string();
        name.push(format!(".{next}"));
        *next += 1;
        let path = PathBuf::from(name);
        if !held.iter().any(|(spare, _)| *spare == path) && std::fs::symlink_metadata(&path).is_err() {
            return path;
        }
    }
}

impl Replacer {
    /// A replacer whose spare files are named after `spare` (inside the output folder, so on
    /// its file system).
    pub fn recycling(spare: PathBuf, reaper: Reaper) -> Replacer {
        Replacer { spares: cfg!(target_os = "linux").then_some(Spares { base: spare, held: None, next: 0, reaper }) }
    }

    /// A replacer for the rare writes made away from the writer threads.
    pub fn plain() -> Replacer {
        Replacer { spares: None }
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
        if let Some(spares) = &mut self.spares {
            let spare = spares.pick(bytes.len() as u64);
            if let Ok(replaced) = os::fill_spare(&spare.0, bytes).and_then(|()| os::exchange(&spare.0, path)) {
                spare.1 = blocks(replaced);
                return Ok(());
            }
            // Unsupported here (another file system, no leases, an old kernel), or the file went
            // away meanwhile: the plain way works everywhere and reports a real failure properly.
            self.spares = None;
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

    /// Swaps the two names atomically (both must exist) and returns the size of the file that
    /// was at `path`, the spare now.
    pub fn exchange(spare_path: &Path, path: &Path) -> io::Result<u64> {
        let spare = CString::new(spare_path.as_os_str().as_bytes())?;
        let path = CString::new(path.as_os_str().as_bytes())?;
        // SAFETY: both pointers are NUL-terminated strings that outlive the call; renameat2
        // only reads them.
        let exchanged = unsafe {
            libc::syscall(libc::SYS_renameat2, libc::AT_FDCWD, spare.as_ptr(), libc::AT_FDCWD, path.as_ptr(), libc::RENAME_EXCHANGE)
        };
        if exchanged == -1 {
            return Err(io::Error::last_os_error());
        }
        Ok(std::fs::symlink_metadata(spare_path)?.len())
    }
}

#[cfg(not(target_os = "linux"))]
mod os {
    use std::io;
    use std::path::Path;

    pub fn fill_spare(_spare: &Path, _bytes: &[u8]) -> io::Result<()> {
        Err(io::ErrorKind::Unsupported.into())
    }

    pub fn exchange(_spare: &Path, _path: &Path) -> io::Result<u64> {
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
    fn a_replaced_file_is_recycled_for_a_file_of_as_many_blocks() {
        let folder = tempfile::tempdir().expect("temp dir");
        let spare = folder.path().join(".titlegraph/spare/writer-0");
        let (graph, chains, stamp) =
            (folder.path().join("estate-graph.json"), folder.path().join("chain-analysis.json"), folder.path().join("ward-sec9.stamp"));
        let six_blocks = |fill: u8| vec![fill; 5 * 4096 + 100];
        let mut replacer = Replacer::recycling(spare.clone(), Reaper::inline());
        replacer.put(&graph, &six_blocks(b'1')).expect("first write");
        replacer.put(&chains, &six_blocks(b'2')).expect("first write");
        replacer.put(&stamp, b"{\"stamp\": \"1\"}\n").expect("first write");
        assert!(!folder.path().join(".titlegraph").exists(), "new files need no spare");

        let old_graph = ino(&graph);
        replacer.put(&graph, &six_blocks(b'3')).expect("switch");
        assert_eq!(std::fs::read(&graph).expect("read"), six_blocks(b'3'));
        let graph_sized = folder.path().join(".titlegraph/spare/writer-0.0");
        assert_eq!(ino(&graph_sized), old_graph, "the replaced inode is a spare now");
        replacer.put(&stamp, b"{\"stamp\": \"2\"}\n").expect("new stamp");
        assert_eq!(ino(&graph_sized), old_graph, "a stamp does not cut a graph's inode down");
        assert_eq!(std::fs::read(&stamp).expect("read"), b"{\"stamp\": \"2\"}\n");
        replacer.put(&chains, &six_blocks(b'4')).expect("switch");
        assert_eq!(ino(&chains), old_graph, "a file of six blocks takes the spare of six");
        assert_eq!(std::fs::read(&chains).expect("read"), six_blocks(b'4'));
        replacer.put(&graph, b"{}\n").expect("a shorter file");
        assert_eq!(std::fs::read(&graph).expect("read"), b"{}\n");
        assert!(replacer.spares.is_some(), "still recycling");
    }

    #[test]
    fn spares_of_earlier_runs_are_adopted_and_one_larger_than_every_file_to_come_is_retired() {
        let folder = tempfile::tempdir().expect("temp dir");
        let base = folder.path().join("writer-0");
        let graph_sized = vec![b'g'; 5 * 4096 + 100];
        std::fs::write(&base, &graph_sized).expect("a spare of an older build");
        for number in 0..MOST_SPARES {
            std::fs::write(folder.path().join(format!("writer-0.{number}")), &graph_sized).expect("a spare of the last run");
        }
        std::fs::write(folder.path().join("writer-1.0"), b"another thread's").expect("another writer's spare");
        let mut spares = Spares { base: base.clone(), held: None, next: 0, reaper: Reaper::inline() };

        let (picked, blocks_held) = spares.pick(900).clone();
        let held = spares.held.as_ref().expect("adopted");
        assert_eq!(held.len(), MOST_SPARES, "as many as a thread keeps");
        assert_eq!(blocks_held, 0, "a stamp gets an empty spare, not a graph's cut down");
        assert!(!picked.exists() && held.iter().filter(|(spare, _)| spare.exists()).count() == MOST_SPARES - 1);
        let on_disk = std::fs::read_dir(folder.path()).expect("list").count();
        assert_eq!(on_disk, MOST_SPARES - 1 + 1, "the spare over the number and the retired one are deleted; the other thread's stays");
        assert!(folder.path().join("writer-1.0").exists());
        assert_eq!(spares.pick(5 * 4096 + 1).1, 6, "a graph gets a graph's spare");
    }

    #[test]
    fn an_inode_with_another_name_or_an_open_reader_is_never_written_into() {
        let folder = tempfile::tempdir().expect("temp dir");
        let spare = folder.path().join("spare");
        let (runsheet, snapshot) = (folder.path().join("runsheet.csv"), folder.path().join("runsheet.yesterday.csv"));
        let mut replacer = Replacer::recycling(spare.clone(), Reaper::inline());
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
        assert!(replacer.spares.is_some(), "a shared inode is set aside, not a reason to stop recycling");
    }

    #[test]
    fn overwrite_existing_leaves_a_missing_file_missing() {
        let folder = tempfile::tempdir().expect("temp dir");
        let stamp = folder.path().join("reeves-sec12.stamp");
        let mut replacer = Replacer::recycling(folder.path().join("spare"), Reaper::inline());
        replacer.overwrite_existing(&stamp, b"being written\n").expect("nothing to do");
        assert!(!stamp.exists());
        std::fs::write(&stamp, b"{}").expect("stamp");
        replacer.overwrite_existing(&stamp, b"being written\n").expect("overwrite");
        assert_eq!(std::fs::read(&stamp).expect("read"), b"being written\n");
    }
}
