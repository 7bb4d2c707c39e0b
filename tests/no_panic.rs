//! No text can make the layers panic: OCR produces anything, and one bad document must never
//! take a run down.

use proptest::prelude::*;
use titlegraph::input::Recording;
use titlegraph::pipeline::Instrument;

const PHRASES: [&str; 12] = [
    "WARRANTY DEED",
    "KNOW ALL MEN BY THESE PRESENTS: That ",
    " and wife, ",
    "hereinafter called Grantor",
    "GRANT, SELL and CONVEY unto ",
    "the NE/4 of Section 12, Township 5 North, Range 3 West",
    "NE¼ Sec. 12-T5N-R3W",
    "this 3rd day of March, 1952",
    "reserve an undivided one-half (1/2) of all oil, gas and other minerals",
    "Section 14, Block 7, H&GN RR Co. Survey, Abstract 1234, Reeves County, Texas",
    "Recorded in Volume 123, Page 45",
    "BEFORE ME, the undersigned Notary Public",
];

fn instrument_like() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![any::<String>(), prop::sample::select(PHRASES.to_vec()).prop_map(str::to_string), "[ -~\n¼½§é]{0,40}"],
        0..30,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn l0_and_l1_never_panic(text in instrument_like()) {
        let instrument = Instrument::from_raw(&text);
        let raw = titlegraph::l0::extract(&instrument);
        let resolved = titlegraph::l1::resolve(&raw, &Recording::default());
        for party in &resolved.parties.canonical_parties {
            prop_assert!(!party.canonical_name.is_empty());
        }
        for segment in &instrument.segments {
            prop_assert!(segment.start <= segment.end && segment.end <= instrument.text.len());
        }
    }
}
