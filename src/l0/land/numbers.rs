//! Numbers as land descriptions write them: figures, words ("Twelve", "One Hundred Fifty"), words
//! with their figures restated ("Seven (7)") and OCR's letters for digits; and lists of them
//! ("3, 4 and 5").

use super::*;

/// A number in words, up to the hundreds ("twelve", "Sixty-four", "One Hundred Fifty"); a macro
/// so that the slots below can be built with `concat!`. A compound may lose its hyphen when OCR
/// broke it at a line end and the line was rejoined ("Twenty-\neight" reads "Twentyeight").
macro_rules! number_words {
    () => {
        r"(?:(?:one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+(?:and\s+)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]?(?:one|two|three|four|five|six|seven|eight|nine)(?-u:\b))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine))?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]?(?:one|two|three|four|five|six|seven|eight|nine)(?-u:\b))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine)(?-u:\b)"
    };
}

/// Section, township and range numbers as digits or words ("Section Twelve (12)", "township
/// two", "Township One Hundred Fifty (150) North"). OCR reads l as 1 and o as 0 both ways: the
/// figures in brackets may carry such letters ("Seventeen (l7)"), and a number word that OCR
/// gave a digit ("E1even (11)", "F0ur (4)") still counts when its figures follow.
pub(super) const NUMBER_SLOT: &str =
    concat!(r"(?:\d{1,3}|", number_words!(), r"(?:\s*\(\s*[0-9lio]{1,3}\s*\))?|[a-z]{1,10}[01][a-z01]{0,10}\s*\(\s*[0-9lio]{1,3}\s*\))");

/// A lot or block number: "Four (4)", "4", "12A", "C-26", "Seven", "A". The words-and-figures
/// form is tried first, since a bare word would stop before its figures; other words ("in",
/// "of") are not numbers.
pub(super) const LOT_SLOT: &str = concat!(
    r"(?:",
    number_words!(),
    r"\s*\(\s*[0-9A-Z-]{1,6}\s*\)|[A-Z]{0,2}-?\d{1,4}[A-Z]?(?-u:\b)|",
    number_words!(),
    r"|[A-Z](?-u:\b))"
);

/// What separates the numbers of a list ("3, 4 and 5", "One (1) & Two (2)").
pub(super) static LIST_SEPARATOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\s*(?:,|&|(?-u:\b)and(?-u:\b))\s*").expect("list separator pattern compiles"));

/// A name with its line breaks and doubled spaces made single spaces.
pub(super) fn words_joined(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// "12", "Twelve (12)", "twenty-five" as digits.
pub(super) fn number_slot(slot: &str) -> Option<String> {
    if let Some(open) = slot.find('(') {
        let inner: String = slot[open..]
            .chars()
            .map(|c| match c.to_ascii_lowercase() {
                'l' | 'i' => '1',
                'o' => '0',
                other => other,
            })
            .filter(char::is_ascii_digit)
            .collect();
        if !inner.is_empty() {
            return inner.trim_start_matches('0').parse::<u32>().ok().map(|n| n.to_string());
        }
    }
    if slot.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return slot.trim().parse::<u32>().ok().map(|n| n.to_string());
    }
    let lower = slot.to_ascii_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).collect();
    let value = match words.iter().position(|w| *w == "hundred") {
        Some(at) => {
            let rest: Vec<&str> = words[at + 1..].iter().copied().filter(|w| *w != "and").collect();
            number_words_value(&words[..at])? * 100 + number_words_value(&rest)?
        }
        None => number_words_value(&words)?,
    };
    (value > 0).then(|| value.to_string())
}

/// The numbers of a list of lots or blocks ("3, 4 and 5", "One (1) and Two (2)", "12A") as
/// written in figures.
pub(super) fn list_values(list: &str) -> Vec<String> {
    LIST_SEPARATOR
        .split(list)
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| number_slot(item).unwrap_or_else(|| item.to_ascii_uppercase()))
        .collect()
}
