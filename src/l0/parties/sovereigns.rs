//! Sovereigns and their grants: the state or the United States that grants a patent (never the
//! official who signs it), and the federal agency that issues a right-of-way or lease form.

use super::Found;
use super::patterns::compile_pattern;
use super::spans::floor_boundary;
use crate::l0::{Evidence, PartyMatch};
use crate::vocab::{EntityType, Role};
use regex::Regex;
use std::sync::LazyLock;

/// Federal forms (BLM rights-of-way and leases) never call the United States "grantor": it is
/// the issuing agency in the form's heading.
pub(super) fn federal_grantor(text: &str, role: Role) -> Option<Found> {
    static FEDERAL_HEADING: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"(?i)\bbureau\s+of\s+land\s+management\b").expect("federal heading pattern compiles"));
    let heading_end = floor_boundary(text, 800);
    let found = FEDERAL_HEADING.find(&text[..heading_end])?;
    Some(Found {
        party: PartyMatch {
            name: "United States of America, Bureau of Land Management".to_string(),
            role,
            entity_type: EntityType::Government,
            capacity: None,
            aliases: Vec::new(),
            evidence: Evidence::new("federal_form_issuer", text, found.start(), found.end()),
        },
        list: found.start(),
    })
}

/// A patent's grantor is the sovereign, never the official who signs for it.
pub(super) fn sovereign(text: &str) -> Option<Found> {
    static SOVEREIGN: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"\b(?i:the\s+)?(?:(?i:state\s+[o0]f)\s+[A-Z][A-Za-z]+(?:[ \t]+[A-Z][a-z]+)?|(?i:un[il1]ted\s+states\s+[o0]f\s+amer[il1]ca)|(?i:commonwealth\s+[o0]f)\s+[A-Z][A-Za-z]+)")
            .expect("sovereign pattern compiles")
    });
    let found = SOVEREIGN.find(text)?;
    let name = found.as_str().split_whitespace().map(mend_sovereign_word).collect::<Vec<_>>().join(" ");
    Some(Found {
        party: PartyMatch {
            name,
            role: Role::Grantor,
            entity_type: EntityType::Government,
            capacity: None,
            aliases: Vec::new(),
            evidence: Evidence::new("patent_sovereign", text, found.start(), found.end()),
        },
        list: found.start(),
    })
}

/// "STATE 0F TEXAS", "UNlTED STATES": the pattern reads a sovereign's words through OCR
/// confusions, and the name gives them back in the case of the word around them.
pub(super) fn mend_sovereign_word(word: &str) -> String {
    let capitals = word.chars().filter(|c| c.is_alphabetic() && *c != 'l').all(char::is_uppercase);
    word.chars()
        .map(|c| match c {
            '0' if capitals => 'O',
            '0' => 'o',
            '1' | 'l' if capitals => 'I',
            '1' => 'i',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};

    use crate::vocab::{DocCategory, EntityType, Role};

    #[test]
    fn a_patentee_after_a_long_opening_is_the_grantee() {
        let patent = "THE UNITED STATES OF AMERICA,\nTo all to whom these Presents shall come, Greeting:\nWHEREAS Josiah Whitfield \
has deposited in the General Land Office a Certificate of the Register of the Land Office at Palmyra, whereby it appears \
that full payment has been made for the West half of the North East quarter of Section twenty-two.\nNOW KNOW YE, That the \
United States of America, in consideration of the premises, and in conformity with the several acts of Congress, HAVE GIVEN \
AND GRANTED, and by these presents DO GIVE AND GRANT, unto the said Josiah Whitfield, and to his heirs, the said tract.\n";
        let found = named(patent, DocCategory::Patent);
        assert!(found.contains(&pair("Josiah Whitfield", Role::Grantee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.contains("UNITED STATES") && *role == Role::Grantor), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Register")), "{found:?}");
    }

    #[test]
    fn patent_grantor_is_the_state_not_the_governor() {
        let text = "THE STATE OF TEXAS\nKNOW ALL MEN BY THESE PRESENTS: That I, DAN MOODY, Governor of the State of \
Texas, by virtue of the authority vested in me, do hereby grant unto AMOS T. BRANNIGAN, his heirs and assigns, the \
following land.\n";
        let extraction = run(text, DocCategory::Patent);
        let found: Vec<(String, Role, EntityType)> = extraction.parties.into_iter().map(|p| (p.name, p.role, p.entity_type)).collect();
        assert_eq!(
            found,
            vec![
                ("THE STATE OF TEXAS".to_string(), Role::Grantor, EntityType::Government),
                ("AMOS T. BRANNIGAN".to_string(), Role::Grantee, EntityType::Person)
            ]
        );
    }

    #[test]
    fn patent_grantee_described_as_assignee_takes_as_grantee() {
        let text = "THE STATE OF TEXAS\nKnow Ye: That by virtue of Certificate No. 3/114 issued to the Gulf and Plains \
Railway Company, I, as Governor, do hereby grant to the said MORRIS K. TILLEY, assignee, and his heirs or assigns forever, \
three hundred twenty acres of land.\n";
        assert_eq!(
            named(text, DocCategory::Patent),
            vec![pair("THE STATE OF TEXAS", Role::Grantor), pair("MORRIS K. TILLEY", Role::Grantee)]
        );
    }

    #[test]
    fn federal_patent_grant_by_the_united_states_unto_the_patentee() {
        let text = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, the \
claim of Ansel P. Dahl has been established under the homestead laws;\nNOW KNOW YE, That there is, therefore, granted by \
the UNITED STATES unto the said Ansel P. Dahl the tract of Land above described.\n";
        assert_eq!(
            named(text, DocCategory::Patent),
            vec![pair("THE UNITED STATES OF AMERICA", Role::Grantor), pair("Ansel P. Dahl", Role::Grantee)]
        );
        let given = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nNOW KNOW YE, That \
the UNITED STATES OF AMERICA, in consideration of the premises, HAS GIVEN AND GRANTED, and by these presents DOES GIVE AND \
GRANT, unto the said Berta Lind and to her heirs, the tract above described.\n";
        assert_eq!(named(given, DocCategory::Patent)[1], pair("Berta Lind", Role::Grantee));
        let land_first = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, the \
claim of Ansel P. Dahl has been established for the NE/4 of Section 14, Township 33 North, Range 70 West, containing \
160 acres.\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said Ansel P. Dahl the tract.\n";
        assert_eq!(named(land_first, DocCategory::Patent)[1], pair("Ansel P. Dahl", Role::Grantee));
    }

    #[test]
    fn patent_sovereign_read_with_an_ocr_zero() {
        let text = "THE STATE 0F TEXAS\n\nKNOW YE: That I, as Governor of the State aforesaid, do hereby grant to the \
said AMOS K. TREADWELL, assignee, and his heirs or assigns forever, the land described below.\n";
        let parties = named(text, DocCategory::Patent);
        assert_eq!(parties.first(), Some(&pair("THE STATE OF TEXAS", Role::Grantor)));
    }

    #[test]
    fn government_acting_through_its_agency() {
        let text = "This lease entered into by and between the State of Wyoming, acting by and through its Board of Land \
Commissioners, as lessor, and Clyde R. Haskins, as lessee. The lessor does hereby grant and lease to the lessee the land.\n";
        let extraction = run(text, DocCategory::OilGasLease);
        let first = &extraction.parties[0];
        assert_eq!(first.name, "State of Wyoming, Board of Land Commissioners");
        assert_eq!(first.entity_type, EntityType::Government);
        assert_eq!(extraction.parties[1].name, "Clyde R. Haskins");
    }
}
