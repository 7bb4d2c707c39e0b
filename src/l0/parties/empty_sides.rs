//! The last step for a receiving side every other reader left empty: the taker of the grant that
//! follows the instrument's operative words.
//!
//! An instrument that opens with recitals ("WHEREAS, A and B, by their deed of trust ...")
//! makes its own grant after the words that close them ("NOW, THEREFORE", "Now Know Ye"). Where
//! a recital describes the land ("the real estate hereinafter described"), the segmentation
//! reads everything after it as land text, and where a scan damaged the closing words ("N0W,
//! THEREF0RE") or the verbs ("rernise", "yicld up"), the granting clause reader takes that grant
//! for a recital's and names no one. A release runs back to the one who made the released lease
//! or mortgage ("does release and quitclaim unto the said A and B, their heirs and assigns"), so
//! its taker is the side the recitals name as the maker. This step reads the taker of the first
//! grant after those words, with the name grammar every reader uses, only for an empty side.
//!
//! A release still without that side names it where it recites what it releases: "the
//! promissory note ... made by A and B, husband and wife, and secured by a mortgage", "the oil
//! and gas lease executed by A, as lessor". A Louisiana act of release puts that recital in the
//! appearer's declaration, which the segmentation reads as an acknowledgment ("personally came
//! and appeared ... who declared"), so the recital is read wherever it stands but the recording
//! stamp.

use super::granting::GRANTEE_END;
use super::names::{excerpt, parse_name_list};
use super::patterns::keyword_pattern;
use super::spans::ceil_boundary;
use super::{Found, to_found};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::Role;
use regex::Regex;
use std::sync::LazyLock;

/// The words that close the recitals and open the instrument's own act.
static OPERATIVE_WORDS: LazyLock<Regex> =
    LazyLock::new(|| keyword_pattern(r"(?i)\bnow,?\s+(?:therefore|know\s+ye)\b").expect("operative words pattern compiles"));

/// A verb of grant or release, then its "to" or "unto" within the same clause: what stands
/// between is the rest of the verb list ("remise, release, surrender and yield up,"), its
/// auxiliaries ("and by these presents doth") or what is released ("from its vendor's lien and
/// superior title, and quitclaims"), never a clause's end.
static GRANT_THEN_TO: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:grant|convey|assign|quit\W{0,4}claim|remise|release|surrender|yield|transfer|relinquish|discharge|reconvey)\w*\b[^.;:]{0,160}?[\s,](?:un\s?to|to)\s+(?:the\s+said\s+)?")
        .expect("grant-then-to pattern compiles")
});

/// The released note, lease, mortgage or deed of trust and, within its clause, the words that
/// name who made it ("for $9,000.00, dated June 30, 2004, made by", "executed by"): a period
/// stands between them only inside a sum.
static RELEASED_INSTRUMENT_MADE_BY: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)\b(?:note|lease|mortgage|deed\s+of\s+trust)\b(?:[^.;:]|\.\d){0,200}?\b(?:made|executed|given|signed)\s+(?:and\s+delivered\s+)?by\s+",
    )
    .expect("released-instrument maker pattern compiles")
});

/// How far after the operative words their grant may stand (past the consideration and the
/// grantor's names).
const GRANT_REACH: usize = 700;

/// The taker of the grant after the operative words, for a receiving side no other reader named.
pub(super) fn taker_after_operative_words(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    let signed =
        |at: usize| matches!(instrument.kind_at(at), SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording);
    let Some(operative) = OPERATIVE_WORDS.find_iter(text).find(|m| !signed(m.start())) else {
        warnings.push(format!(
            "no {} in the grant after the operative words: the text has no \"NOW, THEREFORE\" or \"Now Know Ye\"",
            role.as_str()
        ));
        return Vec::new();
    };
    let reach = ceil_boundary(text, operative.end().saturating_add(GRANT_REACH));
    for grant in GRANT_THEN_TO.find_iter(&text[operative.end()..reach]) {
        let start = operative.end() + grant.end();
        if signed(start) {
            continue;
        }
        let names = NamesAt { text, clause_start: operative.start(), start, end_of_names: &GRANTEE_END };
        if let Some(found) = names.read(role, "from the grant after the operative words", "grant_after_operative_words", warnings) {
            return found;
        }
    }
    warnings.push(format!(
        "no {} in the grant after the operative words \"{}\": no verb of grant or release runs to a name there",
        role.as_str(),
        operative.as_str()
    ));
    Vec::new()
}

/// The maker of the instrument a release releases, for a release whose side of the lessor or
/// mortgagor no other reader named: the names after the first recital of a note, lease or
/// mortgage "made by" someone, outside the recording stamp, to the end of their clause.
pub(super) fn maker_of_released_instrument(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    for recital in RELEASED_INSTRUMENT_MADE_BY.find_iter(text) {
        let start = recital.end();
        if matches!(instrument.kind_at(start), SegmentKind::Recording) {
            continue;
        }
        let names = NamesAt { text, clause_start: recital.start(), start, end_of_names: &MAKER_END };
        if let Some(found) = names.read(role, "as the maker of the released instrument", "maker_of_released_instrument", warnings) {
            return found;
        }
    }
    warnings.push(format!("no {} as the maker of the released instrument: no note, lease or mortgage \"made by\" a name", role.as_str()));
    Vec::new()
}

/// Names that open at `start` (with a capital) in a clause that begins at `clause_start`: both
/// empty-side steps read them the same way, to the end of the names or 250 bytes on, with the
/// name grammar every reader uses.
struct NamesAt<'a> {
    text: &'a str,
    clause_start: usize,
    start: usize,
    end_of_names: &'a Regex,
}

impl NamesAt<'_> {
    /// The names as `role`, with a warning quoting the clause read `how`; None when the clause
    /// holds no name (the caller goes on to its next clause).
    fn read(&self, role: Role, how: &str, source: &'static str, warnings: &mut Vec<String>) -> Option<Vec<Found>> {
        let (text, start) = (self.text, self.start);
        if !text[start..].starts_with(|c: char| c.is_uppercase()) {
            return None;
        }
        let upper = ceil_boundary(text, start.saturating_add(250));
        let end = self.end_of_names.find(&text[start..upper]).map_or(upper, |m| start + m.start());
        let list = parse_name_list(text, start, end);
        if list.parties.is_empty() {
            return None;
        }
        warnings.push(format!(
            "no {} named by the other readers: read {how} \"{}\"",
            role.as_str(),
            excerpt(&text[self.clause_start..end])
        ));
        Some(to_found(text, list, role, source, warnings))
    }
}

/// Where the maker's names end: the grant's own ends, or the clause that goes on to say how the
/// instrument was secured, recorded or delivered ("and secured by", ", recorded in", ", to").
static MAKER_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i),?\s+and\s+(?:secured|recorded|filed|delivered)\b|,\s*(?:secured|recorded|filed|payable|dated)\b|,\s*(?:as\s+)?(?:lessors?|mortgagors?|makers?|grantors?)\b|\s(?:un)?to\s|\bin\s+favou?r\b|[;:()]|\n[ \t]*\n")
        .expect("maker-end pattern compiles")
});

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};
    use crate::vocab::{DocCategory, Role};

    /// Our own wording of a satisfaction of a deed of trust whose recital describes the land
    /// before the release, with the closing words and a verb damaged by the scan.
    #[test]
    fn a_release_after_recitals_runs_back_to_the_makers() {
        let text = "RELEASE OF DEED OF TRUST\n\nKNOW ALL MEN BY THESE PRESENTS, That whereas OSWALD P. KIRKBRIDE and \
HANNELORE KIRKBRIDE, his wife, bytheir deed of trust dated March 3, 1948, conveyed to Ames T. Rudd, Trustee, the land \
hereinafter described, to secure a note payable to THE FARMERS BANK OF LEXINGTON;\n\nAND WHEREAS, the said note has been paid;\n\n\
N0W, THEREF0RE, The Farmers Bank of Lexington, the holder of said note, does hereby rernise, release and quitclaim unto the said \
Oswald P. Kirkbride and Hannelore Kirkbride, his wife, their heirs and assigns, the following land:\n\nThe NE 1/4 of Section 9, \
Township 50 North, Range 20 West.\n\nIN WITNESS WHEREOF the bank has caused this release to be signed this 2nd day of May, 1955.\n";
        let found = named(text, DocCategory::MortgageRelease);
        assert!(found.contains(&pair("Oswald P. Kirkbride", Role::Mortgagor)), "{found:?}");
        assert!(found.contains(&pair("Hannelore Kirkbride", Role::Mortgagor)), "{found:?}");
        assert!(!found.iter().any(|(name, role)| *role == Role::Mortgagor && !name.contains("Kirkbride")), "{found:?}");
        let warnings = run(text, DocCategory::MortgageRelease).warnings;
        assert!(warnings.iter().any(|w| w.contains("read from the grant after the operative words")), "{warnings:?}");
    }

    /// Our own wording of a surrender of a lease by the lessee after recitals of the lease, its
    /// verbs ending in "yield up".
    #[test]
    fn a_surrender_after_now_know_ye_names_the_lessors_it_runs_to() {
        let text = "SURRENDER OF LEASE\n\nWhereas, AMOS T. WHITLATCH and RUTH WHITLATCH, his wife, by their lease dated May 4, 1902, did \
lease unto the Fish Creek Oil Company the farm bounded by lands of Ira Poe, containing sixty acres;\n\nNow Know Ye, that the said \
Fish Creek Oil Company, for One Dollar to it paid, doth remise, surrender and yield up, unto the said Amos T. Whitlatch and Ruth \
Whitlatch, his wife, their heirs and assigns, the said lease and all its rights thereunder.\n";
        let found = named(text, DocCategory::LeaseRelease);
        assert!(found.contains(&pair("Amos T. Whitlatch", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("Ruth Whitlatch", Role::Lessor)), "{found:?}");
    }

    /// Words that name no taker ("to the end that", "to the lessors named above"), and a side
    /// another reader filled, are left as they are; the step says what it looked for.
    #[test]
    fn no_name_after_the_grant_leaves_the_side_empty_with_a_warning() {
        let text = "RELEASE\n\nWhereas the lease of the land below has expired;\n\nNOW, THEREFORE, ACME OIL LLC does hereby release and \
surrender to the lessors named in the lease recited above, to the end that the lease be void, all its rights.\n";
        let extraction = run(text, DocCategory::LeaseRelease);
        assert!(!extraction.parties.iter().any(|p| p.role == Role::Lessor), "{:?}", extraction.parties);
        assert!(
            extraction.warnings.iter().any(|w| w.starts_with("no lessor in the grant after the operative words")),
            "{:?}",
            extraction.warnings
        );
        let labelled = "DEED\n\nWhereas the grantor owns the land;\n\nNOW, THEREFORE, CARL DUNN, Grantor, does hereby grant unto IDA MAE \
POTTS, hereinafter called Grantee, the land below.\n";
        let found = named(labelled, DocCategory::Deed);
        assert_eq!(found.iter().filter(|(_, role)| *role == Role::Grantee).count(), 1, "{found:?}");
    }

    /// Our own wording of a Louisiana act of release: the bank appears before the notary and
    /// declares it holds the note made by the mortgagors, so the recital stands in what the
    /// segmentation reads as an acknowledgment.
    #[test]
    fn an_act_of_release_names_the_makers_of_the_note_it_recites() {
        let text = "ACT OF RELEASE OF MORTGAGE\n\nSTATE OF LOUISIANA\nPARISH OF TENSAS\n\nBE IT KNOWN, that on this 4th day of May, 2009, \
before me, Notary, and in the presence of the two witnesses undersigned, personally came and appeared:\n\nDELTA FLATS SAVINGS BANK, a \
Louisiana state bank, herein represented by Odile R. Fontaine, its Vice President,\n\nwho declared that the bank is the holder of the \
promissory note for $41,000.00, dated May 2, 1999, made by LUCIEN P. BOUDREAUX and CELESTE A. BOUDREAUX, husband and wife, and secured \
by a mortgage granted by them in favor of the bank, recorded in Mortgage Book 300, Page 12, of the records of Tensas Parish.\n\n\
Appearer further declared that the note is paid and that the bank releases the said mortgage and asks the Clerk to cancel it.\n";
        let found = named(text, DocCategory::MortgageRelease);
        assert!(found.contains(&pair("LUCIEN P. BOUDREAUX", Role::Mortgagor)), "{found:?}");
        assert!(found.contains(&pair("CELESTE A. BOUDREAUX", Role::Mortgagor)), "{found:?}");
        assert_eq!(found.iter().filter(|(_, role)| *role == Role::Mortgagor).count(), 2, "{found:?}");
        let warnings = run(text, DocCategory::MortgageRelease).warnings;
        assert!(warnings.iter().any(|w| w.contains("read as the maker of the released instrument")), "{warnings:?}");
    }

    /// A release of a lease "executed by" its lessor to its lessee: the maker's name ends where
    /// the lessee's clause begins; a maker named only as "the undersigned" names no one.
    #[test]
    fn the_lessor_who_made_the_released_lease_takes_the_release_and_a_pronoun_names_no_one() {
        let text = "RELEASE OF OIL AND GAS LEASE\n\nThe undersigned, owner of the lessee's interest in the oil and gas lease dated \
March 9, 1977, executed by Wilma J. Strand to Badger Hill Oil Company, recorded in Book 88, Page 4, surrenders that lease as to all \
the land it covers.\n";
        let found = named(text, DocCategory::LeaseRelease);
        assert!(found.contains(&pair("Wilma J. Strand", Role::Lessor)), "{found:?}");
        assert!(!found.iter().any(|(name, role)| *role == Role::Lessor && name.contains("Badger")), "{found:?}");
        let unnamed = "RELEASE OF MORTGAGE\n\nThe mortgage made by the undersigned and recorded in Book 5, Page 9, is paid and released.\n";
        let extraction = run(unnamed, DocCategory::MortgageRelease);
        assert!(!extraction.parties.iter().any(|p| p.role == Role::Mortgagor), "{:?}", extraction.parties);
        assert!(
            extraction.warnings.iter().any(|w| w.starts_with("no mortgagor as the maker of the released instrument")),
            "{:?}",
            extraction.warnings
        );
    }
}
