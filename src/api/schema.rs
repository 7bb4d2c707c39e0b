//! The JSON Schemas of the output tree: one per kind of JSON file a run writes, generated from
//! the serde types that write it, so that a schema cannot say something the writer does not
//! do. `titlegraph schemas --out schemas/` writes them; the committed copies under `schemas/`
//! are what a consumer validates against, and a test fails when they differ from what these
//! types generate.

use super::chain_analysis::ChainAnalysis;
use super::documents::{
    Corrected, DocumentItem, DocumentList, ExtractionEnvelope, ExtractionKind, ResolvedConveyance, ResolvedDates, ResolvedDocType,
    ResolvedLand, ResolvedParties,
};
use super::estate_graph::EstateGraph;
use super::jobs::Job;
use super::l2_parties::L2Parties;
use super::ownership::Ownership;
use super::packages::{PackageDetail, PackageItem, PackageList};
use crate::output::errors::ErrorLine;
use crate::output::{OutputError, write_bytes};
use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// The version of the output format (CHANGELOG.md): the major number changes when a consumer
/// written for the last version could misread a file, the minor one when something is added.
pub const OUTPUT_FORMAT: &str = "1.2";

/// Every kind of JSON file an output tree holds; `errors.jsonl` is one JSON object per line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OutputFile {
    DocumentList,
    Extraction(ExtractionKind),
    PackageList,
    PackageDetail,
    EstateGraph,
    L2Parties,
    ChainAnalysis,
    Ownership,
    Job,
    ErrorLine,
}

impl OutputFile {
    pub const ALL: [OutputFile; 14] = [
        OutputFile::DocumentList,
        OutputFile::Extraction(ExtractionKind::Parties),
        OutputFile::Extraction(ExtractionKind::Dates),
        OutputFile::Extraction(ExtractionKind::Land),
        OutputFile::Extraction(ExtractionKind::DocType),
        OutputFile::Extraction(ExtractionKind::Conveyance),
        OutputFile::PackageList,
        OutputFile::PackageDetail,
        OutputFile::EstateGraph,
        OutputFile::L2Parties,
        OutputFile::ChainAnalysis,
        OutputFile::Ownership,
        OutputFile::Job,
        OutputFile::ErrorLine,
    ];

    /// The kind's name: its schema is `<name>.schema.json` and its export `<name>.jsonl`.
    pub fn name(self) -> &'static str {
        match self {
            OutputFile::DocumentList => "documents",
            OutputFile::Extraction(kind) => kind.as_str(),
            OutputFile::PackageList => "packages",
            OutputFile::PackageDetail => "package-detail",
            OutputFile::EstateGraph => "estate-graph",
            OutputFile::L2Parties => "l2-parties",
            OutputFile::ChainAnalysis => "chain-analysis",
            OutputFile::Ownership => "ownership",
            OutputFile::Job => "job",
            OutputFile::ErrorLine => "errors",
        }
    }

    pub fn schema_file_name(self) -> String {
        format!("{}.schema.json", self.name())
    }

    /// Where the files of this kind are in the tree.
    pub fn place(self) -> &'static str {
        match self {
            OutputFile::DocumentList => "api/documents.json",
            OutputFile::Extraction(ExtractionKind::Parties) => "api/documents/<document_id>/parties.json",
            OutputFile::Extraction(ExtractionKind::Dates) => "api/documents/<document_id>/dates.json",
            OutputFile::Extraction(ExtractionKind::Land) => "api/documents/<document_id>/land.json",
            OutputFile::Extraction(ExtractionKind::DocType) => "api/documents/<document_id>/doc_type.json",
            OutputFile::Extraction(ExtractionKind::Conveyance) => "api/documents/<document_id>/conveyance.json",
            OutputFile::PackageList => "api/packages.json",
            OutputFile::PackageDetail => "api/packages/<package_id>.json",
            OutputFile::EstateGraph => "api/packages/<package_id>/estate-graph.json",
            OutputFile::L2Parties => "packages/<package_id>/l2/parties.json",
            OutputFile::ChainAnalysis => "packages/<package_id>/chain-analysis.json",
            OutputFile::Ownership => "packages/<package_id>/ownership.json",
            OutputFile::Job => "api/jobs/<job_id>.json",
            OutputFile::ErrorLine => "errors.jsonl (each line)",
        }
    }

    /// The kind of the file at `relative` (a path inside an output tree, `/`-separated), or
    /// `None` for a file that is not one of the tree's JSON files (a CSV, the run's state).
    pub fn of_path(relative: &str) -> Option<OutputFile> {
        let parts: Vec<&str> = relative.split('/').collect();
        let named = |part: &str, extension: &str| part.strip_suffix(extension).is_some_and(|stem| !stem.is_empty());
        match parts.as_slice() {
            ["errors.jsonl"] => Some(OutputFile::ErrorLine),
            ["api", "documents.json"] => Some(OutputFile::DocumentList),
            ["api", "packages.json"] => Some(OutputFile::PackageList),
            ["api", "documents", _, file] => {
                ExtractionKind::ALL.into_iter().find(|k| *file == format!("{}.json", k.as_str())).map(OutputFile::Extraction)
            }
            ["api", "packages", file] if named(file, ".json") => Some(OutputFile::PackageDetail),
            ["api", "packages", _, "estate-graph.json"] => Some(OutputFile::EstateGraph),
            ["packages", _, "l2", "parties.json"] => Some(OutputFile::L2Parties),
            ["packages", _, "chain-analysis.json"] => Some(OutputFile::ChainAnalysis),
            ["packages", _, "ownership.json"] => Some(OutputFile::Ownership),
            ["api", "jobs", file] if named(file, ".json") => Some(OutputFile::Job),
            _ => None,
        }
    }

    /// The JSON Schema (draft 2020-12) of this kind of file.
    pub fn schema(self) -> Schema {
        let mut schema = match self {
            OutputFile::DocumentList => generate::<DocumentList<Vec<DocumentItem>>>(),
            OutputFile::Extraction(kind) => extraction_schema(kind),
            OutputFile::PackageList => generate::<PackageList<Vec<PackageItem>>>(),
            OutputFile::PackageDetail => generate::<PackageDetail>(),
            OutputFile::EstateGraph => generate::<EstateGraph>(),
            OutputFile::L2Parties => generate::<L2Parties>(),
            OutputFile::ChainAnalysis => generate::<ChainAnalysis>(),
            OutputFile::Ownership => generate::<Ownership>(),
            OutputFile::Job => generate::<Job>(),
            OutputFile::ErrorLine => generate::<ErrorLine>(),
        };
        schema.insert("title".to_string(), Value::String(self.place().to_string()));
        schema.insert(
            "$comment".to_string(),
            Value::String(format!(
                "titlegraph output format {OUTPUT_FORMAT}; generated from the serde types by `titlegraph schemas`, do not edit"
            )),
        );
        schema
    }

    /// The committed file's bytes: the schema pretty-printed with two spaces and a newline.
    pub fn schema_bytes(self) -> Vec<u8> {
        let mut bytes = serde_json::to_vec_pretty(&self.schema()).unwrap_or_else(|_| unreachable!("a schema is a JSON value"));
        bytes.push(b'\n');
        bytes
    }
}

/// Writes every kind's schema into `folder` (`titlegraph schemas --out`), and removes a
/// `*.schema.json` there that no kind generates any more, so that the folder is exactly what
/// the types say. Returns the paths written.
pub fn write_schemas(folder: &Path) -> Result<Vec<PathBuf>, OutputError> {
    std::fs::create_dir_all(folder).map_err(|e| OutputError::write(folder, e))?;
    let wanted: Vec<String> = OutputFile::ALL.iter().map(|f| f.schema_file_name()).collect();
    let entries = std::fs::read_dir(folder).map_err(|e| OutputError::write(folder, e))?;
    for entry in entries {
        let entry = entry.map_err(|e| OutputError::write(folder, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".schema.json") && !wanted.contains(&name) {
            std::fs::remove_file(entry.path()).map_err(|e| OutputError::write(&entry.path(), e))?;
        }
    }
    OutputFile::ALL
        .iter()
        .map(|file| {
            let path = folder.join(file.schema_file_name());
            write_bytes(&path, &file.schema_bytes()).map(|()| path)
        })
        .collect()
}

fn generate<T: JsonSchema>() -> Schema {
    SchemaSettings::draft2020_12().for_serialize().into_generator().into_root_schema_for::<T>()
}

/// An envelope's schema, with the labels that are fixed for its kind.
fn extraction_schema(kind: ExtractionKind) -> Schema {
    let mut schema = match kind {
        ExtractionKind::Parties => generate::<ExtractionEnvelope<Corrected<ResolvedParties>>>(),
        ExtractionKind::Dates => generate::<ExtractionEnvelope<Corrected<ResolvedDates>>>(),
        ExtractionKind::Land => generate::<ExtractionEnvelope<Corrected<ResolvedLand>>>(),
        ExtractionKind::DocType => generate::<ExtractionEnvelope<Corrected<ResolvedDocType>>>(),
        ExtractionKind::Conveyance => generate::<ExtractionEnvelope<Corrected<ResolvedConveyance>>>(),
    };
    if let Some(Value::Object(properties)) = schema.get_mut("properties") {
        properties.insert("extraction_type".to_string(), json!({ "const": kind.as_str() }));
        properties.insert("stage".to_string(), json!({ "const": kind.stage() }));
    }
    schema
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_of_the_tree_has_its_kind() {
        let cases = [
            ("api/documents.json", Some(OutputFile::DocumentList)),
            ("api/documents/doc-1/land.json", Some(OutputFile::Extraction(ExtractionKind::Land))),
            ("api/documents/doc-1/doc_type.json", Some(OutputFile::Extraction(ExtractionKind::DocType))),
            ("api/documents/doc-1/notes.json", None),
            ("api/packages.json", Some(OutputFile::PackageList)),
            ("api/packages/pkg-1.json", Some(OutputFile::PackageDetail)),
            ("api/packages/pkg-1/estate-graph.json", Some(OutputFile::EstateGraph)),
            ("packages/pkg-1/l2/parties.json", Some(OutputFile::L2Parties)),
            ("packages/pkg-1/chain-analysis.json", Some(OutputFile::ChainAnalysis)),
            ("api/jobs/job-1.json", Some(OutputFile::Job)),
            ("errors.jsonl", Some(OutputFile::ErrorLine)),
            ("summary.csv", None),
            ("runsheets/pkg-1.csv", None),
            ("api/packages/.json", None),
        ];
        for (path, kind) in cases {
            assert_eq!(OutputFile::of_path(path), kind, "{path}");
        }
    }

    #[test]
    fn names_are_unique_and_an_envelope_fixes_its_labels() {
        let names: std::collections::BTreeSet<&str> = OutputFile::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(names.len(), OutputFile::ALL.len());
        let land = OutputFile::Extraction(ExtractionKind::Land).schema();
        assert_eq!(land.get("properties").and_then(|p| p.get("stage")), Some(&json!({ "const": "extract_land_description" })));
    }
}
