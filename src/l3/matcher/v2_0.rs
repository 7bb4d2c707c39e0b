//! Matcher 2.0, operative and deterministic: the grantor's L2 cluster must be the candidate's
//! owner, and the candidate must date no later than the instrument. No fuzziness anywhere, so
//! it links less than the exploratory matchers and never links wrongly on names.

use super::{Candidate, Grantor, MatchDecision, Matcher, acquired_in_time, trace};

pub struct Exact;

impl Matcher for Exact {
    fn version(&self) -> &'static str {
        "2.0"
    }

    fn link(&self, grantor: &Grantor<'_>, candidates: &[Candidate<'_>]) -> MatchDecision {
        let owned: Vec<&Candidate<'_>> = candidates.iter().filter(|c| c.owner == grantor.cluster_id).collect();
        let in_time: Vec<usize> = owned.iter().filter(|c| acquired_in_time(c, grantor)).map(|c| c.index).collect();
        if !in_time.is_empty() {
            MatchDecision::Linked { candidates: in_time, trace: trace("2.0", None), assessments: Vec::new() }
        } else if !owned.is_empty() {
            MatchDecision::DateInversion { candidates: owned.iter().map(|c| c.index).collect(), assessments: Vec::new() }
        } else {
            MatchDecision::Unlinked { assessments: Vec::new() }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{candidate, grantor};
    use super::*;

    #[test]
    fn links_every_node_of_the_same_cluster() {
        let candidates = [
            candidate(0, "cl-widow", "WIDOW", Some("1950-01-01")),
            candidate(1, "cl-other", "OTHER", None),
            candidate(2, "cl-widow", "WIDOW", None),
        ];
        let decision = Exact.link(&grantor("cl-widow", "WIDOW", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Linked { candidates, .. } if candidates == vec![0, 2]));
    }

    #[test]
    fn never_links_a_similar_name() {
        let candidates = [candidate(0, "cl-john-a-smith", "JOHN A. SMITH", None)];
        assert!(matches!(Exact.link(&grantor("cl-john-smith", "JOHN SMITH", "1960-01-01"), &candidates), MatchDecision::Unlinked { .. }));
    }

    #[test]
    fn a_later_acquisition_is_a_date_inversion() {
        let candidates = [candidate(0, "cl-a", "A", Some("1970-01-01"))];
        assert!(matches!(
            Exact.link(&grantor("cl-a", "A", "1960-01-01"), &candidates),
            MatchDecision::DateInversion { candidates, .. } if candidates == vec![0]
        ));
    }
}
