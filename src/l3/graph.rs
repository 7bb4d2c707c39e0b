//! The estate graph under construction: petgraph holds nodes and edges; an index by tract and
//! estate type blocks candidate search, so linking never scans the whole package.

use crate::api::estate_graph::{EdgeKind, EstateEdge, EstateNode, MatcherTrace, NodeStatus};
use crate::l1::interest::Fraction;
use crate::vocab::EstateType;
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::{BTreeSet, HashMap};

/// What the builder tracks about a node beyond what the API shows.
#[derive(Debug, Clone, Default)]
pub struct NodeState {
    /// The share of the estate still held; `None` when the record does not determine it.
    pub remaining: Option<Fraction>,
    /// For leasehold nodes: the lease they come from.
    pub lease_document: Option<String>,
    /// For fee nodes: the share of the whole mineral estate that still goes with this fee (the
    /// minerals not severed from it); `None` when the record does not determine it.
    pub minerals: Option<Fraction>,
    /// A leasehold node that is an overriding royalty reserved in an assignment: it is the
    /// assignor's beside the leasehold, not a share of the leasehold (DOMAIN.md, "Interests").
    pub overriding_royalty: bool,
    /// What the node acquired by its instrument (`remaining` and `minerals` at creation), for
    /// a correction deed that draws on a node the corrected deed already conveyed.
    pub acquired: Option<Fraction>,
    pub acquired_minerals: Option<Fraction>,
}

impl NodeState {
    /// A node that holds `share` of its estate and, for a fee node, `minerals` of the minerals.
    pub fn holding(share: Option<Fraction>, minerals: Option<Fraction>, lease_document: Option<String>) -> NodeState {
        NodeState {
            acquired: share.clone(),
            acquired_minerals: minerals.clone(),
            remaining: share,
            minerals,
            lease_document,
            overriding_royalty: false,
        }
    }
}

/// What a grantor gives up of a node.
#[derive(Debug, Clone, PartialEq)]
pub enum Taken {
    /// Everything it holds (no fraction stated).
    All,
    /// This share of the whole estate.
    Part(Fraction),
    /// A share the record does not determine (a fraction of an interest nobody knows).
    Unknown,
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
    /// Tracts whose nodes changed since [`GraphStore::take_touched`] last ran (the ownership
    /// history records only those).
    touched: BTreeSet<String>,
}

impl GraphStore {
    /// The node of `key`, created with `state` when it does not exist yet. When it exists (a
    /// grantee who takes from two grantors in one instrument), the share is added to it.
    pub fn node(&mut self, key: &NodeKey<'_>, owner_name: &str, date: Option<String>, state: NodeState) -> NodeIndex {
        let id = key.id();
        self.touched.insert(key.tract_id.to_string());
        if let Some(&index) = self.by_id.get(&id) {
            let held = &mut self.state[index.index()];
            let add = |held: Option<Fraction>, more: Option<Fraction>| match (held, more) {
                (Some(held), Some(more)) => Some(held.plus(&more)),
                _ => None,
            };
            held.remaining = add(held.remaining.take(), state.remaining);
            held.minerals = add(held.minerals.take(), state.minerals);
            held.acquired = held.remaining.clone();
            held.acquired_minerals = held.minerals.clone();
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
        self.touch(index);
        self.graph[index].status = status;
    }

    fn touch(&mut self, index: NodeIndex) {
        if !self.touched.contains(&self.graph[index].tract_id) {
            self.touched.insert(self.graph[index].tract_id.clone());
        }
    }

    /// The tracts touched since the last call.
    pub fn take_touched(&mut self) -> BTreeSet<String> {
        std::mem::take(&mut self.touched)
    }

    /// Takes what `taken` says out of a node's remaining interest (a fee node gives up the same
    /// proportion of the minerals that go with it), never below nothing (the grantor-side
    /// comparison of what was conveyed with what was held finds an overconveyance). A node
    /// left with nothing is conveyed.
    pub fn take(&mut self, index: NodeIndex, taken: &Taken) {
        self.touch(index);
        let state = &mut self.state[index.index()];
        match taken {
            Taken::All => {
                state.remaining = Some(Fraction::zero());
                state.minerals = state.minerals.as_ref().map(|_| Fraction::zero());
                self.graph[index].status = NodeStatus::Conveyed;
            }
            // The grantor's part is no longer known, and neither is what is left.
            Taken::Unknown => {
                state.remaining = None;
                state.minerals = None;
            }
            Taken::Part(share) => {
                let Some(held) = state.remaining.clone() else { return };
                let left = held.saturating_sub(share);
                state.minerals = match (&state.minerals, left.divided_by(&held)) {
                    (Some(minerals), Some(kept)) => Some(minerals.times(&kept)),
                    (Some(_), None) => Some(Fraction::zero()),
                    (None, _) => None,
                };
                let empty = left.is_zero();
                state.remaining = Some(left);
                if empty {
                    self.graph[index].status = NodeStatus::Conveyed;
                }
            }
        }
    }

    /// Takes minerals out of a fee node (a mineral deed from an unsevered fee); the fee itself
    /// stays.
    pub fn take_minerals(&mut self, index: NodeIndex, taken: &Taken) {
        self.touch(index);
        let state = &mut self.state[index.index()];
        state.minerals = match (taken, state.minerals.take()) {
            (Taken::All, held) => held.map(|_| Fraction::zero()),
            (Taken::Unknown, _) => None,
            (Taken::Part(share), held) => held.map(|held| held.saturating_sub(share)),
        };
    }

    /// The share of the whole mineral estate a node holds: a mineral node's interest, or the
    /// minerals that go with a fee node.
    pub fn minerals_of(&self, index: NodeIndex) -> Option<Fraction> {
        let state = &self.state[index.index()];
        match self.graph[index].estate_type {
            EstateType::Mineral => state.remaining.clone(),
            EstateType::Fee => state.minerals.clone(),
            EstateType::Leasehold => Some(Fraction::zero()),
        }
    }

    /// Every node, in creation order.
    pub fn indices(&self) -> impl Iterator<Item = NodeIndex> + '_ {
        self.graph.node_indices()
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
