//! L2: clustering the parties of a package's documents into owners. Identity of a party across
//! documents comes only from here (interface.md, rule 2), so every party lands in exactly one
//! cluster. Parties cluster when their name keys are equal (same canonical name up to periods
//! and "and"/"&"); suffixes are part of the key, so JR and SR stay apart.

use crate::api::documents::CanonicalParty;
use crate::api::l2_parties::{Cluster, ClusterMember, L2Parties};
use crate::l1::names::name_key;
use crate::vocab::EntityType;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The parties of one document, as L2 reads them.
pub struct DocumentParties<'a> {
    pub document_id: &'a str,
    pub parties: &'a [CanonicalParty],
}

/// The clusters and, for L3, which cluster each (document_id, party_id) belongs to.
#[derive(Debug, Clone)]
pub struct Clustering {
    pub response: L2Parties,
    membership: HashMap<(String, String), usize>,
}

impl Clustering {
    /// The cluster of a party of a document.
    pub fn cluster_of(&self, document_id: &str, party_id: &str) -> Option<&Cluster> {
        self.membership
            .get(&(document_id.to_string(), party_id.to_string()))
            .and_then(|&index| self.response.clusters.get(index))
    }
}

pub fn cluster(package_id: &str, documents: &[DocumentParties<'_>]) -> Clustering {
    let mut by_key: BTreeMap<String, Vec<(&str, &CanonicalParty)>> = BTreeMap::new();
    for document in documents {
        for party in document.parties {
            by_key.entry(name_key(&party.canonical_name)).or_default().push((document.document_id, party));
        }
    }

    let mut clusters = Vec::with_capacity(by_key.len());
    let mut membership = HashMap::new();
    let mut used_ids = HashSet::new();
    for (key, mut members) in by_key {
        members.sort_by(|a, b| (a.0, party_number(&a.1.party_id)).cmp(&(b.0, party_number(&b.1.party_id))));
        let cluster_id = unique_id(&mut used_ids, &slug(&key));
        for (document_id, party) in &members {
            membership.insert((document_id.to_string(), party.party_id.clone()), clusters.len());
        }
        clusters.push(Cluster {
            cluster_id,
            canonical_name: most_common(members.iter().map(|(_, p)| p.canonical_name.clone())).unwrap_or_default(),
            entity_type: most_common(members.iter().map(|(_, p)| p.entity_type)).unwrap_or(EntityType::Unknown),
            members: members
                .iter()
                .map(|(document_id, party)| ClusterMember {
                    document_id: document_id.to_string(),
                    party_id: party.party_id.clone(),
                    name: party.mentions.first().cloned().unwrap_or_else(|| party.canonical_name.clone()),
                    role: party.role,
                })
                .collect(),
        });
    }
    Clustering { response: L2Parties { package_id: package_id.to_string(), clusters }, membership }
}

/// "p12" sorts after "p2".
fn party_number(party_id: &str) -> (usize, &str) {
    (party_id.trim_start_matches('p').parse().unwrap_or(usize::MAX), party_id)
}

/// The most frequent value; ties go to the smallest, so the choice never depends on order.
fn most_common<T: Ord + Clone>(values: impl Iterator<Item = T>) -> Option<T> {
    let mut counts: BTreeMap<T, usize> = BTreeMap::new();
    for value in values {
        *counts.entry(value).or_default() += 1;
    }
    let best = counts.values().copied().max()?;
    counts.into_iter().find(|(_, count)| *count == best).map(|(value, _)| value)
}

/// A readable cluster id from the name key: "JOHN A SMITH" → "cl-john-a-smith".
fn slug(key: &str) -> String {
    let mut slug = String::from("cl-");
    for c in key.chars() {
        match c {
            c if c.is_ascii_alphanumeric() => slug.push(c.to_ascii_lowercase()),
            '&' => slug.push_str("-and-"),
            _ => slug.push('-'),
        }
    }
    let mut collapsed = String::with_capacity(slug.len());
    for c in slug.chars() {
        if !(c == '-' && collapsed.ends_with('-')) {
            collapsed.push(c);
        }
    }
    collapsed.trim_end_matches('-').chars().take(100).collect()
}

/// `base`, or `base-2`, `base-3`… when a different name key already produced it.
fn unique_id(used: &mut HashSet<String>, base: &str) -> String {
    let mut candidate = base.to_string();
    let mut number = 1;
    while used.contains(&candidate) {
        number += 1;
        candidate = format!("{base}-{number}");
    }
    used.insert(candidate.clone());
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Role;

    fn party(id: &str, name: &str, role: Role) -> CanonicalParty {
        CanonicalParty {
            party_id: id.into(),
            canonical_name: name.into(),
            role,
            entity_type: EntityType::Person,
            capacity: None,
            mentions: vec![name.into()],
        }
    }

    #[test]
    fn identical_names_across_documents_are_one_owner() {
        let deed = [party("p1", "JOHN A. SMITH", Role::Grantor), party("p2", "ROBERT JONES", Role::Grantee)];
        let lease = [party("p1", "ROBERT JONES", Role::Lessor), party("p2", "JOHN A SMITH JR", Role::Lessee)];
        let clustering = cluster(
            "pkg",
            &[DocumentParties { document_id: "d1", parties: &deed }, DocumentParties { document_id: "d2", parties: &lease }],
        );
        let clusters = &clustering.response.clusters;
        assert_eq!(clusters.len(), 3);
        let jones = clustering.cluster_of("d1", "p2").map(|c| c.cluster_id.clone());
        assert_eq!(jones, clustering.cluster_of("d2", "p1").map(|c| c.cluster_id.clone()));
        assert_ne!(
            clustering.cluster_of("d1", "p1").map(|c| &c.cluster_id),
            clustering.cluster_of("d2", "p2").map(|c| &c.cluster_id),
            "JR is not the father"
        );
    }

    #[test]
    fn every_party_is_in_exactly_one_cluster() {
        let parties = [party("p1", "A. B. COOK", Role::Grantor), party("p2", "A B COOK", Role::Grantee)];
        let clustering = cluster("pkg", &[DocumentParties { document_id: "d1", parties: &parties }]);
        let members: usize = clustering.response.clusters.iter().map(|c| c.members.len()).sum();
        assert_eq!(members, 2);
    }

    #[test]
    fn cluster_ids_are_readable_and_unique() {
        assert_eq!(slug("SMITH & JONES OIL CO"), "cl-smith-and-jones-oil-co");
        let mut used = HashSet::new();
        assert_eq!(unique_id(&mut used, "cl-x"), "cl-x");
        assert_eq!(unique_id(&mut used, "cl-x"), "cl-x-2");
        assert_eq!(unique_id(&mut used, "cl-x-2"), "cl-x-2-2");
    }
}
