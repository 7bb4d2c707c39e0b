//! L2: clustering the parties of a package's documents into owners. Identity of a party across
//! documents comes only from here (interface.md, rule 2), so every party lands in exactly one
//! cluster.
//!
//! Names are first read back with the package's words (repair.rs: a word the scan broke, digits
//! for letters). Parties with the same name key (canonical name up to periods and "and"/"&")
//! form a group. Groups then merge into owners: persons of one surname whose given names,
//! initials and abbreviations agree and whose suffixes and middle initials do not differ;
//! organisations whose names agree once designators and short company words are set aside. A
//! group joins the owner it agrees with most strongly, and stays alone when two owners agree
//! with it equally: ambiguity never merges. Two differently named parties of one document are
//! never one owner. Then the chain joins what names alone cannot (chain.rs): a bare name and
//! the same name with JR or SR, a maiden and a married name. Every merge of differently
//! written names and every refusal of a name that nearly fit is kept as the cluster's evidence.

pub mod assertions;
pub mod chain;
pub mod nicknames;
pub mod person;
pub mod repair;

use crate::api::documents::CanonicalParty;
use crate::api::l2_parties::{Cluster, ClusterEvidence, ClusterMember, Decision, EvidenceRule, L2Parties};
use crate::l1::ResolvedDocument;
use crate::l1::names::{canonical_name, name_key};
use crate::vocab::EntityType;
use assertions::{Apart, OwnerAssertion, Unapplied};
use chain::{ChainContext, Holdings};
use person::PersonName;
use repair::Vocabulary;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// The parties of one document, as L2 reads them, with the instrument's place in the chain
/// when it is known.
pub struct DocumentParties<'a> {
    pub document_id: &'a str,
    pub parties: &'a [CanonicalParty],
    pub chain: Option<ChainContext<'a>>,
}

impl<'a> DocumentParties<'a> {
    /// A resolved document's parties with its category, governing date and tracts.
    pub fn of(document_id: &'a str, resolved: &'a ResolvedDocument) -> DocumentParties<'a> {
        DocumentParties {
            document_id,
            parties: &resolved.parties.canonical_parties,
            chain: Some(ChainContext {
                category: resolved.category(),
                date: resolved.governing_date,
                tracts: resolved.tracts.iter().map(|t| t.tract_id.as_str()).collect(),
            }),
        }
    }

    /// Parties compared by their names alone.
    pub fn names_only(document_id: &'a str, parties: &'a [CanonicalParty]) -> DocumentParties<'a> {
        DocumentParties { document_id, parties, chain: None }
    }
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

/// Parties written with one name key (after repair).
struct NameGroup<'a> {
    key: String,
    members: Vec<(&'a str, &'a CanonicalParty)>,
    person: Option<PersonName>,
    entity_type: EntityType,
    documents: BTreeSet<&'a str>,
    holdings: Holdings<'a>,
}

impl NameGroup<'_> {
    /// The name as an examiner reads it, for evidence: the most written canonical name.
    fn name(&self) -> String {
        representative_name(&self.members)
    }
}

/// The parties written with one repaired name key, and what repairing their names changed.
type Written<'a> = (Vec<(&'a str, &'a CanonicalParty)>, Vec<String>);

/// How groups are blocked so that only plausible pairs are compared.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Block {
    Surname(String),
    Organisation(String),
    Alone(String),
}

const DESIGNATORS: [&str; 9] = ["INC", "LLC", "LP", "CO", "CORP", "LTD", "NA", "LLP", "PC"];

/// Company words written short in the records, each with the one form compared (DOMAIN.md:
/// PET./PETROLEUM, EXPL., REF., PROD.).
const COMPANY_WORDS: [(&str, &str); 9] = [
    ("PETROLEUM", "PET"),
    ("PETRO", "PET"),
    ("EXPLORATION", "EXPL"),
    ("EXPLOR", "EXPL"),
    ("REFINING", "REF"),
    ("REFG", "REF"),
    ("PRODUCTION", "PROD"),
    ("PRODUCING", "PROD"),
    ("PRODN", "PROD"),
];

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

/// Evidence gathered per name group while owners form, moved to the clusters at the end.
#[derive(Default)]
struct Notes {
    by_group: BTreeMap<usize, Vec<ClusterEvidence>>,
}

impl Notes {
    fn add(&mut self, group: usize, decision: Decision, rule: EvidenceRule, detail: String) {
        let notes = self.by_group.entry(group).or_default();
        let evidence = ClusterEvidence { decision, rule, detail };
        if !notes.contains(&evidence) {
            notes.push(evidence);
        }
    }
}

pub fn cluster(package_id: &str, documents: &[DocumentParties<'_>]) -> Clustering {
    cluster_asserted(package_id, documents, &[]).0
}

/// The clustering with an examiner's owner assertions (assertions.rs), and the assertions it
/// could not apply.
pub fn cluster_asserted(package_id: &str, documents: &[DocumentParties<'_>], asserted: &[OwnerAssertion]) -> (Clustering, Vec<Unapplied>) {
    let vocabulary = Vocabulary::of(
        documents.iter().flat_map(|d| d.parties.iter()).map(|p| name_key(&p.canonical_name)).collect::<Vec<_>>().iter().map(String::as_str),
    );
    let mut notes = Notes::default();
    let mut by_key: BTreeMap<String, Written<'_>> = BTreeMap::new();
    for document in documents {
        for party in document.parties {
            let repaired = vocabulary.repair(&name_key(&party.canonical_name));
            let entry = by_key.entry(repaired.key).or_default();
            entry.0.push((document.document_id, party));
            for repair in repaired.repairs {
                if !entry.1.contains(&repair) {
                    entry.1.push(repair);
                }
            }
        }
    }
    let chain_of: HashMap<&str, &ChainContext<'_>> =
        documents.iter().filter_map(|d| d.chain.as_ref().map(|c| (d.document_id, c))).collect();
    let groups: Vec<NameGroup<'_>> = by_key
        .into_iter()
        .enumerate()
        .map(|(index, (key, (members, repairs)))| {
            let entity_type = most_common(members.iter().map(|(_, p)| p.entity_type)).unwrap_or(EntityType::Unknown);
            let person = reads_as_person(&key, entity_type).then(|| PersonName::parse(&key)).flatten();
            let documents = members.iter().map(|(d, _)| *d).collect();
            let mut holdings = Holdings::default();
            for (document, party) in &members {
                if let Some(context) = chain_of.get(document) {
                    holdings.add(document, party.role, context);
                }
            }
            for repair in repairs {
                notes.add(index, Decision::Merged, EvidenceRule::ScanDamage, repair);
            }
            NameGroup { key, members, person, entity_type, documents, holdings }
        })
        .collect();

    let index_of_key: HashMap<&str, usize> = groups.iter().enumerate().map(|(i, g)| (g.key.as_str(), i)).collect();
    let group_of_key = |name: &str| index_of_key.get(vocabulary.repair(&name_key(&name.to_uppercase())).key.as_str()).copied();
    let group_of_member =
        |document: &str, party: &str| groups.iter().position(|g| g.members.iter().any(|(d, p)| *d == document && p.party_id == party));
    let named: Vec<Result<Vec<usize>, String>> =
        asserted.iter().map(|a| assertions::groups_named(&a.names, &group_of_key, &group_of_member)).collect();
    let mut unapplied: Vec<Unapplied> =
        named.iter().enumerate().filter_map(|(index, n)| n.as_ref().err().map(|why| Unapplied { index, why: why.clone() })).collect();
    let (apart, contradictory) = assertions::apart_of(asserted, &named);
    unapplied.extend(contradictory);
    let rules = Rules { apart: &apart, asserted };
    for (index, assertion) in asserted.iter().enumerate() {
        if assertion.same || unapplied.iter().any(|u| u.index == index) {
            continue;
        }
        let Ok(named) = &named[index] else { continue };
        for &group in named {
            let others: Vec<String> = named.iter().filter(|&&g| g != group).map(|&g| groups[g].name()).collect();
            let detail = format!("{} is not the same owner as {} ({})", groups[group].name(), others.join(" or "), assertion.cited());
            notes.add(group, Decision::Refused, EvidenceRule::Assertion, detail);
        }
    }

    let owners = owners_by_name(&groups, &rules, &mut notes);
    let owners = join_aliases(&groups, owners, &rules, &mut notes);
    let owners = join_by_chain(&groups, owners, &rules, &mut notes);
    let owners = join_asserted(&groups, owners, &rules, &named, &mut unapplied, &mut notes);
    unapplied.sort_by_key(|u| u.index);

    let mut clusters: Vec<Cluster> = Vec::with_capacity(owners.len());
    let mut used_ids = HashSet::new();
    let mut built: Vec<(Cluster, Vec<(String, String)>)> = owners
        .iter()
        .map(|grouped| {
            let mut members: Vec<(&str, &CanonicalParty)> = grouped.iter().flat_map(|&g| groups[g].members.iter().copied()).collect();
            members.sort_by(|a, b| (a.0, party_number(&a.1.party_id)).cmp(&(b.0, party_number(&b.1.party_id))));
            let canonical_name = representative_name(&members);
            let keys = members.iter().map(|(d, p)| (d.to_string(), p.party_id.clone())).collect();
            let mut ordered_groups = grouped.clone();
            ordered_groups.sort_unstable();
            let evidence = ordered_groups.iter().flat_map(|g| notes.by_group.get(g).into_iter().flatten().cloned()).collect();
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
                evidence,
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
    (Clustering { response: L2Parties { package_id: package_id.to_string(), clusters }, membership }, unapplied)
}

/// The examiner's assertions as the rules see them.
struct Rules<'a> {
    apart: &'a Apart,
    asserted: &'a [OwnerAssertion],
}

impl Rules<'_> {
    /// The assertion that forbids joining these two sets of groups, with the evidence to keep.
    fn forbids(&self, groups: &[NameGroup<'_>], a: &[usize], b: &[usize], rule: &str) -> Option<(usize, String)> {
        let assertion = self.apart.between(a, b)?;
        let names = |set: &[usize]| set.iter().map(|&g| groups[g].name()).collect::<Vec<_>>().join(", ");
        let detail = format!(
            "{} and {} would be one owner by {rule}, but are kept apart ({})",
            names(a),
            names(b),
            self.asserted[assertion].cited()
        );
        Some((assertion, detail))
    }
}

/// The groups of the owners whose root of `joined` is `owner`.
fn groups_of_root(owners: &[Vec<usize>], joined: &[usize], owner: usize) -> Vec<usize> {
    (0..owners.len()).filter(|&o| root(joined, o) == owner).flat_map(|o| owners[o].iter().copied()).collect()
}

/// "Same owner" assertions: the owners their names are in become one, unless a "not the same
/// owner" assertion keeps two of them apart (then it is not applied, and says so).
fn join_asserted(
    groups: &[NameGroup<'_>],
    owners: Vec<Vec<usize>>,
    rules: &Rules<'_>,
    named: &[Result<Vec<usize>, String>],
    unapplied: &mut Vec<Unapplied>,
    notes: &mut Notes,
) -> Vec<Vec<usize>> {
    let mut owner_of = vec![0; groups.len()];
    for (owner, grouped) in owners.iter().enumerate() {
        for &group in grouped {
            owner_of[group] = owner;
        }
    }
    let mut joined: Vec<usize> = (0..owners.len()).collect();
    for (index, assertion) in rules.asserted.iter().enumerate() {
        let Ok(named) = &named[index] else { continue };
        if !assertion.same {
            continue;
        }
        let mut roots: Vec<usize> = named.iter().map(|&g| root(&joined, owner_of[g])).collect();
        roots.sort_unstable();
        roots.dedup();
        let names = named.iter().map(|&g| groups[g].name()).collect::<Vec<_>>().join(" and ");
        if roots.len() == 1 {
            notes.add(
                named[0],
                Decision::Merged,
                EvidenceRule::Assertion,
                format!("{names} are one owner, as the rules had found too ({})", assertion.cited()),
            );
            continue;
        }
        let contradiction = roots.iter().enumerate().find_map(|(i, &a)| {
            roots[i + 1..]
                .iter()
                .find_map(|&b| rules.apart.between(&groups_of_root(&owners, &joined, a), &groups_of_root(&owners, &joined, b)))
        });
        if let Some(other) = contradiction {
            let why = format!("it contradicts the \"not the same owner\" correction {}, which wins", rules.asserted[other].correction_id);
            unapplied.push(Unapplied { index, why });
            continue;
        }
        for &other in &roots[1..] {
            joined[other] = roots[0];
        }
        notes.add(named[0], Decision::Merged, EvidenceRule::Assertion, format!("{names} are one owner ({})", assertion.cited()));
    }
    merge_roots(owners, &joined)
}

/// Owners by their names: within each block, the fullest names first, each group joining the
/// owner it agrees with most strongly, alone when two agree equally.
fn owners_by_name(groups: &[NameGroup<'_>], rules: &Rules<'_>, notes: &mut Notes) -> Vec<Vec<usize>> {
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
            let mut strengths: Vec<(usize, usize)> = Vec::new();
            for (owner, grouped) in block_owners.iter().enumerate() {
                match agreement(&block, groups, index, grouped) {
                    Ok(_) if let Some((_, detail)) = rules.forbids(groups, &[index], grouped, "their names") => {
                        notes.add(index, Decision::Refused, EvidenceRule::Assertion, detail);
                    }
                    Ok(strength) => strengths.push((owner, strength)),
                    Err(Some((rule, detail))) => notes.add(index, Decision::Refused, rule, detail),
                    Err(None) => {}
                }
            }
            let best = strengths.iter().map(|(_, s)| *s).max();
            let winners: Vec<usize> = strengths.iter().filter(|(_, s)| Some(*s) == best).map(|(o, _)| *o).collect();
            match winners.as_slice() {
                [owner] => {
                    let joined = &block_owners[*owner];
                    if let Some(&closest) = joined.iter().find(|&&g| groups[g].key != groups[index].key) {
                        let (rule, how) = merge_reason(&block, &groups[index], &groups[closest]);
                        notes.add(index, Decision::Merged, rule, format!("{} is {} ({how})", groups[index].name(), groups[closest].name()));
                    }
                    block_owners[*owner].push(index);
                }
                [] => block_owners.push(vec![index]),
                several => {
                    let names: Vec<String> = several.iter().map(|&o| groups[block_owners[o][0]].name()).collect();
                    notes.add(
                        index,
                        Decision::Refused,
                        EvidenceRule::Ambiguous,
                        format!("{} fits {} equally; kept apart from all of them", groups[index].name(), names.join(" and ")),
                    );
                    block_owners.push(vec![index]);
                }
            }
        }
        owners.extend(block_owners);
    }
    owners
}

/// Why two groups of one owner are one: the rule and how the names agree.
fn merge_reason(block: &Block, group: &NameGroup<'_>, other: &NameGroup<'_>) -> (EvidenceRule, &'static str) {
    match block {
        Block::Organisation(_) if organisation_words(&group.key) != organisation_words(&other.key) => {
            (EvidenceRule::CompanyWords, "company words written short")
        }
        Block::Organisation(_) => (EvidenceRule::CompanyWords, "the same name but for its designator"),
        _ => (EvidenceRule::NameVariant, "the same surname and given names that agree in full, by initial or as an abbreviation"),
    }
}

/// Joins the owners that an alias written in an instrument ties together ("MARY SMITH JONES,
/// formerly MARY SMITH"): strong evidence, so it crosses surname blocks, but only to one owner
/// whose every name fits the alias, and never across JR/SR or conflicting given names.
fn join_aliases(groups: &[NameGroup<'_>], owners: Vec<Vec<usize>>, rules: &Rules<'_>, notes: &mut Notes) -> Vec<Vec<usize>> {
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
            if from == to || !disjoint_documents(groups, &owners, &joined, from, to) {
                continue;
            }
            let (a, b) = (groups_of_root(&owners, &joined, from), groups_of_root(&owners, &joined, to));
            if let Some((_, detail)) = rules.forbids(groups, &a, &b, "an alias the instrument writes") {
                notes.add(index, Decision::Refused, EvidenceRule::Assertion, detail);
                continue;
            }
            {
                joined[from.max(to)] = from.min(to);
                notes.add(
                    index,
                    Decision::Merged,
                    EvidenceRule::Alias,
                    format!("{} is also written {alias} in the same instrument", group.name()),
                );
            }
        }
    }
    merge_roots(owners, &joined)
}

/// Joins what only the chain tells apart (DOMAIN.md, Parties): a bare name and the same name
/// with JR or SR when exactly one suffixed owner of that name fits and the grantee of the one
/// is the one who conveys as the other; a married woman's name that keeps her maiden name as
/// a middle name and the maiden name, when the maiden-named grantee is the one who conveys.
/// JR and SR are never joined, and nothing is joined across one instrument.
fn join_by_chain(groups: &[NameGroup<'_>], owners: Vec<Vec<usize>>, rules: &Rules<'_>, notes: &mut Notes) -> Vec<Vec<usize>> {
    let persons: Vec<Option<PersonName>> = owners.iter().map(|grouped| owner_person(groups, grouped)).collect();
    let holdings: Vec<Holdings<'_>> = owners
        .iter()
        .map(|grouped| {
            let mut holdings = Holdings::default();
            for &g in grouped {
                holdings.extend(&groups[g].holdings);
            }
            holdings
        })
        .collect();
    let name = |owner: usize| groups[owners[owner][0]].name();
    let names = |several: &[usize]| several.iter().map(|&o| name(o)).collect::<Vec<_>>().join(", ");
    let mut joined: Vec<usize> = (0..owners.len()).collect();
    // Joins on a verdict that the chain shows, when the two owners share no instrument, and
    // keeps the evidence either way.
    let record = |joined: &mut Vec<usize>, notes: &mut Notes, bare: usize, verdict: Verdict, rule: EvidenceRule, detail: String| {
        let decision = match verdict {
            Verdict::Nothing => return,
            Verdict::Joined(other, _)
                if let Some((_, detail)) = rules.forbids(
                    groups,
                    &groups_of_root(&owners, joined, root(joined, bare)),
                    &groups_of_root(&owners, joined, root(joined, other)),
                    "the chain",
                ) =>
            {
                notes.add(owners[bare][0], Decision::Refused, EvidenceRule::Assertion, detail);
                return;
            }
            Verdict::Joined(other, _) if disjoint_documents(groups, &owners, joined, root(joined, bare), root(joined, other)) => {
                let (a, b) = (root(joined, bare), root(joined, other));
                joined[a.max(b)] = a.min(b);
                Decision::Merged
            }
            Verdict::Joined(..) => {
                let detail = format!("{detail}; but both are named in one instrument, so kept apart");
                notes.add(owners[bare][0], Decision::Refused, EvidenceRule::SameInstrument, detail);
                return;
            }
            _ => Decision::Refused,
        };
        notes.add(owners[bare][0], decision, rule, detail);
    };
    // Owners by surname, so that each name is compared only with the owners it could be.
    let mut by_surname: HashMap<&str, Vec<usize>> = HashMap::new();
    for (owner, person) in persons.iter().enumerate() {
        if let Some(person) = person {
            by_surname.entry(person.surname.as_str()).or_default().push(owner);
        }
    }
    let of_surname = |surname: &str| by_surname.get(surname).map_or(&[][..], Vec::as_slice);
    for bare in 0..owners.len() {
        let Some(person) = &persons[bare] else { continue };
        let chain_between = |other: usize| {
            holdings[bare]
                .passes_to(&name(bare), &holdings[other], &name(other))
                .or_else(|| holdings[other].passes_to(&name(other), &holdings[bare], &name(bare)))
        };
        if person.suffix.is_none() && !person.given.is_empty() {
            let suffixed: Vec<usize> = of_surname(&person.surname)
                .iter()
                .copied()
                .filter(|&o| o != bare)
                .filter(|&o| persons[o].as_ref().is_some_and(|p| p.suffix.is_some() && person.agreement(&p.without_suffix()).is_some()))
                .collect();
            let verdict = chain_verdict(&suffixed, chain_between);
            let detail = match &verdict {
                Verdict::Joined(other, how) => format!("{} is {}: {how}", name(bare), name(*other)),
                Verdict::Unshown(other) => {
                    format!(
                        "{} is not joined to {}: the chain does not show the one taking what the other conveys",
                        name(bare),
                        name(*other)
                    )
                }
                Verdict::Several(others) => {
                    format!("{} could be any of {}; kept apart (JR and SR are never one owner)", name(bare), names(others))
                }
                Verdict::Nothing => String::new(),
            };
            record(&mut joined, notes, bare, verdict, EvidenceRule::Suffix, detail);
        }
        let mut maiden: Vec<usize> = person
            .given
            .iter()
            .skip(1)
            .flat_map(|middle| of_surname(middle).iter().copied())
            .filter(|&o| o != bare)
            .filter(|&o| persons[o].as_ref().is_some_and(|maiden| person.keeps_maiden_name(maiden)))
            .collect();
        maiden.sort_unstable();
        maiden.dedup();
        let verdict = chain_verdict(&maiden, chain_between);
        let detail = match &verdict {
            Verdict::Joined(other, how) => format!("{} keeps the maiden name of {} as a middle name: {how}", name(bare), name(*other)),
            Verdict::Unshown(other) => {
                format!("{} may be {} under her maiden name, but the chain does not show it; kept apart", name(bare), name(*other))
            }
            Verdict::Several(others) => format!("{} may be any of {} under a maiden name; kept apart", name(bare), names(others)),
            Verdict::Nothing => String::new(),
        };
        record(&mut joined, notes, bare, verdict, EvidenceRule::MaidenName, detail);
    }
    merge_roots(owners, &joined)
}

/// What the chain says of a name and the owners that name alone could be.
enum Verdict {
    Nothing,
    /// One owner, and how the chain shows them one.
    Joined(usize, String),
    /// One owner, but the chain does not show it.
    Unshown(usize),
    /// Several owners: ambiguity never joins.
    Several(Vec<usize>),
}

fn chain_verdict(candidates: &[usize], chain_between: impl Fn(usize) -> Option<String>) -> Verdict {
    match candidates {
        [] => Verdict::Nothing,
        [only] => match chain_between(*only) {
            Some(how) => Verdict::Joined(*only, how),
            None => Verdict::Unshown(*only),
        },
        several => Verdict::Several(several.to_vec()),
    }
}

/// The person an owner's names describe, when they all describe one: its fullest name.
fn owner_person(groups: &[NameGroup<'_>], grouped: &[usize]) -> Option<PersonName> {
    let mut persons = grouped.iter().map(|&g| groups[g].person.clone());
    let first = persons.next()??;
    persons.try_fold(first, |fullest, next| {
        let next = next?;
        Some(if next.given.len() > fullest.given.len() { next } else { fullest })
    })
}

/// Whether two owners (roots of `joined`) have no document in common.
fn disjoint_documents(groups: &[NameGroup<'_>], owners: &[Vec<usize>], joined: &[usize], a: usize, b: usize) -> bool {
    let documents = |owner: usize| -> BTreeSet<&str> {
        (0..owners.len())
            .filter(|&o| root(joined, o) == owner)
            .flat_map(|o| owners[o].iter().flat_map(|&g| groups[g].documents.iter().copied()))
            .collect()
    };
    documents(a).is_disjoint(&documents(b))
}

fn merge_roots(owners: Vec<Vec<usize>>, joined: &[usize]) -> Vec<Vec<usize>> {
    let mut merged: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (owner, grouped) in owners.into_iter().enumerate() {
        merged.entry(root(joined, owner)).or_default().extend(grouped);
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

/// An organisation's name without its designators and with its company words in one form:
/// "XTO ENERGY INC" and "XTO ENERGY" agree, so do "HUMBLE OIL & REF CO" and "HUMBLE OIL &
/// REFINING COMPANY".
fn organisation_key(key: &str) -> String {
    organisation_words(key)
        .iter()
        .map(|w| COMPANY_WORDS.iter().find(|(long, _)| long == w).map_or(*w, |(_, short)| short))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An organisation's words without designators or a leading THE.
fn organisation_words(key: &str) -> Vec<&str> {
    key.split_whitespace().filter(|w| !DESIGNATORS.contains(w)).skip_while(|w| *w == "THE").collect()
}

/// How strongly a group agrees with an owner: its best agreement with any of the owner's
/// groups. The best, not the sum: an owner written many ways is not more likely to be this
/// person than another owner whose name fits as well ("OPAL UNDERHILL" between "OPAL T.
/// UNDERHILL", "O. T. UNDERHILL" and "OPAL J. UNDERHILL" stays ambiguous). `Err` on any
/// contradiction, with the evidence worth keeping: names that would agree but stand in one
/// instrument, or differ only by a suffix.
fn agreement(block: &Block, groups: &[NameGroup<'_>], index: usize, owner: &[usize]) -> Result<usize, Option<(EvidenceRule, String)>> {
    let group = &groups[index];
    let mut best = 0;
    for &other_index in owner {
        let other = &groups[other_index];
        let names_agree = match (block, &group.person, &other.person) {
            (Block::Surname(_), Some(a), Some(b)) => a.agreement(b),
            (Block::Organisation(_), _, _) => Some(1),
            _ => None,
        };
        if group.documents.intersection(&other.documents).next().is_some() {
            let refusal = names_agree.map(|_| {
                (
                    EvidenceRule::SameInstrument,
                    format!("{} and {} are named apart in one instrument; two parties", group.name(), other.name()),
                )
            });
            return Err(refusal);
        }
        match names_agree {
            Some(strength) => best = best.max(strength),
            None => {
                let suffix_only = match (&group.person, &other.person) {
                    (Some(a), Some(b)) => a.suffix != b.suffix && a.without_suffix().agreement(&b.without_suffix()).is_some(),
                    _ => false,
                };
                let refusal = suffix_only.then(|| {
                    (
                        EvidenceRule::Suffix,
                        format!(
                            "{} and {} differ in suffix; JR and SR, or a suffix on one side only, are kept apart by name",
                            group.name(),
                            other.name()
                        ),
                    )
                });
                return Err(refusal);
            }
        }
    }
    Ok(best)
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
        let documents = [DocumentParties::names_only("d1", &deed), DocumentParties::names_only("d2", &release)];
        let clustering = cluster("pkg", &documents);
        let rebuilt = Clustering::from_response(clustering.response.clone());
        assert_eq!(rebuilt.membership, clustering.membership);
        assert!(rebuilt.cluster_of("d2", "p1").is_some());
    }

    #[test]
    fn identical_names_across_documents_are_one_owner() {
        let deed = [party("p1", "JOHN A. SMITH", Role::Grantor), party("p2", "ROBERT JONES", Role::Grantee)];
        let lease = [party("p1", "ROBERT JONES", Role::Lessor), party("p2", "JOHN A SMITH JR", Role::Lessee)];
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &deed), DocumentParties::names_only("d2", &lease)]);
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
                DocumentParties::names_only("d1", &deed),
                DocumentParties::names_only("d2", &lease),
                DocumentParties::names_only("d3", &mineral),
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
                DocumentParties::names_only("d1", &father),
                DocumentParties::names_only("d2", &unclear),
                DocumentParties::names_only("d3", &other),
            ],
        );
        assert_eq!(clustering.response.clusters.len(), 5, "{:?}", clustering.response.clusters);
    }

    #[test]
    fn initials_join_the_full_name_they_agree_with_most() {
        let names = [party("p1", "JOHN A. SMITH", Role::Grantor), party("p2", "JAMES SMITH", Role::Grantee)];
        let later = [party("p1", "J. A. SMITH", Role::Grantor)];
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &names), DocumentParties::names_only("d2", &later)]);
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
                DocumentParties::names_only("d1", &grandmother),
                DocumentParties::names_only("d2", &granddaughter),
                DocumentParties::names_only("d3", &again),
                DocumentParties::names_only("d4", &unclear),
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
                DocumentParties::names_only("d1", &deed),
                DocumentParties::names_only("d2", &affidavit),
                DocumentParties::names_only("d3", &lease),
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
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &deeds), DocumentParties::names_only("d2", &affidavit)]);
        assert_eq!(clustering.response.clusters.len(), 4, "{:?}", clustering.response.clusters);
        let twins = [party("p1", "RUTH A. SMITH", Role::Grantee), party("p2", "RUTH B. SMITH", Role::Grantee)];
        let mut heir = [party("p1", "RUTH JONES", Role::Heir)];
        heir[0].mentions.push("RUTH SMITH".into());
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &twins), DocumentParties::names_only("d2", &heir)]);
        assert_eq!(clustering.response.clusters.len(), 3, "RUTH SMITH fits both: {:?}", clustering.response.clusters);
    }

    #[test]
    fn a_trustee_is_compared_by_the_person_s_name() {
        let mut deed = [party("p1", "BENJAMIN J. GRISSOM", Role::Grantee)];
        let mut later = [party("p1", "BENJAMIN GRISSOM", Role::Grantor)];
        deed[0].entity_type = EntityType::Trust;
        later[0].entity_type = EntityType::Trust;
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &deed), DocumentParties::names_only("d2", &later)]);
        assert_eq!(clustering.response.clusters.len(), 1);
        assert!(!reads_as_person("GRISSOM FAMILY TRUST", EntityType::Trust));
    }

    #[test]
    fn companies_agree_without_their_designators() {
        let mut deed = [party("p1", "HUMBLE OIL & REFINING CO", Role::Grantee)];
        let mut later = [party("p1", "HUMBLE OIL AND REFINING", Role::Grantor)];
        deed[0].entity_type = EntityType::Organization;
        later[0].entity_type = EntityType::Organization;
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &deed), DocumentParties::names_only("d2", &later)]);
        assert_eq!(clustering.response.clusters.len(), 1);
    }

    #[test]
    fn every_party_is_in_exactly_one_cluster() {
        let parties = [party("p1", "A. B. COOK", Role::Grantor), party("p2", "A B COOK", Role::Grantee)];
        let clustering = cluster("pkg", &[DocumentParties::names_only("d1", &parties)]);
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

#[cfg(test)]
mod chain_tests {
    //! L2 with the chain as evidence: each rule that joins, and its refusal.
    use super::*;
    use crate::calendar::Date;
    use crate::vocab::{DocCategory, Role};

    fn party(id: &str, name: &str, role: Role) -> CanonicalParty {
        let organisation = name.ends_with(" CO") || name.ends_with(" CORP");
        CanonicalParty {
            party_id: id.into(),
            canonical_name: name.into(),
            role,
            entity_type: if organisation { EntityType::Organization } else { EntityType::Person },
            capacity: None,
            mentions: vec![name.into()],
        }
    }

    struct Deed {
        id: &'static str,
        date: &'static str,
        parties: Vec<CanonicalParty>,
    }

    fn deed(id: &'static str, date: &'static str, grantor: &str, grantee: &str) -> Deed {
        Deed { id, date, parties: vec![party("p1", grantor, Role::Grantor), party("p2", grantee, Role::Grantee)] }
    }

    fn clusters(deeds: &[Deed]) -> Clustering {
        let documents: Vec<DocumentParties<'_>> = deeds
            .iter()
            .map(|d| DocumentParties {
                document_id: d.id,
                parties: &d.parties,
                chain: Some(ChainContext { category: DocCategory::WarrantyDeed, date: Date::parse_iso(d.date), tracts: vec!["t1"] }),
            })
            .collect();
        cluster("pkg", &documents)
    }

    fn same(clustering: &Clustering, a: (&str, &str), b: (&str, &str)) -> bool {
        clustering.cluster_of(a.0, a.1).map(|c| &c.cluster_id) == clustering.cluster_of(b.0, b.1).map(|c| &c.cluster_id)
    }

    fn evidence(clustering: &Clustering, decision: Decision, rule: EvidenceRule) -> Vec<String> {
        clustering
            .response
            .clusters
            .iter()
            .flat_map(|c| &c.evidence)
            .filter(|e| e.decision == decision && e.rule == rule)
            .map(|e| e.detail.clone())
            .collect()
    }

    #[test]
    fn a_bare_grantee_who_conveys_as_jr_is_the_jr() {
        let joined =
            clusters(&[deed("d1", "1950-01-01", "AMOS BELL", "JOHN A. SMITH"), deed("d2", "1960-01-01", "JOHN A. SMITH JR", "EDGAR FOX")]);
        assert!(same(&joined, ("d1", "p2"), ("d2", "p1")));
        let merged = evidence(&joined, Decision::Merged, EvidenceRule::Suffix);
        assert!(merged[0].contains("JOHN A. SMITH takes tract t1 by d1"), "{merged:?}");
    }

    #[test]
    fn a_bare_name_is_not_joined_to_a_suffix_without_the_chain_or_with_two_suffixes() {
        let no_chain =
            clusters(&[deed("d1", "1950-01-01", "AMOS BELL", "JOHN A. SMITH"), deed("d2", "1940-01-01", "JOHN A. SMITH JR", "EDGAR FOX")]);
        assert!(!same(&no_chain, ("d1", "p2"), ("d2", "p1")), "the JR conveyed before the bare name took");
        assert!(evidence(&no_chain, Decision::Refused, EvidenceRule::Suffix).iter().any(|d| d.contains("does not show")));
        let two = clusters(&[
            deed("d1", "1950-01-01", "AMOS BELL", "JOHN A. SMITH"),
            deed("d2", "1960-01-01", "JOHN A. SMITH JR", "EDGAR FOX"),
            deed("d3", "1961-01-01", "JOHN A. SMITH SR", "GWEN HALE"),
        ]);
        assert!(!same(&two, ("d1", "p2"), ("d2", "p1")) && !same(&two, ("d1", "p2"), ("d3", "p1")));
        assert!(!same(&two, ("d2", "p1"), ("d3", "p1")), "JR and SR are never one owner");
        assert!(evidence(&two, Decision::Refused, EvidenceRule::Suffix).iter().any(|d| d.contains("could be any of")));
    }

    #[test]
    fn a_married_name_keeping_the_maiden_name_is_joined_by_the_chain() {
        let joined = clusters(&[
            deed("d1", "1950-01-01", "AMOS BELL", "MARY A. HOLLIS"),
            deed("d2", "1960-01-01", "MARY HOLLIS WHITFIELD", "EDGAR FOX"),
        ]);
        assert!(same(&joined, ("d1", "p2"), ("d2", "p1")));
        assert_eq!(evidence(&joined, Decision::Merged, EvidenceRule::MaidenName).len(), 1);
        let acquired_herself = clusters(&[
            deed("d1", "1950-01-01", "AMOS BELL", "MARY A. HOLLIS"),
            deed("d2", "1955-01-01", "IRA JONES", "MARY HOLLIS WHITFIELD"),
            deed("d3", "1960-01-01", "MARY HOLLIS WHITFIELD", "EDGAR FOX"),
        ]);
        assert!(!same(&acquired_herself, ("d1", "p2"), ("d3", "p1")), "she conveys what she took in her own name");
        assert!(!evidence(&acquired_herself, Decision::Refused, EvidenceRule::MaidenName).is_empty());
    }

    #[test]
    fn company_words_written_short_are_one_company() {
        let joined = clusters(&[
            deed("d1", "1950-01-01", "AMOS BELL", "HUMBLE OIL & REFINING CO"),
            deed("d2", "1960-01-01", "HUMBLE OIL & REF CO", "MESA PET CORP"),
            deed("d3", "1970-01-01", "MESA PETROLEUM CO", "EDGAR FOX"),
        ]);
        assert!(same(&joined, ("d1", "p2"), ("d2", "p1")));
        assert!(same(&joined, ("d2", "p2"), ("d3", "p1")));
        assert_eq!(evidence(&joined, Decision::Merged, EvidenceRule::CompanyWords).len(), 2);
        let different = clusters(&[
            deed("d1", "1950-01-01", "AMOS BELL", "MESA EXPLORATION CO"),
            deed("d2", "1960-01-01", "MESA PRODUCTION CO", "EDGAR FOX"),
        ]);
        assert!(!same(&different, ("d1", "p2"), ("d2", "p1")));
    }

    #[test]
    fn a_name_broken_by_the_scan_is_the_name_written_whole() {
        let joined = clusters(&[
            deed("d1", "1950-01-01", "AMOS BELL", "FLOYD H. COGBURN"),
            deed("d2", "1960-01-01", "FLOYD H. COG BURN", "EDGAR FOX"),
        ]);
        assert!(same(&joined, ("d1", "p2"), ("d2", "p1")));
        assert_eq!(joined.cluster_of("d2", "p1").map(|c| c.members.len()), Some(2));
        assert!(!evidence(&joined, Decision::Merged, EvidenceRule::ScanDamage).is_empty());
    }

    #[test]
    fn refusals_of_names_that_nearly_fit_are_evidence() {
        let ambiguous = clusters(&[
            deed("d1", "1950-01-01", "OPAL J. UNDERHILL", "O. T. UNDERHILL"),
            deed("d2", "1960-01-01", "OPAL T. UNDERHILL", "EDGAR FOX"),
            deed("d3", "1970-01-01", "OPAL UNDERHILL", "GWEN HALE"),
        ]);
        assert!(evidence(&ambiguous, Decision::Refused, EvidenceRule::Ambiguous).iter().any(|d| d.starts_with("OPAL UNDERHILL fits")));
        let one_instrument = clusters(&[deed("d1", "1950-01-01", "JOHN SMITH", "J. SMITH")]);
        assert_eq!(one_instrument.response.clusters.len(), 2);
        assert!(!evidence(&one_instrument, Decision::Refused, EvidenceRule::SameInstrument).is_empty());
    }
}
