//! Matcher 1.1's `exploratory_outcomes`: for each estate that had a candidate predecessor, the
//! comparison of the winner and the runner-up in exactly the interface's fields.

use super::matcher::Assessment;
use super::matcher::v1_1::{ELIGIBLE_SCORE, round};
use crate::api::estate_graph::{Comparison, ExploratoryOutcome, RunnerUpLoss, SuppressionAnalysis, WinnerReason};

/// How many reasons and losses a comparison lists.
const TOP: usize = 3;

/// The comparison of the assessed candidates (node id, assessment), best first.
pub fn outcome(scored: &[(String, Assessment)]) -> Option<ExploratoryOutcome> {
    let mut ranked: Vec<&(String, Assessment)> = scored.iter().collect();
    ranked.sort_by(|a, b| b.1.score.total_cmp(&a.1.score).then_with(|| a.0.cmp(&b.0)));
    ranked.dedup_by(|a, b| a.0 == b.0);
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
                .map(|s| RunnerUpLoss { signal: s.name.to_string(), issue: s.state.clone() })
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
