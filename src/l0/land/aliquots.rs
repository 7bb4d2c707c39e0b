//! Aliquot parts of a section ("NE/4", "the North Half", "SE¼NW¼") and the government lots of a
//! section ("Lots 1 and 2").

use super::*;

/// The direction words of an aliquot part written out: "Northeast", "North-West", "South", and
/// as old deeds and surveyors write them, "northeasterly" and "the Southern Half". OCR's b for
/// the h ("Nortbeast", "Soutbwest") is read as the township's direction reads it ("16 Soutb"),
/// and a scan's figure for a round letter, 0 for the o and 5 for the s ("s0uth", "5outh",
/// "we5t"), as [`unspoiled_direction`] reads it back.
const DIRECTION_WORD: &str = r"(?:n[o0]rt[hb]\s*-?\s*ea[s5]t|n[o0]rt[hb]\s*-?\s*we[s5]t|[s5][o0]ut[hb]\s*-?\s*ea[s5]t|[s5][o0]ut[hb]\s*-?\s*we[s5]t|n[o0]rt[hb]|[s5][o0]ut[hb]|ea[s5]t|we[s5]t)(?:erly|ern)?";

/// One aliquot part as words or with a fraction: "NE/4", "NE1/4", "N.E. 1/4", "N/2", the hyphened
/// fractions of old deeds and typewriters ("NE. 1-4", "NW-1/4", "SE-4", "N-1/2"), OCR "NEY4",
/// "NY2", "NE%", "SE1/A" (an A for the 4), "NEl/4" (an l for the 1) and a quarter whose slash
/// was read as a 1 ("SW 114": only after two letters, as a call's "N 114 feet" is a distance), "the Northeast Quarter (NE1/4)", "West Half", "North 1/2",
/// "NE Quarter", an old deed's "the northeast quadrant" and "the north moiety" (a quarter and a
/// half: the direction's letters say which, as for "quarter" and "half"), an abstract's "NW Qr" and "SE Qtr." (and "Southwest Qtr."), the ordinal "NE 1/4th", "the Northwest fractional Quarter" (of a
/// section with lots), and a farm deed's "the Northeast forty" (a quarter-quarter, forty acres,
/// of the quarter it is "of"; only a two-word direction: "the North forty" is a strip), and an old
/// deed's "the quarter section (lying) in the northeast corner" (of the section: the NE/4). A scan's
/// damage to the words is read as the direction's is: a figure for a letter ("ha1f", "haif",
/// "f0urth") and the space lost between the words ("NorthHalf"). The glued forms without a slash ("NE4", "S2NE", "SE4SW4") are read by
/// `compact_chain`.
pub(super) static ALIQUOT_PART: LazyLock<String> = LazyLock::new(|| {
    format!(
        r"(?:quarter[\s-]+section\s+(?:lying\s+|situated\s+)?in\s+the\s+(?:north|south)\s*-?\s*(?:east|west)\s+corner(?-u:\b)|(?:north|south)\s*-?\s*(?:east|west)\s+forty(?-u:\b)|{DIRECTION_WORD}\s*(?:one[\s-]|fractional\s+|frac(?:tional|\.)?\s+|frl\.?\s+)?(?:quarter|ha[l1i]f|f[o0]urth|quadrant|moiety|qtr(?-u:\b)\.?|qr(?-u:\b)\.?)(?:\s*\([^)\n]{{1,12}}\))?|{DIRECTION_WORD}\s*[1li]\s?/\s?(?:4th|[24])(?:\s*\([^)\n]{{1,12}}\))?|(?:[ns]\.?\s?[ew]|[nsew])\.?'?\s?(?:-\s?)?(?:[1li]\s?/\s?(?:4th|[24])|/\s?[24]|[1li]\s?/\s?a(?-u:\b)|y[24]|%|1\s?-\s?[24](?-u:\b))|(?:[ns]\.?\s?[ew]-4|[nsew]-2|[ns]\.?\s?[ew]\.?\s?1[1li]4)(?-u:\b)|[ns]\.?\s?[ew]\.?\s+(?:quarter|qtr|qr)(?-u:\b)\.?|[nsew]\.?\s+half(?-u:\b))"
    )
});

/// A chain of parts, smallest first as written: "N/2 N/2 SE/4", "the NE/4 of the SE/4", "the
/// fractional Northwest Quarter" (the word may stand before the direction as after it). The
/// leading character keeps a chain from starting inside a word ("LANE 1/2").
pub(super) static ALIQUOT_CHAIN: LazyLock<Regex> = LazyLock::new(|| {
    let part = ALIQUOT_PART.as_str();
    Regex::new(&format!(
        r"(?i)(?:^|[^a-z])(?P<chain>(?:the\s+)?(?:fractional\s+|frac\.?\s+|frl\.?\s+)?{part}(?:\s*(?:of\s+)?(?:the\s+)?{part})*)"
    ))
    .expect("aliquot chain pattern compiles")
});
pub(super) static ALIQUOT_PART_ONLY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i){}", ALIQUOT_PART.as_str())).expect("aliquot part pattern compiles"));

/// Government lots of a section: "Lots 1 and 2", "Lots 3, 4", "lots three and four", a patent's
/// "the Lots numbered one and two", "Lots Nos. 3 and 4", "Lots One
/// (1) and Two (2)", ranges of them ("Lots 1 - 4", "Lots 1 through 3", "Lots 1 to 4, inclusive"),
/// lots with their acreage ("Lots 1(40.05), 2(39.95)"), and a federal listing's "LTS 3, 4".
pub(super) static GOVERNMENT_LOTS: LazyLock<Regex> = LazyLock::new(|| {
    let lot = concat!(
        r"(?:\d{1,2}(?-u:\b)(?:\s*\(\s*\d{1,3}\.\d{1,2}\s*(?:ac(?:res?)?\.?)?\s*\))?|",
        number_words!(),
        r"(?:\s*\(\s*\d{1,2}\s*\))?)"
    );
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:lots?\s+(?:numbered\s+|nos?\.\s*)?|lts\.?\s*)(?P<lots>{lot}(?:\s*(?:,|and|&|-|(?-u:\b)through|(?-u:\b)thru|(?-u:\b)to)\s*(?:and\s+)?{lot})*)(?:,?\s+inclusive(?-u:\b))?"
    ))
    .expect("lots pattern compiles")
});

/// Government lots glued to an L, as federal lease listings and runsheets write them: "L1-4",
/// "L1, L3", "L2-3, L5", and a serial register's "L3,4" (the L once, the figures keyed on after a
/// bare comma).
pub(super) static GLUED_LOTS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)l(?P<lots>\d{1,2}(?:-\d{1,2})?(?:,\s*l\d{1,2}(?:-\d{1,2})?|,\d{1,2}(?:-\d{1,2})?)*)(?-u:\b)")
        .expect("glued lots pattern compiles")
});

/// A government lot's acreage in parentheses after its number ("Lots 1(40.05), 2(39.95 ac.)"),
/// which the plat gives and the lot's number identifies.
pub(super) static LOT_ACREAGE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\s*\(\s*\d{1,3}\.\d{1,2}\s*(?:ac(?:res?)?\.?)?\s*\)").expect("lot acreage pattern compiles"));

/// The ASCII twins ([`twin_of`]) of the block scans for aliquot chains and government lots: on a
/// block that is ASCII throughout they give the same matches and captures with automata a
/// fraction of the size (the number words, `\d` and `\s` are Unicode classes in the patterns).
static ALIQUOT_CHAIN_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&ALIQUOT_CHAIN));
static ALIQUOT_PART_ONLY_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&ALIQUOT_PART_ONLY));
pub(super) static GOVERNMENT_LOTS_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&GOVERNMENT_LOTS));
pub(super) static GLUED_LOTS_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&GLUED_LOTS));

/// The quadrants of its cell a canonical part covers: "NE/4" one, "N/2" two, anything else
/// (a damaged part) all four.
fn quadrants(part: &str) -> [bool; 4] {
    // North-east, north-west, south-east, south-west.
    match part {
        "NE/4" => [true, false, false, false],
        "NW/4" => [false, true, false, false],
        "SE/4" => [false, false, true, false],
        "SW/4" => [false, false, false, true],
        "N/2" => [true, true, false, false],
        "S/2" => [false, false, true, true],
        "E/2" => [true, false, true, false],
        "W/2" => [false, true, false, true],
        _ => [true; 4],
    }
}

/// Whether two canonical aliquot descriptions ("S/2 SE/4", "NW/4", largest part last) may
/// cover common ground: read from the largest part down, they stay apart once the parts at one
/// level share no quadrant; a description that ends first covers all of the other's cell.
pub(super) fn aliquots_overlap(a: &str, b: &str) -> bool {
    let (mut a, mut b) = (a.split(' ').rev(), b.split(' ').rev());
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) => {
                let (x, y) = (quadrants(x), quadrants(y));
                if !x.iter().zip(y.iter()).any(|(x, y)| *x && *y) {
                    return false;
                }
            }
            _ => return true,
        }
    }
}

/// A chain of aliquot parts found in a block, in canonical form.
pub(super) struct Chain {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) canonical: String,
}

/// The aliquot chains of a block, in text order: the written and slashed forms the pattern reads,
/// the glued forms `compact_chain` reads ("S2NE", "SE4SW4"), and a bare quarter in a section's
/// list ("Sec 14: NE, Sec 15: W2"). Chains that only white space or "of the" part are one chain
/// ("N2 SE4" is the N/2 SE/4).
pub(super) fn aliquot_chains(block: &str, words: &LoweredText) -> Vec<Chain> {
    let mut chains: Vec<Chain> = Vec::new();
    // Every part the pattern reads ends in a fraction ("/4", "1/2", "/ 2", OCR "y4", "y2", "1/A"
    // or "%") or names a quarter ("Qr", "Qtr", "quadrant"), half ("moiety"), fourth or forty in words.
    if words.holds_any(&[
        "y4", "y2", "1/a", "%", "quarter", "half", "ha1f", "haif", "fourth", "f0urth", "quadrant", "moiety", "qr", "qtr", "forty",
    ]) || names_half_or_quarter(block)
    {
        let part = words.pick(&ALIQUOT_PART_ONLY, &ALIQUOT_PART_ONLY_ASCII);
        chains.extend(words.pick(&ALIQUOT_CHAIN, &ALIQUOT_CHAIN_ASCII).find_iter(block).filter_map(|found| {
            let chain = chain_span(block, found.range());
            let parts: Vec<String> = part.find_iter(&block[chain.clone()]).filter_map(|p| aliquot_part(p.as_str())).collect();
            (!parts.is_empty()).then(|| Chain { start: chain.start, end: chain.end, canonical: parts.join(" ") })
        }));
    }
    let written = chains.len();
    let mut replaced: Vec<usize> = Vec::new();
    for (start, end) in glued_tokens(block) {
        let token = &block[start..end];
        let overlaps = |i: &usize| chains[*i].start < end && start < chains[*i].end;
        if (0..written).any(|i| overlaps(&i)) {
            let overlapping: Vec<usize> = (0..written).filter(overlaps).collect();
            // "E1/2SW4": the pattern reads the written "E1/2" at the token's head; the whole
            // token read glued holds more parts, and is the chain, when it holds those it read.
            let within = overlapping.iter().all(|&i| start <= chains[i].start && chains[i].end <= end);
            if let Some(parts) = compact_chain(token).filter(|parts| within && parts.len() > overlapping.len()) {
                replaced.extend(overlapping);
                chains.push(Chain { start, end, canonical: parts.join(" ") });
            }
            continue;
        }
        let bare = || {
            listed_quarter(block, start, end)
                || paired_quarter(block, start, end)
                || quarter_of_section(block, start, end)
                || divided_quarter(block, start, end)
        };
        let parts = compact_chain(token).or_else(|| bare().then(|| vec![format!("{token}/4")]));
        if let Some(parts) = parts {
            chains.push(Chain { start, end, canonical: parts.join(" ") });
        }
    }
    if !replaced.is_empty() {
        chains = chains.into_iter().enumerate().filter(|(index, _)| !replaced.contains(index)).map(|(_, chain)| chain).collect();
    }
    if chains.len() > written - replaced.len() {
        chains.sort_by_key(|c| c.start);
    }
    let mut merged: Vec<Chain> = Vec::with_capacity(chains.len());
    for mut chain in chains {
        // "the north half-section", "the NE quarter section of": the word says the part is of a
        // section, not which section (a number after it would be the section's heading).
        chain.end += section_word_len(&block[chain.end..]);
        match merged.last_mut() {
            Some(last)
                if last.end <= chain.start
                    && continues_chain(&block[last.end..chain.start])
                    && !glued_quarter_quarters(block, last, &chain) =>
            {
                last.end = chain.end;
                last.canonical = format!("{} {}", last.canonical, chain.canonical);
            }
            _ => merged.push(chain),
        }
    }
    if merged.len() > 1 && words.holds_any(&["same", "said", "that", "this"]) {
        refer_back_to_quarters(block, &mut merged);
    }
    if merged.len() > 1 {
        share_a_trailing_of(block, &mut merged);
    }
    merged
}

/// "the S/2 of the same quarter", "the SW 1/4 of said quarter section": a part of the quarter
/// the chain before ends in, as a deed names a second part of one quarter without writing the
/// quarter again. Its length after a chain's end, 0 without one.
static SAME_QUARTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s+of\s+(?:the\s+same|the\s+said|said|that|this)\s+quarter(?:[\s-]+section)?(?-u:\b)")
        .expect("same quarter pattern compiles")
});

/// Gives each chain that "the same quarter" follows the quarter of the chain before (its largest
/// part that is a quarter), and takes the reference into its span.
fn refer_back_to_quarters(block: &str, chains: &mut [Chain]) {
    for index in 1..chains.len() {
        let Some(reference) = SAME_QUARTER.find(&block[chains[index].end..]) else { continue };
        let quarter = chains[index - 1].canonical.rsplit(' ').find(|part| part.ends_with("/4")).map(str::to_string);
        if let Some(quarter) = quarter {
            let chain = &mut chains[index];
            chain.canonical = format!("{} {quarter}", chain.canonical);
            chain.end += reference.end();
        }
    }
}

/// A list of parts that shares the "of" after its last part: "the N/2 and SE/4 of the NE/4" is the
/// N/2 NE/4 and the SE/4 NE/4. A single part joined by "and", "&" or a comma to a chain linked
/// by "of" takes the chain's larger parts when, read alone as a part of the section, it would
/// already hold them (the N/2 holds all of the NE/4), since a description does not list land
/// twice. A part that does not hold them ("the NE/4 and the N/2 of the SE/4") is of the section.
fn share_a_trailing_of(block: &str, chains: &mut [Chain]) {
    for index in (0..chains.len() - 1).rev() {
        let (single, chain) = (&chains[index], &chains[index + 1]);
        if single.canonical.contains(' ') || !chain.canonical.contains(' ') {
            continue;
        }
        let listed = block[single.end..chain.start]
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .all(|word| matches!(word.to_ascii_lowercase().as_str(), "and" | "&" | "the"));
        let linked_by_of = block[chain.start..chain.end].to_ascii_lowercase().split_whitespace().any(|word| word == "of");
        let Some((_, larger)) = chain.canonical.split_once(' ') else { continue };
        let largest = larger.rsplit(' ').next().unwrap_or(larger);
        let holds = |outer: [bool; 4], inner: [bool; 4]| inner.iter().zip(outer.iter()).all(|(i, o)| !*i || *o);
        if listed && linked_by_of && holds(quadrants(&single.canonical), quadrants(largest)) {
            let canonical = format!("{} {larger}", single.canonical);
            chains[index].canonical = canonical;
        }
    }
}

/// The length of the word "section" after a half or a quarter in words ("the north half-section",
/// "the NE quarter section of"), when what follows it is not a number (then it heads the section:
/// "the NE Quarter Section 12"). 0 without it.
fn section_word_len(after: &str) -> usize {
    let Some(rest) = after.strip_prefix([' ', '-']) else { return 0 };
    if !rest.get(..7).is_some_and(|word| word.eq_ignore_ascii_case("section")) || rest[7..].starts_with(|c: char| c.is_ascii_alphanumeric())
    {
        return 0;
    }
    let next = rest[7..].trim_start_matches(' ');
    let word: String = next.chars().take_while(char::is_ascii_alphabetic).collect::<String>().to_ascii_lowercase();
    let ends = next.is_empty()
        || next.starts_with([',', ';', '.', ')', '\n'])
        || matches!(word.as_str(), "of" | "in" | "and" | "thereof" | "lying" | "situated" | "containing" | "less" | "except" | "save");
    if ends { 8 } else { 0 }
}

/// The `chain` group of an [`ALIQUOT_CHAIN`] match, from the match alone: the pattern's leading
/// character (a non-letter keeping the chain from starting inside a word) is no part of it, and
/// every chain opens on a letter that `(?i)[a-z]` reads ("the", "fractional" or a direction), so
/// the match opens on that leading character exactly when its first character is not such a
/// letter. The search for the match alone spares the capture engine, which the chain pattern's
/// size makes slow, on every chain of every block.
fn chain_span(block: &str, found: Range<usize>) -> Range<usize> {
    let first = block[found.clone()].chars().next();
    let lead =
        first.filter(|c| !(c.is_ascii_alphabetic() || crate::pipeline::lowered::FOLDS_TO_ASCII.contains(c))).map_or(0, char::len_utf8);
    found.start + lead..found.end
}

/// What may stand between two parts of one chain: white space, "of", "of the", "of said" (the
/// quarter named before: "the SW/4 of said SE/4"), or a hyphen ("NE-SW", the NE/4 SW/4, as
/// landmen write two bare quarters).
fn continues_chain(gap: &str) -> bool {
    let words: Vec<&str> = gap.split_whitespace().collect();
    match words.as_slice() {
        [] => true,
        // A dash that opens a line is a list's mark: the part after it is the list's next item
        // ("aliquots:" then "- NE4" and "- N2SE4"), not more of the chain before.
        ["-"] => gap.rsplit_once('\n').is_none_or(|(_, line)| !line.trim_start().starts_with('-')),
        [of] => of.eq_ignore_ascii_case("of"),
        [of, the] => of.eq_ignore_ascii_case("of") && (the.eq_ignore_ascii_case("the") || the.eq_ignore_ascii_case("said")),
        _ => false,
    }
}

/// Whether two chains a space parts are each a glued quarter-quarter or smaller ("NW4SE4
/// SW4NE4", "SENW SWNE"): a landman glues the parts of one tract and spaces the tracts, so two
/// glued tokens of two parts or more are two tracts of the section, not one chain of four parts
/// (a 2.5-acre tract is glued whole: "NW4SE4SW4NE4"). A single part before or after ("N2 SE4",
/// "S2NE4 NW4") still divides the next.
fn glued_quarter_quarters(block: &str, last: &Chain, next: &Chain) -> bool {
    let glued = |chain: &Chain| chain.canonical.contains(' ') && !block[chain.start..chain.end].contains(char::is_whitespace);
    glued(last) && glued(next)
}

/// The spans of the block's runs of ASCII letters, digits and slashes that begin with a
/// direction letter at a word's start: where a glued aliquot chain can stand.
fn glued_tokens(block: &str) -> Vec<(usize, usize)> {
    let bytes = block.as_bytes();
    let is_token_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'/';
    let mut tokens = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !is_token_byte(bytes[at]) {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && is_token_byte(bytes[at]) {
            at += 1;
        }
        // Only directions, figures and slashes can make a chain: a word such as "Section" or
        // "West" is left out here rather than parsed.
        let token = &bytes[start..at];
        if matches!(token[0].to_ascii_uppercase(), b'N' | b'S' | b'E' | b'W')
            && (2..=16).contains(&token.len())
            && token.iter().all(|b| matches!(b.to_ascii_uppercase(), b'N' | b'S' | b'E' | b'W' | b'/' | b'0'..=b'9'))
        {
            tokens.push((start, at));
        }
    }
    tokens
}

/// A glued chain of aliquot parts, as landmen and abstracters write them without slashes or
/// spaces: "NE4", "N2", "S2NE" (the S/2 NE/4), "SE4SW4", "E2NE4NW4", "SENE", "S/2NE/4". Each
/// part is a direction (two letters a quarter, one a half) with its fraction ("4", "2", "/4",
/// "1/4") that must agree with it; a quarter may go without its fraction when the token holds
/// another part or a fraction ("S2NE", "SENE"), a half may not. Anything else in the token
/// (a word such as "NEWS" or "SEWN") makes it no chain.
pub(super) fn compact_chain(token: &str) -> Option<Vec<String>> {
    let upper = token.to_ascii_uppercase();
    let bytes = upper.as_bytes();
    let mut parts: Vec<String> = Vec::new();
    let mut any_fraction = false;
    let mut at = 0;
    while at < bytes.len() {
        let pair = matches!(bytes[at], b'N' | b'S') && bytes.get(at + 1).is_some_and(|b| matches!(b, b'E' | b'W'));
        let direction_len = if pair {
            2
        } else if matches!(bytes[at], b'N' | b'S' | b'E' | b'W') {
            1
        } else {
            return None;
        };
        let direction = &upper[at..at + direction_len];
        at += direction_len;
        // "NE/NE", "SW/SE": a slash between two bare quarters parts them, as a quarter-quarter
        // is typed without its fractions.
        let parted = pair && upper[at..].starts_with('/') && bytes.get(at + 1).is_some_and(|b| matches!(b, b'N' | b'S'));
        let fraction = ["1/2", "1/4", "/2", "/4", "2", "4"].into_iter().find(|f| upper[at..].starts_with(f));
        match fraction {
            Some(fraction) => {
                let quarter = fraction.ends_with('4');
                if quarter != pair {
                    return None;
                }
                at += fraction.len();
                any_fraction = true;
            }
            None if !pair => return None,
            None => {}
        }
        parts.push(format!("{direction}/{}", if pair { 4 } else { 2 }));
        if parted {
            at += 1;
        }
    }
    (any_fraction || parts.len() >= 2).then_some(parts)
}

/// A quarter written as its two capitals alone in a section's list: "Sec 14: NE, Sec 15: W2"
/// or "Section 3: NW, SE": it follows a colon, a comma or "and", and a comma, semicolon, period,
/// "and", a remark in parentheses ("…, E2SW, SE (all of the section)") or the line's end
/// follows it. "the NE corner" and "thence NE 40 feet" are calls.
fn listed_quarter(block: &str, start: usize, end: usize) -> bool {
    let token = &block[start..end];
    if !matches!(token, "NE" | "NW" | "SE" | "SW") {
        return false;
    }
    let before = block[..start].trim_end_matches([' ', '\t']);
    let after = block[end..].trim_start_matches([' ', '\t']);
    let listed_before = before.ends_with([':', ',']) || before.ends_with(" and") || before.ends_with(" &");
    let listed_after =
        after.is_empty() || after.starts_with([',', ';', '.', '\n', '(']) || after.starts_with("and ") || after.starts_with("& ");
    listed_before && listed_after
}

/// Whether a token is a quarter written as its two capitals alone ("NE", "SW").
fn is_bare_quarter(token: &str) -> bool {
    matches!(token, "NE" | "NW" | "SE" | "SW")
}

/// Two bare quarters in a row make a chain, as landmen write a quarter-quarter without its
/// fractions: "SW SW", "NE-SW", "the NE of the SE" (the NE/4 SE/4). A call names one direction
/// ("thence NE 40 feet"), never two in a row.
fn paired_quarter(block: &str, start: usize, end: usize) -> bool {
    if !is_bare_quarter(&block[start..end]) {
        return false;
    }
    // The words of the line on each side, split at spaces and hyphens; the first that is not
    // "of" or "the" must be another bare quarter.
    let line_start = block[..start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = block[end..].find('\n').map_or(block.len(), |at| end + at);
    let words = |text: &'_ str| -> Vec<String> {
        text.split([' ', '-']).filter(|w| !w.is_empty()).map(|w| w.trim_matches(|c: char| !c.is_ascii_alphanumeric()).to_string()).collect()
    };
    let joined = |mut words: Box<dyn Iterator<Item = String> + '_>| {
        words.find(|w| !w.eq_ignore_ascii_case("of") && !w.eq_ignore_ascii_case("the")).is_some_and(|w| is_bare_quarter(&w))
    };
    let before = words(&block[line_start..start]);
    let after = words(&block[end..line_end]);
    // "W2 NE", "N2 SE": a glued half (or quarter) right before, with only a space between, is
    // the larger part the quarter divides.
    let after_glued = block[..start].strip_suffix(' ').is_some_and(|before| {
        // The word starts after the last character that cannot be in it, whose width counts:
        // OCR leaves non-ASCII marks beside a part ("¡ SW"), and a byte past such a mark's start
        // is inside it.
        let word_start =
            before.char_indices().rfind(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '/')).map_or(0, |(at, c)| at + c.len_utf8());
        let word = &before[word_start..];
        word.ends_with(['2', '4']) && compact_chain(word).is_some()
    });
    after_glued || joined(Box::new(before.into_iter().rev().take(3))) || joined(Box::new(after.into_iter().take(3)))
}

/// A written half or quarter and "of" just before a bare quarter: "the S 1/2 of the NE", "the
/// West Half of the NE", "N/2 of NW".
static PART_OF_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:/\s?[24]|(?-u:\b)half|(?-u:\b)quarter)\s+of\s+(?:the\s+)?$").expect("part-of-before pattern compiles")
});

/// A bare quarter that a written part divides, as a deed or a landman's note shortens the larger
/// part of a chain once the smaller is written out: "the S 1/2 of the NE" (the S/2 NE/4), "the
/// West Half of the SW". "the North Half of the NE corner" is a call: a corner's word follows.
fn divided_quarter(block: &str, start: usize, end: usize) -> bool {
    if !is_bare_quarter(&block[start..end]) {
        return false;
    }
    let after = block[end..].trim_start_matches([' ', '.']);
    let call = after.get(..3).is_some_and(|word| word.eq_ignore_ascii_case("cor"));
    !call && PART_OF_BEFORE.is_match(&block[block.floor_char_boundary(start.saturating_sub(24))..start])
}

/// A bare quarter that a section's word follows: "the NE of Section 12", "SW Sec. 4", or an
/// abstracter's lettered section with its township ("NE S7.T154N.R97W", "SW S 8 T12S"). "the NE
/// corner of Section 12" is a call: a word other than "of" stands between.
fn quarter_of_section(block: &str, start: usize, end: usize) -> bool {
    if !is_bare_quarter(&block[start..end]) {
        return false;
    }
    let after = block[end..block.floor_char_boundary((end + 16).min(block.len()))].to_ascii_lowercase();
    let after = after.trim_start();
    let after = after.strip_prefix("of ").map_or(after, str::trim_start);
    after.starts_with("sec") || after.starts_with('§') || lettered_section_ahead(after)
}

/// Whether a text opens with a section's S and number and a township's T and number ("s7.t154n",
/// "s 8 t12s", "s.3-t12s"): a lettered section, as an abstracter writes it after its parts.
fn lettered_section_ahead(text: &str) -> bool {
    let Some(rest) = text.strip_prefix('s') else { return false };
    let rest = rest.trim_start_matches(['.', ' ']);
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if !(1..=2).contains(&digits) {
        return false;
    }
    let rest = rest[digits..].trim_start_matches([' ', ',', '.', '-']);
    rest.strip_prefix('t').is_some_and(|township| township.trim_start_matches(['.', ' ']).starts_with(|c: char| c.is_ascii_digit()))
}

/// Whether a block holds "/2" or "/4", with at most one white space character after the slash.
pub(super) fn names_half_or_quarter(block: &str) -> bool {
    // A hyphen for the slash ("NE 1-4", "SE-4") follows a direction letter or the fraction's 1.
    let hyphened = |at: usize| {
        block[..at].trim_end_matches([' ', '.']).ends_with(|c: char| matches!(c.to_ascii_uppercase(), 'N' | 'S' | 'E' | 'W' | '1'))
    };
    block.match_indices(['/', '-']).any(|(at, mark)| {
        if mark == "-" && !hyphened(at) {
            return false;
        }
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
    let mut lower = part.to_ascii_lowercase();
    // OCR's b for the h ("Nortbeast", "Soutb Half").
    if lower.contains("tb") {
        lower = lower.replace("nortb", "north").replace("soutb", "south");
    }
    let words = unspoiled_direction(lower.split('(').next().unwrap_or_default());
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
        // "N.E. 1/4", "NE Quarter", "n/2": the direction letters before the fraction or the word.
        lower
            .trim_start_matches("the")
            .trim_start()
            .chars()
            .take_while(|c| "nsew. '".contains(*c))
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

/// The words of a part with a scan's 0 for an o and 5 for an s read back as letters ("s0uth",
/// "50uth", "we5t"), as [`DIRECTION_WORD`] accepts them. Only figures that touch a letter are
/// letters: the figures of a fraction ("NE 1/4", "S 1/2") stand apart from the direction's.
fn unspoiled_direction(words: &str) -> std::borrow::Cow<'_, str> {
    if !words.contains(['0', '5']) {
        return std::borrow::Cow::Borrowed(words);
    }
    let mut letters: Vec<u8> = words.as_bytes().to_vec();
    let mut at = 0;
    while at < letters.len() {
        let run = letters[at..].iter().take_while(|b| matches!(b, b'0' | b'5')).count();
        if run == 0 {
            at += 1;
            continue;
        }
        let touches_a_letter =
            (at > 0 && letters[at - 1].is_ascii_alphabetic()) || letters.get(at + run).is_some_and(u8::is_ascii_alphabetic);
        if touches_a_letter {
            for figure in &mut letters[at..at + run] {
                *figure = if *figure == b'0' { b'o' } else { b's' };
            }
        }
        at += run;
    }
    // Only ASCII figures were replaced by ASCII letters, so the bytes stay UTF-8.
    std::borrow::Cow::Owned(String::from_utf8(letters).unwrap_or_else(|_| words.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::land::tests::tracts;

    #[test]
    fn part_words_read_through_a_scans_damage() {
        // Figures for letters in the direction and the half, and the space lost between them.
        assert_eq!(chains("the s0uth ha1f of the northeast quarter of Section 9"), vec!["S/2 NE/4"]);
        assert_eq!(chains("the NorthHalf of the Soutbwest Quarter"), vec!["N/2 SW/4"]);
        assert_eq!(chains("the 5outh haif of the n0rtheast quarter"), vec!["S/2 NE/4"]);
        assert_eq!(chains("the we5t half of the SE 1/4"), vec!["W/2 SE/4"]);
        assert_eq!(chains("the EastHalf of Section 2"), vec!["E/2"]);
        // The figures of a fraction stay figures.
        assert_eq!(unspoiled_direction("50uth half"), "south half");
        assert_eq!(unspoiled_direction("ne 5/4"), "ne 5/4");
        assert_eq!(unspoiled_direction("sw 1/4"), "sw 1/4");
    }

    /// A mark outside ASCII that OCR leaves before a bare quarter ends the word before it at the
    /// mark's full width: "West¡ SW" has no glued half, "in ¡W2 NE" has one.
    #[test]
    fn a_mark_outside_ascii_ends_the_word_before_a_bare_quarter() {
        let no_half = "Range 3 West\u{a1} SW";
        assert!(!paired_quarter(no_half, no_half.len() - 2, no_half.len()));
        let glued_half = "in \u{a1}W2 NE";
        assert!(paired_quarter(glued_half, glued_half.len() - 2, glued_half.len()));
    }

    /// Pieces of aliquot chains and what stands around them: letters that may or may not lead
    /// into a chain, LONG S and KELVIN SIGN (which `(?i)` reads as letters), and characters
    /// outside ASCII before a chain.
    const CHAIN_PIECES: &[&str] = &[
        "N",
        "S",
        "E",
        "W",
        "NE",
        "sw",
        "/4",
        "/2",
        "1/4",
        "1/2",
        " ",
        "\n",
        "the ",
        "of ",
        "Quarter",
        "half",
        "north",
        "West",
        "(NE1/4)",
        "fractional ",
        "Y4",
        "%",
        "-4",
        ".",
        ",",
        "a",
        "LANE",
        "\u{17F}",
        "\u{212A}",
        "\u{e9}",
        "\u{2014}",
        "1",
        "4",
        "qtr",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(6000))]
        /// `chain_span` gives the span the capture engine gives the pattern's `chain` group.
        #[test]
        fn chain_spans_from_the_match_are_the_capture_engines(pieces in proptest::collection::vec(0..CHAIN_PIECES.len(), 0..24)) {
            let block: String = pieces.iter().map(|&index| CHAIN_PIECES[index]).collect();
            let by_match: Vec<_> = ALIQUOT_CHAIN.find_iter(&block).map(|found| chain_span(&block, found.range())).collect();
            let by_captures: Vec<_> = ALIQUOT_CHAIN.captures_iter(&block).filter_map(|caps| caps.name("chain").map(|c| c.range())).collect();
            proptest::prop_assert_eq!(&by_match, &by_captures);
            // An ASCII block is searched by the twins.
            if block.is_ascii() {
                let by_twin: Vec<_> = ALIQUOT_CHAIN_ASCII.find_iter(&block).map(|found| chain_span(&block, found.range())).collect();
                proptest::prop_assert_eq!(&by_twin, &by_captures);
                for chain in &by_captures {
                    let parts = |pattern: &Regex| pattern.find_iter(&block[chain.clone()]).map(|p| p.range()).collect::<Vec<_>>();
                    proptest::prop_assert_eq!(parts(&ALIQUOT_PART_ONLY_ASCII), parts(&ALIQUOT_PART_ONLY));
                }
            }
        }
    }

    /// The chains of a text as the pipeline normalises it (NFKC writes "½" as "1/2").
    fn chains(written: &str) -> Vec<String> {
        let block = crate::pipeline::markdown::normalize(written);
        aliquot_chains(&block, &LoweredText::new(&block)).into_iter().map(|c| c.canonical).collect()
    }

    #[test]
    fn fractions_written_with_a_hyphen() {
        assert_eq!(chains("the NE. 1-4 of NE. 1-4 and the S 1-2 of SE 1-4"), vec!["NE/4 NE/4", "S/2 SE/4"]);
        assert_eq!(chains("NW-1/4 of the SE-1/4, and the N-1/2 of SW-1/4"), vec!["NW/4 SE/4", "N/2 SW/4"]);
        assert_eq!(chains("SE-4 and NE-4"), vec!["SE/4", "NE/4"]);
        assert!(chains("thence S-4 degrees E along the fence").is_empty());
    }

    #[test]
    fn glued_aliquots_without_slashes() {
        assert_eq!(compact_chain("NE4"), Some(vec!["NE/4".to_string()]));
        assert_eq!(compact_chain("S2NE"), Some(vec!["S/2".to_string(), "NE/4".to_string()]));
        assert_eq!(compact_chain("E2NE4NW4"), Some(vec!["E/2".to_string(), "NE/4".to_string(), "NW/4".to_string()]));
        assert_eq!(compact_chain("SWSE"), Some(vec!["SW/4".to_string(), "SE/4".to_string()]));
        assert_eq!(compact_chain("N1/2S1/2"), Some(vec!["N/2".to_string(), "S/2".to_string()]));
        for word in ["NEWS", "SEWN", "NE", "SE2", "N4", "West", "Sec14"] {
            assert_eq!(compact_chain(word), None, "{word}");
        }
    }

    #[test]
    fn aliquots_in_words_figures_and_glyphs() {
        assert_eq!(chains("the North 1/2 and the NE Quarter of the SW Quarter"), vec!["N/2", "NE/4 SW/4"]);
        assert_eq!(chains("S½N½ and W2 SE4, also the NEl/4 as OCR gives it"), vec!["S/2 N/2", "W/2 SE/4", "NE/4"]);
        assert_eq!(chains("the Southwest Quarter of the Northeast Quarter"), vec!["SW/4 NE/4"]);
        assert_eq!(chains("SW1/A NEY4 and the SY2 as OCR reads the glyphs"), vec!["SW/4 NE/4", "S/2"]);
        // An abstract's "Qtr." after a direction word, and a typed schedule's ordinal "1/4th".
        assert_eq!(chains("the Northeast Qtr. of Sec. 8 and the Southwest Qr of Sec. 9"), vec!["NE/4", "SW/4"]);
        assert_eq!(chains("the SE 1/4th of the NW 1/4th of Sec. 2"), vec!["SE/4 NW/4"]);
    }

    #[test]
    fn a_bare_quarter_counts_only_in_a_sections_list() {
        assert_eq!(chains("Sec 8: NW, Sec 9: SE and SW"), vec!["NW/4", "SE/4", "SW/4"]);
        assert!(chains("thence NE 210 feet to the SE corner of the barn").is_empty());
    }

    #[test]
    fn two_bare_quarters_in_a_row_are_a_quarter_quarter() {
        assert_eq!(chains("Sec. 9: NW SE"), vec!["NW/4 SE/4"]);
        assert_eq!(chains("the SE-NE of Sec 2"), vec!["SE/4 NE/4"]);
        assert_eq!(chains("the SW of the NE of Section 30"), vec!["SW/4 NE/4"]);
        assert_eq!(chains("NE of Section 4 and the SW Sec. 5"), vec!["NE/4", "SW/4"]);
        assert!(chains("thence NE 40 feet to the NE corner of Section 12").is_empty());
        assert_eq!(chains("from the NE corner of the SW quarter"), vec!["SW/4"]);
        let found = tracts("T. 2 N., R. 5 E., S.L.M.\nSec. 14: SE SE\nSec. 15: NW-NW\n");
        let keys: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.aliquots.as_deref())).collect();
        assert_eq!(keys, vec![(Some("14"), Some("SE/4 SE/4")), (Some("15"), Some("NW/4 NW/4"))]);
    }

    #[test]
    fn a_quarter_quarter_typed_with_a_slash_between_bare_quarters() {
        // A landman's runsheet, a lease exhibit and a title opinion's tract.
        assert_eq!(chains("Sec. 8: NE/NE, SW/SE"), vec!["NE/4 NE/4", "SW/4 SE/4"]);
        assert_eq!(chains("Section 21: NW/SW and Lot 3"), vec!["NW/4 SW/4"]);
        assert_eq!(chains("the SE/NW of Section 5"), vec!["SE/4 NW/4"]);
        assert_eq!(compact_chain("N/S"), None);
        assert_eq!(compact_chain("NE/N"), None);
    }

    #[test]
    fn a_glued_half_before_a_bare_quarter_divides_it() {
        // An abstracter's index, a landman's takeoff and a federal lease listing with spaces.
        assert_eq!(chains("Sec. 17: W2 NE, E2 NW"), vec!["W/2 NE/4", "E/2 NW/4"]);
        assert_eq!(chains("N2 SE and S2 SW of Sec. 4"), vec!["N/2 SE/4", "S/2 SW/4"]);
        assert_eq!(chains("Section 3: NE4 SW"), vec!["NE/4 SW/4"]);
        assert!(chains("thence NE 40 feet to the corner").is_empty());
    }

    #[test]
    fn a_forty_is_a_quarter_of_its_quarter() {
        assert_eq!(chains("the Southwest forty of the Northwest quarter of Section 9"), vec!["SW/4 NW/4"]);
        assert!(chains("the North forty feet of Lot 3").is_empty());
    }

    #[test]
    fn a_written_part_of_a_bare_quarter_divides_it() {
        assert_eq!(chains("the NW of the SE and the N 1/2 of the SE, in Section 8"), vec!["NW/4 SE/4", "N/2 SE/4"]);
        assert_eq!(chains("the East Half of the SW of Sec. 12"), vec!["E/2 SW/4"]);
        assert_eq!(chains("the S/2 of the NE corner of Section 3"), vec!["S/2"]);
    }

    #[test]
    fn parts_that_point_at_the_parts_before_them() {
        // A shared "of" after a part that would hold the rest, and one that would not.
        assert_eq!(chains("the W/2 and NE/4 of the NW/4 of Sec. 3"), vec!["W/2 NW/4", "NE/4 NW/4"]);
        assert_eq!(chains("the SE/4 and the S/2 of the NW/4 of Sec. 3"), vec!["SE/4", "S/2 NW/4"]);
        // "the same quarter", "said" quarter, and the quarter named again after "said".
        assert_eq!(chains("the SW/4 SW/4 and the N/2 of said quarter section"), vec!["SW/4 SW/4", "N/2 SW/4"]);
        assert_eq!(chains("the E/2 of the NW/4, also the SW/4 of said NW/4"), vec!["E/2 NW/4", "SW/4 NW/4"]);
        // A half or quarter "section" in words, and the section heading it names.
        assert_eq!(chains("the south half-section of Sec. 9"), vec!["S/2"]);
        assert_eq!(section_word_len(" Section 9"), 0);
        assert_eq!(section_word_len("-section, in"), 8);
    }

    #[test]
    fn government_lots_given_as_a_range() {
        let found = tracts("Township 151 North, Range 101 West\nSection 7: Lots 2 - 4, SE4NW4\nSection 18: Lots 1 through 3\n");
        assert_eq!(found[0].lots, vec!["2", "3", "4"]);
        assert_eq!(found[0].aliquots.as_deref(), Some("SE/4 NW/4"));
        assert_eq!(found[1].lots, vec!["1", "2", "3"]);
    }

    #[test]
    fn aliquots_that_share_ground() {
        assert!(!aliquots_overlap("NW/4", "S/2 SE/4"));
        assert!(!aliquots_overlap("N/2", "S/2"));
        assert!(aliquots_overlap("N/2", "E/2"));
        assert!(aliquots_overlap("E/2", "NE/4"));
        assert!(aliquots_overlap("NE/4", "SE/4 NE/4"));
        assert!(!aliquots_overlap("NE/4 NE/4", "SW/4 NE/4"));
        assert!(aliquots_overlap("N/2 NE/4", "NE/4 NE/4"));
    }
}
