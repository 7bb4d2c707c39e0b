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
        if signed(start) || !text[start..].starts_with(|c: char| c.is_uppercase()) {
            continue;
        }
        let upper = ceil_boundary(text, start.saturating_add(250));
        let end = GRANTEE_END.find(&text[start..upper]).map_or(upper, |m| start + m.start());
        let list = parse_name_list(text, start, end);
        if list.parties.is_empty() {
            continue;
        }
        warnings.push(format!(
            "no {} named by the other readers: read from the grant after the operative words \"{}\"",
            role.as_str(),
            excerpt(&text[operative.start()..end])
        ));
        return to_found(text, list, role, "grant_after_operative_words", warnings);
    }
    warnings.push(format!(
        "no {} in the grant after the operative words \"{}\": no verb of grant or release runs to a name there",
        role.as_str(),
        operative.as_str()
    ));
    Vec::new()
}

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
}
