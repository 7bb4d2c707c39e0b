//! A partition deed whose allotments were read (DOMAIN.md: "A partition deed links the other
//! co-owners' nodes on each allotted tract to a new node of the allottee"). The co-owners held
//! the land in common, as undivided shares of the whole; the deed sets apart each tract to one
//! of them in severalty. So on each allotted tract the allottee takes what all the co-owners
//! held there: their undivided shares of the land partitioned (the tracts of the deed no one is
//! allotted, such as the whole tract its recital describes) and of the allotted tract itself,
//! which end with the partition. The minerals go with the fee unless the deed reserves them,
//! and then each co-owner keeps, on each allotted tract, the minerals its share carried (held
//! undivided as before).
//!
//! A partition whose allotments do not settle who takes what (an allotment not read, a co-owner
//! with no part, a tract allotted twice) is applied as before: every co-owner conveys to every
//! other, and each keeps its undivided share; the runsheet says why.

use super::{Builder, Owner, reservation_terms};
use crate::api::estate_graph::{EdgeKind, MatcherTrace, NodeStatus};
use crate::l1::interest::Fraction;
use crate::l3::GraphDocument;
use crate::l3::graph::{NodeKey, NodeState};
use crate::l3::matcher::MatchDecision;
use crate::vocab::EstateType;
use petgraph::graph::NodeIndex;

impl<'a> Builder<'a> {
    /// Applies a partition deed by its allotments; `false` (nothing done) when they do not
    /// settle who takes what.
    pub(super) fn partition(&mut self, document: &GraphDocument<'a>, tracts: &[String], co_owners: &[Owner<'a>]) -> bool {
        let id = document.document_id;
        let Some(allotted) = self.allotted(document, tracts, co_owners) else { return false };
        let partitioned: Vec<&String> = tracts.iter().filter(|t| !allotted.iter().any(|(a, _)| a == *t)).collect();
        let minerals_reserved = reservation_terms(document).is_some();
        let date = document.resolved.governing_date;
        let mut ended: Vec<NodeIndex> = Vec::new();
        for (tract, allottee) in &allotted {
            let mut candidates: Vec<NodeIndex> = std::iter::once(tract)
                .chain(partitioned.iter().copied())
                .flat_map(|t| self.store.on_tract(t, EstateType::Fee).iter().copied())
                .filter(|&n| self.store.is_current(n) && self.store.node_at(n).document_id.as_deref() != Some(id))
                .collect();
            if candidates.is_empty() {
                // Nothing of record yet: the co-owners acquired outside the package, together
                // the whole, in equal shares (the root of title).
                let share = Fraction::whole().split(co_owners.len());
                for owner in co_owners {
                    let root = NodeKey { document_id: None, estate_type: EstateType::Fee, tract_id: tract, owner: owner.cluster_id };
                    candidates.push(self.store.node(
                        &root,
                        owner.name,
                        None,
                        NodeState::holding(Some(share.clone()), Some(share.clone()), None),
                    ));
                }
            }
            let mut drawn: Vec<(Owner<'a>, Vec<(NodeIndex, MatcherTrace)>)> = Vec::new();
            for owner in co_owners {
                match self.decide(owner, document, date, EstateType::Fee, &candidates) {
                    MatchDecision::Linked { candidates: chosen, trace, .. } => {
                        drawn.push((*owner, chosen.iter().map(|&i| (candidates[i], trace.clone())).collect()));
                    }
                    _ => self.unlinked(document, tract, owner, &[EstateType::Fee], &[]),
                }
            }
            let mut from: Vec<(NodeIndex, MatcherTrace)> = Vec::new();
            for (node, trace) in drawn.iter().flat_map(|(_, nodes)| nodes) {
                if !from.iter().any(|(n, _)| n == node) {
                    from.push((*node, trace.clone()));
                }
            }
            let share = self.sum(&from, |state| state.remaining.clone());
            let minerals = self.sum(&from, |state| state.minerals.clone());
            let with_fee = if minerals_reserved { Some(Fraction::zero()) } else { minerals };
            let key = NodeKey { document_id: Some(id), estate_type: EstateType::Fee, tract_id: tract, owner: allottee.cluster_id };
            let node = self.store.node(&key, allottee.name, date.map(|d| d.iso()), NodeState::holding(share, with_fee, None));
            for (predecessor, trace) in &from {
                self.store.edge(*predecessor, node, id, EdgeKind::Conveyance, trace);
            }
            if minerals_reserved {
                for (owner, nodes) in &drawn {
                    let kept = self.sum(nodes, |state| state.minerals.clone());
                    let key = NodeKey { document_id: Some(id), estate_type: EstateType::Mineral, tract_id: tract, owner: owner.cluster_id };
                    let mineral = self.store.node(&key, owner.name, date.map(|d| d.iso()), NodeState::holding(kept, None, None));
                    for (predecessor, trace) in nodes {
                        self.store.edge(*predecessor, mineral, id, EdgeKind::Reservation, trace);
                    }
                }
            }
            for (node, _) in &from {
                if !ended.contains(node) {
                    ended.push(*node);
                }
            }
            let givers: Vec<&str> = drawn.iter().map(|(o, _)| o.name).collect();
            self.effect(
                id,
                format!(
                    "partition: {} takes {tract} in severalty from {}{}",
                    allottee.name,
                    if givers.is_empty() { "nobody of record".to_string() } else { givers.join(", ") },
                    if minerals_reserved { "; the co-owners keep the minerals undivided" } else { ", minerals with it" }
                ),
            );
        }
        // The undivided shares end: the land is divided.
        for node in ended {
            self.store.set_status(node, NodeStatus::Conveyed);
        }
        true
    }

    /// Each allotted tract with its allottee, when the allotments settle who takes what: every
    /// co-owner takes a part, no tract goes to two, and every tract is one the deed describes.
    /// Otherwise `None`, and the runsheet says why.
    fn allotted(&mut self, document: &GraphDocument<'a>, tracts: &[String], co_owners: &[Owner<'a>]) -> Option<Vec<(String, Owner<'a>)>> {
        let id = document.document_id;
        let allotments = &document.resolved.allotments;
        if allotments.is_empty() {
            self.effect(id, "partition: which co-owner takes which tract was not read; each keeps its undivided share".to_string());
            return None;
        }
        let clustering = self.clustering;
        let mut allotted: Vec<(String, Owner<'a>)> = Vec::new();
        for allotment in allotments {
            let cluster = clustering.cluster_of(id, &allotment.party_id)?;
            let owner =
                Owner { cluster_id: cluster.cluster_id.as_str(), name: cluster.canonical_name.as_str(), entity_type: cluster.entity_type };
            for tract in &allotment.tract_ids {
                if !tracts.contains(tract) || allotted.iter().any(|(t, _)| t == tract) {
                    self.effect(
                        id,
                        format!("partition: {tract} is not one allotted tract of this deed; each co-owner keeps its undivided share"),
                    );
                    return None;
                }
                allotted.push((tract.clone(), owner));
            }
        }
        if let Some(without) = co_owners.iter().find(|o| !allotted.iter().any(|(_, a)| a.cluster_id == o.cluster_id)) {
            self.effect(id, format!("partition: no part read for {}; each co-owner keeps its undivided share", without.name));
            return None;
        }
        Some(allotted)
    }

    /// The sum of what the nodes hold by `value`; `None` when any is unknown.
    fn sum(&self, nodes: &[(NodeIndex, MatcherTrace)], value: impl Fn(&NodeState) -> Option<Fraction>) -> Option<Fraction> {
        nodes.iter().try_fold(Fraction::zero(), |sum, (n, _)| value(self.store.state_at(*n)).map(|v| sum.plus(&v)))
    }
}
