//! The governing date over the grammar of its part, as a cross product: how the date is written
//! (the order of its slots, ordinals in figures or words, the month named, abbreviated, in
//! figures or damaged by OCR, the year in figures, in words, after "A.D." or in two figures)
//! x where the instrument states it (premises, a "Dated" field, the testimonium, a line beside
//! the signatures, an effective-date clause, an affidavit's dating before its jurat) x the
//! decoys around it (a later certificate, a commission expiry, a recited deed, a lease's
//! rental date, the recorder's stamp, a death, a birth told after its date, a power of attorney
//! or a written authority recited, an agency whose name holds "Commission"). The
//! expected governing date is computed from the dimensions by DOMAIN.md's order: the stated
//! date, effective or executed; when its form leaves it unsettled (a two-figure year whose
//! century no other date of the instrument gives), the certificate's, else the recorder's,
//! else none. Our own wording and invented names throughout.

use super::test_support::governing;

/// A written form of a date: the words, and the date they say (None: the form leaves it open).
struct Written {
    case: &'static str,
    words: &'static str,
    date: &'static str,
    /// A two-figure year: its century comes from another date of the instrument.
    two_figure_year: bool,
}

const fn written(case: &'static str, words: &'static str, date: &'static str) -> Written {
    Written { case, words, date, two_figure_year: false }
}

const fn two_figures(case: &'static str, words: &'static str, date: &'static str) -> Written {
    Written { case, words, date, two_figure_year: true }
}

const FORMS: &[Written] = &[
    written("day-of, ordinal figures", "the 14th day of March, 1981", "1981-03-14"),
    written("day-of, bare figures", "the 14 day of March, 1981", "1981-03-14"),
    written("day-of, ordinal word", "the fourteenth day of March, 1981", "1981-03-14"),
    written("day-of, word and figures", "the fourteenth (14th) day of March, 1981", "1981-03-14"),
    written("day-of, A.D.", "the 14th day of March, A.D. 1981", "1981-03-14"),
    written("day-of, in the year", "the 14th day of March, in the year 1981", "1981-03-14"),
    written("day-of, written year", "the fourteenth day of March, nineteen hundred and eighty-one", "1981-03-14"),
    written("day-of, OCR first", "the lst day of March, 1981", "1981-03-01"),
    written("day-of, OCR month", "the 14th day of Marcb, 1981", "1981-03-14"),
    written("day-of, month abbreviated", "the 14th day of Mar. 1981", "1981-03-14"),
    written("day-of, split over lines", "the 14th day of\nMarch, 1981", "1981-03-14"),
    written("day-of, last day", "the last day of February, 1981", "1981-02-28"),
    written("month day year", "March 14, 1981", "1981-03-14"),
    written("month abbreviated", "Mar. 14, 1981", "1981-03-14"),
    written("month day ordinal", "March 14th, 1981", "1981-03-14"),
    written("day month year", "14 March 1981", "1981-03-14"),
    written("month the day-word", "March the fourteenth, 1981", "1981-03-14"),
    written("day-word of month, written year", "the fourteenth of March, A.D. nineteen hundred and eighty-one", "1981-03-14"),
    written("numeric slashes", "3/14/1981", "1981-03-14"),
    written("numeric dashes, padded", "03-14-1981", "1981-03-14"),
    written("ISO", "1981-03-14", "1981-03-14"),
    two_figures("numeric slashes, two-figure year", "3/14/81", "1981-03-14"),
    two_figures("numeric dashes, two-figure year", "3-14-81", "1981-03-14"),
    two_figures("numeric padded, two-figure year", "03/14/81", "1981-03-14"),
];

/// Where the instrument states its own date: the text before the date and after it. Each is
/// the instrument's effective or execution date, so it governs whatever the decoys say.
struct Placement {
    case: &'static str,
    caption: &'static str,
    before: &'static str,
    after: &'static str,
    /// Lines after the body and before the signatures (the dating of a testimonium or a line).
    at_signing: bool,
}

const PLACEMENTS: &[Placement] = &[
    Placement {
        case: "lease premises made and entered into on",
        caption: "OIL AND GAS LEASE\n",
        before: "THIS AGREEMENT made and entered into on ",
        after: ", by and between NORA FINCH, a widow, Lessor, and TALLGRASS OIL CO., Lessee.\n",
        at_signing: false,
    },
    Placement {
        case: "lease premises, words OCR ran together",
        caption: "OIL AND GAS LEASE\n(Producers 88 Revised Form - With Rental Provisions)\n\n",
        before: "AGREEMENT made andentered into on ",
        after: ", by and between NORA FINCH, a widow, Lessor, and TALLGRASS OIL CO., Lessee.\n",
        at_signing: false,
    },
    Placement {
        case: "deed premises made",
        caption: "WARRANTY DEED\n",
        before: "This Deed, made ",
        after: ", by NORA FINCH, a widow, Grantor, to OTIS PRUETT, Grantee, witnesseth.\n",
        at_signing: false,
    },
    Placement {
        case: "Dated field under the caption",
        caption: "QUITCLAIM DEED\n",
        before: "Dated: ",
        after: "\nGrantor: Nora Finch, a widow\nGrantee: Otis Pruett\n",
        at_signing: false,
    },
    Placement {
        case: "effective-date clause",
        caption: "ASSIGNMENT OF OIL AND GAS LEASE\n",
        before: "Nora Finch assigns to Otis Pruett the lease below. This assignment is effective as of ",
        after: ".\n",
        at_signing: false,
    },
    Placement {
        case: "testimonium",
        caption: "WARRANTY DEED\n",
        before: "IN WITNESS WHEREOF, the grantor has signed this deed on ",
        after: ".\n/s/ Nora Finch\n",
        at_signing: true,
    },
    Placement {
        case: "signed and delivered line",
        caption: "WARRANTY DEED\n",
        before: "Signed and delivered on ",
        after: ".\n/s/ Nora Finch\n",
        at_signing: true,
    },
    Placement { case: "executed line", caption: "MINERAL DEED\n", before: "Executed on ", after: ".\n/s/ Nora Finch\n", at_signing: true },
    Placement {
        case: "corporate signing line",
        caption: "RELEASE OF OIL AND GAS LEASE\n",
        before: "Signed for the corporation on ",
        after: ".\nTALLGRASS OIL CO.\nBy: /s/ Ivan Roe, President\n",
        at_signing: true,
    },
    Placement {
        case: "Date field beside the signature",
        caption: "ROYALTY DEED\n",
        before: "/s/ Nora Finch            Date: ",
        after: "\n",
        at_signing: true,
    },
    Placement {
        case: "DATED field at the signatures",
        caption: "BARGAIN AND SALE DEED\n",
        before: "DATED: ",
        after: "\n/s/ Nora Finch\n",
        at_signing: true,
    },
    Placement {
        case: "affidavit dated before its jurat",
        caption: "AFFIDAVIT OF HEIRSHIP\n",
        before: "Dated ",
        after: ".\n/s/ Nora Finch, Affiant\n",
        at_signing: true,
    },
];

/// A decoy: text put in the body (before the signing), among the certificates after it, or
/// above the caption, and whether it holds a date in four figures (which settles a two-figure
/// year's century) and the date it would give when the instrument's own is unsettled.
struct Decoy {
    case: &'static str,
    above: &'static str,
    /// A granting clause that recites another writing, put instead of the plain one.
    premises: &'static str,
    body: &'static str,
    below: &'static str,
    /// The acknowledgment's date, the recorder's date (DOMAIN's fallbacks in that order).
    acknowledged: Option<&'static str>,
    recorded: Option<&'static str>,
    four_figure_year: bool,
}

const NO_DECOY: Decoy =
    Decoy { case: "", above: "", premises: "", body: "", below: "", acknowledged: None, recorded: None, four_figure_year: false };

const CERTIFICATE: &str = "STATE OF KANSAS, COUNTY OF ELLIS, ss.\nBefore me, a Notary Public, on this 20th day of March, 1981, \
personally appeared Nora Finch, to me known, and acknowledged that she signed the foregoing instrument.\n";
const COMMISSION: &str = "/s/ Wilma Oakes, Notary Public\nMy commission expires June 2, 1984.\n";
const SOURCE_DEED: &str = "Being the same land conveyed to Nora Finch by deed dated May 5, 1960, recorded in Book 40, Page 12.\n";
const RENTAL: &str = "If no well is begun by the 14th day of March, 1982, this lease ends unless Lessee pays the rental.\n";
const STAMP: &str = "Filed for record March 30, 1981, at 10 o'clock A.M., and recorded in Book 88, Page 301.\n";
const DEATH: &str = "Hiram Finch, the father of the grantor, died on the 3rd day of July, 1979.\n";
const ATTORNEY: &str = "Nora Finch acts by Otis Ames, her attorney in fact under a power of attorney dated May 5, 1975.\n";
const AUTHORITY: &str = "Otis Ames signs for the other owners under written authority from each of them dated May 6, 1975.\n";
const ATTORNEY_CLAUSE: &str = "Otis Ames, attorney in fact for Nora Finch under a power of attorney dated May 5, 1975, does hereby grant \
unto Otis Pruett the NE/4 of Section 12, Township 5 South, Range 3 West.\n";
const AUTHORITY_CLAUSE: &str = "Otis Ames, for himself and under written authority from each of the owners dated May 6, 1975, does \
hereby grant unto Otis Pruett the NE/4 of Section 12, Township 5 South, Range 3 West.\n";
const BIRTH: &str = "That on thc 2nd day of January, 1981, a daughter, Ivy Finch, was born to the grantor.\n";
const AGENCY: &str = "The County Clerk and the Corporation Commission of the State may note this instrument on their records.\n";

const DECOYS: &[Decoy] = &[
    Decoy { case: "no decoy", ..NO_DECOY },
    Decoy { case: "later certificate", below: CERTIFICATE, acknowledged: Some("1981-03-20"), four_figure_year: true, ..NO_DECOY },
    Decoy { case: "certificate and commission", below: "", acknowledged: Some("1981-03-20"), four_figure_year: true, ..NO_DECOY },
    Decoy { case: "recited source deed", body: SOURCE_DEED, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "rental date", body: RENTAL, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "recorder's stamp above", above: STAMP, recorded: Some("1981-03-30"), four_figure_year: true, ..NO_DECOY },
    Decoy { case: "death in the body", body: DEATH, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "agency named before the signing", body: AGENCY, ..NO_DECOY },
    Decoy { case: "power of attorney recited", body: ATTORNEY, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "written authority recited", body: AUTHORITY, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "power of attorney in the granting clause", premises: ATTORNEY_CLAUSE, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "written authority in the granting clause", premises: AUTHORITY_CLAUSE, four_figure_year: true, ..NO_DECOY },
    Decoy { case: "birth told after its date", body: BIRTH, four_figure_year: true, ..NO_DECOY },
    Decoy {
        case: "every decoy",
        body: "",
        acknowledged: Some("1981-03-20"),
        recorded: Some("1981-03-30"),
        four_figure_year: true,
        ..NO_DECOY
    },
];

const GRANT: &str = "For ten dollars Nora Finch grants unto Otis Pruett the NE/4 of Section 12, Township 5 South, Range 3 West.\n";

/// The instrument of one combination.
fn instrument(form: &Written, placement: &Placement, decoy: &Decoy) -> String {
    let (body, below) = match decoy.case {
        "certificate and commission" => (String::new(), [CERTIFICATE, COMMISSION].concat()),
        "every decoy" => ([SOURCE_DEED, RENTAL, DEATH, ATTORNEY, AUTHORITY, BIRTH, AGENCY].concat(), [CERTIFICATE, COMMISSION].concat()),
        _ => (decoy.body.to_string(), decoy.below.to_string()),
    };
    let above = if decoy.case == "every decoy" { STAMP } else { decoy.above };
    let dating = [placement.before, form.words, placement.after].concat();
    let grant = if decoy.premises.is_empty() { GRANT } else { decoy.premises };
    let mut text = [above, placement.caption].concat();
    if placement.at_signing {
        text.push_str(grant);
        text.push_str(&body);
        text.push_str(&dating);
    } else {
        text.push_str(&dating);
        text.push_str(grant);
        text.push_str(&body);
        text.push_str("/s/ Nora Finch\n");
    }
    text.push_str(&below);
    text
}

/// The governing date of one combination, from its dimensions (DOMAIN.md "Dates").
fn expected(form: &Written, decoy: &Decoy) -> Option<&'static str> {
    let settled = !form.two_figure_year || decoy.four_figure_year;
    if settled { Some(form.date) } else { decoy.acknowledged.or(decoy.recorded) }
}

/// Every combination whose governing date is not the expected one.
fn misread_combinations() -> Vec<String> {
    let mut missed = Vec::new();
    for form in FORMS {
        for placement in PLACEMENTS {
            for decoy in DECOYS {
                let text = instrument(form, placement, decoy);
                let want = expected(form, decoy);
                let read = governing(&text);
                if read.as_deref() != want {
                    missed.push(format!("{} | {} | {}: read {read:?}, expected {want:?}", form.case, placement.case, decoy.case));
                }
            }
        }
    }
    missed
}

#[test]
fn the_governing_date_reads_across_forms_placements_and_decoys() {
    let missed = misread_combinations();
    let total = FORMS.len() * PLACEMENTS.len() * DECOYS.len();
    assert!(missed.is_empty(), "{} of {total} combinations misread:\n{}", missed.len(), missed.join("\n"));
}
