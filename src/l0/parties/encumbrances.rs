//! Encumbrances and their releases: the mortgagor and mortgagee of a mortgage or deed of trust
//! (never its trustee), and the maker of the instrument a release releases.

use super::names::{parse_name_list, parse_person_list};
use super::patterns::keyword_pattern;
use super::spans::{ceil_boundary, floor_boundary};
use super::{Found, Sides, name_key, same_side, to_found};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::{EntityType, Role};
use regex::Regex;
use std::sync::LazyLock;

/// "the owner and holder of that certain mortgage ..., executed by JOHN DOE, for and in
/// consideration of the payment ...", "the mortgagee in a certain mortgage made by A and B to said
/// bank", "the mortgage made to me by A and B, his wife, upon the land": a release's other party
/// is the one who made the instrument it releases, named in the release's own premises; the
/// verb may say to whom it was made before "by" ("the mortgage given to it by A and B", "made to
/// the said bank by"), and a scan may have lost the space before "by" ("executedby"). A sentence
/// whose subject is the released instrument ("The mortgage referred to was executed by A and B,
/// his wife, to the said bank") names its maker wherever the release puts it, after the land as
/// often as before it. Where no verb names the maker, the released instrument's short title
/// does, as a marginal release or an abstract writes it: "Mortgage from A and B to C".
pub(super) fn released_instrument_maker(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static MAKER: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:executed|made|given)\s*(?:and\s+delivered\s+)?(?:to\s+(?:me|us|it|him|her|them|the\s+undersigned|(?:the\s+)?said\s+[a-z]+)\s+)?by\s+")
            .expect("maker pattern compiles")
    });
    static INSTRUMENT_FROM: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:mortgage|deed\s+of\s+trust|trust\s+deed|(?:oil\s+(?:and|&)\s+gas\s+)?lease)\s+from\s+")
            .expect("instrument-from pattern compiles")
    });
    static INSTRUMENT_WAS_MADE: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:mortgage|deed\s+of\s+trust|trust\s+deed)\b[^.;\n]{0,40}?\b(?:was|were)\s+(?:executed|made|given)\s+(?:and\s+delivered\s+)?by\s+")
            .expect("instrument-was-made pattern compiles")
    });
    let text = instrument.text.as_str();
    let in_release_s_words = |start: usize| !matches!(instrument.kind_at(start), SegmentKind::Acknowledgment | SegmentKind::Recording);
    let in_premises = |m: &regex::Match| {
        matches!(instrument.kind_at(m.start()), SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body)
    };
    let maker_at = MAKER
        .find_iter(text)
        .find(in_premises)
        .or_else(|| INSTRUMENT_WAS_MADE.find_iter(text).find(|m| in_release_s_words(m.start())))
        .map(|m| m.end());
    // The short title's "from" opens a name only where a capital follows ("from time to time"
    // opens none).
    let title_from = || {
        INSTRUMENT_FROM.find_iter(text).find(|m| in_premises(m) && text[m.end()..].starts_with(|c: char| c.is_uppercase())).map(|m| m.end())
    };
    let Some(names_start) = maker_at else {
        let before_the_verb = maker_before_the_verb(text, role, warnings);
        return match title_from() {
            Some(names_start) if before_the_verb.is_empty() => makers_from(text, names_start, role, warnings),
            _ => before_the_verb,
        };
    };
    makers_from(text, names_start, role, warnings)
}

/// The words that end a released instrument's maker: a role, the consideration, the one it ran
/// to, its date, recording or land.
static MAKER_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i),?\s*\b(?:as\s+(?:lessors?|mortgagors?|makers?|grantors?|trustors?)|for\s+(?:and\s+in\s+consideration|valuable|good)|in\s+favor|to|unto|upon|payable|covering|recorded|dated|securing|secured|which|whereby|does|do|hereby)\b|[;:(]|\n[ \t]*\n")
        .expect("maker-end pattern compiles")
});

/// The maker's names from `names_start` to the words that end them ([`MAKER_END`]) or 250
/// bytes on.
fn makers_from(text: &str, names_start: usize, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    let upper = ceil_boundary(text, names_start.saturating_add(250));
    let end = MAKER_END.find(&text[names_start..upper]).map_or(upper, |m| names_start + m.start());
    let list = parse_name_list(text, names_start, end);
    to_found(text, list, role, "released_instrument_maker", warnings)
}

/// The lines of a request for release (Colorado's statutory form and the lender forms like it):
/// "Original Grantor (Borrower): A and B" names the borrowers, "Current Holder of Evidence of Debt
/// ...: C" the one who asks for the release, and "Original Beneficiary (Lender): D" the lender the
/// deed of trust ran to, who releases only where no current holder is named. Their labels are
/// longer, or carry a capitalised aside, beyond what a form's box label is: the field finder
/// leaves them to this reader. The names are read to the end of their line, never over it.
pub(super) fn release_request_lines(instrument: &Instrument, sides: Sides, warnings: &mut Vec<String>) -> Vec<Found> {
    static LINE: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?im)^[ \t]*(?:(?P<maker>original\s+(?:grantors?|trustors?|mortgagors?|borrowers?)(?:\s*\(s\))?)|(?P<holder>(?:current|present)\s+(?:owner\s+and\s+)?holder)|(?P<lender>original\s+(?:beneficiary|lender|mortgagee)))\b[^:\n]{0,70}:[ \t]*")
            .expect("release request line pattern compiles")
    });
    static VALUE_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:by\s+(?:assignment|merger)|whose|as\s+(?:successor|assignee))\b|[;(]")
            .expect("release value end pattern compiles")
    });
    let text = instrument.text.as_str();
    if !text.contains(':') {
        return Vec::new();
    }
    let mut makers = Vec::new();
    let mut holders = Vec::new();
    let mut lenders = Vec::new();
    for captures in LINE.captures_iter(text) {
        let Some(whole) = captures.get(0) else { continue };
        let line_end = text[whole.end()..].find('\n').map_or(text.len(), |at| whole.end() + at);
        let end = VALUE_END.find(&text[whole.end()..line_end]).map_or(line_end, |m| whole.end() + m.start());
        let list = parse_name_list(text, whole.end(), end);
        if captures.name("maker").is_some() {
            makers.push(list);
        } else if captures.name("holder").is_some() {
            holders.push(list);
        } else {
            lenders.push(list);
        }
    }
    let releasor = if holders.iter().any(|list| !list.parties.is_empty()) { holders } else { lenders };
    let mut found = Vec::new();
    for list in makers {
        found.extend(to_found(text, list, sides.second, "release_request_line", warnings));
    }
    for list in releasor {
        found.extend(to_found(text, list, sides.first, "release_request_line", warnings));
    }
    found
}

/// "WHEREAS, JOHN ROE and wife, MARY ROE, executed and delivered their certain promissory note",
/// "Whereas CARL AMES gave a mortgage to ...", "WHEREAS, ELM RANCH, INC. did execute a deed of
/// trust", "Whereas, Ira Cobb and Ella Cobb, his wife, by their mortgage deed dated ... conveyed
/// to", and the public trustee's release form, "WHEREAS, Ira Cobb and Ella Cobb, by Deed of Trust
/// dated ... conveyed to the Public Trustee": the release's recital names the maker of what it
/// releases before the verb, from the recital's opening word.
fn maker_before_the_verb(text: &str, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static MADE: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:did\s+)?(?:executed?|made|gave|signed)\s+(?:and\s+delivered\s+)?(?:unto\s+[^,;]{0,60}?\s+)?(?:their|his|her|its|a|an|one|that)\s+(?:certain\s+)?(?:promissory\s+)?(?:note|mortgage|deed\s+of\s+trust|trust\s+deed|(?:oil\s+(?:and|&)\s+gas\s+|mineral\s+)?lease)\b|,?\s*\bby\s+(?:t[hb]eir|[hb]is|[hb]er|its)\s+(?:certain\s+)?(?:mortgage(?:\s+deed)?|deed\s+of\s+trust|trust\s+deed)\b|,\s*by\s+(?:mortgage|deed\s+of\s+trust|trust\s+deed)\s+(?:dated|recorded)\b")
            .expect("maker-before-verb pattern compiles")
    });
    static WHEREAS: LazyLock<Regex> = LazyLock::new(|| keyword_pattern(r"(?i)\bwhereas\b\s*,?\s*").expect("whereas pattern compiles"));
    let Some(made) = MADE.find(text) else { return Vec::new() };
    let lower = floor_boundary(text, made.start().saturating_sub(300));
    let Some(opening) = WHEREAS.find_iter(&text[lower..made.start()]).last() else { return Vec::new() };
    let list = parse_name_list(text, lower + opening.end(), made.start());
    to_found(text, list, role, "released_instrument_maker", warnings)
}

/// "THE ESTATE OF JOHN DOE, deceased, by MARY DOE, Executrix thereof, the owner of a certain
/// mortgage ... does hereby release", "The Estate of John Doe, late of Polk County, deceased,
/// acting by and through Mary Doe, Administratrix": a release made in the name of a dead
/// holder's estate, which acts through its fiduciary. The estate opens the release's premises,
/// before the recital of what it releases, and is the releasor; the executor or administrator who
/// signs for it acts only in that capacity and is no party (as a guardian signing for a ward is
/// not). Any name read as the releasor whose key is the fiduciary's is dropped; the estate is
/// added where no reader took it.
pub(super) fn estate_releasing_through_its_fiduciary(
    instrument: &Instrument,
    releasor: Role,
    found: &mut Vec<Found>,
    warnings: &mut Vec<String>,
) {
    static ESTATE_BY_FIDUCIARY: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(
            r"(?i)\b(?P<estate>est\s?ate\s+[o0]f)\s+(?P<decedent>[^,;\n]{3,60}?),[^;]{0,200}?\b(?:acting\s+)?by\s+(?:and\s+through\s+)?(?:its\s+)?(?P<fiduciary>[A-Z][^,;\n]{2,50}?),?\s+(?:as\s+)?(?:the\s+)?(?:executri?x|executor|administrat(?:or|rix)|personal\s+representative)\b",
        )
        .expect("estate-by-fiduciary pattern compiles")
    });
    let text = instrument.text.as_str();
    let opens_premises = |at: usize| {
        matches!(instrument.kind_at(at), SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body)
    };
    let Some(captures) = ESTATE_BY_FIDUCIARY.captures_iter(text).find(|c| c.get(0).is_some_and(|m| opens_premises(m.start()))) else {
        return;
    };
    let (Some(estate), Some(decedent), Some(fiduciary)) = (captures.name("estate"), captures.name("decedent"), captures.name("fiduciary"))
    else {
        return;
    };
    // The estate opens the premises: the recital of the released instrument (its maker, the one it
    // ran to) comes after it. An estate named inside that recital ("a mortgage made by A to the
    // estate of B") is the instrument's payee, which the recital's readers weigh.
    let before = text[..estate.start()].to_ascii_lowercase();
    if ["made by", "given by", "executed by", "mortgage to", "payable to"].iter().any(|recital| before.contains(recital)) {
        return;
    }
    let fiduciary_key = name_key(fiduciary.as_str());
    let count = found.len();
    found.retain(|f| !(same_side(f.party.role, releasor) && name_key(&f.party.name) == fiduciary_key));
    if found.len() < count {
        warnings.push(format!(
            "{} releases only for the estate of {}: the estate is the releasor",
            fiduciary.as_str().trim(),
            decedent.as_str().trim()
        ));
    }
    let estate_read = found.iter().any(|f| same_side(f.party.role, releasor) && name_key(&f.party.name).starts_with("ESTATE OF"));
    if !estate_read {
        // The estate is named by its decedent, read as the person only the dead can be: a scan
        // may have spoiled the words "estate of" past what a name reader takes ("EST ATE 0F").
        let mut list = parse_person_list(text, decedent.start(), decedent.end());
        list.parties.truncate(1);
        for named in &mut list.parties {
            let estate_of = if named.name.chars().any(char::is_lowercase) { "Estate of" } else { "ESTATE OF" };
            named.name = format!("{estate_of} {}", named.name);
            named.entity_type = EntityType::Estate;
            named.start = estate.start();
        }
        found.extend(to_found(text, list, releasor, "estate_releasing_through_its_fiduciary", warnings));
    }
}

/// The uniform security instrument's opening sentences: "The beneficiary is FIRST BANK, a
/// Tennessee bank, whose address is ... (\"Lender\")", "Lender is FIRST BANK", "This Security
/// Instrument is given to FIRST BANK, which is organized and existing under ...": the lender named
/// in the sentence that defines it, before the description that keeps a role label at its end
/// from reaching the name.
pub(super) fn uniform_instrument_lender(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static LENDER_IS: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(
            r"(?i)\b(?:the\s+(?:beneficiary|lender|mortgagee)\s+is|lender\s+is|(?:this\s+)?security\s+instrument\s+is\s+given\s+to)\s+",
        )
        .expect("lender-is pattern compiles")
    });
    static LENDER_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:a|an|which|whose|organized|existing)\b|[;:(]|[A-Za-z]{4,}\.(?:\s|$)|\n[ \t]*\n")
            .expect("lender-end pattern compiles")
    });
    let text = instrument.text.as_str();
    let Some(found) = LENDER_IS.find_iter(text).find(|m| instrument.recital_at(m.start()).is_none()) else { return Vec::new() };
    let upper = ceil_boundary(text, found.end().saturating_add(150));
    // A sentence's period ends the name after the word it closes ("Lender is OZARK BANK.").
    let end = LENDER_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start() + m.as_str().find('.').unwrap_or(0));
    to_found(text, parse_name_list(text, found.end(), end), role, "uniform_instrument_lender", warnings)
}

/// "to secure one promissory note ... payable to the order of FIRST STATE BANK OF ODESSA", "unto
/// the Public Trustee of Logan County, in trust, for the use and benefit of THE FEDERAL LAND BANK":
/// a deed of trust that names only its trustee in the grant names its lender as the note's payee
/// or as the one the trust is for.
pub(super) fn note_payee(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static PAYABLE_TO: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(
            r"(?i)\b(?:payable\s+to\s+(?:the\s+order\s+of\s+)?|for\s+the\s+(?:sole\s+)?(?:use\s+and\s+)?benefit\s+of\s+)(?:the\s+)?",
        )
        .expect("payable-to pattern compiles")
    });
    static PAYEE_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:in|at|on|bearing|with|due|for|and\s+bearing|as\s+follows|together|herein(?:after)?|whose|the\s+(?:following|beneficiary|lender|holder))\b|[;:(]|\n[ \t]*\n")
            .expect("payee-end pattern compiles")
    });
    let text = instrument.text.as_str();
    let Some(found) = PAYABLE_TO.find_iter(text).find(|m| instrument.recital_at(m.start()).is_none()) else { return Vec::new() };
    let upper = ceil_boundary(text, found.end().saturating_add(150));
    let end = PAYEE_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    let list = parse_name_list(text, found.end(), end);
    to_found(text, list, role, "note_payee", warnings)
}

/// A mortgagee named as a trustee: the trustee of a deed of trust, who holds only the power of
/// sale. Colorado's deeds of trust run to an office ("the Public Trustee of the County of Weld,
/// State of Colorado"), whose county or state reads as a government's name.
pub(super) fn is_trustee(text: &str, found: &Found) -> bool {
    let capacity = found.party.capacity.as_deref().map(str::to_ascii_lowercase).unwrap_or_default();
    found.party.role == Role::Mortgagee
        && (capacity.trim_start_matches("as ").starts_with("trustee") || in_public_trustees_office(text, found.party.evidence.start))
}

/// Whether the name at `at` belongs to the words "the Public Trustee of ..." just before it: only
/// the office's place words ("of the County of Weld, State of") stand between.
fn in_public_trustees_office(text: &str, at: usize) -> bool {
    let before = &text[floor_boundary(text, at.saturating_sub(80))..at];
    let Some(from) = before.to_ascii_lowercase().rfind("public trustee") else { return false };
    before[from + "public trustee".len()..].split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).all(|word| {
        matches!(word.to_ascii_lowercase().as_str(), "of" | "the" | "in" | "and" | "for" | "county" | "city" | "state")
            || word.starts_with(|c: char| c.is_ascii_uppercase()) && word.chars().all(|c| c.is_alphabetic() || c == '.')
    })
}

/// A deed of trust conveys to a trustee for the lender: the lender is the mortgagee, the trustee
/// only holds the power of sale.
pub(super) fn drop_trustee_of_deed_of_trust(text: &str, found: &mut Vec<Found>, warnings: &mut Vec<String>) {
    let lender_named = found.iter().any(|f| f.party.role == Role::Mortgagee && !is_trustee(text, f));
    let office = |f: &Found| f.party.role == Role::Mortgagee && in_public_trustees_office(text, f.party.evidence.start);
    if lender_named || found.iter().any(office) {
        for trustee in found.iter().filter(|f| is_trustee(text, f)) {
            warnings.push(format!("{} is the trustee of the deed of trust, not a party", trustee.party.name));
        }
        found.retain(|f| !is_trustee(text, f));
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair};

    use crate::vocab::{DocCategory, Role};

    #[test]
    fn an_estate_releasing_through_its_executor_is_the_releasor_and_the_executor_no_party() {
        let texts = [
            "RELEASE OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS: That the ESTATE OF AMOS T. PRUITT, Deceased, by LENORA PRUITT, \
Executrix thereof, the owner of a mortgage made by DALE F. OSGOOD, a single man, to Amos T. Pruitt, dated May 2, 1928, \
on the land below, does hereby acknowledge full payment and release the same.\n\nESTATE OF AMOS T. PRUITT\nBy Lenora Pruitt, Executrix\n",
            "SATISFACTION OF MORTGAGE\n\nThe Estate of Amos T. Pruitt, late of Marion County, Ohio, deceased, acting by and through \
Lenora Pruitt, Administratrix, the holder of a mortgage given by DALE F. OSGOOD to the said decedent in his lifetime, does \
hereby discharge the land below from its lien.\n",
            // A scan's damage: figures for letters and a line broken inside the capacity word.
            "RELEASE 0F MORTGAGE\nThat the EST ATE 0F AMOS T. PRUITT, Deceased, by LEN0RA PRUITT, Execu-\ntrix, the owner of a mortgage \
made by DALE F. OSGOOD to Amos T. Pruitt, does hereby release the same.\n",
        ];
        for text in texts {
            let found = named(text, DocCategory::MortgageRelease);
            let releasors: Vec<String> = found
                .iter()
                .filter(|(_, role)| *role == Role::Mortgagee)
                .map(|(name, _)| name.to_ascii_uppercase().replace('0', "O").replace("EST ATE", "ESTATE"))
                .collect();
            assert_eq!(releasors, vec!["ESTATE OF AMOS T. PRUITT".to_string()], "{text}: {found:?}");
            assert!(
                found.iter().any(|(name, role)| *role == Role::Mortgagor && name.eq_ignore_ascii_case("DALE F. OSGOOD")),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn an_estate_named_in_the_recital_of_the_released_mortgage_is_not_read_as_the_releasor() {
        let text = "RELEASE OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS: That FARMERS STATE BANK, the owner by assignment of a \
mortgage made by DALE F. OSGOOD to the estate of Amos T. Pruitt, deceased, by Lenora Pruitt, Executrix, does hereby release the same.\n";
        let found = named(text, DocCategory::MortgageRelease);
        assert!(!found.iter().any(|(name, _)| name.to_ascii_uppercase().starts_with("ESTATE OF")), "{found:?}");
    }

    #[test]
    fn a_release_s_recital_names_the_maker_before_the_verb() {
        let texts = [
            "RELEASE OF LIEN\nWHEREAS, OTTO B. KRAUSE and wife, HILDA KRAUSE, executed and delivered their certain promissory note \
dated May 1, 1950, payable to the order of FIRST STATE BANK of Yoakum, secured by a deed of trust to Ray Linn, Trustee; and\n\
WHEREAS, said note has been paid;\nNOW, THEREFORE, FIRST STATE BANK, the legal owner and holder of said note, does hereby \
release the above described land from said lien.\n",
            "SATISFACTION OF MORTGAGE\nWhereas OTTO B. KRAUSE and HILDA KRAUSE, husband and wife, gave a mortgage to the Farmers \
Bank of Ada on the land below, and the debt is paid: now the Farmers Bank of Ada, mortgagee, acknowledges full \
satisfaction thereof.\n",
            "RELEASE\nWHEREAS, Otto B. Krause and Hilda Krause did execute a deed of trust to the Public Trustee for the benefit of \
Elm Savings; NOW, THEREFORE, Elm Savings does release the same.\n",
            "SATISFACTION\nKNOW ALL MEN BY THESE PRESENTS, That whereas Otto B. Krause and Hilda Krause, his wife, of Lavaca County, \
by their deed of trust dated June 2, 1931, secured a note to Elm Savings on the land below; and\n\n\
WHEREAS the note has been paid;\n\nNOW, THEREFORE, the undersigned, Elm Savings, the legal holder of the note, does remise, release \
and quitclaim unto the said grantors the land below.\n",
            "RELEASE OF MORTGAGE\nWhereas, OTTO B. KRAUSE and HILDA KRAUSE, by their certain mortgage deed recorded in Book 12, page 40, \
mortgaged the land below to the Farmers Bank of Ada; and whereas the debt is paid, the Farmers Bank of Ada discharges it.\n",
        ];
        for text in texts {
            let found = named(text, DocCategory::MortgageRelease);
            let makers: Vec<String> =
                found.iter().filter(|(_, role)| *role == Role::Mortgagor).map(|(name, _)| name.to_ascii_uppercase()).collect();
            assert_eq!(makers, vec!["OTTO B. KRAUSE".to_string(), "HILDA KRAUSE".to_string()], "{text}: {found:?}");
        }
    }

    #[test]
    fn the_trustee_s_own_label_keeps_the_trustee_out_of_the_lender_s_list() {
        // The short form made among trustor, trustee and beneficiary, each labelled after its
        // name, and the modern form that defines each role in parentheses.
        let short = "DEED OF TRUST\nThis Deed of Trust, made this 2nd day of March, 1979, between OWEN P. HADLEY and RUTH \
HADLEY, husband and wife, whose address is Box 12, Winnemucca, Nevada, herein called TRUSTOR, SAGEBRUSH ABSTRACT AND \
TITLE CO., a Nevada corporation, herein called TRUSTEE, and\n\nLYLE B. MARSH, a single man, herein called BENEFICIARY,\n\
WITNESSETH: That Trustor grants to Trustee in trust, with power of sale, the land below.\n";
        let defined = "DEED OF TRUST\n\n1. PARTIES. This Deed of Trust is dated May 2, 2011, and is made among OWEN P. HADLEY and \
RUTH HADLEY, husband and wife, whose address is Box 12, Winnemucca, Nevada (\"Trustor\"); MESQUITE TITLE AGENCY, INC., an \
Arizona corporation (\"Trustee\"); and RIMROCK SAVINGS BANK, a state bank (\"Beneficiary\").\n\n2. GRANT. Trustor grants to \
Trustee, in trust, with power of sale, the land below.\n";
        for (text, lender) in [(short, "LYLE B. MARSH"), (defined, "RIMROCK SAVINGS BANK")] {
            assert_eq!(
                named(text, DocCategory::DeedOfTrust),
                vec![pair("OWEN P. HADLEY", Role::Mortgagor), pair("RUTH HADLEY", Role::Mortgagor), pair(lender, Role::Mortgagee)],
                "{text}"
            );
        }
        // A trustee whose name the scan damaged is still left out: its label, not its name, tells it.
        let damaged = short.replace("SAGEBRUSH ABSTRACT AND TITLE CO.", "SAGEBRUSH ABSTRACT AND TlTLE C0.");
        assert_eq!(
            named(&damaged, DocCategory::DeedOfTrust),
            vec![pair("OWEN P. HADLEY", Role::Mortgagor), pair("RUTH HADLEY", Role::Mortgagor), pair("LYLE B. MARSH", Role::Mortgagee)]
        );
    }

    #[test]
    fn a_release_s_holder_and_owner_is_the_one_who_releases() {
        // "holder and owner" is as common as "owner and holder", whatever precedes it: a description the
        // scan broke over a line, or the old forms' "that".
        for text in [
            "RELEASE OF MORTGAGE\n\nThe PRAIRIE LOAN COMPANY OF HURON, a corporat-\nion, the holder and owner of a certain mortgage \
made by AXEL M. BERG and INGA BERG, his wife, mortgagors, to the said company, bearing date the first day of May, 1901;\n\nNow, \
the said company frees from the lien of the mortgage the land below.\n",
            "SATISFACTION OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS, that PRAIRIE LOAN COMPANY OF HURON, a corporation of \
Huron, South Dakota, the lega1 holder and owner of the note and mortgage below, certifies that a mortgage executed by AXEL \
M. BERG and INGA BERG, his wife, as mortgagors, to the said company, as mortgagee, is fully paid and satisfied.\n",
        ] {
            let found = named(text, DocCategory::MortgageRelease);
            assert!(found.contains(&pair("PRAIRIE LOAN COMPANY OF HURON", Role::Mortgagee)), "{text}: {found:?}");
            assert!(found.contains(&pair("AXEL M. BERG", Role::Mortgagor)), "{text}: {found:?}");
        }
    }

    #[test]
    fn a_public_trustee_s_release_names_the_makers_of_the_deed_of_trust_it_recites() {
        let text = "RELEASE OF DEED OF TRUST\nWHEREAS, CORBIN D. FALLOWS and MAVIS J. FALLOWS, by Deed of Trust dated the 3rd \
day of April, 1971, recorded in Book 610 of the records of Larimer County, Colorado, conveyed to the Public Trustee of said \
County the real property below, to secure to the order of Cache Valley Savings the payment of a note; and\n\nWHEREAS, the \
note has been paid;\n\nNOW, THEREFORE, I, as Public Trustee, do hereby fully release the said Deed of Trust.\n";
        let found = named(text, DocCategory::MortgageRelease);
        let makers: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Mortgagor).map(|(name, _)| name.as_str()).collect();
        assert_eq!(makers, vec!["CORBIN D. FALLOWS", "MAVIS J. FALLOWS"], "{found:?}");
    }

    #[test]
    fn a_marginal_satisfaction_names_who_made_the_mortgage_to_the_one_who_satisfies_it() {
        let text = "SATISFACTION.\nFor value received, I, THADDEUS R. WEMBLEY, of the Village of Pine Forks, the mortgagee \
named in the mortgage recorded on this page, do hereby acknowledge full satisfaction of the mortgage made to me by OSCAR L. \
HALVERSEN and INGRID HALVERSEN, his wife, upon the Southwest Quarter of Section Ten.\nWitness my hand this 2nd day of May, 1899.\n\
     Thaddeus R. Wembley\n";
        let found = named(text, DocCategory::MortgageRelease);
        let makers: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Mortgagor).map(|(name, _)| name.as_str()).collect();
        assert_eq!(makers, vec!["OSCAR L. HALVERSEN", "INGRID HALVERSEN"], "{found:?}");
    }

    /// The released mortgage "given to it by" its makers, "made to the said bank by" them, a scan
    /// that glued "executed" to "by", and a marginal release that names the mortgage by its short
    /// title "from A and B to C". Our own wordings.
    #[test]
    fn a_release_names_the_makers_however_its_recital_words_the_released_mortgage() {
        let texts = [
            "SATISFACTION OF MORTGAGE\nTHE GRANGE SAVINGS BANK OF ELDON, which holds the mortgage given to it by MORRIS T. KEPPLE and \
NORA KEPPLE, his wife, dated May 2, 1928, certifies that the debt is paid and releases the mortgage.\n",
            "RELEASE OF MORTGAGE\nThe Grange Savings Bank of Eldon, owner of the mortgage made to the said bank by Morris T. Kepple \
and Nora Kepple, recorded in Book 40, page 12, hereby releases it in full.\n",
            "RELEASE OF MORTGAGE\nThe Grange Savings Bank of Eldon, holder of a mortgage dated May 2, 1928, executedby MORRIS T. \
KEPPLE and NORA KEPPLE,his wife,to the said bank, acknowledges payment and releases the same.\n",
            "MARGINAL RELEASE\nMortgage from MORRIS T. KEPPLE and NORA KEPPLE to THE GRANGE SAVINGS BANK OF ELDON, Book 40, page 12.\n\
The debt secured by the within mortgage having been paid, the same is released of record this 3rd day of June, 1934.\n",
        ];
        for text in texts {
            let found = named(text, DocCategory::MortgageRelease);
            let makers: Vec<String> =
                found.iter().filter(|(_, role)| *role == Role::Mortgagor).map(|(name, _)| name.to_ascii_uppercase()).collect();
            assert_eq!(makers, vec!["MORRIS T. KEPPLE".to_string(), "NORA KEPPLE".to_string()], "{text}: {found:?}");
        }
        // "from time to time" opens no name.
        let advances = "RELEASE OF MORTGAGE\nThe mortgage from time to time securing advances by the Grange Savings Bank of Eldon \
is paid and released.\n";
        let found = named(advances, DocCategory::MortgageRelease);
        assert!(!found.iter().any(|(_, role)| *role == Role::Mortgagor), "{found:?}");
    }

    #[test]
    fn a_partial_release_names_the_maker_in_a_sentence_after_the_land() {
        // The premises name only the bank and "the mortgagors"; the sentence about the released
        // mortgage, after the land it frees, names who made it, and a scan has spoiled its words.
        for mortgage in ["mortgage", "m0rtgage", "deed of trust"] {
            let text = format!(
                "PARTIAL RELEASE OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS: That THE HARLAN COUNTY SAVINGS BANK, the owner \
and holder of the mortgage below, for value paid upon the note by the mortgagors, does hereby release from the lien of \
said mortgage the following described real estate only, situated in Harlan County, Nebraska:\n\n     The West Half of \
the Northwest Quarter of Section 9, Township 2 North, Range 19 West.\n\nThe {mortgage} referred to was executed by \
ANSELM K. VOGT and LINA VOGT, his wife, to the said bank, dated May 1, 1931, and recorded in Book 70, page 12.\n"
            );
            let found = named(&text, DocCategory::MortgageRelease);
            let makers: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Mortgagor).map(|(name, _)| name.as_str()).collect();
            assert_eq!(makers, vec!["ANSELM K. VOGT", "LINA VOGT"], "{mortgage}: {found:?}");
        }
    }

    #[test]
    fn deed_of_trust_grantor_is_mortgagor_and_beneficiary_mortgagee() {
        let text = "DEED OF TRUST\nKNOW ALL MEN BY THESE PRESENTS: That LYLE B. ORTEGA, a single man, hereinafter called \
Grantor, does hereby grant and convey unto R. T. SIMMS, Trustee, for the benefit of Big Spring Savings Association, \
hereinafter called Beneficiary, the following land.\n";
        let found = named(text, DocCategory::DeedOfTrust);
        assert_eq!(found[0], pair("LYLE B. ORTEGA", Role::Mortgagor));
        assert_eq!(found[1], pair("Big Spring Savings Association", Role::Mortgagee));
        assert_eq!(found.len(), 2);
    }

    #[test]
    fn a_deed_of_trust_to_a_trustee_names_its_lender_as_the_one_the_trust_is_for() {
        // A Colorado deed to the public trustee "for the use and benefit of" the lender, a
        // Missouri deed of trust "for the sole benefit of", and a Colorado form whose lender is
        // the payee of the note it recites, with the trustee's office read as a county and state.
        let use_and_benefit = "DEED OF TRUST\nKNOW ALL MEN BY THESE PRESENTS: That ELMER T. GRAY and RUTH GRAY, his wife, of Logan \
County, Colorado, have granted and conveyed, and by these presents do grant and convey unto the Public Trustee of Logan County, \
in trust, for the use and benefit of THE FEDERAL LAND BANK OF WICHITA, the following described property.\n";
        assert_eq!(
            named(use_and_benefit, DocCategory::DeedOfTrust),
            vec![
                pair("ELMER T. GRAY", Role::Mortgagor),
                pair("RUTH GRAY", Role::Mortgagor),
                pair("FEDERAL LAND BANK OF WICHITA", Role::Mortgagee)
            ]
        );
        let sole_benefit = "DEED OF TRUST\nThis Deed of Trust, made by OREN W. PIKE and LOLA PIKE, husband and wife, of Cedar County, \
Missouri, who do hereby grant, bargain and sell unto HOWARD K. LOWE, Trustee, for the sole benefit of OZARK PRODUCTION CREDIT \
ASSOCIATION, whose address is El Dorado Springs, the land below.\n";
        assert_eq!(
            named(sole_benefit, DocCategory::DeedOfTrust),
            vec![
                pair("OREN W. PIKE", Role::Mortgagor),
                pair("LOLA PIKE", Role::Mortgagor),
                pair("OZARK PRODUCTION CREDIT ASSOCIATION", Role::Mortgagee)
            ]
        );
        let public_trustee = "DEED OF TRUST\nTHIS DEED OF TRUST, made this 12th day of August, 1964, between DALE R. FOX and MARY \
FOX, whose address is Box 4, Kersey, Colorado, hereinafter referred to as Grantor, and the Public Trustee of the County of Weld, \
State of Colorado, Trustee, WITNESSETH: THAT WHEREAS, the Grantor has executed a promissory note payable to the order of \
SECURITY STATE BANK OF GREELEY, hereinafter called the Beneficiary, in the sum of $9,000.\n";
        assert_eq!(
            named(public_trustee, DocCategory::DeedOfTrust),
            vec![
                pair("DALE R. FOX", Role::Mortgagor),
                pair("MARY FOX", Role::Mortgagor),
                pair("SECURITY STATE BANK OF GREELEY", Role::Mortgagee)
            ]
        );
    }

    #[test]
    fn a_release_by_the_mortgagee_of_a_mortgage_made_by_the_borrowers() {
        let made_by = "RELEASE OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS, that WABASH VALLEY SAVINGS BANK, the mortgagee in a certain \
mortgage made by CLYDE O. HARMON and GRACE HARMON, husband and wife, to said bank, dated March 1, 1962, and recorded in Mortgage \
Record 120, page 4, does hereby certify that said mortgage has been fully paid and does hereby release the same.\n";
        assert_eq!(
            named(made_by, DocCategory::MortgageRelease),
            vec![
                pair("WABASH VALLEY SAVINGS BANK", Role::Mortgagee),
                pair("CLYDE O. HARMON", Role::Mortgagor),
                pair("GRACE HARMON", Role::Mortgagor)
            ]
        );
        let given_by = "SATISFACTION OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS: That PALMETTO FEDERAL SAVINGS BANK, owner of the \
mortgage given by IRA J. WELLS and NINA WELLS to it on June 2, 1970, recorded in Mortgage Book 212, page 40, does hereby \
acknowledge full payment and satisfaction thereof.\n";
        assert_eq!(
            named(given_by, DocCategory::MortgageRelease),
            vec![
                pair("PALMETTO FEDERAL SAVINGS BANK", Role::Mortgagee),
                pair("IRA J. WELLS", Role::Mortgagor),
                pair("NINA WELLS", Role::Mortgagor)
            ]
        );
    }

    #[test]
    fn release_by_the_holder_of_the_lessees_interest_not_the_recited_lessee() {
        let text = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS: That MESA VERDE OPERATING COMPANY, a \
Texas corporation, the present owner and holder of the Lessee's interest in and under that certain Oil and Gas Lease dated \
March 3, 1960, executed by Ivy L. Dorsett and Cal Mabry, as Lessor, to Coyote Draw Oil Company, as Lessee, recorded in \
Volume 98, Page 12, does hereby release and relinquish unto the present owners of the land all of its interest.\n";
        assert_eq!(
            named(text, DocCategory::LeaseRelease),
            vec![pair("MESA VERDE OPERATING COMPANY", Role::Lessee), pair("Ivy L. Dorsett", Role::Lessor), pair("Cal Mabry", Role::Lessor)]
        );
    }

    #[test]
    fn lien_release_by_the_holder_of_the_note() {
        let text = "RELEASE OF LIEN\nKNOW ALL MEN BY THESE PRESENTS: That CITIZENS BANK OF KERMIT, a banking \
corporation, the legal owner and holder of one certain promissory note executed by Vern Oakley, does hereby release the \
land from the lien.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![pair("CITIZENS BANK OF KERMIT", Role::Mortgagee), pair("Vern Oakley", Role::Mortgagor)]
        );
    }

    #[test]
    fn release_names_the_maker_of_the_released_mortgage() {
        let text = "RELEASE OF LIEN\nKNOW ALL MEN BY THESE PRESENTS: That PECOS VALLEY STATE BANK, the legal owner and holder \
of that certain mortgage dated June 2, 1961, recorded in Volume 40, Page 118 of the Mortgage Records, executed by Wade K. \
Tully and wife, Ina Tully, for and in consideration of the full payment of the debt, does hereby release the lien.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![
                pair("PECOS VALLEY STATE BANK", Role::Mortgagee),
                pair("Wade K. Tully", Role::Mortgagor),
                pair("Ina Tully", Role::Mortgagor)
            ]
        );
    }

    #[test]
    fn mortgage_made_on_a_date_by_a_couple() {
        let text = "MORTGAGE\nTHIS MORTGAGE, made this the 9th day of March, 1977, by ELBERT R. CATES and wife, MAVIS \
CATES, hereinafter called Mortgagor, to FARMERS STATE BANK, hereinafter called Mortgagee, WITNESSETH: That Mortgagor does \
hereby mortgage and warrant unto Mortgagee the land.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![
                pair("ELBERT R. CATES", Role::Mortgagor),
                pair("MAVIS CATES", Role::Mortgagor),
                pair("FARMERS STATE BANK", Role::Mortgagee)
            ]
        );
    }

    #[test]
    fn release_maker_named_over_a_line_end() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That CATTLEMENS STATE BANK, the legal owner and holder of that \
certain mortgage dated May 2, 1961, recorded in Volume 80, Page 12 of the Mortgage Records, executed by BER-\nNARD L. \
VOSS and ALMA VOSS, of Pecos County, Texas, for and in consideration of the full payment of the debt, does hereby \
release the lien of said mortgage.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![
                pair("CATTLEMENS STATE BANK", Role::Mortgagee),
                pair("BERNARD L. VOSS", Role::Mortgagor),
                pair("ALMA VOSS", Role::Mortgagor),
            ]
        );
    }

    #[test]
    fn corporation_descriptor_with_residence_is_not_a_party() {
        let text = "THIS INDENTURE, made between NILS HOLM, a widower, of Lusk, Wyoming, party of the first part, \
mortgagor, and STOCKMENS STATE BANK, a Wyoming banking corporation of Lusk, Wyoming, party of the second part, mortgagee:\n\
WITNESSETH, That the party of the first part does grant unto the party of the second part the land.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![pair("NILS HOLM", Role::Mortgagor), pair("STOCKMENS STATE BANK", Role::Mortgagee)]
        );
    }

    #[test]
    fn a_year_broken_by_a_space_is_not_a_street_address() {
        let text = "THIS MORTGAGE, made this the 9th day of June, 194 7, by OREN W.\nTALLEY, a single man, hereinafter \
called Mortgagor, to FARMERS STATE BANK OF ALPINE, hereinafter called Mortgagee, WITNESSETH: That Mortgagor does \
hereby mortgage and warrant unto Mortgagee the following described land.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![pair("OREN W. TALLEY", Role::Mortgagor), pair("FARMERS STATE BANK OF ALPINE", Role::Mortgagee)]
        );
    }

    #[test]
    fn a_deed_of_trust_to_a_trustee_names_its_lender_as_the_note_s_payee() {
        let text = "DEED OF TRUST\nKNOW ALL MEN BY THESE PRESENTS: That we, AMOS T. KELL and wife, RUBY KELL, hereinafter called \
Grantors, for the purpose of securing the indebtedness hereinafter described, do Grant, Sell and Convey unto the said Trustee the \
land below.\nThis conveyance is made IN TRUST to secure one promissory note of even date, payable to the order of PLAINS STATE BANK \
OF KERMIT, Kermit, Texas, in annual installments.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![
                pair("AMOS T. KELL", Role::Mortgagor),
                pair("RUBY KELL", Role::Mortgagor),
                pair("PLAINS STATE BANK OF KERMIT", Role::Mortgagee)
            ]
        );
    }

    #[test]
    fn a_release_that_certifies_payment_names_the_bank_that_certifies() {
        let text = "RELEASE OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS, That SHOSHONE VALLEY BANK, of Lander, Wyoming, a corporation, \
does hereby certify that a certain Real Estate Mortgage, dated May 3, 1921, executed by Carl P. Ness, a widower, to Shoshone Valley \
Bank, is fully PAID and DISCHARGED.\n";
        assert_eq!(
            named(text, DocCategory::MortgageRelease),
            vec![pair("SHOSHONE VALLEY BANK", Role::Mortgagee), pair("Carl P. Ness", Role::Mortgagor)]
        );
    }

    /// The Colorado request for release and the forms like it name the borrowers as the "Original
    /// Grantor" and the one who asks for the release as the "Current Holder" of the debt, beside
    /// the original lender it recites. Our own fillings of the form in three ways.
    #[test]
    fn a_release_form_names_the_borrowers_and_the_current_holder() {
        let request = "REQUEST FOR FULL RELEASE OF DEED OF TRUST\nDate: May 4, 2001\n\nOriginal Grantor (Borrower):   Amos T. Reed and \
Lila M. Reed\nCurrent Address of Original Grantor: 12 Elm Street, Pueblo, Colorado\n\nOriginal Beneficiary (Lender): Pikes Peak Savings \
and Loan Association\nCurrent Holder of Evidence of Debt Secured by Deed of Trust: Ute Pass Mortgage Company\n\nPLEASE EXECUTE AND \
RECORD A RELEASE OF THE DEED OF TRUST DESCRIBED ABOVE. The indebtedness has been fully paid.\n";
        let below = "RELEASE OF DEED OF TRUST\nWHEREAS, the Original Grantor named below, by Deed of Trust, granted the land to the Public \
Trustee to secure the indebtedness, which has been paid; NOW THEREFORE, I, as the Public Trustee, do hereby release the land.\n\n\
REQUEST FOR RELEASE\nOriginal Grantor(s): Amos T. Reed and Lila M. Reed\nOriginal Beneficiary: Pikes Peak Savings and Loan Association\n\
Current holder: UTE PASS MORTGAGE COMPANY\n";
        let holder = "RELEASE OF MORTGAGE\nBorrower: Amos T. Reed and Lila M. Reed\nHolder: Ute Pass Mortgage Company\nThe mortgage \
described above has been paid in full and is hereby released.\n";
        for text in [request, below, holder] {
            let found: Vec<(String, Role)> =
                named(text, DocCategory::MortgageRelease).into_iter().map(|(name, role)| (name.to_ascii_uppercase(), role)).collect();
            assert_eq!(
                found,
                vec![
                    pair("AMOS T. REED", Role::Mortgagor),
                    pair("LILA M. REED", Role::Mortgagor),
                    pair("UTE PASS MORTGAGE COMPANY", Role::Mortgagee)
                ],
                "{text}"
            );
        }
    }

    /// The uniform deed of trust and mortgage name the lender in the sentence that defines it,
    /// with a description between the name and the "(\"Lender\")" label. Our own fillings of the
    /// deed of trust, the mortgage and a short form.
    #[test]
    fn the_uniform_instrument_names_its_lender_in_the_sentence_that_defines_it() {
        for text in [
            "DEED OF TRUST\nTHIS DEED OF TRUST is made on June 3, 1996. The grantors are CARL B. HOYT and EDNA HOYT (\"Borrower\"). The \
trustee is LEON FISK (\"Trustee\"). The beneficiary is OZARK VALLEY BANK, a Missouri banking corporation, whose address is 4 Main \
Street, Lebanon, Missouri (\"Lender\"). Borrower irrevocably grants and conveys to Trustee, in trust, with power of sale, the land.\n",
            "DEED OF TRUST\nTHIS DEED OF TRUST is made on June 3, 1996. The grantors are CARL B. HOYT and EDNA HOYT (\"Borrower\"). The \
trustee is Leon Fisk. This Security Instrument is given to OZARK VALLEY BANK, which is organized and existing under the laws of \
Missouri (\"Lender\"). Borrower irrevocably grants and conveys to Trustee, in trust, with power of sale, the land.\n",
            "DEED OF TRUST\nCARL B. HOYT and EDNA HOYT, husband and wife, are the Borrower. Lender is OZARK VALLEY BANK. Borrower \
irrevocably grants and conveys to Trustee, in trust, with power of sale, the land.\n",
        ] {
            let found = named(text, DocCategory::DeedOfTrust);
            assert!(found.contains(&pair("OZARK VALLEY BANK", Role::Mortgagee)), "{text}: {found:?}");
            assert!(!found.iter().any(|(name, _)| name.contains("FISK") || name.contains("Fisk")), "{text}: {found:?}");
        }
    }

    /// A reconveyance by the trustee of a deed of trust, or a satisfaction by the bank that
    /// holds the mortgage: the releasing side is the beneficiary or mortgagee the released
    /// instrument names (in a box of its description, or as the one it ran to), never the
    /// trustee who reconveys nor the officer who signs. Our own fillings of the western
    /// reconveyance in boxes and in prose, and of the bank's printed satisfaction, with their OCR
    /// damage.
    #[test]
    fn a_reconveyance_or_satisfaction_names_the_holder_the_released_instrument_ran_to() {
        let boxes = |trustor_label: &str, beneficiary_label: &str| {
            format!(
                "DEED OF FULL RECONVEYANCE\nSAGE FLAT TITLE COMPANY, as Trustee under the Deed of Trust described below, having been \
asked in writing by the holder of the debt it secures to reconvey, RECONVEYS without warranty to the persons entitled the estate \
it holds.\n\nThe Deed of Trust:\n{trustor_label} Orrin B. Talley and Nell Talley, husband and wife\nTrustee: Sage Flat Title Company\n\
{beneficiary_label} Juniper Valley Federal Credit Union\nRecorded: June 2, 1994, Instrument No. 94-1102\n\nDated: May 4, 2004\n\
SAGE FLAT TITLE COMPANY, Trustee\nBy: Lorna P. Quist, Assistant Secretary\n\nThis instrument was acknowledged before me on May 5, \
2004, by Lorna P. Quist as Assistant Secretary of Sage Flat Title Company.\n"
            )
        };
        let in_which = "FULL RECONVEYANCE\nSAGE FLAT TITLE COMPANY, a Utah corporation, as Trustee under the Deed of Trust dated June 2, \
1994, executed by ORRIN B. TALLEY and NELL TALLEY, as Trustors, in which JUNIPER VALLEY FEDERAL CREDIT UNION is named as \
Beneficiary, recorded June 9, 1994, having been asked to reconvey, RECONVEYS without warranty to those entitled the estate it holds \
in the land below.\nDated: May 4, 2004\nSAGE FLAT TITLE COMPANY, as Trustee\nBy: Lorna P. Quist, Trust Officer\nAcknowledged before \
me on May 5, 2004, by Lorna P. Quist as Trust Officer of Sage Flat Title Company.\n";
        let wherein = "SUBSTITUTION OF TRUSTEE AND RECONVEYANCE\nThe Deed of Trust dated June 2, 1994, made by ORRIN B. TALLEY and NELL \
TALLEY, as Trustors, wherein JUNIPER VALLEY FEDERAL CREDIT UNION was named as the Beneficiary, having been paid, the undersigned \
Trustee RECONVEYS to the persons entitled the estate it holds.\nSAGE FLAT TITLE COMPANY, Trustee, by Lorna P. Quist, Trust Officer\n";
        let satisfaction = "SATISFACTION OF MORTGAGE\nKNOW ALL MEN BY THESE PRESENTS, That THE GROWERS AND DROVERS BANK OF ELLSWORTH, a \
Kansas banking corporation, does hereby certify that a certain mortgage dated the 4th day of May, 1958, made by ORRIN B. TALLEY \
and NELL TALLEY, husband and wife, mortgagors, t0 The Growers and Drovers Bank of Ellsworth, mortgagee, and recorded in Book 90, \
page 12, is fully PAID and SATISFIED, and the undersigned, the owner and holder of said mortgage, asks that it be discharged \
of record.\nDated this 8th day of June, 1966.\nTHE GROWERS AND DROVERS BANK OF ELLSWORTH\nBy Carl J. Voss, Its Cashier\n\
On this 9th day of June, 1966, before me personally appeared Carl J. Voss, who acknowledged himself to be the Cashier of The \
Growers and Drovers Bank of Ellsworth, a corporation, and that he signed the bank's name.\n";
        let texts = [
            boxes("Trustor:", "Beneficiary:"),
            boxes("Grantor(s):", "Beneficiary:"),
            boxes("Trustor(s):", "Beneficiary :"),
            boxes("Grantor:", "Beneficiary(ies):"),
            in_which.to_string(),
            wherein.to_string(),
            satisfaction.to_string(),
        ];
        let misread: Vec<String> = texts
            .iter()
            .filter_map(|text| {
                let found: Vec<(String, Role)> =
                    named(text, DocCategory::MortgageRelease).into_iter().map(|(name, role)| (name.to_ascii_uppercase(), role)).collect();
                let with = |role: Role| {
                    found
                        .iter()
                        .filter(|(_, r)| *r == role)
                        .map(|(name, _)| name.trim_start_matches("THE ").to_string())
                        .collect::<Vec<_>>()
                };
                let holders = ["JUNIPER VALLEY FEDERAL CREDIT UNION", "GROWERS AND DROVERS BANK OF ELLSWORTH"];
                let holder = with(Role::Mortgagee);
                let read = with(Role::Mortgagor) == ["ORRIN B. TALLEY", "NELL TALLEY"]
                    && holder.len() == 1
                    && holders.contains(&holder[0].as_str());
                (!read).then(|| format!("{}: {found:?}", &text[..40]))
            })
            .collect();
        assert!(misread.is_empty(), "{} of {} misread: {misread:#?}", misread.len(), texts.len());
    }
}
