//! Recitals of other instruments: "that certain lease ... recorded in ...", "being the same land
//! conveyed to X by Y": the names in them are predecessors, never parties of this instrument.

use super::granting::OPERATIVE_GRANT;
use super::names::parse_name_list;
use super::patterns::keyword_pattern;
use super::present_lessee;
use super::spans::{ceil_boundary, floor_boundary};
use super::{Found, name_key, to_found};
use crate::l0::PartyMatch;
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::Role;
use regex::Regex;
use std::sync::LazyLock;

/// Words that mark a recital of another instrument: the names around them are predecessors.
pub(super) static RECITAL: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\bthat\s+certain\b|\brecorded\s+(?:in|at|under)\b|\bof\s+record\b|\bbeing\s+the\s+same\b|\bconveyed\s+to\b|\b(?:deed|lease|assignment|mortgage|patent|conveyance|release|instrument)\s+from\b|\bby\s+deed\s+of\b|\bheretofore\b|\bdated\s+effective\b|\bdated\b[^.;\n]{0,40}\bfrom\b|\bexecuted\s+(?:and\s+delivered\s+)?(?:by|to)\b|\bunder\s+date\s+of\b|\bby\s+(?:[a-z,&]+\s+){0,5}?(?:lease|deed|assignment|mortgage|instrument)\s+dated\b")
        .expect("recital pattern compiles")
});

/// "that certain lease ... executed by X, as Lessor": the maker of a recited instrument.
pub(super) static RECITED_MAKER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:executed\s+(?:and\s+delivered\s+)?by|made\s+by|given\s+by|from)\s+").expect("recited maker pattern compiles")
});

/// "recorded in Volume 12, Page 40 of the Deed Records of Reeves County, Texas, A and wife, B,
/// as Lessors": the recording reference of a recited instrument, to the county and state of its
/// records, closes the clause before the recited maker's names, which run from after it (a
/// county after a name without a recording word is the name's residence and closes nothing).
pub(super) static RECORDED_IN_COUNTY: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:records?|probate|recorder|clerk|page\s+\d+)\b,?[^,;\n]{0,60}?\bcounty\s*,\s*[a-z]+(?:\s+[a-z]+)?\s*,\s*")
        .expect("recorded-in-county pattern compiles")
});

/// "that certain lease from A, as Lessor, to B, as Lessee": the second label of a recital is
/// still the recital while no clause break or operative grant comes between.
pub(super) fn recital_continues(between: &str) -> bool {
    between.len() < 250 && !between.contains(';') && !between.contains("\n\n") && !OPERATIVE_GRANT.is_match(between)
}

/// "the said lease is now owned by X", "the Lease, by assignment recorded ..., is now held by
/// X", "the lessee's interest in it is now owned entirely by X": a ratification's recital that
/// names who holds the lease today, its present lessee (the label conventions), where the lease
/// it recites was made to an earlier lessee.
static NOW_HELD_BY: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)\b(?:is|are)\s+now\s+(?:owned|held)(?:\s+and\s+(?:owned|held))?(?:\s+(?:entirely|wholly|solely))?\s+(?:of\s+record\s+)?by\s+",
    )
    .expect("now-held-by pattern compiles")
});

/// "Present owner of the lease: X, by assignment from ...", "Present lessee:  X, a Delaware
/// limited liability company": the line of a ratification form that names the present lessee,
/// read to its end.
static PRESENT_HOLDER_FIELD: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?im)^[ \t]*(?:present|current)\s+(?:lessees?|(?:owner|holder)s?(?:\s+and\s+(?:owner|holder)s?)?\s+of\s+(?:the\s+|said\s+)?lease)[ \t]*:[ \t]*")
        .expect("present-holder field pattern compiles")
});

/// "lease, let and demise to the present lessees, A and B, in the proportions ...", "in favor of
/// the present owner of the lease, X": the operative words of a ratification that name the one
/// it runs to by that description, the names right after it.
static TO_THE_PRESENT_HOLDER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)\b(?:to|unto|in\s+favou?r\s+of)\s+the\s+present\s+(?:lessees?|(?:owner|holder)s?\s+of\s+(?:the\s+|said\s+)?lease)\s*,\s*",
    )
    .expect("to-the-present-holder pattern compiles")
});

/// The rule of a present lessee a ratification's recital names.
pub(super) const PRESENT_HOLDER: &str = "present_holder";

/// The present lessee of a ratification: from a form line naming the present owner of the lease,
/// from its recital that the lease "is now owned by" X, from a clause naming X before the words
/// that say it holds the lease ("X is the present owner of the Lease"), or from the operative
/// words "to the present lessee, X", the first of them that names someone. Where it is named, the lessee the recited lease
/// was made to, whoever read it, is an earlier holder and no party: it is dropped from `found`.
pub(super) fn present_holder(instrument: &Instrument, lessee: Role, found: &mut Vec<Found>, warnings: &mut Vec<String>) {
    let text = instrument.text.as_str();
    let field = || PRESENT_HOLDER_FIELD.find(text).map(|m| held_after(text, m.end(), true));
    let recital = || NOW_HELD_BY.find(text).map(|m| held_after(text, m.end(), false));
    let named_before = || present_lessee::named_before_its_holding(text);
    let operative = || TO_THE_PRESENT_HOLDER.find(text).map(|m| held_after(text, m.end(), false));
    let sources: [&dyn Fn() -> Option<(usize, usize)>; 4] = [&field, &recital, &named_before, &operative];
    // The first source that names someone: "to the present owner of the lease, and to its
    // successors" names no one, and the recital before it may.
    let Some(present) = sources.iter().filter_map(|source| source()).find_map(|(start, end)| {
        let mut read = Vec::new();
        let present = to_found(text, parse_name_list(text, start, end), lessee, PRESENT_HOLDER, &mut read);
        (!present.is_empty()).then(|| {
            warnings.extend(read);
            present
        })
    }) else {
        return;
    };
    found.retain(|f| {
        let earlier = f.party.role == lessee && !present.iter().any(|p| p.party.name.eq_ignore_ascii_case(&f.party.name));
        if earlier {
            warnings.push(format!("{} is an earlier lessee: the ratification names the present one", f.party.name));
        }
        !earlier
    });
    found.extend(present);
}

/// The span of a present holder's name after the words that introduce it: to the clause's end (a
/// field's to its line's end), a parenthesis or the successor words after it.
fn held_after(text: &str, start: usize, to_line_end: bool) -> (usize, usize) {
    let rest = &text[start..floor_boundary(text, start + 300)];
    let lowered = rest.to_ascii_lowercase();
    let line_end = if to_line_end { lowered.find('\n') } else { None };
    let end = [
        ";",
        "(",
        "\n\n",
        ", successor",
        ", by assignment",
        " by assignment",
        ", by mesne",
        " by mesne",
        ", the present",
        ", in the proportion",
    ]
    .iter()
    .filter_map(|stop| lowered.find(stop))
    .chain(line_end)
    .min()
    .unwrap_or(rest.len());
    (start, start + end)
}

/// "that certain oil and gas lease made by A to B, dated ...", "the lease from A to B, recorded
/// in ...": a ratification's recital of the lease it ratifies names, after its maker, the lessee
/// the lease ran to.
static RECITED_LEASE_MAKER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\blease\b[^.;:]{0,160}?\b(?:(?:made|executed|given|granted)\s+(?:and\s+delivered\s+)?by|from)\s+")
        .expect("recited lease maker pattern compiles")
});

/// The word that turns from a recited lease's maker to the one it ran to.
static TO_THE_TAKER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)[\s,](?:un\s?to|to|in\s+favou?r\s+of)\s+(?:the\s+said\s+)?").expect("to-the-taker pattern compiles")
});

/// The words that end the name of a recited lease's lessee: its role, the lease's date,
/// recording, land or term.
static RECITED_LESSEE_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i),?\s*\b(?:as\s+lessees?|lessees?|dated|recorded|covering|which|bearing|of\s+record|insofar|for\s+a\s+term|as\s+fully|its\s+successors|his\s+heirs)\b|[;:(]|\n[ \t]*\n")
        .expect("recited lessee end pattern compiles")
});

/// The rule of the lessee a ratification's recital of the ratified lease names.
const RATIFIED_LEASE_TAKER: &str = "ratified_lease_taker";

/// The lessee of a ratification that no role word, field or grant names: the one the recited
/// lease was made to ([`RECITED_LEASE_MAKER`], then "to" within the clause), who is the
/// ratification's lessee by the label conventions. The first recital that names someone there
/// is read; the signatures and the acknowledgment recite nothing.
pub(super) fn ratified_lease_taker(instrument: &Instrument, lessee: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    for maker in RECITED_LEASE_MAKER.find_iter(text) {
        if matches!(instrument.kind_at(maker.start()), SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording) {
            continue;
        }
        let upper = ceil_boundary(text, maker.end().saturating_add(250));
        let clause = &text[maker.end()..upper];
        let clause_end = [clause.find(';'), clause.find("\n\n")].into_iter().flatten().min().unwrap_or(clause.len());
        let Some(to) = TO_THE_TAKER.find(&clause[..clause_end]) else { continue };
        let start = maker.end() + to.end();
        let upper = ceil_boundary(text, start.saturating_add(200));
        let end = RECITED_LESSEE_END.find(&text[start..upper]).map_or(upper, |m| start + m.start());
        let list = parse_name_list(text, start, end);
        if !list.parties.is_empty() {
            warnings.push(format!("no {} named by a role word or the grant: read from the recital of the ratified lease", lessee.as_str()));
            return to_found(text, list, lessee, RATIFIED_LEASE_TAKER, warnings);
        }
    }
    Vec::new()
}

/// "leased the land to B, a Texas corporation, as Lessee": in a ratification the recital of the
/// ratified lease names that lease's parties, and its lessee (or the present holder the
/// instrument grants anew to) is this instrument's grantee, never a giver. A reader that took a
/// name after the new grant's words or after the consideration paid for the lessor side is
/// corrected: a lessor also read as lessee keeps only its lessee side. Runs after the names are
/// merged, so one name is one party.
pub(super) fn ratified_lease_lessee_is_no_lessor(parties: &mut Vec<PartyMatch>, warnings: &mut Vec<String>) {
    let lessees: Vec<String> = parties.iter().filter(|p| p.role == Role::Lessee).map(|p| name_key(&p.name)).collect();
    parties.retain(|party| {
        let lessee_read_as_lessor = party.role == Role::Lessor && lessees.contains(&name_key(&party.name));
        if lessee_read_as_lessor {
            warnings.push(format!("{} is the ratified lease's lessee: not read as its lessor", party.name));
        }
        !lessee_read_as_lessor
    });
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};

    use crate::vocab::{DocCategory, Role};

    /// A ratification that names its lessee only in its recital of the ratified lease, "made by"
    /// or "from" its lessor "to" the lessee, with no role word: the lessee is the one the lease
    /// ran to; the lessor who made it is no ratifier. Our own wordings.
    #[test]
    fn a_ratification_s_lessee_is_the_one_its_recited_lease_was_made_to() {
        for recital in [
            "that certain oil and gas lease made by Conrad Abel to PRAIRIE DOG OIL COMPANY, dated May 1, 1951, and recorded in Book 30",
            "the oil and gas lease from Conrad Abel to PRAIRIE DOG OIL COMPANY recorded in Book 30, page 4",
            "that certain lease dated May 1, 1951, executed by Conrad Abel in favor of PRAIRIE DOG OIL COMPANY, covering the land below",
        ] {
            let text = format!(
                "RATIFICATION\nThe undersigned, LOUIS ABEL and CARRIE ABEL, his wife, for One Dollar paid, do hereby ratify, adopt and \
confirm {recital}, as fully as if they had signed it.\n"
            );
            let found = named(&text, DocCategory::LeaseRatification);
            assert!(found.contains(&pair("PRAIRIE DOG OIL COMPANY", Role::Lessee)), "{recital}: {found:?}");
            assert!(found.contains(&pair("LOUIS ABEL", Role::Lessor)), "{recital}: {found:?}");
            assert!(!found.iter().any(|(name, _)| name == "Conrad Abel"), "{recital}: {found:?}");
        }
    }

    /// "hereinafter called Ratifiers" defines the ones who ratify without quotes, and the lessee
    /// defined after them is the lessee. Our own wording.
    #[test]
    fn ratifiers_defined_without_quotes_are_the_lessors() {
        let text = "RATIFICATION OF LEASE\nThis instrument is made by EDGAR P. LUND and OLGA LUND, hereinafter called Ratifiers, in \
favor of COTEAU HILLS ENERGY, INC., hereinafter called Lessee.\nRatifiers hereby ratify and confirm the lease dated June 1, 2009, \
recorded as Document No. 4410.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert!(found.contains(&pair("EDGAR P. LUND", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("OLGA LUND", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("COTEAU HILLS ENERGY, INC.", Role::Lessee)), "{found:?}");
    }

    /// "the said lease is now owned by X, successor by merger to ...", "is now held by X, by
    /// assignment", "are now owned of record by X (hereinafter \"Lessee\")": the ratification's
    /// present lessee replaces the one the recited lease was made to. Our own phrasings.
    #[test]
    fn a_ratification_names_the_present_lessee_the_recital_says_now_holds_the_lease() {
        let lease = "RATIFICATION OF OIL AND GAS LEASE\n\nWHEREAS, Hugo Brandt and wife, Elsa Brandt, as Lessors, executed and \
delivered to Alamo Crude Company, as Lessee, an oil and gas lease dated May 1, 1980, recorded in Volume 60, Page 11;\n\n";
        for (recital, present) in [
            (
                "WHEREAS, the undersigned, MARTA VOSS, owns a royalty under said land, and the said lease is now owned by PECOS VALLEY \
OPERATING COMPANY, successor by merger to said Alamo Crude Company; and",
                "PECOS VALLEY OPERATING COMPANY",
            ),
            (
                "WHEREAS, the undersigned, MARTA VOSS, owns a royalty under said land, and the lease, by assignment recorded in Volume \
71, Page 3, is now held by PECOS VALLEY OPERATING COMPANY;",
                "PECOS VALLEY OPERATING COMPANY",
            ),
            (
                "WHEREAS, the undersigned, MARTA VOSS, owns a royalty under said land, and the said lease is now owned and held by \
PECOS VALLEY OPERATING COMPANY, a Texas corporation, by mesne assignments of record;",
                "PECOS VALLEY OPERATING COMPANY",
            ),
            (
                "WHEREAS, the undersigned, MARTA VOSS, owns a royalty under said land, and the rights of the lessee are now owned of \
record by Pecos Valley Operating Company, L.P., a Texas limited partnership (hereinafter \"Lessee\");",
                "Pecos Valley Operating Company, L.P.",
            ),
        ] {
            let text = format!("{lease}{recital}\n\nNOW, THEREFORE, the undersigned does hereby ratify and confirm said lease.\n");
            let found = named(&text, DocCategory::LeaseRatification);
            let lessees: Vec<_> = found.iter().filter(|(_, role)| *role == Role::Lessee).collect();
            assert_eq!(lessees, vec![&pair(present, Role::Lessee)], "{recital}: {found:?}");
        }
    }

    /// A ratification form's line "Present owner of the lease: X" and the operative words "to the
    /// present lessees, A and B" name the present lessee; the lessee the recited lease was made
    /// to is an earlier holder. Our own phrasings.
    #[test]
    fn a_ratification_names_the_present_lessee_its_form_line_or_operative_words_name() {
        let field = "RATIFICATION OF OIL AND GAS LEASE\n\nLease ratified: Oil and Gas Lease dated March 4, 1988, from Oscar T. \
Lindqvist, as Lessor, to Harrow Lease Service Co., as Lessee, recorded at Reception No. 1200331, covering land in Morgan County, \
Colorado.\n\nPresent owner of the lease: BIJOU CREEK OPERATING, INC., by assignment from Harrow Lease Service Co.\n\nThe \
undersigned, NELLIE R. LINDQVIST, owns an undivided interest in the minerals and ratifies, adopts and confirms the lease as to that \
interest.\n";
        let operative = "RATIFICATION OF OIL AND GAS LEASE\n\nA. By Oil and Gas Lease dated June 2, 1980, Oscar T. Lindqvist, as \
Lessor, leased to Harrow Lease Service Co., as Lessee, land in Morgan County, Colorado.\n\nB. Harrow Lease Service Co. has since \
assigned the Lease to BIJOU CREEK OPERATING COMPANY and SNOWY RANGE PARTNERS.\n\nNOW THEREFORE, NELLIE R. LINDQVIST ratifies and \
confirms the Lease and leases and lets to the present lessees, BIJOU CREEK OPERATING COMPANY and SNOWY RANGE PARTNERS, in the \
proportions stated in Recital B, all of her mineral interest in the land.\n";
        for (text, present) in
            [(field, vec!["BIJOU CREEK OPERATING, INC."]), (operative, vec!["BIJOU CREEK OPERATING COMPANY", "SNOWY RANGE PARTNERS"])]
        {
            let found = named(text, DocCategory::LeaseRatification);
            let lessees: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Lessee).map(|(name, _)| name.as_str()).collect();
            assert_eq!(lessees, present, "{found:?}");
            assert!(!found.iter().any(|(name, _)| name.contains("Harrow")), "{found:?}");
        }
    }

    #[test]
    fn recitals_and_adjoiners_yield_no_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That EDNA FAYE COLTON, a widow, hereinafter called Grantor, does \
hereby grant unto MILO K. ABERNATHY, hereinafter called Grantee, the following described land, to-wit: 40 acres bounded \
on the north by lands of Jones, being the same land conveyed to Otis Wheeler by Martha Crane by deed recorded in Volume \
88, Page 412, and subject to that certain lease from Otis Wheeler, as lessor, to Gulf Coast Oil Co., as lessee.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("EDNA FAYE COLTON", Role::Grantor), pair("MILO K. ABERNATHY", Role::Grantee)]);
    }

    #[test]
    fn a_ratification_reciting_the_lease_by_its_date_keeps_the_recited_lessor_out() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, by oil and gas lease dated May 3, 1970, HENRY OLDS, as Lessor, \
leased to CITIES SERVICE OIL COMPANY, as Lessee, the SW/4 of Section 9; and\nWHEREAS, the undersigned, MARTHA OLDS ROSS, is \
the owner of an undivided interest in the minerals under said land;\nNOW, THEREFORE, the undersigned does hereby ratify, \
adopt and confirm said lease unto CITIES SERVICE OIL COMPANY, its successors and assigns.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert!(!found.iter().any(|(name, _)| name == "HENRY OLDS"), "{:?}", run(text, DocCategory::LeaseRatification));
        assert!(found.contains(&pair("MARTHA OLDS ROSS", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("CITIES SERVICE OIL COMPANY", Role::Lessee)), "{found:?}");
        assert!(!found.contains(&pair("CITIES SERVICE OIL COMPANY", Role::Lessor)), "{found:?}");
    }

    #[test]
    fn recited_lease_parties_of_an_assignment_are_not_parties() {
        let text = "ASSIGNMENT OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS:\nTHAT BLUE MESA RANGE ENERGY CORP., \
a Colorado corporation, hereinafter called \"Assignor\", does hereby assign and set over unto HIGH PLAINS OIL COMPANY, \
hereinafter called \"Assignee\", the following lease:\nOil and Gas Lease dated May 1, 1970, from Karl Ostrander and Edna \
Ostrander, as Lessor, to Blue Mesa Range Energy Corp., as Lessee, recorded in Book 600, Page 3.\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("BLUE MESA RANGE ENERGY CORP.", Role::Assignor), pair("HIGH PLAINS OIL COMPANY", Role::Assignee)]
        );
    }

    #[test]
    fn ratification_keeps_the_recited_lessee_but_not_the_recited_lessor() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, under date of May 2, 1950, AXEL J. NORD, as Lessor, \
executed and delivered to PRAIRIE BUTTE OIL COMPANY, as Lessee, an Oil and Gas Lease;\nNOW, THEREFORE, the undersigned \
does hereby ratify and confirm said lease.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert_eq!(found, vec![pair("PRAIRIE BUTTE OIL COMPANY", Role::Lessee)]);
    }

    #[test]
    fn exhibit_lease_table_names_are_not_parties() {
        let text = "ASSIGNMENT\nKNOW ALL MEN BY THESE PRESENTS: That Sandhill Operating Company, hereinafter called \
Assignor, does hereby assign unto Lone Draw Resources LP, hereinafter called Assignee, the leases in Exhibit A.\n\
EXHIBIT A\nBURGESS, E T, as Lessor, to Sandhill Operating Company, as Lessee, Vol. 12, Page 3\n\
HOLLIS, RUTH, as Lessor, to Sandhill Operating Company, as Lessee, Vol. 14, Page 9\n";
        assert_eq!(
            named(text, DocCategory::LeaseAssignment),
            vec![pair("Sandhill Operating Company", Role::Assignor), pair("Lone Draw Resources LP", Role::Assignee)]
        );
    }

    #[test]
    fn an_opinion_s_list_of_instruments_names_no_party() {
        let text = "TITLE OPINION\nMATERIALS EXAMINED\n1. Patent from the State of Texas to R. D. Lusk, assignee, dated March 9, 1899.\n\
2. Deed from R. D. Lusk to Ada Lusk, dated May 1, 1910.\n";
        assert!(named(text, DocCategory::Other).is_empty(), "{:?}", run(text, DocCategory::Other));
    }

    /// A ratification whose operative words grant anew to the lessee, or name the lessee as the
    /// one who paid, keeps that lessee off the lessor side: as the recited lease's lessee ("to
    /// B, a Texas corporation, as Lessee") or as the present holder the grant is made to. Our own
    /// phrasings.
    #[test]
    fn the_ratified_lease_s_lessee_is_never_its_lessor() {
        let recited_lessee = "RATIFICATION\n\nWHEREAS, on March 3, 1981, Otto Lindqvist, a widower, as Lessor, made an oil and gas \
lease to Cedar Gap Exploration, Inc., a Kansas corporation, as Lessee, recorded in Book 90, Page 12; and\n\nWHEREAS, the \
undersigned own an interest in the land;\n\nNOW, THEREFORE, the undersigned ratify said lease, and they grant, lease and let to \
CEDAR GAP EXPLORATION, INC., its successors and assigns, their interest in the land.\n";
        let found = named(recited_lessee, DocCategory::LeaseRatification);
        assert!(!found.iter().any(|(name, role)| *role == Role::Lessor && name.to_uppercase().starts_with("CEDAR GAP")), "{found:?}");
        assert!(found.iter().any(|(name, role)| *role == Role::Lessee && name.to_uppercase().starts_with("CEDAR GAP")), "{found:?}");

        let paid_by_holder = "RATIFICATION OF OIL, GAS AND MINERAL LEASE\n\nWHEREAS, by a lease dated June 1, 1984, recorded in Book \
300, Page 7, Ida Rountree, as Lessor, leased the land to Bogue Chitto Leasing Co., as Lessee; and\n\nWHEREAS, the lease is now \
held by DEER CREEK OIL COMPANY by assignment; and\n\nNOW, THEREFORE, for Ten Dollars paid by Deer Creek Oil Company, the said \
Amos Rountree does hereby ratify and confirm the said lease, and does grant, lease and let to Deer Creek Oil Company, its \
successors and assigns, his interest in the land.\n";
        let found = named(paid_by_holder, DocCategory::LeaseRatification);
        assert!(!found.iter().any(|(name, role)| *role == Role::Lessor && name.to_uppercase().starts_with("DEER CREEK")), "{found:?}");
        assert!(found.iter().any(|(name, role)| *role == Role::Lessee && name.to_uppercase().starts_with("DEER CREEK")), "{found:?}");
    }
}
