//! Sharded runs, `merge` and `diff`, through the built binary: N shards plus a merge give the
//! bytes of one run, and every command's exit status is what an orchestrator acts on.

#[allow(dead_code)]
mod common;

use common::{assert_same_tree, read_json, repo, run, titlegraph};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Runs every shard of `input` into its own folder under `parent`; returns the folders. A
/// shard exits 1 only when its own share has an input failure, so with `whole_exit` 1 each
/// shard may exit 0 or 1 and at least one exits 1.
fn run_shards(input: &Path, parent: &Path, count: u32, whole_exit: i32) -> Vec<PathBuf> {
    let mut exits = Vec::new();
    let folders = (1..=count)
        .map(|k| {
            let out = parent.join(format!("shard-{k}"));
            exits.push(run(input, &out, &["--shard", &format!("{k}/{count}")]));
            out
        })
        .collect();
    assert!(exits.iter().all(|&code| code == 0 || code == whole_exit), "shard exits {exits:?}");
    assert_eq!(exits.iter().copied().max(), Some(whole_exit), "shard exits {exits:?}");
    folders
}

fn merge(shards: &[PathBuf], out: &Path) -> std::process::Output {
    titlegraph().arg("merge").args(shards.iter().rev()).arg("--out").arg(out).output().expect("merge runs")
}

fn listed_packages(out: &Path) -> Vec<String> {
    read_json(&out.join("api/packages.json"))["packages"]
        .as_array()
        .expect("packages array")
        .iter()
        .map(|p| p["package_id"].as_str().expect("package_id").to_string())
        .collect()
}

/// Four shards plus a merge equal one run, every file, the job record's times aside; the
/// shards' shares are disjoint and together the whole.
fn assert_shards_merge_to_one_run(input: &Path, expected_exit: i32) {
    let work = tempfile::tempdir().expect("temp dir");
    let whole = work.path().join("whole");
    assert_eq!(run(input, &whole, &[]), expected_exit);
    let shards = run_shards(input, work.path(), 4, expected_exit);
    let merged = work.path().join("merged");
    let output = merge(&shards, &merged);
    assert_eq!(output.status.code(), Some(expected_exit), "merge: {}", String::from_utf8_lossy(&output.stderr));
    assert_same_tree(&whole, &merged);

    let mut seen = BTreeSet::new();
    for shard in &shards {
        for id in listed_packages(shard) {
            assert!(seen.insert(id.clone()), "{id} is in two shards");
        }
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), listed_packages(&whole));
}

#[test]
fn four_shards_and_a_merge_are_one_run_over_the_samples() {
    assert_shards_merge_to_one_run(&repo("samples"), 0);
}

#[test]
fn four_shards_and_a_merge_are_one_run_over_broken_input() {
    // Duplicate ids, sources without a usable id and a skipped file: each reported once.
    assert_shards_merge_to_one_run(&repo("tests/fixtures/mixed"), 1);
}

#[test]
fn four_shards_and_a_merge_are_one_run_over_a_generated_corpus() {
    let corpus = tempfile::tempdir().expect("temp dir");
    let status = titlegraph()
        .args(["synth", "--seed", "61", "--packages", "24", "--noise", "1", "--docs-per-package", "6", "--out"])
        .arg(corpus.path())
        .output()
        .expect("synth runs");
    assert!(status.status.success());
    assert_shards_merge_to_one_run(corpus.path(), 0);
}

#[test]
fn shard_auto_reads_each_orchestrator() {
    let work = tempfile::tempdir().expect("temp dir");
    let explicit = work.path().join("explicit");
    assert_eq!(run(&repo("samples"), &explicit, &["--shard", "2/3"]), 0);
    let environments: [&[(&str, &str)]; 3] = [
        &[("JOB_COMPLETION_INDEX", "1"), ("TITLEGRAPH_SHARD_COUNT", "3")],
        &[("SLURM_ARRAY_TASK_ID", "2"), ("SLURM_ARRAY_TASK_MIN", "1"), ("SLURM_ARRAY_TASK_COUNT", "3")],
        &[("AWS_BATCH_JOB_ARRAY_INDEX", "1"), ("AWS_BATCH_JOB_ARRAY_SIZE", "3")],
    ];
    for (n, environment) in environments.iter().enumerate() {
        let out = work.path().join(format!("auto-{n}"));
        let mut command = titlegraph();
        command.arg("run").arg(repo("samples")).arg("--out").arg(&out).args(["--quiet", "--shard", "auto"]);
        for variable in
            ["JOB_COMPLETION_INDEX", "TITLEGRAPH_SHARD_COUNT", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "AWS_BATCH_JOB_ARRAY_INDEX"]
        {
            command.env_remove(variable);
        }
        command.envs(environment.iter().copied());
        let output = command.output().expect("runs");
        assert_eq!(output.status.code(), Some(0), "{environment:?}: {}", String::from_utf8_lossy(&output.stderr));
        assert_same_tree(&explicit, &out);
    }
}

fn refused_shard(value: &str, environment: &[(&str, &str)], says: &str) {
    let work = tempfile::tempdir().expect("temp dir");
    let out = work.path().join("never");
    let mut command = titlegraph();
    command.arg("run").arg(repo("samples")).arg("--out").arg(&out).args(["--shard", value]);
    for variable in ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "AWS_BATCH_JOB_ARRAY_INDEX"] {
        command.env_remove(variable);
    }
    let output = command.envs(environment.iter().copied()).output().expect("runs");
    assert_eq!(output.status.code(), Some(2), "--shard {value} {environment:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains(says), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(!out.exists(), "a refused shard wrote output");
}

#[test]
fn a_bad_or_missing_shard_is_a_usage_error() {
    refused_shard("5/4", &[], "1 <= K <= N");
    refused_shard("auto", &[], "found no orchestrator");
    refused_shard("auto", &[("JOB_COMPLETION_INDEX", "0")], "TITLEGRAPH_SHARD_COUNT is not set");
    refused_shard("auto", &[("AWS_BATCH_JOB_ARRAY_INDEX", "x"), ("AWS_BATCH_JOB_ARRAY_SIZE", "2")], "is not a whole number");
}

#[test]
fn merge_refuses_an_incomplete_or_unsafe_shard_set() {
    let work = tempfile::tempdir().expect("temp dir");
    let shards = run_shards(&repo("samples"), work.path(), 3, 0);
    let cases: [(Vec<PathBuf>, PathBuf, &str); 4] = [
        (shards[..2].to_vec(), work.path().join("m1"), "shard(s) 3/3 missing"),
        (shards.clone(), shards[0].clone(), "overlaps the shard output"),
        (shards.clone(), shards[1].join("inside"), "overlaps the shard output"),
        (vec![shards[0].clone(), shards[0].clone(), shards[1].clone(), shards[2].clone()], work.path().join("m2"), "are both shard 1/3"),
    ];
    for (inputs, out, says) in cases {
        let output = merge(&inputs, &out);
        assert_eq!(output.status.code(), Some(2), "{says}");
        assert!(String::from_utf8_lossy(&output.stderr).contains(says), "{}", String::from_utf8_lossy(&output.stderr));
    }
    let whole = work.path().join("whole");
    assert_eq!(run(&repo("samples"), &whole, &[]), 0);
    assert_eq!(merge(&[whole], &work.path().join("m3")).status.code(), Some(2), "a whole run is not a shard");
}

#[cfg(unix)]
#[test]
fn merge_does_not_follow_a_link_out_of_a_shard() {
    let work = tempfile::tempdir().expect("temp dir");
    let shards = run_shards(&repo("samples"), work.path(), 2, 0);
    let outside = work.path().join("outside");
    std::fs::create_dir_all(&outside).expect("mkdir");
    let runsheets = shards[0].join("runsheets");
    for entry in std::fs::read_dir(&runsheets).expect("runsheets") {
        let entry = entry.expect("entry");
        std::fs::write(outside.join(entry.file_name()), "not a runsheet").expect("write");
    }
    std::fs::remove_dir_all(&runsheets).expect("remove");
    std::os::unix::fs::symlink(&outside, &runsheets).expect("link");
    let merged = work.path().join("merged");
    let output = merge(&shards, &merged);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("symbolic link"));
}

/// A package file with the given package id and documents, each a one-line deed.
fn package(id: &str, documents: &[&str]) -> String {
    let documents: Vec<serde_json::Value> = documents
        .iter()
        .map(|d| serde_json::json!({"document_id": d, "text": "WARRANTY DEED\n\nADA BAKER conveys to CARL DUNN all of Section 4, Block 7, Ward County, Texas.\n"}))
        .collect();
    serde_json::json!({"package_id": id, "documents": documents}).to_string()
}

#[test]
fn merge_names_ids_that_two_shards_both_wrote() {
    // Same paths (so the same job), but the document ward-d1 moves from ward-a (shard 1 of 2)
    // to ward-b (shard 2 of 2) between the two shards' runs: the shards do not form one run.
    let work = tempfile::tempdir().expect("temp dir");
    let (monday, tuesday) = (work.path().join("monday"), work.path().join("tuesday"));
    for (input, a, b) in [(&monday, ["ward-d1"], ["ward-d2"]), (&tuesday, ["ward-d3"], ["ward-d1"])] {
        std::fs::create_dir_all(input).expect("mkdir");
        std::fs::write(input.join("a.json"), package("ward-a", &a)).expect("write");
        std::fs::write(input.join("b.json"), package("ward-b", &b)).expect("write");
    }
    let first = work.path().join("first");
    let second = work.path().join("second");
    assert_eq!(run(&monday, &first, &["--shard", "1/2"]), 0);
    assert_eq!(run(&tuesday, &second, &["--shard", "2/2"]), 0);
    let merged = work.path().join("merged");
    let output = merge(&[first, second], &merged);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("document ward-d1 in shards 1/2 and 2/2"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!merged.exists(), "nothing is merged when ids collide");
}

fn diff(a: &Path, b: &Path) -> (i32, String, String) {
    let output = titlegraph().arg("diff").arg(a).arg(b).output().expect("diff runs");
    (
        output.status.code().expect("exit code"),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

const HEADER: &str = "package_id,document_id,change,item,before,after\n";

#[test]
fn diff_of_equal_runs_is_empty_and_debug_fields_are_no_difference() {
    let work = tempfile::tempdir().expect("temp dir");
    let (plain, debug) = (work.path().join("plain"), work.path().join("debug"));
    assert_eq!(run(&repo("samples"), &plain, &[]), 0);
    assert_eq!(run(&repo("samples"), &debug, &["--debug"]), 0);
    let (code, csv, summary) = diff(&plain, &debug);
    assert_eq!((code, csv.as_str()), (0, HEADER), "{summary}");
    assert!(summary.contains("no differences (10 packages)"));
}

#[test]
fn diff_of_two_matcher_versions_names_edges_and_gaps_by_identity() {
    let work = tempfile::tempdir().expect("temp dir");
    let (old, new) = (work.path().join("v11"), work.path().join("v20"));
    assert_eq!(run(&repo("samples"), &old, &["--version", "1.1"]), 0);
    assert_eq!(run(&repo("samples"), &new, &["--version", "2.0"]), 0);
    let (code, csv, summary) = diff(&old, &new);
    assert_eq!(code, 1, "{summary}");
    assert!(csv.starts_with(HEADER));
    let rows: Vec<Vec<String>> =
        csv::Reader::from_reader(csv.as_bytes()).records().map(|r| r.expect("row").iter().map(str::to_string).collect()).collect();
    assert!(rows.iter().any(|r| r[2] == "edge_added" || r[2] == "edge_removed"), "{csv}");
    for row in rows.iter().filter(|r| r[2].starts_with("edge_")) {
        // estate type, tract, instrument, from-owner -> to-owner, kind: no node ids.
        let parts: Vec<&str> = row[3].split(' ').collect();
        assert_eq!(parts.len(), 7, "{row:?}");
        assert!(parts[4] == "->" && parts[1].starts_with("tract-") && !row[3].contains('@'), "{row:?}");
    }
    let sorted = rows.windows(2).all(|w| w[0][0] <= w[1][0]);
    assert!(sorted, "rows sorted by package_id");
    assert!(summary.contains("edges: +"), "{summary}");
}

#[test]
fn diff_names_changed_extractions_and_packages_added_and_removed() {
    let work = tempfile::tempdir().expect("temp dir");
    let input = work.path().join("input");
    std::fs::create_dir_all(&input).expect("mkdir");
    std::fs::write(input.join("a.json"), package("ward-a", &["ward-a1"])).expect("write");
    let before = work.path().join("before");
    assert_eq!(run(&input, &before, &[]), 0);
    std::fs::remove_file(input.join("a.json")).expect("remove");
    std::fs::write(input.join("b.json"), package("ward-b", &["ward-b1"])).expect("write");
    let after = work.path().join("after");
    assert_eq!(run(&input, &after, &[]), 0);
    let (code, csv, _) = diff(&before, &after);
    assert_eq!(code, 1);
    assert_eq!(csv, format!("{HEADER}ward-a,,package_removed,,completed,\nward-b,,package_added,,,completed\n"));

    let without_dates = work.path().join("without-dates");
    let stages = "extract_parties,extract_land_description,extract_conveyance,extract_document_classification";
    assert_eq!(run(&input, &without_dates, &["--stages", stages]), 0);
    let (code, csv, _) = diff(&after, &without_dates);
    assert_eq!(code, 1);
    assert!(csv.lines().any(|l| l.starts_with("ward-b,ward-b1,extraction_changed,dates,\"{")), "{csv}");
}

#[test]
fn diff_of_a_folder_that_is_not_an_output_is_a_usage_error() {
    let work = tempfile::tempdir().expect("temp dir");
    let out = work.path().join("out");
    assert_eq!(run(&repo("samples"), &out, &[]), 0);
    let (code, csv, message) = diff(&out, &repo("samples"));
    assert_eq!((code, csv.as_str()), (2, ""));
    assert!(message.contains("is not a titlegraph output folder"), "{message}");
}

#[test]
fn an_output_that_cannot_be_written_exits_3() {
    let work = tempfile::tempdir().expect("temp dir");
    let blocker = work.path().join("a-file");
    std::fs::write(&blocker, "in the way").expect("write");
    assert_eq!(run(&repo("samples"), &blocker.join("out"), &[]), 3, "run");
    let shards = run_shards(&repo("samples"), work.path(), 2, 0);
    assert_eq!(merge(&shards, &blocker.join("merged")).status.code(), Some(3), "merge");
    let csv =
        titlegraph().arg("diff").arg(&shards[0]).arg(&shards[1]).arg("--csv").arg(blocker.join("changes.csv")).output().expect("runs");
    assert_eq!(csv.status.code(), Some(3), "diff");
}
