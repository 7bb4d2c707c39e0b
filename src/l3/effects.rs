//! What each instrument does to the estates (DOMAIN.md, the effects table and "The graph rules
//! in detail"). Instruments are applied in chronological order; each draws on the current nodes
//! of its grantor-side parties on each tract it covers and creates the grantee-side nodes.

use super::GraphDocument;
use super::exploratory::Weighed;
use super::gaps::GapRecorder;
use super::graph::{GraphStore, NodeKey, NodeState};
use super::matcher::{Candidate, Grantor, MatchDecision, Matcher, NameForms};
use crate::api::estate_graph::{EdgeKind, ExploratoryOutcome, GapKind, MatcherTrace, NodeStatus};
use crate::l1::interest::Fraction;
use crate::l2::Clustering;
use crate::vocab::{DocCategory, Estate, EstateType, Role};
use petgraph::graph::NodeIndex;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

/// A party of the instrument with its owner identity.
#[derive(Debug, Clone, Copy)]
struct Owner<'a> {
    cluster_id: &'a str,
    name: &'a str,
}

/// How an instrument that passes an estate behaves.
struct Transfer {
    /// Estate types drawn on, in order of preference per grantor ("mineral nodes, else fee").
    draws_on: &'static [EstateType],
    creates: EstateType,
    kind: EdgeKind,
    /// Whether the grantor gives up what is conveyed (not for a lease, nor a severance from the fee).
    consumes: bool,
    /// A correction deed draws on the node the corrected deed drew on, already conveyed.
    include_conveyed: bool,
}

pub struct Builder<'a> {
    pub store: GraphStore,
    pub gaps: GapRecorder,
    matcher: &'a dyn Matcher,
    clustering: &'a Clustering,
    cited: HashMap<&'a str, Vec<&'a str>>,
    tracts_of: HashMap<&'a str, Vec<String>>,
    categories: HashMap<&'a str, DocCategory>,
    /// Runsheet lines: what each instrument did, per document.
    pub effects: BTreeMap<String, Vec<String>>,
    unlinked: Vec<Unlinked>,
    /// Heir's cluster → the clusters of the decedents it inherits from, by the package's
    /// heirship instruments (matcher 1.0's L4 gate and 1.1's succession signal).
    successions: HashMap<String, Vec<String>>,
    /// Matcher 1.1's comparisons, keyed by the estate id whose predecessor was weighed.
    pub outcomes: BTreeMap<String, ExploratoryOutcome>,
    /// Each owner's name in the forms the matchers compare, by cluster id.
    names: HashMap<String, NameForms>,
}

/// A grantor-side party left without a predecessor, kept until the whole package is applied.
struct Unlinked {
    /// Index of its gap in the recorder.
    gap: usize,
    document_id: String,
    date: Option<crate::calendar::Date>,
    tract: String,
    owner: String,
    owner_name: String,
    estate_types: Vec<EstateType>,
}

impl<'a> Builder<'a> {
    pub fn new(
        documents: &[GraphDocument<'a>],
        matcher: &'a dyn Matcher,
        clustering: &'a Clustering,
        cited: HashMap<&'a str, Vec<&'a str>>,
    ) -> Builder<'a> {
        Builder {
            store: GraphStore::default(),
            gaps: GapRecorder::default(),
            matcher,
            clustering,
            cited,
            tracts_of: documents.iter().map(|d| (d.document_id, d.resolved.tracts.iter().map(|t| t.tract_id.clone()).collect())).collect(),
            categories: documents.iter().map(|d| (d.document_id, d.resolved.category())).collect(),
            effects: BTreeMap::new(),
            unlinked: Vec::new(),
            successions: successions(documents, clustering),
            outcomes: BTreeMap::new(),
            names: clustering.response.clusters.iter().map(|c| (c.cluster_id.clone(), NameForms::of(&c.canonical_name))).collect(),
        }
    }

    pub fn matcher_version(&self) -> &'static str {
        self.matcher.version()
    }

    fn effect(&mut self, document_id: &str, line: String) {
        let lines = self.effects.entry(document_id.to_string()).or_default();
        if !lines.contains(&line) {
            lines.push(line);
        }
    }

    fn owners(&self, document: &GraphDocument<'a>, roles: &[Role]) -> Vec<Owner<'a>> {
        let clustering: &'a Clustering = self.clustering;
        let document_id: &'a str = document.document_id;
        document
            .resolved
            .parties
            .canonical_parties
            .iter()
            .filter(|p| roles.contains(&p.role))
            .filter_map(|p| clustering.cluster_of(document_id, &p.party_id))
            .map(|c| Owner { cluster_id: c.cluster_id.as_str(), name: c.canonical_name.as_str() })
            .fold(Vec::new(), |mut owners, owner| {
                if !owners.iter().any(|o: &Owner<'_>| o.cluster_id == owner.cluster_id) {
                    owners.push(owner);
                }
                owners
            })
    }

    /// The instrument's own tracts, else those of the instruments it cites (a release that
    /// describes the lease only by its recording).
    fn tracts(&self, document: &GraphDocument<'a>) -> Vec<String> {
        let own = self.tracts_of.get(document.document_id).cloned().unwrap_or_default();
        if !own.is_empty() {
            return own;
        }
        let mut tracts = Vec::new();
        for cited in self.cited.get(document.document_id).into_iter().flatten() {
            for tract in self.tracts_of.get(cited).into_iter().flatten() {
                if !tracts.contains(tract) {
                    tracts.push(tract.clone());
                }
            }
        }
        tracts
    }

    /// The leases an instrument cites, when runtime linking found them in the package.
    fn cited_leases(&self, document_id: &str) -> Vec<&'a str> {
        self.cited
            .get(document_id)
            .into_iter()
            .flatten()
            .copied()
            .filter(|cited| self.categories.get(cited) == Some(&DocCategory::OilGasLease))
            .collect()
    }

    pub fn apply(&mut self, document: &GraphDocument<'a>) {
        let category = document.resolved.category();
        let id = document.document_id;
        if category.moves_no_estate() {
            let line = if category == DocCategory::Other {
                "no estate effect recognised; listed for review".to_string()
            } else {
                format!("{}: encumbrance, no estate effect", category.as_str())
            };
            self.effect(id, line);
            return;
        }
        let (giver_roles, taker_roles): (&[Role], &[Role]) = match category {
            DocCategory::OilGasLease => (&[Role::Lessor], &[Role::Lessee]),
            DocCategory::LeaseAssignment => (&[Role::Assignor], &[Role::Assignee]),
            DocCategory::LeaseRelease => (&[Role::Lessee, Role::Assignee, Role::Assignor], &[]),
            DocCategory::LeaseRatification => (&[Role::Lessor, Role::Grantor], &[Role::Lessee]),
            DocCategory::AffidavitOfHeirship | DocCategory::Probate => (&[Role::Decedent], &[Role::Heir]),
            _ => (&[Role::Grantor], &[Role::Grantee]),
        };
        let givers = self.owners(document, giver_roles);
        let takers = self.owners(document, taker_roles);
        if document.resolved.governing_date.is_none() {
            self.gaps.record(id, GapKind::UndatedInstrument, None, None,
                format!("{} {id} has no governing date; its place in the chain was assumed from its recording order. Find the date of execution or recording.", category.as_str()));
        }
        if givers.is_empty() && category != DocCategory::Patent {
            self.gaps.record(
                id,
                GapKind::MissingParty,
                None,
                None,
                format!("{} {id} names no grantor-side party that could be read; check the premises and signatures.", category.as_str()),
            );
        }
        let needs_takers = !matches!(category, DocCategory::LeaseRelease | DocCategory::LeaseRatification);
        if takers.is_empty() && needs_takers {
            self.gaps.record(
                id,
                GapKind::MissingParty,
                None,
                None,
                format!("{} {id} names no grantee-side party that could be read; check the granting clause.", category.as_str()),
            );
        }
        let tracts = self.tracts(document);
        let is_inheritance = matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate);
        if tracts.is_empty() && !is_inheritance {
            self.gaps.record(id, GapKind::MissingLand, None, None,
                format!("{} {id} moves an estate but no land description could be read (land in a missing exhibit?); the graph cannot place it.", category.as_str()));
            return;
        }
        let interest = document.resolved.conveyance.interest.as_deref().and_then(Fraction::parse);
        match category {
            DocCategory::MineralDeed | DocCategory::RoyaltyDeed => {
                let transfer = Transfer {
                    draws_on: &[EstateType::Mineral, EstateType::Fee],
                    creates: EstateType::Mineral,
                    kind: EdgeKind::Conveyance,
                    consumes: true,
                    include_conveyed: false,
                };
                for tract in &tracts {
                    self.transfer(document, tract, &givers, &takers, interest, &transfer, None);
                }
            }
            DocCategory::OilGasLease => {
                let transfer = Transfer {
                    draws_on: &[EstateType::Mineral, EstateType::Fee],
                    creates: EstateType::Leasehold,
                    kind: EdgeKind::Lease,
                    consumes: false,
                    include_conveyed: false,
                };
                for tract in &tracts {
                    self.transfer(document, tract, &givers, &takers, None, &transfer, Some(id));
                }
            }
            DocCategory::LeaseAssignment => {
                let transfer = Transfer {
                    draws_on: &[EstateType::Leasehold],
                    creates: EstateType::Leasehold,
                    kind: EdgeKind::Assignment,
                    consumes: true,
                    include_conveyed: false,
                };
                for tract in &tracts {
                    let predecessors = self.transfer(document, tract, &givers, &takers, interest, &transfer, None);
                    self.reserve_override(document, tract, &predecessors);
                }
            }
            DocCategory::LeaseRelease => {
                for tract in &tracts {
                    self.release(document, tract, &givers);
                }
            }
            DocCategory::LeaseRatification => {
                for tract in &tracts {
                    self.ratify(document, tract, &givers, &takers);
                }
            }
            DocCategory::AffidavitOfHeirship | DocCategory::Probate => self.inherit(document, &tracts, &givers, &takers),
            _ => {
                let correction = category == DocCategory::CorrectionDeed;
                let transfer = Transfer {
                    draws_on: &[EstateType::Fee],
                    creates: EstateType::Fee,
                    kind: EdgeKind::Conveyance,
                    consumes: !correction,
                    include_conveyed: correction,
                };
                for tract in &tracts {
                    let predecessors = self.transfer(document, tract, &givers, &takers, interest, &transfer, None);
                    self.reserve_minerals(document, tract, &predecessors);
                }
            }
        }
    }

    /// Links each giver to the nodes it draws on and creates the takers' nodes. Returns, per
    /// giver, the nodes it drew on.
    #[allow(clippy::too_many_arguments)]
    fn transfer(
        &mut self,
        document: &GraphDocument<'a>,
        tract: &str,
        givers: &[Owner<'a>],
        takers: &[Owner<'a>],
        interest: Option<Fraction>,
        transfer: &Transfer,
        lease_of_new_nodes: Option<&str>,
    ) -> Vec<(Owner<'a>, Vec<(NodeIndex, MatcherTrace)>)> {
        let id = document.document_id;
        let date = document.resolved.governing_date;
        let pool_empty = transfer.draws_on.iter().all(|t| self.store.on_tract(tract, *t).is_empty());
        let lease_filter = (transfer.creates == EstateType::Leasehold && transfer.kind == EdgeKind::Assignment)
            .then(|| self.cited_leases(id))
            .filter(|leases| !leases.is_empty());
        let mut drawn: Vec<(Owner<'a>, Vec<(NodeIndex, MatcherTrace)>)> = Vec::new();
        let mut weighed: Vec<Weighed<'a, NodeIndex>> = Vec::new();
        let mut created: Vec<NodeIndex> = Vec::new();
        for giver in givers {
            if pool_empty {
                let root = NodeKey { document_id: None, estate_type: transfer.draws_on[0], tract_id: tract, owner: giver.cluster_id };
                let lease = lease_filter.as_ref().and_then(|l| l.first()).map(|l| l.to_string());
                self.store.node(&root, giver.name, None, NodeState { remaining: None, lease_document: lease });
            }
            let mut predecessors = Vec::new();
            let mut inverted = Vec::new();
            for estate_type in transfer.draws_on {
                let candidates: Vec<NodeIndex> = self
                    .store
                    .on_tract(tract, *estate_type)
                    .iter()
                    .copied()
                    .filter(|&n| transfer.include_conveyed || self.store.is_current(n))
                    .filter(|&n| self.store.node_at(n).document_id.as_deref() != Some(id))
                    .filter(|&n| match &lease_filter {
                        Some(leases) => self.store.state_at(n).lease_document.as_deref().is_some_and(|l| leases.contains(&l)),
                        None => true,
                    })
                    .collect();
                let mut decision = self.decide(giver, document, date, transfer.draws_on[0], &candidates);
                weighed.extend(decision.take_assessments().into_iter().map(|a| Weighed {
                    node: candidates[a.candidate],
                    grantor: giver.name,
                    assessment: a,
                }));
                match decision {
                    MatchDecision::Linked { candidates: chosen, trace, .. } => {
                        predecessors = chosen.iter().map(|&i| (candidates[i], trace.clone())).collect();
                        break;
                    }
                    MatchDecision::DateInversion { candidates: chosen, .. } => inverted.extend(chosen.iter().map(|&i| candidates[i])),
                    MatchDecision::Unlinked { .. } => {}
                }
            }
            if predecessors.is_empty() {
                self.unlinked(document, tract, giver, transfer.draws_on, &inverted);
            }
            drawn.push((*giver, predecessors.clone()));
            let consumed: Vec<NodeIndex> = predecessors
                .iter()
                .map(|(n, _)| *n)
                .filter(|&n| transfer.consumes && self.store.node_at(n).estate_type == transfer.creates)
                .collect();
            self.consume(document, tract, &consumed, interest, givers.len());
            for taker in takers {
                let share = self.taker_share(interest, &predecessors, transfer, takers.len(), givers.len());
                let key = NodeKey { document_id: Some(id), estate_type: transfer.creates, tract_id: tract, owner: taker.cluster_id };
                let lease = lease_of_new_nodes
                    .map(str::to_string)
                    .or_else(|| predecessors.first().and_then(|(n, _)| self.store.state_at(*n).lease_document.clone()));
                let node = self.store.node(&key, taker.name, date.map(|d| d.iso()), NodeState { remaining: share, lease_document: lease });
                for (predecessor, trace) in &predecessors {
                    self.store.edge(*predecessor, node, id, transfer.kind, trace);
                }
                if !created.contains(&node) {
                    created.push(node);
                }
            }
        }
        self.weigh(&created, &weighed);
        if givers.is_empty() {
            for taker in takers {
                let key = NodeKey { document_id: Some(id), estate_type: transfer.creates, tract_id: tract, owner: taker.cluster_id };
                let lease = lease_of_new_nodes.map(str::to_string);
                let share = interest.map(|i| split(i, takers.len()));
                self.store.node(&key, taker.name, date.map(|d| d.iso()), NodeState { remaining: share, lease_document: lease });
            }
        }
        let verb = match transfer.kind {
            EdgeKind::Lease => "leased",
            EdgeKind::Assignment => "assigned",
            _ => "conveyed",
        };
        let line = format!(
            "{} {verb}{}: {} -> {}",
            transfer.creates.as_str(),
            interest.map(|i| format!(" ({i})")).unwrap_or_default(),
            names(givers),
            names(takers)
        );
        self.effect(id, line);
        drawn
    }

    fn decide(
        &self,
        giver: &Owner<'a>,
        document: &GraphDocument<'a>,
        date: Option<crate::calendar::Date>,
        draws_on: EstateType,
        candidates: &[NodeIndex],
    ) -> MatchDecision {
        // Every owner is an L2 cluster, so the forms are normally at hand; a name outside the
        // clustering is parsed on the spot.
        let forms = |cluster: &str, name: &str| match self.names.get(cluster) {
            Some(forms) => Cow::Borrowed(forms),
            None => Cow::Owned(NameForms::of(name)),
        };
        let giver_name = forms(giver.cluster_id, giver.name);
        let owner_names: Vec<Cow<'_, NameForms>> = candidates
            .iter()
            .map(|&n| {
                let node = self.store.node_at(n);
                forms(&node.owner, &node.owner_name)
            })
            .collect();
        let views: Vec<Candidate<'_>> = candidates
            .iter()
            .enumerate()
            .map(|(index, &n)| {
                let node = self.store.node_at(n);
                Candidate {
                    index,
                    node_id: &node.id,
                    owner: &node.owner,
                    owner_name: &owner_names[index],
                    acquired: node.date.as_deref().and_then(crate::calendar::Date::parse_iso),
                    document_id: node.document_id.as_deref(),
                    interest: node.interest.as_deref(),
                    estate_type: node.estate_type,
                }
            })
            .collect();
        let grantor = Grantor {
            cluster_id: giver.cluster_id,
            name: &giver_name,
            date,
            interest: document.resolved.conveyance.interest.as_deref(),
            cited: self.cited.get(document.document_id).map_or(&[], Vec::as_slice),
            succeeds: self.successions.get(giver.cluster_id).map_or(&[], Vec::as_slice),
            draws_on,
        };
        self.matcher.link(&grantor, &views)
    }

    /// Keeps matcher 1.1's comparison for each estate created from the weighed candidates.
    fn weigh(&mut self, created: &[NodeIndex], weighed: &[Weighed<'a, NodeIndex>]) {
        if weighed.is_empty() || created.is_empty() {
            return;
        }
        let store = &self.store;
        let Some(outcome) =
            super::exploratory::outcome(weighed, |n| store.node_at(n).id.as_str(), |n| store.node_at(n).owner_name.as_str())
        else {
            return;
        };
        for &node in created {
            self.outcomes.insert(self.store.node_at(node).id.clone(), outcome.clone());
        }
    }

    /// Records that a grantor-side party has nothing to draw on: a date inversion when its only
    /// candidates came later, else an unlinked grantor (which `finish` turns into a date
    /// inversion when the party acquires the estate only after this instrument).
    fn unlinked(
        &mut self,
        document: &GraphDocument<'a>,
        tract: &str,
        giver: &Owner<'a>,
        estate_types: &[EstateType],
        inverted: &[NodeIndex],
    ) {
        let id = document.document_id;
        let estate_type = estate_types.first().copied().unwrap_or(EstateType::Fee);
        if let Some(&later) = inverted.first() {
            let node = self.store.node_at(later);
            let detail = format!(
                "{} conveys {} by {id} dated {}, but acquired it only by {} dated {}; check the dates or a missing earlier acquisition.",
                giver.name,
                estate_type.as_str(),
                date_text(document),
                node.document_id.as_deref().unwrap_or("an earlier instrument"),
                node.date.as_deref().unwrap_or("unknown")
            );
            self.gaps.record(id, GapKind::DateInversion, Some(estate_type), Some(tract), detail);
            return;
        }
        let holders: Vec<String> = estate_types
            .iter()
            .flat_map(|t| self.store.on_tract(tract, *t))
            .filter(|&&n| self.store.is_current(n))
            .map(|&n| self.store.node_at(n).owner_name.clone())
            .fold(Vec::new(), |mut names, name| {
                if !names.contains(&name) {
                    names.push(name);
                }
                names
            });
        let detail = format!(
            "{} is a grantor-side party of {id} ({}) but holds no current {} interest in this tract; current holders: {}. Look for the missing conveyance into {}, an heirship, or a name variant.",
            giver.name,
            self.categories.get(id).map_or("instrument", |c| c.as_str()),
            estate_types.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(" or "),
            if holders.is_empty() { "none".to_string() } else { holders.join(", ") },
            giver.name
        );
        let gap = self.gaps.record(id, GapKind::UnlinkedGrantor, Some(estate_type), Some(tract), detail);
        self.unlinked.push(Unlinked {
            gap,
            document_id: id.to_string(),
            date: document.resolved.governing_date,
            tract: tract.to_string(),
            owner: giver.cluster_id.to_string(),
            owner_name: giver.name.to_string(),
            estate_types: estate_types.to_vec(),
        });
    }

    /// A grantor recorded as unlinked who acquires the estate on the tract only by a later
    /// instrument conveyed before acquiring: a date inversion, not a missing link.
    pub fn finish(&mut self) {
        for unlinked in std::mem::take(&mut self.unlinked) {
            let Some(date) = unlinked.date else { continue };
            let later = unlinked.estate_types.iter().flat_map(|t| self.store.on_tract(&unlinked.tract, *t)).find_map(|&n| {
                let node = self.store.node_at(n);
                let acquired = node.date.as_deref().and_then(crate::calendar::Date::parse_iso)?;
                (node.owner == unlinked.owner && acquired > date).then(|| (node.document_id.clone().unwrap_or_default(), acquired))
            });
            if let Some((acquiring, acquired)) = later {
                let detail = format!(
                    "{} conveys by {} dated {} but acquires the estate only by {acquiring} dated {}; check the dates, or an earlier acquisition missing from the package.",
                    unlinked.owner_name,
                    unlinked.document_id,
                    date.iso(),
                    acquired.iso()
                );
                self.gaps.reclassify(unlinked.gap, GapKind::DateInversion, detail);
            }
        }
    }

    /// Takes the conveyed share out of the givers' nodes; a share larger than what was held is
    /// an overconveyance.
    fn consume(&mut self, document: &GraphDocument<'a>, tract: &str, nodes: &[NodeIndex], interest: Option<Fraction>, giver_count: usize) {
        if nodes.is_empty() {
            return;
        }
        let per_node = interest.map(|i| split(split(i, giver_count.max(1)), nodes.len()));
        for &node in nodes {
            if let Err(held) = self.store.take(node, per_node) {
                let owner = self.store.node_at(node).owner_name.clone();
                let estate_type = self.store.node_at(node).estate_type;
                let detail = format!(
                    "{owner} conveys {} of the {} estate by {} but held only {held}; the conveyance exceeds the interest of record.",
                    per_node.map(|f| f.to_string()).unwrap_or_default(),
                    estate_type.as_str(),
                    document.document_id
                );
                self.gaps.record(document.document_id, GapKind::Overconveyance, Some(estate_type), Some(tract), detail);
            }
        }
    }

    /// The share each taker receives: the stated interest, else what the givers held, divided
    /// equally among the takers (co-grantees take equal undivided shares unless stated).
    fn taker_share(
        &self,
        interest: Option<Fraction>,
        predecessors: &[(NodeIndex, MatcherTrace)],
        transfer: &Transfer,
        takers: usize,
        givers: usize,
    ) -> Option<Fraction> {
        let from_this_giver = match interest {
            Some(stated) => Some(split(stated, givers.max(1))),
            None if transfer.kind == EdgeKind::Lease => None,
            None => predecessors
                .iter()
                .filter(|(n, _)| self.store.node_at(*n).estate_type == transfer.creates)
                .try_fold(Fraction::ZERO, |sum, (n, _)| self.store.state_at(*n).remaining.and_then(|r| sum.checked_add(r)))
                .filter(|sum| !sum.is_zero()),
        };
        from_this_giver.map(|share| split(share, takers.max(1)))
    }

    /// A mineral or royalty reservation in a deed leaves each grantor a new mineral node, linked
    /// from the node the matcher found for that grantor, with the same trace.
    fn reserve_minerals(&mut self, document: &GraphDocument<'a>, tract: &str, drawn: &[(Owner<'a>, Vec<(NodeIndex, MatcherTrace)>)]) {
        let reservations: Vec<Option<Fraction>> = document
            .resolved
            .conveyance
            .reservations
            .iter()
            .filter(|r| matches!(r.estate, Estate::Mineral | Estate::Royalty))
            .map(|r| r.fraction.as_deref().and_then(Fraction::parse))
            .collect();
        let Some(first) = reservations.first() else { return };
        let reserved = if reservations.iter().all(Option::is_some) {
            reservations.iter().flatten().try_fold(Fraction::ZERO, |sum, f| sum.checked_add(*f))
        } else {
            *first
        };
        let id = document.document_id;
        for (grantor, predecessors) in drawn {
            let key = NodeKey { document_id: Some(id), estate_type: EstateType::Mineral, tract_id: tract, owner: grantor.cluster_id };
            let share = reserved.map(|r| split(r, drawn.len()));
            let date = document.resolved.governing_date.map(|d| d.iso());
            let node = self.store.node(&key, grantor.name, date, NodeState { remaining: share, lease_document: None });
            for (predecessor, trace) in predecessors {
                self.store.edge(*predecessor, node, id, EdgeKind::Reservation, trace);
            }
        }
        let line = format!(
            "mineral reserved{}: {}",
            reserved.map(|r| format!(" ({r})")).unwrap_or_default(),
            drawn.iter().map(|(o, _)| o.name).collect::<Vec<_>>().join(", ")
        );
        self.effect(id, line);
    }

    /// An overriding royalty reserved in an assignment gives the assignor a leasehold node.
    fn reserve_override(&mut self, document: &GraphDocument<'a>, tract: &str, drawn: &[(Owner<'a>, Vec<(NodeIndex, MatcherTrace)>)]) {
        let Some(royalty) = document.resolved.conveyance.reservations.iter().find(|r| r.estate == Estate::Royalty) else {
            return;
        };
        let id = document.document_id;
        for (assignor, predecessors) in drawn.iter().filter(|(_, p)| !p.is_empty()) {
            let lease = self.store.state_at(predecessors[0].0).lease_document.clone();
            let key = NodeKey { document_id: Some(id), estate_type: EstateType::Leasehold, tract_id: tract, owner: assignor.cluster_id };
            let share = royalty.fraction.as_deref().and_then(Fraction::parse);
            let date = document.resolved.governing_date.map(|d| d.iso());
            let node = self.store.node(&key, assignor.name, date, NodeState { remaining: share, lease_document: lease });
            for (predecessor, trace) in predecessors {
                self.store.edge(*predecessor, node, id, EdgeKind::Reservation, trace);
            }
            self.effect(id, format!("overriding royalty reserved: {}", assignor.name));
        }
    }

    /// A release creates no node: the releasor's leasehold nodes get status `released`.
    fn release(&mut self, document: &GraphDocument<'a>, tract: &str, releasors: &[Owner<'a>]) {
        let id = document.document_id;
        let leases = self.cited_leases(id);
        let leasehold: Vec<NodeIndex> = self
            .store
            .on_tract(tract, EstateType::Leasehold)
            .iter()
            .copied()
            .filter(|&n| self.store.is_current(n))
            .filter(|&n| leases.is_empty() || self.store.state_at(n).lease_document.as_deref().is_some_and(|l| leases.contains(&l)))
            .collect();
        if leasehold.is_empty() {
            let detail = format!(
                "release {id} releases a lease with no current leasehold on this tract in the package{}; add the lease and its assignments, or check that it was not already released.",
                if leases.is_empty() { "" } else { " (the cited lease is present but already released or assigned away)" }
            );
            self.gaps.record(id, GapKind::LeaseNotFound, Some(EstateType::Leasehold), Some(tract), detail);
            return;
        }
        for releasor in releasors {
            match self.decide(releasor, document, document.resolved.governing_date, EstateType::Leasehold, &leasehold) {
                MatchDecision::Linked { candidates, .. } => {
                    for index in candidates {
                        self.store.set_status(leasehold[index], NodeStatus::Released);
                    }
                    self.effect(id, format!("leasehold released by {}", releasor.name));
                }
                MatchDecision::DateInversion { candidates, .. } => {
                    let nodes: Vec<NodeIndex> = candidates.iter().map(|&i| leasehold[i]).collect();
                    self.unlinked(document, tract, releasor, &[EstateType::Leasehold], &nodes);
                }
                MatchDecision::Unlinked { .. } => self.unlinked(document, tract, releasor, &[EstateType::Leasehold], &[]),
            }
        }
    }

    /// A ratification creates no node: a `ratification` edge runs from the ratifier's mineral
    /// (or fee) node to the lease's leasehold nodes.
    fn ratify(&mut self, document: &GraphDocument<'a>, tract: &str, ratifiers: &[Owner<'a>], lessees: &[Owner<'a>]) {
        let id = document.document_id;
        let leases = self.cited_leases(id);
        let lessee_ids: Vec<&str> = lessees.iter().map(|l| l.cluster_id).collect();
        let lease_nodes: Vec<NodeIndex> = self
            .store
            .on_tract(tract, EstateType::Leasehold)
            .iter()
            .copied()
            .filter(|&n| self.store.is_current(n))
            .filter(|&n| {
                let from_cited = self.store.state_at(n).lease_document.as_deref().is_some_and(|l| leases.contains(&l));
                from_cited || (leases.is_empty() && lessee_ids.contains(&self.store.node_at(n).owner.as_str()))
            })
            .collect();
        if lease_nodes.is_empty() {
            let detail = format!(
                "ratification {id} confirms a lease whose leasehold is not in the package on this tract; add the lease it ratifies."
            );
            self.gaps.record(id, GapKind::LeaseNotFound, Some(EstateType::Leasehold), Some(tract), detail);
            return;
        }
        for ratifier in ratifiers {
            let pool_empty = [EstateType::Mineral, EstateType::Fee].iter().all(|t| self.store.on_tract(tract, *t).is_empty());
            if pool_empty {
                let root = NodeKey { document_id: None, estate_type: EstateType::Mineral, tract_id: tract, owner: ratifier.cluster_id };
                self.store.node(&root, ratifier.name, None, NodeState::default());
            }
            let mut linked = false;
            for estate_type in [EstateType::Mineral, EstateType::Fee] {
                let candidates: Vec<NodeIndex> =
                    self.store.on_tract(tract, estate_type).iter().copied().filter(|&n| self.store.is_current(n)).collect();
                if let MatchDecision::Linked { candidates: chosen, trace, .. } =
                    self.decide(ratifier, document, document.resolved.governing_date, EstateType::Mineral, &candidates)
                {
                    for index in chosen {
                        for &lease_node in &lease_nodes {
                            self.store.edge(candidates[index], lease_node, id, EdgeKind::Ratification, &trace);
                        }
                    }
                    linked = true;
                    break;
                }
            }
            if linked {
                self.effect(id, format!("lease ratified by {}", ratifier.name));
            } else {
                self.unlinked(document, tract, ratifier, &[EstateType::Mineral, EstateType::Fee], &[]);
            }
        }
    }

    /// Every estate the decedent held passes to the heirs. An affidavit that describes no land
    /// acts on every tract where the decedent holds a current node.
    fn inherit(&mut self, document: &GraphDocument<'a>, tracts: &[String], decedents: &[Owner<'a>], heirs: &[Owner<'a>]) {
        let id = document.document_id;
        let date = document.resolved.governing_date;
        for decedent in decedents {
            let decedent_tracts: Vec<String> =
                if tracts.is_empty() { self.store.tracts_held_by(decedent.cluster_id) } else { tracts.to_vec() };
            if decedent_tracts.is_empty() {
                self.gaps.record(id, GapKind::MissingLand, None, None, format!(
                    "{id} passes the estate of {} to heirs, but describes no land and the decedent holds no interest in the package; add the decedent's acquisition or the land description.",
                    decedent.name
                ));
                continue;
            }
            for tract in &decedent_tracts {
                let pool_empty = EstateType::ALL.iter().all(|t| self.store.on_tract(tract, *t).is_empty());
                if pool_empty {
                    let root = NodeKey { document_id: None, estate_type: EstateType::Fee, tract_id: tract, owner: decedent.cluster_id };
                    self.store.node(&root, decedent.name, None, NodeState::default());
                }
                let mut inherited = Vec::new();
                for estate_type in EstateType::ALL {
                    let candidates: Vec<NodeIndex> = self
                        .store
                        .on_tract(tract, estate_type)
                        .iter()
                        .copied()
                        .filter(|&n| self.store.is_current(n) && self.store.node_at(n).document_id.as_deref() != Some(id))
                        .collect();
                    if let MatchDecision::Linked { candidates: chosen, trace, .. } =
                        self.decide(decedent, document, None, estate_type, &candidates)
                    {
                        inherited.extend(chosen.into_iter().map(|i| (candidates[i], trace.clone())));
                    }
                }
                if inherited.is_empty() {
                    self.unlinked(document, tract, decedent, &EstateType::ALL, &[]);
                    continue;
                }
                for (node, trace) in inherited {
                    let estate_type = self.store.node_at(node).estate_type;
                    let state = self.store.state_at(node).clone();
                    for heir in heirs {
                        let key = NodeKey { document_id: Some(id), estate_type, tract_id: tract, owner: heir.cluster_id };
                        let share = state.remaining.map(|r| split(r, heirs.len()));
                        let heir_node = self.store.node(
                            &key,
                            heir.name,
                            date.map(|d| d.iso()),
                            NodeState { remaining: share, lease_document: state.lease_document.clone() },
                        );
                        self.store.edge(node, heir_node, id, EdgeKind::Inheritance, &trace);
                    }
                    if !heirs.is_empty() {
                        self.store.set_status(node, NodeStatus::Conveyed);
                    }
                }
            }
            self.effect(id, format!("inheritance: {} -> {}", decedent.name, names(heirs)));
        }
    }
}

/// Who inherits from whom: every heir of an heirship instrument succeeds its decedents.
fn successions(documents: &[GraphDocument<'_>], clustering: &Clustering) -> HashMap<String, Vec<String>> {
    let mut successions: HashMap<String, Vec<String>> = HashMap::new();
    for document in documents.iter().filter(|d| matches!(d.resolved.category(), DocCategory::AffidavitOfHeirship | DocCategory::Probate)) {
        let cluster_of = |role: Role| {
            document
                .resolved
                .parties
                .canonical_parties
                .iter()
                .filter(move |p| p.role == role)
                .filter_map(|p| clustering.cluster_of(document.document_id, &p.party_id).map(|c| c.cluster_id.clone()))
        };
        let decedents: Vec<String> = cluster_of(Role::Decedent).collect();
        for heir in cluster_of(Role::Heir) {
            let inherited = successions.entry(heir).or_default();
            for decedent in &decedents {
                if !inherited.contains(decedent) {
                    inherited.push(decedent.clone());
                }
            }
        }
    }
    successions
}

fn split(share: Fraction, parts: usize) -> Fraction {
    let parts = u64::try_from(parts.max(1)).unwrap_or(u64::MAX);
    Fraction::new(1, parts).and_then(|part| share.checked_mul(part)).unwrap_or(share)
}

fn names(owners: &[Owner<'_>]) -> String {
    if owners.is_empty() {
        return "(none read)".to_string();
    }
    owners.iter().map(|o| o.name).collect::<Vec<_>>().join(", ")
}

fn date_text(document: &GraphDocument<'_>) -> String {
    document.resolved.governing_date.map_or_else(|| "(undated)".to_string(), |d| d.iso())
}
