//! Facts about names: the US Census Bureau's frequency lists of given names and surnames
//! (`data/census/`, public domain, source in its README). A word of a candidate name that is a
//! common given name or surname is evidence of a person's name that capitals alone never give:
//! "Diana M. Kessling" and "john wesley bradshaw" are names, "FINANCING STATEMENT" and
//! "OKLAHOMA CITY" are not.
//!
//! Each list is read once into a hash set; a lookup upper-cases the word into a buffer on the
//! stack, so asking costs no allocation and no pattern search.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The lists' sets, hashed with FNV-1a: every word of every candidate name is looked up, and the
/// words are short. The standard library's SipHash, built to resist keys chosen by an attacker,
/// costs several times as much on them, and the keys here are the lists' own and the text's
/// words, whose worst case is a slower lookup, never a wrong one.
type NameSet = HashSet<&'static str, fnv::FnvBuildHasher>;

static GIVEN_NAMES: LazyLock<NameSet> =
    LazyLock::new(|| include_str!("../../../../data/census/given_names.txt").lines().filter(|l| !l.is_empty()).collect());

static SURNAMES: LazyLock<NameSet> =
    LazyLock::new(|| include_str!("../../../../data/census/surnames.txt").lines().filter(|l| !l.is_empty()).collect());

/// The longest name in either list is shorter: a longer word is no common name.
const LONGEST: usize = 16;

/// Words of clause text and land descriptions that the lists also carry as the name of a few
/// people ("TO", "SAID", "LAND", "NORTH", "MAY"): in an instrument they are words first, so they
/// are never evidence of a name. Sorted, for a binary search.
const COMMON_WORDS: &[&str] = &[
    "AN", "AUGUST", "BLOCK", "CASH", "DAY", "DO", "EAST", "GO", "GOOD", "GRANT", "HAND", "HE", "HER", "HOPE", "HOUSE", "IN", "JUNE",
    "LAKE", "LAND", "MAIN", "MAY", "MY", "NEW", "NORTH", "PARK", "SAID", "SALE", "SO", "SOUTH", "TO", "WEST", "WILL",
];

/// Whether `word` (any case; a trailing period or comma is ignored) is a common given name.
pub(in crate::l0::parties) fn is_given_name(word: &str) -> bool {
    with_upper(word, |upper| GIVEN_NAMES.contains(upper) && !is_common_word(upper))
}

/// Whether `word` is a common given name or one of the 10,000 most frequent surnames.
pub(in crate::l0::parties) fn is_name_word(word: &str) -> bool {
    with_upper(word, |upper| (GIVEN_NAMES.contains(upper) || SURNAMES.contains(upper)) && !is_common_word(upper))
}

fn is_common_word(upper: &str) -> bool {
    COMMON_WORDS.binary_search(&upper).is_ok()
}

/// Calls `test` with the letters of `word` in upper case, as the Census writes names: without
/// apostrophes ("O'Brien" is OBRIEN). False for a word holding anything but ASCII letters and
/// apostrophes (after a trailing period or comma is dropped) or longer than any listed name.
fn with_upper(word: &str, test: impl Fn(&str) -> bool) -> bool {
    let bare = word.trim_end_matches(['.', ',', ';', ':']);
    let mut buffer = [0u8; LONGEST];
    let mut length = 0;
    for byte in bare.bytes() {
        match byte {
            b'\'' => continue,
            letter if letter.is_ascii_alphabetic() => {
                let Some(slot) = buffer.get_mut(length) else { return false };
                *slot = letter.to_ascii_uppercase();
                length += 1;
            }
            _ => return false,
        }
    }
    length > 0 && std::str::from_utf8(&buffer[..length]).is_ok_and(test)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_clause_text_are_never_names_though_the_lists_hold_them() {
        assert!(COMMON_WORDS.is_sorted());
        for word in ["to", "SAID", "Land", "north", "MAY", "in"] {
            assert!(with_upper(word, |upper| GIVEN_NAMES.contains(upper) || SURNAMES.contains(upper)), "{word} is listed");
            assert!(!is_name_word(word) && !is_given_name(word), "{word}");
        }
    }

    #[test]
    fn the_lists_are_read_whole_and_in_capitals() {
        assert_eq!(GIVEN_NAMES.len(), 5163);
        assert_eq!(SURNAMES.len(), 10000);
        assert!(GIVEN_NAMES.iter().chain(SURNAMES.iter()).all(|n| n.bytes().all(|b| b.is_ascii_uppercase())));
    }

    #[test]
    fn names_are_known_in_any_case_and_clause_words_are_not() {
        for given in ["Wilma", "JOHN", "oliver", "Thaddeus", "Nga."] {
            assert!(is_given_name(given), "{given}");
        }
        for surname in ["SMITH", "bradshaw", "Tran,", "Zheng", "O'Brien", "McDonald"] {
            assert!(is_name_word(surname), "{surname}");
        }
        for word in ["FINANCING", "STATEMENT", "Oklahoma", "City", "TENANTS", "Surface", "grantor", "Ranchland", "J.", "", "Smith-Jones"] {
            assert!(!is_name_word(word), "{word}");
        }
    }
}
