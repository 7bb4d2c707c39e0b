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
/// figures may carry such letters ("Rl19W", "R6OW", "Seventeen (l7)"), and a number word that OCR
/// gave a digit ("E1even (11)", "F0ur (4)") still counts when its figures follow. Figures with
/// such a letter are tried before plain ones, which would stop at the letter. Any word or two
/// followed by figures in parentheses (up to four words: "One Hundred Twenty-thrce (123)") are
/// those figures, tried first: a number word that OCR
/// spoiled ("Twenty-thrce (23)", "Ninet een (19)", "Fourt-\ncen (14)", "Thirt y-one (31)", a
/// letter split off by a space) would otherwise read as the word it still begins with ("Twenty").
/// Figures may come first with their words restated after them ("Township 6 (Six) North", as
/// printed lease forms and typed deeds write them): the figures are the number.
pub(super) const NUMBER_SLOT: &str = concat!(
    r"(?:\d{1,3}\s*\(\s*",
    number_words!(),
    r"\s*\)|(?-u:\b)[a-z][a-z01]{1,11}(?:(?:-\s{0,8}|\s)[a-z][a-z01]{0,8}){0,3}\s*\(\s*[0-9lio]{1,3}\s*\)|\d[0-9lio]{1,2}|[li]\d{1,2}|\d|",
    number_words!(),
    r"(?:\s*\(\s*[0-9lio]{1,3}\s*\))?)"
);

/// A lot or block number: "Four (4)", "4", "12A", "C-26", "Seven", "A". The words-and-figures
/// form is tried first, since a bare word would stop before its figures (a word OCR spoiled,
/// "F0ur (4)", counts by its figures); other words ("in", "of") are not numbers.
pub(super) const LOT_SLOT: &str = concat!(
    r"(?:(?-u:\b)[a-z][a-z01]{2,11}\s*\(\s*\d{1,4}\s*\)|",
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
    // "6 (Six)": the figures before the words restated.
    if slot.starts_with(|c: char| c.is_ascii_digit()) {
        return ocr_figures(slot.split('(').next().unwrap_or_default().trim());
    }
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
    // "l19": OCR's letter for the first figure.
    if slot.chars().nth(1).is_some_and(|c| c.is_ascii_digit()) {
        return ocr_figures(slot.trim());
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

/// Figures as OCR may give them, with l or i for 1 and o for 0 ("l19", "6O"): their value, if
/// every character is a digit or such a letter.
pub(super) fn ocr_figures(figures: &str) -> Option<String> {
    let digits: String = figures
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            'l' | 'i' => Some('1'),
            'o' => Some('0'),
            digit if digit.is_ascii_digit() => Some(digit),
            _ => None,
        })
        .collect::<Option<String>>()?;
    digits.parse::<u32>().ok().map(|n| n.to_string())
}

/// What joins the two ends of a range of numbers: "16 - 20", "1 through 4", "3 thru 5", "2 to 6".
static RANGE_JOIN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\s*(?:-|(?-u:\b)(?:through|thru|to)(?-u:\b))\s*$").expect("range join pattern compiles"));

/// The numbers of a list in which a range stands for every number in it: "Sec 16 - 20" is
/// sections 16, 17, 18, 19 and 20, "Lots 1-3 and 6" lots 1, 2, 3 and 6. A range that runs
/// backwards or over more than 36 numbers (no township has more sections) is not a range, and
/// its ends are read as they are.
pub(super) fn list_values_with_ranges(list: &str) -> Vec<String> {
    let mut values: Vec<String> = Vec::new();
    for item in LIST_SEPARATOR.split(list).map(str::trim).filter(|item| !item.is_empty()) {
        let ends = item
            .find(|c: char| !c.is_ascii_digit())
            .and_then(|split| {
                // The byte after the last character that is no digit, whatever its width.
                let last = item.char_indices().rfind(|(_, c)| !c.is_ascii_digit()).map(|(at, c)| at + c.len_utf8())?;
                let (first, join, end) = (&item[..split], &item[split..last], &item[last..]);
                (RANGE_JOIN.is_match(join) && !first.is_empty() && !end.is_empty())
                    .then(|| Some((first.parse::<u32>().ok()?, end.parse::<u32>().ok()?)))
                    .flatten()
            })
            .or_else(|| worded_range(item));
        match ends {
            Some((first, last)) if first < last && last - first <= 36 => values.extend((first..=last).map(|n| n.to_string())),
            Some((first, last)) => values.extend([first.to_string(), last.to_string()]),
            None => values.push(number_slot(item).unwrap_or_else(|| item.to_ascii_uppercase())),
        }
    }
    values
}

/// A range whose ends are written in words, as patents and old deeds write lots ("One through
/// Four", "three to six", "Two (2) thru Five (5)"): the join is a word between spaces, which a
/// compound's hyphen ("Twenty-one") never is.
fn worded_range(item: &str) -> Option<(u32, u32)> {
    let lower = item.to_ascii_lowercase();
    let (at, join) = [" through ", " thru ", " to "].into_iter().find_map(|join| lower.find(join).map(|at| (at, join)))?;
    let first = number_slot(&item[..at])?.parse().ok()?;
    let last = number_slot(&item[at + join.len()..])?.parse().ok()?;
    Some((first, last))
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

#[cfg(test)]
mod tests {
    use super::list_values_with_ranges;

    #[test]
    fn ranges_and_lists_of_lot_numbers() {
        assert_eq!(list_values_with_ranges("1-3 and 6"), ["1", "2", "3", "6"]);
        assert_eq!(list_values_with_ranges("16 through 18"), ["16", "17", "18"]);
    }

    /// A pattern's `\d` takes any script's digits, so a scan's stray character (a digit of
    /// another script, a letter with an accent) can reach a list; its end is cut at a character's
    /// edge, never inside it.
    #[test]
    fn a_character_of_several_bytes_ends_a_list_item_whole() {
        for item in ["4\u{110F6}", "2-\u{00E9}", "\u{0663}"] {
            let values = list_values_with_ranges(item);
            assert_eq!(values.len(), 1, "{item}: {values:?}");
        }
    }
}
