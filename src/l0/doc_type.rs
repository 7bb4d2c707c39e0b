//! extract_document_classification (being written).
use super::DocTypeExtraction;
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;

pub fn extract(_instrument: &Instrument) -> DocTypeExtraction {
    DocTypeExtraction { category: DocCategory::Other, label: None, confidence: 0.0, evidence: None, warnings: vec![] }
}
