//! GET and POST /api/packages/<package_id>/estate-graph.

use crate::vocab::EstateType;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EstateGraph {
    pub package_id: String,
    pub version: String,
    pub dag: Dag,
    pub summary: GraphSummary,
    /// Only for matcher 1.1, keyed by estate id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exploratory_outcomes: Option<BTreeMap<String, ExploratoryOutcome>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Dag {
    pub nodes: Vec<EstateNode>,
    pub edges: Vec<EstateEdge>,
    pub gaps: Vec<Gap>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NodeStatus {
    Current,
    Conveyed,
    Released,
    Expired,
}

/// One owner's interest in one estate of one tract, from one acquiring instrument.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EstateNode {
    pub id: String,
    pub estate_type: EstateType,
    pub tract_id: String,
    /// The owner's L2 cluster id.
    pub owner: String,
    pub owner_name: String,
    /// Fraction of the estate held ("1/2"); null when the instruments do not state it.
    pub interest: Option<String>,
    /// The instrument that created the node; null for a root acquired outside the package.
    pub document_id: Option<String>,
    pub date: Option<String>,
    pub status: NodeStatus,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EdgeKind {
    Conveyance,
    Reservation,
    Lease,
    Assignment,
    Inheritance,
    Release,
    Ratification,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EstateEdge {
    pub id: String,
    pub from: String,
    pub to: String,
    pub document_id: String,
    /// The type of the node the edge leads to.
    pub estate_type: EstateType,
    pub kind: EdgeKind,
    pub matcher: MatcherTrace,
}

/// Which matcher linked the edge, and for 1.0 the gate that passed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MatcherTrace {
    pub version: String,
    pub gate: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Gap {
    pub id: String,
    pub kind: GapKind,
    pub estate_type: Option<EstateType>,
    pub tract_id: Option<String>,
    pub document_id: Option<String>,
    /// What an examiner should look for to cure it.
    pub detail: String,
}

/// The curative requirements the graph can see: defects of the record only. What the extractors
/// could not read is a review item of the package detail, never a gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum GapKind {
    /// A grantor-side party with no node to draw on once the chain has begun.
    UnlinkedGrantor,
    /// The only candidate was acquired after the instrument's date.
    DateInversion,
    /// More of an interest conveyed than the grantor held.
    Overconveyance,
    /// A lease past its primary term that no release in the package releases.
    UnreleasedLease,
    /// A release, assignment or ratification whose lease is not in the package.
    LeaseNotFound,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct GraphSummary {
    pub mineral_estates: u64,
    pub fee_chains: u64,
    pub mineral_chains: u64,
    pub leasehold_chains: u64,
    pub fee_estates: u64,
    pub leasehold_estates: u64,
    pub edges: u64,
    pub gaps: u64,
    /// Distinct tracts in the package's land descriptions.
    pub tracts: u64,
    /// Documents of the package, failed ones included.
    pub documents: u64,
}

impl GraphSummary {
    /// CONTRACT §5's counts: estates per type, and chains as the distinct tracts among the nodes
    /// of each type (interface.md's definition), from each node's (estate type, tract).
    pub fn count<T: Ord>(nodes: &[(EstateType, T)], edges: usize, gaps: usize, tracts: usize, documents: u64) -> GraphSummary {
        let estates = |estate_type: EstateType| nodes.iter().filter(|(t, _)| *t == estate_type).count() as u64;
        let chains = |estate_type: EstateType| {
            nodes.iter().filter(|(t, _)| *t == estate_type).map(|(_, tract)| tract).collect::<std::collections::BTreeSet<_>>().len() as u64
        };
        GraphSummary {
            mineral_estates: estates(EstateType::Mineral),
            fee_chains: chains(EstateType::Fee),
            mineral_chains: chains(EstateType::Mineral),
            leasehold_chains: chains(EstateType::Leasehold),
            fee_estates: estates(EstateType::Fee),
            leasehold_estates: estates(EstateType::Leasehold),
            edges: edges as u64,
            gaps: gaps as u64,
            tracts: tracts as u64,
            documents,
        }
    }
}

/// Matcher 1.1's comparison of the winning and runner-up predecessor of an estate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ExploratoryOutcome {
    pub comparison: Comparison,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Comparison {
    pub winner_id: String,
    pub runner_up_id: Option<String>,
    pub rank_delta: f64,
    pub top_winner_reasons: Vec<WinnerReason>,
    pub top_runner_up_losses: Vec<RunnerUpLoss>,
    pub suppression_analysis: SuppressionAnalysis,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WinnerReason {
    pub signal: String,
    pub winner_state: String,
    pub runner_up_state: String,
    pub differentiation: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RunnerUpLoss {
    pub signal: String,
    pub issue: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct SuppressionAnalysis {
    pub eligible: bool,
    pub blocking_contradictions: Vec<String>,
}
