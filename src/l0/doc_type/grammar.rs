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
    caption: &'static str,
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
        caption: "WARRANTY DEED",
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
        caption: "WARRANTY DEED",
        caption_kind: WarrantyDeed,
        own_name: "DEED",
        own_name_kind: WarrantyDeed,
        clauses: &["conveys and warrants to {G}"],
        reserves: true,
    },
    Act {
        body: QuitclaimDeed,
        caption: "QUITCLAIM DEED",
        caption_kind: QuitclaimDeed,
        own_name: "QUITCLAIM DEED",
        own_name_kind: QuitclaimDeed,
        clauses: &["does hereby remise, release and forever quitclaim unto {G}", "quitclaims to {G}"],
        reserves: true,
    },
    Act {
        body: MineralDeed,
        caption: "MINERAL DEED",
        caption_kind: MineralDeed,
        own_name: "MINERAL DEED",
        own_name_kind: MineralDeed,
        clauses: &[
            "does hereby grant, sell and convey unto {G} an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under",
            "conveys to {G} an undivided one-fourth of the minerals in and under",
        ],
        reserves: true,
    },
    Act {
        body: RoyaltyDeed,
        caption: "ROYALTY DEED",
        caption_kind: RoyaltyDeed,
        own_name: "ROYALTY DEED",
        own_name_kind: RoyaltyDeed,
        clauses: &[
            "does hereby grant, sell and convey unto {G} an undivided one-half (1/2) of the royalty in all oil, gas and other minerals produced from",
            "assigns and transfers to {G} one-sixteenth (1/16) of all the oil and gas produced and saved from",
        ],
        reserves: false,
    },
    Act {
        body: OilGasLease,
        caption: "OIL AND GAS LEASE",
        caption_kind: OilGasLease,
        own_name: "LEASE",
        own_name_kind: OilGasLease,
        clauses: &[
            "does hereby grant, lease and let exclusively unto {G}, for the purpose of exploring for and producing oil and gas,",
            "demises, leases and lets to {G} for oil and gas purposes",
        ],
        reserves: false,
    },
    Act {
        body: LeaseAssignment,
        caption: "ASSIGNMENT OF OIL AND GAS LEASE",
        caption_kind: LeaseAssignment,
        own_name: "ASSIGNMENT",
        own_name_kind: LeaseAssignment,
        clauses: &[
            "does hereby assign, transfer and set over unto {G} all of its right, title and interest in and to the oil and gas lease dated May 2, 1958, from Hilda Voss, lessor, covering",
            "sells, assigns and conveys to {G} an undivided one-half of the working interest in the oil and gas lease of record covering",
        ],
        reserves: false,
    },
    Act {
        body: LeaseRelease,
        caption: "RELEASE OF OIL AND GAS LEASE",
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
        caption: "RATIFICATION OF OIL AND GAS LEASE",
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
        caption: "MORTGAGE",
        caption_kind: DeedOfTrust,
        own_name: "MORTGAGE",
        own_name_kind: DeedOfTrust,
        clauses: &[
            "mortgages and warrants to {G}, to secure the payment of a note of even date for Four Thousand Dollars,",
            "does hereby mortgage unto {G}, to secure a note of even date for Four Thousand Dollars,",
            "mortgage to {G}, the mortgagee, for Four Thousand Dollars lent,",
        ],
        reserves: false,
    },
    Act {
        body: DeedOfTrust,
        caption: "DEED OF TRUST",
        caption_kind: DeedOfTrust,
        own_name: "DEED OF TRUST",
        own_name_kind: DeedOfTrust,
        clauses: &["does hereby grant, bargain, sell and convey unto {G}, Trustee, in trust, with power of sale,"],
        reserves: false,
    },
    Act {
        body: MortgageRelease,
        caption: "RELEASE OF MORTGAGE",
        caption_kind: MortgageRelease,
        own_name: "RELEASE",
        own_name_kind: MortgageRelease,
        clauses: &[
            "does hereby release and discharge the lien of the mortgage given to {G} on",
            "acknowledges full payment and satisfaction of the mortgage given by {G} on",
        ],
        reserves: false,
    },
    Act {
        body: RightOfWay,
        caption: "RIGHT OF WAY GRANT",
        caption_kind: RightOfWay,
        own_name: "EASEMENT",
        own_name_kind: RightOfWay,
        clauses: &["does hereby grant and convey unto {G} a right of way and easement for a pipeline over and across"],
        reserves: false,
    },
    Act {
        body: PartitionDeed,
        caption: "PARTITION DEED",
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
        caption: "CORRECTION WARRANTY DEED",
        caption_kind: CorrectionDeed,
        own_name: "CORRECTION DEED",
        own_name_kind: CorrectionDeed,
        clauses: &[
            "in order to correct the description in the deed dated May 1, 1960, does hereby grant and convey unto {G}",
            "does hereby grant and convey unto {G}, this deed being given to correct an error in the deed of March 3, 1960,",
        ],
        reserves: true,
    },
];

/// How a caption is written over the instrument.
#[derive(Clone, Copy, Debug)]
enum Caption {
    /// No caption: the premises open the text.
    Absent,
    /// The act's own caption, alone on its line.
    Named,
    /// The caption with a form line beneath it ("(Statutory Form No. 7)").
    WithFormLine,
    /// The caption in a scan that lost its spaces and read O as 0.
    Damaged,
    /// A caption that names no kind ("INSTRUMENT"): the body decides.
    Generic,
}

const CAPTIONS: [Caption; 5] = [Caption::Absent, Caption::Named, Caption::WithFormLine, Caption::Damaged, Caption::Generic];

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

fn caption_line(act: &Act, caption: Caption) -> String {
    match caption {
        Caption::Absent => String::new(),
        Caption::Named => format!("{}\n\n", act.caption),
        Caption::WithFormLine => format!("{}\n(Statutory Form No. 7)\n\n", act.caption),
        Caption::Damaged => format!("{}\n\n", act.caption.replace(' ', "").replace('O', "0")),
        Caption::Generic => "INSTRUMENT\n\n".to_string(),
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
        (Caption::Named | Caption::WithFormLine | Caption::Damaged, _) => act.caption_kind,
        (_, Opening::OwnName) => act.own_name_kind,
        _ => act.body,
    }
}

struct Combination {
    text: String,
    expected: DocCategory,
    dims: String,
}

fn combinations() -> Vec<Combination> {
    let mut all = Vec::new();
    for act in ACTS {
        for clause in act.clauses {
            for caption in CAPTIONS {
                for opens in OPENINGS {
                    for (r, reservation) in RESERVATIONS.iter().enumerate() {
                        if r > 0 && !act.reserves {
                            continue;
                        }
                        for (c, recital) in RECITALS.iter().enumerate() {
                            let text = format!(
                                "{}{} {} {LAND}\n{recital}{reservation}TO HAVE AND TO HOLD the same forever.\nIN WITNESS WHEREOF the first \
parties have signed this 3rd day of May, 1961.\n/s/ Ansel Dahlgren\n/s/ Britta Dahlgren\n",
                                caption_line(act, caption),
                                opening(act, opens),
                                clause.replace("{G}", "Corwin Ekholm"),
                            );
                            all.push(Combination {
                                text,
                                expected: expected(act, caption, opens),
                                dims: format!("{} | {caption:?} | {opens:?} | reservation {r} | recital {c} | '{clause}'", act.caption),
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
