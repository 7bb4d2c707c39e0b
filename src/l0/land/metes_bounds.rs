//! Metes and bounds: the calls that mark a description as one ("Beginning at …; thence …") and the
//! acreage that, with the county, identifies such a tract.

use super::*;

/// An area: "160 acres", "49,50 acres" (an OCR or European decimal comma), "twenty and 88/100
/// acres", "sixteen (16) acres", "(.383) of an acre", a fraction alone ("one-half acre",
/// "one-fourth of an acre", "one-half an acre"), with a common fraction ("64 1/4 acres",
/// "seventy-one and one-half (71 1/2) acres") and OCR's c for the e ("87 acrcs"), and the old mixed units that follow the
/// acres ("175 acres 92 perches", "10 acres, 2 roods and 7 perches", "eighty acres and one
/// hundred and four perches", "Ten (10) acres and Thirty-one (31) perches", with OCR's "end" for
/// "and").
pub(super) static ACRES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)(?:(?-u:\b)(?P<fraction_only>(?:one|0ne|three)[\s-]+(?:half|fourth|quarter|third)s?)|(?-u:\b)(?P<words>",
        number_words!(),
        r")(?:\s+and\s+(?P<hundredths>\d{1,2})\s*/\s*100)?(?:\s+and\s+(?P<word_fraction>(?:one|0ne|three)[\s-]+(?:half|fourth|quarter|third)s?))?(?:\s*\(\s*(?P<restated>\d+(?:\.\d+)?)(?:[\s-]+(?P<restated_numerator>\d)\s*/\s*(?P<restated_denominator>[2348]))?\s*\))?|\(?(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+,\d{1,2}(?-u:\b)|\d*\.\d+|\d+)(?:\s+and\s+(?P<figure_hundredths>\d{1,2})\s*/\s*100|[\s-]+(?P<numerator>\d)\s*/\s*(?P<denominator>[2348]))?\s*\)?)",
        r"\s*(?:gross\s+|net\s+|surface\s+)?(?:of\s+)?(?:an\s+)?(?P<unit>acr[ec][sea]?)(?-u:\b)",
        r"(?:[\s,]*(?:and\s+)?(?P<roods>\d|one|two|three)\s+roods?(?-u:\b))?(?:[\s,]*(?:[ae]nd\s+)?(?P<perches>\d{1,3}(?:\.\d+)?|",
        number_words!(),
        r")(?:\s*\(\s*(?P<perches_restated>\d{1,3}(?:\.\d+)?)\s*\))?\s+(?:square\s+)?(?:perch(?:es)?|poles?)(?-u:\b))?"
    ))
    .expect("acres pattern compiles")
});
/// Words before an acreage that make it the tract's own ("containing 160 acres").
pub(super) static OWN_ACREAGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:containing|contains|comprising|being)(?-u:\b)[^.;]{0,30}$").expect("own acreage pattern compiles")
});
/// Words before an acreage that make it a parent tract's ("part of a 38.88 acre tract").
pub(super) static PARENT_ACREAGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:of|from)\s+(?:a|an|that|the|said)(?:\s+certain)?\s*$").expect("parent acreage pattern compiles")
});
/// The words that open and close the calls of a metes-and-bounds description.
pub(super) static CALL_WORD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?-u:\b)(?:thence|beginning)(?-u:\b)").expect("call word pattern compiles"));

/// An acreage in a recital of another conveyance ("deed … conveying 10.5 acres", "the tract
/// conveyed by the grantors to John P. Doe containing 1.04 acres"); initials do not end it.
pub(super) static RECITED_ACREAGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:conveying|conveyed|deed)(?-u:\b)(?:[^.;]|(?-u:\b)[a-z]\.){0,100}$")
        .expect("recited acreage pattern compiles")
});
/// [`ACRES`]' ASCII twin ([`twin_of`]): on a block that is ASCII throughout the same matches
/// and captures, with an automaton a fraction of the size (its number words, `\d` and `\s` are
/// Unicode classes), which the capture engine's work on each acreage grows with.
pub(super) static ACRES_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&ACRES));
pub(super) static METES_AND_BOUNDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)beginning\s+at(?-u:\b)|(?-u:\b)place\s+of\s+beginning(?-u:\b)|(?-u:\b)point\s+of\s+beginning(?-u:\b)|(?-u:\b)thence(?-u:\b)").expect("metes and bounds pattern compiles")
});

/// The tract's own acreage: "containing 160 acres" first, else the first acreage that is not a
/// parent tract's ("part of a 38.88 acre tract"), a recited conveyance's or a neighbour's named
/// in the calls.
/// The flag tells an acreage the words call the tract's own.
pub(super) fn block_acres(block: &str, words: &LoweredText, usable: &dyn Fn(usize) -> bool) -> Option<(f64, bool)> {
    if !words.holds("acr") {
        return None;
    }
    // An acreage is in the calls only between two "thence": a block without the word has no
    // acreage there, and its call words are not searched.
    let call_words: Vec<(usize, bool)> = if words.holds("thence") {
        CALL_WORD.find_iter(block).map(|m| (m.start(), m.as_str().eq_ignore_ascii_case("thence"))).collect()
    } else {
        Vec::new()
    };
    let mut first: Option<f64> = None;
    for caps in words.pick(&ACRES, &ACRES_ASCII).captures_iter(block) {
        let Some(whole) = caps.get(0) else { continue };
        if !usable(whole.start()) || in_calls(&call_words, whole.start()) {
            continue;
        }
        let Some(value) = acreage_value(&caps) else { continue };
        let recital = &block[block.floor_char_boundary(whole.start().saturating_sub(120))..whole.start()];
        let before = &block[block.floor_char_boundary(whole.start().saturating_sub(60))..whole.start()];
        let before = before.trim_end_matches(['(', ' ', '\n']);
        if RECITED_ACREAGE.is_match(recital) || PARENT_ACREAGE.is_match(before) {
            continue;
        }
        if OWN_ACREAGE.is_match(before) {
            return Some((value, true));
        }
        if first.is_none() && value > 0.0 {
            first = Some(value);
        }
    }
    first.map(|value| (value, false))
}

/// An acreage between two calls ("thence along the Birch tract (containing 16.2 acres), thence
/// …") belongs to a neighbour: the tract's own stands before the calls or after "to the place of
/// beginning".
pub(super) fn in_calls(call_words: &[(usize, bool)], at: usize) -> bool {
    let split = call_words.partition_point(|(start, _)| *start < at);
    let previous_is_call = split.checked_sub(1).and_then(|i| call_words.get(i)).is_some_and(|(_, thence)| *thence);
    let next_is_call = call_words.get(split).is_some_and(|(_, thence)| *thence);
    previous_is_call && next_is_call
}

/// "one-half", "three fourths", "one third" as a number.
fn word_fraction(written: &str) -> f64 {
    let lower = written.to_ascii_lowercase();
    let count = if lower.starts_with("three") { 3.0 } else { 1.0 };
    let part = if lower.contains("half") {
        0.5
    } else if lower.contains("third") {
        1.0 / 3.0
    } else {
        0.25
    };
    count * part
}

/// The acres of one match, with roods (a quarter acre) and perches (1/160 acre) added; figures
/// restated in parentheses win over the words.
pub(super) fn acreage_value(caps: &regex::Captures<'_>) -> Option<f64> {
    let figure = |name: &str| caps.name(name).and_then(|m| m.as_str().parse::<f64>().ok());
    // "1/4" after the figures, in the restatement or after them.
    let fraction = |numerator: &str, denominator: &str| match (figure(numerator), figure(denominator)) {
        (Some(numerator), Some(denominator)) if denominator > 0.0 => numerator / denominator,
        _ => 0.0,
    };
    let acres = if let Some(written) = caps.name("fraction_only") {
        word_fraction(written.as_str())
    } else if let Some(restated) = figure("restated") {
        restated + fraction("restated_numerator", "restated_denominator")
    } else if let Some(words) = caps.name("words") {
        number_slot(words.as_str())?.parse::<f64>().ok()?
            + figure("hundredths").unwrap_or(0.0) / 100.0
            + caps.name("word_fraction").map_or(0.0, |written| word_fraction(written.as_str()))
    } else {
        let number = caps.name("number")?.as_str();
        let decimal = match number.split_once(',') {
            // "49,50": a comma before one or two digits is a decimal point.
            Some((whole, fraction)) if fraction.len() < 3 => format!("{whole}.{fraction}"),
            _ => number.replace(',', ""),
        };
        decimal.parse::<f64>().ok()? + figure("figure_hundredths").unwrap_or(0.0) / 100.0 + fraction("numerator", "denominator")
    };
    // Roods and perches come in figures or in words, like the acres.
    let part = |name: &str| figure(name).or_else(|| number_slot(caps.name(name)?.as_str())?.parse::<f64>().ok()).unwrap_or(0.0);
    let perches = figure("perches_restated").unwrap_or_else(|| part("perches"));
    Some(acres + part("roods") / 4.0 + perches / 160.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::land::tests::tracts;

    #[test]
    fn a_fraction_of_an_acre_in_words() {
        for (written, value) in
            [("one-half acre", 0.5), ("one half an acre", 0.5), ("one-fourth of an acre", 0.25), ("three-fourths acre", 0.75)]
        {
            let block = format!("thence S 10 W 40 feet to the beginning, containing {written}, more or less, in Jackson County, Ohio.");
            let words = LoweredText::new(&block);
            assert_eq!(block_acres(&block, &words, &|_| true), Some((value, true)), "{written}");
        }
    }

    #[test]
    fn metes_and_bounds_by_county_and_acres() {
        let found = tracts(
            "described as follows: All that tract in Marion District, Wetzel County, West Virginia: BEGINNING at a stone; thence N 52 E 514 feet; thence S 39 E 80 feet to the beginning, containing 12.75 acres.\n",
        );
        assert_eq!(found[0].system, Some(LandSystem::MetesBounds));
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref(), found[0].acres), (Some("Wetzel"), Some("WV"), Some(12.75)));
    }

    fn acres_of(description: &str) -> Option<f64> {
        block_acres(description, &LoweredText::new(description), &|_| true).map(|(value, _)| value)
    }

    #[test]
    fn acreage_in_words_fractions_and_old_units() {
        assert_eq!(acres_of("to the place of beginning, containing twenty and 45/100 acres, more or less."), Some(20.45));
        assert_eq!(acres_of("containing sixteen (16) acres, more or less."), Some(16.0));
        assert_eq!(acres_of("to the beginning. CONTAINING 112 acres 40 perches, more or less."), Some(112.25));
        assert_eq!(acres_of("containing 8 acres, 1 rood and 16 perches of land."), Some(8.35));
        assert_eq!(
            acres_of("to the place of beginning; containing sixty-two acres and one hundred and twenty perches, strict measure."),
            Some(62.75)
        );
        assert_eq!(acres_of("containing ten acres, two roods and forty perches, more or less."), Some(10.75));
        assert_eq!(acres_of("Containing Ninety-six (96) acres, end Eighty (80) perches, more or less."), Some(96.5));
        assert_eq!(acres_of("to the point of beginning, containing\n23,75 acres more or less."), Some(23.75));
        assert_eq!(acres_of("containing two hundred fifty-thousandths (.250) of an acre."), Some(0.25));
    }

    #[test]
    fn parent_recited_and_neighbour_acreage_is_not_the_tract() {
        assert_eq!(
            acres_of(
                "Being a part of a 41.20 acre tract as conveyed to John Moss; beginning at a stone; thence North 20 rods to the place of beginning, containing 6.5 acres."
            ),
            Some(6.5)
        );
        let calls = "beginning at a pin, being the corner of the tract conveyed by the grantors to Ann T. Rudd containing 2.1 acres; thence North 30 feet; thence along the Kohl tract (containing 14.7 acres), East 90 feet; thence South 30 feet to the place of beginning.";
        assert_eq!(acres_of(calls), None);
    }

    #[test]
    fn acreage_with_a_common_fraction_in_figures_or_words() {
        let acres = |text: &str| tracts(text).first().and_then(|t| t.acres);
        assert_eq!(
            acres(
                "situate in Ritchie County, West Virginia, beginning at a stone; thence N 20 W 40 poles to the beginning, containing thirty-two and one-half (32 1/2) acres, more or less.\n"
            ),
            Some(32.5)
        );
        assert_eq!(
            acres(
                "situate in Ritchie County, West Virginia, beginning at a stone; thence N 20 W 40 poles to the beginning, containing 18 3/4 acres.\n"
            ),
            Some(18.75)
        );
        assert_eq!(
            acres(
                "situate in Ritchie County, West Virginia, beginning at a stone; thence N 20 W 40 poles to the beginning, containing nine and one-fourth acres.\n"
            ),
            Some(9.25)
        );
    }

    #[test]
    fn acres_that_ocr_wrote_with_a_c() {
        let found = tracts(
            "situate in Fayette County, Pennsylvania, beginning at a post; thence South 12 perches to the place of beginning. CONTAINING twenty (20) acrcs and eighty (80) perches, more or less.\n",
        );
        assert_eq!(found[0].acres, Some(20.5));
    }

    #[test]
    fn a_first_tract_heading_that_ocr_spelt_with_an_l() {
        let found = tracts(
            "the following two tracts in Perry County, Kentucky:\nFlRST TRACT: Beginning at a beech; thence up the branch to the beginning, containing thirty (30) acres.\nSECOND TRACT: Beginning at a stake; thence down the creek to the beginning, containing eight (8) acres.\n",
        );
        let acres: Vec<_> = found.iter().map(|t| t.acres).collect();
        assert_eq!(acres, vec![Some(30.0), Some(8.0)]);
    }
}
