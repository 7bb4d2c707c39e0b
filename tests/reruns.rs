//! Reruns over the same --out (CONTRACT §3, §4; README "Reruns and the cache"): whatever ran
//! there before, a run leaves exactly the files a fresh run of the same input and options
//! writes, job records of earlier runs and files of packages no longer in the input aside.

#[allow(dead_code)]
mod common;

use common::{assert_like, assert_responses_like, job_records, read_json, repo, responses, run, titlegraph};
use std::path::{Path, PathBuf};

/// A copy of samples/ that a test may change.
fn samples_copy() -> tempfile::TempDir {
    let copy = tempfile::tempdir().expect("temp dir");
    for entry in walkdir::WalkDir::new(repo("samples")).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file()) {
        let target = copy.path().join(entry.path().strip_prefix(repo("samples")).expect("inside samples"));
        std::fs::create_dir_all(target.parent().expect("parent")).expect("mkdir");
        std::fs::copy(entry.path(), target).expect("copy");
    }
    copy
}

/// `out` holds what a fresh run of `input` with `args` writes, and that run's job record. An
/// --enrich-only run over a full cache writes what a fresh full run writes, but its own record.
fn assert_like_fresh(input: &Path, out: &Path, args: &[&str]) {
    let fresh = tempfile::tempdir().expect("temp dir");
    let enrich_only = args.contains(&"--enrich-only");
    let full: Vec<&str> = args.iter().copied().filter(|a| *a != "--enrich-only").collect();
    assert_eq!(run(input, fresh.path(), &full), 0);
    if enrich_only {
        assert_responses_like(fresh.path(), out, &format!("{args:?}"), None);
    } else {
        assert_like(fresh.path(), out, &format!("{args:?}"));
    }
}

fn package_file(input: &Path, package_id: &str) -> PathBuf {
    walkdir::WalkDir::new(input)
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .find(|p| {
            p.extension().is_some_and(|x| x == "json")
                && std::fs::read_to_string(p).is_ok_and(|t| t.contains(&format!("\"package_id\": \"{package_id}\"")))
        })
        .unwrap_or_else(|| panic!("no package file of {package_id}"))
}

#[test]
fn reruns_version_switches_and_enrich_only_write_what_a_fresh_run_writes() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    let steps: [&[&str]; 9] = [
        &[],
        &[],
        &["--version", "1.1"],
        &["--version", "1.0", "--debug"],
        &["--enrich-only"],
        &["--enrich-only", "--version", "1.1"],
        &["--stages", "extract_parties,extract_dates"],
        &["--version", "2.0", "--debug"],
        &[],
    ];
    for args in steps {
        assert_eq!(run(input.path(), out.path(), args), 0, "{args:?}");
        assert_like_fresh(input.path(), out.path(), args);
    }
}

#[test]
fn an_enrich_only_run_records_itself_and_names_documents_without_cached_l0() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    let path = package_file(input.path(), "reeves-sec14-blk7");
    let text = std::fs::read_to_string(&path).expect("read package");
    std::fs::write(&path, text.replacen("WARRANTY DEED", "WARRANTY  DEED", 1)).expect("change a text");

    let output =
        titlegraph().arg("run").arg(input.path()).arg("--out").arg(out.path()).args(["--quiet", "--enrich-only"]).output().expect("runs");
    assert_eq!(output.status.code(), Some(1), "a document without cached L0 is a document failure");
    let errors = std::fs::read_to_string(out.path().join("errors.jsonl")).expect("errors.jsonl");
    let line: serde_json::Value = serde_json::from_str(errors.lines().next().expect("one failure")).expect("JSON line");
    assert_eq!(line["package_id"], "reeves-sec14-blk7");
    assert!(line["document_id"].as_str().is_some_and(|d| d.starts_with("reeves-sec14-blk7-")));
    assert_eq!(line["stage"], "l0_cache");
    assert!(line["error"].as_str().is_some_and(|e| e.contains("run without --enrich-only")), "{line}");
    assert_eq!(errors.lines().count(), 1, "only the changed document fails: {errors}");
    let records = job_records(out.path());
    let enrich_job =
        records.keys().map(|k| read_json(&out.path().join(k))).find(|j| j["enrich_only"] == true).expect("an enrich_only job record");
    assert_eq!(enrich_job["status"], "completed", "no package failed as a whole");
    assert_eq!(enrich_job["counts"]["failed"], 1);
    assert_like_fresh_enrich_only_failure(input.path(), out.path());

    // A full run extracts the changed text; then --enrich-only has everything it needs.
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    assert_like_fresh(input.path(), out.path(), &[]);
    assert_eq!(run(input.path(), out.path(), &["--enrich-only"]), 0);
    assert_like_fresh(input.path(), out.path(), &[]);
}

/// A fresh --enrich-only run with an empty cache fails every document the same way.
fn assert_like_fresh_enrich_only_failure(input: &Path, out: &Path) {
    let fresh = tempfile::tempdir().expect("temp dir");
    let cache = out.join(".titlegraph/l0");
    let code = titlegraph()
        .arg("run")
        .arg(input)
        .arg("--out")
        .arg(fresh.path())
        .args(["--quiet", "--enrich-only", "--cache-dir"])
        .arg(&cache)
        .output()
        .expect("runs");
    assert_eq!(code.status.code(), Some(1));
    let (expected, found) = (responses(fresh.path()), responses(out));
    let differing: Vec<&String> = expected.keys().chain(found.keys()).filter(|k| expected.get(*k) != found.get(*k)).take(10).collect();
    assert!(differing.is_empty(), "enrich-only output differs from a fresh enrich-only run's: {differing:?}");
}

#[test]
fn a_changed_document_and_a_removed_package_leave_what_a_fresh_run_leaves() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);

    let changed = package_file(input.path(), "weld-se4-sec8-t5n-r64w");
    let text = std::fs::read_to_string(&changed).expect("read package");
    std::fs::write(&changed, text.replacen("\"text\": \"", "\"text\": \"CORRECTION INSTRUMENT\\n\\n", 1)).expect("change a text");
    let removed = package_file(input.path(), "upton-kessler-a348");
    std::fs::remove_file(&removed).expect("remove a package");
    assert_eq!(run(input.path(), out.path(), &[]), 0);

    let fresh = tempfile::tempdir().expect("temp dir");
    run(input.path(), fresh.path(), &[]);
    let (expected, found) = (responses(fresh.path()), responses(out.path()));
    let differing: Vec<&String> = expected.keys().filter(|k| expected.get(*k) != found.get(*k)).collect();
    assert!(differing.is_empty(), "files differ from a fresh run's: {differing:?}");
    // What is left of the removed package: its own files, listed nowhere.
    let left: Vec<&String> = found.keys().filter(|k| !expected.contains_key(*k)).collect();
    assert!(!left.is_empty() && left.iter().all(|k| k.contains("upton-kessler-a348")), "left over: {left:?}");
    for list in ["api/packages.json", "api/documents.json", "summary.csv"] {
        assert!(!String::from_utf8_lossy(&found[list]).contains("upton-kessler-a348"), "{list} lists the removed package");
    }
}

#[test]
fn a_damaged_cache_entry_is_extracted_again_with_a_warning() {
    let first = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), first.path(), &[]), 0);
    let cache = first.path().join(".titlegraph/l0");
    let entries: Vec<PathBuf> = walkdir::WalkDir::new(&cache)
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "l0"))
        .collect();
    assert!(!entries.is_empty(), "the run filled the cache");
    std::fs::write(&entries[0], b"titlegraph-l0-cache-1 l0-1\n{\"parties\": {\"par").expect("damage an entry");

    let second = tempfile::tempdir().expect("temp dir");
    let output = titlegraph()
        .arg("run")
        .arg(repo("samples"))
        .arg("--out")
        .arg(second.path())
        .args(["--cache-dir"])
        .arg(&cache)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stderr).contains("warning: L0 cache entry"), "the damaged entry is reported");
    assert_eq!(responses(first.path()), responses(second.path()));
    let again = titlegraph()
        .arg("run")
        .arg(repo("samples"))
        .arg("--out")
        .arg(tempfile::tempdir().expect("dir").path())
        .args(["--cache-dir"])
        .arg(&cache)
        .output()
        .expect("runs");
    assert!(!String::from_utf8_lossy(&again.stderr).contains("warning"), "the entry was replaced");
}

#[test]
fn prune_removes_the_entries_no_package_uses_and_keeps_the_others() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    std::fs::remove_file(package_file(input.path(), "caddo-ne4-sec12")).expect("remove a package");
    assert_eq!(run(input.path(), out.path(), &[]), 0);

    let output = titlegraph().args(["cache", "prune", "--out"]).arg(out.path()).output().expect("runs");
    assert_eq!(output.status.code(), Some(0));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("removed 7"), "the removed package's seven texts go: {said}");
    assert!(out.path().join(".titlegraph/l0/CACHEDIR.TAG").is_file());
    assert_eq!(run(input.path(), out.path(), &["--enrich-only"]), 0, "the remaining packages still have their L0");
    let fresh = tempfile::tempdir().expect("temp dir");
    run(input.path(), fresh.path(), &[]);
    assert_responses_like(fresh.path(), out.path(), "prune and --enrich-only", Some("caddo-ne4-sec12"));

    let not_an_output = tempfile::tempdir().expect("temp dir");
    let output = titlegraph().args(["cache", "prune", "--out"]).arg(not_an_output.path()).output().expect("runs");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_second_run_over_the_same_out_is_refused_while_the_first_holds_it() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
    let lock = std::fs::File::options().write(true).open(out.path().join(".titlegraph/lock")).expect("lock file");
    lock.try_lock().expect("the finished run released the lock");
    let output = titlegraph().arg("run").arg(repo("samples")).arg("--out").arg(out.path()).output().expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("another titlegraph run holds"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    drop(lock);
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
}

fn enriched_entries(out: &Path) -> Vec<PathBuf> {
    let folder = out.join(".titlegraph/enriched");
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(&folder).expect("the L1/L2 entries").filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    entries
}

#[test]
fn a_version_switch_runs_l3_from_the_l1_l2_entries_without_reading_l0() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    assert_eq!(enriched_entries(out.path()).len(), 10, "one L1/L2 entry per package");
    // With no L0 cache left, only the L1/L2 entries can spare the extraction.
    std::fs::remove_dir_all(out.path().join(".titlegraph/l0")).expect("drop the L0 cache");
    for version in ["1.1", "1.0"] {
        assert_eq!(run(input.path(), out.path(), &["--version", version]), 0);
        assert_like_fresh(input.path(), out.path(), &["--version", version]);
    }
    let l0_entries = walkdir::WalkDir::new(out.path().join(".titlegraph/l0"))
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "l0"))
        .count();
    assert_eq!(l0_entries, 0, "a version switch extracted documents again");
}

#[test]
fn a_damaged_l1_l2_entry_is_a_miss_with_a_warning_and_prune_drops_entries_no_package_uses() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    let entries = enriched_entries(out.path());
    std::fs::write(&entries[0], b"titlegraph-l1l2-1 0123\n{\"documents\": [").expect("damage an entry");
    std::fs::write(&entries[1], b"not an entry at all").expect("damage another");
    let output = titlegraph().arg("run").arg(input.path()).arg("--out").arg(out.path()).args(["--version", "1.1"]).output().expect("runs");
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stderr).contains("warning: L1/L2 cache entry"), "the damaged entry is reported");
    assert_like_fresh(input.path(), out.path(), &["--version", "1.1"]);

    // The damaged entries were replaced; an entry of a package without a stamp is dropped.
    let orphan = out.path().join(".titlegraph/enriched/no-such-package.l1l2");
    std::fs::copy(&entries[2], &orphan).expect("an orphan entry");
    let output = titlegraph().args(["cache", "prune", "--out"]).arg(out.path()).output().expect("runs");
    assert_eq!(output.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("kept 10 L1/L2 cache entries of the outputs, removed 1"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!orphan.exists());
}

#[test]
fn an_enrich_only_version_switch_fails_documents_without_cached_l0_like_a_fresh_run() {
    let input = samples_copy();
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(input.path(), out.path(), &[]), 0);
    let cache = out.path().join(".titlegraph/l0");
    std::fs::remove_dir_all(&cache).expect("drop the L0 cache");
    std::fs::create_dir_all(&cache).expect("an empty L0 cache");
    let args = ["--enrich-only", "--version", "1.1"];
    assert_eq!(run(input.path(), out.path(), &args), 1, "the L1/L2 entries do not stand in for missing L0 under --enrich-only");
    // The same empty cache: the failure message names its folder.
    let fresh = tempfile::tempdir().expect("temp dir");
    let code = titlegraph()
        .arg("run")
        .arg(input.path())
        .arg("--out")
        .arg(fresh.path())
        .args(["--quiet", "--cache-dir"])
        .arg(&cache)
        .args(args)
        .output()
        .expect("runs");
    assert_eq!(code.status.code(), Some(1));
    let (expected, found) = (responses(fresh.path()), responses(out.path()));
    let differing: Vec<&String> = expected.keys().chain(found.keys()).filter(|k| expected.get(*k) != found.get(*k)).take(10).collect();
    assert!(differing.is_empty(), "differs from a fresh --enrich-only run's: {differing:?}");
}
