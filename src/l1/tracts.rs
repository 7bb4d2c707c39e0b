//! Tract identities. The identity phrase is a canonical form, the same for the same land however
//! it was written (DOMAIN.md, Land descriptions); the tract id is derived from the phrase alone,
//! so it is stable across the documents of a package, across runs, and needs no package pass.
//!
//! What is left out of the phrase on purpose: the meridian (one county never holds two townships
//! of the same number under different meridians, and deeds often omit it), the survey name when
//! section and block or the abstract identify the land (railroad survey names are spelled a
//! dozen ways), and the acreage of aliquot parts (it follows from the aliquots).

use crate::api::documents::CanonicalTract;
use crate::input::Recording;
use crate::l0::TractMatch;
use crate::l0::land::implied_directions;
use crate::vocab::LandSystem;
use sha2::{Digest, Sha256};

pub fn canonical_tracts(found: &[TractMatch], recording: &Recording, warnings: &mut Vec<String>) -> Vec<CanonicalTract> {
    let mut tracts: Vec<CanonicalTract> = Vec::new();
    for tract in found {
        let canonical = canonical_tract(tract, recording, warnings);
        if !tracts.iter().any(|t| t.tract_id == canonical.tract_id) {
            tracts.push(canonical);
        }
    }
    tracts
}

/// One tract as the instrument wrote it, with its identity.
pub fn canonical_tract(tract: &TractMatch, recording: &Recording, warnings: &mut Vec<String>) -> CanonicalTract {
    let mut county = tract.county.as_deref().map(clean_county);
    let mut state = tract.state.as_deref().and_then(state_code);
    if county.is_none()
        && let Some(recorded) = recording.county.as_deref().map(clean_county)
    {
        warnings.push(format!("tract {:?} names no county; the recording county {recorded} is used", short(&tract.evidence.text)));
        county = Some(recorded);
    }
    if state.is_none() {
        state = recording.state.as_deref().and_then(state_code);
    }
    let system = tract.system.unwrap_or(LandSystem::Other);
    let range_number = tract.range.as_deref().and_then(|r| r.trim().parse::<u32>().ok());
    let (north_south, east_west) = implied_directions(tract.meridian.as_deref().map(upper).as_deref(), state.as_deref(), range_number);
    for (name, written, direction) in [("township", &tract.township, north_south), ("range", &tract.range, east_west)] {
        if let (Some(written), Some(direction)) = (written, direction)
            && written.ends_with(|c: char| c.is_ascii_digit())
        {
            warnings.push(format!(
                "{name} {written} written without its direction lies {direction} of its base line or meridian where the tract lies"
            ));
        }
    }
    let mut canonical = CanonicalTract {
        tract_id: String::new(),
        tract_identity_phrase: String::new(),
        system,
        county,
        state,
        section: tract.section.as_deref().map(identity_number),
        township: tract.township.as_deref().map(|t| with_direction(identity_number(t), north_south)),
        range: tract.range.as_deref().map(|r| with_direction(identity_number(r), east_west)),
        meridian: tract.meridian.as_deref().map(upper),
        aliquots: tract.aliquots.as_deref().map(upper),
        lots: tract.lots.iter().map(|l| upper(l)).collect(),
        survey: tract.survey.as_deref().map(canonical_survey),
        abstract_number: tract.abstract_number.as_deref().map(identity_number),
        block: tract.block.as_deref().map(identity_number),
        lot: tract.lot.as_deref().map(identity_number),
        subdivision: tract.subdivision.as_deref().map(upper),
        acres: tract.acres.filter(|a| a.is_finite() && *a > 0.0),
        exceptions: tract.exceptions.clone(),
    };
    canonical.tract_identity_phrase = identity_phrase(&canonical, &tract.evidence.text);
    canonical.tract_id = tract_id(&canonical.tract_identity_phrase);
    canonical
}

/// The canonical phrase: "NE/4 SEC 12 T5N R3W, CADDO COUNTY, OK".
pub fn identity_phrase(tract: &CanonicalTract, written: &str) -> String {
    let mut land: Vec<String> = Vec::new();
    let acres = tract.acres.map(|a| format!("{} AC", format_acres(a)));
    match tract.system {
        LandSystem::Plss => {
            land.extend(lots_phrase(&tract.lots));
            land.extend(tract.aliquots.clone());
            land.extend(plss_location(tract));
        }
        LandSystem::TexasSurvey => {
            land.extend(tract.aliquots.clone());
            land.extend(texas_location(tract, acres));
        }
        LandSystem::LotBlock => {
            land.extend(tract.lot.as_ref().map(|l| format!("LOT {l}")));
            land.extend(tract.block.as_ref().map(|b| format!("BLK {b}")));
            land.extend(tract.subdivision.clone());
        }
        LandSystem::MetesBounds | LandSystem::Other => {
            land.extend(acres);
            let within: Vec<String> =
                if tract.township.is_some() || tract.range.is_some() || (tract.section.is_some() && tract.block.is_none()) {
                    tract.aliquots.iter().cloned().chain(plss_location(tract)).collect()
                } else {
                    texas_location(tract, None)
                };
            if !within.is_empty() {
                land.push("IN".to_string());
                land.extend(within);
            }
        }
    }
    if land.is_empty() || land == ["IN"] {
        land = vec![format!("LAND DESCRIBED AS {}", short(&written.to_uppercase()))];
    }
    let mut phrase = land.join(" ");
    let place: Vec<String> = tract.county.iter().map(|c| format!("{c} COUNTY")).chain(tract.state.clone()).collect();
    if !place.is_empty() {
        phrase.push_str(", ");
        phrase.push_str(&place.join(", "));
    }
    phrase
}

/// "T. & P. Ry. Co." and "T&P RR Co" are one railroad survey: periods and spacing around "&"
/// dropped, railway and railroad written RR, company CO.
fn canonical_survey(survey: &str) -> String {
    let joined = upper(survey).replace('.', " ").replace(" & ", "&").replace("& ", "&").replace(" &", "&");
    joined
        .split_whitespace()
        .map(|word| match word {
            "RY" | "RAILWAY" | "RAILROAD" | "R R" => "RR",
            "COMPANY" => "CO",
            other => other,
        })
        .collect::<Vec<_>>()
        .join(" ")
        .replace("R R ", "RR ")
}

/// A township or range number written without its direction ("147") with the direction its
/// place gives it ("147N"); one that has its direction, or whose place leaves both, as it is.
fn with_direction(number: String, direction: Option<char>) -> String {
    match direction {
        Some(direction) if number.ends_with(|c: char| c.is_ascii_digit()) => format!("{number}{direction}"),
        _ => number,
    }
}

/// "tract-" and 12 hex digits of the phrase's SHA-256.
pub fn tract_id(phrase: &str) -> String {
    let digest = Sha256::digest(phrase.as_bytes());
    format!("tract-{}", crate::digest::hex(&digest[..6]))
}

fn lots_phrase(lots: &[String]) -> Option<String> {
    match lots {
        [] => None,
        [lot] => Some(format!("LOT {lot}")),
        lots => Some(format!("LOTS {}", lots.join(", "))),
    }
}

fn plss_location(tract: &CanonicalTract) -> Vec<String> {
    let mut parts = Vec::new();
    parts.extend(tract.section.as_ref().map(|s| format!("SEC {s}")));
    parts.extend(tract.township.as_ref().map(|t| format!("T{t}")));
    parts.extend(tract.range.as_ref().map(|r| format!("R{r}")));
    parts
}

fn texas_location(tract: &CanonicalTract, acres: Option<String>) -> Vec<String> {
    let mut parts = Vec::new();
    if let (Some(section), Some(block)) = (&tract.section, &tract.block) {
        parts.push(format!("SEC {section} BLK {block}"));
    } else if let Some(number) = &tract.abstract_number {
        parts.extend(acres);
        parts.push(format!("A-{number}"));
    } else {
        parts.extend(acres);
        parts.extend(tract.section.as_ref().map(|s| format!("SEC {s}")));
        parts.extend(tract.survey.as_ref().map(|s| format!("{s} SURVEY")));
    }
    parts
}

/// A number that identifies land (section, township, range, block, lot, abstract) in upper
/// case, with OCR's letters for digits undone where a piece of it holds digits and no other
/// letter: "7L" is 71, "L3" 13, "1O" 10, "C-2O" C-20; a township or range keeps its direction
/// ("1ON" is 10N). A block named by letters ("C") is left alone.
fn identity_number(text: &str) -> String {
    let upper = upper(text);
    upper
        .split('-')
        .map(|piece| {
            let (body, direction) = match piece.char_indices().last() {
                Some((at, 'N' | 'S' | 'E' | 'W')) if at > 0 => piece.split_at(at),
                _ => (piece, ""),
            };
            let digits = body.chars().any(|c| c.is_ascii_digit());
            let only_confusions = body.chars().all(|c| c.is_ascii_digit() || matches!(c, 'L' | 'I' | 'O'));
            if digits && only_confusions {
                let fixed: String = body
                    .chars()
                    .map(|c| match c {
                        'L' | 'I' => '1',
                        'O' => '0',
                        c => c,
                    })
                    .collect();
                format!("{fixed}{direction}")
            } else {
                piece.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("-")
}

fn format_acres(acres: f64) -> String {
    let text = format!("{acres:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn upper(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_uppercase()
}

pub(crate) fn clean_county(county: &str) -> String {
    let upper = upper(county);
    upper.strip_suffix(" COUNTY").unwrap_or(&upper).to_string()
}

fn short(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().take(12).collect();
    words.join(" ")
}

const STATES: [(&str, &str); 50] = [
    ("AL", "ALABAMA"),
    ("AK", "ALASKA"),
    ("AZ", "ARIZONA"),
    ("AR", "ARKANSAS"),
    ("CA", "CALIFORNIA"),
    ("CO", "COLORADO"),
    ("CT", "CONNECTICUT"),
    ("DE", "DELAWARE"),
    ("FL", "FLORIDA"),
    ("GA", "GEORGIA"),
    ("HI", "HAWAII"),
    ("ID", "IDAHO"),
    ("IL", "ILLINOIS"),
    ("IN", "INDIANA"),
    ("IA", "IOWA"),
    ("KS", "KANSAS"),
    ("KY", "KENTUCKY"),
    ("LA", "LOUISIANA"),
    ("ME", "MAINE"),
    ("MD", "MARYLAND"),
    ("MA", "MASSACHUSETTS"),
    ("MI", "MICHIGAN"),
    ("MN", "MINNESOTA"),
    ("MS", "MISSISSIPPI"),
    ("MO", "MISSOURI"),
    ("MT", "MONTANA"),
    ("NE", "NEBRASKA"),
    ("NV", "NEVADA"),
    ("NH", "NEW HAMPSHIRE"),
    ("NJ", "NEW JERSEY"),
    ("NM", "NEW MEXICO"),
    ("NY", "NEW YORK"),
    ("NC", "NORTH CAROLINA"),
    ("ND", "NORTH DAKOTA"),
    ("OH", "OHIO"),
    ("OK", "OKLAHOMA"),
    ("OR", "OREGON"),
    ("PA", "PENNSYLVANIA"),
    ("RI", "RHODE ISLAND"),
    ("SC", "SOUTH CAROLINA"),
    ("SD", "SOUTH DAKOTA"),
    ("TN", "TENNESSEE"),
    ("TX", "TEXAS"),
    ("UT", "UTAH"),
    ("VT", "VERMONT"),
    ("VA", "VIRGINIA"),
    ("WA", "WASHINGTON"),
    ("WV", "WEST VIRGINIA"),
    ("WI", "WISCONSIN"),
    ("WY", "WYOMING"),
];

/// A state's postal code from the code or the name, any case.
pub fn state_code(state: &str) -> Option<String> {
    let upper = upper(state).replace('.', "");
    STATES.iter().find(|(code, name)| upper == *code || upper == *name).map(|(code, _)| (*code).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plss(aliquots: &str, section: &str, township: &str, range: &str, meridian: Option<&str>) -> TractMatch {
        TractMatch {
            system: Some(LandSystem::Plss),
            county: Some("Caddo".into()),
            state: Some("OK".into()),
            section: Some(section.into()),
            township: Some(township.into()),
            range: Some(range.into()),
            meridian: meridian.map(str::to_string),
            aliquots: Some(aliquots.into()),
            ..TractMatch::default()
        }
    }

    fn resolve(found: &[TractMatch]) -> Vec<CanonicalTract> {
        canonical_tracts(found, &Recording::default(), &mut Vec::new())
    }

    #[test]
    fn plss_phrase_in_the_domain_form() {
        let tracts = resolve(&[plss("NE/4", "12", "5N", "3W", Some("IM"))]);
        assert_eq!(tracts[0].tract_identity_phrase, "NE/4 SEC 12 T5N R3W, CADDO COUNTY, OK");
    }

    #[test]
    fn same_land_with_and_without_meridian_is_one_tract() {
        let with = resolve(&[plss("NE/4", "12", "5N", "3W", Some("IM"))]);
        let without = resolve(&[plss("NE/4", "12", "5N", "3W", None)]);
        assert_eq!(with[0].tract_id, without[0].tract_id);
    }

    #[test]
    fn a_township_and_range_without_directions_take_those_of_their_place() {
        let in_state = |state: &str, township: &str, range: &str, meridian: Option<&str>| {
            let tract = TractMatch { state: Some(state.into()), ..plss("NE/4", "28", township, range, meridian) };
            let mut warnings = Vec::new();
            let found = canonical_tracts(&[tract], &Recording::default(), &mut warnings).remove(0);
            (found.township.unwrap_or_default(), found.range.unwrap_or_default(), warnings.len())
        };
        // North Dakota: every township north, every range west of the Fifth Principal Meridian.
        assert_eq!(in_state("North Dakota", "147", "98", None), ("147N".into(), "98W".into(), 2));
        // Minnesota likewise, whichever of its two meridians surveyed it.
        assert_eq!(in_state("MN", "149", "47", None), ("149N".into(), "47W".into(), 2));
        // Kansas: every township south of the base line; its ranges lie both sides.
        assert_eq!(in_state("KS", "28", "33W", Some("6TH PM")), ("28S".into(), "33W".into(), 1));
        assert_eq!(in_state("KS", "28", "33", None), ("28S".into(), "33".into(), 1));
        // The Huntsville base line runs along the north of Alabama's land.
        assert_eq!(in_state("AL", "21", "10W", Some("HUNTSVILLE")), ("21S".into(), "10W".into(), 1));
        // Where the place leaves both (Ohio's undirected towns, Oklahoma), the numbers stay.
        assert_eq!(in_state("OH", "14", "7", None), ("14".into(), "7".into(), 0));
        assert_eq!(in_state("OK", "5", "3", Some("IM")), ("5".into(), "3".into(), 0));
        // The Wind River Meridian's land lies both sides of its lines, inside Wyoming.
        assert_eq!(in_state("WY", "2", "3", Some("WIND RIVER")), ("2".into(), "3".into(), 0));
        assert_eq!(in_state("WY", "33", "71", None), ("33N".into(), "71W".into(), 2));
        // Iowa: north, and west beyond Range 7, where its east ranges end; a low range is left.
        assert_eq!(in_state("IA", "96", "31", None), ("96N".into(), "31W".into(), 2));
        assert_eq!(in_state("IA", "88", "4", None), ("88N".into(), "4".into(), 1));
        // A written direction is kept.
        assert_eq!(in_state("KS", "3N", "9W", None), ("3N".into(), "9W".into(), 0));
    }

    #[test]
    fn overlapping_land_is_a_different_tract() {
        let quarter = resolve(&[plss("NE/4", "12", "5N", "3W", None)]);
        let sixteenth = resolve(&[plss("NE/4 NE/4", "12", "5N", "3W", None)]);
        assert_ne!(quarter[0].tract_id, sixteenth[0].tract_id);
    }

    #[test]
    fn texas_section_and_block_ignore_survey_spelling() {
        let texas = |survey: &str| TractMatch {
            system: Some(LandSystem::TexasSurvey),
            county: Some("Reeves County".into()),
            state: Some("Texas".into()),
            section: Some("14".into()),
            block: Some("7".into()),
            survey: Some(survey.into()),
            ..TractMatch::default()
        };
        let a = resolve(&[texas("H&GN RR Co")]);
        let b = resolve(&[texas("H. & G. N. R.R. Co.")]);
        assert_eq!(a[0].tract_identity_phrase, "SEC 14 BLK 7, REEVES COUNTY, TX");
        assert_eq!(a[0].tract_id, b[0].tract_id);
    }

    #[test]
    fn survey_parcel_by_abstract_and_acres() {
        let tract = TractMatch {
            system: Some(LandSystem::TexasSurvey),
            county: Some("Panola".into()),
            state: Some("TX".into()),
            survey: Some("Benjamin C. Jordan".into()),
            abstract_number: Some("348".into()),
            acres: Some(82.0),
            ..TractMatch::default()
        };
        assert_eq!(resolve(&[tract])[0].tract_identity_phrase, "82 AC A-348, PANOLA COUNTY, TX");
    }

    #[test]
    fn subdivision_lot_and_block() {
        let tract = TractMatch {
            system: Some(LandSystem::LotBlock),
            county: Some("Midland".into()),
            state: Some("TX".into()),
            lot: Some("4".into()),
            block: Some("2".into()),
            subdivision: Some("Smith Addition".into()),
            ..TractMatch::default()
        };
        assert_eq!(resolve(&[tract])[0].tract_identity_phrase, "LOT 4 BLK 2 SMITH ADDITION, MIDLAND COUNTY, TX");
    }

    #[test]
    fn metes_and_bounds_by_section_and_acres() {
        let tract = TractMatch {
            system: Some(LandSystem::MetesBounds),
            county: Some("Tuscarawas".into()),
            state: Some("OH".into()),
            section: Some("25".into()),
            township: Some("14".into()),
            range: Some("7".into()),
            acres: Some(9.48),
            ..TractMatch::default()
        };
        assert_eq!(resolve(&[tract])[0].tract_identity_phrase, "9.48 AC IN SEC 25 T14 R7, TUSCARAWAS COUNTY, OH");
    }

    #[test]
    fn recording_county_fills_a_missing_county_with_a_warning() {
        let mut tract = plss("S/2", "3", "10N", "5W", None);
        tract.county = None;
        let recording = Recording { county: Some("Grady".into()), ..Recording::default() };
        let mut warnings = Vec::new();
        let tracts = canonical_tracts(&[tract], &recording, &mut warnings);
        assert_eq!(tracts[0].county.as_deref(), Some("GRADY"));
        assert_eq!(warnings.len(), 1);
    }

    #[test]
    fn the_same_tract_twice_in_a_document_is_listed_once() {
        let tracts = resolve(&[plss("NE/4", "12", "5N", "3W", None), plss("NE/4", "12", "5N", "3W", Some("IM"))]);
        assert_eq!(tracts.len(), 1);
    }

    #[test]
    fn railroad_survey_spellings_agree() {
        assert_eq!(canonical_survey("T. & P. Ry. Co."), canonical_survey("T&P RR Co"));
        assert_eq!(canonical_survey("H. & G. N. Railroad Company"), "H&G N RR CO");
    }

    #[test]
    fn ocr_letters_in_identity_numbers_are_digits() {
        assert_eq!(identity_number("7l"), "71");
        assert_eq!(identity_number("L3"), "13");
        assert_eq!(identity_number("1ON"), "10N");
        assert_eq!(identity_number("C-2O"), "C-20");
        assert_eq!(identity_number("C"), "C");
        assert_eq!(identity_number("A"), "A");
        assert_eq!(identity_number("33n"), "33N");
        assert_eq!(identity_number("LN"), "LN", "no digit: not a number");
    }

    #[test]
    fn state_names_and_codes() {
        assert_eq!(state_code("New Mexico").as_deref(), Some("NM"));
        assert_eq!(state_code("tx").as_deref(), Some("TX"));
        assert_eq!(state_code("Ontario"), None);
    }
}
