//! The instrument's own dating clause with two verbs ("This Lease is made and dated this",
//! "the lease being dated and effective this"): the instrument's name before "dated" must not
//! make it a recital of another instrument, as the recital cue's "lease … dated" would. A
//! recital dates the instrument it tells of by "the" day; the instrument speaks of "this" day.
//! A form that opens its premises or caption on its own caption noun ("AGREEMENT dated the …,
//! between", "MINERAL LEASE No. 8 — dated the …, at Pratt") dates itself the same way.
//! Written in our own words with invented names, across forms and decades.

use super::test_support::misread_variants;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "paid-up lease made and dated this, later certificate",
        "PAID-UP OIL AND GAS LEASE\nThis Lease is made and dated this 9th day of August, 2012, by and between Ola Brandt \
(\"Lessor\") and Tamarack Energy LLC (\"Lessee\").\nLessor leases to Lessee the NE/4 of Section 3.\n\
Acknowledged before me on this 20th day of August, 2012, by Ola Brandt.\nRecorded 09/04/2012.\n",
        Some("2012-08-09"),
    ),
    (
        "state lease dated and effective in its testimonium",
        "OIL AND GAS LEASE\nThe State, acting by its Commissioner, does hereby grant, lease and let unto the lessee the land below.\n\
The Commissioner has signed for the State and the lessee has signed the same, the lease being dated and effective this 1st day \
of March, 1971.\nAcknowledged in my presence on the 12th day of March, 1971, by Hal Ruiz, President.\n",
        Some("1971-03-01"),
    ),
    (
        "indenture made and dated this",
        "WARRANTY DEED\nTHIS DEED, made and dated this 3rd day of June, 1947, between Abe Kurz, grantor, and Ida Penn, grantee, \
witnesseth that the grantor does hereby grant, bargain, sell and convey unto the grantee the land below.\n\
Before me personally appeared Abe Kurz this 6th day of June, 1947.\n",
        Some("1947-06-03"),
    ),
    (
        "assignment signed and dated this, OCR damage",
        "ASSIGNMENT OF OIL AND GAS LEASE\nThis Assignrnent is signed and dated this 22nd day of 0ctober, 1983, by Pell Oil Co. \
to Ruston Gas Co.\nAssignor assigns to Assignee the lease below.\nSubscribed and sworn to before me on October 27, 1983.\n",
        Some("1983-10-22"),
    ),
    (
        "mortgage made and dated the",
        "MORTGAGE\nThis Mortgage is made and dated the 2nd day of April, 1961, between Otto Lang, mortgagor, and the Farmers Bank, \
mortgagee.\nMortgagor mortgages and warrants to Mortgagee the land below.\nAcknowledged before me April 5, 1961.\n",
        Some("1961-04-02"),
    ),
    (
        "a recited lease being dated the day stays the recital's",
        "RELEASE OF OIL AND GAS LEASE\nThe undersigned releases the lease from Amos Webb to Delta Oil Co., the lease being dated the \
3rd day of May, 1950, and recorded in Book 40, Page 2.\nSigned this 9th day of June, 1960.\n",
        Some("1960-06-09"),
    ),
    (
        "a recited lease dated the day stays the recital's",
        "RATIFICATION\nWhereas by an oil and gas lease dated the 4th day of June, 1970, Ada Finch leased the land below to Mesa Oil \
Co.;\nNow the undersigned ratifies and confirms the said lease.\nExecuted this 5th day of June, 1980.\n",
        Some("1980-06-05"),
    ),
    (
        "lease form opening on its caption noun, dated, between",
        "OIL AND GAS LEASE\n(Form 22-C)\n\nAGREEMENT dated the 4th day of April, 1955, between Abe Kurz and Ida Kurz, his wife, \
lessor, and Delta Oil Co., lessee.\nLessor leases to Lessee the NE/4 of Section 3.\nAcknowledged before me this 7th day of \
April, 1955.\nFiled for record April 12, 1955.\n",
        Some("1955-04-04"),
    ),
    (
        "numbered caption dated at a place",
        "        COUNTY SCHOOL MINERAL LEASE No. 8 ---- dated the 3rd day of May, 1962, at Pratt\n\nKNOW ALL MEN BY THESE \
PRESENTS: that the Board, by resolution adopted on April 2, 1962, leases to Hal Ruiz the land below.\nSubscribed before me \
this 9th day of May, 1962.\n",
        Some("1962-05-03"),
    ),
    (
        "OCR-damaged date in the opening dating clause stays null",
        "OIL AND GAS LEASE\nAGREEMENT dated the 4th day of Apr1l, 19__, between Abe Kurz, lessor, and Delta Oil Co., lessee.\n\
Lessor leases to Lessee the NE/4 of Section 3.\n",
        None,
    ),
    (
        "a recited lease opening its line, from one to another, stays the recital's",
        "ASSIGNMENT OF OIL AND GAS LEASE\nAssignor assigns to Assignee all its interest in this lease:\n\
Oil and Gas Lease dated the 2nd day of June, 1970, from Ada Roe to Mesa Oil Co., recorded in Book 9, Page 4.\n\
Signed this 5th day of August, 1981.\n",
        Some("1981-08-05"),
    ),
];

#[test]
fn own_dating_clauses_with_two_verbs() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}
