//! GET /api/documents and GET /api/documents/<document_id>/{parties,dates,land,doc_type,conveyance}.

use crate::vocab::{DateKind, DocCategory, EntityType, Estate, InterestBasis, LandSystem, Role};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The five extraction kinds with their stage names (interface.md, Stage names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExtractionKind {
    Parties,
    Dates,
    Land,
    DocType,
    Conveyance,
}

impl ExtractionKind {
    pub const ALL: [ExtractionKind; 5] =
        [ExtractionKind::Parties, ExtractionKind::Dates, ExtractionKind::Land, ExtractionKind::DocType, ExtractionKind::Conveyance];

    /// The path segment and `extraction_type`.
    pub fn as_str(self) -> &'static str {
        match self {
            ExtractionKind::Parties => "parties",
            ExtractionKind::Dates => "dates",
            ExtractionKind::Land => "land",
            ExtractionKind::DocType => "doc_type",
            ExtractionKind::Conveyance => "conveyance",
        }
    }

    pub fn stage(self) -> &'static str {
        match self {
            ExtractionKind::Parties => "extract_parties",
            ExtractionKind::Dates => "extract_dates",
            ExtractionKind::Land => "extract_land_description",
            ExtractionKind::DocType => "extract_document_classification",
            ExtractionKind::Conveyance => "extract_conveyance",
        }
    }
}

/// The envelope of every extraction endpoint. The three debug fields exist only in debug mode.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ExtractionEnvelope<R: Serialize> {
    pub document_id: String,
    pub package_id: String,
    pub extraction_type: &'static str,
    pub stage: &'static str,
    /// Always `completed`: a document that failed has no extraction files.
    #[schemars(extend("const" = "completed"))]
    pub status: &'static str,
    pub resolved: R,
    /// Debug mode only: the raw L0 matches (rule, text, offsets) as the extractor of
    /// `extraction_context.extractor_version` made them. Its shape follows the extractors and is
    /// not part of the stable interface; only `resolved` carries clean data.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("type" = "object"))]
    pub extraction: Option<serde_json::Value>,
    /// Debug mode only: the normalised text of the segments the matches lie in.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("type" = "object"))]
    pub normalized: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extraction_context: Option<ExtractionContext>,
}

/// An extraction file as a reader compares it: only `resolved`, the clean values; the debug
/// fields and the envelope's labels are not the document's extraction.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct ResolvedExtraction<R> {
    pub resolved: R,
}

/// What debug mode says about how the values were found.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ExtractionContext {
    pub extractor_version: &'static str,
    /// "text" when L0 ran, "input_extraction" when the input carried the raw extraction.
    pub source: &'static str,
    pub segments_used: Vec<String>,
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedParties {
    pub canonical_parties: Vec<CanonicalParty>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CanonicalParty {
    pub party_id: String,
    pub canonical_name: String,
    pub role: Role,
    pub entity_type: EntityType,
    pub capacity: Option<String>,
    pub mentions: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedDates {
    pub governing_date: Option<String>,
    pub governing_date_source: Option<DateKind>,
    pub dates: Vec<DateEntry>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DateEntry {
    pub date: Option<String>,
    pub kind: DateKind,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedLand {
    pub canonical_tracts: Vec<CanonicalTract>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CanonicalTract {
    pub tract_id: String,
    pub tract_identity_phrase: String,
    pub system: LandSystem,
    pub county: Option<String>,
    pub state: Option<String>,
    pub section: Option<String>,
    pub township: Option<String>,
    pub range: Option<String>,
    pub meridian: Option<String>,
    pub aliquots: Option<String>,
    pub lots: Vec<String>,
    pub survey: Option<String>,
    #[serde(rename = "abstract")]
    pub abstract_number: Option<String>,
    pub block: Option<String>,
    pub lot: Option<String>,
    pub subdivision: Option<String>,
    pub acres: Option<f64>,
    pub exceptions: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedDocType {
    pub doc_category: DocCategory,
    pub doc_type_label: Option<String>,
    pub confidence: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedConveyance {
    pub conveys_fee: Option<bool>,
    pub estates_conveyed: Vec<Estate>,
    pub interest: Option<String>,
    /// Of what `interest` is a fraction: `whole` ("an undivided 1/2 interest") or
    /// `grantor_interest` ("1/2 of grantor's interest"); null when no fraction was read.
    pub interest_of: Option<InterestBasis>,
    /// An heirship or probate that says its heirs take equal shares.
    pub equal_shares: bool,
    /// A lease's royalty to the lessor ("3/16"), or null when not read.
    pub royalty: Option<String>,
    pub reservations: Vec<ResolvedReservation>,
    pub primary_term_years: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedReservation {
    pub estate: Estate,
    pub fraction: Option<String>,
    /// Of what `fraction` is a fraction, as for the conveyance's `interest_of`.
    pub fraction_of: Option<InterestBasis>,
    pub text: String,
}

/// Where a value set by a correction came from, and what it replaced (`--corrections`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CorrectedValue {
    /// Always `correction`: the value is the examiner's, not the extractors'.
    #[schemars(extend("const" = "correction"))]
    pub source: String,
    pub correction_id: String,
    /// The field of `resolved` that changed: canonical_parties, governing_date, canonical_tracts,
    /// tract_id, doc_category or conveys_fee.
    pub field: String,
    /// The party_id or tract_id the value belongs to, when the field is a list.
    pub target: Option<String>,
    /// The value set, as text; null when the correction removed it.
    pub value: Option<String>,
    /// The value it replaced, as text; null when the correction added it.
    pub replaced: Option<String>,
    pub author: String,
    pub reason: String,
}

/// The provenance of the values corrections set in a document, per extraction kind; kept with
/// the document after L1 (in the L1/L2 cache too) and shown in each extraction's `resolved`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DocumentProvenance {
    pub parties: Vec<CorrectedValue>,
    pub dates: Vec<CorrectedValue>,
    pub land: Vec<CorrectedValue>,
    pub doc_type: Vec<CorrectedValue>,
    pub conveyance: Vec<CorrectedValue>,
}

impl DocumentProvenance {
    pub fn all(&self) -> impl Iterator<Item = &CorrectedValue> {
        self.parties.iter().chain(&self.dates).chain(&self.land).chain(&self.doc_type).chain(&self.conveyance)
    }
}

/// An extraction's `resolved` with the provenance of what corrections set in it: `corrections`
/// is written only when a correction set a value, so that a run without corrections writes
/// what it always wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Corrected<R> {
    #[serde(flatten)]
    pub values: R,
    /// The values of this object an examiner's correction set, each with its provenance
    /// (`--corrections`; this project's addition). Absent when none did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub corrections: Vec<CorrectedValue>,
}

/// GET /api/documents: every document of the run, in one page.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct DocumentList<I: Serialize> {
    pub items: I,
    pub total: u64,
    pub page: u64,
    pub page_size: u64,
}

/// One document as the lists show it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DocumentItem {
    pub document_id: String,
    pub package_id: String,
    pub file_name: Option<String>,
    pub doc_category: Option<DocCategory>,
    pub governing_date: Option<String>,
    #[schemars(extend("enum" = ["completed", "failed"]))]
    pub status: String,
    pub error: Option<String>,
    /// Problems that did not stop the document, visible without debug mode.
    pub warnings: Vec<String>,
}
