//! `titlegraph merge SHARD_OUT... --out DIR`: one tree from the outputs of a sharded run, with
//! the bytes one machine would have written (the job record's times aside: the earliest start
//! and the latest finish). The per-package and per-document files are copied; the lists,
//! summary.csv, errors.jsonl and the job record are rebuilt with the writers `run` uses.
//!
//! Only the files the shards' lists name are copied, each through a temporary file and a
//! rename, so a stale file left in a reused shard folder never reaches the merged tree and a
//! killed merge never leaves half a file.

use crate::api::documents::ExtractionKind;
use crate::api::jobs::{Job, JobCounts};
use crate::input::SafeId;
use crate::input::shard::Shard;
use crate::output::errors::write_errors;
use crate::output::lists::write_lists;
use crate::output::report::{ReportError, write_package_pages};
use crate::output::tree::{OutputTree, TreeError};
use crate::output::{OutputError, OutputLayout, write_bytes, write_json};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum MergeError {
    /// The command line or the shard set is wrong; nothing is written (exit 2).
    #[error("{0}")]
    Usage(String),
    /// Two shards claim the same id: the shards did not come from one input; nothing is written
    /// (exit 1: running the merge again will not help).
    #[error("{} id(s) appear in more than one shard, so these shards are not one run over one input:\n{}", .0.len(), .0.join("\n"))]
    Duplicates(Vec<String>),
    #[error(transparent)]
    Tree(#[from] TreeError),
    /// Writing the merged tree failed (exit 3).
    #[error(transparent)]
    Output(#[from] OutputError),
    #[error(transparent)]
    Report(#[from] ReportError),
}

impl MergeError {
    pub fn exit_code(&self) -> u8 {
        match self {
            MergeError::Usage(_) => 2,
            MergeError::Duplicates(_) => 1,
            MergeError::Tree(error) => error.exit_code(),
            MergeError::Output(_) => 3,
            MergeError::Report(error) => error.exit_code(),
        }
    }
}

/// How the merged run went: the exit status a single run would have given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MergeStatus {
    Completed,
    InputFailures,
}

/// One shard's output and what its record says.
struct ShardOutput {
    tree: OutputTree,
    shard: Shard,
    job: Job,
}

/// Merges the shards' trees into `out`; with `reports`, the examiner's report is then drawn from
/// the merged files, as a single run would have written it.
pub fn merge(shard_outs: &[PathBuf], out: &Path, reports: bool) -> Result<MergeStatus, MergeError> {
    refuse_out_among_inputs(shard_outs, out)?;
    let mut shards = shard_outs.iter().map(|root| open_shard(root)).collect::<Result<Vec<_>, _>>()?;
    shards.sort_by_key(|s| s.shard.index());
    let first = check_one_run(&shards)?.job.clone();

    let mut owners: BTreeMap<String, u32> = BTreeMap::new();
    let mut documents: BTreeMap<String, u32> = BTreeMap::new();
    let mut duplicates = Vec::new();
    let mut errors = Vec::new();
    let mut listed_documents = 0u64;
    let mut copies: Vec<(usize, PathBuf)> = Vec::new();
    for (position, shard) in shards.iter().enumerate() {
        let index = shard.shard.index();
        for item in shard.tree.packages()? {
            let id = shard.tree.package_id(&item.package_id)?;
            if let Some(other) = owners.insert(item.package_id.clone(), index) {
                duplicates.push(format!("package {} in shards {other}/{n} and {index}/{n}", item.package_id, n = shard.shard.count()));
            }
            copies.extend(package_files(shard.tree.layout(), &id).into_iter().map(|path| (position, path)));
        }
        for item in shard.tree.documents()? {
            let id = shard.tree.document_id(&item.document_id)?;
            listed_documents += 1;
            if let Some(other) = documents.insert(item.document_id.clone(), index) {
                duplicates.push(format!("document {} in shards {other}/{n} and {index}/{n}", item.document_id, n = shard.shard.count()));
            }
            copies.extend(ExtractionKind::ALL.iter().map(|kind| (position, shard.tree.layout().extraction(&id, *kind))));
        }
        errors.extend(shard.tree.errors()?);
    }
    if !duplicates.is_empty() {
        return Err(MergeError::Duplicates(duplicates));
    }

    copies.par_iter().try_for_each(|(position, relative)| copy(&shards[*position].tree, out, relative))?;
    let layout = OutputLayout::new(out);
    let listed = owners
        .keys()
        .map(|id| SafeId::parse(id).map_err(|reason| MergeError::Usage(format!("package id {id:?} {reason}"))))
        .collect::<Result<Vec<_>, _>>()?;
    let job = merged_job(&first, &shards.iter().map(|s| s.job.clone()).collect::<Vec<_>>());
    write_lists(&layout, &listed, listed_documents, &job.version, reports)?;
    if reports {
        write_package_pages(&OutputTree::open(out)?, &layout)?;
    }
    write_errors(&layout.errors(), errors)?;
    let job_id = SafeId::parse(&job.job_id).map_err(|reason| MergeError::Usage(format!("job id {:?} {reason}", job.job_id)))?;
    write_json(&layout.job(&job_id), &job)?;
    Ok(if job.counts.failed == 0 { MergeStatus::Completed } else { MergeStatus::InputFailures })
}

/// The files of one listed package, relative to its tree; a failed package has only its detail,
/// and copying skips what does not exist.
fn package_files(layout: &OutputLayout, id: &SafeId) -> Vec<PathBuf> {
    vec![layout.package_detail(id), layout.estate_graph(id), layout.l2_parties(id), layout.chain_analysis(id), layout.runsheet(id)]
}

fn copy(tree: &OutputTree, out: &Path, relative: &Path) -> Result<(), MergeError> {
    match tree.bytes(relative)? {
        Some(bytes) => Ok(write_bytes(&out.join(relative), &bytes)?),
        None => Ok(()),
    }
}

/// The --out of a merge must be none of the shard folders, nor inside one, nor hold one:
/// writing there would change an input while it is read, or read the merge's own output.
fn refuse_out_among_inputs(shard_outs: &[PathBuf], out: &Path) -> Result<(), MergeError> {
    let out_resolved = resolve(out)?;
    for input in shard_outs {
        let input_resolved = input.canonicalize().map_err(|e| MergeError::Usage(format!("shard output {}: {e}", input.display())))?;
        if out_resolved.starts_with(&input_resolved) || input_resolved.starts_with(&out_resolved) {
            return Err(MergeError::Usage(format!(
                "--out {} overlaps the shard output {}; write the merged tree to a folder of its own",
                out.display(),
                input.display()
            )));
        }
    }
    Ok(())
}

/// The absolute path `path` names once its existing part is resolved, whether or not the rest
/// exists yet.
fn resolve(path: &Path) -> Result<PathBuf, MergeError> {
    let absolute = std::path::absolute(path).map_err(|e| MergeError::Usage(format!("--out {}: {e}", path.display())))?;
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    while !existing.exists() {
        rest.push(existing.file_name().map(|n| n.to_os_string()));
        existing = existing.parent().ok_or_else(|| MergeError::Usage(format!("--out {} has no existing parent", path.display())))?;
    }
    let mut resolved = existing.canonicalize().map_err(|e| MergeError::Usage(format!("--out {}: {e}", path.display())))?;
    for part in rest.into_iter().rev().flatten() {
        resolved.push(part);
    }
    Ok(resolved)
}

fn open_shard(root: &Path) -> Result<ShardOutput, MergeError> {
    let tree = OutputTree::open(root)?;
    let mut jobs = tree.jobs()?;
    let job = match (jobs.pop(), jobs.is_empty()) {
        (Some(job), true) => job,
        (None, _) => return Err(tree.not_an_output("it has no job record under api/jobs".to_string()).into()),
        (Some(_), false) => {
            return Err(MergeError::Usage(format!(
                "{} holds {} job records; merge needs the folder of one sharded run (write each shard to a fresh --out)",
                root.display(),
                jobs.len() + 1
            )));
        }
    };
    let Some(given) = job.shard.clone() else {
        return Err(MergeError::Usage(format!("{} is the output of a whole run, not of a shard (run with --shard K/N)", root.display())));
    };
    let shard = Shard::from_argument(&given, |_| None).map_err(|e| MergeError::Usage(format!("{}: job record: {e}", root.display())))?;
    if job.status == "running" || job.finished_at.is_none() {
        return Err(MergeError::Usage(format!(
            "shard {shard} in {} has not finished (its job record says {}); run that shard again, then merge",
            root.display(),
            job.status
        )));
    }
    Ok(ShardOutput { tree, shard, job })
}

/// Every shard 1..N exactly once, all from the same job (input and options).
fn check_one_run(shards: &[ShardOutput]) -> Result<&ShardOutput, MergeError> {
    let Some(first) = shards.first() else {
        return Err(MergeError::Usage("merge needs at least one shard output".to_string()));
    };
    let count = first.shard.count();
    for shard in shards {
        let same_run = shard.job.job_id == first.job.job_id
            && shard.job.version == first.job.version
            && shard.job.stages == first.job.stages
            && shard.job.debug == first.job.debug
            && shard.job.enrich_only == first.job.enrich_only;
        if !same_run || shard.shard.count() != count {
            return Err(MergeError::Usage(format!(
                "{} ({}, shard {}) and {} ({}, shard {}) are not shards of one run: the input or the options differ",
                first.tree.root().display(),
                first.job.job_id,
                first.shard,
                shard.tree.root().display(),
                shard.job.job_id,
                shard.shard
            )));
        }
    }
    for pair in shards.windows(2) {
        if pair[0].shard == pair[1].shard {
            return Err(MergeError::Usage(format!(
                "{} and {} are both shard {}",
                pair[0].tree.root().display(),
                pair[1].tree.root().display(),
                pair[0].shard
            )));
        }
    }
    let missing: Vec<String> =
        (1..=count).filter(|k| !shards.iter().any(|s| s.shard.index() == *k)).map(|k| format!("{k}/{count}")).collect();
    if !missing.is_empty() {
        return Err(MergeError::Usage(format!("shard(s) {} missing: a merge needs all {count} shards of the run", missing.join(", "))));
    }
    Ok(first)
}

/// The record one run would have written: the shards' counts added up, failed when any shard
/// saw a failed package, from the earliest start to the latest finish.
fn merged_job(first: &Job, shards: &[Job]) -> Job {
    let mut counts = JobCounts::default();
    for shard in shards {
        counts.packages += shard.counts.packages;
        counts.documents += shard.counts.documents;
        counts.failed += shard.counts.failed;
        counts.files_skipped += shard.counts.files_skipped;
    }
    Job {
        job_id: first.job_id.clone(),
        status: if shards.iter().any(|s| s.status == "failed") { "failed" } else { "completed" }.to_string(),
        stages: first.stages.clone(),
        enrich_only: first.enrich_only,
        debug: first.debug,
        version: first.version.clone(),
        started_at: shards.iter().map(|s| s.started_at.clone()).min().unwrap_or_default(),
        finished_at: shards.iter().filter_map(|s| s.finished_at.clone()).max(),
        counts,
        shard: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shard_job(shard: &str, status: &str, started_at: &str, finished_at: &str, packages: u64, failed: u64) -> Job {
        Job {
            job_id: "job-0a8393db61e05ece".to_string(),
            status: status.to_string(),
            stages: vec!["markdown".to_string(), "extract_parties".to_string()],
            enrich_only: false,
            debug: false,
            version: "2.0".to_string(),
            started_at: started_at.to_string(),
            finished_at: Some(finished_at.to_string()),
            counts: JobCounts { packages, documents: packages * 6, failed, files_skipped: u64::from(shard == "1/2") },
            shard: Some(shard.to_string()),
        }
    }

    #[test]
    fn the_merged_record_adds_the_counts_and_spans_the_shards_times() {
        let shards = [
            shard_job("1/2", "completed", "2026-11-22T02:00:05Z", "2026-11-22T02:40:00Z", 7, 0),
            shard_job("2/2", "failed", "2026-11-22T01:59:58Z", "2026-11-22T02:31:10Z", 5, 2),
        ];
        let merged = merged_job(&shards[0], &shards);
        assert_eq!(merged.status, "failed");
        assert_eq!((merged.started_at.as_str(), merged.finished_at.as_deref()), ("2026-11-22T01:59:58Z", Some("2026-11-22T02:40:00Z")));
        assert_eq!(merged.counts, JobCounts { packages: 12, documents: 72, failed: 2, files_skipped: 1 });
        assert_eq!(merged.shard, None);
    }
}
