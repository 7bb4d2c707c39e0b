//! The words an instrument's form is written in (its captions, operative clauses,
//! acknowledgment, seal and signers' lines), and what a name's own words say about it: a word
//! that is two of them glued by a scan ("MYCOMMISSION", "EACHSIGNER", "ASSIGNMENTOF") is form
//! text, never a surname; a name written twice over ("ADA ROE ADA ROE") is one name; two people
//! run together ("ADA ROE BEN ROE") are no one name.

use super::census::{is_given_name, is_name_word};
use super::clean::{is_connector, is_initial};

/// Words of an instrument's printed form that a scan glues to the word beside them: the words of
/// captions ("ASSIGNMENT OF"), of the granting and warranty clauses ("each signer gives up"), of
/// the acknowledgment and of the notary's seal ("My commission expires"). Sorted, for a binary
/// search; lower case.
const FORM_WORDS: &[&str] = &[
    "acknowledged",
    "acknowledgment",
    "all",
    "and",
    "appeared",
    "assignee",
    "assignment",
    "assignor",
    "before",
    "by",
    "commission",
    "conveyance",
    "day",
    "deed",
    "each",
    "executed",
    "expires",
    "for",
    "grantee",
    "grantor",
    "hand",
    "hereby",
    "in",
    "lease",
    "lessee",
    "lessor",
    "mortgage",
    "my",
    "notarial",
    "notary",
    "of",
    "official",
    "personally",
    "public",
    "release",
    "said",
    "seal",
    "signed",
    "signer",
    "signers",
    "subscribed",
    "sworn",
    "the",
    "this",
    "to",
    "unto",
    "warranty",
    "witness",
];

/// The fewest letters of a glued word, and of its longer half: "ALLDAY" or "INMAN" (a surname
/// the lists may lack) is two short words only by chance; a glue a form makes holds one long
/// word of it ("MY" + "COMMISSION").
const SHORTEST_GLUE: usize = 7;
const LONGER_HALF: usize = 5;

/// Whether `word` is two form words a scan glued together ("Mycommission", "EACHSIGNER",
/// "ASSIGNMENTOF"), and no given name or surname of the Census lists. Asked of every word of
/// every candidate name, so a short word or a known name is answered before any split is tried,
/// and the split halves are looked up in place.
pub(in crate::l0::parties) fn is_form_glue(word: &str) -> bool {
    let bare = word.trim_matches(|c: char| !c.is_ascii_alphabetic());
    if bare.len() < SHORTEST_GLUE || bare.len() > 24 || !bare.bytes().all(|b| b.is_ascii_alphabetic()) || is_name_word(bare) {
        return false;
    }
    let mut lower = [0u8; 24];
    lower[..bare.len()].copy_from_slice(bare.as_bytes());
    lower[..bare.len()].make_ascii_lowercase();
    let Ok(lower) = std::str::from_utf8(&lower[..bare.len()]) else { return false };
    (2..=lower.len() - 2).any(|at| {
        let (head, tail) = lower.split_at(at);
        head.len().max(tail.len()) >= LONGER_HALF && FORM_WORDS.binary_search(&head).is_ok() && FORM_WORDS.binary_search(&tail).is_ok()
    })
}

/// Whether two words are the same word of a name, case and trailing punctuation aside.
fn same_word(a: &str, b: &str) -> bool {
    a.trim_end_matches(['.', ',']).eq_ignore_ascii_case(b.trim_end_matches(['.', ',']))
}

/// How many leading words of a name a scan or a form's repeated blank wrote a second time
/// right after them ("Lucinda Roe LUCINDA ROE", "Kiowa Oil Kiowa Oil Corporation"): those words
/// are dropped and the name read once. Two words or more, so "Roe Roe" (a given name that is
/// also the surname) is kept.
pub(super) fn repeated_lead(words: &[&str]) -> usize {
    (2..=words.len() / 2).find(|&count| (0..count).all(|at| same_word(words[at], words[count + at]))).unwrap_or(0)
}

/// Whether a person's name holds two people run together, each with the same surname: "Ada Roe
/// Ben Roe", "Miguel A. Roe Rosa Roe" (a signature line or a list whose comma or "and" the scan
/// lost). The family name closes the first name and the last, and what follows the first
/// closing is a given name or an initial. A connector between ("Maria Roe de Roe", "Juan Roe y
/// Roe") is one person's double surname.
pub(super) fn holds_two_persons(words: &[&str]) -> bool {
    let Some((last, _)) = words.split_last() else { return false };
    if words.len() < 4 || words.iter().any(|w| is_connector(w)) || is_initial(last) || last.len() < 2 {
        return false;
    }
    (1..words.len() - 2).any(|at| {
        let next = words[at + 1];
        same_word(words[at], last) && !is_initial(words[at]) && (is_given_name(next) || is_initial(next))
    })
}

#[cfg(test)]
mod tests {
    use super::super::clean::clean_name;
    use super::*;

    /// One part of a name corrupted at a time, as the trap writers and the scans do: each row
    /// is a base name of our own, how its text is spoiled, and what a reader should make of it
    /// (the base name, or nothing when what is left is form text).
    #[test]
    fn each_corrupted_part_of_a_name_is_read_or_set_aside() {
        // Each person with the surname and the same name as a scan spoils one letter of it.
        let people = [
            ("Ada L. Quill", "Quill", "Ada L. Qui1l"),
            ("BENNETT R. HOLLOWAY", "HOLLOWAY", "BENNETT R. H0LLOWAY"),
            ("Oralee Vantassel", "Vantassel", "Ora1ee Vantassel"),
        ];
        let companies = ["Kestrel Draw Oil Company", "PINE HOLLOW ROYALTY, LLC"];
        let mut cases: Vec<(String, Option<String>)> = Vec::new();
        for (name, surname, misread) in people {
            let upper = name.to_uppercase();
            let given = if name == upper { "MARTHA" } else { "Martha" };
            cases.extend([
                // Unspoiled.
                (name.to_string(), Some(name.to_string())),
                // Written twice over, the second time in capitals (a name and its signature line).
                (format!("{name} {upper}"), Some(upper.clone())),
                // A second person whose comma the scan lost.
                (format!("{name} {given} {surname}"), None),
                // The notary's seal line glued into one word after it.
                (format!("{name} Mycommission"), None),
                // A clause's opening glued after it ("each signer gives up").
                (format!("{name} EACHSIGNER"), None),
                // The caption glued to its first word.
                (format!("ASSIGNMENTOF {name}"), Some(name.to_string())),
                // A digit for a letter.
                (misread.to_string(), Some(name.to_string())),
            ]);
        }
        for name in companies {
            let upper = name.to_uppercase();
            cases.extend([
                (name.to_string(), Some(name.to_string())),
                (format!("{} {name}", name.rsplit_once(' ').map_or(name, |(lead, _)| lead)), Some(name.to_string())),
                (format!("{name} Mycommission"), None),
                (format!("WARRANTYDEED {upper}"), Some(upper.clone())),
            ]);
        }
        // Form text alone.
        for text in ["Seal) Mycommission", "ASSIGNMENTOF OIL", "ted. Eachsigner", "NOTARYPUBLIC"] {
            cases.push((text.to_string(), None));
        }
        let missed: Vec<String> = cases
            .iter()
            .filter(|(text, expected)| clean_name(text).as_deref().map(|n| n.trim_end_matches(',')) != expected.as_deref())
            .map(|(text, expected)| format!("{text:?}: {:?}, expected {expected:?}", clean_name(text)))
            .collect();
        assert!(missed.is_empty(), "{} of {} corrupted names read:\n{}", cases.len() - missed.len(), cases.len(), missed.join("\n"));
    }

    #[test]
    fn form_words_are_sorted() {
        assert!(FORM_WORDS.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn glued_form_words_are_found() {
        for glued in ["MYCOMMISSION", "Mycommission", "EACHSIGNER", "Eachsigner", "ASSIGNMENTOF", "NOTARYPUBLIC", "(Mycommission"] {
            assert!(is_form_glue(glued), "{glued}");
        }
    }

    #[test]
    fn names_are_no_glue() {
        // Known names, short words made of short form words, and words no form word makes.
        for word in ["HENDERSON", "Toland", "INMAN", "Allday", "Thornbury", "Bysealed", "ANDERSON", "Mayhew", "Sealby"] {
            assert!(!is_form_glue(word), "{word}");
        }
    }

    #[test]
    fn a_name_written_twice_is_read_once() {
        assert_eq!(repeated_lead(&["Lucinda", "Roe", "LUCINDA", "ROE"]), 2);
        assert_eq!(repeated_lead(&["Kiowa", "Oil", "Kiowa", "Oil", "Corporation"]), 2);
        assert_eq!(repeated_lead(&["Ada", "B.", "Quill", "ADA", "B", "QUILL"]), 3);
        assert_eq!(repeated_lead(&["Roe", "Roe"]), 0);
        assert_eq!(repeated_lead(&["Ada", "Roe", "Smith"]), 0);
    }

    #[test]
    fn two_people_run_together_are_no_name() {
        assert!(holds_two_persons(&["Ada", "Lee", "Roe", "Martha", "Roe"]));
        assert!(holds_two_persons(&["Miguel", "A.", "Garza", "Rosa", "Garza"]));
        assert!(holds_two_persons(&["John", "Smith", "J.", "Smith"]));
        assert!(!holds_two_persons(&["Maria", "Garza", "de", "Garza"]));
        assert!(!holds_two_persons(&["Ada", "Lee", "Roe"]));
        assert!(!holds_two_persons(&["Ada", "Smith", "Jones"]));
        assert!(!holds_two_persons(&["Smith", "John", "Smith"]));
    }
}
