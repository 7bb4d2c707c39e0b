//! One package through the layers: L0 (or the input's raw extraction) → L1 → L2 → L3, and
//! every API response of the package built from the results. Pure: no file is touched here, so
//! the writer is the only place that knows about the output folder.

use crate::api::chain_analysis::ChainAnalysis;
use crate::api::documents::{
    Corrected, DocumentItem, ExtractionContext, ExtractionEnvelope, ExtractionKind, ResolvedConveyance, ResolvedDates, ResolvedDocType,
    ResolvedLand, ResolvedParties,
};
use crate::api::estate_graph::EstateGraph;
use crate::api::l2_parties::L2Parties;
use crate::api::packages::{PackageDetail, PackageItem, PackageSummary};
use crate::corrections::apply::{self as corrections, StaleCorrection};
use crate::corrections::{Change, PackageCorrections};
use crate::input::package::RejectedDocument;
use crate::input::{DocumentSource, LoadedDocument, LoadedPackage, SafeId};
use crate::l0::{self, Evidence, RawExtraction};
use crate::l1::{self, ResolvedDocument};
use crate::l2::{self, DocumentParties};
use crate::l3::{self, GraphDocument, GraphOptions, matcher::Matcher};
use crate::output::errors::ErrorLine;
use crate::output::report::tract_phrases;
use crate::output::runsheet::RunsheetRow;
use crate::pipeline::{Instrument, SegmentKind};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::BTreeMap;

/// Which stages a run performs. markdown, segmentation, assembly and runsheet always run: the
/// output tree needs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageSelection {
    pub extractions: Vec<ExtractionKind>,
    pub runtime_linking: bool,
}

impl StageSelection {
    pub fn all() -> StageSelection {
        StageSelection { extractions: ExtractionKind::ALL.to_vec(), runtime_linking: true }
    }

    /// Stage names as interface.md writes them, in pipeline order, for the job record.
    pub fn names(&self) -> Vec<String> {
        let mut names = vec!["markdown".to_string(), "segmentation".to_string()];
        names.extend(ExtractionKind::ALL.iter().filter(|k| self.extractions.contains(k)).map(|k| k.stage().to_string()));
        names.push("assembly".to_string());
        names.push("runsheet".to_string());
        if self.runtime_linking {
            names.push("runtime_linking".to_string());
        }
        names
    }

    pub fn runs(&self, kind: ExtractionKind) -> bool {
        self.extractions.contains(&kind)
    }
}

pub struct AnalysisOptions<'a> {
    pub stages: &'a StageSelection,
    pub debug: bool,
    pub matcher: &'a dyn Matcher,
    pub extractor: &'a dyn Extractor,
}

/// Where a document's L0 extraction comes from: the extractors, or a cache of earlier runs'
/// extractions (which may refuse to extract, for `--enrich-only`). Behind a trait so that the
/// analysis itself stays pure.
pub trait Extractor: Sync {
    /// The extraction of this text kept from an earlier run, if any: it spares the
    /// normalisation too, since only a text that normalises to something is ever extracted.
    fn cached(&self, text: &str) -> Option<RawExtraction>;
    /// The raw extraction of each document's text, or a document failure (its stage and reason),
    /// one per document and in their order. A package's documents come together so that the
    /// extractors can run stage by stage over all of them (see `l0::extract_all`).
    fn extract_all(&self, documents: &[(&str, &Instrument)]) -> Vec<Result<RawExtraction, DocumentFailure>>;
}

/// Why a document could not be analysed, with the stage errors.jsonl names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DocumentFailure {
    pub stage: String,
    pub reason: String,
}

/// The five extraction responses of a document; a kind whose stage did not run is `None`.
#[derive(Debug, Clone, Default)]
pub struct DocumentResponses {
    pub parties: Option<ExtractionEnvelope<Corrected<ResolvedParties>>>,
    pub dates: Option<ExtractionEnvelope<Corrected<ResolvedDates>>>,
    pub land: Option<ExtractionEnvelope<Corrected<ResolvedLand>>>,
    pub doc_type: Option<ExtractionEnvelope<Corrected<ResolvedDocType>>>,
    pub conveyance: Option<ExtractionEnvelope<Corrected<ResolvedConveyance>>>,
}

#[derive(Debug, Clone)]
pub struct DocumentAnalysis {
    pub id: SafeId,
    pub item: DocumentItem,
    /// `None` for a failed document.
    pub responses: Option<DocumentResponses>,
}

/// Every response of a package that did not fail as a whole.
#[derive(Debug, Clone)]
pub struct PackageAnalysis {
    pub id: SafeId,
    pub detail: PackageDetail,
    pub documents: Vec<DocumentAnalysis>,
    pub l2: L2Parties,
    pub graph: EstateGraph,
    pub chain_analysis: ChainAnalysis,
    pub runsheet: Vec<RunsheetRow>,
    pub ownership: crate::api::ownership::Ownership,
    /// Each tract id's identity phrase, for the examiner's report: from the resolved documents,
    /// so that an analysis from the L1/L2 entry (no extraction responses) has them too.
    pub tract_phrases: BTreeMap<String, String>,
    pub errors: Vec<ErrorLine>,
}

/// A document after L0 and L1, with what debug mode shows about it.
struct Analysed {
    document: LoadedDocument,
    raw: Option<RawExtraction>,
    instrument: Option<Instrument>,
    resolved: Option<ResolvedDocument>,
    failure: Option<DocumentFailure>,
}

/// What L1 and L2 made of a package: with the loaded package, everything L3 and the package
/// files need. Kept per package, so that a `--version` switch re-runs L3 only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Enrichment {
    /// One per document of the package, in its order.
    pub documents: Vec<EnrichedDocument>,
    pub parties: L2Parties,
    /// The package's corrections that were not applied, and why.
    pub stale: Vec<StaleCorrection>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EnrichedDocument {
    /// After L1 and the package's tract ties; `None` for a failed document.
    pub resolved: Option<ResolvedDocument>,
    pub failure: Option<DocumentFailure>,
}

/// Several packages through L0 to L3, in their order, each with what L1 and L2 made of it for
/// the next run. Their documents go to the extractors together, one extractor at a time over
/// all of them (`l0::extract_all`): over a few packages the patterns stay in the CPU cache
/// longer than over one. A package's result does not depend on the others.
pub fn analyse_together(
    packages: Vec<LoadedPackage>,
    options: &AnalysisOptions<'_>,
) -> Vec<Result<(PackageAnalysis, Enrichment), l3::GraphError>> {
    let prepared: Vec<Vec<Prepared>> =
        packages.iter().map(|package| package.documents.iter().map(|d| prepare(d, options)).collect()).collect();
    let pending: Vec<(&str, &Instrument)> =
        packages.iter().zip(&prepared).flat_map(|(package, prepared)| pending_documents(&package.documents, prepared)).collect();
    let mut extracted = options.extractor.extract_all(&pending).into_iter();
    packages.into_iter().zip(prepared).map(|(package, prepared)| analyse_prepared(package, prepared, &mut extracted, options)).collect()
}

/// A package after its documents were prepared; `extracted` yields the extractions of its
/// pending documents next, in their order.
fn analyse_prepared(
    package: LoadedPackage,
    prepared: Vec<Prepared>,
    extracted: &mut impl Iterator<Item = Result<RawExtraction, DocumentFailure>>,
    options: &AnalysisOptions<'_>,
) -> Result<(PackageAnalysis, Enrichment), l3::GraphError> {
    let LoadedPackage { id, name, meta, documents, rejected, corrections } = package;
    let mut analysed = analyse_documents(documents, prepared, extracted, options);
    let mut stale = Vec::new();
    if let Some(corrections) = &corrections {
        correct_documents(corrections, &mut analysed, &mut stale);
    }
    let land = l1::package_tracts::PackageLand::new(
        analysed.iter().filter_map(|a| a.resolved.as_ref()).flat_map(|r| &r.tracts),
        analysed.iter().filter_map(|a| a.document.recording.county.as_deref()),
    );
    for resolved in analysed.iter_mut().filter_map(|a| a.resolved.as_mut()) {
        let renamed = land.apply(&mut resolved.tracts, &mut resolved.warnings);
        l1::allotments::rename_tracts(&mut resolved.allotments, &renamed);
    }
    if let Some(corrections) = &corrections {
        correct_land(corrections, &mut analysed, &mut stale);
    }
    let parties: Vec<DocumentParties<'_>> =
        analysed.iter().filter_map(|a| a.resolved.as_ref().map(|r| DocumentParties::of(a.document.id.as_str(), r))).collect();
    let (asserted, of_correction) = owner_assertions(corrections.as_ref());
    let (clustering, unapplied) = l2::cluster_asserted(id.as_str(), &parties, &asserted);
    if let Some(corrections) = &corrections {
        for unapplied in unapplied {
            stale.push(StaleCorrection::new(&corrections.file, of_correction[unapplied.index], unapplied.why));
        }
    }
    // In the file's order, whatever layer found them stale.
    if let Some(corrections) = &corrections {
        stale.sort_by_key(|s| corrections.corrections.iter().position(|c| c.id == s.correction_id));
    }
    let parties = clustering.response.clone();
    let package = Assembly { id, name, meta, rejected: &rejected, analysed: &analysed, stale: &stale };
    let analysis = package.assemble(clustering, options)?;
    let documents = analysed.into_iter().map(|a| EnrichedDocument { resolved: a.resolved, failure: a.failure }).collect();
    Ok((analysis, Enrichment { documents, parties, stale }))
}

/// The document corrections, each on the resolved values of the document it names.
fn correct_documents(corrections: &PackageCorrections, analysed: &mut [Analysed], stale: &mut Vec<StaleCorrection>) {
    for (correction, document_id, change) in corrections::document_corrections(&corrections.corrections) {
        let why = match analysed.iter_mut().find(|a| a.document.id.as_str() == document_id) {
            None => Some(format!("the package has no document {document_id} any more")),
            Some(Analysed { resolved: Some(resolved), document, .. }) => {
                corrections::apply_to_document(correction, change, resolved, &document.recording).err()
            }
            Some(Analysed { failure, .. }) => Some(format!(
                "the document failed ({}); nothing of it can be corrected",
                failure.as_ref().map_or("not analysed", |f| f.reason.as_str())
            )),
        };
        if let Some(why) = why {
            stale.push(StaleCorrection::new(&corrections.file, correction, why));
        }
    }
}

/// "Same land" assertions, once the package's tract identity is settled.
fn correct_land(corrections: &PackageCorrections, analysed: &mut [Analysed], stale: &mut Vec<StaleCorrection>) {
    for correction in &corrections.corrections {
        let Change::SameLand(tracts) = &correction.change else { continue };
        let mut documents: Vec<&mut ResolvedDocument> = analysed.iter_mut().filter_map(|a| a.resolved.as_mut()).collect();
        if let Err(why) = corrections::apply_same_land(correction, tracts, &mut documents) {
            stale.push(StaleCorrection::new(&corrections.file, correction, why));
        }
    }
}

/// The owner assertions for L2, with the correction of each.
fn owner_assertions(
    corrections: Option<&PackageCorrections>,
) -> (Vec<l2::assertions::OwnerAssertion>, Vec<&crate::corrections::Correction>) {
    corrections
        .into_iter()
        .flat_map(|c| &c.corrections)
        .filter_map(|correction| {
            let (same, names) = match &correction.change {
                Change::SameOwner(names) => (true, names),
                Change::NotSameOwner(names) => (false, names),
                _ => return None,
            };
            let assertion = l2::assertions::OwnerAssertion {
                correction_id: correction.id.clone(),
                author: correction.author.clone(),
                reason: correction.reason.clone(),
                same,
                names: names.clone(),
            };
            Some((assertion, correction))
        })
        .unzip()
}

/// L3 only, from what L1 and L2 made of the same package in an earlier run. No extraction
/// response is built: the caller leaves the extraction files of that run alone. `enrichment`
/// must hold one entry per document of `package`, in its order.
pub fn analyse_enriched(
    package: LoadedPackage,
    enrichment: Enrichment,
    options: &AnalysisOptions<'_>,
) -> Result<PackageAnalysis, l3::GraphError> {
    let LoadedPackage { id, name, meta, documents, rejected, corrections: _ } = package;
    let analysed: Vec<Analysed> = documents
        .into_iter()
        .zip(enrichment.documents)
        .map(|(document, enriched)| Analysed {
            document,
            raw: None,
            instrument: None,
            resolved: enriched.resolved,
            failure: enriched.failure,
        })
        .collect();
    let package = Assembly { id, name, meta, rejected: &rejected, analysed: &analysed, stale: &enrichment.stale };
    package.assemble(l2::Clustering::from_response(enrichment.parties), options)
}

/// A package after L1 and L2, ready for L3 and its responses.
struct Assembly<'a> {
    id: SafeId,
    name: Option<String>,
    meta: serde_json::Map<String, serde_json::Value>,
    rejected: &'a [RejectedDocument],
    analysed: &'a [Analysed],
    stale: &'a [StaleCorrection],
}

impl Assembly<'_> {
    fn assemble(self, clustering: l2::Clustering, options: &AnalysisOptions<'_>) -> Result<PackageAnalysis, l3::GraphError> {
        let package_id = self.id.to_string();
        let analysed = self.analysed;
        let mut errors: Vec<ErrorLine> = self
            .rejected
            .iter()
            .map(|r| ErrorLine {
                package_id: Some(package_id.clone()),
                document_id: r.raw_id.clone(),
                stage: "input".to_string(),
                error: r.error.clone(),
            })
            .collect();
        let graph_documents: Vec<GraphDocument<'_>> = analysed
            .iter()
            .filter_map(|a| {
                a.resolved.as_ref().map(|r| GraphDocument {
                    document_id: a.document.id.as_str(),
                    resolved: r,
                    recording: &a.document.recording,
                })
            })
            .collect();
        let graph_options = GraphOptions {
            matcher: options.matcher,
            link_references: options.stages.runtime_linking,
            document_count: analysed.len() as u64,
        };
        let result = l3::build(&package_id, &graph_documents, &clustering, &graph_options)?;

        let runsheet = runsheet_rows(analysed, &graph_documents, &result);
        let mut documents = Vec::with_capacity(analysed.len());
        for analysed_document in analysed {
            if let Some(failure) = &analysed_document.failure {
                errors.push(ErrorLine {
                    package_id: Some(package_id.clone()),
                    document_id: Some(analysed_document.document.id.to_string()),
                    stage: failure.stage.clone(),
                    error: failure.reason.clone(),
                });
            }
            documents.push(document_analysis(&package_id, analysed_document, options));
        }
        documents.sort_by(|a, b| a.id.cmp(&b.id));
        errors.extend(self.stale.iter().map(|s| s.error_line(&package_id)));
        let mut review = result.review.clone();
        // An instrument no longer in the package has nothing to review; errors.jsonl names it.
        review.extend(
            self.stale
                .iter()
                .filter_map(StaleCorrection::review_item)
                .filter(|item| analysed.iter().any(|a| a.document.id.as_str() == item.document_id)),
        );
        let failed = analysed.iter().filter(|a| a.failure.is_some()).count() as u64;
        let summary = PackageSummary {
            documents_failed: failed,
            party_clusters: clustering.response.clusters.len() as u64,
            graph: result.graph.summary.clone(),
        };
        let detail = PackageDetail {
            item: PackageItem {
                package_id: package_id.clone(),
                name: self.name,
                document_count: documents.len() as u64,
                status: "completed".to_string(),
                error: None,
            },
            documents: documents.iter().map(|d| d.item.clone()).collect(),
            meta: self.meta,
            review,
            summary: Some(summary),
        };
        let chain_analysis = ChainAnalysis::from_graph(&result.graph);
        let mut in_id_order: Vec<&Analysed> = analysed.iter().collect();
        in_id_order.sort_by(|a, b| a.document.id.cmp(&b.document.id));
        let tract_phrases = tract_phrases(in_id_order.iter().filter_map(|a| a.resolved.as_ref()).flat_map(|r| &r.tracts));
        Ok(PackageAnalysis {
            id: self.id,
            detail,
            documents,
            l2: clustering.response,
            graph: result.graph,
            chain_analysis,
            runsheet,
            ownership: result.ownership,
            tract_phrases,
            errors,
        })
    }
}

/// A document's L0 before the extractors run: known already, or normalised and waiting.
enum Prepared {
    Known(Box<RawExtraction>),
    Pending(Instrument),
    Failed(DocumentFailure),
}

fn prepare(document: &LoadedDocument, options: &AnalysisOptions<'_>) -> Prepared {
    match &document.source {
        // Debug mode shows the normalised segments, so it always normalises.
        DocumentSource::Text(text)
            if !options.debug
                && let Some(raw) = options.extractor.cached(text) =>
        {
            Prepared::Known(Box::new(raw))
        }
        DocumentSource::Text(text) => {
            let instrument = Instrument::from_raw(text);
            if instrument.text.trim().is_empty() {
                Prepared::Failed(DocumentFailure {
                    stage: "markdown".to_string(),
                    reason: "text holds nothing readable after normalisation".to_string(),
                })
            } else {
                Prepared::Pending(instrument)
            }
        }
        DocumentSource::Extraction(raw) => Prepared::Known(raw.clone()),
        DocumentSource::Failed(reason) => Prepared::Failed(DocumentFailure { stage: "input".to_string(), reason: reason.clone() }),
    }
}

/// The documents that need the extractors, with their texts (the cache's key).
fn pending_documents<'a>(documents: &'a [LoadedDocument], prepared: &'a [Prepared]) -> impl Iterator<Item = (&'a str, &'a Instrument)> {
    documents.iter().zip(prepared).filter_map(|(document, prepared)| match (&document.source, prepared) {
        (DocumentSource::Text(text), Prepared::Pending(instrument)) => Some((text.as_str(), instrument)),
        _ => None,
    })
}

/// L0 and L1 of a package's documents, the extractions of its pending documents taken from
/// `extracted` in their order.
fn analyse_documents(
    documents: Vec<LoadedDocument>,
    prepared: Vec<Prepared>,
    extracted: &mut impl Iterator<Item = Result<RawExtraction, DocumentFailure>>,
    options: &AnalysisOptions<'_>,
) -> Vec<Analysed> {
    documents
        .into_iter()
        .zip(prepared)
        .map(|(document, prepared)| {
            let (raw, instrument, failure) = match prepared {
                Prepared::Known(raw) => (Some(*raw), None, None),
                Prepared::Failed(failure) => (None, None, Some(failure)),
                Prepared::Pending(instrument) => match extracted.next() {
                    Some(Ok(raw)) => (Some(raw), Some(instrument), None),
                    Some(Err(failure)) => (None, None, Some(failure)),
                    None => {
                        let reason = "the extractor returned fewer extractions than it was given documents".to_string();
                        (None, None, Some(DocumentFailure { stage: "l0".to_string(), reason }))
                    }
                },
            };
            let raw = raw.map(|raw| only_selected(raw, options.stages));
            let resolved = raw.as_ref().map(|raw| l1::resolve(raw, &document.recording));
            Analysed { document, raw, instrument, resolved, failure }
        })
        .collect()
}

/// A stage that did not run contributes nothing to later layers.
fn only_selected(mut raw: RawExtraction, stages: &StageSelection) -> RawExtraction {
    if !stages.runs(ExtractionKind::Parties) {
        raw.parties = Default::default();
    }
    if !stages.runs(ExtractionKind::Dates) {
        raw.dates = Default::default();
    }
    if !stages.runs(ExtractionKind::Land) {
        raw.land = Default::default();
    }
    if !stages.runs(ExtractionKind::DocType) {
        raw.doc_type = l0::DocTypeExtraction {
            category: crate::vocab::DocCategory::Other,
            label: None,
            confidence: 0.0,
            evidence: None,
            warnings: Vec::new(),
        };
    }
    if !stages.runs(ExtractionKind::Conveyance) {
        raw.conveyance = Default::default();
    }
    raw
}

fn document_analysis(package_id: &str, analysed: &Analysed, options: &AnalysisOptions<'_>) -> DocumentAnalysis {
    let document = &analysed.document;
    let stages = options.stages;
    let item = DocumentItem {
        document_id: document.id.to_string(),
        package_id: package_id.to_string(),
        file_name: document.file_name.clone(),
        doc_category: analysed.resolved.as_ref().filter(|_| stages.runs(ExtractionKind::DocType)).map(ResolvedDocument::category),
        governing_date: analysed
            .resolved
            .as_ref()
            .filter(|_| stages.runs(ExtractionKind::Dates))
            .and_then(|r| r.dates.governing_date.clone()),
        status: if analysed.failure.is_some() { "failed" } else { "completed" }.to_string(),
        error: analysed.failure.as_ref().map(|f| f.reason.clone()),
        warnings: document.warnings.clone(),
    };
    let responses = match (&analysed.raw, &analysed.resolved) {
        (Some(raw), Some(resolved)) if analysed.failure.is_none() => Some(responses(package_id, analysed, raw, resolved, options)),
        _ => None,
    };
    DocumentAnalysis { id: document.id.clone(), item, responses }
}

fn responses(
    package_id: &str,
    analysed: &Analysed,
    raw: &RawExtraction,
    resolved: &ResolvedDocument,
    options: &AnalysisOptions<'_>,
) -> DocumentResponses {
    let stages = options.stages;
    let envelope = |kind: ExtractionKind| Envelope { package_id, analysed, kind, debug: options.debug };
    let spans = |evidence: Vec<&Evidence>| evidence.into_iter().map(|e| (e.start, e.end)).collect::<Vec<_>>();
    let mut land_warnings = raw.land.warnings.clone();
    land_warnings.extend(resolved.warnings.iter().filter(|w| w.starts_with("tract")).cloned());
    let mut conveyance_warnings = raw.conveyance.warnings.clone();
    conveyance_warnings.extend(resolved.warnings.iter().filter(|w| w.starts_with("interest")).cloned());
    DocumentResponses {
        parties: stages.runs(ExtractionKind::Parties).then(|| {
            envelope(ExtractionKind::Parties).build(
                Corrected { values: resolved.parties.clone(), corrections: resolved.corrections.parties.clone() },
                &raw.parties,
                spans(raw.parties.parties.iter().map(|p| &p.evidence).collect()),
                &raw.parties.warnings,
            )
        }),
        dates: stages.runs(ExtractionKind::Dates).then(|| {
            envelope(ExtractionKind::Dates).build(
                Corrected { values: resolved.dates.clone(), corrections: resolved.corrections.dates.clone() },
                &raw.dates,
                spans(raw.dates.dates.iter().map(|d| &d.evidence).collect()),
                &raw.dates.warnings,
            )
        }),
        land: stages.runs(ExtractionKind::Land).then(|| {
            envelope(ExtractionKind::Land).build(
                Corrected {
                    values: ResolvedLand { canonical_tracts: resolved.tracts.clone() },
                    corrections: resolved.corrections.land.clone(),
                },
                &raw.land,
                spans(raw.land.tracts.iter().map(|t| &t.evidence).collect()),
                &land_warnings,
            )
        }),
        doc_type: stages.runs(ExtractionKind::DocType).then(|| {
            envelope(ExtractionKind::DocType).build(
                Corrected { values: resolved.doc_type.clone(), corrections: resolved.corrections.doc_type.clone() },
                &raw.doc_type,
                spans(raw.doc_type.evidence.iter().collect()),
                &raw.doc_type.warnings,
            )
        }),
        conveyance: stages.runs(ExtractionKind::Conveyance).then(|| {
            envelope(ExtractionKind::Conveyance).build(
                Corrected { values: resolved.conveyance.clone(), corrections: resolved.corrections.conveyance.clone() },
                &raw.conveyance,
                spans(raw.conveyance.evidence.iter().chain(raw.conveyance.reservations.iter().map(|r| &r.evidence)).collect()),
                &conveyance_warnings,
            )
        }),
    }
}

/// Builds one extraction envelope, with the debug fields when debug mode is on.
struct Envelope<'a> {
    package_id: &'a str,
    analysed: &'a Analysed,
    kind: ExtractionKind,
    debug: bool,
}

impl Envelope<'_> {
    fn build<R: Serialize, E: Serialize>(
        &self,
        resolved: R,
        raw: &E,
        spans: Vec<(usize, usize)>,
        warnings: &[String],
    ) -> ExtractionEnvelope<R> {
        let mut envelope = ExtractionEnvelope {
            document_id: self.analysed.document.id.to_string(),
            package_id: self.package_id.to_string(),
            extraction_type: self.kind.as_str(),
            stage: self.kind.stage(),
            status: "completed",
            resolved,
            extraction: None,
            normalized: None,
            extraction_context: None,
        };
        if self.debug {
            let (segments, used) = segments_read(self.analysed.instrument.as_ref(), &spans);
            envelope.extraction = Some(serde_json::to_value(raw).unwrap_or_else(|e| json!({ "unserialisable": e.to_string() })));
            envelope.normalized = Some(json!({ "segments": segments }));
            let mut all_warnings = self.analysed.document.warnings.clone();
            all_warnings.extend(warnings.iter().cloned());
            envelope.extraction_context = Some(ExtractionContext {
                extractor_version: l0::EXTRACTOR_VERSION,
                source: if self.analysed.instrument.is_some() { "text" } else { "input_extraction" },
                segments_used: used,
                warnings: all_warnings,
            });
        }
        envelope
    }
}

#[derive(Serialize)]
struct SegmentText<'a> {
    kind: SegmentKind,
    start: usize,
    end: usize,
    text: &'a str,
}

/// The segments that hold the evidence spans, with their normalised text, and their names.
fn segments_read<'a>(instrument: Option<&'a Instrument>, spans: &[(usize, usize)]) -> (Vec<SegmentText<'a>>, Vec<String>) {
    let Some(instrument) = instrument else {
        return (Vec::new(), Vec::new());
    };
    let mut segments: Vec<SegmentText<'a>> = Vec::new();
    for &(start, _) in spans {
        if let Some(segment) = instrument.segment_at(start)
            && !segments.iter().any(|s| s.start == segment.start)
        {
            segments.push(SegmentText {
                kind: segment.kind,
                start: segment.start,
                end: segment.end,
                text: instrument.text.get(segment.start..segment.end).unwrap_or_default(),
            });
        }
    }
    segments.sort_by_key(|s| s.start);
    let names = segments.iter().map(|s| s.kind.as_str().to_string()).fold(Vec::new(), |mut names: Vec<String>, name| {
        if !names.contains(&name) {
            names.push(name);
        }
        names
    });
    (segments, names)
}

/// The runsheet: the analysed instruments in the order the graph applied them, then the failed ones.
fn runsheet_rows(analysed: &[Analysed], documents: &[GraphDocument<'_>], result: &l3::EstateGraphResult) -> Vec<RunsheetRow> {
    let by_id: std::collections::HashMap<&str, &GraphDocument<'_>> = documents.iter().map(|d| (d.document_id, d)).collect();
    let effects = &result.effects;
    let mut rows: Vec<RunsheetRow> = result
        .order
        .iter()
        .filter_map(|id| by_id.get(id.as_str()))
        .map(|document| {
            let resolved = document.resolved;
            let names = |grantor_side: bool| {
                resolved
                    .parties
                    .canonical_parties
                    .iter()
                    .filter(|p| if grantor_side { p.role.is_grantor_side() } else { p.role.is_grantee_side() })
                    .map(|p| p.canonical_name.as_str())
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            RunsheetRow {
                date: resolved.dates.governing_date.clone().unwrap_or_default(),
                date_source: resolved.dates.governing_date_source.map(|s| format!("{s:?}").to_lowercase()).unwrap_or_default(),
                recording: document.recording.reference(),
                recorded_date: document.recording.recorded_date.map(|d| d.iso()).unwrap_or_default(),
                document_id: document.document_id.to_string(),
                doc_category: resolved.category().as_str().to_string(),
                grantors: names(true),
                grantees: names(false),
                tracts: resolved.tracts.iter().map(|t| t.tract_identity_phrase.as_str()).collect::<Vec<_>>().join("; "),
                effect: with_corrections(effects.get(document.document_id).map(|lines| lines.join("; ")).unwrap_or_default(), resolved),
            }
        })
        .collect();
    rows.extend(analysed.iter().filter(|a| a.resolved.is_none()).map(|a| RunsheetRow {
        date: String::new(),
        date_source: String::new(),
        recording: a.document.recording.reference(),
        recorded_date: a.document.recording.recorded_date.map(|d| d.iso()).unwrap_or_default(),
        document_id: a.document.id.to_string(),
        doc_category: String::new(),
        grantors: String::new(),
        grantees: String::new(),
        tracts: String::new(),
        effect: format!("not analysed: {}", a.failure.as_ref().map_or("failed", |f| f.reason.as_str())),
    }));
    rows
}

/// The runsheet's effect cell, ending with each correction that set a value of the instrument
/// and the fields it set ("…; corrected by grantee-spelling (canonical_parties)"), so that the
/// runsheet of an uncorrected instrument reads as it always did.
fn with_corrections(effect: String, resolved: &ResolvedDocument) -> String {
    let mut cells: Vec<(String, Vec<&str>)> = Vec::new();
    for value in resolved.corrections.all() {
        match cells.iter_mut().find(|(id, _)| *id == value.correction_id) {
            Some((_, fields)) if !fields.contains(&value.field.as_str()) => fields.push(&value.field),
            Some(_) => {}
            None => cells.push((value.correction_id.clone(), vec![&value.field])),
        }
    }
    if cells.is_empty() {
        return effect;
    }
    cells.sort();
    let corrected = cells.iter().map(|(id, fields)| format!("corrected by {id} ({})", fields.join(", "))).collect::<Vec<_>>().join("; ");
    if effect.is_empty() { corrected } else { format!("{effect}; {corrected}") }
}
