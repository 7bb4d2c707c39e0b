//! The estate graph under construction: petgraph holds nodes and edges; an index by tract and
//! estate type blocks candidate search, so linking never scans the whole package.

use crate::api::estate_graph::{EdgeKind, EstateEdge, EstateNode, MatcherTrace, NodeStatus};
use crate::l1::interest::Fraction;
use crate::vocab::EstateType;
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::HashMap;

/// What the builder tracks about a node beyond what the API shows.
#[derive(Debug, Clone, Default)]
pub struct NodeState {
    /// The share of the estate still held; `None` when the instruments never stated it.
    pub remaining: Option<Fraction>,
    /// For leasehold nodes: the lease they come from.
    pub lease_document: Option<String>,
}

/// Identifies a node: one per owner, estate type, tract and acquiring instrument (CONTRACT §5).
pub struct NodeKey<'a> {
    /// `None` for a root acquired outside the package.
    pub document_id: Option<&'a str>,
    pub estate_type: EstateType,
    pub tract_id: &'a str,
    pub owner: &'a str,
}

impl NodeKey<'_> {
    /// Root ids use '@', which no document id may contain, so they never collide.
    pub fn id(&self) -> String {
        match self.document_id {
            Some(document) => format!("{document}:{}:{}:{}", self.estate_type.as_str(), self.tract_id, self.owner),
            None => format!("root@{}:{}:{}", self.estate_type.as_str(), self.tract_id, self.owner),
        }
    }
}

#[derive(Default)]
pub struct GraphStore {
    graph: DiGraph<EstateNode, EstateEdge>,
    state: Vec<NodeState>,
    by_id: HashMap<String, NodeIndex>,
    by_tract: HashMap<(String, EstateType), Vec<NodeIndex>>,
    edge_counts: HashMap<String, usize>,
}

impl GraphStore {
    /// The node of `key`, created with `state` when it does not exist yet. When it exists (a
    /// grantee who takes from two grantors in one instrument), the share is added to it.
    pub fn node(&mut self, key: &NodeKey<'_>, owner_name: &str, date: Option<String>, state: NodeState) -> NodeIndex {
        let id = key.id();
        if let Some(&index) = self.by_id.get(&id) {
            let held = &mut self.state[index.index()];
            held.remaining = match (held.remaining.take(), state.remaining) {
                (Some(held), Some(more)) => Some(held.plus(&more)).filter(|sum| *sum <= Fraction::whole()),
                _ => None,
            };
            self.graph[index].interest = held.remaining.as_ref().map(|f| f.to_string());
            return index;
        }
        let node = EstateNode {
            id: id.clone(),
            estate_type: key.estate_type,
            tract_id: key.tract_id.to_string(),
            owner: key.owner.to_string(),
            owner_name: owner_name.to_string(),
            interest: state.remaining.as_ref().map(|f| f.to_string()),
            document_id: key.document_id.map(str::to_string),
            date,
            status: NodeStatus::Current,
        };
        let index = self.graph.add_node(node);
        self.state.push(state);
        self.by_id.insert(id, index);
        self.by_tract.entry((key.tract_id.to_string(), key.estate_type)).or_default().push(index);
        index
    }

    pub fn edge(&mut self, from: NodeIndex, to: NodeIndex, document_id: &str, kind: EdgeKind, trace: &MatcherTrace) {
        if self.graph.find_edge(from, to).is_some() {
            return;
        }
        let count = self.edge_counts.entry(document_id.to_string()).or_default();
        *count += 1;
        let edge = EstateEdge {
            id: format!("{document_id}:e{count}"),
            from: self.graph[from].id.clone(),
            to: self.graph[to].id.clone(),
            document_id: document_id.to_string(),
            estate_type: self.graph[to].estate_type,
            kind,
            matcher: trace.clone(),
        };
        self.graph.add_edge(from, to, edge);
    }

    /// Every node of these types on a tract, in creation order.
    pub fn on_tract(&self, tract_id: &str, estate_type: EstateType) -> &[NodeIndex] {
        self.by_tract.get(&(tract_id.to_string(), estate_type)).map_or(&[], Vec::as_slice)
    }

    pub fn is_current(&self, index: NodeIndex) -> bool {
        self.graph[index].status == NodeStatus::Current
    }

    pub fn node_at(&self, index: NodeIndex) -> &EstateNode {
        &self.graph[index]
    }

    pub fn state_at(&self, index: NodeIndex) -> &NodeState {
        &self.state[index.index()]
    }

    pub fn set_status(&mut self, index: NodeIndex, status: NodeStatus) {
        self.graph[index].status = status;
    }

    /// Takes `share` out of a node's remaining interest; `Err` with what it held when it held
    /// less. A node left with nothing is conveyed.
    pub fn take(&mut self, index: NodeIndex, share: Option<Fraction>) -> Result<(), Fraction> {
        let held = self.state[index.index()].remaining.clone();
        match (held, share) {
            (_, None) => {
                self.graph[index].status = NodeStatus::Conveyed;
                Ok(())
            }
            (None, Some(_)) => Ok(()),
            (Some(held), Some(share)) => {
                let left = held.saturating_sub(&share);
                let empty = left.is_zero();
                self.state[index.index()].remaining = Some(left);
                if empty {
                    self.graph[index].status = NodeStatus::Conveyed;
                }
                if share > held { Err(held) } else { Ok(()) }
            }
        }
    }

    pub fn is_cyclic(&self) -> bool {
        petgraph::algo::is_cyclic_directed(&self.graph)
    }

    /// Nodes and edges in creation order, which is the chronological order of the instruments.
    pub fn into_parts(self) -> (Vec<EstateNode>, Vec<EstateEdge>) {
        let (nodes, edges) = self.graph.into_nodes_edges();
        (nodes.into_iter().map(|n| n.weight).collect(), edges.into_iter().map(|e| e.weight).collect())
    }

    /// Tracts on which an owner holds a current node of one of these types, in first-seen order.
    pub fn tracts_held_by(&self, owner: &str, types: &[EstateType]) -> Vec<String> {
        let mut tracts: Vec<String> = Vec::new();
        for node in self.graph.node_weights() {
            if node.owner == owner
                && node.status == NodeStatus::Current
                && types.contains(&node.estate_type)
                && !tracts.contains(&node.tract_id)
            {
                tracts.push(node.tract_id.clone());
            }
        }
        tracts
    }
}
