//! Sovereigns and their grants: the state or the United States that grants a patent (never the
//! official who signs it), and the federal agency that issues a right-of-way or lease form.

use super::names::{is_state, letters_for_digits, parse_name_list, parse_person_list};
use super::patterns::{compile_pattern, keyword_pattern};
use super::spans::{ceil_boundary, floor_boundary, word_starts};
use super::{Found, to_found};
use crate::l0::{Evidence, PartyMatch};
use crate::pipeline::Instrument;
use crate::vocab::{EntityType, Role};
use regex::Regex;
use std::sync::LazyLock;

static FEDERAL_HEADING: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)\bbureau\s+of\s+land\s+management\b").expect("federal heading pattern compiles"));

/// The federal agency's heading near the top of a form: where a BLM right-of-way or lease form
/// is told apart from an instrument that only mentions the agency.
fn federal_heading(text: &str) -> Option<regex::Match<'_>> {
    FEDERAL_HEADING.find(&text[..floor_boundary(text, 800)])
}

/// Federal forms (BLM rights-of-way and leases) never call the United States "grantor": it is
/// the issuing agency in the form's heading.
pub(super) fn federal_grantor(text: &str, role: Role) -> Option<Found> {
    let found = federal_heading(text)?;
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

/// The holder a federal form grants to, when no role field named it: the name after "the
/// holder:" in the running text of a flattened form, the applicant's "Name:" box of an offer to
/// lease (BLM Form 3100-11 asks the offeror's name, street and city in numbered boxes), or else
/// the form's mailing block, the name over the one street address and "City, ST 12345" line near
/// its top (BLM Form 2800-14 prints the holder's address block there and leaves "the holder:" to
/// it).
pub(super) fn federal_holder(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static HOLDER: LazyLock<Regex> = LazyLock::new(|| keyword_pattern(r"(?i)\bthe\s+holder\s*:[ \t]*").expect("holder pattern compiles"));
    let text = instrument.text.as_str();
    if federal_heading(text).is_none() {
        return Vec::new();
    }
    let name_box = instrument.fields.iter().find(|field| field.key == "name" && field.label.start < floor_boundary(text, 1500));
    if let Some(field) = name_box {
        let list = parse_name_list(text, field.value.start, field.value.end);
        if !list.parties.is_empty() {
            return to_found(text, list, role, "federal_form_name_box", warnings);
        }
    }
    if let Some(label) = HOLDER.find(text) {
        let line_end = text[label.end()..].find('\n').map_or(text.len(), |at| label.end() + at);
        let end = ceil_boundary(text, label.end() + 120).min(line_end);
        let list = parse_name_list(text, label.end(), end);
        if !list.parties.is_empty() {
            return to_found(text, list, role, "federal_form_holder", warnings);
        }
    }
    let Some((start, end)) = mailing_block_name(text) else {
        warnings.push("a federal form names no holder: no name after \"the holder:\" and no mailing block".to_string());
        return Vec::new();
    };
    to_found(text, parse_name_list(text, start, end), role, "federal_form_mailing_block", warnings)
}

/// The span of the name over the first mailing address in the first 1,500 bytes: a street number
/// and street word, or a post office box, then within a line a town, a state and a ZIP code. The
/// name is the line before the address, or the words before it on its line back to the end of
/// the text before (a state code, a ZIP code, a colon).
fn mailing_block_name(text: &str) -> Option<(usize, usize)> {
    static ADDRESS: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?:\b\d{1,6}\s+(?:[NSEW]\.?\s+)?[A-Z0-9][A-Za-z0-9]*(?:\s+[A-Z][A-Za-z]*){0,3}\s+(?i:street|st|road|rd|avenue|ave|drive|dr|lane|ln|way|boulevard|blvd|circle|court|ct|place|pl|highway|hwy|pike|trail|parkway)\b\.?|\b(?i:p\.?\s*o\.?\s*box)\s+\d+)[^\n]{0,40}?\s*\n?\s*(?:[A-Z][A-Za-z.]*\s+){0,3}[A-Z][A-Za-z.]*,?\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+\d{5}")
            .expect("mailing address pattern compiles")
    });
    let window = &text[..floor_boundary(text, 1500)];
    let address = ADDRESS.find(window)?;
    let line_start = window[..address.start()].rfind('\n').map_or(0, |at| at + 1);
    if window[line_start..address.start()].trim().is_empty() {
        // The address opens its line: the name is the line above.
        let above_end = line_start.checked_sub(1)?;
        let above_start = window[..above_end].rfind('\n').map_or(0, |at| at + 1);
        return Some((above_start, above_end));
    }
    // "... KEMMERER, WY WGR Operating, LP 1099 18 Street": back to a state code, a ZIP code or a colon.
    let before = &window[line_start..address.start()];
    let mut start = before.len();
    for (at, word) in word_starts(before).into_iter().rev() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
        let ends_text = word.ends_with(':') || bare.bytes().all(|b| b.is_ascii_digit()) || is_state(bare);
        if ends_text {
            break;
        }
        start = at;
    }
    (start < before.len()).then(|| (line_start + start, address.start()))
}

/// "WHEREAS, ... the claim of THADDEUS M. CROWLEY has been established ...; NOW KNOW YE, That there
/// is granted by the UNITED STATES unto the said claimant the tract": a patent that grants to
/// "the said claimant" names its grantee in the recital of the claim. A claim under the
/// homestead and cash-entry laws is a person's (an entryman's), so the name is read as a person's
/// even when the Census lists know none of its words; a scan's "clairn" is still a claim.
pub(super) fn patent_claimant(text: &str, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static CLAIM_OF: LazyLock<Regex> = LazyLock::new(|| keyword_pattern(r"(?i)\bclai(?:m|rn)\s+of\s+").expect("claim-of pattern compiles"));
    static CLAIM_END: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i),?\s*\b(?:has|have|was|were|is|for|to)\b|[;:]").expect("claim-end pattern compiles"));
    static SAID_CLAIMANT: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\b(?:un)?to\s+the\s+(?:said\s+)?claimant\b").expect("said-claimant pattern compiles"));
    if !SAID_CLAIMANT.is_match(text) {
        return Vec::new();
    }
    let Some(found) = CLAIM_OF.find(text) else {
        warnings.push("the patent grants to \"the said claimant\" but names no claim of anyone".to_string());
        return Vec::new();
    };
    let upper = ceil_boundary(text, found.end().saturating_add(120));
    let end = CLAIM_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    to_found(text, parse_person_list(text, found.end(), end), role, "patent_claimant", warnings)
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
    letters_for_digits(word, capitals, 'i')
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};

    use crate::vocab::{DocCategory, EntityType, Role};

    #[test]
    fn a_state_or_federal_lease_names_its_lessee_in_a_box_or_after_the_sovereign_lessor() {
        // A Wyoming-style state lease with the lessee in a box above "entered into by the State";
        // a New Mexico one whose lessee follows the sovereign lessor; a BLM offer to lease whose
        // offeror is its numbered "Name:" box, above a street and city line.
        let wyoming = "STATE OF WYOMING OIL AND GAS LEASE\nLease No. 07-0012\nLessee: PRONGHORN ENERGY, LLC\nAddress: 400 Center \
St., Casper, Wyoming\nTHIS LEASE is entered into by the State of Wyoming, acting by and through the Board of Land Commissioners, \
as lessor, and the lessee named above.\n";
        let found = named(wyoming, DocCategory::OilGasLease);
        assert!(found.contains(&pair("PRONGHORN ENERGY, LLC", Role::Lessee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.starts_with("State of Wyoming") && *role == Role::Lessor), "{found:?}");
        let new_mexico = "OIL AND GAS LEASE\nTHIS AGREEMENT, entered into this 1st day of June, 1960, by the STATE OF NEW MEXICO, \
acting by and through its Commissioner of Public Lands, hereinafter called the lessor, and JOHN R. BAKER, of Roswell, New Mexico, \
hereinafter called the lessee.\n";
        let found = named(new_mexico, DocCategory::OilGasLease);
        assert!(found.contains(&pair("JOHN R. BAKER", Role::Lessee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.starts_with("STATE OF NEW MEXICO") && *role == Role::Lessor), "{found:?}");
        let offer = "UNITED STATES\nDEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\nOFFER TO LEASE AND LEASE FOR OIL AND GAS\n\
Serial No. WYW-12345\n1. Name: ROCKY BUTTE OIL COMPANY\nStreet: 100 Main Street\nCity, State, Zip Code: Casper, Wyoming 82601\n\
2. This application/offer/lease is for: Public Domain Lands\nTHE UNITED STATES OF AMERICA, acting through the Bureau of Land \
Management, hereby grants to the lessee the exclusive right to drill for oil and gas.\n";
        let found = named(offer, DocCategory::OilGasLease);
        assert!(found.contains(&pair("ROCKY BUTTE OIL COMPANY", Role::Lessee)), "{found:?}");
        assert!(found.iter().all(|(name, _)| !name.contains("Zip") && !name.contains("Casper")), "{found:?}");
    }

    /// A school-land lease that a state's land board gives through its secretary, in our own
    /// wording and invented names, built from its premises' parts with one part changed at a time:
    /// the board's name in capitals, the phrase of the officer it acts through with or without the
    /// authority he acts under, and none at all. The board is the lessor whatever the change: a
    /// body named for the office it keeps, and no officer's title joined to it.
    #[test]
    fn a_land_board_named_for_its_office_is_the_lessor_whoever_signs_for_it() {
        let board = "Commissioners of the Land Office of the State of Nebraska";
        for (name, acting) in [
            (board, ", acting by and through the Secretary thereof under authority of the laws of the State"),
            (board, ", acting by and through its Secretary"),
            (board, ""),
            ("COMMISSIONERS OF THE LAND OFFICE OF THE STATE OF NEBRASKA", ", acting by and through the Secretary thereof"),
        ] {
            let lease = format!(
                "SCHOOL LAND OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS: That the {name}{acting}, called the Lessor, for a \
bonus of $640.00 bid at the public sale of leases, does hereby lease and let exclusively unto BLUESTEM WELL COMPANY, a Nebraska \
corporation, hereinafter called Lessee, the land below for oil and gas.\n"
            );
            let found = named(&lease, DocCategory::OilGasLease);
            assert_eq!(found, vec![pair(name, Role::Lessor), pair("BLUESTEM WELL COMPANY", Role::Lessee)], "{acting:?}");
        }
    }

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

    #[test]
    fn a_federal_form_s_holder_after_the_holder_or_in_its_mailing_block() {
        let running = "HomeMy WebLinkAbout1 2. Nature of Interest: a. By this instrument, the holder: Dora K. Pettit P.O. Box 44 Evanston, WY \
82930 Sixth Principal Meridian UNITED STATES DEPARTMENT OF THE INTERIOR BUREAU OF LAND MANAGEMENT RIGHT-OF-WAY GRANT 1. A \
right-of-way is hereby granted pursuant to Title V.\n";
        let found = named(running, DocCategory::RightOfWay);
        assert!(found.contains(&pair("Dora K. Pettit", Role::Grantee)), "{found:?}");
        let block = "FORM 2800-14\n3. Rental:\nAmos Quillen\n88 Sage Flat Road\nKemmerer, WY 83101\nUNITED STATES\nBUREAU OF LAND \
MANAGEMENT\nRIGHT-OF-WAY GRANT\n2. Nature of Interest:\na. By this instrument, the holder:\nreceives a right to construct an access road.\n";
        let found = named(block, DocCategory::RightOfWay);
        assert!(found.contains(&pair("Amos Quillen", Role::Grantee)), "{found:?}");
        let flat = "FORM 2800-14 RECEIVED 3/2/2012 BOOK: 7 PAGE: 9 ROSE TILL COUNTY CLERK, KEMMERER, WY Sage Basin Operating, LP 410 \
Main Street, Suite 12 Denver, Colorado 80202 UNITED STATES DEPARTMENT OF THE INTERIOR BUREAU OF LAND MANAGEMENT RIGHT-OF-WAY \
GRANT 2. a. By this instrument, the holder: receives a right to construct a pipeline.\n";
        let found = named(flat, DocCategory::RightOfWay);
        assert!(found.contains(&pair("Sage Basin Operating, LP", Role::Grantee)), "{found:?}");
        let county = "UNITED STATES\nBUREAU OF LAND MANAGEMENT\nRIGHT-OF-WAY GRANT\na. By this instrument, the holder:\nSweetwater County\n\
Board of County Commissioners\n80 W. Flaming Gorge Way\nreceives a right to construct a road.\n";
        let found = named(county, DocCategory::RightOfWay);
        assert!(found.contains(&pair("Sweetwater County Board of County Commissioners", Role::Grantee)), "{found:?}");
    }

    /// Entrymen's names the Census lists do not know, and a scan that reads "claim" as "clairn":
    /// our own homestead and cash-entry wordings.
    #[test]
    fn a_patent_s_claimant_is_read_whatever_his_name_and_the_scan() {
        for (text, patentee) in [
            (
                "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, it appears that the \
clairn of Osric Vandermeulen Quist has been established under the homestead laws for the NE/4 of Section 3:\nNOW KNOW YE, That \
there is, therefore, granted by the UNITED STATES unto the said claimant the tract of Land above described.\n",
                "Osric Vandermeulen Quist",
            ),
            (
                "THE UNITED STATES OF AMERICA,\nWHEREAS the claim of EZRAH TOLLIVAND has been duly consummated in conformity to \
law for the lots one and two of Section 9;\nNOW KNOW YE, That there is granted unto the said claimant the said tract.\n",
                "EZRAH TOLLIVAND",
            ),
        ] {
            assert!(
                named(text, DocCategory::Patent).contains(&pair(patentee, Role::Grantee)),
                "{patentee}: {:?}",
                run(text, DocCategory::Patent)
            );
        }
    }

    #[test]
    fn a_patent_to_the_said_claimant_grants_to_the_one_whose_claim_it_recites() {
        let text = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, a Certificate of the \
Register of the Land Office has been deposited, whereby it appears that the claim of ELIAS P. VORNHOLT has been established for \
the lots one and two of Section six:\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said claimant \
the tract of Land above described.\n";
        assert_eq!(
            named(text, DocCategory::Patent),
            vec![pair("THE UNITED STATES OF AMERICA", Role::Grantor), pair("ELIAS P. VORNHOLT", Role::Grantee)]
        );
    }
}
