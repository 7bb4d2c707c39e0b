//! Predecessors in title a ratification names: "the undersigned, A and her husband, B, claim an
//! interest in the minerals by inheritance from the late C": the ratifiers tell how they came to
//! own what the lease did not cover, and the one they inherited from (or was devised it by) is
//! no party, whichever reader ran on from the ratifiers' names into that clause.

use super::Found;
use super::patterns::keyword_pattern;
use super::spans::floor_boundary;
use crate::vocab::Role;
use regex::Regex;
use std::sync::LazyLock;

/// "by inheritance from the late", "inherited from her father,", "by devise from", "by descent
/// from": the words before the name of the one the ratifiers took from.
static TAKEN_FROM: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:by\s+(?:inheritance|descent|devise|will)|inherited|devised\s+to\s+(?:them|her|him)|as\s+(?:an?\s+)?(?:heirs?|devisees?))\s+(?:from|of)\s+(?:(?:the|their|her|his|said)\s+)?(?:late\s+)?(?:(?:father|mother|husband|wife|brother|sister|uncle|aunt|grandfather|grandmother|son|daughter)\s*,?\s*)?")
        .expect("taken-from pattern compiles")
});

/// Drops the givers of a ratification whose names follow the words that say the ratifiers took
/// their interest from them. A reader's evidence may run from well before the name (the
/// undersigned's clause read on past its verb), so the words are looked for right before the
/// name at the evidence's end.
pub(super) fn drop_predecessors_in_title(text: &str, found: &mut Vec<Found>, giver: Role, warnings: &mut Vec<String>) {
    found.retain(|f| {
        if f.party.role != giver {
            return true;
        }
        let end = f.party.evidence.end.min(text.len());
        let window = &text[floor_boundary(text, f.party.evidence.start.min(end).saturating_sub(80))..end];
        let first_word = f.party.name.split_whitespace().next().unwrap_or_default();
        let predecessor = TAKEN_FROM.find_iter(window).last().is_some_and(|taken| {
            let rest = window[taken.end()..].trim();
            rest.len() <= f.party.name.len() + 3 && rest.starts_with(first_word)
        });
        if predecessor {
            warnings.push(format!("{} is the one the ratifiers took their interest from: not a party", f.party.name));
        }
        !predecessor
    });
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair};
    use crate::vocab::{DocCategory, Role};

    /// Our own wordings of the ratifiers' claim through a predecessor (one damaged by a scan:
    /// "0ther", "in terest").
    #[test]
    fn the_one_ratifiers_inherited_from_is_no_ratifier() {
        for claim in [
            "claim an undivided interest in the oil, gas and 0ther minerals in said land by inheritance from the late Opal Mae Trent, \
which in terest was not leased by the lessor",
            "own a share of the minerals by inheritance from Otis Trent's widow, which share the lease did not cover",
        ] {
            let text = format!(
                "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, by oil and gas lease dated May 3, 1980, Otis Trent, as lessor, leased to \
CAHABA RIVER GAS CO., as lessee, the land below; and\nWHEREAS, the undersigned, MAVIS TRENT HOLT and her husband, CLYDE R. HOLT, \
{claim}; and\nNOW, THEREFORE, the undersigned ratify and confirm the lease and lease and let to Cahaba River Gas Co. their interest.\n"
            );
            let found = named(&text, DocCategory::LeaseRatification);
            assert!(found.contains(&pair("MAVIS TRENT HOLT", Role::Lessor)), "{found:?}");
            assert!(found.contains(&pair("CLYDE R. HOLT", Role::Lessor)), "{found:?}");
            assert!(!found.iter().any(|(name, _)| name.starts_with("Opal") || name.starts_with("Otis")), "{found:?}");
        }
    }
}
