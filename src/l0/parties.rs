//! extract_parties (being written).
use super::PartiesExtraction;
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;

pub fn extract(_instrument: &Instrument, _category: DocCategory) -> PartiesExtraction {
    PartiesExtraction::default()
}
