//! errors.jsonl: one line per failed package or document, so a nightly job can see every input
//! problem by name without reading logs.

use super::atomic::{OutputError, write_with};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
pub struct ErrorLine {
    pub package_id: Option<String>,
    pub document_id: Option<String>,
    pub stage: String,
    pub error: String,
}

/// Writes the lines sorted, so the file never depends on which thread failed first.
pub fn write_errors(path: &Path, mut lines: Vec<ErrorLine>) -> Result<(), OutputError> {
    lines.sort();
    write_with(path, |writer| {
        for line in &lines {
            serde_json::to_writer(&mut *writer, line)?;
            writer.write_all(b"\n")?;
        }
        Ok(())
    })
}
