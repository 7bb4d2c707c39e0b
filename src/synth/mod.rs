//! `titlegraph synth`: a corpus of simulated title packages with their ground truth, the
//! measuring instrument for every layer. Histories are simulated (history.rs), names and land
//! written in the many ways the records write them (names.rs, land.rs), instruments worded
//! (wording.rs) and damaged as a scan would damage them (noise.rs); the truth (truth.rs) is what
//! an examiner would read and the estate graph DOMAIN.md's rules give by true identity.
//! Packages are written one at a time: memory does not grow with the corpus.

pub mod extraction;
pub mod history;
pub mod land;
pub mod names;
pub mod noise;
pub mod rng;
pub mod share;
pub mod truth;
pub mod wording;

use rng::Rng;
use serde::Serialize;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Chance that a package loses one instrument from its record, so that its chain breaks.
pub const BREAK_RATE: f64 = 0.2;

/// The truth file written beside the packages.
pub const TRUTH_FILE: &str = "truth.jsonl";

#[derive(Debug, Clone)]
pub struct SynthOptions {
    pub seed: u64,
    pub packages: usize,
    pub out: PathBuf,
    /// 0 none … 3 heavy.
    pub noise: u8,
    pub documents_per_package: usize,
    /// Write each document's true L0 extraction into the input, so that L0 is skipped and
    /// `eval` measures L1 to L3 alone (extraction.rs).
    pub true_extraction: bool,
}

#[derive(Debug, Error)]
pub enum SynthError {
    #[error("noise level {0} is out of range; use 0 (none) to {max} (heavy)", max = noise::MAX_LEVEL)]
    NoiseLevel(u8),
    #[error("--docs-per-package must be at least 1")]
    NoDocuments,
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("cannot serialise package {package_id}: {source}")]
    Serialise { package_id: String, source: serde_json::Error },
}

/// What was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SynthReport {
    pub packages: usize,
    pub documents: usize,
    pub bytes: u64,
}

/// A package file in CONTRACT §2's input format.
#[derive(Serialize)]
struct PackageFile<'a> {
    package_id: &'a str,
    name: String,
    meta: PackageMeta,
    documents: Vec<DocumentFile>,
}

#[derive(Serialize)]
struct PackageMeta {
    generator: &'static str,
    seed: u64,
    noise: u8,
    land_system: crate::vocab::LandSystem,
    county: String,
    state: String,
}

#[derive(Serialize)]
struct DocumentFile {
    document_id: String,
    file_name: String,
    recording: RecordingFile,
    text: String,
    extraction: Option<serde_json::Value>,
}

#[derive(Serialize)]
struct RecordingFile {
    county: String,
    state: String,
    volume: String,
    page: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    instrument_number: Option<String>,
    recorded_date: String,
}

/// Writes `options.packages` package files and truth.jsonl into `options.out`.
pub fn generate(options: &SynthOptions) -> Result<SynthReport, SynthError> {
    if options.noise > noise::MAX_LEVEL {
        return Err(SynthError::NoiseLevel(options.noise));
    }
    if options.documents_per_package == 0 {
        return Err(SynthError::NoDocuments);
    }
    let write_error = |path: &Path| {
        let path = path.to_path_buf();
        move |source| SynthError::Write { path, source }
    };
    std::fs::create_dir_all(&options.out).map_err(write_error(&options.out))?;
    let truth_path = options.out.join(TRUTH_FILE);
    let mut truth_file = BufWriter::new(File::create(&truth_path).map_err(write_error(&truth_path))?);
    let width = options.packages.saturating_sub(1).to_string().len().max(6);
    let mut report = SynthReport { packages: 0, documents: 0, bytes: 0 };
    for index in 0..options.packages {
        let package_id = format!("synth-{}-{index:0width$}", options.seed);
        let (package, truth) = package(options, index as u64, &package_id);
        let path = options.out.join(format!("{package_id}.json"));
        let bytes = serde_json::to_vec(&package).map_err(|source| SynthError::Serialise { package_id: package_id.clone(), source })?;
        std::fs::write(&path, &bytes).map_err(write_error(&path))?;
        let line = serde_json::to_string(&truth).map_err(|source| SynthError::Serialise { package_id: package_id.clone(), source })?;
        writeln!(truth_file, "{line}").map_err(write_error(&truth_path))?;
        report.packages += 1;
        report.documents += package.documents.len();
        report.bytes += bytes.len() as u64;
    }
    truth_file.flush().map_err(write_error(&truth_path))?;
    Ok(report)
}

/// One package and its truth, from its own stream of the seed.
fn package<'a>(options: &SynthOptions, index: u64, package_id: &'a str) -> (PackageFile<'a>, truth::PackageTruth) {
    let mut rng = Rng::for_package(options.seed, index);
    let history = history::simulate(&mut rng, options.documents_per_package, BREAK_RATE);
    let document_id = |i: usize| format!("{package_id}-{:04}", history.instruments[i].number);
    let mut names = Vec::with_capacity(history.instruments.len());
    let mut stated = Vec::with_capacity(history.instruments.len());
    let mut documents = Vec::new();
    for (i, instrument) in history.instruments.iter().enumerate() {
        let rendered = wording::render(&history, i, &mut rng);
        let extraction = options
            .true_extraction
            .then(|| serde_json::to_value(extraction::true_extraction(&history, i, &rendered)))
            .transpose()
            .unwrap_or_else(|e| Some(serde_json::json!({ "unserialisable": e.to_string() })));
        names.push(rendered.names);
        stated.push(rendered.tracts);
        if history.removed.contains(&instrument.number) {
            continue;
        }
        let tract = &history.tracts[instrument.tracts.first().copied().unwrap_or(0)];
        let recording = &instrument.recording;
        documents.push(DocumentFile {
            document_id: document_id(i),
            file_name: rendered.file_name,
            recording: RecordingFile {
                county: tract.county.clone(),
                state: tract.state.clone(),
                volume: recording.volume.to_string(),
                page: recording.page.to_string(),
                instrument_number: recording.instrument_number.clone(),
                recorded_date: recording.recorded.iso(),
            },
            text: noise::apply(&rendered.text, options.noise, &mut rng),
            extraction,
        });
    }
    let truth = truth::package_truth(package_id, &history, &names, &stated, document_id);
    let land = &history.tracts[0];
    let file = PackageFile {
        package_id,
        name: land::describe(land, 0),
        meta: PackageMeta {
            generator: "titlegraph synth",
            seed: options.seed,
            noise: options.noise,
            land_system: land.system,
            county: land.county.clone(),
            state: land.state.clone(),
        },
        documents,
    };
    (file, truth)
}
