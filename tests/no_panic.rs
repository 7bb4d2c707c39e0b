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

/// Our own instruments (samples/ and the development sets heldout/ to heldout18/), the raw
/// material of the spliced texts below: real structure in every part, so that a splice puts a
/// known part (a date, a description, a signature block) beside another it never stood beside.
fn own_instruments() -> Vec<String> {
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders = vec![repo.join("samples")];
    folders.extend((1..=18).map(|n| repo.join(if n == 1 { "heldout/input".to_string() } else { format!("heldout{n}/input") })));
    let mut texts = Vec::new();
    for folder in folders {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        let mut paths: Vec<_> = entries.filter_map(Result::ok).map(|entry| entry.path()).collect();
        paths.sort();
        for path in paths.iter().filter(|path| path.extension().is_some_and(|e| e == "json")) {
            let package: serde_json::Value = serde_json::from_slice(&std::fs::read(path).expect("read a package")).expect("package json");
            for document in package["documents"].as_array().into_iter().flatten() {
                if let Some(text) = document["text"].as_str() {
                    texts.push(text.to_string());
                }
            }
        }
    }
    texts
}

static OWN_INSTRUMENTS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(own_instruments);

/// The character boundary at or before a fraction of a text's length.
fn boundary_at(text: &str, fraction: f64) -> usize {
    let mut at = ((text.len() as f64) * fraction) as usize;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// How a spliced text is made from two of our instruments.
#[derive(Debug, Clone, Copy)]
enum Splice {
    /// A stretch of the other put in place of a stretch of its own.
    Replaced,
    /// A stretch of its own written twice over: a page scanned twice.
    Doubled,
    /// A short stretch of the other put in brackets at a place of its own: a date, a name or a
    /// description restated in parentheses after another ("May 3, 1950 (5/3/1950)").
    Bracketed,
}

/// A text made from two of our instruments by one [`Splice`].
fn spliced_instrument() -> impl Strategy<Value = String> {
    let splice = prop_oneof![Just(Splice::Replaced), Just(Splice::Doubled), Just(Splice::Bracketed)];
    (any::<prop::sample::Index>(), any::<prop::sample::Index>(), [0.0..1.0f64, 0.0..1.0f64, 0.0..1.0f64, 0.0..1.0f64], splice).prop_map(
        |(first, second, cuts, splice)| {
            let texts = &*OWN_INSTRUMENTS;
            let host = &texts[first.index(texts.len())];
            let donor = &texts[second.index(texts.len())];
            let (cut_from, cut_to) = (boundary_at(host, cuts[0].min(cuts[1])), boundary_at(host, cuts[0].max(cuts[1])));
            let (take_from, take_to) = (boundary_at(donor, cuts[2].min(cuts[3])), boundary_at(donor, cuts[2].max(cuts[3])));
            match splice {
                Splice::Replaced => format!("{}{}{}", &host[..cut_from], &donor[take_from..take_to], &host[cut_to..]),
                Splice::Doubled => format!("{}{}", &host[..cut_to], &host[cut_from..]),
                Splice::Bracketed => {
                    let short = boundary_at(&donor[take_from..], (40.0 / donor[take_from..].len().max(1) as f64).min(1.0));
                    format!("{} ({}){}", &host[..cut_from], &donor[take_from..take_from + short], &host[cut_from..])
                }
            }
        },
    )
}

proptest! {
    // Each case is a whole instrument through L0: proptest's default count of cases finds the
    // splices that put two parts' readers at odds often enough for every test run;
    // PROPTEST_CASES=5000 hunts longer.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn l0_never_panics_on_our_instruments_spliced(text in spliced_instrument()) {
        prop_assume!(!OWN_INSTRUMENTS.is_empty());
        let instrument = Instrument::from_raw(&text);
        let raw = titlegraph::l0::extract(&instrument);
        titlegraph::l1::resolve(&raw, &Recording::default());
    }
}
