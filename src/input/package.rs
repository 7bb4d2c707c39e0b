//! Reading one package (CONTRACT §2) into what the layers need. A problem with the package as a
//! whole fails the package; a problem with one document fails that document only, so that the
//! rest of the package is still analysed.

use super::scan::IdClaims;
use super::validate::{SafeId, check_document_path};
use super::walk::Source;
use crate::calendar::Date;
use crate::l0::RawExtraction;
use serde_json::{Map, Value};
use std::path::Path;
use thiserror::Error;

/// The recording data the input may give; every field is optional.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Recording {
    pub county: Option<String>,
    pub state: Option<String>,
    pub volume: Option<String>,
    pub page: Option<String>,
    pub instrument_number: Option<String>,
    pub recorded_date: Option<Date>,
}

impl Recording {
    /// The reference a landman writes: "Vol 123 Pg 45", "Inst 1952-000123".
    pub fn reference(&self) -> String {
        let mut parts = Vec::new();
        if let Some(volume) = &self.volume {
            parts.push(format!("Vol {volume}"));
        }
        if let Some(page) = &self.page {
            parts.push(format!("Pg {page}"));
        }
        if let Some(number) = &self.instrument_number {
            parts.push(format!("Inst {number}"));
        }
        parts.join(" ")
    }
}

/// What a document brings to the layers.
#[derive(Debug, Clone)]
pub enum DocumentSource {
    /// OCR or markdown text: L0 runs on it.
    Text(String),
    /// A raw L0 extraction exported by the service: L0 is skipped.
    Extraction(Box<RawExtraction>),
    /// The document cannot be analysed; it is listed as failed with this reason.
    Failed(String),
}

#[derive(Debug, Clone)]
pub struct LoadedDocument {
    pub id: SafeId,
    pub file_name: Option<String>,
    pub recording: Recording,
    pub source: DocumentSource,
    /// Problems that did not stop the document (lossy UTF-8, an unusable recorded_date).
    pub warnings: Vec<String>,
}

/// A document that cannot even be listed: its id is missing, unsafe or taken.
#[derive(Debug, Clone, PartialEq)]
pub struct RejectedDocument {
    pub raw_id: Option<String>,
    pub error: String,
}

#[derive(Debug, Clone)]
pub struct LoadedPackage {
    pub id: SafeId,
    pub name: Option<String>,
    pub meta: Map<String, Value>,
    pub documents: Vec<LoadedDocument>,
    pub rejected: Vec<RejectedDocument>,
    /// The examiner's corrections of the package (`--corrections`), when it has any.
    pub corrections: Option<crate::corrections::PackageCorrections>,
}

#[derive(Debug, Error)]
pub enum PackageError {
    #[error("{path}: cannot be read: {reason}")]
    Unreadable { path: String, reason: String },
    #[error("{path}: is not valid JSON: {reason}")]
    InvalidJson { path: String, reason: String },
    #[error("{path}: must hold a JSON object with package_id and documents, found {found}")]
    NotAnObject { path: String, found: &'static str },
    #[error("{path}: has no package_id string")]
    MissingId { path: String },
    #[error("{path}: package_id {reason}")]
    BadId { path: String, reason: String },
    #[error("{path}: package_id {id:?} is already used by {owner}; this copy is not processed")]
    DuplicateId { path: String, id: String, owner: String },
    #[error("{path}: {field} {reason}")]
    BadField { path: String, field: &'static str, reason: String },
    /// The package's corrections file cannot be read as corrections (`--corrections`).
    #[error("{0}; the package is not analysed until its corrections file is mended")]
    Corrections(String),
    /// The layers could not assemble the package (an internal error, named as such).
    #[error("{0}")]
    Graph(String),
    /// The analysis of the package panicked: a bug of titlegraph, contained to this package.
    #[error(
        "internal error: titlegraph panicked while analysing this package ({0}); the other packages are not affected; please report it"
    )]
    Panicked(String),
}

/// A package that failed as a whole, with its id when the id itself is usable (then it is
/// listed as failed; otherwise it is only reported).
#[derive(Debug)]
pub struct PackageFailure {
    pub id: Option<SafeId>,
    pub raw_id: Option<String>,
    pub name: Option<String>,
    /// The input's meta when it was read, for the failed package's detail.
    pub meta: Map<String, Value>,
    pub error: PackageError,
}

/// Reads and validates the package at `sources[index]`.
pub fn load(sources: &[Source], index: usize, claims: &IdClaims) -> Result<LoadedPackage, Box<PackageFailure>> {
    let source = &sources[index];
    let path = source.relative.clone();
    let fail = |id: Option<SafeId>, raw_id: Option<String>, error: PackageError| {
        Box::new(PackageFailure { id, raw_id, name: None, meta: Map::new(), error })
    };
    let bytes = std::fs::read(&source.manifest)
        .map_err(|e| fail(None, None, PackageError::Unreadable { path: path.clone(), reason: e.to_string() }))?;
    let manifest: Value = serde_json::from_slice(super::without_bom(&bytes))
        .map_err(|e| fail(None, None, PackageError::InvalidJson { path: path.clone(), reason: e.to_string() }))?;
    let Value::Object(mut manifest) = manifest else {
        return Err(fail(None, None, PackageError::NotAnObject { path, found: json_kind(&manifest) }));
    };
    let raw_id = match manifest.get("package_id") {
        Some(Value::String(id)) => id.clone(),
        _ => return Err(fail(None, None, PackageError::MissingId { path })),
    };
    let id =
        SafeId::parse(&raw_id).map_err(|reason| fail(None, Some(raw_id.clone()), PackageError::BadId { path: path.clone(), reason }))?;
    if let Err(owner) = claims.package_owner(&raw_id, index, sources) {
        return Err(fail(None, Some(raw_id.clone()), PackageError::DuplicateId { path, id: raw_id, owner }));
    }
    let listed_failure = |field: &'static str, reason: String, name: Option<String>, meta: Map<String, Value>| {
        Box::new(PackageFailure {
            id: Some(id.clone()),
            raw_id: Some(raw_id.clone()),
            name,
            meta,
            error: PackageError::BadField { path: path.clone(), field, reason },
        })
    };
    let name = match manifest.remove("name") {
        None | Some(Value::Null) => None,
        Some(Value::String(name)) => Some(name),
        Some(other) => return Err(listed_failure("name", format!("must be a string, found {}", json_kind(&other)), None, Map::new())),
    };
    let meta = match manifest.remove("meta") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(mut meta)) => {
            meta.remove("chain_analysis");
            meta
        }
        Some(other) => return Err(listed_failure("meta", format!("must be an object, found {}", json_kind(&other)), name, Map::new())),
    };
    let documents = match manifest.remove("documents") {
        Some(Value::Array(documents)) => documents,
        None => return Err(listed_failure("documents", "is missing".to_string(), name, meta)),
        Some(other) => return Err(listed_failure("documents", format!("must be an array, found {}", json_kind(&other)), name, meta)),
    };

    let mut package = LoadedPackage { id, name, meta, documents: Vec::new(), rejected: Vec::new(), corrections: None };
    for (position, document) in documents.into_iter().enumerate() {
        match load_document(document, position, sources, index, claims) {
            Ok(document) => package.documents.push(document),
            Err(rejected) => package.rejected.push(rejected),
        }
    }
    Ok(package)
}

fn load_document(
    document: Value,
    position: usize,
    sources: &[Source],
    index: usize,
    claims: &IdClaims,
) -> Result<LoadedDocument, RejectedDocument> {
    let source = &sources[index];
    let number = position + 1;
    let Value::Object(mut document) = document else {
        return Err(RejectedDocument {
            raw_id: None,
            error: format!("document #{number} must be a JSON object, found {}", json_kind(&document)),
        });
    };
    let raw_id = match document.remove("document_id") {
        Some(Value::String(id)) => id,
        _ => return Err(RejectedDocument { raw_id: None, error: format!("document #{number} has no document_id string") }),
    };
    let id = SafeId::parse(&raw_id)
        .map_err(|reason| RejectedDocument { raw_id: Some(raw_id.clone()), error: format!("document #{number}: document_id {reason}") })?;
    if let Err(owner) = claims.document_owner(&raw_id, index, position, sources) {
        return Err(RejectedDocument {
            raw_id: Some(raw_id.clone()),
            error: format!("document #{number}: document_id {raw_id:?} is already used by {owner}; this copy is not processed"),
        });
    }

    let mut warnings = Vec::new();
    let mut problems = Vec::new();
    let file_name = match document.remove("file_name") {
        None | Some(Value::Null) => None,
        Some(Value::String(name)) => Some(name),
        Some(other) => {
            problems.push(format!("file_name must be a string, found {}", json_kind(&other)));
            None
        }
    };
    let recording = match document.remove("recording") {
        None | Some(Value::Null) => Recording::default(),
        Some(Value::Object(recording)) => read_recording(&recording, &mut problems, &mut warnings),
        Some(other) => {
            problems.push(format!("recording must be an object, found {}", json_kind(&other)));
            Recording::default()
        }
    };
    let source_of_text = if problems.is_empty() { read_source(&mut document, source.package_folder()) } else { Err(problems.join("; ")) };
    let source_of_text = match source_of_text {
        Ok((source, lossy)) => {
            if let Some(warning) = lossy {
                warnings.push(warning);
            }
            source
        }
        Err(reason) => DocumentSource::Failed(reason),
    };
    Ok(LoadedDocument { id, file_name, recording, source: source_of_text, warnings })
}

fn read_recording(recording: &Map<String, Value>, problems: &mut Vec<String>, warnings: &mut Vec<String>) -> Recording {
    let mut field = |name: &str| -> Option<String> {
        match recording.get(name) {
            None | Some(Value::Null) => None,
            Some(Value::String(text)) if text.trim().is_empty() => None,
            Some(Value::String(text)) => Some(text.trim().to_string()),
            Some(Value::Number(number)) => Some(number.to_string()),
            Some(other) => {
                problems.push(format!("recording.{name} must be a string, found {}", json_kind(other)));
                None
            }
        }
    };
    let county = field("county");
    let state = field("state");
    let volume = field("volume");
    let page = field("page");
    let instrument_number = field("instrument_number");
    let recorded_text = field("recorded_date");
    let recorded_date = recorded_text.as_deref().and_then(|text| {
        let date = Date::parse_iso(text);
        if date.is_none() {
            warnings.push(format!("recording.recorded_date {text:?} is not a calendar date written YYYY-MM-DD; it is not used"));
        }
        date
    });
    Recording { county, state, volume, page, instrument_number, recorded_date }
}

/// The document's text (or raw extraction), with a warning when the text was not valid UTF-8.
fn read_source(document: &mut Map<String, Value>, folder: Option<&Path>) -> Result<(DocumentSource, Option<String>), String> {
    match document.remove("extraction") {
        None | Some(Value::Null) => {}
        Some(extraction) => {
            let raw: RawExtraction = serde_json::from_value(extraction)
                .map_err(|e| format!("extraction is not an L0 extraction as debug mode writes it: {e}"))?;
            return Ok((DocumentSource::Extraction(Box::new(raw)), None));
        }
    }
    let text = document.remove("text");
    let path = document.remove("path");
    let (text, lossy) = match (text, path) {
        (Some(Value::String(_)), Some(Value::String(_))) => return Err("gives both text and path; give one".to_string()),
        (Some(Value::String(text)), _) => (text, None),
        (Some(other), _) if !other.is_null() => return Err(format!("text must be a string, found {}", json_kind(&other))),
        (_, Some(Value::String(path))) => read_document_file(&path, folder)?,
        (_, Some(other)) if !other.is_null() => return Err(format!("path must be a string, found {}", json_kind(&other))),
        _ => return Err("has no text (give text, or path in a directory package, or extraction)".to_string()),
    };
    if text.trim().is_empty() {
        return Err("text is empty".to_string());
    }
    Ok((DocumentSource::Text(super::unix_lines(text)), lossy))
}

fn read_document_file(path: &str, folder: Option<&Path>) -> Result<(String, Option<String>), String> {
    let folder = folder.ok_or_else(|| format!("path {path:?} is only allowed in a directory package (a folder with package.json)"))?;
    check_document_path(path)?;
    let full = folder.join(path);
    let metadata = full.symlink_metadata().map_err(|e| format!("path {path:?} cannot be read: {e}"))?;
    if !metadata.is_file() {
        return Err(format!("path {path:?} is not a regular file (links are not followed)"));
    }
    let mut bytes = std::fs::read(&full).map_err(|e| format!("path {path:?} cannot be read: {e}"))?;
    if super::without_bom(&bytes).len() < bytes.len() {
        bytes.drain(..3);
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok((text, None)),
        Err(error) => {
            let at = error.utf8_error().valid_up_to();
            let text = String::from_utf8_lossy(error.as_bytes()).into_owned();
            Ok((
                text,
                Some(format!("{path} is not valid UTF-8 (first bad byte at offset {at}); decoded lossily, unreadable bytes became U+FFFD")),
            ))
        }
    }
}

fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
