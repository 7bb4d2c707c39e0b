//! Dates of another act that stand beside this instrument's own dating words: the note a
//! vendor's lien deed or a mortgage says the buyer "executed" (and its maturities), the state or
//! federal lease an assignment or memorandum names as "issued ... effective", the county
//! officer's "Date:" on a transfer or recording stamp. Each was read as this instrument's own
//! date by the words beside it; the governing date is this instrument's (DOMAIN.md "Dates").
//! Written in our own words with invented names.

use super::test_support::misread_variants;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "vendor's lien deed: the buyers' note and its last maturity",
        "WARRANTY DEED WITH VENDOR'S LIEN\nWe, Otis Brandt and wife, Nell Brandt, for ten dollars and for the further sum of \
$42,000.00, for which the Grantees have executed their one promissory note of even date, payable to the order of Grantors in \
yearly installments, the last maturing on March 1, 1996, GRANT, SELL and CONVEY to Ray Kline the land below.\n\
EXECUTED this 1st day of March, 1976.\nAcknowledged before me on the 4th day of March, 1976.\n",
        Some("1976-03-01"),
    ),
    (
        "mortgage: the bond the mortgagors executed, payable on a day",
        "MORTGAGE\nWhereas the mortgagors have executed and delivered their certain bond for $3,000.00, the whole to be paid on \
the 1st day of January, 1940, with interest, now therefore they grant unto Lyle Moss the farm below.\nWitness our hands this \
3rd day of January, 1935.\n",
        Some("1935-01-03"),
    ),
    (
        "deed of trust with no dating clause: the note is another's, the certificate dates it",
        "DEED OF TRUST\nThe grantor, to secure a note he has executed a purchase money note for $9,500.00, the final installment \
due December 1, 1962, conveys to Hal Ruiz, Trustee, the land below.\nSTATE OF TEXAS, COUNTY OF WARD\nBefore me on June 4, 1957 \
personally appeared Abe Funk.\n",
        Some("1957-06-04"),
    ),
    (
        "OCR-damaged verb before the note",
        "DEED\nIn consideration of the sum for which the grantee has executcd his vendor's lien note, maturing November 15, 1951, \
the grantors grant and convey to Ada Voss the land below.\nDated this 15th day of November, 1946.\n",
        Some("1946-11-15"),
    ),
    (
        "assignment of a state lease issued by an agency, effective on a day",
        "ASSIGNMENT OF OIL AND GAS LEASE\nFor value received, Karst Oil LLC assigns to Mesa Verde Partners all its interest in \
State Lease No. 4417, issued by the Commissioner of Public Lands, effective March 1, 1968, insofar as it covers Section 9.\n\
This assignment shall be effective as of July 1, 2005.\nKarst Oil LLC, by Ed Pike, Manager\n",
        Some("2005-07-01"),
    ),
    (
        "memorandum of a farmout: the recited lease issued effective, the memorandum's own effective date",
        "MEMORANDUM OF FARMOUT\nFarmor and Farmee have made an unrecorded agreement dated March 3, 2018 concerning Farmor's \
interest in Federal Lease NDM 51220 (the \"Lease\"), issued to Farmor by the Bureau of Land Management, effective May 1, \
2009, as to the land below.\nThe parties intend this Memorandum to be effective as of March 3, 2018.\n\
Farmor, by ______ Date signed: April 2, 2018\n",
        Some("2018-03-03"),
    ),
    (
        "assignment of a permit issued effective, signed later",
        "ASSIGNMENT\nGrantor assigns to Grantee the right of way permit issued by the county, effective June 1, 1994, and all its \
rights under it.\nSigned this 12th day of August, 2001.\n",
        Some("2001-08-12"),
    ),
    (
        "Ohio auditor's transfer stamp at the head, executed later in the body",
        "RECORDER 2009000123  Filed 05/07/2009\nTRANSFERRED  Sec. 319.902 complied with\nNoble County Auditor   Date: \
05/07/2009\nGENERAL WARRANTY DEED\nIvan Polk, a single man, for valuable consideration paid, grants with general warranty \
covenants to Ora Dunn the land below.\nExecuted this 20th day of April, 2009.\nAcknowledged before me this 22nd day of April, \
2009.\n",
        Some("2009-04-20"),
    ),
    (
        "treasurer's stamp field over a quitclaim dated by its certificate",
        "County Treasurer   Date: 11/03/1988\nQUITCLAIM DEED\nJune Hale quitclaims to Burl Hale the land below.\nSTATE OF \
KANSAS, COUNTY OF BARTON\nAcknowledged before me on October 28, 1988 by June Hale.\n",
        Some("1988-10-28"),
    ),
    (
        "a signer's date column still dates the instrument",
        "MINERAL DEED\nMae Orr grants to Flint Royalty Co. one-half of the minerals under the land below.\nMae Orr ______ Date: \
3/14/2016\n",
        Some("2016-03-14"),
    ),
    (
        "deed signed by an attorney in fact: the power he signs under was executed on another day",
        "WARRANTY DEED\nWe, Roy Tate and Ina Tate, his wife, grant and convey to Lee Orr the land below. Roy Tate, being away, joins \
by his wife, who signs for him as his attorney in fact under a general power of attorney executed by him on the 3rd day of \
June, 1968, and recorded in Misc. Book 12, page 40.\nIN WITNESS WHEREOF we have signed this deed this 14th day of October, \
1969.\nAcknowledged before me this 15th day of October, 1969.\n",
        Some("1969-10-14"),
    ),
    (
        "an instrument executed by its own words still dates itself",
        "ASSIGNMENT\nThe assignor assigns the lease below to the assignee.\nIN WITNESS WHEREOF, the assignor has executed this \
instrument on the 8th day of May, 1962.\n",
        Some("1962-05-08"),
    ),
    (
        "release: the buyers' contract for deed named in the request clause, the testimonium's date",
        "SATISFACTION OF MORTGAGE\nThe Farmers State Bank, holder of the mortgage given by Ole Berg and wife, releases the same. \
This release is made and delivered at the request of Nels Dahl, who bought the farm from the mortgagors by a contract for deed of \
the 2nd day of March, 1934, and paid the debt.\nIn Testimony Whereof the bank has caused these presents to be signed this 9th \
day of May, 1937.\nOn this 11th day of May, 1937, before me came Ed Voss, its Cashier.\n",
        Some("1937-05-09"),
    ),
    (
        "release: that certain mortgage executed by the mortgagors on a day",
        "RELEASE OF MORTGAGE\nKNOW ALL MEN that the Citizens Bank, owner and holder of that certain mortgage executed by Roy \
Pratt and his wife, Lena Pratt, to the said bank on the 5th day of June, 1940, to secure a debt of $800.00, releases the same.\n\
IN WITNESS WHEREOF the bank has caused this release to be executed this the 20th day of August, 1946.\n",
        Some("1946-08-20"),
    ),
    (
        "deed subject to a lease dated, its own date in the testimonium",
        "WARRANTY DEED\nHal Moss grants to Ivy Reed the land below, subject to an oil and gas lease dated the 4th day of May, \
1951, held by Pecos Oil Co.\nWitness my hand this 2nd day of July, 1955.\n",
        Some("1955-07-02"),
    ),
];

#[test]
fn dates_of_another_act_beside_own_dating_words() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}
