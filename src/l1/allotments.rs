//! A partition deed's allotments in the document's own terms: the allottee as one of its
//! grantees (party_id), and the land as its canonical tracts. L0 gives the allottee as written
//! and the stretch of text that allots to it; the land extraction's tracts that begin in that
//! stretch are the allottee's. An allotment whose allottee is no grantee of the document, or
//! that holds no tract, is dropped with a warning: which co-owner takes it is then not known.

use crate::api::documents::CanonicalParty;
use crate::l0::{Allotment, TractMatch};
use crate::vocab::{EntityType, Role};

/// One co-owner's part of a partition deed. Kept with the resolved document (and in the L1/L2
/// cache) for L3; the runsheet says what the partition did with it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ResolvedAllotment {
    /// The document's party (a grantee) the part is allotted to.
    pub party_id: String,
    pub allottee: String,
    /// The tracts set apart to it, as the document's `tracts` name them.
    pub tract_ids: Vec<String>,
}

/// Gives the allotments the package's tract ids (`renamed`: the id a document's tract had →
/// the id the package gives that land).
pub fn rename_tracts(allotments: &mut [ResolvedAllotment], renamed: &std::collections::BTreeMap<String, String>) {
    for allotment in allotments {
        for tract_id in &mut allotment.tract_ids {
            if let Some(new) = renamed.get(tract_id.as_str()) {
                tract_id.clone_from(new);
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        allotment.tract_ids.retain(|t| seen.insert(t.clone()));
    }
}

/// `tract_ids[i]` is the canonical id of the land extraction's tract `i`.
pub fn resolve(
    allotments: &[Allotment],
    tracts: &[TractMatch],
    tract_ids: &[String],
    parties: &[CanonicalParty],
    warnings: &mut Vec<String>,
) -> Vec<ResolvedAllotment> {
    let mut resolved: Vec<ResolvedAllotment> = Vec::new();
    for allotment in allotments {
        let span = allotment.evidence.start..allotment.evidence.end;
        let mut land: Vec<String> = Vec::new();
        for (tract, id) in tracts.iter().zip(tract_ids) {
            if span.contains(&tract.evidence.start) && !land.contains(id) {
                land.push(id.clone());
            }
        }
        let Some(party) = allottee(&allotment.allottee, parties) else {
            warnings.push(format!("partition allotment to {:?}: no grantee of this deed has that name; not used", allotment.allottee));
            continue;
        };
        if land.is_empty() {
            warnings.push(format!("partition allotment to {:?}: no land read in it; not used", allotment.allottee));
            continue;
        }
        match resolved.iter_mut().find(|r| r.party_id == party.party_id) {
            Some(earlier) => {
                for id in land {
                    if !earlier.tract_ids.contains(&id) {
                        earlier.tract_ids.push(id);
                    }
                }
            }
            None => resolved.push(ResolvedAllotment {
                party_id: party.party_id.clone(),
                allottee: party.canonical_name.clone(),
                tract_ids: land,
            }),
        }
    }
    resolved
}

/// The grantee the allotment names: the one whose canonical name is the allottee's, else the
/// only one of its surname and first initial (a deed may write "Peder T. Engebretson" in one
/// place and "P. T. ENGEBRETSON" in another).
fn allottee<'p>(written: &str, parties: &'p [CanonicalParty]) -> Option<&'p CanonicalParty> {
    let grantees: Vec<&CanonicalParty> = parties.iter().filter(|p| p.role == Role::Grantee).collect();
    let key = |name: &str| -> Vec<String> {
        name.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_uppercase).collect()
    };
    let wanted = key(&super::names::canonical_name(written, EntityType::Person));
    if let Some(exact) = grantees.iter().find(|p| key(&p.canonical_name) == wanted) {
        return Some(exact);
    }
    let initial_and_surname = |words: &[String]| -> Option<(char, String)> {
        let first = words.first()?.chars().next()?;
        Some((first, words.last()?.clone()))
    };
    let wanted = initial_and_surname(&wanted)?;
    let mut fitting = grantees.iter().filter(|p| initial_and_surname(&key(&p.canonical_name)).as_ref() == Some(&wanted));
    let only = fitting.next()?;
    fitting.next().is_none().then_some(*only)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::Evidence;

    fn party(id: &str, name: &str, role: Role) -> CanonicalParty {
        CanonicalParty {
            party_id: id.to_string(),
            canonical_name: name.to_string(),
            role,
            entity_type: EntityType::Person,
            capacity: None,
            mentions: vec![name.to_string()],
        }
    }

    fn tract_at(start: usize) -> TractMatch {
        TractMatch { evidence: Evidence { start, ..Evidence::default() }, ..TractMatch::default() }
    }

    fn allotment(name: &str, start: usize, end: usize) -> Allotment {
        Allotment { allottee: name.to_string(), evidence: Evidence { start, end, ..Evidence::default() } }
    }

    #[test]
    fn each_allottee_takes_the_tracts_described_in_its_allotment() {
        let parties = [
            party("p1", "NORA B. HESS", Role::Grantor),
            party("p2", "NORA B. HESS", Role::Grantee),
            party("p3", "CLEM HESS", Role::Grantor),
            party("p4", "CLEM HESS", Role::Grantee),
        ];
        // The recital's whole tract (at 40), then one tract in each allotment.
        let tracts = [tract_at(40), tract_at(300), tract_at(700)];
        let ids = ["whole".to_string(), "west".to_string(), "east".to_string()];
        let mut warnings = Vec::new();
        let found =
            resolve(&[allotment("Nora B. Hess", 200, 600), allotment("CLEM HESS", 600, 900)], &tracts, &ids, &parties, &mut warnings);
        assert_eq!(found.len(), 2);
        assert_eq!((found[0].party_id.as_str(), found[0].tract_ids.clone()), ("p2", vec!["west".to_string()]));
        assert_eq!((found[1].party_id.as_str(), found[1].tract_ids.clone()), ("p4", vec!["east".to_string()]));
        assert!(warnings.is_empty());
    }

    #[test]
    fn an_allottee_who_is_no_grantee_or_an_allotment_without_land_is_not_used() {
        let parties = [party("p1", "NORA B. HESS", Role::Grantee), party("p2", "CLEM HESS", Role::Grantee)];
        let tracts = [tract_at(300)];
        let ids = ["west".to_string()];
        let mut warnings = Vec::new();
        let found =
            resolve(&[allotment("Walter Pruett", 200, 600), allotment("Clem Hess", 600, 900)], &tracts, &ids, &parties, &mut warnings);
        assert!(found.is_empty());
        assert_eq!(warnings.len(), 2);
    }

    #[test]
    fn an_allottee_written_with_initials_is_the_one_grantee_it_fits() {
        let parties = [party("p1", "NORA B. HESS", Role::Grantee), party("p2", "CLEM HESS", Role::Grantee)];
        assert_eq!(allottee("N. B. Hess", &parties).map(|p| p.party_id.as_str()), Some("p1"));
        let namesakes = [party("p1", "NORA B. HESS", Role::Grantee), party("p2", "NED HESS", Role::Grantee)];
        assert_eq!(allottee("N. Hess", &namesakes), None);
    }
}
