//! The built binary over `samples/` and the fixture folders.

#[allow(dead_code)]
mod common;

use common::{assert_same_tree, read_json, repo, run, titlegraph, tree};
use std::path::Path;

#[test]
fn committed_samples_out_is_a_fresh_run_of_samples() {
    let fresh = tempfile::tempdir().expect("temp dir");
    let corrections = repo("samples-corrections");
    let corrections = corrections.to_str().expect("a UTF-8 path");
    assert_eq!(run(&repo("samples"), fresh.path(), &["--corrections", corrections]), 0);
    assert_same_tree(&repo("samples-out"), fresh.path());
}

/// The README's first command writes the default `out/`, which git ignores, so that trying the
/// tool never leaves the repository modified (the job record's times differ on every run).
#[test]
fn the_readme_first_command_leaves_git_status_clean() {
    let readme = std::fs::read_to_string(repo("README.md")).expect("README.md");
    let first = readme.lines().find(|line| line.starts_with("cargo run")).expect("a first command");
    assert!(first.contains("-- run samples") && !first.contains("--out"), "the first command writes the default out/: {first}");
    let in_work_tree = std::process::Command::new("git").arg("-C").arg(repo("")).args(["rev-parse", "--is-inside-work-tree"]).output();
    if !in_work_tree.is_ok_and(|o| o.status.success()) {
        eprintln!("not checked: no git, or {} is not a git work tree", repo("").display());
        return;
    }
    for path in ["out/api/jobs/job-0123456789abcdef.json", "out/api/packages.json", "out/.titlegraph/lock"] {
        let ignored =
            std::process::Command::new("git").arg("-C").arg(repo("")).args(["check-ignore", "--quiet", "--no-index", path]).status();
        assert!(ignored.is_ok_and(|s| s.success()), "git does not ignore {path}: the first command would leave it modified");
    }
}

#[test]
fn output_does_not_depend_on_thread_count() {
    let one = tempfile::tempdir().expect("temp dir");
    let four = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), one.path(), &["--jobs", "1"]), 0);
    assert_eq!(run(&repo("samples"), four.path(), &["--jobs", "4"]), 0);
    assert_same_tree(one.path(), four.path());
}

#[test]
fn output_does_not_depend_on_file_system_order() {
    let copy = tempfile::tempdir().expect("temp dir");
    let mut files: Vec<_> =
        walkdir::WalkDir::new(repo("samples")).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file()).collect();
    files.sort_by(|a, b| b.path().cmp(a.path()));
    for entry in files {
        let relative = entry.path().strip_prefix(repo("samples")).expect("inside samples");
        let target = copy.path().join(relative);
        std::fs::create_dir_all(target.parent().expect("parent")).expect("mkdir");
        std::fs::copy(entry.path(), &target).expect("copy");
    }
    let original = tempfile::tempdir().expect("temp dir");
    let reordered = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), original.path(), &[]), 0);
    assert_eq!(run(copy.path(), reordered.path(), &[]), 0);
    assert_same_tree(original.path(), reordered.path());
}

#[test]
fn broken_packages_are_named_and_the_others_written() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("tests/fixtures/mixed"), out.path(), &[]), 1, "input failures exit 1");
    let errors = std::fs::read_to_string(out.path().join("errors.jsonl")).expect("errors.jsonl");
    for named in [
        "invalid.json: is not valid JSON",
        "not-an-object.json: must hold a JSON object",
        "bad-id.json: package_id \\\"../../etc\\\"",
        "zz-duplicate-of-good.json: package_id \\\"ward-sec9-good\\\" is already used by good.json",
        "document_id \\\"../escape\\\"",
        "already used by document #1 of the same package",
        "\"document_id\":\"ward-sec9-good-0002\",\"stage\":\"input\",\"error\":\"text is empty\"",
        "extraction is not an L0 extraction",
        "path \\\"../good.json\\\" must be a relative path inside the package folder",
        "no-documents.json: documents is missing",
        "document_id \\\"ward-sec9-good-0001\\\" is already used by good.json",
    ] {
        assert!(errors.contains(named), "errors.jsonl does not name {named}:\n{errors}");
    }
    for written in [
        "api/packages/ward-sec9-good/estate-graph.json",
        "api/documents/ward-sec9-good-0001/parties.json",
        "api/documents/exported-0001/parties.json",
        "api/documents/reuses-doc-id-0001/land.json",
        "packages/dirpkg/l2/parties.json",
        "runsheets/ward-sec9-good.csv",
    ] {
        assert!(out.path().join(written).is_file(), "{written} is not written");
    }
    let nothing_escaped = !out.path().join("../escape").exists() && !out.path().join("api/documents/../escape").exists();
    assert!(nothing_escaped);
    let job = read_json(&std::fs::read_dir(out.path().join("api/jobs")).expect("jobs").next().expect("a job").expect("entry").path());
    assert_eq!(job["status"], "failed", "a package failed as a whole");
    assert_eq!(job["counts"]["files_skipped"], 1);
}

#[test]
fn recoverable_problems_are_warnings_on_the_document() {
    let out = tempfile::tempdir().expect("temp dir");
    run(&repo("tests/fixtures/mixed"), out.path(), &[]);
    let documents = read_json(&out.path().join("api/documents.json"));
    let warnings_of = |id: &str| -> String {
        let items = documents["items"].as_array().expect("items");
        let item = items.iter().find(|d| d["document_id"] == id).unwrap_or_else(|| panic!("{id} listed"));
        item["warnings"].to_string()
    };
    assert!(warnings_of("dirpkg-0003").contains("not valid UTF-8"));
    assert!(warnings_of("ward-sec9-good-0003").contains("recorded_date"));
}

#[test]
fn an_exported_extraction_is_analysed_without_l0() {
    let out = tempfile::tempdir().expect("temp dir");
    run(&repo("tests/fixtures/mixed"), out.path(), &["--debug"]);
    let parties = read_json(&out.path().join("api/documents/exported-0001/parties.json"));
    let names: Vec<&str> =
        parties["resolved"]["canonical_parties"].as_array().expect("parties").iter().filter_map(|p| p["canonical_name"].as_str()).collect();
    assert_eq!(names, vec!["HOLLIS R. PEMBERTON", "ODESSA LAND & CATTLE CO"]);
    assert_eq!(parties["extraction_context"]["source"], "input_extraction");
    let graph = read_json(&out.path().join("api/packages/exported/estate-graph.json"));
    assert_eq!(graph["summary"]["fee_estates"], 2, "a root for the grantor and a node for the grantee");
    assert_eq!(graph["dag"]["edges"][0]["kind"], "conveyance");
}

#[test]
fn debug_mode_adds_the_three_debug_fields_and_only_then() {
    let plain = tempfile::tempdir().expect("temp dir");
    let debug = tempfile::tempdir().expect("temp dir");
    run(&repo("tests/fixtures/mixed"), plain.path(), &[]);
    run(&repo("tests/fixtures/mixed"), debug.path(), &["--debug"]);
    let file = "api/documents/ward-sec9-good-0001/dates.json";
    let without = read_json(&plain.path().join(file));
    let with = read_json(&debug.path().join(file));
    for field in ["extraction", "normalized", "extraction_context"] {
        assert!(without.get(field).is_none(), "{field} outside debug mode");
        assert!(with.get(field).is_some(), "{field} missing in debug mode");
    }
    assert_eq!(with["extraction_context"]["extractor_version"], titlegraph::l0::EXTRACTOR_VERSION);
}

#[test]
fn stages_select_the_extraction_files() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), out.path(), &["--stages", "extract_parties,extract_dates"]), 0);
    let document = out.path().join("api/documents/reeves-sec14-blk7-0001");
    assert!(document.join("parties.json").is_file());
    assert!(document.join("dates.json").is_file());
    assert!(!document.join("land.json").exists());
    let files = tree(out.path());
    let job = files.keys().find(|k| k.starts_with("api/jobs/")).expect("job record");
    let job = read_json(&out.path().join(job));
    assert_eq!(job["stages"], serde_json::json!(["markdown", "segmentation", "extract_parties", "extract_dates", "assembly", "runsheet"]));
}

fn refused(args: &[&str], says: &str) {
    let out = tempfile::tempdir().expect("temp dir");
    let target = out.path().join("never");
    let output = titlegraph().arg("run").arg(repo("samples")).arg("--out").arg(&target).args(args).output().expect("runs");
    assert_eq!(output.status.code(), Some(2), "{args:?} should be a usage error");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(says), "{args:?}: stderr does not say {says:?}: {stderr}");
    assert!(!target.exists(), "{args:?} wrote output");
}

#[test]
fn usage_errors_exit_2_and_write_nothing() {
    refused(&["--stages", "extract_everything"], "unknown stage \"extract_everything\"");
    refused(&["--jobs", "0"], "--jobs must be at least 1");
    refused(&["--version", "3.0"], "invalid value '3.0'");
    let missing = titlegraph()
        .args(["run", "/nonexistent/input", "--out"])
        .arg(tempfile::tempdir().expect("dir").path().join("o"))
        .output()
        .expect("runs");
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn output_inside_the_input_is_refused() {
    let input = tempfile::tempdir().expect("temp dir");
    std::fs::copy(repo("tests/fixtures/mixed/exported.json"), input.path().join("exported.json")).expect("copy");
    let output = titlegraph().arg("run").arg(input.path()).arg("--out").arg(input.path().join("out")).output().expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(!Path::new(&input.path().join("out")).exists());
}

#[test]
fn every_matcher_version_writes_its_graph() {
    for version in ["1.0", "1.1", "2.0"] {
        let out = tempfile::tempdir().expect("temp dir");
        assert_eq!(run(&repo("samples"), out.path(), &["--version", version]), 0);
        let graph = read_json(&out.path().join("api/packages/reeves-sec14-blk7/estate-graph.json"));
        assert_eq!(graph["version"], version);
        assert_eq!(graph.get("exploratory_outcomes").is_some(), version == "1.1", "exploratory_outcomes exactly for 1.1");
        let edges = graph["dag"]["edges"].as_array().expect("edges");
        assert!(edges.iter().all(|e| e["matcher"]["version"] == version));
        if version == "1.0" {
            assert!(edges.iter().all(|e| e["matcher"]["gate"].as_str().is_some_and(|g| g.starts_with('L'))), "1.0 records the gate");
        }
    }
}
