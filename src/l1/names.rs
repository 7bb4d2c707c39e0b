//! Canonical party names: what an examiner writes on a runsheet (DOMAIN.md, Parties). Upper
//! case, single spaces, "SMITH, JOHN A." turned to "JOHN A. SMITH", initials written "A.",
//! corporate designators written one way, suffixes kept, because JR and SR are different people.

use crate::vocab::EntityType;

const SUFFIXES: [&str; 7] = ["JR", "SR", "II", "III", "IV", "V", "ESQ"];

/// Designator spellings and the one form the runsheet uses.
const DESIGNATORS: [(&[&str], &str); 8] = [
    (&["INC", "INCORPORATED"], "INC"),
    (&["LLC", "L L C"], "LLC"),
    (&["LP", "L P", "LIMITED PARTNERSHIP"], "LP"),
    (&["CO", "COMPANY"], "CO"),
    (&["CORP", "CORPORATION"], "CORP"),
    (&["LTD", "LIMITED"], "LTD"),
    (&["NA", "N A", "NATIONAL ASSOCIATION"], "N.A."),
    (&["FSB", "F S B"], "FSB"),
];

/// The canonical name of a party as written (descriptors and capacity already removed by L0).
pub fn canonical_name(written: &str, entity_type: EntityType) -> String {
    let upper = written.to_uppercase().replace(['\u{2019}', '`'], "'");
    let person = entity_type == EntityType::Person;
    let reordered = if person { surname_first_to_given_first(&upper) } else { upper };
    let words = words(&reordered);
    let words = if person { words } else { organisation_words(words) };
    words.join(" ")
}

/// The key under which two canonical names are the same name: no periods, `AND` as `&`.
pub fn name_key(canonical: &str) -> String {
    canonical
        .split_whitespace()
        .map(|w| w.trim_matches('.').replace('.', ""))
        .filter(|w| !w.is_empty())
        .map(|w| if w == "AND" { "&".to_string() } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The surname of a person's canonical name: the last word that is not a suffix.
pub fn surname(canonical: &str) -> Option<&str> {
    canonical.split_whitespace().rev().find(|w| !SUFFIXES.contains(&w.trim_end_matches('.')))
}

/// "SMITH, JOHN A., JR." → "JOHN A. SMITH, JR."; a comma before a suffix alone is not an
/// inversion.
fn surname_first_to_given_first(name: &str) -> String {
    let parts: Vec<&str> = name.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
    let is_suffix = |part: &str| SUFFIXES.contains(&part.trim_end_matches('.'));
    match parts.as_slice() {
        [surname, given] if !is_suffix(given) && !surname.contains(' ') => format!("{given} {surname}"),
        [surname, given, suffix] if is_suffix(suffix) && !surname.contains(' ') => format!("{given} {surname} {suffix}"),
        _ => parts.join(" "),
    }
}

/// Splits into words, writing initials as "J." ("J.A." → "J. A.") and dropping stray
/// punctuation; `&`, hyphens and apostrophes inside names are kept.
fn words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for raw in name.split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == ':') {
        let word = raw.trim_matches(|c: char| !(c.is_alphanumeric() || c == '&' || c == '.'));
        if word.is_empty() || word.chars().all(|c| c == '.') {
            continue;
        }
        let letters: Vec<&str> = word.split('.').filter(|p| !p.is_empty()).collect();
        if word.contains('.') && letters.len() > 1 && letters.iter().all(|p| p.chars().count() == 1) {
            out.extend(letters.iter().map(|l| format!("{l}.")));
        } else if let [initial] = letters.as_slice()
            && initial.chars().count() == 1
            && initial.chars().all(char::is_alphabetic)
        {
            out.push(format!("{initial}."));
        } else if SUFFIXES.contains(&word.trim_end_matches('.'))
            || (word.len() > 1 && word.ends_with('.') && !word[..word.len() - 1].contains('.'))
        {
            out.push(word.trim_end_matches('.').to_string());
        } else {
            out.push(word.to_string());
        }
    }
    out
}

/// Writes corporate designators one way ("Company" → "CO", "L.L.C." → "LLC") and "AND" as "&".
fn organisation_words(words: Vec<String>) -> Vec<String> {
    let plain: Vec<String> = words.iter().map(|w| w.replace('.', "")).collect();
    let mut out = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        let mut matched = None;
        'designators: for (spellings, canonical) in DESIGNATORS {
            for spelling in spellings {
                let parts: Vec<&str> = spelling.split(' ').collect();
                if plain.len() >= i + parts.len() && plain[i..i + parts.len()].iter().zip(&parts).all(|(w, p)| w == p) {
                    matched = Some((parts.len(), canonical));
                    break 'designators;
                }
            }
        }
        match matched {
            // A designator is only a designator after the name, not as its first word ("Limited
            // Royalty Partners" keeps "LIMITED").
            Some((length, canonical)) if i > 0 => {
                out.push(canonical.to_string());
                i += length;
            }
            _ => {
                out.push(if plain[i] == "AND" { "&".to_string() } else { words[i].clone() });
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(name: &str) -> String {
        canonical_name(name, EntityType::Person)
    }

    fn company(name: &str) -> String {
        canonical_name(name, EntityType::Organization)
    }

    #[test]
    fn persons_in_upper_case_with_initials() {
        assert_eq!(person("John A. Smith"), "JOHN A. SMITH");
        assert_eq!(person("J.A.  Smith"), "J. A. SMITH");
        assert_eq!(person("JOHN A SMITH"), "JOHN A. SMITH");
    }

    #[test]
    fn surname_first_names_are_turned() {
        assert_eq!(person("Smith, John A."), "JOHN A. SMITH");
        assert_eq!(person("SMITH, JOHN A., JR."), "JOHN A. SMITH JR");
        assert_eq!(person("John A. Smith, Jr."), "JOHN A. SMITH JR");
    }

    #[test]
    fn suffixes_are_kept_so_jr_and_sr_differ() {
        assert_ne!(name_key(&person("John Smith, Jr.")), name_key(&person("John Smith, Sr.")));
    }

    #[test]
    fn designators_are_written_one_way() {
        assert_eq!(company("Humble Oil & Refining Company"), "HUMBLE OIL & REFINING CO");
        assert_eq!(company("XTO Energy, Inc."), "XTO ENERGY INC");
        assert_eq!(company("Permian Basin Royalty Partners, L.P."), "PERMIAN BASIN ROYALTY PARTNERS LP");
        assert_eq!(company("Smith and Jones Oil Corporation"), "SMITH & JONES OIL CORP");
        assert_eq!(company("Silver Hill Haynesville E&P, L.L.C."), "SILVER HILL HAYNESVILLE E&P LLC");
        assert_eq!(company("Limited Royalty Partners"), "LIMITED ROYALTY PARTNERS");
    }

    #[test]
    fn keys_ignore_periods_and_and() {
        assert_eq!(name_key("J. A. SMITH"), "J A SMITH");
        assert_eq!(name_key("SMITH AND JONES"), "SMITH & JONES");
    }

    #[test]
    fn surname_skips_suffixes() {
        assert_eq!(surname("JOHN A. SMITH JR"), Some("SMITH"));
    }
}
