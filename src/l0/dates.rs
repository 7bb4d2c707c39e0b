//! extract_dates (being written).
use super::DatesExtraction;
use crate::pipeline::Instrument;

pub fn extract(_instrument: &Instrument) -> DatesExtraction {
    DatesExtraction::default()
}
