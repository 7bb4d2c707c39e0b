//! Form fields that name a party before its name: "GRANTOR: JOHN DOE" on a modern short form, a
//! state or federal form's "Lessee:" or "Holder:" box with the name on the line below.

use super::labels::{RECITED_LABEL, label_role};
use super::names::{NameList, excerpt, is_speck_line, parse_name_list};
use super::{Found, Sides, to_found};
use crate::pipeline::{FormField, Instrument, SegmentKind};
use crate::vocab::{DocCategory, Role};

/// "GRANTOR: JOHN DOE and wife, JANE DOE" on a line of a modern short form, or a state or
/// federal form's box with the name on the line below ("Lessee:", "3. Holder:"): the label comes
/// before the names, which the role labels after names never see. The segmentation finds the
/// fields; a field whose label's noun is a role names that role's party. A role field left blank
/// is reported.
pub(super) fn form_box_parties(instrument: &Instrument, sides: Sides, category: DocCategory, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    let mut found = Vec::new();
    let describes_a_trust_deed = category == DocCategory::MortgageRelease && describes_a_trust_deed(instrument);
    for field in &instrument.fields {
        // "Ratifying Party:", "Ratifier:": the owner who ratifies is the lease's lessor.
        let ratifier = category == DocCategory::LeaseRatification && (field.key.ends_with("ratifying party") || field.has_noun("ratifier"));
        let Some(noun) = ROLE_NOUNS.iter().find(|noun| field.has_noun(noun)).or(ratifier.then_some(&"lessor")) else { continue };
        // "GRANTOR covenants with GRANTEE that GRANTOR:": a label that names a role twice is a
        // sentence of the covenants that introduces a numbered list, not a form's box.
        if names_roles_more_than_once(&field.key) {
            continue;
        }
        if in_signatures_or_certificate(instrument, field.label.start) {
            continue;
        }
        // The "Holder:" of a release's form is the one who releases: the present holder of the
        // lease or the debt, whom no recital stands in for.
        let releasing_holder = *noun == "holder" && matches!(category, DocCategory::LeaseRelease | DocCategory::MortgageRelease);
        let role = match *noun {
            _ if releasing_holder => Some(sides.first),
            // The holder of a right-of-way grant or a state or federal lease is the one it grants to.
            "holder" => {
                matches!(category, DocCategory::RightOfWay | DocCategory::OilGasLease | DocCategory::Patent).then_some(sides.second)
            }
            "trustor" | "borrower" if category == DocCategory::MortgageRelease => Some(Role::Mortgagor),
            // The boxes of a released trust deed's description: its grantor is the borrower, its
            // beneficiary the holder who asked for the release, standing in until the release
            // names a holder of its own (`labels::drop_recited_stand_ins`).
            "grantor" if describes_a_trust_deed => Some(Role::Mortgagor),
            "beneficiary" | "lender" | "mortgagee" if category == DocCategory::MortgageRelease => {
                if !field.value.is_empty() {
                    let list = field_names(instrument, field, warnings);
                    found.extend(to_found(text, list, sides.first, RECITED_LABEL, warnings));
                }
                continue;
            }
            "trustor" | "borrower" => Some(sides.first).filter(|_| category == DocCategory::DeedOfTrust),
            "lender" | "beneficiary" => Some(sides.second).filter(|_| category == DocCategory::DeedOfTrust),
            word => label_role(word, sides, category).0,
        };
        let Some(role) = role.filter(|role| ratifier || releasing_holder || box_role_is_a_party(*role, sides, category)) else { continue };
        if field.value.is_empty() {
            warnings.push(format!("the form field \"{}\" names no one", &text[field.label.clone()]));
            continue;
        }
        let list = field_names(instrument, field, warnings);
        found.extend(to_found(text, list, role, "form_label", warnings));
    }
    found
}

/// Whether a release's boxes describe the deed of trust it releases: a "Trustee:" box beside a
/// "Beneficiary:" one, the triple of a trust deed ("Grantor:", "Trustee:", "Beneficiary:"), whose
/// grantor is the borrower and no releasor.
fn describes_a_trust_deed(instrument: &Instrument) -> bool {
    let has = |noun: &str| instrument.fields.iter().any(|field| field.has_noun(noun));
    has("trustee") && has("beneficiary")
}

/// The names a field's value holds: on its line and the lines it runs on to, else on the lines
/// below that go on with a name before an address. A value that holds none is reported.
fn field_names(instrument: &Instrument, field: &FormField, warnings: &mut Vec<String>) -> NameList {
    let text = instrument.text.as_str();
    let on_its_line = parse_name_list(text, field.value.start, run_on_end(instrument, field.value.clone()));
    let list = if on_its_line.parties.is_empty() {
        parse_name_list(text, field.value.start, entry_end(text, field.value.clone()))
    } else {
        on_its_line
    };
    let end = list.parties.last().map_or(field.value.end, |p| p.end.max(field.value.end));
    if list.parties.is_empty() {
        warnings.push(format!(
            "the form field \"{}\" holds no name: {}",
            &text[field.label.clone()],
            excerpt(&text[field.value.start..end])
        ));
    }
    list
}

/// The nouns by which a form's boxes name the owner of the land, who gives (the lessor of a
/// lease, the grantor of a surface use agreement or an easement): "Surface Owner:",
/// "Landowner:", "Mineral Owner:".
const OWNER_NOUNS: &[&str] = &["owner", "landowner"];

/// The nouns by which a form's boxes name the company that works the land under the owner's
/// grant, who takes (the lessee of a lease it operates, the grantee of a surface use agreement,
/// a permit or an easement): "Operator:", "Permittee:".
const OPERATOR_NOUNS: &[&str] = &["operator", "permittee"];

/// The categories whose parties a form may name by the owner's and the operator's nouns:
/// surface use and damage agreements and memoranda (other), easements and permits, and the
/// lease instruments an operator holds the lessee's side of.
fn names_owner_and_operator(category: DocCategory) -> bool {
    matches!(
        category,
        DocCategory::Other
            | DocCategory::RightOfWay
            | DocCategory::OilGasLease
            | DocCategory::LeaseRatification
            | DocCategory::LeaseRelease
    )
}

/// "Surface Owner: THE ROE FAMILY TRUST ... Operator: DRY MESA OPERATING, LLC": the boxes of a
/// surface use memorandum, a permit or a unit ratification name the parties by what they are to
/// the land, not by a role word. An owner's box names the side that gives (the lessor where the
/// category has one), an operator's box the side that holds the lessee's interest (the lessee
/// where the category has one, else the side that takes). Read only for a side every reader of
/// the instrument's words left empty (`want_first`, `want_second`), from the boxes before the
/// signatures; each side read says so. An instrument that is no lease's must name both (the
/// two parties of its agreement): a division order's "Operator:" box beside its owners' table
/// names the well's operator, who is no party to the order.
pub(super) fn owner_and_operator_boxes(
    instrument: &Instrument,
    sides: Sides,
    category: DocCategory,
    want_first: bool,
    want_second: bool,
    warnings: &mut Vec<String>,
) -> Vec<Found> {
    if !names_owner_and_operator(category) {
        return Vec::new();
    }
    let text = instrument.text.as_str();
    let has = |role: Role| sides.first == role || sides.second == role;
    let owner_role = if has(Role::Lessor) { Role::Lessor } else { sides.first };
    let operator_role = if has(Role::Lessee) { Role::Lessee } else { sides.second };
    let wanted = |role: Role| if role == sides.first { want_first } else { want_second };
    let boxes: Vec<(&FormField, Role)> = instrument
        .fields
        .iter()
        .filter(|field| !field.value.is_empty() && !in_signatures_or_certificate(instrument, field.label.start))
        .filter(|field| instrument.recital_at(field.label.start).is_none())
        .filter_map(|field| {
            if OWNER_NOUNS.iter().any(|noun| field.has_noun(noun)) {
                Some((field, owner_role))
            } else {
                OPERATOR_NOUNS.iter().any(|noun| field.has_noun(noun)).then_some((field, operator_role))
            }
        })
        .collect();
    let lease_held = has(Role::Lessee);
    let boxed = |wanted: Role| boxes.iter().any(|(_, role)| *role == wanted);
    if !(lease_held || boxed(owner_role) && boxed(operator_role)) {
        return Vec::new();
    }
    let mut found = Vec::new();
    let mut read: Vec<Role> = Vec::new();
    for (field, role) in boxes {
        // One box per side: a second "Owner:" further down is a table's or an exhibit's.
        if !wanted(role) || read.contains(&role) {
            continue;
        }
        let list = field_names(instrument, field, warnings);
        if list.parties.is_empty() {
            continue;
        }
        read.push(role);
        warnings.push(format!("no {} named by a role word: read from the form's box \"{}\"", role.as_str(), &text[field.label.clone()]));
        found.extend(to_found(text, list, role, "owner_operator_box", warnings));
    }
    found
}

/// Whether a form field stands where the instrument is signed, acknowledged or certified for
/// record, whose "Grantor:" and "Lessee:" lines are signature captions and the recorder's index.
/// A recording section with no signature before it is a notice or a cover page above the
/// instrument ("... before it is filed for record in the public records", the notice every Texas
/// conveyance of a natural person's land opens with), and the fields after it are the
/// instrument's own.
fn in_signatures_or_certificate(instrument: &Instrument, offset: usize) -> bool {
    match instrument.kind_at(offset) {
        SegmentKind::Execution | SegmentKind::Acknowledgment => true,
        SegmentKind::Recording => instrument
            .segments
            .iter()
            .take_while(|s| s.start < offset)
            .any(|s| matches!(s.kind, SegmentKind::Execution | SegmentKind::Acknowledgment)),
        _ => false,
    }
}

/// Words of the labels of fields that never name a party of the instrument: who prepared it,
/// where to return it or send tax statements, addresses, the notary's commission, witnesses.
const NO_PARTY_LABEL_WORDS: &[&str] = &[
    "prepared",
    "return",
    "mail",
    "requested",
    "commission",
    "notary",
    "witness",
    "address",
    "statements",
    "send",
    "attention",
    "attn",
    "submitter",
    "printed",
];

/// Drops every name read inside the value of a field that names no party ("Prepared by:",
/// "Return to:", "Mail tax statements to:", "My commission expires:"), whichever reader read it.
pub(super) fn drop_names_in_fields_of_no_party(instrument: &Instrument, found: &mut Vec<Found>, warnings: &mut Vec<String>) {
    found.retain(|f| {
        let Some(field) = instrument.field_at(f.party.evidence.start) else { return true };
        let of_no_party = NO_PARTY_LABEL_WORDS.iter().any(|word| field.has_word(word)) && !names_its_party(field);
        if of_no_party {
            warnings.push(format!(
                "{} is named in the field \"{}\", which names no party",
                f.party.name,
                &instrument.text[field.label.clone()]
            ));
        }
        !of_no_party
    });
}

/// Whether a field's label asks for a party's name as well as its address ("Name and Address
/// of Grantee", "Grantee's Name and Address"): a title company's and a recorder's cover forms
/// head their parties' boxes so. A label that also says where to send or return something
/// ("Return to Grantee's name and address") is still of no party.
fn names_its_party(field: &FormField) -> bool {
    field.has_word("name")
        && field.key.split(' ').any(|word| ROLE_NOUNS.iter().any(|noun| word == *noun || word.strip_suffix('s') == Some(noun)))
        && !NO_PARTY_LABEL_WORDS.iter().any(|word| *word != "address" && field.has_word(word))
}

/// Whether a label's words hold role nouns more than once ("grantor covenants with grantee that
/// grantor"); "name of lessee" and "grantee's mailing address" hold one.
fn names_roles_more_than_once(key: &str) -> bool {
    let is_role = |word: &str| ROLE_NOUNS.iter().any(|noun| word == *noun || word.strip_suffix('s') == Some(noun));
    key.split(' ').filter(|word| is_role(word)).count() > 1
}

/// The role nouns a form's label may end with.
const ROLE_NOUNS: &[&str] = &[
    "grantor",
    "grantee",
    "lessor",
    "lessee",
    "assignor",
    "assignee",
    "mortgagor",
    "mortgagee",
    "holder",
    "seller",
    "buyer",
    "purchaser",
    "trustor",
    "borrower",
    "lender",
    "beneficiary",
];

/// Where a field's value ends when it runs on to the lines below ("Lessor: RUTH ROE, a widow,
/// whose address is 12 Main Street,\nMinot, North Dakota; and DAN ROE and ANN ROE, husband
/// and\nwife, ..."): while a line ends unfinished (a comma, a semicolon, "and") the next line goes
/// on with the value, unless it is a field of its own.
fn run_on_end(instrument: &Instrument, value: std::ops::Range<usize>) -> usize {
    let text = instrument.text.as_str();
    let mut end = value.end;
    for _ in 0..4 {
        let line = text[..end].trim_end();
        let Some(next_start) = text[end..].find('\n').map(|at| end + at + 1) else { break };
        let next_end = text[next_start..].find('\n').map_or(text.len(), |at| next_start + at);
        // "KESTREL PARTNERS, LTD., as to an undivided\none-half; and ...": a line that stops on a
        // small word or inside a share has not ended its value, nor has one whose next line
        // opens with "and".
        // "under a power of att-\n. , ' :\norney dated": a line of a scan's specks carries on the
        // line before it, and a word broken at the line's end has not ended.
        let last_line = line.rsplit('\n').next().unwrap_or(line);
        let last_word = line.rsplit(char::is_whitespace).next().unwrap_or("").to_ascii_lowercase();
        let next_opens_with_and = text[next_start..next_end].trim_start().get(..4).is_some_and(|first| first.eq_ignore_ascii_case("and "));
        let unfinished = line.ends_with([',', ';', '&', '-'])
            || is_speck_line(last_line)
            || UNFINISHED_LAST_WORDS.contains(&last_word.as_str())
            || last_word.ends_with("undivided")
            || next_opens_with_and;
        let heads_a_field = instrument.fields.iter().any(|field| (next_start..next_end).contains(&field.label.start));
        if !(unfinished || wraps_a_surname(text, next_start, next_end)) || heads_a_field || text[next_start..next_end].trim().is_empty() {
            break;
        }
        end = next_end;
    }
    end
}

/// "Grantor: The Roe Living Trust, Leo Roe and Ann Roe\nMills, Co-Trustees": a typed form wraps
/// a long value onto the next line, and a line that opens with one capitalised word and a comma
/// is the end of the last name (a surname) carried over, with what describes it after the comma.
fn wraps_a_surname(text: &str, next_start: usize, next_end: usize) -> bool {
    let line = &text[next_start..next_end];
    line.split_once(',').is_some_and(|(first, _)| {
        let first = first.trim();
        !first.contains(' ') && first.len() > 1 && first.starts_with(|c: char| c.is_uppercase()) && first.chars().all(char::is_alphabetic)
    })
}

/// Words a value's line never ends on: a preposition, an article or a share's words carry the
/// value on to the next line.
const UNFINISHED_LAST_WORDS: &[&str] = &["and", "or", "of", "to", "an", "a", "the", "undivided", "as", "with", "for", "by"];

/// Where a field's entry ends when its value alone names no one: the value, and below it the
/// lines that go on with the name before an address ("Lincoln County / Board of County
/// Commissioners / 925 Sage Avenue"): at most two more lines, each of words alone, none a field
/// of its own nor a signer's "By" line.
fn entry_end(text: &str, value: std::ops::Range<usize>) -> usize {
    let mut end = value.end;
    for _ in 0..2 {
        let Some(next_start) = text[end..].find('\n').map(|at| end + at + 1) else { break };
        let next_end = text[next_start..].find('\n').map_or(text.len(), |at| next_start + at);
        let line = text[next_start..next_end].trim();
        let words_only = !line.is_empty() && line.chars().all(|c| c.is_alphabetic() || " .,&'-".contains(c));
        // "BY MARATHON OIL COMPANY, GENERAL PARTNER", "Its: President": who signs, not who is.
        let first = line.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
        if !words_only || line.contains(':') || line.split_whitespace().count() > 6 || matches!(first.as_str(), "by" | "its" | "by:") {
            break;
        }
        end = next_end;
    }
    end
}

/// A box of a recited lease or mortgage ("Lessor: ... Lessee: ... Dated: ... Recorded: ...")
/// names this instrument's parties only where DOMAIN makes them so: a release's lessor or
/// mortgagor, a ratification's lessee. Its original lessee or mortgagee has since assigned or
/// released, and an assignment's parties are its assignor and assignee.
pub(super) fn box_role_is_a_party(role: Role, sides: Sides, category: DocCategory) -> bool {
    let recited_holder = matches!(
        (category, role),
        (DocCategory::LeaseRelease, Role::Lessee)
            | (DocCategory::MortgageRelease, Role::Mortgagee)
            | (DocCategory::LeaseRatification, Role::Lessor)
    );
    (role == sides.first || role == sides.second) && !recited_holder
}

/// The entry a form label heads: the rest of its line, or when that holds no word the next line
/// that does. Lines of one or two letters are scan specks (a box's edge read as "I").
pub(super) fn box_entry(text: &str, from: usize) -> Option<(usize, usize)> {
    let line_end = |at: usize| text[at..].find('\n').map_or(text.len(), |i| at + i);
    let holds_word = |line: &str| line.chars().filter(|c| c.is_alphabetic()).count() >= 3;
    let mut at = from;
    for _ in 0..4 {
        let end = line_end(at);
        if holds_word(&text[at..end]) {
            return Some((at, end));
        }
        if end >= text.len() {
            break;
        }
        at = end + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};

    use crate::vocab::{DocCategory, Role};

    #[test]
    fn a_value_indented_to_its_column_runs_on_past_a_share_to_the_next_party() {
        for text in [
            "PARTIAL ASSIGNMENT\nAssignor:        DRY CREEK OIL, INC., a Texas corporation\n                 P. O. Box 40, Snyder, Texas \
79549\nAssignees:       KESTREL ROYALTY PARTNERS, LTD., as to an undivided\n                 one-half (1/2); and ODELL F. \
MARKS, of Scurry County, Texas, as to\n                 the other one-half (1/2)\nLease:           Oil and Gas Lease dated \
May 3, 1990.\n",
            "ASSIGNMENT\nAssignor:     Dry Creek Oil, Inc.\nAssignees:    Kestrel Royalty Partners, Ltd., as to 60 percent\n          \
   and Odell F. Marks, as to 40 percent\nEffective Date: June 1, 2001\n",
        ] {
            let found = named(text, DocCategory::LeaseAssignment);
            let assignees: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Assignee).map(|(name, _)| name.as_str()).collect();
            assert_eq!(assignees.len(), 2, "{:?}", run(text, DocCategory::LeaseAssignment));
            assert!(assignees.iter().any(|name| name.eq_ignore_ascii_case("ODELL F. MARKS")), "{assignees:?}");
            assert_eq!(found.iter().filter(|(_, role)| *role == Role::Assignor).count(), 1, "{found:?}");
        }
    }

    #[test]
    fn a_ratifying_party_box_names_the_lessor_and_the_lessee_box_beats_the_recited_lessee() {
        for (text, owner) in [
            (
                "RATIFICATION OF OIL AND GAS LEASE\nDate: May 2, 2016\nRatifying Party: OLETA JUNE PRICE, whose address is 9 Oak \
Lane, Tyler, Texas\nLessee: MESQUITE FLATS ENERGY, LLC, a Texas limited liability company\nLease: Oil and Gas Lease dated \
March 1, 2013, from Hal Price, as lessor, to Dry Lake Resources, LLC, as lessee, recorded as Instrument No. 2013-55.\n\
Ratifying Party ratifies and confirms the Lease.\n",
                "OLETA JUNE PRICE",
            ),
            (
                "RATIFICATION\nRatifier:   Amos T. Wendt and wife, Lila Wendt\nLessee:     Coyote Draw Operating LP\nLease:      \
Oil and Gas Lease dated June 5, 2010, from Ben Wendt to Red Arroyo Oil Co., as lessee.\nRatifier adopts the Lease.\n",
                "Amos T. Wendt",
            ),
        ] {
            let found = named(text, DocCategory::LeaseRatification);
            assert!(found.contains(&pair(owner, Role::Lessor)), "{owner}: {:?}", run(text, DocCategory::LeaseRatification));
            assert_eq!(found.iter().filter(|(_, role)| *role == Role::Lessee).count(), 1, "{found:?}");
            assert!(
                !found.iter().any(|(name, _)| name.contains("Dry Lake") || name.contains("Red Arroyo") || name.contains("Hal ")),
                "{found:?}"
            );
        }
    }

    #[test]
    fn a_covenant_that_names_two_roles_before_its_colon_is_no_form_box() {
        let text = "TRUSTEE'S DEED\n\nNELL ROSS, Trustee, GRANTOR, in consideration of $9,000 received from GRANTEE, CALVIN BOND, \
conveys to GRANTEE the land.\nGRANTOR covenants with GRANTEE that GRANTOR:\n(1) is acting as trustee, the former trustee, \
Amos Ross, being deceased;\n";
        let found = named(text, DocCategory::Deed);
        assert!(!found.iter().any(|(name, _)| name.contains("Amos")), "{found:?}");
        assert!(found.contains(&pair("NELL ROSS", Role::Grantor)) && found.contains(&pair("CALVIN BOND", Role::Grantee)), "{found:?}");
    }

    #[test]
    fn form_labels_before_the_names_and_boxes_with_the_name_below() {
        let short_form = "SPECIAL WARRANTY DEED\nDate: August 30, 2019\nGRANTOR: DONALD R. MCKAY and wife, SUSAN L. MCKAY\n\
Grantor's Mailing Address: 401 Oak Street, Midland, Texas 79701\nGRANTEE: LONE MESA HOLDINGS, LLC, a Texas limited liability company\n\
Grantee's Mailing Address: 1200 Main Street, Fort Worth, Texas 76102\nConsideration: Ten Dollars.\n";
        assert_eq!(
            named(short_form, DocCategory::SpecialWarrantyDeed),
            vec![
                pair("DONALD R. MCKAY", Role::Grantor),
                pair("SUSAN L. MCKAY", Role::Grantor),
                pair("LONE MESA HOLDINGS, LLC", Role::Grantee)
            ]
        );
        let state_lease = "STATE OF WYOMING\nOIL AND GAS LEASE\nLease No. 07-00123\nLessee:\nNORTHERN PLAINS EXPLORATION, INC.\n\
PO Box 1200, Casper, WY 82602\nThe State of Wyoming, acting by and through its Board of Land Commissioners, hereby leases to \
the Lessee the lands below.\n";
        assert!(named(state_lease, DocCategory::OilGasLease).contains(&pair("NORTHERN PLAINS EXPLORATION, INC.", Role::Lessee)));
        let federal_grant = "UNITED STATES DEPARTMENT OF THE INTERIOR\nBUREAU OF LAND MANAGEMENT\nRIGHT-OF-WAY GRANT\nHolder:\n\
SAGE CREEK GATHERING, LLC\n1. A right-of-way is hereby granted for a gas pipeline.\n";
        let found = named(federal_grant, DocCategory::RightOfWay);
        assert!(found.contains(&pair("SAGE CREEK GATHERING, LLC", Role::Grantee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.contains("United States") && *role == Role::Grantor), "{found:?}");
        let lessor_box = "OIL AND GAS LEASE\nLESSOR: HAROLD COLE, a single man\nLESSEE: SUNDANCE PETROLEUM CORPORATION\n\
Lessor hereby leases to Lessee the NW/4 of Section 32.\n";
        assert_eq!(
            named(lessor_box, DocCategory::OilGasLease),
            vec![pair("HAROLD COLE", Role::Lessor), pair("SUNDANCE PETROLEUM CORPORATION", Role::Lessee)]
        );
    }

    /// "under a power of att-\n. , ' :\norney dated ...; and C and D": a word broken at the line's
    /// end, and a line of a scan's specks under it, do not end a field's value. Our own forms.
    #[test]
    fn a_value_runs_on_past_a_broken_word_and_a_line_of_specks() {
        for text in [
            "OIL AND GAS LEASE\nLESSOR:   Carl J. Moen, individually and as agent for his aunt, Ida Moen, under a power of att-\n. ,  ' :\norney dated May 6, 2005; and Ruth Moen Baker and Paul Baker, her husband\n          RR 2, Tunkhannock, PA\n\nLESSEE:   Keystone Gas, LLC\nLessor leases to Lessee the land below.\n",
            "OIL AND GAS LEASE\nLessor: Carl J. Moen and Ida Moen, husband and wife, of Tunkhannock, Penn-\nsylvania; and Ruth Moen Baker and Paul Baker, her husband\nLessee: Keystone Gas, LLC\nLessor leases to Lessee the land below.\n",
            "OIL AND GAS LEASE\nLessor: Carl J. Moen and Ida Moen, husband and wife,\n~ . ,\nand Ruth Moen Baker and Paul Baker, her husband\nLessee: Keystone Gas, LLC\nLessor leases to Lessee the land below.\n",
        ] {
            let found = named(text, DocCategory::OilGasLease);
            for name in ["Carl J. Moen", "Ida Moen", "Ruth Moen Baker", "Paul Baker"] {
                assert!(found.contains(&pair(name, Role::Lessor)), "{name}: {found:?}");
            }
            assert!(found.contains(&pair("Keystone Gas, LLC", Role::Lessee)), "{found:?}");
        }
    }

    #[test]
    fn a_surname_wrapped_onto_the_next_line_goes_on_with_the_value() {
        let wrapped = "EASEMENT\nGrantor: The Roe Living Trust, dated May 1, 2001, Leo Roe and Ann Roe\nMills, \
Successor Co-Trustees\nAddress: 12 Elm Road, Vernal, Utah\nGrantee: Kiln Creek Gathering LLC\nGrantor grants to \
Grantee an easement.\n";
        assert_eq!(
            named(wrapped, DocCategory::RightOfWay),
            vec![pair("Leo Roe", Role::Grantor), pair("Ann Roe Mills", Role::Grantor), pair("Kiln Creek Gathering LLC", Role::Grantee)]
        );
        let lessor = "OIL AND GAS LEASE\nLessor: Otto Berg and Ilse Berg,\nhusband and wife\n\
410 Main Street, Lusk, Wyoming\nLessee: Hat Creek Energy, Inc.\nLessor leases to Lessee the land below.\n";
        assert_eq!(
            named(lessor, DocCategory::OilGasLease),
            vec![pair("Otto Berg", Role::Lessor), pair("Ilse Berg", Role::Lessor), pair("Hat Creek Energy, Inc.", Role::Lessee)]
        );
        let couple = "WARRANTY DEED\nGrantor: Sand Draw Ranch Company\nGrantee: Ada Pell and Rufus Alden\n    Pell, wife and husband, \
as joint tenants\nGrantor conveys to Grantee the land below.\n";
        assert!(named(couple, DocCategory::WarrantyDeed).contains(&pair("Rufus Alden Pell", Role::Grantee)));
    }

    #[test]
    fn the_box_of_a_recited_lease_names_only_the_parties_domain_gives_the_instrument() {
        let release = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS that BIG HORN OIL COMPANY, being the present \
owner of all of the lessee's interest in and under the following Oil and Gas Lease:\nLessor: Amos J. Larkin and Vera M. Larkin\n\
Lessee: Trinidad Exploration Corp.\nDated: March 2, 1969\ndoes hereby release and surrender unto the lessor all of its \
right, title and interest in said lease.\n";
        let found = named(release, DocCategory::LeaseRelease);
        assert!(found.contains(&pair("BIG HORN OIL COMPANY", Role::Lessee)), "{found:?}");
        assert!(
            found.contains(&pair("Amos J. Larkin", Role::Lessor)) && found.contains(&pair("Vera M. Larkin", Role::Lessor)),
            "{found:?}"
        );
        assert!(!found.iter().any(|(name, _)| name.starts_with("Trinidad")), "{found:?}");
        let assignment = "ASSIGNMENT OF OIL AND GAS LEASE\nLessor: Amos J. Larkin\nLessee: Trinidad Exploration Corp.\n\
KNOW ALL MEN BY THESE PRESENTS: That TRINIDAD EXPLORATION CORP., hereinafter called Assignor, does hereby assign, transfer \
and set over unto MESA VERDE OIL, LLC, hereinafter called Assignee, all of its interest in the lease described above.\n";
        assert_eq!(
            named(assignment, DocCategory::LeaseAssignment),
            vec![pair("TRINIDAD EXPLORATION CORP.", Role::Assignor), pair("MESA VERDE OIL, LLC", Role::Assignee)]
        );
    }

    /// Our own wording of a partial release laid out as a caption box: the lessors stand in a
    /// "Lessor of record:" box the body says do not sign, the releasing holder in a "Present
    /// holder:" box; the scan damaged a letter of one label.
    #[test]
    fn a_release_s_box_of_the_lessor_of_record_names_the_lessors() {
        let text = "PARTIAL RELEASE OF OIL AND GAS LEASE\n\nLessor of rec0rd:  ORVAL T. BRANDVOLD and MARIT BRANDVOLD, husband \
and wife, of Sidney, Montana\nLease:  Oil and gas lease dated May 3, 1979, recorded in Book 120, Page 44\nPresent holder:  SAGE \
FLAT RESOURCES, INC., a Montana corporation\n\nSage Flat Resources, Inc. releases to the Lessor of record the lease insofar as it \
covers Section 9, Township 23 North, Range 57 East. The Lessor of record does not sign this release.\n";
        let found = named(text, DocCategory::LeaseRelease);
        assert!(found.contains(&pair("ORVAL T. BRANDVOLD", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("MARIT BRANDVOLD", Role::Lessor)), "{found:?}");
        assert!(found.iter().any(|(name, role)| *role == Role::Lessee && name.starts_with("SAGE")), "{found:?}");
        let mortgage = "RELEASE OF MORTGAGE\n\nMortgagor of record:  EINAR J. LUND\nMortgage:  dated April 2, 1961, recorded in Book \
40, Page 9\n\nTHE FIRST STATE BANK OF PLENTYWOOD, holder of the mortgage above, releases it in full.\n";
        let found = named(mortgage, DocCategory::MortgageRelease);
        assert!(found.contains(&pair("EINAR J. LUND", Role::Mortgagor)), "{found:?}");
    }

    #[test]
    fn fields_under_a_notice_that_speaks_of_filing_for_record_are_the_instrument_s() {
        let text = "NOTICE OF CONFIDENTIALITY RIGHTS: IF YOU ARE A NATURAL PERSON, YOU MAY STRIKE YOUR SOCIAL SECURITY NUMBER FROM \
THIS INSTRUMENT BEFORE IT IS FILED FOR RECORD IN THE PUBLIC RECORDS.\n\nWARRANTY DEED\nDate: March 3, 2015\n\
Grantor: CEDAR HOLLOW BUILDERS, LLC, a Texas limited liability company\nGrantee: NOEL P. ARCHULETA and wife, DINA ARCHULETA\n\
Consideration: Ten Dollars.\nGRANTOR, for the Consideration, grants, sells and conveys to Grantee the Property.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![
                pair("CEDAR HOLLOW BUILDERS, LLC", Role::Grantor),
                pair("NOEL P. ARCHULETA", Role::Grantee),
                pair("DINA ARCHULETA", Role::Grantee)
            ]
        );
        let stamp = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS: That ROSS KEEL, hereinafter called Grantor, does hereby grant \
unto IDA FENN, hereinafter called Grantee, the land.\nIN WITNESS WHEREOF I have signed this deed.\nROSS KEEL\n\
Filed for record May 2, 1990.\nGrantor: KEEL ROSS ET AL\nGrantee: FENN IDA\n";
        assert_eq!(named(stamp, DocCategory::WarrantyDeed), vec![pair("ROSS KEEL", Role::Grantor), pair("IDA FENN", Role::Grantee)]);
    }

    #[test]
    fn a_deed_of_trust_s_beneficiary_field_names_the_lender() {
        let text = "DEED OF TRUST\nDate: June 1, 1998\nGrantor: ABEL R. VOSS\nTrustee: CARL D. MINTZ\n\
Beneficiary: HIGH PLAINS FEDERAL SAVINGS ASSOCIATION\nGrantor conveys the Property to Trustee in trust.\n";
        let found = named(text, DocCategory::DeedOfTrust);
        assert!(found.contains(&pair("ABEL R. VOSS", Role::Mortgagor)), "{found:?}");
        assert!(found.contains(&pair("HIGH PLAINS FEDERAL SAVINGS ASSOCIATION", Role::Mortgagee)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("MINTZ")), "{found:?}");
    }

    #[test]
    fn a_field_value_that_runs_on_under_its_column_names_every_party() {
        let text = "OIL AND GAS LEASE\nLease Date:         May 4, 2013\nLessor:             ALMA P. RUUD, a widow, whose address is 12 Main \
Street, Dickinson,\n                    North Dakota 58601; and OSCAR L. RUUD and EVA RUUD, husband and\n                    \
wife, whose address is 9 Elm Road, Belfield, North Dakota 58622\nLessee:             BUTTE CREEK OIL, LLC, 40 Market Street, Denver, \
Colorado\nPrimary Term:       Three years\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![
                pair("ALMA P. RUUD", Role::Lessor),
                pair("OSCAR L. RUUD", Role::Lessor),
                pair("EVA RUUD", Role::Lessor),
                pair("BUTTE CREEK OIL, LLC", Role::Lessee)
            ]
        );
    }

    #[test]
    fn a_role_field_left_blank_is_reported() {
        let text = "OIL AND GAS LEASE\nLessor: Harvey Dunn\nLessee:\n\nDated: May 2, 1990\n";
        let found = run(text, DocCategory::OilGasLease);
        assert!(found.parties.iter().any(|p| p.name == "Harvey Dunn" && p.role == Role::Lessor), "{:?}", found.parties);
        assert!(found.warnings.iter().any(|w| w.contains("Lessee")), "{:?}", found.warnings);
    }

    #[test]
    fn a_signature_block_under_a_role_field_is_one_party() {
        let text = "OIL AND GAS LEASE\nThis lease made between NORA P. FISK, as Lessor, and RED DRAW ENERGY, LLC, as Lessee.\n\
Lessor hereby grants, leases and lets to Lessee the land.\nIN WITNESS WHEREOF this lease is signed.\n\nLESSOR:\nNora P. Fisk\nNORA P. FISK\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![pair("NORA P. FISK", Role::Lessor), pair("RED DRAW ENERGY, LLC", Role::Lessee)]
        );
    }

    #[test]
    fn a_name_in_a_prepared_by_or_return_to_field_is_never_a_party() {
        let text = "When recorded mail to:\nSAGE LAND SERVICES, INC.\n100 Main Street\nCasper, WY 82601\nUNITED STATES\nBUREAU OF LAND \
MANAGEMENT\nRIGHT-OF-WAY GRANT\na. By this instrument, the holder:\nreceives a right to construct a road.\n";
        let found = run(text, DocCategory::RightOfWay);
        assert!(found.parties.iter().all(|p| !p.name.contains("SAGE")), "{:?}", found.parties);
        assert!(found.warnings.iter().any(|w| w.contains("which names no party")), "{:?}", found.warnings);
    }

    /// A surface use memorandum and a unit ratification whose boxes name the parties by what they
    /// are to the land: our own wordings. The owner gives, the operator takes (or holds the
    /// lessee's side); each side read says where from.
    #[test]
    fn owner_and_operator_boxes_name_an_empty_side() {
        let memo = "MEMORANDUM OF SURFACE AGREEMENT\nSurface Owner: CLYDE W. HALVERSON, a married man\n   Route 2, Sterling, Colorado\n\
Operator: PRAIRIE DOG OPERATING, LLC, a Texas company\n1. The Operator may build one pad on the land below.\n";
        let found = run(memo, DocCategory::Other);
        assert_eq!(
            found.parties.iter().map(|p| (p.name.clone(), p.role)).collect::<Vec<_>>(),
            vec![pair("CLYDE W. HALVERSON", Role::Grantor), pair("PRAIRIE DOG OPERATING, LLC", Role::Grantee)]
        );
        assert!(found.warnings.iter().any(|w| w.contains("read from the form's box \"Operator\"")), "{:?}", found.warnings);
        let ratification = "RATIFICATION OF LEASE\nOperator: KETTLE CREEK OPERATING CO.\nRatifying Party: IDA M. SORENSEN, a widow\n\
The Ratifying Party ratifies and confirms the lease dated May 2, 1980, and grants and leases to it the land below.\n";
        let found = named(ratification, DocCategory::LeaseRatification);
        assert!(found.contains(&pair("KETTLE CREEK OPERATING CO.", Role::Lessee)), "{found:?}");
        assert!(found.contains(&pair("IDA M. SORENSEN", Role::Lessor)), "{found:?}");
    }

    /// A division order's "Operator:" box names the well's operator, no party of the order; an
    /// instrument that is no lease's reads the boxes only when they name both parties.
    #[test]
    fn an_operator_box_alone_names_no_party_of_an_agreement() {
        let order = "DIVISION ORDER\nOperator: LONE BUTTE OPERATING COMPANY\nProperty Name: Vik 2-14H\n\
The undersigned certifies the ownership of the decimal interest below.\n";
        assert!(named(order, DocCategory::Other).iter().all(|(name, _)| !name.contains("LONE BUTTE")));
    }

    /// A side a role word named is never added to from the boxes.
    #[test]
    fn owner_and_operator_boxes_leave_a_side_already_read() {
        let text = "SURFACE USE AGREEMENT\nOwner: AXEL N. BRANDT\nOperator: SAND HILLS OPERATING, LLC\nThis agreement is between \
AXEL N. BRANDT, as Grantor, and PLATTE GATHERING, INC., as Grantee, who grants the use of a road.\n";
        let found = named(text, DocCategory::Other);
        assert!(found.iter().all(|(name, _)| !name.contains("SAND HILLS")), "{found:?}");
    }
}
