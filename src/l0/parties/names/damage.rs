//! A person's name read through the scan's damage to one of its words ("oliver Rey Tenner" where
//! the signature and a recital write "Tanner", "REBECOA J. FOX"), with facts and never a guess:
//!
//! - a word the Census lists lack is read as the listed name one letter away when the same
//!   instrument writes that name beside another word of the same person's name (the signature,
//!   the acknowledgment, a recital); or
//! - a given name of five letters or more that the lists lack is read as the only listed given
//!   name that one of OCR's usual letter confusions (c, e, o; h, b; i, l; g, q) makes of it.
//!   ("Lian" is a given name the lists lack, and "li" read for "h" would make it "Han": the
//!   pairs of letters read as one are trusted only where the instrument writes the reading.)
//!
//! A word that is itself a listed name is never changed, nor is a surname from the lists alone
//! (a surname outside the 10,000 most frequent is common; a given name outside the given-name
//! list is not). Every change is written in a warning with what it rests on.

use super::census::{is_given_name, is_name_word};
use super::clean::is_initial;
use crate::l0::PartyMatch;
use crate::vocab::EntityType;

/// Single letters OCR reads one for another in a name's type.
const CONFUSED_LETTERS: &[&[u8]] = &[b"CEO", b"HB", b"IL", b"GQ"];

/// Letter pairs OCR reads as one letter, and back.
const CONFUSED_PAIRS: &[(&[u8], &[u8])] = &[(b"RN", b"M"), (b"LI", b"H"), (b"CL", b"D")];

/// Reads every person's name of `parties` through the damage of one word, in place, and says so
/// in `warnings`.
pub(in crate::l0::parties) fn read_through_damage<'a>(
    text: &str,
    parties: impl Iterator<Item = &'a mut PartyMatch>,
    warnings: &mut Vec<String>,
) {
    let mut words = None;
    for party in parties.filter(|p| p.entity_type == EntityType::Person && p.name.split_whitespace().any(|w| is_damaged(bare(w)))) {
        let words = words.get_or_insert_with(|| letter_words(text));
        if let Some((name, because)) = repaired_name(words, &party.name) {
            warnings.push(format!("{} read as {name}: {because}", party.name));
            party.name = name;
        }
    }
}

/// A word of a name without the punctuation around it.
fn bare(word: &str) -> &str {
    word.trim_matches(|c: char| !c.is_ascii_alphabetic())
}

/// Whether a word of a name may be a damaged one: four letters or more, none but letters, and no
/// name the Census lists hold.
fn is_damaged(word: &str) -> bool {
    word.len() >= 4 && word.bytes().all(|b| b.is_ascii_alphabetic()) && !is_name_word(word)
}

/// The runs of ASCII letters of a text, in order, with where each starts. Read byte by byte:
/// no byte of a character outside ASCII is an ASCII letter, so the runs are those of the text's
/// characters, found without decoding every character of the whole text.
fn letter_words(text: &str) -> Vec<(usize, &str)> {
    let bytes = text.as_bytes();
    let mut words = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let Some(start) = bytes[at..].iter().position(u8::is_ascii_alphabetic).map(|offset| at + offset) else { break };
        let end = bytes[start..].iter().position(|b| !b.is_ascii_alphabetic()).map_or(bytes.len(), |offset| start + offset);
        words.push((start, &text[start..end]));
        at = end;
    }
    words
}

/// The name with one damaged word read as the name it is, and why; None when no word needs it
/// or the facts do not settle it.
fn repaired_name(text_words: &[(usize, &str)], name: &str) -> Option<(String, String)> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let bare: Vec<&str> = words.iter().map(|w| bare(w)).collect();
    let first_given = bare.iter().position(|w| w.len() > 1 && !is_initial(w));
    for (index, word) in bare.iter().enumerate() {
        if !is_damaged(word) || words.len() < 2 {
            continue;
        }
        let neighbours = (index.checked_sub(1).map(|i| bare[i]), bare.get(index + 1).copied());
        let (reading, because) = match written_beside(text_words, word, neighbours) {
            Some((reading, at)) => {
                let because = format!("the instrument writes {reading} beside the same name at byte {at}");
                (reading, because)
            }
            None if Some(index) == first_given && word.len() >= 5 => {
                let reading = confused_given_name(word)?;
                let because = format!("{word} is no listed given name and {reading} is the only one OCR's usual confusions make of it");
                (reading, because)
            }
            None => continue,
        };
        let reading = in_case_of(word, &reading);
        let repaired: Vec<String> =
            words.iter().enumerate().map(|(i, w)| if i == index { w.replacen(word, &reading, 1) } else { w.to_string() }).collect();
        return Some((repaired.join(" "), because));
    }
    None
}

/// The one listed name a letter away from `word` that the text writes next to a neighbouring
/// word of the same name ("Ray Tanner" for the "Tenner" of "Rey Tenner"), with where.
fn written_beside(text_words: &[(usize, &str)], word: &str, neighbours: (Option<&str>, Option<&str>)) -> Option<(String, usize)> {
    let mut found: Option<(String, usize)> = None;
    for (index, &(at, candidate)) in text_words.iter().enumerate() {
        if candidate.len().abs_diff(word.len()) > 1 || candidate.eq_ignore_ascii_case(word) || !one_letter_away(word, candidate) {
            continue;
        }
        let before = index.checked_sub(1).map(|i| text_words[i].1);
        let after = text_words.get(index + 1).map(|w| w.1);
        let same = |a: Option<&str>, b: Option<&str>| matches!((a, b), (Some(a), Some(b)) if !a.is_empty() && a.eq_ignore_ascii_case(b));
        if !(same(neighbours.0, before) || same(neighbours.1, after)) || !is_name_word(candidate) {
            continue;
        }
        let reading = candidate.to_ascii_uppercase();
        match &found {
            Some((other, _)) if *other != reading => return None,
            Some(_) => {}
            None => found = Some((reading, at)),
        }
    }
    found
}

/// Whether two words differ by one letter read for another, or by a pair of letters read as one
/// ("rn" for "m"), ignoring case.
/// Compared in place, case ignored: this runs on every word of the text as long as the damaged
/// one, give or take a letter.
fn one_letter_away(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let same = |x: &u8, y: &u8| x.eq_ignore_ascii_case(y);
    if a.len() == b.len() {
        return a.iter().zip(b).filter(|(x, y)| !same(x, y)).count() == 1;
    }
    let (long, short) = if a.len() > b.len() { (a, b) } else { (b, a) };
    let prefix = long.iter().zip(short).take_while(|(x, y)| same(x, y)).count();
    let opens = |word: &[u8], with: &[u8]| word.get(..with.len()).is_some_and(|head| head.eq_ignore_ascii_case(with));
    CONFUSED_PAIRS.iter().any(|(pair, one)| {
        opens(&long[prefix..], pair) && opens(&short[prefix..], one) && long[prefix + 2..].eq_ignore_ascii_case(&short[prefix + 1..])
    })
}

/// The only listed given name that one of OCR's usual letter confusions makes of `word`.
fn confused_given_name(word: &str) -> Option<String> {
    let upper = word.to_ascii_uppercase().into_bytes();
    let mut found: Option<String> = None;
    let mut consider = |candidate: Vec<u8>| -> bool {
        let Ok(candidate) = String::from_utf8(candidate) else { return true };
        if !is_given_name(&candidate) {
            return true;
        }
        match &found {
            Some(other) if *other != candidate => false,
            _ => {
                found = Some(candidate);
                true
            }
        }
    };
    for at in 0..upper.len() {
        for group in CONFUSED_LETTERS.iter().filter(|g| g.contains(&upper[at])) {
            for &letter in group.iter().filter(|&&l| l != upper[at]) {
                let mut candidate = upper.clone();
                candidate[at] = letter;
                if !consider(candidate) {
                    return None;
                }
            }
        }
    }
    found
}

/// `reading` (in capitals) written in the case of `word`: capitals, lower case or capitalised.
fn in_case_of(word: &str, reading: &str) -> String {
    if word.bytes().filter(u8::is_ascii_uppercase).count() >= 2 {
        reading.to_string()
    } else if word.bytes().all(|b| b.is_ascii_lowercase()) {
        reading.to_ascii_lowercase()
    } else {
        let lower = reading.to_ascii_lowercase();
        let mut letters = lower.chars();
        letters.next().map(|first| first.to_ascii_uppercase().to_string() + letters.as_str()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repaired(text: &str, name: &str) -> Option<String> {
        repaired_name(&letter_words(text), name).map(|(name, _)| name)
    }

    #[test]
    fn a_surname_is_read_as_the_instrument_writes_it_beside_the_same_given_name() {
        let text = "between walter Roy Hubbell and Mae Hubbell, his wife ... /s/ Walter Roy Hubbell";
        assert_eq!(repaired(text, "walter Roy Hubbeli"), Some("walter Roy Hubbell".to_string()));
        let signed = "GRANTORS: OTTO P. KRANZ ... personally appeared OTTO P. KRANZ";
        assert_eq!(repaired(signed, "OTTO P. KRAMZ"), Some("OTTO P. KRANZ".to_string()));
        // "rn" read for "m", the reading found after the same given name.
        let pair = "unto Edna Hammond ... witness the hand of Edna Hammond";
        assert_eq!(repaired(pair, "Edna Hamrnond"), Some("Edna Hammond".to_string()));
    }

    #[test]
    fn a_given_name_one_confusion_from_a_listed_one_is_read_as_it() {
        assert_eq!(repaired("", "REBECOA J. FOX"), Some("REBECCA J. FOX".to_string()));
        assert_eq!(repaired("", "Marqaret E. Lewis"), Some("Margaret E. Lewis".to_string()));
        assert_eq!(repaired("", "ELIZABETb ROSS"), Some("ELIZABETH ROSS".to_string()));
        assert_eq!(repaired("", "Wiliiam Gray"), Some("William Gray".to_string()));
    }

    #[test]
    fn a_word_that_reads_as_a_name_or_an_unlisted_surname_alone_is_left_as_written() {
        // Listed names, however close to others, are names.
        assert_eq!(repaired("Jane Dale and Jane Date", "Jane Dale"), None);
        assert_eq!(repaired("", "CARL HEISE"), None);
        // An unlisted surname with nothing in the instrument to read it by stays.
        assert_eq!(repaired("", "OTTO REINHOLT"), None);
        assert_eq!(repaired("", "JOLENE K. OKEY"), None);
        // A given name the confusions make two listed names of is not settled.
        assert_eq!(repaired("", "BRANDCN SMITH"), None);
        // A short given name the lists lack is not read as a listed one.
        assert_eq!(repaired("", "Lian Wu"), None);
        assert_eq!(repaired("", "TCRI SMITH"), None);
        // A lone word far from the same name elsewhere proves nothing.
        assert_eq!(repaired("the Tanner tract", "Oliver Tenner"), None);
    }

    #[test]
    fn letters_read_one_for_another_or_two_for_one() {
        assert!(one_letter_away("Tenner", "Tanner"));
        assert!(one_letter_away("Hamrnond", "Hammond"));
        assert!(one_letter_away("Clark", "Dark"));
        assert!(!one_letter_away("Tenner", "Tannor"));
        assert!(!one_letter_away("Smith", "Smiths"));
        // Whatever the case each word is written in.
        assert!(one_letter_away("TENNER", "tanner"));
        assert!(one_letter_away("hammond", "HAMRNOND"));
        assert!(!one_letter_away("TANNER", "tanner"));
        assert!(!one_letter_away("Hamrnond", "Hamm"));
    }

    #[test]
    fn letter_words_are_the_runs_of_ascii_letters_whatever_surrounds_them() {
        let text = "Jos\u{e9} MU\u{d1}OZ, d/b/a \u{201c}Ro\u{df}\u{201d} 12th; \u{17f}aid Ray\nTanner\u{2014}x";
        let expected = crate::l0::parties::spans::runs_of(text, |c| c.is_ascii_alphabetic());
        assert_eq!(letter_words(text), expected);
        assert_eq!(letter_words("Edna"), vec![(0, "Edna")]);
        assert!(letter_words("12 \u{e9}").is_empty());
    }

    #[test]
    fn the_reading_keeps_the_case_the_name_is_written_in() {
        assert_eq!(in_case_of("REBECOA", "REBECCA"), "REBECCA");
        assert_eq!(in_case_of("Tenner", "TANNER"), "Tanner");
        assert_eq!(in_case_of("tenner", "TANNER"), "tanner");
    }
}
