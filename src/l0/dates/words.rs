//! Number words, written years, ordinal days and month names, read through OCR damage.

use crate::l0::ocr_key;

/// Written-out years: "nineteen hundred fifty-two", "one thousand nine hundred and fourteen",
/// "two thousand seven". OCR writes "nundred" or "bundred" for "hundred" and "tbousand" for
/// "thousand", runs the hundreds into one word ("ninehundred"), and leaves a stray mark where a
/// line breaks the words ("one thousand\n. nine hundred"). Used through
/// [`crate::l0::ocr_tolerant_reading`] with the faint `e` read as `c` ("cight hundrcd"): a scan
/// that loses the bar of one `e` loses it in every number word of the year.
pub(super) const WRITTEN_YEAR: &str = r"(?:(?:one|1)\s+(?:[^\sA-Za-z0-9]{1,2}\s+)?t[hb]ousand\s+(?:[^\sA-Za-z0-9]{1,2}\s+)?(?:nine|eight)\s*(?:[^\sA-Za-z0-9]{1,2}\s+)?[hbn]undred|(?:nineteen|eighteen)\s*(?:[^\sA-Za-z0-9]{1,2}\s+)?[hbn]undred|two\s+(?:[^\sA-Za-z0-9]{1,2}\s+)?t[hb]ousand)(?:\s+(?:[^\sA-Za-z]{1,3}\s+)?and)?(?:[\s-]+(?:(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)(?-u:\b))?|(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)|(?:one|two|three|four|five|six|seven|eight|nine))(?-u:\b))?(?:\s*\(\s*\d{4}\s*\))?";

/// "seventh", "twenty-first": a day written as an ordinal word, also as OCR reads its letters
/// ("e1eventh", "N1NTH", "F0URTH": `1` for `i` or `l`, `0` for `o`; "tentb": `b` for a final `h`).
/// A day or a section counts no further than the thirties.
pub(crate) fn ordinal_word_value(slot: &str) -> Option<u32> {
    ordinal_words_value(slot).filter(|value| *value < 40)
}

/// Any ordinal in words up to "one hundred and ninety-ninth" ("the ninety-ninth township"), read
/// through the same OCR damage as [`ordinal_word_value`].
pub(crate) fn ordinal_words_value(slot: &str) -> Option<u32> {
    const UNITS: [&str; 9] = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
    const TEENS: [&str; 10] =
        ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"];
    const TENS: [&str; 8] = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
    const TENS_ORDINALS: [&str; 8] = ["twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"];
    const CARDINALS: [&str; 9] = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    // A faint "h" read as "b" ends the word as "tb" ("tentb", "fourtb"): no ordinal ends so.
    let repaired = |word: &str| {
        let key = ocr_key(word);
        match key.strip_suffix("tb") {
            Some(stem) => format!("{stem}th"),
            None => key,
        }
    };
    let words: Vec<String> = slot.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).map(repaired).collect();
    let position = |list: &[&str], word: &str| list.iter().position(|w| ocr_key(w) == word).map(|i| i as u32);
    let mut words: &[String] = &words;
    // "one hundred (and) …": the hundreds before the rest of the ordinal.
    let mut hundreds = 0;
    if let [cardinal, hundred, rest @ ..] = words
        && hundred == "hundred"
    {
        hundreds = 100 * (position(&CARDINALS, cardinal)? + 1);
        words = rest.strip_prefix([String::from("and")].as_slice()).unwrap_or(rest);
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let value = match words.as_slice() {
        [word] => position(&UNITS, word)
            .map(|i| i + 1)
            .or_else(|| position(&TEENS, word).map(|i| i + 10))
            .or_else(|| position(&TENS_ORDINALS, word).map(|i| 10 * (i + 2)))
            // "twentyfirst": a compound whose hyphen went with a rejoined line end.
            .or_else(|| {
                let (tens, ten) = TENS.iter().enumerate().find(|(_, tens)| word.starts_with(&ocr_key(tens)))?;
                position(&UNITS, &word[ten.len()..]).map(|i| 10 * (tens as u32 + 2) + i + 1)
            }),
        [tens, unit] => {
            let tens = 10 * (position(&TENS, tens)? + 2);
            position(&UNITS, unit).map(|i| tens + i + 1)
        }
        _ => None,
    }?;
    Some(hundreds + value)
}

/// Four year digits, reading `l`/`I` as 1 and `O`/`o` as 0; plausible years only.
pub(super) fn digit_year(slot: &str) -> Option<i32> {
    let repaired: String = slot
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'l' | 'I' => '1',
            'O' | 'o' => '0',
            c => c,
        })
        .collect();
    if repaired.chars().count() != 4 {
        return None;
    }
    repaired.parse().ok().filter(|year| (1700..=2100).contains(year))
}

pub(super) fn digits_value(slot: &str) -> Option<u32> {
    let repaired: String = slot
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'l' | 'I' => '1',
            'O' => '0',
            c => c,
        })
        .collect();
    repaired.parse().ok()
}

/// A written year followed by its figures in brackets, the words possibly broken by a margin line
/// or damaged: "one\n<margin caption> ) thousand nine hundred and thirty-one (1931)". It opens on
/// the first word of a year, holds "thousand" or "hundred", and its figures open with a digit
/// ("(195%)" too: the words then decide, see `forms::read_year`).
pub(super) const WRITTEN_YEAR_WITH_FIGURES: &str =
    r"(?:one|two|nineteen|eighteen)(?-u:\b)[^\d]{0,100}?(?:t[hb]ousand|[hbn]undred)[^\d]{0,100}?\(\s*\d[0-9OolI]{1,3}[^()\s]{0,2}\s*\)";

/// A written year: "nineteen hundred fifty-two", "One Thousand Nine Hundred and Twelve".
pub(super) fn written_year_value(slot: &str) -> Option<i32> {
    year_of_number_words(&number_word_fragments(slot), false)
}

/// A written year whose words a margin line or OCR junk interrupts ("one\n<margin caption>\n
/// thousand nine hundred and thirty-one"): its number words in order, the other words left out.
pub(super) fn written_year_amid_junk(slot: &str) -> Option<i32> {
    year_of_number_words(&number_word_fragments(slot), true)
}

/// The lower-case words of a slot, with a 0 or 1 touching a letter read as the letter OCR took
/// it for ("0ne", "e1even"); "(1950)" stays digits and is no word.
fn number_word_fragments(slot: &str) -> Vec<String> {
    let chars: Vec<char> = slot.chars().map(|c| c.to_ascii_lowercase()).collect();
    let beside_letter =
        |at: usize| (at > 0 && chars[at - 1].is_ascii_alphabetic()) || chars.get(at + 1).is_some_and(char::is_ascii_alphabetic);
    let lower: String = chars
        .iter()
        .enumerate()
        .map(|(at, &c)| match c {
            '1' if beside_letter(at) => 'l',
            '0' if beside_letter(at) => 'o',
            c => c,
        })
        .collect();
    let fragments: Vec<&str> = lower.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).collect();
    join_broken_number_words(&fragments)
}

/// The year the words make; with `skip_other_words`, words that are no number word are left out.
fn year_of_number_words(fragments: &[String], skip_other_words: bool) -> Option<i32> {
    let words: Vec<&str> =
        fragments.iter().map(String::as_str).filter(|w| *w != "and" && (!skip_other_words || is_number_word(w))).collect();
    let (century, rest) = match words.as_slice() {
        ["one", "thousand", "nine", hundred, rest @ ..] | ["nineteen", hundred, rest @ ..] if stands_for_hundred(hundred) => (1900, rest),
        ["one", "thousand", "eight", hundred, rest @ ..] | ["eighteen", hundred, rest @ ..] if stands_for_hundred(hundred) => (1800, rest),
        // "Nineteen Fifty-eight", "eighteen and ninety": the century's words without "hundred".
        ["nineteen", rest @ ..] if !rest.is_empty() => (1900, rest),
        ["eighteen", rest @ ..] if !rest.is_empty() => (1800, rest),
        ["two", "thousand", rest @ ..] => (2000, rest),
        _ => return None,
    };
    Some(century + number_words_value(rest)?)
}

/// Whether the word after a year's "nineteen" or "one thousand nine" holds its "hundred": the
/// word itself, OCR's "nundred", or a word so damaged it reads as no number word at all. A number
/// word there ("nineteen fifty-eight") is the year's own tens, never a hundred to skip.
fn stands_for_hundred(word: &str) -> bool {
    matches!(word, "hundred" | "nundred") || !is_number_word(word)
}

/// Whether a word is one a year's number is written with: the units, teens and tens, "and",
/// "hundred", "thousand", and OCR's "nundred" and the misspelt "fourty".
fn is_number_word(word: &str) -> bool {
    SMALL.contains(&word) || TENS.contains(&word) || ["and", "fourty", "hundred", "nundred", "thousand"].contains(&word)
}

/// Rejoins number words OCR broke with a space ("tho usand", "for ty") and parts those it ran
/// together ("ninehundred", "hundredand"): a fragment that is no number word joins the next one
/// when together they make one, else splits in two when both halves are. Each fragment is first
/// read through the letters a faint or broken scan puts in a number word ([`repaired_number_word`]).
fn join_broken_number_words(fragments: &[&str]) -> Vec<String> {
    let fragments: Vec<String> = fragments.iter().map(|fragment| repaired_number_word(fragment)).collect();
    let mut words = Vec::with_capacity(fragments.len());
    let mut index = 0;
    while index < fragments.len() {
        let fragment = fragments[index].as_str();
        if !is_number_word(fragment) {
            if let Some(next) = fragments.get(index + 1) {
                let joined = format!("{fragment}{next}");
                if is_number_word(&joined) {
                    words.push(joined);
                    index += 2;
                    continue;
                }
            }
            if let Some((first, second)) =
                (3..fragment.len().saturating_sub(2)).map(|at| fragment.split_at(at)).find(|(a, b)| is_number_word(a) && is_number_word(b))
            {
                words.extend([first.to_string(), second.to_string()]);
                index += 1;
                continue;
            }
        }
        words.push(fragment.to_string());
        index += 1;
    }
    words
}

/// A fragment read as the number word OCR damaged: no number word holds a `c` or a `b`, so in a
/// fragment that is no number word a `c` is a faint `e` ("cight", "hundrcd", "ninc") and a `b`
/// an `h` whose bowl closed ("bundred", "tbousand", "eigbt"). Any other fragment is kept.
fn repaired_number_word(fragment: &str) -> String {
    if is_number_word(fragment) || !fragment.contains(['b', 'c']) {
        return fragment.to_string();
    }
    let repaired = fragment.replace('c', "e").replace('b', "h");
    let readable = is_number_word(&repaired)
        || (3..repaired.len().saturating_sub(2)).any(|at| is_number_word(&repaired[..at]) && is_number_word(&repaired[at..]));
    if readable { repaired } else { fragment.to_string() }
}

/// The number words below twenty, by value.
const SMALL: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
/// The tens from twenty, by value.
const TENS: [&str; 8] = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/// "fifty-two" as 52; an empty list is 0 ("nineteen hundred").
pub(crate) fn number_words_value(words: &[&str]) -> Option<i32> {
    let small = |word: &str| SMALL.iter().position(|w| *w == word).map(|i| i as i32);
    let tens = |word: &str| {
        if word == "fourty" {
            return Some(40);
        }
        TENS.iter().position(|w| *w == word).map(|i| 20 + 10 * i as i32)
    };
    match words {
        [] => Some(0),
        // "twentyeight": a compound whose hyphen went with a rejoined line end.
        [word] => small(word).or_else(|| tens(word)).or_else(|| {
            let ten = TENS.iter().find(|ten| word.starts_with(**ten))?;
            Some(tens(ten)? + small(&word[ten.len()..]).filter(|u| (1..10).contains(u))?)
        }),
        [ten, unit] => Some(tens(ten)? + small(unit).filter(|u| (1..10).contains(u))?),
        _ => None,
    }
}

/// Month names and their usual abbreviations, and words one or two OCR slips away from exactly
/// one month name: `lenient` for slots where the phrase already says a month stands there
/// ("Septembe", "Deember", "dune", "vember"), where short words may be read too.
pub(super) fn month_number(word: &str, lenient: bool) -> Option<u32> {
    const NAMES: [&str; 12] =
        ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
    let lower: String = word
        .chars()
        .filter(|c| c.is_alphanumeric())
        .map(|c| match c.to_ascii_lowercase() {
            '0' => 'o',
            '1' => 'l',
            c => c,
        })
        .collect();
    if let Some(index) = NAMES.iter().position(|name| *name == lower) {
        return Some(index as u32 + 1);
    }
    let abbreviation = match lower.as_str() {
        // "Jany.", "Feby.", "Augt.": the clerk's abbreviations of older instruments.
        "jan" | "jany" => Some(1),
        "feb" | "feby" => Some(2),
        "mar" => Some(3),
        "apr" => Some(4),
        "jun" => Some(6),
        "jul" => Some(7),
        "aug" | "augt" => Some(8),
        "sep" | "sept" | "septr" => Some(9),
        "oct" | "octr" => Some(10),
        "nov" | "novr" => Some(11),
        "dec" | "decr" => Some(12),
        _ => None,
    };
    if abbreviation.is_some() {
        return abbreviation;
    }
    let length = lower.chars().count();
    // Two slips where a month must stand: in a day-of phrase's month slot ("vember", "Apci"),
    // and for the long names also before a day and a year ("Ooteber 17th, 1912"). A short
    // word in running text gets one slip at most.
    let allowed = match length {
        0..=3 => return None,
        4..=6 if lenient => 2,
        4 => return None,
        5 | 6 => 1,
        _ => 2,
    };
    let mut best: Option<(usize, u32)> = None;
    let mut tie = false;
    for (index, name) in NAMES.iter().enumerate() {
        let distance = strsim::levenshtein(&lower, name);
        if distance > allowed {
            continue;
        }
        match best {
            Some((best_distance, _)) if distance > best_distance => {}
            Some((best_distance, _)) if distance == best_distance => tie = true,
            _ => {
                best = Some((distance, index as u32 + 1));
                tie = false;
            }
        }
    }
    if tie { None } else { best.map(|(_, month)| month) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_year_reads_with_or_without_its_hundred() {
        for (slot, year) in [
            ("nineteen hundred and forty-one", 1941),
            ("One Thousand Nine Hundred Sixty", 1960),
            ("eighteen hundred eighty-four", 1884),
            ("Nineteen Fifty-eight", 1958),
            ("nineteen and seventy", 1970),
            ("Eighteen Ninety-Two", 1892),
            ("Two Thousand Twenty-three", 2023),
            // A "hundred" the scan broke past reading is still the hundred's place.
            ("nineteen hxndred and twelve", 1912),
        ] {
            assert_eq!(written_year_value(slot), Some(year), "{slot:?}");
        }
    }

    #[test]
    fn a_century_word_alone_or_with_a_stray_word_is_no_year() {
        // The tens word is the year's own: "nineteen fifty eight" is 1958, never 1908.
        assert_eq!(written_year_value("nineteen fifty eight"), Some(1958));
        for slot in ["nineteen", "eighteen", "nineteen fifty sixty"] {
            assert_eq!(written_year_value(slot), None, "{slot:?}");
        }
    }
}
