//! The land of a simulated package and the several ways instruments describe the same tract:
//! "NE/4 of Section 12, Township 5 North, Range 3 West", "the Northeast Quarter (NE¼) of Section
//! Twelve (12)", "NE1/4 Sec. 12-T5N-R3W"; Texas surveys with and without the abstract; lots of
//! platted subdivisions.

use super::rng::Rng;
use crate::vocab::LandSystem;
use serde::{Deserialize, Serialize};

/// The true parts of a tract (CONTRACT §5, land), as the truth file states them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tract {
    pub system: LandSystem,
    pub county: String,
    pub state: String,
    pub section: Option<String>,
    pub township: Option<String>,
    pub range: Option<String>,
    pub meridian: Option<String>,
    pub aliquots: Option<String>,
    pub lots: Vec<String>,
    pub survey: Option<String>,
    #[serde(rename = "abstract")]
    pub abstract_number: Option<String>,
    pub block: Option<String>,
    pub lot: Option<String>,
    pub subdivision: Option<String>,
    pub acres: Option<f64>,
}

/// PLSS states with a county and the meridian their townships count from.
const PLSS_COUNTIES: [(&str, &str, &str, &str); 8] = [
    ("OK", "Oklahoma", "Caddo", "I.M."),
    ("OK", "Oklahoma", "Grady", "I.M."),
    ("NM", "New Mexico", "Lea", "N.M.P.M."),
    ("CO", "Colorado", "Weld", "6th P.M."),
    ("ND", "North Dakota", "Dunn", "5th P.M."),
    ("WY", "Wyoming", "Converse", "6th P.M."),
    ("KS", "Kansas", "Barber", "6th P.M."),
    ("MT", "Montana", "Richland", "P.M.M."),
];
const TEXAS_COUNTIES: [&str; 6] = ["Reeves", "Ward", "Pecos", "Upton", "Crane", "Winkler"];
const RAILROAD_SURVEYS: [(&str, &str); 4] = [
    ("H&GN RR CO", "H. & G. N. R. R. Co."),
    ("T&P RR CO", "T. & P. Ry. Co."),
    ("GC&SF RR CO", "G. C. & S. F. Ry. Co."),
    ("PSL", "Public School Land"),
];
const CITIES: [(&str, &str); 4] = [("Midland", "Midland"), ("Odessa", "Ector"), ("Pecos", "Reeves"), ("Monahans", "Ward")];

/// A quarter section or half quarter: its short form and its words.
const ALIQUOTS: [(&str, &str, f64); 8] = [
    ("NE/4", "Northeast Quarter", 160.0),
    ("NW/4", "Northwest Quarter", 160.0),
    ("SE/4", "Southeast Quarter", 160.0),
    ("SW/4", "Southwest Quarter", 160.0),
    ("N/2", "North Half", 320.0),
    ("S/2", "South Half", 320.0),
    ("E/2", "East Half", 320.0),
    ("W/2", "West Half", 320.0),
];

/// A number below a hundred in words as old deeds, patents and dated testimonia spell it
/// ("Seven", "Twenty-one"): the generator's numbers in words, and the PLSS heading grammar's test.
pub fn spelled_number(n: u32) -> String {
    const ONES: [&str; 20] = [
        "Zero",
        "One",
        "Two",
        "Three",
        "Four",
        "Five",
        "Six",
        "Seven",
        "Eight",
        "Nine",
        "Ten",
        "Eleven",
        "Twelve",
        "Thirteen",
        "Fourteen",
        "Fifteen",
        "Sixteen",
        "Seventeen",
        "Eighteen",
        "Nineteen",
    ];
    const TENS: [&str; 10] = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
    let n = n.min(99) as usize;
    match n {
        0..20 => ONES[n].to_string(),
        _ if n.is_multiple_of(10) => TENS[n / 10].to_string(),
        _ => format!("{}-{}", TENS[n / 10], ONES[n % 10].to_lowercase()),
    }
}

/// "Twelve (12)" for numbers up to 36 (a section's), the digits otherwise.
pub fn number_words(n: u32) -> String {
    if n <= 36 { format!("{} ({n})", spelled_number(n)) } else { n.to_string() }
}

pub fn package_tracts(rng: &mut Rng) -> Vec<Tract> {
    let roll = rng.below(10);
    let first = if roll < 5 {
        plss(rng, None)
    } else if roll < 8 {
        texas(rng)
    } else {
        subdivision(rng)
    };
    if rng.chance(0.2) {
        let second = match first.system {
            LandSystem::Plss => plss(rng, Some(&first)),
            LandSystem::LotBlock => {
                let mut next = first.clone();
                let lot: u32 = next.lot.as_deref().and_then(|l| l.parse().ok()).unwrap_or(1);
                next.lot = Some((lot + 1).to_string());
                next
            }
            _ => {
                let mut next = first.clone();
                let section: u32 = next.section.as_deref().and_then(|s| s.parse().ok()).unwrap_or(1);
                next.section = Some((section + 1).to_string());
                next.abstract_number = next.abstract_number.as_deref().and_then(|a| a.parse::<u32>().ok()).map(|a| (a + 1).to_string());
                next
            }
        };
        return vec![first, second];
    }
    vec![first]
}

fn plss(rng: &mut Rng, beside: Option<&Tract>) -> Tract {
    if let Some(other) = beside {
        let mut next = other.clone();
        let taken = other.aliquots.clone().unwrap_or_default();
        let (short, _, acres) = ALIQUOTS[1..4].iter().copied().find(|(s, _, _)| *s != taken).unwrap_or(ALIQUOTS[3]);
        next.aliquots = Some(short.to_string());
        next.lots.clear();
        next.acres = Some(acres);
        return next;
    }
    let (state, _, county, meridian) = rng.pick(&PLSS_COUNTIES);
    let north = rng.chance(0.7);
    let west = rng.chance(0.6);
    let township = format!("{}{}", rng.between(1, 160), if north { "N" } else { "S" });
    let range = format!("{}{}", rng.between(1, 99), if west { "W" } else { "E" });
    let with_lots = rng.chance(0.15);
    let (aliquots, lots, acres) = if with_lots {
        (Some("S/2 NE/4".to_string()), vec!["1".to_string(), "2".to_string()], 160.0 + f64::from(rng.between(0, 40)) / 10.0)
    } else {
        let (short, _, acres) = rng.pick(&ALIQUOTS);
        (Some(short.to_string()), Vec::new(), acres)
    };
    Tract {
        system: LandSystem::Plss,
        county: county.to_string(),
        state: state.to_string(),
        section: Some(rng.between(1, 36).to_string()),
        township: Some(township),
        range: Some(range),
        meridian: Some(meridian.to_string()),
        aliquots,
        lots,
        survey: None,
        abstract_number: None,
        block: None,
        lot: None,
        subdivision: None,
        acres: Some(acres),
    }
}

fn texas(rng: &mut Rng) -> Tract {
    let (survey, _) = rng.pick(&RAILROAD_SURVEYS);
    let block = if survey == "PSL" { format!("C-{}", rng.between(1, 40)) } else { rng.between(1, 80).to_string() };
    Tract {
        system: LandSystem::TexasSurvey,
        county: rng.pick(&TEXAS_COUNTIES).to_string(),
        state: "TX".to_string(),
        section: Some(rng.between(1, 48).to_string()),
        township: None,
        range: None,
        meridian: None,
        aliquots: None,
        lots: Vec::new(),
        survey: Some(survey.to_string()),
        abstract_number: Some(rng.between(100, 3999).to_string()),
        block: Some(block),
        lot: None,
        subdivision: None,
        acres: Some(640.0),
    }
}

fn subdivision(rng: &mut Rng) -> Tract {
    let (city, county) = rng.pick(&CITIES);
    let name = format!(
        "{} {}",
        rng.pick(&["Caprock", "Sunset", "Mesquite", "Parkview", "Windsor", "Loma Linda"]),
        rng.pick(&["Addition", "Heights", "Estates"])
    );
    Tract {
        system: LandSystem::LotBlock,
        county: county.to_string(),
        state: "TX".to_string(),
        section: None,
        township: None,
        range: None,
        meridian: None,
        aliquots: None,
        lots: Vec::new(),
        survey: None,
        abstract_number: None,
        block: Some(rng.between(1, 12).to_string()),
        lot: Some(rng.between(1, 24).to_string()),
        subdivision: Some(format!("{name} to the City of {city}")),
        acres: None,
    }
}

fn state_name(code: &str) -> &'static str {
    PLSS_COUNTIES.iter().find(|(c, ..)| *c == code).map_or("Texas", |(_, name, ..)| name)
}

fn direction(part: &str) -> (String, &'static str) {
    let number = part.trim_end_matches(['N', 'S', 'E', 'W']).to_string();
    let word = match part.chars().last() {
        Some('N') => "North",
        Some('S') => "South",
        Some('E') => "East",
        _ => "West",
    };
    (number, word)
}

/// The acreage that `describe(tract, style)` states ("containing 640 acres, more or less"),
/// which is all an examiner may take as the tract's gross acres (DOMAIN.md): only the survey
/// notation that writes it states one; an aliquot part's nominal area is never written, so
/// never stated.
pub fn stated_acres(tract: &Tract, style: usize) -> Option<f64> {
    match tract.system {
        LandSystem::TexasSurvey if style.is_multiple_of(3) => tract.acres,
        _ => None,
    }
}

/// The tract in one of several notations; `style` picks it (any number is taken modulo the
/// notations of the system).
pub fn describe(tract: &Tract, style: usize) -> String {
    let county = &tract.county;
    let or_empty = |v: &Option<String>| v.clone().unwrap_or_default();
    match tract.system {
        LandSystem::Plss => {
            let section: u32 = tract.section.as_deref().and_then(|s| s.parse().ok()).unwrap_or(1);
            let (twp, twp_dir) = direction(&or_empty(&tract.township));
            let (rng, rng_dir) = direction(&or_empty(&tract.range));
            let aliquots = or_empty(&tract.aliquots);
            let lots = if tract.lots.is_empty() {
                String::new()
            } else {
                format!("Lots {} and {} and the ", tract.lots[0], tract.lots.get(1).cloned().unwrap_or_default())
            };
            let words = ALIQUOTS.iter().find(|(s, ..)| *s == aliquots).map_or(aliquots.clone(), |(_, w, _)| w.to_string());
            let glyph = aliquots.replace("/4", "¼").replace("/2", "½");
            let state = state_name(&tract.state);
            let meridian = or_empty(&tract.meridian);
            match style % 4 {
                0 => format!(
                    "{lots}{aliquots} of Section {section}, Township {twp} {twp_dir}, Range {rng} {rng_dir}, {meridian}, {county} County, {state}"
                ),
                1 => format!(
                    "{}{words} ({glyph}) of Section {}, Township {} {twp_dir}, Range {} {rng_dir} of the {meridian}, {county} County, {state}",
                    if lots.is_empty() { "the " } else { lots.as_str() },
                    number_words(section),
                    number_words(twp.parse().unwrap_or(0)),
                    number_words(rng.parse().unwrap_or(0))
                ),
                2 => format!(
                    "{lots}{} Sec. {section}-T{}-R{}, {county} Co., {}",
                    aliquots.replace("/4", "1/4").replace("/2", "1/2").replace(' ', ""),
                    or_empty(&tract.township),
                    or_empty(&tract.range),
                    tract.state
                ),
                _ => format!(
                    "{}{aliquots} Sec. {section}-{}-{}, {meridian}, {county} County, {state}",
                    if lots.is_empty() {
                        String::new()
                    } else {
                        format!("Lots {}, {}, ", tract.lots[0], tract.lots.get(1).cloned().unwrap_or_default())
                    },
                    or_empty(&tract.township),
                    or_empty(&tract.range)
                ),
            }
        }
        LandSystem::TexasSurvey => {
            let section: u32 = tract.section.as_deref().and_then(|s| s.parse().ok()).unwrap_or(1);
            let survey = or_empty(&tract.survey);
            let long = RAILROAD_SURVEYS.iter().find(|(s, _)| *s == survey).map_or(survey.clone(), |(_, l)| l.to_string());
            let block = or_empty(&tract.block);
            let abstract_number = or_empty(&tract.abstract_number);
            let short = survey.replace("RR CO", "RR Co.");
            match style % 3 {
                0 => format!(
                    "Section {section}, Block {block}, {short} Survey, Abstract {abstract_number}, {county} County, Texas{}",
                    stated_acres(tract, style).map_or(String::new(), |acres| format!(", containing {acres} acres, more or less"))
                ),
                1 => format!(
                    "Section {}, Block {block}, {long} Survey, Abstract No. {abstract_number}, in {county} County, Texas",
                    number_words(section)
                ),
                _ => format!("all of Sec. {section}, Blk. {block}, {short} Sur., A-{abstract_number}, {county} Co., Tex."),
            }
        }
        _ => {
            let lot: u32 = tract.lot.as_deref().and_then(|s| s.parse().ok()).unwrap_or(1);
            let block: u32 = tract.block.as_deref().and_then(|s| s.parse().ok()).unwrap_or(1);
            let subdivision = or_empty(&tract.subdivision);
            match style % 3 {
                0 => format!("Lot {lot}, Block {block}, {subdivision}, {county} County, Texas"),
                1 => format!(
                    "Lot {}, in Block {}, of the {subdivision}, {county} County, Texas, according to the map or plat thereof of record in the Plat Records of said County",
                    number_words(lot),
                    number_words(block)
                ),
                _ => format!("LOT {lot} BLK {block} {}", subdivision.to_uppercase()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notations_of_one_quarter_section() {
        let mut tract = plss(&mut Rng::new(5), None);
        tract.aliquots = Some("NE/4".to_string());
        tract.lots.clear();
        tract.section = Some("12".to_string());
        tract.township = Some("5N".to_string());
        tract.range = Some("3W".to_string());
        assert!(describe(&tract, 0).starts_with("NE/4 of Section 12, Township 5 North, Range 3 West"));
        assert!(describe(&tract, 1).starts_with("the Northeast Quarter (NE¼) of Section Twelve (12), Township Five (5) North"));
        assert!(describe(&tract, 2).starts_with("NE1/4 Sec. 12-T5N-R3W"));
    }

    #[test]
    fn a_description_states_acres_exactly_when_stated_acres_says_so() {
        let mut rng = Rng::new(11);
        for _ in 0..100 {
            for tract in package_tracts(&mut rng) {
                for style in 0..4 {
                    let text = describe(&tract, style);
                    match stated_acres(&tract, style) {
                        Some(acres) => assert!(text.contains(&format!("containing {acres} acres")), "{text}"),
                        None => assert!(!text.contains("acres"), "{text}"),
                    }
                }
            }
        }
    }

    #[test]
    fn every_package_has_land_in_one_system() {
        let mut rng = Rng::new(9);
        for _ in 0..200 {
            let tracts = package_tracts(&mut rng);
            assert!(!tracts.is_empty() && tracts.iter().all(|t| t.system == tracts[0].system));
            assert!(tracts.len() == 1 || tracts[0] != tracts[1]);
        }
    }
}
