//! The runsheet: the package's instruments in date order with recording reference, category,
//! parties, tracts and what each did to which estate; the table a landman builds by hand.

use super::atomic::OutputError;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunsheetRow {
    pub date: String,
    pub date_source: String,
    pub recording: String,
    pub recorded_date: String,
    pub document_id: String,
    pub doc_category: String,
    pub grantors: String,
    pub grantees: String,
    pub tracts: String,
    pub effect: String,
}

/// The CSV bytes of the runsheet at `path`. Rows are written in the order given: the estate
/// graph's chronological order.
pub fn runsheet_bytes(path: &Path, rows: &[RunsheetRow]) -> Result<Vec<u8>, OutputError> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    for row in rows {
        csv.serialize(row).map_err(|e| OutputError::write(path, e))?;
    }
    if rows.is_empty() {
        csv.write_record([
            "date",
            "date_source",
            "recording",
            "recorded_date",
            "document_id",
            "doc_category",
            "grantors",
            "grantees",
            "tracts",
            "effect",
        ])
        .map_err(|e| OutputError::write(path, e))?;
    }
    csv.into_inner().map_err(|e| OutputError::write(path, e.error()))
}
