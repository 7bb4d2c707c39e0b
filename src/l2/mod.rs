//! L2: clustering the parties of a package's documents into owners. Identity of a party across
//! documents comes only from here (interface.md, rule 2), so every party lands in exactly one
//! cluster.
//!
//! Parties with the same name key (canonical name up to periods and "and"/"&") form a group.
//! Groups then merge into owners: persons of one surname whose given names, initials and
//! abbreviations agree and whose suffixes and middle initials do not differ; organisations whose
//! names agree once designators are set aside. A group joins the owner it agrees with most
//! strongly, and stays alone when two owners agree with it equally: ambiguity never merges. Two
//! differently named parties of one document are never one owner.

pub mod nicknames;
pub mod person;

use crate::api::documents::CanonicalParty;
use crate::api::l2_parties::{Cluster, ClusterMember, L2Parties};
use crate::l1::names::{canonical_name, name_key};
use crate::vocab::EntityType;
use person::PersonName;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

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
    /// The clustering of a response kept from an earlier run: membership is exactly the
    /// response's members, so L2 need not run again when only the matcher changes.
    pub fn from_response(response: L2Parties) -> Clustering {
        let mut membership = HashMap::new();
        for (index, cluster) in response.clusters.iter().enumerate() {
            for member in &cluster.members {
                membership.insert((member.document_id.clone(), member.party_id.clone()), index);
            }
        }
        Clustering { response, membership }
    }

    /// The cluster of a party of a document.
    pub fn cluster_of(&self, document_id: &str, party_id: &str) -> Option<&Cluster> {
        self.membership.get(&(document_id.to_string(), party_id.to_string())).and_then(|&index| self.response.clusters.get(index))
    }
}

/// Parties written with one name key.
struct NameGroup<'a> {
    key: String,
    members: Vec<(&'a str, &'a CanonicalParty)>,
    person: Option<PersonName>,
    entity_type: EntityType,
    documents: BTreeSet<&'a str>,
}

/// How groups are blocked so that only plausible pairs are compared.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Block {
    Surname(String),
    Organisation(String),
    Alone(String),
}

const DESIGNATORS: [&str; 9] = ["INC", "LLC", "LP", "CO", "CORP", "LTD", "NA", "LLP", "PC"];

/// Words that make a name an institution's, whatever L0 called the party.
const INSTITUTION_WORDS: [&str; 16] = [
    "TRUST",
    "ESTATE",
    "BANK",
    "FOUNDATION",
    "PARTNERS",
    "PARTNERSHIP",
    "FAMILY",
    "ASSOCIATION",
    "CHURCH",
    "UNIVERSITY",
    "STATE",
    "UNITED",
    "COUNTY",
    "CITY",
    "OF",
    "&",
];

/// A trustee, executor or party L0 could not type is still compared as a person when the name
/// is a person's name: capacity is not part of identity (DOMAIN.md, Parties).
fn reads_as_person(key: &str, entity_type: EntityType) -> bool {
    match entity_type {
        EntityType::Person => true,
        EntityType::Trust | EntityType::Estate | EntityType::Unknown => {
            let words: Vec<&str> = key.split_whitespace().collect();
            (2..=5).contains(&words.len()) && !words.iter().any(|w| DESIGNATORS.contains(w) || INSTITUTION_WORDS.contains(w))
        }
        EntityType::Organization | EntityType::Government => false,
    }
}

pub fn cluster(package_id: &str, documents: &[DocumentParties<'_>]) -> Clustering {
    let mut by_key: BTreeMap<String, Vec<(&str, &CanonicalParty)>> = BTreeMap::new();
    for document in documents {
        for party in document.parties {
            by_key.entry(name_key(&party.canonical_name)).or_default().push((document.document_id, party));
        }
    }
    let groups: Vec<NameGroup<'_>> = by_key
        .into_iter()
        .map(|(key, members)| {
            let entity_type = most_common(members.iter().map(|(_, p)| p.entity_type)).unwrap_or(EntityType::Unknown);
            let person = reads_as_person(&key, entity_type).then(|| PersonName::parse(&key)).flatten();
            let documents = members.iter().map(|(d, _)| *d).collect();
            NameGroup { key, members, person, entity_type, documents }
        })
        .collect();

    let mut blocks: BTreeMap<Block, Vec<usize>> = BTreeMap::new();
    for (index, group) in groups.iter().enumerate() {
        blocks.entry(block_of(group)).or_default().push(index);
    }
    let mut owners: Vec<Vec<usize>> = Vec::new();
    for (block, mut members) in blocks {
        // The fullest names first, so that initials find the full name they abbreviate.
        members.sort_by(|&a, &b| {
            let size = |g: &NameGroup<'_>| (g.person.as_ref().map_or(0, |p| p.given.len()), g.members.len(), g.key.len());
            size(&groups[b]).cmp(&size(&groups[a])).then_with(|| groups[a].key.cmp(&groups[b].key))
        });
        let mut block_owners: Vec<Vec<usize>> = Vec::new();
        for index in members {
            let strengths: Vec<(usize, usize)> = block_owners
                .iter()
                .enumerate()
                .filter_map(|(owner, grouped)| agreement(&block, &groups, index, grouped).map(|s| (owner, s)))
                .collect();
            let best = strengths.iter().map(|(_, s)| *s).max();
            let winners: Vec<usize> = strengths.iter().filter(|(_, s)| Some(*s) == best).map(|(o, _)| *o).collect();
            match winners.as_slice() {
                [owner] => block_owners[*owner].push(index),
                _ => block_owners.push(vec![index]),
            }
        }
        owners.extend(block_owners);
    }

    let owners = join_aliases(&groups, owners);

    let mut clusters: Vec<Cluster> = Vec::with_capacity(owners.len());
    let mut used_ids = HashSet::new();
    let mut built: Vec<(Cluster, Vec<(String, String)>)> = owners
        .iter()
        .map(|grouped| {
            let mut members: Vec<(&str, &CanonicalParty)> = grouped.iter().flat_map(|&g| groups[g].members.iter().copied()).collect();
            members.sort_by(|a, b| (a.0, party_number(&a.1.party_id)).cmp(&(b.0, party_number(&b.1.party_id))));
            let canonical_name = representative_name(&members);
            let keys = members.iter().map(|(d, p)| (d.to_string(), p.party_id.clone())).collect();
            let cluster = Cluster {
                cluster_id: String::new(),
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
                canonical_name,
            };
            (cluster, keys)
        })
        .collect();
    built.sort_by(|a, b| name_key(&a.0.canonical_name).cmp(&name_key(&b.0.canonical_name)).then_with(|| a.1.cmp(&b.1)));
    let mut membership = HashMap::new();
    for (mut cluster, keys) in built {
        cluster.cluster_id = unique_id(&mut used_ids, &slug(&name_key(&cluster.canonical_name)));
        for key in keys {
            membership.insert(key, clusters.len());
        }
        clusters.push(cluster);
    }
    Clustering { response: L2Parties { package_id: package_id.to_string(), clusters }, membership }
}

/// Joins the owners that an alias written in an instrument ties together ("MARY SMITH JONES,
/// formerly MARY SMITH"): strong evidence, so it crosses surname blocks, but only to one owner
/// whose every name fits the alias, and never across JR/SR or conflicting given names.
fn join_aliases(groups: &[NameGroup<'_>], owners: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    let mut owner_of = vec![0; groups.len()];
    for (owner, grouped) in owners.iter().enumerate() {
        for &group in grouped {
            owner_of[group] = owner;
        }
    }
    let mut joined: Vec<usize> = (0..owners.len()).collect();
    for (index, group) in groups.iter().enumerate() {
        let Some(person) = &group.person else { continue };
        for alias in aliases(group) {
            let Some(alias_person) = PersonName::parse(&alias).filter(|a| person.alias_fits(a)) else { continue };
            let Some(target) = alias_owner(groups, &owners, &alias, &alias_person) else { continue };
            let (from, to) = (root(&joined, owner_of[index]), root(&joined, target));
            let documents = |owner: usize| -> BTreeSet<&str> {
                (0..owners.len())
                    .filter(|&o| root(&joined, o) == owner)
                    .flat_map(|o| owners[o].iter().flat_map(|&g| groups[g].documents.iter().copied()))
                    .collect()
            };
            if from != to && documents(from).is_disjoint(&documents(to)) {
                joined[from.max(to)] = from.min(to);
            }
        }
    }
    let mut merged: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (owner, grouped) in owners.into_iter().enumerate() {
        merged.entry(root(&joined, owner)).or_default().extend(grouped);
    }
    merged.into_values().collect()
}

fn root(joined: &[usize], mut owner: usize) -> usize {
    while joined[owner] != owner {
        owner = joined[owner];
    }
    owner
}

/// The name keys of the other names written on a group's parties.
fn aliases(group: &NameGroup<'_>) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for (_, party) in &group.members {
        for mention in &party.mentions {
            let key = name_key(&canonical_name(mention, party.entity_type));
            if !key.is_empty() && key != group.key && !found.contains(&key) {
                found.push(key);
            }
        }
    }
    found
}

/// The one owner an alias names: the owner of a group written exactly so, else the owner whose
/// names all fit the alias most strongly; none when two fit equally.
fn alias_owner(groups: &[NameGroup<'_>], owners: &[Vec<usize>], alias: &str, alias_person: &PersonName) -> Option<usize> {
    if let Some(exact) = owners.iter().position(|grouped| grouped.iter().any(|&g| groups[g].key == alias)) {
        return Some(exact);
    }
    let fits: Vec<(usize, usize)> = owners
        .iter()
        .enumerate()
        .filter_map(|(owner, grouped)| {
            let strengths: Option<Vec<usize>> =
                grouped.iter().map(|&g| groups[g].person.as_ref().and_then(|p| p.agreement(alias_person))).collect();
            strengths.and_then(|s| s.into_iter().max()).map(|best| (owner, best))
        })
        .collect();
    let best = fits.iter().map(|(_, s)| *s).max()?;
    match fits.iter().filter(|(_, s)| *s == best).collect::<Vec<_>>().as_slice() {
        [(owner, _)] => Some(*owner),
        _ => None,
    }
}

fn block_of(group: &NameGroup<'_>) -> Block {
    match (&group.person, group.entity_type) {
        (Some(person), _) => Block::Surname(person.surname.clone()),
        (None, EntityType::Organization | EntityType::Trust | EntityType::Government) => Block::Organisation(organisation_key(&group.key)),
        _ => Block::Alone(group.key.clone()),
    }
}

/// An organisation's name without its designators: "XTO ENERGY INC" and "XTO ENERGY" agree.
fn organisation_key(key: &str) -> String {
    key.split_whitespace().filter(|w| !DESIGNATORS.contains(w)).skip_while(|w| *w == "THE").collect::<Vec<_>>().join(" ")
}

/// How strongly a group agrees with an owner: its best agreement with any of the owner's
/// groups; `None` on any contradiction, or when the owner already has a differently named party
/// in one of the group's documents. The best, not the sum: an owner written many ways is not
/// more likely to be this person than another owner whose name fits as well ("OPAL UNDERHILL"
/// between "OPAL T. UNDERHILL", "O. T. UNDERHILL" and "OPAL J. UNDERHILL" stays ambiguous).
fn agreement(block: &Block, groups: &[NameGroup<'_>], index: usize, owner: &[usize]) -> Option<usize> {
    let group = &groups[index];
    let mut best = 0;
    for &other in owner {
        let other = &groups[other];
        if group.documents.intersection(&other.documents).next().is_some() {
            return None;
        }
        best = best.max(match (block, &group.person, &other.person) {
            (Block::Surname(_), Some(a), Some(b)) => a.agreement(b)?,
            (Block::Organisation(_), _, _) => 1,
            _ => return None,
        });
    }
    Some(best)
}

/// The name an examiner would write for the owner: the most used, then the fullest (more
/// words, given names written out rather than abbreviated, longer), then the first in order.
fn representative_name(members: &[(&str, &CanonicalParty)]) -> String {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for (_, party) in members {
        *counts.entry(party.canonical_name.as_str()).or_default() += 1;
    }
    let fullness = |name: &str| {
        let words: Vec<String> = name.split_whitespace().map(|w| w.replace('.', "")).collect();
        let written_out = words.iter().filter(|w| w.len() > 1 && nicknames::is_full_form(w)).count();
        (words.len(), written_out, name.len())
    };
    counts
        .into_iter()
        .max_by(|(a, count_a), (b, count_b)| count_a.cmp(count_b).then_with(|| fullness(a).cmp(&fullness(b))).then_with(|| b.cmp(a)))
        .map(|(name, _)| name.to_string())
        .unwrap_or_default()
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
    fn a_clustering_rebuilt_from_its_response_places_every_party_in_the_same_cluster() {
        let deed = [party("p1", "MARGARET L. HOLLOWAY", Role::Grantor), party("p2", "ELIAS PRUETT", Role::Grantee)];
        let release = [party("p1", "ELIAS PRUETT", Role::Grantor), party("p2", "MARGARET HOLLOWAY", Role::Grantee)];
        let documents = [DocumentParties { document_id: "d1", parties: &deed }, DocumentParties { document_id: "d2", parties: &release }];
        let clustering = cluster("pkg", &documents);
        let rebuilt = Clustering::from_response(clustering.response.clone());
        assert_eq!(rebuilt.membership, clustering.membership);
        assert!(rebuilt.cluster_of("d2", "p1").is_some());
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
    fn variants_of_one_person_are_one_owner() {
        let deed = [party("p1", "JOHN A. SMITH", Role::Grantor)];
        let lease = [party("p1", "J. A. SMITH", Role::Lessor)];
        let mineral = [party("p1", "JNO. A. SMITH", Role::Grantor)];
        let clustering = cluster(
            "pkg",
            &[
                DocumentParties { document_id: "d1", parties: &deed },
                DocumentParties { document_id: "d2", parties: &lease },
                DocumentParties { document_id: "d3", parties: &mineral },
            ],
        );
        assert_eq!(clustering.response.clusters.len(), 1, "{:?}", clustering.response.clusters);
        assert_eq!(clustering.response.clusters[0].canonical_name, "JOHN A. SMITH");
    }

    #[test]
    fn ambiguity_and_conflicts_never_merge() {
        let father = [party("p1", "JOHN SMITH SR", Role::Grantor), party("p2", "JOHN SMITH JR", Role::Grantee)];
        let unclear = [party("p1", "JOHN SMITH", Role::Grantor)];
        let other = [party("p1", "JOHN B. SMITH", Role::Grantor), party("p2", "JOHN A. SMITH", Role::Grantee)];
        let clustering = cluster(
            "pkg",
            &[
                DocumentParties { document_id: "d1", parties: &father },
                DocumentParties { document_id: "d2", parties: &unclear },
                DocumentParties { document_id: "d3", parties: &other },
            ],
        );
        assert_eq!(clustering.response.clusters.len(), 5, "{:?}", clustering.response.clusters);
    }

    #[test]
    fn initials_join_the_full_name_they_agree_with_most() {
        let names = [party("p1", "JOHN A. SMITH", Role::Grantor), party("p2", "JAMES SMITH", Role::Grantee)];
        let later = [party("p1", "J. A. SMITH", Role::Grantor)];
        let clustering = cluster(
            "pkg",
            &[DocumentParties { document_id: "d1", parties: &names }, DocumentParties { document_id: "d2", parties: &later }],
        );
        assert_eq!(clustering.cluster_of("d2", "p1").map(|c| c.canonical_name.as_str()), Some("JOHN A. SMITH"));
    }

    #[test]
    fn a_name_that_fits_two_owners_equally_stays_alone() {
        let grandmother = [party("p1", "OPAL J. UNDERHILL", Role::Decedent), party("p2", "O. T. UNDERHILL", Role::Heir)];
        let granddaughter = [party("p1", "OPAL T. UNDERHILL", Role::Grantor)];
        let again = [party("p1", "OPAL T. UNDERHILL", Role::Lessor)];
        let unclear = [party("p1", "OPAL UNDERHILL", Role::Grantee)];
        let clustering = cluster(
            "pkg",
            &[
                DocumentParties { document_id: "d1", parties: &grandmother },
                DocumentParties { document_id: "d2", parties: &granddaughter },
                DocumentParties { document_id: "d3", parties: &again },
                DocumentParties { document_id: "d4", parties: &unclear },
            ],
        );
        let name_of = |document: &str| clustering.cluster_of(document, "p1").map(|c| c.canonical_name.clone());
        assert_eq!(name_of("d4"), Some("OPAL UNDERHILL".to_string()), "{:?}", clustering.response.clusters);
        assert_eq!(clustering.cluster_of("d1", "p2").map(|c| c.canonical_name.as_str()), Some("OPAL T. UNDERHILL"));
    }

    #[test]
    fn a_married_name_written_with_the_maiden_name_is_one_owner() {
        let deed = [party("p1", "EDNA MAE HOLLIS", Role::Grantee)];
        let mut affidavit = [party("p1", "EDNA MAE WHITFIELD", Role::Heir)];
        affidavit[0].mentions.push("Edna Mae Hollis".into());
        let lease = [party("p1", "EDNA MAE WHITFIELD", Role::Lessor)];
        let clustering = cluster(
            "pkg",
            &[
                DocumentParties { document_id: "d1", parties: &deed },
                DocumentParties { document_id: "d2", parties: &affidavit },
                DocumentParties { document_id: "d3", parties: &lease },
            ],
        );
        assert_eq!(clustering.response.clusters.len(), 1, "{:?}", clustering.response.clusters);
    }

    #[test]
    fn an_alias_never_joins_across_suffixes_middle_initials_or_ambiguity() {
        let deeds = [party("p1", "JOHN SMITH SR", Role::Grantee), party("p2", "MARY B. SMITH", Role::Grantee)];
        let mut affidavit = [party("p1", "JOHN SMITH JONES JR", Role::Heir), party("p2", "MARY A. JONES", Role::Heir)];
        affidavit[0].mentions.push("JOHN SMITH JR".into());
        affidavit[1].mentions.push("MARY A. SMITH".into());
        let clustering = cluster(
            "pkg",
            &[DocumentParties { document_id: "d1", parties: &deeds }, DocumentParties { document_id: "d2", parties: &affidavit }],
        );
        assert_eq!(clustering.response.clusters.len(), 4, "{:?}", clustering.response.clusters);
        let twins = [party("p1", "RUTH A. SMITH", Role::Grantee), party("p2", "RUTH B. SMITH", Role::Grantee)];
        let mut heir = [party("p1", "RUTH JONES", Role::Heir)];
        heir[0].mentions.push("RUTH SMITH".into());
        let clustering = cluster(
            "pkg",
            &[DocumentParties { document_id: "d1", parties: &twins }, DocumentParties { document_id: "d2", parties: &heir }],
        );
        assert_eq!(clustering.response.clusters.len(), 3, "RUTH SMITH fits both: {:?}", clustering.response.clusters);
    }

    #[test]
    fn a_trustee_is_compared_by_the_person_s_name() {
        let mut deed = [party("p1", "BENJAMIN J. GRISSOM", Role::Grantee)];
        let mut later = [party("p1", "BENJAMIN GRISSOM", Role::Grantor)];
        deed[0].entity_type = EntityType::Trust;
        later[0].entity_type = EntityType::Trust;
        let clustering = cluster(
            "pkg",
            &[DocumentParties { document_id: "d1", parties: &deed }, DocumentParties { document_id: "d2", parties: &later }],
        );
        assert_eq!(clustering.response.clusters.len(), 1);
        assert!(!reads_as_person("GRISSOM FAMILY TRUST", EntityType::Trust));
    }

    #[test]
    fn companies_agree_without_their_designators() {
        let mut deed = [party("p1", "HUMBLE OIL & REFINING CO", Role::Grantee)];
        let mut later = [party("p1", "HUMBLE OIL AND REFINING", Role::Grantor)];
        deed[0].entity_type = EntityType::Organization;
        later[0].entity_type = EntityType::Organization;
        let clustering = cluster(
            "pkg",
            &[DocumentParties { document_id: "d1", parties: &deed }, DocumentParties { document_id: "d2", parties: &later }],
        );
        assert_eq!(clustering.response.clusters.len(), 1);
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
