//! Names as the scan left them, read back with the package's help. OCR breaks a word with a
//! space ("COG BURN", "CAT TLE") and confuses letters with digits ("E1LIS", "0PAL"); the same
//! name is nearly always written whole somewhere else in the package. A name's words are
//! compared with the words of every name of the package: pieces whose joining is a word
//! written whole elsewhere are joined, and a word with digits where letters belong is read as
//! the package's word it can only be. Nothing is repaired towards a word the package does not
//! contain, so a name written one way only is left as written.

use std::collections::BTreeMap;

/// The words of every name of a package, with how often each is written.
#[derive(Debug, Default)]
pub struct Vocabulary {
    words: BTreeMap<String, usize>,
    /// How often each pair of words is written one after the other.
    pairs: BTreeMap<(String, String), usize>,
    /// OCR key (`l0::ocr_key`: 0 and O, 1, I and L made one) → the words written with it, most
    /// written first.
    by_key: BTreeMap<String, Vec<String>>,
}

/// A name key read back: its words, and what was repaired, for the L2 evidence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repaired {
    pub key: String,
    pub repairs: Vec<String>,
}

impl Vocabulary {
    /// From the name keys of all parties of a package (`name_key` form: upper case, no periods).
    pub fn of<'k>(keys: impl IntoIterator<Item = &'k str>) -> Vocabulary {
        let mut words: BTreeMap<String, usize> = BTreeMap::new();
        let mut pairs: BTreeMap<(String, String), usize> = BTreeMap::new();
        for key in keys {
            let split: Vec<&str> = key.split_whitespace().collect();
            for word in &split {
                *words.entry(word.to_string()).or_default() += 1;
            }
            for pair in split.windows(2) {
                *pairs.entry((pair[0].to_string(), pair[1].to_string())).or_default() += 1;
            }
        }
        let mut by_key: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for word in words.keys().filter(|w| is_word(w)) {
            by_key.entry(crate::l0::ocr_key(word)).or_default().push(word.clone());
        }
        for written in by_key.values_mut() {
            written.sort_by(|a, b| words[b].cmp(&words[a]).then_with(|| letters_first(a, b)));
        }
        Vocabulary { words, pairs, by_key }
    }

    /// The name key read back with the package's words.
    pub fn repair(&self, key: &str) -> Repaired {
        let pieces: Vec<&str> = key.split_whitespace().collect();
        let mut words: Vec<String> = Vec::with_capacity(pieces.len());
        let mut repairs = Vec::new();
        let mut index = 0;
        while index < pieces.len() {
            let piece = pieces[index];
            if let Some(next) = pieces.get(index + 1)
                && let Some(joined) = self.joined(piece, next)
            {
                repairs.push(format!(
                    "{piece:?} and {next:?} read as {joined:?}, a word broken by the scan and written whole elsewhere in the package"
                ));
                words.push(joined);
                index += 2;
                continue;
            }
            match self.unconfused(piece) {
                Some(word) => {
                    repairs.push(format!("{piece:?} read as {word:?}, digits for letters, written so elsewhere in the package"));
                    words.push(word);
                }
                None => words.push(piece.to_string()),
            }
            index += 1;
        }
        Repaired { key: words.join(" "), repairs }
    }

    /// The package's word that two adjacent pieces make, when it is written whole elsewhere,
    /// unless both pieces are also written apart from each other (two words of their own).
    fn joined(&self, first: &str, second: &str) -> Option<String> {
        if first == "&" || second == "&" {
            return None;
        }
        let joined = format!("{first}{second}");
        if joined.chars().count() < 4 {
            return None;
        }
        let word = self.written(&joined)?;
        let together = self.pairs.get(&(first.to_string(), second.to_string())).copied().unwrap_or(0);
        let apart = |piece: &str| self.words.get(piece).copied().unwrap_or(0) > together;
        (!apart(first) || !apart(second)).then_some(word)
    }

    /// A word with OCR's digits for letters, read as the one word of the package it can be.
    fn unconfused(&self, piece: &str) -> Option<String> {
        let confused = piece.chars().any(|c| matches!(c, '0' | '1')) && piece.chars().any(|c| c.is_ascii_alphabetic());
        if !confused || piece.chars().count() < 2 {
            return None;
        }
        self.written(piece).filter(|word| word != piece)
    }

    /// The most written word of the package with the same OCR key, letters preferred.
    fn written(&self, word: &str) -> Option<String> {
        self.by_key.get(&crate::l0::ocr_key(word)).and_then(|written| written.first()).cloned()
    }
}

/// A word of letters (digits allowed only as OCR confusions inside letters).
fn is_word(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_alphabetic())
}

/// Of two spellings written equally often, the one with fewer digits.
fn letters_first(a: &str, b: &str) -> std::cmp::Ordering {
    let digits = |w: &str| w.chars().filter(char::is_ascii_digit).count();
    digits(a).cmp(&digits(b)).then_with(|| a.cmp(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocabulary(keys: &[&str]) -> Vocabulary {
        Vocabulary::of(keys.iter().copied())
    }

    #[test]
    fn a_word_broken_by_the_scan_is_joined_when_written_whole_elsewhere() {
        let words = vocabulary(&["FLOYD H COGBURN", "FLOYD H COG BURN", "CALLOWAY CATTLE CO", "CALLOWAY CAT TLE CO"]);
        let repaired = words.repair("FLOYD H COG BURN");
        assert_eq!(repaired.key, "FLOYD H COGBURN");
        assert_eq!(repaired.repairs.len(), 1);
        assert_eq!(words.repair("CALLOWAY CAT TLE CO").key, "CALLOWAY CATTLE CO");
    }

    #[test]
    fn pieces_are_left_alone_when_the_whole_word_is_nowhere_else() {
        let words = vocabulary(&["MARY VAN DIVER", "JOHN SMITH"]);
        assert_eq!(words.repair("MARY VAN DIVER").key, "MARY VAN DIVER");
        assert!(words.repair("MARY VAN DIVER").repairs.is_empty());
    }

    #[test]
    fn two_words_written_apart_elsewhere_are_not_joined() {
        let words = vocabulary(&["ROSE MARY HALE", "MARY HALE", "ROSE HALE", "ROSEMARY HALE"]);
        assert_eq!(words.repair("ROSE MARY HALE").key, "ROSE MARY HALE");
        let broken = vocabulary(&["FLOYD COG BURN", "ARTHUR COG BURN", "EDNA COGBURN"]);
        assert_eq!(broken.repair("FLOYD COG BURN").key, "FLOYD COGBURN", "broken the same way twice is still broken");
    }

    #[test]
    fn digits_for_letters_are_read_as_the_package_s_word() {
        let words = vocabulary(&["OPAL ELLIS", "0PAL E11IS"]);
        assert_eq!(words.repair("0PAL E11IS").key, "OPAL ELLIS");
        assert_eq!(words.repair("OPAL ELLIS").repairs, Vec::<String>::new());
        let alone = vocabulary(&["0PAL E11IS"]);
        assert_eq!(alone.repair("0PAL E11IS").key, "0PAL E11IS", "no written form to read it as");
    }

    #[test]
    fn initials_are_never_joined_into_a_word() {
        let words = vocabulary(&["O D QUARLES", "OD QUARLES"]);
        assert_eq!(words.repair("O D QUARLES").key, "O D QUARLES");
    }
}
