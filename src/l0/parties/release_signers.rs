//! Who releases a lease when the release is made by the company that now holds it: each case
//! builds a release from its ordinary parts (a header, the premises naming the releasor, the
//! recital of the lease by its own roles, the signature block of a company signing through an
//! officer, the acknowledgment), in our own wording and invented names, then spoils one part (the
//! releasor's name lost from the premises, a header field naming the lease's original lessee, the
//! acknowledgment naming the officer but not the company, a blank line between the company and
//! its officer's line). The expected sides are what the untouched parts state: the lessors the
//! lease names take the release; the company that signs it through its officer gives it.

use super::test_support::named;
use crate::vocab::{DocCategory, Role};

const HOLDER: &str = "Quillfeather Petroleum Corporation";
const ORIGINAL: &str = "Tamsworth Leasing Company";
const LESSORS: [&str; 2] = ["Oren B. Haldane", "Myrtle C. Haldane"];

/// The corruptions of one part, each applied alone.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Corruption {
    None,
    /// The premises call the releasor only "the undersigned", which holds the lease.
    PremisesNameLost,
    /// A header field names the lease's original lessee, as the printed release forms of some
    /// counties ask for.
    OriginalLesseeField,
    /// The acknowledgment names the officer and says only "the corporation that signed".
    AcknowledgmentWithoutCompany,
    /// A blank line stands between the company's name and its officer's "By" line.
    BlankBeforeBy,
}

fn release(corruption: Corruption) -> String {
    let [first, second] = LESSORS;
    let header = if corruption == Corruption::OriginalLesseeField {
        format!("Lessors:          {first} and {second}\nOriginal Lessee:  {ORIGINAL}\nLease Date:       April 3, 1951\n\n")
    } else {
        String::new()
    };
    let releasor = if corruption == Corruption::PremisesNameLost {
        "The undersigned, a Wyoming corporation,".to_string()
    } else {
        format!("{}, a Wyoming corporation,", HOLDER.to_uppercase())
    };
    let gap = if corruption == Corruption::BlankBeforeBy { "\n\n" } else { "\n" };
    let company = HOLDER.to_uppercase();
    let acknowledgment = if corruption == Corruption::AcknowledgmentWithoutCompany {
        "Ruben T. Alcott, known to me as the Treasurer of the corporation that signed this release, acknowledged before me on \
this 2nd day of June, 1962, that the corporation signed it."
            .to_string()
    } else {
        format!(
            "This release was acknowledged before me on June 2, 1962, by Ruben T. Alcott as Treasurer of {HOLDER}, for the corporation."
        )
    };
    format!(
        "RELEASE OF OIL AND GAS LEASE\n\n{header}{releasor} which holds by assignment the oil and gas lease dated April 3, 1951, made by \
{first} and {second}, his wife, as lessors, to {ORIGINAL}, as lessee, recorded in Book 40, page 77, gives up and surrenders that lease, \
and all its rights under it, to the lessors and those who succeed to them, as to this land in Niobrara County, Wyoming:\n\n\
Township 35 North, Range 62 West, 6th P.M.\nSection 9: NE/4\n\nThe undersigned says that no well was drilled on the land and that the \
lease has ended.\n\nSigned for the corporation by its Treasurer on the 1st day of June, 1962.\n\n{company}{gap}By /s/ Ruben T. Alcott\n\
Treasurer\n\nSTATE OF WYOMING, County of Niobrara, ss.\n{acknowledgment}\n/s/ Velma O. Pruett\nMy commission expires May 5, 1965.\n"
    )
}

#[test]
fn the_company_signing_a_release_through_its_officer_is_the_releasor_whichever_part_is_spoiled() {
    for corruption in [
        Corruption::None,
        Corruption::PremisesNameLost,
        Corruption::OriginalLesseeField,
        Corruption::AcknowledgmentWithoutCompany,
        Corruption::BlankBeforeBy,
    ] {
        let found = named(&release(corruption), DocCategory::LeaseRelease);
        let side = |role: Role| {
            let mut names: Vec<String> = found.iter().filter(|(_, r)| *r == role).map(|(n, _)| n.to_lowercase()).collect();
            names.sort();
            names
        };
        let mut lessors: Vec<String> = LESSORS.iter().map(|n| n.to_lowercase()).collect();
        lessors.sort();
        assert_eq!(side(Role::Lessee), vec![HOLDER.to_lowercase()], "{corruption:?}: {found:?}");
        assert_eq!(side(Role::Lessor), lessors, "{corruption:?}: {found:?}");
    }
}

#[test]
fn a_company_over_its_officers_line_signs_but_a_person_over_a_by_line_is_not_read_so() {
    // A release by a person who holds the lease names no company: nothing is read from a "By"
    // line, and the premises' releasor stays.
    let text = "RELEASE OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS: That ADELINE F. WORTHY, a widow, the owner and holder \
of the oil and gas lease dated May 1, 1970, from Carl Benning, as lessor, does hereby release and surrender unto the said Carl Benning, \
his heirs and assigns, all her rights under that lease as to the SW/4 of Section 4, Township 12 North, Range 9 West.\n\n\
Dated June 8, 1975.\n\nADELINE F. WORTHY\nBy /s/ Homer Worthy, her attorney in fact\n";
    let found = named(text, DocCategory::LeaseRelease);
    assert!(found.iter().any(|(n, r)| n.eq_ignore_ascii_case("Adeline F. Worthy") && *r == Role::Lessee), "{found:?}");
    assert!(!found.iter().any(|(n, _)| n.contains("Homer")), "{found:?}");
}

#[test]
fn the_notarys_name_over_her_commission_line_is_no_releasor() {
    // The certificate's own closing ("WITNESS my hand and official seal.") reads like a
    // testimonium; the name under it, over "My commission expires", is the notary's.
    let text = "RELEASE OF OIL AND GAS LEASE\n\nLarkspur Valley Oil Co., a Colorado corporation (\"Releasor\"), being the present \
holder of the oil and gas lease dated May 2, 1981, made by NELDA P. ORTIZ, as lessor, to Farrow Energy Ltd., as lessee, DOES HEREBY \
RELEASE AND QUITCLAIM unto the said lessor all its rights under that lease as to the NW/4 of Section 8, Township 3 South, Range 61 \
West.\n\nDated: June 4, 1990\n\nLARKSPUR VALLEY OIL CO.\n\nBy: ____________________\n    Dale K. Obuya, Vice President\n\n\
STATE OF COLORADO )\n) ss.\nCOUNTY OF ADAMS )\n\nOn June 6, 1990, before me, Inez M. Tapley, a Notary Public in and for said State, \
personally appeared Dale K. Obuya, personally known to me to be the person who executed the within instrument as Vice President on \
behalf of the corporation therein named, and acknowledged to me that such corporation executed the same.\nWITNESS my hand and official \
seal.\n                              Inez M. Tapley\n                              My commission expires May 1, 1993\n";
    let found = named(text, DocCategory::LeaseRelease);
    assert!(!found.iter().any(|(n, _)| n.contains("Tapley")), "{found:?}");
    assert!(found.iter().any(|(n, r)| n.to_lowercase().starts_with("larkspur valley oil") && *r == Role::Lessee), "{found:?}");
}
