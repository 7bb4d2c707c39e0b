//! What a new user meets first: files written on Windows, what a run says when it ends, an input
//! folder with nothing in it, a warning that would repeat for every document, a full disk.

#[allow(dead_code)]
mod common;

use common::{assert_same_tree, repo, run, run_command, titlegraph};
use std::path::Path;
use std::process::Command;

fn stderr_of(command: &mut Command) -> (i32, String) {
    let output = command.output().expect("titlegraph runs");
    (output.status.code().expect("an exit code"), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// `titlegraph run INPUT --out OUT ARGS` without `--quiet`.
fn run_loud(input: &Path, out: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("titlegraph"));
    command.arg("run").arg(input).arg("--out").arg(out).args(args);
    command
}

#[test]
fn files_written_on_windows_give_the_same_output() {
    // Every package file and document text as a Windows editor saves it: a byte-order mark
    // first and CRLF line ends.
    let copy = tempfile::tempdir().expect("temp dir");
    for entry in walkdir::WalkDir::new(repo("samples")).into_iter().map(|e| e.expect("walk samples")) {
        let relative = entry.path().strip_prefix(repo("samples")).expect("inside samples");
        let target = copy.path().join(relative);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).expect("mkdir");
            continue;
        }
        let bytes = std::fs::read(entry.path()).expect("read sample");
        let windows = match target.extension().and_then(|e| e.to_str()) {
            Some("json" | "txt" | "md") if relative != Path::new("README.md") => {
                let text = String::from_utf8(bytes).expect("samples are UTF-8");
                format!("\u{feff}{}", text.replace('\n', "\r\n")).into_bytes()
            }
            _ => bytes,
        };
        std::fs::write(&target, windows).expect("write copy");
    }
    let (windows, unix) = (tempfile::tempdir().expect("temp dir"), tempfile::tempdir().expect("temp dir"));
    assert_eq!(
        run(copy.path(), windows.path(), &[]),
        0,
        "{}",
        std::fs::read_to_string(windows.path().join("errors.jsonl")).unwrap_or_default()
    );
    assert_eq!(run(&repo("samples"), unix.path(), &[]), 0);
    assert_same_tree(unix.path(), windows.path());
}

#[test]
fn a_run_ends_with_one_line_saying_what_was_done_and_where_to_look() {
    let out = tempfile::tempdir().expect("temp dir");
    let (status, said) = stderr_of(&mut run_loud(&repo("tests/fixtures/mixed"), out.path(), &[]));
    assert_eq!(status, 1);
    let last = said.lines().last().expect("something said");
    let errors = std::fs::read_to_string(out.path().join("errors.jsonl")).expect("errors.jsonl").lines().count();
    for part in [
        "titlegraph: finished in ".to_string(),
        " failed; ".to_string(),
        format!("see {}", out.path().join("summary.csv").display()),
        format!("and {} ({errors} lines)", out.path().join("errors.jsonl").display()),
    ] {
        assert!(last.contains(&part), "the last line says {part:?}: {last}");
    }
    assert_eq!(said.lines().filter(|l| l.contains("finished in")).count(), 1);

    let quiet = tempfile::tempdir().expect("temp dir");
    let (status, said) = stderr_of(&mut run_loud(&repo("samples"), quiet.path(), &["--quiet"]));
    assert_eq!((status, said.as_str()), (0, ""), "--quiet: nothing but errors");
}

#[test]
fn a_closing_line_counts_packages_and_documents() {
    let out = tempfile::tempdir().expect("temp dir");
    let (status, said) = stderr_of(&mut run_loud(&repo("samples"), out.path(), &[]));
    assert_eq!(status, 0);
    assert!(said.contains(": 10 packages, 0 failed; 60 documents, 0 failed; see "), "{said}");
    assert!(said.trim_end().ends_with("errors.jsonl (empty)"), "{said}");
}

#[test]
fn an_input_folder_without_packages_says_so_and_exits_0() {
    let input = tempfile::tempdir().expect("temp dir");
    std::fs::write(input.path().join("notes.txt"), "not a package").expect("write");
    let out = tempfile::tempdir().expect("temp dir");
    let (status, said) = stderr_of(&mut run_loud(input.path(), out.path(), &[]));
    assert_eq!(status, 0);
    assert!(
        said.contains("titlegraph: warning: ") && said.contains("holds no package") && said.contains("1 other files skipped"),
        "{said}"
    );
    let (status, said) = stderr_of(&mut run_loud(input.path(), out.path(), &["--quiet"]));
    assert_eq!((status, said.as_str()), (0, ""));
}

#[test]
fn a_warning_repeated_per_document_is_shown_once_with_its_count() {
    let cache = tempfile::tempdir().expect("temp dir");
    let first = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), first.path(), &["--cache-dir", cache.path().to_str().expect("UTF-8 path")]), 0);
    let mut damaged = 0;
    for entry in walkdir::WalkDir::new(cache.path()).into_iter().map(|e| e.expect("walk cache")) {
        if entry.path().extension().is_some_and(|e| e == "l0") {
            std::fs::write(entry.path(), b"not an entry").expect("damage");
            damaged += 1;
        }
    }
    assert!(damaged > 10, "the samples have many texts");
    let second = tempfile::tempdir().expect("temp dir");
    let (status, said) = stderr_of(&mut run_loud(&repo("samples"), second.path(), &["--cache-dir", cache.path().to_str().expect("UTF-8")]));
    assert_eq!(status, 0);
    let warnings: Vec<&str> = said.lines().filter(|l| l.contains("L0 cache entry")).collect();
    assert_eq!(warnings.len(), 1, "one line for all the damaged entries: {said}");
    assert!(warnings[0].starts_with("titlegraph: warning: ") && warnings[0].contains(&format!("({damaged} times; the first: ")), "{said}");
}

/// A tmpfs of a few megabytes mounted for the test, unmounted when it ends.
struct SmallDisk {
    folder: tempfile::TempDir,
}

impl SmallDisk {
    /// `None`, with the reason, where no tmpfs can be mounted (not root, no mount in the
    /// sandbox); `.ci/run` runs as root, where it can.
    fn mount(megabytes: u32) -> Result<SmallDisk, String> {
        let folder = tempfile::tempdir().map_err(|e| e.to_string())?;
        let output = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={megabytes}m"), "tmpfs"])
            .arg(folder.path())
            .output()
            .map_err(|e| format!("cannot run mount: {e}"))?;
        if !output.status.success() {
            return Err(format!("mount -t tmpfs failed: {}", String::from_utf8_lossy(&output.stderr).trim()));
        }
        Ok(SmallDisk { folder })
    }

    fn grow(&self, megabytes: u32) {
        let status =
            Command::new("mount").args(["-o", &format!("remount,size={megabytes}m")]).arg(self.folder.path()).status().expect("run mount");
        assert!(status.success(), "remount the tmpfs larger");
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("--lazy").arg(self.folder.path()).status();
    }
}

#[test]
fn a_full_disk_is_said_once_exits_3_and_a_rerun_with_space_completes() {
    let disk = match SmallDisk::mount(3) {
        Ok(disk) => disk,
        Err(reason) => {
            eprintln!("NOT RUN: the full-disk test needs a tmpfs it can mount (as root, as .ci/run runs): {reason}");
            return;
        }
    };
    let corpus = tempfile::tempdir().expect("temp dir");
    let synth = titlegraph().args(["synth", "--seed", "3", "--packages", "60", "--out"]).arg(corpus.path()).output().expect("synth");
    assert!(synth.status.success());
    let out = disk.folder.path().join("out");

    let (status, said) = stderr_of(run_command(corpus.path(), &out, &[]).stderr(std::process::Stdio::piped()));
    assert_eq!(status, 3, "an I/O failure a retry may cure: {said}");
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 1, "--quiet: the error, once: {said}");
    for part in ["titlegraph: error: cannot write ", "No space left on device", "the run stopped with ", "Run again once this is fixed"] {
        assert!(lines[0].contains(part), "the error says {part:?}: {said}");
    }
    let (status, said) = stderr_of(&mut run_loud(corpus.path(), &out, &[]));
    assert_eq!(status, 3);
    let warnings = said.lines().filter(|l| l.contains("warning")).count();
    assert!(warnings <= 2 && said.lines().filter(|l| l.contains("error")).count() == 1, "no line per cache entry: {said}");

    disk.grow(256);
    assert_eq!(run(corpus.path(), &out, &[]), 0, "the rerun with space completes");
    let fresh = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(corpus.path(), fresh.path(), &[]), 0);
    assert_same_tree(fresh.path(), &out);
}
