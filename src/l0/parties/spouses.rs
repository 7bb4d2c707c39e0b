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
/// "executes this lease only for the purpose of waiving her homestead", "joins herein pro forma
/// only" (the Texas form of a spouse joining without an interest): a signature limited to a
/// spouse's rights, within one clause.
static JOINS_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)\b(?:join|sign|execut)\w*\b[^.;]{0,60}?\b(?:(?:sole(?:ly)?|only)\b[^.;]{0,80}?\b(?:dower|homestead|marital|curtesy|consent\w*|community)|pro[\s-]*forma\s+only|only\s+pro[\s-]*forma)\b",
    )
    .expect("joins-only pattern compiles")
});

/// "a married man whose wife, ADA ROE, signs below only to consent": the limit's subject is the
/// spouse the relative clause names; the owner before "whose" is not.
static WHOSE_SPOUSE: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)\bwhose\s+(?:wife|husband|spouse)\b").expect("whose-spouse pattern compiles"));

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

/// The word before a name, past "the", "said" and "aforesaid".
fn word_before(before: &str) -> Option<&str> {
    let mut words = before.split_whitespace().rev().map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()));
    words.find(|word| !matches!(*word, "the" | "said" | "aforesaid" | ""))
}

/// Whether a word makes the name after it the object of a relation or a preposition ("husband
/// of the said ANN ROE", "conveyed to ANN ROE"), not one who signs.
fn is_object_marker(word: &str) -> bool {
    matches!(word, "of" | "to" | "by" | "from" | "with")
}

/// The names a limit's sentence gives as its subject, from the (lower-cased) sentence before the
/// verb and the positions of the names it holds, in order: a name after "of", "to", "by", "from"
/// or "with" is an object; one after "and" shares the subject with the name it is joined to, the
/// list's head after ", and" ("A, husband of X, and B"), else the words since the last comma
/// ("A and B", but not "the mother of A and B").
fn subject_names(sentence: &str, named_at: &[usize]) -> Vec<bool> {
    let mut subjects = Vec::with_capacity(named_at.len());
    for &at in named_at {
        let before = &sentence[..at];
        let subject = match word_before(before) {
            Some(word) if is_object_marker(word) => false,
            Some("and") => {
                let before_and = before.trim_end().strip_suffix("and").unwrap_or(before).trim_end();
                if before_and.ends_with(',') {
                    subjects.first().copied().unwrap_or(true)
                } else {
                    let since_comma = before_and.rfind(',').map_or(before_and, |comma| &before_and[comma + 1..]);
                    !since_comma.split_whitespace().any(|word| is_object_marker(word.trim_matches(|c: char| !c.is_alphanumeric())))
                }
            }
            _ => true,
        };
        subjects.push(subject);
    }
    subjects
}

/// Drops each person whose signature a clause of the instrument limits to a spouse's rights: the
/// names its sentence gives as the subject before its verb, on every side (a partition lists its
/// cotenants' spouses on both). The grantor side keeps at least one party (the limit then speaks
/// of someone the lists did not read).
pub(super) fn drop_spouses_joining_only_to_release(
    text: &str,
    lowered: &LoweredText,
    parties: &mut Vec<PartyMatch>,
    warnings: &mut Vec<String>,
) {
    let person = |p: &PartyMatch| matches!(p.entity_type, EntityType::Person | EntityType::Unknown);
    let grantor_side = |p: &PartyMatch| p.role.is_grantor_side() && person(p);
    if parties.iter().filter(|p| grantor_side(p)).count() < 2 || !lowered.holds_any(&["only", "solely"]) {
        return;
    }
    for limit in lowered.find_iter_from(&JOINS_ONLY, text, &["join", "sign", "execut"]) {
        let start = sentence_start(text, limit.start(), 300);
        let start = WHOSE_SPOUSE.find_iter(&text[start..limit.start()]).last().map_or(start, |whose| start + whose.end());
        let sentence = text[start..limit.start()].to_ascii_lowercase();
        let mut named: Vec<(usize, String)> = parties
            .iter()
            .filter(|p| person(p))
            .filter_map(|p| {
                let name = p.name.to_ascii_lowercase();
                sentence.find(&name).map(|found| (found, name))
            })
            .collect();
        named.sort();
        named.dedup();
        let subjects = subject_names(&sentence, &named.iter().map(|(at, _)| *at).collect::<Vec<_>>());
        for ((_, name), _) in named.iter().zip(subjects).filter(|(_, subject)| *subject) {
            let signs = |p: &PartyMatch| person(p) && p.name.eq_ignore_ascii_case(name);
            let others_on_grantor_side = parties.iter().filter(|p| grantor_side(p) && !signs(p)).count();
            if others_on_grantor_side == 0 {
                return;
            }
            let Some(spouse) = parties.iter().find(|p| signs(p)).map(|p| p.name.clone()) else { continue };
            parties.retain(|p| !signs(p));
            warnings.push(format!(
                "{spouse} joins only to release dower, homestead or marital rights or to consent, as a later clause says: not a party"
            ));
        }
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

    /// A partition between a widow and her brother, whose wife signs only to consent as a
    /// relative clause of the premises says ("a married man whose wife, X, signs below only to
    /// consent"), and one whose husband "joins herein pro forma only": the spouses are no parties,
    /// the owners named before "whose" stay on both sides.
    #[test]
    fn a_spouse_named_in_a_relative_clause_or_joining_pro_forma_is_dropped_not_the_owner() {
        let whose = "PARTITION DEED\n\nThis partition deed is made on the 9th day of May, 1979, by and between IRMA JEAN COLLIER, a \
widow, and her brother, DEXTER LEE BOYKIN, a married man whose wife, Nadine Boykin, signs below only to show her consent, \
the two being the sole owners of the land below.\n\nNOW THEREFORE, Irma Jean Collier and Dexter Lee Boykin partition the land:\n\n\
1. Dexter Lee Boykin grants and conveys to Irma Jean Collier all of his undivided interest in Section 8.\n\n\
2. Irma Jean Collier grants and conveys to Dexter Lee Boykin all of her undivided interest in Section 9.\n";
        let found = named(whose, DocCategory::PartitionDeed);
        for owner in ["Irma Jean Collier", "Dexter Lee Boykin"] {
            assert!(found.iter().any(|(name, role)| name.eq_ignore_ascii_case(owner) && *role == Role::Grantor), "{owner}: {found:?}");
            assert!(found.iter().any(|(name, role)| name.eq_ignore_ascii_case(owner) && *role == Role::Grantee), "{owner}: {found:?}");
        }
        let pro_forma = "KNOW ALL MEN BY THESE PRESENTS: That we, Otto F. Reuter and Ida Reuter Voss, do hereby grant, sell and convey \
unto Emil A. Reuter the north half of Section 4.\n\nAugust Voss, husband of the said Ida, joins herein pro forma only.\n\n\
Otto F. Reuter\nIda Reuter Voss\nAugust Voss\n";
        let found = named(pro_forma, DocCategory::WarrantyDeed);
        assert!(!found.iter().any(|(name, _)| name == "August Voss"), "{found:?}");
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

    /// Several spouses whose limit one later sentence or paragraph states together ("Each of the
    /// undersigned spouses, A and B, joins ...", "SPOUSES. A and B sign only ...", "A, husband of
    /// X, and B, wife of Y, sign below only to disclaim ..."): every spouse in the sentence's
    /// subject is dropped, on every side, and the owners named after "of" stay.
    #[test]
    fn spouses_whose_limit_a_later_sentence_states_together_are_no_parties() {
        let deed = "KNOW ALL MEN BY THESE PRESENTS: That we, AMOS T. LEHR and CORA LEHR, his wife, HUGO P. LEHR, single, and \
NELL LEHR BATES and OREN BATES, her husband, do hereby sell and convey unto WADE KORTE, his heirs and assigns, the land \
below.\n\nThe South Half of Section Nine.\n\n";
        let grantors = [pair("AMOS T. LEHR", Role::Grantor), pair("HUGO P. LEHR", Role::Grantor), pair("NELL LEHR BATES", Role::Grantor)];
        let partition = "PARTITION DEED\n\nTHIS PARTITION DEED is made between RUDOLF A. KESSEL and ERNST P. KESSEL (together the \
\"Cotenants\"), with MINNA KESSEL, wife of Rudolf A. Kessel, and LOTTE KESSEL, wife of Ernst P. Kessel, who join below for \
the limited purpose stated.\n\n1. RUDOLF A. KESSEL conveys and quitclaims to ERNST P. KESSEL all his undivided half interest \
in the North Half of Section Four, to be held in severalty.\n\n2. ERNST P. KESSEL conveys and quitclaims to RUDOLF A. KESSEL \
all his undivided half interest in the South Half of Section Four, to be held in severalty.\n\n";
        let cases: Vec<(String, DocCategory)> = [
            "Each of the undersigned spouses, Cora Lehr and Oren Bates, joins herein only to relinquish all rights of dower and homestead.",
            "SPOUSES. Cora Lehr and Oren Bates sign only to release their marital and homestead rights and take nothing by this deed.",
            "Cora Lehr, wife of Amos T. Lehr, and Oren Bates, husband of Nell Lehr Bates, sign below only to disclaim any community \
interest in the land.",
            "The said Cora Lehr and Oren Bates execute this deed solely to waive their homestead rights.",
            "4. Joinder. CORA LEHR and OREN BATES join in this conveyance only for the purpose of releasing dower and curtesy.",
        ]
        .iter()
        .map(|limit| (format!("{deed}{limit}\n"), DocCategory::WarrantyDeed))
        .chain(
            [
                "3. SPOUSES. Minna Kessel and Lotte Kessel sign only to release their marital and homestead rights and take nothing.",
                "3. Spouses. Minna Kessel, wife of Rudolf A. Kessel, and Lotte Kessel, wife of Ernst P. Kessel, sign below only to \
disclaim any community interest in the land.",
            ]
            .iter()
            .map(|limit| (format!("{partition}{limit}\n"), DocCategory::PartitionDeed)),
        )
        .collect();
        let misread: Vec<_> = cases
            .iter()
            .map(|(text, category)| (named(text, *category), text, category))
            .filter(|(found, _, category)| {
                let spouses = found
                    .iter()
                    .any(|(name, _)| ["CORA LEHR", "OREN BATES", "MINNA KESSEL", "LOTTE KESSEL"].contains(&name.to_uppercase().as_str()));
                let owners_kept = if **category == DocCategory::PartitionDeed {
                    ["RUDOLF A. KESSEL", "ERNST P. KESSEL"]
                        .iter()
                        .all(|owner| found.iter().any(|(name, role)| name.starts_with(owner) && role.is_grantor_side()))
                } else {
                    grantors.iter().all(|owner| found.contains(owner)) && found.contains(&pair("WADE KORTE", Role::Grantee))
                };
                spouses || !owners_kept
            })
            .map(|(found, text, _)| (text.lines().last().unwrap_or("").to_string(), found))
            .collect();
        assert!(misread.is_empty(), "{} of {} misread: {misread:#?}", misread.len(), cases.len());
    }

    /// The names after "of" in the limit's subject are the owners the spouses are married to.
    #[test]
    fn owners_named_after_of_in_the_limit_keep_their_place() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That we, AMOS T. LEHR and HUGO P. LEHR, do hereby sell and convey unto WADE \
KORTE the land below.\n\nThe South Half of Section Nine.\n\nThe mother of Amos T. Lehr and Hugo P. Lehr signs only to consent.\n";
        let found = named(text, DocCategory::WarrantyDeed);
        assert!(found.contains(&pair("AMOS T. LEHR", Role::Grantor)) && found.contains(&pair("HUGO P. LEHR", Role::Grantor)), "{found:?}");
    }
}
