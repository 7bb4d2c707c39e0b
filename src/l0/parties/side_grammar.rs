//! Which side each party is on, measured over the grammar of the clause that introduces the
//! parties rather than over instruments seen: every combination (a seeded sample of the cross
//! product) of how the parties are introduced, where each side's role label sits, what stands
//! between a name and its label, who the party is, and the kind of instrument, in our own
//! wording and invented names. The expected sides follow from the dimensions: the giving side's
//! names are the grantor side, the taking side's the grantee side, and nothing else (a recited
//! predecessor, a signing officer, the notary) is a party.

use super::precision_variants::compared;
use super::test_support::run;
use crate::vocab::DocCategory;

/// The kind of instrument: its category, caption, the two role words, the active verb phrase
/// (singular, plural) and the passive one.
struct Kind {
    category: DocCategory,
    caption: &'static str,
    giver: &'static str,
    taker: &'static str,
    active: (&'static str, &'static str),
    passive: &'static str,
    object: &'static str,
}

const KINDS: &[Kind] = &[
    Kind {
        category: DocCategory::WarrantyDeed,
        caption: "WARRANTY DEED",
        giver: "Grantor",
        taker: "Grantee",
        active: (
            "has granted, sold and conveyed, and by these presents does grant, sell and convey",
            "have granted, sold and conveyed, and by these presents do grant, sell and convey",
        ),
        passive: "granted, sold and conveyed",
        object: "the following described land in Pecos County, Texas: all of Section 14, Block 7, H&GN RR Co. Survey",
    },
    Kind {
        category: DocCategory::OilGasLease,
        caption: "OIL AND GAS LEASE",
        giver: "Lessor",
        taker: "Lessee",
        active: ("does hereby grant, lease and let", "do hereby grant, lease and let"),
        passive: "granted, leased and let",
        object: "for the purpose of exploring for and producing oil and gas, the following land in Grady County, Oklahoma: the NE/4 of Section 9, Township 6 North, Range 7 West",
    },
    Kind {
        category: DocCategory::LeaseAssignment,
        caption: "ASSIGNMENT OF OIL AND GAS LEASE",
        giver: "Assignor",
        taker: "Assignee",
        active: ("does hereby sell, assign and transfer", "do hereby sell, assign and transfer"),
        passive: "sold, assigned and transferred",
        object: "all right, title and interest in the oil and gas lease covering the SW/4 of Section 22, Township 9 South, Range 17 East",
    },
    Kind {
        category: DocCategory::MineralDeed,
        caption: "MINERAL DEED",
        giver: "Grantor",
        taker: "Grantee",
        active: ("does hereby grant, sell and convey", "do hereby grant, sell and convey"),
        passive: "granted, sold and conveyed",
        object: "an undivided one-half interest in the oil, gas and other minerals in the N/2 of Section 3, Township 12 North, Range 4 East",
    },
];

/// Who a party is and what stands between the name and its label: the phrase as written, with
/// `{}` for the names in turn, and how many names the phrase holds.
struct Who {
    phrase: &'static str,
    names: usize,
    plural: bool,
}

const WHO: &[Who] = &[
    Who { phrase: "{}", names: 1, plural: false },
    Who { phrase: "{}, a single man", names: 1, plural: false },
    Who { phrase: "{}, a widow, of Reeves County, Texas", names: 1, plural: false },
    Who { phrase: "{}, whose address is 412 Elm Street, Enid, Oklahoma 73701", names: 1, plural: false },
    Who { phrase: "{} and wife, {}", names: 2, plural: true },
    Who { phrase: "{} and {}, husband and wife, of Garfield County, Oklahoma", names: 2, plural: true },
    Who { phrase: "{} and {}, each dealing in his sole and separate property", names: 2, plural: true },
    Who { phrase: "{}, a Texas corporation", names: 1, plural: false },
    Who { phrase: "{}, a Delaware corporation, acting herein by and through its President, WALTER E. KNOX", names: 1, plural: false },
];

/// The giving side's names and the taking side's: persons for the person phrases, companies
/// for the corporate ones (the phrase's position in [`WHO`] from 7 on).
const GIVERS: [&str; 2] = ["HAROLD J. PRATT", "MARY ANN PRATT"];
const TAKERS: [&str; 2] = ["DONALD R. FENWICK", "LOIS FENWICK"];
const GIVING_COMPANY: &str = "RED MESA OIL COMPANY";
const TAKING_COMPANY: &str = "CANEY FORK ENERGY, INC.";

/// Where a side's role label sits, `{}` standing for the role word.
const LABELS: &[&str] = &[
    "",
    ", hereinafter called \"{}\"",
    ", hereinafter referred to as {}",
    ", as {}",
    " (\"{}\")",
    " (herein called {})",
    ", party of the {part} part, hereinafter called {}",
    ", who is called {} in this instrument",
];

/// How the parties are introduced.
#[derive(Debug, Clone, Copy)]
enum Frame {
    /// "KNOW ALL MEN ...: That G, for ..., conveys unto T the land."
    KnowAll,
    /// "For ... consideration, G conveys unto T the land."
    ConsiderationFirst,
    /// "THIS DEED made ... by and between G and T. WITNESSETH: that the Grantor conveys unto the Grantee."
    Between,
    /// The same with the taking side named first (only read by its labels).
    BetweenTakerFirst,
    /// "THIS DEED is made by G to T."
    MadeByTo,
    /// "The land is hereby conveyed by G unto T."
    Passive,
    /// "Grantor: G / Grantee: T" form fields over the grant by role words.
    Fields,
    /// A recital of how the giver acquired, then "NOW, THEREFORE, G conveys unto T".
    RecitalFirst,
    /// "The parties to this lease are G, who is called Lessor, and T, who is called Lessee."
    PartiesAre,
    /// The statutory short form: "THE GRANTOR, G, conveys and warrants to THE GRANTEE, T": the
    /// role word before the name.
    RoleFirst,
    /// "That the undersigned, hereinafter called Grantor, conveys unto T": the giver named only
    /// under the signature lines and in the acknowledgment.
    Undersigned,
}

const FRAMES: &[Frame] = &[
    Frame::KnowAll,
    Frame::ConsiderationFirst,
    Frame::Between,
    Frame::BetweenTakerFirst,
    Frame::MadeByTo,
    Frame::Passive,
    Frame::Fields,
    Frame::RecitalFirst,
    Frame::PartiesAre,
    Frame::RoleFirst,
    Frame::Undersigned,
];

/// One side as written: its names, and the phrase naming it with its label.
fn side(who: &Who, people: [&str; 2], company: &str, corporate: bool, label: &str, role: &str, part: &str) -> (Vec<String>, String) {
    let names: Vec<String> =
        if corporate { vec![company.to_string()] } else { people[..who.names].iter().map(|n| n.to_string()).collect() };
    let mut phrase = who.phrase.to_string();
    for name in &names {
        phrase = phrase.replacen("{}", name, 1);
    }
    let role = if who.plural && !label.contains("party of") { format!("{role}s") } else { role.to_string() };
    let label = label.replace("{part}", part).replace("{}", &role);
    (names, format!("{phrase}{label}"))
}

/// One instrument of the product, with its expected giving and taking names; `None` for a
/// combination left out as ambiguous (see [`combination`]).
struct Case {
    text: String,
    known_unread: bool,
    category: DocCategory,
    giving: Vec<String>,
    taking: Vec<String>,
    about: String,
}

/// The combination of the dimensions' choices, or `None` where the text would not settle the
/// sides: "by and between T and G" or "the parties to this deed are ..." without a label on
/// each side (nothing but the order tells who gives), and a "party of the ... part" label
/// outside an indenture between the two.
fn combination(frame: Frame, kind: &Kind, giver_who: usize, taker_who: usize, giver_label: usize, taker_label: usize) -> Option<Case> {
    let labelled_part = |label: usize| LABELS[label].contains("party of");
    let between = matches!(frame, Frame::Between | Frame::BetweenTakerFirst);
    if (labelled_part(giver_label) || labelled_part(taker_label)) && !between {
        return None;
    }
    if matches!(frame, Frame::BetweenTakerFirst | Frame::PartiesAre) && (giver_label == 0 || taker_label == 0) {
        return None;
    }
    // Form fields and the role-first form carry their own label, and the undersigned its own
    // giving label: one rendering only.
    if matches!(frame, Frame::Fields | Frame::RoleFirst) && (giver_label != 0 || taker_label != 0) {
        return None;
    }
    if matches!(frame, Frame::Undersigned) && giver_label != 0 {
        return None;
    }
    let (gw, tw) = (&WHO[giver_who], &WHO[taker_who]);
    let (giving, g) = side(gw, GIVERS, GIVING_COMPANY, giver_who >= 7, LABELS[giver_label], kind.giver, "first");
    let (taking, t) = side(tw, TAKERS, TAKING_COMPANY, taker_who >= 7, LABELS[taker_label], kind.taker, "second");
    let verb = if gw.plural { kind.active.1 } else { kind.active.0 };
    let (giver, taker) = (kind.giver, kind.taker);
    let head = format!("{}\nTHE STATE OF TEXAS §\nCOUNTY OF PECOS §\n", kind.caption);
    let body = match frame {
        Frame::KnowAll => format!(
            "KNOW ALL MEN BY THESE PRESENTS: That {g}, for and in consideration of the sum of Ten Dollars ($10.00) cash in hand paid, \
the receipt of which is hereby acknowledged, {verb} unto {t}, {}.\n",
            kind.object
        ),
        Frame::ConsiderationFirst => format!(
            "For and in consideration of Ten Dollars ($10.00) and other good and valuable consideration, the receipt of which is \
acknowledged, {g} {verb} unto {t}, {}.\n",
            kind.object
        ),
        Frame::Between => format!(
            "THIS {}, made and entered into this 3rd day of May, 1961, by and between {g}, and {t}.\nWITNESSETH: That the said {giver}, \
for Ten Dollars, {verb} unto the said {taker}, {}.\n",
            kind.caption, kind.object
        ),
        Frame::BetweenTakerFirst => format!(
            "THIS {}, made and entered into this 3rd day of May, 1961, by and between {t}, and {g}.\nWITNESSETH: That the said {giver}, \
for Ten Dollars, {verb} unto the said {taker}, {}.\n",
            kind.caption, kind.object
        ),
        Frame::MadeByTo => format!(
            "THIS {} is made this 3rd day of May, 1961, by {g}, to {t}.\nThe said {giver}, for Ten Dollars, {verb} unto the said \
{taker}, {}.\n",
            kind.caption, kind.object
        ),
        Frame::Passive => format!(
            "KNOW ALL MEN BY THESE PRESENTS: For Ten Dollars paid, {} is hereby {} by {g} unto {t}, and their successors and assigns.\n",
            kind.object, kind.passive
        ),
        Frame::Fields => format!(
            "{giver}: {g}\n{taker}: {t}\nDate: May 3, 1961\nFor Ten Dollars paid, the {giver} {} unto the {taker} {}.\n",
            kind.active.0, kind.object
        ),
        Frame::PartiesAre => format!(
            "{}\nThe parties to this {} are {g}, and {t}.\nThe {giver}, for Ten Dollars, {} unto the {taker}, {}.\n",
            kind.caption,
            kind.caption.to_lowercase(),
            kind.active.0,
            kind.object
        ),
        Frame::RoleFirst => format!(
            "THE {}, {g}, for and in consideration of Ten Dollars in hand paid, CONVEYS AND WARRANTS to THE {}, {t}, {}.\n",
            giver.to_uppercase(),
            taker.to_uppercase(),
            kind.object
        ),
        Frame::Undersigned => format!(
            "KNOW ALL MEN BY THESE PRESENTS: That the undersigned, hereinafter called {giver}, for Ten Dollars paid, {} unto {t}, {}.\n",
            kind.active.0, kind.object
        ),
        Frame::RecitalFirst => format!(
            "WHEREAS, by deed dated March 2, 1941, recorded in Book 88, Page 12 of the Deed Records, CLYDE ORMSBY conveyed the land \
below to {}; and\nNOW, THEREFORE, {g}, for Ten Dollars, {verb} unto {t}, {}.\n",
            giving.join(" and "),
            kind.object
        ),
    };
    let signers = giving.join("\n");
    let tail = format!(
        "IN WITNESS WHEREOF, this instrument is executed this 3rd day of May, 1961.\n{signers}\nTHE STATE OF TEXAS\nCOUNTY OF PECOS\n\
Before me, ORVILLE T. BANKS, a Notary Public, on this day personally appeared {}, known to me to be the persons whose names are \
subscribed to the foregoing instrument.\n",
        giving.join(" and ")
    );
    Some(Case {
        text: format!("{head}{body}{tail}"),
        known_unread: known_unread(frame, taker_who, giver_label, taker_label),
        category: kind.category,
        giving,
        taking,
        about: format!("{frame:?} giver {giver_who}/{giver_label} taker {taker_who}/{taker_label} {:?}", kind.category),
    })
}

/// The combinations the readers do not read yet, each with the reason: an indenture "between"
/// a person and a company acting through its officer, neither labelled, whose grant names both
/// sides by role words only: the grantor list runs from "between" to the grant over both
/// parties (splitting it needs the giver's descriptor to end the first party, which the company's
/// officer phrase hides).
fn known_unread(frame: Frame, taker_who: usize, giver_label: usize, taker_label: usize) -> bool {
    matches!(frame, Frame::Between) && taker_who == 8 && giver_label == 0 && taker_label == 0
}

/// A fixed, seeded sample of the cross product (an LCG over the product's indexes): the same
/// cases on every run.
fn sample(count: usize) -> Vec<Case> {
    let dims = [FRAMES.len(), KINDS.len(), WHO.len(), WHO.len(), LABELS.len(), LABELS.len()];
    let total: usize = dims.iter().product();
    let mut state: u64 = 0x5eed_0016;
    let mut cases = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    while cases.len() < count && seen.len() < total {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut index = (state >> 33) as usize % total;
        if !seen.insert(index) {
            continue;
        }
        let mut pick = [0; 6];
        for (slot, dim) in pick.iter_mut().zip(dims) {
            *slot = index % dim;
            index /= dim;
        }
        if let Some(case) = combination(FRAMES[pick[0]], &KINDS[pick[1]], pick[2], pick[3], pick[4], pick[5]) {
            cases.push(case);
        }
    }
    cases
}

#[test]
fn every_combination_of_the_introducing_clause_reads_each_party_on_its_side() {
    let cases = sample(1000);
    let mut missed = Vec::new();
    for case in &cases {
        let extraction = run(&case.text, case.category);
        let read = |giving_side: bool| {
            let mut names: Vec<String> = extraction
                .parties
                .iter()
                .filter(|p| if giving_side { p.role.is_grantor_side() } else { p.role.is_grantee_side() })
                .map(|p| compared(&p.name))
                .collect();
            names.sort();
            names
        };
        let expected = |names: &[String]| {
            let mut names: Vec<String> = names.iter().map(|n| compared(n)).collect();
            names.sort();
            names
        };
        let (giving, taking) = (read(true), read(false));
        if (giving != expected(&case.giving) || taking != expected(&case.taking)) != case.known_unread {
            missed.push(format!("{}: giving {giving:?}, taking {taking:?}\n{}", case.about, case.text));
        }
    }
    assert!(missed.is_empty(), "{} of {} combinations read:\n{}", cases.len() - missed.len(), cases.len(), missed.join("\n"));
}
