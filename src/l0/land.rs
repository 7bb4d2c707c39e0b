//! extract_land_description (being written).
use super::LandExtraction;
use crate::pipeline::Instrument;

pub fn extract(_instrument: &Instrument) -> LandExtraction {
    LandExtraction::default()
}
