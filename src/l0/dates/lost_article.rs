//! The dating clause whose day-of phrase has lost its "the" or "this": OCR dropped it, a line
//! break or a second column put it on another line ("... has executed this instrument on the" at
//! the end of one column's line, "22nd day of October, 1975." on the next after the other
//! column's words), or the drafter wrote none ("Executed 14th day of March, 1955"). The cue words
//! before still say what the date is. Written in our own words with invented names.

use super::test_support::misread_variants;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "two-column form: the testimonium's article ends the line, the date follows the other column",
        "ASSIGNMENT OF LEASE\nKNOW ALL MEN BY THESE PRESENTS: That Dunmore       The Assignee assumes the lessee's duties\n\
Petroleum Company, Assignor, assigns to Pike     as to the land assigned. IN WITNESS WHEREOF\n\
Ridge Energy LLC, Assignee, the lease below:     Assignor has signed this assignment on the\n\
Township 12 North, Range 60 West, Section 8:     3rd day of June, 1968.\nNW/4, 160 acres.\nSTATE OF COLORADO\n\
The foregoing instrument was acknowledged before me this 9th day of June, 1968.\n",
        Some("1968-06-03"),
    ),
    (
        "article lost to OCR after the verb",
        "MINERAL DEED\nKnow all men that Ruth Ames grants to Cole Minerals one-half of the minerals under the land below.\n\
Executed 14th day of March, 1955.\nFiled for record March 20, 1955.\n",
        Some("1955-03-14"),
    ),
    (
        "article left at the end of the line before",
        "WARRANTY DEED\nWe, Amos and Ida Fenn, grant, sell and convey to Lon Hart the land below.\nWITNESS our hands on\n\
9th day of July, 1931.\nBefore me on the 11th day of July, 1931 personally appeared Amos Fenn.\n",
        Some("1931-07-09"),
    ),
    (
        "certificate without its article, no dating clause",
        "RELEASE OF OIL AND GAS LEASE\nBasin Oil Co. releases the lease below to the lessor.\nBasin Oil Co., by Jo Wynn\n\
STATE OF KANSAS, COUNTY OF ELLIS\nBefore me, a notary public, on 5th day of May, 1949, personally appeared Jo Wynn.\n",
        Some("1949-05-05"),
    ),
    (
        "signing place then the day with no article",
        "OIL AND GAS LEASE\nIda Bell leases to Crest Oil Co. the land below for a term of ten years.\nSigned at Enid, \
Oklahoma, 2nd day of January, 1920.\n",
        Some("1920-01-02"),
    ),
    (
        "a term's start without article yields to the dating clause",
        "OIL AND GAS LEASE\nThis lease made this 2nd day of May, 1950, by Gil Roe, lessor, to Tern Oil Co., lessee, for a term \
of five years from 1st day of June, 1950.\n",
        Some("1950-05-02"),
    ),
    (
        "a recited deed's date without article stays the recital's",
        "QUITCLAIM DEED\nOra Pitt quitclaims to Lee Pitt the land conveyed to her by deed dated 4th day of April, 1921, recorded \
in Book 3, Page 9.\nDated this 6th day of May, 1930.\n",
        Some("1930-05-06"),
    ),
];

#[test]
fn day_of_phrases_without_their_article() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}
