//! ownership/<package_id>.csv (CONTRACT §7): the package's ownership.json as a table, one row
//! per tract, estate and holder, in the JSON's order, for a landman's spreadsheet.

use super::atomic::OutputError;
use crate::api::ownership::Ownership;
use serde::Serialize;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Serialize)]
struct OwnershipRow<'a> {
    tract_id: &'a str,
    tract_identity_phrase: &'a str,
    gross_acres: Option<f64>,
    estate_type: &'static str,
    complete: bool,
    owner: &'a str,
    owner_name: &'a str,
    interest: &'a str,
    decimal: &'a str,
    net_mineral_acres: Option<f64>,
    since_document_id: &'a str,
    since_date: &'a str,
}

/// The header: the fields of a row, in their order.
pub const COLUMNS: [&str; 12] = [
    "tract_id",
    "tract_identity_phrase",
    "gross_acres",
    "estate_type",
    "complete",
    "owner",
    "owner_name",
    "interest",
    "decimal",
    "net_mineral_acres",
    "since_document_id",
    "since_date",
];

/// The CSV bytes of the ownership table at `path`; an unknown value is an empty cell.
pub fn ownership_bytes(path: &Path, ownership: &Ownership) -> Result<Vec<u8>, OutputError> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record(COLUMNS).map_err(|e| OutputError::write(path, e))?;
    let mut csv =
        csv::WriterBuilder::new().has_headers(false).from_writer(csv.into_inner().map_err(|e| OutputError::write(path, e.error()))?);
    for tract in &ownership.tracts {
        for estate in &tract.estates {
            for holder in &estate.holders {
                let row = OwnershipRow {
                    tract_id: &tract.tract_id,
                    tract_identity_phrase: tract.tract_identity_phrase.as_deref().unwrap_or_default(),
                    gross_acres: tract.gross_acres,
                    estate_type: estate.estate_type.as_str(),
                    complete: estate.complete,
                    owner: &holder.owner,
                    owner_name: &holder.owner_name,
                    interest: holder.interest.as_deref().unwrap_or_default(),
                    decimal: holder.decimal.as_deref().unwrap_or_default(),
                    net_mineral_acres: holder.net_mineral_acres,
                    since_document_id: holder.since_document_id.as_deref().unwrap_or_default(),
                    since_date: holder.since_date.as_deref().unwrap_or_default(),
                };
                csv.serialize(row).map_err(|e| OutputError::write(path, e))?;
            }
        }
    }
    csv.into_inner().map_err(|e| OutputError::write(path, e.error()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ownership::{EstateOwnership, Holder, OwnershipEstate, TractOwnership};

    #[test]
    fn one_row_per_tract_estate_and_holder_with_unknowns_empty() {
        let holder = |name: &str, interest: Option<&str>| Holder {
            owner: format!("c-{name}"),
            owner_name: name.to_string(),
            interest: interest.map(str::to_string),
            decimal: interest.map(|_| "0.50000000".to_string()),
            net_mineral_acres: interest.map(|_| 80.0),
            since_document_id: Some("d2".to_string()),
            since_date: Some("1951-02-20".to_string()),
        };
        let ownership = Ownership {
            package_id: "p".to_string(),
            incomplete_estates: 1,
            tracts: vec![TractOwnership {
                tract_id: "t1".to_string(),
                tract_identity_phrase: Some("NE/4 SEC 12, CADDO COUNTY, OK".to_string()),
                gross_acres: Some(160.0),
                estates: vec![EstateOwnership {
                    estate_type: OwnershipEstate::Mineral,
                    complete: false,
                    incomplete_detail: Some("unknown".to_string()),
                    holders: vec![holder("ADA LUSK", Some("1/2")), holder("ROY KEEL", None)],
                }],
            }],
            history: Vec::new(),
        };
        let text = String::from_utf8(ownership_bytes(Path::new("o.csv"), &ownership).expect("encode")).expect("utf-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], COLUMNS.join(","));
        assert_eq!(
            lines[1],
            "t1,\"NE/4 SEC 12, CADDO COUNTY, OK\",160.0,mineral,false,c-ADA LUSK,ADA LUSK,1/2,0.50000000,80.0,d2,1951-02-20"
        );
        assert_eq!(lines[2], "t1,\"NE/4 SEC 12, CADDO COUNTY, OK\",160.0,mineral,false,c-ROY KEEL,ROY KEEL,,,,d2,1951-02-20");
        let empty = Ownership { tracts: Vec::new(), ..ownership };
        assert_eq!(
            String::from_utf8(ownership_bytes(Path::new("o.csv"), &empty).expect("encode")).expect("utf-8"),
            format!("{}\n", COLUMNS.join(","))
        );
    }
}
