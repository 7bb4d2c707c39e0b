//! Who holds what fraction of each estate (DOMAIN.md, "Interests"; CONTRACT §7): read off the
//! estate graph's current nodes once the instruments are applied, and after each instrument
//! for the history. The arithmetic itself happens as the instruments are applied (effects.rs);
//! here the shares of one owner are added up, an unknown share or a sum other than the whole
//! makes the estate incomplete, and a sum above the whole that no break in the chain explains
//! is an overconveyance.

use super::GraphDocument;
use super::gaps::GapRecorder;
use super::graph::GraphStore;
use crate::api::estate_graph::GapKind;
use crate::api::ownership::{EstateOwnership, HistoryEntry, Holder, Ownership, OwnershipEstate, TractOwnership};
use crate::l1::interest::Fraction;
use crate::vocab::EstateType;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Decimal places of `decimal` and of net mineral acres (the division-order convention).
const PLACES: u32 = 8;

/// What one owner holds of one estate of one tract.
#[derive(Debug, Clone, PartialEq)]
struct Holding {
    owner: String,
    owner_name: String,
    interest: Option<Fraction>,
    since_document_id: Option<String>,
    since_date: Option<String>,
}

/// The holders of one estate of a tract now; `expired` are the leases past their primary term
/// with no release, whose holders keep the leasehold with unknown interests.
fn holdings(store: &GraphStore, tract: &str, estate: OwnershipEstate, expired: &[&str]) -> Vec<Holding> {
    let types: &[EstateType] = match estate {
        OwnershipEstate::Fee => &[EstateType::Fee],
        OwnershipEstate::Mineral => &[EstateType::Fee, EstateType::Mineral],
        OwnershipEstate::Leasehold | OwnershipEstate::OverridingRoyalty => &[EstateType::Leasehold],
    };
    let mut nodes: Vec<_> = types.iter().flat_map(|t| store.on_tract(tract, *t).iter().copied()).filter(|&n| store.is_current(n)).collect();
    nodes.sort();
    let mut by_owner: BTreeMap<&str, Holding> = BTreeMap::new();
    for node in nodes {
        let state = store.state_at(node);
        let held = match estate {
            OwnershipEstate::Fee => state.remaining.clone(),
            OwnershipEstate::Mineral => store.minerals_of(node),
            OwnershipEstate::Leasehold if state.overriding_royalty => continue,
            OwnershipEstate::Leasehold if state.lease_document.as_deref().is_some_and(|l| expired.contains(&l)) => None,
            OwnershipEstate::Leasehold => state.remaining.clone(),
            OwnershipEstate::OverridingRoyalty if !state.overriding_royalty => continue,
            OwnershipEstate::OverridingRoyalty => state.remaining.clone(),
        };
        if held.as_ref().is_some_and(Fraction::is_zero) {
            continue;
        }
        let graph_node = store.node_at(node);
        let holding = by_owner.entry(graph_node.owner.as_str()).or_insert_with(|| Holding {
            owner: graph_node.owner.clone(),
            owner_name: graph_node.owner_name.clone(),
            interest: Some(Fraction::zero()),
            since_document_id: None,
            since_date: None,
        });
        holding.interest = match (holding.interest.take(), held) {
            (Some(sum), Some(more)) => Some(sum.plus(&more)),
            _ => None,
        };
        // Nodes are in creation order, the order the instruments were applied.
        if graph_node.document_id.is_some() {
            holding.since_document_id = graph_node.document_id.clone();
            holding.since_date = graph_node.date.clone();
        }
    }
    let mut holders: Vec<Holding> = by_owner.into_values().collect();
    holders.sort_by(|a, b| (&a.owner_name, &a.owner).cmp(&(&b.owner_name, &b.owner)));
    holders
}

fn holder(holding: &Holding, estate: OwnershipEstate, gross_acres: Option<f64>) -> Holder {
    let net_mineral_acres = match (estate, &holding.interest, gross_acres) {
        (OwnershipEstate::Mineral, Some(interest), Some(acres)) => {
            let scale = 10f64.powi(PLACES as i32);
            Some((interest.to_f64() * acres * scale).round() / scale)
        }
        _ => None,
    };
    Holder {
        owner: holding.owner.clone(),
        owner_name: holding.owner_name.clone(),
        interest: holding.interest.as_ref().map(Fraction::to_string),
        decimal: holding.interest.as_ref().map(|i| i.decimal(PLACES)),
        net_mineral_acres,
        since_document_id: holding.since_document_id.clone(),
        since_date: holding.since_date.clone(),
    }
}

/// Why an estate's holdings are not complete, or `None` when they are known and sum to 1.
fn incompleteness(holdings: &[Holding]) -> Option<String> {
    let unknown: Vec<String> = holdings
        .iter()
        .filter(|h| h.interest.is_none())
        .map(|h| format!("{} (since {})", h.owner_name, h.since_document_id.as_deref().unwrap_or("a root outside the package")))
        .collect();
    if !unknown.is_empty() {
        return Some(format!("the record does not determine the interest of {}", unknown.join(", ")));
    }
    let sum = Fraction::sum(holdings.iter().filter_map(|h| h.interest.as_ref()));
    if sum.is_whole() {
        None
    } else if sum > Fraction::whole() {
        Some(format!(
            "the holdings of record sum to {sum}, more than the whole: an overconveyance or a chain broken by an unlinked grantor"
        ))
    } else {
        Some(format!("the holdings of record sum to {sum}, less than the whole: an interest the package does not place"))
    }
}

/// The holders after each instrument, for the estates it changed.
#[derive(Default)]
pub struct History {
    last: HashMap<(String, OwnershipEstate), Vec<Holding>>,
    entries: Vec<HistoryEntry>,
}

impl History {
    /// Records the holders of every estate of the tracts the instrument touched that changed.
    pub fn after(&mut self, document: &GraphDocument<'_>, store: &mut GraphStore) {
        let touched = store.take_touched();
        for tract in touched {
            for estate in OwnershipEstate::ALL {
                let now = holdings(store, &tract, estate, &[]);
                let key = (tract.clone(), estate);
                let before = self.last.get(&key);
                if before.is_none_or(|b| *b != now) && !(before.is_none() && now.is_empty()) {
                    self.entries.push(HistoryEntry {
                        document_id: document.document_id.to_string(),
                        date: document.resolved.governing_date.map(|d| d.iso()),
                        tract_id: tract.clone(),
                        estate_type: estate,
                        holders: now.iter().map(|h| holder(h, estate, None)).collect(),
                    });
                    self.last.insert(key, now);
                }
            }
        }
    }
}

/// The package's ownership at its end. A sum above the whole makes the estate incomplete and
/// says so; it is not a gap of its own: the grantor who conveyed more than it held is one
/// already (effects.rs), and a sum that no instrument overconveys comes from owners the package
/// cannot tell apart, which a gap would only repeat.
pub fn ownership(package_id: &str, ordered: &[GraphDocument<'_>], store: &GraphStore, gaps: &GapRecorder, history: History) -> Ownership {
    let mut phrases: BTreeMap<&str, (&str, Option<f64>)> = BTreeMap::new();
    for document in ordered {
        for tract in &document.resolved.tracts {
            let entry = phrases.entry(tract.tract_id.as_str()).or_insert((tract.tract_identity_phrase.as_str(), None));
            if entry.1.is_none() {
                entry.1 = tract.acres.filter(|a| a.is_finite() && *a > 0.0);
            }
        }
    }
    let tract_ids: BTreeSet<String> = store.indices().map(|n| store.node_at(n).tract_id.clone()).collect();
    let expired: Vec<String> = gaps.documents_of(GapKind::UnreleasedLease).into_iter().map(str::to_string).collect();
    let expired: Vec<&str> = expired.iter().map(String::as_str).collect();
    let mut incomplete_estates = 0;
    let mut tracts = Vec::new();
    for tract_id in &tract_ids {
        let (phrase, gross_acres) = phrases.get(tract_id.as_str()).copied().map_or((None, None), |(p, a)| (Some(p.to_string()), a));
        let mut estates = Vec::new();
        for estate in OwnershipEstate::ALL {
            let held = holdings(store, tract_id, estate, &expired);
            if held.is_empty() {
                continue;
            }
            let incomplete_detail = incompleteness(&held);
            if incomplete_detail.is_some() {
                incomplete_estates += 1;
            }
            estates.push(EstateOwnership {
                estate_type: estate,
                complete: incomplete_detail.is_none(),
                incomplete_detail,
                holders: held.iter().map(|h| holder(h, estate, gross_acres)).collect(),
            });
        }
        tracts.push(TractOwnership { tract_id: tract_id.clone(), tract_identity_phrase: phrase, gross_acres, estates });
    }
    Ownership { package_id: package_id.to_string(), incomplete_estates, tracts, history: history.entries }
}
