//! A spouse who joins an instrument only to release dower, homestead or marital rights, or only
//! to consent, is no party (DOMAIN's label conventions), wherever the instrument says so. The name
//! grammar drops one whose limit is written inside the party list ("MARY ROE, his wife, who joins
//! only to release her dower"); this reads the limit a later clause or paragraph states of a
//! spouse the premises listed among the grantors without it ("The said Mary Roe signs this deed
//! only to release her homestead", "Mary Roe, wife of the Grantor, joins solely to consent").

use super::patterns::compile_pattern;
use super::spans::floor_boundary;
use crate::l0::PartyMatch;
use crate::pipeline::lowered::LoweredText;
use crate::vocab::EntityType;
use regex::Regex;
use std::sync::LazyLock;

/// "joins herein solely to release", "signs this servitude only to evidence her consent",
/// "executes this lease only for the purpose of waiving her homestead": a signature limited to a
/// spouse's rights, within one clause.
static JOINS_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)\b(?:join|sign|execut)\w*\b[^.;]{0,60}?\b(?:sole(?:ly)?|only)\b[^.;]{0,80}?\b(?:dower|homestead|marital|curtesy|consent\w*|community)\b",
    )
    .expect("joins-only pattern compiles")
});

/// Where the sentence holding `at` starts, looking back at most `reach` bytes: after a period that
/// ends a word of two letters or more (an initial's period ends no sentence), a semicolon or a
/// blank line.
fn sentence_start(text: &str, at: usize, reach: usize) -> usize {
    let from = floor_boundary(text, at.saturating_sub(reach));
    let window = &text[from..at];
    let bytes = window.as_bytes();
    let mut start = 0;
    for (i, &byte) in bytes.iter().enumerate() {
        let ends_sentence = match byte {
            b';' => true,
            b'.' => i >= 2 && bytes[i - 1].is_ascii_alphabetic() && bytes[i - 2].is_ascii_alphabetic(),
            b'\n' => window[..i].trim_end_matches([' ', '\t']).ends_with('\n'),
            _ => false,
        };
        if ends_sentence {
            start = i + 1;
        }
    }
    from + start
}

/// Whether a name after `before` is the object of a relation or a preposition ("husband of the
/// said ANN ROE", "conveyed to ANN ROE"), not the one who signs.
fn names_an_object(before: &str) -> bool {
    let mut words = before.split_whitespace().rev().map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()));
    let last = words.find(|word| !matches!(*word, "the" | "said" | "aforesaid" | ""));
    matches!(last, Some("of" | "to" | "by" | "from" | "with" | "and"))
}

/// Drops each grantor-side person whose signature a clause of the instrument limits to a spouse's
/// rights: the party named last in the clause's sentence before its verb. The side keeps at least
/// one party (the limit then speaks of someone the lists did not read).
pub(super) fn drop_spouses_joining_only_to_release(
    text: &str,
    lowered: &LoweredText,
    parties: &mut Vec<PartyMatch>,
    warnings: &mut Vec<String>,
) {
    let grantor_side = |p: &PartyMatch| p.role.is_grantor_side() && matches!(p.entity_type, EntityType::Person | EntityType::Unknown);
    if parties.iter().filter(|p| grantor_side(p)).count() < 2 || !lowered.holds_any(&["only", "solely"]) {
        return;
    }
    for limit in lowered.find_iter_from(&JOINS_ONLY, text, &["join", "sign", "execut"]) {
        let start = sentence_start(text, limit.start(), 300);
        let sentence = text[start..limit.start()].to_ascii_lowercase();
        let named_last = parties
            .iter()
            .enumerate()
            .filter(|(_, p)| grantor_side(p))
            .filter_map(|(at, p)| sentence.rfind(&p.name.to_ascii_lowercase()).map(|found| (found, at)))
            .max()
            .filter(|(found, _)| !names_an_object(&sentence[..*found]));
        let Some((_, at)) = named_last else { continue };
        if parties.iter().filter(|p| grantor_side(p)).count() < 2 {
            return;
        }
        let spouse = parties.remove(at);
        warnings.push(format!(
            "{} joins only to release dower, homestead or marital rights or to consent, as a later clause says: not a party",
            spouse.name
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair};
    use crate::vocab::{DocCategory, Role};

    /// Our own phrasings of a limit stated after the premises, in different decades' words.
    #[test]
    fn a_spouse_whose_signature_a_later_clause_limits_is_no_party() {
        let premises = "KNOW ALL MEN BY THESE PRESENTS, that we, Anatole J. Fontenot and Odile Marie Fontenot, his wife, hereinafter \
called \"Grantors\", do hereby grant and convey unto GULF COAST GAS COMPANY, hereinafter called \"Grantee\", a servitude \
over the land below.\n\n";
        for limit in [
            "The said Odile Marie Fontenot declares that the land is the separate property of her husband, and she signs this act only \
to evidence her consent.",
            "Odile Marie Fontenot, wife of the Grantor, joins in this instrument solely for the purpose of releasing her homestead.",
            "It is agreed that Odile Marie Fontenot executes this grant only to waive any marital or community interest.",
        ] {
            let text = format!("{premises}{limit}\n");
            assert_eq!(
                named(&text, DocCategory::RightOfWay),
                vec![pair("Anatole J. Fontenot", Role::Grantor), pair("GULF COAST GAS COMPANY", Role::Grantee)],
                "{limit}"
            );
        }
    }

    #[test]
    fn a_limit_that_speaks_of_someone_else_keeps_the_grantors() {
        let text = "KNOW ALL MEN BY THESE PRESENTS, that we, Anatole J. Fontenot and Odile Marie Fontenot, hereinafter called \
\"Grantors\", do hereby grant and convey unto GULF COAST GAS COMPANY, hereinafter called \"Grantee\", a servitude.\n\n\
Odile Marie Fontenot holds an undivided half of the land. Pierre Fontenot, husband of the said Odile Marie Fontenot, joins \
herein only to release his homestead.\n";
        let found = named(text, DocCategory::RightOfWay);
        assert!(found.contains(&pair("Odile Marie Fontenot", Role::Grantor)), "{found:?}");
        let alone = "KNOW ALL MEN BY THESE PRESENTS, that I, Anatole J. Fontenot, hereinafter called \"Grantor\", do hereby grant \
unto GULF COAST GAS COMPANY, hereinafter called \"Grantee\", a servitude.\n\nAnatole J. Fontenot signs only to consent.\n";
        assert!(named(alone, DocCategory::RightOfWay).contains(&pair("Anatole J. Fontenot", Role::Grantor)));
    }
}
