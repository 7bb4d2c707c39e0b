//! L2 and L3 on one large package: 5,000 instruments from ten simulated 500-instrument
//! histories, merged into one package as a large unit's record would be. L0 and L1 run first,
//! untimed; then L2 clustering and the estate graph of each matcher are timed. Prints figures;
//! asserts nothing about time.
//!
//!     cargo bench --bench graph

use std::time::Instant;
use titlegraph::input::Recording;
use titlegraph::l1::ResolvedDocument;
use titlegraph::l2::{self, DocumentParties};
use titlegraph::l3::{self, GraphDocument, GraphOptions, matcher};
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
    }
}
