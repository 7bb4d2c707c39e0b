//! How a prediction is matched to the truth, the same way /work/shared/realdocs/score.py does it
//! for real documents, so that figures on synthetic and on real instruments mean the same:
//! names after normalising case, punctuation, capacity words and company designators, and
//! nearly equal names for OCR damage; tracts by the parts that identify land in their system.

use regex::Regex;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;

static CAPACITY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r",?\s+(DECEASED|DEC'D|TRUSTEE|SUCCESSOR TRUSTEE|CO-TRUSTEE|EXECUTOR|EXECUTRIX|ADMINISTRATOR|ADMINISTRATRIX|GUARDIAN|AGENT|ATTORNEY IN FACT)\b.*$")
        .expect("the capacity pattern is valid")
});
static DIGITS: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\d+").expect("the digits pattern is valid"));
static TOWNSHIP: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(\d+)\s*([NSEW])?").expect("the township pattern is valid"));

const DESIGNATORS: [(&str, &str); 7] = [
    ("INCORPORATED", "INC"),
    ("CORPORATION", "CORP"),
    ("COMPANY", "CO"),
    ("LIMITED PARTNERSHIP", "LP"),
    ("LIMITED LIABILITY COMPANY", "LLC"),
    ("L L C", "LLC"),
    ("L P", "LP"),
];

/// A name as the scorer compares it: upper case, no capacity, no leading THE or ESTATE OF,
/// letters, digits and & only, designators short, AND as &.
pub fn normalise_name(name: &str) -> String {
    let upper = name.to_uppercase();
    let without_capacity = CAPACITY.replace(&upper, "");
    let mut text = without_capacity.trim().to_string();
    for prefix in ["THE ", "ESTATE OF "] {
        if let Some(rest) = text.strip_prefix(prefix) {
            text = rest.to_string();
        }
    }
    let cleaned: String = text.chars().map(|c| if c.is_ascii_uppercase() || c.is_ascii_digit() || c == '&' { c } else { ' ' }).collect();
    let mut words: Vec<String> = cleaned.split_whitespace().map(str::to_string).collect();
    for (long, short) in DESIGNATORS {
        let long_words: Vec<&str> = long.split(' ').collect();
        let mut i = 0;
        while i + long_words.len() <= words.len() {
            if words[i..i + long_words.len()].iter().zip(&long_words).all(|(a, b)| a == b) {
                words.splice(i..i + long_words.len(), [short.to_string()]);
            }
            i += 1;
        }
    }
    words.iter().map(|w| if w == "AND" { "&" } else { w.as_str() }).collect::<Vec<_>>().join(" ")
}

/// Two normalised names are the same: equal, the same words in another order, or (names of
/// more than five characters with the same suffix) nearly equal as OCR damage leaves them. The similarity is
/// normalised Levenshtein at 0.9, the Rust counterpart of score.py's difflib ratio.
pub fn names_match(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    if suffix(a) != suffix(b) {
        return false;
    }
    let mut left: Vec<&str> = a.split(' ').collect();
    let mut right: Vec<&str> = b.split(' ').collect();
    left.sort_unstable();
    right.sort_unstable();
    if left == right {
        return true;
    }
    a.len() > 5 && strsim::normalized_levenshtein(a, b) >= 0.9
}

/// JR and SR are different people (DOMAIN.md), however alike the rest of the name is.
fn suffix(name: &str) -> Option<&str> {
    name.rsplit(' ').next().filter(|last| ["JR", "SR", "II", "III", "IV"].contains(last))
}

/// Matched, predicted and gold counts, summed over documents (micro-average).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub matched: u64,
    pub predicted: u64,
    pub gold: u64,
}

impl Counts {
    pub fn add(&mut self, other: Counts) {
        self.matched += other.matched;
        self.predicted += other.predicted;
        self.gold += other.gold;
    }

    /// Nothing predicted is right only when nothing was to be found.
    pub fn precision(&self) -> f64 {
        if self.predicted == 0 {
            return if self.gold == 0 { 1.0 } else { 0.0 };
        }
        self.matched as f64 / self.predicted as f64
    }

    pub fn recall(&self) -> f64 {
        if self.gold == 0 { 1.0 } else { self.matched as f64 / self.gold as f64 }
    }

    pub fn f1(&self) -> f64 {
        let (p, r) = (self.precision(), self.recall());
        if p + r == 0.0 { 0.0 } else { 2.0 * p * r / (p + r) }
    }
}

/// Greedy one-to-one matching of predictions to gold items, as score.py does.
pub fn greedy<P, G>(predicted: &[P], gold: &[G], same: impl Fn(&P, &G) -> bool) -> Counts {
    let mut left: Vec<&G> = gold.iter().collect();
    let mut matched = 0;
    for p in predicted {
        if let Some(position) = left.iter().position(|g| same(p, g)) {
            left.remove(position);
            matched += 1;
        }
    }
    Counts { matched, predicted: predicted.len() as u64, gold: gold.len() as u64 }
}

/// Exact matching of two multisets of keys (edges, gaps).
pub fn multiset<K: Ord + Clone>(predicted: &[K], gold: &[K]) -> Counts {
    let mut counts: BTreeMap<&K, i64> = BTreeMap::new();
    for key in gold {
        *counts.entry(key).or_default() += 1;
    }
    let mut matched = 0;
    for key in predicted {
        if let Some(left) = counts.get_mut(key).filter(|left| **left > 0) {
            *left -= 1;
            matched += 1;
        }
    }
    Counts { matched, predicted: predicted.len() as u64, gold: gold.len() as u64 }
}

/// The parts of a tract that identify its land, as output files and the truth both give them.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct TractParts {
    pub county: Option<String>,
    pub state: Option<String>,
    pub section: Option<String>,
    pub township: Option<String>,
    pub range: Option<String>,
    pub survey: Option<String>,
    #[serde(rename = "abstract")]
    pub abstract_number: Option<String>,
    pub block: Option<String>,
    pub lot: Option<String>,
    pub acres: Option<f64>,
}

#[derive(Debug, Clone, PartialEq)]
enum TractKey {
    Plss { section: String, township: String, range: String },
    Abstract(String),
    SectionBlock(String, String),
    LotBlock(String, String),
    Survey(String),
    CountyAcres(String, i64),
}

fn digits(value: Option<&str>) -> String {
    DIGITS
        .find(value.unwrap_or(""))
        .map(|m| {
            let trimmed = m.as_str().trim_start_matches('0');
            if trimmed.is_empty() { "0".to_string() } else { trimmed.to_string() }
        })
        .unwrap_or_default()
}

fn township_or_range(value: Option<&str>) -> String {
    let compact = value.unwrap_or("").to_uppercase().replace(' ', "");
    TOWNSHIP
        .captures(&compact)
        .map(|c| format!("{}{}", c.get(1).map_or("", |m| m.as_str()).trim_start_matches('0'), c.get(2).map_or("", |m| m.as_str())))
        .unwrap_or_default()
}

fn county(parts: &TractParts) -> String {
    parts.county.as_deref().unwrap_or("").to_uppercase().replace(" COUNTY", "").trim().to_string()
}

fn tract_key(parts: &TractParts) -> Option<TractKey> {
    let section = digits(parts.section.as_deref());
    let township = township_or_range(parts.township.as_deref());
    let range = township_or_range(parts.range.as_deref());
    if !township.is_empty() && !range.is_empty() {
        return Some(TractKey::Plss { section, township, range });
    }
    let abstract_number = digits(parts.abstract_number.as_deref());
    if !abstract_number.is_empty() {
        return Some(TractKey::Abstract(abstract_number));
    }
    let block = parts.block.as_deref().filter(|b| !b.is_empty());
    if let (false, Some(block)) = (section.is_empty(), block) {
        return Some(TractKey::SectionBlock(section, digits(Some(block))));
    }
    if let (Some(lot), Some(block)) = (parts.lot.as_deref().filter(|l| !l.is_empty()), block) {
        return Some(TractKey::LotBlock(digits(Some(lot)), digits(Some(block))));
    }
    let survey: String =
        parts.survey.as_deref().unwrap_or("").to_uppercase().chars().map(|c| if c.is_ascii_uppercase() { c } else { ' ' }).collect();
    let survey = survey.split_whitespace().collect::<Vec<_>>().join(" ");
    if !survey.is_empty() {
        return Some(TractKey::Survey(survey));
    }
    let county = county(parts);
    match parts.acres {
        Some(acres) if !county.is_empty() && acres != 0.0 => Some(TractKey::CountyAcres(county, (acres * 10.0).round() as i64)),
        _ => None,
    }
}

/// Ohio and other surveys write township and range without N/S/E/W: compare the numbers then.
fn same_township(a: &str, b: &str) -> bool {
    let lettered = |s: &str| s.ends_with(|c: char| c.is_ascii_alphabetic());
    if lettered(a) && lettered(b) {
        return a == b;
    }
    a.trim_end_matches(['N', 'S', 'E', 'W']) == b.trim_end_matches(['N', 'S', 'E', 'W'])
}

pub fn tracts_match(predicted: &TractParts, gold: &TractParts) -> bool {
    match (tract_key(predicted), tract_key(gold)) {
        (None, None) => {
            county(predicted) == county(gold)
                && predicted.state.as_deref().unwrap_or("").to_uppercase() == gold.state.as_deref().unwrap_or("").to_uppercase()
        }
        (Some(TractKey::Plss { section: s1, township: t1, range: r1 }), Some(TractKey::Plss { section: s2, township: t2, range: r2 })) => {
            (s1.is_empty() || s2.is_empty() || s1 == s2) && same_township(&t1, &t2) && same_township(&r1, &r2)
        }
        (Some(TractKey::Survey(a)), Some(TractKey::Survey(b))) => names_match(&a, &b),
        (a, b) => a.is_some() && a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_normalise_like_the_scorer() {
        assert_eq!(normalise_name("The Red Mesa Oil Company"), "RED MESA OIL CO");
        assert_eq!(normalise_name("INAR A. CARLSON, TRUSTEE of the Carlson Trust"), "INAR A CARLSON");
        assert_eq!(normalise_name("Estate of John A. Smith, Deceased"), "JOHN A SMITH");
        assert_eq!(normalise_name("Smith and Jones, L.L.C."), "SMITH & JONES LLC");
        assert!(names_match("JOHN A SMITH", "SMITH JOHN A"));
        assert!(names_match("JOHN A SMITH JR", "JOHN A SMlTH JR"));
        assert!(!names_match("JOHN A SMITH JR", "JOHN A SMITH SR"));
        assert!(!names_match("J A SMITH", "JOHN A SMITH"));
    }

    #[test]
    fn scores_follow_the_conventions() {
        let counts = greedy(&["A", "B", "C"], &["B", "A"], |p, g| p == g);
        assert_eq!(counts, Counts { matched: 2, predicted: 3, gold: 2 });
        assert!((counts.precision() - 2.0 / 3.0).abs() < 1e-9 && counts.recall() == 1.0);
        assert_eq!(Counts::default().f1(), 1.0);
        assert_eq!(Counts { matched: 0, predicted: 0, gold: 4 }.precision(), 0.0);
        assert_eq!(multiset(&["x", "x", "y"], &["x", "y", "y"]), Counts { matched: 2, predicted: 3, gold: 3 });
    }

    #[test]
    fn tracts_match_by_identifying_parts() {
        let plss = |section: &str, township: &str| TractParts {
            section: Some(section.into()),
            township: Some(township.into()),
            range: Some("3W".into()),
            ..Default::default()
        };
        assert!(tracts_match(&plss("12", "5N"), &plss("12", "T5N")));
        assert!(!tracts_match(&plss("12", "5N"), &plss("13", "5N")));
        let texas = |abstract_number: &str| TractParts {
            abstract_number: Some(abstract_number.into()),
            section: Some("14".into()),
            block: Some("7".into()),
            ..Default::default()
        };
        assert!(tracts_match(&texas("A-1234"), &texas("1234")));
        assert!(!tracts_match(&texas("1234"), &texas("1235")));
        assert!(!tracts_match(&TractParts::default(), &texas("1234")));
    }
}
