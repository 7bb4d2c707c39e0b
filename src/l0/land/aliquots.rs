//! Aliquot parts of a section ("NE/4", "the North Half", "SE¼NW¼") and the government lots of a
//! section ("Lots 1 and 2").

use super::*;

/// One aliquot part: "NE/4", "NE1/4", "N.E. 1/4", "N/2", OCR "NEY4", "NE%", "the Northeast
/// Quarter (NE1/4)", "West Half".
pub(super) const ALIQUOT_PART: &str = r"(?:(?:north\s*-?\s*east|north\s*-?\s*west|south\s*-?\s*east|south\s*-?\s*west|north|south|east|west)\s+(?:one[\s-])?(?:quarter|half|fourth)(?:\s*\([^)\n]{1,12}\))?|(?:[ns]\.?\s?[ew]|[nsew])\.?'?\s?(?:1\s?/\s?[24]|/\s?[24]|y4|%))";

/// A chain of parts, smallest first as written: "N/2 N/2 SE/4", "the NE/4 of the SE/4". The
/// leading character keeps a chain from starting inside a word ("LANE 1/2").
pub(super) static ALIQUOT_CHAIN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?:^|[^a-z])(?P<chain>(?:the\s+)?{ALIQUOT_PART}(?:\s*(?:of\s+)?(?:the\s+)?{ALIQUOT_PART})*)"))
        .expect("aliquot chain pattern compiles")
});
pub(super) static ALIQUOT_PART_ONLY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i){ALIQUOT_PART}")).expect("aliquot part pattern compiles"));

/// Government lots of a section: "Lots 1 and 2", "Lots 3, 4", "lots three and four", "Lots One
/// (1) and Two (2)".
pub(super) static GOVERNMENT_LOTS: LazyLock<Regex> = LazyLock::new(|| {
    let lot = concat!(r"(?:\d{1,2}(?-u:\b)|", number_words!(), r"(?:\s*\(\s*\d{1,2}\s*\))?)");
    Regex::new(&format!(r"(?i)(?-u:\b)lots?\s+(?P<lots>{lot}(?:\s*(?:,|and|&)\s*(?:and\s+)?{lot})*)")).expect("lots pattern compiles")
});

/// A chain of aliquot parts found in a block, in canonical form.
pub(super) struct Chain {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) canonical: String,
}

pub(super) fn aliquot_chains(block: &str, words: &LoweredText) -> Vec<Chain> {
    // Every aliquot part ends in a fraction ("/4", "1/2", "/ 2", OCR "y4" or "%") or names a
    // quarter, half or fourth in words.
    if !words.holds_any(&["y4", "%", "quarter", "half", "fourth"]) && !names_half_or_quarter(block) {
        return Vec::new();
    }
    ALIQUOT_CHAIN
        .captures_iter(block)
        .filter_map(|caps| {
            let chain = caps.name("chain")?;
            let parts: Vec<String> = ALIQUOT_PART_ONLY.find_iter(chain.as_str()).filter_map(|p| aliquot_part(p.as_str())).collect();
            (!parts.is_empty()).then(|| Chain { start: chain.start(), end: chain.end(), canonical: parts.join(" ") })
        })
        .collect()
}

/// Whether a block holds "/2" or "/4", with at most one white space character after the slash.
pub(super) fn names_half_or_quarter(block: &str) -> bool {
    block.match_indices('/').any(|(at, _)| {
        let mut after = block[at + 1..].chars();
        let figure = match after.next() {
            Some(space) if space.is_whitespace() => after.next(),
            other => other,
        };
        matches!(figure, Some('2' | '4'))
    })
}

/// "Northeast Quarter (NE1/4)" and "NEY4" as "NE/4": the direction tells the fraction (two
/// letters a quarter, one letter a half), which survives OCR better than the glyph.
pub(super) fn aliquot_part(part: &str) -> Option<String> {
    let lower = part.to_ascii_lowercase();
    let words = lower.split('(').next().unwrap_or_default();
    let direction: String = if words.contains("north") || words.contains("south") || words.contains("east") || words.contains("west") {
        let mut direction = String::new();
        for (word, letter) in [("north", 'N'), ("south", 'S')] {
            if words.contains(word) {
                direction.push(letter);
            }
        }
        for (word, letter) in [("east", 'E'), ("west", 'W')] {
            if words.contains(word) {
                direction.push(letter);
            }
        }
        direction
    } else {
        lower
            .chars()
            .take_while(|c| !c.is_ascii_digit() && *c != '/' && *c != '%')
            .filter(|c| "nsew".contains(*c))
            .map(|c| c.to_ascii_uppercase())
            .collect()
    };
    match direction.len() {
        1 => Some(format!("{direction}/2")),
        2 => Some(format!("{direction}/4")),
        _ => None,
    }
}
