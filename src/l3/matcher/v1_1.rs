//! Matcher 1.1, exploratory signals: every candidate gets a score from weighted signals; the
//! best is the winner, the next the runner-up. The winner is linked only when it is eligible:
//! its score reaches the threshold and nothing contradicts it (acquired after the instrument,
//! JR against SR, no tie at all between grantor and owner). An ineligible winner leaves a gap.

use super::v1_0::{compatible_persons, similarity, succeeds, suffixes_conflict};
use super::{Assessment, Candidate, Grantor, MatchDecision, Matcher, Signal, acquired_in_time, trace};
use crate::l1::interest::Fraction;

pub struct EdgeScore;

/// The score a winner needs to be linked.
pub const ELIGIBLE_SCORE: f64 = 0.45;

/// Below this name similarity, only the cluster, a citation or a succession can tie a grantor
/// to an owner.
const NAME_TIE: f64 = 0.80;

impl Matcher for EdgeScore {
    fn version(&self) -> &'static str {
        "1.1"
    }

    fn link(&self, grantor: &Grantor<'_>, candidates: &[Candidate<'_>]) -> MatchDecision {
        let mut assessments: Vec<Assessment> = candidates.iter().map(|c| assess(grantor, c)).collect();
        assessments.sort_by(|a, b| b.score.total_cmp(&a.score).then_with(|| a.candidate.cmp(&b.candidate)));
        let Some(winner) = assessments.first() else {
            return MatchDecision::Unlinked { assessments };
        };
        if winner.score >= ELIGIBLE_SCORE && winner.contradictions.is_empty() {
            let owner = candidates[winner.candidate].owner;
            // The winner's owner draws on every eligible node it holds (a widow's own share and
            // her inherited one).
            let linked: Vec<usize> = assessments
                .iter()
                .filter(|a| candidates[a.candidate].owner == owner && a.score >= ELIGIBLE_SCORE && a.contradictions.is_empty())
                .map(|a| a.candidate)
                .collect();
            return MatchDecision::Linked { candidates: linked, trace: trace("1.1", None), assessments };
        }
        let inverted: Vec<usize> = assessments
            .iter()
            .filter(|a| !acquired_in_time(&candidates[a.candidate], grantor) && a.contradictions.len() == 1 && a.score >= ELIGIBLE_SCORE)
            .map(|a| a.candidate)
            .collect();
        if inverted.is_empty() {
            MatchDecision::Unlinked { assessments }
        } else {
            MatchDecision::DateInversion { candidates: inverted, assessments }
        }
    }
}

fn assess(grantor: &Grantor<'_>, candidate: &Candidate<'_>) -> Assessment {
    let same_cluster = candidate.owner == grantor.cluster_id;
    let name = if grantor.name.key == candidate.owner_name.key {
        1.0
    } else if compatible_persons(grantor.name, candidate.owner_name) {
        similarity(grantor.name, candidate.owner_name).max(0.9)
    } else {
        similarity(grantor.name, candidate.owner_name)
    };
    let in_time = acquired_in_time(candidate, grantor);
    let cited = candidate.document_id.is_some_and(|d| grantor.cited.contains(&d));
    let successor = succeeds(grantor, candidate);
    let proximity = match (candidate.acquired, grantor.date) {
        (Some(acquired), Some(date)) => 1.0 / (1.0 + f64::from((date.year - acquired.year).unsigned_abs()) / 25.0),
        _ => 0.5,
    };
    let (continuity, continuity_state) = match (candidate.interest.and_then(Fraction::parse), grantor.interest.and_then(Fraction::parse)) {
        (Some(held), Some(conveyed)) if held >= conveyed => (1.0, format!("holds {held}, conveys {conveyed}")),
        (Some(held), Some(conveyed)) => (0.0, format!("holds {held}, conveys {conveyed}")),
        _ => (0.5, "share not stated".to_string()),
    };
    let compatible_type = candidate.estate_type == grantor.draws_on;
    let signals = vec![
        signal("cluster_identity", if same_cluster { 1.0 } else { 0.0 }, 0.25, if same_cluster { "same L2 cluster".into() } else { "other L2 cluster".into() }),
        signal("name_similarity", name, 0.35, format!("{name:.2}")),
        signal("date_order", if in_time { 1.0 } else { 0.0 }, 0.10, if in_time { "acquired before".into() } else { "acquired after".into() }),
        signal("date_proximity", proximity, 0.05, format!("{proximity:.2}")),
        signal("interest_continuity", continuity, 0.05, continuity_state),
        signal("doc_type_compatibility", if compatible_type { 1.0 } else { 0.5 }, 0.05, format!("{} node", candidate.estate_type.as_str())),
        signal("recording_cross_reference", if cited { 1.0 } else { 0.0 }, 0.10, if cited { "cited by volume and page".into() } else { "not cited".into() }),
        signal("succession", if successor { 1.0 } else { 0.0 }, 0.05, if successor { "heir or estate of owner".into() } else { "no succession".into() }),
    ];
    let score = round(signals.iter().map(|s| s.value * s.weight).sum());
    let mut contradictions = Vec::new();
    if !in_time {
        contradictions.push(format!(
            "{} acquired {} after the instrument dated {}",
            candidate.owner_name.canonical,
            candidate.acquired.map_or_else(String::new, |d| d.iso()),
            grantor.date.map_or_else(String::new, |d| d.iso())
        ));
    }
    if suffixes_conflict(grantor.name, candidate.owner_name) && !same_cluster {
        contradictions.push(format!("{} and {} differ in suffix", grantor.name.canonical, candidate.owner_name.canonical));
    }
    if !same_cluster && !cited && !successor && name < NAME_TIE {
        contradictions.push(format!("nothing ties {} to {} (name similarity {name:.2})", grantor.name.canonical, candidate.owner_name.canonical));
    }
    Assessment { candidate: candidate.index, score, signals, contradictions }
}

fn signal(name: &'static str, value: f64, weight: f64, state: String) -> Signal {
    Signal { name, value: round(value), weight, state }
}

/// Four decimals: scores are compared and written, and must not drift in the last bits.
pub fn round(value: f64) -> f64 {
    (value * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::super::testing::{candidate, grantor};
    use super::*;

    #[test]
    fn the_same_cluster_wins_and_is_linked() {
        let candidates = [candidate(0, "cl-a", "AMOS BELL", Some("1950-01-01")), candidate(1, "cl-b", "CORA DIXON", None)];
        let decision = EdgeScore.link(&grantor("cl-a", "AMOS BELL", "1960-01-01"), &candidates);
        assert!(matches!(&decision, MatchDecision::Linked { candidates, .. } if candidates == &vec![0]));
        assert_eq!(decision.assessments()[0].candidate, 0);
        assert!(decision.assessments()[0].score > decision.assessments()[1].score);
    }

    #[test]
    fn a_name_variant_in_another_cluster_can_win() {
        let candidates = [candidate(0, "cl-william-h-baker", "WILLIAM H. BAKER", Some("1950-01-01"))];
        assert!(matches!(EdgeScore.link(&grantor("cl-wm-h-baker", "WM. H. BAKER", "1960-01-01"), &candidates), MatchDecision::Linked { .. }));
    }

    #[test]
    fn a_later_acquisition_blocks_the_winner() {
        let candidates = [candidate(0, "cl-a", "AMOS BELL", Some("1970-01-01"))];
        let decision = EdgeScore.link(&grantor("cl-a", "AMOS BELL", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::DateInversion { .. }));
        assert!(decision.assessments()[0].contradictions[0].contains("after the instrument"));
    }

    #[test]
    fn a_stranger_is_never_eligible() {
        let candidates = [candidate(0, "cl-b", "CORA DIXON", None)];
        let decision = EdgeScore.link(&grantor("cl-a", "ARTHUR WOMACK", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Unlinked { .. }));
        assert!(decision.assessments()[0].contradictions[0].starts_with("nothing ties"));
    }

    #[test]
    fn a_citation_by_volume_and_page_raises_the_score() {
        let cited = ["d1"];
        let mut cited_candidate = candidate(0, "cl-x", "PERMIAN CREST OIL CORP", None);
        cited_candidate.document_id = Some("d1");
        let plain = candidate(1, "cl-y", "PERMIAN CREST OIL CORP", None);
        let mut assignor = grantor("cl-z", "PERMIAN CREST OIL CORP", "1960-01-01");
        assignor.cited = &cited;
        let decision = EdgeScore.link(&assignor, &[cited_candidate, plain]);
        assert_eq!(decision.assessments()[0].candidate, 0);
    }
}
