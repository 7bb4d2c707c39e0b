//! The real counties of each state, from the US Census Bureau's list (`counties.tsv`, its source
//! noted in its header), read into a lookup once: a county name read from the text is checked
//! against its state's counties, a name one OCR slip away from exactly one of them becomes that
//! county, and a name that is no county of the state is not taken for one.

use std::collections::HashMap;
use std::sync::LazyLock;

/// State code, tab, county names separated by "|", one state a line; "#" lines are comments.
const COUNTIES_TSV: &str = include_str!("counties.tsv");

/// Per state code, each county's key (`county_key`) and its name as the Census writes it.
static COUNTIES: LazyLock<HashMap<&'static str, Vec<(String, &'static str)>>> = LazyLock::new(|| {
    COUNTIES_TSV
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .map(|(state, names)| (state, names.split('|').map(|name| (county_key(name), name)).collect()))
        .collect()
});

/// (state code, key) to the county's name, for the exact look-up every county read makes.
static COUNTY_BY_KEY: LazyLock<HashMap<(&'static str, &'static str), &'static str>> = LazyLock::new(|| {
    COUNTIES.iter().flat_map(|(state, counties)| counties.iter().map(move |(key, name)| ((*state, key.as_str()), *name))).collect()
});

/// What the Census list says of a county name read in a state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum CountyCheck {
    /// A county of the state, with its name as the Census writes it ("McKinley", "DeWitt").
    Known(&'static str),
    /// One OCR slip from exactly one county of the state ("Reaves" in Texas): that county.
    Corrected(&'static str),
    /// No county of the state, nor one slip from a single one.
    Unknown,
}

/// A name reduced to the letters that tell counties apart: lower case, "Saint" as "st", no
/// spaces or punctuation ("De Witt" and "DeWitt", "St. Mary's" and "Saint Marys" are one key).
pub(super) fn county_key(name: &str) -> String {
    let lower = name.to_ascii_lowercase();
    let mut key = String::with_capacity(lower.len());
    for word in lower.split(|c: char| c.is_whitespace() || c == '.') {
        key.push_str(if word == "saint" { "st" } else { word });
    }
    key.retain(|c| c.is_ascii_lowercase());
    key
}

/// Checks a county name against the counties of `state` (a postal code); a state the list does
/// not hold (Alaska has boroughs) says nothing, and the name is taken as written (`None`).
pub(super) fn check_county(state: &str, name: &str) -> Option<CountyCheck> {
    let (state, counties) = COUNTIES.get_key_value(state)?;
    let key = county_key(name);
    if let Some(known) = COUNTY_BY_KEY.get(&(*state, key.as_str())) {
        return Some(CountyCheck::Known(known));
    }
    // A slip is one letter changed, dropped or added, or "m" read as "rn" ("Cornanche"); short
    // names are too close to one another for a slip to settle which was meant.
    if key.len() < 5 {
        return Some(CountyCheck::Unknown);
    }
    let unbroken = key.replace("rn", "m");
    let near: Vec<&'static str> =
        counties.iter().filter(|(county, _)| one_slip(&key, county) || (unbroken != key && *county == unbroken)).map(|(_, n)| *n).collect();
    Some(match near.as_slice() {
        [only] => CountyCheck::Corrected(only),
        _ => CountyCheck::Unknown,
    })
}

/// Whether a name is a county of any state.
pub(super) fn is_county_anywhere(name: &str) -> bool {
    let key = county_key(name);
    COUNTIES.values().any(|counties| counties.iter().any(|(county, _)| *county == key))
}

/// Whether two keys differ by exactly one letter changed, dropped or added.
fn one_slip(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 || a == b {
        return false;
    }
    let prefix = short.iter().zip(long).take_while(|(x, y)| x == y).count();
    if short.len() == long.len() { short[prefix + 1..] == long[prefix + 1..] } else { short[prefix..] == long[prefix + 1..] }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_of_the_list_has_its_counties() {
        assert_eq!(COUNTIES.get("TX").map(Vec::len), Some(254));
        assert_eq!(COUNTIES.get("LA").map(Vec::len), Some(64));
        assert_eq!(COUNTIES.get("DE").map(Vec::len), Some(3));
    }

    #[test]
    fn names_are_checked_against_their_states_counties() {
        assert_eq!(check_county("TX", "REEVES"), Some(CountyCheck::Known("Reeves")));
        assert_eq!(check_county("TX", "De Witt"), Some(CountyCheck::Known("DeWitt")));
        assert_eq!(check_county("NM", "Mckinley"), Some(CountyCheck::Known("McKinley")));
        assert_eq!(check_county("TX", "Reaves"), Some(CountyCheck::Corrected("Reeves")));
        assert_eq!(check_county("OK", "Cornanche"), Some(CountyCheck::Corrected("Comanche")));
        assert_eq!(check_county("PA", "Greenee"), Some(CountyCheck::Corrected("Greene")));
        // Weld is a county of Colorado, not of Texas.
        assert_eq!(check_county("TX", "Weld"), Some(CountyCheck::Unknown));
        assert_eq!(check_county("AK", "Kenai Peninsula"), None);
        assert!(is_county_anywhere("weld") && !is_county_anywhere("Grantor"));
    }

    #[test]
    fn one_slip_is_one_letter_changed_dropped_or_added() {
        assert!(one_slip("reeves", "reves") && one_slip("reeves", "reaves") && one_slip("ward", "wards"));
        assert!(!one_slip("reeves", "reeves") && !one_slip("reeves", "rivers") && !one_slip("ward", "wardens"));
    }
}
