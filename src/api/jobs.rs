//! GET /api/jobs/<job_id>: the record of this run.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Job {
    pub job_id: String,
    /// `running` while the run goes on, then `completed` or `failed`.
    #[schemars(extend("enum" = ["running", "completed", "failed"]))]
    pub status: String,
    pub stages: Vec<String>,
    pub enrich_only: bool,
    pub debug: bool,
    pub version: String,
    pub started_at: String,
    pub finished_at: Option<String>,
    pub counts: JobCounts,
    /// `K/N` in the record of one shard of a sharded run, whose counts are that shard's share;
    /// absent from a whole run's record and from the merged one, which are alike.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct JobCounts {
    pub packages: u64,
    pub documents: u64,
    /// Failed packages and documents: one per errors.jsonl line.
    pub failed: u64,
    pub files_skipped: u64,
}
