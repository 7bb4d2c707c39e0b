//! extract_conveyance (being written).
use super::ConveyanceExtraction;
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;

pub fn extract(_instrument: &Instrument, _category: DocCategory) -> ConveyanceExtraction {
    ConveyanceExtraction::default()
}
