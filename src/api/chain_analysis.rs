//! GET /packages/<package_id>/chain-analysis: deprecated, derived from the estate graph only.

use super::estate_graph::{EstateEdge, EstateGraph, EstateNode};
use crate::vocab::EstateType;
use schemars::JsonSchema;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ChainAnalysis {
    pub package_id: String,
    pub deprecated: bool,
    pub chains: Chains,
}

/// All three keys are always present.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Chains {
    pub fee: Chain,
    pub mineral: Chain,
    pub leasehold: Chain,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Chain {
    pub dag: ChainDag,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ChainDag {
    pub nodes: Vec<EstateNode>,
    pub edges: Vec<EstateEdge>,
}

impl ChainAnalysis {
    /// The estate graph's nodes and edges split by estate type; nothing is computed anew.
    pub fn from_graph(graph: &EstateGraph) -> ChainAnalysis {
        let chain = |estate_type: EstateType| Chain {
            dag: ChainDag {
                nodes: graph.dag.nodes.iter().filter(|n| n.estate_type == estate_type).cloned().collect(),
                edges: graph.dag.edges.iter().filter(|e| e.estate_type == estate_type).cloned().collect(),
            },
        };
        ChainAnalysis {
            package_id: graph.package_id.clone(),
            deprecated: true,
            chains: Chains { fee: chain(EstateType::Fee), mineral: chain(EstateType::Mineral), leasehold: chain(EstateType::Leasehold) },
        }
    }
}
