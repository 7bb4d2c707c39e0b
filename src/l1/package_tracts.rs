//! One tract, one id per package. Each instrument's canonical tract (tracts.rs) is read from
//! that instrument alone; here the package's instruments are read together, so that the same
//! land gets one `tract_id` however each instrument wrote it and however much of it the
//! extractor read (DOMAIN.md, Land descriptions):
//!
//! - a county is the real county of the package: a county read with OCR damage ("CAD DO",
//!   "RLCHLAND") or with the words before it ("SITUATED IN BARBER") is the county of the
//!   package's recordings it can only be;
//! - a degraded description (acres only, a section without its aliquot parts, an abstract
//!   without its section and block, a township without its direction, a lot and block without
//!   the subdivision) is joined to the one fuller tract of the package whose every part it
//!   agrees with, and never when two could fit: two tracts in one section stay two, and a
//!   description that states a part the fuller one lacks (a metes-and-bounds acreage out of a
//!   section) is its own land.
//!
//! Every correction and every join, and every join refused because two tracts fit, is written
//! into the document's warnings.

use super::tracts::{identity_phrase, tract_id};
use crate::api::documents::CanonicalTract;
use std::collections::{BTreeMap, BTreeSet};

/// The parts that identify land; county and state are compared apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Part {
    Section,
    Township,
    Range,
    /// Lots and aliquot parts together: which part of the section.
    Subdivided,
    Block,
    Lot,
    Subdivision,
    Abstract,
    /// Compared only when neither an abstract nor a section and block identify the land:
    /// railroad survey names are spelled a dozen ways.
    Survey,
    Acres,
}

/// What the package's instruments state about the land of one identity phrase.
#[derive(Debug, Clone)]
struct Profile {
    /// The fullest tract written with this phrase: the identity a joined tract takes.
    representative: CanonicalTract,
    county: Option<String>,
    state: Option<String>,
    parts: BTreeMap<Part, BTreeSet<String>>,
    acres: Vec<f64>,
    /// Township or range written without its direction.
    undirected: bool,
    /// How many tracts of the package are written with this phrase.
    count: usize,
}

impl Profile {
    fn of(tract: &CanonicalTract) -> Profile {
        let mut profile = Profile {
            representative: tract.clone(),
            county: tract.county.clone(),
            state: tract.state.clone(),
            parts: BTreeMap::new(),
            acres: Vec::new(),
            undirected: false,
            count: 0,
        };
        profile.add(tract);
        profile
    }

    fn add(&mut self, tract: &CanonicalTract) {
        self.count += 1;
        let mut put = |part: Part, value: Option<String>| {
            if let Some(value) = value.filter(|v| !v.is_empty()) {
                self.parts.entry(part).or_default().insert(value);
            }
        };
        put(Part::Section, tract.section.as_deref().map(number));
        put(Part::Township, tract.township.clone());
        put(Part::Range, tract.range.clone());
        let subdivided = (!tract.lots.is_empty() || tract.aliquots.is_some())
            .then(|| format!("{} | {}", tract.lots.join(","), tract.aliquots.as_deref().unwrap_or("")));
        put(Part::Subdivided, subdivided);
        put(Part::Block, tract.block.clone());
        put(Part::Lot, tract.lot.clone());
        put(Part::Subdivision, tract.subdivision.clone());
        put(Part::Abstract, tract.abstract_number.as_deref().map(number));
        let identified = tract.abstract_number.is_some() || (tract.section.is_some() && tract.block.is_some());
        put(Part::Survey, tract.survey.clone().filter(|_| !identified));
        let undirected = |part: &Option<String>| part.as_deref().is_some_and(|p| !p.ends_with(['N', 'S', 'E', 'W']));
        self.undirected |= undirected(&tract.township) || undirected(&tract.range);
        if let Some(acres) = tract.acres {
            self.acres.push(acres);
            self.parts.entry(Part::Acres).or_default().insert(format!("{acres}"));
        }
        if let (None, Some(aliquots)) = (tract.lots.first(), tract.aliquots.as_deref())
            && let Some(area) = aliquot_area(aliquots)
        {
            self.acres.push(area);
        }
        if stated(tract) > stated(&self.representative) {
            self.representative = tract.clone();
        }
    }

    /// Whether this degraded description fits `fuller`: every part it states, `fuller`
    /// states alike, and `fuller` states more (a part, or a direction this one lacks).
    fn fits_within(&self, fuller: &Profile) -> bool {
        if self.parts.is_empty() {
            return false;
        }
        let same_place = |mine: &Option<String>, theirs: &Option<String>| mine.is_none() || mine == theirs;
        if !same_place(&self.county, &fuller.county) || !same_place(&self.state, &fuller.state) {
            return false;
        }
        for (part, values) in &self.parts {
            let agrees = match part {
                Part::Acres => self.acres.iter().all(|a| fuller.acres.iter().any(|b| (a - b).abs() <= 0.01 * a.max(*b))),
                Part::Township | Part::Range => {
                    fuller.parts.get(part).is_some_and(|theirs| values.iter().all(|v| theirs.iter().any(|t| same_direction(v, t))))
                }
                _ => fuller.parts.get(part).is_some_and(|theirs| !values.is_disjoint(theirs)),
            };
            if !agrees {
                return false;
            }
        }
        let more_parts = fuller.parts.keys().any(|part| !self.parts.contains_key(part));
        let more_direction = self.undirected && !fuller.undirected;
        more_parts || more_direction
    }
}

/// Township or range: equal, or equal but for a direction one of them lacks.
fn same_direction(a: &str, b: &str) -> bool {
    let number = |p: &str| p.trim_end_matches(['N', 'S', 'E', 'W']).to_string();
    let directed = |p: &str| p.ends_with(['N', 'S', 'E', 'W']);
    a == b || ((!directed(a) || !directed(b)) && number(a) == number(b))
}

/// How many identity parts a tract states, to choose the fullest as a phrase's representative.
fn stated(tract: &CanonicalTract) -> usize {
    [
        tract.section.is_some(),
        tract.township.is_some(),
        tract.range.is_some(),
        tract.aliquots.is_some(),
        !tract.lots.is_empty(),
        tract.block.is_some(),
        tract.lot.is_some(),
        tract.subdivision.is_some(),
        tract.abstract_number.is_some(),
        tract.survey.is_some(),
        tract.acres.is_some(),
        tract.county.is_some(),
        tract.state.is_some(),
    ]
    .iter()
    .filter(|s| **s)
    .count()
}

/// "012" and "12" are one section or abstract.
fn number(text: &str) -> String {
    let trimmed = text.trim_start_matches('0');
    if trimmed.is_empty() { text.to_string() } else { trimmed.to_string() }
}

/// The area of aliquot parts of a regular section: "NE/4" 160, "S/2 NE/4" 80. Only to compare
/// with an acreage another instrument states; never reported as gross acres (DOMAIN.md).
fn aliquot_area(aliquots: &str) -> Option<f64> {
    let mut area = 640.0;
    for part in aliquots.split_whitespace() {
        let divisor: f64 = part.rsplit('/').next()?.parse().ok()?;
        if divisor != 2.0 && divisor != 4.0 {
            return None;
        }
        area /= divisor;
    }
    Some(area)
}

/// Where a phrase's land goes.
#[derive(Debug, Clone, PartialEq)]
enum Join {
    Into(String),
    /// The same phrase as another once OCR's damage is undone.
    Damaged(String),
    /// Fits several fuller tracts: kept as its own.
    Refused(Vec<String>),
}

/// The package's land, read together.
#[derive(Debug, Default)]
pub struct PackageLand {
    /// The counties of the package's recordings, upper case: the real county names.
    recorded: BTreeSet<String>,
    /// How many tracts read each county.
    read: BTreeMap<String, usize>,
    joins: BTreeMap<String, Join>,
    profiles: BTreeMap<String, Profile>,
}

impl PackageLand {
    /// Reads every tract of the package (after L1) with the counties the documents were
    /// recorded in.
    pub fn new<'t>(
        tracts: impl IntoIterator<Item = &'t CanonicalTract>,
        recorded_counties: impl IntoIterator<Item = &'t str>,
    ) -> PackageLand {
        let tracts: Vec<&CanonicalTract> = tracts.into_iter().collect();
        let mut land = PackageLand {
            recorded: recorded_counties.into_iter().map(super::tracts::clean_county).filter(|c| !c.is_empty()).collect(),
            ..PackageLand::default()
        };
        for tract in &tracts {
            if let Some(county) = &tract.county {
                *land.read.entry(county.clone()).or_default() += 1;
            }
        }
        for tract in tracts {
            let mut tract = tract.clone();
            land.correct_county(&mut tract, &mut Vec::new());
            match land.profiles.get_mut(&tract.tract_identity_phrase) {
                Some(profile) => profile.add(&tract),
                None => {
                    land.profiles.insert(tract.tract_identity_phrase.clone(), Profile::of(&tract));
                }
            }
        }
        land.join_scan_damage();
        let fits = |a: &str, b: &str| land.profiles[a].fits_within(&land.profiles[b]);
        let phrases: Vec<&String> = land.profiles.keys().filter(|p| !land.joins.contains_key(*p)).collect();
        let fullest: Vec<&String> = phrases.iter().copied().filter(|p| !phrases.iter().any(|q| p != q && fits(p, q))).collect();
        let mut joins = std::mem::take(&mut land.joins);
        for phrase in phrases.iter().filter(|p| !fullest.contains(p)) {
            let into: Vec<String> = fullest.iter().filter(|f| fits(phrase, f)).map(|f| f.to_string()).collect();
            let join = match into.as_slice() {
                [only] => Join::Into(only.clone()),
                _ => Join::Refused(into),
            };
            joins.insert(phrase.to_string(), join);
        }
        land.joins = joins;
        land
    }

    /// Phrases that are one phrase once the scan's damage is undone ("WINDS0R", "PAR KVIEW",
    /// "LOT L3" against "WINDSOR", "PARKVIEW", "LOT 13") are one tract: the one written so
    /// most often takes the others, whose parts it gains.
    fn join_scan_damage(&mut self) {
        let mut by_key: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for phrase in self.profiles.keys() {
            by_key.entry(letters_and_digits(phrase)).or_default().push(phrase.clone());
        }
        for written in by_key.into_values().filter(|w| w.len() > 1) {
            let count = |phrase: &String| self.profiles[phrase].count;
            let Some(kept) = written.iter().max_by(|a, b| count(a).cmp(&count(b)).then_with(|| b.cmp(a))).cloned() else { continue };
            for phrase in written.into_iter().filter(|p| *p != kept) {
                let damaged = self.profiles[&phrase].clone();
                if let Some(profile) = self.profiles.get_mut(&kept) {
                    for (part, values) in damaged.parts {
                        profile.parts.entry(part).or_default().extend(values);
                    }
                    profile.acres.extend(damaged.acres);
                }
                self.joins.insert(phrase, Join::Damaged(kept.clone()));
            }
        }
    }

    /// Gives a document's tracts the package's identity: the real county, and the fuller tract
    /// a degraded description is joined to; says why in `warnings`. Returns the ids it changed
    /// (the document's id → the package's), for what else names the tracts by id.
    pub fn apply(&self, tracts: &mut Vec<CanonicalTract>, warnings: &mut Vec<String>) -> BTreeMap<String, String> {
        let before: Vec<String> = tracts.iter().map(|t| t.tract_id.clone()).collect();
        for tract in tracts.iter_mut() {
            self.correct_county(tract, warnings);
            let phrase = tract.tract_identity_phrase.clone();
            match self.joins.get(&phrase) {
                Some(Join::Into(fuller)) => {
                    self.adopt(tract, fuller);
                    warnings.push(format!(
                        "tract {phrase:?} states only parts of the land another instrument of the package describes as {fuller:?}, and fits no other tract of the package; that identity is used"
                    ));
                }
                Some(Join::Damaged(kept)) => {
                    self.adopt(tract, kept);
                    warnings.push(format!(
                        "tract {phrase:?} is {kept:?} as the package writes it, once the scan's damage (a broken word, digits for letters) is undone"
                    ));
                }
                Some(Join::Refused(candidates)) if !candidates.is_empty() => warnings.push(format!(
                    "tract {phrase:?} could be any of {} in the package; kept as its own tract",
                    candidates.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(", ")
                )),
                _ => {}
            }
        }
        let renamed: BTreeMap<String, String> = before
            .into_iter()
            .zip(tracts.iter())
            .filter(|(old, t)| **old != t.tract_id)
            .map(|(old, t)| (old, t.tract_id.clone()))
            .collect();
        let mut seen = BTreeSet::new();
        tracts.retain(|t| seen.insert(t.tract_id.clone()));
        renamed
    }

    /// Gives a tract the identity of the package's tract written with `phrase`, keeping its
    /// own acreage and exceptions.
    fn adopt(&self, tract: &mut CanonicalTract, phrase: &str) {
        let representative = &self.profiles[phrase].representative;
        let acres = tract.acres.or(representative.acres);
        let exceptions = std::mem::take(&mut tract.exceptions);
        *tract = CanonicalTract { acres, exceptions, ..representative.clone() };
    }

    /// Replaces a county read with damage by the real county it can only be.
    fn correct_county(&self, tract: &mut CanonicalTract, warnings: &mut Vec<String>) {
        let Some(county) = tract.county.clone() else { return };
        let Some(real) = self.real_county(&county) else { return };
        tract.county = Some(real.clone());
        let before = std::mem::take(&mut tract.tract_identity_phrase);
        tract.tract_identity_phrase = identity_phrase(tract, &before);
        tract.tract_id = tract_id(&tract.tract_identity_phrase);
        warnings.push(format!("tract {before:?}: county {county:?} read as the package's county {real}"));
    }

    /// The one real county a county as read can be, when it is not itself one: the counties of
    /// the recordings, else the counties other tracts of the package read more often.
    fn real_county(&self, county: &str) -> Option<String> {
        if self.recorded.contains(county) {
            return None;
        }
        let times = self.read.get(county).copied().unwrap_or(0);
        let known: Vec<&String> = if self.recorded.is_empty() {
            self.read.iter().filter(|(name, count)| name.as_str() != county && **count > times).map(|(name, _)| name).collect()
        } else {
            self.recorded.iter().collect()
        };
        match known.iter().filter(|real| county_fits(county, real)).collect::<Vec<_>>().as_slice() {
            [only] => Some((**only).clone()),
            _ => None,
        }
    }
}

/// Whether a county as read can be `real`: the same letters once OCR's confusions and broken
/// words are undone ("CAD DO", "RLCHLAND"), `real` after words that are not a county's
/// ("SITUATED IN BARBER", "ORDS OF CADDO"), a piece of it cut at either end ("RBER"), or one
/// letter off.
fn county_fits(read: &str, real: &str) -> bool {
    let read_words: Vec<&str> = read.split_whitespace().collect();
    let real_words: Vec<&str> = real.split_whitespace().collect();
    if read_words.len() > real_words.len() && read_words.ends_with(&real_words) {
        return true;
    }
    let (a, b) = (letters(read), letters(real));
    if a == b {
        return true;
    }
    if a.len() >= 4 && (b.ends_with(&a) || b.starts_with(&a)) {
        return true;
    }
    b.len() >= 5 && strsim::levenshtein(&a, &b) <= 1
}

/// A phrase without spaces and with OCR's confusions made one (0 and O; 1, I and L), to find
/// phrases the scan wrote differently.
fn letters_and_digits(phrase: &str) -> String {
    crate::l0::ocr_key(phrase)
}

/// The letters of a name with OCR's digit and letter confusions made one: 0 and O, 1, I and L.
fn letters(name: &str) -> String {
    crate::l0::ocr_key(name).chars().filter(char::is_ascii_alphabetic).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Recording;
    use crate::l0::TractMatch;
    use crate::vocab::LandSystem;

    fn canonical(found: TractMatch) -> CanonicalTract {
        super::super::tracts::canonical_tracts(&[found], &Recording::default(), &mut Vec::new()).remove(0)
    }

    fn plss(aliquots: Option<&str>, section: &str, township: &str, range: &str, county: &str) -> CanonicalTract {
        plss_in("KS", aliquots, section, township, range, county)
    }

    fn plss_in(state: &str, aliquots: Option<&str>, section: &str, township: &str, range: &str, county: &str) -> CanonicalTract {
        canonical(TractMatch {
            system: Some(LandSystem::Plss),
            county: Some(county.into()),
            state: Some(state.into()),
            section: Some(section.into()),
            township: Some(township.into()),
            range: Some(range.into()),
            aliquots: aliquots.map(str::to_string),
            ..TractMatch::default()
        })
    }

    fn texas(section: Option<&str>, block: Option<&str>, number: Option<&str>, acres: Option<f64>) -> CanonicalTract {
        canonical(TractMatch {
            system: Some(LandSystem::TexasSurvey),
            county: Some("Reeves".into()),
            state: Some("TX".into()),
            section: section.map(str::to_string),
            block: block.map(str::to_string),
            abstract_number: number.map(str::to_string),
            acres,
            ..TractMatch::default()
        })
    }

    /// The package's identity of `tract`, with the warnings it gave.
    fn resolved(package: &[CanonicalTract], recorded: &[&str], tract: CanonicalTract) -> (String, Vec<String>) {
        let land = PackageLand::new(package, recorded.iter().copied());
        let mut tracts = vec![tract];
        let mut warnings = Vec::new();
        land.apply(&mut tracts, &mut warnings);
        (tracts[0].tract_identity_phrase.clone(), warnings)
    }

    #[test]
    fn a_county_read_with_damage_or_leading_words_is_the_recorded_county() {
        let full = plss(Some("SW/4"), "36", "15N", "13W", "Barber");
        for damaged in ["Cad do", "Situated in Barber", "Uated in Barber", "Rber", "Barbcr"] {
            let county = if damaged == "Cad do" { "Caddo" } else { "Barber" };
            let tract = plss(Some("SW/4"), "36", "15N", "13W", damaged);
            let (phrase, warnings) = resolved(&[full.clone(), tract.clone()], &[county], tract);
            assert_eq!(phrase, format!("SW/4 SEC 36 T15N R13W, {} COUNTY, KS", county.to_uppercase()), "{damaged}");
            assert_eq!(warnings.len(), 1, "{warnings:?}");
        }
    }

    #[test]
    fn a_county_that_fits_no_recorded_county_or_two_is_kept() {
        let tract = plss(Some("SW/4"), "36", "15N", "13W", "Pratt");
        assert_eq!(resolved(std::slice::from_ref(&tract), &["Barber"], tract.clone()).0, "SW/4 SEC 36 T15N R13W, PRATT COUNTY, KS");
        let tract = plss(Some("SW/4"), "36", "15N", "13W", "Situated in Ward");
        let (phrase, _) = resolved(std::slice::from_ref(&tract), &["Ward", "Situated in Ward"], tract.clone());
        assert_eq!(phrase, "SW/4 SEC 36 T15N R13W, SITUATED IN WARD COUNTY, KS", "a recorded county is real");
    }

    #[test]
    fn without_recordings_the_county_most_tracts_read_is_the_real_one() {
        let full = plss(Some("SW/4"), "36", "15N", "13W", "Barber");
        let damaged = plss(Some("SW/4"), "36", "15N", "13W", "Barbcr");
        let (phrase, _) = resolved(&[full.clone(), full, damaged.clone()], &[], damaged);
        assert_eq!(phrase, "SW/4 SEC 36 T15N R13W, BARBER COUNTY, KS");
    }

    #[test]
    fn a_section_without_its_aliquot_joins_the_one_tract_in_that_section() {
        let quarter = plss(Some("NE/4"), "12", "5N", "3W", "Barber");
        let bare = plss(None, "12", "5N", "3W", "Barber");
        let (phrase, warnings) = resolved(&[quarter.clone(), bare.clone()], &["Barber"], bare.clone());
        assert_eq!(phrase, quarter.tract_identity_phrase);
        assert!(warnings[0].contains("fits no other tract"), "{warnings:?}");
        let other = plss(Some("SW/4"), "12", "5N", "3W", "Barber");
        let (phrase, warnings) = resolved(&[quarter, other, bare.clone()], &["Barber"], bare.clone());
        assert_eq!(phrase, bare.tract_identity_phrase, "two tracts in one section stay two, and the bare section fits both");
        assert!(warnings[0].contains("could be any of"), "{warnings:?}");
    }

    #[test]
    fn two_quarters_of_one_section_are_never_joined() {
        let ne = plss(Some("NE/4"), "12", "5N", "3W", "Barber");
        let sw = plss(Some("SW/4"), "12", "5N", "3W", "Barber");
        let (phrase, warnings) = resolved(&[ne.clone(), sw.clone()], &["Barber"], ne.clone());
        assert_eq!(phrase, ne.tract_identity_phrase);
        assert!(warnings.is_empty());
    }

    #[test]
    fn acres_alone_join_the_one_tract_of_that_area() {
        let quarter = plss(Some("NE/4"), "12", "5N", "3W", "Barber");
        let acres = canonical(TractMatch {
            system: Some(LandSystem::Other),
            county: Some("Barber".into()),
            state: Some("KS".into()),
            acres: Some(160.0),
            ..TractMatch::default()
        });
        let (phrase, _) = resolved(&[quarter.clone(), acres.clone()], &["Barber"], acres.clone());
        assert_eq!(phrase, quarter.tract_identity_phrase);
        let half = plss(Some("N/2"), "13", "5N", "3W", "Barber");
        let (phrase, _) = resolved(&[half, acres.clone()], &["Barber"], acres.clone());
        assert_eq!(phrase, acres.tract_identity_phrase, "160 acres are not the N/2 (320)");
    }

    #[test]
    fn an_acreage_out_of_a_section_is_its_own_land_and_the_bare_section_joins_it() {
        let metes = canonical(TractMatch {
            system: Some(LandSystem::MetesBounds),
            county: Some("Ector".into()),
            state: Some("TX".into()),
            section: Some("21".into()),
            block: Some("44".into()),
            acres: Some(9.48),
            ..TractMatch::default()
        });
        let section = canonical(TractMatch {
            system: Some(LandSystem::TexasSurvey),
            county: Some("Ector".into()),
            state: Some("TX".into()),
            section: Some("21".into()),
            block: Some("44".into()),
            ..TractMatch::default()
        });
        let (phrase, _) = resolved(&[metes.clone(), section.clone()], &["Ector"], metes.clone());
        assert_eq!(phrase, metes.tract_identity_phrase, "9.48 acres never become the section");
        let (phrase, _) = resolved(&[metes.clone(), section.clone()], &["Ector"], section);
        assert_eq!(phrase, metes.tract_identity_phrase, "a section without more is the one tract of the package in it");
    }

    #[test]
    fn an_abstract_without_section_and_block_joins_the_tract_that_states_it() {
        let full = texas(Some("39"), Some("73"), Some("3075"), Some(640.0));
        let degraded = texas(None, None, Some("3075"), Some(640.0));
        let partial = texas(None, Some("73"), Some("3075"), Some(640.0));
        for tract in [degraded, partial] {
            let (phrase, _) = resolved(&[full.clone(), tract.clone()], &["Reeves"], tract);
            assert_eq!(phrase, "SEC 39 BLK 73, REEVES COUNTY, TX");
        }
        let other = texas(Some("40"), Some("73"), Some("3075"), None);
        let degraded = texas(None, None, Some("3075"), None);
        let (phrase, _) = resolved(&[full, other, degraded.clone()], &["Reeves"], degraded);
        assert_eq!(phrase, "A-3075, REEVES COUNTY, TX", "an abstract stated with two sections points two ways");
    }

    #[test]
    fn a_township_or_range_without_direction_takes_the_package_s() {
        // Colorado's townships and ranges lie on both sides of the Sixth Principal Meridian's
        // lines: the place alone gives no direction.
        let plss = |aliquots, section, township, range, county| plss_in("CO", aliquots, section, township, range, county);
        let full = plss(Some("SW/4"), "18", "3N", "66W", "Weld");
        for (township, range) in [("3", "66"), ("3N", "66")] {
            let degraded = plss(Some("SW/4"), "18", township, range, "Weld");
            let (phrase, _) = resolved(&[full.clone(), degraded.clone()], &["Weld"], degraded);
            assert_eq!(phrase, full.tract_identity_phrase);
        }
        let other = plss(Some("SW/4"), "18", "3N", "66E", "Weld");
        let degraded = plss(Some("SW/4"), "18", "3N", "66", "Weld");
        let (phrase, _) = resolved(&[full, other, degraded.clone()], &["Weld"], degraded.clone());
        assert_eq!(phrase, degraded.tract_identity_phrase, "66 could be 66W or 66E");
    }

    #[test]
    fn a_lot_and_block_take_the_subdivision_and_a_differing_lot_stays_apart() {
        let lot = |number: &str, subdivision: Option<&str>| {
            canonical(TractMatch {
                system: Some(LandSystem::LotBlock),
                county: Some("Midland".into()),
                state: Some("TX".into()),
                lot: Some(number.into()),
                block: Some("2".into()),
                subdivision: subdivision.map(str::to_string),
                ..TractMatch::default()
            })
        };
        let full = lot("4", Some("Caldwell Heights"));
        let (phrase, _) = resolved(&[full.clone(), lot("4", None)], &["Midland"], lot("4", None));
        assert_eq!(phrase, "LOT 4 BLK 2 CALDWELL HEIGHTS, MIDLAND COUNTY, TX");
        let (phrase, _) = resolved(&[full, lot("5", None)], &["Midland"], lot("5", None));
        assert_eq!(phrase, "LOT 5 BLK 2, MIDLAND COUNTY, TX");
    }

    #[test]
    fn lots_and_aliquots_are_one_part_so_overlapping_land_stays_apart() {
        let found = TractMatch {
            system: Some(LandSystem::Plss),
            county: Some("McKenzie".into()),
            state: Some("ND".into()),
            section: Some("6".into()),
            township: Some("150N".into()),
            range: Some("96W".into()),
            lots: vec!["1".into(), "2".into()],
            aliquots: Some("S/2 NE/4".into()),
            ..TractMatch::default()
        };
        let whole = canonical(found.clone());
        let south = canonical(TractMatch { lots: Vec::new(), ..found });
        let (phrase, _) = resolved(&[whole, south.clone()], &["McKenzie"], south.clone());
        assert_eq!(phrase, south.tract_identity_phrase, "the S/2 NE/4 is part of, not a degraded writing of, the whole");
    }

    #[test]
    fn a_phrase_the_scan_damaged_is_the_phrase_the_package_writes() {
        let lot = |subdivision: &str| {
            canonical(TractMatch {
                system: Some(LandSystem::LotBlock),
                county: Some("Midland".into()),
                state: Some("TX".into()),
                lot: Some("1".into()),
                block: Some("5".into()),
                subdivision: Some(subdivision.into()),
                ..TractMatch::default()
            })
        };
        let package = [lot("Windsor Addition"), lot("Windsor Addition"), lot("Winds0r Addition"), lot("Wind sor Addition")];
        for damaged in ["Winds0r Addition", "Wind sor Addition"] {
            let (phrase, warnings) = resolved(&package, &["Midland"], lot(damaged));
            assert_eq!(phrase, "LOT 1 BLK 5 WINDSOR ADDITION, MIDLAND COUNTY, TX");
            assert!(warnings[0].contains("scan's damage"), "{warnings:?}");
        }
        let (phrase, _) = resolved(&[lot("Windsor Addition"), lot("Winslow Addition")], &["Midland"], lot("Winslow Addition"));
        assert_eq!(phrase, "LOT 1 BLK 5 WINSLOW ADDITION, MIDLAND COUNTY, TX", "another name is another subdivision");
    }

    #[test]
    fn aliquot_areas() {
        assert_eq!(aliquot_area("NE/4"), Some(160.0));
        assert_eq!(aliquot_area("S/2 NE/4"), Some(80.0));
        assert_eq!(aliquot_area("NE/4 NE/4"), Some(40.0));
        assert_eq!(aliquot_area("N/3"), None);
    }
}
