//! An effective date that the instrument fixes by one chosen signer's signature: the first of
//! the owners to sign a lease in counterparts, or the assignor alone, whatever day the others
//! signed ("effective as of the date written by the first of the owners to sign", "on the first
//! day of the month next following the day on which Assignor signs it"). The kind was missed
//! in two sets written apart (a counterpart lease in heldout14, a partial assignment in
//! heldout15). Written in our own words with invented names, across forms and decades.

use super::test_support::misread_variants;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "counterparts, first owner to sign, printed out of order",
        "OIL AND GAS LEASE\nLessors lease to Lessee the S/2 of Section 4.\n7. This lease is executed in counterparts and shall \
take effect as of the date written by the first of the owners to sign.\n\nCOUNTERPART NO. 1\nSigned May 20, 1958.   Ole Berg\n\
Acknowledged before me May 21, 1958.\n\nCOUNTERPART NO. 2\nSigned May 6, 1958.   Ida Berg\nAcknowledged before me May 7, 1958.\n",
        Some("1958-05-06"),
    ),
    (
        "effective at the earliest signature, dates on signature lines",
        "SURFACE USE AGREEMENT\nThis Agreement is effective as of the earliest date of signature below.\nOwner grants Operator the \
use of the surface of the NW/4 of Section 9.\nOWNER: /s/ Ann Kade   Date: 9/14/2016\nOWNER: /s/ Lu Kade   Date: 9/2/2016\n\
OPERATOR: /s/ Rae Hill, Agent   Date: 9/30/2016\n",
        Some("2016-09-02"),
    ),
    (
        "effective on the first signature, signed in three places",
        "RATIFICATION OF LEASE\nThe undersigned owners ratify and confirm the oil and gas lease below, and this ratification \
takes effect on the date of the first signature hereto.\n\nSigned this 12th day of March, 1966.   Vera Holt\n\n\
Signed this 2nd day of March, 1966.   Roy Holt\n",
        Some("1966-03-02"),
    ),
    (
        "first of the month after the assignor signs, assignee later",
        "ASSIGNMENT OF OIL AND GAS LEASE\nThis Assignment shall take effect at 7:00 a.m. on the first day of the calendar month next following \
the day on which Assignor signs it.\nAssignor assigns to Assignee one-half of its interest in the lease below.\n\
ASSIGNOR: KETTLE RUN GAS CO.\nBy: /s/ Amos Hale, President     Date signed: October 21, 2009\n\
ASSIGNEE: BRUSH CREEK LLC\nBy: /s/ Ina Voss, Manager     Date signed: November 3, 2009\n",
        Some("2009-11-01"),
    ),
    (
        "first of the month after the grantor executes, grantee accepts later",
        "MINERAL DEED\nThis deed is effective on the first day of the month following the date the Grantor executes it.\n\
Grantor grants and conveys to Grantee an undivided 1/4 of the minerals under the land below.\n\
GRANTOR:\n/s/ Lyle Ames   Date: 1/28/1994\nGRANTEE:\n/s/ Opal Reed   Date: 2/9/1994\n",
        Some("1994-02-01"),
    ),
    (
        "first of the month after the lessor signs, lessee's date first on the page",
        "LEASE EXTENSION\nThis extension shall become effective on the first day of the month next after the date on which Lessor \
signs it.\nLESSEE: DUNE OIL CO.  By: /s/ Kit Marr  Date signed: 3/30/2001\nLESSOR: /s/ Ezra Pope  Date signed: 4/18/2001\n",
        Some("2001-05-01"),
    ),
    (
        "a last-signature rule stays the last",
        "SURFACE USE AGREEMENT\nThis Agreement is effective as of the date of the last signature below.\nOwner grants Operator the \
use of the surface of the NW/4 of Section 9.\nOWNER: /s/ Ann Kade   Date: 9/14/2016\nOPERATOR: /s/ Rae Hill, Agent   Date: 9/30/2016\n",
        Some("2016-09-30"),
    ),
];

#[test]
fn effective_by_one_chosen_signature() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}
