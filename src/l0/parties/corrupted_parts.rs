//! Which side each party is on when one part of an ordinary instrument is corrupted: each case
//! builds an instrument from its ordinary parts (premises, granting clause, habendum,
//! testimonium, signature block, acknowledgment), in our own wording and invented names, then
//! spoils one part (a recital's decoy in the premises, the premises missing, the acknowledgment
//! in another state's form, the signature block lost, the assigned lease described in its own
//! roles). The expected sides are what the untouched parts state: the giver signs, acknowledges
//! and is named giver by the premises; the taker is named by the grant and the habendum.

use super::test_support::run;
use crate::vocab::{DocCategory, Role};

const GIVER: &str = "Odessa Lynne Farraday";
const TAKER: &str = "Bramblewood Exploration Company";

/// The acknowledgment of `signer`, in the forms certificates print.
fn acknowledgment(form: usize, signer: &str) -> String {
    let venue = "STATE OF ARKANSAS\nCOUNTY OF UNION\n";
    let certificate = match form {
        0 => format!(
            "{venue}Before me, the undersigned, a Notary Public in and for said County and State, on this day personally appeared {signer}, \
known to me to be the person whose name is subscribed to the foregoing instrument, and acknowledged to me that she executed the same.\n"
        ),
        1 => format!(
            "{venue}The foregoing instrument was acknowledged before me by means of [X] physical presence or [ ] online notarization, \
this 9th day of May, 2021, by {signer}, who is personally known to me.\n"
        ),
        2 => format!(
            "{venue}On this day before the undersigned, a Notary Public of Union County, came {signer}, to me well known, who stated that \
she had signed this instrument for the purposes in it.\n"
        ),
        _ => {
            format!("{venue}{signer} came before me and acknowledged that she signed and delivered this instrument on the day it bears.\n")
        }
    };
    certificate + "Wilma T. Quarrier, Notary Public\nMy commission expires: June 1, 2024\n"
}

/// The corruptions of one part, each applied alone.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Corruption {
    None,
    /// The premises name no one: "the undersigned".
    PremisesMissing,
    /// The premises recite the lease the taker holds, by its own roles; the giver is "the
    /// undersigned", named only where she signs and acknowledges.
    PremisesRecitalDecoy,
    /// The premises name no one and the signature block is lost to the scan.
    SignatureLost,
    /// The premises name no one and the grant ends in a role word that reads the taker back
    /// as a giver ("as though the undersigned had made the lease as Lessor").
    GrantRoleDecoy,
}

fn instrument(category: DocCategory, corruption: Corruption, ack_form: usize) -> String {
    let (caption, giver_word, taker_word, verb) = match category {
        DocCategory::LeaseRatification => ("RATIFICATION OF OIL AND GAS LEASE", "Lessor", "Lessee", "does hereby lease, let and demise"),
        DocCategory::OilGasLease => ("OIL AND GAS LEASE", "Lessor", "Lessee", "does hereby grant, lease and let"),
        DocCategory::LeaseAssignment => {
            ("ASSIGNMENT OF OIL AND GAS LEASE", "Assignor", "Assignee", "does hereby sell, assign and transfer")
        }
        _ => ("MINERAL DEED", "Grantor", "Grantee", "does hereby grant, sell and convey"),
    };
    let premises = match corruption {
        Corruption::None => {
            format!("KNOW ALL MEN BY THESE PRESENTS: That {GIVER}, a widow, hereinafter called {giver_word}, for Ten Dollars paid,")
        }
        Corruption::PremisesMissing | Corruption::SignatureLost | Corruption::GrantRoleDecoy => {
            "KNOW ALL MEN BY THESE PRESENTS: That the undersigned, for Ten Dollars paid,".to_string()
        }
        Corruption::PremisesRecitalDecoy => format!(
            "WHEREAS, by lease dated March 2, 1958, Ansel P. Quimby, as lessor, leased the land below to {TAKER}, as lessee; and WHEREAS the \
undersigned owns part of the minerals in that land;\nNOW, THEREFORE, the undersigned, for Ten Dollars paid,"
        ),
    };
    // An assignment describes the lease it assigns in the lease's own roles.
    let object = if category == DocCategory::LeaseAssignment {
        format!(
            "the oil and gas lease dated March 2, 1958, made by Ansel P. Quimby and Ruth Quimby, lessors, to {GIVER}, lessee, insofar as it \
covers the following land in Union County, Arkansas"
        )
    } else {
        "the following land in Union County, Arkansas".to_string()
    };
    let decoy = if corruption == Corruption::GrantRoleDecoy {
        format!(" The said {taker_word} shall hold it as fully as though the undersigned had signed the lease as {giver_word}.")
    } else {
        String::new()
    };
    let grant = format!(
        "{verb} unto {TAKER}, hereinafter called {taker_word}, {object}: the SE/4 of Section 11, Township 17 South, Range 15 West.{decoy}"
    );
    let habendum = format!("TO HAVE AND TO HOLD unto the said {taker_word}, its successors and assigns.");
    let testimonium = "IN WITNESS WHEREOF, this instrument is signed this 4th day of May, 2021.";
    let signature = if corruption == Corruption::SignatureLost {
        "__________________\n".to_string()
    } else {
        format!("/s/ {GIVER}\n{}\n", GIVER.to_uppercase())
    };
    format!("{caption}\n\n{premises} {grant}\n\n{habendum}\n\n{testimonium}\n\n{signature}\n{}", acknowledgment(ack_form, GIVER))
}

/// Whether the instrument's parties are the giver and the taker on their sides, and no one else.
fn read_right(text: &str, category: DocCategory) -> Result<(), String> {
    let parties = run(text, category).parties;
    let on = |grantor_side: bool| -> Vec<String> {
        let mut names: Vec<String> = parties
            .iter()
            .filter(|p| p.role != Role::Other && p.role.is_grantor_side() == grantor_side)
            .map(|p| p.name.to_uppercase())
            .collect();
        names.dedup();
        names
    };
    let (givers, takers) = (on(true), on(false));
    if givers == [GIVER.to_uppercase()] && takers == [TAKER.to_uppercase()] {
        Ok(())
    } else {
        Err(format!("givers {givers:?}, takers {takers:?}"))
    }
}

#[test]
fn each_part_corrupted_alone_leaves_the_sides_the_other_parts_state() {
    let corruptions = [
        Corruption::None,
        Corruption::PremisesMissing,
        Corruption::PremisesRecitalDecoy,
        Corruption::SignatureLost,
        Corruption::GrantRoleDecoy,
    ];
    let mut cases = 0;
    let mut failures = Vec::new();
    for category in [DocCategory::MineralDeed, DocCategory::OilGasLease, DocCategory::LeaseRatification, DocCategory::LeaseAssignment] {
        for corruption in corruptions {
            for ack_form in 0..4 {
                cases += 1;
                let text = instrument(category, corruption, ack_form);
                if let Err(why) = read_right(&text, category) {
                    failures.push(format!("{category:?} {corruption:?} acknowledgment form {ack_form}: {why}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {cases} read wrong:\n{}", failures.len(), failures.join("\n"));
}
