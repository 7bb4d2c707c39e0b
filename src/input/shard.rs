//! `--shard K/N`: which packages one machine of a sharded run analyses. The share of a source is
//! decided by a sha256 of its package id, so it depends neither on the file order, nor on the
//! machine, nor on the Rust version (std's hasher is seeded per process and may change). Every
//! shard still walks and pre-scans the whole input, so duplicate ids are decided exactly as in
//! one run; only the analysis and the writing are shared out.
//!
//! K counts from 1 (`1/4` … `4/4`), as cargo-nextest's and Playwright's partitions do.
//! `auto` reads K and N from the orchestrator: see [`Shard::from_environment`].

use super::scan::IdScan;
use super::walk::Source;
use sha2::{Digest, Sha256};
use std::fmt;
use thiserror::Error;

/// Environment variable that carries the shard count to a Kubernetes Indexed Job's pods:
/// Kubernetes gives each pod its `JOB_COMPLETION_INDEX` but not the Job's `completions`.
pub const KUBERNETES_COUNT_VARIABLE: &str = "TITLEGRAPH_SHARD_COUNT";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// 1-based: 1 ≤ index ≤ count.
    index: u32,
    count: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShardError {
    #[error("--shard {given:?} is not K/N, auto: give two whole numbers with 1 <= K <= N, e.g. --shard 2/4")]
    Malformed { given: String },
    #[error(
        "--shard auto found no orchestrator: set JOB_COMPLETION_INDEX and {KUBERNETES_COUNT_VARIABLE} (Kubernetes Indexed Job), SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT (Slurm array), or AWS_BATCH_JOB_ARRAY_INDEX and AWS_BATCH_JOB_ARRAY_SIZE (AWS Batch array), or give --shard K/N"
    )]
    NoOrchestrator,
    #[error("--shard auto found the variables of more than one orchestrator ({found}); give --shard K/N instead")]
    SeveralOrchestrators { found: String },
    #[error("--shard auto: {variable} is not set; {hint}")]
    Missing { variable: &'static str, hint: &'static str },
    #[error("--shard auto: {variable}={value:?} is not a whole number")]
    NotANumber { variable: &'static str, value: String },
    #[error("--shard auto: {detail}")]
    OutOfRange { detail: String },
}

impl Shard {
    pub fn new(index: u32, count: u32) -> Result<Shard, ShardError> {
        if count == 0 || index == 0 || index > count {
            return Err(ShardError::Malformed { given: format!("{index}/{count}") });
        }
        Ok(Shard { index, count })
    }

    pub fn index(self) -> u32 {
        self.index
    }

    pub fn count(self) -> u32 {
        self.count
    }

    /// The value of `--shard`: `K/N`, or `auto` read through `variable` (the process
    /// environment in the binary, a map in tests).
    pub fn from_argument(given: &str, variable: impl Fn(&str) -> Option<String>) -> Result<Shard, ShardError> {
        if given.trim() == "auto" {
            return Shard::from_environment(variable);
        }
        let malformed = || ShardError::Malformed { given: given.to_string() };
        let (index, count) = given.trim().split_once('/').ok_or_else(malformed)?;
        let index = index.trim().parse::<u32>().map_err(|_| malformed())?;
        let count = count.trim().parse::<u32>().map_err(|_| malformed())?;
        Shard::new(index, count).map_err(|_| malformed())
    }

    /// K and N from a Kubernetes Indexed Job (`JOB_COMPLETION_INDEX`, 0-based, and
    /// `TITLEGRAPH_SHARD_COUNT` set in the manifest), a Slurm job array (`SLURM_ARRAY_TASK_ID`
    /// counted from `SLURM_ARRAY_TASK_MIN` in steps of `SLURM_ARRAY_TASK_STEP`, and
    /// `SLURM_ARRAY_TASK_COUNT`), or an AWS Batch array job (`AWS_BATCH_JOB_ARRAY_INDEX`,
    /// 0-based, and `AWS_BATCH_JOB_ARRAY_SIZE`). Exactly one of them must be present.
    pub fn from_environment(variable: impl Fn(&str) -> Option<String>) -> Result<Shard, ShardError> {
        let present: Vec<&str> =
            [("JOB_COMPLETION_INDEX", "Kubernetes"), ("SLURM_ARRAY_TASK_ID", "Slurm"), ("AWS_BATCH_JOB_ARRAY_INDEX", "AWS Batch")]
                .into_iter()
                .filter(|(name, _)| variable(name).is_some())
                .map(|(_, orchestrator)| orchestrator)
                .collect();
        match present.as_slice() {
            [] => Err(ShardError::NoOrchestrator),
            ["Kubernetes"] => {
                let index = number(&variable, "JOB_COMPLETION_INDEX", "it is set by Kubernetes in the pods of an Indexed Job")?;
                let count =
                    number(&variable, KUBERNETES_COUNT_VARIABLE, "set it in the Job manifest to the same value as spec.completions")?;
                zero_based(index, count, "JOB_COMPLETION_INDEX", KUBERNETES_COUNT_VARIABLE)
            }
            ["Slurm"] => slurm(&variable),
            ["AWS Batch"] => {
                let index = number(&variable, "AWS_BATCH_JOB_ARRAY_INDEX", "it is set by AWS Batch in the children of an array job")?;
                let count = number(&variable, "AWS_BATCH_JOB_ARRAY_SIZE", "it is set by AWS Batch in the children of an array job")?;
                zero_based(index, count, "AWS_BATCH_JOB_ARRAY_INDEX", "AWS_BATCH_JOB_ARRAY_SIZE")
            }
            several => Err(ShardError::SeveralOrchestrators { found: several.join(", ") }),
        }
    }

    /// Whether this shard analyses the package that `key` names (see [`share_key`]).
    pub fn takes(self, key: &str) -> bool {
        let hash = Sha256::digest(key.as_bytes());
        let mut first = [0u8; 8];
        first.copy_from_slice(&hash[..8]);
        u64::from_be_bytes(first) % u64::from(self.count) == u64::from(self.index - 1)
    }

    /// The first shard also carries what belongs to the run rather than to a package: the
    /// skipped files and the entries the walk could not read, so that they appear exactly once
    /// in the merged output.
    pub fn carries_run_level_input(self) -> bool {
        self.index == 1
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// What decides a source's shard: its `package_id` as written, so that a repeated id lands on
/// the same shard as its first owner; a source without a `package_id` string (unreadable, not
/// JSON) is keyed by its path under the input root, so it is still reported by exactly one shard.
pub fn share_key<'a>(scan: &'a IdScan, source: &'a Source) -> &'a str {
    scan.package_id.as_deref().unwrap_or(&source.relative)
}

fn number(variable: &impl Fn(&str) -> Option<String>, name: &'static str, hint: &'static str) -> Result<u64, ShardError> {
    let value = variable(name).ok_or(ShardError::Missing { variable: name, hint })?;
    value.trim().parse::<u64>().map_err(|_| ShardError::NotANumber { variable: name, value })
}

fn zero_based(index: u64, count: u64, index_name: &str, count_name: &str) -> Result<Shard, ShardError> {
    if count == 0 || index >= count {
        return Err(ShardError::OutOfRange { detail: format!("{index_name}={index} must be below {count_name}={count}") });
    }
    let count = u32::try_from(count).map_err(|_| ShardError::OutOfRange { detail: format!("{count_name}={count} is too large") })?;
    // index < count ≤ u32::MAX, so index + 1 fits.
    Shard::new(index as u32 + 1, count)
        .map_err(|_| ShardError::OutOfRange { detail: format!("{index_name}={index}, {count_name}={count}") })
}

/// Slurm numbers array tasks as given to `sbatch --array` (`1-8`, `0-15:4`), so the position
/// is (id − min) / step; a list with holes (`--array=1,3,7`) has no such position and is
/// refused rather than leaving packages to nobody.
fn slurm(variable: &impl Fn(&str) -> Option<String>) -> Result<Shard, ShardError> {
    let hint = "it is set by Slurm in the tasks of a job array (sbatch --array)";
    let id = number(variable, "SLURM_ARRAY_TASK_ID", hint)?;
    let count = number(variable, "SLURM_ARRAY_TASK_COUNT", hint)?;
    let min = number(variable, "SLURM_ARRAY_TASK_MIN", hint)?;
    let step = match variable("SLURM_ARRAY_TASK_STEP") {
        None => 1,
        Some(_) => number(variable, "SLURM_ARRAY_TASK_STEP", hint)?.max(1),
    };
    let offset = id
        .checked_sub(min)
        .ok_or_else(|| ShardError::OutOfRange { detail: format!("SLURM_ARRAY_TASK_ID={id} is below SLURM_ARRAY_TASK_MIN={min}") })?;
    if offset % step != 0 {
        return Err(ShardError::OutOfRange { detail: format!("SLURM_ARRAY_TASK_ID={id} is not on the array's step {step} from {min}") });
    }
    zero_based(offset / step, count, "SLURM_ARRAY_TASK_ID (from SLURM_ARRAY_TASK_MIN)", "SLURM_ARRAY_TASK_COUNT").map_err(|error| {
        match error {
            ShardError::OutOfRange { detail } => ShardError::OutOfRange {
                detail: format!("{detail}; the array must be a range such as --array=1-{count} or 0-{}", count.saturating_sub(1)),
            },
            other => other,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn environment(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move |name| map.get(name).cloned()
    }

    #[test]
    fn reads_k_of_n() {
        assert_eq!(Shard::from_argument("2/4", environment(&[])), Shard::new(2, 4));
        assert_eq!(Shard::from_argument(" 1 / 1 ", environment(&[])), Shard::new(1, 1));
    }

    #[test]
    fn refuses_shards_that_name_no_share() {
        for given in ["0/4", "5/4", "1/0", "4", "a/b", "-1/4", "1/4/2", ""] {
            assert!(matches!(Shard::from_argument(given, environment(&[])), Err(ShardError::Malformed { .. })), "{given}");
        }
    }

    #[test]
    fn kubernetes_index_counts_from_zero_with_the_count_from_the_manifest() {
        let shard = Shard::from_argument("auto", environment(&[("JOB_COMPLETION_INDEX", "3"), ("TITLEGRAPH_SHARD_COUNT", "4")]));
        assert_eq!(shard, Shard::new(4, 4));
        let missing = Shard::from_argument("auto", environment(&[("JOB_COMPLETION_INDEX", "0")]));
        assert!(matches!(missing, Err(ShardError::Missing { variable: "TITLEGRAPH_SHARD_COUNT", .. })));
        let beyond = Shard::from_argument("auto", environment(&[("JOB_COMPLETION_INDEX", "4"), ("TITLEGRAPH_SHARD_COUNT", "4")]));
        assert!(matches!(beyond, Err(ShardError::OutOfRange { .. })));
    }

    #[test]
    fn slurm_arrays_starting_at_one_or_with_a_step_map_onto_one_to_n() {
        let one_based = [("SLURM_ARRAY_TASK_ID", "1"), ("SLURM_ARRAY_TASK_MIN", "1"), ("SLURM_ARRAY_TASK_COUNT", "8")];
        assert_eq!(Shard::from_environment(environment(&one_based)), Shard::new(1, 8));
        let last = [("SLURM_ARRAY_TASK_ID", "8"), ("SLURM_ARRAY_TASK_MIN", "1"), ("SLURM_ARRAY_TASK_COUNT", "8")];
        assert_eq!(Shard::from_environment(environment(&last)), Shard::new(8, 8));
        let stepped =
            [("SLURM_ARRAY_TASK_ID", "12"), ("SLURM_ARRAY_TASK_MIN", "0"), ("SLURM_ARRAY_TASK_STEP", "4"), ("SLURM_ARRAY_TASK_COUNT", "4")];
        assert_eq!(Shard::from_environment(environment(&stepped)), Shard::new(4, 4));
        let holes = [("SLURM_ARRAY_TASK_ID", "7"), ("SLURM_ARRAY_TASK_MIN", "1"), ("SLURM_ARRAY_TASK_COUNT", "3")];
        assert!(matches!(Shard::from_environment(environment(&holes)), Err(ShardError::OutOfRange { .. })));
    }

    #[test]
    fn aws_batch_and_bad_values() {
        let aws = [("AWS_BATCH_JOB_ARRAY_INDEX", "0"), ("AWS_BATCH_JOB_ARRAY_SIZE", "10")];
        assert_eq!(Shard::from_environment(environment(&aws)), Shard::new(1, 10));
        let bad = [("AWS_BATCH_JOB_ARRAY_INDEX", "two"), ("AWS_BATCH_JOB_ARRAY_SIZE", "10")];
        assert!(matches!(Shard::from_environment(environment(&bad)), Err(ShardError::NotANumber { .. })));
        assert_eq!(Shard::from_environment(environment(&[])), Err(ShardError::NoOrchestrator));
        let both = [("AWS_BATCH_JOB_ARRAY_INDEX", "0"), ("JOB_COMPLETION_INDEX", "0")];
        assert!(matches!(Shard::from_environment(environment(&both)), Err(ShardError::SeveralOrchestrators { .. })));
    }

    #[test]
    fn shares_are_disjoint_and_complete() {
        let shards: Vec<Shard> = (1..=5).filter_map(|k| Shard::new(k, 5).ok()).collect();
        let mut sizes = [0usize; 5];
        for n in 0..2000 {
            let key = format!("reeves-sec{n}");
            let takers: Vec<usize> = shards.iter().enumerate().filter(|(_, s)| s.takes(&key)).map(|(i, _)| i).collect();
            assert_eq!(takers.len(), 1, "{key}");
            sizes[takers[0]] += 1;
        }
        assert!(sizes.iter().all(|&size| size > 300), "{sizes:?}");
    }

    #[test]
    fn the_share_of_a_package_is_fixed_by_its_id() {
        // sha256("reeves-sec12") begins bc39e82b5d1e74a6, which is 2 mod 4 (shard 3): pinned so that a
        // change of hash or byte order cannot silently move packages between the shards of a
        // fleet that runs two versions side by side.
        let shard_of = |key: &str| (1..=4).find(|&k| Shard::new(k, 4).is_ok_and(|s| s.takes(key)));
        assert_eq!(shard_of("reeves-sec12"), Some(3));
        assert_eq!(shard_of("pkg-00001"), Some(3));
    }
}
