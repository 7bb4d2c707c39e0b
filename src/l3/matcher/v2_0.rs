//! Matcher 2.0, operative and deterministic: the grantor's L2 cluster must be the candidate's
//! owner, and the candidate must date no later than the instrument. No fuzziness anywhere, so
//! it links less than the exploratory matchers and never links wrongly on names.

use super::{Candidate, Grantor, MatchDecision, Matcher, acquired_in_time};
use crate::api::estate_graph::MatcherTrace;

pub struct Exact;

impl Matcher for Exact {
    fn version(&self) -> &'static str {
        "2.0"
    }

    fn link(&self, grantor: &Grantor<'_>, candidates: &[Candidate<'_>]) -> MatchDecision {
        let owned: Vec<&Candidate<'_>> = candidates.iter().filter(|c| c.owner == grantor.cluster_id).collect();
        let in_time: Vec<usize> = owned.iter().filter(|c| acquired_in_time(c, grantor)).map(|c| c.index).collect();
        if !in_time.is_empty() {
            MatchDecision::Linked { candidates: in_time, trace: MatcherTrace { version: "2.0".to_string(), gate: None } }
        } else if !owned.is_empty() {
            MatchDecision::DateInversion { candidates: owned.iter().map(|c| c.index).collect() }
        } else {
            MatchDecision::Unlinked
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::Date;

    fn candidate<'a>(index: usize, owner: &'a str, acquired: Option<&str>) -> Candidate<'a> {
        Candidate { index, node_id: "n", owner, owner_name: owner, acquired: acquired.and_then(Date::parse_iso) }
    }

    fn grantor<'a>(cluster_id: &'a str, date: &str) -> Grantor<'a> {
        Grantor { cluster_id, canonical_name: cluster_id, date: Date::parse_iso(date) }
    }

    #[test]
    fn links_every_node_of_the_same_cluster() {
        let candidates = [candidate(0, "cl-widow", Some("1950-01-01")), candidate(1, "cl-other", None), candidate(2, "cl-widow", None)];
        let decision = Exact.link(&grantor("cl-widow", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Linked { candidates, .. } if candidates == vec![0, 2]));
    }

    #[test]
    fn never_links_a_similar_name() {
        let candidates = [candidate(0, "cl-john-a-smith", None)];
        assert_eq!(Exact.link(&grantor("cl-john-smith", "1960-01-01"), &candidates), MatchDecision::Unlinked);
    }

    #[test]
    fn a_later_acquisition_is_a_date_inversion() {
        let candidates = [candidate(0, "cl-a", Some("1970-01-01"))];
        assert_eq!(Exact.link(&grantor("cl-a", "1960-01-01"), &candidates), MatchDecision::DateInversion { candidates: vec![0] });
    }
}
