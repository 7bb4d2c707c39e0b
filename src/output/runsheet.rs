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

/// The header of a runsheet: the fields of [`RunsheetRow`], in their order.
pub const COLUMNS: [&str; 10] =
    ["date", "date_source", "recording", "recorded_date", "document_id", "doc_category", "grantors", "grantees", "tracts", "effect"];

/// The CSV bytes of the runsheet at `path`. Rows are written in the order given: the estate
/// graph's chronological order.
pub fn runsheet_bytes(path: &Path, rows: &[RunsheetRow]) -> Result<Vec<u8>, OutputError> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    for row in rows {
        csv.serialize(row).map_err(|e| OutputError::write(path, e))?;
    }
    if rows.is_empty() {
        csv.write_record(COLUMNS).map_err(|e| OutputError::write(path, e))?;
    }
    csv.into_inner().map_err(|e| OutputError::write(path, e.error()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_is_the_same_with_rows_and_without() {
        let row = RunsheetRow {
            date: "1952-03-10".to_string(),
            date_source: "execution".to_string(),
            recording: "Vol 12 Pg 4".to_string(),
            recorded_date: String::new(),
            document_id: "d1".to_string(),
            doc_category: "warranty_deed".to_string(),
            grantors: "Ada Moss".to_string(),
            grantees: "Ben Ortiz".to_string(),
            tracts: "NE/4 SEC 12".to_string(),
            effect: "fee to Ben Ortiz".to_string(),
        };
        let header = |rows: &[RunsheetRow]| {
            let bytes = runsheet_bytes(Path::new("r.csv"), rows).expect("encode");
            String::from_utf8(bytes).expect("UTF-8").lines().next().map(str::to_string)
        };
        assert_eq!(header(&[row]), Some(COLUMNS.join(",")));
        assert_eq!(header(&[]), Some(COLUMNS.join(",")));
    }
}
