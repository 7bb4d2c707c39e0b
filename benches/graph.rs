//! L2 and L3 on one large package: 5,000 instruments from ten simulated 500-instrument
//! histories, merged into one package as a large unit's record would be. L0 and L1 run first,
//! untimed; then L2 clustering and the estate graph of each matcher are timed, and the examiner's
//! report of the matcher 2.0 graph (its chains laid out and drawn, the page, the DOT graph).
//! Prints figures; asserts nothing about time.
//!
//!     cargo bench --bench graph

use std::collections::BTreeMap;
use std::time::Instant;
use titlegraph::api::packages::PackageDetail;
use titlegraph::input::Recording;
use titlegraph::l1::ResolvedDocument;
use titlegraph::l2::{self, DocumentParties};
use titlegraph::l3::{self, GraphDocument, GraphOptions, matcher};
use titlegraph::output::report::dot::estate_graph_dot;
use titlegraph::output::report::page::{PackageReport, package_page};
use titlegraph::pipeline::Instrument;
use titlegraph::synth::{SynthOptions, generate};

fn main() {
    let folder = tempfile::tempdir().expect("temp dir");
    let options = SynthOptions {
        seed: 5,
        packages: 10,
        out: folder.path().to_path_buf(),
        noise: 1,
        documents_per_package: 500,
        true_extraction: false,
    };
    generate(&options).expect("generate the corpus");
    let mut documents: Vec<(String, ResolvedDocument)> = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(folder.path()).expect("list").filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for path in paths.iter().filter(|p| p.extension().is_some_and(|e| e == "json")) {
        let package: serde_json::Value = serde_json::from_slice(&std::fs::read(path).expect("read")).expect("json");
        for document in package["documents"].as_array().expect("documents") {
            let text = document["text"].as_str().expect("text");
            let raw = titlegraph::l0::extract(&Instrument::from_raw(text));
            let recording = Recording::default();
            documents.push((document["document_id"].as_str().expect("id").to_string(), titlegraph::l1::resolve(&raw, &recording)));
        }
    }
    let recording = Recording::default();
    println!("package of {} instruments", documents.len());

    let start = Instant::now();
    let parties: Vec<DocumentParties<'_>> = documents.iter().map(|(id, r)| DocumentParties::of(id, r)).collect();
    let clustering = l2::cluster("big-unit", &parties);
    println!("L2 clustering: {:.3} s, {} clusters", start.elapsed().as_secs_f64(), clustering.response.clusters.len());

    let graph_documents: Vec<GraphDocument<'_>> =
        documents.iter().map(|(id, r)| GraphDocument { document_id: id, resolved: r, recording: &recording }).collect();
    let mut operative = None;
    for version in ["2.0", "1.0", "1.1"] {
        let options = GraphOptions {
            matcher: matcher::for_version(version).expect("a matcher"),
            link_references: true,
            document_count: documents.len() as u64,
        };
        let start = Instant::now();
        let result = l3::build("big-unit", &graph_documents, &clustering, &options).expect("acyclic graph");
        println!(
            "L3 estate graph, matcher {version}: {:.3} s, {} nodes, {} edges, {} gaps",
            start.elapsed().as_secs_f64(),
            result.graph.dag.nodes.len(),
            result.graph.dag.edges.len(),
            result.graph.dag.gaps.len()
        );
        if version == "2.0" {
            operative = Some((result.graph, result.ownership));
        }
    }

    let (graph, ownership) = operative.expect("the matcher 2.0 graph");
    let detail: PackageDetail = serde_json::from_value(serde_json::json!({
        "package_id": "big-unit", "name": "a large unit", "document_count": documents.len(), "status": "completed",
        "error": null, "documents": [], "meta": {}, "review": [], "summary": null
    }))
    .expect("a package detail");
    let tract_phrases: BTreeMap<String, String> =
        documents.iter().flat_map(|(_, r)| r.tracts.iter().map(|t| (t.tract_id.clone(), t.tract_identity_phrase.clone()))).collect();
    let start = Instant::now();
    let page = package_page(&PackageReport {
        detail: &detail,
        graph: &graph,
        runsheet: &[],
        tract_phrases: &tract_phrases,
        ownership: &ownership,
    });
    println!("report page (every chain laid out and drawn): {:.3} s, {} bytes", start.elapsed().as_secs_f64(), page.len());
    let start = Instant::now();
    let dot = estate_graph_dot(&graph);
    println!("report DOT graph: {:.3} s, {} bytes", start.elapsed().as_secs_f64(), dot.len());
    // For measuring a browser or a DOT renderer on the same package.
    if let Ok(folder) = std::env::var("TITLEGRAPH_BENCH_REPORT_DIR") {
        let folder = std::path::Path::new(&folder);
        std::fs::write(folder.join("big-unit.html"), page).expect("write the page");
        std::fs::write(folder.join("big-unit.dot"), dot).expect("write the DOT graph");
        println!("page and DOT graph written to {}", folder.display());
    }
}
