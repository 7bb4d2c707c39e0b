//! Matcher 1.1, exploratory signals: every candidate gets a score from weighted signals; the
//! best is the winner, the next the runner-up. The winner is linked only when it is eligible:
//! its score reaches the threshold and nothing contradicts it (acquired after the instrument,
//! JR against SR, no tie at all between grantor and owner). An ineligible winner leaves a gap.

use super::v1_0::{SIMILARITY_THRESHOLD, compatible_persons, similarity, succeeds, suffixes_conflict};
use super::{Assessment, Candidate, Contradiction, Grantor, MatchDecision, Matcher, NameForms, Reading, Signal, acquired_in_time, trace};
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
    let (continuity, shares) = match (candidate.interest.and_then(Fraction::parse), grantor.interest.and_then(Fraction::parse)) {
        (Some(held), Some(conveyed)) => (if held >= conveyed { 1.0 } else { 0.0 }, Reading::Shares { held, conveyed }),
        _ => (0.5, Reading::SharesNotStated),
    };
    let compatible_type = candidate.estate_type == grantor.draws_on;
    let flag = |on: bool| if on { 1.0 } else { 0.0 };
    let signals = vec![
        signal("cluster_identity", flag(same_cluster), 0.25, Reading::Cluster { same: same_cluster }),
        signal("name_similarity", name, 0.35, Reading::Similarity(name)),
        signal("date_order", flag(in_time), 0.10, Reading::DateOrder { in_time }),
        signal("date_proximity", proximity, 0.05, Reading::Proximity(proximity)),
        signal("interest_continuity", continuity, 0.05, shares),
        signal("doc_type_compatibility", if compatible_type { 1.0 } else { 0.5 }, 0.05, Reading::Node(candidate.estate_type)),
        signal("recording_cross_reference", flag(cited), 0.10, Reading::CrossReference { cited }),
        signal("succession", flag(successor), 0.05, Reading::Succession { successor }),
    ];
    let score = round(signals.iter().map(|s| s.value * s.weight).sum());
    let mut contradictions = Vec::new();
    if !in_time {
        contradictions.push(Contradiction::AcquiredAfter { acquired: candidate.acquired, instrument: grantor.date });
    }
    if suffixes_conflict(grantor.name, candidate.owner_name) && !same_cluster {
        contradictions.push(Contradiction::SuffixesDiffer);
    } else if given_names_conflict(grantor.name, candidate.owner_name)
        && (name < SIMILARITY_THRESHOLD || middle_initials_differ(grantor.name, candidate.owner_name))
        && !same_cluster
        && !successor
    {
        contradictions.push(Contradiction::GivenNamesDiffer);
    }
    if !same_cluster && !cited && !successor && name < NAME_TIE {
        contradictions.push(Contradiction::NothingTies { similarity: name });
    }
    Assessment { candidate: candidate.index, score, signals, contradictions }
}

/// Two persons of one surname whose given names disagree ("C. Y. IVERSON", "E. J. IVERSON"):
/// a family's members, whom string similarity alone would take for one person. Names as close
/// as gate L3 of 1.0 requires are OCR damage of one name, not a conflict.
fn given_names_conflict(a: &NameForms, b: &NameForms) -> bool {
    match (&a.person, &b.person) {
        (Some(a), Some(b)) => a.surname == b.surname && !a.given.is_empty() && !b.given.is_empty() && a.agreement(b).is_none(),
        _ => false,
    }
}

/// "BERTHA G. DRUMMOND" and "BERTHA X. DRUMMOND": one given name and the surname agree, so the
/// strings are as close as OCR damage of one name, but two stated middle initials that differ are
/// two people (DOMAIN: never merge across different middle initials).
fn middle_initials_differ(a: &NameForms, b: &NameForms) -> bool {
    match (&a.person, &b.person) {
        (Some(a), Some(b)) => match (a.given.as_slice(), b.given.as_slice()) {
            ([first_a, middle_a, ..], [first_b, middle_b, ..]) => first_a == first_b && middle_a.chars().next() != middle_b.chars().next(),
            _ => false,
        },
        _ => false,
    }
}

fn signal(name: &'static str, value: f64, weight: f64, reading: Reading) -> Signal {
    Signal { name, value: round(value), weight, reading }
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
        assert!(matches!(
            EdgeScore.link(&grantor("cl-wm-h-baker", "WM. H. BAKER", "1960-01-01"), &candidates),
            MatchDecision::Linked { .. }
        ));
    }

    #[test]
    fn a_later_acquisition_blocks_the_winner() {
        let candidates = [candidate(0, "cl-a", "AMOS BELL", Some("1970-01-01"))];
        let decision = EdgeScore.link(&grantor("cl-a", "AMOS BELL", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::DateInversion { .. }));
        assert!(matches!(decision.assessments()[0].contradictions[0], Contradiction::AcquiredAfter { .. }));
    }

    #[test]
    fn a_stranger_is_never_eligible() {
        let candidates = [candidate(0, "cl-b", "CORA DIXON", None)];
        let decision = EdgeScore.link(&grantor("cl-a", "ARTHUR WOMACK", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Unlinked { .. }));
        assert!(matches!(decision.assessments()[0].contradictions[0], Contradiction::NothingTies { .. }));
    }

    #[test]
    fn a_family_member_with_other_given_names_is_never_eligible() {
        let candidates = [candidate(0, "cl-e-j-iverson", "E. J. IVERSON", Some("1950-01-01"))];
        let decision = EdgeScore.link(&grantor("cl-c-y-iverson", "C. Y. IVERSON", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Unlinked { .. }));
        assert!(decision.assessments()[0].contradictions.contains(&Contradiction::GivenNamesDiffer));
    }

    #[test]
    fn namesakes_with_different_middle_initials_are_never_eligible() {
        let candidates = [candidate(0, "cl-bertha-g-drummond", "BERTHA G. DRUMMOND", Some("1950-01-01"))];
        let decision = EdgeScore.link(&grantor("cl-bertha-x-drummond", "BERTHA X. DRUMMOND", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Unlinked { .. }), "{decision:?}");
        assert!(decision.assessments()[0].contradictions.contains(&Contradiction::GivenNamesDiffer));
    }

    #[test]
    fn ocr_damage_to_a_given_name_is_not_a_conflict() {
        let candidates = [candidate(0, "cl-florence-a-baskin", "FLORENCE A. BASKIN", Some("1950-01-01"))];
        let decision = EdgeScore.link(&grantor("cl-fl0rence-a-baskin", "FL0RENCE A. BASKIN", "1960-01-01"), &candidates);
        assert!(matches!(decision, MatchDecision::Linked { .. }), "{decision:?}");
    }

    #[test]
    fn each_signal_reads_in_words() {
        let decision =
            EdgeScore.link(&grantor("cl-a", "AMOS BELL", "1960-01-01"), &[candidate(0, "cl-a", "AMOS BELL", Some("1950-01-01"))]);
        let readings: Vec<(&str, String)> = decision.assessments()[0].signals.iter().map(|s| (s.name, s.reading.to_string())).collect();
        assert_eq!(
            readings,
            vec![
                ("cluster_identity", "same L2 cluster".to_string()),
                ("name_similarity", "1.00".to_string()),
                ("date_order", "acquired before".to_string()),
                ("date_proximity", "0.71".to_string()),
                ("interest_continuity", "share not stated".to_string()),
                ("doc_type_compatibility", "fee node".to_string()),
                ("recording_cross_reference", "not cited".to_string()),
                ("succession", "no succession".to_string()),
            ]
        );
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
