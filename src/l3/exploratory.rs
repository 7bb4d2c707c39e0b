//! Matcher 1.1's `exploratory_outcomes`: for each estate that had a candidate predecessor, the
//! comparison of the winner and the runner-up in exactly the interface's fields.

use super::matcher::Assessment;
use super::matcher::v1_1::{ELIGIBLE_SCORE, round};
use crate::api::estate_graph::{Comparison, ExploratoryOutcome, RunnerUpLoss, SuppressionAnalysis, WinnerReason};

/// How many reasons and losses a comparison lists.
const TOP: usize = 3;

/// One candidate as weighed for one grantor: the candidate's node, the grantor's name and the
/// assessment.
pub struct Weighed<'a, K> {
    pub node: K,
    pub grantor: &'a str,
    pub assessment: Assessment,
}

/// The comparison of the assessed candidates, best first; `id` and `owner` give a node's estate
/// id and owner name. A node weighed for several grantors (a couple conveying together) counts
/// with its best score. Only the winner's and the runner-up's readings are put into words.
pub fn outcome<'s, K: Copy + Eq>(
    scored: &[Weighed<'_, K>],
    id: impl Fn(K) -> &'s str,
    owner: impl Fn(K) -> &'s str,
) -> Option<ExploratoryOutcome> {
    // Higher score first, then the smaller estate id; one pass, since only two are written.
    let better = |a: &Weighed<'_, K>, b: &Weighed<'_, K>| {
        a.assessment.score.total_cmp(&b.assessment.score).reverse().then_with(|| id(a.node).cmp(id(b.node))).is_lt()
    };
    let mut winner: Option<&Weighed<'_, K>> = None;
    for weighed in scored {
        if winner.is_none_or(|w| better(weighed, w)) {
            winner = Some(weighed);
        }
    }
    let winner = winner?;
    let mut runner_up: Option<&Weighed<'_, K>> = None;
    for weighed in scored.iter().filter(|w| w.node != winner.node) {
        if runner_up.is_none_or(|r| better(weighed, r)) {
            runner_up = Some(weighed);
        }
    }
    let mut reasons: Vec<WinnerReason> = winner
        .assessment
        .signals
        .iter()
        .filter_map(|signal| {
            let against = runner_up.and_then(|r| r.assessment.signals.iter().find(|s| s.name == signal.name));
            let differentiation = round((signal.value - against.map_or(0.0, |s| s.value)) * signal.weight);
            (differentiation > 0.0).then(|| WinnerReason {
                signal: signal.name.to_string(),
                winner_state: signal.reading.to_string(),
                runner_up_state: against.map_or_else(|| "no runner-up".to_string(), |s| s.reading.to_string()),
                differentiation,
            })
        })
        .collect();
    reasons.sort_by(|a, b| b.differentiation.total_cmp(&a.differentiation).then_with(|| a.signal.cmp(&b.signal)));
    reasons.truncate(TOP);
    let losses: Vec<RunnerUpLoss> = runner_up
        .map(|runner| {
            let weak = runner
                .assessment
                .signals
                .iter()
                .filter(|s| s.value < 0.5)
                .map(|s| RunnerUpLoss { signal: s.name.to_string(), issue: format!("{}: {}", s.name.replace('_', " "), s.reading) });
            let contradicted = runner
                .assessment
                .contradictions
                .iter()
                .map(|c| RunnerUpLoss { signal: "suppression".to_string(), issue: c.describe(runner.grantor, owner(runner.node)) });
            weak.chain(contradicted).take(TOP).collect()
        })
        .unwrap_or_default();
    let mut blocking: Vec<String> =
        winner.assessment.contradictions.iter().map(|c| c.describe(winner.grantor, owner(winner.node))).collect();
    if winner.assessment.score < ELIGIBLE_SCORE {
        blocking.push(format!("score {:.4} below the eligible score {ELIGIBLE_SCORE}", winner.assessment.score));
    }
    Some(ExploratoryOutcome {
        comparison: Comparison {
            winner_id: id(winner.node).to_string(),
            runner_up_id: runner_up.map(|r| id(r.node).to_string()),
            rank_delta: round(winner.assessment.score - runner_up.map_or(0.0, |r| r.assessment.score)),
            top_winner_reasons: reasons,
            top_runner_up_losses: losses,
            suppression_analysis: SuppressionAnalysis { eligible: blocking.is_empty(), blocking_contradictions: blocking },
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l3::matcher::{Contradiction, Reading, Signal};

    fn assessment(score: f64, name: f64, contradictions: &[Contradiction]) -> Assessment {
        Assessment {
            candidate: 0,
            score,
            signals: vec![
                Signal { name: "name_similarity", value: name, weight: 0.35, reading: Reading::Similarity(name) },
                Signal { name: "date_order", value: 1.0, weight: 0.10, reading: Reading::DateOrder { in_time: true } },
            ],
            contradictions: contradictions.to_vec(),
        }
    }

    fn weighed(node: &'static str, assessment: Assessment) -> Weighed<'static, &'static str> {
        Weighed { node, grantor: "AMOS BELL", assessment }
    }

    fn compare(scored: &[Weighed<'_, &'static str>]) -> Comparison {
        outcome(scored, |n| n, |_| "CORA DIXON").expect("a comparison").comparison
    }

    #[test]
    fn winner_runner_up_delta_reasons_and_losses() {
        let comparison = compare(&[weighed("n-low", assessment(0.5, 0.4, &[])), weighed("n-high", assessment(0.9, 1.0, &[]))]);
        assert_eq!(comparison.winner_id, "n-high");
        assert_eq!(comparison.runner_up_id.as_deref(), Some("n-low"));
        assert_eq!(comparison.rank_delta, 0.4);
        assert_eq!(comparison.top_winner_reasons.len(), 1, "only signals that separate them");
        assert_eq!(comparison.top_winner_reasons[0].signal, "name_similarity");
        assert_eq!(comparison.top_winner_reasons[0].winner_state, "1.00");
        assert_eq!(comparison.top_winner_reasons[0].runner_up_state, "0.40");
        assert_eq!(comparison.top_winner_reasons[0].differentiation, 0.21);
        assert_eq!(comparison.top_runner_up_losses[0].signal, "name_similarity");
        assert_eq!(comparison.top_runner_up_losses[0].issue, "name similarity: 0.40");
        assert!(comparison.suppression_analysis.eligible);
        assert!(comparison.suppression_analysis.blocking_contradictions.is_empty());
    }

    #[test]
    fn a_contradicted_runner_up_loses_by_suppression_in_words() {
        let stranger = Contradiction::NothingTies { similarity: 0.41 };
        let comparison = compare(&[weighed("n-a", assessment(0.9, 1.0, &[])), weighed("n-b", assessment(0.6, 0.9, &[stranger]))]);
        let loss = &comparison.top_runner_up_losses[0];
        assert_eq!(loss.signal, "suppression");
        assert_eq!(loss.issue, "nothing ties AMOS BELL to CORA DIXON (name similarity 0.41)");
    }

    #[test]
    fn a_node_weighed_twice_counts_once_with_its_best_score() {
        let comparison = compare(&[weighed("a", assessment(0.9, 1.0, &[])), weighed("a", assessment(0.3, 0.2, &[]))]);
        assert_eq!(comparison.runner_up_id, None);
        assert_eq!(comparison.rank_delta, 0.9);
        assert_eq!(comparison.top_winner_reasons[0].runner_up_state, "no runner-up");
    }

    #[test]
    fn a_contradicted_or_weak_winner_is_not_eligible() {
        let late = Contradiction::AcquiredAfter {
            acquired: crate::calendar::Date::parse_iso("1970-01-01"),
            instrument: crate::calendar::Date::parse_iso("1960-01-01"),
        };
        let blocked = compare(&[weighed("a", assessment(0.9, 1.0, &[late]))]);
        assert!(!blocked.suppression_analysis.eligible);
        assert_eq!(
            blocked.suppression_analysis.blocking_contradictions,
            vec!["CORA DIXON acquired 1970-01-01 after the instrument dated 1960-01-01".to_string()]
        );
        let weak = compare(&[weighed("a", assessment(0.2, 0.3, &[]))]);
        assert!(!weak.suppression_analysis.eligible);
        assert_eq!(weak.suppression_analysis.blocking_contradictions, vec!["score 0.2000 below the eligible score 0.45".to_string()]);
    }
}
