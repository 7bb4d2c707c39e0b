//! The parallel run: walk, pre-scan ids, analyse and write every package on a rayon pool, then
//! write the lists, summary.csv, errors.jsonl and the job record in sorted order, so that no
//! output depends on scheduling. Like ripgrep, a bad package never stops the run: it is recorded
//! and the exit status is set at the end.
//!
//! Memory stays flat as packages grow in number: a worker holds one package at a time; until
//! the end the run keeps per package only its id and a 128-bit digest per document id (for
//! duplicates), and the package list, document list and summary.csv are streamed back from the
//! package detail files, which carry each package's counts.

use crate::analysis::{self, AnalysisOptions, PackageAnalysis, StageSelection};
use crate::api::documents::ExtractionKind;
use crate::api::jobs::{Job, JobCounts};
use crate::api::packages::{PackageDetail, PackageItem};
use crate::calendar::utc_timestamp;
use crate::input::package::{self, PackageFailure};
use crate::input::scan::{self, IdClaims, IdScan};
use crate::input::shard::{self, Shard};
use crate::input::{SafeId, Source, walk};
use crate::l3::matcher;
use crate::output::errors::{ErrorLine, write_errors};
use crate::output::runsheet::write_runsheet;
use crate::output::lists::{write_lists, write_summary_of};
use crate::output::{OutputError, OutputLayout, write_json};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use sha2::{Digest, Sha256};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::SystemTime;
use thiserror::Error;

/// Package files scanned for ids per parallel batch.
const SCAN_CHUNK: usize = 1024;

#[derive(Debug, Clone)]
pub struct RunOptions {
    pub input: PathBuf,
    pub out: PathBuf,
    pub version: String,
    pub stages: StageSelection,
    pub debug: bool,
    pub jobs: usize,
    pub quiet: bool,
    /// With `--shard K/N`, only this share of the packages is analysed and written.
    pub shard: Option<Shard>,
}

/// How a finished run went, for the exit status (CONTRACT §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunStatus {
    /// Every package completed.
    Completed,
    /// The run finished; some package or document failed and all the others are written.
    InputFailures,
}

#[derive(Debug, Error)]
pub enum RunError {
    /// Usage or configuration: nothing is written (exit 2).
    #[error("{0}")]
    Usage(String),
    /// An internal or I/O failure that a retry may cure (exit 3).
    #[error("{0}")]
    Output(#[from] OutputError),
    #[error("cannot start the worker threads: {0}")]
    Threads(String),
}

impl RunError {
    pub fn exit_code(&self) -> u8 {
        match self {
            RunError::Usage(_) => 2,
            RunError::Output(_) | RunError::Threads(_) => 3,
        }
    }
}

/// What the run keeps of one package until the lists are written.
struct Outcome {
    /// The id of a listed package; `None` for a source that could not be listed.
    id: Option<SafeId>,
    /// Whether the package failed as a whole.
    failed: bool,
    errors: Vec<ErrorLine>,
    /// Input documents with a usable id string, listed or rejected.
    documents: u64,
    /// Documents in the package's list entry.
    listed_documents: u64,
    write_failure: Option<OutputError>,
}

pub fn run(options: &RunOptions) -> Result<RunStatus, RunError> {
    let matcher = matcher::for_version(&options.version).map_err(|e| RunError::Usage(e.to_string()))?;
    check_folders(&options.input, &options.out)?;
    let started_at = utc_timestamp(SystemTime::now());
    let pool = rayon::ThreadPoolBuilder::new().num_threads(options.jobs).build().map_err(|e| RunError::Threads(e.to_string()))?;
    let layout = OutputLayout::new(&options.out);

    let found = walk::walk(&options.input);
    // Scanned in parallel, claimed in path order, in chunks so that the scans of the whole
    // run are never held at once.
    let mut claims = IdClaims::default();
    let mut share = Vec::with_capacity(found.sources.len());
    for (chunk, sources) in found.sources.chunks(SCAN_CHUNK).enumerate() {
        let scans: Vec<IdScan> = pool.install(|| sources.par_iter().map(scan::scan).collect());
        for (offset, (scan, source)) in scans.iter().zip(sources).enumerate() {
            claims.claim(chunk * SCAN_CHUNK + offset, scan);
            share.push(options.shard.is_none_or(|s| s.takes(shard::share_key(scan, source))));
        }
    }
    let run_level_input = options.shard.is_none_or(Shard::carries_run_level_input);

    let job_id = job_id(options, &found.sources);
    let mut job = Job {
        job_id: job_id.to_string(),
        status: "running".to_string(),
        stages: options.stages.names(),
        enrich_only: false,
        debug: options.debug,
        version: options.version.clone(),
        started_at,
        finished_at: None,
        counts: JobCounts { files_skipped: if run_level_input { found.files_skipped } else { 0 }, ..JobCounts::default() },
        shard: options.shard.map(|s| s.to_string()),
    };
    write_json(&layout.job(&job_id), &job)?;

    let shared_packages = share.iter().filter(|&&taken| taken).count();
    let progress = Progress::new(shared_packages, options.quiet);
    let analysis_options = AnalysisOptions { stages: &options.stages, debug: options.debug, matcher };
    let mut outcomes: Vec<Outcome> = pool.install(|| {
        found
            .sources
            .par_iter()
            .enumerate()
            .filter(|(index, _)| share[*index])
            .map(|(index, _)| {
                let outcome = process(&found.sources, index, &claims, &layout, &analysis_options);
                progress.finished(&outcome);
                outcome
            })
            .collect()
    });
    progress.done();

    outcomes.sort_by(|a, b| a.id.cmp(&b.id));
    let unreadable = if run_level_input { found.unreadable.as_slice() } else { &[] };
    let mut errors: Vec<ErrorLine> = unreadable
        .iter()
        .map(|(place, reason)| ErrorLine { package_id: None, document_id: None, stage: "input".to_string(), error: format!("{place}: {reason}") })
        .collect();
    let mut write_failure = None;
    let mut listed = Vec::new();
    let listed_documents: u64 = outcomes.iter().map(|o| o.listed_documents).sum();
    for outcome in &mut outcomes {
        errors.append(&mut outcome.errors);
        listed.extend(outcome.id.take());
        if write_failure.is_none() {
            write_failure = outcome.write_failure.take();
        }
    }
    job.counts.packages = shared_packages as u64;
    job.counts.documents = outcomes.iter().map(|o| o.documents).sum();
    job.counts.failed = errors.len() as u64;
    let any_package_failed = outcomes.iter().any(|o| o.failed);
    drop(outcomes);

    write_lists(&layout, &listed, listed_documents)?;
    write_summary_of(&layout, &listed, &options.version)?;
    write_errors(&layout.errors(), errors)?;
    job.status = if any_package_failed { "failed" } else { "completed" }.to_string();
    job.finished_at = Some(utc_timestamp(SystemTime::now()));
    write_json(&layout.job(&job_id), &job)?;
    if let Some(failure) = write_failure {
        return Err(failure.into());
    }
    Ok(if job.counts.failed == 0 { RunStatus::Completed } else { RunStatus::InputFailures })
}

/// The input must be a folder, and the output must not lie inside it: a later run would read
/// the output's JSON files as packages.
fn check_folders(input: &Path, out: &Path) -> Result<(), RunError> {
    let input = input
        .canonicalize()
        .ok()
        .filter(|p| p.is_dir())
        .ok_or_else(|| RunError::Usage(format!("input folder {} does not exist or is not a folder", input.display())))?;
    let absolute_out = std::path::absolute(out).map_err(|e| RunError::Usage(format!("output folder {}: {e}", out.display())))?;
    let mut existing = absolute_out.as_path();
    let mut rest = Vec::new();
    while !existing.exists() {
        rest.push(existing.file_name().map(|n| n.to_os_string()));
        existing = existing.parent().ok_or_else(|| RunError::Usage(format!("output folder {} has no existing parent", out.display())))?;
    }
    let mut resolved = existing.canonicalize().map_err(|e| RunError::Usage(format!("output folder {}: {e}", out.display())))?;
    for part in rest.into_iter().rev().flatten() {
        resolved.push(part);
    }
    if resolved.starts_with(&input) {
        return Err(RunError::Usage(format!(
            "output folder {} is inside the input folder {}; a later run would read the output as packages. Choose an --out outside it.",
            out.display(),
            input.display()
        )));
    }
    Ok(())
}

/// The same input and options give the same job id, so a rerun over the same `--out` replaces
/// its own job record instead of piling up records.
fn job_id(options: &RunOptions, sources: &[Source]) -> SafeId {
    let mut hash = Sha256::new();
    hash.update(options.version.as_bytes());
    hash.update(options.stages.names().join(",").as_bytes());
    hash.update([u8::from(options.debug)]);
    for source in sources {
        hash.update(source.relative.as_bytes());
        hash.update([0]);
    }
    let hex: String = hash.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();
    SafeId::parse(&format!("job-{hex}")).unwrap_or_else(|_| unreachable!("hex ids are safe"))
}

fn process(sources: &[Source], index: usize, claims: &IdClaims, layout: &OutputLayout, options: &AnalysisOptions<'_>) -> Outcome {
    let package = match package::load(sources, index, claims) {
        Ok(package) => package,
        Err(failure) => return failed_package(failure, layout),
    };
    let id = package.id.clone();
    let name = package.name.clone();
    let meta = package.meta.clone();
    let documents = (package.documents.len() + package.rejected.iter().filter(|r| r.raw_id.is_some()).count()) as u64;
    match analysis::analyse(package, options) {
        Ok(analysed) => {
            let write_failure = write_package(layout, &analysed).err();
            let listed_documents = analysed.detail.item.document_count;
            Outcome { id: Some(id), failed: false, errors: analysed.errors, documents, listed_documents, write_failure }
        }
        Err(error) => {
            let failure = Box::new(PackageFailure { id: Some(id), raw_id: None, name, meta, error: package::PackageError::Graph(error.to_string()) });
            let mut outcome = failed_package(failure, layout);
            outcome.documents = documents;
            outcome
        }
    }
}

/// A package that failed as a whole: listed as failed when its id is usable, reported always.
fn failed_package(failure: Box<PackageFailure>, layout: &OutputLayout) -> Outcome {
    let message = failure.error.to_string();
    let stage = if matches!(failure.error, package::PackageError::Graph(_)) { "assembly" } else { "input" };
    let line = ErrorLine {
        package_id: failure.id.as_ref().map(SafeId::to_string).or(failure.raw_id.clone()),
        document_id: None,
        stage: stage.to_string(),
        error: message.clone(),
    };
    let Some(id) = failure.id else {
        return Outcome { id: None, failed: true, errors: vec![line], documents: 0, listed_documents: 0, write_failure: None };
    };
    let item = PackageItem { package_id: id.to_string(), name: failure.name, document_count: 0, status: "failed".to_string(), error: Some(message) };
    let detail = PackageDetail { item, documents: Vec::new(), meta: failure.meta, summary: None };
    let write_failure = write_json(&layout.package_detail(&id), &detail).err();
    Outcome { id: Some(id), failed: true, errors: vec![line], documents: 0, listed_documents: 0, write_failure }
}

fn write_package(layout: &OutputLayout, analysed: &PackageAnalysis) -> Result<(), OutputError> {
    for document in &analysed.documents {
        let Some(responses) = &document.responses else { continue };
        let id = &document.id;
        if let Some(envelope) = &responses.parties {
            write_json(&layout.extraction(id, ExtractionKind::Parties), envelope)?;
        }
        if let Some(envelope) = &responses.dates {
            write_json(&layout.extraction(id, ExtractionKind::Dates), envelope)?;
        }
        if let Some(envelope) = &responses.land {
            write_json(&layout.extraction(id, ExtractionKind::Land), envelope)?;
        }
        if let Some(envelope) = &responses.doc_type {
            write_json(&layout.extraction(id, ExtractionKind::DocType), envelope)?;
        }
        if let Some(envelope) = &responses.conveyance {
            write_json(&layout.extraction(id, ExtractionKind::Conveyance), envelope)?;
        }
    }
    write_json(&layout.estate_graph(&analysed.id), &analysed.graph)?;
    write_json(&layout.l2_parties(&analysed.id), &analysed.l2)?;
    write_json(&layout.chain_analysis(&analysed.id), &analysed.chain_analysis)?;
    write_runsheet(&layout.runsheet(&analysed.id), &analysed.runsheet)?;
    // The detail is written last: the lists are built from it, so a package whose detail exists
    // has all its other files.
    write_json(&layout.package_detail(&analysed.id), &analysed.detail)
}

/// A progress bar on a terminal, plain lines otherwise, nothing but errors with `--quiet`.
struct Progress {
    bar: Option<ProgressBar>,
    total: usize,
    done: AtomicUsize,
    quiet: bool,
    every: usize,
}

impl Progress {
    fn new(total: usize, quiet: bool) -> Progress {
        let bar = (!quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
            if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} packages {elapsed_precise} eta {eta}") {
                bar.set_style(style);
            }
            bar
        });
        Progress { bar, total, done: AtomicUsize::new(0), quiet, every: (total / 20).max(1) }
    }

    fn finished(&self, outcome: &Outcome) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        for error in &outcome.errors {
            let message = format!(
                "error: package {}{}: {}",
                error.package_id.as_deref().unwrap_or("(unknown)"),
                error.document_id.as_deref().map(|d| format!(", document {d}")).unwrap_or_default(),
                error.error
            );
            match &self.bar {
                Some(bar) => bar.println(message),
                None => eprintln!("{message}"),
            }
        }
        match &self.bar {
            Some(bar) => bar.inc(1),
            None if !self.quiet && (done.is_multiple_of(self.every) || done == self.total) => eprintln!("titlegraph: {done}/{} packages", self.total),
            None => {}
        }
    }

    fn done(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
