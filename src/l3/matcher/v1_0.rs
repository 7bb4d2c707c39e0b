//! Matcher 1.0, exploratory layers: five gates tried in order, the first that passes decides
//! and is recorded on the edge. L0 same L2 cluster; L1 same normalised name; L2 same surname
//! and compatible given names (initials, WM/WILLIAM, JNO/JOHN); L3 string similarity above a
//! threshold; L4 continuity (the grantor is the heir, estate or successor of the candidate's
//! owner). Each gate links only candidates acquired no later than the instrument.

use super::{Candidate, Grantor, MatchDecision, Matcher, NameForms, acquired_in_time, trace};

pub struct Gates;

/// Jaro-Winkler similarity of name keys from which gate L3 passes: high enough that OCR damage
/// ("WILLIAM HEISE" for "WILLIAM HEISER") passes and different people of one surname do not.
pub const SIMILARITY_THRESHOLD: f64 = 0.93;

const GATES: [&str; 5] = ["L0", "L1", "L2", "L3", "L4"];

impl Matcher for Gates {
    fn version(&self) -> &'static str {
        "1.0"
    }

    fn link(&self, grantor: &Grantor<'_>, candidates: &[Candidate<'_>]) -> MatchDecision {
        let mut inverted = Vec::new();
        for gate in GATES {
            let passing: Vec<&Candidate<'_>> = candidates.iter().filter(|c| passes(gate, grantor, c)).collect();
            let in_time: Vec<usize> = passing.iter().filter(|c| acquired_in_time(c, grantor)).map(|c| c.index).collect();
            if !in_time.is_empty() {
                return MatchDecision::Linked { candidates: in_time, trace: trace("1.0", Some(gate)), assessments: Vec::new() };
            }
            for candidate in passing {
                if !inverted.contains(&candidate.index) {
                    inverted.push(candidate.index);
                }
            }
        }
        if inverted.is_empty() {
            MatchDecision::Unlinked { assessments: Vec::new() }
        } else {
            MatchDecision::DateInversion { candidates: inverted, assessments: Vec::new() }
        }
    }
}

fn passes(gate: &str, grantor: &Grantor<'_>, candidate: &Candidate<'_>) -> bool {
    match gate {
        "L0" => candidate.owner == grantor.cluster_id,
        "L1" => grantor.name.key == candidate.owner_name.key,
        "L2" => compatible_persons(grantor.name, candidate.owner_name),
        "L3" => {
            !suffixes_conflict(grantor.name, candidate.owner_name) && similarity(grantor.name, candidate.owner_name) >= SIMILARITY_THRESHOLD
        }
        "L4" => succeeds(grantor, candidate),
        _ => false,
    }
}

/// Same surname and given names that agree (L2's rule for one person).
pub fn compatible_persons(a: &NameForms, b: &NameForms) -> bool {
    match (&a.person, &b.person) {
        (Some(a), Some(b)) => a.given.len() + b.given.len() > 0 && a.agreement(b).is_some(),
        _ => false,
    }
}

/// JR against SR, or a suffix on one side only: never the same person however similar.
pub fn suffixes_conflict(a: &NameForms, b: &NameForms) -> bool {
    match (&a.person, &b.person) {
        (Some(a), Some(b)) => a.suffix != b.suffix,
        _ => false,
    }
}

/// Jaro-Winkler similarity of the two name keys. Matcher 1.1 weighs every candidate, so this is
/// its inner loop: for short ASCII keys (nearly all names) the same value as strsim's is computed
/// on bytes, with the match window indexed instead of rescanned from the start and the matched
/// flags in two words instead of a heap vector.
pub fn similarity(a: &NameForms, b: &NameForms) -> f64 {
    let (x, y) = (a.key.as_bytes(), b.key.as_bytes());
    if a.key.is_ascii() && b.key.is_ascii() && x.len() <= 64 && y.len() <= 64 {
        ascii_jaro_winkler(x, y)
    } else {
        strsim::jaro_winkler(&a.key, &b.key)
    }
}

/// strsim 0.11's `jaro_winkler`, step for step, on at most 64 bytes a side.
fn ascii_jaro_winkler(a: &[u8], b: &[u8]) -> f64 {
    let jaro = ascii_jaro(a, b);
    if jaro > 0.7 {
        let prefix = a.iter().take(4).zip(b).take_while(|(x, y)| x == y).count();
        jaro + 0.1 * prefix as f64 * (1.0 - jaro)
    } else {
        jaro
    }
}

fn ascii_jaro(a: &[u8], b: &[u8]) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    } else if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    let search_range = (a.len().max(b.len()) / 2).saturating_sub(1);
    let (mut a_flags, mut b_flags) = (0_u64, 0_u64);
    let mut matches = 0_usize;
    for (i, x) in a.iter().enumerate() {
        let low = i.saturating_sub(search_range);
        let high = b.len().min(i + search_range + 1);
        if let Some(j) = (low..high).find(|&j| b[j] == *x && b_flags & (1 << j) == 0) {
            a_flags |= 1 << i;
            b_flags |= 1 << j;
            matches += 1;
        }
    }
    if matches == 0 {
        return 0.0;
    }
    let a_matched = a.iter().enumerate().filter(|(i, _)| a_flags & (1 << i) != 0).map(|(_, x)| x);
    let b_matched = b.iter().enumerate().filter(|(j, _)| b_flags & (1 << j) != 0).map(|(_, y)| y);
    let transpositions = a_matched.zip(b_matched).filter(|(x, y)| x != y).count() / 2;
    ((matches as f64 / a.len() as f64) + (matches as f64 / b.len() as f64) + ((matches - transpositions) as f64 / matches as f64)) / 3.0
}

/// The grantor succeeds the owner: an heir by an heirship instrument of the package, or the
/// owner's estate ("ESTATE OF JOHN SMITH" after JOHN SMITH).
pub fn succeeds(grantor: &Grantor<'_>, candidate: &Candidate<'_>) -> bool {
    if grantor.succeeds.iter().any(|owner| owner == candidate.owner) {
        return true;
    }
    grantor
        .name
        .key
        .strip_prefix("ESTATE OF ")
        .is_some_and(|decedent| decedent == candidate.owner_name.key || compatible_persons(&NameForms::of(decedent), candidate.owner_name))
}

#[cfg(test)]
mod tests {
    use super::super::testing::{candidate, grantor};
    use super::*;

    fn gate(decision: &MatchDecision) -> Option<&str> {
        match decision {
            MatchDecision::Linked { trace, .. } => trace.gate.as_deref(),
            _ => None,
        }
    }

    #[test]
    fn gate_l0_same_cluster() {
        let candidates = [candidate(0, "cl-a", "ANY NAME", None)];
        assert_eq!(gate(&Gates.link(&grantor("cl-a", "OTHER NAME", "1960-01-01"), &candidates)), Some("L0"));
    }

    #[test]
    fn gate_l1_same_normalised_name() {
        let candidates = [candidate(0, "cl-1", "SMITH AND JONES OIL CO", None)];
        assert_eq!(gate(&Gates.link(&grantor("cl-2", "SMITH & JONES OIL CO.", "1960-01-01"), &candidates)), Some("L1"));
    }

    #[test]
    fn gate_l2_compatible_given_names() {
        let candidates = [candidate(0, "cl-1", "WILLIAM H. BAKER", None)];
        assert_eq!(gate(&Gates.link(&grantor("cl-2", "WM. H. BAKER", "1960-01-01"), &candidates)), Some("L2"));
    }

    #[test]
    fn gate_l3_string_similarity_bridges_ocr_damage() {
        let candidates = [candidate(0, "cl-1", "WILLIAM HEISER", None)];
        assert_eq!(gate(&Gates.link(&grantor("cl-2", "WILLIAM HEISEP", "1960-01-01"), &candidates)), Some("L3"));
        let candidates = [candidate(0, "cl-1", "JOHN A. SMITH SR", None)];
        assert_eq!(gate(&Gates.link(&grantor("cl-2", "JOHN A. SMITH JR", "1960-01-01"), &candidates)), None, "similar but JR is not SR");
    }

    #[test]
    fn gate_l4_heir_or_estate_of_the_owner() {
        let candidates = [candidate(0, "cl-amos-bell", "AMOS BELL", None)];
        let heirs = ["cl-amos-bell".to_string()];
        let mut heir = grantor("cl-cora-dixon", "CORA DIXON", "1960-01-01");
        heir.succeeds = &heirs;
        assert_eq!(gate(&Gates.link(&heir, &candidates)), Some("L4"));
        assert_eq!(gate(&Gates.link(&grantor("cl-estate", "ESTATE OF AMOS BELL", "1960-01-01"), &candidates)), Some("L4"));
    }

    #[test]
    fn every_gate_checks_date_order() {
        let candidates = [candidate(0, "cl-1", "WILLIAM H. BAKER", Some("1970-01-01"))];
        assert!(matches!(Gates.link(&grantor("cl-2", "WM. H. BAKER", "1960-01-01"), &candidates), MatchDecision::DateInversion { .. }));
    }

    #[test]
    fn similarity_is_strsim_s_jaro_winkler() {
        let names = [
            "",
            "A",
            "JOHN A SMITH",
            "J A SMITH",
            "JOHN SMITH JR",
            "WILLIAM HEISER",
            "WILLIAM HEISEP",
            "HUMBLE OIL AND REFINING CO",
            "C Y IVERSON",
            "E J IVERSON",
            "MARTHA",
            "MARHTA",
            "DIXON",
            "DICKSONX",
            "ÉMILE DUPRÉ",
            "EMILE DUPRE",
            "A VERY LONG NAME OF A COMPANY THAT GOES ON AND ON PAST SIXTY FOUR BYTES LLC",
        ];
        for a in names {
            for b in names {
                let (x, y) = (
                    NameForms { canonical: a.into(), key: a.into(), person: None },
                    NameForms { canonical: b.into(), key: b.into(), person: None },
                );
                assert_eq!(similarity(&x, &y).to_bits(), strsim::jaro_winkler(a, b).to_bits(), "{a:?} {b:?}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn similarity_is_strsim_s_on_any_ascii_names(a in "[A-Z .&]{0,70}", b in "[A-Z .&]{0,70}") {
            let (x, y) = (NameForms { canonical: a.clone(), key: a.clone(), person: None }, NameForms { canonical: b.clone(), key: b.clone(), person: None });
            proptest::prop_assert_eq!(similarity(&x, &y).to_bits(), strsim::jaro_winkler(&a, &b).to_bits());
        }
    }

    #[test]
    fn different_people_of_one_surname_do_not_pass() {
        let candidates = [candidate(0, "cl-1", "JAMES R. MABRY", None)];
        assert!(matches!(Gates.link(&grantor("cl-2", "JOHN R. MABRY", "1960-01-01"), &candidates), MatchDecision::Unlinked { .. }));
    }
}
