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
        "L3" => !suffixes_conflict(grantor.name, candidate.owner_name) && similarity(grantor.name, candidate.owner_name) >= SIMILARITY_THRESHOLD,
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

/// Jaro-Winkler similarity of the two name keys.
pub fn similarity(a: &NameForms, b: &NameForms) -> f64 {
    strsim::jaro_winkler(&a.key, &b.key)
}

/// The grantor succeeds the owner: an heir by an heirship instrument of the package, or the
/// owner's estate ("ESTATE OF JOHN SMITH" after JOHN SMITH).
pub fn succeeds(grantor: &Grantor<'_>, candidate: &Candidate<'_>) -> bool {
    if grantor.succeeds.iter().any(|owner| owner == candidate.owner) {
        return true;
    }
    grantor.name.key.strip_prefix("ESTATE OF ").is_some_and(|decedent| {
        decedent == candidate.owner_name.key || compatible_persons(&NameForms::of(decedent), candidate.owner_name)
    })
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
    fn different_people_of_one_surname_do_not_pass() {
        let candidates = [candidate(0, "cl-1", "JAMES R. MABRY", None)];
        assert!(matches!(Gates.link(&grantor("cl-2", "JOHN R. MABRY", "1960-01-01"), &candidates), MatchDecision::Unlinked { .. }));
    }
}
