//! The grammar of what makes an instrument's kind, measured as a cross product: the caption x
//! how the premises open (and whether they name the instrument) x the operative act (verb and
//! the thing it acts on) x what the grant reserves or is made subject to x an instrument recited
//! inside this one. The expected category is computed from the dimensions by DOMAIN's rules (a
//! caption that names the kind settles it; without one, the instrument's name for itself in the
//! premises; else the operative clause), and `conveys_fee` follows the category. Our own wording
//! and invented names throughout; no text of a real instrument or of a set.

use super::testing::classify;
use crate::l0::conveyance;
use crate::pipeline::Instrument;
use crate::vocab::DocCategory::{self, *};

/// One operative act: the category its clause settles alone, the caption and the name for
/// itself that a drafter gives it, and the ways of writing its clause (`{G}` the taker).
struct Act {
    body: DocCategory,
    /// The captions drafters give the act, each naming `caption_kind`.
    captions: &'static [&'static str],
    caption_kind: DocCategory,
    /// The name the premises give the instrument ("THIS MORTGAGE, made ...").
    own_name: &'static str,
    own_name_kind: DocCategory,
    clauses: &'static [&'static str],
    /// What the grant may reserve or be made subject to: only a grant of land or minerals.
    reserves: bool,
}

const LAND: &str = "the following described land in Cass County, to-wit: the NE/4 of Section 12, Township 140 North, Range 52 West, \
containing 160 acres, more or less.";

const ACTS: &[Act] = &[
    Act {
        body: Deed,
        captions: &["DEED", "GRANT DEED", "BARGAIN AND SALE DEED", "EXECUTOR'S DEED"],
        caption_kind: Deed,
        own_name: "DEED",
        own_name_kind: Deed,
        clauses: &[
            "does hereby grant unto {G}",
            "hereby grants to {G}",
            "has bargained and sold, and by these presents does bargain, sell and convey unto {G}",
        ],
        reserves: true,
    },
    Act {
        body: SpecialWarrantyDeed,
        captions: &["SPECIAL WARRANTY DEED", "LIMITED WARRANTY DEED"],
        caption_kind: SpecialWarrantyDeed,
        own_name: "SPECIAL WARRANTY DEED",
        own_name_kind: SpecialWarrantyDeed,
        clauses: &[
            "does hereby grant, bargain, sell and convey unto {G}, and will warrant the title against all persons claiming by, through or under the first parties, but not otherwise,",
            "grants and conveys to {G}, who shall hold it with a covenant of special warranty,",
        ],
        reserves: true,
    },
    Act {
        body: Deed,
        captions: &["WARRANTY DEED", "GENERAL WARRANTY DEED", "Warranty Deed (Joint Tenancy)", "WARRANTY DEED WITH VENDOR'S LIEN"],
        caption_kind: WarrantyDeed,
        own_name: "WARRANTY DEED",
        own_name_kind: WarrantyDeed,
        clauses: &[
            "does hereby grant, bargain, sell and convey unto {G}",
            "has granted, sold and conveyed, and by these presents does grant, sell and convey unto {G}",
            "grants to {G}",
        ],
        reserves: true,
    },
    Act {
        body: WarrantyDeed,
        captions: &["STATUTORY WARRANTY DEED", "WARRANTY DEED"],
        caption_kind: WarrantyDeed,
        own_name: "DEED",
        own_name_kind: WarrantyDeed,
        clauses: &["conveys and warrants to {G}"],
        reserves: true,
    },
    Act {
        body: QuitclaimDeed,
        captions: &["QUITCLAIM DEED", "QUIT-CLAIM DEED", "QUIT CLAIM DEED"],
        caption_kind: QuitclaimDeed,
        own_name: "QUITCLAIM DEED",
        own_name_kind: QuitclaimDeed,
        clauses: &["does hereby remise, release and forever quitclaim unto {G}", "quitclaims to {G}"],
        reserves: true,
    },
    Act {
        body: MineralDeed,
        captions: &["MINERAL DEED", "MINERAL RIGHTS DEED", "CONVEYANCE OF MINERAL INTEREST"],
        caption_kind: MineralDeed,
        own_name: "MINERAL DEED",
        own_name_kind: MineralDeed,
        clauses: &[
            "does hereby grant, sell and convey unto {G} an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under",
            "conveys to {G} an undivided one-fourth of the minerals in and under",
            "does hereby grant, bargain, sell, convey, transfer, assign and deliver unto {G} all of the oil, gas and other minerals in and under",
        ],
        reserves: true,
    },
    Act {
        body: RoyaltyDeed,
        captions: &["ROYALTY DEED", "ROYALTY CONVEYANCE", "NON-PARTICIPATING ROYALTY DEED", "TRANSFER OF ROYALTY"],
        caption_kind: RoyaltyDeed,
        own_name: "ROYALTY DEED",
        own_name_kind: RoyaltyDeed,
        clauses: &[
            "does hereby grant, sell and convey unto {G} an undivided one-half (1/2) of the royalty in all oil, gas and other minerals produced from",
            "assigns and transfers to {G} one-sixteenth (1/16) of all the oil and gas produced and saved from",
            "assigns, transfers and conveys to {G} an undivided 1/32 non-participating royalty interest in",
        ],
        reserves: false,
    },
    Act {
        body: OilGasLease,
        captions: &["OIL AND GAS LEASE", "OIL, GAS AND MINERAL LEASE", "PAID-UP OIL AND GAS LEASE"],
        caption_kind: OilGasLease,
        own_name: "LEASE",
        own_name_kind: OilGasLease,
        clauses: &[
            "does hereby grant, lease and let exclusively unto {G}, for the purpose of exploring for and producing oil and gas,",
            "demises, leases and lets to {G} for oil and gas purposes",
            "hereby leases exclusively to {G} for the purpose of exploring for and producing oil and gas",
        ],
        reserves: false,
    },
    Act {
        body: LeaseAssignment,
        captions: &[
            "ASSIGNMENT OF OIL AND GAS LEASE",
            "PARTIAL ASSIGNMENT OF OIL AND GAS LEASE",
            "ASSIGNMENT AND BILL OF SALE",
            "ASSIGNMENT",
        ],
        caption_kind: LeaseAssignment,
        own_name: "ASSIGNMENT",
        own_name_kind: LeaseAssignment,
        clauses: &[
            "does hereby assign, transfer and set over unto {G} all of its right, title and interest in and to the oil and gas lease dated May 2, 1958, from Hilda Voss, lessor, covering",
            "sells, assigns and conveys to {G} an undivided one-half of the working interest in the oil and gas lease of record covering",
            "does hereby grant, bargain, sell, assign and convey unto {G} all of its interest in the oil and gas leases described in Exhibit A, insofar as they cover",
        ],
        reserves: false,
    },
    Act {
        body: LeaseRelease,
        captions: &["RELEASE OF OIL AND GAS LEASE", "SURRENDER OF OIL AND GAS LEASE", "PARTIAL RELEASE OF OIL AND GAS LEASE", "RELEASE"],
        caption_kind: LeaseRelease,
        own_name: "RELEASE",
        own_name_kind: LeaseRelease,
        clauses: &[
            "does hereby release, relinquish and surrender unto {G}, the lessor, the oil and gas lease dated May 2, 1958, insofar as it covers",
            "releases and surrenders to {G} all rights under the oil and gas lease dated May 2, 1958, covering",
        ],
        reserves: false,
    },
    Act {
        body: LeaseRatification,
        captions: &["RATIFICATION OF OIL AND GAS LEASE", "RATIFICATION AND JOINDER OF OIL AND GAS LEASE", "RATIFICATION"],
        caption_kind: LeaseRatification,
        own_name: "RATIFICATION",
        own_name_kind: LeaseRatification,
        clauses: &[
            "does hereby ratify, adopt and confirm the oil and gas lease dated May 2, 1958, to {G}, lessee, covering",
            "ratifies and confirms in all respects the oil and gas lease held by {G}, as lessee, covering",
        ],
        reserves: false,
    },
    Act {
        body: DeedOfTrust,
        captions: &["MORTGAGE", "REAL ESTATE MORTGAGE", "MORTGAGE DEED", "DEED TO SECURE DEBT"],
        caption_kind: DeedOfTrust,
        own_name: "MORTGAGE",
        own_name_kind: DeedOfTrust,
        clauses: &[
            "mortgages and warrants to {G}, to secure the payment of a note of even date for Four Thousand Dollars,",
            "does hereby mortgage unto {G}, to secure a note of even date for Four Thousand Dollars,",
            "mortgage to {G}, the mortgagee, for Four Thousand Dollars lent,",
            "hereby grant, bargain, sell and convey to {G}, mortgagee, provided that if the first parties pay the note of even date this conveyance shall be void,",
        ],
        reserves: false,
    },
    Act {
        body: DeedOfTrust,
        captions: &["DEED OF TRUST", "TRUST DEED", "SHORT FORM DEED OF TRUST"],
        caption_kind: DeedOfTrust,
        own_name: "DEED OF TRUST",
        own_name_kind: DeedOfTrust,
        clauses: &["does hereby grant, bargain, sell and convey unto {G}, Trustee, in trust, with power of sale,"],
        reserves: false,
    },
    Act {
        body: MortgageRelease,
        captions: &["RELEASE OF MORTGAGE", "SATISFACTION OF MORTGAGE", "RELEASE OF LIEN", "RELEASE"],
        caption_kind: MortgageRelease,
        own_name: "RELEASE",
        own_name_kind: MortgageRelease,
        clauses: &[
            "does hereby release and discharge the lien of the mortgage given to {G} on",
            "acknowledges full payment and satisfaction of the mortgage given by {G} on",
            "does hereby certify that the mortgage given to {G} on the land below has been paid and satisfied, and discharges it of record, being",
        ],
        reserves: false,
    },
    Act {
        body: RightOfWay,
        captions: &["RIGHT OF WAY GRANT", "RIGHT-OF-WAY AGREEMENT", "PIPELINE EASEMENT", "GRANT OF EASEMENT"],
        caption_kind: RightOfWay,
        own_name: "EASEMENT",
        own_name_kind: RightOfWay,
        clauses: &[
            "does hereby grant and convey unto {G} a right of way and easement for a pipeline over and across",
            "grants, conveys and warrants to {G} a perpetual easement for the construction of a pipeline across",
        ],
        reserves: false,
    },
    Act {
        body: PartitionDeed,
        captions: &["PARTITION DEED", "DEED OF PARTITION", "PARTITION AGREEMENT"],
        caption_kind: PartitionDeed,
        own_name: "INDENTURE OF PARTITION",
        own_name_kind: PartitionDeed,
        clauses: &[
            "do hereby make partition between themselves, and each releases and quitclaims to {G} the share set apart to the other of",
            "agree to partition, and do hereby partition and set apart to {G} in severalty the west half of",
        ],
        reserves: true,
    },
    Act {
        body: CorrectionDeed,
        captions: &["CORRECTION WARRANTY DEED", "CORRECTIVE DEED", "DEED OF CORRECTION", "CORRECTION QUITCLAIM DEED"],
        caption_kind: CorrectionDeed,
        own_name: "CORRECTION DEED",
        own_name_kind: CorrectionDeed,
        clauses: &[
            "in order to correct the description in the deed dated May 1, 1960, does hereby grant and convey unto {G}",
            "does hereby grant and convey unto {G}, this deed being given to correct an error in the deed of March 3, 1960,",
        ],
        reserves: true,
    },
    Act {
        body: MortgageRelease,
        captions: &["DEED OF RECONVEYANCE", "FULL RECONVEYANCE", "SATISFACTION"],
        caption_kind: MortgageRelease,
        own_name: "RECONVEYANCE",
        own_name_kind: MortgageRelease,
        clauses: &[
            "does hereby reconvey, without warranty, to {G}, the person entitled to it, the estate held under the deed of trust on",
            "as trustee under the deed of trust given by {G}, the debt it secured being paid, does hereby release and reconvey",
        ],
        reserves: false,
    },
];

/// How a caption is written over the instrument.
#[derive(Clone, Copy, Debug)]
enum Caption {
    /// No caption: the premises open the text.
    Absent,
    /// One of the act's captions, alone on its line.
    Named,
    /// The caption with a form line beneath it ("(Statutory Form No. 7)").
    WithFormLine,
    /// The caption in a scan that lost its spaces and read O as 0.
    Damaged,
    /// The caption typed with its letters spaced out ("W A R R A N T Y   D E E D").
    SpacedOut,
    /// A caption that names no kind ("INSTRUMENT"): the body decides.
    Generic,
}

const CAPTIONS: [Caption; 6] =
    [Caption::Absent, Caption::Named, Caption::WithFormLine, Caption::Damaged, Caption::SpacedOut, Caption::Generic];

/// Where the caption sits.
#[derive(Clone, Copy, Debug)]
enum Position {
    /// At the top of the text.
    Top,
    /// After the return-to block and the recorder's margin line of a modern instrument.
    AfterReturnBlock,
    /// After the clerk's filing stamp, which names the book and page.
    AfterStamp,
    /// Run into the premises on one line ("WARRANTY DEED KNOW ALL MEN ...").
    RunIn,
}

const POSITIONS: [Position; 4] = [Position::Top, Position::AfterReturnBlock, Position::AfterStamp, Position::RunIn];

/// How the premises open.
#[derive(Clone, Copy, Debug)]
enum Opening {
    /// "KNOW ALL MEN BY THESE PRESENTS: That ..."
    KnowAllMen,
    /// "THIS MORTGAGE, made ... by and between ..." (the instrument's name for itself).
    OwnName,
    /// "THIS INDENTURE, made ... between ..."
    Indenture,
    /// The statutory short form: the party's name opens the text.
    Statutory,
}

const OPENINGS: [Opening; 4] = [Opening::KnowAllMen, Opening::OwnName, Opening::Indenture, Opening::Statutory];

/// What the grant reserves or is made subject to.
const RESERVATIONS: [&str; 4] = [
    "",
    "SAVE AND EXCEPT, and there is reserved unto the first party, an undivided one-half (1/2) of all oil, gas and other minerals in and under said land.\n",
    "This instrument is made subject to the oil and gas lease of record covering said land.\n",
    "Subject to a mortgage to Prairie State Bank recorded in Book 77, Page 310.\n",
];

/// An instrument recited inside this one.
const RECITALS: [&str; 4] = [
    "",
    "Being the same land conveyed to the first party by warranty deed dated May 1, 1950, recorded in Book 40, Page 12.\n",
    "The first parties are the only heirs at law of Otto Lindqvist, deceased, who died intestate on June 9, 1955.\n",
    "Said land is covered by that certain oil and gas lease dated June 2, 1960, from Ada Brandt, as lessor, to Coyote Oil Co., as lessee, recorded in Book 90, Page 4.\n",
];

/// The caption as written in a mode, without its line end.
fn caption_words(caption: &str, mode: Caption) -> Option<String> {
    match mode {
        Caption::Absent => None,
        Caption::Named => Some(caption.to_string()),
        Caption::WithFormLine => Some(format!("{caption}\n(Statutory Form No. 7)")),
        Caption::Damaged => Some(caption.to_uppercase().replace(' ', "").replace('O', "0")),
        Caption::SpacedOut => Some(
            caption
                .to_uppercase()
                .split(' ')
                .map(|word| word.chars().map(String::from).collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join("   "),
        ),
        Caption::Generic => Some("INSTRUMENT".to_string()),
    }
}

/// What stands above the premises: the caption where it sits, and what comes before it.
fn heading(caption: &str, mode: Caption, position: Position) -> String {
    let before = match position {
        Position::Top | Position::RunIn => "",
        Position::AfterReturnBlock => {
            "Recording requested by and when recorded return to:\nNils Ekberg\n402 Front Street\nFargo, ND 58102\n\nSPACE ABOVE THIS LINE FOR RECORDER'S USE\n\n"
        }
        Position::AfterStamp => "Doc 2291  Filed 05/06/1961 at 2:10 PM  Book 40 Page 12\n",
    };
    match (caption_words(caption, mode), position) {
        (None, _) => before.to_string(),
        (Some(words), Position::RunIn) if !words.contains('\n') => format!("{words} "),
        (Some(words), _) => format!("{before}{words}\n\n"),
    }
}

fn opening(act: &Act, opening: Opening) -> String {
    match opening {
        Opening::KnowAllMen => {
            "KNOW ALL MEN BY THESE PRESENTS: That Ansel Dahlgren and Britta Dahlgren, his wife, of Cass County, for and \
in consideration of Ten Dollars,"
                .to_string()
        }
        Opening::OwnName => format!(
            "THIS {}, made this 3rd day of May, 1961, by and between Ansel Dahlgren and Britta Dahlgren, his wife, first parties, and \
the second party named below, WITNESSETH: That the first parties, for Ten Dollars,",
            act.own_name
        ),
        Opening::Indenture => "THIS INDENTURE, made this 3rd day of May, 1961, between Ansel Dahlgren and Britta Dahlgren, his wife, of \
the first part, and the party of the second part named below, WITNESSETH: That the parties of the first part, for Ten Dollars,"
            .to_string(),
        Opening::Statutory => "Ansel Dahlgren and Britta Dahlgren, husband and wife, of Cass County, for Ten Dollars,".to_string(),
    }
}

/// The category DOMAIN gives the combination: the caption's kind when a caption names it, else
/// the kind the premises name, else the operative clause's.
fn expected(act: &Act, caption: Caption, opens: Opening) -> DocCategory {
    match (caption, opens) {
        (Caption::Absent | Caption::Generic, Opening::OwnName) => act.own_name_kind,
        (Caption::Absent | Caption::Generic, _) => act.body,
        _ => act.caption_kind,
    }
}

struct Combination {
    text: String,
    expected: DocCategory,
    dims: String,
}

/// Every combination of act, clause, caption, caption mode, position and opening; what the grant
/// reserves and the instrument recited turn with the combination's number, so that each meets
/// every other dimension without multiplying the product by sixteen.
fn combinations() -> Vec<Combination> {
    let mut all = Vec::new();
    for act in ACTS {
        for clause in act.clauses {
            for mode in CAPTIONS {
                // Without a caption, or under a generic one, the act's captions are one case.
                let captions = if matches!(mode, Caption::Absent | Caption::Generic) { &act.captions[..1] } else { act.captions };
                for caption in captions {
                    // A caption typed spaced out stands on a line of its own: run into the
                    // premises, its line is prose, whose first spaced word may be read alone.
                    for position in
                        POSITIONS.into_iter().filter(|position| !matches!((mode, position), (Caption::SpacedOut, Position::RunIn)))
                    {
                        for opens in OPENINGS {
                            let turn = all.len();
                            let r = if act.reserves { turn % RESERVATIONS.len() } else { 0 };
                            let c = (turn / RESERVATIONS.len()) % RECITALS.len();
                            let text = format!(
                                "{}{} {} {LAND}\n{}{}TO HAVE AND TO HOLD the same forever.\nIN WITNESS WHEREOF the first parties have \
signed this 3rd day of May, 1961.\n/s/ Ansel Dahlgren\n/s/ Britta Dahlgren\n",
                                heading(caption, mode, position),
                                opening(act, opens),
                                clause.replace("{G}", "Corwin Ekholm"),
                                RECITALS[c],
                                RESERVATIONS[r],
                            );
                            all.push(Combination {
                                text,
                                expected: expected(act, mode, opens),
                                dims: format!(
                                    "{caption} | {mode:?} | {position:?} | {opens:?} | reservation {r} | recital {c} | '{clause}'"
                                ),
                            });
                        }
                    }
                }
            }
        }
    }
    all
}

/// Every combination of the dimensions is read for its category and its `conveys_fee`.
#[test]
fn every_combination_of_caption_premises_act_reservation_and_recital() {
    let all = combinations();
    let mut wrong = Vec::new();
    for combination in &all {
        let found = classify(&combination.text);
        let fee = conveyance::extract(&Instrument::from_raw(&combination.text), found.category).conveys_fee;
        if found.category != combination.expected || fee != combination.expected.conveys_fee() {
            wrong.push(format!("{} (fee {fee:?}) for {}: {}", found.category.as_str(), combination.expected.as_str(), combination.dims));
        }
    }
    assert!(wrong.is_empty(), "{} of {} misread:\n{}", wrong.len(), all.len(), wrong.join("\n"));
}

/// Captions that name another kind than the operative act makes, under which DOMAIN's category
/// is the act's: a fee deed's caption over a grant of minerals or a royalty, a mineral deed's over
/// a royalty, a bare "DEED" or "ASSIGNMENT" over a release, a royalty, a mortgage or an easement.
/// A caption that names a royalty over a grant of minerals is left out: the royalty deed's form
/// grants "an interest in the oil, gas and other minerals" and makes it a royalty further on.
const MISNAMED: &[(DocCategory, &[&str])] = &[
    (MineralDeed, &["WARRANTY DEED", "QUITCLAIM DEED", "DEED", "CORRECTION DEED"]),
    (RoyaltyDeed, &["MINERAL DEED", "WARRANTY DEED", "ASSIGNMENT", "DEED"]),
    (LeaseRelease, &["DEED", "ASSIGNMENT"]),
    (MortgageRelease, &["DEED"]),
    (DeedOfTrust, &["DEED"]),
    (RightOfWay, &["DEED"]),
];

#[test]
fn a_caption_naming_another_kind_gives_way_to_the_operative_act() {
    let mut wrong = Vec::new();
    let mut count = 0;
    for (body, captions) in MISNAMED {
        for act in ACTS.iter().filter(|act| act.body == *body) {
            for clause in act.clauses {
                for caption in captions.iter() {
                    for opens in OPENINGS {
                        count += 1;
                        let r = if act.reserves { count % RESERVATIONS.len() } else { 0 };
                        let text = format!(
                            "{caption}\n\n{} {} {LAND}\n{}{}TO HAVE AND TO HOLD the same forever.\n",
                            opening(act, opens),
                            clause.replace("{G}", "Corwin Ekholm"),
                            RECITALS[count % RECITALS.len()],
                            RESERVATIONS[r],
                        );
                        let found = classify(&text);
                        let fee = conveyance::extract(&Instrument::from_raw(&text), found.category).conveys_fee;
                        let expected = if matches!(opens, Opening::OwnName) { act.own_name_kind } else { *body };
                        if found.category != expected || fee != expected.conveys_fee() {
                            wrong.push(format!(
                                "{} (fee {fee:?}) for {}: {caption} | {opens:?} | '{clause}'",
                                found.category.as_str(),
                                expected.as_str()
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{} of {count} misread:\n{}", wrong.len(), wrong.join("\n"));
}
