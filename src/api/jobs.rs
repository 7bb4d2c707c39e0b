//! GET /api/jobs/<job_id>: the record of this run.

use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Job {
    pub job_id: String,
    /// `running` while the run goes on, then `completed` or `failed`.
    pub status: &'static str,
    pub stages: Vec<String>,
    pub enrich_only: bool,
    pub debug: bool,
    pub version: String,
    pub started_at: String,
    pub finished_at: Option<String>,
    pub counts: JobCounts,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct JobCounts {
    pub packages: u64,
    pub documents: u64,
    /// Failed packages and documents: one per errors.jsonl line.
    pub failed: u64,
    pub files_skipped: u64,
}
