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
use crate::vocab::LandSystem;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};

pub fn canonical_tracts(found: &[TractMatch], recording: &Recording, warnings: &mut Vec<String>) -> Vec<CanonicalTract> {
    let mut tracts: Vec<CanonicalTract> = Vec::new();
    for tract in found {
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
        let mut canonical = CanonicalTract {
            tract_id: String::new(),
            tract_identity_phrase: String::new(),
            system,
            county,
            state,
            section: tract.section.as_deref().map(upper),
            township: tract.township.as_deref().map(upper),
            range: tract.range.as_deref().map(upper),
            meridian: tract.meridian.as_deref().map(upper),
            aliquots: tract.aliquots.as_deref().map(upper),
            lots: tract.lots.iter().map(|l| upper(l)).collect(),
            survey: tract.survey.as_deref().map(canonical_survey),
            abstract_number: tract.abstract_number.as_deref().map(upper),
            block: tract.block.as_deref().map(upper),
            lot: tract.lot.as_deref().map(upper),
            subdivision: tract.subdivision.as_deref().map(upper),
            acres: tract.acres.filter(|a| a.is_finite() && *a > 0.0),
            exceptions: tract.exceptions.clone(),
        };
        canonical.tract_identity_phrase = identity_phrase(&canonical, &tract.evidence.text);
        canonical.tract_id = tract_id(&canonical.tract_identity_phrase);
        if !tracts.iter().any(|t| t.tract_id == canonical.tract_id) {
            tracts.push(canonical);
        }
    }
    tracts
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
            let within: Vec<String> = if tract.township.is_some() || tract.section.is_some() {
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

/// Ties between descriptions that one instrument of a package states together: an abstract given
/// with its section and block, a lot and block given with their subdivision. Another instrument
/// that gives only the abstract, or only lot and block, describes the same land, and takes the
/// fuller identity. Ties that point two ways are not used.
#[derive(Debug, Default)]
pub struct PackageTies {
    /// (county, abstract) → (section, block) pairs stated with it.
    section_block_of_abstract: BTreeMap<(Option<String>, String), BTreeSet<Pair>>,
    /// (county, lot, block) → subdivisions stated with them.
    subdivision_of_lot: BTreeMap<(Option<String>, String, String), BTreeSet<String>>,
    /// (county, township number, range number) → (township, range) with directions.
    directions_of_township: BTreeMap<(Option<String>, String, String), BTreeSet<Pair>>,
}

/// Two parts stated together: (section, block) or (township, range).
type Pair = (String, String);

/// The number of a township or range without its direction: "33N" → "33".
fn undirected(part: &str) -> String {
    part.trim_end_matches(['N', 'S', 'E', 'W']).to_string()
}

impl PackageTies {
    pub fn learn(&mut self, tract: &CanonicalTract) {
        if let (Some(section), Some(block), Some(number)) = (&tract.section, &tract.block, &tract.abstract_number) {
            self.section_block_of_abstract
                .entry((tract.county.clone(), number.clone()))
                .or_default()
                .insert((section.clone(), block.clone()));
        }
        if let (Some(township), Some(range)) = (&tract.township, &tract.range)
            && township.ends_with(['N', 'S'])
            && range.ends_with(['E', 'W'])
        {
            self.directions_of_township
                .entry((tract.county.clone(), undirected(township), undirected(range)))
                .or_default()
                .insert((township.clone(), range.clone()));
        }
        if let (Some(lot), Some(block), Some(subdivision)) = (&tract.lot, &tract.block, &tract.subdivision) {
            self.subdivision_of_lot.entry((tract.county.clone(), lot.clone(), block.clone())).or_default().insert(subdivision.clone());
        }
    }

    /// Gives a document's tracts the fuller identity the package ties them to.
    pub fn apply(&self, tracts: &mut Vec<CanonicalTract>, warnings: &mut Vec<String>) {
        for tract in tracts.iter_mut() {
            let before = tract.tract_identity_phrase.clone();
            if tract.system == LandSystem::TexasSurvey
                && tract.section.is_none()
                && tract.block.is_none()
                && let Some(number) = &tract.abstract_number
                && let Some(ties) = self.section_block_of_abstract.get(&(tract.county.clone(), number.clone()))
                && let [(section, block)] = ties.iter().collect::<Vec<_>>().as_slice()
            {
                tract.section = Some(section.clone());
                tract.block = Some(block.clone());
            }
            if let (Some(township), Some(range)) = (&tract.township, &tract.range)
                && !township.ends_with(['N', 'S'])
                && !range.ends_with(['E', 'W'])
                && let Some(ties) = self.directions_of_township.get(&(tract.county.clone(), township.clone(), range.clone()))
                && let [(directed_township, directed_range)] = ties.iter().collect::<Vec<_>>().as_slice()
            {
                tract.township = Some(directed_township.clone());
                tract.range = Some(directed_range.clone());
            }
            if tract.system == LandSystem::LotBlock
                && tract.subdivision.is_none()
                && let (Some(lot), Some(block)) = (&tract.lot, &tract.block)
                && let Some(ties) = self.subdivision_of_lot.get(&(tract.county.clone(), lot.clone(), block.clone()))
                && let [subdivision] = ties.iter().collect::<Vec<_>>().as_slice()
            {
                tract.subdivision = Some((*subdivision).clone());
            }
            let phrase = identity_phrase(tract, &before);
            if phrase != before {
                warnings.push(format!(
                    "tract {before:?} is the land another instrument of the package describes as {phrase:?}; that identity is used"
                ));
                tract.tract_id = tract_id(&phrase);
                tract.tract_identity_phrase = phrase;
            }
        }
        let mut seen = BTreeSet::new();
        tracts.retain(|t| seen.insert(t.tract_id.clone()));
    }
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

fn format_acres(acres: f64) -> String {
    let text = format!("{acres:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn upper(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_uppercase()
}

fn clean_county(county: &str) -> String {
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

    fn texas(section: Option<&str>, block: Option<&str>, number: Option<&str>) -> CanonicalTract {
        let found = TractMatch {
            system: Some(LandSystem::TexasSurvey),
            county: Some("Reeves".into()),
            state: Some("TX".into()),
            section: section.map(str::to_string),
            block: block.map(str::to_string),
            abstract_number: number.map(str::to_string),
            ..TractMatch::default()
        };
        resolve(&[found]).remove(0)
    }

    #[test]
    fn an_abstract_takes_the_section_and_block_another_instrument_ties_it_to() {
        let mut ties = PackageTies::default();
        ties.learn(&texas(Some("14"), Some("7"), Some("1234")));
        let mut tracts = vec![texas(None, None, Some("1234"))];
        let mut warnings = Vec::new();
        ties.apply(&mut tracts, &mut warnings);
        assert_eq!(tracts[0].tract_identity_phrase, "SEC 14 BLK 7, REEVES COUNTY, TX");
        assert_eq!(tracts[0].tract_id, texas(Some("14"), Some("7"), None).tract_id);
        assert_eq!(warnings.len(), 1);
    }

    #[test]
    fn a_tie_that_points_two_ways_is_not_used() {
        let mut ties = PackageTies::default();
        ties.learn(&texas(Some("14"), Some("7"), Some("1234")));
        ties.learn(&texas(Some("15"), Some("7"), Some("1234")));
        let mut tracts = vec![texas(None, None, Some("1234"))];
        ties.apply(&mut tracts, &mut Vec::new());
        assert_eq!(tracts[0].tract_identity_phrase, "A-1234, REEVES COUNTY, TX");
    }

    #[test]
    fn a_township_without_direction_takes_the_one_the_package_gives() {
        let mut ties = PackageTies::default();
        ties.learn(&resolve(&[plss("SW/4", "18", "33N", "71W", None)])[0]);
        let mut tracts = resolve(&[plss("SW/4", "18", "33", "71", None)]);
        ties.apply(&mut tracts, &mut Vec::new());
        assert_eq!(tracts[0].tract_identity_phrase, "SW/4 SEC 18 T33N R71W, CADDO COUNTY, OK");
    }

    #[test]
    fn a_lot_and_block_take_the_subdivision_named_elsewhere() {
        let lot = |subdivision: Option<&str>| {
            let found = TractMatch {
                system: Some(LandSystem::LotBlock),
                county: Some("Midland".into()),
                state: Some("TX".into()),
                lot: Some("4".into()),
                block: Some("2".into()),
                subdivision: subdivision.map(str::to_string),
                ..TractMatch::default()
            };
            resolve(&[found]).remove(0)
        };
        let mut ties = PackageTies::default();
        ties.learn(&lot(Some("Caldwell Heights")));
        let mut tracts = vec![lot(None)];
        ties.apply(&mut tracts, &mut Vec::new());
        assert_eq!(tracts[0].tract_identity_phrase, "LOT 4 BLK 2 CALDWELL HEIGHTS, MIDLAND COUNTY, TX");
    }

    #[test]
    fn state_names_and_codes() {
        assert_eq!(state_code("New Mexico").as_deref(), Some("NM"));
        assert_eq!(state_code("tx").as_deref(), Some("TX"));
        assert_eq!(state_code("Ontario"), None);
    }
}
