//! The caption: the title an instrument gives itself ("WARRANTY DEED", "Oil, Gas and Mineral
//! Lease"), read where instruments put it.

use super::alternatives::Alternatives;
use super::floor_char_boundary;
use crate::l0::{ascii_pattern as compile, ocr_tolerant};
use crate::vocab::DocCategory;
use regex::{Match, Regex};
use std::sync::LazyLock;

/// Lines of the caption window that count: lines with at least three letters (stamp debris
/// of one or two characters does not use up the window).
const CAPTION_LINES: usize = 15;
/// Hard limit of the caption window, for OCR that puts a whole page on one line.
const CAPTION_BYTES: usize = 2000;

/// What a generic title leaves to the operative words.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Refine {
    /// The title settles the category.
    No,
    /// "DEED": the warranty covenant and the thing granted decide the kind of deed.
    Deed,
    /// "AFFIDAVIT": heirship recitals make it an affidavit of heirship, else `other`.
    Affidavit,
    /// "ASSIGNMENT": a lease in the body makes it a lease assignment, else `other`.
    Assignment,
}

struct TitleRule {
    pattern: String,
    category: DocCategory,
    refine: Refine,
    /// Bare one-word titles ("DEED", "PATENT") only count in capitals or on a short line.
    bare: bool,
}

static TITLE_RULES: LazyLock<Vec<TitleRule>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, refine, bare| TitleRule { pattern: pattern.to_string(), category, refine, bare };
    // Order matters only between rules matching at the same position: specific first.
    vec![
        rule(
            r"title\s+opinion|further\s+assurances|division\s+order|power\s+of\s+attorney|lis\s+pendens|(?:pooling|unit|operating|unitization|purchase\s+and\s+sale|surface\s+use|joint\s+operating)\s+agreement|designation\s+of\s+(?:pooled\s+)?unit|stipulation\s+of\s+interest|(?:contract|agreement)\s+(?:for|of)\s+(?:the\s+)?sale|(?:final\s+)?(?:decree|judgment)\s+quieting\s+title",
            Other,
            Refine::No,
            false,
        ),
        rule(r"(?:correction|corrective)\s+(?:[a-z']+\s+){0,3}deed|deed\s+of\s+correction", CorrectionDeed, Refine::No, false),
        rule(r"partition\s+deed|deed\s+of\s+partition", PartitionDeed, Refine::No, false),
        rule(
            r"mineral\s+(?:and|&)\s+royalty\s+deed|mineral\s+(?:rights?\s+)?(?:deed|sale|conveyance)|deed\s+of\s+minerals?|sale\s+(?:of|and\s+transfer\s+of)\s+(?:oil,?\s+gas\s+and\s+)?minerals?(?:\s+(?:rights?|interests?))?",
            MineralDeed,
            Refine::No,
            false,
        ),
        rule(
            r"royalty\s+(?:deed|sale)|(?:conveyance|transfer|sale)\s+of\s+(?:(?:non\W*participating|term|perpetual)\s+)?royalty",
            RoyaltyDeed,
            Refine::No,
            false,
        ),
        rule(
            r"release\s+of\s+(?:[a-z']+\s+){0,2}(?:lien|mortgage|deed\s+of\s+trust)|satisfaction\s+of\s+(?:mortgage|lien)|(?:mortgage|lien)\s+release|deed\s+of\s+reconveyance|reconveyance",
            MortgageRelease,
            Refine::No,
            false,
        ),
        rule(r"(?:partial\s+)?(?:release|surrender)\s+of\s+(?:[a-z,&]+\s+){0,5}leases?\b", LeaseRelease, Refine::No, false),
        rule(r"ratification(?:\s+(?:and\s+[a-z]+\s+)?of\s+(?:[a-z,&]+\s+){0,5}leases?\b)?", LeaseRatification, Refine::No, true),
        rule(
            r"(?:partial\s+)?assignment\s+(?:of\s+(?:[a-z,&\-]+\s+){0,5}(?:leases?|overriding\s+royalty|working\s+interests?|leasehold)|and\s+bill\s+of\s+sale|and\s+conveyance|and\s+quit\W*claim)|partial\s+assignment",
            LeaseAssignment,
            Refine::No,
            false,
        ),
        rule(r"assignment\s+of\s+[a-z][a-z' ]*", Other, Refine::No, false),
        rule(r"assignment", LeaseAssignment, Refine::Assignment, true),
        rule(r"memorandum\s+of\s+(?:[a-z,&\-]+\s+){0,5}lease", OilGasLease, Refine::No, false),
        rule(
            r"(?:paid\W*up\s+)?[a-z0-9,]*\W*(?:and|&)\s*gas\s+(?:(?:and|&)\s+(?:other\s+)?minerals?\s+)?(?:mining\s+)?lease|(?:oil|gas),?\s+gas\s+(?:and|&)\s+(?:other\s+)?minerals?\s+lease|mineral\s+lease|lease\s+(?:for|of)\s+oil\s+and\s+gas",
            OilGasLease,
            Refine::No,
            false,
        ),
        rule(
            r"affidavit\s+(?:of|as\s+to|regarding|concerning)\s+(?:[a-z']+\s+){0,6}heir(?:ship|s)|heirship\s+affidavit",
            AffidavitOfHeirship,
            Refine::No,
            false,
        ),
        rule(
            r"(?:judgment|order|decree)\s+(?:declaring|determining)\s+heirship|order\s+admitting\s+(?:[a-z']+\s+){0,3}(?:will|probate)|order\s+probating|(?:cert)?ificate\s+(?:of|for)\s+transfer(?:\s+of\s+real\s+estate)?|letters\s+(?:testamentary|of\s+administration)|(?:final\s+)?(?:decree|order)\s+of\s+(?:final\s+)?distribution|final\s+decree|judgment\s+(?:of|for|sending\s+heirs\s+into)\s+possession|muniment\s+of\s+title|last\s+will\s+and\s+testament|probate\s+of\s+(?:the\s+)?will",
            Probate,
            Refine::No,
            false,
        ),
        rule(r"affidavit", Other, Refine::Affidavit, true),
        rule(r"deed\s+of\s+trust|trust\s+deed|mortgage(?:\s+deed)?|security\s+deed", DeedOfTrust, Refine::No, true),
        rule(r"right\W*of\W*way(?:\W*grant)?|easement|pipeline\s+(?:right|grant)", RightOfWay, Refine::No, true),
        rule(r"special\s+warranty\s+deed", SpecialWarrantyDeed, Refine::No, false),
        rule(r"(?:general\s+)?warranty\s+deed", WarrantyDeed, Refine::No, false),
        rule(r"quit\W*claim(?:\s+deed)?", QuitclaimDeed, Refine::No, true),
        rule(
            r"(?:executor|executrix|administrator|administratrix|trustee|guardian|sheriff|survivorship|gift|bargain\s+and\s+sale)'?s?\s+deed|deed\s+without\s+warranty",
            Deed,
            Refine::No,
            false,
        ),
        // Louisiana acts of sale: "CASH SALE", "CREDIT DEED", "SALE OF LAND"; what is sold and
        // the warranty decide the kind, as under a bare "DEED".
        rule(
            r"(?:cash|credit)\s+(?:sale|deed)|act\s+of\s+(?:cash\s+)?sale|sale\s+of\s+(?:land|real\s+(?:estate|property))",
            Deed,
            Refine::Deed,
            false,
        ),
        rule(r"patent", Patent, Refine::No, true),
        rule(r"deed", Deed, Refine::Deed, true),
    ]
});

/// Every title rule in one regex, so that the caption window is read once. Titles are read as
/// a scan damages them ("SPEClAL WARRANTY DEED", "ORD ER ADMITTING WILL"): the caption is the
/// surest sign of the category, and a damaged word in it must not send the reading to the body.
pub(super) static TITLES: LazyLock<Alternatives> =
    LazyLock::new(|| Alternatives::new(TITLE_RULES.iter().map(|rule| ocr_tolerant(&format!(r"\b(?:{})", rule.pattern)))));

/// A word before a title-like phrase that makes it a reference to another instrument.
static REFERENCE_WORD: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:that|certain|said|the|a|an|of|in|under|to|by|such|any|this|each|prior|recorded|and|or|said|which|from|with)\W*$")
});

/// Words after a title-like phrase that make it a recording reference ("Deed Records").
static RECORDS_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"^\W*(?:records?|book|recorded|vol|volume|page|of\s+record)"));

#[derive(Debug)]
pub(super) struct Title {
    pub(super) category: DocCategory,
    pub(super) refine: Refine,
    pub(super) label: String,
    pub(super) start: usize,
    pub(super) end: usize,
}

/// The end of the caption window: the first [`CAPTION_LINES`] lines with three letters or more,
/// at most [`CAPTION_BYTES`] bytes.
fn caption_window_end(text: &str) -> usize {
    let mut counted = 0;
    let mut end = 0;
    for line in text.split_inclusive('\n') {
        end += line.len();
        if line.chars().filter(|c| c.is_alphabetic()).nth(2).is_some() {
            counted += 1;
        }
        if counted >= CAPTION_LINES || end >= CAPTION_BYTES {
            break;
        }
    }
    floor_char_boundary(text, end.min(CAPTION_BYTES).min(text.len()))
}

/// The earliest heading-like title in the caption window; at one position, the rule listed
/// first (the more specific).
pub(super) fn find_title(text: &str) -> Option<Title> {
    let window = &text[..caption_window_end(text)];
    let (index, found) = TITLES
        .matches(window)
        .find(|(index, found)| TITLE_RULES.get(*index).is_some_and(|rule| reads_as_title(window, found, rule.bare)))?;
    let rule = TITLE_RULES.get(index)?;
    Some(Title {
        category: rule.category,
        refine: rule.refine,
        label: found.as_str().split_whitespace().collect::<Vec<_>>().join(" "),
        start: found.start(),
        end: found.end(),
    })
}

/// A heading is in capitals or in title case, is not introduced by a word that makes it a
/// reference ("that certain Oil and Gas Lease"), and is not a records name ("Deed Records").
fn reads_as_title(window: &str, found: &Match, bare: bool) -> bool {
    let line_start = window[..found.start()].rfind('\n').map_or(0, |at| at + 1);
    let line_end = window[found.end()..].find('\n').map_or(window.len(), |at| found.end() + at);
    if REFERENCE_WORD.is_match(&window[line_start..found.start()]) || RECORDS_WORD.is_match(&window[found.end()..line_end]) {
        return false;
    }
    let matched = found.as_str();
    // "… Oil and Gas Lease" rejected for its "by" must not come back as "and Gas Lease".
    let first_word = matched.split_whitespace().next().unwrap_or_default();
    if first_word.eq_ignore_ascii_case("and") || first_word == "&" {
        return false;
    }
    let capitals = !matched.chars().any(|c| c.is_lowercase());
    if capitals {
        return true;
    }
    let title_case = matched
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 4)
        .all(|word| word.chars().next().is_some_and(char::is_uppercase));
    let short_line = window[line_start..line_end].trim().chars().count() <= 40;
    title_case && (!bare || short_line)
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::vocab::DocCategory;

    #[test]
    fn titles_damaged_by_the_scan_still_name_the_category() {
        let cases = [
            (
                "SPEClAL WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL conveys the land.\n",
                DocCategory::SpecialWarrantyDeed,
            ),
            ("QUIT CLAlM DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL releases the land.\n", DocCategory::QuitclaimDeed),
            (
                "NO. 5521\n\nIN THE COUNTY COURT OF LOVING COUNTY, TEXAS\n\nORD ER ADMITTING WILL TO PROBATE\n\nOn this day the application was heard.\n",
                DocCategory::Probate,
            ),
            ("TRANSFER 0F ROY ALTY\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL transfers the royalty.\n", DocCategory::RoyaltyDeed),
            ("RlGHT-OF-WAY AGREEMENT\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL grants a line.\n", DocCategory::RightOfWay),
        ];
        for (text, category) in cases {
            assert_eq!(classify(text).category, category, "{text}");
        }
    }

    #[test]
    fn special_and_general_warranty_titles() {
        assert_eq!(category(&format!("SPECIAL WARRANTY DEED\n{DEED_BODY}")), DocCategory::SpecialWarrantyDeed);
        assert_eq!(category(&format!("GENERAL WARRANTY DEED\n{DEED_BODY}")), DocCategory::WarrantyDeed);
    }

    #[test]
    fn oil_and_gas_lease_titles() {
        let body = "THIS AGREEMENT made this 4th day of May, 1961, between RUTH ODOM, Lessor, and PERMIAN TRADERS INC., Lessee. \
Lessor hereby grants, leases and lets exclusively unto Lessee the land described below.\n";
        for title in
            ["OIL AND GAS LEASE", "OIL, GAS AND MINERAL LEASE", "PAID-UP OIL AND GAS LEASE", "Oil & Gas Lease", "0IL AND GAS LEASE"]
        {
            let found = classify(&format!("{title}\n{body}"));
            assert_eq!(found.category, DocCategory::OilGasLease, "{title}");
            assert_eq!(found.label.as_deref(), Some(title));
            assert_eq!(found.confidence, 0.95);
        }
    }

    #[test]
    fn title_opinion_is_other() {
        let text = "DRILLING TITLE OPINION\nWe have examined the following instruments: Warranty Deed dated 1920; Oil and Gas Lease \
dated 1944, whereby the lessor did grant, demise, lease and let the land.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence), (DocCategory::Other, 0.8));
        assert_eq!(found.label.as_deref(), Some("TITLE OPINION"));
    }

    #[test]
    fn title_found_below_ocr_debris() {
        let text =
            "~ ; ' .\nSS &\n1 2\nBOOK 88 PAGE 19\n| MINERAL DEED oe\nThat SAM HOLT does hereby grant, sell and convey unto ROY NASH.\n";
        let found = classify(text);
        assert_eq!(found.category, DocCategory::MineralDeed);
        assert_eq!(found.label.as_deref(), Some("MINERAL DEED"));
    }

    #[test]
    fn records_names_are_not_titles() {
        let text = "Recorded in Volume 12, Page 9 of the DEED RECORDS\nNothing else legible here.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence, found.label), (DocCategory::Other, 0.2, None));
    }

    #[test]
    fn a_contract_to_sell_is_not_a_sale() {
        let contract = "CONTRACT FOR SALE OF LAND\nThe seller agrees to sell and the buyer agrees to buy the NE/4 of Section 3 \
for the price of Four Thousand Dollars, the deed to be delivered at closing.\n";
        assert_eq!(category(contract), DocCategory::Other);
        assert_eq!(category(&contract.replace("CONTRACT FOR", "AGREEMENT OF")), DocCategory::Other);
    }

    #[test]
    fn probate_instruments() {
        for title in ["ORDER ADMITTING WILL TO PROBATE", "LETTERS TESTAMENTARY", "CERTIFICATE OF TRANSFER", "JUDGMENT DECLARING HEIRSHIP"] {
            assert_eq!(
                category(&format!("{title}\nIn the Estate of WALTER PRICE, Deceased, in the County Court.\n")),
                DocCategory::Probate,
                "{title}"
            );
        }
        assert_eq!(category("Cause 441. The will of AMOS LEE was admitted to probate by this Court.\n"), DocCategory::Probate);
    }

    #[test]
    fn decrees_and_judgments_that_pass_a_decedents_estate_are_probate() {
        let body = "In the Matter of the Estate of ORVILLE J. TATE, Deceased. The Court finds that the decedent died \
intestate and that his heirs at law are his widow and two sons, to whom the land below is distributed.\n";
        for title in [
            "FINAL DECREE",
            "Final Decree of Distribution",
            "DECREE OF DISTRIBUTION",
            "ORDER OF FINAL DISTRIBUTION",
            "JUDGMENT OF POSSESSION",
            "Judgment Sending Heirs Into Possession",
            "ORDER ADMITTING WILL TO PROBATE AS MUNIMENT OF TITLE",
            "MUNIMENT OF TITLE",
        ] {
            assert_eq!(category(&format!("{title}\n{body}")), DocCategory::Probate, "{title}");
        }
        let quiet_title = "FINAL DECREE QUIETING TITLE\nThe plaintiff is the owner of the NE/4 of Section 9 and the \
defendants have no right, title or interest therein.\n";
        assert_eq!(category(quiet_title), DocCategory::Other);
    }

    #[test]
    fn mineral_and_royalty_deeds() {
        assert_eq!(category(&format!("MINERAL DEED\n{DEED_BODY}")), DocCategory::MineralDeed);
        assert_eq!(category(&format!("MINERAL AND ROYALTY DEED\n{DEED_BODY}")), DocCategory::MineralDeed);
        assert_eq!(category(&format!("ROYALTY DEED\n{DEED_BODY}")), DocCategory::RoyaltyDeed);
        let minerals = "That EMMA GRAY, a feme sole, does hereby grant, sell and convey unto LOWELL KIRBY an undivided \
one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under the following described land, to-wit:\n";
        let found = classify(minerals);
        assert_eq!(found.category, DocCategory::MineralDeed);
        assert_eq!(found.evidence.map(|e| e.text), Some("oil, gas and other minerals".to_string()));
    }

    #[test]
    fn louisiana_acts_of_sale_are_deeds_and_mineral_sales_mineral_deeds() {
        let act = "STATE OF LOUISIANA\nPARISH OF OUACHITA\nBEFORE ME, the undersigned authority, personally came and appeared \
LUCIEN T. ARCENEAUX, who declared that he does by these presents grant, bargain, sell, convey, transfer, assign, set over, \
abandon and deliver unto MARCEL FONTENOT, herein called vendee, the following described property: Lot 3 of Section 8.\n";
        for title in ["CASH SALE", "Cash Deed", "SALE OF LAND", "CREDIT SALE", "ACT OF CASH SALE"] {
            let found = classify(&format!("{title}\n{act}"));
            assert_eq!(found.category, DocCategory::Deed, "{title}");
            assert!(found.category.conveys_fee() == Some(true), "{title}");
        }
        let warranted =
            format!("CASH SALE\n{act}with full warranty of title, and the vendor binds himself to warrant and defend the title.\n");
        assert_eq!(category(&warranted), DocCategory::WarrantyDeed);
        let minerals = "BEFORE ME, the undersigned authority, personally came and appeared ODILE GUIDRY, who declared that she does \
by these presents sell, convey and deliver unto DELTA LAND COMPANY, herein called vendee, an undivided one-half of the oil, \
gas and other minerals in and under the land described below.\n";
        for title in ["MINERAL DEED", "SALE OF MINERAL RIGHTS", "MINERAL SALE", "Sale of Oil, Gas and Minerals", "MINERAL RIGHTS SALE"] {
            assert_eq!(category(&format!("{title}\n{minerals}")), DocCategory::MineralDeed, "{title}");
        }
        for title in ["SALE OF ROYALTY", "ROYALTY SALE", "Sale of Term Royalty"] {
            assert_eq!(category(&format!("{title}\n{minerals}")), DocCategory::RoyaltyDeed, "{title}");
        }
    }
}
