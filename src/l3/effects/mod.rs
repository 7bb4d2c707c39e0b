//! What each instrument does to the estates (DOMAIN.md, the effects table and "The graph rules
//! in detail"). Instruments are applied in chronological order; each draws on the current nodes
//! of its grantor-side parties on each tract it covers and creates the grantee-side nodes.

mod partition;

use super::GraphDocument;
use super::exploratory::Weighed;
use super::gaps::GapRecorder;
use super::graph::{GraphStore, NodeKey, NodeState, Taken};
use super::matcher::{Candidate, Grantor, MatchDecision, Matcher, NameForms};
use crate::api::estate_graph::{EdgeKind, ExploratoryOutcome, GapKind, MatcherTrace, NodeStatus};
use crate::l1::interest::Fraction;
use crate::l2::Clustering;
use crate::vocab::{DocCategory, EntityType, Estate, EstateType, InterestBasis, Role};
use petgraph::graph::NodeIndex;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

/// A party of the instrument with its owner identity.
#[derive(Debug, Clone, Copy)]
struct Owner<'a> {
    cluster_id: &'a str,
    name: &'a str,
    entity_type: EntityType,
}

/// A fraction an instrument states, and of what.
type Stated = (Fraction, InterestBasis);

/// What a deed's grantors reserve of the minerals: a fraction (of the whole, or of what the
/// grantor's fee carried), or all of them (`fraction` None).
struct ReservationTerms {
    fraction: Option<Fraction>,
    basis: InterestBasis,
}

/// One grantor-side party of an instrument on one tract: the nodes it drew on, and what it
/// reserved of the minerals (`None` when no share is known).
struct Drawn<'a> {
    giver: Owner<'a>,
    predecessors: Vec<(NodeIndex, MatcherTrace)>,
    reserved: Option<Fraction>,
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
    /// What a release may name a lease by: its date and its lessors.
    leases: HashMap<&'a str, LeaseFacts>,
    unread_grantees: Vec<UnreadGrantee<'a>>,
    /// Every tract of the package, in the order the instruments name them.
    all_tracts: Vec<String>,
    /// Each person's spouses of record: persons of the same surname who took with them as
    /// grantees of one instrument that is not an heirship (co-heirs are kin, not spouses).
    spouses: HashMap<String, Vec<String>>,
}

/// A lease of the package as a release names it.
struct LeaseFacts {
    date: Option<crate::calendar::Date>,
    /// Cluster ids of its lessors.
    lessors: Vec<String>,
}

/// An instrument whose grantee side was not read, or whose grantor side and grantee side were
/// not read, so that no node holds what it conveyed (unread_grantee_node).
struct UnreadGrantee<'a> {
    document_id: &'a str,
    date: Option<crate::calendar::Date>,
    tract: String,
    /// The estate it creates; `None` for an heirship whose decedent was not read (the estates
    /// the decedent held, so whatever the later instrument draws on).
    creates: Option<EstateType>,
    kind: EdgeKind,
    /// The nodes it drew on: none when its grantor side was not read either.
    predecessors: Vec<(NodeIndex, MatcherTrace)>,
    lease: Option<String>,
    /// Grantee-side owners it names (the heirs of an heirship whose decedent was not read):
    /// only they can hold under it.
    named: Vec<String>,
    /// The decedent's surname, for an heirship whose heirs were not read: heirs of that name
    /// may hold under it whatever later instrument they convey by.
    family: Option<String>,
    /// The later instrument whose grantor-side parties were taken as its grantees.
    taken_by: Option<&'a str>,
    /// What it conveyed (and, of a fee, the minerals with it), for whoever holds under it.
    share: Option<Fraction>,
    minerals: Option<Fraction>,
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
            leases: documents
                .iter()
                .filter(|d| d.resolved.category() == DocCategory::OilGasLease)
                .map(|d| {
                    let lessors = super::clusters_of(d, &[Role::Lessor], clustering).map(|c| c.cluster_id.clone()).collect();
                    (d.document_id, LeaseFacts { date: d.resolved.governing_date, lessors })
                })
                .collect(),
            unread_grantees: Vec::new(),
            all_tracts: documents.iter().flat_map(|d| &d.resolved.tracts).fold(Vec::new(), |mut all, t| {
                if !all.contains(&t.tract_id) {
                    all.push(t.tract_id.clone());
                }
                all
            }),
            spouses: spouses(documents, clustering),
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

    fn owners(&self, document: &GraphDocument<'a>, roles: &'static [Role]) -> Vec<Owner<'a>> {
        super::clusters_of(document, roles, self.clustering)
            .map(|c| Owner { cluster_id: c.cluster_id.as_str(), name: c.canonical_name.as_str(), entity_type: c.entity_type })
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
        let (giver_roles, taker_roles) = category.sides();
        let givers = self.owners(document, giver_roles);
        let takers = self.owners(document, taker_roles);
        // An instrument whose parties, land or date were not read is a review item of the
        // package (review.rs), never a gap: the graph does what the read values allow.
        let mut tracts = self.tracts(document);
        let is_inheritance = matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate);
        if tracts.is_empty() && !is_inheritance {
            tracts = self.land_of_holdings(&givers, category);
            if tracts.is_empty() {
                self.effect(id, "no land read, and its grantor side holds nothing: not placed in any chain".to_string());
                return;
            }
            self.effect(id, format!("no land read: applied to {} where its grantor side holds", tracts.join(", ")));
        }
        // DOMAIN.md: an assignment passes the fraction it states of the assignor's leasehold;
        // any other share is of the whole unless the instrument says it is of the grantor's.
        let default_basis = if category == DocCategory::LeaseAssignment { InterestBasis::GrantorInterest } else { InterestBasis::Whole };
        let stated: Option<Stated> = document
            .resolved
            .conveyance
            .interest
            .as_deref()
            .and_then(Fraction::parse)
            .map(|f| (f, document.resolved.conveyance.interest_of.unwrap_or(default_basis)));
        let stated = stated.as_ref();
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
                    self.transfer(document, tract, &givers, &takers, stated, &transfer, None, None);
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
                    self.transfer(document, tract, &givers, &takers, None, &transfer, Some(id), None);
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
                    let drawn = self.transfer(document, tract, &givers, &takers, stated, &transfer, None, None);
                    self.reserve_override(document, tract, &drawn);
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
            DocCategory::PartitionDeed if self.partition(document, &tracts, &givers) => {}
            _ => {
                let correction = category == DocCategory::CorrectionDeed;
                let transfer = Transfer {
                    draws_on: &[EstateType::Fee],
                    creates: EstateType::Fee,
                    kind: EdgeKind::Conveyance,
                    consumes: true,
                    include_conveyed: correction,
                };
                let terms = reservation_terms(document);
                for tract in &tracts {
                    let drawn = self.transfer(document, tract, &givers, &takers, stated, &transfer, None, terms.as_ref());
                    if terms.is_some() {
                        self.reserve_minerals(document, tract, &drawn);
                    }
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
        stated: Option<&Stated>,
        transfer: &Transfer,
        lease_of_new_nodes: Option<&str>,
        reservation: Option<&ReservationTerms>,
    ) -> Vec<Drawn<'a>> {
        let id = document.document_id;
        let date = document.resolved.governing_date;
        let pool_empty = transfer.draws_on.iter().all(|t| self.store.on_tract(tract, *t).is_empty());
        let is_assignment = transfer.creates == EstateType::Leasehold && transfer.kind == EdgeKind::Assignment;
        let lease_filter = is_assignment.then(|| self.cited_leases(id)).filter(|leases| !leases.is_empty());
        // The lease an assignment acts on, for the nodes it creates when the assignor is not
        // linked: the cited lease, else the only lease on the tract.
        let assigned_lease = if is_assignment {
            lease_filter.as_ref().and_then(|l| l.first().map(|l| l.to_string())).or_else(|| self.only_lease_on(tract))
        } else {
            None
        };
        let mut drawn: Vec<Drawn<'a>> = Vec::new();
        let mut left_unlinked: Vec<(Owner<'a>, Vec<NodeIndex>)> = Vec::new();
        let mut weighed: Vec<Weighed<'a, NodeIndex>> = Vec::new();
        let mut created: Vec<NodeIndex> = Vec::new();
        // Grantor-side parties who hold of record on this tract: a spouse who joins without an
        // interest of record conveys nothing, so a share of the whole is the holders' to give.
        let holding_givers = givers
            .iter()
            .filter(|g| {
                transfer.draws_on.iter().any(|t| {
                    self.store.on_tract(tract, *t).iter().any(|&n| self.store.is_current(n) && self.store.node_at(n).owner == g.cluster_id)
                })
            })
            .count();
        let sharing_givers = if holding_givers == 0 { givers.len() } else { holding_givers };
        // What each grantor holds of record before the instrument: several grantors convey a
        // share of the whole in proportion to what each holds (a widow with 1/2 and her children
        // with 1/6 each who convey "an undivided 1/2" give 1/4 and 1/12 each).
        let held_before: Vec<Option<Fraction>> = givers.iter().map(|g| self.held_of_record(tract, g, transfer)).collect();
        let held_in_all = held_before.iter().try_fold(Fraction::zero(), |sum, h| h.as_ref().map(|h| sum.plus(h))).filter(|s| !s.is_zero());
        let add = |sum: Option<Fraction>, more: &Option<Fraction>| sum.zip(more.as_ref()).map(|(s, m)| s.plus(m));
        let (mut conveyed_in_all, mut minerals_in_all) = (Some(Fraction::zero()), Some(Fraction::zero()));
        for giver in givers {
            if pool_empty {
                // The first instrument's grantors acquired outside the package: together they
                // are taken to hold the whole estate, in equal shares (the root of title).
                let estate_type = transfer.draws_on[0];
                let root = NodeKey { document_id: None, estate_type, tract_id: tract, owner: giver.cluster_id };
                let lease = lease_filter.as_ref().and_then(|l| l.first()).map(|l| l.to_string());
                let share = Fraction::whole().split(givers.len());
                let minerals = (estate_type == EstateType::Fee).then(|| share.clone());
                self.store.node(&root, giver.name, None, NodeState::holding(Some(share), minerals, lease));
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
            if predecessors.is_empty()
                && inverted.is_empty()
                && let Some(node) = self.unread_grantee_node(document, tract, giver, transfer.draws_on, lease_filter.as_deref())
                && let MatchDecision::Linked { trace, .. } = self.decide(giver, document, date, transfer.draws_on[0], &[node])
            {
                predecessors = vec![(node, trace)];
            }
            if predecessors.is_empty() {
                left_unlinked.push((*giver, inverted));
            }
            let giver_index = givers.iter().position(|g| g.cluster_id == giver.cluster_id).unwrap_or(0);
            let taken = match (stated, &held_in_all, &held_before[giver_index]) {
                (Some((fraction, InterestBasis::Whole)), Some(all), Some(own)) if givers.len() > 1 && !predecessors.is_empty() => {
                    own.divided_by(all).map_or_else(
                        || self.portion(stated, &predecessors, transfer, sharing_givers),
                        |ratio| Taken::Part(fraction.times(&ratio)),
                    )
                }
                _ => self.portion(stated, &predecessors, transfer, sharing_givers),
            };
            let conveyed = match &taken {
                // Beside grantors who hold of record, one who holds nothing conveys nothing.
                _ if predecessors.is_empty() && holding_givers > 0 => Some(Fraction::zero()),
                Taken::All => self.held(&predecessors, transfer).filter(|held| !held.is_zero()),
                Taken::Part(part) => Some(part.clone()),
                Taken::Unknown => None,
            };
            let (minerals, reserved) = if predecessors.is_empty() && holding_givers > 0 {
                (Some(Fraction::zero()), None)
            } else {
                self.minerals_with_fee(&predecessors, transfer, &taken, reservation, sharing_givers)
            };
            if transfer.consumes {
                self.consume(document, tract, giver, &predecessors, transfer, &taken);
            }
            drawn.push(Drawn { giver: *giver, predecessors: predecessors.clone(), reserved });
            conveyed_in_all = add(conveyed_in_all, &conveyed);
            minerals_in_all = add(minerals_in_all, &minerals);
            for taker in takers {
                let share = conveyed.as_ref().map(|c| c.split(takers.len()));
                let minerals = minerals.as_ref().map(|m| m.split(takers.len()));
                let key = NodeKey { document_id: Some(id), estate_type: transfer.creates, tract_id: tract, owner: taker.cluster_id };
                let lease = lease_of_new_nodes
                    .map(str::to_string)
                    .or_else(|| predecessors.first().and_then(|(n, _)| self.store.state_at(*n).lease_document.clone()))
                    .or_else(|| assigned_lease.clone());
                let node = self.store.node(&key, taker.name, date.map(|d| d.iso()), NodeState::holding(share, minerals, lease));
                for (predecessor, trace) in &predecessors {
                    self.store.edge(*predecessor, node, id, transfer.kind, trace);
                }
                if !created.contains(&node) {
                    created.push(node);
                }
            }
        }
        self.weigh(&created, &weighed);
        if takers.is_empty() && (givers.is_empty() || drawn.iter().any(|d| !d.predecessors.is_empty())) {
            let lease = lease_of_new_nodes
                .map(str::to_string)
                .or_else(|| drawn.iter().flat_map(|d| &d.predecessors).find_map(|(n, _)| self.store.state_at(*n).lease_document.clone()))
                .or_else(|| assigned_lease.clone());
            self.unread_grantees.push(UnreadGrantee {
                document_id: id,
                date,
                tract: tract.to_string(),
                creates: Some(transfer.creates),
                kind: transfer.kind,
                predecessors: drawn.iter().flat_map(|d| d.predecessors.iter().cloned()).collect(),
                lease,
                named: Vec::new(),
                family: None,
                taken_by: None,
                share: conveyed_in_all.filter(|_| !givers.is_empty()),
                minerals: minerals_in_all.filter(|_| !givers.is_empty() && transfer.creates == EstateType::Fee),
            });
        }
        let linked: Vec<Owner<'a>> = drawn.iter().filter(|d| !d.predecessors.is_empty()).map(|d| d.giver).collect();
        let never_held: Vec<Owner<'a>> = left_unlinked.iter().filter(|(_, inverted)| inverted.is_empty()).map(|(o, _)| *o).collect();
        let joinders = self.joinders(tract, id, &never_held, &linked);
        for (giver, inverted) in left_unlinked {
            let held_here = self.holds_on(tract, giver.cluster_id, id);
            let joins = never_held.iter().zip(&joinders).any(|(o, j)| *j && o.cluster_id == giver.cluster_id);
            if inverted.is_empty() && joins {
                self.effect(id, format!("{} joins without an interest of record (joinder)", giver.name));
            } else if inverted.is_empty() && !held_here && takers.iter().any(|t| t.cluster_id == giver.cluster_id) {
                // Named on both sides (a recital read as a party, or a deed to oneself): takes
                // what it gives, and gives nothing of record.
                self.effect(id, format!("{} is named on both sides and held nothing of record here: no conveyance from it", giver.name));
            } else {
                self.unlinked(document, tract, &giver, transfer.draws_on, &inverted);
            }
        }
        if givers.is_empty() {
            for taker in takers {
                let key = NodeKey { document_id: Some(id), estate_type: transfer.creates, tract_id: tract, owner: taker.cluster_id };
                let lease = lease_of_new_nodes.map(str::to_string).or_else(|| assigned_lease.clone());
                // Nobody of record conveys: the grantee holds the share of the whole the
                // instrument states, else an unknown share.
                let share = stated.filter(|(_, basis)| *basis == InterestBasis::Whole).map(|(f, _)| f.split(takers.len()));
                self.store.node(&key, taker.name, date.map(|d| d.iso()), NodeState::holding(share, None, lease));
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
            stated
                .map(|(f, basis)| match basis {
                    InterestBasis::Whole => format!(" ({f})"),
                    InterestBasis::GrantorInterest => format!(" ({f} of the grantor's interest)"),
                })
                .unwrap_or_default(),
            names(givers),
            names(takers)
        );
        self.effect(id, line);
        drawn
    }

    /// The land of an instrument whose description was not read, as for an heirship without
    /// one (DOMAIN.md): the tracts where its grantor-side parties hold a current node of what
    /// it draws on; failing that, the package's one tract when it has only one.
    fn land_of_holdings(&self, givers: &[Owner<'a>], category: DocCategory) -> Vec<String> {
        let draws_on: &[EstateType] = match category {
            _ if category.is_fee_deed() => &[EstateType::Fee],
            DocCategory::LeaseAssignment | DocCategory::LeaseRelease => &[EstateType::Leasehold],
            _ => &[EstateType::Mineral, EstateType::Fee],
        };
        let mut tracts: Vec<String> = Vec::new();
        for giver in givers {
            for tract in self.store.tracts_held_by(giver.cluster_id, draws_on) {
                if !tracts.contains(&tract) {
                    tracts.push(tract);
                }
            }
        }
        if tracts.is_empty() && self.all_tracts.len() == 1 {
            tracts = self.all_tracts.clone();
        }
        tracts
    }

    /// The lease whose leasehold is on the tract, when there is exactly one.
    fn only_lease_on(&self, tract: &str) -> Option<String> {
        let mut leases =
            self.store.on_tract(tract, EstateType::Leasehold).iter().filter_map(|&n| self.store.state_at(n).lease_document.as_deref());
        let first = leases.next()?;
        leases.all(|l| l == first).then(|| first.to_string())
    }

    /// The node an unlinked grantor-side party holds as the grantee an earlier instrument's
    /// extraction did not read: the package shows the estate passing by that instrument to
    /// someone unnamed, and then this party conveying it without any other acquisition. Only
    /// when exactly one such instrument is open on the tract (its grantee not read, and not yet
    /// taken by another instrument), and the party held nothing there; the instrument stays on
    /// the review list, and both runsheet rows say what was inferred.
    fn unread_grantee_node(
        &mut self,
        document: &GraphDocument<'a>,
        tract: &str,
        giver: &Owner<'a>,
        draws_on: &[EstateType],
        leases: Option<&[&str]>,
    ) -> Option<NodeIndex> {
        let id = document.document_id;
        if self.holds_on(tract, giver.cluster_id, id) {
            return None;
        }
        let date = document.resolved.governing_date;
        let open: Vec<usize> = (0..self.unread_grantees.len())
            .filter(|&i| {
                let unread = &self.unread_grantees[i];
                unread.tract == tract
                    && unread.creates.is_none_or(|creates| draws_on.contains(&creates))
                    && (unread.named.is_empty() || unread.named.iter().any(|n| n == giver.cluster_id))
                    && unread.document_id != id
                    && (unread.taken_by.is_none_or(|by| by == id)
                        || unread.family.as_deref().is_some_and(|f| Some(f) == self.surname_of(giver.cluster_id)))
                    && unread.family.as_deref().is_none_or(|f| Some(f) == self.surname_of(giver.cluster_id))
                    && match (unread.date, date) {
                        (Some(then), Some(now)) => then <= now,
                        _ => true,
                    }
                    && leases.is_none_or(|l| unread.lease.as_deref().is_some_and(|lease| l.contains(&lease)))
            })
            .collect();
        let [only] = open.as_slice() else { return None };
        let unread = &mut self.unread_grantees[*only];
        unread.taken_by = Some(id);
        let (from, creates, kind, when, lease) = (unread.document_id, unread.creates, unread.kind, unread.date, unread.lease.clone());
        let (share, minerals) = (unread.share.clone(), unread.minerals.clone());
        let predecessors = unread.predecessors.clone();
        // An heirship's estate is the one the later instrument draws on that the tract has.
        let creates = creates.unwrap_or_else(|| {
            draws_on.iter().copied().find(|t| !self.store.on_tract(tract, *t).is_empty()).unwrap_or(draws_on[draws_on.len() - 1])
        });
        let key = NodeKey { document_id: Some(from), estate_type: creates, tract_id: tract, owner: giver.cluster_id };
        let node = self.store.node(&key, giver.name, when.map(|d| d.iso()), NodeState::holding(share, minerals, lease));
        // An heirship passes each estate to its like: the later instrument's estate comes from
        // the decedent's node of that estate, when there is one.
        let like: Vec<&(NodeIndex, MatcherTrace)> =
            predecessors.iter().filter(|(n, _)| self.store.node_at(*n).estate_type == creates).collect();
        let from_nodes: Vec<&(NodeIndex, MatcherTrace)> = if like.is_empty() { predecessors.iter().collect() } else { like };
        for (predecessor, trace) in from_nodes {
            self.store.edge(*predecessor, node, from, kind, trace);
            if kind == EdgeKind::Inheritance {
                self.store.set_status(*predecessor, NodeStatus::Conveyed);
            }
        }
        self.effect(from, format!("grantee not read: taken as {}, who conveys it by {id}", giver.name));
        self.effect(id, format!("{} holds as the unread grantee of {from}", giver.name));
        Some(node)
    }

    /// Whether an owner held any estate on the tract before the instrument `document_id`.
    fn holds_on(&self, tract: &str, owner: &str, document_id: &str) -> bool {
        EstateType::ALL.iter().flat_map(|t| self.store.on_tract(tract, *t)).any(|&n| {
            let node = self.store.node_at(n);
            node.owner == owner && node.document_id.as_deref() != Some(document_id)
        })
    }

    /// Which of an instrument's unlinked grantor-side parties are spouses who join an owner's
    /// instrument without an interest of record (DOMAIN.md: a joinder, often to release dower
    /// or homestead), and so no break in the chain: persons who never held any estate on the
    /// tract, beside a linked grantor-side person of the same surname whose spouse of record,
    /// if the package shows one, is that person. A person has one spouse: when a surname has
    /// more such parties than linked owners to join, none is taken as a joinder. So a widow's
    /// children who convey with her after an heirship missing from the record are still breaks
    /// (her spouse of record is the husband she took with), and so are a father's two heirs.
    fn joinders(&self, tract: &str, document_id: &str, unlinked: &[Owner<'a>], linked: &[Owner<'a>]) -> Vec<bool> {
        let candidate = |giver: &Owner<'a>| {
            giver.entity_type == EntityType::Person
                && !self.holds_on(tract, giver.cluster_id, document_id)
                && self.surname_of(giver.cluster_id).is_some()
        };
        let joinable = |owner: &Owner<'a>, giver: &Owner<'a>| {
            owner.entity_type == EntityType::Person
                && self.surname_of(owner.cluster_id) == self.surname_of(giver.cluster_id)
                && self.spouses.get(owner.cluster_id).is_none_or(|spouses| spouses.iter().any(|s| s == giver.cluster_id))
        };
        unlinked
            .iter()
            .map(|giver| {
                if !candidate(giver) {
                    return false;
                }
                let owners = linked.iter().filter(|o| joinable(o, giver)).count();
                let surname = self.surname_of(giver.cluster_id);
                let joining = unlinked.iter().filter(|g| candidate(g) && self.surname_of(g.cluster_id) == surname).count();
                owners > 0 && joining <= owners
            })
            .collect()
    }

    fn surname_of(&self, cluster_id: &str) -> Option<&str> {
        self.names.get(cluster_id).and_then(|f| f.person.as_ref()).map(|p| p.surname.as_str())
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

    /// What one grantor conveys: all it holds when no fraction is stated; a share of the whole
    /// (co-grantors convey it together, in equal parts); a share of what it holds, unknown when
    /// what it holds is.
    fn portion(&self, stated: Option<&Stated>, predecessors: &[(NodeIndex, MatcherTrace)], transfer: &Transfer, givers: usize) -> Taken {
        match stated {
            None => Taken::All,
            Some((fraction, InterestBasis::Whole)) => Taken::Part(fraction.split(givers)),
            Some((fraction, InterestBasis::GrantorInterest)) => match self.held(predecessors, transfer) {
                Some(held) => Taken::Part(fraction.times(&held)),
                None => Taken::Unknown,
            },
        }
    }

    /// What a grantor holds on a tract of what the instrument passes, in its current nodes of
    /// the first estate type it draws on that it holds; `None` when a share is unknown.
    fn held_of_record(&self, tract: &str, giver: &Owner<'a>, transfer: &Transfer) -> Option<Fraction> {
        for estate_type in transfer.draws_on {
            let nodes: Vec<NodeIndex> = self
                .store
                .on_tract(tract, *estate_type)
                .iter()
                .copied()
                .filter(|&n| self.store.is_current(n) && self.store.node_at(n).owner == giver.cluster_id)
                .collect();
            if !nodes.is_empty() {
                return nodes.iter().try_fold(Fraction::zero(), |sum, &n| self.amount(n, transfer).map(|a| sum.plus(&a)));
            }
        }
        Some(Fraction::zero())
    }

    /// What a node holds of the estate an instrument passes: its minerals for a mineral deed or
    /// a lease (a fee node's minerals, or a mineral node's share), its share of a like estate
    /// otherwise. A correction deed reads a node the corrected deed conveyed as it was acquired.
    fn amount(&self, node: NodeIndex, transfer: &Transfer) -> Option<Fraction> {
        let state = self.store.state_at(node);
        let estate_type = self.store.node_at(node).estate_type;
        let current = self.store.is_current(node);
        if transfer.creates == EstateType::Mineral || transfer.kind == EdgeKind::Lease {
            match (current, estate_type) {
                (true, _) => self.store.minerals_of(node),
                (false, EstateType::Fee) => state.acquired_minerals.clone(),
                (false, _) => state.acquired.clone(),
            }
        } else if estate_type == transfer.creates {
            if current { state.remaining.clone() } else { state.acquired.clone() }
        } else {
            Some(Fraction::zero())
        }
    }

    /// What a grantor holds in the nodes it draws on; `None` when any share is unknown or it
    /// draws on nothing (it holds nothing of record).
    fn held(&self, predecessors: &[(NodeIndex, MatcherTrace)], transfer: &Transfer) -> Option<Fraction> {
        if predecessors.is_empty() {
            return None;
        }
        predecessors.iter().try_fold(Fraction::zero(), |sum, (n, _)| self.amount(*n, transfer).map(|a| sum.plus(&a)))
    }

    /// For a fee conveyance: the minerals that go with the fee to the grantees, and what the
    /// grantor reserves of them (DOMAIN.md: a reservation leaves the grantor that fraction of
    /// the mineral estate and passes the rest with the surface).
    fn minerals_with_fee(
        &self,
        predecessors: &[(NodeIndex, MatcherTrace)],
        transfer: &Transfer,
        taken: &Taken,
        reservation: Option<&ReservationTerms>,
        givers: usize,
    ) -> (Option<Fraction>, Option<Fraction>) {
        if transfer.creates != EstateType::Fee {
            return (None, None);
        }
        let minerals_held = if predecessors.is_empty() {
            None
        } else {
            predecessors.iter().try_fold(Fraction::zero(), |sum, (n, _)| {
                let state = self.store.state_at(*n);
                let minerals = if self.store.is_current(*n) { state.minerals.clone() } else { state.acquired_minerals.clone() };
                minerals.map(|m| sum.plus(&m))
            })
        };
        let conveyed = match taken {
            Taken::All => minerals_held,
            Taken::Part(part) => match (minerals_held, self.held(predecessors, transfer)) {
                (Some(minerals), Some(fee)) => part.divided_by(&fee).map(|ratio| minerals.times(&ratio)),
                _ => None,
            },
            Taken::Unknown => None,
        };
        let Some(terms) = reservation else { return (conveyed, None) };
        let reserved = match (&terms.fraction, terms.basis) {
            (None, _) => conveyed.clone(),
            (Some(fraction), InterestBasis::Whole) => Some(fraction.split(givers)),
            (Some(fraction), InterestBasis::GrantorInterest) => conveyed.as_ref().map(|c| fraction.times(c)),
        };
        let passing = match (&conveyed, &reserved) {
            (Some(conveyed), Some(reserved)) => Some(conveyed.saturating_sub(reserved)),
            _ => None,
        };
        (passing, reserved)
    }

    /// Takes what a grantor conveys out of the nodes it draws on, in proportion to what each
    /// holds (a widow conveys from her own share and an inherited one alike); a mineral deed
    /// from an unsevered fee takes the minerals out of the fee node. More than was held is an
    /// overconveyance.
    fn consume(
        &mut self,
        document: &GraphDocument<'a>,
        tract: &str,
        giver: &Owner<'a>,
        predecessors: &[(NodeIndex, MatcherTrace)],
        transfer: &Transfer,
        taken: &Taken,
    ) {
        let nodes: Vec<NodeIndex> = predecessors
            .iter()
            .map(|(n, _)| *n)
            .filter(|&n| {
                let estate_type = self.store.node_at(n).estate_type;
                estate_type == transfer.creates || (transfer.creates == EstateType::Mineral && estate_type == EstateType::Fee)
            })
            .collect();
        if nodes.is_empty() {
            return;
        }
        let held: Vec<Option<Fraction>> = nodes.iter().map(|&n| self.amount(n, transfer)).collect();
        let total = held.iter().try_fold(Fraction::zero(), |sum, h| h.as_ref().map(|h| sum.plus(h)));
        let per_node: Vec<Taken> = match (taken, &total) {
            (Taken::Part(part), Some(total)) if part > total => {
                let detail = format!(
                    "{} conveys {part} of the {} estate by {} but held only {total}; the conveyance exceeds the interest of record. Check the fraction conveyed, or find the instrument that gave the grantor more.",
                    giver.name,
                    transfer.creates.as_str(),
                    document.document_id
                );
                self.gaps.record(document.document_id, GapKind::Overconveyance, Some(transfer.creates), Some(tract), detail);
                vec![Taken::All; nodes.len()]
            }
            (Taken::Part(part), Some(total)) => held
                .iter()
                .map(|h| {
                    let share = h.as_ref().and_then(|h| h.divided_by(total)).map_or_else(Fraction::zero, |ratio| part.times(&ratio));
                    Taken::Part(share)
                })
                .collect(),
            (Taken::Part(part), None) => vec![Taken::Part(part.split(nodes.len())); nodes.len()],
            (other, _) => vec![other.clone(); nodes.len()],
        };
        for (node, taken) in nodes.into_iter().zip(per_node) {
            let from_fee = transfer.creates == EstateType::Mineral && self.store.node_at(node).estate_type == EstateType::Fee;
            if from_fee {
                self.store.take_minerals(node, &taken);
            } else {
                self.store.take(node, &taken);
            }
        }
    }

    /// A mineral or royalty reservation in a deed leaves each grantor a new mineral node of
    /// what it reserved, linked from the node the matcher found for that grantor, with the same
    /// trace.
    fn reserve_minerals(&mut self, document: &GraphDocument<'a>, tract: &str, drawn: &[Drawn<'a>]) {
        let id = document.document_id;
        let date = document.resolved.governing_date.map(|d| d.iso());
        for reserving in drawn {
            let key =
                NodeKey { document_id: Some(id), estate_type: EstateType::Mineral, tract_id: tract, owner: reserving.giver.cluster_id };
            let node =
                self.store.node(&key, reserving.giver.name, date.clone(), NodeState::holding(reserving.reserved.clone(), None, None));
            for (predecessor, trace) in &reserving.predecessors {
                self.store.edge(*predecessor, node, id, EdgeKind::Reservation, trace);
            }
        }
        let reserved = drawn.iter().try_fold(Fraction::zero(), |sum, d| d.reserved.as_ref().map(|r| sum.plus(r)));
        let line = format!(
            "mineral reserved{}: {}",
            reserved.map(|r| format!(" ({r})")).unwrap_or_default(),
            drawn.iter().map(|d| d.giver.name).collect::<Vec<_>>().join(", ")
        );
        self.effect(id, line);
    }

    /// An overriding royalty reserved in an assignment gives the assignor a leasehold node.
    fn reserve_override(&mut self, document: &GraphDocument<'a>, tract: &str, drawn: &[Drawn<'a>]) {
        let Some(royalty) = document.resolved.conveyance.reservations.iter().find(|r| r.estate == Estate::Royalty) else {
            return;
        };
        let id = document.document_id;
        for Drawn { giver: assignor, predecessors, .. } in drawn.iter().filter(|d| !d.predecessors.is_empty()) {
            let lease = self.store.state_at(predecessors[0].0).lease_document.clone();
            let key = NodeKey { document_id: Some(id), estate_type: EstateType::Leasehold, tract_id: tract, owner: assignor.cluster_id };
            let share = royalty.fraction.as_deref().and_then(Fraction::parse);
            let date = document.resolved.governing_date.map(|d| d.iso());
            let mut state = NodeState::holding(share, None, lease);
            state.overriding_royalty = true;
            let node = self.store.node(&key, assignor.name, date, state);
            for (predecessor, trace) in predecessors {
                self.store.edge(*predecessor, node, id, EdgeKind::Reservation, trace);
            }
            self.effect(id, format!("overriding royalty reserved: {}", assignor.name));
        }
    }

    /// A release creates no node: it ends the lease it names, whose current leasehold nodes on
    /// the tract get status `released` (an overriding royalty carved out of the lease ends with
    /// it). The releasor is not a grantor-side party: a release by someone the package does not
    /// show holding the lease still names the lease, and is no break in any chain.
    fn release(&mut self, document: &GraphDocument<'a>, tract: &str, releasors: &[Owner<'a>]) {
        let id = document.document_id;
        let open = self.open_leases(tract);
        let named = self.named_leases(document, tract, &open, releasors);
        if let Ok(leases) = &named
            && !leases.is_empty()
            && leases.iter().all(|l| l.is_some())
            && !self.store.on_tract(tract, EstateType::Leasehold).iter().any(|&n| leases.contains(&self.store.state_at(n).lease_document))
            && leases.iter().flatten().all(|l| self.tracts_of.get(l.as_str()).is_some_and(|t| !t.iter().any(|t| t == tract)))
        {
            // The cited lease is of other land: a release ends the lease on the lease's land.
            self.effect(id, format!("tract {tract} is not land of the lease it cites; nothing released there"));
            return;
        }
        let released: Vec<NodeIndex> = match &named {
            Ok(leases) => self
                .store
                .on_tract(tract, EstateType::Leasehold)
                .iter()
                .copied()
                .filter(|&n| self.store.is_current(n) && leases.contains(&self.store.state_at(n).lease_document))
                .collect(),
            Err(_) => Vec::new(),
        };
        if released.is_empty() {
            let detail = match named {
                Err(why) => format!("release {id} {why}."),
                Ok(_) => format!(
                    "release {id} names a lease with no current leasehold on this tract in the package (present but already released or assigned away); check the release's description of the lease, or add the instruments that carried it."
                ),
            };
            self.gaps.record(id, GapKind::LeaseNotFound, Some(EstateType::Leasehold), Some(tract), detail);
            return;
        }
        for node in &released {
            self.store.set_status(*node, NodeStatus::Released);
        }
        let leases: Vec<&str> = named.iter().flatten().map(|l| l.as_deref().unwrap_or("(lease not in the package)")).collect();
        self.effect(id, format!("lease {} released by {}", leases.join(", "), names(releasors)));
    }

    /// The leases whose leasehold is current on a tract, in the order they were made (`None`
    /// for leasehold whose lease is not in the package).
    fn open_leases(&self, tract: &str) -> Vec<Option<String>> {
        let mut open: Vec<Option<String>> = Vec::new();
        for &node in self.store.on_tract(tract, EstateType::Leasehold) {
            let lease = &self.store.state_at(node).lease_document;
            if self.store.is_current(node) && !open.contains(lease) {
                open.push(lease.clone());
            }
        }
        open
    }

    /// The leases a release names (DOMAIN.md: by recording reference, date or parties): the
    /// leases it cites by recording; else, among the leases open on the tract, those narrowed by
    /// the lease date it recites, the lessors it names and the releasors holding them; else the
    /// only open lease. `Err` says why none could be told.
    fn named_leases(
        &self,
        document: &GraphDocument<'a>,
        tract: &str,
        open: &[Option<String>],
        releasors: &[Owner<'a>],
    ) -> Result<Vec<Option<String>>, String> {
        let cited = self.cited_leases(document.document_id);
        if !cited.is_empty() {
            return Ok(cited.iter().map(|l| Some(l.to_string())).collect());
        }
        if open.is_empty() {
            return Err("releases a lease with no current leasehold on this tract in the package; add the lease and its assignments, or check that it was not already released".to_string());
        }
        let recited: Vec<&str> = document
            .resolved
            .dates
            .dates
            .iter()
            .filter(|d| d.kind == crate::vocab::DateKind::Recital)
            .filter_map(|d| d.date.as_deref())
            .collect();
        let lessors: Vec<&str> = self.owners(document, &[Role::Lessor]).iter().map(|o| o.cluster_id).collect();
        let holders: Vec<&str> = releasors.iter().map(|o| o.cluster_id).collect();
        let facts = |lease: &Option<String>| lease.as_deref().and_then(|l| self.leases.get(l));
        // The lease's recited date, its lessors named, its holders releasing: each narrows
        // the open leases when it picks any of them.
        let names_lease = |criterion: usize, lease: &Option<String>| match criterion {
            0 => facts(lease).and_then(|f| f.date).is_some_and(|d| recited.contains(&d.iso().as_str())),
            1 => facts(lease).is_some_and(|f| f.lessors.iter().any(|l| lessors.contains(&l.as_str()))),
            _ => self.store.on_tract(tract, EstateType::Leasehold).iter().any(|&n| {
                self.store.is_current(n)
                    && &self.store.state_at(n).lease_document == lease
                    && holders.contains(&self.store.node_at(n).owner.as_str())
            }),
        };
        let mut candidates: Vec<Option<String>> = open.to_vec();
        let mut told = false;
        for criterion in 0..3 {
            let narrowed: Vec<Option<String>> = candidates.iter().filter(|l| names_lease(criterion, l)).cloned().collect();
            if !narrowed.is_empty() {
                candidates = narrowed;
                told = true;
            }
        }
        if told || candidates.len() == 1 {
            Ok(candidates)
        } else {
            let names: Vec<&str> = candidates.iter().map(|l| l.as_deref().unwrap_or("a lease not in the package")).collect();
            Err(format!(
                "names no lease that the package can tell apart from the others open on this tract ({}); read the release's description of the lease (date, recording, lessor)",
                names.join(", ")
            ))
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
        let (mut ratified, mut unratified) = (Vec::new(), Vec::new());
        for ratifier in ratifiers {
            let pool_empty = [EstateType::Mineral, EstateType::Fee].iter().all(|t| self.store.on_tract(tract, *t).is_empty());
            if pool_empty {
                let root = NodeKey { document_id: None, estate_type: EstateType::Mineral, tract_id: tract, owner: ratifier.cluster_id };
                self.store.node(&root, ratifier.name, None, NodeState::holding(Some(Fraction::whole().split(ratifiers.len())), None, None));
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
                ratified.push(*ratifier);
            } else {
                unratified.push(*ratifier);
            }
        }
        let joinders = self.joinders(tract, id, &unratified, &ratified);
        for (ratifier, joins) in unratified.into_iter().zip(joinders) {
            if joins {
                self.effect(id, format!("{} joins without an interest of record (joinder)", ratifier.name));
            } else {
                self.unlinked(document, tract, &ratifier, &[EstateType::Mineral, EstateType::Fee], &[]);
            }
        }
    }

    /// Every estate the decedent held passes to the heirs. An affidavit that describes no land
    /// acts on every tract where the decedent holds a current node.
    fn inherit(&mut self, document: &GraphDocument<'a>, tracts: &[String], decedents: &[Owner<'a>], heirs: &[Owner<'a>]) {
        let id = document.document_id;
        let date = document.resolved.governing_date;
        if decedents.is_empty() {
            // The decedent was not read: the heirs it names (or, none read, whoever conveys
            // next having acquired nothing) hold under it (unread_grantee_node).
            let land = if tracts.is_empty() { self.all_tracts.clone() } else { tracts.to_vec() };
            for tract in land {
                self.unread_grantees.push(UnreadGrantee {
                    document_id: id,
                    date,
                    tract,
                    creates: None,
                    kind: EdgeKind::Inheritance,
                    predecessors: Vec::new(),
                    lease: None,
                    named: heirs.iter().map(|h| h.cluster_id.to_string()).collect(),
                    family: None,
                    taken_by: None,
                    share: None,
                    minerals: None,
                });
            }
            self.effect(id, format!("decedent not read: heirs {} hold under it as they convey", names(heirs)));
            return;
        }
        for decedent in decedents {
            let decedent_tracts: Vec<String> =
                if tracts.is_empty() { self.store.tracts_held_by(decedent.cluster_id, &EstateType::ALL) } else { tracts.to_vec() };
            if decedent_tracts.is_empty() {
                // No land read and nothing held: nothing to place (the review list names the
                // unread land); not a defect the record shows.
                self.effect(id, format!("no land read and {} holds no estate in the package: not placed in any chain", decedent.name));
                continue;
            }
            for tract in &decedent_tracts {
                let pool_empty = EstateType::ALL.iter().all(|t| self.store.on_tract(tract, *t).is_empty());
                if pool_empty {
                    let root = NodeKey { document_id: None, estate_type: EstateType::Fee, tract_id: tract, owner: decedent.cluster_id };
                    let share = Fraction::whole().split(decedents.len());
                    self.store.node(&root, decedent.name, None, NodeState::holding(Some(share.clone()), Some(share), None));
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
                if inherited.is_empty()
                    && let Some(node) = self.unread_grantee_node(document, tract, decedent, &EstateType::ALL, None)
                    && let MatchDecision::Linked { trace, .. } =
                        self.decide(decedent, document, None, self.store.node_at(node).estate_type, &[node])
                {
                    inherited.push((node, trace));
                }
                if inherited.is_empty() {
                    self.unlinked(document, tract, decedent, &EstateType::ALL, &[]);
                    continue;
                }
                if heirs.is_empty() {
                    // The heirs were not read: those of the decedent's surname who convey next,
                    // having acquired nothing, hold under it (unread_grantee_node).
                    self.unread_grantees.push(UnreadGrantee {
                        document_id: id,
                        date,
                        tract: tract.clone(),
                        creates: None,
                        kind: EdgeKind::Inheritance,
                        predecessors: inherited.clone(),
                        lease: None,
                        named: Vec::new(),
                        family: self.surname_of(decedent.cluster_id).map(str::to_string),
                        taken_by: None,
                        share: None,
                        minerals: None,
                    });
                    continue;
                }
                // DOMAIN.md: heirs take the shares the instrument states; where it states none
                // (and there is more than one heir), their shares are unknown.
                let shares_known = heirs.len() == 1 || document.resolved.conveyance.equal_shares;
                for (node, trace) in inherited {
                    let estate_type = self.store.node_at(node).estate_type;
                    let state = self.store.state_at(node).clone();
                    for heir in heirs {
                        let key = NodeKey { document_id: Some(id), estate_type, tract_id: tract, owner: heir.cluster_id };
                        let share = state.remaining.as_ref().filter(|_| shares_known).map(|r| r.split(heirs.len()));
                        let minerals = state.minerals.as_ref().filter(|_| shares_known).map(|m| m.split(heirs.len()));
                        let mut inherited_state = NodeState::holding(share, minerals, state.lease_document.clone());
                        inherited_state.overriding_royalty = state.overriding_royalty;
                        let heir_node = self.store.node(&key, heir.name, date.map(|d| d.iso()), inherited_state);
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

/// Persons of one surname who took together as grantee-side parties of an instrument that is
/// not an heirship: the couples of the record, by cluster id.
fn spouses(documents: &[GraphDocument<'_>], clustering: &Clustering) -> HashMap<String, Vec<String>> {
    let mut spouses: HashMap<String, Vec<String>> = HashMap::new();
    for document in documents {
        let category = document.resolved.category();
        if matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate) || category.moves_no_estate() {
            continue;
        }
        let persons: Vec<(String, String)> = super::clusters_of(document, category.sides().1, clustering)
            .filter(|c| c.entity_type == EntityType::Person)
            .filter_map(|c| NameForms::of(&c.canonical_name).person.map(|n| (c.cluster_id.clone(), n.surname)))
            .collect();
        for (a, surname_a) in &persons {
            for (b, surname_b) in &persons {
                if a != b && surname_a == surname_b {
                    let partners = spouses.entry(a.clone()).or_default();
                    if !partners.contains(b) {
                        partners.push(b.clone());
                    }
                }
            }
        }
    }
    spouses
}

/// Who inherits from whom: every heir of an heirship instrument succeeds its decedents.
fn successions(documents: &[GraphDocument<'_>], clustering: &Clustering) -> HashMap<String, Vec<String>> {
    let mut successions: HashMap<String, Vec<String>> = HashMap::new();
    for document in documents.iter().filter(|d| matches!(d.resolved.category(), DocCategory::AffidavitOfHeirship | DocCategory::Probate)) {
        let decedents: Vec<String> = super::clusters_of(document, &[Role::Decedent], clustering).map(|c| c.cluster_id.clone()).collect();
        for heir in super::clusters_of(document, &[Role::Heir], clustering).map(|c| c.cluster_id.clone()) {
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

/// The minerals a deed's grantors reserve: all of them when any reservation states no
/// fraction, else the sum of the fractions stated (of the grantor's interest when the first
/// says so). `None` when the deed reserves no minerals or royalty.
fn reservation_terms(document: &GraphDocument<'_>) -> Option<ReservationTerms> {
    let reservations: Vec<&crate::api::documents::ResolvedReservation> =
        document.resolved.conveyance.reservations.iter().filter(|r| matches!(r.estate, Estate::Mineral | Estate::Royalty)).collect();
    let first = reservations.first()?;
    let fractions: Option<Vec<Fraction>> = reservations.iter().map(|r| r.fraction.as_deref().and_then(Fraction::parse)).collect();
    Some(ReservationTerms { fraction: fractions.map(|f| Fraction::sum(&f)), basis: first.fraction_of.unwrap_or(InterestBasis::Whole) })
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
