//! Places and agencies that a reader took for a party: the last check over every reader's
//! parties. A residence ("of Brown County, Dakota Territory, party of the second part"), a
//! company's state of incorporation ("a North Dakota corporation"), the town of a mailing address
//! ("Mount Vernon, Indiana 47620") and the meridian of a land call ("Seward Meridian") stand where
//! the readers look for names, and each reader has been fooled by one. Whatever the reader, such
//! words name where someone lives or where the land lies, never who acts: a government is a party
//! by its own style ("the State of Montana", "the United States of America"), which no rule here
//! drops. So is the agency through which a government acts ("the State of North Dakota, which
//! acts here through its Board of University and School Lands"): the government is the party,
//! and a reader that split the agency off its government named the government twice.

use super::descriptors::is_state;
use crate::l0::PartyMatch;
use crate::vocab::EntityType;

/// Drops every party whose name is a place (a state alone, a territory, a survey's meridian, the
/// town of a mailing address) or an agency through which a government party of the same side
/// acts, leaving a warning for each.
pub(in crate::l0::parties) fn drop_places_and_agencies(text: &str, parties: &mut Vec<PartyMatch>, warnings: &mut Vec<String>) {
    let mut kept: Vec<PartyMatch> = Vec::with_capacity(parties.len());
    for party in parties.drain(..) {
        if let Some(place) = place_kind(text, &party) {
            warnings.push(format!("{} is {place}, not a party", party.name));
        } else if let Some(government) = kept.iter().find(|g| acts_through(text, g, &party)) {
            warnings.push(format!("{} is the agency through which {} acts: the government is the party", party.name, government.name));
        } else {
            kept.push(party);
        }
    }
    *parties = kept;
}

/// What kind of place the party's name is, or `None` when it may name someone. A company keeps
/// its name whatever words it holds ("Meridian Fiduciary Services, LLC", "Territory Land Co.").
fn place_kind(text: &str, party: &PartyMatch) -> Option<&'static str> {
    if matches!(party.entity_type, EntityType::Organization | EntityType::Trust | EntityType::Estate) {
        return None;
    }
    let words: Vec<&str> =
        party.name.split_whitespace().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric())).filter(|w| !w.is_empty()).collect();
    let (first, last) = (words.first()?, words.last()?);
    if is_state(&party.name) {
        return Some("a state's name alone");
    }
    // "Dakota Territory", "Territory of Utah", "Indian Territory": a territory's name, two or
    // three words, one of them the word itself.
    if words.len() <= 3 && (last.eq_ignore_ascii_case("territory") || first.eq_ignore_ascii_case("territory")) {
        return Some("a territory");
    }
    // "Seward Meridian", "Sixth Principal Meridian": the meridian a land call is surveyed from.
    if words.len() <= 4 && last.eq_ignore_ascii_case("meridian") {
        return Some("a survey's meridian");
    }
    if town_of_an_address(text, party.evidence.end) {
        return Some("the town of a mailing address");
    }
    None
}

/// Whether a state and a ZIP code follow the name ("Mount Vernon, Indiana 47620"): the name is
/// the town of an address.
fn town_of_an_address(text: &str, end: usize) -> bool {
    let Some(after) = text.get(end..) else { return false };
    let Some(after) = after.strip_prefix(',') else { return false };
    let window = after.char_indices().nth(32).map_or(after, |(at, _)| &after[..at]);
    let Some(zip_at) = window.find(|c: char| c.is_ascii_digit()) else { return false };
    let zip = window[zip_at..].bytes().take_while(u8::is_ascii_digit).count();
    let state = &window[..zip_at];
    zip == 5 && !state.contains(['\n', ';']) && is_state(state.trim_end_matches([',', ' ']))
}

/// Whether `agency` stands inside the clause by which `government`, a party of the same side
/// before it, acts ("…, acting by and through the Board of Land Commissioners and the Department
/// of Natural Resources", "…, which acts here through its Board"): only the government's
/// descriptor and the agencies' names lie between them.
fn acts_through(text: &str, government: &PartyMatch, agency: &PartyMatch) -> bool {
    if government.entity_type != EntityType::Government
        || government.role != agency.role
        || government.evidence.end > agency.evidence.start
        || agency.evidence.start - government.evidence.end > 160
    {
        return false;
    }
    // A reader's span may open at the clause before the agency's name ("which acts here through
    // its Board"): the clause is read up to the name.
    let span = text.get(agency.evidence.start..agency.evidence.end).unwrap_or("");
    let name_at = agency.name.split_whitespace().next().and_then(|first| span.find(first)).unwrap_or(0);
    let Some(between) = text.get(government.evidence.end..agency.evidence.start + name_at) else { return false };
    if between.contains(['.', ';', '(', ')', '"']) {
        return false;
    }
    let words = between.split_whitespace().map(str::to_ascii_lowercase).collect::<Vec<_>>().join(" ");
    ["acting by and through", "acting through", "acts through", "acts here through", "acting herein through"]
        .iter()
        .any(|p| words.contains(p))
}

#[cfg(test)]
mod tests {
    use super::super::super::test_support::{named, pair};
    use crate::vocab::{DocCategory, Role};

    /// A residence, a company's state and the town of an address stand where names are read:
    /// our own phrasings of a territorial deed, a farm mortgage and a seismic permit's owner box.
    #[test]
    fn places_where_names_stand_are_no_parties() {
        let deed = "WARRANTY DEED\nThis Indenture, made the 2nd day of May, 1886, between ANDERS HOLM and BRITA HOLM, his wife, of \
the County of Spink and Territory of Dakota, parties of the first part, and OSCAR T. LUND, also of Spink County, Dakota Territory, \
party of the second part, WITNESSETH, that the parties of the first part grant unto the party of the second part the land below.\n";
        let found = named(deed, DocCategory::WarrantyDeed);
        assert!(found.contains(&pair("OSCAR T. LUND", Role::Grantee)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Territory")), "{found:?}");
        let mortgage = "THIS MORTGAGE, made the 3rd day of May, 1921, by EMIL K. BRANDVOLD and INGA BRANDVOLD, his wife, of Barnes \
County, North Dakota, mortgagors, to the VALLEY CITY FARM LOAN COMPANY, a North Dakota corporation, mortgagee, WITNESSETH: the \
mortgagors grant unto the mortgagee the land below.\n";
        let found = named(mortgage, DocCategory::DeedOfTrust);
        assert!(found.contains(&pair("VALLEY CITY FARM LOAN COMPANY", Role::Mortgagee)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name == "North Dakota"), "{found:?}");
    }

    #[test]
    fn a_town_meridian_or_territory_is_a_place_and_a_company_named_for_one_is_not() {
        use super::{place_kind, town_of_an_address};
        use crate::l0::{Evidence, PartyMatch};
        use crate::vocab::EntityType;
        let party = |name: &str, entity_type: EntityType| PartyMatch {
            name: name.to_string(),
            role: Role::Grantee,
            entity_type,
            capacity: None,
            aliases: Vec::new(),
            evidence: Evidence::default(),
        };
        for name in ["Dakota Territory", "TERRITORY OF UTAH", "Seward Meridian", "Sixth Principal Meridian", "NORTH DAKOTA", "Kansas"] {
            assert!(place_kind("", &party(name, EntityType::Person)).is_some(), "{name}");
        }
        for (name, entity_type) in [
            ("Meridian Land Services, LLC", EntityType::Organization),
            ("TERRITORIAL ROYALTY PARTNERSHIP", EntityType::Organization),
            ("Dakota Jones", EntityType::Person),
            ("State of Kansas", EntityType::Government),
        ] {
            assert!(place_kind("", &party(name, entity_type)).is_none(), "{name}");
        }
        let text = "IVAR DAHL and RUTH DAHL\n4410 Pike Lake Road, Evansville, Indiana 47712\nACME, Indiana Avenue";
        let town = text.find(", Indiana").unwrap_or(0);
        assert!(town_of_an_address(text, town));
        // OCR damage in the ZIP code ("4771Z") or a street after the state tells no address.
        assert!(!town_of_an_address("Evansville, Indiana 4771Z", "Evansville".len()));
        assert!(!town_of_an_address(text, text.len() - ", Indiana Avenue".len()));
    }

    /// A government named with the agency it acts through, the reader splitting them: the
    /// government is the party. Our own phrasings of a state lease and a federal grant.
    #[test]
    fn the_agency_a_government_acts_through_is_no_second_party() {
        let lease = "THIS LEASE, made the 1st day of June, 2014, by and between the State of South Dakota, which acts here through its \
Commissioner of School and Public Lands (the Lessor), and PRAIRIE BUTTE OIL LLC, a Delaware limited liability company, (the Lessee).\n";
        let found = named(lease, DocCategory::OilGasLease);
        let lessors: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Lessor).map(|(name, _)| name.as_str()).collect();
        assert_eq!(lessors.len(), 1, "{found:?}");
        assert!(lessors[0].starts_with("State of South Dakota"), "{found:?}");
        let grant = "RIGHT-OF-WAY GRANT\n2. What is granted:\na. The United States of America, acting through the Bureau of Land \
Management, grants unto CEDAR DRAW PIPELINE, LLC, a right-of-way across the land below.\n";
        let found = named(grant, DocCategory::RightOfWay);
        let grantors: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Grantor).map(|(name, _)| name.as_str()).collect();
        assert_eq!(grantors.len(), 1, "{found:?}");
        assert!(grantors[0].contains("United States of America"), "{found:?}");
    }
}
