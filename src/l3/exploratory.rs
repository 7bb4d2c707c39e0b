//! Matcher 1.1's `exploratory_outcomes`: for each estate that had a candidate predecessor, the
//! comparison of the winner and the runner-up in exactly the interface's fields.

use super::matcher::Assessment;
use super::matcher::v1_1::{ELIGIBLE_SCORE, round};
use crate::api::estate_graph::{Comparison, ExploratoryOutcome, RunnerUpLoss, SuppressionAnalysis, WinnerReason};

/// How many reasons and losses a comparison lists.
const TOP: usize = 3;

/// The comparison of the assessed candidates (node id, assessment), best first. A node weighed
/// for several grantors (a couple conveying together) counts with its best score.
pub fn outcome(scored: &[(String, Assessment)]) -> Option<ExploratoryOutcome> {
    let mut ranked: Vec<&(String, Assessment)> = scored.iter().collect();
    ranked.sort_by(|a, b| b.1.score.total_cmp(&a.1.score).then_with(|| a.0.cmp(&b.0)));
    let mut seen = std::collections::HashSet::new();
    ranked.retain(|(id, _)| seen.insert(id.as_str()));
    let (winner_id, winner) = ranked.first().map(|(id, a)| (id, a))?;
    let runner_up = ranked.get(1).map(|(id, a)| (id, a));
    let mut reasons: Vec<WinnerReason> = winner
        .signals
        .iter()
        .map(|signal| {
            let against = runner_up.and_then(|(_, r)| r.signals.iter().find(|s| s.name == signal.name));
            WinnerReason {
                signal: signal.name.to_string(),
                winner_state: signal.state.clone(),
                runner_up_state: against.map_or_else(|| "no runner-up".to_string(), |s| s.state.clone()),
                differentiation: round((signal.value - against.map_or(0.0, |s| s.value)) * signal.weight),
            }
        })
        .filter(|reason| reason.differentiation > 0.0)
        .collect();
    reasons.sort_by(|a, b| b.differentiation.total_cmp(&a.differentiation).then_with(|| a.signal.cmp(&b.signal)));
    reasons.truncate(TOP);
    let losses: Vec<RunnerUpLoss> = runner_up
        .map(|(_, runner)| {
            let mut losses: Vec<RunnerUpLoss> = runner
                .signals
                .iter()
                .filter(|s| s.value < 0.5)
                .map(|s| RunnerUpLoss { signal: s.name.to_string(), issue: format!("{}: {}", s.name.replace('_', " "), s.state) })
                .collect();
            losses.extend(runner.contradictions.iter().map(|c| RunnerUpLoss { signal: "suppression".to_string(), issue: c.clone() }));
            losses.truncate(TOP);
            losses
        })
        .unwrap_or_default();
    let mut blocking = winner.contradictions.clone();
    if winner.score < ELIGIBLE_SCORE {
        blocking.push(format!("score {:.4} below the eligible score {ELIGIBLE_SCORE}", winner.score));
    }
    Some(ExploratoryOutcome {
        comparison: Comparison {
            winner_id: winner_id.clone(),
            runner_up_id: runner_up.map(|(id, _)| (*id).clone()),
            rank_delta: round(winner.score - runner_up.map_or(0.0, |(_, r)| r.score)),
            top_winner_reasons: reasons,
            top_runner_up_losses: losses,
            suppression_analysis: SuppressionAnalysis { eligible: blocking.is_empty(), blocking_contradictions: blocking },
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l3::matcher::Signal;

    fn assessment(score: f64, name: f64, contradictions: &[&str]) -> Assessment {
        Assessment {
            candidate: 0,
            score,
            signals: vec![
                Signal { name: "name_similarity", value: name, weight: 0.35, state: format!("{name:.2}") },
                Signal { name: "date_order", value: 1.0, weight: 0.10, state: "acquired before".into() },
            ],
            contradictions: contradictions.iter().map(|c| c.to_string()).collect(),
        }
    }

    #[test]
    fn winner_runner_up_delta_reasons_and_losses() {
        let scored = vec![("n-low".to_string(), assessment(0.5, 0.4, &[])), ("n-high".to_string(), assessment(0.9, 1.0, &[]))];
        let comparison = outcome(&scored).expect("a comparison").comparison;
        assert_eq!(comparison.winner_id, "n-high");
        assert_eq!(comparison.runner_up_id.as_deref(), Some("n-low"));
        assert_eq!(comparison.rank_delta, 0.4);
        assert_eq!(comparison.top_winner_reasons.len(), 1, "only signals that separate them");
        assert_eq!(comparison.top_winner_reasons[0].signal, "name_similarity");
        assert_eq!(comparison.top_winner_reasons[0].differentiation, 0.21);
        assert_eq!(comparison.top_runner_up_losses[0].issue, "name similarity: 0.40");
        assert!(comparison.suppression_analysis.eligible);
    }

    #[test]
    fn a_node_weighed_twice_counts_once_with_its_best_score() {
        let scored = vec![("a".to_string(), assessment(0.9, 1.0, &[])), ("a".to_string(), assessment(0.3, 0.2, &[]))];
        let comparison = outcome(&scored).expect("a comparison").comparison;
        assert_eq!(comparison.runner_up_id, None);
        assert_eq!(comparison.rank_delta, 0.9);
    }

    #[test]
    fn a_contradicted_or_weak_winner_is_not_eligible() {
        let blocked = outcome(&[("a".to_string(), assessment(0.9, 1.0, &["acquired after the instrument"]))]).expect("comparison").comparison;
        assert!(!blocked.suppression_analysis.eligible);
        assert_eq!(blocked.suppression_analysis.blocking_contradictions, vec!["acquired after the instrument".to_string()]);
        let weak = outcome(&[("a".to_string(), assessment(0.2, 0.3, &[]))]).expect("comparison").comparison;
        assert!(!weak.suppression_analysis.eligible);
    }
}
