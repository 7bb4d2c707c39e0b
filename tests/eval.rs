//! The measuring instrument measured: a synthetic corpus is deterministic, a real run over it
//! is scored, a perfect output scores 1 everywhere, and each kind of wrong output (a dropped
//! party, a shifted date, a merged L2 cluster, a deleted edge, a missing file) lowers exactly
//! the metric that should see it.

#[allow(dead_code)]
mod common;

use common::{titlegraph, tree};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::Path;
use titlegraph::eval::evaluate;
use titlegraph::eval::report::EvalReport;
use titlegraph::synth::truth::PackageTruth;

fn synth(out: &Path, seed: u64, packages: usize, noise: u8) {
    let status = titlegraph()
        .args(["synth", "--seed", &seed.to_string(), "--packages", &packages.to_string(), "--noise", &noise.to_string(), "--out"])
        .arg(out)
        .output()
        .expect("titlegraph synth runs")
        .status;
    assert!(status.success(), "synth failed: {status}");
}

fn truths(corpus: &Path) -> Vec<PackageTruth> {
    std::fs::read_to_string(corpus.join("truth.jsonl"))
        .expect("truth.jsonl")
        .lines()
        .map(|line| serde_json::from_str(line).expect("a package truth"))
        .collect()
}

fn write(path: &Path, value: &Value) {
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, serde_json::to_vec_pretty(value).expect("json")).expect("write");
}

fn envelope(resolved: Value) -> Value {
    json!({ "status": "completed", "resolved": resolved })
}

/// The output tree a perfect pipeline would write for the corpus.
fn perfect_output(truths: &[PackageTruth], out: &Path) {
    for package in truths {
        let mut clusters: BTreeMap<&str, Vec<Value>> = BTreeMap::new();
        for document in &package.documents {
            let base = out.join("api").join("documents").join(&document.document_id);
            let parties: Vec<Value> = package
                .parties
                .iter()
                .filter(|p| p.document_id == document.document_id)
                .enumerate()
                .map(|(i, p)| {
                    clusters.entry(&p.person).or_default().push(json!({ "document_id": p.document_id, "party_id": format!("p{i}"), "name": p.name, "role": p.role }));
                    json!({ "party_id": format!("p{i}"), "canonical_name": p.name, "role": p.role, "entity_type": "person", "mentions": [p.name] })
                })
                .collect();
            write(&base.join("parties.json"), &envelope(json!({ "canonical_parties": parties })));
            write(&base.join("dates.json"), &envelope(json!({ "governing_date": document.governing_date })));
            write(&base.join("land.json"), &envelope(json!({ "canonical_tracts": document.tracts })));
            write(&base.join("doc_type.json"), &envelope(json!({ "doc_category": document.doc_category })));
            write(&base.join("conveyance.json"), &envelope(json!({ "conveys_fee": document.conveys_fee })));
        }
        let clusters: Vec<Value> =
            clusters.into_iter().map(|(person, members)| json!({ "cluster_id": person, "members": members })).collect();
        write(
            &out.join("packages").join(&package.package_id).join("l2").join("parties.json"),
            &json!({ "package_id": package.package_id, "clusters": clusters }),
        );
        let mut nodes = Vec::new();
        let mut edges = Vec::new();
        for (i, link) in package.links.iter().enumerate() {
            nodes.push(json!({ "id": format!("from{i}"), "document_id": link.from_document }));
            nodes.push(json!({ "id": format!("to{i}"), "document_id": link.to_document }));
            edges.push(
                json!({ "id": format!("e{i}"), "from": format!("from{i}"), "to": format!("to{i}"), "estate_type": link.estate_type }),
            );
        }
        let gaps: Vec<Value> =
            package.gaps.iter().map(|g| json!({ "kind": g.kind, "document_id": g.document_id, "estate_type": g.estate_type })).collect();
        let graph = json!({ "package_id": package.package_id, "version": "2.0", "dag": { "nodes": nodes, "edges": edges, "gaps": gaps }, "summary": package.summary });
        write(&out.join("api").join("packages").join(&package.package_id).join("estate-graph.json"), &graph);
    }
}

fn read(path: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(path).expect("read")).expect("json")
}

/// A corpus with its perfect output; every mutation test starts from a fresh copy.
struct Fixture {
    _dir: tempfile::TempDir,
    corpus: std::path::PathBuf,
    out: std::path::PathBuf,
    truths: Vec<PackageTruth>,
}

fn fixture() -> Fixture {
    let dir = tempfile::tempdir().expect("temp dir");
    let corpus = dir.path().join("corpus");
    let out = dir.path().join("out");
    synth(&corpus, 42, 12, 0);
    let truths = truths(&corpus);
    perfect_output(&truths, &out);
    Fixture { _dir: dir, corpus, out, truths }
}

impl Fixture {
    fn score(&self) -> EvalReport {
        evaluate(&self.corpus.join("truth.jsonl"), &self.out).expect("eval runs")
    }
}

#[test]
fn same_seed_writes_the_same_bytes_and_another_seed_does_not() {
    let (a, b, c) = (tempfile::tempdir().expect("dir"), tempfile::tempdir().expect("dir"), tempfile::tempdir().expect("dir"));
    synth(a.path(), 7, 8, 2);
    synth(b.path(), 7, 8, 2);
    synth(c.path(), 8, 8, 2);
    assert_eq!(tree(a.path()), tree(b.path()));
    assert_ne!(tree(a.path()).get("truth.jsonl"), tree(c.path()).get("truth.jsonl"));
}

#[test]
fn the_corpus_covers_the_domain() {
    let dir = tempfile::tempdir().expect("dir");
    synth(dir.path(), 3, 60, 0);
    let truths = truths(dir.path());
    let categories: std::collections::BTreeSet<String> =
        truths.iter().flat_map(|p| p.documents.iter().map(|d| d.doc_category.as_str().to_string())).collect();
    for category in [
        "patent",
        "warranty_deed",
        "mineral_deed",
        "royalty_deed",
        "oil_gas_lease",
        "lease_assignment",
        "lease_release",
        "affidavit_of_heirship",
        "probate",
        "deed_of_trust",
        "right_of_way",
    ] {
        assert!(categories.contains(category), "no {category} in {categories:?}");
    }
    assert!(
        truths
            .iter()
            .any(|p| !p.removed.is_empty() && p.gaps.iter().any(|g| g.kind == titlegraph::api::estate_graph::GapKind::UnlinkedGrantor))
    );
    assert!(truths.iter().any(|p| p.gaps.iter().any(|g| g.kind == titlegraph::api::estate_graph::GapKind::UnreleasedLease)));
    assert!(truths.iter().flat_map(|p| &p.parties).any(|p| p.name.ends_with(" JR")));
    let systems: std::collections::BTreeSet<String> =
        truths.iter().flat_map(|p| &p.documents).flat_map(|d| &d.tracts).map(|t| format!("{:?}", t.system)).collect();
    assert_eq!(systems.len(), 3, "{systems:?}");
}

#[test]
fn a_run_over_a_generated_corpus_is_scored() {
    let dir = tempfile::tempdir().expect("dir");
    let (corpus, out) = (dir.path().join("corpus"), dir.path().join("out"));
    synth(&corpus, 11, 6, 1);
    assert_eq!(common::run(&corpus, &out, &[]), 0);
    let output = titlegraph()
        .arg("eval")
        .arg("--truth")
        .arg(corpus.join("truth.jsonl"))
        .arg("--out")
        .arg(&out)
        .arg("--json")
        .output()
        .expect("eval runs");
    assert!(output.status.success());
    let report: Value = serde_json::from_slice(&output.stdout).expect("eval --json prints JSON");
    let documents: u64 = truths(&corpus).iter().map(|p| p.documents.len() as u64).sum();
    assert_eq!(report["documents"], json!(documents));
    assert_eq!(report["documents_missing_or_unreadable"], json!(0));
    for metric in ["doc_category", "governing_date", "summary_exact"] {
        let accuracy = report[metric]["accuracy"].as_f64().expect("an accuracy");
        assert!((0.0..=1.0).contains(&accuracy), "{metric} {accuracy}");
    }
    assert!(report["tracts"]["matched"].as_u64().expect("tract counts") > 0, "the pipeline reads some land: {report}");
}

#[test]
fn a_corpus_with_true_extractions_skips_l0_and_scores_l0_perfect() {
    let dir = tempfile::tempdir().expect("dir");
    let (corpus, out) = (dir.path().join("corpus"), dir.path().join("out"));
    let status = titlegraph()
        .args(["synth", "--seed", "11", "--packages", "6", "--noise", "2", "--true-extraction", "--out"])
        .arg(&corpus)
        .output()
        .expect("titlegraph synth runs")
        .status;
    assert!(status.success());
    let package: Value = read(&corpus.join("synth-11-000000.json"));
    assert!(package["documents"].as_array().expect("documents").iter().all(|d| d["extraction"]["parties"].is_object()));
    assert_eq!(common::run(&corpus, &out, &["--debug"]), 0);
    let id = package["documents"][0]["document_id"].as_str().expect("an id");
    let parties = read(&out.join("api").join("documents").join(id).join("parties.json"));
    assert_eq!(parties["extraction_context"]["source"], json!("input_extraction"), "L0 did not run");
    let report = evaluate(&corpus.join("truth.jsonl"), &out).expect("scored");
    for accuracy in [report.doc_category, report.conveys_fee, report.governing_date] {
        assert_eq!(accuracy.accuracy, 1.0, "{report}");
    }
    for scores in [report.parties, report.tracts] {
        assert_eq!((scores.precision, scores.recall), (1.0, 1.0), "{report}");
    }
}

#[test]
fn a_perfect_output_scores_one_everywhere() {
    let fixture = fixture();
    let report = fixture.score();
    assert!(report.links.gold > 0 && report.gaps.gold > 0 && report.l2_pairwise.gold > 0);
    for accuracy in [report.doc_category, report.conveys_fee, report.governing_date, report.summary_exact] {
        assert_eq!(accuracy.accuracy, 1.0, "{report}");
    }
    for scores in [report.parties, report.tracts, report.l2_pairwise, report.links, report.gaps] {
        assert_eq!((scores.precision, scores.recall), (1.0, 1.0), "{report}");
    }
    assert_eq!((report.l2_bcubed.precision, report.l2_bcubed.recall), (1.0, 1.0));
}

#[test]
fn a_dropped_party_lowers_party_recall() {
    let fixture = fixture();
    let document = &fixture.truths[0].documents[0];
    let path = fixture.out.join("api/documents").join(&document.document_id).join("parties.json");
    let mut parties = read(&path);
    parties["resolved"]["canonical_parties"].as_array_mut().expect("parties").pop();
    write(&path, &parties);
    let report = fixture.score();
    assert!(report.parties.recall < 1.0 && report.parties.f1 < 1.0, "{report}");
    assert_eq!(report.parties.precision, 1.0);
}

#[test]
fn a_shifted_date_lowers_date_accuracy() {
    let fixture = fixture();
    let document = &fixture.truths[0].documents[1];
    let path = fixture.out.join("api/documents").join(&document.document_id).join("dates.json");
    let shifted = format!("{}-01-01", &document.governing_date[..4]);
    let shifted = if shifted == document.governing_date { format!("{}-12-31", &document.governing_date[..4]) } else { shifted };
    write(&path, &envelope(json!({ "governing_date": shifted })));
    let report = fixture.score();
    assert_eq!(report.governing_date.right + 1, report.governing_date.scored, "{report}");
    assert_eq!(report.doc_category.accuracy, 1.0);
}

#[test]
fn a_merged_cluster_lowers_l2_precision() {
    let fixture = fixture();
    let package = &fixture.truths[0];
    let path = fixture.out.join("packages").join(&package.package_id).join("l2/parties.json");
    let mut l2 = read(&path);
    let clusters = l2["clusters"].as_array_mut().expect("clusters");
    assert!(clusters.len() >= 2);
    let second = clusters.remove(1);
    clusters[0]["members"].as_array_mut().expect("members").extend(second["members"].as_array().expect("members").iter().cloned());
    write(&path, &l2);
    let report = fixture.score();
    assert!(report.l2_pairwise.precision < 1.0 && report.l2_bcubed.precision < 1.0, "{report}");
    assert_eq!(report.l2_pairwise.recall, 1.0);
    assert_eq!(report.l2_bcubed.recall, 1.0);
}

#[test]
fn a_deleted_edge_lowers_link_recall_and_the_summary() {
    let fixture = fixture();
    let package = fixture.truths.iter().find(|p| !p.links.is_empty()).expect("a package with links");
    let path = fixture.out.join("api/packages").join(&package.package_id).join("estate-graph.json");
    let mut graph = read(&path);
    graph["dag"]["edges"].as_array_mut().expect("edges").pop();
    graph["summary"]["edges"] = json!(package.summary.edges - 1);
    write(&path, &graph);
    let report = fixture.score();
    assert!(report.links.recall < 1.0 && report.links.precision == 1.0, "{report}");
    assert_eq!(report.summary_exact.right + 1, report.summary_exact.scored);
}

#[test]
fn a_missing_or_unreadable_file_counts_as_wrong() {
    let fixture = fixture();
    let document = &fixture.truths[0].documents[0];
    std::fs::remove_file(fixture.out.join("api/documents").join(&document.document_id).join("land.json")).expect("remove");
    let package = &fixture.truths[1];
    std::fs::write(fixture.out.join("api/packages").join(&package.package_id).join("estate-graph.json"), b"{ not json").expect("write");
    let report = fixture.score();
    assert_eq!(report.documents_missing_or_unreadable, 1);
    assert!(report.doc_category.accuracy < 1.0 && report.parties.recall < 1.0 && report.tracts.recall < 1.0, "{report}");
    assert!(report.summary_exact.accuracy < 1.0);
    assert!(package.links.is_empty() || report.links.recall < 1.0);
}

#[test]
fn a_bad_truth_file_is_an_error_not_a_score() {
    let dir = tempfile::tempdir().expect("dir");
    let truth = dir.path().join("truth.jsonl");
    std::fs::write(&truth, "{\"package_id\": 3}\n").expect("write");
    assert!(evaluate(&truth, dir.path()).is_err());
    assert!(evaluate(&dir.path().join("absent.jsonl"), dir.path()).is_err());
    let status = titlegraph().arg("eval").arg("--truth").arg(&truth).arg("--out").arg(dir.path()).output().expect("eval runs").status;
    assert!(!status.success());
}
