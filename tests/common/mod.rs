//! Shared by the integration tests: running the built binary and comparing output trees.

use assert_cmd::Command;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub fn titlegraph() -> Command {
    Command::cargo_bin("titlegraph").expect("the titlegraph binary is built")
}

pub fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// `titlegraph run INPUT --out OUT --quiet ARGS`, not started yet.
pub fn run_command(input: &Path, out: &Path, args: &[&str]) -> std::process::Command {
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("titlegraph"));
    command.arg("run").arg(input).arg("--out").arg(out).arg("--quiet").args(args);
    command
}

/// Runs `titlegraph run INPUT --out OUT --quiet ARGS` and returns the exit code.
pub fn run(input: &Path, out: &Path, args: &[&str]) -> i32 {
    let output = run_command(input, out, args).output().expect("titlegraph runs");
    output.status.code().expect("titlegraph exits with a code, not a signal")
}

/// Every file under `root`, relative path → bytes, with the job record's two times blanked.
/// The run's own state folder (lock, stamps, L0 cache) is not output and is left out.
pub fn tree(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry.expect("walk output");
        if !entry.file_type().is_file() {
            continue;
        }
        let relative = entry.path().strip_prefix(root).expect("inside root").to_string_lossy().replace('\\', "/");
        if relative.starts_with(".titlegraph/") {
            continue;
        }
        let mut bytes = std::fs::read(entry.path()).expect("read output file");
        if relative.starts_with("api/jobs/") {
            bytes = blank_times(&bytes);
        }
        files.insert(relative, bytes);
    }
    files
}

fn blank_times(bytes: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(bytes);
    text.lines()
        .map(|line| {
            let trimmed = line.trim_start();
            if trimmed.starts_with("\"started_at\"") || trimmed.starts_with("\"finished_at\"") { "<time>" } else { line }
        })
        .collect::<Vec<_>>()
        .join("\n")
        .into_bytes()
}

/// Asserts two trees are identical, naming the first files that differ.
pub fn assert_same_tree(left: &Path, right: &Path) {
    let (a, b) = (tree(left), tree(right));
    let only_left: Vec<&String> = a.keys().filter(|k| !b.contains_key(*k)).collect();
    let only_right: Vec<&String> = b.keys().filter(|k| !a.contains_key(*k)).collect();
    assert!(
        only_left.is_empty() && only_right.is_empty(),
        "files only in {}: {only_left:?}; only in {}: {only_right:?}",
        left.display(),
        right.display()
    );
    let differing: Vec<&String> = a.iter().filter(|(k, v)| b.get(*k) != Some(v)).map(|(k, _)| k).take(10).collect();
    assert!(differing.is_empty(), "files differ between {} and {}: {differing:?}", left.display(), right.display());
}

pub fn read_json(path: &Path) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))).expect("valid JSON")
}

/// The output tree without the job records: a rerun keeps the records of earlier runs.
pub fn responses(out: &Path) -> BTreeMap<String, Vec<u8>> {
    tree(out).into_iter().filter(|(path, _)| !path.starts_with("api/jobs/")).collect()
}

pub fn job_records(out: &Path) -> BTreeMap<String, Vec<u8>> {
    tree(out).into_iter().filter(|(path, _)| path.starts_with("api/jobs/")).collect()
}

/// `out` holds what the fresh run in `fresh` wrote, and that run's job record (times aside);
/// the job records of earlier runs over `out` may stay beside it.
pub fn assert_like(fresh: &Path, out: &Path, what: &str) {
    assert_responses_like(fresh, out, what, None);
    let records = job_records(out);
    for (path, bytes) in job_records(fresh) {
        assert_eq!(records.get(&path), Some(&bytes), "job record {path} differs from a fresh run's");
    }
}

/// `out` holds the responses the fresh run in `fresh` wrote, and besides them at most files of
/// the package `removed` (no longer in the input).
pub fn assert_responses_like(fresh: &Path, out: &Path, what: &str, removed: Option<&str>) {
    let (expected, found) = (responses(fresh), responses(out));
    let differing: Vec<&String> = expected
        .keys()
        .chain(found.keys())
        .filter(|k| expected.get(*k) != found.get(*k))
        .filter(|k| expected.contains_key(*k) || !removed.is_some_and(|id| k.contains(id)))
        .take(10)
        .collect();
    assert!(differing.is_empty(), "after {what}, these files differ from a fresh run's: {differing:?}");
}
