//! A caption's words as a scan damaged them, mended to the title words they stand for: "Waxrenty
//! Deed" reads "Warranty Deed", "WARRANTY DEEP" reads "WARRANTY DEED", and a recorder's number
//! run into the title ("951896CONVEYANCE OF ROYALTY") lets go of it.
//!
//! The title rules already read the commonest damage themselves (`i`/`l`/`1` and `o`/`0` for one
//! another, one space inside a word: [`crate::l0::ocr_tolerant`]); this reads the rest, within a
//! small edit distance of a word that titles use. It runs only over the caption region, and only
//! when the text as written holds no heading title. A damaged word alone never makes a title (a
//! "PARENT TRACT" line is not a patent): a mended word counts only beside a sound title word
//! ([`Mended::reads_with_a_sound_word`]).

use crate::l0::ocr_key;
use std::ops::Range;
use std::sync::LazyLock;

/// The words of the title rules that a damaged word is mended to, lower case.
const TITLE_WORDS: &[&str] = &[
    "administrator",
    "affidavit",
    "assignment",
    "claim",
    "conveyance",
    "correction",
    "corrective",
    "decree",
    "deed",
    "distribution",
    "easement",
    "executor",
    "fiduciary",
    "general",
    "grant",
    "guardian",
    "heirship",
    "interest",
    "judgment",
    "lease",
    "leases",
    "letters",
    "license",
    "limited",
    "memorandum",
    "mineral",
    "minerals",
    "mortgage",
    "order",
    "overriding",
    "partition",
    "patent",
    "pipeline",
    "probate",
    "quit",
    "quitclaim",
    "ratification",
    "reconveyance",
    "release",
    "right",
    "royalty",
    "sale",
    "satisfaction",
    "sheriff",
    "special",
    "survivorship",
    "testamentary",
    "transfer",
    "trust",
    "trustee",
    "warranty",
];

/// Each title word with its [`ocr_key`] and the [`letter_set`] of that key, so that a word is
/// compared with them without spelling them again.
static TITLE_KEYS: LazyLock<Vec<(String, u32, &'static str)>> = LazyLock::new(|| {
    TITLE_WORDS
        .iter()
        .map(|word| {
            let key = ocr_key(word);
            let set = letter_set(key.as_bytes());
            (key, set, *word)
        })
        .collect()
});

/// The title words by the first and by the last letter of their keys: one bit a word of
/// [`TITLE_KEYS`] in the set of each letter (`a` first), so that [`mend_word`] compares a word
/// with the few title words that open or close as it does instead of with every one.
static TITLE_KEYS_BY_END: LazyLock<([u64; 26], [u64; 26])> = LazyLock::new(|| {
    const { assert!(TITLE_WORDS.len() <= 64) };
    let mut by_first = [0u64; 26];
    let mut by_last = [0u64; 26];
    for (index, (key, _, _)) in TITLE_KEYS.iter().enumerate() {
        let key = key.as_bytes();
        by_first[usize::from(key[0] - b'a')] |= 1 << index;
        by_last[usize::from(key[key.len() - 1] - b'a')] |= 1 << index;
    }
    (by_first, by_last)
});

/// The letters of a key (lower-case ASCII letters), one bit each. Every letter one key holds and
/// the other lacks costs an edit at least, so two keys whose sets differ by more letters than
/// the bound allows are not compared letter by letter: most words of a caption are far from
/// every title word, and this spares them the distance tables.
fn letter_set(key: &[u8]) -> u32 {
    key.iter().filter(|b| b.is_ascii_lowercase()).fold(0, |set, b| set | 1 << (b - b'a'))
}

/// The shortest word that is mended: shorter ones ("OIL", "GAS", "OF") are too near too many
/// other words.
const SHORTEST_MENDED: usize = 4;

/// A copy of a text with damaged title words mended, and the map back to the text.
#[derive(Debug)]
pub(super) struct Mended {
    pub(super) text: String,
    /// Stretches of the copy in order: each is the text's `source` as it stands, or a mended
    /// word (`same` false), or a space put between figures and the word run into them.
    pieces: Vec<Piece>,
    /// The mended words, as spans of the copy.
    mended_words: Vec<Range<usize>>,
}

#[derive(Debug, Clone)]
struct Piece {
    copy: Range<usize>,
    source: Range<usize>,
    same: bool,
}

impl Mended {
    /// The mended copy of `text`, or `None` when no word needed mending.
    pub(super) fn new(text: &str) -> Option<Mended> {
        let mut mended = Mended { text: String::with_capacity(text.len() + 8), pieces: Vec::new(), mended_words: Vec::new() };
        let bytes = text.as_bytes();
        let mut copied_to = 0;
        let mut at = 0;
        let mut changed = false;
        while at < bytes.len() {
            if !bytes[at].is_ascii_alphanumeric() {
                at += 1;
                continue;
            }
            let start = at;
            while at < bytes.len() && bytes[at].is_ascii_alphanumeric() {
                at += 1;
            }
            // A caption typed with its letters spaced out ("D E E D T O S E C U R E D E B T",
            // once the normalisation made its runs of spaces one) is read with its letters
            // together: the title rules read words glued, but no word of two or three letters
            // broken.
            if let Some(letters) = spaced_letters(bytes, start) {
                changed = true;
                mended.copy(text, copied_to, start);
                for letter in letters.iter().copied() {
                    mended.copy(text, letter, letter + 1);
                }
                at = letters.last().map_or(at, |last| last + 1);
                copied_to = at;
                continue;
            }
            // A caption word a line end split with a hyphen ("AFFI-\nDAVIT") is one word again.
            if let Some((end, title_word)) = split_title_word(text, start, at) {
                changed = true;
                mended.copy(text, copied_to, start);
                mended.replace(start..end, &in_case_of(&text[start..at], title_word));
                copied_to = end;
                at = end;
                continue;
            }
            // Non-ASCII bytes never start a token, so token bounds are character bounds.
            let token = &text[start..at];
            let letters_from = letters_after_figures(token);
            let word = &token[letters_from..];
            let run_into_figures = letters_from > 0;
            let mended_word = mend_word(word);
            if !run_into_figures && mended_word.is_none() {
                continue;
            }
            changed = true;
            let word_start = start + letters_from;
            mended.copy(text, copied_to, word_start);
            if run_into_figures {
                mended.insert_space(word_start);
            }
            match mended_word {
                Some(title_word) => mended.replace(word_start..at, &in_case_of(word, title_word)),
                None => mended.copy(text, word_start, at),
            }
            copied_to = at;
        }
        mended.copy(text, copied_to, text.len());
        changed.then_some(mended)
    }

    fn copy(&mut self, text: &str, from: usize, to: usize) {
        if from < to {
            let start = self.text.len();
            self.text.push_str(&text[from..to]);
            self.pieces.push(Piece { copy: start..self.text.len(), source: from..to, same: true });
        }
    }

    fn insert_space(&mut self, at: usize) {
        let start = self.text.len();
        self.text.push(' ');
        self.pieces.push(Piece { copy: start..start + 1, source: at..at, same: false });
    }

    fn replace(&mut self, source: Range<usize>, word: &str) {
        let start = self.text.len();
        self.text.push_str(word);
        self.mended_words.push(start..self.text.len());
        self.pieces.push(Piece { copy: start..self.text.len(), source, same: false });
    }

    /// The offset in the text of an offset in the copy; inside a mended word, its start or end.
    pub(super) fn text_offset(&self, offset: usize) -> usize {
        let index = self.pieces.partition_point(|piece| piece.copy.end <= offset);
        match self.pieces.get(index) {
            Some(piece) if piece.same => piece.source.start + offset.saturating_sub(piece.copy.start),
            Some(piece) if offset <= piece.copy.start => piece.source.start,
            Some(piece) => piece.source.end,
            None => self.pieces.last().map_or(0, |piece| piece.source.end),
        }
    }

    /// The offset in the copy of an offset in the text (a piece boundary or inside a copied one).
    pub(super) fn mended_offset(&self, offset: usize) -> usize {
        let index = self.pieces.partition_point(|piece| piece.source.end <= offset);
        match self.pieces.get(index) {
            Some(piece) if piece.same => piece.copy.start + offset.saturating_sub(piece.source.start),
            Some(piece) if offset <= piece.source.start => piece.copy.start,
            Some(piece) => piece.copy.end,
            None => self.text.len(),
        }
    }

    /// Whether a mended word lies in `start..end` of the copy.
    pub(super) fn changes(&self, start: usize, end: usize) -> bool {
        self.mended_words.iter().any(|word| word.start < end && start < word.end)
    }

    /// Whether a title read in `start..end` of the copy may stand: unmended, or of two words or
    /// more of which one at least is sound.
    pub(super) fn reads_with_a_sound_word(&self, start: usize, end: usize) -> bool {
        if !self.changes(start, end) {
            return true;
        }
        let mut words = 0;
        let mut sound = 0;
        let bytes = self.text.as_bytes();
        let mut at = start;
        while at < end {
            if !bytes[at].is_ascii_alphanumeric() {
                at += 1;
                continue;
            }
            let word_start = at;
            while at < end && bytes[at].is_ascii_alphanumeric() {
                at += 1;
            }
            words += 1;
            if !self.mended_words.iter().any(|word| word.start == word_start) {
                sound += 1;
            }
        }
        words >= 2 && sound >= 1
    }
}

/// The fewest letters of a spaced-out caption: "A B C" is an initial's debris, not a title.
const FEWEST_SPACED_LETTERS: usize = 4;

/// The offsets of the letters of a run of single letters, each followed by one space, starting
/// at `start` ("W A R R A N T Y D E E D"), when the run holds [`FEWEST_SPACED_LETTERS`] or more.
fn spaced_letters(bytes: &[u8], start: usize) -> Option<Vec<usize>> {
    let single =
        |at: usize| bytes.get(at).is_some_and(u8::is_ascii_alphabetic) && !bytes.get(at + 1).is_some_and(u8::is_ascii_alphanumeric);
    if !single(start) {
        return None;
    }
    let mut letters = vec![start];
    let mut at = start;
    while bytes.get(at + 1) == Some(&b' ') && single(at + 2) {
        at += 2;
        letters.push(at);
    }
    (letters.len() >= FEWEST_SPACED_LETTERS).then_some(letters)
}

/// A title word that a line end split with a hyphen in a caption of capitals ("AFFI-\nDAVIT",
/// "ASSIGN-\nMENT"), whose first part is the token `start..head_end`: the end of its second part
/// and the title word the two stand for, read as written or as damaged ("DAVlT"). The
/// normalisation rejoins only lower-case continuations, since "SMITH-\nJONES" may be a
/// hyphenated name; a caption's split word is rejoined here only when it makes a title word.
fn split_title_word(text: &str, start: usize, head_end: usize) -> Option<(usize, &'static str)> {
    let bytes = text.as_bytes();
    if bytes.get(head_end) != Some(&b'-') || !bytes[start..head_end].iter().all(u8::is_ascii_uppercase) {
        return None;
    }
    let gap = bytes[head_end + 1..].iter().take_while(|b| b.is_ascii_whitespace()).count();
    let tail_start = head_end + 1 + gap;
    if !bytes[head_end + 1..tail_start].contains(&b'\n') || !bytes.get(tail_start).is_some_and(u8::is_ascii_uppercase) {
        return None;
    }
    let tail_end = tail_start + bytes[tail_start..].iter().take_while(|b| b.is_ascii_alphanumeric()).count();
    let joined = [&text[start..head_end], &text[tail_start..tail_end]].concat();
    let key = ocr_key(&joined);
    let title_word =
        TITLE_KEYS.iter().find(|(title_key, _, _)| *title_key == key).map(|(_, _, word)| *word).or_else(|| mend_word(&joined))?;
    Some((tail_end, title_word))
}

/// Where a word run into figures begins in a token ("4417CONVEYANCE", "About951896DEED"): after
/// two figures or more (a single "0" or "1" before letters is a damaged letter), letters to the
/// token's end, [`SHORTEST_MENDED`] of them at least; 0 when the token is not such a run.
fn letters_after_figures(token: &str) -> usize {
    let bytes = token.as_bytes();
    let letters_from = bytes.iter().rposition(u8::is_ascii_digit).map_or(0, |last| last + 1);
    let figures = bytes[..letters_from].iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let letters = bytes.len() - letters_from;
    if figures >= 2 && letters >= SHORTEST_MENDED { letters_from } else { 0 }
}

/// The longest word that is mended; longer tokens are no title words.
const LONGEST_MENDED: usize = 16;

/// The title word a damaged word stands for: within one substitution for words of five letters
/// or fewer, one edit for six and seven, two edits for longer ones; `None` for a sound word, a
/// word near none, or one as near two title words. Only words written with a capital are read
/// (captions are in capitals or title case), and without allocating: the caption region of every
/// instrument without a heading caption passes through here.
fn mend_word(word: &str) -> Option<&'static str> {
    let bytes = word.as_bytes();
    if bytes.len() < SHORTEST_MENDED
        || bytes.len() > LONGEST_MENDED
        || !bytes[0].is_ascii_uppercase()
        || !bytes.iter().all(|b| b.is_ascii_alphabetic() || *b == b'0' || *b == b'1')
    {
        return None;
    }
    let mut key = [0u8; LONGEST_MENDED];
    for (slot, byte) in key.iter_mut().zip(bytes) {
        // As `ocr_key` spells it.
        *slot = match byte.to_ascii_lowercase() {
            b'0' => b'o',
            b'i' | b'1' => b'l',
            other => other,
        };
    }
    let key = &key[..bytes.len()];
    let key_set = letter_set(key);
    let mut best: Option<(&'static str, usize)> = None;
    let mut tied = false;
    // A word this near nearly always keeps its first or its last letter: only the title words
    // that share one of them are compared (an equal word shares both).
    let (by_first, by_last) = &*TITLE_KEYS_BY_END;
    let mut near = by_first[usize::from(key[0] - b'a')] | by_last[usize::from(key[key.len() - 1] - b'a')];
    while near != 0 {
        let (title_key, title_set, title_word) = &TITLE_KEYS[near.trailing_zeros() as usize];
        near &= near - 1;
        let title_key = title_key.as_bytes();
        if title_key == key {
            return None;
        }
        let bound = match title_key.len() {
            0..=5 if title_key.len() != key.len() => continue,
            0..=7 => 1,
            _ => 2,
        };
        if key.len().abs_diff(title_key.len()) > bound {
            continue;
        }
        let letters_apart = (key_set & !title_set).count_ones().max((title_set & !key_set).count_ones());
        if letters_apart as usize > bound {
            continue;
        }
        let Some(distance) = bounded_distance(key, title_key, bound) else { continue };
        match best {
            Some((_, nearest)) if distance > nearest => {}
            Some((_, nearest)) if distance == nearest => tied = true,
            _ => {
                best = Some((title_word, distance));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(word, _)| word)
}

/// The Levenshtein distance of `a` and `b` (at most [`LONGEST_MENDED`] bytes each) when it is at
/// most `bound`.
fn bounded_distance(a: &[u8], b: &[u8], bound: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > bound || a.len() > LONGEST_MENDED || b.len() > LONGEST_MENDED {
        return None;
    }
    let mut previous = [0usize; LONGEST_MENDED + 1];
    let mut current = [0usize; LONGEST_MENDED + 1];
    for (j, cell) in previous.iter_mut().enumerate().take(b.len() + 1) {
        *cell = j;
    }
    for (i, &left) in a.iter().enumerate() {
        current[0] = i + 1;
        let mut row_min = current[0];
        for (j, &right) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(left != right);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
            row_min = row_min.min(current[j + 1]);
        }
        if row_min > bound {
            return None;
        }
        std::mem::swap(&mut previous, &mut current);
    }
    Some(previous[b.len()]).filter(|distance| *distance <= bound)
}

/// `word` written in the case of `like`: capitals, title case or lower case.
fn in_case_of(like: &str, word: &str) -> String {
    if !like.bytes().any(|b| b.is_ascii_lowercase()) {
        word.to_ascii_uppercase()
    } else if like.bytes().next().is_some_and(|b| b.is_ascii_uppercase()) {
        let mut titled = word.to_string();
        titled[..1].make_ascii_uppercase();
        titled
    } else {
        word.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_one_key_lacks_are_never_more_than_the_edits_between_them() {
        let damaged = ["waxrenty", "deep", "deeb", "assignmant", "conveyence", "mlneral", "patcnt", "reiease", "qultclaim", "gift"];
        for word in damaged.iter().chain(TITLE_WORDS) {
            let key = ocr_key(word);
            for (title_key, title_set, _) in TITLE_KEYS.iter() {
                let set = letter_set(key.as_bytes());
                let apart = (set & !title_set).count_ones().max((title_set & !set).count_ones()) as usize;
                if let Some(distance) = bounded_distance(key.as_bytes(), title_key.as_bytes(), LONGEST_MENDED) {
                    assert!(apart <= distance, "{word} and {title_key}: {apart} letters apart, {distance} edits");
                }
            }
        }
    }

    /// [`mend_word`] as it compared a word with every title word, for the proof that the
    /// comparison with the title words that share its first or last letter finds the same.
    fn mend_word_against_every_title_word(word: &str) -> Option<&'static str> {
        let bytes = word.as_bytes();
        if bytes.len() < SHORTEST_MENDED
            || bytes.len() > LONGEST_MENDED
            || !bytes[0].is_ascii_uppercase()
            || !bytes.iter().all(|b| b.is_ascii_alphabetic() || *b == b'0' || *b == b'1')
        {
            return None;
        }
        let key = ocr_key(word);
        let key = key.as_bytes();
        let mut best: Option<(&'static str, usize)> = None;
        let mut tied = false;
        for (title_key, _, title_word) in TITLE_KEYS.iter() {
            let title_key = title_key.as_bytes();
            if title_key == key {
                return None;
            }
            let bound = match title_key.len() {
                0..=5 if title_key.len() != key.len() => continue,
                0..=7 => 1,
                _ => 2,
            };
            if key.len().abs_diff(title_key.len()) > bound || (key.first() != title_key.first() && key.last() != title_key.last()) {
                continue;
            }
            let Some(distance) = bounded_distance(key, title_key, bound) else { continue };
            match best {
                Some((_, nearest)) if distance > nearest => {}
                Some((_, nearest)) if distance == nearest => tied = true,
                _ => {
                    best = Some((title_word, distance));
                    tied = false;
                }
            }
        }
        best.filter(|_| !tied).map(|(word, _)| word)
    }

    #[test]
    fn title_words_sharing_an_end_letter_mend_as_every_title_word_did() {
        // Every title word with one letter dropped, changed or added, in capitals and title case.
        let letters: Vec<char> = ('a'..='z').chain(['0', '1']).collect();
        let mut words = Vec::new();
        for title in TITLE_WORDS {
            let chars: Vec<char> = title.chars().collect();
            for at in 0..=chars.len() {
                for &letter in &letters {
                    let mut added = chars.clone();
                    added.insert(at, letter);
                    words.push(added);
                    if at < chars.len() {
                        let mut changed = chars.clone();
                        changed[at] = letter;
                        words.push(changed);
                    }
                }
                if at < chars.len() {
                    let mut dropped = chars.clone();
                    dropped.remove(at);
                    words.push(dropped);
                }
            }
        }
        for chars in words {
            let word: String = chars.iter().collect();
            for written in [word.to_ascii_uppercase(), format!("{}{}", word[..1].to_ascii_uppercase(), &word[1..])] {
                assert_eq!(mend_word(&written), mend_word_against_every_title_word(&written), "{written}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn any_capitalised_word_mends_as_every_title_word_did(word in "[A-Z][A-Za-z01]{2,17}") {
            proptest::prop_assert_eq!(mend_word(&word), mend_word_against_every_title_word(&word));
        }
    }

    #[test]
    fn damaged_title_words_are_mended_in_their_case() {
        let mended = Mended::new("Filed 3/2/1999\nGENERAL WARRANTY DEEP\nHoward Wairanty Deed\n").expect("mended");
        assert_eq!(mended.text, "Filed 3/2/1999\nGENERAL WARRANTY DEED\nHoward Warranty Deed\n");
    }

    #[test]
    fn sound_and_unknown_words_are_left_alone() {
        assert!(Mended::new("WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS\n").is_none());
        // Too short, too far, or a different length for a short title word.
        assert!(Mended::new("OIL GAZ PLEASE RETURN TO\n").is_none());
    }

    #[test]
    fn a_title_word_split_at_a_line_end_is_one_word_again() {
        let text = "        AFFI-\nDAVlT AS TO HEIRSHIP\n";
        let mended = Mended::new(text).expect("mended");
        assert_eq!(mended.text, "        AFFIDAVIT AS TO HEIRSHIP\n");
        assert_eq!(mended.text_offset(mended.text.find(" AS").expect("word")), text.find(" AS").expect("word"));
        let broken = Mended::new("ASSIGN-\n  MENT OF LEASE\n").expect("mended");
        assert_eq!(broken.text, "ASSIGNMENT OF LEASE\n");
        // A hyphenated name, a hyphen inside a line and a lower-case continuation stay as they are.
        assert!(Mended::new("SMITH-\nJONES\n").is_none());
        assert!(Mended::new("RIGHT-OF-WAY\n").is_none());
        assert!(Mended::new("AFFI-\ndavit\n").is_none());
    }

    #[test]
    fn figures_run_into_a_title_let_go_of_it() {
        let text = "Reception 4417CONVEYANCE OF ROYALTY\n";
        let mended = Mended::new(text).expect("mended");
        assert_eq!(mended.text, "Reception 4417 CONVEYANCE OF ROYALTY\n");
        let glued = Mended::new("ViewDocument2231MINERAL DEED 0IL").expect("mended");
        assert_eq!(glued.text, "ViewDocument2231 MINERAL DEED 0IL");
        let start = mended.text.find("CONVEYANCE").expect("word");
        assert_eq!(&text[mended.text_offset(start)..mended.text_offset(mended.text.len() - 1)], "CONVEYANCE OF ROYALTY");
        assert!(!mended.changes(0, mended.text.len()));
    }

    #[test]
    fn offsets_map_both_ways_across_mended_words() {
        let text = "ab Qu1tclaim Deeb xy";
        let mended = Mended::new(text).expect("mended");
        assert_eq!(mended.text, "ab Qu1tclaim Deed xy");
        let deed = mended.text.find("Deed").expect("word");
        assert_eq!(mended.text_offset(deed), text.find("Deeb").expect("word"));
        assert_eq!(mended.text_offset(deed + 4), text.find(" xy").expect("word"));
        assert_eq!(mended.mended_offset(text.len()), mended.text.len());
        assert_eq!(mended.mended_offset(3), 3);
    }

    #[test]
    fn a_mended_word_needs_a_sound_title_word_beside_it() {
        let mended = Mended::new("PARENT TRACT\nWARRANTY DEEP\nWaxrenty Deeb\n").expect("mended");
        let span = |words: &str| {
            let start = mended.text.find(words).expect("words");
            (start, start + words.len())
        };
        let (start, end) = span("PATENT");
        assert!(!mended.reads_with_a_sound_word(start, end));
        let (start, end) = span("WARRANTY DEED");
        assert!(mended.reads_with_a_sound_word(start, end));
        let (start, end) = span("Warranty Deed");
        assert!(!mended.reads_with_a_sound_word(start, end));
    }

    #[test]
    fn what_a_word_is_mended_to() {
        // One edit from "leases"; "lease" is as near but a short title word needs the same length.
        assert_eq!(mend_word("LEASEX"), Some("leases"));
        assert_eq!(mend_word("Assignrnent"), Some("assignment"));
        assert_eq!(mend_word("DEAD"), Some("deed"));
        assert_eq!(mend_word("DEAL"), None);
        // As near "correction" as "corrective": neither.
        assert_eq!(mend_word("Correctiwe"), Some("corrective"));
        assert_eq!(mend_word("Correcti"), None);
        // Lower case is body text, not a caption.
        assert_eq!(mend_word("warrenty"), None);
    }

    #[test]
    fn distances_are_bounded() {
        assert_eq!(bounded_distance(b"waxrenty", b"warranty", 2), Some(2));
        assert_eq!(bounded_distance(b"waxrxnxy", b"warranty", 2), None);
        assert_eq!(bounded_distance(b"deed", b"deed", 0), Some(0));
        assert_eq!(bounded_distance(b"lease", b"leases", 1), Some(1));
    }

    #[test]
    fn odd_text_does_not_panic() {
        for text in ["", "é", "1234", "DEE\u{301}D ü WARRANTEE ß", "9ü", "12ABCD"] {
            if let Some(mended) = Mended::new(text) {
                let _ = mended.text_offset(mended.text.len());
                let _ = mended.mended_offset(text.len());
            }
        }
    }
}
