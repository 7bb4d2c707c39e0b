//! Where the instrument dates itself at its close, in wordings the common cues missed, and a
//! named paper's date that is not the instrument's: a patent's or an indenture's testimonium
//! that says "In witness of which" for "In witness whereof"; a court's order or decree that signs
//! off with "BY THE COURT: Dated the …" inside the body of its decree; a lease whose bonus is paid
//! by a draft or a check dated before the owners sign, while each owner dates his own signature.
//! Written in our own words with invented names, with OCR damage in some.

use super::test_support::misread_variants;

/// (what the case is, the text, the governing date an examiner reads).
const VARIANTS: &[(&str, &str, Option<&str>)] = &[
    (
        "patent testimonium in witness of which, the place and the day on the next line",
        "THE UNITED STATES OF AMERICA\nTo all to whom these presents shall come, greeting:\nWhereas Ansel Brede has deposited in the \
General Land Office a certificate of the Register at Niobrara, under the Act of Congress approved May 20, 1862, \
now know ye that the United States grants unto the said Ansel Brede the NE/4 of Section 9.\n\
In witness of which I, ____________, President of the United States, have signed these letters patent and had the seal of \
the Land Office put to them.\n\nAt the City of Washington on the twelfth day of March, in the year of our Lord one \
thousand eight hundred and eighty-seven.\n\nRecorded in the office of the County Clerk June 3, 1887.\n",
        Some("1887-03-12"),
    ),
    (
        "patent testimonium in witness of which, OCR damage in the year",
        "Now know ye that the United States grants unto Thora Lund the SW/4 of Section 22, to have and to hold the same forever.\n\
In witness of which the President has had these letters patent issued under the seal of the General Land Office.\n\
At Washington City on the fourth day of June, in thc year one thousand eight hundred and ninety-four.\n\
Filed for record January 9, 1895.\n",
        Some("1894-06-04"),
    ),
    (
        "decree that signs off by the court inside the decree's assignment",
        "IN THE DISTRICT COURT OF NELSON COUNTY\nIn the Matter of the Estate of Gunnar Vik, Deceased.\nDECREE OF DISTRIBUTION\n\
The petition came on for hearing on the 3rd day of August, 1958. Gunnar Vik died on the 9th day of January, 1957.\n\
IT IS ORDERED that the residue of the estate, namely the NW/4 of Section 14, is hereby assigned and distributed to Ragna Vik \
and Ole Vik in equal shares.\n\nBY THE COURT: Dated the 19th day of August, 1958.\n/s/ ______________, Judge\n\
Filed for record August 25, 1958.\n",
        Some("1958-08-19"),
    ),
    (
        "a bare dated in the running words of a decree's assignment stays another's",
        "DECREE OF DISTRIBUTION\nThe residue, namely the NW/4 of Section 14, is hereby assigned and distributed to Ragna Vik, subject \
to the lease to Prairie Oil Co. dated the 2nd day of May, 1951.\nDone in open court this 19th day of August, 1958.\n",
        Some("1958-08-19"),
    ),
    (
        "lease signed by each owner on his own line, bonus paid by a draft dated before",
        "OIL AND GAS LEASE\nThis Lease is made as of the day the last of the Lessors below signs it, between Ada Moyer and her brother \
Carl Ritter, Lessors, and Cimarron Gas LLC, Lessee.\nLessors lease to Lessee the SE/4 of Section 11.\n\
The bonus draft dated March 2, 2011, handed to the Lessors with this lease, is payable once both have signed.\n\nLESSORS:\n\
/s/ Ada Moyer                       Date signed: March 15, 2011\n\
/s/ Carl Ritter                     Date signed: April 6, 2011\n\n\
Before me on March 15, 2011 personally appeared Ada Moyer and acknowledged the foregoing.\n",
        Some("2011-04-06"),
    ),
    (
        "bonus paid by a check dated after the lease's own dating clause",
        "OIL AND GAS LEASE\nThis Lease is made this 4th day of May, 1979, between Lyle Hart, Lessor, and Pecos Oil Co., Lessee.\n\
Lessor leases to Lessee the NW/4 of Section 7. The cash bonus is paid by a check dated May 10, 1979.\n\
Acknowledged before me May 6, 1979.\n",
        Some("1979-05-04"),
    ),
];

#[test]
fn closing_lines_and_named_papers() {
    let missed = misread_variants(VARIANTS);
    assert!(missed.is_empty(), "{} of {} variants missed:\n{}", missed.len(), VARIANTS.len(), missed.join("\n"));
}
