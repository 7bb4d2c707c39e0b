//! The true L0 extraction of a simulated instrument, in the form the input's `extraction`
//! takes (CONTRACT §2: the raw extraction as debug mode writes it). A corpus written with it
//! (`titlegraph synth --true-extraction`) skips L0, so that `eval` measures L1 to L3 alone:
//! what they lose with perfect extraction, and, against the same corpus run from its text,
//! what L0 costs.

use super::history::{History, Instrument};
use super::land::Tract;
use super::wording::Rendered;
use crate::l0::{
    ConveyanceExtraction, DateMatch, DatesExtraction, DocTypeExtraction, Evidence, LandExtraction, PartiesExtraction, PartyMatch,
    RawExtraction, RecordingReference, Reservation, TractMatch,
};
use crate::vocab::{DateKind, DocCategory, Estate, InterestBasis};

/// What an examiner reads in instrument `index` of the history, whose rendering named `names`.
pub fn true_extraction(history: &History, index: usize, rendered: &Rendered) -> RawExtraction {
    let names = rendered.names.as_slice();
    let instrument = &history.instruments[index];
    let category = instrument.category;
    RawExtraction {
        parties: PartiesExtraction {
            parties: names
                .iter()
                .map(|named| PartyMatch {
                    name: named.canonical.clone(),
                    role: named.role,
                    entity_type: history.parties[named.party].entity_type(),
                    capacity: None,
                    aliases: Vec::new(),
                    evidence: Evidence::default(),
                })
                .collect(),
            warnings: Vec::new(),
        },
        dates: DatesExtraction {
            dates: vec![DateMatch { date: Some(instrument.date.iso()), kind: DateKind::Execution, evidence: Evidence::default() }],
            warnings: Vec::new(),
        },
        land: LandExtraction { tracts: rendered.tracts.iter().map(tract).collect(), warnings: Vec::new() },
        doc_type: DocTypeExtraction { category, label: None, confidence: 1.0, evidence: None, warnings: Vec::new() },
        conveyance: conveyance(history, instrument, rendered.royalty),
    }
}

fn tract(tract: &Tract) -> TractMatch {
    TractMatch {
        system: Some(tract.system),
        county: Some(tract.county.clone()),
        state: Some(tract.state.clone()),
        section: tract.section.clone(),
        township: tract.township.clone(),
        range: tract.range.clone(),
        meridian: tract.meridian.clone(),
        aliquots: tract.aliquots.clone(),
        lots: tract.lots.clone(),
        survey: tract.survey.clone(),
        abstract_number: tract.abstract_number.clone(),
        block: tract.block.clone(),
        lot: tract.lot.clone(),
        subdivision: tract.subdivision.clone(),
        acres: tract.acres,
        exceptions: Vec::new(),
        evidence: Evidence::default(),
    }
}

fn conveyance(history: &History, instrument: &Instrument, royalty: Option<&str>) -> ConveyanceExtraction {
    let category = instrument.category;
    let estates_conveyed = match category {
        _ if category.is_fee_deed() => vec![Estate::Fee],
        DocCategory::MineralDeed => vec![Estate::Mineral],
        DocCategory::RoyaltyDeed => vec![Estate::Royalty],
        DocCategory::OilGasLease | DocCategory::LeaseAssignment => vec![Estate::Leasehold],
        _ => Vec::new(),
    };
    // The instrument an assignment, a release or a mortgage release acts on, cited by its
    // recording as the text cites it.
    let references = instrument
        .acts_on
        .map(|cited| {
            let recording = &history.instruments[cited].recording;
            RecordingReference {
                volume: Some(recording.volume.to_string()),
                page: Some(recording.page.to_string()),
                instrument_number: recording.instrument_number.clone(),
                evidence: Evidence::default(),
            }
        })
        .into_iter()
        .collect();
    ConveyanceExtraction {
        conveys_fee: category.conveys_fee(),
        estates_conveyed,
        interest: instrument.interest.map(|share| share.to_string()),
        // The generator writes every share as a share of the whole estate ("an undivided 1/4
        // interest in and to all of the oil, gas and other minerals").
        interest_of: instrument.interest.map(|_| InterestBasis::Whole),
        // Its heirships and probates say the heirs take equal shares.
        equal_shares: matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate),
        royalty: royalty.map(str::to_string),
        reservations: instrument
            .reservation
            .map(|share| Reservation {
                estate: Estate::Mineral,
                fraction: Some(share.to_string()),
                fraction_of: Some(InterestBasis::Whole),
                evidence: Evidence::default(),
            })
            .into_iter()
            .collect(),
        primary_term_years: instrument.primary_term,
        references,
        // The generator writes no partition deeds.
        allotments: Vec::new(),
        evidence: Vec::new(),
        warnings: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synth::history::simulate;
    use crate::synth::rng::Rng;
    use crate::synth::wording::render;

    #[test]
    fn the_true_extraction_says_what_the_instrument_says() {
        let mut rng = Rng::new(4);
        let history = simulate(&mut rng, 12, 0.0);
        for index in 0..history.instruments.len() {
            let rendered = render(&history, index, &mut rng);
            let names = &rendered.names;
            let raw = true_extraction(&history, index, &rendered);
            let instrument = &history.instruments[index];
            assert_eq!(raw.doc_type.category, instrument.category);
            assert_eq!(raw.parties.parties.len(), names.len());
            assert_eq!(raw.dates.dates[0].date.as_deref(), Some(instrument.date.iso().as_str()));
            assert_eq!(raw.land.tracts.len(), instrument.tracts.len());
            assert_eq!(raw.conveyance.references.len(), usize::from(instrument.acts_on.is_some()));
            let resolved = crate::l1::resolve(&raw, &crate::input::Recording::default());
            assert_eq!(resolved.governing_date, Some(instrument.date));
        }
    }
}
