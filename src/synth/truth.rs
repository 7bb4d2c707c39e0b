//! The ground truth of a simulated package: what an examiner reads in each instrument, who each
//! party mention really is, and the estate graph that DOMAIN.md's graph rules give when every
//! grantor is linked by true identity rather than by name. The graph is computed here from the
//! instruments left in the record, so a removed instrument shows as the gap it causes.

use super::history::History;
use super::land::Tract;
use super::share::Share;
use super::wording::NamedParty;
use crate::api::estate_graph::{EdgeKind, GapKind, GraphSummary};
use crate::vocab::{DocCategory, EstateType, Role};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One line of truth.jsonl.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackageTruth {
    pub package_id: String,
    pub documents: Vec<DocumentTruth>,
    /// Every party mention of every document with its true person id.
    pub parties: Vec<PartyTruth>,
    pub links: Vec<LinkTruth>,
    pub gaps: Vec<GapTruth>,
    /// The estate graph's summary counts under CONTRACT §5's granularity rule.
    pub summary: GraphSummary,
    /// Documents taken out of the record (their ids are not in the package).
    pub removed: Vec<String>,
    /// Who truly holds what at the end, alike on every tract of the package. When an
    /// instrument was removed the record cannot show it, so eval scores ownership only on
    /// packages whose record is whole.
    #[serde(default)]
    pub ownership: Vec<HoldingTruth>,
    /// Each tract's gross acres (in the order of the first document's `tracts`): the first
    /// acreage an instrument of the record states for it, null when none states one (DOMAIN.md:
    /// aliquot parts are not turned into acres). A mineral holder's net mineral acres are its
    /// interest times these, and null where these are.
    #[serde(default)]
    pub gross_acres: Vec<Option<f64>>,
}

/// One owner's true share of one estate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HoldingTruth {
    pub estate_type: EstateType,
    /// The owner, as `parties[].person` names it.
    pub person: String,
    /// The fullest name any instrument gives the owner.
    pub owner_name: String,
    /// An exact fraction ("3/8", "1" for the whole); null when the record cannot determine it.
    pub interest: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocumentTruth {
    pub document_id: String,
    pub doc_category: DocCategory,
    pub conveys_fee: Option<bool>,
    /// Canonical names of the grantor side (grantor, lessor, assignor, decedent, mortgagor).
    pub grantors: Vec<String>,
    /// Canonical names of the grantee side (grantee, lessee, assignee, heir, mortgagee).
    pub grantees: Vec<String>,
    pub governing_date: String,
    /// The tracts as this instrument states them (acres only where its text writes them).
    pub tracts: Vec<Tract>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartyTruth {
    pub document_id: String,
    pub name: String,
    pub role: Role,
    pub person: String,
}

/// An estate-graph edge: the document that created the predecessor node (null for a root)
/// to the document that created the successor node (never a root, which succeeds nothing).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LinkTruth {
    pub from_document: Option<String>,
    pub to_document: String,
    pub estate_type: EstateType,
    /// Index of the tract in the package's land (the order of `documents[].tracts` of the root).
    pub tract: usize,
    pub kind: EdgeKind,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GapTruth {
    pub document_id: String,
    pub kind: GapKind,
    pub estate_type: Option<EstateType>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Current,
    Conveyed,
    Released,
}

#[derive(Debug, Clone)]
struct Node {
    owner: usize,
    estate: EstateType,
    tract: usize,
    /// Index of the creating instrument; `None` for a root.
    instrument: Option<usize>,
    remaining: Option<Share>,
    status: Status,
    lease: Option<usize>,
}

struct Transfer {
    draws_on: &'static [EstateType],
    creates: EstateType,
    kind: EdgeKind,
    consumes: bool,
}

#[derive(Default)]
struct Graph {
    nodes: Vec<Node>,
    edges: Vec<(usize, usize, EdgeKind)>,
    gaps: Vec<(usize, GapKind, Option<EstateType>)>,
}

impl Graph {
    fn node(&mut self, owner: usize, estate: EstateType, tract: usize, instrument: Option<usize>, lease: Option<usize>) -> usize {
        if let Some(found) =
            self.nodes.iter().position(|n| n.owner == owner && n.estate == estate && n.tract == tract && n.instrument == instrument)
        {
            return found;
        }
        self.nodes.push(Node { owner, estate, tract, instrument, remaining: Some(Share::ZERO), status: Status::Current, lease });
        self.nodes.len() - 1
    }

    fn root(&mut self, owner: usize, estate: EstateType, tract: usize, lease: Option<usize>) -> usize {
        let node = self.node(owner, estate, tract, None, lease);
        self.nodes[node].remaining = None;
        node
    }

    fn add_share(&mut self, node: usize, share: Option<Share>) {
        let state = &mut self.nodes[node];
        state.remaining = match (state.remaining, share) {
            (Some(held), Some(more)) => Some(held.plus(more)),
            _ => None,
        };
    }

    fn edge(&mut self, from: usize, to: usize, kind: EdgeKind) {
        if !self.edges.iter().any(|(f, t, _)| *f == from && *t == to) {
            self.edges.push((from, to, kind));
        }
    }

    fn on_tract(&self, tract: usize, estate: EstateType) -> impl Iterator<Item = usize> + '_ {
        self.nodes.iter().enumerate().filter(move |(_, n)| n.tract == tract && n.estate == estate).map(|(i, _)| i)
    }

    fn current_of(&self, owner: usize, tract: usize, estate: EstateType) -> Vec<usize> {
        self.on_tract(tract, estate).filter(|&n| self.nodes[n].owner == owner && self.nodes[n].status == Status::Current).collect()
    }

    /// Takes a share; a node whose share is used up, or that passes whole, is conveyed.
    fn take(&mut self, node: usize, share: Option<Share>) {
        let state = &mut self.nodes[node];
        match (state.remaining, share) {
            (_, None) => state.status = Status::Conveyed,
            (None, Some(_)) => {}
            (Some(held), Some(taken)) => {
                let left = held.minus(taken);
                state.remaining = Some(left);
                if left.is_zero() {
                    state.status = Status::Conveyed;
                }
            }
        }
    }
}

fn distinct(parties: Vec<usize>) -> Vec<usize> {
    let mut seen = Vec::new();
    for party in parties {
        if !seen.contains(&party) {
            seen.push(party);
        }
    }
    seen
}

/// Applies DOMAIN.md's graph rules to the instruments of the record, in date order.
fn build_graph(history: &History, kept: &[usize]) -> Graph {
    let mut graph = Graph::default();
    for &index in kept {
        let instrument = &history.instruments[index];
        let category = instrument.category;
        if category.moves_no_estate() {
            continue;
        }
        let (giver_roles, taker_roles) = category.sides();
        let givers = distinct(history.parties_with(instrument, giver_roles));
        let takers = distinct(history.parties_with(instrument, taker_roles));
        let cited_lease =
            instrument.acts_on.filter(|lease| kept.contains(lease) && history.instruments[*lease].category == DocCategory::OilGasLease);
        for &tract in &instrument.tracts {
            match category {
                DocCategory::MineralDeed | DocCategory::RoyaltyDeed => {
                    let spec = Transfer {
                        draws_on: &[EstateType::Mineral, EstateType::Fee],
                        creates: EstateType::Mineral,
                        kind: EdgeKind::Conveyance,
                        consumes: true,
                    };
                    transfer(&mut graph, index, tract, &givers, &takers, instrument.interest, &spec, None, None);
                }
                DocCategory::OilGasLease => {
                    let spec = Transfer {
                        draws_on: &[EstateType::Mineral, EstateType::Fee],
                        creates: EstateType::Leasehold,
                        kind: EdgeKind::Lease,
                        consumes: false,
                    };
                    transfer(&mut graph, index, tract, &givers, &takers, None, &spec, None, Some(index));
                }
                DocCategory::LeaseAssignment => {
                    let spec = Transfer {
                        draws_on: &[EstateType::Leasehold],
                        creates: EstateType::Leasehold,
                        kind: EdgeKind::Assignment,
                        consumes: true,
                    };
                    transfer(&mut graph, index, tract, &givers, &takers, None, &spec, cited_lease, None);
                }
                DocCategory::LeaseRelease => release(&mut graph, index, tract, cited_lease),
                DocCategory::AffidavitOfHeirship | DocCategory::Probate => inherit(&mut graph, index, tract, &givers, &takers),
                _ => {
                    let spec =
                        Transfer { draws_on: &[EstateType::Fee], creates: EstateType::Fee, kind: EdgeKind::Conveyance, consumes: true };
                    let drawn = transfer(&mut graph, index, tract, &givers, &takers, None, &spec, None, None);
                    if let Some(reserved) = instrument.reservation {
                        for (grantor, predecessors) in &drawn {
                            // "All of the minerals" leaves each grantor what its own fee carried
                            // (unknown where its fee share is); a stated fraction is split equally.
                            let share = if reserved == Share::WHOLE {
                                predecessors
                                    .iter()
                                    .try_fold(Share::ZERO, |sum, &n| graph.nodes[n].remaining.map(|r| sum.plus(r)))
                                    .filter(|sum| !sum.is_zero())
                            } else {
                                Some(reserved.divided_by(drawn.len()))
                            };
                            let node = graph.node(*grantor, EstateType::Mineral, tract, Some(index), None);
                            graph.add_share(node, share);
                            for &predecessor in predecessors {
                                graph.edge(predecessor, node, EdgeKind::Reservation);
                            }
                        }
                    }
                }
            }
        }
    }
    unreleased_leases(history, kept, &mut graph);
    graph
}

/// Links each giver to the nodes it draws on and creates the takers' nodes; returns, per
/// giver, the nodes it drew on.
#[allow(clippy::too_many_arguments)]
fn transfer(
    graph: &mut Graph,
    index: usize,
    tract: usize,
    givers: &[usize],
    takers: &[usize],
    interest: Option<Share>,
    spec: &Transfer,
    lease_filter: Option<usize>,
    lease_of_new_nodes: Option<usize>,
) -> Vec<(usize, Vec<usize>)> {
    let pool_empty = spec.draws_on.iter().all(|&estate| graph.on_tract(tract, estate).next().is_none());
    let mut drawn = Vec::new();
    for &giver in givers {
        if pool_empty {
            graph.root(giver, spec.draws_on[0], tract, lease_filter);
        }
        let mut predecessors = Vec::new();
        for &estate in spec.draws_on {
            let candidates: Vec<usize> = graph
                .current_of(giver, tract, estate)
                .into_iter()
                .filter(|&n| lease_filter.is_none() || graph.nodes[n].lease == lease_filter)
                .collect();
            if !candidates.is_empty() {
                predecessors = candidates;
                break;
            }
        }
        if predecessors.is_empty() {
            graph.gaps.push((index, GapKind::UnlinkedGrantor, Some(spec.draws_on[0])));
        }
        let consumed: Vec<usize> =
            predecessors.iter().copied().filter(|&n| spec.consumes && graph.nodes[n].estate == spec.creates).collect();
        let per_node = interest.map(|i| i.divided_by(givers.len()).divided_by(consumed.len().max(1)));
        for &node in &consumed {
            graph.take(node, per_node);
        }
        let share = match interest {
            Some(stated) => Some(stated.divided_by(givers.len())),
            None if spec.kind == EdgeKind::Lease => None,
            None => predecessors
                .iter()
                .filter(|&&n| graph.nodes[n].estate == spec.creates)
                .try_fold(Share::ZERO, |sum, &n| graph.nodes[n].remaining.map(|r| sum.plus(r)))
                .filter(|sum| !sum.is_zero()),
        }
        .map(|s| s.divided_by(takers.len()));
        for &taker in takers {
            let lease = lease_of_new_nodes.or_else(|| predecessors.first().and_then(|&n| graph.nodes[n].lease));
            let node = graph.node(taker, spec.creates, tract, Some(index), lease);
            graph.add_share(node, share);
            for &predecessor in &predecessors {
                graph.edge(predecessor, node, spec.kind);
            }
        }
        drawn.push((giver, predecessors));
    }
    drawn
}

/// A release ends the lease it names: every current leasehold node of that lease on the tract.
/// The releasor is not a grantor-side party, so it leaves no gap (DOMAIN.md).
fn release(graph: &mut Graph, index: usize, tract: usize, cited_lease: Option<usize>) {
    let leasehold: Vec<usize> = graph
        .on_tract(tract, EstateType::Leasehold)
        .filter(|&n| graph.nodes[n].status == Status::Current)
        .filter(|&n| cited_lease.is_none() || graph.nodes[n].lease == cited_lease)
        .collect();
    if leasehold.is_empty() {
        graph.gaps.push((index, GapKind::LeaseNotFound, Some(EstateType::Leasehold)));
    }
    for node in leasehold {
        graph.nodes[node].status = Status::Released;
    }
}

fn inherit(graph: &mut Graph, index: usize, tract: usize, decedents: &[usize], heirs: &[usize]) {
    for &decedent in decedents {
        if EstateType::ALL.iter().all(|&estate| graph.on_tract(tract, estate).next().is_none()) {
            graph.root(decedent, EstateType::Fee, tract, None);
        }
        let inherited: Vec<usize> = EstateType::ALL.iter().flat_map(|&estate| graph.current_of(decedent, tract, estate)).collect();
        if inherited.is_empty() {
            graph.gaps.push((index, GapKind::UnlinkedGrantor, Some(EstateType::Fee)));
            continue;
        }
        for node in inherited {
            let (estate, remaining, lease) = (graph.nodes[node].estate, graph.nodes[node].remaining, graph.nodes[node].lease);
            for &heir in heirs {
                let heir_node = graph.node(heir, estate, tract, Some(index), lease);
                graph.add_share(heir_node, remaining.map(|r| r.divided_by(heirs.len())));
                graph.edge(node, heir_node, EdgeKind::Inheritance);
            }
            if !heirs.is_empty() {
                graph.nodes[node].status = Status::Conveyed;
            }
        }
    }
}

/// A lease whose primary term ended before the package's latest governing date, with a
/// leasehold on a tract that no release released.
fn unreleased_leases(history: &History, kept: &[usize], graph: &mut Graph) {
    let Some(latest) = kept.iter().map(|&i| history.instruments[i].date).max() else { return };
    for &index in kept {
        let lease = &history.instruments[index];
        let (DocCategory::OilGasLease, Some(years)) = (lease.category, lease.primary_term) else { continue };
        if lease.date.plus_years(years) >= latest {
            continue;
        }
        for &tract in &lease.tracts {
            let outstanding = graph
                .on_tract(tract, EstateType::Leasehold)
                .any(|n| graph.nodes[n].lease == Some(index) && graph.nodes[n].status == Status::Current);
            if outstanding {
                graph.gaps.push((index, GapKind::UnreleasedLease, Some(EstateType::Leasehold)));
            }
        }
    }
}

/// The truth of a package from its history, the names each rendered instrument used and the
/// tracts as it stated them; `names[i]` and `stated[i]` belong to instrument `i`.
pub fn package_truth(
    package_id: &str,
    history: &History,
    names: &[Vec<NamedParty>],
    stated: &[Vec<Tract>],
    document_id: impl Fn(usize) -> String,
) -> PackageTruth {
    let kept: Vec<usize> = (0..history.instruments.len()).filter(|&i| !history.removed.contains(&history.instruments[i].number)).collect();
    let graph = build_graph(history, &kept);
    let mut documents = Vec::new();
    let mut parties = Vec::new();
    for &index in &kept {
        let instrument = &history.instruments[index];
        let id = document_id(index);
        let named = names.get(index).map(Vec::as_slice).unwrap_or_default();
        let side = |grantor_side: bool| -> Vec<String> {
            named
                .iter()
                .filter(|n| if grantor_side { n.role.is_grantor_side() } else { n.role.is_grantee_side() })
                .map(|n| n.canonical.clone())
                .collect()
        };
        documents.push(DocumentTruth {
            document_id: id.clone(),
            doc_category: instrument.category,
            conveys_fee: instrument.category.conveys_fee(),
            grantors: side(true),
            grantees: side(false),
            governing_date: instrument.date.iso(),
            tracts: stated.get(index).cloned().unwrap_or_default(),
        });
        parties.extend(named.iter().map(|n| PartyTruth {
            document_id: id.clone(),
            name: n.canonical.clone(),
            role: n.role,
            person: format!("P{}", n.party + 1),
        }));
    }
    let node_document = |node: usize| graph.nodes[node].instrument.map(&document_id);
    let links: Vec<LinkTruth> = graph
        .edges
        .iter()
        .filter_map(|&(from, to, kind)| {
            Some(LinkTruth {
                from_document: node_document(from),
                to_document: node_document(to)?,
                estate_type: graph.nodes[to].estate,
                tract: graph.nodes[to].tract,
                kind,
            })
        })
        .collect();
    let gaps: Vec<GapTruth> =
        graph.gaps.iter().map(|&(i, kind, estate_type)| GapTruth { document_id: document_id(i), kind, estate_type }).collect();
    let tracts: BTreeSet<usize> = kept.iter().flat_map(|&i| history.instruments[i].tracts.iter().copied()).collect();
    let typed: Vec<(EstateType, usize)> = graph.nodes.iter().map(|n| (n.estate, n.tract)).collect();
    let summary = GraphSummary::count(&typed, links.len(), gaps.len(), tracts.len(), kept.len() as u64);
    let removed = history
        .instruments
        .iter()
        .enumerate()
        .filter(|(_, i)| history.removed.contains(&i.number))
        .map(|(index, _)| document_id(index))
        .collect();
    // The fullest name any instrument gives the owner, as a runsheet names it.
    let name_of = |party: usize| {
        kept.iter()
            .filter_map(|&i| names.get(i).and_then(|named| named.iter().find(|n| n.party == party)))
            .map(|n| n.canonical.clone())
            .max_by_key(|name| (name.len(), name.clone()))
    };
    let ownership = history
        .holdings
        .iter()
        .filter_map(|h| {
            Some(HoldingTruth {
                estate_type: h.estate,
                person: format!("P{}", h.party + 1),
                owner_name: name_of(h.party)?,
                interest: h.share.map(|s| if s.denominator() == 1 { s.numerator().to_string() } else { s.to_string() }),
            })
        })
        .collect();
    let gross_acres = kept
        .first()
        .map(|&first| {
            history.instruments[first]
                .tracts
                .iter()
                .map(|&tract| {
                    kept.iter().find_map(|&i| {
                        let position = history.instruments[i].tracts.iter().position(|&t| t == tract)?;
                        stated.get(i)?.get(position)?.acres
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    PackageTruth { package_id: package_id.to_string(), documents, parties, links, gaps, summary, removed, ownership, gross_acres }
}
