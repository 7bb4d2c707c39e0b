//! Who acts for whom: a trust named on the same side as the trustees who act for it is the
//! trustees' capacity, not a party of its own (DOMAIN and the label conventions: where a trust
//! is a party, the trustees who act are its parties, "Trustee" their capacity). The name lists
//! fold a trust written beside its trustee; this reads across lists, where a caption box names
//! the trust and its trustees and the signature block names the trust again.

use crate::l0::PartyMatch;
use crate::vocab::EntityType;

/// Drops every trust of a side on which a person acts as trustee of that trust, or as trustee of
/// no trust the instrument names, leaving a warning for each. A trustee of another trust keeps
/// the trust beside him a party.
pub(in crate::l0::parties) fn drop_trusts_beside_their_trustees(parties: &mut Vec<PartyMatch>, warnings: &mut Vec<String>) {
    if !parties.iter().any(|p| p.entity_type == EntityType::Trust) {
        return;
    }
    // A person acting as trustee is typed a trust too: the capacity tells the trustee.
    let trustees: Vec<(bool, String)> = parties
        .iter()
        .filter_map(|p| {
            let capacity = p.capacity.as_deref()?.to_ascii_uppercase();
            capacity.contains("TRUSTEE").then(|| (p.role.is_grantor_side(), letters(&capacity)))
        })
        .collect();
    parties.retain(|trust| {
        if trust.entity_type != EntityType::Trust || trust.capacity.is_some() {
            return true;
        }
        let name = letters(&trust.name.to_ascii_uppercase());
        let name = name.strip_prefix("THE ").unwrap_or(&name);
        let acted_for = trustees.iter().any(|(grantor_side, capacity)| {
            *grantor_side == trust.role.is_grantor_side() && (capacity.contains(name) || !capacity.split(' ').any(|word| word == "TRUST"))
        });
        if acted_for {
            warnings.push(format!("{} acts through the trustees named on its side: they are its parties, not the trust", trust.name));
        }
        !acted_for
    });
}

/// Upper-case letters and digits of a name, one space between words.
fn letters(name: &str) -> String {
    name.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::Evidence;
    use crate::vocab::Role;

    fn party(name: &str, role: Role, entity_type: EntityType, capacity: Option<&str>) -> PartyMatch {
        PartyMatch {
            name: name.to_string(),
            role,
            entity_type,
            capacity: capacity.map(str::to_string),
            aliases: Vec::new(),
            evidence: Evidence::default(),
        }
    }

    fn kept(mut parties: Vec<PartyMatch>) -> Vec<String> {
        let (before, mut warnings) = (parties.len(), Vec::new());
        drop_trusts_beside_their_trustees(&mut parties, &mut warnings);
        assert_eq!(warnings.len(), before - parties.len(), "one warning for each trust dropped: {warnings:?}");
        parties.into_iter().map(|p| p.name).collect()
    }

    #[test]
    fn a_trust_whose_trustees_act_on_its_side_is_no_party_of_its_own() {
        let cases = [
            // A caption box and a signature block, read as two lists.
            (Some("Trustee of the Hollis Arne Revocable Trust"), "THE HOLLIS ARNE REVOCABLE TRUST"),
            (Some("Successor Co-Trustees"), "Pruett Family Trust"),
            (Some("as Trustee"), "LOWRY 1998 IRREVOCABLE TRUST"),
        ];
        for (capacity, trust) in cases {
            let parties = vec![
                party("Ada Lowe", Role::Lessor, EntityType::Trust, capacity),
                party(trust, Role::Lessor, EntityType::Trust, None),
                party("Elk Draw LLC", Role::Lessee, EntityType::Organization, None),
            ];
            assert_eq!(kept(parties), vec!["Ada Lowe", "Elk Draw LLC"], "{trust}");
        }
    }

    #[test]
    fn a_trust_stays_a_party_without_its_own_trustee_on_its_side() {
        let other_trust = vec![
            party("Ada Lowe", Role::Grantor, EntityType::Trust, Some("Trustee of the Lowe Family Trust")),
            party("CEDAR HOLLOW TRUST", Role::Grantor, EntityType::Trust, None),
        ];
        assert_eq!(kept(other_trust), vec!["Ada Lowe", "CEDAR HOLLOW TRUST"]);
        let other_side = vec![
            party("Ada Lowe", Role::Grantor, EntityType::Trust, Some("Trustee")),
            party("CEDAR HOLLOW TRUST", Role::Grantee, EntityType::Trust, None),
        ];
        assert_eq!(kept(other_side), vec!["Ada Lowe", "CEDAR HOLLOW TRUST"]);
        let no_trustee = vec![
            party("Ada Lowe", Role::Grantor, EntityType::Person, None),
            party("CEDAR HOLLOW TRUST", Role::Grantor, EntityType::Trust, None),
        ];
        assert_eq!(kept(no_trustee), vec!["Ada Lowe", "CEDAR HOLLOW TRUST"]);
    }
}
