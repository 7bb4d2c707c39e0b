//! The parallel run: walk, pre-scan ids, analyse and encode every package on a rayon pool of
//! `--jobs` threads and put its files in place on writer threads, then write the lists,
//! summary.csv, errors.jsonl and the job record in sorted order, so that no output depends on
//! scheduling. Like ripgrep, a bad package never stops the run: it is recorded and the exit
//! status is set at the end.
//!
//! Memory stays flat as packages grow in number: a worker holds one package at a time and the
//! writers' queue a few encoded packages; until
//! the end the run keeps per package only its id and a 128-bit digest per document id (for
//! duplicates), and the package list, document list and summary.csv are streamed back from the
//! package detail files, which carry each package's counts.

use crate::analysis::{self, AnalysisOptions, DocumentResponses, Enrichment, PackageAnalysis, StageSelection};
use crate::api::documents::ExtractionKind;
use crate::api::jobs::{Job, JobCounts};
use crate::api::packages::{PackageDetail, PackageItem};
use crate::cache::enriched::EnrichedCache;
use crate::cache::stamp::{PackageStamps, RunStamp, build_digest};
use crate::cache::{CacheKey, CachedExtractor, L0Cache, MISSING_STAGE, OnMiss};
use crate::calendar::utc_timestamp;
use crate::corrections::CorrectionsFolder;
use crate::input::package::{self, PackageFailure};
use crate::input::scan::{self, IdClaims, IdScan};
use crate::input::shard::{self, Shard};
use crate::input::{LoadedPackage, SafeId, Source, walk};
use crate::l3::{GraphError, matcher};
use crate::message;
use crate::output::errors::{ErrorLine, write_errors};
use crate::output::lists::write_lists;
use crate::output::ownership::ownership_bytes;
use crate::output::recycle::{Reaper, Replacer};
use crate::output::report;
use crate::output::runsheet::runsheet_bytes;
use crate::output::state::{OutputState, PackageStamp, STATE_FOLDER, StateError};
use crate::output::{OutputError, OutputLayout, json_bytes, write_json};
use crate::panics;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{SendError, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;
use thiserror::Error;

/// Package files scanned for ids per parallel batch.
const SCAN_CHUNK: usize = 1024;

/// Packages a worker takes at a time: their documents' L0 runs together (`analyse_together`),
/// which saves a tenth to a quarter of L0 against one package at a time (BENCHMARKS.md, "All
/// L0 work of session 4 together"), while memory stays a few packages per worker.
const ANALYSIS_BATCH: usize = 8;

/// Encoded packages waiting for a writer thread: enough to keep the writers busy, few enough
/// that memory does not grow with the number of packages.
const WRITE_QUEUE: usize = 8;

/// Threads that put files in place, for `jobs` analysis threads. A writer spends most of its
/// time waiting on the kernel, so more of them than analysis threads keep the cores busy.
fn writer_threads(jobs: usize) -> usize {
    2 * jobs.max(1)
}

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
    /// `enrich_only=true`: L1 to L3 from the cached L0 extractions, no L0 work at all.
    pub enrich_only: bool,
    /// The L0 cache folder; by default `OUT/.titlegraph/l0`.
    pub cache_dir: Option<PathBuf>,
    /// The examiner's corrections, one `<package_id>.toml` per package (`--corrections`).
    pub corrections: Option<PathBuf>,
    /// Write the examiner's report (report/<package_id>.html and .dot, report/index.html);
    /// `--no-report` turns it off and removes what an earlier run wrote there.
    pub reports: bool,
}

impl RunOptions {
    pub fn cache_folder(&self) -> PathBuf {
        self.cache_dir.clone().unwrap_or_else(|| default_cache_folder(&self.out))
    }
}

/// Where the L0 cache lives when `--cache-dir` is not given.
pub fn default_cache_folder(out: &Path) -> PathBuf {
    out.join(STATE_FOLDER).join("l0")
}

/// How a finished run went: its status and the counts of the line that ends it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunReport {
    pub status: RunStatus,
    /// Packages of this run (of this shard's share).
    pub packages: u64,
    /// Packages that failed as a whole.
    pub packages_failed: u64,
    pub documents: u64,
    pub documents_failed: u64,
    /// Lines of errors.jsonl.
    pub errors: u64,
    pub elapsed: std::time::Duration,
}

impl RunReport {
    /// The line that ends a run on standard error: what was done, what failed, how long it
    /// took, and where to look.
    pub fn closing_line(&self, out: &Path) -> String {
        format!(
            "finished in {:.1} s: {} packages, {} failed; {} documents, {} failed; see {} and {} ({})",
            self.elapsed.as_secs_f64(),
            self.packages,
            self.packages_failed,
            self.documents,
            self.documents_failed,
            out.join("summary.csv").display(),
            out.join("errors.jsonl").display(),
            match self.errors {
                0 => "empty".to_string(),
                1 => "1 line".to_string(),
                lines => format!("{lines} lines"),
            }
        )
    }
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
    /// A file could not be written (a full disk, a folder without write permission): the run
    /// stopped there, and says once what and why.
    #[error(
        "{failure}; the run stopped with {unwritten} of {packages} packages not written (nor the lists, summary.csv and \
         errors.jsonl). Run again once this is fixed: the rerun does only what is missing"
    )]
    Stopped { failure: OutputError, unwritten: usize, packages: usize },
}

impl RunError {
    pub fn exit_code(&self) -> u8 {
        match self {
            RunError::Usage(_) => 2,
            RunError::Output(_) | RunError::Threads(_) | RunError::Stopped { .. } => 3,
        }
    }
}

impl From<StateError> for RunError {
    fn from(error: StateError) -> RunError {
        match error {
            StateError::Busy { .. } => RunError::Usage(error.to_string()),
            StateError::Io { path, reason } => RunError::Output(OutputError::Write { path, reason }),
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

/// What the run keeps of all its packages until the lists are written.
#[derive(Default)]
struct Tally {
    listed: Vec<SafeId>,
    /// Sorted when errors.jsonl is written, so the order of arrival does not matter.
    errors: Vec<ErrorLine>,
    documents: u64,
    listed_documents: u64,
    packages_failed: u64,
    documents_failed: u64,
    /// Packages settled so far, to say how many a stopped run did not write.
    settled: usize,
    /// The write failure of the first package in id order, as the run reports only one.
    write_failure: Option<(Option<SafeId>, OutputError)>,
}

impl Tally {
    fn add(&mut self, outcome: Outcome) {
        // A correction not applied is reported against its document, which did not fail.
        self.documents_failed +=
            outcome.errors.iter().filter(|e| e.document_id.is_some() && e.stage != crate::corrections::apply::STAGE).count() as u64;
        self.errors.extend(outcome.errors);
        self.documents += outcome.documents;
        self.listed_documents += outcome.listed_documents;
        self.packages_failed += u64::from(outcome.failed);
        self.settled += usize::from(outcome.write_failure.is_none());
        if let Some(failure) = outcome.write_failure
            && self.write_failure.as_ref().is_none_or(|(first, _)| outcome.id < *first)
        {
            self.write_failure = Some((outcome.id.clone(), failure));
        }
        self.listed.extend(outcome.id);
    }
}

pub fn run(options: &RunOptions) -> Result<RunReport, RunError> {
    let clock = std::time::Instant::now();
    message::set_quiet(options.quiet);
    let matcher = matcher::for_version(&options.version).map_err(|e| RunError::Usage(e.to_string()))?;
    check_folders(&options.input, &options.out, &options.cache_folder())?;
    let corrections = options.corrections.as_deref().map(corrections_folder).transpose()?;
    let state = OutputState::acquire(&options.out)?;
    let cache = L0Cache::open(&options.cache_folder()).map_err(|e| RunError::Usage(e.to_string()))?;
    record_input(&options.input, &options.out)?;
    let started_at = utc_timestamp(SystemTime::now());
    let pool = rayon::ThreadPoolBuilder::new().num_threads(options.jobs).build().map_err(|e| RunError::Threads(e.to_string()))?;
    let layout = OutputLayout::new(&options.out);

    let found = walk::walk(&options.input);
    if found.sources.is_empty() {
        message::warning(format!(
            "{} holds no package (no *.json file, no folder with a package.json{}); the lists are written empty",
            options.input.display(),
            match found.files_skipped {
                0 => String::new(),
                skipped => format!("; {skipped} other files skipped"),
            }
        ));
    }
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
    state.forget_all_but(|package_id| claims.claims_package(package_id))?;
    if let Some(folder) = &corrections {
        warn_unclaimed(folder, &claims);
    }
    let enriched = EnrichedCache::of_output(&options.out);
    enriched.retain(|package_id, _| claims.claims_package(package_id))?;
    let run_level_input = options.shard.is_none_or(Shard::carries_run_level_input);

    let job_id = job_id(options, &found.sources);
    let mut job = Job {
        job_id: job_id.to_string(),
        status: "running".to_string(),
        stages: options.stages.names(),
        enrich_only: options.enrich_only,
        debug: options.debug,
        version: options.version.clone(),
        started_at,
        finished_at: None,
        counts: JobCounts { files_skipped: if run_level_input { found.files_skipped } else { 0 }, ..JobCounts::default() },
        shard: options.shard.map(|s| s.to_string()),
    };
    write_json(&layout.job(&job_id), &job)?;

    let shared_packages = share.iter().filter(|&&taken| taken).count();
    let progress = Progress::new(shared_packages);
    let on_miss = if options.enrich_only { OnMiss::Fail } else { OnMiss::Extract };
    let extractor = CachedExtractor { cache: &cache, on_miss };
    let build = build_digest();
    if build.is_none() {
        message::warning("cannot read the titlegraph executable to identify this build; every package is written again");
    }
    let package_run = PackageRun {
        sources: &found.sources,
        claims: &claims,
        layout: &layout,
        state: &state,
        cache: &cache,
        enriched: &enriched,
        enrich_only: options.enrich_only,
        corrections: corrections.as_ref(),
        stamp: build.map(|build| RunStamp::new(&build, &options.stages, options.debug, &options.version, options.reports)),
        reports: options.reports,
        analysis: AnalysisOptions { stages: &options.stages, debug: options.debug, matcher, extractor: &extractor },
        stopped: AtomicBool::new(false),
    };
    // Each outcome is folded into the tally as its package finishes, so that the run keeps
    // per package only its id (and the error lines of what failed), not the whole outcome.
    let tally = Mutex::new(Tally::default());
    let settle = |outcome: Outcome| {
        if outcome.write_failure.is_some() {
            package_run.stopped.store(true, Ordering::Relaxed);
        }
        progress.finished(&outcome);
        tally.lock().unwrap_or_else(PoisonError::into_inner).add(outcome);
    };
    let threads = |e: std::io::Error| RunError::Threads(e.to_string());
    let (reaper, reaping) = Reaper::spawn().map_err(threads)?;
    std::thread::scope(|scope| {
        // The writers stop when the workers drop the queue (or a writer cannot start); the
        // receiving end goes with the last writer, so that a worker never waits on no writer.
        let (queue, queued) = sync_channel::<Box<PackageWrite>>(WRITE_QUEUE);
        let queued = Arc::new(Mutex::new(queued));
        let flusher = state.spawn_flusher(scope).map_err(threads)?;
        for writer in 0..writer_threads(options.jobs) {
            let (queued, reaper) = (Arc::clone(&queued), reaper.clone());
            let (package_run, settle) = (&package_run, &settle);
            std::thread::Builder::new()
                .name(format!("titlegraph-writer-{writer}"))
                .spawn_scoped(scope, move || {
                    let mut replacer = Replacer::recycling(package_run.state.spare(writer), reaper);
                    // The lock is held while waiting: the writers take the queue's packages one at a time.
                    while let Ok(write) = queued.lock().unwrap_or_else(PoisonError::into_inner).recv() {
                        // After a failed write, nothing more: the run stops and says why.
                        if !package_run.stopped.load(Ordering::Relaxed) {
                            settle(write_package(package_run, *write, &mut replacer));
                        }
                    }
                })
                .map_err(threads)?;
        }
        drop(queued);
        let shared: Vec<usize> = (0..found.sources.len()).filter(|&index| share[index]).collect();
        pool.install(|| {
            shared.par_chunks(ANALYSIS_BATCH).for_each(|indices| {
                if package_run.stopped.load(Ordering::Relaxed) {
                    return;
                }
                for processed in process_contained(&package_run, indices) {
                    match processed {
                        Processed::Done(outcome) => settle(outcome),
                        // No writer is left (only a bug can stop one): the worker writes.
                        Processed::Write(write) => {
                            if let Err(SendError(write)) = queue.send(write) {
                                settle(write_package(&package_run, *write, &mut Replacer::plain()));
                            }
                        }
                    }
                }
            })
        });
        // What the writers still hold is a few packages: the sync that ends the run takes it.
        drop(flusher);
        Ok::<(), RunError>(())
    })?;
    progress.done();

    let Tally {
        mut listed,
        errors: package_errors,
        documents,
        listed_documents,
        packages_failed,
        documents_failed,
        settled,
        write_failure,
    } = tally.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    drop(reaper);
    // The lists are built from the package details: with a package unwritten they cannot be,
    // and the first failure is the one to report.
    if let Some((_, failure)) = write_failure {
        return Err(RunError::Stopped { failure, unwritten: shared_packages - settled, packages: shared_packages });
    }
    listed.sort();
    let unreadable = if run_level_input { found.unreadable.as_slice() } else { &[] };
    let mut errors: Vec<ErrorLine> = unreadable
        .iter()
        .map(|(place, reason)| ErrorLine {
            package_id: None,
            document_id: None,
            stage: "input".to_string(),
            error: format!("{place}: {reason}"),
        })
        .collect();
    errors.extend(package_errors);
    job.counts.packages = shared_packages as u64;
    job.counts.documents = documents;
    job.counts.failed = errors.len() as u64;

    pool.install(|| write_lists(&layout, &listed, listed_documents, &options.version, options.reports))?;
    if !options.reports {
        remove_if_present(&layout.report_index())?;
    }
    write_errors(&layout.errors(), errors)?;
    job.status = if packages_failed > 0 { "failed" } else { "completed" }.to_string();
    job.finished_at = Some(utc_timestamp(SystemTime::now()));
    write_json(&layout.job(&job_id), &job)?;
    reaping.join();
    state.finish()?;
    Ok(RunReport {
        status: if job.counts.failed == 0 { RunStatus::Completed } else { RunStatus::InputFailures },
        packages: job.counts.packages,
        packages_failed,
        documents,
        documents_failed,
        errors: job.counts.failed,
        elapsed: clock.elapsed(),
    })
}

/// Records the input folder in the run's state, so that `corrections check DIR --out OUT`
/// finds the packages the corrections are for.
fn record_input(input: &Path, out: &Path) -> Result<(), RunError> {
    let input = input.canonicalize().unwrap_or_else(|_| input.to_path_buf());
    let mut text = input.display().to_string();
    text.push('\n');
    crate::output::write_bytes(&crate::corrections::check::input_record(out), text.as_bytes())?;
    Ok(())
}

/// The corrections folder must be a folder. Inside the input it would do no harm (the walk
/// takes only `*.json` files and `package.json` folders as packages), but it belongs beside it.
fn corrections_folder(folder: &Path) -> Result<CorrectionsFolder, RunError> {
    if !folder.is_dir() {
        return Err(RunError::Usage(format!("corrections folder {} does not exist or is not a folder", folder.display())));
    }
    Ok(CorrectionsFolder::new(folder))
}

/// Says which corrections files name no package of the input: a misspelt file name would
/// otherwise leave its corrections silently unapplied.
fn warn_unclaimed(folder: &CorrectionsFolder, claims: &IdClaims) {
    match folder.package_ids() {
        Ok(ids) => {
            let unclaimed: Vec<String> = ids.into_iter().filter(|id| !claims.claims_package(id)).collect();
            if !unclaimed.is_empty() {
                message::warning(format!(
                    "{} has corrections for packages not in the input, not applied: {}",
                    folder.path().display(),
                    unclaimed.join(", ")
                ));
            }
        }
        Err(error) => message::warning(error.to_string()),
    }
}

/// The input must be a folder, and neither the output nor the cache may lie inside it: a later
/// run would read their files as packages or count them as skipped input.
fn check_folders(input: &Path, out: &Path, cache: &Path) -> Result<(), RunError> {
    let input = input
        .canonicalize()
        .ok()
        .filter(|p| p.is_dir())
        .ok_or_else(|| RunError::Usage(format!("input folder {} does not exist or is not a folder", input.display())))?;
    for (folder, what, option) in [(out, "output folder", "--out"), (cache, "L0 cache folder", "--cache-dir")] {
        if resolve(folder)?.starts_with(&input) {
            return Err(RunError::Usage(format!(
                "{what} {} is inside the input folder {}; a later run would read it as input. Choose a {option} outside it.",
                folder.display(),
                input.display()
            )));
        }
    }
    Ok(())
}

/// The absolute path of a folder that may not exist yet, with the links of its existing part
/// resolved.
fn resolve(folder: &Path) -> Result<PathBuf, RunError> {
    let absolute = std::path::absolute(folder).map_err(|e| RunError::Usage(format!("folder {}: {e}", folder.display())))?;
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    while !existing.exists() {
        rest.push(existing.file_name().map(|n| n.to_os_string()));
        existing = existing.parent().ok_or_else(|| RunError::Usage(format!("folder {} has no existing parent", folder.display())))?;
    }
    let mut resolved = existing.canonicalize().map_err(|e| RunError::Usage(format!("folder {}: {e}", folder.display())))?;
    for part in rest.into_iter().rev().flatten() {
        resolved.push(part);
    }
    Ok(resolved)
}

/// The same input and options give the same job id, so a rerun over the same `--out` replaces
/// its own job record instead of piling up records.
fn job_id(options: &RunOptions, sources: &[Source]) -> SafeId {
    let mut hash = Sha256::new();
    hash.update(options.version.as_bytes());
    hash.update(options.stages.names().join(",").as_bytes());
    hash.update([u8::from(options.debug)]);
    if options.enrich_only {
        hash.update(b"enrich_only");
    }
    for source in sources {
        hash.update(source.relative.as_bytes());
        hash.update([0]);
    }
    SafeId::parse(&format!("job-{}", crate::digest::hex(&hash.finalize()[..8]))).unwrap_or_else(|_| unreachable!("hex ids are safe"))
}

/// Everything a worker needs to analyse and write one package.
struct PackageRun<'a> {
    sources: &'a [Source],
    claims: &'a IdClaims,
    layout: &'a OutputLayout,
    state: &'a OutputState,
    cache: &'a L0Cache,
    enriched: &'a EnrichedCache,
    enrich_only: bool,
    corrections: Option<&'a CorrectionsFolder>,
    /// `None` when this build cannot be identified: then nothing is left alone.
    stamp: Option<RunStamp>,
    /// Whether each package's report page and DOT graph are written (or removed).
    reports: bool,
    analysis: AnalysisOptions<'a>,
    /// Set when a file could not be written: packages not started yet are left alone.
    stopped: AtomicBool,
}

/// What a worker made of one package: settled already, or files for a writer thread to put
/// in place.
enum Processed {
    Done(Outcome),
    Write(Box<PackageWrite>),
}

/// A file's path and its encoded bytes; `None` removes the file (an extraction kind that did
/// not run, a document that failed).
type PackageFile = (PathBuf, Option<Vec<u8>>);

/// A package's files, encoded by a worker, for a writer thread to put in place in this order:
/// the stamp overwritten with a note, the files (the detail last), the L1/L2 entry, the new
/// stamp. Putting a file in place waits on the kernel (creating it, swapping it in), so it is
/// done by threads of their own, while the analysis keeps `--jobs` threads.
struct PackageWrite {
    id: SafeId,
    files: Vec<PackageFile>,
    /// The encoded L1/L2 entry to store, when the analysis made one.
    enriched: Option<Result<Vec<u8>, String>>,
    /// Written when every file is in place; `None` leaves the package unstamped.
    stamp: Option<PackageStamp>,
    outcome: Outcome,
}

/// A package that needs the whole analysis, waiting for the others of its batch.
struct FullAnalysis {
    package: LoadedPackage,
    known: Known,
}

/// What the writing of a package needs to know beside its analysis.
struct Known {
    id: SafeId,
    /// The package's name and meta, for its detail should L3 fail.
    name: Option<String>,
    meta: serde_json::Map<String, serde_json::Value>,
    stamps: Option<PackageStamps>,
    documents_unchanged: bool,
    documents: u64,
}

/// [`process`] with a panic contained to its package: when the batch panics, each of its
/// packages is processed again alone, and the one that panics again fails (stage `internal`)
/// with the panic's message while the others complete. A package's analysis is a pure
/// function of its input, so the retry meets the same panic in the same package.
fn process_contained(run: &PackageRun<'_>, indices: &[usize]) -> Vec<Processed> {
    match panics::contain(|| process(run, indices)) {
        Ok(processed) => processed,
        Err(_) if indices.len() > 1 => indices.iter().flat_map(|&index| process_contained(run, &[index])).collect(),
        Err(panic) => vec![Processed::Done(panicked_package(run, indices[0], panic))],
    }
}

/// A package whose analysis panicked: failed as a whole and reported with the panic's message.
fn panicked_package(run: &PackageRun<'_>, index: usize, panic: String) -> Outcome {
    let error = package::PackageError::Panicked(panic);
    let failure = match panics::contain(|| package::load(run.sources, index, run.claims)) {
        Ok(Ok(package)) => PackageFailure { id: Some(package.id), raw_id: None, name: package.name, meta: package.meta, error },
        // The load itself panicked (or now fails): the package is named by its file.
        _ => PackageFailure {
            id: None,
            raw_id: None,
            name: None,
            meta: serde_json::Map::new(),
            error: package::PackageError::Panicked(format!("{}: {error}", run.sources[index].relative)),
        },
    };
    failed_package(Box::new(failure), run)
}

/// The packages of `indices`, in their order: each settled from its stamp, analysed from its
/// L1/L2 entry, or analysed whole together with the batch's other such packages.
fn process(run: &PackageRun<'_>, indices: &[usize]) -> Vec<Processed> {
    let mut processed: Vec<Option<Processed>> = Vec::with_capacity(indices.len());
    let mut full = Vec::new();
    for &index in indices {
        match plan(run, index) {
            Ok(done) => processed.push(Some(done)),
            Err(waiting) => {
                processed.push(None);
                full.push(*waiting);
            }
        }
    }
    let (packages, known): (Vec<LoadedPackage>, Vec<Known>) = full.into_iter().map(|f| (f.package, f.known)).unzip();
    #[cfg(test)]
    tests::panic_when_asked(&packages);
    let mut analysed = known
        .into_iter()
        .zip(analysis::analyse_together(packages, &run.analysis))
        .map(|(known, analysed)| finish(run, analysed.map(|(analysed, enrichment)| (analysed, Some(enrichment))), known));
    processed.into_iter().filter_map(|done| done.or_else(|| analysed.next())).collect()
}

/// A package settled without L0 (`Ok`), or one that needs the whole analysis (`Err`).
fn plan(run: &PackageRun<'_>, index: usize) -> Result<Processed, Box<FullAnalysis>> {
    let mut package = match package::load(run.sources, index, run.claims) {
        Ok(package) => package,
        Err(failure) => return Ok(Processed::Done(failed_package(failure, run))),
    };
    if let Some(folder) = run.corrections {
        match folder.of_package(package.id.as_str()) {
            Ok(corrections) => package.corrections = corrections,
            // A corrections file that cannot be read fails its package only: analysing it
            // without the examiner's corrections would write what the examiner corrected.
            Err(error) => {
                let LoadedPackage { id, name, meta, .. } = package;
                let failure =
                    PackageFailure { id: Some(id), raw_id: None, name, meta, error: package::PackageError::Corrections(error.to_string()) };
                return Ok(Processed::Done(failed_package(Box::new(failure), run)));
            }
        }
    }
    let documents = (package.documents.len() + package.rejected.iter().filter(|r| r.raw_id.is_some()).count()) as u64;
    let stamps = run.stamp.as_ref().map(|stamp| stamp.of_package(&package));
    let previous = run.state.stamp(&package.id);
    if let (Some(stamps), Some(previous)) = (&stamps, &previous)
        && unchanged(run, &package, stamps, previous)
    {
        return Ok(Processed::Done(Outcome {
            id: Some(package.id.clone()),
            failed: previous.failed,
            errors: previous.errors.clone(),
            documents: previous.documents,
            listed_documents: previous.listed_documents,
            write_failure: None,
        }));
    }
    let documents_unchanged =
        matches!((&stamps, &previous), (Some(stamps), Some(previous)) if stamps.documents == previous.documents_stamp);
    // Only the matcher version changed: L3 from the L1/L2 entry of the last run, when there is one.
    let earlier = match &stamps {
        Some(stamps) if documents_unchanged && l0_usable(run, &stamps.l0_keys) => {
            run.enriched.get(&package.id, &stamps.documents, package.documents.len())
        }
        _ => None,
    };
    let known =
        Known { id: package.id.clone(), name: package.name.clone(), meta: package.meta.clone(), stamps, documents_unchanged, documents };
    match earlier {
        Some(enrichment) => {
            let analysed = analysis::analyse_enriched(package, enrichment, &run.analysis).map(|analysed| (analysed, None));
            Ok(finish(run, analysed, known))
        }
        None => Err(Box::new(FullAnalysis { package, known })),
    }
}

/// A package's analysis encoded for a writer thread, with the stamp and L1/L2 entry to keep;
/// `enrichment` is `None` when the analysis started from the last run's entry.
fn finish(run: &PackageRun<'_>, analysed: Result<(PackageAnalysis, Option<Enrichment>), GraphError>, known: Known) -> Processed {
    let Known { id, name, meta, stamps, documents_unchanged, documents } = known;
    let (analysed, enrichment) = match analysed {
        Ok(analysed) => analysed,
        Err(error) => {
            let failure =
                Box::new(PackageFailure { id: Some(id), raw_id: None, name, meta, error: package::PackageError::Graph(error.to_string()) });
            let mut outcome = failed_package(failure, run);
            outcome.documents = documents;
            return Processed::Done(outcome);
        }
    };
    let listed_documents = analysed.detail.item.document_count;
    // A document that --enrich-only could not analyse is no settled output: the next
    // run looks at the package again.
    let settled = !analysed.errors.iter().any(|e| e.stage == MISSING_STAGE);
    // Such a document's extraction files of the last run go, as a fresh run would not
    // have them. Only a full analysis (not one from the L1/L2 entry) builds extractions.
    let which = match &enrichment {
        Some(_) if !documents_unchanged || !settled => PackageFiles::All,
        Some(_) => PackageFiles::Package,
        None => PackageFiles::AfterL2,
    };
    let outcome =
        Outcome { id: Some(id.clone()), failed: false, errors: analysed.errors.clone(), documents, listed_documents, write_failure: None };
    let files = match package_files(run.layout, &analysed, which, run.reports) {
        Ok(files) => files,
        // Nothing of the package was touched: its stamp still vouches for its files.
        Err(failure) => return Processed::Done(Outcome { write_failure: Some(failure), ..outcome }),
    };
    let stamps = stamps.filter(|_| settled);
    let enriched =
        stamps.as_ref().zip(enrichment.as_ref()).map(|(stamps, enrichment)| EnrichedCache::encode(&stamps.documents, enrichment));
    let stamp = stamps.map(|stamps| PackageStamp {
        stamp: stamps.package,
        documents_stamp: stamps.documents,
        l0_keys: stamps.l0_keys.iter().map(|key| key.as_str().to_string()).collect(),
        failed: false,
        errors: analysed.errors,
        documents,
        listed_documents,
    });
    Processed::Write(Box::new(PackageWrite { id, files, enriched, stamp, outcome }))
}

/// Puts a package's files in place, on a writer thread. The stamp is overwritten with a note
/// before the first file is touched and written after the last, so that a run killed in between
/// leaves no stamp vouching for files it did not finish.
fn write_package(run: &PackageRun<'_>, write: PackageWrite, replacer: &mut Replacer) -> Outcome {
    let PackageWrite { id, files, enriched, stamp, mut outcome } = write;
    let written = run.state.forget(&id, replacer).and_then(|()| {
        files.iter().try_for_each(|(path, bytes)| match bytes {
            Some(bytes) => replacer.put(path, bytes),
            None => remove_if_present(path),
        })
    });
    if let Err(failure) = written {
        outcome.write_failure = Some(failure);
        return outcome;
    }
    if let Some(encoded) = enriched {
        run.enriched.store(&id, encoded);
    }
    if let Some(stamp) = stamp {
        outcome.write_failure = run.state.remember(&id, &stamp, replacer).err();
    }
    outcome
}

/// Whether the package's files, as a stamp vouches for them, are what this run would write.
fn unchanged(run: &PackageRun<'_>, package: &LoadedPackage, stamps: &PackageStamps, previous: &PackageStamp) -> bool {
    previous.stamp == stamps.package && run.layout.package_detail(&package.id).is_file() && l0_usable(run, &stamps.l0_keys)
}

/// --enrich-only fails a document whose extraction is not cached, whatever the output or the
/// L1/L2 cache holds, as a fresh --enrich-only run would.
fn l0_usable(run: &PackageRun<'_>, l0_keys: &[CacheKey]) -> bool {
    !run.enrich_only || l0_keys.iter().all(|key| run.cache.contains(key))
}

/// A package that failed as a whole: listed as failed when its id is usable, reported always.
/// Its files of an earlier run are removed, as a fresh run would not have them; failed
/// packages are cheap, so they are never stamped and always looked at again.
fn failed_package(failure: Box<PackageFailure>, run: &PackageRun<'_>) -> Outcome {
    let message = failure.error.to_string();
    let stage = match failure.error {
        package::PackageError::Graph(_) => "assembly",
        package::PackageError::Panicked(_) => "internal",
        package::PackageError::Corrections(_) => crate::corrections::apply::STAGE,
        _ => "input",
    };
    let line = ErrorLine {
        package_id: failure.id.as_ref().map(SafeId::to_string).or(failure.raw_id.clone()),
        document_id: None,
        stage: stage.to_string(),
        error: message.clone(),
    };
    let Some(id) = failure.id else {
        return Outcome { id: None, failed: true, errors: vec![line], documents: 0, listed_documents: 0, write_failure: None };
    };
    let item = PackageItem {
        package_id: id.to_string(),
        name: failure.name,
        document_count: 0,
        status: "failed".to_string(),
        error: Some(message),
    };
    let detail = PackageDetail { item, documents: Vec::new(), meta: failure.meta, review: Vec::new(), summary: None };
    let layout = run.layout;
    let write_failure = run
        .state
        .forget(&id, &mut Replacer::plain())
        .and_then(|()| {
            [
                layout.estate_graph(&id),
                layout.l2_parties(&id),
                layout.chain_analysis(&id),
                layout.runsheet(&id),
                layout.ownership(&id),
                layout.ownership_csv(&id),
                layout.report_page(&id),
                layout.report_dot(&id),
            ]
            .iter()
            .try_for_each(|path| remove_if_present(path))
        })
        .and_then(|()| write_json(&layout.package_detail(&id), &detail))
        .err();
    Outcome { id: Some(id), failed: true, errors: vec![line], documents: 0, listed_documents: 0, write_failure }
}

fn remove_if_present(path: &Path) -> Result<(), OutputError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(OutputError::write(path, e)),
    }
}

/// Which of a package's files a run writes: the files of the last run that its stamp vouches for
/// and that do not depend on what changed are left alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PackageFiles {
    /// The documents changed (or the last run left no stamp): every file.
    All,
    /// The documents are unchanged: the package files, not the extraction files.
    Package,
    /// Built from the L1/L2 entry under the documents stamp of the last run: L2's parties file
    /// holds that entry's clusters already, so only what L3 and the version make is written.
    AfterL2,
}

/// A package's files, encoded, in writing order: the detail last, because the lists are built
/// from it, so a package whose detail exists has all its other files. With `reports` the
/// examiner's page and DOT graph are among them; without, they are removed.
fn package_files(
    layout: &OutputLayout,
    analysed: &PackageAnalysis,
    which: PackageFiles,
    reports: bool,
) -> Result<Vec<PackageFile>, OutputError> {
    let mut files = Vec::new();
    if which == PackageFiles::All {
        for document in &analysed.documents {
            extraction_files(layout, &document.id, document.responses.as_ref(), &mut files)?;
        }
    }
    let json = |path: PathBuf, value: &dyn ErasedEnvelope| value.encode(&path).map(|bytes| (path, Some(bytes)));
    files.push(json(layout.estate_graph(&analysed.id), &analysed.graph)?);
    if which != PackageFiles::AfterL2 {
        files.push(json(layout.l2_parties(&analysed.id), &analysed.l2)?);
    }
    files.push(json(layout.chain_analysis(&analysed.id), &analysed.chain_analysis)?);
    let runsheet = layout.runsheet(&analysed.id);
    let bytes = runsheet_bytes(&runsheet, &analysed.runsheet)?;
    files.push((runsheet, Some(bytes)));
    files.push(json(layout.ownership(&analysed.id), &analysed.ownership)?);
    let ownership_csv = layout.ownership_csv(&analysed.id);
    let bytes = ownership_bytes(&ownership_csv, &analysed.ownership)?;
    files.push((ownership_csv, Some(bytes)));
    let (page, dot) = if reports {
        let page = report::page::package_page(&report::page::PackageReport {
            detail: &analysed.detail,
            graph: &analysed.graph,
            runsheet: &analysed.runsheet,
            tract_phrases: &analysed.tract_phrases,
            ownership: &analysed.ownership,
        });
        (Some(page.into_bytes()), Some(report::dot::estate_graph_dot(&analysed.graph).into_bytes()))
    } else {
        (None, None)
    };
    files.push((layout.report_page(&analysed.id), page));
    files.push((layout.report_dot(&analysed.id), dot));
    files.push(json(layout.package_detail(&analysed.id), &analysed.detail)?);
    Ok(files)
}

/// A document's five extraction files; a kind that did not run, or a failed document, has no
/// file, and one left by an earlier run is removed, as a fresh run would not have it.
fn extraction_files(
    layout: &OutputLayout,
    id: &SafeId,
    responses: Option<&DocumentResponses>,
    files: &mut Vec<PackageFile>,
) -> Result<(), OutputError> {
    let responses = responses.cloned().unwrap_or_default();
    let kinds: [(ExtractionKind, Option<&dyn ErasedEnvelope>); 5] = [
        (ExtractionKind::Parties, responses.parties.as_ref().map(|e| e as &dyn ErasedEnvelope)),
        (ExtractionKind::Dates, responses.dates.as_ref().map(|e| e as &dyn ErasedEnvelope)),
        (ExtractionKind::Land, responses.land.as_ref().map(|e| e as &dyn ErasedEnvelope)),
        (ExtractionKind::DocType, responses.doc_type.as_ref().map(|e| e as &dyn ErasedEnvelope)),
        (ExtractionKind::Conveyance, responses.conveyance.as_ref().map(|e| e as &dyn ErasedEnvelope)),
    ];
    for (kind, envelope) in kinds {
        let path = layout.extraction(id, kind);
        let bytes = envelope.map(|envelope| envelope.encode(&path)).transpose()?;
        files.push((path, bytes));
    }
    Ok(())
}

/// The five envelopes and the package responses have types of their own; this lets one
/// function encode each.
trait ErasedEnvelope {
    fn encode(&self, path: &Path) -> Result<Vec<u8>, OutputError>;
}

impl<T: Serialize> ErasedEnvelope for T {
    fn encode(&self, path: &Path) -> Result<Vec<u8>, OutputError> {
        json_bytes(path, self)
    }
}

/// A progress bar on a terminal, plain lines otherwise, nothing but errors with `--quiet`;
/// the errors of each package as it finishes. How each line looks is [`message`]'s.
struct Progress {
    bar: Option<ProgressBar>,
    total: usize,
    done: AtomicUsize,
    every: usize,
}

impl Progress {
    fn new(total: usize) -> Progress {
        let bar = (!message::quiet() && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
            if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} packages {elapsed_precise} eta {eta}") {
                bar.set_style(style);
            }
            bar
        });
        message::draw_above(bar.clone());
        Progress { bar, total, done: AtomicUsize::new(0), every: (total / 20).max(1) }
    }

    fn finished(&self, outcome: &Outcome) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        for error in &outcome.errors {
            message::input_error(error.package_id.as_deref(), error.document_id.as_deref(), &error.error);
        }
        match &self.bar {
            Some(bar) => bar.inc(1),
            None if done.is_multiple_of(self.every) || done == self.total => message::note(format!("{done}/{} packages", self.total)),
            None => {}
        }
    }

    fn done(&self) {
        message::draw_above(None);
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The meta key that makes a package's analysis panic, for the containment test.
    const PANIC_KEY: &str = "titlegraph_test_panic";

    /// Panics when a package's meta asks for it. Compiled only into the library's unit tests
    /// (`cfg(test)`): the titlegraph executable, the integration tests and every release build
    /// have no such code, so no input can make a real run panic through it.
    pub(crate) fn panic_when_asked(packages: &[LoadedPackage]) {
        if let Some(package) = packages.iter().find(|p| p.meta.contains_key(PANIC_KEY)) {
            panic!("injected for the containment test in package {}", package.id);
        }
    }

    #[test]
    fn the_closing_line_says_what_was_done_what_failed_and_where_to_look() {
        let report = RunReport {
            status: RunStatus::InputFailures,
            packages: 10,
            packages_failed: 1,
            documents: 60,
            documents_failed: 2,
            errors: 3,
            elapsed: std::time::Duration::from_millis(1_234),
        };
        assert_eq!(
            report.closing_line(Path::new("out")),
            "finished in 1.2 s: 10 packages, 1 failed; 60 documents, 2 failed; see out/summary.csv and out/errors.jsonl (3 lines)"
        );
    }

    fn copy_sample(name: &str, into: &Path, edit: impl FnOnce(&mut serde_json::Value)) {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
        let mut package: serde_json::Value =
            serde_json::from_slice(&std::fs::read(root.join(name)).expect("read sample")).expect("sample is JSON");
        edit(&mut package);
        std::fs::write(into.join(name), serde_json::to_vec(&package).expect("encode")).expect("write package");
    }

    #[test]
    fn a_panicking_package_fails_alone_with_the_panic_and_the_rest_is_written() {
        let input = tempfile::tempdir().expect("temp dir");
        for name in ["caddo-ne4-sec12.json", "reeves-sec14-blk7.json", "weld-se4-sec8-t5n-r64w.json"] {
            copy_sample(name, input.path(), |_| {});
        }
        copy_sample("upton-kessler-a348.json", input.path(), |package| {
            package["meta"][PANIC_KEY] = serde_json::Value::Bool(true);
        });
        let out = tempfile::tempdir().expect("temp dir");
        let options = RunOptions {
            input: input.path().to_path_buf(),
            out: out.path().to_path_buf(),
            version: "2.0".to_string(),
            stages: StageSelection::all(),
            debug: false,
            jobs: 2,
            quiet: true,
            shard: None,
            enrich_only: false,
            cache_dir: None,
            corrections: None,
            reports: true,
        };
        let report = run(&options).expect("the run finishes");
        assert_eq!((report.status, report.packages, report.packages_failed, report.errors), (RunStatus::InputFailures, 4, 1, 1));

        let errors = std::fs::read_to_string(out.path().join("errors.jsonl")).expect("errors.jsonl");
        let line: ErrorLine = serde_json::from_str(errors.trim_end()).expect("one error line");
        assert_eq!(
            (line.package_id.as_deref(), line.document_id.as_deref(), line.stage.as_str()),
            (Some("upton-kessler-a348"), None, "internal")
        );
        assert!(
            line.error.contains("injected for the containment test in package upton-kessler-a348 at src/batch.rs:"),
            "the panic's message and place: {}",
            line.error
        );
        let layout = OutputLayout::new(out.path());
        let status = |id: &str| crate::output::lists::read_detail(&layout, &SafeId::parse(id).expect("id")).expect("detail").item.status;
        assert_eq!(status("upton-kessler-a348"), "failed");
        for id in ["caddo-ne4-sec12", "reeves-sec14-blk7", "weld-se4-sec8-t5n-r64w"] {
            assert_eq!(status(id), "completed", "{id}");
            assert!(layout.estate_graph(&SafeId::parse(id).expect("id")).is_file(), "{id} is written whole");
        }
    }
}
