//! The governing date as different forms, decades and drafters write the parts that carry it,
//! and the decoys beside them (recited instruments, a lease's term and rentals, a notary's
//! commission, the recorder's and a court clerk's stamps, a death date, the lease a ratification
//! confirms). Written in our own words with invented names; each case is a stretch of an
//! instrument with the date an examiner would give as governing (DOMAIN.md "Dates").

use super::test_support::misread_variants;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "lease premises made and entered into, later certificate",
        "OIL AND GAS LEASE\nTHIS AGREEMENT made and entered into this 14th day of September, 1981, by and between VELMA TRASK, \
a widow, hereinafter called Lessor, and COLDWATER RESOURCES, INC., hereinafter called Lessee.\nLessor grants and leases unto \
Lessee the land below for a term of five (5) years from this date.\nIN WITNESS WHEREOF this instrument is executed on the date \
first above written.\nSTATE OF OKLAHOMA, COUNTY OF KAY\nBefore me, a Notary Public, on this 18th day of September, 1981, \
personally appeared Velma Trask.\n",
        Some("1981-09-14"),
    ),
    (
        "assignment effective at a time of day, signed later",
        "ASSIGNMENT AND BILL OF SALE\nFor ten dollars, Ridgeway Petroleum LLC (\"Assignor\") assigns to Pell Creek Energy LP \
(\"Assignee\") all of its interest in the lease described in Exhibit A.\nThis Assignment is effective as of 7:00 a.m. on the \
first day of July, 2014.\nExecuted on August 22, 2014.\n",
        Some("2014-07-01"),
    ),
    (
        "short-form Dated: field at the head",
        "QUITCLAIM DEED\nDated: March 9, 1998\nGrantor: Hollis Brandt, a single man\nGrantee: Irma Brandt\nGrantor quitclaims to \
Grantee all interest in Lot 3, Block 9, Orchard Heights.\n",
        Some("1998-03-09"),
    ),
    (
        "paid-up lease Lease Date field in figures",
        "PAID-UP OIL AND GAS LEASE\nLease Date: 06/02/1977\nLessor: Orval Denk and wife, Ruth Denk\nLessee: Plains Minerals Co.\n\
Lessor leases to Lessee the SE/4 of Section 8 for a primary term of three years.\n",
        Some("1977-06-02"),
    ),
    (
        "testimonium only, ordinal words and A.D. year",
        "KNOW ALL MEN BY THESE PRESENTS: That I, Amos Reiter, for eight hundred dollars, do grant, sell and convey unto Lula Voss \
the NW/4 of Section 22.\nIN WITNESS WHEREOF, I have hereunto set my hand this the twenty-first day of April, A.D. 1911.\n\
Amos Reiter\n",
        Some("1911-04-21"),
    ),
    (
        "old indenture with a written year",
        "THIS INDENTURE, made this Fourth day of March in the year of our Lord Nineteen Hundred and Four, between Silas Orme of \
the first part and Jonas Pettit of the second part, WITNESSETH: that the party of the first part doth grant unto the party of \
the second part the land below.\n",
        Some("1904-03-04"),
    ),
    (
        "old indenture with the year in thousands",
        "This Indenture, made the sixth day of April in the year one thousand eight hundred and ninety-three, between Abel \
Quist and Hetty Quist his wife, of the first part, and Reuben Stall of the second part.\n",
        Some("1893-04-06"),
    ),
    (
        "no dating clause: the certificate dates it",
        "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS, that Otto Kessler, for one dollar, does grant unto Minna Lutz the S/2 of \
Section 4.\nOtto Kessler\nSTATE OF KANSAS, ELLIS COUNTY, ss.\nBe it remembered that on this 3rd day of June, 1936, before me, a \
notary public, came Otto Kessler, to me personally known.\nMy commission expires Jan. 9, 1939.\n",
        Some("1936-06-03"),
    ),
    (
        "blank day in the testimonium, filled certificate",
        "MINERAL DEED\nThe grantors convey to Hobart Ruse one-half of the minerals under the NE/4 of Section 2.\nWitness our hands \
this ____ day of May, 1950.\nSTATE OF TEXAS, COUNTY OF WARD\nThis instrument was acknowledged before me this 12th day of May, \
1950, by Lem Tuck and Cora Tuck.\n",
        Some("1950-05-12"),
    ),
    (
        "date broken over lines",
        "ROYALTY DEED\nThis deed made this 22nd day of\nFebruary,\n1956, by Ward Keene, grantor, to Ivy Lamb, grantee.\n",
        Some("1956-02-22"),
    ),
    (
        "OCR damage in the dating clause",
        "WARRANTY DEED\nThis deed rnade this 2lst day of Ju1y, l962, by Ward Keene to Ivy Lamb.\n",
        Some("1962-07-21"),
    ),
    (
        "release dated after the lease it recites",
        "RELEASE OF OIL AND GAS LEASE\nWHEREAS, by lease dated May 5, 1970, recorded in Book 88, Page 12, Carl Dorn leased the \
land below to Tamarack Oil Co.; NOW THEREFORE Tamarack Oil Co. releases the said lease.\nSigned this 10th day of January, 1976.\n",
        Some("1976-01-10"),
    ),
    (
        "lease with rental and shut-in dates after its own",
        "OIL AND GAS LEASE\nTHIS LEASE made this 1st day of March, 1954, between Gus Ahlers, Lessor, and Tri-State Drilling Co., \
Lessee.\nIf no well be commenced on or before the 1st day of March, 1955, this lease shall terminate unless Lessee pays the \
rental. Shut-in royalty shall be paid on or before June 30, 1956.\n",
        Some("1954-03-01"),
    ),
    (
        "lease dated by its term start, then acknowledged",
        "OIL AND GAS LEASE\nLessor leases unto Lessee the land below for a term of five years from June 1, 1960, and as long \
thereafter as oil or gas is produced.\nSTATE OF NEW MEXICO, COUNTY OF LEA\nThe foregoing instrument was acknowledged before me \
on June 6, 1960, by Pearl Vance.\n",
        Some("1960-06-06"),
    ),
    (
        "commission expiry after the only acknowledgment",
        "SPECIAL WARRANTY DEED\nGrantor, Nell Orr, conveys to Grantee, Dane Pike, Lot 2, Block 1, Cedar Park.\nNell Orr\n\
State of Colorado, County of Weld\nThe foregoing instrument was acknowledged before me on April 2, 2003 by Nell Orr.\n\
My commission expires: 11-30-2006\n",
        Some("2003-04-02"),
    ),
    (
        "recorder's stamp before the caption",
        "FILED FOR RECORD Jan 22 1964 at 10:15 A.M.\nWARRANTY DEED\nTHIS DEED made this 15th day of January, 1964, by Ira Bolt to \
Tess Crane.\n",
        Some("1964-01-15"),
    ),
    (
        "court clerk's file mark beside the order's signing",
        "IN THE DISTRICT COURT OF GARVIN COUNTY\nFILED\nMAR 3 1988\nCourt Clerk\nORDER ADMITTING WILL TO PROBATE\nOn this day \
came on to be heard the application of Vera Holm. IT IS SO ORDERED.\nSIGNED this 1st day of March, 1988.\nJudge Presiding\n",
        Some("1988-03-01"),
    ),
    (
        "heirship affidavit: a death date then its own dating",
        "AFFIDAVIT OF HEIRSHIP\nBefore me, the undersigned authority, appeared Lotte Brun, who being sworn says: Emil Roth died \
intestate on the 9th day of December, 1961, leaving as his only heirs the persons named below.\nDated this 4th day of August, \
1979.\nSubscribed and sworn to before me this 4th day of August, 1979.\n",
        Some("1979-08-04"),
    ),
    (
        "heirship affidavit with the jurat alone",
        "AFFIDAVIT OF HEIRSHIP\nThe affiant states that Ezra Pine departed this life on March 2, 1970, and that he married \
Hilda Pine on June 4, 1920.\nSWORN TO AND SUBSCRIBED before me on 14 February 1983.\n",
        Some("1983-02-14"),
    ),
    (
        "ratification of an earlier lease",
        "RATIFICATION OF OIL AND GAS LEASE\nReference is made to that certain Oil and Gas Lease dated October 3, 1977, from Hal \
Prine to Sable Exploration Co. The undersigned hereby ratifies and confirms the said lease.\nExecuted this 12th day of December, \
1978.\n",
        Some("1978-12-12"),
    ),
    (
        "made as of the first day of a month",
        "ASSIGNMENT OF OVERRIDING ROYALTY\nThis Assignment is made as of the first day of January, 1990, by Coyle Energy, \
Assignor, to Dent Royalty Trust, Assignee.\n",
        Some("1990-01-01"),
    ),
    (
        "Effective Date field over a later Dated field",
        "PARTIAL ASSIGNMENT OF LEASES\nEffective Date: October 1, 2009\nAssignor: Brisco Oil LLC\nAssignee: Hale Creek LP\n\
Assignor assigns to Assignee the leases in Exhibit A.\nDated: October 20, 2009\n",
        Some("2009-10-01"),
    ),
    (
        "signed and delivered with an ordinal in 2d",
        "and the grantor will warrant the title forever.\nSigned and delivered on the 2d day of Feb. A.D. 1920, in presence of:\n\
Jas. Kerr\n",
        Some("1920-02-02"),
    ),
    (
        "patent given under hand, statute cited",
        "THE UNITED STATES OF AMERICA\nWHEREAS a certificate has been deposited in the General Land Office whereby it appears that \
the homestead claim of Nils Ostby has been established under the Act of Congress approved May 20, 1862.\nIN TESTIMONY WHEREOF, \
I have caused these letters to be made patent. Given under my hand, at the City of Washington, the tenth day of May, in the year \
of our Lord one thousand nine hundred and six.\n",
        Some("1906-05-10"),
    ),
    (
        "to be effective a later day, acknowledged before it",
        "WARRANTY DEED\nGrantor conveys to Grantee Lot 5, Block 2, Mill Addition.\nExecuted to be effective the 1st day of \
November, 2012.\nState of Texas, County of Midland\nThis instrument was acknowledged before me on October 29, 2012, by Reed Sparks.\n",
        Some("2012-11-01"),
    ),
    (
        "month split by a hyphen at a line end",
        "and the grantors bind themselves to warrant the title.\nWitness our hands this 5th day of Sept-\nember, 1933.\n",
        Some("1933-09-05"),
    ),
    (
        "witness the following signatures, a southern testimonium",
        "and the grantors covenant that they have the right to convey.\nWITNESS the following signatures and seals, this 9th \
day of July, 1958.\nRoss Varney (SEAL)\nSTATE OF VIRGINIA, COUNTY OF WISE, to-wit:\nI, Alma Teel, a Notary Public, do certify \
that Ross Varney, whose name is signed to the writing above, has acknowledged the same before me in my county aforesaid on the \
14th day of July, 1958.\n",
        Some("1958-07-09"),
    ),
    (
        "day and month without the word day",
        "MINERAL DEED\nGrantor conveys to Grantee one-sixteenth of the minerals in Section 11.\nDated the 3rd of May, 1952.\n",
        Some("1952-05-03"),
    ),
    (
        "year in figures after in the year",
        "THIS INDENTURE made on this 12th day of October in the year 1926, between Clem Huff, grantor, and Ada Lusk, grantee.\n",
        Some("1926-10-12"),
    ),
    (
        "blank lease premises, rental date, certificate",
        "OIL AND GAS LEASE\nTHIS AGREEMENT made and entered into the ____ day of __________, 19__, by and between Rolf Ebert, \
Lessor, and Cimarron Oil Co., Lessee.\nIf no well be commenced on said land on or before the 1st day of June, 1958, this lease \
shall terminate unless the lessee shall pay the delay rental.\nSTATE OF OKLAHOMA, COUNTY OF GRANT\nBefore me, a Notary Public, on \
this 28th day of May, 1957, personally appeared Rolf Ebert.\n",
        Some("1957-05-28"),
    ),
    (
        "executed and effective in one line",
        "ASSIGNMENT OF OIL AND GAS LEASES\nAssignor assigns to Assignee the leases described in Exhibit A.\nExecuted this 3rd \
day of May, 1982, to be effective as of January 1, 1982.\n",
        Some("1982-01-01"),
    ),
    (
        "month before the day with the word the",
        "RIGHT OF WAY\nThe grantor grants to Prairie Pipe Line Company a right of way across the NE/4 of Section 3.\nSigned \
this May the 14th, 1929.\n",
        Some("1929-05-14"),
    ),
    (
        "the court's file stamp under a decree with its own dating",
        "DECREE DETERMINING HEIRSHIP\nThe court finds that Nels Berg died intestate on January 5, 1931, and that his heirs are \
the persons named below.\nDated this 19th day of June, 1934.\nBY THE COURT: Carl Fenn, Judge\nFiled June 21, 1934, Mae Orr, Clerk\n",
        Some("1934-06-19"),
    ),
    (
        "acknowledgment only, recorder's stamp after it",
        "QUITCLAIM DEED\nLeo Marsh quitclaims to Ruth Marsh all his interest in Lot 9, Block 4, Elm Grove.\nLeo Marsh\nState of \
Iowa, County of Polk, ss: On this 2nd day of August, 1944, before me, a Notary Public, personally appeared Leo Marsh.\nFiled for \
record August 9, 1944 at 3:10 P.M.\n",
        Some("1944-08-02"),
    ),
    (
        "assignment naming the recited lease by its effective date",
        "ASSIGNMENT OF OIL AND GAS LEASE\nFor value received, Quarry Oil Corp. assigns to Bell Rock LLC the Oil and Gas Lease \
effective March 1, 1975, from Ida Farr to Quarry Oil Corp., covering the N/2 of Section 17.\nExecuted October 2, 1980.\n",
        Some("1980-10-02"),
    ),
    (
        "heirship affidavit naming an unprobated will",
        "AFFIDAVIT OF HEIRSHIP\nThe affiant, being duly sworn, says that Ole Haug died on the 3rd day of March, 1960, leaving a will \
dated May 3, 1950, which was never probated.\nExecuted on the 2nd day of June, 1990.\nSubscribed and sworn to before me on June 5, \
1990.\n",
        Some("1990-06-02"),
    ),
    (
        "correction deed made later than the deed it corrects",
        "CORRECTION WARRANTY DEED\nThis Correction Deed is made this 4th day of March, 1990, by Bert Udall to Faye Udall, to \
correct the land described in the deed between the same parties dated June 1, 1985, recorded in Book 300, Page 5.\n",
        Some("1990-03-04"),
    ),
    (
        "effective time defined in brackets after its date",
        "ASSIGNMENT AND CONVEYANCE\nAssignor assigns to Assignee the Leases, effective as of 7:00 a.m. local time on April 1, 2011 \
(the \"Effective Time\").\nExecuted on May 20, 2011, but effective for all purposes as of the Effective Time.\n",
        Some("2011-04-01"),
    ),
    (
        "survey date inside the description, certificate only",
        "WARRANTY DEED\nGrantor conveys to Grantee a tract of 2.5 acres described by metes and bounds as surveyed by Rex Dahl, \
Registered Surveyor, on March 3, 1950, beginning at an iron pin.\nState of Texas, County of Ector\nThis instrument was acknowledged \
before me on the 20th day of April, 1950, by Lon Mays.\n",
        Some("1950-04-20"),
    ),
    (
        "dated at a place with the month abbreviated",
        "and the grantor will warrant and defend the title.\nDated at Tulsa, Okla., Jan. 3rd 1921.\nHenry Pratt\n",
        Some("1921-01-03"),
    ),
    (
        "lease extension naming its new term end",
        "EXTENSION OF OIL AND GAS LEASE\nThe lessor and lessee agree that the primary term of the lease is extended to June 1, \
1990.\nDated March 5, 1985.\n",
        Some("1985-03-05"),
    ),
    (
        "recorder's stamp at the top, blank date, certificate",
        "Book 412 Page 77\nRecorded 03/04/1999 09:12 AM\nSPECIAL WARRANTY DEED\nDate: ______________\nGrantor: Mona Kirk\nGrantee: \
Tad Kirk\nGrantor conveys to Grantee Lot 1, Block 6, Ridge Park.\nThe State of Texas, County of Travis\nThis instrument was \
acknowledged before me on February 26, 1999, by Mona Kirk.\n",
        Some("1999-02-26"),
    ),
    (
        "release of mortgage reciting who executed it",
        "RELEASE OF MORTGAGE\nThe mortgage executed by Dale Pruitt to the Farmers Bank on May 1, 1960, and recorded in Book 40 \
of Mortgages, Page 9, is paid and is hereby released.\nDated this 8th day of July, 1966.\n",
        Some("1966-07-08"),
    ),
    (
        "this lease effective, its own dating",
        "OIL AND GAS LEASE\nTHIS LEASE effective as of June 1, 2010, is made by Wren Cattle Co., Lessor, to Ute Basin Energy, \
Lessee.\nState of Utah, County of Uintah\nAcknowledged before me on June 9, 2010 by Jo Wren, President.\n",
        Some("2010-06-01"),
    ),
    (
        "assigns, effective, before the leases it names",
        "ASSIGNMENT\nAssignor hereby assigns to Assignee, effective as of July 1, 2014, all of its interest in that certain lease \
dated March 3, 2009, from Lyle Ober to Assignor.\nExecuted August 1, 2014.\n",
        Some("2014-07-01"),
    ),
    (
        "patent year of independence after its date",
        "IN TESTIMONY WHEREOF, I, the President of the United States, have caused these letters to be made patent. Given under \
my hand, at the City of Washington, the second day of June, in the year of our Lord one thousand nine hundred and twelve, and of the \
Independence of the United States the one hundred and thirty-sixth.\n",
        Some("1912-06-02"),
    ),
    (
        "the grantor's hand, then the notary's hand and seal",
        "and I will warrant the title to the said land.\nWITNESS MY HAND this 3rd day of May, 1952.\nAlva Cobb\nSTATE OF TEXAS, \
COUNTY OF PECOS\nBefore me, the undersigned, on this day personally appeared Alva Cobb, known to me, who acknowledged that he \
executed the same.\nGiven under my hand and seal of office this 5th day of May, 1952.\nNotary Public\n",
        Some("1952-05-03"),
    ),
    (
        "spaced-out year and day figures",
        "WARRANTY DEED\nThis deed made this 1 0th day of June, 19 52, by Nora Vick to Ansel Vick.\n",
        Some("1952-06-10"),
    ),
    (
        "A. D. spaced before the year",
        "IN WITNESS WHEREOF the grantors have hereunto set their hands this 19th day of June, A. D. 1934.\n",
        Some("1934-06-19"),
    ),
    (
        "day and year written in capitals",
        "THIS DEED, MADE THIS TWENTY-SECOND DAY OF JUNE, NINETEEN HUNDRED FIFTY-SIX, BY AND BETWEEN OREN TOLLE, GRANTOR, AND \
PIA TOLLE, GRANTEE.\n",
        Some("1956-06-22"),
    ),
    ("the day of the month of", "Executed on the 1st day of the month of June, 1935.\nLars Udd\n", Some("1935-06-01")),
    (
        "month, ordinal day, year",
        "RELEASE\nThe undersigned releases the lease described below.\nDated June 1st, 1935.\n",
        Some("1935-06-01"),
    ),
    (
        "year of our Lord in figures after a comma",
        "This Indenture made the 3rd day of May in the year of our Lord, 1910, between Ivo Rask and Mary Rask.\n",
        Some("1910-05-03"),
    ),
    (
        "released this, a mortgage holder's line",
        "RELEASE OF MORTGAGE\nThe mortgage given by Hal Dunn to the Citizens Bank on the 2nd day of April, 1955, recorded in Book \
9, Page 40, is paid in full.\nReleased this 4th day of June, 1966.\nCitizens Bank, by Roy Ames, Cashier\n",
        Some("1966-06-04"),
    ),
    (
        "satisfaction naming the recited mortgage's filing with the register",
        "SATISFACTION OF MORTGAGE\nThe Prairie Savings Bank certifies that a mortgage dated the 3rd day of May, 1931, executed by \
Enok Dahl and Signe Dahl, his wife, mortgagors, to the said bank, mortgagee, and filed with the Register of Deeds of Clay County, \
Minnesota, on the 9th day of May, 1931, at 10 o'clock A. M., and recorded \
in Book 12 of Mortgages, page 77, is fully paid.\nIn witness whereof the bank has caused these presents to be signed this 2nd day \
of June, 1940.\n",
        Some("1940-06-02"),
    ),
    (
        "satisfaction form's box naming the mortgage by its dated field",
        "SATISFACTION OF MORTGAGE\nMortgagor: Lars Hegg\nMortgagee: Dakota Farm Credit\nMortgage dated: June 2, 1979    Recorded: \
June 5, 1979, Book 40 of Mortgages, Page 7\nThe mortgage has been paid in full and is satisfied.\nDated this 10th day of May, 1990.\n",
        Some("1990-05-10"),
    ),
    (
        "day first, month name, no commas",
        "ASSIGNMENT\nAssignor assigns to Assignee the lease below.\nEXECUTED on 7 November 1985.\n",
        Some("1985-11-07"),
    ),
    (
        "only a blank dating clause and no certificate",
        "MINERAL DEED\nGrantor conveys to Grantee an undivided 1/8 of the minerals in the SW/4 of Section 6.\nDated this ____ day \
of ________, 19__.\n",
        None,
    ),
    (
        "later ratification's date inside a lease",
        "OIL AND GAS LEASE\nTHIS LEASE made this 9th day of April, 1979, by Tilda Nunn, Lessor, to Garza Petroleum, Lessee.\n\
This lease was ratified by Oskar Nunn by instrument dated May 2, 1980, recorded in Book 71, Page 3.\n",
        Some("1979-04-09"),
    ),
];

#[test]
fn governing_date_variants() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}
