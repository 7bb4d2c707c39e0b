//! L0 and L1 throughput, one thread, over a generated corpus (seed 7, 1,000 packages, about
//! 10,000 documents, the corpus of issue 4). Normalisation and segmentation
//! (`Instrument::from_raw`), the extractors (`l0::extract`) and resolution (`l1::resolve`) are
//! timed apart, each in CPU time of this thread, so that other work on a shared machine does not
//! lower the figure. Prints documents per second per core; asserts nothing about time.
//!
//!     cargo bench --bench l0
//!     L0_BENCH_PACKAGES=200 L0_BENCH_NOISE=2 cargo bench --bench l0
//!     L0_BENCH_BATCH=4 cargo bench --bench l0      # packages per batch of the last line (8)

use std::time::Duration;
use titlegraph::input::Recording;
use titlegraph::l0;
use titlegraph::pipeline::{Instrument, markdown};
use titlegraph::synth::{SynthOptions, generate};

/// The allocator of the titlegraph executable, so that the figures are what a run spends.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// CPU time of the calling thread (user + system), from /proc: wall time would count the other
/// processes of a loaded machine. Ticks are the kernel's USER_HZ, 100 on Linux.
fn thread_cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("/proc/thread-self/stat (Linux only)");
    // Fields after the command name, which is in parentheses and may hold spaces.
    let after_name = &stat[stat.rfind(')').expect("stat line") + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks: u64 = fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime");
    Duration::from_millis(ticks * 10)
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Runs `stage` over every document once and prints its rate.
fn time_stage<T>(name: &str, documents: usize, stage: impl FnOnce() -> Vec<T>) -> Vec<T> {
    let start = thread_cpu_time();
    let results = stage();
    let cpu = (thread_cpu_time() - start).as_secs_f64().max(0.01);
    println!("{name:<34} {cpu:>8.2} s CPU {:>10.0} docs/s/core", documents as f64 / cpu);
    results
}

fn main() {
    let folder = tempfile::tempdir().expect("temp dir");
    let options = SynthOptions {
        seed: setting("L0_BENCH_SEED", 7) as u64,
        packages: setting("L0_BENCH_PACKAGES", 1000),
        out: folder.path().to_path_buf(),
        noise: setting("L0_BENCH_NOISE", 0) as u8,
        documents_per_package: 10,
        true_extraction: false,
    };
    generate(&options).expect("generate the corpus");
    let mut paths: Vec<_> = std::fs::read_dir(folder.path()).expect("list").filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    let mut texts: Vec<String> = Vec::new();
    let mut package_sizes: Vec<usize> = Vec::new();
    for path in paths.iter().filter(|p| p.extension().is_some_and(|e| e == "json")) {
        let package: serde_json::Value = serde_json::from_slice(&std::fs::read(path).expect("read")).expect("json");
        let documents = package["documents"].as_array().expect("documents");
        package_sizes.push(documents.len());
        for document in documents {
            texts.push(document["text"].as_str().expect("text").to_string());
        }
    }
    let bytes: usize = texts.iter().map(String::len).sum();
    println!(
        "corpus: seed {}, {} packages, noise {}: {} documents, {:.1} MB of text",
        options.seed,
        options.packages,
        options.noise,
        texts.len(),
        bytes as f64 / 1e6
    );

    // Warm-up: the extractors' patterns compile on first use.
    if let Some(first) = texts.first() {
        titlegraph::l0::extract(&Instrument::from_raw(first));
    }
    let n = texts.len();
    time_stage("  markdown::normalize", n, || texts.iter().map(|t| markdown::normalize(t)).collect());
    let instruments = time_stage("Instrument::from_raw", n, || texts.iter().map(|t| Instrument::from_raw(t)).collect());
    let categories = time_stage("  doc_type", n, || instruments.iter().map(|i| l0::doc_type::extract(i).category).collect());
    let pairs = || instruments.iter().zip(&categories);
    time_stage("  parties", n, || pairs().map(|(i, c)| l0::parties::extract(i, *c)).collect());
    time_stage("  dates", n, || instruments.iter().map(l0::dates::extract).collect());
    time_stage("  land", n, || instruments.iter().map(l0::land::extract).collect());
    time_stage("  conveyance", n, || pairs().map(|(i, c)| l0::conveyance::extract(i, *c)).collect());
    let raws = time_stage("l0::extract", n, || instruments.iter().map(titlegraph::l0::extract).collect());
    let recording = Recording::default();
    time_stage("l1::resolve", n, || raws.iter().map(|r| titlegraph::l1::resolve(r, &recording)).collect());
    time_stage("from_raw + l0::extract (L0 total)", n, || {
        texts.iter().map(|t| titlegraph::l0::extract(&Instrument::from_raw(t))).collect()
    });
    // As the analysis runs it: a package's documents normalised, then each extractor over all.
    time_stage("L0 total, stage by stage/package", n, || stage_by_stage(&texts, &package_sizes, 1));
    // What handing the extractors several packages' documents at once would save: each
    // extractor's patterns stay in the CPU cache over more documents.
    let batch = setting("L0_BENCH_BATCH", 8);
    time_stage(&format!("L0 total, stage by stage/{batch} packages"), n, || stage_by_stage(&texts, &package_sizes, batch));
}

/// L0 over the corpus, `packages_per_batch` packages' documents normalised and extracted together.
fn stage_by_stage(texts: &[String], package_sizes: &[usize], packages_per_batch: usize) -> Vec<l0::RawExtraction> {
    let mut rest = texts;
    let mut raws = Vec::with_capacity(texts.len());
    for sizes in package_sizes.chunks(packages_per_batch.max(1)) {
        let (batch, after) = rest.split_at(sizes.iter().sum());
        let instruments: Vec<Instrument> = batch.iter().map(|t| Instrument::from_raw(t)).collect();
        raws.extend(l0::extract_all(&instruments.iter().collect::<Vec<_>>()));
        rest = after;
    }
    raws
}
