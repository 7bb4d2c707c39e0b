//! `titlegraph export OUT --format jsonl --to DIR`: a run's output as a bulk hand-off that
//! DuckDB, pandas or a warehouse loads in one statement per kind: one JSON Lines file per kind
//! of response (`<kind>.jsonl`, the kind names of [`OutputFile`]), each line exactly the JSON
//! value the tree holds for one response, written compact; the two lists one line per item
//! (a list is one body holding the whole run: as one line it would be as large as the run);
//! errors.jsonl as it is; summary.csv, and every package's runsheet in one runsheets.csv with
//! the package id in front. `--packages` keeps only the packages named; `--gzip` compresses.
//!
//! It streams: the lists are read item by item, packages are encoded a chunk at a time on the
//! rayon pool and appended in list order, so memory stays flat whatever the output size and the
//! export is deterministic. Each file goes through a temporary file in DIR and a rename, so a
//! failed export never leaves a half-written file under a final name.

use crate::api::documents::ExtractionKind;
use crate::api::schema::OutputFile;
use crate::output::atomic::readable_temporary;
use crate::output::runsheet::COLUMNS;
use crate::output::tree::{OutputTree, TreeError};
use flate2::Compression;
use flate2::write::GzEncoder;
use rayon::prelude::*;
use serde::de::{DeserializeSeed, Error as _, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;
use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Packages encoded together on the pool before they are appended in order: enough to keep
/// every core busy, few enough that memory does not grow with the output.
const CHUNK: usize = 64;

pub const SUMMARY_FILE: &str = "summary.csv";
pub const RUNSHEETS_FILE: &str = "runsheets.csv";

#[derive(Debug, Clone)]
pub struct ExportOptions {
    pub out: PathBuf,
    pub to: PathBuf,
    /// Only these packages (and their documents, errors and rows); `None` for all.
    pub packages: Option<HashSet<String>>,
    pub gzip: bool,
}

#[derive(Debug, Error)]
pub enum ExportError {
    /// What the user must change (exit 2).
    #[error("{0}")]
    Usage(String),
    /// The output tree is not one a run wrote (exit 2) or cannot be read (exit 3).
    #[error(transparent)]
    Tree(#[from] TreeError),
    /// An export file cannot be written (exit 3).
    #[error("cannot write {path}: {reason}")]
    Write { path: PathBuf, reason: String },
}

impl ExportError {
    pub fn exit_code(&self) -> u8 {
        match self {
            ExportError::Usage(_) => 2,
            ExportError::Tree(error) => error.exit_code(),
            ExportError::Write { .. } => 3,
        }
    }
}

/// What an export wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExportReport {
    pub packages: u64,
    pub documents: u64,
    /// The files written, in DIR.
    pub files: Vec<PathBuf>,
}

/// The file name of a kind's export.
pub fn file_name(base: &str, gzip: bool) -> String {
    if gzip { format!("{base}.gz") } else { base.to_string() }
}

pub fn export(options: &ExportOptions) -> Result<ExportReport, ExportError> {
    let tree = OutputTree::open(&options.out)?;
    check_destination(&options.out, &options.to)?;
    if let Some(wanted) = &options.packages {
        check_packages_exist(&tree, wanted)?;
    }
    std::fs::create_dir_all(&options.to).map_err(|e| ExportError::Write { path: options.to.clone(), reason: e.to_string() })?;
    let mut sinks = Sinks::create(&options.to, options.gzip)?;
    let mut report = ExportReport::default();

    // The packages, in list order: each package's files and its documents' extraction files.
    let mut chunk: Vec<Value> = Vec::with_capacity(CHUNK);
    let flush = |chunk: &mut Vec<Value>, sinks: &mut Sinks, report: &mut ExportReport| -> Result<(), ExportError> {
        let encoded: Vec<Result<PackageLines, ExportError>> = chunk.par_iter().map(|item| package_lines(&tree, item)).collect();
        for lines in encoded {
            let lines = lines?;
            report.packages += 1;
            report.documents += lines.documents;
            sinks.append(&lines)?;
        }
        chunk.clear();
        Ok(())
    };
    let package_list = tree.layout().package_list();
    stream_list(&tree, &package_list, "packages", |item| {
        if wanted(options, &item) {
            chunk.push(item);
            if chunk.len() == CHUNK {
                flush(&mut chunk, &mut sinks, &mut report)?;
            }
        }
        Ok(())
    })?;
    flush(&mut chunk, &mut sinks, &mut report)?;

    stream_list(&tree, &tree.layout().document_list(), "items", |item| {
        if wanted(options, &item) {
            sinks.line(OutputFile::DocumentList, &item)?;
        }
        Ok(())
    })?;
    for id in tree.job_ids()? {
        sinks.transcoded(OutputFile::Job, &tree, &tree.layout().job(&id))?;
    }
    if let Some(bytes) = tree.bytes(&tree.layout().errors())? {
        for line in bytes.split(|&b| b == b'\n').filter(|line| !line.iter().all(u8::is_ascii_whitespace)) {
            let value: Value =
                serde_json::from_slice(line).map_err(|e| tree.not_an_output(format!("a line of errors.jsonl does not parse: {e}")))?;
            if wanted(options, &value) {
                sinks.line(OutputFile::ErrorLine, &value)?;
            }
        }
    }
    sinks.summary(&tree, options)?;
    report.files = sinks.finish()?;
    Ok(report)
}

/// Whether an item, a document or an error line belongs to the packages asked for.
fn wanted(options: &ExportOptions, item: &Value) -> bool {
    match &options.packages {
        None => true,
        Some(packages) => item.get("package_id").and_then(Value::as_str).is_some_and(|id| packages.contains(id)),
    }
}

/// DIR may not be, or lie inside, the output tree: the export would become part of it.
fn check_destination(out: &Path, to: &Path) -> Result<(), ExportError> {
    let absolute = |path: &Path| std::path::absolute(path).map(|p| p.canonicalize().unwrap_or(p));
    let (out_path, to_path) = match (absolute(out), absolute(to)) {
        (Ok(out), Ok(to)) => (out, to),
        _ => return Err(ExportError::Usage(format!("cannot resolve {} or {}", out.display(), to.display()))),
    };
    if to_path.starts_with(&out_path) {
        return Err(ExportError::Usage(format!(
            "--to {} lies inside the output folder {}; export to a folder outside it",
            to.display(),
            out.display()
        )));
    }
    Ok(())
}

/// Every package named with `--packages` must be in the output: a misspelt id would otherwise
/// export nothing without a word.
fn check_packages_exist(tree: &OutputTree, wanted: &HashSet<String>) -> Result<(), ExportError> {
    let mut missing: HashSet<&str> = wanted.iter().map(String::as_str).collect();
    stream_list(tree, &tree.layout().package_list(), "packages", |item| {
        if let Some(id) = item.get("package_id").and_then(Value::as_str) {
            missing.remove(id);
        }
        Ok(())
    })?;
    if missing.is_empty() {
        return Ok(());
    }
    let mut missing: Vec<&str> = missing.into_iter().collect();
    missing.sort();
    Err(ExportError::Usage(format!("{} holds no package {}", tree.root().display(), missing.join(", "))))
}

/// One package's lines for each kind, and its runsheet rows.
#[derive(Default)]
struct PackageLines {
    lines: BTreeMap<OutputFile, Vec<u8>>,
    runsheet: Vec<Vec<String>>,
    documents: u64,
}

impl PackageLines {
    fn add(&mut self, kind: OutputFile, tree: &OutputTree, relative: &Path) -> Result<(), ExportError> {
        if let Some(bytes) = tree.bytes(relative)? {
            let buffer = self.lines.entry(kind).or_default();
            transcode(&bytes, buffer).map_err(|e| tree.not_an_output(format!("{} does not parse: {e}", relative.display())))?;
        }
        Ok(())
    }
}

/// A package's files, read and encoded (on a pool thread).
fn package_lines(tree: &OutputTree, item: &Value) -> Result<PackageLines, ExportError> {
    let id = tree.package_id(item.get("package_id").and_then(Value::as_str).unwrap_or_default())?;
    let layout = tree.layout();
    let mut lines = PackageLines::default();
    let package_line = serde_json::to_vec(item).map_err(|e| tree.not_an_output(e.to_string()))?;
    lines.lines.insert(OutputFile::PackageList, [package_line, b"\n".to_vec()].concat());

    let detail_path = layout.package_detail(&id);
    let detail_bytes =
        tree.bytes(&detail_path)?.ok_or_else(|| tree.not_an_output(format!("{} is listed but has no {}", id, detail_path.display())))?;
    let detail: Value =
        serde_json::from_slice(&detail_bytes).map_err(|e| tree.not_an_output(format!("{} does not parse: {e}", detail_path.display())))?;
    let mut encoded = serde_json::to_vec(&detail).map_err(|e| tree.not_an_output(e.to_string()))?;
    encoded.push(b'\n');
    lines.lines.insert(OutputFile::PackageDetail, encoded);
    lines.add(OutputFile::EstateGraph, tree, &layout.estate_graph(&id))?;
    lines.add(OutputFile::L2Parties, tree, &layout.l2_parties(&id))?;
    lines.add(OutputFile::ChainAnalysis, tree, &layout.chain_analysis(&id))?;
    lines.add(OutputFile::Ownership, tree, &layout.ownership(&id))?;

    for document in detail.get("documents").and_then(Value::as_array).into_iter().flatten() {
        let document_id = tree.document_id(document.get("document_id").and_then(Value::as_str).unwrap_or_default())?;
        for kind in ExtractionKind::ALL {
            lines.add(OutputFile::Extraction(kind), tree, &layout.extraction(&document_id, kind))?;
        }
        lines.documents += 1;
    }

    let runsheet_path = layout.runsheet(&id);
    if let Some(bytes) = tree.bytes(&runsheet_path)? {
        let mut reader = csv::Reader::from_reader(bytes.as_slice());
        for row in reader.records() {
            let row = row.map_err(|e| tree.not_an_output(format!("{} does not parse: {e}", runsheet_path.display())))?;
            lines.runsheet.push(std::iter::once(id.to_string()).chain(row.iter().map(str::to_string)).collect());
        }
    }
    Ok(lines)
}

/// runsheets.csv: a runsheet's columns after the package id.
fn runsheets_header() -> Vec<&'static str> {
    std::iter::once("package_id").chain(COLUMNS).collect()
}

/// One JSON value written compact on one line, without building it in memory.
fn transcode(bytes: &[u8], into: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    serde_transcode::transcode(&mut deserializer, &mut serde_json::Serializer::new(&mut *into))?;
    deserializer.end()?;
    into.push(b'\n');
    Ok(())
}

/// Calls `each` with every element of the array under `key` of the JSON object in `relative`,
/// reading the file as a stream: a list as large as the run is never held whole.
fn stream_list(
    tree: &OutputTree,
    relative: &Path,
    key: &'static str,
    each: impl FnMut(Value) -> Result<(), ExportError>,
) -> Result<(), ExportError> {
    let file = tree.open_file(relative)?.ok_or_else(|| tree.not_an_output(format!("it has no {}", relative.display())))?;
    let mut deserializer = serde_json::Deserializer::from_reader(BufReader::new(file));
    let mut failure = None;
    let seed = ListSeed { key, each, failure: &mut failure };
    let parsed = seed.deserialize(&mut deserializer).and_then(|()| deserializer.end());
    if let Some(failure) = failure {
        return Err(failure);
    }
    parsed.map_err(|e| ExportError::Tree(tree.not_an_output(format!("{} does not parse: {e}", relative.display()))))
}

/// Visits an object, handing each element of its array `key` to `each`; an error of `each`
/// stops the parse and is kept in `failure`.
struct ListSeed<'f, F> {
    key: &'static str,
    each: F,
    failure: &'f mut Option<ExportError>,
}

impl<'de, F: FnMut(Value) -> Result<(), ExportError>> DeserializeSeed<'de> for ListSeed<'_, F> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de, F: FnMut(Value) -> Result<(), ExportError>> Visitor<'de> for ListSeed<'_, F> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "an object with the array {:?}", self.key)
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<(), A::Error> {
        let mut found = false;
        while let Some(key) = map.next_key::<String>()? {
            if key == self.key {
                found = true;
                map.next_value_seed(Elements { each: &mut self.each, failure: &mut *self.failure })?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        if found { Ok(()) } else { Err(A::Error::custom(format!("no {:?} array", self.key))) }
    }
}

struct Elements<'a, F> {
    each: &'a mut F,
    failure: &'a mut Option<ExportError>,
}

impl<'de, F: FnMut(Value) -> Result<(), ExportError>> DeserializeSeed<'de> for Elements<'_, F> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, F: FnMut(Value) -> Result<(), ExportError>> Visitor<'de> for Elements<'_, F> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("an array")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(element) = seq.next_element::<Value>()? {
            if let Err(error) = (self.each)(element) {
                let text = error.to_string();
                *self.failure = Some(error);
                return Err(A::Error::custom(text));
            }
        }
        Ok(())
    }
}

/// A file of the export: written to a temporary file in DIR, renamed when complete.
struct Sink {
    path: PathBuf,
    temporary: tempfile::NamedTempFile,
    encoder: Encoder,
}

enum Encoder {
    Plain(BufWriter<std::fs::File>),
    Gzip(GzEncoder<BufWriter<std::fs::File>>),
}

impl Write for Encoder {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match self {
            Encoder::Plain(writer) => writer.write(bytes),
            Encoder::Gzip(writer) => writer.write(bytes),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Encoder::Plain(writer) => writer.flush(),
            Encoder::Gzip(writer) => writer.flush(),
        }
    }
}

impl Sink {
    fn create(folder: &Path, name: &str, gzip: bool) -> Result<Sink, ExportError> {
        let path = folder.join(file_name(name, gzip));
        let failed = |e: std::io::Error| ExportError::Write { path: path.clone(), reason: e.to_string() };
        let temporary = readable_temporary().prefix(".titlegraph-export-").suffix(".tmp").tempfile_in(folder).map_err(failed)?;
        let file = BufWriter::new(temporary.as_file().try_clone().map_err(failed)?);
        let encoder = if gzip { Encoder::Gzip(GzEncoder::new(file, Compression::default())) } else { Encoder::Plain(file) };
        Ok(Sink { path, temporary, encoder })
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), ExportError> {
        self.encoder.write_all(bytes).map_err(|e| ExportError::Write { path: self.path.clone(), reason: e.to_string() })
    }

    fn finish(self) -> Result<PathBuf, ExportError> {
        let Sink { path, temporary, encoder } = self;
        let failed = |reason: String| ExportError::Write { path: path.clone(), reason };
        let mut file = match encoder {
            Encoder::Plain(file) => file,
            Encoder::Gzip(encoder) => encoder.finish().map_err(|e| failed(e.to_string()))?,
        };
        file.flush().map_err(|e| failed(e.to_string()))?;
        temporary.persist(&path).map_err(|e| failed(e.error.to_string()))?;
        Ok(path)
    }
}

/// Every file of the export.
struct Sinks {
    jsonl: BTreeMap<OutputFile, Sink>,
    errors: Sink,
    summary: Sink,
    runsheets: csv::Writer<Sink>,
    runsheet_header: bool,
}

impl Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.encoder.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.encoder.flush()
    }
}

impl Sinks {
    fn create(folder: &Path, gzip: bool) -> Result<Sinks, ExportError> {
        let mut jsonl = BTreeMap::new();
        // errors.jsonl is a sink of its own: its lines are copied, not read from a package.
        for kind in OutputFile::ALL.into_iter().filter(|kind| *kind != OutputFile::ErrorLine) {
            jsonl.insert(kind, Sink::create(folder, &format!("{}.jsonl", kind.name()), gzip)?);
        }
        Ok(Sinks {
            jsonl,
            errors: Sink::create(folder, "errors.jsonl", gzip)?,
            summary: Sink::create(folder, SUMMARY_FILE, gzip)?,
            runsheets: csv::Writer::from_writer(Sink::create(folder, RUNSHEETS_FILE, gzip)?),
            runsheet_header: false,
        })
    }

    fn sink(&mut self, kind: OutputFile) -> &mut Sink {
        match kind {
            OutputFile::ErrorLine => &mut self.errors,
            kind => self.jsonl.get_mut(&kind).unwrap_or_else(|| unreachable!("every kind but errors has a JSON Lines file")),
        }
    }

    fn line(&mut self, kind: OutputFile, value: &Value) -> Result<(), ExportError> {
        let sink = self.sink(kind);
        let mut bytes = serde_json::to_vec(value).map_err(|e| ExportError::Write { path: sink.path.clone(), reason: e.to_string() })?;
        bytes.push(b'\n');
        sink.write(&bytes)
    }

    fn transcoded(&mut self, kind: OutputFile, tree: &OutputTree, relative: &Path) -> Result<(), ExportError> {
        let Some(bytes) = tree.bytes(relative)? else { return Ok(()) };
        let mut line = Vec::with_capacity(bytes.len());
        transcode(&bytes, &mut line).map_err(|e| tree.not_an_output(format!("{} does not parse: {e}", relative.display())))?;
        self.sink(kind).write(&line)
    }

    fn append(&mut self, package: &PackageLines) -> Result<(), ExportError> {
        for (kind, lines) in &package.lines {
            self.sink(*kind).write(lines)?;
        }
        let runsheets_path = self.runsheets.get_ref().path.clone();
        let failed = |e: csv::Error| ExportError::Write { path: runsheets_path.clone(), reason: e.to_string() };
        if !self.runsheet_header {
            let header = runsheets_header();
            self.runsheets.write_record(&header).map_err(failed)?;
            self.runsheet_header = true;
        }
        for row in &package.runsheet {
            self.runsheets.write_record(row).map_err(failed)?;
        }
        Ok(())
    }

    /// summary.csv, its rows filtered by package id.
    fn summary(&mut self, tree: &OutputTree, options: &ExportOptions) -> Result<(), ExportError> {
        let relative = tree.layout().summary();
        let Some(file) = tree.open_file(&relative)? else { return Ok(()) };
        let mut reader = csv::Reader::from_reader(BufReader::new(file));
        let path = self.summary.path.clone();
        let mut writer = csv::Writer::from_writer(&mut self.summary);
        let header = reader.headers().map_err(|e| tree.not_an_output(format!("summary.csv does not parse: {e}")))?.clone();
        writer.write_record(&header).map_err(|e| ExportError::Write { path: path.clone(), reason: e.to_string() })?;
        for row in reader.records() {
            let row = row.map_err(|e| tree.not_an_output(format!("summary.csv does not parse: {e}")))?;
            if options.packages.as_ref().is_none_or(|packages| row.get(0).is_some_and(|id| packages.contains(id))) {
                writer.write_record(&row).map_err(|e| ExportError::Write { path: path.clone(), reason: e.to_string() })?;
            }
        }
        writer.flush().map_err(|e| ExportError::Write { path, reason: e.to_string() })
    }

    fn finish(mut self) -> Result<Vec<PathBuf>, ExportError> {
        let runsheets_path = self.runsheets.get_ref().path.clone();
        if !self.runsheet_header {
            let header = runsheets_header();
            self.runsheets.write_record(&header).map_err(|e| ExportError::Write { path: runsheets_path.clone(), reason: e.to_string() })?;
        }
        let runsheets = self.runsheets.into_inner().map_err(|e| ExportError::Write { path: runsheets_path, reason: e.to_string() })?;
        let mut written = Vec::new();
        for sink in self.jsonl.into_values().chain([self.errors, self.summary, runsheets]) {
            written.push(sink.finish()?);
        }
        Ok(written)
    }
}
