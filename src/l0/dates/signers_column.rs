//! The signers' own date column: "Signed: NAME   date" lines, "/s/ NAME   date" rows of a
//! ratification's schedule of owners, a "Date signed" heading over the names of the owners who
//! signed a permit. Each signer wrote the day he signed, with no cue word on his line; the last
//! signature executes the instrument, and the notaries' later days only acknowledge it (DOMAIN.md
//! "Dates": an acknowledgment's date governs only when no part of the instrument dates its
//! signing). Missed in three sets written apart (a ratification in heldout16, a permit in
//! heldout19, a partition deed in heldout21). Written in our own words with invented names.

use super::extract;
use super::test_support::{governing, misread_variants};
use crate::pipeline::Instrument;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "Signed: lines under a blank dating clause, certificates later",
        "PARTITION DEED\nThe co-owners Abel Fenn and Cora Fenn Moss divide the land below between them.\nThis deed is made this ____ day \
of __________, 1962.\n          Signed: Abel Fenn        May 2, 1962\n          Signed: Cora Fenn Moss   May 16, 1962\n\nSTATE OF \
IOWA, COUNTY OF SAC: Abel Fenn acknowledged signing this deed before me this 3rd day of May, 1962.\nSTATE OF IOWA, COUNTY OF IDA: \
Cora Fenn Moss acknowledged signing this deed before me this 18th day of May, 1962.\n",
        Some("1962-05-16"),
    ),
    (
        "schedule of owners with /s/ and the day each signed",
        "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS Ida Quist made an oil and gas lease dated the 2nd day of June, 1951, to Delta \
Oil Co.;\n\nNOW, THEREFORE, each owner who signs below ratifies and adopts the said lease as to his share of the \
minerals.\n\nOwner          Interest     Signature          Date signed\n1. Lars Quist   1/4   /s/ \
Lars Quist   Sept. 3, 1952\n2. Mae Quist Orr   1/4   /s/ Mae Quist Orr   Sept. 11, 1952\n\nBURKE COUNTY, NORTH DAKOTA. Lars Quist came before me and \
acknowledged that he signed on the day shown. Witness my hand and seal this 4th day of September, 1952.\n/s/ Ada Holm, Notary \
Public. My commission expires May 1, 1956.\n",
        Some("1952-09-11"),
    ),
    (
        "Date signed heading over the owners' names, By: line for the company",
        "SEISMIC PERMIT\nOwners grant Permittee the right to run seismic lines over the land below.\nOWNERS:          Date signed:\nHal \
Brandt          March 2, 2015\nJune Brandt          March 2, 2015\n\nPERMITTEE: PRAIRIE WAVE SURVEYS LLC\nBy: Tom Reyes, Manager          \
March 9, 2015\n\nSTATE OF OHIO, COUNTY OF WOOD: Hal Brandt and June Brandt acknowledged the execution of this permit before me \
this 2nd day of March, 2015.\n",
        Some("2015-03-09"),
    ),
    (
        "a dating clause of its own leaves the signers their days",
        "MINERAL DEED\nThis deed is made the 1st day of April, 1970, by Ole Dahl to Ray Lund.\nOle Dahl grants to Ray Lund one-half of \
the minerals under the land below.\n          Signed: Ole Dahl        April 6, 1970\n",
        Some("1970-04-01"),
    ),
    (
        "a notary's /s/ line with its date stays the certificate's",
        "QUITCLAIM DEED\nJo Kell quitclaims to Amy Kell the land below.\nSigned: Jo Kell\n\nSTATE OF IDAHO, COUNTY OF ADA\n\
Acknowledged before me by Jo Kell.\n/s/ Lee Ward, Notary Public        June 3, 1999\n",
        Some("1999-06-03"),
    ),
];

#[test]
fn signers_date_columns() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}

/// A signer's day left blank on his line is no date: the warning names what was read of it, and
/// the certificate governs.
#[test]
fn a_signers_blank_day_stays_unread_with_its_warning() {
    let raw = "RATIFICATION\nThe undersigned ratify the lease below.\n\nSigned: Ann Roe        the ___ day of May, 1964\n\n\
STATE OF UTAH, COUNTY OF EMERY\nBefore me on May 21, 1964 personally appeared Ann Roe.\n";
    let warnings = extract(&Instrument::from_raw(raw)).warnings;
    assert!(
        warnings.iter().any(|warning| warning.starts_with("incomplete or unreadable date") && warning.contains("day of May, 1964")),
        "{warnings:?}"
    );
    assert_eq!(governing(raw).as_deref(), Some("1964-05-21"));
}
