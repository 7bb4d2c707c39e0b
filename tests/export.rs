//! `titlegraph export OUT --format jsonl --to DIR`: every response of the tree is a line of its
//! kind's file, exactly; the filter, gzip and the refusals.

#[allow(dead_code)]
mod common;

use common::{repo, run, titlegraph};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;
use titlegraph::api::schema::OutputFile;

fn export(out: &Path, to: &Path, args: &[&str]) -> (i32, String) {
    let output = titlegraph().arg("export").arg(out).args(["--format", "jsonl", "--to"]).arg(to).args(args).output().expect("runs");
    (output.status.code().expect("exit code"), String::from_utf8_lossy(&output.stderr).into_owned())
}

fn lines(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines().map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{}: a line is not JSON: {e}", path.display()))).collect()
}

/// The JSON files of a tree by kind, each parsed, in path order.
fn tree_values(root: &Path) -> BTreeMap<OutputFile, Vec<Value>> {
    let mut values: BTreeMap<OutputFile, Vec<Value>> = BTreeMap::new();
    for entry in walkdir::WalkDir::new(root).sort_by_file_name().into_iter().map(|e| e.expect("walk")) {
        let relative = entry.path().strip_prefix(root).expect("inside").to_string_lossy().replace('\\', "/");
        if !entry.file_type().is_file() || relative.starts_with(".titlegraph/") {
            continue;
        }
        if let Some(kind) = OutputFile::of_path(&relative) {
            let text = std::fs::read_to_string(entry.path()).expect("read");
            let parsed: Vec<Value> = match kind {
                OutputFile::ErrorLine => text.lines().map(|l| serde_json::from_str(l).expect("JSON line")).collect(),
                _ => vec![serde_json::from_str(&text).expect("JSON file")],
            };
            values.entry(kind).or_default().extend(parsed);
        }
    }
    values
}

fn sorted(values: &[Value]) -> Vec<String> {
    let mut encoded: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    encoded.sort();
    encoded
}

/// Every response of `out` is exactly one line of its kind's file in `to`, and nothing else is.
fn assert_exported_whole(out: &Path, to: &Path) {
    let values = tree_values(out);
    for (kind, in_tree) in &values {
        let exported = lines(&to.join(format!("{}.jsonl", kind.name())));
        match kind {
            OutputFile::PackageList => assert_eq!(exported, in_tree[0]["packages"].as_array().expect("packages").clone(), "packages.jsonl"),
            OutputFile::DocumentList => assert_eq!(exported, in_tree[0]["items"].as_array().expect("items").clone(), "documents.jsonl"),
            _ => assert_eq!(sorted(&exported), sorted(in_tree), "{}.jsonl holds exactly the tree's {} files", kind.name(), kind.name()),
        }
    }
    assert_eq!(std::fs::read(to.join("summary.csv")).expect("summary"), std::fs::read(out.join("summary.csv")).expect("summary"));
    let mut expected = 0;
    for entry in std::fs::read_dir(out.join("runsheets")).expect("runsheets") {
        expected += std::fs::read_to_string(entry.expect("entry").path()).expect("read").lines().count() - 1;
    }
    let runsheets = std::fs::read_to_string(to.join("runsheets.csv")).expect("runsheets.csv");
    assert!(runsheets.starts_with("package_id,date,date_source,"), "{runsheets}");
    assert_eq!(csv::Reader::from_reader(runsheets.as_bytes()).records().count(), expected, "every runsheet row, once");
}

#[test]
fn every_response_is_one_line_of_its_kind_exactly_as_the_tree_holds_it() {
    for (input, status) in [("samples", 0), ("tests/fixtures/mixed", 1)] {
        let out = tempfile::tempdir().expect("temp dir");
        assert_eq!(run(&repo(input), out.path(), &["--version", "1.1"]), status);
        let to = tempfile::tempdir().expect("temp dir");
        let (status, said) = export(out.path(), to.path(), &[]);
        assert_eq!(status, 0, "{said}");
        assert!(said.contains("titlegraph: exported "), "{said}");
        assert_exported_whole(out.path(), to.path());
        let names: Vec<String> =
            std::fs::read_dir(to.path()).expect("list").map(|e| e.expect("e").file_name().to_string_lossy().into_owned()).collect();
        assert_eq!(names.len(), 16, "thirteen JSON Lines files, errors.jsonl and two CSVs, no temporary left: {names:?}");
    }
}

#[test]
fn packages_filter_keeps_only_their_lines_and_rows() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("tests/fixtures/mixed"), out.path(), &[]), 1);
    let all = tempfile::tempdir().expect("temp dir");
    assert_eq!(export(out.path(), all.path(), &[]).0, 0);
    let packages: Vec<String> =
        lines(&all.path().join("packages.jsonl")).iter().map(|p| p["package_id"].as_str().expect("id").to_string()).collect();
    assert!(packages.len() >= 2);
    let chosen = &packages[..2];
    let list = tempfile::NamedTempFile::new().expect("temp file");
    std::fs::write(list.path(), format!("{}\n\n", chosen[1])).expect("write");
    let some = tempfile::tempdir().expect("temp dir");
    let (status, said) =
        export(out.path(), some.path(), &["--packages", &chosen[0], "--packages-from", list.path().to_str().expect("UTF-8")]);
    assert_eq!(status, 0, "{said}");

    for kind in ["packages", "package-detail", "documents", "errors", "parties", "estate-graph"] {
        let kept: Vec<Value> = lines(&all.path().join(format!("{kind}.jsonl")))
            .into_iter()
            .filter(|v| chosen.iter().any(|id| v["package_id"] == **id))
            .collect();
        assert_eq!(lines(&some.path().join(format!("{kind}.jsonl"))), kept, "{kind}.jsonl holds the chosen packages' lines, in order");
    }
    let summary = std::fs::read_to_string(some.path().join("summary.csv")).expect("summary");
    assert_eq!(summary.lines().count(), 3, "the header and two rows: {summary}");
    let runsheets = std::fs::read_to_string(some.path().join("runsheets.csv")).expect("runsheets");
    assert!(runsheets.lines().skip(1).all(|row| chosen.iter().any(|id| row.starts_with(&format!("{id},")))), "{runsheets}");
}

#[test]
fn gzip_holds_the_same_bytes_compressed() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
    let (plain, gzip) = (tempfile::tempdir().expect("temp dir"), tempfile::tempdir().expect("temp dir"));
    assert_eq!(export(out.path(), plain.path(), &[]).0, 0);
    assert_eq!(export(out.path(), gzip.path(), &["--gzip"]).0, 0);
    let mut compared = 0;
    for entry in std::fs::read_dir(plain.path()).expect("list") {
        let name = entry.expect("entry").file_name().to_string_lossy().into_owned();
        let compressed = std::fs::read(gzip.path().join(format!("{name}.gz"))).unwrap_or_else(|e| panic!("{name}.gz: {e}"));
        let mut unpacked = Vec::new();
        flate2::read::GzDecoder::new(compressed.as_slice()).read_to_end(&mut unpacked).expect("valid gzip");
        assert_eq!(unpacked, std::fs::read(plain.path().join(&name)).expect("plain"), "{name}");
        compared += 1;
    }
    assert_eq!(compared, 16);
}

#[test]
fn what_cannot_be_exported_is_refused_with_exit_2() {
    let out = tempfile::tempdir().expect("temp dir");
    assert_eq!(run(&repo("samples"), out.path(), &[]), 0);
    let to = tempfile::tempdir().expect("temp dir");
    let (status, said) = export(out.path(), to.path(), &["--packages", "reeves-sec14-blk7,no-such-package"]);
    assert_eq!(status, 2);
    assert!(said.contains("holds no package no-such-package"), "{said}");
    let (status, said) = export(out.path(), &out.path().join("export"), &[]);
    assert_eq!(status, 2);
    assert!(said.contains("lies inside the output folder"), "{said}");
    let (status, said) = export(&repo("samples"), to.path(), &[]);
    assert_eq!(status, 2);
    assert!(said.contains("is not a titlegraph output folder"), "{said}");
    assert_eq!(std::fs::read_dir(to.path()).expect("list").count(), 0, "nothing written");
}
